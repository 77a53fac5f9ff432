import type { ProfileDistributor } from '../domain/profile/distribution';
import {
  DISABLE_AFTER_MS,
  headRun,
  LOG_RETENTION_MS,
  MAX_EVENTS_PER_MESSAGE,
  messagePayload,
  retryDelayMs,
  type PendingEvent,
} from '../domain/webhooks/webhook-events';
import { signatureHeaders } from '../domain/webhooks/webhook-signature';
import { holderState } from './api-key.service';
import type { KeyStore } from '../ports/key-store';
import type { Log } from '../ports/log';
import type { DeliveryHandlers, DeliveryQueue, DrainOutcome, WebhookSender } from '../ports/webhook-delivery';
import type {
  AttemptRecord,
  WebhookDeliveryLog,
  WebhookEndpoint,
  WebhookEndpointStore,
  WebhookMessage,
} from '../ports/webhook-store';
import type { Clock } from './clock';
import { pendingMessage, type WebhookService } from './webhook.service';

const IDLE: DrainOutcome = { idle: true };
/** Pauses before the writes that record a sent message are tried again. */
const RECORD_RETRY_MS = [200, 1000];

/**
 * The write that records a message once it was sent. A run that gave up on it would send the message again, unlogged
 * (a duplicate the log does not explain): a store busy for a while (SQLite's write lock behind an import) is waited
 * for, twice, before the run fails.
 */
async function afterSend(write: () => Promise<void>): Promise<void> {
  for (let i = 0; ; i++) {
    try {
      return await write();
    } catch (err) {
      if (i >= RECORD_RETRY_MS.length) throw err;
      await new Promise((r) => setTimeout(r, RECORD_RETRY_MS[i]));
    }
  }
}
const PRUNE_EVERY_MS = 3600_000;
const UNREADABLE_SECRET =
  'its signing secret cannot be read: the server’s TRACKING_SECRET changed; rotate the secret (POST /webhooks/{id}/rotate-secret), then enable it';

/** Work the delivering process runs at each tick (the saved-search matcher, the emitter's sweep). */
export interface TickWork {
  name: string;
  run: () => Promise<unknown>;
}

export interface DeliveryOptions {
  /** Endpoints delivered to at once by this process (WEBHOOK_CONCURRENCY). */
  concurrency: number;
  /** How often the periodic work runs (the sweep, endpoints with work nobody started, pruning). */
  tickMs: number;
}

export interface WebhookDeliveryServiceDeps {
  store: WebhookDeliveryLog & Pick<WebhookEndpointStore, 'getEndpoint' | 'updateEndpoint'>;
  /** The endpoints' signing secrets (`signingSecrets`), sealed again at start (`sealStoredSecrets`). */
  webhooks: Pick<WebhookService, 'signingSecrets' | 'sealStoredSecrets'>;
  keys: KeyStore;
  distributor: ProfileDistributor;
  sender: WebhookSender;
  queue: DeliveryQueue;
  clock: Clock;
  log: Log;
  options: DeliveryOptions;
  /** A profile's Stage 1 id for a partner (`search.matched`). */
  stage1Id: (internalId: string, owner: string) => string;
  /** Work run at each tick, in order (the saved-search matcher, the emitter's sweep); each failure is logged. */
  onTick?: TickWork[];
}

/**
 * The sending side of webhooks, run by the delivery queue (a BullMQ worker, or the API server in-process on the
 * embedded default). Each endpoint's messages go one at a time, in order: the first pending message of its log, or
 * else a new one made of the events at the head of its queue (a run of one type, at most 500). A message is tried
 * until it gets a 2xx: after a failure the endpoint's run stops and is retried with exponential backoff (the queue
 * waits `retryInMs`), so nothing overtakes it. 410 Gone disables the endpoint at once; so does a failure after 5 days
 * without a success (logged as an error: the operator's report; the endpoint shows why).
 */
export class WebhookDeliveryService implements DeliveryHandlers {
  private lastPrune = 0;

  constructor(private readonly deps: WebhookDeliveryServiceDeps) {}

  /** True when this deployment delivers from the API server's own process (no REDIS_URL: no worker to run). */
  get inProcess(): boolean {
    return this.deps.queue.kind === 'in-process';
  }

  /**
   * Starts delivering in this process, until the container closes; `afterTick` is called after each tick (health
   * files). First, every signing secret not sealed under the current TRACKING_SECRET is sealed (an upgrade, a
   * rotation).
   */
  async run(afterTick?: () => void): Promise<void> {
    await this.deps.webhooks
      .sealStoredSecrets()
      .catch((err: Error) =>
        this.deps.log.error(
          `webhooks: sealing the stored signing secrets failed (done at each delivery instead): ${err.message}`,
        ),
      );
    const handlers: DeliveryHandlers = {
      drain: (id) => this.drain(id),
      hasWork: (id) => this.hasWork(id),
      tick: () => this.tick().then(() => afterTick?.()),
    };
    return this.deps.queue.start(handlers, this.deps.options);
  }

  async drain(endpointId: string): Promise<DrainOutcome> {
    for (;;) {
      const endpoint = await this.deps.store.getEndpoint(endpointId);
      if (!endpoint || !endpoint.enabled) return IDLE;
      const holder = await holderState(this.deps.keys, endpoint.holderId, this.deps.clock());
      if (holder !== 'live') {
        await this.disable(
          endpoint,
          holder === 'expired' ? 'its API key expired after a rotation' : 'its API key was revoked',
        );
        return IDLE;
      }
      const saved = await this.deps.store.nextPendingMessage(endpointId);
      const now = this.deps.clock();
      if (saved?.nextAttemptAt && saved.nextAttemptAt > now)
        return { idle: false, retryInMs: saved.nextAttemptAt - now, reason: 'backing off' };
      const fresh = saved ? null : await this.nextMessage(endpoint);
      if (!saved && !fresh) return IDLE;
      const secrets = await this.deps.webhooks.signingSecrets(endpoint);
      if (!secrets.some((s) => s.expiresAt === null)) {
        // Sealed under a TRACKING_SECRET this process does not have: nothing it sends could be verified.
        await this.disable(endpoint, UNREADABLE_SECRET);
        return IDLE;
      }
      const outcome = await this.attempt({ ...endpoint, secrets }, saved ?? fresh!.message, fresh?.run ?? null);
      if (outcome) return outcome;
    }
  }

  async hasWork(endpointId: string): Promise<boolean> {
    if ((await this.deps.store.pendingEvents(endpointId, 1)).length > 0) return true;
    const saved = await this.deps.store.nextPendingMessage(endpointId);
    return saved !== null && (saved.nextAttemptAt ?? 0) <= this.deps.clock();
  }

  /**
   * One attempt; null when it succeeded (the run goes on), else how the run ends. A new message (`run`: the events it
   * takes) is saved with its first attempt, in one write: a writer holding the store (an import on SQLite) delays a
   * delivery by one wait for the lock, not two. A worker that dies between the send and that write leaves the events
   * waiting: they come again, in a new message (at least once).
   */
  private async attempt(
    endpoint: WebhookEndpoint,
    message: WebhookMessage,
    run: PendingEvent[] | null,
  ): Promise<DrainOutcome | null> {
    const result = await this.deps.sender.send({
      url: endpoint.url,
      headers: signatureHeaders(endpoint.secrets, message.id, message.payload, this.deps.clock()),
      body: message.payload,
    });
    const at = this.deps.clock();
    const answer = { at, responseStatus: result.status, latencyMs: result.latencyMs, error: result.error };
    const record = ({ at: when, ...a }: AttemptRecord) =>
      afterSend(() =>
        run
          ? this.deps.store.createMessage(
              {
                ...message,
                ...a,
                attempts: 1,
                lastAttemptAt: when,
                deliveredAt: a.status === 'delivered' ? when : null,
              },
              run,
            )
          : this.deps.store.recordAttempt(message.id, { at: when, ...a }),
      );
    if (result.status !== null && result.status >= 200 && result.status < 300) {
      await record({ ...answer, status: 'delivered', nextAttemptAt: null });
      if (endpoint.failingSince !== null || endpoint.lastSuccessAt === null || at - endpoint.lastSuccessAt > 60_000) {
        await this.deps.store.updateEndpoint(endpoint.id, { lastSuccessAt: at, failingSince: null });
      }
      return null;
    }
    const failingSince = endpoint.failingSince ?? at;
    const gone = result.status === 410;
    if (gone || at - failingSince >= DISABLE_AFTER_MS) {
      await record({ ...answer, status: 'failed', nextAttemptAt: null });
      await this.disable(endpoint, gone ? 'the endpoint answered 410 Gone' : 'no successful delivery for 5 days', at);
      return IDLE;
    }
    const retryInMs = retryDelayMs(at - failingSince);
    await record({ ...answer, status: 'pending', nextAttemptAt: at + retryInMs });
    this.deps.log.warn(
      `webhooks: endpoint ${endpoint.id}: message ${message.id} failed (${answer.error}); next attempt in ${Math.round(retryInMs / 1000)} s`,
    );
    if (endpoint.failingSince === null) await this.deps.store.updateEndpoint(endpoint.id, { failingSince });
    return { idle: false, retryInMs, reason: result.error ?? `HTTP ${result.status}` };
  }

  /** The next message from the head of the endpoint's queue of events (saved with its first attempt). */
  private async nextMessage(
    endpoint: WebhookEndpoint,
  ): Promise<{ message: WebhookMessage; run: PendingEvent[] } | null> {
    const run = headRun(await this.deps.store.pendingEvents(endpoint.id, MAX_EVENTS_PER_MESSAGE));
    if (run.length === 0) return null;
    const now = this.deps.clock();
    const type = run[0]!.type;
    // Profiles are named by meta.id; a saved search's matches by the Stage 1 ids of the endpoint's partner.
    const owner = endpoint.whitelistOwner;
    const publicId =
      type === 'search.matched' && owner
        ? (id: string) => this.deps.stage1Id(id, owner)
        : (id: string) => this.deps.distributor.publicId(id);
    const payload = JSON.stringify(messagePayload(type, run, publicId, now));
    return { message: pendingMessage(endpoint.id, type, payload, run.length, now), run };
  }

  /** Disables the endpoint (it is sent nothing more, and what waited for it is dropped) and reports it. */
  private async disable(endpoint: WebhookEndpoint, reason: string, at = this.deps.clock()): Promise<void> {
    await this.deps.store.updateEndpoint(endpoint.id, { enabled: false, disabledReason: reason, updatedAt: at });
    await this.deps.store.failPendingMessages(endpoint.id, `not sent: the endpoint was disabled (${reason})`);
    await this.deps.store.dropPending(endpoint.id);
    this.deps.log.error(`webhooks: endpoint ${endpoint.id} of key ${endpoint.holderId} disabled: ${reason}`);
  }

  async tick(): Promise<void> {
    for (const work of this.deps.onTick ?? []) {
      try {
        await work.run();
      } catch (err) {
        this.deps.log.error(`webhooks: ${work.name} failed: ${(err as Error).message}`);
      }
    }
    const now = this.deps.clock();
    await this.deps.queue.kick(await this.deps.store.endpointsWithWork(now));
    if (now - this.lastPrune >= PRUNE_EVERY_MS) {
      this.lastPrune = now;
      const pruned = await this.deps.store.pruneMessages(now - LOG_RETENTION_MS);
      if (pruned > 0)
        this.deps.log.info(
          `webhooks: ${pruned} delivered or failed message(s) older than 30 days removed from the logs`,
        );
    }
  }
}
