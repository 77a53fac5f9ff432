import { compileMatchQuery, conjuncts } from '../../src/adapters/search-cluster/bool-query';
import { keyFilters } from '../../src/domain/search/filters';
import { parseKeywords } from '../../src/domain/search/keyword-grammar';
import { literalQuery } from '../../src/domain/search/query-expansion';

/**
 * The parts a cluster query is matched by (the saved-search matcher asks each distinct part once): a document matches
 * the query exactly when it matches every part. The answers are held equal to search's on both clusters by
 * test/contract/search-match-among.test.ts; here, which shapes are split and which are kept whole.
 */
describe('conjuncts', () => {
  const a = { term: { keys: 'a' } };
  const b = { range: { rate: { lte: 500 } } };
  const c = { match_phrase: { headline: 'c' } };

  it('splits a bool’s must and filter clauses, nested bools too, and a boosting query’s positive one', () => {
    expect(conjuncts({ bool: { must: [a], filter: [b, { bool: { filter: [c] } }] } })).toEqual([a, b, c]);
    expect(
      conjuncts({ boosting: { positive: { bool: { must: [a], filter: b } }, negative: c, negative_boost: 0.1 } }),
    ).toEqual([a, b]);
    // Should clauses that only score (beside a required clause, minimum_should_match 0) are no part.
    expect(conjuncts({ bool: { must: [a], should: [c], minimum_should_match: 0 } })).toEqual([a]);
    expect(conjuncts({ bool: { must: [], filter: [] } })).toEqual([]); // matches every document
  });

  it('keeps whole what is no conjunction: a should that counts, a must_not, any other query', () => {
    const either = { bool: { should: [a, c], minimum_should_match: 1 } };
    const not = { bool: { must: [a], must_not: [c] } };
    const alone = { bool: { must: [a], should: [c] } }; // minimum_should_match unset: kept whole, to be safe
    expect(conjuncts({ bool: { filter: [either, not, alone, b] } })).toEqual([either, not, alone, b]);
    expect(conjuncts(either)).toEqual([either]);
    expect(conjuncts(c)).toEqual([c]);
  });

  it('gives saved searches that share words, a filter or a rate the same parts', () => {
    const words = literalQuery(parseKeywords('react OR vue'));
    const filters = keyFilters({ available: true });
    const one = conjuncts(compileMatchQuery({ keywords: words, filters, maxRate: { max: 500, unknown: 'include' } }));
    const two = conjuncts(compileMatchQuery({ keywords: words, filters, maxRate: { max: 600, unknown: 'include' } }));
    expect(one).toHaveLength(3);
    expect(one.slice(0, 2)).toEqual(two.slice(0, 2));
    expect(one[2]).not.toEqual(two[2]);
  });
});
