import request from 'supertest';
import { KEY_ROTATION_OVERLAP_MS } from '../../src/domain/keys/api-key';
import { describeWithEngine } from '../support/engines';
import { apiError } from '../support/errors';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * POST /me/rotate: the holder's new key works at once, the old one for the overlap and not a millisecond more (the
 * service's clock, moved by the test), revocation by the operator cuts the whole lineage at once, what the key held
 * (its webhook endpoints, its whitelist, its saved searches) is the holder's, a rotation is one atomic step on every
 * store, and the limits are the holder's, whatever the rotations.
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
      replaces: idOf(old),
      replacedBy: null,
      previous: { id: idOf(old), masked: `fpd_${idOf(old)}_********`, expiresAt: end },
    });
    // the same holder: type, name, slug; both keys show the lineage
    const lineage = {
      holderId: idOf(old),
      keys: [
        expect.objectContaining({ id: idOf(old), expiresAt: end, replaces: null, replacedBy: idOf(fresh) }),
        expect.objectContaining({ id: idOf(fresh), expiresAt: null, replaces: idOf(old), replacedBy: null }),
      ],
    };
    expect((await me(fresh).expect(200)).body).toMatchObject({
      type: 'partner',
      name: 'test-partner',
      slug: 'test-partner',
      key: { id: idOf(fresh), expiresAt: null },
      lineage,
    });
    expect((await me(old).expect(200)).body).toMatchObject({ key: { id: idOf(old), expiresAt: end }, lineage });

    t.clock.advance(KEY_ROTATION_OVERLAP_MS - 1);
    await me(old).expect(200);
    t.clock.advance(1);
    expect((await me(old)).body).toEqual(apiError(403, 'invalid_api_key', 'Invalid API key'));
    await request(t.app).get('/partners/whitelist').set('x-api-key', old).expect(403);
    await me(fresh).expect(200);
  });

  it('keeps the holder’s whitelist and webhook endpoints: both keys of the lineage see them', async () => {
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
    expect(
      (await request(t.app).get('/webhooks').set('x-api-key', old).expect(200)).body.webhooks.map(
        (w: { id: string }) => w.id,
      ),
    ).toEqual([hook.body.id]);
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
          new RegExp(
            `^Key ${idOf(old)} was already rotated: key ${idOf(second)} replaced it and it stops working at .*; rotate that key instead\\. If you did not rotate it, your key has leaked: ask the provider to revoke it, which revokes every key of its lineage$`,
          ),
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

  it('a leaked key the thief rotated first: revoking the leaked key ends the thief’s too, and what the lineage made stops', async () => {
    const leaked = t.key.partner;
    const stolen = (await rotate(leaked).expect(201)).body.key as string;
    // the thief subscribes and saves a search with the successor
    const hook = await request(t.app)
      .post('/webhooks')
      .set('x-api-key', stolen)
      .send({ url: 'https://hooks.fpd-test.net/thief', types: ['search.matched'] })
      .expect(201);
    // (saved searches need a search engine: the embedded one here; the MongoDB suite has none)
    if (!mongodbUrl)
      await request(t.app)
        .post('/partners/saved-searches')
        .set('x-api-key', stolen)
        .send({ name: 'all java', query: { keywords: 'java' } })
        .expect(201);
    // the holder's own rotation is refused, and says what to do
    expect((await rotate(leaked).expect(409)).body.message).toMatch(
      /your key has leaked: ask the provider to revoke it/,
    );
    const revoked = await t.c.keys.revoke(idOf(leaked));
    expect(revoked.keys.sort()).toEqual([idOf(leaked), idOf(stolen)].sort());
    for (const key of [leaked, stolen]) {
      await me(key).expect(403);
      await request(t.app).get('/partners/whitelist').set('x-api-key', key).expect(403);
    }
    // the provider issues a new key: a new holder, which owns nothing the revoked lineage made
    await expect(t.c.keys.create({ type: 'partner', name: 'test-partner' })).resolves.toBeDefined();
    const fresh = (await t.c.keys.list()).find((k) => k.slug === 'test-partner' && k.revokedAt === null)!;
    expect(fresh.holderId).toBe(fresh.id);
    expect(await t.c.webhookDelivery.drain(hook.body.id)).toMatchObject({ idle: true });
    expect((await t.internals.stores.webhooks.getEndpoint(hook.body.id))!).toMatchObject({
      enabled: false,
      disabledReason: 'its API key was revoked',
    });
  });

  it('rotates once among 20 rotations at once: one 201, the others 409, one successor', async () => {
    const key = t.key.client;
    const answers = await Promise.all(Array.from({ length: 20 }, () => rotate(key)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array<number>(19).fill(409)]);
    const lineage = await t.c.keys.records({ holderId: idOf(key) });
    expect(lineage).toHaveLength(2);
    const successor = lineage.find((k) => k.id !== idOf(key))!;
    expect(lineage.find((k) => k.id === idOf(key))).toMatchObject({
      replacedBy: successor.id,
      expiresAt: expect.any(Number),
    });
    expect(successor).toMatchObject({ replaces: idOf(key), replacedBy: null, holderId: idOf(key) });
  });

  it('limits are the holder’s: a chain of rotations shares one rate limit and one cap', async () => {
    let key = t.key.partner;
    const keys = [key];
    for (let i = 0; i < 4; i++) {
      key = (await rotate(key).expect(201)).body.key as string;
      keys.push(key);
    }
    // at most two live keys: the newest and the one it replaced
    const live = [];
    for (const k of keys) if ((await me(k)).status === 200) live.push(k);
    expect(live).toEqual(keys.slice(-2));
    // one budget for the lineage: each key's requests count against the same remaining
    const a = (await me(keys[3]!).expect(200)).body.rateLimit.remaining as number;
    const b = (await me(keys[4]!).expect(200)).body.rateLimit.remaining as number;
    expect(b).toBe(a - 1);
  });

  it('still lets the operator cut the lineage at once during the overlap', async () => {
    const old = t.key.integrator;
    const fresh = (await rotate(old).expect(201)).body.key as string;
    await me(old).expect(200);
    expect((await t.c.keys.revoke(idOf(fresh))).keys.sort()).toEqual([idOf(old), idOf(fresh)].sort());
    await me(old).expect(403);
    await me(fresh).expect(403);
  });
}
