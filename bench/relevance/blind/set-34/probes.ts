// Identity probes of set-34: searches for private data (names, e-mails, phones, LinkedIn slugs, employers, schools,
// referees, people named in mission texts, rare surnames). A value is left out when one of its words also occurs in
// the owner's non-private text (the text a search may legitimately match once private values are taken out).
import type { corpus } from './corpus';
import { LAST_RARE } from './names';
import { Rng, stripAccents } from './rng';
import type { Truth } from './truth';

type Corpus = ReturnType<typeof corpus>;
export interface Probe {
  keywords: string;
  ownerId: string;
  what: string;
}

const STOP = new Set([
  'de',
  'du',
  'des',
  'la',
  'le',
  'les',
  'et',
  'en',
  'sur',
  'of',
  'the',
  'and',
  'd',
  'l',
  'a',
  'au',
  'aux',
]);

function tokens(s: string): string[] {
  return stripAccents(s)
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 2 && !STOP.has(w));
}

function privateValues(t: Truth): string[] {
  const p = t.priv;
  return [
    `${p.first} ${p.last}`,
    p.email,
    p.phone,
    p.linkedinUrl,
    p.linkedinSlug,
    ...p.employers,
    p.school,
    ...p.referees,
    ...p.named,
    p.first,
    p.last,
  ].filter(Boolean);
}

/** The owner's distributed text, private values taken out. References are private as a whole. */
function publicText(profile: unknown, t: Truth): Set<string> {
  const pr = profile as {
    basics: { label: string; summary: string; location?: { address: string; city: string; region: string } };
    work: { position: string; summary: string }[];
    education: { area: string; studyType: string }[];
    certificates: { name: string; issuer: string }[];
    skills: { name: string; level: string; keywords: string[] }[];
    languages: { language: string; fluency: string }[];
    interests: { name?: string }[];
    meta: { freelance: { professions: string[]; availabilityDate: string; rate: string } };
  };
  const parts: string[] = [
    pr.basics.label,
    pr.basics.summary,
    pr.basics.location?.city ?? '',
    pr.basics.location?.region ?? '',
    pr.basics.location?.address ?? '',
    ...pr.work.flatMap((w) => [w.position, w.summary]),
    ...pr.education.flatMap((e) => [e.area, e.studyType]),
    ...pr.certificates.flatMap((c) => [c.name, c.issuer]),
    ...pr.skills.flatMap((s) => [s.name, s.level, ...s.keywords]),
    ...pr.languages.flatMap((l) => [l.language, l.fluency]),
    ...pr.interests.map((i) => i.name ?? ''),
    ...pr.meta.freelance.professions,
    pr.meta.freelance.availabilityDate,
    pr.meta.freelance.rate,
  ];
  let text = parts.join(' \n ');
  const values = privateValues(t).sort((a, b) => b.length - a.length);
  for (const v of values) {
    const re = new RegExp(v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi');
    text = text.replace(re, ' ');
    const va = stripAccents(v);
    if (va !== v) text = text.replace(new RegExp(va.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), ' ');
  }
  return new Set(tokens(text));
}

export function identityProbes(c: Corpus): Probe[] {
  const r = new Rng(3434);
  // a probe must point at one owner: no other profile's private data may contain the value
  const norm = (v: string) => stripAccents(v).toLowerCase();
  const blobs = c.map(({ truth: t }) => norm(privateValues(t).join(' | ')));
  const unique = (v: string) => blobs.filter((b) => b.includes(norm(v))).length === 1;

  const cands = new Map<string, Probe[]>();
  const add = (what: string, keywords: string, t: Truth, pub: Set<string>) => {
    if (!keywords || !unique(keywords)) return;
    if (tokens(keywords).some((w) => pub.has(w))) return;
    cands.set(what, [...(cands.get(what) ?? []), { keywords, ownerId: t.id, what }]);
  };
  const leaked: Set<string> = new Set();
  for (const { profile, truth: t } of c) {
    const p = t.priv;
    const pub = publicText(profile, t);
    if (t.leaks.length) leaked.add(t.id);
    add('full name', `${p.first} ${p.last}`, t, pub);
    add('e-mail', p.email, t, pub);
    const local = p.email.split('@')[0] ?? '';
    if (local.length >= 7 && local !== 'contact') add('e-mail local part', local, t, pub);
    add('phone', p.phone, t, pub);
    if (/[-0-9]/.test(p.linkedinSlug) && p.linkedinSlug.length >= 8) add('LinkedIn slug', p.linkedinSlug, t, pub);
    if (p.smallEmployer) add('small employer', p.smallEmployer, t, pub);
    for (const e of p.employers) if (e !== p.smallEmployer && !e.includes(p.last)) add('employer', e, t, pub);
    if (!/Université|School|Business|IUT de Sceaux|IUT Lyon/.test(p.school)) add('school', p.school, t, pub);
    for (const ref of p.referees) add('referee', ref, t, pub);
    for (const n of p.named) add('person named in a mission', n, t, pub);
    // rare surnames: from the pool of surnames given once; unique() checks nobody else's private data contains it
    if (LAST_RARE.includes(p.last)) add('rare surname', p.last, t, pub);
  }
  const quota: [string, number][] = [
    ['full name', 18],
    ['e-mail', 10],
    ['e-mail local part', 8],
    ['phone', 9],
    ['LinkedIn slug', 8],
    ['small employer', 9],
    ['employer', 6],
    ['school', 8],
    ['referee', 6],
    ['person named in a mission', 5],
    ['rare surname', 8],
  ];
  const out: Probe[] = [];
  for (const [what, n] of quota) {
    const list = cands.get(what) ?? [];
    // leaked profiles first (their free text repeats the value), then others, in a seeded order
    const first = r.shuffle(list.filter((p) => leaked.has(p.ownerId)));
    const rest = r.shuffle(list.filter((p) => !leaked.has(p.ownerId)));
    out.push(...[...first.slice(0, Math.ceil(n / 2)), ...rest].slice(0, n));
  }
  return out;
}
