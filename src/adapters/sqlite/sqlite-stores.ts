import type { Stores } from '../../ports/stores';
import { openSqlite } from './sqlite-database';
import { SqliteEventStore } from './sqlite-event.store';
import { SqliteKeyStore } from './sqlite-key.store';
import { SqliteProfileStore } from './sqlite-profile.store';
import { SqliteWhitelistStore } from './sqlite-whitelist.store';

export function openSqliteStores(file: string): Stores {
  const db = openSqlite(file);
  return {
    backend: 'sqlite',
    profiles: new SqliteProfileStore(db),
    keys: new SqliteKeyStore(db),
    whitelists: new SqliteWhitelistStore(db),
    events: new SqliteEventStore(db),
    close: async () => void db.close(),
  };
}
