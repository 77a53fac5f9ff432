import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config/config';
import { composeService, type ServiceContainer } from '../../src/container';
import type { ApiKeyRecord } from '../../src/domain/keys/api-key';
import type { WebhookStore } from '../../src/ports/webhook-store';
import { describeWithEngine } from '../support/engines';
import { until } from '../support/private-redis';
import { rawProfile } from '../support/profiles';
import { runningClock } from '../support/test-app';
import { RECEIVER_HOST, WebhookReceiver } from '../support/webhook-receiver';

/**
 * Signing secrets at rest (docs/operations.md, "Rotating secrets and keys"): the store keeps them sealed under a key
 * derived from TRACKING_SECRET, so a copy of the database (a dump, a backup) cannot sign messages to subscribers.
 * Each "deployment" below is a service opened on one same store with the secrets it is given, as a restart with a
 * new configuration would be.
 */
describe('webhook signing secrets at rest [sqlite]', () => secretsSuite());
describeWithEngine('mongodb', 'webhook signing secrets at rest', (url) => secretsSuite(url));

const OLD = 'old-tracking-secret-'.padEnd(40, 'o');
const NEW = 'new-tracking-secret-'.padEnd(40, 'n');
let databases = 0;

function secretsSuite(mongodbUrl?: string) {
  let dataDir: string;
  let dbName: string;
  let receiver: WebhookReceiver;
  const open: ServiceContainer[] = [];

  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'fpd-secrets-'));
    dbName = `fpd_test_secrets_${process.pid}_${databases++}`;
    receiver = await WebhookReceiver.start();
  });
  afterEach(async () => {
    for (const c of open.splice(0)) await c.close();
    await receiver.stop();
    if (mongodbUrl) {
      const { MongoClient } = await import('mongodb');
      const client = await MongoClient.connect(mongodbUrl);
      await client.db(dbName).dropDatabase();
      await client.close();
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The service on the shared store, with this TRACKING_SECRET (and its previous value). */
  async function deploy(tracking: string, previous?: string): Promise<{ c: ServiceContainer; store: WebhookStore }> {
    const env = {
      DATA_DIR: dataDir,
      ID_SECRET: 'i'.repeat(40),
      EMAIL_HASH_SALT: 's'.repeat(40),
      TRACKING_SECRET: tracking,
      ...(previous && { TRACKING_SECRET_PREVIOUS: previous }),
      ...(mongodbUrl && { MONGODB_URL: mongodbUrl, MONGODB_DB: dbName }),
      WEBHOOK_ALLOW_INSECURE_URLS: 'true',
      WEBHOOK_TIMEOUT_MS: '800',
      DEMO_PROFILES: '0',
      LOG_LEVEL: 'silent',
    };
    const { services: c, internals } = await composeService(loadConfig(env), {
      clock: runningClock(),
      webhooks: { ca: receiver.ca, resolve: async (host) => (host === RECEIVER_HOST ? ['127.0.0.1'] : []) },
    });
    open.push(c);
    return { c, store: internals.stores.webhooks };
  }
  const close = async (c: ServiceContainer) => {
    open.splice(open.indexOf(c), 1);
    await c.close();
  };
  const client = async (c: ServiceContainer): Promise<ApiKeyRecord> =>
    (await c.keys.create({ type: 'client', name: 'Client' })).record;
  const stored = async (store: WebhookStore, id: string) => JSON.stringify((await store.getEndpoint(id))!.secrets);
  /** A removal delivered and verified with `secret` by the official verifier. */
  async function deliveredWith(c: ServiceContainer, secret: string, profile: string): Promise<void> {
    receiver.secrets = [secret];
    await c.imports.importProfiles([rawProfile(profile)]);
    const before = receiver.messages.length;
    await c.profilesAdmin.remove(profile, 'deleted');
    await until('a message verified with the secret', () => receiver.messages.length > before, 5000);
  }

  it('keeps a subscription’s secret sealed: neither the store nor a copy of it opened without TRACKING_SECRET can sign', async () => {
    const a = await deploy(OLD);
    const owner = await client(a.c);
    const { endpoint, secret } = await a.c.webhooks.create(owner, { url: receiver.url(), types: ['profile.removed'] });
    expect(await stored(a.store, endpoint.id)).not.toContain(secret.slice('whsec_'.length));
    expect(await stored(a.store, endpoint.id)).not.toContain('whsec_');
    expect(JSON.stringify(endpoint)).not.toContain(secret.slice('whsec_'.length));
    await a.c.webhookDelivery.run();
    await deliveredWith(a.c, secret, 'f-1');
    // A rotation stores the new secret sealed too, and both sign during the overlap.
    const rotated = await a.c.webhooks.rotateSecret(owner, endpoint.id);
    expect(await stored(a.store, endpoint.id)).not.toContain(rotated.secret.slice('whsec_'.length));
    await deliveredWith(a.c, rotated.secret, 'f-2');
    expect(receiver.received.at(-1)!.verifiedWith).toEqual([rotated.secret]);
    await close(a.c);

    // The same database with another TRACKING_SECRET (a stolen copy, or a secret lost): nothing is signed with the
    // subscriber's secrets; the endpoint is disabled and says why.
    const stolen = await deploy(NEW);
    const requests = receiver.requests;
    await stolen.c.webhookDelivery.run();
    await stolen.c.imports.importProfiles([rawProfile('f-3')]);
    await stolen.c.profilesAdmin.remove('f-3', 'deleted');
    await until('the endpoint is disabled', async () => !(await stolen.store.getEndpoint(endpoint.id))!.enabled);
    expect((await stolen.store.getEndpoint(endpoint.id))!.disabledReason).toBe(
      'its signing secret cannot be read: the server’s TRACKING_SECRET changed; rotate the secret (POST /webhooks/{id}/rotate-secret), then enable it',
    );
    expect(receiver.requests).toBe(requests);
  });

  it('reads secrets an earlier version stored in clear, and seals them when the deliverer starts', async () => {
    const a = await deploy(OLD);
    const owner = await client(a.c);
    const { endpoint } = await a.c.webhooks.create(owner, { url: receiver.url(), types: ['profile.removed'] });
    const plain = 'whsec_C2FVsBQIhrscChlQIMV+b5sSYspob7oD';
    // As the version before this one wrote it.
    await a.store.updateEndpoint(endpoint.id, { secrets: [{ secret: plain, expiresAt: null }] });
    expect(await stored(a.store, endpoint.id)).toContain(plain);
    await a.c.webhookDelivery.run();
    await until('sealed at start', async () => !(await stored(a.store, endpoint.id)).includes('whsec_'));
    await deliveredWith(a.c, plain, 'f-1');
    // One written in clear after the start (an API process of the earlier version, during a rolling upgrade) is read
    // as it is, and sealed at its first delivery.
    await a.store.updateEndpoint(endpoint.id, { secrets: [{ secret: plain, expiresAt: null }] });
    await deliveredWith(a.c, plain, 'f-2');
    await until('sealed after its delivery', async () => !(await stored(a.store, endpoint.id)).includes('whsec_'));
  });

  it('rotating TRACKING_SECRET: with the old value as TRACKING_SECRET_PREVIOUS, the deliverer seals every secret again under the new one', async () => {
    const a = await deploy(OLD);
    const { endpoint, secret } = await a.c.webhooks.create(await client(a.c), {
      url: receiver.url(),
      types: ['profile.removed'],
    });
    await a.c.webhooks.create(await client(a.c), { url: receiver.url('/other'), types: ['profile.changed'] });
    await a.store.updateEndpoint(endpoint.id, { enabled: false }); // disabled endpoints are sealed again too
    const underOld = await stored(a.store, endpoint.id);
    await close(a.c);

    const b = await deploy(NEW, OLD);
    await b.c.webhookDelivery.run();
    await until('sealed again', async () => (await stored(b.store, endpoint.id)) !== underOld);
    await close(b.c);

    // TRACKING_SECRET_PREVIOUS removed: the secrets open with the new value alone.
    const c = await deploy(NEW);
    await c.store.updateEndpoint(endpoint.id, { enabled: true });
    await c.c.webhookDelivery.run();
    await deliveredWith(c.c, secret, 'f-1');
  });
}
