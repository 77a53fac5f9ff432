// Checks set-34 without any engine: every profile passes the import schema, ids are unique, filters use referential
// slugs, every query has answers (a 3 or a 2). Prints the corpus make-up and the grade counts of each query.
// Run: cd /work/main && npx tsx bench/relevance/blind/set-34/check.ts
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rawProfileSchema } from '../../../../src/domain/profile/raw-profile.schema';
import { corpus } from './corpus';
import { identityProbes } from './probes';
import { QUERIES } from './queries';
import { cityArea } from './truth';
import { OCCS } from './vocab';

const c = corpus();
let problems = 0;
const fail = (msg: string) => {
  problems++;
  console.log(`PROBLEM ${msg}`);
};

// ---------------------------------------------------------------- profiles
const ids = new Set<string>();
for (const { profile, truth } of c) {
  const r = rawProfileSchema.safeParse(profile);
  if (!r.success) fail(`${truth.id}: ${JSON.stringify(r.error.issues.slice(0, 3))}`);
  if (ids.has(truth.id)) fail(`duplicate id ${truth.id}`);
  ids.add(truth.id);
  if (!truth.id.startsWith('b34-')) fail(`id without prefix ${truth.id}`);
  const metaId = (profile as { meta: { id: string } }).meta.id;
  if (metaId !== truth.id) fail(`meta.id ${metaId} differs from truth id ${truth.id}`);
}

// ---------------------------------------------------------------- make-up
const count = <K extends string>(xs: K[]): [K, number][] => {
  const m = new Map<K, number>();
  for (const x of xs) m.set(x, (m.get(x) ?? 0) + 1);
  return [...m.entries()].sort((a, b) => b[1] - a[1]);
};
const pct = (n: number) => `${((100 * n) / c.length).toFixed(1)} %`;
const truths = c.map((x) => x.truth);
console.log(`profiles: ${c.length}`);
const occs = count(truths.map((t) => t.occ));
console.log(`occupations: ${occs.length}`);
console.log(`  ${occs.map(([k, n]) => `${k} ${n}`).join(', ')}`);
console.log(
  `families: ${count(truths.map((t) => OCCS[t.occ].family))
    .map(([k, n]) => `${k} ${n}`)
    .join(', ')}`,
);
const neighbours = truths.filter((t) => OCCS[t.occ].family === 'neighbour').length;
console.log(`neighbours (hard negatives): ${neighbours} (${pct(neighbours)})`);
const en = truths.filter((t) => t.cvLang === 'en').length;
console.log(`CV language: en ${en} (${pct(en)}), fr ${c.length - en}`);
const noAcc = truths.filter((t) => t.noAccents).length;
const frCv = c.length - en;
console.log(`French CVs without accents: ${noAcc} (${((100 * noAcc) / frCv).toFixed(1)} % of French CVs)`);
console.log(
  `women: ${truths.filter((t) => t.gender === 'f').length}, men: ${truths.filter((t) => t.gender === 'm').length}`,
);
console.log(
  `home countries: ${count(truths.map((t) => cityArea(t.home).countryCode ?? '?'))
    .map(([k, n]) => `${k} ${n}`)
    .join(', ')}`,
);
console.log(
  `home regions: ${count(truths.map((t) => cityArea(t.home).regionName ?? '?'))
    .map(([k, n]) => `${k} ${n}`)
    .join(', ')}`,
);
console.log(
  `bands (years): ${count(truths.map((t) => t.band))
    .map(([k, n]) => `${k} ${n}`)
    .join(', ')}`,
);
console.log(
  `declared seniority: ${count(truths.map((t) => t.declared || '(empty)'))
    .map(([k, n]) => `${k} ${n}`)
    .join(', ')}`,
);
const avail = truths.filter((t) => t.available).length;
console.log(`available now: ${avail} (${pct(avail)})`);
console.log(
  `remote: ${count(truths.map((t) => t.remote.join('+')))
    .map(([k, n]) => `${k} ${n}`)
    .join(', ')}`,
);
console.log(
  `work area types: ${count(truths.flatMap((t) => t.areas.map((a) => a.type)))
    .map(([k, n]) => `${k} ${n}`)
    .join(', ')}`,
);
const leak = truths.filter((t) => t.leaks.length > 0).length;
console.log(
  `profiles repeating private data in free text: ${leak} (${pct(leak)}); kinds: ${count(truths.flatMap((t) => t.leaks))
    .map(([k, n]) => `${k} ${n}`)
    .join(', ')}`,
);
console.log(
  `rate given: ${truths.filter((t) => t.rate !== null).length}; vehicle: ${truths.filter((t) => t.vehicle).length}`,
);

// ---------------------------------------------------------------- referential slugs
const ref = JSON.parse(readFileSync(join(process.cwd(), 'bench/relevance/heldout/referential-slugs.json'), 'utf8')) as {
  skills: { slug: string }[];
  regions: { slug: string }[];
  seniorities: { slug: string }[];
};
const slugs = {
  skills: new Set(ref.skills.map((s) => s.slug)),
  workAreas: new Set(ref.regions.map((s) => s.slug)),
  seniority: new Set(ref.seniorities.map((s) => s.slug)),
};

// ---------------------------------------------------------------- queries
console.log(`\nqueries: ${QUERIES.length}`);
console.log(
  `  by kind: ${count(QUERIES.map((q) => q.kind))
    .map(([k, n]) => `${k} ${n}`)
    .join(', ')}`,
);
QUERIES.forEach((q, i) => {
  const b = q.body;
  if (!b.keywords && !b.brief) fail(`query ${i}: neither keywords nor brief`);
  if (b.keywords && b.keywords.length > 500) fail(`query ${i}: keywords longer than 500`);
  if (b.brief && b.brief.length > 5000) fail(`query ${i}: brief longer than 5000`);
  if (b.keywords && b.keywords.split(' OR ').length > 10) fail(`query ${i}: more than 10 OR groups`);
  for (const k of ['skills', 'workAreas', 'seniority'] as const)
    for (const s of b[k] ?? []) if (!slugs[k].has(s)) fail(`query ${i}: ${k} slug ${s} not in the referential`);
  const g = [0, 0, 0, 0];
  for (const t of truths) g[q.judge(t)]!++;
  const text = (b.keywords ?? b.brief ?? '').replace(/\s+/g, ' ').slice(0, 70);
  const filters = [
    b.skills && `skills=${b.skills.join(',')}`,
    b.workAreas && `workAreas=${b.workAreas.join(',')}`,
    b.seniority && `seniority=${b.seniority.join(',')}`,
    b.available !== undefined && `available=${b.available}`,
  ]
    .filter(Boolean)
    .join(' ');
  console.log(
    `${String(i).padStart(3)} ${q.kind.padEnd(9)} 3:${String(g[3]).padStart(3)} 2:${String(g[2]).padStart(3)} 1:${String(g[1]).padStart(3)}  ${text}${filters ? `  [${filters}]` : ''}`,
  );
  if (g[3]! + g[2]! === 0) fail(`query ${i} (${text}) has no 3 or 2`);
});
const briefLens = QUERIES.filter((q) => q.body.brief).map((q) => q.body.brief!.length);
console.log(`brief lengths: ${briefLens.join(', ')}`);

// ---------------------------------------------------------------- probes
const probes = identityProbes(c);
console.log(
  `\nidentity probes: ${probes.length}; ${count(probes.map((p) => p.what))
    .map(([k, n]) => `${k} ${n}`)
    .join(', ')}`,
);
for (const p of probes) if (!ids.has(p.ownerId)) fail(`probe ${p.keywords} has an unknown owner`);

console.log(problems === 0 ? '\nOK: no problem found' : `\n${problems} problem(s)`);
if (problems > 0) process.exitCode = 1;
