#!/usr/bin/env bash
# The shared limiter's cost (issue 30): one jar served twice at once, on the same embedded
# PostgreSQL, one node limiting in process (local, on PORT) and one counting in Redis (redis, on
# PORT+1, redisUrl set to a private redis-server this script starts on a free port). Limits raised
# so that every request is admitted (and counted). wrk alternates between the two ROUNDS times
# (local redis, redis local, ...) on the cached view, so machine noise hits both alike; medians.
# Around every redis round Redis's INFO commandstats gives the commands the node sent per request:
# top-level (what the node sent over the wire) and all (the ones a Lua script runs counted too).
# Then both at a paced PACED req/s: the latency the round trip to Redis adds, and the commands a
# request when a loop turn holds few requests.
# Last line: RESULT local_rps=.. redis_rps=.. ratio=.. (median of per-round redis/local)
# cpu_ratio=.. (the local node's server CPU a request over the redis node's, medians) ..
#
# usage: bench/fleet.sh [ROUNDS]      (default 6)
# env:   JAR (target/openmarkets.jar), DUR (seconds a run, 10), CONNS (64), THREADS (wrk threads,
#        nproc; the issue's figures used 2), PORT (18380: local on PORT, redis on PORT+1),
#        REDIS_PORT (a free one), PACED (req/s of the paced runs, 5000; 0: none), lib.sh's
set -euo pipefail
ROUNDS=${1:-6}
DUR=${DUR:-10}
PORT=${PORT:-18380}
source "$(dirname "$0")/lib.sh"
ROUTE=$LATEST
PORT_L=$PORT
PORT_R=$((PORT + 1))
LIMITS=(OPENMARKETS_RATE_LIMIT__KEYLESS_PER_MINUTE=100000000 OPENMARKETS_RATE_LIMIT__KEYED_PER_MINUTE=100000000)

free_port() {
  local p
  for _ in $(seq 1 200); do
    p=$((20000 + RANDOM % 30000))
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null; then
      echo "$p"
      return
    fi
  done
  echo "no free port" >&2
  exit 1
}

REDIS_PORT=${REDIS_PORT:-$(free_port)}
REDIS_PID=
PID_L=
PID_R=
stop_all() {
  SERVER_PID=$PID_R; stop_server
  SERVER_PID=$PID_L; stop_server
  if [[ -n $REDIS_PID ]]; then
    kill -TERM "$REDIS_PID" 2>/dev/null || true
    wait "$REDIS_PID" 2>/dev/null || true
  fi
}
trap stop_all EXIT

tools
command -v redis-server >/dev/null && command -v redis-cli >/dev/null || { echo "redis-server and redis-cli are required" >&2; exit 1; }
rcli() { redis-cli -p "$REDIS_PORT" "$@"; }
redis-server --bind 127.0.0.1 --port "$REDIS_PORT" --save '' --appendonly no >"$OUT/fleet-redis.log" 2>&1 &
REDIS_PID=$!
for _ in $(seq 1 100); do
  [[ $(rcli PING 2>/dev/null) == PONG ]] && break
  sleep 0.1
done
[[ $(rcli PING) == PONG ]] || { echo "redis-server did not start" >&2; exit 1; }
say "redis-server $(rcli INFO server | sed -n 's/^redis_version:\(.*\)\r$/\1/p') on 127.0.0.1:$REDIS_PORT (pid $REDIS_PID)"

JAR=$JAR PORT=$PORT_L BASE=http://127.0.0.1:$PORT_L start_server fleet-local "${LIMITS[@]}"
PID_L=$SERVER_PID
seed
JAR=$JAR PORT=$PORT_R BASE=http://127.0.0.1:$PORT_R start_server fleet-redis "${LIMITS[@]}" \
  OPENMARKETS_REDIS_URL=redis://127.0.0.1:$REDIS_PORT
PID_R=$SERVER_PID
grep -q 'rate_limiter_mode{mode="redis"} 1' <(curl -fsS "http://127.0.0.1:$PORT_R/metrics") \
  || { echo "the redis node does not limit through Redis" >&2; exit 1; }
say "jar $JAR ($(stat -c %y "$JAR" | cut -d. -f1)); GET $ROUTE, wrk -t$THREADS -c$CONNS -d${DUR}s; $(nproc) CPUs; $(wait_quiet)"
BASE=http://127.0.0.1:$PORT_L WARM_PID=$PID_L warm_until_steady "$ROUTE"
BASE=http://127.0.0.1:$PORT_R WARM_PID=$PID_R warm_until_steady "$ROUTE"

HZ=$(getconf CLK_TCK)
cpu() { awk '{print $14 + $15}' "/proc/$1/stat"; }
# calls of every command so far, "name calls" lines, INFO's own left out
commandstats() {
  rcli INFO commandstats | tr -d '\r' | sed -n 's/^cmdstat_\([^:]*\):calls=\([0-9]*\),.*/\1 \2/p' | grep -v '^info '
}
# run PORT PID -> the wrk line plus the server's CPU microseconds per request
run() {
  local c0 r c1
  c0=$(cpu "$2")
  r=$(BASE=http://127.0.0.1:$1 wrk_once "$CONNS" "$ROUTE" "$DUR")
  c1=$(cpu "$2")
  if [[ $(field errors "$r") != 0 || $(field non2xx_or_3xx "$r") != 0 ]]; then
    echo "errors or refusals on :$1: $r" >&2
    exit 1
  fi
  echo "$r cpu_us_per_req=$(awk -v c="$((c1 - c0))" -v hz="$HZ" -v n="$(field requests "$r")" 'BEGIN {printf "%.1f", c * 1e6 / hz / n}')"
}
redis_cpu() { rcli INFO cpu | tr -d '\r' | awk -F: '/^used_cpu_(sys|user):/ {s += $2} END {printf "%.6f", s}'; }
# run_redis -> run's line plus Redis's own CPU microseconds a request, commands per request (all, and top-level: all but the counter
# commands a script runs) and the per-command split
run_redis() {
  local before after r n c0 c1
  before=$(commandstats)
  c0=$(redis_cpu)
  r=$(run "$PORT_R" "$PID_R")
  c1=$(redis_cpu)
  after=$(commandstats)
  n=$(field requests "$r")
  r="$r redis_cpu_us_per_req=$(awk -v a="$c0" -v b="$c1" -v n="$n" 'BEGIN {printf "%.2f", (b - a) * 1e6 / n}')"
  join -a2 -e0 -o 0,1.2,2.2 <(sort <<<"$before") <(sort <<<"$after") | awk -v n="$n" -v r="$r" '
    {d = $3 - $2; if (d > 0) {all += d; split_ = split_ sprintf(" %s=%.3f", $1, d / n)}
     if ($1 !~ /^(incr|incrby|pttl|pexpire)$/) top += d}
    END {printf "%s cmds_per_req=%.4f top_per_req=%.4f split=%s\n", r, all / n, top / n, substr(split_, 2)}'
}

rl=()
rr=()
cl=()
cr=()
ratios=()
cmds=()
tops=()
rcpu=()
for i in $(seq 1 "$ROUNDS"); do
  q=$(wait_quiet)
  if ((i % 2)); then
    l=$(run "$PORT_L" "$PID_L")
    r=$(run_redis)
  else
    r=$(run_redis)
    l=$(run "$PORT_L" "$PID_L")
  fi
  rl+=("$(field rps "$l")")
  rr+=("$(field rps "$r")")
  cl+=("$(field cpu_us_per_req "$l")")
  cr+=("$(field cpu_us_per_req "$r")")
  cmds+=("$(field cmds_per_req "$r")")
  rcpu+=("$(field redis_cpu_us_per_req "$r")")
  tops+=("$(field top_per_req "$r")")
  ratios+=("$(awk -v a="$(field rps "$l")" -v b="$(field rps "$r")" 'BEGIN {printf "%.3f", b / a}')")
  say "round $i: local $(field rps "$l") req/s $(field cpu_us_per_req "$l") cpu-us/req p99 $(field p99_us "$l") us | redis $(field rps "$r") req/s $(field cpu_us_per_req "$r") cpu-us/req (Redis $(field redis_cpu_us_per_req "$r")) p99 $(field p99_us "$r") us, Redis commands a request $(field cmds_per_req "$r") (top-level $(field top_per_req "$r"): $(field split "$r")) | redis/local ${ratios[-1]}  ($q)"
done
# paced: both nodes offered PACED req/s (default 5000; 0 skips it), one after the other: the
# latency the Redis round trip adds, and Redis's commands a request when a turn holds few requests
PACED=${PACED:-5000}
paced=""
if ((PACED > 0)); then
  pconns=$(awk -v t="$PACED" 'BEGIN {c = int(t / 100 + 0.5); if (c < 8) c = 8; print c}')
  pace=$(awk -v t="$PACED" -v c="$pconns" 'BEGIN {printf "%.2f", c * 1000 / t}')
  l=$(export PACE_MS=$pace CONNS=$pconns; run "$PORT_L" "$PID_L")
  r=$(export PACE_MS=$pace CONNS=$pconns; run_redis)
  say "paced at $PACED req/s ($pconns connections): local $(field rps "$l") req/s p50 $(field p50_us "$l") us p99 $(field p99_us "$l") us | redis $(field rps "$r") req/s p50 $(field p50_us "$r") us p99 $(field p99_us "$r") us, Redis commands a request $(field cmds_per_req "$r") (top-level $(field top_per_req "$r"))"
  paced=" paced=$PACED paced_p99_local_us=$(field p99_us "$l") paced_p99_redis_us=$(field p99_us "$r") paced_cmds_per_req=$(field cmds_per_req "$r")"
fi
med() { printf '%s\n' "$@" | median; }
say "Redis used $(redis_cpu) s of CPU in all, $(med "${rcpu[@]}") us a request in the loaded rounds (median); keys: $(rcli DBSIZE)"
# the server's CPU a request is what other processes on the machine disturb least: local's over redis's
cpu_ratio=$(awk -v l="$(med "${cl[@]}")" -v r="$(med "${cr[@]}")" 'BEGIN {printf "%.3f", l / r}')
say "median local $(med "${rl[@]}") req/s ($(med "${cl[@]}") cpu-us/req), redis $(med "${rr[@]}") req/s ($(med "${cr[@]}") cpu-us/req, local/redis $cpu_ratio); per-round redis/local median $(med "${ratios[@]}") (min $(printf '%s\n' "${ratios[@]}" | sort -g | head -1), max $(printf '%s\n' "${ratios[@]}" | sort -g | tail -1))"
echo "RESULT local_rps=$(med "${rl[@]}") redis_rps=$(med "${rr[@]}") ratio=$(med "${ratios[@]}") cpu_ratio=$cpu_ratio redis_cpu_us_per_req=$(med "${rcpu[@]}") cmds_per_req=$(med "${cmds[@]}") top_per_req=$(med "${tops[@]}") rounds=$ROUNDS dur=$DUR conns=$CONNS threads=$THREADS$paced"
