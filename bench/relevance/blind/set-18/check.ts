// Set 18 (blind): validates the corpus against the import schema and prints the corpus make-up and the grade counts
// of every query. Run from /work/main: npx tsx bench/relevance/blind/set-18/check.ts
import { rawProfileSchema } from '../../../../src/domain/profile/raw-profile.schema';
import { corpus } from './corpus';
import { identityProbes } from './probes';
import { QUERIES } from './queries';

// slugs copied from bench/relevance/heldout/referential-slugs.json (the ones this set's filters use)
const SKILL_SLUGS = new Set([
  'sap',
  's4hana',
  'power-bi',
  'gestion-de-projet',
  'conduite-du-changement',
  'sql',
  'python',
  'tableau',
  'salesforce',
  'iso-27001',
  'ebios-rm',
  'iam',
  'abap',
  'moa',
  'recette',
  'jira',
  'confluence',
  'safe',
]);
const REGION_SLUGS = new Set([
  'ile-de-france',
  'centre-val-de-loire',
  'bourgogne-franche-comte',
  'normandie',
  'hauts-de-france',
  'grand-est',
  'pays-de-la-loire',
  'bretagne',
  'nouvelle-aquitaine',
  'occitanie',
  'auvergne-rhone-alpes',
  'provence-alpes-cote-d-azur',
  'corse',
  'guadeloupe',
  'martinique',
  'guyane',
  'la-reunion',
  'mayotte',
  'belgique',
  'suisse',
  'luxembourg',
  'andorre',
]);
const SENIORITY_SLUGS = new Set(['junior', 'confirme', 'senior', 'expert']);

let failed = false;
const c = corpus();
const ids = new Set<string>();
let schemaErrors = 0;
for (const { profile, truth } of c) {
  const r = rawProfileSchema.safeParse(profile);
  if (!r.success) {
    schemaErrors++;
    if (schemaErrors <= 5) console.error('schema error', truth.id, JSON.stringify(r.error.issues).slice(0, 400));
  }
  const id = (profile as { meta: { id: string } }).meta.id;
  if (id !== truth.id) {
    console.error('id mismatch', id, truth.id);
    failed = true;
  }
  if (ids.has(id)) {
    console.error('duplicate id', id);
    failed = true;
  }
  ids.add(id);
}
if (schemaErrors) failed = true;

// ---- make-up
const count = (f: (t: (typeof c)[number]['truth']) => string) => {
  const m = new Map<string, number>();
  for (const { truth } of c) m.set(f(truth), (m.get(f(truth)) ?? 0) + 1);
  return [...m.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k}:${v}`)
    .join(' ');
};
console.log(`profiles: ${c.length} (schema errors: ${schemaErrors}, unique ids: ${ids.size})`);
console.log(
  'family   ',
  count((t) => t.family),
);
console.log(
  'occ      ',
  count((t) => t.occ),
);
console.log(
  'lang     ',
  count((t) => t.lang),
);
console.log(
  'gender   ',
  count((t) => t.gender),
);
console.log(
  'country  ',
  count((t) => t.home.country),
);
console.log(
  'region   ',
  count((t) => (t.home.country === 'FR' ? `FR-${t.home.region}` : t.home.country)),
);
console.log(
  'seniority',
  count((t) => t.seniority || '(empty)'),
);
console.log(
  'years    ',
  count((t) => (t.years <= 2 ? '0-2' : t.years <= 6 ? '3-6' : t.years <= 10 ? '7-10' : '11+')),
);
console.log(
  'remote   ',
  count((t) => t.remote.join('+')),
);
console.log(
  'available',
  count((t) => String(t.available)),
);
console.log(
  'rate     ',
  count((t) => (t.rateMin === null ? 'negotiable' : t.rateMax !== t.rateMin ? 'range' : 'single')),
);

// ---- queries
console.log(`\nqueries: ${QUERIES.length}`);
const kinds = new Map<string, number>();
for (const q of QUERIES) kinds.set(q.kind, (kinds.get(q.kind) ?? 0) + 1);
console.log('per kind ', [...kinds.entries()].map(([k, v]) => `${k}:${v}`).join(' '));
let noRelevant = 0;
QUERIES.forEach((q, i) => {
  const n = [0, 0, 0, 0];
  for (const { truth } of c) n[q.judge(truth)]!++;
  const text = q.body.keywords ?? (q.body.brief ?? '').replace(/\s+/g, ' ').slice(0, 70);
  const filters = [
    q.body.skills && `skills=${q.body.skills}`,
    q.body.workAreas && `areas=${q.body.workAreas}`,
    q.body.seniority && `seniority=${q.body.seniority}`,
    q.body.available !== undefined && `available=${q.body.available}`,
  ]
    .filter(Boolean)
    .join(' ');
  console.log(
    `${String(i + 1).padStart(3)} ${q.kind.padEnd(11)} 1:${String(n[1]).padStart(3)} 2:${String(n[2]).padStart(3)} 3:${String(n[3]).padStart(3)}  ${text}${filters ? '  [' + filters + ']' : ''}`,
  );
  if (n[2]! + n[3]! === 0) {
    noRelevant++;
    console.error(`   !! query ${i + 1} has no profile graded 2 or 3`);
  }
  if (q.body.keywords && q.body.keywords.length > 500) {
    console.error(`   !! keywords too long`);
    failed = true;
  }
  if (q.body.brief && q.body.brief.length > 5000) {
    console.error(`   !! brief too long`);
    failed = true;
  }
  if (q.kind.startsWith('annonce') && q.body.brief && (q.body.brief.length < 800 || q.body.brief.length > 3000)) {
    console.error(`   !! job ad length ${q.body.brief.length}`);
    failed = true;
  }
  for (const s of q.body.skills ?? [])
    if (!SKILL_SLUGS.has(s)) {
      console.error(`   !! unknown skill slug ${s}`);
      failed = true;
    }
  for (const s of q.body.workAreas ?? [])
    if (!REGION_SLUGS.has(s)) {
      console.error(`   !! unknown region slug ${s}`);
      failed = true;
    }
  for (const s of q.body.seniority ?? [])
    if (!SENIORITY_SLUGS.has(s)) {
      console.error(`   !! unknown seniority slug ${s}`);
      failed = true;
    }
});
if (noRelevant) failed = true;
const ads = QUERIES.filter((q) => q.kind.startsWith('annonce')).map((q) => q.body.brief!.length);
console.log(`job ads: ${ads.length}, length ${Math.min(...ads)}-${Math.max(...ads)} characters`);

// ---- probes
const probes = identityProbes(c);
const owners = new Set(c.map((x) => x.truth.id));
const whatCount = new Map<string, number>();
for (const p of probes) {
  if (!owners.has(p.ownerId)) {
    console.error('probe with unknown owner', p);
    failed = true;
  }
  whatCount.set(p.what, (whatCount.get(p.what) ?? 0) + 1);
}
console.log(`identity probes: ${probes.length} (${[...whatCount.entries()].map(([k, v]) => `${k}:${v}`).join(' ')})`);
if (probes.length < 60 || probes.length > 120) {
  console.error('!! probes must be 60 to 120');
  failed = true;
}

console.log(failed ? '\nCHECK FAILED' : '\nCHECK OK');
process.exit(failed ? 1 : 0);
