import { Client } from '@opensearch-project/opensearch';
import { bulkRefusals, type BulkItemResult, type ClusterClient } from './cluster-client';

/** OpenSearch (`@opensearch-project/opensearch`) behind the ClusterClient interface. */
export function openSearchClient(url: string): ClusterClient {
  const client = new Client({ node: url, requestTimeout: 10_000 });
  return {
    async search(index, body, options) {
      // Only what Stage 1 reads: the cluster sends (and the client parses) no index names, scores or sort values.
      const res = await client.search({ index, body: body as never, filter_path: ['hits.total', 'hits.hits._id'] }, options && { requestTimeout: options.timeoutMs, maxRetries: 0 });
      const hits = res.body.hits;
      const total = typeof hits.total === 'number' ? hits.total : (hits.total?.value ?? 0);
      return { total, ids: (hits.hits ?? []).map((h) => h._id as string) }; // no hits: filter_path leaves out the empty list
    },
    async aggregate(index, aggs, options) {
      const res = await client.search({ index, body: { size: 0, aggs } as never, filter_path: ['aggregations'] }, options && { requestTimeout: options.timeoutMs, maxRetries: 0 });
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
    async bulk(operations) {
      const res = await client.bulk({ body: operations as never });
      if (!res.body.errors) return [];
      return bulkRefusals((res.body.items as unknown as Record<string, BulkItemResult>[]).map((item) => Object.values(item)[0]!));
    },
    async refresh(index) {
      await client.indices.refresh({ index });
    },
    async setRefreshInterval(index, interval) {
      await client.indices.putSettings({ index, body: { index: { refresh_interval: interval } } as never });
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
      await client.indices.updateAliases({ body: { actions: [...previous.map((p) => ({ remove: { index: p, alias } })), { add: { index, alias } }] } });
    },
    close: () => client.close(),
  };
}
