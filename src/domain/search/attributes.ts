import { MISSION_DURATIONS } from '../profile/raw-profile.schema';
import { isMonthName, namedMonth, parseAvailabilityDate } from '../profile/availability-date';
import { seniorityOfYears, yearsOfExperience } from '../profile/experience';
import type { RawProfile } from '../profile/raw-profile.schema';
import { PLAUSIBLE_DAY_RATE } from '../profile/day-rate';
import {
  AVAILABILITY_WORDS,
  EXPERIENCED_WORDS,
  FILLER_WORDS,
  FUNCTION_WORDS,
  LEADING_FILLER_WORDS,
  LANGUAGE_NAMES,
  LEVEL_WORDS,
  NUMBER_WORDS,
  RATE_JOINS,
  RATE_WORDS,
  REMOTE_NEAR,
  REMOTE_WORDS,
  SENIORITY_ALSO,
  SENIORITY_NEAR,
  SENIORITY_WORDS,
  type RemoteValue,
  type SenioritySlug,
} from './attribute-data';
import { KEYS, WEIGHTS, YEARS_STEPS, type KeyMatch } from './match-keys';
import { seniorityToSlug } from './referential';
import { exactTokens, minimalFrenchStem, NameLengths, stemKey } from './text-analysis';

/**
 * Attributes: what a freelancer is beside its text (its seniority, remote preferences, availability and languages),
 * as keys of its search document, and the words of a query that name one (attribute-data.ts). A word read as an
 * attribute matches the profiles that have it, and still its text: `senior react` finds the React developers whose
 * seniority is Senior (then Expert), whether or not their title says so, and then those who declare no seniority but
 * whose work history spans the years of a Senior.
 * Languages are matched only this way: the languages section is not searchable text, so `-native` (React Native) never
 * excludes whoever speaks a language natively, and `anglais` finds the English speakers, `anglais courant` those
 * fluent or better.
 */

export type AttributeKind =
  'seniority' | 'remoteWork' | 'availability' | 'language' | 'daysPerWeek' | 'missionDuration' | 'maxRate' | 'ignored';

/**
 * How a run of words was read: what it names, the values, and the keys that match profiles having them. A day rate
 * (`maxRate`, its figure in `values`) and words that say nothing of a freelancer (`ignored`) match no text and no key:
 * the rate bounds the answer (query-expansion.ts), the others are dropped.
 */
export interface AttributeReading {
  as: AttributeKind;
  values: string[];
  /** A language's lowest level asked (`anglais courant`: fluent), by name. */
  minLevel?: LevelName;
  keys: KeyMatch[];
}

export const LEVEL_NAMES = { 1: 'basic', 2: 'intermediate', 3: 'professional', 4: 'fluent', 5: 'native' } as const;
export type LevelName = (typeof LEVEL_NAMES)[keyof typeof LEVEL_NAMES];
type Level = keyof typeof LEVEL_NAMES;

const key = KEYS;

/** Forms by their key (text-analysis.ts's stems), each with what it reads as. */
function byForm<T>(entries: [readonly string[], T][]): Map<string, T> {
  const map = new Map<string, T>();
  for (const [forms, value] of entries) for (const form of forms) map.set(stemKey(exactTokens(form)), value);
  return map;
}

const SIMPLE = byForm<Omit<AttributeReading, 'keys'> & { keys: KeyMatch[] }>([
  ...Object.entries(SENIORITY_WORDS).map(([slug, forms]): [readonly string[], AttributeReading] => [
    forms,
    {
      as: 'seniority',
      values: [slug, ...SENIORITY_ALSO[slug as SenioritySlug], ...SENIORITY_NEAR[slug as SenioritySlug]],
      keys: [
        ...[slug, ...SENIORITY_ALSO[slug as SenioritySlug]].flatMap((s): KeyMatch[] => [
          { key: key.seniority(s), weight: WEIGHTS.attribute },
          { key: key.seniorityFromExperience(s), weight: WEIGHTS.fromExperience },
        ]),
        ...SENIORITY_NEAR[slug as SenioritySlug].map((near) => ({ key: key.seniority(near), weight: WEIGHTS.near })),
      ],
    },
  ]),
  ...Object.entries(REMOTE_WORDS).map(([value, forms]): [readonly string[], AttributeReading] => [
    forms,
    {
      as: 'remoteWork',
      values: [value, ...REMOTE_NEAR[value as RemoteValue]],
      keys: [
        { key: key.remote(value), weight: WEIGHTS.attribute },
        ...REMOTE_NEAR[value as RemoteValue].map((near) => ({ key: key.remote(near), weight: WEIGHTS.near })),
      ],
    },
  ]),
  [
    AVAILABILITY_WORDS,
    { as: 'availability', values: ['available'], keys: [{ key: key.available, weight: WEIGHTS.attribute }] },
  ],
]);
const EXPERIENCED = new Set(EXPERIENCED_WORDS.map((w) => stemKey(exactTokens(w))));
const LANGUAGES = byForm(
  Object.entries(LANGUAGE_NAMES).map(([code, forms]): [readonly string[], string] => [forms, code]),
);
const LEVELS = byForm(
  Object.entries(LEVEL_WORDS).map(([level, forms]): [readonly string[], Level] => [forms, Number(level) as Level]),
);
const LEVEL_FORMS = Object.entries(LEVEL_WORDS).flatMap(([level, forms]) =>
  forms.map((f) => ({ level: Number(level) as Level, tokens: exactTokens(f) })),
);

const SENIORITY_ORDER = ['junior', 'confirme', 'senior', 'expert'] as const;

/**
 * An attribute's keys as a condition (a strict search: docs/search.md): who has what was named (for `senior`, an
 * Expert too: SENIORITY_ALSO), never a neighbouring value (`senior` is met by neither a Confirmé nor a Junior, `junior`
 * not by a Confirmé).
 */
export function strictAttributeKeys(keys: readonly KeyMatch[]): KeyMatch[] {
  return keys.filter((k) => k.weight > WEIGHTS.near);
}
/** Units of a count of years; what may follow them (`de`/`d'` then experience, or `xp`). */
const YEAR_UNITS = new Set(['an', 'ans', 'annee', 'annees', 'year', 'years', 'yr', 'yrs']);
const EXPERIENCE_WORDS = new Set(['xp', 'exp', 'experience', 'experiences', 'expe']);
const YEARS_TOKEN = /^(\d{1,2})(ans?|annees?|years?|yrs?)?$/;
/** The most years a profile may state or a range may end at (beyond, a figure is something else: a year, a count). */
const MAX_STATED_YEARS = 50;
/** Days a week: `2j/semaine`, `3 jours par semaine`, `4j/sem`, `2 days a week`, `3j`. */
const DAY_UNITS = new Set(['j', 'jr', 'jrs', 'jour', 'jours', 'day', 'days']);
const WEEK_WORDS = new Set(['semaine', 'sem', 's', 'week', 'wk']);
const DAYS_TOKEN = /^([1-5])(j|jrs?|jours?|days?)?$/;
/** The figure of each count written in words (NUMBER_WORDS), and the units it is read so before. */
const FIGURE_OF = new Map(
  Object.entries(NUMBER_WORDS).flatMap(([figure, words]) => words.map((w) => [exactTokens(w).join(' '), figure])),
);
const COUNTED_UNITS = new Set([...YEAR_UNITS, ...DAY_UNITS, 'mois', 'month', 'months']);
/** The figure a token is before a unit (`deux` of `deux jours`: `2`), or the token. */
const figureAt = (tokens: readonly string[], i: number): string | undefined =>
  (COUNTED_UNITS.has(tokens[i + 1] ?? '') && FIGURE_OF.get(tokens[i]!)) || tokens[i];

/**
 * The words around a count (`ans`, `xp`, `jours`, `semaine`...): never corrected, but no search word either, so
 * redaction does not keep them when they are a word of an employer's name.
 */
export const COUNT_WORDS: ReadonlySet<string> = new Set([
  ...YEAR_UNITS,
  ...EXPERIENCE_WORDS,
  ...DAY_UNITS,
  ...WEEK_WORDS,
  ...[...FILLER_WORDS, ...FUNCTION_WORDS, ...RATE_WORDS, ...RATE_JOINS].flatMap(exactTokens),
]);

const FILLERS = new Set([...FILLER_WORDS, ...FUNCTION_WORDS].map((w) => stemKey(exactTokens(w))));
const LEADING_FILLERS = new Set(LEADING_FILLER_WORDS.map((w) => stemKey(exactTokens(w))));

/** Whether a word (its exact tokens) says what a search is for when it comes first (LEADING_FILLER_WORDS). */
export const isLeadingFiller = (tokens: readonly string[]): boolean =>
  tokens.length === 1 && LEADING_FILLERS.has(stemKey(tokens));
/** The rate words, each as one token (`daily rate` as `daily_rate`): a word of one of them alone names no rate. */
const RATE_FORMS = RATE_WORDS.map((w) => exactTokens(w));
const RATE_NAMES = new Set(RATE_FORMS.map((t) => t.join('_')));
const RATE_BESIDE = new Set(RATE_JOINS.flatMap(exactTokens));
const PER_DAY = new Set(['j', 'jr', 'jour', 'day']);
const FIGURE = /^(\d{1,4})(k?)$/;

/**
 * The tokens with each rate word of several tokens joined into one (`daily rate`: `daily_rate`), and a figure written
 * with a thousands separator joined into one (`1 100`, `1,000`: `1100`, `1000`).
 */
function rateForms(tokens: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const form = RATE_FORMS.find((f) => f.length > 1 && f.every((t, k) => tokens[i + k] === t));
    if (/^\d{1,2}$/.test(tokens[i]!) && /^\d{3}k?$/.test(tokens[i + 1] ?? '')) out.push(tokens[i]! + tokens[++i]!);
    else out.push(form ? form.join('_') : tokens[i]!);
    if (form) i += form.length - 1;
  }
  return out;
}

/**
 * A day rate (`tjm 450 max`, `tarif 500 euros par jour`, `450 j`, `tjm 400 500`, `TJM 900 à 1 100 €`, `de 700 à 800
 * euros par jour`): a rate word, or figures followed by a day, with figures and the words beside them only; the
 * highest figure is the rate asked (at most: a range's upper bound), a rate word without a plausible figure is read as
 * nothing.
 */
function readRate(typed: readonly string[]): AttributeReading | null {
  const tokens = rateForms(typed);
  const figures: number[] = [];
  // figures before any rate word, waiting for a day after them (`700 à 800 euros par jour`)
  const before: number[] = [];
  let named = false;
  for (const t of tokens) {
    const m = FIGURE.exec(t);
    const figure = m ? Number(m[1]) * (m[2] ? 1000 : 1) : 0;
    // a figure after the rate's word (`tjm 500`), or before a day (`500 j`): not before the word (`2024 tjm`)
    if (m) (named ? figures : before).push(figure);
    else if (RATE_NAMES.has(t)) {
      if (before.length > 0) return null;
      named = true;
    }
    // figures then a day (`450 j`, `400 à 500 €/jour`): a rate from 100 a day (`90 day` is a length)
    else if (PER_DAY.has(t) && !named && before.length > 0) {
      if (before.at(-1)! < 100) return null;
      figures.push(...before.splice(0));
      named = true;
    } else if (!RATE_BESIDE.has(t) && !PER_DAY.has(t)) return null;
  }
  if (!named || before.length > 0) return null;
  const plausible = (f: number) => f >= PLAUSIBLE_DAY_RATE.min && f <= PLAUSIBLE_DAY_RATE.max;
  // One figure, or a range of two (`400-500`): other figures beside it are something else (`tjm 500 75`: Paris).
  if (figures.length > 2 || (figures.length === 2 && !(figures.every(plausible) && figures[0]! < figures[1]!)))
    return null;
  const max = Math.max(...figures);
  return figures.length === 0 || !plausible(max)
    ? { as: 'ignored', values: [], keys: [] }
    : { as: 'maxRate', values: [String(max)], keys: [] };
}

/** Every attribute form (`senior`, `télétravail total`, `anglais courant`...), as written. */
export const ATTRIBUTE_FORMS: readonly string[] = [
  ...Object.values(SENIORITY_WORDS),
  EXPERIENCED_WORDS,
  ...Object.values(REMOTE_WORDS),
  AVAILABILITY_WORDS,
  ...Object.values(LANGUAGE_NAMES),
  ...Object.values(LEVEL_WORDS),
].flat();

/** Every token of every attribute form: words the vocabulary knows (never corrected). */
export const ATTRIBUTE_TOKENS: ReadonlySet<string> = new Set(ATTRIBUTE_FORMS.flatMap(exactTokens));

/**
 * A count and its unit, the whole run (`10 ans xp`, `3 jours par semaine`): the number when the run is the number
 * (`token`: its unit may be glued to it, `10ans`, `3j`), its unit, and then optionally a word of `tails`, itself
 * optionally after a word of `joins` (`d'expérience`, `par semaine`); null otherwise.
 */
function readCount(
  tokens: readonly string[],
  token: RegExp,
  units: ReadonlySet<string>,
  joins: readonly string[],
  tails: ReadonlySet<string>,
): string | null {
  const m = token.exec(tokens[0]!);
  if (!m) return null;
  let i = 1;
  if (!m[2]) {
    if (!units.has(tokens[i] ?? '')) return null;
    i++;
  }
  const joined = joins.includes(tokens[i] ?? '');
  if (tails.has(tokens[joined ? i + 1 : i] ?? '')) i += joined ? 2 : 1;
  return i === tokens.length ? m[1]! : null;
}

/** Words before a range of years (`entre 5 et 10 ans`, `de 3 à 5 ans`), and between its figures. */
const RANGE_LEADS = new Set(['entre', 'de', 'between', 'from']);
const RANGE_JOINS = new Set(['a', 'et', 'to', 'and']);

/**
 * A range of years (`3 à 5 ans`, `2-3 ans`, `5/8 ans`, `entre 5 et 10 ans d'expérience`, `3 to 5 years`): the
 * seniorities whose ranges (experience.ts) meet it, alike (`3 à 5 ans`: confirmés; `5-8 ans`: confirmés and seniors),
 * none above it. Null unless the first figure is the smaller (`69 5 ans` is a department and years).
 */
function readYearRange(tokens: readonly string[]): AttributeReading | null {
  let i = RANGE_LEADS.has(tokens[0] ?? '') ? 1 : 0;
  const low = /^\d{1,2}$/.exec(tokens[i] ?? '')?.[0];
  if (low === undefined) return null;
  i += RANGE_JOINS.has(tokens[i + 1] ?? '') ? 2 : 1;
  const rest = tokens.slice(i);
  const high = rest.length > 1 ? readCount(rest, YEARS_TOKEN, YEAR_UNITS, ['de', 'd', 'of'], EXPERIENCE_WORDS) : null;
  if (high === null || Number(low) >= Number(high) || Number(high) > MAX_STATED_YEARS) return null;
  const [from, to] = [low, high].map((y) => SENIORITY_ORDER.indexOf(seniorityOfYears(Number(y))));
  const slugs = SENIORITY_ORDER.slice(from, to! + 1);
  return {
    as: 'seniority',
    values: slugs,
    keys: slugs.flatMap((s) => [
      { key: key.seniority(s), weight: WEIGHTS.attribute },
      { key: key.seniorityFromExperience(s), weight: WEIGHTS.fromExperience },
    ]),
  };
}

/**
 * Years of experience (`10 ans`, `10ans`, `+10 ans xp`, `5 ans d'expérience`, `7 years experience`): at least that
 * many years, read as the seniorities they make by the referential's ranges (experience.ts, as for a profile's work
 * history: 0-2 junior, 3-6 confirmé, 7-10 senior, 11+ expert): every seniority above the one holding the years, and
 * that one, ranked after them unless the years are its first (`5 ans`: seniors and experts, then the confirmés, some
 * of whom have 3 or 4 years); and first, whoever has at least those years by their work history or their own words
 * (`y:15`, when the count is one of YEARS_STEPS: `15 ans` puts an expert of 20 years before one of 12). A number alone
 * is not years (it may be a department), nor are one or two years without an experience word (a contract's length).
 */
function readYears(tokens: readonly string[]): AttributeReading | null {
  const range = readYearRange(tokens);
  if (range) return range;
  const years = readCount(tokens, YEARS_TOKEN, YEAR_UNITS, ['de', 'd', 'of'], EXPERIENCE_WORDS);
  // Without an experience word, a year or two is more often a contract's length (`mission 1 an`, `cdd 2 ans`).
  if (years === null || (Number(years) < 3 && !tokens.some((t) => EXPERIENCE_WORDS.has(t)))) return null;
  const slug = seniorityOfYears(Number(years));
  const above = SENIORITY_ORDER.slice(SENIORITY_ORDER.indexOf(slug) + 1);
  const whole = Number(years) === 0 || seniorityOfYears(Number(years) - 1) !== slug; // the first years of the range
  const step = YEARS_STEPS.find((s) => s === Number(years));
  return {
    as: 'seniority',
    values: [slug, ...above],
    keys: [
      ...(step ? [{ key: key.yearsAtLeast(step), weight: WEIGHTS.years }] : []),
      { key: key.seniority(slug), weight: whole ? WEIGHTS.attribute : WEIGHTS.near },
      { key: key.seniorityFromExperience(slug), weight: whole ? WEIGHTS.fromExperience : WEIGHTS.near },
      ...above.flatMap((s) => [
        { key: key.seniority(s), weight: WEIGHTS.attribute },
        { key: key.seniorityFromExperience(s), weight: WEIGHTS.fromExperience },
      ]),
    ],
  };
}

/**
 * Days a week (`2j/semaine`, `3 jours par semaine`, `4j/sem`, `2 days a week`, `3j`): the profiles whose
 * `preferences.daysPerWeek` holds that count, and a day more or less ranked after. A number alone is not days, nor
 * `3 jours` without the week.
 */
function readDays(tokens: readonly string[]): AttributeReading | null {
  const days = readCount(tokens, DAYS_TOKEN, DAY_UNITS, ['par', 'a', 'per'], WEEK_WORDS);
  // `3 jours` alone is a length as much as a rhythm: the week is named, or the count written `3j`.
  if (days !== null && tokens.length === 2 && !WEEK_WORDS.has(tokens[1]!)) return null;
  if (days === null) return null;
  // a day more or less ranked after (a freelancer who wants 4 days may well take 3)
  const near = [Number(days) - 1, Number(days) + 1].filter((d) => d >= 1 && d <= 5).map(String);
  return {
    as: 'daysPerWeek',
    values: [days],
    keys: [
      { key: key.days(days), weight: WEIGHTS.attribute },
      ...near.map((d) => ({ key: key.days(d), weight: WEIGHTS.near })),
    ],
  };
}

/**
 * Words that say when a mission starts, read before a month as availability by then (`démarrage janvier`, `start in
 * march`, `à partir de février`, `dès janvier`); alone they are no attribute.
 */
const START_WORDS = new Set(
  ['démarrage', 'démarrer', 'start', 'starting', 'partir', 'dès', 'début', 'commencer'].map((w) =>
    stemKey(exactTokens(w)),
  ),
);

/**
 * A mission's length (`6 mois`, `3 mois renouvelables`, `12 months`, `6-month`): the freelancers whose
 * `preferences.missionDuration` holds the range it falls in (the spec's `< 3 mois`, `3 a 6 mois`, `6 a 12 mois`,
 * `> 12 mois`), the ranges beside it ranked after.
 */
function readMissionLength(tokens: readonly string[]): AttributeReading | null {
  const match = /^(\d{1,2})(?: |-)?(mois|month|months)(?: renouvelables?| renewable)?$/.exec(tokens.join(' '));
  if (!match) return null;
  const months = Number(match[1]);
  if (months < 1 || months > 36) return null;
  const at = months < 3 ? 0 : months <= 6 ? 1 : months <= 12 ? 2 : 3;
  const value = MISSION_DURATIONS[at]!;
  const near = [MISSION_DURATIONS[at - 1], MISSION_DURATIONS[at + 1]].filter(
    (v): v is (typeof MISSION_DURATIONS)[number] => v !== undefined,
  );
  return {
    as: 'missionDuration',
    values: [value],
    keys: [
      { key: key.mission(value), weight: WEIGHTS.attribute },
      ...near.map((v) => ({ key: key.mission(v), weight: WEIGHTS.near })),
    ],
  };
}

/** Words between an availability word and its month: `dispo en janvier`, `disponible à partir de mars`, `from`. */
const MONTH_JOINS = new Set(['en', 'a', 'au', 'partir', 'de', 'des', 'from', 'in', 'by', 'for', 'avant', 'before']);

/**
 * Availability by a month (`dispo janvier`, `disponible en mars`, `dispo début février 2027`, `available from
 * january`): the freelancers available now, or from that month or before (the month their availability date names,
 * a key of their document, from a year back), and those of the month after ranked after. Months are read from `now`:
 * `janvier` is the next January.
 */
function readAvailableBy(tokens: readonly string[], now: number | undefined): AttributeReading | null {
  if (now === undefined || tokens.length < 2) return null;
  const lead = stemKey([tokens[0]!]);
  if (!SIMPLE_AVAILABILITY.has(lead) && !START_WORDS.has(lead)) return null;
  let i = 1;
  while (i < tokens.length - 1 && MONTH_JOINS.has(tokens[i]!)) i++;
  const month = namedMonth(tokens.slice(i), new Date(now));
  return month ? { ...availableBy(month, now), values: ['available', month] } : null;
}

/**
 * Availability without a month (`dispo`, `ASAP`, `disponible immédiatement`): as by this month (a date later in the
 * month is days away), those of next month ranked after.
 */
const availableSoon = (now: number): AttributeReading => availableBy(monthOf(new Date(now)), now);

const monthOf = (d: Date): string => `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;

/**
 * Available now, or from a month up to `month` (from a year back: a date already past says available as much as the
 * flag does, which may lag), and from the month after ranked after.
 */
function availableBy(month: string, now: number): AttributeReading {
  const months: string[] = [];
  const today = new Date(now);
  const start = monthOf(new Date(Date.UTC(today.getUTCFullYear() - 1, today.getUTCMonth(), 1)));
  for (let m = start; m <= month; m = nextMonth(m)) months.push(m);
  return {
    as: 'availability',
    values: ['available'],
    keys: [
      { key: key.available, weight: WEIGHTS.attribute },
      ...months.map((m) => ({ key: key.availableFrom(m), weight: WEIGHTS.attribute })),
      { key: key.availableFrom(nextMonth(month)), weight: WEIGHTS.near },
    ],
  };
}

const nextMonth = (month: string): string => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};

/** The single availability words (`dispo`, `disponible`, `available`), by their key. */
const SIMPLE_AVAILABILITY = new Set(
  AVAILABILITY_WORDS.filter((w) => exactTokens(w).length === 1).map((w) => stemKey(exactTokens(w))),
);

/** The words a day rate may be written with beside its figures (readRate): rate words, and the words beside them. */
const RATE_TOKENS = new Set([...RATE_FORMS.flat(), ...RATE_BESIDE, ...PER_DAY]);

/** The names readAttribute looks up (by their stems), a language's alone or with its level on either side. */
const NAME_LENGTHS = new NameLengths([
  ...SIMPLE.keys(),
  ...EXPERIENCED,
  ...FILLERS,
  ...LANGUAGES.keys(),
  ...[...LEVELS.keys()].flatMap((level) =>
    [...LANGUAGES.keys()].flatMap((code) => [`${level} ${code}`, `${code} ${level}`]),
  ),
]);

/**
 * The most of `tokens` from `from` on that readAttribute may read as one attribute: a name's words (NAME_LENGTHS, as
 * far as their first two tell), a count and its unit (at most 4 tokens from its figure: `10 ans d experience`), a
 * rate's tokens, and no bound after an availability or a start word that a month or a figure follows
 * (readAvailableBy: the words around the month are read with it). What keeps a long text from being read by every run
 * of its words.
 */
export function attributeLengthFrom(tokens: readonly string[], from: number): number {
  const first = figureAt(tokens, from);
  if (first === undefined) return 0;
  const lead = minimalFrenchStem(first);
  if (
    (SIMPLE_AVAILABILITY.has(lead) || START_WORDS.has(lead)) &&
    tokens.some((t, i) => i > from && (isMonthName(t) || /\d/.test(t)))
  )
    return Infinity;
  let rate = from;
  while (rate < tokens.length && (RATE_TOKENS.has(tokens[rate]!) || FIGURE.test(tokens[rate]!))) rate++;
  // (a rate's words hold a figure or a rate word: `et`, `à` or `jour` alone begin none)
  if (!tokens.slice(from, rate).some((t) => FIGURE.test(t) || RATE_NAMES.has(t) || RATE_FORMS.some((f) => f[0] === t)))
    rate = from;
  const next = tokens[from + 1];
  return Math.max(
    NAME_LENGTHS.from(lead, next === undefined ? undefined : minimalFrenchStem(next)),
    // a count's figure (`10 ans d experience`), or a range's (`3 a 5 ans d experience`, `entre 5 et 10 ans`)
    /^\d/.test(first) ? 6 : RANGE_LEADS.has(first) && /^\d/.test(next ?? '') ? 7 : 0,
    rate - from,
  );
}

/**
 * The attribute a run of words (its exact tokens) names, or null. `anglais` and `anglais courant` name a language;
 * `10 ans xp` a seniority, `2j/semaine` days a week; with `now`, `dispo janvier` availability by a month.
 */
export function readAttribute(typed: readonly string[], now?: number): AttributeReading | null {
  // none begins so (most of a text's words and runs of words): no reader below is tried
  if (typed.length === 0 || typed.length > attributeLengthFrom(typed, 0)) return null;
  // a count written in words is its figure (`deux jours par semaine`)
  const tokens = typed.map((_, i) => figureAt(typed, i)!);
  const counted =
    readYears(tokens) ??
    readDays(tokens) ??
    readMissionLength(tokens) ??
    readAvailableBy(tokens, now) ??
    readRate(tokens);
  if (counted) return counted;
  if (EXPERIENCED.has(stemKey(tokens))) return readYears(['5', 'ans']);
  const simple = SIMPLE.get(stemKey(tokens));
  if (simple) return simple.as === 'availability' && now !== undefined ? availableSoon(now) : simple;
  if (FILLERS.has(stemKey(tokens))) return { as: 'ignored', values: [], keys: [] };
  // A level before its language: `bilingue anglais`, `fluent english`.
  for (let split = 1; split < tokens.length; split++) {
    const level = LEVELS.get(stemKey(tokens.slice(0, split)));
    const code = level && LANGUAGES.get(stemKey(tokens.slice(split)));
    if (code) return languageAtLeast(code, level);
  }
  for (let split = tokens.length; split >= 1; split--) {
    const code = LANGUAGES.get(stemKey(tokens.slice(0, split)));
    if (!code) continue;
    if (split === tokens.length) {
      const levels = [5, 4, 3] as const;
      return {
        as: 'language',
        values: [code],
        // The better the level, the better the fit: native or bilingual first, then fluent, then professional.
        keys: [
          ...levels.map((l) => ({
            key: key.language(code, l),
            weight: WEIGHTS.attribute - ((5 - l) * (WEIGHTS.attribute - WEIGHTS.near)) / 3,
          })),
          { key: key.language(code), weight: WEIGHTS.near },
        ],
      };
    }
    const min = LEVELS.get(stemKey(tokens.slice(split)));
    return min ? languageAtLeast(code, min) : null;
  }
  return null;
}

/** A language at a level or better (`anglais courant`: fluent or native), and the level below ranked after. */
function languageAtLeast(code: string, min: Level): AttributeReading {
  const levels = ([1, 2, 3, 4, 5] as const).filter((l) => l >= min);
  return {
    as: 'language',
    values: [code],
    minLevel: LEVEL_NAMES[min],
    keys: [
      ...levels.map((l) => ({ key: key.language(code, l), weight: WEIGHTS.attribute })),
      ...(min > 1 ? [{ key: key.language(code, min - 1), weight: WEIGHTS.near }] : []),
    ],
  };
}

/** The level a fluency says (`Courant (C1)`: 4, `Native speaker`: 5), the highest it names; null when it names none. */
export function fluencyLevel(fluency: string): Level | null {
  const tokens = exactTokens(fluency);
  let best: Level | null = null;
  for (const f of LEVEL_FORMS) {
    if (best !== null && f.level <= best) continue;
    for (let i = 0; i + f.tokens.length <= tokens.length; i++) {
      if (f.tokens.every((t, k) => tokens[i + k] === t)) {
        best = f.level;
        break;
      }
    }
  }
  return best;
}

/** The language code a language name says (`Anglais`, `English`, `Langue anglaise`...), or null. */
export function languageCode(name: string): string | null {
  const tokens = exactTokens(name);
  for (let i = 0; i < tokens.length; i++)
    for (let j = tokens.length; j > i; j--) {
      const code = LANGUAGES.get(stemKey(tokens.slice(i, j)));
      if (code) return code;
    }
  return null;
}

/**
 * The years of experience a profile states in `texts` (its headline and summary: `8 ans d'expérience`, `with 11 years
 * of experience`, `+15 ans xp`), read as the keywords' years are (readCount) but only beside an experience word (`2
 * ans` alone is more often a mission's length): the most stated, or null. CVs often list only their last missions
 * and give the career's length in a sentence, which the work history's span alone would miss.
 */
export function statedYears(texts: readonly string[]): number | null {
  let most: number | null = null;
  for (const text of texts) {
    const typed = exactTokens(text);
    // a count written in words is its figure (`dix ans d'expérience`)
    const tokens = typed.map((_, i) => figureAt(typed, i)!);
    for (let i = 0; i < tokens.length; i++) {
      if (!YEARS_TOKEN.test(tokens[i]!)) continue;
      // the count, its unit, `de`/`d'`/`of`, then the experience word: at most four tokens
      for (let end = i + 2; end <= Math.min(i + 4, tokens.length); end++) {
        const run = tokens.slice(i, end);
        if (!EXPERIENCE_WORDS.has(run[run.length - 1]!)) continue;
        const years = readCount(run, YEARS_TOKEN, YEAR_UNITS, ['de', 'd', 'of'], EXPERIENCE_WORDS);
        if (years !== null && Number(years) <= MAX_STATED_YEARS) most = Math.max(most ?? 0, Number(years));
      }
    }
  }
  return most;
}

/**
 * The attribute keys of a profile (its search document's, beside its place and skill keys): seniority (declared, or
 * else the most of the work history's span as of `asOf`, the version's time, and the years its headline or summary
 * states), remote preferences, availability,
 * languages and their levels, mission durations, days a week, open to permanent employment, a vehicle.
 */
export function attributeKeys(profile: RawProfile, asOf: number): string[] {
  const f = profile.meta.freelance;
  const keys = new Set<string>();
  const seniority = seniorityToSlug(f.seniority);
  const spanned = yearsOfExperience(profile.work, asOf);
  const stated = statedYears([profile.basics.label, profile.basics.summary]);
  const years = Math.max(spanned ?? -1, stated ?? -1);
  if (seniority) keys.add(key.seniority(seniority));
  else if (years >= 0) keys.add(key.seniorityFromExperience(seniorityOfYears(years)));
  for (const step of YEARS_STEPS) if (years >= step) keys.add(key.yearsAtLeast(step));
  for (const value of f.preferences.remoteWork) keys.add(key.remote(value));
  for (const value of f.preferences.missionDuration) keys.add(key.mission(value));
  for (const value of f.preferences.daysPerWeek) keys.add(key.days(value));
  if (f.available) keys.add(key.available);
  const from = parseAvailabilityDate(f.availabilityDate, f.available, new Date(asOf));
  if (from) keys.add(key.availableFrom(from.slice(0, 7)));
  if (f.openToCdi) keys.add(key.openToCdi);
  if (f.vehicle) keys.add(key.vehicle);
  for (const l of profile.languages) {
    const code = languageCode(l.language);
    if (!code) continue;
    keys.add(key.language(code));
    const level = fluencyLevel(l.fluency);
    if (level) keys.add(key.language(code, level));
  }
  return [...keys];
}
