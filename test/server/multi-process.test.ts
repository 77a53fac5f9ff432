import { existsSync } from 'node:fs';
import { hostname } from 'node:os';
import { healthFile } from '../../src/adapters/process/health-file';
import { describeWithEngine } from '../support/engines';
import { dropIndexer, indexEqualsStore, indexerEnv, processEnv, waitFor } from '../support/indexer';
import { startEntry, type EntryProcess } from '../support/processes';
import { rawProfile } from '../support/profiles';
import { SlowCluster } from '../support/slow-cluster';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * Production's shape on one machine: two API processes (src/main.ts) and two indexer workers (indexer/main.ts), each
 * its own process, on one Redis, one MongoDB database (FerretDB) and one OpenSearch alias. This process writes
 * profiles through its own container, as the CLI would. Checked: one rate-limit budget across both APIs; every
 * change indexed, by both workers, nothing left in the queues; a reindex started through one API refused by the
 * other while it runs; SIGTERM to a worker in the middle of a job loses nothing (it finishes the job, then exits 0).
 */
describeWithEngine('redis', 'several processes', (redisUrl) =>
  describeWithEngine('mongodb', 'several processes', (mongodbUrl) =>
    describeWithEngine('opensearch', 'several processes', (opensearchUrl) => {
      const BUDGET = 20;
      let env: Record<string, string>;
      let t: TestApp;
      const apis: { process: EntryProcess; url: string }[] = [];
      const workers: EntryProcess[] = [];
      /** The workers write through it: a test that must catch a job running makes their bulk writes slow. */
      const slow = new SlowCluster(new URL(opensearchUrl.split(',')[0]!));
      let written = 0;
      let removed = 0;
      const distributed = () => written - removed;
      const write = async (n: number) => {
        const batch = Array.from({ length: n }, (_, i) => rawProfile(`mp${String(written + i).padStart(5, '0')}`));
        written += n;
        t.clock.advance(1);
        return t.c.imports.importProfiles(batch);
      };
      const inStep = async () => {
        const { index, store } = await indexEqualsStore(
          opensearchUrl,
          env.SEARCH_INDEX!,
          t.internals.stores.profiles,
          60_000,
        );
        expect(index).toEqual(store);
        return index;
      };
      /**
       * No profile job waiting, running or waiting for a retry (the next sweep is always there, delayed until its
       * time).
       */
      const drained = async () => {
        const queue = t.internals.indexerQueue!.index;
        const pending = async () =>
          (await queue.getJobs(['waiting', 'active', 'delayed', 'prioritized'])).filter((j) => j?.name === 'profile')
            .length;
        expect(await waitFor(pending, (n) => n === 0, 60_000)).toBe(0);
      };
      /** Every job of the profile queue that failed, sweeps included (`fpd indexer failed` lists profile jobs only). */
      const failedJobs = async () =>
        (await t.internals.indexerQueue!.index.getFailed(0, -1)).map((j) => `${j.name} ${j.id}: ${j.failedReason}`);
      /** The names (host:pid) of the workers that processed the profile jobs completed so far. */
      const processedBy = async () =>
        new Set(
          (await t.internals.indexerQueue!.index.getCompleted(0, -1))
            .filter((j) => j.name === 'profile')
            .map((j) => j.processedBy),
        );
      const workerName = (w: EntryProcess) => `${hostname()}:${w.pid}`;
      const call = (api: number, method: 'GET' | 'POST', path: string, key: string) =>
        fetch(`${apis[api]!.url}${path}`, { method, headers: { 'x-api-key': key } });

      beforeAll(async () => {
        env = {
          ...indexerEnv({ redis: redisUrl, opensearch: opensearchUrl }),
          REDIS_KEY_PREFIX: `fpdtest-mp-${process.pid}:`,
        };
        t = await startTestApp(env, { mongodbUrl });
        const childEnv = {
          ...processEnv(t, env, mongodbUrl),
          PORT: '0',
          HOST: '127.0.0.1',
          LOG_FORMAT: 'json',
          SANDBOX_PROFILES: '0',
          RATE_LIMIT_PER_MINUTE: String(BUDGET),
          INDEXER_CONCURRENCY: '1',
          INDEXER_SWEEP_SECONDS: '3',
        };
        const started = [0, 1].map(() => startEntry('src/main.ts', childEnv, { clean: true }));
        const workerEnv = { ...childEnv, OPENSEARCH_URL: await slow.listen() };
        workers.push(...[0, 1].map(() => startEntry('indexer/main.ts', workerEnv, { clean: true })));
        for (const api of started) {
          await api.waitForOutput('"listener":"API"', 60_000);
          const line = api
            .output()
            .split('\n')
            .find((l) => l.includes('"listener":"API"'))!;
          apis.push({ process: api, url: (JSON.parse(line) as { url: string }).url });
        }
        for (const w of workers) await w.waitForOutput('indexer started', 60_000);
      }, 120_000);

      afterAll(async () => {
        const all = [...apis.map((a) => a.process), ...workers].filter(
          (p) => p.exitCode === null && p.signalCode === null,
        );
        for (const p of all) p.kill('SIGTERM');
        const late = setTimeout(() => all.forEach((p) => p.kill('SIGKILL')), 20_000); // a worker finishing a long job
        await Promise.all(all.map((p) => p.exited));
        clearTimeout(late);
        await t.close();
        await slow.close();
        await dropIndexer(env);
      }, 60_000);

      it('counts one rate-limit budget across both APIs', async () => {
        const remaining: number[] = [];
        for (let i = 0; i < BUDGET; i++) {
          const res = await call(i % 2, 'GET', '/freelances?modifiedTime=0&page=1&limit=1', t.key.client);
          expect([i, res.status]).toEqual([i, 200]);
          remaining.push(Number(res.headers.get('ratelimit-remaining')));
        }
        expect(remaining).toEqual(Array.from({ length: BUDGET }, (_, i) => BUDGET - 1 - i));
        for (const api of [0, 1]) {
          const refused = await call(api, 'GET', '/freelances?modifiedTime=0&page=1&limit=1', t.key.client);
          expect(refused.status).toBe(429);
          expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
        }
      });

      it('indexes every change, with both workers taking jobs, and leaves nothing in the queues', async () => {
        for (let i = 0; i < 8; i++) await write(50); // a job each
        t.clock.advance(1000);
        await t.c.profilesAdmin.remove('mp00007', 'banned');
        removed++;
        await t.c.profilesAdmin.remove('mp00100', 'deleted');
        t.clock.advance(1000);
        await t.c.profilesAdmin.restore('mp00100');
        await drained();
        const index = await inStep();
        expect(index).toHaveLength(distributed());
        expect(await processedBy()).toEqual(new Set(workers.map(workerName)));
        expect(await failedJobs()).toEqual([]);
      }, 120_000);

      it('refuses, through the other API, a reindex started through one while it runs', async () => {
        const started = await call(0, 'POST', '/search-index/reindex', t.key.admin);
        expect(started.status).toBe(202);
        const { jobId } = (await started.json()) as { jobId: string };
        const refused = await call(1, 'POST', '/search-index/reindex', t.key.admin);
        expect(refused.status).toBe(409);
        expect(((await refused.json()) as { message: string }).message).toMatch(
          new RegExp(`^A reindex is already (running|waiting) \\(job ${jobId}\\); wait for it to finish$`),
        );
        // followed here, not through the API: polling would spend the admin key's budget, shared by both APIs
        await waitFor(
          () => t.internals.indexerQueue!.reindexStatus(jobId),
          (s) => s.state === 'completed' || s.state === 'failed',
          60_000,
        );
        const done = await call(1, 'GET', `/search-index/reindex/${jobId}`, t.key.admin);
        expect(await done.json()).toMatchObject({ state: 'completed', result: { indexed: distributed() } });
        expect((await call(1, 'POST', '/search-index/reindex', t.key.admin)).status).toBe(202); // once it is over, another may start
        await waitFor(
          async () => (await t.internals.indexerQueue!.counts())['search-reindex']!,
          (c) => c.active + c.waiting === 0,
          60_000,
        );
        await inStep();
      }, 90_000);

      it('SIGTERM to a worker in the middle of a job: it finishes the job and exits 0; nothing is lost', async () => {
        // Stamped in the future, these changes are left alone by the sweep: only the jobs carry them.
        t.clock.set(Date.now() + 86_400_000);
        slow.bulkDelayMs = 1500; // each job's writes held: long enough to be seen running
        for (let i = 0; i < 4; i++) await write(150); // a job each
        // Whichever worker is seen running a job is stopped (either may have taken all four: waiting for one of them
        // in particular failed when the other had).
        const held = await waitFor(
          async () =>
            (await t.internals.indexerQueue!.index.getActive()).find(
              (j) => j.name === 'profile' && workers.some((w) => j.processedBy === workerName(w)),
            ),
          (j) => j !== undefined,
          30_000,
        );
        expect(held).toBeDefined();
        const first = workers.find((w) => workerName(w) === held!.processedBy)!;
        const second = workers.find((w) => w !== first)!;
        first.kill('SIGTERM');
        expect(await first.exited).toEqual({ code: 0, signal: null });
        expect(first.output()).toContain('SIGTERM received');
        expect(await (await t.internals.indexerQueue!.index.getJob(held!.id!))!.getState()).toBe('completed');
        await drained();
        const index = await inStep();
        expect(index).toHaveLength(distributed());
        expect(second.exitCode).toBeNull(); // the other worker took the rest
        // and sweeps on alone: the stopped worker removed their shared health file, the next sweep writes it again
        expect(
          await waitFor(
            async () => existsSync(healthFile('indexer', env.QUEUE_PREFIX!).path),
            (e) => e,
            15_000,
          ),
        ).toBe(true);
        expect(await failedJobs()).toEqual([]);
      }, 120_000);
    }),
  ),
);
