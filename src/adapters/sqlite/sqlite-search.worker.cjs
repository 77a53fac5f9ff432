'use strict';
/**
 * Runs one compiled Stage 1 search (sqlite-search-compiler.ts compiles it) on a search thread of the pool
 * (sqlite-search-threads.ts), through a read-only connection of the thread's own; the main thread runs the same
 * `runSearch` on its connection when there is no pool. Plain CommonJS so that Node loads it as is in a worker thread,
 * under tsx, jest or the compiled build alike.
 */
const Database = require('better-sqlite3');

/**
 * The page of ids, the total and the facets' counts, read in one transaction: all see the same snapshot of the index.
 * @param {import('better-sqlite3').Database} db @param {{ rows: { sql: string, params: (string | number)[] }, total: {
 * sql: string, params: (string | number)[] }, facets?: { sql: string, params: (string | number)[], count: { keys:
 * string[], prefixes: string[] } }[], totalFromFacets?: number }} plan @returns {{ ids: string[], total: number, facetRows?: [string | null,
 * number][][] }}
 */
function runSearch(db, plan) {
  return db
    .transaction(() => {
      const ids = db
        .prepare(plan.rows.sql)
        .pluck()
        .all(...plan.rows.params);
      const facetRows = plan.facets && plan.facets.map((f) => countKeys(db, f));
      // The facets that have no filter of their own read every match the total counts: their count is the total.
      const total =
        facetRows && plan.totalFromFacets !== undefined
          ? facetRows[plan.totalFromFacets][0][1]
          : db
              .prepare(plan.total.sql)
              .pluck()
              .get(...plan.total.params);
      return { ids, total, ...(facetRows && { facetRows }) };
    })
    .deferred();
}

/**
 * The count of each key a facet statement names among its matches, and [null, how many matches it read]. The statement
 * answers one row: the matches, and their facet keys' ids concatenated (search_docs.facet_ids: each key the character
 * whose code point is its id in search_facet_keys), counted here in one pass into a typed array, then named through the
 * dictionary read in the same transaction. An id the dictionary lacks is an error, never a count left out.
 * @param {import('better-sqlite3').Database} db
 * @param {{ sql: string, params: (string | number)[], count: { keys: string[], prefixes: string[] } }} f
 * @returns {[string | null, number][]}
 */
function countKeys(db, f) {
  const [matches, ids] = db
    .prepare(f.sql)
    .raw()
    .get(...f.params);
  const dictionary = db.prepare('SELECT id, key FROM search_facet_keys').raw().all();
  let top = 0;
  for (const [id] of dictionary) if (id > top) top = id;
  const counts = new Uint32Array(top + 1);
  const text = ids || '';
  for (let i = 0; i < text.length; i++) counts[text.charCodeAt(i)]++; // beyond `top`: not written, found below
  const named = new Set(f.count.keys);
  /** @type {[string | null, number][]} */
  const out = [[null, matches]];
  let seen = 0;
  for (const [id, key] of dictionary) {
    const count = counts[id];
    if (count === 0) continue;
    seen += count;
    if (named.has(key) || f.count.prefixes.some((p) => key.startsWith(p))) out.push([key, count]);
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

module.exports = { searchTask, runSearch };
