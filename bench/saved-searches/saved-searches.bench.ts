/**
 * bench/saved-searches: the saved-search matcher (issue 29 item 5) as saved searches grow, on the embedded engine or
 * on a search cluster (OpenSearch or Elasticsearch) with an indexer worker.
 *
 *   npm run bench:saved-searches -- [profiles=20000] [searches=100,1000] [seconds=20] [rate=50]
 *   BENCH_ENGINE=opensearch npm run bench:saved-searches -- ...   (OPENSEARCH_URL and REDIS_URL:
 *                                                                  eval "$(scripts/engines.sh env)")
 *   BENCH_ENGINE=elasticsearch ...                                 (ELASTICSEARCH_URL and REDIS_URL)
 *
 * Seeds N demo profiles into an embedded store (reused with BENCH_DATA_DIR: bench/support/seeded-store.ts). On
 * a cluster, the store's profiles are indexed once into an index of their own (kept for the next run with the store),
 * and an indexer worker (`indexer/main.ts`, its own process, on Redis) indexes the changes, as in production.
 * For each count of saved searches (a partner's criteria made from the search benchmark's query mix, each with a
 * region, an availability filter and a day rate at most, all distinct up to 10 000), `rate` seeded profiles a second,
 * picked at random, get new content through the import for `seconds` seconds, in a process of its own
 * (change-producer.ts: as the server or the CLI writes profiles, never the matcher's process), while the matcher runs
 * pass after pass in this process. It reports per count: the delay from a change being stored to the matcher having
 * decided it (its checkpoint past the change: recorded and told, `search.matched` handed to the delivery), median and
 * p99, which includes the matcher's one-second clock margin and, on a cluster, the worker's indexing and the index's
 * refresh; the matcher's passes, median and p99; the matcher's CPU per change (this process's CPU: on the embedded
 * engine it includes the engine's searches, on a cluster the cluster's work is not in it); on a cluster, its searches
 * and their time in the query and fetch phases per change (the index's `_stats/search`: the matcher's searches and
 * its checks that the index shows the changes; the shards' time, steadier than the delays on a loaded machine but not
 * CPU: waits for a core are in it), and the cluster's CPU per change (its processes' CPU, `_nodes/stats/process`: the
 * indexing of the changes and anything else it does too, for anyone); the matches found; and
 * matches missed or wrong: after the run, each saved search is run over every profile changed (its compiled query, the
 * search's own, restricted to them: SearchEngine.search, not the matcher's path) and compared with what the matcher
 * recorded, which must be equal.
 * Changes only rewrite seeded profiles, so the store keeps its N profiles and can be reused.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { elasticsearchClient } from '../../src/adapters/search-cluster/elasticsearch-client';
import { openSearchClient } from '../../src/adapters/search-cluster/opensearch-client';
import { loadConfig } from '../../src/config/config';
import { composeService, type Composition } from '../../src/container';
import { demoProfiles } from '../../src/demo/demo-profiles';
import { DomainError } from '../../src/domain/errors';
import { REGIONS } from '../../src/domain/search/referential';
import { MAX_SAVED_SEARCHES_PER_HOLDER } from '../../src/domain/search/saved-searches';
import type { SearchEngine, SearchQuery } from '../../src/ports/search-engine';
import type { CompiledCriteria } from '../../src/services/search.service';
import { seededStore } from '../support/seeded-store';
import { MIX } from '../search/query-mix';

const N = Number(process.argv[2] ?? 20_000);
const COUNTS = (process.argv[3] ?? '100,1000').split(',').map(Number);
const SECONDS = Number(process.argv[4] ?? 20);
const RATE = Number(process.argv[5] ?? 50);
const ENGINE = process.env.BENCH_ENGINE ?? 'sqlite';
/**
 * This run's contents: a reused store must get changes it does not hold yet (the import keeps an unchanged profile as
 * it is).
 */
const RUN = Date.now() % 1_000_000_000;

const pct = (xs: number[], p: number) =>
  xs.length === 0 ? NaN : [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const cpuMs = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1000;

/** The i-th saved search's criteria: a query of the mix, a region, availability and a day rate (distinct to 10 032). */
function criteria(i: number): Record<string, unknown> {
  const { limit: _limit, ...base } = MIX[i % MIX.length] as Record<string, unknown>;
  const variants = MIX.length * REGIONS.length;
  return {
    ...base,
    workAreas: [REGIONS[Math.floor(i / MIX.length) % REGIONS.length]!.slug],
    available: Math.floor(i / variants) % 2 === 0,
    maxRate: 400 + 10 * (Math.floor(i / (2 * variants)) % 60),
  };
}

/** The index's search counters (`_stats/search`: this index only, whoever else uses the cluster). */
interface SearchStats {
  searches: number;
  /** Time in the query and fetch phases, on the shards (their threads' time, waits for a CPU included). */
  ms: number;
  /** The CPU time of the cluster's processes (`_nodes/stats/process`: whatever they do, for whomever). */
  cpuMs: number;
}

async function searchStats(url: string, index: string): Promise<SearchStats> {
  const res = await fetch(`${url}/${index}/_stats/search`);
  const body = (await res.json()) as {
    _all: {
      primaries: { search: { query_total: number; query_time_in_millis: number; fetch_time_in_millis: number } };
    };
  };
  const s = body._all.primaries.search;
  const nodes = (await (await fetch(`${url}/_nodes/stats/process`)).json()) as {
    nodes: Record<string, { process: { cpu: { total_in_millis: number } } }>;
  };
  const cpuMs = Object.values(nodes.nodes).reduce((n, node) => n + node.process.cpu.total_in_millis, 0);
  return { searches: s.query_total, ms: s.query_time_in_millis + s.fetch_time_in_millis, cpuMs };
}

/** The cluster's searches and their time per change over a run (the matcher's, and waits for the index): `-` embedded. */
function engineColumns(before: SearchStats | undefined, after: SearchStats | undefined, changes: number): string {
  if (!before || !after) return '- | - | -';
  const per = (a: number, b: number) => ((a - b) / changes).toFixed(2);
  return `${per(after.searches, before.searches)} | ${per(after.ms, before.ms)} ms | ${per(after.cpuMs, before.cpuMs)} ms`;
}

/** Each criteria's matches among the ids: search's own query restricted to them (1000 ids, 50 searches to a request). */
async function searchedAmong(
  engine: SearchEngine,
  compiled: CompiledCriteria,
  ids: string[],
): Promise<(string[] | DomainError)[]> {
  const asks: { of: number; query: SearchQuery }[] = [];
  compiled.queries.forEach((query, of) => {
    if (query instanceof DomainError) return;
    for (let k = 0; k < ids.length; k += 1000) {
      const some = ids.slice(k, k + 1000);
      asks.push({ of, query: { ...query, boosts: [], ids: some, offset: 0, limit: some.length } });
    }
  });
  const answers = compiled.queries.map((q): string[] | DomainError => (q instanceof DomainError ? q : []));
  for (let k = 0; k < asks.length; k += 50) {
    const part = asks.slice(k, k + 50);
    const hits = await engine.searchMany(part.map((a) => a.query));
    part.forEach((a, j) => (answers[a.of] as string[]).push(...hits[j]!.ids));
  }
  return answers;
}

/** The environment without the engines' addresses: the seeding runs on the embedded store and engine. */
function embeddedEnv(): Record<string, string> {
  const env = { ...(process.env as Record<string, string>) };
  for (const name of ['OPENSEARCH_URL', 'ELASTICSEARCH_URL', 'REDIS_URL', 'MONGODB_URL']) delete env[name];
  return env;
}

const CLUSTERS = {
  opensearch: { url: 'OPENSEARCH_URL', label: 'OpenSearch', client: openSearchClient },
  elasticsearch: { url: 'ELASTICSEARCH_URL', label: 'Elasticsearch', client: elasticsearchClient },
} as const;

/** On a cluster: the service over the seeded store, its index filled once (kept while its store is), a worker. */
async function onCluster(
  engine: keyof typeof CLUSTERS,
  storeEnv: Record<string, string>,
): Promise<{
  composition: Composition;
  env: Record<string, string>;
  worker: ChildProcess;
  searchStats(): Promise<SearchStats>;
  close(): Promise<void>;
}> {
  const { url, label } = CLUSTERS[engine];
  for (const v of [url, 'REDIS_URL'])
    if (!process.env[v]) throw new Error(`${v} is not set (eval "$(scripts/engines.sh env)")`);
  // The index of this store (named after its directory) on this engine, kept with it.
  const tag = `fpd-bench-saved-${N}-${createHash('sha256').update(storeEnv.DATA_DIR!).digest('hex').slice(0, 12)}${engine === 'opensearch' ? '' : `-${engine}`}`;
  // Its queue and the indexer's checkpoint too: a worker catches up whatever an interrupted run left unindexed.
  const env = {
    ...storeEnv,
    [url]: process.env[url]!,
    REDIS_URL: process.env.REDIS_URL!,
    SEARCH_INDEX: tag,
    QUEUE_PREFIX: tag,
  };
  const composition = await composeService(loadConfig(env));
  const { internals } = composition;
  const client = CLUSTERS[engine].client(process.env[url]!);
  try {
    const held =
      (await client.aliasTargets(tag)).length > 0
        ? (await client.search(tag, { size: 0, track_total_hits: true })).total
        : 0;
    if (held === N) console.log(`reusing the ${label} index ${tag} (${N} documents)`);
    else {
      const t0 = performance.now();
      await internals.indexerQueue!.state.saveCheckpoint({ modifiedAt: Date.now(), internalId: '' }); // the worker's sweep starts after the fill
      await internals.searchIndexer!.reindex();
      console.log(`indexed ${N} profiles into ${label} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    }
    if (!(await internals.indexerQueue!.state.checkpoint())) {
      // An index of an earlier run without its checkpoint: brought up to date with the store before the worker starts.
      const t0 = performance.now();
      const { indexed } = await internals.searchIndexer!.sweep();
      console.log(`caught up ${indexed} profiles into ${label} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    }
  } finally {
    await client.close();
  }
  const worker = spawn(process.execPath, ['--import', 'tsx', join('indexer', 'main.ts')], {
    env: { ...env, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  process.once('SIGTERM', () => {
    worker.kill('SIGKILL');
    process.exit(1);
  });
  await sleep(3000);
  return {
    composition,
    env,
    worker,
    searchStats: () => searchStats(process.env[url]!.split(',')[0]!, tag),
    async close() {
      worker.kill('SIGTERM');
      await new Promise((r) => worker.once('exit', r));
      await composition.services.close();
    },
  };
}

async function main(): Promise<void> {
  if (ENGINE !== 'sqlite' && !(ENGINE in CLUSTERS))
    throw new Error(`BENCH_ENGINE must be sqlite, opensearch or elasticsearch, not ${ENGINE}`);
  const seeded = await seededStore({
    bench: 'saved-searches',
    profiles: N,
    generate: (offset, count) =>
      demoProfiles(count, { seed: 9100 + offset, idPrefix: `s${String(offset / 10_000).padStart(3, '0')}-` }),
    env: { ...embeddedEnv(), DEMO_PROFILES: '0', LOG_LEVEL: 'warn', SQLITE_SEARCH_THREADS: '0' },
    mongodb: false,
  });
  const cluster = ENGINE === 'sqlite' ? null : await onCluster(ENGINE as keyof typeof CLUSTERS, seeded.env);
  const { services: c, internals } = cluster?.composition ?? seeded.composition;
  const rows: string[] = [];
  try {
    for (const count of COUNTS) {
      // At most 100 per key: the searches of as many partners as needed.
      const callers = [];
      for (let k = 0; k < Math.ceil(count / MAX_SAVED_SEARCHES_PER_HOLDER); k++) {
        const name = `bench-${Date.now().toString(36)}-${count}-${k}`;
        await c.keys.create({ type: 'partner', name });
        callers.push((await internals.stores.keys.list()).find((x) => x.name === name)!);
      }
      // What an interrupted run left: its saved searches, and a checkpoint behind its changes.
      for (const s of await internals.stores.savedSearches.all()) await internals.stores.savedSearches.remove(s.id);
      await internals.stores.savedSearches.saveCheckpoint({ modifiedAt: Date.now(), internalId: '' });
      const saved = [];
      for (let i = 0; i < count; i++)
        saved.push(
          await c.savedSearches.create(callers[Math.floor(i / MAX_SAVED_SEARCHES_PER_HOLDER)]!, {
            name: `s${i}`,
            query: criteria(i),
          }),
        );

      const changed = new Set<string>();
      const pending: { storedAt: number; last: number }[] = [];
      const delays: number[] = [];
      const passes: number[] = [];
      let found = 0;
      let unavailable = 0;
      let storeBusy = 0;
      let producing = true;
      // The changes, from a process of their own, on the same store (and queue and index).
      const producer = fork(
        join('bench', 'saved-searches', 'change-producer.ts'),
        [N, SECONDS, RATE, RUN + count * 100].map(String),
        {
          env: cluster?.env ?? seeded.env,
          execArgv: ['--import', 'tsx'],
          stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        },
      );
      type Told = { ready?: true; storedAt?: number; last?: number; ids?: string[]; done?: true; importCpuMs?: number };
      let importCpu = 0;
      const produced = new Promise<void>((resolve, reject) => {
        producer.on('message', (m: Told) => {
          if (m.ids) {
            pending.push({ storedAt: m.storedAt!, last: m.last! });
            for (const id of m.ids) changed.add(id);
          }
          if (m.done) importCpu = m.importCpuMs!;
        });
        producer.once('exit', (code) =>
          code === 0 ? resolve() : reject(new Error(`the producer exited with ${code}`)),
        );
      });
      void produced.finally(() => (producing = false)).catch(() => undefined);
      await new Promise<void>((resolve) => producer.once('message', () => resolve()));
      const cpuBefore = process.cpuUsage();
      const statsBefore = await cluster?.searchStats();
      while (producing || pending.length > 0) {
        const started = performance.now();
        try {
          found += await c.savedSearches.match();
        } catch (err) {
          // The engine did not answer in time, or the embedded store stayed locked by the producer's import longer than
          // its busy timeout: the matcher's tick tries again (the pass resumes from its checkpoint).
          const busy = (err as { code?: string }).code === 'SQLITE_BUSY';
          if (!busy && (!(err instanceof DomainError) || err.code !== 'unavailable')) throw err;
          if (busy) storeBusy++;
          else unavailable++;
          await sleep(1000);
          continue;
        }
        const checkpoint = (await internals.stores.savedSearches.checkpoint())?.modifiedAt ?? 0;
        let decided = false;
        while (pending.length > 0 && pending[0]!.last <= checkpoint) {
          delays.push(Date.now() - pending.shift()!.storedAt);
          decided = true;
        }
        if (decided) passes.push(performance.now() - started);
        else await sleep(50);
      }
      await produced;
      const matcherCpu = cpuMs(process.cpuUsage(cpuBefore));
      const statsAfter = await cluster?.searchStats();
      // Told before the check, which on the embedded engine takes longer than the run at 10 000 saved searches.
      const changes = SECONDS * RATE;
      console.log(
        `${count} saved searches: delay ${(pct(delays, 50) / 1000).toFixed(2)} s median, ${(pct(delays, 99) / 1000).toFixed(2)} s p99; passes ${pct(passes, 50).toFixed(0)} ms median, ${pct(passes, 99).toFixed(0)} ms p99; the matcher's CPU ${(matcherCpu / changes).toFixed(2)} ms a change; ${found} matches; checking every saved search over the ${changed.size} profiles changed...`,
      );
      const checking = performance.now();

      // Checked against running each saved search afterwards over every profile changed: search's own query restricted
      // to them (SearchEngine.search, 50 to a request), not the matcher's path (no pre-filter, no named queries).
      const now = await searchedAmong(
        internals.searchCluster?.engine ?? internals.stores.search!,
        await c.search.compileMany(saved.map((s) => s.query)),
        [...changed],
      );
      let missed = 0;
      let wrong = 0;
      for (const [i, s] of saved.entries()) {
        const answer = now[i]!;
        if (answer instanceof DomainError) throw answer;
        const recorded = new Set(
          (await internals.stores.savedSearches.matchesSince(s.id, 0, 100_000)).map((m) => m.internalId),
        );
        for (const id of answer) if (!recorded.has(id)) missed++;
        for (const id of recorded) if (!answer.includes(id)) wrong++;
      }
      rows.push(
        `| ${count} | ${(pct(delays, 50) / 1000).toFixed(2)} s | ${(pct(delays, 99) / 1000).toFixed(2)} s | ${pct(passes, 50).toFixed(0)} ms | ${pct(passes, 99).toFixed(0)} ms | ${(matcherCpu / changes).toFixed(2)} ms | ${found} | ${missed} / ${wrong} | ${unavailable} / ${storeBusy} | ${engineColumns(statsBefore, statsAfter, SECONDS * RATE)} |`,
      );
      console.log(rows.at(-1));
      console.log(
        `(the producer's import: ${(importCpu / changes).toFixed(2)} ms CPU per change, in its own process; the check: ${((performance.now() - checking) / 1000).toFixed(0)} s)`,
      );
      for (const [i, s] of saved.entries())
        await c.savedSearches.remove(callers[Math.floor(i / MAX_SAVED_SEARCHES_PER_HOLDER)]!, s.id);
    }
  } finally {
    await cluster?.close();
    await seeded.close();
  }
  console.log(
    `\n${N} profiles, ${RATE} changes a second for ${SECONDS} s, ${ENGINE === 'sqlite' ? 'embedded SQLite engine' : `${CLUSTERS[ENGINE as keyof typeof CLUSTERS].label} with an indexer worker`}\n`,
  );
  console.log(
    '| saved searches | delay median | delay p99 | pass median | pass p99 | matcher CPU per change | matches | missed / wrong | passes retried: engine timed out / store locked | cluster searches per change | cluster search time per change | cluster CPU per change |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) console.log(r);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
