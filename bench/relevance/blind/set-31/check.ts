// set-31 self-check: every profile passes the import schema, ids are unique, the corpus make-up, and for each query
// how many profiles it grades 1, 2 and 3 (every query needs at least one 3 or 2). Run:
//   cd /work/main && npx tsx bench/relevance/blind/set-31/check.ts
import { readFileSync } from 'fs';
import { join } from 'path';
import { rawProfileSchema } from '../../../../src/domain/profile/raw-profile.schema';
import { corpus, homeCountry, homeRegion, type Truth } from './corpus';
import { OCC } from './occupations';
import { QUERIES } from './queries';
import { identityProbes } from './probes';

const referential = JSON.parse(readFileSync(join(__dirname, '../../heldout/referential-slugs.json'), 'utf8')) as {
  skills: { slug: string }[];
  regions: { slug: string }[];
  seniorities: { slug: string }[];
};
const problems: string[] = [];
const c = corpus();

// ---------------------------------------------------------------- profiles
const ids = new Set<string>();
for (const { profile, truth } of c) {
  const r = rawProfileSchema.safeParse(profile);
  if (!r.success)
    problems.push(`${truth.id}: ${r.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
  const id = (profile as { meta: { id: string } }).meta.id;
  if (!id.startsWith('b31-')) problems.push(`${id}: id without the b31- prefix`);
  if (ids.has(id)) problems.push(`${id}: duplicate id`);
  ids.add(id);
}

// ---------------------------------------------------------------- make-up
const count = <K extends string>(f: (t: Truth) => K | K[]): Record<string, number> => {
  const m: Record<string, number> = {};
  for (const { truth } of c) for (const k of ([] as K[]).concat(f(truth))) m[k] = (m[k] ?? 0) + 1;
  return Object.fromEntries(Object.entries(m).sort((a, b) => b[1] - a[1]));
};
const pct = (n: number) => `${n} (${Math.round((100 * n) / c.length)} %)`;
const n = (f: (t: Truth) => boolean) => c.filter((x) => f(x.truth)).length;
const IDF = (t: Truth) => homeRegion(t) === '11' && homeCountry(t) === 'FR';
const DOMS = ['01', '02', '03', '04', '06'];
console.log(`profiles: ${c.length}`);
console.log(
  `occupations: ${Object.keys(count((t) => t.occ)).length} (public and non-profit ${Object.keys(count((t) => (t.family === 'prive' ? [] : [t.occ]))).length}, private neighbours ${Object.keys(count((t) => (t.family === 'prive' ? [t.occ] : []))).length})`,
);
console.log(`private-sector neighbours: ${pct(n((t) => t.family === 'prive'))}`);
console.log(
  `CV language: English ${pct(n((t) => t.cvLang === 'en'))}, French ${pct(n((t) => t.cvLang === 'fr'))}; French without accents ${pct(n((t) => t.noAccents))}`,
);
console.log(`women: ${pct(n((t) => t.gender === 'f'))}`);
console.log(
  `homes: Paris ${pct(n((t) => t.home === 'Paris'))}, rest of Île-de-France ${pct(n((t) => IDF(t) && t.home !== 'Paris'))}, other mainland France ${pct(n((t) => homeCountry(t) === 'FR' && !IDF(t) && !DOMS.includes(homeRegion(t) ?? '')))}, overseas ${pct(n((t) => homeCountry(t) === 'FR' && DOMS.includes(homeRegion(t) ?? '')))}, Belgium ${pct(n((t) => homeCountry(t) === 'BE'))}, Switzerland ${pct(n((t) => homeCountry(t) === 'CH'))}, Luxembourg ${pct(n((t) => homeCountry(t) === 'LU'))}`,
);
console.log(`distinct home cities: ${Object.keys(count((t) => t.home)).length}`);
console.log(`bands (by years): ${JSON.stringify(count((t) => t.band))}`);
console.log(`declared seniority: ${JSON.stringify(count((t) => t.declared || '(empty)'))}`);
console.log(`available now: ${pct(n((t) => t.available))}; interim background: ${pct(n((t) => t.interim))}`);
console.log(`remote: ${JSON.stringify(count((t) => t.remote))}`);
console.log(
  `part time (offers 1-3 days): ${pct(n((t) => t.days.some((d) => d <= 3)))}; no day rate: ${pct(n((t) => t.rate === null))}`,
);
console.log(
  `work areas: none ${pct(n((t) => t.areas.length === 0))}, by type ${JSON.stringify(count((t) => t.areas.map((a) => a.type)))}`,
);
console.log(`private data repeated in free text: ${pct(n((t) => t.leaks.length > 0))}`);
console.log(`families: ${JSON.stringify(count((t) => t.family))}`);
const occs = count((t) => t.occ);
console.log(`per occupation: min ${Math.min(...Object.values(occs))}, max ${Math.max(...Object.values(occs))}`);
for (const k of Object.keys(OCC)) if (!occs[k]) problems.push(`occupation ${k} has no profile`);

// ---------------------------------------------------------------- queries
const skillSlugs = new Set(referential.skills.map((s) => s.slug));
const regionSlugs = new Set(referential.regions.map((s) => s.slug));
const senioritySlugs = new Set(referential.seniorities.map((s) => s.slug));
const kinds: Record<string, number> = {};
QUERIES.forEach((q, i) => {
  kinds[q.kind] = (kinds[q.kind] ?? 0) + 1;
  const b = q.body;
  if ((b.keywords?.length ?? 0) > 500) problems.push(`query ${i}: keywords over 500 characters`);
  if ((b.brief?.length ?? 0) > 5000) problems.push(`query ${i}: brief over 5000 characters`);
  if (!b.keywords && !b.brief) problems.push(`query ${i}: neither keywords nor brief`);
  if (b.keywords && b.keywords.split(/\s+OR\s+/).length > 10) problems.push(`query ${i}: more than 10 OR groups`);
  for (const s of b.skills ?? []) if (!skillSlugs.has(s)) problems.push(`query ${i}: unknown skill ${s}`);
  for (const s of b.workAreas ?? []) if (!regionSlugs.has(s)) problems.push(`query ${i}: unknown region ${s}`);
  for (const s of b.seniority ?? []) if (!senioritySlugs.has(s)) problems.push(`query ${i}: unknown seniority ${s}`);
  const g = [0, 0, 0, 0];
  for (const { truth } of c) g[q.judge(truth)]!++;
  const line = `q${String(i + 1).padStart(3, '0')} ${q.kind.padEnd(9)} 3:${g[3]} 2:${g[2]} 1:${g[1]}`;
  console.log(line);
  if (g[3]! + g[2]! === 0) problems.push(`query ${i} (${q.kind}): no profile graded 3 or 2`);
});
console.log(`queries: ${QUERIES.length} ${JSON.stringify(kinds)}`);
const keywordKinds = Object.entries(kinds).filter(([k]) => k !== 'brief');
for (const [k, v] of keywordKinds) if (v < 10) problems.push(`class ${k}: only ${v} queries`);

// ---------------------------------------------------------------- probes
const probes = identityProbes(c);
const byWhat: Record<string, number> = {};
for (const p of probes) {
  byWhat[p.what] = (byWhat[p.what] ?? 0) + 1;
  if (!ids.has(p.ownerId)) problems.push(`probe ${p.keywords}: unknown owner`);
}
console.log(`identity probes: ${probes.length} ${JSON.stringify(byWhat)}`);

if (problems.length) {
  console.log(`\n${problems.length} problem(s):\n${problems.slice(0, 50).join('\n')}`);
  process.exit(1);
}
console.log('\nOK');
