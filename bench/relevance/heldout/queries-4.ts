/**
 * A fourth blind held-out query set: 100 queries (ten per class), typed the way recruiters on French freelance
 * IT/data/product/design/finance/consulting platforms type them (French and English, shorthand, feminine titles,
 * typos, places as cities, departments, postal codes and regions, attribute words, OR groups, exclusions, quoted
 * phrases, filters), each with a judgment of every profile of the held-out corpus from its Truth only.
 *
 * Written by a helper on 2026-11-27. What was read: README.md (grade scale, combination rules, query classes,
 * rules), types.ts, occupations.ts, skills.ts, people.ts (only to know what identity data exists; no query is built
 * from names), referential-slugs.json, corpus.ts (the generator of the 480 profiles and their Truth), text-fr-en.ts,
 * rng.ts and places.ts (its types and its cities, departments and regions), in the interface specification only
 * Meta, MetaFreelance, Preferences, WorkArea and POST /partners/search (the request body and its keyword grammar),
 * and lines 1-60 of queries-3.ts (its header: the judging conventions, adopted here so that the sets compare). What
 * was NOT read: anything under src/ (the engine, its vocabulary, its search code), docs/, test/, scripts/, the rest
 * of bench/ (queries.ts, queries-2.ts, the body of queries-3.ts, check.ts, identity-probes.ts,
 * bench/relevance/queries.ts, relevance.bench.ts), the repository's README.md and its git history. The service was
 * not started, no search, test or benchmark was run: every judgment below was written before any engine answered. A
 * small script outside the repository read the corpus's Truth to count how many profiles each judgment grades 1, 2
 * or 3, so that every query has at least one profile graded 2 or 3 (a query without one was changed, never its
 * judgment).
 *
 * Judging conventions: those of queries-3.ts, restated briefly (Truth only, never the profile's text).
 * - Occupation first: each query names the occupations that are exactly it (3), a close one (2), a neighbouring one
 *   (1). Feminine titles grade men and women alike.
 * - Attributes lower that grade: fully met keeps it, partly met takes 1 off, not met takes 2 off; several attributes
 *   each take their share. A technical skill named next to a title is an attribute (met when the Truth's skills
 *   hold it, not met otherwise); a sector next to a title likewise (`assurance` partly met by `banque`).
 * - Seniority: the declared seniority decides; an empty one falls back on the years (0-2 junior, 3-6 confirmé, 7-10
 *   senior, 11+ expert). `N ans d'xp` is met by yearsOfExperience >= N, not met below.
 * - Remote: `remote` / `full remote` met by a Full remote preference, partly by Hybride or no preference, not met by
 *   Sur site only; `sur site` / `présentiel` met by Sur site, partly by Hybride or no preference, not met by Full
 *   remote only.
 * - Availability relative to 2026-11-24: `dispo janvier` met by available or a date up to 2027-01-31, partly up to
 *   2027-02-28; `dispo immédiate` met by available, partly by a date up to 2026-12-25.
 * - Languages: `anglais courant` / `allemand courant` met by native, bilingual or fluent, partly by professional.
 * - Days a week `3j/semaine`: met by a preference holding 3, partly by one holding 2 or 4 or by none stated.
 * - Day rate `TJM 550 max`: met at 550 or less, partly up to 600 or when no figure is given.
 * - Places (README rules): who lives there 3; who lives close (same department; for a Swiss or Luxembourg city the
 *   same canton; for Brussels the same region; for a postal code the same city or department) or names it, or its
 *   department, in a work area 2 (for a postal code, naming its city counts as naming it); 1 for who names a wider
 *   area holding it (its region, its country) or another city of its department in a work area, who lives in the
 *   same region but another department, and a freelancer open to Full remote living in the same country. A
 *   department: lives there 3; names it or a city in it 2; its region or country, the same region, Full remote in
 *   the country 1. A region: lives there 3; names it or a place in it 2; names its country or Full remote in the
 *   country 1. A country: lives there 3; names a place in it 2.
 * - Occupation + place: grades combine by their sum (3+3 gives 3, 3+2 gives 2, 3+1 or 2+2 gives 1, less gives 0).
 * - OR: the best grade of the groups. Exclusion `-word`: a profile that is the excluded thing (its occupation, or the
 *   skill in its Truth) is 0, whatever its text says.
 * - Filters are hard constraints: `skills` needs every slug in the Truth's skills; `seniority` is the declared
 *   seniority (an empty one is outside); `available` is the declared availability; `workAreas` holds a profile who
 *   lives in one of the regions/countries or names it, or a place in it, in a work area (a work area `France` is not
 *   inside a French region). A profile outside the filter is 0; a filter with no keywords grades every profile
 *   inside it 3.
 * Added here: a bare skill (`terrafrom`, `tableau OR qlik`, `"sql server"`) grades 3 every profile whose Truth holds
 * that skill, whatever its occupation.
 *
 * Usage: `import { HELD_OUT_QUERIES_4 } from './queries-4'`; each query's `body` is a POST /partners/search body;
 * `judge(truth)` grades a profile of `heldOutCorpus()` from its Truth. Blind: never tune the engine on it.
 */
import type { Grade, HeldOutArea, HeldOutQuery, Truth } from './types';

// ------------------------------------------------------------------ grading helpers

type Met = 'met' | 'partly' | 'not';
type OccGrades = Record<string, Grade>;

const clamp = (n: number): Grade => (n >= 3 ? 3 : n <= 0 ? 0 : (n as Grade));
const max = (...gs: Grade[]): Grade => clamp(Math.max(0, ...gs));
const occ = (t: Truth, m: OccGrades): Grade => m[t.occupation] ?? 0;
const has = (t: Truth, skill: string): boolean => t.skills.includes(skill);
const hasAny = (t: Truth, skills: string[]): boolean => skills.some((s) => t.skills.includes(s));
const skill = (t: Truth, s: string): Met => (has(t, s) ? 'met' : 'not');

/** Lowers an occupation grade by its attributes: met keeps, partly takes 1 off, not met takes 2 off. */
function lower(g: Grade, ...attrs: Met[]): Grade {
  const off = attrs.reduce((s, a) => s + (a === 'met' ? 0 : a === 'partly' ? 1 : 2), 0);
  return clamp(g - off);
}

/** Occupation + place: 3+3 gives 3, 3+2 gives 2, 3+1 or 2+2 gives 1, less gives 0. */
function combine(a: Grade, b: Grade): Grade {
  if (a === 0 || b === 0) return 0;
  const s = a + b;
  return s >= 6 ? 3 : s === 5 ? 2 : s === 4 ? 1 : 0;
}

type Bucket = 'junior' | 'confirme' | 'senior' | 'expert';
function bucket(t: Truth): Bucket {
  if (t.seniority.startsWith('Junior')) return 'junior';
  if (t.seniority.startsWith('Confirme')) return 'confirme';
  if (t.seniority.startsWith('Senior')) return 'senior';
  if (t.seniority.startsWith('Expert')) return 'expert';
  const y = t.yearsOfExperience;
  return y <= 2 ? 'junior' : y <= 6 ? 'confirme' : y <= 10 ? 'senior' : 'expert';
}
const seniority = (t: Truth, ...wanted: Bucket[]): Met => (wanted.includes(bucket(t)) ? 'met' : 'not');
const yearsAtLeast = (t: Truth, n: number): Met => (t.yearsOfExperience >= n ? 'met' : 'not');

function fullRemote(t: Truth): Met {
  if (t.remote.includes('Full remote')) return 'met';
  if (t.remote.includes('Hybride') || t.remote.length === 0) return 'partly';
  return 'not';
}
function onSite(t: Truth): Met {
  if (t.remote.includes('Sur site')) return 'met';
  if (t.remote.includes('Hybride') || t.remote.length === 0) return 'partly';
  return 'not';
}

/** Available, or a start date up to `metBy` (met) or up to `partlyBy` (partly). */
function availableBy(t: Truth, metBy: string | null, partlyBy: string): Met {
  if (t.availability.available) return 'met';
  const from = t.availability.from;
  if (!from) return 'not';
  if (metBy && from <= metBy) return 'met';
  if (from <= partlyBy) return 'partly';
  return 'not';
}

function fluent(t: Truth, language: string): Met {
  const l = t.languages.find((x) => x.language === language)?.level;
  if (l === 'native' || l === 'bilingual' || l === 'fluent') return 'met';
  if (l === 'professional') return 'partly';
  return 'not';
}

function daysPerWeek(t: Truth, n: number): Met {
  if (t.daysPerWeek.length === 0) return 'partly';
  if (t.daysPerWeek.includes(String(n))) return 'met';
  if (t.daysPerWeek.includes(String(n - 1)) || t.daysPerWeek.includes(String(n + 1))) return 'partly';
  return 'not';
}

function rateAtMost(t: Truth, limit: number, partlyUpTo: number): Met {
  const a = t.rate.amount;
  if (a === null) return 'partly';
  if (a <= limit) return 'met';
  if (a <= partlyUpTo) return 'partly';
  return 'not';
}

function sector(t: Truth, s: Truth['sectors'][number]): Met {
  if (t.sectors.includes(s)) return 'met';
  if (s === 'assurance' && t.sectors.includes('banque')) return 'partly';
  return 'not';
}

// ------------------------------------------------------------------ places

/**
 * A place at one level. `dept` is the French department, the Belgian province (or `BRU` for Brussels), or the Swiss
 * or Luxembourg canton; `region` the French or Belgian region (none for Switzerland and Luxembourg).
 */
interface Place {
  level: 'zip' | 'city' | 'dept' | 'region' | 'country';
  cc: string;
  zip?: string;
  /** How the profile's home writes the city (`Home.city`). */
  cities?: string[];
  /** The dataset's name of the city, as work areas carry it (`cityName`). */
  datasetCity?: string;
  dept?: string;
  region?: string;
}

interface Keys {
  level: 'city' | 'dept' | 'region' | 'country';
  cc: string;
  zip?: string;
  city?: string;
  dept?: string;
  region?: string;
}

const CANTON_COUNTRIES = ['CH', 'LU'];

function homeKeys(t: Truth): Keys {
  const h = t.home;
  const cantonal = CANTON_COUNTRIES.includes(h.countryCode);
  return {
    level: 'city',
    cc: h.countryCode,
    zip: h.postalCode,
    city: h.datasetCity,
    dept: cantonal ? h.regionCode : h.departmentCode || h.regionCode,
    region: cantonal ? undefined : h.regionCode,
  };
}

function areaKeys(a: HeldOutArea): Keys {
  const cantonal = CANTON_COUNTRIES.includes(a.countryCode);
  if (a.type === 'pays') return { level: 'country', cc: a.countryCode };
  if (a.type === 'ville')
    return {
      level: 'city',
      cc: a.countryCode,
      zip: a.cityZipCode,
      city: a.cityName,
      dept: cantonal ? a.regionCode : a.departmentCode || a.regionCode,
      region: cantonal ? undefined : a.regionCode,
    };
  if (a.type === 'departement')
    return { level: 'dept', cc: a.countryCode, dept: a.departmentCode, region: a.regionCode };
  // region: a Swiss or Luxembourg canton is department-like; so is the Brussels region
  if (cantonal) return { level: 'dept', cc: a.countryCode, dept: a.regionCode };
  if (a.countryCode === 'BE' && a.regionCode === 'BRU')
    return { level: 'dept', cc: a.countryCode, dept: 'BRU', region: 'BRU' };
  return { level: 'region', cc: a.countryCode, region: a.regionCode };
}

function placeGrade(t: Truth, p: Place): Grade {
  const h = homeKeys(t);
  let g: Grade = 0;
  if (h.cc === p.cc) {
    if (p.level === 'country') return 3;
    if (p.level === 'zip' && h.zip === p.zip) return 3;
    if (p.level === 'city' && (p.cities ?? []).includes(t.home.city)) return 3;
    if (p.level === 'dept' && h.dept === p.dept) return 3;
    if (p.level === 'region' && h.region === p.region) return 3;
    if ((p.level === 'zip' || p.level === 'city') && h.dept === p.dept) g = 2;
    if ((p.level === 'zip' || p.level === 'city' || p.level === 'dept') && p.region && h.region === p.region)
      g = max(g, 1);
    if (t.remote.includes('Full remote')) g = max(g, 1);
  }
  for (const a of t.workAreas.map(areaKeys)) {
    if (a.cc !== p.cc) continue;
    if (p.level === 'country') g = max(g, 2);
    else if (p.level === 'region') {
      if (a.level !== 'country' && a.region === p.region) g = max(g, 2);
      else if (a.level === 'country') g = max(g, 1);
    } else if (p.level === 'dept') {
      if ((a.level === 'city' || a.level === 'dept') && a.dept === p.dept) g = max(g, 2);
      else if (a.level === 'region' && p.region && a.region === p.region) g = max(g, 1);
      else if (a.level === 'country') g = max(g, 1);
    } else {
      // zip or city
      const namesIt =
        a.level === 'city' &&
        (p.level === 'zip' ? a.zip === p.zip || a.city === p.datasetCity : a.city === p.datasetCity);
      if (namesIt || (a.level === 'dept' && a.dept === p.dept)) g = max(g, 2);
      else if (a.level === 'city' && a.dept === p.dept) g = max(g, 1);
      else if (a.level === 'region' && p.region && a.region === p.region) g = max(g, 1);
      else if (a.level === 'country') g = max(g, 1);
    }
  }
  return g;
}

const city = (cc: string, cities: string[], datasetCity: string, dept: string, region?: string): Place => ({
  level: 'city',
  cc,
  cities,
  datasetCity,
  dept,
  region,
});

const NANTES = city('FR', ['Nantes'], 'Nantes', '44', '52');
const RENNES = city('FR', ['Rennes'], 'Rennes', '35', '53');
const LILLE = city('FR', ['Lille'], 'Lille', '59', '32');
const BORDEAUX = city('FR', ['Bordeaux'], 'Bordeaux', '33', '75');
const TOULOUSE = city('FR', ['Toulouse'], 'Toulouse', '31', '76');
const LYON = city('FR', ['Lyon'], 'Lyon', '69', '84');
const LAUSANNE = city('CH', ['Lausanne'], 'Lausanne', 'VD');
const ZURICH = city('CH', ['Zürich'], 'Zürich', 'ZH');
const BRUXELLES = city('BE', ['Bruxelles'], 'Brussels', 'BRU', 'BRU');
const dept = (code: string, region: string): Place => ({ level: 'dept', cc: 'FR', dept: code, region });
const region = (cc: string, code: string): Place => ({ level: 'region', cc, region: code });

/** The referential's region slugs, by dataset region (FR) or country (BE, CH, LU, AD). */
const FR_REGION_SLUGS: Record<string, string> = {
  '11': 'ile-de-france',
  '24': 'centre-val-de-loire',
  '27': 'bourgogne-franche-comte',
  '28': 'normandie',
  '32': 'hauts-de-france',
  '44': 'grand-est',
  '52': 'pays-de-la-loire',
  '53': 'bretagne',
  '75': 'nouvelle-aquitaine',
  '76': 'occitanie',
  '84': 'auvergne-rhone-alpes',
  '93': 'provence-alpes-cote-d-azur',
  '94': 'corse',
  '01': 'guadeloupe',
  '02': 'martinique',
  '03': 'guyane',
  '04': 'la-reunion',
  '06': 'mayotte',
};
const COUNTRY_SLUGS: Record<string, string> = { BE: 'belgique', CH: 'suisse', LU: 'luxembourg', AD: 'andorre' };

function areaSlug(a: HeldOutArea): string {
  if (a.countryCode !== 'FR') return COUNTRY_SLUGS[a.countryCode] ?? '';
  if (a.type === 'pays') return ''; // France as a whole is not inside a French region
  return FR_REGION_SLUGS[a.regionCode ?? ''] ?? '';
}

/** The workAreas filter: lives in one of the regions/countries, or names it or a place in it in a work area. */
function inAreas(t: Truth, slugs: string[]): boolean {
  if (slugs.includes(t.home.regionSlug)) return true;
  return t.workAreas.some((a) => slugs.includes(areaSlug(a)));
}

const SENIORITY_SLUGS: Record<string, string> = {
  'Junior (0-2 ans)': 'junior',
  'Confirme (3-6 ans)': 'confirme',
  'Senior (7-10 ans)': 'senior',
  'Expert (10+ ans)': 'expert',
};

/** The body's filters as hard constraints. */
function inFilters(t: Truth, body: HeldOutQuery['body']): boolean {
  if (body.skills && !body.skills.every((s) => has(t, s))) return false;
  if (body.seniority && !body.seniority.includes(SENIORITY_SLUGS[t.seniority] ?? '')) return false;
  if (body.available !== undefined && t.availability.available !== body.available) return false;
  if (body.workAreas && !inAreas(t, body.workAreas)) return false;
  return true;
}

/** A filter query: the filters gate, the keywords (if any) grade. */
function filtered(body: HeldOutQuery['body'], note: string, keywords?: (t: Truth) => Grade): HeldOutQuery {
  return {
    kind: 'filter',
    body,
    judge: (t) => (inFilters(t, body) ? (keywords ? keywords(t) : 3) : 0),
    note,
  };
}

// ------------------------------------------------------------------ occupation groups

const MOBILE: OccGrades = { 'react-native-dev': 3, 'flutter-dev': 3, 'ios-dev': 3, 'android-dev': 3 };
const DEVELOPERS: OccGrades = {
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
  ...MOBILE,
  'sap-abap-dev': 3,
  'salesforce-dev': 3,
  'bi-consultant': 1,
  'data-engineer': 1,
  'devops-engineer': 1,
};
const DATA: OccGrades = {
  'data-scientist': 3,
  'ml-engineer': 3,
  'data-engineer': 3,
  'data-analyst': 3,
  'bi-consultant': 3,
  dba: 2,
};
const DESIGNERS: OccGrades = { 'ux-designer': 3, 'ui-designer': 3, 'product-designer': 3, 'ux-researcher': 1 };
const SAP: OccGrades = { 'sap-sd-mm-consultant': 3, 'sap-fico-consultant': 3, 'sap-abap-dev': 3 };

// ------------------------------------------------------------------ the queries

export const HELD_OUT_QUERIES_4: HeldOutQuery[] = [
  // ================================================================ alias
  {
    kind: 'alias',
    body: { keywords: 'ingénieur dotnet' },
    judge: (t) => occ(t, { 'dotnet-dev': 3 }),
    note: '`dotnet` is .NET: the .NET/C# developers.',
  },
  {
    kind: 'alias',
    body: { keywords: 'analyste FP&A' },
    judge: (t) => occ(t, { 'financial-controller': 3, cfo: 1, 'fractional-cfo': 1 }),
    note: 'FP&A (financial planning & analysis) is management control: the financial controllers.',
  },
  {
    kind: 'alias',
    body: { keywords: 'consultant PBI' },
    judge: (t) => {
      const pbi = has(t, 'power-bi');
      if (t.occupation === 'bi-consultant') return pbi ? 3 : 1;
      if (t.occupation === 'data-analyst') return pbi ? 2 : 0;
      if (['financial-controller', 'data-engineer'].includes(t.occupation)) return pbi ? 1 : 0;
      return 0;
    },
    note: 'PBI is Power BI: a BI consultant with Power BI 3, without it 1; a data analyst with Power BI 2.',
  },
  {
    kind: 'alias',
    body: { keywords: 'CDP IT' },
    judge: (t) => occ(t, { 'project-manager': 3, 'moa-project-manager': 1, 'change-consultant': 1 }),
    note: 'CDP is chef de projet: IT project managers 3; business-side (MOA) and change project leads 1.',
  },
  {
    kind: 'alias',
    body: { keywords: 'consultant réf nat' },
    judge: (t) => (t.occupation === 'seo-consultant' ? 3 : t.occupation === 'wordpress-dev' && has(t, 'seo') ? 1 : 0),
    note: '`réf nat` is référencement naturel (SEO).',
  },
  {
    kind: 'alias',
    body: { keywords: 'admin SFDC' },
    judge: (t) => occ(t, { 'salesforce-consultant': 3, 'salesforce-dev': 2 }),
    note: 'SFDC is Salesforce; an administrator is the functional consultant, a Salesforce developer is close.',
  },
  {
    kind: 'alias',
    body: { keywords: 'ingé ML' },
    judge: (t) => occ(t, { 'ml-engineer': 3, 'data-scientist': 1 }),
    note: 'ingé ML is a machine learning engineer; data scientists are a neighbouring occupation.',
  },
  {
    kind: 'alias',
    body: { keywords: 'RAF' },
    judge: (t) => occ(t, { cfo: 3, 'fractional-cfo': 2, 'financial-controller': 1, accountant: 1 }),
    note: 'RAF is responsable administratif et financier: the CFO/DAF occupation; part-time CFOs are close.',
  },
  {
    kind: 'alias',
    body: { keywords: 'designer UI/UX' },
    judge: (t) => occ(t, { 'ux-designer': 3, 'ui-designer': 3, 'product-designer': 2, 'ux-researcher': 1 }),
  },
  {
    kind: 'alias',
    body: { keywords: 'CISO' },
    judge: (t) => occ(t, { 'security-consultant': 3, pentester: 1, 'soc-analyst': 1 }),
    note: 'CISO is the RSSI: the cybersecurity / GRC consultants (interim or part-time CISOs among them).',
  },

  // ================================================================ compound
  {
    kind: 'compound',
    body: { keywords: 'data engineer bigquery dbt' },
    judge: (t) =>
      lower(
        occ(t, { 'data-engineer': 3, 'data-analyst': 1, 'ml-engineer': 1, 'bi-consultant': 1 }),
        skill(t, 'bigquery'),
        skill(t, 'dbt'),
      ),
    note: 'Each named skill is an attribute: a data engineer with one of BigQuery and dbt is 1.',
  },
  {
    kind: 'compound',
    body: { keywords: 'dev symfony lille' },
    judge: (t) => combine(t.occupation === 'php-dev' ? lower(3, skill(t, 'symfony')) : 0, placeGrade(t, LILLE)),
  },
  {
    kind: 'compound',
    body: { keywords: 'consultant SAP FI/CO lyon' },
    judge: (t) =>
      combine(occ(t, { 'sap-fico-consultant': 3, 'sap-sd-mm-consultant': 1, 'sap-abap-dev': 1 }), placeGrade(t, LYON)),
  },
  {
    kind: 'compound',
    body: { keywords: 'devops azure 06' },
    judge: (t) =>
      combine(
        lower(occ(t, { 'devops-engineer': 3, sre: 2, 'cloud-architect': 1 }), skill(t, 'azure')),
        placeGrade(t, dept('06', '93')),
      ),
    note: '06 is the Alpes-Maritimes (Nice, Sophia Antipolis).',
  },
  {
    kind: 'compound',
    body: { keywords: 'PO assurance' },
    judge: (t) =>
      lower(
        occ(t, { 'product-owner': 3, 'product-manager': 1, 'business-analyst': 1, 'moa-project-manager': 1 }),
        sector(t, 'assurance'),
      ),
    note: 'A product owner who worked for insurers; banking is partly met.',
  },
  {
    kind: 'compound',
    body: { keywords: 'data analyst retail' },
    judge: (t) => lower(occ(t, { 'data-analyst': 3, 'bi-consultant': 2, 'data-scientist': 1 }), sector(t, 'retail')),
  },
  {
    kind: 'compound',
    body: { keywords: 'scrum master SAFe' },
    judge: (t) => lower(occ(t, { 'scrum-master': 3, 'product-owner': 1, 'project-manager': 1 }), skill(t, 'safe')),
  },
  {
    kind: 'compound',
    body: { keywords: 'architecte azure terraform' },
    judge: (t) =>
      lower(occ(t, { 'cloud-architect': 3, 'devops-engineer': 1, sre: 1 }), skill(t, 'azure'), skill(t, 'terraform')),
  },
  {
    kind: 'compound',
    body: { keywords: 'ingé réseau cisco bretagne' },
    judge: (t) =>
      combine(
        lower(occ(t, { 'network-engineer': 3, sysadmin: 1 }), skill(t, 'cisco')),
        placeGrade(t, region('FR', '53')),
      ),
  },
  {
    kind: 'compound',
    body: { keywords: 'contrôleuse de gestion santé' },
    judge: (t) => lower(occ(t, { 'financial-controller': 3, cfo: 1, 'fractional-cfo': 1 }), sector(t, 'sante')),
    note: 'A financial controller who worked in healthcare or pharma.',
  },

  // ================================================================ title-en-fr
  {
    kind: 'title-en-fr',
    body: { keywords: 'ingénieure de données' },
    judge: (t) => occ(t, { 'data-engineer': 3, 'data-analyst': 1, 'ml-engineer': 1, 'bi-consultant': 1 }),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'functional analyst' },
    judge: (t) =>
      occ(t, {
        'business-analyst': 3,
        'moa-project-manager': 2,
        'salesforce-consultant': 1,
        'product-owner': 1,
      }),
    note: 'Analyste fonctionnel; an AMOA consultant is close.',
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'gestionnaire de paie' },
    judge: (t) =>
      t.occupation === 'payroll-specialist' ? 3 : t.occupation === 'accountant' ? (has(t, 'paie') ? 2 : 1) : 0,
    note: 'Payroll specialists; an accountant who also runs payroll is close.',
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'treasury manager' },
    judge: (t) => occ(t, { treasurer: 3, 'fractional-cfo': 1, cfo: 1 }),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'internal auditor' },
    judge: (t) => occ(t, { auditor: 3, 'financial-controller': 1 }),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'mobile engineer' },
    judge: (t) => occ(t, MOBILE),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'software tester' },
    judge: (t) => occ(t, { 'qa-engineer': 3 }),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'directeur artistique digital' },
    judge: (t) => occ(t, { 'ui-designer': 3, 'ux-designer': 1, 'product-designer': 1 }),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'chargé d’études UX' },
    judge: (t) => occ(t, { 'ux-researcher': 3, 'ux-designer': 1, 'product-designer': 1 }),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'consultant en stratégie' },
    judge: (t) => occ(t, { 'management-consultant': 3, 'change-consultant': 1 }),
  },

  // ================================================================ attribute
  {
    kind: 'attribute',
    body: { keywords: 'coach agile anglais courant' },
    judge: (t) => lower(occ(t, { 'scrum-master': 3 }), fluent(t, 'en')),
  },
  {
    kind: 'attribute',
    body: { keywords: 'comptable 3j/semaine' },
    judge: (t) =>
      lower(
        occ(t, { accountant: 3, 'payroll-specialist': 1, 'financial-controller': 1, auditor: 1 }),
        daysPerWeek(t, 3),
      ),
  },
  {
    kind: 'attribute',
    body: { keywords: 'CFO part-time 1 jour/semaine' },
    judge: (t) => lower(occ(t, { 'fractional-cfo': 3, cfo: 2 }), daysPerWeek(t, 1)),
    note: 'A part-time CFO who wants 1 day a week; a CFO is close; 2 days is partly met.',
  },
  {
    kind: 'attribute',
    body: { keywords: "dev python 10 ans d'xp" },
    judge: (t) =>
      lower(
        t.occupation === 'python-dev' ? 3 : t.occupation === 'data-engineer' && has(t, 'python') ? 1 : 0,
        yearsAtLeast(t, 10),
      ),
  },
  {
    kind: 'attribute',
    body: { keywords: 'data analyst junior' },
    judge: (t) => lower(occ(t, { 'data-analyst': 3, 'bi-consultant': 1 }), seniority(t, 'junior')),
  },
  {
    kind: 'attribute',
    body: { keywords: 'angular dispo janvier' },
    judge: (t) => {
      const base =
        t.occupation === 'angular-dev'
          ? 3
          : t.occupation === 'fullstack-js-dev' && has(t, 'angular')
            ? 2
            : t.occupation === 'dotnet-dev' && has(t, 'angular')
              ? 1
              : 0;
      return lower(base, availableBy(t, '2027-01-31', '2027-02-28'));
    },
  },
  {
    kind: 'attribute',
    body: { keywords: 'devops TJM 550 max' },
    judge: (t) => lower(occ(t, { 'devops-engineer': 3, sre: 2, 'cloud-architect': 1 }), rateAtMost(t, 550, 600)),
  },
  {
    kind: 'attribute',
    body: { keywords: 'product designer remote' },
    judge: (t) => lower(occ(t, { 'product-designer': 3, 'ux-designer': 2, 'ui-designer': 1 }), fullRemote(t)),
  },
  {
    kind: 'attribute',
    body: { keywords: 'consultante SAP MM sur site' },
    judge: (t) => lower(t.occupation === 'sap-sd-mm-consultant' ? lower(3, skill(t, 'sap-mm')) : 0, onSite(t)),
    note: 'An SAP MM consultant (an SD-only one is 1) working on site.',
  },
  {
    kind: 'attribute',
    body: { keywords: 'développeur java confirmé' },
    judge: (t) => lower(occ(t, { 'java-dev': 3 }), seniority(t, 'confirme')),
  },

  // ================================================================ place
  {
    kind: 'place',
    body: { keywords: '69003' },
    judge: (t) =>
      placeGrade(t, { level: 'zip', cc: 'FR', zip: '69003', datasetCity: 'Lyon', dept: '69', region: '84' }),
    note: 'Lyon 3e; the rest of Lyon and the Rhône are close.',
  },
  {
    kind: 'place',
    body: { keywords: 'gironde' },
    judge: (t) => placeGrade(t, dept('33', '75')),
  },
  {
    kind: 'place',
    body: { keywords: 'nantes' },
    judge: (t) => placeGrade(t, NANTES),
  },
  {
    kind: 'place',
    body: { keywords: 'hauts de france' },
    judge: (t) => placeGrade(t, region('FR', '32')),
  },
  {
    kind: 'place',
    body: { keywords: 'lausanne' },
    judge: (t) => placeGrade(t, LAUSANNE),
  },
  {
    kind: 'place',
    body: { keywords: 'martinique' },
    judge: (t) => placeGrade(t, region('FR', '02')),
  },
  {
    kind: 'place',
    body: { keywords: 'wallonie' },
    judge: (t) => placeGrade(t, region('BE', 'WAL')),
  },
  {
    kind: 'place',
    body: { keywords: 'haute-corse' },
    judge: (t) => placeGrade(t, dept('2B', '94')),
  },
  {
    kind: 'place',
    body: { keywords: 'zurich' },
    judge: (t) => placeGrade(t, ZURICH),
  },
  {
    kind: 'place',
    body: { keywords: 'IDF' },
    judge: (t) => placeGrade(t, region('FR', '11')),
    note: 'IDF is Île-de-France.',
  },

  // ================================================================ typo
  {
    kind: 'typo',
    body: { keywords: 'dévelopeur symfony' },
    judge: (t) => (t.occupation === 'php-dev' ? lower(3, skill(t, 'symfony')) : 0),
  },
  {
    kind: 'typo',
    body: { keywords: 'comtpable' },
    judge: (t) => occ(t, { accountant: 3, 'payroll-specialist': 1, 'financial-controller': 1, auditor: 1 }),
  },
  {
    kind: 'typo',
    body: { keywords: 'scrum mastre' },
    judge: (t) => occ(t, { 'scrum-master': 3, 'product-owner': 1 }),
  },
  {
    kind: 'typo',
    body: { keywords: 'ingénieur résaux' },
    judge: (t) =>
      t.occupation === 'network-engineer' ? 3 : t.occupation === 'sysadmin' ? (has(t, 'networking') ? 2 : 1) : 0,
    note: 'réseaux; a systems & network administrator (networking skill) is close.',
  },
  {
    kind: 'typo',
    body: { keywords: 'data enginer' },
    judge: (t) => occ(t, { 'data-engineer': 3, 'data-analyst': 1, 'ml-engineer': 1, 'bi-consultant': 1 }),
  },
  {
    kind: 'typo',
    body: { keywords: 'terrafrom' },
    judge: (t) => (has(t, 'terraform') ? 3 : 0),
  },
  {
    kind: 'typo',
    body: { keywords: 'pyhton django' },
    judge: (t) => (t.occupation === 'python-dev' ? lower(3, skill(t, 'django')) : 0),
  },
  {
    kind: 'typo',
    body: { keywords: 'contrôleur de gesiton' },
    judge: (t) => occ(t, { 'financial-controller': 3, cfo: 1, 'fractional-cfo': 1 }),
  },
  {
    kind: 'typo',
    body: { keywords: 'ux reseacher' },
    judge: (t) => occ(t, { 'ux-researcher': 3, 'ux-designer': 1, 'product-designer': 1 }),
  },
  {
    kind: 'typo',
    body: { keywords: 'dev andoird kotlin' },
    judge: (t) =>
      occ(t, { 'android-dev': 3, 'flutter-dev': has(t, 'kotlin') ? 1 : 0, 'java-dev': has(t, 'kotlin') ? 1 : 0 }),
  },

  // ================================================================ exclusion
  {
    kind: 'exclusion',
    body: { keywords: 'dev php -wordpress' },
    judge: (t) =>
      t.occupation === 'wordpress-dev' || has(t, 'wordpress')
        ? 0
        : t.occupation === 'php-dev'
          ? 3
          : t.occupation === 'vue-dev' && has(t, 'php')
            ? 1
            : 0,
  },
  {
    kind: 'exclusion',
    body: { keywords: 'ingé devops -k8s' },
    judge: (t) => (has(t, 'kubernetes') ? 0 : occ(t, { 'devops-engineer': 3, sre: 1, 'cloud-architect': 1 })),
    note: 'k8s is Kubernetes: a DevOps engineer without Kubernetes.',
  },
  {
    kind: 'exclusion',
    body: { keywords: 'consultant sap -fico' },
    judge: (t) =>
      t.occupation === 'sap-fico-consultant' || hasAny(t, ['sap-fi', 'sap-co'])
        ? 0
        : occ(t, { 'sap-sd-mm-consultant': 3, 'sap-abap-dev': 2 }),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'développeur mobile -ios' },
    judge: (t) => (t.occupation === 'ios-dev' || has(t, 'ios') ? 0 : occ(t, MOBILE)),
    note: 'Excludes iOS developers (the ios skill); cross-platform developers (Flutter, React Native) stay.',
  },
  {
    kind: 'exclusion',
    body: { keywords: 'data analyst -tableau' },
    judge: (t) => (has(t, 'tableau') ? 0 : occ(t, { 'data-analyst': 3, 'bi-consultant': 2 })),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'chef de projet -moa' },
    judge: (t) =>
      t.occupation === 'moa-project-manager' || has(t, 'moa')
        ? 0
        : occ(t, { 'project-manager': 3, 'change-consultant': 1 }),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'designer -figma' },
    judge: (t) => (has(t, 'figma') ? 0 : occ(t, DESIGNERS)),
    note: 'Designers who do not use Figma (Sketch or Adobe XD).',
  },
  {
    kind: 'exclusion',
    body: { keywords: 'cloud architect -aws' },
    judge: (t) => (has(t, 'aws') ? 0 : occ(t, { 'cloud-architect': 3, 'devops-engineer': 1, sre: 1 })),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'développeur front -react' },
    judge: (t) =>
      t.occupation === 'react-dev' || has(t, 'react')
        ? 0
        : occ(t, { 'angular-dev': 3, 'vue-dev': 3, 'fullstack-js-dev': 2 }),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'contrôleur de gestion -sap' },
    judge: (t) =>
      hasAny(t, ['sap', 'sap-co', 'sap-fi']) ? 0 : occ(t, { 'financial-controller': 3, cfo: 1, 'fractional-cfo': 1 }),
  },

  // ================================================================ phrase
  {
    kind: 'phrase',
    body: { keywords: '"chef de projet MOA"' },
    judge: (t) => occ(t, { 'moa-project-manager': 3, 'project-manager': 1, 'business-analyst': 1 }),
  },
  {
    kind: 'phrase',
    body: { keywords: '"business intelligence"' },
    judge: (t) => occ(t, { 'bi-consultant': 3, 'data-analyst': 1 }),
  },
  {
    kind: 'phrase',
    body: { keywords: '"machine learning engineer"' },
    judge: (t) => occ(t, { 'ml-engineer': 3, 'data-scientist': 1 }),
  },
  {
    kind: 'phrase',
    body: { keywords: '"conduite du changement"' },
    judge: (t) => (t.occupation === 'change-consultant' ? 3 : has(t, 'conduite-du-changement') ? 2 : 0),
    note: 'Change consultants; anyone else whose skills hold change management is close.',
  },
  {
    kind: 'phrase',
    body: { keywords: `"tests d'intrusion"` },
    judge: (t) => occ(t, { pentester: 3, 'security-consultant': 1, 'soc-analyst': 1 }),
  },
  {
    kind: 'phrase',
    body: { keywords: '"directrice financière"' },
    judge: (t) => occ(t, { cfo: 3, 'fractional-cfo': 2, 'financial-controller': 1 }),
  },
  {
    kind: 'phrase',
    body: { keywords: '"design system"' },
    judge: (t) => (has(t, 'design-system') ? 3 : 0),
  },
  {
    kind: 'phrase',
    body: { keywords: '"spring boot" kafka' },
    judge: (t) => (t.occupation === 'java-dev' ? lower(3, skill(t, 'kafka')) : 0),
  },
  {
    kind: 'phrase',
    body: { keywords: '"sql server"' },
    judge: (t) => (has(t, 'sql-server') ? 3 : 0),
  },
  {
    kind: 'phrase',
    body: { keywords: '"recette fonctionnelle"' },
    judge: (t) =>
      t.occupation === 'qa-engineer'
        ? 3
        : t.occupation === 'moa-project-manager'
          ? 2
          : ['business-analyst', 'product-owner'].includes(t.occupation) && has(t, 'recette')
            ? 1
            : 0,
    note: 'Functional acceptance testing: testers 3, MOA project managers (recette is their core) 2.',
  },

  // ================================================================ or
  {
    kind: 'or',
    body: { keywords: 'nantes OR rennes' },
    judge: (t) => max(placeGrade(t, NANTES), placeGrade(t, RENNES)),
  },
  {
    kind: 'or',
    body: { keywords: 'pentest OR "red team"' },
    judge: (t) =>
      t.occupation === 'pentester' || hasAny(t, ['pentest', 'red-team'])
        ? 3
        : occ(t, { 'security-consultant': 1, 'soc-analyst': 1 }),
  },
  {
    kind: 'or',
    body: { keywords: 'tableau OR qlik' },
    judge: (t) => (hasAny(t, ['tableau', 'qlik']) ? 3 : 0),
  },
  {
    kind: 'or',
    body: { keywords: '"product owner" OR "product manager"' },
    judge: (t) =>
      occ(t, {
        'product-owner': 3,
        'product-manager': 3,
        'business-analyst': 1,
        'scrum-master': 1,
        'product-designer': 1,
      }),
  },
  {
    kind: 'or',
    body: { keywords: 'kotlin OR swift' },
    judge: (t) => (hasAny(t, ['kotlin', 'swift']) ? 3 : 0),
  },
  {
    kind: 'or',
    body: { keywords: 'lille OR bruxelles' },
    judge: (t) => max(placeGrade(t, LILLE), placeGrade(t, BRUXELLES)),
  },
  {
    kind: 'or',
    body: { keywords: 'django OR fastapi' },
    judge: (t) => (hasAny(t, ['django', 'fastapi']) ? 3 : 0),
  },
  {
    kind: 'or',
    body: { keywords: 'devops bordeaux OR devops toulouse' },
    judge: (t) => {
      const o = occ(t, { 'devops-engineer': 3, sre: 2, 'cloud-architect': 1 });
      return max(combine(o, placeGrade(t, BORDEAUX)), combine(o, placeGrade(t, TOULOUSE)));
    },
  },
  {
    kind: 'or',
    body: { keywords: 'comptable OR "gestionnaire de paie"' },
    judge: (t) => occ(t, { accountant: 3, 'payroll-specialist': 3, 'financial-controller': 1, auditor: 1 }),
  },
  {
    kind: 'or',
    body: { keywords: 'snowflake OR bigquery' },
    judge: (t) => (hasAny(t, ['snowflake', 'bigquery']) ? 3 : 0),
  },

  // ================================================================ filter
  filtered({ skills: ['python'], seniority: ['expert'] }, 'Python, declared Expert; no keywords.'),
  filtered(
    { keywords: 'développeur', workAreas: ['bretagne'] },
    'Developers living in Brittany or naming it, or a place in it, in a work area.',
    (t) => occ(t, DEVELOPERS),
  ),
  filtered({ skills: ['figma'], available: true }, 'Figma, declared available; no keywords.'),
  filtered(
    { keywords: 'SAP', workAreas: ['suisse'] },
    'SAP consultants and developers in Switzerland; a controller with SAP is 1.',
    (t) => (SAP[t.occupation] ?? (has(t, 'sap') ? 1 : 0)) as Grade,
  ),
  filtered({ keywords: 'designer', seniority: ['junior'] }, 'Junior designers.', (t) => occ(t, DESIGNERS)),
  filtered(
    { keywords: 'cloud', skills: ['terraform', 'aws'] },
    'Terraform and AWS; cloud architects 3, DevOps and SRE 2.',
    (t) => occ(t, { 'cloud-architect': 3, 'devops-engineer': 2, sre: 2 }),
  ),
  filtered(
    { keywords: 'data', workAreas: ['provence-alpes-cote-d-azur', 'occitanie'] },
    'Data profiles in the south (PACA or Occitanie).',
    (t) => occ(t, DATA),
  ),
  filtered(
    { keywords: 'chef de projet', available: true },
    'Available project managers (IT or MOA); change project leads 2.',
    (t) =>
      occ(t, {
        'project-manager': 3,
        'moa-project-manager': 3,
        'change-consultant': 2,
        'product-owner': 1,
        'scrum-master': 1,
      }),
  ),
  filtered({ skills: ['scrum'], workAreas: ['ile-de-france'] }, 'Scrum, Île-de-France; no keywords.'),
  filtered(
    { keywords: 'salesforce', seniority: ['senior', 'expert'] },
    'Senior or expert Salesforce consultants and developers.',
    (t) => occ(t, { 'salesforce-consultant': 3, 'salesforce-dev': 3 }),
  ),
];
