import type { ClusterSearchEngine } from '../adapters/search-cluster/cluster-search-engine';
import { notFound } from '../domain/errors';
import type { AreaResolver } from '../domain/mobility/mobility-dataset';
import type { StoredProfile } from '../domain/profile/raw-profile.schema';
import { toSearchDocument, type SearchDocument } from '../domain/search/search-document';
import { memoryIndexerState, type IndexerState } from '../ports/profile-changes';
import type { ProfileStore, SyncPosition } from '../ports/profile-store';
import type { Clock } from './clock';

/** Every distributed profile as search documents, streamed from the store in batches (bounded memory). */
export async function* searchDocuments(profiles: ProfileStore, batchSize = 1000, areas?: AreaResolver): AsyncGenerator<SearchDocument[]> {
  for await (const batch of profiles.scanDistributed(batchSize)) yield batch.map((p) => toSearchDocument(p, areas)).filter((d): d is SearchDocument => d !== null);
}

const BY_ID_PARALLEL = 16;

/** A document the engine did not take; `permanent` when trying again cannot help (anything but 429 and 5xx). */
export interface RefusedDocument {
  id: string;
  status: number;
  reason: string;
  permanent: boolean;
}

export interface ReindexProgress {
  phase: 'filling' | 'catching-up' | 'done';
  indexed: number;
  total: number;
}

const SWEEP_PAGE = 500;

/**
 * Carries the store's state of profiles to the search cluster. Every write is versioned by the profile's
 * modification time (external_gte), so writing a state twice is harmless and an older state never overwrites a
 * newer one, whatever order jobs, sweeps and reindexes run in. Used by the BullMQ worker (indexer/) and, with a
 * cluster but no Redis, in-process by the API and the CLI.
 */
export class SearchIndexer {
  private ensured: Promise<void> | null = null;

  constructor(
    private readonly profiles: ProfileStore,
    readonly cluster: ClusterSearchEngine,
    private readonly clock: Clock,
    /** How far behind the present the sweep stays: a write stamped at T may become visible a little after T. */
    private readonly safetyLagMs: number,
    private readonly state: IndexerState = memoryIndexerState(),
    /** The mobility dataset, through which work areas resolve to their regions. */
    private readonly areas?: AreaResolver,
  ) {}

  /** Indexes (or deletes) the given profiles as the store holds them now. Returns the documents refused. */
  async indexIds(internalIds: string[]): Promise<RefusedDocument[]> {
    // Lookups by _id, a few at a time: the cheapest read on every backend (FerretDB plans an $in list as a scan).
    const unique = [...new Set(internalIds)];
    const items: StoredProfile[] = [];
    for (let i = 0; i < unique.length; i += BY_ID_PARALLEL) {
      for (const p of await Promise.all(unique.slice(i, i + BY_ID_PARALLEL).map((id) => this.profiles.get(id)))) if (p) items.push(p);
    }
    return this.write(items);
  }

  /**
   * Indexes every profile modified after the checkpoint, at least the safety lag ago and before every write still
   * in flight (`ProfileStore.visibleUpTo`), then moves the checkpoint past them: whatever a dead process wrote
   * without enqueueing is found here, and the checkpoint never passes a change not yet visible. Refused documents
   * are returned (the caller retries them as jobs of their own) and do not hold the checkpoint back.
   */
  async sweep(): Promise<{ indexed: number; refused: RefusedDocument[] }> {
    const now = this.clock(); // read before the writes in flight
    const upTo = Math.min(now - this.safetyLagMs, await this.profiles.visibleUpTo(now));
    return this.catchUp(await this.state.checkpoint(), upTo, undefined, (p) => this.state.saveCheckpoint(p));
  }

  /**
   * Full reindex without downtime: a new index filled from a streaming read of the store, live changes written to
   * it too while it fills, then a catch-up over everything modified since the reindex began (minus the safety lag),
   * then the alias swap and the old index deleted.
   */
  async reindex(onProgress?: (p: ReindexProgress) => void, index = this.cluster.newIndexName()): Promise<{ index: string; indexed: number; caughtUp: number }> {
    // A reindex whose worker died left its half-built index behind (one reindex runs at a time): delete it.
    const stale = await this.state.buildingIndex();
    if (stale) {
      await this.state.setBuildingIndex(null);
      await this.cluster.deleteIndex(stale);
    }
    const started = this.clock();
    const total = await this.profiles.count('distributed'); // the progress bar's end
    let caughtUp = 0;
    try {
      const built = await this.cluster.rebuild(
        searchDocuments(this.profiles, 1000, this.areas),
        {
          onProgress: (indexed) => onProgress?.({ phase: 'filling', indexed, total }),
          created: (index) => this.state.setBuildingIndex(index),
          beforeSwap: async (index) => {
            onProgress?.({ phase: 'catching-up', indexed: total, total });
            const from = { modifiedAt: started - this.safetyLagMs, internalId: '' };
            const result = await this.catchUp(from, Number.MAX_SAFE_INTEGER, [index]);
            if (result.refused.length > 0) throw new Error(`the engine refused ${result.refused.length} documents, e.g. ${describeRefused(result.refused[0]!)}`);
            caughtUp = result.indexed;
          },
        },
        index,
      );
      onProgress?.({ phase: 'done', indexed: built.indexed, total });
      return { ...built, caughtUp };
    } finally {
      await this.state.setBuildingIndex(null);
    }
  }

  /**
   * After a reindex that ended without cleaning up (its worker died more often than BullMQ allows, or Redis lost its
   * job): deletes the index it was filling, unless the alias already points to it, and clears the "building" flag
   * when it names that index (else live jobs would keep writing to it). With no name, the flagged index is the one.
   * Returns the index deleted, if any.
   */
  async abandonReindex(index: string | null): Promise<string | null> {
    const building = await this.state.buildingIndex();
    const target = index ?? building;
    if (!target) return null;
    if (building === target) await this.state.setBuildingIndex(null);
    if ((await this.cluster.servingIndices()).includes(target)) return null;
    await this.cluster.deleteIndex(target);
    return target;
  }

  private async catchUp(from: SyncPosition | null, upTo: number, indices: string[] | undefined, save?: (p: SyncPosition) => Promise<void>) {
    let after = from;
    let indexed = 0;
    const refused: RefusedDocument[] = [];
    for (;;) {
      const page = await this.profiles.changesAfter(after, SWEEP_PAGE);
      const due = page.filter((p) => p.modifiedAt <= upTo);
      if (due.length === 0) break;
      refused.push(...(await this.write(due, indices)));
      const last = due.at(-1)!;
      after = { modifiedAt: last.modifiedAt, internalId: last.internalId };
      await save?.(after);
      indexed += due.length;
      if (due.length < SWEEP_PAGE) break;
    }
    return { indexed, refused };
  }

  /** Writes the profiles' states to the alias and, while a reindex runs, to the index it fills. */
  private async write(items: StoredProfile[], indices?: string[]): Promise<RefusedDocument[]> {
    if (items.length === 0) return [];
    const upsert: SearchDocument[] = [];
    const remove: { internalId: string; version: number }[] = [];
    for (const stored of items) {
      const doc = toSearchDocument(stored, this.areas);
      if (doc) upsert.push(doc);
      else remove.push({ internalId: stored.internalId, version: stored.modifiedAt });
    }
    let targets = indices;
    if (!targets) {
      this.ensured ??= this.cluster.ensureIndex().catch((err) => {
        this.ensured = null;
        throw err;
      });
      await this.ensured;
      const building = await this.state.buildingIndex();
      targets = building ? [this.cluster.index, building] : [this.cluster.index];
    }
    const refused = new Map<string, RefusedDocument>();
    for (const index of targets) {
      for (const r of await this.cluster.write({ upsert, remove }, index)) {
        refused.set(r.id, { ...r, permanent: r.status !== 429 && r.status < 500 });
      }
    }
    return [...refused.values()];
  }
}

export const describeRefused = (r: RefusedDocument) => `${r.id} (${r.status} ${r.reason})`;

/** `fpd search-index rebuild`: the reindex run in this process (no queue needed). */
export async function rebuildSearchIndex(indexer: SearchIndexer | null, onProgress?: (p: ReindexProgress) => void) {
  if (!indexer) throw notFound('No search cluster is configured: set OPENSEARCH_URL or ELASTICSEARCH_URL (the embedded engine needs no rebuild)');
  return indexer.reindex(onProgress);
}
