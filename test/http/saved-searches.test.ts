import request from 'supertest';
import { keyOwner } from '../../src/domain/keys/owner';
import { MAX_SAVED_SEARCHES_PER_HOLDER } from '../../src/domain/search/saved-searches';
import { matchSubject } from '../../src/domain/webhooks/webhook-events';
import { NO_ENGINE_RETRY_AFTER_SECONDS } from '../../src/services/search.service';
import { describeWithEngine } from '../support/engines';
import { apiError, invalid } from '../support/errors';
import { rawProfile } from '../support/profiles';
import { startTestApp, type TestApp } from '../support/test-app';

describe('saved searches [sqlite]', () => savedSearchSuite());
// MongoDB holds the saved searches; the embedded engine is not there, so a test engine is not given either: on
// MongoDB without a cluster, searching (and so saving a search) is 503, as POST /partners/search is.
describeWithEngine('mongodb', 'saved searches, without a search engine', (url) => {
  let t: TestApp;
  beforeEach(async () => (t = await startTestApp({}, { mongodbUrl: url })));
  afterEach(() => t.close());
  it('answers 503 as POST /partners/search does, and keeps nothing', async () => {
    const saved = await request(t.app)
      .post('/partners/saved-searches')
      .set('x-api-key', t.key.partner)
      .send({ name: 'n', query: { keywords: 'react' } });
    expect(saved.body).toEqual(
      apiError(503, 'unavailable', 'Search is not available: no search engine is configured for this backend'),
    );
    expect(saved.headers['retry-after']).toBe(String(NO_ENGINE_RETRY_AFTER_SECONDS));
    // A search itself: the 503 its description documents, with the Retry-After it promises (the response checker holds
    // it).
    const searched = await request(t.app)
      .post('/partners/search')
      .set('x-api-key', t.key.partner)
      .send({ keywords: 'react' });
    expect(searched.status).toBe(503);
    expect(searched.headers['retry-after']).toBe(String(NO_ENGINE_RETRY_AFTER_SECONDS));
    expect((await request(t.app).get('/partners/saved-searches').set('x-api-key', t.key.partner)).body).toEqual({
      savedSearches: [],
    });
  });
});

/** A cartographer who is not available. */
function unavailable(id: string) {
  const p = rawProfile(id, { basics: { label: 'Cartographe' } });
  return { ...p, meta: { ...p.meta, freelance: { ...p.meta.freelance, available: false } } };
}

function savedSearchSuite() {
  let t: TestApp;
  let partnerB: string;
  const as = (key: string) => ({
    get: (path: string) => request(t.app).get(path).set('x-api-key', key),
    post: (path: string, body: unknown) =>
      request(t.app)
        .post(path)
        .set('x-api-key', key)
        .send(body as object),
    patch: (path: string, body: unknown) =>
      request(t.app)
        .patch(path)
        .set('x-api-key', key)
        .send(body as object),
    del: (path: string) => request(t.app).delete(path).set('x-api-key', key),
  });
  const A = () => as(t.key.partner);
  const B = () => as(partnerB);
  const save = async (query: object, name = 'Cartographes') =>
    (await A().post('/partners/saved-searches', { name, query }).expect(201)).body as { id: string };
  const matches = (id: string, since = '2000-01-01T00:00:00Z', key = t.key.partner) =>
    as(key).get(`/partners/saved-searches/${id}/matches?since=${since}`);
  /** What POST /partners/search answers now for the same criteria: the ids, in their order. */
  const searched = async (query: object) =>
    (
      await A()
        .post('/partners/search', { ...query, limit: 100 })
        .expect(200)
    ).body.freelances.map((f: any) => f.id);
  const step = async () => {
    t.clock.advance(1000);
    return t.c.savedSearches.match();
  };

  beforeEach(async () => {
    t = await startTestApp();
    partnerB = (await t.c.keys.create({ type: 'partner', name: 'Partner B' })).key;
    await t.c.savedSearches.match(); // the matcher starts from the present
  });
  afterEach(() => t.close());

  it('creates, lists, reads, renames, changes and deletes a saved search of the caller’s key', async () => {
    const res = await A().post('/partners/saved-searches', {
      name: 'Senior React, Lyon',
      query: { keywords: 'react senior', workAreas: ['auvergne-rhone-alpes'], available: true },
    });
    expect(res.status).toBe(201);
    const id = res.body.id as string;
    expect(id).toMatch(/^ss_[A-Za-z0-9_-]{22}$/);
    expect(res.headers.location).toBe(`/partners/saved-searches/${id}`);
    expect(res.body).toEqual({
      id,
      name: 'Senior React, Lyon',
      query: { keywords: 'react senior', workAreas: ['auvergne-rhone-alpes'], available: true },
      createdAt: '2026-11-01T09:00:00.000Z',
      updatedAt: '2026-11-01T09:00:00.000Z',
    });
    expect((await A().get('/partners/saved-searches').expect(200)).body).toEqual({ savedSearches: [res.body] });
    expect((await A().get(`/partners/saved-searches/${id}`).expect(200)).body).toEqual(res.body);
    t.clock.advance(60_000);
    expect((await A().patch(`/partners/saved-searches/${id}`, { name: 'React, Lyon' }).expect(200)).body).toMatchObject(
      {
        name: 'React, Lyon',
        query: res.body.query,
        updatedAt: '2026-11-01T09:01:00.000Z',
      },
    );
    expect(
      (
        await A()
          .patch(`/partners/saved-searches/${id}`, { query: { keywords: 'vue' } })
          .expect(200)
      ).body,
    ).toMatchObject({ name: 'React, Lyon', query: { keywords: 'vue' } });
    await A().del(`/partners/saved-searches/${id}`).expect(204);
    expect((await A().get(`/partners/saved-searches/${id}`).expect(404)).body).toEqual(
      apiError(404, 'not_found', `No saved search ${id}`),
    );
    expect((await A().get('/partners/saved-searches')).body).toEqual({ savedSearches: [] });
  });

  it('validates the criteria exactly as POST /partners/search does, under body.query; page and limit are not criteria', async () => {
    for (const query of [
      { skills: ['reactjs'] },
      { keywords: 'x'.repeat(501) },
      { maxRate: 0 },
      { languages: ['en:perfect'] },
      { remoteWork: ['Souvent'] },
      { keywords: Array(30).fill('a').join(' OR ') },
    ]) {
      const direct = await A().post('/partners/search', query).expect(400);
      const saved = await A().post('/partners/saved-searches', { name: 'n', query }).expect(400);
      expect(saved.body).toEqual(invalid(direct.body.message.replace(/^body\./, 'body.query.')));
    }
    expect(
      (await A().post('/partners/saved-searches', { name: 'n', query: { keywords: 'a', page: 2 } })).body.message,
    ).toBe('body.query.page: unknown parameter');
    expect((await A().post('/partners/saved-searches', { query: { keywords: 'a' } })).body).toEqual(
      invalid('body.name: is required'),
    );
    expect((await A().post('/partners/saved-searches', { name: 'n' })).body).toEqual(
      invalid('body.query: is required'),
    );
    // a saved search must say something: no keyword and no filter would match every profile
    const empty = invalid(
      'body.query: must hold keywords, a brief or one filter: an empty saved search would match every profile',
    );
    for (const query of [
      {},
      { keywords: '   ' },
      { facets: ['seniority'], highlight: true },
      { skills: [] },
      { brief: ' ', relax: true },
    ])
      expect((await A().post('/partners/saved-searches', { name: 'n', query })).body).toEqual(empty);
    const { id } = await save({ keywords: 'a' });
    expect((await A().patch(`/partners/saved-searches/${id}`, {})).body).toEqual(
      invalid('body: must change at least one of name, query'),
    );
    expect((await A().get('/partners/saved-searches/nope')).status).toBe(400);
    expect((await A().get(`/partners/saved-searches/${id}/matches`)).body).toEqual(invalid('since: is required'));
    expect((await A().get('/partners/saved-searches')).body.savedSearches).toHaveLength(1); // nothing written by the 400s
  });

  it(`refuses a key’s ${MAX_SAVED_SEARCHES_PER_HOLDER + 1}th saved search with 409; another key is not counted`, async () => {
    for (let i = 0; i < MAX_SAVED_SEARCHES_PER_HOLDER; i++) await save({ keywords: `mot${i}` }, `s${i}`);
    const refused = await A().post('/partners/saved-searches', { name: 'one more', query: { keywords: 'x' } });
    expect(refused.body).toEqual(
      apiError(
        409,
        'conflict',
        `This key’s holder already has ${MAX_SAVED_SEARCHES_PER_HOLDER} saved searches, the most a holder may have (its keys and their rotations together): delete one first`,
      ),
    );
    await B()
      .post('/partners/saved-searches', { name: 'b', query: { available: true } })
      .expect(201);
    expect((await A().get('/partners/saved-searches')).body.savedSearches).toHaveLength(MAX_SAVED_SEARCHES_PER_HOLDER);
  });

  it('is per key: another partner’s saved search is 404 on every route and stays as it was; other key types are 403', async () => {
    const { id } = await save({ keywords: 'cartographe' });
    await t.c.imports.importProfiles([rawProfile('f-1', { basics: { label: 'Cartographe' } })]);
    await step();
    const unknown = apiError(404, 'not_found', `No saved search ${id}`);
    expect((await B().get(`/partners/saved-searches/${id}`)).body).toEqual(unknown);
    expect((await B().patch(`/partners/saved-searches/${id}`, { name: 'mine now' })).body).toEqual(unknown);
    expect((await B().del(`/partners/saved-searches/${id}`)).body).toEqual(unknown);
    expect((await matches(id, undefined, partnerB)).body).toEqual(unknown);
    expect((await B().get('/partners/saved-searches')).body).toEqual({ savedSearches: [] });
    expect((await A().get(`/partners/saved-searches/${id}`)).body.name).toBe('Cartographes');
    expect((await matches(id)).body.infos.total).toBe(1);
    expect((await as(t.key.client).get('/partners/saved-searches')).status).toBe(403);
    expect((await as(t.key.integrator).post('/partners/saved-searches', { name: 'n', query: {} })).status).toBe(403);
  });

  it('lists what came to match since a time, as POST /partners/search finds it, with the caller’s Stage 1 ids, newest first', async () => {
    const query = { keywords: 'cartographe', available: true };
    const { id } = await save(query);
    await t.c.imports.importProfiles([
      rawProfile('f-1', { basics: { label: 'Cartographe' } }),
      rawProfile('f-2', { basics: { label: 'Boulanger' } }),
    ]);
    expect(await step()).toBe(1);
    t.clock.advance(60_000);
    await t.c.imports.importProfiles([
      rawProfile('f-3', { basics: { label: 'Cartographe senior' } }),
      unavailable('f-4'),
    ]);
    expect(await step()).toBe(1);
    const all = (await matches(id).expect(200)).body;
    expect(all.infos).toEqual({ total: 2, page: 1, limit: 20, totalPages: 1 });
    expect(all.freelances.map((f: any) => f.id).sort()).toEqual((await searched(query)).sort());
    expect(all.freelances.map((f: any) => f.headline)).toEqual(['Cartographe senior', 'Cartographe']);
    expect(all.freelances[0]).toMatchObject({ matchRank: 1, matchedAt: '2026-11-01T09:01:01.000Z' });
    expect(JSON.stringify(all)).not.toMatch(/camille|gmail|linkedin|Martin|\+33/i);
    // Since a time: only what came to match at or after it.
    expect((await matches(id, '2026-11-01T09:01:00Z')).body.freelances.map((f: any) => f.headline)).toEqual([
      'Cartographe senior',
    ]);
    // A change that keeps it matching is not a new match: f-1 keeps its time.
    t.clock.advance(60_000);
    await t.c.imports.importProfiles([
      rawProfile('f-1', { basics: { label: 'Cartographe', summary: 'Vingt ans de QGIS.' } }),
    ]);
    expect(await step()).toBe(0);
    // f-4 made available: it comes to match now.
    await t.c.imports.importProfiles([rawProfile('f-4', { basics: { label: 'Cartographe' } })]);
    expect(await step()).toBe(1);
    expect((await matches(id, '2026-11-01T09:02:00Z')).body.freelances.map((f: any) => f.id)).toEqual([
      (await searched({ ...query, keywords: 'cartographe' })).find(
        (x: string) => !all.freelances.some((f: any) => f.id === x),
      ),
    ]);
    // Paged.
    const page2 = (
      await A().get(`/partners/saved-searches/${id}/matches?since=2000-01-01T00:00:00Z&page=2&limit=2`).expect(200)
    ).body;
    expect(page2.infos).toEqual({ total: 3, page: 2, limit: 2, totalPages: 2 });
    expect(page2.freelances.map((f: any) => f.matchRank)).toEqual([3]);
  });

  it('never lists a profile that stopped matching or was removed, whatever happened in between', async () => {
    const { id } = await save({ keywords: 'cartographe' });
    await t.c.imports.importProfiles([
      rawProfile('f-1', { basics: { label: 'Cartographe' } }),
      rawProfile('f-2', { basics: { label: 'Cartographe' } }),
    ]);
    expect(await step()).toBe(2);
    await t.c.imports.importProfiles([rawProfile('f-1', { basics: { label: 'Boulanger' } })]);
    await t.c.profilesAdmin.remove('f-2', 'deleted');
    // Before the matcher has even seen the changes, the list asks the search: neither is there.
    expect((await matches(id)).body.infos.total).toBe(0);
    await step();
    // Back as a match, then removed and restored: it came to match again (a new time), listed once.
    await t.c.imports.importProfiles([rawProfile('f-1', { basics: { label: 'Cartographe' } })]);
    await t.c.profilesAdmin.restore('f-2');
    expect(await step()).toBe(2);
    expect((await matches(id)).body.infos.total).toBe(2);
  });

  it('matches through the same sealed index as search: redacted words (names, e-mails, employers) never make a profile match', async () => {
    const ids = await Promise.all(['Martin', 'camille.f-1', 'Acme', 'linkedin'].map((w) => save({ keywords: w }, w)));
    const control = await save({ keywords: 'cartographe' }, 'control');
    await t.c.imports.importProfiles([rawProfile('f-1', { basics: { label: 'Cartographe' } })]);
    expect(await step()).toBe(1);
    for (const { id } of ids) expect((await matches(id)).body.infos.total).toBe(0);
    expect((await matches(control.id)).body.infos.total).toBe(1);
  });

  it('keeps its searches compiled between passes: a changed query, a deleted search, a revoked key count at the next', async () => {
    const changed = await save({ keywords: 'cartographe' });
    const deleted = await save({ keywords: 'cartographe' }, 'deleted');
    const ofB = (await B().post('/partners/saved-searches', { name: 'b', query: { keywords: 'cartographe' } }))
      .body as { id: string };
    await t.c.imports.importProfiles([rawProfile('f-1', { basics: { label: 'Cartographe' } })]);
    expect(await step()).toBe(3);
    await A()
      .patch(`/partners/saved-searches/${changed.id}`, { query: { keywords: 'boulanger' } })
      .expect(200);
    await A().del(`/partners/saved-searches/${deleted.id}`).expect(204);
    await t.c.keys.revoke((await t.c.keys.list()).find((k) => k.name === 'Partner B')!.id);
    await t.c.imports.importProfiles([
      rawProfile('f-2', { basics: { label: 'Cartographe' } }),
      rawProfile('f-3', { basics: { label: 'Boulanger' } }),
    ]);
    expect(await step()).toBe(1);
    expect((await matches(changed.id)).body.freelances.map((f: any) => f.headline)).toEqual(['Boulanger']);
    expect(await t.internals.stores.savedSearches.matchesSince(deleted.id, 0, 10)).toEqual([]);
    expect((await t.internals.stores.savedSearches.matchesSince(ofB.id, 0, 10)).map((m) => m.internalId)).toEqual([
      'f-1',
    ]);
  });

  it('tells a page’s new matches of every saved search in one write, and writes nothing when no endpoint listens', async () => {
    const cartographers = await save({ keywords: 'cartographe' });
    const bakers = await save({ keywords: 'boulanger' }, 'Boulangers');
    await B()
      .post('/partners/saved-searches', { name: 'b', query: { keywords: 'cartographe' } })
      .expect(201);
    await t.c.imports.importProfiles([rawProfile('f-1', { basics: { label: 'Cartographe' } })]);
    const enqueue = jest.spyOn(t.internals.stores.webhooks, 'enqueue'); // the matcher's, not the import's
    expect(await step()).toBe(2);
    expect(enqueue).not.toHaveBeenCalled();
    const keyA = (await t.c.keys.list()).find((k) => k.name === 'test-partner')!;
    const now = t.clock();
    await t.internals.stores.webhooks.insertEndpoint(
      {
        id: 'we_a',
        holderId: keyA.id,
        whitelistOwner: keyOwner(keyA),
        url: 'https://hooks.invalid/fpd',
        description: '',
        types: ['search.matched'],
        enabled: true,
        disabledReason: null,
        secrets: [],
        createdAt: now,
        updatedAt: now,
        lastSuccessAt: null,
        failingSince: null,
      },
      10,
    );
    await t.c.imports.importProfiles([
      rawProfile('f-2', { basics: { label: 'Cartographe' } }),
      rawProfile('f-3', { basics: { label: 'Boulanger' } }),
    ]);
    enqueue.mockClear();
    expect(await step()).toBe(3);
    expect(enqueue).toHaveBeenCalledTimes(1);
    const [groups] = enqueue.mock.calls[0]!;
    expect(groups.flatMap((g) => g.endpointIds.flatMap(() => g.events.map((e) => e.subject))).sort()).toEqual(
      [matchSubject(cartographers.id, 'f-2'), matchSubject(bakers.id, 'f-3')].sort(),
    );
    // Events that cannot be queued: nothing is recorded and the matcher does not move on; the next pass tells them.
    await t.c.imports.importProfiles([rawProfile('f-4', { basics: { label: 'Boulanger' } })]);
    enqueue.mockClear().mockRejectedValueOnce(new Error('disk full'));
    await expect(step()).rejects.toThrow('disk full');
    expect(await t.internals.stores.savedSearches.matchesSince(bakers.id, 0, 10)).toHaveLength(1);
    expect(await step()).toBe(1);
    expect(enqueue.mock.calls.map(([groups]) => groups.flatMap((g) => g.events.map((e) => e.subject)))).toEqual([
      [matchSubject(bakers.id, 'f-4')],
      [matchSubject(bakers.id, 'f-4')],
    ]);
    expect(await t.internals.stores.savedSearches.matchesSince(bakers.id, 0, 10)).toHaveLength(2);
  });

  it('stops at once for a revoked key: nothing matched for it, its routes refused', async () => {
    const { id } = await save({ keywords: 'cartographe' });
    const holderId = (await t.c.keys.list()).find((k) => k.type === 'partner' && k.name === 'test-partner')!.id;
    await t.c.keys.revoke(holderId);
    await t.c.imports.importProfiles([rawProfile('f-1', { basics: { label: 'Cartographe' } })]);
    expect(await step()).toBe(0);
    expect((await matches(id)).status).toBe(403);
    expect(await t.internals.stores.savedSearches.matchesSince(id, 0, 10)).toEqual([]);
  });
}
