import type { Stores } from '../../ports/stores';
import { openSqlite } from './sqlite-database';
import { SqliteKeyStore } from './sqlite-key.store';
import { SqliteProfileStore } from './sqlite-profile.store';

export function openSqliteStores(file: string): Stores {
  const db = openSqlite(file);
  return {
    backend: 'sqlite',
    profiles: new SqliteProfileStore(db),
    keys: new SqliteKeyStore(db),
    close: async () => void db.close(),
  };
}
