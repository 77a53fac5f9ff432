import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { demoProfiles } from '../../src/demo/demo-profiles';
import { importDemoProfiles } from '../../src/demo/seed-demo';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * docs/search.md shows three briefs with what they select and their first results on `npm start`'s demo data (its
 * default 300 profiles, one in 50 removed, as src/demo/seed-demo.ts seeds them): each is run here and the page must
 * say what the service answers.
 */
const PAGE = join(__dirname, '..', '..', 'docs', 'search.md');
const EXAMPLE = /```text brief\n([\s\S]*?)\n```\n\nSelects: (.*)\n\nFirst results:\n\n((?:\d+\. .*\n)+)/g;

describe('the briefs of docs/search.md', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await importDemoProfiles(t.c, demoProfiles(300), 50);
  });
  afterAll(async () => t.close());

  it('select and find what the page says, on the demo data', async () => {
    const examples = [...readFileSync(PAGE, 'utf8').matchAll(EXAMPLE)];
    expect(examples).toHaveLength(3);
    const said = [];
    const answers = [];
    for (const [, brief, selects, results] of examples) {
      const found = await request(t.app)
        .post('/partners/search')
        .set('x-api-key', t.key.partner)
        .send({ brief, limit: 3 })
        .expect(200);
      const answered = {
        selects: found.body.infos.brief.understood
          .filter((u: { use: string }) => u.use === 'selects')
          .map((u: { words: string }) => `\`${u.words}\``)
          .join(', '),
        results: found.body.freelances
          .map(
            (f: { headline: string; location: { city: string }; seniority: string }, i: number) =>
              `${i + 1}. ${f.headline}, ${f.location.city} (${f.seniority})\n`,
          )
          .join(''),
      };
      said.push({ brief, selects, results });
      answers.push({ brief, ...answered });
    }
    expect(answers).toEqual(said);
  });
});
