import request from 'supertest';
import { messagePayload, profileSubject } from '../../src/domain/webhooks/webhook-events';
import { WORKER_LOST } from '../../src/services/webhook-delivery.service';
import { pendingMessage } from '../../src/services/webhook.service';
import { captureLog } from '../support/log';
import { until } from '../support/private-redis';
import { rawProfile } from '../support/profiles';
import { runningClock, startTestApp, type TestApp } from '../support/test-app';
import { describeWithEngine } from '../support/engines';
import { webhookMessageProblem } from '../support/openapi-contract';
import { RECEIVER_HOST, WebhookReceiver } from '../support/webhook-receiver';

/**
 * Deliveries to a real HTTPS receiver on loopback (a certificate made for the test and trusted by it), which checks
 * every signature with the official Standard Webhooks verifier. The service resolves the receiver's name through the
 * test's resolver to 127.0.0.1 (allowed here by WEBHOOK_ALLOW_INSECURE_URLS) and connects with that name for TLS.
 */
describe('webhook delivery to a real receiver [sqlite, in-process]', () => deliverySuite());
describeWithEngine('mongodb', 'webhook delivery to a real receiver, in-process', (url) => deliverySuite(url));

function deliverySuite(mongodbUrl?: string) {
  let t: TestApp;
  let receiver: WebhookReceiver;
  let log: ReturnType<typeof captureLog>;
  let resolveTo: string[] | 'ENOTFOUND';

  beforeEach(async () => {
    receiver = await WebhookReceiver.start();
    resolveTo = ['127.0.0.1'];
    log = captureLog();
    t = await startTestApp(
      // A run's lease on an endpoint: 2 s, so that a run refused by a live one tries again after 500 ms.
      { WEBHOOK_ALLOW_INSECURE_URLS: 'true', WEBHOOK_TIMEOUT_MS: '800', INDEXER_LOCK_MS: '2000' },
      {
        mongodbUrl,
        clock: runningClock(),
        logDestination: log.destination,
        webhooks: {
          ca: receiver.ca,
          resolve: async (host) => {
            if (resolveTo === 'ENOTFOUND')
              throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
            return host === RECEIVER_HOST ? resolveTo : [];
          },
        },
      },
    );
    await t.c.imports.importProfiles([rawProfile('f-1'), rawProfile('f-2'), rawProfile('f-3')]);
    await t.c.webhookDelivery.run();
  });
  afterEach(async () => {
    await t.close();
    await receiver.stop();
    // Every message that came is what the description's webhooks section documents.
    expect(receiver.received.map((r) => webhookMessageProblem(r.headers, r.body)).filter((p) => p !== null)).toEqual(
      [],
    );
  });

  const subscribe = async (key = t.key.client, types = ['profile.changed', 'profile.removed']) => {
    const res = await request(t.app)
      .post('/webhooks')
      .set('x-api-key', key)
      .send({ url: receiver.url(), types })
      .expect(201);
    receiver.secrets.push(res.body.secret);
    return res.body as { id: string; secret: string };
  };
  const log_ = (id: string, key = t.key.client) =>
    request(t.app).get(`/webhooks/${id}/deliveries?limit=100`).set('x-api-key', key);
  const metaId = (internalId: string) => t.internals.distributor.publicId(internalId);

  it('a removal reaches the receiver as a signed profile.removed within 2 seconds, and a sync from it finds the tombstone', async () => {
    const { id } = await subscribe();
    const started = Date.now();
    await t.c.profilesAdmin.remove('f-2', 'deleted');
    await until('the removal is delivered', () => receiver.messages.length === 1, 2000);
    expect(Date.now() - started).toBeLessThan(2000);
    const [got] = receiver.received;
    expect(got!.verifiedWith).toEqual(receiver.secrets);
    expect(got!.headers['webhook-id']).toMatch(/^msg_/);
    const event = got!.payload!;
    expect(event.type).toBe('profile.removed');
    expect(event.data.profiles).toEqual([
      { id: metaId('f-2'), modifiedAt: expect.any(String), modifiedTime: expect.any(Number) },
    ]);
    // Nothing personal: the id and times only.
    expect(got!.body).not.toMatch(/camille|gmail|linkedin|Martin|\+33/i);
    // The client's side: a sync from just below the event's position returns the change.
    const { modifiedTime } = event.data.profiles[0];
    const sync = await request(t.app)
      .get(`/freelances?modifiedTime=${modifiedTime - 1}&page=1&limit=10`)
      .set('x-api-key', t.key.client)
      .expect(200);
    expect(sync.body.freelances.map((f: any) => [f.meta.id, f.meta.status])).toContainEqual([metaId('f-2'), 'deleted']);
    const deliveries = (await log_(id).expect(200)).body.deliveries;
    expect(deliveries).toEqual([
      expect.objectContaining({
        id: got!.headers['webhook-id'],
        status: 'delivered',
        attempts: 1,
        responseStatus: 204,
        latencyMs: expect.any(Number),
        error: null,
        events: 1,
      }),
    ]);
  });

  it('fails on purpose, then succeeds: the same message is retried with backoff, and what followed waits behind it, in order', async () => {
    const { id } = await subscribe();
    receiver.respond = (n) => (n <= 2 ? 500 : 200);
    await t.c.profilesAdmin.remove('f-1', 'banned');
    await until('the first attempt', () => receiver.requests >= 1);
    await t.c.imports.importProfiles([rawProfile('f-2', { basics: { label: 'Architecte' } })]);
    await t.c.profilesAdmin.restore('f-1');
    await until('both messages are delivered', () => receiver.requests >= 4, 10_000);
    const ids = receiver.received.map((r) => r.headers['webhook-id']);
    expect(ids[0]).toBe(ids[1]);
    expect(ids[1]).toBe(ids[2]);
    expect(receiver.received.every((r) => r.verifiedWith.length === 1)).toBe(true);
    // The removal first (three attempts, ~1 s then ~1 s apart), then f-2 and f-1's restore together, in change order.
    expect(receiver.messages.map((m) => [m.type, m.data.profiles.map((p: any) => p.id)])).toEqual([
      ['profile.removed', [metaId('f-1')]],
      ['profile.removed', [metaId('f-1')]],
      ['profile.removed', [metaId('f-1')]],
      ['profile.changed', [metaId('f-2'), metaId('f-1')]],
    ]);
    expect(receiver.received[1]!.at - receiver.received[0]!.at).toBeGreaterThanOrEqual(900);
    const deliveries = (await log_(id)).body.deliveries;
    expect(deliveries.map((d: any) => [d.status, d.attempts, d.responseStatus])).toEqual([
      ['delivered', 1, 200],
      ['delivered', 3, 200],
    ]);
  });

  it('goes away and comes back: attempts fail with the cause in the log, then the message arrives', async () => {
    const { id } = await subscribe();
    await receiver.stop();
    await t.c.profilesAdmin.remove('f-3', 'excluded');
    await until('two failed attempts', async () => ((await log_(id)).body.deliveries[0]?.attempts ?? 0) >= 2, 5000);
    const failing = (await log_(id)).body.deliveries[0];
    expect(failing).toMatchObject({
      status: 'pending',
      responseStatus: null,
      error: 'ECONNREFUSED',
      nextAttemptAt: expect.any(String),
    });
    expect((await request(t.app).get(`/webhooks/${id}`).set('x-api-key', t.key.client)).body.failingSince).toEqual(
      expect.any(String),
    );
    await receiver.restart();
    await until('delivered once back', () => receiver.messages.length === 1, 10_000);
    expect(receiver.messages[0]!.data.profiles[0].id).toBe(metaId('f-3'));
    const endpoint = (await request(t.app).get(`/webhooks/${id}`).set('x-api-key', t.key.client)).body;
    expect(endpoint).toMatchObject({ enabled: true, failingSince: null, lastSuccessAt: expect.any(String) });
  });

  it('410 Gone disables the endpoint at once; nothing more is queued for it until it is enabled again', async () => {
    const { id } = await subscribe();
    receiver.respond = () => 410;
    await t.c.profilesAdmin.remove('f-1', 'deleted');
    await until(
      'disabled',
      async () => (await request(t.app).get(`/webhooks/${id}`).set('x-api-key', t.key.client)).body.enabled === false,
    );
    const endpoint = (await request(t.app).get(`/webhooks/${id}`).set('x-api-key', t.key.client)).body;
    expect(endpoint.disabledReason).toBe('the endpoint answered 410 Gone');
    expect(log.messages()).toContain(
      `webhooks: endpoint ${id} of key ${(await t.c.keys.list()).find((k) => k.name === 'test-client')!.id} disabled: the endpoint answered 410 Gone`,
    );
    await t.c.profilesAdmin.remove('f-2', 'deleted');
    await new Promise((r) => setTimeout(r, 300));
    expect(receiver.requests).toBe(1);
    expect((await log_(id)).body.deliveries.map((d: any) => [d.status, d.responseStatus])).toEqual([['failed', 410]]);
    // Enabled again: later changes flow.
    receiver.respond = () => 200;
    await request(t.app).patch(`/webhooks/${id}`).set('x-api-key', t.key.client).send({ enabled: true }).expect(200);
    await t.c.profilesAdmin.remove('f-3', 'deleted');
    await until('delivered after re-enabling', () => receiver.requests === 2);
    expect(receiver.received[1]!.payload!.data.profiles.map((p: any) => p.id)).toEqual([metaId('f-3')]);
  });

  it('a store busy when a sent message is recorded is waited for: the message is not sent again', async () => {
    const { id } = await subscribe();
    const store = t.internals.stores.webhooks;
    const recordAttempt = store.recordAttempt.bind(store);
    let refusals = 2; // SQLite's write lock held past busy_timeout by an import, twice
    store.recordAttempt = async (...args) => {
      if (refusals-- > 0) throw new Error('database is locked');
      return recordAttempt(...args);
    };
    await t.c.profilesAdmin.remove('f-1', 'deleted');
    await until('recorded', async () => (await log_(id)).body.deliveries.length === 1, 5000);
    await new Promise((r) => setTimeout(r, 1500)); // the tick would have found the events still waiting
    expect(receiver.requests).toBe(1);
    expect((await log_(id)).body.deliveries.map((d: any) => [d.status, d.attempts, d.id])).toEqual([
      ['delivered', 1, receiver.received[0]!.headers['webhook-id']],
    ]);
    expect(refusals).toBe(-1);
  });

  it('a second run of an endpoint (another worker, a job Redis forgot) sends nothing while the first holds it', async () => {
    const { id } = await subscribe();
    let answer: () => void = () => undefined;
    receiver.respond = () => new Promise<number>((resolve) => (answer = () => resolve(204)));
    await t.c.profilesAdmin.remove('f-1', 'deleted');
    await until('the first message in flight', () => receiver.requests === 1);
    await t.c.profilesAdmin.remove('f-2', 'deleted'); // waiting: a second run would send it now
    expect(await t.c.webhookDelivery.drain(id)).toEqual({
      idle: false,
      retryInMs: 500,
      reason: 'another run holds the endpoint',
    });
    expect(receiver.requests).toBe(1);
    receiver.respond = () => 204;
    answer();
    await until('both delivered', async () => (await log_(id)).body.deliveries.length === 2);
    expect(receiver.maxInFlight).toBe(1);
    expect(receiver.messages.map((m) => m.data.profiles.map((p: any) => p.id))).toEqual([
      [metaId('f-1')],
      [metaId('f-2')],
    ]);
  });

  it('a message a dead run left in flight: nothing sent while its lease lives, then the attempt logged as lost and the message sent again, under its webhook-id', async () => {
    const { id } = await subscribe();
    const now = t.clock();
    const events = [{ subject: profileSubject('f-1'), type: 'profile.removed' as const, version: now }];
    const payload = JSON.stringify(messagePayload('profile.removed', events, metaId, now));
    const message = { ...pendingMessage(id, 'profile.removed', payload, 1, now), sendingAt: now };
    const dead = { endpointId: id, owner: 'a run whose worker died', until: now + 60_000 };
    expect(await t.internals.stores.webhooks.beginAttempt(dead, message, [])).toBe(true);
    await new Promise((r) => setTimeout(r, 1500)); // ticks: the endpoint has work, and its runs are refused
    expect(receiver.requests).toBe(0);
    t.clock.advance(60_000); // the dead run's lease runs out
    await until('sent again', () => receiver.requests === 1, 5000);
    expect(receiver.received[0]!.headers['webhook-id']).toBe(message.id);
    expect(receiver.received[0]!.body).toBe(payload);
    await until('recorded', async () => (await log_(id)).body.deliveries[0].status === 'delivered');
    expect((await log_(id)).body.deliveries).toEqual([
      expect.objectContaining({ id: message.id, status: 'delivered', attempts: 2, responseStatus: 204 }),
    ]);
    // The lost attempt is a failed one: logged, and the endpoint's backoff (1 s) started, then cleared by the success.
    expect(log.messages()).toContain(
      `webhooks: endpoint ${id}: message ${message.id} failed (${WORKER_LOST}); next attempt in 1 s`,
    );
    expect((await request(t.app).get(`/webhooks/${id}`).set('x-api-key', t.key.client)).body.failingSince).toBeNull();
  });

  it('an endpoint failing without success for 5 days is disabled and reported', async () => {
    const { id } = await subscribe();
    receiver.respond = () => 503;
    await t.c.profilesAdmin.remove('f-1', 'deleted');
    await until('the first failure', () => receiver.requests === 1);
    t.clock.advance(5 * 24 * 3600_000); // the next attempt (about 1 s later) comes 5 days after the first failure
    await until(
      'disabled',
      async () => (await request(t.app).get(`/webhooks/${id}`).set('x-api-key', t.key.client)).body.enabled === false,
      20_000, // the retry comes about 1 s later; FerretDB under a loaded machine may take longer
    );
    expect((await request(t.app).get(`/webhooks/${id}`).set('x-api-key', t.key.client)).body.disabledReason).toBe(
      'no successful delivery for 5 days',
    );
    expect(
      log
        .lines()
        .some(
          (l) =>
            l.level === 50 &&
            l.msg.includes(`endpoint ${id}`) &&
            l.msg.endsWith('disabled: no successful delivery for 5 days'),
        ),
    ).toBe(true);
    expect((await log_(id)).body.deliveries.map((d: any) => [d.status, d.attempts])).toEqual([['failed', 2]]);
  });

  it('a rotated secret: both signatures verify for 24 hours, then only the new one', async () => {
    const { id, secret: old } = await subscribe();
    const rotated = (
      await request(t.app).post(`/webhooks/${id}/rotate-secret`).set('x-api-key', t.key.client).expect(200)
    ).body;
    receiver.secrets.push(rotated.secret);
    await t.c.profilesAdmin.remove('f-1', 'deleted');
    await until('delivered', () => receiver.requests === 1);
    expect(receiver.received[0]!.verifiedWith).toEqual([old, rotated.secret]);
    expect(receiver.received[0]!.headers['webhook-signature']!.split(' ')).toHaveLength(2);
    t.clock.advance(24 * 3600_000 + 1000);
    await t.c.profilesAdmin.remove('f-2', 'deleted');
    // Sent 24 hours ahead of the receiver's clock: only the new secret's signature is there (the timestamp is checked
    // apart).
    await until('delivered', () => receiver.requests === 2);
    expect(receiver.received[1]!.headers['webhook-signature']!.split(' ')).toHaveLength(1);
  });

  it('redelivers one delivery with its webhook-id, and everything since a time', async () => {
    const { id } = await subscribe();
    await t.c.profilesAdmin.remove('f-1', 'deleted');
    await until('first', () => receiver.requests === 1);
    await t.c.profilesAdmin.remove('f-2', 'deleted');
    await until('second', () => receiver.requests === 2);
    const [second, first] = (await log_(id)).body.deliveries;
    await request(t.app)
      .post(`/webhooks/${id}/deliveries/${first.id}/redeliver`)
      .set('x-api-key', t.key.client)
      .expect(202, { redelivered: 1 });
    await until('redelivered', () => receiver.requests === 3);
    expect(receiver.received[2]!.headers['webhook-id']).toBe(first.id);
    expect(receiver.received[2]!.body).toBe(receiver.received[0]!.body);
    await request(t.app)
      .post(`/webhooks/${id}/redeliver`)
      .set('x-api-key', t.key.client)
      .send({ since: first.createdAt })
      .expect(202, { redelivered: 2 });
    await until('both redelivered', () => receiver.requests === 5);
    expect(receiver.received.slice(3).map((r) => r.headers['webhook-id'])).toEqual([first.id, second.id]);
    expect((await log_(id)).body.deliveries.map((d: any) => d.attempts)).toEqual([2, 3]);
  });

  it('a redirect is not followed, a hung receiver times out, a huge answer is cut: each recorded', async () => {
    const { id } = await subscribe();
    receiver.respond = (n) => (n === 1 ? 302 : n === 2 ? 'hang' : 'huge');
    const last = async () => (await log_(id)).body.deliveries[0];
    await t.c.profilesAdmin.remove('f-1', 'deleted');
    await until('the redirect recorded', async () => (await last())?.attempts === 1);
    expect(await last()).toMatchObject({ status: 'pending', responseStatus: 302, error: 'HTTP 302' });
    await until('the timeout recorded', async () => (await last()).attempts === 2, 5000);
    expect(await last()).toMatchObject({ status: 'pending', responseStatus: null, error: 'timeout after 800 ms' });
    await until('delivered', async () => (await last()).status === 'delivered', 8000);
    expect(await last()).toMatchObject({ attempts: 3, responseStatus: 200, error: null });
    // Never sent where the redirect pointed: every request reached the receiver's one path, with one webhook-id.
    expect(receiver.requests).toBe(3);
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(1);
  });

  it('a kept-alive connection closed by the receiver as it is reused is retried at once on a new one, not counted as a failure', async () => {
    const { id } = await subscribe();
    receiver.respond = () => 'drop-reused';
    await t.c.profilesAdmin.remove('f-1', 'deleted');
    await until('first', async () => (await log_(id)).body.deliveries[0]?.status === 'delivered');
    await t.c.profilesAdmin.remove('f-2', 'deleted');
    await until(
      'second',
      async () =>
        (await log_(id)).body.deliveries.length === 2 && (await log_(id)).body.deliveries[0].status !== 'pending',
      5000,
    );
    // The second message met the closed connection (the receiver saw it and dropped it), then came on a new one.
    expect(receiver.requests).toBe(3);
    expect((await log_(id)).body.deliveries.map((d: any) => [d.status, d.attempts, d.error])).toEqual([
      ['delivered', 1, null],
      ['delivered', 1, null],
    ]);
  });

  it('checks the address again at each connection: a name that now resolves to a private address, or not at all, is not connected to', async () => {
    const { id } = await subscribe();
    resolveTo = ['10.1.2.3'];
    await t.c.profilesAdmin.remove('f-1', 'deleted');
    await until('a refused attempt', async () => ((await log_(id)).body.deliveries[0]?.attempts ?? 0) >= 1);
    // The same words whether the name resolves to a private address or not at all, and neither names the host.
    const refused = {
      status: 'pending',
      responseStatus: null,
      error: 'address not allowed: the host did not resolve to public addresses only',
    };
    expect((await log_(id)).body.deliveries[0]).toMatchObject(refused);
    resolveTo = 'ENOTFOUND';
    await request(t.app)
      .post(`/webhooks/${id}/redeliver`)
      .set('x-api-key', t.key.client)
      .send({ since: new Date(0).toISOString() })
      .expect(202);
    await until('a second refused attempt', async () => ((await log_(id)).body.deliveries[0]?.attempts ?? 0) >= 2);
    expect((await log_(id)).body.deliveries[0]).toMatchObject(refused);
    // The operators' log names the endpoint, never its host (docs/webhooks.md).
    const failures = log.messages().filter((m) => m.includes('failed'));
    expect(failures.length).toBeGreaterThanOrEqual(2);
    expect(failures.every((m) => m.includes(`endpoint ${id}`))).toBe(true);
    expect(log.text()).not.toContain(RECEIVER_HOST);
    resolveTo = ['127.0.0.1'];
    await until('delivered once it resolves to an allowed address again', () => receiver.messages.length === 1, 5000);
    expect(receiver.requests).toBe(1);
  });

  it('whitelist.changed goes to the partner whose whitelist changed, and no one else', async () => {
    const other = (await t.c.keys.create({ type: 'partner', name: 'Other Partner' })).key;
    const { id } = await subscribe(t.key.partner, ['whitelist.changed']);
    await subscribe(other, ['whitelist.changed']);
    const before = Date.now();
    await request(t.app)
      .post('/partners/whitelist')
      .set('x-api-key', t.key.partner)
      .send({ recruiterEmail: 'jean.dupont@client.example', firstname: 'Jean', lastname: 'Dupont', company: 'Client' })
      .expect(201);
    await until('delivered', () => receiver.requests === 1);
    const got = receiver.received[0]!;
    expect(got.payload).toEqual({
      type: 'whitelist.changed',
      timestamp: expect.any(String),
      data: { changedAt: expect.any(String) },
    });
    expect(Date.parse(got.payload!.data.changedAt)).toBeGreaterThanOrEqual(before);
    expect(got.body).not.toMatch(/jean|dupont|client\.example/i);
    // The same recruiter again, unchanged: nothing to tell.
    await request(t.app)
      .post('/partners/whitelist')
      .set('x-api-key', t.key.partner)
      .send({ recruiterEmail: 'jean.dupont@client.example', firstname: 'Jean', lastname: 'Dupont', company: 'Client' })
      .expect(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(receiver.requests).toBe(1);
    expect((await log_(id, t.key.partner)).body.deliveries).toHaveLength(1);
  });

  // Saved searches need a search engine: the embedded one (MongoDB alone has none).
  if (!mongodbUrl)
    it('search.matched tells a partner, within seconds, the Stage 1 ids that came to match each saved search, one message per saved search', async () => {
      const other = (await t.c.keys.create({ type: 'partner', name: 'Other Partner' })).key;
      const { id } = await subscribe(t.key.partner, ['search.matched']);
      await subscribe(other, ['search.matched', 'whitelist.changed']);
      const save = async (key: string, keywords: string) =>
        (
          await request(t.app)
            .post('/partners/saved-searches')
            .set('x-api-key', key)
            .send({ name: keywords, query: { keywords } })
            .expect(201)
        ).body.id as string;
      const cartographers = await save(t.key.partner, 'cartographe');
      const geomaticians = await save(t.key.partner, 'geomaticien');
      await save(other, 'boulanger');
      await until(
        'the matcher has started',
        async () => (await t.internals.stores.savedSearches.checkpoint()) !== null,
        3000,
      );
      const started = Date.now();
      await t.c.imports.importProfiles([
        rawProfile('c-1', { basics: { label: 'Cartographe' } }),
        rawProfile('c-2', { basics: { label: 'Cartographe' } }),
        rawProfile('g-1', { basics: { label: 'Géomaticien' } }),
      ]);
      await until('both saved searches are told', () => receiver.messages.length === 2, 5000);
      expect(Date.now() - started).toBeLessThan(5000);
      const found = async (keywords: string) =>
        (
          await request(t.app).post('/partners/search').set('x-api-key', t.key.partner).send({ keywords }).expect(200)
        ).body.freelances
          .map((f: any) => f.id)
          .sort();
      const told = receiver.messages.map((m) => [m.type, m.data.savedSearchId, [...m.data.ids].sort()]);
      expect(told.sort()).toEqual(
        [
          ['search.matched', cartographers, await found('cartographe')],
          ['search.matched', geomaticians, await found('geomaticien')],
        ].sort(),
      );
      expect(
        receiver.received.every(
          (r) => r.verifiedWith.length === 1 && !/camille|gmail|linkedin|Martin|\+33|c-1|g-1/i.test(r.body),
        ),
      ).toBe(true);
      expect((await log_(id, t.key.partner)).body.deliveries.map((d: any) => [d.type, d.status])).toEqual([
        ['search.matched', 'delivered'],
        ['search.matched', 'delivered'],
      ]);
    });

  it('test events name the sandbox’s data, never a real profile', async () => {
    const { id } = await subscribe();
    // This app has no sandbox: a profile test event cannot be made.
    await request(t.app)
      .post(`/webhooks/${id}/test`)
      .set('x-api-key', t.key.client)
      .send({ type: 'profile.removed' })
      .expect(409);
  });
}

/**
 * As in production (no WEBHOOK_ALLOW_INSECURE_URLS): the receiver's name resolves to a public address when the
 * endpoint is subscribed, then to 127.0.0.1 (DNS rebinding). The receiver listens there and its certificate is
 * trusted, so only the check made at connection time keeps the message from it.
 */
describe('webhook delivery to a name that has come to resolve to 127.0.0.1 [sqlite, in-process]', () => {
  let t: TestApp;
  let receiver: WebhookReceiver;
  let resolveTo: string[];

  beforeEach(async () => {
    receiver = await WebhookReceiver.start();
    resolveTo = ['93.184.215.14'];
    t = await startTestApp(
      { WEBHOOK_TIMEOUT_MS: '800' },
      {
        clock: runningClock(),
        logDestination: captureLog().destination,
        webhooks: { ca: receiver.ca, resolve: async (host) => (host === RECEIVER_HOST ? resolveTo : []) },
      },
    );
    await t.c.imports.importProfiles([rawProfile('f-1')]);
    await t.c.webhookDelivery.run();
  });
  afterEach(async () => {
    await t.close();
    await receiver.stop();
  });

  it('is not connected to: the attempt fails with the reason, and the receiver on loopback gets nothing', async () => {
    const { id } = (
      await request(t.app)
        .post('/webhooks')
        .set('x-api-key', t.key.client)
        .send({ url: receiver.url(), types: ['profile.removed'] })
        .expect(201)
    ).body;
    resolveTo = ['127.0.0.1'];
    await t.c.profilesAdmin.remove('f-1', 'deleted');
    const first = async () =>
      (await request(t.app).get(`/webhooks/${id}/deliveries`).set('x-api-key', t.key.client)).body.deliveries[0];
    await until('a refused attempt', async () => ((await first())?.attempts ?? 0) >= 1);
    expect(await first()).toMatchObject({
      status: 'pending',
      responseStatus: null,
      error: 'address not allowed: the host did not resolve to public addresses only',
    });
    expect(receiver.requests).toBe(0);
  });
});
