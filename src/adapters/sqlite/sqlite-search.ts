import type Database from 'better-sqlite3';
import type { AreaResolver } from '../../domain/mobility/mobility-dataset';
import type { StoredProfile } from '../../domain/profile/raw-profile.schema';
import type { KeywordGroup, SearchTerm } from '../../domain/search/keyword-grammar';
import { FIELD_WEIGHTS, SEARCH_FIELDS, toSearchDocument } from '../../domain/search/search-document';
import { exactTokens, stemmedTokens } from '../../domain/search/text-analysis';
import type { SearchEngine, SearchHits, SearchQuery } from '../../ports/search-engine';
import type { SqliteSearchThreads } from './sqlite-search-threads';
import { runSearch } from './sqlite-search.worker.cjs';

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

/** The FTS5 expressions of a group's searchable terms. */
function groupTerms(g: KeywordGroup): { include: string[]; exclude: string[] } {
  const searchable = (terms: SearchTerm[]) => terms.map(termExpression).filter((e): e is string => e !== null);
  return { include: searchable(g.include), exclude: searchable(g.exclude) };
}

function compileGroup(g: KeywordGroup): CompiledGroup | null {
  const { include, exclude } = groupTerms(g);
  if (include.length > 0) {
    return { sql: 'd.rowid IN (SELECT rowid FROM search_fts WHERE search_fts MATCH ?)', param: [include.map((e) => `(${e})`).join(' AND '), ...exclude.map((e) => `NOT (${e})`)].join(' ') };
  }
  if (exclude.length > 0) {
    return { sql: 'd.rowid NOT IN (SELECT rowid FROM search_fts WHERE search_fts MATCH ?)', param: exclude.map((e) => `(${e})`).join(' OR ') };
  }
  return null; // nothing searchable: the group matches everyone
}

/** One SQL statement and its parameters. */
export interface SqlStatement {
  sql: string;
  params: (string | number)[];
}

/** A compiled Stage 1 search: the statement of the page of ids and that of the total, run in one read transaction. */
export interface SearchPlan {
  rows: SqlStatement;
  total: SqlStatement;
}

/**
 * Searches on a database file run on `threads` (SQLITE_SEARCH_THREADS, sqlite-search-threads.ts) when given, else on
 * the calling thread; the SQL is compiled here either way.
 */
export class SqliteSearchEngine implements SearchEngine {
  readonly name = 'sqlite';

  constructor(
    private readonly db: Database.Database,
    private readonly threads?: SqliteSearchThreads,
  ) {}

  async ping(): Promise<void> {
    this.db.prepare('SELECT rowid FROM search_fts LIMIT 1').get();
  }

  async search(q: SearchQuery): Promise<SearchHits> {
    const plan = compileSqliteSearch(q);
    return this.threads ? this.threads.run(plan) : runSearch(this.db, plan);
  }

  /** Search threads running now: 0 when searches run on the calling thread (or none has run yet). */
  get threadCount(): number {
    return this.threads?.threads ?? 0;
  }
}

/** The SQL of a search, compiled on the calling thread whichever thread runs it. */
export function compileSqliteSearch(q: SearchQuery): SearchPlan {
  const filters: string[] = [];
  const filterParams: (string | number)[] = [];
  for (const slug of q.skills) {
    filters.push('d.rowid IN (SELECT doc FROM search_skills WHERE slug = ?)');
    filterParams.push(slug);
  }
  if (q.areaKeys.length > 0) {
    filters.push(`d.rowid IN (SELECT doc FROM search_areas WHERE area IN (${q.areaKeys.map(() => '?').join(', ')}))`);
    filterParams.push(...q.areaKeys);
  }
  if (q.seniorities.length > 0) {
    filters.push(`d.seniority IN (${q.seniorities.map(() => '?').join(', ')})`);
    filterParams.push(...q.seniorities);
  }
  if (q.available !== undefined) {
    filters.push('d.available = ?');
    filterParams.push(q.available ? 1 : 0);
  }
  const single = singleMatch(q.keywords.groups);
  return single !== null ? compileOneMatch(single, filters, filterParams, q) : compileGeneral(filters, filterParams, q);
}

/**
 * The common case: one FTS5 MATCH both selects and ranks. The index is read once, the documents are reached from
 * the matches (not the matches probed from every document), and `total` without filters is counted by FTS5 alone.
 */
function compileOneMatch(match: string, filters: string[], filterParams: (string | number)[], q: SearchQuery): SearchPlan {
  const and = filters.map((f) => ` AND ${f}`).join('');
  // CROSS JOIN keeps the order: matches first, then their documents by rowid.
  const from = 'FROM search_fts s CROSS JOIN search_docs d ON d.rowid = s.rowid WHERE search_fts MATCH ?';
  return {
    rows: {
      sql: `SELECT d.internal_id FROM (SELECT rowid, bm25(search_fts, ${WEIGHTS}) AS score FROM search_fts WHERE search_fts MATCH ?) m CROSS JOIN search_docs d ON d.rowid = m.rowid WHERE 1${and} ORDER BY m.score, d.updated_at DESC, d.internal_id LIMIT ? OFFSET ?`,
      params: [match, ...filterParams, q.limit, q.offset],
    },
    total:
      filters.length === 0
        ? { sql: 'SELECT count(*) FROM search_fts WHERE search_fts MATCH ?', params: [match] }
        : { sql: `SELECT count(*) ${from}${and}`, params: [match, ...filterParams] },
  };
}

/** Every other query: exclusion-only groups, groups with nothing searchable, OR groups of several terms. */
function compileGeneral(filters: string[], filterParams: (string | number)[], q: SearchQuery): SearchPlan {
  const where: string[] = [];
  const params: (string | number)[] = [];
  const groups = q.keywords.groups.map(compileGroup);
  if (groups.length > 0 && !groups.includes(null)) {
    const real = groups as CompiledGroup[];
    where.push(`(${real.map((g) => g.sql).join(' OR ')})`);
    params.push(...real.map((g) => g.param));
  }
  where.push(...filters);
  params.push(...filterParams);
  const whereSql = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  // Relevance: bm25 over every included term of every group; documents matched only through an exclusion-only
  // group have no score and come after, by most recent modification, like all results of empty keywords.
  const rankTerms = includedTerms(q.keywords.groups);
  // Materialised once: as a plain subquery in the join, SQLite would run the MATCH again for every document.
  const rankCte = rankTerms.length > 0 ? `WITH s AS MATERIALIZED (SELECT rowid, bm25(search_fts, ${WEIGHTS}) AS score FROM search_fts WHERE search_fts MATCH ?)` : '';
  const rankJoin = rankTerms.length > 0 ? 'LEFT JOIN s ON s.rowid = d.rowid' : '';
  const order = rankTerms.length > 0 ? 's.score IS NULL, s.score, d.updated_at DESC, d.internal_id' : 'd.updated_at DESC, d.internal_id';
  const rankParams = rankTerms.length > 0 ? [rankTerms.map((e) => `(${e})`).join(' OR ')] : [];
  return {
    rows: { sql: `${rankCte} SELECT d.internal_id FROM search_docs d ${rankJoin} ${whereSql} ORDER BY ${order} LIMIT ? OFFSET ?`, params: [...rankParams, ...params, q.limit, q.offset] },
    total: { sql: `SELECT count(*) FROM search_docs d ${whereSql}`, params },
  };
}

function includedTerms(groups: KeywordGroup[]): string[] {
  return groups.flatMap((g) => g.include.map(termExpression)).filter((e): e is string => e !== null);
}

/**
 * One MATCH expression that selects exactly the documents of the keywords and whose bm25 is, for each of them, the
 * rank the general plan computes (bm25 over the OR of every included term), or null when there is none:
 * - one group with at least one included term: its expression has the same phrases, in the same order, plus the
 *   excluded ones, which add exactly 0 to the score of a document that matches (it contains none of them);
 * - several groups of one included term each and no exclusion: the OR of the groups is the rank expression itself.
 * (Groups of several terms under OR are left out: FTS5 drops the positions of a phrase whose AND branch fails, so
 * their bm25 would differ from the rank expression's.)
 */
function singleMatch(groups: KeywordGroup[]): string | null {
  const terms = groups.map(groupTerms);
  if (terms.length === 0 || terms.some((t) => t.include.length === 0)) return null;
  if (terms.length === 1) return compileGroup(groups[0]!)!.param;
  return terms.every((t) => t.include.length === 1 && t.exclude.length === 0) ? terms.map((t) => `(${t.include[0]})`).join(' OR ') : null;
}
