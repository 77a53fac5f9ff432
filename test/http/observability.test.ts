import request from 'supertest';
import type { SearchEngine } from '../../src/ports/search-engine';
import { captureLog } from '../support/log';
import { rawProfile } from '../support/profiles';
import { startTestApp, type TestApp } from '../support/test-app';
import { apiError } from '../support/errors';

/** Request logs and Prometheus metrics, read back from a captured pino stream and from GET /metrics. */

interface LogLine {
  level: number;
  msg: string;
  requestId?: string;
  method?: string;
  route?: string;
  status?: number;
  durationMs?: number;
  keyId?: string;
  query?: Record<string, string>;
  err?: { message: string; stack: string };
}

const captured = () => captureLog<LogLine>();

const keyId = (key: string) => key.split('_')[1]!;
const PERSONAL = 'jeanne.dupont@perso.example';

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

describe('request logs', () => {
  let t: TestApp;
  let log: ReturnType<typeof captured>;
  beforeEach(async () => {
    log = captured();
    t = await startTestApp({}, { logDestination: log.destination });
    await t.c.imports.importProfiles([rawProfile('p-1')]);
  });
  afterEach(() => t.close());

  it('writes one line per request with the request id, route template, status, duration and key id', async () => {
    const res = await request(t.app)
      .get('/freelances?modifiedTime=0&page=1&limit=10')
      .set('x-api-key', t.key.client)
      .set('x-request-id', 'sync-run.42:7');
    expect(res.status).toBe(200);
    expect(res.headers['x-request-id']).toBe('sync-run.42:7');
    const lines = log.lines().filter((l) => l.requestId === 'sync-run.42:7');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      method: 'GET',
      route: '/freelances',
      status: 200,
      keyId: keyId(t.key.client),
      query: { modifiedTime: '0', page: '1', limit: '10' },
    });
    expect(lines[0]!.durationMs).toEqual(expect.any(Number));
  });

  it('logs a request the deployment does not serve below error level: a reindex without an indexer is 501 not_configured, logged as info', async () => {
    const res = await request(t.app)
      .post('/search-index/reindex')
      .set('x-api-key', t.key.admin)
      .set('x-request-id', 'reindex-1');
    expect(res.status).toBe(501);
    expect(
      log
        .lines()
        .filter((l) => l.requestId === 'reindex-1')
        .map((l) => [l.level, l.status]),
    ).toEqual([[30, 501]]);
  });

  it('generates a request id when none is given or the given one is not a sane token', async () => {
    for (const given of [undefined, 'has spaces', 'x'.repeat(129), 'quote"d']) {
      const req = request(t.app).get('/health');
      const res = given === undefined ? await req : await req.set('x-request-id', given);
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
    const ids = log.lines().map((l) => l.requestId);
    expect(new Set(ids).size).toBe(4);
  });

  it('labels a request with its route template, not its path, also when the key check answered before routing', async () => {
    await request(t.app).get('/integration/acme/clients');
    await request(t.app).get('/v1/integration/acme/clients').set('x-api-key', t.key.integrator);
    await request(t.app).get(`/t/${'w'.repeat(20)}/some-id/url`);
    await request(t.app).get(`/nothing/here/${PERSONAL}`);
    expect(log.lines().map((l) => [l.route, l.status])).toEqual([
      ['/integration/:integrationClient/clients', 401],
      ['/v1/integration/:integrationClient/clients', 403],
      ['/t/:watermark/:id/:field', 404],
      ['unmatched', 404],
    ]);
    expect(log.text()).not.toContain('acme');
  });

  it('never writes an API key, a request body, a personal e-mail or a query value that could hold one', async () => {
    const body = { recruiterEmail: PERSONAL, firstname: 'Jeanne', lastname: 'Dupont', company: 'Acme' };
    expect((await request(t.app).post('/partners/whitelist').set('x-api-key', t.key.partner).send(body)).status).toBe(
      201,
    );
    expect(
      (
        await request(t.app)
          .post('/partners/whitelist')
          .set('x-api-key', t.key.partner)
          .send({ ...body, recruiterEmail: 'not-an-email' })
      ).status,
    ).toBe(400);
    await request(t.app)
      .get(`/freelances?modifiedTime=0&page=1&limit=1&email=${PERSONAL}&${PERSONAL}=1`)
      .set('x-api-key', t.key.client);
    await request(t.app)
      .get('/freelances?modifiedTime=0&page=1&limit=1')
      .set('x-api-key', 'fpd_AAAAAAAAAAAA_forgedforgedforgedforgedforgedforgedfo');
    await request(t.app).get('/freelances?modifiedTime=0&page=1&limit=1').set('x-api-key', t.key.admin);
    const text = log.text();
    expect(log.lines()).toHaveLength(5);
    for (const secret of [PERSONAL, 'Dupont', 'not-an-email', 'forgedforged', ...Object.values(t.key)])
      expect(text).not.toContain(secret);
    expect(log.lines()[2]!.query).toEqual({
      modifiedTime: '0',
      page: '1',
      limit: '1',
      email: '[redacted]',
      '[redacted]': '[redacted]',
    });
    expect(log.lines().map((l) => l.keyId)).toEqual([
      keyId(t.key.partner),
      keyId(t.key.partner),
      keyId(t.key.client),
      undefined,
      keyId(t.key.admin),
    ]);
  });
});

describe('a server error', () => {
  it('is logged with its request id and stack, and answered without either', async () => {
    const log = captured();
    const broken: SearchEngine = {
      name: 'broken',
      ping: async () => undefined,
      vocabulary: async () => [],
      indexVersion: async () => null,
      documentVersion: async () => null,
      searchableVersions: async () => new Map(),
      search: async () => {
        throw new Error('engine exploded at shard 3');
      },
      searchMany: async () => {
        throw new Error('engine exploded at shard 3');
      },
    };
    const t = await startTestApp({}, { logDestination: log.destination, searchEngine: broken });
    try {
      const res = await request(t.app)
        .post('/partners/search')
        .set('x-api-key', t.key.partner)
        .set('x-request-id', 'boom-1')
        .send({ keywords: 'java', page: 1, limit: 10 });
      expect(res.status).toBe(500);
      expect(res.body).toEqual(apiError(500, 'internal_error', 'Internal server error'));
      expect(JSON.stringify(res.body) + JSON.stringify(res.headers)).not.toMatch(/exploded|search\.service/);
      const [line] = log.lines();
      expect(line).toMatchObject({
        level: 50,
        requestId: 'boom-1',
        route: '/partners/search',
        status: 500,
        err: { message: 'engine exploded at shard 3' },
      });
      expect(line!.err!.stack).toMatch(/search\.service\.ts/);
    } finally {
      await t.close();
    }
  });
});

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
