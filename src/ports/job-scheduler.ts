/** When a job runs: a cron pattern in a time zone (`0 3 * * *` in `Europe/Paris`). */
export interface JobTiming {
  pattern: string;
  tz: string;
}

/** A job that runs on a schedule until stopped. */
export interface ScheduledJob {
  /** The next time it will run, as the scheduler has it. */
  nextRun(): Promise<Date | null>;
  /**
   * For an `everyProcess` job this process has just run by hand: has every other process of the service run it
   * now too. Resolves once that is asked (not when they finish); a failure is reported through the scheduler's
   * error callback, never thrown. With the in-process scheduler there is no other process.
   */
  runInOtherProcesses(): Promise<void>;
}

/**
 * Runs periodic jobs: BullMQ job schedulers when REDIS_URL is set (one run per time across every process), an
 * in-process scheduler otherwise. Adapters in src/adapters/schedule/, picked by open-job-scheduler.ts.
 */
export interface JobScheduler {
  readonly kind: 'bullmq' | 'in-process';
  /**
   * Runs `task` at every time `timing` names. With `everyProcess`, each process of the service runs it (with BullMQ:
   * the process that takes the job runs it, then every other process does when it learns the job completed), for
   * state every process holds in memory.
   */
  schedule(
    name: string,
    timing: JobTiming,
    task: () => Promise<unknown>,
    options?: { everyProcess?: boolean },
  ): Promise<ScheduledJob>;
  close(): Promise<void>;
}
