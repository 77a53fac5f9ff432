import Database from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { SqliteSearchThreads } from '../../src/adapters/sqlite/sqlite-search-threads';
import { compileSqliteSearch, type SearchPlan } from '../../src/adapters/sqlite/sqlite-search-compiler';
import type { SqliteSearchEngine } from '../../src/adapters/sqlite/sqlite-search-engine';
import { openSqliteStores } from '../../src/adapters/sqlite/sqlite-stores';
import { runSearch } from '../../src/adapters/sqlite/sqlite-search.worker.cjs';
import { demoProfiles } from '../../src/demo/demo-profiles';
import { literalKeywords } from '../../src/domain/search/query-expansion';
import type { SearchQuery } from '../../src/ports/search-engine';
import type { Stores } from '../../src/ports/stores';
import { at, rawProfile } from '../support/profiles';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * Embedded searches on worker threads (SQLITE_SEARCH_THREADS): the same answers as on the calling thread, however
 * many run at once; every committed write visible to the next search; errors surfacing as the calling thread would
 * throw them; no thread left once the container is closed.
 */
const query = (keywords: string, more: Partial<SearchQuery> = {}): SearchQuery => ({
  keywords: literalKeywords(keywords),
  offset: 0,
  limit: 20,
  ...more,
});

const MIX: SearchQuery[] = [
  query('développeur'),
  query('développeur', { offset: 20 }),
  query('react typescript'),
  query('"chef de projet"'),
  query('java -javascript'),
  query('kubernetes OR terraform OR ansible'),
  query('data engineer OR "chef de projet"'),
  query('-développeur', { limit: 50 }),
  query('python', {
    filters: [
      { facet: 'seniority', any: ['s:senior', 's:expert'] },
      { facet: 'available', any: ['a:now'] },
    ],
  }),
  query('', {
    filters: [
      { facet: 'skills', any: ['k:javascript'] },
      { facet: 'skills', any: ['k:react'] },
    ],
    facets: ['seniority', 'skills'],
  }),
  query(''),
  query('!!!'),
];

describe('SQLite search threads', () => {
  let t: TestApp;
  let engine: SqliteSearchEngine;
  let inThread: Stores;
  beforeAll(async () => {
    t = await startTestApp({ SQLITE_SEARCH_THREADS: '2' });
    await t.c.imports.importProfiles(demoProfiles(400, { seed: 4242 }));
    engine = t.internals.stores.search as SqliteSearchEngine;
    inThread = openSqliteStores(join(t.dataDir, 'fpd.sqlite'), { searchThreads: 0 });
  });
  afterAll(async () => {
    await inThread.close();
    await t.close();
  });

  it('answers searches run all at once exactly as the calling thread answers them one by one', async () => {
    const expected = [];
    for (const q of MIX) expected.push(await inThread.search!.search(q));
    expect(expected.filter((h) => h.total > 0 && h.ids.length > 0)).toHaveLength(MIX.length);
    const concurrent = await Promise.all([...MIX, ...MIX, ...MIX].map((q) => engine.search(q)));
    expect(concurrent).toEqual([...expected, ...expected, ...expected]);
    expect(engine.threadCount).toBe(2);
  });

  it('finds each write, and misses each removal, in the very next search', async () => {
    const marker = query('zorglubologue', { limit: 100 });
    for (let i = 1; i <= 10; i++) {
      await t.c.imports.importProfiles([rawProfile(`zorg-${i}`, { basics: { label: 'Zorglubologue' } })]);
      const hits = await engine.search(marker);
      expect([i, hits.total, hits.ids.includes(`zorg-${i}`)]).toEqual([i, i, true]);
    }
    await t.c.profilesAdmin.remove('zorg-3', 'deleted');
    expect((await engine.search(marker)).ids).not.toContain('zorg-3');
  });

  it('surfaces an SQLite error as the calling thread throws it, and keeps answering', async () => {
    const plan = compileSqliteSearch(query('développeur'));
    const malformed: SearchPlan = {
      ...plan,
      rows: { sql: 'SELECT rowid FROM search_fts WHERE search_fts MATCH ?', params: ['"unterminated'] },
    };
    const db = new Database(join(t.dataDir, 'fpd.sqlite'), { readonly: true });
    let thrown: unknown;
    try {
      runSearch(db, malformed);
    } catch (err) {
      thrown = err;
    } finally {
      db.close();
    }
    // (Not `toBeInstanceOf`: the native addon keeps the SqliteError class of the first jest module registry that loaded
    // it.)
    expect(thrown).toMatchObject({ name: 'SqliteError', code: 'SQLITE_ERROR' });
    const threads = new SqliteSearchThreads(join(t.dataDir, 'fpd.sqlite'), 1);
    try {
      const failed = await threads.run(malformed).catch((err: unknown) => err);
      expect(failed).toBeInstanceOf(Database.SqliteError);
      expect(failed).toMatchObject({ name: 'SqliteError', code: 'SQLITE_ERROR', message: (thrown as Error).message });
      expect(await threads.run(plan)).toEqual(await inThread.search!.search(query('développeur')));
    } finally {
      await threads.close();
    }
  });

  it('fails a search on a file its threads cannot open, without hanging', async () => {
    const threads = new SqliteSearchThreads(join(t.dataDir, 'missing.sqlite'), 1);
    try {
      await expect(threads.run(compileSqliteSearch(query('java')))).rejects.toMatchObject({ code: 'SQLITE_CANTOPEN' });
    } finally {
      await threads.close();
    }
  });

  it('fails the searches of a thread that cannot start, without hanging or ending the process, and tries again', async () => {
    const logged: string[] = [];
    const log = { info: () => undefined, warn: () => undefined, error: (line: string) => void logged.push(line) };
    const threads = new SqliteSearchThreads(
      join(t.dataDir, 'fpd.sqlite'),
      2,
      log,
      join(__dirname, '../support/failing-search-worker.cjs'),
    );
    try {
      const plan = compileSqliteSearch(query('java'));
      const failed = await Promise.allSettled([threads.run(plan), threads.run(plan), threads.run(plan)]);
      expect(failed.map((r) => r.status === 'rejected' && (r.reason as Error).message)).toEqual(
        Array(3).fill('this search thread cannot start'),
      );
      await expect(threads.run(plan)).rejects.toThrow('this search thread cannot start');
      expect(logged).toContain('an SQLite search thread failed: this search thread cannot start');
    } finally {
      await threads.close();
    }
  });

  it('keeps an in-memory database on the calling thread (threads cannot share it)', async () => {
    const memory = openSqliteStores(':memory:', { searchThreads: 2 });
    try {
      await memory.profiles.upsertMany(
        [{ profile: rawProfile('mem-1', { basics: { label: 'Développeur Java' } }), contentHash: 'h1' }],
        at(1000),
      );
      expect(await memory.search!.search(query('java'))).toEqual({ ids: ['mem-1'], total: 1 });
      expect((memory.search as SqliteSearchEngine).threadCount).toBe(0);
    } finally {
      await memory.close();
    }
  });

  it('ends its threads when the container closes', async () => {
    const other = await startTestApp({ SQLITE_SEARCH_THREADS: '2' });
    const pooled = other.internals.stores.search as SqliteSearchEngine;
    await Promise.all(MIX.map((q) => pooled.search(q)));
    expect(pooled.threadCount).toBe(2);
    await other.close();
    expect(pooled.threadCount).toBe(0);
  });

  it('loads its threads under tsx too, and lets the process exit once the store is closed', async () => {
    const child = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'test/support/search-on-threads.ts', 'développeur', 'java -javascript'],
      {
        cwd: join(__dirname, '../..'),
        env: {
          PATH: process.env.PATH!,
          HOME: process.env.HOME ?? '/tmp',
          DATA_DIR: t.dataDir,
          SQLITE_SEARCH_THREADS: '2',
        },
        encoding: 'utf8',
        timeout: 20_000,
      },
    );
    expect([child.status, child.signal, child.stderr]).toEqual([0, null, '']);
    const { threads, hits } = JSON.parse(child.stdout);
    expect(threads).toBe(2);
    expect(hits[0].total).toBeGreaterThan(0);
    expect(hits).toEqual([
      await inThread.search!.search(query('développeur', { limit: 100 })),
      await inThread.search!.search(query('java -javascript', { limit: 100 })),
    ]);
  });
});
