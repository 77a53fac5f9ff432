import { spawn, type ChildProcess } from 'node:child_process';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from '@opensearch-project/opensearch';
import type { IndexerWorker } from '../../src/adapters/queue/indexer-worker';
import { describeWithEngine } from '../support/engines';
import { dropIndexer, indexerEnv, waitFor } from '../support/indexer';
import { rawProfile } from '../support/profiles';
import { startTestApp, type TestApp } from '../support/test-app';

const ROOT = join(__dirname, '..', '..');
const run = promisify(execFile);

/**
 * A reindex whose worker dies, is taken up by another worker, which dies too: BullMQ fails the job ("job stalled
 * more than allowable limit") without running any of our code. The half-built index and the "building" flag must
 * not stay behind, and the failure must be listed by `fpd indexer failed`.
 */
describeWithEngine('redis', 'a reindex whose worker dies twice', (redisUrl) =>
  describeWithEngine('opensearch', 'a reindex whose worker dies twice', (opensearchUrl) => {
    let env: Record<string, string>;
    let t: TestApp;
    let worker: IndexerWorker | undefined;
    const children: ChildProcess[] = [];
    const childEnv = () => ({ ...process.env, ...env, DATA_DIR: t.dataDir, MONGODB_URL: '', LOG_LEVEL: 'warn' });
    const indices = async () => {
      const client = new Client({ node: opensearchUrl });
      try {
        return Object.keys((await client.indices.get({ index: `${env.SEARCH_INDEX}*` })).body).sort();
      } finally {
        await client.close();
      }
    };

    beforeEach(async () => {
      env = indexerEnv({ redis: redisUrl, opensearch: opensearchUrl });
      t = await startTestApp(env);
    });
    afterEach(async () => {
      for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
      await worker?.close();
      await t.close();
      await dropIndexer(env);
    });

    /** A worker process that takes the reindex up, reports it is filling, and is killed there. */
    async function dieWhileFilling(): Promise<void> {
      const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'test/support/reindex-then-hang.ts')], {
        cwd: ROOT,
        env: childEnv(),
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      children.push(child);
      let output = '';
      child.stdout!.on('data', (d) => (output += d));
      expect(
        await waitFor(
          async () => output,
          (o) => o.includes('filling') || child.exitCode !== null,
          40_000,
        ),
      ).toContain('filling');
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }

    it('is failed by BullMQ; a live worker deletes its half-built index and the flag, and fpd indexer failed lists it', async () => {
      await t.c.imports.importProfiles(['a', 'b', 'c'].map((id) => rawProfile(id))); // indexed by no one yet: no worker runs
      await t.internals.searchCluster!.index.ensureAlias();
      const serving = await t.internals.searchCluster!.index.servingIndices();
      const jobId = await t.internals.indexerQueue!.startReindex();

      await dieWhileFilling(); // the first worker
      const halfBuilt = (await t.internals.indexerQueue!.reindex.getJob(jobId))!.data.index as string;
      expect(await t.internals.indexerQueue!.state.buildingIndex()).toBe(halfBuilt);
      await dieWhileFilling(); // the second one took it up again (its lock expired), and dies too
      const second = (await t.internals.indexerQueue!.reindex.getJob(jobId))!.data.index as string;
      expect(second).not.toBe(halfBuilt);
      expect(await indices()).toEqual([...serving, second].sort()); // the first attempt's index was deleted by the second

      // A live worker: BullMQ fails the job that stalled twice; the worker cleans up after it.
      const errors: string[] = [];
      worker = await t.c.startIndexerWorker({
        info: () => undefined,
        warn: () => undefined,
        error: (m: string) => void errors.push(m),
      });
      const failed = await waitFor(
        () => t.internals.indexerQueue!.failed(),
        (f) => f.some((j) => j.type === 'reindex'),
        40_000,
      );
      expect(failed).toEqual([
        {
          type: 'reindex',
          jobId,
          ids: [],
          reason: 'job stalled more than allowable limit',
          attempts: expect.any(Number),
          failedAt: expect.any(Number),
        },
      ]);
      expect(await waitFor(indices, (i) => i.length === serving.length)).toEqual(serving);
      expect(await t.internals.indexerQueue!.state.buildingIndex()).toBeNull();
      expect(errors).toContain(`indexer: reindex ${jobId} failed: job stalled more than allowable limit`);

      const { stdout } = await run(
        join(ROOT, 'node_modules', '.bin', 'tsx'),
        [join(ROOT, 'src', 'cli', 'fpd.ts'), 'indexer', 'failed'],
        { env: childEnv() },
      );
      expect(stdout).toContain(`job ${jobId}`);
      expect(stdout).toContain(
        'reindex (its half-built index is deleted; start a new one with fpd reindex)\n  job stalled more than allowable limit',
      );
      // A new reindex runs to the end.
      const again = await t.internals.indexerQueue!.startReindex();
      const done = await waitFor(
        () => t.internals.indexerQueue!.reindexStatus(again),
        (s) => s.state === 'completed' || s.state === 'failed',
        40_000,
      );
      expect(done).toMatchObject({ state: 'completed', result: { indexed: 3 } });
    }, 120_000);
  }),
);
