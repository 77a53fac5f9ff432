/**
 * A writer process for the "slow batch" test: imports the profiles named on the command line (in that order) as
 * one batch through the real import service and the real store adapter, and holds the batch write open for
 * HOLD_MS in the middle, the way a slow store does:
 * - on SQLite, inside the write's transaction, after half of the rows (nothing of the batch is visible until it
 *   commits; the process is blocked, as a long transaction blocks it);
 * - on MongoDB, between two halves of the batch's bulkWrite (the first half is visible, the second comes later,
 *   as FerretDB writes a large batch document by document).
 * It prints "holding" when the hold begins and "done" when the import returned. Its notifier does nothing, so the
 * profiles reach the search index only through the indexer's sweep.
 */
import { MongoClient, type AnyBulkWriteOperation, type BulkWriteResult, type Collection } from 'mongodb';
import { join } from 'node:path';
import {
  MongoProfileStore,
  type ProfileDocument,
  type WriteInFlightDocument,
} from '../../src/adapters/mongodb/mongo-profile.store';
import { openSqlite } from '../../src/adapters/sqlite/sqlite-database';
import { SqliteProfileStore } from '../../src/adapters/sqlite/sqlite-profile.store';
import { SqliteSearchIndex } from '../../src/adapters/sqlite/sqlite-search-index';
import { loadConfig } from '../../src/config/config';
import { noChangeNotifier } from '../../src/ports/profile-changes';
import type { ProfileStore } from '../../src/ports/profile-store';
import { ProfileImportService } from '../../src/services/profile-import.service';
import { rawProfile } from './profiles';

const HOLD_MS = Number(process.env.HOLD_MS ?? 3000);
const ids = process.argv.slice(2);
const say = (line: string) => process.stdout.write(`${line}\n`);

async function mongoStore(url: string, dbName: string): Promise<{ store: ProfileStore; close: () => Promise<void> }> {
  const client = await MongoClient.connect(url, { ignoreUndefined: true }); // as openMongoStores
  const db = client.db(dbName);
  const profiles = db.collection<ProfileDocument>('profiles');
  const held = new Proxy(profiles, {
    get(target, prop, receiver) {
      if (prop !== 'bulkWrite') return Reflect.get(target, prop, receiver);
      return async (ops: AnyBulkWriteOperation<ProfileDocument>[], options: object) => {
        const half = Math.ceil(ops.length / 2);
        const first = await target.bulkWrite(ops.slice(0, half), options);
        say('holding');
        await new Promise((r) => setTimeout(r, HOLD_MS));
        const second = await target.bulkWrite(ops.slice(half), options);
        return { matchedCount: first.matchedCount + second.matchedCount } as BulkWriteResult;
      };
    },
  }) as Collection<ProfileDocument>;
  return {
    store: new MongoProfileStore(held, db.collection<WriteInFlightDocument>('writes_in_flight')),
    close: () => client.close(),
  };
}

function sqliteStore(file: string): { store: ProfileStore; close: () => Promise<void> } {
  const db = openSqlite(file);
  const search = new SqliteSearchIndex(db);
  const write = search.write.bind(search);
  let rows = 0;
  search.write = (stored) => {
    write(stored);
    if (++rows === Math.ceil(ids.length / 2)) {
      say('holding');
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, HOLD_MS); // the transaction stays open
    }
  };
  return { store: new SqliteProfileStore(db, search), close: async () => void db.close() };
}

void (async () => {
  const config = loadConfig();
  const { store, close } = config.mongodb
    ? await mongoStore(config.mongodb.url, config.mongodb.dbName)
    : sqliteStore(join(config.dataDir, 'fpd.sqlite'));
  await new ProfileImportService(store, Date.now, noChangeNotifier).importProfiles(ids.map((id) => rawProfile(id)));
  say('done');
  await close();
})();
