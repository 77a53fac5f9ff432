import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app';
import { apiError } from '../support/errors';

describe('authentication and access types', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());
  const list = '/freelances?modifiedTime=0&page=1&limit=10';

  it('answers 401 with the spec body when x-api-key is missing', async () => {
    const res = await request(t.app).get(list);
    expect(res.status).toBe(401);
    expect(res.body).toEqual(apiError(401, 'missing_api_key', 'Missing x-api-key header'));
  });

  it.each([['garbage'], ['fpd_AAAAAAAAAAAA_BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB'], ['']])(
    'answers 403 with the spec body for an unknown key %p',
    async (key) => {
      const res = await request(t.app).get(list).set('x-api-key', key);
      if (key === '') {
        expect(res.status).toBe(401);
        return;
      }
      expect(res.status).toBe(403);
      expect(res.body).toEqual(apiError(403, 'invalid_api_key', 'Invalid API key'));
    },
  );

  it('rejects a right id with a wrong secret', async () => {
    const [prefix, id] = t.key.client.split('_');
    const forged = `${prefix}_${id}_${'x'.repeat(40)}`;
    const res = await request(t.app).get(list).set('x-api-key', forged);
    expect(res.status).toBe(403);
    expect(res.body).toEqual(apiError(403, 'invalid_api_key', 'Invalid API key'));
  });

  it.each(['client', 'integrator', 'admin'] as const)('lets a %s key synchronise', async (type) => {
    const res = await request(t.app).get(list).set('x-api-key', t.key[type]);
    expect(res.status).toBe(200);
  });

  it('refuses a partner key on the sync routes with a clear 403', async () => {
    for (const [method, path] of [
      ['get', list],
      ['post', '/freelances'],
      ['get', '/freelances/deleted-freelances?page=1&limit=1&showDeleted=true'],
    ] as const) {
      const res = await request(t.app)
        [method](path)
        .set('x-api-key', t.key.partner)
        .send({ ids: ['x'] });
      expect(res.status).toBe(403);
      expect(res.body.statusCode).toBe(403);
      expect(res.body.message).toMatch(/not open to partner keys/);
    }
  });

  it('a revoked key stops working at once', async () => {
    const { key, record } = await t.c.keys.create({ type: 'client', name: 'to revoke' });
    expect((await request(t.app).get(list).set('x-api-key', key)).status).toBe(200);
    await t.c.keys.revoke(record.id);
    const res = await request(t.app).get(list).set('x-api-key', key);
    expect(res.status).toBe(403);
    expect(res.body).toEqual(apiError(403, 'invalid_api_key', 'Invalid API key'));
  });

  it('stores no key in clear', async () => {
    const stored = await t.internals.stores.keys.list();
    const text = JSON.stringify(stored);
    for (const key of Object.values(t.key)) {
      expect(text).not.toContain(key);
      expect(text).not.toContain(key.split('_')[2]);
    }
  });

  it('answers unknown routes with a JSON 404', async () => {
    const res = await request(t.app).get('/nope');
    expect(res.status).toBe(404);
    expect(res.body.statusCode).toBe(404);
  });
});
