import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import IORedis from 'ioredis';
import { WORKER_LOST } from '../../src/services/webhook-delivery.service';
import { describeWithEngine } from '../support/engines';
import { startEntry, type EntryProcess } from '../support/processes';
import { PrivateRedis, until } from '../support/private-redis';
import { rawProfile } from '../support/profiles';
import { runningClock, startTestApp, type TestApp } from '../support/test-app';
import { WebhookReceiver } from '../support/webhook-receiver';

/** A job's lock and a run's lease: small, so that a dead worker's delivery is taken up within seconds. */
const LOCK_MS = 2000;
/** docs/webhooks.md: a dead worker's delivery is taken up within 1.5 locks, then sent after the backoff (1 s). */
const RESUMED_WITHIN_MS = 1.5 * LOCK_MS + 1000;

/**
 * Push that survives its own worker, on the production path: the API server (`src/main.ts`) and the webhook worker
 * (`src/webhook-worker.ts`) each a process, on a redis-server of the suite's own (the engines' binary: the suite
 * empties it) and the test's SQLite file, which this process writes as `fpd import` would. Each test's receiver
 * verifies every signature and counts the requests it holds at once; each test ends with every change's event
 * received, never two requests to the endpoint at once, no event under two webhook ids, and every request the receiver
 * got in the delivery log (GET /webhooks/{id}/deliveries, through the server).
 */
describeWithEngine('redis', 'webhook faults, server and worker as processes', () => {
  let redis: PrivateRedis;
  let t: TestApp;
  let env: Record<string, string>;
  let server: EntryProcess;
  let apiUrl: string;
  let receiver: WebhookReceiver;
  let endpointId: string;
  const workers: EntryProcess[] = [];

  beforeAll(async () => {
    redis = await PrivateRedis.start();
    env = {
      REDIS_URL: redis.url,
      QUEUE_PREFIX: 'fpdtest-faults',
      INDEXER_LOCK_MS: String(LOCK_MS),
      SYNC_SAFETY_LAG_SECONDS: '1',
      WEBHOOK_ALLOW_INSECURE_URLS: 'true',
      WEBHOOK_TIMEOUT_MS: '30000', // a request held by the receiver is cut by a kill, not by its deadline
    };
    t = await startTestApp(env, { clock: runningClock() });
    server = startEntry(
      'src/main.ts',
      {
        ...env,
        DATA_DIR: t.dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_FORMAT: 'json',
        SANDBOX_PROFILES: '0',
        RATE_LIMIT_PER_MINUTE: '1000000',
      },
      { clean: true },
    );
    await server.waitForOutput('"listener":"API"', 60_000);
    const line = server
      .output()
      .split('\n')
      .find((l) => l.includes('"listener":"API"'))!;
    apiUrl = (JSON.parse(line) as { url: string }).url;
  }, 90_000);

  afterAll(async () => {
    server?.kill('SIGKILL');
    await server?.exited;
    await t?.close();
    await redis?.stop();
  });

  const api = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${apiUrl}${path}`, {
      method,
      headers: { 'x-api-key': t.key.client, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: res.status === 204 ? null : ((await res.json()) as any) };
  };
  const deliveries = async () => (await api('GET', `/webhooks/${endpointId}/deliveries?limit=100`)).body.deliveries;

  beforeEach(async () => {
    receiver = await WebhookReceiver.start();
    const created = await api('POST', '/webhooks', {
      url: receiver.url('/hooks', '127.0.0.1'),
      types: ['profile.changed', 'profile.removed'],
    });
    expect(created.status).toBe(201);
    endpointId = created.body.id;
    receiver.secrets.push(created.body.secret);
  });

  afterEach(async () => {
    for (const w of workers.splice(0)) {
      if (w.exitCode === null && w.signalCode === null) w.kill('SIGKILL');
      await w.exited;
    }
    expect((await api('DELETE', `/webhooks/${endpointId}`)).status).toBe(204);
    await receiver.stop();
  });

  /** A webhook worker; it trusts this test's receiver (NODE_EXTRA_CA_CERTS, as any Node process can be told). */
  const worker = async () => {
    const ca = join(t.dataDir, `receiver-${receiver.port}.pem`);
    writeFileSync(ca, receiver.ca);
    const child = startEntry(
      'src/webhook-worker.ts',
      { ...env, DATA_DIR: t.dataDir, LOG_LEVEL: 'info', LOG_FORMAT: 'json', NODE_EXTRA_CA_CERTS: ca },
      { clean: true },
    );
    workers.push(child);
    await child.waitForOutput('webhook worker started', 60_000);
    return child;
  };
  const kill = async (w: EntryProcess) => {
    w.kill('SIGKILL');
    await w.exited;
  };

  /**
   * Every profile's current version reached the receiver; never two requests at once; each event under one webhook
   * id; each request the receiver got is in the log, the message counting at least as many attempts.
   */
  const expectEverythingDelivered = async (internalIds: string[]) => {
    const current = new Map<string, number>();
    for (const id of internalIds)
      current.set(t.internals.distributor.publicId(id), (await t.internals.stores.profiles.get(id))!.modifiedAt);
    const events = () =>
      receiver.received.flatMap((r) =>
        (r.payload?.data.profiles ?? []).map((p: any) => ({
          webhookId: r.headers['webhook-id']!,
          key: `${p.id}@${Date.parse(p.modifiedAt)}`,
        })),
      );
    await until(
      'every change received',
      () => [...current].every(([id, at]) => events().some((e) => e.key === `${id}@${at}`)),
      30_000,
    );
    await until('the log has recorded every message', async () =>
      (await deliveries()).every((d: any) => d.status === 'delivered'),
    );
    expect(receiver.maxInFlight).toBe(1);
    expect(receiver.received.every((r) => r.verifiedWith.length === 1)).toBe(true);
    const idsOf = new Map<string, Set<string>>();
    for (const e of events()) idsOf.set(e.key, (idsOf.get(e.key) ?? new Set()).add(e.webhookId));
    expect([...idsOf].filter(([, ids]) => ids.size > 1)).toEqual([]);
    const log = new Map<string, number>((await deliveries()).map((d: any) => [d.id, d.attempts]));
    const requests = new Map<string, number>();
    for (const r of receiver.received)
      requests.set(r.headers['webhook-id']!, (requests.get(r.headers['webhook-id']!) ?? 0) + 1);
    for (const [id, n] of requests) expect([id, (log.get(id) ?? 0) >= n]).toEqual([id, true]);
  };

  it('the worker killed twice during attempts of one message: the message and 100 later changes all arrive, the lost attempts logged', async () => {
    receiver.respond = (n) => (n <= 2 ? 'hang' : 204); // the first two attempts are cut by the kills
    let w = await worker();
    await t.c.imports.importProfiles([rawProfile('kill-0')]);
    await until('the first attempt', () => receiver.requests === 1);
    await kill(w);
    w = await worker();
    await until('the second attempt', () => receiver.requests === 2, 15_000);
    // While it hangs, the log shows the first one lost, and the endpoint failing since then.
    const [first] = await deliveries();
    expect(first).toMatchObject({ status: 'pending', attempts: 1, responseStatus: null, error: WORKER_LOST });
    expect((await api('GET', `/webhooks/${endpointId}`)).body).toMatchObject({
      enabled: true,
      failingSince: expect.any(String),
    });
    await kill(w);
    // Stalled twice, the job is failed for good by BullMQ (and removed): the next tick queues the endpoint again.
    w = await worker();
    const ids = Array.from({ length: 100 }, (_, i) => `kill-${i + 1}`);
    for (let i = 0; i < 100; i += 25)
      await t.c.imports.importProfiles(ids.slice(i, i + 25).map((id) => rawProfile(id)));
    await expectEverythingDelivered(['kill-0', ...ids]);
    expect(w.output()).toContain('job stalled more than allowable limit');
    const log = await deliveries();
    expect(log.at(-1)).toMatchObject({ id: first.id, status: 'delivered', attempts: 3, responseStatus: 204 });
    expect(receiver.received.slice(0, 3).map((r) => r.headers['webhook-id'])).toEqual([first.id, first.id, first.id]);
    expect((await api('GET', `/webhooks/${endpointId}`)).body.failingSince).toBeNull();
  }, 120_000);

  it('Redis emptied twice while a slow receiver holds deliveries: one request at a time, each event once', async () => {
    receiver.respond = () => new Promise((resolve) => setTimeout(() => resolve(204), 500));
    await worker();
    const flush = new IORedis(redis.url);
    const ids: string[] = [];
    try {
      for (let i = 0; i < 12; i++) {
        ids.push(`flush-${i}`);
        await t.c.imports.importProfiles([rawProfile(`flush-${i}`)]);
        if (i === 3 || i === 8) {
          await until('a delivery in flight', () => receiver.inFlight === 1, 5000);
          await flush.flushall();
        }
        await new Promise((r) => setTimeout(r, 250));
      }
    } finally {
      flush.disconnect();
    }
    await expectEverythingDelivered(ids);
    // Nobody died: no attempt lost, each message sent once (a second run taking the first's message in flight for a
    // dead one's would log it lost, and send it again).
    expect((await deliveries()).filter((d: any) => d.attempts !== 1)).toEqual([]);
    expect(receiver.requests).toBe((await deliveries()).length);
    expect(workers[0]!.output()).not.toContain(WORKER_LOST);
  }, 120_000);

  it('a killed worker’s delivery is taken up by another within 1.5 locks and sent again under its webhook-id; a change made meanwhile follows', async () => {
    receiver.respond = (n) => (n === 1 ? 'hang' : 204);
    const first = await worker();
    await t.c.imports.importProfiles([rawProfile('resume-0')]);
    await until('the attempt in flight', () => receiver.requests === 1);
    const second = await worker();
    const killedAt = Date.now();
    await kill(first);
    await t.c.imports.importProfiles([rawProfile('resume-1')]);
    await expectEverythingDelivered(['resume-0', 'resume-1']);
    const [, again, next] = receiver.received;
    process.stdout.write(
      `webhook faults: a killed worker's delivery sent again ${again!.at - killedAt} ms after the kill (documented: within ${RESUMED_WITHIN_MS} ms)\n`,
    );
    expect(again!.headers['webhook-id']).toBe(receiver.received[0]!.headers['webhook-id']);
    expect(again!.at - killedAt).toBeLessThan(RESUMED_WITHIN_MS + 1000); // + the machine's own delays
    expect(next!.at - killedAt).toBeLessThan(RESUMED_WITHIN_MS + 1000);
    expect(receiver.requests).toBe(3);
    expect((await deliveries()).map((d: any) => [d.status, d.attempts])).toEqual([
      ['delivered', 1],
      ['delivered', 2],
    ]);
    expect(second.output()).toContain(WORKER_LOST);
  }, 120_000);
});
