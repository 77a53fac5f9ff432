import request from 'supertest';
import type { SearchEngine } from '../../src/ports/search-engine';
import { captureLog } from '../support/log';
import { rawProfile } from '../support/profiles';
import { startTestApp, type TestApp } from '../support/test-app';
import { apiError } from '../support/errors';

/** Request logs, read back from a captured pino stream (GET /metrics: metrics.test.ts). */

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
      matchAmong: async () => {
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
