import { randomUUID } from 'node:crypto';
import { Queue, type Job } from 'bullmq';
import type { Redis as IORedis } from 'ioredis';
import type { IndexerConfig } from '../../config/config';
import { conflict, DomainError, notFound } from '../../domain/errors';
import type { FailedIndexJob, IndexerJobs, IndexerState, QueueCounts, ReindexStatus } from '../../ports/indexer';
import type { ProfileChangeNotifier } from '../../ports/profile-changes';
import type { SyncPosition } from '../../ports/profile-store';
import { consoleLog, type Log } from '../../ports/log';
import { redisConnection } from '../redis/redis-connection';

/** Profile jobs (`profile`: ids to index) and the scheduled `sweep`. */
export const INDEX_QUEUE = 'search-index';
/** Full reindexes, one at a time. */
export const REINDEX_QUEUE = 'search-reindex';

/**
 * Ids only: BullMQ keeps job data in clear in Redis. `refused` is filled by the worker when the engine refuses some.
 */
export interface ProfileJobData {
  ids: string[];
  refused?: { id: string; reason: string }[];
}

/** Set by the worker when it starts the job: the concrete index the reindex fills. */
export interface ReindexJobData {
  index?: string;
}

const IDS_PER_JOB = 500;
/** How long a producer waits for Redis to answer before it gives up (the connection is being opened). */
const READY_WAIT_MS = 2000;

/** Redis did not answer (503 on the HTTP routes); the message names the cause (an error code), never the address. */
export class RedisUnreachableError extends DomainError {
  constructor(cause: string) {
    super('unavailable', `Redis is unreachable (${cause})`);
  }
}

const causeOf = (err: unknown) => {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : err instanceof Error ? err.message : String(err);
};

/**
 * Resolves once the connection is ready; rejects at once during a known outage (a connection that failed and is
 * retrying), or on the first failure or after READY_WAIT_MS while it is being opened. BullMQ itself waits for a
 * ready connection without end, which would hold a producer (a CLI write) for as long as Redis is away.
 */
export function whenReady(redis: IORedis, lastError: () => unknown): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  if (redis.status !== 'connecting' && redis.status !== 'connect' && redis.status !== 'wait') {
    return Promise.reject(new RedisUnreachableError(lastError() ? causeOf(lastError()) : redis.status));
  }
  return new Promise<void>((resolve, reject) => {
    const done = (err?: unknown) => {
      clearTimeout(timer);
      redis.off('ready', done).off('error', done);
      if (err === undefined) resolve();
      else reject(new RedisUnreachableError(causeOf(err)));
    };
    const timer = setTimeout(() => done(new Error(`no answer within ${READY_WAIT_MS} ms`)), READY_WAIT_MS);
    redis.once('ready', done).once('error', done);
  });
}

/**
 * The indexer's queues on Redis (BullMQ): the services' change notifications become `profile` jobs; reindexes,
 * queue counts and the failed list for operators; the sweep checkpoint and the index a reindex fills.
 */
export class IndexerQueue implements ProfileChangeNotifier, IndexerJobs {
  readonly redis: IORedis;
  readonly index: Queue<ProfileJobData>;
  readonly reindex: Queue;
  readonly state: IndexerState;
  private lastError: unknown = null;
  /** An outage is told once, on the first enqueue that fails for it. */
  private outageReported = false;

  constructor(
    redisUrl: string,
    readonly config: IndexerConfig,
    private readonly log: Log = consoleLog,
  ) {
    this.redis = redisConnection(redisUrl, 'producer', log);
    this.redis.on('error', (err) => void (this.lastError = err));
    this.redis.on('ready', () => {
      this.lastError = null;
      this.outageReported = false;
    });
    const opts = { connection: this.redis, prefix: config.queuePrefix };
    this.index = new Queue<ProfileJobData>(INDEX_QUEUE, {
      ...opts,
      defaultJobOptions: {
        attempts: config.attempts,
        backoff: { type: 'exponential', delay: config.backoffMs },
        removeOnComplete: { count: 1000 },
        removeOnFail: false, // the failed list operators read and retry
      },
    });
    this.reindex = new Queue(REINDEX_QUEUE, {
      ...opts,
      defaultJobOptions: { attempts: 1, removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } },
    });
    // Without a listener BullMQ prints each error with its stack on stderr; connection failures are told by callers.
    for (const q of [this.index, this.reindex] as Queue[]) {
      q.on('error', (err) => {
        if (!this.lastError) this.log.error(`indexer queue ${q.name}: ${err.message}`);
      });
    }
    this.state = redisIndexerState(this.redis, `${config.queuePrefix}:indexer`);
  }

  /** Resolves when Redis answers; else throws a RedisUnreachableError quickly (never waits for Redis to return). */
  reachable(): Promise<void> {
    return whenReady(this.redis, () => this.lastError);
  }

  /**
   * One `profile` job per 500 ids. Never throws, and never waits for an unreachable Redis: the write is done and the
   * sweep will find it. One line per outage says so.
   */
  async profilesChanged(internalIds: string[]): Promise<void> {
    if (internalIds.length === 0) return;
    const jobs = [];
    for (let i = 0; i < internalIds.length; i += IDS_PER_JOB)
      jobs.push({ name: 'profile', data: { ids: internalIds.slice(i, i + IDS_PER_JOB) } });
    try {
      await this.reachable();
      await this.index.addBulk(jobs);
    } catch (err) {
      if (err instanceof RedisUnreachableError) {
        if (!this.outageReported)
          this.log.warn(
            `${err.message}: ${internalIds.length} changed profile(s) stored, not queued for indexing; the indexer's sweep will index them`,
          );
        this.outageReported = true;
        return;
      }
      this.log.error(
        `could not enqueue indexing of ${internalIds.length} profile(s), e.g. ${internalIds[0]} (the indexer's sweep will): ${(err as Error).message}`,
      );
    }
  }

  /** Enqueues a full reindex; refused (409) while one is waiting or running. */
  async startReindex(): Promise<string> {
    await this.reachable();
    const jobId = `reindex-${randomUUID()}`;
    const job = await this.reindex.add('reindex', {}, { jobId, deduplication: { id: 'reindex' } });
    if (job.id !== jobId)
      throw conflict(
        `A reindex is already ${(await job.getState()) === 'active' ? 'running' : 'waiting'} (job ${job.id}); wait for it to finish`,
      );
    return jobId;
  }

  async reindexStatus(jobId: string): Promise<ReindexStatus> {
    await this.reachable();
    // The state first, then the job: read the other way round, a job finishing between the two reads would be
    // "completed" with no result yet (BullMQ writes the result and the state in one step).
    const state = await this.reindex.getJobState(jobId);
    const job = await this.reindex.getJob(jobId);
    if (!job || state === 'unknown') throw notFound(`No reindex job ${jobId}`);
    return {
      id: jobId,
      state,
      progress: job.progress,
      result: job.returnvalue ?? null,
      failedReason: job.failedReason || null,
    };
  }

  /** Waiting, active, failed, delayed and completed jobs per queue (for `fpd queues` and metrics). */
  async counts(): Promise<QueueCounts> {
    await this.reachable();
    const out: QueueCounts = {};
    for (const q of [this.index, this.reindex] as Queue[]) {
      const c = await q.getJobCounts('waiting', 'active', 'failed', 'delayed', 'completed');
      out[q.name] = {
        waiting: c.waiting ?? 0,
        active: c.active ?? 0,
        failed: c.failed ?? 0,
        delayed: c.delayed ?? 0,
        completed: c.completed ?? 0,
      };
    }
    return out;
  }

  /**
   * Jobs that failed for good, oldest first: profile jobs (a document the engine refused, or attempts exhausted) and
   * reindexes (the last 100 kept: one that threw, or whose workers died more often than allowed).
   */
  async failed(): Promise<FailedIndexJob[]> {
    await this.reachable();
    const profileJobs = (await this.index.getFailed(0, -1)).filter(
      (j): j is Job<ProfileJobData> => j !== undefined && j.name === 'profile',
    );
    const reindexes = (await this.reindex.getFailed(0, -1)).filter((j): j is Job => j !== undefined);
    const entry = (type: FailedIndexJob['type'], j: Job, ids: string[]): FailedIndexJob => ({
      type,
      jobId: j.id!,
      ids,
      reason: j.failedReason,
      attempts: j.attemptsMade,
      failedAt: j.finishedOn ?? null,
    });
    return [
      ...profileJobs.map((j) => entry('profile', j, j.data.ids)),
      ...reindexes.map((j) => entry('reindex', j, [])),
    ].sort((a, b) => (a.failedAt ?? 0) - (b.failedAt ?? 0));
  }

  /** Puts failed profile jobs back in the queue (all of them, or those named); returns the ids of the jobs retried. */
  async retryFailed(jobIds?: string[]): Promise<string[]> {
    const failed = (await this.failed()).filter((f) => f.type === 'profile');
    const chosen = jobIds
      ? jobIds.map((id) => {
          if (id.startsWith('reindex-')) throw conflict(`${id} is a reindex: start a new one with fpd reindex`);
          return (
            failed.find((f) => f.jobId === id) ??
            (() => {
              throw notFound(`No failed indexing job ${id}`);
            })()
          );
        })
      : failed;
    for (const f of chosen) await (await this.index.getJob(f.jobId))!.retry('failed', { resetAttemptsMade: true });
    return chosen.map((f) => f.jobId);
  }

  async close(): Promise<void> {
    await this.index.close();
    await this.reindex.close();
    this.redis.disconnect();
  }
}

function redisIndexerState(redis: IORedis, prefix: string): IndexerState {
  return {
    checkpoint: async () => {
      const raw = await redis.get(`${prefix}:checkpoint`);
      return raw ? (JSON.parse(raw) as SyncPosition) : null;
    },
    saveCheckpoint: async (p) => void (await redis.set(`${prefix}:checkpoint`, JSON.stringify(p))),
    buildingIndex: () => redis.get(`${prefix}:building`),
    setBuildingIndex: async (index) =>
      void (index ? await redis.set(`${prefix}:building`, index) : await redis.del(`${prefix}:building`)),
  };
}
