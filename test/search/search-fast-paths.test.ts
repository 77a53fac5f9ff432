import request from 'supertest';
import { demoProfiles } from '../../src/demo/demo-profiles';
import { parseKeywords } from '../../src/domain/search/keyword-grammar';
import { keyFilters } from '../../src/domain/search/filters';
import { placeQueryKeys, regionNode } from '../../src/domain/search/places';
import { expandKeywords, literalKeywords } from '../../src/domain/search/query-expansion';
import { regionBySlug } from '../../src/domain/search/referential';
import type { SearchQuery } from '../../src/ports/search-engine';
import { compileSqliteSearch } from '../../src/adapters/sqlite/sqlite-search-compiler';
import { count } from '../../src/adapters/sqlite/sqlite-search.worker.cjs';
import { rawProfile } from '../support/profiles';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * The shortcuts of Stage 1 search must not change a result. The embedded engine answers most queries with one FTS5
 * MATCH (sqlite-search-compiler.ts) and the others with the general plan: a query and its twin that takes the other
 * plan (a group excluding a word no profile has) must return the same ids in the same order, with the same total. The
 * service keeps anonymised results by profile version: a changed profile shows its new text at once.
 */
describe('Stage 1 search shortcuts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await t.c.imports.importProfiles(demoProfiles(400, { seed: 4242 }));
    // `front end` reads as `(front AND end) OR frontend`: where the AND fails, FTS5 drops the positions of `front`.
    await t.c.imports.importProfiles([
      rawProfile('fe-1', { basics: { label: 'Développeur frontend', summary: 'Frontend, et du front office.' } }),
      rawProfile('fe-2', { basics: { label: 'Développeuse Front-End', summary: 'Front-end et back-end.' } }),
      rawProfile('fe-3', { basics: { label: 'Intégrateur', summary: 'Le front, la fin (end) et le frontend.' } }),
    ]);
  });
  afterAll(() => t.close());

  const query = (keywords: string, limit = 100): SearchQuery => ({
    keywords: literalKeywords(keywords),
    offset: 0,
    limit,
  });
  /** The same, read through the vocabulary: clauses of several alternatives. */
  const expanded = (keywords: string): SearchQuery => ({
    ...query(keywords),
    keywords: expandKeywords(parseKeywords(keywords)).query,
  });

  it.each([
    ['développeur OR data', 'développeur -zzqx OR data -zzqx'],
    ['react OR typescript OR python', 'react OR typescript OR python -zzqx'],
    ['"chef de projet" OR scrum', '"chef de projet" -zzqx OR scrum'],
  ])('"%s" (one MATCH) ranks exactly as "%s" (general plan)', async (fast, general) => {
    const a = await t.internals.stores.search!.search(query(fast));
    const b = await t.internals.stores.search!.search(query(general));
    expect(a.total).toBeGreaterThan(20);
    expect(a.ids.length).toBeGreaterThan(20);
    expect(a).toEqual(b);
  });

  it.each([
    // (two specialties: beside one, `developer` would only rank, and its twin of two groups would select by it)
    ['react typescript', 'react typescript -zzqx OR react typescript -zzqx'],
    ['frontend OR backend', 'frontend -zzqx OR backend -zzqx'],
    ['chef de projet -scrum', 'chef de projet -scrum -zzqx OR chef de projet -scrum -zzqx'],
    ['front end', 'front end -zzqx OR front end -zzqx'],
    // -junior excludes the word and the seniority: the seniority's keys are a condition beside the one MATCH
    ['développeur -junior', 'développeur -junior -zzqx OR développeur -junior -zzqx'],
  ])('read through the vocabulary, "%s" (one MATCH) ranks exactly as "%s" (general plan)', async (fast, general) => {
    const a = await t.internals.stores.search!.search(expanded(fast));
    const b = await t.internals.stores.search!.search(expanded(general));
    expect(a.total).toBeGreaterThan(2);
    expect(a).toEqual(b);
  });

  it('answers a query among given profiles (saved searches) with the same set as over everyone, restricted to them', async () => {
    const region = regionBySlug.get('ile-de-france')!;
    const all = await t.internals.stores.search!.search({ ...query('', 1000) });
    const some = all.ids.filter((_, i) => i % 3 === 0).slice(0, 120);
    for (const [keywords, filters] of [
      ['développeur', undefined],
      ['react OR typescript', undefined],
      ['chef de projet -scrum', undefined],
      ['développeur -junior', keyFilters({ workAreas: [region] })],
      ['', keyFilters({ workAreas: [region], available: false })],
      ['"chef de projet" OR -python', undefined],
    ] as const) {
      const q = { ...expanded(keywords), ...(filters && { filters }), limit: 1000 };
      const everyone = await t.internals.stores.search!.search(q);
      const among = await t.internals.stores.search!.search({ ...q, ids: some, limit: some.length });
      const expected = everyone.ids.filter((id) => some.includes(id)).sort();
      expect([keywords, among.ids.sort(), among.total]).toEqual([keywords, expected, expected.length]);
    }
  });

  it("ranks a region filter's boost (whoever lives there first) in one MATCH exactly as the general plan does", async () => {
    const region = regionBySlug.get('ile-de-france')!;
    const boosted = (keywords: string): SearchQuery => ({
      ...expanded(keywords),
      filters: keyFilters({ workAreas: [region] }),
      boosts: [{ alternatives: [], keys: placeQueryKeys(regionNode(region)) }],
    });
    // (a second group that matches nothing: the same group twice would count each phrase twice, doubling bm25)
    for (const [fast, general] of [
      ['développeur', 'développeur -zzqx OR zzqy'],
      ['développeur -junior', 'développeur -junior -zzqx OR zzqy'],
    ]) {
      const a = await t.internals.stores.search!.search({ ...boosted(fast!), limit: 100 });
      const b = await t.internals.stores.search!.search({ ...boosted(general!), limit: 100 });
      expect(a.total).toBeGreaterThan(2);
      expect(a).toEqual(b);
      // and the boost ranks: not the order without it
      const plain = await t.internals.stores.search!.search({ ...boosted(fast!), boosts: [], limit: 100 });
      expect(new Set(plain.ids)).toEqual(new Set(a.ids));
      if (fast === 'développeur') expect(plain.ids).not.toEqual(a.ids);
    }
  });

  it('ranks the documents the text selects by their bm25 alone (a brief: many ranking clauses) exactly as over every document the ranking clauses hold', async () => {
    // text selects in every group: only the documents it selects are scored, the bm25 of `(within) AND (ranked)` less
    // within's own; a second group of keys no profile has takes the plan that scores every document ranked holds
    const ranking = expandKeywords(parseKeywords('react typescript node.js scrum python agile front api')).query
      .groups[0]!.include;
    const nobody = { alternatives: [], keys: [{ key: 'zz:nobody', weight: 18 }] };
    for (const keywords of ['développeur', 'développeur java', 'front end -junior']) {
      const own = expanded(keywords);
      const narrowed: SearchQuery = { ...own, boosts: ranking };
      const everyone: SearchQuery = {
        ...narrowed,
        keywords: { ...own.keywords, groups: [...own.keywords.groups, { include: [nobody], exclude: [] }] },
      };
      expect(compileSqliteSearch(narrowed).rows.sql).toContain('sw AS MATERIALIZED');
      expect(compileSqliteSearch(everyone).rows.sql).not.toContain('sw AS MATERIALIZED');
      const a = await t.internals.stores.search!.search(narrowed);
      const b = await t.internals.stores.search!.search(everyone);
      expect(a.total).toBeGreaterThan(2);
      expect(a).toEqual(b);
      // and the boosts rank: not the order without them
      const plain = await t.internals.stores.search!.search(own);
      expect(plain.total).toBe(a.total);
      expect(plain.ids).not.toEqual(a.ids);
    }
  });

  it('counts the total of one MATCH under filters as the general plan does', async () => {
    const filtered: SearchQuery = { ...query('développeur'), filters: [{ facet: 'seniority', any: ['s:senior'] }] };
    const twin: SearchQuery = { ...query('développeur -zzqx OR développeur -zzqx'), filters: filtered.filters };
    const a = await t.internals.stores.search!.search(filtered);
    const b = await t.internals.stores.search!.search(twin);
    expect(a.total).toBe(b.total);
    expect(a.total).toBeGreaterThan(0);
    expect(a.total).toBeLessThanOrEqual(100); // every match is on the page: same set, whatever the order of ties
    expect(new Set(a.ids)).toEqual(new Set(b.ids));
  });

  it('counts the total beside the page of a ranked plan as its own statement does, on every page and past the last', async () => {
    const region = regionBySlug.get('ile-de-france')!;
    const db = (t.internals.stores.search as unknown as { db: import('better-sqlite3').Database }).db;
    for (const q of [
      { ...expanded('développeur -junior') }, // one MATCH, the seniority's keys beside it
      { ...expanded('développeur'), filters: keyFilters({ workAreas: [region] }) }, // one MATCH under a filter
      { ...expanded('développeur senior') }, // the general plan: the seniority's keys select
      { ...expanded('développeur -zzqx OR data'), filters: keyFilters({ available: true }) },
    ]) {
      const plan = compileSqliteSearch(q);
      expect(plan.counted).toBe(true);
      const counted = count(db, plan.total) as number;
      expect(counted).toBeGreaterThan(3);
      for (const offset of [0, 2, counted - 1, counted, counted + 5]) {
        const page = await t.internals.stores.search!.search({ ...q, offset, limit: 3 });
        expect([offset, page.total, page.ids.length]).toEqual([
          offset,
          counted,
          Math.max(0, Math.min(3, counted - offset)),
        ]);
      }
    }
    // Unranked (no keywords), the page is read in date order and stops: the total has its own statement.
    expect(compileSqliteSearch({ ...query(''), filters: keyFilters({ available: true }) }).counted).toBeUndefined();
  });

  it('shows a changed profile with its new text at once, under the same id', async () => {
    const search = () =>
      request(t.app).post('/partners/search').set('x-api-key', t.key.partner).send({ keywords: 'zorglubologue' });
    await t.c.imports.importProfiles([
      rawProfile('cache-1', { basics: { label: 'Zorglubologue junior', summary: 'Avant.' } }),
    ]);
    const before = await search();
    expect(before.body.freelances).toMatchObject([{ headline: 'Zorglubologue junior', summary: 'Avant.' }]);
    t.clock.advance(1000);
    await t.c.imports.importProfiles([
      rawProfile('cache-1', { basics: { label: 'Zorglubologue senior', summary: 'Après.' } }),
    ]);
    const after = await search();
    expect(after.body.freelances).toMatchObject([
      { id: before.body.freelances[0].id, headline: 'Zorglubologue senior', summary: 'Après.' },
    ]);
  });
});
