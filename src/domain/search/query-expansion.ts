import { validationError } from '../errors';
import {
  ATTRIBUTE_TOKENS,
  attributeLengthFrom,
  COUNT_WORDS,
  isLeadingFiller,
  readAttribute,
  strictAttributeKeys,
  type AttributeKind,
  type AttributeReading,
  type LevelName,
} from './attributes';
import { parseKeywords, type KeywordGroup, type KeywordQuery, type SearchTerm } from './keyword-grammar';
import { EXCLUDED_FROM_WEIGHT, RANKED_ATTRIBUTE, WEIGHTS, type KeyMatch } from './match-keys';
import {
  findPlaces,
  isPlaceKey,
  PLACE_KINDS,
  placeLengthFrom,
  placeQueryKeys,
  readPlaces,
  type PlaceDirectory,
  type PlaceReading,
} from './places';
import { REGIONS, SKILLS } from './referential';
import type { SearchField } from './search-fields';
import { MAX_READINGS, readingsOfTypo, SHORT_CORRECTED_LENGTH, type Dictionary } from './spelling';
import { exactTokens, minimalFrenchStem, NameLengths, remembered, stemKey } from './text-analysis';
import {
  AMBIGUOUS_ABBREVIATIONS,
  CLIENT_KINDS,
  COMBINED_TITLES,
  ENGAGEMENTS,
  FIELD_WORDS,
  GENERIC_TITLES,
  JOB_WORDS,
  KINDS,
  LEAD_TITLES,
  LEAD_WORDS,
  NEIGHBOURS,
  OCCUPATIONS,
  occupationForms,
  SECTORS,
  SECTOR_KINDS,
  TRADE_SKILLS,
} from './occupations-data';
import { EQUIVALENTS, LONGER_NAMES, MAJOR_CITIES, PLACE_ALIASES } from './vocabulary-data';

/**
 * The recruiter vocabulary applied to a parsed query, once, before any engine compiles it (so every engine answers
 * the same expanded query). Each word of a group becomes a clause that matches what was typed and its equivalents:
 * - the referential's skill names and aliases (`vue` = `vuejs` = `Vue.js`, `ts` = `TypeScript`);
 * - the compounds of vocabulary-data.ts (`frontend` = `front-end` = `front end`), and the occupations and the trade's
 *   skill words of occupations-data.ts (`developer` = `développeur` = `développeuse`, `cfo` = `daf` = `directrice
 *   financière`, `sdmm` = `sd/mm`); a run of words counts too (`front end`, `chef de projet`), read longest first.
 *   Ambiguous abbreviations read one way: `pm` as a project or a product manager, neither of which reads as `pm`;
 * - a word or run of words that names a place (places.ts: names, department numbers, postal codes) also matches the
 *   profiles that live there or can work there, and still the word in text; one that names an attribute
 *   (attributes.ts: a seniority, remote work, availability, a language and its level) also matches the profiles that
 *   have it. Both rank whoever fits best first (match-keys.ts), and the response says how the words were read;
 * - before all that, a word of at least 5 letters that the pool does not know is read as its closest known words
 *   (spelling.ts), and the response says so.
 * `-word` excludes the word and all its equivalents (and the profiles that are in the place or have the attribute it
 * names). A quoted phrase keeps its words side by side; when it is a whole name of the vocabulary its other names
 * match too, each as a phrase (`"chef de projet"` finds `project manager`); a phrase that names a place or an
 * attribute also matches by it.
 */

/**
 * The most words read as a place or an attribute one search may include (every group together): each is a condition
 * on the document's keys that the embedded engine joins (SQLite joins at most 64 tables), and no recruiter names
 * more. A word said twice is read once (keyword-grammar.ts).
 */
export const MAX_PLACES_AND_ATTRIBUTES = 20;

/** Terms all required (usually one). */
export type Alternative = readonly SearchTerm[];

/**
 * Matches a profile when any alternative matches its text, or it has one of the keys (places, attributes). Its score:
 * the BM25 of its alternatives, plus the weight of the best key the profile has. For words read as a place or an
 * attribute, `textWeight` is set: a match of their text then adds that constant instead of its BM25 (a mention of
 * `Paris` in a summary says less than living there).
 */
export interface Clause {
  alternatives: readonly Alternative[];
  keys: readonly KeyMatch[];
  textWeight?: number;
  /** Words read as a place or an attribute: as typed (highlights say which of them a result has). */
  words?: string;
  /** The words of the query it was read from, as typed (what `infos.dropped` names when it is left out). */
  typed?: string;
  /** Those words as read when a correction read them otherwise (`dévelopeur`: `developer` or `developpeur`). */
  corrected?: readonly string[];
  /** Read as an attribute (a seniority, remote work, availability, a language, days a week): `words` are its words. */
  attribute?: true;
  /**
   * Its text matched in these fields only: the headline (a `skills` filter's boost: who names the skill in the title),
   * the headline and the skills (a relaxed exclusion: excludedAsHeld).
   */
  fields?: readonly SearchField[];
  /**
   * Its alternatives from this index on are a title's neighbours (NEIGHBOURS): they match, but score only for a profile
   * that matches none of the others, which comes after (the embedded engine reads them apart; a cluster scores them
   * DEMOTED times as much). Their words would otherwise add to a profile that has the title's (a product designer who
   * also lists `UX designer` among its professions came before UX designers).
   */
  neighboursFrom?: number;
  /**
   * Words typed together that name something (a title, a skill's name): its names, the words as typed among them. A
   * profile that holds none of them has the words apart (`payroll` in its skills, `manager` in its title) and ranks
   * after those that hold one (ExpandedQuery.apart).
   */
  names?: readonly string[];
}

export interface ExpandedGroup {
  include: Clause[];
  exclude: Clause[];
  /**
   * Relaxed (withOneMissing): a profile may lack one of its included text clauses (`textClauses`, three to
   * ONE_MISSING_MOST of them), and ranks after those that have them all (their score DEMOTED times as much).
   */
  oneMissing?: true;
  /**
   * Relaxed (withOneMissing): a profile may lack its places (`placeClauses`), and ranks after those there and around
   * them (their score ELSEWHERE times as much): the page is filled with who does the job elsewhere.
   */
  placesMissing?: true;
}

/** The included clauses that name a place (not an attribute): those withOneMissing lets a profile lack. */
export const placeClauses = (g: ExpandedGroup): Clause[] =>
  g.include.filter((c) => !c.attribute && c.keys.some((k) => isPlaceKey(k.key)));

/** Whether a profile may lack the group's places: relaxed so, with a place and text that selects beside it. */
export const lacksPlace = (g: ExpandedGroup): boolean =>
  g.placesMissing === true && placeClauses(g).length > 0 && textClauses(g).length > 0;

/** The included clauses of text only (no place, no attribute): those withOneMissing lets a profile lack one of. */
export const textClauses = (g: ExpandedGroup): Clause[] =>
  g.include.filter((c) => c.keys.length === 0 && c.textWeight === undefined && c.alternatives.length > 0);

/** The fewest and the most text clauses of which a relaxed search lets a profile lack one (each left out is one more reading). */
export const ONE_MISSING_LEAST = 2;
export const ONE_MISSING_MOST = 5;

/**
 * A relaxed search lets a profile lack one word only when fewer profiles than this (a page, by default) have them all:
 * what it adds comes after them, and ranking every profile that has all but one costs two to four times the search
 * (20 000 profiles, `devops kubernetes terraform aws`: 2.8 -> 10.5 ms).
 */
export const ONE_MISSING_UNDER = 20;

/** Whether a profile may lack one of the group's text clauses: relaxed so, and three of them or more. */
export const lacksOne = (g: ExpandedGroup): boolean =>
  g.oneMissing === true && textClauses(g).length >= ONE_MISSING_LEAST;

/**
 * A relaxed search's reading (docs/search.md), when fewer than ONE_MISSING_UNDER profiles have every word: in a search
 * of one group of two words or more that select (`python airflow dbt`, `SFDR taxonomie`), who lacks one
 * of them also matches, after everyone who has them all: a recruiter who lists skills takes the freelancer who has
 * nearly all of them before nobody. And who does the job elsewhere than the place named (`comptable Bretagne`: two
 * accountants there, one around it, then the others), after those there and around it.
 */
export function withOneMissing(q: ExpandedQuery): ExpandedQuery {
  const [group, ...others] = q.groups;
  if (!group || others.length > 0) return q;
  const texts = textClauses(group);
  // `ux or ui designer`: the `or` would count as one of the words a profile may lack, when it is the one to leave out
  if (texts.some((c) => c.typed !== undefined && OR_WORDS.has(c.typed.toLowerCase()))) return q;
  const relaxed: ExpandedGroup = {
    ...group,
    ...(texts.length >= ONE_MISSING_LEAST && texts.length <= ONE_MISSING_MOST && { oneMissing: true }),
    ...(texts.length > 0 && placeClauses(group).length > 0 && { placesMissing: true }),
  };
  return relaxed.oneMissing || relaxed.placesMissing ? { ...q, groups: [relaxed] } : q;
}

/** `or` and `ou` typed in lowercase: words (the grammar's OR is uppercase), which a recruiter may mean as an OR. */
const OR_WORDS = new Set(['or', 'ou']);

/** Whether a clause is the lowercase word `or` or `ou` (OR_WORDS). */
const isOrWord = (c: Clause | undefined): boolean =>
  c?.typed !== undefined && c.words === undefined && OR_WORDS.has(c.typed);

/** Whether two clauses are of one kind an OR can join: both text, or both places. */
function joinable(a: Clause | undefined, b: Clause | undefined): boolean {
  const kind = (c: Clause) =>
    c.attribute || c.fields ? null : c.keys.length === 0 && c.textWeight === undefined ? 'text' : c.words && 'place';
  return !!a && !!b && !isOrWord(a) && !isOrWord(b) && kind(a) !== null && kind(a) === kind(b);
}

/**
 * Relaxed, `x or y` and `x ou y` typed in lowercase between two words of one kind (`devops aws or azure`, `comptable
 * ou aide-comptable lille`, `react ou vue`): either of them, one clause, as a recruiter means it (strictly, as the
 * spec says, `or` is a word). The `or` is said as read as nothing.
 */
function withOrWords(clauses: Clause[], understood: Understood[]): Clause[] {
  const out: Clause[] = [];
  for (let i = 0; i < clauses.length; i++) {
    const c = clauses[i]!;
    const next = clauses[i + 1];
    if (!isOrWord(next) || !joinable(c, clauses[i + 2])) {
      out.push(c);
      continue;
    }
    const d = clauses[i + 2]!;
    const own = (x: Clause) => x.alternatives.slice(0, x.neighboursFrom ?? x.alternatives.length);
    const near = (x: Clause) => x.alternatives.slice(x.neighboursFrom ?? x.alternatives.length);
    const neighbours = [...near(c), ...near(d)];
    const alternatives = [...own(c), ...own(d)];
    out.push({
      alternatives: [...alternatives, ...neighbours],
      keys: mergeKeys([...c.keys, ...d.keys]),
      ...(c.textWeight !== undefined && { textWeight: Math.max(c.textWeight, d.textWeight ?? 0) }),
      ...(c.words !== undefined && { words: `${c.words} ${next!.typed} ${d.words}` }),
      typed: `${c.typed} ${next!.typed} ${d.typed}`,
      ...(neighbours.length > 0 && { neighboursFrom: alternatives.length }),
    });
    understood.push({ words: next!.typed!, as: 'ignored', values: [] });
    i += 2;
  }
  return out;
}

/**
 * What a place (its keys and its words in text), and a word that ranks beside a specialty (a sector, a job word:
 * ExpandedQuery.prefer), weigh against the text in a score: PLACE_FACTOR times their weight (match-keys.ts), on every
 * engine. BM25 spreads the holders of one title wide (two Java developers for `java kafka nantes`, one of Nancy who
 * writes Java and Kafka all over and one of Nantes: 54 and 37 points on OpenSearch, 52 and 48 on SQLite; two product
 * owners for `PO assurance 13`, one of Paris titled `Product Owner / Proxy PO` and one of Marseille), so a place or
 * a sector weighed as the keys say ranked less than the text's differences. Attributes are left as they are: they
 * already outweigh the text. Measured on the relevance sets read by class (docs/performance.md): x2 raised every
 * held-out set on every engine, the blind one too; x2.5 puts the demo set's places before its job words (`react
 * bordeaux`, `devops bretagne`), x3 more so.
 */
export const PLACE_FACTOR = 2;

/** A clause as a score weighs it: its place keys and its text's constant (but an attribute's) PLACE_FACTOR times. */
export function scored(c: Clause): Clause {
  const keys = c.keys.map((k) => (isPlaceKey(k.key) ? { ...k, weight: k.weight * PLACE_FACTOR } : k));
  const textWeight = c.textWeight !== undefined && !c.attribute ? c.textWeight * PLACE_FACTOR : c.textWeight;
  return { ...c, keys, ...(textWeight !== undefined && { textWeight }) };
}

/** OR of the groups; no groups: everyone matches. */
export interface ExpandedQuery {
  groups: ExpandedGroup[];
  /**
   * Ranking only: the profiles whose headline holds one of these phrases (exact tokens) score DEMOTED times their
   * score, matching still (vocabulary-data.ts's LONGER_NAMES: `react` ranks React Native developers after React ones).
   */
  demote?: SearchTerm[];
  /**
   * Ranking only, as `demote`: the profiles whose headline holds one of `near` and none of `own` (a title's neighbours,
   * NEIGHBOURS, and the title's own names: an SRE whose headline also says DevOps engineer is no neighbour of SRE).
   */
  after?: { near: SearchTerm[]; own: SearchTerm[]; kinds?: SearchTerm[] }[];
  /**
   * Ranking only: the names of the titles asked for (their own forms, kinds and neighbours: `directeur financier` is a
   * kind of `responsable financier`), as words; a profile whose headline holds none of them scores UNTITLED times as
   * much. One group only, as `after`; strict too.
   */
  titled?: SearchTerm[];
  /**
   * Ranking only, as `demote`: the profiles that hold `words` (each anywhere) and none of `names` (Clause.names: `HR
   * manager` with payroll among its skills, for `payroll manager`). One group only: in an OR, a profile may hold
   * another group's names.
   */
  apart?: { words: SearchTerm[]; names: SearchTerm[] }[];
  /**
   * Ranking only, as `demote`: the profiles that match one of these clauses by a title's neighbours alone (none of its
   * alternatives before `neighboursFrom`), relaxed: a neighbour's holder with the seniority asked comes after the
   * title's holders without it (`consultant SEO senior`: a senior digital marketer after a confirmé SEO consultant),
   * and who names a neighbour only in a past job or a mission's text comes after who holds one now (`titled` holds the
   * neighbours: a site reliability engineer before a Java developer who was one once, for `devops engineer`).
   */
  neighboursOnly?: Clause[];
  /**
   * Ranking only: clauses typed beside a specialty that say what the recruiter prefers rather than what a profile must
   * say (`soften`): a job word, a sector, a word of the field, a lead title (with the senior and expert seniorities'
   * keys). Engines score them as the filters' boosts.
   */
  prefer?: Clause[];
  /**
   * A day rate the keywords name in every group (`tjm 450 max`): at most the highest of them, the rates not read kept
   * (as the `maxRate` filter with `rateUnknown: include`). A filter of the request wins over it.
   */
  maxRate?: number;
  /**
   * Ranking only: a brief's budget (`TJM 550 €`, brief.ts): who asks a higher day rate scores OVER_BUDGET times as
   * much, after everyone within it (rates not given are within).
   */
  rateAbove?: number;
  /**
   * Ranking only: what a widened brief asks for itself (brief.ts, BriefReading.widened): who matches none of these
   * clauses scores BEYOND times as much, after everyone who does.
   */
  beyond?: Clause[];
}

/**
 * Ranking only, as ExpandedQuery.demote, for each included place: the keys a relaxed reading matches around it
 * (WEIGHTS.livesAround: its region, its country abroad), its wide ones (KeyMatch.wide: all of France for a city) and
 * its own. The profiles that have some of `around` and none of the others live around the place only, and come after
 * those there (`devops genève`: Lausanne after Geneva), their score DEMOTED times as much; those that have some of
 * `wide` and none of `own` can work there as anywhere else, and come after those there too, WIDE times as much.
 */
export function placesAround(q: ExpandedQuery): { around: string[]; wide: string[]; own: string[] }[] {
  return q.groups.flatMap((g) =>
    g.include.flatMap((c) => {
      const around = c.keys.filter((k) => k.around).map((k) => k.key);
      const wide = c.keys.filter((k) => k.wide).map((k) => k.key);
      const own = c.keys.filter((k) => !k.around && !k.wide).map((k) => k.key);
      return around.length > 0 || wide.length > 0 ? [{ around, wide, own }] : [];
    }),
  );
}

/**
 * What the score of a profile that matches a place by a wide area only is multiplied by (KeyMatch.wide): after those
 * there, before those around it and the demoted. Measured on the relevance sets: at DEMOTED, who covers France for
 * `data engineer paris` came after who lives elsewhere in Île-de-France.
 */
export const WIDE = 0.5;

/**
 * What a demoted profile's score is multiplied by: after the profiles that match the word elsewhere than in the
 * longer name, even in passing (a React Native developer writes `React` in its title, skills and summary alike).
 */
export const DEMOTED = 0.1;

/** What the score of a profile that asks more than a brief's budget is multiplied by (ExpandedQuery.rateAbove). */
export const OVER_BUDGET = DEMOTED;

/**
 * What the score of a profile beyond what a widened brief asks for is multiplied by (ExpandedQuery.beyond): after every
 * other tier (a title's holder elsewhere, demoted and over budget scores DEMOTED to the fourth times as much).
 */
export const BEYOND = DEMOTED ** 5;

/**
 * What the score of a profile elsewhere than a relaxed group's places is multiplied by (ExpandedGroup.placesMissing):
 * DEMOTED squared, so that it comes after every profile there, the demoted ones too (a title's neighbour there before
 * the title elsewhere: `ingénieure data airflow bruxelles`, an analytics engineer of Brussels before a data engineer of
 * Paris).
 */
export const ELSEWHERE = DEMOTED * DEMOTED;

/**
 * What the score of a profile whose headline names none of the title asked for is multiplied by (ExpandedQuery.titled):
 * who holds the title now comes before who names it in a past job or a mission's text (`contrôleur de gestion senior`:
 * an EPM consultant who was a controller once, and who trains controllers, came before business controllers), with a
 * seniority's or a place's bonus kept beside it. Measured on the relevance sets: at DEMOTED or 0.25, a holder of a
 * title the vocabulary does not know as one of the title's (a programme director for `chef de projet IT 10 ans
 * d'expérience`) fell further than the seniority classes rose.
 */
export const UNTITLED = 0.5;

/** A word read as other words (the response's `infos.corrections`). */
export interface Correction {
  word: string;
  readAs: string[];
}

/** Words read as a place or an attribute (the response's `infos.understood`): what they name. */
export interface Understood {
  words: string;
  /** `preferred`: words that rank rather than select (ExpandedQuery.prefer). */
  as: AttributeKind | 'place' | 'preferred';
  values: string[];
  minLevel?: LevelName;
}

export interface ExpansionContext {
  /** The time of the search: a month named (`dispo janvier`) is the next one from it. Without it, months are words. */
  now?: number;
  /** The mobility dataset's places, found by name. */
  places?: PlaceDirectory;
  /** The pool's words: typo tolerance is off without them. */
  words?: Dictionary;
  /**
   * The request's filters name a specialty (a skill): what ranks beside a specialty ranks beside it (`lead dev` with the
   * `react` skill: every React developer, leads and seniors first). Relaxed readings only.
   */
  specialty?: boolean;
  /**
   * Read as the spec reads keywords (the default of a search): every word a condition each result meets, as text with
   * its equivalents, or as the place or attribute it names (`strictly`). Otherwise relaxed: beside a specialty a word
   * may only rank, and a title's neighbours match after it.
   */
  strict?: boolean;
}

/** A query without vocabulary: each term stands for itself (engines' own tests, and the plain grammar). */
export function literalQuery(q: KeywordQuery): ExpandedQuery {
  const clause = (t: SearchTerm): Clause => ({ alternatives: [[t]], keys: [] });
  return { groups: q.groups.map((g) => ({ include: g.include.map(clause), exclude: g.exclude.map(clause) })) };
}

/** `literalQuery` of the parsed input. */
export const literalKeywords = (input: string): ExpandedQuery => literalQuery(parseKeywords(input));

// --- the vocabulary, indexed by the stemmed tokens of each form -----------------------------------------------------

/**
 * Tokens of a vocabulary form, as text analysis makes them; a stray `d`/`l` left by an elision typed without its
 * apostrophe is dropped.
 */
function formTokens(form: string): string[] {
  const tokens = exactTokens(form);
  return tokens.filter((t, i) => !((t === 'd' || t === 'l') && i < tokens.length - 1));
}

/**
 * A name's key: its tokens' stems, and in a name of several words a short word's plural as its singular (`tests d
 * intrusion` and `test d'intrusion`, `bases de données` and `base de données` are one name): the stemmer leaves words
 * under 6 letters alone. One word keeps its stem only (`tests` is not `test`, the tester's title).
 */
const keyOf = (tokens: readonly string[]): string => stemKey(tokens.length < 2 ? tokens : tokens.map(singular));
const singular = (token: string): string =>
  token.length >= 4 && token.length < 6 && token.endsWith('s') && !token.endsWith('ss') ? token.slice(0, -1) : token;

/**
 * What the vocabulary looks a form up by: its tokens' stems (`Cheffes de projets` and `chef de projet` are one form).
 */
export const formKey = remembered((form: string): string => keyOf(formTokens(form)));

interface Form {
  text: string;
  key: string;
}

class Vocabulary {
  private readonly byKey = new Map<string, Form[]>();
  /** The ambiguous abbreviations: read as their groups, one way. */
  private readonly oneWay = new Map<string, Form[]>();
  /** The titles that hold a title (`administrateur systèmes et réseaux` for `administrateur réseau`), by its forms. */
  private readonly holders = new Map<string, Form[]>();
  private readonly equivalentsOf = new Map<string, readonly Form[]>();
  /** The neighbouring occupations' forms (NEIGHBOURS), by the key of each form of the occupation they neighbour. */
  private readonly neighbouring = new Map<string, Form[]>();
  /** The forms of the kinds of an occupation (KINDS), by the key of each of its forms. */
  private readonly kinds = new Map<string, Form[]>();
  /** Every text of an occupation that has neighbours (its headline phrases), by the key of each of its forms. */
  private readonly ownTexts = new Map<string, string[]>();
  /** The groups whose forms of 3 words or more begin with these words (`site reliability`), by their key. */
  private readonly beginnings = new Map<string, Set<Form[]>>();
  /** Every token of every form: words the vocabulary knows, never corrected and offered as corrections. */
  readonly tokens = new Set<string>();
  /** Every form's key: the names the vocabulary knows, of one form or many. */
  readonly formKeys = new Set<string>();
  /** The keys of the titles made of others (`ingénieur réseau et sécurité`): each its own, not its parts' neighbour. */
  readonly combinedKeys = new Set<string>();
  /** Every text of each form's key (`ux design` and `ux designer`: one key), for a phrase's alternatives. */
  private readonly textsOf = new Map<string, Set<string>>();
  /** The ambiguous abbreviations' tokens (`pm`, `ing`): known, but a word of a name as much as of the trade. */
  readonly oneWayTokens = new Set<string>();
  /** The forms of one word (`bi`, `rh`, `dev`): what a short token must be to be a word of the trade on its own. */
  readonly wholeTokens = new Set<string>();
  readonly longest: number;
  /** How many words the names of several words read as others (`equivalents`) may have, by their keys. */
  private lengths: NameLengths;

  /**
   * `classes`: each one meaning, every form reading as the others. `oneWay`: abbreviations, each reading as the
   * classes a form of which it names (and as itself), but none of them reading as it. `combined`: titles made of
   * others, each of whose forms the other titles' forms read as, one way. `taxonomy`: classes read from public
   * taxonomies (taxonomy-titles.json): equivalents only, their words known to no other rule (not `tokens`, `formKeys`,
   * `beginnings`), so that redaction, spelling and the reading of runs stay those of the hand-written vocabulary.
   */
  constructor(
    classes: readonly (readonly string[])[],
    oneWay: Readonly<Record<string, readonly string[]>> = {},
    combined: Readonly<Record<string, readonly string[]>> = {},
    neighbours: Readonly<Record<string, readonly string[]>> = {},
    kinds: Readonly<Record<string, readonly string[]>> = {},
    taxonomy: () => Taxonomy = () => ({ rome: [], esco: [] }),
  ) {
    let longest = 1;
    const classOf = new Map<string, Form[]>();
    const textsOf = this.textsOf;
    for (const forms of classes) {
      const seen = new Map<string, Form>();
      for (const text of forms) {
        const tokens = formTokens(text);
        if (tokens.length === 0) continue;
        tokens.forEach((t) => this.tokens.add(t));
        if (tokens.length === 1) this.wholeTokens.add(tokens[0]!);
        longest = Math.max(longest, tokens.length);
        const key = keyOf(tokens);
        this.formKeys.add(key);
        textsOf.set(key, (textsOf.get(key) ?? new Set()).add(tokens.join(' ')));
        if (!seen.has(key)) seen.set(key, { text: tokens.join(' '), key });
      }
      const group = [...seen.values()];
      for (const key of seen.keys()) classOf.set(key, [...(classOf.get(key) ?? []), ...group]);
      for (const f of group) {
        const words = f.key.split(' ');
        for (let n = 2; n < words.length; n++) {
          const begins = words.slice(0, n).join(' ');
          this.beginnings.set(begins, (this.beginnings.get(begins) ?? new Set()).add(group));
        }
      }
      if (group.length >= 2) for (const key of seen.keys()) merge(this.byKey, key, group);
    }
    this.taxonomy = { data: taxonomy, classOf };
    for (const [abbreviation, targets] of Object.entries(oneWay)) {
      const tokens = formTokens(abbreviation);
      tokens.forEach((t) => this.tokens.add(t));
      tokens.forEach((t) => this.oneWayTokens.add(t));
      const self: Form = { text: tokens.join(' '), key: keyOf(tokens) };
      const read = targets.flatMap((target) => {
        const group = classOf.get(formKey(target));
        if (!group) throw new Error(`vocabulary: "${abbreviation}" stands for "${target}", which no group holds`);
        return group;
      });
      merge(this.oneWay, self.key, [self, ...read]);
    }
    const groupOf = (form: string) => {
      const group = classOf.get(formKey(form));
      if (!group) throw new Error(`vocabulary: "${form}" is in no group`);
      return group;
    };
    for (const [title, parts] of Object.entries(combined)) {
      for (const f of groupOf(title)) this.combinedKeys.add(f.key);
      for (const part of parts) for (const f of groupOf(part)) merge(this.holders, f.key, groupOf(title));
    }
    const related = (into: Map<string, Form[]>, table: Readonly<Record<string, readonly string[]>>, texts = false) => {
      for (const [title, others] of Object.entries(table)) {
        const own = groupOf(title);
        let forms = others.flatMap(groupOf).filter((n) => !own.some((o) => o.key === n.key));
        // each text of a form (the feminine of a title, which reads as its masculine, is another headline phrase)
        if (texts) forms = forms.flatMap((f) => this.spellings(f));
        if (texts)
          for (const f of own)
            this.ownTexts.set(
              f.key,
              own.flatMap((o) => [...textsOf.get(o.key)!]),
            );
        for (const f of own)
          for (const n of forms)
            if (!(into.get(f.key) ?? []).some((x) => x.text === n.text))
              into.set(f.key, [...(into.get(f.key) ?? []), n]);
      }
    };
    related(this.neighbouring, neighbours, true);
    related(this.kinds, kinds);
    this.longest = longest;
    this.lengths = this.nameLengths();
  }

  /** How many words the names `equivalents` knows may have, by their first two (made again with the taxonomies). */
  private nameLengths(): NameLengths {
    return new NameLengths(
      [...this.byKey.keys(), ...this.oneWay.keys(), ...this.holders.keys()].filter((key) => key.includes(' ')),
    );
  }

  /**
   * The most of `tokens` from `from` on that `equivalents` may know as one name of several words (a run's key is its
   * tokens' singulars' stems: keyOf), as far as their first two tell; 0 when none begins there.
   */
  longestFrom(tokens: readonly string[], from: number): number {
    this.readTaxonomy();
    const [first, next] = [tokens[from], tokens[from + 1]];
    if (first === undefined || next === undefined) return 0;
    return this.lengths.from(minimalFrenchStem(singular(first)), minimalFrenchStem(singular(next)));
  }

  /**
   * The taxonomies' titles, read into the equivalents at their first use rather than at start: 40 000 forms cost about
   * half a second to read, which a command that never expands a query (`fpd import`) need not pay; the server reads
   * them as it starts (SearchService.warmUp).
   */
  private taxonomy: { data: () => Taxonomy; classOf: Map<string, Form[]> } | null;
  readTaxonomy(): void {
    if (!this.taxonomy) return;
    const { data, classOf } = this.taxonomy;
    this.taxonomy = null;
    const taxonomy = data();
    // ESCO's alternative labels are looser than its preferred ones (`data engineer` is one of its data scientist's):
    // an occupation whose preferred labels (French and English) share a form with one hand-written group adds them to
    // it (`quality engineer` to `ingénieur qualité`), one whose preferred labels share forms with several adds
    // nothing; the others are groups of their own, with those of their alternative labels no group holds. A ROME
    // masculine and feminine then join the group of one of them.
    const formsOf = (texts: readonly string[]) =>
      [...new Map(texts.map(formTokens).flatMap((t) => (t.length > 0 ? [[keyOf(t), t.join(' ')]] : []))).entries()].map(
        ([key, text]): Form => ({ key, text }),
      );
    for (const [preferred, alternatives] of taxonomy.esco) {
      const labels = formsOf(preferred);
      const touched = new Map(
        labels.flatMap((f) => {
          const group = classOf.get(f.key);
          return group ? [[group.map((g) => g.key).join('|'), group] as const] : [];
        }),
      );
      if (touched.size > 1) continue;
      const [hand] = touched.values();
      const added = hand
        ? labels.filter((f) => !classOf.has(f.key))
        : [...labels, ...formsOf(alternatives).filter((f) => !classOf.has(f.key))];
      const group = [...(hand ?? []), ...added];
      if (group.length < 2) continue;
      for (const f of group) classOf.set(f.key, group);
      for (const f of group) merge(this.byKey, f.key, group);
    }
    for (const pair of taxonomy.rome) {
      const own = formsOf(pair);
      if (own.length < 2) continue;
      // the group of its masculine, else of its feminine: never both, which would make two groups one
      const group = [...own, ...(classOf.get(own[0]!.key) ?? classOf.get(own[1]!.key) ?? [])];
      for (const f of own) merge(this.byKey, f.key, group);
    }
    // a title's acronym (`ARC`, `IBODE`) reads as the title, one way (a text that says `arc` is no clinical research
    // associate's), unless the hand-written vocabulary reads it already
    for (const [acronym, ...titles] of taxonomy.acronyms ?? []) {
      const [self] = formsOf([acronym!]);
      if (!self || self.key.includes(' ') || this.byKey.has(self.key) || this.oneWay.has(self.key)) continue;
      merge(this.oneWay, self.key, [self, ...formsOf(titles).flatMap((f) => this.byKey.get(f.key) ?? [f])]);
    }
    this.lengths = this.nameLengths();
  }

  /**
   * The forms of the one name whose forms begin with the words of `key` (`site reliability`: those of `site reliability
   * engineer`), when `key` is no name itself and begins one group's forms only; null otherwise.
   */
  begun(key: string): Form[] | null {
    this.readTaxonomy();
    if (this.byKey.has(key) || this.oneWay.has(key)) return null;
    const groups = this.beginnings.get(key);
    return groups && groups.size === 1 ? [...groups][0]! : null;
  }

  /**
   * The forms of the occupations that neighbour the one `key` names (NEIGHBOURS), of its kinds (KINDS), and its own
   * forms; or null when it has neither.
   */
  neighbours(key: string): { near: Form[]; kinds: Form[]; own: string[] } | null {
    const near = this.neighbouring.get(key);
    const kinds = this.kinds.get(key);
    return near || kinds ? { near: near ?? [], kinds: kinds ?? [], own: this.ownTexts.get(key) ?? [] } : null;
  }

  /** Every text of a form's key (`ux design`, `ux designer`; `chef de projet`, `cheffe de projet`). */
  spellings(f: Form): Form[] {
    return [...(this.textsOf.get(f.key) ?? [f.text])].map((text) => ({ text, key: f.key }));
  }

  /**
   * The other forms of what `key` reads as, or null when the vocabulary does not know it. Those of a known key are
   * remembered (as many as the vocabulary's keys): a job ad asks for the same words' equivalents many times, and a job
   * word's holders are hundreds of titles.
   */
  equivalents(key: string): readonly Form[] | null {
    const known = this.equivalentsOf.get(key);
    if (known) return known;
    this.readTaxonomy();
    const forms = this.byKey.get(key) ?? this.oneWay.get(key);
    const holders = this.holders.get(key);
    if (!forms && !holders) return null;
    const seen = new Set([key]);
    const found = [...(forms ?? []), ...(holders ?? [])].filter((f) => !seen.has(f.key) && !!seen.add(f.key));
    this.equivalentsOf.set(key, found);
    return found;
  }
}

/** Job titles read from public taxonomies (taxonomy-titles.json): ROME's masculine and feminine, ESCO's occupations. */
interface Taxonomy {
  rome: readonly (readonly string[])[];
  /** Each occupation's preferred labels (French and English) and its alternative ones. */
  esco: readonly (readonly [readonly string[], readonly string[]])[];
  /** Titles' acronyms (`ARC`), each with the titles it stands for. */
  acronyms?: readonly (readonly string[])[];
}

/** Adds `forms` to those of `key` (each form once). */
function merge(into: Map<string, Form[]>, key: string, forms: readonly Form[]): void {
  const list = into.get(key) ?? [];
  for (const f of forms) if (!list.some((x) => x.key === f.key)) list.push(f);
  into.set(key, list);
}

/** Words an acronym skips (`amoa`: assistance à maîtrise d'ouvrage, `sirh`: système d'information RH). */
const ACRONYM_SKIPS = new Set(['a', 'au', 'aux', 'de', 'des', 'du', 'en', 'et', 'la', 'le', 'les', 'and', 'of', 'the']);

/**
 * The acronyms of the vocabulary's names and the words they stand for, by the acronym's token: in each class of
 * `names`, a one-word form whose letters are the initials of another form's words (`bi`: business intelligence, `rh`:
 * ressources humaines, `crm`: customer relationship management), small words skipped.
 */
function acronymsOf(names: readonly (readonly string[])[]): Map<string, string[][]> {
  const spelt = new Map<string, string[][]>();
  for (const forms of names) {
    const tokenised = forms.map(formTokens);
    for (const acronym of tokenised) {
      const [letters] = acronym;
      if (acronym.length !== 1 || !letters || letters.length < 2) continue;
      for (const words of tokenised) {
        const initials = words.filter((w) => !ACRONYM_SKIPS.has(w)).map((w) => w[0]);
        if (words.length < 2 || initials.join('') !== letters) continue;
        const known = spelt.get(letters) ?? [];
        if (!known.some((k) => k.join(' ') === words.join(' '))) spelt.set(letters, [...known, words]);
      }
    }
  }
  return spelt;
}

/**
 * Each title's forms again with an acronym in it spelt out, or the words an acronym stands for written as it
 * (acronymsOf): `consultant bi` is also `consultant business intelligence`, `chargé ressources humaines` `chargé rh`,
 * `chef de projet crm` `chef de projet customer relationship management`. CVs and recruiters write a field either way,
 * the title is the same. A spelling another title holds already, or that two titles would both make, is left out (it
 * would make two titles one).
 */
export function withAcronymsSpelt(
  titles: readonly (readonly string[])[],
  names: readonly (readonly string[])[],
): string[][] {
  const acronyms = acronymsOf(names);
  const pairs = [...acronyms].flatMap(([letters, spellings]) =>
    spellings.flatMap((words) => [
      { from: [letters], to: words },
      { from: words, to: [letters] },
    ]),
  );
  const held = new Set(titles.flatMap((forms) => forms.map(formKey)));
  const made = titles.map((forms) => {
    const spellings = new Map<string, Set<string>>();
    for (const tokens of forms.map(formTokens))
      for (const { from, to } of pairs) {
        if (from.length >= tokens.length) continue;
        const at = tokens.findIndex((_, i) => from.every((t, j) => tokens[i + j] === t));
        if (at < 0) continue;
        const spelt = [...tokens.slice(0, at), ...to, ...tokens.slice(at + from.length)];
        const key = keyOf(spelt);
        if (!held.has(key)) spellings.set(key, (spellings.get(key) ?? new Set()).add(spelt.join(' ')));
      }
    return spellings;
  });
  const makers = new Map<string, number>();
  for (const spellings of made) for (const key of spellings.keys()) makers.set(key, (makers.get(key) ?? 0) + 1);
  return titles.map((forms, i) => [
    ...forms,
    ...[...made[i]!.entries()].flatMap(([key, texts]) => (makers.get(key) === 1 ? [...texts] : [])),
  ]);
}

/** The skills' names and aliases (the referential) and the compounds of vocabulary-data.ts. */
const SKILL_NAMES: readonly (readonly string[])[] = [
  ...SKILLS.map((s) => [s.name, s.slug, ...s.aliases]),
  ...EQUIVALENTS,
];

/**
 * The skills' names and the compounds, and the occupations (their acronyms spelt out), their ambiguous abbreviations
 * and the trade's skill words of occupations-data.ts; and the job titles of ROME and ESCO (taxonomy-titles.json, built
 * by scripts/vocabulary/build-taxonomy.ts from resources/taxonomies), as equivalents.
 */
export const VOCABULARY = new Vocabulary(
  [
    ...SKILL_NAMES,
    ...withAcronymsSpelt(OCCUPATIONS.map(occupationForms), [...SKILL_NAMES, ...TRADE_SKILLS]),
    ...TRADE_SKILLS,
  ],
  AMBIGUOUS_ABBREVIATIONS,
  COMBINED_TITLES,
  NEIGHBOURS,
  { ...KINDS, ...SECTOR_KINDS },
  // loaded at the first expansion, not with the module: 1.2 MB that each process and search thread would hold even
  // when it expands no query; its shape is the build's (scripts/vocabulary/build-taxonomy.ts), which JSON cannot say
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  () => require('./taxonomy-titles.json') as Taxonomy,
);

/** The words of places that partners search with (SEARCH_WORDS): the major cities, the regions, the places' aliases. */
export const PLACE_WORDS: ReadonlySet<string> = new Set([
  ...MAJOR_CITIES,
  ...REGIONS.flatMap((r) => exactTokens(r.name)),
  // an alias only when it is one word (`alsace`, `idf`): the words of a longer one (`nord pas de calais`, `champagne
  // ardenne`) name no place on their own, and kept, they would leave an organisation's name readable
  ...Object.entries(PLACE_ALIASES).flatMap(([alias, name]) => [
    ...(exactTokens(alias).length === 1 ? exactTokens(alias) : []),
    ...(typeof name === 'string' ? exactTokens(name) : []),
  ]),
]);

/**
 * The words partners search with: every token of the vocabulary (skills and their aliases, equivalents) and of the
 * places a single word names. Redaction keeps them when they are only a word of an employer's or school's name
 * (anonymise.ts), so `Acme Data` keeps `data` searchable.
 */
export const SEARCH_WORDS: ReadonlySet<string> = new Set([
  // The ambiguous abbreviations are left out: `ING` of `ING Belgique` is a bank's name before it is an engineer. So are
  // tokens of one or two letters that are no form on their own (`ge` of `compta gé`: `GE` is an employer's name).
  ...[...VOCABULARY.tokens].filter(
    (t) => !VOCABULARY.oneWayTokens.has(t) && (t.length > 2 || VOCABULARY.wholeTokens.has(t)),
  ),
  ...PLACE_WORDS,
  ...ATTRIBUTE_TOKENS,
]);

/**
 * Titles' shorthand (`archi`, `ingé`, `dev`, `dir`, `cdp`: occupations-data.ts's one-word abbreviations of a title),
 * by its key, as the words it stands for: a run that names no title as typed is read again with it spelt out, so
 * `archi cloud` is the title `architecte cloud`, `dir financier` the one `directeur financier` and `cdp technique` the
 * one `chef de projet technique`.
 */
const SHORTHAND = new Map([
  ...OCCUPATIONS.flatMap((o) => {
    const title = o.fr[0];
    return title
      ? (o.abbr ?? []).filter((a) => formTokens(a).length === 1).map((a): [string, string] => [formKey(a), title])
      : [];
  }),
  // and the ambiguous ones that stand for one reading (`ing`: ingénieur, `cdp`: chef de projet)
  ...Object.entries(AMBIGUOUS_ABBREVIATIONS).flatMap(([a, [title, ...more]]): [string, string][] =>
    title && more.length === 0 ? [[formKey(a), title]] : [],
  ),
]);

// --- expansion
// --------------------------------------------------------------------------------------------------------

/** A word of the query and how it is read: as typed, or (corrected) as one or more other words. */
interface Reading {
  term: SearchTerm;
  readAs: string[];
}

export function expandKeywords(
  q: KeywordQuery,
  ctx: ExpansionContext = {},
): { query: ExpandedQuery; corrections: Correction[]; understood: Understood[] } {
  const corrections: Correction[] = [];
  const understood: Understood[] = [];
  const read = (terms: SearchTerm[]): Reading[] =>
    inContext(
      terms.flatMap((term): Reading[] => {
        const readAs = correct(term, ctx, corrections);
        // a glued word read as one reading of several words: those words, each read as typed (`productowner`)
        if (readAs?.length === 1 && readAs[0]!.includes(' '))
          return readAs[0]!.split(' ').map((text) => ({ term: { kind: 'word', text }, readAs: [text] }));
        return [{ term, readAs: readAs ?? [term.text] }];
      }),
      ctx,
      corrections,
    );
  const readGroups: { group: ExpandedGroup; rate: number | null; emptied: boolean }[] = q.groups.map(
    (g: KeywordGroup) => {
      const said: Understood[] = [];
      const run = expandRun(read(g.include), ctx, true, said);
      const included = ctx.strict ? run : withOrWords(run, said);
      const rate = said.filter((u) => u.as === 'maxRate').map((u) => Number(u.values[0]));
      const unsaid: Understood[] = [];
      const group = {
        include: included.filter(meansSomething),
        exclude: expandRun(read(g.exclude), ctx, false, unsaid).filter(meansSomething).map(excluding),
      };
      // An excluded rate, or words read as nothing, exclude nothing: not said.
      understood.push(...said, ...unsaid.filter((u) => !UNMATCHED.has(u.as)));
      return {
        group,
        rate: rate.length > 0 ? Math.max(...rate) : null,
        // Words, all read as nothing (`urgent`, `tjm 500`): the group would match everyone, an OR with it too.
        emptied: included.length > 0 && group.include.length === 0 && group.exclude.length === 0,
      };
    },
  );
  const keyed = readGroups.reduce((n, r) => n + r.group.include.filter((c) => c.keys.length > 0).length, 0);
  if (keyed > MAX_PLACES_AND_ATTRIBUTES)
    throw validationError(
      `keywords: at most ${MAX_PLACES_AND_ATTRIBUTES} places and attributes (seniorities, remote work, availability, languages...) in one search (found ${keyed}): use the workAreas and seniority filters, or OR groups of fewer`,
    );
  // Groups emptied so are left out of an OR that has others (`java OR urgent` is `java`).
  const kept = readGroups.some((r) => !r.emptied) ? readGroups.filter((r) => !r.emptied) : readGroups.slice(0, 1);
  let groups = kept.map((r) => r.group);
  let prefer: Clause[] = [];
  let after: NonNullable<ExpandedQuery['after']> = [];
  let apart: NonNullable<ExpandedQuery['apart']> = [];
  let neighboursOnly: Clause[] = [];
  // The titles asked for, when one group asks (as neighbours rank after them: in an OR, a title of one group may be
  // another's neighbour): who names none of them in the headline ranks after, strict or relaxed (ExpandedQuery.titled).
  const titles = groups.length === 1 ? groups[0]!.include.flatMap((c) => AFTER_OF.get(c) ?? []) : [];
  // (as words: a headline in the plural names them too, `Contrôleurs de gestion`)
  const titled = titles
    .flatMap((t) => [...t.own, ...(t.kinds ?? []), ...t.near])
    .map((t): SearchTerm => ({ ...t, kind: 'word' }));
  if (ctx.strict) {
    groups = groups.map((g) => ({ ...g, include: g.include.map(strictly) }));
  } else if (groups.length === 1) {
    const [g] = groups as [ExpandedGroup];
    const softened = soften(g.include, ctx.specialty === true);
    groups = [{ ...g, include: softened.include }];
    prefer = softened.prefer;
    // (an attribute said what it was read as already)
    understood.push(
      ...prefer.filter((c) => !c.attribute).map((c): Understood => ({ words: c.typed!, as: 'preferred', values: [] })),
    );
    // Neighbours rank after the titles that select (one group only: in an OR, a title of one group may be the
    // neighbour of another's, which its own group asks for).
    after = softened.include.flatMap((c) => AFTER_OF.get(c) ?? []);
    neighboursOnly = softened.include.filter((c) => c.neighboursFrom !== undefined);
  } else {
    // Nor around a place (placesAround): who lives around one group's place may live in another's.
    groups = groups.map((g) => ({ ...g, include: g.include.map(withoutAround) }));
  }
  if (!ctx.strict) groups = groups.map((g) => ({ ...g, exclude: g.exclude.map(excludedAsHeld) }));
  if (groups.length === 1) apart = groups[0]!.include.flatMap(wordsApart);
  const rates = kept.map((r) => r.rate);
  const demote = demoted(q, groups);
  const maxRate = rates.length > 0 && !rates.includes(null) ? Math.max(...(rates as number[])) : undefined;
  return {
    query: {
      groups,
      ...(demote.length > 0 && { demote }),
      ...(after.length > 0 && { after }),
      ...(titled.length > 0 && { titled }),
      ...(apart.length > 0 && { apart }),
      ...(neighboursOnly.length > 0 && { neighboursOnly }),
      ...(prefer.length > 0 && { prefer }),
      ...(maxRate !== undefined && { maxRate }),
    },
    corrections,
    understood,
  };
}

/**
 * The clauses of each run of words read as keywords would read them included (longest names first, places, attributes,
 * a day rate; no typo tolerance without `ctx.words`), one a word or run of words, words read as nothing included
 * (empty): how a brief is read, part of a sentence at a time (brief.ts). `understood` as expandKeywords says it. A
 * window of words said again (a job ad names its skills, its places, its small words many times) is read once.
 */
export function readWords(
  runs: readonly SearchTerm[][],
  ctx: ExpansionContext,
): { clauses: Clause[]; understood: Understood[] }[] {
  const windows = new Map<string, WindowReading | null>();
  return runs.map((terms) => {
    const understood: Understood[] = [];
    const readings = terms.map((term) => ({ term, readAs: [term.text] }));
    return { clauses: expandRun(readings, ctx, true, understood, windows), understood };
  });
}

/** The single group of several included clauses that relaxation may leave words out of, or null. */
function relaxable(q: ExpandedQuery): ExpandedGroup | null {
  const [group, ...others] = q.groups;
  return group && others.length === 0 && group.include.length >= 2 ? group : null;
}

/** The words a clause was read from, as typed (what `infos.dropped` names). */
const typedWords = (c: Clause): string => c.typed ?? c.words ?? c.alternatives[0]!.map((t) => t.text).join(' ');

/** The words of a relaxable query's included clauses, as typed, in order (what `infos.dropped` is listed by). */
export const includedWords = (q: ExpandedQuery): string[] => relaxable(q)?.include.map(typedWords) ?? [];

/**
 * The keywords less the included clauses at these positions (a single group of several: exclusions and the rest
 * kept, one clause at least), and their words as typed; null when they cannot be left out. What a search that finds
 * nobody tries next (SearchService says which words were left out): first the words that alone match nobody,
 * wherever they are (eachWordAlone), then the last words, right to left as Typesense's `drop_tokens_threshold` does,
 * so that one word too many (a sector, a rare skill, a place) does not empty the answer.
 */
export function withoutWords(
  q: ExpandedQuery,
  positions: ReadonlySet<number>,
): { query: ExpandedQuery; dropped: string[] } | null {
  const group = relaxable(q);
  if (!group || positions.size === 0 || positions.size >= group.include.length) return null;
  return {
    query: { ...q, groups: [{ ...group, include: group.include.filter((_, i) => !positions.has(i)) }] },
    dropped: group.include.filter((_, i) => positions.has(i)).map(typedWords),
  };
}

/**
 * What a relaxed search that finds nobody tries next, in order, until one finds somebody: without the last included
 * clause that only ranks beside a specialty (a job word, a sector, a lead: `lead CSV` is the CSV engineers when none
 * calls himself a lead), then without the last included clause (withoutWords).
 */
export function shorterReadings(q: ExpandedQuery): { query: ExpandedQuery; dropped: string[] }[] {
  const group = relaxable(q);
  if (!group) return [];
  const last = group.include.length - 1;
  const ranking = group.include.every(preferred) ? -1 : group.include.findLastIndex(preferred);
  return [...new Set([ranking, last])].flatMap((i) => (i < 0 ? [] : (withoutWords(q, new Set([i])) ?? [])));
}

/**
 * Each included clause of a relaxable query alone (its exclusions kept): what SearchService counts, when nobody has
 * every word, to find the words nobody has at all (leaving them out loses nobody).
 */
export function eachWordAlone(q: ExpandedQuery): ExpandedQuery[] {
  const group = relaxable(q);
  return group ? group.include.map((c) => ({ groups: [{ include: [c], exclude: group.exclude }] })) : [];
}

/** The keys of every form of the groups some of whose forms are named. */
const groupsNamed = (names: readonly string[]) =>
  new Set(
    OCCUPATIONS.filter((g) => names.some((t) => occupationForms(g).includes(t)))
      .flatMap(occupationForms)
      .map(formKey),
  );
/** The keys of the titles and words that say a seniority (LEAD_TITLES, LEAD_WORDS). */
const LEADS = new Set([...groupsNamed(LEAD_TITLES), ...LEAD_WORDS.map(formKey)]);
/** What a lead title prefers beside its text: the seniority `senior` names (senior, then expert). */
const SENIOR_KEYS = readAttribute(['senior'])!.keys;
/** The job words' keys (`dev`, `développeur`, `consultant`...): what makes a specialty an occupation. */
const JOB_WORD_KEYS = new Set(JOB_WORDS.flatMap(occupationForms).map(formKey));
/**
 * The keys of what ranks rather than selects beside a specialty: job words, titles of the trade, sectors, engagements,
 * kinds of client, words of the field, leads.
 */
const PREFERRED = new Set([
  ...[
    ...JOB_WORDS.flatMap(occupationForms),
    ...[...SECTORS, ...ENGAGEMENTS, ...CLIENT_KINDS].flat(),
    ...FIELD_WORDS,
  ].map(formKey),
  ...groupsNamed(GENERIC_TITLES),
  ...LEADS,
]);

/**
 * Whether words (a form's key) only say how a specialty is practised (a job word, a sector, a way of holding a position,
 * a kind of client, a word of the field, a generic or lead title): what ranks beside a specialty when relaxed, and in a
 * brief (brief.ts).
 */
export const ranksBesideASpecialty = (key: string): boolean => PREFERRED.has(key);

/** A clause's words as typed, or as read when corrected (`dévelopeur angular` ranks developers as `développeur angular` does). */
const readAs = (c: Clause): readonly string[] => c.corrected ?? (c.typed === undefined ? [] : [c.typed]);

/** Whether a clause is words typed as words that only rank beside a specialty (ranksBesideASpecialty). */
const preferred = (c: Clause): boolean =>
  c.keys.length === 0 &&
  c.alternatives[0]?.[0]?.kind === 'word' &&
  readAs(c).length > 0 &&
  readAs(c).every((w) => PREFERRED.has(formKey(w)));

/**
 * A group's included clauses, less those that only rank (ExpandedQuery.prefer) when it names a specialty: words typed
 * as words (never quoted, never read as a place or an attribute) that are a job word, a sector, a word of the field or
 * a lead title (`ingénieur dotnet`, `po assurance`, `PO IT`, `tech lead python`: a lead also prefers the seniors and
 * experts) leave the selecting to the specialty beside them (a name the vocabulary knows and they are not, a quoted
 * phrase, or a skill the filters name) and put first whoever also writes them. Alone, beside one another or beside a
 * place or an attribute, they select (`consultant banque`, `développeur lyon`). Attributes beside a specialty rank
 * too, their holders first (RANKED_ATTRIBUTE: `dév angular confirmé` is every Angular developer, the confirmés first,
 * then the seniors); places select. A search of several OR groups is left as typed.
 */
function soften(include: Clause[], filtered: boolean): { include: Clause[]; prefer: Clause[] } {
  const specialty = (c: Clause) =>
    !preferred(c) &&
    c.keys.length === 0 &&
    c.textWeight === undefined &&
    (c.alternatives[0]?.[0]?.kind === 'phrase' ||
      c.alternatives.length > 1 ||
      (c.typed !== undefined && VOCABULARY.formKeys.has(formKey(c.typed))));
  if (!filtered && !include.some(specialty)) return { include, prefer: [] };
  // a job word beside a specialty says the occupation (`dev python senior`: a Python developer): it ranks before an
  // attribute does, as the occupation comes before its attributes
  const ranksAttribute = include.some((c) => c.attribute);
  return {
    include: include.filter((c) => !preferred(c) && !c.attribute),
    prefer: [
      ...include.filter(preferred).map((c) => ({
        ...c,
        textWeight:
          WEIGHTS.preferred *
          (ranksAttribute && readAs(c).every((w) => JOB_WORD_KEYS.has(formKey(w))) ? RANKED_ATTRIBUTE : 1),
        ...(readAs(c).some((w) => LEADS.has(formKey(w))) && { keys: SENIOR_KEYS }),
      })),
      ...include
        .filter((c) => c.attribute)
        .map((c) => ({ ...c, keys: c.keys.map((k) => ({ ...k, weight: rankedWeight(k.weight) })) })),
    ],
  };
}

/**
 * An attribute key's weight where it ranks (soften): RANKED_ATTRIBUTE times its own, but a seniority read from the
 * work history (WEIGHTS.fromExperience) stays in the declared one's tier, just after it: declaring none says nothing of
 * the occupation, so the text decides between the two (an actuary whose history spans sixteen years comes before a
 * senior controller who names actuaries in a summary).
 */
const rankedWeight = (weight: number): number =>
  weight === WEIGHTS.fromExperience
    ? WEIGHTS.attribute * RANKED_ATTRIBUTE - (WEIGHTS.attribute - weight)
    : weight * RANKED_ATTRIBUTE;

/**
 * An included clause as a condition every result meets (ExpansionContext.strict): its words or their equivalents in
 * the text (a title's neighbours are not its equivalents), or, for words read as a place or an attribute, the place or
 * the attribute held (not a mention of it: `lyon` is who lives or can work in Lyon, not a Parisian whose summary names
 * Lyon, nor one who lives elsewhere in its region, whom a relaxed reading takes after: WEIGHTS.livesAround; `senior` is
 * who is Senior or Expert, not a Junior whose text says `senior`). A place's name that is also a word
 * of the trade keeps its text too.
 */
function strictly(c: Clause): Clause {
  const { neighboursFrom, ...rest } = c;
  let alternatives = neighboursFrom === undefined ? c.alternatives : c.alternatives.slice(0, neighboursFrom);
  let keys = c.keys;
  if (c.words !== undefined && keys.length > 0) {
    // (wide keys kept: a match, after those there)
    keys = c.attribute ? strictAttributeKeys(keys) : keys.filter((k) => !k.around);
    if (c.attribute || !exactTokens(c.words).every(isTradeWord)) alternatives = [];
  }
  return { ...rest, alternatives, keys };
}

/** A clause without the keys that match around a place (KeyMatch.around), its wide ones kept as matches only. */
function withoutAround(c: Clause): Clause {
  return c.keys.some((k) => k.around || k.wide)
    ? { ...c, keys: c.keys.flatMap(({ wide: _, ...k }) => (k.around ? [] : [k])) }
    : c;
}

/** A clause of words read as nothing (`urgent`, `tjm 450`: a rate bounds the answer, it matches no text). */
const meansSomething = (c: Clause): boolean => c.alternatives.length > 0 || c.keys.length > 0;

/**
 * The longer names (and their other forms) whose first word an included clause reads as, unless the query names them.
 * Made at the first query (their forms are equivalents: the taxonomies' titles are read then, not at start).
 */
let longer: { first: string; tokens: string[]; forms: string[] }[] | null = null;
const LONGER = () =>
  (longer ??= LONGER_NAMES.map((name) => {
    const tokens = formTokens(name);
    return {
      first: tokens[0]!,
      tokens,
      forms: [tokens.join(' '), ...(VOCABULARY.equivalents(keyOf(tokens)) ?? []).map((f) => f.text)],
    };
  }));

function demoted(q: KeywordQuery, groups: ExpandedGroup[]): SearchTerm[] {
  const typed = new Set(q.groups.flatMap((g) => [...g.include, ...g.exclude]).flatMap((t) => exactTokens(t.text)));
  const read = new Set(
    groups.flatMap((g) =>
      g.include.flatMap((c) =>
        c.alternatives.flatMap((alt) =>
          alt.length === 1 && alt[0]!.kind === 'word' ? [exactTokens(alt[0]!.text).join(' ')] : [],
        ),
      ),
    ),
  );
  return LONGER()
    .filter((l) => read.has(l.first) && !l.tokens.every((t) => typed.has(t)))
    .flatMap((l) => l.forms.map((text): SearchTerm => ({ kind: 'phrase', text })));
}

/**
 * A clause's words typed together and its names (Clause.names, and the kinds of a title: what is no neighbour's), when
 * it has both: ExpandedQuery.apart.
 */
function wordsApart(c: Clause): NonNullable<ExpandedQuery['apart']> {
  const [typed, ...others] = c.alternatives;
  if (!c.names || !typed || typed.length < 2 || c.fields || c.keys.length > 0) return [];
  const own = others.slice(0, c.neighboursFrom === undefined ? undefined : c.neighboursFrom - 1);
  const names = [
    ...c.names.map((text): SearchTerm => ({ kind: 'word', text })),
    ...own.flatMap((alt) => (alt.length === 1 && !c.names!.includes(alt[0]!.text) ? alt : [])),
  ];
  return [{ words: [...typed], names }];
}

/** An excluded clause excludes the profiles that are in its place or have its attribute, not their neighbours. */
const excluding = (c: Clause): Clause => {
  const keys = c.keys.filter((k) => k.weight >= EXCLUDED_FROM_WEIGHT);
  // A place or an attribute excludes who holds it now, not whoever's text says it (`-junior`: a senior whose first
  // position was a junior one stays; `-paris`: a mission once in Paris does not make a Parisian).
  return { alternatives: c.words !== undefined && keys.length > 0 ? [] : c.alternatives, keys };
};

/**
 * Relaxed, words excluded as text exclude who is or has what they name (its headline, its skills), not who names it in
 * passing (`"risques opérationnels" -audit`: not the risk managers whose missions answered an audit; `"chef de projet"
 * -informatique`: not the business project managers who work beside IT); an excluded place or attribute as strictly.
 */
const excludedAsHeld = (c: Clause): Clause =>
  c.keys.length > 0 || c.fields ? c : { ...c, fields: ['headline', 'skills'] };

/** A word of the vocabulary that is no ambiguous abbreviation's: what a 4-letter slip may be read as. */
export const isTradeWord = (word: string) => VOCABULARY.tokens.has(word) && !VOCABULARY.oneWayTokens.has(word);

/** Readings of a misspelt word, or null to keep it as typed. */
function correct(term: SearchTerm, ctx: ExpansionContext, corrections: Correction[]): string[] | null {
  if (term.kind !== 'word' || !ctx.words) return null;
  const tokens = exactTokens(term.text);
  if (tokens.length !== 1 || tokens[0]!.length < SHORT_CORRECTED_LENGTH) return null;
  const token = tokens[0]!;
  if (
    SEARCH_WORDS.has(token) ||
    VOCABULARY.tokens.has(token) ||
    COUNT_WORDS.has(token) ||
    PLACE_KINDS.has(token) ||
    findPlaces(tokens, true, ctx.places).length > 0
  )
    return null;
  // one reading of each word (`chefe`: `chef` and `cheffe` are one word of the vocabulary, `chef`)
  const keys = new Set<string>();
  const glued = ctx.words.knows(token) ? { names: [], words: [] } : unglued(token, ctx.words);
  const readAs = (glued.names.length > 0 ? glued.names : readingsOfTypo(ctx.words, token, isTradeWord)).filter(
    (w) => !keys.has(formKey(w)) && keys.add(formKey(w)),
  );
  if (readAs.length === 0) readAs.push(...glued.words);
  if (readAs.length === 0) return null;
  if (!corrections.some((c) => c.word === term.text)) corrections.push({ word: term.text, readAs });
  return readAs;
}

/** The connectors a name glued whole may hold (`chefdeprojet`). */
const GLUED_CONNECTORS = new Set(['de', 'du', 'des', 'en', 'et', 'of', 'and']);

/**
 * A word glued from two or three known words (`datascientist`, `productowner`, `chefdeprojet`): the splits that make a
 * name of the vocabulary, and (when none does) those of two words of 3 letters or more the pool or the vocabulary
 * writes; at most MAX_READINGS of each.
 */
function unglued(token: string, words: Dictionary): { names: string[]; words: string[] } {
  const known = (w: string) => words.written(w) || VOCABULARY.tokens.has(w);
  const names: string[] = [];
  const pairs: string[] = [];
  for (let i = 3; i <= token.length - 3; i++) {
    const [a, b] = [token.slice(0, i), token.slice(i)];
    if (!known(a)) continue;
    if (known(b)) (VOCABULARY.formKeys.has(formKey(`${a} ${b}`)) ? names : pairs).push(`${a} ${b}`);
    for (let j = 2; j <= 3 && j <= b.length - 3; j++) {
      const [c, d] = [b.slice(0, j), b.slice(j)];
      if (GLUED_CONNECTORS.has(c) && known(d) && VOCABULARY.formKeys.has(formKey(`${a} ${c} ${d}`)))
        names.push(`${a} ${c} ${d}`);
    }
  }
  return { names: names.slice(0, MAX_READINGS), words: pairs.slice(0, MAX_READINGS) };
}

/**
 * A corrected word, as typed or as each of its readings, is read as those that make a name, an attribute or a place
 * with the words beside it, when some do and others not (`clams handler`: `claims handler`, not `cams`; `chage
 * manager`: `change manager`, not `charge`; `2 jours par semine`: `semaine`, not `seine`; `chef de projett`: as typed,
 * which the stemmer reads as `projet`, not `project`): the words around a slip say which word was meant, as a spelling
 * corrector's language model does. Its correction says so, or is withdrawn.
 */
function inContext(readings: Reading[], ctx: ExpansionContext, corrections: Correction[]): Reading[] {
  return readings.map((r, i) => {
    const said = corrections.findIndex((c) => c.word === r.term.text);
    if (said < 0) return r;
    const candidates = [r.term.text, ...r.readAs];
    const fits = candidates.filter((w) => makesAName(readings, i, w, ctx));
    if (fits.length === 0 || fits.length === candidates.length) return r;
    if (fits[0] === r.term.text) {
      if (!readings.some((o, j) => j !== i && o.term.text === r.term.text)) corrections.splice(said, 1);
      return { ...r, readAs: [r.term.text] };
    }
    corrections[said] = { word: r.term.text, readAs: fits };
    return { ...r, readAs: fits };
  });
}

/** Whether the `i`th word of a run, read as `word`, is part of a window of words readWindow reads as one clause. */
function makesAName(readings: readonly Reading[], i: number, word: string, ctx: ExpansionContext): boolean {
  const one = (j: number) => (j === i ? word : typedWord(readings, j));
  for (let k = 2; k <= VOCABULARY.longest; k++)
    for (let from = Math.max(0, i - k + 1); from <= i && from + k <= readings.length; from++) {
      const words = Array.from({ length: k }, (_, n) => one(from + n));
      if (words.every((w): w is string => w !== null) && readWindow(words, ctx, true)) return true;
    }
  return false;
}

/**
 * Clauses for a group's included (`run`: a run of words may read as one form, place or attribute) or excluded terms
 * (each on its own). Phrases break runs; a phrase is expanded only by the other names of the whole name it is.
 */
function expandRun(
  readings: Reading[],
  ctx: ExpansionContext,
  run: boolean,
  understood: Understood[],
  windows = new Map<string, WindowReading | null>(),
): Clause[] {
  const clauses: Clause[] = [];
  const widest = run ? windowsRead(readings, ctx) : null;
  for (let i = 0; i < readings.length;) {
    const r = readings[i]!;
    if (r.term.kind === 'phrase') {
      const tokens = exactTokens(r.term.text);
      // Quoted, words are words: never read as nothing, nor as a day rate.
      const readings = readingsOf(tokens, true, ctx);
      if (readings.attribute && UNMATCHED.has(readings.attribute.as)) readings.attribute = null;
      const clause = withReadings(phraseAlternatives(r.term, run), r.term.text, readings, understood);
      // A quoted title is that title: its neighbours too, as phrases (`"contrôleur financier"`).
      const neighbours = relatedOf(formKey(r.term.text), run);
      clauses.push(withNeighbours({ ...clause, typed: r.term.text }, neighbours, 'phrase'));
      i++;
      continue;
    }
    // (included only: `-front/back` excludes what it says, not every text that says back)
    const parts = run && r.readAs.length === 1 ? slashParts(r.readAs[0]!) : null;
    if (parts) {
      // A word written with slashes that names nothing whole (`UI/UX`, `paris/lyon`): as typed, or any of its parts,
      // each read as it would be alone.
      const each = [r.readAs[0]!, ...parts].map((w) => expandWords([w], ctx, false, understood));
      clauses.push({
        alternatives: each.flatMap((c) => c.alternatives),
        keys: mergeKeys(each.flatMap((c) => c.keys)),
        typed: r.term.text,
      });
      i++;
      continue;
    }
    if (r.readAs.length > 1) {
      // A correction with several closest words: the OR of each one's reading.
      const each = r.readAs.map((w) => expandWords([w], ctx, false, understood));
      clauses.push({
        alternatives: each.flatMap((c) => c.alternatives),
        keys: mergeKeys(each.flatMap((c) => c.keys)),
        typed: r.term.text,
        corrected: r.readAs,
      });
      i++;
      continue;
    }
    let taken = 1;
    let clause: Clause | null = null;
    let neighbours: ReturnType<Vocabulary['neighbours']> = null;
    let reading: WindowReading | null = null;
    const limit = widest ? widest(i) : 1;
    for (let k = Math.min(limit, readings.length - i); k >= 1 && !clause; k--) {
      const window = readings.slice(i, i + k);
      if (window.some((w) => w.term.kind !== 'word' || w.readAs.length !== 1)) continue;
      const words = window.map((w) => w.readAs[0]!);
      if (run && k === 1 && besideASector(readings, i)) {
        // `secteur` before a sector's name, `sector` after it (`secteur santé`, `healthcare sector`): the sector.
        understood.push({ words: words[0]!, as: 'ignored', values: [] });
        clause = { alternatives: [], keys: [] };
        break;
      }
      if (run && i === 0 && k === 1 && readings.length > 1 && isLeadingFiller(exactTokens(words[0]!))) {
        // A first word of intent (`recherche comptable`): read as nothing, said so.
        understood.push({ words: words[0]!, as: 'ignored', values: [] });
        clause = { alternatives: [], keys: [] };
        taken = 1;
        break;
      }
      const key = words.join('\n');
      let read = windows.get(key);
      if (read === undefined) windows.set(key, (read = readWindow(words, ctx, run)));
      if (!read) continue;
      ({ clause, neighbours } = read);
      reading = read;
      taken = k;
      understood.push(...read.said);
    }
    const window = readings.slice(i, i + taken);
    const typed = window.map((w) => w.term.text).join(' ');
    const read = window.map((w) => w.readAs[0] ?? w.term.text).join(' ');
    // words said again as typed: the same clause
    let made = read === typed ? reading?.asTyped : undefined;
    if (!made) {
      made = withNeighbours({ ...clause!, typed, ...(read !== typed && { corrected: [read] }) }, neighbours);
      if (reading && read === typed) reading.asTyped = made;
    }
    clauses.push(made);
    i += taken;
  }
  return clauses;
}

/** A window of words read as one clause (a name, an attribute, a place, or one word), what it said, its neighbours. */
interface WindowReading {
  clause: Clause;
  said: Understood[];
  neighbours: ReturnType<Vocabulary['neighbours']>;
  /** The clause of these words as typed, with their neighbours (what a run says again is the same clause). */
  asTyped?: Clause;
}

/**
 * How expandRun reads a window of words (each one reading, as typed): one clause; null for several words that mean
 * nothing more than each word does.
 */
function readWindow(words: string[], ctx: ExpansionContext, run: boolean): WindowReading | null {
  const said: Understood[] = [];
  const several = words.length > 1;
  let clause = expandWords(words, ctx, several, said);
  const spelt = several ? words.map((w) => SHORTHAND.get(formKey(w)) ?? w) : words;
  if (
    several &&
    clause.alternatives.length === 1 &&
    clause.keys.length === 0 &&
    spelt.some((w, n) => w !== words[n]) &&
    VOCABULARY.formKeys.has(formKey(spelt.join(' ')))
  ) {
    // A title with its job word in shorthand: the title's forms, and the words as typed. A title of the vocabulary's
    // own, not a taxonomy's (`dév big data` stays words, though ROME knows `développeur big data`).
    const titled = expandWords(spelt, ctx, true, said);
    if (titled.alternatives.length > 1)
      clause = { alternatives: [...clause.alternatives, ...titled.alternatives], keys: titled.keys };
  }
  if (several && clause.alternatives.length === 1 && clause.keys.length === 0) return null;
  const neighbours =
    relatedOf(formKey(words.join(' ')), run) ??
    relatedOf(formKey(spelt.join(' ')), run) ??
    (run && several && clause.keys.length === 0 && !VOCABULARY.combinedKeys.has(formKey(words.join(' ')))
      ? headTitle(words, clause)
      : null);
  return { clause, said, neighbours };
}

/**
 * The keys of the occupations' titles (OCCUPATIONS) a longer title may be a kind of: those of several words, and those
 * of one word that is neither a job word nor a generic title (`acheteur` of `acheteur industriel`, never `consultant`).
 */
const TITLE_KEYS = new Set(
  OCCUPATIONS.flatMap(occupationForms)
    .map(formKey)
    .filter((key) => key.includes(' ') || !PREFERRED.has(key)),
);

/**
 * A longer title's head, for a title that names no neighbours of its own (NEIGHBOURS) and is made of no two titles
 * (COMBINED_TITLES): the longest title of the occupations its first or last words are (`chargé de communication` of
 * `chargé de communication interne`, `chef de projet` of `chef de projet digital`, `acheteur` of `acheteur industriel`;
 * never a job word alone), whose forms are its neighbours (found after it, relaxed: a recruiter who asks for the
 * specialty takes the trade after, rather than nobody); null when none is.
 */
function headTitle(words: readonly string[], clause: Clause): ReturnType<Vocabulary['neighbours']> {
  for (let n = words.length - 1; n >= 1; n--)
    for (const part of [words.slice(0, n), words.slice(words.length - n)]) {
      const key = formKey(part.join(' '));
      if (!TITLE_KEYS.has(key)) continue;
      const forms = [{ text: formTokens(part.join(' ')).join(' '), key }, ...(VOCABULARY.equivalents(key) ?? [])];
      return {
        near: forms.flatMap((f) => VOCABULARY.spellings(f)),
        kinds: [],
        own: clause.alternatives.map((alt) => alt.map((t) => t.text).join(' ')),
      };
    }
  return null;
}

/**
 * How many words of a run from its `i`th may be read as one name, attribute or place (expandRun), as typed or with a
 * title's shorthand spelt out: no more tokens than the longest reading that may begin with their first tokens (one word
 * at least). A job ad's 800 words were each read as up to VOCABULARY.longest windows, nearly all of them in vain (80 ms
 * a brief).
 */
function windowsRead(readings: readonly Reading[], ctx: ExpansionContext): (i: number) => number {
  const reach = (words: readonly string[]) => {
    const tokens: string[] = [];
    const starts: number[] = [];
    for (const w of words) {
      starts.push(tokens.length);
      tokens.push(...exactTokens(w));
    }
    starts.push(tokens.length);
    const most = starts.map((from) => {
      const first = tokens[from];
      return first === undefined
        ? 0
        : Math.max(
            1,
            VOCABULARY.longestFrom(tokens, from),
            attributeLengthFrom(tokens, from),
            placeLengthFrom(tokens, from, ctx.places),
          );
    });
    // the most words from each: the windows a reading may have are those of fewer words (their tokens grow with them)
    return words.map((_, i) => {
      let k = 1;
      while (k < VOCABULARY.longest && i + k < words.length && starts[i + k + 1]! - starts[i]! <= most[i]!) k++;
      return k;
    });
  };
  const words = readings.map((r) => r.readAs[0] ?? r.term.text);
  const spelt = words.map((w) => SHORTHAND.get(formKey(w)) ?? w);
  const asTyped = reach(words);
  const asSpelt = spelt.some((w, n) => w !== words[n]) ? reach(spelt) : asTyped;
  return (i) => Math.max(asTyped[i]!, asSpelt[i]!);
}

/** The forms of the sectors, by key, and the words that name a sector beside it (`secteur santé`, `IT sector`). */
const SECTOR_KEYS = new Set(SECTORS.flat().map(formKey));
const LONGEST_SECTOR = Math.max(...SECTORS.flat().map((f) => formTokens(f).length));
const SECTOR_BEFORE = formKey('secteur');
const SECTOR_AFTER = formKey('sector');

/** The word at `j` of a run as typed, of one reading; null for a phrase or a word read several ways. */
function typedWord(readings: readonly Reading[], j: number): string | null {
  const r = readings[j];
  return r && r.term.kind === 'word' && r.readAs.length === 1 ? r.readAs[0]! : null;
}

/**
 * Whether the word at `i` of a run is `secteur` before a sector's name or `sector` after one, which says nothing the
 * sector does not (words as typed, of one reading each).
 */
function besideASector(readings: readonly Reading[], i: number): boolean {
  const word = typedWord(readings, i);
  const key = word === null ? null : formKey(word);
  // (every word of a text is asked: only these two look further)
  if (key !== SECTOR_BEFORE && key !== SECTOR_AFTER) return false;
  const sectorAt = (from: number, to: number) => {
    const words = [];
    for (let j = from; j < to; j++) {
      const w = typedWord(readings, j);
      if (w === null) return false;
      words.push(w);
    }
    return words.length > 0 && SECTOR_KEYS.has(formKey(words.join(' ')));
  };
  for (let n = 1; n <= LONGEST_SECTOR; n++) {
    if (key === SECTOR_BEFORE && sectorAt(i + 1, i + 1 + n)) return true;
    if (key === SECTOR_AFTER && i - n >= 0 && sectorAt(i - n, i)) return true;
  }
  return false;
}

/**
 * What a title's clause takes beside its own names: included, its kinds and its neighbours; excluded, its kinds only
 * (`-fico` puts out the SAP Finance consultants, who are FICO consultants; `-rssi` does not put out the security
 * consultants a CISO search would take after).
 */
function relatedOf(key: string, included: boolean): ReturnType<Vocabulary['neighbours']> {
  const related = VOCABULARY.neighbours(key);
  if (included || !related || related.kinds.length === 0) return included ? related : null;
  return { near: [], kinds: related.kinds, own: related.own };
}

/** What ranks after a title's clause (its neighbours' headlines, not its own), by the clause. */
const AFTER_OF = new WeakMap<Clause, NonNullable<ExpandedQuery['after']>[number]>();

/**
 * A title's clause with its kinds (KINDS) and neighbours (NEIGHBOURS): they match too (one way), and whoever a
 * neighbour's form names in the headline, and none of the title's own, is ranked after the title's own holders
 * (AFTER_OF: the query's `after`, while the clause selects), but for a neighbour's form that the title's own forms hold
 * (`chef de projet` in `chef de projet informatique`).
 */
function withNeighbours(
  clause: Clause,
  neighbours: ReturnType<Vocabulary['neighbours']>,
  kind: SearchTerm['kind'] = 'word',
): Clause {
  if (!neighbours) return clause;
  // (by their keys: a feminine `consultante sap` is held by `consultant sap fico` as much as its masculine)
  const own = neighbours.own.map((text) => ` ${formKey(text)} `);
  const after = neighbours.near.filter((f) => !own.some((o) => o.includes(` ${f.key} `)));
  const added = [...neighbours.kinds, ...neighbours.near].filter(
    (f, i, all) => all.findIndex((g) => g.key === f.key) === i, // a feminine reads as its masculine
  );
  const kinds = added.filter((f) => neighbours.kinds.some((k) => k.key === f.key)).length;
  const widened: Clause = {
    ...clause,
    ...(kinds < added.length && { neighboursFrom: clause.alternatives.length + kinds }),
    alternatives: [...clause.alternatives, ...added.map((f): Alternative => [{ kind, text: f.text }])],
  };
  if (after.length > 0)
    AFTER_OF.set(widened, {
      near: after.map((f): SearchTerm => ({ kind: 'phrase', text: f.text })),
      own: neighbours.own.map((text): SearchTerm => ({ kind: 'phrase', text })),
      kinds: neighbours.kinds.map((f): SearchTerm => ({ kind: 'phrase', text: f.text })),
    });
  return widened;
}

/**
 * The parts of a word written with slashes (`UI/UX`, `front/back`) that is no name of the vocabulary (`SD/MM` is one),
 * each of two letters or more, or null.
 */
function slashParts(word: string): string[] | null {
  // a name (`sd/mm`) or an attribute (`3j/semaine`) written with slashes is read whole
  if (!word.includes('/') || VOCABULARY.formKeys.has(formKey(word)) || readAttribute(exactTokens(word))) return null;
  const parts = word.split('/').filter((p) => p.trim() !== '');
  return parts.length >= 2 && parts.every((p) => exactTokens(p).every((t) => t.length >= 2)) ? parts : null;
}

/**
 * A quoted phrase keeps its words together, in order. When it is a whole name the vocabulary knows (`"chef de
 * projet"`, `"business analyst"`, `"contrôleur financier"`), its other names match too, each as a phrase: the
 * quotes ask for the words side by side, not for one language or spelling of the name. So does a phrase that begins
 * one name's forms and is no name itself (`"site reliability"`: those of `site reliability engineer`), as recruiters
 * quote a name's first words. A quoted title also finds its neighbours (expandRun). A quoted single word is matched
 * as typed only.
 */
function phraseAlternatives(phrase: SearchTerm, included: boolean): Alternative[] {
  const tokens = formTokens(phrase.text);
  const stems = new Set(tokens.map((t) => keyOf([t])));
  const joined = tokens.join('');
  // Names of several words, and the phrase's words written as one (`frontend` for `"front end"`). Left out: a shorter
  // name made of the phrase's own words (`spring` for `"spring boot"`), which would loosen it, and, excluded, one-word
  // names (`ia` for `"intelligence artificielle"`, `ceo`), which a quoted exclusion would take far beyond the phrase
  // (included, they find the name written so: `"site reliability engineer"` finds `SRE`).
  const key = keyOf(tokens);
  // A name's first words only when included (`-"credit risk"` excludes what it says, not every credit analyst) and all
  // words of the trade, no particle ending them (`"responsable du"`, `"expert en"` begin names, and mean nothing).
  const begins = included && tokens.every((t) => t.length >= 3);
  // Each name as every text of its key: a phrase is matched as written (`ux designer`, not only `ux design`).
  const text = tokens.join(' ');
  const named =
    tokens.length >= 2
      ? [{ text, key }, ...(VOCABULARY.equivalents(key) ?? (begins ? VOCABULARY.begun(key) : null) ?? [])].flatMap(
          (f) => VOCABULARY.spellings(f),
        )
      : [];
  // A name of several words of the phrase's own is left out when shorter (it would loosen it), not when another spelling
  // of it (`cheffe de projet` for `"chef de projet"`, `tests d intrusion` for `"test d'intrusion"`, another order).
  const equivalents = named.filter((f) =>
    f.text.includes(' ')
      ? f.text !== text &&
        !(f.key.split(' ').length < tokens.length && f.key.split(' ').every((k) => stems.has(keyOf([k]))))
      : f.text === joined || (included && !stems.has(f.key)),
  );
  return [
    [phrase],
    ...equivalents.map((f): Alternative => [{ kind: f.text.includes(' ') ? 'phrase' : 'word', text: f.text }]),
  ];
}

/** What words may be read as that matches no text and no key: a day rate, or nothing. */
const UNMATCHED: ReadonlySet<Understood['as']> = new Set<AttributeKind>(['maxRate', 'ignored']);

/** The places or the attribute a run of words (its tokens) names. */
interface WordReadings {
  places: PlaceReading[];
  attribute: AttributeReading | null;
}

function readingsOf(tokens: string[], explicit: boolean, ctx: ExpansionContext): WordReadings {
  const attribute = readAttribute(tokens, ctx.now);
  return { attribute, places: attribute ? [] : readPlaces(tokens, explicit, ctx.places) };
}

/** A clause of `alternatives` that also matches what `readings` name, said in `understood` (when given). */
function withReadings(
  alternatives: Alternative[],
  words: string,
  readings: WordReadings,
  understood: Understood[],
): Clause {
  const { attribute, places } = readings;
  if (attribute && UNMATCHED.has(attribute.as)) {
    understood.push({ words, as: attribute.as, values: attribute.values });
    return { alternatives: [], keys: [] };
  }
  if (attribute) {
    understood.push({
      words,
      as: attribute.as,
      values: attribute.values,
      ...(attribute.minLevel && { minLevel: attribute.minLevel }),
    });
    return { alternatives, keys: attribute.keys, textWeight: WEIGHTS.mentioned, words, attribute: true };
  }
  if (places.length > 0) {
    understood.push({ words, as: 'place', values: places.map((p) => p.name) });
    return {
      alternatives,
      keys: mergeKeys(places.flatMap((p) => placeQueryKeys(p.node, p.zip))),
      textWeight: WEIGHTS.mentioned,
      words,
    };
  }
  return { alternatives, keys: [] };
}

/** The best weight of each key. */
function mergeKeys(keys: KeyMatch[]): KeyMatch[] {
  const best = new Map<string, KeyMatch>();
  for (const k of keys) if (k.weight > (best.get(k.key)?.weight ?? -Infinity)) best.set(k.key, k);
  return [...best.values()];
}

/**
 * One clause for a run of words (usually one): the words as typed, their equivalents, and the places or attribute
 * they name, said in `understood`. An equivalent that holds every word typed is left out: the words as typed (each
 * anywhere) already find it (`sap consultant` for `consultant sap`, `comptable général` for `comptable`).
 */
function expandWords(words: string[], ctx: ExpansionContext, isRun: boolean, understood: Understood[]): Clause {
  const typed: Alternative = words.map((text) => ({ kind: 'word', text }));
  const tokens = words.flatMap(exactTokens);
  if (tokens.length === 0) return { alternatives: [typed], keys: [] };
  const equivalents = VOCABULARY.equivalents(keyOf(tokens));
  const stems = tokens.length === words.length ? tokens.map((t) => keyOf([t])) : null; // each word one token
  const foundAsTyped = (f: Form) => stems !== null && stems.every((s) => f.key.split(' ').includes(s));
  const others = (equivalents ?? []).filter((f) => !foundAsTyped(f));
  const alternatives: Alternative[] = [
    typed,
    // a name typed whole, read with other names, also as its phrase: it selects no one more, and scores its holders as
    // an equivalent's are (the embedded engine sums a clause's alternatives: `responsable qualité` and the words of
    // `responsable assurance qualité` ranked above the title as typed)
    ...(others.length > 0 && words.length > 1 ? [[{ kind: 'word', text: words.join(' ') }] as Alternative] : []),
    ...others.map((f): Alternative => [{ kind: 'word', text: f.text }]),
  ];
  const clause = withReadings(
    alternatives,
    words.join(' '),
    readingsOf(tokens, isRun || tokens.length > 1, ctx),
    understood,
  );
  if (!equivalents || words.length < 2) return clause;
  // A title's (its words apart are another trade's: `payroll` and `manager` of an HR manager), not a skill's, whose
  // names CVs write in more ways than the vocabulary holds (`ISO/IEC 27001` for `ISO 27001`).
  const names = [
    ...VOCABULARY.spellings({ text: words.join(' '), key: keyOf(tokens) }).map((f) => f.text),
    ...equivalents.map((f) => f.text),
  ];
  return names.some((n) => TITLE_KEYS.has(formKey(n))) ? { ...clause, names } : clause;
}
