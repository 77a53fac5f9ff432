import type Database from 'better-sqlite3';
import { SEARCH_FIELDS } from '../../domain/search/search-document';
import type { SearchEngine, SearchHits, SearchQuery } from '../../ports/search-engine';
import { compileSqliteSearch } from './sqlite-search-compiler';
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
      .prepare<[], string>(`SELECT DISTINCT term FROM search_vocab WHERE col IN (${SEARCH_FIELDS.map((f) => `'${f}_x'`).join(', ')})`)
      .pluck()
      .all();
  }

  async indexVersion(): Promise<number> {
    return Number(this.db.prepare<[], string>("SELECT value FROM search_meta WHERE key = 'version'").pluck().get() ?? 1);
  }

  async search(q: SearchQuery): Promise<SearchHits> {
    const plan = compileSqliteSearch(q);
    return this.threads ? this.threads.run(plan) : runSearch(this.db, plan);
  }

  /** Search threads running now: 0 when searches run on the calling thread (or none has run yet). */
  get threadCount(): number {
    return this.threads?.threads ?? 0;
  }
}
