import { clauseCount, compileMatchQuery, conjuncts } from '../../src/adapters/search-cluster/bool-query';
import { ClusterSearchEngine } from '../../src/adapters/search-cluster/cluster-search-engine';
import { demoProfiles } from '../../src/demo/demo-profiles';
import { DomainError } from '../../src/domain/errors';
import { parseKeywords } from '../../src/domain/search/keyword-grammar';
import { literalQuery } from '../../src/domain/search/query-expansion';
import { REGIONS } from '../../src/domain/search/referential';
import type { MatchAsk, SearchEngine } from '../../src/ports/search-engine';
import { MIX } from '../../bench/search/query-mix';
import { describeSearchEngines, type SearchTestContext } from './search-engine.contract';
import { seededRandom } from '../support/random';

/**
 * SearchEngine.matchAmong, the saved-search matcher's question (which of these profiles does each query match), on
 * every engine: each answer is what `search` of the same query restricted to the ask's ids finds, and the same on
 * SQLite, OpenSearch and Elasticsearch, for the query shapes the compilers emit (words and their equivalents, phrases,
 * exclusions, OR groups, the demoted titles a cluster ranks with a `boosting` query, places, attributes, key filters
 * and their negation, day rates with and without the unknown ones, availability); never a profile the ask did not
 * name; a query that matches none of its profiles; searches over a cluster's clause limit, split and asked again; and a
 * query the engine refuses on its own, or the service refuses, holding back no other.
 */
const CORPUS = () => [
  ...demoProfiles(120, { seed: 2929, idPrefix: 'ma-a-' }),
  ...demoProfiles(120, { seed: 4343, idPrefix: 'ma-b-' }),
];

/** The criteria asked: the search mix with the saved-search benchmark's filters, and shapes of their own. */
function criteria(): Record<string, unknown>[] {
  const mix = MIX.map((q) => {
    const { limit: _limit, ...rest } = q as Record<string, unknown>;
    return rest;
  });
  const filtered = mix.flatMap((q, i) =>
    [0, 1, 2].map((k) => ({
      ...q,
      workAreas: [REGIONS[(i * 3 + k) % REGIONS.length]!.slug],
      available: k !== 1,
      maxRate: 400 + 100 * k,
      ...(k === 2 && { rateUnknown: 'exclude' }),
    })),
  );
  return [
    ...mix,
    ...filtered,
    { keywords: '' },
    { keywords: '!!! ???' },
    { keywords: '-java' },
    { keywords: 'devops OR -react' },
    { keywords: 'data engineer' },
    { keywords: 'react typescript' },
    { keywords: 'ingénieur fiabilité' },
    { keywords: 'développeuse mobile -flutter' },
    { keywords: 'chef de projet OR product owner' },
    { keywords: '"chef de projet" OR "product owner" -junior' },
    { keywords: 'lyon' },
    { keywords: 'senior remote' },
    { keywords: 'anglais courant' },
    { keywords: 'full-stack' },
    { keywords: 'k8s OR cartographe' },
    { keywords: 'java', availableBefore: '2026-12-31' },
    { seniority: ['junior'] },
    { skills: ['python'], remoteWork: ['full-remote'] },
    { keywords: 'consultant', available: false },
    { keywords: 'zzzz qqqq' }, // matches nobody
  ];
}

/** Each engine's answers, by criteria, to compare the engines with the first (the embedded engine). */
const seen = new Map<string, (string[] | string)[]>();

describeSearchEngines('matchAmong answers each query as search restricted to its ids', CORPUS, (ctx) =>
  matchAmongContract(ctx),
);

/** What `search` of each ask's query restricted to its ids finds, sorted (a few searches to a request). */
async function searched(engine: SearchEngine, asks: MatchAsk[]): Promise<string[][]> {
  const found: string[][] = [];
  for (let k = 0; k < asks.length; k += 25) {
    const part = asks.slice(k, k + 25);
    const hits = await engine.searchMany(part.map((a) => ({ ...a.query, ids: a.ids, offset: 0, limit: a.ids.length })));
    found.push(...hits.map((h) => [...h.ids].sort()));
  }
  return found;
}

const sorted = (answers: (string[] | DomainError)[]) =>
  answers.map((a) => (a instanceof DomainError ? a.message : [...a].sort()));

function matchAmongContract(ctx: SearchTestContext) {
  /** Every live profile, and the asks: each query about a seeded random part of them, some about none or all. */
  async function setup() {
    const ids = (await ctx.t.internals.stores.profiles.changesAfter(null, 10_000))
      .filter((p) => !p.removalReason)
      .map((p) => p.internalId)
      .sort();
    const compiled = await ctx.t.c.search.compileMany(criteria());
    const next = seededRandom(29);
    const asks: MatchAsk[] = [];
    compiled.queries.forEach((query, i) => {
      if (query instanceof DomainError) throw query;
      const some = i % 7 === 0 ? ids : ids.filter(() => next() < 0.4);
      asks.push({ query: { ...query, boosts: [] }, ids: i % 11 === 5 ? [] : some });
    });
    return { ids, asks };
  }

  it('finds what search restricted to the same ids finds, for every query, the same on every engine', async () => {
    const engine = ctx.searchEngine();
    const { asks } = await setup();
    const expected = await searched(engine, asks);
    const found = sorted(await engine.matchAmong(asks));
    asks.forEach((a, i) => {
      expect({ i, found: found[i] }).toEqual({ i, found: expected[i] });
      for (const id of found[i]!) expect(a.ids).toContain(id);
    });
    // The comparison is not one of empty answers, nor of answers that take every profile asked.
    const matched = found.reduce((n, a) => n + a.length, 0);
    const asked = asks.reduce((n, a) => n + a.ids.length, 0);
    expect(matched).toBeGreaterThan(300);
    expect(matched).toBeLessThan(asked / 2);
    expect(found.filter((a, i) => a.length === 0 && asks[i]!.ids.length > 0).length).toBeGreaterThan(3);
    const first = seen.values().next().value;
    if (first) expect(found).toEqual(first);
    else seen.set(ctx.engine, found);
  });

  it('answers a query about profiles it does not match with none, and about none with none', async () => {
    const engine = ctx.searchEngine();
    const { ids, asks } = await setup();
    const [nobody] = (await ctx.t.c.search.compileMany([{ keywords: 'zzzz qqqq' }])).queries;
    const [carto] = (await ctx.t.c.search.compileMany([{ keywords: 'cartographe' }])).queries;
    const matching = new Set(await ctx.t.c.search.matchingAmong({ keywords: 'cartographe' }, ids));
    const others = ids.filter((id) => !matching.has(id));
    const extra: MatchAsk[] = [
      { query: nobody as MatchAsk['query'], ids },
      { query: carto as MatchAsk['query'], ids: others },
      { query: carto as MatchAsk['query'], ids: [] },
    ];
    const found = await engine.matchAmong([...extra, asks[1]!]);
    expect(found.slice(0, 3)).toEqual([[], [], []]);
    expect(sorted([found[3]!])).toEqual(await searched(engine, [asks[1]!]));
  });

  it('splits a search the cluster refuses for its clauses, and asks its halves again, to the same answers', async () => {
    if (!ctx.cluster) return; // the embedded engine has no clause limit
    const engine = ctx.searchEngine();
    const { asks: base } = await setup();
    // Every query in one search: the queries, each with day rates and words of its own (matchAmong asks each distinct
    // part of the queries once: a copy's keywords have one more OR group, a word nobody has), as many times over as it
    // takes to hold over 20 000 clauses, past OpenSearch's limit (1024) and Elasticsearch's (8192 on the integ-test
    // node).
    // (what matchAmong sends: each query's conjuncts, not the ranking a search adds to them)
    const clauses = base.reduce(
      (n, a) => n + conjuncts(compileMatchQuery(a.query)).reduce((m, c) => m + clauseCount(c), 0),
      0,
    );
    const asks = Array.from({ length: Math.ceil(20_000 / clauses) }, (_, k) =>
      base.map((a) => ({
        ...a,
        query: {
          ...a.query,
          keywords: {
            ...a.query.keywords,
            groups: [...a.query.keywords.groups, ...literalQuery(parseKeywords(`zq${k.toString(36)}`)).groups],
          },
          maxRate: { max: 300 + 25 * k, unknown: 'include' as const },
        },
      })),
    ).flat();
    const expected = await searched(engine, asks);
    const client = ctx.cluster.client();
    const msearchMatched = client.msearchMatched.bind(client);
    let refused = 0;
    client.msearchMatched = async (...args) => {
      const items = await msearchMatched(...args);
      refused += items.filter((r) => r instanceof Error).length;
      return items;
    };
    try {
      const trusting = new ClusterSearchEngine(
        ctx.engine as 'opensearch' | 'elasticsearch',
        client,
        ctx.cluster.alias,
        10_000,
        undefined,
        { clausesPerSearch: 1_000_000, queriesPerSearch: 10_000, searchesPerRequest: 10 },
      );
      expect(sorted(await trusting.matchAmong(asks))).toEqual(expected);
      expect(refused).toBeGreaterThan(0);
      expect(expected.reduce((n, a) => n + a.length, 0)).toBeGreaterThan(300);
    } finally {
      await client.close();
    }
  });

  it('answers a query the engine refuses on its own by its refusal, in its place, and the others as search does', async () => {
    const engine = ctx.searchEngine();
    const { asks } = await setup();
    // 2 100 words that no profile holds, each a phrase over the four fields: 8 400 clauses, over either cluster's limit.
    const words = Array.from({ length: 2100 }, (_, i) => `zq${i.toString(36)}`);
    const huge: MatchAsk = { query: { keywords: literalQuery(parseKeywords(words.join(' '))) }, ids: asks[0]!.ids };
    const some = asks.slice(0, 12);
    const found = await engine.matchAmong([...some.slice(0, 6), huge, ...some.slice(6)]);
    const answer = found[6]!;
    if (ctx.cluster) {
      expect(answer).toBeInstanceOf(DomainError);
      expect((answer as DomainError).code).toBe('validation');
      expect((answer as DomainError).message).toMatch(/more clauses than its limit/);
      // search itself cannot answer it either: a refusal of the query (keywords named), never an outage: three in a
      // row leave the circuit closed (OpenSearch answers it with a 500)
      for (let i = 0; i < 3; i++)
        await expect(engine.search({ ...huge.query, ids: huge.ids, offset: 0, limit: 10 })).rejects.toMatchObject({
          code: 'validation',
          message: expect.stringMatching(/^keywords: more words/),
        });
      const java = { keywords: literalQuery(parseKeywords('java')), offset: 0, limit: 1 };
      expect((await engine.search(java)).total).toBeGreaterThan(0);
    } else expect(answer).toEqual([]); // the embedded engine has no clause limit
    expect(sorted([...found.slice(0, 6), ...found.slice(7)])).toEqual(await searched(engine, some));
  });

  it('gives a saved query the service refuses its validation error, in its place, and the others their matches', async () => {
    const { ids } = await setup();
    const answers = await ctx.t.c.search.matchingAmongMany(
      [{ keywords: 'développeur' }, { skills: ['no-such-skill'] }, { keywords: 'data' }],
      ids,
    );
    expect(answers[1]).toBeInstanceOf(DomainError);
    expect((answers[1] as DomainError).message).toMatch(/no-such-skill/);
    for (const [i, keywords] of [
      [0, 'développeur'],
      [2, 'data'],
    ] as const) {
      expect([...(answers[i] as string[])].sort()).toEqual(
        [...(await ctx.t.c.search.matchingAmong({ keywords }, ids))].sort(),
      );
      expect((answers[i] as string[]).length).toBeGreaterThan(0);
    }
  });
}
