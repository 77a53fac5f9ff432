/**
 * bench/relevance: how good Stage 1 search feels to a recruiter, on the demo corpus, per engine.
 *
 *   npm run bench:relevance -- [profiles=1000] [vocabulary=on|off]
 *
 * Seeds the demo population (src/demo/demo-profiles.ts, the demo's own seed) into a fresh embedded store, and, when
 * OPENSEARCH_URL (and/or ELASTICSEARCH_URL) is set, builds that cluster's index from it. Runs the queries of
 * queries.ts through the service (SearchService, as POST /partners/search does) on each engine and compares the
 * ranking with each query's graded judgments. Prints per engine: nDCG@10 (the mean over the queries), the share of
 * queries with no result while the pool holds a relevant profile, and the share of queries whose top 10 differs from
 * the embedded engine's. Targets: nDCG@10 >= 0.9 on every engine, zero-result share 0.
 * `vocabulary=off` runs the same with SEARCH_VOCABULARY=off (keywords read word for word), for comparison.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { elasticsearchClient } from '../../src/adapters/search-cluster/elasticsearch-client';
import { openSearchClient } from '../../src/adapters/search-cluster/opensearch-client';
import { loadConfig } from '../../src/config/config';
import { composeService, type Composition } from '../../src/container';
import { demoPopulation, type DemoFreelancer } from '../../src/demo/demo-profiles';
import { QUERIES } from './queries';

const N = Number(process.argv[2] ?? 1000);
const VOCABULARY = (process.argv[3] ?? 'on') === 'off' ? 'off' : 'on';
const K = 10;
const OWNER = 'partner:relevance-bench';

/** nDCG@k of a ranking against graded judgments (gain 2^grade - 1, the usual form). */
export function ndcg(ranked: number[], allGrades: number[], k = K): number {
  const dcg = (grades: number[]) => grades.slice(0, k).reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0);
  const ideal = dcg([...allGrades].sort((a, b) => b - a));
  return ideal === 0 ? (ranked.length === 0 ? 1 : 0) : dcg(ranked) / ideal;
}

interface EngineRun {
  engine: string;
  /** Per query: the internal ids of its top results. */
  tops: string[][];
  ndcgs: number[];
  zeroWithRelevant: number;
}

async function run(engine: string, { services: c, internals }: Composition, byId: Map<string, DemoFreelancer>): Promise<EngineRun> {
  const result: EngineRun = { engine, tops: [], ndcgs: [], zeroWithRelevant: 0 };
  for (const q of QUERIES) {
    const res = await c.search.search(OWNER, { ...q.body, page: 1, limit: K });
    const ids = res.freelances.map((f) => internals.stage1.resolve(f.id, OWNER)!);
    const grades = [...byId.values()].map(q.judge);
    result.tops.push(ids);
    result.ndcgs.push(
      ndcg(
        ids.map((id) => q.judge(byId.get(id)!)),
        grades,
      ),
    );
    if (res.infos.total === 0 && grades.some((g) => g > 0)) result.zeroWithRelevant++;
  }
  return result;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fpd-bench-relevance-'));
  const base: Record<string, string> = { ...(process.env as Record<string, string>), DATA_DIR: dataDir, DEMO_PROFILES: '0', LOG_LEVEL: 'warn', SEARCH_VOCABULARY: VOCABULARY };
  for (const v of ['MONGODB_URL', 'REDIS_URL', 'OPENSEARCH_URL', 'ELASTICSEARCH_URL']) delete base[v];
  const population = demoPopulation(N);
  const byId = new Map(population.map((d) => [d.profile.meta.id, d]));
  const containers: Composition[] = [];
  const runs: EngineRun[] = [];
  try {
    const embedded = await composeService(loadConfig({ ...base, SQLITE_SEARCH_THREADS: '0' }));
    containers.push(embedded);
    await embedded.services.imports.importProfiles(population.map((d) => d.profile));
    runs.push(await run('sqlite', embedded, byId));
    for (const [engine, variable] of [
      ['opensearch', 'OPENSEARCH_URL'],
      ['elasticsearch', 'ELASTICSEARCH_URL'],
    ] as const) {
      const url = process.env[variable];
      if (!url) {
        console.log(`${variable} is not set: ${engine} is left out`);
        continue;
      }
      const c = await composeService(loadConfig({ ...base, [variable]: url, SEARCH_INDEX: `fpd-bench-relevance-${process.pid}` }));
      containers.push(c);
      await c.services.searchIndex.rebuildHere();
      runs.push(await run(engine, c, byId));
      const client = engine === 'opensearch' ? openSearchClient(url) : elasticsearchClient(url);
      for (const index of await client.aliasTargets(c.internals.searchCluster!.index.alias)) await client.deleteIndex(index);
      await client.close();
    }
  } finally {
    for (const c of containers.reverse()) await c.services.close();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const reference = runs[0]!;
  console.log(`\nbench/relevance: ${N} demo profiles, ${QUERIES.length} queries, vocabulary ${VOCABULARY}, node ${process.version}`);
  console.log('engine          nDCG@10   zero results (pool holds a match)   top 10 differs from sqlite');
  for (const r of runs) {
    const differs = r.tops.filter((top, i) => JSON.stringify(top) !== JSON.stringify(reference.tops[i])).length;
    const differsAsSet = r.tops.filter((top, i) => JSON.stringify([...top].sort()) !== JSON.stringify([...reference.tops[i]!].sort())).length;
    console.log(
      `${r.engine.padEnd(15)} ${mean(r.ndcgs).toFixed(3).padStart(7)}   ${`${r.zeroWithRelevant}/${QUERIES.length} (${((100 * r.zeroWithRelevant) / QUERIES.length).toFixed(0)}%)`.padEnd(34)}  ${r === reference ? '-' : `${differs}/${QUERIES.length} in order, ${differsAsSet}/${QUERIES.length} as sets`}`,
    );
  }
  console.log('\nper query (nDCG@10 per engine):');
  QUERIES.forEach((q, i) => console.log(`  ${runs.map((r) => r.ndcgs[i]!.toFixed(2)).join(' ')}  ${q.kind.padEnd(10)} ${JSON.stringify(q.body)}`));
  const verdict = runs.every((r) => mean(r.ndcgs) >= 0.9 && r.zeroWithRelevant === 0);
  console.log(`\ntargets (nDCG@10 >= 0.9 and no zero-result query on every engine): ${verdict ? 'PASS' : 'FAIL'}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
