import type { RawProfile, RemovalReason, StoredProfile } from '../domain/profile/raw-profile.schema';

/** A position in the sync ordering (modifiedAt, internalId); listings resume strictly after it. */
export interface SyncPosition {
  modifiedAt: number;
  internalId: string;
}

export interface ModifiedQuery {
  /** Exclusive lower bound on modifiedAt, epoch ms. */
  modifiedAfter: number;
  includeRemoved: boolean;
  /** Keyset position (cursor paging); when set, `offset` is ignored. */
  after?: SyncPosition;
  offset: number;
  limit: number;
}

export interface RemovedQuery {
  offset: number;
  limit: number;
}

export interface PageOf<T> {
  items: T[];
  /** Every record matching the query's filter, regardless of the page. */
  total: number;
}

/** What identifies one version of a stored profile: anything derived from it stays valid while these are unchanged. */
export interface ProfileVersion {
  internalId: string;
  contentHash: string;
  modifiedAt: number;
  removed: boolean;
}

export type UpsertOutcome = 'created' | 'updated' | 'unchanged';
export type RemoveOutcome = 'removed' | 'unchanged' | 'not_found';
export type RestoreOutcome = 'restored' | 'unchanged' | 'not_found';

/** The service clock (epoch ms), from which a write takes its stamp. */
export type StampClock = () => number;

/**
 * The source of truth for profiles. Implemented by the SQLite adapter (embedded default) and the MongoDB adapter;
 * test/contract/profile-store.contract.ts holds both to the same behaviour.
 *
 * Changes become visible in the order of their stamps (docs/indexer.md, "Writes become visible late"): each write
 * first registers itself as in flight, in the store, where every process sees it; only then does it read its stamp
 * from `clock` (epoch ms, the service clock), which becomes `modifiedAt` of every record the call changes; once
 * its rows are written it is released. `visibleUpTo` never passes the stamp of a write still in flight. A call that
 * changes nothing leaves modifiedAt as it was.
 */
export interface ProfileStore {
  /** Inserts or replaces by `meta.id` (the internal id); a document equal to the stored one is left untouched. */
  upsertMany(profiles: { profile: RawProfile; contentHash: string }[], clock: StampClock): Promise<UpsertOutcome[]>;
  remove(internalId: string, reason: RemovalReason, clock: StampClock): Promise<RemoveOutcome>;
  restore(internalId: string, clock: StampClock): Promise<RestoreOutcome>;
  /**
   * The latest modification time up to which every change is visible to a read that starts after this call:
   * `now`, or 1 ms before the start of the oldest write still in flight (registered, not yet released, and
   * registered less than WRITE_LEASE_MS ago). `now` must be read from the clock before the call: a write this call
   * does not see stamps its changes after its registration, so after `now` (up to the clocks' disagreement
   * between processes, which the callers' safety lag covers).
   */
  visibleUpTo(now: number): Promise<number>;
  get(internalId: string): Promise<StoredProfile | null>;
  /** Sync listing, ordered by (modifiedAt, internalId). */
  listModified(query: ModifiedQuery): Promise<PageOf<StoredProfile>>;
  /** The given profiles (unknown ids are left out), removed ones included, ordered by (modifiedAt, internalId). */
  listByIds(internalIds: string[], offset: number, limit: number): Promise<PageOf<StoredProfile>>;
  /**
   * At most `limit` profiles modified after the keyset position (from the start when null), removed ones included,
   * ordered by (modifiedAt, internalId), with no total: the indexer's sweep and catch-up, for which counting would
   * be a second read of every page.
   */
  changesAfter(after: SyncPosition | null, limit: number): Promise<StoredProfile[]>;
  /** The current version of each given profile (unknown ids are left out), in no order; the documents are not read. */
  versionsByIds(internalIds: string[]): Promise<ProfileVersion[]>;
  /** Removed profiles, ordered by (removedAt, internalId). */
  listRemoved(query: RemovedQuery): Promise<PageOf<StoredProfile>>;
  /** Every stored profile, or only the distributed ones (not removed): what a full reindex indexes. */
  count(which?: 'all' | 'distributed'): Promise<number>;
  /**
   * Every distributed profile (removed ones left out), in batches of at most `batchSize`, in no particular order:
   * the full reindex's streaming read (one cursor, bounded memory, no per-page sort or count).
   */
  scanDistributed(batchSize: number): AsyncIterable<StoredProfile[]>;
}
