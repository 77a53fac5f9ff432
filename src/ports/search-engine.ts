import type { Clause, ExpandedQuery } from '../domain/search/query-expansion';

export interface SearchQuery {
  /** The keywords, parsed and expanded once (query-expansion.ts): every engine compiles this same tree. */
  keywords: ExpandedQuery;
  /** Skill slugs, all required. */
  skills: string[];
  /** Place keys of the `workAreas` filter (src/domain/search/places.ts), any one suffices; empty: no area filter. */
  areaKeys: string[];
  /** Seniority values, any one suffices; empty: no filter. */
  seniorities: string[];
  available?: boolean;
  /**
   * Scoring only, never matching: what the filters prefer among their matches (whoever lives in a `workAreas` region
   * before whoever can work there; the filtered skills' names in the headline), each scored as a clause is.
   */
  boosts?: Clause[];
  offset: number;
  limit: number;
}

export interface SearchHits {
  /** Internal ids, best match first. */
  ids: string[];
  /** Every match, not only this page (before the cap on OR queries, which the service applies). */
  total: number;
}

/**
 * A search engine answers the keyword grammar's AST and the filters, exactly (a capability it lacks must throw,
 * never approximate). Implementations: SQLite FTS5 (embedded default); OpenSearch/Elasticsearch (with the indexer).
 */
export interface SearchEngine {
  readonly name: string;
  search(query: SearchQuery): Promise<SearchHits>;
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
}
