import type { JobSchedulerTemplateOptions, Queue, RepeatOptions } from 'bullmq';

/**
 * A BullMQ job scheduler that survives a Redis that forgets it. A Redis without persistence restarts empty (a flush
 * does the same): the scheduler and its next job are gone, and nothing would add them again. So it is registered now,
 * and registered again, when missing, each time the queue's connection is ready again and every `checkEveryMs`.
 * Only a missing scheduler is registered (upserting an existing one can move its next run). Several processes may
 * do this at once: registering is idempotent. Returns the function that stops watching.
 */
export async function keepJobScheduler(
  queue: Queue,
  id: string,
  repeat: Omit<RepeatOptions, 'key'>,
  template: { name: string; data?: unknown; opts?: JobSchedulerTemplateOptions },
  options: { checkEveryMs: number; onError: (err: unknown) => void; onRestored?: () => void },
): Promise<() => void> {
  await queue.upsertJobScheduler(id, repeat, template);
  let checking = false;
  const check = () => {
    if (checking) return; // a check waits while Redis is away: one at a time
    checking = true;
    void (async () => {
      if (await queue.getJobScheduler(id)) return;
      await queue.upsertJobScheduler(id, repeat, template);
      options.onRestored?.();
    })()
      .catch(options.onError)
      .finally(() => (checking = false));
  };
  const client = await queue.getBackend().client;
  client.on('ready', check);
  const timer = setInterval(check, options.checkEveryMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    client.off('ready', check);
  };
}
