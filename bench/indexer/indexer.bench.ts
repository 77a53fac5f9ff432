/**
 * bench/indexer: the search indexer on MongoDB (FerretDB here), Redis and OpenSearch.
 *
 *   MONGODB_URL=... REDIS_URL=... OPENSEARCH_URL=... npm run bench:indexer -- [profiles=100000] [changes=1000]
 *   [source=mongodb] (eval "$(bash scripts/engines.sh env)" sets the three for the engines of scripts/engines.sh)
 *
 * `source=sqlite` reads the profiles from the embedded store (a SQLite file) instead of MongoDB: the same worker,
 * queues and engine, with a source that is not the bottleneck. FerretDB 1.x, our MongoDB here, decodes every
 * document from JSON on every read (about 1 000 documents/s per cursor on this machine), so that run measures the
 * indexer itself.
 *
 * Seeds N demo profiles into a fresh database, starts the worker (`indexer/main.ts`) as its own process, then:
 * 1. a full reindex job of the N profiles, alone: documents per second (the job's own start to finish);
 * 2. `changes` profile changes (a new word in the title) made while reindexes keep running, 8 at a time: the delay
 *    from each change being stored to the profile being found by that word in search, median and p99;
 * 3. the worker's peak RSS (VmHWM) over the whole run.
 * Targets: reindex >= 2 000 documents/s, worker RSS < 300 MB, change-to-search p99 < 2 s.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSearchClient } from '../../src/adapters/search-cluster/opensearch-client';
import { loadConfig } from '../../src/config/config';
import { composeService, createContainer, type Internals } from '../../src/container';
import { demoProfiles } from '../../src/demo/demo-profiles';
import { literalKeywords } from '../../src/domain/search/query-expansion';
import { stemmedTokens } from '../../src/domain/search/text-analysis';
import { newProfileDocument, type ProfileDocument } from '../../src/adapters/mongodb/mongo-profile.store';
import { rawProfileSchema } from '../../src/domain/profile/raw-profile.schema';
import { canonicalise } from '../../src/services/profile-import.service';
import { peakRssMb } from '../support/proc';

const N = Number(process.argv[2] ?? 100_000);
const CHANGES = Number(process.argv[3] ?? 1000);
const SOURCE = process.argv[4] ?? 'mongodb';
const PARALLEL = 8;

const fmt = (n: number, d = 0) => n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

/**
 * The word change n adds: letters only (one token), and one stem per change. The French stemmer folds a final
 * doubled letter, so a plain `zq…q` made change 796 (`zqbeqq`) the same word as change 30 (`zqbeq`): the final `v`
 * keeps every stem whole. main() checks that the stems are distinct.
 */
const changeToken = (n: number) =>
  `zq${[...n.toString(26)].map((ch) => 'abcdefghijklmnopqrstuvwxyz'[parseInt(ch, 26)]).join('')}qv`;

async function waitReindex(c: Internals, jobId: string) {
  for (;;) {
    const job = (await c.indexerQueue!.reindex.getJob(jobId))!;
    const state = await job.getState();
    if (state === 'failed') throw new Error(`reindex failed: ${job.failedReason}`);
    if (state === 'completed')
      return {
        ms: job.finishedOn! - job.processedOn!,
        result: job.returnvalue as { indexed: number; caughtUp: number },
      };
    await sleep(200);
  }
}

/**
 * Seeding MongoDB: the profiles validated and hashed as the import does, inserted as the store writes them (one
 * insertMany per batch, the store's own newProfileDocument). The import itself first reads the batch's stored hashes
 * with an `_id: { $in }` query, which FerretDB 1.x runs as a full scan, so importing 100 000 profiles into FerretDB is
 * quadratic (hours).
 */
async function mongoInserter(env: Record<string, string>) {
  const { MongoClient } = await import('mongodb');
  const client = await MongoClient.connect(env.MONGODB_URL!, { ignoreUndefined: true });
  const col = client.db(env.MONGODB_DB).collection<ProfileDocument>('profiles');
  return {
    async insert(raw: unknown[]) {
      const now = Date.now();
      const docs = raw.map((r) => {
        return newProfileDocument(canonicalise(rawProfileSchema.parse(r)), now);
      });
      await col.insertMany(docs, { ordered: false });
    },
    close: () => client.close(),
  };
}

async function main() {
  if (SOURCE !== 'mongodb' && SOURCE !== 'sqlite') throw new Error(`source must be mongodb or sqlite, not ${SOURCE}`);
  for (const v of [...(SOURCE === 'mongodb' ? ['MONGODB_URL'] : []), 'REDIS_URL', 'OPENSEARCH_URL'])
    if (!process.env[v]) throw new Error(`${v} is not set (eval "$(bash scripts/engines.sh env)")`);
  const stems = new Set(Array.from({ length: CHANGES }, (_, n) => stemmedTokens(changeToken(n)).join(' ')));
  if (stems.size !== CHANGES) throw new Error('two changes would add the same word after stemming');
  const tag = `${Date.now().toString(36)}`;
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    MONGODB_DB: `fpd_bench_indexer_${tag}`,
    SEARCH_INDEX: `fpd-bench-indexer-${tag}`,
    QUEUE_PREFIX: `fpd-bench-${tag}`,
    ID_SECRET: 'i'.repeat(64),
    EMAIL_HASH_SALT: 's'.repeat(64),
    TRACKING_SECRET: 't'.repeat(64),
    DEMO_PROFILES: '0',
  };
  const dataDir = SOURCE === 'sqlite' ? mkdtempSync(join(tmpdir(), 'fpd-bench-indexer-')) : null;
  if (dataDir) {
    env.DATA_DIR = dataDir;
    delete env.MONGODB_URL;
  }
  // Seeding goes straight to the store (no cluster configured: nothing enqueued); the sweep starts after it.
  const seeder = await createContainer(loadConfig({ ...env, OPENSEARCH_URL: '', REDIS_URL: '' }));
  const inserter = SOURCE === 'mongodb' ? await mongoInserter(env) : null;
  let t0 = performance.now();
  const ids: string[] = [];
  for (let i = 0; i < N; i += 5000) {
    const batch = demoProfiles(Math.min(5000, N - i), {
      seed: 1000 + i,
      idPrefix: `bench-${String(i / 5000).padStart(3, '0')}-`,
    });
    await (inserter ? inserter.insert(batch) : seeder.imports.importProfiles(batch));
    ids.push(...batch.map((p) => p.meta.id));
  }
  console.log(
    `seeded ${fmt(N)} profiles into ${SOURCE === 'mongodb' ? 'MongoDB (FerretDB)' : 'SQLite'} in ${fmt((performance.now() - t0) / 1000, 1)} s`,
  );
  await inserter?.close();
  await seeder.close();

  const { services: c, internals } = await composeService(loadConfig(env));
  await internals.indexerQueue!.state.saveCheckpoint({ modifiedAt: Date.now() - 1, internalId: '' }); // the reindex fills the index, not the first sweep
  process.once('SIGTERM', () => {
    worker.kill('SIGKILL'); // a timeout's kill must not leave the worker behind
    process.exit(1);
  });
  const worker = spawn(process.execPath, ['--max-old-space-size=192', '--import', 'tsx', join('indexer', 'main.ts')], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await sleep(3000);

    // 0. The bound: the same profiles read straight from the store (one cursor, the reindex's read), in this process.
    t0 = performance.now();
    let rawRows = 0;
    for await (const batch of internals.stores.profiles.scanDistributed(1000)) rawRows += batch.length;
    const rawRate = (rawRows / (performance.now() - t0)) * 1000;

    // 1. A full reindex, alone.
    const first = await waitReindex(internals, await internals.indexerQueue!.startReindex());
    const rate = (first.result.indexed / first.ms) * 1000;
    console.log(`reindex: ${fmt(first.result.indexed)} documents in ${fmt(first.ms / 1000, 1)} s`);

    // 2. Changes while reindexes run.
    const delays: number[] = [];
    const writes: number[] = [];
    let duringReindex = 0;
    let reindexes = 0;
    let done = false;
    const reindexing = (async () => {
      while (!done && CHANGES > 0) {
        const id = await internals.indexerQueue!.startReindex();
        reindexes++;
        await waitReindex(internals, id);
      }
    })();
    let next = 0;
    const changer = async () => {
      for (;;) {
        const n = next++;
        if (n >= CHANGES) return;
        const id = ids[(n * 7919) % ids.length]!; // distinct profiles (7919 is prime), so no change hides another's word
        const token = changeToken(n);
        const stored = (await internals.stores.profiles.get(id))!;
        const w0 = performance.now();
        await c.imports.importProfiles([
          { ...stored.profile, basics: { ...stored.profile.basics, label: `${stored.profile.basics.label} ${token}` } },
        ]);
        const t1 = performance.now();
        writes.push(t1 - w0);
        if ((await internals.indexerQueue!.reindex.getActiveCount()) > 0) duringReindex++;
        for (;;) {
          const hits = await internals.searchCluster!.engine.search({
            keywords: literalKeywords(token),
            offset: 0,
            limit: 1,
          });
          if (hits.ids[0] === id) break;
          if (performance.now() - t1 > 60_000) throw new Error(`change ${n} (${id}) not searchable after 60 s`);
          await sleep(100); // 100 ms between probes (the delays are measured to that granularity)
        }
        delays.push(performance.now() - t1);
        if (delays.length % 50 === 0)
          console.log(`  ${delays.length} changes seen in search (${fmt((performance.now() - t0) / 1000, 1)} s)`);
      }
    };
    t0 = performance.now();
    await Promise.all(Array.from({ length: PARALLEL }, changer));
    done = true;
    await reindexing;
    const rss = peakRssMb(worker.pid!);
    delays.sort((a, b) => a - b);
    writes.sort((a, b) => a - b);

    const ok = (b: boolean) => (b ? 'PASS' : 'FAIL');
    const p99 = delays.length > 0 ? quantile(delays, 0.99) : NaN;
    console.log(
      `\nbench/indexer: ${fmt(N)} profiles, ${SOURCE === 'mongodb' ? 'MongoDB (FerretDB 1.24)' : 'SQLite (embedded store)'} -> BullMQ (Redis) -> OpenSearch, node ${process.version}`,
    );
    console.log(
      `reindex            ${fmt(rate)} documents/s (${fmt(first.ms / 1000, 1)} s)        target >= 2 000   ${ok(rate >= 2000)}`,
    );
    console.log(
      `                   the store alone (its scan, no indexing): ${fmt(rawRate)} documents/s: the reindex's bound here`,
    );
    if (delays.length === 0) console.log('change -> search   not measured (changes=0)');
    else {
      console.log(
        `change -> search   median ${fmt(quantile(delays, 0.5))} ms, p99 ${fmt(p99)} ms, max ${fmt(delays.at(-1)!)} ms   target p99 < 2 000 ms   ${ok(p99 < 2000)}`,
      );
      console.log(
        `                   ${fmt(delays.length)} changes, ${PARALLEL} at a time, ${fmt(duringReindex)} of them while a reindex ran (${reindexes} reindexes in ${fmt((performance.now() - t0) / 1000, 1)} s); store write median ${fmt(quantile(writes, 0.5))} ms, p99 ${fmt(quantile(writes, 0.99))} ms (not included above)`,
      );
    }
    console.log(`worker peak RSS    ${fmt(rss)} MB                         target < 300 MB   ${ok(rss < 300)}`);
  } finally {
    worker.kill('SIGTERM');
    await new Promise((r) => worker.once('exit', r));
    if (!dataDir) {
      const { MongoClient } = await import('mongodb');
      const mongo = await MongoClient.connect(env.MONGODB_URL!);
      await mongo.db(env.MONGODB_DB).dropDatabase();
      await mongo.close();
    }
    const cluster = openSearchClient(env.OPENSEARCH_URL!);
    for (const index of await cluster.aliasTargets(env.SEARCH_INDEX!)) await cluster.deleteIndex(index);
    await cluster.close();
    const keys = await internals.indexerQueue!.redis.keys(`${env.QUEUE_PREFIX}:*`);
    if (keys.length > 0) await internals.indexerQueue!.redis.del(...keys);
    await c.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
