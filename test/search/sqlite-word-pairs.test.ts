import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATIONS } from '../../src/adapters/sqlite/sqlite-database';
import { BEFORE_LATER_MIGRATIONS } from '../support/sqlite-layouts';
import { wordPairs } from '../../src/adapters/sqlite/sqlite-search-index';
import { openSqliteStores } from '../../src/adapters/sqlite/sqlite-stores';
import type { RawProfile } from '../../src/domain/profile/raw-profile.schema';
import { literalKeywords } from '../../src/domain/search/query-expansion';
import { SEARCH_DOCUMENT_VERSION } from '../../src/domain/search/search-document';
import { noChangeNotifier } from '../../src/ports/profile-changes';
import { ProfileImportService } from '../../src/services/profile-import.service';
import { rawProfile } from '../support/profiles';

/**
 * The embedded engine searches a phrase as the phrase of its word pairs (sqlite-search-index.ts, wordPairs): the same
 * documents as the words' positions would give, words next to each other only, in order; the pairs are no words of
 * the pool (corrections never offer one); and a store written before the pairs is rebuilt with them when it opens.
 */
describe('the embedded word pairs', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'fpd-word-pairs-'));
    file = join(dir, 'fpd.sqlite');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const titled = (id: string, label: string, summary = 'Missions.'): RawProfile =>
    rawProfile(id, { basics: { label, summary } });
  type Stores = ReturnType<typeof openSqliteStores>;
  const load = (stores: Stores, profiles: RawProfile[]) =>
    new ProfileImportService(stores.profiles, () => Date.now(), noChangeNotifier).importProfiles(profiles);
  const found = async (stores: Stores, keywords: string) =>
    (await stores.search!.search({ keywords: literalKeywords(keywords), offset: 0, limit: 10 })).ids.sort();
  const CORPUS = [
    titled('adjacent', 'Ingénieure de données'),
    titled('apart', 'Ingénieur logiciel', 'De la donnée au logiciel, ingénieur de formation.'),
    titled('reversed', 'Données de ingénieur'),
    titled('three', 'Chef de projet data'),
  ];

  it('pairs each token with the next', () => {
    expect(wordPairs(['chef', 'de', 'projet'])).toEqual(['chef_de', 'de_projet']);
    expect(wordPairs(['java'])).toEqual([]);
  });

  it.each([
    ['the calling thread', 0],
    ['the search threads', 2],
  ])('finds a phrase where its words are next to each other, in order, stemmed or exact (%s)', async (_, threads) => {
    const stores = openSqliteStores(file, { searchThreads: threads });
    try {
      await load(stores, CORPUS);
      expect(await found(stores, 'ingénieures-de-données')).toEqual(['adjacent']); // a word of several tokens: stemmed
      expect(await found(stores, '"ingénieure de données"')).toEqual(['adjacent']); // quoted: exact
      expect(await found(stores, '"ingénieur de données"')).toEqual([]);
      expect(await found(stores, '"chef de projet data"')).toEqual(['three']);
      expect(await found(stores, '"de projet"')).toEqual(['three']);
      expect(await found(stores, 'de données')).toEqual(['adjacent', 'apart', 'reversed']); // words: anywhere
      const words = await stores.search!.vocabulary();
      expect(words).toEqual(expect.arrayContaining(['ingenieure', 'donnees']));
      expect(words.filter((w) => w.includes('_'))).toEqual([]);
    } finally {
      await stores.close();
    }
  });

  it('rebuilds a store written before the pairs when it opens (the upgrade)', async () => {
    let stores = openSqliteStores(file);
    await load(stores, CORPUS);
    await stores.close();

    // What the previous layout left: the text without its pairs, a current index version.
    const db = new Database(file);
    const pairs = MIGRATIONS.findIndex((m) => m.includes('headline_xp'));
    db.exec(`DROP TABLE search_vocab;
      DROP TABLE search_fts;
      CREATE VIRTUAL TABLE search_fts USING fts5(
        headline, skills, summary, work, headline_x, skills_x, summary_x, work_x, tokenize = 'unicode61'
      );
      CREATE VIRTUAL TABLE search_vocab USING fts5vocab(search_fts, 'col');
      ALTER TABLE search_facet_keys DROP COLUMN docs;
      ${BEFORE_LATER_MIGRATIONS}`); // (the later migrations')
    db.pragma(`user_version = ${pairs}`);
    db.prepare("INSERT OR REPLACE INTO search_meta (key, value) VALUES ('version', ?)").run(
      String(SEARCH_DOCUMENT_VERSION),
    );
    db.close();

    stores = openSqliteStores(file);
    try {
      expect(await found(stores, '"ingénieure de données"')).toEqual(['adjacent']);
      expect(await found(stores, 'logiciel')).toEqual(['apart']);
      expect(await stores.search!.indexVersion()).toBe(SEARCH_DOCUMENT_VERSION);
    } finally {
      await stores.close();
    }
  });
});
