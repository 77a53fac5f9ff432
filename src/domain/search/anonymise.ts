import type { StoredProfile } from '../profile/raw-profile.schema';
import { seniorityToSlug } from './referential';

/**
 * What a partner may see of a profile (Stage 1): the spec's anonymised shape, built field by field (no name, e-mail,
 * phone, URL, image, employer or school), with EVERY string of it redacted: e-mail addresses, phone numbers, URLs,
 * and the profile's own identifying strings (the person's names, its employers' and schools' names, its usernames
 * and addresses) become `[…]` wherever they were written, a skill's level or a mobility area's label included.
 * The search index is built from this same view (search-document.ts), so nothing a result hides can be matched.
 */

export interface Stage1Result {
  id: string;
  headline: string;
  summary: string;
  location: { city: string; region: string; countryCode: string; postalCode: string };
  skills: { name: string; level: string; keywords: string[] }[];
  languages: { language: string; fluency: string }[];
  seniority: string;
  professions: string[];
  availability: { available: boolean; availabilityDate: string };
  preferences: { remoteWork: string[]; missionDuration: string[]; daysPerWeek: string[]; workAreas: object[] };
  workHistory: { position: string; startDate?: string; endDate?: string; summary: string }[];
  matchRank: number;
  updatedAt: string;
}

export const REDACTED = '[…]';
export const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
export const URL = /\b(?:https?:\/\/|www\.)[^\s<>"]+/giu;
// Nine or more digits, possibly grouped by spaces, dots, dashes or parentheses, with an optional +country prefix.
export const PHONE = /(?<![\p{L}\p{N}])\+?(?:\d[\s.\-()]{0,2}){8,}\d(?![\p{L}\p{N}])/gu;
/** Hosts of personal pages, caught without a scheme too (`linkedin.com/in/someone`). */
const PERSONAL_HOSTS = [
  'linkedin.com',
  'github.com',
  'gitlab.com',
  'twitter.com',
  'x.com',
  'malt.fr',
  'malt.com',
  'behance.net',
  'dribbble.com',
  'medium.com',
  'stackoverflow.com',
  'viadeo.com',
  'facebook.com',
  'instagram.com',
  'youtube.com',
  'about.me',
];
/** Words of employers' and schools' names that say nothing about which one it is: never redacted alone. */
const GENERIC_NAME_WORDS = new Set(
  'sa sas sasu sarl eurl sci scop snc gie cie co inc ltd llc gmbh ag bv nv plc group groupe holding france europe international services service conseil consulting consultants technologies technology tech digital solutions systems systemes partners associes fils freres company compagnie banque bank software labs lab studio agency agence industries industrie et de du des la le les l d the and of universite university ecole school institut institute lycee college faculte iut centre center national nationale superieure superieur ingenieurs business management'.split(
    ' ',
  ),
);

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '');
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const hostOf = (url: string) => /^(?:https?:\/\/)?(?:www\.)?([^/?#\s]+)/i.exec(url)?.[1]?.toLowerCase() ?? '';

/** A function that redacts every string of one profile as its Stage 1 view needs. */
export function redactorFor(stored: StoredProfile): (text: string) => string {
  const p = stored.profile;
  const f = p.meta.freelance;
  // Place names the view shows anyway (residence, work areas): not worth hiding when a school or employer holds one.
  const shown = new Set(
    [p.basics.location?.city, p.basics.location?.region, ...f.preferences.workAreas.flatMap((a) => [a.cityName, a.departmentName, a.regionName, a.countryName])]
      .filter((n): n is string => !!n)
      .map((n) => fold(n).toLowerCase()),
  );
  const distinctive = (name: string) => name.split(/[\s\-'’&/,.()]+/u).filter((w) => w.length >= 2 && !GENERIC_NAME_WORDS.has(fold(w).toLowerCase()) && !shown.has(fold(w).toLowerCase()));
  const personNames = [p.basics.name, p.meta.firstName, p.meta.lastName];
  const organisations = [...p.work.map((w) => w.name), ...p.education.map((e) => e.institution)];
  const links = [p.basics.url, p.basics.image, p.meta.cvUrl, ...p.basics.profiles.map((s) => s.url)].filter((u): u is string => !!u);
  const own = [
    ...personNames,
    ...personNames.flatMap((n) => n.split(/[\s-]+/u)),
    ...organisations,
    ...organisations.flatMap(distinctive),
    ...p.basics.profiles.map((s) => s.username),
    p.basics.email.split('@')[0]!,
    ...links.map((u) => u.replace(/^https?:\/\/(?:www\.)?/i, '')),
  ]
    .map((n) => n.trim())
    .filter((n) => n.length >= 2);
  const variants = [...new Set(own.flatMap((n) => [n, fold(n)]))].sort((a, b) => b.length - a.length); // longest first
  const ownPattern = variants.length > 0 ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${variants.map(escape).join('|')})(?![\\p{L}\\p{N}])`, 'giu') : null;
  const hosts = [...new Set([...PERSONAL_HOSTS, ...links.map(hostOf).filter(Boolean)])];
  const bareLink = new RegExp(`(?<![\\p{L}\\p{N}.-])(?:[\\p{L}\\p{N}-]+\\.)*(?:${hosts.map(escape).join('|')})(?:/[^\\s<>"]*)?`, 'giu');
  return (text: string) => {
    if (!text) return text;
    // Cheap tests first: most text has no '@', no link and few digits, and then skips those expressions.
    let out = text.includes('@') ? text.replace(EMAIL, REDACTED) : text;
    if (/https?:|www\./i.test(out)) out = out.replace(URL, REDACTED);
    if (out.includes('.')) out = out.replace(bareLink, REDACTED);
    if ((out.match(/\d/g)?.length ?? 0) >= 9) out = out.replace(PHONE, REDACTED);
    return ownPattern ? out.replace(ownPattern, REDACTED) : out;
  };
}

/** Applies `redact` to every string of a value (objects and arrays walked, other values kept). */
export function mapStrings<T>(value: T, redact: (text: string) => string): T {
  if (typeof value === 'string') return redact(value) as T;
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, redact)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = mapStrings(v, redact);
    return out as T;
  }
  return value;
}

/** A Stage 1 result without what depends on the caller and the query: a pure function of the stored profile. */
export type Stage1Body = Omit<Stage1Result, 'id' | 'matchRank'>;

/** The Stage 1 result of an anonymised body for one caller (its sealed id) at one rank. */
export function withIdentity(body: Stage1Body, id: string, matchRank: number): Stage1Result {
  const { updatedAt, ...rest } = body;
  return { id, ...rest, matchRank, updatedAt };
}

/** The partner's view of a profile: every string taken from the profile is redacted. */
export function stage1Body(stored: StoredProfile): Stage1Body {
  const p = stored.profile;
  const f = p.meta.freelance;
  const loc = p.basics.location;
  const fromProfile = mapStrings(
    {
      headline: p.basics.label,
      summary: p.basics.summary,
      location: { city: loc?.city ?? '', region: loc?.region ?? '', countryCode: loc?.countryCode ?? '', postalCode: loc?.postalCode ?? '' },
      skills: p.skills.map((s) => ({ name: s.name, level: s.level, keywords: [...s.keywords] })),
      languages: p.languages.map((l) => ({ language: l.language, fluency: l.fluency })),
      professions: [...f.professions],
      availability: { available: f.available, availabilityDate: f.availabilityDate },
      preferences: {
        remoteWork: [...f.preferences.remoteWork],
        missionDuration: [...f.preferences.missionDuration],
        daysPerWeek: [...f.preferences.daysPerWeek],
        workAreas: f.preferences.workAreas.map((a) => ({ ...a })),
      },
      workHistory: p.work.map((w) => ({ position: w.position, startDate: w.startDate, endDate: w.endDate, summary: w.summary })),
    },
    redactorFor(stored),
  );
  // What the service derives itself is not redacted: a referential slug, and a validated date-time.
  const { headline, summary, location, skills, languages, ...rest } = fromProfile;
  return { headline, summary, location, skills, languages, seniority: seniorityToSlug(f.seniority), ...rest, updatedAt: p.meta.updatedAt ?? new Date(stored.modifiedAt).toISOString() };
}
