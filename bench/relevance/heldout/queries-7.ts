/**
 * A seventh blind held-out query set: 100 queries (ten per class), typed the way recruiters on French freelance
 * IT/data/product/design/finance/consulting platforms type them (French and English, shorthand and acronyms of titles,
 * skills and methods, feminine titles, typos, places as cities, departments, postal codes and regions, attribute words,
 * OR groups, exclusions, quoted phrases, filters, Monday-morning noise such as `urgent`, `cherche`, `profil`,
 * `freelance`), each with a judgment of every profile of the held-out corpus from its Truth only.
 *
 * Written by a helper on 2026-11-27. What was read: README.md (grade scale, combination rules, query classes, rules),
 * types.ts, occupations.ts, skills.ts, people.ts (only to know what identity data exists; no query is built from
 * names), referential-slugs.json, corpus.ts (the generator of the 480 profiles and their Truth), text-fr-en.ts, rng.ts
 * and places.ts, lines 1-75 of queries-4.ts (its header: the judging conventions, adopted here so that the sets
 * compare), and in the interface specification only the sections Meta, MetaFreelance, Preferences, WorkArea and
 * POST /partners/search (the request body and its keyword grammar). What was NOT read: anything under src/ (the
 * engine, its vocabulary, its search code), docs/, test/, scripts/, the rest of bench/ (queries.ts, queries-2.ts,
 * queries-3.ts, queries-5.ts, queries-6.ts, queries-4.ts past line 75, check.ts, identity-probes.ts,
 * bench/relevance/queries.ts, relevance.bench.ts), the repository's README.md and its git history. The service was not
 * started, no search, test or benchmark was run: no engine answered before every judgment below was written. A small
 * script outside the repository read the corpus's Truth to count how many profiles each judgment grades 1, 2 or 3, so
 * that every query has at least one profile graded 2 or 3 and none grades more than ~150 profiles 3 (a query that
 * failed this was changed, never its judgment).
 *
 * Judging conventions: those of queries-4.ts's header, restated briefly (Truth only, never the profile's text).
 * - Occupation first: each query names the occupations that are exactly it (3), a close one (2), a neighbouring one
 *   (1). Feminine titles grade men and women alike. Noise words (`urgent`, `cherche`, `profil`, `freelance`,
 *   `mission`, `PME`) change no grade.
 * - Attributes lower that grade: fully met keeps it, partly met takes 1 off, not met takes 2 off; several attributes
 *   each take their share. A technical skill named next to a title is an attribute (met when the Truth's skills hold
 *   it, not met otherwise); a sector next to a title likewise (`assurance` partly met by `banque` and the other way).
 * - Seniority: the declared seniority decides; an empty one falls back on the years (0-2 junior, 3-6 confirmé, 7-10
 *   senior, 11+ expert). `N ans d'expérience` is met by yearsOfExperience >= N, not met below.
 * - Remote: `full remote` / `100% télétravail` met by a Full remote preference, partly by Hybride or no preference,
 *   not met by Sur site only; `sur site` / `présentiel` met by Sur site, partly by Hybride or no preference, not met by
 *   Full remote only.
 * - Availability relative to 2026-11-24: `dispo janvier` met by available or a date up to 2027-01-31, partly up to
 *   2027-02-28; `dispo immédiatement` met by available, partly by a date up to 2026-12-25.
 * - Languages: `allemand courant` met by native, bilingual or fluent, partly by professional, not met below.
 * - Days a week `3 jours par semaine`: met by a preference holding 3, partly by one holding 2 or 4 or by none stated.
 * - Day rate `TJM max 550`: met at 550 or less, partly up to 600 or when no figure is given (a CHF rate counts at
 *   1.05 EUR per CHF).
 * - Places (README rules): who lives there 3; who lives close (same department; for a Swiss city the same canton; for
 *   Brussels the same region; for a postal code the same city or department) or names it, or its department, in a
 *   work area 2 (for a postal code, naming its city counts as naming it); 1 for who names a wider area holding it (its
 *   region, its country) or another city of its department in a work area, who lives in the same region but another
 *   department, and a freelancer open to Full remote living in the same country. A department: lives there 3; names
 *   it or a city in it 2; its region or country, the same region, Full remote in the country 1. A region: lives there
 *   3; names it or a place in it 2; names its country or Full remote in the country 1. A country: lives there 3;
 *   names a place in it 2.
 * - Occupation + place: grades combine by their sum (3+3 gives 3, 3+2 gives 2, 3+1 or 2+2 gives 1, less gives 0).
 * - OR: the best grade of the groups. Exclusion `-word`: a profile that is the excluded thing (its occupation, the
 *   skill in its Truth, or for `-junior` its seniority) is 0, whatever its text says.
 * - Filters are hard constraints: `skills` needs every slug in the Truth's skills; `seniority` is the declared
 *   seniority (an empty one is outside); `available` is the declared availability; `workAreas` holds a profile who
 *   lives in one of the regions/countries or names it, or a place in it, in a work area (a work area `France` is not
 *   inside a French region). A profile outside the filter is 0; a filter with no keywords grades every profile inside
 *   it 3.
 * - A bare skill (`ansbile`, `kotlin OR swift`, `"machine learning"`) grades 3 every profile whose Truth holds that
 *   skill, whatever its occupation.
 * Added here (not in queries-4.ts's header, decided before any engine answered):
 * - Seniority words: `senior`/`sr` met by Senior or Expert, partly by Confirmé, not met by Junior; `junior` met by
 *   Junior, partly by Confirmé, not met by Senior or Expert.
 * - A title with a module or a phrase with a second word: the first concept decides the occupation grade, the other
 *   is an attribute (`"design system" figma`: holds design-system, then figma as an attribute).
 *
 * Usage: `import { HELD_OUT_QUERIES_7 } from './queries-7'`; each query's `body` is a POST /partners/search body;
 * `judge(truth)` grades a profile of `heldOutCorpus()` from its Truth. Blind: never tune the engine on it.
 */
import type { Grade, HeldOutArea, HeldOutQuery, Home, Truth } from './types';

// ------------------------------------------------------------------ grading helpers

type Met = 'met' | 'partly' | 'not';
type OccGrades = Record<string, Grade>;
type Bucket = 'junior' | 'confirme' | 'senior' | 'expert';

const clamp = (n: number): Grade => (n >= 3 ? 3 : n <= 0 ? 0 : (n as Grade));
const best = (...gs: Grade[]): Grade => clamp(Math.max(0, ...gs));
const occ = (t: Truth, m: OccGrades): Grade => m[t.occupation] ?? 0;
const has = (t: Truth, s: string): boolean => t.skills.includes(s);
const hasAny = (t: Truth, ss: string[]): boolean => ss.some((s) => t.skills.includes(s));
const skill = (t: Truth, s: string): Met => (has(t, s) ? 'met' : 'not');

/** Lowers an occupation grade by its attributes: met keeps, partly takes 1 off, not met takes 2 off. */
function lower(g: Grade, ...attrs: Met[]): Grade {
  const off = attrs.reduce((s, a) => s + (a === 'met' ? 0 : a === 'partly' ? 1 : 2), 0);
  return g === 0 ? 0 : clamp(g - off);
}

/** Occupation and place: 3+3 gives 3, 3+2 gives 2, 3+1 or 2+2 gives 1, less gives 0. */
function combine(a: Grade, b: Grade): Grade {
  const s = a + b;
  return s >= 6 ? 3 : s === 5 ? 2 : s === 4 ? 1 : 0;
}

function bucketOf(t: Truth): Bucket {
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

function senior(t: Truth): Met {
  const b = bucketOf(t);
  return b === 'senior' || b === 'expert' ? 'met' : b === 'confirme' ? 'partly' : 'not';
}

function junior(t: Truth): Met {
  const b = bucketOf(t);
  return b === 'junior' ? 'met' : b === 'confirme' ? 'partly' : 'not';
}

const yearsAtLeast = (t: Truth, n: number): Met => (t.yearsOfExperience >= n ? 'met' : 'not');

function fullRemote(t: Truth): Met {
  if (t.remote.includes('Full remote')) return 'met';
  if (t.remote.length === 0 || t.remote.includes('Hybride')) return 'partly';
  return 'not';
}

function onSite(t: Truth): Met {
  if (t.remote.includes('Sur site')) return 'met';
  if (t.remote.length === 0 || t.remote.includes('Hybride')) return 'partly';
  return 'not';
}

/** Available, or free by `metBy` (ISO date): met; free by `partlyBy`: partly. */
function availableBy(t: Truth, metBy: string, partlyBy: string): Met {
  if (t.availability.available) return 'met';
  const from = t.availability.from;
  if (!from) return 'not';
  return from <= metBy ? 'met' : from <= partlyBy ? 'partly' : 'not';
}
const availableNow = (t: Truth): Met => availableBy(t, '2026-11-24', '2026-12-25');
const availableJanuary = (t: Truth): Met => availableBy(t, '2027-01-31', '2027-02-28');

function speaks(t: Truth, language: string): Met {
  const l = t.languages.find((x) => x.language === language);
  if (!l) return 'not';
  if (l.level === 'native' || l.level === 'bilingual' || l.level === 'fluent') return 'met';
  return l.level === 'professional' ? 'partly' : 'not';
}

function daysAWeek(t: Truth, d: number): Met {
  if (t.daysPerWeek.includes(String(d))) return 'met';
  if (t.daysPerWeek.length === 0) return 'partly';
  return t.daysPerWeek.includes(String(d - 1)) || t.daysPerWeek.includes(String(d + 1)) ? 'partly' : 'not';
}

function rateAtMost(t: Truth, max: number): Met {
  if (t.rate.amount === null) return 'partly';
  const eur = t.rate.currency === 'CHF' ? t.rate.amount * 1.05 : t.rate.amount;
  return eur <= max ? 'met' : eur <= max + 50 ? 'partly' : 'not';
}

function sector(t: Truth, s: string, partlyBy: string[] = []): Met {
  if ((t.sectors as string[]).includes(s)) return 'met';
  return partlyBy.some((p) => (t.sectors as string[]).includes(p)) ? 'partly' : 'not';
}

// ------------------------------------------------------------------ places

/**
 * The levels of a place, for every country: the "department" level is the French department, the Swiss or
 * Luxembourg canton, the Belgian province (the Brussels region for Brussels); the "region" level is the French or
 * Belgian region (none in Switzerland or Luxembourg).
 */
interface Keys {
  level: 'city' | 'dept' | 'region' | 'country';
  city?: string;
  zip?: string;
  dept?: string;
  region?: string;
  country: string;
}

function deptOf(cc: string, departmentCode: string | undefined, regionCode: string | undefined): string {
  if (cc === 'CH' || cc === 'LU') return regionCode ?? '';
  if (cc === 'BE') return departmentCode || (regionCode === 'BRU' ? 'BRU' : '');
  return departmentCode ?? '';
}
const regionOf = (cc: string, regionCode: string | undefined): string =>
  cc === 'FR' || cc === 'BE' ? (regionCode ?? '') : '';

function homeKeys(h: Home): Keys {
  return {
    level: 'city',
    city: h.datasetCity,
    zip: h.postalCode,
    dept: deptOf(h.countryCode, h.departmentCode, h.regionCode),
    region: regionOf(h.countryCode, h.regionCode),
    country: h.countryCode,
  };
}

function areaKeys(a: HeldOutArea): Keys {
  const cc = a.countryCode;
  if (a.type === 'ville')
    return {
      level: 'city',
      city: a.cityName,
      zip: a.cityZipCode,
      dept: deptOf(cc, a.departmentCode, a.regionCode),
      region: regionOf(cc, a.regionCode),
      country: cc,
    };
  if (a.type === 'departement')
    return {
      level: 'dept',
      dept: deptOf(cc, a.departmentCode, a.regionCode),
      region: regionOf(cc, a.regionCode),
      country: cc,
    };
  if (a.type === 'region') {
    if (cc === 'CH' || cc === 'LU') return { level: 'dept', dept: a.regionCode, country: cc };
    if (cc === 'BE' && a.regionCode === 'BRU') return { level: 'dept', dept: 'BRU', region: 'BRU', country: cc };
    return { level: 'region', region: a.regionCode, country: cc };
  }
  return { level: 'country', country: cc };
}

interface Spot {
  /** The dataset's city names that are the place (`Lyon`, `Genève`). */
  cities: string[];
  /** A postal code query: only that code lives "there". */
  zip?: string;
  dept: string;
  region: string;
  country: string;
}

/** A city or a postal code. */
function cityGrade(t: Truth, s: Spot): Grade {
  const h = homeKeys(t.home);
  const gs: Grade[] = [];
  if (h.country === s.country) {
    const sameCity = s.cities.includes(h.city ?? '');
    if (s.zip ? h.zip === s.zip : sameCity) gs.push(3);
    if (sameCity || h.dept === s.dept) gs.push(2);
    if (s.region && h.region === s.region) gs.push(1);
    if (t.remote.includes('Full remote')) gs.push(1);
  }
  for (const a of t.workAreas) {
    const k = areaKeys(a);
    if (k.country !== s.country) continue;
    if (k.level === 'city' && (s.cities.includes(k.city ?? '') || (s.zip && k.zip === s.zip))) gs.push(2);
    else if (k.level === 'city' && k.dept === s.dept) gs.push(1);
    if (k.level === 'dept' && k.dept === s.dept) gs.push(2);
    if (k.level === 'region' && s.region && k.region === s.region) gs.push(1);
    if (k.level === 'country') gs.push(1);
  }
  return best(...gs);
}

/** A department (or a canton / province). */
function deptGrade(t: Truth, dept: string, region: string, country: string): Grade {
  const h = homeKeys(t.home);
  const gs: Grade[] = [];
  if (h.country === country) {
    if (h.dept === dept) gs.push(3);
    if (region && h.region === region) gs.push(1);
    if (t.remote.includes('Full remote')) gs.push(1);
  }
  for (const a of t.workAreas) {
    const k = areaKeys(a);
    if (k.country !== country) continue;
    if ((k.level === 'city' || k.level === 'dept') && k.dept === dept) gs.push(2);
    if (k.level === 'region' && region && k.region === region) gs.push(1);
    if (k.level === 'country') gs.push(1);
  }
  return best(...gs);
}

/** A French or Belgian region. */
function regionGrade(t: Truth, region: string, country: string): Grade {
  const h = homeKeys(t.home);
  const gs: Grade[] = [];
  if (h.country === country) {
    if (h.region === region) gs.push(3);
    if (t.remote.includes('Full remote')) gs.push(1);
  }
  for (const a of t.workAreas) {
    const k = areaKeys(a);
    if (k.country !== country) continue;
    if (k.level !== 'country' && k.region === region) gs.push(2);
    if (k.level === 'country') gs.push(1);
  }
  return best(...gs);
}

function countryGrade(t: Truth, country: string): Grade {
  if (t.home.countryCode === country) return 3;
  return t.workAreas.some((a) => a.countryCode === country) ? 2 : 0;
}

const PARIS: Spot = { cities: ['Paris'], dept: '75', region: '11', country: 'FR' };
const NANTES: Spot = { cities: ['Nantes'], dept: '44', region: '52', country: 'FR' };
const LILLE: Spot = { cities: ['Lille'], dept: '59', region: '32', country: 'FR' };
const BORDEAUX: Spot = { cities: ['Bordeaux'], dept: '33', region: '75', country: 'FR' };
const TOULOUSE: Spot = { cities: ['Toulouse'], dept: '31', region: '76', country: 'FR' };
const GENEVE: Spot = { cities: ['Genève'], dept: 'GE', region: '', country: 'CH' };
const zipIn = (zip: string, s: Spot): Spot => ({ ...s, zip });

// ------------------------------------------------------------------ filters

const REGION_CODES: Record<string, string> = {
  'ile-de-france': '11',
  'centre-val-de-loire': '24',
  'bourgogne-franche-comte': '27',
  normandie: '28',
  'hauts-de-france': '32',
  'grand-est': '44',
  'pays-de-la-loire': '52',
  bretagne: '53',
  'nouvelle-aquitaine': '75',
  occitanie: '76',
  'auvergne-rhone-alpes': '84',
  'provence-alpes-cote-d-azur': '93',
  corse: '94',
  guadeloupe: '01',
  martinique: '02',
  guyane: '03',
  'la-reunion': '04',
  mayotte: '06',
};
const COUNTRY_CODES: Record<string, string> = { belgique: 'BE', suisse: 'CH', luxembourg: 'LU', andorre: 'AD' };
const SENIORITY_SLUGS: Record<string, string> = {
  junior: 'Junior (0-2 ans)',
  confirme: 'Confirme (3-6 ans)',
  senior: 'Senior (7-10 ans)',
  expert: 'Expert (10+ ans)',
};

function inAreas(t: Truth, slugs: string[]): boolean {
  return slugs.some((slug) => {
    const cc = COUNTRY_CODES[slug];
    if (cc) return t.home.countryCode === cc || t.workAreas.some((a) => a.countryCode === cc);
    const rc = REGION_CODES[slug];
    if (!rc) return false;
    if (t.home.countryCode === 'FR' && t.home.regionCode === rc) return true;
    return t.workAreas.some((a) => a.countryCode === 'FR' && a.type !== 'pays' && a.regionCode === rc);
  });
}

/** Whether a profile passes a body's filters (every one given). */
function passes(t: Truth, f: { skills?: string[]; workAreas?: string[]; seniority?: string[]; available?: boolean }) {
  if (f.skills && !f.skills.every((s) => has(t, s))) return false;
  if (f.workAreas && !inAreas(t, f.workAreas)) return false;
  if (f.seniority && !f.seniority.some((s) => SENIORITY_SLUGS[s] === t.seniority)) return false;
  if (f.available !== undefined && t.availability.available !== f.available) return false;
  return true;
}

// ------------------------------------------------------------------ occupation groups

const WEB_DEV = [
  'react-dev',
  'angular-dev',
  'vue-dev',
  'fullstack-js-dev',
  'node-dev',
  'java-dev',
  'php-dev',
  'wordpress-dev',
  'python-dev',
  'dotnet-dev',
  'go-dev',
  'embedded-dev',
];
const MOBILE_DEV = ['react-native-dev', 'flutter-dev', 'ios-dev', 'android-dev'];
const all = (ids: string[], g: Grade): OccGrades => Object.fromEntries(ids.map((id) => [id, g]));

/** `chef de projet` as a bare title: the IT and the MOA project managers both are it. */
const CHEF_DE_PROJET: OccGrades = {
  'project-manager': 3,
  'moa-project-manager': 3,
  'change-consultant': 2,
  'product-owner': 1,
};
const UX: OccGrades = { 'ux-designer': 3, 'product-designer': 2, 'ux-researcher': 2, 'ui-designer': 1 };
const DATA_ENGINEER: OccGrades = {
  'data-engineer': 3,
  'data-scientist': 1,
  'ml-engineer': 1,
  'bi-consultant': 1,
  'data-analyst': 1,
};
const CONTROLLER: OccGrades = { 'financial-controller': 3, cfo: 1, 'fractional-cfo': 1, auditor: 1 };
const DEVOPS: OccGrades = { 'devops-engineer': 3, sre: 2, 'cloud-architect': 1 };
const SALESFORCE: OccGrades = { 'salesforce-consultant': 3, 'salesforce-dev': 2, 'dynamics-consultant': 1 };
const DATA_SCIENTIST: OccGrades = { 'data-scientist': 3, 'ml-engineer': 2, 'data-analyst': 1 };
const PRODUCT_OWNER: OccGrades = {
  'product-owner': 3,
  'product-manager': 1,
  'scrum-master': 1,
  'business-analyst': 1,
};

/** `dev java`: Java developers; other developers whose Truth holds Java are neighbours. */
const devJava = (t: Truth): Grade =>
  t.occupation === 'java-dev' ? 3 : ['android-dev', 'angular-dev'].includes(t.occupation) && has(t, 'java') ? 1 : 0;

/** `dev vue` / `dev angular`: that framework's developers, full-stack ones with it, others with it. */
function devFramework(t: Truth, occupation: string, fw: string, others: string[]): Grade {
  if (t.occupation === occupation) return 3;
  if (t.occupation === 'fullstack-js-dev' && has(t, fw)) return 2;
  if (others.includes(t.occupation) && has(t, fw)) return 1;
  return 0;
}

// ------------------------------------------------------------------ the queries

export const HELD_OUT_QUERIES_7: HeldOutQuery[] = [
  // ================================================================ alias
  {
    kind: 'alias',
    body: { keywords: 'référenceur freelance' },
    judge: (t) => best(occ(t, { 'seo-consultant': 3 }), t.occupation === 'wordpress-dev' && has(t, 'seo') ? 1 : 0),
    note: 'référenceur = SEO consultant; a WordPress developer who does SEO is a neighbour.',
  },
  {
    kind: 'alias',
    body: { keywords: 'urgent CDG' },
    judge: (t) => occ(t, CONTROLLER),
    note: 'CDG = contrôleur de gestion.',
  },
  {
    kind: 'alias',
    body: { keywords: 'RAF PME' },
    judge: (t) => occ(t, { cfo: 3, 'fractional-cfo': 2, 'financial-controller': 1, accountant: 1 }),
    note: 'RAF = responsable administratif et financier; a part-time CFO is close.',
  },
  {
    kind: 'alias',
    body: { keywords: 'ingé ML' },
    judge: (t) => occ(t, { 'ml-engineer': 3, 'data-scientist': 2, 'data-engineer': 1 }),
  },
  {
    kind: 'alias',
    body: { keywords: 'cherche ASR' },
    judge: (t) => occ(t, { sysadmin: 3, 'network-engineer': 2, 'devops-engineer': 1 }),
    note: 'ASR = administrateur systèmes et réseaux.',
  },
  {
    kind: 'alias',
    body: { keywords: 'CDP technique' },
    judge: (t) =>
      occ(t, { 'project-manager': 3, 'moa-project-manager': 1, 'change-consultant': 1, 'product-owner': 1 }),
    note: 'CDP = chef de projet; `technique` points at the IT project manager rather than MOA.',
  },
  {
    kind: 'alias',
    body: { keywords: 'D365 F&O' },
    judge: (t) =>
      best(
        occ(t, { 'dynamics-consultant': 3, 'sap-fico-consultant': 1, 'sap-sd-mm-consultant': 1 }),
        has(t, 'dynamics-365') ? 3 : 0,
      ),
    note: 'D365 F&O = Microsoft Dynamics 365 Finance & Operations.',
  },
  {
    kind: 'alias',
    body: { keywords: 'designer UI/UX' },
    judge: (t) => occ(t, { 'ux-designer': 3, 'ui-designer': 3, 'product-designer': 2, 'ux-researcher': 1 }),
  },
  {
    kind: 'alias',
    body: { keywords: 'admin SFDC' },
    judge: (t) => occ(t, SALESFORCE),
    note: 'SFDC = Salesforce; a Salesforce administrator is a functional Salesforce consultant.',
  },
  {
    kind: 'alias',
    body: { keywords: 'CISO freelance' },
    judge: (t) => occ(t, { 'security-consultant': 3, 'soc-analyst': 1, pentester: 1 }),
    note: 'CISO = RSSI (interim or part-time, the security consultants).',
  },

  // ================================================================ compound
  {
    kind: 'compound',
    body: { keywords: 'dev java kafka nantes' },
    judge: (t) => combine(lower(devJava(t), skill(t, 'kafka')), cityGrade(t, NANTES)),
  },
  {
    kind: 'compound',
    body: { keywords: 'product designer design system 59' },
    judge: (t) =>
      combine(
        lower(occ(t, { 'product-designer': 3, 'ux-designer': 2, 'ui-designer': 1 }), skill(t, 'design-system')),
        deptGrade(t, '59', '32', 'FR'),
      ),
  },
  {
    kind: 'compound',
    body: { keywords: 'data engineer dbt snowflake' },
    judge: (t) => lower(occ(t, DATA_ENGINEER), skill(t, 'dbt'), skill(t, 'snowflake')),
  },
  {
    kind: 'compound',
    body: { keywords: 'pentest AD lille' },
    judge: (t) =>
      combine(
        lower(occ(t, { pentester: 3, 'security-consultant': 1, 'soc-analyst': 1 }), skill(t, 'active-directory')),
        cityGrade(t, LILLE),
      ),
    note: 'AD = Active Directory.',
  },
  {
    kind: 'compound',
    body: { keywords: 'consultante SAP FICO S4' },
    judge: (t) =>
      lower(occ(t, { 'sap-fico-consultant': 3, 'sap-sd-mm-consultant': 1, 'sap-abap-dev': 1 }), skill(t, 's4hana')),
    note: 'S4 = S/4HANA.',
  },
  {
    kind: 'compound',
    body: { keywords: 'chef de projet MOA assurance' },
    judge: (t) =>
      lower(
        occ(t, { 'moa-project-manager': 3, 'business-analyst': 2, 'project-manager': 1 }),
        sector(t, 'assurance', ['banque']),
      ),
  },
  {
    kind: 'compound',
    body: { keywords: 'CFO levée de fonds' },
    judge: (t) =>
      lower(
        occ(t, { cfo: 3, 'fractional-cfo': 3, 'financial-controller': 1, treasurer: 1 }),
        skill(t, 'levee-de-fonds'),
      ),
  },
  {
    kind: 'compound',
    body: { keywords: 'devops terraform 35' },
    judge: (t) => combine(lower(occ(t, DEVOPS), skill(t, 'terraform')), deptGrade(t, '35', '53', 'FR')),
  },
  {
    kind: 'compound',
    body: { keywords: 'archi azure genève' },
    judge: (t) =>
      combine(lower(occ(t, { 'cloud-architect': 3, 'devops-engineer': 1 }), skill(t, 'azure')), cityGrade(t, GENEVE)),
  },
  {
    kind: 'compound',
    body: { keywords: 'consultant BI power BI IDF' },
    judge: (t) =>
      combine(
        lower(occ(t, { 'bi-consultant': 3, 'data-analyst': 2 }), skill(t, 'power-bi')),
        regionGrade(t, '11', 'FR'),
      ),
    note: 'IDF = Île-de-France.',
  },

  // ================================================================ title-en-fr
  {
    kind: 'title-en-fr',
    body: { keywords: 'ingénieur logiciel embarqué' },
    judge: (t) => occ(t, { 'embedded-dev': 3 }),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'payroll specialist' },
    judge: (t) => best(occ(t, { 'payroll-specialist': 3 }), t.occupation === 'accountant' && has(t, 'paie') ? 1 : 0),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'treasury manager' },
    judge: (t) => occ(t, { treasurer: 3, cfo: 1, 'fractional-cfo': 1 }),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'contrôleuse financière' },
    judge: (t) => occ(t, CONTROLLER),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'internal auditor' },
    judge: (t) => occ(t, { auditor: 3, 'financial-controller': 1 }),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'testeur fonctionnel' },
    judge: (t) => occ(t, { 'qa-engineer': 3, 'moa-project-manager': 1, 'business-analyst': 1 }),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'site reliability engineer' },
    judge: (t) => occ(t, { sre: 3, 'devops-engineer': 2 }),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'chef de produit digital' },
    judge: (t) => occ(t, { 'product-manager': 3, 'product-owner': 2 }),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'strategy consultant' },
    judge: (t) => occ(t, { 'management-consultant': 3, 'change-consultant': 1 }),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'développeur backend' },
    judge: (t) =>
      occ(t, {
        ...all(['node-dev', 'java-dev', 'php-dev', 'python-dev', 'dotnet-dev', 'go-dev'], 3),
        'fullstack-js-dev': 2,
        'wordpress-dev': 1,
        'salesforce-dev': 1,
        'sap-abap-dev': 1,
      }),
  },

  // ================================================================ attribute
  {
    kind: 'attribute',
    body: { keywords: 'développeuse angular sr' },
    judge: (t) => lower(devFramework(t, 'angular-dev', 'angular', ['java-dev', 'dotnet-dev']), senior(t)),
    note: 'sr = senior; a feminine title grades men and women alike.',
  },
  {
    kind: 'attribute',
    body: { keywords: 'data scientist dispo immédiatement' },
    judge: (t) => lower(occ(t, DATA_SCIENTIST), availableNow(t)),
  },
  {
    kind: 'attribute',
    body: { keywords: 'PO 100% télétravail' },
    judge: (t) => lower(occ(t, PRODUCT_OWNER), fullRemote(t)),
  },
  {
    kind: 'attribute',
    body: { keywords: 'consultant SAP MM allemand courant' },
    judge: (t) =>
      lower(
        t.occupation === 'sap-sd-mm-consultant'
          ? has(t, 'sap-mm')
            ? 3
            : 2
          : occ(t, { 'sap-fico-consultant': 1, 'sap-abap-dev': 1 }),
        speaks(t, 'de'),
      ),
    note: 'An SD-only logistics consultant is the same occupation with the neighbouring module: 2 before the language.',
  },
  {
    kind: 'attribute',
    body: { keywords: 'comptable 3 jours par semaine' },
    judge: (t) => lower(occ(t, { accountant: 3, 'payroll-specialist': 1, 'financial-controller': 1 }), daysAWeek(t, 3)),
  },
  {
    kind: 'attribute',
    body: { keywords: 'devops TJM max 550' },
    judge: (t) => lower(occ(t, DEVOPS), rateAtMost(t, 550)),
  },
  {
    kind: 'attribute',
    body: { keywords: 'UX junior' },
    judge: (t) => lower(occ(t, UX), junior(t)),
  },
  {
    kind: 'attribute',
    body: { keywords: "dev java 10 ans d'expérience" },
    judge: (t) => lower(devJava(t), yearsAtLeast(t, 10)),
  },
  {
    kind: 'attribute',
    body: { keywords: 'chef de projet dispo janvier' },
    judge: (t) => lower(occ(t, CHEF_DE_PROJET), availableJanuary(t)),
  },
  {
    kind: 'attribute',
    body: { keywords: 'dev python sur site' },
    judge: (t) =>
      lower(
        best(
          occ(t, { 'python-dev': 3 }),
          ['data-engineer', 'ml-engineer'].includes(t.occupation) && has(t, 'python') ? 1 : 0,
        ),
        onSite(t),
      ),
  },

  // ================================================================ place
  {
    kind: 'place',
    body: { keywords: '69003' },
    judge: (t) => cityGrade(t, { cities: ['Lyon'], zip: '69003', dept: '69', region: '84', country: 'FR' }),
  },
  {
    kind: 'place',
    body: { keywords: 'freelance hauts-de-seine' },
    judge: (t) => deptGrade(t, '92', '11', 'FR'),
    note: 'Hauts-de-Seine = department 92.',
  },
  {
    kind: 'place',
    body: { keywords: 'Montpellier' },
    judge: (t) => cityGrade(t, { cities: ['Montpellier'], dept: '34', region: '76', country: 'FR' }),
  },
  {
    kind: 'place',
    body: { keywords: 'bretagne' },
    judge: (t) => regionGrade(t, '53', 'FR'),
  },
  {
    kind: 'place',
    body: { keywords: 'PACA' },
    judge: (t) => regionGrade(t, '93', 'FR'),
    note: 'PACA = Provence-Alpes-Côte d’Azur.',
  },
  {
    kind: 'place',
    body: { keywords: 'Lausanne' },
    judge: (t) => cityGrade(t, { cities: ['Lausanne'], dept: 'VD', region: '', country: 'CH' }),
    note: 'Lives close: the canton of Vaud.',
  },
  {
    kind: 'place',
    body: { keywords: 'luxembourg' },
    judge: (t) => countryGrade(t, 'LU'),
    note: 'Judged as the country (its capital is inside it).',
  },
  {
    kind: 'place',
    body: { keywords: 'wallonie' },
    judge: (t) => regionGrade(t, 'WAL', 'BE'),
  },
  {
    kind: 'place',
    body: { keywords: 'Bastia' },
    judge: (t) => cityGrade(t, { cities: ['Bastia'], dept: '2B', region: '94', country: 'FR' }),
  },
  {
    kind: 'place',
    body: { keywords: 'gironde' },
    judge: (t) => deptGrade(t, '33', '75', 'FR'),
    note: 'Gironde = department 33.',
  },

  // ================================================================ typo
  {
    kind: 'typo',
    body: { keywords: 'dévelopeur symphony' },
    judge: (t) => lower(occ(t, { 'php-dev': 3 }), skill(t, 'symfony')),
    note: 'développeur Symfony, both misspelt.',
  },
  {
    kind: 'typo',
    body: { keywords: 'scrum mastre' },
    judge: (t) => occ(t, { 'scrum-master': 3, 'product-owner': 1 }),
  },
  {
    kind: 'typo',
    body: { keywords: 'data enginner' },
    judge: (t) => occ(t, DATA_ENGINEER),
  },
  {
    kind: 'typo',
    body: { keywords: 'controleur de gestoin' },
    judge: (t) => occ(t, CONTROLLER),
  },
  {
    kind: 'typo',
    body: { keywords: 'pyhton django' },
    judge: (t) => (has(t, 'python') && has(t, 'django') ? 3 : t.occupation === 'python-dev' ? 1 : 0),
    note: 'Two bare skills: both held 3; a Python developer without Django 1.',
  },
  {
    kind: 'typo',
    body: { keywords: 'consultant salesforse' },
    judge: (t) => occ(t, SALESFORCE),
  },
  {
    kind: 'typo',
    body: { keywords: 'ansbile' },
    judge: (t) => (has(t, 'ansible') ? 3 : 0),
  },
  {
    kind: 'typo',
    body: { keywords: 'desinger UX' },
    judge: (t) => occ(t, UX),
  },
  {
    kind: 'typo',
    body: { keywords: 'ingénieur résaux' },
    judge: (t) => occ(t, { 'network-engineer': 3, sysadmin: 1 }),
  },
  {
    kind: 'typo',
    body: { keywords: 'auditrice finnancière' },
    judge: (t) => occ(t, { auditor: 3, 'financial-controller': 1, accountant: 1 }),
  },

  // ================================================================ exclusion
  {
    kind: 'exclusion',
    body: { keywords: 'développeur mobile -ios' },
    judge: (t) => (t.occupation === 'ios-dev' || has(t, 'ios') ? 0 : occ(t, all(MOBILE_DEV, 3))),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'consultant SAP -FICO' },
    judge: (t) =>
      t.occupation === 'sap-fico-consultant' || hasAny(t, ['sap-fi', 'sap-co'])
        ? 0
        : occ(t, { 'sap-sd-mm-consultant': 3, 'sap-abap-dev': 2, 'dynamics-consultant': 1 }),
    note: 'FICO = SAP FI/CO: the finance consultants and whoever holds SAP FI or CO are out.',
  },
  {
    kind: 'exclusion',
    body: { keywords: 'chef de projet -MOA -AMOA' },
    judge: (t) => (t.occupation === 'moa-project-manager' || has(t, 'moa') ? 0 : occ(t, CHEF_DE_PROJET)),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'UX designer -junior' },
    judge: (t) => (bucketOf(t) === 'junior' ? 0 : occ(t, UX)),
    note: 'A junior (declared, or 0-2 years when none is declared) is out.',
  },
  {
    kind: 'exclusion',
    body: { keywords: 'devops -k8s' },
    judge: (t) => (has(t, 'kubernetes') ? 0 : occ(t, DEVOPS)),
    note: 'k8s = Kubernetes.',
  },
  {
    kind: 'exclusion',
    body: { keywords: 'data engineer -azure -gcp' },
    judge: (t) => (hasAny(t, ['azure', 'gcp']) ? 0 : occ(t, DATA_ENGINEER)),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'archi cloud -AWS' },
    judge: (t) => (has(t, 'aws') ? 0 : occ(t, { 'cloud-architect': 3, 'devops-engineer': 1 })),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'product manager -owner' },
    judge: (t) => occ(t, { 'product-manager': 3 }),
    note: 'Product owners are out.',
  },
  {
    kind: 'exclusion',
    body: { keywords: 'designer -figma' },
    judge: (t) =>
      has(t, 'figma') ? 0 : occ(t, { 'ux-designer': 3, 'ui-designer': 3, 'product-designer': 3, 'ux-researcher': 1 }),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'data scientist -NLP' },
    judge: (t) => (has(t, 'nlp') ? 0 : occ(t, DATA_SCIENTIST)),
  },

  // ================================================================ phrase
  {
    kind: 'phrase',
    body: { keywords: '"business analyst"' },
    judge: (t) => occ(t, { 'business-analyst': 3, 'moa-project-manager': 1, 'product-owner': 1 }),
  },
  {
    kind: 'phrase',
    body: { keywords: 'profil "scrum master"' },
    judge: (t) => occ(t, { 'scrum-master': 3, 'product-owner': 1 }),
  },
  {
    kind: 'phrase',
    body: { keywords: '"design system" figma' },
    judge: (t) => (has(t, 'design-system') ? lower(3, skill(t, 'figma')) : 0),
  },
  {
    kind: 'phrase',
    body: { keywords: '"tests d\'intrusion"' },
    judge: (t) => (has(t, 'pentest') ? 3 : occ(t, { 'security-consultant': 1, 'soc-analyst': 1 })),
    note: 'Straight apostrophe in the query.',
  },
  {
    kind: 'phrase',
    body: { keywords: '"machine learning" urgent' },
    judge: (t) => (has(t, 'machine-learning') ? 3 : 0),
  },
  {
    kind: 'phrase',
    body: { keywords: '"gestion de la paie"' },
    judge: (t) => (has(t, 'paie') ? 3 : 0),
  },
  {
    kind: 'phrase',
    body: { keywords: '"chef de projet" banque' },
    judge: (t) => lower(occ(t, CHEF_DE_PROJET), sector(t, 'banque', ['assurance'])),
  },
  {
    kind: 'phrase',
    body: { keywords: '"SAP S/4HANA"' },
    judge: (t) => (has(t, 's4hana') ? 3 : has(t, 'sap') ? 1 : 0),
  },
  {
    kind: 'phrase',
    body: { keywords: 'dev "full stack"' },
    judge: (t) => occ(t, { 'fullstack-js-dev': 3, 'react-dev': 1, 'node-dev': 1, 'vue-dev': 1, 'angular-dev': 1 }),
  },
  {
    kind: 'phrase',
    body: { keywords: '"spring boot" microservices' },
    judge: (t) => (has(t, 'spring-boot') ? lower(3, skill(t, 'microservices')) : 0),
  },

  // ================================================================ or
  {
    kind: 'or',
    body: { keywords: 'comptable bordeaux OR comptable toulouse' },
    judge: (t) => {
      const o = occ(t, { accountant: 3, 'payroll-specialist': 1, 'financial-controller': 1 });
      return best(combine(o, cityGrade(t, BORDEAUX)), combine(o, cityGrade(t, TOULOUSE)));
    },
  },
  {
    kind: 'or',
    body: { keywords: 'dev vue OR dev angular' },
    judge: (t) =>
      best(
        devFramework(t, 'vue-dev', 'vuejs', ['php-dev']),
        devFramework(t, 'angular-dev', 'angular', ['java-dev', 'dotnet-dev']),
      ),
  },
  {
    kind: 'or',
    body: { keywords: '"SAP FI" OR "SAP CO"' },
    judge: (t) => (hasAny(t, ['sap-fi', 'sap-co']) ? 3 : has(t, 'sap') ? 1 : 0),
  },
  {
    kind: 'or',
    body: { keywords: 'pentester OR "analyste SOC"' },
    judge: (t) => occ(t, { pentester: 3, 'soc-analyst': 3, 'security-consultant': 1 }),
  },
  {
    kind: 'or',
    body: { keywords: 'kotlin OR swift' },
    judge: (t) => (hasAny(t, ['kotlin', 'swift']) ? 3 : 0),
  },
  {
    kind: 'or',
    body: { keywords: '75011 OR 75012 OR 75020' },
    judge: (t) =>
      best(
        cityGrade(t, zipIn('75011', PARIS)),
        cityGrade(t, zipIn('75012', PARIS)),
        cityGrade(t, zipIn('75020', PARIS)),
      ),
  },
  {
    kind: 'or',
    body: { keywords: 'scrum master OR "coach agile"' },
    judge: (t) => occ(t, { 'scrum-master': 3, 'product-owner': 1 }),
  },
  {
    kind: 'or',
    body: { keywords: 'DAF OR CFO OR "directeur financier"' },
    judge: (t) => occ(t, { cfo: 3, 'fractional-cfo': 3, 'financial-controller': 1, treasurer: 1 }),
    note: 'A part-time CFO is a DAF / CFO: 3.',
  },
  {
    kind: 'or',
    body: { keywords: '"product designer" OR "UI designer"' },
    judge: (t) => occ(t, { 'product-designer': 3, 'ui-designer': 3, 'ux-designer': 2, 'ux-researcher': 1 }),
  },
  {
    kind: 'or',
    body: { keywords: 'grenoble OR annecy OR chambéry' },
    judge: (t) =>
      best(
        cityGrade(t, { cities: ['Grenoble'], dept: '38', region: '84', country: 'FR' }),
        cityGrade(t, { cities: ['Annecy'], dept: '74', region: '84', country: 'FR' }),
        cityGrade(t, { cities: ['Chambéry'], dept: '73', region: '84', country: 'FR' }),
      ),
  },

  // ================================================================ filter
  {
    kind: 'filter',
    body: { skills: ['terraform', 'azure'] },
    judge: (t) => (passes(t, { skills: ['terraform', 'azure'] }) ? 3 : 0),
  },
  {
    kind: 'filter',
    body: { keywords: 'dev', skills: ['python'], seniority: ['junior'] },
    judge: (t) =>
      passes(t, { skills: ['python'], seniority: ['junior'] })
        ? occ(t, {
            ...all([...WEB_DEV, ...MOBILE_DEV, 'data-engineer', 'salesforce-dev', 'sap-abap-dev'], 3),
            'devops-engineer': 1,
            'data-scientist': 1,
            'ml-engineer': 1,
          })
        : 0,
    note: '`dev`: any developer (web, mobile, data engineer, Salesforce, ABAP); DevOps and data scientists are neighbours.',
  },
  {
    kind: 'filter',
    body: { keywords: 'chef de projet', workAreas: ['hauts-de-france', 'normandie'] },
    judge: (t) => (passes(t, { workAreas: ['hauts-de-france', 'normandie'] }) ? occ(t, CHEF_DE_PROJET) : 0),
  },
  {
    kind: 'filter',
    body: { keywords: 'data scientist', available: true },
    judge: (t) => (passes(t, { available: true }) ? occ(t, DATA_SCIENTIST) : 0),
  },
  {
    kind: 'filter',
    body: { keywords: 'consultant SAP', seniority: ['expert'] },
    judge: (t) =>
      passes(t, { seniority: ['expert'] })
        ? occ(t, {
            'sap-sd-mm-consultant': 3,
            'sap-fico-consultant': 3,
            'sap-abap-dev': 2,
            'dynamics-consultant': 1,
          })
        : 0,
  },
  {
    kind: 'filter',
    body: { skills: ['figma'], workAreas: ['suisse'] },
    judge: (t) => (passes(t, { skills: ['figma'], workAreas: ['suisse'] }) ? 3 : 0),
  },
  {
    kind: 'filter',
    body: { workAreas: ['grand-est'], seniority: ['senior', 'expert'] },
    judge: (t) => (passes(t, { workAreas: ['grand-est'], seniority: ['senior', 'expert'] }) ? 3 : 0),
  },
  {
    kind: 'filter',
    body: { keywords: 'SRE OR devops', skills: ['kubernetes', 'helm'] },
    judge: (t) =>
      passes(t, { skills: ['kubernetes', 'helm'] })
        ? occ(t, { sre: 3, 'devops-engineer': 3, 'cloud-architect': 1 })
        : 0,
  },
  {
    kind: 'filter',
    body: { keywords: 'product owner', skills: ['scrum'], workAreas: ['hauts-de-france'] },
    judge: (t) => (passes(t, { skills: ['scrum'], workAreas: ['hauts-de-france'] }) ? occ(t, PRODUCT_OWNER) : 0),
  },
  {
    kind: 'filter',
    body: { keywords: 'pentest', seniority: ['senior', 'expert'] },
    judge: (t) =>
      passes(t, { seniority: ['senior', 'expert'] })
        ? has(t, 'pentest')
          ? 3
          : occ(t, { pentester: 3, 'security-consultant': 1, 'soc-analyst': 1 })
        : 0,
  },
];
