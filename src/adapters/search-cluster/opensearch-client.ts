import { Client } from '@opensearch-project/opensearch';
import {
  bulkRefusals,
  clusterHealth,
  msearchAnswer,
  msearchMatchedAnswer,
  MSEARCH_MATCHED_FILTER,
  MSEARCH_FILTER,
  perNodeRetries,
  type MsearchItem,
  type BulkItemResult,
  type ClusterClient,
} from './cluster-client';

/** OpenSearch (`@opensearch-project/opensearch`) behind the ClusterClient interface; `urls`: one node or several. */
export function openSearchClient(urls: string | string[]): ClusterClient {
  const nodes = typeof urls === 'string' ? [urls] : urls;
  const client = new Client({ nodes, requestTimeout: 10_000 });
  // One client per configured node, for health: whether each answers (the pool hides a dead node behind the others).
  const probes = nodes.length > 1 ? nodes.map((node) => new Client({ node, maxRetries: 0 })) : [];
  const once = (options?: { timeoutMs: number }) =>
    options && { requestTimeout: options.timeoutMs, maxRetries: perNodeRetries(nodes) };
  return {
    async search(index, body, options) {
      // Only what Stage 1 reads: the cluster sends (and the client parses) no index names, scores or sort values.
      const res = await client.search(
        {
          index,
          body: body as never,
          filter_path: ['hits.total', 'hits.hits._id', 'aggregations'],
          allow_partial_search_results: false,
        },
        once(options),
      );
      const hits = res.body.hits;
      const total = typeof hits.total === 'number' ? hits.total : (hits.total?.value ?? 0);
      const ids = (hits.hits ?? []).map((h) => h._id as string); // no hits: filter_path leaves out the empty list
      return res.body.aggregations
        ? { total, ids, aggregations: res.body.aggregations as Record<string, unknown> }
        : { total, ids };
    },
    async msearch(index, bodies, options) {
      if (bodies.length === 0) return []; // the cluster refuses an empty request
      const lines = bodies.flatMap((body) => [{ index, allow_partial_search_results: false }, body]);
      const res = await client.msearch({ body: lines as never, filter_path: MSEARCH_FILTER }, once(options));
      return ((res.body as { responses?: MsearchItem[] }).responses ?? []).map(msearchAnswer);
    },
    async msearchMatched(index, bodies, options) {
      if (bodies.length === 0) return [];
      const lines = bodies.flatMap((body) => [{ index, allow_partial_search_results: false }, body]);
      const res = await client.msearch({ body: lines as never, filter_path: MSEARCH_MATCHED_FILTER }, once(options));
      return ((res.body as { responses?: MsearchItem[] }).responses ?? []).map(msearchMatchedAnswer);
    },
    async aggregate(index, aggs, options) {
      const res = await client.search(
        { index, body: { size: 0, aggs } as never, filter_path: ['aggregations'], allow_partial_search_results: false },
        once(options),
      );
      return (res.body.aggregations ?? {}) as Record<string, unknown>;
    },
    async mappingMeta(index) {
      const res = await client.indices.getMapping({ index }, { ignore: [404] });
      if (res.statusCode === 404) return null;
      const [mapping] = Object.values(res.body as Record<string, { mappings?: { _meta?: Record<string, unknown> } }>);
      return mapping?.mappings?._meta ?? {};
    },
    async createIndex(index, definition) {
      await client.indices.create({ index, body: definition as never });
    },
    async deleteIndex(index) {
      await client.indices.delete({ index, ignore_unavailable: true });
    },
    async documentVersion(index, id) {
      const res = await client.get({ index, id, _source: false }, { ignore: [404] });
      return res.statusCode === 404 ? null : ((res.body as { _version?: number })._version ?? null);
    },
    async bulk(operations) {
      const res = await client.bulk({ body: operations as never });
      if (!res.body.errors) return [];
      return bulkRefusals(
        (res.body.items as unknown as Record<string, BulkItemResult>[]).map((item) => Object.values(item)[0]!),
      );
    },
    async refresh(index) {
      await client.indices.refresh({ index });
    },
    async setRefreshInterval(index, interval) {
      await client.indices.putSettings({ index, body: { index: { refresh_interval: interval } } as never });
    },
    health(index, timeoutMs) {
      // timeout 0s: an index that does not exist is a 408 at once (the health API would wait for it to appear)
      return clusterHealth(
        client.cluster.health({ index, timeout: '0s' }, { ignore: [408], requestTimeout: timeoutMs }),
        nodes.length,
        probes.map((p) => p.ping({}, { requestTimeout: timeoutMs })),
      );
    },
    async aliasTargets(alias) {
      const res = await client.indices.getAlias({ name: alias }, { ignore: [404] });
      return res.statusCode === 404 ? [] : Object.keys(res.body as object);
    },
    async isConcreteIndex(name) {
      const exists = await client.indices.exists({ index: name });
      return exists.body === true && (await this.aliasTargets(name)).length === 0;
    },
    async pointAlias(alias, index, previous) {
      await client.indices.updateAliases({
        body: { actions: [...previous.map((p) => ({ remove: { index: p, alias } })), { add: { index, alias } }] },
      });
    },
    close: async () => {
      await Promise.all([client, ...probes].map((c) => c.close()));
    },
  };
}
