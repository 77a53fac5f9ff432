import {
  BrokenCircuitError,
  circuitBreaker,
  ConsecutiveBreaker,
  handleWhen,
  timeout,
  TimeoutStrategy,
  wrap,
  type IPolicy,
} from 'cockatiel';
import type { SearchIndexSettings } from '../../ports/indexer';
import { unavailable } from '../../domain/errors';
import type { FacetName } from '../../domain/search/facets';
import type { SearchEngine, SearchHits, SearchQuery } from '../../ports/search-engine';
import { DependencyCheckError } from '../../ports/dependency-check';
import { compileSearch, FACET_BUCKETS } from './bool-query';
import { isMissingIndex, unavailabilityCause, type ClusterClient } from './cluster-client';
import { ClusterSearchIndex } from './cluster-search-index';

/** Words read per request of the vocabulary's composite aggregation. */
const VOCABULARY_PAGE = 10_000;
/** The circuit opens after this many searches in a row found the cluster not answering... */
export const CIRCUIT_OPENS_AFTER = 3;
/** ...and stays open this long (searches are refused at once), then lets one search through to try it again. */
export const CIRCUIT_OPEN_MS = 10_000;

/**
 * Stage 1 searches on the cluster (OpenSearch or Elasticsearch, one query compiler: bool-query.ts), through the alias
 * `index`, each under a total deadline and a circuit breaker; the pool's words for typo tolerance; the index's version.
 */
export class ClusterSearchEngine implements SearchEngine {
  /** A total deadline per search, inside a circuit breaker (cockatiel): a cluster that does not answer costs little. */
  private readonly guard: IPolicy;
  private openedAt = 0;
  private lastCause = '';
  private lastCreation = -Infinity;

  constructor(
    readonly name: 'opensearch' | 'elasticsearch',
    private readonly client: ClusterClient,
    readonly index: string,
    /** SEARCH_TIMEOUT_MS: how long one search may take, all included. */
    private readonly searchTimeoutMs = 3000,
    /** The index's primitives: a search that finds no index has it created again (at most every CIRCUIT_OPEN_MS). */
    private readonly primitives?: Pick<ClusterSearchIndex, 'creationRefused' | 'ensureAlias'>,
  ) {
    const breaker = circuitBreaker(
      handleWhen((err) => unavailabilityCause(err) !== null),
      { halfOpenAfter: CIRCUIT_OPEN_MS, breaker: new ConsecutiveBreaker(CIRCUIT_OPENS_AFTER) },
    );
    breaker.onBreak(() => void (this.openedAt = Date.now()));
    this.guard = wrap(breaker, timeout(searchTimeoutMs, TimeoutStrategy.Aggressive));
  }

  /** The compiled query on the cluster, under its deadline and circuit breaker (guarded: how it fails). */
  async search(query: SearchQuery): Promise<SearchHits> {
    const body = compileSearch(query);
    const res = await this.guarded(() => this.client.search(this.index, body, { timeoutMs: this.searchTimeoutMs }));
    return res.aggregations
      ? { ids: res.ids, total: res.total, facets: facetCounts(res.aggregations, res.total) }
      : { ids: res.ids, total: res.total };
  }

  /**
   * The searches in one `_msearch` request, under one deadline and the same circuit, failing as `search` fails. No
   * facets.
   */
  async searchMany(queries: SearchQuery[]): Promise<SearchHits[]> {
    if (queries.length === 0) return [];
    if (queries.some((q) => (q.facets ?? []).length > 0))
      throw new Error('searchMany counts no facets: ask them of search');
    const bodies = queries.map(compileSearch);
    return this.guarded(() => this.client.msearch(this.index, bodies, { timeoutMs: this.searchTimeoutMs }));
  }

  /**
   * A request to the cluster under the deadline and circuit breaker. A cluster that refuses connections, times out or
   * answers 5xx/429 is a 503 (`unavailable`, with the seconds after which to retry); after CIRCUIT_OPENS_AFTER of those
   * in a row, searches are refused at once for CIRCUIT_OPEN_MS, then one is let through to try the cluster again. An
   * index that does not exist (never created, or refused by the cluster: health says why) is a 503 too, and is created
   * again.
   */
  private async guarded<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await this.guard.execute(request);
    } catch (err) {
      if (isMissingIndex(err)) {
        const wait = CIRCUIT_OPEN_MS / 1000;
        if (this.primitives && Date.now() - this.lastCreation >= CIRCUIT_OPEN_MS) {
          this.lastCreation = Date.now();
          void this.primitives.ensureAlias().catch(() => undefined); // its refusal is kept for health
        }
        throw unavailable(`Search is unavailable: the search index does not exist yet; retry in ${wait} s`, wait);
      }
      if (err instanceof BrokenCircuitError) {
        const wait = Math.max(1, Math.ceil((this.openedAt + CIRCUIT_OPEN_MS - Date.now()) / 1000));
        throw unavailable(
          `Search is unavailable: the search cluster is not answering (${this.lastCause}); retry in ${wait} s`,
          wait,
        );
      }
      const cause = unavailabilityCause(err);
      if (cause === null) throw err;
      this.lastCause = cause;
      const wait = CIRCUIT_OPEN_MS / 1000;
      throw unavailable(
        `Search is unavailable: the search cluster did not answer (${cause}); retry in ${wait} s`,
        wait,
      );
    }
  }

  /** For health: the alias (or index) exists; a cluster that does not answer is named by its cause (`ECONNREFUSED`). */
  async ping(): Promise<void> {
    try {
      if ((await this.client.aliasTargets(this.index)).length > 0 || (await this.client.isConcreteIndex(this.index)))
        return;
    } catch (err) {
      const cause = unavailabilityCause(err);
      throw cause === null ? err : new DependencyCheckError(cause);
    }
    const refused = this.primitives?.creationRefused;
    throw new DependencyCheckError(
      refused
        ? `the search index does not exist: the cluster refused to create it (${refused})`
        : 'the search index does not exist (run fpd search-index rebuild)',
    );
  }

  /**
   * For health, not critical: searches still answer, but the cluster has lost redundancy. Fails with what is wrong:
   * configured nodes that do not answer (`1 of 3 nodes not answering (ECONNREFUSED)`), a health API that does not
   * (`cluster health not answering (HTTP 503)`, while the cluster elects a new manager), and shard copies of the
   * index that have no node (`index yellow: 1 shard copy unassigned`).
   */
  async checkRedundancy(timeoutMs: number): Promise<void> {
    const health = await this.client.health(this.index, timeoutMs);
    const problems: string[] = [];
    if (health.nodesDown.length > 0) {
      const causes = [...new Set(health.nodesDown.map((e) => unavailabilityCause(e) ?? 'no answer'))];
      problems.push(`${health.nodesDown.length} of ${health.nodes} nodes not answering (${causes.join(', ')})`);
    }
    if (health.healthUnavailable !== null) problems.push(`cluster health not answering (${health.healthUnavailable})`);
    if (health.status === 'yellow' || health.status === 'red') {
      problems.push(
        `index ${health.status}: ${health.unassignedShards} shard ${health.unassignedShards === 1 ? 'copy' : 'copies'} unassigned`,
      );
    }
    if (problems.length > 0) throw new DependencyCheckError(problems.join('; '));
  }

  /**
   * Every value of `words`, page by page (a composite aggregation), each page under the searches' deadline and circuit.
   */
  async vocabulary(): Promise<string[]> {
    const words: string[] = [];
    let after: object | undefined;
    do {
      const aggs = {
        w: {
          composite: {
            size: VOCABULARY_PAGE,
            sources: [{ t: { terms: { field: 'words' } } }],
            ...(after && { after }),
          },
        },
      };
      const res = await this.guard.execute(() =>
        this.client.aggregate(this.index, aggs, { timeoutMs: this.searchTimeoutMs }),
      );
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

  /**
   * A search's view (an aggregation over the documents of these ids), not a real-time read: what a refresh made
   * searchable.
   */
  async searchableVersions(internalIds: string[]): Promise<Map<string, number>> {
    const found = new Map<string, number>();
    if (internalIds.length === 0) return found;
    const aggs = {
      v: {
        filter: { terms: { internalId: internalIds } },
        aggs: {
          d: { terms: { field: 'internalId', size: internalIds.length }, aggs: { u: { max: { field: 'updatedAt' } } } },
        },
      },
    };
    const res = await this.guard.execute(() =>
      this.client.aggregate(this.index, aggs, { timeoutMs: this.searchTimeoutMs }),
    );
    for (const b of (res.v as { d: { buckets: { key: string; u: { value: number } }[] } }).d.buckets)
      found.set(b.key, b.u.value);
    return found;
  }

  /** Documents are written with the profile's modification time as their external version. */
  documentVersion(internalId: string): Promise<number | null> {
    return this.client.documentVersion(this.index, internalId);
  }
}

/**
 * The key counts of each facet, from its group's aggregation (bool-query.ts's facetAggregations): every key of the
 * group's matches, or an error when the cluster left some out (more keys than FACET_BUCKETS), never a count short.
 */
function facetCounts(aggregations: Record<string, unknown>, hits: number): NonNullable<SearchHits['facets']> {
  const facets: NonNullable<SearchHits['facets']> = {};
  type Terms = { buckets: { key: string; doc_count: number }[]; sum_other_doc_count?: number };
  // One aggregation may count several facets (bool-query.ts names it by them): each reads its own keys of it. A
  // `filter` aggregation says how many matches it counted over; a `terms` alone counted the hits.
  for (const [names, agg] of Object.entries(aggregations)) {
    const { doc_count = hits, keys = agg as Terms } = agg as { doc_count?: number; keys?: Terms };
    if ((keys.sum_other_doc_count ?? 0) > 0)
      throw new Error(
        `The facets' keys are more than the ${FACET_BUCKETS} buckets asked: facets ${names} left some out`,
      );
    const counted = { total: doc_count, keys: new Map(keys.buckets.map((b) => [b.key, b.doc_count])) };
    for (const facet of names.split(',')) facets[facet as FacetName] = counted;
  }
  return facets;
}

/**
 * A search cluster as the service uses it: its engine (searches) and its index (the indexer's primitives), on one
 * client.
 */
export interface SearchCluster {
  engine: ClusterSearchEngine;
  index: ClusterSearchIndex;
  close(): Promise<void>;
}

/**
 * `indexSettings`: the layout of the indices the indexer creates (SEARCH_INDEX_SHARDS, _REPLICAS, _REFRESH_INTERVAL).
 */
export function searchCluster(
  name: 'opensearch' | 'elasticsearch',
  client: ClusterClient,
  alias: string,
  searchTimeoutMs?: number,
  indexSettings?: SearchIndexSettings,
): SearchCluster {
  const index = new ClusterSearchIndex(client, alias, indexSettings);
  return {
    engine: new ClusterSearchEngine(name, client, alias, searchTimeoutMs, index),
    index,
    close: () => client.close(),
  };
}
