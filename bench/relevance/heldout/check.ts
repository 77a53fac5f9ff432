/**
 * Checks the held-out set without any engine: every profile passes the import schema, every work area is an entry of
 * the mobility dataset, every query has profiles to find; prints the corpus's make-up and each query's grades.
 *
 *   npx tsx bench/relevance/heldout/check.ts
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { rawProfileSchema } from '../../../src/domain/profile/raw-profile.schema';
import { heldOutCorpus } from './corpus';
import { HELD_OUT_QUERIES } from './queries';
import { identityProbes } from './identity-probes';
import type { HeldOutArea, QueryClass } from './types';

const corpus = heldOutCorpus();
const problems: string[] = [];

// 1. the import schema
for (const { profile } of corpus) {
  const r = rawProfileSchema.safeParse(profile);
  if (!r.success)
    problems.push(`${profile.meta.id}: ${r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
}

// 2. the work areas are the dataset's
const dataset = JSON.parse(
  gunzipSync(readFileSync(join(__dirname, '../../../resources/mobility/mobility-areas.json.gz'))).toString('utf8'),
) as { areas: HeldOutArea[] };
const areaKey = (a: HeldOutArea) =>
  [a.type, a.countryCode, a.regionCode ?? '', a.departmentCode ?? '', a.cityZipCode ?? '', a.cityName ?? ''].join('|');
const known = new Map(dataset.areas.map((a) => [areaKey(a), a]));
for (const { profile, truth } of corpus) {
  for (const a of truth.workAreas) {
    const d = known.get(areaKey(a));
    if (!d) problems.push(`${profile.meta.id}: work area not in the dataset: ${areaKey(a)}`);
    else
      for (const k of Object.keys(a) as (keyof HeldOutArea)[])
        if (a[k] !== d[k]) problems.push(`${profile.meta.id}: work area field ${k} ${a[k]} != ${d[k]}`);
  }
}

// 3. ids, identity and truth agree with the profile
const ids = new Set<string>();
for (const { profile, truth } of corpus) {
  const id = profile.meta.id;
  if (!/^heldout-\d{4}$/.test(id) || ids.has(id)) problems.push(`${id}: bad or repeated id`);
  ids.add(id);
  if (profile.basics.email !== truth.identity.email || profile.basics.name !== truth.identity.fullName)
    problems.push(`${id}: identity differs from the record`);
  if ((profile.meta.freelance?.seniority ?? '') !== truth.seniority) problems.push(`${id}: seniority differs`);
  const text = JSON.stringify(profile);
  for (const w of truth.identity.written)
    if (!text.includes(JSON.stringify(w.text).slice(1, -1)))
      problems.push(`${id}: written private string not found: ${w.text}`);
}

// 4. counts
const count = (xs: string[]) => {
  const m = new Map<string, number>();
  for (const x of xs) m.set(x, (m.get(x) ?? 0) + 1);
  return [...m.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
};
const show = (title: string, xs: string[]) =>
  console.log(
    `\n${title}\n  ${count(xs)
      .map(([k, n]) => `${k || '(empty)'}: ${n}`)
      .join(', ')}`,
  );

console.log(`profiles: ${corpus.length}`);
const occupations = count(corpus.map((c) => c.truth.occupation));
console.log(`occupations: ${occupations.length}`);
show(
  'per occupation',
  corpus.map((c) => c.truth.occupation),
);
show(
  'per family',
  corpus.map((c) => c.truth.family),
);
show(
  'per gender',
  corpus.map((c) => c.truth.gender),
);
show(
  'per seniority (meta.freelance.seniority)',
  corpus.map((c) => c.truth.seniority),
);
show(
  'per remote preference (each value; none = no preference)',
  corpus.flatMap((c) => (c.truth.remote.length ? c.truth.remote : ['none'])),
);
show(
  'per remote preference set',
  corpus.map((c) => c.truth.remote.join(' + ') || 'none'),
);
show(
  'per country (home)',
  corpus.map((c) => c.truth.home.countryCode),
);
show(
  'per region (home)',
  corpus.map((c) => c.truth.home.regionSlug),
);
show(
  'per department (home, FR)',
  corpus.filter((c) => c.truth.home.countryCode === 'FR').map((c) => c.truth.home.departmentCode),
);
show(
  'availability',
  corpus.map((c) => (c.truth.availability.available ? 'available' : 'later')),
);
show(
  'work area types',
  corpus.flatMap((c) => (c.truth.workAreas.length ? c.truth.workAreas.map((a) => a.type) : ['none'])),
);
show(
  'CV language',
  corpus.map((c) => c.truth.cvLanguage),
);
show(
  'private data written in free text',
  corpus.flatMap((c) => (c.truth.identity.leaks.length ? c.truth.identity.leaks : ['none'])),
);

// 5. the queries
const byClass = count(HELD_OUT_QUERIES.map((q) => q.kind));
console.log(`\nqueries: ${HELD_OUT_QUERIES.length} (${byClass.map(([k, n]) => `${k} ${n}`).join(', ')})`);
const classes: QueryClass[] = [
  'alias',
  'compound',
  'title-en-fr',
  'attribute',
  'place',
  'typo',
  'exclusion',
  'phrase',
  'or',
  'filter',
];
for (const c of classes)
  if (!byClass.some(([k, n]) => k === c && n >= 5)) problems.push(`class ${c} has fewer than 5 queries`);
console.log('\n  grade 3 / 2 / 1   query');
for (const q of HELD_OUT_QUERIES) {
  const n = [0, 0, 0, 0];
  for (const { truth } of corpus) n[q.judge(truth)]!++;
  const label = [
    q.body.keywords ? JSON.stringify(q.body.keywords) : '',
    q.body.skills ? `skills=${q.body.skills.join(',')}` : '',
    q.body.workAreas ? `workAreas=${q.body.workAreas.join(',')}` : '',
    q.body.seniority ? `seniority=${q.body.seniority.join(',')}` : '',
    q.body.available !== undefined ? `available=${q.body.available}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  console.log(
    `  ${String(n[3]).padStart(7)} ${String(n[2]).padStart(3)} ${String(n[1]).padStart(3)}   [${q.kind}] ${label}`,
  );
  if (n[1]! + n[2]! + n[3]! === 0) problems.push(`query ${label}: no profile graded above 0`);
}

// 6. the identity probes
const probes = identityProbes(corpus);
const owners = new Set(probes.map((p) => p.ownerId));
console.log(`\nidentity probes: ${probes.length} over ${owners.size} profiles`);
show(
  'probes by kind',
  probes.map((p) => p.what.replace(/:.*$/, '')),
);
if (owners.size < 60) problems.push(`identity probes cover only ${owners.size} profiles`);

console.log(
  problems.length ? `\nPROBLEMS (${problems.length}):\n  ${problems.slice(0, 50).join('\n  ')}` : '\nno problems',
);
process.exitCode = problems.length ? 1 : 0;
