import request from 'supertest';
import { describeWithEngine } from '../support/engines';
import { rawProfile } from '../support/profiles';
import { startTestApp, type TestApp } from '../support/test-app';
import { apiError, invalid } from '../support/errors';

describe('partners: whitelists, reveal, events [sqlite]', () => partnerSuite());
describeWithEngine('mongodb', 'partners: whitelists, reveal, events', (url) => partnerSuite(url));

/** Requests sent with one API key. */
function caller(app: () => TestApp, key: string) {
  const send = (method: 'post' | 'delete', path: string, body: unknown) =>
    request(app().app)
      [method](path)
      .set('x-api-key', key)
      .send(body as object);
  return {
    get: (path: string) => request(app().app).get(path).set('x-api-key', key),
    post: (path: string, body: unknown) => send('post', path, body),
    del: (path: string, body: unknown) => send('delete', path, body),
  };
}

function partnerSuite(mongodbUrl?: string) {
  let t: TestApp;
  let partnerB: string;
  const as = (key: string) => caller(() => t, key);
  const A = () => as(t.key.partner);
  const B = () => as(partnerB);
  const jean = {
    recruiterEmail: 'Jean.Dupont@Client.example',
    firstname: 'Jérôme',
    lastname: 'Dupont',
    company: 'Société Générale',
  };

  beforeEach(async () => {
    t = await startTestApp({}, { mongodbUrl });
    partnerB = (await t.c.keys.create({ type: 'partner', name: 'Partner B' })).key;
    await t.c.imports.importProfiles([rawProfile('f-1'), rawProfile('f-2')]);
  });
  afterEach(() => t.close());

  describe('whitelist', () => {
    it('creates a proxy address {company}.{firstname}{initial}@domain, folded to [a-z0-9-]', async () => {
      const res = await A().post('/partners/whitelist', jean);
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ whitelistedEmail: 'societegenerale.jeromed@recruiter.fpd-proxy.example' });
      const odd = await A().post('/partners/whitelist', {
        recruiterEmail: 'x@y.example',
        firstname: "Anne-Marie O'Neil",
        lastname: 'Ürgüp',
        company: 'A&B (Paris) SAS!',
      });
      expect(odd.body.whitelistedEmail).toBe('abparissas.anne-marieoneilu@recruiter.fpd-proxy.example');
    });

    it('posting the same recruiter again (e-mail in any case) keeps the address and updates fields and mode', async () => {
      const first = await A().post('/partners/whitelist', jean);
      const again = await A().post('/partners/whitelist', {
        ...jean,
        recruiterEmail: 'jean.dupont@client.EXAMPLE',
        company: 'SG',
        trackingMode: 'opt_out',
      });
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
      const list = await A().get('/partners/whitelist');
      expect(list.body.recruiters).toEqual([
        {
          recruiterEmail: 'jean.dupont@client.example',
          firstname: 'Jérôme',
          lastname: 'Dupont',
          company: 'SG',
          whitelistedEmail: first.body.whitelistedEmail,
          trackingMode: 'opt_out',
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
        },
      ]);
    });

    it('gives distinct addresses to distinct recruiters who would share one in a whitelist', async () => {
      const a = await A().post('/partners/whitelist', jean);
      const b = await A().post('/partners/whitelist', { ...jean, recruiterEmail: 'jerome.dupuis@client.example' });
      const c = await A().post('/partners/whitelist', { ...jean, recruiterEmail: 'j.durand@client.example' });
      expect(b.body.whitelistedEmail).toBe('societegenerale.jeromed2@recruiter.fpd-proxy.example');
      expect(c.body.whitelistedEmail).toBe('societegenerale.jeromed3@recruiter.fpd-proxy.example');
      expect(new Set([a.body.whitelistedEmail, b.body.whitelistedEmail, c.body.whitelistedEmail]).size).toBe(3);
      // A removed recruiter's address stays theirs in this whitelist: back, they get it again, after the others.
      await A().del('/partners/whitelist', { recruiterEmail: jean.recruiterEmail });
      await A().post('/partners/whitelist', { ...jean, recruiterEmail: 'jeanne.dupre@client.example' });
      expect((await A().post('/partners/whitelist', jean)).body).toEqual(a.body);
    });

    it('numbers collisions within the caller’s whitelist only: an address tells nothing of other partners’', async () => {
      await A().post('/partners/whitelist', jean);
      await A().post('/partners/whitelist', { ...jean, recruiterEmail: 'jerome.dupuis@client.example' });
      // Partner B has no other Jérôme D.: it gets the plain address, not a number that would reveal A's.
      const first = await B().post('/partners/whitelist', { ...jean, recruiterEmail: 'j.durand@client.example' });
      expect(first.body.whitelistedEmail).toBe('societegenerale.jeromed@recruiter.fpd-proxy.example');
      const second = await B().post('/partners/whitelist', jean);
      expect(second.body.whitelistedEmail).toBe('societegenerale.jeromed2@recruiter.fpd-proxy.example');
    });

    it('deletes: 204, then 404', async () => {
      await A().post('/partners/whitelist', jean);
      expect((await A().del('/partners/whitelist', { recruiterEmail: 'JEAN.dupont@client.example' })).status).toBe(204);
      const again = await A().del('/partners/whitelist', { recruiterEmail: jean.recruiterEmail });
      expect(again.status).toBe(404);
      expect(again.body).toEqual(apiError(404, 'unknown_recruiter', 'body.recruiterEmail: not in this whitelist'));
      expect((await A().get('/partners/whitelist')).body.recruiters).toEqual([]);
    });

    it('takes an accented local part (RFC 6531), composed or not, as one address; an accented domain in its xn-- form', async () => {
      const sophie = {
        recruiterEmail: 'sophie.lefe\u0300vre@talentis.fr',
        firstname: 'Sophie',
        lastname: 'Lefèvre',
        company: 'Talentis',
      };
      expect((await A().post('/partners/whitelist', sophie)).status).toBe(201);
      expect(
        (await A().get('/partners/whitelist')).body.recruiters.map((r: { recruiterEmail: string }) => r.recruiterEmail),
      ).toEqual(['sophie.lefèvre@talentis.fr']);
      expect((await A().del('/partners/whitelist', { recruiterEmail: 'Sophie.Lefèvre@talentis.fr' })).status).toBe(204);
      expect((await A().post('/partners/whitelist', { ...sophie, recruiterEmail: 'sophie@talentïs.fr' })).body).toEqual(
        invalid(
          'body.recruiterEmail: must be an e-mail address (a domain with accented letters is written in its xn-- form)',
        ),
      );
      expect(
        (await A().post('/partners/whitelist', { ...sophie, recruiterEmail: 'sophie@xn--talents-bva.fr' })).status,
      ).toBe(201);
    });

    it.each([
      [{ ...jean, recruiterEmail: 'not-an-email' }, 'body.recruiterEmail: must be an e-mail address'],
      [{ ...jean, firstname: '  ' }, 'body.firstname: must contain at least one letter (A-Z) or digit'],
      [{ ...jean, firstname: '' }, 'body.firstname: must not be empty'],
      [{ ...jean, lastname: '!!!' }, 'body.lastname: must contain at least one letter (A-Z) or digit'],
      [{ ...jean, company: 'x'.repeat(201) }, 'body.company: must be at most 200 characters'],
      [{ ...jean, trackingMode: 'silent' }, 'body.trackingMode: must be one of tracked, opt_out'],
      [{ ...jean, extra: 1 }, 'body.extra: unknown parameter'],
      [{ firstname: 'a', lastname: 'b', company: 'c' }, 'body.recruiterEmail: is required'],
    ])('400 for %j', async (body, message) => {
      const res = await A().post('/partners/whitelist', body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(invalid(message));
      expect((await A().get('/partners/whitelist')).body.recruiters).toEqual([]);
    });

    it('deprecated slug route: own slug only (also under /v1), with Deprecation and Link headers', async () => {
      const res = await A().post('/partners/test-partner/whitelist', jean);
      expect(res.status).toBe(201);
      expect(res.headers.deprecation).toBe('@1775001600');
      expect(res.headers.link).toBe('</partners/whitelist>; rel="successor-version"');
      expect((await A().post('/v1/partners/test-partner/whitelist', jean)).status).toBe(200);
      const other = await A().post('/partners/partnerb/whitelist', jean);
      expect(other.status).toBe(403);
      expect(other.body.message).toBe('partnerSlug: is not your partner slug');
      expect((await B().get('/partners/whitelist')).body.recruiters).toEqual([]);
    });
  });

  describe('reveal', () => {
    beforeEach(async () => {
      await A().post('/partners/whitelist', jean);
    });
    const stage1 = (internalId: string, slug = 'test-partner') =>
      t.internals.stage1.issue(internalId, `partner:${slug}`);

    it('returns the full profile exactly as GET /freelances shapes it, and records a profile_view', async () => {
      const res = await A().post('/partners/reveal', {
        freelanceId: stage1('f-1'),
        recruiterEmail: 'jean.dupont@client.example',
      });
      expect(res.status).toBe(200);
      const [stored] = (await t.internals.stores.profiles.listByIds(['f-1'], 0, 1)).items;
      const { distributor } = t.internals;
      const expected = distributor
        .forViewer({ ip: '127.0.0.1', keyId: (await t.c.keys.authenticate(t.key.partner))!.id })
        .json(stored!, distributor.prepare(stored!.profile));
      expect(res.text).toBe(expected);
      expect(res.body.basics.phone).toBe('');
      expect(JSON.stringify(res.body)).not.toMatch(/gmail|linkedin|12 34 56/);
      expect(await t.internals.stores.events.statsFor('f-1')).toEqual([
        { company: 'Société Générale', counts: { profile_view: 1 } },
      ]);
    });

    it('403 for a recruiter not in this partner’s whitelist, and for one in opt_out mode, saying why', async () => {
      const stranger = await A().post('/partners/reveal', {
        freelanceId: stage1('f-1'),
        recruiterEmail: 'someone@else.example',
      });
      expect(stranger.status).toBe(403);
      expect(stranger.body).toEqual(
        apiError(403, 'not_whitelisted', 'body.recruiterEmail: this recruiter is not in your whitelist'),
      );
      await A().post('/partners/whitelist', { ...jean, trackingMode: 'opt_out' });
      const optOut = await A().post('/partners/reveal', {
        freelanceId: stage1('f-1'),
        recruiterEmail: jean.recruiterEmail,
      });
      expect(optOut.status).toBe(403);
      expect(optOut.body.message).toMatch(/opt_out mode; a reveal exposes contact details and so requires tracking/);
      expect(await t.internals.stores.events.statsFor('f-1')).toEqual([]);
    });

    it('404 for another partner’s id, a meta.id, a tampered id, and a removed profile', async () => {
      await B().post('/partners/whitelist', jean);
      const ofA = stage1('f-1');
      const viaB = await B().post('/partners/reveal', { freelanceId: ofA, recruiterEmail: jean.recruiterEmail });
      expect(viaB.status).toBe(404);
      expect(viaB.body).toEqual(apiError(404, 'unknown_freelancer', 'body.freelanceId: no such freelancer'));
      expect(
        (
          await A().post('/partners/reveal', {
            freelanceId: t.internals.distributor.publicId('f-1'),
            recruiterEmail: jean.recruiterEmail,
          })
        ).status,
      ).toBe(404);
      expect(
        (
          await A().post('/partners/reveal', {
            freelanceId: ofA.slice(0, -3) + 'AAA',
            recruiterEmail: jean.recruiterEmail,
          })
        ).status,
      ).toBe(404);
      await t.c.profilesAdmin.remove('f-1', 'deleted');
      expect(
        (await A().post('/partners/reveal', { freelanceId: ofA, recruiterEmail: jean.recruiterEmail })).status,
      ).toBe(404);
    });
  });

  describe('events', () => {
    beforeEach(async () => {
      await A().post('/partners/whitelist', jean);
    });
    const ev = (overrides: Record<string, unknown> = {}) => ({
      type: 'click_cv',
      freelanceId: t.internals.stage1.issue('f-1', 'partner:test-partner'),
      recruiterEmail: jean.recruiterEmail,
      ...overrides,
    });

    it('records one event or a batch, by Stage 1 id or meta.id; an eventId makes retries harmless', async () => {
      expect((await A().post('/partners/events', ev({ eventId: 'evt-1' }))).body).toEqual({
        recorded: 1,
        duplicates: 0,
      });
      const batch = await A().post('/partners/events', {
        events: [
          ev({ eventId: 'evt-1' }),
          ev({ type: 'add_favorite', freelanceId: t.internals.distributor.publicId('f-1') }),
        ],
      });
      expect(batch.status).toBe(201);
      expect(batch.body).toEqual({ recorded: 1, duplicates: 1 });
      expect(await t.internals.stores.events.statsFor('f-1')).toEqual([
        { company: 'Société Générale', counts: { click_cv: 1, add_favorite: 1 } },
      ]);
    });

    it('refuses events for a removed profile as for an unknown one (404), by Stage 1 id or meta.id', async () => {
      await t.c.profilesAdmin.remove('f-1', 'deleted');
      for (const freelanceId of [ev().freelanceId, t.internals.distributor.publicId('f-1')]) {
        const res = await A().post('/partners/events', ev({ freelanceId }));
        expect([res.status, res.body]).toEqual([
          404,
          apiError(404, 'unknown_freelancer', 'body.freelanceId: no such freelancer'),
        ]);
      }
      expect(await t.internals.stores.events.statsFor('f-1')).toEqual([]);
    });

    it('refuses profile_view, saying the service emits it', async () => {
      const res = await A().post('/partners/events', ev({ type: 'profile_view' }));
      expect(res.status).toBe(400);
      expect(res.body).toEqual(
        invalid('body.type: profile_view is emitted by the service itself on each reveal; do not send it'),
      );
    });

    it('writes nothing when one event of a batch is wrong, and names it', async () => {
      const unknown = await A().post('/partners/events', { events: [ev(), ev(), ev(), ev({ freelanceId: 'nope' })] });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('body.events.3.freelanceId: no such freelancer');
      const stranger = await A().post('/partners/events', { events: [ev(), ev({ recruiterEmail: 'x@y.example' })] });
      expect(stranger.status).toBe(403);
      expect(stranger.body.message).toBe('body.events.1.recruiterEmail: this recruiter is not in your whitelist');
      const future = await A().post('/partners/events', { events: [ev(), ev({ occurredAt: '2999-01-01T00:00:00Z' })] });
      expect(future.body).toEqual(invalid('body.events.1.occurredAt: must not be in the future'));
      const tooMany = await A().post('/partners/events', { events: Array.from({ length: 101 }, () => ev()) });
      expect(tooMany.body.message).toBe('body.events: must hold at most 100 events');
      expect((await A().post('/partners/events', { events: [ev({ type: 'wink' })] })).body.message).toMatch(
        /^body\.events\.0\.type: must be one of click_cv, /,
      );
      expect(await t.internals.stores.events.statsFor('f-1')).toEqual([]);
    });

    it('works on the deprecated slug route, for the caller’s slug only', async () => {
      const res = await A().post('/partners/test-partner/events', ev());
      expect(res.status).toBe(201);
      expect(res.headers.link).toBe('</partners/events>; rel="successor-version"');
      expect((await A().post('/partners/partnerb/events', ev())).status).toBe(403);
    });
  });

  describe('authorisation', () => {
    it('partners never see, change or use each other’s whitelists', async () => {
      await A().post('/partners/whitelist', jean);
      expect((await B().get('/partners/whitelist')).body.recruiters).toEqual([]);
      const del = await B().del('/partners/whitelist', { recruiterEmail: jean.recruiterEmail });
      expect(del.status).toBe(404); // exactly as for an address whitelisted nowhere
      expect((await A().get('/partners/whitelist')).body.recruiters).toHaveLength(1);
      const events = await B().post('/partners/events', {
        type: 'click_cv',
        freelanceId: t.internals.distributor.publicId('f-1'),
        recruiterEmail: jean.recruiterEmail,
      });
      expect(events.status).toBe(403);
    });

    it('the same recruiter whitelisted by two partners gets what either would get alone', async () => {
      const b = await B().post('/partners/whitelist', jean);
      const a = await A().post('/partners/whitelist', jean);
      expect(b.status).toBe(201);
      expect(a.status).toBe(201);
      expect(a.body).toEqual(b.body);
    });

    it('keys of other types cannot reach partner routes', async () => {
      for (const type of ['client', 'integrator', 'admin'] as const) {
        for (const [method, path] of [
          ['get', '/partners/whitelist'],
          ['post', '/partners/whitelist'],
          ['post', '/partners/reveal'],
          ['post', '/partners/events'],
        ] as const) {
          const res = await request(t.app)[method](path).set('x-api-key', t.key[type]).send(jean);
          expect([type, path, res.status]).toEqual([type, path, 403]);
        }
      }
      expect((await request(t.app).get('/partners/whitelist')).status).toBe(401);
    });
  });
}
