import { join } from 'node:path';
import type { Config } from '../config/config';
import type { Stores } from '../ports/stores';

/**
 * The one place that picks the backend: MongoDB when MONGODB_URL is set, the embedded SQLite file in DATA_DIR
 * otherwise. Each adapter is loaded only when chosen, so the embedded default never loads the MongoDB driver.
 */
export async function openStores(config: Pick<Config, 'mongodb' | 'dataDir'>): Promise<Stores> {
  if (config.mongodb) {
    const { openMongoStores } = await import('./mongodb/mongo-stores');
    return openMongoStores(config.mongodb.url, config.mongodb.dbName);
  }
  const { openSqliteStores } = await import('./sqlite/sqlite-stores');
  return openSqliteStores(join(config.dataDir, 'fpd.sqlite'));
}
