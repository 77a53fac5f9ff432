import type Database from 'better-sqlite3';
import type { AreaResolver } from '../../domain/mobility/mobility-dataset';
import type { StoredProfile } from '../../domain/profile/raw-profile.schema';
import {
  SEARCH_DOCUMENT_VERSION,
  SEARCH_FIELDS,
  toSearchDocument,
  type SearchDocument,
  type SearchDocumentText,
} from '../../domain/search/search-document';

/**
 * The embedded search engine's write side: SQLite FTS5 over the search documents' token streams (analysed once by
 * src/domain/search/text-analysis.ts, as every engine indexes them). Each field is indexed twice:
 * stemmed (for words) and exact (`*_x`, for quoted phrases, which match without stemming), and each of those twice
 * again as its word pairs (`*_p`, `*_xp`: wordPairs), where a phrase is searched. The compiler of queries is
 * sqlite-search-compiler.ts, the engine that runs them sqlite-search-engine.ts.
 */

/**
 * Each token joined to the next (`_` is a token character of the table's tokenizer): a phrase of n words is the phrase
 * of its n - 1 pairs, found in the same rows at the same places, and FTS5 reads each pair's rows from its own short
 * list rather than intersecting every word's positions (the vocabulary's alternatives are phrases: `data engineer`
 * asks 18 of them). Tokens are [a-z0-9]+ (text-analysis.ts), so a pair is one token and never a word of the text.
 */
export const wordPairs = (tokens: readonly string[]): string[] =>
  tokens.slice(1).map((token, i) => `${tokens[i]}_${token}`);

const pairsOfText = (text: string): string => wordPairs(text.split(' ').filter((t) => t !== '')).join(' ');

/** A search document with its fields analysed, ready to be written. */
export interface PreparedDocument {
  doc: SearchDocument;
  stemmed: string[];
  exact: string[];
  /** Each field's word pairs, stemmed then exact. */
  pairs: string[];
}

/** The full-text table's columns (sqlite-database.ts): each field stemmed, exact, and their word pairs. */
export const FTS_COLUMNS = [
  ...SEARCH_FIELDS,
  ...SEARCH_FIELDS.map((f) => `${f}_x`),
  ...SEARCH_FIELDS.map((f) => `${f}_p`),
  ...SEARCH_FIELDS.map((f) => `${f}_xp`),
];

/**
 * The highest id of the facet key dictionary: a key is written as the character whose code point is its id (ids are
 * rowids, from 1: never NUL), and code points from U+D800 are surrogates. The keys facets count come from the
 * referential and fixed lists (some 150).
 */
export const MAX_FACET_KEY_ID = 0xd7ff;

/** Write side, called by the profile store inside its own transactions: search never lags the store. */
export class SqliteSearchIndex {
  private readonly stmt;

  constructor(
    private readonly db: Database.Database,
    private readonly areas?: AreaResolver,
  ) {
    this.stmt = {
      rowid: db.prepare<[string], { rowid: number; facet_ids: string }>(
        'SELECT rowid, facet_ids FROM search_docs WHERE internal_id = ?',
      ),
      countFacetKey: db.prepare('UPDATE search_facet_keys SET docs = docs + ? WHERE id = ?'),
      insertDoc: db.prepare<[string, number | null, number | null, number, string]>(
        'INSERT INTO search_docs (internal_id, rate, available_from, updated_at, facet_ids) VALUES (?, ?, ?, ?, ?)',
      ),
      updateDoc: db.prepare(
        'UPDATE search_docs SET rate = ?, available_from = ?, updated_at = ?, facet_ids = ? WHERE rowid = ?',
      ),
      facetKeyId: db.prepare<[string], number>('SELECT id FROM search_facet_keys WHERE key = ?').pluck(),
      addFacetKey: db.prepare<[string], number>('INSERT INTO search_facet_keys (key) VALUES (?) RETURNING id').pluck(),
      deleteDoc: db.prepare('DELETE FROM search_docs WHERE rowid = ?'),
      insertFts: db.prepare(
        `INSERT INTO search_fts (rowid, ${FTS_COLUMNS.join(', ')}) VALUES (?${', ?'.repeat(FTS_COLUMNS.length)})`,
      ),
      deleteFts: db.prepare('DELETE FROM search_fts WHERE rowid = ?'),
      insertKey: db.prepare('INSERT OR IGNORE INTO search_keys (key, doc) VALUES (?, ?)'),
      // `doc + 0`: the index written for this statement alone (sqlite-database.ts), not search's.
      deleteKeys: db.prepare('DELETE FROM search_keys WHERE doc + 0 = ?'),
      activeAfter: db.prepare<
        [string],
        { internal_id: string; doc: string; modified_at: number; content_hash: string }
      >(
        'SELECT internal_id, doc, modified_at, content_hash FROM profiles WHERE removal_reason IS NULL AND internal_id > ? ORDER BY internal_id LIMIT 500',
      ),
      version: db.prepare<[], { value: string }>("SELECT value FROM search_meta WHERE key = 'version'"),
      setVersion: db.prepare(
        "INSERT INTO search_meta (key, value) VALUES ('version', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
      ),
    };
  }

  /**
   * What `write` indexes for the profile: its search document and its analysed text, the CPU-heavy part (the partner
   * view, the token streams), which a writer makes before it takes the write lock (`text` when the import's threads
   * made it: searchDocumentText of the profile). Null for a removed profile.
   */
  prepare(stored: StoredProfile, text?: SearchDocumentText): PreparedDocument | null {
    const doc = toSearchDocument(stored, this.areas, text);
    if (!doc) return null;
    const stemmed = SEARCH_FIELDS.map((f) => doc.fields[f].stemmed);
    const exact = SEARCH_FIELDS.map((f) => doc.fields[f].exact);
    return { doc, stemmed, exact, pairs: [...stemmed, ...exact].map(pairsOfText) };
  }

  /**
   * Indexes the profile as stored now (`prepared` from it, when the caller made it beforehand), or drops it from the
   * index when it was removed.
   */
  write(stored: StoredProfile, prepared: PreparedDocument | null = this.prepare(stored)): void {
    const doc = prepared?.doc ?? null;
    const before = this.stmt.rowid.get(stored.internalId);
    const existing = before?.rowid;
    const ids = doc ? this.facetIds(doc) : '';
    this.countFacetKeys(before?.facet_ids ?? '', ids);
    if (existing !== undefined) {
      this.stmt.deleteFts.run(existing);
      this.stmt.deleteKeys.run(existing);
      if (!doc) {
        this.stmt.deleteDoc.run(existing);
        return;
      }
      this.stmt.updateDoc.run(doc.rate, doc.availableFrom, doc.updatedAt, ids, existing);
    }
    if (!doc) return;
    const rowid =
      existing ??
      Number(this.stmt.insertDoc.run(doc.internalId, doc.rate, doc.availableFrom, doc.updatedAt, ids).lastInsertRowid);
    this.stmt.insertFts.run(rowid, ...prepared!.stemmed, ...prepared!.exact, ...prepared!.pairs);
    for (const key of doc.keys) this.stmt.insertKey.run(key, rowid);
  }

  /**
   * The keys facets count (SearchDocument.facetKeys) as the search_facet_keys dictionary's ids, each the character of
   * that code point, in one string: what the facets' statements concatenate over the matches and the search thread
   * counts in one pass (sqlite-search.worker.cjs). A key no document had before gets the next id, in the writer's
   * transaction; ids are looked up in the table, not kept in memory, so a write rolled back or another process's writes
   * cannot leave a document with an id the dictionary lacks.
   */
  private facetIds(doc: SearchDocument): string {
    let ids = '';
    for (const key of doc.facetKeys) {
      const id = this.stmt.facetKeyId.get(key) ?? this.stmt.addFacetKey.get(key)!;
      if (id > MAX_FACET_KEY_ID) throw new Error(`The facet key dictionary is full (${MAX_FACET_KEY_ID} keys)`);
      ids += String.fromCharCode(id);
    }
    return ids;
  }

  /**
   * Keeps each facet key's count of documents (search_facet_keys.docs) as a document's keys go from `before` to
   * `after` (facet_ids: a key a character): only the keys that changed are written.
   */
  private countFacetKeys(before: string, after: string): void {
    if (before === after) return;
    for (const c of before) if (!after.includes(c)) this.stmt.countFacetKey.run(-1, c.charCodeAt(0));
    for (const c of after) if (!before.includes(c)) this.stmt.countFacetKey.run(1, c.charCodeAt(0));
  }

  /** The version of the documents the index holds: 1 for an index built before versions were recorded. */
  version(): number {
    return Number(this.stmt.version.get()?.value ?? 1);
  }

  /**
   * Brings the index up to date when the store opens: an index built by another version of the search documents
   * (SEARCH_DOCUMENT_VERSION), or none at all, is rebuilt from the profiles, in one transaction, then merged.
   */
  rebuildIfStale(): void {
    if (this.version() === SEARCH_DOCUMENT_VERSION) return;
    this.db
      .transaction(() => {
        // The facet key dictionary too: the rebuilt documents number their keys anew.
        for (const table of ['search_fts', 'search_keys', 'search_docs', 'search_facet_keys'])
          this.db.exec(`DELETE FROM ${table}`);
        // In pages (a statement cannot write while another of the connection is still reading), in bounded memory.
        for (
          let after = '', rows = this.stmt.activeAfter.all(after);
          rows.length > 0;
          rows = this.stmt.activeAfter.all(after)
        ) {
          for (const row of rows) {
            this.write({
              internalId: row.internal_id,
              profile: JSON.parse(row.doc),
              removalReason: null,
              removedAt: null,
              createdAt: 0,
              modifiedAt: row.modified_at,
              contentHash: row.content_hash,
            });
          }
          after = rows[rows.length - 1]!.internal_id;
        }
        this.stmt.setVersion.run(String(SEARCH_DOCUMENT_VERSION));
      })
      .immediate();
    // Merged into one b-tree: a rebuilt full-text index is left in many segments (measured at 100 000 profiles: 16 373
    // data rows against 9 539 once merged, plain MATCHes 2-3x slower) until FTS5's automerge catches up.
    this.db.exec(`INSERT INTO search_fts(search_fts) VALUES ('optimize')`);
  }
}
