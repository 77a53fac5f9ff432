import { openSearchCluster, openStores } from './adapters/open-stores';
import type { ClusterSearchEngine } from './adapters/search-cluster/cluster-search-engine';
import type { Config } from './config/config';
import { Stage1Ids } from './domain/partners/stage1-id';
import { ProfileDistributor } from './domain/profile/distribution';
import { SealedBox } from './domain/security/sealed-box';
import { createLogger, type LogDestination, type Logger } from './observability/logger';
import { Metrics } from './observability/metrics';
import type { SearchEngine } from './ports/search-engine';
import type { Stores } from './ports/stores';
import { ApiKeyService } from './services/api-key.service';
import { systemClock, type Clock } from './services/clock';
import { IntegrationService } from './services/integration.service';
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
  /** The search cluster (OpenSearch or Elasticsearch), when configured. */
  searchCluster: ClusterSearchEngine | null;
  logger: Logger;
  metrics: Metrics;
  /** Registers a client to close with the container (closed in reverse order of registration). */
  onClose(name: string, close: () => Promise<void>): void;
  /** Closes every client the container opened or was given through onClose; a failure is logged, the rest still close. */
  close(): Promise<void>;
}

export interface ContainerOptions {
  clock?: Clock;
  stores?: Stores;
  searchEngine?: SearchEngine;
  /** Default stdout; the CLI logs to stderr; tests capture the stream. */
  logDestination?: LogDestination;
}

export async function createContainer(config: Config, options: ContainerOptions = {}): Promise<ServiceContainer> {
  const clock = options.clock ?? systemClock;
  const logger = createLogger(config.log, options.logDestination);
  const metrics = new Metrics();
  const closers: { name: string; close: () => Promise<void> }[] = [];
  const onClose = (name: string, close: () => Promise<void>) => void closers.push({ name, close });
  const stores = options.stores ?? (await openStores(config));
  onClose(`${stores.backend} store`, () => stores.close());
  const distributor = new ProfileDistributor(config.secrets, { freelancerProxyDomain: config.freelancerProxyDomain, trackingBaseUrl: config.trackingBaseUrl });
  const searchCluster = options.searchEngine ? null : await openSearchCluster(config);
  if (searchCluster) onClose(`${searchCluster.name} client`, () => searchCluster.close());
  let closing: Promise<void> | null = null;
  const stage1 = new Stage1Ids(config.secrets.idSecret);
  const whitelists = new WhitelistService(stores.whitelists, config.recruiterProxyDomain, clock);
  return {
    config,
    stores,
    clock,
    distributor,
    sync: new SyncService(stores.profiles, distributor, new SealedBox(config.secrets.idSecret, 'sync-cursor'), clock, config.syncSafetyLagSeconds),
    keys: new ApiKeyService(stores.keys, clock),
    imports: new ProfileImportService(stores.profiles, clock),
    profilesAdmin: new ProfileAdminService(stores.profiles, distributor, clock),
    stage1,
    whitelists,
    partners: new PartnerService(stores.profiles, stores.events, whitelists, stage1, distributor, clock),
    integration: new IntegrationService(stores.keys),
    search: new SearchService(options.searchEngine ?? searchCluster ?? stores.search, stores.profiles, stage1, (engine, seconds) =>
      metrics.searchDuration.observe({ engine }, seconds),
    ),
    searchCluster,
    logger,
    metrics,
    onClose,
    close: () => (closing ??= closeAll()),
  };

  async function closeAll(): Promise<void> {
    for (const { name, close } of closers.reverse()) {
      try {
        await close();
        logger.info({ client: name }, `closed ${name}`);
      } catch (err) {
        logger.error({ client: name, err }, `closing ${name} failed`);
      }
    }
  }
}
