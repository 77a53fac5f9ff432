// Identity probes of set-23: searches for private data (names, e-mails, phones, LinkedIn slugs, small employers,
// schools, referees, rare surnames). A probe leaves out a value when one of its words also occurs in the owner's
// non-private text (the search could then find the owner for a legitimate reason).
import type { corpus, Truth } from './corpus';
import { stripAccents } from './corpus';
import { LAST_RARE } from './names';

const norm = (s: string): string => stripAccents(s).toLowerCase();
const words = (s: string): string[] =>
  norm(s)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 3);

function privateValues(t: Truth): string[] {
  const p = t.priv;
  return [
    `${p.first} ${p.last}`,
    p.email,
    p.phone,
    p.linkedin,
    ...p.employers,
    ...p.smallEmployers,
    ...p.schools,
    ...p.referees,
    ...p.people,
  ].sort((a, b) => b.length - a.length);
}

/** The owner's text with every private value taken out, as a set of words. */
function publicWords(profile: unknown, t: Truth): Set<string> {
  const p = profile as {
    basics: { label: string; summary: string; location?: { address: string; city: string; region: string } };
    work: { position: string; summary: string }[];
    education: { area: string; studyType: string }[];
    certificates: { name: string; issuer: string }[];
    skills: { name: string; keywords: string[] }[];
    languages: { language: string; fluency: string }[];
    meta: { freelance: { professions: string[] } };
  };
  const parts = [
    p.basics.label,
    p.basics.summary,
    p.basics.location?.address ?? '',
    p.basics.location?.city ?? '',
    p.basics.location?.region ?? '',
    ...p.work.flatMap((w) => [w.position, w.summary]),
    ...p.education.flatMap((e) => [e.area, e.studyType]),
    ...p.certificates.flatMap((c) => [c.name, c.issuer]),
    ...p.skills.flatMap((s) => [s.name, ...s.keywords]),
    ...p.languages.flatMap((l) => [l.language, l.fluency]),
    ...p.meta.freelance.professions,
  ];
  let text = parts.join(' \n ');
  for (const v of privateValues(t)) text = text.split(v).join(' ');
  return new Set(words(text));
}

export function identityProbes(c: ReturnType<typeof corpus>): { keywords: string; ownerId: string; what: string }[] {
  const out: { keywords: string; ownerId: string; what: string }[] = [];
  const seen = new Set<string>();
  const quota: Record<string, number> = {
    'full name': 20,
    'e-mail': 12,
    'e-mail local part': 10,
    phone: 10,
    'LinkedIn slug': 10,
    'small employer': 12,
    school: 6,
    referee: 6,
    'rare surname': 8,
  };
  const add = (keywords: string, t: Truth, what: string, pub: Set<string>): void => {
    if ((quota[what] ?? 0) <= 0) return;
    const k = norm(keywords);
    if (seen.has(k)) return;
    if (words(keywords).some((w) => pub.has(w))) return;
    seen.add(k);
    quota[what]!--;
    out.push({ keywords, ownerId: t.id, what });
  };
  // walk the pool with a stride so the probes spread over it
  const n = c.length;
  for (let k = 0; k < n; k++) {
    const { profile, truth: t } = c[(k * 37) % n]!;
    const pub = publicWords(profile, t);
    const p = t.priv;
    const r = k % 9;
    if (LAST_RARE.includes(p.last)) add(p.last, t, 'rare surname', pub);
    if (r === 0) add(`${p.first} ${p.last}`, t, 'full name', pub);
    if (r === 1) add(p.email, t, 'e-mail', pub);
    if (r === 2) add(p.email.split('@')[0]!, t, 'e-mail local part', pub);
    if (r === 3) add(p.phone, t, 'phone', pub);
    if (r === 4) add(p.linkedin, t, 'LinkedIn slug', pub);
    if (r === 5 && p.smallEmployers[0]) add(`"${p.smallEmployers[0]}"`, t, 'small employer', pub);
    if (r === 6 && p.schools[0]) add(`"${p.schools[0]}"`, t, 'school', pub);
    if (r === 7 && p.referees[0]) add(`"${p.referees[0]}"`, t, 'referee', pub);
    if (r === 8) add(`${p.first} ${p.last}`, t, 'full name', pub);
  }
  return out;
}
