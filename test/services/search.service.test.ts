import { DomainError } from '../../src/domain/errors';
import { Stage1Ids } from '../../src/domain/partners/stage1-id';
import type { MatchAsk, SearchEngine, SearchHits, SearchQuery } from '../../src/ports/search-engine';
import { POOL_WORDS_TTL_MS, SearchService } from '../../src/services/search.service';
import { MemoryProfileStore } from '../support/memory-profile-store';

/**
 * The service tier: SearchService over an in-memory store and a fake engine that records the query it is asked and
 * answers what the test says (no engine, no HTTP). The engines themselves are held to one contract
 * (test/contract/search-engine.contract.ts); the vocabulary's rules have their unit tests and their contract.
 */
class FakeEngine implements SearchEngine {
  readonly name = 'fake';
  readonly asked: SearchQuery[] = [];
  /** The pool's words, and the hits of each query (by its first word as typed), else `fallback`. */
  words: string[] = [];
  hits = new Map<string, SearchHits>();
  fallback: SearchHits = { ids: [], total: 0 };

  async search(q: SearchQuery): Promise<SearchHits> {
    this.asked.push(q);
    const first = q.keywords.groups[0]?.include[0]?.alternatives[0]?.[0]?.text ?? '';
    return this.hits.get(first) ?? this.fallback;
  }
  async searchMany(queries: SearchQuery[]): Promise<SearchHits[]> {
    return Promise.all(queries.map((q) => this.search(q)));
  }
  async matchAmong(asks: MatchAsk[]): Promise<string[][]> {
    const found = await this.searchMany(asks.map((a) => ({ ...a.query, ids: a.ids, offset: 0, limit: a.ids.length })));
    return found.map((hits, i) => hits.ids.filter((id) => asks[i]!.ids.includes(id)));
  }
  async ping() {}
  async vocabulary() {
    return this.words;
  }
  async indexVersion() {
    return null;
  }
  async documentVersion() {
    return null;
  }
  async searchableVersions() {
    return new Map<string, number>();
  }
}

function setup(options: { vocabulary?: boolean; clock?: () => number } = {}) {
  const memory = new MemoryProfileStore();
  const engine = new FakeEngine();
  const stage1 = new Stage1Ids('i'.repeat(40));
  const search = new SearchService(
    engine,
    memory.store(),
    stage1,
    undefined,
    undefined,
    options.clock ?? (() => 0),
    options.vocabulary ?? true,
  );
  return { memory, engine, stage1, search };
}

const page = { page: 1, limit: 20 };

describe('SearchService', () => {
  it('hands the engine the keywords read through the vocabulary, parsed and expanded once', async () => {
    const { engine, search } = setup();
    await search.search('partner:p', { keywords: 'vue -php', ...page });
    const [group] = engine.asked[0]!.keywords.groups;
    expect(group!.include[0]!.alternatives.map((alt) => alt.map((t) => t.text))).toEqual([['vue'], ['vuejs']]);
    expect(group!.exclude[0]!.alternatives).toEqual([[{ kind: 'word', text: 'php' }]]);
  });

  it('hands the keywords word for word when the vocabulary is off', async () => {
    const { engine, search } = setup({ vocabulary: false });
    await search.search('partner:p', { keywords: 'vue', ...page });
    expect(engine.asked[0]!.keywords).toEqual({
      groups: [{ include: [{ alternatives: [[{ kind: 'word', text: 'vue' }]], keys: [] }], exclude: [] }],
    });
  });

  it('reads an unknown word as the closest word of the pool, and says so', async () => {
    const { engine, search } = setup();
    engine.words = ['terraform'];
    engine.hits.set('terraform', { ids: [], total: 1 }); // the engine still finds the reading
    const res = await search.search('partner:p', { keywords: 'terrafrom', ...page });
    expect(res.infos.corrections).toEqual([{ word: 'terrafrom', readAs: ['terraform'] }]);
    expect(engine.asked.at(-1)!.keywords.groups[0]!.include[0]!.alternatives).toEqual([
      [{ kind: 'word', text: 'terraform' }],
    ]);
  });

  it('never offers a reading the engine no longer finds (the list of the pool’s words is older), but the next closest', async () => {
    const { engine, search } = setup();
    // (words of no vocabulary: one of the vocabulary is read through its other names, found or not)
    engine.words = ['zorblaxer', 'zorblaxers'];
    engine.hits.set('zorblaxers', { ids: [], total: 1 });
    const res = await search.search('partner:p', { keywords: 'zorbalxer', ...page });
    expect(res.infos.corrections).toEqual([{ word: 'zorbalxer', readAs: ['zorblaxers'] }]);
    engine.hits.delete('zorblaxers');
    expect((await search.search('partner:p', { keywords: 'zorbalxer', ...page })).infos.corrections).toBeUndefined();
  });

  it("never corrects a word the engine finds, though the list of the pool's words (read earlier) lacks it", async () => {
    const { engine, search } = setup();
    engine.words = ['terraform'];
    engine.hits.set('terrafrom', { ids: [], total: 1 }); // written into the pool after the list was read
    const res = await search.search('partner:p', { keywords: 'terrafrom', ...page });
    expect(res.infos.corrections).toBeUndefined();
    expect(engine.asked.at(-1)!.keywords.groups[0]!.include[0]!.alternatives).toEqual([
      [{ kind: 'word', text: 'terrafrom' }],
    ]);
  });

  it('caps the total of an OR query at 1000 per group, and ranks across pages', async () => {
    const { memory, engine, search } = setup();
    for (const id of ['a', 'b', 'c']) memory.put(id, 1000);
    engine.fallback = { ids: ['b', 'c'], total: 5_000 };
    const res = await search.search('partner:p', { keywords: 'java OR python', page: 3, limit: 2 });
    expect(res.infos).toEqual({ total: 2000, page: 3, limit: 2, totalPages: 1000 });
    expect(res.freelances.map((f) => f.matchRank)).toEqual([5, 6]);
  });

  it('answers anonymised results with ids sealed for the partner, leaving out a hit removed meanwhile', async () => {
    const { memory, engine, stage1, search } = setup();
    memory.put('a', 1000, { label: 'Architecte' });
    memory.put('gone', 1000, { removed: true });
    engine.fallback = { ids: ['gone', 'a'], total: 2 };
    const res = await search.search('partner:p', page);
    expect(res.freelances.map((f) => [stage1.resolve(f.id, 'partner:p'), f.headline])).toEqual([['a', 'Architecte']]);
    expect(stage1.resolve(res.freelances[0]!.id, 'partner:other')).toBeNull();
    expect(JSON.stringify(res)).not.toContain('Camille');
  });

  it('anonymises a profile version once: found again, only its version is read', async () => {
    const { memory, engine, search } = setup();
    memory.put('a', 1000);
    engine.fallback = { ids: ['a'], total: 1 };
    await search.search('partner:p', page);
    await search.search('partner:p', page);
    expect(memory.reads).toEqual({ listByIds: 1, versionsByIds: 2 });
    memory.put('a', 2000, { label: 'Changed' });
    expect((await search.search('partner:p', page)).freelances[0]!.headline).toBe('Changed');
  });

  it('answers JSON text with the bytes JSON.stringify makes of the answer, highlights, corrections and facets included, twice alike', async () => {
    const { memory, engine, search } = setup();
    memory.put('a', 1000, {
      label: 'Développeuse "React" \\ <b>&</b> \u2028 ✓',
      summary: 'Line\nbreak, tab\t, React et TypeScript.',
    });
    memory.put('b', 1000, { label: 'Architecte' });
    memory.put('gone', 1000, { removed: true });
    engine.words = ['react'];
    engine.fallback = {
      ids: ['a', 'gone', 'b'],
      total: 3,
      facets: { seniority: { keys: new Map([['s:senior', 2]]), total: 3 } },
    };
    for (const input of [
      { ...page },
      { keywords: 'react', highlight: true, ...page },
      { keywords: 'reactt', facets: ['seniority' as const], page: 2, limit: 1 },
    ]) {
      for (let i = 0; i < 2; i++)
        expect(await search.searchJson('partner:p', input)).toBe(
          JSON.stringify(await search.search('partner:p', input)),
        );
    }
  });

  it('refuses an unknown slug, naming it, before asking the engine', async () => {
    const { engine, search } = setup();
    const err = await search.search('partner:p', { skills: ['java', 'cobolx'], ...page }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DomainError);
    expect((err as DomainError).message).toBe('skills.1: unknown skill "cobolx" (not in the referential)');
    expect(engine.asked).toEqual([]);
  });

  it('says search is not available when there is no engine', async () => {
    const search = new SearchService(null, new MemoryProfileStore().store(), new Stage1Ids('i'.repeat(40)));
    await expect(search.search('partner:p', page)).rejects.toMatchObject({ code: 'unavailable' });
  });
});

describe('SearchService.compileMany with the previous compilation (the saved-search matcher keeps it between passes)', () => {
  const react = { keywords: 'react', maxRate: 500 };
  const vue = { keywords: 'vue' };
  const dispo = { keywords: 'dispo' };
  /** The background reading of the pool's words, done. */
  const settled = () => new Promise((r) => setImmediate(r));

  it('is the previous one when nothing changed, and reuses each criteria unchanged when some changed', async () => {
    const { search } = setup();
    const first = await search.compileMany([react, vue]);
    expect(await search.compileMany([react, vue], first)).toBe(first);
    const more = await search.compileMany([react, { keywords: 'java' }, vue], first);
    expect(more.queries[0]).toBe(first.queries[0]);
    expect(more.queries[2]).toBe(first.queries[1]);
    expect(more.queries).toEqual((await search.compileMany([react, { keywords: 'java' }, vue])).queries);
    const changed = await search.compileMany([{ ...react, maxRate: 400 }, vue], more);
    expect(changed.queries[0]).toMatchObject({ maxRate: { max: 400 } });
    expect(changed.queries[1]).toBe(first.queries[1]);
    expect((await search.compileMany([vue], changed)).queries[0]).toBe(first.queries[1]);
  });

  it('reads them again when the pool’s words change or the day does, not when the same words are read again', async () => {
    let now = Date.UTC(2026, 10, 30, 22, 0);
    const { engine, search } = setup({ clock: () => now });
    engine.words = ['react', 'vue'];
    const first = await search.compileMany([react, dispo]);
    now += POOL_WORDS_TTL_MS + 1;
    expect(await search.compileMany([react, dispo], first)).toBe(first); // and the words are read again meanwhile
    await settled();
    expect(await search.compileMany([react, dispo], first)).toBe(first);
    engine.words = ['react', 'vue', 'terraform'];
    now += POOL_WORDS_TTL_MS + 1;
    await search.compileMany([react, dispo], first);
    await settled();
    const newWords = await search.compileMany([react, dispo], first);
    expect(newWords.queries[0]).not.toBe(first.queries[0]);
    expect(newWords.queries).toEqual(first.queries);
    now = Date.UTC(2026, 11, 1, 0, 1); // the next day, and month: `dispo` is available by December now
    const nextDay = await search.compileMany([react, dispo], newWords);
    expect(nextDay.queries[1]).not.toEqual(newWords.queries[1]);
    expect(nextDay.queries).toEqual((await search.compileMany([react, dispo])).queries);
    expect(JSON.stringify(nextDay.queries[1])).toContain('2026-12');
  });

  it('reads a criteria with a correction again at every compilation, checked against the engine as search does', async () => {
    const { engine, search } = setup();
    engine.words = ['terraform'];
    engine.hits.set('terraform', { ids: [], total: 1 });
    const read = (c: Awaited<ReturnType<typeof search.compileMany>>) =>
      (c.queries[0] as SearchQuery).keywords.groups[0]!.include[0]!.alternatives;
    const first = await search.compileMany([{ keywords: 'terrafrom' }, vue]);
    expect(read(first)).toEqual([[{ kind: 'word', text: 'terraform' }]]);
    engine.hits.set('terrafrom', { ids: [], total: 1 }); // written into the pool since
    const next = await search.compileMany([{ keywords: 'terrafrom' }, vue], first);
    expect(read(next)).toEqual([[{ kind: 'word', text: 'terrafrom' }]]);
    expect(next.queries[1]).toBe(first.queries[1]);
  });
});
