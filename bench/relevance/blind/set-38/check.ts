// Checks blind set 38: every profile passes the import schema, ids are unique, every query has an answer graded 2 or
// 3, bodies respect the search limits. Prints the corpus make-up and the grades per query.
// Run: cd /work/main && npx tsx bench/relevance/blind/set-38/check.ts
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rawProfileSchema } from '../../../../src/domain/profile/raw-profile.schema';
import { corpus } from './corpus';
import { OCCUPATIONS } from './occupations';
import { identityProbes } from './probes';
import { QUERIES } from './queries';

const referential = JSON.parse(
  readFileSync(join(__dirname, '..', '..', 'heldout', 'referential-slugs.json'), 'utf8'),
) as { skills: { slug: string }[]; regions: { slug: string }[]; seniorities: { slug: string }[] };
const SKILL_SLUGS = new Set(referential.skills.map((s) => s.slug));
const REGION_SLUGS = new Set(referential.regions.map((s) => s.slug));
const SENIORITY_SLUGS = new Set(referential.seniorities.map((s) => s.slug));

const problems: string[] = [];
const c = corpus();

// profiles
const ids = new Set<string>();
for (const { profile, truth } of c) {
  const r = rawProfileSchema.safeParse(profile);
  if (!r.success)
    problems.push(`${truth.id}: ${r.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
  if (ids.has(truth.id)) problems.push(`duplicate id ${truth.id}`);
  ids.add(truth.id);
  if (!truth.id.startsWith('b38-')) problems.push(`bad id prefix ${truth.id}`);
}

// make-up
const count = <K extends string>(f: (t: (typeof c)[number]['truth']) => K): Record<string, number> => {
  const m: Record<string, number> = {};
  for (const { truth } of c) {
    const k = f(truth);
    m[k] = (m[k] ?? 0) + 1;
  }
  return Object.fromEntries(Object.entries(m).sort((a, b) => b[1] - a[1]));
};
const pct = (n: number) => `${((100 * n) / c.length).toFixed(1)} %`;
const byOcc = count((t) => t.occ);
console.log(`profiles: ${c.length}`);
console.log(`occupations used: ${Object.keys(byOcc).length} (defined: ${Object.keys(OCCUPATIONS).length})`);
console.log(
  'families:',
  count((t) => t.family),
);
const neighbours = c.filter((x) => x.truth.family === 'neighbour').length;
console.log(`neighbours: ${neighbours} (${pct(neighbours)})`);
console.log(
  'cv language:',
  count((t) => t.cvLang),
);
console.log(
  'gender:',
  count((t) => t.gender),
);
console.log(`without accents: ${pct(c.filter((x) => x.truth.accentless).length)}`);
console.log(
  'country:',
  count((t) => t.home.country),
);
console.log(
  'home region:',
  count((t) => t.home.regionName),
);
console.log(
  'band (real years):',
  count((t) => t.band),
);
console.log(
  'declared seniority:',
  count((t) => t.declaredSeniority || '(empty)'),
);
console.log(`available: ${pct(c.filter((x) => x.truth.available).length)}`);
console.log(`private data repeated in free text: ${pct(c.filter((x) => x.truth.priv.leaked.length > 0).length)}`);
console.log(
  `english title in a french CV: ${c.filter((x) => x.truth.cvLang === 'fr' && OCCUPATIONS[x.truth.occ].en.some((e) => x.truth.title.startsWith(e))).length}`,
);
console.log('occupations:', byOcc);

// queries
const kinds: Record<string, number> = {};
console.log('\nkind       | 1 | 2 | 3 | query');
QUERIES.forEach((q, i) => {
  kinds[q.kind] = (kinds[q.kind] ?? 0) + 1;
  const g = [0, 0, 0, 0];
  for (const { truth } of c) g[q.judge(truth)]! += 1;
  const text = q.body.keywords ?? (q.body.brief ?? '').replace(/\s+/g, ' ').slice(0, 70);
  const filters = [
    q.body.skills ? `skills=${q.body.skills.join(',')}` : '',
    q.body.workAreas ? `workAreas=${q.body.workAreas.join(',')}` : '',
    q.body.seniority ? `seniority=${q.body.seniority.join(',')}` : '',
    q.body.available !== undefined ? `available=${q.body.available}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  console.log(
    `${String(i + 1).padStart(3)} ${q.kind.padEnd(9)} | ${g[1]} | ${g[2]} | ${g[3]} | ${text}${filters ? ` [${filters}]` : ''}`,
  );
  if ((g[2] ?? 0) + (g[3] ?? 0) === 0) problems.push(`query ${i + 1} (${text}) has no answer graded 2 or 3`);
  if (q.body.keywords !== undefined) {
    if (q.body.keywords.length > 500) problems.push(`query ${i + 1}: keywords over 500 characters`);
    if (q.body.keywords.split(/\sOR\s/).length > 10) problems.push(`query ${i + 1}: more than 10 OR groups`);
  }
  if (q.body.brief !== undefined && q.body.brief.length > 5000)
    problems.push(`query ${i + 1}: brief over 5000 characters`);
  for (const s of q.body.skills ?? [])
    if (!SKILL_SLUGS.has(s)) problems.push(`query ${i + 1}: unknown skill slug ${s}`);
  for (const s of q.body.workAreas ?? [])
    if (!REGION_SLUGS.has(s)) problems.push(`query ${i + 1}: unknown region slug ${s}`);
  for (const s of q.body.seniority ?? [])
    if (!SENIORITY_SLUGS.has(s)) problems.push(`query ${i + 1}: unknown seniority slug ${s}`);
});
console.log('\nqueries per kind:', kinds, `total ${QUERIES.length}`);
const briefs = QUERIES.filter((q) => q.body.brief !== undefined);
console.log(
  `briefs: ${briefs.length}, of which 300+ characters: ${briefs
    .filter((q) => (q.body.brief ?? '').length >= 300)
    .map((q) => (q.body.brief ?? '').length)
    .join(', ')}`,
);

// probes
const probes = identityProbes(c);
const byWhat: Record<string, number> = {};
for (const p of probes) {
  const k = p.what.split(',')[0]!;
  byWhat[k] = (byWhat[k] ?? 0) + 1;
  if (!ids.has(p.ownerId)) problems.push(`probe owner ${p.ownerId} unknown`);
}
console.log(`\nidentity probes: ${probes.length}`, byWhat);

if (problems.length) {
  console.error(`\n${problems.length} problem(s):`);
  for (const p of problems.slice(0, 50)) console.error(`  ${p}`);
  process.exit(1);
}
console.log('\nOK');
