/**
 * bench/import: `fpd import` of the demo corpus, as an operator runs it, into each store, beside the store's own write
 * rate for the same documents.
 *
 *   npm run bench:import -- [profiles=20000]
 *
 * Writes N demo profiles as NDJSON (kept in BENCH_DATA_DIR when it is set), then, for the embedded store and (with
 * MONGODB_URL) MongoDB, each on a fresh store: runs `fpd import` of an empty file (the CLI's start: loading the code,
 * opening the store, the mobility dataset), `fpd import` of the corpus, `fpd import` of it again (every line
 * unchanged: what a re-run after a crash costs for the lines already stored), and `fpd import` of the same profiles
 * with other content (every line rewrites a stored profile: a nightly load of changed profiles). Reports profiles per second over the
 * import proper (the run minus the empty run), the CLI's peak RSS and CPU time, and the raw write rate of the same
 * documents (SQLite: one row each in a table without indexes; MongoDB: insertMany), in the same run. The search
 * cluster and Redis are left out (their indexing is bench:indexer's): the embedded store indexes in its own writes.
 * Target: >= 2 000 profiles/s into the embedded store.
 *
 * BENCH_IMPORT_BASELINE=DIR (another checkout, e.g. main's) also runs that checkout's `fpd import` into a fresh
 * embedded store, in the same run, between this checkout's runs (noise on a shared machine hits both), and prints
 * this checkout's rate over the baseline's.
 */
import { spawn } from 'node:child_process';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import Database from 'better-sqlite3';
import { demoProfiles } from '../../src/demo/demo-profiles';
import { dropMongoDb } from '../support/seeded-store';
import { BENCH_RUN, entryArgs } from '../support/entry';
import { cpuSeconds, peakRssMb } from '../support/proc';
import { loadConfig } from '../../src/config/config';

const N = Number(process.argv[2] ?? 20_000);
const fmt = (n: number, d = 0) => n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });

interface Run {
  seconds: number;
  peakRssMb: number;
  cpuSeconds: number;
  stdout: string;
}

/**
 * `fpd import FILE` as its own process (built, as production runs it, or from source with tsx as a loader: BENCH_RUN;
 * the pid is the CLI's), timed from spawn to exit.
 */
async function fpdImport(file: string, env: Record<string, string>, checkout = process.cwd()): Promise<Run> {
  const args = [...entryArgs('src/cli/fpd.ts', BENCH_RUN, checkout), 'import', file];
  const t0 = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: checkout,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let stdout = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  let peak = 0;
  let cpu = 0;
  const sample = () => {
    try {
      peak = Math.max(peak, peakRssMb(child.pid!));
      cpu = cpuSeconds(child.pid!);
    } catch {
      /* exited */
    }
  };
  const timer = setInterval(sample, 100);
  const [code] = (await once(child, 'exit')) as [number];
  clearInterval(timer);
  if (code !== 0) throw new Error(`fpd import ${file} exited with ${code}: ${stdout}`);
  return { seconds: (performance.now() - t0) / 1000, peakRssMb: peak, cpuSeconds: cpu, stdout: stdout.trim() };
}

/** N demo profiles (`seed` gives their content; their ids are the same for every seed). */
async function writeCorpus(file: string, seed = 1000): Promise<void> {
  if (existsSync(file)) return;
  const out = createWriteStream(`${file}.part`);
  for (let i = 0; i < N; i += 10_000) {
    for (const p of demoProfiles(Math.min(10_000, N - i), {
      seed: seed + i,
      idPrefix: `imp-${String(i / 10_000).padStart(3, '0')}-`,
    })) {
      if (!out.write(`${JSON.stringify(p)}\n`)) await once(out, 'drain');
    }
  }
  out.end();
  await once(out, 'finish');
  renameSync(`${file}.part`, file);
}

async function* corpusLines(file: string): AsyncGenerator<string[]> {
  let batch: string[] = [];
  for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
    batch.push(line);
    if (batch.length === 500) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/** The embedded store's own write rate: the lines parsed and written one row each, 500 a transaction. */
async function rawSqlite(file: string, dir: string): Promise<number> {
  const db = new Database(join(dir, 'raw.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.exec('CREATE TABLE raw (id TEXT PRIMARY KEY, doc TEXT NOT NULL) WITHOUT ROWID');
  const insert = db.prepare('INSERT INTO raw (id, doc) VALUES (?, ?)');
  const write = db.transaction((docs: { meta: { id: string } }[]) => {
    for (const d of docs) insert.run(d.meta.id, JSON.stringify(d));
  });
  const t0 = performance.now();
  for await (const lines of corpusLines(file)) write(lines.map((l) => JSON.parse(l)));
  const seconds = (performance.now() - t0) / 1000;
  db.close();
  return N / seconds;
}

/** MongoDB's own write rate: the lines parsed and inserted, 500 an insertMany. */
async function rawMongo(file: string, url: string, dbName: string): Promise<number> {
  const { MongoClient } = await import('mongodb');
  const client = await MongoClient.connect(url);
  const col = client.db(dbName).collection<{ _id: string; doc: unknown }>('raw');
  const t0 = performance.now();
  for await (const lines of corpusLines(file)) {
    await col.insertMany(
      lines.map((l) => {
        const doc = JSON.parse(l) as { meta: { id: string } };
        return { _id: doc.meta.id, doc };
      }),
      { ordered: false },
    );
  }
  const seconds = (performance.now() - t0) / 1000;
  await client.db(dbName).dropDatabase();
  await client.close();
  return N / seconds;
}

async function main() {
  const kept = process.env.BENCH_DATA_DIR ? resolve(process.env.BENCH_DATA_DIR) : null;
  const work = mkdtempSync(join(tmpdir(), 'fpd-bench-import-'));
  if (kept) mkdirSync(kept, { recursive: true });
  const corpus = join(kept ?? work, `import-corpus-${N}.ndjson`);
  let t0 = performance.now();
  await writeCorpus(corpus);
  // The same profiles with other content: every line of it rewrites a stored profile.
  const changed = join(kept ?? work, `import-corpus-${N}-changed.ndjson`);
  await writeCorpus(changed, 500_000);
  console.log(`corpus: ${fmt(N)} demo profiles in ${corpus} (${fmt((performance.now() - t0) / 1000, 1)} s)`);
  const empty = join(work, 'empty.ndjson');
  writeFileSync(empty, '');

  const base: Record<string, string> = {
    ...(process.env as Record<string, string>),
    DEMO_PROFILES: '0',
    LOG_LEVEL: 'warn',
  };
  for (const k of ['OPENSEARCH_URL', 'ELASTICSEARCH_URL', 'REDIS_URL', 'MONGODB_URL', 'MONGODB_DB']) delete base[k];
  const baseline = process.env.BENCH_IMPORT_BASELINE ? resolve(process.env.BENCH_IMPORT_BASELINE) : null;
  const stores: {
    name: string;
    checkout?: string;
    env: (dataDir: string, db: string) => Record<string, string>;
    raw: (dir: string) => Promise<number>;
    drop: (db: string) => Promise<void>;
  }[] = [
    {
      name: 'sqlite',
      env: (dataDir) => ({ ...base, DATA_DIR: dataDir }),
      raw: (dir) => rawSqlite(corpus, dir),
      drop: async () => {},
    },
  ];
  if (baseline) {
    // Interleaved: baseline, this checkout, baseline, this checkout (then MongoDB).
    const entry = {
      env: (dataDir: string) => ({ ...base, DATA_DIR: dataDir }),
      raw: (dir: string) => rawSqlite(corpus, dir),
      drop: async () => {},
    };
    stores.unshift({ name: 'sqlite@baseline', checkout: baseline, ...entry });
    stores.push({ name: 'sqlite@baseline', checkout: baseline, ...entry }, { name: 'sqlite', ...entry });
  }
  const mongoUrl = process.env.MONGODB_URL;
  if (mongoUrl) {
    const secrets = { ID_SECRET: 'i'.repeat(64), EMAIL_HASH_SALT: 's'.repeat(64), TRACKING_SECRET: 't'.repeat(64) };
    const config = loadConfig({ ...base, MONGODB_URL: mongoUrl, ...secrets });
    stores.push({
      name: 'mongodb',
      env: (dataDir, db) => ({ ...base, DATA_DIR: dataDir, MONGODB_URL: mongoUrl, MONGODB_DB: db, ...secrets }),
      raw: () => rawMongo(corpus, mongoUrl, `fpd_bench_raw_${Date.now().toString(36)}`),
      drop: (db) => dropMongoDb(config, db),
    });
  } else {
    console.log('MONGODB_URL is not set: MongoDB is left out (scripts/engines.sh up mongodb)');
  }

  const rows: string[] = [];
  const rates: { name: string; rate: number }[] = [];
  try {
    for (const store of stores) {
      const dir = mkdtempSync(join(work, `${store.name}-`));
      const db = `fpd_bench_import_${Date.now().toString(36)}`;
      try {
        const start = await fpdImport(empty, store.env(join(dir, 'start'), `${db}_start`), store.checkout);
        await store.drop(`${db}_start`);
        const env = store.env(join(dir, 'data'), db);
        const first = await fpdImport(corpus, env, store.checkout);
        const again = await fpdImport(corpus, env, store.checkout);
        const update = await fpdImport(changed, env, store.checkout);
        t0 = performance.now();
        const raw = await store.raw(dir);
        const rate = (run: Run) => N / Math.max(run.seconds - start.seconds, 0.001);
        const told = (run: Run) => run.stdout.split('\n').at(-1);
        console.log(`${store.name}: ${told(first)}; again: ${told(again)}; changed: ${told(update)}`);
        rates.push({ name: store.name, rate: rate(first) });
        rows.push(
          [
            store.name.padEnd(16),
            fmt(rate(first)).padStart(9),
            fmt(N / first.seconds).padStart(9),
            fmt(first.cpuSeconds, 1).padStart(7),
            fmt(first.peakRssMb).padStart(7),
            fmt(rate(again)).padStart(10),
            fmt(rate(update)).padStart(9),
            fmt(update.peakRssMb).padStart(7),
            fmt(raw).padStart(10),
            fmt((rate(first) / raw) * 100, 1).padStart(7),
            fmt(start.seconds, 1).padStart(7),
          ].join(' '),
        );
      } finally {
        await store.drop(db).catch(() => undefined);
        rmSync(dir, { recursive: true, force: true });
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  console.log(`\nbench/import: ${fmt(N)} profiles, node ${process.version}`);
  console.log(
    'store             import/s   wall/s   cpu s  rss MB    again/s  update/s  rss MB  raw write/s  % raw  start s',
  );
  for (const r of rows) console.log(r);
  console.log(
    'import/s: over the import proper (the run less an empty run); wall/s: over the whole run; again/s: the same file a second time (all unchanged); update/s: the same profiles with other content (every line a rewrite), with its rss',
  );
  if (baseline) {
    const mean = (name: string) => {
      const r = rates.filter((x) => x.name === name).map((x) => x.rate);
      return r.reduce((a, b) => a + b, 0) / r.length;
    };
    console.log(
      `embedded import/s, this checkout over ${baseline} (mean of two runs each, interleaved): ${fmt(mean('sqlite') / mean('sqlite@baseline'), 2)}x`,
    );
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
