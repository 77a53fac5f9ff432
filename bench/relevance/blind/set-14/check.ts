// Set 14 (blind): validates the corpus against the import schema and prints the make-up and the per-query grades.
// Run: cd /work/main && npx tsx bench/relevance/blind/set-14/check.ts
import { rawProfileSchema } from '../../../../src/domain/profile/raw-profile.schema';
import { corpus } from './corpus';
import { QUERIES } from './queries';
import { identityProbes } from './probes';

const c = corpus();
let failed = 0;
const ids = new Set<string>();
for (const { profile, truth } of c) {
  const r = rawProfileSchema.safeParse(profile);
  if (!r.success) {
    failed++;
    if (failed <= 5) console.error('schema failure', truth.id, JSON.stringify(r.error.issues).slice(0, 600));
  }
  const id = (profile as { meta: { id: string } }).meta.id;
  if (ids.has(id)) {
    failed++;
    console.error('duplicate id', id);
  }
  ids.add(id);
  if (id !== truth.id || !id.startsWith('s14-')) {
    failed++;
    console.error('bad id', id, truth.id);
  }
}
console.log(`profiles: ${c.length}, schema/id failures: ${failed}`);

const count = <K extends string>(f: (t: (typeof c)[number]['truth']) => K) => {
  const m: Record<string, number> = {};
  for (const { truth } of c) m[f(truth)] = (m[f(truth)] ?? 0) + 1;
  return Object.entries(m)
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
};
const homeKind = (t: (typeof c)[number]['truth']) =>
  t.home.country !== 'FR'
    ? t.home.country
    : t.home.region === '11'
      ? t.home.dept === '75'
        ? 'Paris'
        : 'IDF outside Paris'
      : ['01', '02', '03', '04', '06'].includes(t.home.region)
        ? 'overseas'
        : 'FR other';
console.log(
  'families:',
  count((t) => t.family),
);
console.log(
  'occupations:',
  count((t) => t.occ),
);
console.log(
  'levels:',
  count((t) => t.level),
);
console.log(
  'text language:',
  count((t) => t.textLang),
);
console.log('homes:', count(homeKind));
console.log(
  'regions (FR):',
  count((t) => (t.home.country === 'FR' ? t.home.regionName : t.home.country)),
);
console.log(
  'remote:',
  count((t) => t.remote.join('+')),
);
console.log(
  'available now:',
  count((t) => String(t.available)),
);
console.log(
  'rate stated:',
  count((t) => String(t.rate !== null)),
);
console.log(
  'declared seniority:',
  count((t) => t.declaredSeniority || '(empty)'),
);

const kinds: Record<string, number> = {};
let bad = 0;
console.log('\nkind         | 1 | 2 | 3 | query');
QUERIES.forEach((qq, i) => {
  kinds[qq.kind] = (kinds[qq.kind] ?? 0) + 1;
  const g = [0, 0, 0, 0];
  for (const { truth } of c) g[qq.judge(truth)]!++;
  const text = (qq.body.keywords ?? qq.body.brief ?? '').replace(/\s+/g, ' ').slice(0, 90);
  const filt = [
    qq.body.skills && `skills=${qq.body.skills}`,
    qq.body.workAreas && `workAreas=${qq.body.workAreas}`,
    qq.body.seniority && `seniority=${qq.body.seniority}`,
    qq.body.available !== undefined && `available=${qq.body.available}`,
  ]
    .filter(Boolean)
    .join(' ');
  const flag = g[2]! + g[3]! === 0 ? '  <-- NO 2/3' : '';
  if (flag) bad++;
  console.log(
    `${String(i + 1).padStart(3)} ${qq.kind.padEnd(12)} | ${g[1]} | ${g[2]} | ${g[3]} | ${text}${filt ? ' [' + filt + ']' : ''}${flag}`,
  );
  if (qq.body.keywords && qq.body.keywords.length > 500) {
    bad++;
    console.log('   keywords too long');
  }
  if (qq.body.brief && qq.body.brief.length > 5000) {
    bad++;
    console.log('   brief too long');
  }
});
console.log(
  '\nqueries per kind:',
  Object.entries(kinds)
    .map(([k, v]) => `${k} ${v}`)
    .join(', '),
  `(total ${QUERIES.length})`,
);
const probes = identityProbes(c);
console.log(`identity probes: ${probes.length}`);
if (probes.length < 60 || probes.length > 120) {
  bad++;
  console.log('probe count out of range');
}
for (const p of probes)
  if (!ids.has(p.ownerId)) {
    bad++;
    console.log('probe with unknown owner', p.ownerId);
  }
console.log(
  `\nSUMMARY: ${c.length} profiles, ${failed} schema/id failures, ${QUERIES.length} queries, ${bad} problems`,
);
process.exit(failed || bad ? 1 : 0);
