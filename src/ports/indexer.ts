import type { SearchDocument } from '../domain/search/search-document';
import type { SyncPosition } from './profile-store';

/**
 * The ports of the search indexer (src/services/search-index.service.ts orchestrates; docs/indexer.md
 * tells the whole story): the cluster's primitives, what the indexer keeps between runs, and its jobs.
 */

/**
 * The layout of the cluster's profile index, applied when an index is created or rebuilt. Replicas: a number, or a
 * range `MIN-MAX` that follows the number of nodes (the engine's auto_expand_replicas): `0-1` keeps one replica of
 * every shard from two nodes up and none on a single node, where a replica could never be placed.
 */
export interface SearchIndexSettings {
  shards: number;
  replicas: string;
  refreshInterval: string;
}
export const DEFAULT_SEARCH_INDEX_SETTINGS: SearchIndexSettings = { shards: 1, replicas: '0-1', refreshInterval: '1s' };

/** A document or removal the engine did not take. */
export interface IndexRefusal {
  id: string;
  status: number;
  reason: string;
}

/**
 * The search cluster's primitives (src/adapters/search-cluster/cluster-search-index.ts): an alias that searches read
 * (SEARCH_INDEX) and the concrete indices behind it. No orchestration here: the indexer decides what to fill, when
 * to catch up and when to swap.
 */
export interface SearchIndex {
  readonly alias: string;
  /**
   * Makes sure the alias exists before live writes go to it (a write to a missing index would create one with guessed
   * mappings).
   */
  ensureAlias(): Promise<void>;
  /** A name for a new concrete index behind the alias. */
  newIndexName(): string;
  /**
   * A concrete index with the profile mappings; `filling`: no periodic refresh until `finishFilling` (nobody searches
   * it yet).
   */
  createIndex(index: string, options?: { filling?: boolean }): Promise<void>;
  /** The engine's own refresh again, and a refresh now: the index is ready to be searched. */
  finishFilling(index: string): Promise<void>;
  deleteIndex(index: string): Promise<void>;
  /**
   * Writes documents and removals, versioned by the profile's modification time: writing a state twice is harmless and
   * an older state never overwrites a newer one. To the alias unless `index` is given. `newerOnly`: a state the index
   * already holds is not written again (a reindex's catch-up: rewriting it would leave a deleted copy, which counts in
   * the engine's statistics until segments merge). Returns what the engine refused.
   */
  write(
    changes: { upsert: SearchDocument[]; remove: { internalId: string; version: number }[] },
    index?: string,
    options?: { newerOnly?: boolean },
  ): Promise<IndexRefusal[]>;
  /** The concrete indices the alias points to (the ones searches read). */
  servingIndices(): Promise<string[]>;
  /**
   * In one step the alias points to `index` only; the indices it pointed to before (and an index named like the alias)
   * are deleted.
   */
  swapAlias(index: string): Promise<void>;
}

/** A document the engine did not take; `permanent` when trying again cannot help (anything but 429 and 5xx). */
export interface RefusedDocument extends IndexRefusal {
  permanent: boolean;
}

export const describeRefused = (r: IndexRefusal) => `${r.id} (${r.status} ${r.reason})`;

export interface ReindexProgress {
  phase: 'filling' | 'catching-up' | 'done';
  indexed: number;
  total: number;
}

/**
 * What the indexer's worker runs (src/services/search-index.service.ts SearchIndexer), in whatever job runner carries
 * it.
 */
export interface IndexerTasks {
  /** Makes sure the alias exists (before the first write). */
  ensureReady(): Promise<void>;
  /** Indexes (or deletes) the given profiles as the store holds them now; returns the documents refused. */
  indexIds(internalIds: string[]): Promise<RefusedDocument[]>;
  /** Indexes every change since the checkpoint that no job carried. */
  sweep(): Promise<{ indexed: number; refused: RefusedDocument[] }>;
  /** A full reindex into `index` (named before it exists, so that whoever sees the job fail can delete it). */
  reindex(
    onProgress?: (p: ReindexProgress) => void,
    index?: string,
  ): Promise<{ index: string; indexed: number; caughtUp: number }>;
  newIndexName(): string;
  /** Cleans up after a reindex that ended without doing so; returns the index deleted, if any. */
  abandonReindex(index: string | null): Promise<string | null>;
}

/** What the indexer keeps between runs and shares between processes (Redis with the queues; memory in-process). */
export interface IndexerState {
  /** Where the sweep resumes (exclusive); null: from the beginning of the store. */
  checkpoint(): Promise<SyncPosition | null>;
  saveCheckpoint(position: SyncPosition): Promise<void>;
  /** The concrete index a running reindex fills, which live writes go to as well; null when none runs. */
  buildingIndex(): Promise<string | null>;
  setBuildingIndex(index: string | null): Promise<void>;
}

export type QueueCounts = Record<
  string,
  { waiting: number; active: number; failed: number; delayed: number; completed: number }
>;

export interface ReindexStatus {
  id: string;
  state: string;
  progress: unknown;
  result: unknown;
  failedReason: string | null;
}

export interface FailedIndexJob {
  /** `profile`: indexing jobs (retried with `fpd indexer retry`); `reindex`: full reindexes (start a new one). */
  type: 'profile' | 'reindex';
  jobId: string;
  /** The profiles of a profile job; [] for a reindex. */
  ids: string[];
  reason: string;
  attempts: number;
  failedAt: number | null;
}

/**
 * The indexer's jobs as operators see them (the admin routes, the CLI, metrics): BullMQ on Redis (src/adapters/queue/).
 */
export interface IndexerJobs {
  /** Enqueues a full reindex; refused (409) while one is waiting or running. */
  startReindex(): Promise<string>;
  reindexStatus(jobId: string): Promise<ReindexStatus>;
  /** Waiting, active, failed, delayed and completed jobs per queue. */
  counts(): Promise<QueueCounts>;
  /** Jobs that failed for good, oldest first. */
  failed(): Promise<FailedIndexJob[]>;
  /** Puts failed profile jobs back in the queue (all, or those named); returns the ids of the jobs retried. */
  retryFailed(jobIds?: string[]): Promise<string[]>;
}
