import { elasticsearchClient } from '../../src/adapters/search-cluster/elasticsearch-client';
import { openSearchClient } from '../../src/adapters/search-cluster/opensearch-client';
import type { ClusterClient } from '../../src/adapters/search-cluster/cluster-client';
import { describeWithEngine } from '../support/engines';

/**
 * The ClusterClient contract: each client library's adapter (opensearch-client.ts, elasticsearch-client.ts) does the
 * same against its real engine. The index here has a minimal definition of its own (core field types, the standard
 * analyzer), so that it also runs on Elasticsearch's integ-test distribution, which has no analysis-common module;
 * the profile mappings and the search contract run where the full engine is (test/contract/search-contract).
 */
const DEFINITION = {
  settings: { number_of_shards: 1, number_of_replicas: 0 },
  mappings: { dynamic: 'strict', properties: { title: { type: 'text' }, tag: { type: 'keyword' }, n: { type: 'long' } } },
};

function clusterClientContract(open: () => ClusterClient, url: () => string) {
  const prefix = `fpd-client-contract-${process.pid}`;
  const a = `${prefix}-a`;
  const b = `${prefix}-b`;
  const alias = `${prefix}-alias`;
  let client: ClusterClient;
  beforeAll(() => {
    client = open();
  });
  afterAll(async () => {
    for (const index of [a, b]) await client.deleteIndex(index);
    await client.close();
  });
  const settingOf = async (index: string, name: string) => {
    const res = await fetch(`${url()}/${index}/_settings/index.${name}?flat_settings=true`);
    return ((await res.json()) as Record<string, { settings: Record<string, string> }>)[index]?.settings[`index.${name}`];
  };
  const upsert = (index: string, id: string, version: number, doc: object) => [{ index: { _index: index, _id: id, version, version_type: 'external_gte' } }, doc];

  it('creates an index; tells a concrete index from a missing one; deleting a missing index is no error', async () => {
    await client.createIndex(a, DEFINITION);
    expect(await client.isConcreteIndex(a)).toBe(true);
    expect(await client.isConcreteIndex(`${prefix}-missing`)).toBe(false);
    expect(await client.aliasTargets(a)).toEqual([]);
    expect(await client.aliasTargets(`${prefix}-missing`)).toEqual([]);
    await expect(client.deleteIndex(`${prefix}-missing`)).resolves.toBeUndefined();
  });

  it('bulk: reports only the documents the engine refused, not a stale version nor a missing delete', async () => {
    const failed = await client.bulk([
      ...upsert(a, 'p1', 10, { title: 'Développeur Java', tag: 'java', n: 1 }),
      ...upsert(a, 'p2', 10, { title: 'Chef de projet', tag: 'pm', n: 2 }),
      ...upsert(a, 'p3', 10, { title: 'Data engineer', tag: 'data', n: 3 }),
    ]);
    expect(failed).toEqual([]);
    const second = await client.bulk([
      ...upsert(a, 'p1', 5, { title: 'an older state', tag: 'old', n: 1 }), // 409: a newer version is there
      { delete: { _index: a, _id: 'never-indexed', version: 3, version_type: 'external_gte' } }, // 404: nothing to delete
      ...upsert(a, 'bad', 10, { title: 'refused', tag: 'x', n: 'not a number' }), // 400: the mapping refuses it
      ...upsert(a, 'p4', 10, { title: 'Développeur Python', tag: 'python', n: 4 }),
    ]);
    expect(second).toEqual([{ id: 'bad', status: 400, reason: expect.stringMatching(/parsing_exception: /) }]);
  });

  it('searches: the total and the ids in order, and an empty answer when nothing matches', async () => {
    await client.refresh(a);
    const query = { query: { match: { title: 'développeur' } }, sort: [{ n: 'desc' }], size: 10 };
    expect(await client.search(a, query)).toEqual({ total: 2, ids: ['p4', 'p1'] });
    expect(await client.search(a, { query: { term: { tag: 'old' } } })).toEqual({ total: 0, ids: [] });
    expect(await client.search(a, { query: { match_all: {} }, size: 0, track_total_hits: true })).toEqual({ total: 4, ids: [] });
  });

  it('turns periodic refresh off for a build, and back to the default', async () => {
    await client.setRefreshInterval(a, '-1');
    expect(await settingOf(a, 'refresh_interval')).toBe('-1');
    await client.setRefreshInterval(a, null);
    expect(await settingOf(a, 'refresh_interval')).toBeUndefined();
  });

  it('points an alias at one index, then moves it in one step', async () => {
    await client.pointAlias(alias, a, []);
    expect(await client.aliasTargets(alias)).toEqual([a]);
    expect(await client.isConcreteIndex(alias)).toBe(false);
    await client.createIndex(b, DEFINITION);
    await client.bulk(upsert(b, 'q1', 1, { title: 'Développeur Rust', tag: 'rust', n: 1 }));
    await client.refresh(b);
    await client.pointAlias(alias, b, [a]);
    expect(await client.aliasTargets(alias)).toEqual([b]);
    expect(await client.search(alias, { query: { match: { title: 'développeur' } } })).toEqual({ total: 1, ids: ['q1'] });
  });

  it('fails a search of a missing index rather than answering nothing', async () => {
    await expect(client.search(`${prefix}-missing`, { query: { match_all: {} } })).rejects.toThrow(/index_not_found_exception|no such index/);
  });
}

describeWithEngine('opensearch', 'the cluster client contract: OpenSearch', (url) =>
  clusterClientContract(
    () => openSearchClient(url),
    () => url,
  ),
);

// Elasticsearch 8: the full engine when ELASTICSEARCH_URL is set, else the integ-test distribution the engines script runs.
describeWithEngine('elasticsearchCore', 'the cluster client contract: Elasticsearch', (url) => {
  const target = process.env.ELASTICSEARCH_URL || url;
  clusterClientContract(
    () => elasticsearchClient(target),
    () => target,
  );
});
