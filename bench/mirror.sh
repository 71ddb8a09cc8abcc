#!/usr/bin/env bash
# Bulk mirror (issue 38): publish and seed times, Parquet bytes against PostgreSQL's table bytes per
# table, and seed rows a second against `psql \copy` of the same rows from CSV, all in one run on the
# same machine (docs/mirror.md).
#
# 1. A fresh database om_mirror_src_<pid> on an external PostgreSQL (PGURL), migrated by the jar
#    (serve --db-url --no-pollers, stopped once migrated), seeded like `YEAR=1 bench/capacity.sh`:
#    capacity-seed.sql (ROWS rows a small table) then capacity-year.sql (a year of the five large
#    tables at LIQ_PER_DAY and MARKETS), then VACUUM ANALYZE.
# 2. `mirror keygen`, then `mirror publish --db-url SRC --out DIR`: wall time. Parquet bytes per
#    table from the manifest against pg_total_relation_size (heap, TOAST, indexes) and pg_table_size
#    (heap and TOAST only), each summed over the table's partitions.
# 3. Two empty databases migrated the same way (copies of one migrated template): `seed --from DIR`
#    into one (wall time, the jar's start and migration check included), and into the other, every
#    published table's rows exported as CSV beforehand (not timed) and loaded with one psql running
#    `\copy TABLE (columns) FROM FILE (FORMAT csv)` per table (timed), the tables emptied first.
#    Rows a second = the manifest's rows / wall time, for both.
# All databases are dropped at exit; the mirror and CSV files are deleted.
#
# usage: bench/mirror.sh     env: YEAR (1; 0: only ROWS rows a table, a quick check of the script), ROWS (300000), LIQ_PER_DAY (50000), MARKETS (500), PGURL, JAR
set -euo pipefail
ROWS=${ROWS:-300000}
LIQ_PER_DAY=${LIQ_PER_DAY:-50000}
MARKETS=${MARKETS:-500}
YEAR=${YEAR:-1}
PORT=${PORT:-18481}
PGURL=${PGURL:-postgresql://postgres@127.0.0.1:5432}
source "$(dirname "$0")/lib.sh"
SRC=om_mirror_src_$$
TPL=om_mirror_tpl_$$
SEEDDB=om_mirror_seed_$$
COPYDB=om_mirror_copy_$$
WORK=$OUT/mirror-$$
STAMP=$(date -u +%Y%m%dT%H%M%SZ)
exec > >(tee "$OUT/mirror-$STAMP.log") 2>&1
[[ -f $JAR ]] || { echo "no $JAR: build it first (mvn -DskipTests package)" >&2; exit 1; }
T0=$SECONDS
mkdir -p "$WORK/csv"

q() { psql -X -q -v ON_ERROR_STOP=1 "$PGURL/$1" "${@:2}"; }
cleanup() {
  stop_server
  for d in $SRC $TPL $SEEDDB $COPYDB; do
    psql -X -q "$PGURL/postgres" -c "DROP DATABASE IF EXISTS $d WITH (FORCE)" || true
  done
  rm -rf "$WORK"
}
trap cleanup EXIT
jar() { java $JAVA_OPTS -jar "$JAR" "$@"; }
now() { date +%s.%N; }
secs() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.1f", b - a}'; }

migrate() { # DB: the jar migrates it at start-up; stopped once /health answers
  q postgres -c "CREATE DATABASE $1"
  java $JAVA_OPTS -jar "$JAR" serve --db-url "$PGURL/$1" --port "$PORT" --no-pollers >"$OUT/server-mirror.log" 2>&1 &
  SERVER_PID=$!
  for _ in $(seq 1 900); do
    curl -fs -o /dev/null "$BASE/health" && break
    kill -0 "$SERVER_PID" 2>/dev/null || { tail -20 "$OUT/server-mirror.log"; exit 1; }
    sleep 0.2
  done
  stop_server
}

say "machine: $(nproc) CPU, $(awk '/MemTotal/ {printf "%.0f GiB", $2 / 1048576}' /proc/meminfo), load $(load); $(q postgres -Atc 'SHOW server_version')"
say "migrating $SRC and seeding it: YEAR=$YEAR ROWS=$ROWS LIQ_PER_DAY=$LIQ_PER_DAY MARKETS=$MARKETS"
migrate "$SRC"
t=$SECONDS
if [[ $YEAR == 1 ]]; then
  q "$SRC" -v rows="$ROWS" -v year=1 -f "$HERE/capacity-seed.sql" >/dev/null
  q "$SRC" -v liq_per_day="$LIQ_PER_DAY" -v markets="$MARKETS" -f "$HERE/capacity-year.sql" >/dev/null
else
  q "$SRC" -v rows="$ROWS" -f "$HERE/capacity-seed.sql" >/dev/null
fi
q "$SRC" -c "VACUUM ANALYZE"
say "seeded in $((SECONDS - t)) s; database $(q "$SRC" -Atc "SELECT pg_size_pretty(pg_database_size(current_database()))"); load $(load)"

jar mirror keygen --out "$WORK/mirror.key" >/dev/null
say "publishing (load $(load))"
a=$(now)
jar mirror publish --key "$WORK/mirror.key" --out "$WORK/mirror" --db-url "$PGURL/$SRC" >"$OUT/mirror-publish.log" 2>&1 \
  || { tail -20 "$OUT/mirror-publish.log"; exit 1; }
PUBLISH=$(secs "$a" "$(now)")
MANIFEST=$WORK/mirror/manifest.json
ROWS_ALL=$(jq '[.files[].rows] | add' "$MANIFEST")
FILES=$(jq '.files | length' "$MANIFEST")
PQ_ALL=$(jq '[.files[].bytes] | add' "$MANIFEST")
say "published $FILES files, $ROWS_ALL rows, $PQ_ALL bytes in $PUBLISH s (load $(load))"

# bytes per table: Parquet (manifest) against PostgreSQL's, summed over partitions
{
  printf '\n| table | rows | Parquet bytes | table bytes (heap+TOAST+indexes) | ratio | heap+TOAST bytes | ratio |\n|---|---:|---:|---:|---:|---:|---:|\n'
  TOT=0; HEAP=0
  while read -r tb rows pq; do
    # a partitioned table: the sum over its partitions; a plain one (no partition tree): itself
    read -r total heap < <(q "$SRC" -AtF' ' -c "SELECT
        coalesce((SELECT sum(pg_total_relation_size(relid)) FROM pg_partition_tree('$tb')), pg_total_relation_size('$tb')),
        coalesce((SELECT sum(pg_table_size(relid)) FROM pg_partition_tree('$tb')), pg_table_size('$tb'))")
    TOT=$((TOT + total)); HEAP=$((HEAP + heap))
    printf '| %s | %s | %s | %s | %s | %s | %s |\n' "$tb" "$rows" "$pq" "$total" \
      "$(awk -v a="$pq" -v b="$total" 'BEGIN {printf "%.3f", a / b}')" "$heap" \
      "$(awk -v a="$pq" -v b="$heap" 'BEGIN {printf "%.3f", a / b}')"
  done < <(jq -r '.files | group_by(.table)[] | [.[0].table, ([.[].rows] | add), ([.[].bytes] | add)] | @tsv' "$MANIFEST" \
    | sort -k2,2nr)
  printf '| **all published** | %s | %s | %s | **%s** | %s | **%s** |\n' "$ROWS_ALL" "$PQ_ALL" "$TOT" \
    "$(awk -v a="$PQ_ALL" -v b="$TOT" 'BEGIN {printf "%.3f", a / b}')" "$HEAP" \
    "$(awk -v a="$PQ_ALL" -v b="$HEAP" 'BEGIN {printf "%.3f", a / b}')"
} >"$OUT/mirror-bytes.md"
cat "$OUT/mirror-bytes.md"

say "exporting every published table as CSV for the COPY baseline (not timed)"
: >"$WORK/copy.psql"
: >"$WORK/empty.sql"
while read -r tb cols; do
  q "$SRC" -c "\\copy (SELECT $cols FROM $tb) TO '$WORK/csv/$tb.csv' (FORMAT csv)"
  echo "\\copy $tb ($cols) FROM '$WORK/csv/$tb.csv' (FORMAT csv)" >>"$WORK/copy.psql"
  echo "TRUNCATE $tb CASCADE;" >>"$WORK/empty.sql"
done < <(jq -r '.files | group_by(.table)[] | [.[0].table,
    ([.[0].schema[] | select((.generated | not) and (.scaleColumn | not)) | "\"" + .name + "\""] | join(", "))] | @tsv' "$MANIFEST")
say "CSV: $(du -sb "$WORK/csv" | cut -f1) bytes"

say "migrating an empty template; $SEEDDB and $COPYDB are copies of it"
migrate "$TPL"
q postgres -c "CREATE DATABASE $SEEDDB TEMPLATE $TPL" -c "CREATE DATABASE $COPYDB TEMPLATE $TPL"
q "$COPYDB" -f "$WORK/empty.sql" >/dev/null

say "seeding $SEEDDB from the directory (load $(load))"
a=$(now)
jar seed --from "$WORK/mirror" --public-key "$WORK/mirror.key.pub" --db-url "$PGURL/$SEEDDB" >"$OUT/mirror-seed.log" 2>&1 \
  || { tail -20 "$OUT/mirror-seed.log"; exit 1; }
SEED=$(secs "$a" "$(now)")
say "seeded in $SEED s (load $(load)); $(tail -1 "$OUT/mirror-seed.log")"

say "psql \\copy of the same rows into $COPYDB (load $(load))"
a=$(now)
q "$COPYDB" -f "$WORK/copy.psql"
COPY=$(secs "$a" "$(now)")
say "copied in $COPY s (load $(load))"

check() { q "$1" -Atc "SELECT $(jq -r '[.files | group_by(.table)[] | "(SELECT count(*) FROM " + .[0].table + ")"] | join(" + ")' "$MANIFEST")"; }
SEEDED_ROWS=$(check "$SEEDDB")
COPIED_ROWS=$(check "$COPYDB")
rps() { awk -v r="$ROWS_ALL" -v s="$1" 'BEGIN {printf "%d", r / s}'; }
{
  printf '\n| step | seconds | rows | rows/s |\n|---|---:|---:|---:|\n'
  printf '| publish (`mirror publish`) | %s | %s | %s |\n' "$PUBLISH" "$ROWS_ALL" "$(rps "$PUBLISH")"
  printf '| seed (`seed --from DIR`) | %s | %s (in the tables after: %s) | %s |\n' "$SEED" "$ROWS_ALL" "$SEEDED_ROWS" "$(rps "$SEED")"
  printf '| `psql \\copy` from CSV | %s | %s (in the tables after: %s) | %s |\n' "$COPY" "$ROWS_ALL" "$COPIED_ROWS" "$(rps "$COPY")"
  printf '\nseed / COPY rows a second: **%s** (goal >= 0.7); Parquet / table bytes: **%s** (goal <= 0.3)\n' \
    "$(awk -v s="$SEED" -v c="$COPY" 'BEGIN {printf "%.2f", c / s}')" \
    "$(awk -v a="$PQ_ALL" -v b="$TOT" 'BEGIN {printf "%.3f", a / b}')"
} | tee "$OUT/mirror-times.md"
say "took $((SECONDS - T0)) s; load $(load); tables in bench/out/mirror-bytes.md and mirror-times.md"
