import request from 'supertest';
import { loadConfig } from '../../src/config/config';
import { createContainer, type ServiceContainer } from '../../src/container';
import { createApp } from '../../src/http/app';
import { rawProfile } from '../support/profiles';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * Rotating TRACKING_SECRET without breaking the links clients already hold (docs/operations.md): the service restarted
 * with the new secret and TRACKING_SECRET_PREVIOUS set to the old one makes new links with the new secret and still
 * resolves the old ones; without TRACKING_SECRET_PREVIOUS the old links are 404.
 */
describe('TRACKING_SECRET rotation', () => {
  let t: TestApp;
  const opened: ServiceContainer[] = [];
  const NEW = 'n'.repeat(40);

  /** The same store and other secrets (DATA_DIR), other tracking secrets: the service after a restart. */
  async function restarted(env: Record<string, string>) {
    const c = await createContainer(
      loadConfig({
        DATA_DIR: t.dataDir,
        TRACKING_BASE_URL: 'https://track.fpd.example/t',
        LOG_LEVEL: 'silent',
        RATE_LIMIT_PER_MINUTE: '1000000',
        ...env,
      }),
    );
    opened.push(c);
    return createApp(c);
  }
  const link = async (app: Parameters<typeof request>[0]) => {
    const res = await request(app).get('/freelances?modifiedTime=0&page=1&limit=10').set('x-api-key', t.key.client);
    return (res.body.freelances[0].basics.url as string).replace('https://track.fpd.example', '');
  };

  beforeAll(async () => {
    t = await startTestApp();
    await t.c.imports.importProfiles([rawProfile('rot-1')]);
  });
  afterAll(async () => {
    for (const c of opened) await c.close();
    await t.close();
  });

  it('new links use the new secret; links of the previous one still redirect while TRACKING_SECRET_PREVIOUS names it', async () => {
    const old = await link(t.app);
    const target = rawProfile('rot-1').basics.url;
    expect((await request(t.app).get(old)).headers.location).toBe(target);

    const rotated = await restarted({
      TRACKING_SECRET: NEW,
      TRACKING_SECRET_PREVIOUS: t.c.config.secrets.trackingSecret,
    });
    const fresh = await link(rotated);
    expect(fresh).not.toBe(old);
    for (const path of [old, fresh]) {
      const res = await request(rotated).get(path);
      expect([path, res.status, res.headers.location]).toEqual([path, 302, target]);
    }
    expect((await request(t.app).get(fresh)).status).toBe(404); // made with the new secret, unknown to the old service

    const retired = await restarted({ TRACKING_SECRET: NEW });
    expect((await request(retired).get(old)).status).toBe(404);
    expect((await request(retired).get(fresh)).status).toBe(302);
  });
});
