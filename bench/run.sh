#!/usr/bin/env bash
# The benchmark of issue 5: wrk on loopback against target/openmarkets.jar on its embedded
# PostgreSQL (data dir bench/out/data, seeded once by bench/seed.sql), in one run:
#   ceiling      /bench/plaintext (constant buffer), and one  } server 1: cache on,
#                as large as the latest-day view's body       }
#   hop          /bench/hop (the constant via the event bus)  } bench routes on,
#   single-query /bench/db (random primary-key row)          }
#   cached       latest-day view and a 365-day history       } rate limits raised
#   csv / copy   50,000-row CSV vs psql \copy of the same query, and the server's heap
#   latency      p50/p99 of the cached latest-day view at half its measured maximum, and of
#                /bench/plaintext and /bench/bytes/N at the same rate (the harness's own tail)
#   miss         the two views again on server 2, started with the cache off
# Last line: cached/ceiling=R1 miss/single-query=R2 csv/copy=R3 p99/p50=R4
#
# usage: bench/run.sh quick|full
# env:   PIN=1 server (with its PostgreSQL) on CPU 0, wrk on CPU 1; CONNS (64); THREADS (wrk threads, nproc);
#        PORT (18080); JAVA_OPTS ("-Xms512m -Xmx512m"); JAR (target/openmarkets.jar);
#        QUIET_WAIT=seconds to wait (each time) for other processes to leave the CPUs before
#        a measurement; ONLY="ceiling cached ..." to run a subset (development)
set -euo pipefail

MODE=${1:-quick}
ONLY=${ONLY:-}
source "$(dirname "$0")/lib.sh"
RATIO_SQL=$ROOT/src/main/resources/dev/openmarkets/shortsale/short-volume-latest-ratio.sql

case $MODE in
  quick) WARM=2; DUR=4; REPS=1; CSV_RUNS=4; PACED=6 ;;
  full) WARM=10; DUR=15; REPS=3; CSV_RUNS=15; PACED=30 ;;
  *) echo "usage: $0 quick|full" >&2; exit 2 ;;
esac

TIMEFORMAT='%U %S'
STAMP=$(date -u +%Y%m%dT%H%M%SZ)
LOG=$OUT/run-$MODE-$STAMP.log
RESULTS=$OUT/results-$MODE-$STAMP.tsv
exec > >(tee "$LOG") 2>&1

trap stop_server EXIT

declare -A RPS
NOISY=()
# measure NAME PATH: warm-up, then REPS runs; RPS[NAME] is the median
measure() {
  local name=$1 path=$2 runs=() r
  say "$name: GET $path  ($(wait_quiet))"
  wrk_once "$CONNS" "$path" "$WARM" >/dev/null
  local t0 t1 w secs hz
  hz=$(getconf CLK_TCK)
  for _ in $(seq 1 "$REPS"); do
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
    say "  $r"
    local split others
    split=$(awk -v s="$secs" -v hz="$hz" -v i="$((t1[0] - t0[0]))" -v j="$((t1[1] - t0[1]))" -v p="$((t1[2] - t0[2]))" -v w="$w" \
      'BEGIN {j = 100 * j / hz / s; p = 100 * p / hz / s; w = 100 * w / s; i = 100 * i / hz / s; o = 200 - j - p - w - i
              printf "%.0f %.0f %.0f %.0f %.0f", j, p, w, i, o < 0 ? 0 : o}')
    read -r cj cp cw ci others <<<"$split"
    say "    CPU over the run, % of one core (200 = both): server $cj, PostgreSQL $cp, wrk $cw, idle $ci, rest $others (other processes, interrupts)"
    ((others <= 25)) || [[ " ${NOISY[*]} " == *" $name "* ]] || NOISY+=("$name")
    runs+=("$(field rps "$r")")
  done
  RPS[$name]=$(printf '%s\n' "${runs[@]}" | sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')
  printf '%s\t%s\t%s\t%s\n' "$name" "$path" "${RPS[$name]}" "$(load)" >>"$RESULTS"
  say "  => $name ${RPS[$name]} req/s (median of $REPS, ${DUR}s, $CONNS connections)"
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
  sql=$(grep -v '^--' "$RATIO_SQL" | tr '\n' ' ' | sed -e "s/\$1/DATE '$day'/" -e 's/\$2/50000/')
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
  say "  => $name p50 $(field p50_us "$r") us, p99 $(field p99_us "$r") us, p99/p50 $(awk -v a="$(field p99_us "$r")" -v b="$(field p50_us "$r")" 'BEGIN {printf "%.2f", a / b}') at $got req/s (target $target)"
}

latency() {
  local half
  half=$(awk -v r="${RPS[cached-latest]}" 'BEGIN {printf "%d", r / 2}')
  paced latency "$LATEST" "$half"
  read -r p50 p99 _ <<<"${LAT[latency]}"
  LAT_RATIO=$(awk -v a="$p99" -v b="$p50" 'BEGIN {printf "%.2f", a / b}')
  # controls: constant buffers at the same offered rate show what the harness and machine alone
  # (wrk's millisecond timers, scheduling, loopback) do to the tail, without and with the body size
  paced latency-control /bench/plaintext "$half"
  [[ -n ${LATEST_BYTES:-} ]] || LATEST_BYTES=$(curl -fsS -H 'Accept-Encoding: identity' "$BASE$LATEST" | wc -c)
  paced latency-control-same-size "/bench/bytes/$LATEST_BYTES" "$half"
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
wants ceiling && measure ceiling /bench/plaintext
if wants ceiling; then
  LATEST_BYTES=$(curl -fsS -H 'Accept-Encoding: identity' "$BASE$LATEST" | wc -c)
  measure ceiling-same-size "/bench/bytes/$LATEST_BYTES"
fi
wants hop && measure hop /bench/hop
wants single && measure single-query /bench/db
wants cached && measure cached-latest "$LATEST"
wants cached && measure cached-history "$HISTORY"
wants gzip && ACCEPT_ENCODING=gzip measure cached-latest-gzip "$LATEST"
wants csv && csv_vs_copy
wants latency && latency
stop_server
if wants miss; then
  start_server cache-off OPENMARKETS_CACHE__ENABLED=false
  measure miss-latest "$LATEST"
  measure miss-history "$HISTORY"
  stop_server
fi
say "load at end: $(uptime); took $((SECONDS - T0)) s"

ratio() { awk -v a="${RPS[$1]:-0}" -v b="${RPS[$2]:-0}" 'BEGIN {if (b > 0) printf "%.2f", a / b; else printf "n/a"}'; }
say "also: hop/ceiling=$(ratio hop ceiling) cached-latest/ceiling-same-size=$(ratio cached-latest ceiling-same-size) cached-history/ceiling=$(ratio cached-history ceiling) miss-history/single-query=$(ratio miss-history single-query) cached-latest-gzip/cached-latest=$(ratio cached-latest-gzip cached-latest)"
say "results: $RESULTS"
if ((${#NOISY[@]})); then
  say "WARNING: more than 25 % of the CPUs went elsewhere during: ${NOISY[*]} (other processes on the machine?); rerun, e.g. with QUIET_WAIT=300"
fi
echo "cached/ceiling=$(ratio cached-latest ceiling) miss/single-query=$(ratio miss-latest single-query) csv/copy=${CSV_RATIO:-n/a} p99/p50=${LAT_RATIO:-n/a}"
