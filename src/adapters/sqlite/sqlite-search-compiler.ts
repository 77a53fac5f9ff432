import type { SearchTerm } from '../../domain/search/keyword-grammar';
import type { KeyMatch } from '../../domain/search/match-keys';
import {
  BEYOND,
  DEMOTED,
  ELSEWHERE,
  OVER_BUDGET,
  lacksOne,
  ONE_MISSING_LEAST,
  lacksPlace,
  placeClauses,
  placesAround,
  UNTITLED,
  WIDE,
  scored,
  textClauses,
  type Clause,
  type ExpandedGroup,
} from '../../domain/search/query-expansion';
import { FIELD_WEIGHTS, HEADLINE, SEARCH_FIELDS, type SearchField } from '../../domain/search/search-document';
import { FTS_COLUMNS, wordPairs } from './sqlite-search-index';
import { termTokens } from '../../domain/search/may-match';
import { exactTokens } from '../../domain/search/text-analysis';
import { FACET_DEFINITIONS, facetKeys, isCountedKey, type FacetName } from '../../domain/search/facets';
import type { KeyFilter, SearchQuery } from '../../ports/search-engine';

/**
 * The embedded engine's compiler: a search (the expanded keyword AST and the filters) as SQL over the FTS5 index that
 * sqlite-search-index.ts writes, compiled on the calling thread whichever thread runs it (sqlite-search-engine.ts).
 */

/**
 * A phrase of tokens in the stemmed or exact columns of every field (or one): one token as itself, several as the
 * phrase of their word pairs in the pair columns (sqlite-search-index.ts, wordPairs): the same rows, read from one
 * short list per pair rather than by intersecting every word's positions.
 */
function phraseIn(exact: boolean, tokens: readonly string[], only?: readonly SearchField[]): string {
  const [suffix, words] = tokens.length === 1 ? [exact ? '_x' : '', tokens] : [exact ? '_xp' : '_p', wordPairs(tokens)];
  return `{${(only ?? SEARCH_FIELDS).map((f) => `${f}${suffix}`).join(' ')}} : "${words.join(' ')}"`;
}
/**
 * The relevance of a match: each field's BM25 times the field's weight, summed, as the search cluster scores a
 * multi_match with tie_breaker 1 (bool-query.ts). FTS5's own bm25 with column weights folds every column into one
 * weighted term frequency and saturates it, so a title match barely beats a skills-list match; scored column by
 * column (a word and its phrase in the stemmed and exact columns of one field), the embedded engine ranks as the
 * cluster does, on the same scale (a word in a headline: about 10 to 45), which the keys' weights are set in.
 */
const RANK = SEARCH_FIELDS.map((f) => {
  // the field's columns: stemmed, exact, and their word pairs (FTS_COLUMNS: `headline`, `headline_x`, `headline_p`...)
  const only = FTS_COLUMNS.map((c) => (c.split('_')[0] === f ? 1 : 0)).join(', ');
  return `${FIELD_WEIGHTS[f]} * bm25(search_fts, ${only})`;
}).join(' + ');

/** An FTS5 expression for one term, or null when the term has no searchable token (e.g. "!!!"). */
function termExpression(term: SearchTerm, only?: readonly SearchField[]): string | null {
  // Tokens are [a-z0-9]+ only, so quoting them is always safe. Several tokens (a phrase, or a word such as
  // `full-stack`) must appear next to each other, in order.
  const tokens = termTokens(term);
  if (tokens.length === 0) return null;
  return phraseIn(term.kind === 'phrase', tokens, only);
}

/** The headline phrases (exact tokens) of terms, OR-ed, or null when there are none. */
function headlineMatch(terms: readonly SearchTerm[]): string | null {
  const phrases = terms.map((t) => exactTokens(t.text)).filter((tokens) => tokens.length > 0);
  return phrases.length === 0 ? null : phrases.map((tokens) => phraseIn(true, tokens, HEADLINE)).join(' OR ');
}

/** Terms in the headline (as each term reads: a word stemmed, a phrase exact), OR-ed, or null when there are none. */
const inHeadline = (terms: readonly SearchTerm[]): string | null =>
  anyOf(searchable(terms.map((t) => termExpression(t, HEADLINE))));

/** Whether a document's day rate is within a parameter's budget, or not given (ExpandedQuery.rateAbove). */
const WITHIN_BUDGET = '(d.rate IS NULL OR d.rate <= ?)';

/** Whether a match's headline holds what a parameter's MATCH expression says (ExpandedQuery.titled). */
const HEADLINE_HOLDS = 'm.rowid IN (SELECT rowid FROM search_fts WHERE search_fts MATCH ?)';

/** FTS5 expressions AND-ed. */
const allOf = (expressions: readonly string[]) => expressions.map((e) => `(${e})`).join(' AND ');

/** Every expression but one, AND-ed, each one left out in turn, OR-ed: a profile that lacks one of them at most. */
const allButOne = (expressions: readonly string[]) =>
  expressions.map((_, skip) => `(${allOf(expressions.filter((__, i) => i !== skip))})`).join(' OR ');

/**
 * The MATCH expression of the demoted profiles: a demoted phrase in the headline, a neighbour's without the title's
 * own (ExpandedQuery.after), a name's words apart (ExpandedQuery.apart); null when there are none.
 */
function demoteMatch(q: SearchQuery): string | null {
  const parts = [
    headlineMatch(q.keywords.demote ?? []),
    ...(q.keywords.after ?? []).map(({ near, own }) => {
      const n = headlineMatch(near);
      const o = headlineMatch(own);
      return n && o ? `(${n}) NOT (${o})` : n;
    }),
    // who lacks one of a relaxed group's text clauses (ExpandedGroup.oneMissing)
    ...q.keywords.groups.filter(lacksOne).map((g) => {
      const texts = searchable(textClauses(g).map(clauseParts)).map((c) => c.text!);
      return texts.length >= ONE_MISSING_LEAST ? `(${allButOne(texts)}) NOT (${allOf(texts)})` : null;
    }),
    // a name's words apart, none of its names (ExpandedQuery.apart)
    ...(q.keywords.apart ?? []).map(({ words, names }) => {
      const held = searchable(words.map((t) => termExpression(t)));
      const named = anyOf(searchable(names.map((t) => termExpression(t))));
      return held.length > 0 && named ? `${allOf(held)} NOT (${named})` : null;
    }),
    // a title's neighbours alone (ExpandedQuery.neighboursOnly)
    ...(q.keywords.neighboursOnly ?? []).map((c) => {
      const p = clauseParts(c);
      return p?.text && p.rankText ? `(${p.text}) NOT (${p.rankText})` : null;
    }),
  ].filter((p): p is string => p !== null);
  return parts.length === 0 ? null : parts.map((p) => `(${p})`).join(' OR ');
}

/** The FTS5 expression of what a widened brief asks for itself (ExpandedQuery.beyond), or null. */
const beyondMatch = (q: SearchQuery): string | null =>
  anyOf(searchable((q.keywords.beyond ?? []).map((c) => clauseParts(c)?.text ?? null)));

/** The demoted rows, as one statement: demoteMatch's, and those who live around a place only (placesAround). */
function demotedRows(q: SearchQuery): SqlStatement | null {
  const match = demoteMatch(q);
  const parts: SqlStatement[] = [
    ...(match ? [{ sql: 'SELECT rowid FROM search_fts WHERE search_fts MATCH ?', params: [match] }] : []),
    ...placesAround(q.keywords).flatMap(({ around, wide, own }) =>
      around.length > 0 ? [keyedOnly(around, [...own, ...wide])] : [],
    ),
  ];
  return parts.length === 0
    ? null
    : { sql: parts.map((p) => p.sql).join(' UNION '), params: parts.flatMap((p) => p.params) };
}

/**
 * Whether the document ranked (`d`) matches a place by a wide area only (KeyMatch.wide), looked up for each one: the
 * wide areas' holders are many (all who cover France), those ranked few.
 */
function wideOnly(q: SearchQuery): SqlStatement | null {
  const parts = placesAround(q.keywords).flatMap(({ wide, own }) => {
    if (wide.length === 0) return [];
    const has = (keys: readonly string[]) =>
      `EXISTS (SELECT 1 FROM search_keys WHERE key IN (${placeholders(keys.length)}) AND doc = d.rowid)`;
    return [
      {
        sql: own.length > 0 ? `(${has(wide)} AND NOT ${has(own)})` : has(wide),
        params: [...wide, ...own],
      },
    ];
  });
  return parts.length === 0
    ? null
    : { sql: `(${parts.map((p) => p.sql).join(' OR ')})`, params: parts.flatMap((p) => p.params) };
}

/** The documents that have one of `keys` and none of `others`. */
const keyedOnly = (keys: readonly string[], others: readonly string[]): SqlStatement => ({
  sql: `SELECT doc AS rowid FROM search_keys WHERE key IN (${placeholders(keys.length)})${others.length > 0 ? ` AND doc NOT IN (SELECT doc FROM search_keys WHERE key IN (${placeholders(others.length)}))` : ''}`,
  params: [...keys, ...others],
});

const searchable = <T>(items: readonly (T | null)[]): T[] => items.filter((e): e is T => e !== null);

/**
 * A clause as FTS5 text (the OR of its alternatives, each the AND of its terms) and its keys; null: it means nothing.
 */
interface ClauseParts {
  text: string | null;
  /** With neighbours (Clause.neighboursFrom), the text of its other alternatives: what scores. */
  rankText?: string | null;
  keys: readonly KeyMatch[];
  textWeight?: number;
}

function clauseParts(c: Clause): ClauseParts | null {
  const expressions = c.alternatives.map((alt) => {
    const terms = searchable(alt.map((t) => termExpression(t, c.fields)));
    return terms.length === 0 ? null : terms.length === 1 ? terms[0]! : terms.map((t) => `(${t})`).join(' AND ');
  });
  const text = anyOf(searchable(expressions));
  if (text === null && c.keys.length === 0) return null;
  return {
    text,
    ...(c.neighboursFrom !== undefined && { rankText: anyOf(searchable(expressions.slice(0, c.neighboursFrom))) }),
    keys: c.keys,
    textWeight: c.textWeight,
  };
}

/** FTS5 expressions OR-ed, or null for none. */
const anyOf = (expressions: string[]): string | null =>
  expressions.length === 0
    ? null
    : expressions.length === 1
      ? expressions[0]!
      : expressions.map((a) => `(${a})`).join(' OR ');

const IN_FTS = 'd.rowid IN (SELECT rowid FROM search_fts WHERE search_fts MATCH ?)';
const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(', ');
const inKeys = (keys: readonly { key: string }[]) =>
  `d.rowid IN (SELECT doc FROM search_keys WHERE key IN (${placeholders(keys.length)}))`;

/**
 * A facet key as a statement's parameter: the search thread binds the character of its id in the search_facet_keys
 * dictionary (sqlite-search.worker.cjs), what search_docs.facet_ids holds for each of a document's facet keys.
 */
export interface FacetKey {
  facetKey: string;
}
type Param = string | number | FacetKey;

/**
 * Whether a document has one of `keys` (none of them: `negate`). `perRow`, for a plan whose matches are read first (one
 * MATCH selects them): keys that facets count are tested on each match's facet_ids (`instr` of the key's character),
 * which reads nothing more, where the keys' rows would be read whole into a set (a seniority's or a region's: tens of
 * thousands): `python` with two seniorities and availability, 26 -> 11 ms at 100 000 profiles. Without a MATCH to
 * narrow them first, reading the keys' rows is cheaper than testing every document (a `skills` filter alone: 6 -> 9 ms).
 */
function hasKeys(keys: readonly string[], negate: boolean, perRow: boolean): Condition {
  const not = negate ? 'NOT ' : '';
  return perRow && keys.every(isCountedKey)
    ? {
        sql: `${not}(${keys.map(() => 'instr(d.facet_ids, ?)').join(' OR ')})`,
        params: keys.map((facetKey) => ({ facetKey })),
      }
    : {
        sql: `d.rowid ${negate ? 'NOT IN' : 'IN'} (SELECT doc FROM search_keys WHERE key IN (${placeholders(keys.length)}))`,
        params: [...keys],
      };
}

/** The SQL condition of a clause that has keys: its text or its keys. */
function keyedCondition(c: ClauseParts): CompiledGroup {
  const parts = [...(c.text ? [IN_FTS] : []), inKeys(c.keys)];
  return { sql: `(${parts.join(' OR ')})`, params: [...(c.text ? [c.text] : []), ...c.keys.map((k) => k.key)] };
}

interface CompiledGroup {
  sql: string;
  params: string[];
}

/** A group's clauses: those matched by text alone (one FTS5 MATCH) and those that also match by keys. */
function groupParts(g: ExpandedGroup) {
  // relaxed, its places score without selecting (ExpandedGroup.placesMissing)
  const places = lacksPlace(g) ? placeClauses(g) : [];
  const include = searchable(g.include.filter((c) => !places.includes(c)).map(clauseParts));
  const exclude = searchable(g.exclude.map(clauseParts));
  const texts = include.filter((c) => c.keys.length === 0);
  // relaxed, all of them but one (ExpandedGroup.oneMissing): one expression
  const within = (e: string[]) => (lacksOne(g) && e.length >= ONE_MISSING_LEAST ? [allButOne(e)] : e);
  return {
    textInclude: within(texts.map((c) => c.text!)),
    /** The same without a title's neighbours (their alternatives taken off: ClauseParts.rankText). */
    ownInclude: within(texts.map((c) => c.rankText ?? c.text!)),
    neighbours: include.some((c) => c.rankText !== undefined),
    keyedInclude: include.filter((c) => c.keys.length > 0),
    textExclude: exclude.filter((c) => c.keys.length === 0).map((c) => c.text!),
    keyedExclude: exclude.filter((c) => c.keys.length > 0),
  };
}

/**
 * The MATCH expression of text clauses: the included ones AND-ed, the excluded ones after NOT (FTS5 needs a left side).
 */
const matchOf = (include: string[], exclude: string[]) =>
  [allOf(include), ...exclude.map((e) => `NOT (${e})`)].join(' ');

function compileGroup(g: ExpandedGroup): CompiledGroup | null {
  const { textInclude, keyedInclude, textExclude, keyedExclude } = groupParts(g);
  const conditions: CompiledGroup[] = [];
  if (textInclude.length > 0) conditions.push({ sql: IN_FTS, params: [matchOf(textInclude, textExclude)] });
  else if (textExclude.length > 0)
    conditions.push({
      sql: 'd.rowid NOT IN (SELECT rowid FROM search_fts WHERE search_fts MATCH ?)',
      params: [textExclude.map((e) => `(${e})`).join(' OR ')],
    });
  conditions.push(...keyedInclude.map(keyedCondition));
  for (const c of keyedExclude.map(keyedCondition)) conditions.push({ sql: `NOT ${c.sql}`, params: c.params });
  if (conditions.length === 0) return null; // nothing searchable: the group matches everyone
  return {
    sql: conditions.length === 1 ? conditions[0]!.sql : `(${conditions.map((c) => c.sql).join(' AND ')})`,
    params: conditions.flatMap((c) => c.params),
  };
}

/** One SQL statement and its parameters. */
export interface SqlStatement {
  sql: string;
  params: Param[];
}

/**
 * A compiled Stage 1 search, run in one read transaction: the statement of the page of ids, that of the total, and,
 * with facets, the facets' statement (compileFacets), which also counts the total.
 */
export interface SearchPlan {
  rows: SqlStatement;
  total: SqlStatement;
  /**
   * The page's rows also carry the total (their second column, `count(*) OVER ()`): for a plan that ranks every match
   * before it takes a page, counting them there costs nearly nothing, where the total's own statement would find them
   * all again (a filter's or an exclusion's keys, a region's). The total's statement then runs only for an empty page.
   */
  counted?: boolean;
  facets?: FacetStatement;
  /**
   * The matches ranked after the page's statement's (a title's neighbours' holders, who have none of the title's
   * names): `rows` without its LIMIT and OFFSET, read when the page reaches past the first ones (`before`: how many
   * they are, which the page's rows carry when `counted`). The total is then `total`'s, never the rows'.
   */
  rest?: { rows: SqlStatement; before: SqlStatement; limit: number; offset: number };
}

/**
 * The SELECT of a page's rows: with the total beside each (SearchPlan.counted) when the plan ranks every match and no
 * facets are asked (their statement counts the total itself).
 */
const pageOf = (counted: boolean) =>
  counted ? 'SELECT d.internal_id, count(*) OVER () FROM' : 'SELECT d.internal_id FROM';
const countsBeside = (q: SearchQuery, ranked: boolean) => ranked && (q.facets ?? []).length === 0;

/**
 * The facets' statement: one row, the matches' count, then for each group of facets counted over the same matches
 * (`groups`) how many they are and their facet keys' ids, concatenated (search_docs.facet_ids: a character a key of the
 * search_facet_keys dictionary), for the reader to count those the group names (`count`: keys, and key prefixes).
 */
export interface FacetStatement extends SqlStatement {
  /** `pool`: counted over every document, from the index's counts (no column of the statement). */
  groups: { names: FacetName[]; count: { keys: string[]; prefixes: string[] }; pool?: true }[];
}

/**
 * What a plan reads (sqlite-search.worker.cjs's runSearch): with facets, each group's rows ([key, count], and [null,
 * matches counted]), in the order of FacetStatement.groups.
 */
export interface PlanResult {
  ids: string[];
  total: number;
  facetRows?: [string | null, number][][];
}

/** A filter's SQL condition, and the facet it narrows (facets are counted without their own filters). */
interface Condition extends SqlStatement {
  facet?: FacetName;
}

/** The filters' conditions (`perRow`: hasKeys's). */
function filterConditions(q: SearchQuery, perRow: boolean): Condition[] {
  const conditions: Condition[] = (q.filters ?? []).map((f) => ({
    ...hasKeys(f.any, f.negate === true, perRow),
    facet: f.facet,
  }));
  if (q.maxRate)
    conditions.push({
      sql: q.maxRate.unknown === 'include' ? '(d.rate <= ? OR d.rate IS NULL)' : 'd.rate <= ?',
      params: [q.maxRate.max],
    });
  if (q.availableBefore !== undefined) conditions.push({ sql: 'd.available_from <= ?', params: [q.availableBefore] });
  if (q.ids) conditions.push({ sql: `d.internal_id IN (${placeholders(q.ids.length)})`, params: q.ids });
  return conditions;
}

/**
 * The SQL of a search, compiled on the calling thread whichever thread runs it; its clauses weighed as scores weigh
 * them (query-expansion.ts, `scored`: places PLACE_FACTOR times), as the clusters' are.
 */
export function compileSqliteSearch(query: SearchQuery): SearchPlan {
  const q: SearchQuery = {
    ...query,
    keywords: {
      ...query.keywords,
      groups: query.keywords.groups.map((g) => ({ ...g, include: g.include.map(scored) })),
    },
    ...(query.boosts && { boosts: query.boosts.map(scored) }),
  };
  const among = q.ids !== undefined && (q.facets ?? []).length === 0;
  // Boosts of text (the skills filtered) are BM25's, so not the one MATCH's; those of keys (a region's) are bonuses.
  // (nor when a place ranks without selecting: ExpandedGroup.placesMissing)
  const single =
    among || (q.boosts ?? []).some((b) => b.alternatives.length > 0) || q.keywords.groups.some(lacksPlace)
      ? null
      : singleMatch(q.keywords.groups);
  const conditions = filterConditions(q, single !== null);
  const filters = conditions.map((c) => c.sql);
  const filterParams = conditions.flatMap((c) => c.params);
  if (among) return compileAmong(filters, filterParams, q);
  const plan =
    single !== null
      ? compileOneMatch(
          single.match,
          [...single.excluded.map((c) => c.sql), ...filters],
          [...single.excluded.flatMap((c) => c.params), ...filterParams],
          q,
          single.own,
        )
      : compileGeneral(filters, filterParams, q);
  if ((q.facets ?? []).length === 0) return plan;
  return { ...plan, facets: compileFacets(q, conditions) };
}

/**
 * Which of a few given profiles match (SearchQuery.ids: a page of changed profiles a saved search is asked about), in
 * the order of their internal ids, not of relevance: nothing is ranked, and each condition is looked up for each of
 * those rows (`correlated`) rather than read whole (every document that says `développeur`, or lives in a region), so a
 * query costs what its few rows do. The conditions are the other plans' own, so the answer is the same set.
 */
function compileAmong(filters: string[], filterParams: Param[], q: SearchQuery): SearchPlan {
  const keywords = keywordCondition(q);
  const where = [...(keywords ? [keywords.sql] : []), ...filters].map(correlated);
  const params = [...(keywords?.params ?? []), ...filterParams];
  const whereSql = `WHERE ${where.join(' AND ')}`;
  return {
    rows: {
      sql: `SELECT d.internal_id FROM search_docs d ${whereSql} ORDER BY d.internal_id LIMIT ? OFFSET ?`,
      params: [...params, q.limit, q.offset],
    },
    total: { sql: `SELECT count(*) FROM search_docs d ${whereSql}`, params },
  };
}

/**
 * A condition whose memberships (`d.rowid IN (SELECT rowid FROM search_fts WHERE …)`, `d.rowid NOT IN (SELECT doc FROM
 * search_keys WHERE …)`: IN_FTS, inKeys and the filters' shapes) are looked up for the row at hand (`EXISTS (… AND
 * rowid = d.rowid)`: FTS5 and the keys' primary key seek it) instead of being read whole once. The same parameters, in
 * the same order.
 */
const correlated = (sql: string): string =>
  sql.replace(
    /d\.rowid (NOT )?IN \(SELECT (rowid|doc) FROM (search_fts|search_keys) WHERE ([^()]*(?:\([^()]*\))?)\)/g,
    (_all, not: string | undefined, column: string, table: string, condition: string) =>
      `${not ?? ''}EXISTS (SELECT 1 FROM ${table} WHERE ${condition} AND ${column} = d.rowid)`,
  );

/** The keywords as a condition on search_docs `d` (null: they match everyone). */
function keywordCondition(q: SearchQuery): SqlStatement | null {
  const groups = q.keywords.groups.map(compileGroup);
  if (groups.length === 0 || groups.includes(null)) return null;
  const real = groups as CompiledGroup[];
  return { sql: `(${real.map((g) => g.sql).join(' OR ')})`, params: real.flatMap((g) => g.params) };
}

/**
 * The facets' statement: one pass over the matches of the keywords and of the filters no facet asked for counts every
 * facet, each without its own filters (disjunctive facets). Facets with no filter of their own form one group, counted
 * over the matches of every filter (the total's); each other facet is a group of its own, counted over the matches of
 * the filters but its own (a FILTER clause on the aggregates). Filters on keys that facets count are tested on the
 * row's facet_ids (`instr` of the key's character: no index read), others by looking their keys up for the row. The
 * keywords are read as the plans read them: one FTS5 MATCH, the documents reached by rowid, when one selects them.
 * Measured at 100 000 profiles: `python` with two filters, 47 ms in three statements (one per group, each reading the
 * matches and the filters' keys anew) against 15 ms in one.
 */
function compileFacets(q: SearchQuery, conditions: Condition[]): FacetStatement {
  const asked = new Set(q.facets ?? []);
  const filters = q.filters ?? [];
  // The filters that narrow a facet asked are tested per group; every other condition narrows every match.
  const own = (c: Condition) => c.facet !== undefined && asked.has(c.facet);
  const common = conditions.filter((c) => !own(c));
  const params: Param[] = [];
  /** SQL whose parameters are written in order as it is placed. */
  const place = (part: SqlStatement): string => {
    params.push(...part.params);
    return part.sql;
  };
  // Each match's own: its facet_ids, or its keys looked up for it.
  const filterTest = (f: KeyFilter): SqlStatement => {
    const test = hasKeys(f.any, f.negate === true, true);
    return { ...test, sql: correlated(test.sql) };
  };
  /** The own filters of every facet asked but `except`'s. */
  const ownBut = (except: FacetName | null) => filters.filter((f) => asked.has(f.facet) && f.facet !== except);
  /** The aggregates' FILTER: those filters, tested for each match. */
  const filterClause = (except: FacetName | null): string => {
    const tests = ownBut(except).map(filterTest);
    return tests.length === 0 ? '' : ` FILTER (WHERE ${tests.map(place).join(' AND ')})`;
  };
  // The matches: FTS5's, each document reached by rowid, or the keywords' condition on every document.
  const single = singleMatch(q.keywords.groups);
  const keywords = single ? null : keywordCondition(q);
  const where = [
    ...(single ? ['search_fts MATCH ?', ...single.excluded.map((c) => c.sql)] : keywords ? [keywords.sql] : []),
    ...common.map((c) => c.sql),
  ];
  const whereParams = [
    ...(single ? [single.match, ...single.excluded.flatMap((c) => c.params)] : (keywords?.params ?? [])),
    ...common.flatMap((c) => c.params),
  ];
  // Matched by everyone, a facet with no filter of its own to count without is the pool's: its keys' counts are kept
  // by the index (search_facet_keys.docs), read instead of every document's facet keys.
  const everyone = where.length === 0;
  const byOwnFilters = new Map<FacetName | null, FacetName[]>();
  for (const facet of q.facets ?? []) {
    const key = filters.some((f) => f.facet === facet) ? facet : null;
    byOwnFilters.set(key, [...(byOwnFilters.get(key) ?? []), facet]);
  }
  const columns = [`count(*)${filterClause(null)}`];
  const groups: FacetStatement['groups'] = [];
  const counted: KeyFilter[][] = [];
  for (const [except, names] of byOwnFilters) {
    const pool = everyone && ownBut(except).length === 0;
    if (!pool) {
      columns.push(`count(*)${filterClause(except)}`, `group_concat(d.facet_ids, '')${filterClause(except)}`);
      counted.push(ownBut(except));
    }
    const definitions = names.map((name) => FACET_DEFINITIONS[name]);
    groups.push({
      names,
      count: {
        keys: definitions.flatMap(facetKeys),
        prefixes: definitions.flatMap((d) => (d.kind === 'top' ? [d.prefix] : [])),
      },
      ...(pool && { pool }),
    });
  }
  // Everyone matching, the documents to read are those of the groups counted here (a `skills` filter alone: its
  // skill's, not the 100 000), each group's filters' keys read whole, as a plan without a MATCH reads them.
  if (everyone && counted.length > 0 && counted.every((fs) => fs.some((f) => !f.negate))) {
    const within = counted.map((fs) => {
      const sets = fs.filter((f) => !f.negate).map((f) => hasKeys(f.any, false, false));
      whereParams.push(...sets.flatMap((c) => c.params));
      return `(${sets.map((c) => c.sql).join(' AND ')})`;
    });
    where.push(within.length === 1 ? within[0]! : `(${within.join(' OR ')})`);
  }
  params.push(...whereParams);
  const from = single ? 'search_fts s CROSS JOIN search_docs d ON d.rowid = s.rowid' : 'search_docs d';
  return {
    sql: `SELECT ${columns.join(', ')} FROM ${from}${where.length > 0 ? ` WHERE ${where.join(' AND ')}` : ''}`,
    params,
    groups,
  };
}

/**
 * The common case: one FTS5 MATCH both selects and ranks. The index is read once, the documents are reached from
 * the matches (not the matches probed from every document), and `total` without filters is counted by FTS5 alone.
 */
function compileOneMatch(
  match: string,
  filters: string[],
  filterParams: Param[],
  q: SearchQuery,
  own?: string,
): SearchPlan {
  const and = filters.map((f) => ` AND ${f}`).join('');
  // Without filters FTS5 counts its matches alone, cheaper than counting them beside the page.
  const counted = countsBeside(q, filters.length > 0);
  const demote = demotedRows(q);
  // The boosts' keys, as the general plan adds them (taken off: bm25 is negative).
  const boosts = (q.boosts ?? []).filter((b) => b.keys.length > 0).map((b) => keyBonus(b.keys));
  const bonus = boosts.length > 0 ? `(m.score - (${boosts.map((b) => b.sql).join(' + ')}))` : 'm.score';
  // The demoted rows are read once (an uncorrelated IN), not probed per match.
  const demoted = demote
    ? `${bonus} * (CASE WHEN m.rowid IN (${demote.sql}) THEN ${Number(DEMOTED)} ELSE 1 END)`
    : bonus;
  const titled = inHeadline(q.keywords.titled ?? []);
  const headlined = titled ? `${demoted} * (CASE WHEN ${HEADLINE_HOLDS} THEN 1 ELSE ${Number(UNTITLED)} END)` : demoted;
  const rateAbove = q.keywords.rateAbove;
  const budgeted =
    rateAbove !== undefined
      ? `${headlined} * (CASE WHEN ${WITHIN_BUDGET} THEN 1 ELSE ${Number(OVER_BUDGET)} END)`
      : headlined;
  const itself = beyondMatch(q);
  const score = itself
    ? `${budgeted} * (CASE WHEN ${IN_FTS.replace('d.rowid', 'm.rowid')} THEN 1 ELSE ${Number(BEYOND)} END)`
    : budgeted;
  /** The ranked rows of an expression, but their LIMIT and OFFSET. */
  const ranked = (expression: string): SqlStatement => ({
    // CROSS JOIN keeps the order: matches first, then their documents by rowid.
    sql: `${pageOf(counted)} (SELECT rowid, ${RANK} AS score FROM search_fts WHERE search_fts MATCH ?) m CROSS JOIN search_docs d ON d.rowid = m.rowid WHERE 1${and} ORDER BY ${score}, d.updated_at DESC, d.internal_id`,
    params: [
      expression,
      ...filterParams,
      ...boosts.flatMap((b) => b.params),
      ...(demote?.params ?? []),
      ...(titled ? [titled] : []),
      ...(rateAbove !== undefined ? [rateAbove] : []),
      ...(itself ? [itself] : []),
    ],
  });
  const matches = (expression: string): SqlStatement =>
    filters.length === 0
      ? { sql: 'SELECT count(*) FROM search_fts WHERE search_fts MATCH ?', params: [expression] }
      : {
          sql: `SELECT count(*) FROM search_fts s CROSS JOIN search_docs d ON d.rowid = s.rowid WHERE search_fts MATCH ?${and}`,
          params: [expression, ...filterParams],
        };
  const page = (statement: SqlStatement): SqlStatement => ({
    sql: `${statement.sql} LIMIT ? OFFSET ?`,
    params: [...statement.params, q.limit, q.offset],
  });
  // With a title's neighbours, the profiles that have the title's own names are ranked (by them alone), then those
  // that have only a neighbour's (SearchPlan.rest): the page is read from the first, and from the second past them.
  if (own !== undefined)
    return {
      rows: page(ranked(own)),
      total: matches(match),
      rest: { rows: ranked(`(${match}) NOT (${own})`), before: matches(own), limit: q.limit, offset: q.offset },
      ...(counted && { counted }),
    };
  return { rows: page(ranked(match)), total: matches(match), ...(counted && { counted }) };
}

/**
 * The weight of the best of `keys` a document has, 0 for none, looked up for each document ranked (the keys' primary
 * key is (key, doc)): for few documents to rank, rather than reading every document that has one of the keys (a
 * region's or a seniority's: tens of thousands of rows).
 */
function keyBonus(keys: readonly KeyMatch[]): SqlStatement {
  const best = bestKey(keys);
  return { sql: `coalesce((SELECT ${best.weight} ${best.from} AND doc = d.rowid), 0)`, params: best.params };
}

/** The weight of the best of `keys` (`weight`) over the rows of search_keys that hold one (`from`), and its params. */
function bestKey(keys: readonly KeyMatch[]): { weight: string; from: string; params: Param[] } {
  return {
    weight: `max(CASE key ${keys.map(() => 'WHEN ? THEN ?').join(' ')} END)`,
    from: `FROM search_keys WHERE key IN (${placeholders(keys.length)})`,
    params: [...keys.flatMap((k) => [k.key, k.weight]), ...keys.map((k) => k.key)],
  };
}

/**
 * Every other query: exclusion-only groups, groups with nothing searchable or with keys (places, attributes), OR groups
 * of several terms, boosts.
 */
function compileGeneral(filters: string[], filterParams: Param[], q: SearchQuery): SearchPlan {
  const where: string[] = [];
  const params: Param[] = [];
  const keywords = keywordCondition(q);
  if (keywords) {
    where.push(keywords.sql);
    params.push(...keywords.params);
  }
  where.push(...filters);
  params.push(...filterParams);
  const whereSql = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  // Relevance: bm25 over the text of every BM25-scored clause of every group and boost (the OR of the clauses, each
  // as it selects: where an alternative of several terms fails, FTS5 drops the positions of its terms, as the
  // cluster scores a clause by the alternatives that match), plus for each clause with keys (of every group and
  // boost) the weight of the best key a document has, or its text's constant; documents with neither (matched by an
  // exclusion-only group, or no keywords) come after, by most recent modification.
  const scoring = [...q.keywords.groups.flatMap((g) => g.include), ...(q.boosts ?? [])];
  // Several groups (`python paris OR kubernetes toulouse`): each scores where it matches only, as the cluster's bool
  // sums the groups that match: a Toulouse profile that also names Python scores by its Kubernetes and its Toulouse,
  // not by its Python (one bm25 over every group's phrases counts them all). One part of the score per group, each
  // counted where the group's condition holds, and one for the boosts; a single group (or none) is one part.
  const several = q.keywords.groups.length > 1;
  const parts: { clauses: Clause[]; when: CompiledGroup | null }[] = several
    ? [
        ...q.keywords.groups.map((g) => ({ clauses: g.include, when: compileGroup(g) })),
        { clauses: q.boosts ?? [], when: null },
      ]
    : [{ clauses: scoring, when: null }];
  // A title's neighbours (Clause.neighboursFrom) select but do not score: a profile that has only theirs comes after
  // (by its keys' weights, then by date), as in the one-MATCH plan. Scored as their bm25 times DEMOTED instead (a
  // third MATCH), the relevance sets moved by 0.001 at most, for a quarter more time (`data scientist remote`).
  const rankTermsOf = (clauses: Clause[]) =>
    searchable(
      searchable(clauses.filter((c) => c.textWeight === undefined).map(clauseParts)).map((c) => c.rankText ?? c.text),
    );
  const ctes: string[] = [];
  const cteParams: Param[] = [];
  const joins: string[] = [];
  const bonusParams: Param[] = [];
  // Whether text selects in every group (`devops senior`, `react paris`, `data engineer` with a region's boost): then
  // the documents to rank are few beside those that have a key (a seniority, a region: tens of thousands).
  const narrow = q.keywords.groups.length > 0 && q.keywords.groups.every((g) => groupParts(g).textInclude.length > 0);
  // What the text of every match holds (then: one of the groups' included text clauses, all of them).
  const within = narrow
    ? q.keywords.groups.map((g) => `(${matchOf(groupParts(g).textInclude, [])})`).join(' OR ')
    : null;
  // The places a relaxed group lets a profile lack (ExpandedGroup.placesMissing): who has none of one comes after.
  const optional = new Set(q.keywords.groups.filter(lacksPlace).flatMap(placeClauses));
  const held: string[] = [];
  const heldParams: Param[] = [];
  let i = 0;
  // FTS5's bm25 is negative (lower is better): the bonuses are taken off it.
  const score: string[] = [];
  parts.forEach(({ clauses, when }, n) => {
    const rankTerms = rankTermsOf(clauses);
    const bonuses: string[] = [];
    const looks: Param[] = [];
    const s = several ? `s${n}` : 's';
    if (rankTerms.length > 0) {
      // Materialised once: as a plain subquery in the join, SQLite would run the MATCH again for every document.
      const ranked = rankTerms.map((e) => `(${e})`).join(' OR ');
      if (!several && within && rankTerms.length > q.keywords.groups.length) {
        // Only the documents the text selects are ranked: bm25 over `(within) AND (ranked)`, less within's own bm25,
        // which its phrases add there a second time (bm25 sums its phrases' scores: what is left is ranked's, to the
        // last bits of a double). A brief ranks by some hundred phrases that most documents hold one of (measured at
        // 20 000 profiles: 9 940 documents scored in 68 ms, against 572 in 11). Not when ranked has no more clauses
        // than within has groups (`react paris`: the same text; two MATCHes would cost twice one).
        ctes.push(
          `sa AS MATERIALIZED (SELECT rowid, ${RANK} AS score FROM search_fts WHERE search_fts MATCH ?)`,
          `sw AS MATERIALIZED (SELECT rowid, ${RANK} AS score FROM search_fts WHERE search_fts MATCH ?)`,
          's AS (SELECT sa.rowid, sa.score - sw.score AS score FROM sa JOIN sw ON sw.rowid = sa.rowid)',
        );
        cteParams.push(`(${within}) AND (${ranked})`, within);
      } else {
        ctes.push(`${s} AS MATERIALIZED (SELECT rowid, ${RANK} AS score FROM search_fts WHERE search_fts MATCH ?)`);
        cteParams.push(ranked);
      }
      joins.push(`LEFT JOIN ${s} ON ${s}.rowid = d.rowid`);
    }
    for (const clause of clauses) {
      const c = clauseParts(clause);
      i++;
      if (!c) continue;
      // The text scored by a constant (a place's or an attribute's words; alone, a word that only ranks: prefer).
      const text = c.textWeight !== undefined ? c.text : null;
      if (c.keys.length === 0 && text === null) continue;
      let bonus = '0';
      let looked: Param[] = [];
      if (c.keys.length > 0 && narrow) {
        ({ sql: bonus, params: looked } = keyBonus(c.keys));
        looks.push(...looked);
      } else if (c.keys.length > 0) {
        // The keys select: every document that has one is read once.
        const best = bestKey(c.keys);
        ctes.push(`k${i} AS MATERIALIZED (SELECT doc, ${best.weight} AS w ${best.from} GROUP BY doc)`);
        cteParams.push(...best.params);
        joins.push(`LEFT JOIN k${i} ON k${i}.doc = d.rowid`);
        bonus = `coalesce(k${i}.w, 0)`;
      }
      if (text !== null) {
        ctes.push(`t${i} AS MATERIALIZED (SELECT rowid FROM search_fts WHERE search_fts MATCH ?)`);
        // When text selects, only the documents it selects are read (`développeur` of `développeur react`: 5 647
        // React documents, not the 32 508 that say développeur).
        cteParams.push(within ? `(${within}) AND (${text})` : text);
        joins.push(`LEFT JOIN t${i} ON t${i}.rowid = d.rowid`);
        bonus = `max(${bonus}, CASE WHEN t${i}.rowid IS NULL THEN 0 ELSE ${Number(c.textWeight)} END)`;
      }
      bonuses.push(bonus);
      if (optional.has(clause)) {
        held.push(`(${bonus}) > 0`);
        heldParams.push(...looked);
      }
    }
    const terms = [
      ...(rankTerms.length > 0 ? [`coalesce(${s}.score, 0)`] : []),
      ...(bonuses.length > 0 ? [`- (${bonuses.join(' + ')})`] : []),
    ];
    if (terms.length === 0) return;
    const part = terms.join(' ');
    if (when) {
      score.push(`${score.length > 0 ? '+ ' : ''}(CASE WHEN ${when.sql} THEN ${part} ELSE 0 END)`);
      bonusParams.push(...when.params, ...looks);
    } else {
      score.push(score.length > 0 ? `+ (${part})` : part);
      bonusParams.push(...looks);
    }
  });
  const demote = demotedRows(q);
  if (score.length > 0 && demote) {
    // The demoted profiles' score times DEMOTED (closer to 0: lower), as the cluster's `boosting` query does.
    ctes.push(`dm AS MATERIALIZED (${demote.sql})`);
    cteParams.push(...demote.params);
    joins.push('LEFT JOIN dm ON dm.rowid = d.rowid');
  }
  // The demoted score DEMOTED times as much; who matches a place by a wide area only, WIDE times; who is elsewhere
  // than the places, DEMOTED squared: after every demoted profile that is there (bool-query.ts, ELSEWHERE).
  const wide = wideOnly(q);
  // who names none of the titles asked for in the headline, UNTITLED times (ExpandedQuery.titled)
  const titled = inHeadline(q.keywords.titled ?? []);
  // who asks more than a brief's budget, OVER_BUDGET times (ExpandedQuery.rateAbove)
  const rateAbove = q.keywords.rateAbove;
  // who is none of what a widened brief asks for, BEYOND times (ExpandedQuery.beyond)
  const itself = beyondMatch(q);
  const kept: [string, number][] = [
    ...(demote ? [['dm.rowid IS NULL', DEMOTED] as [string, number]] : []),
    ...(wide ? [[`NOT ${wide.sql}`, WIDE] as [string, number]] : []),
    ...(held.length > 0 ? [[held.join(' AND '), ELSEWHERE] as [string, number]] : []),
    ...(titled ? [[HEADLINE_HOLDS.replace('m.rowid', 'd.rowid'), UNTITLED] as [string, number]] : []),
    ...(rateAbove !== undefined ? [[WITHIN_BUDGET, OVER_BUDGET] as [string, number]] : []),
    ...(itself ? [[IN_FTS, BEYOND] as [string, number]] : []),
  ];
  const scored =
    score.length > 0 && kept.length > 0
      ? [`(${score.join(' ')})${kept.map(([k, d]) => ` * (CASE WHEN ${k} THEN 1 ELSE ${Number(d)} END)`).join('')}`]
      : score;
  bonusParams.push(
    ...(score.length > 0
      ? [
          ...(wide?.params ?? []),
          ...heldParams,
          ...(titled ? [titled] : []),
          ...(rateAbove !== undefined ? [rateAbove] : []),
          ...(itself ? [itself] : []),
        ]
      : []),
  );
  const rank = scored.length > 0 ? `${scored.join(' ')}, ` : '';
  const withSql = ctes.length > 0 ? `WITH ${ctes.join(', ')}` : '';
  // Ranked, every match is read before the page is taken: the total is counted there. Ordered by date alone, the page
  // is read from the date index and stops at its last row: the total has its own statement.
  const counted = countsBeside(q, rank !== '');
  return {
    rows: {
      sql: `${withSql} ${pageOf(counted)} search_docs d ${joins.join(' ')} ${whereSql} ORDER BY ${rank}d.updated_at DESC, d.internal_id LIMIT ? OFFSET ?`,
      params: [...cteParams, ...params, ...bonusParams, q.limit, q.offset],
    },
    total: { sql: `SELECT count(*) FROM search_docs d ${whereSql}`, params },
    ...(counted && { counted }),
  };
}

/**
 * One MATCH expression that selects exactly the documents of the keywords and whose bm25 is, for each of them, the
 * rank the general plan computes (bm25 over the OR of the included clauses), and the conditions it needs beside it,
 * or null when there is none:
 * - one group whose included clauses match by text alone, at least one: its expression has the same clauses, in the
 *   same order, plus the excluded ones' text, which adds exactly 0 to the score of a document that matches (it
 *   contains none of them); the excluded clauses' keys (`-junior`: the seniority too) are conditions beside it;
 * - several groups of one included clause each, no exclusion: the OR of the groups is the rank expression itself.
 * (Keys are not FTS5's: an included clause with keys takes the general plan.)
 */
function singleMatch(groups: ExpandedGroup[]): { match: string; excluded: SqlStatement[]; own?: string } | null {
  const parts = groups.map(groupParts);
  if (parts.length === 0 || parts.some((p) => p.textInclude.length === 0 || p.keyedInclude.length > 0)) return null;
  // With a title's neighbours, `own`: the same expression without them (what the page is read from first).
  const neighbours = parts.some((p) => p.neighbours);
  if (parts.length === 1) {
    const p = parts[0]!;
    const exclude = [...p.textExclude, ...searchable(p.keyedExclude.map((c) => c.text))];
    return {
      match: matchOf(p.textInclude, exclude),
      ...(neighbours && { own: matchOf(p.ownInclude, exclude) }),
      excluded: p.keyedExclude.map((c) =>
        hasKeys(
          c.keys.map((k) => k.key),
          true,
          true,
        ),
      ),
    };
  }
  const simple = groups.every((g) => g.include.length === 1 && g.exclude.length === 0);
  const anyGroup = (texts: (p: (typeof parts)[number]) => string[]) =>
    parts.map((p) => `(${texts(p)[0]})`).join(' OR ');
  return simple
    ? {
        match: anyGroup((p) => p.textInclude),
        excluded: [],
        ...(neighbours && { own: anyGroup((p) => p.ownInclude) }),
      }
    : null;
}
