import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATIONS } from '../../src/adapters/sqlite/sqlite-database';
import { BEFORE_LATER_MIGRATIONS } from '../support/sqlite-layouts';
import { openSqliteStores } from '../../src/adapters/sqlite/sqlite-stores';
import type { RawProfile } from '../../src/domain/profile/raw-profile.schema';
import type { FacetName } from '../../src/domain/search/facets';
import { literalKeywords } from '../../src/domain/search/query-expansion';
import { SEARCH_DOCUMENT_VERSION } from '../../src/domain/search/search-document';
import { noChangeNotifier } from '../../src/ports/profile-changes';
import { ProfileImportService } from '../../src/services/profile-import.service';
import { rawProfile } from '../support/profiles';

/**
 * The embedded engine counts facets from each document's facet keys written as ids of a dictionary
 * (search_facet_keys): the dictionary grows with the keys new documents bring, a removed document's keys are no longer
 * counted, a rebuild numbers the keys anew, and a store written before the ids is rebuilt with them when it opens.
 * Counts are checked against the documents written, on the calling thread and on the search threads.
 */
describe('the embedded facet key dictionary', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'fpd-facet-keys-'));
    file = join(dir, 'fpd.sqlite');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const withSkills = (id: string, skills: string[], language = 'Français'): RawProfile => {
    const p = rawProfile(id);
    p.skills = skills.map((name) => ({ name, level: 'Expert', keywords: [] }));
    p.languages = [{ language, fluency: 'Natif' }];
    return p;
  };
  const FACETS: FacetName[] = ['skills', 'languages'];
  type Stores = ReturnType<typeof openSqliteStores>;
  const counts = async (stores: Stores, keywords = '') => {
    const hits = await stores.search!.search({
      keywords: literalKeywords(keywords),
      offset: 0,
      limit: 10,
      facets: FACETS,
    });
    return {
      total: hits.total,
      skills: Object.fromEntries([...hits.facets!.skills!.keys].filter(([k]) => k.startsWith('k:'))),
      languages: Object.fromEntries([...hits.facets!.languages!.keys].filter(([k]) => k.startsWith('l:'))),
    };
  };
  /** The dictionary's skill and language keys, by id. */
  const dictionary = () => {
    const db = new Database(file, { readonly: true });
    try {
      const keys = db.prepare<[], string>('SELECT key FROM search_facet_keys ORDER BY id').pluck().all();
      return keys.filter((k) => /^[kl]:/.test(k));
    } finally {
      db.close();
    }
  };
  const load = (stores: Stores, profiles: RawProfile[]) =>
    new ProfileImportService(stores.profiles, () => Date.now(), noChangeNotifier).importProfiles(profiles);

  it.each([
    ['the calling thread', 0],
    ['the search threads', 2],
  ])('grows with the keys new documents bring, and no longer counts a removed document (%s)', async (_, threads) => {
    const stores = openSqliteStores(file, { searchThreads: threads });
    try {
      await load(stores, [withSkills('a', ['Java', 'Kubernetes']), withSkills('b', ['Java'])]);
      expect(await counts(stores)).toEqual({
        total: 2,
        skills: { 'k:java': 2, 'k:kubernetes': 1 },
        languages: { 'l:fr': 2 },
      });
      const before = dictionary();
      expect(before).toEqual(expect.arrayContaining(['k:java', 'k:kubernetes', 'l:fr']));

      // A key no document had: the next id, counted at once; the keys already there keep theirs.
      await load(stores, [withSkills('c', ['Terraform', 'Java'], 'Allemand')]);
      expect(await counts(stores)).toEqual({
        total: 3,
        skills: { 'k:java': 3, 'k:kubernetes': 1, 'k:terraform': 1 },
        languages: { 'l:fr': 2, 'l:de': 1 },
      });
      expect(dictionary().slice(0, before.length)).toEqual(before);
      expect(dictionary()).toEqual(expect.arrayContaining(['k:terraform', 'l:de']));

      // A document changed loses its old keys; a removed one is counted no more (its keys stay in the dictionary).
      await load(stores, [withSkills('a', ['Java'])]);
      await stores.profiles.remove('c', 'deleted', () => Date.now());
      expect(await counts(stores)).toEqual({ total: 2, skills: { 'k:java': 2 }, languages: { 'l:fr': 2 } });
      expect(dictionary()).toEqual(expect.arrayContaining(['k:kubernetes', 'k:terraform', 'l:de']));
      expect(await counts(stores, 'kubernetes')).toEqual({ total: 0, skills: {}, languages: {} });
    } finally {
      await stores.close();
    }
  });

  it('is numbered anew by a rebuild, with the same counts', async () => {
    let stores = openSqliteStores(file);
    await load(stores, [withSkills('a', ['Java', 'Kubernetes']), withSkills('b', ['Terraform'], 'Allemand')]);
    await stores.profiles.remove('a', 'deleted', () => Date.now());
    await load(stores, [withSkills('c', ['Go'])]);
    const before = await counts(stores);
    expect(before).toEqual({ total: 2, skills: { 'k:terraform': 1, 'k:go': 1 }, languages: { 'l:de': 1, 'l:fr': 1 } });
    await stores.close();

    const db = new Database(file);
    db.prepare("DELETE FROM search_meta WHERE key = 'version'").run(); // what a new version of the documents does
    db.close();
    stores = openSqliteStores(file);
    try {
      expect(await counts(stores)).toEqual(before);
      // Only the keys of the documents there now.
      expect(dictionary().sort()).toEqual(['k:go', 'k:terraform', 'l:de', 'l:fr']);
    } finally {
      await stores.close();
    }
  });

  it('fills the ids of a store written before them when it opens (the upgrade)', async () => {
    let stores = openSqliteStores(file);
    await load(stores, [withSkills('a', ['Java', 'Kubernetes']), withSkills('b', ['Java'], 'Anglais')]);
    await stores.close();

    // What the previous layout left: each document's facet keys as text, no dictionary, a current index version; and
    // nothing of the migrations after it (webhook deliveries' leases and in-flight marks), which run again too.
    const db = new Database(file);
    const ids = MIGRATIONS.findIndex((m) => m.includes('CREATE TABLE search_facet_keys'));
    db.exec(`DROP TABLE search_facet_keys;
      ALTER TABLE search_docs DROP COLUMN facet_ids;
      ALTER TABLE search_docs ADD COLUMN facet_keys TEXT NOT NULL DEFAULT '';
      UPDATE search_docs SET facet_keys = 'k:java';
      ${BEFORE_LATER_MIGRATIONS}`); // (and the later migrations')
    db.pragma(`user_version = ${ids}`); // the migrations from the one that brought the ids run again
    db.prepare("INSERT OR REPLACE INTO search_meta (key, value) VALUES ('version', ?)").run(
      String(SEARCH_DOCUMENT_VERSION),
    );
    db.close();

    stores = openSqliteStores(file);
    try {
      expect(await counts(stores)).toEqual({
        total: 2,
        skills: { 'k:java': 2, 'k:kubernetes': 1 },
        languages: { 'l:fr': 1, 'l:en': 1 },
      });
      expect(await stores.search!.indexVersion()).toBe(SEARCH_DOCUMENT_VERSION);
    } finally {
      await stores.close();
    }
  });

  it('reads a filter on a key no document has as matching nobody, and its negation as matching everyone', async () => {
    const stores = openSqliteStores(file);
    try {
      await load(stores, [withSkills('a', ['Java']), withSkills('b', ['Go'], 'Allemand')]);
      const search = (negate: boolean, facets: FacetName[]) =>
        stores.search!.search({
          keywords: literalKeywords(''),
          filters: [{ facet: 'skills', any: ['k:cobol'], ...(negate && { negate }) }],
          offset: 0,
          limit: 10,
          facets,
        });
      // Its facet asked (counted without it) and not (a filter of every facet).
      const asked = await search(false, ['skills', 'languages']);
      expect(asked.total).toBe(0);
      expect(asked.facets!.languages!.total).toBe(0);
      expect(Object.fromEntries([...asked.facets!.skills!.keys].filter(([k]) => k.startsWith('k:')))).toEqual({
        'k:java': 1,
        'k:go': 1,
      });
      expect((await search(false, ['languages'])).facets!.languages!.total).toBe(0);
      const negated = await search(true, ['languages']);
      expect([negated.total, negated.facets!.languages!.total]).toEqual([2, 2]);
      expect((await search(true, ['skills'])).facets!.skills!.total).toBe(2);
    } finally {
      await stores.close();
    }
  });

  it('fails, rather than count short, on a document holding an id the dictionary lacks', async () => {
    const stores = openSqliteStores(file);
    try {
      await load(stores, [withSkills('a', ['Java'])]);
      const db = new Database(file);
      db.prepare('UPDATE search_docs SET facet_ids = facet_ids || char(54321)').run();
      db.close();
      // (the keywords: facets counted over every document read the index's counts, not the documents' ids)
      await expect(counts(stores, 'java')).rejects.toThrow(/facet key id that search_facet_keys lacks/);
    } finally {
      await stores.close();
    }
  });
});
