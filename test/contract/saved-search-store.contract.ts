import type { SavedSearch, SavedSearchMatch } from '../../src/domain/search/saved-searches';
import type { Stores } from '../../src/ports/stores';

/**
 * The saved search store contract: every adapter (SQLite, MongoDB) must pass it unchanged, each test on fresh stores.
 */
export function savedSearchStoreContract(openFresh: () => Promise<Stores>): void {
  let stores: Stores;
  beforeEach(async () => {
    stores = await openFresh();
  });
  afterEach(async () => {
    await stores.close();
  });

  const recording = (recorded: SavedSearchMatch[]) => ({ recorded, forgotten: [], removed: [] });
  const among = async (ids: string[]) =>
    Object.fromEntries(
      [...(await stores.savedSearches.matchedAmong(ids))].map(([id, found]) => [id, [...found].sort()]),
    );

  const search = (id: string, over: Partial<SavedSearch> = {}): SavedSearch => ({
    id,
    holderId: 'k1',
    owner: 'partner:a',
    name: `search ${id}`,
    query: { keywords: 'react AND lyon', skills: ['react'], $where: 'kept as data' },
    createdAt: 100,
    updatedAt: 100,
    ...over,
  });

  it('keeps a saved search as given, lists a holder’s oldest first, and refuses one past the limit per holder', async () => {
    const s = stores.savedSearches;
    expect(await s.any()).toBe(false);
    expect(await s.insert(search('ss_b', { createdAt: 200 }), 2)).toBe(true);
    expect(await s.any()).toBe(true);
    expect(await s.insert(search('ss_a'), 2)).toBe(true);
    expect(await s.insert(search('ss_c'), 2)).toBe(false);
    expect(await s.insert(search('ss_d', { holderId: 'k2' }), 2)).toBe(true);
    expect(await s.get('ss_a')).toEqual(search('ss_a'));
    expect(await s.get('ss_c')).toBeNull();
    expect((await s.list('k1')).map((x) => x.id)).toEqual(['ss_a', 'ss_b']);
    expect((await s.all()).map((x) => x.id)).toEqual(['ss_a', 'ss_d', 'ss_b']);
  });

  it('updates the name or the query, and removes one with its matches', async () => {
    const s = stores.savedSearches;
    await s.insert(search('ss_a'), 100);
    expect(await s.update('ss_a', { name: 'renamed', updatedAt: 300 })).toEqual({
      ...search('ss_a'),
      name: 'renamed',
      updatedAt: 300,
    });
    expect((await s.update('ss_a', { query: { keywords: 'vue' }, updatedAt: 400 }))?.query).toEqual({
      keywords: 'vue',
    });
    expect(await s.update('ss_x', { name: 'n' })).toBeNull();
    expect((await s.list('k1')).map((x) => x.id)).toEqual(['ss_a']);
    await s.applyMatches(recording([{ savedSearchId: 'ss_a', internalId: 'p1', matchedAt: 10 }]));
    expect(await s.remove('ss_a')).toBe(true);
    expect(await s.any()).toBe(false);
    expect(await s.remove('ss_a')).toBe(false);
    expect(await s.matchesSince('ss_a', 0, 10)).toEqual([]);
  });

  it('records matches once (the first time kept), reads them newest first, and forgets them per search or per profile', async () => {
    const s = stores.savedSearches;
    await s.applyMatches(
      recording([
        { savedSearchId: 'ss_a', internalId: 'p1', matchedAt: 10 },
        { savedSearchId: 'ss_a', internalId: 'p2', matchedAt: 30 },
        { savedSearchId: 'ss_a', internalId: 'p3', matchedAt: 20 },
        { savedSearchId: 'ss_b', internalId: 'p1', matchedAt: 15 },
      ]),
    );
    await s.applyMatches(recording([{ savedSearchId: 'ss_a', internalId: 'p1', matchedAt: 99 }]));
    expect((await s.matchesSince('ss_a', 0, 10)).map((m) => [m.internalId, m.matchedAt])).toEqual([
      ['p2', 30],
      ['p3', 20],
      ['p1', 10],
    ]);
    expect((await s.matchesSince('ss_a', 20, 10)).map((m) => m.internalId)).toEqual(['p2', 'p3']);
    expect((await s.matchesSince('ss_a', 0, 1)).map((m) => m.internalId)).toEqual(['p2']);
    expect(await among(['p1', 'p4', 'p3'])).toEqual({ ss_a: ['p1', 'p3'], ss_b: ['p1'] });
    expect(await among(['p4'])).toEqual({});
    expect(await among([])).toEqual({});
    await s.applyMatches({ recorded: [], forgotten: [{ savedSearchId: 'ss_a', internalId: 'p3' }], removed: [] });
    expect(await among(['p3', 'p2'])).toEqual({ ss_a: ['p2'] });
    await s.applyMatches({ recorded: [], forgotten: [], removed: ['p1'] });
    expect(await among(['p1', 'p2'])).toEqual({ ss_a: ['p2'] });
    await s.applyMatches({ recorded: [], forgotten: [], removed: [] });
    expect(await among(['p1', 'p2', 'p3'])).toEqual({ ss_a: ['p2'] });
  });

  it('applies a page’s decisions at once, removals, then forgotten pairs, then new matches, then the checkpoint, and the same page again changes nothing', async () => {
    const s = stores.savedSearches;
    await s.applyMatches(
      recording([
        { savedSearchId: 'ss_a', internalId: 'p1', matchedAt: 10 },
        { savedSearchId: 'ss_b', internalId: 'p1', matchedAt: 10 },
        { savedSearchId: 'ss_a', internalId: 'p2', matchedAt: 10 },
        { savedSearchId: 'ss_b', internalId: 'p2', matchedAt: 10 },
        { savedSearchId: 'ss_a', internalId: 'p3', matchedAt: 10 },
      ]),
    );
    // A page: p1 removed; p2 no longer matches ss_a but still ss_b; p3 matches ss_c too; p4 comes to match ss_a and
    // ss_b; and p2 comes back to ss_a in the same write after it was forgotten (forgotten first, then recorded).
    const page = {
      removed: ['p1'],
      forgotten: [
        { savedSearchId: 'ss_a', internalId: 'p2' },
        { savedSearchId: 'ss_b', internalId: 'p3' }, // not recorded: nothing to forget
      ],
      recorded: [
        { savedSearchId: 'ss_c', internalId: 'p3', matchedAt: 20 },
        { savedSearchId: 'ss_a', internalId: 'p4', matchedAt: 20 },
        { savedSearchId: 'ss_b', internalId: 'p4', matchedAt: 20 },
        { savedSearchId: 'ss_a', internalId: 'p3', matchedAt: 20 }, // already recorded: keeps 10
      ],
    };
    const expected = { ss_a: ['p3', 'p4'], ss_b: ['p2', 'p4'], ss_c: ['p3'] };
    await s.applyMatches({ ...page, checkpoint: { modifiedAt: 20, internalId: 'p4' } });
    expect(await among(['p1', 'p2', 'p3', 'p4'])).toEqual(expected);
    expect(await s.checkpoint()).toEqual({ modifiedAt: 20, internalId: 'p4' });
    await s.applyMatches({
      recorded: [],
      forgotten: [],
      removed: [],
      checkpoint: { modifiedAt: 25, internalId: 'p5' },
    });
    expect(await s.checkpoint()).toEqual({ modifiedAt: 25, internalId: 'p5' });
    expect((await s.matchesSince('ss_a', 0, 10)).map((m) => [m.internalId, m.matchedAt])).toEqual([
      ['p4', 20],
      ['p3', 10],
    ]);
    await s.applyMatches(page);
    expect(await among(['p1', 'p2', 'p3', 'p4'])).toEqual(expected);
    await s.applyMatches({
      removed: [],
      forgotten: [{ savedSearchId: 'ss_b', internalId: 'p2' }],
      recorded: [{ savedSearchId: 'ss_b', internalId: 'p2', matchedAt: 30 }],
    });
    expect((await s.matchesSince('ss_b', 0, 10)).map((m) => [m.internalId, m.matchedAt])).toEqual([
      ['p2', 30],
      ['p4', 20],
    ]);
    // Many at once (past SQLite's and a bulk write's batch sizes).
    const many = Array.from({ length: 1200 }, (_, i) => ({
      savedSearchId: `ss_${i % 7}`,
      internalId: `q${i}`,
      matchedAt: i,
    }));
    await s.applyMatches(recording(many));
    expect((await s.matchedAmong(many.map((m) => m.internalId))).get('ss_3')?.size).toBe(171);
    await s.applyMatches({
      recorded: [],
      forgotten: many.slice(0, 1000),
      removed: many.slice(1000).map((m) => m.internalId),
    });
    expect(await among(many.map((m) => m.internalId))).toEqual({});
  });

  it('keeps the matcher’s checkpoint', async () => {
    expect(await stores.savedSearches.checkpoint()).toBeNull();
    await stores.savedSearches.saveCheckpoint({ modifiedAt: 5, internalId: 'p1' });
    await stores.savedSearches.saveCheckpoint({ modifiedAt: 7, internalId: 'p2' });
    expect(await stores.savedSearches.checkpoint()).toEqual({ modifiedAt: 7, internalId: 'p2' });
  });
}
