import Database from 'better-sqlite3';
import { join } from 'node:path';
import { Piscina } from 'piscina';
import type { SearchHits } from '../../ports/search-engine';
import type { SearchPlan } from './sqlite-search';

type TaskResult = { hits: SearchHits; error?: undefined } | { hits?: undefined; error: { message: string; code?: string } };

/**
 * Stage 1 searches of a database file, run on a pool of worker threads (piscina), each with a read-only connection
 * of its own to the file: bm25 over thousands of matches costs milliseconds of CPU, which on the calling thread would
 * queue every request behind the one being scored. The SQL is compiled on the calling thread; a thread only runs it.
 * The database is in WAL mode, so each search's read transaction sees every write committed before it started: search
 * never lags the store. Threads start on demand (the first searches, up to `threads` at once) and stay until `close`.
 */
export class SqliteSearchThreads {
  private readonly pool: Piscina<{ file: string; plan: SearchPlan }, TaskResult>;

  constructor(
    private readonly file: string,
    threads: number,
  ) {
    this.pool = new Piscina({
      filename: join(__dirname, 'sqlite-search.worker.cjs'),
      name: 'searchTask',
      minThreads: 0,
      maxThreads: threads,
      idleTimeout: Infinity,
      // The worker is plain CommonJS: it needs none of the loaders (tsx) the calling process may run with.
      execArgv: [],
    });
  }

  async run(plan: SearchPlan): Promise<SearchHits> {
    const result = await this.pool.run({ file: this.file, plan });
    if (result.error) {
      // As the calling thread would have thrown it (an error crossing threads loses its class and code).
      throw result.error.code ? new Database.SqliteError(result.error.message, result.error.code) : new Error(result.error.message);
    }
    return result.hits;
  }

  /** Threads running now (for tests and diagnostics). */
  get threads(): number {
    return this.pool.threads.length;
  }

  /** Ends every thread (a search in flight is rejected). */
  close(): Promise<void> {
    return this.pool.destroy();
  }
}
