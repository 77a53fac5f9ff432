import { notFound } from '../domain/errors';
import type { ProfileDistributor } from '../domain/profile/distribution';
import type { RawProfile, RemovalReason, StoredProfile } from '../domain/profile/raw-profile.schema';
import type { CompanyStats, EventStore } from '../ports/event-store';
import type { ProfileChangeNotifier } from '../ports/profile-changes';
import type { ProfileFilter, ProfileStore, RemoveOutcome, RestoreOutcome, SyncPosition } from '../ports/profile-store';
import type { SearchEngine } from '../ports/search-engine';
import type { Clock } from './clock';

/** One line of `fpd profiles list`: what identifies a profile and its state, not its personal data. */
export interface ProfileSummary {
  internalId: string;
  /** The id clients and partners see (`meta.id` of the distribution). */
  metaId: string;
  status: 'distributed' | 'removed';
  removalReason: RemovalReason | null;
  createdAt: number;
  modifiedAt: number;
  /** The headline (`basics.label`), to tell profiles apart. */
  label: string;
}

/**
 * Where the search index stands for one profile: `current` (it holds this version), `stale` (an older one: the indexer
 * has not carried the last change yet), `missing` (distributed, not indexed), `absent` (removed, not indexed, as it
 * should be), `still indexed` (removed, still findable until the indexer carries the removal), `unknown` (the engine
 * did not answer: `error` says why).
 */
export interface IndexState {
  engine: string;
  state: 'current' | 'stale' | 'missing' | 'absent' | 'still indexed' | 'unknown';
  /** The modification time of the profile version the index holds; null when it holds none. */
  indexedVersion: number | null;
  error?: string;
}

export interface ProfileDetails extends ProfileSummary {
  removedAt: number | null;
  contentHash: string;
  index: IndexState;
  /** The stored profile, originals included, as `fpd import` takes it. */
  profile: RawProfile;
}

const EXPORT_PAGE = 500;

export interface ProfileAdminServiceDeps {
  profiles: ProfileStore;
  distributor: ProfileDistributor;
  clock: Clock;
  changes: ProfileChangeNotifier;
  events: EventStore;
  search?: SearchEngine;
}

/**
 * Operator actions on profiles: look them up (list, show, export in the import format, views per company), remove
 * (deleted, banned, excluded, made invisible) and restore; changes are notified.
 */
export class ProfileAdminService {
  constructor(private readonly deps: ProfileAdminServiceDeps) {}

  /** A freelancer's views and events per recruiter company (`fpd stats`). */
  async stats(id: string): Promise<{ internalId: string; stats: CompanyStats[] }> {
    const internalId = await this.resolve(id);
    return { internalId, stats: await this.deps.events.statsFor(internalId) };
  }

  /** Accepts the internal id as imported, or the distributed `meta.id`. */
  async resolve(id: string): Promise<string> {
    if (await this.deps.profiles.get(id)) return id;
    const internal = this.deps.distributor.internalId(id);
    if (internal && (await this.deps.profiles.get(internal))) return internal;
    throw notFound(`No profile with id ${id}`);
  }

  async remove(id: string, reason: RemovalReason): Promise<{ internalId: string; outcome: RemoveOutcome }> {
    const internalId = await this.resolve(id);
    const outcome = await this.deps.profiles.remove(internalId, reason, this.deps.clock);
    if (outcome === 'removed') await this.deps.changes.profilesChanged([internalId]);
    return { internalId, outcome };
  }

  async restore(id: string): Promise<{ internalId: string; outcome: RestoreOutcome }> {
    const internalId = await this.resolve(id);
    const outcome = await this.deps.profiles.restore(internalId, this.deps.clock);
    if (outcome === 'restored') await this.deps.changes.profilesChanged([internalId]);
    return { internalId, outcome };
  }

  /** One page (from 1) of the profiles the filter selects, oldest modification first, and how many there are. */
  async list(
    filter: ProfileFilter,
    page: number,
    limit: number,
  ): Promise<{ items: ProfileSummary[]; total: number; page: number; limit: number }> {
    const [items, total] = await Promise.all([
      this.deps.profiles.listProfiles(filter, { offset: (page - 1) * limit, limit }),
      this.deps.profiles.countProfiles(filter),
    ]);
    return { items: items.map((p) => this.summary(p)), total, page, limit };
  }

  /** The stored profile (internal id or meta.id) and where the search index stands for it. */
  async show(id: string): Promise<ProfileDetails> {
    const stored = (await this.deps.profiles.get(await this.resolve(id)))!;
    return {
      ...this.summary(stored),
      removedAt: stored.removedAt,
      contentHash: stored.contentHash,
      index: await this.indexState(stored),
      profile: stored.profile,
    };
  }

  /**
   * The profiles the filter selects, as `fpd import` takes them (one stored document each, originals included), in
   * pages read one after the other (bounded memory). Importing them again changes nothing: each is stored as is.
   */
  async *exportProfiles(filter: ProfileFilter): AsyncGenerator<RawProfile> {
    let after: SyncPosition | undefined;
    for (;;) {
      const page = await this.deps.profiles.listProfiles(filter, { after, offset: 0, limit: EXPORT_PAGE });
      for (const p of page) yield p.profile;
      if (page.length < EXPORT_PAGE) return;
      const last = page.at(-1)!;
      after = { modifiedAt: last.modifiedAt, internalId: last.internalId };
    }
  }

  private summary(p: StoredProfile): ProfileSummary {
    return {
      internalId: p.internalId,
      metaId: this.deps.distributor.publicId(p.internalId),
      status: p.removalReason ? 'removed' : 'distributed',
      removalReason: p.removalReason,
      createdAt: p.createdAt,
      modifiedAt: p.modifiedAt,
      label: p.profile.basics.label,
    };
  }

  private async indexState(p: StoredProfile): Promise<IndexState> {
    const engine = this.deps.search?.name ?? 'none';
    if (!this.deps.search) return { engine, state: 'unknown', indexedVersion: null, error: 'no search engine' };
    let indexedVersion: number | null;
    try {
      indexedVersion = await this.deps.search.documentVersion(p.internalId);
    } catch (err) {
      return {
        engine,
        state: 'unknown',
        indexedVersion: null,
        error: err instanceof Error ? err.message : String(err),
      };
    }
    const removed = p.removalReason !== null;
    const state =
      indexedVersion === null
        ? removed
          ? 'absent'
          : 'missing'
        : removed
          ? 'still indexed'
          : indexedVersion >= p.modifiedAt
            ? 'current'
            : 'stale';
    return { engine, state, indexedVersion };
  }
}
