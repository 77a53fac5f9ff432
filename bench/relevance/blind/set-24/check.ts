/**
 * Checks blind set 24: every profile passes the import schema, ids are unique and carry the prefix, the corpus
 * make-up, and for each query how many profiles it grades 1, 2 and 3 (each query needs at least one 2 or 3).
 * Run: cd /work/main && npx tsx bench/relevance/blind/set-24/check.ts
 */
import { rawProfileSchema } from '../../../../src/domain/profile/raw-profile.schema';
import { city } from './geo';
import { corpus } from './corpus';
import { NEIGHBOUR_FAMILIES, occDef } from './occupations';
import { identityProbes } from './probes';
import { QUERIES } from './queries';

const c = corpus();
let problems = 0;
const ids = new Set<string>();
for (const { profile, truth } of c) {
  const res = rawProfileSchema.safeParse(profile);
  if (!res.success) {
    problems++;
    console.log(`schema: ${truth.id}: ${res.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
  }
  if (ids.has(truth.id)) {
    problems++;
    console.log(`duplicate id ${truth.id}`);
  }
  if (!truth.id.startsWith('b24-')) {
    problems++;
    console.log(`id without prefix ${truth.id}`);
  }
  ids.add(truth.id);
  const text = JSON.stringify(profile);
  if (/\{[a-z0-9]+\}/.test(text.replace(/"[a-z]+":\{/g, ''))) {
    problems++;
    console.log(`unfilled placeholder in ${truth.id}`);
  }
}

const count = <K extends string>(keys: K[]) => {
  const m = new Map<K, number>();
  for (const k of keys) m.set(k, (m.get(k) ?? 0) + 1);
  return [...m.entries()].sort((a, b) => b[1] - a[1]);
};
const n = c.length;
const pct = (x: number) => `${((100 * x) / n).toFixed(1)} %`;
console.log(`profiles: ${n}`);
const occs = count(c.map((x) => x.truth.occ));
console.log(`occupations: ${occs.length}`);
console.log(occs.map(([k, v]) => `${k} ${v}`).join(', '));
const fams = count(c.map((x) => occDef(x.truth.occ).family));
console.log(`families: ${fams.map(([k, v]) => `${k} ${v}`).join(', ')}`);
const neighbours = c.filter((x) => NEIGHBOUR_FAMILIES.includes(occDef(x.truth.occ).family)).length;
console.log(`neighbouring trades (developers, data, sales): ${neighbours} (${pct(neighbours)})`);
console.log(
  `countries: ${count(c.map((x) => city(x.truth.home).country))
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')}`,
);
console.log(
  `bands: ${count(c.map((x) => x.truth.band))
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')}`,
);
console.log(
  `women: ${pct(c.filter((x) => x.truth.gender === 'f').length)}, English CVs: ${pct(c.filter((x) => x.truth.cvLang === 'en').length)}, without accents: ${pct(c.filter((x) => x.truth.noAccents).length)}, inclusive titles: ${pct(c.filter((x) => x.truth.inclusive).length)}`,
);
console.log(
  `available now: ${pct(c.filter((x) => x.truth.available).length)}, private data repeated in free text: ${pct(c.filter((x) => x.truth.leaks).length)}, with a second trade: ${pct(c.filter((x) => x.truth.also).length)}`,
);

const kinds = count(QUERIES.map((q) => q.kind));
console.log(`queries: ${QUERIES.length} (${kinds.map(([k, v]) => `${k} ${v}`).join(', ')})`);
for (const [i, q] of QUERIES.entries()) {
  const g = [0, 0, 0, 0];
  for (const { truth } of c) {
    const x = q.judge(truth);
    g[x] = (g[x] ?? 0) + 1;
  }
  const label = q.body.keywords ?? `${(q.body.brief ?? '').slice(0, 60).replace(/\n/g, ' ')}...`;
  const flag = (g[2] ?? 0) + (g[3] ?? 0) === 0 ? '  <-- NO 2 OR 3' : '';
  if (flag) problems++;
  console.log(`${String(i + 1).padStart(3)} ${q.kind.padEnd(9)} 1:${g[1]} 2:${g[2]} 3:${g[3]}  ${label}${flag}`);
}
for (const q of QUERIES) {
  if (q.body.keywords && q.body.keywords.length > 500) {
    problems++;
    console.log(`keywords too long: ${q.body.keywords.slice(0, 40)}`);
  }
  if (q.body.brief && q.body.brief.length > 5000) {
    problems++;
    console.log(`brief too long: ${q.body.brief.slice(0, 40)}`);
  }
}

const probes = identityProbes(c);
const owners = new Set(c.map((x) => x.truth.id));
for (const p of probes) {
  if (!owners.has(p.ownerId)) {
    problems++;
    console.log(`probe with an unknown owner: ${p.ownerId}`);
  }
}
console.log(
  `identity probes: ${probes.length} (${count(probes.map((p) => (p.what.split(':')[0] ?? p.what).replace(/ \(.*$/, '')))
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')})`,
);

if (problems > 0) {
  console.log(`${problems} problem(s)`);
  process.exit(1);
}
console.log('check: clean');
