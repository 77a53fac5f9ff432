/** Validates the set-36 corpus and prints its make-up and the grade counts of every query. */
import { rawProfileSchema } from '../../../../src/domain/profile/raw-profile.schema';
import { corpus } from './corpus';
import { identityProbes } from './probes';
import { QUERIES } from './queries';

const c = corpus();
let bad = 0;
for (const { profile, truth } of c) {
  const r = rawProfileSchema.safeParse(profile);
  if (!r.success) {
    bad++;
    if (bad <= 3) console.log('INVALID', truth.id, JSON.stringify(r.error.issues.slice(0, 3)));
  }
}
const ids = new Set(c.map((x) => x.truth.id));
console.log(`profiles ${c.length}, invalid ${bad}, unique ids ${ids.size === c.length ? 'yes' : 'NO'}`);
const tally = (f: (t: (typeof c)[number]['truth']) => string) => {
  const m = new Map<string, number>();
  for (const { truth } of c) m.set(f(truth), (m.get(f(truth)) ?? 0) + 1);
  return [...m.entries()].sort((a, b) => b[1] - a[1]);
};
console.log('occupations', tally((t) => t.occ).length);
console.log(
  'families',
  tally((t) => t.family)
    .map(([k, n]) => `${k}:${n}`)
    .join(' '),
);
console.log('neighbours', c.filter((x) => x.truth.family.startsWith('nb-')).length);
console.log(
  'cv language',
  tally((t) => t.cvLang)
    .map(([k, n]) => `${k}:${n}`)
    .join(' '),
);
console.log(
  'gender',
  tally((t) => t.gender)
    .map(([k, n]) => `${k}:${n}`)
    .join(' '),
);
console.log(
  'country',
  tally((t) => t.home.country)
    .map(([k, n]) => `${k}:${n}`)
    .join(' '),
);
console.log(
  'region',
  tally((t) => t.home.regionName)
    .map(([k, n]) => `${k}:${n}`)
    .join(' '),
);
console.log(
  'band',
  tally((t) => t.band)
    .map(([k, n]) => `${k}:${n}`)
    .join(' '),
);
console.log('available now', c.filter((x) => x.truth.available).length);
console.log('private data repeated in free text', c.filter((x) => x.truth.leak).length);

const kinds = new Map<string, number>();
let failing = 0;
for (const [i, q] of QUERIES.entries()) {
  kinds.set(q.kind, (kinds.get(q.kind) ?? 0) + 1);
  const g = [0, 0, 0, 0];
  for (const { truth } of c) g[q.judge(truth)]!++;
  const ok = (g[2] ?? 0) + (g[3] ?? 0) > 0;
  if (!ok) failing++;
  const text = (q.body.keywords ?? q.body.brief ?? '').replace(/\s+/g, ' ').slice(0, 60);
  console.log(
    `${String(i).padStart(3)} ${q.kind.padEnd(9)} 1:${String(g[1]).padStart(3)} 2:${String(g[2]).padStart(3)} 3:${String(g[3]).padStart(3)}${ok ? '' : '  <-- NO 2/3'}  ${text}`,
  );
}
console.log('queries per kind', [...kinds.entries()].map(([k, n]) => `${k}:${n}`).join(' '), `total ${QUERIES.length}`);
console.log(`queries without a grade 2 or 3: ${failing}`);
const probes = identityProbes(c);
const pk = new Map<string, number>();
for (const p of probes) pk.set(p.what, (pk.get(p.what) ?? 0) + 1);
console.log(`identity probes ${probes.length}:`, [...pk.entries()].map(([k, n]) => `${k}:${n}`).join(' '));
