import { Cron } from 'croner';
import type { JobScheduler, JobTiming, ScheduledJob } from '../../ports/job-scheduler';

/** The in-process scheduler (croner): for a single process, with no Redis. A run still going is not overlapped. */
export class CronJobScheduler implements JobScheduler {
  readonly kind = 'in-process';
  private readonly jobs: Cron[] = [];

  constructor(private readonly onError: (name: string, err: unknown) => void) {}

  async schedule(name: string, timing: JobTiming, task: () => Promise<unknown>): Promise<ScheduledJob> {
    const job = new Cron(
      timing.pattern,
      { name, timezone: timing.tz, protect: true, catch: (err) => this.onError(name, err) },
      async () => void (await task()),
    );
    this.jobs.push(job);
    return { nextRun: async () => job.nextRun(), runInOtherProcesses: async () => undefined };
  }

  async close(): Promise<void> {
    for (const job of this.jobs.splice(0)) job.stop();
  }
}
