import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Express } from 'express';
import request from 'supertest';
import { loadConfig } from '../../src/config/config';
import { createContainer, type ServiceContainer } from '../../src/container';
import { createApp } from '../../src/http/app';
import { rawProfile } from '../support/profiles';
import { apiRoutes } from '../support/routes';
import { startTestApp, testClock, type TestApp } from '../support/test-app';

type KeyType = keyof TestApp['key'];
interface Sample {
  key?: KeyType | 'none';
  path: string;
  body?: object;
  /** The status the sample is written to get (so the comparison is of real answers, not of two 404s). */
  status: number;
}

/**
 * Every route of the API router answers the same with and without `/v1`. Two services hold the same state (B opens
 * a backup of A's database and A's secrets); each route gets the same request, on A without the prefix and on B
 * with it, in the same order, so writes happen alike on both. Status, headers (but the date and the rate-limit
 * countdown) and body must be equal. A route without a sample below gets an admin-key request without a body:
 * new routes are covered, with an answer that may be an error but must still be the same.
 */
describe('every route answers identically under /v1', () => {
  let a: TestApp;
  let b: ServiceContainer;
  let appB: Express;
  let dirB: string;
  const ctx = { stage1Id: '', trackedPath: '', integrationClientId: '' };
  const recruiter = {
    recruiterEmail: 'jean.dupont@client.example',
    firstname: 'Jean',
    lastname: 'Dupont',
    company: 'Client SA',
  };

  beforeAll(async () => {
    a = await startTestApp();
    await a.c.imports.importProfiles([rawProfile('f-1'), rawProfile('f-2')]);
    const sub = await a.c.keys.create({
      type: 'client',
      name: 'Sub client',
      integrator: 'test-integrator',
      email: 'it@sub.example',
      company: 'Sub SA',
    });
    ctx.integrationClientId = sub.record.integrationClientId!;
    await request(a.app).post('/partners/whitelist').set('x-api-key', a.key.partner).send(recruiter).expect(201);
    ctx.stage1Id = (
      await request(a.app).post('/partners/search').set('x-api-key', a.key.partner).send({})
    ).body.freelances[0].id;
    const listed = await request(a.app).get('/freelances?modifiedTime=0&page=1&limit=1').set('x-api-key', a.key.client);
    ctx.trackedPath = new URL(listed.body.freelances[0].basics.url).pathname;

    dirB = mkdtempSync(join(tmpdir(), 'fpd-test-v1-'));
    const source = new Database(join(a.dataDir, 'fpd.sqlite'), { readonly: true });
    await source.backup(join(dirB, 'fpd.sqlite'));
    source.close();
    copyFileSync(join(a.dataDir, 'secrets.json'), join(dirB, 'secrets.json'));
    b = await createContainer(
      loadConfig({
        DATA_DIR: dirB,
        TRACKING_BASE_URL: 'https://track.fpd.example/t',
        RATE_LIMIT_PER_MINUTE: '1000000',
      }),
      { clock: testClock() },
    );
    appB = createApp(b);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    rmSync(dirB, { recursive: true, force: true });
  });

  const sample = (method: string, path: string): Sample | undefined => {
    const recruiterB = {
      recruiterEmail: 'marie.curie@client.example',
      firstname: 'Marie',
      lastname: 'Curie',
      company: 'Client SA',
    };
    const table: Record<string, Sample> = {
      'GET /health': { key: 'none', path: '/health', status: 200 },
      'GET /health/dependencies': { key: 'none', path: '/health/dependencies', status: 200 },
      'GET /me': { key: 'admin', path: '/me', status: 200 },
      // a rotation's answer holds a new random key: compared on a refusal
      'POST /me/rotate': { key: 'admin', path: '/me/rotate', body: { keep: true }, status: 400 },
      'GET /freelances': { key: 'client', path: '/freelances?modifiedTime=0&page=1&limit=10', status: 200 },
      'POST /freelances': { key: 'client', path: '/freelances', body: { ids: ['f-unknown'] }, status: 200 },
      'GET /freelances/deleted-freelances': {
        key: 'admin',
        path: '/freelances/deleted-freelances?page=1&limit=10&showDeleted=true',
        status: 200,
      },
      'POST /partners/search': {
        key: 'partner',
        path: '/partners/search',
        body: { keywords: 'TypeScript' },
        status: 200,
      },
      'POST /referential': { key: 'partner', path: '/referential', body: { types: ['seniorities'] }, status: 200 },
      'POST /partners/whitelist': { key: 'partner', path: '/partners/whitelist', body: recruiterB, status: 201 },
      'GET /partners/whitelist': { key: 'partner', path: '/partners/whitelist', status: 200 },
      'DELETE /partners/whitelist': {
        key: 'partner',
        path: '/partners/whitelist',
        body: { recruiterEmail: recruiterB.recruiterEmail },
        status: 204,
      },
      'POST /partners/reveal': {
        key: 'partner',
        path: '/partners/reveal',
        body: { freelanceId: ctx.stage1Id, recruiterEmail: recruiter.recruiterEmail },
        status: 200,
      },
      'POST /partners/events': {
        key: 'partner',
        path: '/partners/events',
        body: { type: 'click_cv', freelanceId: ctx.stage1Id, recruiterEmail: recruiter.recruiterEmail },
        status: 201,
      },
      'POST /partners/:partnerSlug/whitelist': {
        key: 'partner',
        path: '/partners/test-partner/whitelist',
        body: recruiter,
        status: 200,
      },
      'POST /partners/:partnerSlug/events': {
        key: 'partner',
        path: '/partners/test-partner/events',
        body: { type: 'add_favorite', freelanceId: ctx.stage1Id, recruiterEmail: recruiter.recruiterEmail },
        status: 201,
      },
      'GET /integration/:integrationClient/clients': {
        key: 'integrator',
        path: '/integration/test-integrator/clients',
        status: 200,
      },
      // answers holding a new random key are compared on refusals
      'POST /integration/:integrationClient/clients': {
        key: 'integrator',
        path: '/integration/test-integrator/clients',
        body: { name: 'No e-mail' },
        status: 400,
      },
      'POST /integration/:integrationClient/clients/:integrationClientId/rotate': {
        key: 'integrator',
        path: `/integration/test-integrator/clients/${ctx.integrationClientId}/rotate`,
        body: { keep: true },
        status: 400,
      },
      'DELETE /integration/:integrationClient/clients/:integrationClientId': {
        key: 'integrator',
        path: '/integration/test-integrator/clients/00000000-0000-4000-8000-000000000000',
        status: 404,
      },
      'GET /integration/:integrationClient/whitelist/:integrationClientId': {
        key: 'integrator',
        path: `/integration/test-integrator/whitelist/${ctx.integrationClientId}?page=1&limit=10`,
        status: 200,
      },
      'POST /integration/:integrationClient/whitelist/:integrationClientId': {
        key: 'integrator',
        path: `/integration/test-integrator/whitelist/${ctx.integrationClientId}`,
        body: { originalEmail: 'rh@sub.example', firstname: 'Rose', lastname: 'Hugo', company: 'Sub SA' },
        status: 201,
      },
      'DELETE /integration/:integrationClient/whitelist/:integrationClientId': {
        key: 'integrator',
        path: `/integration/test-integrator/whitelist/${ctx.integrationClientId}`,
        body: { originalEmailToDelete: 'rh@sub.example' },
        status: 204,
      },
      'GET /t/:watermark/:id/:field': { key: 'none', path: ctx.trackedPath, status: 302 },
    };
    return table[`${method} ${path}`];
  };

  const send = (app: Express, method: string, path: string, s: Sample, keys: TestApp['key']) => {
    let req = request(app)[method.toLowerCase() as 'get' | 'post' | 'delete'](path).redirects(0);
    if (s.key !== 'none') req = req.set('x-api-key', keys[s.key ?? 'admin']);
    return s.body ? req.send(s.body) : req;
  };
  const comparable = (res: request.Response) => {
    // content-length follows the body, compared below with latencies zeroed (health answers carry timings)
    const {
      date: _d,
      'ratelimit-remaining': _r,
      'ratelimit-reset': _s,
      'x-request-id': _id,
      'content-length': _l,
      ...headers
    } = res.headers;
    const body = JSON.parse(JSON.stringify(res.body ?? null), (k, v) => (k === 'latencyMs' ? 0 : v));
    return { status: res.status, headers, body };
  };

  it('walks the route list and compares each route on both', async () => {
    const routes = apiRoutes(a.app);
    expect(routes.length).toBeGreaterThanOrEqual(18);
    for (const { method, path } of routes) {
      const given = sample(method, path);
      const s: Sample = given ?? { path: path.replace(/:[A-Za-z]+/g, 'x'), status: 0 };
      const plain = comparable(await send(a.app, method, s.path, s, a.key));
      const v1 = comparable(await send(appB, method, `/v1${s.path}`, s, a.key));
      expect({ route: `${method} ${path}`, ...v1 }).toEqual({ route: `${method} ${path}`, ...plain });
      if (given) expect([`${method} ${path}`, plain.status]).toEqual([`${method} ${path}`, given.status]);
    }
  });
});
