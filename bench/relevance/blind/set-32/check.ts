// Checks set 32: every profile passes the import schema, ids are unique and prefixed, the corpus make-up, and for
// each query how many profiles it grades 1, 2 and 3 (every query needs at least one 2 or 3).
// Run: cd /work/main && npx tsx bench/relevance/blind/set-32/check.ts
import { rawProfileSchema } from '../../../../src/domain/profile/raw-profile.schema';
import { CITIES } from './areas';
import { corpus, PREFIX } from './corpus';
import { identityProbes } from './probes';
import { QUERIES } from './queries';
import { OCCS } from './vocab';

const c = corpus();
let problems = 0;
const fail = (msg: string) => {
  problems++;
  console.error(`FAIL ${msg}`);
};

// schema and ids
const ids = new Set<string>();
for (const { profile, truth } of c) {
  const r = rawProfileSchema.safeParse(profile);
  if (!r.success) fail(`${truth.id}: ${JSON.stringify(r.error.issues.slice(0, 3))}`);
  const id = (profile as { meta: { id: string } }).meta.id;
  if (id !== truth.id || !id.startsWith(PREFIX)) fail(`${id}: id does not match the truth or the prefix`);
  if (ids.has(id)) fail(`${id}: duplicate id`);
  ids.add(id);
}

// make-up
const count = <K extends string>(keys: K[]) => {
  const m = new Map<K, number>();
  for (const k of keys) m.set(k, (m.get(k) ?? 0) + 1);
  return [...m.entries()].sort((a, b) => b[1] - a[1]);
};
const pct = (n: number) => `${((100 * n) / c.length).toFixed(1)} %`;
console.log(`profiles: ${c.length}`);
const occs = count(c.map((x) => x.truth.occ));
console.log(`occupations: ${occs.length}`);
console.log(`  ${occs.map(([k, n]) => `${k} ${n}`).join(', ')}`);
const fams = count(c.map((x) => OCCS[x.truth.occ].fam));
console.log(`families: ${fams.map(([k, n]) => `${k} ${n}`).join(', ')}`);
const nb = c.filter((x) => OCCS[x.truth.occ].fam === 'neighbour').length;
console.log(`neighbours (hard negatives): ${nb} (${pct(nb)})`);
const countries = count(c.map((x) => CITIES[x.truth.home]!.countryCode!));
console.log(`countries of residence: ${countries.map(([k, n]) => `${k} ${n}`).join(', ')}`);
const en = c.filter((x) => x.truth.cvLang === 'en').length;
console.log(`English CVs: ${en} (${pct(en)})`);
const fem = c.filter((x) => x.truth.female).length;
console.log(`women: ${fem} (${pct(fem)})`);
const bands = count(c.map((x) => x.truth.band));
console.log(`experience bands: ${bands.map(([k, n]) => `${k} ${n}`).join(', ')}`);
const avail = c.filter((x) => x.truth.available).length;
console.log(`available now: ${avail} (${pct(avail)})`);
const interim = c.filter((x) => x.truth.interim).length;
console.log(`interim managers: ${interim} (${pct(interim)})`);
const noAccent = c.filter((x) => {
  const p = x.profile as { basics: { summary: string } };
  return x.truth.cvLang === 'fr' && !/[àâäéèêëîïôöùûüçÀÉÈ]/.test(p.basics.summary);
}).length;
console.log(`French CVs without accents: ${noAccent} (${pct(noAccent)})`);
const leaks = c.filter((x) => x.truth.private.leaks.length > 0).length;
console.log(`profiles repeating private data in free text: ${leaks} (${pct(leaks)})`);

// queries
const kinds = count(QUERIES.map((q) => q.kind));
console.log(`\nqueries: ${QUERIES.length} (${kinds.map(([k, n]) => `${k} ${n}`).join(', ')})`);
const keywordQueries = QUERIES.filter((q) => q.body.keywords !== undefined).length;
console.log(`keyword queries: ${keywordQueries}`);
QUERIES.forEach((q, i) => {
  const g = [0, 0, 0, 0];
  for (const { truth } of c) g[q.judge(truth)]!++;
  const text = q.body.keywords ?? (q.body.brief ?? '').replace(/\s+/g, ' ').slice(0, 70);
  console.log(
    `${String(i + 1).padStart(3)} ${q.kind.padEnd(9)} 1:${String(g[1]).padStart(3)} 2:${String(g[2]).padStart(3)} 3:${String(g[3]).padStart(3)}  ${text}`,
  );
  if (g[2]! + g[3]! === 0) fail(`query ${i + 1} (${text}) has no 2 or 3`);
  if ((q.body.keywords ?? '').length > 500) fail(`query ${i + 1}: keywords longer than 500 characters`);
  if ((q.body.brief ?? '').length > 5000) fail(`query ${i + 1}: brief longer than 5000 characters`);
});

// probes
const probes = identityProbes(c);
const probeKinds = count(probes.map((p) => p.what));
console.log(`\nidentity probes: ${probes.length} (${probeKinds.map(([k, n]) => `${k} ${n}`).join(', ')})`);
for (const p of probes) if (!ids.has(p.ownerId)) fail(`probe ${p.keywords}: unknown owner ${p.ownerId}`);
if (probes.length < 80 || probes.length > 100) fail(`probes: ${probes.length}, expected 80-100`);

if (problems > 0) {
  console.error(`\n${problems} problem(s)`);
  process.exit(1);
}
console.log('\nOK');
