#!/usr/bin/env bash
# Capacity (issue 30 part 3): what a year (and five) of polling costs in disk per dataset, and what
# each large dataset's default and heaviest query costs at that size.
#
# 1. A fresh database om_capacity_<pid> on an external PostgreSQL (PGURL, default the machine's
#    postgresql://postgres@127.0.0.1:5432), migrated by the jar itself (serve --db-url, no pollers;
#    dropped at exit).
# 2. bench/capacity-seed.sql loads about ROWS rows (default 300,000) into each table that grows with
#    time, in its upstream's shape, time-major (the order the pollers write in). With YEAR=1 the five
#    largest tables (liquidation events and hourly totals, option quotes, prediction prices, short
#    volume) get a whole year at their cadence instead, as much as each keeps of it
#    (bench/capacity-year.sql, generate_series in SQL: about 63 million rows with the default rates;
#    RESULTS.md's run took LIQ_PER_DAY=50000 MARKETS=500, 25 million rows, 18 minutes seeding).
# 3. Disk per table: pg_total_relation_size (heap, TOAST, free space map, every index) summed over its
#    partitions. A table seeded with a year: that is its disk at a year, measured, and five years is
#    five times it (kept for ever) or the same (a retention). Any other table: bytes per row times the
#    rows a year brings at the upstream's real cadence (RATE below; sources in docs/capacity.md),
#    capped by its retention: extrapolated. The table's last column says which.
# 4. Latency of each large dataset's default and heaviest query through the HTTP API of the jar,
#    cache off (OPENMARKETS_CACHE__ENABLED=false: every request reaches the database), limits raised:
#    p50, p95 and max of REQS sequential curls after WARM warm-ups, over the rows seeded (a year's for
#    the YEAR tables), each query also with asOf (issue 37): the moment the latency phase starts,
#    after every row was stored, so the answer is the latest one reached through the asOf path.
# 5. With YEAR=1 the latencies are measured twice in the same run: first with every table at ROWS
#    rows (default 1,000,000 then), then after the five year tables are emptied and seeded with a
#    year; the last table gives each query's p50 at a year over its p50 at ROWS rows (issue 37's
#    goal: at most 1.5 for every default answer, asOf or not). The small tables do not change
#    between the two: their ratios show the run's noise.
#
# usage: bench/capacity.sh        env: ROWS (300000; 1000000 with YEAR=1), REQS (15), YEAR (0; 1:
#        seed a year of the large tables), WARM (3; 60 with YEAR=1), PGURL, JAR, PORT (18480), LIQ_PER_DAY (liquidation events
#        a day, 200000; assumed, see docs/capacity.md), MARKETS (tracked Polymarket markets, 1000;
#        assumed)
set -euo pipefail
YEAR=${YEAR:-0}
if [[ $YEAR == 1 ]]; then ROWS=${ROWS:-1000000}; else ROWS=${ROWS:-300000}; fi
REQS=${REQS:-15}
# warm-ups a query before it is timed. With YEAR=1, 60: past the JIT's warm-up and past the sixth run
# of the statement on each of the node's 8 pooled connections, after which PostgreSQL may keep a
# generic plan; with 3, the first phase timed custom plans and the second generic ones (a steady
# state of 7 against 23 ms for funding-rates/btc until its query was made index-friendly for both).
if [[ $YEAR == 1 ]]; then WARM=${WARM:-60}; else WARM=${WARM:-3}; fi
PORT=${PORT:-18480}
PGURL=${PGURL:-postgresql://postgres@127.0.0.1:5432}
LIQ_PER_DAY=${LIQ_PER_DAY:-200000}
MARKETS=${MARKETS:-1000}
source "$(dirname "$0")/lib.sh"
DB=om_capacity_$$
STAMP=$(date -u +%Y%m%dT%H%M%SZ)
exec > >(tee "$OUT/capacity-$STAMP.log") 2>&1
[[ -f $JAR ]] || { echo "no $JAR: build it first (mvn -DskipTests package)" >&2; exit 1; }
T0=$SECONDS

cpg() { psql -X -q -v ON_ERROR_STOP=1 "$PGURL/$DB" "$@"; }
cleanup() {
  stop_server
  psql -X -q "$PGURL/postgres" -c "DROP DATABASE IF EXISTS $DB WITH (FORCE)" || true
}
trap cleanup EXIT
psql -X -q -v ON_ERROR_STOP=1 "$PGURL/postgres" -c "CREATE DATABASE $DB"

say "starting the jar on $DB (migrates it; cache off, limits raised, no pollers)"
env OPENMARKETS_CACHE__ENABLED=false OPENMARKETS_RATE_LIMIT__KEYLESS_PER_MINUTE=100000000 \
  OPENMARKETS_RATE_LIMIT__KEYED_PER_MINUTE=100000000 \
  java $JAVA_OPTS -jar "$JAR" serve --db-url "$PGURL/$DB" --port "$PORT" --no-pollers >"$OUT/server-capacity.log" 2>&1 &
SERVER_PID=$!
for _ in $(seq 1 600); do
  curl -fs -o /dev/null "$BASE/health" && break
  kill -0 "$SERVER_PID" 2>/dev/null || { tail -20 "$OUT/server-capacity.log"; exit 1; }
  sleep 0.2
done
say "server up; seeding about $ROWS rows a table"
t=$SECONDS
cpg -v rows="$ROWS" -f "$HERE/capacity-seed.sql" >/dev/null
say "seeded in $((SECONDS - t)) s; database $(cpg -Atc "SELECT pg_size_pretty(pg_database_size(current_database()))")"

# latency: p50, p95 and max of REQS sequential requests, after WARM warm-ups; status and rows checked.
# Each query twice: as is and with asOf (ASOF, set per phase). Rows of "$OUT/capacity-latency-PHASE.tsv":
# key, label, path, rows answered, bytes, p50, p95, max (ms).
pct() { sort -g | awk -v p="$1" '{v[NR] = $1} END {i = int(p * NR + 0.999999); if (i < 1) i = 1; printf "%.1f", 1000 * v[i]}'; }
lat() { # KEY LABEL PATH
  local i code s times=() path
  for path in "$3" "$3$([[ $3 == *\?* ]] && echo '&' || echo '?')asOf=$ASOF"; do
    times=()
    for i in $(seq 1 "$WARM"); do curl -s -o /dev/null "$BASE$path"; done
    for i in $(seq 1 "$REQS"); do
      read -r code s < <(curl -s -o "$OUT/capacity-answer.json" -w '%{http_code} %{time_total}\n' "$BASE$path")
      [[ $code == 200 ]] || { say "  $path answered $code: $(head -c 300 "$OUT/capacity-answer.json")"; times=(); break; }
      times+=("$s")
    done
    ((${#times[@]} > 0)) || continue
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$1$([[ $path == "$3" ]] || echo ' asOf')" \
      "$2$([[ $path == "$3" ]] || echo ', asOf')" "$path" \
      "$(jq -r '.data | if type == "array" then length elif type == "object" then ([.[] | arrays | length] | max // 1) else 0 end' "$OUT/capacity-answer.json" 2>/dev/null || echo ?)" \
      "$(wc -c <"$OUT/capacity-answer.json")" \
      "$(printf '%s\n' "${times[@]}" | pct 0.50)" "$(printf '%s\n' "${times[@]}" | pct 0.95)" \
      "$(printf '%s\n' "${times[@]}" | pct 1)"
  done
}
latencies() { # PHASE: the table of every query, as TSV and markdown
  ASOF=$(date -u +%Y-%m-%dT%H:%M:%SZ)
  say "latency ($1), cache off, $REQS requests each, asOf $ASOF ($(wait_quiet))"
  n() { cpg -Atc "SELECT count(*) FROM $1"; }
  SV=$(n short_volume); SI=$(n short_interest); FTD=$(n fails_to_deliver); IT=$(n insider_trades)
  LE=$(n liquidation_events); LH=$(n liquidation_hourly); OI=$(n open_interest_hourly); FH=$(n funding_history)
  DO=$(n deribit_option_quotes); PP=$(n prediction_prices)
  {
    lat sv-default "short-volume ($SV), default" "/api/markets/short-volume"
    lat sv-year "short-volume ($SV), a symbol's year" "/api/markets/short-volume?symbol=C00007&days=365&limit=5000"
    lat si-default "short-interest ($SI), default" "/api/markets/short-interest"
    lat si-symbol "short-interest ($SI), a symbol" "/api/markets/short-interest?symbol=C00007"
    lat ftd-default "fails-to-deliver ($FTD), default" "/api/markets/fails-to-deliver"
    lat ftd-symbol "fails-to-deliver ($FTD), a symbol" "/api/markets/fails-to-deliver?symbol=C00007&limit=5000"
    lat ins-default "insiders ($IT), default" "/api/markets/insiders"
    lat ins-sells "insiders ($IT), sells 90d" "/api/markets/insiders?type=sells&window=90d"
    lat ins-clusters "insiders ($IT), clusters" "/api/markets/insiders/clusters"
    lat lr-default "liquidations/recent ($LE), default" "/api/markets/liquidations/recent"
    lat lr-500 "liquidations/recent ($LE), 500 newest" "/api/markets/liquidations/recent?limit=500"
    lat lr-busy "liquidations/recent ($LE), busiest asset" "/api/markets/liquidations/recent?symbol=A001&limit=500"
    lat lr-rare "liquidations/recent ($LE), rare asset, high floor" "/api/markets/liquidations/recent?symbol=A250-USDT-SWAP&minUsd=1000000&limit=500"
    lat lh-default "liquidations/history ($LH), default" "/api/markets/liquidations/history"
    lat lh-5000 "liquidations/history ($LH), 5,000 hours" "/api/markets/liquidations/history?from=2020-01-01&limit=5000"
    lat oi-default "open-interest ($OI), default" "/api/markets/open-interest/btc"
    lat oi-daily "open-interest ($OI), daily" "/api/markets/open-interest/btc?period=daily"
    lat fr-symbol "funding-rates ($FH), a symbol" "/api/markets/funding-rates/btc"
    lat fr-all "funding-rates ($FH), a symbol, all" "/api/markets/funding-rates/btc?history=all"
    lat opt-btc "options ($DO), BTC" "/api/markets/options/BTC"
    lat pred-default "predictions ($PP), default" "/api/markets/predictions"
    lat pred-change "predictions ($PP), 500 by 24 h change" "/api/markets/predictions?sort=change&limit=500"
  } >"$OUT/capacity-latency-$1.tsv"
  {
    printf '\n| dataset (rows in its table) | query | rows answered (longest array) | bytes | p50 ms | p95 ms | max ms |\n|---|---|---:|---:|---:|---:|---:|\n'
    awk -F'\t' '{printf "| %s | `%s` | %s | %s | %s | %s | %s |\n", $2, $3, $4, $5, $6, $7, $8}' "$OUT/capacity-latency-$1.tsv"
  } | tee "$OUT/capacity-latency-$1.md"
}

if [[ $YEAR == 1 ]]; then
  latencies rows
  say "emptying the five year tables; a year of them ($LIQ_PER_DAY liquidations a day, $MARKETS markets)"
  t=$SECONDS
  cpg -c "TRUNCATE liquidation_events, liquidation_hourly, deribit_option_quotes, prediction_prices, prediction_markets,
          short_volume, dataset_revisions"
  cpg -v liq_per_day="$LIQ_PER_DAY" -v markets="$MARKETS" -f "$HERE/capacity-year.sql" >/dev/null
  say "seeded a year in $((SECONDS - t)) s; database $(cpg -Atc "SELECT pg_size_pretty(pg_database_size(current_database()))")"
fi
# table: rows a year at the real cadence, retention in days (0: kept), dataset(s) it serves
declare -A RATE KEEP SERVES
RATE[short_volume]=$((11500 * 252));        KEEP[short_volume]=0;            SERVES[short_volume]=short-volume
RATE[short_interest]=$((20000 * 24));       KEEP[short_interest]=0;          SERVES[short_interest]=short-interest
RATE[fails_to_deliver]=$((6000 * 252));     KEEP[fails_to_deliver]=0;        SERVES[fails_to_deliver]=fails-to-deliver
RATE[insider_trades]=500000;                KEEP[insider_trades]=0;          SERVES[insider_trades]=insiders
RATE[sec_filings]=350000;                   KEEP[sec_filings]=0;             SERVES[sec_filings]="(filing index)"
RATE[liquidation_events]=$((LIQ_PER_DAY * 365)); KEEP[liquidation_events]=90; SERVES[liquidation_events]=liquidations/recent
RATE[liquidation_hourly]=$((300 * 8760));   KEEP[liquidation_hourly]=0;      SERVES[liquidation_hourly]=liquidations/history
RATE[open_interest_hourly]=$((60 * 8760));  KEEP[open_interest_hourly]=0;    SERVES[open_interest_hourly]=open-interest
RATE[funding_history]=$((160 * 3 * 365 + 20 * 24 * 365)); KEEP[funding_history]=0; SERVES[funding_history]=funding-rates
RATE[deribit_option_quotes]=$((1600 * 96 * 365)); KEEP[deribit_option_quotes]=30; SERVES[deribit_option_quotes]=options
RATE[prediction_prices]=$((MARKETS * 96 * 365)); KEEP[prediction_prices]=0;     SERVES[prediction_prices]=predictions
TABLES=(short_volume short_interest fails_to_deliver insider_trades sec_filings liquidation_events liquidation_hourly
        open_interest_hourly funding_history deribit_option_quotes prediction_prices)

# rows held after Y years: a year's rows times Y, or the retention window's rows if shorter
held() { awk -v r="$1" -v k="$2" -v y="$3" 'BEGIN {n = r * y; if (k > 0 && r * k / 365 < n) n = r * k / 365; printf "%d", n}'; }
gb() { awk -v b="$1" 'BEGIN {printf "%.2f", b / 1e9}'; }
declare -A SEEDED_YEAR=([liquidation_events]=1 [liquidation_hourly]=1 [deribit_option_quotes]=1 [prediction_prices]=1
                        [short_volume]=1)
TOTAL1=0
TOTAL5=0
printf '\n| table | serves | seeded rows | bytes/row (heap+TOAST+indexes) | rows a year | kept | disk at 1 year (GB) | at 5 years (GB) | how |\n|---|---|---:|---:|---:|---|---:|---:|---|\n' >"$OUT/capacity-disk.md"
for tb in "${TABLES[@]}"; do
  read -r rows bytes < <(cpg -AtF' ' -c "SELECT (SELECT count(*) FROM $tb),
      coalesce((SELECT sum(pg_total_relation_size(relid)) FROM pg_partition_tree('$tb') WHERE isleaf),
               pg_total_relation_size('$tb'))")
  bpr=$(awk -v b="$bytes" -v r="$rows" 'BEGIN {printf "%d", b / r}')
  if [[ $YEAR == 1 && -n ${SEEDED_YEAR[$tb]:-} ]]; then
    # a year seeded: its size is the year's disk; five years add four more unless a retention caps it
    how="measured at a year"
    d1=$bytes
    if ((KEEP[$tb] > 0)); then d5=$bytes; how="$how (5 years = 1, retention)"; else d5=$((bytes * 5)); how="$how, 5 years x5"; fi
  else
    how="extrapolated from bytes/row"
    d1=$(awk -v b="$bpr" -v n="$(held "${RATE[$tb]}" "${KEEP[$tb]}" 1)" 'BEGIN {printf "%d", b * n}')
    d5=$(awk -v b="$bpr" -v n="$(held "${RATE[$tb]}" "${KEEP[$tb]}" 5)" 'BEGIN {printf "%d", b * n}')
  fi
  TOTAL1=$((TOTAL1 + d1))
  TOTAL5=$((TOTAL5 + d5))
  kept=all
  ((KEEP[$tb] > 0)) && kept="${KEEP[$tb]} days"
  printf '| %s | %s | %s | %s | %s | %s | %s | %s | %s |\n' "$tb" "${SERVES[$tb]}" "$rows" "$bpr" "${RATE[$tb]}" "$kept" \
    "$(gb "$d1")" "$(gb "$d5")" "$how" >>"$OUT/capacity-disk.md"
done
printf '| **total of these** | | | | | | **%s** | **%s** | |\n' "$(gb $TOTAL1)" "$(gb $TOTAL5)" >>"$OUT/capacity-disk.md"
cat "$OUT/capacity-disk.md"

latencies "$([[ $YEAR == 1 ]] && echo year || echo rows)"
if [[ $YEAR == 1 ]]; then
  # each query's p50 at a year over its p50 at ROWS rows, measured above in this run
  {
    printf '\n| query | p50 ms at %s rows a table | p50 ms at a year | year / rows |\n|---|---:|---:|---:|\n' "$ROWS"
    awk -F'\t' 'NR == FNR {p[$1] = $6; next} ($1 in p) {printf "| %s | %s | %s | %.2f |\n", $1, p[$1], $6, $6 / p[$1]}' \
      "$OUT/capacity-latency-rows.tsv" "$OUT/capacity-latency-year.tsv"
  } | tee "$OUT/capacity-ratio.md"
fi
say "took $((SECONDS - T0)) s; load $(load); tables in bench/out/capacity-disk.md, capacity-latency-*.md and capacity-ratio.md"
