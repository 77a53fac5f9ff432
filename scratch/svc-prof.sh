#!/bin/bash
# profile the service on OpenSearch under 8 connections
set -e
cd /work/main
eval "$(bash scripts/engines.sh env)"; unset MONGODB_URL REDIS_URL
export DATA_DIR=/work/scratch/search-data SEARCH_INDEX=fpd-probe DEMO_PROFILES=0 LOG_LEVEL=warn RATE_LIMIT_PER_MINUTE=1000000 PORT=3977 HOST=127.0.0.1
KEY=$(cat /work/scratch/probe-key 2>/dev/null || true)
rm -rf /work/scratch/prof && mkdir -p /work/scratch/prof
node --cpu-prof --cpu-prof-dir=/work/scratch/prof --import tsx src/main.ts > /dev/null 2>&1 &
PID=$!
for i in $(seq 100); do curl -fs -o /dev/null -H "x-api-key: $KEY" -H 'content-type: application/json' -d '{}' http://127.0.0.1:3977/partners/search && break; sleep 0.2; done
node scratch/load.mjs "$KEY" ${1:-8} ${2:-10}
kill -TERM $PID; wait $PID || true
ls /work/scratch/prof
