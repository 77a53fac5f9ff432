import request from 'supertest';
import { pendingMessage } from '../../src/services/webhook.service';
import { until } from '../support/private-redis';
import { runningClock, startTestApp, type TestApp } from '../support/test-app';
import { RECEIVER_HOST, WebhookReceiver } from '../support/webhook-receiver';
import { apiError, invalid } from '../support/errors';

/**
 * The subscription routes: per key, the address rules at subscription, the limits, and test events from the sandbox.
 */
const INSECURE_HINT =
  ' (a receiver on the service’s own machine, for development: the operator starts the service with WEBHOOK_ALLOW_INSECURE_URLS=true)';

describe('webhook subscriptions', () => {
  let t: TestApp;
  const names: Record<string, string[]> = {
    [RECEIVER_HOST]: ['127.0.0.1'],
    'public.fpd-test.net': ['8.8.8.8', '2606:4700::1111'],
    'mixed.fpd-test.net': ['8.8.8.8', '10.0.0.7'],
    'metadata.fpd-test.net': ['169.254.169.254'],
    'mapped.fpd-test.net': ['::ffff:127.0.0.1'],
    'compatible.fpd-test.net': ['::a9fe:a9fe'],
    'empty.fpd-test.net': [],
  };
  const resolve = async (host: string) => {
    const found = names[host];
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return found;
  };

  beforeEach(async () => {
    t = await startTestApp({}, { webhooks: { resolve } });
  });
  afterEach(() => t.close());

  const post = (body: object, key = t.key.client) => request(t.app).post('/webhooks').set('x-api-key', key).send(body);
  const valid = { url: 'https://public.fpd-test.net/hooks', types: ['profile.removed'] };

  it('subscribes, shows the secret once, lists, changes and deletes: each key sees only its own', async () => {
    const created = await post({ ...valid, description: 'prod' }).expect(201);
    expect(created.body).toMatchObject({
      id: expect.stringMatching(/^wh_/),
      url: valid.url,
      types: ['profile.removed'],
      description: 'prod',
      enabled: true,
      secret: expect.stringMatching(/^whsec_/),
    });
    expect(created.headers.location).toBe(`/webhooks/${created.body.id}`);
    const id = created.body.id;
    const listed = await request(t.app).get('/webhooks').set('x-api-key', t.key.client).expect(200);
    expect(listed.body.webhooks).toEqual([expect.objectContaining({ id })]);
    expect(JSON.stringify(listed.body)).not.toContain(created.body.secret);
    const patched = await request(t.app)
      .patch(`/webhooks/${id}`)
      .set('x-api-key', t.key.client)
      .send({ types: ['profile.changed', 'profile.removed'], enabled: false })
      .expect(200);
    expect(patched.body).toMatchObject({
      types: ['profile.changed', 'profile.removed'],
      enabled: false,
      disabledReason: null,
    });
    // Another key (even of the same type) cannot see, change or delete it.
    const other = (await t.c.keys.create({ type: 'client', name: 'Other' })).key;
    await request(t.app).get(`/webhooks/${id}`).set('x-api-key', other).expect(404);
    await request(t.app).patch(`/webhooks/${id}`).set('x-api-key', other).send({ enabled: true }).expect(404);
    await request(t.app).delete(`/webhooks/${id}`).set('x-api-key', other).expect(404);
    expect((await request(t.app).get('/webhooks').set('x-api-key', other)).body).toEqual({ webhooks: [] });
    await request(t.app).delete(`/webhooks/${id}`).set('x-api-key', t.key.client).expect(204);
    await request(t.app).get(`/webhooks/${id}`).set('x-api-key', t.key.client).expect(404);
  });

  it('refuses addresses it must not reach, with or without DNS, and says nothing of how a name resolved', async () => {
    // A name that does not resolve and one that resolves to a private address get the same answer: telling them
    // apart would let any key map which internal names exist.
    const notPublic = (host: string) => `body.url: the host ${host} did not resolve to public addresses only`;
    const refused: [string, string][] = [
      ['http://public.fpd-test.net/h', `body.url: must be an https:// URL${INSECURE_HINT}`],
      ['https://127.0.0.1/h', `body.url: 127.0.0.1 is a loopback address, not a public one${INSECURE_HINT}`],
      ['https://[::1]:8443/h', `body.url: ::1 is a loopback address, not a public one${INSECURE_HINT}`],
      ['https://[::127.0.0.1]/h', 'body.url: ::7f00:1 is an IPv4-compatible address, not a public one'],
      [
        'https://[::a9fe:a9fe]/latest/meta-data',
        'body.url: ::a9fe:a9fe is an IPv4-compatible address, not a public one',
      ],
      ['https://localhost/h', `body.url: localhost is a loopback address, not a public one${INSECURE_HINT}`],
      ['https://10.0.0.1/h', 'body.url: 10.0.0.1 is a private address, not a public one'],
      [
        'https://169.254.169.254/latest/meta-data',
        'body.url: 169.254.169.254 is a link-local address (where metadata services answer), not a public one',
      ],
      ['https://[fd00:ec2::254]/h', 'body.url: fd00:ec2::254 is a private (unique-local) address, not a public one'],
      [
        'https://user:pass@public.fpd-test.net/h',
        'body.url: must not carry credentials (put a secret in the path if you need one; every message is signed anyway)',
      ],
      [`https://${RECEIVER_HOST}/h`, notPublic(RECEIVER_HOST)],
      ['https://mapped.fpd-test.net/h', notPublic('mapped.fpd-test.net')],
      ['https://mixed.fpd-test.net/h', notPublic('mixed.fpd-test.net')],
      ['https://metadata.fpd-test.net/h', notPublic('metadata.fpd-test.net')],
      ['https://compatible.fpd-test.net/h', notPublic('compatible.fpd-test.net')],
      ['https://empty.fpd-test.net/h', notPublic('empty.fpd-test.net')],
      ['https://nowhere.fpd-test.net/h', notPublic('nowhere.fpd-test.net')],
      ['not a url', 'body.url: must be an absolute URL'],
    ];
    for (const [url, message] of refused) {
      const res = await post({ url, types: ['profile.changed'] });
      expect([url, res.status, res.body]).toEqual([url, 400, invalid(message)]);
    }
    expect((await request(t.app).get('/webhooks').set('x-api-key', t.key.client)).body.webhooks).toEqual([]);
    // A change of URL is checked the same way.
    const { id } = (await post(valid).expect(201)).body;
    await request(t.app)
      .patch(`/webhooks/${id}`)
      .set('x-api-key', t.key.client)
      .send({ url: `https://${RECEIVER_HOST}/h` })
      .expect(400);
  });

  it('offers each key type its events: profiles to clients and integrators, whitelists to partners; none to admins', async () => {
    await post({ ...valid, types: ['profile.changed', 'profile.removed'] }, t.key.integrator).expect(201);
    await post({ ...valid, types: ['whitelist.changed'] }, t.key.partner).expect(201);
    const wrong = await post({ ...valid, types: ['profile.removed', 'whitelist.changed'] }).expect(403);
    expect(wrong.body).toEqual(
      apiError(
        403,
        'forbidden',
        'body.types.1: whitelist.changed is not sent to client keys (they may subscribe to profile.changed, profile.removed)',
      ),
    );
    await post({ ...valid, types: ['profile.changed'] }, t.key.partner).expect(403);
    await post(valid, t.key.admin).expect(403);
    expect((await post({ ...valid, types: ['profile.gone'] })).body.message).toBe(
      'body.types.0: must be one of profile.changed, profile.removed, whitelist.changed, search.matched',
    );
    expect((await post({ url: valid.url, types: [] })).body.message).toBe(
      'body.types: must hold at least one event type',
    );
    expect((await post({ ...valid, secret: 'mine' })).body.message).toBe('body.secret: unknown parameter');
    expect(
      (await request(t.app).patch('/webhooks/wh_AAAAAAAAAAAAAAAA').set('x-api-key', t.key.client).send({})).body
        .message,
    ).toBe('body: must change at least one of url, types, description, enabled');
    await request(t.app).get('/webhooks/nope').set('x-api-key', t.key.client).expect(400);
  });

  it('at most 10 endpoints per holder', async () => {
    for (let i = 0; i < 10; i++) await post({ ...valid, url: `${valid.url}/${i}` }).expect(201);
    const res = await post(valid).expect(409);
    expect(res.body).toEqual(
      apiError(
        409,
        'conflict',
        'This key’s holder already has 10 endpoints, the most a holder may have (its keys and their rotations together): delete one first',
      ),
    );
    await post(valid, t.key.integrator).expect(201);
  });

  it('pages the delivery log and refuses redelivery of an unknown delivery', async () => {
    const { id } = (await post(valid).expect(201)).body;
    expect(
      (await request(t.app).get(`/webhooks/${id}/deliveries`).set('x-api-key', t.key.client).expect(200)).body,
    ).toEqual({ deliveries: [], nextBefore: null });
    await request(t.app)
      .post(`/webhooks/${id}/deliveries/msg_000000000AAAAAAAAAAAA/redeliver`)
      .set('x-api-key', t.key.client)
      .expect(404);
    await request(t.app)
      .post(`/webhooks/${id}/redeliver`)
      .set('x-api-key', t.key.client)
      .send({ since: 'yesterday' })
      .expect(400);
    expect(
      (
        await request(t.app)
          .post(`/webhooks/${id}/redeliver`)
          .set('x-api-key', t.key.client)
          .send({ since: '2026-01-01T00:00:00Z' })
          .expect(202)
      ).body,
    ).toEqual({ redelivered: 0 });
  });

  it('caps redelivery: 500 messages a call (400 past it), 2000 an hour per key (429 past it), one at a time included', async () => {
    const { id } = (await post(valid).expect(201)).body;
    const start = t.clock();
    const payload = JSON.stringify({
      type: 'whitelist.changed',
      timestamp: new Date(start).toISOString(),
      data: { changedAt: new Date(start).toISOString() },
    });
    for (let i = 0; i < 501; i++)
      await t.internals.stores.webhooks.createMessage(
        { ...pendingMessage(id, 'whitelist.changed', payload, 1, start + i), status: 'delivered' },
        [],
      );
    const since = (ms: number) =>
      request(t.app)
        .post(`/webhooks/${id}/redeliver`)
        .set('x-api-key', t.key.client)
        .send({ since: new Date(ms).toISOString() });
    expect((await since(start).expect(400)).body).toEqual(
      invalid(
        'body.since: 501 deliveries were made since then, more than the 500 one call redelivers: give a later time, or sync from your saved position (the pull sync has every change)',
      ),
    );
    const one = () =>
      request(t.app).post(`/webhooks/${id}/deliveries/${first}/redeliver`).set('x-api-key', t.key.client);
    const first = (await request(t.app).get(`/webhooks/${id}/deliveries?limit=1`).set('x-api-key', t.key.client)).body
      .deliveries[0].id;
    for (let i = 0; i < 3; i++) expect((await since(start + 1).expect(202)).body).toEqual({ redelivered: 500 });
    await one().expect(202, { redelivered: 1 }); // one at a time spends the same budget: 1501 of 2000
    const refused = await since(start + 1).expect(429);
    expect(refused.body).toEqual(
      apiError(
        429,
        'rate_limited',
        expect.stringMatching(
          /^Redelivery limit: 2000 messages an hour for this API key and its rotations; 500 asked, 499 left; retry in \d+ s$/,
        ),
      ),
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // A refusal spends nothing: 499 are still there.
    await one().expect(202, { redelivered: 1 });
    expect((await since(start + 1).expect(429)).body.message).toMatch(/; 500 asked, 498 left;/);
    // Another key has a budget of its own.
    const other = (await post(valid, t.key.integrator).expect(201)).body.id;
    await request(t.app)
      .post(`/webhooks/${other}/redeliver`)
      .set('x-api-key', t.key.integrator)
      .send({ since: new Date(start).toISOString() })
      .expect(202, { redelivered: 0 });
  });
});

describe('webhook test events come from the sandbox', () => {
  let t: TestApp;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    receiver = await WebhookReceiver.start();
    t = await startTestApp(
      { WEBHOOK_ALLOW_INSECURE_URLS: 'true', SANDBOX_PROFILES: '30' },
      { sandbox: true, clock: runningClock(), webhooks: { ca: receiver.ca, resolve: async () => ['127.0.0.1'] } },
    );
    await t.c.webhookDelivery.run();
  });
  afterAll(async () => {
    await t.close();
    await receiver.stop();
  });

  it('sends a signed test event whose meta.id the keyless sandbox serves, and the real API does not know', async () => {
    const created = (
      await request(t.app)
        .post('/webhooks')
        .set('x-api-key', t.key.client)
        .send({ url: receiver.url(), types: ['profile.changed', 'profile.removed'] })
        .expect(201)
    ).body;
    receiver.secrets.push(created.secret);
    const sent = await request(t.app)
      .post(`/webhooks/${created.id}/test`)
      .set('x-api-key', t.key.client)
      .send({ type: 'profile.removed' })
      .expect(202);
    await until('the test event arrives', () => receiver.messages.length === 1);
    const event = receiver.messages[0]!;
    expect(receiver.received[0]!.headers['webhook-id']).toBe(sent.body.deliveryId);
    expect(event).toMatchObject({
      type: 'profile.removed',
      data: { sandbox: true, profiles: [{ id: expect.any(String) }] },
    });
    const id = event.data.profiles[0].id;
    const inSandbox = await request(t.app)
      .post('/sandbox/freelances')
      .send({ ids: [id] })
      .expect(200);
    expect(inSandbox.body.freelances.map((f: any) => f.meta.status)).toEqual(['deleted']);
    expect(
      (
        await request(t.app)
          .post('/freelances')
          .set('x-api-key', t.key.client)
          .send({ ids: [id] })
          .expect(200)
      ).body.freelances,
    ).toEqual([]);
    // Without a body: the endpoint's first type; the delivery log shows both.
    await request(t.app).post(`/webhooks/${created.id}/test`).set('x-api-key', t.key.client).expect(202);
    await until('the second test event arrives', () => receiver.messages.length === 2);
    expect(receiver.messages[1]!.type).toBe('profile.changed');
    const log = (await request(t.app).get(`/webhooks/${created.id}/deliveries`).set('x-api-key', t.key.client)).body
      .deliveries;
    expect(log.map((d: any) => [d.type, d.status])).toEqual([
      ['profile.changed', 'delivered'],
      ['profile.removed', 'delivered'],
    ]);
  });

  it('the sandbox has no webhook routes of its own: it has no keys to own them', async () => {
    await request(t.app).get('/sandbox/webhooks').expect(404);
  });
});
