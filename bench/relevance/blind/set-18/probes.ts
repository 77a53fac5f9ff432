// Set 18 (blind): identity probes: searches made of one profile's private data (names, e-mail, phone, LinkedIn slug,
// a fictional employer only this person worked for, a referee), each naming its owner. A probe is left out when the
// owner's non-private text legitimately holds its words (or, for names, when another profile shares them).
import type { corpus } from './corpus';

type C = ReturnType<typeof corpus>;
interface P {
  basics: {
    name: string;
    label: string;
    email: string;
    phone: string;
    summary: string;
    location?: { city: string; region: string };
    profiles: { username: string }[];
  };
  work: { name: string; position: string; summary: string }[];
  education: { institution: string; area: string; studyType: string }[];
  certificates: { name: string; issuer: string }[];
  skills: { name: string; keywords: string[] }[];
  references: { name?: string; reference?: string }[];
  meta: { id: string; firstName: string; lastName: string };
}

const norm = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const words = (s: string) =>
  norm(s)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 3);

function privateStrings(p: P): string[] {
  return [
    p.basics.email,
    p.basics.phone,
    ...p.basics.profiles.map((x) => x.username),
    ...p.work.map((w) => w.name),
    ...p.education.map((e) => e.institution),
    ...p.references.map((r) => r.name ?? ''),
    `${p.meta.firstName} ${p.meta.lastName}`,
    p.meta.firstName,
    p.meta.lastName,
    p.meta.lastName.toUpperCase(),
  ]
    .filter((s) => s.length > 0)
    .sort((a, b) => b.length - a.length);
}
/** The owner's text that is not private data (private strings cut out of the free text). */
function publicText(p: P): string {
  let summary = p.basics.summary;
  for (const s of privateStrings(p)) summary = summary.split(s).join(' ');
  const parts = [
    p.basics.label,
    summary,
    p.basics.location?.city ?? '',
    p.basics.location?.region ?? '',
    ...p.work.flatMap((w) => {
      let s = w.summary;
      for (const x of privateStrings(p)) s = s.split(x).join(' ');
      return [w.position, s];
    }),
    ...p.education.flatMap((e) => [e.area, e.studyType]),
    ...p.certificates.flatMap((c) => [c.name, c.issuer]),
    ...p.skills.flatMap((s) => [s.name, ...s.keywords]),
  ];
  return parts.join(' \n ');
}

export function identityProbes(c: C): { keywords: string; ownerId: string; what: string }[] {
  const profiles = c.map((x) => x.profile as P);
  const lastCount = new Map<string, number>();
  const firstNames = new Set<string>();
  const employerCount = new Map<string, number>();
  for (const p of profiles) {
    lastCount.set(norm(p.meta.lastName), (lastCount.get(norm(p.meta.lastName)) ?? 0) + 1);
    firstNames.add(norm(p.meta.firstName));
    for (const e of new Set(p.work.map((w) => w.name))) employerCount.set(e, (employerCount.get(e) ?? 0) + 1);
  }
  const quota: Record<string, number> = {
    'full name': 16,
    surname: 12,
    'e-mail': 14,
    'e-mail local part': 10,
    phone: 14,
    'linkedin slug': 12,
    employer: 12,
    referee: 10,
  };
  const taken: Record<string, number> = {};
  const out: { keywords: string; ownerId: string; what: string }[] = [];
  const add = (what: string, keywords: string, ownerId: string) => {
    if ((taken[what] ?? 0) >= quota[what]!) return false;
    taken[what] = (taken[what] ?? 0) + 1;
    out.push({ keywords, ownerId, what });
    return true;
  };
  const order = Object.keys(quota);
  profiles.forEach((p, i) => {
    const pub = new Set(words(publicText(p)));
    const clean = (s: string) => words(s).every((w) => !pub.has(w));
    const id = p.meta.id;
    // one probe per profile, the kind rotating, falling back to the next kind when not usable
    for (let k = 0; k < order.length; k++) {
      const what = order[(i + k) % order.length]!;
      if ((taken[what] ?? 0) >= quota[what]!) continue;
      let kw = '';
      switch (what) {
        case 'full name':
          kw = `${p.meta.firstName} ${p.meta.lastName}`;
          if (!clean(kw)) kw = '';
          break;
        case 'surname':
          kw = p.meta.lastName;
          if (lastCount.get(norm(kw)) !== 1 || firstNames.has(norm(kw)) || !clean(kw) || kw.length < 4) kw = '';
          break;
        case 'e-mail':
          kw = p.basics.email;
          break;
        case 'e-mail local part': {
          const local = p.basics.email.split('@')[0]!;
          kw = /^(contact|bonjour)$/.test(local) || local.length < 6 ? '' : local;
          break;
        }
        case 'phone':
          kw = p.basics.phone;
          break;
        case 'linkedin slug':
          kw = p.basics.profiles[0]?.username ?? '';
          if (kw.length < 8) kw = '';
          break;
        case 'employer': {
          const own = p.work.map((w) => w.name).find((e) => employerCount.get(e) === 1 && clean(e));
          kw = own ? `"${own}"` : '';
          break;
        }
        case 'referee': {
          const r = p.references[0]?.name;
          kw = r && clean(r) ? `"${r}"` : '';
          break;
        }
      }
      if (kw && add(what, kw, id)) break;
    }
  });
  return out;
}
