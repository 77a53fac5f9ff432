/**
 * A third blind held-out query set: 100 queries (ten per class), typed the way recruiters on French freelance
 * platforms type them, each with a judgment of every profile of the held-out corpus from its Truth only.
 *
 * Written by a helper on 2026-11-27. What was read: README.md (grade scale, combination rules, query classes),
 * types.ts, occupations.ts, skills.ts, referential-slugs.json, corpus.ts (its generator) and the structure of
 * places.ts, and in the interface specification only Meta, MetaFreelance, Preferences, WorkArea and
 * POST /partners/search (the request and its keyword grammar). What was NOT read: anything under src/ (the engine,
 * its vocabulary, its search code), docs/, test/, the other files of bench/ (queries.ts, queries-2.ts, check.ts,
 * identity-probes.ts, bench/relevance/queries.ts, relevance.bench.ts). The service was not started, no search was
 * run, no benchmark or test was run: every judgment below was written before any engine answered. Small scripts
 * outside the repository read the corpus's Truth to count how many profiles each judgment grades 1, 2 or 3, so
 * that every query has at least one profile graded 2 or 3.
 *
 * Judging conventions (Truth only, never the profile's text):
 * - Occupation first: each query names the occupations that are exactly it (3), a close one (2), a neighbouring
 *   one (1). Feminine titles grade men and women alike.
 * - Attributes (seniority, years, remote, availability, languages, days a week, day rate, sector, a named skill next
 *   to a title) then lower it: fully met keeps the grade, partly met takes 1 off, not met takes 2 off. Several
 *   attributes each take their share.
 * - Seniority words: the declared seniority decides (`junior`, `confirmé`, `senior`/`lead`/`sr`, `expert`); when
 *   the declared seniority is empty, the years of experience give the bucket (0-2 junior, 3-6 confirmé, 7-10
 *   senior, 11+ expert). `senior` is met by Senior and Expert. Another seniority is not met. `N ans (d'xp)` is met by
 *   yearsOfExperience >= N; for `10 ans` with `lead`, 7-9 years is partly met.
 * - Remote words: `full remote` / `remote` / `100% télétravail` are met by a Full remote preference, partly met by
 *   Hybride (without Full remote) or by no stated preference, not met by Sur site only. `sur site` / `présentiel`
 *   is met by Sur site, partly met by Hybride or no stated preference, not met by Full remote only.
 * - Availability words (relative to 2026-11-24): `dispo`, `asap`, `dispo immédiate` are met by available, partly
 *   met by a start date within 31 days (up to 2026-12-25), not met later. `dispo janvier` is met by available or
 *   a start date up to 2027-01-31, partly met up to 2027-02-28.
 * - Languages: `anglais courant` is met by native, bilingual or fluent, partly by professional; `bilingue` is met by
 *   native or bilingual, partly by fluent. Lower levels do not meet it.
 * - Days a week: `2j/semaine` is met by a preference holding 2, partly met by one holding 1 or 3 or by no stated
 *   preference, not met otherwise.
 * - Day rate `tjm 450 max`: met at 450 or less, partly met up to 500 or when no figure is given; CHF amounts are
 *   compared as they are.
 * - Sectors next to a title (`banque`, `assurance`, `santé`): met when the Truth's sectors hold it (`assurance`
 *   is partly met by `banque`), not met otherwise.
 * - A technical skill next to a title (`java kafka`, `admin bdd oracle`): met when the Truth's skills hold it; the
 *   right occupation without it is "not met" (3 becomes 1).
 * - Places (README rules): who lives there 3; who lives close (same department; for a Swiss or Luxembourg place the
 *   same canton; for Brussels the same region; for a postal code, the same city or department) or names it, or its
 *   department, in a work area 2; 1 for who names a wider area holding it (its region, its country) or another city
 *   of its department in a work area, who lives in the same region but another department, and a freelancer open
 *   to Full remote who lives in the same country. A department query: lives in the department 3; names it or a
 *   city in it in a work area 2. A region or canton: lives there 3; names it or a place in it 2; names its country
 *   1. A country: lives there 3, names a place in it 2.
 * - Occupation + place: both must hold; grades combine by their sum (3+3 gives 3, 3+2 gives 2, 3+1 or 2+2 gives
 *   1, less gives 0).
 * - OR: a profile gets the best grade of the groups. Exclusion `-word`: a profile that is the excluded thing (its
 *   occupation, or the skill in its Truth) is 0, whatever its text says.
 * - Filters are hard constraints: `skills` needs every slug in the Truth's skills; `seniority` is the declared
 *   seniority (an empty one is outside); `available` is the declared availability; `workAreas` holds a profile who
 *   lives in one of the regions/countries or names it, or a place in it, in a work area (a work area `France` is
 *   not inside a French region). A profile outside the filter is 0.
 *
 * Usage: `import { HELD_OUT_QUERIES_3 } from './queries-3'`; each query's `body` is a POST /partners/search body;
 * `judge(truth)` grades a profile of `heldOutCorpus()` from its Truth. Blind: never tune the engine on it.
 */
import type { Grade, HeldOutArea, HeldOutQuery, Truth } from './types';

// ------------------------------------------------------------------ helpers

type Level = 'full' | 'part' | 'no';

const clamp = (n: number): Grade => (n >= 3 ? 3 : n <= 0 ? 0 : (n as Grade));

/** The grade of an occupation map: `{ 'java-dev': 3, 'node-dev': 1 }`. */
const occ = (t: Truth, m: Record<string, number>): Grade => clamp(m[t.occupation] ?? 0);

/** Lowers a grade by an attribute: fully met keeps it, partly met takes 1 off, not met takes 2 off. */
const attr = (g: number, ...levels: Level[]): Grade =>
  clamp(levels.reduce((acc, l) => (acc <= 0 ? 0 : l === 'full' ? acc : l === 'part' ? acc - 1 : acc - 2), g));

/** Occupation and place: 3+3 gives 3, 3+2 gives 2, 3+1 or 2+2 gives 1; both must hold. */
const combine = (a: number, b: number): Grade => {
  if (a <= 0 || b <= 0) return 0;
  const s = a + b;
  return s >= 6 ? 3 : s === 5 ? 2 : s === 4 ? 1 : 0;
};

const best = (...gs: number[]): Grade => clamp(Math.max(0, ...gs));

const has = (t: Truth, ...skills: string[]) => skills.every((s) => t.skills.includes(s));
const hasAny = (t: Truth, ...skills: string[]) => skills.some((s) => t.skills.includes(s));
const skill = (t: Truth, s: string): Level => (t.skills.includes(s) ? 'full' : 'no');

// seniority
type Bucket = 'junior' | 'confirme' | 'senior' | 'expert';
const DECLARED: Record<string, Bucket> = {
  'Junior (0-2 ans)': 'junior',
  'Confirme (3-6 ans)': 'confirme',
  'Senior (7-10 ans)': 'senior',
  'Expert (10+ ans)': 'expert',
};
const bucket = (t: Truth): Bucket =>
  DECLARED[t.seniority] ??
  (t.yearsOfExperience <= 2
    ? 'junior'
    : t.yearsOfExperience <= 6
      ? 'confirme'
      : t.yearsOfExperience <= 10
        ? 'senior'
        : 'expert');
const isBucket = (t: Truth, ...bs: Bucket[]): Level => (bs.includes(bucket(t)) ? 'full' : 'no');
const declaredIn = (t: Truth, ...bs: Bucket[]) => !!DECLARED[t.seniority] && bs.includes(DECLARED[t.seniority]!);
const yearsAtLeast = (t: Truth, n: number): Level => (t.yearsOfExperience >= n ? 'full' : 'no');

// remote
const fullRemote = (t: Truth): Level =>
  t.remote.includes('Full remote') ? 'full' : t.remote.length === 0 || t.remote.includes('Hybride') ? 'part' : 'no';
const onSite = (t: Truth): Level =>
  t.remote.includes('Sur site') ? 'full' : t.remote.length === 0 || t.remote.includes('Hybride') ? 'part' : 'no';

// availability
const availableNow = (t: Truth): Level =>
  t.availability.available ? 'full' : t.availability.from && t.availability.from <= '2026-12-25' ? 'part' : 'no';
const availableBy = (t: Truth, full: string, part: string): Level =>
  t.availability.available || (t.availability.from !== null && t.availability.from <= full)
    ? 'full'
    : t.availability.from !== null && t.availability.from <= part
      ? 'part'
      : 'no';

// languages
const RANK = { native: 5, bilingual: 5, fluent: 4, professional: 3, intermediate: 2, basic: 1 } as const;
const langRank = (t: Truth, language: string) =>
  Math.max(0, ...t.languages.filter((l) => l.language === language).map((l) => RANK[l.level]));
const langLevel = (t: Truth, language: string, full: number): Level => {
  const r = langRank(t, language);
  return r >= full ? 'full' : r === full - 1 ? 'part' : 'no';
};

// days a week
const days = (t: Truth, full: string[], part: string[]): Level =>
  t.daysPerWeek.some((d) => full.includes(d))
    ? 'full'
    : t.daysPerWeek.length === 0 || t.daysPerWeek.some((d) => part.includes(d))
      ? 'part'
      : 'no';

// sectors
const sector = (t: Truth, s: string, partly: string[] = []): Level =>
  (t.sectors as string[]).includes(s) ? 'full' : t.sectors.some((x) => partly.includes(x)) ? 'part' : 'no';

// places
interface Place {
  country: 'FR' | 'BE' | 'CH' | 'LU';
  level: 'postal' | 'city' | 'dept' | 'region' | 'country';
  postal?: string[];
  /** The dataset's city names (Truth.home.datasetCity, WorkArea.cityName). */
  city?: string[];
  /** The department (FR), the province (BE), or the canton (CH, LU: its region code) holding the place. */
  dept?: string;
  /** The region (FR), the Belgian region, or for CH and LU the canton. */
  region?: string;
}

/** A department-like code: the department or province, the canton where there is none. */
const deptOf = (a: { departmentCode?: string; regionCode?: string }) => a.departmentCode || a.regionCode || '';

function areaGrade(a: HeldOutArea, p: Place): number {
  if (a.countryCode !== p.country) return 0;
  if (a.type === 'pays') return p.level === 'country' ? 2 : 1;
  if (p.level === 'country') return 2;
  if (p.level === 'region') return a.regionCode === p.region ? 2 : 0;
  if (a.type === 'region') return a.regionCode === p.region ? 1 : 0;
  if (p.level === 'dept') return deptOf(a) === p.dept ? 2 : 0;
  // postal or city: the city itself or its department 2; another city of its department 1
  if (a.type === 'ville') return p.city?.includes(a.cityName ?? '') ? 2 : deptOf(a) === p.dept ? 1 : 0;
  return deptOf(a) === p.dept ? 2 : 0;
}

function place(t: Truth, p: Place): Grade {
  const h = t.home;
  const grades: number[] = [];
  if (h.countryCode === p.country) {
    const hd = deptOf(h);
    if (p.level === 'country') grades.push(3);
    else if (p.level === 'region') grades.push(h.regionCode === p.region ? 3 : 0);
    else if (p.level === 'dept') grades.push(hd === p.dept ? 3 : h.regionCode === p.region ? 1 : 0);
    else if (p.level === 'city')
      grades.push(p.city?.includes(h.datasetCity) ? 3 : hd === p.dept ? 2 : h.regionCode === p.region ? 1 : 0);
    else
      grades.push(
        p.postal?.includes(h.postalCode)
          ? 3
          : p.city?.includes(h.datasetCity) || hd === p.dept
            ? 2
            : h.regionCode === p.region
              ? 1
              : 0,
      );
    if (t.remote.includes('Full remote')) grades.push(1);
  }
  for (const a of t.workAreas) grades.push(areaGrade(a, p));
  return best(...grades);
}

const PARIS: Place = { country: 'FR', level: 'city', city: ['Paris'], dept: '75', region: '11' };
const LYON: Place = { country: 'FR', level: 'city', city: ['Lyon'], dept: '69', region: '84' };
const NANTES: Place = { country: 'FR', level: 'city', city: ['Nantes'], dept: '44', region: '52' };
const RENNES: Place = { country: 'FR', level: 'city', city: ['Rennes'], dept: '35', region: '53' };
const BORDEAUX: Place = { country: 'FR', level: 'city', city: ['Bordeaux'], dept: '33', region: '75' };
const GRENOBLE: Place = { country: 'FR', level: 'city', city: ['Grenoble'], dept: '38', region: '84' };
const ANNECY: Place = { country: 'FR', level: 'city', city: ['Annecy'], dept: '74', region: '84' };
const TOULOUSE: Place = { country: 'FR', level: 'city', city: ['Toulouse'], dept: '31', region: '76' };
const IDF: Place = { country: 'FR', level: 'region', region: '11' };
const HAUTS_DE_SEINE: Place = { country: 'FR', level: 'dept', dept: '92', region: '11' };

/** The referential's region slugs used by the workAreas filters below: country and region code. */
const SLUGS: Record<string, { country: string; region?: string }> = {
  'ile-de-france': { country: 'FR', region: '11' },
  occitanie: { country: 'FR', region: '76' },
  guadeloupe: { country: 'FR', region: '01' },
  martinique: { country: 'FR', region: '02' },
  guyane: { country: 'FR', region: '03' },
  'la-reunion': { country: 'FR', region: '04' },
  mayotte: { country: 'FR', region: '06' },
};
/** workAreas filter: lives in one of the regions/countries, or names it or a place in it in a work area. */
const inAreas = (t: Truth, slugs: string[]) =>
  slugs.includes(t.home.regionSlug) ||
  t.workAreas.some((a) =>
    slugs.some((s) => {
      const r = SLUGS[s];
      if (!r || a.countryCode !== r.country) return false;
      return r.region === undefined || (a.type !== 'pays' && a.regionCode === r.region);
    }),
  );

// ------------------------------------------------------------------ occupation groups

const BACKEND: Record<string, number> = {
  'node-dev': 3,
  'java-dev': 3,
  'php-dev': 3,
  'python-dev': 3,
  'dotnet-dev': 3,
  'go-dev': 3,
  'fullstack-js-dev': 2,
  'embedded-dev': 1,
  'salesforce-dev': 1,
  'sap-abap-dev': 1,
};

/** Who is a "développeur/dev" of some kind: web, mobile and embedded developers; SAP and Salesforce developers. */
const DEVELOPERS: Record<string, number> = {
  'react-dev': 3,
  'angular-dev': 3,
  'vue-dev': 3,
  'fullstack-js-dev': 3,
  'node-dev': 3,
  'java-dev': 3,
  'php-dev': 3,
  'wordpress-dev': 3,
  'python-dev': 3,
  'dotnet-dev': 3,
  'go-dev': 3,
  'embedded-dev': 3,
  'react-native-dev': 3,
  'flutter-dev': 3,
  'ios-dev': 3,
  'android-dev': 3,
  'sap-abap-dev': 2,
  'salesforce-dev': 2,
  'data-engineer': 1,
  'bi-consultant': 1,
};

// ------------------------------------------------------------------ the queries

export const HELD_OUT_QUERIES_3: HeldOutQuery[] = [
  // ================================================================ alias
  {
    kind: 'alias',
    body: { keywords: 'cdp it' },
    judge: (t) =>
      occ(t, {
        'project-manager': 3,
        'moa-project-manager': 2,
        'change-consultant': 1,
        'product-owner': 1,
        'scrum-master': 1,
      }),
    note: 'CDP = chef de projet.',
  },
  {
    kind: 'alias',
    body: { keywords: 'compta gé' },
    judge: (t) =>
      occ(t, {
        accountant: 3,
        auditor: 1,
        'financial-controller': 1,
        'payroll-specialist': 1,
        'sap-fico-consultant': 1,
      }),
    note: 'compta gé = comptabilité générale: an accountant.',
  },
  {
    kind: 'alias',
    body: { keywords: 'gest paie' },
    judge: (t) => best(occ(t, { 'payroll-specialist': 3 }), t.occupation === 'accountant' && has(t, 'paie') ? 1 : 0),
    note: 'gest paie = gestionnaire de paie; an accountant who also does payroll is neighbouring (1).',
  },
  {
    kind: 'alias',
    body: { keywords: 'admin sfdc' },
    judge: (t) => occ(t, { 'salesforce-consultant': 3, 'salesforce-dev': 2, 'dynamics-consultant': 1 }),
    note: 'SFDC = Salesforce; a Salesforce administrator is graded as a Salesforce functional consultant.',
  },
  {
    kind: 'alias',
    body: { keywords: 'consultant pbi' },
    judge: (t) =>
      t.occupation === 'bi-consultant'
        ? attr(3, skill(t, 'power-bi'))
        : t.occupation === 'data-analyst' && has(t, 'power-bi')
          ? 2
          : t.occupation === 'financial-controller' && has(t, 'power-bi')
            ? 1
            : 0,
    note: 'PBI = Power BI.',
  },
  {
    kind: 'alias',
    body: { keywords: 'ingé machine learning' },
    judge: (t) => occ(t, { 'ml-engineer': 3, 'data-scientist': 2 }),
  },
  {
    kind: 'alias',
    body: { keywords: 'cdg fp&a' },
    judge: (t) => occ(t, { 'financial-controller': 3, cfo: 1, 'fractional-cfo': 1, treasurer: 1, accountant: 1 }),
    note: 'CDG = contrôleur de gestion; FP&A = financial planning and analysis.',
  },
  {
    kind: 'alias',
    body: { keywords: 'dev RN' },
    judge: (t) =>
      best(
        occ(t, { 'react-native-dev': 3, 'flutter-dev': 1, 'ios-dev': 1, 'android-dev': 1, 'react-dev': 1 }),
        t.occupation === 'fullstack-js-dev' && has(t, 'react-native') ? 2 : 0,
      ),
    note: 'RN = React Native.',
  },
  {
    kind: 'alias',
    body: { keywords: 'sysops linux' },
    judge: (t) => (t.occupation === 'sysadmin' ? attr(3, skill(t, 'linux')) : occ(t, { 'devops-engineer': 1, sre: 1 })),
    note: 'sysops = administrateur systèmes.',
  },
  {
    kind: 'alias',
    body: { keywords: 'ciso' },
    judge: (t) => occ(t, { 'security-consultant': 3, pentester: 1, 'soc-analyst': 1 }),
    note: 'CISO = RSSI: the security (GRC) consultants, including the French-titled RSSI and GRC consultants.',
  },

  // ================================================================ attribute
  {
    kind: 'attribute',
    body: { keywords: 'data analyst junior' },
    judge: (t) => attr(occ(t, { 'data-analyst': 3, 'bi-consultant': 2, 'data-scientist': 1 }), isBucket(t, 'junior')),
  },
  {
    kind: 'attribute',
    body: { keywords: 'scrum master full remote' },
    judge: (t) => attr(occ(t, { 'scrum-master': 3, 'product-owner': 1 }), fullRemote(t)),
  },
  {
    kind: 'attribute',
    body: { keywords: 'po dispo asap' },
    judge: (t) => attr(occ(t, { 'product-owner': 3, 'product-manager': 1, 'business-analyst': 1 }), availableNow(t)),
  },
  {
    kind: 'attribute',
    body: { keywords: 'consultant sap fico anglais courant' },
    judge: (t) =>
      attr(occ(t, { 'sap-fico-consultant': 3, 'sap-sd-mm-consultant': 1, 'sap-abap-dev': 1 }), langLevel(t, 'en', 4)),
  },
  {
    kind: 'attribute',
    body: { keywords: "dev angular 5 ans d'xp min" },
    judge: (t) =>
      attr(
        best(
          occ(t, { 'angular-dev': 3 }),
          t.occupation === 'fullstack-js-dev' && has(t, 'angular') ? 2 : 0,
          ['java-dev', 'dotnet-dev'].includes(t.occupation) && has(t, 'angular') ? 1 : 0,
        ),
        yearsAtLeast(t, 5),
      ),
  },
  {
    kind: 'attribute',
    body: { keywords: 'daf 2j/semaine' },
    judge: (t) => attr(occ(t, { cfo: 3, 'fractional-cfo': 3, 'financial-controller': 1 }), days(t, ['2'], ['1', '3'])),
    note: 'Days a week: holding 2 is met; 1 or 3 (or nothing stated) partly; only 4-5 not met.',
  },
  {
    kind: 'attribute',
    body: { keywords: 'ingé réseau sur site' },
    judge: (t) => attr(occ(t, { 'network-engineer': 3, sysadmin: 1 }), onSite(t)),
  },
  {
    kind: 'attribute',
    body: { keywords: 'tech lead python 10 ans' },
    judge: (t) =>
      attr(
        best(occ(t, { 'python-dev': 3 }), t.occupation === 'data-engineer' && has(t, 'python') ? 1 : 0),
        t.yearsOfExperience >= 10 ? 'full' : t.yearsOfExperience >= 7 ? 'part' : 'no',
      ),
    note: '10 years or more met; 7-9 years (senior) partly met.',
  },
  {
    kind: 'attribute',
    body: { keywords: 'ux designer bilingue anglais' },
    judge: (t) =>
      attr(
        occ(t, { 'ux-designer': 3, 'product-designer': 2, 'ux-researcher': 1, 'ui-designer': 1 }),
        langLevel(t, 'en', 5),
      ),
  },
  {
    kind: 'attribute',
    body: { keywords: 'comptable tjm 450 max' },
    judge: (t) =>
      attr(
        occ(t, { accountant: 3, 'payroll-specialist': 1, auditor: 1 }),
        t.rate.amount === null ? 'part' : t.rate.amount <= 450 ? 'full' : t.rate.amount <= 500 ? 'part' : 'no',
      ),
  },

  // ================================================================ compound
  {
    kind: 'compound',
    body: { keywords: 'java kafka nantes' },
    judge: (t) => combine(t.occupation === 'java-dev' ? attr(3, skill(t, 'kafka')) : 0, place(t, NANTES)),
  },
  {
    kind: 'compound',
    body: { keywords: 'consultante sap sd lyon' },
    judge: (t) =>
      combine(
        t.occupation === 'sap-sd-mm-consultant'
          ? attr(3, skill(t, 'sap-sd'))
          : occ(t, { 'sap-fico-consultant': 1, 'sap-abap-dev': 1 }),
        place(t, LYON),
      ),
  },
  {
    kind: 'compound',
    body: { keywords: 'po banque paris' },
    judge: (t) =>
      combine(
        attr(occ(t, { 'product-owner': 3, 'product-manager': 1, 'business-analyst': 1 }), sector(t, 'banque')),
        place(t, PARIS),
      ),
  },
  {
    kind: 'compound',
    body: { keywords: 'admin bdd oracle toulouse' },
    judge: (t) =>
      combine(t.occupation === 'dba' ? attr(3, skill(t, 'oracle')) : occ(t, { sysadmin: 1 }), place(t, TOULOUSE)),
    note: 'admin bdd = administrateur de bases de données (DBA).',
  },
  {
    kind: 'compound',
    body: { keywords: 'contrôleuse de gestion sap' },
    judge: (t) =>
      t.occupation === 'financial-controller'
        ? hasAny(t, 'sap', 'sap-co')
          ? 3
          : 1
        : t.occupation === 'sap-fico-consultant' && has(t, 'controle-de-gestion')
          ? 1
          : 0,
    note: 'A financial controller with SAP (or SAP CO) 3; without SAP 1.',
  },
  {
    kind: 'compound',
    body: { keywords: 'dev .net azure 92' },
    judge: (t) => combine(t.occupation === 'dotnet-dev' ? attr(3, skill(t, 'azure')) : 0, place(t, HAUTS_DE_SEINE)),
  },
  {
    kind: 'compound',
    body: { keywords: 'coach agile safe' },
    judge: (t) =>
      t.occupation === 'scrum-master'
        ? attr(3, skill(t, 'safe'))
        : ['product-owner', 'project-manager'].includes(t.occupation) && has(t, 'safe')
          ? 1
          : 0,
  },
  {
    kind: 'compound',
    body: { keywords: 'data scientist nlp santé' },
    judge: (t) => (t.occupation === 'data-scientist' ? attr(3, skill(t, 'nlp'), sector(t, 'sante')) : 0),
    note: 'Two attributes: the NLP skill and the health sector; each missing one takes 2 off.',
  },
  {
    kind: 'compound',
    body: { keywords: 'ba assurance dispo janvier' },
    judge: (t) =>
      attr(
        occ(t, { 'business-analyst': 3, 'moa-project-manager': 2 }),
        sector(t, 'assurance', ['banque']),
        availableBy(t, '2027-01-31', '2027-02-28'),
      ),
    note: 'BA = business analyst; banking experience partly meets insurance; available by the end of January 2027.',
  },
  {
    kind: 'compound',
    body: { keywords: 'dev php symfony bordeaux' },
    judge: (t) =>
      combine(
        t.occupation === 'php-dev' ? attr(3, skill(t, 'symfony')) : occ(t, { 'wordpress-dev': 1 }),
        place(t, BORDEAUX),
      ),
  },

  // ================================================================ exclusion
  {
    kind: 'exclusion',
    body: { keywords: 'consultant sap -fico' },
    judge: (t) =>
      t.occupation === 'sap-fico-consultant' || hasAny(t, 'sap-fi', 'sap-co')
        ? 0
        : best(
            occ(t, { 'sap-sd-mm-consultant': 3, 'sap-abap-dev': 2 }),
            t.occupation === 'financial-controller' && has(t, 'sap') ? 1 : 0,
          ),
    note: 'FICO = SAP FI/CO: a FI/CO consultant, or anyone with SAP FI or CO, is excluded.',
  },
  {
    kind: 'exclusion',
    body: { keywords: 'devops -kubernetes' },
    judge: (t) => (has(t, 'kubernetes') ? 0 : occ(t, { 'devops-engineer': 3, sre: 3, 'cloud-architect': 1 })),
    note: 'Anyone with Kubernetes in the Truth is excluded (every SRE has it).',
  },
  {
    kind: 'exclusion',
    body: { keywords: 'développeuse mobile -flutter' },
    judge: (t) =>
      has(t, 'flutter') || t.occupation === 'flutter-dev'
        ? 0
        : occ(t, { 'react-native-dev': 3, 'ios-dev': 3, 'android-dev': 3 }),
    note: 'Mobile developers of any gender without Flutter (a React Native developer who also knows Flutter is out).',
  },
  {
    kind: 'exclusion',
    body: { keywords: 'dev front -react' },
    judge: (t) =>
      has(t, 'react') || t.occupation === 'react-dev'
        ? 0
        : occ(t, { 'angular-dev': 3, 'vue-dev': 3, 'fullstack-js-dev': 2 }),
    note: 'Front-end developers without React; a full-stack developer with Angular or Vue only is 2.',
  },
  {
    kind: 'exclusion',
    body: { keywords: 'chef de projet -moa' },
    judge: (t) =>
      t.occupation === 'moa-project-manager' || has(t, 'moa')
        ? 0
        : occ(t, { 'project-manager': 3, 'change-consultant': 1, 'product-owner': 1 }),
    note: 'MOA/AMOA project managers and anyone with MOA in the Truth are excluded.',
  },
  {
    kind: 'exclusion',
    body: { keywords: 'data engineer -aws -azure' },
    judge: (t) =>
      hasAny(t, 'aws', 'azure') ? 0 : occ(t, { 'data-engineer': 3, 'data-scientist': 1, 'ml-engineer': 1 }),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'consultant cyber -pentest' },
    judge: (t) =>
      t.occupation === 'pentester' || has(t, 'pentest') ? 0 : occ(t, { 'security-consultant': 3, 'soc-analyst': 1 }),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'daf -partagé' },
    judge: (t) => occ(t, { cfo: 3, 'fractional-cfo': 0, 'financial-controller': 1 }),
    note: 'The recruiter does not want a part-time (temps partagé) CFO: every fractional CFO is 0, English-written ones included.',
  },
  {
    kind: 'exclusion',
    body: { keywords: 'kotlin -android' },
    judge: (t) =>
      t.occupation === 'android-dev' || has(t, 'android')
        ? 0
        : has(t, 'kotlin')
          ? t.occupation === 'java-dev'
            ? 3
            : 1
          : 0,
    note: 'Kotlin outside Android: a Java/Kotlin back-end developer 3; a cross-platform mobile developer with Kotlin 1.',
  },
  {
    kind: 'exclusion',
    body: { keywords: 'consultant salesforce -apex' },
    judge: (t) =>
      has(t, 'apex') || t.occupation === 'salesforce-dev'
        ? 0
        : occ(t, { 'salesforce-consultant': 3, 'dynamics-consultant': 1 }),
  },

  // ================================================================ filter
  {
    kind: 'filter',
    body: { keywords: 'architecte', skills: ['terraform', 'azure'] },
    judge: (t) => (has(t, 'terraform', 'azure') ? occ(t, { 'cloud-architect': 3, 'devops-engineer': 1, sre: 1 }) : 0),
  },
  {
    kind: 'filter',
    body: { keywords: 'chef de projet', seniority: ['senior', 'expert'] },
    judge: (t) =>
      declaredIn(t, 'senior', 'expert')
        ? occ(t, { 'project-manager': 3, 'moa-project-manager': 2, 'change-consultant': 1 })
        : 0,
  },
  {
    kind: 'filter',
    body: { keywords: 'développeur', workAreas: ['occitanie'] },
    judge: (t) => (inAreas(t, ['occitanie']) ? occ(t, DEVELOPERS) : 0),
  },
  {
    kind: 'filter',
    body: { keywords: 'product designer', skills: ['figma'], available: true },
    judge: (t) =>
      has(t, 'figma') && t.availability.available
        ? occ(t, { 'product-designer': 3, 'ux-designer': 2, 'ui-designer': 1, 'ux-researcher': 1 })
        : 0,
  },
  {
    kind: 'filter',
    body: { workAreas: ['guadeloupe', 'martinique', 'guyane', 'la-reunion', 'mayotte'] },
    judge: (t) => {
      const slugs = ['guadeloupe', 'martinique', 'guyane', 'la-reunion', 'mayotte'];
      return slugs.includes(t.home.regionSlug) ? 3 : inAreas(t, slugs) ? 2 : 0;
    },
    note: 'Filter only: who lives overseas 3; who names an overseas region or a place in it in a work area 2.',
  },
  {
    kind: 'filter',
    body: { keywords: 'comptable', seniority: ['junior', 'confirme'] },
    judge: (t) =>
      declaredIn(t, 'junior', 'confirme') ? occ(t, { accountant: 3, 'payroll-specialist': 1, auditor: 1 }) : 0,
  },
  {
    kind: 'filter',
    body: { skills: ['sap', 's4hana'], seniority: ['expert'] },
    judge: (t) => (has(t, 'sap', 's4hana') && declaredIn(t, 'expert') ? 3 : 0),
    note: 'Filters only: every profile inside them is what was asked.',
  },
  {
    kind: 'filter',
    body: { keywords: 'devops', skills: ['gitlab-ci'], workAreas: ['ile-de-france'] },
    judge: (t) =>
      has(t, 'gitlab-ci') && inAreas(t, ['ile-de-france'])
        ? occ(t, { 'devops-engineer': 3, sre: 2, 'cloud-architect': 1 })
        : 0,
  },
  {
    kind: 'filter',
    body: { keywords: 'consultant', skills: ['iso-27001'] },
    judge: (t) => (has(t, 'iso-27001') ? (t.occupation === 'security-consultant' ? 3 : 1) : 0),
  },
  {
    kind: 'filter',
    body: { keywords: 'dev', skills: ['python', 'aws'], available: true },
    judge: (t) =>
      has(t, 'python', 'aws') && t.availability.available
        ? occ(t, { 'python-dev': 3, 'data-engineer': 2, 'ml-engineer': 1, 'data-scientist': 1, 'devops-engineer': 1 })
        : 0,
  },

  // ================================================================ or
  {
    kind: 'or',
    body: { keywords: 'nantes OR rennes' },
    judge: (t) => best(place(t, NANTES), place(t, RENNES)),
  },
  {
    kind: 'or',
    body: { keywords: 'flutter OR "react native"' },
    judge: (t) =>
      best(occ(t, { 'flutter-dev': 3, 'react-native-dev': 3 }), hasAny(t, 'flutter', 'react-native') ? 2 : 0),
  },
  {
    kind: 'or',
    body: { keywords: 'tableau OR qlik' },
    judge: (t) => (hasAny(t, 'tableau', 'qlik') ? 3 : t.occupation === 'bi-consultant' ? 1 : 0),
    note: 'Tools: whoever has Tableau or Qlik 3; a BI consultant on another tool 1.',
  },
  {
    kind: 'or',
    body: { keywords: 'dev go OR rust' },
    judge: (t) => best(occ(t, { 'go-dev': 3 }), has(t, 'rust') ? 3 : 0, has(t, 'go') ? 1 : 0),
    note: 'Groups `dev go` and `rust`: a Go developer or anyone with Rust 3; someone else with Go 1.',
  },
  {
    kind: 'or',
    body: { keywords: 'swift OR kotlin' },
    judge: (t) => best(occ(t, { 'ios-dev': 3, 'android-dev': 3 }), hasAny(t, 'swift', 'kotlin') ? 2 : 0),
  },
  {
    kind: 'or',
    body: { keywords: '"conduite du changement" OR "change management"' },
    judge: (t) =>
      best(occ(t, { 'change-consultant': 3, 'management-consultant': 1 }), has(t, 'conduite-du-changement') ? 2 : 0),
  },
  {
    kind: 'or',
    body: { keywords: 'lyon OR grenoble OR annecy' },
    judge: (t) => best(place(t, LYON), place(t, GRENOBLE), place(t, ANNECY)),
  },
  {
    kind: 'or',
    body: { keywords: 'paie OR dsn OR silae' },
    judge: (t) => best(occ(t, { 'payroll-specialist': 3 }), hasAny(t, 'paie', 'dsn', 'silae') ? 2 : 0),
  },
  {
    kind: 'or',
    body: { keywords: 'sre OR "platform engineer"' },
    judge: (t) =>
      t.occupation === 'devops-engineer' ? (has(t, 'kubernetes') ? 2 : 1) : occ(t, { sre: 3, 'cloud-architect': 1 }),
    note: 'No profile is titled platform engineer: a DevOps engineer running Kubernetes is close (2).',
  },
  {
    kind: 'or',
    body: { keywords: 'auditrice OR "contrôle interne"' },
    judge: (t) =>
      best(occ(t, { auditor: 3, 'financial-controller': 1, accountant: 1 }), has(t, 'controle-interne') ? 3 : 0),
  },

  // ================================================================ phrase
  {
    kind: 'phrase',
    body: { keywords: '"tests d\'intrusion"' },
    judge: (t) => best(occ(t, { pentester: 3, 'security-consultant': 1 }), has(t, 'pentest') ? 3 : 0),
  },
  {
    kind: 'phrase',
    body: { keywords: '"business intelligence"' },
    judge: (t) => occ(t, { 'bi-consultant': 3, 'data-analyst': 1 }),
  },
  {
    kind: 'phrase',
    body: { keywords: '"design system"' },
    judge: (t) => (has(t, 'design-system') ? 3 : occ(t, { 'ux-designer': 1, 'ui-designer': 1, 'product-designer': 1 })),
    note: 'Whoever has design systems in the Truth 3 (every product designer); other designers 1.',
  },
  {
    kind: 'phrase',
    body: { keywords: '"site reliability"' },
    judge: (t) => occ(t, { sre: 3, 'devops-engineer': 1 }),
  },
  {
    kind: 'phrase',
    body: { keywords: '"big data"' },
    judge: (t) =>
      t.occupation === 'data-engineer'
        ? hasAny(t, 'spark', 'kafka', 'databricks')
          ? 3
          : 2
        : t.occupation === 'data-scientist' && has(t, 'spark')
          ? 1
          : 0,
    note: 'A data engineer on Spark, Kafka or Databricks 3; another data engineer 2.',
  },
  {
    kind: 'phrase',
    body: { keywords: '"service cloud"' },
    judge: (t) =>
      ['salesforce-consultant', 'salesforce-dev'].includes(t.occupation) ? attr(3, skill(t, 'service-cloud')) : 0,
  },
  {
    kind: 'phrase',
    body: { keywords: '"spring boot" microservices' },
    judge: (t) => (t.occupation === 'java-dev' ? attr(3, skill(t, 'microservices')) : 0),
  },
  {
    kind: 'phrase',
    body: { keywords: '"cash management"' },
    judge: (t) =>
      best(
        occ(t, { treasurer: 3 }),
        t.occupation === 'fractional-cfo' && has(t, 'cash-management') ? 2 : 0,
        ['cfo', 'fractional-cfo'].includes(t.occupation) && has(t, 'tresorerie') ? 1 : 0,
      ),
  },
  {
    kind: 'phrase',
    body: { keywords: '"directrice artistique"' },
    judge: (t) => occ(t, { 'ui-designer': 3, 'product-designer': 1, 'ux-designer': 1 }),
    note: 'Art directors of any gender: the UI / visual designers.',
  },
  {
    kind: 'phrase',
    body: { keywords: '"full stack" typescript' },
    judge: (t) =>
      t.occupation === 'fullstack-js-dev'
        ? attr(3, skill(t, 'typescript'))
        : ['node-dev', 'react-dev'].includes(t.occupation) && has(t, 'typescript')
          ? 1
          : 0,
  },

  // ================================================================ place
  {
    kind: 'place',
    body: { keywords: '69100' },
    judge: (t) =>
      place(t, { country: 'FR', level: 'postal', postal: ['69100'], city: ['Villeurbanne'], dept: '69', region: '84' }),
    note: 'Villeurbanne: lives there 3; elsewhere in the Rhône (Lyon) 2.',
  },
  {
    kind: 'place',
    body: { keywords: '2b' },
    judge: (t) => place(t, { country: 'FR', level: 'dept', dept: '2B', region: '94' }),
    note: 'Haute-Corse: lives there 3; Corse-du-Sud (same region) 1.',
  },
  {
    kind: 'place',
    body: { keywords: 'guyane' },
    judge: (t) => place(t, { country: 'FR', level: 'region', region: '03' }),
  },
  {
    kind: 'place',
    body: { keywords: 'hauts-de-seine' },
    judge: (t) => place(t, HAUTS_DE_SEINE),
  },
  {
    kind: 'place',
    body: { keywords: 'canton de vaud' },
    judge: (t) => place(t, { country: 'CH', level: 'region', region: 'VD' }),
  },
  {
    kind: 'place',
    body: { keywords: 'idf' },
    judge: (t) => place(t, IDF),
    note: 'IDF = Île-de-France.',
  },
  {
    kind: 'place',
    body: { keywords: '13008' },
    judge: (t) =>
      place(t, { country: 'FR', level: 'postal', postal: ['13008'], city: ['Marseille'], dept: '13', region: '93' }),
    note: 'Marseille 8e: lives there 3; elsewhere in Marseille or the Bouches-du-Rhône 2.',
  },
  {
    kind: 'place',
    body: { keywords: 'wallonie' },
    judge: (t) => place(t, { country: 'BE', level: 'region', region: 'WAL' }),
  },
  {
    kind: 'place',
    body: { keywords: '67' },
    judge: (t) => place(t, { country: 'FR', level: 'dept', dept: '67', region: '44' }),
    note: 'Bas-Rhin: lives there 3; elsewhere in Grand Est 1.',
  },
  {
    kind: 'place',
    body: { keywords: 'normandie' },
    judge: (t) => place(t, { country: 'FR', level: 'region', region: '28' }),
  },

  // ================================================================ title-en-fr
  {
    kind: 'title-en-fr',
    body: { keywords: 'payroll officer' },
    judge: (t) => best(occ(t, { 'payroll-specialist': 3 }), t.occupation === 'accountant' && has(t, 'paie') ? 1 : 0),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'management accountant' },
    judge: (t) => occ(t, { 'financial-controller': 3, accountant: 1, cfo: 1 }),
    note: 'Management accountant = contrôleur de gestion.',
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'ingénieur fiabilité' },
    judge: (t) => occ(t, { sre: 3, 'devops-engineer': 1 }),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'database administrator' },
    judge: (t) => occ(t, { dba: 3, sysadmin: 1 }),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'analyste fonctionnelle' },
    judge: (t) => occ(t, { 'business-analyst': 3, 'moa-project-manager': 2, 'qa-engineer': 1 }),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'trésorière' },
    judge: (t) =>
      best(occ(t, { treasurer: 3 }), ['cfo', 'fractional-cfo'].includes(t.occupation) && has(t, 'tresorerie') ? 1 : 0),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'network administrator' },
    judge: (t) =>
      t.occupation === 'network-engineer' ? 3 : t.occupation === 'sysadmin' ? (has(t, 'networking') ? 2 : 1) : 0,
    note: 'A systems & network administrator (sysadmin with networking in the Truth) is close (2).',
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'développeur backend' },
    judge: (t) => occ(t, BACKEND),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'head of product' },
    judge: (t) =>
      t.occupation === 'product-manager'
        ? attr(3, isBucket(t, 'senior', 'expert'))
        : t.occupation === 'product-owner' && isBucket(t, 'senior', 'expert') === 'full'
          ? 1
          : 0,
    note: 'Head of product = directeur produit: a senior or expert product manager 3; another product manager 1.',
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'testeur logiciel' },
    judge: (t) => occ(t, { 'qa-engineer': 3, 'moa-project-manager': 1 }),
  },

  // ================================================================ typo
  {
    kind: 'typo',
    body: { keywords: 'scrum mastre' },
    judge: (t) => occ(t, { 'scrum-master': 3, 'product-owner': 1 }),
  },
  {
    kind: 'typo',
    body: { keywords: 'controleur de getsion' },
    judge: (t) => occ(t, { 'financial-controller': 3, cfo: 1, accountant: 1 }),
  },
  {
    kind: 'typo',
    body: { keywords: 'devloppeur symfony' },
    judge: (t) => (t.occupation === 'php-dev' ? attr(3, skill(t, 'symfony')) : 0),
  },
  {
    kind: 'typo',
    body: { keywords: 'terrafrom aws' },
    judge: (t) =>
      has(t, 'terraform', 'aws')
        ? occ(t, { 'devops-engineer': 3, 'cloud-architect': 3, sre: 3, 'data-engineer': 2 })
        : has(t, 'terraform')
          ? occ(t, { 'devops-engineer': 1, 'cloud-architect': 1, sre: 1 })
          : 0,
  },
  {
    kind: 'typo',
    body: { keywords: 'data analist' },
    judge: (t) => occ(t, { 'data-analyst': 3, 'bi-consultant': 2, 'data-scientist': 1 }),
  },
  {
    kind: 'typo',
    body: { keywords: 'dev abpa' },
    judge: (t) => best(occ(t, { 'sap-abap-dev': 3 }), t.occupation.startsWith('sap-') && has(t, 'abap') ? 2 : 0),
  },
  {
    kind: 'typo',
    body: { keywords: 'product ower' },
    judge: (t) => occ(t, { 'product-owner': 3, 'product-manager': 1 }),
  },
  {
    kind: 'typo',
    body: { keywords: 'ingénieur résaux' },
    judge: (t) =>
      t.occupation === 'network-engineer' ? 3 : t.occupation === 'sysadmin' ? (has(t, 'networking') ? 2 : 1) : 0,
  },
  {
    kind: 'typo',
    body: { keywords: 'wordpres' },
    judge: (t) => best(occ(t, { 'wordpress-dev': 3 }), has(t, 'wordpress') ? 2 : 0),
  },
  {
    kind: 'typo',
    body: { keywords: 'pyhton django' },
    judge: (t) => (t.occupation === 'python-dev' ? attr(3, skill(t, 'django')) : 0),
  },
];
