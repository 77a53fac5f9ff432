import request from 'supertest';
import { describeWithEngine } from '../support/engines';
import { apiError, invalid } from '../support/errors';
import { rawProfile } from '../support/profiles';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * Errors a program can act on: a stable `code` beside the spec's fields, field paths in one form whatever check found
 * them, "did you mean" for a near miss, the milliseconds hint, and a cursor held to the query it was issued for.
 */
describe('errors a program can act on [sqlite]', () => errorSuite());
describeWithEngine('mongodb', 'errors a program can act on', (url) => errorSuite(url));

function errorSuite(mongodbUrl?: string) {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, { mongodbUrl });
    await t.c.imports.importProfiles(Array.from({ length: 7 }, (_, i) => rawProfile(`p-${i}`)));
    await request(t.app)
      .post('/partners/whitelist')
      .set('x-api-key', t.key.partner)
      .send({
        recruiterEmail: 'opt@corp.example',
        firstname: 'Opt',
        lastname: 'Out',
        company: 'Corp',
        trackingMode: 'opt_out',
      })
      .expect(201);
  });
  afterAll(() => t.close());
  const sync = (query: string) => request(t.app).get(`/freelances?${query}`).set('x-api-key', t.key.client);
  const partner = (path: string, body: object) => request(t.app).post(path).set('x-api-key', t.key.partner).send(body);

  it('suggests the known name for an unknown one within two edits, in the body, in the query and in nested objects', async () => {
    expect((await partner('/partners/search', { keyword: 'java' })).body).toEqual(
      invalid('body.keyword: unknown parameter (did you mean body.keywords?)'),
    );
    expect((await partner('/partners/search', { Limit: 5, seniorty: ['senior'] })).body).toEqual(
      invalid(
        'body.Limit, body.seniorty: unknown parameters (did you mean body.limit for body.Limit, body.seniority for body.seniorty?)',
      ),
    );
    expect((await sync('modifiedTime=0&page=1&limt=10')).body).toEqual(
      invalid('limit: is required; limt: unknown parameter (did you mean limit?)'),
    );
    const nested = await partner('/partners/events', {
      events: [{ typ: 'click_cv', freelanceId: 'x', recruiterEmail: 'a@b.example' }],
    });
    expect(nested.body).toEqual(
      invalid(
        'body.events.0.type: is required; body.events.0.typ: unknown parameter (did you mean body.events.0.type?)',
      ),
    );
    // a name far from every known one gets no guess
    expect((await partner('/partners/search', { query: 'java' })).body).toEqual(
      invalid('body.query: unknown parameter'),
    );
  });

  it('says when a Unix-seconds time looks like milliseconds, and what to send', async () => {
    expect((await sync('modifiedTime=1795478563000&page=1&limit=10')).body).toEqual(
      invalid(
        'modifiedTime: must be at most 253402300799 (Unix seconds); 1795478563000 looks like milliseconds: send 1795478563',
      ),
    );
    expect((await sync('modifiedTime=99999999999999999&page=1&limit=10')).body).toEqual(
      invalid('modifiedTime: must be at most 253402300799 (Unix seconds)'),
    );
  });

  it('names a body field as body.<path> whichever layer found it (schema, grammar, referential, service), a parameter by its name', async () => {
    const ors = Array.from({ length: 11 }, (_, i) => `w${i}`).join(' OR ');
    expect((await partner('/partners/search', { keywords: ors })).body).toEqual(
      invalid('body.keywords: at most 10 OR groups (found 11)'),
    );
    expect((await partner('/partners/search', { skills: ['nope'] })).body).toEqual(
      invalid('body.skills.0: unknown skill "nope" (see POST /referential)'),
    );
    const reveal = await partner('/partners/reveal', { freelanceId: 'nope', recruiterEmail: 'nobody@corp.example' });
    expect(reveal.body).toEqual(
      apiError(403, 'not_whitelisted', 'body.recruiterEmail: this recruiter is not in your whitelist'),
    );
    const optOut = await partner('/partners/reveal', { freelanceId: 'nope', recruiterEmail: 'opt@corp.example' });
    expect(optOut.body).toEqual(
      apiError(
        403,
        'recruiter_opt_out',
        'body.recruiterEmail: this recruiter is in opt_out mode; a reveal exposes contact details and so requires tracking',
      ),
    );
    const other = await request(t.app).get('/integration/someone-else/clients').set('x-api-key', t.key.integrator);
    expect(other.body).toEqual(
      apiError(403, 'not_your_slug', 'integrationClient: you can only manage your own clients'),
    );
  });

  it('refuses a cursor with other parameters than its first page: another limit, modifiedTime or showDeleted, another page', async () => {
    const first = await sync('modifiedTime=0&page=1&limit=3').expect(200);
    const cursor = first.body.infos.nextCursor as string;
    const mismatch =
      'cursor: belongs to another query (modifiedTime, showDeleted and limit must be those of the first page)';
    for (const query of [
      `modifiedTime=0&page=2&limit=2&cursor=${cursor}`,
      `modifiedTime=1&page=2&limit=3&cursor=${cursor}`,
      `modifiedTime=0&page=2&limit=3&showDeleted=false&cursor=${cursor}`,
    ]) {
      expect([query, (await sync(query)).body]).toEqual([query, invalid(mismatch, 'cursor_mismatch')]);
    }
    expect((await sync(`modifiedTime=0&page=3&limit=3&cursor=${cursor}`)).body).toEqual(
      invalid('page: must be 2 with this cursor', 'cursor_mismatch'),
    );
    const next = await sync(`modifiedTime=0&page=2&limit=3&cursor=${cursor}`).expect(200);
    expect(next.body.infos).toMatchObject({ page: 2, limit: 3, total: 7 });
  });

  it('gives every error its code and a link to it: 401, 403, 404, 405, 415, an unknown route', async () => {
    expect((await request(t.app).get('/me')).body).toEqual(
      apiError(401, 'missing_api_key', 'Missing x-api-key header'),
    );
    expect((await request(t.app).get('/me').set('x-api-key', 'fpd_nope')).body).toEqual(
      apiError(403, 'invalid_api_key', 'Invalid API key'),
    );
    expect((await request(t.app).get('/partners/whitelist').set('x-api-key', t.key.client)).body.code).toBe(
      'wrong_key_type',
    );
    expect((await request(t.app).get('/nowhere')).body).toEqual(
      apiError(404, 'unknown_route', 'No route GET /nowhere'),
    );
    // a long path is named by its first 200 characters, not echoed whole
    const long = `/${'x'.repeat(15_000)}`;
    const answer = await request(t.app).get(long).expect(404);
    expect(answer.body.message).toBe(`No route GET ${long.slice(0, 200)}…`);
    expect(answer.text.length).toBeLessThan(400);
    expect((await request(t.app).put('/me')).body.code).toBe('method_not_allowed');
    expect(
      (
        await request(t.app)
          .post('/partners/search')
          .set('x-api-key', t.key.partner)
          .set('content-type', 'text/plain')
          .send('java')
      ).body.code,
    ).toBe('unsupported_media_type');
  });
}
