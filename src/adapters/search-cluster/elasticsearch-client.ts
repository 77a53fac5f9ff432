import { Client } from '@elastic/elasticsearch';
import {
  bulkRefusals,
  clusterHealth,
  msearchAnswer,
  msearchMatchedAnswer,
  MSEARCH_MATCHED_FILTER,
  MSEARCH_FILTER,
  perNodeRetries,
  type MsearchItem,
  type ClusterClient,
} from './cluster-client';

/** Elasticsearch 8 (`@elastic/elasticsearch`) behind the ClusterClient interface; `urls`: one node or several. */
export function elasticsearchClient(urls: string | string[]): ClusterClient {
  const nodes = typeof urls === 'string' ? [urls] : urls;
  const client = new Client({ nodes, requestTimeout: 10_000 });
  // One client per configured node, for health, as on OpenSearch (opensearch-client.ts).
  const probes = nodes.length > 1 ? nodes.map((node) => new Client({ node, maxRetries: 0 })) : [];
  const once = (options?: { timeoutMs: number }) =>
    options && { requestTimeout: options.timeoutMs, maxRetries: perNodeRetries(nodes) };
  return {
    async search(index, body, options) {
      // Only what Stage 1 reads, as on OpenSearch (opensearch-client.ts).
      const res = await client.search(
        {
          index,
          ...(body as object),
          filter_path: ['hits.total', 'hits.hits._id', 'aggregations'],
          allow_partial_search_results: false,
        },
        once(options),
      );
      const total = typeof res.hits.total === 'number' ? res.hits.total : (res.hits.total?.value ?? 0);
      const ids = (res.hits.hits ?? []).map((h) => h._id!); // no hits: filter_path leaves out the empty list
      return res.aggregations
        ? { total, ids, aggregations: res.aggregations as Record<string, unknown> }
        : { total, ids };
    },
    async msearch(index, bodies, options) {
      if (bodies.length === 0) return []; // the cluster refuses an empty request
      const searches = bodies.flatMap((body) => [{ index, allow_partial_search_results: false }, body]);
      const res = await client.msearch({ searches: searches as never, filter_path: MSEARCH_FILTER }, once(options));
      return ((res as { responses?: MsearchItem[] }).responses ?? []).map(msearchAnswer);
    },
    async msearchMatched(index, bodies, options) {
      if (bodies.length === 0) return [];
      const lines = bodies.flatMap((body) => [{ index, allow_partial_search_results: false }, body]);
      const res = await client.msearch(
        { searches: lines as never, filter_path: MSEARCH_MATCHED_FILTER },
        once(options),
      );
      return ((res as { responses?: MsearchItem[] }).responses ?? []).map(msearchMatchedAnswer);
    },
    async aggregate(index, aggs, options) {
      const res = await client.search(
        { index, size: 0, aggs: aggs as never, filter_path: ['aggregations'], allow_partial_search_results: false },
        once(options),
      );
      return (res.aggregations ?? {}) as Record<string, unknown>;
    },
    async mappingMeta(index) {
      const res = await client.indices.getMapping({ index }, { ignore: [404] });
      if ('error' in res || 'status' in res) return null;
      const [mapping] = Object.values(res);
      return (mapping?.mappings?._meta as Record<string, unknown> | undefined) ?? {};
    },
    async createIndex(index, definition) {
      await client.indices.create({ index, ...(definition as object) });
    },
    async deleteIndex(index) {
      await client.indices.delete({ index, ignore_unavailable: true });
    },
    async documentVersion(index, id) {
      const res = await client.get({ index, id, _source: false }, { ignore: [404] });
      return res.found ? (res._version ?? null) : null;
    },
    async bulk(operations) {
      const res = await client.bulk({ operations: operations as never });
      if (!res.errors) return [];
      return bulkRefusals(res.items.map((item) => Object.values(item)[0]!));
    },
    async refresh(index) {
      await client.indices.refresh({ index });
    },
    async setRefreshInterval(index, interval) {
      await client.indices.putSettings({ index, settings: { index: { refresh_interval: interval as never } } });
    },
    health(index, timeoutMs) {
      return clusterHealth(
        client.cluster.health({ index, timeout: '0s' }, { ignore: [408], requestTimeout: timeoutMs, meta: true }),
        nodes.length,
        probes.map((p) => p.ping(undefined, { requestTimeout: timeoutMs })),
      );
    },
    async aliasTargets(alias) {
      const res = await client.indices.getAlias({ name: alias }, { ignore: [404] });
      return 'error' in res || 'status' in res ? [] : Object.keys(res);
    },
    async isConcreteIndex(name) {
      return (await client.indices.exists({ index: name })) && (await this.aliasTargets(name)).length === 0;
    },
    async pointAlias(alias, index, previous) {
      await client.indices.updateAliases({
        actions: [...previous.map((p) => ({ remove: { index: p, alias } })), { add: { index, alias } }],
      });
    },
    close: async () => {
      await Promise.all([client, ...probes].map((c) => c.close()));
    },
  };
}
