/**
 * bench/search: Stage 1 search under load, through the service and straight to the engine, in one run.
 *
 *   npm run bench:search -- [profiles=100000] [seconds=10]
 *
 * Seeds N demo profiles into a fresh embedded store (whose FTS5 index is the embedded engine) and, when
 * OPENSEARCH_URL is set, rebuilds an OpenSearch index from it. Starts one API server per engine, then runs a fixed
 * mix of queries (single words, phrases, exclusions, OR groups, filters) with autocannon at 1, 8 and 32
 * connections against each server, and beside each the same compiled queries sent straight to the engine: to
 * OpenSearch's _search with autocannon, to SQLite in-process (on the calling thread, one search at a time: the
 * engine's own cost; the server runs its searches on SQLITE_SEARCH_THREADS worker threads). Targets: p99 under
 * 50 ms at 8 connections on both engines; the service adds no more than 25% to the engine's median; the recruiter
 * vocabulary (a second server with SEARCH_VOCABULARY=off, in the same run) adds no more than 10% to the service's
 * median. The engine rows run the queries as the service sends them (read through the vocabulary). The servers and
 * the bench's own stores log at `warn`: their info lines ("closed ...") would only interleave with the table.
 */
import autocannon from 'autocannon';
import type { ChildProcess } from 'node:child_process';
import { compileSearch } from '../../src/adapters/search-cluster/bool-query';
import { loadConfig } from '../../src/config/config';
import { composeService } from '../../src/container';
import { demoProfiles } from '../../src/demo/demo-profiles';
import { parseKeywords } from '../../src/domain/search/keyword-grammar';
import { keyFilters } from '../../src/domain/search/filters';
import type { PlaceDirectory } from '../../src/domain/search/places';
import { expandKeywords } from '../../src/domain/search/query-expansion';
import { regionBySlug, skillBySlug } from '../../src/domain/search/referential';
import type { SearchQuery } from '../../src/ports/search-engine';
import { startApiServer } from '../support/api-server';
import { seededStore } from '../support/seeded-store';
import { MIX } from './query-mix';

const N = Number(process.argv[2] ?? 100_000);
const SECONDS = Number(process.argv[3] ?? 10);
const CONNECTIONS = [1, 8, 32];

/** The query the service sends the engine for a body (the vocabulary applied; these words need no correction). */
function toQuery(body: Record<string, unknown>, places: PlaceDirectory): SearchQuery {
  const regions = ((body.workAreas as string[] | undefined) ?? []).map((s) => regionBySlug.get(s)!);
  const skills = ((body.skills as string[] | undefined) ?? []).map((s) => skillBySlug.get(s)!);
  return {
    keywords: expandKeywords(parseKeywords((body.keywords as string | undefined) ?? ''), { places }).query,
    filters: keyFilters({ skills, workAreas: regions, seniority: body.seniority as string[] | undefined, available: body.available as boolean | undefined }),
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
}

async function load(target: string, url: string, connections: number, requests: { method: 'POST'; path: string; headers: Record<string, string>; body: string }[]): Promise<Row> {
  const r = await autocannon({ url, connections, duration: SECONDS, requests });
  return { target, connections, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

function inProcess(target: string, run: (q: SearchQuery) => Promise<unknown>, queries: SearchQuery[]): Promise<Row> {
  return (async () => {
    const times: number[] = [];
    const end = performance.now() + SECONDS * 1000;
    for (let i = 0; performance.now() < end; i++) {
      const t0 = performance.now();
      await run(queries[i % queries.length]!);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const pct = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))]!;
    return { target, connections: 1, rps: times.length / SECONDS, p50: pct(0.5), p99: pct(0.99), errors: 0 };
  })();
}

/** A server of this bench: ready once a partner's empty search answers. */
const startServer = (env: Record<string, string>, port: number, key: string): Promise<ChildProcess> =>
  startApiServer(env, port, { path: '/partners/search', init: { method: 'POST', headers: { 'x-api-key': key, 'content-type': 'application/json' }, body: '{}' } });

async function main() {
  const opensearchUrl = process.env.OPENSEARCH_URL;
  const index = `fpd-bench-search-${Date.now()}`;
  // The engine row: on the calling thread, so handing a search to a thread counts as the service's overhead.
  const seeded = await seededStore({
    bench: 'search',
    profiles: N,
    generate: (offset, count) => demoProfiles(count, { seed: 7000 + offset, idPrefix: `b${String(offset / 10_000).padStart(3, '0')}-` }),
    env: { ...(process.env as Record<string, string>), DEMO_PROFILES: '0', RATE_LIMIT_PER_MINUTE: '1000000', LOG_LEVEL: 'warn', SQLITE_SEARCH_THREADS: '0' },
    mongodb: false,
  });
  const { services: embedded, internals: embeddedInternals } = seeded.composition;
  const base: Record<string, string> = { ...seeded.env };
  delete base.SQLITE_SEARCH_THREADS; // the servers take it from the environment, as before
  if (process.env.SQLITE_SEARCH_THREADS !== undefined) base.SQLITE_SEARCH_THREADS = process.env.SQLITE_SEARCH_THREADS;
  delete base.ELASTICSEARCH_URL;
  delete base.OPENSEARCH_URL;
  const key = (await embedded.keys.create({ type: 'partner', name: 'bench' })).key;
  let t0: number;

  const queries = MIX.map((b) => toQuery(b as Record<string, unknown>, embedded.mobility));
  const requests = MIX.map((b) => ({ method: 'POST' as const, path: '/partners/search', headers: { 'x-api-key': key, 'content-type': 'application/json' }, body: JSON.stringify(b) }));
  const rows: Row[] = [];
  const servers: ChildProcess[] = [];
  let osContainer: Awaited<ReturnType<typeof composeService>> | null = null;
  try {
    servers.push(await startServer(base, 3961, key));
    // The same service reading keywords word for word: what the recruiter vocabulary costs.
    servers.push(await startServer({ ...base, SEARCH_VOCABULARY: 'off' }, 3963, key));
    if (opensearchUrl) {
      osContainer = await composeService(loadConfig({ ...base, OPENSEARCH_URL: opensearchUrl, SEARCH_INDEX: index }));
      t0 = performance.now();
      const built = await osContainer.services.searchIndex.rebuildHere();
      console.log(`indexed ${built.indexed} profiles into OpenSearch in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
      servers.push(await startServer({ ...base, OPENSEARCH_URL: opensearchUrl, SEARCH_INDEX: index }, 3962, key));
      servers.push(await startServer({ ...base, OPENSEARCH_URL: opensearchUrl, SEARCH_INDEX: index, SEARCH_VOCABULARY: 'off' }, 3964, key));
    } else {
      console.log('OPENSEARCH_URL is not set: OpenSearch is left out (scripts/engines.sh up opensearch)');
    }

    rows.push(await inProcess('sqlite engine (in-process)', (q) => embeddedInternals.stores.search!.search(q), queries));
    for (const c of CONNECTIONS) {
      rows.push(await load('service on sqlite', 'http://127.0.0.1:3961', c, requests));
      rows.push(await load('sqlite, vocabulary off', 'http://127.0.0.1:3963', c, requests));
    }
    if (opensearchUrl) {
      const direct = queries.map((q) => ({ method: 'POST' as const, path: `/${index}/_search`, headers: { 'content-type': 'application/json' }, body: JSON.stringify(compileSearch(q)) }));
      for (const c of CONNECTIONS) {
        rows.push(await load('opensearch engine (_search)', opensearchUrl, c, direct));
        rows.push(await load('service on opensearch', 'http://127.0.0.1:3962', c, requests));
        rows.push(await load('opensearch, vocabulary off', 'http://127.0.0.1:3964', c, requests));
      }
    }
  } finally {
    for (const s of servers) s.kill('SIGTERM');
    if (osContainer?.internals.searchCluster) {
      const cluster = osContainer.internals.searchCluster.index;
      await cluster.deleteIndex(index).catch(() => undefined);
      for (const old of await cluster.servingIndices()) await cluster.deleteIndex(old);
      await osContainer.services.close();
    }
    await seeded.close();
  }

  console.log(`\nbench/search: ${N} profiles, ${MIX.length} queries in the mix, ${SECONDS} s per row, node ${process.version}`);
  console.log('target                          conn     req/s   p50 ms   p99 ms  errors');
  for (const r of rows)
    console.log(
      `${r.target.padEnd(30)} ${String(r.connections).padStart(5)} ${r.rps.toFixed(0).padStart(9)} ${r.p50.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)} ${String(r.errors).padStart(7)}`,
    );
  const at = (target: string, c: number) => rows.find((r) => r.target === target && r.connections === c);
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  const s8 = at('service on sqlite', 8)!;
  console.log(`\np99 at 8 connections, service on sqlite: ${s8.p99.toFixed(1)} ms (target < 50)  ${verdict(s8.p99 < 50)}`);
  const sqlEngine = at('sqlite engine (in-process)', 1)!;
  const s1 = at('service on sqlite', 1)!;
  console.log(
    `service overhead on sqlite, median at 1 connection: ${s1.p50.toFixed(1)} ms vs engine ${sqlEngine.p50.toFixed(1)} ms (+${((s1.p50 / sqlEngine.p50 - 1) * 100).toFixed(0)}%, target <= 25%)  ${verdict(s1.p50 <= sqlEngine.p50 * 1.25)}`,
  );
  const vocabularyCost = (on: string, off: string) => {
    const [a, b] = [at(on, 1)!, at(off, 1)!];
    const extra = (a.p50 / b.p50 - 1) * 100;
    console.log(
      `recruiter vocabulary on ${on.replace('service on ', '')}, median at 1 connection: ${a.p50.toFixed(1)} ms vs ${b.p50.toFixed(1)} ms word for word (${extra >= 0 ? '+' : ''}${extra.toFixed(0)}%, target <= 10%)  ${verdict(extra <= 10)}`,
    );
  };
  vocabularyCost('service on sqlite', 'sqlite, vocabulary off');
  if (opensearchUrl) {
    vocabularyCost('service on opensearch', 'opensearch, vocabulary off');
    for (const c of CONNECTIONS) {
      const svc = at('service on opensearch', c)!;
      const eng = at('opensearch engine (_search)', c)!;
      console.log(
        `service overhead on opensearch at ${c} connection(s): median ${svc.p50.toFixed(1)} ms vs engine ${eng.p50.toFixed(1)} ms (+${((svc.p50 / Math.max(eng.p50, 0.1) - 1) * 100).toFixed(0)}%)`,
      );
    }
    const o8 = at('service on opensearch', 8)!;
    console.log(`p99 at 8 connections, service on opensearch: ${o8.p99.toFixed(1)} ms (target < 50)  ${verdict(o8.p99 < 50)}`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
