import type { Redis } from 'ioredis';
import { openRedisConnection, openSearchCluster, openStores } from './adapters/open-stores';
import { keyService } from './command-services';
import { FlexibleRateLimiter } from './adapters/rate-limit/flexible-rate-limiter';
import { openMobilitySource } from './adapters/mobility/open-mobility-source';
import { InProcessDeliveryQueue } from './adapters/queue/in-process-delivery-queue';
import type { IndexerQueue } from './adapters/queue/indexer-queue';
import type { IndexerWorker } from './adapters/queue/indexer-worker';
import { openJobScheduler } from './adapters/schedule/open-job-scheduler';
import type { SearchCluster } from './adapters/search-cluster/cluster-search-engine';
import { HttpsWebhookSender, systemResolver } from './adapters/webhooks/https-webhook-sender';
import type { Config } from './config/config';
import { notConfigured } from './domain/errors';
import { Stage1Ids } from './domain/partners/stage1-id';
import { ProfileDistributor } from './domain/profile/distribution';
import { ChangeFeed } from './services/change-feed';
import { SEARCH_DOCUMENT_VERSION } from './domain/search/search-document';
import { SealedBox } from './domain/security/sealed-box';
import { SigningSecretSeal } from './domain/webhooks/secret-seal';
import { MAX_REDELIVERIES_PER_HOUR } from './domain/webhooks/webhook-events';
import { createLogger, type LogDestination, type Logger } from './observability/logger';
import { Metrics } from './observability/metrics';
import { DependencyCheckError, type DependencyCheck } from './ports/dependency-check';
import type { Log } from './ports/log';
import { allOf, noChangeNotifier, type ProfileChangeNotifier } from './ports/profile-changes';
import type { RateLimiter } from './ports/rate-limiter';
import type { SearchEngine } from './ports/search-engine';
import type { Stores } from './ports/stores';
import type { DeliveryQueue, HostResolver } from './ports/webhook-delivery';
import type { ApiKeyService } from './services/api-key.service';
import { systemClock, type Clock } from './services/clock';
import { HealthService } from './services/health.service';
import { IntegrationService } from './services/integration.service';
import { MobilityService } from './services/mobility.service';
import { PartnerService } from './services/partner.service';
import { PreparedProfileService } from './services/prepared-profile.service';
import { ProfileAdminService } from './services/profile-admin.service';
import { ProfileImportService } from './services/profile-import.service';
import { inProcessIndexing, memoryIndexerState, SearchIndexAdmin, SearchIndexer } from './services/search-index.service';
import { SearchService } from './services/search.service';
import { MATCHER_CLOCK_MARGIN_MS, SavedSearchService } from './services/saved-search.service';
import { SyncService } from './services/sync.service';
import { TrackingService } from './services/tracking.service';
import { WebhookDeliveryService } from './services/webhook-delivery.service';
import { WebhookService } from './services/webhook.service';
import { WhitelistService } from './services/whitelist.service';

/**
 * The composition root: configuration in, wired services out. Every choice of an adapter is made here, once, from
 * the validated configuration; the server (src/main.ts), the CLI (src/cli/fpd.ts) and the indexer's worker
 * (indexer/main.ts) see the services below, never a store, a cluster, a queue or a Redis connection.
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
  /** Webhook subscriptions and the emission of events (docs/webhooks.md). */
  webhooks: WebhookService;
  /** Webhook delivery: run by the worker (`npm run webhooks`) with REDIS_URL, by the API server in-process otherwise. */
  webhookDelivery: WebhookDeliveryService;
  /** The mobility dataset (MOBILITY_SOURCE_URL), through which search and import resolve work areas. */
  mobility: MobilityService;
  rateLimiter: RateLimiter;
  /** GET /health/dependencies; register further checks with `health.register`. */
  health: HealthService;
  logger: Logger;
  metrics: Metrics;
  /**
   * The daily refresh of the mobility dataset (the server): on a BullMQ job scheduler with REDIS_URL, shared by every
   * process; in this process otherwise. Returns when it runs next and on which scheduler.
   */
  scheduleMobilityRefresh(): Promise<{ nextRun: Date | null; scheduler: string }>;
  /** `npm run indexer`: the indexer's worker, on a deployment that has one (REDIS_URL and a search cluster); `log`: the container's by default. */
  startIndexerWorker(log?: Log): Promise<IndexerWorker>;
  /** Registers a client to close with the container (closed in reverse order of registration). */
  onClose(name: string, close: () => Promise<void>): void;
  /** Closes every client the container opened or was given through onClose; a failure is logged, the rest still close. */
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
  /** Tests: how webhook hosts resolve, and certificate authorities to trust beside the system's (self-signed receivers). */
  webhooks?: { resolve?: HostResolver; ca?: string | Buffer };
}

/** The services (the server, the CLI and the worker use only these). */
export async function createContainer(config: Config, options: ContainerOptions = {}): Promise<ServiceContainer> {
  return (await composeService(config, options)).services;
}

export async function composeService(config: Config, options: ContainerOptions = {}): Promise<Composition> {
  const clock = options.clock ?? systemClock;
  const logger = createLogger(config.log, options.logDestination);
  const metrics = new Metrics();
  const closers: { name: string; close: () => Promise<void> }[] = [];
  const onClose = (name: string, close: () => Promise<void>) => void closers.push({ name, close });
  let closing: Promise<void> | null = null;

  const mobilitySource = await openMobilitySource(config.mobility.sourceUrl ?? undefined, { s3Endpoint: config.mobility.s3Endpoint ?? undefined, s3Region: config.mobility.s3Region });
  const mobility = new MobilityService(mobilitySource, clock);
  onClose('mobility source', async () => mobilitySource.close?.());
  await mobility.start(config.mobility.sourceUrl ? await openMobilitySource(undefined) : undefined, logger);
  const stores = await openStores(config, { areas: mobility, log: logger, inMemory: options.inMemoryStore });
  onClose(`${stores.backend} store`, () => stores.close());
  const distributor = new ProfileDistributor(config.secrets, { freelancerProxyDomain: config.freelancerProxyDomain, trackingBaseUrl: config.trackingBaseUrl });
  const stage1 = new Stage1Ids(config.secrets.idSecret);

  // The search cluster, its indexer, and how changes reach it: a BullMQ queue with Redis, the writing process itself
  // without, nothing on the embedded default (SQLite indexes in the write's own transaction).
  const searchCluster = options.searchEngine || options.inMemoryStore ? null : await openSearchCluster(config);
  if (searchCluster) onClose(`${searchCluster.engine.name} client`, () => searchCluster.close());
  const indexerQueue = searchCluster && config.redis ? new (await import('./adapters/queue/indexer-queue')).IndexerQueue(config.redis.url, config.indexer, logger) : null;
  const searchIndexer = searchCluster
    ? new SearchIndexer(stores.profiles, searchCluster.index, clock, config.syncSafetyLagSeconds * 1000, indexerQueue?.state ?? memoryIndexerState(), mobility)
    : null;
  const indexing: ProfileChangeNotifier = indexerQueue ?? (searchIndexer ? inProcessIndexing(searchIndexer, logger) : noChangeNotifier);
  if (indexerQueue) {
    onClose('indexer queues', () => indexerQueue.close());
    metrics.addQueueCollector(async () => Object.entries(await indexerQueue.counts()).flatMap(([queue, states]) => Object.entries(states).map(([state, count]) => ({ queue, state, count }))));
  }

  const redis = options.servesRequests === false || options.inMemoryStore ? null : await openRedisConnection(config);
  if (redis)
    onClose('redis', () =>
      redis.status === 'end'
        ? Promise.resolve()
        : redis.quit().then(
            () => undefined,
            () => redis.disconnect(),
          ),
    );
  const { perKey, sandboxPerIp, invalidKeyPerIp, windowSeconds } = config.rateLimit;
  const rateLimiter = new FlexibleRateLimiter({
    budgets: { key: perKey, sandbox: sandboxPerIp, 'invalid-key': invalidKeyPerIp, redelivery: MAX_REDELIVERIES_PER_HOUR },
    windowSeconds,
    windows: { redelivery: 3600 },
    log: logger,
    redis: redis && config.redis ? { client: redis, keyPrefix: config.redis.keyPrefix } : undefined,
  });
  onClose('rate limiter', () => rateLimiter.close());
  rateLimiter.onReject((scope) => metrics.rateLimitRejections.inc({ scope }));

  // Webhooks: BullMQ with Redis (the worker delivers), in-process otherwise (the API server delivers).
  const webhookQueue: DeliveryQueue = config.redis
    ? new (await import('./adapters/queue/webhook-queue')).BullmqDeliveryQueue(config.redis.url, config.indexer.queuePrefix, config.indexer.lockMs, logger)
    : new InProcessDeliveryQueue(logger);
  const resolveHost = options.webhooks?.resolve ?? systemResolver;
  const policy = { allowInsecure: config.webhooks.allowInsecureUrls };
  const sender = new HttpsWebhookSender({ policy, timeoutMs: config.webhooks.timeoutMs, resolve: resolveHost, ca: options.webhooks?.ca });
  // The queue first (the deliveries running finish), then the sender's connections.
  onClose('webhooks', async () => {
    await webhookQueue.close();
    sender.close();
  });
  const seal = new SigningSecretSeal(config.secrets.trackingSecret, config.secrets.previousTrackingSecret);
  const webhooks = new WebhookService(stores.webhooks, stores.profiles, distributor, webhookQueue, resolveHost, policy, seal, rateLimiter, clock, config.syncSafetyLagSeconds * 1000, logger);
  const searchEngine = options.searchEngine ?? searchCluster?.engine ?? stores.search;
  const search = new SearchService(searchEngine, stores.profiles, stage1, (engine, seconds) => metrics.searchDuration.observe({ engine }, seconds), mobility, clock, config.searchVocabulary);
  // Saved searches: matched by the delivering process at each tick (the API server, or the webhook worker with Redis).
  const savedSearches = new SavedSearchService(
    stores.savedSearches,
    search,
    searchEngine,
    new ChangeFeed(stores.profiles, clock, MATCHER_CLOCK_MARGIN_MS),
    stores.keys,
    (s, ids) => webhooks.searchMatched(s, ids),
    clock,
    logger,
    mobility,
  );
  const webhookDelivery = new WebhookDeliveryService(
    stores.webhooks,
    webhooks,
    stores.keys,
    distributor,
    sender,
    webhookQueue,
    clock,
    logger,
    { concurrency: config.webhooks.concurrency, tickMs: 1000 },
    (internalId, owner) => stage1.issue(internalId, owner),
    [{ name: 'the saved-search matcher', run: () => savedSearches.match() }],
  );
  const changes = allOf(indexing, webhooks);

  const checks: DependencyCheck[] = [{ name: 'store', kind: stores.backend, critical: true, check: () => stores.ping() }];
  if (searchEngine) checks.push({ name: 'search', kind: searchEngine.name, critical: true, check: () => searchEngine.ping() });
  // A cluster index built by another version of the search documents still answers, but is stale (docs/search.md):
  // degraded until `fpd search-index rebuild`. The embedded index is rebuilt when the store opens.
  if (searchCluster) checks.push({ name: 'searchIndex', kind: searchCluster.engine.name, critical: false, check: () => staleIndexCheck(searchCluster.engine) });
  // The probes give up a little before the check's own deadline, so that the report names the node that did not answer.
  const probeTimeout = Math.max(50, Math.floor(config.healthCheckTimeoutMs * 0.8));
  // A node gone or a shard copy unassigned: searches still answer, with less to spare (docs/operations.md).
  if (searchCluster) checks.push({ name: 'searchCluster', kind: searchCluster.engine.name, critical: false, check: () => searchCluster.engine.checkRedundancy(probeTimeout) });
  if (redis) checks.push({ name: 'redis', kind: 'redis', critical: false, check: () => pingRedis(redis) });
  // The mobility dataset's source: not critical, the loaded dataset keeps serving when its source is away.
  const sourceKind = config.mobility.sourceUrl ? new URL(config.mobility.sourceUrl).protocol.replace(/:$/, '') : 'file';
  checks.push({ name: 'objectStorage', kind: sourceKind, critical: false, check: () => mobility.checkMobilitySource() });
  const health = new HealthService(checks, config.healthCheckTimeoutMs, () => rateLimiter.store(), logger);
  metrics.addDependencyCollector(async () => Object.entries((await health.report()).dependencies).map(([name, d]) => ({ name, up: d.status === 'up', latencyMs: d.latencyMs })));

  const keys = keyService(stores, clock);
  const whitelists = new WhitelistService(stores.whitelists, config.recruiterProxyDomain, clock, (owner) => webhooks.whitelistChanged(owner));
  const preparedProfiles = new PreparedProfileService(stores.profiles, distributor);
  const services: ServiceContainer = {
    config,
    clock,
    sync: new SyncService(stores.profiles, distributor, new SealedBox(config.secrets.idSecret, 'sync-cursor'), clock, config.syncSafetyLagSeconds),
    preparedProfiles,
    keys,
    imports: new ProfileImportService(stores.profiles, clock, changes, mobility, preparedProfiles.prepare),
    profilesAdmin: new ProfileAdminService(stores.profiles, distributor, clock, changes, stores.events, searchEngine ?? undefined),
    tracking: new TrackingService(stores.profiles, distributor),
    whitelists,
    partners: new PartnerService(stores.profiles, stores.events, whitelists, stage1, distributor, clock),
    integration: new IntegrationService(keys, clock),
    search,
    savedSearches,
    searchIndex: new SearchIndexAdmin(indexerQueue, searchIndexer),
    webhooks,
    webhookDelivery,
    mobility,
    rateLimiter,
    health,
    logger,
    metrics,
    async scheduleMobilityRefresh() {
      const scheduler = await openJobScheduler(config.redis?.url, { prefix: config.indexer.queuePrefix, log: logger });
      onClose('job scheduler', () => scheduler.close());
      const refresh = await mobility.scheduleRefresh(scheduler, config.mobility.refresh);
      return { nextRun: await refresh.nextRun(), scheduler: scheduler.kind };
    },
    async startIndexerWorker(log: Log = logger) {
      if (!indexerQueue || !searchIndexer) throw notConfigured('The indexer is not configured: it needs REDIS_URL and a search cluster (OPENSEARCH_URL or ELASTICSEARCH_URL)');
      const { startIndexerWorker } = await import('./adapters/queue/indexer-worker');
      return startIndexerWorker({ indexer: searchIndexer, queue: indexerQueue, redisUrl: config.redis!.url, config: config.indexer, log });
    },
    onClose,
    close: () => (closing ??= closeAll()),
  };
  return { services, internals: { stores, searchCluster, redis, indexerQueue, searchIndexer, distributor, stage1 } };

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

async function staleIndexCheck(engine: SearchEngine): Promise<void> {
  const version = await engine.indexVersion();
  if (version !== null && version !== SEARCH_DOCUMENT_VERSION) {
    throw new DependencyCheckError(`stale: the index holds search documents of version ${version}, this service makes version ${SEARCH_DOCUMENT_VERSION} (run fpd search-index rebuild)`);
  }
}

async function pingRedis(redis: Redis): Promise<void> {
  if (redis.status !== 'ready') throw new DependencyCheckError('not connected');
  await redis.ping();
}
