import type { JobScheduler } from '../../ports/job-scheduler';
import { CronJobScheduler } from './cron-job-scheduler';

const logFailure = (name: string, err: unknown) => console.error(`[fpd] scheduled job ${name} failed: ${err instanceof Error ? err.message : String(err)}`);

/** BullMQ when REDIS_URL is set (loaded only then), the in-process scheduler otherwise. */
export async function openJobScheduler(redisUrl: string | undefined, options: { prefix?: string } = {}): Promise<JobScheduler> {
  if (!redisUrl) return new CronJobScheduler(logFailure);
  const { BullmqJobScheduler } = await import('./bullmq-job-scheduler');
  return new BullmqJobScheduler(redisUrl, logFailure, options.prefix);
}
