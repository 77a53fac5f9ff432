import express from 'express';
import request from 'supertest';
import { responseProblem } from '../support/openapi-contract';
import { drainResponseProblems } from '../support/response-contract.setup';

/** The checker that every HTTP test's responses go through (test/support/response-contract.setup.ts). */
describe('responses are checked against the OpenAPI description', () => {
  const json = 'application/json; charset=utf-8';
  const ok = { freelances: [], infos: { total: 0, page: 1, limit: 10, totalPages: 0 } };
  const counted = {
    'ratelimit-limit': '120',
    'ratelimit-remaining': '119',
    'ratelimit-reset': '60',
    'ratelimit-policy': '120;w=60',
  };

  it('flags a documented header that was not sent, or sent with a value its schema refuses', () => {
    const base = {
      method: 'GET',
      url: '/freelances/deleted-freelances',
      status: 200,
      contentType: json,
      body: ok,
      text: '{}',
    };
    expect(responseProblem({ ...base, headers: {} })).toMatch(/header RateLimit-Limit is documented but not sent/);
    expect(responseProblem({ ...base, headers: { ...counted, 'ratelimit-remaining': '-1' } })).toMatch(
      /header RateLimit-Remaining is documented as a whole number, sent as "-1"/,
    );
    // 429 adds Retry-After; a generic error before the count (here a 401) documents no header
    const refused = {
      ...base,
      status: 429,
      body: {
        statusCode: 429,
        message: 'Rate limit exceeded',
        code: 'rate_limited',
        docs: '/docs/errors#rate_limited',
      },
    };
    expect(responseProblem({ ...refused, headers: counted })).toMatch(/header Retry-After is documented but not sent/);
    expect(responseProblem({ ...refused, headers: { ...counted, 'retry-after': '12' } })).toBeNull();
    expect(
      responseProblem({
        ...base,
        status: 401,
        body: {
          statusCode: 401,
          message: 'Missing x-api-key header',
          code: 'missing_api_key',
          docs: '/docs/errors#missing_api_key',
        },
        headers: {},
      }),
    ).toBeNull();
  });

  it('accepts a documented response, under /v1 and in the sandbox too', () => {
    for (const url of [
      '/freelances/deleted-freelances',
      '/v1/freelances/deleted-freelances',
      '/sandbox/freelances/deleted-freelances',
    ]) {
      expect(
        responseProblem({ headers: counted, method: 'GET', url, status: 200, contentType: json, body: ok, text: '{}' }),
      ).toBeNull();
    }
  });

  it('flags a status the route does not document', () => {
    expect(
      responseProblem({
        headers: counted,
        method: 'GET',
        url: '/freelances/deleted-freelances',
        status: 409,
        contentType: json,
        body: { statusCode: 409, message: 'x', code: 'conflict', docs: '/docs/errors#conflict' },
        text: '{}',
      }),
    ).toMatch(/status 409 is not documented for GET \/freelances\/deleted-freelances/);
  });

  it('flags a route the description does not cover', () => {
    expect(
      responseProblem({
        headers: counted,
        method: 'GET',
        url: '/undescribed/route',
        status: 200,
        contentType: json,
        body: { length: 1 },
        text: '{}',
      }),
    ).toMatch(/no operation/);
    // a route outside the sandbox is not served there
    expect(
      responseProblem({
        headers: counted,
        method: 'GET',
        url: '/sandbox/partners/whitelist',
        status: 200,
        contentType: json,
        body: { recruiters: [] },
        text: '{}',
      }),
    ).toMatch(/no operation/);
  });

  it('accepts the not-found answer to an unknown route, and nothing else there', () => {
    expect(
      responseProblem({
        headers: counted,
        method: 'GET',
        url: '/nope',
        status: 404,
        contentType: json,
        body: {
          statusCode: 404,
          message: 'No route GET /nope',
          code: 'unknown_route',
          docs: '/docs/errors#unknown_route',
        },
        text: '{}',
      }),
    ).toBeNull();
    expect(
      responseProblem({
        headers: counted,
        method: 'GET',
        url: '/nope',
        status: 200,
        contentType: json,
        body: {},
        text: '{}',
      }),
    ).toMatch(/no operation/);
  });

  it('flags a body that does not match: a missing field, an undocumented field, a wrong error shape', () => {
    const base = {
      headers: counted,
      method: 'GET',
      url: '/freelances/deleted-freelances',
      status: 200,
      contentType: json,
      text: '{}',
    };
    expect(responseProblem({ ...base, body: { freelances: [] } })).toMatch(/must have required property 'infos'/);
    expect(responseProblem({ ...base, body: { ...ok, extra: 1 } })).toMatch(/additional properties 'extra'/);
    expect(responseProblem({ ...base, status: 400, body: { statusCode: 400, message: 'x' } })).toMatch(
      /does not match/,
    );
    expect(
      responseProblem({
        ...base,
        status: 400,
        body: {
          error: 'Validation failed',
          message: 'limit: is required',
          code: 'validation_failed',
          docs: '/docs/errors#validation_failed',
        },
      }),
    ).toBeNull();
    // the spec's fields alone are not enough any more: a code a program can switch on, one the catalogue holds
    expect(
      responseProblem({ ...base, status: 400, body: { error: 'Validation failed', message: 'limit: is required' } }),
    ).toMatch(/required property 'code'/);
    expect(
      responseProblem({
        ...base,
        status: 400,
        body: { error: 'Validation failed', message: 'x', code: 'rate_limited', docs: '/docs/errors#rate_limited' },
      }),
    ).toMatch(/code must be equal to one of the allowed values/);
  });

  it('flags an undocumented content type, and a JSON body where none is documented', () => {
    expect(
      responseProblem({
        headers: counted,
        method: 'GET',
        url: '/health',
        status: 200,
        contentType: 'text/html',
        body: {},
        text: '<p>',
      }),
    ).toMatch(/content type text\/html is not documented/);
    expect(
      responseProblem({
        headers: counted,
        method: 'DELETE',
        url: '/partners/whitelist',
        status: 204,
        contentType: json,
        body: { ok: 1 },
        text: '{"ok":1}',
      }),
    ).toMatch(/a JSON body/);
  });

  it('is applied to every supertest response: an undocumented route or status is recorded', async () => {
    const app = express();
    app.get('/undocumented-probe', (_req, res) => void res.json({ ok: true }));
    app.get('/health', (_req, res) => void res.status(418).json({ statusCode: 418, message: 'teapot' }));
    await request(app).get('/undocumented-probe').expect(200);
    await request(app).get('/v1/health').expect(404);
    await request(app).get('/health').expect(418);
    // Taken here so that this test passes; in any other test, the hook's afterEach fails the test with them.
    const problems = drainResponseProblems();
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/GET \/undocumented-probe -> 200: no operation/);
    expect(problems[1]).toMatch(/GET \/v1\/health -> 404: status 404 is not documented/);
    expect(problems[2]).toMatch(/GET \/health -> 418: status 418 is not documented/);
  });
});
