import { LRUCache } from 'lru-cache';
import { DomainError, unavailable, validationError } from '../domain/errors';
import type { Stage1Ids } from '../domain/partners/stage1-id';
import { redactionOf, stage1Body, withIdentity, type Stage1Body, type Stage1Result } from '../domain/search/anonymise';
import { exactTokens } from '../domain/search/text-analysis';
import { parseKeywords } from '../domain/search/keyword-grammar';
import type { LevelName } from '../domain/search/attributes';
import { attributeKeys } from '../domain/search/attributes';
import { analyseBody, highlighter, type AnalysedBody, type Highlights } from '../domain/search/highlights';
import { FACET_DEFINITIONS, facetValues, type FacetName, type FacetValue } from '../domain/search/facets';
import { filterBoosts, keyFilters } from '../domain/search/filters';
import { placeKeys, type PlaceDirectory } from '../domain/search/places';
import { epochDay } from '../domain/search/search-document';
import { MayMatchIndex, prepareKeywords, type DocumentTerms, type PreparedKeywords } from '../domain/search/may-match';
import {
  expandKeywords,
  formKey,
  literalKeywords,
  eachWordAlone,
  includedWords,
  shorterReadings,
  withoutWords,
  withOneMissing,
  ONE_MISSING_UNDER,
  literalQuery,
  VOCABULARY,
  type Correction,
  type ExpandedQuery,
  type Understood,
} from '../domain/search/query-expansion';
import { regionBySlug, seniorityOfSlug, skillBySlug } from '../domain/search/referential';
import { amended, WordList, type Dictionary } from '../domain/search/spelling';
import type { ProfileStore } from '../ports/profile-store';
import type { MatchAsk, SearchEngine, SearchQuery } from '../ports/search-engine';
import type { SearchCriteria } from '../domain/search/saved-searches';
import { systemClock, type Clock } from './clock';
import type { PageInfo } from './sync.service';
import type { Owner } from '../domain/keys/owner';
import { readBrief, type BriefReading, type BriefUnderstood } from '../domain/search/brief';

export interface SearchInput extends SearchCriteria {
  facets?: FacetName[];
  /** Each result says why it matched (`highlights`: highlights.ts). */
  highlight?: boolean;
  page: number;
  limit: number;
}

const versionKey = (v: { internalId: string; contentHash: string; modifiedAt: number }) =>
  `${v.internalId}\u0000${v.contentHash}\u0000${v.modifiedAt}`;

/** The k-element subsets of 0..n-1, in order (suggestions' words to leave out). */
function subsets(n: number, k: number): number[][] {
  if (k === 0) return [[]];
  const out: number[][] = [];
  for (let first = 0; first <= n - k; first++)
    for (const rest of subsets(n - first - 1, k - 1)) out.push([first, ...rest.map((i) => i + first + 1)]);
  return out;
}

/** At most this many words (or runs of words) are left out of keywords that match nobody: each costs a search. */
const MAX_DROPPED = 3;

/** How many ids one query of matchingAmong is asked about at most (MatchAsk.ids). */
const IDS_PER_QUERY = 1000;
/**
 * The `Retry-After` of a search on a deployment without a search engine (docs/api.md): a configuration change's time.
 */
export const NO_ENGINE_RETRY_AFTER_SECONDS = 60;
/** For OR queries the spec caps `total` at 1000 per group. */
export const OR_TOTAL_CAP_PER_GROUP = 1000;
/** How long the pool's words (typo tolerance's dictionary) are used before they are read again, in the background. */
export const POOL_WORDS_TTL_MS = 60_000;

export interface SearchInfo extends PageInfo {
  /** The words read as others (typo tolerance); present only when there is one. */
  corrections?: Correction[];
  /** The words read as a place or an attribute, and what they name; present only when there is one. */
  understood?: Understood[];
  /** With `facets`: each facet asked, its values and how many matches have each (facets.ts). */
  facets?: Partial<Record<FacetName, FacetValue[]>>;
  /** With `facets`: how many matches they counted over, every one, where `total` of an OR query is capped. */
  facetsMatches?: number;
  /** With `brief`: what the brief was read as, and how each part was used (brief.ts). */
  brief?: { understood: BriefUnderstood[]; unread: string[]; corrections?: Correction[]; widenedBy?: string[] };
  /** With `relax`: the words left out, right to left, because no profile matched them all; present only when some were. */
  dropped?: string[];
  /**
   * A strict search that found nobody: shorter readings of the keywords that would find somebody, and how many (counts
   * only, never a profile), the most words kept first.
   */
  suggestions?: Suggestion[];
}

/** Keywords less some of the words typed, that would find `total` profiles (SearchInfo.suggestions). */
export interface Suggestion {
  keywords: string;
  /** The words left out, as typed. */
  dropped: string[];
  total: number;
}

/** At most this many suggestions, found with at most SUGGESTION_SEARCHES counts. */
const MAX_SUGGESTIONS = 3;
const SUGGESTION_SEARCHES = 15;

/**
 * The words of the pool, read from the engine and kept for POOL_WORDS_TTL_MS (then read again in the background,
 * the old list serving meanwhile), with the vocabulary's own words. A word the list does not know is checked against
 * the engine before it is corrected (see SearchService.read), so a word added since the list was read is never
 * corrected.
 */
class PoolWords {
  /** `read`: the engine's words the list was made of (a list read again with the same words is kept, the same object). */
  private list: { words: WordList; read: string[]; readAt: number } | null = null;
  private reading: Promise<WordList> | null = null;

  constructor(
    private readonly engine: SearchEngine,
    private readonly clock: Clock,
  ) {}

  async get(): Promise<Dictionary | undefined> {
    try {
      if (!this.list) return await this.read();
      if (this.clock() - this.list.readAt > POOL_WORDS_TTL_MS) void this.read().catch(() => undefined);
      return this.list.words;
    } catch {
      return undefined; // the engine cannot list its words now: no typo tolerance for this search
    }
  }

  /** The list is out of date (a word the engine knows is missing from it): read it again at the next search. */
  stale(): void {
    if (this.list) this.list.readAt = -Infinity;
  }

  private read(): Promise<WordList> {
    this.reading ??= this.engine
      .vocabulary()
      .then((read) => {
        const same =
          this.list && this.list.read.length === read.length && this.list.read.every((w, i) => w === read[i]);
        const list = same ? this.list!.words : new WordList([...read, ...VOCABULARY.tokens]);
        this.list = { words: list, read, readAt: this.clock() };
        return list;
      })
      .finally(() => (this.reading = null));
    return this.reading;
  }
}

/**
 * What reading keywords depends on besides them: the pool's words (typo tolerance) and the day (`dispo`, `dispo mars`
 * name months from today). A new object whenever one of them changes: a reading, and a compiled query, is kept while
 * the basis it was made on is the current one.
 */
interface ReadingBasis {
  readonly words: Dictionary | undefined;
  readonly day: number;
}

const DAY_MS = 86_400_000;

/** Keywords as the engines will read them, and what the response says of how they were read. */
interface Reading {
  keywords: ExpandedQuery;
  corrections: Correction[];
  understood: Understood[];
}

/** A profile version as partners see it, and the keys that say where it lives and works and what it has. */
interface Anonymised {
  body: Stage1Body;
  keys: ReadonlySet<string>;
  /** Its texts analysed for highlights, the first time they are asked for. */
  analysed?: AnalysedBody;
  /** Its JSON between the result's id and rank (search's JSON answer), the first time it is asked for. */
  json?: string;
}

/** A page of results as the engine ranked them: each hit's anonymised body, its Stage 1 id and rank, its highlights. */
interface ResultPage {
  hits: { anonymised: Anonymised; id: string; rank: number; highlights?: Highlights }[];
  infos: SearchInfo;
}

export type SearchResult = Stage1Result & { highlights?: Highlights };

type CompiledQuery = Omit<SearchQuery, 'offset' | 'limit'> | DomainError;

/** Criteria read and compiled once (SearchService.compileMany), to be asked about many pages of profiles. */
export interface CompiledCriteria {
  /** Each criteria's engine query, or the validation error that refused it. */
  readonly queries: readonly CompiledQuery[];
  readonly prefilter: MayMatchIndex;
  /** What they were compiled on, each criteria (as JSON), and those a later compileMany on the same basis may reuse. */
  readonly basis: ReadingBasis | null;
  readonly criteria: readonly string[];
  readonly reusable: ReadonlyMap<string, CompiledQuery>;
}

/** A brief's corrections, when it has some (infos.brief.corrections). */
const corrected = (read: BriefReading) => (read.corrections ? { corrections: read.corrections } : {});

/** Stage 1: the keyword grammar and the filters, over the search engine; anonymised results, per-partner ids. */
export class SearchService {
  /**
   * Anonymised bodies by profile version (id, content hash, modification time): anonymising is a pure function of the
   * stored profile, so a profile found again is not redacted again; a changed profile is a new version.
   */
  private readonly bodies = new LRUCache<string, Anonymised>({ max: 5_000 });
  /**
   * Keywords read without a correction, by what was typed (a recruiter pages through one query, partners' screens
   * repeat theirs), while their basis (the pool's words, the day) is the current one. A correction is checked against
   * the engine at every search, so readings with one are never kept.
   */
  private readonly readings = new LRUCache<string, { basis: ReadingBasis; reading: Reading }>({ max: 2_000 });
  /** Briefs as read, by their text and the day (a month a brief names is the next one from it). */
  private readonly briefs = new LRUCache<string, BriefReading>({ max: 500 });
  private basis: ReadingBasis | null = null;
  /**
   * The pre-filter's reading of expanded keywords (a kept reading's keywords are one object: saved searches repeat
   * theirs).
   */
  private readonly prepared = new WeakMap<ExpandedQuery, PreparedKeywords>();

  constructor(
    private readonly engine: SearchEngine | null,
    private readonly profiles: ProfileStore,
    private readonly stage1: Stage1Ids,
    /** Told how long each engine query took (the search latency metric). */
    private readonly timed: (engine: string, seconds: number) => void = () => {},
    /** The mobility dataset's places, for words that name one. */
    private readonly places?: PlaceDirectory,
    private readonly clock: Clock = systemClock,
    /** SEARCH_VOCABULARY: off reads keywords word for word (the grammar alone). */
    private readonly vocabulary = true,
  ) {
    this.poolWords = engine ? new PoolWords(engine, clock) : null;
  }

  private readonly poolWords: PoolWords | null;

  /** The current basis of readings (the same object while the pool's words and the day are the same). */
  private async readingBasis(): Promise<ReadingBasis> {
    const words = await this.poolWords!.get();
    const day = Math.floor(this.clock() / DAY_MS);
    const kept = this.basis;
    const basis = kept && kept.words === words && kept.day === day ? kept : { words, day };
    this.basis = basis;
    return basis;
  }

  /** Reads the taxonomies' titles and the pool's words ahead of the first search (the server calls it once it listens). */
  async warmUp(): Promise<void> {
    if (!this.vocabulary) return;
    VOCABULARY.readTaxonomy();
    await this.poolWords?.get();
  }

  async search(owner: Owner, input: SearchInput): Promise<{ freelances: SearchResult[]; infos: SearchInfo }> {
    const page = await this.page(owner, input);
    return {
      freelances: page.hits.map((h): SearchResult => {
        const result = withIdentity(h.anonymised.body, h.id, h.rank);
        return h.highlights ? { ...result, highlights: h.highlights } : result;
      }),
      infos: page.infos,
    };
  }

  /**
   * The same answer as search's, as the JSON text JSON.stringify makes of it (the same bytes: a test holds them), with
   * each profile version's body serialised once and kept: POST /partners/search writes it as it is.
   */
  async searchJson(owner: Owner, input: SearchInput): Promise<string> {
    const page = await this.page(owner, input);
    const results = page.hits.map(({ anonymised, id, rank, highlights }) => {
      if (anonymised.json === undefined) {
        const { updatedAt: _, ...rest } = anonymised.body;
        anonymised.json = JSON.stringify(rest).slice(1, -1);
      }
      const tail = JSON.stringify({ matchRank: rank, updatedAt: anonymised.body.updatedAt, highlights }).slice(1);
      return `{"id":${JSON.stringify(id)},${anonymised.json === '' ? '' : `${anonymised.json},`}${tail}`;
    });
    return `{"freelances":[${results.join(',')}],"infos":${JSON.stringify(page.infos)}}`;
  }

  private async page(owner: Owner, input: SearchInput): Promise<ResultPage> {
    const read = await this.engineQuery(input);
    const { parsed, corrections, understood, brief } = read;
    let { keywords, query } = read;
    const offset = (input.page - 1) * input.limit;
    const run = async () => {
      const started = process.hrtime.bigint();
      const found = await this.engine!.search({
        ...query,
        ...(input.facets && input.facets.length > 0 && { facets: input.facets }),
        offset,
        limit: input.limit,
      });
      this.timed(this.engine!.name, Number(process.hrtime.bigint() - started) / 1e9);
      return found;
    };
    let hits = await run();
    const relax = input.relax === true && this.vocabulary;
    // Relaxed, and nobody has every word: first the words nobody has at all are left out (wherever they are: leaving
    // them out loses nobody), then one clause at a time (a word that only ranks beside a specialty first, when leaving
    // it out finds somebody, else the last: shorterReadings), while that finds somebody.
    const dropped: string[] = [];
    const typed = includedWords(keywords);
    if (hits.total === 0 && relax) {
      // Asked together: the engine answers them side by side rather than one after another.
      const alone = await Promise.all(
        eachWordAlone(keywords).map((words) => this.engine!.search({ ...query, keywords: words, offset: 0, limit: 0 })),
      );
      const nobody = new Set(alone.flatMap((found, i) => (found.total === 0 ? [i] : [])));
      const fewer = nobody.size <= MAX_DROPPED ? withoutWords(keywords, nobody) : null;
      if (fewer) {
        dropped.push(...fewer.dropped);
        [keywords, query] = [fewer.query, { ...query, keywords: fewer.query }];
        hits = await run();
      }
    }
    for (let options = relax ? shorterReadings(keywords) : []; hits.total === 0 && dropped.length < MAX_DROPPED;) {
      // each reading in turn, from the same keywords; the last one (the last words left out) kept when none finds any
      const base = query;
      for (const fewer of options) {
        [keywords, query] = [fewer.query, { ...base, keywords: fewer.query }];
        hits = await run();
        if (hits.total > 0 || fewer === options.at(-1)) {
          dropped.push(...fewer.dropped);
          break;
        }
      }
      if (options.length === 0) break;
      options = shorterReadings(keywords);
    }
    // Relaxed, and few have every word of three to five (or every word left after those left out): who lacks one of
    // them, or lives around the place named, comes after (withOneMissing).
    const few = hits.total > 0 && hits.total < ONE_MISSING_UNDER;
    const lacking = relax && few ? withOneMissing(keywords) : keywords;
    if (lacking !== keywords) {
      [keywords, query] = [lacking, { ...query, keywords: lacking }];
      hits = await run();
    }
    // A brief that few profiles are (its title): who has one of the skills it names comes after them (brief.ts).
    const widened = hits.total < ONE_MISSING_UNDER ? read.widened : undefined;
    if (widened) {
      [keywords, query] = [widened.query, { ...query, keywords: widened.query }];
      hits = await run();
    }
    dropped.sort((a, b) => typed.indexOf(a) - typed.indexOf(b));
    const total =
      parsed.groups.length > 1 ? Math.min(hits.total, OR_TOTAL_CAP_PER_GROUP * keywords.groups.length) : hits.total;
    const bodies = await this.bodiesOf(hits.ids);
    const highlight = input.highlight ? highlighter(keywords) : null;
    const found = hits.ids
      .filter((id) => bodies.has(id))
      .map((id, i) => {
        const anonymised = bodies.get(id)!;
        const hit = { anonymised, id: this.stage1.issue(id, owner), rank: offset + i + 1 };
        if (!highlight) return hit;
        anonymised.analysed ??= analyseBody(anonymised.body);
        return { ...hit, highlights: highlight(anonymised.analysed, anonymised.keys) };
      });
    const infos: SearchInfo = {
      total,
      page: input.page,
      limit: input.limit,
      totalPages: Math.ceil(total / input.limit),
    };
    if (corrections.length > 0) infos.corrections = corrections;
    const relaxed = hits.total > 0 && dropped.length > 0;
    // What was read of the words left out did not count: it is not said either.
    const counted = relaxed ? understood.filter((u) => !dropped.includes(u.words)) : understood;
    if (counted.length > 0) infos.understood = counted;
    if (relaxed) infos.dropped = dropped;
    if (brief) infos.brief = widened ? { ...brief, widenedBy: widened.by } : brief;
    if (hits.total === 0 && !relax && this.vocabulary) {
      const suggestions = await this.suggest(parsed, keywords, query);
      if (suggestions.length > 0) infos.suggestions = suggestions;
    }
    if (hits.facets) {
      infos.facets = Object.fromEntries(
        (input.facets ?? []).map((name) => {
          const counted = hits.facets![name]!;
          return [name, facetValues(FACET_DEFINITIONS[name], counted.keys, counted.total)];
        }),
      );
      infos.facetsMatches = hits.total;
    }
    return { hits: found, infos };
  }

  /**
   * Shorter readings of keywords that found nobody: the keywords less one of their words (or runs of words read as
   * one), then less two, counted by the engine with the request's filters, those that find somebody kept, the most
   * words kept first, then the most found. Only the caller's own words are left in a suggestion, so it names nothing
   * the caller did not type; a count says how many profiles hold words the search can match, never which.
   */
  private async suggest(
    parsed: ReturnType<typeof parseKeywords>,
    keywords: ExpandedQuery,
    query: Omit<SearchQuery, 'offset' | 'limit'>,
  ): Promise<Suggestion[]> {
    const words = includedWords(keywords);
    if (words.length < 2 || parsed.groups.length !== 1) return [];
    const excluded = parsed.groups[0]!.exclude.map((t) => `-${t.kind === 'phrase' ? `"${t.text}"` : t.text}`);
    const found: (Suggestion & { left: number[] })[] = [];
    for (const size of [1, 2]) {
      const sets = subsets(words.length, size).slice(0, SUGGESTION_SEARCHES);
      const tried = await Promise.all(
        sets.map(async (left) => {
          const fewer = withoutWords(keywords, new Set(left));
          if (!fewer) return null;
          const { total } = await this.engine!.search({ ...query, keywords: fewer.query, offset: 0, limit: 0 });
          const kept = words.filter((_, i) => !left.includes(i)).map((w) => (/\s/.test(w) ? `"${w}"` : w));
          return total > 0 ? { keywords: [...kept, ...excluded].join(' '), dropped: fewer.dropped, total, left } : null;
        }),
      );
      // the most found first; between equals, the one that keeps the first words typed (leaves out later ones)
      const later = (a: number[], b: number[]) => b.join(',').localeCompare(a.join(','), 'en', { numeric: true });
      found.push(
        ...tried
          .filter((t): t is Suggestion & { left: number[] } => t !== null)
          .sort((a, b) => b.total - a.total || later(a.left, b.left)),
      );
      if (found.length > 0 || words.length < 3) break;
    }
    return found.slice(0, MAX_SUGGESTIONS).map(({ left: _left, ...suggestion }) => suggestion);
  }

  /**
   * The criteria as the engine is asked them (without paging or facets): the keywords parsed once, read (typo
   * tolerance) and expanded, the filters checked against the referential (400 naming the field) and made key filters.
   */
  private async engineQuery(input: SearchCriteria): Promise<
    Reading & {
      parsed: ReturnType<typeof parseKeywords>;
      query: Omit<SearchQuery, 'offset' | 'limit'>;
      brief?: SearchInfo['brief'];
      widened?: BriefReading['widened'];
    }
  > {
    const parsed = parseKeywords(input.keywords ?? '');
    const known = <T>(field: string, values: string[] | undefined, table: Map<string, T>, what: string): T[] =>
      (values ?? []).map((slug, i) => {
        const entry = table.get(slug);
        if (entry === undefined)
          throw validationError(`${field}.${i}: unknown ${what} "${slug}" (not in the referential)`);
        return entry;
      });
    const skills = known('skills', input.skills, skillBySlug, 'skill');
    const regions = known('workAreas', input.workAreas, regionBySlug, 'region');
    known('seniority', input.seniority, seniorityOfSlug, 'seniority');
    if (!this.engine)
      throw unavailable(
        'Search is not available: no search engine is configured for this backend',
        NO_ENGINE_RETRY_AFTER_SECONDS,
      );
    const read = await this.read(input.keywords ?? '', parsed, skills.length > 0, input.relax !== true);
    const pool = input.brief && this.vocabulary ? (await this.readingBasis()).words : undefined;
    const { reading, brief, widened } = input.brief
      ? this.withBrief(read, parsed, input.brief, pool)
      : { reading: read, brief: undefined, widened: undefined };
    // A rate the keywords name (`tjm 450 max`) bounds the answer as the filter does; the filter wins.
    const maxRate = input.maxRate ?? reading.keywords.maxRate;
    const query: Omit<SearchQuery, 'offset' | 'limit'> = {
      keywords: reading.keywords,
      filters: keyFilters({
        ...input,
        skills,
        workAreas: regions,
        languages: input.languages?.map((l) => {
          const [code, minLevel] = l.split(':') as [string, LevelName | undefined];
          return { code, minLevel };
        }),
      }),
      ...(maxRate !== undefined && { maxRate: { max: maxRate, unknown: input.rateUnknown ?? 'include' } }),
      ...(input.availableBefore !== undefined && { availableBefore: epochDay(input.availableBefore)! }),
      boosts: this.vocabulary ? [...filterBoosts(skills, regions), ...(reading.keywords.prefer ?? [])] : [],
    };
    return { ...reading, parsed, query, ...(brief && { brief }), ...(widened && { widened }) };
  }

  /**
   * The keywords' reading with a brief's (brief.ts): alone, the brief's search; beside keywords, the keywords select
   * and everything the brief names ranks (what it would select too), its exclusions left out.
   */
  private withBrief(
    reading: Reading,
    parsed: ReturnType<typeof parseKeywords>,
    text: string,
    pool: Dictionary | undefined,
  ): { reading: Reading; brief: NonNullable<SearchInfo['brief']>; widened?: BriefReading['widened'] } {
    const day = Math.floor(this.clock() / DAY_MS);
    const cacheKey = `${day}|${text}`;
    let read = this.briefs.get(cacheKey);
    if (!read)
      this.briefs.set(cacheKey, (read = readBrief(text, { places: this.places, now: this.clock(), words: pool })));
    if (!this.vocabulary) return { reading, brief: { understood: [], unread: [] } };
    if (parsed.groups.length === 0)
      return {
        reading: { ...reading, keywords: read.query },
        brief: { understood: read.understood, unread: read.unread, ...corrected(read) },
        ...(read.widened && { widened: read.widened }),
      };
    const ranked = [...read.query.groups.flatMap((g) => g.include), ...(read.query.prefer ?? [])];
    const maxRate = reading.keywords.maxRate ?? read.query.maxRate;
    const rateAbove = read.query.rateAbove;
    return {
      reading: {
        ...reading,
        keywords: {
          ...reading.keywords,
          prefer: [...(reading.keywords.prefer ?? []), ...ranked],
          ...(maxRate !== undefined && { maxRate }),
          ...(rateAbove !== undefined && { rateAbove }),
        },
      },
      brief: {
        understood: read.understood
          .filter((u) => u.use !== 'excludes')
          .map((u) => (u.use === 'selects' ? { ...u, use: 'ranks' as const } : u)),
        unread: read.unread,
        ...corrected(read),
      },
    };
  }

  /** Checks the criteria as a search does (400 naming the field, 503 without an engine), searching nothing. */
  async check(criteria: SearchCriteria): Promise<void> {
    await this.engineQuery(criteria);
  }

  /**
   * Of the profiles given (internal ids), those the criteria match: the very query `search` asks the engine (the same
   * grammar, reading, expansion and filters), restricted to these ids. Saved searches decide their matches so
   * (services/saved-search.service.ts); no second evaluation of a query exists.
   */
  async matchingAmong(criteria: SearchCriteria, internalIds: string[]): Promise<string[]> {
    const [found] = await this.matchingAmongMany([criteria], internalIds);
    if (found instanceof DomainError) throw found;
    return found!;
  }

  /**
   * matchingAmong for many criteria over the same profiles, in as few engine requests as it takes (SearchEngine's
   * matchAmong: on a cluster many queries to a search, as named queries). Each criteria's answer is its matching ids,
   * or the validation error that refused it (a saved query the vocabulary no longer accepts, or one the engine refuses
   * on its own, must not hold the others back); any other failure is thrown.
   * With `documents` (each profile's search document as the index holds it, domain/search/may-match.ts), a profile
   * that a query cannot match (its key filters or ranges fail, or none of its OR groups has all its words or keys in
   * the document) is not asked about, and a query left with no profile is not sent: a pre-filter that can only leave
   * out what the engine would not return.
   */
  async matchingAmongMany(
    criteria: SearchCriteria[],
    internalIds: string[],
    documents?: ReadonlyMap<string, DocumentTerms>,
  ): Promise<(string[] | DomainError)[]> {
    return this.matchingAmongCompiled(await this.compileMany(criteria), internalIds, documents);
  }

  /**
   * Many criteria read and compiled once, for matchingAmongCompiled to ask about page after page of profiles: each
   * one's engine query (the very query of search) or the validation error that refused it, and the pre-filter's index
   * of them. With `previous` (the saved-search matcher's last compilation), criteria it compiled on the current basis
   * (the pool's words, the day) are not read again, unless their reading had a correction (checked against the engine
   * at every reading, as search does); the same criteria on the same basis are `previous` itself.
   */
  async compileMany(criteria: SearchCriteria[], previous?: CompiledCriteria): Promise<CompiledCriteria> {
    const basis = this.engine && this.vocabulary ? await this.readingBasis() : null;
    const reuse = previous?.basis === basis ? previous?.reusable : undefined;
    const texts = criteria.map((c) => JSON.stringify(c));
    if (
      reuse &&
      texts.length === previous!.criteria.length &&
      texts.every((t, i) => t === previous!.criteria[i] && reuse.has(t))
    )
      return previous!;
    const queries: CompiledQuery[] = [];
    const reusable = new Map<string, CompiledQuery>();
    for (const [i, c] of criteria.entries()) {
      let query = reuse?.get(texts[i]!);
      if (query) {
        reusable.set(texts[i]!, query);
      } else {
        try {
          // A saved search keeps every condition, whatever its `relax` says.
          const read = await this.engineQuery({ ...c, relax: false });
          query = read.query;
          if (read.corrections.length === 0) reusable.set(texts[i]!, query);
        } catch (err) {
          if (!(err instanceof DomainError) || err.code !== 'validation') throw err;
          query = err;
          reusable.set(texts[i]!, query);
        }
      }
      queries.push(query);
    }
    const prepared = queries.map((query) => {
      if (query instanceof DomainError) return null;
      let keywords = this.prepared.get(query.keywords);
      if (!keywords) this.prepared.set(query.keywords, (keywords = prepareKeywords(query.keywords)));
      return { query, keywords };
    });
    return { queries, prefilter: new MayMatchIndex(prepared), basis, criteria: texts, reusable };
  }

  /** matchingAmongMany of criteria compiled by compileMany. */
  async matchingAmongCompiled(
    compiled: CompiledCriteria,
    internalIds: string[],
    documents?: ReadonlyMap<string, DocumentTerms>,
  ): Promise<(string[] | DomainError)[]> {
    const { queries } = compiled;
    const answers = queries.map((q): string[] | DomainError => (q instanceof DomainError ? q : []));
    if (internalIds.length === 0) return answers;
    // Per query, the profiles to ask it about: all of them, or those the pre-filter lets through.
    const asked = queries.map((q) => (q instanceof DomainError || documents ? [] : internalIds));
    if (documents)
      for (const id of internalIds) {
        const doc = documents.get(id);
        if (doc) for (const i of compiled.prefilter.candidates(doc)) asked[i]!.push(id);
        else for (const [i, q] of queries.entries()) if (!(q instanceof DomainError)) asked[i]!.push(id);
      }
    const asks: { of: number; ask: MatchAsk }[] = [];
    for (const [i, ids] of asked.entries()) {
      const query = queries[i]!;
      if (query instanceof DomainError) continue;
      for (let k = 0; k < ids.length; k += IDS_PER_QUERY)
        asks.push({ of: i, ask: { query: { ...query, boosts: [] }, ids: ids.slice(k, k + IDS_PER_QUERY) } });
    }
    if (asks.length === 0) return answers;
    const started = process.hrtime.bigint();
    const found = await this.engine!.matchAmong(asks.map((a) => a.ask));
    this.timed(this.engine!.name, Number(process.hrtime.bigint() - started) / 1e9);
    found.forEach((ids, j) => {
      const i = asks[j]!.of;
      const answer = answers[i]!;
      if (ids instanceof DomainError) answers[i] = ids;
      else if (!(answer instanceof DomainError)) answer.push(...ids);
    });
    return answers;
  }

  /**
   * A page of the profiles given (internal ids, in the order given) that the criteria still match and that are still
   * there, as Stage 1 results with the owner's ids: a saved search's matches (GET .../matches). `order`: the internal
   * ids of the results, in their order (for the caller's own bookkeeping; never to be shown).
   */
  async stillMatching(
    owner: Owner,
    criteria: SearchCriteria,
    ordered: string[],
    page: number,
    limit: number,
  ): Promise<{ freelances: Stage1Result[]; infos: PageInfo; order: string[] }> {
    const matching = new Set(await this.matchingAmong(criteria, ordered));
    const kept = ordered.filter((id) => matching.has(id));
    const offset = (page - 1) * limit;
    const onPage = kept.slice(offset, offset + limit);
    const bodies = await this.bodiesOf(onPage);
    const order = onPage.filter((id) => bodies.has(id));
    const freelances = order.map((id, i) =>
      withIdentity(bodies.get(id)!.body, this.stage1.issue(id, owner), offset + i + 1),
    );
    return {
      freelances,
      infos: { total: kept.length, page, limit, totalPages: Math.ceil(kept.length / limit) },
      order,
    };
  }

  /**
   * The keywords as the engines will read them: corrected, then expanded (query-expansion.ts). The cached list of the
   * pool's words may be a minute old, so what a correction rests on is checked against the engine itself first: a
   * word it finds is kept as typed, and a reading it no longer finds (the words of a profile just removed, or changed)
   * is never offered, unless the vocabulary knows it (it then reads as its other names, which the pool may write). Each check is one search of one word, made only when a word is corrected.
   */
  private async read(
    typed: string,
    parsed: ReturnType<typeof parseKeywords>,
    specialty: boolean,
    strict: boolean,
  ): Promise<Reading> {
    if (!this.vocabulary) return { keywords: literalQuery(parsed), corrections: [], understood: [] };
    const engine = this.engine!;
    const basis = await this.readingBasis();
    let words = basis.words;
    const cacheKey = `${strict ? 'strict' : 'relaxed'}|${specialty ? 'skills' : ''}|${typed}`;
    const kept = this.readings.get(cacheKey);
    if (kept && kept.basis === basis) return kept.reading;
    const context = () => ({ places: this.places, words, now: this.clock(), specialty, strict });
    let expanded = expandKeywords(parsed, context());
    if (expanded.corrections.length === 0) {
      const reading = { keywords: expanded.query, corrections: [], understood: expanded.understood };
      this.readings.set(cacheKey, { basis, reading });
      return reading;
    }
    const checked = new Map<string, boolean>();
    const found = async (word: string) => {
      let hit = checked.get(word);
      if (hit === undefined) {
        hit = (await engine.search({ keywords: literalKeywords(word), offset: 0, limit: 1 })).total > 0;
        checked.set(word, hit);
      }
      return hit;
    };
    // Each pass checks what the last expansion rests on; a reading dropped may give way to another, checked in turn.
    for (let pass = 0; words && expanded.corrections.length > 0 && pass < 3; pass++) {
      const known: string[] = [];
      const gone: string[] = [];
      for (const c of expanded.corrections) {
        // As written (a phrase: exact tokens), since a slip may share a stem of the pool (spelling.ts).
        if (await found(`"${c.word}"`)) known.push(...exactTokens(c.word));
        // a word of the vocabulary rests on it, not on the pool's list: read through its other names (`recruteur` in a
        // pool that writes `Recruiter` and `chargé de recrutement`), as a name of it (a glued `chefdeprojet`); the
        // reading of a glued word as two others is checked word by word
        else
          for (const w of c.readAs.filter((r) => !VOCABULARY.formKeys.has(formKey(r))).flatMap((r) => r.split(' ')))
            if (!VOCABULARY.tokens.has(w) && !(await found(w))) gone.push(w);
      }
      if (known.length === 0 && gone.length === 0) break;
      this.poolWords!.stale();
      words = amended(words, { known, gone });
      expanded = expandKeywords(parsed, context());
    }
    return { keywords: expanded.query, corrections: expanded.corrections, understood: expanded.understood };
  }

  /**
   * The anonymised body of each profile that is still there: the versions are read first (no document), and only the
   * profiles whose current version is not kept are read whole and anonymised.
   */
  private async bodiesOf(ids: string[]): Promise<Map<string, Anonymised>> {
    const found = new Map<string, Anonymised>();
    const missing: string[] = [];
    for (const v of await this.profiles.versionsByIds(ids)) {
      if (v.removed) continue;
      const body = v.contentHash ? this.bodies.get(versionKey(v)) : undefined;
      if (body) found.set(v.internalId, body);
      else missing.push(v.internalId);
    }
    if (missing.length > 0) {
      for (const p of (await this.profiles.listByIds(missing, 0, missing.length)).items) {
        if (p.removalReason) continue;
        // The places and attributes it has, for highlights: the search document's keys that the keywords can name.
        const redaction = redactionOf(p.profile);
        const body = {
          body: stage1Body(p, redaction),
          keys: new Set([
            ...placeKeys(p.profile, this.places, redaction.hidesPlace),
            ...attributeKeys(p.profile, p.modifiedAt),
          ]),
        };
        if (p.contentHash) this.bodies.set(versionKey(p), body);
        found.set(p.internalId, body);
      }
    }
    return found;
  }
}
