/**
 * bench/growth: how the service behaves as the pool grows, one size after another, on the embedded default and on
 * each cluster whose URL is set (OPENSEARCH_URL, ELASTICSEARCH_URL).
 *
 *   BENCH_DATA_DIR=/var/tmp/fpd-growth npm run bench:growth -- [sizes=10000,100000] [seconds=10]
 *
 * For each size N, the population of bench:search (bench/search/population.ts) is seeded through the import into a
 * store of its own, BENCH_DATA_DIR/N, or reused from an earlier run (bench/support/seeded-store.ts): a run that seeds
 * reports its rate (`seeded/s`: the profiles generated and imported by this process, with the import's threads).
 * Then, with the API server as its own process on that store (built, as production
 * runs it: BENCH_RUN):
 * - disk: the data directory's size (the SQLite file, its FTS5 index and WAL; on a cluster, the index's primary store);
 * - sync: a first full synchronisation (GET /freelances, cursor, limit 1000, uncompressed), profiles/s, the server's
 *   CPU a profile, and its rate over the raw read's (bench:sync's baseline: the same rows read from the store and
 *   serialised in this process; target >= 0.80 at every size);
 * - search: the mix of bench:search asked in turn for `seconds` at one connection (median, p99), the same asked for the
 *   facets a recruiter's screen shows (median), then `seconds` at 8 connections with autocannon (req/s, median, p99,
 *   and the server's CPU a search: its process's CPU time over the searches it answered);
 * - rewrite: an import of 2 000 profiles spread over the store, each changed (`rewrite/s`, as `fpd import` of a file
 *   of updates; the same profiles are imported back as they were after it);
 * - memory: the server's peak RSS (VmHWM) over all of it.
 * On a cluster: the index rebuilt from the store (`rebuildHere`, documents/s), then the same rows through a server on
 * it (sync reads the store, not the cluster: it is the embedded row's). One table per engine, and for each figure its
 * growth over the sizes (x10 a tenfold size is linear). The load generator shares the machine's cores with the
 * servers and engines: compare figures of one run.
 */
import autocannon from 'autocannon';
import { execFileSync, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { loadConfig } from '../../src/config/config';
import { composeService } from '../../src/container';
import type { RawProfile } from '../../src/domain/profile/raw-profile.schema';
import type { ProfileImportService } from '../../src/services/profile-import.service';
import { MIX } from '../search/query-mix';
import { searchPopulation } from '../search/population';
import { startApiServer } from '../support/api-server';
import { BENCH_RUN } from '../support/entry';
import { poster } from '../support/poster';
import { cpuSeconds, peakRssMb } from '../support/proc';
import { seededStore } from '../support/seeded-store';
import { rawReader } from '../sync/raw-readers';

const SIZES = (process.argv[2] ?? '10000,100000').split(',').map(Number);
const SECONDS = Number(process.argv[3] ?? 10);
const ROOT = process.env.BENCH_DATA_DIR;
const CLUSTERS = [
  ['opensearch', 'OPENSEARCH_URL'],
  ['elasticsearch', 'ELASTICSEARCH_URL'],
] as const;
const FACETS_SHOWN = ['seniority', 'workAreas', 'available', 'remoteWork', 'skills', 'missionDuration', 'languages'];
const PORT = 3981;
/** A server on a large store takes longer to start (it reads the pool's words for spelling, warms its caches). */
const START_SECONDS = 600;

interface Figures {
  size: number;
  importRate: number | null;
  /** An import of REWRITTEN profiles of the pool, each changed, into the store of this size (profiles/s). */
  rewriteRate: number | null;
  diskMb: number;
  rebuildRate: number | null;
  syncRate: number | null;
  /** The sync's rate over the raw read's (the same rows read from the store and serialised, in this process). */
  syncOfRaw: number | null;
  syncCpuUs: number | null;
  p50: number;
  p99: number;
  facetsP50: number;
  rps8: number;
  p50at8: number;
  p99at8: number;
  cpuMsASearch: number;
  rssMb: number;
}

/** How many profiles of the pool the rewrite changes: one every size/REWRITTEN, so spread over the whole store. */
const REWRITTEN = 2_000;

/**
 * The import's rate rewriting REWRITTEN profiles spread over a store of `size` (their summary changed), as `fpd import`
 * of a file of updates runs it; then the same profiles imported as they were, so that the store holds the population
 * its manifest names again.
 */
async function rewriteRate(imports: ProfileImportService, size: number): Promise<number> {
  // the population is made 10 000 at a time (as the store was seeded): profile i is the (i % 10 000)-th of its chunk
  const picked = Array.from({ length: Math.min(REWRITTEN, size) }, (_, i) => Math.floor((i * size) / REWRITTEN));
  let made: { chunk: number; profiles: RawProfile[] } | undefined; // the picks go up: one chunk at a time
  const profiles = picked.map((i) => {
    const chunk = Math.floor(i / 10_000) * 10_000;
    if (made?.chunk !== chunk) made = { chunk, profiles: searchPopulation(chunk, Math.min(10_000, size - chunk)) };
    return made.profiles[i - chunk]!;
  });
  const lines = (changed: boolean) =>
    Readable.from(
      profiles.map((p) =>
        JSON.stringify(
          changed ? { ...p, basics: { ...p.basics, summary: `${p.basics.summary} Disponible pour une mission.` } } : p,
        ).concat('\n'),
      ),
    );
  const [changed, restoring] = [lines(true), lines(false)];
  const t0 = performance.now();
  const report = await imports.importNdjson(changed);
  const seconds = (performance.now() - t0) / 1000;
  const restored = await imports.importNdjson(restoring);
  if (report.updated !== picked.length || restored.updated !== picked.length)
    throw new Error(`the rewrite imported ${JSON.stringify({ ...report, rejected: report.rejected.length })}`);
  return picked.length / seconds;
}

const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.floor(q * (values.length - 1))]!;
const duMb = (dir: string) => Number(execFileSync('du', ['-sk', dir], { encoding: 'utf8' }).split('\t')[0]) / 1024;

/**
 * A first full sync over HTTP, as docs/api.md's recipe pages it: profiles/s (each page timed from its request to its
 * last byte, as bench:sync times it: not the client's parsing) and the server's CPU a profile (µs).
 */
async function fullSync(origin: string, key: string, pid: number, expected: number) {
  const cpu0 = cpuSeconds(pid);
  let spent = 0;
  let received = 0;
  let cursor: string | null = null;
  for (let page = 1; ; page++) {
    const path = `/freelances?modifiedTime=0&page=${page}&limit=1000${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const t0 = performance.now();
    const res = await fetch(`${origin}${path}`, { headers: { 'x-api-key': key, 'accept-encoding': 'identity' } });
    const text = await res.text();
    spent += performance.now() - t0;
    if (res.status !== 200) throw new Error(`sync page ${page}: HTTP ${res.status}`);
    const body = JSON.parse(text) as { freelances: unknown[]; infos: { nextCursor: string | null } };
    received += body.freelances.length;
    cursor = body.infos.nextCursor;
    if (!cursor) break;
  }
  if (received !== expected) throw new Error(`the sync returned ${received} profiles, expected ${expected}`);
  return { rate: received / (spent / 1000), cpuUs: ((cpuSeconds(pid) - cpu0) / received) * 1e6 };
}

/** The search rows through the server at `origin` (its process `pid`). */
async function searchRows(origin: string, key: string, pid: number) {
  const headers = { 'x-api-key': key, 'content-type': 'application/json' };
  const post = poster(origin);
  const timed = async (extra: object, seconds: number) => {
    const times: number[] = [];
    const end = performance.now() + seconds * 1000;
    for (let i = 0; performance.now() < end; i++) {
      const t0 = performance.now();
      if (!(await post('/partners/search', headers, JSON.stringify({ ...MIX[i % MIX.length]!, ...extra }))))
        throw new Error(`search ${JSON.stringify(MIX[i % MIX.length])} failed`);
      times.push(performance.now() - t0);
    }
    return times;
  };
  await timed({}, 1); // warm-up
  const plain = await timed({}, SECONDS);
  const facets = await timed({ facets: FACETS_SHOWN }, SECONDS / 2);
  const cpu0 = cpuSeconds(pid);
  const loaded = await autocannon({
    url: origin,
    connections: 8,
    duration: SECONDS,
    requests: MIX.map((b) => ({ method: 'POST' as const, path: '/partners/search', headers, body: JSON.stringify(b) })),
  });
  if (loaded.errors + loaded.non2xx > 0) throw new Error(`${loaded.errors + loaded.non2xx} searches failed at 8`);
  return {
    p50: quantile(plain, 0.5),
    p99: quantile(plain, 0.99),
    facetsP50: quantile(facets, 0.5),
    rps8: loaded.requests.average,
    p50at8: loaded.latency.p50,
    p99at8: loaded.latency.p99,
    cpuMsASearch: ((cpuSeconds(pid) - cpu0) * 1000) / loaded.requests.total,
  };
}

const probe = (key: string) => ({
  path: '/partners/search',
  init: { method: 'POST', headers: { 'x-api-key': key, 'content-type': 'application/json' }, body: '{}' },
});

async function main() {
  if (!ROOT) throw new Error('BENCH_DATA_DIR is required: each size keeps its store there, BENCH_DATA_DIR/<size>');
  const tables = new Map<string, Figures[]>();
  const add = (engine: string, f: Figures) => tables.set(engine, [...(tables.get(engine) ?? []), f]);
  for (const size of SIZES) {
    const seeded = await seededStore({
      bench: 'search',
      profiles: size,
      generate: searchPopulation,
      env: {
        ...(process.env as Record<string, string>),
        DEMO_PROFILES: '0',
        SANDBOX_PROFILES: '0',
        RATE_LIMIT_PER_MINUTE: '1000000',
        LOG_LEVEL: 'warn',
      },
      mongodb: false,
      dir: resolve(join(ROOT, String(size))),
    });
    const { services } = seeded.composition;
    const base: Record<string, string> = { ...seeded.env };
    for (const [, variable] of CLUSTERS) delete base[variable];
    const partner = (await services.keys.create({ type: 'partner', name: `growth ${Date.now().toString(36)}` })).key;
    const client = (await services.keys.create({ type: 'client', name: `growth ${Date.now().toString(36)}` })).key;
    const importRate = seeded.reused ? null : size / seeded.seedSeconds;
    const diskMb = duMb(seeded.env.DATA_DIR!);
    const servers: ChildProcess[] = [];
    const index = `fpd-bench-growth-${Date.now()}`;
    try {
      const server = await startApiServer(base, PORT, probe(partner), BENCH_RUN, START_SECONDS);
      servers.push(server);
      const origin = `http://127.0.0.1:${PORT}`;
      const sync = await fullSync(origin, client, server.pid!, size);
      const raw = await rawReader(seeded.config, '');
      const t0 = performance.now();
      let [rows, serialised] = [0, 0];
      for await (const page of raw.pages(1000)) {
        rows += page.length;
        serialised += JSON.stringify(page).length;
      }
      if (rows !== size || serialised === 0) throw new Error(`the raw read returned ${rows} profiles`);
      const rawRate = rows / ((performance.now() - t0) / 1000);
      await raw.close();
      const searched = await searchRows(origin, partner, server.pid!);
      const rewritten = await rewriteRate(services.imports, size);
      add('sqlite', {
        size,
        importRate,
        rewriteRate: rewritten,
        diskMb,
        rebuildRate: null,
        syncRate: sync.rate,
        syncOfRaw: sync.rate / rawRate,
        syncCpuUs: sync.cpuUs,
        ...searched,
        rssMb: peakRssMb(server.pid!),
      });
      server.kill('SIGTERM');
      for (const [name, variable] of CLUSTERS) {
        const url = process.env[variable];
        if (!url) continue;
        const env = { ...base, [variable]: url, SEARCH_INDEX: index };
        const container = await composeService(loadConfig(env));
        try {
          const t0 = performance.now();
          const built = await container.services.searchIndex.rebuildHere();
          const rebuildRate = built.indexed / ((performance.now() - t0) / 1000);
          const stats = (await (await fetch(`${url}/${index}/_stats/store`)).json()) as {
            _all: { primaries: { store: { size_in_bytes: number } } };
          };
          const onCluster = await startApiServer(env, PORT + 1, probe(partner), BENCH_RUN, START_SECONDS);
          servers.push(onCluster);
          const clusterRows = await searchRows(`http://127.0.0.1:${PORT + 1}`, partner, onCluster.pid!);
          add(name, {
            size,
            importRate: null,
            rewriteRate: null,
            diskMb: stats._all.primaries.store.size_in_bytes / 2 ** 20,
            rebuildRate,
            syncRate: null,
            syncOfRaw: null,
            syncCpuUs: null,
            ...clusterRows,
            rssMb: peakRssMb(onCluster.pid!),
          });
          onCluster.kill('SIGTERM');
        } finally {
          const cluster = container.internals.searchCluster!.index;
          for (const old of await cluster.servingIndices()) await cluster.deleteIndex(old);
          await container.services.close();
        }
      }
    } finally {
      for (const s of servers) s.kill('SIGTERM');
      await seeded.close();
    }
  }

  const fmt = (n: number | null, d = 0) =>
    n === null ? '-' : n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });
  const columns: [string, (f: Figures) => number | null, number][] = [
    ['seeded/s', (f) => f.importRate, 0],
    ['rewrite/s', (f) => f.rewriteRate, 0],
    ['disk MB', (f) => f.diskMb, 0],
    ['rebuild/s', (f) => f.rebuildRate, 0],
    ['sync/s', (f) => f.syncRate, 0],
    ['sync / raw', (f) => f.syncOfRaw, 2],
    ['sync µs CPU', (f) => f.syncCpuUs, 1],
    ['p50 ms', (f) => f.p50, 1],
    ['p99 ms', (f) => f.p99, 1],
    ['facets p50', (f) => f.facetsP50, 1],
    ['req/s at 8', (f) => f.rps8, 0],
    ['p50 at 8', (f) => f.p50at8, 1],
    ['p99 at 8', (f) => f.p99at8, 1],
    ['CPU ms/search', (f) => f.cpuMsASearch, 2],
    ['RSS MB', (f) => f.rssMb, 0],
  ];
  console.log(`\nbench/growth: sizes ${SIZES.join(', ')}, ${SECONDS} s a search row, node ${process.version}`);
  for (const [engine, figures] of tables) {
    console.log(`\n${engine}\n${['profiles', ...columns.map(([name]) => name)].map((c) => c.padStart(14)).join('')}`);
    for (const f of figures)
      console.log([fmt(f.size), ...columns.map(([, get, d]) => fmt(get(f), d))].map((c) => c.padStart(14)).join(''));
    for (let i = 1; i < figures.length; i++) {
      const [a, b] = [figures[i - 1]!, figures[i]!];
      const growth = (get: (f: Figures) => number | null) => {
        const [x, y] = [get(a), get(b)];
        return x === null || y === null || x === 0 ? '-' : `x${(y / x).toFixed(2)}`;
      };
      console.log(
        [`x${(b.size / a.size).toFixed(0)} size`, ...columns.map(([, get]) => growth(get))]
          .map((c) => c.padStart(14))
          .join(''),
      );
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
