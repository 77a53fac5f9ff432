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
    const env = { REDIS_URL: url, REDIS_KEY_PREFIX: prefix, RATE_LIMIT_PER_MINUTE: '10', RATE_LIMIT_SANDBOX_PER_MINUTE: '4' };
    const a = await startTestApp(env, { sandbox: true });
    // The second instance: another container on the same store and the same Redis, as a second process would be.
    const configB = loadConfig({ DATA_DIR: a.dataDir, TRACKING_BASE_URL: 'https://track.fpd.example/t', LOG_LEVEL: 'silent', ...env });
    const b = await createContainer(configB);
    const sandboxB = await createSandbox(configB);
    const appB = createApp(b, { sandbox: sandboxB });
    try {
      const apps = [a.app, appB];
      const seen = await statuses(11, (() => {
        let i = 0;
        return () => request(apps[i++ % 2]!).get(SYNC).set('x-api-key', a.key.client);
      })());
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
      await request(t.app).get(SYNC).set('x-api-key', 'fpd_AAAAAAAAAAAA_BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB').expect(403);
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
  const start = (env: Record<string, string>) =>
    startTestApp(redisUrl ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `fpd_test_${process.pid}_rl${prefixes++}:`, ...env } : env, { sandbox: true });
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
    expect(refused.body).toEqual({ statusCode: 429, message: expect.stringMatching(/^Rate limit exceeded: 120 requests per 60 seconds for this API key; retry in \d+ s$/) });
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
    expect(await statuses(3, () => request(t().app).get(SYNC).set('x-api-key', t().key.client))).toEqual([200, 200, 429]);
  });

  it('limits invalid keys per client IP; once spent, every key from that IP is refused until the window ends', async () => {
    current = await start({ RATE_LIMIT_INVALID_KEY_PER_MINUTE: '3' });
    const from = (ip: string, key: string) => request(t().app).get(SYNC).set('X-Forwarded-For', ip).set('x-api-key', key);
    const guess = (i: number) => `fpd_AAAAAAAAAAA${i}_${'B'.repeat(40)}`;
    const seen = [];
    for (let i = 0; i < 4; i++) seen.push((await from('203.0.113.5', guess(i))).status);
    expect(seen).toEqual([403, 403, 403, 429]);
    const valid = await from('203.0.113.5', t().key.client);
    expect(valid.status).toBe(429); // a right guess looks like a wrong one
    expect(valid.body.message).toMatch(/with an invalid API key from this address/);
    expect(valid.headers['ratelimit-limit']).toBe('3');
    expect(Number(valid.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await from('203.0.113.6', t().key.client)).status).toBe(200);
    expect((await from('203.0.113.6', guess(9))).status).toBe(403);
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
    expect(await statuses(3, () => request(t().app).get(SYNC).set('x-api-key', t().key.client))).toEqual([200, 200, 429]);
    const refused = await request(t().app).get(SYNC).set('x-api-key', t().key.client);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.headers['ratelimit-policy']).toBe('2;w=1');
    await new Promise((r) => setTimeout(r, 1100));
    expect((await request(t().app).get(SYNC).set('x-api-key', t().key.client)).status).toBe(200);
  });

  it('calls onReject listeners with the scope of each refusal', async () => {
    current = await start({ RATE_LIMIT_PER_MINUTE: '1', RATE_LIMIT_SANDBOX_PER_MINUTE: '1', RATE_LIMIT_INVALID_KEY_PER_MINUTE: '1' });
    const rejected: RateScope[] = [];
    t().c.rateLimiter.onReject((scope) => rejected.push(scope));
    await statuses(2, () => request(t().app).get(SYNC).set('x-api-key', t().key.client));
    await statuses(2, () => request(t().app).get(SANDBOX_SYNC));
    await statuses(2, () => request(t().app).get(SYNC).set('x-api-key', 'nope'));
    expect(rejected).toEqual(['key', 'sandbox', 'invalid-key']);
  });
}
