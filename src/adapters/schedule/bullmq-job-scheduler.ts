import { randomUUID } from 'node:crypto';
import { Queue, QueueEvents, Worker } from 'bullmq';
import { silentLog } from '../../ports/log';
import { redisConnection } from '../redis/redis-connection';
import type { JobScheduler, JobTiming, ScheduledJob } from '../../ports/job-scheduler';
import { keepJobScheduler } from './keep-job-scheduler';

/** How often each process checks that the schedule is still in Redis (besides each reconnection). */
const SCHEDULE_CHECK_MS = 60_000;

/**
 * BullMQ job schedulers on Redis: `upsertJobScheduler(name, { pattern, tz })` is idempotent, so every process
 * registers the same scheduler and Redis produces one job per time, taken by one process's worker. For
 * `everyProcess` jobs each process also listens for that job's completion and runs the task itself when another
 * process ran it. A job added by `runInOtherProcesses` carries the adding process's id: that process does not run
 * the task again, whether it takes the job or hears of its completion. Queues are named `{prefix}:{jobs-name}` in
 * Redis (prefix `fpd` by default).
 */
export class BullmqJobScheduler implements JobScheduler {
  readonly kind = 'bullmq';
  private readonly instance = randomUUID();
  private readonly closers: (() => Promise<void>)[] = [];

  constructor(
    private readonly redisUrl: string,
    private readonly onError: (name: string, err: unknown) => void,
    private readonly prefix = 'fpd',
  ) {}

  async schedule(
    name: string,
    timing: JobTiming,
    task: () => Promise<unknown>,
    options: { everyProcess?: boolean } = {},
  ): Promise<ScheduledJob> {
    // One connection each (a worker and an event listener block on theirs), closed with the scheduler.
    const connection = () => {
      const redis = redisConnection(this.redisUrl, 'worker', silentLog); // the queue, worker and listener report errors
      this.closers.push(async () => redis.disconnect());
      return redis;
    };
    const opts = { connection: connection(), prefix: this.prefix };
    const queueName = `jobs-${name}`;
    const queue = new Queue(queueName, opts);
    this.closers.push(() => queue.close());
    // Registered again whenever Redis comes back without it (a restart without persistence).
    const stopKeeping = await keepJobScheduler(
      queue,
      name,
      { pattern: timing.pattern, tz: timing.tz },
      { name, opts: { removeOnComplete: 100, removeOnFail: 100 } },
      {
        checkEveryMs: SCHEDULE_CHECK_MS,
        onError: (err) => this.onError(name, err),
      },
    );
    this.closers.push(async () => stopKeeping());
    type Done = { by: string; from?: string; result?: unknown };
    const worker = new Worker<{ from?: string }, Done>(
      queueName,
      async (job) => ({
        by: this.instance,
        from: job.data?.from,
        result: job.data?.from === this.instance ? undefined : await task(),
      }),
      {
        ...opts,
        connection: connection(),
        concurrency: 1,
      },
    );
    worker.on('failed', (_job, err) => this.onError(name, err));
    worker.on('error', (err) => this.onError(name, err));
    this.closers.push(() => worker.close());
    if (options.everyProcess) {
      // Events are read from the stream's end as it is now, before this returns: with the default ('$', read once
      // the listener's connection is up) a job completing in between went unheard.
      const backend = queue.getBackend();
      const [last] = ((await (
        await backend.client
      ).runCommand('xrevrange', [backend.keys.events, '+', '-', 'COUNT', 1])) ?? []) as [string][];
      const events = new QueueEvents(queueName, { ...opts, connection: connection(), lastEventId: last?.[0] ?? '0-0' });
      events.on('completed', ({ returnvalue }) => {
        const done = returnvalue as unknown as Done | null;
        if (done?.by === this.instance || done?.from === this.instance) return;
        task().catch((err: unknown) => this.onError(name, err));
      });
      events.on('error', (err) => this.onError(name, err));
      this.closers.push(() => events.close());
    }
    return {
      nextRun: async () => {
        const next = (await queue.getJobScheduler(name))?.next;
        return next === undefined ? null : new Date(next);
      },
      runInOtherProcesses: async () => {
        await queue
          .add(name, { from: this.instance }, { removeOnComplete: 100, removeOnFail: 100 })
          .catch((err: unknown) => this.onError(name, err));
      },
    };
  }

  async close(): Promise<void> {
    for (const close of this.closers.splice(0).reverse()) await close();
  }
}
