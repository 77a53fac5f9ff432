import { Queue, Worker, type Job } from 'bullmq';
import type IORedis from 'ioredis';
import type { Log } from '../../ports/log';
import type { DeliveryHandlers, DeliveryQueue } from '../../ports/webhook-delivery';
import { keepJobScheduler } from '../schedule/keep-job-scheduler';
import { redisConnection } from '../redis/redis-connection';
import { whenReady } from './indexer-queue';

/** `drain` jobs (one endpoint's deliveries) and the scheduled `tick`. */
export const WEBHOOK_QUEUE = 'webhook-deliveries';

/** An endpoint id only: BullMQ keeps job data in clear in Redis (no URL, no payload, nothing personal). */
export interface DrainJobData {
  endpointId: string;
}

/** Thrown by a drain that must be retried later: BullMQ's retry, with the delay the delivery service asked for. */
class RetryLater extends Error {
  constructor(
    readonly retryInMs: number,
    reason: string,
  ) {
    super(reason);
  }
}

const jobId = (endpointId: string) => `drain-${endpointId}`;

/**
 * Webhook deliveries on BullMQ (REDIS_URL), run by the worker process (`npm run webhooks`). One job per endpoint with
 * work, its id derived from the endpoint's, so a kick while its job waits, runs or backs off adds nothing (the running
 * job reads what was added, and once it completes the worker looks for work added as it ended). That id only spares
 * work: one run at a time per endpoint is the delivery service's lease in the store, which holds whatever Redis forgets
 * (a second run of the endpoint sends nothing while the first lives). A failed run is BullMQ's retry: the job throws,
 * and the backoff strategy returns the delay the delivery service computed (the endpoint's exponential backoff), so
 * retries survive a worker's restart in Redis; and whatever the store keeps (waiting events, pending messages) survives
 * Redis itself, through the tick. The tick is a job scheduler kept against a Redis that forgets it.
 *
 * A job whose worker died keeps its id while it is active: BullMQ's stalled-job check, run every quarter of the lock
 * (`stalledInterval`), takes it up again at the first or second check once its lock has run out (a check is skipped
 * when another worker's, or the dead one's, ran less than a quarter of a lock before), so within 1.5 locks of the
 * death, when the dead run's lease has run out too; the run then logs the attempt the dead worker had in flight and
 * sends it again. A job that stalls twice (it may be what kills workers) is failed by BullMQ and removed with its id
 * (`removeOnFail`), as is any job that fails for good: the endpoint is never left with a dead job holding its id, and
 * the next tick queues it again (its backoff, in the store, goes on).
 */
export class BullmqDeliveryQueue implements DeliveryQueue {
  readonly kind = 'bullmq';
  readonly queue: Queue<DrainJobData>;
  private readonly redis: IORedis;
  private worker: Worker<DrainJobData> | null = null;
  private workerConnection: IORedis | null = null;
  private stopKeeping: (() => void) | null = null;
  private lastError: unknown = null;

  constructor(
    private readonly redisUrl: string,
    private readonly prefix: string,
    /** A job's lock (INDEXER_LOCK_MS): a run whose worker died is taken up again within 1.5 times this. */
    private readonly lockMs: number,
    private readonly log: Log,
  ) {
    this.redis = redisConnection(redisUrl, 'producer', log);
    this.redis.on('error', (err) => void (this.lastError = err));
    this.redis.on('ready', () => void (this.lastError = null));
    this.queue = new Queue<DrainJobData>(WEBHOOK_QUEUE, {
      connection: this.redis,
      prefix,
      defaultJobOptions: {
        // Retries go on until the delivery service disables the endpoint (5 days without success).
        attempts: 1_000_000,
        backoff: { type: 'webhook' },
        removeOnComplete: true,
        // A job kept in the failed set would keep the endpoint's job id, and every later kick would add nothing.
        removeOnFail: true,
      },
    });
    // Connection failures are told by the callers (a kick that could not be queued); other errors here.
    this.queue.on('error', (err) => {
      if (!this.lastError) this.log.error(`webhook queue: ${err.message}`);
    });
  }

  async kick(endpointIds: string[], options: { now?: boolean } = {}): Promise<void> {
    if (endpointIds.length === 0) return;
    try {
      await whenReady(this.redis, () => this.lastError); // never wait for an unreachable Redis: the write is done
      await this.queue.addBulk(
        endpointIds.map((endpointId) => ({ name: 'drain', data: { endpointId }, opts: { jobId: jobId(endpointId) } })),
      );
      if (options.now) {
        for (const id of endpointIds) {
          const job = await this.queue.getJob(jobId(id));
          if (job && (await job.isDelayed())) await job.promote();
        }
      }
    } catch (err) {
      // The events are in the store: the worker's tick kicks their endpoints when Redis answers again.
      this.log.warn(
        `webhooks: could not queue deliveries for ${endpointIds.length} endpoint(s) (the worker's tick will): ${(err as Error).message}`,
      );
    }
  }

  async start(handlers: DeliveryHandlers, options: { concurrency: number; tickMs: number }): Promise<void> {
    this.workerConnection = redisConnection(this.redisUrl, 'worker', this.log);
    this.worker = new Worker<DrainJobData>(
      WEBHOOK_QUEUE,
      async (job: Job<DrainJobData>) => {
        if (job.name === 'tick') return handlers.tick();
        const outcome = await handlers.drain(job.data.endpointId);
        if (!outcome.idle) throw new RetryLater(outcome.retryInMs, outcome.reason);
      },
      {
        connection: this.workerConnection,
        prefix: this.prefix,
        concurrency: options.concurrency,
        lockDuration: this.lockMs,
        stalledInterval: this.lockMs / 4,
        maxStalledCount: 1,
        settings: { backoffStrategy: (_attempts, _type, err) => (err instanceof RetryLater ? err.retryInMs : 1000) },
      },
    );
    this.worker.on('error', (err) => this.log.error(`webhook worker: ${err.message}`));
    // A failed attempt is logged by the delivery service; anything else a run threw (the store refused, a lock lost)
    // is told here, then retried by BullMQ after a second; a job failed for good (stalled twice) is removed, and the
    // next tick queues its endpoint again.
    this.worker.on('failed', (job, err) => {
      if (!(err instanceof RetryLater))
        this.log.error(`webhooks: delivering to endpoint ${job?.data.endpointId ?? '?'} failed: ${err.message}`);
    });
    // A kick that came while the endpoint's job was running added nothing (its id was taken), and the run may have
    // read the endpoint's queue just before that work was stored: once the job is gone, look again.
    this.worker.on('completed', (job) => {
      if (job.name !== 'drain') return;
      handlers
        .hasWork(job.data.endpointId)
        .then((more) => (more ? this.kick([job.data.endpointId]) : undefined))
        .catch((err: Error) => this.log.error(`webhooks: ${err.message}`));
    });
    this.stopKeeping = await keepJobScheduler(
      this.queue,
      'webhook-tick',
      { every: options.tickMs },
      {
        name: 'tick',
        data: { endpointId: '' },
        opts: { attempts: 1, removeOnComplete: true, removeOnFail: { count: 10 } },
      },
      {
        checkEveryMs: Math.max(options.tickMs, 10_000),
        onError: (err) => this.log.error(`webhooks: checking the tick's schedule: ${(err as Error).message}`),
        onRestored: () =>
          this.log.warn("webhooks: the tick's schedule was missing from Redis (restarted empty?): registered again"),
      },
    );
  }

  async close(): Promise<void> {
    this.stopKeeping?.();
    await this.worker?.close();
    this.workerConnection?.disconnect();
    await this.queue.close();
    this.redis.disconnect();
  }
}
