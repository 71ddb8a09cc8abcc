#!/usr/bin/env bash
# The benchmark of issues 5 and 15: wrk on loopback against target/openmarkets.jar on its embedded
# PostgreSQL (data dir bench/out/data, seeded once by bench/seed.sql). Every route is warmed the
# same way before any is measured; ratios compare routes measured interleaved (A B A B ...,
# medians), so drift during the run (JIT, other processes) falls on both sides.
#   server 1 (cache on, bench routes on, rate limits raised):
#   ceiling-same-size /bench/bytes/N: a constant body as large as the latest-day view, through the
#                same router; interleaved with cached-latest (R1: the cache can only be slower)
#   ceiling      /bench/plaintext, hop (/bench/hop, the constant via the event bus), single-query
#                (/bench/db, a random primary-key row), cached 365-day history, gzip
#   csv / copy   50,000-row CSV vs psql \copy of the same query, and the server's heap
#   latency      p50/p99 of the cached latest-day view at half its measured maximum, alternating
#                with /bench/bytes/N at the same rate (3 rounds each, medians of p99/p50: R4 and
#                its control), then /bench/plaintext at that rate (the harness's own tail)
#   server 2 (cache off): miss-latest interleaved with single-query (R2), miss-history, asOf versus
#                the latest (interleaved, for the latest day and a 365-day history), and
#   pgbench    the miss path's own SQL with the same parameters, prepared, at the pool size and
#                at the connection count: the database's limit on that query (R5)
# Last line: cached/ceiling=R1 miss/single-query=R2 csv/copy=R3 p99/p50=R4 miss/pgbench=R5
#
# usage: bench/run.sh quick|full
# env:   PIN=1 server (with its PostgreSQL) on CPU 0, wrk on CPU 1; CONNS (64); THREADS (wrk threads, nproc);
#        PORT (18080); JAVA_OPTS ("-Xms512m -Xmx512m -XX:+UseParallelGC"); JAR (target/openmarkets.jar);
#        QUIET_WAIT=seconds to wait (each time) for other processes to leave the CPUs before
#        a measurement; ONLY="ceiling cached ..." to run a subset (development)
set -euo pipefail

MODE=${1:-quick}
ONLY=${ONLY:-}
source "$(dirname "$0")/lib.sh"
RATIO_SQL=$ROOT/src/main/resources/dev/openmarkets/shortsale/short-volume-latest-ratio.sql
HISTORY_SQL=$ROOT/src/main/resources/dev/openmarkets/shortsale/short-volume-history.sql
POOL=$(jq -r '.dbPoolSize // 8' "$(dirname "$0")/bench.json" 2>/dev/null || echo 8)

case $MODE in
  # five interleaved rounds in quick too: with three, one 4 s round's noise on a slow guest moved
  # R1 between 0.80 and 1.13 (bench/RESULTS.md, issue 15 twelfth session)
  quick) WARM=3; DUR=4; REPS=1; ROUNDS=5; CSV_RUNS=4; PACED=6; LAT_ROUNDS=3; PGB=5 ;;
  full) WARM=10; DUR=15; REPS=3; ROUNDS=5; CSV_RUNS=15; PACED=20; LAT_ROUNDS=3; PGB=15 ;;
  *) echo "usage: $0 quick|full" >&2; exit 2 ;;
esac

TIMEFORMAT='%U %S'
STAMP=$(date -u +%Y%m%dT%H%M%SZ)
LOG=$OUT/run-$MODE-$STAMP.log
RESULTS=$OUT/results-$MODE-$STAMP.tsv
exec > >(tee "$LOG") 2>&1

trap stop_server EXIT

declare -A RPS
declare -A RUNS
NOISY=()
# run_once NAME PATH: one DUR-second run, appended to RUNS[NAME]; fails on any error or non-2xx
run_once() {
  local name=$1 path=$2 r t0 t1 w secs hz split others stolen
  hz=$(getconf CLK_TCK)
  t0=($(ticks))
  secs=$(date +%s%N)
  # wrk's own CPU time comes from bash's time
  { time r=$(wrk_once "$CONNS" "$path" "$DUR"); } 2>"$OUT/wrk.time"
  t1=($(ticks))
  secs=$(awk -v a="$secs" -v b="$(date +%s%N)" 'BEGIN {print (b - a) / 1e9}')
  w=$(awk '{print $1 + $2}' "$OUT/wrk.time")
  if [[ $(field errors "$r") != 0 || $(field non2xx_or_3xx "$r") != 0 ]]; then
    echo "errors in $name: $r" >&2
    exit 1
  fi
  say "  $name: $r"
  # ticks: idle, steal (time the hypervisor gave this guest's vCPUs to others), server, PostgreSQL
  split=$(awk -v s="$secs" -v hz="$hz" -v i="$((t1[0] - t0[0]))" -v st="$((t1[1] - t0[1]))" -v j="$((t1[2] - t0[2]))" -v p="$((t1[3] - t0[3]))" -v w="$w" \
    'BEGIN {j = 100 * j / hz / s; p = 100 * p / hz / s; w = 100 * w / s; i = 100 * i / hz / s; st = 100 * st / hz / s; o = 200 - j - p - w - i
            printf "%.0f %.0f %.0f %.0f %.0f %.0f", j, p, w, i, o < 0 ? 0 : o, st}')
  read -r cj cp cw ci others stolen <<<"$split"
  say "    CPU over the run, % of one core (200 = both): server $cj, PostgreSQL $cp, wrk $cw, idle $ci, rest $others (other processes, interrupts, and $stolen stolen by the host)"
  ((others <= 25)) || [[ " ${NOISY[*]} " == *" $name "* ]] || NOISY+=("$name")
  RUNS[$name]="${RUNS[$name]:-} $(field rps "$r")"
}

# settle NAME PATH: RPS[NAME] is the median of its runs, recorded in the results file
settle() {
  local name=$1 path=$2
  RPS[$name]=$(printf '%s\n' ${RUNS[$name]} | median)
  printf '%s\t%s\t%s\t%s\n' "$name" "$path" "${RPS[$name]}" "$(load)" >>"$RESULTS"
  say "  => $name ${RPS[$name]} req/s (median of$(printf ' %s' ${RUNS[$name]}); ${DUR}s runs, $CONNS connections)"
}

# warm PATH...: every route gets the same warm-up, before any of them is measured, so no
# route is measured colder than the one it is compared with (the JIT compiles all of them);
# runs until steady (lib.sh)
warm() {
  warm_until_steady "$@"
}

# measure NAME PATH: REPS runs back to back, median
measure() {
  local name=$1 path=$2
  say "$name: GET $path  ($(wait_quiet))"
  for _ in $(seq 1 "$REPS"); do
    run_once "$name" "$path"
  done
  settle "$name" "$path"
}

# abab NAME_A PATH_A NAME_B PATH_B: ROUNDS alternating runs (A B A B ...), a median each; a
# ratio of B to A is then taken under the same conditions, whatever drifts during the run
abab() {
  local a=$1 pa=$2 b=$3 pb=$4
  say "$a vs $b, interleaved: $ROUNDS rounds of GET $pa then GET $pb  ($(wait_quiet))"
  for _ in $(seq 1 "$ROUNDS"); do
    run_once "$a" "$pa"
    run_once "$b" "$pb"
  done
  settle "$a" "$pa"
  settle "$b" "$pb"
}

# pgbench_ref NAME SQL_FILE VALUE...: the server's own SQL for NAME (from its resource file, $n
# as pgbench variables) with the values the server binds for the measured URL, prepared (-M
# prepared), at the server's pool size and at the HTTP connection count; the better of the two
# is the database's limit on that query, RPS[pgbench-NAME]
# CPU ticks of bench/out/data's postmaster and the backends it has reaped: pgbench's backends
# exit with its run, so their time is only in the postmaster's children counters afterwards
pg_reaped_ticks() {
  awk '{print $14 + $15 + $16 + $17}' "/proc/$(head -1 "$DATA/pg/postmaster.pid")/stat"
}

pgbench_ref() {
  local name=$1 file=$2 script defs=() i=1 c r best=0 v
  shift 2
  script=$OUT/pgbench-$name.sql
  # $asOf is the moment the plan binds: infinity for an answer without asOf
  { grep -v '^ *--' "$file" | sed -E -e "s/\\\$asOf/'infinity'::timestamptz/g" -e 's/\$([0-9]+)/:p\1/g'; echo ';'; } >"$script"
  for v in "$@"; do
    defs+=(-D "p$i=$v")
    i=$((i + 1))
  done
  say "pgbench-$name: $(tr '\n' ' ' <"$script" | tr -s ' ' | cut -c1-160)... with$(printf ' %s' "$@")  ($(wait_quiet))"
  for c in "$POOL" "$CONNS"; do
    local before after out n
    before=$(pg_reaped_ticks)
    out=$(pg_bench -n -M prepared -c "$c" -j "$THREADS" -T "$PGB" -f "$script" "${defs[@]}")
    after=$(pg_reaped_ticks)
    r=$(awk '/^tps = / {print $3}' <<<"$out")
    n=$(awk '/number of transactions actually processed/ {print $NF}' <<<"$out")
    say "  pgbench -c $c: $r transactions/s, PostgreSQL $(awk -v j=$((after - before)) -v hz="$(getconf CLK_TCK)" -v n="$n" \
      'BEGIN {printf "%.0f us", 1e6 * j / hz / n}') of CPU a query"
    best=$(awk -v a="$best" -v b="$r" 'BEGIN {print (b > a) ? b : a}')
  done
  RPS[pgbench-$name]=$best
  printf '%s\t%s\t%s\t%s\n' "pgbench-$name" "$file" "$best" "$(load)" >>"$RESULTS"
  say "  => pgbench-$name $best per second"
}

heap_kb() { # used heap (survivors + eden + old) in KB, and old alone
  jstat -gc "$SERVER_PID" | tail -1 | awk '{printf "%d %d\n", $3 + $4 + $6 + $8, $8}'
}

CSV_RATIO=
csv_vs_copy() {
  local day url sql lines i t0 curl_ms=() psql_ms=()
  day=$(pg -Atc "SELECT min(trade_date) FROM short_volume")
  url="$BASE$LATEST/csv?to=$day"
  # the server's own SQL for this request, parameters inlined
  sql=$(grep -v '^--' "$RATIO_SQL" | tr '\n' ' ' | sed -e "s/\\\$asOf/'infinity'::timestamptz/g" -e "s/\$1/DATE '$day'/" -e 's/\$2/50000/')
  lines=$(curl -fsS -H 'Accept-Encoding: identity' "$url" | wc -l)
  [[ $lines == 50001 ]] || { echo "CSV returned $lines lines, expected 50,001" >&2; exit 1; }
  lines=$(pg -c "\\copy ($sql) to stdout with csv header" | wc -l)
  [[ $lines == 50001 ]] || { echo "psql \\copy returned $lines lines, expected 50,001" >&2; exit 1; }
  say "csv: GET $url  vs  psql \\copy (same query) to stdout with csv header; $CSV_RUNS runs each, alternating  ($(wait_quiet))"

  jcmd "$SERVER_PID" GC.run >/dev/null
  sleep 0.5
  read -r before old_before < <(heap_kb)
  jstat -gc "$SERVER_PID" 100 >"$OUT/jstat-csv.txt" &
  local sampler=$!
  for i in $(seq 1 "$CSV_RUNS"); do
    t0=$(date +%s%N)
    curl -fsS -H 'Accept-Encoding: identity' -o /dev/null "$url"
    curl_ms+=("$(( ($(date +%s%N) - t0) / 1000000 ))")
    t0=$(date +%s%N)
    pg -c "\\copy ($sql) to stdout with csv header" >/dev/null
    psql_ms+=("$(( ($(date +%s%N) - t0) / 1000000 ))")
  done
  kill "$sampler"
  wait "$sampler" 2>/dev/null || true
  read -r after_nogc old_after_nogc < <(heap_kb)
  jcmd "$SERVER_PID" GC.run >/dev/null
  sleep 0.5
  read -r after old_after < <(heap_kb)
  local peak
  peak=$(awk 'NR > 1 && $1 ~ /^[0-9]/ {u = $3 + $4 + $6 + $8; if (u > m) m = u} END {printf "%d", m}' "$OUT/jstat-csv.txt")
  local c p
  c=$(printf '%s\n' "${curl_ms[@]}" | median)
  p=$(printf '%s\n' "${psql_ms[@]}" | median)
  say "  curl ms: ${curl_ms[*]}  (median $c)"
  say "  psql ms: ${psql_ms[*]}  (median $p)"
  say "  heap used KB: before $before (old $old_before) | peak sampled every 100 ms $peak | after $after_nogc (old $old_after_nogc) | after full GC $after (old $old_after)"
  CSV_RATIO=$(awk -v c="$c" -v p="$p" 'BEGIN {printf "%.2f", c / p}')
  printf 'csv\t%s\t%s ms\t%s\n' "$url" "$c" "$(load)" >>"$RESULTS"
  printf 'copy\tpsql \\copy\t%s ms\t%s\n' "$p" "$(load)" >>"$RESULTS"
  printf 'heap\tbefore/peak/after-gc KB\t%s/%s/%s\t%s\n' "$before" "$peak" "$after" "$(load)" >>"$RESULTS"
}

# The server's event-loop threads: summed time on a CPU and time runnable but waiting for one
# (ns, /proc/PID/task/TID/schedstat), and the JVM's young GC count and time (jstat).
sched_gc() {
  local run=0 wait=0 t r w
  for t in /proc/$SERVER_PID/task/*; do
    [[ $(cat "$t/comm" 2>/dev/null) == vert.x-eventlo* ]] || continue
    read -r r w _ <"$t/schedstat"
    run=$((run + r))
    wait=$((wait + w))
  done
  echo "$run $wait $(jstat -gc "$SERVER_PID" | tail -1 | awk '{print $13, $14}')"
}

# p50/p99 of the cached latest-day view offered half its measured maximum (see wrk.lua).
LAT_RATIO=
# paced NAME PATH TARGET_RPS: p50/p99 at a fixed offered rate; LAT[NAME] = "p50 p99 rps"
declare -A LAT
paced() {
  local name=$1 path=$2 target=$3 conns pace r got s0 s1
  conns=$(awk -v t="$target" 'BEGIN {c = int(t / 100 + 0.5); if (c < 8) c = 8; if (c > 1000) c = 1000; print c}')
  pace=$(awk -v t="$target" -v c="$conns" 'BEGIN {printf "%.2f", c * 1000 / t}')
  say "$name: GET $path offered $target req/s: $conns connections, mean delay $pace ms  ($(wait_quiet))"
  PACE_MS=$pace wrk_once "$conns" "$path" "$WARM" >/dev/null
  for attempt in 1 2; do
    s0=($(sched_gc))
    r=$(PACE_MS=$pace wrk_once "$conns" "$path" "$PACED")
    s1=($(sched_gc))
    say "  $r"
    say "  event loops: on CPU $(((s1[0] - s0[0]) / 1000000)) ms, runnable but waiting for a CPU $(((s1[1] - s0[1]) / 1000000)) ms; young GCs $((s1[2] - s0[2])), $(awk -v a="${s0[3]}" -v b="${s1[3]}" 'BEGIN {printf "%.0f", (b - a) * 1000}') ms"
    got=$(field rps "$r")
    # wrk's delay() truncates to whole ms: correct the mean once if the offered rate is off by > 10 %
    if [[ $attempt == 1 ]] && awk -v g="$got" -v t="$target" 'BEGIN {exit !(g < 0.9 * t || g > 1.1 * t)}'; then
      pace=$(awk -v p="$pace" -v g="$got" -v t="$target" 'BEGIN {printf "%.2f", p * g / t}')
      say "  offered $got req/s for a target of $target: mean delay now $pace ms"
      continue
    fi
    break
  done
  LAT[$name]="$(field p50_us "$r") $(field p99_us "$r") $got"
  printf '%s\t%s at %s req/s\tp50 %s us p99 %s us\t%s\n' "$name" "$path" "$got" "$(field p50_us "$r")" "$(field p99_us "$r")" "$(load)" >>"$RESULTS"
  say "  => $name p50 $(field p50_us "$r") us, p99 $(field p99_us "$r") us, p99/p50 $(tail_ratio "$name") at $got req/s (target $target)"
}

# tail_ratio NAME: p99/p50 of the last paced run of NAME
tail_ratio() {
  local p50 p99
  read -r p50 p99 _ <<<"${LAT[$1]}"
  awk -v a="$p99" -v b="$p50" 'BEGIN {printf "%.2f", a / b}'
}

latency() {
  local half r lat=() same=()
  half=$(awk -v r="${RPS[cached-latest]}" 'BEGIN {printf "%d", r / 2}')
  # the cached view and its same-size control alternate (A B A B ..., medians of p99/p50), as the
  # throughput ratios do: on a shared machine the tail moves by 2x between minutes, and measured
  # one after the other the two sides caught different minutes (bench/RESULTS.md, fifth session)
  [[ -n ${LATEST_BYTES:-} ]] || LATEST_BYTES=$(curl -fsS -H 'Accept-Encoding: identity' "$BASE$LATEST" | wc -c)
  for r in $(seq 1 "$LAT_ROUNDS"); do
    paced latency "$LATEST" "$half"
    lat+=("$(tail_ratio latency)")
    paced latency-control-same-size "/bench/bytes/$LATEST_BYTES" "$half"
    same+=("$(tail_ratio latency-control-same-size)")
  done
  LAT_RATIO=$(printf '%s\n' "${lat[@]}" | median)
  LAT_CONTROL=$(printf '%s\n' "${same[@]}" | median)
  say "  => p99/p50 cached latest-day view: ${lat[*]} (median $LAT_RATIO); same-size control: ${same[*]} (median $LAT_CONTROL); R4 / control = $(awk -v a="$LAT_RATIO" -v b="$LAT_CONTROL" 'BEGIN {printf "%.2f", a / b}')"
  # the harness's own tail without a body: wrk's millisecond timers, scheduling, loopback
  paced latency-control /bench/plaintext "$half"
}

describe() {
  say "machine: nproc $(nproc), $(lscpu | sed -n 's/^Model name: *//p'), $(free -g | awk '/^Mem/ {print $2}') GB RAM, $(java -version 2>&1 | head -1)"
  say "PostgreSQL server: $(pg -Atc 'SHOW server_version'), client: $(psql --version)"
  say "wrk: $(wrk -v 2>&1 | head -1 | cut -d' ' -f1-2), $THREADS thread(s), $CONNS connections; pinning: $([[ $PIN == 1 ]] && echo 'server CPU 0, wrk CPU 1' || echo none)"
  say "mode $MODE: warm-up ${WARM}s, ${REPS} x ${DUR}s per route; git $(git -C "$ROOT" rev-parse --short HEAD)$(git -C "$ROOT" diff --quiet || echo '+dirty')"
}

tools
T0=$SECONDS
# with QUIET_WAIT, start only once the 1-minute load average is under 1.5 (other builds gone);
# within the run the load average mostly reflects the run itself, hence "others busy" per route
for _ in $(seq 1 $((${QUIET_WAIT:-0} / 5))); do
  awk '{exit !($1 >= 1.5)}' /proc/loadavg || break
  sleep 5
done
say "load at start: $(uptime)"
start_server cache-on
describe
seed
curl -fsS -o /dev/null "$BASE/bench/db"
LATEST_BYTES=$(curl -fsS -H 'Accept-Encoding: identity' "$BASE$LATEST" | wc -c)
SAME_SIZE="/bench/bytes/$LATEST_BYTES"
say "warm-up: ${WARM}s on each route before any is measured"
warm /bench/plaintext "$SAME_SIZE" /bench/hop /bench/db "$LATEST" "$HISTORY"
ACCEPT_ENCODING=gzip warm "$LATEST"
# the fair ceiling of the cached view: a constant body of the same size through the same
# router, interleaved with it (R1 = cached-latest / ceiling-same-size)
wants cached && abab ceiling-same-size "$SAME_SIZE" cached-latest "$LATEST"
wants ceiling && measure ceiling /bench/plaintext
wants hop && measure hop /bench/hop
wants single && measure single-query /bench/db
wants cached && measure cached-history "$HISTORY"
wants gzip && ACCEPT_ENCODING=gzip measure cached-latest-gzip "$LATEST"
wants csv && csv_vs_copy
wants latency && latency
stop_server
if wants miss; then
  start_server cache-off OPENMARKETS_CACHE__ENABLED=false
  warm "$LATEST" "$HISTORY" /bench/db
  # single query and the miss interleaved, as the ratio R2 compares them
  abab single-query-b /bench/db miss-latest "$LATEST"
  measure miss-history "$HISTORY"
  # point in time (issue 37): the same answers asked asOf a moment after the seed, against the
  # latest, interleaved (asOf binds that moment where the latest binds infinity; goal: asOf costs at
  # most 1.5x, so asof/latest >= 0.67). bench/asof.sh measures a month back on revised versions.
  ASOF=$(date -u +%FT%TZ)
  abab miss-latest-c "$LATEST" miss-asof "$LATEST?asOf=$ASOF"
  abab miss-history-b "$HISTORY" miss-history-asof "$HISTORY&asOf=$ASOF"
  # the database's own limit on the same SQL with the same parameters (R5)
  pgbench_ref miss-latest "$RATIO_SQL" 9999-12-31 100
  pgbench_ref miss-history "$HISTORY_SQL" SYM0001 "$(date -u -d '-365 days' +%F)" "$(date -u +%F)" 60
  stop_server
fi
say "load at end: $(uptime); took $((SECONDS - T0)) s"

ratio() { awk -v a="${RPS[$1]:-0}" -v b="${RPS[$2]:-0}" 'BEGIN {if (b > 0) printf "%.2f", a / b; else printf "n/a"}'; }
say "also: hop/ceiling=$(ratio hop ceiling) cached-latest/ceiling-same-size=$(ratio cached-latest ceiling-same-size) cached-history/ceiling=$(ratio cached-history ceiling) miss-history/single-query=$(ratio miss-history single-query) cached-latest-gzip/cached-latest=$(ratio cached-latest-gzip cached-latest)"
say "results: $RESULTS"
if ((${#NOISY[@]})); then
  say "WARNING: more than 25 % of the CPUs went elsewhere during: ${NOISY[*]} (other processes on the machine?); rerun, e.g. with QUIET_WAIT=300"
fi
say "also: asof/latest=$(ratio miss-asof miss-latest-c) history-asof/history=$(ratio miss-history-asof miss-history-b) (goal >= 0.67)"
say "also: miss-history/pgbench=$(ratio miss-history pgbench-miss-history) cached-latest/ceiling(13-byte plaintext)=$(ratio cached-latest ceiling)"
echo "cached/ceiling=$(ratio cached-latest ceiling-same-size) miss/single-query=$(ratio miss-latest single-query-b) csv/copy=${CSV_RATIO:-n/a} p99/p50=${LAT_RATIO:-n/a} miss/pgbench=$(ratio miss-latest pgbench-miss-latest)"
