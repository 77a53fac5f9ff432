import type { ApiKeyRecord } from '../domain/keys/api-key';

/** API keys, stored by id with only a hash of their secret. Implemented by the SQLite and MongoDB adapters. */
export interface KeyStore {
  insert(record: ApiKeyRecord): Promise<void>;
  findById(id: string): Promise<ApiKeyRecord | null>;
  /** All keys, oldest first; with `integratorSlug`, only that integrator's sub-clients. */
  list(filter?: { integratorSlug?: string }): Promise<ApiKeyRecord[]>;
  /** Marks the key revoked; false when there is no such key or it was already revoked. */
  revoke(id: string, now: number): Promise<boolean>;
  /**
   * Sets when an unrevoked key stops working, only if that is sooner than it was (a key rotated twice keeps its first
   * end); false when there is no such key, it is revoked, or it already ends sooner.
   */
  expire(id: string, at: number): Promise<boolean>;
}
