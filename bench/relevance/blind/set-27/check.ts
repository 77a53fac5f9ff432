// Checks set-27: every profile passes the import schema, ids are unique; prints the corpus make-up, and for each
// query how many profiles it grades 1, 2 and 3 (every query needs at least one 3 or 2), and the identity probes.
// Run: cd /work/main && npx tsx bench/relevance/blind/set-27/check.ts
import { rawProfileSchema } from '../../../../src/domain/profile/raw-profile.schema';
import { corpus, ID_PREFIX } from './corpus';
import { identityProbes } from './probes';
import { QUERIES } from './queries';

const items = corpus();
// SAMPLE=b27-0001,b27-0002 prints those profiles and their Truth (to read the generated CVs).
for (const id of (process.env.SAMPLE ?? '').split(',').filter(Boolean)) {
  const it = items.find((i) => i.truth.id === id);
  if (it)
    console.log(
      JSON.stringify(
        { truth: { ...it.truth, workAreas: it.truth.workAreas.map((a) => a.label) }, profile: it.profile },
        null,
        1,
      ),
    );
}
let failures = 0;
const ids = new Set<string>();
for (const { profile, truth } of items) {
  const r = rawProfileSchema.safeParse(profile);
  if (!r.success) {
    failures++;
    if (failures <= 5) console.log(`schema failure ${truth.id}:`, JSON.stringify(r.error.issues.slice(0, 3)));
  }
  if (ids.has(truth.id)) {
    failures++;
    console.log(`duplicate id ${truth.id}`);
  }
  if (!truth.id.startsWith(ID_PREFIX)) {
    failures++;
    console.log(`bad id prefix ${truth.id}`);
  }
  ids.add(truth.id);
}

const count = <K extends string>(f: (t: (typeof items)[number]['truth']) => K | K[]): Record<string, number> => {
  const out: Record<string, number> = {};
  for (const { truth } of items) for (const k of ([] as K[]).concat(f(truth))) out[k] = (out[k] ?? 0) + 1;
  return Object.fromEntries(Object.entries(out).sort((a, b) => b[1] - a[1]));
};
const pct = (n: number) => `${((100 * n) / items.length).toFixed(1)} %`;
const n = items.length;
console.log(`profiles: ${n}, schema/id failures: ${failures}`);
console.log(`occupations: ${Object.keys(count((t) => t.occ)).length}`);
console.log('families:', JSON.stringify(count((t) => t.family)));
console.log('occupations:', JSON.stringify(count((t) => t.occ)));
console.log(`neighbours: ${pct(items.filter((i) => i.truth.family === 'neigh').length)}`);
console.log(`English CVs: ${pct(items.filter((i) => i.truth.cvLang === 'en').length)}`);
console.log(`without accents: ${pct(items.filter((i) => i.truth.noAccents).length)}`);
console.log(`women: ${pct(items.filter((i) => i.truth.gender === 'f').length)}`);
console.log(`private data repeated in free text: ${pct(items.filter((i) => i.truth.privateInText).length)}`);
console.log(`available now: ${pct(items.filter((i) => i.truth.available).length)}`);
console.log('home countries:', JSON.stringify(count((t) => t.homeCc)));
console.log('bands:', JSON.stringify(count((t) => t.band)));
console.log('declared seniority:', JSON.stringify(count((t) => t.declaredSeniority || '(empty)')));
console.log('work area types:', JSON.stringify(count((t) => t.workAreas.map((a) => a.type))));

// SHOW=12,40 lists the profiles graded 2 or 3 by those queries (1-based), to review the judges.
for (const k of (process.env.SHOW ?? '').split(',').filter(Boolean)) {
  const q = QUERIES[Number(k) - 1];
  if (!q) continue;
  console.log(`\n#${k} ${q.kind} ${JSON.stringify(q.body).slice(0, 120)}`);
  for (const { truth: t } of items) {
    const g = q.judge(t);
    if (g >= 2)
      console.log(
        `  ${g} ${t.id} ${t.occ} ${t.years}y ${t.home} [${t.workAreas.map((a) => a.label).join('; ')}] from ${t.availableFrom} ${t.rate} ${t.remote.join('/')} d${t.days.join('')} ${t.languages.map((l) => `${l.lang}:${l.level}`).join(' ')} | ${t.skills.join(' ')} | ${t.tas.join(' ')} ${t.sectors.join(' ')}`,
      );
  }
}

const kinds: Record<string, number> = {};
let weak = 0;
console.log('\nqueries (kind: g1 / g2 / g3):');
QUERIES.forEach((q, i) => {
  kinds[q.kind] = (kinds[q.kind] ?? 0) + 1;
  const g = [0, 0, 0, 0];
  for (const { truth } of items) {
    const v = q.judge(truth);
    g[v] = (g[v] ?? 0) + 1;
  }
  const ok = (g[2] ?? 0) + (g[3] ?? 0) > 0;
  if (!ok) weak++;
  console.log(
    `${String(i + 1).padStart(3)} ${q.kind.padEnd(9)} ${g[1]} / ${g[2]} / ${g[3]}${ok ? '' : '  <-- NO 2 OR 3'}`,
  );
});
console.log('\nqueries per kind:', JSON.stringify(kinds), `total ${QUERIES.length}`);
console.log(`queries without any 2 or 3: ${weak}`);

const probes = identityProbes(items);
const whats: Record<string, number> = {};
for (const p of probes) {
  const w = p.what.split(':')[0] ?? p.what;
  whats[w] = (whats[w] ?? 0) + 1;
  if (!ids.has(p.ownerId)) {
    failures++;
    console.log(`probe owner missing ${p.ownerId}`);
  }
}
console.log(`\nidentity probes: ${probes.length}`, JSON.stringify(whats));
if (process.env.PROBES) for (const p of probes) console.log(`  ${p.ownerId} ${p.what} => ${p.keywords}`);
if (failures || weak) process.exitCode = 1;
