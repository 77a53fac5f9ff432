import request from 'supertest';
import { LEAKS, leakyProfile, rawProfile, SPELLED, spelledLeakyProfile } from '../support/profiles';
import { FACETS } from '../../src/domain/search/facets';
import { describeSearchEngines } from './search-engine.contract';

/**
 * Nothing a Stage 1 result hides can be matched, on any engine: the index is built from the redacted partner view.
 * A profile hides its owner's e-mail, phones, links, names, username, employer and school in every string field;
 * a search for any of them (as a word, a phrase, a near-miss typo) finds nothing, while its honest word finds it.
 */
/** People a mission's text names (no field says so): a manager, a client's contact, a colleague surname first. */
const PEOPLE = { manager: 'Fatima Zzbühler', contact: 'Zzkowalski', colleague: 'ZZMARCHAL Loïc' };
const CORPUS = () => [
  leakyProfile('leaky'),
  rawProfile('other', { basics: { label: 'Géomaticienne', summary: 'Cartographie et SIG.' } }),
  spelledLeakyProfile('spelled'),
  rawProfile('people', {
    basics: { label: 'Topographe', summary: 'Topographie et relevés.' },
    work: [
      {
        name: 'Zzgeo Conseil',
        position: 'Topographe',
        startDate: '2021-01',
        endDate: '',
        summary: `Relevés topographiques. Mission encadrée par ${PEOPLE.manager}, avec Mme ${PEOPLE.contact} et ${PEOPLE.colleague}.`,
      },
    ],
  }),
];

describeSearchEngines('search privacy', CORPUS, (ctx) => {
  it('finds the profile by what it shows', async () => {
    expect(await ctx.ids({ keywords: 'consultant cartographie' })).toEqual(['leaky']);
    expect(await ctx.ids({ keywords: 'qgis' })).toEqual(['leaky', 'spelled']);
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
    expect(
      res.body.freelances.map((f: { id: string }) => ctx.t.internals.stage1.resolve(f.id, 'partner:test-partner')),
    ).not.toContain('leaky');
  });

  const partnerIds = (res: { body: { freelances: { id: string }[] } }) =>
    res.body.freelances.map((f) => ctx.t.internals.stage1.resolve(f.id, 'partner:test-partner'));

  it('finds the profile whose identity is spelled otherwise in its text by what it shows', async () => {
    expect(await ctx.ids({ keywords: 'geomatique' })).toEqual(['spelled']);
    expect(await ctx.ids({ keywords: 'geomatique data' })).toEqual(['spelled']);
    expect(await ctx.ids({ keywords: 'geomatique cloud' })).toEqual(['spelled']);
  });

  it.each([
    ['helene'],
    ['hélène'],
    ['zzlebihan'],
    ['ozzlebihan'],
    ['"zz le bihan"'],
    ['zzlebihn'],
    ['zzsociete'],
    ['zzsocieté'],
    ['zzgenerale'],
    ['zzgenerle'],
    ['"zzsociete zzgenerale"'],
    ['zzoecole'],
    ['zzœcole'],
    ['zzstrauss'],
    ['zzstrauß'],
    ['zzstraus'],
    ['gmail'],
    ['"helene zzlebihan"'],
    [SPELLED.email],
  ])('finds nothing for %p, which the record spells otherwise', async (keywords) => {
    const res = await ctx.search({ keywords, limit: 100 });
    expect(res.status).toBe(200);
    expect(partnerIds(res)).not.toContain('spelled');
    expect(JSON.stringify(res.body.infos.corrections ?? [])).not.toMatch(/helene|zz/);
  });

  // Asked with every facet and with highlights: none of them may show what the result hides.
  const everything = { facets: [...FACETS], highlight: true, limit: 100 };

  it.each([['zzbuhler'], ['zzbühler'], ['"fatima zzbuhler"'], ['fatima'], ['zzkowalski'], ['zzmarchal'], ['loic']])(
    'finds nothing for %p, a person a mission names',
    async (keywords) => {
      const res = await ctx.search({ keywords, limit: 100 });
      expect(res.status).toBe(200);
      expect(partnerIds(res)).not.toContain('people');
    },
  );

  it('shows none of the people a mission names, and finds the profile by what it shows', async () => {
    const res = await ctx.search({ keywords: 'topographe', ...everything });
    expect(partnerIds(res)).toEqual(['people']);
    const text = JSON.stringify(res.body.freelances.map(({ id: _id, ...shown }: { id: string }) => shown));
    expect(text).toContain('Mission encadrée par […], avec Mme […] et […].');
    for (const leak of ['fatima', 'zz', 'loïc'])
      expect([leak, text.toLowerCase().includes(leak)]).toEqual([leak, false]);
  });

  it('shows none of it in any string of the result, its facets or its highlights, and offers none of it as a correction', async () => {
    const res = await ctx.search({ keywords: 'cartographie', ...everything });
    expect(res.body.freelances[0].highlights.fields.headline).toEqual(['Consultant <mark>cartographie</mark> ([…])']);
    expect(res.body.infos.facets.skills).toEqual([
      { value: 'nodejs', count: 1 },
      { value: 'typescript', count: 1 },
    ]);
    expect(res.body.freelances).toHaveLength(2);
    // Every string but the sealed ids: ciphertext, which may hold any three letters (`...4BnPAy...`) and reveals
    // nothing.
    const text = JSON.stringify({
      ...res.body,
      freelances: res.body.freelances.map(({ id: _id, ...shown }: { id: string }) => shown),
    }).toLowerCase();
    for (const leak of [
      'jean',
      'dupont',
      'gmail',
      '06 12',
      '98 76',
      '+33',
      'linkedin',
      'github',
      'jdupont',
      'paribas',
      'bnp',
      'insa',
      'cv.example',
    ])
      expect([leak, text.includes(leak)]).toEqual([leak, false]);
    const words = await ctx.searchEngine().vocabulary();
    expect(words).toContain('cartographie');
    for (const leak of ['jean', 'dupont', 'gmail', 'paribas', 'bnp', 'insa', 'jdupont', 'linkedin', '06', '12345678'])
      expect([leak, words.includes(leak)]).toEqual([leak, false]);
    for (const word of words) expect([word, /^(helene|ozz.*|zz.*)$/.test(word)]).toEqual([word, false]);
  });

  it('shows none of the otherwise spelled identity in any string of the result, its facets or its highlights', async () => {
    const res = await ctx.search({ keywords: 'geomatique', ...everything });
    expect(Object.keys(res.body.freelances[0].highlights.fields).length).toBeGreaterThan(0);
    expect(partnerIds(res)).toEqual(['spelled']);
    const text = JSON.stringify({
      ...res.body,
      freelances: res.body.freelances.map(({ id: _id, ...shown }: { id: string }) => shown),
    })
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase();
    for (const leak of ['helene', 'zz', 'gmail', 'bihan']) expect([leak, text.includes(leak)]).toEqual([leak, false]);
    expect(res.body.freelances[0].headline).toBe('Géomaticienne Data chez […]');
  });

  it('keeps what a result may show: the residence and work areas (a place search finds the profile)', async () => {
    expect(await ctx.ids({ keywords: 'cartographie lyon' })).toEqual(['leaky', 'other']);
    const res = await request(ctx.t.app)
      .post('/partners/search')
      .set('x-api-key', ctx.t.key.partner)
      .send({ keywords: 'qgis' });
    expect(res.body.freelances[0].location.city).toBe('Lyon');
  });
});

describeSearchEngines(
  'typo tolerance forgets a removed profile',
  () => [
    rawProfile('gone', { basics: { label: 'Zzkryptonite' } }),
    rawProfile('stays', { basics: { label: 'Géomaticienne' } }),
  ],
  (ctx) => {
    it('offers no word of a profile removed a moment ago, though the pool’s words were read before', async () => {
      const before = await ctx.search({ keywords: 'zzkryptomite' });
      expect(before.body.infos.corrections).toEqual([{ word: 'zzkryptomite', readAs: ['zzkryptonite'] }]);
      await ctx.t.c.profilesAdmin.remove('gone', 'deleted');
      await ctx.syncIndex();
      const after = await ctx.search({ keywords: 'zzkryptomite' });
      expect(after.status).toBe(200);
      expect(after.body.infos.corrections).toBeUndefined();
      expect(after.body.freelances).toEqual([]);
    });
  },
);
