import type { DomainError } from '../domain/errors';
import type { FacetName } from '../domain/search/facets';
import type { KeyFilter } from '../domain/search/filters';
import type { Clause, ExpandedQuery } from '../domain/search/query-expansion';

export type { KeyFilter };

export interface SearchQuery {
  /** The keywords, parsed and expanded once (query-expansion.ts): every engine compiles this same tree. */
  keywords: ExpandedQuery;
  /** Every one must hold. */
  filters?: KeyFilter[];
  /**
   * The lowest day rate asked at most `max` euros; a profile whose rate cannot be read is kept with `unknown:
   * 'include'`.
   */
  maxRate?: { max: number; unknown: 'include' | 'exclude' };
  /** Available on that day at the latest (days since 1970-01-01); profiles of unknown availability are left out. */
  availableBefore?: number;
  /**
   * Scoring only, never matching: what the filters prefer among their matches (whoever lives in a `workAreas` region
   * before whoever can work there; the filtered skills' names in the headline), each scored as a clause is.
   */
  boosts?: Clause[];
  /**
   * Only these profiles (internal ids), at most 1000: whether profiles just changed match a saved search is asked of
   * the engine with the search's own query, restricted to them (services/saved-search.service.ts).
   */
  ids?: string[];
  /** The facets to count over every match (not only the page), each without its own filters. */
  facets?: FacetName[];
  offset: number;
  limit: number;
}

export interface SearchHits {
  /** Internal ids, best match first. */
  ids: string[];
  /** Every match, not only this page (before the cap on OR queries, which the service applies). */
  total: number;
  /**
   * Per facet asked: the count of each of its keys among the matches (its own filters aside; a top facet's keys: all
   * those of its prefix), and how many matches it counted over. facets.ts makes the values from these.
   */
  facets?: Partial<Record<FacetName, { keys: Map<string, number>; total: number }>>;
}

/** A query asked which of a few given profiles it matches (SearchEngine.matchAmong). */
export interface MatchAsk {
  /** The query as `search` takes it, without ids, facets or paging (a saved search's criteria, compiled once). */
  query: Omit<SearchQuery, 'ids' | 'facets' | 'offset' | 'limit'>;
  /** The profiles it is asked about (internal ids), at most 1000. */
  ids: string[];
}

/**
 * A search engine answers the keyword grammar's AST, the filters and the facets, exactly (a capability it lacks must
 * throw, never approximate). Implementations: SQLite FTS5 (embedded default); OpenSearch/Elasticsearch (with the
 * indexer).
 */
export interface SearchEngine {
  readonly name: string;
  search(query: SearchQuery): Promise<SearchHits>;
  /**
   * Several searches at once, each answered as `search` answers it, in order: on a cluster one `_msearch` request (a
   * saved-search matcher's batch of queries); a search that fails fails them all.
   */
  searchMany(queries: SearchQuery[]): Promise<SearchHits[]>;
  /**
   * Of each ask's profiles, those its query matches: exactly those `search` of the query restricted to them finds, in no
   * particular order, never a profile the ask did not name. The saved-search matcher's question, in as few requests as
   * it takes: on a cluster many queries in one search, each a named query (`matched_queries` says which matched each
   * profile), as many as its clause limit allows; on the embedded engine each query restricted to its ids. A query the
   * engine refuses on its own (more clauses than its limit) is answered by that refusal, a DomainError, in its place,
   * and holds back no other; any other failure (the engine does not answer) fails them all.
   */
  matchAmong(asks: MatchAsk[]): Promise<(string[] | DomainError)[]>;
  /** Resolves when the engine answers and its index exists (health checks). */
  ping(): Promise<void>;
  /** Every word of the pool's searchable text (exact tokens, each once): the dictionary of typo tolerance. */
  vocabulary(): Promise<string[]>;
  /**
   * The version of the search documents the index holds (SEARCH_DOCUMENT_VERSION when current); null when the engine
   * keeps no index of its own to be stale.
   */
  indexVersion(): Promise<number | null>;
  /** The version (modification time) of the profile's document in the index; null when the index holds none. */
  documentVersion(internalId: string): Promise<number | null>;
  /**
   * The version (modification time) of each of these profiles' documents as searches see them now (after the
   * cluster's refresh, not a real-time read): a saved search waits for a changed profile to be searchable at its
   * version before it asks whether it matches. A profile the index does not hold is absent.
   */
  searchableVersions(internalIds: string[]): Promise<Map<string, number>>;
}
