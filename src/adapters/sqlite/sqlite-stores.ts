import type { AreaResolver } from '../../domain/mobility/mobility-dataset';
import type { Stores } from '../../ports/stores';
import { openSqlite } from './sqlite-database';
import { SqliteEventStore } from './sqlite-event.store';
import { SqliteKeyStore } from './sqlite-key.store';
import { SqliteProfileStore } from './sqlite-profile.store';
import { SqliteSearchEngine, SqliteSearchIndex } from './sqlite-search';
import { SqliteWhitelistStore } from './sqlite-whitelist.store';

/** `areas`: the mobility dataset the search index resolves work areas through. */
export function openSqliteStores(file: string, areas?: AreaResolver): Stores {
  const db = openSqlite(file);
  const searchIndex = new SqliteSearchIndex(db, areas);
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
