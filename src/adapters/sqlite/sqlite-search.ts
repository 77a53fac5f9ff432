import type Database from 'better-sqlite3';
import type { AreaResolver } from '../../domain/mobility/mobility-dataset';
import type { StoredProfile } from '../../domain/profile/raw-profile.schema';
import type { KeywordGroup, SearchTerm } from '../../domain/search/keyword-grammar';
import { FIELD_WEIGHTS, SEARCH_FIELDS, toSearchDocument } from '../../domain/search/search-document';
import { exactTokens, stemmedTokens } from '../../domain/search/text-analysis';
import type { SearchEngine, SearchHits, SearchQuery } from '../../ports/search-engine';

/**
 * The embedded search engine: SQLite FTS5 over text analysed in TypeScript (src/domain/search/text-analysis.ts),
 * the same analysis the OpenSearch mappings perform. Each field is indexed twice: stemmed (for words) and exact
 * (`*_x`, for quoted phrases, which match without stemming).
 */

/** Write side, called by the profile store inside its own transactions: search never lags the store. */
export class SqliteSearchIndex {
  private readonly stmt;

  constructor(
    private readonly db: Database.Database,
    private readonly areas?: AreaResolver,
  ) {
    this.stmt = {
      rowid: db.prepare<[string], { rowid: number }>('SELECT rowid FROM search_docs WHERE internal_id = ?'),
      insertDoc: db.prepare<[string, string, number, number], { rowid: number }>('INSERT INTO search_docs (internal_id, seniority, available, updated_at) VALUES (?, ?, ?, ?) RETURNING rowid'),
      updateDoc: db.prepare('UPDATE search_docs SET seniority = ?, available = ?, updated_at = ? WHERE rowid = ?'),
      deleteDoc: db.prepare('DELETE FROM search_docs WHERE rowid = ?'),
      insertFts: db.prepare(`INSERT INTO search_fts (rowid, ${SEARCH_FIELDS.join(', ')}, ${SEARCH_FIELDS.map((f) => `${f}_x`).join(', ')}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`),
      deleteFts: db.prepare('DELETE FROM search_fts WHERE rowid = ?'),
      insertSkill: db.prepare('INSERT OR IGNORE INTO search_skills (slug, doc) VALUES (?, ?)'),
      deleteSkills: db.prepare('DELETE FROM search_skills WHERE doc = ?'),
      insertArea: db.prepare('INSERT OR IGNORE INTO search_areas (area, doc) VALUES (?, ?)'),
      deleteAreas: db.prepare('DELETE FROM search_areas WHERE doc = ?'),
      countDocs: db.prepare<[], { n: number }>('SELECT count(*) AS n FROM search_docs'),
      activeProfiles: db.prepare<[], { internal_id: string; doc: string; modified_at: number }>('SELECT internal_id, doc, modified_at FROM profiles WHERE removal_reason IS NULL'),
    };
  }

  /** Indexes the profile as stored now, or drops it from the index when it was removed. */
  write(stored: StoredProfile): void {
    const doc = toSearchDocument(stored, this.areas);
    const existing = this.stmt.rowid.get(stored.internalId)?.rowid;
    if (existing !== undefined) {
      this.stmt.deleteFts.run(existing);
      this.stmt.deleteSkills.run(existing);
      this.stmt.deleteAreas.run(existing);
      if (!doc) {
        this.stmt.deleteDoc.run(existing);
        return;
      }
      this.stmt.updateDoc.run(doc.seniority, doc.available ? 1 : 0, doc.updatedAt, existing);
    }
    if (!doc) return;
    const rowid = existing ?? this.stmt.insertDoc.get(doc.internalId, doc.seniority, doc.available ? 1 : 0, doc.updatedAt)!.rowid;
    const texts = SEARCH_FIELDS.map((f) => doc.text[f]);
    this.stmt.insertFts.run(rowid, ...texts.map((t) => stemmedTokens(t).join(' ')), ...texts.map((t) => exactTokens(t).join(' ')));
    for (const slug of doc.skillSlugs) this.stmt.insertSkill.run(slug, rowid);
    for (const area of doc.areaKeys) this.stmt.insertArea.run(area, rowid);
  }

  /** Builds the index for a database that had profiles before search existed. */
  backfillIfEmpty(): void {
    if (this.stmt.countDocs.get()!.n > 0) return;
    this.db.transaction(() => {
      for (const row of this.stmt.activeProfiles.iterate()) {
        this.write({ internalId: row.internal_id, profile: JSON.parse(row.doc), removalReason: null, removedAt: null, createdAt: 0, modifiedAt: row.modified_at, contentHash: '' });
      }
    }).immediate();
  }
}

const STEMMED = `{${SEARCH_FIELDS.join(' ')}}`;
const EXACT = `{${SEARCH_FIELDS.map((f) => `${f}_x`).join(' ')}}`;
const WEIGHTS = [...SEARCH_FIELDS.map((f) => FIELD_WEIGHTS[f]), ...SEARCH_FIELDS.map((f) => FIELD_WEIGHTS[f])].join(', ');

/** An FTS5 expression for one term, or null when the term has no searchable token (e.g. "!!!"). */
function termExpression(term: SearchTerm): string | null {
  // Tokens are [a-z0-9]+ only, so quoting them is always safe. Several tokens (a phrase, or a word such as
  // `full-stack`) must appear next to each other, in order.
  const tokens = term.kind === 'phrase' ? exactTokens(term.text) : stemmedTokens(term.text);
  if (tokens.length === 0) return null;
  return `${term.kind === 'phrase' ? EXACT : STEMMED} : "${tokens.join(' ')}"`;
}

interface CompiledGroup {
  sql: string;
  param: string;
}

function compileGroup(g: KeywordGroup): CompiledGroup | null {
  const include = g.include.map(termExpression).filter((e): e is string => e !== null);
  const exclude = g.exclude.map(termExpression).filter((e): e is string => e !== null);
  if (include.length > 0) {
    return { sql: 'd.rowid IN (SELECT rowid FROM search_fts WHERE search_fts MATCH ?)', param: [include.map((e) => `(${e})`).join(' AND '), ...exclude.map((e) => `NOT (${e})`)].join(' ') };
  }
  if (exclude.length > 0) {
    return { sql: 'd.rowid NOT IN (SELECT rowid FROM search_fts WHERE search_fts MATCH ?)', param: exclude.map((e) => `(${e})`).join(' OR ') };
  }
  return null; // nothing searchable: the group matches everyone
}

export class SqliteSearchEngine implements SearchEngine {
  readonly name = 'sqlite';

  constructor(private readonly db: Database.Database) {}

  async ping(): Promise<void> {
    this.db.prepare('SELECT rowid FROM search_fts LIMIT 1').get();
  }

  async search(q: SearchQuery): Promise<SearchHits> {
    const where: string[] = [];
    const params: (string | number)[] = [];
    const groups = q.keywords.groups.map(compileGroup);
    if (groups.length > 0 && !groups.includes(null)) {
      const real = groups as CompiledGroup[];
      where.push(`(${real.map((g) => g.sql).join(' OR ')})`);
      params.push(...real.map((g) => g.param));
    }
    for (const slug of q.skills) {
      where.push('d.rowid IN (SELECT doc FROM search_skills WHERE slug = ?)');
      params.push(slug);
    }
    if (q.areaKeys.length > 0) {
      where.push(`d.rowid IN (SELECT doc FROM search_areas WHERE area IN (${q.areaKeys.map(() => '?').join(', ')}))`);
      params.push(...q.areaKeys);
    }
    if (q.seniorities.length > 0) {
      where.push(`d.seniority IN (${q.seniorities.map(() => '?').join(', ')})`);
      params.push(...q.seniorities);
    }
    if (q.available !== undefined) {
      where.push('d.available = ?');
      params.push(q.available ? 1 : 0);
    }
    const whereSql = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    // Relevance: bm25 over every included term of every group; documents matched only through an exclusion-only
    // group have no score and come after, by most recent modification, like all results of empty keywords.
    const rankTerms = q.keywords.groups.flatMap((g) => g.include.map(termExpression)).filter((e): e is string => e !== null);
    // Materialised once: as a plain subquery in the join, SQLite would run the MATCH again for every document.
    const rankCte = rankTerms.length > 0 ? `WITH s AS MATERIALIZED (SELECT rowid, bm25(search_fts, ${WEIGHTS}) AS score FROM search_fts WHERE search_fts MATCH ?)` : '';
    const rankJoin = rankTerms.length > 0 ? 'LEFT JOIN s ON s.rowid = d.rowid' : '';
    const order = rankTerms.length > 0 ? 's.score IS NULL, s.score, d.updated_at DESC, d.internal_id' : 'd.updated_at DESC, d.internal_id';
    const rankParams = rankTerms.length > 0 ? [rankTerms.map((e) => `(${e})`).join(' OR ')] : [];
    const read = this.db.transaction(() => ({
      rows: this.db.prepare<unknown[], { internal_id: string }>(`${rankCte} SELECT d.internal_id FROM search_docs d ${rankJoin} ${whereSql} ORDER BY ${order} LIMIT ? OFFSET ?`).all(...rankParams, ...params, q.limit, q.offset),
      total: this.db.prepare<unknown[], { n: number }>(`SELECT count(*) AS n FROM search_docs d ${whereSql}`).get(...params)!.n,
    }));
    const { rows, total } = read.deferred();
    return { ids: rows.map((r) => r.internal_id), total };
  }
}
