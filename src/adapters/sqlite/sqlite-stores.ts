import type { Stores } from '../../ports/stores';
import { openSqlite } from './sqlite-database';
import { SqliteEventStore } from './sqlite-event.store';
import { SqliteKeyStore } from './sqlite-key.store';
import { SqliteProfileStore } from './sqlite-profile.store';
import { SqliteSearchEngine, SqliteSearchIndex } from './sqlite-search';
import { SqliteWhitelistStore } from './sqlite-whitelist.store';

export function openSqliteStores(file: string): Stores {
  const db = openSqlite(file);
  const searchIndex = new SqliteSearchIndex(db);
  searchIndex.backfillIfEmpty();
  return {
    backend: 'sqlite',
    profiles: new SqliteProfileStore(db, searchIndex),
    search: new SqliteSearchEngine(db),
    keys: new SqliteKeyStore(db),
    whitelists: new SqliteWhitelistStore(db),
    events: new SqliteEventStore(db),
    ping: async () => void db.prepare('SELECT 1').get(),
    close: async () => void db.close(),
  };
}
