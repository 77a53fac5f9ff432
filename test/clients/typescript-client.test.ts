import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import {
  createFpdClient,
  FpdApiError,
  verifyWebhook,
  WebhookVerificationError,
  type FpdClient,
  type Profile,
  type RetryOptions,
} from '../../clients/typescript/src';
import { until } from '../support/private-redis';
import { rawProfile } from '../support/profiles';
import { runningClock, startTestApp, type TestApp } from '../support/test-app';
import { WebhookReceiver } from '../support/webhook-receiver';

/**
 * The TypeScript client (clients/typescript) against a live service: the embedded default, listening on a loopback
 * port, called over HTTP with fetch, as a client's program would.
 */
interface Live {
  t: TestApp;
  /** A client of the live service with `key`. */
  client(key: string, retry?: RetryOptions): FpdClient;
  close(): Promise<void>;
}

async function startLive(...args: Parameters<typeof startTestApp>): Promise<Live> {
  const t = await startTestApp(...args);
  const server = t.app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    t,
    client: (apiKey, retry) => createFpdClient({ baseUrl, apiKey, retry }),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await t.close();
    },
  };
}

/** A client's store: what sync's callbacks did to it. */
function localStore() {
  const copy = new Map<string, string>();
  const removed: string[] = [];
  return {
    copy,
    removed,
    upsert: (p: Profile) => void copy.set(p.meta.id, p.basics.label),
    remove: (id: string) => {
      removed.push(id);
      copy.delete(id);
    },
  };
}

describe('TypeScript client: sync against a live server', () => {
  let live: Live;
  let t: TestApp;
  let client: FpdClient;

  beforeAll(async () => {
    live = await startLive({ SYNC_SAFETY_LAG_SECONDS: '5' });
    t = live.t;
    client = live.client(t.key.client);
  });
  afterAll(() => live.close());

  /** What the service holds, as a client's copy should: every active profile's meta.id and label. */
  async function truth(): Promise<Map<string, string>> {
    const all = await t.internals.stores.profiles.listProfiles(
      { status: 'distributed' },
      { offset: 0, limit: 100_000 },
    );
    return new Map(all.map((p) => [t.internals.distributor.publicId(p.internalId), p.profile.basics.label]));
  }

  it('pages by cursor, applies deletions through its callback, and returns the since of the next run', async () => {
    const me = await client.me();
    expect(me).toMatchObject({ type: 'client', name: 'test-client' });

    await t.c.imports.importProfiles(
      Array.from({ length: 23 }, (_, i) => rawProfile(`p-${i}`, { basics: { label: `v0 ${i}` } })),
    );
    t.clock.advance(10_000);
    const store = localStore();
    const first = await client.sync({ since: 0, limit: 10, upsert: store.upsert, remove: store.remove });
    expect(first).toEqual({ since: Math.floor(t.clock() / 1000) - 5, pages: 3, upserted: 23, removed: 0 });
    expect(store.copy).toEqual(await truth());

    // Between two runs: three removals, two updates, one new profile.
    t.clock.advance(2_000);
    for (const id of ['p-1', 'p-7', 'p-20']) await t.c.profilesAdmin.remove(id, 'deleted');
    await t.c.imports.importProfiles([
      rawProfile('p-3', { basics: { label: 'v1 3' } }),
      rawProfile('p-11', { basics: { label: 'v1 11' } }),
      rawProfile('p-new'),
    ]);
    t.clock.advance(10_000);
    const second = await client.sync({ since: first.since, limit: 2, upsert: store.upsert, remove: store.remove });
    expect(second).toMatchObject({ pages: 3, upserted: 3, removed: 3 });
    expect(second.since).toBeGreaterThan(first.since);
    expect(store.removed).toHaveLength(3);
    expect(store.copy.size).toBe(21);
    expect(store.copy).toEqual(await truth());

    // Nothing changed since: one empty page, the same high-water mark moved forward with time.
    const third = await client.sync({ since: second.since, upsert: store.upsert, remove: store.remove });
    expect(third).toMatchObject({ pages: 1, upserted: 0, removed: 0 });
  });

  it('searches and reveals for a partner, and names a refusal by its code', async () => {
    const partner = live.client(t.key.partner);
    const recruiter = {
      recruiterEmail: 'jean.dupont@client.example',
      firstname: 'Jean',
      lastname: 'Dupont',
      company: 'Client SA',
    };
    const added = await partner.api.POST('/partners/whitelist', { body: recruiter });
    expect(added.response.status).toBeLessThan(300);
    let page: Awaited<ReturnType<FpdClient['search']>> | undefined;
    await until(
      'the profiles are searchable',
      async () => ((page = await partner.search({ keywords: 'typescript', limit: 5 })), page.freelances.length > 0),
    );
    expect(page!.infos.total).toBeGreaterThan(0);
    const revealed = await partner.reveal(page!.freelances[0]!.id, recruiter.recruiterEmail);
    expect(revealed.basics.name).toBe('Camille Martin');
    await expect(partner.reveal(page!.freelances[0]!.id, 'someone.else@client.example')).rejects.toMatchObject({
      status: 403,
      code: 'not_whitelisted',
    });
  });

  it('throws an FpdApiError with the catalogue code for a refused request', async () => {
    const refused = live.client(t.key.partner);
    const error = await refused
      .sync({ since: 0, upsert: () => undefined, remove: () => undefined })
      .catch((err: unknown) => err);
    expect(error).toBeInstanceOf(FpdApiError);
    expect(error).toMatchObject({ status: 403, code: 'wrong_key_type' });
    expect((error as FpdApiError).requestId).toEqual(expect.any(String));
  });
});

describe('TypeScript client: backoff on 429 against a live server with a tiny rate limit', () => {
  let live: Live;
  let t: TestApp;

  beforeAll(async () => {
    // 3 requests per key per 2-second window: a sync of 6 pages must wait for the window twice or more.
    live = await startLive({ RATE_LIMIT_PER_MINUTE: '3', RATE_LIMIT_WINDOW_SECONDS: '2' });
    t = live.t;
    await t.c.imports.importProfiles(Array.from({ length: 12 }, (_, i) => rawProfile(`r-${i}`)));
    t.clock.advance(60_000);
  });
  afterAll(() => live.close());

  it('waits what Retry-After says and finishes the sync', async () => {
    const retries: { status: number; delayMs: number }[] = [];
    const client = live.client(t.key.client, {
      onRetry: ({ status, delayMs }) => void retries.push({ status, delayMs }),
    });
    const store = localStore();
    const started = Date.now();
    const result = await client.sync({ since: 0, limit: 2, upsert: store.upsert, remove: store.remove });
    expect(result).toMatchObject({ pages: 6, upserted: 12 });
    expect(store.copy.size).toBe(12);
    expect(retries.length).toBeGreaterThanOrEqual(1);
    for (const retry of retries) {
      expect(retry.status).toBe(429);
      // Retry-After is whole seconds (1 or 2 here): the client waited exactly that, not a backoff of its own.
      expect([1000, 2000]).toContain(retry.delayMs);
    }
    expect(Date.now() - started).toBeGreaterThanOrEqual(retries.reduce((sum, r) => sum + r.delayMs, 0));
  }, 30_000);

  it('gives up after its bounded retries, with the 429 as an FpdApiError', async () => {
    // A key of its own: its window starts at its first request, so the 2 s are all this test's.
    const { key } = await t.c.keys.create({ type: 'client', name: 'retry-bound' });
    const attempts: number[] = [];
    // No wait between retries: each one is sent inside the spent window and refused again.
    const hasty = live.client(key, {
      retries: 2,
      sleep: async () => undefined,
      onRetry: ({ attempt }) => void attempts.push(attempt),
    });
    for (let i = 0; i < 3; i++) await hasty.me();
    const error = await hasty.me().catch((err: unknown) => err);
    expect(attempts).toEqual([1, 2]);
    expect(error).toBeInstanceOf(FpdApiError);
    expect(error).toMatchObject({ status: 429, code: 'rate_limited' });
    expect((error as FpdApiError).retryAfterSeconds).toBeGreaterThanOrEqual(1);

    // A Retry-After longer than maxDelayMs is not waited for: the 429 comes back at once, no retry.
    const impatient: number[] = [];
    const quick = live.client(key, { maxDelayMs: 10, onRetry: ({ attempt }) => void impatient.push(attempt) });
    await expect(quick.me()).rejects.toMatchObject({ status: 429, code: 'rate_limited' });
    expect(impatient).toEqual([]);

    // The default waits what Retry-After says, and the next window answers.
    const waits: number[] = [];
    const patient = live.client(key, { onRetry: ({ delayMs }) => void waits.push(delayMs) });
    expect(await patient.me()).toMatchObject({ type: 'client', name: 'retry-bound' });
    expect(waits).toHaveLength(1);
    expect([1000, 2000]).toContain(waits[0]);
  }, 30_000);
});

describe('TypeScript client: webhook verification of a live delivery', () => {
  let live: Live;
  let t: TestApp;
  let receiver: WebhookReceiver;
  let client: FpdClient;

  beforeAll(async () => {
    receiver = await WebhookReceiver.start();
    live = await startLive(
      { WEBHOOK_ALLOW_INSECURE_URLS: 'true' },
      { clock: runningClock(), webhooks: { ca: receiver.ca, resolve: async () => ['127.0.0.1'] } },
    );
    t = live.t;
    await t.c.imports.importProfiles([rawProfile('w-1')]);
    await t.c.webhookDelivery.run();
    client = live.client(t.key.client);
  });
  afterAll(async () => {
    await live.close();
    await receiver.stop();
  });

  it('accepts the signed message as sent and refuses it tampered with, or under another secret', async () => {
    const { data: endpoint } = await client.api.POST('/webhooks', {
      body: { url: receiver.url(), types: ['profile.changed', 'profile.removed'] },
    });
    expect(endpoint?.secret).toMatch(/^whsec_/);
    // A real change: the profile is removed, the service tells the endpoint.
    await t.c.profilesAdmin.remove('w-1', 'deleted');
    await until('the event arrives', () => receiver.received.length === 1);
    const { body, headers } = receiver.received[0]!;

    const event = verifyWebhook(endpoint!.secret, body, headers);
    expect(event.type).toBe('profile.removed');
    if (event.type !== 'profile.removed') throw new Error('a profile event was expected');
    expect(event.data.profiles).toHaveLength(1);
    // As Buffer and with fetch's Headers too; and with the old and new secrets of a rotation.
    expect(verifyWebhook(endpoint!.secret, Buffer.from(body), new Headers(headers))).toEqual(event);
    const other = 'whsec_' + Buffer.from('x'.repeat(32)).toString('base64');
    expect(verifyWebhook([other, endpoint!.secret], body, headers)).toEqual(event);

    const tampered = body.replace('profile.removed', 'profile.changed');
    expect(tampered).not.toBe(body);
    expect(() => verifyWebhook(endpoint!.secret, tampered, headers)).toThrow(WebhookVerificationError);
    expect(() => verifyWebhook(other, body, headers)).toThrow(WebhookVerificationError);
    expect(() =>
      verifyWebhook(endpoint!.secret, body, {
        ...headers,
        'webhook-timestamp': String(Math.floor(Date.now() / 1000) - 600),
      }),
    ).toThrow(WebhookVerificationError);
    const { 'webhook-signature': _signature, ...unsigned } = headers;
    expect(() => verifyWebhook(endpoint!.secret, body, unsigned)).toThrow(WebhookVerificationError);
  });
});
