/**
 * Identity probes of set-26: searches for private data (full names, e-mails and their local parts, phones, LinkedIn
 * slugs, small one-off employers, schools, referees, people named in mission texts, rare surnames). Each value
 * belongs to one profile only, and no value is used whose words also occur in its owner's non-private text.
 */
import { mulberry32, stripAccents, type corpus } from './corpus';

type Entry = ReturnType<typeof corpus>[number];

interface ProfileText {
  basics: {
    label?: string;
    summary?: string;
    location?: { address?: string; city?: string; region?: string; postalCode?: string };
  };
  work: { position?: string; summary?: string }[];
  education: { area?: string; studyType?: string }[];
  certificates: { name?: string; issuer?: string }[];
  skills: { name?: string; level?: string; keywords?: string[] }[];
  languages: { language?: string; fluency?: string }[];
  interests: { name?: string }[];
  meta: { freelance: { availabilityDate?: string; rate?: string; professions?: string[] } };
}

function words(s: string): string[] {
  return stripAccents(s)
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 2);
}

/** The text of a profile that carries no private data: free texts with their private repeats taken out. */
function publicText(e: Entry): string {
  const p = e.profile as ProfileText;
  const parts: string[] = [
    p.basics.label ?? '',
    p.basics.summary ?? '',
    p.basics.location?.address ?? '',
    p.basics.location?.city ?? '',
    p.basics.location?.region ?? '',
    ...p.work.flatMap((w) => [w.position ?? '', w.summary ?? '']),
    ...p.education.flatMap((x) => [x.area ?? '', x.studyType ?? '']),
    ...p.certificates.flatMap((x) => [x.name ?? '', x.issuer ?? '']),
    ...p.skills.flatMap((x) => [x.name ?? '', x.level ?? '', ...(x.keywords ?? [])]),
    ...p.languages.flatMap((x) => [x.language ?? '', x.fluency ?? '']),
    ...p.interests.map((x) => x.name ?? ''),
    p.meta.freelance.availabilityDate ?? '',
    p.meta.freelance.rate ?? '',
    ...(p.meta.freelance.professions ?? []),
  ];
  let text = parts.join(' \n ');
  for (const s of e.truth.private.inText) text = text.split(s).join(' ');
  return text;
}

/** Every private value of a profile, normalised, to tell whether a value belongs to one profile only. */
function privateValues(e: Entry): string[] {
  const p = e.truth.private;
  return [
    `${p.firstName} ${p.lastName}`,
    p.lastName,
    p.email,
    p.phone,
    p.linkedin,
    ...p.employers,
    ...p.schools,
    ...p.referees,
    ...p.people,
  ].map((v) => words(v).join(' '));
}

type Kind =
  | 'full name'
  | 'e-mail'
  | 'e-mail local part'
  | 'phone'
  | 'LinkedIn slug'
  | 'small employer'
  | 'school'
  | 'referee'
  | 'person named in a mission'
  | 'rare surname';

const QUOTA: [Kind, number][] = [
  ['full name', 14],
  ['e-mail', 10],
  ['e-mail local part', 9],
  ['phone', 10],
  ['LinkedIn slug', 9],
  ['small employer', 10],
  ['school', 7],
  ['referee', 9],
  ['person named in a mission', 6],
  ['rare surname', 7],
];

const COMMON_SCHOOL_WORDS = new Set([
  'universite',
  'university',
  'ecole',
  'school',
  'de',
  'du',
  'des',
  'la',
  'le',
  'of',
]);

export function identityProbes(c: ReturnType<typeof corpus>): { keywords: string; ownerId: string; what: string }[] {
  const r = mulberry32(0x26);
  const pub = new Map<string, Set<string>>();
  for (const e of c) pub.set(e.truth.id, new Set(words(publicText(e))));
  // a value is usable when no other profile holds its words in a row, in its private data or its text
  const everything = c.map((e) => ({
    id: e.truth.id,
    text: ` ${words([...privateValues(e), publicText(e)].join(' \n ')).join(' ')} `,
  }));
  const unique = (v: string, owner: string) => {
    const needle = ` ${words(v).join(' ')} `;
    return everything.every((x) => x.id === owner || !x.text.includes(needle));
  };
  const surnameHolders = new Map<string, number>();
  for (const e of c) {
    const all = new Set(words([...privateValues(e), publicText(e)].join(' ')));
    for (const w of all) surnameHolders.set(w, (surnameHolders.get(w) ?? 0) + 1);
  }

  const candidates = (e: Entry, k: Kind): string[] => {
    const p = e.truth.private;
    switch (k) {
      case 'full name':
        return [`${p.firstName} ${p.lastName}`];
      case 'e-mail':
        return [p.email];
      case 'e-mail local part':
        return [p.email.split('@')[0]!];
      case 'phone':
        return [p.phone, p.phone.replace(/\s+/g, '')];
      case 'LinkedIn slug':
        return [p.linkedin];
      case 'small employer':
        return p.smallEmployers;
      case 'school':
        return p.schools.filter((s) => !/Universit|School|École|HEC|ESSEC|ESCP|EDHEC|IAE|Sciences Po/.test(s));
      case 'referee':
        return p.referees;
      case 'person named in a mission':
        return p.people;
      case 'rare surname':
        return p.lastName.length >= 5 && (surnameHolders.get(words(p.lastName).join(' ')) ?? 0) === 1
          ? [p.lastName]
          : [];
    }
  };

  const out: { keywords: string; ownerId: string; what: string }[] = [];
  const usedOwners = new Map<string, number>();
  const usedValues = new Set<string>();
  for (const [kind, n] of QUOTA) {
    const order = c.map((_, i) => i);
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(r() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    let taken = 0;
    for (const i of order) {
      if (taken >= n) break;
      const e = c[i]!;
      if ((usedOwners.get(e.truth.id) ?? 0) >= 2) continue;
      const owned = pub.get(e.truth.id)!;
      const local = (v: string) => (v.includes('@') ? v.split('@')[0]! : v);
      for (const v of candidates(e, kind)) {
        const key = words(v).join(' ');
        if (usedValues.has(key)) continue;
        if (!unique(v, e.truth.id)) continue;
        const ws = words(local(v)).filter((w) => !(kind === 'school' && COMMON_SCHOOL_WORDS.has(w)));
        if (ws.some((w) => owned.has(w))) continue;
        usedValues.add(key);
        usedOwners.set(e.truth.id, (usedOwners.get(e.truth.id) ?? 0) + 1);
        out.push({ keywords: v, ownerId: e.truth.id, what: kind });
        taken++;
        break;
      }
    }
  }
  return out;
}
