// blind-37 self-check: schema validation, unique ids, corpus make-up, grade counts per query, identity probes.
// Run: cd /work/main && npx tsx bench/relevance/blind/set-37/check.ts
import { rawProfileSchema } from '../../../../src/domain/profile/raw-profile.schema';
import { corpus } from './corpus';
import { identityProbes } from './probes';
import { KINDS, QUERIES } from './queries';
import { OCC } from './vocab';

const c = corpus();
let problems = 0;

// ---- schema and ids
const ids = new Set<string>();
for (const { profile, truth } of c) {
  const r = rawProfileSchema.safeParse(profile);
  if (!r.success) {
    problems++;
    console.error(`schema: ${truth.id}: ${r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  if (!truth.id.startsWith('b37-')) {
    problems++;
    console.error(`id without prefix: ${truth.id}`);
  }
  if (ids.has(truth.id)) {
    problems++;
    console.error(`duplicate id: ${truth.id}`);
  }
  ids.add(truth.id);
}

// ---- corpus make-up
const count = <T extends string | number>(xs: T[]): [T, number][] => {
  const m = new Map<T, number>();
  for (const x of xs) m.set(x, (m.get(x) ?? 0) + 1);
  return [...m.entries()].sort((a, b) => b[1] - a[1]);
};
const pct = (n: number): string => `${((100 * n) / c.length).toFixed(1)} %`;
const T = c.map((x) => x.truth);
console.log(`profiles: ${c.length}, unique ids: ${ids.size}`);
console.log(`occupations: ${new Set(T.map((t) => t.occ)).size}`);
const neighbours = T.filter((t) => !t.core).length;
console.log(`neighbours (hard negatives): ${neighbours} (${pct(neighbours)})`);
console.log(
  `CV language: ${count(T.map((t) => t.cvLang))
    .map(([k, n]) => `${k} ${n} (${pct(n)})`)
    .join(', ')}`,
);
const noAcc = T.filter((t) => t.cvLang === 'fr' && !t.accents).length;
console.log(
  `French CVs without accents: ${noAcc} (${((100 * noAcc) / T.filter((t) => t.cvLang === 'fr').length).toFixed(1)} % of French CVs)`,
);
console.log(`women: ${T.filter((t) => t.gender === 'f').length}`);
console.log(
  `home countries: ${count(T.map((t) => t.home.country))
    .map(([k, n]) => `${k} ${n}`)
    .join(', ')}`,
);
console.log(
  `home regions (FR): ${count(T.filter((t) => t.home.country === 'FR').map((t) => t.home.regionName))
    .map(([k, n]) => `${k} ${n}`)
    .join(', ')}`,
);
console.log(
  `bands (true years): ${count(T.map((t) => t.band))
    .map(([k, n]) => `${k} ${n}`)
    .join(', ')}`,
);
console.log(
  `declared seniority differs from years: ${T.filter((t) => t.declared !== '' && !t.declared.toLowerCase().startsWith(t.band)).length}, empty: ${T.filter((t) => t.declared === '').length}`,
);
console.log(`available now: ${T.filter((t) => t.available).length}`);
console.log(`no rate given: ${T.filter((t) => t.rate === null).length}`);
console.log(
  `on-call: ${T.filter((t) => t.onCall).length}, cleared: ${T.filter((t) => t.clearance === 'habilite').length}, clearable: ${T.filter((t) => t.clearance === 'habilitable').length}, car: ${T.filter((t) => t.vehicle).length}`,
);
console.log(
  `private data repeated in free text: ${T.filter((t) => t.leaks.length).length} (${pct(T.filter((t) => t.leaks.length).length)}): ${count(
    T.flatMap((t) => t.leaks),
  )
    .map(([k, n]) => `${k} ${n}`)
    .join(', ')}`,
);
console.log('occupation counts:');
for (const [o, n] of count(T.map((t) => t.occ)))
  console.log(`  ${o.padEnd(28)} ${String(n).padStart(3)}${OCC[o].core ? '' : '  (neighbour)'}`);

// ---- queries
console.log(`\nqueries: ${QUERIES.length}`);
console.log(KINDS.map((k) => `${k} ${QUERIES.filter((q) => q.kind === k).length}`).join(', '));
const unknown = QUERIES.filter((q) => !(KINDS as readonly string[]).includes(q.kind));
if (unknown.length) {
  problems++;
  console.error(`unknown kinds: ${unknown.map((q) => q.kind).join(', ')}`);
}
console.log('\n  #  kind        g1  g2  g3  query');
QUERIES.forEach((q, i) => {
  const gs = T.map((t) => q.judge(t));
  const n = (x: number): number => gs.filter((v) => v === x).length;
  const text = (q.body.keywords ?? q.body.brief ?? '').replace(/\s+/g, ' ').slice(0, 70);
  const filters = [
    q.body.skills && `skills=${q.body.skills.join('+')}`,
    q.body.workAreas && `areas=${q.body.workAreas.join('+')}`,
    q.body.seniority && `seniority=${q.body.seniority.join('+')}`,
    q.body.available !== undefined && `available=${String(q.body.available)}`,
  ]
    .filter(Boolean)
    .join(' ');
  console.log(
    `${String(i + 1).padStart(3)}  ${q.kind.padEnd(10)} ${String(n(1)).padStart(3)} ${String(n(2)).padStart(3)} ${String(n(3)).padStart(3)}  ${text}${filters ? `  [${filters}]` : ''}`,
  );
  if (n(2) + n(3) === 0) {
    problems++;
    console.error(`query ${i + 1} has no profile graded 2 or 3`);
  }
  if (q.body.brief && q.body.brief.length > 5000) {
    problems++;
    console.error(`query ${i + 1}: brief longer than 5000 characters`);
  }
  if (q.body.keywords && q.body.keywords.length > 500) {
    problems++;
    console.error(`query ${i + 1}: keywords longer than 500 characters`);
  }
});

// ---- identity probes
const probes = identityProbes(c);
console.log(
  `\nidentity probes: ${probes.length}: ${count(probes.map((p) => p.what))
    .map(([k, n]) => `${k} ${n}`)
    .join(', ')}`,
);
for (const p of probes) {
  if (!ids.has(p.ownerId)) {
    problems++;
    console.error(`probe owner unknown: ${p.ownerId}`);
  }
}

console.log(problems ? `\n${problems} problem(s)` : '\nall checks passed');
if (problems) process.exitCode = 1;
