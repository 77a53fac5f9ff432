import { consoleLog, type Log } from '../../ports/log';
import type { JobScheduler } from '../../ports/job-scheduler';
import { CronJobScheduler } from './cron-job-scheduler';

/** BullMQ when REDIS_URL is set (loaded only then), the in-process scheduler otherwise. */
export async function openJobScheduler(
  redisUrl: string | undefined,
  options: { prefix?: string; log?: Log } = {},
): Promise<JobScheduler> {
  const log = options.log ?? consoleLog;
  const logFailure = (name: string, err: unknown) =>
    log.error(`scheduled job ${name} failed: ${err instanceof Error ? err.message : String(err)}`);
  if (!redisUrl) return new CronJobScheduler(logFailure);
  const { BullmqJobScheduler } = await import('./bullmq-job-scheduler');
  return new BullmqJobScheduler(redisUrl, logFailure, options.prefix);
}
