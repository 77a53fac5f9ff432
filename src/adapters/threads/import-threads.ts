import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PreparedLine } from '../../domain/profile/import-line';
import type { ImportLinePreparer } from '../../ports/import-preparation';
import type { FromThread, ImportThreadSetup, ToThread } from './import-line.thread';

/** Lines in flight per thread: enough to keep it busy while the calling thread writes a batch of 500. */
const LOOKAHEAD_PER_THREAD = 1000;

interface Thread {
  worker: Worker;
  /** Chunks sent and not answered, by id. */
  pending: Map<number, { lines: number; resolve: (p: PreparedLine[]) => void; reject: (e: Error) => void }>;
  /** Lines sent and not answered. */
  load: number;
}

/**
 * `fpd import`'s pool of worker threads (IMPORT_THREADS): each prepares the lines it is sent (import-line.thread.ts:
 * parsed, validated, hashed, the distribution and the search document's text made) while the calling thread writes
 * the batches. Threads start loading their code at once (`new`); `setUp` tells them how to prepare (it needs the
 * mobility dataset and the preparation key, known later), before any lines. A chunk goes to the thread with the
 * fewest lines in flight; answers come back in any order, each to its own promise. A thread that fails (it cannot
 * start, its setup is refused) fails the lines sent to it and every chunk after: the import stops with its error.
 */
export class ImportThreads implements ImportLinePreparer {
  private readonly threads: Thread[];
  readonly lookahead: number;
  private nextId = 0;
  private failure: Error | null = null;
  private closing = false;

  constructor(
    count: number,
    /** The thread's code; another file only in tests. */
    file = join(__dirname, 'import-line.worker.cjs'),
  ) {
    this.lookahead = LOOKAHEAD_PER_THREAD * count;
    this.threads = Array.from({ length: Math.max(1, count) }, () => this.start(file));
  }

  private start(file: string): Thread {
    // The thread loads its own code (import-line.worker.cjs): none of the calling process's loaders (tsx, jest's).
    const thread: Thread = { worker: new Worker(file, { execArgv: [] }), pending: new Map(), load: 0 };
    thread.worker.on('message', (m: FromThread) => {
      const task = thread.pending.get(m.id);
      if (!task) return;
      thread.pending.delete(m.id);
      thread.load -= task.lines;
      if (thread.pending.size === 0) thread.worker.unref();
      if ('error' in m) task.reject(new Error(`an import thread failed: ${m.error}`));
      else task.resolve(m.prepared);
    });
    const fail = (err: Error) => {
      this.failure ??= err;
      for (const task of thread.pending.values()) task.reject(err);
      thread.pending.clear();
    };
    thread.worker.on('error', (err) => fail(new Error(`an import thread failed: ${err.message}`)));
    thread.worker.on('exit', (code) => {
      if (!this.closing) fail(new Error(`an import thread stopped (exit code ${code})`));
    });
    // A thread keeps the process alive only while lines sent to it are unanswered: a process that fails before it
    // closes the pool still exits.
    thread.worker.unref();
    return thread;
  }

  /** Tells every thread how to prepare lines; sent before any lines (a thread reads its messages in order). */
  setUp(setup: ImportThreadSetup): void {
    for (const t of this.threads) t.worker.postMessage({ setup } satisfies ToThread);
  }

  prepare(lines: string[]): Promise<PreparedLine[]> {
    if (this.failure) return Promise.reject(this.failure);
    const thread = this.threads.reduce((a, b) => (b.load < a.load ? b : a));
    const id = this.nextId++;
    return new Promise<PreparedLine[]>((resolve, reject) => {
      if (thread.pending.size === 0) thread.worker.ref();
      thread.pending.set(id, { lines: lines.length, resolve, reject });
      thread.load += lines.length;
      thread.worker.postMessage({ id, lines } satisfies ToThread);
    });
  }

  /** Threads started (for tests and diagnostics). */
  get size(): number {
    return this.threads.length;
  }

  /** Ends every thread (lines in flight are failed). */
  async close(): Promise<void> {
    this.closing = true;
    const stopped = new Error('the import threads were closed');
    for (const t of this.threads) {
      for (const task of t.pending.values()) task.reject(stopped);
      t.pending.clear();
    }
    await Promise.all(this.threads.map((t) => t.worker.terminate()));
  }
}
