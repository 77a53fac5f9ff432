// Set 19 (blind): validates the corpus against the import schema and prints the make-up and each query's grades.
// Run: cd /work/main && npx tsx bench/relevance/blind/set-19/check.ts
import { rawProfileSchema } from '../../../../src/domain/profile/raw-profile.schema';
import { corpus } from './corpus';
import { QUERIES } from './queries';
import { identityProbes } from './probes';

let failed = false;
const c = corpus();

// schema + ids
const ids = new Set<string>();
let schemaErrors = 0;
for (const { profile, truth } of c) {
  const res = rawProfileSchema.safeParse(profile);
  if (!res.success) {
    schemaErrors++;
    if (schemaErrors <= 5) console.error('schema failure', truth.id, JSON.stringify(res.error.issues.slice(0, 3)));
  }
  const id = (profile as { meta: { id: string } }).meta.id;
  if (ids.has(id) || id !== truth.id || !id.startsWith('b19-')) {
    console.error('bad or duplicate id', id);
    failed = true;
  }
  ids.add(id);
}
if (schemaErrors) failed = true;
if (c.length < 500 || c.length > 700) {
  console.error('corpus size out of 500-700:', c.length);
  failed = true;
}

// make-up
const count = (f: (t: (typeof c)[number]['truth']) => string) => {
  const m = new Map<string, number>();
  for (const { truth } of c) m.set(f(truth), (m.get(f(truth)) ?? 0) + 1);
  return [...m.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
};
console.log(`profiles: ${c.length} (schema failures: ${schemaErrors})`);
console.log(
  'domain:',
  count((t) => t.domain),
);
console.log(
  'occupations:',
  count((t) => t.occ),
);
console.log(
  'country:',
  count((t) => t.home.country),
);
console.log(
  'FR regions:',
  count((t) => (t.home.country === 'FR' ? t.home.region! : '-')),
);
console.log(
  'text language:',
  count((t) => t.textLang),
);
console.log(
  'level:',
  count((t) => t.level),
);
console.log(
  'remote:',
  count((t) => t.remote.join('+')),
);
console.log(
  'available now:',
  count((t) => String(t.availableNow)),
);

// queries
const kinds = new Map<string, number>();
let emptyQueries = 0;
console.log('\nquery grades (count of 1 / 2 / 3):');
QUERIES.forEach((q, i) => {
  kinds.set(q.kind, (kinds.get(q.kind) ?? 0) + 1);
  const g = [0, 0, 0, 0];
  for (const { truth } of c) g[q.judge(truth)]!++;
  const text = q.body.keywords ?? q.body.brief!.split('\n')[0]!.slice(0, 90);
  const flag = g[2]! + g[3]! === 0 ? '   <-- NO 2/3' : '';
  if (flag) emptyQueries++;
  console.log(`b19-q${String(i + 1).padStart(3, '0')} [${q.kind}] ${g[1]}/${g[2]}/${g[3]}  ${text}${flag}`);
  if (q.body.keywords && q.body.keywords.length > 500) {
    console.error('keywords too long', i);
    failed = true;
  }
  if (q.body.brief && q.body.brief.length > 5000) {
    console.error('brief too long', i);
    failed = true;
  }
  if (q.kind === 'job-ad' && (q.body.brief!.length < 600 || q.body.brief!.length > 2500)) {
    console.error(`job ad ${i} has ${q.body.brief!.length} characters (600-2500 wanted)`);
    failed = true;
  }
});
if (emptyQueries) failed = true;
console.log(
  '\nqueries per class:',
  [...kinds.entries()].map(([k, v]) => `${k} ${v}`).join(', '),
  `(total ${QUERIES.length})`,
);

// probes
const probes = identityProbes(c);
const probeOwners = new Set(probes.map((p) => p.ownerId));
const badProbe = probes.filter((p) => !ids.has(p.ownerId));
console.log(
  `identity probes: ${probes.length} (owners ${probeOwners.size}) by kind: ${[...new Set(probes.map((p) => p.what.split(':')[0]))].map((k) => `${k} ${probes.filter((p) => p.what.startsWith(k + ':')).length}`).join(', ')}`,
);
if (probes.length < 60 || probes.length > 120 || badProbe.length) {
  console.error('probe count out of 60-120 or unknown owner');
  failed = true;
}

console.log(
  `\nsummary: ${c.length} profiles, ${schemaErrors} schema failures, ${QUERIES.length} queries in ${kinds.size} classes, ${emptyQueries} without a 2/3, ${probes.length} identity probes -> ${failed ? 'FAIL' : 'OK'}`,
);
process.exit(failed ? 1 : 0);
