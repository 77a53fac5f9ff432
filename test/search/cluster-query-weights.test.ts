import { compileSearch } from '../../src/adapters/search-cluster/bool-query';
import { compileSqliteSearch } from '../../src/adapters/sqlite/sqlite-search-compiler';
import { parseKeywords } from '../../src/domain/search/keyword-grammar';
import { RANKED_ATTRIBUTE, WEIGHTS } from '../../src/domain/search/match-keys';
import { expandKeywords, PLACE_FACTOR } from '../../src/domain/search/query-expansion';
import { parseMobilityFile } from '../../src/services/mobility.service';
import { bundledMobilityBytes } from '../support/mobility';

/**
 * What a place, a sector and an attribute weigh in a query against the text, on every engine: places and the words
 * that rank beside a specialty PLACE_FACTOR times their weight (BM25 spreads the holders of one title wide),
 * attributes as they are. What it does to the answers is measured by `npm run bench:relevance` (docs/performance.md).
 */
const places = parseMobilityFile(bundledMobilityBytes());

/** Every constant_score's boost in a compiled query, by the keys or the words it holds. */
function boosts(keywords: string): Map<string, number> {
  const { query } = expandKeywords(parseKeywords(keywords), { places });
  const body = compileSearch({ keywords: query, filters: [], boosts: query.prefer ?? [], offset: 0, limit: 10 });
  const found = new Map<string, number>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (node === null || typeof node !== 'object') return;
    const cs = (node as { constant_score?: { filter: unknown; boost: number } }).constant_score;
    if (cs) {
      const terms = (cs.filter as { terms?: { keys: string[] } }).terms;
      // keys by their name; text by its (analysed) words
      for (const key of terms?.keys ?? [JSON.stringify(cs.filter).match(/"query":"([^"]+)"/)?.[1] ?? '?'])
        found.set(key, cs.boost);
    }
    Object.values(node).forEach(walk);
  };
  walk(body);
  return found;
}

describe('query weights', () => {
  it('weighs a place, its text and a sector beside a specialty PLACE_FACTOR times', () => {
    expect(PLACE_FACTOR).toBeGreaterThan(1);
    const nantes = boosts('java kafka nantes');
    expect(nantes.get('h:in:FR/r52/d44/vnantes')).toBe(WEIGHTS.lives * PLACE_FACTOR);
    expect(nantes.get('w:cover:FR')).toBe(WEIGHTS.coversCountry * PLACE_FACTOR);
    const text = (found: Map<string, number>, word: string) =>
      [...found.entries()].find(([k]) => k.startsWith(word))?.[1];
    expect(text(nantes, 'nant')).toBe(WEIGHTS.mentioned * PLACE_FACTOR); // the word in text
    expect(text(boosts('product owner banque'), 'banqu')).toBe(WEIGHTS.preferred * PLACE_FACTOR);
  });

  it('weighs them alike on the embedded engine', () => {
    const { query } = expandKeywords(parseKeywords('java kafka nantes'), { places });
    const plan = compileSqliteSearch({ keywords: query, filters: [], boosts: [], offset: 0, limit: 10 });
    const params = [...plan.rows.params];
    // (CASE key WHEN ? THEN ?: the key followed by its weight)
    const weightOf = (key: string) => params.find((p, i) => i > 0 && params[i - 1] === key && typeof p === 'number');
    expect(weightOf('h:in:FR/r52/d44/vnantes')).toBe(WEIGHTS.lives * PLACE_FACTOR);
    expect(plan.rows.sql).toContain(`ELSE ${WEIGHTS.mentioned * PLACE_FACTOR} END`); // the word in text
  });

  it('weighs an attribute as the embedded engine does: it already outweighs the text', () => {
    expect(boosts('senior').get('s:senior')).toBe(WEIGHTS.attribute);
    expect(boosts('java senior').get('s:senior')).toBe(WEIGHTS.attribute * RANKED_ATTRIBUTE); // beside a specialty
    expect([...boosts('senior').entries()].find(([k]) => k.startsWith('senio'))?.[1]).toBe(WEIGHTS.mentioned);
  });
});
