import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import Database from 'better-sqlite3';
import { MongoClient } from 'mongodb';
import { ImportThreads } from '../../src/adapters/threads/import-threads';
import { loadConfig } from '../../src/config/config';
import { createContainer } from '../../src/container';
import { demoProfiles } from '../../src/demo/demo-profiles';
import type { ImportCheckpoint, ImportReport } from '../../src/services/profile-import.service';
import { describeWithEngine } from '../support/engines';
import { testClock } from '../support/test-app';

/**
 * `fpd import` on its threads (IMPORT_THREADS) stores what it stores on its own thread (IMPORT_THREADS=0), byte for
 * byte: every row of every table of the embedded store (profiles with their prepared distributions, the search
 * documents, the FTS5 index and its keys), every document of MongoDB; the same report and the same checkpoints, bad
 * lines included. The same file imported twice, with the same secrets and the same clock, once each way.
 */
const SECRETS = { ID_SECRET: 'i'.repeat(64), EMAIL_HASH_SALT: 's'.repeat(64), TRACKING_SECRET: 't'.repeat(64) };

function corpus(): string {
  const lines = demoProfiles(1300, { seed: 2501 }).map((p) => JSON.stringify(p));
  const changed = JSON.parse(lines[10]!) as { basics: { label: string } };
  changed.basics.label = 'Développeuse Rust — changée';
  // A profile written again in a later batch (updated), a repeat within a batch (the last wins), blank lines, a line
  // that is no JSON and one that breaks the schema.
  lines.splice(600, 0, '', JSON.stringify(changed), '{"basics": oops', '   ', lines[20]!);
  lines.splice(100, 0, JSON.stringify({ ...(JSON.parse(lines[5]!) as object), skills: 'TypeScript' }));
  return `${lines.join('\n')}\n`;
}

interface Imported {
  report: ImportReport;
  checkpoints: ImportCheckpoint[];
}

/** An import with IMPORT_THREADS at `threads` (null: unset). */
async function importWith(threads: number | null, text: string, env: Record<string, string>): Promise<Imported> {
  const c = await createContainer(
    loadConfig({
      ...SECRETS,
      ...env,
      DEMO_PROFILES: '0',
      LOG_LEVEL: 'silent',
      ...(threads !== null && { IMPORT_THREADS: String(threads) }),
    }),
    { clock: testClock(), servesRequests: false, importThreads: true },
  );
  try {
    const checkpoints: ImportCheckpoint[] = [];
    // In chunks that cut lines anywhere, as a file stream does.
    const bytes = Buffer.from(text);
    const chunks = Array.from({ length: Math.ceil(bytes.length / 65_536) }, (_, k) =>
      bytes.subarray(k * 65_536, (k + 1) * 65_536),
    );
    const report = await c.imports.importNdjson(Readable.from(chunks), {
      onCheckpoint: (at) => void checkpoints.push(at),
    });
    return { report, checkpoints };
  } finally {
    await c.close();
  }
}

describe('fpd import on threads, as on its own thread', () => {
  const text = corpus();
  let dir: string;
  beforeAll(() => (dir = mkdtempSync(join(tmpdir(), 'fpd-import-threads-'))));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Every row of every table of the store, in rowid (or key) order. */
  const everyRow = (file: string) => {
    const db = new Database(file, { readonly: true });
    try {
      const tables = db
        .prepare<[], { name: string; wr: number }>(
          "SELECT name, sql LIKE '%WITHOUT ROWID%' AS wr FROM sqlite_master WHERE type = 'table' ORDER BY name",
        )
        .all();
      return Object.fromEntries(
        tables.map(({ name, wr }) => [
          name,
          db
            .prepare(`SELECT * FROM "${name}" ORDER BY ${wr ? '1' : 'rowid'}`)
            .raw()
            .all(),
        ]),
      );
    } finally {
      db.close();
    }
  };

  it('stores the same bytes, reports and checkpoints the same (embedded store)', async () => {
    const own = await importWith(0, text, { DATA_DIR: join(dir, 'own') });
    const threads = await importWith(1, text, { DATA_DIR: join(dir, 'threads') });
    expect(own.report).toMatchObject({ created: 1300, updated: 1, unchanged: 1 });
    expect(own.report.rejected.map((r) => r.line)).toEqual([101, 604]);
    expect(own.report.rejected[0]!.reason).toMatch(/^skills/);
    expect(threads.report).toEqual(own.report);
    expect(threads.checkpoints).toEqual(own.checkpoints);
    const rows = everyRow(join(dir, 'threads', 'fpd.sqlite'));
    expect(rows.profiles).toHaveLength(1300);
    // Each with its distribution, prepared under the key (`v…`).
    expect((rows.profiles as unknown[][]).every((r) => r.some((v) => typeof v === 'string' && /^v\d+\./.test(v)))).toBe(
      true,
    );
    expect(rows.search_docs).toHaveLength(1300);
    expect(rows).toEqual(everyRow(join(dir, 'own', 'fpd.sqlite')));
  });

  it('asked for two threads (at most the CPUs less one start), and again over what it stored', async () => {
    const env = { DATA_DIR: join(dir, 'two') };
    const first = await importWith(2, text, env);
    const again = await importWith(2, text, env);
    expect(first.report).toMatchObject({ created: 1300, updated: 1, unchanged: 1 });
    // The changed profile's two versions are written again, the rest is unchanged.
    expect(again.report).toMatchObject({ created: 0, updated: 2, unchanged: 1300 });
    expect(again.report.rejected).toEqual(first.report.rejected);
    // The same rows (not the same FTS5 segments, which a profile written again rewrites).
    const contents = (file: string) =>
      Object.entries(everyRow(file)).filter(([table]) => !table.startsWith('search_fts_'));
    expect(contents(join(dir, 'two', 'fpd.sqlite'))).toEqual(contents(join(dir, 'threads', 'fpd.sqlite')));
  });

  it('unset, prepares on threads for a store that holds no profile, on its own thread over one that holds some', async () => {
    // Threads prepare every line, unchanged ones too, where the import's own thread only hashes those.
    const sent = jest.spyOn(ImportThreads.prototype, 'prepare');
    try {
      const env = { DATA_DIR: join(dir, 'auto') };
      const first = await importWith(null, text, env);
      expect(sent).toHaveBeenCalled();
      sent.mockClear();
      const again = await importWith(null, text, env);
      expect(sent).not.toHaveBeenCalled();
      expect(first.report).toMatchObject({ created: 1300, updated: 1, unchanged: 1 });
      expect(again.report).toMatchObject({ created: 0, updated: 2, unchanged: 1300 });
    } finally {
      sent.mockRestore();
    }
  });
});

describeWithEngine('mongodb', 'fpd import on threads, as on its own thread', (url) => {
  const text = corpus();
  const dbs = [0, 1].map((k) => `fpd_import_threads_${k}_${Date.now().toString(36)}`);
  let client: MongoClient;
  let dir: string;
  beforeAll(async () => {
    client = await MongoClient.connect(url);
    dir = mkdtempSync(join(tmpdir(), 'fpd-import-threads-'));
  });
  afterAll(async () => {
    for (const db of dbs) await client.db(db).dropDatabase();
    await client.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stores the same documents, reports the same', async () => {
    const env = (k: number) => ({ MONGODB_URL: url, MONGODB_DB: dbs[k]!, DATA_DIR: join(dir, String(k)) });
    const own = await importWith(0, text, env(0));
    const threads = await importWith(1, text, env(1));
    expect(threads.report).toEqual(own.report);
    expect(threads.checkpoints).toEqual(own.checkpoints);
    const docs = (k: number) => client.db(dbs[k]!).collection('profiles').find().sort({ _id: 1 }).toArray();
    const stored = await docs(1);
    expect(stored).toHaveLength(1300);
    expect(stored).toEqual(await docs(0));
  }, 600_000);
});
