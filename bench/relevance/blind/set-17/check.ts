// Set 17 check: schema validation, unique ids, corpus make-up, grades per query. Exit 1 on any failure.
import { rawProfileSchema } from '../../../../src/domain/profile/raw-profile.schema';
import { corpus } from './corpus';
import { identityProbes } from './probes';
import { QUERIES } from './queries';

const c = corpus();
let failed = false;
const ids = new Set<string>();
let bad = 0;
for (const { profile, truth } of c) {
  const r = rawProfileSchema.safeParse(profile);
  if (!r.success) {
    bad++;
    failed = true;
    if (bad <= 5) console.error(`schema: ${truth.id}: ${JSON.stringify(r.error.issues).slice(0, 400)}`);
  }
  const id = (profile as { meta: { id: string } }).meta.id;
  if (ids.has(id) || id !== truth.id || !id.startsWith('s17-')) {
    failed = true;
    console.error(`bad or duplicate id ${id}`);
  }
  ids.add(id);
}
console.log(`profiles: ${c.length} (schema failures: ${bad})`);
if (c.length < 500 || c.length > 700) {
  failed = true;
  console.error('corpus size out of 500..700');
}

const count = <K extends string>(f: (t: (typeof c)[number]['truth']) => K | K[]) => {
  const m = new Map<string, number>();
  for (const { truth } of c) for (const k of ([] as string[]).concat(f(truth))) m.set(k, (m.get(k) ?? 0) + 1);
  return [...m.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
};
console.log(`occupations: ${count((t) => t.occ)}`);
console.log(`seniority: ${count((t) => t.seniority)}; declared: ${count((t) => (t.seniorityDeclared ? 'yes' : 'no'))}`);
console.log(`interim managers: ${count((t) => (t.interim ? 'interim' : 'other'))}`);
console.log(
  `country: ${count((t) => t.home.country)}; CV language: ${count((t) => t.cvLang)}; gender: ${count((t) => t.gender)}`,
);
console.log(`home regions: ${count((t) => t.home.region)}`);
console.log(`availability: ${count((t) => (t.available ? 'now' : t.from ? 'from a date' : 'unknown'))}`);
console.log(
  `remote: ${count((t) => (t.remote.length ? t.remote : ['(none)']))}; nationwide ${c.filter((x) => x.truth.nationwide).length}; abroad ${c.filter((x) => x.truth.abroad).length}`,
);
console.log(`sectors: ${count((t) => t.sectors)}`);

console.log('\nqueries (kind | g1 g2 g3 | text):');
const kinds = new Map<string, number>();
for (const [i, qy] of QUERIES.entries()) {
  kinds.set(qy.kind, (kinds.get(qy.kind) ?? 0) + 1);
  const g = [0, 0, 0, 0];
  for (const { truth } of c) g[qy.judge(truth)]!++;
  const text = qy.body.keywords ?? qy.body.brief ?? '';
  const ok = g[2]! + g[3]! > 0;
  if (!ok) failed = true;
  if (qy.body.keywords !== undefined && qy.body.keywords.length > 500) {
    failed = true;
    console.error(`keywords too long: ${i}`);
  }
  if (qy.body.brief !== undefined && qy.body.brief.length > 5000) {
    failed = true;
    console.error(`brief too long: ${i}`);
  }
  if (qy.kind.startsWith('job-ad') && (text.length < 400 || text.length > 4500)) {
    failed = true;
    console.error(`job ad length out of 400..4500: ${i} (${text.length})`);
  }
  console.log(
    `${String(i).padStart(3)} ${qy.kind.padEnd(12)} | ${String(g[1]).padStart(3)} ${String(g[2]).padStart(3)} ${String(g[3]).padStart(3)} |${ok ? '' : ' NO 2/3 !'} ${text.replace(/\s+/g, ' ').slice(0, 90)}${qy.kind.startsWith('job') ? ` [${text.length} chars]` : ''}`,
  );
}
console.log(
  `\nqueries per class: ${[...kinds.entries()].map(([k, v]) => `${k} ${v}`).join(', ')} (total ${QUERIES.length})`,
);

const probes = identityProbes(c);
const probeOwners = new Set(probes.map((p) => p.ownerId));
for (const p of probes)
  if (!ids.has(p.ownerId)) {
    failed = true;
    console.error(`probe owner unknown: ${p.ownerId}`);
  }
console.log(
  `identity probes: ${probes.length} (owners ${probeOwners.size}); by kind: ${[...probes.reduce((m, p) => m.set(p.what.split(':')[0]!, (m.get(p.what.split(':')[0]!) ?? 0) + 1), new Map<string, number>())].map(([k, v]) => `${k} ${v}`).join(', ')}`,
);
if (probes.length < 60 || probes.length > 120) {
  failed = true;
  console.error('probe count out of 60..120');
}
console.log(failed ? '\nCHECK FAILED' : '\nCHECK OK');
process.exit(failed ? 1 : 0);
