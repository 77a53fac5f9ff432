import type { SearchTerm } from '../../domain/search/keyword-grammar';
import {
  BEYOND,
  DEMOTED,
  ELSEWHERE,
  OVER_BUDGET,
  lacksOne,
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
import { termTokens } from '../../domain/search/may-match';
import { exactTokens } from '../../domain/search/text-analysis';
import type { FacetName } from '../../domain/search/facets';
import type { KeyFilter, SearchQuery } from '../../ports/search-engine';
import { exactField } from './cluster-search-index';

/**
 * The search request for Elasticsearch and OpenSearch, compiled from the expanded keyword AST and the filters: one
 * compiler for both (their query DSL is the same for everything used here). Terms are sent as tokens made by
 * text-analysis.ts, as the documents were (the fields' `whitespace` analyzer only splits them on spaces).
 * - a word is a `phrase` multi_match of its stemmed tokens over the stemmed fields (a word such as `full-stack` gives
 *   two adjacent tokens), each word free to match a different field; a quoted phrase is its exact tokens over the
 *   exact fields;
 * - a clause is a bool (should) of its alternatives, scored by BM25 as the best of them (`dis_max`: a profile that
 *   writes two readings of a word is not twice as relevant; docs/search.md, Relevance), and of its keys (`terms` on
 *   `keys`), each weight a `constant_score`, the best of them taken (`dis_max`); words read as a place or an attribute
 *   score their text as a constant too (query-expansion.ts, match-keys.ts);
 * - a group is a bool of its clauses (must) and exclusions (must_not); groups are OR-ed (should);
 * - the filters' boosts score without matching (should, none required); filters are `terms` on `keys` and ranges on
 *   `rate` and `availableFrom`; facets are aggregations (facetAggregations);
 * - terms with no searchable token (`!!!`) are dropped, as the embedded engine does, using the same analysis.
 */

const STEMMED_FIELDS = SEARCH_FIELDS.map((f) => `${f}^${FIELD_WEIGHTS[f]}`);
const EXACT_FIELDS = SEARCH_FIELDS.map((f) => `${exactField(f)}^${FIELD_WEIGHTS[f]}`);

function termClause(term: SearchTerm, only?: readonly SearchField[]): object | null {
  const phrase = term.kind === 'phrase';
  const tokens = termTokens(term);
  if (tokens.length === 0) return null;
  const fields = only
    ? only.map((f) => `${phrase ? exactField(f) : f}^${FIELD_WEIGHTS[f]}`)
    : phrase
      ? EXACT_FIELDS
      : STEMMED_FIELDS;
  // Every field's score counts (tie_breaker 1), as the embedded engine's bm25 sums its columns.
  return { multi_match: { query: tokens.join(' '), type: 'phrase', fields, tie_breaker: 1 } };
}

/** A phrase in the headline (its exact tokens), or null when it has no searchable token. */
function headlinePhrase(term: SearchTerm): object | null {
  const tokens = exactTokens(term.text);
  return tokens.length === 0 ? null : { match_phrase: { [exactField('headline')]: tokens.join(' ') } };
}

const present = <T>(items: readonly (T | null)[]): T[] => items.filter((c): c is T => c !== null);
const anyOf = (queries: object[]): object | null =>
  queries.length <= 1 ? (queries[0] ?? null) : { bool: { should: queries, minimum_should_match: 1 } };
const constant = (filter: object, boost: number) => ({ constant_score: { filter, boost } });

/** A clause's query, weighed as scores weigh it (query-expansion.ts, `scored`: places PLACE_FACTOR times). */
function clauseQuery(clause: Clause): object | null {
  const c = scored(clause);
  // Lucene scores a phrase as the sum of its words' scores, FTS5 as one phrase: a name's longer forms (`gestion
  // actif-passif` for `ALM`) are weighed as its shortest, times the shortest's words over theirs
  const words = c.alternatives.map((alt) => alt.reduce((n, t) => n + exactTokens(t.text).length, 0));
  const shortest = Math.min(...words.filter((n) => n > 0));
  const alternatives = present(
    c.alternatives.map((alt, i) => {
      const terms = present(alt.map((t) => termClause(t, c.fields)));
      const query = terms.length === 0 ? null : terms.length === 1 ? terms[0]! : { bool: { must: terms } };
      // a title's neighbours: DEMOTED times their score, the best alternative taken (a profile with the title's own
      // scores by them), as the embedded engine ranks them after
      const neighbour = c.neighboursFrom !== undefined && i >= c.neighboursFrom ? DEMOTED : 1;
      const boost = neighbour * (words[i]! > shortest ? shortest / words[i]! : 1);
      return query && boost !== 1 ? { bool: { must: [query], boost } } : query;
    }),
  );
  const byWeight = new Map<number, string[]>();
  for (const k of c.keys) byWeight.set(k.weight, [...(byWeight.get(k.weight) ?? []), k.key]);
  const constants = [...byWeight.entries()].map(([weight, keys]) => constant({ terms: { keys } }, weight));
  const text =
    c.textWeight === undefined
      ? alternatives.length > 1
        ? [{ dis_max: { queries: alternatives, tie_breaker: 0 } }]
        : alternatives
      : [];
  if (c.textWeight !== undefined && alternatives.length > 0)
    constants.unshift(constant(anyOf(alternatives)!, c.textWeight));
  const best = constants.length > 1 ? [{ dis_max: { queries: constants, tie_breaker: 0 } }] : constants;
  return anyOf([...text, ...best]);
}

function groupClause(g: ExpandedGroup): object | null {
  const texts = lacksOne(g) ? textClauses(g) : [];
  // relaxed, its places score without selecting (ExpandedGroup.placesMissing)
  const places = lacksPlace(g) ? placeClauses(g) : [];
  const must = present(g.include.filter((c) => !texts.includes(c) && !places.includes(c)).map(clauseQuery));
  if (texts.length > 0) {
    const any = present(texts.map(clauseQuery));
    must.push({ bool: { should: any, minimum_should_match: any.length - 1 } });
  }
  const should = present(places.map(clauseQuery));
  const mustNot = present(g.exclude.map(clauseQuery));
  if (must.length === 0 && mustNot.length === 0) return null; // nothing searchable: matches everyone
  return { bool: { must, must_not: mustNot, ...(should.length > 0 && { should }) } };
}

const onKeys = (keys: readonly string[]): object => ({ terms: { keys } });

const keyFilter = (f: KeyFilter): object =>
  f.negate ? { bool: { must_not: [{ terms: { keys: f.any } }] } } : { terms: { keys: f.any } };

/** The range filters: the day rate and the first day available (no facet of their own); and the ids, when given. */
function rangeFilters(q: SearchQuery): object[] {
  const out: object[] = [];
  if (q.maxRate) {
    const within = { range: { rate: { lte: q.maxRate.max } } };
    out.push(
      q.maxRate.unknown === 'include'
        ? {
            bool: {
              should: [within, { bool: { must_not: [{ exists: { field: 'rate' } }] } }],
              minimum_should_match: 1,
            },
          }
        : within,
    );
  }
  if (q.availableBefore !== undefined) out.push({ range: { availableFrom: { lte: q.availableBefore } } });
  if (q.ids) out.push({ terms: { internalId: q.ids } });
  return out;
}

/**
 * Buckets enough for every key of the `facets` field (the keys facets count: the referential's skills, the regions,
 * the fixed lists' values and the languages, some 150): the engine checks that none was left out (cluster-search-
 * engine.ts, facetCounts).
 */
export const FACET_BUCKETS = 1000;

/**
 * The facets' aggregations. Each group of facets counted over the same matches is one `terms` aggregation on `facets`
 * (the document's keys that facets count, and only those), every key counted: facets.ts makes each facet's values from
 * the keys it names. Facets that have no filter of their own form one group, counted over every filter; each other
 * facet, over the filters but its own. The filters of the facets asked narrow the hits after (`post_filter`), and the
 * groups through a `filter` aggregation (none when no facet asked has a filter: the one group counts the hits), so
 * facets and hits share the query; the other filters narrow the query.
 * A group is named by the facets it counts (`seniority,skills`). Measured at 100 000 profiles: a `terms` aggregation
 * visits every key of every match, so two per group (the keys listed, and the top facets' by prefix) cost twice one.
 */
function facetAggregations(q: SearchQuery, own: KeyFilter[]): Record<string, object> {
  const byOwnFilters = new Map<string | null, FacetName[]>();
  for (const facet of q.facets ?? []) {
    const key = own.some((f) => f.facet === facet) ? facet : null;
    byOwnFilters.set(key, [...(byOwnFilters.get(key) ?? []), facet]);
  }
  const aggs: Record<string, object> = {};
  const keys = { terms: { field: 'facets', size: FACET_BUCKETS } };
  for (const [except, names] of byOwnFilters) {
    const others = own.filter((f) => f.facet !== except).map(keyFilter);
    // Without filters of facets asked, the one group counts the hits (hits.total), with no filter to test per match.
    aggs[names.join(',')] = own.length === 0 ? keys : { filter: { bool: { filter: others } }, aggs: { keys } };
  }
  return aggs;
}

export interface ClusterSearchBody {
  query: object;
  post_filter?: object;
  aggs?: Record<string, object>;
  sort: object[];
  from: number;
  size: number;
  track_total_hits: true;
  _source: false;
}

export function compileSearch(q: SearchQuery): ClusterSearchBody {
  // The keyword clause scores (must); the filters do not (filter); their boosts score without matching (should).
  const groups = q.keywords.groups.map(groupClause);
  const must =
    groups.length > 0 && !groups.includes(null) ? [{ bool: { should: groups, minimum_should_match: 1 } }] : [];
  // With facets, the filters of the facets asked narrow the hits after the query (post_filter), the others the query.
  const asked = new Set(q.facets ?? []);
  const faceted = asked.size > 0;
  const own = (q.filters ?? []).filter((f) => asked.has(f.facet));
  const keyed = (q.filters ?? []).filter((f) => !asked.has(f.facet)).map(keyFilter);
  const filter = [...keyed, ...rangeFilters(q)];
  const should = present((q.boosts ?? []).map(clauseQuery));
  const scored = (c: Clause) =>
    c.keys.length > 0 || c.alternatives.some((alt) => alt.some((t) => termClause(t) !== null));
  const hasRelevance = [...q.keywords.groups.flatMap((g) => g.include), ...(q.boosts ?? [])].some(scored);
  const tieBreak = [{ updatedAt: { order: 'desc' } }, { internalId: { order: 'asc' } }];
  const query = { bool: { must, filter, ...(should.length > 0 && { should, minimum_should_match: 0 }) } };
  const places = placesAround(q.keywords);
  // Ranking only: the profiles whose headline holds a demoted phrase score DEMOTED times as much, still matching.
  const demote = [
    ...present((q.keywords.demote ?? []).map(headlinePhrase)),
    // a neighbour's name without the title's own (ExpandedQuery.after)
    ...(q.keywords.after ?? []).flatMap(({ near, own }) => {
      const n = anyOf(present(near.map(headlinePhrase)));
      const o = present(own.map(headlinePhrase));
      return n ? [o.length > 0 ? { bool: { must: [n], must_not: o } } : n] : [];
    }),
    // a name's words apart, none of its names (ExpandedQuery.apart)
    ...(q.keywords.apart ?? []).flatMap(({ words, names }) => {
      const held = present(words.map((t) => termClause(t)));
      const named = anyOf(present(names.map((t) => termClause(t))));
      return held.length > 0 && named ? [{ bool: { must: held, must_not: [named] } }] : [];
    }),
    // a title's neighbours alone (ExpandedQuery.neighboursOnly)
    ...present(
      (q.keywords.neighboursOnly ?? []).map((c) =>
        clauseQuery({ ...c, alternatives: c.alternatives.slice(0, c.neighboursFrom), neighboursFrom: undefined }),
      ),
    ).map((own) => ({ bool: { must_not: [own] } })),
    // who lacks one of a relaxed group's text clauses (ExpandedGroup.oneMissing)
    ...q.keywords.groups.filter(lacksOne).map((g) => ({
      bool: { must_not: [{ bool: { must: present(textClauses(g).map(clauseQuery)) } }] },
    })),
    // who lives around a place only (placesAround)
    ...places.flatMap(({ around, wide, own }) =>
      around.length > 0 ? [{ bool: { filter: [onKeys(around)], must_not: [onKeys([...own, ...wide])] } }] : [],
    ),
  ];
  // who matches a place by a wide area only (KeyMatch.wide)
  const wide = places.flatMap(({ wide, own }) =>
    wide.length > 0 ? [{ bool: { filter: [onKeys(wide)], must_not: [onKeys(own)] } }] : [],
  );
  // who lacks a relaxed group's places (ExpandedGroup.placesMissing): after every other tier, the demoted's too
  const elsewhere = q.keywords.groups
    .filter(lacksPlace)
    .map((g) => ({ bool: { must_not: [{ bool: { must: present(placeClauses(g).map(clauseQuery)) } }] } }));
  // who names none of the titles asked for in the headline (ExpandedQuery.titled)
  const titled = present((q.keywords.titled ?? []).map((t) => termClause(t, HEADLINE)));
  const untitled = titled.length > 0 ? [{ bool: { must_not: titled } }] : [];
  // who asks more than a brief's budget (ExpandedQuery.rateAbove)
  const rateAbove = q.keywords.rateAbove;
  const overBudget = rateAbove !== undefined ? [{ range: { rate: { gt: rateAbove } } }] : [];
  // who is none of what a widened brief asks for (ExpandedQuery.beyond)
  const itself = present((q.keywords.beyond ?? []).map(clauseQuery));
  const beyond = itself.length > 0 ? [{ bool: { must_not: itself } }] : [];
  const ranked = (
    [
      [demote, DEMOTED],
      [wide, WIDE],
      [elsewhere, ELSEWHERE],
      [untitled, UNTITLED],
      [overBudget, OVER_BUDGET],
      [beyond, BEYOND],
    ] as const
  ).reduce<object>(
    (positive, [negatives, boost]) =>
      negatives.length > 0 && hasRelevance
        ? { boosting: { positive, negative: anyOf(negatives), negative_boost: boost } }
        : positive,
    query,
  );
  return {
    query: ranked,
    ...(own.length > 0 && { post_filter: { bool: { filter: own.map(keyFilter) } } }),
    ...(faceted && { aggs: facetAggregations(q, own) }),
    sort: hasRelevance ? [{ _score: { order: 'desc' } }, ...tieBreak] : tieBreak,
    from: q.offset,
    size: q.limit,
    track_total_hits: true,
    _source: false,
  };
}

/**
 * An upper bound of the clauses the cluster counts in a query against its limit (`indices.query.bool.max_clause_count`,
 * Lucene's IndexSearcher.maxClauseCount, counted over the whole rewritten query since Lucene 9): one per field of a
 * `multi_match` (a phrase or term query each), one per `match_phrase`, `range`, `exists` or `term`, and one per value
 * of a `terms` up to 16 values (Lucene has rewritten those as a bool of term queries), one for a longer one; `bool`,
 * `dis_max`, `constant_score` and `boosting` count what they hold.
 */
export function clauseCount(query: unknown): number {
  if (Array.isArray(query)) return query.reduce((n: number, q) => n + clauseCount(q), 0);
  if (query === null || typeof query !== 'object') return 0;
  let n = 0;
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (key === 'multi_match') n += (value as { fields: string[] }).fields.length;
    else if (key === 'match_phrase' || key === 'range' || key === 'exists' || key === 'term') n += 1;
    else if (key === 'terms') {
      for (const [field, values] of Object.entries(value as Record<string, unknown>))
        if (field !== 'boost') n += Math.min((values as unknown[]).length, 16);
    } else n += clauseCount(value);
  }
  return n;
}

/**
 * The clauses a document must each match for `query` to match it, its conjunction, as parts the cluster evaluates on
 * their own: a `boosting` query matches what its positive query does; a bool's `must` and `filter` clauses all (its
 * `should` only score when it has one of those and `minimum_should_match` 0), each split in turn; any other query,
 * or a bool with `must_not` or a `should` that counts, is one part. No part: it matches every document (an empty
 * bool). The saved-search matcher asks each distinct part once a page, where its saved searches share most of them
 * (the same words, regions, rates): the decision is the conjunction of the query's own clauses, as the cluster's.
 */
export function conjuncts(query: object): object[] {
  const { boosting, bool } = query as { boosting?: { positive: object }; bool?: Record<string, unknown> };
  if (boosting) return conjuncts(boosting.positive);
  if (!bool) return [query];
  const list = (v: unknown): object[] => (v === undefined ? [] : Array.isArray(v) ? v : [v as object]);
  const { must, filter, should, minimum_should_match: least, ...rest } = bool;
  const required = [...list(must), ...list(filter)];
  const scoringOnly = list(should).length === 0 || (least === 0 && required.length > 0);
  if (Object.keys(rest).length > 0 || !scoringOnly) return [query];
  return required.flatMap(conjuncts);
}

/** The query a search's criteria are matched by: compileSearch's, the very query of search (no ids, no paging). */
export const compileMatchQuery = (q: Omit<SearchQuery, 'ids' | 'facets' | 'offset' | 'limit'>): object =>
  compileSearch({ ...q, offset: 0, limit: 0 }).query;

/**
 * One search asking several queries at once which of the given profiles each matches: the profiles (`terms` on
 * `internalId`) that match at least one of them, each query wrapped as it is, with the ids it is asked about, in a
 * named bool (`_name`: its position) in filter context, so the cluster says which matched each hit (`matched_queries`:
 * each named query tested against the hit on its own). Nothing is scored or sorted; every match is returned (`size`:
 * the ids).
 * The ids are a `must`, not a `filter` (the same when nothing is scored), at both levels: the cluster builds a bool's
 * clauses in the order must, must_not, should, filter, and Lucene stops at the first required clause that has no match
 * in a segment, so a query is set up only on the segments that hold one of its own ids, and tested only on those ids
 * (its ids lead the conjunction), not on every profile of the search. On the saved-search benchmark's pages, the ids
 * as a filter took twice the engine's time, and without each query's own ids a search was no cheaper than as many
 * searches.
 */
export function compileMatchAmong(asks: { query: object; ids: string[] }[]): object {
  const ids = [...new Set(asks.flatMap((a) => a.ids))];
  return {
    query: {
      bool: {
        must: [{ terms: { internalId: ids } }],
        should: asks.map((a, i) => ({
          bool: { must: [{ terms: { internalId: a.ids } }], filter: [a.query], _name: String(i) },
        })),
        minimum_should_match: 1,
      },
    },
    sort: ['_doc'],
    size: ids.length,
    track_total_hits: false,
    _source: false,
  };
}
