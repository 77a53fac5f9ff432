import { Queue } from 'bullmq';
import { BullmqJobScheduler } from '../../../src/adapters/schedule/bullmq-job-scheduler';
import { CronJobScheduler } from '../../../src/adapters/schedule/cron-job-scheduler';
import { loadConfig } from '../../../src/config/config';
import { describeWithEngine } from '../../support/engines';

const DAILY_3AM_PARIS = { pattern: '0 3 * * *', tz: 'Europe/Paris' };
const failOnError = (name: string, err: unknown) => {
  throw new Error(`${name}: ${String(err)}`);
};

describe('the in-process refresh schedule (croner, fake clock)', () => {
  afterEach(() => jest.useRealTimers());

  /** Runs the scheduler on jest's fake clock from `start` for `days`, and returns when the task ran (UTC). */
  async function runsBetween(start: string, days: number): Promise<string[]> {
    jest.useFakeTimers({ now: new Date(start) });
    const runs: string[] = [];
    const scheduler = new CronJobScheduler(failOnError);
    await scheduler.schedule('mobility-refresh', DAILY_3AM_PARIS, async () => void runs.push(new Date().toISOString()));
    for (let hour = 0; hour < days * 24; hour++) await jest.advanceTimersByTimeAsync(3_600_000);
    await scheduler.close();
    return runs;
  }

  it('fires every day at 03:00 Paris time across the spring change (CET to CEST, 28 March 2027)', async () => {
    expect(await runsBetween('2027-03-26T12:00:00Z', 3)).toEqual([
      '2027-03-27T02:00:00.000Z', // 03:00 CET (UTC+1)
      '2027-03-28T01:00:00.000Z', // 03:00 CEST (UTC+2): 02:00-03:00 did not exist that night
      '2027-03-29T01:00:00.000Z',
    ]);
  });

  it('fires once at 03:00 Paris time across the autumn change (CEST to CET, 31 October 2027)', async () => {
    expect(await runsBetween('2027-10-29T12:00:00Z', 3)).toEqual([
      '2027-10-30T01:00:00.000Z', // 03:00 CEST
      '2027-10-31T02:00:00.000Z', // 03:00 CET, after 02:00-03:00 was lived twice
      '2027-11-01T02:00:00.000Z',
    ]);
  });

  it('reports the next run, and follows MOBILITY_REFRESH_CRON and MOBILITY_REFRESH_TZ', async () => {
    jest.useFakeTimers({ now: new Date('2027-01-15T10:00:00Z') });
    const scheduler = new CronJobScheduler(failOnError);
    const paris = await scheduler.schedule('a', DAILY_3AM_PARIS, async () => undefined);
    const config = loadConfig({
      DATA_DIR: '/nonexistent-fpd-test',
      ID_SECRET: 'i'.repeat(40),
      EMAIL_HASH_SALT: 's'.repeat(40),
      TRACKING_SECRET: 't'.repeat(40),
      MOBILITY_REFRESH_CRON: '30 4 * * 1',
      MOBILITY_REFRESH_TZ: 'America/New_York',
    });
    const custom = await scheduler.schedule('b', config.mobility.refresh, async () => undefined);
    expect((await paris.nextRun())?.toISOString()).toBe('2027-01-16T02:00:00.000Z');
    expect((await custom.nextRun())?.toISOString()).toBe('2027-01-18T09:30:00.000Z'); // Monday 04:30 EST
    await scheduler.close();
  });

  it('has no other process to run a job in: runInOtherProcesses runs nothing', async () => {
    const scheduler = new CronJobScheduler(failOnError);
    let runs = 0;
    const job = await scheduler.schedule('a', DAILY_3AM_PARIS, async () => void runs++);
    await job.runInOtherProcesses();
    expect(runs).toBe(0);
    await scheduler.close();
  });

  it('refuses an invalid pattern or zone at start, naming the variable', () => {
    const env = {
      DATA_DIR: '/nonexistent-fpd-test',
      ID_SECRET: 'i'.repeat(40),
      EMAIL_HASH_SALT: 's'.repeat(40),
      TRACKING_SECRET: 't'.repeat(40),
    };
    expect(() => loadConfig({ ...env, MOBILITY_REFRESH_CRON: '0 25 * * *' })).toThrow(
      /^Invalid configuration: MOBILITY_REFRESH_CRON must be a cron pattern/,
    );
    expect(() => loadConfig({ ...env, MOBILITY_REFRESH_TZ: 'Europe/Lutece' })).toThrow(
      /^Invalid configuration: MOBILITY_REFRESH_TZ must be an IANA time zone/,
    );
    expect(() => loadConfig({ ...env, MOBILITY_SOURCE_URL: 'ftp://host/file' })).toThrow(
      /^Invalid configuration: MOBILITY_SOURCE_URL must be an s3:\/\/bucket\/key/,
    );
  });
});

describeWithEngine('redis', 'the refresh schedule on BullMQ', (redisUrl) => {
  const prefix = `fpd-test-${process.pid}`;
  let scheduler: BullmqJobScheduler;
  let other: BullmqJobScheduler | undefined;
  let third: BullmqJobScheduler | undefined;
  afterEach(async () => {
    await scheduler?.close();
    await other?.close();
    await third?.close();
    const queue = new Queue('jobs-mobility-refresh', { connection: { url: redisUrl }, prefix });
    await queue.obliterate({ force: true });
    await queue.close();
  });

  it('registers one job scheduler whose next run is the next 03:00 in Paris, however many processes register it', async () => {
    scheduler = new BullmqJobScheduler(redisUrl, failOnError, prefix);
    const job = await scheduler.schedule('mobility-refresh', DAILY_3AM_PARIS, async () => undefined, {
      everyProcess: true,
    });
    const second = new BullmqJobScheduler(redisUrl, failOnError, prefix);
    await second.schedule('mobility-refresh', DAILY_3AM_PARIS, async () => undefined);
    await second.close();

    const queue = new Queue('jobs-mobility-refresh', { connection: { url: redisUrl }, prefix });
    const schedulers = await queue.getJobSchedulers().finally(() => queue.close());
    expect(schedulers).toHaveLength(1);
    expect(schedulers[0]).toMatchObject({ key: 'mobility-refresh', pattern: '0 3 * * *', tz: 'Europe/Paris' });

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

  it('runs an everyProcess job in each process: the one that takes the job, then the others when it completes', async () => {
    const ran = new Set<string>();
    let bothRan: () => void;
    const done = new Promise<void>((resolve) => (bothRan = resolve));
    const record = (who: string) => async () => {
      ran.add(who);
      if (ran.size === 2) bothRan();
    };
    // Two processes register the same scheduler for one time a few seconds ahead (the next after it is a day later),
    // so exactly one job runs in the test: an every-second pattern let a second job complete before the count.
    const at = inParis(new Date(Date.now() + 3_000));
    const once = { pattern: `${at.second} ${at.minute} ${at.hour} * * *`, tz: 'Europe/Paris' };
    scheduler = new BullmqJobScheduler(redisUrl, failOnError, prefix);
    other = new BullmqJobScheduler(redisUrl, failOnError, prefix);
    await scheduler.schedule('mobility-refresh', once, record('a'), { everyProcess: true });
    await other.schedule('mobility-refresh', once, record('b'), { everyProcess: true });
    await done;
    expect(ran).toEqual(new Set(['a', 'b']));
    // One job did it: the second process ran the task on hearing of that job's completion, not by taking a job.
    const queue = new Queue('jobs-mobility-refresh', { connection: { url: redisUrl }, prefix });
    try {
      expect(await queue.getCompletedCount()).toBe(1);
    } finally {
      await queue.close();
    }
  });

  it('runInOtherProcesses: every other process runs the task once, the asking one does not run it again', async () => {
    const runs: string[] = [];
    let othersRan: () => void;
    const done = new Promise<void>((resolve) => (othersRan = resolve));
    const record = (who: string) => async () => {
      runs.push(who);
      if (runs.length === 2) othersRan();
    };
    scheduler = new BullmqJobScheduler(redisUrl, failOnError, prefix);
    other = new BullmqJobScheduler(redisUrl, failOnError, prefix);
    third = new BullmqJobScheduler(redisUrl, failOnError, prefix);
    const asking = await scheduler.schedule('mobility-refresh', DAILY_3AM_PARIS, record('a'), { everyProcess: true });
    await other.schedule('mobility-refresh', DAILY_3AM_PARIS, record('b'), { everyProcess: true });
    await third.schedule('mobility-refresh', DAILY_3AM_PARIS, record('c'), { everyProcess: true });
    await asking.runInOtherProcesses();
    await done;
    // The job completed (every listener hears it at about the same time): give 'a' the chance to run it wrongly.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(runs.sort()).toEqual(['b', 'c']);
  });
});

/** The wall-clock second, minute and hour of `date` in Paris, as a cron pattern names them. */
function inParis(date: Date): { second: number; minute: number; hour: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Paris',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return { second: part('second'), minute: part('minute'), hour: part('hour') };
}
