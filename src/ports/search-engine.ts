import type { KeywordQuery } from '../domain/search/keyword-grammar';

export interface SearchQuery {
  keywords: KeywordQuery;
  /** Skill slugs, all required. */
  skills: string[];
  /** Area keys (src/domain/search/referential.ts), any one suffices; empty: no area filter. */
  areaKeys: string[];
  /** Seniority values, any one suffices; empty: no filter. */
  seniorities: string[];
  available?: boolean;
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
}
