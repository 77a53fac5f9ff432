import { availableParallelism } from 'node:os';
import type { Redis } from 'ioredis';
import { healthFile } from './adapters/process/health-file';
import type { IndexerQueue } from './adapters/queue/indexer-queue';
import type { IndexerWorker } from './adapters/queue/indexer-worker';
import { openJobScheduler } from './adapters/schedule/open-job-scheduler';
import { ImportThreads } from './adapters/threads/import-threads';
import type { SearchCluster } from './adapters/search-cluster/cluster-search-engine';
import { keyService } from './command-services';
import { Lifecycle } from './composition/lifecycle';
import {
  healthModule,
  limitsModule,
  mobilityModule,
  searchModule,
  storesModule,
  webhooksModule,
  type Basics,
} from './composition/modules';
import type { Config } from './config/config';
import { Stage1Ids } from './domain/partners/stage1-id';
import { ProfileDistributor } from './domain/profile/distribution';
import { SealedBox } from './domain/security/sealed-box';
import { createLogger, type LogDestination, type Logger } from './observability/logger';
import { Metrics } from './observability/metrics';
import type { Log } from './ports/log';
import { allOf } from './ports/profile-changes';
import type { RateLimiter } from './ports/rate-limiter';
import type { SearchEngine } from './ports/search-engine';
import type { Stores } from './ports/stores';
import type { HostResolver } from './ports/webhook-delivery';
import type { ApiKeyService } from './services/api-key.service';
import { systemClock, type Clock } from './services/clock';
import type { HealthService } from './services/health.service';
import { IntegrationService } from './services/integration.service';
import type { MobilityService } from './services/mobility.service';
import { PartnerService } from './services/partner.service';
import { PreparedProfileService } from './services/prepared-profile.service';
import { ProfileAdminService } from './services/profile-admin.service';
import { ProfileImportService } from './services/profile-import.service';
import type { SavedSearchService } from './services/saved-search.service';
import type { SearchIndexAdmin, SearchIndexer } from './services/search-index.service';
import type { SearchService } from './services/search.service';
import { SyncService } from './services/sync.service';
import { TrackingService } from './services/tracking.service';
import type { WebhookDeliveryService } from './services/webhook-delivery.service';
import type { WebhookService } from './services/webhook.service';
import { WhitelistService } from './services/whitelist.service';

/**
 * The composition root: configuration in, wired services out. Every choice of an adapter is made here (and in the
 * capability modules of src/composition/), once, from the validated configuration. Each process wires only the
 * modules it uses: the API server all of them (composeService), the indexer's worker and the webhook worker theirs
 * (composeIndexerWorker, composeWebhookWorker), the CLI's read-only commands theirs (command-services.ts). They see
 * the services below, never a store, a cluster, a queue or a Redis connection.
 */
export interface ServiceContainer {
  config: Config;
  clock: Clock;
  sync: SyncService;
  /** Profiles' distributions, prepared once per version: the upgrade's pass over what was stored without one. */
  preparedProfiles: PreparedProfileService;
  keys: ApiKeyService;
  imports: ProfileImportService;
  profilesAdmin: ProfileAdminService;
  /** The tracking host: where a tracked link leads. */
  tracking: TrackingService;
  whitelists: WhitelistService;
  partners: PartnerService;
  integration: IntegrationService;
  search: SearchService;
  /** Partners' saved searches and their matcher (issue 29). */
  savedSearches: SavedSearchService;
  /** The search cluster's index as operators drive it: reindex jobs and their queues, or a rebuild in this process. */
  searchIndex: SearchIndexAdmin;
  /** Webhook subscriptions, their signing secrets and delivery logs (docs/webhooks.md). */
  webhooks: WebhookService;
  /**
   * Webhook delivery: run by the worker (`npm run webhooks`) with REDIS_URL, by the API server in-process otherwise.
   */
  webhookDelivery: WebhookDeliveryService;
  /** The mobility dataset (MOBILITY_SOURCE_URL), through which search and import resolve work areas. */
  mobility: MobilityService;
  rateLimiter: RateLimiter;
  /** GET /health/dependencies; register further checks with `health.register`. */
  health: HealthService;
  logger: Logger;
  metrics: Metrics;
  /**
   * The server's daily jobs: the refresh of the mobility dataset, and the clean-up of keys stopped over 30 days ago
   * (KEY_PURGE_TIMING); on a BullMQ job scheduler with REDIS_URL, shared by every process (one run per time); in this
   * process otherwise. Returns when each runs next and on which scheduler.
   */
  scheduleJobs(): Promise<{ mobilityRefresh: Date | null; keyPurge: Date | null; scheduler: string }>;
  /**
   * `npm run indexer`: the indexer's worker, on a deployment that has one (REDIS_URL and a search cluster); `log`: the
   * container's by default.
   */
  startIndexerWorker(log?: Log): Promise<IndexerWorker>;
  /** Registers a client to close with the container (closed in reverse order of registration). */
  onClose(name: string, close: () => Promise<void>): void;
  /**
   * Closes every client the container opened or was given through onClose; a failure is logged, the rest still close.
   */
  close(): Promise<void>;
}

/**
 * What the composition root chose, besides the services: the adapters and the domain's keys. Tests and benchmarks
 * reach them through `composeService`; the server, the CLI and the worker never do.
 */
export interface Internals {
  stores: Stores;
  /** The search cluster (OpenSearch or Elasticsearch), when configured: its engine and its index. */
  searchCluster: SearchCluster | null;
  /** The Redis connection of rate limits and health, when REDIS_URL is set (and the process serves requests). */
  redis: Redis | null;
  /** The indexer's BullMQ queues, with a search cluster and REDIS_URL. */
  indexerQueue: IndexerQueue | null;
  /** Carries profiles to the search cluster, when one is configured. */
  searchIndexer: SearchIndexer | null;
  distributor: ProfileDistributor;
  stage1: Stage1Ids;
}

export interface Composition {
  services: ServiceContainer;
  internals: Internals;
}

export interface ContainerOptions {
  clock?: Clock;
  /** The sandbox: its profiles in an in-memory SQLite database of its own, whatever the configuration says. */
  inMemoryStore?: boolean;
  /** Tests: the search engine the service searches instead of the configured one (a cluster fed by the test). */
  searchEngine?: SearchEngine;
  /** Default stdout; the CLI logs to stderr; tests capture the stream. */
  logDestination?: LogDestination;
  /**
   * False for a process that answers no requests (the CLI): rate limits stay in memory and no Redis connection is
   * opened for them (nor its health check), so an unreachable Redis costs such a process nothing.
   */
  servesRequests?: boolean;
  /**
   * The CLI: the mobility dataset, when a local file (the bundled one by default), is read when a command first
   * resolves a place rather than at start (0.4 s most commands do not need).
   */
  placesOnFirstUse?: boolean;
  /**
   * Tests: how webhook hosts resolve, and certificate authorities to trust beside the system's (self-signed receivers).
   */
  webhooks?: { resolve?: HostResolver; ca?: string | Buffer };
  /**
   * `fpd import`: its lines are prepared on IMPORT_THREADS worker threads, started with the container once its store
   * is open (they load their code while the rest starts), and only when the import will use them (IMPORT_THREADS set,
   * or unset and a store that holds no profile: ProfileImportService).
   */
  importThreads?: boolean;
}

/** The services (the server, the CLI and the worker use only these). */
export async function createContainer(config: Config, options: ContainerOptions = {}): Promise<ServiceContainer> {
  return (await composeService(config, options)).services;
}

export async function composeService(config: Config, options: ContainerOptions = {}): Promise<Composition> {
  const basics = processBasics(config, options);
  const { clock, logger, lifecycle } = basics;
  const metrics = new Metrics();
  const mobility = await mobilityModule(basics, { onFirstUse: options.placesOnFirstUse });
  const stores = await storesModule(basics, { mobility, inMemory: options.inMemoryStore });
  // Started only when the import will use them: IMPORT_THREADS set, or unset and the store holds no profile yet.
  const threadsFor = Math.max(1, availableParallelism() - 1);
  const importThreads =
    options.importThreads &&
    config.importThreads !== 0 &&
    (config.importThreads !== null || (await stores.profiles.count('all')) === 0)
      ? new ImportThreads(Math.min(config.importThreads ?? threadsFor, threadsFor))
      : null;
  if (importThreads) lifecycle.onClose('import threads', () => importThreads.close());
  const distributor = profileDistributor(config);
  importThreads?.setUp({
    secrets: config.secrets,
    options: { freelancerProxyDomain: config.freelancerProxyDomain, trackingBaseUrl: config.trackingBaseUrl },
    preparationKey: distributor.preparationKey,
    areas: mobility.index?.areas ?? null,
    // The embedded store indexes in its writes; a search cluster's documents are the indexer's.
    searchText: stores.backend === 'sqlite',
  });
  const stage1 = new Stage1Ids(config.secrets.idSecret);
  const search = await searchModule(basics, {
    stores,
    mobility,
    stage1,
    metrics,
    engine: options.searchEngine,
    embeddedOnly: options.inMemoryStore,
  });
  const { rateLimiter, redis } = await limitsModule(basics, {
    metrics,
    servesRequests: options.servesRequests !== false && !options.inMemoryStore,
  });
  const { webhooks, emitter, webhookDelivery, savedSearches } = await webhooksModule(basics, {
    stores,
    distributor,
    stage1,
    search,
    mobility,
    rateLimiter,
    options: options.webhooks,
  });
  const health = healthModule(basics, { stores, search, redis, mobility, rateLimiter, metrics });
  const changes = allOf(search.indexing, emitter);

  const keys = keyService(stores, clock);
  const whitelists = new WhitelistService(stores.whitelists, config.recruiterProxyDomain, clock, (owner) =>
    emitter.whitelistChanged(owner),
  );
  const preparedProfiles = new PreparedProfileService(stores.profiles, distributor);
  const services: ServiceContainer = {
    config,
    clock,
    sync: new SyncService(
      stores.profiles,
      distributor,
      new SealedBox(config.secrets.idSecret, 'sync-cursor'),
      clock,
      config.syncSafetyLagSeconds,
    ),
    preparedProfiles,
    keys,
    imports: new ProfileImportService(
      stores.profiles,
      clock,
      changes,
      mobility,
      preparedProfiles.prepare,
      importThreads ? { threads: importThreads, always: config.importThreads !== null } : undefined,
    ),
    profilesAdmin: new ProfileAdminService({
      profiles: stores.profiles,
      distributor,
      clock,
      changes,
      events: stores.events,
      search: search.engine ?? undefined,
    }),
    tracking: new TrackingService(stores.profiles, distributor),
    whitelists,
    partners: new PartnerService(stores.profiles, stores.events, whitelists, stage1, distributor, clock),
    integration: new IntegrationService(keys, clock),
    search: search.search,
    savedSearches,
    searchIndex: search.searchIndex,
    webhooks,
    webhookDelivery,
    mobility,
    rateLimiter,
    health,
    logger,
    metrics,
    async scheduleJobs() {
      const scheduler = await openJobScheduler(config.redis?.url, { prefix: config.indexer.queuePrefix, log: logger });
      lifecycle.onClose('job scheduler', () => scheduler.close());
      const refresh = await mobility.scheduleRefresh(scheduler, config.mobility.refresh);
      const purge = await scheduler.schedule('key-purge', KEY_PURGE_TIMING, async () => {
        const purged = await keys.purgeStopped();
        if (purged.keys.length > 0)
          logger.info(
            `Keys: deleted ${purged.keys.length} key(s) stopped over 30 days ago; ${purged.holders.length} holder(s) left without a key, with what belonged only to them`,
          );
      });
      return { mobilityRefresh: await refresh.nextRun(), keyPurge: await purge.nextRun(), scheduler: scheduler.kind };
    },
    startIndexerWorker: search.startIndexerWorker,
    onClose: lifecycle.onClose,
    close: lifecycle.close,
  };
  return {
    services,
    internals: {
      stores,
      searchCluster: search.cluster,
      redis,
      indexerQueue: search.indexerQueue,
      searchIndexer: search.indexer,
      distributor,
      stage1,
    },
  };
}

/** When the server deletes keys stopped over STOPPED_KEY_RETENTION_MS ago (docs/operations.md, "Keys"). */
export const KEY_PURGE_TIMING = { pattern: '30 4 * * *', tz: 'Europe/Paris' };

/** What a worker process runs on: its log, and the stop that closes what it opened. */
export interface WorkerProcess {
  logger: Logger;
  close(): Promise<void>;
}

/**
 * `npm run indexer`: the mobility dataset (search documents resolve work areas), the stores and search; no rate
 * limits, Redis connection of their own, webhooks or health checks.
 */
export async function composeIndexerWorker(
  config: Config,
): Promise<WorkerProcess & { startIndexerWorker(): Promise<IndexerWorker> }> {
  const basics = processBasics(config, {});
  const mobility = await mobilityModule(basics);
  const stores = await storesModule(basics, { mobility });
  const search = await searchModule(basics, {
    stores,
    mobility,
    stage1: new Stage1Ids(config.secrets.idSecret),
    metrics: new Metrics(),
  });
  return {
    logger: basics.logger,
    close: basics.lifecycle.close,
    startIndexerWorker: () => search.startIndexerWorker(),
  };
}

/**
 * `npm run webhooks`: the stores, search (the saved-search matcher asks it) and webhooks; rate limits in memory (no
 * request is answered here), no health checks or job scheduler. `alive` is touched after every tick and removed on
 * stop.
 */
export async function composeWebhookWorker(config: Config): Promise<WorkerProcess & { run(): Promise<void> }> {
  const basics = processBasics(config, { servesRequests: false });
  const metrics = new Metrics();
  const mobility = await mobilityModule(basics);
  const stores = await storesModule(basics, { mobility });
  const stage1 = new Stage1Ids(config.secrets.idSecret);
  const search = await searchModule(basics, { stores, mobility, stage1, metrics });
  const { rateLimiter } = await limitsModule(basics, { metrics, servesRequests: false });
  const { webhookDelivery } = await webhooksModule(basics, {
    stores,
    distributor: profileDistributor(config),
    stage1,
    search,
    mobility,
    rateLimiter,
  });
  const alive = healthFile('webhooks', config.indexer.queuePrefix);
  return {
    logger: basics.logger,
    close: basics.lifecycle.close,
    run: async () => {
      alive.touch();
      basics.lifecycle.onClose('health file', async () => alive.remove());
      await webhookDelivery.run(() => alive.touch());
    },
  };
}

function processBasics(
  config: Config,
  options: Pick<ContainerOptions, 'clock' | 'logDestination' | 'servesRequests'>,
): Basics {
  const logger = createLogger(config.log, options.logDestination);
  return { config, clock: options.clock ?? systemClock, logger, lifecycle: new Lifecycle(logger) };
}

function profileDistributor(config: Config): ProfileDistributor {
  return new ProfileDistributor(config.secrets, {
    freelancerProxyDomain: config.freelancerProxyDomain,
    trackingBaseUrl: config.trackingBaseUrl,
  });
}
