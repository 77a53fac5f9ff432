import type { ChildProcess } from 'node:child_process';
import { describeWithEngine } from '../support/engines';
import { dropIndexer, indexedVersions, indexEqualsStore, indexerEnv, processEnv, waitFor } from '../support/indexer';
import { startEntry as start, type EntryProcess } from '../support/processes';
import { SlowCluster } from '../support/slow-cluster';
import { rawProfile } from '../support/profiles';
import { startTestApp, type TestApp } from '../support/test-app';

const exited = (child: EntryProcess) => child.exited;

/** Processes that die at the worst moment: the index still ends equal to the store. */
describeWithEngine('redis', 'indexer crashes', (redisUrl) =>
  describeWithEngine('mongodb', 'indexer crashes', (mongodbUrl) =>
    describeWithEngine('opensearch', 'indexer crashes', (opensearchUrl) => {
      let env: Record<string, string>;
      let t: TestApp;
      const children: ChildProcess[] = [];
      const childEnv = () => processEnv(t, env, mongodbUrl);
      const worker = async (extra: Record<string, string> = {}) => {
        const child = start('indexer/main.ts', { ...childEnv(), ...extra });
        children.push(child);
        await child.waitForOutput('indexer started');
        return child;
      };

      beforeEach(async () => {
        env = indexerEnv({ redis: redisUrl, opensearch: opensearchUrl });
        t = await startTestApp(env, { mongodbUrl });
      });
      afterEach(async () => {
        for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
        await t.close();
        await dropIndexer(env);
      });

      it('a writer killed after the store write and before the enqueue: the worker’s sweep indexes its profiles', async () => {
        await t.c.imports.importProfiles([rawProfile('before')]);
        const writer = start('test/support/write-then-hang.ts', childEnv(), { args: ['w1', 'w2'] });
        children.push(writer);
        await waitFor(
          async () => writer.output(),
          (o) => o.includes('stored') || writer.exitCode !== null,
          30_000,
        );
        expect(writer.output()).toContain('stored');
        writer.kill('SIGKILL');
        await exited(writer);
        expect((await t.internals.stores.profiles.listByIds(['w1', 'w2'], 0, 10)).total).toBe(2); // stored...
        expect((await t.internals.indexerQueue!.counts())['search-index']!.waiting).toBe(1); // ...and never enqueued (only "before" is)

        const w = await worker();
        const { index, store } = await indexEqualsStore(opensearchUrl, env.SEARCH_INDEX!, t.internals.stores.profiles);
        expect(index.map(([id]) => id)).toEqual(['before', 'w1', 'w2']);
        expect(index).toEqual(store);

        w.kill('SIGTERM'); // graceful: exits 0 after closing the worker
        expect(await exited(w)).toEqual({ code: 0, signal: null });
        expect(w.output()).toContain('SIGTERM received');
      });

      it('a worker killed mid-job: restarted, it takes the stalled job up again and the index ends equal to the store', async () => {
        // The writes are stamped in the future so that the sweep leaves them alone: only the jobs carry them. The first
        // worker writes through a proxy that holds its bulk writes, so that it is surely killed in the middle of its
        // job.
        t.clock.set(Date.now() + 86_400_000);
        const slow = new SlowCluster(new URL(opensearchUrl));
        slow.bulkDelayMs = 3000;
        const first = await worker({ INDEXER_CONCURRENCY: '1', OPENSEARCH_URL: await slow.listen() });
        await t.c.imports.importProfiles(
          Array.from({ length: 1000 }, (_, i) => rawProfile(`p${String(i).padStart(4, '0')}`)),
        );
        const activeProfileJobs = async () =>
          (await t.internals.indexerQueue!.index.getActive()).filter((j) => j.name === 'profile').map((j) => j.id!);
        const [running] = await waitFor(activeProfileJobs, (ids) => ids.length > 0);
        first.kill('SIGKILL');
        await exited(first);
        expect(await activeProfileJobs()).toEqual([running]); // it was in progress: its lock belongs to a dead worker
        expect((await indexedVersions(opensearchUrl, env.SEARCH_INDEX!)).size).toBeLessThan(1000);
        await slow.close();

        const second = await worker();
        const counts = () => t.internals.indexerQueue!.counts().then((c) => c['search-index']!);
        await waitFor(counts, (c) => c.active + c.waiting === 0, 180_000);
        const { index, store } = await indexEqualsStore(opensearchUrl, env.SEARCH_INDEX!, t.internals.stores.profiles);
        expect(index).toHaveLength(1000);
        expect(index).toEqual(store);
        expect(await (await t.internals.indexerQueue!.index.getJob(running!))!.getState()).toBe('completed');
        expect(await t.internals.indexerQueue!.failed()).toEqual([]);
        second.kill('SIGTERM');
        expect((await exited(second)).code).toBe(0);
      }, 240_000);
    }),
  ),
);
