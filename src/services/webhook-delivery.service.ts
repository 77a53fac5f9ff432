import { randomUUID } from 'node:crypto';
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
import type {
  DeliveryHandlers,
  DeliveryQueue,
  DrainOutcome,
  SendResult,
  WebhookSender,
} from '../ports/webhook-delivery';
import type {
  AttemptRecord,
  DeliveryLease,
  WebhookDeliveryLog,
  WebhookEndpoint,
  WebhookEndpointStore,
  WebhookMessage,
} from '../ports/webhook-store';
import type { Clock } from './clock';
import { pendingMessage, type WebhookService } from './webhook.service';

const IDLE: DrainOutcome = { idle: true };
/** A run, as its endpoint's lease names it. */
type Holder = Pick<DeliveryLease, 'endpointId' | 'owner'>;
/** Pauses before the writes that record a sent message are tried again. */
const RECORD_RETRY_MS = [200, 1000];

/**
 * The write that records an attempt once it was sent. A run that gave up on it leaves the message in flight: the next
 * run logs that attempt as lost and sends the message again (a duplicate, under its webhook-id). A store busy for a
 * while (SQLite's write lock behind an import) is waited for, twice, before the run fails.
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
/** The error of an attempt that a run began and never recorded (its process died, or could not write to the store). */
export const WORKER_LOST =
  'worker lost: the outcome of this attempt was never recorded (the delivering process died, or could not write to the store)';
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
  /**
   * How long a run's lease on an endpoint lasts unless renewed (INDEXER_LOCK_MS, as a BullMQ job's lock): a run whose
   * process died is taken over after this; a run refused by a live lease tries again after a quarter of it.
   */
  leaseMs: number;
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
 *
 * A run sends only under the endpoint's lease in the store (`DeliveryLease`), taken at its start and checked again
 * before each attempt: a second run of the endpoint (another worker, or a job Redis forgot and was given again) is
 * refused while the first is alive, so at most one request is in flight to an endpoint. Each attempt is marked in
 * flight in the store before it is sent; one a dead run left marked is logged as a failed attempt (`WORKER_LOST`) by
 * the run that takes over, and the message is sent again, under its webhook-id.
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
    const lease = { endpointId, owner: randomUUID() };
    if (!(await this.deps.store.takeLease(this.renewed(lease), this.deps.clock()))) return this.busy();
    try {
      return await this.deliver(endpointId, lease);
    } finally {
      await this.deps.store
        .releaseLease(lease)
        .catch((err: Error) =>
          this.deps.log.warn(
            `webhooks: endpoint ${endpointId}: giving up its lease failed (it runs out): ${err.message}`,
          ),
        );
    }
  }

  /** The run's lease, live for `leaseMs` from now. */
  private renewed(lease: Holder): DeliveryLease {
    return { ...lease, until: this.deps.clock() + this.deps.options.leaseMs };
  }

  /** Another run holds the endpoint: try again after a quarter of a lease (it may have died: its lease runs out). */
  private busy(): DrainOutcome {
    return { idle: false, retryInMs: this.deps.options.leaseMs / 4, reason: 'another run holds the endpoint' };
  }

  /** The run, under the lease. */
  private async deliver(endpointId: string, lease: Holder): Promise<DrainOutcome> {
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
      if (saved?.sendingAt != null) {
        // Begun by a run that never recorded it: a failed attempt, whose answer, if any, nobody read. Recorded now, as
        // found (its time would count the wait for the dead run's lease in the endpoint's backoff).
        const lost = { at: this.deps.clock(), responseStatus: null, latencyMs: null, error: WORKER_LOST };
        const outcome = await this.settle(endpoint, saved, lost);
        if (outcome) return outcome;
        continue;
      }
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
      const outcome = await this.attempt({ ...endpoint, secrets }, saved ?? fresh!.message, fresh?.run ?? null, lease);
      if (outcome) return outcome;
    }
  }

  async hasWork(endpointId: string): Promise<boolean> {
    if ((await this.deps.store.pendingEvents(endpointId, 1)).length > 0) return true;
    const saved = await this.deps.store.nextPendingMessage(endpointId);
    return saved !== null && (saved.nextAttemptAt ?? 0) <= this.deps.clock();
  }

  /**
   * One attempt; null when it succeeded (the run goes on), else how the run ends. Under the lease, the message is
   * marked in flight first (a new one, `run`: the events it takes, is saved then, with them taken), in one write; the
   * lease is renewed while the request runs; the outcome is recorded after.
   */
  private async attempt(
    endpoint: WebhookEndpoint,
    message: WebhookMessage,
    run: PendingEvent[] | null,
    lease: Holder,
  ): Promise<DrainOutcome | null> {
    const sending = { ...message, sendingAt: this.deps.clock() };
    if (!(await this.deps.store.beginAttempt(this.renewed(lease), sending, run))) return this.busy();
    // A renewal refused means another run took the endpoint over: it is found before the next attempt.
    const renewing = setInterval(
      () => void this.deps.store.takeLease(this.renewed(lease), this.deps.clock()).catch(() => undefined),
      this.deps.options.leaseMs / 2,
    );
    let result: SendResult;
    try {
      result = await this.deps.sender.send({
        url: endpoint.url,
        headers: signatureHeaders(endpoint.secrets, message.id, message.payload, this.deps.clock()),
        body: message.payload,
      });
    } finally {
      clearInterval(renewing);
    }
    const answer = {
      at: this.deps.clock(),
      responseStatus: result.status,
      latencyMs: result.latencyMs,
      error: result.error,
    };
    return this.settle(endpoint, message, answer);
  }

  /**
   * Records an attempt's answer: a 2xx is delivered (null: the run goes on); 410, or a failure after 5 days failing,
   * disables the endpoint; any other failure keeps the message pending, due after the endpoint's backoff.
   */
  private async settle(
    endpoint: WebhookEndpoint,
    message: WebhookMessage,
    answer: Omit<AttemptRecord, 'status' | 'nextAttemptAt'>,
  ): Promise<DrainOutcome | null> {
    const record = (a: AttemptRecord) => afterSend(() => this.deps.store.recordAttempt(message.id, a));
    const { at } = answer;
    if (answer.responseStatus !== null && answer.responseStatus >= 200 && answer.responseStatus < 300) {
      await record({ ...answer, status: 'delivered', nextAttemptAt: null });
      if (endpoint.failingSince !== null || endpoint.lastSuccessAt === null || at - endpoint.lastSuccessAt > 60_000) {
        await this.deps.store.updateEndpoint(endpoint.id, { lastSuccessAt: at, failingSince: null });
      }
      return null;
    }
    const now = this.deps.clock();
    const failingSince = endpoint.failingSince ?? at;
    const gone = answer.responseStatus === 410;
    if (gone || now - failingSince >= DISABLE_AFTER_MS) {
      await record({ ...answer, status: 'failed', nextAttemptAt: null });
      await this.disable(endpoint, gone ? 'the endpoint answered 410 Gone' : 'no successful delivery for 5 days', now);
      return IDLE;
    }
    const retryInMs = retryDelayMs(now - failingSince);
    await record({ ...answer, status: 'pending', nextAttemptAt: now + retryInMs });
    const reason = answer.error ?? `HTTP ${answer.responseStatus}`;
    this.deps.log.warn(
      `webhooks: endpoint ${endpoint.id}: message ${message.id} failed (${reason}); next attempt in ${Math.round(retryInMs / 1000)} s`,
    );
    if (endpoint.failingSince === null) await this.deps.store.updateEndpoint(endpoint.id, { failingSince });
    return { idle: false, retryInMs, reason };
  }

  /** The next message from the head of the endpoint's queue of events (saved when its first attempt begins). */
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
