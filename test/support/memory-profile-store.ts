import type { StoredProfile } from '../../src/domain/profile/raw-profile.schema';
import type { DistributableProfile, KeptPreparation, ProfileStore } from '../../src/ports/profile-store';
import { canonicalise } from '../../src/services/profile-import.service';
import { rawProfile } from './profiles';

/**
 * An in-memory ProfileStore for the service tier's tests: the reads the services make (the sync listings, lookups,
 * versions), over profiles the test puts in as stored records, and a write in flight to hold `visibleUpTo` back.
 * The real stores are held to the port by test/contract/profile-store.contract.ts.
 */
export class MemoryProfileStore {
  readonly records = new Map<string, StoredProfile>();
  /** The start of a write still in flight (visibleUpTo stops 1 ms before it). */
  inFlightSince: number | null = null;
  /** Distributions kept with the records' versions, by internal id. */
  readonly prepared = new Map<string, KeptPreparation>();
  /** How often each read ran (the service tier checks what it spares the store). */
  readonly reads = { listByIds: 0, versionsByIds: 0 };
  /** How often a sync listing counted its total. */
  totalsCounted = 0;

  put(
    id: string,
    modifiedAt: number,
    options: { removed?: boolean; label?: string; summary?: string } = {},
  ): StoredProfile {
    const { profile, contentHash } = canonicalise(
      rawProfile(id, {
        basics: {
          label: options.label ?? 'Développeuse Full-Stack',
          summary: options.summary ?? 'Dix ans de TypeScript.',
        },
      }),
    );
    const record: StoredProfile = {
      internalId: id,
      profile,
      contentHash,
      removalReason: options.removed ? 'deleted' : null,
      removedAt: options.removed ? modifiedAt : null,
      createdAt: modifiedAt,
      modifiedAt,
    };
    this.records.set(id, record);
    return record;
  }

  /**
   * A record as the distribution reads it: its kept distribution under `key`, else its document (none when removed).
   */
  private distributable(p: StoredProfile, key: string): DistributableProfile {
    const kept = this.prepared.get(p.internalId);
    const prepared = kept?.key === key ? kept.body : null;
    const { profile, ...row } = p;
    return { ...row, prepared, profile: prepared === null && !p.removalReason ? profile : null };
  }

  private ordered(): StoredProfile[] {
    return [...this.records.values()].sort(
      (a, b) => a.modifiedAt - b.modifiedAt || a.internalId.localeCompare(b.internalId),
    );
  }

  store(): ProfileStore {
    const unused = (name: string) => () => {
      throw new Error(`${name}: not in this in-memory store`);
    };
    return {
      upsertMany: unused('upsertMany'),
      remove: unused('remove'),
      restore: unused('restore'),
      changesAfter: unused('changesAfter'),
      versionsAfter: unused('versionsAfter'),
      count: unused('count'),
      scanDistributed: unused('scanDistributed'),
      listProfiles: unused('listProfiles'),
      countProfiles: unused('countProfiles'),
      visibleUpTo: async (now) => (this.inFlightSince === null ? now : Math.min(now, this.inFlightSince - 1)),
      get: async (id) => this.records.get(id) ?? null,
      keepPrepared: unused('keepPrepared'),
      countPrepared: unused('countPrepared'),
      scanUnprepared: unused('scanUnprepared'),
      listModified: async (q) => {
        const all = this.ordered().filter(
          (p) => p.modifiedAt > q.modifiedAfter && (q.includeRemoved || !p.removalReason),
        );
        const after = q.after;
        const from = after
          ? all.filter(
              (p) =>
                p.modifiedAt > after.modifiedAt ||
                (p.modifiedAt === after.modifiedAt && p.internalId > after.internalId),
            )
          : all.slice(q.offset);
        if (q.countTotal) this.totalsCounted++;
        return {
          items: from.slice(0, q.limit).map((p) => this.distributable(p, q.preparedKey)),
          total: q.countTotal ? all.length : null,
        };
      },
      distributableByIds: async (ids, offset, limit, key) => {
        const found = this.ordered().filter((p) => ids.includes(p.internalId));
        return {
          items: found.slice(offset, offset + limit).map((p) => this.distributable(p, key)),
          total: found.length,
        };
      },
      listByIds: async (ids, offset, limit) => {
        this.reads.listByIds++;
        const found = this.ordered().filter((p) => ids.includes(p.internalId));
        return { items: found.slice(offset, offset + limit), total: found.length };
      },
      versionsByIds: async (ids) => {
        this.reads.versionsByIds++;
        return ids.flatMap((id) => {
          const p = this.records.get(id);
          return p
            ? [
                {
                  internalId: id,
                  contentHash: p.contentHash,
                  modifiedAt: p.modifiedAt,
                  removed: p.removalReason !== null,
                },
              ]
            : [];
        });
      },
      listRemoved: async (q) => {
        const removed = [...this.records.values()]
          .filter((p) => p.removalReason)
          .sort((a, b) => a.removedAt! - b.removedAt! || a.internalId.localeCompare(b.internalId));
        return { items: removed.slice(q.offset, q.offset + q.limit), total: removed.length };
      },
    };
  }
}
