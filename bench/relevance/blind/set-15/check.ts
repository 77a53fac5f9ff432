/**
 * Set 15 check: every profile passes the import schema, ids are unique, the corpus make-up, and for each query how many
 * profiles it grades 1, 2 and 3. Exits non-zero when a profile fails the schema or a query has no profile graded 2 or 3.
 * Run: cd /work/main && npx tsx bench/relevance/blind/set-15/check.ts
 */
import { rawProfileSchema } from '../../../../src/domain/profile/raw-profile.schema';
import { corpus } from './corpus';
import { QUERIES } from './queries';
import { identityProbes } from './probes';

const c = corpus();
let failed = 0;

// ---------------------------------------------------------------- schema and ids
const ids = new Set<string>();
for (const { profile, truth } of c) {
  const r = rawProfileSchema.safeParse(profile);
  if (!r.success) {
    failed++;
    console.error(`SCHEMA ${truth.id}: ${r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  const id = (profile as { meta: { id: string } }).meta.id;
  if (id !== truth.id) {
    failed++;
    console.error(`ID mismatch ${id} / ${truth.id}`);
  }
  if (ids.has(id)) {
    failed++;
    console.error(`DUPLICATE id ${id}`);
  }
  ids.add(id);
}

// ---------------------------------------------------------------- make-up
const tally = (f: (t: (typeof c)[number]['truth']) => string | string[]) => {
  const m = new Map<string, number>();
  for (const { truth } of c) for (const k of ([] as string[]).concat(f(truth))) m.set(k, (m.get(k) ?? 0) + 1);
  return [...m.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
};
console.log(`profiles: ${c.length}`);
console.log(`families: ${tally((t) => t.family)}`);
console.log(`occupations: ${tally((t) => t.occ)}`);
console.log(
  `seniority (from years): ${tally((t) => t.band)}; declared seniority empty: ${c.filter((x) => !x.truth.declaredSeniority).length}`,
);
console.log(
  `interim managers: ${c.filter((x) => x.truth.interim).length}; available now: ${c.filter((x) => x.truth.available).length}; part-time (<=3 days): ${c.filter((x) => x.truth.days.every((d) => d <= 3)).length}`,
);
console.log(`text language: ${tally((t) => t.textLang)}; women: ${c.filter((x) => x.truth.gender === 'f').length}`);
console.log(`home country: ${tally((t) => t.home.country)}`);
console.log(
  `home region (FR): ${tally((t) => (t.home.country === 'FR' ? `${t.home.region} ${t.home.regionName}` : []))}`,
);
console.log(`remote: ${tally((t) => t.remote.join('+'))}`);
console.log(`rate given: ${c.filter((x) => x.truth.rate !== null).length}`);

// ---------------------------------------------------------------- queries
const kinds = new Map<string, number>();
console.log(`\nqueries: ${QUERIES.length}`);
QUERIES.forEach((q, i) => {
  kinds.set(q.kind, (kinds.get(q.kind) ?? 0) + 1);
  const n = [0, 0, 0, 0];
  for (const { truth } of c) n[q.judge(truth)]!++;
  const text = (q.body.keywords ?? q.body.brief ?? '').replace(/\s+/g, ' ');
  const filters = [
    q.body.skills && `skills=${q.body.skills}`,
    q.body.workAreas && `workAreas=${q.body.workAreas}`,
    q.body.seniority && `seniority=${q.body.seniority}`,
    q.body.available !== undefined && `available=${q.body.available}`,
  ]
    .filter(Boolean)
    .join(' ');
  const flag = n[2]! + n[3]! === 0 ? '  <-- NO 2/3' : '';
  console.log(
    `${String(i + 1).padStart(3)} ${q.kind.padEnd(12)} 1:${String(n[1]).padStart(3)} 2:${String(n[2]).padStart(3)} 3:${String(n[3]).padStart(3)}  ${text.slice(0, 90)}${filters ? ` [${filters}]` : ''}${flag}`,
  );
  if (flag) failed++;
  const len = (q.body.keywords ?? '').length;
  if (len > 500) {
    failed++;
    console.error(`keywords too long in query ${i + 1}`);
  }
  if ((q.body.brief ?? '').length > 5000) {
    failed++;
    console.error(`brief too long in query ${i + 1}`);
  }
});
console.log(`classes: ${[...kinds.entries()].map(([k, v]) => `${k} ${v}`).join(', ')}`);

// ---------------------------------------------------------------- probes
const probes = identityProbes(c);
const pk = new Map<string, number>();
for (const p of probes) {
  pk.set(p.what, (pk.get(p.what) ?? 0) + 1);
  if (!ids.has(p.ownerId)) {
    failed++;
    console.error(`probe owner unknown: ${p.ownerId}`);
  }
}
console.log(`\nidentity probes: ${probes.length} (${[...pk.entries()].map(([k, v]) => `${k} ${v}`).join(', ')})`);
if (probes.length < 60 || probes.length > 120) {
  failed++;
  console.error('probe count outside 60..120');
}

if (failed) {
  console.error(`\nFAILED: ${failed} problem(s)`);
  process.exit(1);
}
console.log('\nOK');
