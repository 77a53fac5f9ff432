import { TaskCancelledError } from 'cockatiel';
import type { IndexRefusal } from '../../ports/indexer';

/** The little both clients must do; elasticsearch-client.ts and opensearch-client.ts adapt each library to it. */
export interface ClusterClient {
  /**
   * With `options`: each attempt given up after `timeoutMs`, one attempt per configured node (perNodeRetries); the
   * client's own defaults otherwise. Partial results are refused: a search answers from every shard or fails.
   */
  search(
    index: string,
    body: object,
    options?: { timeoutMs: number },
  ): Promise<{ total: number; ids: string[]; aggregations?: Record<string, unknown> }>;
  /**
   * Several searches of one index in one `_msearch` request, answered in order (`options` as for `search`); a search
   * the cluster refused or could not answer fails them all, with its error as a failed request's (msearchAnswer).
   */
  msearch(
    index: string,
    bodies: object[],
    options?: { timeoutMs: number },
  ): Promise<{ total: number; ids: string[] }[]>;
  /**
   * Several searches of one index in one `_msearch` request, each answered by its hits' ids and the names of the named
   * queries (`_name`) each hit matched (`matched_queries`), in order; a search the cluster refused or could not answer
   * is its error in its place (as msearchAnswer throws it), the others' answers beside it. A request that fails whole
   * throws. `options` as for `search`.
   */
  msearchMatched(index: string, bodies: object[], options?: { timeoutMs: number }): Promise<(MatchedHit[] | Error)[]>;
  /** A search of aggregations only: the response's `aggregations` (`options` as for `search`). */
  aggregate(index: string, aggs: object, options?: { timeoutMs: number }): Promise<Record<string, unknown>>;
  /**
   * The `_meta` of the mapping of the index an alias (or a name) points to ({} without one); null when there is no such
   * index.
   */
  mappingMeta(index: string): Promise<Record<string, unknown> | null>;
  createIndex(index: string, definition: object): Promise<void>;
  deleteIndex(index: string): Promise<void>;
  /** The external version of a document (`_version`), by id; null when there is none. */
  documentVersion(index: string, id: string): Promise<number | null>;
  /** Bulk operations; returns the operations refused (bulkRefusals), with their reason. */
  bulk(operations: object[]): Promise<IndexRefusal[]>;
  refresh(index: string): Promise<void>;
  /** `-1`: no periodic refresh (an index being filled); else a duration (`1s`). */
  setRefreshInterval(index: string, interval: string): Promise<void>;
  /** The index's health and each configured node's answer, every request given up after `timeoutMs`. */
  health(index: string, timeoutMs: number): Promise<ClusterHealth>;
  /** The concrete indices an alias points to; [] when there is no such alias. */
  aliasTargets(alias: string): Promise<string[]>;
  /** Whether a concrete index (not an alias) has that name. */
  isConcreteIndex(name: string): Promise<boolean>;
  /** In one atomic step: `alias` points to `index` only. */
  pointAlias(alias: string, index: string, previous: string[]): Promise<void>;
  close(): Promise<void>;
}

/**
 * Why the cluster did not answer, in words safe to publish: an error code (`ECONNREFUSED`), `timeout`, or an HTTP
 * status (5xx, 429) with the type of the cluster's error when it names one (`HTTP 500 search_phase_execution_exception`:
 * a type, never its reason, which may name nodes and indices). Null when it did answer (a 4xx to our query is an
 * answer: a bug, not an outage). The two clients' errors share these names.
 */
export function unavailabilityCause(err: unknown): string | null {
  if (err instanceof TaskCancelledError) return 'timeout';
  // OpenSearch refuses a query of too many clauses with a 500: the query's fault, not the cluster's
  if (isTooManyClauses(err)) return null;
  const e = (err ?? {}) as { name?: string; message?: string; meta?: { statusCode?: number } };
  if (e.name === 'TimeoutError') return 'timeout';
  if (e.name === 'ConnectionError' || e.name === 'NoLivingConnectionsError')
    return /\b(E[A-Z]{3,})\b/.exec(e.message ?? '')?.[1] ?? 'no connection';
  const status = e.meta?.statusCode;
  if (e.name === 'ResponseError' && typeof status === 'number' && (status >= 500 || status === 429)) {
    const type = errorType(err);
    return type ? `HTTP ${status} ${type}` : `HTTP ${status}`;
  }
  return null;
}

/**
 * A search some shard could not answer (500 `search_phase_execution_exception`): a copy on a node that left the
 * cluster mid-search, before the coordinating node routed to another copy. Asked again, it is served by the other copy.
 */
export function isShardCopyLost(err: unknown): boolean {
  const status = (err as { meta?: { statusCode?: number } } | null)?.meta?.statusCode;
  return (
    (err as { name?: string } | null)?.name === 'ResponseError' &&
    status === 500 &&
    errorType(err) === 'search_phase_execution_exception' &&
    !isTooManyClauses(err)
  );
}

/** The type of the error a cluster answered (`search_phase_execution_exception`), when it is a plain identifier. */
function errorType(err: unknown): string | null {
  const error = (err as { meta?: { body?: { error?: { type?: unknown } | string } } } | null)?.meta?.body?.error;
  const type = typeof error === 'object' && error !== null ? error.type : null;
  return typeof type === 'string' && /^[a-z_]{1,80}$/.test(type) ? type : null;
}

/**
 * What the cluster answered when it refused a request (a 4xx), as its error's type and reason
 * (`validation_exception: this action would add [1024] shards...`), both clients' errors alike; null for anything else.
 */
export function refusalReason(err: unknown): string | null {
  const e = (err ?? {}) as {
    name?: string;
    meta?: { statusCode?: number; body?: { error?: { type?: string; reason?: string } | string } };
  };
  const status = e.meta?.statusCode;
  if (e.name !== 'ResponseError' || typeof status !== 'number' || status >= 500) return null;
  const error = e.meta?.body?.error;
  if (typeof error === 'string') return error;
  return error ? `${error.type ?? 'error'}: ${error.reason ?? `HTTP ${status}`}` : `HTTP ${status}`;
}

/** Whether the cluster answered that the index does not exist. */
export const isMissingIndex = (err: unknown): boolean =>
  refusalReason(err)?.startsWith('index_not_found_exception') ?? false;

/** One answer of an `_msearch` response, as both clients' libraries shape it (only the fields asked by filter_path). */
export interface MsearchItem {
  status?: number;
  error?: { type?: string; reason?: string } | string;
  hits?: {
    total?: number | { value: number };
    hits?: { _id?: string | null; matched_queries?: string[] | Record<string, number> }[];
  };
}

/** A hit of a search of named queries: its id, and the names of those it matched. */
export interface MatchedHit {
  id: string;
  matched: string[];
}

/** An `_msearch` answer's error as the clients throw a failed request's (unavailabilityCause and refusalReason read it). */
function msearchError(item: MsearchItem): Error | null {
  if (item.error === undefined) return null;
  const status = item.status ?? 500;
  const reason =
    typeof item.error === 'string' ? item.error : `${item.error.type ?? 'error'}: ${item.error.reason ?? ''}`;
  return Object.assign(new Error(`msearch: ${reason}`), {
    name: 'ResponseError',
    meta: { statusCode: status, body: { error: item.error } },
  });
}

/** An `_msearch` answer's hits; its error thrown (msearchError). */
export function msearchAnswer(item: MsearchItem): { total: number; ids: string[] } {
  const error = msearchError(item);
  if (error) throw error;
  const total = item.hits?.total;
  return {
    total: typeof total === 'number' ? total : (total?.value ?? 0),
    ids: (item.hits?.hits ?? []).map((h) => h._id!),
  };
}

/**
 * An `_msearch` answer's hits with the named queries each matched (MatchedHit), or its error (msearchError). `matched_queries` is a list of names, or (asked with `include_named_queries_score`) a map of them to scores.
 */
export function msearchMatchedAnswer(item: MsearchItem): MatchedHit[] | Error {
  return (
    msearchError(item) ??
    (item.hits?.hits ?? []).map((h) => ({
      id: h._id!,
      matched: Array.isArray(h.matched_queries) ? h.matched_queries : Object.keys(h.matched_queries ?? {}),
    }))
  );
}

/** What an `_msearch` of named queries is filtered to: the hits' ids and matched queries, and the items' errors. */
export const MSEARCH_MATCHED_FILTER = [
  'responses.hits.hits._id',
  'responses.hits.hits.matched_queries',
  'responses.error',
  'responses.status',
];

/**
 * Whether the cluster refused a query for holding more clauses than its limit (`indices.query.bool.max_clause_count`,
 * counted over the whole query since Lucene 9): OpenSearch answers `too_many_nested_clauses` with a 500, or a 400
 * `query_shard_exception` naming `maxClauseCount` (one bool of too many clauses); Elasticsearch 8 a 400
 * `illegal_argument_exception` (`Query rewrite failed: too many clauses`). Read before unavailabilityCause, which takes
 * the 500 for an outage.
 */
export function isTooManyClauses(err: unknown): boolean {
  const body = (err as { meta?: { body?: unknown } } | null)?.meta?.body;
  return /too_many(_nested)?_clauses|maxClauseCount|too many (nested )?clauses/.test(JSON.stringify(body ?? null));
}

/** The clause limit a refusal names (`maxClauseCount is set to 1024`), or null. */
export function clauseLimitOf(err: unknown): number | null {
  const body = (err as { meta?: { body?: unknown } } | null)?.meta?.body;
  const found = /maxClauseCount is set to (\d+)/.exec(JSON.stringify(body ?? null));
  return found ? Number(found[1]) : null;
}

/** What an `_msearch` response is filtered to: the hits' ids and totals, and the items' errors. */
export const MSEARCH_FILTER = [
  'responses.hits.total',
  'responses.hits.hits._id',
  'responses.error',
  'responses.status',
];

/**
 * Attempts a search may make on a cluster of several configured nodes: one per node. A node that refuses or drops the
 * connection, or answers 502, 503 or 504, is left for the next (the client marks it dead and picks another);
 * the search's deadline still bounds them all.
 */
export const perNodeRetries = (nodes: string[]) => nodes.length - 1;

/**
 * What the health check reads: the index's health (null: no such index), and the configured nodes that did not answer.
 */
export interface ClusterHealth {
  status: 'green' | 'yellow' | 'red' | null;
  unassignedShards: number;
  /** How many nodes are configured (OPENSEARCH_URL or ELASTICSEARCH_URL). */
  nodes: number;
  /** The error of each configured node that did not answer its probe (none probed when only one is configured). */
  nodesDown: unknown[];
  /**
   * Why the health API itself did not answer (unavailabilityCause: `HTTP 503` from a cluster electing a new manager
   * after losing one, `ECONNREFUSED`); null when it answered.
   */
  healthUnavailable: string | null;
}

/**
 * The health API's answer and each configured node's probe, run at once, as ClusterHealth (both clients). A health
 * API that does not answer is reported beside the probes (a lost node is then still named); any other failure of it
 * (a 4xx: our request is wrong) is thrown.
 */
export async function clusterHealth(
  request: Promise<{ statusCode?: number | null; body: unknown }>,
  nodes: number,
  probes: Promise<unknown>[],
): Promise<ClusterHealth> {
  const [answer, probeFailures] = await Promise.all([
    request.then(
      (res) => ({ res, err: null }),
      (err: unknown) => ({ res: null, err }),
    ),
    Promise.all(
      probes.map((p) =>
        p.then(
          () => null,
          (err: unknown) => err,
        ),
      ),
    ),
  ]);
  const healthUnavailable = answer.err === null ? null : unavailabilityCause(answer.err);
  if (answer.err !== null && healthUnavailable === null) throw answer.err;
  // 408: no such index (asked with timeout 0s, the health API does not wait for it to appear).
  const body =
    answer.res && answer.res.statusCode !== 408
      ? (answer.res.body as { status: ClusterHealth['status']; unassigned_shards: number })
      : null;
  return {
    status: body?.status ?? null,
    unassignedShards: body?.unassigned_shards ?? 0,
    nodes,
    // Any HTTP answer but a 5xx (even a 405: Elasticsearch's integ-test distribution serves no `/`) is a node that
    // answers.
    nodesDown: probeFailures.filter((f) => f !== null && unavailabilityCause(f) !== null),
    healthUnavailable,
  };
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
    .map((r) => ({
      id: r._id ?? '',
      status: r.status,
      reason: r.error ? `${r.error.type}: ${r.error.reason}` : `status ${r.status}`,
    }));
}
