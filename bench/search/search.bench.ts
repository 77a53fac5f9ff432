/**
 * bench/search: Stage 1 search under load, through the service and straight to the engine, in one run.
 *
 *   npm run bench:search -- [profiles=100000] [seconds=10]
 *
 * Seeds N demo profiles into a fresh embedded store (whose FTS5 index is the embedded engine) and rebuilds an index
 * from it on each cluster whose URL is set (OPENSEARCH_URL, ELASTICSEARCH_URL). Starts two API servers per engine (the
 * service, and the service reading keywords word for word: SEARCH_VOCABULARY=off), then runs a fixed mix of queries
 * (single words, phrases, exclusions, OR groups, filters) with autocannon at 1, 8 and 32 connections against each
 * service, and beside each the same compiled queries sent straight to the engine: to the cluster's _search with
 * autocannon, to SQLite in-process (on the calling thread, one search at a time: the engine's own cost; the server
 * runs its searches on SQLITE_SEARCH_THREADS worker threads). At one connection the engine, the service, the service
 * without the vocabulary and the service asked for facets and for highlights are asked each query in turn, back to
 * back, timed to the microsecond (so their ratios compare the same moments); at 8 and 32, autocannon. The service runs
 * built, as production runs it (BENCH_RUN=built, the default: `npm run build` first), and, at one connection, from
 * source beside it (tsx, as `npm start` runs it: the `from source` column); BENCH_RUN=source runs it from source. The summary gives, per engine, the service/engine ratios and what the vocabulary, facets and
 * highlights add to the service's median, and a brief of 5 000 characters read afresh (bench/search/brief-ad.ts) beside
 * the keywords' median. Targets: service/engine median <= 1.15 at one connection; throughput >=
 * 0.85 of the engine's at 8 and 32 connections; the vocabulary <= +10%, facets <= +30%, highlights <= +15% on the
 * median; the brief <= 2x the keywords' median; p99 under 50 ms at 8 connections; on the clusters, the service's CPU
 * <= 1.0 ms a search at 8 connections (its process's CPU time, from /proc, over the searches it answered; beside it
 * the cluster's nodes' own, from `_nodes/stats/process`, and the floor: a bare Node server doing a search's I/O and
 * nothing else, bench/support/floor-server.ts; on SQLite the engine's CPU is the service's). The engine rows run the queries as the service sends them (read through
 * the vocabulary). The servers and the bench's own stores log at `warn`.
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compileSearch } from '../../src/adapters/search-cluster/bool-query';
import { loadConfig } from '../../src/config/config';
import { composeService } from '../../src/container';
import { parseKeywords } from '../../src/domain/search/keyword-grammar';
import { filterBoosts, keyFilters } from '../../src/domain/search/filters';
import type { PlaceDirectory } from '../../src/domain/search/places';
import { expandKeywords } from '../../src/domain/search/query-expansion';
import { regionBySlug, skillBySlug } from '../../src/domain/search/referential';
import type { SearchQuery } from '../../src/ports/search-engine';
import { startApiServer } from '../support/api-server';
import { poster } from '../support/poster';
import { cpuSeconds } from '../support/proc';
import { BENCH_RUN } from '../support/entry';
import { seededStore } from '../support/seeded-store';
import { searchPopulation } from './population';
import { LONG_AD } from './brief-ad';
import { MIX } from './query-mix';

const N = Number(process.argv[2] ?? 100_000);
const SECONDS = Number(process.argv[3] ?? 10);
const CONNECTIONS = [1, 8, 32];
/** The clusters measured beside the embedded engine, each when its URL is set. */
const CLUSTERS = [
  ['opensearch', 'OPENSEARCH_URL'],
  ['elasticsearch', 'ELASTICSEARCH_URL'],
] as const;
/** The facets a recruiter's screen would show. */
const FACETS_SHOWN = ['seniority', 'workAreas', 'available', 'remoteWork', 'skills', 'missionDuration', 'languages'];

/**
 * The query the service sends the engine for a body (the vocabulary applied, with what the filters prefer: whoever
 * lives in a region filtered, a skill filtered named in the text; these words need no correction).
 */
function toQuery(body: Record<string, unknown>, places: PlaceDirectory): SearchQuery {
  const regions = ((body.workAreas as string[] | undefined) ?? []).map((s) => regionBySlug.get(s)!);
  const skills = ((body.skills as string[] | undefined) ?? []).map((s) => skillBySlug.get(s)!);
  return {
    keywords: expandKeywords(parseKeywords((body.keywords as string | undefined) ?? ''), { places }).query,
    filters: keyFilters({
      skills,
      workAreas: regions,
      seniority: body.seniority as string[] | undefined,
      available: body.available as boolean | undefined,
    }),
    boosts: filterBoosts(skills, regions),
    offset: 0,
    limit: (body.limit as number | undefined) ?? 20,
  };
}

interface Row {
  target: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU time its process (or the engine's nodes) spent a request answered, in ms, where measured. */
  cpu?: number;
}

/** The CPU time a cluster's nodes have used, in ms, as they report it (`_nodes/stats/process`). */
async function clusterCpu(url: string): Promise<number> {
  const stats = (await (await fetch(`${url}/_nodes/stats/process`)).json()) as {
    nodes: Record<string, { process: { cpu: { total_in_millis: number } } }>;
  };
  return Object.values(stats.nodes).reduce((sum, n) => sum + n.process.cpu.total_in_millis, 0);
}

async function load(
  target: string,
  url: string,
  connections: number,
  requests: { method: 'POST'; path: string; headers: Record<string, string>; body: string }[],
  cpu?: () => Promise<number>,
): Promise<Row> {
  const before = await cpu?.();
  const r = await autocannon({ url, connections, duration: SECONDS, requests });
  const spent = cpu && before !== undefined ? (await cpu()) - before : undefined;
  return {
    target,
    connections,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
    ...(spent !== undefined && r.requests.total > 0 && { cpu: spent / r.requests.total }),
  };
}

/** One of the targets asked in turn at one connection: asks the mix's i-th query, true when it answered 200. */
interface Probe {
  target: string;
  ask: (i: number) => Promise<boolean>;
}

/**
 * The one-connection rows, side by side: each query of the mix is asked of every target back to back (who goes first
 * turns), so a ratio between two rows compares the same moments of a machine whose speed moves between runs, and
 * each latency is timed to the microsecond (autocannon's are whole milliseconds, too coarse for a cluster's 3 ms).
 * As long in all as one row of SECONDS per target.
 */
async function sideBySide(probes: Probe[], queries: number): Promise<Row[]> {
  const times = probes.map((): number[] => []);
  const errors = probes.map(() => 0);
  const end = performance.now() + SECONDS * 1000 * probes.length;
  for (let i = 0; performance.now() < end; i++)
    for (let k = 0; k < probes.length; k++) {
      const j = (i + k) % probes.length;
      const t0 = performance.now();
      const ok = await probes[j]!.ask(i % queries);
      times[j]!.push(performance.now() - t0);
      if (!ok) errors[j]!++;
    }
  return probes.map(({ target }, j) => {
    const sorted = times[j]!.sort((a, b) => a - b);
    const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
    const spent = sorted.reduce((a, b) => a + b, 0) / 1000;
    return { target, connections: 1, rps: sorted.length / spent, p50: pct(0.5), p99: pct(0.99), errors: errors[j]! };
  });
}

/**
 * The floor row's server (bench/support/floor-server.ts) in front of the cluster at `engineUrl`, on `port`: for each
 * query of the mix as the service compiles it (`direct`), the engine's search, the rate limit's Redis command when
 * there is a Redis, and the service's own answer to that query (`requests`, asked once here).
 */
async function startFloor(
  engineUrl: string,
  port: number,
  direct: { path: string; body: string }[],
  requests: { path: string; headers: Record<string, string>; body: string }[],
  redisUrl: string | undefined,
): Promise<ChildProcess> {
  const answers: Record<string, string> = {};
  for (const [i, r] of requests.entries())
    answers[direct[i]!.body] = await (
      await fetch(`http://127.0.0.1:${port - 50}${r.path}`, { method: 'POST', headers: r.headers, body: r.body })
    ).text();
  const dir = mkdtempSync(join(tmpdir(), 'fpd-floor-'));
  const file = join(dir, 'answers.json');
  writeFileSync(file, JSON.stringify(answers));
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/support/floor-server.ts'], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      FLOOR_ANSWERS: file,
      FLOOR_ENGINE_URL: engineUrl,
      ...(redisUrl && { FLOOR_REDIS_URL: redisUrl }),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const ask = poster(`http://127.0.0.1:${port}`);
  for (let i = 0; i < 300; i++) {
    if (await ask(direct[0]!.path, {}, direct[0]!.body).catch(() => false)) {
      rmSync(dir, { recursive: true }); // (read by the server as it starts)
      return child;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGTERM');
  rmSync(dir, { recursive: true });
  throw new Error(`the floor server on port ${port} did not start`);
}

/** A server of this bench: ready once a partner's empty search answers. */
const startServer = (env: Record<string, string>, port: number, key: string, how?: string): Promise<ChildProcess> =>
  startApiServer(
    env,
    port,
    {
      path: '/partners/search',
      init: { method: 'POST', headers: { 'x-api-key': key, 'content-type': 'application/json' }, body: '{}' },
    },
    how,
  );

async function main() {
  const index = `fpd-bench-search-${Date.now()}`;
  // The engine row: on the calling thread, so handing a search to a thread counts as the service's overhead.
  const seeded = await seededStore({
    bench: 'search',
    profiles: N,
    generate: searchPopulation,
    env: {
      ...(process.env as Record<string, string>),
      DEMO_PROFILES: '0',
      RATE_LIMIT_PER_MINUTE: '1000000',
      LOG_LEVEL: 'warn',
      SQLITE_SEARCH_THREADS: '0',
    },
    mongodb: false,
  });
  const { services: embedded, internals: embeddedInternals } = seeded.composition;
  const base: Record<string, string> = { ...seeded.env };
  delete base.SQLITE_SEARCH_THREADS; // the servers take it from the environment, as before
  if (process.env.SQLITE_SEARCH_THREADS !== undefined) base.SQLITE_SEARCH_THREADS = process.env.SQLITE_SEARCH_THREADS;
  delete base.ELASTICSEARCH_URL;
  delete base.OPENSEARCH_URL;
  const key = (await embedded.keys.create({ type: 'partner', name: `bench ${Date.now().toString(36)}` })).key;
  let t0: number;

  const queries = MIX.map((b) => toQuery(b as Record<string, unknown>, embedded.mobility));
  const asked = (extra: object) =>
    MIX.map((b) => ({
      method: 'POST' as const,
      path: '/partners/search',
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      body: JSON.stringify({ ...b, ...extra }),
    }));
  const requests = asked({});
  let briefs = 0;
  const briefRequest = () => ({
    path: '/partners/search',
    headers: { 'x-api-key': key, 'content-type': 'application/json' },
    body: JSON.stringify({ brief: `${LONG_AD} réf. ${++briefs}` }),
  });
  const rows: Row[] = [];
  const servers: ChildProcess[] = [];
  const clusters: { name: string; url: string; container: Awaited<ReturnType<typeof composeService>> }[] = [];
  const engines: { name: string; port: number; env: Record<string, string> }[] = [
    { name: 'sqlite', port: 3961, env: {} },
  ];
  try {
    for (const [name, variable] of CLUSTERS) {
      const url = process.env[variable];
      if (!url) {
        console.log(`${variable} is not set: ${name} is left out (scripts/engines.sh up)`);
        continue;
      }
      const env = { [variable]: url, SEARCH_INDEX: index };
      const container = await composeService(loadConfig({ ...base, ...env }));
      clusters.push({ name, url, container });
      t0 = performance.now();
      const built = await container.services.searchIndex.rebuildHere();
      console.log(
        `indexed ${built.indexed} profiles into ${name} in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
      );
      engines.push({ name, port: 3961 + engines.length * 2, env });
    }
    for (const e of engines) {
      servers.push(await startServer({ ...base, ...e.env }, e.port, key));
      // The same service reading keywords word for word: what the recruiter vocabulary costs.
      servers.push(await startServer({ ...base, ...e.env, SEARCH_VOCABULARY: 'off' }, e.port + 1, key));
      // The service built, as production runs it, beside the same from source (tsx), as `npm start` runs it.
      if (BENCH_RUN === 'built') servers.push(await startServer({ ...base, ...e.env }, e.port + 100, key, 'source'));
    }

    for (const e of engines) {
      const cluster = clusters.find((c) => c.name === e.name);
      const direct = queries.map((q) => ({
        method: 'POST' as const,
        path: `/${index}/_search`,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(compileSearch(q)),
      }));
      const service = poster(`http://127.0.0.1:${e.port}`);
      const asking =
        (post: ReturnType<typeof poster>, list: { path: string; headers: Record<string, string>; body: string }[]) =>
        (i: number): Promise<boolean> =>
          post(list[i]!.path, list[i]!.headers, list[i]!.body);
      const engine: Probe = cluster
        ? { target: `${e.name} engine (_search)`, ask: asking(poster(cluster.url), direct) }
        : {
            target: 'sqlite engine (in-process)',
            ask: (i) => embeddedInternals.stores.search!.search(queries[i]!).then(() => true),
          };
      rows.push(
        ...(await sideBySide(
          [
            engine,
            { target: `service on ${e.name}`, ask: asking(service, requests) },
            { target: `${e.name}, vocabulary off`, ask: asking(poster(`http://127.0.0.1:${e.port + 1}`), requests) },
            { target: `${e.name}, with facets`, ask: asking(service, asked({ facets: FACETS_SHOWN })) },
            { target: `${e.name}, with highlights`, ask: asking(service, asked({ highlight: true })) },
            {
              target: `${e.name}, brief 5000 chars`,
              ask: () => {
                const r = briefRequest();
                return service(r.path, r.headers, r.body);
              },
            },
            ...(BENCH_RUN === 'built'
              ? [
                  {
                    target: `${e.name}, from source`,
                    ask: asking(poster(`http://127.0.0.1:${e.port + 100}`), requests),
                  },
                ]
              : []),
          ],
          queries.length,
        )),
      );
      const pid = servers[engines.indexOf(e) * (BENCH_RUN === 'built' ? 3 : 2)]!.pid!;
      const floor = cluster && (await startFloor(cluster.url, e.port + 50, direct, requests, base.REDIS_URL));
      if (floor) servers.push(floor);
      for (const c of CONNECTIONS.slice(1)) {
        if (cluster)
          rows.push(await load(`${e.name} engine (_search)`, cluster.url, c, direct, () => clusterCpu(cluster.url)));
        rows.push(
          await load(`service on ${e.name}`, `http://127.0.0.1:${e.port}`, c, requests, () =>
            Promise.resolve(cpuSeconds(pid) * 1000),
          ),
        );
        if (floor && c === 8)
          rows.push(
            await load(`${e.name} floor (same I/O)`, `http://127.0.0.1:${e.port + 50}`, c, direct, () =>
              Promise.resolve(cpuSeconds(floor.pid!) * 1000),
            ),
          );
      }
    }
  } finally {
    for (const s of servers) s.kill('SIGTERM');
    for (const { container } of clusters) {
      const cluster = container.internals.searchCluster!.index;
      await cluster.deleteIndex(index).catch(() => undefined);
      for (const old of await cluster.servingIndices()) await cluster.deleteIndex(old);
      await container.services.close();
    }
    await seeded.close();
  }

  console.log(
    `\nbench/search: ${N} profiles, ${MIX.length} queries in the mix, ${SECONDS} s per row, node ${process.version}`,
  );
  console.log('target                             conn     req/s   p50 ms   p99 ms  errors  CPU ms/request');
  for (const r of rows)
    console.log(
      `${r.target.padEnd(33)} ${String(r.connections).padStart(5)} ${r.rps.toFixed(0).padStart(9)} ${r.p50.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)} ${String(r.errors).padStart(7)} ${(r.cpu?.toFixed(2) ?? '-').padStart(15)}`,
    );
  const at = (target: string, c: number) => rows.find((r) => r.target === target && r.connections === c)!;
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  const percent = (a: number, b: number) => `${a >= b ? '+' : ''}${((a / b - 1) * 100).toFixed(0)}%`;
  console.log(
    '\nengine         service/engine median at 1    throughput at 8    at 32    vocabulary    facets    highlights    brief/keywords    p99 at 8    from source    service CPU a search at 8    engine CPU',
  );
  for (const e of engines) {
    const engine = (c: number) =>
      e.name === 'sqlite' ? at('sqlite engine (in-process)', 1) : at(`${e.name} engine (_search)`, c);
    const service = (c: number) => at(`service on ${e.name}`, c);
    const ratio = service(1).p50 / engine(1).p50;
    const throughput = (c: number) => (e.name === 'sqlite' ? null : service(c).rps / engine(c).rps);
    const cost = (row: string) => percent(at(row, 1).p50, service(1).p50);
    const vocabulary = percent(service(1).p50, at(`${e.name}, vocabulary off`, 1).p50);
    console.log(
      [
        e.name.padEnd(14),
        `${ratio.toFixed(2)} (${verdict(ratio <= 1.15)})`.padStart(27),
        (throughput(8)?.toFixed(2) ?? '-').padStart(19),
        (throughput(32)?.toFixed(2) ?? '-').padStart(8),
        vocabulary.padStart(13),
        cost(`${e.name}, with facets`).padStart(9),
        cost(`${e.name}, with highlights`).padStart(13),
        (() => {
          const r = at(`${e.name}, brief 5000 chars`, 1).p50 / service(1).p50;
          return `${r.toFixed(2)} (${verdict(r <= 2)})`;
        })().padStart(17),
        `${service(8).p99.toFixed(1)} ms`.padStart(11),
        (BENCH_RUN === 'built' ? cost(`${e.name}, from source`) : '-').padStart(14),
        // on SQLite the engine runs in the service's process: its CPU is the service's
        `${service(8).cpu!.toFixed(2)} ms${e.name === 'sqlite' ? ' (with the engine)' : ` (${verdict(service(8).cpu! <= 1)}; floor ${at(`${e.name} floor (same I/O)`, 8).cpu!.toFixed(2)})`}`.padStart(
          28,
        ),
        (e.name === 'sqlite' ? '-' : `${engine(8).cpu!.toFixed(2)} ms`).padStart(13),
      ].join(' '),
    );
  }
  console.log(
    'targets: service/engine median <= 1.15; throughput >= 0.85 at 8 and 32 connections (clusters); vocabulary <= +10%; facets <= +30%; highlights <= +15%; a 5000-character brief read afresh <= 2x the keywords median; p99 < 50 ms at 8 connections; service CPU <= 1.0 ms a search at 8 connections (clusters: the process CPU time over the searches it answered; the floor: a bare Node server doing the same I/O, bench/support/floor-server.ts)',
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
