import request from 'supertest';
// @ts-expect-error the package ships no type declarations
import { validate as validateResume } from '@jsonresume/schema';
import { hashPersonalEmail } from '../../src/domain/security/email-hash';
import { demoProfiles } from '../../src/demo/demo-profiles';
import { Readable } from 'node:stream';
import { describeWithEngine } from '../support/engines';
import { LEAKS, leakyProfile, rawProfile, stored } from '../support/profiles';
import { startTestApp, type TestApp } from '../support/test-app';
import { invalid } from '../support/errors';

const resumeErrors = (doc: unknown): Promise<unknown> =>
  new Promise((resolve) => validateResume(doc, (err: unknown) => resolve(err)));

describe('GET /freelances, POST /freelances, GET /freelances/deleted-freelances', () => {
  let t: TestApp;
  const get = (path: string) => request(t.app).get(path).set('x-api-key', t.key.client);
  const post = (path: string, body: unknown) =>
    request(t.app)
      .post(path)
      .set('x-api-key', t.key.client)
      .send(body as object);

  beforeEach(async () => {
    t = await startTestApp();
  });
  afterEach(() => t.close());

  describe('validation: 400 { error: "Validation failed", message naming the parameter }', () => {
    it.each([
      ['/freelances?page=1&limit=10', /modifiedTime: is required/],
      ['/freelances?modifiedTime=0&limit=10', /page: is required/],
      ['/freelances?modifiedTime=0&page=1', /limit: is required/],
      ['/freelances?modifiedTime=-1&page=1&limit=10', /modifiedTime: must be at least 0/],
      ['/freelances?modifiedTime=abc&page=1&limit=10', /modifiedTime: must be an integer/],
      ['/freelances?modifiedTime=1.5&page=1&limit=10', /modifiedTime: must be an integer/],
      ['/freelances?modifiedTime=0&page=0&limit=10', /page: must be at least 1/],
      ['/freelances?modifiedTime=0&page=1&limit=1001', /limit: must be at most 1000/],
      ['/freelances?modifiedTime=0&page=1&limit=0', /limit: must be at least 1/],
      ['/freelances?modifiedTime=0&page=1&limit=10&showDeleted=yes', /showDeleted: must be true or false/],
      ['/freelances?modifiedTime=0&page=1&limit=10&modifiedtime=5', /modifiedtime: unknown parameter/],
      ['/freelances?modifiedTime=0&page=1&page=2&limit=10', /page: must be given once/],
      ['/freelances?modifiedTime=0&page=1&limit=10&cursor=abc', /cursor: is not a cursor this service issued/],
      ['/freelances/deleted-freelances?page=1&limit=10', /showDeleted: is required/],
      ['/freelances/deleted-freelances?page=1&limit=10&showDeleted=false', /showDeleted: must be true/],
      ['/freelances/deleted-freelances?page=1001&limit=10&showDeleted=true', /page: must be at most 1000/],
      [
        '/freelances/deleted-freelances?page=1&limit=10&showDeleted=true&modifiedTime=0',
        /modifiedTime: unknown parameter/,
      ],
    ])('GET %s', async (path, message) => {
      const res = await get(path);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(
        invalid(expect.stringMatching(message), /cursor/.test(path) ? 'cursor_mismatch' : 'validation_failed'),
      );
    });

    it.each([
      [{}, /body\.ids: is required/],
      [{ ids: 'abc' }, /body\.ids: must be an array/],
      [{ ids: [] }, /body\.ids: must hold at least one id/],
      [{ ids: [1] }, /body\.ids\.0: must be a string/],
      [{ ids: Array.from({ length: 1001 }, (_, i) => `id${i}`) }, /body\.ids: must hold at most 1000 ids/],
      [{ ids: ['a'], extra: 1 }, /body\.extra: unknown parameter/],
      [[1, 2], /body: must be a JSON object/],
    ])('POST /freelances %j', async (body, message) => {
      const res = await post('/freelances', body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(invalid(expect.stringMatching(message)));
    });

    it('rejects bad POST query parameters and malformed JSON', async () => {
      expect((await post('/freelances?limit=1001', { ids: ['a'] })).body.message).toMatch(
        /limit: must be at most 1000/,
      );
      expect((await post('/freelances?page=0', { ids: ['a'] })).body.message).toMatch(/page: must be at least 1/);
      const res = await request(t.app)
        .post('/freelances')
        .set('x-api-key', t.key.client)
        .set('content-type', 'application/json')
        .send('{"ids": [');
      expect(res.status).toBe(400);
      expect(res.body).toEqual(invalid('body: is not valid JSON', 'invalid_body'));
    });
  });

  describe('distributed profiles', () => {
    const original = rawProfile('p-1');
    beforeEach(async () => {
      await t.c.imports.importProfiles([original]);
    });

    it('answers the spec shape with pagination info', async () => {
      const res = await get('/freelances?modifiedTime=0&page=1&limit=10');
      expect(res.status).toBe(200);
      expect(res.body.infos).toMatchObject({ total: 1, page: 1, limit: 10, totalPages: 1, nextCursor: null });
      const p = res.body.freelances[0];
      expect(Object.keys(p).sort()).toEqual([
        'awards',
        'basics',
        'certificates',
        'education',
        'interests',
        'languages',
        'meta',
        'projects',
        'publications',
        'references',
        'skills',
        'volunteer',
        'work',
      ]);
      expect(p.meta).toMatchObject({
        status: 'completed',
        firstName: 'Camille',
        lastName: 'Martin',
        freelance: { available: true, rate: '450-550', seniority: 'Senior (7-10 ans)' },
      });
      expect(p.basics.location).toEqual(original.basics.location);
      expect(await resumeErrors(p)).toBeNull();
    });

    it('never sends the personal e-mail, the phone, or an original URL', async () => {
      const res = await get('/freelances?modifiedTime=0&page=1&limit=10');
      const text = JSON.stringify(res.body);
      expect(text).not.toContain(original.basics.email);
      expect(text).not.toContain('12 34 56 78');
      expect(text).not.toContain('linkedin.com');
      expect(text).not.toContain('github.com/camille');
      expect(text).not.toContain('cv.example');
      expect(text).not.toContain('p-1"'); // the internal id
      const p = res.body.freelances[0];
      expect(p.basics.phone).toBe('');
      expect(p.basics.email).toMatch(/^fl-[a-z0-9]{16}@freelancer\.fpd-proxy\.example$/);
      expect(p.basics.url).toMatch(
        /^https:\/\/track\.fpd\.example\/t\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}\/[A-Za-z0-9_-]+\/url$/,
      );
      expect(p.meta.cvUrl).toMatch(/^https:\/\/track\.fpd\.example\/t\//);
      expect(p.basics.profiles[0].url).toMatch(/^https:\/\/track\.fpd\.example\/t\//);
    });

    it('hashes the normalised personal e-mail with the salt, and keeps ids and addresses stable', async () => {
      await t.c.imports.importProfiles([rawProfile('p-2', { basics: { email: '  Camille.P-1@GMAIL.example ' } })]);
      const res = await get('/freelances?modifiedTime=0&page=1&limit=10');
      const [a, b] = res.body.freelances;
      expect(a.meta.personalEmail).toBe(
        hashPersonalEmail(t.c.config.secrets.emailHashSalt, 'camille.p-1@gmail.example'),
      );
      expect(a.meta.personalEmail).toMatch(/^[0-9a-f]{64}$/);
      expect(b.meta.personalEmail).toBe(a.meta.personalEmail); // same freelancer, same hash
      expect(b.meta.id).not.toBe(a.meta.id);
      const again = await get('/freelances?modifiedTime=0&page=1&limit=10');
      expect(again.body.freelances[0].meta.id).toBe(a.meta.id);
      expect(again.body.freelances[0].basics.email).toBe(a.basics.email);
      expect(again.body.freelances[0].basics.url).toBe(a.basics.url);
    });

    it('tracked links redirect to the original, watermarked with the caller IP; altered ones are 404', async () => {
      const res = await get('/freelances?modifiedTime=0&page=1&limit=10');
      const p = res.body.freelances[0];
      const path = (url: string) => url.replace('https://track.fpd.example', '');
      const [watermark, id, field] = path(p.basics.url).split('/').slice(2);
      expect(id).toBe(p.meta.id);
      expect(field).toBe('url');
      const link = t.internals.distributor.readTrackedLink(watermark!, id!, field!)!;
      expect(link.ip).toMatch(/127\.0\.0\.1|::1/);
      expect(link.internalId).toBe('p-1');
      const hop = await request(t.app).get(path(p.basics.url));
      expect(hop.status).toBe(302);
      expect(hop.headers.location).toBe(original.basics.url);
      expect((await request(t.app).get(path(p.meta.cvUrl))).headers.location).toBe(original.meta.cvUrl);
      expect((await request(t.app).get(path(p.basics.profiles[0].url))).headers.location).toBe(
        original.basics.profiles[0]!.url,
      );
      const flip = (s: string) => s.slice(0, 5) + (s[5] === 'A' ? 'B' : 'A') + s.slice(6);
      for (const bad of [
        `/t/${flip(watermark!)}/${id}/url`,
        `/t/${watermark}/${flip(id!)}/url`,
        `/t/${watermark}/${id}/p7`,
        `/t/${watermark}/${id}/email`,
        `/t/${watermark}/${id}`,
      ]) {
        const r = await request(t.app).get(bad);
        expect(r.status).toBe(404);
        expect(r.headers.location).toBeUndefined();
      }
      await t.c.profilesAdmin.remove('p-1', 'deleted');
      expect((await request(t.app).get(path(p.basics.url))).status).toBe(404);
    });

    it('a tracked link is 404 when its last character is spelled otherwise, even to the same bytes', async () => {
      const p = (await get('/freelances?modifiedTime=0&page=1&limit=10')).body.freelances[0];
      const [mark, id] = p.basics.url.replace('https://track.fpd.example', '').split('/').slice(2) as [string, string];
      const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
      const respell = (s: string) =>
        [...alphabet]
          .map((c) => s.slice(0, -1) + c)
          .filter((v) => v !== s && Buffer.from(v, 'base64url').equals(Buffer.from(s, 'base64url')));
      // the sealed watermark (before the `.` of its binding tag) and the tag are both tokens of their own
      const dot = mark.lastIndexOf('.');
      const variants = [
        ...respell(mark).map((m) => `/t/${m}/${id}/url`),
        ...(dot > 0 ? respell(mark.slice(0, dot)).map((w) => `/t/${w}${mark.slice(dot)}/${id}/url`) : []),
        ...respell(id).map((i) => `/t/${mark}/${i}/url`),
      ];
      expect(variants.length).toBeGreaterThan(0);
      for (const link of variants) expect([link, (await request(t.app).get(link)).status]).toEqual([link, 404]);
      expect((await request(t.app).get(`/t/${mark}/${id}/url`)).status).toBe(302);
    });

    it('a watermark is bound to the profile and field it was issued for: spliced onto another, the link is 404', async () => {
      await t.c.imports.importProfiles([rawProfile('p-2')]);
      const [a, b] = (await get('/freelances?modifiedTime=0&page=1&limit=10')).body.freelances;
      const parts = (url: string) =>
        url.replace('https://track.fpd.example', '').split('/').slice(2) as [string, string, string];
      const [markA, idA] = parts(a.basics.url);
      const [markB, idB] = parts(b.basics.url);
      expect((await request(t.app).get(`/t/${markB}/${idB}/url`)).status).toBe(302);
      for (const spliced of [`/t/${markA}/${idB}/url`, `/t/${markA}/${idA}/cv`, `/t/${markA}/${idA}/p0`]) {
        const res = await request(t.app).get(spliced);
        expect([spliced, res.status, res.headers.location]).toEqual([spliced, 404, undefined]);
      }
      // the bare watermark, without its binding, is no link either
      expect((await request(t.app).get(`/t/${markA.slice(0, markA.lastIndexOf('.'))}/${idA}/url`)).status).toBe(404);
    });

    it('POST /freelances returns the profiles of the given meta.ids and leaves unknown or tampered ids out', async () => {
      await t.c.imports.importProfiles([rawProfile('p-2'), rawProfile('p-3')]);
      const listing = await get('/freelances?modifiedTime=0&page=1&limit=10');
      const [id1, , id3] = listing.body.freelances.map((p: { meta: { id: string } }) => p.meta.id);
      const tampered = id1.slice(0, 10) + (id1[10] === 'A' ? 'B' : 'A') + id1.slice(11);
      const res = await post('/freelances', { ids: [id3, id1, tampered, 'p-2', id1] });
      expect(res.status).toBe(200);
      expect(res.body.freelances.map((p: { meta: { id: string } }) => p.meta.id)).toEqual([id1, id3]);
      expect(res.body.infos).toEqual({ total: 2, page: 1, limit: 1000, totalPages: 1 });
      const paged = await post('/freelances?page=2&limit=1', { ids: [id3, id1] });
      expect(paged.body.freelances.map((p: { meta: { id: string } }) => p.meta.id)).toEqual([id3]);
      expect(paged.body.infos).toEqual({ total: 2, page: 2, limit: 1, totalPages: 2 });
    });
  });

  describe('removed profiles', () => {
    beforeEach(async () => {
      await t.c.imports.importProfiles([rawProfile('a'), rawProfile('b')]);
      t.clock.advance(60_000);
      await t.c.profilesAdmin.remove('a', 'banned');
    });

    it('are tombstones in the main listing by default, and left out with showDeleted=false', async () => {
      const res = await get('/freelances?modifiedTime=0&page=1&limit=10');
      const tomb = res.body.freelances.find((p: { meta: { status: string } }) => p.meta.status === 'deleted');
      expect(res.body.freelances).toHaveLength(2);
      expect(tomb.basics).toEqual({});
      expect(tomb.work).toEqual([]);
      expect(Object.keys(tomb.meta).sort()).toEqual(['id', 'status', 'updatedAt']);
      expect(JSON.stringify(tomb)).not.toMatch(/Camille|gmail|linkedin/);
      expect(await resumeErrors(tomb)).toBeNull();
      const active = await get('/freelances?modifiedTime=0&page=1&limit=10&showDeleted=false');
      expect(active.body.freelances.map((p: { meta: { status: string } }) => p.meta.status)).toEqual(['completed']);
      expect(active.body.infos.total).toBe(1);
    });

    it('are listed by the deleted listing as account_deleted records, deletedAt in Unix seconds', async () => {
      const res = await get('/freelances/deleted-freelances?page=1&limit=10&showDeleted=true');
      expect(res.status).toBe(200);
      expect(res.body.infos).toEqual({ total: 1, page: 1, limit: 10, totalPages: 1 });
      const [rec] = res.body.freelances;
      expect(rec).toEqual({
        basics: { email: expect.stringMatching(/@freelancer\.fpd-proxy\.example$/) },
        meta: { id: expect.any(String), status: 'account_deleted', deletedAt: Math.floor(t.clock() / 1000) },
      });
      const main = await get('/freelances?modifiedTime=0&page=1&limit=10');
      const tomb = main.body.freelances.find((p: { meta: { status: string } }) => p.meta.status === 'deleted');
      expect(rec.meta.id).toBe(tomb.meta.id);
    });

    it('a removal is a modification: a client syncing since before it receives the tombstone', async () => {
      const since = Math.floor(t.clock() / 1000) - 1;
      const res = await get(`/freelances?modifiedTime=${since}&page=1&limit=10`);
      expect(res.body.freelances.map((p: { meta: { status: string } }) => p.meta.status)).toEqual(['deleted']);
      await t.c.profilesAdmin.restore('a');
      const after = await get(`/freelances?modifiedTime=${since}&page=1&limit=10`);
      expect(after.body.freelances.map((p: { meta: { status: string } }) => p.meta.status)).toEqual(['completed']);
      expect((await get('/freelances/deleted-freelances?page=1&limit=10&showDeleted=true')).body.infos.total).toBe(0);
    });
  });

  it('every profile of the demo dataset validates against the official JSON Resume schema', async () => {
    await t.c.imports.importProfiles(demoProfiles(300));
    await t.c.profilesAdmin.remove('demo-000007', 'deleted');
    let page = 1;
    let checked = 0;
    for (;;) {
      const res = await get(`/freelances?modifiedTime=0&page=${page}&limit=100`);
      for (const p of res.body.freelances) {
        const errors = await resumeErrors(p);
        if (errors) throw new Error(`${p.meta.id}: ${JSON.stringify(errors).slice(0, 500)}`);
        checked++;
      }
      if (page >= res.body.infos.totalPages) break;
      page++;
    }
    expect(checked).toBe(300);
  });
});

/**
 * What leaves the service, on every store: each keeps the distribution prepared for a profile's version beside it, so
 * each is held to the privacy rules, and to sending the same bytes whether the distribution was kept or is prepared
 * per request (a profile stored by an earlier version, before the upgrade's pass).
 */
function privacyOnStore(options: { mongodbUrl?: string }): void {
  describe('fields outside the spec', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({}, options);
    });
    afterAll(() => t.close());

    it('are dropped on import and never distributed', async () => {
      const p = rawProfile('extra') as unknown as Record<string, any>;
      p.secretTopLevel = 'LEAK-1';
      p.basics.personalNote = 'LEAK-2';
      p.basics.location.street = 'LEAK-3';
      p.work[0].managerEmail = 'LEAK-4@corp.example';
      p.skills[0].internal = 'LEAK-5';
      p.meta.freelance = {
        rate: '500',
        internalScore: 'LEAK-6',
        preferences: { workAreas: [{ type: 'pays', countryCode: 'FR', note: 'LEAK-7' }] },
      };
      p.references = [{ name: 'Jean Référent', reference: 'Très bien', phone: 'LEAK-8', email: 'LEAK-9@x.example' }];
      p.projects = [{ name: 'Projet', clientContact: 'LEAK-10' }];
      const report = await t.c.imports.importNdjson(Readable.from([JSON.stringify(p)]));
      expect(report.created).toBe(1);
      const res = await request(t.app).get('/freelances?modifiedTime=0&page=1&limit=10').set('x-api-key', t.key.client);
      expect(res.body.freelances[0].references).toEqual([{ name: 'Jean Référent', reference: 'Très bien' }]);
      expect(JSON.stringify(res.body)).not.toContain('LEAK');
      expect(JSON.stringify(await t.internals.stores.profiles.get('extra'))).not.toContain('LEAK');
    });
  });

  describe('personal data written in any string of a profile', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({}, options);
      await t.c.imports.importProfiles([leakyProfile('leaky')]);
      await request(t.app)
        .post('/partners/whitelist')
        .set('x-api-key', t.key.partner)
        .send({ recruiterEmail: 'r@x.example', firstname: 'R', lastname: 'X', company: 'X' });
    });
    afterAll(() => t.close());

    /** The profile as each route sends it: the sync listing, the fetch by id, and the Stage 2 reveal. */
    async function sent(): Promise<{ route: string; profile: Record<string, any> }[]> {
      const listing = await request(t.app)
        .get('/freelances?modifiedTime=0&page=1&limit=10')
        .set('x-api-key', t.key.client);
      const [profile] = listing.body.freelances;
      const byId = await request(t.app)
        .post('/freelances')
        .set('x-api-key', t.key.client)
        .send({ ids: [profile.meta.id] });
      // The Stage 1 id a search gives; on MongoDB, which this app gives no search engine, the one it would give.
      const freelanceId = options.mongodbUrl
        ? t.internals.stage1.issue('leaky', 'partner:test-partner')
        : (await request(t.app).post('/partners/search').set('x-api-key', t.key.partner).send({ keywords: 'qgis' }))
            .body.freelances[0].id;
      const reveal = await request(t.app)
        .post('/partners/reveal')
        .set('x-api-key', t.key.partner)
        .send({ freelanceId, recruiterEmail: 'r@x.example' });
      expect(reveal.status).toBe(200);
      return [
        { route: 'GET /freelances', profile },
        { route: 'POST /freelances', profile: byId.body.freelances[0] },
        { route: 'POST /partners/reveal', profile: reveal.body },
      ];
    }

    it('leaves only as the proxy address, without phone numbers, with tracked links instead of the originals', async () => {
      for (const { route, profile } of await sent()) {
        const text = JSON.stringify(profile);
        const proxy = profile.basics.email as string;
        for (const leak of [
          LEAKS.email,
          'gmail',
          '06 12 34 56 78',
          '98 76 54 32',
          '+33',
          'linkedin.com',
          'github.com',
          'cv.example.com',
        ])
          expect([route, leak, text.includes(leak)]).toEqual([route, leak, false]);
        expect(profile.basics.summary).toContain(`Contact : ${proxy} ou .`);
        expect(profile.basics.summary).toContain(
          `Profil : ${profile.basics.url} et ${profile.basics.profiles[0].url}.`,
        );
        expect(profile.skills[0].level).toBe(`Expert (${proxy})`);
        expect(profile.meta.freelance.rate).toBe(`500, voir ${proxy}`);
        expect(profile.meta.freelance.preferences.workAreas[0].label).toBe(`Lyon, ${proxy} ${profile.basics.url}`);
        expect(profile.certificates[0].url).toBe(profile.basics.url);
        expect(profile.references[0].reference).toBe(`Joignable au  ou ${proxy}, ${profile.basics.url}`);
        // Names are the spec's to send (basics.name, meta.firstName): sync clients and reveals get them.
        expect(profile.basics.name).toBe(`${LEAKS.first} ${LEAKS.last}`);
      }
    });
  });

  describe('a personal address written in a disguise', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({}, options);
      await t.c.imports.importProfiles([
        rawProfile('disguised', {
          basics: {
            summary:
              'Écrire à jean.zzdupont (at) gmail.com, jean.zzdupont [at] gmail [dot] com ou jean.zzdupont@gmail.',
          },
        }),
      ]);
    });
    afterAll(() => t.close());

    it('leaves as the proxy address too', async () => {
      const res = await request(t.app).get('/freelances?modifiedTime=0&page=1&limit=10').set('x-api-key', t.key.client);
      const proxy = res.body.freelances[0].basics.email;
      expect(res.body.freelances[0].basics.summary).toBe(`Écrire à ${proxy}, ${proxy} ou ${proxy}.`);
    });
  });

  describe('a profile stored before distributions were prepared', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({}, options);
    });
    afterAll(() => t.close());

    it('is sent the same bytes before and after the upgrade prepares it, and only then keeps its distribution', async () => {
      const { profiles } = t.internals.stores;
      await profiles.upsertMany([stored(leakyProfile('old-1')), stored(rawProfile('old-2'))], () => t.clock()); // as an earlier version stored them: no distribution
      await t.c.imports.importProfiles([rawProfile('new-1')]);
      const page = () =>
        request(t.app).get('/freelances?modifiedTime=0&page=1&limit=10').set('x-api-key', t.key.client);
      const before = await page();
      expect(before.status).toBe(200);
      expect(before.body.freelances).toHaveLength(3);
      expect(await t.c.preparedProfiles.status()).toEqual({ prepared: 1, total: 3 });
      const progress: number[] = [];
      expect(await t.c.preparedProfiles.prepareAll({ onProgress: (p) => progress.push(p.prepared) })).toEqual({
        kept: 2,
        prepared: 3,
        total: 3,
      });
      expect(progress).toEqual([1, 3]);
      expect((await t.c.preparedProfiles.prepareAll()).kept).toBe(0);
      const after = await page();
      expect(after.text).toBe(before.text);
      expect(after.text).not.toContain(LEAKS.email);
    });
  });
}

describe('on the embedded store', () => privacyOnStore({}));
describeWithEngine('mongodb', 'on MongoDB', (mongodbUrl) => privacyOnStore({ mongodbUrl }));
