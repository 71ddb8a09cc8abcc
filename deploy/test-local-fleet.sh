#!/usr/bin/env bash
# Fleet test over real processes (CI runs it after the jar is built): deploy/local-fleet.sh brings
# up nginx + two nodes + Redis on loopback, then through nginx:
#   - 30 keyless requests answer 200 with RateLimit-Remaining 29..0, spread over both nodes,
#     each with a forged X-Forwarded-For that must not buy a bucket of its own;
#   - the 31st answers 429 with Retry-After, and so does a request straight to either node;
#   - 60 concurrent requests of another client: exactly 30 answer 200;
#   - X-Request-Id passes through nginx and comes back; the nodes' access logs carry it;
#   - /metrics through nginx shows the Redis limiter mode and passes promtool (when installed).
# Prints the figures (start time, scrape size and time) and stops everything, pass or fail.
set -euo pipefail
cd "$(dirname "$0")/.."

export FLEET_DIR="${FLEET_DIR:-$(mktemp -d "${TMPDIR:-/tmp}/openmarkets-fleet-test.XXXXXX")}"
PATH_API=/api/markets/short-volume
fail() { echo "FAIL: $*" >&2; exit 1; }
trap 'deploy/local-fleet.sh down || true' EXIT

t0=$(date +%s)
deploy/local-fleet.sh up > "$FLEET_DIR/up.out"
# shellcheck disable=SC1091
. "$FLEET_DIR/ports.env"
echo "fleet up in $(( $(date +%s) - t0 )) s: nginx :$NGINX_PORT, nodes :$NODE1_PORT :$NODE2_PORT, redis :$REDIS_PORT"
BASE="http://127.0.0.1:$NGINX_PORT"

header() { # name file
  grep -i "^$1:" "$2" | head -1 | cut -d: -f2- | tr -d ' \r'
}

for i in $(seq 1 30); do
  code=$(curl -sS -o /dev/null -D "$FLEET_DIR/h.$i" -w '%{http_code}' \
    -H "X-Forwarded-For: 203.0.113.$i" -H "X-Request-Id: fleet-test-$i" "$BASE$PATH_API")
  [ "$code" = 200 ] || fail "request $i answered $code"
  remaining=$(header ratelimit-remaining "$FLEET_DIR/h.$i")
  [ "$remaining" = $(( 30 - i )) ] || fail "request $i: RateLimit-Remaining $remaining, expected $(( 30 - i ))"
  [ "$(header x-request-id "$FLEET_DIR/h.$i")" = "fleet-test-$i" ] || fail "request $i: X-Request-Id not echoed"
done
echo "30 keyless requests through nginx: 200, RateLimit-Remaining 29..0"

code=$(curl -sS -o "$FLEET_DIR/b.31" -D "$FLEET_DIR/h.31" -w '%{http_code}' \
  -H "X-Forwarded-For: 198.51.100.7" "$BASE$PATH_API")
[ "$code" = 429 ] || fail "request 31 answered $code, expected 429"
retry=$(header retry-after "$FLEET_DIR/h.31")
[ -n "$retry" ] && [ "$retry" -ge 1 ] && [ "$retry" -le 60 ] || fail "request 31: Retry-After '$retry'"
grep -q '"error":"rate_limited"' "$FLEET_DIR/b.31" || fail "request 31: body $(cat "$FLEET_DIR/b.31")"
echo "31st request through nginx: 429, Retry-After $retry"

for port in "$NODE1_PORT" "$NODE2_PORT"; do
  code=$(curl -sS -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port$PATH_API")
  [ "$code" = 429 ] || fail "straight to node :$port answered $code, expected 429 (the limit lives in Redis)"
done
echo "straight to either node: 429 too"

# both nodes served some of the 30 (nginx round robin); each node logged its own requests
n1=$(grep -c '"GET /api/markets/short-volume" 200' "$FLEET_DIR/node1.log" || true)
n2=$(grep -c '"GET /api/markets/short-volume" 200' "$FLEET_DIR/node2.log" || true)
[ "$n1" -ge 1 ] && [ "$n2" -ge 1 ] || fail "both nodes should serve: node1 $n1, node2 $n2 requests"
[ $(( n1 + n2 )) = 30 ] || fail "access logs hold $(( n1 + n2 )) answered requests, expected 30"
grep -q 'fleet-test-1 127.0.0.1 "GET /api/markets/short-volume" 200' "$FLEET_DIR"/node?.log \
  || fail "no access-log line for fleet-test-1 with the client's address"
echo "served by node1: $n1, node2: $n2 (access logs)"

# another client (connecting from 127.0.0.3) sends 60 requests 16 at a time: exactly 30 are
# admitted, however nginx spreads them over the nodes and each node groups its Redis calls
codes=$(seq 1 60 | xargs -P 16 -I{} curl -sS -o /dev/null -w '%{http_code}\n' --interface 127.0.0.3 "$BASE$PATH_API")
ok=$(grep -c '^200$' <<<"$codes" || true)
refused=$(grep -c '^429$' <<<"$codes" || true)
[ "$ok" = 30 ] && [ "$refused" = 30 ] || fail "concurrent burst of 60: $ok answered 200 and $refused 429, expected 30 and 30"
echo "concurrent burst of 60 from another client: 30 answered 200, 30 answered 429"

scrape_time=$(curl -sS -o "$FLEET_DIR/metrics.txt" -w '%{time_total}' "$BASE/metrics")
grep -q '^openmarkets_rate_limiter_mode{mode="redis"} 1' "$FLEET_DIR/metrics.txt" || fail "limiter mode is not redis"
grep -q 'route="/api/markets/short-volume"' "$FLEET_DIR/metrics.txt" || fail "no route-labelled HTTP metrics"
warm=""
for _ in 1 2 3 4 5; do warm="$warm $(curl -sS -o /dev/null -w '%{time_total}' "$BASE/metrics")"; done
echo "metrics scrape: $(wc -c < "$FLEET_DIR/metrics.txt") bytes, $(grep -vc '^#' "$FLEET_DIR/metrics.txt") samples," \
  "first ${scrape_time}s, then$warm s"
if command -v promtool >/dev/null; then
  promtool check metrics < "$FLEET_DIR/metrics.txt" || fail "promtool check metrics"
  echo "promtool check metrics: ok"
else
  echo "promtool not installed: lint skipped"
fi
rss1=$(ps -o rss= -p "$(cat "$FLEET_DIR/node1.pid")" | tr -d ' ')
rss2=$(ps -o rss= -p "$(cat "$FLEET_DIR/node2.pid")" | tr -d ' ')
echo "node resident memory: node1 $(( rss1 / 1024 )) MiB, node2 $(( rss2 / 1024 )) MiB (FLEET_JAVA_OPTS ${FLEET_JAVA_OPTS:--Xmx512m})"
echo "PASS: local fleet (nginx + 2 nodes + Redis + PostgreSQL)"
