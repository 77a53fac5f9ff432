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

/**
 * The source of truth for profiles. Implemented by the SQLite adapter (embedded default) and the MongoDB adapter;
 * test/contract/profile-store.contract.ts holds both to the same behaviour.
 *
 * `now` (epoch ms, the service clock) is passed by the caller and becomes `modifiedAt` of every record the call
 * changes. A call that changes nothing leaves modifiedAt as it was.
 */
export interface ProfileStore {
  /** Inserts or replaces by `meta.id` (the internal id); a document equal to the stored one is left untouched. */
  upsertMany(profiles: { profile: RawProfile; contentHash: string }[], now: number): Promise<UpsertOutcome[]>;
  remove(internalId: string, reason: RemovalReason, now: number): Promise<RemoveOutcome>;
  restore(internalId: string, now: number): Promise<RestoreOutcome>;
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
