import {
  BrokenCircuitError,
  circuitBreaker,
  ConsecutiveBreaker,
  ConstantBackoff,
  handleWhen,
  retry,
  timeout,
  TimeoutStrategy,
  wrap,
  type IPolicy,
} from 'cockatiel';
import type { SearchIndexSettings } from '../../ports/indexer';
import { validationError, type DomainError } from '../../domain/errors';
import { unavailable } from '../../domain/errors';
import type { FacetName } from '../../domain/search/facets';
import type { MatchAsk, SearchEngine, SearchHits, SearchQuery } from '../../ports/search-engine';
import { DependencyCheckError } from '../../ports/dependency-check';
import {
  clauseCount,
  compileMatchAmong,
  compileMatchQuery,
  compileSearch,
  conjuncts,
  FACET_BUCKETS,
} from './bool-query';
import {
  clauseLimitOf,
  isMissingIndex,
  isShardCopyLost,
  isTooManyClauses,
  unavailabilityCause,
  type ClusterClient,
  type MatchedHit,
} from './cluster-client';
import { ClusterSearchIndex } from './cluster-search-index';

/** Words read per request of the vocabulary's composite aggregation. */
const VOCABULARY_PAGE = 10_000;
/**
 * A search that failed on a shard copy lost mid-search (a node leaving the cluster: the coordinating node answers 500
 * `search_phase_execution_exception` before it knows the copy is gone) is asked again this many times, this long
 * apart, within the search's deadline: the next attempt is served by the other copy.
 */
const SHARD_RETRIES = 2;
const SHARD_RETRY_MS = 200;
/** The circuit opens after this many searches in a row found the cluster not answering... */
export const CIRCUIT_OPENS_AFTER = 3;
/** ...and stays open this long (searches are refused at once), then lets one search through to try it again. */
export const CIRCUIT_OPEN_MS = 10_000;

/**
 * The clauses one search of matchAmong holds at most (clauseCount's bound, each query's ids included): OpenSearch's
 * default limit (1024) less CLAUSES_SPARE (Elasticsearch 8 sizes its own from the heap: 8192 on the integ-test node).
 * Measured on bench:saved-searches at 10 000 saved searches, 500 and 1000 cost the cluster the same CPU per change. A
 * cluster whose refusal names a lower limit gets smaller searches from then on.
 */
export const MATCH_CLAUSES_PER_SEARCH = 1000;
/** What a search of matchAmong leaves under the cluster's limit: its ids' filter, and room to spare. */
const CLAUSES_SPARE = 24;
/**
 * The profiles one search of matchAmong is asked about at most (its `size`), within what a search may return (`index.max_result_window`, 10 000 by default). The matcher's asks are about one page of changes (500).
 */
const MATCH_HITS_PER_SEARCH = 10_000;
/** The queries one search of matchAmong names at most (the cluster sets each up again to say which hits it matched). */
export const MATCH_QUERIES_PER_SEARCH = 100;
/** The searches of matchAmong one `_msearch` request holds, under one deadline (SEARCH_TIMEOUT_MS). */
export const MATCH_SEARCHES_PER_REQUEST = 10;

/** How matchAmong groups its queries into searches, and its searches into requests. */
export interface MatchGrouping {
  clausesPerSearch: number;
  queriesPerSearch: number;
  searchesPerRequest: number;
}

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
  /** The clauses one search of matchAmong may hold: lowered to what the cluster says its limit is, if it refuses. */
  private clauseBudget: number;

  constructor(
    readonly name: 'opensearch' | 'elasticsearch',
    private readonly client: ClusterClient,
    readonly index: string,
    /** SEARCH_TIMEOUT_MS: how long one search may take, all included. */
    private readonly searchTimeoutMs = 3000,
    /** The index's primitives: a search that finds no index has it created again (at most every CIRCUIT_OPEN_MS). */
    private readonly primitives?: Pick<ClusterSearchIndex, 'creationRefused' | 'ensureAlias'>,
    /** How matchAmong groups its queries (tests: a cluster made to refuse its searches, to be split). */
    private readonly matchGroups: MatchGrouping = {
      clausesPerSearch: MATCH_CLAUSES_PER_SEARCH,
      queriesPerSearch: MATCH_QUERIES_PER_SEARCH,
      searchesPerRequest: MATCH_SEARCHES_PER_REQUEST,
    },
  ) {
    this.clauseBudget = matchGroups.clausesPerSearch;
    const breaker = circuitBreaker(
      handleWhen((err) => unavailabilityCause(err) !== null),
      { halfOpenAfter: CIRCUIT_OPEN_MS, breaker: new ConsecutiveBreaker(CIRCUIT_OPENS_AFTER) },
    );
    breaker.onBreak(() => void (this.openedAt = Date.now()));
    const shardRetry = retry(handleWhen(isShardCopyLost), {
      maxAttempts: SHARD_RETRIES,
      backoff: new ConstantBackoff(SHARD_RETRY_MS),
    });
    this.guard = wrap(breaker, timeout(searchTimeoutMs, TimeoutStrategy.Aggressive), shardRetry);
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
   * Each query is asked as the conjunction of its parts (`conjuncts`: the clauses its compiled query requires, each the
   * cluster's own), each distinct part once, about every profile a query that needs it is asked about: a profile
   * matches a query when it matches all its parts, and a part refused is the refusal of every query that needs it.
   * Saved searches share most of their parts (the same words, regions, rates: 10 000 of the benchmark's have 58), so
   * the cluster tests those rather than every query's every clause.
   * Many parts in one search (compileMatchAmong: each named), grouped in order while their
   * clauses (clauseCount's bound) stay within the clause budget and they are at most `queriesPerSearch`, over the
   * group's ids together; `searchesPerRequest` searches to an `_msearch` (MatchGrouping; by default the MATCH_*
   * constants above). A hit counts for a query that matched it (`matched_queries`) only if the query was asked about
   * it. A search the cluster refuses for its clauses is split in two and asked again (and the budget lowered to the
   * limit the refusal names); a query refused alone is answered by a validation error. Any other refusal or failure
   * fails them all, as search's would (guarded).
   */
  async matchAmong(asks: MatchAsk[]): Promise<(string[] | DomainError)[]> {
    // Each query's conjuncts, each distinct one asked once about every profile a query that needs it is asked about.
    const parts = new Map<string, { query: object; ids: Set<string>; of: number }>();
    const needs = asks.map((a) =>
      a.ids.length === 0
        ? []
        : conjuncts(compileMatchQuery(a.query)).map((query) => {
            const key = JSON.stringify(query);
            let part = parts.get(key);
            if (!part) parts.set(key, (part = { query, ids: new Set(), of: parts.size }));
            for (const id of a.ids) part.ids.add(id);
            return part.of;
          }),
    );
    const found = await this.matchEach([...parts.values()].map((p) => ({ query: p.query, ids: [...p.ids] })));
    const matched = found.map((ids) => (ids instanceof Error ? ids : new Set(ids)));
    return asks.map((a, i) => {
      const sets = needs[i]!.map((k) => matched[k]!);
      const refused = sets.find((m): m is DomainError => !(m instanceof Set));
      return refused ?? a.ids.filter((id) => sets.every((m) => (m as Set<string>).has(id)));
    });
  }

  /** matchAmong of compiled queries, each asked as it is. */
  private async matchEach(asks: { query: object; ids: string[] }[]): Promise<(string[] | DomainError)[]> {
    const answers: (string[] | DomainError)[] = asks.map(() => []);
    const queries = asks.map((a) => (a.ids.length > 0 ? a.query : null));
    // Each query's clauses and those of its ids (compileMatchAmong).
    const clauses = queries.map((q, i) => (q ? clauseCount(q) + Math.min(asks[i]!.ids.length, 16) : 0));
    const pending: number[][] = [];
    let group: number[] = [];
    let held = 0;
    let hits = new Set<string>();
    // Asks about the same profiles side by side (by the least id each names): each search's ids are fewer, and so are
    // its hits and the segments they are in (a quarter less engine time on the benchmark's pages, measured with the
    // ids at the top of the search only).
    const least = asks.map((a) => a.ids.reduce((min, id) => (id < min ? id : min), a.ids[0] ?? ''));
    const order = [...queries.keys()]
      .filter((i) => queries[i] !== null)
      .sort((a, b) => (least[a]! < least[b]! ? -1 : least[a]! > least[b]! ? 1 : a - b));
    for (const i of order) {
      if (
        group.length > 0 &&
        (group.length >= this.matchGroups.queriesPerSearch ||
          held + clauses[i]! > this.clauseBudget ||
          hits.size + asks[i]!.ids.filter((id) => !hits.has(id)).length > MATCH_HITS_PER_SEARCH)
      ) {
        pending.push(group);
        group = [];
        held = 0;
        hits = new Set();
      }
      group.push(i);
      held += clauses[i]!;
      for (const id of asks[i]!.ids) hits.add(id);
    }
    if (group.length > 0) pending.push(group);
    while (pending.length > 0) {
      const part = pending.splice(0, this.matchGroups.searchesPerRequest);
      const bodies = part.map((g) => compileMatchAmong(g.map((i) => ({ query: queries[i]!, ids: asks[i]!.ids }))));
      const found = await this.guarded(async () => {
        const items = await this.client.msearchMatched(this.index, bodies, { timeoutMs: this.searchTimeoutMs });
        // Any failure but too many clauses fails them all, as search's would (a missing index, an outage: guarded).
        const failed = items.find((r) => r instanceof Error && !isTooManyClauses(r));
        if (failed) throw failed;
        return items;
      });
      for (const [k, answer] of found.entries()) {
        const g = part[k]!;
        if (!(answer instanceof Error)) {
          this.collect(answer, g, asks, answers);
          continue;
        }
        const limit = clauseLimitOf(answer);
        if (limit !== null) this.clauseBudget = Math.min(this.clauseBudget, Math.max(1, limit - CLAUSES_SPARE));
        if (g.length > 1) pending.push(g.slice(0, g.length >> 1), g.slice(g.length >> 1));
        else
          answers[g[0]!] = validationError(
            `the search engine refused the query: more clauses than its limit${limit === null ? '' : ` (${limit})`}`,
          );
      }
    }
    return answers;
  }

  /** The profiles each query of a search of matchAmong matched, among those it was asked about. */
  private collect(
    hits: MatchedHit[],
    group: number[],
    asks: { ids: string[] }[],
    answers: (string[] | DomainError)[],
  ): void {
    const asked = new Map<number, Set<string>>();
    for (const hit of hits)
      for (const name of hit.matched) {
        const i = group[Number(name)];
        if (i === undefined) continue;
        let ids = asked.get(i);
        if (!ids) asked.set(i, (ids = new Set(asks[i]!.ids)));
        if (ids.has(hit.id)) (answers[i] as string[]).push(hit.id);
      }
  }

  /**
   * A request to the cluster under the deadline and circuit breaker. A cluster that refuses connections, times out or
   * answers 5xx/429 is a 503 (`unavailable`, with the seconds after which to retry); after CIRCUIT_OPENS_AFTER of those
   * in a row, searches are refused at once for CIRCUIT_OPEN_MS, then one is let through to try the cluster again. An
   * index that does not exist (never created, or refused by the cluster: health says why) is a 503 too, and is created
   * again.
   */
  /**
   * A request under the deadline and the circuit, with a signal of its own: without one, cockatiel derives every
   * deadline from one shared signal, which then holds a listener per request in flight (Node's
   * MaxListenersExceededWarning from the eleventh on).
   */
  private underGuard<T>(request: () => Promise<T>): Promise<T> {
    return this.guard.execute(request, new AbortController().signal);
  }

  private async guarded<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await this.underGuard(request);
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
      if (isTooManyClauses(err))
        throw validationError(
          'keywords: more words and other names than the search engine takes at once (its clause limit); search fewer words or fewer OR groups',
        );
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
   * (`cluster health not answering (HTTP 503 cluster_manager_not_discovered_exception)`, while the cluster elects a
   * new manager), and shard copies of the index that have no node (`index yellow: 1 shard copy unassigned`).
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
      const res = await this.underGuard(() =>
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
    const res = await this.underGuard(() =>
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
