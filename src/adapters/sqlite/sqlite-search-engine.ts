import type Database from 'better-sqlite3';
import { SEARCH_FIELDS } from '../../domain/search/search-document';
import type { MatchAsk, SearchEngine, SearchHits, SearchQuery } from '../../ports/search-engine';
import { compileSqliteSearch, type PlanResult } from './sqlite-search-compiler';
import type { SqliteSearchThreads } from './sqlite-search-threads';
import { runSearch } from './sqlite-search.worker.cjs';

/**
 * Searches on a database file run on `threads` (SQLITE_SEARCH_THREADS, sqlite-search-threads.ts) when given, else on
 * the calling thread; the SQL is compiled here either way.
 */
export class SqliteSearchEngine implements SearchEngine {
  readonly name = 'sqlite';

  constructor(
    private readonly db: Database.Database,
    private readonly threads?: SqliteSearchThreads,
  ) {}

  async ping(): Promise<void> {
    this.db.prepare('SELECT rowid FROM search_fts LIMIT 1').get();
  }

  /** The exact tokens of every document (the `*_x` columns), from FTS5's own vocabulary. */
  async vocabulary(): Promise<string[]> {
    return this.db
      .prepare<[], string>(
        `SELECT DISTINCT term FROM search_vocab WHERE col IN (${SEARCH_FIELDS.map((f) => `'${f}_x'`).join(', ')})`,
      )
      .pluck()
      .all();
  }

  async indexVersion(): Promise<number> {
    return Number(
      this.db.prepare<[], string>("SELECT value FROM search_meta WHERE key = 'version'").pluck().get() ?? 1,
    );
  }

  async documentVersion(internalId: string): Promise<number | null> {
    return (
      this.db
        .prepare<[string], number>('SELECT updated_at FROM search_docs WHERE internal_id = ?')
        .pluck()
        .get(internalId) ?? null
    );
  }

  async searchableVersions(internalIds: string[]): Promise<Map<string, number>> {
    const found = new Map<string, number>();
    for (let i = 0; i < internalIds.length; i += 500) {
      const ids = internalIds.slice(i, i + 500);
      const rows = this.db
        .prepare<string[], { internal_id: string; updated_at: number }>(
          `SELECT internal_id, updated_at FROM search_docs WHERE internal_id IN (${ids.map(() => '?').join(',')})`,
        )
        .all(...ids);
      for (const r of rows) found.set(r.internal_id, r.updated_at);
    }
    return found;
  }

  async search(q: SearchQuery): Promise<SearchHits> {
    const plan = compileSqliteSearch(q);
    const { ids, total, facetRows } = this.threads
      ? await this.threads.run(plan)
      : (runSearch(this.db, plan) as PlanResult);
    if (!plan.facets || !facetRows) return { ids, total };
    const facets: NonNullable<SearchHits['facets']> = {};
    plan.facets.groups.forEach((group, i) => {
      const rows = facetRows[i]!;
      const counted = Number(rows.find(([key]) => key === null)?.[1] ?? 0);
      const keys = new Map(
        rows.filter((r): r is [string, number] => r[0] !== null).map(([key, count]) => [key, Number(count)]),
      );
      for (const name of group.names) facets[name] = { keys, total: counted };
    });
    return { ids, total, facets };
  }

  /** Each search as `search` runs it (on the search threads, side by side, when there are some). */
  searchMany(queries: SearchQuery[]): Promise<SearchHits[]> {
    return Promise.all(queries.map((q) => this.search(q)));
  }

  /**
   * Each query restricted to its ids, as `search` runs it (compileAmong: nothing ranked, each condition looked up for
   * those rows), side by side on the search threads. The embedded engine has no clause limit to refuse a query by.
   */
  async matchAmong(asks: MatchAsk[]): Promise<string[][]> {
    const asked = asks.filter((a) => a.ids.length > 0);
    const found = await this.searchMany(asked.map((a) => ({ ...a.query, ids: a.ids, offset: 0, limit: a.ids.length })));
    let k = 0;
    return asks.map((a) => (a.ids.length > 0 ? found[k++]!.ids : []));
  }

  /** Search threads running now: 0 when searches run on the calling thread (or none has run yet). */
  get threadCount(): number {
    return this.threads?.threads ?? 0;
  }
}
