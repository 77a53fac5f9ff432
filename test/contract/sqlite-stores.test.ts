import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqlite } from '../../src/adapters/sqlite/sqlite-database';
import { openSqliteStores } from '../../src/adapters/sqlite/sqlite-stores';
import { storeContract } from './profile-store.contract';

describe('store contract [sqlite]', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
  storeContract(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fpd-contract-'));
    dirs.push(dir);
    return openSqliteStores(join(dir, 'fpd.sqlite'));
  });
});

describe('the SQLite file', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'fpd-sqlite-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('moves the global map of proxy addresses to per-owner maps, keeping the addresses the entries hold', async () => {
    const file = join(dir, 'fpd.sqlite');
    // A database as the previous migration left it: one global map, and an entry whose address it holds.
    const old = openSqlite(file);
    old.exec(`DROP TABLE owner_addresses;
      CREATE TABLE recruiter_addresses (whitelisted_email TEXT PRIMARY KEY, email TEXT NOT NULL) WITHOUT ROWID;
      INSERT INTO recruiter_addresses VALUES ('acme.jeand@r.example', 'jean@x.example');
      INSERT INTO whitelist VALUES ('partner:a', 'jean@x.example', 'Jean', 'D', 'Acme', 'acme.jeand@r.example', 'tracked', 1, 1);
      PRAGMA user_version = ${Number(old.pragma('user_version', { simple: true })) - 1};`);
    old.close();
    const stores = await openSqliteStores(file);
    try {
      expect(await stores.whitelists.claimAddress('partner:a', 'acme.jeand@r.example', 'other@x.example')).toBe(false);
      expect(await stores.whitelists.claimAddress('partner:a', 'acme.jeand@r.example', 'jean@x.example')).toBe(true);
      expect(await stores.whitelists.claimAddress('partner:b', 'acme.jeand@r.example', 'other@x.example')).toBe(true);
    } finally {
      await stores.close();
    }
  });
});
