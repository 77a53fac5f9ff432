/**
 * An eighth blind held-out query set: 100 queries (ten per class), typed the way recruiters on French freelance
 * IT/data/product/design/finance/consulting platforms type them (French and English, shorthand and acronyms, feminine
 * titles, typos, places as cities, departments, postal codes and regions of France, Belgium, Switzerland, Luxembourg
 * and overseas, attribute words, OR groups, exclusions, quoted phrases, filters, Monday-morning noise), each with a
 * judgment of every profile of the held-out corpus from its Truth only.
 *
 * Written by a helper on 2026-11-27. What was read: README.md (grade scale, combination rules, query classes, rules),
 * types.ts, occupations.ts, skills.ts, people.ts (only to know what identity data exists; no query is built from
 * names), referential-slugs.json, corpus.ts (the generator of the 480 profiles and their Truth), text-fr-en.ts, rng.ts
 * and places.ts, lines 1-75 of queries-4.ts (its header: the judging conventions, adopted here so that the sets
 * compare), and in /work/shared/spec/interface-specification.md only the sections Meta, MetaFreelance, Preferences,
 * WorkArea and POST /partners/search (the request body and its keyword grammar). What was NOT read: anything under
 * src/ (the engine, its vocabulary, its search code), docs/, test/, scripts/, the rest of bench/ (queries.ts,
 * queries-2.ts ... queries-7.ts, queries-4.ts past line 75, check.ts, identity-probes.ts, bench/relevance/queries.ts,
 * relevance.bench.ts), the repository's README.md and its git history; the repository was not grepped. The service was
 * not started and no search, test or benchmark was run: every judgment below was written before any engine answered.
 * A small script outside the repository read the corpus's Truth to count how many profiles each judgment grades 1, 2
 * and 3, so that every query has at least one profile graded 2 or 3 (a query without one was changed, never its
 * judgment).
 *
 * Judging conventions (those of queries-4.ts's header, restated briefly; Truth only, never the profile's text):
 * - Occupation first: each query names the occupations that are exactly it (3), a close one (2), a neighbouring one
 *   (1). Feminine titles grade men and women alike.
 * - Attributes lower that grade: met keeps it, partly met takes 1 off, not met takes 2 off; several attributes each
 *   take their share. A technical skill named beside a title is an attribute (met when the Truth's skills hold it);
 *   a sector likewise (`banque` and `assurance` partly meet each other).
 * - A bare skill (no title) grades 3 every profile whose Truth holds it, whatever its occupation; several bare skills
 *   are each an attribute of that 3 (all held 3, one missing 1).
 * - Seniority: the declared seniority decides; an empty one falls back on the years (0-2 junior, 3-6 confirmé, 7-10
 *   senior, 11+ expert). `N ans d'xp` is met by yearsOfExperience >= N, not met below.
 * - Remote: `remote` / `télétravail` / `100% remote` met by a Full remote preference, partly by Hybride or no
 *   preference, not met by Sur site only; `sur site` / `présentiel` the other way round.
 * - Availability relative to 2026-11-24: `dispo` / `dispo immédiate` met by available, partly by a date up to
 *   2026-12-25; `dispo début janvier` met by available or a date up to 2027-01-15, partly up to 2027-01-31.
 * - Languages: `anglais courant`, `germanophone` met by native, bilingual or fluent, partly by professional.
 * - Days a week `3 jours/sem`: met by a preference holding 3, partly by one holding 2 or 4 or by none stated.
 * - Day rate `TJM max 650`: met at 650 or less, partly up to 700 or when no figure is given.
 * - Places (README rules): who lives there 3; who lives close (same department; for a Swiss or Luxembourg city the
 *   same canton; for Brussels the same region; for a postal code the same city or department) or names it, or its
 *   department, in a work area 2; 1 for who names a wider area holding it (its region, its country) or another city
 *   of its department in a work area, who lives in the same region but another department, and a freelancer open to
 *   Full remote living in the same country. A department: lives there 3; names it or a city in it 2; its region or
 *   country named, lives in the same region, Full remote in the country 1. A region: lives there 3; names it or a
 *   place in it 2; names its country or Full remote in the country 1. A country: lives there 3; names a place in it 2.
 * - Occupation + place: grades combine by their sum (3+3 gives 3, 3+2 gives 2, 3+1 or 2+2 gives 1, less gives 0).
 * - OR: the best grade of the groups, each group judged on its own as the grammar reads it (its implicit AND, its
 *   phrases and exclusions stay inside it). Exclusion `-word`: a profile that is the excluded thing (its occupation,
 *   the skill in its Truth, its seniority) is 0, whatever its text says.
 * - Filters are hard constraints: `skills` needs every slug in the Truth's skills; `seniority` is the declared
 *   seniority (an empty one is outside); `available` is the declared availability; `workAreas` holds a profile who
 *   lives in one of the regions/countries or names it, or a place in it, in a work area (a work area `France` is not
 *   inside a French region). A profile outside the filter is 0; a filter with no keywords grades every profile inside
 *   it 3.
 *
 * Settled here, where the README leaves it open:
 * - `senior` is met by Senior and by Expert (a recruiter asking for a senior takes ten years and more); `expert` is
 *   met by Expert, partly by Senior; `confirmé` met by Confirmé, partly by Senior; `junior` met by Junior only.
 *   `lead dev` asks for a developer whose seniority is Senior or Expert.
 * - Monday-morning noise (`urgent`, `cherche`, `profil`, `freelance`, `mission`, `H/F`) means nothing: a query is judged
 *   as if it were absent (every profile is a freelancer).
 * - A day rate in CHF is compared in euros at 1 CHF = 1.05 EUR.
 * - A Swiss or Luxembourg canton plays the department and the country the region (there is no level between): living
 *   elsewhere in the country is not close; Brussels is its own region, so the rest of Belgium is not close either.
 *   An overseas region is its one department: naming `La Réunion` the region names 974.
 * - `-junior` excludes a profile whose seniority is Junior (or, undeclared, 0-2 years); `-fico` excludes the SAP FI
 *   and CO skills as well as the FICO consultants.
 *
 * Usage: `import { HELD_OUT_QUERIES_8 } from './queries-8'`; each query's `body` is a POST /partners/search body;
 * `judge(truth)` grades a profile of `heldOutCorpus()` from its Truth. Blind: never tune the engine on it.
 */
import type { Grade, HeldOutArea, HeldOutQuery, Truth } from './types';

// ------------------------------------------------------------------ grading helpers

type Met = 'met' | 'partly' | 'not';
type OccGrades = Record<string, Grade>;

const clamp = (n: number): Grade => (n >= 3 ? 3 : n <= 0 ? 0 : (n as Grade));
const best = (...gs: Grade[]): Grade => clamp(Math.max(0, ...gs));
const occ = (t: Truth, m: OccGrades): Grade => m[t.occupation] ?? 0;
const has = (t: Truth, s: string): boolean => t.skills.includes(s);
const hasAny = (t: Truth, ss: string[]): boolean => ss.some((s) => t.skills.includes(s));
const skill = (t: Truth, s: string): Met => (has(t, s) ? 'met' : 'not');

/** Lowers a grade by its attributes: met keeps, partly takes 1 off, not met takes 2 off. */
function lower(g: Grade, ...attrs: Met[]): Grade {
  const off = attrs.reduce((s, a) => s + (a === 'met' ? 0 : a === 'partly' ? 1 : 2), 0);
  return g === 0 ? 0 : clamp(g - off);
}

/** Occupation + place: 3+3 gives 3, 3+2 gives 2, 3+1 or 2+2 gives 1, less gives 0. */
const combine = (o: Grade, p: Grade): Grade => (o === 0 || p === 0 ? 0 : clamp(o + p - 3));

/** Several bare skills: all held 3, each missing one takes 2 off. */
const bare = (t: Truth, ...ss: string[]): Grade =>
  ss.some((s) => has(t, s)) ? lower(3, ...ss.map((s) => skill(t, s))) : 0;

// ---- seniority

type Bucket = 'junior' | 'confirme' | 'senior' | 'expert';
function bucket(t: Truth): Bucket {
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
function sen(t: Truth, want: Bucket): Met {
  const b = bucket(t);
  if (want === 'senior') return b === 'senior' || b === 'expert' ? 'met' : 'not';
  if (want === 'expert') return b === 'expert' ? 'met' : b === 'senior' ? 'partly' : 'not';
  if (want === 'confirme') return b === 'confirme' ? 'met' : b === 'senior' ? 'partly' : 'not';
  return b === 'junior' ? 'met' : 'not';
}
const declaredSlug = (t: Truth): string =>
  ({
    'Junior (0-2 ans)': 'junior',
    'Confirme (3-6 ans)': 'confirme',
    'Senior (7-10 ans)': 'senior',
    'Expert (10+ ans)': 'expert',
  })[t.seniority as string] ?? '';

// ---- other attributes

const fullRemote = (t: Truth): Met =>
  t.remote.includes('Full remote') ? 'met' : t.remote.includes('Hybride') || t.remote.length === 0 ? 'partly' : 'not';
const onSite = (t: Truth): Met =>
  t.remote.includes('Sur site') ? 'met' : t.remote.includes('Hybride') || t.remote.length === 0 ? 'partly' : 'not';

/** Available, or a date up to `metBy` (met) / `partlyBy` (partly). */
function avail(t: Truth, metBy: string | null, partlyBy: string): Met {
  if (t.availability.available) return 'met';
  const from = t.availability.from;
  if (!from) return 'not';
  if (metBy && from <= metBy) return 'met';
  return from <= partlyBy ? 'partly' : 'not';
}

/** Speaks a language: native, bilingual or fluent met; professional partly. */
function speaks(t: Truth, code: string): Met {
  const l = t.languages.find((x) => x.language === code);
  if (!l) return 'not';
  return ['native', 'bilingual', 'fluent'].includes(l.level) ? 'met' : l.level === 'professional' ? 'partly' : 'not';
}

const years = (t: Truth, n: number): Met => (t.yearsOfExperience >= n ? 'met' : 'not');

function days(t: Truth, n: number): Met {
  if (t.daysPerWeek.length === 0) return 'partly';
  if (t.daysPerWeek.includes(String(n))) return 'met';
  return t.daysPerWeek.includes(String(n - 1)) || t.daysPerWeek.includes(String(n + 1)) ? 'partly' : 'not';
}

function rateMax(t: Truth, max: number): Met {
  if (t.rate.amount === null) return 'partly';
  const eur = t.rate.currency === 'CHF' ? t.rate.amount * 1.05 : t.rate.amount;
  return eur <= max ? 'met' : eur <= max + 50 ? 'partly' : 'not';
}

function sector(t: Truth, s: Truth['sectors'][number]): Met {
  if (t.sectors.includes(s)) return 'met';
  if (s === 'banque' && t.sectors.includes('assurance')) return 'partly';
  if (s === 'assurance' && t.sectors.includes('banque')) return 'partly';
  return 'not';
}

// ---- places

interface CityPlace {
  /** The city as profiles and the dataset write it (`Bruxelles`, `Brussels`). */
  names: string[];
  /** French department or Belgian province; absent for a Swiss, Luxembourg or Brussels city. */
  dept?: string;
  /** Region (or canton). */
  region: string;
  country: string;
}

const fullRemoteIn = (t: Truth, country: string): boolean =>
  t.remote.includes('Full remote') && t.home.countryCode === country;
const areas = (t: Truth, pred: (a: HeldOutArea) => boolean): boolean => t.workAreas.some(pred);

/** The close unit of a city: its department, or its canton / region when it has none. */
const closeTo = (p: CityPlace, x: { departmentCode?: string; regionCode?: string; countryCode: string }): boolean =>
  x.countryCode === p.country && (p.dept ? x.departmentCode === p.dept : x.regionCode === p.region);

function cityGrade(t: Truth, p: CityPlace): Grade {
  const h = t.home;
  if (closeTo(p, h) && p.names.includes(h.city)) return 3;
  if (closeTo(p, h)) return 2;
  if (areas(t, (a) => a.type === 'ville' && closeTo(p, a) && p.names.includes(a.cityName ?? ''))) return 2;
  if (areas(t, (a) => (p.dept ? a.type === 'departement' : a.type === 'region') && closeTo(p, a))) return 2;
  if (areas(t, (a) => a.type === 'ville' && closeTo(p, a))) return 1;
  if (p.dept && areas(t, (a) => a.type === 'region' && a.countryCode === p.country && a.regionCode === p.region))
    return 1;
  if (areas(t, (a) => a.type === 'pays' && a.countryCode === p.country)) return 1;
  if (p.dept && h.countryCode === p.country && h.regionCode === p.region) return 1;
  return fullRemoteIn(t, p.country) ? 1 : 0;
}

function postalGrade(t: Truth, postal: string, p: CityPlace): Grade {
  const h = t.home;
  if (h.countryCode === p.country && h.postalCode === postal) return 3;
  const g = cityGrade(t, p);
  if (g === 3) return 2; // same city, another postal code
  if (areas(t, (a) => a.type === 'ville' && a.countryCode === p.country && a.cityZipCode === postal)) return 2;
  return g;
}

function deptGrade(t: Truth, dept: string, region: string, country = 'FR', overseas = false): Grade {
  const h = t.home;
  if (h.countryCode === country && h.departmentCode === dept) return 3;
  if (areas(t, (a) => a.countryCode === country && a.departmentCode === dept)) return 2;
  if (areas(t, (a) => a.type === 'region' && a.countryCode === country && a.regionCode === region))
    return overseas ? 2 : 1;
  if (areas(t, (a) => a.type === 'pays' && a.countryCode === country)) return 1;
  if (h.countryCode === country && h.regionCode === region) return 1;
  return fullRemoteIn(t, country) ? 1 : 0;
}

function regionGrade(t: Truth, region: string, country = 'FR'): Grade {
  const h = t.home;
  if (h.countryCode === country && h.regionCode === region) return 3;
  if (areas(t, (a) => a.type !== 'pays' && a.countryCode === country && a.regionCode === region)) return 2;
  if (areas(t, (a) => a.type === 'pays' && a.countryCode === country)) return 1;
  return fullRemoteIn(t, country) ? 1 : 0;
}

function countryGrade(t: Truth, country: string): Grade {
  if (t.home.countryCode === country) return 3;
  return areas(t, (a) => a.countryCode === country) ? 2 : 0;
}

const TOULOUSE: CityPlace = { names: ['Toulouse'], dept: '31', region: '76', country: 'FR' };
const MONTPELLIER: CityPlace = { names: ['Montpellier'], dept: '34', region: '76', country: 'FR' };
const BORDEAUX: CityPlace = { names: ['Bordeaux'], dept: '33', region: '75', country: 'FR' };
const MERIGNAC: CityPlace = { names: ['Mérignac'], dept: '33', region: '75', country: 'FR' };
const NANTES: CityPlace = { names: ['Nantes'], dept: '44', region: '52', country: 'FR' };
const LILLE: CityPlace = { names: ['Lille'], dept: '59', region: '32', country: 'FR' };
const GENEVE: CityPlace = { names: ['Genève', 'Geneva'], region: 'GE', country: 'CH' };
const LAUSANNE: CityPlace = { names: ['Lausanne'], region: 'VD', country: 'CH' };
const ZURICH: CityPlace = { names: ['Zürich', 'Zurich'], region: 'ZH', country: 'CH' };
const BRUXELLES: CityPlace = { names: ['Bruxelles', 'Brussels'], region: 'BRU', country: 'BE' };
const ANVERS: CityPlace = { names: ['Anvers', 'Antwerpen'], dept: 'VAN', region: 'VLG', country: 'BE' };

// ---- filters

const SLUG_AREA: Record<string, { country: string; region?: string }> = {
  'ile-de-france': { country: 'FR', region: '11' },
  'auvergne-rhone-alpes': { country: 'FR', region: '84' },
  'provence-alpes-cote-d-azur': { country: 'FR', region: '93' },
  occitanie: { country: 'FR', region: '76' },
  guadeloupe: { country: 'FR', region: '01' },
  martinique: { country: 'FR', region: '02' },
  guyane: { country: 'FR', region: '03' },
  belgique: { country: 'BE' },
  suisse: { country: 'CH' },
  luxembourg: { country: 'LU' },
};

function inAreas(t: Truth, slugs: string[]): boolean {
  return slugs.some((slug) => {
    const r = SLUG_AREA[slug];
    if (!r) throw new Error(`unknown area slug ${slug}`);
    const h = t.home;
    if (r.region)
      return (
        (h.countryCode === r.country && h.regionCode === r.region) ||
        areas(t, (a) => a.countryCode === r.country && a.regionCode === r.region)
      );
    return h.countryCode === r.country || areas(t, (a) => a.countryCode === r.country);
  });
}

interface Filters {
  skills?: string[];
  workAreas?: string[];
  seniority?: string[];
  available?: boolean;
}
function inside(t: Truth, f: Filters): boolean {
  if (f.skills && !f.skills.every((s) => has(t, s))) return false;
  if (f.seniority && !f.seniority.includes(declaredSlug(t))) return false;
  if (f.available !== undefined && t.availability.available !== f.available) return false;
  if (f.workAreas && !inAreas(t, f.workAreas)) return false;
  return true;
}
/** A query with filters: its keywords' grade inside the filters, 0 outside. */
function filtered(body: Filters & { keywords?: string }, grade: (t: Truth) => Grade): HeldOutQuery {
  return { kind: 'filter', body, judge: (t) => (inside(t, body) ? grade(t) : 0) };
}

// ------------------------------------------------------------------ occupation groups

const BACKEND: OccGrades = {
  'node-dev': 3,
  'java-dev': 3,
  'python-dev': 3,
  'dotnet-dev': 3,
  'go-dev': 3,
  'php-dev': 3,
  'fullstack-js-dev': 2,
  'embedded-dev': 1,
};
const MOBILE: OccGrades = { 'react-native-dev': 3, 'flutter-dev': 3, 'ios-dev': 3, 'android-dev': 3 };
const DEVELOPERS = [
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
  'react-native-dev',
  'flutter-dev',
  'ios-dev',
  'android-dev',
  'sap-abap-dev',
  'salesforce-dev',
];
const isDev = (t: Truth): boolean => DEVELOPERS.includes(t.occupation);
const PROJECT: OccGrades = {
  'project-manager': 3,
  'moa-project-manager': 2,
  'change-consultant': 2,
  'product-owner': 1,
  'scrum-master': 1,
};
const UX: OccGrades = { 'ux-designer': 3, 'product-designer': 2, 'ui-designer': 1, 'ux-researcher': 1 };

// ------------------------------------------------------------------ the queries

export const HELD_OUT_QUERIES_8: HeldOutQuery[] = [
  // ================================================================ alias
  {
    kind: 'alias',
    body: { keywords: 'CDP MOA' },
    judge: (t) => occ(t, { 'moa-project-manager': 3, 'business-analyst': 2, 'project-manager': 1, 'product-owner': 1 }),
    note: 'CDP = chef de projet; MOA = maîtrise d’ouvrage.',
  },
  {
    kind: 'alias',
    body: { keywords: 'RAF H/F' },
    judge: (t) => occ(t, { cfo: 3, 'fractional-cfo': 2, 'financial-controller': 1, accountant: 1 }),
    note: 'RAF = responsable administratif et financier; H/F is noise.',
  },
  {
    kind: 'alias',
    body: { keywords: 'ML eng' },
    judge: (t) => occ(t, { 'ml-engineer': 3, 'data-scientist': 2, 'data-engineer': 1 }),
    note: 'Machine learning engineer.',
  },
  {
    kind: 'alias',
    body: { keywords: 'admin BDD oracle' },
    judge: (t) => lower(occ(t, { dba: 3 }), skill(t, 'oracle')),
    note: 'Administrateur de bases de données (DBA) with Oracle.',
  },
  {
    kind: 'alias',
    body: { keywords: 'rédac tech' },
    judge: (t) => occ(t, { 'technical-writer': 3 }),
    note: 'Rédacteur technique / technical writer.',
  },
  {
    kind: 'alias',
    body: { keywords: 'FP&A' },
    judge: (t) => occ(t, { 'financial-controller': 3, cfo: 1, 'fractional-cfo': 1 }),
    note: 'Financial planning & analysis: a business / financial controller.',
  },
  {
    kind: 'alias',
    body: { keywords: 'référenceur' },
    judge: (t) => occ(t, { 'seo-consultant': 3, 'wordpress-dev': 1 }),
    note: 'Référenceur = SEO consultant.',
  },
  {
    kind: 'alias',
    body: { keywords: 'dév JEE' },
    judge: (t) => occ(t, { 'java-dev': 3 }),
    note: 'JEE (Java EE, J2EE) developer.',
  },
  {
    kind: 'alias',
    body: { keywords: 'D365 F&O' },
    judge: (t) => occ(t, { 'dynamics-consultant': 3 }),
    note: 'Microsoft Dynamics 365 Finance & Operations.',
  },
  {
    kind: 'alias',
    body: { keywords: 'SFDC admin' },
    judge: (t) => occ(t, { 'salesforce-consultant': 3, 'salesforce-dev': 2 }),
    note: 'SFDC = Salesforce; an administrator is one of the Salesforce consultants.',
  },

  // ================================================================ compound
  {
    kind: 'compound',
    body: { keywords: 'data engineer snowflake dbt' },
    judge: (t) =>
      lower(
        occ(t, { 'data-engineer': 3, 'bi-consultant': 1, 'data-analyst': 1 }),
        skill(t, 'snowflake'),
        skill(t, 'dbt'),
      ),
  },
  {
    kind: 'compound',
    body: { keywords: 'dév python django lille' },
    judge: (t) =>
      combine(
        lower(occ(t, { 'python-dev': 3, 'data-scientist': 1, 'ml-engineer': 1 }), skill(t, 'django')),
        cityGrade(t, LILLE),
      ),
  },
  {
    kind: 'compound',
    body: { keywords: 'consultante sap fico s4' },
    judge: (t) =>
      lower(occ(t, { 'sap-fico-consultant': 3, 'sap-sd-mm-consultant': 1, 'sap-abap-dev': 1 }), skill(t, 's4hana')),
    note: 'S4 = S/4HANA.',
  },
  {
    kind: 'compound',
    body: { keywords: 'DAF industrie' },
    judge: (t) => lower(occ(t, { cfo: 3, 'fractional-cfo': 2, 'financial-controller': 1 }), sector(t, 'industrie')),
  },
  {
    kind: 'compound',
    body: { keywords: 'PO banque paris' },
    judge: (t) =>
      combine(
        lower(occ(t, { 'product-owner': 3, 'product-manager': 1, 'business-analyst': 1 }), sector(t, 'banque')),
        cityGrade(t, { names: ['Paris'], dept: '75', region: '11', country: 'FR' }),
      ),
  },
  {
    kind: 'compound',
    body: { keywords: 'ux designer figma bordeaux' },
    judge: (t) => combine(lower(occ(t, UX), skill(t, 'figma')), cityGrade(t, BORDEAUX)),
  },
  {
    kind: 'compound',
    body: { keywords: 'comptable 59' },
    judge: (t) => combine(occ(t, { accountant: 3, 'payroll-specialist': 1, auditor: 1 }), deptGrade(t, '59', '32')),
  },
  {
    kind: 'compound',
    body: { keywords: 'pentest active directory' },
    judge: (t) =>
      lower(occ(t, { pentester: 3, 'soc-analyst': 1, 'security-consultant': 1 }), skill(t, 'active-directory')),
  },
  {
    kind: 'compound',
    body: { keywords: 'cheffe de projet SI genève' },
    judge: (t) => combine(occ(t, PROJECT), cityGrade(t, GENEVE)),
  },
  {
    kind: 'compound',
    body: { keywords: 'data bruxelles' },
    judge: (t) =>
      combine(t.family === 'data' ? 3 : occ(t, { 'business-analyst': 1, 'product-owner': 1 }), cityGrade(t, BRUXELLES)),
    note: 'Any data occupation (data scientist, engineer, analyst, BI, ML, DBA) is a data profile.',
  },

  // ================================================================ title-en-fr
  {
    kind: 'title-en-fr',
    body: { keywords: 'ingénieur fiabilité' },
    judge: (t) => occ(t, { sre: 3, 'devops-engineer': 1 }),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'backend software engineer' },
    judge: (t) => occ(t, BACKEND),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'analyste de données' },
    judge: (t) =>
      occ(t, { 'data-analyst': 3, 'bi-consultant': 2, 'data-scientist': 1, 'data-engineer': 1, 'business-analyst': 1 }),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'payroll manager' },
    judge: (t) => occ(t, { 'payroll-specialist': 3, accountant: 1 }),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'trésorière' },
    judge: (t) => occ(t, { treasurer: 3, 'fractional-cfo': 1, cfo: 1 }),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'internal auditor' },
    judge: (t) => occ(t, { auditor: 3, 'financial-controller': 1 }),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'directrice artistique digitale' },
    judge: (t) => occ(t, { 'ui-designer': 3, 'product-designer': 1, 'ux-designer': 1 }),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'change management consultant' },
    judge: (t) => occ(t, { 'change-consultant': 3, 'management-consultant': 1 }),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'mobile engineer' },
    judge: (t) => occ(t, MOBILE),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'chef de produit digital' },
    judge: (t) => occ(t, { 'product-manager': 3, 'product-owner': 2 }),
  },

  // ================================================================ attribute
  {
    kind: 'attribute',
    body: { keywords: 'data scientist anglais courant' },
    judge: (t) => lower(occ(t, { 'data-scientist': 3, 'ml-engineer': 2 }), speaks(t, 'en')),
  },
  {
    kind: 'attribute',
    body: { keywords: 'dév angular confirmé' },
    judge: (t) =>
      lower(
        t.occupation === 'angular-dev' ? 3 : t.occupation === 'fullstack-js-dev' && has(t, 'angular') ? 2 : 0,
        sen(t, 'confirme'),
      ),
  },
  {
    kind: 'attribute',
    body: { keywords: 'product owner dispo début janvier' },
    judge: (t) => lower(occ(t, { 'product-owner': 3, 'product-manager': 1 }), avail(t, '2027-01-15', '2027-01-31')),
  },
  {
    kind: 'attribute',
    body: { keywords: 'devops 100% télétravail' },
    judge: (t) => lower(occ(t, { 'devops-engineer': 3, sre: 2, 'cloud-architect': 1 }), fullRemote(t)),
  },
  {
    kind: 'attribute',
    body: { keywords: 'contrôleuse de gestion 3 jours/sem' },
    judge: (t) => lower(occ(t, { 'financial-controller': 3, cfo: 1, 'fractional-cfo': 1 }), days(t, 3)),
  },
  {
    kind: 'attribute',
    body: { keywords: 'data engineer germanophone' },
    judge: (t) => lower(occ(t, { 'data-engineer': 3, 'data-scientist': 1, 'ml-engineer': 1 }), speaks(t, 'de')),
  },
  {
    kind: 'attribute',
    body: { keywords: "dev java 10 ans d'exp" },
    judge: (t) => lower(occ(t, { 'java-dev': 3 }), years(t, 10)),
  },
  {
    kind: 'attribute',
    body: { keywords: 'scrum master TJM max 650' },
    judge: (t) => lower(occ(t, { 'scrum-master': 3, 'product-owner': 1 }), rateMax(t, 650)),
  },
  {
    kind: 'attribute',
    body: { keywords: 'junior UX designer' },
    judge: (t) => lower(occ(t, UX), sen(t, 'junior')),
  },
  {
    kind: 'attribute',
    body: { keywords: 'urgent chef de projet IT sur site' },
    judge: (t) => lower(occ(t, PROJECT), onSite(t)),
    note: '`urgent` is noise.',
  },

  // ================================================================ place
  {
    kind: 'place',
    body: { keywords: '33700' },
    judge: (t) => postalGrade(t, '33700', MERIGNAC),
    note: 'Mérignac.',
  },
  {
    kind: 'place',
    body: { keywords: 'Haute-Garonne' },
    judge: (t) => deptGrade(t, '31', '76'),
  },
  {
    kind: 'place',
    body: { keywords: 'lausanne' },
    judge: (t) => cityGrade(t, LAUSANNE),
  },
  {
    kind: 'place',
    body: { keywords: 'Wallonie' },
    judge: (t) => regionGrade(t, 'WAL', 'BE'),
    note: 'The dataset names it Région wallonne.',
  },
  {
    kind: 'place',
    body: { keywords: '974' },
    judge: (t) => deptGrade(t, '974', '04', 'FR', true),
    note: 'La Réunion.',
  },
  {
    kind: 'place',
    body: { keywords: 'bretagne' },
    judge: (t) => regionGrade(t, '53'),
  },
  {
    kind: 'place',
    body: { keywords: 'Luxembourg' },
    judge: (t) => countryGrade(t, 'LU'),
    note: 'The country (no profile lives in, or names, the Belgian province).',
  },
  {
    kind: 'place',
    body: { keywords: 'anvers' },
    judge: (t) => cityGrade(t, ANVERS),
    note: 'Antwerpen in the dataset.',
  },
  {
    kind: 'place',
    body: { keywords: 'freelance IDF' },
    judge: (t) => regionGrade(t, '11'),
    note: 'IDF = Île-de-France; `freelance` is noise.',
  },
  {
    kind: 'place',
    body: { keywords: 'zurich' },
    judge: (t) => cityGrade(t, ZURICH),
  },

  // ================================================================ typo
  {
    kind: 'typo',
    body: { keywords: 'developeur symfony' },
    judge: (t) => lower(occ(t, { 'php-dev': 3 }), skill(t, 'symfony')),
  },
  {
    kind: 'typo',
    body: { keywords: 'ingenieur resaux' },
    judge: (t) => occ(t, { 'network-engineer': 3, sysadmin: 1 }),
  },
  {
    kind: 'typo',
    body: { keywords: 'data enginner' },
    judge: (t) => occ(t, { 'data-engineer': 3, 'ml-engineer': 1, 'bi-consultant': 1 }),
  },
  {
    kind: 'typo',
    body: { keywords: 'scrum mater' },
    judge: (t) => occ(t, { 'scrum-master': 3, 'product-owner': 1 }),
  },
  {
    kind: 'typo',
    body: { keywords: 'consultant cybersécuité' },
    judge: (t) => occ(t, { 'security-consultant': 3, pentester: 2, 'soc-analyst': 2 }),
  },
  {
    kind: 'typo',
    body: { keywords: 'controlleur de gestion' },
    judge: (t) => occ(t, { 'financial-controller': 3, cfo: 1 }),
  },
  {
    kind: 'typo',
    body: { keywords: 'kotiln android' },
    judge: (t) => best(bare(t, 'kotlin', 'android'), occ(t, { 'android-dev': 3 })),
  },
  {
    kind: 'typo',
    body: { keywords: 'tablaeu' },
    judge: (t) => (has(t, 'tableau') ? 3 : occ(t, { 'bi-consultant': 1 })),
  },
  {
    kind: 'typo',
    body: { keywords: 'devlopeuse vue js' },
    judge: (t) =>
      t.occupation === 'vue-dev'
        ? 3
        : t.occupation === 'fullstack-js-dev' && has(t, 'vuejs')
          ? 2
          : t.occupation === 'php-dev' && has(t, 'vuejs')
            ? 1
            : 0,
  },
  {
    kind: 'typo',
    body: { keywords: 'achitecte cloud azur' },
    judge: (t) => lower(occ(t, { 'cloud-architect': 3, 'devops-engineer': 1 }), skill(t, 'azure')),
    note: '`azur` is Azure here, not the Côte d’Azur.',
  },

  // ================================================================ exclusion
  {
    kind: 'exclusion',
    body: { keywords: 'devops -kubernetes' },
    judge: (t) => (has(t, 'kubernetes') ? 0 : occ(t, { 'devops-engineer': 3, sre: 2, 'cloud-architect': 1 })),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'data analyst -tableau' },
    judge: (t) => (has(t, 'tableau') ? 0 : occ(t, { 'data-analyst': 3, 'bi-consultant': 1 })),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'comptable -sage' },
    judge: (t) => (has(t, 'sage') ? 0 : occ(t, { accountant: 3, auditor: 1, 'financial-controller': 1 })),
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
    body: { keywords: 'consultant sap -fico' },
    judge: (t) =>
      t.occupation === 'sap-fico-consultant' || hasAny(t, ['sap-fi', 'sap-co'])
        ? 0
        : t.occupation === 'sap-sd-mm-consultant'
          ? 3
          : t.occupation === 'sap-abap-dev'
            ? 2
            : has(t, 'sap')
              ? 1
              : 0,
  },
  {
    kind: 'exclusion',
    body: { keywords: 'développeur front -angular' },
    judge: (t) =>
      has(t, 'angular') || t.occupation === 'angular-dev'
        ? 0
        : occ(t, { 'react-dev': 3, 'vue-dev': 3, 'fullstack-js-dev': 2, 'wordpress-dev': 1 }),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'ux designer -junior' },
    judge: (t) => (bucket(t) === 'junior' ? 0 : occ(t, UX)),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'dev ios -objective-c' },
    judge: (t) => (has(t, 'objective-c') ? 0 : occ(t, { 'ios-dev': 3, 'react-native-dev': 1, 'flutter-dev': 1 })),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'architecte cloud -aws' },
    judge: (t) => (has(t, 'aws') ? 0 : occ(t, { 'cloud-architect': 3, 'devops-engineer': 1 })),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'développeur php -wordpress' },
    judge: (t) =>
      has(t, 'wordpress') || t.occupation === 'wordpress-dev'
        ? 0
        : t.occupation === 'php-dev'
          ? 3
          : has(t, 'php')
            ? 1
            : 0,
  },

  // ================================================================ phrase
  {
    kind: 'phrase',
    body: { keywords: '"business analyst" assurance' },
    judge: (t) => lower(occ(t, { 'business-analyst': 3, 'moa-project-manager': 1 }), sector(t, 'assurance')),
  },
  {
    kind: 'phrase',
    body: { keywords: '"site reliability engineer"' },
    judge: (t) => occ(t, { sre: 3, 'devops-engineer': 1 }),
  },
  {
    kind: 'phrase',
    body: { keywords: '"analyste fonctionnelle"' },
    judge: (t) => occ(t, { 'business-analyst': 3, 'moa-project-manager': 1 }),
  },
  {
    kind: 'phrase',
    body: { keywords: '"machine learning" pytorch' },
    judge: (t) => bare(t, 'machine-learning', 'pytorch'),
  },
  {
    kind: 'phrase',
    body: { keywords: '"spring boot" kafka' },
    judge: (t) => bare(t, 'spring-boot', 'kafka'),
  },
  {
    kind: 'phrase',
    body: { keywords: '"tests d\'intrusion"' },
    judge: (t) => (has(t, 'pentest') ? 3 : occ(t, { 'security-consultant': 1, 'soc-analyst': 1 })),
  },
  {
    kind: 'phrase',
    body: { keywords: '"design system" figma' },
    judge: (t) => bare(t, 'design-system', 'figma'),
  },
  {
    kind: 'phrase',
    body: { keywords: '"chef de projet" "conduite du changement"' },
    judge: (t) =>
      ['project-manager', 'moa-project-manager'].includes(t.occupation)
        ? lower(3, skill(t, 'conduite-du-changement'))
        : t.occupation === 'change-consultant'
          ? has(t, 'gestion-de-projet')
            ? 3
            : 2
          : 0,
    note: 'A project manager who leads change; a change consultant who also runs projects.',
  },
  {
    kind: 'phrase',
    body: { keywords: '"audit interne"' },
    judge: (t) =>
      occ(t, { auditor: 3, 'financial-controller': 1 }) ||
      (t.occupation === 'security-consultant' && has(t, 'audit') ? 1 : 0),
  },
  {
    kind: 'phrase',
    body: { keywords: 'DAF "temps partagé"' },
    judge: (t) => occ(t, { 'fractional-cfo': 3, cfo: 1 }),
  },

  // ================================================================ or
  {
    kind: 'or',
    body: { keywords: 'looker OR bigquery' },
    judge: (t) => (hasAny(t, ['looker', 'bigquery']) ? 3 : 0),
  },
  {
    kind: 'or',
    body: { keywords: 'toulouse OR montpellier' },
    judge: (t) => best(cityGrade(t, TOULOUSE), cityGrade(t, MONTPELLIER)),
  },
  {
    kind: 'or',
    body: { keywords: 'kotlin OR "jetpack compose"' },
    judge: (t) => (hasAny(t, ['kotlin', 'jetpack-compose']) ? 3 : 0),
  },
  {
    kind: 'or',
    body: { keywords: '"chef de projet" OR PMO OR "project manager"' },
    judge: (t) => occ(t, PROJECT),
  },
  {
    kind: 'or',
    body: { keywords: 'pentester OR "analyste SOC"' },
    judge: (t) => occ(t, { pentester: 3, 'soc-analyst': 3, 'security-consultant': 1 }),
  },
  {
    kind: 'or',
    body: { keywords: 'comptable OR "gestionnaire de paie"' },
    judge: (t) => occ(t, { accountant: 3, 'payroll-specialist': 3, auditor: 1, 'financial-controller': 1 }),
  },
  {
    kind: 'or',
    body: { keywords: 'devops bordeaux OR devops nantes' },
    judge: (t) => {
      const o = occ(t, { 'devops-engineer': 3, sre: 2, 'cloud-architect': 1 });
      return best(combine(o, cityGrade(t, BORDEAUX)), combine(o, cityGrade(t, NANTES)));
    },
  },
  {
    kind: 'or',
    body: { keywords: 'SAP MM OR EWM' },
    judge: (t) => (hasAny(t, ['sap-mm', 'sap-wm']) ? 3 : occ(t, { 'sap-sd-mm-consultant': 1 })),
    note: 'EWM is SAP’s warehouse module (the corpus’s sap-wm).',
  },
  {
    kind: 'or',
    body: { keywords: 'belgique OR luxembourg' },
    judge: (t) => best(countryGrade(t, 'BE'), countryGrade(t, 'LU')),
  },
  {
    kind: 'or',
    body: { keywords: 'product owner OR product manager senior' },
    judge: (t) =>
      best(
        occ(t, { 'product-owner': 3, 'product-manager': 1 }),
        lower(occ(t, { 'product-manager': 3, 'product-owner': 1 }), sen(t, 'senior')),
      ),
    note: 'As the grammar reads it: `senior` belongs to the second group only.',
  },

  // ================================================================ filter
  filtered({ skills: ['terraform', 'aws'] }, () => 3),
  filtered({ keywords: 'cheffe de projet', workAreas: ['auvergne-rhone-alpes'] }, (t) => occ(t, PROJECT)),
  filtered({ keywords: 'data scientist', seniority: ['junior', 'confirme'] }, (t) =>
    occ(t, { 'data-scientist': 3, 'ml-engineer': 2 }),
  ),
  filtered({ keywords: 'développeur', available: true, workAreas: ['suisse'] }, (t) =>
    isDev(t) ? 3 : occ(t, { 'data-engineer': 2, 'bi-consultant': 2 }),
  ),
  filtered({ skills: ['sap', 's4hana'], workAreas: ['ile-de-france'] }, () => 3),
  filtered({ workAreas: ['guadeloupe', 'martinique', 'guyane'] }, () => 3),
  filtered({ keywords: 'lead dev', skills: ['react'] }, (t) => (isDev(t) ? lower(3, sen(t, 'senior')) : 0)),
  filtered({ keywords: 'devops', skills: ['azure'], available: true }, (t) =>
    occ(t, { 'devops-engineer': 3, sre: 2, 'cloud-architect': 1 }),
  ),
  filtered({ keywords: 'remote', skills: ['python'], seniority: ['senior', 'expert'] }, (t) => lower(3, fullRemote(t))),
  filtered({ keywords: 'UX', workAreas: ['belgique'] }, (t) =>
    occ(t, { 'ux-designer': 3, 'ux-researcher': 3, 'product-designer': 2, 'ui-designer': 2 }),
  ),
];
