import request from 'supertest';
import type { ClusterClient } from '../../src/adapters/search-cluster/cluster-client';
import { searchCluster, type SearchCluster } from '../../src/adapters/search-cluster/cluster-search-engine';
import { elasticsearchClient } from '../../src/adapters/search-cluster/elasticsearch-client';
import { openSearchClient } from '../../src/adapters/search-cluster/opensearch-client';
import type { RawProfile } from '../../src/domain/profile/raw-profile.schema';
import { toSearchDocument, type SearchDocument } from '../../src/domain/search/search-document';
import type { SearchEngine } from '../../src/ports/search-engine';
import { describeWithEngine } from '../support/engines';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * The engines every search contract runs on: the embedded engine as the service runs it (searches on worker threads)
 * and on the calling thread, OpenSearch, and Elasticsearch when ELASTICSEARCH_URL is set. A cluster engine is fed the
 * way the indexer feeds it (versioned writes and removals, then a refresh); the embedded engine needs nothing.
 */
export interface SearchTestContext {
  t: TestApp;
  /** Carries the store's state to a cluster engine (a no-op on the embedded engine). */
  syncIndex(): Promise<void>;
  search(body: object, key?: string): request.Test;
  /** The internal ids found, sorted. */
  ids(body: object): Promise<string[]>;
  /** The internal ids found, in rank order. */
  ranked(body: object): Promise<string[]>;
  engine: string;
  /** The engine the service searches. */
  searchEngine(): SearchEngine;
  /** On a cluster: a new client of it (the caller closes it), and the alias searched. */
  cluster?: { client(): ClusterClient; alias: string };
}

let indexes = 0;

export function describeSearchEngines(
  title: string,
  corpus: () => RawProfile[],
  suite: (ctx: SearchTestContext) => void,
): void {
  describe(`${title} [sqlite, search threads]`, () =>
    searchSuite('sqlite', corpus, suite, undefined, { SQLITE_SEARCH_THREADS: '2' }));
  describe(`${title} [sqlite, calling thread]`, () =>
    searchSuite('sqlite', corpus, suite, undefined, { SQLITE_SEARCH_THREADS: '0' }));
  describeWithEngine('opensearch', title, (url) =>
    searchSuite('opensearch', corpus, suite, { name: 'opensearch', client: () => openSearchClient(url) }),
  );
  describeWithEngine('elasticsearch', title, (url) =>
    searchSuite('elasticsearch', corpus, suite, { name: 'elasticsearch', client: () => elasticsearchClient(url) }),
  );
}

function searchSuite(
  engineName: string,
  corpus: () => RawProfile[],
  suite: (ctx: SearchTestContext) => void,
  clusterSpec?: { name: 'opensearch' | 'elasticsearch'; client: () => ClusterClient },
  env: Record<string, string> = {},
): void {
  let cluster: SearchCluster | undefined;
  const ctx = { engine: engineName } as SearchTestContext;
  ctx.syncIndex = async () => {
    if (!cluster) return;
    const all = await ctx.t.internals.stores.profiles.changesAfter(null, 10_000);
    const refused = await cluster.index.write({
      upsert: all.map((p) => toSearchDocument(p, ctx.t.c.mobility)).filter((d): d is SearchDocument => d !== null),
      remove: all.filter((p) => p.removalReason).map((p) => ({ internalId: p.internalId, version: p.modifiedAt })),
    });
    expect(refused).toEqual([]);
    await cluster.index.refresh();
  };
  ctx.search = (body, key) =>
    request(ctx.t.app)
      .post('/partners/search')
      .set('x-api-key', key ?? ctx.t.key.partner)
      .send(body);
  ctx.ranked = async (body) => {
    const res = await ctx.search({ limit: 100, ...body });
    expect(res.status).toBe(200);
    return (res.body.freelances as { id: string }[]).map((f) =>
      ctx.t.internals.stage1.resolve(f.id, 'partner:test-partner')!,
    );
  };
  ctx.ids = async (body) => (await ctx.ranked(body)).sort();
  ctx.searchEngine = () => cluster?.engine ?? ctx.t.internals.stores.search!;

  beforeAll(async () => {
    if (clusterSpec) {
      const alias = `fpd-test-search-${process.pid}-${indexes++}`;
      cluster = searchCluster(clusterSpec.name, clusterSpec.client(), alias);
      ctx.cluster = { client: clusterSpec.client, alias };
      await cluster.index.createIndex(alias);
    }
    ctx.t = await startTestApp(env, { searchEngine: cluster?.engine });
    for (const p of corpus()) {
      await ctx.t.c.imports.importProfiles([p]);
      ctx.t.clock.advance(1000); // distinct modification times: the first profile is the oldest
    }
    await ctx.syncIndex();
  });
  afterAll(async () => {
    if (cluster) {
      await cluster.index.deleteIndex(cluster.index.alias);
      await cluster.close();
    }
    await ctx.t.close();
  });

  suite(ctx);
}
