/**
 * Set-35 identity probes: searches for private data (names, e-mails, phones, LinkedIn slugs, small employers, schools,
 * referees, people named in mission texts, rare surnames). A probe is kept only when none of its words occurs in the
 * owner's non-private text (every indexed text field with the owner's private values masked out).
 */
import { stripAccents, type corpus, type Truth } from './corpus';

type Corpus = ReturnType<typeof corpus>;
export interface Probe {
  keywords: string;
  ownerId: string;
  what: string;
}

const norm = (s: string) => stripAccents(s).toLowerCase();
const words = (s: string) =>
  norm(s)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);

interface Doc {
  basics: {
    name: string;
    label: string;
    email: string;
    phone: string;
    summary: string;
    location?: { address: string; city: string; region: string; postalCode: string };
  };
  work: { name: string; position: string; summary: string }[];
  education: { institution: string; area: string; studyType: string }[];
  certificates: { name: string; issuer: string }[];
  skills: { name: string; level: string; keywords: string[] }[];
  languages: { language: string; fluency: string }[];
  references: { name: string; reference: string }[];
  meta: { freelance: { professions: string[]; availabilityDate: string; rate: string } };
}

/** the private values of a profile, as its record spells them */
function privateValues(d: Doc, t: Truth): string[] {
  const p = t.private;
  const fix = (s: string) => (t.noAccents ? stripAccents(s) : s);
  return [
    d.basics.name,
    p.firstName,
    p.lastName,
    fix(p.firstName),
    fix(p.lastName),
    d.basics.email,
    d.basics.phone,
    p.linkedinUrl,
    p.linkedinUrl.replace('https://www.', ''),
    p.linkedinSlug,
    ...d.work.map((w) => w.name),
    ...d.education.map((e) => e.institution),
    ...d.references.map((r) => r.name),
    ...p.namedPeople.map(fix),
  ].filter((v) => v.length > 0);
}

function nonPrivateText(d: Doc, t: Truth): string {
  const parts = [
    d.basics.label,
    d.basics.summary,
    d.basics.location?.address ?? '',
    d.basics.location?.city ?? '',
    d.basics.location?.region ?? '',
    d.basics.location?.postalCode ?? '',
    ...d.work.flatMap((w) => [w.position, w.summary]),
    ...d.education.flatMap((e) => [e.area, e.studyType]),
    ...d.certificates.flatMap((c) => [c.name, c.issuer]),
    ...d.skills.flatMap((s) => [s.name, s.level, ...s.keywords]),
    ...d.languages.flatMap((l) => [l.language, l.fluency]),
    ...d.references.map((r) => r.reference),
    ...d.meta.freelance.professions,
    d.meta.freelance.availabilityDate,
    d.meta.freelance.rate,
  ];
  let text = norm(parts.join(' \n '));
  // mask private values, longest first
  const vals = privateValues(d, t)
    .map(norm)
    .sort((a, b) => b.length - a.length);
  for (const v of vals) text = text.split(v).join(' ');
  return text;
}

export function identityProbes(c: Corpus): Probe[] {
  const docs = c.map(({ profile, truth }) => ({ d: profile as Doc, t: truth }));
  // surname frequencies over every person named anywhere in the records
  const surnameCount = new Map<string, number>();
  const bump = (full: string) => {
    const last = norm(full.split(' ').slice(1).join(' '));
    surnameCount.set(last, (surnameCount.get(last) ?? 0) + 1);
  };
  for (const { t } of docs) {
    bump(t.private.fullName);
    t.private.referees.forEach(bump);
    t.private.namedPeople.forEach(bump);
  }
  const buckets: Record<string, Probe[]> = {};
  const add = (kind: string, p: Probe) => (buckets[kind] ??= []).push(p);
  for (const { d, t } of docs) {
    const own = new Set(words(nonPrivateText(d, t)));
    const clean = (s: string) => words(s).every((w) => !own.has(w));
    const p = t.private;
    const probe = (kind: string, keywords: string, what: string) => {
      if (keywords.trim().length > 0 && clean(keywords)) add(kind, { keywords, ownerId: t.id, what });
    };
    probe('name', d.basics.name, 'full name');
    probe('email', d.basics.email, 'personal e-mail');
    probe('local', d.basics.email.split('@')[0] ?? '', 'local part of the personal e-mail');
    // digits as a recruiter types them: French numbers in the national form, others with their country code
    const raw = d.basics.phone.replace(/\(0\)/g, '').replace(/[^0-9+]/g, '');
    const digits = raw.startsWith('+33') ? `0${raw.slice(3)}` : raw;
    probe('phone', digits, 'phone number, digits only');
    probe('linkedin', p.linkedinSlug, 'LinkedIn slug');
    for (const e of d.work.map((w) => w.name).filter((n) => p.smallEmployers.some((s) => norm(s) === norm(n))))
      probe('small', e, 'small one-off employer');
    for (const s of d.education.map((e) => e.institution).filter((i) => i.startsWith('Lyc')))
      probe('school', s, 'school (lycée)');
    for (const r of d.references.map((x) => x.name)) probe('referee', r, 'referee');
    for (const n of p.namedPeople) probe('person', t.noAccents ? stripAccents(n) : n, 'person named in a mission text');
    const last = d.basics.name.split(' ').slice(1).join(' ');
    if ((surnameCount.get(norm(last)) ?? 0) === 1 && last.length >= 5) probe('surname', last, 'rare surname');
  }
  // a deterministic spread: take every k-th candidate of each kind, half of them among profiles that repeat
  // private data in their free text
  const quota: Record<string, number> = {
    name: 16,
    email: 10,
    local: 8,
    phone: 10,
    linkedin: 10,
    small: 10,
    school: 8,
    referee: 8,
    person: 6,
    surname: 6,
  };
  const repeats = new Set(docs.filter(({ t }) => t.repeats.length > 0).map(({ t }) => t.id));
  const out: Probe[] = [];
  for (const [kind, n] of Object.entries(quota)) {
    const list = buckets[kind] ?? [];
    const rep = list.filter((p) => repeats.has(p.ownerId));
    const other = list.filter((p) => !repeats.has(p.ownerId));
    const take = (l: Probe[], k: number) => {
      if (l.length <= k) return l;
      const step = l.length / k;
      return Array.from({ length: k }, (_, i) => l[Math.floor(i * step)]!);
    };
    const a = take(rep, Math.ceil(n / 2));
    const b = take(other, n - a.length);
    out.push(...a, ...b);
  }
  return out;
}
