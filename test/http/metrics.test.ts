import request from 'supertest';
import { rawProfile } from '../support/profiles';
import { startTestApp, type TestApp } from '../support/test-app';

/** GET /metrics: the Prometheus exposition of requests, searches, queues, dependencies and rate limits (admin keys). */

/** The value of one sample of the exposition, found by metric name and labels (any order). */
function sample(exposition: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of exposition.split('\n')) {
    const m = /^([a-z_:]+)\{(.*)\} (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = m[2]!.split(/,(?=[a-z_]+=")/);
    if (have.length === wanted.length && wanted.every((w) => have.includes(w))) return Number(m[3]);
  }
  return undefined;
}

describe('GET /metrics', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp();
    await t.c.imports.importProfiles([rawProfile('p-1'), rawProfile('p-2')]);
  });
  afterEach(() => t.close());
  const scrape = async () => {
    const res = await request(t.app).get('/metrics').set('x-api-key', t.key.admin);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.text;
  };

  it('is for admin keys: 401 without a key, 403 for the other types', async () => {
    expect((await request(t.app).get('/metrics')).status).toBe(401);
    for (const type of ['client', 'partner', 'integrator'] as const) {
      const res = await request(t.app).get('/metrics').set('x-api-key', t.key[type]);
      expect(res.status).toBe(403);
      expect(res.text).not.toContain('fpd_');
    }
  });

  it('counts and times requests by method, route template and status', async () => {
    for (let i = 0; i < 3; i++)
      await request(t.app).get('/freelances?modifiedTime=0&page=1&limit=1').set('x-api-key', t.key.client);
    await request(t.app).get('/v1/freelances?modifiedTime=0&page=1').set('x-api-key', t.key.client);
    await request(t.app).get('/freelances?modifiedTime=0&page=1&limit=1');
    await request(t.app).get('/integration/acme/clients').set('x-api-key', t.key.integrator);
    const text = await scrape();
    const get = (route: string, status: string) => ({ method: 'GET', route, status });
    expect(sample(text, 'fpd_http_requests_total', get('/freelances', '200'))).toBe(3);
    expect(sample(text, 'fpd_http_requests_total', get('/v1/freelances', '400'))).toBe(1);
    expect(sample(text, 'fpd_http_requests_total', get('/freelances', '401'))).toBe(1);
    expect(sample(text, 'fpd_http_requests_total', get('/integration/:integrationClient/clients', '403'))).toBe(1);
    expect(text).not.toContain('acme');
    // a histogram: cumulative buckets, +Inf equal to the count, a sum
    expect(sample(text, 'fpd_http_request_duration_seconds_bucket', { ...get('/freelances', '200'), le: '+Inf' })).toBe(
      3,
    );
    expect(sample(text, 'fpd_http_request_duration_seconds_count', get('/freelances', '200'))).toBe(3);
    expect(sample(text, 'fpd_http_request_duration_seconds_sum', get('/freelances', '200'))).toBeGreaterThan(0);
    const buckets = ['0.001', '0.01', '0.1', '1', '10'].map((le) =>
      sample(text, 'fpd_http_request_duration_seconds_bucket', { ...get('/freelances', '200'), le })!,
    );
    expect(buckets).toEqual([...buckets].sort((a, b) => a - b));
    // the scrape itself is counted by the next one
    expect(sample(await scrape(), 'fpd_http_requests_total', get('/metrics', '200'))).toBe(1);
  });

  it('records the search latency with the engine that answered', async () => {
    for (let i = 0; i < 2; i++) {
      expect(
        (
          await request(t.app)
            .post('/partners/search')
            .set('x-api-key', t.key.partner)
            .send({ keywords: 'typescript', page: 1, limit: 10 })
        ).status,
      ).toBe(200);
    }
    const text = await scrape();
    expect(sample(text, 'fpd_search_duration_seconds_count', { engine: 'sqlite' })).toBe(2);
    expect(sample(text, 'fpd_search_duration_seconds_bucket', { engine: 'sqlite', le: '+Inf' })).toBe(2);
    expect(sample(text, 'fpd_search_duration_seconds_sum', { engine: 'sqlite' })).toBeGreaterThan(0);
  });

  it('reads queue depths and dependency health from registered collectors at scrape time', async () => {
    let waiting = 3;
    let checks = 0;
    t.c.metrics.addQueueCollector(async () => [
      { queue: 'index', state: 'waiting', count: waiting },
      { queue: 'index', state: 'failed', count: 1 },
    ]);
    t.c.metrics.addQueueCollector(async () => {
      throw new Error('queue unreachable');
    });
    t.c.metrics.addDependencyCollector(async () => {
      checks++;
      return [
        { name: 'redis', up: true, latencyMs: 12 },
        { name: 'opensearch', up: false, latencyMs: 2000 },
      ];
    });
    let text = await scrape();
    expect(sample(text, 'fpd_queue_jobs', { queue: 'index', state: 'waiting' })).toBe(3);
    expect(sample(text, 'fpd_queue_jobs', { queue: 'index', state: 'failed' })).toBe(1);
    expect(sample(text, 'fpd_metrics_collector_failures_total', { metric: 'fpd_queue_jobs' })).toBe(1);
    expect(sample(text, 'fpd_dependency_up', { name: 'redis' })).toBe(1);
    expect(sample(text, 'fpd_dependency_up', { name: 'opensearch' })).toBe(0);
    expect(sample(text, 'fpd_dependency_latency_seconds', { name: 'redis' })).toBe(0.012);
    expect(checks).toBe(1); // one check per scrape feeds both gauges
    waiting = 0;
    text = await scrape();
    expect(sample(text, 'fpd_queue_jobs', { queue: 'index', state: 'waiting' })).toBe(0);
    expect(checks).toBe(2);
  });

  it('counts rate-limit rejections by scope', async () => {
    t.c.metrics.rateLimitRejections.inc({ scope: 'key' });
    t.c.metrics.rateLimitRejections.inc({ scope: 'key' });
    t.c.metrics.rateLimitRejections.inc({ scope: 'ip' });
    const text = await scrape();
    expect(sample(text, 'fpd_rate_limit_rejections_total', { scope: 'key' })).toBe(2);
    expect(sample(text, 'fpd_rate_limit_rejections_total', { scope: 'ip' })).toBe(1);
  });

  it('keeps one registry per service: two services in one process do not share counts', async () => {
    const other = await startTestApp();
    try {
      await request(other.app).get('/health');
      await request(other.app).get('/health');
      await request(t.app).get('/health');
      expect(
        sample(await scrape(), 'fpd_http_requests_total', { method: 'GET', route: '/health', status: '200' }),
      ).toBe(1);
    } finally {
      await other.close();
    }
  });
});
