#!/usr/bin/env bash
# Growth (issue 15 part 4): what a symbol's short-volume history and liquidations/recent with a
# symbol and minUsd cost when the tables hold 10 million rows, against 100 thousand.
#
# Two embedded PostgreSQL data dirs, bench/out/growth-small and bench/out/growth-large, seeded
# once each by bench/growth-seed.sql (redone when that file changes or the data is a week old),
# each with its own server (cache off: every request reaches the database), both up; rounds
# alternate small and large (A B A B ..., medians), so drift falls on both sides.
#
# How the data grows (see growth-seed.sql), production-shaped rather than kind to the index:
#   short_volume       383 symbols x 1 year of weekdays (100k) -> 9,600 symbols x 4 years (10M):
#                      more symbols and a longer history, loaded day by day as FINRA's files
#                      come, so one symbol's days are spread over as many heap pages as there are
#                      days; the queried symbols are 50 of the first 383, i.e. a symbol history is
#                      asked of 50 of 383 symbols, then of 50 of 9,600 (the rest are cold).
#   liquidation_events 100k -> 10M events in the same 90 days (LiquidationRetention's window):
#                      the same 299 assets, 100x the event rate, so each asset's events are 100x
#                      denser; asset shares skewed (A001 12 %, A299 0.06 %), notional
#                      log-uniform 100 USD..10M (bench/liquidation-seed.sql's), 10 % USDC contracts.
# Queries: /api/markets/short-volume?symbol=G.....&days=365 for 50 symbols, and
# /api/markets/liquidations/recent?symbol=...&minUsd=... for 100 assets spread over the ranks
# (every third; half as the base asset, half as the OKX contract) x minUsd 0, 1k, 10k, 100k, 1M,
# via bench/mix.lua; pgbench runs the server's SQL (read from the jar) with the same parameter
# sets, prepared (-M prepared), so after 5 executions PostgreSQL may use a generic plan as the
# server's per-connection prepared statements do. The liquidation paths run as three mixes: at the
# default limit (at 100k a rare asset above a high floor has fewer than 100 events, at 10M every
# path fills its 100 rows, so these answers are about twice as big at 10M); the same-answers mix,
# every path with an answer at 100k asking limit= that answer's size, so both sizes return the
# same rows; and the paths full at both sizes. Before measuring, EXPLAIN (ANALYZE, BUFFERS)
# of each query on a common and a rare parameter set, after 6 executions of the prepared
# statement (the plan a long-lived connection runs), into bench/out/growth-plans-SIZE.txt.
# Last line: growth short-volume-history 10M/100k=X liquidations-recent 10M/100k=Y (same answers,
# N paths; full answers only: Z; default limit: D with answers Bx the bytes), each the cost of a
# request at 10M over that at 100k (inverse throughput ratio of the server at the same
# concurrency); pgbench's ratios are printed above it.
#
# usage: bench/growth.sh quick|full    env: lib.sh's (JAR, CONNS, THREADS, PIN), PORT (18080:
#        small on PORT, large on PORT+1)
set -euo pipefail
MODE=${1:-quick}
source "$(dirname "$0")/lib.sh"
case $MODE in
  quick) WARM=3; DUR=5; ROUNDS=3; PGB=5 ;;
  full) WARM=10; DUR=15; ROUNDS=5; PGB=15 ;;
  *) echo "usage: $0 quick|full" >&2; exit 2 ;;
esac
STAMP=$(date -u +%Y%m%dT%H%M%SZ)
exec > >(tee "$OUT/growth-$MODE-$STAMP.log") 2>&1
tools
command -v pgbench >/dev/null || { echo "pgbench is required (postgresql-client)" >&2; exit 1; }

SIZES=(small large)
declare -A PID_OF PORT_OF LABEL
PORT_OF[small]=$PORT
PORT_OF[large]=$((PORT + 1))
LABEL[small]=100k
LABEL[large]=10M
use() { # SIZE: lib.sh's globals point at that size's data dir and server
  DATA=$OUT/growth-$1
  BASE=http://127.0.0.1:${PORT_OF[$1]}
  SERVER_PID=${PID_OF[$1]:-}
}
stop_all() {
  local s
  for s in "${SIZES[@]}"; do
    use "$s"
    stop_server
  done
}
trap stop_all EXIT

# The server's SQL, from the jar it runs (so a run of an older jar measures that jar's SQL); the
# symbol variant of liquidations/recent if the jar has one, else the catch-all (same $1..$5).
jar_sql() { unzip -p "$JAR" "dev/openmarkets/$1"; }
HISTORY_SQL=$(jar_sql shortsale/short-volume-history.sql)
LIQ_SQL=$(jar_sql crypto/datasets/liquidations-recent-symbol.sql 2>/dev/null || jar_sql crypto/datasets/liquidations-recent.sql)
strip() { grep -v '^ *--' | tr '\n' ' ' | tr -s ' '; }
HISTORY_SQL=$(strip <<<"$HISTORY_SQL")
LIQ_SQL=$(strip <<<"$LIQ_SQL")

SYMS=()
for i in $(seq 1 50); do SYMS+=("$(printf 'G%05d' $(((i - 1) * 383 / 50 + 1)))"); done
ASSETS=()
for a in $(seq 1 3 299); do
  if ((a % 2)); then ASSETS+=("$(printf 'A%03d' "$a")"); else ASSETS+=("$(printf 'A%03d-USDT-SWAP' "$a")"); fi
done
FLOORS=(0 1000 10000 100000 1000000)
HISTORY_PATHS=$OUT/growth-history-paths.txt
LIQ_PATHS=$OUT/growth-liquidation-paths.txt
printf '/api/markets/short-volume?symbol=%s&days=365\n' "${SYMS[@]}" >"$HISTORY_PATHS"
for s in "${ASSETS[@]}"; do
  for m in "${FLOORS[@]}"; do printf '/api/markets/liquidations/recent?symbol=%s&minUsd=%s\n' "$s" "$m"; done
done >"$LIQ_PATHS"
export BENCH_DIR=$HERE

seed_size() { # SIZE: seeds its data dir unless the marker matches this seed script and is fresh
  local s=$1 want have fresh t0
  want=$(sha256sum "$HERE/growth-seed.sql" | cut -c1-16)
  have=$(cat "$OUT/growth-$s.seeded" 2>/dev/null || true)
  fresh=$(pg -Atc "SELECT coalesce(max(trade_date) >= current_date - 7, false) FROM short_volume")
  if [[ $want == "$have" && $fresh == t ]]; then
    say "$s: seed present"
  else
    say "$s: seeding (scale=$s)"
    t0=$SECONDS
    pg -v scale="$s" -f "$HERE/growth-seed.sql" >/dev/null
    echo "$want" >"$OUT/growth-$s.seeded"
    say "$s: seeded in $((SECONDS - t0)) s"
    sleep 1
  fi
  say "$s: $(pg -Atc "SELECT count(*) FROM short_volume") short_volume rows ($(pg -Atc "SELECT pg_size_pretty(pg_total_relation_size('short_volume'))") with indexes),"\
" $(pg -Atc "SELECT count(*) FROM liquidation_events") liquidation events ($(pg -Atc "SELECT pg_size_pretty(pg_total_relation_size('liquidation_events'))")); shared_buffers $(pg -Atc 'SHOW shared_buffers')"
}

# pgbench's stand-in for a bound text parameter: ARRAY[...][:i] is a parameter of the prepared
# statement's generic plan and a constant of a custom plan, like the server's $1
arr() { local IFS=,; printf "(ARRAY['%s'])" "$(sed "s/,/','/g" <<<"$*")"; }
days_ago() { date -u -d "-$1 days" +%F; }
history_script() {
  printf '\\set i random(1, %d)\n%s;\n' "${#SYMS[@]}" \
    "$(sed -e "s/\$1/$(arr "${SYMS[@]}")[:i]/" -e "s/\$2/'$(days_ago 365)'::date/" -e "s/\$3/'$(days_ago 0)'::date/" \
      -e 's/\$4/60/' <<<"$HISTORY_SQL")"
}
liq_script() { # PATHS_FILE: the (symbol, minUsd, limit) of its paths, the i-th of each
  local syms floors limits lim=100
  syms=($(sed -E 's/.*symbol=([^&]*)&.*/\1/' "$1"))
  floors=($(sed -E 's/.*minUsd=([0-9]*).*/\1/' "$1"))
  if grep -q 'limit=' "$1"; then
    limits=($(sed -E 's/.*limit=([0-9]+).*/\1/' "$1"))
    lim="(ARRAY[$(IFS=,; echo "${limits[*]}")])[:i]"
  fi
  printf '\\set i random(1, %d)\n%s;\n' "${#syms[@]}" \
    "$(sed -e "s/\$1/$(arr "${syms[@]}")[:i]/g" -e 's/\$2/NULL/g' -e 's/\$3/NULL/g' \
      -e "s/\$4/(ARRAY[$(IFS=,; echo "${floors[*]}")]::numeric[])[:i]/g" -e "s/\$5/$lim/g" <<<"$LIQ_SQL")"
}
history_script >"$OUT/growth-pgbench-history.sql"
liq_script "$LIQ_PATHS" >"$OUT/growth-pgbench-liquidations.sql"

# EXPLAIN (ANALYZE, BUFFERS) of the prepared statement on its 7th execution
explain() { # NAME SQL TYPES ARGS [SETTING]
  pg -c "${5:-SELECT 1}" -c "PREPARE q($3) AS $2" \
    -c "EXECUTE q($4)" -c "EXECUTE q($4)" -c "EXECUTE q($4)" -c "EXECUTE q($4)" -c "EXECUTE q($4)" -c "EXECUTE q($4)" \
    -c "EXPLAIN (ANALYZE, BUFFERS) EXECUTE q($4)" | sed -n '/QUERY PLAN/,$p' | sed "1s/^/$1 ($4)\n/"
}
plans() {
  {
    explain short-volume-history "$HISTORY_SQL" "text,date,date,int" "'G00007', '$(days_ago 365)', '$(days_ago 0)', 60"
    explain liquidations-recent "$LIQ_SQL" "text,text,text,numeric,int" "'A004', NULL, NULL, 100000, 100"
    explain liquidations-recent "$LIQ_SQL" "text,text,text,numeric,int" "'A250-USDT-SWAP', NULL, NULL, 1000000, 100"
    explain liquidations-recent "$LIQ_SQL" "text,text,text,numeric,int" "'A250', NULL, NULL, 1000000, 100"
    # the query inside V17's function (EXPLAIN of the call shows only a Function Scan), under
    # the function's own setting
    local body
    body=$(pg -Atc "SELECT prosrc FROM pg_proc WHERE proname = 'liquidations_recent_by_symbol'" \
      | sed -n '/RETURN QUERY/,/LIMIT \$5;/p' | sed -e 's/RETURN QUERY//' -e 's/;$//' | strip)
    if [[ -n $body ]]; then
      explain "function body" "$body" "text,text,text,numeric,int" "'A004', NULL, NULL, 100000, 100" \
        "SET plan_cache_mode = force_generic_plan"
      explain "function body" "$body" "text,text,text,numeric,int" "'A250', NULL, NULL, 1000000, 100" \
        "SET plan_cache_mode = force_generic_plan"
    fi
  } >"$OUT/growth-plans-$1.txt"
  say "$1: plans in $OUT/growth-plans-$1.txt:"
  sed 's/^/    /' "$OUT/growth-plans-$1.txt"
}

paths_of() {
  case $1 in
    history) echo "$HISTORY_PATHS" ;;
    liquidations) echo "$LIQ_PATHS" ;;
    liquidations-same) echo "$SAME_PATHS" ;;
    *) echo "$FULL_PATHS" ;;
  esac
}
# all_visible SIZE: both tables vacuumed until the visibility map covers every page, as
# autovacuum keeps it in production (V18, V19): the index-only scans skip the heap only there.
# A VACUUM right after the seed has been seen to leave it unset (relallvisible 0 at 100k), so it
# is checked, not assumed.
all_visible() {
  local t try v
  use "$1"
  for t in short_volume liquidation_events; do
    for try in 1 2 3 4 5; do
      pg -c "VACUUM $t"
      v=$(pg -Atc "SELECT relallvisible || ' of ' || relpages FROM pg_class WHERE relname = '$t'")
      [[ ${v% of *} -ge ${v#* of } ]] && break
      sleep 1
    done
    say "$1: $t all-visible pages: $v"
  done
}

mix_once() { # PATHS_FILE SECONDS -> RESULT line
  PATHS_FILE=$1 "${WRK_CPU[@]}" wrk -t"$THREADS" -c"$CONNS" -d"$2"s --timeout 5s -s "$HERE/mix.lua" "$BASE/" | grep '^RESULT'
}

T0=$SECONDS
say "load at start: $(uptime)"
say "machine: nproc $(nproc), $(lscpu | sed -n 's/^Model name: *//p'), $(free -g | awk '/^Mem/ {print $2}') GB RAM; git $(git -C "$ROOT" rev-parse --short HEAD)$(git -C "$ROOT" diff --quiet || echo '+dirty'); jar $JAR"
for s in "${SIZES[@]}"; do
  use "$s"
  PORT=${PORT_OF[$s]} start_server "growth-$s" OPENMARKETS_CACHE__ENABLED=false
  PID_OF[$s]=$SERVER_PID
  grep -i 'migrat' "$OUT/server-growth-$s.log" | tail -2 | sed 's/^/    /' || true
  seed_size "$s"
  all_visible "$s"
  plans "$s"
done
# Two controls, each asking the same questions with the same answers at both sizes, so that only
# the table differs. At 100k a rare asset above a high floor has fewer than 100 events in 90 days
# and at 10M every path fills its answer, so the whole mix at the default limit returns about twice
# the rows at 10M (response sizes below): its cost grows with the answer, whatever the index does.
#   liquidations-same: every path whose answer at 100k is not empty, with limit= its answer's
#                      size there (at most 100), so both sizes return the same number of rows;
#   liquidations-full: the paths whose answer is full (100 rows) at both sizes.
FULL_PATHS=$OUT/growth-liquidation-full-paths.txt
SAME_PATHS=$OUT/growth-liquidation-same-paths.txt
answers_of() { # SIZE: "symbol minUsd n" of every liquidation path, n its answer's size in that data dir
  use "$1"
  pg -Atc "SELECT s || ' ' || m || ' ' || n FROM (
             SELECT s, m, (SELECT count(*) FROM (SELECT 1 FROM liquidation_events
               WHERE (raw_symbol = s OR (base_asset = s AND quote_asset = 'USDT')) AND usd_value >= m LIMIT 100) x) AS n
             FROM unnest(ARRAY['$(sed -E 's/.*symbol=([^&]*)&.*/\1/' "$LIQ_PATHS" | paste -sd' ' | sed "s/ /','/g")'],
                         ARRAY[$(sed -E 's/.*minUsd=(.*)/\1/' "$LIQ_PATHS" | paste -sd,)]::numeric[]) AS p(s, m)) q"
}
answers_of small >"$OUT/growth-answers-small.txt"
answers_of large >"$OUT/growth-answers-large.txt"
# "symbol&minUsd n100k n10M" (byte order for join: sort's default order follows the locale)
LC_ALL=C join -j1 <(awk '{print $1 "&" $2, $3}' "$OUT/growth-answers-small.txt" | LC_ALL=C sort) \
  <(awk '{print $1 "&" $2, $3}' "$OUT/growth-answers-large.txt" | LC_ALL=C sort) >"$OUT/growth-answers.txt"
awk '$2 >= 100 && $3 >= 100 {split($1, p, "&"); printf "/api/markets/liquidations/recent?symbol=%s&minUsd=%s\n", p[1], p[2]}' \
  "$OUT/growth-answers.txt" >"$FULL_PATHS"
awk '$2 >= 1 && $3 >= $2 {split($1, p, "&"); printf "/api/markets/liquidations/recent?symbol=%s&minUsd=%s&limit=%d\n", p[1], p[2], $2}' \
  "$OUT/growth-answers.txt" >"$SAME_PATHS"
liq_script "$FULL_PATHS" >"$OUT/growth-pgbench-liquidations-full.sql"
liq_script "$SAME_PATHS" >"$OUT/growth-pgbench-liquidations-same.sql"
say "$(wc -l <"$HISTORY_PATHS") history paths (e.g. $(head -1 "$HISTORY_PATHS")), $(wc -l <"$LIQ_PATHS") liquidation paths (e.g. $(sed -n 9p "$LIQ_PATHS")): rows per answer at 100k / 10M"\
" $(awk '{a += $2; b += $3} END {printf "%.1f / %.1f", a / NR, b / NR}' "$OUT/growth-answers.txt"); $(wc -l <"$SAME_PATHS") of them with an answer at 100k"\
" (the same-answers mix, e.g. $(sed -n 9p "$SAME_PATHS")), $(wc -l <"$FULL_PATHS") full at both sizes"

for s in "${SIZES[@]}"; do
  use "$s"
  say "$s: warm-up ${WARM}s on each mix"
  for q in history liquidations liquidations-same liquidations-full; do mix_once "$(paths_of "$q")" "$WARM" >/dev/null; done
done
declare -A RUNS BYTES
FAILED=()
for r in $(seq 1 "$ROUNDS"); do
  say "round $r  ($(wait_quiet))"
  for q in history liquidations liquidations-same liquidations-full; do
    f=$(paths_of "$q")
    for s in "${SIZES[@]}"; do
      use "$s"
      res=$(mix_once "$f" "$DUR")
      say "  $q ${LABEL[$s]}: $res"
      # errors (timeouts, 503s) are reported, not fatal: a plan that collapses at 10M is a result
      if [[ $(field errors "$res") != 0 || $(field non2xx_or_3xx "$res") != 0 ]]; then
        [[ " ${FAILED[*]} " == *" $q-${LABEL[$s]} "* ]] || FAILED+=("$q-${LABEL[$s]}")
      fi
      RUNS[$q-$s]="${RUNS[$q-$s]:-} $(field rps "$res")"
      BYTES[$q-$s]=$(awk -v b="$(field bytes "$res")" -v n="$(field requests "$res")" 'BEGIN {printf "%d", n ? b / n : 0}')
    done
  done
done
declare -A RPS
for k in "${!RUNS[@]}"; do RPS[$k]=$(printf '%s\n' ${RUNS[$k]} | median); done

# pgbench on the same SQL and parameter sets, prepared, at the server's pool size (bench.json)
POOL=$(jq -r '.dbPoolSize // 8' "$HERE/bench.json" 2>/dev/null || echo 8)
for q in history liquidations liquidations-same liquidations-full; do
  for s in "${SIZES[@]}"; do
    use "$s"
    tps=$(pg_bench -n -M prepared -c "$POOL" -j "$THREADS" -T "$PGB" -f "$OUT/growth-pgbench-$q.sql" | awk '/^tps = / {print $3}')
    say "pgbench $q ${LABEL[$s]}: $tps transactions/s (-c $POOL, $PGB s)"
    RPS[pgbench-$q-$s]=$tps
  done
done

cost() { awk -v a="${RPS[$1-small]}" -v b="${RPS[$1-large]}" 'BEGIN {printf "%.2f", a / b}'; }
for q in history liquidations liquidations-same liquidations-full; do
  say "$q: server ${RPS[$q-small]} req/s at 100k, ${RPS[$q-large]} at 10M (medians of$(printf ' %s' ${RUNS[$q-small]}) and$(printf ' %s' ${RUNS[$q-large]});"\
" ${ROUNDS} x ${DUR}s, $CONNS connections), response ${BYTES[$q-small]} vs ${BYTES[$q-large]} bytes on average;"\
" pgbench ${RPS[pgbench-$q-small]} vs ${RPS[pgbench-$q-large]} tps: cost 10M/100k $(cost pgbench-$q)"
done
say "load at end: $(uptime); took $((SECONDS - T0)) s"
((${#FAILED[@]} == 0)) || say "ERRORS (timeouts or non-2xx) in: ${FAILED[*]}"
# The liquidations figure is the same-answers mix: the same questions with the same answers, so
# only the table's size differs (the growth the target is about: index-bound, not scan-bound). The
# default-limit mix follows it with how much bigger its answers are at 10M.
ratio() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.2f", b / a}'; }
echo "growth short-volume-history 10M/100k=$(cost history) liquidations-recent 10M/100k=$(cost liquidations-same)"\
" (same answers, $(wc -l <"$SAME_PATHS") paths; full answers only: $(cost liquidations-full);"\
" default limit: $(cost liquidations) with answers $(ratio "${BYTES[liquidations-small]}" "${BYTES[liquidations-large]}")x the bytes)"\
"$( ((${#FAILED[@]} == 0)) || echo " (with errors: ${FAILED[*]})")"
