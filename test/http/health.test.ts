import request from 'supertest';
import { PROFILE_INDEX_DEFINITION } from '../../src/adapters/search-cluster/cluster-search-index';
import { openSearchClient } from '../../src/adapters/search-cluster/opensearch-client';
import { SEARCH_DOCUMENT_VERSION } from '../../src/domain/search/search-document';
import { describeWithEngine } from '../support/engines';
import { captureLog } from '../support/log';
import { freePort } from '../support/private-redis';
import { startTestApp, type TestApp } from '../support/test-app';

let current: TestApp | undefined;
const t = () => current!;
afterEach(async () => {
  await current?.close();
  current = undefined;
});
afterEach(() => jest.restoreAllMocks());

const dependencies = () => request(t().app).get('/health/dependencies');

describe('health [sqlite]', () => {
  it('GET /health (and /v1/health) answers 200 without a key', async () => {
    current = await startTestApp();
    for (const path of ['/health', '/v1/health']) {
      const res = await request(t().app).get(path);
      expect([path, res.status, res.body]).toEqual([path, 200, { status: 'ok' }]);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('GET /health/dependencies checks the embedded store and search engine, and shows the limiter', async () => {
    current = await startTestApp();
    const res = await dependencies();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'ok',
      dependencies: {
        store: { kind: 'sqlite', critical: true, status: 'up', latencyMs: expect.any(Number) },
        search: { kind: 'sqlite', critical: true, status: 'up', latencyMs: expect.any(Number) },
        objectStorage: { kind: 'file', critical: false, status: 'up', latencyMs: expect.any(Number) },
      },
      rateLimiter: { store: 'memory' },
    });
    expect((await request(t().app).get('/v1/health/dependencies')).status).toBe(200);
  });

  it('a critical dependency down is 503 "down"; a non-critical one is 200 "degraded"', async () => {
    // The mobility source is gone: the service runs on the dataset it loaded, and says its source is down.
    const log = captureLog();
    current = await startTestApp(
      { MOBILITY_SOURCE_URL: 'file:///nonexistent/fpd/mobility-areas.json.gz' },
      { logDestination: log.destination },
    );
    const store = t().internals.stores;
    const degraded = await dependencies();
    expect(degraded.status).toBe(200);
    expect(degraded.body.status).toBe('degraded');
    expect(degraded.body.dependencies.objectStorage).toEqual({
      kind: 'file',
      critical: false,
      status: 'down',
      latencyMs: expect.any(Number),
      error: expect.any(String),
    });
    expect(degraded.body.dependencies.objectStorage.error).not.toContain('nonexistent');

    jest.spyOn(store, 'ping').mockRejectedValue(
      Object.assign(new Error('connect ECONNREFUSED db.internal.example:27017 (user admin:hunter2)'), {
        code: 'ECONNREFUSED',
      }),
    );
    const down = await dependencies();
    expect(down.status).toBe(503);
    expect(down.body.status).toBe('down');
    expect(down.body.dependencies.store).toMatchObject({ status: 'down', error: 'ECONNREFUSED' });
    const text = JSON.stringify(down.body);
    for (const secret of ['db.internal', '27017', 'hunter2', 'admin']) expect(text).not.toContain(secret);
    // the whole error goes to the log instead, once per change of state
    await dependencies();
    const logged = log.messages().filter((l) => l.includes('store (sqlite) is down'));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('db.internal.example');
  });

  it('bounds each check with HEALTH_CHECK_TIMEOUT_MS and runs them in parallel', async () => {
    current = await startTestApp({ HEALTH_CHECK_TIMEOUT_MS: '300' });
    t().c.health.register({ name: 'stuck', kind: 'test', critical: false, check: () => new Promise(() => undefined) });
    // Each of these two resolves only once the other has started: run one after the other, both would time out.
    const release: Record<string, () => void> = {};
    const started = new Set<string>();
    const meet = (me: string, other: string) => () =>
      new Promise<void>((resolve) => {
        release[me] = resolve;
        started.add(me);
        if (started.has(other)) {
          release[other]!();
          resolve();
        }
      });
    t().c.health.register({ name: 'left', kind: 'test', critical: false, check: meet('left', 'right') });
    t().c.health.register({ name: 'right', kind: 'test', critical: false, check: meet('right', 'left') });
    const res = await dependencies();
    expect(res.body.dependencies.stuck).toMatchObject({ status: 'down', error: 'timed out after 300 ms' });
    expect(res.body.dependencies.left.status).toBe('up');
    expect(res.body.dependencies.right.status).toBe('up');
    expect(res.body.status).toBe('degraded');
  });

  it('refuses two checks under one name', async () => {
    current = await startTestApp();
    expect(() =>
      t().c.health.register({ name: 'store', kind: 'x', critical: true, check: async () => undefined }),
    ).toThrow(/already registered/);
  });

  it('Redis configured but unreachable: degraded, the limiter in fallback, no address or credential shown', async () => {
    const port = await freePort(); // nothing listens there
    const log = captureLog();
    current = await startTestApp(
      { REDIS_URL: `redis://fpduser:s3cr3tpass@127.0.0.1:${port}/0` },
      { logDestination: log.destination },
    );
    const res = await dependencies();
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('degraded');
    expect(res.body.dependencies.redis).toEqual({
      kind: 'redis',
      critical: false,
      status: 'down',
      latencyMs: expect.any(Number),
      error: 'not connected',
    });
    expect(res.body.rateLimiter).toEqual({ store: 'memory-fallback' });
    const text = JSON.stringify(res.body);
    for (const secret of ['fpduser', 's3cr3tpass', '127.0.0.1', String(port), 'redis://'])
      expect(text).not.toContain(secret);
    const logged = log.messages();
    expect(logged.filter((l) => l.includes('in-memory fallback'))).toHaveLength(1); // said at start, once
    // and the API keeps serving
    expect(
      (await request(t().app).get('/freelances?modifiedTime=0&page=1&limit=1').set('x-api-key', t().key.client)).status,
    ).toBe(200);
  });
});

describeWithEngine('mongodb', 'health', (url) => {
  it('checks MongoDB as the store', async () => {
    current = await startTestApp({}, { mongodbUrl: url });
    const res = await dependencies();
    expect(res.status).toBe(200);
    expect(res.body.dependencies.store).toMatchObject({ kind: 'mongodb', status: 'up' });
    expect(JSON.stringify(res.body)).not.toContain(new URL(url).host);
  });
});

describeWithEngine('redis', 'health', (url) => {
  it('checks Redis and shows the limiter on Redis', async () => {
    current = await startTestApp({ REDIS_URL: url });
    const res = await dependencies();
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
    expect(res.body.dependencies.redis).toMatchObject({ kind: 'redis', critical: false, status: 'up' });
    expect(res.body.rateLimiter).toEqual({ store: 'redis' });
    expect(JSON.stringify(res.body)).not.toContain(new URL(url).host);
  });
});

describeWithEngine('opensearch', 'health', (url) => {
  it('checks the search cluster and its index: missing index is 503 down with a plain reason', async () => {
    current = await startTestApp({ OPENSEARCH_URL: url, SEARCH_INDEX: `fpd-health-missing-${process.pid}` });
    const res = await dependencies();
    expect(res.status).toBe(503);
    expect(res.body.dependencies.search).toMatchObject({
      kind: 'opensearch',
      critical: true,
      status: 'down',
      error: 'the search index does not exist (run fpd search-index rebuild)',
    });
    expect(JSON.stringify(res.body)).not.toContain(new URL(url).host);
  });

  it('an existing index is up', async () => {
    const index = `fpd-health-${process.pid}`;
    current = await startTestApp({ OPENSEARCH_URL: url, SEARCH_INDEX: index });
    await t().internals.searchCluster!.index.createIndex(index);
    try {
      const res = await dependencies();
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('ok');
      expect(res.body.dependencies.search).toMatchObject({ kind: 'opensearch', status: 'up' });
      expect(res.body.dependencies.searchIndex).toMatchObject({ kind: 'opensearch', critical: false, status: 'up' });
      // the default layout (SEARCH_INDEX_REPLICAS=0-1) places every copy on this one node
      expect(res.body.dependencies.searchCluster).toMatchObject({ kind: 'opensearch', critical: false, status: 'up' });
    } finally {
      await t().internals.searchCluster!.index.deleteIndex(index);
    }
  });

  it('a replica no node can hold, and a configured node that does not answer: degraded (200), searches still served', async () => {
    const index = `fpd-health-redundancy-${process.pid}`;
    current = await startTestApp({
      OPENSEARCH_URL: `${url},http://127.0.0.1:9`,
      SEARCH_INDEX: index,
      SEARCH_INDEX_REPLICAS: '1',
    });
    await t().internals.searchCluster!.index.createIndex(index);
    try {
      const res = await dependencies();
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('degraded');
      expect(res.body.dependencies.search).toMatchObject({ status: 'up' });
      expect(res.body.dependencies.searchCluster).toEqual({
        kind: 'opensearch',
        critical: false,
        status: 'down',
        latencyMs: expect.any(Number),
        error: '1 of 2 nodes not answering (ECONNREFUSED); index yellow: 1 shard copy unassigned',
      });
      expect(JSON.stringify(res.body)).not.toContain(new URL(url).host);
      expect(JSON.stringify(res.body)).not.toContain('127.0.0.1:9');
      const search = await request(t().app)
        .post('/partners/search')
        .set('x-api-key', t().key.partner)
        .send({ keywords: 'java' });
      expect(search.status).toBe(200);
    } finally {
      await t().internals.searchCluster!.index.deleteIndex(index);
    }
  });

  it('an index built by an older version of the search documents is stale (degraded) until fpd search-index rebuild', async () => {
    const alias = `fpd-health-stale-${process.pid}`;
    current = await startTestApp({ OPENSEARCH_URL: url, SEARCH_INDEX: alias });
    // An index as version 1 made it: no version in its mapping, no `words` field.
    const { settings, mappings } = PROFILE_INDEX_DEFINITION as unknown as {
      settings: object;
      mappings: { _meta?: object; properties: Record<string, object> };
    };
    const { _meta, ...v1 } = structuredClone(mappings);
    delete v1.properties.words;
    const client = openSearchClient(url);
    try {
      await client.createIndex(`${alias}-old`, { settings: { ...settings, number_of_replicas: 0 }, mappings: v1 });
      await client.pointAlias(alias, `${alias}-old`, []);
      const stale = await dependencies();
      expect(stale.status).toBe(200);
      expect(stale.body.status).toBe('degraded');
      expect(stale.body.dependencies.searchIndex).toMatchObject({
        status: 'down',
        error: `stale: the index holds search documents of version 1, this service makes version ${SEARCH_DOCUMENT_VERSION} (run fpd search-index rebuild)`,
      });
      await t().c.searchIndex.rebuildHere();
      const rebuilt = await dependencies();
      expect(rebuilt.body.status).toBe('ok');
      expect(rebuilt.body.dependencies.searchIndex.status).toBe('up');
    } finally {
      for (const index of await client.aliasTargets(alias)) await client.deleteIndex(index);
      await client.deleteIndex(`${alias}-old`);
      await client.close();
    }
  });
});
