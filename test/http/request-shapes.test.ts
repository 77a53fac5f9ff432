import request from 'supertest';
import { createHttpServer } from '../../src/http/http-server';
import { startTestApp, type TestApp } from '../support/test-app';
import { apiError, invalid } from '../support/errors';

/**
 * Requests the routes do not take get a clear JSON 4xx that the description documents: a method a path does not
 * declare (405 with Allow), a body that is not JSON (415), a request line over the header limit (431).
 */
describe('requests outside what a route takes', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp({}, { sandbox: true })));
  afterAll(async () => t.close());

  it.each([
    ['TRACE', '/freelances', 'GET, HEAD, POST'],
    ['PUT', '/freelances', 'GET, HEAD, POST'],
    ['PUT', '/v1/freelances/deleted-freelances', 'GET, HEAD'],
    ['PATCH', '/partners/whitelist', 'DELETE, GET, HEAD, POST'],
    ['DELETE', '/partners/search', 'POST'],
    ['GET', '/sandbox/partners/search', 'POST'],
    ['OPTIONS', '/referential', 'POST'],
    ['POST', '/health', 'GET, HEAD'],
    ['TRACE', '/docs', 'GET, HEAD'],
    ['PUT', '/metrics', 'GET, HEAD'],
    ['POST', '/t/w/i/url', 'GET, HEAD'],
    ['DELETE', '/integration/acme/clients', 'GET, HEAD, POST'],
  ])('%s %s: 405 with Allow: %s, before any key is asked for', async (method, path, allow) => {
    const res = await request(t.app)[method.toLowerCase() as 'get'](path);
    expect([res.status, res.headers.allow, res.body]).toEqual([
      405,
      allow,
      apiError(405, 'method_not_allowed', `Method ${method} is not allowed on ${path}; allowed: ${allow}`),
    ]);
  });

  it('a declared method, HEAD on a GET route and an unknown path are not 405', async () => {
    expect((await request(t.app).get('/health')).status).toBe(200);
    expect((await request(t.app).head('/health')).status).toBe(200);
    expect((await request(t.app).put('/no/such/path')).status).toBe(404);
    expect((await request(t.app).get('/FREELANCES').set('x-api-key', t.key.client)).status).toBe(404);
  });

  it.each([
    ['text/plain', 'keywords=java', 'Content-Type text/plain is not supported: send the body as application/json'],
    [
      'application/x-www-form-urlencoded',
      'keywords=java',
      'Content-Type application/x-www-form-urlencoded is not supported: send the body as application/json',
    ],
    [
      undefined,
      '{"keywords":"java"}',
      'A body without Content-Type is not accepted: send the body as application/json',
    ],
  ])('a %s body is 415 naming its type, not ignored (it would search everything)', async (type, body, message) => {
    for (const [path, key] of [
      ['/partners/search', t.key.partner],
      ['/sandbox/partners/search', undefined],
      ['/freelances', t.key.client],
      ['/partners/whitelist', t.key.partner],
    ] as const) {
      let req = request(t.app).post(path);
      if (key) req = req.set('x-api-key', key);
      // superagent names a type for a string body; a Buffer goes out with none
      const res = type ? await req.set('Content-Type', type).send(body) : await req.send(Buffer.from(body));
      expect([path, res.status, res.body]).toEqual([path, 415, apiError(415, 'unsupported_media_type', message)]);
    }
    const del = await request(t.app)
      .delete('/partners/whitelist')
      .set('x-api-key', t.key.partner)
      .set('Content-Type', 'text/plain')
      .send('x');
    expect(del.status).toBe(415);
  });

  it('a body with 60 000 unknown fields: a 400 that names the first five and counts the rest, and long names cut short', async () => {
    const body: Record<string, unknown> = { ids: ['a'] };
    for (let i = 0; i < 60_000; i++) body[`f${i}`] = 0;
    const res = await request(t.app).post('/freelances').set('x-api-key', t.key.client).send(body).expect(400);
    expect(res.body).toEqual(invalid('body.f0, body.f1, body.f2, body.f3, body.f4 and 59995 more: unknown parameters'));
    const long = await request(t.app)
      .post('/freelances')
      .set('x-api-key', t.key.client)
      .send({ ids: ['a'], ['x'.repeat(10_000)]: 1 })
      .expect(400);
    expect(long.body.message).toBe(`body.${'x'.repeat(60)}…: unknown parameter`);
  });

  it('JSON with a charset, and an empty body of any type, are accepted', async () => {
    const json = await request(t.app)
      .post('/partners/search')
      .set('x-api-key', t.key.partner)
      .set('Content-Type', 'application/json; charset=utf-8')
      .send('{"limit":1}');
    expect([json.status, json.body.infos.limit]).toEqual([200, 1]);
    const empty = await request(t.app)
      .post('/referential')
      .set('x-api-key', t.key.client)
      .set('Content-Type', 'text/plain')
      .send('');
    expect(empty.status).toBe(200);
    const latin1 = await request(t.app)
      .post('/referential')
      .set('x-api-key', t.key.client)
      .set('Content-Type', 'application/json; charset=latin1')
      .send('{}');
    expect([latin1.status, latin1.body.message]).toEqual([415, 'Unsupported charset "LATIN1"']);
  });

  it('a request line and headers over 16 KB: 431 with a JSON body (Node answered it with an empty one)', async () => {
    const server = createHttpServer(t.app);
    try {
      const res = await request(server)
        .get(`/freelances?modifiedTime=0&page=1&limit=1&cursor=${'c'.repeat(17 * 1024)}`)
        .set('x-api-key', t.key.client);
      expect([res.status, res.headers['content-type'], res.body]).toEqual([
        431,
        'application/json; charset=utf-8',
        apiError(431, 'headers_too_large', 'The request line and headers are over 16 KB'),
      ]);
      expect((await request(server).get('/health')).status).toBe(200);
    } finally {
      server.close();
    }
  });
});
