import type { ApiKeyRecord } from '../domain/keys/api-key';

/**
 * API keys, stored by id with only a hash of their secret, each with its holder (the lineage its rotations make).
 * Implemented by the SQLite and MongoDB adapters, held to one contract (test/contract/key-store.contract.ts).
 */
export interface KeyStore {
  insert(record: ApiKeyRecord): Promise<void>;
  findById(id: string): Promise<ApiKeyRecord | null>;
  /** All keys, oldest first; with `integratorSlug`, only that integrator's sub-clients; with `holderId`, one holder's. */
  list(filter?: { integratorSlug?: string; holderId?: string }): Promise<ApiKeyRecord[]>;
  /**
   * Claims the key's one rotation, atomically: names `successorId` as the key that replaces it and sets when it stops
   * working (`expiresAt`), only if it is not revoked, has no successor yet and does not expire. False otherwise: of
   * many callers at once, exactly one claims it.
   */
  claimRotation(id: string, successorId: string, expiresAt: number): Promise<boolean>;
  /** Undoes a claim whose successor could not be stored: the key has no successor again, and no end. */
  releaseRotation(id: string, successorId: string): Promise<void>;
  /** Revokes every key of the holder not yet revoked; the ids it revoked. */
  revokeHolder(holderId: string, now: number): Promise<string[]>;
  /**
   * Sets when an unrevoked key stops working, only if that is sooner than it was; false when there is no such key, it
   * is revoked, or it already ends sooner.
   */
  expire(id: string, at: number): Promise<boolean>;
  /** Deletes these keys' rows (the clean-up of keys stopped long ago); how many were deleted. */
  remove(ids: string[]): Promise<number>;
}
