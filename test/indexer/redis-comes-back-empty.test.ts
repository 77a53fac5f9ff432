import { Queue } from 'bullmq';
import type { IndexerWorker } from '../../src/adapters/queue/indexer-worker';
import { BullmqJobScheduler } from '../../src/adapters/schedule/bullmq-job-scheduler';
import { describeWithEngine } from '../support/engines';
import { indexEqualsStore, indexerEnv } from '../support/indexer';
import { PrivateRedis, until } from '../support/private-redis';
import { rawProfile } from '../support/profiles';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * Redis killed and started again EMPTY (a private redis-server that keeps nothing on disk, like many caches): the
 * sweep's schedule, its checkpoint and the mobility refresh's schedule are gone. Each schedule must come back by
 * itself, and the sweep must index what was written while Redis was away (enqueueing failed then).
 */
describeWithEngine('opensearch', 'Redis comes back empty', (opensearchUrl) => {
  let redis: PrivateRedis;
  beforeAll(async () => {
    redis = await PrivateRedis.start();
  });
  afterAll(() => redis.stop());

  describe('the indexer', () => {
    let t: TestApp;
    let worker: IndexerWorker;
    const log: string[] = [];
    beforeEach(async () => {
      t = await startTestApp(
        indexerEnv({ redis: redis.url, opensearch: opensearchUrl }, { INDEXER_SWEEP_SECONDS: '1' }),
      );
      const record = (m: string) => void log.push(m);
      worker = await t.c.startIndexerWorker({ info: record, warn: record, error: record });
    });
    afterEach(async () => {
      await worker.close();
      await t.internals.searchCluster!.index.deleteIndex(`${t.c.config.searchCluster!.index}*`);
      await t.close();
    });

    it('registers the sweep again, which indexes from the start of the store what no job carried', async () => {
      await t.c.imports.importProfiles([rawProfile('before')]);
      t.clock.advance(2000); // past the safety lag: the sweep may move its checkpoint past it
      expect(
        (await indexEqualsStore(opensearchUrl, t.c.config.searchCluster!.index, t.internals.stores.profiles)).index.map(
          ([id]) => id,
        ),
      ).toEqual(['before']);
      await until(
        'the sweep has a checkpoint',
        async () => (await t.internals.indexerQueue!.state.checkpoint()) !== null,
      );

      await redis.stop();
      t.clock.advance(1000);
      await t.c.imports.importProfiles([rawProfile('during-1'), rawProfile('during-2')]); // stored; the enqueue gives up
      await redis.start(); // empty: no schedule, no checkpoint, no job
      t.clock.advance(2000);

      const { index, store } = await indexEqualsStore(
        opensearchUrl,
        t.c.config.searchCluster!.index,
        t.internals.stores.profiles,
        30_000,
      );
      expect(index.map(([id]) => id)).toEqual(['before', 'during-1', 'during-2']);
      expect(index).toEqual(store);
      expect(await t.internals.indexerQueue!.index.getJobScheduler('sweep')).toMatchObject({ every: 1000 });
      expect(log).toContain(
        "indexer: the sweep's schedule was missing from Redis (restarted empty?): registered again",
      );
    }, 60_000);
  });

  it('registers the mobility refresh schedule again', async () => {
    const prefix = `fpd-test-empty-${process.pid}`;
    const scheduler = new BullmqJobScheduler(redis.url, () => undefined, prefix); // connection errors while Redis is away
    const queue = new Queue('jobs-mobility-refresh', { connection: { url: redis.url }, prefix });
    try {
      const job = await scheduler.schedule(
        'mobility-refresh',
        { pattern: '0 3 * * *', tz: 'Europe/Paris' },
        async () => undefined,
        { everyProcess: true },
      );
      expect(await job.nextRun()).not.toBeNull();
      await redis.stop();
      await redis.start();
      await until('the schedule is back', async () => (await queue.getJobSchedulers()).length === 1, 20_000);
      expect((await queue.getJobSchedulers())[0]).toMatchObject({
        key: 'mobility-refresh',
        pattern: '0 3 * * *',
        tz: 'Europe/Paris',
      });
      expect((await job.nextRun())!.getTime()).toBeGreaterThan(Date.now());
    } finally {
      await queue.close();
      await scheduler.close();
    }
  }, 60_000);
});
