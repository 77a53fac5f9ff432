import type { ProfileDistributor } from '../domain/profile/distribution';
import { distributionOf } from '../domain/profile/import-line';
import type { KeptPreparation, PrepareDistribution, ProfileStore } from '../ports/profile-store';

export interface PreparationProgress {
  /** Profiles that keep a distribution prepared under the current key. */
  prepared: number;
  total: number;
}

const BATCH = 500;

/**
 * Profiles' distributions, prepared once per stored version (ProfileDistributor.prepare) and kept beside it by the
 * store: the import prepares what it writes (`prepare`); `prepareAll` prepares what was stored without one, by an
 * earlier version of the service or under another preparation key (another ID_SECRET, EMAIL_HASH_SALT,
 * FREELANCER_PROXY_DOMAIN or TRACKING_BASE_URL, or new rules): the upgrade's pass, which the server runs at start
 * and `fpd profiles prepare` runs at once. Until a profile's distribution is kept, the sync prepares it per request,
 * as it did before: the pass changes no byte of a response, only what a page costs.
 */
export class PreparedProfileService {
  constructor(
    private readonly profiles: ProfileStore,
    private readonly distributor: ProfileDistributor,
  ) {}

  /** The distribution of a profile about to be stored, under the current key (for ProfileStore.upsertMany). */
  readonly prepare: PrepareDistribution = (profile): KeptPreparation => distributionOf(this.distributor)(profile);

  status(): Promise<PreparationProgress> {
    return this.profiles.countPrepared(this.distributor.preparationKey);
  }

  /**
   * Prepares and keeps the distribution of every profile that keeps none under the current key, in batches of 500,
   * telling `onProgress` after each; stops between batches once `signal` is aborted. Profiles written meanwhile bring
   * their own (a batch never replaces the distribution of a version it was not made from). Returns how many it kept.
   */
  async prepareAll(
    options: { onProgress?: (p: PreparationProgress) => void; signal?: AbortSignal } = {},
  ): Promise<{ kept: number } & PreparationProgress> {
    const key = this.distributor.preparationKey;
    const start = await this.profiles.countPrepared(key);
    let kept = 0;
    if (start.prepared < start.total) {
      options.onProgress?.(start);
      for await (const batch of this.profiles.scanUnprepared(key, BATCH)) {
        kept += await this.profiles.keepPrepared(
          batch.map((p) => ({
            internalId: p.internalId,
            contentHash: p.contentHash,
            prepared: this.prepare(p.profile),
          })),
        );
        options.onProgress?.({ prepared: Math.min(start.prepared + kept, start.total), total: start.total });
        if (options.signal?.aborted) break;
      }
    }
    return { kept, ...(await this.profiles.countPrepared(key)) };
  }
}
