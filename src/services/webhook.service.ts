import { conflict, DomainError, forbidden, notFound, validationError } from '../domain/errors';
import type { ApiKeyRecord } from '../domain/keys/api-key';
import type { ProfileDistributor } from '../domain/profile/distribution';
import {
  checkEndpointUrl,
  NOT_PUBLIC_ONLY,
  resolvedToPublicOnly,
  type AddressPolicy,
} from '../domain/webhooks/endpoint-address';
import type { SigningSecretSeal } from '../domain/webhooks/secret-seal';
import {
  EVENT_TYPES_FOR,
  MAX_ENDPOINTS_PER_HOLDER,
  MAX_REDELIVERIES_PER_CALL,
  MAX_REDELIVERIES_PER_HOUR,
  newEndpointId,
  newMessageId,
  newSigningSecret,
  profileEventItem,
  SECRET_OVERLAP_MS,
  type SigningSecret,
  type WebhookEventType,
  type WebhookPayload,
} from '../domain/webhooks/webhook-events';
import type { Log } from '../ports/log';
import type { ProfileStore } from '../ports/profile-store';
import type { RateLimiter } from '../ports/rate-limiter';
import type { DeliveryQueue, HostResolver } from '../ports/webhook-delivery';
import type { WebhookDeliveryLog, WebhookEndpoint, WebhookEndpointStore, WebhookMessage } from '../ports/webhook-store';
import type { Clock } from './clock';
import { keyOwner } from '../domain/keys/owner';

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

export interface WebhookServiceDeps {
  store: WebhookEndpointStore & WebhookDeliveryLog;
  profiles: ProfileStore;
  distributor: ProfileDistributor;
  queue: DeliveryQueue;
  resolve: HostResolver;
  policy: AddressPolicy;
  /** Signing secrets are stored sealed under TRACKING_SECRET (opened with its previous value too). */
  seal: SigningSecretSeal;
  /** Keeps the hourly budget of redeliveries per holder (`redelivery`), shared by every API process with Redis. */
  limits: RateLimiter;
  clock: Clock;
  log: Log;
}

/**
 * Webhooks, the subscriber's side: subscriptions per API key (at most 10), their signing secrets (shown once, rotated
 * with 24 hours of overlap, stored sealed: `SigningSecretSeal`), the delivery log, redeliveries and test events. The
 * emitting side is WebhookEmitter, the sending side WebhookDeliveryService.
 */
export class WebhookService {
  constructor(private readonly deps: WebhookServiceDeps) {}

  // --- Subscriptions -------------------------------------------------------------------------------------------

  async create(caller: ApiKeyRecord, input: EndpointInput): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
    this.checkTypes(caller, input.types);
    await this.checkUrl(input.url);
    const now = this.deps.clock();
    const secret = newSigningSecret();
    const endpoint: WebhookEndpoint = {
      id: newEndpointId(),
      holderId: caller.holderId,
      whitelistOwner: keyOwner(caller),
      url: input.url,
      description: input.description ?? '',
      types: [...new Set(input.types)],
      enabled: true,
      disabledReason: null,
      secrets: [{ secret: this.deps.seal.seal(secret), expiresAt: null }],
      createdAt: now,
      updatedAt: now,
      lastSuccessAt: null,
      failingSince: null,
    };
    if (!(await this.deps.store.insertEndpoint(endpoint, MAX_ENDPOINTS_PER_HOLDER))) {
      throw conflict(
        `This key’s holder already has ${MAX_ENDPOINTS_PER_HOLDER} endpoints, the most a holder may have (its keys and their rotations together): delete one first`,
      );
    }
    return { endpoint, secret };
  }

  list(caller: ApiKeyRecord): Promise<WebhookEndpoint[]> {
    return this.deps.store.listEndpoints(caller.holderId);
  }

  /** The caller's endpoint; another key's is as unknown as a missing one. */
  async get(caller: ApiKeyRecord, id: string): Promise<WebhookEndpoint> {
    const endpoint = await this.deps.store.getEndpoint(id);
    if (!endpoint || endpoint.holderId !== caller.holderId) throw notFound(`No webhook endpoint ${id}`);
    return endpoint;
  }

  async update(caller: ApiKeyRecord, id: string, changes: EndpointChangesInput): Promise<WebhookEndpoint> {
    const endpoint = await this.get(caller, id);
    if (changes.types) this.checkTypes(caller, changes.types);
    if (changes.url !== undefined) await this.checkUrl(changes.url);
    const reenabled = changes.enabled === true && !endpoint.enabled;
    const updated = await this.deps.store.updateEndpoint(id, {
      ...(changes.url !== undefined && { url: changes.url }),
      ...(changes.types && { types: [...new Set(changes.types)] }),
      ...(changes.description !== undefined && { description: changes.description }),
      ...(changes.enabled !== undefined && { enabled: changes.enabled }),
      // Enabled again (by its key): a fresh start, nothing held against it.
      ...(changes.enabled !== undefined && { disabledReason: null }),
      ...(reenabled && { failingSince: null }),
      updatedAt: this.deps.clock(),
    });
    if (!updated) throw notFound(`No webhook endpoint ${id}`);
    if (changes.enabled === false) await this.deps.store.dropPending(id);
    // A new URL or a re-enabled endpoint is tried now, not at the end of a backoff meant for the old state.
    if (updated.enabled && (changes.url !== undefined || reenabled)) await this.deps.queue.kick([id], { now: true });
    return updated;
  }

  async remove(caller: ApiKeyRecord, id: string): Promise<void> {
    await this.get(caller, id);
    await this.deps.store.deleteEndpoint(id);
  }

  /** A new secret; the previous one keeps signing too for 24 hours. Secrets already expired are dropped. */
  async rotateSecret(caller: ApiKeyRecord, id: string): Promise<{ secret: string; previousSecretExpiresAt: number }> {
    const endpoint = await this.get(caller, id);
    const now = this.deps.clock();
    const secret = newSigningSecret();
    const expiresAt = now + SECRET_OVERLAP_MS;
    const kept = endpoint.secrets.filter((s) => s.expiresAt !== null && s.expiresAt > now);
    const previous = endpoint.secrets.filter((s) => s.expiresAt === null).map((s) => ({ ...s, expiresAt }));
    await this.deps.store.updateEndpoint(id, {
      secrets: [{ secret: this.deps.seal.seal(secret), expiresAt: null }, ...previous, ...kept],
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
    const resealed = this.deps.seal.reseal(endpoint.secrets);
    if (resealed) await this.deps.store.replaceSecrets(endpoint.id, endpoint.secrets, resealed);
    return this.deps.seal.open(endpoint.secrets);
  }

  /**
   * Seals again every stored secret that is not sealed under the current TRACKING_SECRET: run when a process starts
   * delivering, so an upgrade or a rotation of TRACKING_SECRET leaves nothing in clear or under the previous value.
   * Returns how many endpoints it changed, and how many hold a secret no configured value opens.
   */
  async sealStoredSecrets(): Promise<{ sealed: number; unreadable: number }> {
    let sealed = 0;
    let unreadable = 0;
    for (const endpoint of await this.deps.store.allEndpoints()) {
      const resealed = this.deps.seal.reseal(endpoint.secrets);
      if (resealed && (await this.deps.store.replaceSecrets(endpoint.id, endpoint.secrets, resealed))) sealed++;
      if (this.deps.seal.open(endpoint.secrets).length < endpoint.secrets.length) unreadable++;
    }
    if (sealed > 0)
      this.deps.log.info(`webhooks: ${sealed} endpoint(s)' signing secrets sealed under the current TRACKING_SECRET`);
    if (unreadable > 0)
      this.deps.log.error(
        `webhooks: ${unreadable} endpoint(s) hold a signing secret neither TRACKING_SECRET nor TRACKING_SECRET_PREVIOUS opens: they are disabled at their next delivery`,
      );
    return { sealed, unreadable };
  }

  async deliveries(caller: ApiKeyRecord, id: string, before: string | null, limit: number): Promise<WebhookMessage[]> {
    await this.get(caller, id);
    return this.deps.store.listMessages(id, before, limit);
  }

  /**
   * Sends a message of the log again (same `webhook-id`), or every message created since a time. Returns how many.
   * At most MAX_REDELIVERIES_PER_CALL messages a call (400) and MAX_REDELIVERIES_PER_HOUR an hour per holder (429): the
   * log holds 30 days, and a receiver the key names would otherwise get all of it as often as the key asks.
   */
  async redeliver(caller: ApiKeyRecord, id: string, which: { messageId: string } | { since: number }): Promise<number> {
    const endpoint = await this.get(caller, id);
    this.requireEnabled(endpoint);
    if ('messageId' in which && !(await this.deps.store.getMessage(id, which.messageId)))
      throw notFound(`No delivery ${which.messageId} for this endpoint`);
    const asked = 'messageId' in which ? 1 : await this.deps.store.countMessages(id, which.since);
    if (asked > MAX_REDELIVERIES_PER_CALL) {
      throw validationError(
        `since: ${asked} deliveries were made since then, more than the ${MAX_REDELIVERIES_PER_CALL} one call redelivers: give a later time, or sync from your saved position (the pull sync has every change)`,
      );
    }
    if (asked === 0) return 0;
    const budget = await this.deps.limits.consume('redelivery', caller.holderId, asked);
    if (!budget.allowed) {
      const retryAfter = Math.max(1, Math.ceil(budget.resetMs / 1000));
      throw new DomainError(
        'rate_limited',
        `Redelivery limit: ${MAX_REDELIVERIES_PER_HOUR} messages an hour for this API key and its rotations; ${asked} asked, ${budget.remaining} left; retry in ${retryAfter} s`,
        {
          retryAfterSeconds: retryAfter,
        },
      );
    }
    const count = await this.deps.store.requeueMessages(id, which);
    if (count > 0) await this.deps.queue.kick([id], { now: true });
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
    const now = this.deps.clock();
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
    await this.deps.store.createMessage(message, []);
    await this.deps.queue.kick([id]);
    return message;
  }

  /** A profile of this store for test events: the first one removed, or the first one not removed. */
  async sampleProfile(removed: boolean): Promise<SampleProfile | null> {
    const found = (await this.deps.profiles.changesAfter(null, 200)).find(
      (p) => (p.removalReason !== null) === removed,
    );
    return found ? { id: this.deps.distributor.publicId(found.internalId), modifiedAt: found.modifiedAt } : null;
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
    const checked = checkEndpointUrl(raw, this.deps.policy);
    if (!checked.ok) throw validationError(`url: ${checked.problem}`);
    if (checked.literal) return;
    const addresses = await this.deps.resolve(checked.host).catch((): string[] => []);
    if (!resolvedToPublicOnly(addresses, this.deps.policy))
      throw validationError(`url: the host ${checked.host} ${NOT_PUBLIC_ONLY}`);
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
    sendingAt: null,
  };
}
