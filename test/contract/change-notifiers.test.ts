import { IndexerQueue } from '../../src/adapters/queue/indexer-queue';
import { openSearchClient } from '../../src/adapters/search-cluster/opensearch-client';
import { searchCluster } from '../../src/adapters/search-cluster/cluster-search-engine';
import { openSqliteStores } from '../../src/adapters/sqlite/sqlite-stores';
import { loadConfig } from '../../src/config/config';
import type { Log } from '../../src/ports/log';
import { inProcessIndexing, memoryIndexerState, SearchIndexer } from '../../src/services/search-index.service';
import { describeWithEngine } from '../support/engines';
import { dropIndexer, indexedVersions } from '../support/indexer';
import { freePort } from '../support/private-redis';
import { rawProfile, stored } from '../support/profiles';
import { changeNotifierContract } from './change-notifier.contract';

const recording = (lines: string[]): Log => ({
  info: (m) => void lines.push(m),
  warn: (m) => void lines.push(m),
  error: (m) => void lines.push(m),
});
const indexerConfig = (prefix: string) => ({
  ...loadConfig({
    DATA_DIR: '/nonexistent-fpd-test',
    ID_SECRET: 'i'.repeat(40),
    EMAIL_HASH_SALT: 's'.repeat(40),
    TRACKING_SECRET: 't'.repeat(40),
  }).indexer,
  queuePrefix: prefix,
  attempts: 1,
});

describeWithEngine('redis', 'ProfileChangeNotifier [BullMQ queue]', (redisUrl) => {
  const prefix = `fpdtest-notifier-${process.pid}`;
  const lines: string[] = [];
  const queues: IndexerQueue[] = [];
  const open = (url: string) => {
    const q = new IndexerQueue(url, indexerConfig(prefix), recording(lines));
    queues.push(q);
    return q;
  };
  afterAll(async () => {
    for (const q of queues) await q.close();
    await dropIndexer({
      REDIS_URL: redisUrl,
      OPENSEARCH_URL: 'http://127.0.0.1:1',
      SEARCH_INDEX: 'none',
      QUEUE_PREFIX: prefix,
    });
  });
  changeNotifierContract(async () => {
    const live = open(redisUrl);
    const nobody = await freePort();
    return {
      live: () => live,
      ids: ['n-1', 'n-2'],
      carried: async (ids) => {
        const jobs = await live.index.getJobs(['waiting', 'active', 'completed', 'delayed', 'failed']);
        return ids.every((id) => jobs.some((j) => j.data.ids.includes(id)));
      },
      unreachable: () => open(`redis://127.0.0.1:${nobody}`),
      logged: () => lines,
    };
  });
});

describeWithEngine('opensearch', 'ProfileChangeNotifier [in-process indexing]', (opensearchUrl) => {
  const alias = `fpd-test-notifier-${process.pid}`;
  const lines: string[] = [];
  const stores = openSqliteStores(':memory:');
  const cluster = searchCluster('opensearch', openSearchClient(opensearchUrl), alias);
  afterAll(async () => {
    for (const index of await cluster.index.servingIndices()) await cluster.index.deleteIndex(index);
    await cluster.close();
    await stores.close();
  });
  changeNotifierContract(async () => {
    await stores.profiles.upsertMany(
      ['p-1', 'p-2'].map((id) => stored(rawProfile(id))),
      () => Date.UTC(2026, 10, 1),
    );
    const indexer = (index: typeof cluster.index) =>
      new SearchIndexer(stores.profiles, index, () => Date.now(), 0, memoryIndexerState());
    const dead = searchCluster('opensearch', openSearchClient(`http://127.0.0.1:${await freePort()}`), alias);
    return {
      live: () => inProcessIndexing(indexer(cluster.index), recording(lines)),
      ids: ['p-1', 'p-2'],
      carried: async (ids) => {
        const indexed = await indexedVersions(opensearchUrl, alias);
        return ids.every((id) => indexed.has(id));
      },
      unreachable: () => inProcessIndexing(indexer(dead.index), recording(lines)),
      logged: () => lines,
    };
  });
});
