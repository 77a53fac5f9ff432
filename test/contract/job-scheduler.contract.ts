import type { JobScheduler } from '../../src/ports/job-scheduler';

/**
 * The JobScheduler contract (src/ports/job-scheduler.ts), one suite for every adapter: the in-process scheduler
 * (croner) and BullMQ job schedulers on Redis. What several processes sharing one Redis do is the BullMQ adapter's
 * own (test/unit/mobility/mobility-schedule.test.ts); here, one scheduler in one process, on real time.
 */
export type OpenScheduler = (onError: (name: string, err: unknown) => void) => JobScheduler;

/** A cron pattern with seconds that names one wall-clock time in `tz`, `ms` from now (next matched a day later). */
export function onceIn(ms: number, tz = 'Europe/Paris'): { pattern: string; tz: string; at: Date } {
  const at = new Date(Math.ceil((Date.now() + ms) / 1000) * 1000);
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: tz,
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return { pattern: `${part('second')} ${part('minute')} ${part('hour')} * * *`, tz, at };
}

const until = async (done: () => boolean, ms: number) => {
  for (const end = Date.now() + ms; !done() && Date.now() < end;) await new Promise((r) => setTimeout(r, 50));
};

export function jobSchedulerContract(open: OpenScheduler, uniqueName: () => string): void {
  let scheduler: JobScheduler;
  let errors: { name: string; err: unknown }[];
  beforeEach(() => {
    errors = [];
    scheduler = open((name, err) => void errors.push({ name, err }));
  });
  afterEach(() => scheduler.close());

  it('tells the next run: the next time the pattern names, in its zone', async () => {
    const job = await scheduler.schedule(
      uniqueName(),
      { pattern: '0 3 * * *', tz: 'Europe/Paris' },
      async () => undefined,
    );
    const next = (await job.nextRun())!;
    const paris = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Paris',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }).format(next);
    expect(paris).toBe('03:00:00');
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(next.getTime()).toBeLessThanOrEqual(Date.now() + 25 * 3_600_000);
  });

  it('runs the task at its time, once', async () => {
    const timing = onceIn(2500);
    const runs: number[] = [];
    await scheduler.schedule(uniqueName(), timing, async () => void runs.push(Date.now()));
    await until(() => runs.length > 0, 10_000);
    await new Promise((r) => setTimeout(r, 1500)); // nothing more comes
    expect(runs).toHaveLength(1);
    expect(runs[0]!).toBeGreaterThanOrEqual(timing.at.getTime() - 50);
    expect(errors).toEqual([]);
  });

  it('reports a task that fails through its error callback, and keeps the schedule', async () => {
    const name = uniqueName();
    const job = await scheduler.schedule(name, onceIn(2000), async () => {
      throw new Error('boom');
    });
    await until(() => errors.length > 0, 10_000);
    expect(errors[0]).toMatchObject({ name, err: expect.objectContaining({ message: 'boom' }) });
    expect(await job.nextRun()).not.toBeNull();
  });

  it('runs nothing more in the asking process when asked to run a job in the other processes', async () => {
    let runs = 0;
    const job = await scheduler.schedule(
      uniqueName(),
      { pattern: '0 3 * * *', tz: 'Europe/Paris' },
      async () => void runs++,
      { everyProcess: true },
    );
    await job.runInOtherProcesses();
    await new Promise((r) => setTimeout(r, 1000));
    expect(runs).toBe(0);
    expect(errors).toEqual([]);
  });

  it('runs nothing once closed', async () => {
    let runs = 0;
    await scheduler.schedule(uniqueName(), onceIn(1500), async () => void runs++);
    await scheduler.close();
    await new Promise((r) => setTimeout(r, 3000));
    expect(runs).toBe(0);
  });
}
