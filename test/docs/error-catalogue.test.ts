import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { ERROR_REASONS } from '../../src/domain/errors';
import { ERROR_CATALOGUE, errorStatus } from '../../src/http/error-catalogue';
import { startTestApp, type TestApp } from '../support/test-app';

/** One catalogue of error codes: the code's, docs/api.md's table and the /docs/errors page say the same. */
describe('the error catalogue', () => {
  const api = readFileSync(join(__dirname, '..', '..', 'docs', 'api.md'), 'utf8');
  const documented = [...api.matchAll(/^\| `([a-z_]+)` \| (\d{3}) \|/gm)].map((m) => ({
    code: m[1],
    status: Number(m[2]),
  }));

  it('is the table of docs/api.md, code by code and status by status', () => {
    expect(documented.map((d) => `${d.code} ${d.status}`).sort()).toEqual(
      ERROR_CATALOGUE.map((e) => `${e.code} ${e.status}`).sort(),
    );
  });

  it('holds every domain code, each answering its kind’s one status', () => {
    for (const [kind, reasons] of Object.entries(ERROR_REASONS)) {
      const statuses = new Set(reasons.map((r) => errorStatus(r)));
      expect([kind, statuses.size]).toEqual([kind, 1]);
      for (const r of reasons) expect(ERROR_CATALOGUE.some((e) => e.code === r)).toBe(true);
    }
  });

  describe('GET /docs/errors', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp();
    });
    afterAll(() => t.close());

    it('has an anchor for every code, where each error body’s docs link points', async () => {
      const res = await request(t.app).get('/docs/errors').expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      for (const e of ERROR_CATALOGUE) expect(res.text).toContain(`<section id="${e.code}">`);
      const refused = await request(t.app).get('/me').expect(401);
      expect(res.text).toContain(`id="${refused.body.docs.split('#')[1]}"`);
    });
  });
});
