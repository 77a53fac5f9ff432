// set-20 check: validates the corpus against the import schema and prints, for each query, how many profiles it grades 1, 2, 3.
import { rawProfileSchema } from '../../../../src/domain/profile/raw-profile.schema';
import { corpus } from './corpus';
import { QUERIES } from './queries';
import { identityProbes } from './probes';

const c = corpus();
let failed = false;
const ids = new Set<string>();
let bad = 0;
for (const { profile, truth } of c) {
  const r = rawProfileSchema.safeParse(profile);
  if (!r.success) {
    bad++;
    failed = true;
    if (bad <= 5) console.error('schema error', truth.id, JSON.stringify(r.error.issues).slice(0, 400));
  }
  if (ids.has(truth.id)) {
    failed = true;
    console.error('duplicate id', truth.id);
  }
  ids.add(truth.id);
  if ((profile as { meta: { id: string } }).meta.id !== truth.id) {
    failed = true;
    console.error('id mismatch', truth.id);
  }
}
console.log(`profiles: ${c.length} (${bad} failing the schema), ids unique: ${ids.size === c.length}`);

const count = <K extends string>(f: (t: (typeof c)[number]['truth']) => K | K[]) => {
  const m = new Map<string, number>();
  for (const { truth } of c) for (const k of ([] as K[]).concat(f(truth))) m.set(k, (m.get(k) ?? 0) + 1);
  return [...m.entries()].sort((a, b) => b[1] - a[1]);
};
const fmt = (xs: [string, number][]) => xs.map(([k, n]) => `${k} ${n}`).join(', ');
const dig = c.filter((x) => x.truth.digital).length;
console.log(
  `digital and data trades: ${dig} (${Math.round((dig / c.length) * 100)} %), other trades: ${c.length - dig}`,
);
console.log('families:', fmt(count((t) => t.family)));
console.log('occupations:', count((t) => t.occ).length);
console.log('home countries:', fmt(count((t) => t.home.country)));
console.log('home regions (FR):', fmt(count((t) => (t.home.country === 'FR' ? t.home.region : []))));
console.log(
  'bands:',
  fmt(count((t) => t.band)),
  '| declared seniority empty:',
  c.filter((x) => !x.truth.declaredSeniority).length,
);
console.log('CV language:', fmt(count((t) => t.cvLang)), '| gender:', fmt(count((t) => t.gender)));
console.log(
  'available now:',
  c.filter((x) => x.truth.available).length,
  '| remote prefs:',
  fmt(count((t) => t.remote)),
  '| part time (3 days a week or fewer offered):',
  c.filter((x) => x.truth.days.some((d) => d <= 3)).length,
);
console.log(
  'work area types:',
  fmt(count((t) => t.areas.map((a) => a.type))),
  '| profiles with private data in free text:',
  c.filter((x) => x.truth.leaks.length).length,
);

console.log('\nqueries:', QUERIES.length);
const kinds = new Map<string, number>();
for (const q of QUERIES) kinds.set(q.kind, (kinds.get(q.kind) ?? 0) + 1);
console.log('per class:', [...kinds.entries()].map(([k, n]) => `${k} ${n}`).join(', '));
let empty = 0;
QUERIES.forEach((q, i) => {
  const g = [0, 0, 0, 0];
  for (const { truth } of c) g[q.judge(truth)]!++;
  const text = q.body.keywords ?? (q.body.brief ?? '').split('\n')[0]!.slice(0, 70);
  const extra = [
    q.body.skills && `skills=${q.body.skills}`,
    q.body.seniority && `seniority=${q.body.seniority}`,
    q.body.workAreas && `workAreas=${q.body.workAreas}`,
    q.body.available !== undefined && `available=${q.body.available}`,
  ]
    .filter(Boolean)
    .join(' ');
  const flag = g[2]! + g[3]! === 0 ? '  <-- NO 2/3' : '';
  if (flag) {
    empty++;
    failed = true;
  }
  console.log(
    `${String(i + 1).padStart(3)} [${q.kind}] 1:${g[1]} 2:${g[2]} 3:${g[3]}  ${text}${extra ? '  {' + extra + '}' : ''}${flag}`,
  );
});

const probes = identityProbes(c);
const owners = new Set(c.map((x) => x.truth.id));
const badProbe = probes.filter((p) => !owners.has(p.ownerId));
console.log(
  `\nidentity probes: ${probes.length} (${[...new Set(probes.map((p) => p.what))].map((w) => `${w} ${probes.filter((p) => p.what === w).length}`).join(', ')})`,
);
if (probes.length < 60 || probes.length > 120 || badProbe.length) {
  failed = true;
  console.error('probe count out of 60..120 or unknown owner');
}
console.log(
  `\nsummary: ${c.length} profiles, ${bad} schema failures, ${QUERIES.length} queries in ${kinds.size} classes, ${empty} queries without a profile graded 2 or 3, ${probes.length} identity probes -> ${failed ? 'FAIL' : 'OK'}`,
);
process.exit(failed ? 1 : 0);
