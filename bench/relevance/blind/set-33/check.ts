/* Validates the set-33 corpus and prints its make-up and each query's grade counts. */
import { rawProfileSchema } from '../../../../src/domain/profile/raw-profile.schema';
import { corpus } from './corpus';
import { FAMILY, NEIGHBOUR_FAMILIES, homeArea } from './judge';
import type { Truth } from './truth';
import { identityProbes } from './probes';
import { QUERIES } from './queries';

const c = corpus();
let bad = 0;
for (const { profile, truth } of c) {
  const r = rawProfileSchema.safeParse(profile);
  if (!r.success) {
    bad++;
    if (bad <= 5) console.log(`INVALID ${truth.id}:`, JSON.stringify(r.error.issues.slice(0, 3)));
  }
}
const ids = new Set(c.map((x) => x.truth.id));
if (ids.size !== c.length) throw new Error('duplicate ids');
if (bad > 0) throw new Error(`${bad} invalid profiles`);

const count = <T extends string>(xs: T[]): string => {
  const m = new Map<string, number>();
  for (const x of xs) m.set(x, (m.get(x) ?? 0) + 1);
  return [...m.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
};
const T = c.map((x) => x.truth);
const pct = (n: number): string => `${n} (${Math.round((100 * n) / T.length)} %)`;
console.log(`profiles: ${T.length}, all valid, ids unique`);
console.log(`occupations: ${new Set(T.map((t) => t.occ)).size}`);
console.log(`neighbours: ${pct(T.filter((t) => NEIGHBOUR_FAMILIES.includes(FAMILY[t.occ])).length)}`);
console.log(`families: ${count(T.map((t) => FAMILY[t.occ]))}`);
console.log(
  `CV language: ${count(T.map((t) => t.cvLang))}; French CVs without accents: ${T.filter((t) => t.noAccents).length}`,
);
console.log(`gender: ${count(T.map((t) => t.gender))}`);
console.log(`bands: ${count(T.map((t) => t.band))}`);
console.log(`declared seniority: ${count(T.map((t) => t.declaredSeniority || '(empty)'))}`);
console.log(`available now: ${pct(T.filter((t) => t.available).length)}`);
console.log(`interim managers: ${T.filter((t) => t.interim).length}`);
const zone = (t: Truth): string => {
  const a = homeArea(t);
  if (a.countryCode !== 'FR') return `${a.countryName ?? ''}`;
  if (a.departmentCode === '75') return 'Paris';
  if (a.regionCode === '11') return 'rest of Île-de-France';
  return CAPITALS.includes(a.cityName ?? '') ? 'regional capitals and big cities' : 'medium and small towns';
};
const CAPITALS = [
  'Lyon',
  'Marseille',
  'Toulouse',
  'Bordeaux',
  'Nantes',
  'Lille',
  'Strasbourg',
  'Rennes',
  'Montpellier',
  'Nice',
  'Grenoble',
  'Rouen',
  'Dijon',
  'Orléans',
  'Metz',
  'Nancy',
  'Clermont-Ferrand',
  'Caen',
  'Aix-en-Provence',
  'Tours',
  'Angers',
  'Reims',
  'Besançon',
  'Ajaccio',
];
console.log(`homes: ${count(T.map(zone))}`);
console.log(`distinct home cities: ${new Set(T.map((t) => t.home.replace(/[0-9]+$/, ''))).size}`);
console.log(
  `work areas by type: ${count(T.flatMap((t) => t.workAreas.map((a) => a.type)))}; none declared: ${T.filter((t) => t.workAreas.length === 0).length}`,
);
console.log(`occupations by count: ${count(T.map((t) => t.occ))}`);
console.log(`private data repeated in free text: ${pct(T.filter((t) => t.private.leaks).length)}`);
console.log(`remote: ${count(T.map((t) => t.remote.join('+')))}`);
console.log(`rate missing: ${T.filter((t) => t.rate === null).length}`);
console.log(`probes: ${identityProbes(c).length}`);

console.log('\nqueries (kind, 1/2/3 counts):');
const kinds = new Map<string, number>();
let problems = 0;
for (const [i, q] of QUERIES.entries()) {
  kinds.set(q.kind, (kinds.get(q.kind) ?? 0) + 1);
  const g = [0, 0, 0, 0];
  for (const t of T) g[q.judge(t)]! += 1;
  const text = q.body.keywords ?? q.body.brief?.slice(0, 70).replace(/\s+/g, ' ') ?? '';
  const flag = g[3]! + g[2]! === 0 ? '  <-- NO 2/3' : '';
  if (flag) problems++;
  console.log(`${String(i + 1).padStart(3)} ${q.kind.padEnd(9)} 1:${g[1]} 2:${g[2]} 3:${g[3]}  ${text}${flag}`);
}
console.log(`\nqueries: ${QUERIES.length}; per kind: ${[...kinds.entries()].map(([k, v]) => `${k} ${v}`).join(', ')}`);
if (problems > 0) throw new Error(`${problems} queries without a 2 or 3`);
