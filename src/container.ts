import type { Redis } from 'ioredis';
import { openRedisConnection, openSearchCluster, openStores } from './adapters/open-stores';
import { FlexibleRateLimiter } from './adapters/rate-limit/flexible-rate-limiter';
import { openMobilitySource } from './adapters/mobility/open-mobility-source';
import type { IndexerQueue } from './adapters/queue/indexer-queue';
import type { ClusterSearchEngine } from './adapters/search-cluster/cluster-search-engine';
import type { Config } from './config/config';
import { notFound } from './domain/errors';
import { Stage1Ids } from './domain/partners/stage1-id';
import { SEARCH_DOCUMENT_VERSION } from './domain/search/search-document';
import { ProfileDistributor } from './domain/profile/distribution';
import { SealedBox } from './domain/security/sealed-box';
import { DependencyCheckError, type DependencyCheck } from './ports/dependency-check';
import type { RateLimiter } from './ports/rate-limiter';
import { createLogger, type LogDestination, type Logger } from './observability/logger';
import { Metrics } from './observability/metrics';
import { allOf, noChangeNotifier, type ProfileChangeNotifier } from './ports/profile-changes';
import type { DeliveryQueue, HostResolver } from './ports/webhook-delivery';
import { InProcessDeliveryQueue } from './adapters/queue/in-process-delivery-queue';
import { HttpsWebhookSender, systemResolver } from './adapters/webhooks/https-webhook-sender';
import { WebhookService } from './services/webhook.service';
import { WebhookDeliveryService } from './services/webhook-delivery.service';
import type { SearchEngine } from './ports/search-engine';
import type { Stores } from './ports/stores';
import { ApiKeyService } from './services/api-key.service';
import { HealthService } from './services/health.service';
import { systemClock, type Clock } from './services/clock';
import { IntegrationService } from './services/integration.service';
import { MobilityService } from './services/mobility.service';
import { PartnerService } from './services/partner.service';
import { ProfileAdminService } from './services/profile-admin.service';
import { ProfileImportService } from './services/profile-import.service';
import { describeRefused, SearchIndexer } from './services/search-index.service';
import { SearchService } from './services/search.service';
import { SyncService } from './services/sync.service';
import { WhitelistService } from './services/whitelist.service';
import type { Log } from './ports/log';

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
  /** The Redis connection for rate limits and health, when REDIS_URL is set. */
  redis: Redis | null;
  rateLimiter: RateLimiter;
  /** GET /health/dependencies; register further checks (object storage) with `health.register`. */
  health: HealthService;
  logger: Logger;
  metrics: Metrics;
  /** Registers a client to close with the container (closed in reverse order of registration). */
  onClose(name: string, close: () => Promise<void>): void;
  /** Closes every client the container opened or was given through onClose; a failure is logged, the rest still close. */
  /** Carries profiles to the search cluster, when one is configured. */
  searchIndexer: SearchIndexer | null;
  /** The indexer's BullMQ queues, with a search cluster and REDIS_URL. */
  indexerQueue: IndexerQueue | null;
  /** Webhook subscriptions and the emission of events (docs/webhooks.md). */
  webhooks: WebhookService;
  /** Webhook delivery: run by the worker (`npm run webhooks`) with REDIS_URL, by the API server in-process otherwise. */
  webhookDelivery: WebhookDeliveryService;
  close(): Promise<void>;
}

export interface ContainerOptions {
  clock?: Clock;
  stores?: Stores;
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

export async function createContainer(config: Config, options: ContainerOptions = {}): Promise<ServiceContainer> {
  const clock = options.clock ?? systemClock;
  const logger = createLogger(config.log, options.logDestination);
  const metrics = new Metrics();
  const closers: { name: string; close: () => Promise<void> }[] = [];
  const onClose = (name: string, close: () => Promise<void>) => void closers.push({ name, close });
  const mobilitySource = await openMobilitySource(config.mobility.sourceUrl ?? undefined, { s3Endpoint: config.mobility.s3Endpoint ?? undefined, s3Region: config.mobility.s3Region });
  const mobility = new MobilityService(mobilitySource, clock);
  onClose('mobility source', async () => mobilitySource.close?.());
  await mobility.start(config.mobility.sourceUrl ? await openMobilitySource(undefined) : undefined, logger);
  const stores = options.stores ?? (await openStores(config, { areas: mobility, log: logger }));
  onClose(`${stores.backend} store`, () => stores.close());
  const distributor = new ProfileDistributor(config.secrets, { freelancerProxyDomain: config.freelancerProxyDomain, trackingBaseUrl: config.trackingBaseUrl });
  const searchCluster = options.searchEngine ? null : await openSearchCluster(config);
  if (searchCluster) onClose(`${searchCluster.name} client`, () => searchCluster.close());
  let closing: Promise<void> | null = null;
  const indexerQueue = searchCluster && config.redis ? new (await import('./adapters/queue/indexer-queue')).IndexerQueue(config.redis.url, config.indexer, logger) : null;
  const searchIndexer = searchCluster ? new SearchIndexer(stores.profiles, searchCluster, clock, config.syncSafetyLagSeconds * 1000, indexerQueue?.state, mobility) : null;
  const indexing: ProfileChangeNotifier = indexerQueue ?? (searchIndexer ? inProcessIndexing(searchIndexer, logger) : noChangeNotifier);
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
  const webhooks = new WebhookService(stores.webhooks, stores.profiles, distributor, webhookQueue, resolveHost, policy, clock, config.syncSafetyLagSeconds * 1000, logger);
  const webhookDelivery = new WebhookDeliveryService(stores.webhooks, webhooks, stores.keys, distributor, sender, webhookQueue, clock, logger, {
    concurrency: config.webhooks.concurrency,
    tickMs: 1000,
  });
  const changes = allOf(indexing, webhooks);
  if (indexerQueue) {
    onClose('indexer queues', () => indexerQueue.close());
    metrics.addQueueCollector(async () => Object.entries(await indexerQueue.counts()).flatMap(([queue, states]) => Object.entries(states).map(([state, count]) => ({ queue, state, count }))));
  }
  const stage1 = new Stage1Ids(config.secrets.idSecret);
  const whitelists = new WhitelistService(stores.whitelists, config.recruiterProxyDomain, clock, (owner) => webhooks.whitelistChanged(owner));
  const searchEngine = options.searchEngine ?? searchCluster ?? stores.search;
  const redis = options.servesRequests === false ? null : await openRedisConnection(config);
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
    budgets: { key: perKey, sandbox: sandboxPerIp, 'invalid-key': invalidKeyPerIp },
    windowSeconds,
    log: logger,
    redis: redis && config.redis ? { client: redis, keyPrefix: config.redis.keyPrefix } : undefined,
  });
  onClose('rate limiter', () => rateLimiter.close());
  rateLimiter.onReject((scope) => metrics.rateLimitRejections.inc({ scope }));
  const checks: DependencyCheck[] = [{ name: 'store', kind: stores.backend, critical: true, check: () => stores.ping() }];
  if (searchEngine) checks.push({ name: 'search', kind: searchEngine.name, critical: true, check: () => searchEngine.ping() });
  // A cluster index built by another version of the search documents still answers, but is stale (README, "Stage 1
  // search"): degraded until `fpd search-index rebuild`. The embedded index is rebuilt when the store opens.
  if (searchCluster) checks.push({ name: 'searchIndex', kind: searchCluster.name, critical: false, check: () => staleIndexCheck(searchCluster) });
  if (redis) checks.push({ name: 'redis', kind: 'redis', critical: false, check: () => pingRedis(redis) });
  // The mobility dataset's source: not critical, the loaded dataset keeps serving when its source is away.
  const sourceKind = config.mobility.sourceUrl ? new URL(config.mobility.sourceUrl).protocol.replace(/:$/, '') : 'file';
  checks.push({ name: 'objectStorage', kind: sourceKind, critical: false, check: () => mobility.checkMobilitySource() });
  const health = new HealthService(checks, config.healthCheckTimeoutMs, () => rateLimiter.store(), logger);
  metrics.addDependencyCollector(async () => Object.entries((await health.report()).dependencies).map(([name, d]) => ({ name, up: d.status === 'up', latencyMs: d.latencyMs })));
  return {
    config,
    stores,
    clock,
    distributor,
    sync: new SyncService(stores.profiles, distributor, new SealedBox(config.secrets.idSecret, 'sync-cursor'), clock, config.syncSafetyLagSeconds),
    keys: new ApiKeyService(stores.keys, clock),
    imports: new ProfileImportService(stores.profiles, clock, changes, mobility),
    profilesAdmin: new ProfileAdminService(stores.profiles, distributor, clock, changes),
    stage1,
    whitelists,
    partners: new PartnerService(stores.profiles, stores.events, whitelists, stage1, distributor, clock),
    integration: new IntegrationService(stores.keys),
    search: new SearchService(searchEngine, stores.profiles, stage1, (engine, seconds) => metrics.searchDuration.observe({ engine }, seconds), mobility, clock, config.searchVocabulary),
    mobility,
    searchCluster,
    redis,
    rateLimiter,
    health,
    logger,
    metrics,
    onClose,
    searchIndexer,
    indexerQueue,
    webhooks,
    webhookDelivery,
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

/**
 * A search cluster without Redis: the writing process indexes the changed profiles itself, right after the write.
 * A failure is logged and the write stands; nothing sweeps in this mode, so after a crash or a refused document
 * `fpd search-index rebuild` brings the cluster back in step (README, "The indexer").
 */
function inProcessIndexing(indexer: SearchIndexer, log: Log): ProfileChangeNotifier {
  return {
    async profilesChanged(internalIds) {
      try {
        for (const r of await indexer.indexIds(internalIds)) log.error(`search cluster refused profile ${describeRefused(r)}`);
      } catch (err) {
        log.error(`could not index ${internalIds.length} profile(s), e.g. ${internalIds[0]}: ${(err as Error).message}`);
      }
    },
  };
}

/**
 * The indexer's queues (reindex jobs, queue counts, failed jobs), or a not-found error saying what to configure: on a
 * deployment without one there is no reindex to start or follow, now or later, so it is not a 503 ("try later").
 */
export function requireIndexerQueue(c: Pick<ServiceContainer, 'indexerQueue'>): IndexerQueue {
  if (!c.indexerQueue) throw notFound('The indexer is not configured: it needs REDIS_URL and a search cluster (OPENSEARCH_URL or ELASTICSEARCH_URL)');
  return c.indexerQueue;
}
