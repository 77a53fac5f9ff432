import type { DistributableRow } from '../domain/profile/distribution';
import type { RawProfile, RemovalReason, StoredProfile } from '../domain/profile/raw-profile.schema';
import type { SearchDocumentText } from '../domain/search/search-document';

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
  /** The key of the prepared distributions to return (ProfileDistributor.preparationKey). */
  preparedKey: string;
  /** Whether to count every profile the query selects (`total`); null otherwise. */
  countTotal: boolean;
}

/**
 * A profile's distribution as prepared for one version (ProfileDistributor.prepare), kept by the store beside that
 * version: a write replaces it with the profile, and only a profile's own version may hold it.
 */
export interface KeptPreparation {
  /** The preparation key it was made under: one kept under another key is stale. */
  key: string;
  body: string;
}

/**
 * A profile to store, and the hash of its canonical JSON (`canonicalise`); with what an import's threads made for it
 * beforehand (prepareImportLine), which the store uses instead of making it again.
 */
export interface ProfileWrite {
  profile: RawProfile;
  contentHash: string;
  /** What `prepare` returns for the profile (the store keeps it only when given `prepare`). */
  distribution?: KeptPreparation;
  /** searchDocumentText of the profile, for a store that indexes search documents in its writes. */
  searchText?: SearchDocumentText;
}

/**
 * Prepares the distribution of a profile about to be stored (ProfileDistributor.prepare under its key). Without it,
 * no distribution is kept for the versions written: reads prepare them until the upgrade's pass
 * (PreparedProfileService) keeps one.
 */
export type PrepareDistribution = (profile: RawProfile) => KeptPreparation;

/**
 * A profile as the distribution reads it: its row, and the distribution kept for its version when it was prepared
 * under the asked key (the document is then not read: `profile` is null), else the profile (null for a removed one,
 * which is sent as a tombstone).
 */
export interface DistributableProfile extends DistributableRow {
  contentHash: string;
}

/** Which profiles an operator lists or exports (`fpd profiles list`, `export`): by status and modification time. */
export interface ProfileFilter {
  status: 'all' | 'distributed' | 'removed';
  /** Epoch ms, inclusive. */
  modifiedSince?: number;
  /** Epoch ms, exclusive. */
  modifiedBefore?: number;
}

/**
 * A page of a filtered listing: after a keyset position when `after` is set (then `offset` is ignored), else from
 * `offset`.
 */
export interface ListPage {
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
  /**
   * Inserts or replaces by `meta.id` (the internal id), each written version with its distribution (`prepare`, called
   * for the profiles written only); a document equal to the stored one is left untouched (its kept distribution too).
   */
  upsertMany(profiles: ProfileWrite[], clock: StampClock, prepare?: PrepareDistribution): Promise<UpsertOutcome[]>;
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
  /** Sync listing, ordered by (modifiedAt, internalId); `total` is null unless `countTotal`. */
  listModified(query: ModifiedQuery): Promise<{ items: DistributableProfile[]; total: number | null }>;
  /**
   * POST /freelances and the reveal: the given profiles as listModified reads them (unknown ids left out), in its
   * order.
   */
  distributableByIds(
    internalIds: string[],
    offset: number,
    limit: number,
    preparedKey: string,
  ): Promise<PageOf<DistributableProfile>>;
  /**
   * Keeps distributions prepared for stored versions: each only while the profile still holds the version it was made
   * from (`contentHash`), so a write made meanwhile keeps its own. Returns how many were kept.
   */
  keepPrepared(items: { internalId: string; contentHash: string; prepared: KeptPreparation }[]): Promise<number>;
  /** How many profiles (removed ones included) keep a distribution prepared under `key`, of how many. */
  countPrepared(key: string): Promise<{ prepared: number; total: number }>;
  /**
   * Every profile (removed ones included) that keeps no distribution prepared under `key`, in batches of at most
   * `batchSize`, in no particular order: the upgrade's work (one pass; profiles written meanwhile bring their own).
   */
  scanUnprepared(key: string, batchSize: number): AsyncIterable<StoredProfile[]>;
  /** The given profiles (unknown ids are left out), removed ones included, ordered by (modifiedAt, internalId). */
  listByIds(internalIds: string[], offset: number, limit: number): Promise<PageOf<StoredProfile>>;
  /**
   * At most `limit` profiles modified after the keyset position (from the start when null), removed ones included,
   * ordered by (modifiedAt, internalId), with no total: the indexer's sweep and catch-up, for which counting would
   * be a second read of every page.
   */
  changesAfter(after: SyncPosition | null, limit: number): Promise<StoredProfile[]>;
  /**
   * The versions of changesAfter's page (the same profiles, order and positions), the documents not read: a follower
   * that needs only which profile changed, when and whether it was removed (the webhook emitter's sweep, which after a
   * bulk load would otherwise parse every document loaded).
   */
  versionsAfter(after: SyncPosition | null, limit: number): Promise<ProfileVersion[]>;
  /** The current version of each given profile (unknown ids are left out), in no order; the documents are not read. */
  versionsByIds(internalIds: string[]): Promise<ProfileVersion[]>;
  /** Removed profiles, ordered by (removedAt, internalId). */
  listRemoved(query: RemovedQuery): Promise<PageOf<StoredProfile>>;
  /** The profiles the filter selects, ordered by (modifiedAt, internalId), one page. */
  listProfiles(filter: ProfileFilter, page: ListPage): Promise<StoredProfile[]>;
  /** How many profiles the filter selects. */
  countProfiles(filter: ProfileFilter): Promise<number>;
  /** Every stored profile, or only the distributed ones (not removed): what a full reindex indexes. */
  count(which?: 'all' | 'distributed'): Promise<number>;
  /**
   * Every distributed profile (removed ones left out), in batches of at most `batchSize`, in no particular order:
   * the full reindex's streaming read (one cursor, bounded memory, no per-page sort or count).
   */
  scanDistributed(batchSize: number): AsyncIterable<StoredProfile[]>;
}
