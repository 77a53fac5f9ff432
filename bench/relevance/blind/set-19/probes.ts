// Set 19 (blind): identity probes. Searches made of one profile's private data (never of its job words, skills or
// city); a redacted service should not surface the owner for them.
import type { corpus as corpusFn } from './corpus';

type Corpus = ReturnType<typeof corpusFn>;
interface P {
  basics: {
    name: string;
    label: string;
    email: string;
    phone: string;
    summary: string;
    location?: { city: string; region: string; address: string };
    profiles: { username: string }[];
  };
  work: { name: string; position: string; summary: string }[];
  education: { institution: string; area: string; studyType: string }[];
  skills: { name: string; keywords: string[] }[];
  certificates: { name: string; issuer: string }[];
  references: { name?: string; reference?: string }[];
  meta: { id: string; firstName: string; lastName: string };
}

const norm = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const STOP = new Set([
  'de',
  'du',
  'des',
  'la',
  'le',
  'les',
  'et',
  'the',
  'of',
  'and',
  'd',
  'l',
  'au',
  'aux',
  'en',
  'sur',
  'a',
  'cie',
  'sas',
  'com',
  'gmail',
  'www',
]);
const tokens = (s: string) =>
  norm(s)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 2 && !STOP.has(w));

/** The owner's non-private text, with every copy of its private data taken out (those are leaks, not legitimate words). */
function legitText(p: P, privates: string[]): Set<string> {
  let s = [
    p.basics.label,
    p.basics.summary,
    p.basics.location?.city ?? '',
    p.basics.location?.region ?? '',
    p.basics.location?.address ?? '',
    ...p.work.flatMap((w) => [w.position, w.summary]),
    ...p.education.flatMap((e) => [e.area, e.studyType]),
    ...p.skills.flatMap((k) => [k.name, ...k.keywords]),
    ...p.certificates.flatMap((c) => [c.name, c.issuer]),
  ].join(' \n ');
  for (const x of privates.filter(Boolean).sort((a, b) => b.length - a.length)) s = s.split(x).join(' ');
  return new Set(tokens(s));
}

export function identityProbes(c: Corpus): { keywords: string; ownerId: string; what: string }[] {
  const ps = c.map((x) => x.profile as P);
  const tally = (f: (p: P) => string[]) => {
    const m = new Map<string, number>();
    for (const p of ps) for (const v of new Set(f(p))) m.set(v, (m.get(v) ?? 0) + 1);
    return m;
  };
  const surnames = tally((p) => [norm(p.meta.lastName)]);
  const fullnames = tally((p) => [norm(p.basics.name)]);
  const employers = tally((p) => p.work.map((w) => w.name.replace(/^(Mission freelance|Freelance) – /, '')));
  const schools = tally((p) => p.education.map((e) => e.institution));
  const referees = tally((p) => p.references.map((r) => r.name ?? ''));
  const out: { keywords: string; ownerId: string; what: string }[] = [];
  const quota: Record<string, number> = {
    fullname: 15,
    surname: 15,
    email: 12,
    local: 10,
    phone: 12,
    linkedin: 10,
    employer: 14,
    school: 6,
    referee: 8,
  };
  const used: Record<string, number> = {};
  const ownersPerKind = new Map<string, Set<string>>();
  const take = (kind: string, p: P, keywords: string, privates: string[]) => {
    if ((used[kind] ?? 0) >= quota[kind]!) return;
    const owners = ownersPerKind.get(kind) ?? new Set<string>();
    if (owners.has(p.meta.id)) return;
    const legit = legitText(p, privates);
    if (tokens(keywords).some((w) => legit.has(w))) return;
    out.push({ keywords, ownerId: p.meta.id, what: `${kind}: ${keywords}` });
    used[kind] = (used[kind] ?? 0) + 1;
    owners.add(p.meta.id);
    ownersPerKind.set(kind, owners);
  };
  // walk the corpus with a stride so probes spread over it; each kind starts elsewhere and prefers fresh owners
  const order: number[] = [];
  for (let k = 0; k < 7; k++) for (let i = k; i < ps.length; i += 7) order.push(i);
  const anyOwner = new Set<string>();
  const kinds = Object.keys(quota);
  for (let pass = 0; pass < 2; pass++) {
    kinds.forEach((kind, ki) => {
      for (let n = 0; n < order.length && (used[kind] ?? 0) < quota[kind]!; n++) {
        const p = ps[order[(n + ki * 61) % order.length]!]!;
        if (pass === 0 && anyOwner.has(p.meta.id)) continue;
        const employerNames = p.work.map((w) => w.name.replace(/^(Mission freelance|Freelance) – /, ''));
        const privates = [
          p.basics.name,
          p.meta.firstName,
          p.meta.lastName,
          p.basics.email,
          p.basics.phone,
          p.basics.profiles[0]?.username ?? '',
          ...employerNames,
          ...p.education.map((e) => e.institution),
          ...p.references.map((r) => r.name ?? ''),
        ];
        const before = out.length;
        const last = p.meta.lastName;
        if (kind === 'fullname' && fullnames.get(norm(p.basics.name)) === 1) take(kind, p, p.basics.name, privates);
        if (kind === 'surname' && surnames.get(norm(last)) === 1 && (last.length >= 5 || /[-’ ]/.test(last)))
          take(kind, p, last, privates);
        if (kind === 'email') take(kind, p, p.basics.email, privates);
        if (kind === 'local') take(kind, p, p.basics.email.split('@')[0]!, privates);
        if (kind === 'phone') take(kind, p, p.basics.phone, privates);
        if (kind === 'linkedin') take(kind, p, p.basics.profiles[0]!.username, privates);
        if (kind === 'employer') {
          const e = employerNames.find((x) => employers.get(x) === 1 && x.split(' ').length >= 2);
          if (e) take(kind, p, e, privates);
        }
        if (kind === 'school') {
          const sc = p.education.map((e) => e.institution).find((x) => schools.get(x) === 1);
          if (sc) take(kind, p, sc, privates);
        }
        if (kind === 'referee') {
          const rf = p.references.map((x) => x.name ?? '').find((x) => x && referees.get(x) === 1);
          if (rf) take(kind, p, rf, privates);
        }
        if (out.length > before) anyOwner.add(p.meta.id);
      }
    });
  }
  return out;
}
