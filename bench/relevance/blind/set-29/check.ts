/**
 * Checks set 29: every profile passes the import schema, ids are unique, prints the corpus make-up and, for each
 * query, how many profiles it grades 1, 2 and 3 (every query must have at least one 2 or 3), and the probes.
 * Run: cd /work/main && npx tsx bench/relevance/blind/set-29/check.ts
 */
import { rawProfileSchema } from '../../../../src/domain/profile/raw-profile.schema';
import { corpus } from './corpus';
import { OCCUPATIONS } from './occupations';
import { identityProbes } from './probes';
import { QUERIES } from './queries';

const c = corpus();
let problems = 0;

// schema and ids
const ids = new Set<string>();
for (const { profile, truth } of c) {
  const r = rawProfileSchema.safeParse(profile);
  if (!r.success) {
    problems++;
    console.log(`schema: ${truth.id}: ${r.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
  }
  if (ids.has(truth.id)) {
    problems++;
    console.log(`duplicate id ${truth.id}`);
  }
  ids.add(truth.id);
  if (!truth.id.startsWith('b29-')) {
    problems++;
    console.log(`bad id prefix ${truth.id}`);
  }
}

// make-up
const n = c.length;
const pct = (k: number) => `${k} (${((100 * k) / n).toFixed(1)} %)`;
const count = <K extends string>(f: (t: (typeof c)[number]['truth']) => K) => {
  const m = new Map<K, number>();
  for (const { truth } of c) m.set(f(truth), (m.get(f(truth)) ?? 0) + 1);
  return [...m.entries()].sort((a, b) => b[1] - a[1]);
};
const occs = count((t) => t.occ);
console.log(`profiles: ${n}`);
console.log(`occupations used: ${occs.length} of ${OCCUPATIONS.length}`);
console.log(`neighbours (hard negatives): ${pct(c.filter((x) => x.truth.neighbour).length)}`);
console.log(`English CVs: ${pct(c.filter((x) => x.truth.lang === 'en').length)}`);
console.log(`French CVs without accents: ${c.filter((x) => x.truth.noAccents).length}`);
console.log(`women: ${pct(c.filter((x) => x.truth.gender === 'f').length)}`);
console.log(
  `countries: ${count((t) => t.country)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')}`,
);
console.log(
  `metros: ${count((t) => t.metro)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')}`,
);
console.log(
  `bands: ${count((t) => t.band)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')}`,
);
console.log(`declared seniority empty: ${c.filter((x) => x.truth.declared === '').length}`);
console.log(`available now: ${pct(c.filter((x) => x.truth.available).length)}`);
console.log(`rate not given: ${c.filter((x) => x.truth.rate === null).length}`);
console.log(`private data repeated in free text: ${pct(c.filter((x) => x.truth.private.repeats.length > 0).length)}`);
console.log(`people named in mission texts: ${c.filter((x) => x.truth.private.people.length > 0).length} profiles`);
console.log(
  `families: ${count((t) => t.family)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')}`,
);
console.log(`occupations: ${occs.map(([k, v]) => `${k} ${v}`).join(', ')}`);

// queries
console.log('');
const kinds = new Map<string, number>();
let qi = 0;
for (const q of QUERIES) {
  qi++;
  kinds.set(q.kind, (kinds.get(q.kind) ?? 0) + 1);
  const g = [0, 0, 0, 0];
  for (const { truth } of c) g[q.judge(truth)]!++;
  const text = q.body.keywords ?? `${(q.body.brief ?? '').slice(0, 60).replace(/\n/g, ' ')}…`;
  const flag = g[2]! + g[3]! === 0 ? '  <-- NO 2 OR 3' : g[3] === 0 ? '  (no 3)' : '';
  if (g[2]! + g[3]! === 0) problems++;
  if (q.body.keywords !== undefined && q.body.keywords.length > 500) problems++;
  if (q.body.brief !== undefined && q.body.brief.length > 5000) problems++;
  console.log(
    `q${String(qi).padStart(3, '0')} ${q.kind.padEnd(11)} 1:${String(g[1]).padStart(3)} 2:${String(g[2]).padStart(3)} 3:${String(g[3]).padStart(3)}  ${text}${flag}`,
  );
}
console.log(`\nqueries: ${QUERIES.length}; ${[...kinds.entries()].map(([k, v]) => `${k} ${v}`).join(', ')}`);

// probes
const probes = identityProbes(c);
const byKind = new Map<string, number>();
for (const p of probes) {
  const k = p.what.split(':')[0]!;
  byKind.set(k, (byKind.get(k) ?? 0) + 1);
  if (!ids.has(p.ownerId)) {
    problems++;
    console.log(`probe owner unknown: ${p.ownerId}`);
  }
}
console.log(`probes: ${probes.length}; ${[...byKind.entries()].map(([k, v]) => `${k} ${v}`).join(', ')}`);
console.log(problems === 0 ? '\nOK' : `\n${problems} problem(s)`);
if (problems > 0) process.exitCode = 1;
