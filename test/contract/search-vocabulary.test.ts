import type { RawProfile, WorkArea } from '../../src/domain/profile/raw-profile.schema';
import { literalKeywords } from '../../src/domain/search/query-expansion';
import { rawProfile } from '../support/profiles';
import { describeSearchEngines } from './search-engine.contract';

/**
 * The recruiter vocabulary (src/domain/search/vocabulary-data.ts, occupations-data.ts, query-expansion.ts), one table
 * per rule, on every engine: skill aliases, compounds, English and French job words, occupations, places, typos,
 * exclusions and phrases.
 */
const FR = (type: WorkArea['type'], fields: Partial<WorkArea>): WorkArea =>
  ({ type, countryCode: 'FR', ...fields }) as WorkArea;
const lyon = FR('ville', { cityName: 'Lyon', cityZipCode: '69001' });
const lille = FR('ville', { cityName: 'Lille', cityZipCode: '59000' });
const rennes = FR('ville', { cityName: 'Rennes', cityZipCode: '35000' });
const idf = FR('region', { regionCode: '11' });
const occitanie = FR('region', { regionCode: '76' });
const gironde = FR('departement', { departmentCode: '33' });
const france: WorkArea = { type: 'pays', countryCode: 'FR' };
const belgique: WorkArea = { type: 'pays', countryCode: 'BE' };

interface Spec {
  label: string;
  skills: string[];
  summary: string;
  areas: WorkArea[];
  home: { city: string; postalCode: string; countryCode?: string };
}

function profile(id: string, s: Spec): RawProfile {
  const p = rawProfile(id, {
    basics: {
      label: s.label,
      summary: s.summary,
      location: {
        address: '',
        region: '',
        countryCode: s.home.countryCode ?? 'FR',
        city: s.home.city,
        postalCode: s.home.postalCode,
      },
    },
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
  p.skills = s.skills.map((name) => ({ name, level: 'Avancé', keywords: [] }));
  p.meta.freelance.preferences.workAreas = s.areas;
  return p;
}

const CORPUS = [
  profile('react-lyon', {
    label: 'Développeur JavaScript',
    skills: ['JavaScript', 'React'],
    summary: 'Interfaces front-end.',
    areas: [lyon],
    home: { city: 'Lyon', postalCode: '69003' },
  }),
  profile('vue-paris', {
    label: 'Développeuse Front-End',
    skills: ['Vue.js', 'TypeScript'],
    summary: 'Applications web accessibles.',
    areas: [idf],
    home: { city: 'Paris', postalCode: '75011' },
  }),
  profile('fullstack', {
    label: 'Développeur Full Stack',
    skills: ['Node.js', 'TypeScript', 'PostgreSQL'],
    summary: 'Sites ecommerce et back-office.',
    areas: [france],
    home: { city: 'Nantes', postalCode: '44000' },
  }),
  profile('data-paris', {
    label: 'Data Engineer',
    skills: ['Python', 'Spark', 'Airflow'],
    summary: 'Pipelines de données et data lake.',
    areas: [idf],
    home: { city: 'Paris', postalCode: '75015' },
  }),
  profile('data-bdx', {
    label: 'Ingénieure données',
    skills: ['Python', 'dbt'],
    summary: 'Entrepôt de données.',
    areas: [gironde],
    home: { city: 'Bordeaux', postalCode: '33000' },
  }),
  profile('ops', {
    label: 'Ingénieur DevOps',
    skills: ['Terraform', 'Kubernetes', 'AWS'],
    summary: 'Infrastructure as code.',
    areas: [occitanie],
    home: { city: 'Toulouse', postalCode: '31000' },
  }),
  profile('pm-en', {
    label: 'Senior Project Manager',
    skills: ['Jira', 'Scrum'],
    summary: 'Programme delivery.',
    areas: [belgique],
    home: { city: 'Namur', postalCode: '', countryCode: 'BE' },
  }),
  profile('pm-fr', {
    label: 'Cheffe de projet digital',
    skills: ['Confluence'],
    summary: 'Pilotage agile.',
    areas: [lille],
    home: { city: 'Lille', postalCode: '59000' },
  }),
  profile('archi', {
    label: 'Architecte logiciel',
    skills: ['Java', 'Spring Boot'],
    summary: 'Microservices et API REST, missions à Paris.',
    areas: [rennes],
    home: { city: 'Rennes', postalCode: '35000' },
  }),
  profile('tester', {
    label: 'Testeuse QA',
    skills: ['Recette'],
    summary: 'Tests automatisés.',
    areas: [lyon],
    home: { city: 'Villeurbanne', postalCode: '69100' },
  }),
];
const ALL = CORPUS.map((p) => p.meta.id);
const except = (...ids: string[]) => ALL.filter((id) => !ids.includes(id));

describeSearchEngines(
  'search vocabulary',
  () => CORPUS,
  (ctx) => {
    const table = (rows: [string, string[]][], options: { relax?: true } = {}) =>
      it.each(rows)('%p', async (keywords, expected) => {
        expect(await ctx.ids({ keywords, ...options })).toEqual([...expected].sort());
      });

    describe('the referential skill aliases', () =>
      table([
        ['vue', ['vue-paris']],
        ['vuejs', ['vue-paris']],
        ['Vue.js', ['vue-paris']],
        ['ts', ['fullstack', 'vue-paris']],
        ['typescript', ['fullstack', 'vue-paris']],
        ['js', ['react-lyon']],
        ['postgres', ['fullstack']],
        ['k8s', ['ops']],
        ['springboot', ['archi']],
        ['react OR vue', ['react-lyon', 'vue-paris']],
      ]));

    describe('spellings of one compound', () =>
      table([
        ['frontend', ['react-lyon', 'vue-paris']],
        ['front-end', ['react-lyon', 'vue-paris']],
        ['front end', ['react-lyon', 'vue-paris']],
        ['fullstack', ['fullstack']],
        ['full-stack', ['fullstack']],
        ['e-commerce', ['fullstack']],
        ['backoffice', ['fullstack']],
        ['datalake', ['data-paris']],
        ['micro-services', ['archi']],
      ]));

    describe('English and French job words', () =>
      table([
        ['developer', ['fullstack', 'react-lyon', 'vue-paris']],
        ['developer react', ['react-lyon']],
        ['développeuse', ['fullstack', 'react-lyon', 'vue-paris']],
        ['engineer', ['data-bdx', 'data-paris', 'ops']],
        ['ingénieur devops', ['ops']],
        ['data engineer', ['data-bdx', 'data-paris']],
        ['project manager', ['pm-en', 'pm-fr']],
        ['chef de projet', ['pm-en', 'pm-fr']],
        ['architect', ['archi']],
        ['tester', ['tester']],
      ]));

    describe('occupations (occupations-data.ts): feminine forms, English titles, abbreviations, ambiguous ones read one way', () =>
      table([
        ['ingénieure devops', ['ops']],
        ['devops engineer', ['ops']],
        ['software architect', ['archi']],
        ['digital project manager', ['pm-fr']],
        ['big data engineer', ['data-bdx', 'data-paris']],
        ['pm', ['pm-en', 'pm-fr']], // project or product manager
        ['product manager', []], // not every PM: no project manager
        ['qa', ['tester']],
        ['testeur', ['tester']],
      ]));

    describe('places: where freelancers live or can work, through the workAreas hierarchy (relaxed: and the word in text)', () => {
      table(
        [
          // relaxed, a mention counts too: archi, from Rennes, writes of missions in Paris
          ['paris', ['archi', 'data-paris', 'fullstack', 'vue-paris']],
          ['python paris OR devops toulouse', ['data-paris', 'ops']],
        ],
        { relax: true },
      );
      table([
        ['lyon', ['fullstack', 'react-lyon', 'tester']],
        ['rhône', ['fullstack', 'react-lyon', 'tester']],
        ['paris', ['data-paris', 'fullstack', 'vue-paris']],
        ['idf', ['data-paris', 'fullstack', 'vue-paris']],
        ['data engineer paris', ['data-paris']],
        ['bordeaux', ['data-bdx', 'fullstack']],
        ['gironde', ['data-bdx', 'fullstack']],
        ['nouvelle-aquitaine', ['data-bdx', 'fullstack']],
        ['toulouse', ['fullstack', 'ops']],
        // who lives in Villeurbanne, who lives in Lyon, in its department, a commute away, and who covers France
        ['villeurbanne', ['fullstack', 'react-lyon', 'tester']],
        ['belgique', ['pm-en']],
        ['namur', ['pm-en']],
        ['france', except('pm-en')],
        ['"la rochelle"', ['fullstack']],
        ['la rochelle', ['fullstack']],
        ['courant', []],
        ['"courant"', ['fullstack']],
        // who lives or works in Paris; fullstack, France-wide from Nantes, stays, and archi, from Rennes, who writes of
        // missions in Paris
        ['-paris', except('data-paris', 'vue-paris')],
        ['python paris OR devops toulouse', ['data-paris', 'ops']],
      ]);
    });

    describe('exclusions take the equivalents along; a quoted phrase keeps its words together, and a whole name its other names', () =>
      table([
        ['developer -frontend', ['fullstack']],
        ['-developer', except('fullstack', 'react-lyon', 'vue-paris')],
        ['-vue', except('vue-paris')],
        // phrases are matched without stemming, but a whole name in every spelling the vocabulary holds:
        // `"chef de projet"` finds `Cheffe de projet`, and `project manager`, one of its other names
        ['"chef de projet"', ['pm-en', 'pm-fr']],
        ['"cheffe de projet"', ['pm-en', 'pm-fr']],
        ['"project manager"', ['pm-en', 'pm-fr']],
        ['"chefs de projets"', ['pm-en', 'pm-fr']], // the name in the plural: the name
        ['"cheffe de projet digital"', ['pm-fr']],
        // excluded with its other names: `Ingénieure données` too
        ['python -"data engineer"', []],
      ]));

    describe('neighbouring occupations are found one way, after the title (relaxed); strictly a title is itself', () => {
      table(
        [
          ['sre', ['ops']], // site reliability engineers' neighbours: DevOps engineers
          ['ingénieur fiabilité', ['ops']],
          ['consultant pmo', ['pm-en', 'pm-fr']], // a PMO's: project managers
          ['directeur de programme', ['pm-en', 'pm-fr']],
          ['-sre', ALL], // an exclusion excludes the title, not its neighbours
          ['"ingénieur fiabilité"', ['ops']], // a quoted title is that title: its neighbours too
          ['-"ingénieur fiabilité"', ALL],
        ],
        { relax: true },
      );
      table([
        ['sre', []],
        ['consultant pmo', []],
        ['-sre', ALL],
      ]);
    });

    describe('relaxed, a job word, a sector or a word of the field beside a specialty ranks rather than selects', () => {
      it.each<[string, string[], string[]]>([
        // `ingénieur` ranks: the data engineers and the DevOps engineer who write it first, then whoever knows Python
        ['ingénieur python', ['data-bdx', 'data-paris'], ['data-bdx', 'data-paris']],
        ['ingénieur terraform', ['ops'], ['ops']],
        ['développeur typescript', ['fullstack', 'vue-paris'], ['fullstack', 'vue-paris']],
        ['architecte java', ['archi'], ['archi']],
        ['consultant spark', ['data-paris'], ['data-paris']], // nobody writes consultant in a title: spark selects
        ['cdp IT', ['pm-en', 'pm-fr'], ['pm-en', 'pm-fr']], // (`chef de projet IT` is a title of its own)
        ['cdp digital', ['pm-fr'], ['pm-fr']], // `chef de projet digital` spelt out, as `digital project manager`
      ])('%p', async (keywords, ranked, first) => {
        const found = await ctx.ranked({ keywords, limit: 100, relax: true });
        expect([keywords, [...found].sort()]).toEqual([keywords, [...ranked].sort()]);
        expect([keywords, found.slice(0, first.length).sort()]).toEqual([keywords, [...first].sort()]);
      });

      it("puts first, on every engine, whoever writes a word that only ranks (a text constant, the clause's only score)", async () => {
        const engine = ctx.searchEngine();
        // typescript: the full-stack developer and the front-end developer; each comes first by a word of its summary
        for (const [word, first] of [
          ['sites', 'fullstack'],
          ['applications', 'vue-paris'],
        ]) {
          const hits = await engine.search({
            keywords: literalKeywords('typescript'),
            boosts: [{ alternatives: [[{ kind: 'word', text: word! }]], keys: [], textWeight: 3 }],
            offset: 0,
            limit: 10,
          });
          expect([word, hits.ids]).toEqual([word, [first, ...['fullstack', 'vue-paris'].filter((id) => id !== first)]]);
        }
      });

      it("ranks a neighbour's holder after, on every engine, unless its headline also names the title", async () => {
        const engine = ctx.searchEngine();
        const phrase = (text: string) => ({ kind: 'phrase' as const, text });
        // typescript: the full-stack and the front-end developers, both neighbours here; the title's own name exempts one
        for (const [own, first] of [
          ['front end', 'vue-paris'],
          ['full stack', 'fullstack'],
        ]) {
          const keywords = {
            ...literalKeywords('typescript'),
            after: [
              { near: [phrase('developpeur full stack'), phrase('developpeuse front end')], own: [phrase(own!)] },
            ],
          };
          const hits = await engine.search({ keywords, offset: 0, limit: 10 });
          expect([own, hits.ids]).toEqual([own, [first, ...['fullstack', 'vue-paris'].filter((id) => id !== first)]]);
        }
      });

      it('says which words only rank; alone, or beside a place, they select', async () => {
        const res = await ctx.search({ keywords: 'développeur typescript', limit: 10, relax: true });
        expect(res.body.infos.understood).toEqual([{ words: 'développeur', as: 'preferred', values: [] }]);
        // (then, as few are in Lyon, the developers elsewhere: search-places-missing.test.ts)
        const lyon = await ctx.ranked({ keywords: 'développeur lyon', relax: true });
        expect(lyon.slice(0, 2).sort()).toEqual(['fullstack', 'react-lyon']);
        expect(lyon.slice(2)).toEqual(['vue-paris']);
        expect(await ctx.ids({ keywords: 'ingénieur', relax: true })).toEqual(['data-bdx', 'data-paris', 'ops']);
      });

      it('strictly (the default), each of those words selects too, and nothing is said to rank', async () => {
        const strict = await ctx.search({ keywords: 'développeur typescript' });
        expect(strict.body.infos.understood).toBeUndefined();
        expect(await ctx.ids({ keywords: 'développeur typescript' })).toEqual(['fullstack', 'vue-paris']);
        expect(await ctx.ids({ keywords: 'ingénieur python' })).toEqual(['data-bdx', 'data-paris']);
        // nobody writes `IT`: relaxed, it only ranks the project managers; strictly, it is a condition nobody meets
        expect(await ctx.ids({ keywords: 'cdp IT' })).toEqual([]);
      });

      it('ranks beside a skill the filters name as beside one typed', async () => {
        // no developer knows Python: the Python holders, as `python développeur` answers them
        const res = await ctx.search({ keywords: 'développeur', skills: ['python'], limit: 10, relax: true });
        expect(res.body.infos.understood).toEqual([{ words: 'développeur', as: 'preferred', values: [] }]);
        expect(await ctx.ids({ keywords: 'développeur', skills: ['python'], relax: true })).toEqual([
          'data-bdx',
          'data-paris',
        ]);
        expect(await ctx.ids({ keywords: 'ingénieur', skills: ['typescript'], relax: true })).toEqual([
          'fullstack',
          'vue-paris',
        ]);
        // beside a specialty typed, the skill filter selects as always
        expect(await ctx.ids({ keywords: 'ingénieur terraform', skills: ['python'], relax: true })).toEqual([]);
      });
    });

    describe('typos: an unknown word of 5 letters or more (4: a word of the trade) is read as the closest known words, and the response says so', () => {
      it.each<[string, string[], { word: string; readAs: string[] }[] | undefined]>([
        ['terrafrom', ['ops'], [{ word: 'terrafrom', readAs: ['terraform'] }]],
        ['pyhton', ['data-bdx', 'data-paris'], [{ word: 'pyhton', readAs: ['python'] }]],
        ['kubernets', ['ops'], undefined], // known by its stem (kubernet), as is kubernetes: found, not corrected
        ['kubrenetes', ['ops'], [{ word: 'kubrenetes', readAs: ['kubernetes'] }]],
        ['javascrpit', ['react-lyon'], [{ word: 'javascrpit', readAs: ['javascript'] }]],
        ['javascirpt', ['react-lyon'], [{ word: 'javascirpt', readAs: ['javascript'] }]],
        ['developper react', ['react-lyon'], undefined],
        ['spark', ['data-paris'], undefined],
        // 4 letters: a word of the trade one swap, insertion or deletion away; never one letter replaced
        ['jvaa', ['archi'], [{ word: 'jvaa', readAs: ['java'] }]],
        ['lava', [], undefined],
        ['xqzwvkpl', [], undefined],
        ['-terrafrom', except('ops'), [{ word: 'terrafrom', readAs: ['terraform'] }]],
        // a word of the vocabulary nobody writes, read through its other names (`chef de projet`, `project manager`)
        ['gestionaire de projet', ['pm-en', 'pm-fr'], [{ word: 'gestionaire', readAs: ['gestionnaire'] }]],
        // a glued word: the name its words make, else two words the pool writes, each read as typed
        ['chefdeprojet', ['pm-en', 'pm-fr'], [{ word: 'chefdeprojet', readAs: ['chef de projet'] }]],
        ['dataengineer', ['data-bdx', 'data-paris'], [{ word: 'dataengineer', readAs: ['data engineer'] }]],
        ['terraformkubernetes', ['ops'], [{ word: 'terraformkubernetes', readAs: ['terraform kubernetes'] }]],
        ['terraformpython', [], [{ word: 'terraformpython', readAs: ['terraform python'] }]],
      ])('%p', async (keywords, expected, corrections) => {
        const res = await ctx.search({ keywords, limit: 100 });
        expect(res.status).toBe(200);
        expect(res.body.infos.corrections).toEqual(corrections);
        expect(await ctx.ids({ keywords })).toEqual([...expected].sort());
      });

      it("never corrects a word the pool holds, even one added after the pool's words were read", async () => {
        expect(await ctx.ids({ keywords: 'terraform' })).toEqual(['ops']);
        const late = profile('late', {
          label: 'Intégrateur Terrafrom',
          skills: [],
          summary: 'Un nom de produit mal orthographié.',
          areas: [lyon],
          home: { city: 'Lyon', postalCode: '69001' },
        });
        await ctx.t.c.imports.importProfiles([late]);
        await ctx.syncIndex();
        const res = await ctx.search({ keywords: 'terrafrom' });
        expect(res.body.infos.corrections).toBeUndefined();
        expect(await ctx.ids({ keywords: 'terrafrom' })).toEqual(['late']);
        await ctx.t.c.profilesAdmin.remove('late', 'deleted');
        await ctx.syncIndex();
      });
    });
  },
);

// A technology named by the first word of another (vocabulary-data.ts's LONGER_NAMES): the React Native developer
// writes `React` more often than the React one, and was modified later, so only the demotion puts it second.
const LONGER_NAME_CORPUS = [
  profile('react-web', {
    label: 'Développeur React',
    skills: ['TypeScript'],
    summary: 'Interfaces web.',
    areas: [lyon],
    home: { city: 'Lyon', postalCode: '69003' },
  }),
  profile('react-native', {
    label: 'Développeuse React Native',
    skills: ['React Native', 'Expo'],
    summary: 'Applications mobiles React Native.',
    areas: [lyon],
    home: { city: 'Lyon', postalCode: '69003' },
  }),
];

describeSearchEngines(
  'search vocabulary: a technology named by the first word of another',
  () => LONGER_NAME_CORPUS,
  (ctx) => {
    it.each([
      ['react', ['react-web', 'react-native']],
      ['reactjs', ['react-web', 'react-native']],
      ['développeur react', ['react-web', 'react-native']],
      ['react lyon', ['react-web', 'react-native']],
      ['react native', ['react-native']],
      ['react -native', ['react-web']],
      ['react OR "react native"', ['react-native', 'react-web']], // the query names it: no demotion
    ])('%p', async (keywords, expected) => {
      expect(await ctx.ranked({ keywords })).toEqual(expected);
    });
  },
);

// Modification times rise in this order.
const SKILL_FILTER_CORPUS = [
  profile('react-title', {
    label: 'Développeur React',
    skills: ['React'],
    summary: 'Interfaces web.',
    areas: [lyon],
    home: { city: 'Lyon', postalCode: '69003' },
  }),
  profile('react-said', {
    label: 'Développeur front-end',
    skills: ['React'],
    summary: 'React, React et React : des applications React, des composants React.',
    areas: [lyon],
    home: { city: 'Lyon', postalCode: '69003' },
  }),
  profile('react-listed', {
    label: 'Développeuse front-end',
    skills: ['React', 'TypeScript'],
    summary: 'Interfaces accessibles.',
    areas: [lyon],
    home: { city: 'Lyon', postalCode: '69003' },
  }),
  profile('vue', {
    label: 'Développeur Vue.js',
    skills: ['Vue.js'],
    summary: 'Pas de React ici.',
    areas: [lyon],
    home: { city: 'Lyon', postalCode: '69003' },
  }),
];

describeSearchEngines(
  'search vocabulary: a skills filter ranks who names the skill in the title first',
  () => SKILL_FILTER_CORPUS,
  (ctx) => {
    it('then the others by most recent modification, however often their other fields name it', async () => {
      expect(await ctx.ranked({ skills: ['react'] })).toEqual(['react-title', 'react-listed', 'react-said']);
    });
  },
);

// Modification times rise in this order: the long form's holder is the later one.
const LONG_FORM_CORPUS = [
  profile('alm-title', {
    label: 'ALM Analyst',
    skills: ['Excel'],
    summary: 'Banque de détail.',
    areas: [lyon],
    home: { city: 'Lyon', postalCode: '69003' },
  }),
  profile('long-form', {
    label: 'Analyste risque de liquidité',
    skills: ['Gestion actif-passif', 'LCR'],
    summary: 'Ratios de liquidité.',
    areas: [lyon],
    home: { city: 'Lyon', postalCode: '69003' },
  }),
];

describeSearchEngines(
  'search vocabulary: a name weighs as much written long as short',
  () => LONG_FORM_CORPUS,
  (ctx) => {
    // `ALM` is `gestion actif-passif`: three words a cluster would score three times over, where the embedded engine
    // counts a phrase once; the title's holder first on every engine
    it('a headline that says it short before a text that says it long', async () => {
      expect(await ctx.ranked({ keywords: 'ALM', relax: true })).toEqual(['alm-title', 'long-form']);
      expect(await ctx.ranked({ keywords: 'ALM' })).toEqual(['alm-title', 'long-form']);
    });
  },
);
