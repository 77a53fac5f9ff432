// Set 14 (blind): identity probes. Searches made of one freelancer's private data (name, e-mail, phone, LinkedIn
// slug, employer, school, referee). A probe is left out when one of its words appears in the owner's non-private
// text (title, summary and mission texts with the private strings removed, skills, study areas, city, region), or
// when the private string is shared with another profile.
import type { Truth } from './truth';

type Entry = { profile: unknown; truth: Truth };
interface P {
  basics: {
    name: string;
    label: string;
    email: string;
    phone: string;
    url: string;
    summary: string;
    location?: { city: string; region: string };
    profiles: { username: string; network: string }[];
  };
  work: { name: string; position: string; summary: string }[];
  education: { institution: string; area: string; studyType: string }[];
  certificates: { name: string }[];
  skills: { name: string; keywords: string[] }[];
  languages: { language: string; fluency: string }[];
  references: { name?: string; reference?: string }[];
  meta: { id: string; firstName: string; lastName: string };
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const STOP = new Set([
  'gmail',
  'com',
  'outlook',
  'yahoo',
  'hotmail',
  'orange',
  'free',
  'laposte',
  'net',
  'protonmail',
  'icloud',
  'skynet',
  'bluewin',
  'www',
  'https',
  'http',
  'linkedin',
  'pro',
  'les',
  'des',
  'the',
  'and',
  'sas',
  'sasu',
  'conseil',
  'consulting',
  'digital',
  'studio',
  'solutions',
  'tech',
]);
const tokens = (s: string) =>
  fold(s)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 3 && !STOP.has(w));

function privateStrings(p: P): string[] {
  const out = [
    p.basics.name,
    p.basics.email,
    p.basics.phone,
    p.basics.url,
    p.meta.firstName,
    p.meta.lastName,
    ...p.basics.profiles.map((x) => x.username),
  ];
  for (const w of p.work) out.push(w.name);
  for (const e of p.education) out.push(e.institution);
  for (const r of p.references) if (r.name) out.push(r.name);
  return out.filter((x) => x && x.length > 1).sort((a, b) => b.length - a.length);
}

function publicTokens(p: P): Set<string> {
  const priv = privateStrings(p);
  const strip = (s: string) => priv.reduce((acc, x) => acc.split(x).join(' '), s);
  const texts = [
    p.basics.label,
    p.basics.summary,
    p.basics.location?.city ?? '',
    p.basics.location?.region ?? '',
    ...p.work.flatMap((w) => [w.position, w.summary]),
    ...p.education.flatMap((e) => [e.area, e.studyType]),
    ...p.certificates.map((c) => c.name),
    ...p.skills.flatMap((s) => [s.name, ...s.keywords]),
    ...p.languages.flatMap((l) => [l.language, l.fluency]),
  ].map(strip);
  return new Set(texts.flatMap(tokens));
}

export function identityProbes(c: Entry[]): { keywords: string; ownerId: string; what: string }[] {
  const ps = c.map((e) => e.profile as P);
  // how many profiles hold each private string (anywhere in their private fields)
  const holders = new Map<string, Set<string>>();
  const note = (k: string, id: string) => {
    const key = fold(k);
    if (!holders.has(key)) holders.set(key, new Set());
    holders.get(key)!.add(id);
  };
  for (const p of ps) {
    for (const x of privateStrings(p)) note(x, p.meta.id);
    for (const x of [p.meta.lastName]) for (const part of x.split(/[\s-]+/)) note(part, p.meta.id);
    for (const r of p.references) if (r.name) for (const part of r.name.split(/\s+/)) note(part, p.meta.id);
  }
  const unique = (k: string) => (holders.get(fold(k))?.size ?? 0) === 1;
  const freeText = (p: P) => [p.basics.summary, ...p.work.map((w) => w.summary)].join('\n');

  const kinds = [
    'full name',
    'surname',
    'personal e-mail',
    'e-mail local part',
    'phone',
    'LinkedIn slug',
    'employer',
    'school',
    'referee',
  ] as const;
  const candidates: { keywords: string; ownerId: string; what: string; inText: boolean; kind: string }[] = [];
  for (const p of ps) {
    const pub = publicTokens(p);
    const text = freeText(p);
    const linkedin = p.basics.profiles.find((x) => x.network === 'LinkedIn')?.username ?? '';
    const options: [string, string][] = [
      ['full name', p.basics.name],
      ['surname', p.meta.lastName],
      ['personal e-mail', p.basics.email],
      ['e-mail local part', p.basics.email.split('@')[0]!],
      ['phone', p.basics.phone],
      ['LinkedIn slug', linkedin],
      ...p.work.map((w) => ['employer', w.name] as [string, string]),
      ...p.education.map((e) => ['school', e.institution] as [string, string]),
      ...p.references.filter((r) => r.name).map((r) => ['referee', r.name!] as [string, string]),
    ];
    for (const [kind, value] of options) {
      if (!value || ['Freelance', 'Indépendant'].includes(value)) continue;
      if (kind === 'surname' && (value.length < 4 || !unique(value))) continue;
      if ((kind === 'employer' || kind === 'school' || kind === 'full name' || kind === 'referee') && !unique(value))
        continue;
      const toks = tokens(value);
      if (kind !== 'phone' && !toks.length) continue;
      if (toks.some((w) => pub.has(w))) continue;
      candidates.push({ keywords: value, ownerId: p.meta.id, what: kind, inText: text.includes(value), kind });
    }
  }
  // deterministic selection: private data that also sits in free text first, then the kinds in turn
  const out: { keywords: string; ownerId: string; what: string }[] = [];
  const usedOwnerKind = new Set<string>();
  const take = (pred: (x: (typeof candidates)[number]) => boolean, perKind: number) => {
    for (const k of kinds) {
      let n = 0;
      for (const x of candidates) {
        if (n >= perKind || out.length >= 110) break;
        if (x.kind !== k || !pred(x) || usedOwnerKind.has(x.ownerId + k)) continue;
        usedOwnerKind.add(x.ownerId + k);
        out.push({ keywords: x.keywords, ownerId: x.ownerId, what: x.what + (x.inText ? ' (also in free text)' : '') });
        n++;
      }
    }
  };
  take((x) => x.inText, 6);
  take((x) => !x.inText, 6);
  return out;
}
