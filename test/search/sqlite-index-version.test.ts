import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteStores } from '../../src/adapters/sqlite/sqlite-stores';
import { literalKeywords } from '../../src/domain/search/query-expansion';
import { SEARCH_DOCUMENT_VERSION } from '../../src/domain/search/search-document';
import { noChangeNotifier } from '../../src/ports/profile-changes';
import { ProfileImportService } from '../../src/services/profile-import.service';
import { leakyProfile } from '../support/profiles';

/**
 * The embedded index is brought up to date when the store opens: an index written by an older version of the search
 * documents (here: one that indexed the raw text, as version 1 did, and recorded no version) is rebuilt from the
 * profiles, so what it matched before and the partner view hides is no longer matched.
 */
describe('the embedded search index on upgrade', () => {
  let dir: string;
  beforeEach(() => void (dir = mkdtempSync(join(tmpdir(), 'fpd-index-version-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is rebuilt when its version is not the current one, and left alone when it is', async () => {
    const file = join(dir, 'fpd.sqlite');
    let stores = openSqliteStores(file);
    await new ProfileImportService(stores.profiles, () => Date.now(), noChangeNotifier).importProfiles([
      leakyProfile('leaky'),
    ]);
    const find = (s: typeof stores, word: string) =>
      s.search!.search({ keywords: literalKeywords(word), offset: 0, limit: 10 });
    expect((await find(stores, 'bnp')).ids).toEqual([]);
    expect(await stores.search!.indexVersion()).toBe(SEARCH_DOCUMENT_VERSION);
    await stores.close();

    // What version 1 left: the raw text in the index, and no version recorded.
    const db = new Database(file);
    db.prepare("UPDATE search_fts SET summary = 'bnp', summary_x = 'bnp'").run();
    db.prepare('DELETE FROM search_meta').run();
    expect(db.prepare("SELECT count(*) FROM search_fts WHERE search_fts MATCH 'bnp'").pluck().get()).toBe(1);
    db.close();
    stores = openSqliteStores(file);
    expect((await find(stores, 'bnp')).ids).toEqual([]);
    expect((await find(stores, 'cartographie')).ids).toEqual(['leaky']);
    expect(await stores.search!.indexVersion()).toBe(SEARCH_DOCUMENT_VERSION);
    await stores.close();

    // A current index is not rebuilt (what it holds stays as it is).
    const again = new Database(file);
    again.prepare("UPDATE search_fts SET summary = 'zzzz', summary_x = 'zzzz'").run();
    again.close();
    stores = openSqliteStores(file);
    expect((await find(stores, 'zzzz')).ids).toEqual(['leaky']);
    await stores.close();
  });
});
