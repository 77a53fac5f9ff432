import request from 'supertest';
import { describeWithEngine } from '../support/engines';
import { captureLog } from '../support/log';
import { PrivateRedis, until } from '../support/private-redis';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * Redis stopped mid-run. The shared Redis (16379) is never touched: this suite starts a PRIVATE redis-server (the
 * binary the engines script installs) on a free loopback port, stops it, and starts it again on the same port.
 */
describeWithEngine('redis', 'Redis stopped mid-run', () => {
  const SYNC = '/freelances?modifiedTime=0&page=1&limit=1';
  let redis: PrivateRedis;
  let port: number;
  let t: TestApp;
  let log: ReturnType<typeof captureLog>;
  const startRedis = () => redis.start();
  const stopRedis = () => redis.stop();

  const health = async () => request(t.app).get('/health/dependencies');
  const sync = () => request(t.app).get(SYNC).set('x-api-key', t.key.client);

  beforeAll(async () => {
    redis = await PrivateRedis.start();
    port = redis.port;
    log = captureLog();
    t = await startTestApp({ REDIS_URL: redis.url, RATE_LIMIT_PER_MINUTE: '6' }, { logDestination: log.destination });
  });
  afterAll(async () => {
    await t?.close();
    await stopRedis();
  });

  it('counts in Redis while it runs', async () => {
    expect(t.c.rateLimiter.store()).toBe('redis');
    expect((await sync()).headers['ratelimit-remaining']).toBe('5');
    expect((await sync()).headers['ratelimit-remaining']).toBe('4');
    const res = await health();
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
    expect(res.body.dependencies.redis).toMatchObject({ kind: 'redis', status: 'up' });
    expect(res.body.rateLimiter).toEqual({ store: 'redis' });
  });

  it('keeps answering when Redis stops: the in-memory fallback limits, health and the log say so (once)', async () => {
    await stopRedis();
    await until('the limiter notices', () => t.c.rateLimiter.store() === 'memory-fallback');
    const seen = [];
    for (let i = 0; i < 7; i++) {
      const res = await sync();
      seen.push(res.status);
      expect(res.headers['ratelimit-limit']).toBe('6');
    }
    // The fallback counts from zero in this process, and still refuses beyond the budget.
    expect(seen).toEqual([200, 200, 200, 200, 200, 200, 429]);
    const res = await health();
    expect(res.status).toBe(200); // degraded, not down: requests are still served
    expect(res.body.status).toBe('degraded');
    expect(res.body.dependencies.redis).toMatchObject({
      kind: 'redis',
      critical: false,
      status: 'down',
      error: 'not connected',
    });
    expect(res.body.dependencies.store.status).toBe('up');
    expect(res.body.rateLimiter).toEqual({ store: 'memory-fallback' });
    const text = JSON.stringify(res.body);
    expect(text).not.toContain('127.0.0.1');
    expect(text).not.toContain(String(port));
    await health();
    const fallbackLines = log.lines().filter((l) => /in-memory fallback/.test(l.msg));
    expect(fallbackLines).toEqual([
      expect.objectContaining({
        level: 40,
        msg: 'Redis is unreachable: rate limits are now counted in this process only (in-memory fallback) until it returns',
      }),
    ]);
    expect(log.messages().filter((m) => /health: redis \(redis\) is down/.test(m))).toHaveLength(1);
  });

  it('recovers when Redis returns: shared counts again, health ok', async () => {
    await startRedis();
    await until('health shows Redis back', async () => (await health()).body.status === 'ok', 20_000);
    const res = await health();
    expect(res.body.rateLimiter).toEqual({ store: 'redis' });
    expect(res.body.dependencies.redis.status).toBe('up');
    expect(log.messages().filter((m) => /reachable again/.test(m))).toEqual([
      'Redis is reachable again: rate limits are shared through Redis',
    ]);
    // The restarted Redis is empty: the budget is counted there from zero.
    expect((await sync()).headers['ratelimit-remaining']).toBe('5');
  });
});
