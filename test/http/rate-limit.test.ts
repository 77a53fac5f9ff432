import type { Express } from 'express';
import { Redis } from 'ioredis';
import request from 'supertest';
import { loadConfig } from '../../src/config/config';
import { createContainer } from '../../src/container';
import { createApp } from '../../src/http/app';
import { createSandbox } from '../../src/sandbox/sandbox';
import type { RateScope } from '../../src/ports/rate-limiter';
import { describeWithEngine } from '../support/engines';
import { startTestApp, type TestApp } from '../support/test-app';
import { apiError } from '../support/errors';

const SYNC = '/freelances?modifiedTime=0&page=1&limit=1';
const SANDBOX_SYNC = `/sandbox${SYNC}`;
const HEADERS = ['ratelimit-policy', 'ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset'];

/** `n` requests one after the other (a budget is counted in order); the statuses, in order. */
async function statuses(n: number, send: () => request.Test): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await send()).status);
  return out;
}

describe('rate limits [memory]', () => rateLimitSuite());
describeWithEngine('redis', 'rate limits', (url) => {
  rateLimitSuite(url);

  it('two API processes on one Redis share one budget per key, and per sandbox IP', async () => {
    const prefix = `fpd_test_${process.pid}_shared:`;
    const env = {
      REDIS_URL: url,
      REDIS_KEY_PREFIX: prefix,
      RATE_LIMIT_PER_MINUTE: '10',
      RATE_LIMIT_SANDBOX_PER_MINUTE: '4',
      TRUST_PROXY: 'loopback',
    };
    const a = await startTestApp(env, { sandbox: true });
    // The second instance: another container on the same store and the same Redis, as a second process would be.
    const configB = loadConfig({
      DATA_DIR: a.dataDir,
      TRACKING_BASE_URL: 'https://track.fpd.example/t',
      LOG_LEVEL: 'silent',
      ...env,
    });
    const b = await createContainer(configB);
    const sandboxB = await createSandbox(configB);
    const appB = createApp(b, { sandbox: sandboxB });
    try {
      const apps = [a.app, appB];
      const seen = await statuses(
        11,
        (() => {
          let i = 0;
          return () =>
            request(apps[i++ % 2]!)
              .get(SYNC)
              .set('x-api-key', a.key.client);
        })(),
      );
      expect(seen).toEqual([...Array(10).fill(200), 429]);
      expect((await request(appB).get(SYNC).set('x-api-key', a.key.client)).status).toBe(429);
      expect((await request(a.app).get(SYNC).set('x-api-key', a.key.admin)).status).toBe(200);

      const sandbox = (app: Express, ip: string) => request(app).get(SANDBOX_SYNC).set('X-Forwarded-For', ip);
      const sandboxSeen = [];
      for (let i = 0; i < 5; i++) sandboxSeen.push((await sandbox(apps[i % 2]!, '198.51.100.7')).status === 429);
      expect(sandboxSeen).toEqual([false, false, false, false, true]);
      expect((await sandbox(appB, '198.51.100.8')).status).not.toBe(429);
    } finally {
      await sandboxB.close();
      await b.close();
      await a.close();
    }
  });

  it('keeps counts in Redis under the key id and the prefix, never the key itself', async () => {
    const prefix = `fpd_test_${process.pid}_keys:`;
    const t = await startTestApp({ REDIS_URL: url, REDIS_KEY_PREFIX: prefix, RATE_LIMIT_PER_MINUTE: '5' });
    const redis = new Redis(url);
    try {
      expect(t.c.rateLimiter.store()).toBe('redis');
      await request(t.app).get(SYNC).set('x-api-key', t.key.client).expect(200);
      await request(t.app)
        .get(SYNC)
        .set('x-api-key', 'fpd_AAAAAAAAAAAA_BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB')
        .expect(403);
      const keys = (await redis.keys(`${prefix}*`)).sort();
      const id = t.key.client.split('_')[1];
      expect(keys).toEqual([`${prefix}rl:invalid-key:127.0.0.1`, `${prefix}rl:key:${id}`]);
      expect(await redis.get(`${prefix}rl:key:${id}`)).toBe('1');
      expect(keys.join(' ')).not.toContain(t.key.client.split('_')[2]);
      const ttl = await redis.pttl(`${prefix}rl:key:${id}`);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60_000);
    } finally {
      redis.disconnect();
      await t.close();
    }
  });
});

/** The same behaviour with counts in memory (no REDIS_URL) and in Redis. */
function rateLimitSuite(redisUrl?: string) {
  let prefixes = 0;
  // X-Forwarded-For stands for clients' addresses here, set by a proxy on loopback (TRUST_PROXY=loopback), unless a
  // test says otherwise.
  const start = (env: Record<string, string>) =>
    startTestApp(
      {
        TRUST_PROXY: 'loopback',
        ...(redisUrl && { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `fpd_test_${process.pid}_rl${prefixes++}:` }),
        ...env,
      },
      { sandbox: true },
    );
  let current: TestApp | undefined;
  const t = () => current!;
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });

  it('the 121st request of a minute with one key is 429 with Retry-After; other keys are untouched', async () => {
    current = await start({ RATE_LIMIT_PER_MINUTE: '120' });
    expect(t().c.rateLimiter.store()).toBe(redisUrl ? 'redis' : 'memory');
    const seen = await statuses(120, () => request(t().app).get(SYNC).set('x-api-key', t().key.client));
    expect(seen.every((s) => s === 200)).toBe(true);
    const refused = await request(t().app).get(SYNC).set('x-api-key', t().key.client);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(
      apiError(
        429,
        'rate_limited',
        expect.stringMatching(
          /^Rate limit exceeded: 120 requests per 60 seconds for this API key and its rotations; retry in \d+ s$/,
        ),
      ),
    );
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    expect(refused.headers['ratelimit-reset']).toBe(String(retryAfter));
    // /v1 is the same API: same budget
    expect((await request(t().app).get(`/v1${SYNC}`).set('x-api-key', t().key.client)).status).toBe(429);
    expect((await request(t().app).get(SYNC).set('x-api-key', t().key.admin)).status).toBe(200);
  });

  it('every counted response carries RateLimit-Policy/-Limit/-Remaining/-Reset, errors included', async () => {
    current = await start({ RATE_LIMIT_PER_MINUTE: '50' });
    const first = await request(t().app).get(SYNC).set('x-api-key', t().key.client);
    expect(first.headers['ratelimit-policy']).toBe('50;w=60');
    expect(first.headers['ratelimit-limit']).toBe('50');
    expect(first.headers['ratelimit-remaining']).toBe('49');
    expect(Number(first.headers['ratelimit-reset'])).toBeGreaterThanOrEqual(1);
    expect(Number(first.headers['ratelimit-reset'])).toBeLessThanOrEqual(60);
    const others = [
      request(t().app).get('/freelances?page=1').set('x-api-key', t().key.client), // 400
      request(t().app).post('/partners/search').set('x-api-key', t().key.client).send({}), // 403: wrong access type
      request(t().app).get('/no-such-route').set('x-api-key', t().key.client), // 404
      request(t().app).post('/v1/referential').set('x-api-key', t().key.client).send({}), // 200
    ];
    const remaining = [];
    for (const pending of others) {
      const res = await pending;
      for (const h of HEADERS) expect([res.status, h, typeof res.headers[h]]).toEqual([res.status, h, 'string']);
      remaining.push(res.headers['ratelimit-remaining']);
    }
    expect(remaining).toEqual(['48', '47', '46', '45']);
  });

  it('does not count requests without a key (401), nor the health checks', async () => {
    current = await start({ RATE_LIMIT_PER_MINUTE: '2', RATE_LIMIT_INVALID_KEY_PER_MINUTE: '2' });
    for (let i = 0; i < 5; i++) {
      const res = await request(t().app).get(SYNC);
      expect(res.status).toBe(401);
      expect(res.headers['ratelimit-limit']).toBeUndefined();
      expect((await request(t().app).get('/health').set('x-api-key', t().key.client)).status).toBe(200);
      expect((await request(t().app).get('/health/dependencies').set('x-api-key', t().key.client)).status).toBe(200);
    }
    expect(await statuses(3, () => request(t().app).get(SYNC).set('x-api-key', t().key.client))).toEqual([
      200, 200, 429,
    ]);
  });

  it('limits refused keys per client IP: once spent, refusals are 429, and a valid key from that IP is still served', async () => {
    current = await start({ RATE_LIMIT_INVALID_KEY_PER_MINUTE: '3' });
    const from = (ip: string, key: string) =>
      request(t().app).get(SYNC).set('X-Forwarded-For', ip).set('x-api-key', key);
    const guess = (i: number) => `fpd_AAAAAAAAAAA${i}_${'B'.repeat(40)}`;
    const seen = [];
    for (let i = 0; i < 4; i++) seen.push((await from('203.0.113.5', guess(i))).status);
    expect(seen).toEqual([403, 403, 403, 429]);
    const refused = await from('203.0.113.5', guess(5));
    expect(refused.body.message).toMatch(/with an invalid API key from this address/);
    expect(refused.headers['ratelimit-limit']).toBe('3');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Others' bad guesses never lock out a valid key behind the same address (a NAT, a gateway): it counts on its own
    // budget only, on every route that reads a key.
    for (const path of [SYNC, '/metrics']) {
      const valid = await request(t().app)
        .get(path)
        .set('X-Forwarded-For', '203.0.113.5')
        .set('x-api-key', t().key.admin);
      expect([path, valid.status, valid.headers['ratelimit-limit']]).toEqual([path, 200, '1000000']);
    }
    expect((await from('203.0.113.6', guess(9))).status).toBe(403);
  });

  it('counts every request that reads a key, /metrics included (it was outside the limits)', async () => {
    current = await start({ RATE_LIMIT_PER_MINUTE: '2', RATE_LIMIT_INVALID_KEY_PER_MINUTE: '1' });
    const metrics = (key: string) => request(t().app).get('/metrics').set('x-api-key', key);
    expect((await metrics(t().key.admin)).headers['ratelimit-remaining']).toBe('1');
    expect((await request(t().app).get(SYNC).set('x-api-key', t().key.admin)).status).toBe(200);
    const spent = await metrics(t().key.admin);
    expect([spent.status, spent.body.message]).toEqual([
      429,
      expect.stringMatching(/for this API key and its rotations/),
    ]);
    // A refused key spends the address's refused-key budget on /metrics as anywhere; once spent, /metrics answers it
    // 429 like every other route does.
    expect((await metrics('fpd_AAAAAAAAAAAA_' + 'B'.repeat(40))).status).toBe(403);
    expect((await metrics('fpd_AAAAAAAAAAAB_' + 'B'.repeat(40))).status).toBe(429);
    expect(
      (
        await request(t().app)
          .get(SYNC)
          .set('x-api-key', 'fpd_AAAAAAAAAAAC_' + 'B'.repeat(40))
      ).status,
    ).toBe(429);
  });

  it('does not trust X-Forwarded-For by default: a client cannot reset its budget by inventing one', async () => {
    current = await start({
      TRUST_PROXY: '',
      RATE_LIMIT_INVALID_KEY_PER_MINUTE: '2',
      RATE_LIMIT_SANDBOX_PER_MINUTE: '2',
    });
    const guesses = [];
    for (let i = 0; i < 3; i++)
      guesses.push(
        (
          await request(t().app)
            .get(SYNC)
            .set('X-Forwarded-For', `198.51.100.${i}`)
            .set('x-api-key', `fpd_AAAAAAAAAAA${i}_${'B'.repeat(40)}`)
        ).status,
      );
    expect(guesses).toEqual([403, 403, 429]);
    const sandbox = [];
    for (let i = 0; i < 3; i++)
      sandbox.push((await request(t().app).get(SANDBOX_SYNC).set('X-Forwarded-For', `198.51.100.${i}`)).status);
    expect(sandbox).toEqual([200, 200, 429]);
  });

  it('routes by exact case, so a path spelled otherwise is no way around the sandbox budget', async () => {
    current = await start({ RATE_LIMIT_SANDBOX_PER_MINUTE: '2' });
    expect(await statuses(2, () => request(t().app).post('/sandbox/partners/search').send({}))).toEqual([200, 200]);
    for (const path of ['/SANDBOX/partners/search', '/Sandbox/partners/search', '/V1/sandbox/partners/search']) {
      const res = await request(t().app).post(path).send({});
      expect([path, res.status, res.body.message]).toEqual([path, 404, `No route POST ${path}`]);
    }
    expect((await request(t().app).post('/sandbox/partners/search').send({})).status).toBe(429);
    expect((await request(t().app).get(SYNC.toUpperCase()).set('x-api-key', t().key.client)).status).toBe(404);
  });

  it('checks the key and counts the request before reading its body', async () => {
    current = await start({ RATE_LIMIT_INVALID_KEY_PER_MINUTE: '1' });
    const big = JSON.stringify({ keywords: 'x'.repeat(2 << 20) }); // over the 1 MB limit
    const post = (body: string, key?: string) => {
      const req = request(t().app).post('/partners/search').set('Content-Type', 'application/json');
      return (key ? req.set('x-api-key', key) : req).send(body);
    };
    // No key: 401 with the body unread, whatever it holds, and nothing counted.
    for (const body of ['{not json', big, JSON.stringify({ keywords: 'java' })]) {
      const res = await post(body);
      expect([res.status, res.body, res.headers['ratelimit-limit']]).toEqual([
        401,
        apiError(401, 'missing_api_key', 'Missing x-api-key header'),
        undefined,
      ]);
    }
    // A refused key is counted before its body is read: over the budget, 429 rather than 400 or 413.
    expect((await post('{not json', 'fpd_AAAAAAAAAAAA_' + 'B'.repeat(40))).status).toBe(403);
    expect((await post('{not json', 'fpd_AAAAAAAAAAAB_' + 'B'.repeat(40))).status).toBe(429);
    expect((await post(big, 'fpd_AAAAAAAAAAAC_' + 'B'.repeat(40))).status).toBe(429);
    // A key of another type is refused before its body is read too.
    expect((await post('{not json', t().key.client)).status).toBe(403);
    expect((await post('{not json', t().key.partner)).status).toBe(400);
  });

  it('limits the sandbox per client IP (its own budget, /v1 included, key or not)', async () => {
    current = await start({ RATE_LIMIT_SANDBOX_PER_MINUTE: '3', RATE_LIMIT_PER_MINUTE: '1' });
    const sandbox = (path: string, ip: string) => request(t().app).get(path).set('X-Forwarded-For', ip);
    const a = [];
    const calls = [
      () => request(t().app).get(SANDBOX_SYNC),
      () => request(t().app).get(`/v1${SANDBOX_SYNC}`),
      () => request(t().app).post('/sandbox/partners/search').send({ keywords: 'java' }),
      () => request(t().app).post('/sandbox/referential').send({}),
    ];
    for (const call of calls) {
      const res = await call().set('X-Forwarded-For', '192.0.2.10').set('x-api-key', t().key.client);
      a.push(res.status === 429);
      expect(res.headers['ratelimit-policy']).toBe('3;w=60');
    }
    expect(a).toEqual([false, false, false, true]);
    const refused = await sandbox(SANDBOX_SYNC, '192.0.2.10');
    expect(refused.body.message).toMatch(/per client address on the sandbox/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await sandbox(SANDBOX_SYNC, '192.0.2.11')).status).toBe(200);
    // the key's own budget was not touched by the sandbox
    expect((await request(t().app).get(SYNC).set('x-api-key', t().key.client)).status).toBe(200);
  });

  it('gives the budget back when the window ends (window shortened by RATE_LIMIT_WINDOW_SECONDS)', async () => {
    current = await start({ RATE_LIMIT_PER_MINUTE: '2', RATE_LIMIT_WINDOW_SECONDS: '1' });
    expect(await statuses(3, () => request(t().app).get(SYNC).set('x-api-key', t().key.client))).toEqual([
      200, 200, 429,
    ]);
    const refused = await request(t().app).get(SYNC).set('x-api-key', t().key.client);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.headers['ratelimit-policy']).toBe('2;w=1');
    await new Promise((r) => setTimeout(r, 1100));
    expect((await request(t().app).get(SYNC).set('x-api-key', t().key.client)).status).toBe(200);
  });

  it('counts webhook redeliveries in messages per key for an hour, and a call asking more than is left spends nothing', async () => {
    current = await start({ RATE_LIMIT_WINDOW_SECONDS: '1' });
    const limiter = t().c.rateLimiter;
    expect(await limiter.consume('redelivery', 'k1', 1500)).toMatchObject({
      allowed: true,
      limit: 2000,
      remaining: 500,
    });
    expect(await limiter.consume('redelivery', 'k1', 501)).toMatchObject({ allowed: false, remaining: 500 });
    expect(await limiter.consume('redelivery', 'k1', 500)).toMatchObject({ allowed: true, remaining: 0 });
    const refused = await limiter.consume('redelivery', 'k1', 1);
    expect(refused).toMatchObject({ allowed: false, remaining: 0 });
    // Its window is an hour, whatever the request budgets' window is.
    expect(refused.resetMs).toBeGreaterThan(3500_000);
    expect(await limiter.consume('redelivery', 'k2', 1)).toMatchObject({ allowed: true, remaining: 1999 });
  });

  it('calls onReject listeners with the scope of each refusal', async () => {
    current = await start({
      RATE_LIMIT_PER_MINUTE: '1',
      RATE_LIMIT_SANDBOX_PER_MINUTE: '1',
      RATE_LIMIT_INVALID_KEY_PER_MINUTE: '1',
    });
    const rejected: RateScope[] = [];
    t().c.rateLimiter.onReject((scope) => rejected.push(scope));
    await statuses(2, () => request(t().app).get(SYNC).set('x-api-key', t().key.client));
    await statuses(2, () => request(t().app).get(SANDBOX_SYNC));
    await statuses(2, () => request(t().app).get(SYNC).set('x-api-key', 'nope'));
    expect(rejected).toEqual(['key', 'sandbox', 'invalid-key']);
  });
}
