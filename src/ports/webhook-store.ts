import type { PendingEvent, SigningSecret, WebhookEventType } from '../domain/webhooks/webhook-events';
import type { SyncPosition } from './profile-store';

/** An endpoint a key's holder subscribed: where its events go, and how its deliveries fare. */
export interface WebhookEndpoint {
  id: string;
  /** The holder of the key that subscribed it (ApiKeyRecord.holderId): only that holder's keys see and change it. */
  holderId: string;
  /** The whitelist owner whose changes it may hear (`partner:{slug}`), for partner keys; null otherwise. */
  whitelistOwner: string | null;
  url: string;
  description: string;
  types: WebhookEventType[];
  enabled: boolean;
  /**
   * Why the service disabled it (410 Gone, 5 days without success, key revoked); null when enabled or disabled by its
   * key.
   */
  disabledReason: string | null;
  secrets: SigningSecret[];
  createdAt: number;
  updatedAt: number;
  lastSuccessAt: number | null;
  /** The first failed attempt since the last success; null while deliveries succeed. */
  failingSince: number | null;
}

export type EndpointChanges = Partial<
  Pick<
    WebhookEndpoint,
    | 'url'
    | 'description'
    | 'types'
    | 'enabled'
    | 'disabledReason'
    | 'secrets'
    | 'updatedAt'
    | 'lastSuccessAt'
    | 'failingSince'
  >
>;

export type MessageStatus = 'pending' | 'delivered' | 'failed';

/** One message of an endpoint's delivery log: a signed POST, tried until it succeeds or the endpoint is disabled. */
export interface WebhookMessage {
  /** Also the `webhook-id` header: the same for every attempt and redelivery of the message. */
  id: string;
  endpointId: string;
  type: WebhookEventType;
  /** The body, exactly as sent. */
  payload: string;
  eventCount: number;
  status: MessageStatus;
  attempts: number;
  createdAt: number;
  lastAttemptAt: number | null;
  /** When a pending message is due (after a failure, its backoff); null: now. */
  nextAttemptAt: number | null;
  deliveredAt: number | null;
  /** The last attempt: the receiver's status code (null when it never answered), its latency, and what went wrong. */
  responseStatus: number | null;
  latencyMs: number | null;
  error: string | null;
  /**
   * When an attempt began that is not recorded yet (the message is in flight); null otherwise. Set before the message
   * is sent (`beginAttempt`), cleared with the attempt's outcome (`recordAttempt`): one still set when a run takes the
   * endpoint's lease was left by a run that died (or stalled past its lease) during the attempt.
   */
  sendingAt: number | null;
}

/**
 * A run's hold on one endpoint's deliveries: only the run holding a live lease sends to the endpoint, so that one
 * request at most is in flight to it, whatever the queue (Redis) forgets or however many processes deliver. Taken at the
 * start of a run, renewed before each attempt and while a request runs, given up at the end; a dead run's runs out.
 */
export interface DeliveryLease {
  endpointId: string;
  /** The run's own token. */
  owner: string;
  /** Epoch ms: live until then. */
  until: number;
}

export interface AttemptRecord {
  at: number;
  status: MessageStatus;
  responseStatus: number | null;
  latencyMs: number | null;
  error: string | null;
  nextAttemptAt: number | null;
}

/**
 * Webhooks' store, in three concerns, each the port of one service: the subscriptions (`WebhookEndpointStore`, the
 * subscriber's side), what waits to be sent (`WebhookEmissionStore`, the emitter's side) and each endpoint's queue and
 * delivery log (`WebhookDeliveryLog`, the sending side, and the subscriber's view of its log). SQLite and MongoDB
 * adapters implement the whole (`WebhookStore`), held to one contract (test/contract/webhook-store.contract.ts).
 *
 * Waiting events are kept per (endpoint, subject): one entry per profile or whitelist, holding the latest version
 * not yet taken into a message. A version never goes back (`enqueue` keeps the later one), so an endpoint never
 * receives an older change of a subject after a newer one. Messages of an endpoint are sent one at a time, in id
 * order (ids sort by creation).
 */
export interface WebhookStore extends WebhookEndpointStore, WebhookEmissionStore, WebhookDeliveryLog {}

/** The endpoints holders subscribed (WebhookService). */
export interface WebhookEndpointStore {
  /** Inserts the endpoint unless its holder already has `maxPerHolder` of them; false then. */
  insertEndpoint(endpoint: WebhookEndpoint, maxPerHolder: number): Promise<boolean>;
  getEndpoint(id: string): Promise<WebhookEndpoint | null>;
  /** The holder's endpoints, oldest first. */
  listEndpoints(holderId: string): Promise<WebhookEndpoint[]>;
  /** Every endpoint of every key, oldest first (the pass that seals signing secrets at start). */
  allEndpoints(): Promise<WebhookEndpoint[]>;
  updateEndpoint(id: string, changes: EndpointChanges): Promise<WebhookEndpoint | null>;
  /**
   * Replaces the endpoint's secrets with `next` only if they are still `expected` (what the caller read): a rotation
   * that came in between is kept. False when they had changed, or there is no such endpoint.
   */
  replaceSecrets(id: string, expected: SigningSecret[], next: SigningSecret[]): Promise<boolean>;
  /** Removes the endpoint, its waiting events, its log and its delivery lease; false when there was none. */
  deleteEndpoint(id: string): Promise<boolean>;
}

/** Events put in the endpoints' queues as changes happen, and the sweep's checkpoint (WebhookEmitter). */
export interface WebhookEmissionStore {
  /** Enabled endpoints subscribed to the type (for whitelist events, only those of that whitelist's owner). */
  subscribers(type: WebhookEventType, whitelistOwner?: string): Promise<WebhookEndpoint[]>;
  /**
   * For each group's endpoints, each of its events becomes its subject's waiting version, unless that subject already
   * has a later one; and `emitted` are recorded as emitted (`emittedVersions`). One transaction where the store has
   * them.
   */
  enqueue(groups: { endpointIds: string[]; events: PendingEvent[] }[], emitted: PendingEvent[]): Promise<void>;
  /** The latest version of each subject any endpoint was given (emission records it; the sweep skips what it finds). */
  emittedVersions(subjects: string[]): Promise<Map<string, number>>;
  /** Where the sweep of profile changes resumes (exclusive); null before its first run. */
  sweepCheckpoint(): Promise<SyncPosition | null>;
  saveSweepCheckpoint(position: SyncPosition): Promise<void>;
}

/** Each endpoint's waiting events and its delivery log (WebhookDeliveryService; WebhookService reads and replays it). */
export interface WebhookDeliveryLog {
  /** The endpoint's waiting events in order of version (then subject), at most `limit`. */
  pendingEvents(endpointId: string, limit: number): Promise<PendingEvent[]>;
  /** Drops the endpoint's waiting events (a disabled endpoint is sent nothing; its client syncs instead). */
  dropPending(endpointId: string): Promise<void>;
  /**
   * Saves a new message and marks the events it carries as taken (those whose version is still the one taken; a
   * newer version of a subject stays waiting).
   */
  createMessage(message: WebhookMessage, taken: PendingEvent[]): Promise<void>;
  /** The endpoint's first pending message (lowest id), if any. */
  nextPendingMessage(endpointId: string): Promise<WebhookMessage | null>;
  /**
   * Takes the endpoint's delivery lease, or renews it: when no run holds it, its holder's ran out by `now`, or
   * `lease.owner` holds it already. False when another run holds a live lease (nothing is written). One conditional
   * write.
   */
  takeLease(lease: DeliveryLease, now: number): Promise<boolean>;
  /** Gives the lease up, if `lease.owner` still holds it. */
  releaseLease(lease: Pick<DeliveryLease, 'endpointId' | 'owner'>): Promise<void>;
  /**
   * Before a send: takes or renews the lease as `takeLease` does at `message.sendingAt`, then marks the message in
   * flight since then; a new message (`taken`: the events it carries) is saved first, as `createMessage` saves it.
   * False, and nothing written, when another run holds a live lease. One transaction on SQLite; on MongoDB the lease,
   * then the message.
   */
  beginAttempt(lease: DeliveryLease, message: WebhookMessage, taken: PendingEvent[] | null): Promise<boolean>;
  /** Records an attempt's outcome (the message is no longer in flight). */
  recordAttempt(messageId: string, attempt: AttemptRecord): Promise<void>;
  getMessage(endpointId: string, messageId: string): Promise<WebhookMessage | null>;
  /** The endpoint's log, newest first: messages with an id below `before` (all when null), at most `limit`. */
  listMessages(endpointId: string, before: string | null, limit: number): Promise<WebhookMessage[]>;
  /** How many of the endpoint's messages were created at or after `since` (what a redelivery since then would send). */
  countMessages(endpointId: string, since: number): Promise<number>;
  /**
   * Puts messages back in the queue (pending, due now): the one named, or every one created at or after `since`.
   * Returns how many.
   */
  requeueMessages(endpointId: string, which: { messageId: string } | { since: number }): Promise<number>;
  /** Marks the endpoint's pending messages failed (it was disabled). */
  failPendingMessages(endpointId: string, error: string): Promise<void>;
  /** Endpoints that have waiting events or a pending message due at `now`. */
  endpointsWithWork(now: number): Promise<string[]>;
  /** Deletes messages created before `before` that are no longer pending; returns how many. */
  pruneMessages(before: number): Promise<number>;
}
