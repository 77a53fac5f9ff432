import { randomBytes } from 'node:crypto';
import type { AccessType } from '../keys/api-key';

/**
 * Outbound notifications (webhooks): what changed, never what it now holds. A profile event carries the profile's
 * `meta.id` and the time of the change, which is its position in the sync (`GET /freelances?modifiedTime=`); the
 * client fetches the profile itself (`POST /freelances`), so privacy and the transformations stay in one place. A
 * whitelist event says only when a partner's whitelist changed (`GET /partners/whitelist` tells the rest). A
 * `search.matched` event names a partner's saved search and the Stage 1 ids (the partner's own) of the profiles that
 * came to match it: what POST /partners/search would show, fetched the same way.
 * Messages follow the Standard Webhooks specification: `{ type, timestamp, data }`, signed by the sender.
 */
export const WEBHOOK_EVENT_TYPES = [
  'profile.changed',
  'profile.removed',
  'whitelist.changed',
  'search.matched',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The event types each key type may subscribe to: profiles for those who sync them, whitelists for partners. */
export const EVENT_TYPES_FOR: Partial<Record<AccessType, readonly WebhookEventType[]>> = {
  client: ['profile.changed', 'profile.removed'],
  integrator: ['profile.changed', 'profile.removed'],
  partner: ['whitelist.changed', 'search.matched'],
};

/** What one pending event is about: a profile (its internal id) or a whitelist (its owner). */
export const profileSubject = (internalId: string) => `p:${internalId}`;
export const whitelistSubject = (owner: string) => `w:${owner}`;
export const subjectId = (subject: string) => subject.slice(2);
/** A profile that came to match a saved search (saved search ids hold no `:`). */
export const matchSubject = (savedSearchId: string, internalId: string) => `m:${savedSearchId}:${internalId}`;
export const matchOf = (subject: string) => {
  const at = subject.indexOf(':', 2);
  return { savedSearchId: subject.slice(2, at), internalId: subject.slice(at + 1) };
};

/** One change waiting for an endpoint: the latest version of its subject (a later change replaces it). */
export interface PendingEvent {
  subject: string;
  type: WebhookEventType;
  /** The change's time, epoch ms: a profile's modifiedAt (its sync position), a whitelist's time of change. */
  version: number;
}

export const MAX_ENDPOINTS_PER_HOLDER = 10;
/**
 * Redelivery is bounded, so that one key cannot turn the 30 days of its logs into a flood towards a receiver it
 * names: at most this many messages in one call (400 past it) ...
 */
export const MAX_REDELIVERIES_PER_CALL = 500;
/** ... and this many an hour per API key, one at a time or by time (429 past it). */
export const MAX_REDELIVERIES_PER_HOUR = 2000;
/**
 * Events of one type that follow each other in an endpoint's queue travel together, at most this many a message (as
 * many as an import writes at once; `POST /freelances` fetches up to 1000 ids in one request).
 */
export const MAX_EVENTS_PER_MESSAGE = 500;
/** A rotated secret keeps signing (beside the new one) for this long. */
export const SECRET_OVERLAP_MS = 24 * 3600_000;
/** An endpoint without a successful delivery for this long, while it has something to deliver, is disabled. */
export const DISABLE_AFTER_MS = 5 * 24 * 3600_000;
/** How long the delivery log keeps a message (and so how far back a redelivery reaches). */
export const LOG_RETENTION_MS = 30 * 24 * 3600_000;

/**
 * Exponential backoff per endpoint: after a failure, the next attempt waits as long as the endpoint has been failing
 * (since its first failure after its last success), at least a second and at most an hour: 1 s, 1 s, 2 s, 4 s, 8 s...
 * doubling to an hour, then hourly (about 130 attempts in 5 days). Kept in the store as `failingSince`, it survives
 * restarts and does not start again with each message or redelivery.
 */
export function retryDelayMs(failingForMs: number): number {
  return Math.min(Math.max(1000, failingForMs), 3600_000);
}

export interface SigningSecret {
  secret: string;
  /** Null for the current secret; a rotated-out secret signs too until then (epoch ms). */
  expiresAt: number | null;
}

/** A signing secret in the Standard Webhooks form: `whsec_` and 32 random bytes in base64. */
export const newSigningSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/** Message ids sort by creation: the time in base 36 (fixed width), then randomness. */
export const newMessageId = (now: number) =>
  `msg_${Math.max(0, now).toString(36).padStart(9, '0')}${randomBytes(9).toString('base64url')}`;

export const newEndpointId = () => `wh_${randomBytes(12).toString('base64url')}`;

export interface ProfileEventItem {
  /** `meta.id`. */
  id: string;
  /** When the service stored the change (ISO 8601, milliseconds). */
  modifiedAt: string;
  /**
   * The same time in Unix seconds, the unit of `GET /freelances?modifiedTime=`: a sync from any `modifiedTime` below it
   * returns the change.
   */
  modifiedTime: number;
}

export type WebhookPayload =
  | {
      type: 'profile.changed' | 'profile.removed';
      timestamp: string;
      data: { profiles: ProfileEventItem[]; sandbox?: true };
    }
  | { type: 'whitelist.changed'; timestamp: string; data: { changedAt: string; sandbox?: true } }
  | { type: 'search.matched'; timestamp: string; data: { savedSearchId: string; ids: string[]; sandbox?: true } };

export const profileEventItem = (publicId: string, modifiedAt: number): ProfileEventItem => ({
  id: publicId,
  modifiedAt: new Date(modifiedAt).toISOString(),
  modifiedTime: Math.floor(modifiedAt / 1000),
});

/**
 * The message for a run of pending events of one type (the caller cuts runs at a change of type). `publicId` gives a
 * profile's `meta.id` (for `search.matched`, the Stage 1 id of the endpoint's partner). For whitelists only the latest
 * change counts: one is the same as several. A run of `search.matched` is of one saved search (headRun).
 */
export function messagePayload(
  type: WebhookEventType,
  events: PendingEvent[],
  publicId: (internalId: string) => string,
  now: number,
  sandbox = false,
): WebhookPayload {
  const timestamp = new Date(now).toISOString();
  const mark = sandbox ? { sandbox: true as const } : {};
  if (type === 'whitelist.changed') {
    return {
      type,
      timestamp,
      data: { changedAt: new Date(Math.max(...events.map((e) => e.version))).toISOString(), ...mark },
    };
  }
  if (type === 'search.matched') {
    return {
      type,
      timestamp,
      data: {
        savedSearchId: matchOf(events[0]!.subject).savedSearchId,
        ids: events.map((e) => publicId(matchOf(e.subject).internalId)),
        ...mark,
      },
    };
  }
  return {
    type,
    timestamp,
    data: { profiles: events.map((e) => profileEventItem(publicId(subjectId(e.subject)), e.version)), ...mark },
  };
}

/**
 * The longest run of events at the head of the queue that share its first event's type (at most
 * MAX_EVENTS_PER_MESSAGE); for `search.matched`, and its saved search: a message speaks of one saved search.
 */
export function headRun(pending: PendingEvent[]): PendingEvent[] {
  const first = pending[0];
  if (!first) return [];
  const search = first.type === 'search.matched' ? matchOf(first.subject).savedSearchId : null;
  const end = pending.findIndex(
    (e) => e.type !== first.type || (search !== null && matchOf(e.subject).savedSearchId !== search),
  );
  return pending.slice(0, Math.min(end === -1 ? pending.length : end, MAX_EVENTS_PER_MESSAGE));
}
