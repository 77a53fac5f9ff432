import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import type { IndexerWorker } from '../../src/adapters/queue/indexer-worker';
import { PROFILE_INDEX_DEFINITION } from '../../src/adapters/search-cluster/cluster-search-index';
import { openSearchClient } from '../../src/adapters/search-cluster/opensearch-client';
import { toSearchDocument } from '../../src/domain/search/search-document';
import type { ProfileStore } from '../../src/ports/profile-store';
import { SearchIndexer } from '../../src/services/search-index.service';
import { describeWithEngine } from '../support/engines';
import { dropIndexer, indexedVersions, indexEqualsStore, indexerEnv, processEnv, waitFor } from '../support/indexer';
import { rawProfile } from '../support/profiles';
import { startTestApp, type TestApp } from '../support/test-app';
import { apiError, invalid } from '../support/errors';

const run = promisify(execFile);
const TSX = join(__dirname, '..', '..', 'node_modules', '.bin', 'tsx');
const CLI = join(__dirname, '..', '..', 'src', 'cli', 'fpd.ts');

/** The indexer on real Redis, FerretDB and OpenSearch, its worker running in this process. */
describeWithEngine('redis', 'indexer', (redisUrl) =>
  describeWithEngine('mongodb', 'indexer', (mongodbUrl) =>
    describeWithEngine('opensearch', 'indexer', (opensearchUrl) => {
      let env: Record<string, string>;
      let t: TestApp;
      let worker: IndexerWorker;
      const errors: string[] = [];
      const alias = () => env.SEARCH_INDEX!;
      const indexed = () => indexedVersions(opensearchUrl, alias());
      /** Waits until the index equals the store, asserts it, and returns the index's (id, version) pairs. */
      const inStep = async () => {
        const { index, store } = await indexEqualsStore(opensearchUrl, alias(), t.internals.stores.profiles);
        expect(index).toEqual(store);
        return index;
      };

      beforeEach(async () => {
        env = indexerEnv({ redis: redisUrl, opensearch: opensearchUrl });
        t = await startTestApp(env, { mongodbUrl });
        errors.length = 0;
        worker = await t.c.startIndexerWorker({
          info: () => undefined,
          warn: () => undefined,
          error: (m: string) => void errors.push(m),
        });
      });
      afterEach(async () => {
        await worker.close();
        await t.close();
        await dropIndexer(env);
      });

      it('indexes imports, deletes on removal, re-adds on restore; an older state never overwrites a newer one', async () => {
        await t.c.imports.importProfiles(['a', 'b'].map((id) => rawProfile(id)));
        expect(await inStep()).toEqual([
          ['a', t.clock()],
          ['b', t.clock()],
        ]);

        t.clock.advance(1000);
        await t.c.profilesAdmin.remove('a', 'banned');
        expect((await waitFor(indexed, (m) => !m.has('a'))).has('a')).toBe(false);

        t.clock.advance(1000);
        await t.c.profilesAdmin.restore('a');
        expect((await waitFor(indexed, (m) => m.has('a'))).get('a')).toBe(t.clock());

        // A late job that read an older state (before the restore, and before the removal): refused by the version.
        const restored = (await t.internals.stores.profiles.get('a'))!;
        const cluster = t.internals.searchCluster!.index;
        expect(
          await cluster.write({
            upsert: [toSearchDocument({ ...restored, modifiedAt: restored.modifiedAt - 2000 })!],
            remove: [{ internalId: 'a', version: restored.modifiedAt - 1000 }],
          }),
        ).toEqual([]);
        expect((await indexed()).get('a')).toBe(restored.modifiedAt);
        // The same state twice: harmless.
        expect(await t.internals.searchIndexer!.indexIds(['a', 'a', 'b'])).toEqual([]);
        expect(await inStep()).toEqual([
          ['a', restored.modifiedAt],
          ['b', restored.modifiedAt - 2000],
        ]);
        expect(errors).toEqual([]);
      });

      it('retries only the refused documents; one the engine rejects lands in the failed list, and an operator retries it', async () => {
        // An index whose mapping makes `summary` a number: a profile with a text summary is rejected (400).
        const broken = `${alias()}-broken`;
        const definition = structuredClone(PROFILE_INDEX_DEFINITION) as unknown as {
          mappings: { properties: Record<string, object> };
        };
        definition.mappings.properties.summary = { type: 'long' };
        const client = openSearchClient(opensearchUrl);
        await client.createIndex(broken, definition);
        await client.pointAlias(alias(), broken, await client.aliasTargets(alias()));

        await t.c.imports.importProfiles([
          rawProfile('good', { basics: { summary: '12' } }),
          rawProfile('bad', { basics: { summary: 'Dix ans de Go.' } }),
        ]);
        const failed = await waitFor(
          () => t.internals.indexerQueue!.failed(),
          (f) => f.length > 0,
        );
        expect(failed).toEqual([
          {
            type: 'profile',
            jobId: expect.any(String),
            ids: ['bad'],
            reason: expect.stringMatching(/refused 1 profile\(s\): bad \(400 .*parsing/),
            attempts: 1,
            failedAt: expect.any(Number),
          },
        ]);
        expect([...(await indexed()).keys()]).toEqual(['good']); // the other document of the job is indexed
        expect(errors.some((e) => e.includes('refused profile bad'))).toBe(true);

        // The CLI lists it; the operator repairs the index, then retries through the CLI.
        const fpd = (...args: string[]) =>
          run(TSX, [CLI, ...args], { env: { ...process.env, ...processEnv(t, env, mongodbUrl) } });
        const listed = JSON.parse((await fpd('indexer', 'failed', '--json')).stdout);
        expect(listed).toEqual([expect.objectContaining({ jobId: failed[0]!.jobId, ids: ['bad'] })]);
        expect((await fpd('queues')).stdout).toMatch(/search-index\s+\d+\s+\d+\s+1\s+/);

        const fixed = `${alias()}-fixed`;
        await client.createIndex(fixed, PROFILE_INDEX_DEFINITION);
        await client.pointAlias(alias(), fixed, [broken]);
        expect((await fpd('indexer', 'retry', '--all')).stdout).toContain(`Retrying 1 job(s): ${failed[0]!.jobId}`);
        expect([...(await waitFor(indexed, (m) => m.has('bad'))).keys()]).toEqual(['bad']);
        expect(await t.internals.indexerQueue!.failed()).toEqual([]);
        await client.close();
      });

      it('reindexes as a job: 202 with its id, 409 while it runs, progress and state, changes meanwhile not lost', async () => {
        await t.c.imports.importProfiles(['a', 'b', 'c'].map((id) => rawProfile(id)));
        await inStep();
        const admin = (r: request.Test) => r.set('x-api-key', t.key.admin);

        const started = await admin(request(t.app).post('/search-index/reindex').send({}));
        expect(started.status).toBe(202);
        expect(started.body).toEqual({ jobId: expect.stringMatching(/^reindex-/), state: 'waiting' });
        const again = await admin(request(t.app).post('/v1/search-index/reindex'));
        expect(again.status).toBe(409);
        expect(again.body).toEqual(
          apiError(
            409,
            'conflict',
            `A reindex is already ${again.body.message.includes('waiting') ? 'waiting' : 'running'} (job ${started.body.jobId}); wait for it to finish`,
          ),
        );
        expect((await request(t.app).post('/search-index/reindex').set('x-api-key', t.key.client)).status).toBe(403);

        const status = await waitFor(
          async () => (await admin(request(t.app).get(`/search-index/reindex/${started.body.jobId}`))).body,
          (b) => b.state === 'completed' || b.state === 'failed',
        );
        expect(status).toEqual({
          id: started.body.jobId,
          state: 'completed',
          progress: { phase: 'done', indexed: 3, total: 3 },
          result: { index: expect.stringMatching(new RegExp(`^${alias()}-\\d+$`)), indexed: 3, caughtUp: 3 },
          failedReason: null,
        });
        expect(await openSearchClient(opensearchUrl).aliasTargets(alias())).toEqual([status.result.index]); // the first index is gone
        expect(
          (await admin(request(t.app).get('/search-index/reindex/reindex-00000000-0000-0000-0000-000000000000')))
            .status,
        ).toBe(404);
        expect((await admin(request(t.app).get('/search-index/reindex/nope'))).body).toEqual(
          invalid(expect.stringContaining('id: must be a reindex job id')),
        );

        // Changes while the new index fills (once the store's read is past them) end up in it.
        let midway = false;
        const profiles = t.internals.stores.profiles;
        const slowStore: ProfileStore = Object.assign(Object.create(profiles) as ProfileStore, {
          async *scanDistributed(batchSize: number) {
            for await (const batch of profiles.scanDistributed(batchSize)) {
              yield batch;
              if (midway) continue;
              midway = true;
              t.clock.advance(1000);
              await t.c.imports.importProfiles([
                rawProfile('late'),
                rawProfile('b', { basics: { label: 'Architecte' } }),
              ]);
              await t.c.profilesAdmin.remove('c', 'deleted');
            }
          },
        });
        const indexer = new SearchIndexer(
          slowStore,
          t.internals.searchCluster!.index,
          t.clock,
          1000,
          t.internals.indexerQueue!.state,
        );
        await indexer.reindex();
        expect(midway).toBe(true);
        expect(await inStep()).toEqual([
          ['a', t.clock() - 1000],
          ['b', t.clock()],
          ['late', t.clock()],
        ]);
        expect(await t.internals.indexerQueue!.state.buildingIndex()).toBeNull();

        // Done: a new reindex is accepted again; fpd reindex --wait follows it to the end.
        const { stdout } = await run(TSX, [CLI, 'reindex', '--wait'], {
          env: { ...process.env, ...processEnv(t, env, mongodbUrl) },
        });
        expect(stdout).toMatch(
          /Reindex job reindex-\S+ enqueued\nIndexed 3 profiles into \S+ \(\d+ changed meanwhile, caught up\); the alias now points to it/,
        );
      });
    }),
  ),
);

describe('reindex routes without the indexer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answer 501 not_configured, naming what to configure, on the embedded default (no reindex exists there), and check the key and the input first', async () => {
    const res = await request(t.app).post('/search-index/reindex').set('x-api-key', t.key.admin);
    expect(res.status).toBe(501);
    expect(res.body).toEqual(
      apiError(
        501,
        'not_configured',
        'The indexer is not configured, and not needed: the embedded engine updates its index at every write, so there is nothing to reindex and no indexing queue or failed job (a search cluster has an indexer: REDIS_URL and OPENSEARCH_URL or ELASTICSEARCH_URL)',
      ),
    );
    expect((await request(t.app).post('/search-index/reindex').set('x-api-key', t.key.partner)).status).toBe(403);
    expect(
      (await request(t.app).post('/search-index/reindex').set('x-api-key', t.key.admin).send({ force: true })).body,
    ).toEqual(invalid(expect.stringContaining('force')));
    expect(
      (
        await request(t.app)
          .get('/search-index/reindex/reindex-00000000-0000-0000-0000-000000000000')
          .set('x-api-key', t.key.admin)
      ).status,
    ).toBe(501);
  });
});
