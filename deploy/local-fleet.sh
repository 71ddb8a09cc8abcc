#!/usr/bin/env bash
# The docker-compose topology without Docker: nginx in front of two API nodes, on one PostgreSQL
# and one Redis, as plain processes on loopback.
#
#   deploy/local-fleet.sh up       start everything, wait until nginx answers /ready, print the ports
#   deploy/local-fleet.sh down     stop everything it started and drop its database
#   deploy/local-fleet.sh status   show the processes and ports
#
# Pieces:
#   nginx         Debian's nginx (apt-get install -y nginx) run in the foreground with its own prefix
#                 and configuration (deploy/nginx.conf) under the state directory; it connects to the
#                 nodes from 127.0.0.2, the one address the nodes trust as a proxy, so clients on
#                 127.0.0.1 are rate limited by their own address like any outside client
#   two nodes     java -jar target/openmarkets.jar on two free ports, sharing one fresh database
#   PostgreSQL    the machine's server (FLEET_PG, default postgresql://postgres@127.0.0.1:5432), on
#                 which a fresh database openmarkets_fleet_<random> is created and later dropped
#   Redis         a private redis-server on a free port, no persistence
#
# Environment: FLEET_DIR (state directory, default ${TMPDIR:-/tmp}/openmarkets-fleet), FLEET_JAR,
# FLEET_PG, FLEET_PORT (nginx port, default a free one), FLEET_POLLERS (default false: a test
# machine has no upstreams to reach), FLEET_JAVA_OPTS (default -Xmx512m), FLEET_EXTRA_CONF (JSON
# merged into the nodes' configuration file).
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
DIR="${FLEET_DIR:-${TMPDIR:-/tmp}/openmarkets-fleet}"
JAR="${FLEET_JAR:-$ROOT/target/openmarkets.jar}"
PG="${FLEET_PG:-postgresql://postgres@127.0.0.1:5432}"
POLLERS="${FLEET_POLLERS:-false}"
JAVA_OPTS="${FLEET_JAVA_OPTS:--Xmx512m}"
PROXY_ADDR=127.0.0.2

say() { printf 'local-fleet: %s\n' "$*" >&2; }
die() { say "$*"; exit 1; }

# a port nothing listens on (bash's /dev/tcp, no extra tools)
free_port() {
  local p
  for _ in $(seq 1 200); do
    p=$(( 20000 + RANDOM % 30000 ))
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null; then
      echo "$p"
      return
    fi
  done
  die "no free port found"
}

wait_http() { # url seconds
  local deadline=$(( $(date +%s) + $2 ))
  while [ "$(date +%s)" -lt "$deadline" ]; do
    curl -fsS -o /dev/null --max-time 2 "$1" 2>/dev/null && return 0
    sleep 0.5
  done
  return 1
}

alive() { [ -f "$DIR/$1.pid" ] && kill -0 "$(cat "$DIR/$1.pid")" 2>/dev/null; }

psql_admin() { psql -X -q -v ON_ERROR_STOP=1 "$PG/postgres" "$@"; }

up() {
  command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || die "nginx is missing (apt-get install -y nginx)"
  command -v redis-server >/dev/null || die "redis-server is missing (apt-get install -y redis-server)"
  command -v psql >/dev/null || die "psql is missing (apt-get install -y postgresql-client)"
  [ -f "$JAR" ] || die "no jar at $JAR (mvn -DskipTests package)"
  if [ -f "$DIR/ports.env" ]; then
    die "a fleet is already up in $DIR (deploy/local-fleet.sh down first)"
  fi
  mkdir -p "$DIR"/{node1,node2,nginx/tmp,redis}
  # a start that fails half-way stops what it started
  started=0
  trap '[ "$started" = 1 ] || { say "start failed; stopping what was started"; down; }' EXIT
  local nginx_port="${FLEET_PORT:-$(free_port)}" n1 n2 redis db
  n1=$(free_port); n2=$(free_port)
  while [ "$n2" = "$n1" ]; do n2=$(free_port); done
  redis=$(free_port)
  db="openmarkets_fleet_$(date +%s)_$RANDOM"

  say "database $db on $PG"
  psql_admin -c "CREATE DATABASE $db" || die "cannot create a database on $PG"
  cat > "$DIR/ports.env" <<EOF
NGINX_PORT=$nginx_port
NODE1_PORT=$n1
NODE2_PORT=$n2
REDIS_PORT=$redis
DB_NAME=$db
DB_URL=$PG/$db
EOF

  say "redis-server on 127.0.0.1:$redis"
  redis-server --bind 127.0.0.1 --port "$redis" --save '' --appendonly no --dir "$DIR/redis" \
    --daemonize no > "$DIR/redis.log" 2>&1 &
  echo $! > "$DIR/redis.pid"

  # the nodes' configuration: the same keys as conf/openmarkets.json in the compose deployment
  cat > "$DIR/openmarkets.json" <<EOF
{
  "host": "127.0.0.1",
  "redisUrl": "redis://127.0.0.1:$redis",
  "pollers": $POLLERS,
  "publicBaseUrl": "http://127.0.0.1:$nginx_port",
  "rateLimit": { "trustedProxies": ["$PROXY_ADDR"] }
}
EOF
  if [ -n "${FLEET_EXTRA_CONF:-}" ]; then
    python3 - "$DIR/openmarkets.json" "$FLEET_EXTRA_CONF" <<'PY'
import json, sys
path, extra = sys.argv[1], json.loads(sys.argv[2])
conf = json.load(open(path))
def merge(a, b):
    for k, v in b.items():
        a[k] = merge(a.get(k, {}), v) if isinstance(v, dict) and isinstance(a.get(k), dict) else v
    return a
json.dump(merge(conf, extra), open(path, "w"), indent=2)
PY
  fi

  for i in 1 2; do
    local port_var="n$i"
    say "node$i on 127.0.0.1:${!port_var}"
    # shellcheck disable=SC2086
    java $JAVA_OPTS -jar "$JAR" serve --conf "$DIR/openmarkets.json" --port "${!port_var}" \
      --data-dir "$DIR/node$i" --db-url "$PG/$db" > "$DIR/node$i.log" 2>&1 &
    echo $! > "$DIR/node$i.pid"
  done

  sed -e "s|\${API1}|127.0.0.1:$n1|" -e "s|\${API2}|127.0.0.1:$n2|" -e "s|\${LISTEN}|127.0.0.1:$nginx_port|" \
    -e "s|^\([[:space:]]*\)proxy_pass \(.*\)$|&\n\1proxy_bind $PROXY_ADDR;|" \
    "$ROOT/deploy/nginx.conf" > "$DIR/nginx/openmarkets.conf"
  cat > "$DIR/nginx/nginx.conf" <<EOF
daemon off;
worker_processes 1;
pid $DIR/nginx/nginx.pid;
error_log $DIR/nginx/error.log warn;
events { worker_connections 512; }
http {
  access_log $DIR/nginx/access.log;
  client_body_temp_path $DIR/nginx/tmp/body;
  proxy_temp_path $DIR/nginx/tmp/proxy;
  fastcgi_temp_path $DIR/nginx/tmp/fastcgi;
  uwsgi_temp_path $DIR/nginx/tmp/uwsgi;
  scgi_temp_path $DIR/nginx/tmp/scgi;
  include $DIR/nginx/openmarkets.conf;
}
EOF
  # workers drop to "nobody" when started as root
  chmod -R a+rwX "$DIR/nginx/tmp"
  local nginx_bin
  nginx_bin=$(command -v nginx || echo /usr/sbin/nginx)
  "$nginx_bin" -t -q -p "$DIR/nginx" -c "$DIR/nginx/nginx.conf" -e "$DIR/nginx/error.log" \
    || die "nginx refused its configuration ($DIR/nginx/error.log)"
  say "nginx on 127.0.0.1:$nginx_port"
  "$nginx_bin" -p "$DIR/nginx" -c "$DIR/nginx/nginx.conf" -e "$DIR/nginx/error.log" > "$DIR/nginx.log" 2>&1 &
  echo $! > "$DIR/nginx.pid"

  for i in 1 2; do
    local port_var="n$i"
    if ! wait_http "http://127.0.0.1:${!port_var}/ready" "${FLEET_START_SECONDS:-180}"; then
      tail -40 "$DIR/node$i.log" >&2
      die "node$i did not become ready"
    fi
  done
  wait_http "http://127.0.0.1:$nginx_port/ready" 20 || die "nginx does not reach the nodes ($DIR/nginx/error.log)"
  started=1
  say "up: http://127.0.0.1:$nginx_port (state in $DIR)"
  cat "$DIR/ports.env"
}

stop_pid() { # name
  local f="$DIR/$1.pid" pid
  [ -f "$f" ] || return 0
  pid=$(cat "$f")
  if kill -0 "$pid" 2>/dev/null; then
    kill -TERM "$pid" 2>/dev/null || true
    for _ in $(seq 1 80); do kill -0 "$pid" 2>/dev/null || break; sleep 0.5; done
    kill -0 "$pid" 2>/dev/null && kill -KILL "$pid" 2>/dev/null || true
  fi
  rm -f "$f"
}

down() {
  [ -d "$DIR" ] || { say "nothing in $DIR"; return 0; }
  # nginx first (no new requests), then the nodes (graceful: they finish requests, give leases up)
  stop_pid nginx
  stop_pid node1
  stop_pid node2
  stop_pid redis
  if [ -f "$DIR/ports.env" ]; then
    # shellcheck disable=SC1091
    . "$DIR/ports.env"
    psql_admin -c "DROP DATABASE IF EXISTS $DB_NAME WITH (FORCE)" || say "could not drop $DB_NAME"
    rm -f "$DIR/ports.env"
  fi
  say "down (logs kept in $DIR)"
}

status() {
  [ -f "$DIR/ports.env" ] && cat "$DIR/ports.env"
  for p in nginx node1 node2 redis; do
    if alive "$p"; then echo "$p: running (pid $(cat "$DIR/$p.pid"))"; else echo "$p: stopped"; fi
  done
}

case "${1:-}" in
  up) up ;;
  down) down ;;
  status) status ;;
  *) echo "usage: $0 up|down|status" >&2; exit 2 ;;
esac
