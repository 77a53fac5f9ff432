/**
 * A sixth blind held-out query set: 100 queries (ten per class), typed the way recruiters on French freelance
 * IT/data/product/design/finance/consulting platforms type them (French and English, shorthand and acronyms of titles,
 * skills and methods, feminine titles, typos, places as cities, departments, postal codes and regions, attribute words,
 * OR groups, exclusions, quoted phrases, filters, and Monday-morning noise such as `urgent`, `profil`, `freelance`),
 * each with a judgment of every profile of the held-out corpus from its Truth only.
 *
 * Written by a helper on 2026-11-27. What was read: README.md (grade scale, combination rules, query classes, rules),
 * types.ts, occupations.ts, skills.ts, people.ts (only to know what identity data exists; no query is built from
 * names), referential-slugs.json, corpus.ts (the generator of the 480 profiles and their Truth), text-fr-en.ts, rng.ts
 * and places.ts, lines 1-75 of queries-4.ts (its header: the judging conventions, adopted here so that the sets
 * compare), and in the interface specification only Meta, MetaFreelance, Preferences, WorkArea and POST
 * /partners/search (the request body and its keyword grammar). What was NOT read: anything under src/ (the engine, its
 * vocabulary, its search code), docs/, test/, scripts/, the rest of bench/ (queries.ts, queries-2.ts, queries-3.ts,
 * queries-4.ts past line 75, queries-5.ts, check.ts, identity-probes.ts, bench/relevance/queries.ts,
 * relevance.bench.ts), the repository's README.md and its git history; the repository was not grepped. The service was
 * not started, no search, test or benchmark was run: every judgment below was written before any engine answered. A
 * small script outside the repository read the corpus's Truth to count how many profiles each judgment grades 1, 2 or
 * 3, so that every query has at least one profile graded 2 or 3 (a query without one was changed, never its judgment).
 *
 * Judging conventions: those of queries-4.ts (themselves those of queries-3.ts), restated briefly; Truth only, never
 * the profile's text.
 * - Occupation first: each query names the occupations that are exactly it (3), a close one (2), a neighbouring one
 *   (1). Feminine titles grade men and women alike. Noise words (`freelance`, `profil`, `urgent`) change nothing.
 * - Attributes lower that grade: fully met keeps it, partly met takes 1 off, not met takes 2 off; several attributes
 *   each take their share. A technical skill named next to a title is an attribute (met when the Truth's skills hold
 *   it); a sector next to a title likewise (`assurance` partly met by `banque` and the other way round).
 * - Seniority: the declared seniority decides; an empty one falls back on the years (0-2 junior, 3-6 confirmé, 7-10
 *   senior, 11+ expert). Here `senior` is met by Senior or Expert, `junior` by Junior only. `N ans d'expérience` is
 *   met by yearsOfExperience >= N, not met below.
 * - Remote: `100% télétravail` met by a Full remote preference, partly by Hybride or no preference, not met by Sur site
 *   only; `présentiel` met by Sur site, partly by Hybride or no preference, not met by Full remote only.
 * - Availability relative to 2026-11-24: `dispo février` met by available or a date up to 2027-02-28, partly up to
 *   2027-03-31; `dispo immédiatement` met by available, partly by a date up to 2026-12-25.
 * - Languages: `anglais courant` met by native, bilingual or fluent, partly by professional.
 * - Days a week `3j/semaine`: met by a preference holding 3, partly by one holding 2 or 4 or by none stated (for 2
 *   days: partly by 1 or 3 or none stated).
 * - Day rate `TJM 600 max`: met at 600 or less, partly up to 650 or when no figure is given; a CHF rate is compared at
 *   par (1 CHF taken as 1 EUR).
 * - Places (README rules): who lives there 3; who lives close (same department; for a Swiss city the same canton; for
 *   a postal code the same city or department) or names it, or its department, in a work area 2 (for a postal code,
 *   naming its city counts as naming it); 1 for who names a wider area holding it (its region, its country) or another
 *   city of its department in a work area, who lives in the same region but another department (for a Swiss city:
 *   elsewhere in Switzerland), and a freelancer open to Full remote living in the same country. A department: lives
 *   there 3; names it or a city in it 2; names its region or country, lives in the same region, Full remote in the
 *   country 1. A region: lives there 3; names it or a place in it 2; names its country or Full remote in the country
 *   1. A country: lives there 3; names a place in it 2.
 * - Occupation + place: grades combine by their sum (3+3 gives 3, 3+2 gives 2, 3+1 or 2+2 gives 1, less gives 0).
 * - OR: the best grade of the groups. Exclusion `-word`: a profile that is the excluded thing (its occupation, or the
 *   skill in its Truth) is 0, whatever its text says (`-java` does not exclude JavaScript).
 * - Filters are hard constraints: `skills` needs every slug in the Truth's skills; `seniority` is the declared
 *   seniority (an empty one is outside); `available` is the declared availability; `workAreas` holds a profile who
 *   lives in one of the regions/countries or names it, or a place in it, in a work area (a work area `France` is not
 *   inside a French region). A profile outside the filter is 0; a filter with no keywords grades every profile inside
 *   it 3.
 * - A bare skill (`"machine learning"`, `kotlin OR swift`) grades 3 every profile whose Truth holds that skill,
 *   whatever its occupation; two bare skills together are each an attribute of that 3.
 * Added here: `DAF`, `CFO` and `RAF` grade the DAF à temps partagé (fractional-cfo) 3 like the DAF (a part-time DAF is
 * a DAF), but `interim CFO` grades it 2; a generic `chef de projet` / `PMO` grades the chef de projet MOA 2, while a
 * query that asks for MOA grades the IT project manager 1.
 *
 * Usage: `import { HELD_OUT_QUERIES_6 } from './queries-6'`; each query's `body` is a POST /partners/search body;
 * `judge(truth)` grades a profile of `heldOutCorpus()` from its Truth. Blind: never tune the engine on it.
 */
import type { Grade, HeldOutQuery, LanguageLevel, Sector, Truth } from './types';

// ------------------------------------------------------------------ grading helpers

type Met = 'met' | 'partly' | 'not';
type OccGrades = Record<string, Grade>;

const clamp = (n: number): Grade => (n >= 3 ? 3 : n <= 0 ? 0 : (n as Grade));
const best = (...gs: Grade[]): Grade => clamp(Math.max(0, ...gs));
const occ = (t: Truth, m: OccGrades): Grade => m[t.occupation] ?? 0;
const has = (t: Truth, s: string): boolean => t.skills.includes(s);
const hasAny = (t: Truth, ss: string[]): boolean => ss.some((s) => t.skills.includes(s));
const skill = (t: Truth, s: string): Met => (has(t, s) ? 'met' : 'not');

/** Lowers an occupation grade by its attributes: met keeps, partly takes 1 off, not met takes 2 off. */
function lower(g: Grade, ...attrs: Met[]): Grade {
  if (g === 0) return 0;
  const off = attrs.reduce((s, a) => s + (a === 'met' ? 0 : a === 'partly' ? 1 : 2), 0);
  return clamp(g - off);
}

/** Occupation + place: 3+3 gives 3, 3+2 gives 2, 3+1 or 2+2 gives 1, less gives 0. */
function combine(a: Grade, b: Grade): Grade {
  const s = a + b;
  return s >= 6 ? 3 : s === 5 ? 2 : s === 4 ? 1 : 0;
}

/** A sector next to a title: banque and assurance half-meet each other. */
function sector(t: Truth, s: Sector): Met {
  if (t.sectors.includes(s)) return 'met';
  const near: Partial<Record<Sector, Sector[]>> = { assurance: ['banque'], banque: ['assurance'] };
  return (near[s] ?? []).some((x) => t.sectors.includes(x)) ? 'partly' : 'not';
}

type Level = 'junior' | 'confirme' | 'senior' | 'expert';
const DECLARED: Record<string, Level> = {
  'Junior (0-2 ans)': 'junior',
  'Confirme (3-6 ans)': 'confirme',
  'Senior (7-10 ans)': 'senior',
  'Expert (10+ ans)': 'expert',
};
/** The declared seniority, or the years when none is declared. */
function level(t: Truth): Level {
  const d = DECLARED[t.seniority];
  if (d) return d;
  const y = t.yearsOfExperience;
  return y <= 2 ? 'junior' : y <= 6 ? 'confirme' : y <= 10 ? 'senior' : 'expert';
}
const senior = (t: Truth): Met => (level(t) === 'senior' || level(t) === 'expert' ? 'met' : 'not');
const junior = (t: Truth): Met => (level(t) === 'junior' ? 'met' : 'not');
const yearsAtLeast = (t: Truth, n: number): Met => (t.yearsOfExperience >= n ? 'met' : 'not');

function fullRemote(t: Truth): Met {
  if (t.remote.includes('Full remote')) return 'met';
  return t.remote.length === 0 || t.remote.includes('Hybride') ? 'partly' : 'not';
}
function onSite(t: Truth): Met {
  if (t.remote.includes('Sur site')) return 'met';
  return t.remote.length === 0 || t.remote.includes('Hybride') ? 'partly' : 'not';
}

/** Available, or free by `metBy` (met) or by `partlyBy` (partly). */
function availableBy(t: Truth, metBy: string | null, partlyBy: string): Met {
  if (t.availability.available) return 'met';
  const from = t.availability.from;
  if (!from) return 'not';
  if (metBy && from <= metBy) return 'met';
  return from <= partlyBy ? 'partly' : 'not';
}
const availableNow = (t: Truth): Met => availableBy(t, null, '2026-12-25');

function speaks(t: Truth, language: string, met: LanguageLevel[], partly: LanguageLevel[]): Met {
  const l = t.languages.find((x) => x.language === language);
  if (!l) return 'not';
  return met.includes(l.level) ? 'met' : partly.includes(l.level) ? 'partly' : 'not';
}
const fluentEnglish = (t: Truth): Met => speaks(t, 'en', ['native', 'bilingual', 'fluent'], ['professional']);

function daysAWeek(t: Truth, d: string, near: string[]): Met {
  if (t.daysPerWeek.includes(d)) return 'met';
  return t.daysPerWeek.length === 0 || near.some((n) => t.daysPerWeek.includes(n)) ? 'partly' : 'not';
}

/** Day rate at most `max` (a CHF rate at par). */
function rateAtMost(t: Truth, max: number): Met {
  const a = t.rate.amount;
  if (a === null) return 'partly';
  return a <= max ? 'met' : a <= max + 50 ? 'partly' : 'not';
}

// ------------------------------------------------------------------ places

const norm = (s: string | undefined): string =>
  (s ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

interface City {
  names: string[];
  countryCode: string;
  /** French department code; '' for a Swiss city (its canton is `region`). */
  dept: string;
  region: string;
}
const city = (names: string[], countryCode: string, dept: string, region: string): City => ({
  names: names.map(norm),
  countryCode,
  dept,
  region,
});
const MONTPELLIER = city(['Montpellier'], 'FR', '34', '76');
const LYON = city(['Lyon'], 'FR', '69', '84');
const NANTES = city(['Nantes'], 'FR', '44', '52');
const RENNES = city(['Rennes'], 'FR', '35', '53');
const ANNECY = city(['Annecy'], 'FR', '74', '84');
const GRENOBLE = city(['Grenoble'], 'FR', '38', '84');
const LILLE = city(['Lille'], 'FR', '59', '32');
const LAUSANNE = city(['Lausanne'], 'CH', '', 'VD');

const openToRemoteIn = (t: Truth, cc: string): boolean => t.home.countryCode === cc && t.remote.includes('Full remote');

/** Same department (France) or same canton (Switzerland). */
function sameLocal(c: City, dept: string | undefined, region: string | undefined, cc: string): boolean {
  if (cc !== c.countryCode) return false;
  return c.dept ? dept === c.dept : region === c.region;
}

function cityGrade(t: Truth, c: City): Grade {
  const h = t.home;
  const isCity = (n: string | undefined) => c.names.includes(norm(n));
  if (h.countryCode === c.countryCode && (isCity(h.city) || isCity(h.datasetCity))) return 3;
  if (sameLocal(c, h.departmentCode, h.regionCode, h.countryCode)) return 2;
  const areas = t.workAreas.filter((a) => a.countryCode === c.countryCode);
  if (areas.some((a) => a.type === 'ville' && isCity(a.cityName))) return 2;
  if (c.dept && areas.some((a) => a.type === 'departement' && a.departmentCode === c.dept)) return 2;
  if (!c.dept && areas.some((a) => a.type === 'region' && a.regionCode === c.region)) return 2;
  if (areas.some((a) => a.type === 'pays')) return 1;
  if (c.dept && areas.some((a) => a.type === 'region' && a.regionCode === c.region)) return 1;
  if (areas.some((a) => a.type === 'ville' && sameLocal(c, a.departmentCode, a.regionCode, a.countryCode))) return 1;
  if (h.countryCode === c.countryCode && (c.dept ? h.regionCode === c.region : true)) return 1;
  return openToRemoteIn(t, c.countryCode) ? 1 : 0;
}

/** A postal code: lives there 3; the same city or department, or names the city or department, 2; then as a city. */
function postalGrade(t: Truth, code: string, c: City): Grade {
  if (t.home.countryCode === c.countryCode && t.home.postalCode === code) return 3;
  return clamp(Math.min(2, cityGrade(t, c)));
}

function deptGrade(t: Truth, dept: string, region: string): Grade {
  const h = t.home;
  if (h.countryCode === 'FR' && h.departmentCode === dept) return 3;
  const areas = t.workAreas.filter((a) => a.countryCode === 'FR');
  if (areas.some((a) => (a.type === 'ville' || a.type === 'departement') && a.departmentCode === dept)) return 2;
  if (areas.some((a) => a.type === 'pays' || (a.type === 'region' && a.regionCode === region))) return 1;
  if (h.countryCode === 'FR' && h.regionCode === region) return 1;
  return openToRemoteIn(t, 'FR') ? 1 : 0;
}

function regionGrade(t: Truth, cc: string, region: string): Grade {
  const h = t.home;
  if (h.countryCode === cc && h.regionCode === region) return 3;
  const areas = t.workAreas.filter((a) => a.countryCode === cc);
  if (areas.some((a) => a.type !== 'pays' && a.regionCode === region)) return 2;
  if (areas.some((a) => a.type === 'pays')) return 1;
  return openToRemoteIn(t, cc) ? 1 : 0;
}

function countryGrade(t: Truth, cc: string): Grade {
  if (t.home.countryCode === cc) return 3;
  return t.workAreas.some((a) => a.countryCode === cc) ? 2 : 0;
}

// ------------------------------------------------------------------ filters

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

/** The referential slug a place falls in: a French region, or a country outside France. */
function slugOf(countryCode: string, regionCode: string | undefined): string {
  if (countryCode !== 'FR') return COUNTRY_SLUGS[countryCode] ?? '';
  return regionCode ? (FR_REGION_SLUGS[regionCode] ?? '') : '';
}

function inWorkAreas(t: Truth, slugs: string[]): boolean {
  if (slugs.includes(slugOf(t.home.countryCode, t.home.regionCode))) return true;
  return t.workAreas.some((a) => slugs.includes(slugOf(a.countryCode, a.type === 'pays' ? undefined : a.regionCode)));
}

type Body = HeldOutQuery['body'];

/** Whether a profile is inside the body's filters (skills AND, workAreas OR, seniority OR, available). */
function inFilters(t: Truth, b: Body): boolean {
  if (b.skills && !b.skills.every((s) => has(t, s))) return false;
  if (b.workAreas && !inWorkAreas(t, b.workAreas)) return false;
  if (b.seniority && !b.seniority.includes(DECLARED[t.seniority] ?? '')) return false;
  if (b.available !== undefined && t.availability.available !== b.available) return false;
  return true;
}

/** A filter query: 0 outside the filters, the keywords' grade inside (3 when there are no keywords). */
function filtered(body: Body, judge: (t: Truth) => Grade = () => 3, note?: string): HeldOutQuery {
  return { kind: 'filter', body, judge: (t) => (inFilters(t, body) ? judge(t) : 0), ...(note ? { note } : {}) };
}

// ------------------------------------------------------------------ occupation grades used more than once

const BACKEND = ['node-dev', 'java-dev', 'php-dev', 'python-dev', 'dotnet-dev', 'go-dev'];
const FRONT: OccGrades = {
  'react-dev': 3,
  'angular-dev': 3,
  'vue-dev': 3,
  'fullstack-js-dev': 2,
  'wordpress-dev': 1,
  'react-native-dev': 1,
};
const MOBILE: OccGrades = { 'react-native-dev': 3, 'flutter-dev': 3, 'ios-dev': 3, 'android-dev': 3 };
const DEVOPS: OccGrades = { 'devops-engineer': 3, sre: 2, 'cloud-architect': 1, sysadmin: 1 };
const SRE: OccGrades = { sre: 3, 'devops-engineer': 2, 'cloud-architect': 1, sysadmin: 1 };
const CLOUD_ARCHITECT: OccGrades = { 'cloud-architect': 3, 'devops-engineer': 1, sre: 1 };
const SYSADMIN: OccGrades = { sysadmin: 3, 'network-engineer': 1, 'devops-engineer': 1 };
const DATA_ENGINEER: OccGrades = {
  'data-engineer': 3,
  'data-analyst': 1,
  'bi-consultant': 1,
  dba: 1,
  'ml-engineer': 1,
  'data-scientist': 1,
};
const DATA_ANALYST: OccGrades = { 'data-analyst': 3, 'bi-consultant': 2, 'data-scientist': 1, 'data-engineer': 1 };
const DATA_SCIENTIST: OccGrades = { 'data-scientist': 3, 'ml-engineer': 2, 'data-analyst': 1 };
const PRODUCT_OWNER: OccGrades = {
  'product-owner': 3,
  'product-manager': 1,
  'business-analyst': 1,
  'scrum-master': 1,
};
const PRODUCT_MANAGER: OccGrades = { 'product-manager': 3, 'product-owner': 2, 'product-designer': 1 };
const SCRUM_MASTER: OccGrades = { 'scrum-master': 3, 'product-owner': 1, 'project-manager': 1 };
const PROJECT_MANAGER: OccGrades = {
  'project-manager': 3,
  'moa-project-manager': 2,
  'scrum-master': 1,
  'change-consultant': 1,
};
const MOA: OccGrades = { 'moa-project-manager': 3, 'project-manager': 1, 'business-analyst': 1 };
const BUSINESS_ANALYST: OccGrades = {
  'business-analyst': 3,
  'moa-project-manager': 2,
  'product-owner': 1,
  'data-analyst': 1,
  'salesforce-consultant': 1,
};
const QA: OccGrades = { 'qa-engineer': 3, 'moa-project-manager': 1 };
const UX: OccGrades = { 'ux-designer': 3, 'product-designer': 2, 'ui-designer': 1, 'ux-researcher': 1 };
const PRODUCT_DESIGNER: OccGrades = {
  'product-designer': 3,
  'ux-designer': 2,
  'ui-designer': 1,
  'ux-researcher': 1,
};
const CONTROLLER: OccGrades = {
  'financial-controller': 3,
  cfo: 1,
  'fractional-cfo': 1,
  accountant: 1,
  auditor: 1,
};
const DAF: OccGrades = {
  cfo: 3,
  'fractional-cfo': 3,
  'financial-controller': 1,
  treasurer: 1,
  accountant: 1,
};
const SAP_CONSULTANT: OccGrades = {
  'sap-sd-mm-consultant': 3,
  'sap-fico-consultant': 3,
  'sap-abap-dev': 2,
  'dynamics-consultant': 1,
};
const SECURITY_CONSULTANT: OccGrades = { 'security-consultant': 3, pentester: 1, 'soc-analyst': 1 };

/** `dev python`: the Python developer 3; a data engineer, ML engineer or data scientist who writes Python 1. */
const pythonDev = (t: Truth): Grade =>
  t.occupation === 'python-dev'
    ? 3
    : ['data-engineer', 'ml-engineer', 'data-scientist'].includes(t.occupation) && has(t, 'python')
      ? 1
      : 0;

/** `payroll`: the payroll specialist 3; an accountant who also does payroll 1. */
const payroll = (t: Truth): Grade =>
  t.occupation === 'payroll-specialist' ? 3 : t.occupation === 'accountant' && has(t, 'paie') ? 1 : 0;

const uxDesigner = (t: Truth): Grade => occ(t, UX);

// ------------------------------------------------------------------ the queries

export const HELD_OUT_QUERIES_6: HeldOutQuery[] = [
  // ---------------------------------------------------------------- alias
  {
    kind: 'alias',
    body: { keywords: 'PMO' },
    judge: (t) => occ(t, PROJECT_MANAGER),
    note: 'PMO is a title of the IT project manager; the chef de projet MOA is close (2).',
  },
  {
    kind: 'alias',
    body: { keywords: 'BA IT' },
    judge: (t) => occ(t, BUSINESS_ANALYST),
    note: 'BA = business analyst; the AMOA consultant is close.',
  },
  {
    kind: 'alias',
    body: { keywords: 'ingé QA' },
    judge: (t) => occ(t, QA),
    note: 'ingé = ingénieur; QA = testeur / recetteur.',
  },
  { kind: 'alias', body: { keywords: 'SRE' }, judge: (t) => occ(t, SRE) },
  {
    kind: 'alias',
    body: { keywords: 'DBA oracle' },
    judge: (t) => lower(occ(t, { dba: 3, 'data-engineer': 1, sysadmin: 1 }), skill(t, 'oracle')),
    note: 'DBA = administrateur de bases de données; Oracle is an attribute.',
  },
  {
    kind: 'alias',
    body: { keywords: 'dev C#' },
    judge: (t) => occ(t, { 'dotnet-dev': 3 }),
    note: 'A C# developer is the .NET developer.',
  },
  {
    kind: 'alias',
    body: { keywords: 'AI engineer' },
    judge: (t) => occ(t, { 'ml-engineer': 3, 'data-scientist': 2, 'data-engineer': 1 }),
    note: 'AI engineer = ingénieur IA / ML engineer.',
  },
  {
    kind: 'alias',
    body: { keywords: 'RAF' },
    judge: (t) => occ(t, DAF),
    note: 'RAF = responsable administratif et financier, a DAF title.',
  },
  {
    kind: 'alias',
    body: { keywords: 'SFDC admin' },
    judge: (t) => occ(t, { 'salesforce-consultant': 3, 'salesforce-dev': 2, 'dynamics-consultant': 1 }),
    note: 'SFDC = Salesforce; an administrateur Salesforce is a Salesforce consultant.',
  },
  {
    kind: 'alias',
    body: { keywords: 'CP MOA' },
    judge: (t) => occ(t, MOA),
    note: 'CP = chef de projet.',
  },

  // ---------------------------------------------------------------- compound
  {
    kind: 'compound',
    body: { keywords: 'data engineer bigquery dbt' },
    judge: (t) =>
      lower(
        occ(t, { 'data-engineer': 3, 'data-analyst': 1, 'ml-engineer': 1, 'bi-consultant': 1 }),
        skill(t, 'bigquery'),
        skill(t, 'dbt'),
      ),
  },
  {
    kind: 'compound',
    body: { keywords: 'dev java kafka nantes' },
    judge: (t) => combine(lower(occ(t, { 'java-dev': 3 }), skill(t, 'kafka')), cityGrade(t, NANTES)),
  },
  {
    kind: 'compound',
    body: { keywords: 'ingé devops terraform AWS' },
    judge: (t) => lower(occ(t, DEVOPS), skill(t, 'terraform'), skill(t, 'aws')),
  },
  {
    kind: 'compound',
    body: { keywords: 'profil CDG santé' },
    judge: (t) => lower(occ(t, CONTROLLER), sector(t, 'sante')),
    note: 'CDG = contrôleur de gestion; santé = the sante sector; `profil` is noise.',
  },
  {
    kind: 'compound',
    body: { keywords: 'business analyst assurance' },
    judge: (t) => lower(occ(t, BUSINESS_ANALYST), sector(t, 'assurance')),
  },
  {
    kind: 'compound',
    body: { keywords: 'consultant cyber ISO 27001 télécom' },
    judge: (t) => lower(occ(t, SECURITY_CONSULTANT), skill(t, 'iso-27001'), sector(t, 'telecom')),
  },
  {
    kind: 'compound',
    body: { keywords: 'dev react native lille' },
    judge: (t) => {
      const o: Grade =
        t.occupation === 'react-native-dev'
          ? 3
          : has(t, 'react-native')
            ? 2
            : ['react-dev', 'flutter-dev', 'ios-dev', 'android-dev'].includes(t.occupation)
              ? 1
              : 0;
      return combine(o, cityGrade(t, LILLE));
    },
    note: 'A Flutter or full-stack developer who also writes React Native is close (2).',
  },
  {
    kind: 'compound',
    body: { keywords: 'data analyst power bi annecy' },
    judge: (t) => combine(lower(occ(t, DATA_ANALYST), skill(t, 'power-bi')), cityGrade(t, ANNECY)),
  },
  {
    kind: 'compound',
    body: { keywords: 'scrum master SAFe banque' },
    judge: (t) => lower(occ(t, SCRUM_MASTER), skill(t, 'safe'), sector(t, 'banque')),
  },
  {
    kind: 'compound',
    body: { keywords: 'consultant SAP SD S4HANA' },
    judge: (t) =>
      lower(
        occ(t, { 'sap-sd-mm-consultant': 3, 'sap-fico-consultant': 1, 'sap-abap-dev': 1 }),
        skill(t, 'sap-sd'),
        skill(t, 's4hana'),
      ),
  },

  // ---------------------------------------------------------------- title-en-fr
  {
    kind: 'title-en-fr',
    body: { keywords: 'software engineer java' },
    judge: (t) => (t.occupation === 'java-dev' ? 3 : has(t, 'java') ? 1 : 0),
    note: 'Profiles titled Ingénieur d’études Java, Développeur Java/J2EE...',
  },
  { kind: 'title-en-fr', body: { keywords: 'financial controller' }, judge: (t) => occ(t, CONTROLLER) },
  { kind: 'title-en-fr', body: { keywords: 'ingénieure données' }, judge: (t) => occ(t, DATA_ENGINEER) },
  { kind: 'title-en-fr', body: { keywords: 'chef de produit digital' }, judge: (t) => occ(t, PRODUCT_MANAGER) },
  {
    kind: 'title-en-fr',
    body: { keywords: 'trésorière' },
    judge: (t) => occ(t, { treasurer: 3, cfo: 1, 'fractional-cfo': 1 }),
    note: 'Treasury Manager / Treasurer / Cash manager.',
  },
  { kind: 'title-en-fr', body: { keywords: 'payroll manager' }, judge: payroll },
  { kind: 'title-en-fr', body: { keywords: 'testeur logiciel' }, judge: (t) => occ(t, QA) },
  { kind: 'title-en-fr', body: { keywords: 'system administrator' }, judge: (t) => occ(t, SYSADMIN) },
  {
    kind: 'title-en-fr',
    body: { keywords: 'auditeur interne' },
    judge: (t) => occ(t, { auditor: 3, 'financial-controller': 1, accountant: 1 }),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'interim CFO' },
    judge: (t) => occ(t, { cfo: 3, 'fractional-cfo': 2, 'financial-controller': 1 }),
    note: 'DAF de transition; a DAF à temps partagé is close (2).',
  },

  // ---------------------------------------------------------------- attribute
  {
    kind: 'attribute',
    body: { keywords: 'urgent dev python dispo immédiatement' },
    judge: (t) => lower(pythonDev(t), availableNow(t)),
    note: '`urgent` is noise.',
  },
  {
    kind: 'attribute',
    body: { keywords: "cheffe de projet IT 10 ans d'expérience" },
    judge: (t) => lower(occ(t, PROJECT_MANAGER), yearsAtLeast(t, 10)),
  },
  {
    kind: 'attribute',
    body: { keywords: 'UX designer anglais courant' },
    judge: (t) => lower(uxDesigner(t), fluentEnglish(t)),
  },
  {
    kind: 'attribute',
    body: { keywords: 'consultant SAP FICO 3j/semaine' },
    judge: (t) =>
      lower(
        occ(t, { 'sap-fico-consultant': 3, 'sap-sd-mm-consultant': 1, 'sap-abap-dev': 1 }),
        daysAWeek(t, '3', ['2', '4']),
      ),
  },
  {
    kind: 'attribute',
    body: { keywords: 'devops TJM 600 max' },
    judge: (t) => lower(occ(t, DEVOPS), rateAtMost(t, 600)),
  },
  {
    kind: 'attribute',
    body: { keywords: 'junior product owner' },
    judge: (t) => lower(occ(t, PRODUCT_OWNER), junior(t)),
  },
  {
    kind: 'attribute',
    body: { keywords: 'data scientist 100% télétravail' },
    judge: (t) => lower(occ(t, DATA_SCIENTIST), fullRemote(t)),
  },
  {
    kind: 'attribute',
    body: { keywords: 'développeur angular présentiel' },
    judge: (t) => {
      const o: Grade =
        t.occupation === 'angular-dev'
          ? 3
          : t.occupation === 'fullstack-js-dev' && has(t, 'angular')
            ? 2
            : has(t, 'angular') || ['react-dev', 'vue-dev'].includes(t.occupation)
              ? 1
              : 0;
      return lower(o, onSite(t));
    },
  },
  {
    kind: 'attribute',
    body: { keywords: 'DAF 2 jours par semaine' },
    judge: (t) => lower(occ(t, DAF), daysAWeek(t, '2', ['1', '3'])),
  },
  {
    kind: 'attribute',
    body: { keywords: 'développeuse iOS senior dispo février' },
    judge: (t) =>
      lower(
        occ(t, { 'ios-dev': 3, 'react-native-dev': 1, 'flutter-dev': 1, 'android-dev': 1 }),
        senior(t),
        availableBy(t, '2027-02-28', '2027-03-31'),
      ),
    note: 'Feminine title: men and women alike.',
  },

  // ---------------------------------------------------------------- place
  {
    kind: 'place',
    body: { keywords: 'freelance montpellier' },
    judge: (t) => cityGrade(t, MONTPELLIER),
    note: '`freelance` is noise: every profile is a freelancer.',
  },
  { kind: 'place', body: { keywords: 'gironde' }, judge: (t) => deptGrade(t, '33', '75') },
  { kind: 'place', body: { keywords: '69003' }, judge: (t) => postalGrade(t, '69003', LYON) },
  { kind: 'place', body: { keywords: 'hauts de france' }, judge: (t) => regionGrade(t, 'FR', '32') },
  {
    kind: 'place',
    body: { keywords: 'luxembourg' },
    judge: (t) => countryGrade(t, 'LU'),
    note: 'The country (no home is in the Belgian province of Luxembourg).',
  },
  { kind: 'place', body: { keywords: 'haute corse' }, judge: (t) => deptGrade(t, '2B', '94') },
  { kind: 'place', body: { keywords: 'martinique' }, judge: (t) => regionGrade(t, 'FR', '02') },
  { kind: 'place', body: { keywords: 'bretagne' }, judge: (t) => regionGrade(t, 'FR', '53') },
  {
    kind: 'place',
    body: { keywords: 'IDF' },
    judge: (t) => regionGrade(t, 'FR', '11'),
    note: 'IDF = Île-de-France.',
  },
  { kind: 'place', body: { keywords: 'lausanne' }, judge: (t) => cityGrade(t, LAUSANNE) },

  // ---------------------------------------------------------------- typo
  { kind: 'typo', body: { keywords: 'ingénieur devosp' }, judge: (t) => occ(t, DEVOPS) },
  { kind: 'typo', body: { keywords: 'srcum master' }, judge: (t) => occ(t, SCRUM_MASTER) },
  { kind: 'typo', body: { keywords: 'dev pyhton' }, judge: pythonDev },
  { kind: 'typo', body: { keywords: 'data analsyt' }, judge: (t) => occ(t, DATA_ANALYST) },
  { kind: 'typo', body: { keywords: 'contrôleur de gesiton' }, judge: (t) => occ(t, CONTROLLER) },
  { kind: 'typo', body: { keywords: 'achitecte cloud' }, judge: (t) => occ(t, CLOUD_ARCHITECT) },
  {
    kind: 'typo',
    body: { keywords: 'consultant dynamcis 365' },
    judge: (t) =>
      occ(t, {
        'dynamics-consultant': 3,
        'salesforce-consultant': 1,
        'sap-fico-consultant': 1,
        'sap-sd-mm-consultant': 1,
      }),
  },
  { kind: 'typo', body: { keywords: 'ux desinger' }, judge: uxDesigner },
  { kind: 'typo', body: { keywords: 'gestionaire de paie' }, judge: payroll },
  {
    kind: 'typo',
    body: { keywords: 'devellopeur symfony' },
    judge: (t) => lower(occ(t, { 'php-dev': 3 }), skill(t, 'symfony')),
    note: 'A Laravel-only PHP developer misses Symfony (1).',
  },

  // ---------------------------------------------------------------- exclusion
  {
    kind: 'exclusion',
    body: { keywords: 'développeur front -angular' },
    judge: (t) => (t.occupation === 'angular-dev' || has(t, 'angular') ? 0 : occ(t, FRONT)),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'cloud architect -aws' },
    judge: (t) => (has(t, 'aws') ? 0 : occ(t, CLOUD_ARCHITECT)),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'data engineer -spark' },
    judge: (t) => (has(t, 'spark') ? 0 : occ(t, DATA_ENGINEER)),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'dev php -wordpress' },
    judge: (t) =>
      t.occupation === 'wordpress-dev' || has(t, 'wordpress')
        ? 0
        : t.occupation === 'php-dev'
          ? 3
          : has(t, 'php')
            ? 1
            : 0,
  },
  {
    kind: 'exclusion',
    body: { keywords: 'consultant SAP -FICO' },
    judge: (t) =>
      t.occupation === 'sap-fico-consultant' || hasAny(t, ['sap-fi', 'sap-co'])
        ? 0
        : occ(t, { 'sap-sd-mm-consultant': 3, 'sap-abap-dev': 2, 'dynamics-consultant': 1 }),
    note: 'FICO = SAP FI/CO: the FI/CO consultant and anyone with SAP FI or CO are excluded.',
  },
  {
    kind: 'exclusion',
    body: { keywords: 'product owner -SAFe' },
    judge: (t) => (has(t, 'safe') ? 0 : occ(t, PRODUCT_OWNER)),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'dev mobile -android' },
    judge: (t) =>
      t.occupation === 'android-dev' || has(t, 'android')
        ? 0
        : t.occupation === 'fullstack-js-dev' && has(t, 'react-native')
          ? 1
          : occ(t, MOBILE),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'contrôleur de gestion -SAP' },
    judge: (t) => (t.skills.some((s) => s === 's4hana' || s.startsWith('sap')) ? 0 : occ(t, CONTROLLER)),
    note: 'SAP and its modules (SAP CO) are excluded.',
  },
  {
    kind: 'exclusion',
    body: { keywords: 'sysadmin -windows' },
    judge: (t) => (has(t, 'windows-server') ? 0 : occ(t, SYSADMIN)),
    note: 'windows = Windows Server; a Linux administrator stays.',
  },
  {
    kind: 'exclusion',
    body: { keywords: 'backend developer -java' },
    judge: (t) =>
      t.occupation === 'java-dev' || has(t, 'java')
        ? 0
        : BACKEND.includes(t.occupation)
          ? 3
          : t.occupation === 'fullstack-js-dev'
            ? 2
            : 0,
    note: '-java does not exclude JavaScript: Node.js developers stay.',
  },

  // ---------------------------------------------------------------- phrase
  { kind: 'phrase', body: { keywords: '"chef de projet MOA"' }, judge: (t) => occ(t, MOA) },
  { kind: 'phrase', body: { keywords: '"machine learning"' }, judge: (t) => (has(t, 'machine-learning') ? 3 : 0) },
  {
    kind: 'phrase',
    body: { keywords: '"conduite du changement"' },
    judge: (t) => (has(t, 'conduite-du-changement') ? 3 : 0),
  },
  {
    kind: 'phrase',
    body: { keywords: '"spring boot" microservices' },
    judge: (t) => lower(3, skill(t, 'spring-boot'), skill(t, 'microservices')),
    note: 'Two bare skills: each is an attribute of 3 (one missing gives 1).',
  },
  {
    kind: 'phrase',
    body: { keywords: '"site reliability engineer"' },
    judge: (t) => occ(t, { sre: 3, 'devops-engineer': 1 }),
  },
  { kind: 'phrase', body: { keywords: '"scrum master"' }, judge: (t) => occ(t, SCRUM_MASTER) },
  { kind: 'phrase', body: { keywords: '"référencement naturel"' }, judge: (t) => (has(t, 'seo') ? 3 : 0) },
  { kind: 'phrase', body: { keywords: '"ingénieur systèmes"' }, judge: (t) => occ(t, SYSADMIN) },
  { kind: 'phrase', body: { keywords: '"design system"' }, judge: (t) => (has(t, 'design-system') ? 3 : 0) },
  {
    kind: 'phrase',
    body: { keywords: '"google cloud"' },
    judge: (t) => (has(t, 'gcp') ? 3 : 0),
    note: 'Google Cloud = GCP.',
  },

  // ---------------------------------------------------------------- or
  {
    kind: 'or',
    body: { keywords: 'nantes OR rennes' },
    judge: (t) => best(cityGrade(t, NANTES), cityGrade(t, RENNES)),
  },
  { kind: 'or', body: { keywords: 'kotlin OR swift' }, judge: (t) => (hasAny(t, ['kotlin', 'swift']) ? 3 : 0) },
  {
    kind: 'or',
    body: { keywords: 'data engineer OR "data architect"' },
    judge: (t) => occ(t, DATA_ENGINEER),
    note: 'Data Architect is a lead title of the data engineer.',
  },
  {
    kind: 'or',
    body: { keywords: '"coach agile" OR "scrum master"' },
    judge: (t) => occ(t, { ...SCRUM_MASTER, 'change-consultant': 1 }),
  },
  {
    kind: 'or',
    body: { keywords: '"product manager" OR "chef de produit"' },
    judge: (t) => occ(t, PRODUCT_MANAGER),
  },
  {
    kind: 'or',
    body: { keywords: 'pentester OR "analyste SOC"' },
    judge: (t) => occ(t, { pentester: 3, 'soc-analyst': 3, 'security-consultant': 1 }),
  },
  { kind: 'or', body: { keywords: 'DAF OR CFO OR RAF' }, judge: (t) => occ(t, DAF) },
  {
    kind: 'or',
    body: { keywords: 'ansible OR terraform' },
    judge: (t) => (hasAny(t, ['ansible', 'terraform']) ? 3 : 0),
  },
  {
    kind: 'or',
    body: { keywords: 'ux designer lyon OR ux designer grenoble' },
    judge: (t) => best(combine(uxDesigner(t), cityGrade(t, LYON)), combine(uxDesigner(t), cityGrade(t, GRENOBLE))),
  },
  {
    kind: 'or',
    body: { keywords: 'lille OR belgique' },
    judge: (t) => best(cityGrade(t, LILLE), countryGrade(t, 'BE')),
  },

  // ---------------------------------------------------------------- filter
  filtered({ keywords: 'dev backend', skills: ['python'], available: true }, (t) =>
    BACKEND.includes(t.occupation)
      ? 3
      : occ(t, { 'fullstack-js-dev': 2, 'data-engineer': 1, 'ml-engineer': 1, 'data-scientist': 1, 'embedded-dev': 1 }),
  ),
  filtered({ skills: ['kubernetes', 'terraform'] }),
  filtered({ keywords: 'chef de projet', workAreas: ['hauts-de-france', 'belgique'] }, (t) => occ(t, PROJECT_MANAGER)),
  filtered(
    { keywords: 'architecte', seniority: ['expert'] },
    (t) => occ(t, { 'cloud-architect': 3, 'java-dev': 1, 'data-engineer': 1, 'network-engineer': 1 }),
    'Java, data and network experts may hold an architect title (1); the cloud architect is the architect (3).',
  ),
  filtered({ keywords: 'consultant SAP', available: true, seniority: ['senior', 'expert'] }, (t) =>
    occ(t, SAP_CONSULTANT),
  ),
  filtered({ keywords: 'java', workAreas: ['belgique', 'luxembourg'] }, (t) => (has(t, 'java') ? 3 : 0)),
  filtered({ keywords: 'product designer', skills: ['figma'] }, (t) => occ(t, PRODUCT_DESIGNER)),
  filtered({ workAreas: ['provence-alpes-cote-d-azur'] }),
  filtered({ keywords: 'dev front', seniority: ['junior', 'confirme'] }, (t) => occ(t, FRONT)),
  filtered({ keywords: 'contrôleur de gestion', available: true, workAreas: ['ile-de-france'] }, (t) =>
    occ(t, CONTROLLER),
  ),
];
