import { demoProfiles } from '../../src/demo/demo-profiles';
import { DomainError } from '../../src/domain/errors';
import { documentTerms, mayMatch, prepareKeywords, type DocumentTerms } from '../../src/domain/search/may-match';
import type { KeyFilter } from '../../src/domain/search/filters';
import { toSearchDocument } from '../../src/domain/search/search-document';
import { MIX } from '../../bench/search/query-mix';
import { describeSearchEngines, type SearchTestContext } from '../contract/search-engine.contract';
import { seededRandom } from '../support/random';

/**
 * The saved-search matcher's pre-filter (domain/search/may-match.ts) leaves out only what the engine would not match:
 * on random profiles, the search benchmark's query mix and random queries made of the pool's own words (words,
 * phrases, exclusions, OR groups, typos the pool corrects, places and attributes, filters and ranges),
 * SearchService.matchingAmongMany gives the same answers with the profiles' search documents (the pre-filter) and
 * without them, on every engine; and the pre-filter does leave most pairs out. Its index of many queries
 * (MayMatchIndex) tests a profile against those that need something it holds: its candidates are exactly the queries
 * mayMatch lets through, each tested alone.
 */
const CORPUS = () => [
  ...demoProfiles(150, { seed: 4242, idPrefix: 'pf-a-' }),
  ...demoProfiles(150, { seed: 777, idPrefix: 'pf-b-' }),
];

/** Queries whose answers the test compares: the mix, hand-made edge cases, and random ones from the pool's words. */
function queries(words: string[]): Record<string, unknown>[] {
  const fixed: Record<string, unknown>[] = [
    ...MIX.map((q) => {
      const { limit: _limit, ...rest } = q as Record<string, unknown>;
      return rest;
    }),
    { keywords: '' },
    { keywords: '!!! ???' },
    { keywords: '-java' },
    { keywords: 'devops OR -react' },
    { keywords: 'developeur' }, // corrected by typo tolerance
    { keywords: 'kubernetis terraform' },
    { keywords: 'lyon' },
    { keywords: 'développeur paris' },
    { keywords: 'senior remote' },
    { keywords: 'anglais courant' },
    { keywords: 'disponible' },
    { keywords: 'full-stack' },
    { keywords: '"e-commerce"' },
    { keywords: 'k8s OR "chef de projet" OR cartographe' },
    { keywords: 'front end' },
    { keywords: 'pm' },
    { keywords: 'react', maxRate: 500 },
    { keywords: 'java', maxRate: 450, rateUnknown: 'exclude' },
    { keywords: 'data', availableBefore: '2026-12-31' },
    { seniority: ['junior'] },
    { keywords: 'consultant', available: false, remoteWork: ['full-remote'] },
  ];
  const next = seededRandom(29);
  const pick = () => words[Math.floor(next() * words.length)]!;
  const made: Record<string, unknown>[] = [];
  for (let i = 0; i < 60; i++) {
    const group = () => {
      const n = 1 + Math.floor(next() * 3);
      const terms: string[] = [];
      for (let k = 0; k < n; k++) {
        const r = next();
        if (r < 0.15) terms.push(`"${pick()} ${pick()}"`);
        else if (r < 0.25) terms.push(`-${pick()}`);
        else if (r < 0.32)
          terms.push(`${pick()}x`); // a near miss: typo tolerance may read it as a pool word
        else terms.push(pick());
      }
      return terms.join(' ');
    };
    made.push({ keywords: next() < 0.3 ? `${group()} OR ${group()}` : group() });
  }
  return [...fixed, ...made];
}

describeSearchEngines('the saved-search pre-filter leaves out only what the engine would not match', CORPUS, (ctx) =>
  prefilterParity(ctx),
);

function prefilterParity(ctx: SearchTestContext) {
  it('gives the same matches with and without the search documents, and leaves most profiles unasked', async () => {
    const { t } = ctx;
    const stored = (await t.internals.stores.profiles.changesAfter(null, 10_000)).filter((p) => !p.removalReason);
    const documents = new Map<string, DocumentTerms>();
    const words = new Set<string>();
    for (const p of stored) {
      const doc = toSearchDocument(p, t.c.mobility)!;
      documents.set(p.internalId, documentTerms(doc));
      for (const w of doc.words) if (w.length >= 3) words.add(w);
    }
    const ids = [...documents.keys()];
    const asked = queries([...words].sort());
    const sorted = (answers: (string[] | DomainError)[]) =>
      answers.map((a) => (a instanceof DomainError ? a.message : [...a].sort()));
    const plain = sorted(await t.c.search.matchingAmongMany(asked, ids));
    const engine = ctx.searchEngine();
    const matchAmong = engine.matchAmong.bind(engine);
    let profilesAsked = 0;
    const spy = jest.spyOn(engine, 'matchAmong').mockImplementation(async (asks) => {
      profilesAsked += asks.reduce((n, a) => n + a.ids.length, 0);
      return matchAmong(asks);
    });
    try {
      const filtered = sorted(await t.c.search.matchingAmongMany(asked, ids, documents));
      asked.forEach((q, i) => expect({ q, found: filtered[i] }).toEqual({ q, found: plain[i] }));
    } finally {
      spy.mockRestore();
    }
    // The index skips only what mayMatch refuses: its candidates are the queries mayMatch passes, tested one by one.
    const compiled = await t.c.search.compileMany(asked);
    for (const [id, doc] of documents) {
      const alone = compiled.queries.flatMap((q, i) =>
        q instanceof DomainError || !mayMatch(q, prepareKeywords(q.keywords), doc) ? [] : [i],
      );
      expect({ id, candidates: compiled.prefilter.candidates(doc).sort((a, b) => a - b) }).toEqual({
        id,
        candidates: alone,
      });
    }
    const matched = plain.reduce((n, a) => n + (Array.isArray(a) ? a.length : 0), 0);
    expect(matched).toBeGreaterThan(100); // the queries do match: the comparison is not one of empty answers
    expect(profilesAsked).toBeGreaterThanOrEqual(matched);
    expect(profilesAsked).toBeLessThan((asked.length * ids.length) / 4);
  });
}

it('requires one of the keys of each filter, and none of an excluding one', () => {
  const d: DocumentTerms = {
    stemmed: new Set(),
    exact: new Set(),
    keys: new Set(['k:react']),
    rate: null,
    availableFrom: null,
  };
  const keywords = { groups: [] };
  const may = (filters: KeyFilter[]) => mayMatch({ keywords, filters }, prepareKeywords(keywords), d);
  expect(may([{ facet: 'skills', any: ['k:react'] }])).toBe(true);
  expect(may([{ facet: 'skills', any: ['k:vue'] }])).toBe(false);
  expect(may([{ facet: 'skills', any: ['k:vue', 'k:react'] }])).toBe(true);
  expect(may([{ facet: 'skills', any: ['k:react'], negate: true }])).toBe(false);
  expect(may([{ facet: 'skills', any: ['k:vue'], negate: true }])).toBe(true);
});
