import { join } from 'node:path';
import type { Config } from '../config/config';
import type { AreaResolver } from '../domain/mobility/mobility-dataset';
import type { Stores } from '../ports/stores';
import type { Log } from '../ports/log';

/**
 * The one place that picks the backend: MongoDB when MONGODB_URL is set, the embedded SQLite file in DATA_DIR
 * otherwise, or (`inMemory`: the sandbox) an SQLite database in memory. Each adapter is loaded only when chosen, so the
 * embedded default never loads the MongoDB driver.
 */
export async function openStores(config: Pick<Config, 'mongodb' | 'dataDir' | 'sqliteSearchThreads'>, options: { areas?: AreaResolver; log?: Log; inMemory?: boolean } = {}): Promise<Stores> {
  if (options.inMemory) return (await import('./sqlite/sqlite-stores')).openSqliteStores(':memory:', { areas: options.areas });
  if (config.mongodb) {
    const { openMongoStores } = await import('./mongodb/mongo-stores');
    return openMongoStores(config.mongodb.url, config.mongodb.dbName);
  }
  const { openSqliteStores } = await import('./sqlite/sqlite-stores');
  return openSqliteStores(join(config.dataDir, 'fpd.sqlite'), { areas: options.areas, searchThreads: config.sqliteSearchThreads, log: options.log });
}

/** The search cluster (its engine and index) when OPENSEARCH_URL or ELASTICSEARCH_URL is set; its client loads only then. */
export async function openSearchCluster(config: Pick<Config, 'searchCluster'>): Promise<import('./search-cluster/cluster-search-engine').SearchCluster | null> {
  const cluster = config.searchCluster;
  if (!cluster) return null;
  const { searchCluster } = await import('./search-cluster/cluster-search-engine');
  const client =
    cluster.engine === 'opensearch'
      ? (await import('./search-cluster/opensearch-client')).openSearchClient(cluster.url)
      : (await import('./search-cluster/elasticsearch-client')).elasticsearchClient(cluster.url);
  return searchCluster(cluster.engine, client, cluster.index, cluster.searchTimeoutMs);
}

/** The Redis connection (rate limits, health) when REDIS_URL is set; ioredis loads only then. */
export async function openRedisConnection(config: Pick<Config, 'redis'>): Promise<import('ioredis').Redis | null> {
  if (!config.redis) return null;
  const { openRedis } = await import('./redis/redis-connection');
  return openRedis(config.redis.url);
}
