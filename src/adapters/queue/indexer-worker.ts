import { hostname } from 'node:os';
import { UnrecoverableError, Worker, type Job } from 'bullmq';
import type { IndexerConfig } from '../../config/config';
import { describeRefused, type IndexerTasks } from '../../ports/indexer';
import type { Log } from '../../ports/log';
import { healthFile } from '../process/health-file';
import { redisConnection } from '../redis/redis-connection';
import { keepJobScheduler } from '../schedule/keep-job-scheduler';
import {
  INDEX_QUEUE,
  REINDEX_QUEUE,
  type IndexerQueue,
  type ProfileJobData,
  type ReindexJobData,
} from './indexer-queue';

/** `host:pid`, the name this process's workers give the jobs they process. */
export const workerName = () => `${hostname()}:${process.pid}`;

export interface IndexerWorker {
  /** Stops taking jobs and waits for the active ones to finish (BullMQ's graceful close). */
  close(): Promise<void>;
}

/**
 * The indexer's job runner: a BullMQ worker on the `search-index` queue (profile jobs, and the sweep its job
 * scheduler adds every INDEXER_SWEEP_SECONDS) and one on `search-reindex` (one full reindex at a time), running the
 * indexer's tasks (the service). A job whose worker died is taken up again by a live worker after about
 * INDEXER_LOCK_MS (BullMQ's stalled-job check). Started by the composition root (`npm run indexer`: indexer/main.ts).
 */
export async function startIndexerWorker(deps: {
  indexer: IndexerTasks;
  queue: IndexerQueue;
  redisUrl: string;
  config: IndexerConfig;
  log: Log;
}): Promise<IndexerWorker> {
  const { indexer, queue, log, config: cfg } = deps;
  const connection = redisConnection(deps.redisUrl, 'worker', log);
  // The worker's name (host:pid) is stored on each job it processes (BullMQ's processedBy): which process ran what.
  const common = {
    connection,
    prefix: cfg.queuePrefix,
    lockDuration: cfg.lockMs,
    stalledInterval: cfg.lockMs,
    name: workerName(),
  };

  await indexer.ensureReady();
  // Written after every sweep (docker-compose's health check reads its age), removed when the worker closes.
  const alive = healthFile('indexer', cfg.queuePrefix);
  alive.touch();

  let sweeping = false;
  const index = new Worker<ProfileJobData>(
    INDEX_QUEUE,
    async (job: Job<ProfileJobData>) => {
      if (job.name === 'sweep') {
        // One sweep at a time in a process: a sweep slower than the schedule would otherwise pile up concurrent ones.
        if (sweeping) return { skipped: true };
        sweeping = true;
        const { indexed, refused } = await indexer.sweep().finally(() => (sweeping = false));
        // Refused documents become profile jobs of their own: retried, and listed as failed if they keep failing.
        if (refused.length > 0) await queue.profilesChanged(refused.map((r) => r.id));
        alive.touch();
        return { indexed, refused: refused.length };
      }
      const refused = await indexer.indexIds(job.data.ids);
      if (refused.length === 0) return { indexed: job.data.ids.length };
      for (const r of refused)
        log.error(`indexer: job ${job.id}: the search engine refused profile ${describeRefused(r)}`);
      // Only the refused documents are tried again (or listed as failed): the others are indexed.
      await job.updateData({
        ids: refused.map((r) => r.id),
        refused: refused.map((r) => ({ id: r.id, reason: `${r.status} ${r.reason}` })),
      });
      const message = `the search engine refused ${refused.length} profile(s): ${refused.map(describeRefused).join('; ')}`;
      throw refused.every((r) => r.permanent) ? new UnrecoverableError(message) : new Error(message);
    },
    { ...common, concurrency: cfg.concurrency },
  );
  index.on('failed', (job, err) => {
    if (!job) return;
    const ids = job.data.ids ?? [];
    const final = job.attemptsMade >= (job.opts.attempts ?? 1) || err instanceof UnrecoverableError;
    log.error(
      `indexer: ${job.name} job ${job.id} failed (attempt ${job.attemptsMade}${final ? ', giving up: see fpd indexer failed' : ', will retry'})${ids.length ? ` for profiles ${ids.slice(0, 10).join(' ')}${ids.length > 10 ? ` and ${ids.length - 10} more` : ''}` : ''}: ${err.message}`,
    );
  });
  index.on('error', (err) => log.error(`indexer: ${err.message}`));

  const reindex = new Worker<ReindexJobData>(
    REINDEX_QUEUE,
    async (job: Job<ReindexJobData>) => {
      // Taken up again after its worker died: the index the dead attempt was filling goes first.
      if (job.data.index) await indexer.abandonReindex(job.data.index);
      // The index is named in the job before it exists, so that whoever sees the job fail can delete it.
      const target = indexer.newIndexName();
      await job.updateData({ index: target });
      log.info(`indexer: reindex ${job.id} started`);
      let reported = 0;
      const result = await indexer.reindex((p) => {
        // About every 2 %: the CLI's progress bar and GET /search-index/reindex/{id} read it.
        if (p.phase !== 'filling' || p.indexed - reported >= Math.max(1000, p.total / 50)) {
          reported = p.indexed;
          job
            .updateProgress(p)
            .catch((err: Error) => log.error(`indexer: reindex ${job.id}: progress not recorded: ${err.message}`));
        }
      }, target);
      log.info(
        `indexer: reindex ${job.id} done: ${result.indexed} profiles into ${result.index}, ${result.caughtUp} caught up`,
      );
      return result;
    },
    { ...common, concurrency: 1 },
  );
  reindex.on('failed', (job, err) => {
    log.error(`indexer: reindex ${job?.id} failed: ${err.message}`);
    // A reindex that threw cleaned up after itself; one whose workers died (BullMQ fails it once it stalled more
    // than allowed) left its half-built index and the "building" flag: this worker removes them.
    indexer
      .abandonReindex(job?.data?.index ?? null)
      .then((deleted) => deleted && log.warn(`indexer: reindex ${job?.id}: deleted its half-built index ${deleted}`))
      .catch((e: Error) => log.error(`indexer: reindex ${job?.id}: cleaning up failed: ${e.message}`));
  });
  reindex.on('error', (err) => log.error(`indexer: ${err.message}`));

  // Re-created when Redis comes back without it; the sweep then resumes from its checkpoint, or from the start of
  // the store when that is gone too.
  const stopKeeping = await keepJobScheduler(
    queue.index,
    'sweep',
    { every: cfg.sweepSeconds * 1000 },
    { name: 'sweep', data: { ids: [] }, opts: { attempts: 1, removeOnComplete: true, removeOnFail: { count: 10 } } },
    {
      checkEveryMs: cfg.sweepSeconds * 1000,
      onError: (err) => log.error(`indexer: checking the sweep's schedule: ${(err as Error).message}`),
      onRestored: () =>
        log.warn("indexer: the sweep's schedule was missing from Redis (restarted empty?): registered again"),
    },
  );
  log.info(
    `indexer started (${workerName()}): concurrency ${cfg.concurrency}, sweep every ${cfg.sweepSeconds} s, queues prefixed ${cfg.queuePrefix}`,
  );

  return {
    async close() {
      stopKeeping();
      await Promise.all([index.close(), reindex.close()]);
      connection.disconnect();
      alive.remove();
    },
  };
}
