import request from 'supertest';
import { describeWithEngine } from '../support/engines';
import { startTestApp, type TestApp } from '../support/test-app';

describe('GET /me [sqlite]', () => meSuite());
describeWithEngine('mongodb', 'GET /me', (url) => meSuite(url));

function meSuite(mongodbUrl?: string) {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_PER_MINUTE: '50' }, { mongodbUrl });
  });
  afterAll(() => t.close());
  const me = (key: string) => request(t.app).get('/me').set('x-api-key', key);
  const idOf = (key: string) => key.split('_')[1]!;

  it.each([
    ['client', null],
    ['partner', 'test-partner'],
    ['integrator', 'test-integrator'],
    ['admin', null],
  ] as const)('tells a %s key its type, name, slug, key and budget, never the key itself', async (type, slug) => {
    const key = t.key[type];
    const res = await me(key).expect(200);
    expect(res.body).toEqual({
      type,
      name: `test-${type}`,
      slug,
      integrator: null,
      key: {
        id: idOf(key),
        masked: `fpd_${idOf(key)}_********`,
        createdAt: new Date(t.clock()).toISOString(),
        expiresAt: null,
        replaces: null,
        replacedBy: null,
      },
      lineage: {
        holderId: idOf(key),
        keys: [
          {
            id: idOf(key),
            masked: `fpd_${idOf(key)}_********`,
            createdAt: new Date(t.clock()).toISOString(),
            expiresAt: null,
            replaces: null,
            replacedBy: null,
          },
        ],
      },
      rateLimit: { limit: 50, remaining: 49, resetSeconds: 60, windowSeconds: 60 },
    });
    expect(res.text).not.toContain(key.split('_')[2]);
    expect(res.headers['cache-control']).toBe('no-store');
    // the budget it reports is the one the headers carry, and it counts the request
    const again = await me(key).expect(200);
    expect(again.body.rateLimit.remaining).toBe(48);
    expect(again.headers['ratelimit-remaining']).toBe('48');
  });

  it('tells a sub-client which integrator manages it', async () => {
    const sub = await t.c.keys.create({
      type: 'client',
      name: 'Sub One',
      integrator: 'test-integrator',
      email: 'one@sub.example',
      company: 'Sub One SA',
    });
    const res = await me(sub.key).expect(200);
    expect(res.body).toMatchObject({
      type: 'client',
      name: 'Sub One',
      slug: null,
      integrator: { slug: 'test-integrator', integrationClientId: sub.record.integrationClientId },
    });
  });

  it('is 401 without a key and 403 with a revoked one', async () => {
    expect((await request(t.app).get('/me')).status).toBe(401);
    const gone = await t.c.keys.create({ type: 'client', name: 'Gone' });
    await t.c.keys.revoke(gone.record.id);
    expect((await me(gone.key)).status).toBe(403);
    expect((await request(t.app).get('/v1/me').set('x-api-key', t.key.client)).body.type).toBe('client');
  });
}

describe('GET /sandbox/me', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ SANDBOX_PROFILES: '10', RATE_LIMIT_SANDBOX_PER_MINUTE: '30' }, { sandbox: true });
  });
  afterAll(() => t.close());

  it('answers without a key, as the sandbox’s client, with its per-address budget', async () => {
    const res = await request(t.app).get('/sandbox/me').expect(200);
    expect(res.body).toEqual({
      type: 'client',
      name: 'sandbox',
      slug: null,
      integrator: null,
      key: null,
      lineage: null,
      rateLimit: { limit: 30, remaining: 29, resetSeconds: 60, windowSeconds: 60 },
    });
  });
});
