#!/usr/bin/env bash
# Alerts (issue 39): ALERTS standing queries (default 500) delivered as Standard Webhooks while
# their dataset is written at stepped rates: commit-to-first-attempt p50/p99 (goal: p99 under 1 s),
# the server's CPU, outbox rows and PostgreSQL / Redis work per delivery, and the event rate this
# host holds.
#
# 1. A fresh database om_alerts_<pid> on an external PostgreSQL (PGURL, default
#    postgresql://postgres@127.0.0.1:5432; dropped at exit), a private redis-server on a free port
#    (the node's rate limiter counts there, as in a fleet; its INFO commandstats are this run's
#    alone), node's bench/alerts-upstream.js (FRED's keyless CSV for the 8 fed-liquidity series,
#    new rows at a rate set while it runs), bench/alerts-receiver.js (answers 200, logs each
#    arrival with its webhook-id, verifies one request in 50 with the official standardwebhooks)
#    and bench/alerts-commits.js (the commit clock, below; npm's pg, installed into target/pg).
# 2. The jar serving that database with only the fred poller on (every other upstream disabled),
#    polling the local upstream every second, alerts.allowPrivateTargets on (a loopback receiver),
#    alerts.perKeyDeliveriesPerMinute raised (the default 600 a key would be the limit measured).
# 3. KEYS API keys (`keys` CLI, 5), ALERTS alerts through POST /api/alerts (100 a key, the default
#    cap), alert i on fed-liquidity series=S(i mod 8), limit=1+(i div 8): every alert a query of
#    its own (nothing shared: the heaviest detection), each to its own receiver URL
#    (/h/<i>: deliveries to one URL are sequential, to different URLs side by side). Made after
#    the first poll, so they fire only for what comes later.
# 4. Steps (STEPS, "MxK" each: the first M series get K new rows per poll): a new row of series S
#    is one event for each of S's alerts (500/8), so a step writes about 62.5*M*K events per
#    commit cycle. Each step runs DUR seconds, then waits for the outbox to drain. A warm-up step
#    (WARMUP) first, not reported.
# 5. Per step, from the database and the receivers' logs:
#    - commit: bench/alerts-commits.js LISTENs on dataset_changed, the NOTIFY that PostgreSQL
#      delivers when a writer's transaction commits (track_commit_timestamp is off on a shared
#      server); the k-th fred file that added rows is the k-th NOTIFY heard (one poller, so one
#      transaction at a time). commit->first attempt: the receiver's arrival minus that. Also
#      from the event's own stamp (outbox created_at, the body's timestamp), taken by the
#      detection inside the transaction before the commit, and the writer's transaction time
#      (its ingest_files row's start to the NOTIFY heard).
#    - the server's CPU (/proc utime+stime of the JVM) and our database's backends' CPU over the
#      step and its drain, per delivery; pg_stat_database (commits, rows inserted/updated/
#      returned, blocks) and alert tables' pg_stat_user_tables deltas per delivery; Redis
#      commands per delivery; outbox, attempt and alert_seen rows per delivery.
#    - held: the oldest undelivered event, sampled every 2 s during the step, stayed under 2 s.
# Last lines: a markdown table (bench/out/alerts-table.md) and RESULT lines.
#
# usage: bench/alerts.sh      env: ALERTS (500), KEYS (5), STEPS ("1x1 2x1 4x1 8x1 8x2 8x3 8x4 8x6"),
#        DUR (30 s a step), WARMUP ("1x1", 20 s), PGURL, JAR, PORT (18580), UP_PORT, RX_PORT,
#        REDIS_PORT (free ones), POLL_MILLIS (alerts.pollMillis, the default 250)
set -euo pipefail
ALERTS=${ALERTS:-500}
KEYS=${KEYS:-5}
STEPS=${STEPS:-1x1 2x1 4x1 8x1 8x2 8x3 8x4 8x6}
DUR=${DUR:-30}
WARMUP=${WARMUP:-1x1}
PORT=${PORT:-18580}
PGURL=${PGURL:-postgresql://postgres@127.0.0.1:5432}
POLL_MILLIS=${POLL_MILLIS:-250}
source "$(dirname "$0")/lib.sh"
DB=om_alerts_$$
STAMP=$(date -u +%Y%m%dT%H%M%SZ)
RUN=$OUT/alerts-$STAMP
mkdir -p "$RUN"
exec > >(tee "$OUT/alerts-$STAMP.log") 2>&1
SERIES=WALCL,WTREGEN,RRPONTSYD,WRESBAL,SOFR,EFFR,IORB,WSHOSHO
NODE_MODULES=${NODE_MODULES:-$ROOT/target/standardwebhooks/node_modules}
PG_MODULES=${PG_MODULES:-$ROOT/target/pg/node_modules}

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
UP_PORT=${UP_PORT:-$(free_port)}
RX_PORT=${RX_PORT:-$(free_port)}
REDIS_PORT=${REDIS_PORT:-$(free_port)}

for t in java psql curl jq node redis-server redis-cli; do
  command -v $t >/dev/null || { echo "$t is required" >&2; exit 1; }
done
[[ -f $JAR ]] || { echo "no $JAR: build it first (mvn -DskipTests package)" >&2; exit 1; }
if [[ ! -e $NODE_MODULES/standardwebhooks ]]; then
  say "installing standardwebhooks@1.1.1 into target/standardwebhooks (as .ci/run does)"
  npm install --silent --no-audit --no-fund --prefix "$ROOT/target/standardwebhooks" standardwebhooks@1.1.1
fi
if [[ ! -e $PG_MODULES/pg ]]; then
  say "installing pg@8.23.1 into target/pg (bench/alerts-commits.js LISTENs for the commits)"
  npm install --silent --no-audit --no-fund --prefix "$ROOT/target/pg" pg@8.23.1
fi

UP_PID=
RX_PID=
CM_PID=
REDIS_PID=
cleanup() {
  stop_server
  local p
  for p in $RX_PID $UP_PID $CM_PID $REDIS_PID; do
    kill -TERM "$p" 2>/dev/null || true
    wait "$p" 2>/dev/null || true
  done
  psql -X -q "$PGURL/postgres" -c "DROP DATABASE IF EXISTS $DB WITH (FORCE)" || true
}
trap cleanup EXIT
apg() { psql -X -q -v ON_ERROR_STOP=1 -At "$PGURL/$DB" "$@"; }
psql -X -q -v ON_ERROR_STOP=1 "$PGURL/postgres" -c "CREATE DATABASE $DB"
NODE_PATH=$PG_MODULES node "$HERE/alerts-commits.js" "$PGURL/$DB" "$RUN/commits.tsv" &
CM_PID=$!
for _ in $(seq 1 100); do [[ -e $RUN/commits.tsv.ready ]] && break; sleep 0.1; done
[[ -e $RUN/commits.tsv.ready ]] || { echo "the commit listener did not start" >&2; exit 1; }

rcli() { redis-cli -p "$REDIS_PORT" "$@"; }
# a port found free may be taken before redis binds it (a shared machine): then another one
for try in 1 2 3 4 5; do
  redis-server --bind 127.0.0.1 --port "$REDIS_PORT" --save '' --appendonly no >"$RUN/redis.log" 2>&1 &
  REDIS_PID=$!
  for _ in $(seq 1 100); do
    [[ $(rcli PING 2>/dev/null) == PONG ]] && break
    kill -0 "$REDIS_PID" 2>/dev/null || break
    sleep 0.1
  done
  kill -0 "$REDIS_PID" 2>/dev/null && [[ $(rcli PING 2>/dev/null) == PONG ]] && break
  ((try < 5)) || { tail -3 "$RUN/redis.log"; echo "redis-server did not start" >&2; exit 1; }
  REDIS_PORT=$(free_port)
done
node "$HERE/alerts-upstream.js" "$UP_PORT" "$SERIES" &
UP_PID=$!
NODE_PATH=$NODE_MODULES node "$HERE/alerts-receiver.js" "$RX_PORT" "$RUN/received.tsv" "$RUN/secrets.txt" 50 &
RX_PID=$!

# the configuration: every upstream off but fred, which polls the local upstream every second
jq --arg base "http://127.0.0.1:$UP_PORT/fred" --argjson series "$(jq -Rc 'split(",")' <<<"$SERIES")" '
  {host: "127.0.0.1", pollers: true,
   upstreams: (.upstreams | with_entries(.value = {enabled: false})
     | .fred = {enabled: true, baseUrl: $base, intervalSeconds: 1, timeoutSeconds: 10, series: $series})}' \
  "$ROOT/src/main/resources/defaults.json" >"$RUN/conf.json"

say "starting the jar on $DB (fred poller only, against 127.0.0.1:$UP_PORT; receiver 127.0.0.1:$RX_PORT; redis :$REDIS_PORT)"
env OPENMARKETS_ALERTS__ALLOW_PRIVATE_TARGETS=true OPENMARKETS_ALERTS__PER_KEY_DELIVERIES_PER_MINUTE=100000000 \
  OPENMARKETS_ALERTS__POLL_MILLIS="$POLL_MILLIS" \
  OPENMARKETS_RATE_LIMIT__KEYLESS_PER_MINUTE=100000000 OPENMARKETS_RATE_LIMIT__KEYED_PER_MINUTE=100000000 \
  OPENMARKETS_REDIS_URL="redis://127.0.0.1:$REDIS_PORT" \
  java $JAVA_OPTS -jar "$JAR" serve --conf "$RUN/conf.json" --db-url "$PGURL/$DB" --data-dir "$RUN/data" \
  --port "$PORT" >"$RUN/server.log" 2>&1 &
SERVER_PID=$!
for _ in $(seq 1 600); do
  curl -fs -o /dev/null "$BASE/health" && break
  kill -0 "$SERVER_PID" 2>/dev/null || { tail -20 "$RUN/server.log"; exit 1; }
  sleep 0.2
done
say "server up (pid $SERVER_PID); waiting for the first poll of the 8 series"
for _ in $(seq 1 300); do
  [[ $(apg -c "SELECT count(DISTINCT name) FROM ingest_files WHERE source = 'fred' AND status = 'loaded'") -ge 8 ]] && break
  sleep 0.2
done

say "making $KEYS keys and $ALERTS alerts"
: >"$RUN/keys.txt"
for k in $(seq 1 "$KEYS"); do
  java -jar "$JAR" keys create --label "alerts-bench-$k" --db-url "$PGURL/$DB" 2>/dev/null | head -1 >>"$RUN/keys.txt"
done
mapfile -t KEY < "$RUN/keys.txt"
IFS=, read -r -a SER <<<"$SERIES"
: >"$RUN/secrets.txt"
t=$SECONDS
mkdir -p "$RUN/alerts"
make_alert() { # i: alert i, its answer in alerts/i.json
  local i=$1 code
  code=$(curl -s -o "$RUN/alerts/$i.json" -w '%{http_code}' -X POST "$BASE/api/alerts" \
    -H "x-api-key: ${KEY[$((i % KEYS))]}" -H 'content-type: application/json' \
    -d "{\"url\": \"http://127.0.0.1:$RX_PORT/h/$i\", \"dataset\": \"fed-liquidity\",
         \"params\": {\"series\": \"${SER[$((i % 8))]}\", \"limit\": $((1 + i / 8))}}")
  [[ $code == 201 ]] || { echo "alert $i: $code $(cat "$RUN/alerts/$i.json")" >&2; return 1; }
}
# four at a time (each first look takes the writers' lock, so they queue there anyway)
pids=()
for i in $(seq 0 $((ALERTS - 1))); do
  make_alert "$i" &
  pids+=($!)
  if ((${#pids[@]} == 4)); then
    for p in "${pids[@]}"; do wait "$p"; done
    pids=()
  fi
done
for p in "${pids[@]}"; do wait "$p"; done
cat "$RUN"/alerts/*.json | jq -r '.id + " " + .secret' >"$RUN/secrets.txt"
[[ $(wc -l <"$RUN/secrets.txt") == "$ALERTS" ]] || { echo "not every alert was made" >&2; exit 1; }
say "made $ALERTS alerts in $((SECONDS - t)) s ($(apg -c "SELECT count(*) FROM alert_seen") rows seen at their first look)"

HZ=$(getconf CLK_TCK)
jvm_ticks() { awk '{print $14 + $15}' "/proc/$SERVER_PID/stat"; }
# CPU ticks of our database's backends (those alive at both ends of a step: a pool keeps them)
pg_ticks() {
  apg -c "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()" \
    | awk '{print "/proc/" $1 "/stat"}' | xargs -r cat 2>/dev/null | awk '{s += $14 + $15} END {print s + 0}'
}
db_stats() {
  apg -F' ' -c "SELECT xact_commit, tup_inserted, tup_updated, tup_deleted, tup_returned, tup_fetched, blks_read + blks_hit
    FROM pg_stat_database WHERE datname = current_database()"
}
# per alert table: inserted updated (n_tup_hot_upd are counted in updated)
table_stats() {
  apg -F' ' -c "SELECT coalesce(sum(n_tup_ins) FILTER (WHERE relname = 'alert_outbox'), 0),
      coalesce(sum(n_tup_upd) FILTER (WHERE relname = 'alert_outbox'), 0),
      coalesce(sum(n_tup_ins) FILTER (WHERE relname = 'alert_attempts'), 0),
      coalesce(sum(n_tup_ins) FILTER (WHERE relname = 'alert_seen'), 0)
    FROM pg_stat_user_tables"
}
redis_calls() {
  rcli INFO commandstats | tr -d '\r' | sed -n 's/^cmdstat_\([^:]*\):calls=\([0-9]*\),.*/\1 \2/p' \
    | grep -v '^info ' | awk '{s += $2} END {print s + 0}'
}
delivered() { apg -c "SELECT count(*) FROM alert_outbox WHERE delivered_at IS NOT NULL"; }
backlog() { # pending events, and the oldest one's age in seconds
  apg -F' ' -c "SELECT count(*), coalesce(round(extract(epoch FROM clock_timestamp() - min(created_at))::numeric, 2), 0)
    FROM alert_outbox WHERE delivered_at IS NULL AND failed_at IS NULL"
}
control() { curl -fs -X POST "http://127.0.0.1:$UP_PORT/control?active=$1&k=$2" >/dev/null; }

# step LABEL MxK SECONDS REPORT(0|1)
ROWS=()
RESULTS=()
step() {
  local label=$1 m=${2%x*} k=${2#*x} secs=$3 report=$4
  local t0 t1 j0 j1 p0 p1 d0 d1 r0 r1 n pend age maxage=0 maxpend=0 s
  local -a db0 db1 tb0 tb1
  local ld
  ld=$(load)
  t0=$(apg -c "SELECT clock_timestamp()")
  j0=$(jvm_ticks); p0=$(pg_ticks); d0=$(delivered); r0=$(redis_calls)
  read -r -a db0 <<<"$(db_stats)"; read -r -a tb0 <<<"$(table_stats)"
  control "$m" "$k"
  s=$SECONDS
  while ((SECONDS - s < secs)); do
    sleep 2
    read -r pend age <<<"$(backlog)"
    maxpend=$((pend > maxpend ? pend : maxpend))
    maxage=$(awk -v a="$age" -v b="$maxage" 'BEGIN {print (a > b ? a : b)}')
  done
  control 0 0
  t1=$(apg -c "SELECT clock_timestamp()")
  # the poll in hand may still commit: drain until nothing is pending 3 s after the last new event
  for _ in $(seq 1 240); do
    sleep 0.5
    read -r pend age <<<"$(backlog)"
    [[ $pend == 0 && $(apg -c "SELECT coalesce(max(created_at) < clock_timestamp() - interval '3 s', true) FROM alert_outbox") == t ]] && break
  done
  j1=$(jvm_ticks); p1=$(pg_ticks); d1=$(delivered); r1=$(redis_calls)
  read -r -a db1 <<<"$(db_stats)"; read -r -a tb1 <<<"$(table_stats)"
  n=$((d1 - d0))
  ((report)) || { say "warm-up $2: $n deliveries, pending at most $maxpend, oldest $maxage s (load $ld)"; return; }
  ((n > 0)) || { say "step $2: nothing delivered"; return; }
  sleep 0.5 # the receiver's log is flushed
  apg -c "TRUNCATE bench_rx, bench_commits" -c "\\copy bench_rx FROM '$RUN/received.tsv'" \
    -c "\\copy bench_commits FROM '$RUN/commits.tsv'"
  # the k-th file that added rows committed at the k-th NOTIFY (one writer, one transaction at a time)
  read -r nfiles nnotes <<<"$(apg -F' ' -c "SELECT (SELECT count(*) FROM ingest_files WHERE source = 'fred' AND status = 'loaded'
    AND inserted > 0), (SELECT count(*) FROM bench_commits WHERE payload = 'fed-liquidity')")"
  [[ $nfiles == "$nnotes" ]] || say "  warning: $nfiles files added rows but $nnotes commits were heard"
  # latency: events stamped from t0 until the drain ended, each from its file's commit
  local lat
  lat=$(apg -F' ' -c "
    WITH files AS (
      SELECT id, at, row_number() OVER (ORDER BY id) AS k FROM ingest_files
      WHERE source = 'fred' AND status = 'loaded' AND inserted > 0
    ), heard AS (
      SELECT at_ms, row_number() OVER (ORDER BY at_ms) AS k FROM bench_commits WHERE payload = 'fed-liquidity'
    ), ev AS (
      SELECT o.webhook_id, o.created_at, f.id AS file_id
      FROM alert_outbox o
      JOIN LATERAL (SELECT id, at FROM ingest_files WHERE at <= o.created_at ORDER BY at DESC LIMIT 1) f ON true
      WHERE o.created_at >= '$t0' AND NOT o.replay
    ), commits AS (
      SELECT ev.file_id, min(f.at) AS began, to_timestamp(min(h.at_ms) / 1000) AS committed, count(*) AS events
      FROM ev JOIN files f ON f.id = ev.file_id JOIN heard h USING (k) GROUP BY ev.file_id
    ), arrival AS (
      SELECT webhook_id, min(arrival_ms) AS ms, count(*) AS tries FROM bench_rx GROUP BY webhook_id
    ), d AS (
      SELECT a.ms - 1000 * extract(epoch FROM c.committed) AS from_commit,
             a.ms - 1000 * extract(epoch FROM ev.created_at) AS from_stamp, a.tries
      FROM ev JOIN commits c USING (file_id) JOIN arrival a USING (webhook_id)
    )
    SELECT (SELECT count(*) FROM ev), (SELECT count(*) FROM d), (SELECT count(*) FROM commits),
      round(percentile_cont(0.5) WITHIN GROUP (ORDER BY from_commit)::numeric, 1),
      round(percentile_cont(0.99) WITHIN GROUP (ORDER BY from_commit)::numeric, 1),
      round(max(from_commit)::numeric, 1),
      round(percentile_cont(0.5) WITHIN GROUP (ORDER BY from_stamp)::numeric, 1),
      round(percentile_cont(0.99) WITHIN GROUP (ORDER BY from_stamp)::numeric, 1),
      (SELECT round(percentile_cont(0.5) WITHIN GROUP (ORDER BY 1000 * extract(epoch FROM committed - began))::numeric, 0)
       FROM commits),
      (SELECT round(max(1000 * extract(epoch FROM committed - began))::numeric, 0) FROM commits),
      (SELECT round(avg(events)::numeric, 0) FROM commits),
      coalesce(sum(tries - 1), 0)
    FROM d")
  local events got commits p50 p99 pmax s50 s99 tx50 txmax per dup
  read -r events got commits p50 p99 pmax s50 s99 tx50 txmax per dup <<<"$lat"
  local rate cpu pgcpu
  rate=$(awk -v e="$events" -v s="$secs" 'BEGIN {printf "%.0f", e / s}')
  cpu=$(awk -v t="$((j1 - j0))" -v hz="$HZ" -v n="$n" 'BEGIN {printf "%.0f", t / hz * 1e6 / n}')
  pgcpu=$(awk -v t="$((p1 - p0))" -v hz="$HZ" -v n="$n" 'BEGIN {printf "%.0f", t / hz * 1e6 / n}')
  per() { awk -v a="$1" -v b="$2" -v n="$n" 'BEGIN {printf "%.2f", (b - a) / n}'; }
  local held=yes
  awk -v a="$maxage" 'BEGIN {exit !(a >= 2)}' && held=no
  say "step $2 ($events events in ${secs}s = $rate/s, $commits commits of ~$per events; load $ld): commit->first attempt p50 ${p50} ms p99 ${p99} ms max ${pmax} ms (from the event's stamp p50 $s50 p99 $s99); writer transaction p50 ${tx50} ms max ${txmax} ms; pending at most $maxpend, oldest ${maxage} s; held $held"
  ROWS+=("| $2 | $rate | $commits | $per | $p50 | $p99 | $pmax | $s99 | $tx50 / $txmax | $maxpend / $maxage | $held | $cpu | $pgcpu | $(per "${db0[0]}" "${db1[0]}") | $(per "${db0[1]}" "${db1[1]}") | $(per "${db0[2]}" "${db1[2]}") | $(per "${db0[4]}" "${db1[4]}") | $(per "${db0[6]}" "${db1[6]}") | $(per "${tb0[0]}" "${tb1[0]}") / $(per "${tb0[2]}" "${tb1[2]}") / $(per "${tb0[3]}" "${tb1[3]}") | $(per "$r0" "$r1") | $ld |")
  RESULTS+=("RESULT step=$2 events=$events delivered=$n events_per_s=$rate commits=$commits p50_ms=$p50 p99_ms=$p99 max_ms=$pmax stamp_p99_ms=$s99 tx_p50_ms=$tx50 tx_max_ms=$txmax max_pending=$maxpend max_oldest_s=$maxage held=$held cpu_us_per_delivery=$cpu pg_backend_cpu_us_per_delivery=$pgcpu xact_per_delivery=$(per "${db0[0]}" "${db1[0]}") tup_ins_per_delivery=$(per "${db0[1]}" "${db1[1]}") tup_upd_per_delivery=$(per "${db0[2]}" "${db1[2]}") redis_cmds_per_delivery=$(per "$r0" "$r1") retries=$dup load=\"$ld\"")
}

apg -c "CREATE UNLOGGED TABLE bench_rx (arrival_ms double precision, webhook_id text, path text)" \
  -c "CREATE UNLOGGED TABLE bench_commits (at_ms double precision, payload text)"
# the latency query finds each event's file by its start time
apg -c "CREATE INDEX ingest_files_at_bench ON ingest_files (at)"
say "machine: $(nproc) CPUs ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//')), $(java -version 2>&1 | head -1); shared with other builds: $(wait_quiet)"
say "warm-up $WARMUP for 20 s"
step warmup "$WARMUP" 20 0
for s in $STEPS; do
  step "$s" "$s" "$DUR" 1
done
rx=$(curl -fs "http://127.0.0.1:$RX_PORT/stats")
say "receiver: $rx"
say "outbox: $(apg -F' ' -c "SELECT count(*) || ' events, ' || count(*) FILTER (WHERE delivered_at IS NOT NULL) || ' delivered, '
  || count(*) FILTER (WHERE attempts > 1) || ' retried, ' || count(*) FILTER (WHERE failed_at IS NOT NULL) || ' failed' FROM alert_outbox")"
{
  echo
  echo "| step (series x rows) | events/s | commits | events/commit | p50 ms | p99 ms | max ms | p99 from stamp ms | writer tx p50/max ms | max pending / oldest s | held | server CPU us/delivery | PG backends CPU us/delivery | PG commits/delivery | tuples inserted/delivery | updated/delivery | returned/delivery | blocks touched/delivery | outbox / attempts / seen rows per delivery | Redis cmds/delivery | load avg at start |"
  echo "|---|---:|---:|---:|---:|---:|---:|---:|---|---|---|---:|---:|---:|---:|---:|---:|---:|---|---:|---|"
  printf '%s\n' "${ROWS[@]}"
} | tee "$OUT/alerts-table.md"
printf '%s\n' "${RESULTS[@]}"
echo "RESULT receiver=$rx"
