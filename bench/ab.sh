#!/usr/bin/env bash
# A/B of two builds on one route: both jars serve at once (A on PORT, B on PORT+1, sharing A's
# embedded PostgreSQL), and wrk alternates between them ROUNDS times, so machine noise hits both
# alike. Prints each round and the medians; used for the before/after figures in RESULTS.md.
# usage: bench/ab.sh A.jar B.jar PATH [ROUNDS]     env: CACHE=off, DUR (5), ACCEPT_ENCODING, lib.sh's
set -euo pipefail
A=$1
B=$2
ROUTE=$3
ROUNDS=${4:-5}
DUR=${DUR:-5}
source "$(dirname "$0")/lib.sh"
ENV=()
[[ ${CACHE:-on} == off ]] && ENV=(OPENMARKETS_CACHE__ENABLED=false)
PORT_A=$PORT
PORT_B=$((PORT + 1))
PID_A=
PID_B=
stop_both() {
  SERVER_PID=$PID_B; stop_server
  SERVER_PID=$PID_A; stop_server
}
trap stop_both EXIT

tools
JAR=$A PORT=$PORT_A BASE=http://127.0.0.1:$PORT_A start_server ab-a "${ENV[@]}"
PID_A=$SERVER_PID
seed
JAR=$B PORT=$PORT_B BASE=http://127.0.0.1:$PORT_B start_server ab-b "${ENV[@]}"
PID_B=$SERVER_PID
say "A=$A B=$B GET $ROUTE ${ENV[*]} ${ACCEPT_ENCODING:+Accept-Encoding: $ACCEPT_ENCODING} (load $(load))"
BASE=http://127.0.0.1:$PORT_A wrk_once "$CONNS" "$ROUTE" 5 >/dev/null
BASE=http://127.0.0.1:$PORT_B wrk_once "$CONNS" "$ROUTE" 5 >/dev/null
ra=()
rb=()
for i in $(seq 1 "$ROUNDS"); do
  a=$(BASE=http://127.0.0.1:$PORT_A wrk_once "$CONNS" "$ROUTE" "$DUR")
  b=$(BASE=http://127.0.0.1:$PORT_B wrk_once "$CONNS" "$ROUTE" "$DUR")
  ra+=("$(field rps "$a")")
  rb+=("$(field rps "$b")")
  say "round $i: A $(field rps "$a") req/s p99 $(field p99_us "$a") us | B $(field rps "$b") req/s p99 $(field p99_us "$b") us  (load $(load))"
done
ma=$(printf '%s\n' "${ra[@]}" | median)
mb=$(printf '%s\n' "${rb[@]}" | median)
say "median A $ma req/s, B $mb req/s, B/A $(awk -v a="$ma" -v b="$mb" 'BEGIN {printf "%.3f", b / a}')"
