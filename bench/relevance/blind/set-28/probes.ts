/**
 * Identity probes of blind set-28: searches for private data (full names, e-mails and their local parts, phones,
 * LinkedIn slugs, small employers, schools, referees, people named in mission texts, rare surnames). A probe keeps a
 * value only when it belongs to one profile's private data alone and none of its words occur in that profile's
 * non-private text (the text with every private value taken out).
 */
import { stripAccents, type corpus, type Truth } from './corpus';

type Corpus = ReturnType<typeof corpus>;
export interface Probe {
  keywords: string;
  ownerId: string;
  what: string;
}

function norm(s: string): string {
  return stripAccents(s).toLowerCase();
}
/** Function words do not count as shared words. */
const STOP = new Set([
  'de',
  'du',
  'des',
  'la',
  'le',
  'les',
  'et',
  'en',
  'au',
  'aux',
  'sur',
  'of',
  'the',
  'and',
  'at',
  'in',
]);
function words(s: string): string[] {
  return norm(s)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 2 && !STOP.has(w));
}

/**
 * Every private value of a profile, longest first (so that removal takes whole values). Names appear in free text
 * only as full names, so first and last names alone are listed only when asked (for uniqueness, not for removal).
 */
function privateValues(t: Truth, nameParts = false): string[] {
  const p = t.private;
  const fullName = `${t.firstName} ${t.lastName}`;
  return [
    fullName,
    p.email,
    p.phone,
    `https://www.linkedin.com/in/${p.linkedin}`,
    `linkedin.com/in/${p.linkedin}`,
    p.linkedin,
    ...p.employers,
    ...p.schools,
    ...p.referees,
    ...p.people,
    ...(nameParts ? [t.firstName, t.lastName] : []),
  ]
    .filter((v) => v.length > 0)
    .sort((a, b) => b.length - a.length);
}

/** The profile's text once the private values are taken out. */
function publicText(profile: unknown, t: Truth): string {
  const pr = profile as {
    basics: { label: string; summary: string; location?: { city: string; region: string; address: string } };
    work: { position: string; summary: string }[];
    education: { area: string; studyType: string }[];
    certificates: { name: string; issuer: string }[];
    skills: { name: string; keywords: string[] }[];
    languages: { language: string; fluency: string }[];
    references: { reference?: string }[];
    meta: { freelance: { professions: string[]; availabilityDate: string; rate: string } };
  };
  let text = [
    pr.basics.label,
    pr.basics.summary,
    pr.basics.location?.city ?? '',
    pr.basics.location?.region ?? '',
    pr.basics.location?.address ?? '',
    ...pr.work.flatMap((w) => [w.position, w.summary]),
    ...pr.education.flatMap((e) => [e.area, e.studyType]),
    ...pr.certificates.flatMap((c) => [c.name, c.issuer]),
    ...pr.skills.flatMap((s) => [s.name, ...s.keywords]),
    ...pr.languages.flatMap((l) => [l.language, l.fluency]),
    ...pr.references.map((r) => r.reference ?? ''),
    ...pr.meta.freelance.professions,
    pr.meta.freelance.availabilityDate,
    pr.meta.freelance.rate,
  ].join('\n');
  for (const v of privateValues(t)) text = text.split(v).join(' ');
  return norm(text);
}

export function identityProbes(c: Corpus): Probe[] {
  // Who holds each private value (normalised), over the whole corpus.
  const holders = new Map<string, Set<string>>();
  const hold = (v: string, id: string): void => {
    const k = norm(v).trim();
    if (!k) return;
    if (!holders.has(k)) holders.set(k, new Set());
    holders.get(k)?.add(id);
  };
  for (const { truth: t } of c) {
    for (const v of privateValues(t, true)) hold(v, t.id);
    hold(t.private.email.split('@')[0] ?? '', t.id);
  }
  const lastNames = new Map<string, number>();
  for (const { truth: t } of c) lastNames.set(norm(t.lastName), (lastNames.get(norm(t.lastName)) ?? 0) + 1);

  const candidates: Record<string, Probe[]> = {};
  const add = (what: string, keywords: string, t: Truth, pub: Set<string>): void => {
    const k = norm(keywords).trim();
    if (!k || (holders.get(k)?.size ?? 0) !== 1) return;
    if (words(keywords).some((w) => pub.has(w))) return;
    (candidates[what] ??= []).push({ keywords, ownerId: t.id, what });
  };
  for (const { profile, truth: t } of c) {
    const pub = new Set(words(publicText(profile, t)));
    const p = t.private;
    add('full name', `${t.firstName} ${t.lastName}`, t, pub);
    add('e-mail', p.email, t, pub);
    add('e-mail local part', p.email.split('@')[0] ?? '', t, pub);
    add('phone', p.phone, t, pub);
    add('LinkedIn slug', p.linkedin, t, pub);
    for (const e of p.smallEmployers) add('small employer', e, t, pub);
    for (const s of p.schools) add('school', s, t, pub);
    for (const r of p.referees) add('referee', r, t, pub);
    for (const x of p.people) add('person named in a mission', x, t, pub);
    if ((lastNames.get(norm(t.lastName)) ?? 0) === 1 && t.lastName.length >= 6) add('rare surname', t.lastName, t, pub);
  }
  // A fixed quota per kind, taken at regular steps through each list (deterministic).
  const quota: Record<string, number> = {
    'full name': 14,
    'e-mail': 12,
    'e-mail local part': 8,
    phone: 10,
    'LinkedIn slug': 10,
    'small employer': 12,
    school: 6,
    referee: 8,
    'person named in a mission': 5,
    'rare surname': 8,
  };
  const out: Probe[] = [];
  const used = new Set<string>();
  for (const [what, n] of Object.entries(quota)) {
    const list = candidates[what] ?? [];
    const step = Math.max(1, Math.floor(list.length / n));
    for (let i = 0, taken = 0; i < list.length && taken < n; i += step) {
      const pr = list[i];
      if (!pr || used.has(norm(pr.keywords))) continue;
      used.add(norm(pr.keywords));
      out.push(pr);
      taken++;
    }
  }
  return out;
}
