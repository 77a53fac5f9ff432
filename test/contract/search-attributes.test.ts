import type { RawProfile, WorkArea } from '../../src/domain/profile/raw-profile.schema';
import { rawProfile } from '../support/profiles';
import { describeSearchEngines } from './search-engine.contract';

/**
 * What a recruiter means beside the job, on every engine (src/domain/search/attributes.ts, places.ts,
 * match-keys.ts): seniority, remote work, availability and languages read from the keywords; places written as
 * department numbers and postal codes; and the ranking both give: whoever has the attribute or lives in the place
 * first, never before a better job match. Each row holds the results in rank order.
 */
const FR = (type: WorkArea['type'], fields: Partial<WorkArea>): WorkArea =>
  ({ type, countryCode: 'FR', ...fields }) as WorkArea;
const france: WorkArea = { type: 'pays', countryCode: 'FR' };
const gironde = FR('departement', { departmentCode: '33' });
const lyon = FR('ville', { cityName: 'Lyon', cityZipCode: '69001' });
const paris = FR('ville', { cityName: 'Paris', cityZipCode: '75001' });

interface Spec {
  label: string;
  summary?: string;
  seniority?: RawProfile['meta']['freelance']['seniority'];
  remote?: string[];
  available?: boolean;
  languages?: [string, string][];
  home: [city: string, postalCode: string, countryCode?: string];
  areas?: WorkArea[];
  rate?: string;
  /** When its work history starts (2020 unless said). */
  since?: string;
}

function profile(id: string, s: Spec): RawProfile {
  const p = rawProfile(id, {
    basics: {
      label: s.label,
      summary: s.summary ?? 'Missions de conseil.',
      location: { address: '', region: '', city: s.home[0], postalCode: s.home[1], countryCode: s.home[2] ?? 'FR' },
    },
    work: [
      {
        name: 'Employeur Secret',
        position: 'Consultant',
        startDate: s.since ?? '2020',
        endDate: undefined,
        summary: 'Missions.',
      },
    ],
  });
  p.skills = [];
  p.languages = (s.languages ?? []).map(([language, fluency]) => ({ language, fluency }));
  const f = p.meta.freelance;
  f.seniority = s.seniority ?? '';
  f.available = s.available ?? false;
  if (s.rate !== undefined) f.rate = s.rate;
  f.preferences.remoteWork = (s.remote ?? []) as never;
  f.preferences.workAreas = s.areas ?? [];
  return p;
}

// Modification times rise in this order: among equals, the later one ranks first.
const CORPUS = [
  profile('react-senior', {
    label: 'Développeur React',
    seniority: 'Senior (7-10 ans)',
    remote: ['Full remote'],
    home: ['Lyon', '69003'],
    areas: [lyon],
    languages: [['Anglais', 'Courant (C1)']],
    rate: 'TJM 700 €',
  }),
  profile('react-expert', {
    label: 'Développeur React',
    seniority: 'Expert (10+ ans)',
    remote: ['Hybride'],
    available: true,
    home: ['Nantes', '44000'],
    areas: [france],
  }),
  profile('react-junior', {
    label: 'Développeur React',
    summary: 'Je travaille avec des seniors.',
    seniority: 'Junior (0-2 ans)',
    remote: ['Sur site'],
    home: ['Bordeaux', '33000'],
    areas: [gironde],
  }),
  profile('react-native', {
    label: 'Développeur React Native',
    seniority: 'Confirme (3-6 ans)',
    remote: ['Full remote'],
    available: true,
    home: ['Paris', '75011'],
    areas: [paris],
    languages: [['English', 'Native speaker']],
  }),
  profile('flutter', {
    label: 'Développeuse Flutter',
    seniority: 'Senior (7-10 ans)',
    home: ['Paris', '75015'],
    areas: [paris],
    languages: [
      ['Anglais', 'Native speaker'],
      ['Allemand', 'Notions'],
    ],
  }),
  profile('data-bdx', {
    label: 'Data Scientist',
    seniority: 'Senior (7-10 ans)',
    remote: ['Hybride'],
    available: true,
    home: ['Mérignac', '33700'],
    areas: [gironde],
    languages: [['Anglais', 'Intermédiaire (B1)']],
  }),
  profile('data-fr', {
    label: 'Data Scientist',
    summary: 'Déplacements à Bordeaux possibles.',
    remote: ['Full remote'],
    home: ['Lille', '59000'],
    areas: [france],
  }),
  profile('corse', {
    label: 'Développeur React',
    seniority: 'Senior (7-10 ans)',
    home: ['Ajaccio', '20000'],
    areas: [FR('departement', { departmentCode: '2A' })],
    rate: 'à négocier',
  }),
];

describeSearchEngines(
  'search attributes and places',
  () => CORPUS,
  (ctx) => {
    // The rows below are relaxed readings (`relax: true`), where attributes rank; the strict default has its own.
    const ranked = (rows: [string, string[]][]) =>
      it.each(rows)('%p', async (keywords, expected) => {
        expect(await ctx.ranked({ keywords, relax: true })).toEqual(expected);
      });
    // Beside a specialty an attribute ranks: its holders first, in order, then the specialty's others (in an order the
    // engines' text scores decide).
    const first = (rows: [string, string[], string[]][]) =>
      it.each(rows)('%p', async (keywords, holders, others) => {
        const found = await ctx.ranked({ keywords, relax: true });
        expect(found.slice(0, holders.length)).toEqual(holders);
        expect(found.slice(holders.length).sort()).toEqual(others);
      });

    describe('strictly (the default): an attribute or a place is a condition, met by who holds it', () => {
      const strict = (rows: [string, string[]][]) =>
        it.each(rows)('%p', async (keywords, expected) => {
          expect((await ctx.ranked({ keywords })).sort()).toEqual([...expected].sort());
        });
      strict([
        // Senior or above, declared; the junior who writes `seniors` is none of them
        ['senior', ['corse', 'data-bdx', 'flutter', 'react-senior', 'react-expert']],
        ['react senior', ['corse', 'react-senior', 'react-expert']],
        ['react expert', ['react-expert']],
        ['react confirmé', ['react-native']],
        ['junior', ['react-junior']],
        ['data scientist remote', ['data-fr']],
        ['react dispo', ['react-expert', 'react-native']],
        ['anglais courant', ['flutter', 'react-native', 'react-senior']],
        // a place: who lives or can work there, not whose text names it (data-fr lives in Lille and writes Bordeaux,
        // and its work area, France, holds Bordeaux)
        ['data scientist bordeaux', ['data-bdx', 'data-fr']],
        ['react 33', ['react-junior', 'react-expert']],
      ]);
    });

    describe('seniority: the profiles whose seniority meets it, then its neighbour, then a mention in text', () => {
      ranked([
        // the seniors and the expert alike (equals: the latest first), then the junior who writes `seniors`
        ['senior', ['corse', 'data-bdx', 'flutter', 'react-expert', 'react-senior', 'react-junior']],
        // the junior, then the neighbouring seniority: the confirmé
        ['junior', ['react-junior', 'react-native']],
      ]);
      // beside a specialty, then the specialty's others (React Native developers after React ones)
      first([
        ['react senior', ['corse', 'react-expert', 'react-senior', 'react-junior', 'react-native'], []],
        ['react expert', ['react-expert', 'corse', 'react-senior'], ['react-junior', 'react-native']],
      ]);
      // none is a React developer and confirmé: its neighbours come first (the seniors, the junior), then the confirmé
      // React Native developer (React's longer name: after React's own), then the expert
      it('"react confirmé"', async () => {
        const found = await ctx.ranked({ keywords: 'react confirmé', relax: true });
        expect(found.slice(0, 3).sort()).toEqual(['corse', 'react-junior', 'react-senior']);
        expect(found.slice(3)).toEqual(['react-native', 'react-expert']);
      });
    });

    it('an excluded seniority or place excludes who holds it, not whose text says it, nor its neighbours', async () => {
      const matched = async (keywords: string) => (await ctx.ranked({ keywords })).sort();
      // The junior writes `seniors`: it stays; an expert is a senior and more, excluded with them; `expert`'s
      // neighbour, the senior, stays.
      expect(await matched('react -senior')).toEqual(['react-junior', 'react-native']);
      expect(await matched('react -expert')).toEqual(['corse', 'react-junior', 'react-native', 'react-senior']);
      // The junior lives in Bordeaux; data-fr lives in Lille and writes `Bordeaux`, data-bdx lives next door.
      expect(await matched('react -bordeaux')).toEqual(['corse', 'react-expert', 'react-native', 'react-senior']);
      expect(await matched('data scientist -bordeaux')).toEqual(['data-bdx', 'data-fr']);
    });

    describe('remote work and availability', () =>
      first([
        ['data scientist remote', ['data-fr', 'data-bdx'], []],
        // `react` ranks React Native developers after React ones (vocabulary-data.ts's LONGER_NAMES), even hybrid ones.
        ['react télétravail', ['react-senior', 'react-expert', 'react-native'], ['corse', 'react-junior']],
        ['react sur site', ['react-junior', 'react-expert'], ['corse', 'react-native', 'react-senior']],
        ['react dispo', ['react-expert', 'react-native'], ['corse', 'react-junior', 'react-senior']],
        ['data scientist disponible immédiatement', ['data-bdx'], ['data-fr']],
      ]));

    describe('languages are matched by language words only, best level first; never by a job word or an exclusion', () =>
      ranked([
        ['anglais', ['flutter', 'react-native', 'react-senior', 'data-bdx']],
        ['english', ['flutter', 'react-native', 'react-senior', 'data-bdx']],
        ['anglais courant', ['flutter', 'react-native', 'react-senior']],
        ['allemand', ['flutter']],
        ['native', ['react-native']],
        ['-native', ['corse', 'data-fr', 'data-bdx', 'flutter', 'react-junior', 'react-expert', 'react-senior']],
        ['flutter -native', ['flutter']],
        ['courant', []],
      ]));

    describe('places written as numbers, and ranked: living there first, then working there, then an area covering it', () =>
      ranked([
        ['33', ['data-bdx', 'react-junior', 'data-fr', 'react-expert']],
        ['75011', ['react-native', 'flutter', 'data-fr', 'react-expert']],
        ['2A', ['corse', 'data-fr', 'react-expert']],
        ['20', ['corse', 'data-fr', 'react-expert']],
        ['bordeaux', ['react-junior', 'data-bdx', 'data-fr', 'react-expert']], // Bordeaux, then Mérignac in Gironde
        ['data scientist bordeaux', ['data-bdx', 'data-fr']],
        ['lyon OR paris', ['flutter', 'react-native', 'react-senior', 'data-fr', 'react-expert']],
      ]));

    it('relaxed, takes the specialty elsewhere after those there when few are there (placesMissing)', async () => {
      const found = await ctx.ranked({ keywords: 'react 33', relax: true });
      expect(found.slice(0, 2)).toEqual(['react-junior', 'react-expert']);
      expect(found.slice(2).sort()).toEqual(['corse', 'react-native', 'react-senior']);
    });

    it('says how the words were read', async () => {
      const res = await ctx.search({ keywords: 'react senior 33 télétravail anglais courant', relax: true });
      expect(res.status).toBe(200);
      expect(res.body.infos.understood).toEqual([
        { words: 'senior', as: 'seniority', values: ['senior', 'expert'] },
        { words: '33', as: 'place', values: ['Gironde'] },
        { words: 'télétravail', as: 'remoteWork', values: ['Full remote', 'Hybride'] },
        { words: 'anglais courant', as: 'language', values: ['en'], minLevel: 'fluent' },
      ]);
      // beside a specialty the attributes rank: nobody is left out for want of them
      expect(res.body.infos.dropped).toBeUndefined();
      // a place selects: no React developer works in Gironde and in Geneva; the last words are left out, and what
      // they were read as is not said
      const relaxed = await ctx.search({ keywords: 'react senior 33 genève', relax: true });
      expect(relaxed.body.infos.dropped).toEqual(['genève']);
      expect(relaxed.body.infos.understood.map((u: { words: string }) => u.words)).toEqual(['senior', '33']);
      expect((await ctx.search({ keywords: 'react anglais courant' })).body.infos.understood).toEqual([
        { words: 'anglais courant', as: 'language', values: ['en'], minLevel: 'fluent' },
      ]);
      expect((await ctx.search({ keywords: 'react' })).body.infos.understood).toBeUndefined();
    });

    it('reads a day rate as the maxRate filter (rates not read kept), and words that say nothing of a freelancer as nothing', async () => {
      const react = await ctx.ranked({ relax: true, keywords: 'react' });
      const capped = await ctx.ranked({ relax: true, keywords: 'react tjm 600 max' });
      expect(capped).toEqual(await ctx.ranked({ relax: true, keywords: 'react', maxRate: 600 }));
      expect(capped).toEqual(react.filter((id) => id !== 'react-senior'));
      expect(capped).toContain('corse'); // `à négocier`: not read, kept
      // The request's filter wins over the keywords'.
      expect(await ctx.ranked({ relax: true, keywords: 'react tjm 600 max', maxRate: 800 })).toEqual(react);
      // Said in every group, the highest; not said in every group, no bound.
      expect(await ctx.ranked({ relax: true, keywords: 'react tjm 600 OR flutter tjm 800' })).toContain('flutter');
      expect(await ctx.ranked({ relax: true, keywords: 'react tjm 600 OR flutter' })).toContain('react-senior');
      expect(await ctx.ranked({ relax: true, keywords: 'nous recherchons react urgent H/F freelance' })).toEqual(react);
      // a group of such words only is left out of an OR (it would match everyone), its rate too
      expect(await ctx.ranked({ relax: true, keywords: 'react OR urgent' })).toEqual(react);
      expect(await ctx.ranked({ relax: true, keywords: 'react OR tjm 600' })).toEqual(react);
      // an excluded rate bounds nothing
      expect(await ctx.ranked({ relax: true, keywords: 'react -tjm 600' })).toEqual(react);
      // strictly too, these words are conditions every freelancer meets, and a rate bounds the answer
      expect(await ctx.ranked({ keywords: 'nous recherchons react urgent H/F freelance' })).toEqual(react);
      expect(await ctx.ranked({ keywords: 'react tjm 600 max' })).toEqual(capped);
      const res = await ctx.search({ relax: true, keywords: 'urgent react tjm 600 max' });
      expect(res.body.infos.understood).toEqual([
        { words: 'urgent', as: 'ignored', values: [] },
        { words: 'tjm 600 max', as: 'maxRate', values: ['600'] },
      ]);
      // Quoted, words are words.
      expect(await ctx.ranked({ relax: true, keywords: '"urgent"' })).toEqual([]);
    });

    it('reads a brief alike on every engine: its title selects, its place and attributes rank, a `pas de` excludes', async () => {
      const brief = async (text: string, body: object = {}) => {
        const res = await ctx.search({ brief: text, limit: 100, ...body });
        expect(res.status).toBe(200);
        return (res.body.freelances as { id: string }[]).map((f) =>
          ctx.t.internals.stage1.resolve(f.id, 'partner:test-partner')!,
        );
      };
      // React developers; who lives in or near Bordeaux first (the junior), then by the rest
      expect((await brief('Nous cherchons un développeur React sur Bordeaux'))[0]).toBe('react-junior');
      // no junior; the Senior of Lyon first for `senior` and `Lyon`
      const found = await brief('Développeur React senior (H/F) à Lyon. Pas de junior. Anglais apprécié.');
      expect(found).not.toContain('react-junior');
      expect(found[0]).toBe('react-senior');
      // beside keywords, a brief only ranks: the keywords select
      expect((await brief('data scientist à Bordeaux', { keywords: 'react' })).sort()).toEqual(
        (await ctx.ranked({ keywords: 'react' })).sort(),
      );
      const res = await ctx.search({ brief: 'Développeur React senior à Lyon, TJM 600 €, pas de junior' });
      // the skill beside the job word selects (`développeur React`: a React developer), the job word ranks
      expect(res.body.infos.brief.understood).toEqual([
        { words: 'React', as: 'skill', values: [], use: 'selects' },
        { words: 'Développeur', as: 'occupation', values: [], use: 'ranks' },
        { words: 'senior', as: 'seniority', values: ['senior', 'expert'], use: 'ranks' },
        { words: 'Lyon', as: 'place', values: ['Lyon'], use: 'ranks' },
        { words: 'junior', as: 'seniority', values: ['junior', 'confirme'], use: 'excludes' },
        { words: 'TJM 600', as: 'maxRate', values: ['600'], use: 'ranks' },
      ]);
      // a budget ranks who asks more than it plus 10 % after everyone within it, however well placed (Lyon, TJM 700)
      expect((await brief('Développeur React à Lyon'))[0]).toBe('react-senior');
      const budget = await brief('Développeur React à Lyon, TJM 600 €');
      expect(budget.at(-1)).toBe('react-senior');
      expect(budget.slice(0, -1).sort()).toEqual(['corse', 'react-expert', 'react-junior', 'react-native']);
      expect((await brief('Développeur React à Lyon, TJM 650 €'))[0]).toBe('react-senior');
      // fewer than a page are its title: who has a skill it names comes after them, and `widenedBy` says which
      const few = await brief('Data scientist à Lyon, React apprécié');
      expect(few.slice(0, 2).sort()).toEqual(['data-bdx', 'data-fr']);
      expect(few.slice(2).sort()).toEqual(['corse', 'react-expert', 'react-junior', 'react-native', 'react-senior']);
      const widened = await ctx.search({ brief: 'Data scientist à Lyon, React apprécié' });
      expect(widened.body.infos.brief.widenedBy).toEqual(['React']);
      expect(widened.body.infos.total).toBe(7);
      // beside keywords, the keywords select: nothing widens
      const kept = await ctx.search({ brief: 'Data scientist à Lyon, React apprécié', keywords: 'data scientist' });
      expect(kept.body.infos.total).toBe(2);
      expect(kept.body.infos.brief.widenedBy).toBeUndefined();
    });

    it('ranks what a workAreas filter selects: whoever lives in the region first', async () => {
      expect(await ctx.ranked({ keywords: 'react', workAreas: ['nouvelle-aquitaine'] })).toEqual([
        'react-junior',
        'react-expert',
      ]);
      expect(await ctx.ranked({ workAreas: ['nouvelle-aquitaine'] })).toEqual([
        'data-bdx',
        'react-junior',
        'data-fr',
        'react-expert',
      ]);
    });
  },
);

/**
 * A seniority asked meets its holders whether they declare it or their work history spans its years: an expert meets
 * `senior` either way, and beside a specialty the text decides between a declared and a read one, so a holder of the
 * title comes before a senior who names it.
 */
describeSearchEngines(
  'a seniority declared or read from the work history',
  () => [
    profile('ds-declared', {
      label: 'Data Scientist',
      seniority: 'Senior (7-10 ans)',
      home: ['Toulouse', '31000'],
    }),
    profile('ds-history', { label: 'Data Scientist', since: '2010', home: ['Toulouse', '31000'] }),
    profile('ds-recent', { label: 'Data Scientist', since: '2024', home: ['Toulouse', '31000'] }),
    profile('pm-senior', {
      label: 'Chef de projet',
      summary: 'Pilotage de data scientists.',
      seniority: 'Senior (7-10 ans)',
      home: ['Toulouse', '31000'],
    }),
  ],
  (ctx) => {
    it('strictly: who declares senior or expert, or whose history spans their years', async () => {
      // (the project manager writes `data scientists`: a strict search's words are met anywhere in the text)
      expect((await ctx.ranked({ keywords: 'data scientist senior' })).sort()).toEqual([
        'ds-declared',
        'ds-history',
        'pm-senior',
      ]);
    });
    it('relaxed: the title holders with the seniority, declared then read, before a senior who names the title', async () => {
      expect(await ctx.ranked({ keywords: 'data scientist senior', relax: true })).toEqual([
        'ds-declared',
        'ds-history',
        'pm-senior',
        'ds-recent',
      ]);
    });
  },
);
