import { openMobilitySource } from './adapters/mobility/open-mobility-source';
import { openSearchCluster, openStores } from './adapters/open-stores';
import type { ClusterSearchEngine } from './adapters/search-cluster/cluster-search-engine';
import type { Config } from './config/config';
import { Stage1Ids } from './domain/partners/stage1-id';
import { ProfileDistributor } from './domain/profile/distribution';
import { SealedBox } from './domain/security/sealed-box';
import type { SearchEngine } from './ports/search-engine';
import type { Stores } from './ports/stores';
import { ApiKeyService } from './services/api-key.service';
import { systemClock, type Clock } from './services/clock';
import { IntegrationService } from './services/integration.service';
import { MobilityService } from './services/mobility.service';
import { PartnerService } from './services/partner.service';
import { ProfileAdminService } from './services/profile-admin.service';
import { ProfileImportService } from './services/profile-import.service';
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
  /** The mobility dataset (MOBILITY_SOURCE_URL), through which search and import resolve work areas. */
  mobility: MobilityService;
  /** The search cluster (OpenSearch or Elasticsearch), when configured. */
  searchCluster: ClusterSearchEngine | null;
  close(): Promise<void>;
}

export async function createContainer(config: Config, options: { clock?: Clock; stores?: Stores; searchEngine?: SearchEngine } = {}): Promise<ServiceContainer> {
  const clock = options.clock ?? systemClock;
  const mobilitySource = await openMobilitySource(config.mobility.sourceUrl ?? undefined, { s3Endpoint: config.mobility.s3Endpoint ?? undefined });
  const mobility = new MobilityService(mobilitySource, clock);
  await mobility.start(config.mobility.sourceUrl ? await openMobilitySource(undefined) : undefined);
  const stores = options.stores ?? (await openStores(config, { areas: mobility }));
  const distributor = new ProfileDistributor(config.secrets, { freelancerProxyDomain: config.freelancerProxyDomain, trackingBaseUrl: config.trackingBaseUrl });
  const searchCluster = options.searchEngine ? null : await openSearchCluster(config);
  const stage1 = new Stage1Ids(config.secrets.idSecret);
  const whitelists = new WhitelistService(stores.whitelists, config.recruiterProxyDomain, clock);
  return {
    config,
    stores,
    clock,
    distributor,
    sync: new SyncService(stores.profiles, distributor, new SealedBox(config.secrets.idSecret, 'sync-cursor'), clock, config.syncSafetyLagSeconds),
    keys: new ApiKeyService(stores.keys, clock),
    imports: new ProfileImportService(stores.profiles, clock, mobility),
    profilesAdmin: new ProfileAdminService(stores.profiles, distributor, clock),
    stage1,
    whitelists,
    partners: new PartnerService(stores.profiles, stores.events, whitelists, stage1, distributor, clock),
    integration: new IntegrationService(stores.keys),
    search: new SearchService(options.searchEngine ?? searchCluster ?? stores.search, stores.profiles, stage1),
    mobility,
    searchCluster,
    close: async () => {
      mobilitySource.close?.();
      await searchCluster?.close();
      await stores.close();
    },
  };
}
