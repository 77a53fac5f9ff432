import { conflict, DomainError, forbidden, notFound, validationError } from '../domain/errors';
import type { ApiKeyRecord } from '../domain/keys/api-key';
import type { ProfileDistributor } from '../domain/profile/distribution';
import type { StoredProfile } from '../domain/profile/raw-profile.schema';
import {
  checkEndpointUrl,
  NOT_PUBLIC_ONLY,
  resolvedToPublicOnly,
  type AddressPolicy,
} from '../domain/webhooks/endpoint-address';
import type { SigningSecretSeal } from '../domain/webhooks/secret-seal';
import {
  EVENT_TYPES_FOR,
  MAX_ENDPOINTS_PER_KEY,
  MAX_REDELIVERIES_PER_CALL,
  MAX_REDELIVERIES_PER_HOUR,
  newEndpointId,
  newMessageId,
  newSigningSecret,
  profileEventItem,
  matchSubject,
  profileSubject,
  SECRET_OVERLAP_MS,
  whitelistSubject,
  type PendingEvent,
  type SigningSecret,
  type WebhookEventType,
  type WebhookPayload,
} from '../domain/webhooks/webhook-events';
import type { Log } from '../ports/log';
import type { ProfileChangeNotifier } from '../ports/profile-changes';
import type { ProfileStore } from '../ports/profile-store';
import type { RateLimiter } from '../ports/rate-limiter';
import type { DeliveryQueue, HostResolver } from '../ports/webhook-delivery';
import type { WebhookEndpoint, WebhookMessage, WebhookStore } from '../ports/webhook-store';
import { ChangeFeed } from './change-feed';
import type { Clock } from './clock';
import { keyOwner, type Owner } from '../domain/keys/owner';

export interface EndpointInput {
  url: string;
  types: WebhookEventType[];
  description?: string;
}

export interface EndpointChangesInput {
  url?: string;
  types?: WebhookEventType[];
  description?: string;
  enabled?: boolean;
}

/** A profile of this service's store to show in a test event (the sandbox's, for test events). */
export interface SampleProfile {
  id: string;
  modifiedAt: number;
}

/** The saved search a test `search.matched` event names (none of yours). */
export const SANDBOX_SAVED_SEARCH = 'ss_sandbox';

/**
 * Webhooks, the subscriber's side and the emitting side:
 * - subscriptions per API key (at most 10), their signing secrets (shown once, rotated with 24 hours of overlap,
 *   stored sealed: `SigningSecretSeal`), the delivery log, redeliveries and test events;
 * - emission: told of profile changes after each write (a ProfileChangeNotifier) and of whitelist changes, it puts
 *   one waiting event per subscribed endpoint and subject in the store and asks the delivery queue to run. A process
 *   that died between its write and this step told nobody: `sweep` (run by the delivery side every second) reads the
 *   profile store from a checkpoint, as the search indexer's sweep does, and emits what no process did. Emitting a
 *   change twice is harmless: an endpoint keeps only the latest version of each subject.
 * Nothing personal is stored or queued: subjects are internal ids and whitelist owners, payloads carry `meta.id`s.
 */
export class WebhookService implements ProfileChangeNotifier {
  constructor(
    private readonly store: WebhookStore,
    private readonly profiles: ProfileStore,
    private readonly distributor: ProfileDistributor,
    private readonly queue: DeliveryQueue,
    private readonly resolve: HostResolver,
    private readonly policy: AddressPolicy,
    /** Signing secrets are stored sealed under TRACKING_SECRET (opened with its previous value too). */
    private readonly seal: SigningSecretSeal,
    /** Keeps the hourly budget of redeliveries per key (`redelivery`), shared by every API process with Redis. */
    private readonly limits: RateLimiter,
    private readonly clock: Clock,
    /** How far behind the present the sweep stays (SYNC_SAFETY_LAG_SECONDS, as the sync's mark and the indexer). */
    safetyLagMs: number,
    private readonly log: Log,
  ) {
    this.feed = new ChangeFeed(profiles, clock, safetyLagMs);
  }

  private readonly feed: ChangeFeed;

  // --- Subscriptions -------------------------------------------------------------------------------------------

  async create(caller: ApiKeyRecord, input: EndpointInput): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
    this.checkTypes(caller, input.types);
    await this.checkUrl(input.url);
    const now = this.clock();
    const secret = newSigningSecret();
    const endpoint: WebhookEndpoint = {
      id: newEndpointId(),
      keyId: caller.id,
      whitelistOwner: keyOwner(caller),
      url: input.url,
      description: input.description ?? '',
      types: [...new Set(input.types)],
      enabled: true,
      disabledReason: null,
      secrets: [{ secret: this.seal.seal(secret), expiresAt: null }],
      createdAt: now,
      updatedAt: now,
      lastSuccessAt: null,
      failingSince: null,
    };
    if (!(await this.store.insertEndpoint(endpoint, MAX_ENDPOINTS_PER_KEY))) {
      throw conflict(
        `This key already has ${MAX_ENDPOINTS_PER_KEY} endpoints, the most a key may have: delete one first`,
      );
    }
    return { endpoint, secret };
  }

  list(caller: ApiKeyRecord): Promise<WebhookEndpoint[]> {
    return this.store.listEndpoints(caller.id);
  }

  /** The caller's endpoint; another key's is as unknown as a missing one. */
  async get(caller: ApiKeyRecord, id: string): Promise<WebhookEndpoint> {
    const endpoint = await this.store.getEndpoint(id);
    if (!endpoint || endpoint.keyId !== caller.id) throw notFound(`No webhook endpoint ${id}`);
    return endpoint;
  }

  async update(caller: ApiKeyRecord, id: string, changes: EndpointChangesInput): Promise<WebhookEndpoint> {
    const endpoint = await this.get(caller, id);
    if (changes.types) this.checkTypes(caller, changes.types);
    if (changes.url !== undefined) await this.checkUrl(changes.url);
    const reenabled = changes.enabled === true && !endpoint.enabled;
    const updated = await this.store.updateEndpoint(id, {
      ...(changes.url !== undefined && { url: changes.url }),
      ...(changes.types && { types: [...new Set(changes.types)] }),
      ...(changes.description !== undefined && { description: changes.description }),
      ...(changes.enabled !== undefined && { enabled: changes.enabled }),
      // Enabled again (by its key): a fresh start, nothing held against it.
      ...(changes.enabled !== undefined && { disabledReason: null }),
      ...(reenabled && { failingSince: null }),
      updatedAt: this.clock(),
    });
    if (!updated) throw notFound(`No webhook endpoint ${id}`);
    if (changes.enabled === false) await this.store.dropPending(id);
    // A new URL or a re-enabled endpoint is tried now, not at the end of a backoff meant for the old state.
    if (updated.enabled && (changes.url !== undefined || reenabled)) await this.queue.kick([id], { now: true });
    return updated;
  }

  async remove(caller: ApiKeyRecord, id: string): Promise<void> {
    await this.get(caller, id);
    await this.store.deleteEndpoint(id);
  }

  /** A new secret; the previous one keeps signing too for 24 hours. Secrets already expired are dropped. */
  async rotateSecret(caller: ApiKeyRecord, id: string): Promise<{ secret: string; previousSecretExpiresAt: number }> {
    const endpoint = await this.get(caller, id);
    const now = this.clock();
    const secret = newSigningSecret();
    const expiresAt = now + SECRET_OVERLAP_MS;
    const kept = endpoint.secrets.filter((s) => s.expiresAt !== null && s.expiresAt > now);
    const previous = endpoint.secrets.filter((s) => s.expiresAt === null).map((s) => ({ ...s, expiresAt }));
    await this.store.updateEndpoint(id, {
      secrets: [{ secret: this.seal.seal(secret), expiresAt: null }, ...previous, ...kept],
      updatedAt: now,
    });
    return { secret, previousSecretExpiresAt: expiresAt };
  }

  /**
   * The endpoint's secrets in clear, to sign with (none that cannot be read). Secrets not sealed under the current
   * TRACKING_SECRET (stored in clear by an earlier version, or sealed under TRACKING_SECRET_PREVIOUS) are sealed again
   * on the way, unless the secrets changed meanwhile (a rotation).
   */
  async signingSecrets(endpoint: WebhookEndpoint): Promise<SigningSecret[]> {
    const resealed = this.seal.reseal(endpoint.secrets);
    if (resealed) await this.store.replaceSecrets(endpoint.id, endpoint.secrets, resealed);
    return this.seal.open(endpoint.secrets);
  }

  /**
   * Seals again every stored secret that is not sealed under the current TRACKING_SECRET: run when a process starts
   * delivering, so an upgrade or a rotation of TRACKING_SECRET leaves nothing in clear or under the previous value.
   * Returns how many endpoints it changed, and how many hold a secret no configured value opens.
   */
  async sealStoredSecrets(): Promise<{ sealed: number; unreadable: number }> {
    let sealed = 0;
    let unreadable = 0;
    for (const endpoint of await this.store.allEndpoints()) {
      const resealed = this.seal.reseal(endpoint.secrets);
      if (resealed && (await this.store.replaceSecrets(endpoint.id, endpoint.secrets, resealed))) sealed++;
      if (this.seal.open(endpoint.secrets).length < endpoint.secrets.length) unreadable++;
    }
    if (sealed > 0)
      this.log.info(`webhooks: ${sealed} endpoint(s)' signing secrets sealed under the current TRACKING_SECRET`);
    if (unreadable > 0)
      this.log.error(
        `webhooks: ${unreadable} endpoint(s) hold a signing secret neither TRACKING_SECRET nor TRACKING_SECRET_PREVIOUS opens: they are disabled at their next delivery`,
      );
    return { sealed, unreadable };
  }

  async deliveries(caller: ApiKeyRecord, id: string, before: string | null, limit: number): Promise<WebhookMessage[]> {
    await this.get(caller, id);
    return this.store.listMessages(id, before, limit);
  }

  /**
   * Sends a message of the log again (same `webhook-id`), or every message created since a time. Returns how many.
   * At most MAX_REDELIVERIES_PER_CALL messages a call (400) and MAX_REDELIVERIES_PER_HOUR an hour per key (429): the
   * log holds 30 days, and a receiver the key names would otherwise get all of it as often as the key asks.
   */
  async redeliver(caller: ApiKeyRecord, id: string, which: { messageId: string } | { since: number }): Promise<number> {
    const endpoint = await this.get(caller, id);
    this.requireEnabled(endpoint);
    if ('messageId' in which && !(await this.store.getMessage(id, which.messageId)))
      throw notFound(`No delivery ${which.messageId} for this endpoint`);
    const asked = 'messageId' in which ? 1 : await this.store.countMessages(id, which.since);
    if (asked > MAX_REDELIVERIES_PER_CALL) {
      throw validationError(
        `since: ${asked} deliveries were made since then, more than the ${MAX_REDELIVERIES_PER_CALL} one call redelivers: give a later time, or sync from your saved position (the pull sync has every change)`,
      );
    }
    if (asked === 0) return 0;
    const budget = await this.limits.consume('redelivery', caller.id, asked);
    if (!budget.allowed) {
      const retryAfter = Math.max(1, Math.ceil(budget.resetMs / 1000));
      throw new DomainError(
        'rate_limited',
        `Redelivery limit: ${MAX_REDELIVERIES_PER_HOUR} messages an hour for this API key; ${asked} asked, ${budget.remaining} left; retry in ${retryAfter} s`,
        {
          retryAfterSeconds: retryAfter,
        },
      );
    }
    const count = await this.store.requeueMessages(id, which);
    if (count > 0) await this.queue.kick([id], { now: true });
    return count;
  }

  /**
   * A test event to the endpoint, about the given sample (a profile of the sandbox's synthetic data, which the
   * sandbox's routes serve: nothing real is named), marked `data.sandbox: true`. It is queued after the endpoint's
   * pending messages, in the log like any other.
   */
  async sendTest(
    caller: ApiKeyRecord,
    id: string,
    type: WebhookEventType | undefined,
    sample: (removed: boolean) => Promise<SampleProfile | null>,
  ): Promise<WebhookMessage> {
    const endpoint = await this.get(caller, id);
    this.requireEnabled(endpoint);
    const chosen = type ?? endpoint.types[0]!;
    this.checkTypes(caller, [chosen], 'type');
    const now = this.clock();
    const timestamp = new Date(now).toISOString();
    let payload: WebhookPayload;
    if (chosen === 'whitelist.changed') {
      payload = { type: chosen, timestamp, data: { changedAt: timestamp, sandbox: true } };
    } else {
      const profile = await sample(chosen === 'profile.removed');
      if (!profile)
        throw conflict(
          'Test events name a profile of the sandbox, and the sandbox is turned off on this deployment (SANDBOX_PROFILES=0)',
        );
      payload =
        chosen === 'search.matched'
          ? { type: chosen, timestamp, data: { savedSearchId: SANDBOX_SAVED_SEARCH, ids: [profile.id], sandbox: true } }
          : {
              type: chosen,
              timestamp,
              data: { profiles: [profileEventItem(profile.id, profile.modifiedAt)], sandbox: true },
            };
    }
    const message = pendingMessage(id, chosen, JSON.stringify(payload), 1, now);
    await this.store.createMessage(message, []);
    await this.queue.kick([id]);
    return message;
  }

  /** A profile of this store for test events: the first one removed, or the first one not removed. */
  async sampleProfile(removed: boolean): Promise<SampleProfile | null> {
    const found = (await this.profiles.changesAfter(null, 200)).find((p) => (p.removalReason !== null) === removed);
    return found ? { id: this.distributor.publicId(found.internalId), modifiedAt: found.modifiedAt } : null;
  }

  private requireEnabled(endpoint: WebhookEndpoint): void {
    if (!endpoint.enabled)
      throw conflict(
        `The endpoint is disabled${endpoint.disabledReason ? ` (${endpoint.disabledReason})` : ''}: enable it first (PATCH with enabled: true)`,
      );
  }

  private checkTypes(caller: ApiKeyRecord, types: WebhookEventType[], field = 'types'): void {
    const allowed = EVENT_TYPES_FOR[caller.type] ?? [];
    types.forEach((t, i) => {
      if (!allowed.includes(t)) {
        const where = field === 'types' ? `${field}.${i}` : field;
        throw forbidden(
          `${where}: ${t} is not sent to ${caller.type} keys (they may subscribe to ${allowed.join(', ')})`,
        );
      }
    });
  }

  /**
   * The address rules at subscription: the URL, then every address its host resolves to now. How the name resolved
   * is never said (not at all, to no address, to a private one: one answer), nor which addresses it has.
   */
  private async checkUrl(raw: string): Promise<void> {
    const checked = checkEndpointUrl(raw, this.policy);
    if (!checked.ok) throw validationError(`url: ${checked.problem}`);
    if (checked.literal) return;
    const addresses = await this.resolve(checked.host).catch((): string[] => []);
    if (!resolvedToPublicOnly(addresses, this.policy))
      throw validationError(`url: the host ${checked.host} ${NOT_PUBLIC_ONLY}`);
  }

  // --- Emission ------------------------------------------------------------------------------------------------

  /** After a profile write: one event per profile, at the version the store holds now. Never throws. */
  async profilesChanged(internalIds: string[]): Promise<void> {
    if (internalIds.length === 0) return;
    try {
      const versions = await this.profiles.versionsByIds(internalIds);
      await this.emit(
        versions.map((v) => ({
          subject: profileSubject(v.internalId),
          type: v.removed ? 'profile.removed' : 'profile.changed',
          version: v.modifiedAt,
        })),
      );
    } catch (err) {
      this.log.error(
        `webhooks: could not queue the events of ${internalIds.length} changed profile(s), e.g. ${internalIds[0]} (the sweep will): ${(err as Error).message}`,
      );
    }
  }

  /** After a change to a whitelist (a partner's): its owner's endpoints are told when. Never throws. */
  async whitelistChanged(owner: Owner): Promise<void> {
    try {
      await this.emit([{ subject: whitelistSubject(owner), type: 'whitelist.changed', version: this.clock() }], owner);
    } catch (err) {
      this.log.error(`webhooks: could not queue the whitelist event of ${owner}: ${(err as Error).message}`);
    }
  }

  /**
   * Profiles that came to match a saved search (the saved-search matcher): one `search.matched` event each, for the
   * endpoints of the key that saved it, all at the time of matching, so that the endpoint's queue holds them together
   * (ordered by subject: by saved search) and they travel in messages of one saved search. Not recorded as emitted:
   * the sweep knows nothing of them. Throws (the matcher does not move on).
   */
  async searchMatched(search: { id: string; keyId: string; owner: Owner }, internalIds: string[]): Promise<void> {
    if (internalIds.length === 0) return;
    const version = this.clock();
    await this.emit(
      internalIds.map((id) => ({ subject: matchSubject(search.id, id), type: 'search.matched', version })),
      search.owner,
      { keyId: search.keyId, record: false },
    );
  }

  /**
   * Profile changes no process told of (it died between its write and its events): every profile changed after the
   * checkpoint, at least the safety lag ago and before every write still in flight (the bound of the sync's mark),
   * whose version was not emitted yet. The first run starts from the present: endpoints hear only of changes made after
   * they were subscribed. Returns how many events it emitted.
   */
  async sweep(): Promise<number> {
    const upTo = await this.feed.visibleBound();
    const after = await this.store.sweepCheckpoint();
    if (!after) {
      await this.store.saveSweepCheckpoint({ modifiedAt: upTo, internalId: '' });
      return 0;
    }
    let emitted = 0;
    const emitMissed = async (due: StoredProfile[]) => {
      const events: PendingEvent[] = due.map((p) => ({
        subject: profileSubject(p.internalId),
        type: p.removalReason ? 'profile.removed' : 'profile.changed',
        version: p.modifiedAt,
      }));
      const known = await this.store.emittedVersions(events.map((e) => e.subject));
      const missed = events.filter((e) => (known.get(e.subject) ?? -1) < e.version);
      if (missed.length === 0) return;
      await this.emit(missed);
      this.log.warn(
        `webhooks: the sweep found ${missed.length} profile change(s) no process had queued (a writer stopped before its events), e.g. ${missed[0]!.subject.slice(2)}`,
      );
      emitted += missed.length;
    };
    await this.feed.read(after, upTo, emitMissed, (p) => this.store.saveSweepCheckpoint(p));
    return emitted;
  }

  /** Queues each event for the enabled endpoints subscribed to its type (and that existed when it happened). */
  private async emit(
    events: PendingEvent[],
    whitelistOwner?: string,
    options: { keyId?: string; record?: boolean } = {},
  ): Promise<void> {
    const kicked = new Set<string>();
    const groups: { endpointIds: string[]; events: PendingEvent[] }[] = [];
    const byType = new Map<WebhookEventType, PendingEvent[]>();
    for (const e of events) byType.set(e.type, [...(byType.get(e.type) ?? []), e]);
    for (const [type, ofType] of byType) {
      const whole: string[] = []; // endpoints older than every event: one group for all of them
      for (const endpoint of await this.store.subscribers(type, whitelistOwner)) {
        if (options.keyId !== undefined && endpoint.keyId !== options.keyId) continue;
        const due = ofType.filter((e) => e.version >= endpoint.createdAt);
        if (due.length === 0) continue;
        if (due.length === ofType.length) whole.push(endpoint.id);
        else groups.push({ endpointIds: [endpoint.id], events: due });
        kicked.add(endpoint.id);
      }
      groups.push({ endpointIds: whole, events: ofType });
    }
    await this.store.enqueue(groups, options.record === false ? [] : events); // one write (one transaction on SQLite)
    if (kicked.size > 0) await this.queue.kick([...kicked]);
  }
}

/** A new message of an endpoint's log, waiting for its first attempt. */
export function pendingMessage(
  endpointId: string,
  type: WebhookEventType,
  payload: string,
  eventCount: number,
  now: number,
): WebhookMessage {
  return {
    id: newMessageId(now),
    endpointId,
    type,
    payload,
    eventCount,
    status: 'pending',
    attempts: 0,
    createdAt: now,
    lastAttemptAt: null,
    nextAttemptAt: null,
    deliveredAt: null,
    responseStatus: null,
    latencyMs: null,
    error: null,
  };
}
