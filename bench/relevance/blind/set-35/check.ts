/**
 * Set-35 self-check: validates every profile against the import schema, checks ids, prints the corpus make-up and, for
 * each query, how many profiles it grades 1, 2 and 3 (query texts are not printed). Exit code 1 on any problem.
 * Run: cd /work/main && npx tsx bench/relevance/blind/set-35/check.ts
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rawProfileSchema } from '../../../../src/domain/profile/raw-profile.schema';
import { corpus, type Truth } from './corpus';
import { OCCS } from './occupations';
import { identityProbes } from './probes';
import { QUERIES } from './queries';

const problems: string[] = [];
const c = corpus();

// ------------------------------------------------------------------ profiles
const ids = new Set<string>();
c.forEach(({ profile, truth }) => {
  const r = rawProfileSchema.safeParse(profile);
  if (!r.success)
    problems.push(`${truth.id}: ${r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  if (ids.has(truth.id)) problems.push(`duplicate id ${truth.id}`);
  ids.add(truth.id);
  if (!truth.id.startsWith('b35-')) problems.push(`bad id prefix ${truth.id}`);
});

const count = <K extends string>(f: (t: Truth) => K | K[]) => {
  const m = new Map<K, number>();
  for (const { truth } of c) for (const k of ([] as K[]).concat(f(truth))) m.set(k, (m.get(k) ?? 0) + 1);
  return [...m.entries()].sort((a, b) => b[1] - a[1]);
};
const pct = (n: number) => `${((100 * n) / c.length).toFixed(1)} %`;
const show = (title: string, rows: [string, number][]) =>
  console.log(`${title}: ${rows.map(([k, n]) => `${k} ${n}`).join(', ')}`);

console.log(`profiles: ${c.length}`);
const occs = count((t) => t.occ);
console.log(`occupations: ${occs.length}`);
show(
  'domains',
  count((t) => t.domain),
);
show('by occupation', occs);
const en = c.filter(({ truth }) => truth.cvLang === 'en').length;
console.log(
  `English CVs: ${en} (${pct(en)}); French CVs without accents: ${c.filter(({ truth }) => truth.noAccents).length}`,
);
show(
  'gender',
  count((t) => t.gender),
);
show(
  'home country',
  count((t) => t.homeArea.countryCode ?? '?'),
);
show(
  'home region (FR)',
  count((t) => (t.homeArea.countryCode === 'FR' ? (t.homeArea.regionName ?? '?') : 'abroad')),
);
show(
  'band (true years)',
  count((t) => t.band),
);
show(
  'declared seniority',
  count((t) => t.declaredSeniority || '(empty)'),
);
const av = c.filter(({ truth }) => truth.available).length;
console.log(`available now: ${av} (${pct(av)})`);
show(
  'remote',
  count((t) => (t.remote.length ? t.remote.join('+') : '(none)')),
);
show(
  'work area types',
  count((t) => (t.workAreas.length ? t.workAreas.map((a) => a.type) : ['(none)'])),
);
const rep = c.filter(({ truth }) => truth.repeats.length > 0).length;
console.log(`profiles repeating private data in free text: ${rep} (${pct(rep)})`);
show(
  'repeated kinds',
  count((t) => t.repeats),
);
console.log(`with a previous occupation: ${c.filter(({ truth }) => truth.prevOcc).length}`);
const nb = c.filter(({ truth }) => OCCS[truth.occ].domain === 'nb').length;
console.log(`neighbouring trades: ${nb} (${pct(nb)})`);

// ------------------------------------------------------------------ queries
const slugs = JSON.parse(
  readFileSync(join(process.cwd(), 'bench/relevance/heldout/referential-slugs.json'), 'utf8'),
) as {
  skills: { slug: string }[];
  regions: { slug: string }[];
  seniorities: { slug: string }[];
};
const okSkill = new Set(slugs.skills.map((s) => s.slug));
const okRegion = new Set(slugs.regions.map((s) => s.slug));
const okSen = new Set(slugs.seniorities.map((s) => s.slug));
const kinds = new Map<string, number>();
QUERIES.forEach((q, i) => {
  kinds.set(q.kind, (kinds.get(q.kind) ?? 0) + 1);
  const b = q.body;
  if (!b.keywords && !b.brief) problems.push(`query ${i}: neither keywords nor brief`);
  if (b.keywords && b.keywords.length > 500) problems.push(`query ${i}: keywords over 500 characters`);
  if (b.brief && b.brief.length > 5000) problems.push(`query ${i}: brief over 5000 characters`);
  if (b.keywords && b.keywords.split(' OR ').length > 10) problems.push(`query ${i}: more than 10 OR groups`);
  for (const s of b.skills ?? []) if (!okSkill.has(s)) problems.push(`query ${i}: unknown skill slug ${s}`);
  for (const s of b.workAreas ?? []) if (!okRegion.has(s)) problems.push(`query ${i}: unknown region slug ${s}`);
  for (const s of b.seniority ?? []) if (!okSen.has(s)) problems.push(`query ${i}: unknown seniority slug ${s}`);
  const g = [0, 0, 0, 0];
  for (const { truth } of c) g[q.judge(truth)]!++;
  const len = b.brief ? `brief ${b.brief.length} ch` : `keywords`;
  console.log(
    `q${String(i).padStart(3, '0')} ${q.kind.padEnd(9)} ${len.padEnd(15)} 1:${String(g[1]).padStart(3)} 2:${String(g[2]).padStart(3)} 3:${String(g[3]).padStart(3)}`,
  );
  if (g[2]! + g[3]! === 0) problems.push(`query ${i} (${q.kind}): no profile graded 2 or 3`);
});
console.log(`queries: ${QUERIES.length}; ${[...kinds.entries()].map(([k, n]) => `${k} ${n}`).join(', ')}`);
const kw = QUERIES.filter((q) => q.body.keywords && !q.body.brief).length;
console.log(`keyword queries: ${kw}; brief queries: ${QUERIES.length - kw}`);

// ------------------------------------------------------------------ probes
const probes = identityProbes(c);
const pk = new Map<string, number>();
for (const p of probes) {
  pk.set(p.what, (pk.get(p.what) ?? 0) + 1);
  if (!ids.has(p.ownerId)) problems.push(`probe with unknown owner ${p.ownerId}`);
}
console.log(`identity probes: ${probes.length} (${[...pk.entries()].map(([k, n]) => `${k} ${n}`).join(', ')})`);

if (problems.length > 0) {
  console.log(`\n${problems.length} problem(s):`);
  for (const p of problems.slice(0, 50)) console.log(`  ${p}`);
  process.exit(1);
}
console.log(
  '\nOK: every profile passes the schema, ids are unique, every query has at least one profile graded 2 or 3.',
);
