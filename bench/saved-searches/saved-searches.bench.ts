/**
 * bench/saved-searches: the saved-search matcher (issue 29) as saved searches grow, on the embedded engine.
 *
 *   npm run bench:saved-searches -- [profiles=20000] [searches=100,1000] [rounds=20] [batch=50]
 *
 * Seeds N demo profiles into an embedded store, then for each count of saved searches (a partner's criteria made from
 * the search benchmark's query mix, each with a region and an availability filter, so most are distinct) runs
 * `rounds` rounds: `batch` profiles written through the import (new ones and changes of seeded ones, half each),
 * then one pass of the matcher, timed (wall and this process's CPU). It reports, per count: the pass's median and
 * p99 (the delay a change waits on the matcher, beyond the tick), the CPU per change, the matches found, and matches
 * missed or wrong: after the rounds, each saved search is run over every profile changed (SearchService.matchingAmong,
 * the search's own query) and compared with what the matcher recorded, which must be equal (0 and 0).
 * The cluster with a worker (item 5 of issue 29, 10 000 searches over 100 000 profiles at 50 changes a second) is not
 * measured here yet.
 */
import { demoProfiles } from '../../src/demo/demo-profiles';
import { REGIONS } from '../../src/domain/search/referential';
import { MAX_SAVED_SEARCHES_PER_KEY } from '../../src/domain/search/saved-searches';
import { seededStore } from '../support/seeded-store';
import { MIX } from '../search/query-mix';

const N = Number(process.argv[2] ?? 20_000);
const COUNTS = (process.argv[3] ?? '100,1000').split(',').map(Number);
const ROUNDS = Number(process.argv[4] ?? 20);
const BATCH = Number(process.argv[5] ?? 50);

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

function criteria(i: number): Record<string, unknown> {
  const { limit: _limit, ...base } = MIX[i % MIX.length] as Record<string, unknown>;
  return { ...base, workAreas: [REGIONS[Math.floor(i / MIX.length) % REGIONS.length]!.slug], available: i % 2 === 0 };
}

/** The embedded engine alone: the clusters' and Redis's addresses of the environment are not used. */
function embeddedEnv(): Record<string, string> {
  const env = { ...(process.env as Record<string, string>) };
  for (const name of ['OPENSEARCH_URL', 'ELASTICSEARCH_URL', 'REDIS_URL', 'MONGODB_URL']) delete env[name];
  return env;
}

async function main(): Promise<void> {
  const seeded = await seededStore({
    bench: 'saved-searches',
    profiles: N,
    generate: (offset, count) => demoProfiles(count, { seed: 9100 + offset, idPrefix: `s${String(offset / 10_000).padStart(3, '0')}-` }),
    env: { ...embeddedEnv(), DEMO_PROFILES: '0', LOG_LEVEL: 'warn', SQLITE_SEARCH_THREADS: '0' },
    mongodb: false,
  });
  const { services: c, internals } = seeded.composition;
  const rows: string[] = [];
  try {
    for (const count of COUNTS) {
      // At most 100 per key: the searches of as many partners as needed.
      const callers = [];
      for (let k = 0; k < Math.ceil(count / MAX_SAVED_SEARCHES_PER_KEY); k++) {
        await c.keys.create({ type: 'partner', name: `bench-${count}-${k}` });
        callers.push((await internals.stores.keys.list()).find((x) => x.name === `bench-${count}-${k}`)!);
      }
      const saved = [];
      for (let i = 0; i < count; i++) saved.push(await c.savedSearches.create(callers[Math.floor(i / MAX_SAVED_SEARCHES_PER_KEY)]!, { name: `s${i}`, query: criteria(i) }));
      await c.savedSearches.match(); // the checkpoint: the present
      const wall: number[] = [];
      const cpu: number[] = [];
      const changed = new Set<string>();
      let found = 0;
      for (let r = 0; r < ROUNDS; r++) {
        const fresh = demoProfiles(BATCH / 2, { seed: 50_000 + count + r, idPrefix: `n${count}-${r}-` });
        const changes = demoProfiles(BATCH / 2, { seed: 70_000 + count + r, idPrefix: 's000-' }); // new content for seeded ids
        await c.imports.importProfiles([...fresh, ...changes]);
        for (const p of [...fresh, ...changes]) changed.add(p.meta.id);
        const started = process.hrtime.bigint();
        const before = process.cpuUsage();
        found += await c.savedSearches.match();
        const used = process.cpuUsage(before);
        wall.push(Number(process.hrtime.bigint() - started) / 1e6);
        cpu.push((used.user + used.system) / 1000 / BATCH);
      }
      // Checked against running each saved search afterwards over every profile changed.
      const ids = [...changed]; // the import keeps a raw profile's meta.id as its internal id
      let missed = 0;
      let wrong = 0;
      for (const s of saved) {
        const now = new Set(await c.search.matchingAmong(s.query, ids));
        const recorded = new Set((await internals.stores.savedSearches.matchesSince(s.id, 0, 100_000)).map((m) => m.internalId));
        for (const id of now) if (!recorded.has(id)) missed++;
        for (const id of recorded) if (!now.has(id)) wrong++;
      }
      rows.push(`| ${count} | ${pct(wall, 50).toFixed(0)} ms | ${pct(wall, 99).toFixed(0)} ms | ${pct(cpu, 50).toFixed(1)} ms | ${found} | ${missed} / ${wrong} |`);
      for (const [i, s] of saved.entries()) await c.savedSearches.remove(callers[Math.floor(i / MAX_SAVED_SEARCHES_PER_KEY)]!, s.id);
    }
  } finally {
    await seeded.close();
  }
  console.log(`\n${N} profiles, ${ROUNDS} rounds of ${BATCH} changes, embedded SQLite engine\n`);
  console.log('| saved searches | pass median | pass p99 | CPU per change | matches | missed / wrong |');
  console.log('|---|---|---|---|---|---|');
  for (const r of rows) console.log(r);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
