/**
 * bench/search/facets: what facets add to a search, measured so that the load of a shared machine falls on both sides
 * alike.
 *
 *   npx tsx bench/search/facets.bench.ts [profiles=100000] [rounds=15]
 *
 * On bench:search's store (the same profiles; reused with BENCH_DATA_DIR) and on each cluster whose URL is set
 * (OPENSEARCH_URL, ELASTICSEARCH_URL: an index is built from the store, then deleted; with BENCH_SEARCH_INDEX, that
 * existing alias is searched as it is), runs the service's search in-process (SearchService.searchJson, as the route
 * calls it, the body read by the route's schema; embedded searches on the calling thread) for bench:search's mix
 * without and with the seven facets of a recruiter's screen, each query's two forms one after the other, `rounds`
 * times. It prints per query the median of each form, and for the whole mix the median and mean request of each and
 * what facets add (the target of issue 28: at most 30 % on the median). No HTTP: what bench:search's rows at one
 * connection add to both sides (about 1 ms) is not counted, so the ratio reads a little higher here.
 */
import { loadConfig } from '../../src/config/config';
import { composeService } from '../../src/container';
import type { SearchInput } from '../../src/services/search.service';
import { searchBody } from '../../src/http/routes/partners/search.schema';
import { seededStore } from '../support/seeded-store';
import { searchPopulation } from './population';
import { MIX } from './query-mix';

const N = Number(process.argv[2] ?? 100_000);
const ROUNDS = Number(process.argv[3] ?? 15);
const FACETS_SHOWN = ['seniority', 'workAreas', 'available', 'remoteWork', 'skills', 'missionDuration', 'languages'];
const CLUSTERS = [
  ['opensearch', 'OPENSEARCH_URL'],
  ['elasticsearch', 'ELASTICSEARCH_URL'],
] as const;

type Services = Awaited<ReturnType<typeof composeService>>['services'];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const mean = (xs: number[]) => xs.reduce((a, x) => a + x, 0) / xs.length;
const percent = (a: number, b: number) => `${a >= b ? '+' : ''}${((a / b - 1) * 100).toFixed(0)}%`;

async function measure(name: string, services: Services): Promise<void> {
  const owner = 'partner:bench-facets' as const;
  const plain: number[] = [];
  const faceted: number[] = [];
  const lines: string[] = [];
  for (const body of MIX) {
    // Read as the route reads it (defaults: page 1, limit 20).
    const forms = [body, { ...body, facets: FACETS_SHOWN }].map((b) => searchBody.parse(b) as SearchInput);
    const times: number[][] = [[], []];
    for (const input of forms) await services.search.searchJson(owner, input); // caches, compiled plans
    for (let i = 0; i < ROUNDS; i++)
      for (const [k, input] of forms.entries()) {
        const t0 = performance.now();
        await services.search.searchJson(owner, input);
        times[k]!.push(performance.now() - t0);
      }
    plain.push(...times[0]!);
    faceted.push(...times[1]!);
    const [a, b] = times.map(median) as [number, number];
    lines.push(
      `  ${JSON.stringify(body).slice(0, 72).padEnd(72)} ${a.toFixed(1).padStart(7)} ${b.toFixed(1).padStart(7)} ${percent(b, a).padStart(6)}`,
    );
  }
  console.log(`\n${name}: per query, median of ${ROUNDS} (ms): without facets, with facets`);
  console.log(lines.join('\n'));
  console.log(
    `${name}: the mix's median ${median(plain).toFixed(1)} -> ${median(faceted).toFixed(1)} ms (${percent(median(faceted), median(plain))}), mean ${mean(plain).toFixed(1)} -> ${mean(faceted).toFixed(1)} ms (${percent(mean(faceted), mean(plain))}); target: facets <= +30% on the median`,
  );
}

async function main() {
  const seeded = await seededStore({
    bench: 'search',
    profiles: N,
    generate: searchPopulation,
    env: {
      ...(process.env as Record<string, string>),
      DEMO_PROFILES: '0',
      LOG_LEVEL: 'warn',
      SQLITE_SEARCH_THREADS: '0',
    },
    mongodb: false,
  });
  const base: Record<string, string> = { ...seeded.env };
  delete base.ELASTICSEARCH_URL;
  delete base.OPENSEARCH_URL;
  // The embedded engine's service: the seeded store's own may search a cluster (its environment names one).
  const embedded = await composeService(loadConfig(base));
  try {
    await measure('sqlite', embedded.services);
    for (const [name, variable] of CLUSTERS) {
      const url = process.env[variable];
      if (!url) {
        console.log(`${variable} is not set: ${name} is left out (scripts/engines.sh up)`);
        continue;
      }
      const kept = process.env.BENCH_SEARCH_INDEX;
      const index = kept ?? `fpd-bench-facets-${Date.now()}`;
      const container = await composeService(loadConfig({ ...base, [variable]: url, SEARCH_INDEX: index }));
      try {
        if (!kept) {
          const t0 = performance.now();
          const built = await container.services.searchIndex.rebuildHere();
          console.log(
            `indexed ${built.indexed} profiles into ${name} in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
          );
        }
        await measure(name, container.services);
      } finally {
        if (!kept) {
          const cluster = container.internals.searchCluster!.index;
          await cluster.deleteIndex(index).catch(() => undefined);
          for (const old of await cluster.servingIndices()) await cluster.deleteIndex(old);
        }
        await container.services.close();
      }
    }
  } finally {
    await embedded.services.close();
    await seeded.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
