#!/usr/bin/env bash
# The liquidation polling mix of issue 15: wrk polls liquidations/recent with 1,000 distinct
# parameter sets (200 assets x 5 minUsd floors) on the server with its cache on, as deployed,
# while pgbench commits 50 new events 20 times a second with the writer's version bump and
# NOTIFY (bench/liquidation-write.sql), so cached answers keep being invalidated. Rounds
# alternate without and with the writes; the last line is the ratio of the medians.
# Needs 200,000 seeded events (bench/liquidation-seed.sql, loaded on every run).
#
# usage: bench/liquidation-mix.sh quick|full        env: lib.sh's (PIN, CONNS, THREADS, ...)
set -euo pipefail
MODE=${1:-quick}
source "$(dirname "$0")/lib.sh"
case $MODE in
  quick) WARM=3; DUR=5; ROUNDS=3 ;;
  full) WARM=10; DUR=15; ROUNDS=5 ;;
  *) echo "usage: $0 quick|full" >&2; exit 2 ;;
esac
RATE=${RATE:-20}
STAMP=$(date -u +%Y%m%dT%H%M%SZ)
exec > >(tee "$OUT/liquidation-mix-$MODE-$STAMP.log") 2>&1
trap 'kill $WRITER 2>/dev/null || true; stop_server' EXIT
WRITER=

tools
command -v pgbench >/dev/null || { echo "pgbench is required (postgresql-client)" >&2; exit 1; }
start_server liquidation-mix
say "load at start: $(uptime)"
t0=$SECONDS
pg -f "$HERE/liquidation-seed.sql" >/dev/null
say "seeded $(pg -Atc "SELECT count(*) FROM liquidation_events") liquidation events in $((SECONDS - t0)) s"

PATHS_FILE=$OUT/liquidation-paths.txt
for a in $(seq 1 200); do
  for m in 0 1000 10000 100000 1000000; do
    printf '/api/markets/liquidations/recent?symbol=A%03d&minUsd=%s\n' "$a" "$m"
  done
done >"$PATHS_FILE"
say "$(wc -l <"$PATHS_FILE") distinct paths, e.g. $(sed -n 7p "$PATHS_FILE")"
export PATHS_FILE BENCH_DIR=$HERE

mix_once() { # LABEL -> RESULT line
  "${WRK_CPU[@]}" wrk -t"$THREADS" -c"$CONNS" -d"$1"s --timeout 5s -s "$HERE/mix.lua" "$BASE/" | grep '^RESULT'
}
writes_on() {
  # pgbench itself, not a function's subshell: background jobs ignore SIGINT, so it stops on TERM
  pgbench -h 127.0.0.1 -p "$(sed -n 4p "$DATA/pg/postmaster.pid")" -U postgres -n -R "$RATE" -T 100000 \
    -f "$HERE/liquidation-write.sql" postgres >"$OUT/liquidation-writer.log" 2>&1 &
  WRITER=$!
  sleep 1
}
writes_off() {
  kill -TERM "$WRITER" 2>/dev/null || true
  wait "$WRITER" 2>/dev/null || true
  WRITER=
}

# warm-up: without writes, then with them until the JIT has settled (lib.sh's until_steady):
# on a slow machine the miss path takes a minute of load to compile
say "warm-up ${WARM}s without writes, then ${WARM}s runs with writes until steady"
mix_once "$WARM" >/dev/null
writes_on
mix_rps() { field rps "$(mix_once "$WARM")"; }
until_steady "the mix with writes" mix_rps
mix_once "$WARM" >/dev/null
writes_off
declare -a QUIET BUSY
for r in $(seq 1 "$ROUNDS"); do
  v0=$(pg -Atc "SELECT version FROM dataset_state WHERE dataset = 'liquidations-recent'")
  res=$(mix_once "$DUR")
  say "round $r without writes: $res"
  QUIET+=("$(field rps "$res")")
  writes_on
  res=$(mix_once "$DUR")
  writes_off
  v1=$(pg -Atc "SELECT version FROM dataset_state WHERE dataset = 'liquidations-recent'")
  say "round $r with writes:    $res  (dataset version $v0 -> $v1: $((v1 - v0)) commits)"
  [[ $(field errors "$res") == 0 && $(field non2xx_or_3xx "$res") == 0 ]] || { echo "errors under writes" >&2; exit 1; }
  BUSY+=("$(field rps "$res")")
done
q=$(printf '%s\n' "${QUIET[@]}" | median)
b=$(printf '%s\n' "${BUSY[@]}" | median)
say "median without writes $q req/s, with $RATE commits/s $b req/s; load at end $(load)"
echo "liquidation-mix with-writes/without=$(awk -v a="$b" -v q="$q" 'BEGIN {printf "%.2f", a / q}')"
