import type { AreaResolver } from '../../domain/mobility/mobility-dataset';
import type { Log } from '../../ports/log';
import type { Stores } from '../../ports/stores';
import { openSqlite } from './sqlite-database';
import { SqliteEventStore } from './sqlite-event.store';
import { SqliteKeyStore } from './sqlite-key.store';
import { SqliteProfileStore } from './sqlite-profile.store';
import { SqliteSavedSearchStore } from './sqlite-saved-search.store';
import { SqliteSearchEngine } from './sqlite-search-engine';
import { SqliteSearchIndex } from './sqlite-search-index';
import { SqliteSearchThreads } from './sqlite-search-threads';
import { SqliteWebhookStore } from './sqlite-webhook.store';
import { SqliteWhitelistStore } from './sqlite-whitelist.store';

export interface SqliteStoreOptions {
  /** The mobility dataset the search index resolves work areas through. */
  areas?: AreaResolver;
  /**
   * Threads that run searches (SQLITE_SEARCH_THREADS); 0: on the calling thread. A database in memory, or not in WAL
   * mode, always searches on the calling thread: other threads cannot open the one, nor read the other beside writes.
   */
  searchThreads?: number;
  /** Where a search thread's failure is told. */
  log?: Log;
  /**
   * False for a process that neither writes profiles nor serves searches (the CLI's look-ups): a stale index is left
   * for the server to rebuild, with the mobility dataset this process did not load.
   */
  maintainIndex?: boolean;
}

export function openSqliteStores(file: string, options: SqliteStoreOptions = {}): Stores {
  const db = openSqlite(file);
  const searchIndex = new SqliteSearchIndex(db, options.areas);
  if (options.maintainIndex !== false) searchIndex.rebuildIfStale();
  const wal = db.pragma('journal_mode', { simple: true }) === 'wal';
  const threads =
    wal && (options.searchThreads ?? 0) > 0 ? new SqliteSearchThreads(file, options.searchThreads!, options.log) : null;
  return {
    backend: 'sqlite',
    profiles: new SqliteProfileStore(db, searchIndex),
    search: new SqliteSearchEngine(db, threads ?? undefined),
    keys: new SqliteKeyStore(db),
    whitelists: new SqliteWhitelistStore(db),
    events: new SqliteEventStore(db),
    webhooks: new SqliteWebhookStore(db),
    savedSearches: new SqliteSavedSearchStore(db),
    ping: async () => void db.prepare('SELECT 1').get(),
    close: async () => {
      await threads?.close();
      db.close();
    },
  };
}
