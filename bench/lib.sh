# Shared by bench/run.sh and bench/profile.sh: paths, the server's life cycle, the seed, wrk.
# Sourced, not run. See run.sh for the environment it reads.

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(dirname "$HERE")
OUT=$HERE/out
DATA=$OUT/data
JAR=${JAR:-$ROOT/target/openmarkets.jar}
PORT=${PORT:-18080}
# the collector docs/deploy.md and the Docker image give a node (-XX:+UseParallelGC)
JAVA_OPTS=${JAVA_OPTS:--Xms512m -Xmx512m -XX:+UseParallelGC}
PIN=${PIN:-0}
CONNS=${CONNS:-64}
THREADS=${THREADS:-$(nproc)}
ONLY=${ONLY:-}
BASE=http://127.0.0.1:$PORT
LATEST=/api/markets/short-volume
HISTORY="/api/markets/short-volume?symbol=SYM0001&days=365"

SERVER_CPU=()
WRK_CPU=()
if [[ $PIN == 1 ]]; then
  SERVER_CPU=(taskset -c 0)
  WRK_CPU=(taskset -c 1)
fi
mkdir -p "$OUT"

say() { printf '%s %s\n' "$(date -u +%T)" "$*"; }
load() { cut -d' ' -f1-3 /proc/loadavg; }
wants() { [[ -z $ONLY || " $ONLY " == *" $1 "* ]]; }

tools() {
  if ! command -v wrk >/dev/null; then
    say "wrk missing: installing it"
    apt-get update -qq && apt-get install -y -qq wrk
  fi
  for t in java jcmd jstat psql curl; do
    command -v $t >/dev/null || { echo "$t is required" >&2; exit 1; }
  done
  [[ -f $JAR ]] || { echo "no $JAR: build it first (mvn -DskipTests package)" >&2; exit 1; }
}

SERVER_PID=
start_server() { # label, then extra environment assignments
  local label=$1
  shift
  say "starting server ($label) $*"
  env "$@" "${SERVER_CPU[@]}" java $JAVA_OPTS -jar "$JAR" serve \
    --conf "$HERE/bench.json" --data-dir "$DATA" --port "$PORT" --no-pollers >"$OUT/server-$label.log" 2>&1 &
  SERVER_PID=$!
  for _ in $(seq 1 600); do
    if curl -fs -o /dev/null "$BASE/health"; then
      say "server up (pid $SERVER_PID)"
      return
    fi
    if ! kill -0 "$SERVER_PID" 2>/dev/null; then
      tail -20 "$OUT/server-$label.log"
      echo "server exited during start-up" >&2
      exit 1
    fi
    sleep 0.2
  done
  echo "server did not answer /health in 120 s" >&2
  exit 1
}

stop_server() {
  if [[ -n $SERVER_PID ]] && kill -0 "$SERVER_PID" 2>/dev/null; then
    kill -TERM "$SERVER_PID"
    wait "$SERVER_PID" 2>/dev/null || true
  fi
  SERVER_PID=
}

pg_bench() {
  pgbench -h 127.0.0.1 -p "$(sed -n 4p "$DATA/pg/postmaster.pid")" -U postgres "$@" postgres
}

pg() {
  psql -X -q -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$(sed -n 4p "$DATA/pg/postmaster.pid")" -U postgres -d postgres "$@"
}

# Seeds once; the marker holds the seed script's hash, and stale data (older than a week) is redone.
seed() {
  local want have fresh
  want=$(sha256sum "$HERE/seed.sql" | cut -c1-16)
  have=$(cat "$OUT/seeded" 2>/dev/null || true)
  fresh=$(pg -Atc "SELECT (SELECT count(*) = 50000 FROM short_volume WHERE trade_date = (SELECT min(trade_date) FROM short_volume))
                      AND (SELECT max(trade_date) >= current_date - 7 FROM short_volume)")
  if [[ $want == "$have" && $fresh == t ]]; then
    say "seed present: $(pg -Atc "SELECT row_count FROM dataset_state WHERE dataset = 'short-volume'") rows"
    return
  fi
  say "seeding bench/out/data (first run only)"
  local t0=$SECONDS
  pg -f "$HERE/seed.sql"
  echo "$want" >"$OUT/seeded"
  say "seeded $(pg -Atc "SELECT row_count FROM dataset_state WHERE dataset = 'short-volume'") rows in $((SECONDS - t0)) s"
  sleep 1 # the server refreshes its dataset version on the NOTIFY
}

# wrk_once CONNS PATH SECONDS -> the RESULT line; ACCEPT_ENCODING / PACE_MS pass through env.
# Paced runs use one wrk thread: at half load it offers the rate alone, and a second one would only
# add a runnable thread competing with the event loops for the 2 cores.
wrk_once() {
  local threads=$THREADS
  [[ -n ${PACE_MS:-} ]] && threads=1
  "${WRK_CPU[@]}" wrk -t"$threads" -c"$1" -d"$3"s --timeout 5s -s "$HERE/wrk.lua" "$BASE$2" | grep '^RESULT'
}

# until_steady LABEL CMD...: runs CMD (one WARM-second load run that prints its req/s) until the
# JIT has settled: a run during which the server's compiler threads (C1/C2, from /proc, of
# WARM_PID, default SERVER_PID) were busy under 3 % of the run and whose throughput is within
# 10 % of the run before (at most WARM_MAX runs, default 15). The JIT's time to compile the hot
# path varies with the machine: seconds on a fast core, a minute on a slow shared one where the
# load starves its compiler threads, and a route measured before that is measured cold.
until_steady() {
  local label=$1 r prev=0 i c0 c pid=${WARM_PID:-$SERVER_PID}
  shift
  for i in $(seq 1 "${WARM_MAX:-15}"); do
    c0=$(jit_ticks "$pid")
    r=$("$@")
    c=$(awk -v t="$(($(jit_ticks "$pid") - c0))" -v hz="$(getconf CLK_TCK)" -v w="${WARM:-3}" 'BEGIN {printf "%.1f", 100 * t / hz / w}')
    awk -v a="$prev" -v b="$r" -v c="$c" 'BEGIN {exit !(c < 3 && a > 0 && b < 1.1 * a && b > 0.9 * a)}' && break
    prev=$r
  done
  say "  warm $label: $i run(s) of ${WARM:-3}s, last $r req/s, JIT threads busy $c % of the last run"
}

route_rps() { field rps "$(wrk_once "$CONNS" "$1" "${WARM:-3}")"; }

# warm_until_steady PATH...: each route warmed until_steady
warm_until_steady() {
  local p
  for p in "$@"; do
    until_steady "$p" route_rps "$p"
  done
}

jit_ticks() { # CPU ticks of a JVM's compiler threads so far
  local t s=0
  for t in /proc/$1/task/*; do
    [[ $(cat "$t/comm" 2>/dev/null) == C[12]\ Compiler* ]] || continue
    s=$((s + $(awk '{print $14 + $15}' "$t/stat")))
  done
  echo $s
}

field() { # field NAME "RESULT a=1 b=2"
  sed -E "s/.* $1=([^ ]+).*/\1/" <<<"$2"
}

median() { sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

# CPU ticks so far: both CPUs idle, the server JVM, and bench/out/data's PostgreSQL processes
ticks() {
  local pm
  pm=$(head -1 "$DATA/pg/postmaster.pid" 2>/dev/null || echo 0)
  echo "$(head -1 /proc/stat | awk '{print $5 + $6, $9}')" \
    "$(awk '{print $14 + $15}' "/proc/$SERVER_PID/stat" 2>/dev/null || echo 0)" \
    "$({ echo "$pm"; ps -o pid= --ppid "$pm"; } | awk '{print "/proc/" $1 "/stat"}' | xargs -r cat 2>/dev/null \
      | awk '{s += $14 + $15} END {print s + 0}')"
}

busy() { # percent of both CPUs busy over the next $1 seconds (default 3), everyone's processes
  local a b
  a=($(head -1 /proc/stat))
  sleep "${1:-3}"
  b=($(head -1 /proc/stat))
  awk -v u="$(( (b[1] + b[2] + b[3] + b[6] + b[7]) - (a[1] + a[2] + a[3] + a[6] + a[7]) ))" \
      -v i="$(( (b[4] + b[5]) - (a[4] + a[5]) ))" 'BEGIN {printf "%.0f", 100 * u / (u + i)}'
}

# Waits up to QUIET_WAIT seconds (default 0) for the machine to be quiet (under 10 % busy over
# 2 s) before a measurement, since other builds may share these 2 cores; prints what it found.
wait_quiet() {
  local limit=${QUIET_WAIT:-0} waited=0 b
  b=$(busy 2)
  while ((b >= 10 && waited < limit)); do
    sleep 3
    waited=$((waited + 5))
    b=$(busy 2)
  done
  echo "others busy ${b}%, load $(load)$( ((waited > 0)) && echo ", waited ${waited}s")"
}
