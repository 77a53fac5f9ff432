import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { MIGRATIONS } from '../../src/adapters/sqlite/sqlite-database';
import { openSqliteStores } from '../../src/adapters/sqlite/sqlite-stores';
import { expectEntryAddressKeptPerOwner, storeContract } from './profile-store.contract';
import { savedSearchStoreContract } from './saved-search-store.contract';
import { webhookStoreContract } from './webhook-store.contract';
import { literalKeywords } from '../../src/domain/search/query-expansion';
import { at, rawProfile, stored } from '../support/profiles';

describe('store contract [sqlite]', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
  const openFresh = async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fpd-contract-'));
    dirs.push(dir);
    return openSqliteStores(join(dir, 'fpd.sqlite'));
  };
  storeContract(openFresh);
  describe('webhooks', () => webhookStoreContract(openFresh));
  describe('saved searches', () => savedSearchStoreContract(openFresh));
});

describe('the embedded index, written with each profile', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'fpd-sqlite-index-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('follows every import: new words found and old ones gone, a removed profile re-imported still not found', async () => {
    const stores = await openSqliteStores(join(dir, 'fpd.sqlite'));
    const found = async (word: string) =>
      (await stores.search!.search({ keywords: literalKeywords(word), offset: 0, limit: 10 })).ids;
    try {
      await stores.profiles.upsertMany(
        [
          stored(rawProfile('a', { basics: { label: 'Cartographe' } })),
          stored(rawProfile('b', { basics: { label: 'Cartographe' } })),
        ],
        at(1000),
      );
      expect((await found('cartographe')).sort()).toEqual(['a', 'b']);
      await stores.profiles.remove('b', 'invisible', at(2000));
      await stores.profiles.upsertMany(
        [
          stored(rawProfile('a', { basics: { label: 'Hydrographe' } })),
          stored(rawProfile('b', { basics: { label: 'Hydrographe' } })),
        ],
        at(3000),
      );
      expect(await found('hydrographe')).toEqual(['a']);
      expect(await found('cartographe')).toEqual([]);
    } finally {
      await stores.close();
    }
  });
});

describe('the SQLite file', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'fpd-sqlite-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('moves the global map of proxy addresses to per-owner maps, keeping the addresses the entries hold', async () => {
    const file = join(dir, 'fpd.sqlite');
    // A database as the migrations before it left it: one global map, and an entry whose address it holds.
    const before = MIGRATIONS.findIndex((m) => m.includes('CREATE TABLE owner_addresses'));
    const old = new Database(file);
    MIGRATIONS.slice(0, before).forEach((m) => old.exec(m));
    old.exec(`INSERT INTO recruiter_addresses VALUES ('acme.jeand@r.example', 'jean@x.example');
      INSERT INTO whitelist VALUES ('partner:a', 'jean@x.example', 'Jean', 'D', 'Acme', 'acme.jeand@r.example', 'tracked', 1, 1);
      PRAGMA user_version = ${before};`);
    old.close();
    await expectEntryAddressKeptPerOwner(await openSqliteStores(file));
  });

  it('makes each key stored before lineages its own holder, and the owner of the endpoints and searches it named', async () => {
    const file = join(dir, 'fpd.sqlite');
    const before = MIGRATIONS.findIndex((m) => m.includes('ADD COLUMN holder_id'));
    const old = new Database(file);
    MIGRATIONS.slice(0, before).forEach((m) => old.exec(m));
    old.exec(`INSERT INTO api_keys (id, secret_hash, type, name, created_at) VALUES ('k1', 'h', 'partner', 'Acme', 1);
      INSERT INTO webhook_endpoints (id, key_id, url, description, types, enabled, secrets, created_at, updated_at)
        VALUES ('wh_1', 'k1', 'https://x.example', '', '[]', 1, '[]', 1, 1);
      INSERT INTO saved_searches VALUES ('ss_1', 'k1', 'partner:acme', 'n', '{}', 1, 1);
      PRAGMA user_version = ${before};`);
    old.close();
    const stores = await openSqliteStores(file);
    try {
      expect(await stores.keys.findById('k1')).toMatchObject({ holderId: 'k1', replaces: null, replacedBy: null });
      expect((await stores.webhooks.listEndpoints('k1')).map((e) => e.id)).toEqual(['wh_1']);
      expect((await stores.savedSearches.list('k1')).map((x) => x.id)).toEqual(['ss_1']);
    } finally {
      await stores.close();
    }
  });
});

describe('the SQLite file’s mode', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'fpd-sqlite-mode-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const mode = (f: string) => (statSync(f).mode & 0o777).toString(8);

  it('is 0600 for the database, its WAL and its shared memory (they hold raw e-mails and phones)', async () => {
    const file = join(dir, 'fpd.sqlite');
    const stores = await openSqliteStores(file);
    try {
      await stores.keys.insert({
        id: 'k1',
        secretHash: 'h',
        type: 'client',
        name: 'n',
        slug: null,
        integratorSlug: null,
        integrationClientId: null,
        email: null,
        company: null,
        createdAt: 1,
        revokedAt: null,
        holderId: 'k1',
        replaces: null,
        replacedBy: null,
        expiresAt: null,
      });
      expect([file, `${file}-wal`, `${file}-shm`].map((f) => [f, mode(f)])).toEqual(
        [file, `${file}-wal`, `${file}-shm`].map((f) => [f, '600']),
      );
    } finally {
      await stores.close();
    }
  });

  it('narrows a database created more open by an earlier version', async () => {
    const file = join(dir, 'fpd.sqlite');
    await (await openSqliteStores(file)).close();
    chmodSync(file, 0o644);
    const stores = await openSqliteStores(file);
    await stores.close();
    expect(mode(file)).toBe('600');
  });
});
