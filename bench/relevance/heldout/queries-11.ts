/**
 * An eleventh blind held-out query set: 100 queries (ten per class), typed the way recruiters on French freelance
 * IT/data/product/design/finance/consulting platforms type them (French and English, shorthand and acronyms,
 * feminine titles, typos, places as cities, departments, postal codes, regions and cantons in France, Belgium,
 * Switzerland, Luxembourg and overseas, attribute words, OR groups, exclusions, quoted phrases, filters, and some
 * everyday noise such as `H/F`, `cherche`, `urgent`), each with a judgment of every profile of the held-out corpus
 * from its Truth only.
 *
 * Written by a helper on 2026-11-28. What was read: README.md (grade scale, combination rules, query classes,
 * rules), types.ts, occupations.ts, skills.ts, people.ts (only to know what identity data exists; no query is built
 * from names, employers or schools), referential-slugs.json, corpus.ts (the generator of the 480 profiles and their
 * Truth), text-fr-en.ts, rng.ts and places.ts, lines 1-75 of queries-4.ts (its header: the judging conventions,
 * adopted here so that the sets compare), and in the interface specification only the sections Meta,
 * MetaFreelance, Preferences, WorkArea and POST /partners/search (the request body and its keyword grammar). What
 * was NOT read: anything under src/ (the engine, its vocabulary, its search code), docs/, test/, scripts/, the rest
 * of bench/ (queries.ts, queries-2.ts, queries-3.ts, the body of queries-4.ts, queries-5.ts to queries-10.ts,
 * check.ts, identity-probes.ts, bench/relevance/queries.ts, relevance.bench.ts), the repository's README.md and its
 * git history; the repository was not grepped. The service was not started, no search, test or benchmark was run:
 * every judgment below was written before any engine answered. A small script outside the repository read the
 * corpus's Truth to list what it holds and to count how many profiles each judgment grades 1, 2 or 3, so that
 * every query has at least one profile graded 2 or 3 (a query without one was changed, never its judgment).
 *
 * Judging conventions: those of queries-4.ts's header (Truth only, never the profile's text), restated briefly.
 * - Occupation first: each query names the occupations that are exactly it (3), a close one (2), a neighbouring
 *   one (1). Feminine titles grade men and women alike.
 * - Attributes lower that grade: fully met keeps it, partly met takes 1 off, not met takes 2 off; several
 *   attributes each take their share. A technical skill named next to a title is an attribute (met when the
 *   Truth's skills hold it, not met otherwise); a sector next to a title likewise (`assurance` partly met by
 *   `banque` and the other way round).
 * - Seniority: the declared seniority decides; an empty one falls back on the years (0-2 junior, 3-6 confirmé,
 *   7-10 senior, 11+ expert). `N ans d'xp` is met by yearsOfExperience >= N, not met below.
 * - Remote: `remote` / `full remote` / `100% télétravail` met by a Full remote preference, partly by Hybride or no
 *   preference, not met by Sur site only; `sur site` met by Sur site, partly by Hybride or no preference, not met by
 *   Full remote only.
 * - Availability relative to 2026-11-24: `dispo janvier` met by available or a date up to 2027-01-31, partly up to
 *   2027-02-28.
 * - Languages: `anglais courant` / `germanophone` met by native, bilingual or fluent, partly by professional.
 * - Days a week `2 jours par semaine`: met by a preference holding 2, partly by one holding 1 or 3 or by none
 *   stated.
 * - Day rate `TJM 500 max`: met at 500 or less, partly up to 550 or when no figure is given.
 * - Places (README rules): who lives there 3; who lives close (same department; for a Swiss or Luxembourg city the
 *   same canton; for Brussels the same region; for a postal code the same city or department) or names it, or its
 *   department, in a work area 2 (for a postal code, naming its city counts as naming it); 1 for who names a wider
 *   area holding it (its region, its country) or another city of its department in a work area, who lives in the
 *   same region but another department, and a freelancer open to Full remote living in the same country. A
 *   department: lives there 3; names it or a city in it 2; its region or country, the same region, Full remote in
 *   the country 1. A region (a Swiss canton, a Belgian region, an overseas region): lives there 3; names it or a
 *   place in it 2; names its country or Full remote in the country 1. A country: lives there 3; names a place in
 *   it 2.
 * - Occupation + place: grades combine by their sum (3+3 gives 3, 3+2 gives 2, 3+1 or 2+2 gives 1, less gives 0).
 * - OR: the best grade of the groups. Exclusion `-word`: a profile that is the excluded thing (its occupation, or
 *   the skill in its Truth) is 0, whatever its text says.
 * - Filters are hard constraints: `skills` needs every slug in the Truth's skills; `seniority` is the declared
 *   seniority (an empty one is outside); `available` is the declared availability; `workAreas` holds a profile who
 *   lives in one of the regions/countries or names it, or a place in it, in a work area (a work area `France` is not
 *   inside a French region). A profile outside the filter is 0; a filter with no keywords grades every profile
 *   inside it 3.
 * - A bare skill (`google cloud`, `ansilbe`, `"design system"`) grades 3 every profile whose Truth holds that skill,
 *   whatever its occupation.
 * Settled here, where the README and that header leave it open:
 * - `senior` is met by Senior and Expert, partly by Confirmé, not met by Junior; `junior` is met by Junior, partly
 *   by Confirmé, not met by Senior or Expert.
 * - A day rate in CHF is compared by its figure, as if it were in euros (no conversion).
 * - Noise words (`H/F`, `cherche`, `besoin`, `urgent`, `freelance(s)`, `sur`, `secteur`) carry no meaning: they
 *   neither raise nor lower a grade.
 * - Two skills typed together with no title (`python django`) are judged as the occupation they describe (a Python
 *   back-end developer), the second skill an attribute, a sibling framework (`fastapi`, `flask` for `django`) meeting
 *   it partly.
 * - An overseas department that is also a region (`guyane`) is judged as a region.
 * - Generic `chef de projet` grades the IT and the business-side (MOA) project manager alike; `CdP SI` (IT) grades
 *   the MOA one as close (2).
 *
 * Usage: `import { HELD_OUT_QUERIES_11 } from './queries-11'`; each query's `body` is a POST /partners/search body;
 * `judge(truth)` grades a profile of `heldOutCorpus()` from its Truth. Blind: never tune the engine on it.
 */
import type { Grade, HeldOutArea, HeldOutQuery, Sector, Truth } from './types';

// ------------------------------------------------------------------ grading helpers

type Met = 'met' | 'partly' | 'not';
type OccGrades = Record<string, Grade>;

const clamp = (n: number): Grade => (n >= 3 ? 3 : n <= 0 ? 0 : (n as Grade));
const best = (...gs: Grade[]): Grade => clamp(Math.max(0, ...gs));
const occ = (t: Truth, m: OccGrades): Grade => m[t.occupation] ?? 0;
const has = (t: Truth, s: string): boolean => t.skills.includes(s);
const hasAny = (t: Truth, ss: string[]): boolean => ss.some((s) => t.skills.includes(s));
const hasAll = (t: Truth, ss: string[]): boolean => ss.every((s) => t.skills.includes(s));
const skill = (t: Truth, s: string): Met => (has(t, s) ? 'met' : 'not');

/** Lowers a grade by its attributes: met keeps, partly takes 1 off, not met takes 2 off. */
function lower(g: Grade, ...attrs: Met[]): Grade {
  const off = attrs.reduce((s, a) => s + (a === 'met' ? 0 : a === 'partly' ? 1 : 2), 0);
  return g === 0 ? 0 : clamp(g - off);
}

/** Occupation + place: 3+3 gives 3, 3+2 gives 2, 3+1 or 2+2 gives 1, less gives 0. */
function combine(a: Grade, b: Grade): Grade {
  const s = a + b;
  return s >= 6 ? 3 : s === 5 ? 2 : s === 4 ? 1 : 0;
}

/** A sector next to a title: banque and assurance meet each other partly. */
function sector(t: Truth, s: Sector): Met {
  if (t.sectors.includes(s)) return 'met';
  const near: Partial<Record<Sector, Sector[]>> = { banque: ['assurance'], assurance: ['banque'] };
  return (near[s] ?? []).some((x) => t.sectors.includes(x)) ? 'partly' : 'not';
}

type Level = 'junior' | 'confirme' | 'senior' | 'expert';
const LEVELS: Level[] = ['junior', 'confirme', 'senior', 'expert'];

function level(t: Truth): Level {
  switch (t.seniority) {
    case 'Junior (0-2 ans)':
      return 'junior';
    case 'Confirme (3-6 ans)':
      return 'confirme';
    case 'Senior (7-10 ans)':
      return 'senior';
    case 'Expert (10+ ans)':
      return 'expert';
    default: {
      const y = t.yearsOfExperience;
      return y <= 2 ? 'junior' : y <= 6 ? 'confirme' : y <= 10 ? 'senior' : 'expert';
    }
  }
}

/** Met when the level is wanted, partly when it is next to a wanted one. */
function seniority(t: Truth, wanted: Level[]): Met {
  const i = LEVELS.indexOf(level(t));
  if (wanted.includes(LEVELS[i] ?? 'junior')) return 'met';
  return wanted.some((w) => Math.abs(LEVELS.indexOf(w) - i) === 1) ? 'partly' : 'not';
}

function fullRemote(t: Truth): Met {
  if (t.remote.includes('Full remote')) return 'met';
  return t.remote.includes('Hybride') || t.remote.length === 0 ? 'partly' : 'not';
}

function onSite(t: Truth): Met {
  if (t.remote.includes('Sur site')) return 'met';
  return t.remote.includes('Hybride') || t.remote.length === 0 ? 'partly' : 'not';
}

function availableBy(t: Truth, metBy: string, partlyBy: string): Met {
  const a = t.availability;
  if (a.available) return 'met';
  if (a.from && a.from <= metBy) return 'met';
  if (a.from && a.from <= partlyBy) return 'partly';
  return 'not';
}

function speaks(t: Truth, language: string): Met {
  const l = t.languages.find((x) => x.language === language);
  if (!l) return 'not';
  if (l.level === 'native' || l.level === 'bilingual' || l.level === 'fluent') return 'met';
  return l.level === 'professional' ? 'partly' : 'not';
}

function yearsAtLeast(t: Truth, n: number): Met {
  return t.yearsOfExperience >= n ? 'met' : 'not';
}

function daysPerWeek(t: Truth, d: number): Met {
  if (t.daysPerWeek.includes(String(d))) return 'met';
  if (t.daysPerWeek.length === 0) return 'partly';
  return t.daysPerWeek.includes(String(d - 1)) || t.daysPerWeek.includes(String(d + 1)) ? 'partly' : 'not';
}

function rateAtMost(t: Truth, max: number, partlyMax: number): Met {
  const a = t.rate.amount;
  if (a === null) return 'partly';
  return a <= max ? 'met' : a <= partlyMax ? 'partly' : 'not';
}

// ------------------------------------------------------------------ places

/** A place a query names. `close` says what counts as close for a city: its department, or its canton/region. */
interface Place {
  level: 'postal' | 'city' | 'dept' | 'region' | 'country';
  country: string;
  region?: string;
  dept?: string;
  /** Dataset city names (`Brussels`, `Zürich`, `Basel`). */
  cities?: string[];
  postal?: string;
  close?: 'dept' | 'region';
}

const inCountry = (a: HeldOutArea, p: Place) => a.countryCode === p.country;
const areaIsCity = (a: HeldOutArea, p: Place) =>
  a.type === 'ville' && inCountry(a, p) && (p.cities ?? []).includes(a.cityName ?? '');
const areaInDept = (a: HeldOutArea, p: Place) =>
  (a.type === 'ville' || a.type === 'departement') && inCountry(a, p) && !!p.dept && a.departmentCode === p.dept;
const areaIsDept = (a: HeldOutArea, p: Place) =>
  a.type === 'departement' && inCountry(a, p) && !!p.dept && a.departmentCode === p.dept;
const areaInRegion = (a: HeldOutArea, p: Place) =>
  a.type !== 'pays' && inCountry(a, p) && !!p.region && a.regionCode === p.region;
const areaIsRegion = (a: HeldOutArea, p: Place) =>
  a.type === 'region' && inCountry(a, p) && !!p.region && a.regionCode === p.region;
const areaIsCountry = (a: HeldOutArea, p: Place) => a.type === 'pays' && inCountry(a, p);

/** The place grade of a profile for a place query (README rules, restated in the header). */
function place(t: Truth, p: Place): Grade {
  const h = t.home;
  const areas = t.workAreas;
  const sameCountry = h.countryCode === p.country;
  const remoteHere: Grade = sameCountry && t.remote.includes('Full remote') ? 1 : 0;
  const any = (f: (a: HeldOutArea, p: Place) => boolean) => areas.some((a) => f(a, p));
  switch (p.level) {
    case 'country':
      if (sameCountry) return 3;
      return any(inCountry) ? 2 : 0;
    case 'region':
      if (sameCountry && h.regionCode === p.region) return 3;
      if (any(areaInRegion)) return 2;
      return any(areaIsCountry) ? 1 : remoteHere;
    case 'dept':
      if (sameCountry && h.departmentCode === p.dept) return 3;
      if (any(areaInDept)) return 2;
      if (any(areaIsRegion) || any(areaIsCountry) || (sameCountry && h.regionCode === p.region)) return 1;
      return remoteHere;
    case 'city':
    case 'postal': {
      const byDept = p.close !== 'region';
      const livesCity = sameCountry && (p.cities ?? []).includes(h.datasetCity);
      if (p.level === 'postal' ? sameCountry && h.postalCode === p.postal : livesCity) return 3;
      const livesClose = sameCountry && (byDept ? !!p.dept && h.departmentCode === p.dept : h.regionCode === p.region);
      if (livesCity || livesClose) return 2;
      if (any(areaIsCity) || (byDept ? any(areaIsDept) : any(areaIsRegion))) return 2;
      const otherCity = areas.some(
        (a) => a.type === 'ville' && inCountry(a, p) && (byDept ? areaInDept(a, p) : areaInRegion(a, p)),
      );
      const wider = any(areaIsCountry) || (byDept && any(areaIsRegion));
      const sameRegion = byDept && sameCountry && !!p.region && h.regionCode === p.region;
      if (otherCity || wider || sameRegion) return 1;
      return remoteHere;
    }
  }
}

const LYON: Place = { level: 'city', country: 'FR', cities: ['Lyon'], dept: '69', region: '84' };
const NANTES: Place = { level: 'city', country: 'FR', cities: ['Nantes'], dept: '44', region: '52' };
const LILLE: Place = { level: 'city', country: 'FR', cities: ['Lille'], dept: '59', region: '32' };
const BORDEAUX: Place = { level: 'city', country: 'FR', cities: ['Bordeaux'], dept: '33', region: '75' };
const MONTPELLIER: Place = { level: 'city', country: 'FR', cities: ['Montpellier'], dept: '34', region: '76' };
const IDF: Place = { level: 'region', country: 'FR', region: '11' };
const ZURICH: Place = { level: 'city', country: 'CH', cities: ['Zürich'], region: 'ZH', close: 'region' };
const BASEL: Place = { level: 'city', country: 'CH', cities: ['Basel'], region: 'BS', close: 'region' };
const BERN: Place = { level: 'city', country: 'CH', cities: ['Bern'], region: 'BE', close: 'region' };

// ------------------------------------------------------------------ filters

/** The referential's region slugs as the Truth writes them: a French region code, or a whole country. */
const SLUG_AREAS: Record<string, { country: string; region?: string }> = {
  'ile-de-france': { country: 'FR', region: '11' },
  occitanie: { country: 'FR', region: '76' },
  'auvergne-rhone-alpes': { country: 'FR', region: '84' },
  guadeloupe: { country: 'FR', region: '01' },
  martinique: { country: 'FR', region: '02' },
  guyane: { country: 'FR', region: '03' },
  'la-reunion': { country: 'FR', region: '04' },
  mayotte: { country: 'FR', region: '06' },
  belgique: { country: 'BE' },
  suisse: { country: 'CH' },
  luxembourg: { country: 'LU' },
};

/** The workAreas filter: lives in one of the regions/countries, or names it or a place in it in a work area. */
function inWorkAreas(t: Truth, slugs: string[]): boolean {
  return slugs.some((slug) => {
    const s = SLUG_AREAS[slug];
    if (!s) return false;
    if (t.home.regionSlug === slug) return true;
    return t.workAreas.some((a) =>
      s.region === undefined
        ? a.countryCode === s.country
        : a.countryCode === s.country && a.type !== 'pays' && a.regionCode === s.region,
    );
  });
}

const SENIORITY_SLUG: Record<string, Level> = {
  'Junior (0-2 ans)': 'junior',
  'Confirme (3-6 ans)': 'confirme',
  'Senior (7-10 ans)': 'senior',
  'Expert (10+ ans)': 'expert',
};
const declaredIn = (t: Truth, slugs: Level[]): boolean => {
  const l = SENIORITY_SLUG[t.seniority];
  return l !== undefined && slugs.includes(l);
};

// ------------------------------------------------------------------ occupation groups

const BACKEND: OccGrades = {
  'node-dev': 3,
  'java-dev': 3,
  'php-dev': 3,
  'python-dev': 3,
  'dotnet-dev': 3,
  'go-dev': 3,
  'fullstack-js-dev': 2,
};
const PO: OccGrades = { 'product-owner': 3, 'product-manager': 2, 'scrum-master': 1, 'business-analyst': 1 };
const SCRUM: OccGrades = { 'scrum-master': 3, 'product-owner': 1 };
const CONTROLLER: OccGrades = { 'financial-controller': 3, cfo: 1, 'fractional-cfo': 1 };
const DATA_ANALYST: OccGrades = { 'data-analyst': 3, 'bi-consultant': 2, 'data-scientist': 1 };
const UX: OccGrades = { 'ux-designer': 3, 'product-designer': 2, 'ui-designer': 1, 'ux-researcher': 1 };
const SALESFORCE: OccGrades = { 'salesforce-consultant': 3, 'salesforce-dev': 2, 'dynamics-consultant': 1 };
const DATA_FAMILY: OccGrades = {
  'data-scientist': 3,
  'ml-engineer': 3,
  'data-engineer': 3,
  'data-analyst': 3,
  'bi-consultant': 3,
  dba: 3,
};

/** Angular: the Angular developer, a full-stack JS developer who has it, another developer who has it. */
function angularDev(t: Truth): Grade {
  if (t.occupation === 'angular-dev') return 3;
  if (t.occupation === 'fullstack-js-dev' && has(t, 'angular')) return 2;
  return has(t, 'angular') && t.family === 'dev' ? 1 : 0;
}

/** `python django`: the Python back-end developer; django met, fastapi or flask partly. */
function pythonDjango(t: Truth): Grade {
  if (t.occupation !== 'python-dev') return 0;
  return lower(3, has(t, 'django') ? 'met' : hasAny(t, ['fastapi', 'flask']) ? 'partly' : 'not');
}

/** A Flutter developer, a React Native one who also has Flutter, another mobile developer. */
function flutterDev(t: Truth): Grade {
  if (t.occupation === 'flutter-dev') return 3;
  if (t.occupation === 'react-native-dev' && has(t, 'flutter')) return 2;
  return t.family === 'mobile' ? 1 : 0;
}

// ------------------------------------------------------------------ the queries

export const HELD_OUT_QUERIES_11: HeldOutQuery[] = [
  // ---------------------------------------------------------------- alias
  {
    kind: 'alias',
    body: { keywords: 'RAF H/F' },
    judge: (t) => occ(t, { cfo: 3, 'fractional-cfo': 2, 'financial-controller': 1, treasurer: 1, accountant: 1 }),
    note: 'RAF = responsable administratif et financier; H/F is noise.',
  },
  {
    kind: 'alias',
    body: { keywords: 'google cloud' },
    judge: (t) => (has(t, 'gcp') ? 3 : 0),
    note: 'GCP under its long name: a bare skill.',
  },
  {
    kind: 'alias',
    body: { keywords: 'CdP SI' },
    judge: (t) =>
      occ(t, {
        'project-manager': 3,
        'moa-project-manager': 2,
        'change-consultant': 1,
        'product-owner': 1,
        'product-manager': 1,
        'scrum-master': 1,
        'business-analyst': 1,
      }),
    note: 'Chef de projet systèmes d’information.',
  },
  {
    kind: 'alias',
    body: { keywords: 'UXR' },
    judge: (t) => occ(t, { 'ux-researcher': 3, 'ux-designer': 2, 'product-designer': 1 }),
    note: 'UX researcher.',
  },
  {
    kind: 'alias',
    body: { keywords: 'FP&A' },
    judge: (t) => occ(t, CONTROLLER),
    note: 'Financial planning and analysis: management control.',
  },
  {
    kind: 'alias',
    body: { keywords: 'consultant D365' },
    judge: (t) =>
      t.occupation === 'dynamics-consultant' || has(t, 'dynamics-365')
        ? 3
        : occ(t, { 'sap-sd-mm-consultant': 1, 'sap-fico-consultant': 1, 'salesforce-consultant': 1 }),
    note: 'Microsoft Dynamics 365.',
  },
  {
    kind: 'alias',
    body: { keywords: 'admin BDD oracle' },
    judge: (t) => lower(occ(t, { dba: 3 }), skill(t, 'oracle')),
    note: 'Administrateur de bases de données; Oracle an attribute.',
  },
  {
    kind: 'alias',
    body: { keywords: 'cherche recetteur' },
    judge: (t) => occ(t, { 'qa-engineer': 3, 'moa-project-manager': 1, 'business-analyst': 1 }),
    note: 'Recetteur = tester; cherche is noise.',
  },
  {
    kind: 'alias',
    body: { keywords: 'ingé ML' },
    judge: (t) => occ(t, { 'ml-engineer': 3, 'data-scientist': 2 }),
  },
  {
    kind: 'alias',
    body: { keywords: 'admin SFDC' },
    judge: (t) => occ(t, SALESFORCE),
    note: 'SFDC = Salesforce; a Salesforce administrator is a functional Salesforce consultant.',
  },

  // ---------------------------------------------------------------- compound
  {
    kind: 'compound',
    body: { keywords: 'consultante SAP FICO lyon' },
    judge: (t) =>
      combine(occ(t, { 'sap-fico-consultant': 3, 'sap-sd-mm-consultant': 1, 'sap-abap-dev': 1 }), place(t, LYON)),
  },
  {
    kind: 'compound',
    body: { keywords: 'data analyst powerbi 35' },
    judge: (t) =>
      combine(
        lower(occ(t, DATA_ANALYST), skill(t, 'power-bi')),
        place(t, { level: 'dept', country: 'FR', dept: '35', region: '53' }),
      ),
    note: 'Power BI written in one word; 35 is Ille-et-Vilaine.',
  },
  {
    kind: 'compound',
    body: { keywords: 'dev flutter firebase' },
    judge: (t) => lower(flutterDev(t), skill(t, 'firebase')),
  },
  {
    kind: 'compound',
    body: { keywords: 'BA assurance' },
    judge: (t) =>
      lower(occ(t, { 'business-analyst': 3, 'moa-project-manager': 2, 'product-owner': 1 }), sector(t, 'assurance')),
    note: 'Business analyst in insurance; banking meets the sector partly.',
  },
  {
    kind: 'compound',
    body: { keywords: 'archi azure IDF' },
    judge: (t) =>
      combine(lower(occ(t, { 'cloud-architect': 3, 'devops-engineer': 1 }), skill(t, 'azure')), place(t, IDF)),
    note: 'Cloud architect with Azure in Île-de-France.',
  },
  {
    kind: 'compound',
    body: { keywords: 'data scientist NLP banque' },
    judge: (t) => lower(occ(t, { 'data-scientist': 3, 'ml-engineer': 2 }), skill(t, 'nlp'), sector(t, 'banque')),
  },
  {
    kind: 'compound',
    body: { keywords: 'pentest active directory' },
    judge: (t) =>
      lower(occ(t, { pentester: 3, 'security-consultant': 1, 'soc-analyst': 1 }), skill(t, 'active-directory')),
  },
  {
    kind: 'compound',
    body: { keywords: 'contrôleuse de gestion secteur santé' },
    judge: (t) => lower(occ(t, CONTROLLER), sector(t, 'sante')),
  },
  {
    kind: 'compound',
    body: { keywords: 'python django lille' },
    judge: (t) => combine(pythonDjango(t), place(t, LILLE)),
  },
  {
    kind: 'compound',
    body: { keywords: 'urgent product owner e-commerce' },
    judge: (t) => lower(occ(t, PO), sector(t, 'retail')),
    note: 'E-commerce is the retail sector; urgent is noise.',
  },

  // ---------------------------------------------------------------- title-en-fr
  {
    kind: 'title-en-fr',
    body: { keywords: 'ingénieur fiabilité' },
    judge: (t) => occ(t, { sre: 3, 'devops-engineer': 1 }),
    note: 'Site reliability engineer, in French.',
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'software tester freelance' },
    judge: (t) => occ(t, { 'qa-engineer': 3, 'moa-project-manager': 1 }),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'documentation engineer' },
    judge: (t) => occ(t, { 'technical-writer': 3 }),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'chef de produit' },
    judge: (t) => occ(t, { 'product-manager': 3, 'product-owner': 2 }),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'payroll manager' },
    judge: (t) =>
      t.occupation === 'payroll-specialist' ? 3 : t.occupation === 'accountant' ? (has(t, 'paie') ? 2 : 1) : 0,
    note: 'Gestionnaire / responsable de paie; an accountant who does payroll is close.',
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'trésorière' },
    judge: (t) => occ(t, { treasurer: 3, 'fractional-cfo': 1, cfo: 1 }),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'android engineer' },
    judge: (t) => occ(t, { 'android-dev': 3, 'flutter-dev': 1, 'react-native-dev': 1, 'ios-dev': 1 }),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'analyste de données' },
    judge: (t) => best(occ(t, DATA_ANALYST), occ(t, { 'data-engineer': 1 })),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'internal auditor' },
    judge: (t) => occ(t, { auditor: 3, 'financial-controller': 1 }),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: "designer d'interface" },
    judge: (t) => occ(t, { 'ui-designer': 3, 'product-designer': 2, 'ux-designer': 2 }),
    note: 'UI designer, in French.',
  },

  // ---------------------------------------------------------------- attribute
  {
    kind: 'attribute',
    body: { keywords: 'dev angular senior remote' },
    judge: (t) => lower(angularDev(t), seniority(t, ['senior', 'expert']), fullRemote(t)),
  },
  {
    kind: 'attribute',
    body: { keywords: 'besoin comptable dispo janvier' },
    judge: (t) =>
      lower(
        occ(t, { accountant: 3, 'payroll-specialist': 1, 'financial-controller': 1 }),
        availableBy(t, '2027-01-31', '2027-02-28'),
      ),
    note: 'Besoin is noise.',
  },
  {
    kind: 'attribute',
    body: { keywords: 'data engineer anglais courant' },
    judge: (t) =>
      lower(
        occ(t, { 'data-engineer': 3, 'ml-engineer': 1, 'bi-consultant': 1, 'data-analyst': 1, dba: 1 }),
        speaks(t, 'en'),
      ),
  },
  {
    kind: 'attribute',
    body: { keywords: 'scrum master 100% télétravail' },
    judge: (t) => lower(occ(t, { ...SCRUM, 'project-manager': 1 }), fullRemote(t)),
  },
  {
    kind: 'attribute',
    body: { keywords: 'ux designer junior' },
    judge: (t) => lower(occ(t, UX), seniority(t, ['junior'])),
  },
  {
    kind: 'attribute',
    body: { keywords: 'consultant SAP germanophone' },
    judge: (t) =>
      lower(occ(t, { 'sap-sd-mm-consultant': 3, 'sap-fico-consultant': 3, 'sap-abap-dev': 2 }), speaks(t, 'de')),
    note: 'Germanophone: German native, bilingual or fluent; professional meets it partly.',
  },
  {
    kind: 'attribute',
    body: { keywords: 'PMO sur site' },
    judge: (t) => lower(occ(t, { 'project-manager': 3, 'moa-project-manager': 1 }), onSite(t)),
  },
  {
    kind: 'attribute',
    body: { keywords: "dev java 10 ans d'xp" },
    judge: (t) =>
      lower(t.occupation === 'java-dev' ? 3 : t.family === 'mobile' && has(t, 'java') ? 1 : 0, yearsAtLeast(t, 10)),
  },
  {
    kind: 'attribute',
    body: { keywords: 'DAF 2 jours par semaine' },
    judge: (t) => lower(occ(t, { cfo: 3, 'fractional-cfo': 3, 'financial-controller': 1 }), daysPerWeek(t, 2)),
    note: 'Days a week from meta.freelance.preferences.daysPerWeek.',
  },
  {
    kind: 'attribute',
    body: { keywords: 'dev php tjm 500 max' },
    judge: (t) => lower(occ(t, { 'php-dev': 3, 'wordpress-dev': 2 }), rateAtMost(t, 500, 550)),
  },

  // ---------------------------------------------------------------- place
  {
    kind: 'place',
    body: { keywords: '33700' },
    judge: (t) =>
      place(t, { level: 'postal', country: 'FR', postal: '33700', cities: ['Mérignac'], dept: '33', region: '75' }),
    note: 'Mérignac (Gironde).',
  },
  {
    kind: 'place',
    body: { keywords: 'haute-savoie' },
    judge: (t) => place(t, { level: 'dept', country: 'FR', dept: '74', region: '84' }),
  },
  {
    kind: 'place',
    body: { keywords: 'guyane' },
    judge: (t) => place(t, { level: 'region', country: 'FR', region: '03' }),
    note: 'French Guiana, judged as a region (its only department is 973).',
  },
  {
    kind: 'place',
    body: { keywords: 'bretagne' },
    judge: (t) => place(t, { level: 'region', country: 'FR', region: '53' }),
  },
  {
    kind: 'place',
    body: { keywords: 'canton de vaud' },
    judge: (t) => place(t, { level: 'region', country: 'CH', region: 'VD' }),
    note: 'Lausanne, Nyon, Vevey...',
  },
  {
    kind: 'place',
    body: { keywords: 'freelances sur montpellier' },
    judge: (t) => place(t, MONTPELLIER),
    note: 'Freelances and sur are noise.',
  },
  {
    kind: 'place',
    body: { keywords: 'hauts-de-seine' },
    judge: (t) => place(t, { level: 'dept', country: 'FR', dept: '92', region: '11' }),
  },
  {
    kind: 'place',
    body: { keywords: 'wallonie' },
    judge: (t) => place(t, { level: 'region', country: 'BE', region: 'WAL' }),
  },
  {
    kind: 'place',
    body: { keywords: 'luxembourg' },
    judge: (t) => place(t, { level: 'country', country: 'LU' }),
    note: 'The Grand Duchy (nobody lives in the Belgian province).',
  },
  {
    kind: 'place',
    body: { keywords: 'PACA' },
    judge: (t) => place(t, { level: 'region', country: 'FR', region: '93' }),
    note: 'Provence-Alpes-Côte d’Azur.',
  },

  // ---------------------------------------------------------------- typo
  {
    kind: 'typo',
    body: { keywords: 'devlopeuse angular' },
    judge: (t) => angularDev(t),
  },
  {
    kind: 'typo',
    body: { keywords: 'scrum mastre' },
    judge: (t) => occ(t, SCRUM),
  },
  {
    kind: 'typo',
    body: { keywords: 'controleur de gesiton' },
    judge: (t) => occ(t, CONTROLLER),
  },
  {
    kind: 'typo',
    body: { keywords: 'pyhton django' },
    judge: (t) => pythonDjango(t),
  },
  {
    kind: 'typo',
    body: { keywords: 'consultant salesforse' },
    judge: (t) => occ(t, SALESFORCE),
  },
  {
    kind: 'typo',
    body: { keywords: 'ingénieur résaux' },
    judge: (t) => occ(t, { 'network-engineer': 3, sysadmin: 1 }),
  },
  {
    kind: 'typo',
    body: { keywords: 'product ower' },
    judge: (t) => occ(t, PO),
  },
  {
    kind: 'typo',
    body: { keywords: 'ansilbe' },
    judge: (t) => (has(t, 'ansible') ? 3 : 0),
  },
  {
    kind: 'typo',
    body: { keywords: 'data analist' },
    judge: (t) => occ(t, DATA_ANALYST),
  },
  {
    kind: 'typo',
    body: { keywords: 'ux desginer figma' },
    judge: (t) => lower(occ(t, UX), skill(t, 'figma')),
  },

  // ---------------------------------------------------------------- exclusion
  {
    kind: 'exclusion',
    body: { keywords: 'data engineer -azure' },
    judge: (t) => (has(t, 'azure') ? 0 : occ(t, { 'data-engineer': 3, 'ml-engineer': 1, 'bi-consultant': 1 })),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'dev mobile -ios -swift' },
    judge: (t) =>
      hasAny(t, ['ios', 'swift'])
        ? 0
        : occ(t, { 'react-native-dev': 3, 'flutter-dev': 3, 'android-dev': 3, 'ios-dev': 0 }),
    note: 'Cross-platform and Android developers; anyone with iOS or Swift is out.',
  },
  {
    kind: 'exclusion',
    body: { keywords: 'consultant sap -fico' },
    judge: (t) =>
      hasAny(t, ['sap-fi', 'sap-co'])
        ? 0
        : occ(t, { 'sap-sd-mm-consultant': 3, 'sap-abap-dev': 2, 'sap-fico-consultant': 0 }),
    note: 'Excludes the FI/CO consultants and anyone with SAP FI or CO.',
  },
  {
    kind: 'exclusion',
    body: { keywords: 'devops -kubernetes' },
    judge: (t) => (has(t, 'kubernetes') ? 0 : occ(t, { 'devops-engineer': 3, sre: 2, 'cloud-architect': 1 })),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'php -wordpress' },
    judge: (t) => (has(t, 'wordpress') || t.occupation === 'wordpress-dev' ? 0 : has(t, 'php') ? 3 : 0),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'designer figma -sketch' },
    judge: (t) =>
      has(t, 'sketch')
        ? 0
        : lower(
            occ(t, { 'ux-designer': 3, 'ui-designer': 3, 'product-designer': 3, 'ux-researcher': 2 }),
            skill(t, 'figma'),
          ),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'java -angular' },
    judge: (t) => (has(t, 'angular') ? 0 : has(t, 'java') ? 3 : 0),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'chef de projet -moa' },
    judge: (t) =>
      has(t, 'moa') || t.occupation === 'moa-project-manager'
        ? 0
        : occ(t, { 'project-manager': 3, 'change-consultant': 1, 'product-owner': 1, 'scrum-master': 1 }),
    note: 'IT project managers; the MOA project managers and anyone with MOA are out.',
  },
  {
    kind: 'exclusion',
    body: { keywords: 'analyste SOC -splunk' },
    judge: (t) => (has(t, 'splunk') ? 0 : occ(t, { 'soc-analyst': 3, 'security-consultant': 1, pentester: 1 })),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'consultante cybersécurité -pentest' },
    judge: (t) =>
      has(t, 'pentest') || t.occupation === 'pentester' ? 0 : occ(t, { 'security-consultant': 3, 'soc-analyst': 1 }),
  },

  // ---------------------------------------------------------------- phrase
  {
    kind: 'phrase',
    body: { keywords: '"conduite du changement"' },
    judge: (t) => (has(t, 'conduite-du-changement') ? 3 : 0),
  },
  {
    kind: 'phrase',
    body: { keywords: '"site reliability"' },
    judge: (t) => occ(t, { sre: 3, 'devops-engineer': 1 }),
  },
  {
    kind: 'phrase',
    body: { keywords: '"contrôle interne"' },
    judge: (t) => (has(t, 'controle-interne') ? 3 : occ(t, { auditor: 1 })),
  },
  {
    kind: 'phrase',
    body: { keywords: '"machine learning engineer"' },
    judge: (t) => occ(t, { 'ml-engineer': 3, 'data-scientist': 1 }),
  },
  {
    kind: 'phrase',
    body: { keywords: '"design system"' },
    judge: (t) => (has(t, 'design-system') ? 3 : 0),
  },
  {
    kind: 'phrase',
    body: { keywords: '"chef de projet MOA"' },
    judge: (t) => occ(t, { 'moa-project-manager': 3, 'project-manager': 1, 'business-analyst': 1 }),
  },
  {
    kind: 'phrase',
    body: { keywords: '"sales cloud"' },
    judge: (t) => (has(t, 'sales-cloud') ? 3 : occ(t, { 'salesforce-consultant': 1, 'salesforce-dev': 1 })),
  },
  {
    kind: 'phrase',
    body: { keywords: '"business intelligence"' },
    judge: (t) => occ(t, { 'bi-consultant': 3, 'data-analyst': 1 }),
  },
  {
    kind: 'phrase',
    body: { keywords: '"spring boot" kafka' },
    judge: (t) => (has(t, 'spring-boot') ? lower(3, skill(t, 'kafka')) : 0),
  },
  {
    kind: 'phrase',
    body: { keywords: '"levée de fonds"' },
    judge: (t) => (has(t, 'levee-de-fonds') ? 3 : occ(t, { cfo: 1, 'fractional-cfo': 1 })),
  },

  // ---------------------------------------------------------------- or
  {
    kind: 'or',
    body: { keywords: 'nuxt OR next.js' },
    judge: (t) => (hasAny(t, ['nuxt', 'nextjs']) ? 3 : 0),
  },
  {
    kind: 'or',
    body: { keywords: 'bordeaux OR nantes' },
    judge: (t) => best(place(t, BORDEAUX), place(t, NANTES)),
  },
  {
    kind: 'or',
    body: { keywords: 'flutter OR "react native" -firebase' },
    judge: (t) => best(has(t, 'flutter') ? 3 : 0, has(t, 'react-native') && !has(t, 'firebase') ? 3 : 0),
    note: 'The exclusion belongs to the second group only.',
  },
  {
    kind: 'or',
    body: { keywords: '"sap mm" OR "sap wm"' },
    judge: (t) => (hasAny(t, ['sap-mm', 'sap-wm']) ? 3 : occ(t, { 'sap-sd-mm-consultant': 1 })),
  },
  {
    kind: 'or',
    body: { keywords: 'soc OR siem' },
    judge: (t) => (t.occupation === 'soc-analyst' || has(t, 'siem') ? 3 : 0),
  },
  {
    kind: 'or',
    body: { keywords: 'product designer OR ui designer' },
    judge: (t) => occ(t, { 'product-designer': 3, 'ui-designer': 3, 'ux-designer': 2, 'ux-researcher': 1 }),
  },
  {
    kind: 'or',
    body: { keywords: 'zurich OR bâle OR berne' },
    judge: (t) => best(place(t, ZURICH), place(t, BASEL), place(t, BERN)),
    note: 'The Swiss cities; the canton counts as close.',
  },
  {
    kind: 'or',
    body: { keywords: 'pytorch OR tensorflow' },
    judge: (t) => (hasAny(t, ['pytorch', 'tensorflow']) ? 3 : 0),
  },
  {
    kind: 'or',
    body: { keywords: 'contrôleur de gestion OR auditeur interne' },
    judge: (t) => best(occ(t, CONTROLLER), occ(t, { auditor: 3 })),
  },
  {
    kind: 'or',
    body: { keywords: 'scrum master OR coach agile' },
    judge: (t) => occ(t, SCRUM),
  },

  // ---------------------------------------------------------------- filter
  {
    kind: 'filter',
    body: { skills: ['terraform', 'azure'] },
    judge: (t) => (hasAll(t, ['terraform', 'azure']) ? 3 : 0),
  },
  {
    kind: 'filter',
    body: { workAreas: ['guadeloupe', 'martinique', 'guyane', 'la-reunion', 'mayotte'] },
    judge: (t) => (inWorkAreas(t, ['guadeloupe', 'martinique', 'guyane', 'la-reunion', 'mayotte']) ? 3 : 0),
  },
  {
    kind: 'filter',
    body: { keywords: 'dev backend', seniority: ['junior'] },
    judge: (t) => (declaredIn(t, ['junior']) ? occ(t, BACKEND) : 0),
  },
  {
    kind: 'filter',
    body: { keywords: 'consultante BI', available: true },
    judge: (t) => (t.availability.available ? occ(t, { 'bi-consultant': 3, 'data-analyst': 2 }) : 0),
  },
  {
    kind: 'filter',
    body: { keywords: 'chef de projet', workAreas: ['luxembourg', 'belgique'] },
    judge: (t) =>
      inWorkAreas(t, ['luxembourg', 'belgique'])
        ? occ(t, {
            'project-manager': 3,
            'moa-project-manager': 3,
            'change-consultant': 1,
            'product-owner': 1,
            'product-manager': 1,
            'scrum-master': 1,
          })
        : 0,
  },
  {
    kind: 'filter',
    body: { skills: ['figma'], seniority: ['expert'] },
    judge: (t) => (has(t, 'figma') && declaredIn(t, ['expert']) ? 3 : 0),
  },
  {
    kind: 'filter',
    body: { keywords: 'data', skills: ['snowflake'] },
    judge: (t) => (has(t, 'snowflake') ? occ(t, DATA_FAMILY) : 0),
  },
  {
    kind: 'filter',
    body: { keywords: 'java OR python', workAreas: ['occitanie'], seniority: ['senior', 'expert'] },
    judge: (t) =>
      inWorkAreas(t, ['occitanie']) && declaredIn(t, ['senior', 'expert']) && hasAny(t, ['java', 'python']) ? 3 : 0,
  },
  {
    kind: 'filter',
    body: { keywords: 'devops', workAreas: ['suisse', 'luxembourg'] },
    judge: (t) =>
      inWorkAreas(t, ['suisse', 'luxembourg']) ? occ(t, { 'devops-engineer': 3, sre: 2, 'cloud-architect': 1 }) : 0,
  },
  {
    kind: 'filter',
    body: { skills: ['power-bi'], available: true },
    judge: (t) => (has(t, 'power-bi') && t.availability.available ? 3 : 0),
  },
];
