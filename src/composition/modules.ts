import type { Redis } from 'ioredis';
import { openMobilitySource } from '../adapters/mobility/open-mobility-source';
import { openRedisConnection, openSearchCluster, openStores } from '../adapters/open-stores';
import { InProcessDeliveryQueue } from '../adapters/queue/in-process-delivery-queue';
import type { IndexerQueue } from '../adapters/queue/indexer-queue';
import type { IndexerWorker } from '../adapters/queue/indexer-worker';
import { FlexibleRateLimiter } from '../adapters/rate-limit/flexible-rate-limiter';
import type { SearchCluster } from '../adapters/search-cluster/cluster-search-engine';
import { HttpsWebhookSender, systemResolver } from '../adapters/webhooks/https-webhook-sender';
import type { Config } from '../config/config';
import { notConfigured } from '../domain/errors';
import type { Stage1Ids } from '../domain/partners/stage1-id';
import type { ProfileDistributor } from '../domain/profile/distribution';
import { SEARCH_DOCUMENT_VERSION } from '../domain/search/search-document';
import { SigningSecretSeal } from '../domain/webhooks/secret-seal';
import { MAX_REDELIVERIES_PER_HOUR } from '../domain/webhooks/webhook-events';
import type { Logger } from '../observability/logger';
import type { Metrics } from '../observability/metrics';
import { DependencyCheckError, type DependencyCheck } from '../ports/dependency-check';
import type { Log } from '../ports/log';
import { noChangeNotifier, type ProfileChangeNotifier } from '../ports/profile-changes';
import type { SearchEngine } from '../ports/search-engine';
import type { Stores } from '../ports/stores';
import type { DeliveryQueue, HostResolver } from '../ports/webhook-delivery';
import { ChangeFeed } from '../services/change-feed';
import type { Clock } from '../services/clock';
import { HealthService } from '../services/health.service';
import { MobilityService } from '../services/mobility.service';
import { MATCHER_CLOCK_MARGIN_MS, SavedSearchService } from '../services/saved-search.service';
import {
  inProcessIndexing,
  memoryIndexerState,
  SearchIndexAdmin,
  SearchIndexer,
} from '../services/search-index.service';
import { SearchService } from '../services/search.service';
import { WebhookDeliveryService } from '../services/webhook-delivery.service';
import { WebhookService } from '../services/webhook.service';
import { WebhookEmitter } from '../services/webhook-emitter.service';
import type { Lifecycle } from './lifecycle';

/**
 * The service's capabilities, each a module that opens what it needs, registers what to close with the process's
 * Lifecycle and returns its services. A process wires only the modules it uses (src/container.ts): the API server all
 * of them, the indexer's worker the mobility dataset, the stores and search, the webhook worker no rate limits' Redis.
 * Dependencies are passed by name.
 */

/** What every module may use: the configuration, the clock, the log and the process's lifecycle. */
export interface Basics {
  config: Config;
  clock: Clock;
  logger: Logger;
  lifecycle: Lifecycle;
}

/**
 * The mobility dataset (MOBILITY_SOURCE_URL, else the bundled one), loaded before anything resolves a place; with
 * `onFirstUse` (the CLI) and a local file, when something first does.
 */
export async function mobilityModule(
  { config, clock, logger, lifecycle }: Basics,
  { onFirstUse = false }: { onFirstUse?: boolean } = {},
): Promise<MobilityService> {
  const { sourceUrl, s3Endpoint, s3Region } = config.mobility;
  const source = await openMobilitySource(sourceUrl ?? undefined, { s3Endpoint: s3Endpoint ?? undefined, s3Region });
  const mobility = new MobilityService(source, clock);
  lifecycle.onClose('mobility source', async () => source.close?.());
  const fallback = sourceUrl ? await openMobilitySource(undefined) : undefined;
  if (onFirstUse && source.fetchSync) mobility.loadOnFirstUse(fallback, logger);
  else await mobility.start(fallback, logger);
  return mobility;
}

/**
 * The stores of the configured backend (SQLite in DATA_DIR, or MongoDB), which resolve work areas through `mobility`.
 */
export async function storesModule(
  { config, logger, lifecycle }: Basics,
  { mobility, inMemory }: { mobility: MobilityService; inMemory?: boolean },
): Promise<Stores> {
  const stores = await openStores(config, { areas: mobility, log: logger, inMemory });
  lifecycle.onClose(`${stores.backend} store`, () => stores.close());
  return stores;
}

export interface SearchModule {
  /** The engine searches ask: the cluster's, the embedded index's, or one a test gives. */
  engine: SearchEngine | null;
  search: SearchService;
  searchIndex: SearchIndexAdmin;
  /** How changed profiles reach the index: a BullMQ queue with Redis, the writing process without, nothing embedded. */
  indexing: ProfileChangeNotifier;
  cluster: SearchCluster | null;
  indexerQueue: IndexerQueue | null;
  indexer: SearchIndexer | null;
  /** `npm run indexer`: the indexer's worker, on a deployment that has one (REDIS_URL and a search cluster). */
  startIndexerWorker(log?: Log): Promise<IndexerWorker>;
}

/** Search and its index: the cluster (OpenSearch or Elasticsearch) when configured, else the store's embedded index. */
export async function searchModule(
  { config, clock, logger, lifecycle }: Basics,
  deps: {
    stores: Stores;
    mobility: MobilityService;
    stage1: Stage1Ids;
    metrics: Metrics;
    engine?: SearchEngine;
    embeddedOnly?: boolean;
  },
): Promise<SearchModule> {
  const { stores, mobility, metrics } = deps;
  const cluster = deps.engine || deps.embeddedOnly ? null : await openSearchCluster(config);
  if (cluster) lifecycle.onClose(`${cluster.engine.name} client`, () => cluster.close());
  const indexerQueue =
    cluster && config.redis
      ? new (await import('../adapters/queue/indexer-queue')).IndexerQueue(config.redis.url, config.indexer, logger)
      : null;
  const indexer = cluster
    ? new SearchIndexer(
        stores.profiles,
        cluster.index,
        clock,
        config.syncSafetyLagSeconds * 1000,
        indexerQueue?.state ?? memoryIndexerState(),
        mobility,
      )
    : null;
  if (indexerQueue) {
    lifecycle.onClose('indexer queues', () => indexerQueue.close());
    metrics.addQueueCollector(async () =>
      Object.entries(await indexerQueue.counts()).flatMap(([queue, states]) =>
        Object.entries(states).map(([state, count]) => ({ queue, state, count })),
      ),
    );
  }
  const engine = deps.engine ?? cluster?.engine ?? stores.search;
  const search = new SearchService(
    engine,
    stores.profiles,
    deps.stage1,
    (name, seconds) => metrics.searchDuration.observe({ engine: name }, seconds),
    mobility,
    clock,
    config.searchVocabulary,
  );
  return {
    engine,
    search,
    searchIndex: new SearchIndexAdmin(indexerQueue, indexer),
    indexing: indexerQueue ?? (indexer ? inProcessIndexing(indexer, logger) : noChangeNotifier),
    cluster,
    indexerQueue,
    indexer,
    async startIndexerWorker(log: Log = logger) {
      if (!indexerQueue || !indexer)
        throw notConfigured(
          'The indexer is not configured: it needs REDIS_URL and a search cluster (OPENSEARCH_URL or ELASTICSEARCH_URL)',
        );
      const { startIndexerWorker } = await import('../adapters/queue/indexer-worker');
      return startIndexerWorker({
        indexer,
        queue: indexerQueue,
        redisUrl: config.redis!.url,
        config: config.indexer,
        log,
      });
    },
  };
}

/**
 * Rate limits: in Redis, shared by every process, for a process that serves requests with REDIS_URL; in memory
 * otherwise (a process that answers no request opens no Redis connection for them).
 */
export async function limitsModule(
  { config, logger, lifecycle }: Basics,
  { metrics, servesRequests }: { metrics: Metrics; servesRequests: boolean },
): Promise<{ rateLimiter: FlexibleRateLimiter; redis: Redis | null }> {
  const redis = servesRequests ? await openRedisConnection(config) : null;
  if (redis)
    lifecycle.onClose('redis', () =>
      redis.status === 'end'
        ? Promise.resolve()
        : redis.quit().then(
            () => undefined,
            () => redis.disconnect(),
          ),
    );
  const { perKey, sandboxPerIp, invalidKeyPerIp, windowSeconds } = config.rateLimit;
  const rateLimiter = new FlexibleRateLimiter({
    budgets: {
      key: perKey,
      sandbox: sandboxPerIp,
      'invalid-key': invalidKeyPerIp,
      redelivery: MAX_REDELIVERIES_PER_HOUR,
    },
    windowSeconds,
    windows: { redelivery: 3600 },
    log: logger,
    redis: redis && config.redis ? { client: redis, keyPrefix: config.redis.keyPrefix } : undefined,
  });
  lifecycle.onClose('rate limiter', () => rateLimiter.close());
  rateLimiter.onReject((scope) => metrics.rateLimitRejections.inc({ scope }));
  return { rateLimiter, redis };
}

export interface WebhooksModule {
  webhooks: WebhookService;
  emitter: WebhookEmitter;
  webhookDelivery: WebhookDeliveryService;
  savedSearches: SavedSearchService;
}

/**
 * Webhooks (subscriptions, emission with its sweep, and delivery: BullMQ with Redis, where the worker delivers; in-process otherwise,
 * where the API server does) and the saved-search matcher, which the delivering process runs at each tick.
 */
export async function webhooksModule(
  { config, clock, logger, lifecycle }: Basics,
  deps: {
    stores: Stores;
    distributor: ProfileDistributor;
    stage1: Stage1Ids;
    search: SearchModule;
    mobility: MobilityService;
    rateLimiter: FlexibleRateLimiter;
    /**
     * Tests: how webhook hosts resolve, and certificate authorities to trust beside the system's (self-signed
     * receivers).
     */
    options?: { resolve?: HostResolver; ca?: string | Buffer };
  },
): Promise<WebhooksModule> {
  const { stores, distributor, stage1, search } = deps;
  const queue: DeliveryQueue = config.redis
    ? new (await import('../adapters/queue/webhook-queue')).BullmqDeliveryQueue(
        config.redis.url,
        config.indexer.queuePrefix,
        config.indexer.lockMs,
        logger,
      )
    : new InProcessDeliveryQueue(logger);
  const resolveHost = deps.options?.resolve ?? systemResolver;
  const policy = { allowInsecure: config.webhooks.allowInsecureUrls };
  const sender = new HttpsWebhookSender({
    policy,
    timeoutMs: config.webhooks.timeoutMs,
    resolve: resolveHost,
    ca: deps.options?.ca,
  });
  // The queue first (the deliveries running finish), then the sender's connections.
  lifecycle.onClose('webhooks', async () => {
    await queue.close();
    sender.close();
  });
  const seal = new SigningSecretSeal(config.secrets.trackingSecret, config.secrets.previousTrackingSecret);
  const webhooks = new WebhookService({
    store: stores.webhooks,
    profiles: stores.profiles,
    distributor,
    queue,
    resolve: resolveHost,
    policy,
    seal,
    limits: deps.rateLimiter,
    clock,
    log: logger,
  });
  const emitter = new WebhookEmitter({
    store: stores.webhooks,
    profiles: stores.profiles,
    queue,
    // Behind the present by SYNC_SAFETY_LAG_SECONDS, as the sync's mark and the indexer's sweep.
    feed: new ChangeFeed(stores.profiles, clock, config.syncSafetyLagSeconds * 1000),
    clock,
    log: logger,
  });
  const savedSearches = new SavedSearchService({
    store: stores.savedSearches,
    search: search.search,
    engine: search.engine,
    feed: new ChangeFeed(stores.profiles, clock, MATCHER_CLOCK_MARGIN_MS),
    keys: stores.keys,
    notify: (matched) => emitter.searchesMatched(matched),
    clock,
    log: logger,
    areas: deps.mobility,
  });
  const webhookDelivery = new WebhookDeliveryService({
    store: stores.webhooks,
    webhooks,
    keys: stores.keys,
    distributor,
    sender,
    queue,
    clock,
    log: logger,
    options: { concurrency: config.webhooks.concurrency, tickMs: 1000, leaseMs: config.indexer.lockMs },
    stage1Id: (internalId, owner) => stage1.issue(internalId, owner),
    onTick: [
      { name: 'the saved-search matcher', run: () => savedSearches.match() },
      // Profile changes no process queued events for (a writer that stopped between its write and its events).
      { name: 'sweep', run: () => emitter.sweep() },
    ],
  });
  return { webhooks, emitter, webhookDelivery, savedSearches };
}

/** GET /health/dependencies and its metrics: a check per dependency the process opened. */
export function healthModule(
  { config, logger }: Basics,
  deps: {
    stores: Stores;
    search: SearchModule;
    redis: Redis | null;
    mobility: MobilityService;
    rateLimiter: FlexibleRateLimiter;
    metrics: Metrics;
  },
): HealthService {
  const { stores, redis, mobility, rateLimiter } = deps;
  const { engine, cluster } = deps.search;
  const checks: DependencyCheck[] = [
    { name: 'store', kind: stores.backend, critical: true, check: () => stores.ping() },
  ];
  if (engine) checks.push({ name: 'search', kind: engine.name, critical: true, check: () => engine.ping() });
  // A cluster index built by another version of the search documents still answers, but is stale (docs/search.md):
  // degraded until `fpd search-index rebuild`. The embedded index is rebuilt when the store opens.
  if (cluster)
    checks.push({
      name: 'searchIndex',
      kind: cluster.engine.name,
      critical: false,
      check: () => staleIndexCheck(cluster.engine),
    });
  // The probes give up a little before the check's own deadline, so that the report names the node that did not answer.
  const probeTimeout = Math.max(50, Math.floor(config.healthCheckTimeoutMs * 0.8));
  // A node gone or a shard copy unassigned: searches still answer, with less to spare (docs/operations.md).
  if (cluster)
    checks.push({
      name: 'searchCluster',
      kind: cluster.engine.name,
      critical: false,
      check: () => cluster.engine.checkRedundancy(probeTimeout),
    });
  if (redis) checks.push({ name: 'redis', kind: 'redis', critical: false, check: () => pingRedis(redis) });
  // The mobility dataset's source: not critical, the loaded dataset keeps serving when its source is away.
  const sourceKind = config.mobility.sourceUrl ? new URL(config.mobility.sourceUrl).protocol.replace(/:$/, '') : 'file';
  checks.push({
    name: 'objectStorage',
    kind: sourceKind,
    critical: false,
    check: () => mobility.checkMobilitySource(),
  });
  const health = new HealthService(checks, config.healthCheckTimeoutMs, () => rateLimiter.store(), logger);
  deps.metrics.addDependencyCollector(async () =>
    Object.entries((await health.report()).dependencies).map(([name, d]) => ({
      name,
      up: d.status === 'up',
      latencyMs: d.latencyMs,
    })),
  );
  return health;
}

async function staleIndexCheck(engine: SearchEngine): Promise<void> {
  const version = await engine.indexVersion();
  if (version !== null && version !== SEARCH_DOCUMENT_VERSION) {
    throw new DependencyCheckError(
      `stale: the index holds search documents of version ${version}, this service makes version ${SEARCH_DOCUMENT_VERSION} (run fpd search-index rebuild)`,
    );
  }
}

async function pingRedis(redis: Redis): Promise<void> {
  if (redis.status !== 'ready') throw new DependencyCheckError('not connected');
  await redis.ping();
}
