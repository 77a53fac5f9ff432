import type { IndexRefusal } from '../../ports/indexer';

/** The little both clients must do; elasticsearch-client.ts and opensearch-client.ts adapt each library to it. */
export interface ClusterClient {
  /** With `options`: one request, no retry, given up after `timeoutMs` (the client's own defaults otherwise). */
  search(index: string, body: object, options?: { timeoutMs: number }): Promise<{ total: number; ids: string[] }>;
  /** A search of aggregations only: the response's `aggregations` (`options` as for `search`). */
  aggregate(index: string, aggs: object, options?: { timeoutMs: number }): Promise<Record<string, unknown>>;
  /** The `_meta` of the mapping of the index an alias (or a name) points to ({} without one); null when there is no such index. */
  mappingMeta(index: string): Promise<Record<string, unknown> | null>;
  createIndex(index: string, definition: object): Promise<void>;
  deleteIndex(index: string): Promise<void>;
  /** Bulk operations; returns the operations refused (bulkRefusals), with their reason. */
  bulk(operations: object[]): Promise<IndexRefusal[]>;
  refresh(index: string): Promise<void>;
  /** `-1`: no periodic refresh (an index being filled); null: back to the engine's default. */
  setRefreshInterval(index: string, interval: '-1' | null): Promise<void>;
  /** The concrete indices an alias points to; [] when there is no such alias. */
  aliasTargets(alias: string): Promise<string[]>;
  /** Whether a concrete index (not an alias) has that name. */
  isConcreteIndex(name: string): Promise<boolean>;
  /** In one atomic step: `alias` points to `index` only. */
  pointAlias(alias: string, index: string, previous: string[]): Promise<void>;
  close(): Promise<void>;
}

/** One item of a bulk response, as both clients' libraries shape it. */
export interface BulkItemResult {
  _id?: string | null;
  status: number;
  error?: { type: string; reason?: string | null } | null;
}

/**
 * The operations of a bulk request the engine refused, with their reason: the one rule of both clients. A 409 is not
 * one (a newer version is there already: versioned writes make it harmless), nor a 404 without an error (a removal
 * of a document that is not there).
 */
export function bulkRefusals(items: BulkItemResult[]): { id: string; status: number; reason: string }[] {
  return items
    .filter((r) => r.status >= 300 && r.status !== 409 && !(r.status === 404 && !r.error))
    .map((r) => ({ id: r._id ?? '', status: r.status, reason: r.error ? `${r.error.type}: ${r.error.reason}` : `status ${r.status}` }));
}
