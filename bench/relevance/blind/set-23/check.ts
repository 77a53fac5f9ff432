// Checks set-23: every profile passes the import schema, ids are unique, every query has a 2 or a 3.
// Run: cd /work/main && npx tsx bench/relevance/blind/set-23/check.ts
import { rawProfileSchema } from '../../../../src/domain/profile/raw-profile.schema';
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
    if (bad <= 5) console.log('INVALID', truth.id, JSON.stringify(r.error.issues.slice(0, 3)));
  }
  if (ids.has(truth.id) || !truth.id.startsWith(PREFIX)) {
    bad++;
    console.log('BAD ID', truth.id);
  }
  ids.add(truth.id);
}
const count = (f: (t: (typeof c)[number]['truth']) => string): [string, number][] => {
  const m = new Map<string, number>();
  for (const { truth } of c) m.set(f(truth), (m.get(f(truth)) ?? 0) + 1);
  return [...m.entries()].sort((a, b) => b[1] - a[1]);
};
const show = (title: string, xs: [string, number][]): void =>
  console.log(`${title}: ${xs.map(([k, v]) => `${k} ${v}`).join(', ')}`);
console.log(`profiles ${c.length}, invalid ${bad}`);
const occs = count((t) => t.occ);
console.log(`occupations ${occs.length}`);
show(
  'families',
  count((t) => t.family),
);
show('occupations', occs);
show(
  'countries',
  count((t) => t.country),
);
show('homes (top 25)', count((t) => t.home).slice(0, 25));
show(
  'cv language',
  count((t) => t.cvLang),
);
show(
  'no accents',
  count((t) => String(t.noAccents)),
);
show(
  'gender',
  count((t) => t.gender),
);
show(
  'band',
  count((t) => t.band),
);
show(
  'declared',
  count((t) => t.declared || '(empty)'),
);
show(
  'interim',
  count((t) => String(t.interim)),
);
show(
  'available',
  count((t) => String(t.available)),
);
show(
  'private data in free text',
  count((t) => String(t.priv.inText.length > 0)),
);
show(
  'planted',
  count((t) => String(Boolean(t.planted))),
);

let missing = 0;
const kinds = new Map<string, number>();
for (const q of QUERIES) {
  kinds.set(q.kind, (kinds.get(q.kind) ?? 0) + 1);
  const g = [0, 0, 0, 0];
  for (const { truth } of c) g[q.judge(truth)]!++;
  const text = q.body.keywords ?? (q.body.brief ?? '').replace(/\s+/g, ' ').slice(0, 70);
  const flag = g[2]! + g[3]! === 0 ? '  <-- NO 2 OR 3' : '';
  if (flag) missing++;
  console.log(
    `${q.kind.padEnd(9)} 1:${String(g[1]).padStart(3)} 2:${String(g[2]).padStart(3)} 3:${String(g[3]).padStart(3)}  ${text}${flag}`,
  );
}
show('queries per kind', [...kinds.entries()]);
console.log(`queries ${QUERIES.length}, keywords ${QUERIES.filter((q) => q.body.keywords).length}`);
const probes = identityProbes(c);
const pk = new Map<string, number>();
for (const p of probes) pk.set(p.what, (pk.get(p.what) ?? 0) + 1);
show(`identity probes ${probes.length}`, [...pk.entries()]);
if (bad || missing) {
  console.log(`FAILED: ${bad} bad profiles, ${missing} queries without a 2 or 3`);
  process.exit(1);
}
console.log('OK');
