/**
 * Identity probes of blind set 24: searches for private data (full names, e-mails and their local parts, phones,
 * LinkedIn slugs, other network names, small employers, own business names, schools, referees, people named in
 * mission texts, rare surnames). A search for one of them must not surface its owner. Each probe value is unique to
 * its owner among the private data of the pool (except past employers and schools, which several freelancers share:
 * the probe names one of them), and values any word of which also occurs in the owner's non-private text (title,
 * summary, missions, skills, places...) are left out.
 */
import type { corpus } from './corpus';
import type { Truth } from './truth';
import { RARE_LAST } from './people';
import { fold } from './util';

type Corpus = ReturnType<typeof corpus>;

const STOP = new Set([
  'les',
  'des',
  'du',
  'de',
  'la',
  'le',
  'et',
  'and',
  'the',
  'of',
  'sur',
  'aux',
  'au',
  'en',
  'com',
  'www',
  'https',
  'fils',
  'co',
]);

function words(s: string): string[] {
  return fold(s)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 2 && !STOP.has(w));
}

/** Every private value of a Truth, by kind. */
function privateValues(t: Truth): { what: string; value: string }[] {
  const p = t.priv;
  const out: { what: string; value: string }[] = [
    { what: 'full name', value: `${p.first} ${p.last}` },
    { what: 'e-mail', value: p.email },
    { what: 'e-mail local part', value: p.email.split('@')[0] ?? '' },
    { what: 'phone', value: p.phone },
    { what: 'LinkedIn slug', value: p.linkedinSlug },
  ];
  for (const n of p.networks) out.push({ what: `${n.network} username`, value: n.username });
  if (p.company) out.push({ what: 'own business name', value: p.company });
  if (p.small) out.push({ what: 'small employer', value: p.small });
  for (const e of p.employers) out.push({ what: 'employer', value: e });
  for (const s of p.schools) out.push({ what: 'school', value: s });
  for (const r of p.referees) out.push({ what: 'referee', value: r.name });
  for (const x of p.people) out.push({ what: 'person named in a mission', value: x });
  out.push({ what: 'surname', value: p.last });
  return out;
}

/** The text of the profile that is not private, with the private values repeated in it taken out. */
function nonPrivateText(profile: unknown, t: Truth): string {
  const pr = profile as {
    basics: { label: string; summary: string; location?: Record<string, string> };
    work: { position: string; summary: string }[];
    education: { area: string; studyType: string }[];
    certificates: { name: string; issuer: string }[];
    skills: { name: string; level: string; keywords: string[] }[];
    languages: { language: string; fluency: string }[];
    interests: { name?: string }[];
    awards: { title?: string; awarder?: string }[];
    publications: { name?: string; publisher?: string }[];
    meta: { freelance: unknown };
  };
  let text = [
    pr.basics.label,
    pr.basics.summary,
    ...Object.values(pr.basics.location ?? {}),
    ...pr.work.flatMap((w) => [w.position, w.summary]),
    ...pr.education.flatMap((e) => [e.area, e.studyType]),
    ...pr.certificates.flatMap((c) => [c.name, c.issuer]),
    ...pr.skills.flatMap((s) => [s.name, s.level, ...s.keywords]),
    ...pr.languages.flatMap((l) => [l.language, l.fluency]),
    ...pr.interests.map((i) => i.name ?? ''),
    ...pr.awards.flatMap((a) => [a.title ?? '', a.awarder ?? '']),
    ...pr.publications.flatMap((a) => [a.name ?? '', a.publisher ?? '']),
    JSON.stringify(pr.meta.freelance),
  ].join(' \n ');
  const values = privateValues(t)
    .map((v) => v.value)
    .filter((v) => v.length > 2)
    .sort((a, b) => b.length - a.length);
  for (const v of values) text = text.split(v).join(' ');
  text = text.replace(/linkedin\.com\/in\/\S+/g, ' ');
  return text;
}

/** How many probes of each kind, in order of preference. */
const QUOTA: [string, number][] = [
  ['full name', 14],
  ['e-mail', 9],
  ['e-mail local part', 8],
  ['phone', 8],
  ['LinkedIn slug', 8],
  ['small employer', 10],
  ['own business name', 7],
  ['employer', 4],
  ['school', 4],
  ['referee', 8],
  ['person named in a mission', 6],
  ['rare surname', 8],
  ['network username', 4],
];

export function identityProbes(c: Corpus): { keywords: string; ownerId: string; what: string }[] {
  const holders = new Map<string, Set<string>>();
  for (const { truth } of c) {
    for (const v of privateValues(truth)) {
      const k = fold(v.value);
      holders.set(k, (holders.get(k) ?? new Set()).add(truth.id));
    }
  }
  const unique = (v: string) => (holders.get(fold(v))?.size ?? 0) === 1;
  // Profiles that repeat private data in their free text first: they test redaction as well.
  const order = [...c.filter((x) => x.truth.leaks), ...c.filter((x) => !x.truth.leaks)];
  const probes: { keywords: string; ownerId: string; what: string }[] = [];
  const perOwner = new Map<string, number>();
  for (const [kind, n] of QUOTA) {
    let taken = 0;
    for (const { profile, truth } of order) {
      if (taken >= n) break;
      if ((perOwner.get(truth.id) ?? 0) >= 2) continue;
      const text = new Set(words(nonPrivateText(profile, truth)));
      const values = privateValues(truth).filter((v) =>
        kind === 'rare surname'
          ? v.what === 'surname' && RARE_LAST.includes(v.value)
          : kind === 'network username'
            ? v.what.endsWith('username')
            : v.what === kind,
      );
      for (const v of values) {
        const shared = kind === 'employer' || kind === 'school';
        if (!shared && !unique(v.value)) continue;
        const ws = words(v.value);
        if (ws.length === 0 || ws.some((w) => text.has(w))) continue;
        if (
          kind === 'rare surname' &&
          c.some((x) => x.truth.id !== truth.id && fold(x.truth.priv.last) === fold(v.value))
        )
          continue;
        const keywords =
          kind === 'full name' ||
          kind === 'referee' ||
          kind === 'person named in a mission' ||
          kind === 'small employer' ||
          kind === 'own business name' ||
          kind === 'employer' ||
          kind === 'school'
            ? `"${v.value}"`
            : v.value;
        const others = (holders.get(fold(v.value))?.size ?? 1) - 1;
        probes.push({
          keywords,
          ownerId: truth.id,
          what: `${kind === v.what ? kind : `${kind}: ${v.what}`}${shared && others > 0 ? ` (also held by ${others} other profiles)` : ''}`,
        });
        perOwner.set(truth.id, (perOwner.get(truth.id) ?? 0) + 1);
        taken++;
        break;
      }
    }
  }
  return probes;
}
