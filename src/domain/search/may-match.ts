import type { KeyFilter } from './filters';
import type { SearchTerm } from './keyword-grammar';
import type { Alternative, Clause, ExpandedGroup, ExpandedQuery } from './query-expansion';
import { SEARCH_FIELDS, type SearchDocument } from './search-document';
import { exactTokens, stemmedTokens } from './text-analysis';

/**
 * Whether a search could match a profile, decided from its search document without asking an engine: a necessary
 * condition, never a second evaluation. The saved-search matcher asks the engine only about the profiles of a batch
 * that pass it (SearchService.matchingAmongMany); whether they match is still the engine's answer.
 *
 * It reads the very expanded query the engine compiles (the grammar, the corrections and the vocabulary's expansion
 * already applied: query-expansion.ts) and the very token streams the engines index (search-document.ts, analysed by
 * text-analysis.ts; FTS5 and the clusters' `whitespace` analyzer only split them on spaces). Both compilers read a
 * term the same way (termTokens below): a word is its stemmed tokens, next to each other in one stemmed field; a
 * quoted phrase its exact tokens, next to each other in one exact field; a term without a token is dropped, as is an
 * alternative without a term and a clause with neither an alternative nor a key; a group left with nothing matches
 * everyone. Engines do no fuzzy or prefix matching: typo tolerance is done by the expansion, before.
 *
 * So a clause may match when the profile has one of its keys, or when, for one of its alternatives, every token of
 * every term appears somewhere in the profile's fields of that kind (order, adjacency and the one-field rule are left
 * to the engine: looser, so it lets through whatever the engine could match). Exclusions are left to the engine (an
 * exclusion only removes matches). A group may match when each of its included clauses may; the query when one of its
 * groups may, and its filters hold (the key filters and ranges, exact tests of the document's keys, rate and first
 * day available, as both compilers make them).
 */

/** The tokens a term is matched by, as both engines' compilers read it. */
export function termTokens(term: SearchTerm): string[] {
  return term.kind === 'phrase' ? exactTokens(term.text) : stemmedTokens(term.text);
}

/** What of a profile's search document the test reads. */
export interface DocumentTerms {
  stemmed: ReadonlySet<string>;
  exact: ReadonlySet<string>;
  keys: ReadonlySet<string>;
  rate: number | null;
  availableFrom: number | null;
}

export function documentTerms(doc: SearchDocument): DocumentTerms {
  const stemmed = new Set<string>();
  const exact = new Set<string>();
  for (const f of SEARCH_FIELDS) {
    for (const t of doc.fields[f].stemmed.split(' ')) if (t) stemmed.add(t);
    for (const t of doc.fields[f].exact.split(' ')) if (t) exact.add(t);
  }
  return { stemmed, exact, keys: new Set(doc.keys), rate: doc.rate, availableFrom: doc.availableFrom };
}

/** The part of an engine's query the test reads (ports/search-engine.ts's SearchQuery has these). */
export interface MatchableQuery {
  keywords: ExpandedQuery;
  filters?: KeyFilter[];
  maxRate?: { max: number; unknown: 'include' | 'exclude' };
  availableBefore?: number;
}

/** The query's keywords, made ready to test many documents: each term's tokens read once. */
export interface PreparedKeywords {
  /** null: some group matches everyone. Else, per group, its included clauses. */
  groups: PreparedClause[][] | null;
}

interface PreparedClause {
  /** Per alternative, the tokens of its terms, and in which kind of field they are looked for. */
  alternatives: { tokens: string[]; exact: boolean }[][];
  keys: string[];
}

function prepareClause(c: Clause): PreparedClause | null {
  const alternatives = c.alternatives.map(prepareAlternative).filter((a) => a.length > 0);
  if (alternatives.length === 0 && c.keys.length === 0) return null;
  return { alternatives, keys: c.keys.map((k) => k.key) };
}

const prepareAlternative = (alt: Alternative) =>
  alt.map((t) => ({ tokens: termTokens(t), exact: t.kind === 'phrase' })).filter((t) => t.tokens.length > 0);

function prepareGroup(g: ExpandedGroup): PreparedClause[] | null {
  const include = g.include.map(prepareClause).filter((c): c is PreparedClause => c !== null);
  const excludes = g.exclude.some((c) => prepareClause(c) !== null);
  return include.length === 0 && !excludes ? null : include;
}

export function prepareKeywords(q: ExpandedQuery): PreparedKeywords {
  const groups = q.groups.map(prepareGroup);
  return { groups: groups.length === 0 || groups.includes(null) ? null : (groups as PreparedClause[][]) };
}

const clauseMayMatch = (c: PreparedClause, d: DocumentTerms): boolean =>
  c.keys.some((k) => d.keys.has(k)) ||
  c.alternatives.some((alt) => alt.every((t) => t.tokens.every((token) => (t.exact ? d.exact : d.stemmed).has(token))));

/** Whether the query could match the document: false only when no engine would match it. */
export function mayMatch(q: MatchableQuery, keywords: PreparedKeywords, d: DocumentTerms): boolean {
  if (!(q.filters ?? []).every((f) => !f.negate === f.any.some((k) => d.keys.has(k)))) return false;
  if (q.maxRate && !(d.rate === null ? q.maxRate.unknown === 'include' : d.rate <= q.maxRate.max)) return false;
  if (q.availableBefore !== undefined && !(d.availableFrom !== null && d.availableFrom <= q.availableBefore))
    return false;
  return keywords.groups === null || keywords.groups.some((g) => g.every((c) => clauseMayMatch(c, d)));
}

/** A query ready for the pre-filter: what mayMatch reads of it. */
export interface PreparedQuery {
  query: MatchableQuery;
  keywords: PreparedKeywords;
}

/** What a document holds, by kind: the index's postings are looked up in the document's own sets. */
type Postings = Record<'stemmed' | 'exact' | 'keys', Map<string, number[]>>;

/**
 * mayMatch of many queries over one document, asking only the queries that could pass: each query is indexed under
 * what any document it may match must hold, one of a few tokens or keys (`needs`), so a document is tested against the
 * queries that need something it holds, not against all of them. The answer is mayMatch's, query by query: the index
 * only skips queries mayMatch would refuse. Built once for a saved-search matcher's pass.
 */
export class MayMatchIndex {
  private readonly postings: Postings = { stemmed: new Map(), exact: new Map(), keys: new Map() };
  /** The queries that need nothing a document could be looked up by (no keywords nor a filter to require). */
  private readonly always: number[] = [];

  /** `queries[i]` null: a query not to test (never a candidate). */
  constructor(private readonly queries: readonly (PreparedQuery | null)[]) {
    for (const [i, q] of queries.entries()) {
      if (!q) continue;
      const needed = needs(q);
      if (needed === null) this.always.push(i);
      else
        for (const [kind, value] of needed) {
          const list = this.postings[kind].get(value);
          if (list) list.push(i);
          else this.postings[kind].set(value, [i]);
        }
    }
  }

  /** The indexes of the queries that may match the document (mayMatch true), in no particular order. */
  candidates(d: DocumentTerms): number[] {
    const seen = new Uint8Array(this.queries.length);
    const found: number[] = [];
    const visit = (list: readonly number[] | undefined) => {
      for (const i of list ?? []) {
        if (seen[i]) continue;
        seen[i] = 1;
        const q = this.queries[i]!;
        if (mayMatch(q.query, q.keywords, d)) found.push(i);
      }
    };
    visit(this.always);
    for (const [kind, held] of [
      ['stemmed', d.stemmed],
      ['exact', d.exact],
      ['keys', d.keys],
    ] as const) {
      const postings = this.postings[kind];
      for (const value of held) visit(postings.get(value));
    }
    return found;
  }
}

/**
 * What a document must hold, one of them at least, for mayMatch to pass: for keywords, for each OR group, one of the
 * tokens or keys of its clause that needs the fewest (a clause passes only with one of its keys or, for one of its
 * alternatives, every token: its longest one stands for it); else the keys of the filter with the fewest (a filter
 * that is no exclusion needs one). null: nothing is needed (a group with no included clause, and no such filter).
 */
function needs(q: PreparedQuery): [keyof Postings, string][] | null {
  if (q.keywords.groups && q.keywords.groups.every((g) => g.length > 0))
    return q.keywords.groups.flatMap((g) => {
      const each = g.map(clauseNeeds);
      return each.reduce((a, b) => (b.length < a.length ? b : a));
    });
  const filter = (q.query.filters ?? [])
    .filter((f) => !f.negate)
    .reduce<KeyFilter | null>((a, f) => (a && a.any.length <= f.any.length ? a : f), null);
  return filter ? filter.any.map((k) => ['keys', k]) : null;
}

function clauseNeeds(c: PreparedClause): [keyof Postings, string][] {
  return [
    ...c.keys.map((k): [keyof Postings, string] => ['keys', k]),
    ...c.alternatives.map((alt): [keyof Postings, string] => {
      let best = alt[0]!;
      let token = best.tokens[0]!;
      for (const t of alt) for (const x of t.tokens) if (x.length > token.length) [best, token] = [t, x];
      return [best.exact ? 'exact' : 'stemmed', token];
    }),
  ];
}
