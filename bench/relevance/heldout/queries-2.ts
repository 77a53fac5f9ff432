/**
 * Second held-out query set (HELD_OUT_QUERIES_2): 100 recruiter queries with graded judgments over the held-out corpus.
 *
 * Written on 2026-11-25 by a helper started for this task (a blind writer), who had not read the engine's vocabulary.
 *
 * Read while writing it, and only this (all within what the brief allowed): the held-out folder's README.md, types.ts,
 * occupations.ts, skills.ts, referential-slugs.json, corpus.ts (its seeds and generator: seniority, remote,
 * availability, work areas) and the structure of places.ts; the interface specification's Meta, MetaFreelance,
 * Preferences, WorkArea and POST /partners/search sections (search request and keyword grammar). people.ts,
 * text-fr-en.ts and rng.ts were copied next to this file so that the corpus could be imported, not studied. Small tsx
 * scripts outside the repository (in /work/blind) imported the corpus to look at the Truth of profiles and to count
 * graded matches per query.
 *
 * Not read: raw-profile.schema.ts beyond its import in types.ts, the search code (src/domain/search/*), the
 * vocabulary, the first held-out set's queries.ts, check.ts, identity-probes.ts, the demo benchmark and its queries,
 * docs/search.md, any test, anything else of the repository. The service was not run and no search was made: every
 * judgment below was written before any engine answered any of these queries.
 *
 * Usage: copy next to types.ts and corpus.ts of bench/relevance/heldout/ (it imports './types' and './corpus').
 *
 * Judgments read the Truth only (never the profile's text), with the README's grade scale and combination rules:
 * 3 exact, 2 strong, 1 related, 0 not. An attribute fully met keeps the grade, partly met takes 1 off, not met takes 2
 * off. Occupation + place combine as 3+3 = 3, 3+2 = 2, 3+1 and 2+2 = 1, less = 0; a freelancer accepting full remote in
 * the place's country counts 1 for the place. Filters are hard constraints (outside: 0).
 *
 * Conventions of this set:
 * - Seniority words read the declared seniority, or the years of experience when none is declared (0-2 junior, 3-6
 *   confirmé, 7-10 senior, 11+ expert). The `seniority` filter reads the declared seniority only (empty: outside).
 * - The `workAreas` filter holds a profile whose home is in one of the regions, or who names a city, department or
 *   region of one of them in a work area, or (Belgium, Switzerland, Luxembourg) the country itself. "France as a whole"
 *   does not put a profile inside a French region's filter.
 * - `remote` / `télétravail` words: Full remote accepted = met, Hybride only = partly met, on site only or not stated =
 *   not met. `sur site`: Sur site accepted = met, Hybride = partly, Full remote only = not met.
 * - Availability words (`dispo`, `immédiatement`): available now = met, free within 30 days of 2026-11-24 = partly met.
 */
import type { Grade, HeldOutArea, HeldOutQuery, Home, Truth } from './types';
import { regionSlugOf } from './corpus';

// ------------------------------------------------------------------------------------------------ helpers

type Level = 'full' | 'part' | 'none';

const clamp = (n: number): Grade => (n >= 3 ? 3 : n <= 0 ? 0 : (n as Grade));
/** An attribute lowers the grade: fully met keeps it, partly met takes 1 off, not met takes 2 off. */
const attr = (g: Grade, l: Level): Grade => (g === 0 ? 0 : clamp(l === 'full' ? g : l === 'part' ? g - 1 : g - 2));
/** Occupation and place: 3+3 = 3, 3+2 = 2, 3+1 or 2+2 = 1, less = 0. */
const both = (a: Grade, b: Grade): Grade => (a === 0 || b === 0 ? 0 : clamp(a + b - 3));
const max = (...gs: Grade[]): Grade => gs.reduce<Grade>((m, g) => (g > m ? g : m), 0);

/** Grade by occupation: the first list that holds it. */
const occ = (t: Truth, g3: string[], g2: string[] = [], g1: string[] = []): Grade =>
  g3.includes(t.occupation) ? 3 : g2.includes(t.occupation) ? 2 : g1.includes(t.occupation) ? 1 : 0;
const has = (t: Truth, ...skills: string[]): boolean => skills.every((s) => t.skills.includes(s));
const hasAny = (t: Truth, ...skills: string[]): boolean => skills.some((s) => t.skills.includes(s));
const lvl = (ok: boolean, part = false): Level => (ok ? 'full' : part ? 'part' : 'none');

const FRONT = ['react-dev', 'angular-dev', 'vue-dev'];
const BACK = ['node-dev', 'java-dev', 'php-dev', 'python-dev', 'dotnet-dev', 'go-dev'];
const MOBILE = ['react-native-dev', 'flutter-dev', 'ios-dev', 'android-dev'];
const DEV = [
  ...FRONT,
  'fullstack-js-dev',
  ...BACK,
  'wordpress-dev',
  'embedded-dev',
  ...MOBILE,
  'sap-abap-dev',
  'salesforce-dev',
];
const UX = ['ux-designer', 'ui-designer', 'ux-researcher', 'product-designer'];
const DATA = ['data-scientist', 'ml-engineer', 'data-engineer', 'data-analyst', 'bi-consultant', 'dba'];
const SAP = ['sap-sd-mm-consultant', 'sap-fico-consultant', 'sap-abap-dev'];

/** The seniority bucket: declared, or from the years when none is declared. */
const bucket = (t: Truth): 'junior' | 'confirme' | 'senior' | 'expert' => {
  if (t.seniority.startsWith('Junior')) return 'junior';
  if (t.seniority.startsWith('Confirme')) return 'confirme';
  if (t.seniority.startsWith('Senior')) return 'senior';
  if (t.seniority.startsWith('Expert')) return 'expert';
  const y = t.yearsOfExperience;
  return y <= 2 ? 'junior' : y <= 6 ? 'confirme' : y <= 10 ? 'senior' : 'expert';
};
const declaredSlug = (t: Truth): string => (t.seniority ? bucket(t) : '');

const remoteLevel = (t: Truth): Level =>
  t.remote.includes('Full remote') ? 'full' : t.remote.includes('Hybride') ? 'part' : 'none';
const onSiteLevel = (t: Truth): Level =>
  t.remote.includes('Sur site') ? 'full' : t.remote.includes('Hybride') ? 'part' : 'none';
const availLevel = (t: Truth): Level =>
  t.availability.available
    ? 'full'
    : t.availability.from !== null && t.availability.from <= '2026-12-24'
      ? 'part'
      : 'none';
const langLevel = (t: Truth, language: string): Level => {
  const l = t.languages.find((x) => x.language === language)?.level;
  return l === 'native' || l === 'bilingual' || l === 'fluent' ? 'full' : l === 'professional' ? 'part' : 'none';
};

// ---- places

const norm = (s: string | undefined): string =>
  (s ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

interface Place {
  country: string;
  /** Lives there: 3. */
  at: (h: Home) => boolean;
  /** Lives close (same department, same canton): 2. */
  near: (h: Home) => boolean;
  /** A work area naming it or its department (or inside it, for a department, region or country): 2. */
  names: (a: HeldOutArea) => boolean;
  /** A work area holding it (its region, the country): 1. */
  holds: (a: HeldOutArea) => boolean;
}

/** A French city (names as the dataset or the profile write it). */
const frCity = (names: string[], dept: string, region: string): Place => ({
  country: 'FR',
  at: (h) => h.countryCode === 'FR' && (names.includes(norm(h.city)) || names.includes(norm(h.datasetCity))),
  near: (h) => h.countryCode === 'FR' && h.departmentCode === dept,
  names: (a) =>
    a.countryCode === 'FR' &&
    ((a.type === 'ville' && names.includes(norm(a.cityName))) ||
      (a.type === 'departement' && a.departmentCode === dept)),
  holds: (a) => a.countryCode === 'FR' && ((a.type === 'region' && a.regionCode === region) || a.type === 'pays'),
});
/** A French postal code. */
const frPostal = (code: string, city: string, dept: string, region: string): Place => ({
  country: 'FR',
  at: (h) => h.countryCode === 'FR' && h.postalCode === code,
  near: (h) => h.countryCode === 'FR' && h.departmentCode === dept,
  names: (a) =>
    a.countryCode === 'FR' &&
    ((a.type === 'ville' && (a.cityZipCode === code || norm(a.cityName) === norm(city))) ||
      (a.type === 'departement' && a.departmentCode === dept)),
  holds: (a) => a.countryCode === 'FR' && ((a.type === 'region' && a.regionCode === region) || a.type === 'pays'),
});
/** A French department. */
const frDept = (dept: string, region: string): Place => ({
  country: 'FR',
  at: (h) => h.countryCode === 'FR' && h.departmentCode === dept,
  near: () => false,
  names: (a) => a.countryCode === 'FR' && (a.type === 'ville' || a.type === 'departement') && a.departmentCode === dept,
  holds: (a) => a.countryCode === 'FR' && ((a.type === 'region' && a.regionCode === region) || a.type === 'pays'),
});
/** A region (French region, Belgian region, Swiss canton). */
const region = (country: string, code: string): Place => ({
  country,
  at: (h) => h.countryCode === country && h.regionCode === code,
  near: () => false,
  names: (a) => a.countryCode === country && a.type !== 'pays' && a.regionCode === code,
  holds: (a) => a.countryCode === country && a.type === 'pays',
});
/** A Swiss city: its canton is its "department". */
const chCity = (names: string[], canton: string): Place => ({
  country: 'CH',
  at: (h) => h.countryCode === 'CH' && (names.includes(norm(h.city)) || names.includes(norm(h.datasetCity))),
  near: (h) => h.countryCode === 'CH' && h.regionCode === canton,
  names: (a) =>
    a.countryCode === 'CH' &&
    ((a.type === 'ville' && names.includes(norm(a.cityName))) || (a.type === 'region' && a.regionCode === canton)),
  holds: (a) => a.countryCode === 'CH' && a.type === 'pays',
});

/** A place alone. */
const place = (t: Truth, p: Place): Grade => {
  if (p.at(t.home)) return 3;
  if (p.near(t.home) || t.workAreas.some(p.names)) return 2;
  if (t.workAreas.some(p.holds)) return 1;
  return 0;
};
/** A place with an occupation: a freelancer accepting full remote in the same country counts 1. */
const placeWith = (t: Truth, p: Place): Grade =>
  max(place(t, p), t.remote.includes('Full remote') && t.home.countryCode === p.country ? 1 : 0);

// ---- filters

const inRegions = (t: Truth, slugs: string[]): boolean =>
  slugs.includes(t.home.regionSlug) ||
  t.workAreas.some((a) =>
    a.type === 'pays'
      ? a.countryCode !== 'FR' && slugs.includes(regionSlugOf(a.countryCode, ''))
      : slugs.includes(regionSlugOf(a.countryCode, a.regionCode ?? '')),
  );
const inSeniority = (t: Truth, slugs: string[]): boolean => slugs.includes(declaredSlug(t));

// ------------------------------------------------------------------------------------------------ places used

const NANTES = frCity(['nantes'], '44', '52');
const RENNES_35 = frDept('35', '53');
const LYON = frCity(['lyon'], '69', '84');
const LILLE = frCity(['lille'], '59', '32');
const BORDEAUX = frCity(['bordeaux'], '33', '75');
const MERIGNAC = frCity(['merignac'], '33', '75');
const MONTPELLIER = frCity(['montpellier'], '34', '76');
const RENNES = frCity(['rennes'], '35', '53');
const GENEVE = chCity(['geneve'], 'GE');
const LAUSANNE = chCity(['lausanne'], 'VD');
const ZURICH = chCity(['zurich'], 'ZH');

// ------------------------------------------------------------------------------------------------ queries

export const HELD_OUT_QUERIES_2: HeldOutQuery[] = [
  // ============================================================ alias
  {
    kind: 'alias',
    body: { keywords: 'dev front' },
    judge: (t) => occ(t, FRONT, ['fullstack-js-dev'], ['wordpress-dev', 'react-native-dev']),
  },
  {
    kind: 'alias',
    body: { keywords: 'adminsys windows' },
    judge: (t) => attr(occ(t, ['sysadmin'], [], ['network-engineer']), lvl(has(t, 'windows-server'))),
    note: 'adminsys = administrateur systèmes; windows = the windows-server skill.',
  },
  {
    kind: 'alias',
    body: { keywords: 'sécu grc' },
    judge: (t) => occ(t, ['security-consultant'], [], ['pentester', 'soc-analyst']),
    note: 'Governance, risk and compliance consultant in information security.',
  },
  {
    kind: 'alias',
    body: { keywords: 'ing ML' },
    judge: (t) => occ(t, ['ml-engineer'], ['data-scientist'], ['data-engineer']),
  },
  {
    kind: 'alias',
    body: { keywords: 'cdp it' },
    judge: (t) =>
      occ(
        t,
        ['project-manager'],
        ['moa-project-manager'],
        ['product-owner', 'scrum-master', 'product-manager', 'change-consultant'],
      ),
    note: 'cdp = chef de projet.',
  },
  {
    kind: 'alias',
    body: { keywords: 'sfdc' },
    judge: (t) => occ(t, ['salesforce-consultant', 'salesforce-dev'], [], ['dynamics-consultant']),
    note: 'SFDC = Salesforce.',
  },
  {
    kind: 'alias',
    body: { keywords: 'dev ts' },
    judge: (t) =>
      DEV.includes(t.occupation) && has(t, 'typescript')
        ? 3
        : occ(t, [], [], ['react-dev', 'vue-dev', 'fullstack-js-dev', 'node-dev', 'react-native-dev']),
    note: 'ts = TypeScript: a developer with TypeScript; a JavaScript developer without it is related.',
  },
  {
    kind: 'alias',
    body: { keywords: 'dev c sharp' },
    judge: (t) => (t.occupation === 'dotnet-dev' ? 3 : DEV.includes(t.occupation) && has(t, 'csharp') ? 2 : 0),
  },
  {
    kind: 'alias',
    body: { keywords: 'cdg' },
    judge: (t) => occ(t, ['financial-controller'], [], ['cfo', 'fractional-cfo', 'accountant', 'auditor']),
    note: 'CDG = contrôleur / contrôleuse de gestion.',
  },
  {
    kind: 'alias',
    body: { keywords: 'RAF' },
    judge: (t) => occ(t, ['cfo'], ['fractional-cfo'], ['financial-controller', 'accountant', 'treasurer']),
    note: 'RAF = responsable administratif et financier.',
  },

  // ============================================================ compound
  {
    kind: 'compound',
    body: { keywords: 'devops aws 35' },
    judge: (t) =>
      both(
        attr(occ(t, ['devops-engineer'], ['sre'], ['cloud-architect']), lvl(has(t, 'aws'))),
        placeWith(t, RENNES_35),
      ),
  },
  {
    kind: 'compound',
    body: { keywords: 'ux figma 69' },
    judge: (t) =>
      both(
        attr(occ(t, ['ux-designer'], ['product-designer', 'ui-designer', 'ux-researcher']), lvl(has(t, 'figma'))),
        placeWith(t, frDept('69', '84')),
      ),
  },
  {
    kind: 'compound',
    body: { keywords: 'java kafka nantes' },
    judge: (t) =>
      both(
        attr(occ(t, ['java-dev'], [], ['node-dev', 'go-dev', 'android-dev']), lvl(has(t, 'kafka'))),
        placeWith(t, NANTES),
      ),
  },
  {
    kind: 'compound',
    body: { keywords: 'pentest active directory lille' },
    judge: (t) =>
      both(
        attr(occ(t, ['pentester'], [], ['security-consultant', 'soc-analyst']), lvl(has(t, 'active-directory'))),
        placeWith(t, LILLE),
      ),
  },
  {
    kind: 'compound',
    body: { keywords: 'comptable paie 67' },
    judge: (t) =>
      both(attr(occ(t, ['accountant'], ['payroll-specialist']), lvl(has(t, 'paie'))), placeWith(t, frDept('67', '44'))),
  },
  {
    kind: 'compound',
    body: { keywords: 'daf levée de fonds' },
    judge: (t) =>
      attr(occ(t, ['cfo', 'fractional-cfo'], [], ['treasurer', 'financial-controller']), lvl(has(t, 'levee-de-fonds'))),
  },
  {
    kind: 'compound',
    body: { keywords: 'po assurance' },
    judge: (t) =>
      attr(
        occ(t, ['product-owner'], ['product-manager'], ['moa-project-manager', 'business-analyst']),
        lvl(t.sectors.includes('assurance')),
      ),
    note: 'The sector is the Truth’s sectors (the employers’ sectors).',
  },
  {
    kind: 'compound',
    body: { keywords: 'dev ios swiftui 06' },
    judge: (t) =>
      both(
        attr(occ(t, ['ios-dev'], [], ['flutter-dev', 'react-native-dev']), lvl(has(t, 'swiftui'))),
        placeWith(t, frDept('06', '93')),
      ),
  },
  {
    kind: 'compound',
    body: { keywords: 'datascientist llm zürich' },
    judge: (t) =>
      both(
        attr(occ(t, ['data-scientist'], ['ml-engineer'], ['data-analyst', 'data-engineer']), lvl(has(t, 'llm'))),
        placeWith(t, ZURICH),
      ),
  },
  {
    kind: 'compound',
    body: { keywords: 'sap fico lyon' },
    judge: (t) =>
      both(occ(t, ['sap-fico-consultant'], [], ['sap-sd-mm-consultant', 'sap-abap-dev']), placeWith(t, LYON)),
  },

  // ============================================================ title-en-fr
  {
    kind: 'title-en-fr',
    body: { keywords: 'backend engineer' },
    judge: (t) => occ(t, BACK, ['fullstack-js-dev'], ['embedded-dev', 'sap-abap-dev', 'salesforce-dev']),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'mobile developer' },
    judge: (t) => occ(t, MOBILE, [], ['react-dev', 'fullstack-js-dev']),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'analyste de données' },
    judge: (t) => occ(t, ['data-analyst'], ['bi-consultant'], ['data-scientist', 'data-engineer', 'business-analyst']),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'trésorière' },
    judge: (t) => occ(t, ['treasurer'], [], ['cfo', 'fractional-cfo']),
    note: 'Feminine title: men and women alike.',
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'payroll manager' },
    judge: (t) => occ(t, ['payroll-specialist'], [], ['accountant']),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'ingénieur fiabilité' },
    judge: (t) => occ(t, ['sre'], ['devops-engineer'], ['cloud-architect', 'sysadmin']),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'chef de produit' },
    judge: (t) => occ(t, ['product-manager'], ['product-owner'], ['product-designer']),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'rédacteur doc technique' },
    judge: (t) => occ(t, ['technical-writer']),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'penetration tester' },
    judge: (t) => occ(t, ['pentester'], [], ['security-consultant', 'soc-analyst']),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'strategy consultant' },
    judge: (t) => occ(t, ['management-consultant'], [], ['change-consultant']),
  },

  // ============================================================ attribute
  {
    kind: 'attribute',
    body: { keywords: 'python 10 ans xp' },
    judge: (t) =>
      attr(
        occ(t, ['python-dev']) || (has(t, 'python') ? 2 : 0),
        lvl(t.yearsOfExperience >= 10, t.yearsOfExperience >= 7),
      ),
    note: 'Ten years or more: met; 7 to 9: partly met. Python developers 3, others working with Python 2.',
  },
  {
    kind: 'attribute',
    body: { keywords: 'ux junior' },
    judge: (t) =>
      attr(
        occ(t, ['ux-designer'], ['product-designer', 'ui-designer', 'ux-researcher']),
        lvl(bucket(t) === 'junior', bucket(t) === 'confirme'),
      ),
  },
  {
    kind: 'attribute',
    body: { keywords: 'product owner dispo immédiatement' },
    judge: (t) => attr(occ(t, ['product-owner'], [], ['product-manager']), availLevel(t)),
  },
  {
    kind: 'attribute',
    body: { keywords: 'devops 100% télétravail' },
    judge: (t) => attr(occ(t, ['devops-engineer'], ['sre'], ['cloud-architect']), remoteLevel(t)),
  },
  {
    kind: 'attribute',
    body: { keywords: 'comptable anglais courant' },
    judge: (t) => attr(occ(t, ['accountant'], [], ['financial-controller', 'auditor']), langLevel(t, 'en')),
    note: 'English native, bilingual or fluent: met; professional: partly met.',
  },
  {
    kind: 'attribute',
    body: { keywords: 'scrum master sur site' },
    judge: (t) => attr(occ(t, ['scrum-master'], [], ['product-owner', 'project-manager']), onSiteLevel(t)),
  },
  {
    kind: 'attribute',
    body: { keywords: 'data analyst dispo janvier' },
    judge: (t) =>
      attr(
        occ(t, ['data-analyst'], ['bi-consultant'], ['data-scientist']),
        lvl(t.availability.available || (t.availability.from !== null && t.availability.from <= '2027-01-31')),
      ),
    note: 'Available now or from a date up to the end of January 2027.',
  },
  {
    kind: 'attribute',
    body: { keywords: 'dev android confirmé' },
    judge: (t) =>
      attr(
        occ(t, ['android-dev'], [], ['flutter-dev', 'react-native-dev']),
        lvl(bucket(t) === 'confirme', bucket(t) === 'junior' || bucket(t) === 'senior'),
      ),
  },
  {
    kind: 'attribute',
    body: { keywords: 'daf 2j/semaine' },
    judge: (t) =>
      attr(
        occ(t, ['fractional-cfo'], ['cfo'], ['financial-controller']),
        lvl(t.daysPerWeek.includes('2'), t.daysPerWeek.includes('1') || t.daysPerWeek.includes('3')),
      ),
    note: 'Two days a week in daysPerWeek: met; one or three: partly met.',
  },
  {
    kind: 'attribute',
    body: { keywords: 'lead dev java' },
    judge: (t) =>
      attr(
        occ(t, ['java-dev'], [], ['node-dev', 'python-dev', 'dotnet-dev', 'go-dev', 'php-dev']),
        lvl(bucket(t) === 'senior' || bucket(t) === 'expert', bucket(t) === 'confirme'),
      ),
    note: 'Lead = senior or expert.',
  },

  // ============================================================ place
  {
    kind: 'place',
    body: { keywords: '13008' },
    judge: (t) => place(t, frPostal('13008', 'Marseille', '13', '93')),
  },
  {
    kind: 'place',
    body: { keywords: '69' },
    judge: (t) => place(t, frDept('69', '84')),
  },
  {
    kind: 'place',
    body: { keywords: 'haute-corse' },
    judge: (t) => place(t, frDept('2B', '94')),
  },
  {
    kind: 'place',
    body: { keywords: 'guyane' },
    judge: (t) => place(t, region('FR', '03')),
  },
  {
    kind: 'place',
    body: { keywords: 'bretagne' },
    judge: (t) => place(t, region('FR', '53')),
  },
  {
    kind: 'place',
    body: { keywords: 'zurich' },
    judge: (t) => place(t, ZURICH),
  },
  {
    kind: 'place',
    body: { keywords: 'gironde' },
    judge: (t) => place(t, frDept('33', '75')),
  },
  {
    kind: 'place',
    body: { keywords: 'hauts de seine' },
    judge: (t) => place(t, frDept('92', '11')),
  },
  {
    kind: 'place',
    body: { keywords: 'montpellier' },
    judge: (t) => place(t, MONTPELLIER),
  },
  {
    kind: 'place',
    body: { keywords: 'wallonie' },
    judge: (t) => place(t, region('BE', 'WAL')),
  },

  // ============================================================ typo
  {
    kind: 'typo',
    body: { keywords: 'dévelopeur angular' },
    judge: (t) =>
      t.occupation === 'angular-dev'
        ? 3
        : t.occupation === 'fullstack-js-dev' && has(t, 'angular')
          ? 2
          : DEV.includes(t.occupation) && has(t, 'angular')
            ? 1
            : occ(t, [], [], ['react-dev', 'vue-dev']),
  },
  {
    kind: 'typo',
    body: { keywords: 'pyhton django' },
    judge: (t) => (t.occupation === 'python-dev' ? (has(t, 'django') ? 3 : 2) : 0),
    note: 'A Python developer on Flask or FastAPI is the right person with a small difference (2).',
  },
  {
    kind: 'typo',
    body: { keywords: 'scrum mastre' },
    judge: (t) => occ(t, ['scrum-master'], [], ['product-owner']),
  },
  {
    kind: 'typo',
    body: { keywords: 'cheffe de porjet' },
    judge: (t) => occ(t, ['project-manager'], ['moa-project-manager'], ['change-consultant', 'product-owner']),
    note: 'Feminine title: men and women alike.',
  },
  {
    kind: 'typo',
    body: { keywords: 'ingénieur résau' },
    judge: (t) => occ(t, ['network-engineer'], [], ['sysadmin']),
  },
  {
    kind: 'typo',
    body: { keywords: 'data analist' },
    judge: (t) => occ(t, ['data-analyst'], ['bi-consultant'], ['data-scientist']),
  },
  {
    kind: 'typo',
    body: { keywords: 'controleur de gstion' },
    judge: (t) => occ(t, ['financial-controller'], [], ['cfo', 'fractional-cfo']),
  },
  {
    kind: 'typo',
    body: { keywords: 'terrafrom' },
    judge: (t) => (has(t, 'terraform') ? 3 : occ(t, [], [], ['devops-engineer', 'sre', 'cloud-architect'])),
  },
  {
    kind: 'typo',
    body: { keywords: 'ux desinger' },
    judge: (t) => occ(t, ['ux-designer'], ['product-designer', 'ui-designer', 'ux-researcher']),
  },
  {
    kind: 'typo',
    body: { keywords: 'andriod' },
    judge: (t) =>
      t.occupation === 'android-dev' || has(t, 'android') ? 3 : occ(t, [], [], ['flutter-dev', 'react-native-dev']),
  },

  // ============================================================ exclusion
  {
    kind: 'exclusion',
    body: { keywords: 'devops -kubernetes' },
    judge: (t) => (has(t, 'kubernetes') ? 0 : occ(t, ['devops-engineer'], ['sre'], ['cloud-architect'])),
    note: 'Excludes profiles with Kubernetes in their skills.',
  },
  {
    kind: 'exclusion',
    body: { keywords: 'sap -sd' },
    judge: (t) => (has(t, 'sap-sd') ? 0 : SAP.includes(t.occupation) ? 3 : has(t, 'sap') ? 1 : 0),
    note: 'Excludes SAP SD; SAP MM, FI/CO and ABAP people are what is asked.',
  },
  {
    kind: 'exclusion',
    body: { keywords: 'développeur php -wordpress' },
    judge: (t) =>
      has(t, 'wordpress') ? 0 : t.occupation === 'php-dev' ? 3 : DEV.includes(t.occupation) && has(t, 'php') ? 1 : 0,
  },
  {
    kind: 'exclusion',
    body: { keywords: 'product owner -safe' },
    judge: (t) => (has(t, 'safe') ? 0 : occ(t, ['product-owner'], [], ['product-manager'])),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'ux -ui' },
    judge: (t) =>
      t.occupation === 'ui-designer' || has(t, 'ui-design')
        ? 0
        : occ(t, ['ux-designer'], ['ux-researcher', 'product-designer']),
    note: 'Excludes UI designers (by the Truth), not UX designers whose title is written "UX/UI".',
  },
  {
    kind: 'exclusion',
    body: { keywords: 'java -angular' },
    judge: (t) =>
      has(t, 'angular') ? 0 : t.occupation === 'java-dev' ? 3 : DEV.includes(t.occupation) && has(t, 'java') ? 1 : 0,
  },
  {
    kind: 'exclusion',
    body: { keywords: 'chef de projet -moa' },
    judge: (t) =>
      t.occupation === 'moa-project-manager' || has(t, 'moa')
        ? 0
        : occ(t, ['project-manager'], [], ['change-consultant', 'product-owner']),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'react -redux' },
    judge: (t) =>
      has(t, 'redux')
        ? 0
        : t.occupation === 'react-dev'
          ? 3
          : t.occupation === 'fullstack-js-dev' && has(t, 'react')
            ? 2
            : has(t, 'react')
              ? 1
              : 0,
  },
  {
    kind: 'exclusion',
    body: { keywords: 'archi cloud -azure -gcp' },
    judge: (t) => (hasAny(t, 'azure', 'gcp') ? 0 : occ(t, ['cloud-architect'], [], ['devops-engineer', 'sre'])),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'consultant salesforce -dev' },
    judge: (t) =>
      t.occupation === 'salesforce-dev' ? 0 : occ(t, ['salesforce-consultant'], [], ['dynamics-consultant']),
    note: 'Excludes Salesforce developers.',
  },

  // ============================================================ phrase
  {
    kind: 'phrase',
    body: { keywords: '"data engineer"' },
    judge: (t) => occ(t, ['data-engineer'], [], ['ml-engineer', 'data-analyst', 'bi-consultant', 'data-scientist']),
  },
  {
    kind: 'phrase',
    body: { keywords: '"chef de projet moa"' },
    judge: (t) => occ(t, ['moa-project-manager'], ['project-manager'], ['business-analyst']),
  },
  {
    kind: 'phrase',
    body: { keywords: '"spring boot"' },
    judge: (t) => (has(t, 'spring-boot') ? 3 : occ(t, [], [], ['java-dev'])),
  },
  {
    kind: 'phrase',
    body: { keywords: '"sql server"' },
    judge: (t) => (has(t, 'sql-server') ? 3 : occ(t, [], [], ['dba', 'dotnet-dev'])),
  },
  {
    kind: 'phrase',
    body: { keywords: '"business analyst" banque' },
    judge: (t) =>
      attr(occ(t, ['business-analyst'], ['moa-project-manager'], ['product-owner']), lvl(t.sectors.includes('banque'))),
  },
  {
    kind: 'phrase',
    body: { keywords: '"site reliability"' },
    judge: (t) => occ(t, ['sre'], ['devops-engineer']),
  },
  {
    kind: 'phrase',
    body: { keywords: '"machine learning" mlops' },
    judge: (t) => (has(t, 'machine-learning') ? (has(t, 'mlops') ? 3 : 1) : 0),
    note: 'Machine learning without MLOps: the attribute is not met (1).',
  },
  {
    kind: 'phrase',
    body: { keywords: '"gestion de la paie"' },
    judge: (t) => (t.occupation === 'payroll-specialist' ? 3 : has(t, 'paie') ? 2 : 0),
  },
  {
    kind: 'phrase',
    body: { keywords: '"contrôleur financier"' },
    judge: (t) => occ(t, ['financial-controller'], [], ['cfo', 'auditor']),
  },
  {
    kind: 'phrase',
    body: { keywords: '"design system" figma' },
    judge: (t) =>
      has(t, 'design-system', 'figma') ? 3 : UX.includes(t.occupation) && hasAny(t, 'design-system', 'figma') ? 1 : 0,
  },

  // ============================================================ or
  {
    kind: 'or',
    body: { keywords: 'nantes OR rennes' },
    judge: (t) => max(place(t, NANTES), place(t, RENNES)),
  },
  {
    kind: 'or',
    body: { keywords: 'angular OR vue' },
    judge: (t) =>
      occ(t, ['angular-dev', 'vue-dev']) || (hasAny(t, 'angular', 'vuejs') ? 2 : occ(t, [], [], ['react-dev'])),
  },
  {
    kind: 'or',
    body: { keywords: '"data analyst" OR "consultant bi"' },
    judge: (t) => occ(t, ['data-analyst', 'bi-consultant'], [], ['data-scientist', 'data-engineer']),
  },
  {
    kind: 'or',
    body: { keywords: 'swift OR kotlin' },
    judge: (t) => occ(t, ['ios-dev', 'android-dev']) || (hasAny(t, 'swift', 'kotlin') ? 2 : 0),
  },
  {
    kind: 'or',
    body: { keywords: 'auditeur OR auditrice' },
    judge: (t) => occ(t, ['auditor'], [], ['financial-controller']),
  },
  {
    kind: 'or',
    body: { keywords: 'sre OR "ingénieur devops"' },
    judge: (t) => occ(t, ['sre', 'devops-engineer'], [], ['cloud-architect']),
  },
  {
    kind: 'or',
    body: { keywords: 'dba oracle OR dba postgres' },
    judge: (t) => (t.occupation === 'dba' ? (hasAny(t, 'oracle', 'postgresql') ? 3 : 1) : 0),
  },
  {
    kind: 'or',
    body: { keywords: 'comptable bordeaux OR comptable mérignac' },
    judge: (t) =>
      max(both(occ(t, ['accountant']), placeWith(t, BORDEAUX)), both(occ(t, ['accountant']), placeWith(t, MERIGNAC))),
  },
  {
    kind: 'or',
    body: { keywords: 'pentester OR "analyste soc"' },
    judge: (t) => occ(t, ['pentester', 'soc-analyst'], [], ['security-consultant']),
  },
  {
    kind: 'or',
    body: { keywords: 'genève OR lausanne' },
    judge: (t) => max(place(t, GENEVE), place(t, LAUSANNE)),
  },

  // ============================================================ filter
  {
    kind: 'filter',
    body: { skills: ['terraform', 'aws'] },
    judge: (t) => (has(t, 'terraform', 'aws') ? 3 : 0),
  },
  {
    kind: 'filter',
    body: { keywords: 'data', skills: ['python'], seniority: ['senior', 'expert'] },
    judge: (t) => (has(t, 'python') && inSeniority(t, ['senior', 'expert']) ? occ(t, DATA) : 0),
  },
  {
    kind: 'filter',
    body: { keywords: 'développeur', workAreas: ['occitanie'] },
    judge: (t) => (inRegions(t, ['occitanie']) ? occ(t, DEV) : 0),
  },
  {
    kind: 'filter',
    body: { keywords: 'ux', available: true },
    judge: (t) =>
      t.availability.available ? occ(t, ['ux-designer', 'ux-researcher'], ['product-designer'], ['ui-designer']) : 0,
  },
  {
    kind: 'filter',
    body: { keywords: 'développeuse', seniority: ['junior'] },
    judge: (t) => (inSeniority(t, ['junior']) ? occ(t, DEV) : 0),
    note: 'Feminine title: men and women alike.',
  },
  {
    kind: 'filter',
    body: { keywords: 'consultant', skills: ['sap', 's4hana'] },
    judge: (t) =>
      has(t, 'sap', 's4hana')
        ? occ(t, ['sap-sd-mm-consultant', 'sap-fico-consultant'], ['sap-abap-dev'], ['financial-controller'])
        : 0,
  },
  {
    kind: 'filter',
    body: { keywords: 'devops', workAreas: ['suisse'] },
    judge: (t) => (inRegions(t, ['suisse']) ? occ(t, ['devops-engineer'], ['sre'], ['cloud-architect']) : 0),
  },
  {
    kind: 'filter',
    body: { skills: ['figma'], seniority: ['confirme'] },
    judge: (t) => (has(t, 'figma') && inSeniority(t, ['confirme']) ? 3 : 0),
  },
  {
    kind: 'filter',
    body: { keywords: 'java OR python', workAreas: ['belgique', 'luxembourg'] },
    judge: (t) =>
      inRegions(t, ['belgique', 'luxembourg'])
        ? occ(t, ['java-dev', 'python-dev']) || (hasAny(t, 'java', 'python') ? 2 : 0)
        : 0,
  },
  {
    kind: 'filter',
    body: { available: true, skills: ['react'], workAreas: ['ile-de-france'] },
    judge: (t) => (t.availability.available && has(t, 'react') && inRegions(t, ['ile-de-france']) ? 3 : 0),
  },
];
