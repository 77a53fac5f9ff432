/* Checks the blind-25 set: every profile passes the import schema, ids are unique, every query has answers. */
import { rawProfileSchema } from '../../../../src/domain/profile/raw-profile.schema';
import { CITIES } from './areas';
import { corpus } from './corpus';
import { identityProbes } from './probes';
import { QUERIES } from './queries';

const c = corpus();
let invalid = 0;
for (const e of c) {
  const r = rawProfileSchema.safeParse(e.profile);
  if (!r.success) {
    invalid++;
    if (invalid <= 3) console.log(e.truth.id, JSON.stringify(r.error.issues).slice(0, 400));
  }
}
const ids = new Set(c.map((e) => e.truth.id));
console.log(`profiles: ${c.length}, invalid: ${invalid}, unique ids: ${ids.size === c.length ? 'yes' : 'NO'}`);

const count = <K extends string>(keys: K[]) => {
  const m = new Map<K, number>();
  for (const k of keys) m.set(k, (m.get(k) ?? 0) + 1);
  return [...m.entries()].sort((a, b) => b[1] - a[1]);
};
const occs = count(c.map((e) => e.truth.occ));
console.log(`occupations: ${occs.length}`);
console.log(occs.map(([k, n]) => `${k} ${n}`).join(', '));
console.log(
  'families:',
  count(c.map((e) => e.truth.fam))
    .map(([k, n]) => `${k} ${n}`)
    .join(', '),
);
console.log(
  'home countries:',
  count(c.map((e) => CITIES[e.truth.home].area.countryCode ?? '?'))
    .map(([k, n]) => `${k} ${n}`)
    .join(', '),
);
console.log(
  'CV language:',
  count(c.map((e) => e.truth.cvLang))
    .map(([k, n]) => `${k} ${n}`)
    .join(', '),
);
console.log(
  'bands:',
  count(c.map((e) => e.truth.band))
    .map(([k, n]) => `${k} ${n}`)
    .join(', '),
);
console.log(
  'women:',
  c.filter((e) => e.truth.gender === 'f').length,
  'no accents:',
  c.filter((e) => e.truth.noAccents).length,
  'leaking private data:',
  c.filter((e) => e.truth.leaks).length,
  'available:',
  c.filter((e) => e.truth.available).length,
);

const kinds = count(QUERIES.map((q) => q.kind));
console.log(`queries: ${QUERIES.length} (${kinds.map(([k, n]) => `${k} ${n}`).join(', ')})`);
let empty = 0;
for (const [i, q] of QUERIES.entries()) {
  const g = [0, 0, 0, 0];
  for (const e of c) g[q.judge(e.truth)]!++;
  const flag = g[2]! + g[3]! === 0 ? '  <-- NO 2 OR 3' : '';
  if (flag) empty++;
  console.log(`q${String(i + 1).padStart(3, '0')} ${q.kind.padEnd(9)} 1:${g[1]} 2:${g[2]} 3:${g[3]}${flag}`);
}
console.log(`queries without a 2 or 3: ${empty}`);
const probes = identityProbes(c);
console.log(`identity probes: ${probes.length} over ${new Set(probes.map((p) => p.ownerId)).size} owners`);
