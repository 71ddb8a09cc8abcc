#!/usr/bin/env bash
# A/B of two builds on one route: both jars serve at once (A on PORT, B on PORT+1, sharing A's
# embedded PostgreSQL), and wrk alternates between them ROUNDS times, so machine noise hits both
# alike. Prints each round (throughput, and the server's CPU time per request, which other
# processes on the machine disturb much less) and the medians; the before/after figures in RESULTS.md.
# usage: bench/ab.sh A.jar B.jar PATH [ROUNDS]     env: CACHE=off, DUR (5), ACCEPT_ENCODING, lib.sh's,
#        SIMUL=RATE (both at once at RATE req/s each; see simul),
#        ENV_A / ENV_B: extra VAR=value settings for one server only (one jar, two settings:
#        ENV_A=OPENMARKETS_FAMILY_INSTANCES=1 bench/ab.sh J J PATH)
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
# shellcheck disable=SC2086
JAR=$A PORT=$PORT_A BASE=http://127.0.0.1:$PORT_A start_server ab-a "${ENV[@]}" ${ENV_A:-}
PID_A=$SERVER_PID
seed
# shellcheck disable=SC2086
JAR=$B PORT=$PORT_B BASE=http://127.0.0.1:$PORT_B start_server ab-b "${ENV[@]}" ${ENV_B:-}
PID_B=$SERVER_PID
say "A=$A ${ENV_A:-} B=$B ${ENV_B:-} GET $ROUTE ${ENV[*]} ${ACCEPT_ENCODING:+Accept-Encoding: $ACCEPT_ENCODING} ($(wait_quiet))"
BASE=http://127.0.0.1:$PORT_A WARM_PID=$PID_A warm_until_steady "$ROUTE"
BASE=http://127.0.0.1:$PORT_B WARM_PID=$PID_B warm_until_steady "$ROUTE"
cpu() { awk '{print $14 + $15}' "/proc/$1/stat"; }
HZ=$(getconf CLK_TCK)
# one run against one server: the wrk line plus the server's CPU microseconds per request
run() { # PORT PID
  local c0 r c1
  wait_quiet >/dev/null
  c0=$(cpu "$2")
  r=$(BASE=http://127.0.0.1:$1 wrk_once "$CONNS" "$ROUTE" "$DUR")
  c1=$(cpu "$2")
  with_cpu "$r" "$c0" "$c1"
}
# with_cpu LINE TICKS_BEFORE TICKS_AFTER: the wrk line plus the server's CPU microseconds per request
with_cpu() {
  echo "$1 cpu_us_per_req=$(awk -v c="$(($3 - $2))" -v hz="$HZ" -v n="$(field requests "$1")" 'BEGIN {printf "%.1f", c * 1e6 / hz / n}')"
}
# SIMUL=RATE: both servers loaded at the same time, each offered RATE req/s (paced, as run.sh's
# latency runs), so both meet the same machine at the same moment; what differs between them is
# the server CPU a request costs, the figure to compare (a machine whose speed drifts by 10 %
# between five-second runs hides a 3 % change from the alternating rounds)
simul() { # -> "A-line|B-line"
  local conns pace c0a c0b c1a c1b fa fb
  conns=$(awk -v t="$SIMUL" 'BEGIN {c = int(t / 100 + 0.5); if (c < 8) c = 8; print c}')
  pace=$(awk -v t="$SIMUL" -v c="$conns" 'BEGIN {printf "%.2f", c * 1000 / t}')
  fa=$(mktemp) fb=$(mktemp)
  c0a=$(cpu "$PID_A") c0b=$(cpu "$PID_B")
  BASE=http://127.0.0.1:$PORT_A PACE_MS=$pace wrk_once "$conns" "$ROUTE" "$DUR" >"$fa" &
  BASE=http://127.0.0.1:$PORT_B PACE_MS=$pace wrk_once "$conns" "$ROUTE" "$DUR" >"$fb" &
  wait
  c1a=$(cpu "$PID_A") c1b=$(cpu "$PID_B")
  echo "$(with_cpu "$(cat "$fa")" "$c0a" "$c1a")|$(with_cpu "$(cat "$fb")" "$c0b" "$c1b")"
  rm -f "$fa" "$fb"
}
ra=()
rb=()
ca=()
cb=()
ratios=()
for i in $(seq 1 "$ROUNDS"); do
  # ABBA order, so a drift in machine load does not favour either
  q=$(wait_quiet)
  if [[ -n ${SIMUL:-} ]]; then
    ab=$(simul)
    a=${ab%%|*}
    b=${ab##*|}
  elif ((i % 2)); then
    a=$(run "$PORT_A" "$PID_A")
    b=$(run "$PORT_B" "$PID_B")
  else
    b=$(run "$PORT_B" "$PID_B")
    a=$(run "$PORT_A" "$PID_A")
  fi
  ca+=("$(field cpu_us_per_req "$a")")
  cb+=("$(field cpu_us_per_req "$b")")
  ra+=("$(field rps "$a")")
  rb+=("$(field rps "$b")")
  ratios+=("$(awk -v a="$(field rps "$a")" -v b="$(field rps "$b")" 'BEGIN {printf "%.3f", b / a}')")
  say "round $i: A $(field rps "$a") req/s $(field cpu_us_per_req "$a") cpu-us/req p99 $(field p99_us "$a") us | B $(field rps "$b") req/s $(field cpu_us_per_req "$b") cpu-us/req p99 $(field p99_us "$b") us | B/A ${ratios[-1]}  ($q)"
done
ma=$(printf '%s\n' "${ra[@]}" | median)
mb=$(printf '%s\n' "${rb[@]}" | median)
say "server CPU per request: median A $(printf '%s\n' "${ca[@]}" | median) us, B $(printf '%s\n' "${cb[@]}" | median) us; least A $(printf '%s\n' "${ca[@]}" | sort -g | head -1) us, B $(printf '%s\n' "${cb[@]}" | sort -g | head -1) us"
say "best of $ROUNDS: A $(printf '%s\n' "${ra[@]}" | sort -g | tail -1) req/s, B $(printf '%s\n' "${rb[@]}" | sort -g | tail -1) req/s"
say "median A $ma req/s, B $mb req/s; median of per-round B/A $(printf '%s\n' "${ratios[@]}" | median) (min $(printf '%s\n' "${ratios[@]}" | sort -g | head -1), max $(printf '%s\n' "${ratios[@]}" | sort -g | tail -1))"
