/**
 * Checks blind-30: every profile passes the import schema, ids are unique; prints the corpus make-up and, for each
 * query, how many profiles it grades 1, 2 and 3. Run: cd /work/main && npx tsx bench/relevance/blind/set-30/check.ts
 */
import { rawProfileSchema } from '../../../../src/domain/profile/raw-profile.schema';
import { corpus } from './corpus';
import { OCC } from './occupations';
import { identityProbes } from './probes';
import { QUERIES } from './queries';

const c = corpus();
let bad = 0;
for (const { profile, truth } of c) {
  const r = rawProfileSchema.safeParse(profile);
  if (!r.success) {
    bad++;
    if (bad <= 5) console.log(truth.id, JSON.stringify(r.error.issues.slice(0, 3)));
  }
}
const ids = new Set(c.map((e) => e.truth.id));
console.log(`profiles: ${c.length}, schema failures: ${bad}, unique ids: ${ids.size === c.length}`);

const count = <T extends string>(xs: T[]): [T, number][] => {
  const m = new Map<T, number>();
  for (const x of xs) m.set(x, (m.get(x) ?? 0) + 1);
  return [...m.entries()].sort((a, b) => b[1] - a[1]);
};
const occs = count(c.map((e) => e.truth.occ));
const neighbours = c.filter((e) => OCC[e.truth.occ]?.neighbour).length;
console.log(
  `occupations: ${occs.length}; neighbours (hard negatives): ${neighbours} (${((100 * neighbours) / c.length).toFixed(1)} %)`,
);
console.log(occs.map(([k, n]) => `${k} ${n}`).join(', '));
console.log(
  'CV languages:',
  count(c.map((e) => e.truth.cvLang))
    .map(([k, n]) => `${k} ${n}`)
    .join(', '),
);
console.log(
  'gender:',
  count(c.map((e) => e.truth.gender))
    .map(([k, n]) => `${k} ${n}`)
    .join(', '),
);
console.log(
  'bands:',
  count(c.map((e) => e.truth.band))
    .map(([k, n]) => `${k} ${n}`)
    .join(', '),
);
console.log('available now:', c.filter((e) => e.truth.available).length);
console.log(
  'home countries:',
  count(c.map((e) => e.truth.home.country))
    .map(([k, n]) => `${k} ${n}`)
    .join(', '),
);
console.log(
  'home departments (top 20):',
  count(c.map((e) => e.truth.home.dept || e.truth.home.city))
    .slice(0, 20)
    .map(([k, n]) => `${k} ${n}`)
    .join(', '),
);
console.log('Paris and its suburbs:', c.filter((e) => ['75', '92', '93'].includes(e.truth.home.dept)).length);

let empty = 0;
const kinds = count(QUERIES.map((q) => q.kind));
console.log(
  `queries: ${QUERIES.length} (${kinds.map(([k, n]) => `${k} ${n}`).join(', ')}); keywords: ${QUERIES.filter((q) => q.body.keywords !== undefined).length}`,
);
for (const [i, q] of QUERIES.entries()) {
  const g = [0, 0, 0, 0];
  for (const e of c) {
    const v = q.judge(e.truth);
    g[v] = (g[v] ?? 0) + 1;
  }
  const ok = (g[2] ?? 0) + (g[3] ?? 0) > 0;
  if (!ok) empty++;
  console.log(
    `${String(i + 1).padStart(3)} ${q.kind.padEnd(9)} 1:${String(g[1]).padStart(3)} 2:${String(g[2]).padStart(3)} 3:${String(g[3]).padStart(3)}${ok ? '' : '  <-- no 2 or 3'}`,
  );
}
const probes = identityProbes(c);
console.log(
  `identity probes: ${probes.length} (${count(probes.map((p) => p.what))
    .map(([k, n]) => `${k} ${n}`)
    .join(', ')})`,
);
if (bad > 0 || ids.size !== c.length || empty > 0) {
  console.log(`FAILED: ${bad} schema failures, ${empty} queries without a 2 or 3`);
  process.exit(1);
}
console.log('OK');
