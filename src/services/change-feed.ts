import type { StoredProfile } from '../domain/profile/raw-profile.schema';
import type { ProfileStore, ProfileVersion, SyncPosition } from '../ports/profile-store';

/** Profiles read from the change feed at once (one page of the store's modification order). */
export const CHANGE_FEED_PAGE = 500;

/**
 * The profile store's change feed as its followers read it (the search indexer's sweep and reindex catch-up, the
 * webhook emitter's sweep, the saved-search matcher): profiles in modification order after a position, up to a bound, a
 * page at a time, with one checkpoint discipline: a page is handled, then the position past it is saved, so a follower
 * that dies mid-page reads that page again (handling must be idempotent) and never skips a change.
 */
export class ChangeFeed {
  constructor(
    private readonly profiles: ProfileStore,
    private readonly clock: () => number,
    /** How far behind the present a follower stays: a write stamped at T may become visible a little after T. */
    private readonly safetyLagMs: number,
  ) {}

  /**
   * The bound a follower may read up to now: at least the safety lag ago, and before every write still in flight
   * (`ProfileStore.visibleUpTo`), so that no change below it can appear later.
   */
  async visibleBound(): Promise<number> {
    const now = this.clock(); // read before the writes in flight
    return Math.min(now - this.safetyLagMs, await this.profiles.visibleUpTo(now));
  }

  /**
   * Every profile modified after `from` (null: the beginning) and at or before `upTo`, to `handle` page by page; after
   * each page, `save` gets the position past it. A follower that must wait (the saved-search matcher, for the engine
   * to show a change) handles a prefix of a page and returns its length: the position past that prefix is saved and
   * the read stops there. Returns how many profiles were handled.
   */
  read(
    from: SyncPosition | null,
    upTo: number,
    handle: (page: StoredProfile[]) => Promise<number | void>,
    save?: (p: SyncPosition) => Promise<void>,
  ): Promise<number> {
    return this.pages((after, limit) => this.profiles.changesAfter(after, limit), from, upTo, handle, save);
  }

  /** As `read`, with each profile's version alone (the documents not read): for a follower that needs no more. */
  readVersions(
    from: SyncPosition | null,
    upTo: number,
    handle: (page: ProfileVersion[]) => Promise<number | void>,
    save?: (p: SyncPosition) => Promise<void>,
  ): Promise<number> {
    return this.pages((after, limit) => this.profiles.versionsAfter(after, limit), from, upTo, handle, save);
  }

  private async pages<T extends SyncPosition>(
    fetch: (after: SyncPosition | null, limit: number) => Promise<T[]>,
    from: SyncPosition | null,
    upTo: number,
    handle: (page: T[]) => Promise<number | void>,
    save?: (p: SyncPosition) => Promise<void>,
  ): Promise<number> {
    let after = from;
    let read = 0;
    for (;;) {
      const page = await fetch(after, CHANGE_FEED_PAGE);
      const due = page.filter((p) => p.modifiedAt <= upTo);
      if (due.length === 0) break;
      const handled = Math.min(due.length, (await handle(due)) ?? due.length);
      if (handled > 0) {
        const last = due[handled - 1]!;
        after = { modifiedAt: last.modifiedAt, internalId: last.internalId };
        await save?.(after);
        read += handled;
      }
      if (handled < due.length || due.length < CHANGE_FEED_PAGE) break;
    }
    return read;
  }
}
