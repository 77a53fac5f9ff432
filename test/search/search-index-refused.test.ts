import request from 'supertest';
import { describeWithEngine } from '../support/engines';
import { startTestApp, type TestApp } from '../support/test-app';
import { apiError } from '../support/errors';

/**
 * A cluster that refuses to create our index (here: more shards than a node may hold, as an operator's setting could
 * ask) is said at start, in /health/dependencies with the cluster's own reason, and by searches as a 503 with
 * Retry-After: never a bare 500.
 */
for (const [engine, variable] of [
  ['opensearch', 'OPENSEARCH_URL'],
  ['elasticsearch', 'ELASTICSEARCH_URL'],
] as const) {
  describeWithEngine(engine, 'a search index the cluster refuses to create', (url) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({
        [variable]: url,
        SEARCH_INDEX: `fpd-test-refused-${process.pid}`,
        SEARCH_INDEX_SHARDS: '1024',
        SEARCH_INDEX_REPLICAS: '0',
      });
    });
    afterAll(() => t.close());

    it('is said at start, by health with the cluster’s reason, and by searches as a 503 with Retry-After', async () => {
      await expect(t.c.searchIndex.prepare()).rejects.toThrow(
        /the search cluster refused to create the index fpd-test-refused-\d+-0: \w+_exception: .*shards/,
      );
      const health = await request(t.app).get('/health/dependencies');
      expect(health.body.dependencies.search).toMatchObject({
        status: 'down',
        error: expect.stringMatching(
          /^the search index does not exist: the cluster refused to create it \(\w+_exception: .*shards/,
        ),
      });
      const search = await request(t.app)
        .post('/partners/search')
        .set('x-api-key', t.key.partner)
        .send({ keywords: 'java' });
      expect(search.status).toBe(503);
      expect(search.headers['retry-after']).toBe('10');
      expect(search.body).toEqual(
        apiError(503, 'unavailable', 'Search is unavailable: the search index does not exist yet; retry in 10 s'),
      );
    });
  });
}
