// Set 16 check: schema, ids, corpus make-up, and per query the number of profiles graded 1, 2 and 3.
// Run: cd /work/main && npx tsx bench/relevance/blind/set-16/check.ts
import { rawProfileSchema } from '../../../../src/domain/profile/raw-profile.schema';
import { corpus } from './corpus';
import { QUERIES } from './queries';
import { identityProbes } from './probes';

const c = corpus();
let bad = 0;
const ids = new Set<string>();
for (const { profile, truth } of c) {
  const r = rawProfileSchema.safeParse(profile);
  if (!r.success) {
    bad++;
    if (bad <= 5) console.error('schema failure', truth.id, JSON.stringify(r.error.issues.slice(0, 3)));
  }
  if (ids.has(truth.id)) {
    bad++;
    console.error('duplicate id', truth.id);
  }
  ids.add(truth.id);
  if (!truth.id.startsWith('s16-')) {
    bad++;
    console.error('bad id prefix', truth.id);
  }
}

function tally<T extends string | number>(xs: T[]): string {
  const m = new Map<T, number>();
  for (const x of xs) m.set(x, (m.get(x) ?? 0) + 1);
  return [...m.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k}:${v}`)
    .join(' ');
}
const T = c.map((x) => x.truth);
console.log(`profiles: ${c.length} (schema or id failures: ${bad})`);
console.log('family:', tally(T.map((t) => t.family)));
console.log('occupation:', tally(T.map((t) => t.occ)));
console.log('home group:', tally(T.map((t) => t.home.group)));
console.log('home country:', tally(T.map((t) => t.home.country)));
console.log('home region:', tally(T.map((t) => t.home.region)));
console.log('written in:', tally(T.map((t) => t.writtenIn)));
console.log(
  'seniority (truth):',
  tally(T.map((t) => t.seniority)),
  '| declared empty:',
  T.filter((t) => !t.declared).length,
);
console.log(
  'available now:',
  T.filter((t) => t.available).length,
  '| availableFrom month:',
  tally(T.map((t) => t.availableFrom.slice(0, 7))),
);
console.log('remote:', tally(T.map((t) => t.remote.join('+'))));
console.log('days:', tally(T.map((t) => t.days.join(','))));
console.log('rate null:', T.filter((t) => t.rate === null).length);
console.log('english level:', tally(T.map((t) => t.langs.en ?? 0)));
console.log('gender:', tally(T.map((t) => t.gender)));

const probes = identityProbes(c);
console.log(`identity probes: ${probes.length} (${tally(probes.map((p) => p.what))})`);
if (probes.length < 60 || probes.length > 120) {
  bad++;
  console.error('probe count out of range');
}

const kinds = new Map<string, number>();
let empty = 0;
console.log('\nqueries (kind | g1 g2 g3 | query)');
for (const q of QUERIES) {
  kinds.set(q.kind, (kinds.get(q.kind) ?? 0) + 1);
  const g = [0, 0, 0, 0];
  for (const t of T) g[q.judge(t)]!++;
  const text = (q.body.keywords ?? q.body.brief ?? '').replace(/\s+/g, ' ').slice(0, 90);
  const flag = g[2]! + g[3]! === 0 ? '  <-- NO 2/3' : '';
  if (flag) empty++;
  console.log(
    `${q.kind.padEnd(12)} | ${String(g[1]).padStart(3)} ${String(g[2]).padStart(3)} ${String(g[3]).padStart(3)} | ${text}${flag}`,
  );
  if (q.body.keywords && q.body.keywords.length > 500) {
    bad++;
    console.error('keywords too long');
  }
  if (q.body.brief && q.body.brief.length > 5000) {
    bad++;
    console.error('brief too long');
  }
}
console.log(
  '\nqueries per kind:',
  [...kinds.entries()].map(([k, v]) => `${k}:${v}`).join(' '),
  '| total',
  QUERIES.length,
);
const adLens = QUERIES.filter((q) => q.kind.startsWith('job-ad')).map((q) => q.body.brief!.length);
console.log('job ad lengths:', adLens.join(' '));
if (empty) console.error(`${empty} queries without any profile graded 2 or 3`);
if (bad || empty) process.exit(1);
console.log('OK');
