/**
 * Checks set 41: every profile passes the import schema, ids are unique, the Truth uses known keys; prints the
 * corpus make-up and, for each query, how many profiles it grades 1, 2 and 3 (every query needs a 3 or a 2).
 * Run: cd /work/main && npx tsx bench/relevance/blind/set-41/check.ts
 */
import { rawProfileSchema } from '../../../../src/domain/profile/raw-profile.schema';
import { AREAS, PLACE } from './areas';
import { corpus } from './corpus';
import { OCC, OCCUPATIONS } from './occupations';
import { identityProbes } from './probes';
import { QUERIES } from './queries';
import { CERTS, SKILLS } from './skills';

const c = corpus();
const problems: string[] = [];

// Profiles and ids
const ids = new Set<string>();
for (const { profile, truth } of c) {
  const r = rawProfileSchema.safeParse(profile);
  if (!r.success)
    problems.push(`${truth.id}: ${r.error.issues.map((i) => i.path.join('.') + ' ' + i.message).join('; ')}`);
  if (ids.has(truth.id)) problems.push(`duplicate id ${truth.id}`);
  ids.add(truth.id);
  if (!truth.id.startsWith('b41-')) problems.push(`${truth.id}: wrong prefix`);
  if (!OCC[truth.occ]) problems.push(`${truth.id}: unknown occupation ${truth.occ}`);
  for (const s of truth.skills) if (!SKILLS[s]) problems.push(`${truth.id}: unknown skill ${s}`);
  for (const x of truth.certs) if (!CERTS[x]) problems.push(`${truth.id}: unknown certificate ${x}`);
  for (const a of truth.areas) if (!AREAS[a]) problems.push(`${truth.id}: unknown area ${a}`);
  if (!PLACE[truth.home]) problems.push(`${truth.id}: unknown home ${truth.home}`);
}
for (const o of OCCUPATIONS) {
  for (const s of [...o.core, ...o.extra]) if (!SKILLS[s]) problems.push(`occupation ${o.key}: unknown skill ${s}`);
  for (const [x] of o.certs ?? []) if (!CERTS[x]) problems.push(`occupation ${o.key}: unknown certificate ${x}`);
  for (const x of [...o.close, ...(o.related ?? [])])
    if (!OCC[x]) problems.push(`occupation ${o.key}: unknown neighbour ${x}`);
}

// Make-up
const n = c.length;
const pct = (k: number): string => `${k} (${((100 * k) / n).toFixed(1)} %)`;
const count = <T extends string | number | boolean>(f: (t: (typeof c)[number]['truth']) => T): Map<T, number> => {
  const m = new Map<T, number>();
  for (const { truth } of c) m.set(f(truth), (m.get(f(truth)) ?? 0) + 1);
  return m;
};
const show = <T>(m: Map<T, number>): string =>
  [...m.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${String(k)} ${v}`)
    .join(', ');
console.log(`profiles: ${n}`);
console.log(
  `occupations used: ${count((t) => t.occ).size} (industrial pool ${new Set(c.filter((x) => !x.truth.neighbour).map((x) => x.truth.occ)).size}, neighbours ${new Set(c.filter((x) => x.truth.neighbour).map((x) => x.truth.occ)).size})`,
);
console.log(`neighbours (hard negatives): ${pct(c.filter((x) => x.truth.neighbour).length)}`);
console.log(
  `CV language: ${show(count((t) => t.cvLang))}; French CVs without accents: ${c.filter((x) => x.truth.noAccents).length}`,
);
console.log(`origin: ${show(count((t) => t.origin))}`);
console.log(`gender: ${show(count((t) => t.gender))}`);
console.log(`band (real years): ${show(count((t) => t.band))}`);
console.log(`declared seniority: ${show(count((t) => t.declaredSeniority || '(empty)'))}`);
console.log(`families: ${show(count((t) => t.family))}`);
console.log(`declared available: ${pct(c.filter((x) => x.truth.available).length)}`);
console.log(`home country: ${show(count((t) => PLACE[t.home]!.country))}`);
console.log(`home region (France): ${show(count((t) => PLACE[t.home]!.regionName || PLACE[t.home]!.countryName))}`);
console.log(`work areas per profile: ${show(count((t) => t.areas.length))}`);
console.log(
  `work area types: ${show(new Map(['ville', 'departement', 'region', 'pays'].map((ty) => [ty, c.reduce((s, x) => s + x.truth.areas.filter((a) => AREAS[a]!.type === ty).length, 0)])))}`,
);
console.log(`several areas (2+): ${pct(c.filter((x) => x.truth.areas.length >= 2).length)}`);
console.log(`remote: ${show(count((t) => t.remote.join('+')))}`);
console.log(`rate given: ${pct(c.filter((x) => x.truth.rate !== null).length)}`);
console.log(`private data repeated in free text: ${pct(c.filter((x) => x.truth.leaks).length)}`);
console.log(`occupation counts: ${show(count((t) => t.occ))}`);

// Queries
const kinds = new Map<string, number>();
console.log('\nqueries (grade counts 1 / 2 / 3):');
QUERIES.forEach((q, i) => {
  kinds.set(q.kind, (kinds.get(q.kind) ?? 0) + 1);
  const g = [0, 0, 0, 0];
  for (const { truth } of c) g[q.judge(truth)]! += 1;
  const what = q.body.keywords ?? (q.body.brief ?? '').replace(/\s+/g, ' ').slice(0, 60) + '…';
  const filters = [
    q.body.skills && `skills=${q.body.skills.join(',')}`,
    q.body.workAreas && `areas=${q.body.workAreas.join(',')}`,
    q.body.seniority && `seniority=${q.body.seniority.join(',')}`,
    q.body.available !== undefined && `available=${q.body.available}`,
  ]
    .filter(Boolean)
    .join(' ');
  console.log(
    `${String(i + 1).padStart(3)} ${q.kind.padEnd(9)} ${String(g[1]).padStart(3)} ${String(g[2]).padStart(3)} ${String(g[3]).padStart(3)}  ${what}${filters ? '  [' + filters + ']' : ''}`,
  );
  if (g[2]! + g[3]! === 0) problems.push(`query ${i + 1} (${what}) has no profile graded 2 or 3`);
  if ((q.body.keywords ?? '').length > 500) problems.push(`query ${i + 1}: keywords over 500 characters`);
  if ((q.body.brief ?? '').length > 5000) problems.push(`query ${i + 1}: brief over 5000 characters`);
});
console.log(`\nqueries: ${QUERIES.length}; by kind: ${show(kinds)}`);

// Identity probes
const probes = identityProbes(c);
const owners = new Set(c.map((x) => x.truth.id));
for (const p of probes) if (!owners.has(p.ownerId)) problems.push(`probe ${p.keywords}: unknown owner`);
const probeKinds = new Map<string, number>();
for (const p of probes) {
  const kind = p.what.replace(/ \(.*\)$/, '');
  probeKinds.set(kind, (probeKinds.get(kind) ?? 0) + 1);
}
const inFreeText = probes.filter((p) => p.what.endsWith('(also in free text)')).length;
console.log(`identity probes: ${probes.length} (${inFreeText} also in free text); by kind: ${show(probeKinds)}`);

if (problems.length > 0) {
  console.log(`\n${problems.length} problem(s):`);
  for (const p of problems.slice(0, 50)) console.log('  ' + p);
  process.exitCode = 1;
} else console.log('\nOK: all profiles valid, ids unique, every query has a 2 or a 3.');
