import type Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqlite } from '../../src/adapters/sqlite/sqlite-database';
import { SqliteSearchIndex } from '../../src/adapters/sqlite/sqlite-search-index';

/**
 * Every profile written to the embedded store is written to its search index in the same transaction
 * (sqlite-search-index.ts), so each statement of that path must find its rows through an index: one that read a
 * whole table (deleting a document's keys without the index by document) made an update cost 13 ms at 20 000 profiles
 * and grow with the pool; and the index made for that delete must not take search's lookups from the primary key. SQLite's plans say it: `SCAN <table>` reads every row, `SEARCH` uses an index (an FTS5
 * table's lookup by rowid reads `SCAN search_fts VIRTUAL TABLE INDEX 0:=`, a constraint, not a scan).
 */
describe('the embedded search index: plans of its write statements', () => {
  let dir: string;
  let db: Database.Database;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'fpd-write-plans-'));
    db = openSqlite(join(dir, 'fpd.sqlite'));
  });
  afterAll(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const statements = () => {
    const index = new SqliteSearchIndex(db);
    const stmt = (index as unknown as { stmt: Record<string, Database.Statement> }).stmt;
    return Object.entries(stmt).map(([name, statement]) => ({ name, sql: statement.source }));
  };
  const plan = (sql: string): string[] => {
    const params = (sql.match(/\?/g) ?? []).map(() => null);
    return db
      .prepare<unknown[], { detail: string }>(`EXPLAIN QUERY PLAN ${sql}`)
      .all(...params)
      .map((row) => row.detail);
  };
  const fullScan = (detail: string) => /^SCAN /.test(detail) && !/VIRTUAL TABLE INDEX \d+:=/.test(detail);

  it('finds the statements (the test would pass on none)', () => {
    expect(statements().map((s) => s.name)).toEqual(
      expect.arrayContaining(['rowid', 'deleteKeys', 'deleteFts', 'deleteDoc', 'updateDoc']),
    );
  });

  it.each(['rowid', 'countFacetKey', 'updateDoc', 'facetKeyId', 'deleteDoc', 'deleteFts', 'deleteKeys'])(
    '%s reads its rows through an index, not a scan of its table',
    (name) => {
      const { sql } = statements().find((s) => s.name === name)!;
      const details = plan(sql);
      expect(details.length).toBeGreaterThan(0);
      expect(details.filter(fullScan)).toEqual([]);
    },
  );

  it("leaves search's lookups of a document's keys on the primary key (the index for writes is not theirs)", () => {
    // The shape sqlite-search-compiler.ts writes for a filter or a boost tested on the row at hand.
    const details = plan(
      'SELECT d.rowid FROM search_docs d WHERE EXISTS (SELECT 1 FROM search_keys WHERE key IN (?, ?) AND doc = d.rowid)',
    );
    expect(details).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^SEARCH search_keys (EXISTS )?USING PRIMARY KEY \(key=\? AND doc=\?\)/),
      ]),
    );
  });
});
