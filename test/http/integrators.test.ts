import request from 'supertest';
import { KEY_ROTATION_OVERLAP_MS } from '../../src/domain/keys/api-key';
import { describeWithEngine } from '../support/engines';
import { apiError, invalid } from '../support/errors';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * Integrators manage their own sub-clients: onboard one (its key shown once), list, rotate, revoke, and read its
 * whitelist page by page; and nothing of another integrator's, whatever path or id they try (BOLA).
 */
describe('integrators manage their sub-clients [sqlite]', () => suite());
describeWithEngine('mongodb', 'integrators manage their sub-clients', (url) => suite(url));
describe('integrators: sub-clients and their whitelists [sqlite]', () => integratorSuite());
describeWithEngine('mongodb', 'integrators: sub-clients and their whitelists', (url) => integratorSuite(url));

/** Requests sent with one API key. */
const keyed = (app: () => TestApp, key: string) => ({
  get: (path: string) => request(app().app).get(path).set('x-api-key', key),
  post: (path: string, body?: object) => request(app().app).post(path).set('x-api-key', key).send(body),
  del: (path: string, body?: object) => request(app().app).delete(path).set('x-api-key', key).send(body),
});

function suite(mongodbUrl?: string) {
  let t: TestApp;
  let other: string; // another integrator's key, slug "rival"
  const customer = { name: 'Cabinet Durand', email: 'contact@durand.example', company: 'Durand Conseil SAS' };
  const as = (key: string) => keyed(() => t, key);
  const mine = () => as(t.key.integrator);
  const base = '/integration/test-integrator';
  const onboard = async () =>
    (await mine().post(`${base}/clients`, customer).expect(201)).body as {
      key: string;
      client: { integrationClientId: string; clientPk: string; apiKey: string };
    };

  beforeEach(async () => {
    t = await startTestApp({}, { mongodbUrl });
    other = (await t.c.keys.create({ type: 'integrator', name: 'Rival', slug: 'rival' })).key;
  });
  afterEach(() => t.close());

  it('onboards a customer end to end: a key shown once that synchronises and knows its integrator, listed masked', async () => {
    const res = await mine().post(`${base}/clients`, customer).expect(201);
    const { key, client } = res.body;
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.location).toBe(`${base}/clients/${client.integrationClientId}`);
    expect(client).toEqual({
      ...customer,
      apiKey: `fpd_${key.split('_')[1]}_********`,
      clientPk: key.split('_')[1],
      integrationClientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    await as(key).get('/freelances?modifiedTime=0&page=1&limit=10').expect(200);
    expect((await as(key).get('/me').expect(200)).body).toMatchObject({
      type: 'client',
      name: customer.name,
      integrator: { slug: 'test-integrator', integrationClientId: client.integrationClientId },
    });
    const listed = await mine().get(`${base}/clients`).expect(200);
    expect(listed.body.clients).toEqual([client]);
    expect(JSON.stringify(listed.body)).not.toContain(key);
    // its whitelist, written then read page by page, oldest first
    const path = `${base}/whitelist/${client.integrationClientId}`;
    for (const n of [1, 2, 3, 4, 5])
      await mine()
        .post(path, { originalEmail: `r${n}@corp.example`, firstname: `Rec${n}`, lastname: 'Ruiter', company: 'Corp' })
        .expect(201);
    const page2 = await mine().get(`${path}?page=2&limit=2`).expect(200);
    expect(page2.body.infos).toEqual({ total: 5, page: 2, limit: 2, totalPages: 3 });
    expect(page2.body.recruiters.map((r: { originalEmail: string }) => r.originalEmail)).toEqual([
      'r3@corp.example',
      'r4@corp.example',
    ]);
    expect(page2.body.recruiters[0]).toEqual({
      originalEmail: 'r3@corp.example',
      firstname: 'Rec3',
      lastname: 'Ruiter',
      company: 'Corp',
      whitelistedEmail: 'corp.rec3r@recruiter.fpd-proxy.example',
      trackingMode: 'tracked',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await mine().get(path).expect(200)).body.infos).toEqual({ total: 5, page: 1, limit: 100, totalPages: 1 });
    expect((await mine().get(`${path}?limit=1001`)).body).toEqual(invalid('limit: must be at most 1000'));
    expect((await mine().get(`${path}?pgae=2`)).body).toEqual(invalid('pgae: unknown parameter (did you mean page?)'));
  });

  it('refuses a customer without its name, company or a valid e-mail', async () => {
    expect((await mine().post(`${base}/clients`, { ...customer, name: undefined })).body).toEqual(
      invalid('body.name: is required'),
    );
    expect((await mine().post(`${base}/clients`, { ...customer, email: 'nope' })).body).toEqual(
      invalid('body.email: must be an e-mail address'),
    );
    expect((await mine().post(`${base}/clients`, { ...customer, compnay: 'x' })).body.message).toContain(
      'body.compnay: unknown parameter (did you mean body.company?)',
    );
    expect((await mine().get(`${base}/clients`)).body.clients).toEqual([]);
  });

  it('rotates a sub-client’s key: the new one at once, the old one for the overlap; listed once, with the new key', async () => {
    const { key: old, client } = await onboard();
    const res = await mine().post(`${base}/clients/${client.integrationClientId}/rotate`).expect(201);
    const fresh = res.body.key as string;
    expect(res.body).toMatchObject({
      id: fresh.split('_')[1],
      previous: { id: client.clientPk, expiresAt: new Date(t.clock() + KEY_ROTATION_OVERLAP_MS).toISOString() },
    });
    expect(res.body.client).toEqual({
      ...client,
      apiKey: `fpd_${fresh.split('_')[1]}_********`,
      clientPk: fresh.split('_')[1],
    });
    expect((await mine().get(`${base}/clients`)).body.clients).toEqual([res.body.client]);
    await as(old).get('/me').expect(200);
    // rotating again rotates the new key; the first one keeps its end
    const third = await mine().post(`${base}/clients/${client.integrationClientId}/rotate`).expect(201);
    expect(third.body.previous.id).toBe(fresh.split('_')[1]);
    t.clock.advance(KEY_ROTATION_OVERLAP_MS);
    await as(old).get('/me').expect(403);
    await as(fresh).get('/me').expect(403);
    await as(third.body.key).get('/me').expect(200);
  });

  it('revokes a sub-client: every key of it stops at once, and it is gone from the list and the routes', async () => {
    const { key, client } = await onboard();
    const fresh = (await mine().post(`${base}/clients/${client.integrationClientId}/rotate`).expect(201)).body.key;
    await mine().del(`${base}/clients/${client.integrationClientId}`).expect(204);
    for (const k of [key, fresh])
      expect((await as(k).get('/me')).body).toEqual(apiError(403, 'invalid_api_key', 'Invalid API key'));
    expect((await mine().get(`${base}/clients`)).body.clients).toEqual([]);
    expect((await mine().get(`${base}/whitelist/${client.integrationClientId}`)).body).toEqual(
      apiError(404, 'unknown_sub_client', 'integrationClientId: no such client'),
    );
    await mine().del(`${base}/clients/${client.integrationClientId}`).expect(404);
  });

  it('gives another integrator nothing: 403 on our slug, 404 on our sub-client under its own, and nothing changes', async () => {
    const { key, client } = await onboard();
    const id = client.integrationClientId;
    await mine()
      .post(`${base}/whitelist/${id}`, {
        originalEmail: 'anne@corp.example',
        firstname: 'Anne',
        lastname: 'Martin',
        company: 'Corp',
      })
      .expect(201);
    const rival = as(other);
    const attempts: [string, () => request.Test][] = [
      ['list', () => rival.get(`${base}/clients`)],
      ['create', () => rival.post(`${base}/clients`, customer)],
      ['revoke', () => rival.del(`${base}/clients/${id}`)],
      ['rotate', () => rival.post(`${base}/clients/${id}/rotate`)],
      ['read whitelist', () => rival.get(`${base}/whitelist/${id}`)],
      [
        'add',
        () =>
          rival.post(`${base}/whitelist/${id}`, {
            originalEmail: 'x@rival.example',
            firstname: 'X',
            lastname: 'Y',
            company: 'Rival',
          }),
      ],
      ['remove', () => rival.del(`${base}/whitelist/${id}`, { originalEmailToDelete: 'anne@corp.example' })],
    ];
    for (const [what, send] of attempts) expect([what, (await send()).body.code]).toEqual([what, 'not_your_slug']);
    const underOwn: [string, () => request.Test][] = [
      ['revoke', () => rival.del(`/integration/rival/clients/${id}`)],
      ['rotate', () => rival.post(`/integration/rival/clients/${id}/rotate`)],
      ['read whitelist', () => rival.get(`/integration/rival/whitelist/${id}`)],
      [
        'add',
        () =>
          rival.post(`/integration/rival/whitelist/${id}`, {
            originalEmail: 'x@rival.example',
            firstname: 'X',
            lastname: 'Y',
            company: 'Rival',
          }),
      ],
      ['remove', () => rival.del(`/integration/rival/whitelist/${id}`, { originalEmailToDelete: 'anne@corp.example' })],
    ];
    for (const [what, send] of underOwn) {
      const res = await send();
      expect([what, res.status, res.body]).toEqual([
        what,
        404,
        apiError(404, 'unknown_sub_client', 'integrationClientId: no such client'),
      ]);
    }
    expect((await rival.get('/integration/rival/clients').expect(200)).body.clients).toEqual([]);
    // ours is untouched: same key, same whitelist
    await as(key).get('/me').expect(200);
    expect((await mine().get(`${base}/clients`)).body.clients).toEqual([client]);
    expect(
      (await mine().get(`${base}/whitelist/${id}`)).body.recruiters.map(
        (r: { originalEmail: string }) => r.originalEmail,
      ),
    ).toEqual(['anne@corp.example']);
  });

  it('is for integrator keys only, its own sub-clients’ keys included', async () => {
    const { key } = await onboard();
    for (const k of [t.key.client, t.key.partner, t.key.admin, key]) {
      expect((await as(k).post(`${base}/clients`, customer)).body.code).toBe('wrong_key_type');
    }
  });
}

function integratorSuite(mongodbUrl?: string) {
  let t: TestApp;
  let sub: { key: string; id: string; integrationClientId: string };
  let otherSub: string;
  let otherIntegrator: string;
  const I = (key: string) => keyed(() => t, key);
  const recruiter = { originalEmail: 'anne@corp.example', firstname: 'Anne', lastname: 'Martin', company: 'Corp' };

  beforeEach(async () => {
    t = await startTestApp({}, { mongodbUrl });
    const created = await t.c.keys.create({
      type: 'client',
      name: 'Sub One',
      integrator: 'test-integrator',
      email: 'one@sub.example',
      company: 'Sub One SA',
    });
    sub = { key: created.key, id: created.record.id, integrationClientId: created.record.integrationClientId! };
    otherIntegrator = (await t.c.keys.create({ type: 'integrator', name: 'Other Integrator' })).key;
    otherSub = (await t.c.keys.create({ type: 'client', name: 'Sub Two', integrator: 'otherintegrator' })).record
      .integrationClientId!;
  });
  afterEach(() => t.close());

  it('lists its clients with masked keys', async () => {
    const res = await I(t.key.integrator).get('/integration/test-integrator/clients');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      clients: [
        {
          name: 'Sub One',
          email: 'one@sub.example',
          company: 'Sub One SA',
          apiKey: `fpd_${sub.id}_********`,
          clientPk: sub.id,
          integrationClientId: sub.integrationClientId,
        },
      ],
    });
    expect(JSON.stringify(res.body)).not.toContain(sub.key);
  });

  it('whitelists for its sub-clients: 201 then 204, 404 when unknown', async () => {
    const path = `/integration/test-integrator/whitelist/${sub.integrationClientId}`;
    const res = await I(t.key.integrator).post(path, recruiter);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ whitelistedEmail: 'corp.annem@recruiter.fpd-proxy.example' });
    expect(await t.c.whitelists.list(`client:${sub.integrationClientId}`)).toHaveLength(1);
    expect((await I(t.key.integrator).del(path, { originalEmailToDelete: 'ANNE@corp.example' })).status).toBe(204);
    const again = await I(t.key.integrator).del(path, { originalEmailToDelete: 'anne@corp.example' });
    expect(again.status).toBe(404);
    expect((await I(t.key.integrator).post(path, { ...recruiter, originalEmail: 'nope' })).body).toEqual(
      invalid('body.originalEmail: must be an e-mail address'),
    );
  });

  it('cannot read or change another integrator’s clients: 403 on its slug, 404 on its client ids', async () => {
    const slug = await I(t.key.integrator).get('/integration/otherintegrator/clients');
    expect(slug.status).toBe(403);
    expect(slug.body.message).toBe('integrationClient: you can only manage your own clients');
    expect(
      (await I(t.key.integrator).post(`/integration/otherintegrator/whitelist/${otherSub}`, recruiter)).status,
    ).toBe(403);
    const foreign = await I(t.key.integrator).post(`/integration/test-integrator/whitelist/${otherSub}`, recruiter);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('integrationClientId: no such client');
    expect(
      (
        await I(t.key.integrator).del(`/integration/test-integrator/whitelist/${otherSub}`, {
          originalEmailToDelete: 'a@b.example',
        })
      ).status,
    ).toBe(404);
    expect((await I(otherIntegrator).get('/integration/otherintegrator/clients')).body.clients).toHaveLength(1);
    expect(await t.c.whitelists.list(`client:${otherSub}`)).toEqual([]);
  });

  it('is for integrator keys only', async () => {
    for (const key of [t.key.client, t.key.partner, t.key.admin, sub.key]) {
      expect((await I(key).get('/integration/test-integrator/clients')).status).toBe(403);
    }
  });
}
