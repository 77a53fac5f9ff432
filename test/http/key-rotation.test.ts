import request from 'supertest';
import { KEY_ROTATION_OVERLAP_MS } from '../../src/domain/keys/api-key';
import { describeWithEngine } from '../support/engines';
import { apiError } from '../support/errors';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * POST /me/rotate: the holder's new key works at once, the old one for the overlap and not a millisecond more (the
 * service's clock, moved by the test), revocation by the operator still cuts it at once, and what the key held
 * (its webhook endpoints, its whitelist) follows the holder.
 */
describe('key rotation by the holder [sqlite]', () => rotationSuite());
describeWithEngine('mongodb', 'key rotation by the holder', (url) => rotationSuite(url));

function rotationSuite(mongodbUrl?: string) {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp({}, { mongodbUrl, webhooks: { resolve: async () => ['8.8.8.8'] } });
  });
  afterEach(() => t.close());
  const me = (key: string) => request(t.app).get('/me').set('x-api-key', key);
  const rotate = (key: string) => request(t.app).post('/me/rotate').set('x-api-key', key);
  const idOf = (key: string) => key.split('_')[1]!;

  it('gives a new key at once and keeps the old one for the overlap, then refuses it', async () => {
    const old = t.key.partner;
    const rotatedAt = t.clock();
    const res = await rotate(old).expect(201);
    const fresh = res.body.key as string;
    expect(fresh).toMatch(/^fpd_[A-Za-z0-9]{12}_[A-Za-z0-9]{40}$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const end = new Date(rotatedAt + KEY_ROTATION_OVERLAP_MS).toISOString();
    expect(res.body).toEqual({
      key: fresh,
      id: idOf(fresh),
      masked: `fpd_${idOf(fresh)}_********`,
      createdAt: new Date(rotatedAt).toISOString(),
      expiresAt: null,
      previous: { id: idOf(old), masked: `fpd_${idOf(old)}_********`, expiresAt: end },
    });
    // the same holder: type, name, slug
    expect((await me(fresh).expect(200)).body).toMatchObject({
      type: 'partner',
      name: 'test-partner',
      slug: 'test-partner',
      key: { id: idOf(fresh), expiresAt: null },
    });
    expect((await me(old).expect(200)).body.key).toMatchObject({ id: idOf(old), expiresAt: end });

    t.clock.advance(KEY_ROTATION_OVERLAP_MS - 1);
    await me(old).expect(200);
    t.clock.advance(1);
    expect((await me(old)).body).toEqual(apiError(403, 'invalid_api_key', 'Invalid API key'));
    await request(t.app).get('/partners/whitelist').set('x-api-key', old).expect(403);
    await me(fresh).expect(200);
  });

  it('keeps the holder’s whitelist, and moves its webhook endpoints to the new key', async () => {
    const old = t.key.partner;
    await request(t.app)
      .post('/partners/whitelist')
      .set('x-api-key', old)
      .send({ recruiterEmail: 'jean@corp.example', firstname: 'Jean', lastname: 'Dupont', company: 'Corp' })
      .expect(201);
    const hook = await request(t.app)
      .post('/webhooks')
      .set('x-api-key', old)
      .send({ url: 'https://hooks.fpd-test.net/x', types: ['whitelist.changed'] })
      .expect(201);
    const fresh = (await rotate(old).expect(201)).body.key as string;
    expect(
      (await request(t.app).get('/partners/whitelist').set('x-api-key', fresh).expect(200)).body.recruiters,
    ).toHaveLength(1);
    expect(
      (await request(t.app).get('/webhooks').set('x-api-key', fresh).expect(200)).body.webhooks.map(
        (w: { id: string }) => w.id,
      ),
    ).toEqual([hook.body.id]);
    expect((await request(t.app).get('/webhooks').set('x-api-key', old).expect(200)).body.webhooks).toEqual([]);
  });

  it('rotates a key once: its successor rotates next; every key type may rotate its own', async () => {
    const old = t.key.client;
    const second = (await rotate(old).expect(201)).body.key as string;
    const again = await rotate(old).expect(409);
    expect(again.body).toEqual(
      apiError(
        409,
        'conflict',
        expect.stringMatching(
          new RegExp(`^Key ${idOf(old)} was already rotated and stops working at .*: rotate its successor instead$`),
        ),
      ),
    );
    const third = await rotate(second).expect(201);
    expect(third.body.previous.id).toBe(idOf(second));
    for (const type of ['integrator', 'admin'] as const) await rotate(t.key[type]).expect(201);
    expect((await request(t.app).post('/me/rotate').set('x-api-key', t.key.partner).send({ keep: true })).status).toBe(
      400,
    );
  });

  it('still lets the operator cut the old key at once during the overlap', async () => {
    const old = t.key.integrator;
    const fresh = (await rotate(old).expect(201)).body.key as string;
    await me(old).expect(200);
    await t.c.keys.revoke(idOf(old));
    await me(old).expect(403);
    await me(fresh).expect(200);
    await t.c.keys.revoke(idOf(fresh));
    await me(fresh).expect(403);
  });
}
