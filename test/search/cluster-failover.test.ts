import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import type { IndexerWorker } from '../../src/adapters/queue/indexer-worker';
import { createContainer, type ServiceContainer } from '../../src/container';
import { describeWithEngine } from '../support/engines';
import { dropIndexer, indexEqualsStore, indexerEnv, waitFor } from '../support/indexer';
import { rawProfile } from '../support/profiles';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * A search node lost and restarted under load, on three real OpenSearch nodes (`scripts/engines.sh up
 * opensearch-cluster`): the service knows all three (OPENSEARCH_URL lists them), its index has two shards and one
 * replica each, and a node that holds a primary (the elected cluster manager when it holds one) is stopped while
 * partners search and profiles are written through the service, then started again. No search fails,
 * `/health/dependencies` is degraded while the node is away and ok once it is back, and the index ends equal to the
 * store (nothing written meanwhile is lost).
 *
 * The node is stopped and started with the engines script, which stops only what it started: the cluster must have
 * been started by this checkout (`scripts/engines.sh status` says so), else the suite is skipped (failed under CI).
 */
const ROOT = join(__dirname, '..', '..');
const run = promisify(execFile);
const engines = (...args: string[]) =>
  run('bash', [join(ROOT, 'scripts', 'engines.sh'), ...args], { env: process.env, timeout: 330_000 });

const clusterStartedHere = async () =>
  /^opensearch-cluster up (?!.*not started by this checkout)/m.test((await engines('status')).stdout);

describeWithEngine('redis', 'a search node lost', (redisUrl) =>
  describeWithEngine('opensearchCluster', 'a search node lost', (clusterUrl) => {
    const nodes = clusterUrl.split(',');
    let env: Record<string, string>;
    let t: TestApp;
    let worker: IndexerWorker;
    let workerContainer: ServiceContainer;
    const errors: string[] = [];

    beforeAll(async () => {
      if (!(await clusterStartedHere())) {
        const why =
          'the three-node cluster was not started by this checkout: scripts/engines.sh can only stop and restart the nodes it started';
        if (process.env.CI === 'true') throw new Error(why);
        process.stderr.write(`SKIPPED "a search node lost": ${why}\n`);
      }
      env = indexerEnv(
        { redis: redisUrl, opensearch: clusterUrl },
        { SEARCH_INDEX_SHARDS: '2', SEARCH_INDEX_REPLICAS: '1', INDEXER_ATTEMPTS: '5', INDEXER_BACKOFF_MS: '500' },
      );
      t = await startTestApp(env);
      // The worker has a container (and cluster clients) of its own, as in production where it is its own process:
      // the API's client learns that a node is gone from its own requests, the searches' and health's.
      workerContainer = await createContainer(t.c.config);
      worker = await workerContainer.startIndexerWorker({
        info: () => undefined,
        warn: () => undefined,
        error: (m: string) => void errors.push(m),
      });
    });
    afterAll(async () => {
      await worker?.close();
      await workerContainer?.close();
      await t?.close();
      if (env) await dropIndexer(env);
    });

    const health = () => request(t.app).get('/health/dependencies');
    const search = () =>
      request(t.app).post('/partners/search').set('x-api-key', t.key.partner).send({ keywords: 'kotlin', limit: 1 });
    let written = 0;
    const write = async (n: number) => {
      const batch = Array.from({ length: n }, (_, i) =>
        rawProfile(`p${String(written + i).padStart(5, '0')}`, { basics: { label: 'Architecte Kotlin' } }),
      );
      written += n;
      t.clock.advance(1);
      await t.c.imports.importProfiles(batch);
    };

    /**
     * The node to stop (1, 2 or 3: its place in OPENSEARCH_CLUSTER_URL): one that holds a primary of the index, the
     * elected cluster manager when it holds one (its loss costs an election too, during which the health API answers
     * 503), else the holder of shard 0's primary.
     */
    async function victimNode(): Promise<number> {
      const get = async (path: string) => (await fetch(`${nodes[0]}${path}`)).json() as Promise<unknown>;
      const shards = (await get(`/_cat/shards/${env.SEARCH_INDEX}?format=json&h=shard,prirep,id`)) as {
        shard: string;
        prirep: string;
        id: string;
      }[];
      const [manager] = (await get('/_cat/cluster_manager?format=json&h=id')) as { id: string }[];
      const primaries = shards.filter((s) => s.prirep === 'p');
      const holder = primaries.some((s) => s.id === manager!.id)
        ? manager!.id
        : primaries.find((s) => s.shard === '0')!.id;
      const http = (await get('/_nodes/http')) as { nodes: Record<string, { http: { publish_address: string } }> };
      const port = http.nodes[holder]!.http.publish_address.split(':').pop();
      return nodes.findIndex((u) => new URL(u).port === port) + 1;
    }

    it('no search fails, health is degraded while the node is away, and no write is lost', async () => {
      if (!(await clusterStartedHere())) return;
      await write(200);
      await indexEqualsStore(clusterUrl, env.SEARCH_INDEX!, t.internals.stores.profiles);
      await waitFor(
        async () => (await health()).body.status,
        (s) => s === 'ok',
        60_000,
      ); // every copy placed
      expect((await health()).body.status).toBe('ok');
      const victim = await victimNode();
      expect(victim).toBeGreaterThan(0);

      // Partners search and profiles are written without pause, from before the node stops until after it is back.
      const failures: string[] = [];
      let searches = 0;
      let writes = 0;
      let running = true;
      const searching = (async () => {
        while (running) {
          const res = await search();
          searches++;
          if (res.status !== 200) failures.push(`${res.status} ${JSON.stringify(res.body)}`);
          else if (res.body.infos.total < 200)
            failures.push(`total ${res.body.infos.total}: the 200 indexed before the stop must all be found`);
          await new Promise((r) => setTimeout(r, 10));
        }
      })();
      const writing = (async () => {
        while (running) {
          await write(20);
          writes++;
          await new Promise((r) => setTimeout(r, 100));
        }
      })();

      let searchesWithoutNode = 0;
      let nodeDown = false;
      try {
        await new Promise((r) => setTimeout(r, 1000));
        await engines('down', `opensearch-cluster-${victim}`);
        nodeDown = true;
        const duringOutage = searches;
        const degraded = await waitFor(health, (res) => res.body.status === 'degraded', 20_000);
        expect(degraded.status).toBe(200);
        expect(degraded.body.dependencies.search.status).toBe('up');
        expect(degraded.body.dependencies.searchCluster).toMatchObject({
          critical: false,
          status: 'down',
          error: expect.stringMatching(/^1 of 3 nodes not answering \(ECONNREFUSED\)/),
        });
        await new Promise((r) => setTimeout(r, 8000)); // searches and writes go on without the node
        expect((await health()).body.status).toBe('degraded');
        searchesWithoutNode = searches - duringOutage;

        await engines('up', 'opensearch-cluster');
        nodeDown = false;
        await waitFor(
          async () => (await health()).body.status,
          (s) => s === 'ok',
          120_000,
        ); // the node back, every copy placed again
        await new Promise((r) => setTimeout(r, 1000));
      } finally {
        // Also when an expectation above failed: no write may outlive the test's service.
        running = false;
        await Promise.all([searching, writing]);
        if (nodeDown) await engines('up', 'opensearch-cluster'); // the cluster as the test found it, for the next run
      }

      expect(failures).toEqual([]);
      expect(searchesWithoutNode).toBeGreaterThan(10);
      expect(writes).toBeGreaterThan(10);
      expect((await health()).body).toMatchObject({ status: 'ok', dependencies: { searchCluster: { status: 'up' } } });
      const { index, store } = await indexEqualsStore(
        clusterUrl,
        env.SEARCH_INDEX!,
        t.internals.stores.profiles,
        60_000,
      );
      expect(index.length).toBe(written);
      expect(index).toEqual(store);
      expect(await t.internals.indexerQueue!.failed()).toEqual([]);
    }, 300_000);
  }),
);
