import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config/config';
import type { AreaResolver } from '../domain/mobility/mobility-dataset';
import type { KeyStore } from '../ports/key-store';
import type { SavedSearchStore } from '../ports/saved-search-store';
import type { Stores } from '../ports/stores';
import type { Log } from '../ports/log';
import type { WebhookStore } from '../ports/webhook-store';
import type { WhitelistStore } from '../ports/whitelist-store';

type StoreConfig = Pick<Config, 'mongodb' | 'dataDir' | 'sqliteSearchThreads'>;

const sqliteFile = (config: Pick<Config, 'dataDir'>) => join(config.dataDir, 'fpd.sqlite');

/**
 * Which store the configuration names, for people: `SQLite /srv/fpd/data/fpd.sqlite`, `MongoDB database fpd on
 * db1:27017` (no credentials).
 */
export function describeStore(config: Pick<Config, 'mongodb' | 'dataDir'>): string {
  if (!config.mongodb) return `SQLite ${sqliteFile(config)}`;
  const hosts = /^mongodb(?:\+srv)?:\/\/(?:[^@/]*@)?([^/?]+)/.exec(config.mongodb.url)?.[1] ?? '?';
  return `MongoDB database ${config.mongodb.dbName} on ${hosts}`;
}

/** Whether the embedded store's file exists (MongoDB: always true, a database is created by its server). */
export const storeExists = (config: Pick<Config, 'mongodb' | 'dataDir'>): boolean =>
  Boolean(config.mongodb) || existsSync(sqliteFile(config));

/**
 * The one place that picks the backend: MongoDB when MONGODB_URL is set, the embedded SQLite file in DATA_DIR
 * otherwise, or (`inMemory`: the sandbox) an SQLite database in memory. Each adapter is loaded only when chosen, so the
 * embedded default never loads the MongoDB driver.
 */
export async function openStores(
  config: StoreConfig,
  options: { areas?: AreaResolver; log?: Log; inMemory?: boolean; maintainIndex?: boolean } = {},
): Promise<Stores> {
  if (options.inMemory)
    return (await import('./sqlite/sqlite-stores')).openSqliteStores(':memory:', { areas: options.areas });
  if (config.mongodb) {
    const { openMongoStores } = await import('./mongodb/mongo-stores');
    return openMongoStores(config.mongodb.url, config.mongodb.dbName);
  }
  const { openSqliteStores } = await import('./sqlite/sqlite-stores');
  return openSqliteStores(sqliteFile(config), {
    areas: options.areas,
    searchThreads: config.sqliteSearchThreads,
    log: options.log,
    maintainIndex: options.maintainIndex,
  });
}

/**
 * Only what API keys need (the keys, and the webhook endpoints a rotation moves): on the embedded default, the
 * database without the search index's modules, its threads or its upkeep (`fpd keys ...` opens this and nothing else).
 */
export async function openKeyStores(config: StoreConfig): Promise<{
  keys: KeyStore;
  webhooks: WebhookStore;
  savedSearches: SavedSearchStore;
  whitelists: WhitelistStore;
  close(): Promise<void>;
}> {
  if (config.mongodb) return openStores(config);
  const [
    { openSqlite },
    { SqliteKeyStore },
    { SqliteWebhookStore },
    { SqliteSavedSearchStore },
    { SqliteWhitelistStore },
  ] = await Promise.all([
    import('./sqlite/sqlite-database'),
    import('./sqlite/sqlite-key.store'),
    import('./sqlite/sqlite-webhook.store'),
    import('./sqlite/sqlite-saved-search.store'),
    import('./sqlite/sqlite-whitelist.store'),
  ]);
  const db = openSqlite(sqliteFile(config));
  return {
    keys: new SqliteKeyStore(db),
    webhooks: new SqliteWebhookStore(db),
    savedSearches: new SqliteSavedSearchStore(db),
    whitelists: new SqliteWhitelistStore(db),
    close: async () => void db.close(),
  };
}

/**
 * The search cluster (its engine and index) when OPENSEARCH_URL or ELASTICSEARCH_URL is set; its client loads only
 * then.
 */
export async function openSearchCluster(
  config: Pick<Config, 'searchCluster'>,
): Promise<import('./search-cluster/cluster-search-engine').SearchCluster | null> {
  const cluster = config.searchCluster;
  if (!cluster) return null;
  const { searchCluster } = await import('./search-cluster/cluster-search-engine');
  const client =
    cluster.engine === 'opensearch'
      ? (await import('./search-cluster/opensearch-client')).openSearchClient(cluster.urls)
      : (await import('./search-cluster/elasticsearch-client')).elasticsearchClient(cluster.urls);
  return searchCluster(cluster.engine, client, cluster.index, cluster.searchTimeoutMs, cluster.indexSettings);
}

/** The Redis connection (rate limits, health) when REDIS_URL is set; ioredis loads only then. */
export async function openRedisConnection(config: Pick<Config, 'redis'>): Promise<import('ioredis').Redis | null> {
  if (!config.redis) return null;
  const { openRedis } = await import('./redis/redis-connection');
  return openRedis(config.redis.url);
}
