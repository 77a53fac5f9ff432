import type { PendingEvent } from '../../src/domain/webhooks/webhook-events';
import type { Stores } from '../../src/ports/stores';
import type { WebhookEndpoint, WebhookMessage } from '../../src/ports/webhook-store';
import { pendingMessage } from '../../src/services/webhook.service';

/**
 * The webhook store contract: every adapter (SQLite, MongoDB) must pass it unchanged, each test on fresh stores.
 * Times are explicit epoch milliseconds.
 */
export function webhookStoreContract(openFresh: () => Promise<Stores>): void {
  let stores: Stores;
  beforeEach(async () => {
    stores = await openFresh();
  });
  afterEach(async () => {
    await stores.close();
  });

  const endpoint = (id: string, over: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
    id,
    holderId: 'k1',
    whitelistOwner: null,
    url: `https://hooks.example.com/${id}`,
    description: '',
    types: ['profile.changed', 'profile.removed'],
    enabled: true,
    disabledReason: null,
    secrets: [{ secret: 'whsec_AAAA', expiresAt: null }],
    createdAt: 100,
    updatedAt: 100,
    lastSuccessAt: null,
    failingSince: null,
    ...over,
  });
  const message = (id: string, endpointId: string, over: Partial<WebhookMessage> = {}): WebhookMessage => ({
    ...pendingMessage(endpointId, 'profile.changed', `{"id":"${id}"}`, 1, 1000),
    id,
    ...over,
  });
  const enqueue = (endpointIds: string[], events: PendingEvent[]) =>
    stores.webhooks.enqueue([{ endpointIds, events }], []);
  const ev = (subject: string, version: number, type: PendingEvent['type'] = 'profile.changed'): PendingEvent => ({
    subject,
    type,
    version,
  });

  it('endpoints: inserted up to the limit per holder, read, listed per holder oldest first, updated, deleted', async () => {
    const w = () => stores.webhooks;
    expect(await w().insertEndpoint(endpoint('e2', { createdAt: 200 }), 2)).toBe(true);
    expect(await w().insertEndpoint(endpoint('e1'), 2)).toBe(true);
    expect(await w().insertEndpoint(endpoint('e3'), 2)).toBe(false);
    expect(await w().insertEndpoint(endpoint('e4', { holderId: 'k2' }), 2)).toBe(true);
    expect((await w().listEndpoints('k1')).map((e) => e.id)).toEqual(['e1', 'e2']);
    expect(await w().getEndpoint('e1')).toEqual(endpoint('e1'));
    expect(await w().getEndpoint('nope')).toBeNull();
    const updated = await w().updateEndpoint('e1', {
      enabled: false,
      disabledReason: 'x',
      failingSince: 5,
      types: ['profile.removed'],
    });
    expect(updated).toEqual(
      endpoint('e1', { enabled: false, disabledReason: 'x', failingSince: 5, types: ['profile.removed'] }),
    );
    expect(await w().getEndpoint('e1')).toEqual(updated);
    expect(await w().updateEndpoint('nope', { enabled: false })).toBeNull();
    expect(await w().deleteEndpoint('e1')).toBe(true);
    expect(await w().deleteEndpoint('e1')).toBe(false);
    expect((await w().listEndpoints('k1')).map((e) => e.id)).toEqual(['e2']);
  });

  it('every endpoint of every key, oldest first; secrets replaced only where they are still the ones read', async () => {
    const w = stores.webhooks;
    await w.insertEndpoint(endpoint('b', { createdAt: 200, enabled: false }), 10);
    await w.insertEndpoint(endpoint('a', { holderId: 'k2' }), 10);
    expect((await w.allEndpoints()).map((e) => e.id)).toEqual(['a', 'b']);
    const read = (await w.getEndpoint('a'))!.secrets;
    const sealed = [{ secret: 'sealed:x', expiresAt: null }];
    expect(await w.replaceSecrets('a', read, sealed)).toBe(true);
    expect((await w.getEndpoint('a'))!.secrets).toEqual(sealed);
    // A rotation came in between: what it wrote stays.
    expect(await w.replaceSecrets('a', read, [{ secret: 'sealed:y', expiresAt: null }])).toBe(false);
    expect((await w.getEndpoint('a'))!.secrets).toEqual(sealed);
    const two = [
      { secret: 'sealed:new', expiresAt: null },
      { secret: 'whsec_old', expiresAt: 5000 },
    ];
    await w.updateEndpoint('a', { secrets: two });
    expect(await w.replaceSecrets('a', two, [two[0]!, { secret: 'sealed:old', expiresAt: 5000 }])).toBe(true);
    expect((await w.getEndpoint('a'))!.secrets).toEqual([two[0], { secret: 'sealed:old', expiresAt: 5000 }]);
    expect(await w.replaceSecrets('nope', read, sealed)).toBe(false);
  });

  it('subscribers: enabled endpoints of the type, and of the whitelist owner for whitelist events', async () => {
    const w = stores.webhooks;
    await w.insertEndpoint(endpoint('a', { types: ['profile.removed'] }), 10);
    await w.insertEndpoint(endpoint('b', { enabled: false }), 10);
    await w.insertEndpoint(
      endpoint('c', { types: ['whitelist.changed'], whitelistOwner: 'partner:x', holderId: 'kx' }),
      10,
    );
    await w.insertEndpoint(
      endpoint('d', { types: ['whitelist.changed'], whitelistOwner: 'partner:y', holderId: 'ky' }),
      10,
    );
    expect((await w.subscribers('profile.removed')).map((e) => e.id)).toEqual(['a']);
    expect((await w.subscribers('profile.changed')).map((e) => e.id)).toEqual([]);
    expect((await w.subscribers('whitelist.changed', 'partner:y')).map((e) => e.id)).toEqual(['d']);
  });

  it('waiting events: one per subject, never going back to an older version, in version order', async () => {
    const w = stores.webhooks;
    await enqueue(['e1', 'e2'], [ev('p:b', 20), ev('p:a', 10)]);
    await enqueue(['e1'], [ev('p:a', 5), ev('p:b', 30, 'profile.removed'), ev('p:c', 25)]);
    expect(await w.pendingEvents('e1', 10)).toEqual([ev('p:a', 10), ev('p:c', 25), ev('p:b', 30, 'profile.removed')]);
    expect(await w.pendingEvents('e1', 2)).toEqual([ev('p:a', 10), ev('p:c', 25)]);
    expect(await w.pendingEvents('e2', 10)).toEqual([ev('p:a', 10), ev('p:b', 20)]);
    expect((await w.endpointsWithWork(0)).sort()).toEqual(['e1', 'e2']);
  });

  it('a message takes the versions it carries; a newer version that came meanwhile stays waiting, an older one never comes back', async () => {
    const w = stores.webhooks;
    await enqueue(['e1'], [ev('p:a', 10), ev('p:b', 20)]);
    const taken = await w.pendingEvents('e1', 10);
    await enqueue(['e1'], [ev('p:b', 40)]); // changed again while the message is being made
    await w.createMessage(message('msg_1', 'e1', { eventCount: 2 }), taken);
    expect(await w.pendingEvents('e1', 10)).toEqual([ev('p:b', 40)]);
    await enqueue(['e1'], [ev('p:a', 10), ev('p:a', 9)]); // the sweep or a slow writer re-emitting an old version
    expect(await w.pendingEvents('e1', 10)).toEqual([ev('p:b', 40)]);
    await enqueue(['e1'], [ev('p:a', 11)]);
    expect(await w.pendingEvents('e1', 10)).toEqual([ev('p:a', 11), ev('p:b', 40)]);
    await w.dropPending('e1');
    expect(await w.pendingEvents('e1', 10)).toEqual([]);
    expect(await w.endpointsWithWork(0)).toEqual(['e1']); // msg_1 is pending
  });

  it('messages: sent in id order, attempts recorded, counted and requeued one or since a time, failed when the endpoint is disabled', async () => {
    const w = stores.webhooks;
    await w.createMessage(message('msg_2', 'e1', { createdAt: 2000 }), []);
    await w.createMessage(message('msg_1', 'e1'), []);
    await w.createMessage(message('msg_3', 'e2'), []);
    expect((await w.nextPendingMessage('e1'))!.id).toBe('msg_1');
    await w.recordAttempt('msg_1', {
      at: 1500,
      status: 'pending',
      responseStatus: 500,
      latencyMs: 12,
      error: 'HTTP 500',
      nextAttemptAt: 2500,
    });
    expect(await w.getMessage('e1', 'msg_1')).toEqual(
      message('msg_1', 'e1', {
        attempts: 1,
        lastAttemptAt: 1500,
        responseStatus: 500,
        latencyMs: 12,
        error: 'HTTP 500',
        nextAttemptAt: 2500,
      }),
    );
    expect(await w.getMessage('e2', 'msg_1')).toBeNull();
    // Not due before its next attempt.
    expect((await w.endpointsWithWork(2000)).sort()).toEqual(['e1', 'e2']); // msg_2 is due
    await w.recordAttempt('msg_1', {
      at: 2600,
      status: 'delivered',
      responseStatus: 204,
      latencyMs: 3,
      error: null,
      nextAttemptAt: null,
    });
    expect(await w.getMessage('e1', 'msg_1')).toMatchObject({
      status: 'delivered',
      attempts: 2,
      deliveredAt: 2600,
      nextAttemptAt: null,
      error: null,
    });
    expect((await w.nextPendingMessage('e1'))!.id).toBe('msg_2');
    await w.recordAttempt('msg_2', {
      at: 2700,
      status: 'delivered',
      responseStatus: 200,
      latencyMs: 3,
      error: null,
      nextAttemptAt: null,
    });
    expect(await w.nextPendingMessage('e1')).toBeNull();
    expect(await w.endpointsWithWork(3000)).toEqual(['e2']);
    expect(await w.requeueMessages('e1', { messageId: 'msg_1' })).toBe(1);
    expect(await w.requeueMessages('e1', { messageId: 'msg_3' })).toBe(0);
    expect((await w.nextPendingMessage('e1'))!).toMatchObject({
      id: 'msg_1',
      status: 'pending',
      attempts: 2,
      nextAttemptAt: null,
    });
    expect([
      await w.countMessages('e1', 1000),
      await w.countMessages('e1', 1001),
      await w.countMessages('e1', 2001),
      await w.countMessages('e2', 0),
    ]).toEqual([2, 1, 0, 1]);
    expect(await w.requeueMessages('e1', { since: 2000 })).toBe(1);
    await w.failPendingMessages('e1', 'not sent');
    expect((await w.listMessages('e1', null, 10)).map((m) => [m.id, m.status, m.error])).toEqual([
      ['msg_2', 'failed', 'not sent'],
      ['msg_1', 'failed', 'not sent'],
    ]);
    expect((await w.listMessages('e1', 'msg_2', 10)).map((m) => m.id)).toEqual(['msg_1']);
    expect((await w.listMessages('e1', null, 1)).map((m) => m.id)).toEqual(['msg_2']);
  });

  it('a delivery lease: taken when free or run out, renewed by its owner, refused to another while live, given up by its owner only', async () => {
    const w = stores.webhooks;
    const lease = (owner: string, until: number) => ({ endpointId: 'e1', owner, until });
    expect(await w.takeLease(lease('a', 2000), 1000)).toBe(true);
    expect(await w.takeLease(lease('b', 2500), 1500)).toBe(false);
    expect(await w.takeLease(lease('a', 3000), 1500)).toBe(true); // renewed: live until 3000
    expect(await w.takeLease(lease('b', 3500), 2500)).toBe(false);
    expect(await w.takeLease({ ...lease('b', 3500), endpointId: 'e2' }, 2500)).toBe(true); // one lease per endpoint
    await w.releaseLease({ endpointId: 'e1', owner: 'b' }); // not b's: nothing happens
    expect(await w.takeLease(lease('b', 3500), 2500)).toBe(false);
    expect(await w.takeLease(lease('b', 4000), 3000)).toBe(true); // a's ran out
    expect(await w.takeLease(lease('a', 5000), 3100)).toBe(false); // and a cannot take it back
    await w.releaseLease({ endpointId: 'e1', owner: 'b' });
    expect(await w.takeLease(lease('c', 5000), 3100)).toBe(true); // given up: free at once
  });

  it('an attempt begins under the lease: the message marked in flight (a new one saved, its events taken) until its outcome is recorded; refused, with nothing written, to a run without the lease', async () => {
    const w = stores.webhooks;
    await enqueue(['e1'], [ev('p:a', 10), ev('p:b', 20)]);
    const taken = await w.pendingEvents('e1', 10);
    const lease = (owner: string, until: number) => ({ endpointId: 'e1', owner, until });
    const fresh = message('msg_1', 'e1', { eventCount: 2, sendingAt: 1000 });
    expect(await w.takeLease(lease('other', 1500), 900)).toBe(true);
    expect(await w.beginAttempt(lease('a', 2000), fresh, taken)).toBe(false);
    expect(await w.getMessage('e1', 'msg_1')).toBeNull();
    expect(await w.pendingEvents('e1', 10)).toEqual(taken);
    expect(await w.beginAttempt(lease('a', 2000), { ...fresh, sendingAt: 1500 }, taken)).toBe(true); // other's ran out
    expect(await w.getMessage('e1', 'msg_1')).toEqual({ ...fresh, sendingAt: 1500 });
    expect(await w.pendingEvents('e1', 10)).toEqual([]);
    expect(await w.takeLease(lease('other', 2500), 1900)).toBe(false); // a's lease was renewed to 2000
    await w.recordAttempt('msg_1', {
      at: 1600,
      status: 'pending',
      responseStatus: 503,
      latencyMs: 5,
      error: 'HTTP 503',
      nextAttemptAt: 2600,
    });
    expect(await w.getMessage('e1', 'msg_1')).toMatchObject({ sendingAt: null, attempts: 1, status: 'pending' });
    // A message already saved is marked in flight again; a run whose lease another took over writes nothing.
    expect(await w.beginAttempt(lease('a', 3600), { ...fresh, sendingAt: 2600 }, null)).toBe(true);
    expect(await w.nextPendingMessage('e1')).toMatchObject({ id: 'msg_1', sendingAt: 2600, attempts: 1 });
    expect(await w.takeLease(lease('b', 9000), 3600)).toBe(true);
    expect(await w.beginAttempt(lease('a', 9000), { ...fresh, sendingAt: 3700 }, null)).toBe(false);
    expect(await w.nextPendingMessage('e1')).toMatchObject({ id: 'msg_1', sendingAt: 2600 });
    // Deleting the endpoint gives its lease up.
    await w.insertEndpoint(endpoint('e1'), 10);
    await w.deleteEndpoint('e1');
    expect(await w.takeLease(lease('c', 9000), 3700)).toBe(true);
  });

  it('prunes finished messages and taken events older than a time; deleting an endpoint takes its queue and log along', async () => {
    const w = stores.webhooks;
    await w.insertEndpoint(endpoint('e1'), 10);
    await w.createMessage(message('msg_1', 'e1', { createdAt: 100, status: 'delivered' }), []);
    await w.createMessage(message('msg_2', 'e1', { createdAt: 100 }), []);
    await w.createMessage(message('msg_3', 'e1', { createdAt: 900, status: 'failed' }), []);
    expect(await w.pruneMessages(500)).toBe(1);
    expect((await w.listMessages('e1', null, 10)).map((m) => m.id)).toEqual(['msg_3', 'msg_2']);
    await enqueue(['e1'], [ev('p:a', 10)]);
    await w.deleteEndpoint('e1');
    expect(await w.pendingEvents('e1', 10)).toEqual([]);
    expect(await w.listMessages('e1', null, 10)).toEqual([]);
    expect(await w.endpointsWithWork(10_000)).toEqual([]);
  });

  it('emitted versions and the sweep checkpoint', async () => {
    const w = stores.webhooks;
    expect(await w.sweepCheckpoint()).toBeNull();
    await w.saveSweepCheckpoint({ modifiedAt: 5, internalId: 'a' });
    await w.saveSweepCheckpoint({ modifiedAt: 7, internalId: 'b' });
    expect(await w.sweepCheckpoint()).toEqual({ modifiedAt: 7, internalId: 'b' });
    await w.enqueue([], [ev('p:a', 10), ev('p:b', 20)]);
    await w.enqueue([{ endpointIds: [], events: [ev('p:c', 1)] }], [ev('p:a', 5), ev('p:b', 30)]);
    expect(Object.fromEntries(await w.emittedVersions(['p:a', 'p:b', 'p:c']))).toEqual({ 'p:a': 10, 'p:b': 30 });
  });
}
