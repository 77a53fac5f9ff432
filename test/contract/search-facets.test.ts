import type { RawProfile } from '../../src/domain/profile/raw-profile.schema';
import { rawProfile } from '../support/profiles';
import { describeSearchEngines } from './search-engine.contract';

/**
 * What a recruiter works with beside the ranking, on every engine: the profile filters (remote work, mission length,
 * days a week, languages and levels, day rate, start date, CDI, vehicle), facets counted over every match with each
 * facet's own filter left out, and highlights made from the redacted text. Counts and sets are written by hand from
 * the corpus below.
 */
interface Spec {
  label: string;
  summary?: string;
  seniority?: RawProfile['meta']['freelance']['seniority'];
  remote?: string[];
  mission?: string[];
  days?: string[];
  languages?: [string, string][];
  rate?: string;
  available?: boolean;
  availabilityDate?: string;
  cdi?: boolean;
  vehicle?: boolean;
  skills?: string[];
}

function profile(id: string, s: Spec): RawProfile {
  const p = rawProfile(id, {
    basics: { label: s.label, summary: s.summary ?? 'Missions de conseil.' },
    work: [
      {
        name: 'Zzorbital Systems',
        position: 'Consultant',
        startDate: '2020',
        endDate: undefined,
        summary: 'Missions.',
      },
    ],
  });
  p.skills = (s.skills ?? []).map((name) => ({ name, level: 'Expert', keywords: [] }));
  p.languages = (s.languages ?? []).map(([language, fluency]) => ({ language, fluency }));
  const f = p.meta.freelance;
  f.seniority = s.seniority ?? '';
  f.available = s.available ?? false;
  f.availabilityDate = s.availabilityDate ?? '';
  f.rate = s.rate ?? '';
  f.openToCdi = s.cdi ?? false;
  f.vehicle = s.vehicle ?? false;
  f.preferences.remoteWork = (s.remote ?? []) as never;
  f.preferences.missionDuration = (s.mission ?? []) as never;
  f.preferences.daysPerWeek = (s.days ?? []) as never;
  return p;
}

const CORPUS = [
  profile('go-remote', {
    label: 'Développeur Go',
    seniority: 'Senior (7-10 ans)',
    remote: ['Full remote'],
    mission: ['> 12 mois'],
    days: ['5'],
    languages: [['Anglais', 'Courant (C1)']],
    rate: '600 €/j',
    available: true,
    skills: ['Go', 'Kubernetes'],
  }),
  profile('go-hybrid', {
    label: 'Développeuse Go',
    summary:
      'Je conçois des API en Go chez un éditeur Zzorbital Systems, et des outils internes pour les équipes de développement.',
    seniority: 'Expert (10+ ans)',
    remote: ['Hybride'],
    mission: ['6 a 12 mois', '> 12 mois'],
    days: ['4', '5'],
    languages: [['Anglais', 'Intermédiaire (B1)']],
    rate: 'TJM 750',
    availabilityDate: '2027-03-01',
    cdi: true,
    skills: ['Go', 'PostgreSQL'],
  }),
  profile('go-site', {
    label: 'Développeur Go',
    seniority: 'Junior (0-2 ans)',
    remote: ['Sur site'],
    mission: ['< 3 mois'],
    days: ['3'],
    rate: 'à négocier',
    available: true,
    vehicle: true,
    skills: ['Go'],
  }),
  profile('java', {
    label: 'Développeur Java',
    seniority: 'Senior (7-10 ans)',
    remote: ['Full remote', 'Hybride'],
    mission: ['3 a 6 mois'],
    days: ['5'],
    languages: [
      ['Anglais', 'Native speaker'],
      ['Allemand', 'Courant'],
    ],
    rate: '450-500',
    availabilityDate: '2027-01-15',
    vehicle: true,
    skills: ['Java', 'Kubernetes'],
  }),
];

describeSearchEngines(
  'search filters, facets and highlights',
  () => CORPUS,
  (ctx) => {
    const ids = (body: object) => ctx.ids(body);

    it.each([
      [{ remoteWork: ['Full remote'] }, ['go-remote', 'java']],
      [{ remoteWork: ['Hybride', 'Sur site'] }, ['go-hybrid', 'go-site', 'java']],
      [{ missionDuration: ['> 12 mois'] }, ['go-hybrid', 'go-remote']],
      [{ daysPerWeek: ['4', '3'] }, ['go-hybrid', 'go-site']],
      [{ languages: ['en'] }, ['go-hybrid', 'go-remote', 'java']],
      [{ languages: ['en:fluent'] }, ['go-remote', 'java']],
      [{ languages: ['en', 'de'] }, ['java']],
      [{ maxRate: 600 }, ['go-remote', 'go-site', 'java']], // the rate that cannot be read is kept by default
      [{ maxRate: 600, rateUnknown: 'exclude' }, ['go-remote', 'java']],
      [{ maxRate: 449 }, ['go-site']],
      [{ availableBefore: '2027-02-01' }, ['go-remote', 'go-site', 'java']], // available now, or from 15 January
      [{ openToCdi: true }, ['go-hybrid']],
      [{ vehicle: true }, ['go-site', 'java']],
      [{ vehicle: false }, ['go-hybrid', 'go-remote']],
      [{ keywords: 'go', remoteWork: ['Full remote', 'Hybride'], maxRate: 700 }, ['go-remote']],
    ])('filters %j', async (body, expected) => {
      expect(await ids(body)).toEqual(expected);
    });

    it.each([
      [{ keywords: 'go' }],
      [{ keywords: 'go', remoteWork: ['Full remote'] }],
      [{ keywords: 'go OR java', maxRate: 600 }],
      [{ keywords: 'senior -go' }],
      [{ vehicle: true }],
      [{}],
    ])('answers the same total with facets as without: %j', async (body) => {
      const plain = await ctx.search({ ...body, limit: 1 });
      const faceted = await ctx.search({ ...body, facets: ['seniority', 'remoteWork', 'skills'], limit: 1 });
      expect([faceted.status, faceted.body.infos.total]).toEqual([200, plain.body.infos.total]);
    });

    it('counts facets over every match, each facet without its own filter', async () => {
      const res = await ctx.search({
        keywords: 'go',
        remoteWork: ['Full remote'],
        facets: [
          'remoteWork',
          'seniority',
          'available',
          'skills',
          'languages',
          'missionDuration',
          'daysPerWeek',
          'openToCdi',
          'vehicle',
        ],
        limit: 1,
      });
      expect(res.status).toBe(200);
      expect(res.body.infos.total).toBe(1);
      expect(res.body.infos.facetsMatches).toBe(1);
      expect(res.body.infos.facets).toEqual({
        // its own filter left out: every Go developer, by remote preference
        remoteWork: [
          { value: 'Full remote', count: 1 },
          { value: 'Hybride', count: 1 },
          { value: 'Sur site', count: 1 },
        ],
        seniority: [{ value: 'senior', count: 1 }],
        available: [{ value: 'true', count: 1 }],
        skills: [
          { value: 'go', count: 1 },
          { value: 'kubernetes', count: 1 },
        ],
        languages: [{ value: 'en', count: 1 }],
        missionDuration: [{ value: '> 12 mois', count: 1 }],
        daysPerWeek: [{ value: '5', count: 1 }],
        openToCdi: [{ value: 'false', count: 1 }],
        vehicle: [{ value: 'false', count: 1 }],
      });
    });

    it.each([
      [
        'a filter whose facet is not asked narrows every facet',
        { keywords: 'go', remoteWork: ['Full remote', 'Hybride'], facets: ['seniority', 'skills', 'vehicle'] },
        2,
        {
          seniority: [
            { value: 'expert', count: 1 },
            { value: 'senior', count: 1 },
          ],
          skills: [
            { value: 'go', count: 2 },
            { value: 'kubernetes', count: 1 },
            { value: 'postgresql', count: 1 },
          ],
          vehicle: [{ value: 'false', count: 2 }],
        },
      ],
      [
        'a language at a level, a flag and a filter not asked',
        { languages: ['en:fluent'], vehicle: true, openToCdi: false, facets: ['languages', 'vehicle', 'seniority'] },
        1,
        {
          // without the language filter: the vehicle owners that are not open to a CDI (go-site, java)
          languages: [
            { value: 'de', count: 1 },
            { value: 'en', count: 1 },
          ],
          // without the vehicle filter: the fluent English speakers (go-remote, java)
          vehicle: [
            { value: 'false', count: 1 },
            { value: 'true', count: 1 },
          ],
          seniority: [{ value: 'senior', count: 1 }],
        },
      ],
      [
        'a negated flag, its facet asked',
        { vehicle: false, facets: ['vehicle', 'seniority', 'openToCdi'] },
        2,
        {
          vehicle: [
            { value: 'false', count: 2 },
            { value: 'true', count: 2 },
          ],
          seniority: [
            { value: 'expert', count: 1 },
            { value: 'senior', count: 1 },
          ],
          openToCdi: [
            { value: 'false', count: 1 },
            { value: 'true', count: 1 },
          ],
        },
      ],
    ])('counts facets with %s', async (_, body, total, facets) => {
      const res = await ctx.search({ ...body, limit: 1 });
      expect(res.status).toBe(200);
      expect([res.body.infos.total, res.body.infos.facetsMatches]).toEqual([total, total]);
      expect(res.body.infos.facets).toEqual(facets);
    });

    it('counts facets over the whole pool without keywords, and answers as before without `facets`', async () => {
      const res = await ctx.search({ facets: ['seniority', 'skills', 'vehicle'], limit: 1 });
      expect(res.body.infos.facets).toEqual({
        seniority: [
          { value: 'senior', count: 2 },
          { value: 'expert', count: 1 },
          { value: 'junior', count: 1 },
        ],
        skills: [
          { value: 'go', count: 3 },
          { value: 'kubernetes', count: 2 },
          { value: 'java', count: 1 },
          { value: 'postgresql', count: 1 },
        ],
        vehicle: [
          { value: 'false', count: 2 },
          { value: 'true', count: 2 },
        ],
      });
      const plain = await ctx.search({ limit: 1 });
      expect(plain.body.infos.facets).toBeUndefined();
      expect(plain.body.infos.facetsMatches).toBeUndefined();
      expect(plain.body.freelances[0].highlights).toBeUndefined();
    });

    it('says why each result matched: marked fragments of the redacted text, and the attributes named that it has', async () => {
      const res = await ctx.search({ keywords: 'go senior "outils internes"', highlight: true, limit: 10 });
      expect(res.status).toBe(200);
      const byId = new Map<string, { fields: Record<string, string[]>; matched: object[] }>(
        res.body.freelances.map((f: { id: string; highlights: never }) => [
          ctx.t.internals.stage1.resolve(f.id, 'partner:test-partner')!,
          f.highlights,
        ]),
      );
      expect([...byId.keys()]).toEqual(['go-hybrid']);
      const h = byId.get('go-hybrid')!;
      // (an Expert: a senior and more)
      expect(h.matched).toEqual([{ words: 'senior', as: 'seniority', how: 'has' }]);
      expect(h.fields.headline).toEqual(['Développeuse <mark>Go</mark>']);
      expect(h.fields['skills.0.name']).toEqual(['<mark>Go</mark>']);
      // The employer is redacted before anything is marked.
      expect(h.fields.summary).toEqual([
        'Je conçois des API en <mark>Go</mark> chez un éditeur […], et des <mark>outils internes</mark> pour les équipes de développement.',
      ]);
      expect(JSON.stringify(h)).not.toMatch(/zzorbital/i);
    });

    it('highlights places through the work areas, and escapes HTML', async () => {
      const res = await ctx.search({ keywords: 'java lyon', highlight: true });
      expect(res.body.freelances).toHaveLength(1);
      expect(res.body.freelances[0].highlights).toEqual({
        fields: { headline: ['Développeur <mark>Java</mark>'], 'skills.0.name': ['<mark>Java</mark>'] },
        matched: [{ words: 'lyon', as: 'place', how: 'lives' }],
      });
    });

    it.each([
      [{ highlight: 'yes' }, 'body.highlight: must be true or false'],
      [{ facets: ['colour'] }, 'body.facets.0: must be one of'],
      [{ maxRate: -5 }, 'body.maxRate: must be at least 1'],
      [{ rateUnknown: 'maybe' }, 'body.rateUnknown: must be "include" or "exclude"'],
      [{ availableBefore: '2027-02-30' }, 'body.availableBefore: must be a date (YYYY-MM-DD)'],
      [{ languages: ['xx'] }, 'body.languages.0: unknown language "xx"'],
      [{ remoteWork: ['Partout'] }, 'body.remoteWork.0: unknown remote-work value "Partout"'],
      [{ daysPerWeek: [5] }, 'body.daysPerWeek.0: must be a days-a-week value (string)'],
    ])('refuses %j with a 400 naming the field', async (body, message) => {
      const res = await ctx.search(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
    });
  },
);
