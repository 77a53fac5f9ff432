/**
 * set-26 self-check: every profile passes the import schema, ids are unique and carry the prefix, the corpus make-up,
 * and for each query how many profiles it grades 1, 2 and 3 (each query needs at least one 2 or 3).
 * Run: cd /work/main && npx tsx bench/relevance/blind/set-26/check.ts
 */
import { rawProfileSchema } from '../../../../src/domain/profile/raw-profile.schema';
import { PREFIX, corpus } from './corpus';
import { OCCS } from './model';
import { identityProbes } from './probes';
import { QUERIES } from './queries';

const c = corpus();
let problems = 0;
const ids = new Set<string>();
for (const { profile, truth } of c) {
  const r = rawProfileSchema.safeParse(profile);
  if (!r.success) {
    problems++;
    console.log(`schema: ${truth.id}: ${JSON.stringify(r.error.issues).slice(0, 300)}`);
  }
  if (!truth.id.startsWith(PREFIX)) {
    problems++;
    console.log(`id without prefix: ${truth.id}`);
  }
  if (ids.has(truth.id)) {
    problems++;
    console.log(`duplicate id: ${truth.id}`);
  }
  ids.add(truth.id);
}

const count = <K extends string>(f: (t: (typeof c)[number]['truth']) => K) => {
  const m = new Map<K, number>();
  for (const { truth } of c) m.set(f(truth), (m.get(f(truth)) ?? 0) + 1);
  return [...m.entries()].sort((a, b) => b[1] - a[1]);
};
const pct = (n: number) => `${((100 * n) / c.length).toFixed(1)} %`;
const fmt = (xs: [string, number][]) => xs.map(([k, n]) => `${k} ${n}`).join(', ');

console.log(`profiles: ${c.length}`);
const occs = count((t) => t.occ);
console.log(`occupations: ${occs.length}`);
console.log(`  ${fmt(occs)}`);
const nb = c.filter(({ truth }) => truth.neighbour).length;
console.log(`neighbours (hard negatives): ${nb} (${pct(nb)})`);
console.log(`families: ${fmt(count((t) => OCCS[t.occ].fam))}`);
console.log(`countries (home): ${fmt(count((t) => t.homeArea.countryCode ?? '?'))}`);
console.log(`CV languages: ${fmt(count((t) => t.cvLang))}`);
console.log(`genders: ${fmt(count((t) => t.gender))}`);
console.log(`bands: ${fmt(count((t) => t.band))}`);
console.log(`available now: ${c.filter(({ truth }) => truth.available).length}`);
const noAcc = c.filter(({ truth }) => truth.noAccents).length;
console.log(`CVs typed without accents: ${noAcc} (${pct(noAcc)})`);
const rep = c.filter(({ truth }) => truth.private.inText.length > 0).length;
console.log(`profiles repeating private data in free text: ${rep} (${pct(rep)})`);
console.log(`homes: ${fmt(count((t) => t.homeArea.cityName ?? '?').slice(0, 25))} ...`);

console.log('');
console.log('queries:');
const kinds = new Map<string, number>();
for (const [i, q] of QUERIES.entries()) {
  kinds.set(q.kind, (kinds.get(q.kind) ?? 0) + 1);
  const g = [0, 0, 0, 0];
  for (const { truth } of c) g[q.judge(truth)]!++;
  const text = q.body.keywords ?? q.body.brief ?? '';
  if (g[2]! + g[3]! === 0) problems++;
  console.log(
    `${String(i + 1).padStart(3)} ${q.kind.padEnd(9)} 1:${String(g[1]).padStart(3)} 2:${String(g[2]).padStart(3)} 3:${String(g[3]).padStart(3)}${g[2]! + g[3]! === 0 ? '  <-- NO ANSWER' : ''}  ${text.replace(/\s+/g, ' ').slice(0, 70)}`,
  );
}
console.log(
  `queries per kind: ${[...kinds.entries()].map(([k, n]) => `${k} ${n}`).join(', ')} (total ${QUERIES.length})`,
);

const probes = identityProbes(c);
const byWhat = new Map<string, number>();
for (const p of probes) byWhat.set(p.what, (byWhat.get(p.what) ?? 0) + 1);
console.log(`identity probes: ${probes.length} (${[...byWhat.entries()].map(([k, n]) => `${k} ${n}`).join(', ')})`);
for (const p of probes) if (!ids.has(p.ownerId)) problems++;

console.log(problems === 0 ? 'OK' : `PROBLEMS: ${problems}`);
if (problems > 0) process.exitCode = 1;
