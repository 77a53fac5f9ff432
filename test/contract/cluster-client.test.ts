import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { elasticsearchClient } from '../../src/adapters/search-cluster/elasticsearch-client';
import { openSearchClient } from '../../src/adapters/search-cluster/opensearch-client';
import {
  clauseLimitOf,
  isMissingIndex,
  isTooManyClauses,
  refusalReason,
  unavailabilityCause,
  type ClusterClient,
} from '../../src/adapters/search-cluster/cluster-client';
import { describeWithEngine } from '../support/engines';

/**
 * The ClusterClient contract: each client library's adapter (opensearch-client.ts, elasticsearch-client.ts) does the
 * same against its real engine. The index here has a minimal definition of its own (core field types, the standard
 * analyzer), so that it also runs on Elasticsearch's integ-test distribution, which has no analysis-common module;
 * the profile mappings and the search contract run where the full engine is (test/contract/search-contract).
 */
const DEFINITION = {
  settings: { number_of_shards: 1, number_of_replicas: 0 },
  mappings: {
    dynamic: 'strict',
    properties: { title: { type: 'text' }, tag: { type: 'keyword' }, n: { type: 'long' } },
  },
};

function clusterClientContract(open: (urls?: string[]) => ClusterClient, url: () => string) {
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
    return ((await res.json()) as Record<string, { settings: Record<string, string> }>)[index]?.settings[
      `index.${name}`
    ];
  };
  const upsert = (index: string, id: string, version: number, doc: object) => [
    { index: { _index: index, _id: id, version, version_type: 'external_gte' } },
    doc,
  ];

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

  it("gives a document's external version by id; none for an unknown id or index", async () => {
    expect(await client.documentVersion(a, 'p1')).toBe(10);
    expect(await client.documentVersion(a, 'ghost')).toBeNull();
    expect(await client.documentVersion(`${prefix}-missing`, 'p1')).toBeNull();
  });

  it('searches: the total and the ids in order, and an empty answer when nothing matches', async () => {
    await client.refresh(a);
    const query = { query: { match: { title: 'développeur' } }, sort: [{ n: 'desc' }], size: 10 };
    expect(await client.search(a, query)).toEqual({ total: 2, ids: ['p4', 'p1'] });
    expect(await client.search(a, { query: { term: { tag: 'old' } } })).toEqual({ total: 0, ids: [] });
    expect(await client.search(a, { query: { match_all: {} }, size: 0, track_total_hits: true })).toEqual({
      total: 4,
      ids: [],
    });
  });

  it('msearch: each search answered as search answers it, in order', async () => {
    const queries = [
      { query: { match: { title: 'développeur' } }, sort: [{ n: 'desc' }], size: 10 },
      { query: { term: { tag: 'old' } } },
      { query: { match_all: {} }, size: 0, track_total_hits: true },
    ];
    expect(await client.msearch(a, queries)).toEqual([
      { total: 2, ids: ['p4', 'p1'] },
      { total: 0, ids: [] },
      { total: 4, ids: [] },
    ]);
    expect(await client.msearch(a, [])).toEqual([]);
  });

  it('msearchMatched: each hit with the named queries it matched, and a search refused for its clauses in its place', async () => {
    const named = (queries: Record<string, object>) => ({
      query: {
        bool: {
          should: Object.entries(queries).map(([name, q]) => ({ bool: { filter: [q], _name: name } })),
          minimum_should_match: 1,
        },
      },
      sort: ['_doc'],
      size: 10,
      _source: false,
    });
    // 10 000 term queries: over OpenSearch's limit (1024) and the integ-test Elasticsearch's (8192).
    const tooMany = {
      query: {
        bool: {
          should: Array.from({ length: 100 }, (_, i) => ({
            bool: { should: Array.from({ length: 100 }, (_, j) => ({ term: { tag: `t${i}-${j}` } })) },
          })),
        },
      },
    };
    const [first, refused, none] = await client.msearchMatched(a, [
      named({ java: { term: { tag: 'java' } }, dev: { match: { title: 'développeur' } } }),
      tooMany,
      named({ old: { term: { tag: 'old' } } }),
    ]);
    const hits = (first as { id: string; matched: string[] }[])
      .map((h) => ({ id: h.id, matched: [...h.matched].sort() }))
      .sort((x, y) => x.id.localeCompare(y.id));
    expect(hits).toEqual([
      { id: 'p1', matched: ['dev', 'java'] },
      { id: 'p4', matched: ['dev'] },
    ]);
    // OpenSearch answers it with a 500, which alone would read as an outage: isTooManyClauses is read first.
    expect(refused).toBeInstanceOf(Error);
    expect(isTooManyClauses(refused)).toBe(true);
    expect(clauseLimitOf(refused)).toBeGreaterThanOrEqual(1024);
    expect(none).toEqual([]);
    expect(await client.msearchMatched(a, [])).toEqual([]);
    expect(isTooManyClauses(await client.search(a, { query: { no_such_query: {} } }).catch((e: unknown) => e))).toBe(
      false,
    );
  });

  it('turns periodic refresh off for a build, and back to the configured interval', async () => {
    await client.setRefreshInterval(a, '-1');
    expect(await settingOf(a, 'refresh_interval')).toBe('-1');
    await client.setRefreshInterval(a, '2s');
    expect(await settingOf(a, 'refresh_interval')).toBe('2s');
  });

  it("health: the index's status and its unassigned shard copies; no such index: no status, at once", async () => {
    expect(await client.health(a, 1000)).toEqual({
      status: 'green',
      unassignedShards: 0,
      nodes: 1,
      nodesDown: [],
      healthUnavailable: null,
    });
    const started = Date.now();
    expect(await client.health(`${prefix}-missing`, 1000)).toEqual({
      status: null,
      unassignedShards: 0,
      nodes: 1,
      nodesDown: [],
      healthUnavailable: null,
    });
    expect(Date.now() - started).toBeLessThan(1000);
    const replicated = `${prefix}-replicated`;
    await client.createIndex(replicated, { ...DEFINITION, settings: { number_of_shards: 2, number_of_replicas: 1 } });
    try {
      expect(await client.health(replicated, 1000)).toMatchObject({ status: 'yellow', unassignedShards: 2 }); // one node: no place for a replica
    } finally {
      await client.deleteIndex(replicated);
    }
  });

  it('several nodes, one of which refuses connections: every search answers from the other; health names the one down', async () => {
    const dead = 'http://127.0.0.1:9'; // nothing listens on the discard port
    const two = open([dead, url()]);
    try {
      for (let i = 0; i < 6; i++)
        expect(await two.search(a, { query: { match: { title: 'développeur' } } }, { timeoutMs: 2000 })).toMatchObject({
          total: 2,
        });
      const health = await two.health(a, 1000);
      expect(health).toMatchObject({ status: 'green', nodes: 2 });
      expect(health.nodesDown).toHaveLength(1);
      expect(String((health.nodesDown[0] as Error).message)).toMatch(/ECONNREFUSED/);
    } finally {
      await two.close();
    }
  });

  it('health while the cluster has no manager (its health API answers 503): reported, not thrown', async () => {
    // A node that answers every request 503, as a cluster does while it elects a new manager after losing one.
    const electing = createServer((_req, res) =>
      res
        .writeHead(503, { 'content-type': 'application/json' })
        .end('{"error":{"type":"cluster_manager_not_discovered_exception"},"status":503}'),
    );
    await new Promise<void>((resolve) => electing.listen(0, '127.0.0.1', resolve));
    const one = open([`http://127.0.0.1:${(electing.address() as AddressInfo).port}`]);
    try {
      expect(await one.health(a, 1000)).toEqual({
        status: null,
        unassignedShards: 0,
        nodes: 1,
        nodesDown: [],
        healthUnavailable: 'HTTP 503 cluster_manager_not_discovered_exception',
      });
    } finally {
      await one.close();
      electing.close();
    }
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
    expect(await client.search(alias, { query: { match: { title: 'développeur' } } })).toEqual({
      total: 1,
      ids: ['q1'],
    });
  });

  it('fails a search of a missing index rather than answering nothing', async () => {
    await expect(client.search(`${prefix}-missing`, { query: { match_all: {} } })).rejects.toThrow(
      /index_not_found_exception|no such index/,
    );
  });

  it('fails an msearch of a missing index as a search fails (isMissingIndex reads it), rather than answering nothing', async () => {
    const failed = await client
      .msearch(`${prefix}-missing`, [{ query: { match_all: {} } }])
      .catch((err: unknown) => err);
    expect(isMissingIndex(failed)).toBe(true);
    // A query the cluster refuses is a refusal (a 4xx: a bug), not an outage.
    const refused = await client
      .msearch(a, [{ query: { match_all: {} } }, { query: { no_such_query: {} } }])
      .catch((err: unknown) => err);
    expect(refusalReason(refused)).toMatch(/parsing_exception|named_object_not_found|x_content_parse/);
    expect(unavailabilityCause(refused)).toBeNull();
  });
}

describeWithEngine('opensearch', 'the cluster client contract: OpenSearch', (url) =>
  clusterClientContract(
    (urls) => openSearchClient(urls ?? url),
    () => url,
  ),
);

// Elasticsearch 8 (the integ-test distribution scripts/engines.sh runs, or ELASTICSEARCH_URL).
describeWithEngine('elasticsearch', 'the cluster client contract: Elasticsearch', (url) => {
  const target = url;
  clusterClientContract(
    (urls) => elasticsearchClient(urls ?? target),
    () => target,
  );
});
