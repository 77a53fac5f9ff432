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
 * The count of each key a facet statement names among the facet keys of its matches (space-separated), and [null,
 * how many matches it read].
 * @param {import('better-sqlite3').Database} db
 * @param {{ sql: string, params: (string | number)[], count: { keys: string[], prefixes: string[] } }} f
 * @returns {[string | null, number][]}
 */
function countKeys(db, f) {
  const named = new Set(f.count.keys);
  const counts = new Map();
  let matches = 0;
  for (const value of db
    .prepare(f.sql)
    .pluck()
    .iterate(...f.params)) {
    matches++;
    if (!value) continue;
    for (const key of value.split(' '))
      if (named.has(key) || f.count.prefixes.some((p) => key.startsWith(p)))
        counts.set(key, (counts.get(key) || 0) + 1);
  }
  return [[null, matches], ...counts];
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
