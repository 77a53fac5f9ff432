import { exactTokens } from './text-analysis';

/**
 * Keys: what a profile is beside its text, as the engines index it (`keys` of the search document). Every filter is a
 * test of keys, every facet a count of them, and a query word read as a place or an attribute matches them besides
 * its text:
 * - places (places.ts): `h:in:N` lives in N, `w:in:N` can work somewhere in N, `w:cover:N` can work anywhere in N,
 *   `h:zip:Z` lives at the French postal code Z, `g:<region slug>` is in a region of the `workAreas` filter;
 * - the rest (KEYS below, made by attributes.ts and search-document.ts): skills, seniority, remote preferences,
 *   availability, languages and their levels, mission durations, days a week, open to permanent employment, a vehicle.
 * A clause that matches keys adds the weight of the best key a profile has to its score (and a constant for its text
 * when the words were read as a place or an attribute), so that a place or an attribute ranks whoever fits it best
 * first without outweighing the job words. Weights are in BM25 points, the scale both engines score words in (a word
 * in a headline scores about 30 to 45 with the field weights, one only in a skills list 10 to 20): enough to put
 * whoever lives in the place or has the attribute before equally good matches, not enough to put a skills-list match
 * before a title match.
 */
export interface KeyMatch {
  key: string;
  weight: number;
  /** Matches around a place rather than in it (WEIGHTS.livesAround): relaxed readings only, ranked after. */
  around?: true;
  /**
   * Matches a place by an area far wider than it (all of France for `nantes`): a match, ranked after those there, as
   * around it (placesAround), on every reading.
   */
  wide?: true;
}

export const WEIGHTS = {
  /** Lives at the postal code typed. */
  livesAt: 12,
  /** Lives in the place named. */
  lives: 9,
  /** Can work somewhere in the place named (a work area in it, or the place itself). */
  worksIn: 6,
  /** Lives in the department (the canton, the province) of the city named: its suburbs, a commute away. */
  livesNear: 4.5,
  /** Can work anywhere in the department, the region or the country that holds the place named. */
  coversDepartment: 4.5,
  coversRegion: 3,
  coversCountry: 1.5,
  /**
   * Lives around the place named: elsewhere in its French region, or in its country abroad (Switzerland, Belgium and
   * Luxembourg are a region's size). Relaxed readings only (`relax: true`): after everyone there, never instead.
   */
  livesAround: 1,
  /**
   * Has the attribute named (a seniority, a remote preference, availability, a language at the level named): twice a
   * place's, as much as two holders of one title differ by the rest of their text, so that among them whoever has it
   * comes first (a recruiter's `junior`, `anglais courant` or `3j/semaine` says more than a title's wording); still
   * less than a title over a skills-list mention.
   */
  attribute: 18,
  /**
   * Has a neighbouring value (`senior` asked, `expert` held; `remote` asked, `hybride` held; a day a week more or less;
   * a language a level short; available next month). Below EXCLUDED_FROM_WEIGHT: an exclusion leaves neighbours in.
   */
  near: 4.5,
  /** Declares no seniority, and its work history spans the years of the one named (less sure than a declared one). */
  fromExperience: 12,
  /**
   * Its work history spans (or its headline or summary states) at least the years named (`15 ans d'expérience`): the
   * surest reading of a count of years, above the seniority those years make (an Expert has 11 years or 30).
   */
  years: 20,
  /** The words read as a place or an attribute appear in the text (a mention, weaker than the fact). */
  mentioned: 3,
  /** A word that ranks rather than selects beside a specialty (query-expansion.ts, `soften`) appears in the text. */
  preferred: 9,
} as const;

/**
 * Beside a specialty an attribute ranks rather than selects (query-expansion.ts, `soften`: `dév angular confirmé` is
 * every Angular developer, the confirmés first): its keys weigh this many times their weight, an order of magnitude
 * over any text score, so that among the specialty's holders whoever has the attribute comes first whatever their text,
 * then whoever has a neighbouring value, then the rest. Measured on the relevance sets (held-out-8 read by class):
 * x2 to x5 better than selecting, then flat to x20.
 */
export const RANKED_ATTRIBUTE = 10;

/** An excluded place or attribute excludes the profiles that hold it, not its neighbours. */
export const EXCLUDED_FROM_WEIGHT = WEIGHTS.worksIn;

export const keyMatches = (weight: number, keys: readonly string[]): KeyMatch[] => keys.map((key) => ({ key, weight }));

const slug = (value: string) => exactTokens(value).join('-');

/**
 * The counts of years a profile's keys say it has at least (`y:15`: 15 years or more): those recruiters type (`10 ans`,
 * `15+ years`); another count (`8 ans`) reads as the seniorities it makes only.
 */
export const YEARS_STEPS: readonly number[] = [3, 5, 7, 10, 12, 15, 20, 25, 30];

/** The keys of a profile's facts, one constructor each: the filters, the facets and the attribute words use these. */
export const KEYS = {
  skill: (skillSlug: string) => `k:${skillSlug}`,
  region: (regionSlug: string) => `g:${regionSlug}`,
  seniority: (senioritySlug: string) => `s:${senioritySlug}`,
  /** The seniority the work history's span gives a profile that declares none (profile/experience.ts). */
  seniorityFromExperience: (senioritySlug: string) => `si:${senioritySlug}`,
  /** At least this many years of experience (one of YEARS_STEPS): the work history's span or the years stated. */
  yearsAtLeast: (years: number) => `y:${years}`,
  remote: (value: string) => `r:${slug(value)}`,
  available: 'a:now',
  /** The month (YYYY-MM) a profile is available from, as its availability date reads (profile/availability-date.ts). */
  availableFrom: (month: string) => `a:from:${month}`,
  language: (code: string, level?: number) => (level ? `l:${code}:${level}` : `l:${code}`),
  mission: (value: string) => `m:${slug(value)}`,
  days: (value: string) => `d:${value}`,
  openToCdi: 'c:cdi',
  vehicle: 'v:car',
} as const;
