import { searchCluster, type SearchCluster } from '../../src/adapters/search-cluster/cluster-search-engine';
import { openSearchClient } from '../../src/adapters/search-cluster/opensearch-client';
import { literalKeywords } from '../../src/domain/search/query-expansion';
import type { ProfileStore } from '../../src/ports/profile-store';
import { memoryIndexerState, SearchIndexer } from '../../src/services/search-index.service';
import { describeWithEngine } from '../support/engines';
import { rawProfile } from '../support/profiles';
import { startTestApp, type TestApp } from '../support/test-app';

describeWithEngine('opensearch', 'search index rebuild', (url) => {
  const alias = `fpd-test-rebuild-${process.pid}`;
  let cluster: SearchCluster;
  let t: TestApp;
  const find = async (keywords: string) =>
    (await cluster.engine.search({ keywords: literalKeywords(keywords), offset: 0, limit: 100 })).ids.sort();

  beforeAll(async () => {
    cluster = searchCluster('opensearch', openSearchClient(url), alias);
    t = await startTestApp({}, { searchEngine: cluster.engine });
  });
  afterAll(async () => {
    for (const index of await cluster.index.servingIndices()) await cluster.index.deleteIndex(index);
    await cluster.index.deleteIndex(alias);
    await cluster.close();
    await t.close();
  });

  it('replaces an index of the alias’s name, then swaps the alias with searches served throughout', async () => {
    await cluster.index.createIndex(alias); // a concrete index with the alias's name, as before aliases were used
    await t.c.imports.importProfiles(
      ['a', 'b'].map((id) => rawProfile(id, { basics: { label: 'Architecte Kotlin' } })),
    );
    await t.c.profilesAdmin.remove('b', 'deleted');
    const indexer = new SearchIndexer(t.internals.stores.profiles, cluster.index, t.clock, 0, memoryIndexerState());
    const first = await indexer.reindex();
    expect(first).toEqual({ index: expect.stringMatching(new RegExp(`^${alias}-\\d+$`)), indexed: 1, caughtUp: 2 });
    expect(await find('kotlin')).toEqual(['a']);
    // The catch-up read the changes made since the fill began (all of them here), but wrote no state twice: a copy
    // written again stays in the engine's statistics as a deleted document, and the scores of two engines drift. The
    // one deleted document is the tombstone of b's removal.
    const stats = (await (await fetch(`${url}/${first.index}/_stats/docs`)).json()) as {
      _all: { primaries: { docs: { count: number; deleted: number } } };
    };
    expect(stats._all.primaries.docs).toEqual({ count: 1, deleted: 1 });

    await t.c.imports.importProfiles(
      ['c', 'd', 'e'].map((id) => rawProfile(id, { basics: { label: 'Architecte Kotlin' } })),
    );
    let midway: string[] = [];
    // The store's read of a reindex, searched between its batches: while the new index is half built, the old one
    // answers.
    const profiles = t.internals.stores.profiles;
    const slowly: ProfileStore = Object.assign(Object.create(profiles) as ProfileStore, {
      async *scanDistributed(batchSize: number) {
        for await (const batch of profiles.scanDistributed(batchSize)) {
          yield batch;
          midway = await find('kotlin');
        }
      },
    });
    const before = await openSearchClient(url).aliasTargets(alias);
    const second = await new SearchIndexer(slowly, cluster.index, t.clock, 0, memoryIndexerState()).reindex();
    expect(midway).toEqual(['a']);
    expect(second.indexed).toBe(4);
    expect(await find('kotlin')).toEqual(['a', 'c', 'd', 'e']);
    expect(await openSearchClient(url).aliasTargets(alias)).toEqual([second.index]);
    expect(before).toHaveLength(1);
    expect(await openSearchClient(url).isConcreteIndex(before[0]!)).toBe(false); // the old index is gone
  });

  it('creates and rebuilds indices with the configured layout: shards, replicas, refresh interval (after the build too)', async () => {
    const configured = `${alias}-layout`;
    const layout = searchCluster('opensearch', openSearchClient(url), configured, 3000, {
      shards: 2,
      replicas: '0',
      refreshInterval: '5s',
    });
    const settingsOf = async (index: string) => {
      const res = await fetch(`${url}/${index}/_settings?flat_settings=true`);
      const s = Object.values((await res.json()) as Record<string, { settings: Record<string, string> }>)[0]!.settings;
      return {
        shards: s['index.number_of_shards'],
        replicas: s['index.number_of_replicas'],
        autoExpand: s['index.auto_expand_replicas'],
        refresh: s['index.refresh_interval'],
      };
    };
    try {
      await layout.index.ensureAlias();
      expect(await settingsOf(`${configured}-0`)).toEqual({
        shards: '2',
        replicas: '0',
        autoExpand: undefined,
        refresh: '5s',
      });
      const rebuilt = await new SearchIndexer(
        t.internals.stores.profiles,
        layout.index,
        t.clock,
        0,
        memoryIndexerState(),
      ).reindex();
      expect(await settingsOf(rebuilt.index)).toEqual({
        shards: '2',
        replicas: '0',
        autoExpand: undefined,
        refresh: '5s',
      });
      // the default: one replica as soon as a second node can hold it, none on this single node
      const byDefault = searchCluster('opensearch', openSearchClient(url), `${alias}-default`);
      await byDefault.index.createIndex(`${alias}-default`);
      expect(await settingsOf(`${alias}-default`)).toEqual({
        shards: '1',
        replicas: '0',
        autoExpand: '0-1',
        refresh: '1s',
      });
      await byDefault.index.deleteIndex(`${alias}-default`);
      await byDefault.close();
    } finally {
      for (const index of await layout.index.servingIndices()) await layout.index.deleteIndex(index);
      await layout.close();
    }
  });
});
