import type { Owner } from '../domain/keys/owner';
import {
  matchSubject,
  profileSubject,
  whitelistSubject,
  type PendingEvent,
  type WebhookEventType,
} from '../domain/webhooks/webhook-events';
import type { Log } from '../ports/log';
import type { ProfileChangeNotifier } from '../ports/profile-changes';
import type { ProfileStore, ProfileVersion } from '../ports/profile-store';
import type { DeliveryQueue } from '../ports/webhook-delivery';
import type { WebhookEmissionStore, WebhookEndpoint } from '../ports/webhook-store';
import type { ChangeFeed } from './change-feed';
import type { Clock } from './clock';

/** Events for endpoints, before they are written (WebhookEmitter.plan). */
interface Planned {
  groups: { endpointIds: string[]; events: PendingEvent[] }[];
  kicked: Set<string>;
}

export interface WebhookEmitterDeps {
  store: WebhookEmissionStore;
  profiles: ProfileStore;
  queue: DeliveryQueue;
  /** The change feed the sweep follows, behind the present by SYNC_SAFETY_LAG_SECONDS (as the sync's mark). */
  feed: ChangeFeed;
  clock: Clock;
  log: Log;
}

/**
 * Webhooks' emitting side: told of profile changes after each write (a ProfileChangeNotifier), of whitelist changes
 * and of saved searches' new matches, it puts one waiting event per subscribed endpoint and subject in the store and
 * asks the delivery queue to run. A process that died between its write and this step told nobody: `sweep` (run by
 * the delivering process at each tick) follows the change feed from its checkpoint, as the search indexer's sweep
 * does, and emits what no process did. Emitting a change twice is harmless: an endpoint keeps only the latest version
 * of each subject. Nothing personal is stored or queued: subjects are internal ids and whitelist owners.
 */
export class WebhookEmitter implements ProfileChangeNotifier {
  constructor(private readonly deps: WebhookEmitterDeps) {}

  /** After a profile write: one event per profile, at the version the store holds now. Never throws. */
  async profilesChanged(internalIds: string[]): Promise<void> {
    if (internalIds.length === 0) return;
    try {
      const versions = await this.deps.profiles.versionsByIds(internalIds);
      await this.emit(
        versions.map((v) => ({
          subject: profileSubject(v.internalId),
          type: v.removed ? 'profile.removed' : 'profile.changed',
          version: v.modifiedAt,
        })),
      );
    } catch (err) {
      this.deps.log.error(
        `webhooks: could not queue the events of ${internalIds.length} changed profile(s), e.g. ${internalIds[0]} (the sweep will): ${(err as Error).message}`,
      );
    }
  }

  /** After a change to a whitelist (a partner's): its owner's endpoints are told when. Never throws. */
  async whitelistChanged(owner: Owner): Promise<void> {
    try {
      await this.emit(
        [{ subject: whitelistSubject(owner), type: 'whitelist.changed', version: this.deps.clock() }],
        owner,
      );
    } catch (err) {
      this.deps.log.error(`webhooks: could not queue the whitelist event of ${owner}: ${(err as Error).message}`);
    }
  }

  /**
   * Profiles that came to match saved searches (the saved-search matcher, once a page of changes): one
   * `search.matched` event each, for the endpoints of the key that saved the search, all at the time of matching, so
   * that an endpoint's queue holds a search's together (ordered by subject: by saved search) and they travel in
   * messages of one saved search. One write for them all (none when no endpoint is told); each owner's endpoints read
   * once. Not recorded as emitted: the sweep knows nothing of them. Throws (the matcher does not move on).
   */
  async searchesMatched(
    matched: { search: { id: string; holderId: string; owner: Owner }; internalIds: string[] }[],
  ): Promise<void> {
    const version = this.deps.clock();
    const endpoints = new Map<string, Promise<WebhookEndpoint[]>>();
    const planned: Planned = { groups: [], kicked: new Set() };
    for (const { search, internalIds } of matched) {
      const subscribers = () => {
        let found = endpoints.get(search.owner);
        if (!found) endpoints.set(search.owner, (found = this.deps.store.subscribers('search.matched', search.owner)));
        return found;
      };
      const events = internalIds.map((id) => ({
        subject: matchSubject(search.id, id),
        type: 'search.matched' as const,
        version,
      }));
      await this.plan(events, subscribers, search.holderId, planned);
    }
    await this.write(planned, []);
  }

  /**
   * Profile changes no process told of (it died between its write and its events): every profile changed after the
   * checkpoint, up to the change feed's visible bound, whose version was not emitted yet. The first run starts from
   * the present: endpoints hear only of changes made after they were subscribed. Returns how many events it emitted.
   */
  async sweep(): Promise<number> {
    const upTo = await this.deps.feed.visibleBound();
    const after = await this.deps.store.sweepCheckpoint();
    if (!after) {
      await this.deps.store.saveSweepCheckpoint({ modifiedAt: upTo, internalId: '' });
      return 0;
    }
    let emitted = 0;
    const emitMissed = async (due: ProfileVersion[]) => {
      const events: PendingEvent[] = due.map((p) => ({
        subject: profileSubject(p.internalId),
        type: p.removed ? 'profile.removed' : 'profile.changed',
        version: p.modifiedAt,
      }));
      const known = await this.deps.store.emittedVersions(events.map((e) => e.subject));
      const missed = events.filter((e) => (known.get(e.subject) ?? -1) < e.version);
      if (missed.length === 0) return;
      await this.emit(missed);
      this.deps.log.warn(
        `webhooks: the sweep found ${missed.length} profile change(s) no process had queued (a writer stopped before its events), e.g. ${missed[0]!.subject.slice(2)}`,
      );
      emitted += missed.length;
    };
    await this.deps.feed.readVersions(after, upTo, emitMissed, (p) => this.deps.store.saveSweepCheckpoint(p));
    return emitted;
  }

  /** Queues each event for the enabled endpoints subscribed to its type (and that existed when it happened). */
  private async emit(events: PendingEvent[], whitelistOwner?: string): Promise<void> {
    const planned = await this.plan(events, (type) => this.deps.store.subscribers(type, whitelistOwner));
    await this.write(planned, events);
  }

  /**
   * Which endpoints (of `holderId` only, when given) get which of the events, added to `into`: one group for the
   * endpoints older than every event, one for each other endpoint.
   */
  private async plan(
    events: PendingEvent[],
    subscribers: (type: WebhookEventType) => Promise<WebhookEndpoint[]>,
    holderId?: string,
    into: Planned = { groups: [], kicked: new Set() },
  ): Promise<Planned> {
    const byType = new Map<WebhookEventType, PendingEvent[]>();
    for (const e of events) {
      const ofType = byType.get(e.type);
      if (ofType) ofType.push(e);
      else byType.set(e.type, [e]);
    }
    for (const [type, ofType] of byType) {
      const whole: string[] = [];
      for (const endpoint of await subscribers(type)) {
        if (holderId !== undefined && endpoint.holderId !== holderId) continue;
        const due = ofType.filter((e) => e.version >= endpoint.createdAt);
        if (due.length === 0) continue;
        if (due.length === ofType.length) whole.push(endpoint.id);
        else into.groups.push({ endpointIds: [endpoint.id], events: due });
        into.kicked.add(endpoint.id);
      }
      if (whole.length > 0) into.groups.push({ endpointIds: whole, events: ofType });
    }
    return into;
  }

  /** The planned events and those `emitted` (recorded for the sweep) in one write, then the endpoints' queues run. */
  private async write({ groups, kicked }: Planned, emitted: PendingEvent[]): Promise<void> {
    if (groups.length === 0 && emitted.length === 0) return;
    await this.deps.store.enqueue(groups, emitted); // one write (one transaction on SQLite)
    if (kicked.size > 0) await this.deps.queue.kick([...kicked]);
  }
}
