'use strict';
/**
 * Runs one compiled Stage 1 search (sqlite-search-compiler.ts compiles it) on a search thread of the pool
 * (sqlite-search-threads.ts), through a read-only connection of the thread's own; the main thread runs the same
 * `runSearch` on its connection when there is no pool. Plain CommonJS so that Node loads it as is in a worker thread,
 * under tsx, jest or the compiled build alike.
 */
const Database = require('better-sqlite3');

/**
 * @typedef {string | number | { facetKey: string }} Param a statement's parameter; a facet key (sqlite-search-
 * compiler.ts's FacetKey) is bound as the character of its id in the search_facet_keys dictionary
 * @typedef {{ sql: string, params: Param[] }} Statement
 * @typedef {Statement & { groups: { names: string[], count: { keys: string[], prefixes: string[] }, pool?: true }[]
 * }} FacetStatement
 */

/**
 * The page of ids, the total and the facets' counts, read in one transaction: all see the same snapshot of the index.
 * With facets, the facets' statement counts the total too; with `counted` (never beside facets), the page's rows carry
 * it (their second column), and the total's statement runs only for a page with no row. With `rest` (the matches
 * ranked after the page's statement's), a page that reaches past the first matches is completed from it, and the
 * rows carry the first matches' count only.
 * @param {import('better-sqlite3').Database} db @param {{ rows: Statement, total: Statement, counted?: boolean,
 * facets?: FacetStatement, rest?: { rows: Statement, before: Statement, limit: number, offset: number } }} plan
 * @returns {{ ids: string[], total: number, facetRows?: [string | null, number][][] }}
 */
function runSearch(db, plan) {
  return db
    .transaction(() => {
      const keys = new FacetKeys(db);
      const rows = db
        .prepare(plan.rows.sql)
        .raw()
        .all(...keys.bind(plan.rows.params));
      const ids = rows.map((r) => r[0]);
      const rest = plan.rest;
      if (rest && ids.length < rest.limit) {
        const before = plan.counted && rows.length > 0 ? rows[0][1] : count(db, rest.before, keys);
        const more = db
          .prepare(`${rest.rows.sql} LIMIT ? OFFSET ?`)
          .raw()
          .all(...keys.bind([...rest.rows.params, rest.limit - ids.length, Math.max(0, rest.offset - before)]));
        for (const r of more) ids.push(r[0]);
      }
      if (plan.facets) return { ids, ...countFacets(db, plan.facets, keys) };
      if (plan.counted && !rest && rows.length > 0) return { ids, total: rows[0][1] };
      return { ids, total: count(db, plan.total, keys) };
    })
    .deferred();
}

/**
 * A statement's one value (a count), its facet keys bound by `keys` (or by a FacetKeys of its own, in a transaction).
 * @param {import('better-sqlite3').Database} db @param {Statement} statement @param {FacetKeys} [keys]
 * @returns {number}
 */
function count(db, statement, keys = new FacetKeys(db)) {
  return db
    .prepare(statement.sql)
    .pluck()
    .get(...keys.bind(statement.params));
}

/** A character no document's facet_ids holds (ids stop before the surrogates): a key the dictionary lacks. */
const ABSENT = '\uffff';

/**
 * The search_facet_keys dictionary of a transaction, read once when a statement first needs it: its ids bind the facet
 * keys of statements (FacetKey parameters), and name the keys the facets count.
 */
class FacetKeys {
  /** @param {import('better-sqlite3').Database} db */
  constructor(db) {
    this.db = db;
    /** @type {[number, string, number][] | undefined} */
    this.rows = undefined;
    /** @type {Map<string, number> | undefined} */
    this.idOf = undefined;
  }

  /** @returns {[number, string, number][]} [id, key, how many documents hold it] of every key */
  dictionary() {
    if (!this.rows) {
      this.rows = /** @type {[number, string, number][]} */ (
        this.db.prepare('SELECT id, key, docs FROM search_facet_keys').raw().all()
      );
      this.idOf = new Map(this.rows.map(([id, key]) => [key, id]));
    }
    return this.rows;
  }

  /** @param {Param[]} params @returns {(string | number)[]} */
  bind(params) {
    if (!params.some((p) => typeof p === 'object')) return /** @type {(string | number)[]} */ (params);
    this.dictionary();
    return params.map((p) => {
      if (typeof p !== 'object') return p;
      const id = /** @type {Map<string, number>} */ (this.idOf).get(p.facetKey);
      return id === undefined ? ABSENT : String.fromCharCode(id);
    });
  }
}

/**
 * The facets' statement (sqlite-search-compiler.ts's compileFacets): the total, and each group's rows ([null, matches
 * counted], then [key, count] for each key the group names that its matches have).
 * @param {import('better-sqlite3').Database} db @param {FacetStatement} f @param {FacetKeys} keys
 * @returns {{ total: number, facetRows: [string | null, number][][] }}
 */
function countFacets(db, f, keys) {
  const row = db
    .prepare(f.sql)
    .raw()
    .get(...keys.bind(f.params));
  const dictionary = keys.dictionary();
  const documents = f.groups.some((g) => g.pool)
    ? /** @type {number} */ (db.prepare('SELECT count(*) FROM search_docs').pluck().get())
    : 0;
  let column = 1;
  return {
    total: row[0],
    facetRows: f.groups.map((g) => {
      if (g.pool) return poolKeys(dictionary, g.count, documents);
      column += 2;
      return countKeys(dictionary, g.count, row[column - 2], row[column - 1]);
    }),
  };
}

/**
 * A group counted over every document: each key it names that documents hold, with how many (the index's counts),
 * and [null, every document].
 * @param {[number, string, number][]} dictionary @param {{ keys: string[], prefixes: string[] }} count
 * @param {number} documents @returns {[string | null, number][]}
 */
function poolKeys(dictionary, count, documents) {
  const named = new Set(count.keys);
  /** @type {[string | null, number][]} */
  const out = [[null, documents]];
  for (const [, key, n] of dictionary)
    if (n > 0 && (named.has(key) || count.prefixes.some((p) => key.startsWith(p)))) out.push([key, n]);
  return out;
}

/**
 * The count of each key a group names among its matches' facet keys (`ids`: each key the character whose code point is
 * its id in `dictionary`, concatenated), counted in one pass into a typed array, and [null, how many matches]. An id
 * the dictionary lacks is an error, never a count left out.
 * @param {[number, string, number][]} dictionary @param {{ keys: string[], prefixes: string[] }} count
 * @param {number} matches @param {string | null} ids @returns {[string | null, number][]}
 */
function countKeys(dictionary, count, matches, ids) {
  let top = 0;
  for (const [id] of dictionary) if (id > top) top = id;
  const counts = new Uint32Array(top + 1);
  const text = ids || '';
  for (let i = 0; i < text.length; i++) counts[text.charCodeAt(i)]++; // beyond `top`: not written, found below
  const named = new Set(count.keys);
  /** @type {[string | null, number][]} */
  const out = [[null, matches]];
  let seen = 0;
  for (const [id, key] of dictionary) {
    const n = counts[id];
    if (n === 0) continue;
    seen += n;
    if (named.has(key) || count.prefixes.some((p) => key.startsWith(p))) out.push([key, n]);
  }
  if (seen !== text.length) throw new Error('A search document holds a facet key id that search_facet_keys lacks');
  return out;
}

/** @type {import('better-sqlite3').Database | undefined} */
let connection;

/**
 * The task of a search thread. Errors are returned, not thrown: a thrown error crosses threads without its `code`.
 * @param {{ file: string, plan: Parameters<typeof runSearch>[1] }} task
 */
function searchTask({ file, plan }) {
  try {
    if (!connection) {
      connection = new Database(file, { readonly: true, fileMustExist: true });
      connection.pragma('busy_timeout = 5000');
    }
    return { hits: runSearch(connection, plan) };
  } catch (err) {
    return { error: { message: String(err && err.message), code: err && err.code } };
  }
}

module.exports = { searchTask, runSearch, count };
