import request from 'supertest';
import { SANDBOX_REMOVE_EVERY } from '../../src/sandbox/sandbox';
import { rawProfile } from '../support/profiles';
import { startTestApp, type TestApp } from '../support/test-app';
import { invalid } from '../support/errors';

const PROFILES = 60;
const REMOVED = PROFILES / SANDBOX_REMOVE_EVERY;
const listAll = '/freelances?modifiedTime=0&page=1&limit=1000';
const trackPath = (link: string) => new URL(link).pathname;

describe('the sandbox', () => {
  let t: TestApp;
  let realIds: string[];
  let realLink: string;

  beforeAll(async () => {
    t = await startTestApp({ SANDBOX_PROFILES: String(PROFILES) }, { sandbox: true });
    // Real data, with a name and words found nowhere in the synthetic dataset: one active, one removed.
    const unique = {
      basics: { name: 'Zéphyrin Quasimodo', label: 'Xylophoniste quantique', summary: 'Zorglub et xylophone.' },
      meta: { firstName: 'Zéphyrin', lastName: 'Quasimodo' },
    };
    await t.c.imports.importProfiles([rawProfile('real-1', unique), rawProfile('real-2', unique)]);
    await t.c.profilesAdmin.remove('real-2', 'deleted');
    const real = await request(t.app).get(listAll).set('x-api-key', t.key.client).expect(200);
    realIds = real.body.freelances.map((p: { meta: { id: string } }) => p.meta.id);
    realLink = real.body.freelances.find((p: { meta: { status: string } }) => p.meta.status === 'completed').basics.url;
    expect(realIds).toHaveLength(2);
  });
  afterAll(async () => t.close());

  it('serves the synthetic dataset without a key, with tombstones and a deleted listing', async () => {
    const res = await request(t.app).get(`/sandbox${listAll}`).expect(200);
    expect(res.body.infos).toMatchObject({ total: PROFILES, page: 1 });
    const statuses = res.body.freelances.map((p: { meta: { status: string } }) => p.meta.status);
    expect(statuses.filter((s: string) => s === 'deleted')).toHaveLength(REMOVED);
    const profile = res.body.freelances.find((p: { meta: { status: string } }) => p.meta.status === 'completed');
    expect(profile.basics.email).toMatch(/^fl-[A-Za-z0-9_-]+@freelancer\.fpd-proxy\.example$/);
    expect(profile.basics.phone).toBe('');

    const deleted = await request(t.app)
      .get('/sandbox/freelances/deleted-freelances?page=1&limit=100&showDeleted=true')
      .expect(200);
    expect(deleted.body.infos.total).toBe(REMOVED);
    expect(deleted.body.freelances[0].meta.status).toBe('account_deleted');

    const v1 = await request(t.app).get(`/v1/sandbox${listAll}`).expect(200);
    expect(v1.body.infos.total).toBe(PROFILES);
  });

  it('validates like the real routes, with the same messages', async () => {
    for (const path of [
      '/freelances?modifiedTime=0&page=1&limit=1001',
      '/freelances/deleted-freelances?page=1&limit=10&showDeleted=false',
    ]) {
      const sandbox = await request(t.app).get(`/sandbox${path}`).expect(400);
      const real = await request(t.app).get(path).set('x-api-key', t.key.client).expect(400);
      expect(sandbox.body).toEqual(real.body);
    }
    const search = await request(t.app)
      .post('/sandbox/partners/search')
      .send({ limit: 101, colour: 'red' })
      .expect(400);
    expect(search.body).toEqual(invalid(expect.stringContaining('limit: must be at most 100')));
    expect(search.body.message).toContain('colour');
    // repeated words are read once, too many places a 400 naming keywords: never a 500
    for (const keywords of ['senior '.repeat(70), 'lyon '.repeat(99), 'Lyon lyon LYON '.repeat(30)])
      await request(t.app).post('/sandbox/partners/search').send({ keywords: keywords.trim() }).expect(200);
    const places =
      'lyon paris marseille bordeaux nantes lille toulouse nice rennes brest grenoble dijon metz nancy reims rouen caen tours angers amiens limoges';
    expect((await request(t.app).post('/sandbox/partners/search').send({ keywords: places }).expect(400)).body).toEqual(
      invalid(expect.stringMatching(/^body\.keywords: at most 20 places and attributes .* \(found 21\)/)),
    );
  });

  it('searches, fetches by id and answers the referential', async () => {
    const search = await request(t.app).post('/sandbox/partners/search').send({ limit: 5 }).expect(200);
    expect(search.body.infos.total).toBe(PROFILES - REMOVED);
    expect(search.body.freelances).toHaveLength(5);
    // Facets and highlights too, over the sandbox's own pool.
    const faceted = await request(t.app)
      .post('/sandbox/partners/search')
      .send({ keywords: 'developpeur', facets: ['seniority', 'skills'], highlight: true, limit: 3 })
      .expect(200);
    expect(faceted.body.infos.facetsMatches).toBe(faceted.body.infos.total);
    expect(
      faceted.body.infos.facets.seniority.reduce((n: number, v: { count: number }) => n + v.count, 0),
    ).toBeLessThanOrEqual(faceted.body.infos.total);
    expect(JSON.stringify(faceted.body.freelances.map((f: { highlights: object }) => f.highlights))).toContain(
      '<mark>',
    );
    const list = await request(t.app).get(`/sandbox${listAll}`).expect(200);
    const ids = list.body.freelances.slice(0, 3).map((p: { meta: { id: string } }) => p.meta.id);
    const byIds = await request(t.app).post('/sandbox/freelances').send({ ids }).expect(200);
    expect(byIds.body.freelances.map((p: { meta: { id: string } }) => p.meta.id).sort()).toEqual([...ids].sort());
    const referential = await request(t.app)
      .post('/sandbox/referential')
      .send({ types: ['seniorities'] })
      .expect(200);
    expect(referential.body.seniorities.map((s: { slug: string }) => s.slug)).toEqual([
      'junior',
      'confirme',
      'senior',
      'expert',
    ]);
  });

  it('finds somebody with the example the API description prefills (the default sandbox pool)', async () => {
    const d = await startTestApp({}, { sandbox: true });
    try {
      const description = (await request(d.app).get('/openapi.json').expect(200)).body;
      const example = description.paths['/partners/search'].post.requestBody.content['application/json'].example;
      const found = await request(d.app).post('/sandbox/partners/search').send(example).expect(200);
      expect(found.body.infos.total).toBeGreaterThan(0);
      expect(JSON.stringify(found.body.freelances[0].highlights)).toContain('<mark>');
    } finally {
      await d.close();
    }
  });

  it('serves only its five routes', async () => {
    await request(t.app).get('/sandbox/partners/whitelist').expect(404);
    await request(t.app)
      .post('/sandbox/partners/reveal')
      .send({ freelanceId: 'x', recruiterEmail: 'a@b.example' })
      .expect(404);
  });

  it('never returns a real profile: not listed, not by id, not found by search, not in the deleted listing', async () => {
    const list = await request(t.app).get(`/sandbox${listAll}`).expect(200);
    const text = JSON.stringify(list.body);
    for (const id of realIds) expect(text).not.toContain(id);
    expect(text).not.toMatch(/Quasimodo|Zéphyrin|Xylophoniste/);

    const byIds = await request(t.app).post('/sandbox/freelances').send({ ids: realIds }).expect(200);
    expect(byIds.body.infos.total).toBe(0);

    for (const keywords of ['Quasimodo', 'xylophoniste', 'zorglub']) {
      const search = await request(t.app).post('/sandbox/partners/search').send({ keywords }).expect(200);
      expect(search.body.infos.total).toBe(0);
    }
    // ...while the real search finds it (so the words are searchable)
    const real = await request(t.app)
      .post('/partners/search')
      .set('x-api-key', t.key.partner)
      .send({ keywords: 'Xylophoniste' })
      .expect(200);
    expect(real.body.infos.total).toBe(1);

    const deleted = await request(t.app)
      .get('/sandbox/freelances/deleted-freelances?page=1&limit=1000&showDeleted=true')
      .expect(200);
    expect(JSON.stringify(deleted.body)).not.toContain(realIds[1]);
    expect(deleted.body.infos.total).toBe(REMOVED);
  });

  it('has its own ids and tracked links: stable from one start to the next, meaningless to the real API', async () => {
    const first = await request(t.app).get(`/sandbox${listAll}`).expect(200);
    const other = await startTestApp({ SANDBOX_PROFILES: String(PROFILES) }, { sandbox: true });
    try {
      const second = await request(other.app).get(`/sandbox${listAll}`).expect(200);
      const ids = (body: { freelances: { meta: { id: string } }[] }) => body.freelances.map((p) => p.meta.id).sort();
      expect(ids(second.body)).toEqual(ids(first.body));
    } finally {
      await other.close();
    }

    const link = first.body.freelances.find((p: { basics: { url?: string } }) => p.basics.url).basics.url as string;
    expect(link.startsWith('https://track.fpd.example/t/sandbox/')).toBe(true);
    const followed = await request(t.app).get(trackPath(link)).expect(302);
    expect(followed.headers.location).toMatch(/^https:\/\/www\.linkedin\.com\/in\//);
    // a sandbox link means nothing to the real tracking host, and a real link nothing to the sandbox's
    await request(t.app).get(trackPath(link).replace('/t/sandbox/', '/t/')).expect(404);
    await request(t.app).get(trackPath(realLink).replace('/t/', '/t/sandbox/')).expect(404);
    await request(t.app).get(trackPath(realLink)).expect(302);
  });
});
