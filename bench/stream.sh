#!/usr/bin/env bash
# Live stream benchmark (issue 31): a `serve` process on a fresh database, then
# dev.openmarkets.bench.StreamBench (under src/test/java) as the clients and the writer:
# memory per idle stream (heap after GC, before and after opening them), delivery latency from
# commit to receipt with S subscribers while R events a second are committed, server CPU and
# heap, and POLLERS clients polling liquidations/recent every POLL_MS at the same event rate
# (requests, latency and server CPU per delivered event). Figures go to bench/RESULTS.md by hand.
#
# usage: bench/stream.sh [SUBSCRIBERS [EVENTS_PER_SECOND [SECONDS]]]   (defaults 5000 1000 30)
# env:   PG (postgresql://postgres@127.0.0.1:5432), BUILD_DIR (target), SERVER_OPTS ("-Xms1g -Xmx1g"),
#        POLLERS (1000; 0 skips polling), POLL_MS (500: recent answers at most 500 rows, so at 1000
#        events a second a slower poller cannot see them all), HTTP_INSTANCES (server loops, 2),
#        COMMITS (writer transactions a second, 4: the liquidation writer's 250 ms linger), NETWORK (auto),
#        SERVER_CPUS / CLIENT_CPUS (taskset core lists, e.g. 0-3 and 4-7: on a host with cores to spare,
#        keeps the 5,000 clients off the server's cores so that latency is the server's, not the host's)
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(dirname "$HERE")
BUILD_DIR=${BUILD_DIR:-$ROOT/target}
PG=${PG:-postgresql://postgres@127.0.0.1:5432}
SERVER_OPTS=${SERVER_OPTS:--Xms1g -Xmx1g}
SUBS=${1:-5000}
RATE=${2:-1000}
SECONDS_RUN=${3:-30}
POLLERS=${POLLERS:-1000}
POLL_MS=${POLL_MS:-500}
HTTP_INSTANCES=${HTTP_INSTANCES:-2}
COMMITS=${COMMITS:-4}
SERVER_PIN=(); CLIENT_PIN=()
[ -n "${SERVER_CPUS:-}" ] && SERVER_PIN=(taskset -c "$SERVER_CPUS")
[ -n "${CLIENT_CPUS:-}" ] && CLIENT_PIN=(taskset -c "$CLIENT_CPUS")
DB=stream_bench_$$
PORT=${PORT:-18931}
cd "$ROOT"
mvn -q -B -Dbuild.dir="$BUILD_DIR" test-compile org.apache.maven.plugins:maven-dependency-plugin:3.8.1:build-classpath \
  -Dmdep.outputFile="$BUILD_DIR/bench-classpath.txt" -Dmdep.includeScope=test
CP="$BUILD_DIR/test-classes:$BUILD_DIR/classes:$(cat "$BUILD_DIR/bench-classpath.txt")"
psql "$PG/postgres" -qc "CREATE DATABASE $DB"
CONF=$(mktemp --suffix=.json)
cat > "$CONF" <<JSON
{"pollers": false, "accessLog": false, "httpInstances": $HTTP_INSTANCES, "network": "${NETWORK:-auto}",
 "rateLimit": {"keylessPerMinute": 100000000, "maxBuckets": 1000},
 "streams": {"maxPerIp": 1000000, "bufferEvents": 10000}}
JSON
LOG="$BUILD_DIR/stream-bench-server.log"
# shellcheck disable=SC2086
"${SERVER_PIN[@]}" java $SERVER_OPTS -cp "$CP" dev.openmarkets.Main serve --port "$PORT" --db-url "$PG/$DB" --conf "$CONF" \
  --data-dir "$BUILD_DIR/stream-bench" >"$LOG" 2>&1 &
SERVER=$!
cleanup() {
  kill "$SERVER" 2>/dev/null || true
  wait "$SERVER" 2>/dev/null || true
  psql "$PG/postgres" -qc "DROP DATABASE IF EXISTS $DB" || true
  rm -f "$CONF"
}
trap cleanup EXIT
for _ in $(seq 1 120); do
  curl -fs "http://127.0.0.1:$PORT/ready" >/dev/null && break
  sleep 0.5
done
ulimit -n 65536 2>/dev/null || true
"${CLIENT_PIN[@]}" java -Xmx1g -Djava.util.logging.config.file="$ROOT/src/test/resources/logging.properties" -cp "$CP" \
  dev.openmarkets.bench.StreamBench "http://127.0.0.1:$PORT" "$SERVER" "$PG/$DB" "$SUBS" "$RATE" "$SECONDS_RUN" "$POLLERS" "$POLL_MS" "$COMMITS"
