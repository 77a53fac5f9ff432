/* Identity probes of set 22: searches for private data, each with the one profile that holds it. */
import type { corpus as corpusFn } from './corpus';
import { RARE_LAST } from './names';

type Corpus = ReturnType<typeof corpusFn>;

const norm = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const words = (s: string): string[] =>
  norm(s)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
/** Function words do not identify anyone: they are not compared with the owner's text. */
const STOP = new Set([
  'de',
  'du',
  'des',
  'la',
  'le',
  'les',
  'l',
  'd',
  'et',
  'en',
  'a',
  'au',
  'aux',
  'of',
  'the',
  'and',
  'sur',
]);

interface P {
  basics: { label: string; summary: string; location?: { city: string; region: string } };
  work: { name: string; position: string; summary: string }[];
  education: { area: string; studyType: string }[];
  skills: { name: string; keywords: string[] }[];
  certificates: { name: string }[];
  references: { reference?: string }[];
}

/** The owner's text with every private value taken out. */
function publicText(profile: unknown, priv: string[]): Set<string> {
  const p = profile as P;
  const privNorm = priv.map(norm).filter(Boolean);
  const strip = (s: string) => {
    let x = norm(s);
    for (const v of privNorm) x = x.split(v).join(' ');
    return x;
  };
  const parts = [
    p.basics.label,
    p.basics.summary,
    p.basics.location?.city ?? '',
    p.basics.location?.region ?? '',
    ...p.work.flatMap((w) => [priv.includes(w.name) ? '' : w.name, w.position, w.summary]),
    ...p.education.flatMap((e) => [e.area, e.studyType]),
    ...p.skills.flatMap((s) => [s.name, ...s.keywords]),
    ...p.certificates.map((c) => c.name),
    ...p.references.map((r) => r.reference ?? ''),
  ];
  return new Set(parts.flatMap((s) => words(strip(s))));
}

export function identityProbes(c: Corpus): { keywords: string; ownerId: string; what: string }[] {
  type Cand = { value: string; ownerId: string; what: string };
  const cands: Cand[] = [];
  const owners = new Map<string, Set<string>>();
  const note = (v: string, id: string) => {
    const k = norm(v);
    if (!owners.has(k)) owners.set(k, new Set());
    owners.get(k)!.add(id);
  };
  const rare = new Set(RARE_LAST);
  for (const { profile, truth } of c) {
    const p = truth.priv;
    const local = p.email.split('@')[0]!;
    const all: [string, string][] = [
      [`${p.first} ${p.last}`, 'full name'],
      [p.email, 'e-mail'],
      [local, 'e-mail local part'],
      [p.phone, 'phone'],
      [p.linkedin, 'LinkedIn slug'],
      ...p.employers.map((e): [string, string] => [e, 'small employer']),
      ...p.schools.map((s): [string, string] => [s, 'school']),
      ...p.referees.map((r): [string, string] => [r, 'referee']),
      ...p.named.map((n): [string, string] => [n, 'person named in a mission']),
    ];
    if (rare.has(p.last)) all.push([p.last, 'rare surname']);
    // every private value of every profile counts for ownership, so shared values are left out
    for (const [v] of all) note(v, truth.id);
    note(p.first, truth.id);
    note(p.last, truth.id);
    const pub = publicText(profile, [
      p.first,
      p.last,
      p.email,
      local,
      p.phone,
      p.linkedin,
      ...p.employers,
      ...p.schools,
      ...p.referees,
      ...p.named,
    ]);
    for (const [v, what] of all) {
      if (words(v).some((w) => !STOP.has(w) && pub.has(w))) continue;
      cands.push({ value: v, ownerId: truth.id, what });
    }
  }
  const caps: Record<string, number> = {
    'full name': 16,
    'e-mail': 12,
    'e-mail local part': 10,
    phone: 12,
    'LinkedIn slug': 10,
    'small employer': 10,
    school: 6,
    referee: 8,
    'person named in a mission': 8,
    'rare surname': 8,
  };
  const taken = new Map<string, number>();
  const usedOwners = new Set<string>();
  const out: { keywords: string; ownerId: string; what: string }[] = [];
  // spread the probes over owners: one probe per owner first, by kind
  for (const cand of cands) {
    if ((owners.get(norm(cand.value))?.size ?? 0) !== 1) continue;
    if ((taken.get(cand.what) ?? 0) >= (caps[cand.what] ?? 0)) continue;
    if (usedOwners.has(cand.ownerId) && cand.what !== 'rare surname') continue;
    usedOwners.add(cand.ownerId);
    taken.set(cand.what, (taken.get(cand.what) ?? 0) + 1);
    const quoted = /\s/.test(cand.value) && !['phone'].includes(cand.what) ? `"${cand.value}"` : cand.value;
    out.push({ keywords: quoted, ownerId: cand.ownerId, what: cand.what });
  }
  return out;
}
