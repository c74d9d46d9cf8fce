#!/usr/bin/env bash
# The scale-out recipe, run on one machine (README "Scale-out with nginx"):
#   bash deploy/run.sh [--bench] [--products N] [--port P] [--app-ports "P1 P2"]
# Installs nginx from Debian if missing, makes a throwaway PostgreSQL database, migrates and seeds
# it once, starts two instances of the existing build (build/start.js, as `npm start` does) under
# a small supervisor that restarts one that dies, and nginx in front with deploy/nginx.conf. Stays
# up until Ctrl-C; with --bench, runs tools/bench/deploy-bench.ts and stops. Either way it stops
# nginx and the instances and drops the database on the way out.
#
# Environment: TEST_DATABASE_URL (admin URL, default postgres://postgres@127.0.0.1:5432/postgres),
# BETTER_AUTH_SECRET (random by default), RESTART_DELAY (seconds before a dead instance is
# started again, default 5), BENCH_DURATION (seconds per bench target, default 5).
set -euo pipefail
shopt -u patsub_replacement 2>/dev/null || true # "&" in a value stays "&" in ${x//a/b}

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"

if [ -t 2 ]; then
  log() { printf '\033[1m[deploy]\033[0m %s\n' "$*" >&2; }
else
  log() { printf '[deploy] %s\n' "$*" >&2; }
fi
as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

BENCH=0
PRODUCTS=0
PORT=8080
APP_PORTS="3101 3102"
usage() { echo "Usage: bash deploy/run.sh [--bench] [--products N] [--port P] [--app-ports \"P1 P2\"]"; }
while [ $# -gt 0 ]; do
  case "$1" in
    --bench) BENCH=1 ;;
    --products) PRODUCTS=${2:?--products takes a number}; shift ;;
    --port) PORT=${2:?--port takes a number}; shift ;;
    --app-ports) APP_PORTS=${2:?--app-ports takes a list}; shift ;;
    -h | --help) usage; exit 0 ;;
    *) usage >&2; exit 2 ;;
  esac
  shift
done

for n in $PRODUCTS $PORT $APP_PORTS; do
  [[ $n =~ ^[0-9]+$ ]] || { usage >&2; exit 2; }
done
if [ "$(wc -w <<<"$APP_PORTS")" -lt 2 ]; then
  log "--app-ports takes two ports or more."
  exit 2
fi
ADMIN_URL=${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}
RESTART_DELAY=${RESTART_DELAY:-5}
BENCH_DURATION=${BENCH_DURATION:-5}
BROTLI_SO=/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so
BASE_URL="http://127.0.0.1:$PORT"


# --- What it needs -------------------------------------------------------------------------------
if [ ! -f build/start.js ] || [ ! -f build/server/index.js ]; then
  log "No build: run 'npm run build' first (this script serves the existing build, as npm start does)."
  exit 1
fi
if ! command -v nginx >/dev/null; then
  log "Installing nginx from Debian (and its brotli module, if the archive has it)."
  as_root apt-get update -q
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q nginx
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q libnginx-mod-http-brotli-filter ||
    log "No brotli module: gzip only."
fi
for port in $PORT $APP_PORTS; do
  if (: <"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
    log "Port $port is taken: choose others with --port / --app-ports."
    exit 1
  fi
done

# Runs JavaScript with the app's own pg client; the arguments are in the environment.
pg_admin() { ADMIN_URL=$ADMIN_URL node --input-type=module -e "
  import pg from 'pg';
  const client = new pg.Client({ connectionString: process.env.ADMIN_URL });
  await client.connect();
  try { await client.query(process.env.SQL); } finally { await client.end(); }
"; }

# --- Cleaning up, whatever happens ---------------------------------------------------------------
STATE=$(mktemp -d /tmp/vitrine-deploy.XXXXXX)
DB_NAME=""
SUPERVISORS=()
NGINX_PID=""
cleanup() {
  local code=$?
  trap - EXIT INT TERM
  set +e
  log "Stopping (state in $STATE)."
  touch "$STATE/stopping"
  if [ -n "$NGINX_PID" ]; then
    kill -TERM "$NGINX_PID" 2>/dev/null
    wait "$NGINX_PID" 2>/dev/null
  fi
  # Each instance finishes what it has in hand (SIGTERM: server/shutdown.ts), killed after 15 s;
  # its supervisor sees the stop file and ends. The pid files are read again on every round, in
  # case a supervisor was starting its instance again at that moment.
  local -A signalled=()
  local round alive pid file
  for round in $(seq 250); do
    alive=0
    for file in "$STATE"/app*.pid; do
      [ -f "$file" ] || continue
      pid=$(cat "$file")
      kill -0 "$pid" 2>/dev/null || continue
      alive=1
      if [ "$round" -ge 150 ]; then
        kill -KILL "$pid" 2>/dev/null
      elif [ -z "${signalled[$pid]:-}" ]; then
        kill -TERM "$pid" 2>/dev/null
        signalled[$pid]=1
      fi
    done
    for pid in "${SUPERVISORS[@]}"; do kill -0 "$pid" 2>/dev/null && alive=1; done
    [ $alive -eq 0 ] && break
    sleep 0.1
  done
  for pid in "${SUPERVISORS[@]}"; do wait "$pid" 2>/dev/null; done
  if [ -n "$DB_NAME" ]; then
    SQL="DROP DATABASE IF EXISTS $DB_NAME WITH (FORCE)" pg_admin && log "Dropped $DB_NAME."
  fi
  if [ $code -ne 0 ] && [ $code -ne 130 ] && [ $code -ne 143 ]; then
    log "Failed ($code); logs kept in $STATE/logs."
  else
    rm -rf "$STATE"
  fi
  exit $code
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
mkdir -p "$STATE/logs" "$STATE/temp"
# nginx's workers run as www-data when this runs as root: they need to reach the cache.
chmod 755 "$STATE"

# --- The database, migrated and seeded once ------------------------------------------------------
DB_NAME="vitrine_deploy_$(node -e 'process.stdout.write(require("crypto").randomBytes(4).toString("hex"))')"
SQL="CREATE DATABASE $DB_NAME" pg_admin
DATABASE_URL=$(ADMIN_URL=$ADMIN_URL DB_NAME=$DB_NAME node -e '
  const url = new URL(process.env.ADMIN_URL); url.pathname = "/" + process.env.DB_NAME;
  process.stdout.write(url.href);')
export DATABASE_URL
export BETTER_AUTH_SECRET=${BETTER_AUTH_SECRET:-$(node -e 'process.stdout.write(require("crypto").randomBytes(32).toString("hex"))')}
log "Database $DB_NAME: migrating and seeding (demo catalogue, $PRODUCTS generated products)."
# One process migrates and seeds before any instance starts, so two never race to do it.
node_modules/.bin/tsx scripts/seed.ts --products "$PRODUCTS" >"$STATE/logs/seed.log" 2>&1 ||
  { cat "$STATE/logs/seed.log" >&2; exit 1; }

# --- Two instances, each restarted when it dies (what systemd's Restart=always does) -------------
supervise() {
  local n=$1 port=$2
  while [ ! -e "$STATE/stopping" ]; do
    # Its own session: a Ctrl-C reaches only this script, which stops everything in order.
    PORT=$port HOST=127.0.0.1 TRUST_PROXY=1 BASE_URL=$BASE_URL LOG_LEVEL=warn \
      setsid node --max-old-space-size=192 build/start.js >>"$STATE/logs/app$n.log" 2>&1 &
    echo $! >"$STATE/app$n.pid"
    local code=0
    { wait $! || code=$?; } 2>/dev/null # no "Killed" line from bash: the next one says it
    [ -e "$STATE/stopping" ] && break
    log "Instance $n (port $port) exited ($code): starting it again in ${RESTART_DELAY}s."
    tail -n 5 "$STATE/logs/app$n.log" | sed 's/^/    /' >&2
    for _ in $(seq $((RESTART_DELAY * 10))); do
      [ -e "$STATE/stopping" ] && break
      sleep 0.1
    done
  done
}

status_of() { curl -s -o /dev/null -w '%{http_code}' --max-time 2 "$1" || true; }
wait_ready() {
  local url=$1
  for _ in $(seq 240); do
    [ "$(status_of "$url/healthz")" = 200 ] && break
    sleep 0.5
  done
  [ "$(status_of "$url/healthz")" = 200 ] || { log "$url/healthz never answered 200."; return 1; }
  # Alive is not ready: traffic goes to an instance once /readyz says its database answers and
  # every migration is applied (503 while not, for up to a minute).
  for _ in $(seq 120); do
    [ "$(status_of "$url/readyz")" = 200 ] && return 0
    sleep 0.5
  done
  log "$url/readyz never answered 200."
  return 1
}

UPSTREAM_SERVERS=""
n=0
for port in $APP_PORTS; do
  n=$((n + 1))
  supervise "$n" "$port" &
  SUPERVISORS+=($!)
  UPSTREAM_SERVERS+="    server 127.0.0.1:$port max_fails=1 fail_timeout=5s;"$'\n'
done
for port in $APP_PORTS; do
  wait_ready "http://127.0.0.1:$port"
  log "Instance on port $port is up."
done

# --- nginx, from the template ----------------------------------------------------------------------
MAIN_EXTRA=""
BROTLI="# brotli: libnginx-mod-http-brotli-filter is not installed"
[ "$(id -u)" -eq 0 ] && MAIN_EXTRA+="user www-data;"$'\n'
if [ -f "$BROTLI_SO" ]; then
  MAIN_EXTRA+="load_module $BROTLI_SO;"
  BROTLI="include brotli.conf;"
  cp deploy/brotli.conf "$STATE/"
fi
conf=$(<deploy/nginx.conf)
conf=${conf//@MAIN_EXTRA@/$MAIN_EXTRA}
conf=${conf//@PREFIX@/$STATE}
conf=${conf//@UPSTREAM_SERVERS@/${UPSTREAM_SERVERS%$'\n'}}
conf=${conf//@LISTEN@/127.0.0.1:$PORT}
conf=${conf//@SERVER_NAME@/127.0.0.1 localhost}
conf=${conf//@BROTLI@/$BROTLI}
printf '%s\n' "$conf" >"$STATE/nginx.conf"
cp deploy/vitrine-locations.conf "$STATE/"
nginx -t -q -p "$STATE" -c "$STATE/nginx.conf" -e "$STATE/logs/error.log"
setsid nginx -p "$STATE" -c "$STATE/nginx.conf" -e "$STATE/logs/error.log" -g 'daemon off;' &
NGINX_PID=$!
for _ in $(seq 50); do
  [ "$(status_of "$BASE_URL/readyz")" = 200 ] && break
  sleep 0.2
done
log "The shop: $BASE_URL (nginx) -> $(echo "$APP_PORTS" | sed 's/\([0-9]\+\)/127.0.0.1:\1/g'). Config: $STATE/nginx.conf"

if [ $BENCH -eq 1 ]; then
  set -- $APP_PORTS
  node_modules/.bin/tsx tools/bench/deploy-bench.ts --nginx "$BASE_URL" --direct "http://127.0.0.1:$1" \
    --duration "$BENCH_DURATION" --failover-pid-file "$STATE/app2.pid" \
    --failover-url "http://127.0.0.1:$2" --nginx-log "$STATE/logs/access.log"
  exit 0
fi

log "Up. Ctrl-C stops nginx and the instances and drops the database."
while kill -0 "$NGINX_PID" 2>/dev/null; do sleep 1; done
log "nginx exited."
exit 1
