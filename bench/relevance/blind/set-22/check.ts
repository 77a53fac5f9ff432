/* Validates set 22: schema, unique ids, corpus make-up, and the 1/2/3 counts of each query. */
import { rawProfileSchema } from '../../../../src/domain/profile/raw-profile.schema';
import { corpus } from './corpus';
import { QUERIES } from './queries';
import { identityProbes } from './probes';

const c = corpus();
let bad = 0;
for (const { profile, truth } of c) {
  const r = rawProfileSchema.safeParse(profile);
  if (!r.success) {
    bad++;
    if (bad <= 5) console.log('INVALID', truth.id, JSON.stringify(r.error.issues.slice(0, 3)));
  }
}
const ids = new Set(c.map((x) => x.truth.id));
console.log(`profiles ${c.length}, invalid ${bad}, unique ids ${ids.size === c.length ? 'yes' : 'NO'}`);

const count = (f: (t: (typeof c)[number]['truth']) => string) => {
  const m = new Map<string, number>();
  for (const { truth } of c) m.set(f(truth), (m.get(f(truth)) ?? 0) + 1);
  return [...m.entries()].sort((a, b) => b[1] - a[1]);
};
const it = c.filter((x) => x.truth.it).length;
console.log(`IT ${it} (${Math.round((100 * it) / c.length)} %), non-IT ${c.length - it}`);
console.log(`occupations ${count((t) => t.occ).length}`);
console.log(
  'families',
  count((t) => t.fam)
    .map(([k, v]) => `${k} ${v}`)
    .join(', '),
);
console.log(
  'countries',
  count((t) => t.home.country)
    .map(([k, v]) => `${k} ${v}`)
    .join(', '),
);
console.log(
  'FR regions',
  count((t) => (t.home.country === 'FR' ? t.home.regionName : '-'))
    .map(([k, v]) => `${k} ${v}`)
    .join(', '),
);
console.log(
  'bands',
  count((t) => t.band)
    .map(([k, v]) => `${k} ${v}`)
    .join(', '),
);
console.log(
  'CV language',
  count((t) => t.cvLang)
    .map(([k, v]) => `${k} ${v}`)
    .join(', '),
);
console.log(
  'available now',
  c.filter((x) => x.truth.available).length,
  '; no accents',
  c.filter((x) => x.truth.noAccents).length,
  '; feminine',
  c.filter((x) => x.truth.feminine).length,
  '; private data in free text',
  c.filter((x) => x.truth.priv.leaked.length > 0).length,
);

const kinds = new Map<string, number>();
let empty = 0;
QUERIES.forEach((q, i) => {
  kinds.set(q.kind, (kinds.get(q.kind) ?? 0) + 1);
  const n = [0, 0, 0, 0];
  for (const { truth } of c) n[q.judge(truth)]!++;
  const flag = n[3]! + n[2]! === 0 ? '  <-- NO 2/3' : '';
  if (flag) empty++;
  const text = (q.body.keywords ?? q.body.brief ?? '').replace(/\s+/g, ' ').slice(0, 60);
  console.log(`${String(i + 1).padStart(3)} ${q.kind.padEnd(12)} 1:${n[1]} 2:${n[2]} 3:${n[3]}  ${text}${flag}`);
});
console.log('queries', QUERIES.length, [...kinds.entries()].map(([k, v]) => `${k} ${v}`).join(', '));
console.log(
  'keywords',
  QUERIES.filter((q) => q.body.keywords !== undefined).length,
  'brief',
  QUERIES.filter((q) => q.body.brief !== undefined).length,
);
console.log('queries without a 2 or 3:', empty);
const probes = identityProbes(c);
console.log('identity probes', probes.length, count(() => '').length ? '' : '');
const byWhat = new Map<string, number>();
for (const p of probes) byWhat.set(p.what, (byWhat.get(p.what) ?? 0) + 1);
console.log('probes by kind', [...byWhat.entries()].map(([k, v]) => `${k} ${v}`).join(', '));
