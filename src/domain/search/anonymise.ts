import type { StoredProfile } from '../profile/raw-profile.schema';
import { SEARCH_WORDS } from './query-expansion';
import { seniorityToSlug } from './referential';
import { analyse, exactTokens } from './text-analysis';

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
/**
 * An e-mail address, as written or in its usual disguises: `name@host.tld`, `name@host` (no domain), `name (at)
 * host.tld`, `name [at] host (dot) tld`, `name at host dot tld`, `name @ host.tld`. The spaced forms (` at `, ` @ `)
 * need a dotted domain, so that "worked at Acme" and "à @someone" stay what they are.
 */
const LOCAL = String.raw`[\p{L}\p{N}._%+-]{0,63}[\p{L}\p{N}_%+-]`;
const HOST = String.raw`[\p{L}\p{N}-]+`;
const BRACKETED = (word: string) => String.raw`\s*[([{<]\s*(?:${word})\s*[)\]}>]\s*`;
const DOT = String.raw`(?:\.|${BRACKETED('dot|point')}|\s+(?:dot|point)\s+)`;
const TIGHT_AT = String.raw`(?:@|${BRACKETED('at|@|arobase')})`;
const SPACED_AT = String.raw`(?:\s+(?:at|arobase|@)\s+|\s+@|@\s+)`;
export const EMAIL = new RegExp(
  String.raw`(?<![\p{L}\p{N}._%+-])${LOCAL}(?:${TIGHT_AT}${HOST}(?:${DOT}${HOST})*|${SPACED_AT}${HOST}(?:${DOT}${HOST})+)(?![\p{L}\p{N}])`,
  'giu',
);
/** A handle (`@jdupont`): a username, as identifying as the address. */
const HANDLE = /(?<![\p{L}\p{N}])@[\p{L}\p{N}_]{2,}/gu;
/** Whether a text may hold an address (the cheap test before EMAIL): an `@`, or one of the disguises' words. */
export const mayHoldEmail = (text: string): boolean => text.includes('@') || /\b(?:at|arobase)\b/i.test(text);
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
/**
 * Words of employers' and schools' names that say nothing about which one it is: never redacted alone (the whole
 * name always is). Beside them, a word that partners search with is kept alone too: a word of the recruiter
 * vocabulary, a skill, a place (keptAlone below), so `Acme Data` hides `Acme` and keeps `data`.
 */
const GENERIC_NAME_WORDS = new Set(
  'sa sas sasu sarl eurl sci scop snc gie cie co inc ltd llc gmbh ag bv nv plc group groupe holding france europe international services service conseil consulting consultants technologies technology tech digital numerique solutions systems systemes partners associes fils freres company compagnie societe banque bank software labs lab studio agency agence industries industrie et de du des la le les l d the and of universite university ecole school institut institute lycee college faculte iut centre center national nationale superieure superieur ingenieurs business management general generale mutuelle assurance assurances credit caisse capital finance invest investissement energie energies telecom media medias communication group groupe network networks web mobile cloud data analytics ai it informatique'.split(
    ' ',
  ),
);
/** Particles of people's names: never redacted alone (the whole name always is). */
export const NAME_PARTICLES: ReadonlySet<string> = new Set(
  'de du des la le les d l van von der den di da del della dos das do el al ben bin ibn y e st ste saint sainte mac mc o'.split(
    ' ',
  ),
);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const hostOf = (url: string) => /^(?:https?:\/\/)?(?:www\.)?([^/?#\s]+)/i.exec(url)?.[1]?.toLowerCase() ?? '';

/**
 * The names a profile must never show, as text analysis reads them (text-analysis.ts: case, accents, NFC/NFD, the
 * letters decomposition leaves whole, apostrophes and hyphens all folded), matched in a text by the concatenation of
 * consecutive tokens: `Le Bihan`, `Lebihan` and `Le-Bihan` are one name, `O'Brien` and `O’Brien` too, `Hélène` is
 * `Helene`, `Strauß` is `Strauss`.
 */
class NameMatcher {
  private readonly names = new Set<string>();
  private longest = 0;

  add(tokens: readonly string[]): void {
    const joined = tokens.join('');
    if (joined.length < 2) return;
    this.names.add(joined);
    this.longest = Math.max(this.longest, joined.length);
  }

  get empty(): boolean {
    return this.names.size === 0;
  }

  /** The text with every name redacted (its whole original span, adjacent names as one). */
  redact(text: string): string {
    const { source, tokens } = analyse(text);
    const spans: [number, number][] = [];
    for (let i = 0; i < tokens.length;) {
      let joined = '';
      let match = -1;
      for (let j = i; j < tokens.length && joined.length + tokens[j]!.text.length <= this.longest; j++) {
        joined += tokens[j]!.text;
        if (this.names.has(joined)) match = j;
      }
      if (match < 0) {
        i++;
        continue;
      }
      spans.push([tokens[i]!.start, tokens[match]!.end]);
      i = match + 1;
    }
    if (spans.length === 0) return text;
    let out = '';
    let at = 0;
    for (let k = 0; k < spans.length; k++) {
      const from = spans[k]![0];
      let to = spans[k]![1];
      // Names separated by nothing but spaces or hyphens read as one redaction: `[…]`, not `[…] […]`.
      while (k + 1 < spans.length && /^[\s-]*$/u.test(source.slice(to, spans[k + 1]![0]))) to = spans[++k]![1];
      out += source.slice(at, from) + REDACTED;
      at = to;
    }
    return out + source.slice(at);
  }
}

/** Words an organisation's name may keep alone: generic words, and the words partners search with. */
function keptAlone(token: string, shownPlaces: ReadonlySet<string>): boolean {
  return GENERIC_NAME_WORDS.has(token) || shownPlaces.has(token) || SEARCH_WORDS.has(token);
}

/**
 * Links on the given hosts written without a scheme (`linkedin.com/in/someone`). Profiles share most of their hosts
 * (the personal pages' and a few of their own), so the compiled expressions are kept, a bounded few.
 */
const bareLinks = new Map<string, RegExp>();
function bareLinkOf(hosts: string[]): RegExp {
  const alternatives = hosts.map(escape).join('|');
  let pattern = bareLinks.get(alternatives);
  if (!pattern) {
    pattern = new RegExp(`(?<![\\p{L}\\p{N}.-])(?:[\\p{L}\\p{N}-]+\\.)*(?:${alternatives})(?:/[^\\s<>"]*)?`, 'giu');
    if (bareLinks.size >= 1000) bareLinks.clear();
    bareLinks.set(alternatives, pattern);
  }
  return pattern;
}

/** Whether a text holds nine digits or more (the cheap test before PHONE). */
function hasNineDigits(text: string): boolean {
  for (let i = 0, digits = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57 && ++digits >= 9) return true;
  }
  return false;
}

/** A function that redacts every string of one profile as its Stage 1 view needs. */
export function redactorFor(stored: StoredProfile): (text: string) => string {
  const p = stored.profile;
  const f = p.meta.freelance;
  // Place names the view shows anyway (residence, work areas): not worth hiding when a school or employer holds one.
  const shown = new Set(
    [
      p.basics.location?.city,
      p.basics.location?.region,
      ...f.preferences.workAreas.flatMap((a) => [a.cityName, a.departmentName, a.regionName, a.countryName]),
    ]
      .filter((n): n is string => !!n)
      .flatMap(exactTokens),
  );
  const names = new NameMatcher();
  const tokensOf = (text: string | undefined) => (text ? exactTokens(text) : []);
  // People: the whole name, and each part of it but particles (`Le` of `Le Bihan`).
  for (const person of [p.basics.name, p.meta.firstName, p.meta.lastName]) {
    const tokens = tokensOf(person);
    names.add(tokens);
    for (const t of tokens) if (!NAME_PARTICLES.has(t)) names.add([t]);
  }
  // Employers and schools: the whole name, and each word that identifies (keptAlone says which do not).
  for (const organisation of [...p.work.map((w) => w.name), ...p.education.map((e) => e.institution)]) {
    const tokens = tokensOf(organisation);
    names.add(tokens);
    for (const t of tokens) if (t.length >= 2 && !keptAlone(t, shown)) names.add([t]);
  }
  // Usernames, the e-mail's local part, and the profile's links without their scheme.
  const links = [p.basics.url, p.basics.image, p.meta.cvUrl, ...p.basics.profiles.map((s) => s.url)].filter(
    (u): u is string => !!u,
  );
  for (const handle of [
    ...p.basics.profiles.map((s) => s.username),
    p.basics.email.split('@')[0]!,
    ...links.map((u) => u.replace(/^https?:\/\/(?:www\.)?/i, '')),
  ]) {
    names.add(tokensOf(handle));
  }
  const bareLink = bareLinkOf([...new Set([...PERSONAL_HOSTS, ...links.map(hostOf).filter(Boolean)])]);
  return (text: string) => {
    if (!text) return text;
    // Cheap tests first: most text has no '@', no link and few digits, and then skips those expressions.
    let out = mayHoldEmail(text) ? text.replace(EMAIL, REDACTED).replace(HANDLE, REDACTED) : text;
    if (/https?:|www\./i.test(out)) out = out.replace(URL, REDACTED);
    if (out.includes('.')) out = out.replace(bareLink, REDACTED);
    if (hasNineDigits(out)) out = out.replace(PHONE, REDACTED);
    return names.empty ? out : names.redact(out);
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
      location: {
        city: loc?.city ?? '',
        region: loc?.region ?? '',
        countryCode: loc?.countryCode ?? '',
        postalCode: loc?.postalCode ?? '',
      },
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
      workHistory: p.work.map((w) => ({
        position: w.position,
        startDate: w.startDate,
        endDate: w.endDate,
        summary: w.summary,
      })),
    },
    redactorFor(stored),
  );
  // What the service derives itself is not redacted: a referential slug, and a validated date-time.
  const { headline, summary, location, skills, languages, ...rest } = fromProfile;
  return {
    headline,
    summary,
    location,
    skills,
    languages,
    seniority: seniorityToSlug(f.seniority),
    ...rest,
    updatedAt: p.meta.updatedAt ?? new Date(stored.modifiedAt).toISOString(),
  };
}
