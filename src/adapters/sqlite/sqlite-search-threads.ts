import Database from 'better-sqlite3';
import { join } from 'node:path';
import { Piscina } from 'piscina';
import { consoleLog, type Log } from '../../ports/log';
import type { PlanResult, SearchPlan } from './sqlite-search-compiler';

type TaskResult =
  { hits: PlanResult; error?: undefined } | { hits?: undefined; error: { message: string; code?: string } };

/**
 * Stage 1 searches of a database file, run on a pool of worker threads (piscina), each with a read-only connection
 * of its own to the file: bm25 over thousands of matches costs milliseconds of CPU, which on the calling thread would
 * queue every request behind the one being scored. The SQL is compiled on the calling thread; a thread only runs it.
 * The database is in WAL mode, so each search's read transaction sees every write committed before it started: search
 * never lags the store. Threads start on demand (the first searches, up to `threads` at once) and stay until `close`.
 */
export class SqliteSearchThreads {
  private readonly pool: Piscina<{ file: string; plan: SearchPlan }, TaskResult>;
  /** Searches not answered yet, each with the means to fail it. */
  private readonly pending = new Set<AbortController>();

  constructor(
    private readonly file: string,
    threads: number,
    log: Log = consoleLog,
    /** The thread's code; another file only in tests. */
    worker = join(__dirname, 'sqlite-search.worker.cjs'),
  ) {
    this.pool = new Piscina({
      filename: worker,
      name: 'searchTask',
      minThreads: 0,
      maxThreads: threads,
      idleTimeout: Infinity,
      // The worker is plain CommonJS: it needs none of the loaders (tsx) the calling process may run with.
      execArgv: [],
    });
    // A thread that fails outside a search (it could not start) would leave the searches queued for it waiting, and
    // the pool's unhandled 'error' event would end the process. When no thread is left to take them, they fail with
    // its error; the next search starts a new thread.
    this.pool.on('error', (err: Error) => {
      log.error(`an SQLite search thread failed: ${err.message}`);
      if (this.pool.threads.length === 0) for (const search of this.pending) search.abort(err);
    });
  }

  async run(plan: SearchPlan): Promise<PlanResult> {
    const search = new AbortController();
    this.pending.add(search);
    let result: TaskResult;
    try {
      result = await this.pool.run({ file: this.file, plan }, { signal: search.signal });
    } catch (err) {
      throw search.signal.aborted ? search.signal.reason : err;
    } finally {
      this.pending.delete(search);
    }
    if (result.error) {
      // As the calling thread would have thrown it (an error crossing threads loses its class and code).
      throw result.error.code
        ? new Database.SqliteError(result.error.message, result.error.code)
        : new Error(result.error.message);
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
