#!/usr/bin/env bash
# Where a route's CPU goes: user and system time per request of the server JVM and of its
# PostgreSQL processes (from /proc), over a 10 s wrk run after 24 s of warm-up. The system share
# is what a design that changes threads or makes system calls per request pays (issue 15, fourth
# session: a cache miss spread over event loops against one kept on its loop).
# usage: bench/cpu-split.sh PATH [VAR=value ...]   (extra settings for the server; the cache is
#        off unless OPENMARKETS_CACHE__ENABLED=true is given)   env: lib.sh's (PORT, JAR, CONNS...)
set -euo pipefail
ROUTE=$1
shift
source "$(dirname "$0")/lib.sh"
trap stop_server EXIT
tools
start_server cpu-split OPENMARKETS_CACHE__ENABLED=false "$@"
for _ in 1 2 3 4 5 6; do wrk -t"$THREADS" -c"$CONNS" -d4s "$BASE$ROUTE" >/dev/null; done
pm=$(head -1 "$DATA/pg/postmaster.pid")
jvm() { awk '{print $14, $15}' "/proc/$SERVER_PID/stat"; }
pgs() {
  { echo "$pm"; ps -o pid= --ppid "$pm"; } | awk '{print "/proc/" $1 "/stat"}' | xargs -r cat 2>/dev/null \
    | awk '{u += $14; s += $15} END {print u, s}'
}
read -r u0 s0 < <(jvm)
read -r pu0 ps0 < <(pgs)
out=$(wrk -t"$THREADS" -c"$CONNS" -d10s "$BASE$ROUTE")
read -r u1 s1 < <(jvm)
read -r pu1 ps1 < <(pgs)
rps=$(echo "$out" | awk '/Requests\/sec/ {print $2}')
tick=$(getconf CLK_TCK)
awk -v u=$((u1 - u0)) -v s=$((s1 - s0)) -v pu=$((pu1 - pu0)) -v ps=$((ps1 - ps0)) -v r="$rps" -v t="$tick" 'BEGIN {
  n = r * 10; k = 1e6 / t / n
  printf "%s req/s; per request: server user %.1f us, system %.1f us; PostgreSQL user %.1f us, system %.1f us\n", r, u * k, s * k, pu * k, ps * k
}'
