import request from 'supertest';
import type { RawProfile, WorkArea } from '../../src/domain/profile/raw-profile.schema';
import type { SqliteSearchEngine } from '../../src/adapters/sqlite/sqlite-search-engine';
import { rawProfile } from '../support/profiles';
import { describeSearchEngines, type SearchTestContext } from './search-engine.contract';
import type { TestApp } from '../support/test-app';
import { invalid } from '../support/errors';

/**
 * Stage 1 search on a corpus written for it: every query of the table must return exactly its set of profiles.
 * The same table runs on the embedded engine, OpenSearch, and Elasticsearch when ELASTICSEARCH_URL is set. The
 * recruiter vocabulary has its own contract (search-vocabulary.test.ts), and so has privacy (search-privacy.test.ts).
 */
const lyon: WorkArea = {
  type: 'ville',
  cityName: 'Lyon',
  cityZipCode: '69001',
  departmentCode: '69',
  regionCode: '84',
  countryCode: 'FR',
};
const idf: WorkArea = { type: 'region', regionCode: '11', regionName: 'Île-de-France', countryCode: 'FR' };
const gironde: WorkArea = { type: 'departement', departmentCode: '33', regionCode: '75', countryCode: 'FR' };
const france: WorkArea = { type: 'pays', countryCode: 'FR' };
const belgique: WorkArea = { type: 'pays', countryCode: 'BE' };

function corpusProfile(
  id: string,
  label: string,
  skills: string[],
  summary: string,
  areas: WorkArea[],
  seniority: RawProfile['meta']['freelance']['seniority'],
  available: boolean,
): RawProfile {
  const p = rawProfile(id, {
    basics: { label, summary },
    work: [
      {
        name: 'Employeur Secret',
        position: 'Consultant',
        startDate: '2020',
        endDate: undefined,
        summary: 'Missions diverses.',
      },
    ],
  });
  p.skills = skills.map((name) => ({ name, level: 'Avancé', keywords: [] }));
  p.meta.freelance = {
    ...p.meta.freelance,
    seniority,
    available,
    preferences: { ...p.meta.freelance.preferences, workAreas: areas },
  };
  return p;
}

const CORPUS = [
  corpusProfile(
    'js-dev',
    'Développeur JavaScript',
    ['JavaScript', 'React'],
    'Front-end et interfaces.',
    [lyon],
    'Senior (7-10 ans)',
    true,
  ),
  corpusProfile(
    'java-dev',
    'Développeur Java',
    ['Java', 'Spring Boot'],
    'Back-end, microservices.',
    [idf],
    'Confirme (3-6 ans)',
    false,
  ),
  corpusProfile(
    'fullstack',
    'Développeuse Full-Stack',
    ['TypeScript', 'Node.js', 'C++'],
    'Sites e-commerce, reporting C-level.',
    [france],
    'Expert (10+ ans)',
    true,
  ),
  corpusProfile(
    'data',
    'Data Engineer',
    ['Python', 'Spark'],
    'L’ingénieur données, ancien chef de projet.',
    [belgique],
    'Junior (0-2 ans)',
    false,
  ),
  corpusProfile(
    'pm',
    'Chef de projet digital',
    ['Scrum', 'Jira'],
    'Gestion de projets agiles.',
    [gironde],
    'Senior (7-10 ans)',
    true,
  ),
  corpusProfile(
    'dotnet',
    'Développeur .NET',
    ['C#', '.NET'],
    'Applications F# et C#, K8s.',
    [lyon],
    'Confirme (3-6 ans)',
    false,
  ),
];
const ALL = CORPUS.map((p) => p.meta.id);

describeSearchEngines(
  'POST /partners/search',
  () => CORPUS,
  (ctx) => searchContract(ctx),
);

/** The grammar and the filters: every engine must return exactly the same results. */
function searchContract(ctx: SearchTestContext) {
  const { ids } = ctx;
  const search = (body: object, key?: string) => ctx.search(body, key);
  const syncIndex = () => ctx.syncIndex();
  let t: TestApp;
  beforeAll(() => void (t = ctx.t));

  it.each<[string, string[]]>([
    ['', ALL],
    ['developpeur', ['dotnet', 'fullstack', 'java-dev', 'js-dev']],
    ['DÉVELOPPEUR', ['dotnet', 'fullstack', 'java-dev', 'js-dev']],
    ['java', ['java-dev']],
    ['javascript -java', ['js-dev']],
    ['-java', ALL.filter((id) => id !== 'java-dev')],
    ['"chef de projet"', ['data', 'pm']],
    ['"projet digital"', ['pm']],
    ['"projets digital"', []],
    ['projets', ['data', 'pm']],
    ['C++', ['fullstack']],
    ['C#', ['dotnet']],
    ['.NET', ['dotnet']],
    ['F#', ['dotnet']],
    ['Node.js', ['fullstack']],
    ['node', ['fullstack']],
    ['full-stack', ['fullstack']],
    ['e-commerce', ['fullstack']],
    ['C-level', ['fullstack']],
    ['l’ingénieur', ['data']],
    ["l'ingénieur", ['data']],
    ['ingenieur', ['data']],
    ['java OR python', ['data', 'java-dev']],
    // `or` is a word: nobody has all three (strictly: nobody; relaxed, `java`: below)
    ['java or python', []],
    ['java OR -developpeur', ['data', 'java-dev', 'pm']],
    ['OR OR java OR', ['java-dev']],
    ['!!!', ALL],
    ['Employeur', []],
    ['Camille', []],
  ])('keywords %p', async (keywords, expected) => {
    expect(await ids({ keywords })).toEqual([...expected].sort());
  });

  it('strictly (the default), leaves no word out, and suggests shorter keywords that find somebody, with counts', async () => {
    const strict = await ctx.search({ keywords: 'java or python' });
    expect(strict.body.freelances).toEqual([]);
    expect(strict.body.infos).toEqual({
      total: 0,
      page: 1,
      limit: 20,
      totalPages: 0,
      suggestions: [
        { keywords: 'java', dropped: ['or', 'python'], total: 1 },
        { keywords: 'python', dropped: ['java', 'or'], total: 1 },
      ],
    });
    expect((await ctx.search({ keywords: 'java zzqx developpeur' })).body.infos.suggestions).toEqual([
      { keywords: 'java developpeur', dropped: ['zzqx'], total: 1 },
    ]);
    // exclusions stay in every suggestion; an OR, or a single word, gets none
    expect((await ctx.search({ keywords: 'java zzqx -python' })).body.infos.suggestions).toEqual([
      { keywords: 'java -python', dropped: ['zzqx'], total: 1 },
    ]);
    expect((await ctx.search({ keywords: 'java zzqx OR python zzqx' })).body.infos.suggestions).toBeUndefined();
    expect((await ctx.search({ keywords: 'zzqx' })).body.infos.suggestions).toBeUndefined();
  });

  it('relaxed, leaves out the last words when nobody has them all, says which, and never for an OR', async () => {
    const search = (body: object) => ctx.search({ ...body, relax: true });
    const relaxed = await search({ keywords: 'java python' });
    expect(relaxed.body.infos).toMatchObject({ total: 1, dropped: ['python'] });
    // (a lowercase `or` between them reads as either: search-or-words.test.ts)
    expect((await search({ keywords: 'java or python' })).body.infos).toMatchObject({ total: 2 });
    const exact = await search({ keywords: 'java developpeur' });
    expect(exact.body.infos.dropped).toBeUndefined();
    // each group of an OR must hold as typed; a single word that matches nothing stays an empty answer
    expect((await search({ keywords: 'java zzqx OR python zzqx' })).body.infos.total).toBe(0);
    expect((await search({ keywords: 'zzqx' })).body.infos).toMatchObject({ total: 0 });
    // a word nobody has is left out first, wherever it is (right to left would leave `java` out, and find nobody)
    expect((await search({ keywords: 'zzqx java' })).body.infos).toMatchObject({ total: 1, dropped: ['zzqx'] });
    expect((await search({ keywords: 'java zzqx developpeur' })).body.infos).toMatchObject({
      total: 1,
      dropped: ['zzqx'],
    });
    // a filter that leaves nobody is not relaxed away: every word alone matches nobody
    expect(
      (await search({ keywords: 'java developpeur', skills: ['java', 'python'] })).body.infos.dropped,
    ).toBeUndefined();
  });

  it.each<[object, string[]]>([
    [{ skills: ['javascript'] }, ['js-dev']],
    [{ skills: ['typescript', 'nodejs'] }, ['fullstack']],
    [{ skills: ['java', 'python'] }, []],
    [{ skills: ['kubernetes'] }, []],
    [{ skills: ['csharp', 'dotnet'] }, ['dotnet']],
    [{ workAreas: ['auvergne-rhone-alpes'] }, ['dotnet', 'fullstack', 'js-dev']],
    [{ workAreas: ['belgique'] }, ['data']],
    [{ workAreas: ['ile-de-france', 'nouvelle-aquitaine'] }, ['fullstack', 'java-dev', 'pm']],
    [{ seniority: ['senior'] }, ['js-dev', 'pm']],
    [{ seniority: ['junior', 'expert'] }, ['data', 'fullstack']],
    [{ available: true }, ['fullstack', 'js-dev', 'pm']],
    [{ available: false, keywords: 'developpeur' }, ['dotnet', 'java-dev']],
    [{ available: true, keywords: 'developpeur' }, ['fullstack', 'js-dev']],
  ])('filters %j', async (body, expected) => {
    expect(await ids(body)).toEqual([...expected].sort());
  });

  it('ranks a match in the headline above a match in the summary, and empty keywords by most recent change', async () => {
    const res = await search({ keywords: 'projet' });
    expect(
      res.body.freelances.map((f: { id: string }) => t.internals.stage1.resolve(f.id, 'partner:test-partner')),
    ).toEqual(['pm', 'data']);
    const recent = await search({});
    expect(
      recent.body.freelances.map((f: { id: string }) => t.internals.stage1.resolve(f.id, 'partner:test-partner')),
    ).toEqual([...ALL].reverse());
  });

  it('pages as deep as page × limit = 10 000, the same on every engine (a cluster serves no further)', async () => {
    const last = await search({ page: 100, limit: 100 });
    expect(last.status).toBe(200);
    expect(last.body).toEqual({ freelances: [], infos: { total: 6, page: 100, limit: 100, totalPages: 1 } });
  });

  it('pages with matchRank counted across pages', async () => {
    const page2 = await search({ page: 2, limit: 4 });
    expect(page2.body.infos).toEqual({ total: 6, page: 2, limit: 4, totalPages: 2 });
    expect(page2.body.freelances.map((f: { matchRank: number }) => f.matchRank)).toEqual([5, 6]);
  });

  it('returns anonymised results whose ids are scoped to the partner and work for Stage 2', async () => {
    const res = await search({ keywords: 'java' });
    const [hit] = res.body.freelances;
    expect(hit).toMatchObject({
      headline: 'Développeur Java',
      seniority: 'confirme',
      professions: [],
      matchRank: 1,
      availability: { available: false },
    });
    const text = JSON.stringify(res.body);
    for (const leak of ['Camille', 'Martin', 'gmail', 'linkedin', 'github', 'Employeur Secret', 'java-dev', '12 34'])
      expect([leak, text.includes(leak)]).toEqual([leak, false]);
    const other = (await t.c.keys.create({ type: 'partner', name: 'Other' })).key;
    const theirs = await search({ keywords: 'java' }, other);
    expect(theirs.body.freelances[0].id).not.toBe(hit.id);
    await request(t.app)
      .post('/partners/whitelist')
      .set('x-api-key', t.key.partner)
      .send({ recruiterEmail: 'r@x.example', firstname: 'R', lastname: 'X', company: 'X' });
    const reveal = await request(t.app)
      .post('/partners/reveal')
      .set('x-api-key', t.key.partner)
      .send({ freelanceId: hit.id, recruiterEmail: 'r@x.example' });
    expect(reveal.status).toBe(200);
    expect(reveal.body.basics.label).toBe('Développeur Java');
    await request(t.app)
      .post('/partners/whitelist')
      .set('x-api-key', other)
      .send({ recruiterEmail: 'r@x.example', firstname: 'R', lastname: 'X', company: 'X' });
    expect(
      (
        await request(t.app)
          .post('/partners/reveal')
          .set('x-api-key', other)
          .send({ freelanceId: hit.id, recruiterEmail: 'r@x.example' })
      ).status,
    ).toBe(404);
  });

  it('never returns a removed profile, and finds a change at once', async () => {
    await t.c.profilesAdmin.remove('java-dev', 'invisible');
    await syncIndex();
    expect(await ids({ keywords: 'java' })).toEqual([]);
    await t.c.profilesAdmin.restore('java-dev');
    await syncIndex();
    expect(await ids({ keywords: 'java' })).toEqual(['java-dev']);
    await t.c.imports.importProfiles([
      corpusProfile('java-dev', 'Architecte Kotlin', ['Kotlin'], 'Back-end.', [idf], 'Confirme (3-6 ans)', false),
    ]);
    await syncIndex();
    expect(await ids({ keywords: 'java' })).toEqual([]);
    expect(await ids({ keywords: 'kotlin' })).toEqual(['java-dev']);
  });

  it('ran these searches where the engine runs them (the embedded engine: on its threads when it has them)', () => {
    const embedded = t.internals.stores.search as SqliteSearchEngine;
    if (ctx.engine === 'sqlite' && t.c.config.sqliteSearchThreads > 0) expect(embedded.threadCount).toBeGreaterThan(0);
    else expect(embedded.threadCount).toBe(0);
  });

  it.each<[object, string]>([
    [{ keywords: 'x'.repeat(501) }, 'body.keywords: must be at most 500 characters'],
    [
      { keywords: Array.from({ length: 11 }, (_, i) => `w${i}`).join(' OR ') },
      'body.keywords: at most 10 OR groups (found 11)',
    ],
    [{ skills: Array.from({ length: 21 }, () => 'java') }, 'body.skills: must hold at most 20 items'],
    [{ workAreas: Array.from({ length: 21 }, () => 'corse') }, 'body.workAreas: must hold at most 20 items'],
    [{ seniority: Array.from({ length: 11 }, () => 'senior') }, 'body.seniority: must hold at most 10 items'],
    [{ page: 0 }, 'body.page: must be at least 1'],
    [{ limit: 101 }, 'body.limit: must be at most 100'],
    [{ limit: 0 }, 'body.limit: must be at least 1'],
    [
      { page: 101, limit: 100 },
      'body.page: must be at most 100 with limit 100: paging reaches the 10000 best matches (page × limit at most 10000); narrow the search instead',
    ],
    [
      { page: 501 },
      'body.page: must be at most 500 with limit 20: paging reaches the 10000 best matches (page × limit at most 10000); narrow the search instead',
    ],
    [{ skills: ['java', 'cobolx'] }, 'body.skills.1: unknown skill "cobolx" (see POST /referential)'],
    [{ workAreas: ['atlantide'] }, 'body.workAreas.0: unknown region "atlantide" (see POST /referential)'],
    [
      { seniority: ['Senior (7-10 ans)'] },
      'body.seniority.0: unknown seniority "Senior (7-10 ans)" (see POST /referential)',
    ],
    [{ available: 'yes' }, 'body.available: must be true or false'],
    [{ query: 'java' }, 'body.query: unknown parameter'],
  ])('400 for %j', async (body, message) => {
    const res = await search(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalid(message));
  });

  it('is for partners; the referential is for every key type', async () => {
    for (const type of ['client', 'integrator', 'admin'] as const)
      expect((await search({}, t.key[type])).status).toBe(403);
    for (const type of ['client', 'partner', 'integrator', 'admin'] as const) {
      const res = await request(t.app).post('/referential').set('x-api-key', t.key[type]).send({});
      expect(res.status).toBe(200);
      expect(res.body.skills).toContainEqual({ slug: 'kubernetes', name: 'Kubernetes', aliases: ['k8s'] });
      expect(res.body.regions).toContainEqual({
        slug: 'auvergne-rhone-alpes',
        name: 'Auvergne-Rhône-Alpes',
        countryCode: 'FR',
        regionCode: '84',
      });
      expect(res.body.seniorities).toHaveLength(4);
    }
    const only = await request(t.app)
      .post('/referential')
      .set('x-api-key', t.key.client)
      .send({ types: ['seniorities'] });
    expect(Object.keys(only.body)).toEqual(['seniorities']);
    expect(
      (
        await request(t.app)
          .post('/referential')
          .set('x-api-key', t.key.client)
          .send({ types: ['cities'] })
      ).body.message,
    ).toBe('body.types.0: must be one of skills, regions, seniorities');
  });
}

/**
 * An exclusion, strict and relaxed: strict, `-audit` excludes whoever writes `audit` anywhere (the spec's grammar, read
 * literally); relaxed, whoever holds it in the headline or the skills, not who names it in passing (a risk manager whose
 * missions answered an audit stays, an auditor goes).
 */
const EXCLUDED = [
  corpusProfile(
    'risk',
    'Risk manager risques opérationnels',
    ['Cartographie des risques'],
    'Suivi des recommandations d’audit interne.',
    [france],
    'Senior (7-10 ans)',
    true,
  ),
  corpusProfile(
    'titled',
    'Audit interne et risques opérationnels',
    ['Contrôle permanent'],
    'Missions bancaires.',
    [france],
    'Senior (7-10 ans)',
    true,
  ),
  corpusProfile(
    'skilled',
    'Contrôleur risques opérationnels',
    ['Audit', 'Bâle III'],
    'Missions bancaires.',
    [france],
    'Senior (7-10 ans)',
    true,
  ),
  corpusProfile('other', 'Comptable', ['Sage'], 'Clôtures.', [france], 'Senior (7-10 ans)', true),
];

describeSearchEngines(
  'an exclusion, strict and relaxed',
  () => EXCLUDED,
  (ctx) => {
    it('excludes whoever writes the word, or, relaxed, whoever holds it in the headline or the skills', async () => {
      const keywords = '"risques opérationnels" -audit';
      expect(await ctx.ids({ keywords })).toEqual([]);
      expect(await ctx.ids({ keywords, relax: true })).toEqual(['risk']);
      // a place or an attribute excluded: its holders, either way
      for (const relax of [false, true]) expect(await ctx.ids({ keywords: 'risques -senior', relax })).toEqual([]);
    });
  },
);

const toulouse: WorkArea = {
  type: 'ville',
  cityName: 'Toulouse',
  cityZipCode: '31000',
  departmentCode: '31',
  regionCode: '76',
  countryCode: 'FR',
};
const paris: WorkArea = {
  type: 'ville',
  cityName: 'Paris',
  cityZipCode: '75001',
  departmentCode: '75',
  regionCode: '11',
  countryCode: 'FR',
};
const EITHER = [
  corpusProfile('py-paris', 'Développeur Python', ['Python'], 'API.', [paris], 'Senior (7-10 ans)', true),
  corpusProfile(
    'ops-python',
    'Ingénieur DevOps',
    ['Kubernetes', 'Python'],
    'Scripts Python, outillage Python.',
    [toulouse],
    'Senior (7-10 ans)',
    true,
  ),
  corpusProfile('ops', 'Ingénieur DevOps', ['Kubernetes'], 'Clusters.', [toulouse], 'Senior (7-10 ans)', true),
];

describeSearchEngines(
  'groups joined by OR',
  () => EITHER,
  (ctx) => {
    it('score each where it matches only: the words of a group a profile fails add nothing', async () => {
      // `ops-python` names Python, but not in Paris: only its Kubernetes and its Toulouse count, as for `ops`
      const ranked = await ctx.ranked({ keywords: 'python paris OR kubernetes toulouse' });
      expect([...ranked].sort()).toEqual(['ops', 'ops-python', 'py-paris']);
      expect(ranked.indexOf('ops')).toBeLessThan(ranked.indexOf('ops-python'));
    });
  },
);
