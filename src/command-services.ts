import { openKeyStores, openSearchCluster, openStores } from './adapters/open-stores';
export { describeStore, storeExists } from './adapters/open-stores';
import type { Config } from './config/config';
import type { IndexerJobs } from './ports/indexer';
import type { KeyStore } from './ports/key-store';
import type { SavedSearchStore } from './ports/saved-search-store';
import type { WebhookStore } from './ports/webhook-store';
import type { WhitelistStore } from './ports/whitelist-store';
import { subClientOwner } from './domain/keys/owner';
import { ApiKeyService } from './services/api-key.service';
import { noIndexerJobs } from './services/indexer-availability';
import { systemClock, type Clock } from './services/clock';
import type { ProfileAdminService } from './services/profile-admin.service';

/**
 * The composition of the operator CLI's commands, beside the service's (src/container.ts): each command builds only
 * what it needs, so `fpd keys list` loads and opens a key store and nothing else. Adapters come through
 * src/adapters/open-stores.ts, as in the container.
 */

/**
 * API keys. What belongs to a holder (its webhook endpoints and their logs, its saved searches and their matches, a
 * sub-client's whitelist) is deleted with its last key row, by the clean-up of keys stopped long ago.
 */
export function keyService(
  stores: { keys: KeyStore; webhooks: WebhookStore; savedSearches: SavedSearchStore; whitelists: WhitelistStore },
  clock: Clock,
): ApiKeyService {
  return new ApiKeyService(stores.keys, clock, async (holder) => {
    for (const e of await stores.webhooks.listEndpoints(holder.holderId)) await stores.webhooks.deleteEndpoint(e.id);
    for (const s of await stores.savedSearches.list(holder.holderId)) await stores.savedSearches.remove(s.id);
    if (holder.integrationClientId === null) return;
    const owner = subClientOwner(holder.integrationClientId);
    for (const entry of await stores.whitelists.list(owner)) await stores.whitelists.remove(owner, entry.email);
  });
}

/** What the CLI's profile look-ups may do: read, never write (nothing would tell the indexer or webhooks). */
export type ProfileLookup = Pick<ProfileAdminService, 'list' | 'show' | 'exportProfiles' | 'stats'>;

/**
 * The CLI's commands, each built with only what it needs, on first use: `keys()` opens the key store and nothing
 * else; `lookup()` the stores and, with a cluster, its client (`profiles show` says where the index stands), without
 * the mobility dataset, queues, Redis, rate limits or webhooks. What changes profiles takes `createContainer`.
 */
export interface CommandServices {
  keys(): Promise<ApiKeyService>;
  lookup(): Promise<ProfileLookup>;
  /**
   * The indexer's jobs (`reindex`, `queues`, `indexer failed` and `retry`): its BullMQ queues alone, with REDIS_URL and
   * a search cluster; elsewhere a not-configured error saying what to set (or, embedded, that none is needed).
   */
  indexerJobs(): Promise<IndexerJobs>;
  close(): Promise<void>;
}

export function openCommandServices(config: Config, options: { clock?: Clock } = {}): CommandServices {
  const clock = options.clock ?? systemClock;
  const closers: (() => Promise<void>)[] = [];
  const once = <T>(build: () => Promise<T>) => {
    let built: Promise<T> | undefined;
    return () => (built ??= build());
  };
  // One search thread pool would be a cost for nothing: a command's few reads run on its own thread.
  const storeConfig = { ...config, sqliteSearchThreads: 0 };
  const stores = once(async () => {
    const s = await openStores(storeConfig, { maintainIndex: false });
    closers.push(() => s.close());
    return s;
  });
  return {
    keys: once(async () => {
      const s = await openKeyStores(storeConfig);
      closers.push(() => s.close());
      return keyService(s, clock);
    }),
    lookup: once(async () => {
      // loaded here: a key command never needs them
      const [{ ProfileDistributor }, { ProfileAdminService }, { noChangeNotifier }] = await Promise.all([
        import('./domain/profile/distribution'),
        import('./services/profile-admin.service'),
        import('./ports/profile-changes'),
      ]);
      const s = await stores();
      const cluster = await openSearchCluster(config);
      if (cluster) closers.push(() => cluster.close());
      const distributor = new ProfileDistributor(config.secrets, {
        freelancerProxyDomain: config.freelancerProxyDomain,
        trackingBaseUrl: config.trackingBaseUrl,
      });
      return new ProfileAdminService({
        profiles: s.profiles,
        distributor,
        clock,
        changes: noChangeNotifier,
        events: s.events,
        search: cluster?.engine ?? s.search ?? undefined,
      });
    }),
    indexerJobs: once(async () => {
      if (!config.redis || !config.searchCluster) throw noIndexerJobs(config.searchCluster !== null);
      const { IndexerQueue } = await import('./adapters/queue/indexer-queue');
      // the command's output is on stdout: the queue's warnings and errors go to stderr
      const queue = new IndexerQueue(config.redis.url, config.indexer, {
        info: () => undefined,
        warn: (m) => console.error(m),
        error: (m) => console.error(m),
      });
      closers.push(() => queue.close());
      return queue;
    }),
    close: async () => {
      for (const close of closers.splice(0).reverse()) await close();
    },
  };
}
