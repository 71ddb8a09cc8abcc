#!/usr/bin/env bash
# Read replicas (issue 30 part 2): the miss path of one node reading the primary alone against one
# node reading a streaming replica, same jar, same run.
#
# A PostgreSQL 15 primary of its own (initdb in a temporary directory, run as user postgres when
# root; fsync off, as PgCluster in the tests) and a streaming replica of it (pg_basebackup -R, hot
# standby), both on free loopback ports. short_volume seeded with SYMBOLS symbols x a year of
# weekdays. Two nodes of the jar, both on the primary (--db-url), cache off, limits raised, no
# pollers: "primary" on PORT, "replica" on PORT+1 with --db-read-url of the replica. wrk runs a
# mix of the symbols' year histories (/api/markets/short-volume?symbol=..&days=365, every request
# a cache miss) on each node in turn, ROUNDS times (primary replica, replica primary, ...), medians.
# Around the replica node's runs the replica's pg_stat_database xact_commit shows the reads landed
# on it (and the primary's that they did not).
#
# On one 2-core machine the replica competes with the primary, both nodes and wrk for the same CPU:
# the figure shows that the routing works and what it costs, not scale-out.
#
# With AA=1 the second node gets no --db-read-url (an A/A control: two nodes on the primary alone,
# same ports, rounds and labels), to tell the replica's effect from a difference between two JVMs.
#
# usage: bench/replicas.sh [ROUNDS]   (default 4)
# env:   AA (0), JAR, DUR (seconds a run, 10), CONNS (64), THREADS (nproc), PORT (18580), SYMBOLS (1000),
#        PGBIN (/usr/lib/postgresql/15/bin)
set -euo pipefail
ROUNDS=${1:-4}
DUR=${DUR:-10}
PORT=${PORT:-18580}
SYMBOLS=${SYMBOLS:-1000}
PGBIN=${PGBIN:-/usr/lib/postgresql/15/bin}
source "$(dirname "$0")/lib.sh"
STAMP=$(date -u +%Y%m%dT%H%M%SZ)
exec > >(tee "$OUT/replicas-$STAMP.log") 2>&1
tools
T0=$SECONDS

AS=()
[[ $(id -u) == 0 ]] && AS=(/usr/sbin/runuser -u postgres --)
TMP=$(mktemp -d /tmp/om-replicas.XXXXXX)
chmod 755 "$TMP"
free_port() {
  local p
  for _ in $(seq 1 200); do
    p=$((20000 + RANDOM % 30000))
    (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null || { echo "$p"; return; }
  done
  exit 1
}
P_PORT=$(free_port)
R_PORT=$(free_port)
pgctl() { "${AS[@]}" "$PGBIN/pg_ctl" -D "$TMP/$1" -l "$TMP/$1.log" -w -t 60 "${@:2}"; }
declare -A NODE_PID
stop_all() {
  local n
  for n in "${!NODE_PID[@]}"; do
    kill -TERM "${NODE_PID[$n]}" 2>/dev/null && wait "${NODE_PID[$n]}" 2>/dev/null || true
  done
  pgctl replica -m immediate stop >/dev/null 2>&1 || true
  pgctl primary -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$TMP"
}
trap stop_all EXIT
chown postgres: "$TMP" 2>/dev/null || true
"${AS[@]}" "$PGBIN/initdb" -D "$TMP/primary" -U postgres -A trust --no-sync -E UTF8 --locale=C >/dev/null
printf '%s\n' "wal_level = replica" "max_wal_senders = 5" "fsync = off" "synchronous_commit = off" \
  "full_page_writes = off" "hot_standby_feedback = on" "max_connections = 200" | "${AS[@]}" tee -a "$TMP/primary/postgresql.conf" >/dev/null
pgctl primary -o "-p $P_PORT -c listen_addresses=127.0.0.1 -c unix_socket_directories=$TMP" start >/dev/null
"${AS[@]}" "$PGBIN/pg_basebackup" -h 127.0.0.1 -p "$P_PORT" -U postgres -D "$TMP/replica" -R -X stream --no-sync
pgctl replica -o "-p $R_PORT -c listen_addresses=127.0.0.1 -c unix_socket_directories=$TMP" start >/dev/null
PRIMARY=postgresql://postgres@127.0.0.1:$P_PORT/postgres
REPLICA=postgresql://postgres@127.0.0.1:$R_PORT/postgres
say "primary on $P_PORT, replica on $R_PORT (in recovery: $(psql -X -Atc 'SELECT pg_is_in_recovery()' "$REPLICA"))"

start_node() { # NAME PORT [extra serve options]
  local name=$1 port=$2
  shift 2
  env OPENMARKETS_CACHE__ENABLED=false OPENMARKETS_RATE_LIMIT__KEYLESS_PER_MINUTE=100000000 \
    OPENMARKETS_RATE_LIMIT__KEYED_PER_MINUTE=100000000 \
    java $JAVA_OPTS -jar "$JAR" serve --db-url "$PRIMARY" --port "$port" --no-pollers "$@" >"$OUT/server-replicas-$name.log" 2>&1 &
  NODE_PID[$name]=$!
  for _ in $(seq 1 600); do
    curl -fs -o /dev/null "http://127.0.0.1:$port/ready" && { say "$name node up on $port"; return; }
    kill -0 "${NODE_PID[$name]}" 2>/dev/null || { tail -20 "$OUT/server-replicas-$name.log"; exit 1; }
    sleep 0.2
  done
  exit 1
}
start_node primary "$PORT" # migrates the primary
if [[ ${AA:-0} == 1 ]]; then
  say "A/A control: the second node reads the primary too"
  start_node replica $((PORT + 1))
else
  start_node replica $((PORT + 1)) --db-read-url "$REPLICA"
fi

say "seeding short_volume: $SYMBOLS symbols x a year of weekdays"
psql -X -q -v ON_ERROR_STOP=1 "$PRIMARY" <<SQL
INSERT INTO short_volume (trade_date, symbol, short_volume, short_exempt_volume, total_volume, market)
SELECT d::date, 'R' || lpad(i::text, 4, '0'), round(t * 0.4), round(t * 0.01), t, 'B,Q,N'
FROM generate_series(current_date - 365, current_date - 1, interval '1 day') d,
     LATERAL generate_series(1, $SYMBOLS + 0 * extract(day FROM d)::int) i,
     LATERAL (SELECT round(10000 * exp(random() * ln(1100)) + 0 * i)::numeric AS t) v
WHERE extract(isodow FROM d) < 6;
INSERT INTO dataset_state (dataset, version, updated_at, row_count)
VALUES ('short-volume', 1, now(), (SELECT count(*) FROM short_volume))
ON CONFLICT (dataset) DO UPDATE SET version = dataset_state.version + 1, updated_at = now(), row_count = excluded.row_count;
NOTIFY dataset_changed, 'short-volume';
SQL
psql -X -q "$PRIMARY" -c 'VACUUM ANALYZE short_volume'
sleep 2
say "replica lag after the seed: $(psql -X -Atc "SELECT pg_wal_lsn_diff(pg_last_wal_receive_lsn(), pg_last_wal_replay_lsn())" "$REPLICA") bytes unreplayed"

PATHS=$OUT/replicas-paths.txt
for i in $(seq 1 "$SYMBOLS"); do printf '/api/markets/short-volume?symbol=R%04d&days=365\n' "$i"; done >"$PATHS"
export BENCH_DIR=$HERE
mix() { # NAME SECONDS -> RESULT line
  local port=$PORT
  [[ $1 == replica ]] && port=$((PORT + 1))
  PATHS_FILE=$PATHS wrk -t"$THREADS" -c"$CONNS" -d"$2"s --timeout 5s -s "$HERE/mix.lua" "http://127.0.0.1:$port/" | grep '^RESULT'
}
commits() { psql -X -Atc "SELECT xact_commit FROM pg_stat_database WHERE datname = 'postgres'" "$1"; }

say "warm-up: 5 s on each node"
mix primary 5 >/dev/null
mix replica 5 >/dev/null
declare -A RUNS
for r in $(seq 1 "$ROUNDS"); do
  order=(primary replica)
  ((r % 2 == 0)) && order=(replica primary)
  say "round $r ($(wait_quiet))"
  for n in "${order[@]}"; do
    p0=$(commits "$PRIMARY")
    r0=$(commits "$REPLICA")
    res=$(mix "$n" "$DUR")
    p1=$(commits "$PRIMARY")
    r1=$(commits "$REPLICA")
    say "  $n node: $res; transactions on the primary +$((p1 - p0)), on the replica +$((r1 - r0))"
    RUNS[$n]="${RUNS[$n]:-} $(field rps "$res")"
  done
done
P=$(printf '%s\n' ${RUNS[primary]} | median)
R=$(printf '%s\n' ${RUNS[replica]} | median)
say "replica node's /stats readReplicas: $(curl -s "http://127.0.0.1:$((PORT + 1))/stats" | jq -c '.readReplicas // .data.readReplicas // "absent"' 2>/dev/null)"
say "took $((SECONDS - T0)) s; load $(load)"
echo "RESULT replicas$( [[ ${AA:-0} == 1 ]] && echo " (A/A control)") primary_only_rps=$P (runs${RUNS[primary]}) with_replica_rps=$R (runs${RUNS[replica]})" \
  "ratio=$(awk -v a="$P" -v b="$R" 'BEGIN {printf "%.2f", b / a}')"
