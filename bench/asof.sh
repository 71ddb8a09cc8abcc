#!/usr/bin/env bash
# Point in time's cost (issue 37): the same query latest and with asOf, on one server (cache off:
# every request runs its SQL), interleaved LATEST ASOF ASOF LATEST ... ROUNDS times, so machine
# noise falls on both; prints per pair the median req/s, the server's CPU per request and the
# median per-round ratio asOf/latest (the goal: asOf costs at most 1.5x, i.e. ratio >= 0.67).
# The data: bench/seed.sql's 1.56M short-volume rows, then bench/asof-seed.sql (knownAt at 18:00 ET,
# 1 % of rows revised once), whose storage before/after it prints.
# usage: bench/asof.sh [ROUNDS]     env: DUR (5), lib.sh's (PORT, CONNS, JAR, PIN)
set -euo pipefail
ROUNDS=${1:-5}
DUR=${DUR:-5}
source "$(dirname "$0")/lib.sh"
trap stop_server EXIT
tools
start_server asof OPENMARKETS_CACHE__ENABLED=false
seed
if [[ $(pg -Atc "SELECT count(*) FROM short_volume WHERE version_no > 1") == 0 ]]; then
  say "revising 1 % of the seed (bench/asof-seed.sql)"
  pg -f "$HERE/asof-seed.sql"
  sleep 1
fi
say "storage: $(pg -Atc "SELECT pg_size_pretty(pg_total_relation_size('short_volume')) || ', ' || count(*) || ' rows, ' || count(*) FILTER (WHERE version_no > 1) || ' revisions' FROM short_volume")"
MONTH_AGO=$(date -u -d '30 days ago' +%F)
PAIRS=(
  "latest-day|/api/markets/short-volume|/api/markets/short-volume?asOf=$MONTH_AGO"
  "history-365|/api/markets/short-volume?symbol=SYM0042&days=365|/api/markets/short-volume?symbol=SYM0042&days=365&asOf=$MONTH_AGO"
)
cpu() { awk '{print $14 + $15}' "/proc/$SERVER_PID/stat"; }
HZ=$(getconf CLK_TCK)
run() { # PATH -> "rps cpu_us_per_req p99_us"
  local c0 r c1
  wait_quiet >/dev/null
  c0=$(cpu)
  r=$(wrk_once "$CONNS" "$1" "$DUR")
  c1=$(cpu)
  echo "$(field rps "$r") $(awk -v c="$((c1 - c0))" -v hz="$HZ" -v n="$(field requests "$r")" 'BEGIN {printf "%.1f", c * 1e6 / hz / n}') $(field p99_us "$r")"
}
for pair in "${PAIRS[@]}"; do
  IFS='|' read -r name latest asof <<<"$pair"
  curl -fs "$BASE$asof" | head -c 300 || true; echo
  warm_until_steady "$latest"
  warm_until_steady "$asof"
  rl=() ra=() cl=() ca=() ratios=()
  for i in $(seq 1 "$ROUNDS"); do
    if ((i % 2)); then l=($(run "$latest")); a=($(run "$asof")); else a=($(run "$asof")); l=($(run "$latest")); fi
    rl+=("${l[0]}") ra+=("${a[0]}") cl+=("${l[1]}") ca+=("${a[1]}")
    ratios+=("$(awk -v a="${a[0]}" -v l="${l[0]}" 'BEGIN {printf "%.3f", a / l}')")
    say "$name round $i: latest ${l[0]} req/s ${l[1]} cpu-us/req p99 ${l[2]} us | asOf ${a[0]} req/s ${a[1]} cpu-us/req p99 ${a[2]} us | asOf/latest ${ratios[-1]}"
  done
  say "$name: median latest $(printf '%s\n' "${rl[@]}" | median) req/s ($(printf '%s\n' "${cl[@]}" | median) cpu-us/req), asOf $(printf '%s\n' "${ra[@]}" | median) req/s ($(printf '%s\n' "${ca[@]}" | median) cpu-us/req); median asOf/latest $(printf '%s\n' "${ratios[@]}" | median)"
done
