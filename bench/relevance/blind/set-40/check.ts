/**
 * Validates the blind-40 set: every profile against the import schema, unique ids, corpus make-up, and for each query
 * how many profiles it grades 1, 2, 3 (every query needs at least one 2 or 3).
 * Run: cd /work/main && npx tsx bench/relevance/blind/set-40/check.ts
 */
import { rawProfileSchema } from '../../../../src/domain/profile/raw-profile.schema';
import { corpus } from './corpus';
import { OCCS } from './occupations';
import { AREAS } from './places';
import { identityProbes } from './probes';
import { QUERIES } from './queries';

const c = corpus();
let bad = 0;
const ids = new Set<string>();
for (const { profile, truth } of c) {
  const res = rawProfileSchema.safeParse(profile);
  if (!res.success) {
    bad++;
    if (bad <= 5) console.log(`INVALID ${truth.id}: ${JSON.stringify(res.error.issues.slice(0, 3))}`);
  }
  if (ids.has(truth.id)) {
    bad++;
    console.log(`DUPLICATE id ${truth.id}`);
  }
  ids.add(truth.id);
  if (!truth.id.startsWith('b40-')) {
    bad++;
    console.log(`BAD prefix ${truth.id}`);
  }
}

const count = <K extends string>(f: (t: (typeof c)[number]['truth']) => K | K[]): Record<string, number> => {
  const out: Record<string, number> = {};
  for (const { truth } of c) {
    const ks = f(truth);
    for (const k of Array.isArray(ks) ? ks : [ks]) out[k] = (out[k] ?? 0) + 1;
  }
  return out;
};
const line = (o: Record<string, number>): string =>
  Object.entries(o)
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');

const n = c.length;
const occs = count((t) => t.occ);
const neighbours = c.filter((x) => x.truth.family === 'neighbour').length;
console.log(`profiles: ${n} (schema-invalid or id problems: ${bad})`);
console.log(
  `occupations: ${Object.keys(occs).length}; neighbours ${neighbours} (${((100 * neighbours) / n).toFixed(1)} %)`,
);
console.log(`by family: ${line(count((t) => t.family))}`);
console.log(`by occupation: ${line(occs)}`);
console.log(
  `CV language: ${line(count((t) => t.cvLang))}; without accents: ${c.filter((x) => x.truth.noAccents).length}`,
);
console.log(`gender: ${line(count((t) => t.gender))}`);
console.log(`band (true years): ${line(count((t) => t.band))}`);
console.log(`declared seniority: ${line(count((t) => t.declared || '(empty)'))}`);
console.log(`available now: ${c.filter((x) => x.truth.available).length}`);
console.log(`home country: ${line(count((t) => AREAS[t.home].countryCode ?? '?'))}`);
console.log(`home region: ${line(count((t) => AREAS[t.home].regionName ?? '?'))}`);
console.log(`seasonal (several areas): ${c.filter((x) => x.truth.seasonal).length}`);
console.log(`work area types: ${line(count((t) => t.areas.map((a) => AREAS[a].type)))}`);
console.log(`remote: ${line(count((t) => t.remote))}`);
console.log(`rate given: ${c.filter((x) => x.truth.rate !== null).length}`);
console.log(`repeat private data in free text: ${c.filter((x) => x.truth.repeats.length > 0).length}`);
console.log(`profession labels: ${new Set(c.map((x) => OCCS[x.truth.occ].prof)).size}`);

const kinds: Record<string, number> = {};
let empty = 0;
QUERIES.forEach((q, i) => {
  kinds[q.kind] = (kinds[q.kind] ?? 0) + 1;
  const g = [0, 0, 0, 0];
  for (const { truth } of c) g[q.judge(truth)]!++;
  const ok = g[2]! + g[3]! > 0;
  if (!ok) empty++;
  const label = q.body.keywords ?? `${(q.body.brief ?? '').slice(0, 60).replace(/\n/g, ' ')}…`;
  console.log(
    `${String(i + 1).padStart(3)} ${q.kind.padEnd(9)} 1:${String(g[1]).padStart(3)} 2:${String(g[2]).padStart(3)} 3:${String(g[3]).padStart(3)}${ok ? '' : '  <-- NO 2/3'}  ${label}`,
  );
});
console.log(
  `queries: ${QUERIES.length}; ${line(kinds)}; keywords ${QUERIES.filter((q) => q.body.keywords !== undefined && q.body.brief === undefined).length}`,
);
const probes = identityProbes(c);
console.log(
  `identity probes: ${probes.length}; ${line(probes.reduce<Record<string, number>>((o, p) => ((o[p.what] = (o[p.what] ?? 0) + 1), o), {}))}`,
);
if (bad > 0 || empty > 0) {
  console.log(`FAILED: ${bad} profile problems, ${empty} queries without a 2 or 3`);
  process.exitCode = 1;
} else console.log('OK');
