/**
 * bench/scaling: what a second API process and a second indexer worker bring, side by side in one run.
 *
 *   REDIS_URL=... OPENSEARCH_URL=... npm run bench:scaling -- [profiles=20000] [seconds=10] [connections=16]
 *   (eval "$(bash scripts/engines.sh env)" sets both for the engines of scripts/engines.sh)
 *
 * Every process shares one store, one Redis and one OpenSearch, as in production. The store is the embedded SQLite
 * file (WAL: several processes read it at once): our MongoDB here, FerretDB 1.x, scans its table for every query but
 * an `_id` lookup, so it would be measured instead of the service (docs/performance.md). Redis carries the rate
 * limits (one budget for every API process) and the indexer's queues.
 *
 * 1. API processes. Two servers run throughout. The same load, `connections` in all from two autocannon instances of
 *    half each, goes first to one server, then half to each: sync pages (GET /freelances, 100 profiles a page, pages
 *    1 to 20) and the search mix of bench/search (on OpenSearch). Each workload first warms both servers up (a run
 *    not counted), then runs 1, 2, 2, 1 servers; each figure is the mean of its two runs, so that drift on a shared
 *    machine weighs on both alike.
 * 2. Indexer workers. All N profiles are enqueued at once as profile jobs (500 ids a job, as imports enqueue them)
 *    and drained by one worker process, then by two (INDEXER_CONCURRENCY jobs at once each), in the order 1, 2, 2, 1,
 *    each run into an index of its own: documents per second from the enqueue to the last job done; the index is
 *    then counted equal to N.
 * The load generator and the bench run on the same cores as the servers, workers and engines.
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSearchClient } from '../../src/adapters/search-cluster/opensearch-client';
import { loadConfig } from '../../src/config/config';
import { composeService, createContainer } from '../../src/container';
import { demoProfiles } from '../../src/demo/demo-profiles';
import { MIX } from '../search/query-mix';
import { startApiServer } from '../support/api-server';

const N = Number(process.argv[2] ?? 20_000);
const SECONDS = Number(process.argv[3] ?? 10);
const CONNECTIONS = Number(process.argv[4] ?? 16);
const PORTS = [3971, 3972];
const ORDER = [1, 2, 2, 1];

const fmt = (n: number, d = 0) => n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

type Request = { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string };
interface Run {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** `CONNECTIONS` in all, half from each of two autocannon instances: both to the first server, or one to each. */
async function load(servers: number, requests: Request[]): Promise<Run> {
  const halves = await Promise.all(
    [0, 1].map((i) =>
      autocannon({
        url: `http://127.0.0.1:${PORTS[i % servers]}`,
        connections: CONNECTIONS / 2,
        duration: SECONDS,
        requests,
      }),
    ),
  );
  const total = halves.reduce((n, r) => n + r.requests.total, 0);
  return {
    rps: halves.reduce((n, r) => n + r.requests.average, 0),
    p50: halves.reduce((n, r) => n + r.latency.p50 * r.requests.total, 0) / Math.max(1, total), // weighted by requests
    p99: Math.max(...halves.map((r) => r.latency.p99)), // the worse half's
    errors: halves.reduce((n, r) => n + r.errors + r.non2xx, 0),
  };
}

function startWorker(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--max-old-space-size=192', '--import', 'tsx', join('indexer', 'main.ts')], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (d: Buffer) => {
      output += d.toString();
      if (output.includes('indexer started')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`the worker exited (${code}) before it started`)));
  });
}

const stop = (children: ChildProcess[]) =>
  Promise.all(
    children.map((c) =>
      c.exitCode !== null || c.signalCode !== null
        ? undefined
        : new Promise((r) => (c.once('exit', r), c.kill('SIGTERM'))),
    ),
  );

async function main() {
  for (const v of ['REDIS_URL', 'OPENSEARCH_URL'])
    if (!process.env[v]) throw new Error(`${v} is not set (eval "$(bash scripts/engines.sh env)")`);
  const tag = `fpd-bench-scaling-${Date.now().toString(36)}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'fpd-bench-scaling-'));
  const base: Record<string, string> = {
    ...(process.env as Record<string, string>),
    DATA_DIR: dataDir,
    DEMO_PROFILES: '0',
    SANDBOX_PROFILES: '0',
    RATE_LIMIT_PER_MINUTE: '1000000',
    LOG_LEVEL: 'warn',
    REDIS_KEY_PREFIX: `${tag}:`,
    QUEUE_PREFIX: tag,
    SEARCH_INDEX: tag,
  };
  delete base.MONGODB_URL;
  delete base.ELASTICSEARCH_URL;
  const aliases: string[] = [tag];
  const children: ChildProcess[] = [];
  const stopAll = () => {
    for (const c of children) c.kill('SIGKILL');
  };
  process.once('SIGTERM', () => (stopAll(), process.exit(1))); // a timeout's kill leaves no server or worker behind

  // Seeding goes straight to the store (no cluster, no queue: nothing enqueued).
  const seeder = await createContainer(loadConfig({ ...base, OPENSEARCH_URL: '', REDIS_URL: '' }));
  let t0 = performance.now();
  const ids: string[] = [];
  for (let i = 0; i < N; i += 10_000) {
    const batch = demoProfiles(Math.min(10_000, N - i), {
      seed: 4000 + i,
      idPrefix: `s${String(i / 10_000).padStart(3, '0')}-`,
    });
    await seeder.imports.importProfiles(batch);
    ids.push(...batch.map((p) => p.meta.id));
  }
  const client = (await seeder.keys.create({ type: 'client', name: 'bench' })).key;
  const partner = (await seeder.keys.create({ type: 'partner', name: `bench ${Date.now().toString(36)}` })).key;
  await seeder.close();
  console.log(`seeded ${fmt(N)} profiles (SQLite) in ${fmt((performance.now() - t0) / 1000, 1)} s`);

  const { services: c, internals } = await composeService(loadConfig(base));
  const apiRows: { workload: string; servers: number; run: Run }[] = [];
  const workerRows: { workers: number; rate: number; ms: number }[] = [];
  try {
    t0 = performance.now();
    const built = await c.searchIndex.rebuildHere();
    console.log(
      `indexed ${fmt(built.indexed)} profiles into OpenSearch in ${fmt((performance.now() - t0) / 1000, 1)} s`,
    );

    // 1. API processes.
    const servers: ChildProcess[] = [];
    for (const port of PORTS)
      servers.push(
        await startApiServer(base, port, {
          path: '/freelances?modifiedTime=0&page=1&limit=1',
          init: { headers: { 'x-api-key': client } },
        }),
      );
    children.push(...servers);
    const workloads: [string, Request[]][] = [
      [
        'sync (GET /freelances, 100 a page)',
        Array.from({ length: 20 }, (_, i) => ({
          method: 'GET',
          path: `/freelances?modifiedTime=0&page=${i + 1}&limit=100`,
          headers: { 'x-api-key': client },
        })),
      ],
      [
        'search (the mix, OpenSearch)',
        MIX.map((b) => ({
          method: 'POST',
          path: '/partners/search',
          headers: { 'x-api-key': partner, 'content-type': 'application/json' },
          body: JSON.stringify(b),
        })),
      ],
    ];
    for (const [workload, requests] of workloads) {
      await load(2, requests); // warm-up of both servers and the engine, not counted
      for (const n of ORDER) {
        apiRows.push({ workload, servers: n, run: await load(n, requests) });
        console.log(`  ${workload}, ${n} API process(es): ${fmt(apiRows.at(-1)!.run.rps)} req/s`);
      }
    }
    await stop(servers);

    // 2. Indexer workers.
    for (const [i, n] of ORDER.entries()) {
      const env = { ...base, QUEUE_PREFIX: `${tag}-w${i}`, SEARCH_INDEX: `${tag}-w${i}`, LOG_LEVEL: 'info' };
      aliases.push(env.SEARCH_INDEX);
      const run = await composeService(loadConfig({ ...env, LOG_LEVEL: 'warn' }));
      const queue = run.internals.indexerQueue!;
      await queue.state.saveCheckpoint({ modifiedAt: Date.now(), internalId: '' }); // the sweep has nothing to do: the jobs carry the changes
      const workers: ChildProcess[] = [];
      try {
        for (let w = 0; w < n; w++) workers.push(await startWorker(env));
        children.push(...workers);
        t0 = performance.now();
        await queue.profilesChanged(ids);
        const jobs = Math.ceil(N / 500);
        for (;;) {
          const counts = (await queue.counts())['search-index']!;
          if (counts.failed > 0)
            throw new Error(
              `${counts.failed} indexing job(s) failed: fpd indexer failed, with QUEUE_PREFIX=${env.QUEUE_PREFIX}`,
            );
          if (counts.completed >= jobs) break;
          await sleep(50);
        }
        const ms = performance.now() - t0;
        const os = openSearchClient(base.OPENSEARCH_URL!);
        await os.refresh(env.SEARCH_INDEX);
        const indexed = (await os.search(env.SEARCH_INDEX, { size: 0, track_total_hits: true })).total;
        await os.close();
        if (indexed !== N) throw new Error(`the index holds ${indexed} documents, not ${N}`);
        workerRows.push({ workers: n, rate: (N / ms) * 1000, ms });
        console.log(`  ${n} worker(s): ${fmt(N)} documents in ${fmt(ms / 1000, 1)} s`);
      } finally {
        await stop(workers);
        await run.services.close();
      }
    }
  } finally {
    stopAll();
    const os = openSearchClient(base.OPENSEARCH_URL!);
    for (const alias of aliases) for (const index of await os.aliasTargets(alias)) await os.deleteIndex(index);
    await os.close();
    const keys = await internals.indexerQueue!.redis.keys(`${tag}*`); // the rate limits' and every run's queues
    if (keys.length > 0) await internals.indexerQueue!.redis.del(...keys);
    await c.close();
    rmSync(dataDir, { recursive: true, force: true });
  }

  console.log(
    `\nbench/scaling: ${fmt(N)} profiles (SQLite store shared), Redis, OpenSearch 1 node; ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)}; node ${process.version}`,
  );
  console.log(
    `API processes: ${CONNECTIONS} connections in all, ${SECONDS} s a run, runs in the order ${ORDER.join(', ')}, each figure the mean of two runs`,
  );
  console.log('workload                               APIs     req/s   p50 ms   p99 ms  errors');
  for (const [workload] of new Map(apiRows.map((r) => [r.workload, r]))) {
    const of = (n: number) => apiRows.filter((r) => r.workload === workload && r.servers === n).map((r) => r.run);
    for (const n of [1, 2]) {
      const runs = of(n);
      console.log(
        `${workload.padEnd(38)} ${String(n).padStart(4)} ${fmt(mean(runs.map((r) => r.rps))).padStart(9)} ${fmt(mean(runs.map((r) => r.p50)), 1).padStart(8)} ${fmt(mean(runs.map((r) => r.p99)), 1).padStart(8)} ${String(runs.reduce((e, r) => e + r.errors, 0)).padStart(7)}`,
      );
    }
    console.log(`${''.padEnd(38)}  2 / 1 = x${fmt(mean(of(2).map((r) => r.rps)) / mean(of(1).map((r) => r.rps)), 2)}`);
  }
  console.log(
    `\nIndexer workers: ${fmt(N)} profile changes enqueued at once (${Math.ceil(N / 500)} jobs of 500), INDEXER_CONCURRENCY=${c.config.indexer.concurrency} each`,
  );
  console.log('workers   documents/s   seconds');
  for (const n of [1, 2]) {
    const runs = workerRows.filter((r) => r.workers === n);
    console.log(
      `${String(n).padStart(7)} ${fmt(mean(runs.map((r) => r.rate))).padStart(13)} ${fmt(mean(runs.map((r) => r.ms)) / 1000, 1).padStart(9)}`,
    );
  }
  const rate = (n: number) => mean(workerRows.filter((r) => r.workers === n).map((r) => r.rate));
  console.log(`          2 / 1 = x${fmt(rate(2) / rate(1), 2)}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
