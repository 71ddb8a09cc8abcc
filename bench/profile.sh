#!/usr/bin/env bash
# Profiles one route under wrk load: a JFR recording of the server (bench/profile.jfc: Java
# stacks every 1 ms, native every 20 ms, GC pauses) summarised by bench/jfr-top.py, and
# the CPU time taken by the server JVM, its PostgreSQL processes and wrk during the run.
# usage: bench/profile.sh NAME PATH [cache-off]     env: DUR (15), plus lib.sh's (PIN, CONNS...)
# Writes bench/out/profile-NAME.{jfr,txt}. Seeds first when run.sh has not yet.
set -euo pipefail
NAME=$1
ROUTE=$2
CACHE=${3:-cache-on}
DUR=${DUR:-15}
source "$(dirname "$0")/lib.sh"
# DebugNonSafepoints: without it a sample is charged to the nearest safepoint of the compiled
# code, which piles time onto a few frames (Netty's threadLocalTempArray showed 5.3 % self, under 0.8 %
# with it; RESULTS.md, issue 15 ninth session)
JAVA_OPTS="$JAVA_OPTS -XX:FlightRecorderOptions:stackdepth=256 -XX:+UnlockDiagnosticVMOptions -XX:+DebugNonSafepoints"
trap stop_server EXIT

pg_jiffies() { # the postmaster of bench/out/data and its children
  local pm
  pm=$(head -1 "$DATA/pg/postmaster.pid")
  { echo "$pm"; ps -o pid= --ppid "$pm"; } | awk '{print "/proc/" $1 "/stat"}' \
    | xargs -r cat 2>/dev/null | awk '{s += $14 + $15} END {print s + 0}'
}
jvm_jiffies() { awk '{print $14 + $15}' "/proc/$SERVER_PID/stat"; }

tools
if [[ $CACHE == cache-off ]]; then
  start_server "profile-$NAME" OPENMARKETS_CACHE__ENABLED=false
else
  start_server "profile-$NAME"
fi
seed
say "warm-up until steady on $ROUTE ($(wait_quiet))"
warm_until_steady "$ROUTE"
jcmd "$SERVER_PID" JFR.start name=bench settings="$HERE/profile.jfc" filename="$OUT/profile-$NAME.jfr" >/dev/null
jvm0=$(jvm_jiffies)
pg0=$(pg_jiffies)
TIMEFORMAT='%U %S'
t0=$(date +%s%N)
{ time wrk_once "$CONNS" "$ROUTE" "$DUR" >"$OUT/profile-$NAME.wrk"; } 2>"$OUT/profile-$NAME.wrktime"
secs=$(awk -v a="$t0" -v b="$(date +%s%N)" 'BEGIN {print (b - a) / 1e9}')
jvm1=$(jvm_jiffies)
pg1=$(pg_jiffies)
jcmd "$SERVER_PID" JFR.stop name=bench >/dev/null
hz=$(getconf CLK_TCK)
{
  echo "profile $NAME: GET $ROUTE ($CACHE), ${DUR}s, $CONNS connections, load $(load), git $(git -C "$ROOT" rev-parse --short HEAD)"
  cat "$OUT/profile-$NAME.wrk"
  awk -v s="$secs" -v hz="$hz" -v j="$((jvm1 - jvm0))" -v p="$((pg1 - pg0))" -v w="$(cat "$OUT/profile-$NAME.wrktime")" \
    'BEGIN {split(w, t, " "); printf "CPU over %.1f s (of 2 cores = 200%%): server JVM %.0f%%, PostgreSQL %.0f%%, wrk %.0f%%\n",
      s, 100 * j / hz / s, 100 * p / hz / s, 100 * (t[1] + t[2]) / s}'
  jfr summary "$OUT/profile-$NAME.jfr" | grep -E "jdk.GarbageCollection|jdk.GCPhasePause " || true
  jfr print --events jdk.GarbageCollection "$OUT/profile-$NAME.jfr" | awk '/sumOfPauses/ {print $3, $4}' \
    | awk '{v = $1; if ($2 == "s") v *= 1000; else if ($2 == "us") v /= 1000; n++; s += v; if (v > m) m = v}
           END {printf "GC: %d collections, pauses total %.1f ms, longest %.1f ms\n", n, s, m}'
  jfr print --stack-depth 256 --json --events jdk.ExecutionSample,jdk.NativeMethodSample "$OUT/profile-$NAME.jfr" | python3 "$HERE/jfr-top.py" 25
} | tee "$OUT/profile-$NAME.txt"
