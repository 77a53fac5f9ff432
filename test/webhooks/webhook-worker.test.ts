import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import IORedis from 'ioredis';
import { startEntry as start } from '../support/processes';
import { describeWithEngine } from '../support/engines';
import { until } from '../support/private-redis';
import { rawProfile } from '../support/profiles';
import { runningClock, startTestApp, type TestApp } from '../support/test-app';
import { WebhookReceiver } from '../support/webhook-receiver';

/**
 * The BullMQ path, with the worker as its own process (`src/webhook-worker.ts`) on the shared Redis (a queue prefix of
 * its own) and the test's SQLite file (the children get no engine URL of the caller's environment but Redis's): retries
 * and ordering across a worker killed mid-backoff, and a writer killed between its store write and its events.
 */
describeWithEngine('redis', 'webhook worker', (redisUrl) => {
  let t: TestApp;
  let receiver: WebhookReceiver;
  let env: Record<string, string>;
  const children: ReturnType<typeof start>[] = [];
  let n = 0;

  const worker = async () => {
    const child = start(
      'src/webhook-worker.ts',
      { ...env, DATA_DIR: t.dataDir, LOG_LEVEL: 'info', LOG_FORMAT: 'json' },
      { clean: true },
    );
    children.push(child);
    await until(
      'the worker starts',
      () => child.output().includes('webhook worker started') || child.exitCode !== null,
      30_000,
    );
    expect(child.output()).toContain('webhook worker started');
    return child;
  };

  beforeEach(async () => {
    receiver = await WebhookReceiver.start();
    const prefix = `fpdtest-webhooks-${process.pid}-${n++}`;
    env = {
      REDIS_URL: redisUrl,
      QUEUE_PREFIX: prefix,
      INDEXER_LOCK_MS: '2000',
      SYNC_SAFETY_LAG_SECONDS: '1',
      WEBHOOK_ALLOW_INSECURE_URLS: 'true',
    };
    t = await startTestApp(env, { clock: runningClock() });
    // The worker trusts the receiver's certificate the way any Node process can be told to: NODE_EXTRA_CA_CERTS.
    const ca = join(t.dataDir, 'receiver-ca.pem');
    writeFileSync(ca, receiver.ca);
    env.NODE_EXTRA_CA_CERTS = ca;
  });
  afterEach(async () => {
    for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    await t.close();
    await receiver.stop();
    const redis = new IORedis(redisUrl);
    const keys = await redis.keys(`${env.QUEUE_PREFIX}:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  const subscribe = async () => {
    const key = (await t.c.keys.list()).find((k) => k.name === 'test-client')!;
    const { endpoint, secret } = await t.c.webhooks.create(
      { ...key, secretHash: '' },
      { url: receiver.url('/hooks', '127.0.0.1'), types: ['profile.changed', 'profile.removed'] },
    );
    receiver.secrets.push(secret);
    return endpoint.id;
  };

  it('retries survive a worker killed mid-backoff, with the same webhook-id, and every profile’s changes arrive in order', async () => {
    await t.c.imports.importProfiles([rawProfile('a'), rawProfile('b')]);
    const id = await subscribe();
    let failing = true;
    receiver.respond = () => (failing ? 500 : 204);
    const first = await worker();
    await t.c.profilesAdmin.remove('a', 'deleted');
    await until('two failed attempts', () => receiver.requests >= 2, 10_000);
    await new Promise((r) => setTimeout(r, 300)); // the job is back in BullMQ's delayed set
    first.kill('SIGKILL');
    // Changes while no worker runs wait in the store, behind the failing message.
    await t.c.profilesAdmin.restore('a');
    await t.c.imports.importProfiles([rawProfile('b', { basics: { label: 'Architecte' } })]);
    await t.c.profilesAdmin.remove('b', 'banned');
    const requestsBefore = receiver.requests;
    failing = false;
    await worker();
    await until(
      'everything delivered',
      async () => {
        const log = await t.c.webhooks.deliveries(
          { ...(await t.c.keys.list()).find((k) => k.name === 'test-client')!, secretHash: '' },
          id,
          null,
          100,
        );
        return (
          log.length > 0 &&
          log.every((d) => d.status === 'delivered') &&
          (await t.internals.stores.webhooks.pendingEvents(id, 10)).length === 0
        );
      },
      20_000,
    );
    expect(receiver.requests).toBeGreaterThan(requestsBefore);
    const ids = receiver.received.map((r) => r.headers['webhook-id']);
    // The message that failed before the restart is the first one delivered after it, under the same id.
    expect(ids.slice(0, requestsBefore + 1).every((x) => x === ids[0])).toBe(true);
    expect(receiver.received.every((r) => r.verifiedWith.length === 1)).toBe(true);
    // Per profile, the changes arrive in order and the last one is the store's current state.
    const delivered = receiver.received.slice(requestsBefore).map((r) => r.payload!);
    const seen = new Map<string, { type: string; at: number }[]>();
    for (const m of delivered)
      for (const p of m.data.profiles)
        seen.set(p.id, [...(seen.get(p.id) ?? []), { type: m.type, at: Date.parse(p.modifiedAt) }]);
    const publicA = t.internals.distributor.publicId('a');
    const publicB = t.internals.distributor.publicId('b');
    expect(seen.get(publicA)!.map((e) => e.type)).toEqual(['profile.removed', 'profile.changed']);
    expect(seen.get(publicB)!.at(-1)!.type).toBe('profile.removed');
    for (const events of seen.values())
      expect(events.map((e) => e.at)).toEqual([...events.map((e) => e.at)].sort((x, y) => x - y));
    expect(seen.get(publicA)!.at(-1)!.at).toBe((await t.internals.stores.profiles.get('a'))!.modifiedAt);
    expect(seen.get(publicB)!.at(-1)!.at).toBe((await t.internals.stores.profiles.get('b'))!.modifiedAt);
    // Nothing lost or doubled beyond the retries the log shows: one delivered message per distinct webhook-id.
    const log = await t.internals.stores.webhooks.listMessages(id, null, 100);
    expect(new Set(ids)).toEqual(new Set(log.map((m) => m.id)));
    expect(log.reduce((sum, m) => sum + m.attempts, 0)).toBe(receiver.requests);
  });

  it('a writer killed after its store write and before its events: the worker’s sweep sends them', async () => {
    await t.c.imports.importProfiles([rawProfile('before')]);
    await subscribe();
    await worker();
    await until(
      'the sweep has a checkpoint',
      async () => (await t.internals.stores.webhooks.sweepCheckpoint()) !== null,
    );
    const writer = start(
      'test/support/write-then-hang.ts',
      { ...env, DATA_DIR: t.dataDir },
      { args: ['w1', 'w2'], clean: true },
    );
    children.push(writer);
    await until('the writer stored', () => writer.output().includes('stored'), 30_000);
    writer.kill('SIGKILL');
    await until(
      'the sweep’s events arrive',
      () => receiver.messages.flatMap((m) => m.data.profiles).length >= 2,
      15_000,
    );
    expect(receiver.messages.flatMap((m) => m.data.profiles.map((p: any) => p.id)).sort()).toEqual(
      [t.internals.distributor.publicId('w1'), t.internals.distributor.publicId('w2')].sort(),
    );
    expect(children[0]!.output()).toContain('the sweep found 2 profile change(s) no process had queued');
  });
});
