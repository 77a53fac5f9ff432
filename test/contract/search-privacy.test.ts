import request from 'supertest';
import { LEAKS, leakyProfile, rawProfile } from '../support/profiles';
import { describeSearchEngines } from './search-engine.contract';

/**
 * Nothing a Stage 1 result hides can be matched, on any engine: the index is built from the redacted partner view.
 * A profile hides its owner's e-mail, phones, links, names, username, employer and school in every string field;
 * a search for any of them (as a word, a phrase, a near-miss typo) finds nothing, while its honest word finds it.
 */
const CORPUS = () => [leakyProfile('leaky'), rawProfile('other', { basics: { label: 'Géomaticienne', summary: 'Cartographie et SIG.' } })];

describeSearchEngines('search privacy', CORPUS, (ctx) => {
  it('finds the profile by what it shows', async () => {
    expect(await ctx.ids({ keywords: 'consultant cartographie' })).toEqual(['leaky']);
    expect(await ctx.ids({ keywords: 'qgis' })).toEqual(['leaky']);
  });

  it.each([
    [LEAKS.email],
    [`"${LEAKS.email}"`],
    ['gmail'],
    [LEAKS.last],
    [LEAKS.first],
    [`"${LEAKS.first} ${LEAKS.last}"`],
    ['jean-dupont'],
    ['dupnt'],
    ['dupond'],
    [LEAKS.employer],
    [`"${LEAKS.employer}"`],
    ['paribas'],
    ['bnp'],
    ['insa'],
    [LEAKS.username],
    ['linkedin'],
    ['github'],
    ['0612345678'],
    [`"${LEAKS.phone}"`],
    ['98 76 54 32'],
    ['+33698765432'],
  ])('finds nothing for %p', async (keywords) => {
    const res = await ctx.search({ keywords, limit: 100 });
    expect(res.status).toBe(200);
    expect(res.body.freelances.map((f: { id: string }) => ctx.t.internals.stage1.resolve(f.id, 'partner:test-partner'))).not.toContain('leaky');
  });

  it('shows none of it in any string of the result, and offers none of it as a correction', async () => {
    const res = await ctx.search({ keywords: 'cartographie', limit: 100 });
    const text = JSON.stringify(res.body).toLowerCase();
    for (const leak of ['jean', 'dupont', 'gmail', '06 12', '98 76', '+33', 'linkedin', 'github', 'jdupont', 'paribas', 'bnp', 'insa', 'cv.example'])
      expect([leak, text.includes(leak)]).toEqual([leak, false]);
    const words = await ctx.searchEngine().vocabulary();
    expect(words).toContain('cartographie');
    for (const leak of ['jean', 'dupont', 'gmail', 'paribas', 'bnp', 'insa', 'jdupont', 'linkedin', '06', '12345678']) expect([leak, words.includes(leak)]).toEqual([leak, false]);
  });

  it('keeps what a result may show: the residence and work areas (a place search finds the profile)', async () => {
    expect(await ctx.ids({ keywords: 'cartographie lyon' })).toEqual(['leaky', 'other']);
    const res = await request(ctx.t.app).post('/partners/search').set('x-api-key', ctx.t.key.partner).send({ keywords: 'qgis' });
    expect(res.body.freelances[0].location.city).toBe('Lyon');
  });
});
