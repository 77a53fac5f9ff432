/**
 * A fifth blind held-out query set: 100 queries (ten per class), typed the way recruiters on French freelance
 * IT/data/product/design/finance/consulting platforms type them on a Monday morning (French and English, shorthand
 * and abbreviations of the trade, role neighbours such as `tech lead`, `head of data`, `ciso`, feminine titles,
 * typos, places as cities, departments, postal codes and regions, attribute words, OR groups, exclusions, quoted
 * phrases, filters, and messy extra words such as `urgent`, `freelance`, `profil`, years of experience, a rate),
 * each with a judgment of every profile of the held-out corpus from its Truth only.
 *
 * Written by a helper on 2026-11-27. What was read: README.md (grade scale, combination rules, query classes,
 * rules), types.ts, occupations.ts, skills.ts, people.ts (only to know what identity data exists; no query is built
 * from names), referential-slugs.json, corpus.ts (the generator of the 480 profiles and their Truth), text-fr-en.ts,
 * rng.ts and places.ts, in the interface specification only Meta, MetaFreelance, Preferences, WorkArea and POST
 * /partners/search (the request body and its keyword grammar), and lines 1-75 of queries-4.ts (its header: the
 * judging conventions, adopted here so that the sets compare). What was NOT read: anything under src/ (the engine,
 * its vocabulary, its search code), docs/, test/, scripts/, the rest of bench/ (the bodies of queries.ts,
 * queries-2.ts, queries-3.ts, queries-4.ts past its header, check.ts, identity-probes.ts,
 * bench/relevance/queries.ts, relevance.bench.ts), the repository's README.md and its git history. The service was
 * not started, no search, test or benchmark was run: every judgment below was written before any engine answered. A
 * small script outside the repository read the corpus's Truth to count how many profiles each judgment grades 1, 2
 * or 3, so that every query has at least one profile graded 2 or 3 (a query without one was changed, never its
 * judgment).
 *
 * Judging conventions: those of queries-4.ts (and queries-3.ts), restated briefly (Truth only, never the text).
 * - Occupation first: each query names the occupations that are exactly it (3), a close one (2), a neighbouring one
 *   (1). Feminine titles grade men and women alike. Filler words (`urgent`, `freelance`, `profil`, `cherche`) are
 *   not judged.
 * - Attributes lower that grade: fully met keeps it, partly met takes 1 off, not met takes 2 off; several attributes
 *   each take their share. A technical skill named next to a title is an attribute (met when the Truth's skills hold
 *   it, not met otherwise); a sector next to a title likewise.
 * - Seniority: the declared seniority decides; an empty one falls back on the years (0-2 junior, 3-6 confirmé, 7-10
 *   senior, 11+ expert). `senior` is met by senior or expert; `junior` by junior only. `N ans d'expérience` is met by
 *   yearsOfExperience >= N, not met below. Added here: `tech lead` and `head of` are met by senior or expert, partly
 *   by confirmé, not met by junior.
 * - Remote: `remote` / `full remote` met by a Full remote preference, partly by Hybride or no preference, not met by
 *   Sur site only; `sur site` / `présentiel` met by Sur site, partly by Hybride or no preference, not met by Full
 *   remote only.
 * - Availability relative to 2026-11-24: `dispo` and `dispo immédiate` met by available, partly by a date up to
 *   2026-12-25; `dispo janvier` met by available or a date up to 2027-01-31, partly up to 2027-02-28.
 * - Languages: `anglais courant` met by native, bilingual or fluent, partly by professional.
 * - Days a week `3j/semaine`: met by a preference holding 3, partly by one holding 2 or 4 or by none stated.
 * - Day rate `TJM 450 max`: met at 450 or less, partly up to 500 or when no figure is given (added here: a CHF
 *   figure is compared at 1 CHF = 1.05 EUR).
 * - Places (README rules): who lives there 3; who lives close (same department; for a Swiss city the same canton;
 *   for a postal code the same city or department) or names it, or its department (a Swiss city's canton), in a
 *   work area 2; 1 for who names a wider area holding it (its region, its country) or another city of its
 *   department in a work area, who lives in the same region but another department, and a freelancer open to Full
 *   remote living in the same country. A department: lives there 3; names it or a city in it 2; its region or
 *   country, the same region, Full remote in the country 1. A region: lives there 3; names it or a place in it 2;
 *   names its country or Full remote in the country 1. A country: lives there 3; names it or a place in it 2.
 * - Occupation + place: grades combine by their sum (3+3 gives 3, 3+2 gives 2, 3+1 or 2+2 gives 1, less gives 0).
 * - OR: the best grade of the groups. Exclusion `-word`: a profile that is the excluded thing (its occupation, or the
 *   skill in its Truth) is 0, whatever its text says.
 * - Filters are hard constraints: `skills` needs every slug in the Truth's skills; `seniority` is the declared
 *   seniority (an empty one is outside); `available` is the declared availability; `workAreas` holds a profile who
 *   lives in one of the regions/countries or names it, or a place in it, in a work area (a work area `France` is not
 *   inside a French region). A profile outside the filter is 0; a filter with no keywords grades every profile
 *   inside it 3.
 * - A bare skill (`ansbile`, `swift OR kotlin`, `"spring boot"`) grades 3 every profile whose Truth holds that skill,
 *   whatever its occupation.
 *
 * Usage: `import { HELD_OUT_QUERIES_5 } from './queries-5'`; each query's `body` is a POST /partners/search body;
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
const hasAny = (t: Truth, skills: string[]): boolean => skills.some((s) => t.skills.includes(s));
const skill = (t: Truth, s: string): Met => (has(t, s) ? 'met' : 'not');
const bare = (t: Truth, ...skills: string[]): Grade => (hasAny(t, skills) ? 3 : 0);

/** Lowers an occupation grade by its attributes: met keeps, partly takes 1 off, not met takes 2 off. */
function lower(g: Grade, ...attrs: Met[]): Grade {
  if (g === 0) return 0;
  const off = attrs.reduce((s, a) => s + (a === 'met' ? 0 : a === 'partly' ? 1 : 2), 0);
  return clamp(g - off);
}

/** Occupation and place grades combine by their sum. */
function combine(a: Grade, b: Grade): Grade {
  const s = a + b;
  return s >= 6 ? 3 : s === 5 ? 2 : s === 4 ? 1 : 0;
}

// ------------------------------------------------------------------ attributes

type Bucket = 'junior' | 'confirme' | 'senior' | 'expert';
const DECLARED: Record<string, Bucket> = {
  'Junior (0-2 ans)': 'junior',
  'Confirme (3-6 ans)': 'confirme',
  'Senior (7-10 ans)': 'senior',
  'Expert (10+ ans)': 'expert',
};
function bucketOf(t: Truth): Bucket {
  const d = DECLARED[t.seniority];
  if (d) return d;
  const y = t.yearsOfExperience;
  return y <= 2 ? 'junior' : y <= 6 ? 'confirme' : y <= 10 ? 'senior' : 'expert';
}
const senior = (t: Truth): Met => (['senior', 'expert'].includes(bucketOf(t)) ? 'met' : 'not');
const junior = (t: Truth): Met => (bucketOf(t) === 'junior' ? 'met' : 'not');
/** `tech lead`, `head of`: senior or expert, partly confirmé. */
const lead = (t: Truth): Met => {
  const b = bucketOf(t);
  return b === 'senior' || b === 'expert' ? 'met' : b === 'confirme' ? 'partly' : 'not';
};
const yearsAtLeast = (t: Truth, n: number): Met => (t.yearsOfExperience >= n ? 'met' : 'not');

const fullRemote = (t: Truth): Met =>
  t.remote.includes('Full remote') ? 'met' : t.remote.includes('Hybride') || t.remote.length === 0 ? 'partly' : 'not';
const onSite = (t: Truth): Met =>
  t.remote.includes('Sur site') ? 'met' : t.remote.includes('Hybride') || t.remote.length === 0 ? 'partly' : 'not';

const dispoNow = (t: Truth): Met =>
  t.availability.available
    ? 'met'
    : t.availability.from !== null && t.availability.from <= '2026-12-25'
      ? 'partly'
      : 'not';
const dispoJanvier = (t: Truth): Met => {
  if (t.availability.available) return 'met';
  const f = t.availability.from;
  if (f === null) return 'not';
  return f <= '2027-01-31' ? 'met' : f <= '2027-02-28' ? 'partly' : 'not';
};

function language(t: Truth, code: string): Met {
  const l = t.languages.find((x) => x.language === code);
  if (!l) return 'not';
  return ['native', 'bilingual', 'fluent'].includes(l.level) ? 'met' : l.level === 'professional' ? 'partly' : 'not';
}
function days(t: Truth, n: string, near: string[]): Met {
  if (t.daysPerWeek.includes(n)) return 'met';
  return t.daysPerWeek.length === 0 || near.some((d) => t.daysPerWeek.includes(d)) ? 'partly' : 'not';
}
function rateMax(t: Truth, max: number, tolerance: number): Met {
  const a = t.rate.amount;
  if (a === null) return 'partly';
  const eur = t.rate.currency === 'CHF' ? a * 1.05 : a;
  return eur <= max ? 'met' : eur <= max + tolerance ? 'partly' : 'not';
}
const sector = (t: Truth, s: string): Met => (t.sectors.includes(s as Truth['sectors'][number]) ? 'met' : 'not');

// ------------------------------------------------------------------ places

const openToRemote = (t: Truth): boolean => t.remote.includes('Full remote');
const areas = (t: Truth): HeldOutArea[] => t.workAreas;

interface CityPlace {
  /** The dataset's names of the city (`Nantes`, `Genève`). */
  cities: string[];
  /** A postal code, when the query is one. */
  postal?: string;
  /** The French department code; '' for a Swiss, Belgian or Luxembourg city. */
  dept: string;
  /** The region code (French region, Swiss canton, Belgian region). */
  rc: string;
  cc: string;
}

/** A city or a postal code. */
function cityGrade(t: Truth, p: CityPlace): Grade {
  const h = t.home;
  const inCountry = h.countryCode === p.cc;
  const livesInCity = inCountry && p.cities.includes(h.datasetCity);
  if (p.postal ? h.postalCode === p.postal && inCountry : livesInCity) return 3;
  const closeHome = p.dept ? inCountry && h.departmentCode === p.dept : inCountry && h.regionCode === p.rc;
  if ((p.postal && livesInCity) || closeHome) return 2;
  const a = areas(t);
  const namesIt = a.some(
    (x) =>
      x.countryCode === p.cc &&
      ((x.type === 'ville' && p.cities.includes(x.cityName ?? '')) ||
        (p.dept
          ? x.type === 'departement' && x.departmentCode === p.dept
          : x.type === 'region' && x.regionCode === p.rc)),
  );
  if (namesIt) return 2;
  const wider = a.some(
    (x) =>
      x.countryCode === p.cc &&
      (x.type === 'pays' ||
        (p.dept !== '' && x.type === 'region' && x.regionCode === p.rc) ||
        (x.type === 'ville' && (p.dept ? x.departmentCode === p.dept : x.regionCode === p.rc))),
  );
  const sameRegion = p.dept !== '' && inCountry && h.regionCode === p.rc;
  if (wider || sameRegion || (inCountry && openToRemote(t))) return 1;
  return 0;
}

/** A French department. */
function deptGrade(t: Truth, dept: string, rc: string): Grade {
  const h = t.home;
  const inFrance = h.countryCode === 'FR';
  if (inFrance && h.departmentCode === dept) return 3;
  const a = areas(t).filter((x) => x.countryCode === 'FR');
  if (a.some((x) => (x.type === 'departement' || x.type === 'ville') && x.departmentCode === dept)) return 2;
  if (a.some((x) => x.type === 'pays' || (x.type === 'region' && x.regionCode === rc))) return 1;
  if (inFrance && (h.regionCode === rc || openToRemote(t))) return 1;
  return 0;
}

/** A region (French region, Belgian region, Swiss canton). */
function regionGrade(t: Truth, cc: string, rc: string): Grade {
  const h = t.home;
  const inCountry = h.countryCode === cc;
  if (inCountry && h.regionCode === rc) return 3;
  const a = areas(t).filter((x) => x.countryCode === cc);
  if (a.some((x) => x.type !== 'pays' && x.regionCode === rc)) return 2;
  if (a.some((x) => x.type === 'pays') || (inCountry && openToRemote(t))) return 1;
  return 0;
}

/** A country. */
function countryGrade(t: Truth, cc: string): Grade {
  if (t.home.countryCode === cc) return 3;
  return areas(t).some((x) => x.countryCode === cc) ? 2 : 0;
}

const NANTES: CityPlace = { cities: ['Nantes'], dept: '44', rc: '52', cc: 'FR' };
const RENNES: CityPlace = { cities: ['Rennes'], dept: '35', rc: '53', cc: 'FR' };
const LILLE: CityPlace = { cities: ['Lille'], dept: '59', rc: '32', cc: 'FR' };
const NICE: CityPlace = { cities: ['Nice'], dept: '06', rc: '93', cc: 'FR' };
const GENEVE: CityPlace = { cities: ['Genève'], dept: '', rc: 'GE', cc: 'CH' };
const LAUSANNE: CityPlace = { cities: ['Lausanne'], dept: '', rc: 'VD', cc: 'CH' };
const PARIS_15: CityPlace = { cities: ['Paris'], postal: '75015', dept: '75', rc: '11', cc: 'FR' };

/** The departments of the former Rhône-Alpes region (now part of Auvergne-Rhône-Alpes, code 84). */
const RHONE_ALPES = ['01', '07', '26', '38', '42', '69', '73', '74'];
function rhoneAlpesGrade(t: Truth): Grade {
  const h = t.home;
  if (h.countryCode === 'FR' && RHONE_ALPES.includes(h.departmentCode)) return 3;
  const g = regionGrade(t, 'FR', '84');
  return g === 3 ? 2 : g;
}

// ------------------------------------------------------------------ filters

const REGION_CODE: Record<string, string> = {
  'ile-de-france': '11',
  occitanie: '76',
  'provence-alpes-cote-d-azur': '93',
  corse: '94',
};
const COUNTRY_CODE: Record<string, string> = { belgique: 'BE', suisse: 'CH', luxembourg: 'LU' };

/** Inside a `workAreas` filter: lives in one of them, or names it or a place in it in a work area. */
function inWorkAreas(t: Truth, slugs: string[]): boolean {
  return slugs.some((slug) => {
    const cc = COUNTRY_CODE[slug];
    if (cc) return t.home.countryCode === cc || t.workAreas.some((a) => a.countryCode === cc);
    const rc = REGION_CODE[slug];
    if (!rc) throw new Error(`no region ${slug}`);
    return (
      t.home.regionSlug === slug ||
      t.workAreas.some((a) => a.countryCode === 'FR' && a.type !== 'pays' && a.regionCode === rc)
    );
  });
}
const inSeniority = (t: Truth, slugs: Bucket[]): boolean => {
  const d = DECLARED[t.seniority];
  return d !== undefined && slugs.includes(d);
};
const hasAll = (t: Truth, skills: string[]): boolean => skills.every((s) => t.skills.includes(s));

// ------------------------------------------------------------------ occupations

const FRONT: OccGrades = { 'react-dev': 3, 'angular-dev': 3, 'vue-dev': 3, 'fullstack-js-dev': 2, 'wordpress-dev': 1 };
const BACKEND: OccGrades = {
  'node-dev': 3,
  'java-dev': 3,
  'php-dev': 3,
  'python-dev': 3,
  'dotnet-dev': 3,
  'go-dev': 3,
  'fullstack-js-dev': 2,
  'embedded-dev': 1,
  'wordpress-dev': 1,
};
const MOBILE: OccGrades = { 'react-native-dev': 3, 'flutter-dev': 3, 'ios-dev': 3, 'android-dev': 3 };
const DATA: OccGrades = {
  'data-scientist': 3,
  'data-engineer': 3,
  'data-analyst': 3,
  'ml-engineer': 3,
  'bi-consultant': 3,
  dba: 2,
};
const DATA_ENGINEER: OccGrades = {
  'data-engineer': 3,
  'ml-engineer': 1,
  'data-scientist': 1,
  'bi-consultant': 1,
  dba: 1,
};
const DEVOPS: OccGrades = { 'devops-engineer': 3, sre: 2, 'cloud-architect': 1 };
const UX: OccGrades = { 'ux-designer': 3, 'product-designer': 2, 'ux-researcher': 1, 'ui-designer': 1 };
const UX_RESEARCH: OccGrades = { 'ux-researcher': 3, 'ux-designer': 1, 'product-designer': 1 };
const DAF: OccGrades = { cfo: 3, 'fractional-cfo': 3, 'financial-controller': 1, treasurer: 1 };
const CONTROLLER: OccGrades = { 'financial-controller': 3, cfo: 1, 'fractional-cfo': 1, accountant: 1 };
const SAP: OccGrades = {
  'sap-sd-mm-consultant': 3,
  'sap-fico-consultant': 3,
  'sap-abap-dev': 2,
  'dynamics-consultant': 1,
};
const SECURITY_GRC: OccGrades = { 'security-consultant': 3, pentester: 1, 'soc-analyst': 1 };
const PENTEST: OccGrades = { pentester: 3, 'security-consultant': 1, 'soc-analyst': 1 };
const PRODUCT_OWNER: OccGrades = { 'product-owner': 3, 'product-manager': 1 };
const SCRUM: OccGrades = { 'scrum-master': 3, 'product-owner': 1 };
const PROJECT: OccGrades = { 'project-manager': 3, 'moa-project-manager': 2 };
const SYSADMIN: OccGrades = { sysadmin: 3, 'network-engineer': 1, 'devops-engineer': 1 };
const CLOUD_ARCHITECT: OccGrades = { 'cloud-architect': 3, 'devops-engineer': 1 };

/** `angular`: Angular developers, then full-stack developers who do Angular, then others who know it. */
function angularDev(t: Truth): Grade {
  if (t.occupation === 'angular-dev') return 3;
  if (!has(t, 'angular')) return 0;
  return t.occupation === 'fullstack-js-dev' ? 2 : ['java-dev', 'dotnet-dev'].includes(t.occupation) ? 1 : 0;
}

// ------------------------------------------------------------------ the queries

export const HELD_OUT_QUERIES_5: HeldOutQuery[] = [
  // ---------------------------------------------------------------- alias
  {
    kind: 'alias',
    body: { keywords: 'tech lead java' },
    judge: (t) =>
      lower(
        occ(t, { 'java-dev': 3, 'android-dev': has(t, 'java') ? 1 : 0, 'angular-dev': has(t, 'java') ? 1 : 0 }),
        lead(t),
      ),
    note: 'tech lead = a senior or expert developer of that stack; a confirmé Java developer partly meets it',
  },
  {
    kind: 'alias',
    body: { keywords: 'head of data' },
    judge: (t) =>
      lower(
        occ(t, { 'data-scientist': 2, 'data-engineer': 2, 'ml-engineer': 1, 'data-analyst': 1, 'bi-consultant': 1 }),
        lead(t),
      ),
    note:
      'nobody in the corpus heads a data team: senior or expert data scientists and engineers (Lead, Architecte ' +
      'data) are the closest, 2 at most',
  },
  {
    kind: 'alias',
    body: { keywords: 'CDP MOA' },
    judge: (t) => occ(t, { 'moa-project-manager': 3, 'project-manager': 2, 'business-analyst': 1, 'product-owner': 1 }),
    note: 'CDP = chef de projet',
  },
  {
    kind: 'alias',
    body: { keywords: 'admin BDD oracle' },
    judge: (t) => lower(occ(t, { dba: 3, sysadmin: 1 }), skill(t, 'oracle')),
    note: 'BDD = bases de données: a DBA; oracle is an attribute',
  },
  {
    kind: 'alias',
    body: { keywords: 'RAF' },
    judge: (t) => occ(t, { cfo: 3, 'fractional-cfo': 2, 'financial-controller': 1, accountant: 1, treasurer: 1 }),
    note: 'RAF = responsable administratif et financier',
  },
  {
    kind: 'alias',
    body: { keywords: 'UXR' },
    judge: (t) => occ(t, UX_RESEARCH),
    note: 'UXR = UX researcher',
  },
  {
    kind: 'alias',
    body: { keywords: 'SFDC admin' },
    judge: (t) => occ(t, { 'salesforce-consultant': 3, 'salesforce-dev': 2 }),
    note: 'SFDC = Salesforce',
  },
  {
    kind: 'alias',
    body: { keywords: 'ML eng' },
    judge: (t) => occ(t, { 'ml-engineer': 3, 'data-scientist': 2, 'data-engineer': 1 }),
  },
  {
    kind: 'alias',
    body: { keywords: 'référenceur' },
    judge: (t) => (t.occupation === 'seo-consultant' ? 3 : t.occupation === 'wordpress-dev' && has(t, 'seo') ? 1 : 0),
    note: 'référenceur = consultant SEO',
  },
  {
    kind: 'alias',
    body: { keywords: 'tech writer' },
    judge: (t) => occ(t, { 'technical-writer': 3 }),
  },

  // ---------------------------------------------------------------- compound
  {
    kind: 'compound',
    body: { keywords: 'profil cdg santé' },
    judge: (t) => lower(occ(t, CONTROLLER), sector(t, 'sante')),
    note: 'cdg = contrôleur de gestion; santé is a sector attribute',
  },
  {
    kind: 'compound',
    body: { keywords: 'cherche dev java kafka nantes' },
    judge: (t) => combine(lower(occ(t, { 'java-dev': 3 }), skill(t, 'kafka')), cityGrade(t, NANTES)),
  },
  {
    kind: 'compound',
    body: { keywords: 'consultante sap fico s4hana' },
    judge: (t) =>
      lower(occ(t, { 'sap-fico-consultant': 3, 'sap-sd-mm-consultant': 1, 'sap-abap-dev': 1 }), skill(t, 's4hana')),
  },
  {
    kind: 'compound',
    body: { keywords: 'data engineer dbt snowflake' },
    judge: (t) => lower(occ(t, DATA_ENGINEER), skill(t, 'dbt'), skill(t, 'snowflake')),
  },
  {
    kind: 'compound',
    body: { keywords: 'dev python django lille' },
    judge: (t) => combine(lower(occ(t, { 'python-dev': 3 }), skill(t, 'django')), cityGrade(t, LILLE)),
  },
  {
    kind: 'compound',
    body: { keywords: 'scrum master safe banque' },
    judge: (t) => lower(occ(t, SCRUM), skill(t, 'safe'), sector(t, 'banque')),
  },
  {
    kind: 'compound',
    body: { keywords: 'product designer saas' },
    judge: (t) => lower(occ(t, { 'product-designer': 3, 'ux-designer': 2, 'ui-designer': 1 }), sector(t, 'saas')),
  },
  {
    kind: 'compound',
    body: { keywords: 'trésorier kyriba' },
    judge: (t) => lower(occ(t, { treasurer: 3, 'fractional-cfo': 1, cfo: 1 }), skill(t, 'kyriba')),
  },
  {
    kind: 'compound',
    body: { keywords: 'ingénieur réseau cisco bretagne' },
    judge: (t) =>
      combine(lower(occ(t, { 'network-engineer': 3, sysadmin: 1 }), skill(t, 'cisco')), regionGrade(t, 'FR', '53')),
  },
  {
    kind: 'compound',
    body: { keywords: 'DAF freelance levée de fonds' },
    judge: (t) => lower(occ(t, DAF), skill(t, 'levee-de-fonds')),
    note: 'a DAF à temps partagé is a DAF',
  },

  // ---------------------------------------------------------------- title-en-fr
  {
    kind: 'title-en-fr',
    body: { keywords: 'ingénieur fiabilité' },
    judge: (t) => occ(t, { sre: 3, 'devops-engineer': 1 }),
    note: 'the French name of a Site Reliability Engineer',
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'développeuse backend' },
    judge: (t) => occ(t, BACKEND),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'internal auditor' },
    judge: (t) => occ(t, { auditor: 3, 'financial-controller': 1 }),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'payroll manager' },
    judge: (t) => (t.occupation === 'payroll-specialist' ? 3 : t.occupation === 'accountant' && has(t, 'paie') ? 1 : 0),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'chef de produit' },
    judge: (t) => occ(t, { 'product-manager': 3, 'product-owner': 2 }),
    note: 'chef de produit (digital) = product manager',
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'ciso' },
    judge: (t) => occ(t, SECURITY_GRC),
    note: 'CISO = RSSI',
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'software tester' },
    judge: (t) => occ(t, { 'qa-engineer': 3 }),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'program manager' },
    judge: (t) =>
      t.occupation === 'project-manager'
        ? bucketOf(t) === 'senior' || bucketOf(t) === 'expert'
          ? 3
          : 2
        : occ(t, { 'moa-project-manager': 1, 'product-manager': 1 }),
    note: 'directeur de programme: a senior or expert IT project manager; other project managers 2',
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'system administrator' },
    judge: (t) => occ(t, SYSADMIN),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'consultante conduite du changement' },
    judge: (t) => occ(t, { 'change-consultant': 3, 'management-consultant': 1 }),
  },

  // ---------------------------------------------------------------- attribute
  {
    kind: 'attribute',
    body: { keywords: 'angular senior dispo' },
    judge: (t) => lower(angularDev(t), senior(t), dispoNow(t)),
  },
  {
    kind: 'attribute',
    body: { keywords: 'dev fullstack anglais courant remote' },
    judge: (t) =>
      lower(occ(t, { 'fullstack-js-dev': 3, 'node-dev': 1, 'react-dev': 1 }), language(t, 'en'), fullRemote(t)),
  },
  {
    kind: 'attribute',
    body: { keywords: "chef de projet IT 10 ans d'expérience" },
    judge: (t) => lower(occ(t, PROJECT), yearsAtLeast(t, 10)),
  },
  {
    kind: 'attribute',
    body: { keywords: 'PO dispo janvier' },
    judge: (t) => lower(occ(t, PRODUCT_OWNER), dispoJanvier(t)),
  },
  {
    kind: 'attribute',
    body: { keywords: 'devops 3j/semaine' },
    judge: (t) => lower(occ(t, DEVOPS), days(t, '3', ['2', '4'])),
  },
  {
    kind: 'attribute',
    body: { keywords: 'comptable TJM 450 max' },
    judge: (t) => lower(occ(t, { accountant: 3, 'payroll-specialist': 1 }), rateMax(t, 450, 50)),
  },
  {
    kind: 'attribute',
    body: { keywords: 'ux designer junior' },
    judge: (t) => lower(occ(t, UX), junior(t)),
  },
  {
    kind: 'attribute',
    body: { keywords: 'backend go full remote' },
    judge: (t) => lower(occ(t, { 'go-dev': 3, sre: has(t, 'go') ? 1 : 0 }), fullRemote(t)),
  },
  {
    kind: 'attribute',
    body: { keywords: 'consultant BI sur site' },
    judge: (t) => lower(occ(t, { 'bi-consultant': 3, 'data-analyst': 1 }), onSite(t)),
  },
  {
    kind: 'attribute',
    body: { keywords: 'dev php urgent dispo immédiate' },
    judge: (t) => lower(occ(t, { 'php-dev': 3, 'wordpress-dev': 2 }), dispoNow(t)),
  },

  // ---------------------------------------------------------------- place
  {
    kind: 'place',
    body: { keywords: '75015' },
    judge: (t) => cityGrade(t, PARIS_15),
  },
  {
    kind: 'place',
    body: { keywords: 'gironde' },
    judge: (t) => deptGrade(t, '33', '75'),
  },
  {
    kind: 'place',
    body: { keywords: 'rhône-alpes' },
    judge: (t) => rhoneAlpesGrade(t),
    note: 'the former region (01, 07, 26, 38, 42, 69, 73, 74): who lives in Auvergne (63) is graded 2, as close',
  },
  {
    kind: 'place',
    body: { keywords: 'nice' },
    judge: (t) => cityGrade(t, NICE),
  },
  {
    kind: 'place',
    body: { keywords: '74' },
    judge: (t) => deptGrade(t, '74', '84'),
    note: 'Haute-Savoie',
  },
  {
    kind: 'place',
    body: { keywords: 'guadeloupe' },
    judge: (t) => regionGrade(t, 'FR', '01'),
  },
  {
    kind: 'place',
    body: { keywords: 'lausanne' },
    judge: (t) => cityGrade(t, LAUSANNE),
  },
  {
    kind: 'place',
    body: { keywords: 'wallonie' },
    judge: (t) => regionGrade(t, 'BE', 'WAL'),
  },
  {
    kind: 'place',
    body: { keywords: 'bretagne' },
    judge: (t) => regionGrade(t, 'FR', '53'),
  },
  {
    kind: 'place',
    body: { keywords: 'luxembourg' },
    judge: (t) => countryGrade(t, 'LU'),
    note: 'the country (its capital and canton are inside it)',
  },

  // ---------------------------------------------------------------- typo
  {
    kind: 'typo',
    body: { keywords: 'dévelopeur ios' },
    judge: (t) => occ(t, { 'ios-dev': 3, 'flutter-dev': 1, 'react-native-dev': 1, 'android-dev': 1 }),
  },
  {
    kind: 'typo',
    body: { keywords: 'data enginner' },
    judge: (t) => occ(t, DATA_ENGINEER),
  },
  {
    kind: 'typo',
    body: { keywords: 'controlleur de gestion' },
    judge: (t) => occ(t, CONTROLLER),
  },
  {
    kind: 'typo',
    body: { keywords: 'scrum mastre' },
    judge: (t) => occ(t, SCRUM),
  },
  {
    kind: 'typo',
    body: { keywords: 'ansbile' },
    judge: (t) => bare(t, 'ansible'),
  },
  {
    kind: 'typo',
    body: { keywords: 'pentesteur' },
    judge: (t) => occ(t, PENTEST),
  },
  {
    kind: 'typo',
    body: { keywords: 'desginer ux' },
    judge: (t) => occ(t, UX),
  },
  {
    kind: 'typo',
    body: { keywords: 'wordpres' },
    judge: (t) => (t.occupation === 'wordpress-dev' ? 3 : bare(t, 'wordpress')),
    note: 'a bare skill: every profile holding WordPress is 3',
  },
  {
    kind: 'typo',
    body: { keywords: 'dynamcis 365' },
    judge: (t) => bare(t, 'dynamics-365'),
  },
  {
    kind: 'typo',
    body: { keywords: 'ingénieur embraqué' },
    judge: (t) => occ(t, { 'embedded-dev': 3 }),
  },

  // ---------------------------------------------------------------- exclusion
  {
    kind: 'exclusion',
    body: { keywords: 'dev mobile -ios' },
    judge: (t) => (t.occupation === 'ios-dev' || has(t, 'ios') ? 0 : occ(t, MOBILE)),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'devops -kubernetes' },
    judge: (t) => (has(t, 'kubernetes') ? 0 : occ(t, DEVOPS)),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'consultant sap -fico' },
    judge: (t) => (t.occupation === 'sap-fico-consultant' || hasAny(t, ['sap-fi', 'sap-co']) ? 0 : occ(t, SAP)),
    note: 'FICO is SAP FI and CO: a profile holding either is excluded',
  },
  {
    kind: 'exclusion',
    body: { keywords: 'dev .net -azure' },
    judge: (t) => (has(t, 'azure') ? 0 : occ(t, { 'dotnet-dev': 3 })),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'ux -figma' },
    judge: (t) =>
      has(t, 'figma') ? 0 : occ(t, { 'ux-designer': 3, 'ux-researcher': 3, 'product-designer': 2, 'ui-designer': 1 }),
    note: 'ux alone: UX designers and UX researchers',
  },
  {
    kind: 'exclusion',
    body: { keywords: 'data engineer -aws' },
    judge: (t) => (has(t, 'aws') ? 0 : occ(t, DATA_ENGINEER)),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'product owner -safe' },
    judge: (t) => (has(t, 'safe') ? 0 : occ(t, PRODUCT_OWNER)),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'dev front -react' },
    judge: (t) => (has(t, 'react') ? 0 : occ(t, FRONT)),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'salesforce -apex' },
    judge: (t) => (has(t, 'apex') ? 0 : bare(t, 'salesforce')),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'sysadmin -windows' },
    judge: (t) => (has(t, 'windows-server') ? 0 : occ(t, SYSADMIN)),
    note: 'windows = Windows Server',
  },

  // ---------------------------------------------------------------- phrase
  {
    kind: 'phrase',
    body: { keywords: '"data analyst"' },
    judge: (t) => occ(t, { 'data-analyst': 3, 'bi-consultant': 2, 'data-scientist': 1, 'business-analyst': 1 }),
  },
  {
    kind: 'phrase',
    body: { keywords: '"spring boot"' },
    judge: (t) => bare(t, 'spring-boot'),
  },
  {
    kind: 'phrase',
    body: { keywords: '"machine learning"' },
    judge: (t) => bare(t, 'machine-learning'),
  },
  {
    kind: 'phrase',
    body: { keywords: '"gestion de la paie"' },
    judge: (t) => (t.occupation === 'payroll-specialist' ? 3 : bare(t, 'paie')),
  },
  {
    kind: 'phrase',
    body: { keywords: '"site reliability engineer"' },
    judge: (t) => occ(t, { sre: 3, 'devops-engineer': 1 }),
  },
  {
    kind: 'phrase',
    body: { keywords: '"business analyst" banque' },
    judge: (t) =>
      lower(
        occ(t, { 'business-analyst': 3, 'moa-project-manager': 1 }),
        sector(t, 'banque') === 'met' ? 'met' : sector(t, 'assurance') === 'met' ? 'partly' : 'not',
      ),
    note: 'banque is a sector attribute, partly met by assurance',
  },
  {
    kind: 'phrase',
    body: { keywords: '"design system"' },
    judge: (t) => bare(t, 'design-system'),
  },
  {
    kind: 'phrase',
    body: { keywords: '"tests d\'intrusion"' },
    judge: (t) => (t.occupation === 'pentester' ? 3 : bare(t, 'pentest')),
  },
  {
    kind: 'phrase',
    body: { keywords: '"consultant en organisation"' },
    judge: (t) => occ(t, { 'management-consultant': 3, 'change-consultant': 1 }),
  },
  {
    kind: 'phrase',
    body: { keywords: '"full stack" typescript' },
    judge: (t) => lower(occ(t, { 'fullstack-js-dev': 3, 'node-dev': 1, 'react-dev': 1 }), skill(t, 'typescript')),
  },

  // ---------------------------------------------------------------- or
  {
    kind: 'or',
    body: { keywords: 'nantes OR rennes' },
    judge: (t) => best(cityGrade(t, NANTES), cityGrade(t, RENNES)),
  },
  {
    kind: 'or',
    body: { keywords: '"data engineer" OR "data architect"' },
    judge: (t) => occ(t, DATA_ENGINEER),
    note: 'Architecte data is the lead title of a data engineer',
  },
  {
    kind: 'or',
    body: { keywords: 'DAF OR CFO' },
    judge: (t) => occ(t, DAF),
  },
  {
    kind: 'or',
    body: { keywords: 'swift OR kotlin' },
    judge: (t) => bare(t, 'swift', 'kotlin'),
  },
  {
    kind: 'or',
    body: { keywords: '"ux researcher" OR "user researcher"' },
    judge: (t) => occ(t, UX_RESEARCH),
  },
  {
    kind: 'or',
    body: { keywords: '"ui designer" OR webdesigner OR "directeur artistique"' },
    judge: (t) => occ(t, { 'ui-designer': 3, 'product-designer': 1, 'ux-designer': 1 }),
  },
  {
    kind: 'or',
    body: { keywords: 'looker OR "power bi"' },
    judge: (t) => bare(t, 'looker', 'power-bi'),
  },
  {
    kind: 'or',
    body: { keywords: 'genève OR lausanne' },
    judge: (t) => best(cityGrade(t, GENEVE), cityGrade(t, LAUSANNE)),
  },
  {
    kind: 'or',
    body: { keywords: 'scrum master OR coach agile' },
    judge: (t) => occ(t, SCRUM),
  },
  {
    kind: 'or',
    body: { keywords: 'pentester OR "analyste soc"' },
    judge: (t) => occ(t, { pentester: 3, 'soc-analyst': 3, 'security-consultant': 1 }),
  },

  // ---------------------------------------------------------------- filter
  {
    kind: 'filter',
    body: { skills: ['kubernetes', 'terraform'] },
    judge: (t) => (hasAll(t, ['kubernetes', 'terraform']) ? 3 : 0),
  },
  {
    kind: 'filter',
    body: { keywords: 'dev front', seniority: ['junior', 'confirme'] },
    judge: (t) => (inSeniority(t, ['junior', 'confirme']) ? occ(t, FRONT) : 0),
  },
  {
    kind: 'filter',
    body: { keywords: 'data', workAreas: ['occitanie'] },
    judge: (t) => (inWorkAreas(t, ['occitanie']) ? occ(t, DATA) : 0),
  },
  {
    kind: 'filter',
    body: { keywords: 'consultant sap', available: true },
    judge: (t) => (t.availability.available ? occ(t, SAP) : 0),
  },
  {
    kind: 'filter',
    body: { skills: ['figma'], workAreas: ['belgique'] },
    judge: (t) => (has(t, 'figma') && inWorkAreas(t, ['belgique']) ? 3 : 0),
  },
  {
    kind: 'filter',
    body: { keywords: 'architecte cloud', seniority: ['senior', 'expert'] },
    judge: (t) => (inSeniority(t, ['senior', 'expert']) ? occ(t, CLOUD_ARCHITECT) : 0),
  },
  {
    kind: 'filter',
    body: { keywords: 'java', workAreas: ['suisse', 'luxembourg'] },
    judge: (t) => (inWorkAreas(t, ['suisse', 'luxembourg']) ? bare(t, 'java') : 0),
  },
  {
    kind: 'filter',
    body: { keywords: 'DAF', workAreas: ['ile-de-france'], seniority: ['expert'] },
    judge: (t) => (inWorkAreas(t, ['ile-de-france']) && inSeniority(t, ['expert']) ? occ(t, DAF) : 0),
  },
  {
    kind: 'filter',
    body: { keywords: 'data', skills: ['python'], seniority: ['junior'] },
    judge: (t) => (has(t, 'python') && inSeniority(t, ['junior']) ? occ(t, DATA) : 0),
  },
  {
    kind: 'filter',
    body: { keywords: 'devops OR sre', workAreas: ['provence-alpes-cote-d-azur', 'corse'] },
    judge: (t) =>
      inWorkAreas(t, ['provence-alpes-cote-d-azur', 'corse'])
        ? occ(t, { 'devops-engineer': 3, sre: 3, 'cloud-architect': 1 })
        : 0,
  },
];
