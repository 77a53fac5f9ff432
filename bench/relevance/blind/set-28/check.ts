/**
 * Checks blind set-28: every profile passes the import schema, ids are unique and prefixed, the corpus make-up, and
 * for each query how many profiles it grades 1, 2, 3 (every query needs at least one 2 or 3).
 * Run: cd /work/main && npx tsx bench/relevance/blind/set-28/check.ts
 */
import { rawProfileSchema } from '../../../../src/domain/profile/raw-profile.schema';
import { AREAS } from './areas';
import { corpus, PREFIX } from './corpus';
import { identityProbes } from './probes';
import { QUERIES } from './queries';

const c = corpus();
let bad = 0;
const ids = new Set<string>();
for (const { profile, truth } of c) {
  const r = rawProfileSchema.safeParse(profile);
  if (!r.success) {
    bad++;
    if (bad <= 5) console.log(`INVALID ${truth.id}: ${r.error.message.slice(0, 600)}`);
  }
  if (ids.has(truth.id)) {
    bad++;
    console.log(`DUPLICATE id ${truth.id}`);
  }
  if (!truth.id.startsWith(PREFIX)) {
    bad++;
    console.log(`BAD PREFIX ${truth.id}`);
  }
  ids.add(truth.id);
}

function count<T>(xs: T[], f: (x: T) => string): [string, number][] {
  const m = new Map<string, number>();
  for (const x of xs) m.set(f(x), (m.get(f(x)) ?? 0) + 1);
  return [...m.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}
const T = c.map((x) => x.truth);
const pct = (n: number): string => `${n} (${Math.round((100 * n) / T.length)} %)`;
console.log(`profiles: ${T.length}, schema failures + id problems: ${bad}`);
console.log(`occupations: ${new Set(T.map((t) => t.occ)).size}`);
console.log(`neighbours (hard negatives): ${pct(T.filter((t) => t.neighbour).length)}`);
console.log(`English CVs: ${pct(T.filter((t) => t.cvLang === 'en').length)}`);
console.log(`French CVs without accents: ${pct(T.filter((t) => t.noAccents).length)}`);
console.log(`women: ${pct(T.filter((t) => t.gender === 'f').length)}`);
console.log(`private data repeated in free text: ${pct(T.filter((t) => t.leaks).length)}`);
console.log(`available now: ${pct(T.filter((t) => t.available).length)}`);
console.log(
  `families: ${count(T, (t) => t.family)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ')}`,
);
console.log(
  `bands (real years): ${count(T, (t) => t.band)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ')}`,
);
console.log(
  `home country: ${count(T, (t) => AREAS[t.home]?.countryCode ?? '?')
    .map(([k, n]) => `${k} ${n}`)
    .join(', ')}`,
);
console.log(
  `home region: ${count(T, (t) => AREAS[t.home]?.regionName ?? '?')
    .map(([k, n]) => `${k} ${n}`)
    .join(', ')}`,
);
console.log(
  `occupations: ${count(T, (t) => t.occ)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ')}`,
);

console.log('\nqueries (kind: count)');
for (const [k, n] of count(QUERIES, (q) => q.kind)) console.log(`  ${k}: ${n}`);
let empty = 0;
console.log('\nper query: #, kind, n1 / n2 / n3');
QUERIES.forEach((q, i) => {
  const g = [0, 0, 0, 0];
  for (const t of T) g[q.judge(t)] = (g[q.judge(t)] ?? 0) + 1;
  const ok = (g[2] ?? 0) + (g[3] ?? 0) > 0;
  if (!ok) empty++;
  console.log(
    `  ${String(i + 1).padStart(3)} ${q.kind.padEnd(9)} ${g[1]} / ${g[2]} / ${g[3]}${ok ? '' : '  <-- NO 2 OR 3'}`,
  );
});
const probes = identityProbes(c);
console.log(`\nidentity probes: ${probes.length}`);
for (const [k, n] of count(probes, (p) => p.what)) console.log(`  ${k}: ${n}`);
console.log(`\nqueries without a 2 or 3: ${empty}`);
if (bad > 0 || empty > 0) process.exitCode = 1;
