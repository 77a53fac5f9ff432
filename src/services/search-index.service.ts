import { notConfigured } from '../domain/errors';
import { NO_CLUSTER, noIndexerJobs } from './indexer-availability';
import type { AreaResolver } from '../domain/mobility/mobility-dataset';
import type { StoredProfile } from '../domain/profile/raw-profile.schema';
import { toSearchDocument, type SearchDocument } from '../domain/search/search-document';
import {
  describeRefused,
  type IndexerJobs,
  type IndexerState,
  type IndexerTasks,
  type RefusedDocument,
  type ReindexProgress,
  type SearchIndex,
} from '../ports/indexer';
import type { Log } from '../ports/log';
import type { ProfileChangeNotifier } from '../ports/profile-changes';
import type { ProfileStore, SyncPosition } from '../ports/profile-store';
import { ChangeFeed } from './change-feed';
import type { Clock } from './clock';

/** Every distributed profile as search documents, streamed from the store in batches (bounded memory). */
export async function* searchDocuments(
  profiles: ProfileStore,
  batchSize = 1000,
  areas?: AreaResolver,
): AsyncGenerator<SearchDocument[]> {
  for await (const batch of profiles.scanDistributed(batchSize))
    yield batch.map((p) => toSearchDocument(p, areas)).filter((d): d is SearchDocument => d !== null);
}

const BY_ID_PARALLEL = 16;

/** The indexer's state in this process only (a cluster without Redis: one process, nothing to share). */
export function memoryIndexerState(): IndexerState {
  let checkpoint: SyncPosition | null = null;
  let building: string | null = null;
  return {
    checkpoint: async () => checkpoint,
    saveCheckpoint: async (p) => void (checkpoint = p),
    buildingIndex: async () => building,
    setBuildingIndex: async (i) => void (building = i),
  };
}

/**
 * The indexer: carries the store's state of profiles to the search cluster, the one home of its orchestration (the
 * cluster only offers primitives: ports/indexer.ts SearchIndex). Every write is versioned by the profile's
 * modification time, so writing a state twice is harmless and an older state never overwrites a newer one, whatever
 * order jobs, sweeps and reindexes run in. Run by the BullMQ worker (src/adapters/queue/indexer-worker.ts, `npm run
 * indexer`) and, with a cluster but no Redis, in-process by the API and the CLI (inProcessIndexing).
 */
export class SearchIndexer implements IndexerTasks {
  private ensured: Promise<void> | null = null;
  private readonly feed: ChangeFeed;

  constructor(
    private readonly profiles: ProfileStore,
    readonly index: SearchIndex,
    private readonly clock: Clock,
    /** How far behind the present the sweep stays: a write stamped at T may become visible a little after T. */
    private readonly safetyLagMs: number,
    private readonly state: IndexerState = memoryIndexerState(),
    /** The mobility dataset, through which work areas resolve to their regions. */
    private readonly areas?: AreaResolver,
  ) {
    this.feed = new ChangeFeed(profiles, clock, safetyLagMs);
  }

  ensureReady(): Promise<void> {
    return this.index.ensureAlias();
  }

  newIndexName(): string {
    return this.index.newIndexName();
  }

  /** Indexes (or deletes) the given profiles as the store holds them now. Returns the documents refused. */
  async indexIds(internalIds: string[]): Promise<RefusedDocument[]> {
    // Lookups by _id, a few at a time: the cheapest read on every backend (FerretDB plans an $in list as a scan).
    const unique = [...new Set(internalIds)];
    const items: StoredProfile[] = [];
    for (let i = 0; i < unique.length; i += BY_ID_PARALLEL) {
      for (const p of await Promise.all(unique.slice(i, i + BY_ID_PARALLEL).map((id) => this.profiles.get(id))))
        if (p) items.push(p);
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
    return this.catchUp(await this.state.checkpoint(), await this.feed.visibleBound(), undefined, (p) =>
      this.state.saveCheckpoint(p),
    );
  }

  /**
   * Full reindex without downtime: a new index filled from a streaming read of the store (the next batch is read
   * while the engine writes this one; no periodic refresh until it is full), live changes written to it too while it
   * fills (it is the "building" index), then a catch-up over everything modified since the reindex began (minus the
   * safety lag), then the alias swapped to it in one step and the old index deleted. Searches never see a half-built
   * index; a reindex that fails deletes what it built.
   */
  async reindex(
    onProgress?: (p: ReindexProgress) => void,
    index = this.index.newIndexName(),
  ): Promise<{ index: string; indexed: number; caughtUp: number }> {
    // A reindex whose worker died left its half-built index behind (one reindex runs at a time): delete it.
    const stale = await this.state.buildingIndex();
    if (stale) {
      await this.state.setBuildingIndex(null);
      await this.index.deleteIndex(stale);
    }
    const started = this.clock();
    const total = await this.profiles.count('distributed'); // the progress bar's end
    let indexed = 0;
    let caughtUp = 0;
    await this.index.createIndex(index, { filling: true });
    try {
      const batches = searchDocuments(this.profiles, 1000, this.areas)[Symbol.asyncIterator]();
      try {
        await this.state.setBuildingIndex(index);
        let next = batches.next();
        for (let batch = await next; !batch.done; batch = await next) {
          next = batches.next();
          next.catch(() => undefined); // a failed read is thrown by the loop's next await; never left unhandled
          const refused = await this.index.write({ upsert: batch.value, remove: [] }, index);
          if (refused.length > 0)
            throw new Error(
              `the engine refused ${refused.length} documents, e.g. ${refused[0]!.id}: ${refused[0]!.reason}`,
            );
          indexed += batch.value.length;
          onProgress?.({ phase: 'filling', indexed, total });
        }
        onProgress?.({ phase: 'catching-up', indexed: total, total });
        // What changed since the fill began; a state the fill already wrote is not written again.
        const result = await this.catchUp(
          { modifiedAt: started - this.safetyLagMs, internalId: '' },
          Number.MAX_SAFE_INTEGER,
          [index],
          undefined,
          true,
        );
        if (result.refused.length > 0)
          throw new Error(
            `the engine refused ${result.refused.length} documents, e.g. ${describeRefused(result.refused[0]!)}`,
          );
        caughtUp = result.indexed;
        await this.index.finishFilling(index);
      } catch (err) {
        await batches.return?.(undefined); // closes the store's cursor
        await this.index.deleteIndex(index);
        throw err;
      }
      await this.index.swapAlias(index);
      onProgress?.({ phase: 'done', indexed, total });
      return { index, indexed, caughtUp };
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
    if ((await this.index.servingIndices()).includes(target)) return null;
    await this.index.deleteIndex(target);
    return target;
  }

  private async catchUp(
    from: SyncPosition | null,
    upTo: number,
    indices: string[] | undefined,
    save?: (p: SyncPosition) => Promise<void>,
    newerOnly = false,
  ) {
    const refused: RefusedDocument[] = [];
    const indexed = await this.feed.read(
      from,
      upTo,
      async (page) => void refused.push(...(await this.write(page, indices, newerOnly))),
      save,
    );
    return { indexed, refused };
  }

  /** Writes the profiles' states to the alias and, while a reindex runs, to the index it fills. */
  private async write(items: StoredProfile[], indices?: string[], newerOnly = false): Promise<RefusedDocument[]> {
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
      this.ensured ??= this.index.ensureAlias().catch((err: unknown) => {
        this.ensured = null;
        throw err;
      });
      await this.ensured;
      const building = await this.state.buildingIndex();
      targets = building ? [this.index.alias, building] : [this.index.alias];
    }
    const refused = new Map<string, RefusedDocument>();
    for (const index of targets) {
      for (const r of await this.index.write({ upsert, remove }, index, { newerOnly })) {
        refused.set(r.id, { ...r, permanent: r.status !== 429 && r.status < 500 });
      }
    }
    return [...refused.values()];
  }
}

/**
 * A search cluster without Redis: the writing process indexes the changed profiles itself, right after the write.
 * A failure is logged and the write stands; nothing sweeps in this mode, so after a crash or a refused document
 * `fpd search-index rebuild` brings the cluster back in step (docs/indexer.md).
 */
export function inProcessIndexing(indexer: SearchIndexer, log: Log): ProfileChangeNotifier {
  return {
    async profilesChanged(internalIds) {
      try {
        for (const r of await indexer.indexIds(internalIds))
          log.error(`search cluster refused profile ${describeRefused(r)}`);
      } catch (err) {
        log.error(
          `could not index ${internalIds.length} profile(s), e.g. ${internalIds[0]}: ${(err as Error).message}`,
        );
      }
    },
  };
}

/**
 * The indexer as operators drive it (the admin routes, the CLI, metrics): reindex jobs and their queues, or a reindex
 * run in this process. On a deployment without a cluster, or without Redis for jobs, each says what to configure as a
 * not-found error: there is no reindex to start or follow there, now or later (so not a 503, "try later").
 */
export class SearchIndexAdmin {
  constructor(
    private readonly jobs: IndexerJobs | null,
    private readonly indexer: SearchIndexer | null,
  ) {}

  /**
   * At start, with a search cluster: its index and alias, created when missing. A cluster that refuses to create it
   * (a setting it does not accept, a shard limit) is said at once, with its reason, rather than by every search.
   */
  async prepare(): Promise<void> {
    await this.indexer?.ensureReady();
  }

  /** Whether reindex jobs and queues exist here (REDIS_URL and a cluster). */
  get hasJobs(): boolean {
    return this.jobs !== null;
  }

  private require(): IndexerJobs {
    if (!this.jobs) throw noIndexerJobs(this.indexer !== null);
    return this.jobs;
  }

  startReindex(): Promise<string> {
    return this.require().startReindex();
  }

  reindexStatus(jobId: string) {
    return this.require().reindexStatus(jobId);
  }

  counts() {
    return this.require().counts();
  }

  failed() {
    return this.require().failed();
  }

  retryFailed(jobIds?: string[]) {
    return this.require().retryFailed(jobIds);
  }

  /** `fpd search-index rebuild`: the reindex run in this process (no queue needed). */
  rebuildHere(onProgress?: (p: ReindexProgress) => void) {
    if (!this.indexer) throw notConfigured(NO_CLUSTER);
    return this.indexer.reindex(onProgress);
  }
}
