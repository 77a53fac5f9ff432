import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BrokenCircuitError, circuitBreaker, ConsecutiveBreaker, handleWhen, TaskCancelledError, timeout, TimeoutStrategy, wrap, type IPolicy } from 'cockatiel';
import { unavailable } from '../../domain/errors';
import { SEARCH_DOCUMENT_VERSION, SEARCH_FIELDS, type SearchDocument } from '../../domain/search/search-document';
import { exactTokens } from '../../domain/search/text-analysis';
import type { SearchEngine, SearchHits, SearchQuery } from '../../ports/search-engine';
import { DependencyCheckError } from '../../ports/dependency-check';
import { compileSearch } from './bool-query';

/** The index definition shared by Elasticsearch and OpenSearch (analyzers that mirror text-analysis.ts). */
export const PROFILE_INDEX_DEFINITION = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'mappings', 'profiles.json'), 'utf8')) as {
  settings: object;
  mappings: { _meta: { fpdSearchVersion: number } };
};
if (PROFILE_INDEX_DEFINITION.mappings._meta.fpdSearchVersion !== SEARCH_DOCUMENT_VERSION) {
  throw new Error(`mappings/profiles.json is for search documents version ${PROFILE_INDEX_DEFINITION.mappings._meta.fpdSearchVersion}, the code makes version ${SEARCH_DOCUMENT_VERSION}`);
}

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
  /** Bulk operations; returns the items that failed, with their reason. */
  bulk(operations: object[]): Promise<{ id: string; status: number; reason: string }[]>;
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

/** The document as the index holds it; `words` (its distinct exact tokens) is the dictionary of typo tolerance. */
const toSource = (d: SearchDocument) => ({
  internalId: d.internalId,
  ...d.text,
  skillSlugs: d.skillSlugs,
  areaKeys: d.areaKeys,
  words: [...new Set(SEARCH_FIELDS.flatMap((f) => exactTokens(d.text[f])))],
  seniority: d.seniority,
  available: d.available,
  updatedAt: d.updatedAt,
});

/** Words read per request of the vocabulary's composite aggregation. */
const VOCABULARY_PAGE = 10_000;
/** The circuit opens after this many searches in a row found the cluster not answering... */
export const CIRCUIT_OPENS_AFTER = 3;
/** ...and stays open this long (searches are refused at once), then lets one search through to try it again. */
export const CIRCUIT_OPEN_MS = 10_000;

/**
 * Why the cluster did not answer, in words safe to publish: an error code (`ECONNREFUSED`), `timeout`, or an HTTP
 * status (5xx, 429). Null when it did answer (a 4xx to our query is an answer: a bug, not an outage). The two
 * clients' errors share these names.
 */
export function unavailabilityCause(err: unknown): string | null {
  if (err instanceof TaskCancelledError) return 'timeout';
  const e = (err ?? {}) as { name?: string; message?: string; meta?: { statusCode?: number } };
  if (e.name === 'TimeoutError') return 'timeout';
  if (e.name === 'ConnectionError' || e.name === 'NoLivingConnectionsError') return /\b(E[A-Z]{3,})\b/.exec(e.message ?? '')?.[1] ?? 'no connection';
  const status = e.meta?.statusCode;
  if (e.name === 'ResponseError' && typeof status === 'number' && (status >= 500 || status === 429)) return `HTTP ${status}`;
  return null;
}

export class ClusterSearchEngine implements SearchEngine {
  /** A total deadline per search, inside a circuit breaker (cockatiel): a cluster that does not answer costs little. */
  private readonly guard: IPolicy;
  private openedAt = 0;
  private lastCause = '';

  constructor(
    readonly name: 'opensearch' | 'elasticsearch',
    private readonly client: ClusterClient,
    readonly index: string,
    /** SEARCH_TIMEOUT_MS: how long one search may take, all included. */
    private readonly searchTimeoutMs = 3000,
  ) {
    const breaker = circuitBreaker(
      handleWhen((err) => unavailabilityCause(err) !== null),
      { halfOpenAfter: CIRCUIT_OPEN_MS, breaker: new ConsecutiveBreaker(CIRCUIT_OPENS_AFTER) },
    );
    breaker.onBreak(() => void (this.openedAt = Date.now()));
    this.guard = wrap(breaker, timeout(searchTimeoutMs, TimeoutStrategy.Aggressive));
  }

  /**
   * The compiled query on the cluster. A cluster that refuses connections, times out or answers 5xx/429 is a 503
   * (`unavailable`, with the seconds after which to retry); after CIRCUIT_OPENS_AFTER of those in a row, searches are
   * refused at once for CIRCUIT_OPEN_MS, then one is let through to try the cluster again.
   */
  async search(query: SearchQuery): Promise<SearchHits> {
    const body = compileSearch(query);
    try {
      return await this.guard.execute(() => this.client.search(this.index, body, { timeoutMs: this.searchTimeoutMs }));
    } catch (err) {
      if (err instanceof BrokenCircuitError) {
        const wait = Math.max(1, Math.ceil((this.openedAt + CIRCUIT_OPEN_MS - Date.now()) / 1000));
        throw unavailable(`Search is unavailable: the search cluster is not answering (${this.lastCause}); retry in ${wait} s`, wait);
      }
      const cause = unavailabilityCause(err);
      if (cause === null) throw err;
      this.lastCause = cause;
      const wait = CIRCUIT_OPEN_MS / 1000;
      throw unavailable(`Search is unavailable: the search cluster did not answer (${cause}); retry in ${wait} s`, wait);
    }
  }

  /** For health: the alias (or index) exists; a cluster that does not answer is named by its cause (`ECONNREFUSED`). */
  async ping(): Promise<void> {
    try {
      if ((await this.client.aliasTargets(this.index)).length > 0 || (await this.client.isConcreteIndex(this.index))) return;
    } catch (err) {
      const cause = unavailabilityCause(err);
      throw cause === null ? err : new DependencyCheckError(cause);
    }
    throw new DependencyCheckError('the search index does not exist (run fpd search-index rebuild)');
  }

  /** Every value of `words`, page by page (a composite aggregation), each page under the searches' deadline and circuit. */
  async vocabulary(): Promise<string[]> {
    const words: string[] = [];
    let after: object | undefined;
    do {
      const aggs = { w: { composite: { size: VOCABULARY_PAGE, sources: [{ t: { terms: { field: 'words' } } }], ...(after && { after }) } } };
      const res = await this.guard.execute(() => this.client.aggregate(this.index, aggs, { timeoutMs: this.searchTimeoutMs }));
      const page = res.w as { buckets: { key: { t: string } }[]; after_key?: object };
      for (const b of page.buckets) words.push(b.key.t);
      after = page.buckets.length === VOCABULARY_PAGE ? page.after_key : undefined;
    } while (after);
    return words;
  }

  /** The version recorded in the index's mapping (1: an index made before versions were recorded); null: no index. */
  async indexVersion(): Promise<number | null> {
    const meta = await this.client.mappingMeta(this.index);
    if (meta === null) return null;
    return typeof meta.fpdSearchVersion === 'number' ? meta.fpdSearchVersion : 1;
  }

  createIndex(index = this.index, settings: object = {}): Promise<void> {
    const { settings: base, mappings } = PROFILE_INDEX_DEFINITION;
    return this.client.createIndex(index, { settings: { ...base, ...settings }, mappings });
  }

  deleteIndex(index = this.index): Promise<void> {
    return this.client.deleteIndex(index);
  }

  /**
   * Writes documents and removals, versioned by the profile's modification time (external_gte): writing a state
   * twice is harmless and an older state never overwrites a newer one. Returns the operations the engine refused.
   */
  write(changes: { upsert: SearchDocument[]; remove: { internalId: string; version: number }[] }, index = this.index) {
    const ops: object[] = [];
    for (const d of changes.upsert) ops.push({ index: { _index: index, _id: d.internalId, version: d.updatedAt, version_type: 'external_gte' } }, toSource(d));
    for (const r of changes.remove) ops.push({ delete: { _index: index, _id: r.internalId, version: r.version, version_type: 'external_gte' } });
    return ops.length > 0 ? this.client.bulk(ops) : Promise.resolve([]);
  }

  refresh(index = this.index): Promise<void> {
    return this.client.refresh(index);
  }

  /**
   * Makes sure the alias exists before live writes go to it (a write to a missing index would create one with
   * guessed mappings): when neither the alias nor an index of that name exists, `${alias}-0` is created with the
   * index definition and the alias pointed to it. Two processes doing this at once end on the same index.
   */
  async ensureIndex(): Promise<void> {
    const alias = this.index;
    if ((await this.client.aliasTargets(alias)).length > 0 || (await this.client.isConcreteIndex(alias))) return;
    const first = `${alias}-0`;
    if (!(await this.client.isConcreteIndex(first))) {
      await this.createIndex(first).catch(async (err) => {
        if (!(await this.client.isConcreteIndex(first))) throw err; // else another process created it meanwhile
      });
    }
    await this.client.pointAlias(alias, first, []);
  }

  /**
   * Rebuilds the index behind the alias `this.index` without downtime: a new concrete index is filled from
   * `documents` (bulk, in batches), refreshed, then the alias is moved to it in one step and the old index deleted.
   * Searches see the old index until the swap, never a half-built one. `created` runs once the new index exists
   * (the indexer then writes live changes to it too), `beforeSwap` after it is filled (the indexer's catch-up).
   */
  async rebuild(
    documents: AsyncIterable<SearchDocument[]>,
    hooks: { onProgress?: (indexed: number) => void; created?: (index: string) => Promise<void>; beforeSwap?: (index: string) => Promise<void> } = {},
    fresh = this.newIndexName(),
  ): Promise<{ index: string; indexed: number }> {
    const alias = this.index;
    // No periodic refresh while it fills (nobody searches it yet): segments are built once, not every second.
    await this.createIndex(fresh, { refresh_interval: '-1' });
    let indexed = 0;
    const batches = documents[Symbol.asyncIterator]();
    try {
      await hooks.created?.(fresh);
      // The next batch is read from the store while this one is written: the read and the engine overlap.
      let next = batches.next();
      for (let batch = await next; !batch.done; batch = await next) {
        next = batches.next();
        next.catch(() => undefined); // a failed read is thrown by the loop's next await; never left unhandled
        const refused = await this.write({ upsert: batch.value, remove: [] }, fresh);
        if (refused.length > 0) throw new Error(`the engine refused ${refused.length} documents, e.g. ${refused[0]!.id}: ${refused[0]!.reason}`);
        indexed += batch.value.length;
        hooks.onProgress?.(indexed);
      }
      await hooks.beforeSwap?.(fresh);
      await this.client.setRefreshInterval(fresh, null);
      await this.refresh(fresh);
    } catch (err) {
      await batches.return?.(); // closes the store's cursor
      await this.deleteIndex(fresh);
      throw err;
    }
    // A concrete index may carry the alias's name (created before aliases were used): it is replaced too.
    if (await this.client.isConcreteIndex(alias)) await this.deleteIndex(alias);
    const previous = await this.client.aliasTargets(alias);
    await this.client.pointAlias(alias, fresh, previous);
    for (const old of previous) if (old !== fresh) await this.deleteIndex(old);
    return { index: fresh, indexed };
  }

  /** The name of a new concrete index behind the alias: `{alias}-{time}`. */
  newIndexName(): string {
    return `${this.index}-${Date.now()}`;
  }

  /** The concrete indices the alias points to (the one searches read). */
  servingIndices(): Promise<string[]> {
    return this.client.aliasTargets(this.index);
  }

  close(): Promise<void> {
    return this.client.close();
  }
}
