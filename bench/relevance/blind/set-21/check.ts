/** Validates the set 21 corpus and prints its make-up and, for each query, how many profiles it grades 1, 2, 3. */
import { rawProfileSchema } from '../../../../src/domain/profile/raw-profile.schema';
import { corpus } from './corpus';
import { identityProbes } from './probes';
import { QUERIES } from './queries';

const c = corpus();
let invalid = 0;
for (const { profile, truth } of c) {
  const r = rawProfileSchema.safeParse(profile);
  if (!r.success) {
    invalid++;
    if (invalid <= 5) console.log(`INVALID ${truth.id}: ${r.error.message.slice(0, 400)}`);
  }
}
const ids = c.map((x) => x.truth.id);
const dup = ids.length - new Set(ids).size;
const tally = (f: (t: (typeof c)[number]['truth']) => string): string => {
  const m = new Map<string, number>();
  for (const { truth } of c) m.set(f(truth), (m.get(f(truth)) ?? 0) + 1);
  return [...m.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
};
console.log(`profiles ${c.length}, invalid ${invalid}, duplicate ids ${dup}`);
console.log(`family: ${tally((t) => t.fam)}`);
console.log(`occupations: ${new Set(c.map((x) => x.truth.occ)).size}`);
console.log(`country: ${tally((t) => t.home.country)}`);
console.log(
  `overseas homes: ${c.filter((x) => ['971', '972', '973', '974', '976'].includes(x.truth.home.dept)).length}`,
);
console.log(
  `French regions with homes: ${new Set(c.filter((x) => x.truth.home.country === 'FR').map((x) => x.truth.home.region)).size}`,
);
console.log(`band: ${tally((t) => t.band)}`);
console.log(`declared: ${tally((t) => t.declared || '(empty)')}`);
console.log(`cv language: ${tally((t) => t.cvLang)}`);
console.log(`gender: ${tally((t) => t.gender)}`);
console.log(`available: ${tally((t) => String(t.available))}`);
console.log(`private data repeated in free text: ${c.filter((x) => x.truth.priv.leaked.length > 0).length}`);
const probes = identityProbes(c);
console.log(`identity probes: ${probes.length}`);

let empty = 0;
console.log(`queries ${QUERIES.length}`);
const kinds = new Map<string, number>();
QUERIES.forEach((q, i) => {
  kinds.set(q.kind, (kinds.get(q.kind) ?? 0) + 1);
  const n = [0, 0, 0, 0];
  for (const { truth } of c) n[q.judge(truth)]!++;
  const bad = (n[2] ?? 0) + (n[3] ?? 0) === 0;
  if (bad) empty++;
  const text = q.body.keywords ?? (q.body.brief ?? '').split('\n')[0]!.slice(0, 60);
  console.log(
    `${String(i + 1).padStart(3)} ${q.kind.padEnd(13)} 3:${String(n[3]).padStart(3)} 2:${String(n[2]).padStart(3)} 1:${String(n[1]).padStart(3)}${bad ? '  <-- NO 2/3' : ''}  ${process.env.SHOW ? text : ''}`,
  );
});
console.log(`kinds: ${[...kinds.entries()].map(([k, v]) => `${k} ${v}`).join(', ')}`);
console.log(`queries without any 2 or 3: ${empty}`);
