import { openSearchCluster, openStores } from './adapters/open-stores';
import type { IndexerQueue } from './adapters/queue/indexer-queue';
import type { ClusterSearchEngine } from './adapters/search-cluster/cluster-search-engine';
import type { Config } from './config/config';
import { unavailable } from './domain/errors';
import { Stage1Ids } from './domain/partners/stage1-id';
import { ProfileDistributor } from './domain/profile/distribution';
import { SealedBox } from './domain/security/sealed-box';
import { noChangeNotifier, type ProfileChangeNotifier } from './ports/profile-changes';
import type { SearchEngine } from './ports/search-engine';
import type { Stores } from './ports/stores';
import { ApiKeyService } from './services/api-key.service';
import { systemClock, type Clock } from './services/clock';
import { IntegrationService } from './services/integration.service';
import { PartnerService } from './services/partner.service';
import { ProfileAdminService } from './services/profile-admin.service';
import { ProfileImportService } from './services/profile-import.service';
import { describeRefused, SearchIndexer } from './services/search-index.service';
import { SearchService } from './services/search.service';
import { SyncService } from './services/sync.service';
import { WhitelistService } from './services/whitelist.service';

/** The composition root: configuration in, wired services out. Used by the server, the CLI and the tests. */
export interface ServiceContainer {
  config: Config;
  stores: Stores;
  clock: Clock;
  distributor: ProfileDistributor;
  sync: SyncService;
  keys: ApiKeyService;
  imports: ProfileImportService;
  profilesAdmin: ProfileAdminService;
  stage1: Stage1Ids;
  whitelists: WhitelistService;
  partners: PartnerService;
  integration: IntegrationService;
  search: SearchService;
  /** The search cluster (OpenSearch or Elasticsearch), when configured. */
  searchCluster: ClusterSearchEngine | null;
  /** Carries profiles to the search cluster, when one is configured. */
  searchIndexer: SearchIndexer | null;
  /** The indexer's BullMQ queues, with a search cluster and REDIS_URL. */
  indexerQueue: IndexerQueue | null;
  close(): Promise<void>;
}

export async function createContainer(config: Config, options: { clock?: Clock; stores?: Stores; searchEngine?: SearchEngine } = {}): Promise<ServiceContainer> {
  const clock = options.clock ?? systemClock;
  const stores = options.stores ?? (await openStores(config));
  const distributor = new ProfileDistributor(config.secrets, { freelancerProxyDomain: config.freelancerProxyDomain, trackingBaseUrl: config.trackingBaseUrl });
  const searchCluster = options.searchEngine ? null : await openSearchCluster(config);
  const indexerQueue = searchCluster && config.redisUrl ? new (await import('./adapters/queue/indexer-queue')).IndexerQueue(config.redisUrl, config.indexer) : null;
  const searchIndexer = searchCluster ? new SearchIndexer(stores.profiles, searchCluster, clock, config.syncSafetyLagSeconds * 1000, indexerQueue?.state) : null;
  const changes: ProfileChangeNotifier = indexerQueue ?? (searchIndexer ? inProcessIndexing(searchIndexer) : noChangeNotifier);
  const stage1 = new Stage1Ids(config.secrets.idSecret);
  const whitelists = new WhitelistService(stores.whitelists, config.recruiterProxyDomain, clock);
  return {
    config,
    stores,
    clock,
    distributor,
    sync: new SyncService(stores.profiles, distributor, new SealedBox(config.secrets.idSecret, 'sync-cursor'), clock, config.syncSafetyLagSeconds),
    keys: new ApiKeyService(stores.keys, clock),
    imports: new ProfileImportService(stores.profiles, clock, changes),
    profilesAdmin: new ProfileAdminService(stores.profiles, distributor, clock, changes),
    stage1,
    whitelists,
    partners: new PartnerService(stores.profiles, stores.events, whitelists, stage1, distributor, clock),
    integration: new IntegrationService(stores.keys),
    search: new SearchService(options.searchEngine ?? searchCluster ?? stores.search, stores.profiles, stage1),
    searchCluster,
    searchIndexer,
    indexerQueue,
    close: async () => {
      await indexerQueue?.close();
      await searchCluster?.close();
      await stores.close();
    },
  };
}

/**
 * A search cluster without Redis: the writing process indexes the changed profiles itself, right after the write.
 * A failure is logged and the write stands; nothing sweeps in this mode, so after a crash or a refused document
 * `fpd search-index rebuild` brings the cluster back in step (README, "The indexer").
 */
function inProcessIndexing(indexer: SearchIndexer): ProfileChangeNotifier {
  return {
    async profilesChanged(internalIds) {
      try {
        for (const r of await indexer.indexIds(internalIds)) console.error(`[fpd] search cluster refused profile ${describeRefused(r)}`);
      } catch (err) {
        console.error(`[fpd] could not index ${internalIds.length} profile(s), e.g. ${internalIds[0]}: ${(err as Error).message}`);
      }
    },
  };
}

/** The indexer's queues, or a 503-class error saying what to configure (reindex jobs, queue counts, failed jobs). */
export function requireIndexerQueue(c: Pick<ServiceContainer, 'indexerQueue'>): IndexerQueue {
  if (!c.indexerQueue) throw unavailable('The indexer is not configured: it needs REDIS_URL and a search cluster (OPENSEARCH_URL or ELASTICSEARCH_URL)');
  return c.indexerQueue;
}
