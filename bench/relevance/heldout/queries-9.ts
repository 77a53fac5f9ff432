/**
 * A ninth blind held-out query set: 100 queries (ten per class), typed the way recruiters on French freelance
 * IT/data/product/design/finance/consulting platforms type them (French and English, shorthand and acronyms, feminine
 * titles, typos, places as cities, departments, postal codes, regions of France, Belgium, Switzerland, Luxembourg and
 * overseas, attribute words, OR groups, exclusions, quoted phrases, filters, Monday-morning noise), each with a
 * judgment of every profile of the held-out corpus from its Truth only.
 *
 * Written by a helper on 2026-11-27. What was read: README.md (grade scale, combination rules, query classes,
 * rules), types.ts, occupations.ts, skills.ts, people.ts (only to know what identity data exists; no query is built
 * from names), referential-slugs.json, corpus.ts (the generator of the 480 profiles and their Truth), text-fr-en.ts,
 * rng.ts and places.ts, lines 1-75 of queries-4.ts (its header: the judging conventions, adopted here so that the
 * sets compare), and in the interface specification only Meta, MetaFreelance, Preferences, WorkArea and POST
 * /partners/search (the request body and its keyword grammar). What was NOT read: anything under src/ (the engine,
 * its vocabulary, its search code), docs/, test/, scripts/, the rest of bench/ (queries.ts, queries-2.ts to
 * queries-8.ts, queries-4.ts past its header, check.ts, identity-probes.ts, bench/relevance/queries.ts,
 * relevance.bench.ts), the repository's README.md and its git history; the repository was not grepped. The service
 * was not started, no search, test or benchmark was run: every judgment below was written before any engine
 * answered. A small script outside the repository read the corpus's Truth to count how many profiles each judgment
 * grades 1, 2 or 3, so that every query has at least one profile graded 2 or 3 (a query without one was changed,
 * never its judgment); the same kind of script listed what the Truth holds (occupations, homes, work areas, skills,
 * sectors) so that queries would have answers to find.
 *
 * Judging conventions: those of queries-4.ts's header (Truth only, never the profile's text), restated briefly.
 * - Occupation first: each query names the occupations that are exactly it (3), a close one (2), a neighbouring one
 *   (1). Feminine titles grade men and women alike.
 * - Attributes lower that grade: fully met keeps it, partly met takes 1 off, not met takes 2 off; several attributes
 *   each take their share. A technical skill named next to a title is an attribute (met when the Truth's skills hold
 *   it, not met otherwise); a sector next to a title likewise (`assurance` partly met by `banque`).
 * - Seniority: the declared seniority decides; an empty one falls back on the years (0-2 junior, 3-6 confirmé, 7-10
 *   senior, 11+ expert). `N ans d'xp` is met by yearsOfExperience >= N, not met below.
 * - Remote: `remote` / `full remote` met by a Full remote preference, partly by Hybride or no preference, not met by
 *   Sur site only; `sur site` / `présentiel` met by Sur site, partly by Hybride or no preference, not met by Full
 *   remote only.
 * - Availability relative to 2026-11-24: `dispo janvier` met by available or a date up to 2027-01-31, partly up to
 *   2027-02-28.
 * - Languages: `anglais courant` met by native, bilingual or fluent, partly by professional.
 * - Days a week `3j/semaine`: met by a preference holding 3, partly by one holding 2 or 4 or by none stated.
 * - Day rate `TJM 550 max`: met at 550 or less, partly up to 600 or when no figure is given.
 * - Places (README rules): who lives there 3; who lives close (same department; for a Swiss city the same canton; for
 *   a postal code the same city or department) or names it, or its department, in a work area 2 (for a postal code,
 *   naming its city counts as naming it); 1 for who names a wider area holding it (its region, its country) or
 *   another city of its department in a work area, who lives in the same region but another department, and a
 *   freelancer open to Full remote living in the same country. A department: lives there 3; names it or a place in it
 *   2; names its region or country, lives in the same region, Full remote in the country 1. A region: lives there 3;
 *   names it or a place in it 2; names its country or Full remote in the country 1. A country: lives there 3; names
 *   a place in it 2.
 * - Occupation + place: grades combine by their sum (3+3 gives 3, 3+2 gives 2, 3+1 or 2+2 gives 1, less gives 0).
 * - OR: the best grade of the groups. Exclusion `-word`: a profile that is the excluded thing (its occupation, or the
 *   skill in its Truth) is 0, whatever its text says.
 * - Filters are hard constraints: `skills` needs every slug in the Truth's skills; `seniority` is the declared
 *   seniority (an empty one is outside); `available` is the declared availability; `workAreas` holds a profile who
 *   lives in one of the regions/countries or names it, or a place in it, in a work area (a work area `France` is not
 *   inside a French region). A profile outside the filter is 0; a filter with no keywords grades every profile
 *   inside it 3.
 * - A bare skill (`ansbile`, `"spring boot"`, `kotlin OR swift`) grades 3 every profile whose Truth holds that skill,
 *   whatever its occupation.
 *
 * Settled here (what the README and that header leave open):
 * 1. Seniority words: `senior` is met by Senior and Expert; `expert` is met by Expert, partly by Senior; `junior` is
 *    met by Junior only. Any other seniority is not met.
 * 2. `bilingue anglais` is met by native or bilingual English, partly by fluent; `germanophone` (German-speaking) is
 *    met by native, bilingual or fluent German, partly by professional.
 * 3. A day-rate ceiling compares the Truth's amount as it is, whatever its currency (CHF is taken at par with EUR).
 * 4. `N j/semaine` generalises the header: met by a preference holding N, partly by one holding N-1 or N+1 or by
 *    none stated.
 * 5. Several bare skills without a title (`pyhton django`): all held 3; each one missing takes 2 off; none held 0.
 * 6. A full-stack or cross-platform developer whose Truth holds the framework a developer title names (Vue.js, React
 *    Native) is 2, like the README's full-stack developer with React; an accountant whose Truth holds payroll (`paie`)
 *    is 2 for a payroll title. Otherwise a neighbouring occupation is 1.
 * 7. Attributes lower neighbouring occupations too; the occupation grade is lowered first, then combined with the
 *    place.
 * 8. Swiss cities: the canton plays the department; the language region plays the region (Romandie: GE, VD, NE, FR,
 *    VS, JU; German-speaking Switzerland: the other cantons but TI), so who lives in another canton of the same
 *    language region is 1. `suisse romande` is graded as a region made of those six cantons.
 * 9. A former region (`alsace`: departments 67 and 68) is graded as a region; naming or living elsewhere in the
 *    region that now holds it (Grand Est) is 1, like naming France.
 * 10. `sophia antipolis` is the technology park of Valbonne (06560) and is graded as that city.
 * 11. `DOM-TOM` is the overseas departments 971-976 taken as one region: lives in one 3; names one or a place in one
 *     2; names France or Full remote in France 1.
 * 12. Generic words: `développeur` grades every developer occupation 3 (web, mobile, embedded, ABAP, Salesforce);
 *     `data` grades the data family 3 but the DBA 2; `consultant SAP` grades the SAP functional consultants 3 and the
 *     ABAP developer 2 (a technical SAP consultant).
 * 13. Monday-morning noise (`URGENT`, `mission`, `recherche`, `H/F`) carries no meaning for the judgment.
 * 14. An exclusion of a product line excludes all of it: `-sap` excludes any SAP skill (sap, sap-fi, sap-co, s4hana,
 *     abap...), `-windows` the Windows Server skill, `-ios` the iOS developer and the ios skill.
 * 15. Close titles: product owner and product manager are 2 for each other; a part-time (fractional) CFO is 2 for
 *     `DAF` / `CFO` / `chief financial officer`, and 3 when the query asks for part time (`DAF 2j/semaine`), where a
 *     full-time CFO is 2 before the days a week lower it.
 * 16. Sectors: only `assurance` and `banque` partly meet each other; any other sector is met or not.
 *
 * Usage: `import { HELD_OUT_QUERIES_9 } from './queries-9'`; each query's `body` is a POST /partners/search body;
 * `judge(truth)` grades a profile of `heldOutCorpus()` from its Truth. Blind: never tune the engine on it.
 */
import type { Grade, HeldOutArea, HeldOutQuery, Home, Truth } from './types';

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
  return clamp(g - off);
}

/** Occupation and place: 3+3 gives 3, 3+2 gives 2, 3+1 or 2+2 gives 1, less gives 0. */
const combine = (o: Grade, p: Grade): Grade => (o === 0 || p === 0 ? 0 : clamp(o + p - 3));

/** Bare skills: all held 3, each one missing takes 2 off; none held 0. */
const skills = (t: Truth, ...ss: string[]): Grade => (hasAny(t, ss) ? lower(3, ...ss.map((s) => skill(t, s))) : 0);

// ---- seniority, years

type Bucket = 'junior' | 'confirme' | 'senior' | 'expert';
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
function seniority(t: Truth, want: Bucket): Met {
  const b = bucketOf(t);
  if (want === 'senior') return b === 'senior' || b === 'expert' ? 'met' : 'not';
  if (want === 'expert') return b === 'expert' ? 'met' : b === 'senior' ? 'partly' : 'not';
  return b === want ? 'met' : 'not';
}
const yearsAtLeast = (t: Truth, n: number): Met => (t.yearsOfExperience >= n ? 'met' : 'not');

// ---- remote, availability, days, rate, languages, sectors

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
/** Available, or from a date up to `by` (met) / up to `partlyBy` (partly). ISO dates compare as strings. */
function availableBy(t: Truth, by: string, partlyBy: string): Met {
  if (t.availability.available) return 'met';
  const from = t.availability.from;
  if (!from) return 'not';
  return from <= by ? 'met' : from <= partlyBy ? 'partly' : 'not';
}
function days(t: Truth, n: number): Met {
  if (t.daysPerWeek.length === 0) return 'partly';
  if (t.daysPerWeek.includes(String(n))) return 'met';
  return t.daysPerWeek.includes(String(n - 1)) || t.daysPerWeek.includes(String(n + 1)) ? 'partly' : 'not';
}
function rateAtMost(t: Truth, max: number): Met {
  const a = t.rate.amount;
  if (a === null) return 'partly';
  return a <= max ? 'met' : a <= max + 50 ? 'partly' : 'not';
}
function language(t: Truth, code: string, met: string[], partly: string[]): Met {
  const l = t.languages.find((x) => x.language === code);
  if (!l) return 'not';
  return met.includes(l.level) ? 'met' : partly.includes(l.level) ? 'partly' : 'not';
}
function sector(t: Truth, s: string, partlyBy: string[] = []): Met {
  if ((t.sectors as string[]).includes(s)) return 'met';
  return partlyBy.some((p) => (t.sectors as string[]).includes(p)) ? 'partly' : 'not';
}

// ---- places

/** How a place is graded: who lives there, close, in the wider area; which work areas name it or a wider area. */
interface PlaceSpec {
  home3: (h: Home) => boolean;
  home2?: (h: Home) => boolean;
  home1?: (h: Home) => boolean;
  area2: (a: HeldOutArea) => boolean;
  area1?: (a: HeldOutArea) => boolean;
  /** A freelancer open to Full remote living in this country is 1. */
  remoteCountry?: string;
}
function place(t: Truth, p: PlaceSpec): Grade {
  const h = t.home;
  if (p.home3(h)) return 3;
  if (p.home2?.(h) || t.workAreas.some(p.area2)) return 2;
  if (p.home1?.(h) || (p.area1 && t.workAreas.some(p.area1))) return 1;
  if (p.remoteCountry && h.countryCode === p.remoteCountry && t.remote.includes('Full remote')) return 1;
  return 0;
}

const isCity = (a: HeldOutArea, cc: string, city: string) =>
  a.type === 'ville' && a.countryCode === cc && a.cityName === city;
const isDept = (a: HeldOutArea, cc: string, d: string) =>
  a.type === 'departement' && a.countryCode === cc && a.departmentCode === d;
const inDept = (a: HeldOutArea, cc: string, d: string) => a.countryCode === cc && a.departmentCode === d;
const isRegion = (a: HeldOutArea, cc: string, r: string) =>
  a.type === 'region' && a.countryCode === cc && a.regionCode === r;
const inRegion = (a: HeldOutArea, cc: string, r: string) => a.countryCode === cc && a.regionCode === r;
const isCountry = (a: HeldOutArea, cc: string) => a.type === 'pays' && a.countryCode === cc;
const inCountry = (a: HeldOutArea, cc: string) => a.countryCode === cc;

/** A French city (by the dataset's name), or one of its postal codes. */
function frCity(city: string, dept: string, region: string, zip?: string): PlaceSpec {
  return {
    home3: (h) => h.countryCode === 'FR' && (zip ? h.postalCode === zip : h.datasetCity === city),
    home2: (h) => h.countryCode === 'FR' && h.departmentCode === dept,
    home1: (h) => h.countryCode === 'FR' && h.regionCode === region,
    area2: (a) => isCity(a, 'FR', city) || isDept(a, 'FR', dept),
    area1: (a) => inDept(a, 'FR', dept) || isRegion(a, 'FR', region) || isCountry(a, 'FR'),
    remoteCountry: 'FR',
  };
}
const ROMANDIE = ['GE', 'VD', 'NE', 'FR', 'VS', 'JU'];
const swissLanguageRegion = (canton: string) =>
  ROMANDIE.includes(canton) ? ROMANDIE : canton === 'TI' ? ['TI'] : null;
/** A Swiss city: the canton plays the department, the language region plays the region. */
function chCity(city: string, canton: string): PlaceSpec {
  const lr = swissLanguageRegion(canton);
  return {
    home3: (h) => h.countryCode === 'CH' && h.datasetCity === city,
    home2: (h) => h.countryCode === 'CH' && h.regionCode === canton,
    home1: (h) =>
      h.countryCode === 'CH' &&
      (lr ? lr.includes(h.regionCode) : !ROMANDIE.includes(h.regionCode) && h.regionCode !== 'TI'),
    area2: (a) => isCity(a, 'CH', city) || isRegion(a, 'CH', canton),
    area1: (a) => inRegion(a, 'CH', canton) || isCountry(a, 'CH'),
    remoteCountry: 'CH',
  };
}
function frDept(dept: string, region: string): PlaceSpec {
  return {
    home3: (h) => h.countryCode === 'FR' && h.departmentCode === dept,
    home1: (h) => h.countryCode === 'FR' && h.regionCode === region,
    area2: (a) => inDept(a, 'FR', dept),
    area1: (a) => isRegion(a, 'FR', region) || isCountry(a, 'FR'),
    remoteCountry: 'FR',
  };
}
function region(cc: string, codes: string[]): PlaceSpec {
  return {
    home3: (h) => h.countryCode === cc && codes.includes(h.regionCode),
    area2: (a) => a.countryCode === cc && codes.includes(a.regionCode ?? ''),
    area1: (a) => isCountry(a, cc),
    remoteCountry: cc,
  };
}
function country(cc: string): PlaceSpec {
  return { home3: (h) => h.countryCode === cc, area2: (a) => inCountry(a, cc) };
}

// ---- filters

function inWorkAreas(t: Truth, slugs: string[]): boolean {
  const SLUG_COUNTRY: Record<string, string> = { belgique: 'BE', suisse: 'CH', luxembourg: 'LU', andorre: 'AD' };
  return slugs.some((slug) => {
    const cc = SLUG_COUNTRY[slug];
    if (cc) return t.home.countryCode === cc || t.workAreas.some((a) => a.countryCode === cc);
    if (t.home.regionSlug === slug) return true;
    const code = FR_REGION_CODE[slug];
    return code !== undefined && t.workAreas.some((a) => inRegion(a, 'FR', code));
  });
}
const FR_REGION_CODE: Record<string, string> = {
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
const SENIORITY_SLUG: Record<string, string> = {
  junior: 'Junior (0-2 ans)',
  confirme: 'Confirme (3-6 ans)',
  senior: 'Senior (7-10 ans)',
  expert: 'Expert (10+ ans)',
};
/** The body's filters as hard constraints. */
function inFilters(t: Truth, body: HeldOutQuery['body']): boolean {
  if (body.skills && !body.skills.every((s) => has(t, s))) return false;
  if (body.workAreas && !inWorkAreas(t, body.workAreas)) return false;
  if (body.seniority && !body.seniority.some((s) => SENIORITY_SLUG[s] === t.seniority)) return false;
  if (body.available !== undefined && t.availability.available !== body.available) return false;
  return true;
}
/** A filter query: 0 outside the filters, the keywords' grade inside (3 when there are no keywords). */
function filtered(body: HeldOutQuery['body'], keywords?: (t: Truth) => Grade): HeldOutQuery {
  return {
    kind: 'filter',
    body,
    judge: (t) => (inFilters(t, body) ? (keywords ? keywords(t) : 3) : 0),
  };
}

// ------------------------------------------------------------------ occupations asked for

const DATA_ENGINEER: OccGrades = { 'data-engineer': 3, 'ml-engineer': 1, 'bi-consultant': 1, dba: 1 };
const DATA_SCIENTIST: OccGrades = { 'data-scientist': 3, 'ml-engineer': 2, 'data-analyst': 1 };
const UX_DESIGNER: OccGrades = { 'ux-designer': 3, 'product-designer': 2, 'ux-researcher': 1, 'ui-designer': 1 };
const PRODUCT_OWNER: OccGrades = {
  'product-owner': 3,
  'product-manager': 2,
  'business-analyst': 1,
  'moa-project-manager': 1,
};
const SCRUM_MASTER: OccGrades = { 'scrum-master': 3, 'product-owner': 1, 'project-manager': 1 };
const DEVOPS: OccGrades = { 'devops-engineer': 3, sre: 2, 'cloud-architect': 1, sysadmin: 1 };
const SAP_CONSULTANT: OccGrades = { 'sap-sd-mm-consultant': 3, 'sap-fico-consultant': 3, 'sap-abap-dev': 2 };
const CONTROLLER: OccGrades = { 'financial-controller': 3, cfo: 1, 'fractional-cfo': 1 };
const CFO: OccGrades = { cfo: 3, 'fractional-cfo': 2, 'financial-controller': 1, treasurer: 1 };
const ACCOUNTANT: OccGrades = { accountant: 3, auditor: 1, 'financial-controller': 1 };
const BI: OccGrades = { 'bi-consultant': 3, 'data-analyst': 1 };
const DATA_ANALYST: OccGrades = { 'data-analyst': 3, 'bi-consultant': 2, 'data-scientist': 1 };
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

// ------------------------------------------------------------------ the queries

const ALIAS: HeldOutQuery[] = [
  {
    kind: 'alias',
    body: { keywords: 'CDG H/F' },
    judge: (t) => occ(t, { ...CONTROLLER, auditor: 1, accountant: 1 }),
    note: 'CDG: contrôleur de gestion (not the airport); H/F is noise.',
  },
  {
    kind: 'alias',
    body: { keywords: 'ingé ML' },
    judge: (t) => occ(t, { 'ml-engineer': 3, 'data-scientist': 2, 'data-engineer': 1 }),
    note: 'ingé ML: ingénieur machine learning.',
  },
  {
    kind: 'alias',
    body: { keywords: 'dev RN' },
    judge: (t) => {
      if (t.occupation === 'react-native-dev') return 3;
      if (['fullstack-js-dev', 'flutter-dev'].includes(t.occupation) && has(t, 'react-native')) return 2;
      return occ(t, { 'flutter-dev': 1, 'ios-dev': 1, 'android-dev': 1, 'react-dev': 1, 'fullstack-js-dev': 1 });
    },
    note: 'RN: React Native.',
  },
  {
    kind: 'alias',
    body: { keywords: 'admin BDD' },
    judge: (t) => occ(t, { dba: 3, 'data-engineer': 1, sysadmin: 1 }),
    note: 'BDD: bases de données; an administrateur de bases de données is a DBA.',
  },
  {
    kind: 'alias',
    body: { keywords: 'CISO' },
    judge: (t) => occ(t, { 'security-consultant': 3, 'soc-analyst': 1, pentester: 1 }),
    note: 'CISO: RSSI (the security consultants, interim and part-time CISOs among them).',
  },
  {
    kind: 'alias',
    body: { keywords: 'D365 F&O' },
    judge: (t) => occ(t, { 'dynamics-consultant': 3, 'sap-fico-consultant': 1, 'sap-sd-mm-consultant': 1 }),
    note: 'D365 F&O: Microsoft Dynamics 365 Finance & Operations.',
  },
  {
    kind: 'alias',
    body: { keywords: 'SFDC admin' },
    judge: (t) => occ(t, { 'salesforce-consultant': 3, 'salesforce-dev': 2 }),
    note: 'SFDC: Salesforce; a Salesforce administrator is a functional consultant.',
  },
  {
    kind: 'alias',
    body: { keywords: 'FP&A' },
    judge: (t) => occ(t, CONTROLLER),
    note: 'FP&A: financial planning and analysis, the controllers.',
  },
  {
    kind: 'alias',
    body: { keywords: 'UXR' },
    judge: (t) => occ(t, { 'ux-researcher': 3, 'ux-designer': 1, 'product-designer': 1 }),
    note: 'UXR: UX researcher.',
  },
  {
    kind: 'alias',
    body: { keywords: 'blue team' },
    judge: (t) => occ(t, { 'soc-analyst': 3, 'security-consultant': 1, pentester: 1 }),
    note: 'Blue team: defensive security, the SOC; the pentester (red team) is a neighbour.',
  },
];

const COMPOUND: HeldOutQuery[] = [
  {
    kind: 'compound',
    body: { keywords: 'consultant sap mm s4 hana' },
    judge: (t) =>
      lower(
        occ(t, { 'sap-sd-mm-consultant': 3, 'sap-fico-consultant': 1, 'sap-abap-dev': 1 }),
        skill(t, 'sap-mm'),
        skill(t, 's4hana'),
      ),
    note: 'MM and S/4HANA are two attributes of the SAP logistics consultant.',
  },
  {
    kind: 'compound',
    body: { keywords: 'dev java kafka 44' },
    judge: (t) =>
      combine(lower(occ(t, { 'java-dev': 3, 'android-dev': 1 }), skill(t, 'kafka')), place(t, frDept('44', '52'))),
    note: '44: Loire-Atlantique.',
  },
  {
    kind: 'compound',
    body: { keywords: 'data analyst power bi haute savoie' },
    judge: (t) => combine(lower(occ(t, DATA_ANALYST), skill(t, 'power-bi')), place(t, frDept('74', '84'))),
    note: 'Haute-Savoie: department 74.',
  },
  {
    kind: 'compound',
    body: { keywords: 'ingénieure devops azure IDF' },
    judge: (t) => combine(lower(occ(t, DEVOPS), skill(t, 'azure')), place(t, region('FR', ['11']))),
    note: 'IDF: Île-de-France.',
  },
  {
    kind: 'compound',
    body: { keywords: 'mission PO assurance' },
    judge: (t) => lower(occ(t, PRODUCT_OWNER), sector(t, 'assurance', ['banque'])),
    note: '`mission` is noise; assurance is a sector, partly met by banking.',
  },
  {
    kind: 'compound',
    body: { keywords: 'pentesteur AD lille' },
    judge: (t) =>
      combine(
        lower(occ(t, { pentester: 3, 'soc-analyst': 1, 'security-consultant': 1 }), skill(t, 'active-directory')),
        place(t, frCity('Lille', '59', '32')),
      ),
    note: 'AD: Active Directory.',
  },
  {
    kind: 'compound',
    body: { keywords: 'data scientist LLM suisse' },
    judge: (t) => combine(lower(occ(t, DATA_SCIENTIST), skill(t, 'llm')), place(t, country('CH'))),
  },
  {
    kind: 'compound',
    body: { keywords: 'consultant BI suisse romande' },
    judge: (t) => combine(occ(t, BI), place(t, region('CH', ROMANDIE))),
    note: 'Suisse romande: the cantons GE, VD, NE, FR, VS, JU.',
  },
  {
    kind: 'compound',
    body: { keywords: 'contrôleuse de gestion santé' },
    judge: (t) => lower(occ(t, CONTROLLER), sector(t, 'sante')),
    note: 'santé is a sector (healthcare, pharma, hospitals).',
  },
  {
    kind: 'compound',
    body: { keywords: 'data engineer databricks azure' },
    judge: (t) => lower(occ(t, DATA_ENGINEER), skill(t, 'databricks'), skill(t, 'azure')),
  },
];

const TITLE_EN_FR: HeldOutQuery[] = [
  {
    kind: 'title-en-fr',
    body: { keywords: 'ingénieur fiabilité' },
    judge: (t) => occ(t, { sre: 3, 'devops-engineer': 1 }),
    note: 'Ingénieur fiabilité: Site Reliability Engineer.',
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'payroll manager' },
    judge: (t) => (t.occupation === 'payroll-specialist' ? 3 : t.occupation === 'accountant' && has(t, 'paie') ? 2 : 0),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'trésorière' },
    judge: (t) => occ(t, { treasurer: 3, 'fractional-cfo': 1, cfo: 1 }),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'testeur logiciel' },
    judge: (t) => occ(t, { 'qa-engineer': 3, 'moa-project-manager': 1 }),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'functional analyst' },
    judge: (t) => occ(t, { 'business-analyst': 3, 'moa-project-manager': 1 }),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'chief financial officer' },
    judge: (t) => occ(t, CFO),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'directrice artistique' },
    judge: (t) => occ(t, { 'ui-designer': 3, 'ux-designer': 1, 'product-designer': 1 }),
    note: 'Directrice artistique (digital): the UI / visual designers.',
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'change management consultant' },
    judge: (t) => occ(t, { 'change-consultant': 3, 'management-consultant': 1 }),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'embedded engineer' },
    judge: (t) => occ(t, { 'embedded-dev': 3 }),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'auditeur interne' },
    judge: (t) => occ(t, { auditor: 3, accountant: 1, 'financial-controller': 1 }),
  },
];

const ATTRIBUTE: HeldOutQuery[] = [
  {
    kind: 'attribute',
    body: { keywords: "data engineer 8 ans d'xp" },
    judge: (t) => lower(occ(t, DATA_ENGINEER), yearsAtLeast(t, 8)),
  },
  {
    kind: 'attribute',
    body: { keywords: 'ux designer dispo janvier 2027' },
    judge: (t) => lower(occ(t, UX_DESIGNER), availableBy(t, '2027-01-31', '2027-02-28')),
  },
  {
    kind: 'attribute',
    body: { keywords: 'PO bilingue anglais' },
    judge: (t) => lower(occ(t, PRODUCT_OWNER), language(t, 'en', ['native', 'bilingual'], ['fluent'])),
  },
  {
    kind: 'attribute',
    body: { keywords: 'dev python junior' },
    judge: (t) =>
      lower(
        occ(t, {
          'python-dev': 3,
          'data-engineer': has(t, 'python') ? 1 : 0,
          'embedded-dev': has(t, 'python') ? 1 : 0,
        }),
        seniority(t, 'junior'),
      ),
  },
  {
    kind: 'attribute',
    body: { keywords: 'DAF 2j/semaine' },
    judge: (t) => lower(occ(t, { 'fractional-cfo': 3, cfo: 2 }), days(t, 2)),
    note: 'A DAF two days a week is a part-time (fractional) CFO; a full-time CFO is close.',
  },
  {
    kind: 'attribute',
    body: { keywords: 'consultante SAP germanophone' },
    judge: (t) => lower(occ(t, SAP_CONSULTANT), language(t, 'de', ['native', 'bilingual', 'fluent'], ['professional'])),
  },
  {
    kind: 'attribute',
    body: { keywords: 'devops TJM 600 max' },
    judge: (t) => lower(occ(t, DEVOPS), rateAtMost(t, 600)),
  },
  {
    kind: 'attribute',
    body: { keywords: 'URGENT scrum master présentiel' },
    judge: (t) => lower(occ(t, SCRUM_MASTER), onSite(t)),
  },
  {
    kind: 'attribute',
    body: { keywords: 'dev fullstack 100% remote' },
    judge: (t) =>
      lower(
        occ(t, { 'fullstack-js-dev': 3, 'node-dev': 1, 'react-dev': 1, 'vue-dev': 1, 'angular-dev': 1, 'php-dev': 1 }),
        fullRemote(t),
      ),
  },
  {
    kind: 'attribute',
    body: { keywords: 'data scientist expert' },
    judge: (t) => lower(occ(t, DATA_SCIENTIST), seniority(t, 'expert')),
  },
];

const PLACE: HeldOutQuery[] = [
  {
    kind: 'place',
    body: { keywords: '13008' },
    judge: (t) => place(t, frCity('Marseille', '13', '93', '13008')),
    note: 'Marseille 8e.',
  },
  { kind: 'place', body: { keywords: 'gironde' }, judge: (t) => place(t, frDept('33', '75')) },
  {
    kind: 'place',
    body: { keywords: 'PACA' },
    judge: (t) => place(t, region('FR', ['93'])),
    note: 'Provence-Alpes-Côte d’Azur.',
  },
  { kind: 'place', body: { keywords: '69' }, judge: (t) => place(t, frDept('69', '84')), note: 'Rhône.' },
  { kind: 'place', body: { keywords: 'lausanne' }, judge: (t) => place(t, chCity('Lausanne', 'VD')) },
  {
    kind: 'place',
    body: { keywords: 'wallonie' },
    judge: (t) => place(t, region('BE', ['WAL'])),
    note: 'Région wallonne.',
  },
  {
    kind: 'place',
    body: { keywords: 'sophia antipolis' },
    judge: (t) => place(t, frCity('Valbonne', '06', '93')),
    note: 'Sophia Antipolis is in Valbonne (06560).',
  },
  {
    kind: 'place',
    body: { keywords: 'alsace' },
    judge: (t) =>
      place(t, {
        home3: (h) => h.countryCode === 'FR' && ['67', '68'].includes(h.departmentCode),
        home1: (h) => h.countryCode === 'FR' && h.regionCode === '44',
        area2: (a) => inDept(a, 'FR', '67') || inDept(a, 'FR', '68'),
        area1: (a) => isRegion(a, 'FR', '44') || isCountry(a, 'FR'),
        remoteCountry: 'FR',
      }),
    note: 'Alsace: the former region, Bas-Rhin (67) and Haut-Rhin (68), now in Grand Est.',
  },
  { kind: 'place', body: { keywords: 'zurich' }, judge: (t) => place(t, chCity('Zürich', 'ZH')) },
  {
    kind: 'place',
    body: { keywords: 'DOM-TOM' },
    judge: (t) => place(t, region('FR', ['01', '02', '03', '04', '06'])),
    note: 'The overseas departments 971-976 (regions 01-06).',
  },
];

const TYPO: HeldOutQuery[] = [
  {
    kind: 'typo',
    body: { keywords: 'dévelopeur vue' },
    judge: (t) => {
      if (t.occupation === 'vue-dev') return 3;
      if (t.occupation === 'fullstack-js-dev' && has(t, 'vuejs')) return 2;
      return has(t, 'vuejs') ? 1 : occ(t, { 'react-dev': 1, 'angular-dev': 1 });
    },
    note: 'développeur Vue.js.',
  },
  { kind: 'typo', body: { keywords: 'ansbile' }, judge: (t) => skills(t, 'ansible'), note: 'Ansible.' },
  { kind: 'typo', body: { keywords: 'controleur de gestoin' }, judge: (t) => occ(t, CONTROLLER) },
  { kind: 'typo', body: { keywords: 'data enginer' }, judge: (t) => occ(t, DATA_ENGINEER) },
  { kind: 'typo', body: { keywords: 'pyhton django' }, judge: (t) => skills(t, 'python', 'django') },
  { kind: 'typo', body: { keywords: 'scrum mater' }, judge: (t) => occ(t, SCRUM_MASTER) },
  { kind: 'typo', body: { keywords: 'promotheus' }, judge: (t) => skills(t, 'prometheus'), note: 'Prometheus.' },
  {
    kind: 'typo',
    body: { keywords: 'prodcut manager' },
    judge: (t) => occ(t, { 'product-manager': 3, 'product-owner': 2 }),
  },
  {
    kind: 'typo',
    body: { keywords: 'recherche acountant' },
    judge: (t) => occ(t, ACCOUNTANT),
    note: '`recherche` is noise.',
  },
  {
    kind: 'typo',
    body: { keywords: 'business analist' },
    judge: (t) => occ(t, { 'business-analyst': 3, 'moa-project-manager': 1, 'product-owner': 1, 'data-analyst': 1 }),
  },
];

const EXCLUSION: HeldOutQuery[] = [
  {
    kind: 'exclusion',
    body: { keywords: 'architecte cloud -aws' },
    judge: (t) => (has(t, 'aws') ? 0 : occ(t, { 'cloud-architect': 3, 'devops-engineer': 1, sre: 1 })),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'développeuse php -wordpress' },
    judge: (t) =>
      t.occupation === 'wordpress-dev' || has(t, 'wordpress')
        ? 0
        : t.occupation === 'php-dev'
          ? 3
          : has(t, 'php') && DEVELOPERS.includes(t.occupation)
            ? 1
            : 0,
  },
  {
    kind: 'exclusion',
    body: { keywords: 'salesforce -apex' },
    judge: (t) => (has(t, 'apex') || t.occupation === 'salesforce-dev' ? 0 : skills(t, 'salesforce')),
    note: 'Salesforce without Apex: the functional consultants, not the developers.',
  },
  {
    kind: 'exclusion',
    body: { keywords: 'product owner -safe' },
    judge: (t) => (has(t, 'safe') ? 0 : occ(t, PRODUCT_OWNER)),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'dev mobile -ios' },
    judge: (t) =>
      t.occupation === 'ios-dev' || has(t, 'ios')
        ? 0
        : occ(t, { 'react-native-dev': 3, 'flutter-dev': 3, 'android-dev': 3 }),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'data engineer -spark' },
    judge: (t) => (has(t, 'spark') ? 0 : occ(t, DATA_ENGINEER)),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'chef de projet -moa' },
    judge: (t) =>
      t.occupation === 'moa-project-manager' || has(t, 'moa')
        ? 0
        : occ(t, { 'project-manager': 3, 'change-consultant': 1, 'product-owner': 1, 'scrum-master': 1 }),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'contrôleur de gestion -sap' },
    judge: (t) =>
      t.skills.some((s) => s === 'sap' || s.startsWith('sap-') || s === 's4hana' || s === 'abap')
        ? 0
        : occ(t, CONTROLLER),
    note: '-sap excludes any SAP skill (sap, sap-co, sap-fi, s4hana...).',
  },
  {
    kind: 'exclusion',
    body: { keywords: 'dev front -angular' },
    judge: (t) =>
      t.occupation === 'angular-dev' || has(t, 'angular')
        ? 0
        : occ(t, { 'react-dev': 3, 'vue-dev': 3, 'fullstack-js-dev': 2 }),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'admin sys -windows' },
    judge: (t) => (has(t, 'windows-server') ? 0 : occ(t, { sysadmin: 3, 'network-engineer': 1, 'devops-engineer': 1 })),
    note: '-windows excludes the Windows Server skill: the Linux administrators remain.',
  },
];

const PHRASE: HeldOutQuery[] = [
  { kind: 'phrase', body: { keywords: '"spring boot"' }, judge: (t) => skills(t, 'spring-boot') },
  {
    kind: 'phrase',
    body: { keywords: '"data engineer" aws' },
    judge: (t) => lower(occ(t, DATA_ENGINEER), skill(t, 'aws')),
  },
  {
    kind: 'phrase',
    body: { keywords: '"chef de projet MOA"' },
    judge: (t) => occ(t, { 'moa-project-manager': 3, 'project-manager': 1, 'business-analyst': 1 }),
  },
  { kind: 'phrase', body: { keywords: '"machine learning"' }, judge: (t) => skills(t, 'machine-learning') },
  {
    kind: 'phrase',
    body: { keywords: '"site reliability"' },
    judge: (t) => occ(t, { sre: 3, 'devops-engineer': 1 }),
  },
  { kind: 'phrase', body: { keywords: '"design system"' }, judge: (t) => skills(t, 'design-system') },
  {
    kind: 'phrase',
    body: { keywords: '"tests d\'intrusion"' },
    judge: (t) => (has(t, 'pentest') ? 3 : occ(t, { pentester: 3, 'security-consultant': 1, 'soc-analyst': 1 })),
    note: 'Typed with a straight apostrophe.',
  },
  {
    kind: 'phrase',
    body: { keywords: '"gestionnaire de paie"' },
    judge: (t) => (t.occupation === 'payroll-specialist' ? 3 : t.occupation === 'accountant' && has(t, 'paie') ? 2 : 0),
  },
  { kind: 'phrase', body: { keywords: '"active directory"' }, judge: (t) => skills(t, 'active-directory') },
  { kind: 'phrase', body: { keywords: '"C#"' }, judge: (t) => skills(t, 'csharp') },
];

const OR: HeldOutQuery[] = [
  {
    kind: 'or',
    body: { keywords: 'nantes OR rennes' },
    judge: (t) => best(place(t, frCity('Nantes', '44', '52')), place(t, frCity('Rennes', '35', '53'))),
  },
  { kind: 'or', body: { keywords: 'kotlin OR swift' }, judge: (t) => best(skills(t, 'kotlin'), skills(t, 'swift')) },
  {
    kind: 'or',
    body: { keywords: '"data analyst" OR "consultant BI"' },
    judge: (t) => best(occ(t, DATA_ANALYST), occ(t, BI)),
  },
  {
    kind: 'or',
    body: { keywords: 'DAF OR CFO OR "directeur financier"' },
    judge: (t) => occ(t, CFO),
  },
  {
    kind: 'or',
    body: { keywords: 'comptable 33 OR comptable 31' },
    judge: (t) =>
      best(
        combine(occ(t, ACCOUNTANT), place(t, frDept('33', '75'))),
        combine(occ(t, ACCOUNTANT), place(t, frDept('31', '76'))),
      ),
  },
  {
    kind: 'or',
    body: { keywords: '"scrum master" OR "coach agile"' },
    judge: (t) => occ(t, SCRUM_MASTER),
  },
  {
    kind: 'or',
    body: { keywords: 'django OR flask OR fastapi' },
    judge: (t) => best(skills(t, 'django'), skills(t, 'flask'), skills(t, 'fastapi')),
  },
  {
    kind: 'or',
    body: { keywords: 'lille OR belgique' },
    judge: (t) => best(place(t, frCity('Lille', '59', '32')), place(t, country('BE'))),
  },
  {
    kind: 'or',
    body: { keywords: 'UX OR UI designer' },
    judge: (t) =>
      best(
        occ(t, { 'ux-designer': 3, 'ux-researcher': 3, 'product-designer': 2, 'ui-designer': 1 }),
        occ(t, { 'ui-designer': 3, 'ux-designer': 2, 'product-designer': 2 }),
      ),
    note: 'Two groups: `UX`, and `UI designer`.',
  },
  {
    kind: 'or',
    body: { keywords: 'splunk OR sentinel OR qradar' },
    judge: (t) => best(skills(t, 'splunk'), skills(t, 'sentinel'), skills(t, 'qradar')),
  },
];

const FILTER: HeldOutQuery[] = [
  filtered({ skills: ['terraform', 'azure'] }),
  {
    ...filtered({ keywords: 'développeur', workAreas: ['occitanie'] }, (t) =>
      DEVELOPERS.includes(t.occupation) ? 3 : occ(t, { 'data-engineer': 1, 'devops-engineer': 1 }),
    ),
    note: '`développeur`: every developer occupation.',
  },
  {
    ...filtered({ keywords: 'data', seniority: ['junior'] }, (t) =>
      t.occupation === 'dba' ? 2 : t.family === 'data' ? 3 : 0,
    ),
    note: '`data`: the data family, the DBA 2.',
  },
  filtered({ keywords: 'consultant SAP', available: true }, (t) =>
    best(occ(t, SAP_CONSULTANT), hasAny(t, ['sap', 'sap-co']) ? 1 : 0),
  ),
  filtered({ skills: ['java'], workAreas: ['bretagne', 'pays-de-la-loire'] }),
  {
    ...filtered({ keywords: 'ingénieur cloud', seniority: ['senior', 'expert'] }, (t) =>
      occ(t, {
        'cloud-architect': 3,
        'devops-engineer': hasAny(t, ['aws', 'azure', 'gcp']) ? 2 : 1,
        sre: 1,
      }),
    ),
    note: 'A cloud engineer: the cloud architects, the DevOps engineers on a public cloud close.',
  },
  filtered({ skills: ['figma'], workAreas: ['ile-de-france'] }),
  filtered({ keywords: 'chef de projet', workAreas: ['luxembourg', 'belgique'] }, (t) =>
    occ(t, {
      'project-manager': 3,
      'moa-project-manager': 2,
      'change-consultant': 1,
      'product-owner': 1,
      'scrum-master': 1,
      'product-manager': 1,
    }),
  ),
  filtered({ skills: ['kubernetes'], available: true, seniority: ['expert'] }),
  filtered({ keywords: 'react', workAreas: ['suisse'] }, (t) => skills(t, 'react')),
];

export const HELD_OUT_QUERIES_9: HeldOutQuery[] = [
  ...ALIAS,
  ...COMPOUND,
  ...TITLE_EN_FR,
  ...ATTRIBUTE,
  ...PLACE,
  ...TYPO,
  ...EXCLUSION,
  ...PHRASE,
  ...OR,
  ...FILTER,
];
