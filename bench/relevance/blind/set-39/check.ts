/**
 * Checks set-39: every profile passes the import schema, ids are unique, prints the corpus make-up and, for each
 * query, how many profiles it grades 1, 2 and 3 (each query needs at least one 2 or 3).
 * Run: cd /work/main && npx tsx bench/relevance/blind/set-39/check.ts
 */
import { rawProfileSchema } from '../../../../src/domain/profile/raw-profile.schema';
import { corpus } from './corpus';
import { OCCS } from './model';
import { city } from './places';
import { identityProbes } from './probes';
import { QUERIES } from './queries';

const c = corpus();
let failures = 0;
const fail = (msg: string) => {
  failures++;
  console.log(`FAIL ${msg}`);
};

// ---- schema and ids
const ids = new Set<string>();
for (const { profile, truth } of c) {
  const r = rawProfileSchema.safeParse(profile);
  if (!r.success) fail(`${truth.id} schema: ${JSON.stringify(r.error.issues).slice(0, 300)}`);
  if (ids.has(truth.id)) fail(`duplicate id ${truth.id}`);
  ids.add(truth.id);
  if (!truth.id.startsWith('b39-')) fail(`bad id prefix ${truth.id}`);
}

// ---- make-up
const tally = (f: (t: (typeof c)[number]['truth']) => string) => {
  const m = new Map<string, number>();
  for (const { truth } of c) m.set(f(truth), (m.get(f(truth)) ?? 0) + 1);
  return [...m.entries()].sort((a, b) => b[1] - a[1]);
};
const pct = (n: number) => `${((100 * n) / c.length).toFixed(1)} %`;
const neighbours = c.filter(({ truth }) => OCCS.find((o) => o.key === truth.occ)?.neighbour).length;
console.log(`profiles: ${c.length}`);
console.log(`occupations present: ${new Set(c.map(({ truth }) => truth.occ)).size} (defined ${OCCS.length})`);
console.log(`neighbours (hard negatives): ${neighbours} (${pct(neighbours)})`);
console.log(
  `English CVs: ${c.filter(({ truth }) => truth.cvLang === 'en').length} (${pct(c.filter(({ truth }) => truth.cvLang === 'en').length)})`,
);
console.log(`French CVs without accents: ${c.filter(({ truth }) => truth.noAccents).length}`);
console.log(
  `private data repeated in free text: ${c.filter(({ truth }) => truth.leaks).length} (${pct(c.filter(({ truth }) => truth.leaks).length)})`,
);
console.log(`planted: ${c.filter(({ truth }) => truth.planted).length}`);
console.log(
  `available: ${c.filter(({ truth }) => truth.available).length}; nights: ${c.filter(({ truth }) => truth.nights).length}; weekends: ${c.filter(({ truth }) => truth.weekends).length}`,
);
console.log(
  `families: ${tally((t) => t.family)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')}`,
);
console.log(
  `occupations: ${tally((t) => t.occ)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')}`,
);
console.log(
  `bands: ${tally((t) => t.band)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')}`,
);
console.log(
  `declared seniority: ${tally((t) => t.declared || '(empty)')
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')}`,
);
console.log(
  `home countries: ${tally((t) => city(t.home).countryCode ?? '?')
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')}`,
);
console.log(
  `home regions: ${tally((t) => city(t.home).regionName ?? '?')
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')}`,
);
console.log(
  `work-area types: ${(() => {
    const m = new Map<string, number>();
    for (const { truth } of c) for (const a of truth.areas) m.set(a.type, (m.get(a.type) ?? 0) + 1);
    return [...m.entries()].map(([k, v]) => `${k} ${v}`).join(', ');
  })()}`,
);

// ---- queries
const kinds = new Map<string, number>();
console.log('\nqueries (kind | 1 | 2 | 3 | query)');
QUERIES.forEach((q, i) => {
  kinds.set(q.kind, (kinds.get(q.kind) ?? 0) + 1);
  const n = [0, 0, 0, 0];
  for (const { truth } of c) {
    const g = q.judge(truth);
    if (![0, 1, 2, 3].includes(g)) fail(`query ${i} gives ${g}`);
    n[g] = (n[g] ?? 0) + 1;
  }
  const text = (q.body.keywords ?? q.body.brief ?? '').replace(/\s+/g, ' ').slice(0, 70);
  console.log(
    `${String(i).padStart(3)} ${q.kind.padEnd(9)} ${String(n[1]).padStart(4)} ${String(n[2]).padStart(4)} ${String(n[3]).padStart(4)}  ${text}`,
  );
  if ((n[2] ?? 0) + (n[3] ?? 0) === 0) fail(`query ${i} (${text}) has no 2 or 3`);
  if (q.body.keywords && q.body.keywords.length > 500) fail(`query ${i} keywords too long`);
  if (q.body.brief && q.body.brief.length > 5000) fail(`query ${i} brief too long`);
});
console.log(
  `\nqueries per kind: ${[...kinds.entries()].map(([k, v]) => `${k} ${v}`).join(', ')} (total ${QUERIES.length})`,
);
for (const k of ['abbrev', 'title-fr', 'title-en', 'place', 'seniority', 'combo', 'grammar', 'skill', 'typo'])
  if ((kinds.get(k) ?? 0) < 9) fail(`kind ${k} has fewer than 9 queries`);

// ---- probes
const probes = identityProbes(c);
const byWhat = new Map<string, number>();
for (const p of probes) {
  byWhat.set(p.what, (byWhat.get(p.what) ?? 0) + 1);
  if (!ids.has(p.ownerId)) fail(`probe owner ${p.ownerId} unknown`);
}
console.log(`identity probes: ${probes.length} (${[...byWhat.entries()].map(([k, v]) => `${k} ${v}`).join(', ')})`);
if (probes.length < 80) fail('fewer than 80 identity probes');

console.log(failures === 0 ? '\nOK' : `\n${failures} failure(s)`);
if (failures > 0) process.exitCode = 1;
