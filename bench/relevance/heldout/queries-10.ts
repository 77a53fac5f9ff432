/**
 * A tenth blind held-out query set: 100 queries (ten per class), typed the way recruiters on French freelance
 * IT/data/product/design/finance/consulting platforms type them (French and English, shorthand and acronyms, feminine
 * titles, typos, places as cities, departments, postal codes and regions of France, Belgium, Switzerland, Luxembourg
 * and overseas, attribute words, OR groups, exclusions, quoted phrases, filters, some Monday-morning noise such as
 * `cherche`, `urgent`, `profil`), each with a judgment of every profile of the held-out corpus from its Truth only.
 *
 * Written by a helper on 2026-11-27. What was read: README.md (grade scale, combination rules, query classes, rules),
 * types.ts, occupations.ts, skills.ts, people.ts (only to know what identity data exists; no query is built from
 * names), referential-slugs.json, corpus.ts (the generator of the 480 profiles and their Truth), text-fr-en.ts,
 * rng.ts and places.ts (its types and its cities, departments and regions), in the interface specification only
 * Meta, MetaFreelance, Preferences, WorkArea and POST /partners/search (the request body and its keyword grammar),
 * and lines 1-75 of queries-4.ts (its header: the judging conventions, adopted here so that the sets compare). What
 * was NOT read: anything under src/ (the engine, its vocabulary, its search code), docs/, test/, scripts/, the rest of
 * bench/ (queries.ts, queries-2.ts, queries-3.ts, queries-5.ts to queries-9.ts, the body of queries-4.ts past its
 * line 75, check.ts, identity-probes.ts, bench/relevance/queries.ts, relevance.bench.ts), the repository's README.md
 * and its git history. The repository was not grepped. The service was not started, no search, test or benchmark was
 * run: every judgment below was written before any engine answered. A small script outside the repository read the
 * corpus's Truth to list what it holds (occupations, homes, work areas, skills, sectors, languages) and to count how
 * many profiles each judgment grades 1, 2 or 3, so that every query has at least one profile graded 2 or 3 (a query
 * without one was changed, never its judgment).
 *
 * Judging conventions: those of queries-4.ts (themselves those of queries-3.ts), restated briefly (Truth only, never
 * the profile's text).
 * - Occupation first: each query names the occupations that are exactly it (3), a close one (2), a neighbouring one
 *   (1). Feminine titles grade men and women alike.
 * - Attributes lower that grade: fully met keeps it, partly met takes 1 off, not met takes 2 off; several attributes
 *   each take their share. A technical skill named next to a title is an attribute (met when the Truth's skills hold
 *   it, not met otherwise); a sector next to a title likewise (`assurance` partly met by `banque` and the reverse).
 * - Seniority: the declared seniority decides; an empty one falls back on the years (0-2 junior, 3-6 confirmé, 7-10
 *   senior, 11+ expert). `N ans d'xp` is met by yearsOfExperience >= N, not met below.
 * - Remote: `remote` / `full remote` / `100% télétravail` met by a Full remote preference, partly by Hybride or no
 *   preference, not met by Sur site only; `sur site` / `présentiel` met by Sur site, partly by Hybride or no
 *   preference, not met by Full remote only.
 * - Availability relative to 2026-11-24: `dispo janvier` met by available or a date up to 2027-01-31, partly up to
 *   2027-02-28; `dispo immédiate(ment)` met by available, partly by a date up to 2026-12-25.
 * - Languages: `anglais courant` met by native, bilingual or fluent, partly by professional.
 * - Days a week `4j/semaine`: met by a preference holding 4, partly by one holding 3 or 5 or by none stated.
 * - Places (README rules): who lives there 3; who lives close (same department; for a Swiss or Luxembourg city the
 *   same canton; for a postal code the same city or department) or names it, or its department, in a work area 2 (for
 *   a postal code, naming its city counts as naming it); 1 for who names a wider area holding it (its region, its
 *   country) or another city of its department in a work area, who lives in the same region but another department,
 *   and a freelancer open to Full remote living in the same country. A department: lives there 3; names it or a city
 *   in it 2; its region or country, the same region, Full remote in the country 1. A region: lives there 3; names it
 *   or a place in it 2; names its country or Full remote in the country 1. A country: lives there 3; names it or a
 *   place in it 2.
 * - Occupation + place: grades combine by their sum (3+3 gives 3, 3+2 gives 2, 3+1 or 2+2 gives 1, less gives 0).
 * - OR: the best grade of the groups. Exclusion `-word`: a profile that is the excluded thing (its occupation, or the
 *   skill in its Truth) is 0, whatever its text says.
 * - Filters are hard constraints: `skills` needs every slug in the Truth's skills; `seniority` is the declared
 *   seniority (an empty one is outside); `available` is the declared availability; `workAreas` holds a profile who
 *   lives in one of the regions/countries or names it, or a place in it, in a work area (a work area `France` is not
 *   inside a French region). A profile outside the filter is 0; a filter with no keywords grades every profile inside
 *   it 3.
 * - A bare skill (`"spring boot"`, `snowfalke`, `kotlin OR swift`) grades 3 every profile whose Truth holds that
 *   skill, whatever its occupation (queries-4's addition).
 *
 * Settled here, where the README and queries-4's header leave it open:
 * - Several bare skills in one group (`pyhton django`, `"design system" figma`): holding all of them 3; each one
 *   missing takes 2 off, as an unmet attribute does (one of two held gives 1); holding none of them 0.
 * - A language named without a level (`néerlandophone`): met by native, bilingual, fluent or professional, partly by
 *   intermediate, not met by basic or no entry.
 * - `expert` beside a title is the Expert (10+ ans) seniority only (a Senior does not meet it); `confirmé`, `junior`
 *   likewise name one seniority each.
 * - An exclusion of a seniority word (`-junior`) makes a profile of that seniority (declared, or from its years when
 *   none is declared) the excluded thing: 0.
 * - An exclusion of a platform word names its skill: `-windows` excludes the Truth's `windows-server`, `-ios` the
 *   Truth's `ios`, `-oracle` the Truth's `oracle`; `-développeur` excludes developer occupations.
 * - Noise words a recruiter types (`cherche`, `urgent`, `profil`, `mission`, `freelance`, `besoin`) carry no meaning:
 *   they neither raise nor lower a grade.
 * - Generic job words: `dev` / `développeur` grade 3 every developer occupation (web, back-end, full-stack, mobile,
 *   embedded, WordPress, ABAP, Salesforce) and 1 the data engineer and BI consultant (who may be titled `Développeur
 *   Big Data` / `Développeur BI`); `chef de projet` grades the IT project manager 3, the MOA project manager 2, the
 *   change consultant, product owner and scrum master 1; `consultant sap` grades the SAP SD/MM and FI/CO consultants
 *   3 and the ABAP developer 2; `ux` alone grades the UX designer 3, the product designer and UX researcher 2, the UI
 *   designer 1, while `ux designer` grades the UX researcher 1 only.
 * - A Swiss city's canton stands for its department: living in the canton or naming it is 2, naming Switzerland 1;
 *   living in another canton is 0 (the README's closeness is the canton's).
 *
 * Usage: `import { HELD_OUT_QUERIES_10 } from './queries-10'`; each query's `body` is a POST /partners/search body;
 * `judge(truth)` grades a profile of `heldOutCorpus()` from its Truth. Blind: never tune the engine on it.
 */
import type { Grade, HeldOutArea, HeldOutQuery, Sector, Truth } from './types';

// ------------------------------------------------------------------ grading helpers

type Met = 'met' | 'partly' | 'not';
type OccGrades = Record<string, Grade>;

const clamp = (n: number): Grade => (n >= 3 ? 3 : n <= 0 ? 0 : (n as Grade));
const best = (...gs: Grade[]): Grade => clamp(Math.max(0, ...gs));
const occ = (t: Truth, m: OccGrades): Grade => m[t.occupation] ?? 0;
const has = (t: Truth, skill: string): boolean => t.skills.includes(skill);
const hasAny = (t: Truth, skills: string[]): boolean => skills.some((s) => t.skills.includes(s));
const skill = (t: Truth, s: string): Met => (has(t, s) ? 'met' : 'not');

/** Lowers a grade by its attributes: met keeps, partly takes 1 off, not met takes 2 off. */
function lower(g: Grade, ...attrs: Met[]): Grade {
  if (g === 0) return 0;
  const off = attrs.reduce((s, a) => s + (a === 'met' ? 0 : a === 'partly' ? 1 : 2), 0);
  return clamp(g - off);
}

/** Occupation (or skill) + place: 3+3 gives 3, 3+2 gives 2, 3+1 or 2+2 gives 1, less gives 0. */
const both = (a: Grade, b: Grade): Grade => (a === 0 || b === 0 ? 0 : clamp(a + b - 3));

/** Bare skills in one group: all held 3, each missing one takes 2 off; none held 0. */
const bare = (t: Truth, ...skills: string[]): Grade => {
  const missing = skills.filter((s) => !has(t, s)).length;
  return missing === skills.length ? 0 : clamp(3 - 2 * missing);
};

// ---- seniority, years, remote, availability, languages, days, sectors

type Bucket = 'junior' | 'confirme' | 'senior' | 'expert';
const DECLARED: Record<string, Bucket> = {
  'Junior (0-2 ans)': 'junior',
  'Confirme (3-6 ans)': 'confirme',
  'Senior (7-10 ans)': 'senior',
  'Expert (10+ ans)': 'expert',
};
const bucketOf = (t: Truth): Bucket => {
  const d = DECLARED[t.seniority];
  if (d) return d;
  const y = t.yearsOfExperience;
  return y <= 2 ? 'junior' : y <= 6 ? 'confirme' : y <= 10 ? 'senior' : 'expert';
};
const seniority = (t: Truth, ...bs: Bucket[]): Met => (bs.includes(bucketOf(t)) ? 'met' : 'not');
const yearsAtLeast = (t: Truth, n: number): Met => (t.yearsOfExperience >= n ? 'met' : 'not');

const fullRemote = (t: Truth): Met =>
  t.remote.includes('Full remote') ? 'met' : t.remote.length === 0 || t.remote.includes('Hybride') ? 'partly' : 'not';
const onSite = (t: Truth): Met =>
  t.remote.includes('Sur site') ? 'met' : t.remote.length === 0 || t.remote.includes('Hybride') ? 'partly' : 'not';

/** Available, or a date up to `metBy` met; a date up to `partlyBy` partly. */
function availBy(t: Truth, metBy: string | null, partlyBy: string | null): Met {
  if (t.availability.available) return 'met';
  const from = t.availability.from;
  if (!from) return 'not';
  if (metBy && from <= metBy) return 'met';
  if (partlyBy && from <= partlyBy) return 'partly';
  return 'not';
}
const dispoJanvier = (t: Truth): Met => availBy(t, '2027-01-31', '2027-02-28');
const dispoImmediate = (t: Truth): Met => availBy(t, null, '2026-12-25');

const levelOf = (t: Truth, code: string) => t.languages.find((l) => l.language === code)?.level;
/** `anglais courant`: native, bilingual, fluent met; professional partly. */
const langFluent = (t: Truth, code: string): Met => {
  const l = levelOf(t, code);
  return l === 'native' || l === 'bilingual' || l === 'fluent' ? 'met' : l === 'professional' ? 'partly' : 'not';
};
/** A language without a level: up to professional met; intermediate partly. */
const langAny = (t: Truth, code: string): Met => {
  const l = levelOf(t, code);
  return l === 'native' || l === 'bilingual' || l === 'fluent' || l === 'professional'
    ? 'met'
    : l === 'intermediate'
      ? 'partly'
      : 'not';
};

const daysAWeek = (t: Truth, d: number): Met =>
  t.daysPerWeek.includes(String(d))
    ? 'met'
    : t.daysPerWeek.length === 0 || t.daysPerWeek.includes(String(d - 1)) || t.daysPerWeek.includes(String(d + 1))
      ? 'partly'
      : 'not';

const NEAR_SECTOR: Partial<Record<Sector, Sector[]>> = { banque: ['assurance'], assurance: ['banque'] };
const sector = (t: Truth, s: Sector): Met =>
  t.sectors.includes(s) ? 'met' : (NEAR_SECTOR[s] ?? []).some((x) => t.sectors.includes(x)) ? 'partly' : 'not';

// ---- places

const areas = (t: Truth): HeldOutArea[] => t.workAreas;
const remoteIn = (t: Truth, cc: string): boolean => t.home.countryCode === cc && t.remote.includes('Full remote');

interface City {
  cc: string;
  /** The city as homes write it and as the dataset names it. */
  names: string[];
  /** French department; absent for a Swiss or Luxembourg city (its canton then stands for it). */
  dept?: string;
  region: string;
}

/** A city: lives there 3; same department (canton) or names the city or its department 2; wider areas 1. */
function cityGrade(t: Truth, p: City): Grade {
  const h = t.home;
  const inCountry = h.countryCode === p.cc;
  const inDept = (code: string | undefined, region: string | undefined) =>
    p.dept ? code === p.dept : region === p.region;
  if (inCountry && p.names.includes(h.city) && inDept(h.departmentCode || undefined, h.regionCode)) return 3;
  const was = areas(t);
  const namesCity = was.some(
    (a) =>
      a.type === 'ville' &&
      a.countryCode === p.cc &&
      p.names.includes(a.cityName ?? '') &&
      inDept(a.departmentCode, a.regionCode),
  );
  const namesDept = was.some((a) =>
    p.dept
      ? a.type === 'departement' && a.countryCode === p.cc && a.departmentCode === p.dept
      : a.type === 'region' && a.countryCode === p.cc && a.regionCode === p.region,
  );
  const sameDept = inCountry && inDept(h.departmentCode || undefined, h.regionCode);
  if (sameDept || namesCity || namesDept) return 2;
  const namesWider = was.some(
    (a) =>
      (a.type === 'region' && a.countryCode === p.cc && a.regionCode === p.region) ||
      (a.type === 'pays' && a.countryCode === p.cc),
  );
  const otherCity = was.some(
    (a) => a.type === 'ville' && a.countryCode === p.cc && inDept(a.departmentCode, a.regionCode),
  );
  const sameRegion = inCountry && h.regionCode === p.region;
  if (namesWider || otherCity || sameRegion || remoteIn(t, p.cc)) return 1;
  return 0;
}

/** A postal code: lives at it 3; same city or department, or names the city or department 2; wider 1. */
function postalGrade(t: Truth, code: string, city: City): Grade {
  if (t.home.countryCode === city.cc && t.home.postalCode === code) return 3;
  const g = cityGrade(t, city);
  return g === 3 ? 2 : g;
}

/** A French department: lives there 3; names it or a city in it 2; its region, France, same region, remote 1. */
function deptGrade(t: Truth, dept: string, region: string): Grade {
  const h = t.home;
  if (h.countryCode === 'FR' && h.departmentCode === dept) return 3;
  const was = areas(t);
  if (was.some((a) => a.countryCode === 'FR' && a.type !== 'region' && a.type !== 'pays' && a.departmentCode === dept))
    return 2;
  if (
    was.some(
      (a) => a.countryCode === 'FR' && ((a.type === 'region' && a.regionCode === region) || a.type === 'pays'),
    ) ||
    (h.countryCode === 'FR' && h.regionCode === region) ||
    remoteIn(t, 'FR')
  )
    return 1;
  return 0;
}

/** A region: lives there 3; names it or a place in it 2; names its country or Full remote in the country 1. */
function regionGrade(t: Truth, cc: string, region: string): Grade {
  if (t.home.countryCode === cc && t.home.regionCode === region) return 3;
  const was = areas(t);
  if (was.some((a) => a.countryCode === cc && a.type !== 'pays' && a.regionCode === region)) return 2;
  if (was.some((a) => a.type === 'pays' && a.countryCode === cc) || remoteIn(t, cc)) return 1;
  return 0;
}

/** A country: lives there 3; names it or a place in it 2. */
function countryGrade(t: Truth, cc: string): Grade {
  if (t.home.countryCode === cc) return 3;
  return areas(t).some((a) => a.countryCode === cc) ? 2 : 0;
}

const PARIS: City = { cc: 'FR', names: ['Paris'], dept: '75', region: '11' };
const LYON: City = { cc: 'FR', names: ['Lyon'], dept: '69', region: '84' };
const BORDEAUX: City = { cc: 'FR', names: ['Bordeaux'], dept: '33', region: '75' };
const NANTES: City = { cc: 'FR', names: ['Nantes'], dept: '44', region: '52' };
const RENNES: City = { cc: 'FR', names: ['Rennes'], dept: '35', region: '53' };
const LILLE: City = { cc: 'FR', names: ['Lille'], dept: '59', region: '32' };
const MONTPELLIER: City = { cc: 'FR', names: ['Montpellier'], dept: '34', region: '76' };
const METZ: City = { cc: 'FR', names: ['Metz'], dept: '57', region: '44' };
const LAUSANNE: City = { cc: 'CH', names: ['Lausanne'], region: 'VD' };
const GENEVE: City = { cc: 'CH', names: ['Genève', 'Geneva', 'Genf'], region: 'GE' };
const ZURICH: City = { cc: 'CH', names: ['Zürich', 'Zurich'], region: 'ZH' };

// ---- filters

const SLUG_AREA: Record<string, [string, string | null]> = {
  'ile-de-france': ['FR', '11'],
  'centre-val-de-loire': ['FR', '24'],
  'bourgogne-franche-comte': ['FR', '27'],
  normandie: ['FR', '28'],
  'hauts-de-france': ['FR', '32'],
  'grand-est': ['FR', '44'],
  'pays-de-la-loire': ['FR', '52'],
  bretagne: ['FR', '53'],
  'nouvelle-aquitaine': ['FR', '75'],
  occitanie: ['FR', '76'],
  'auvergne-rhone-alpes': ['FR', '84'],
  'provence-alpes-cote-d-azur': ['FR', '93'],
  corse: ['FR', '94'],
  guadeloupe: ['FR', '01'],
  martinique: ['FR', '02'],
  guyane: ['FR', '03'],
  'la-reunion': ['FR', '04'],
  mayotte: ['FR', '06'],
  belgique: ['BE', null],
  suisse: ['CH', null],
  luxembourg: ['LU', null],
  andorre: ['AD', null],
};

function inWorkAreas(t: Truth, slugs: string[]): boolean {
  return slugs.some((slug) => {
    const [cc, region] = SLUG_AREA[slug]!;
    if (t.home.regionSlug === slug) return true;
    if (region === null) return t.home.countryCode === cc || areas(t).some((a) => a.countryCode === cc);
    return areas(t).some((a) => a.countryCode === cc && a.type !== 'pays' && a.regionCode === region);
  });
}

interface Filters {
  skills?: string[];
  workAreas?: string[];
  seniority?: Bucket[];
  available?: boolean;
}
function inside(t: Truth, f: Filters): boolean {
  if (f.skills && !f.skills.every((s) => has(t, s))) return false;
  if (f.workAreas && !inWorkAreas(t, f.workAreas)) return false;
  if (f.seniority) {
    const d = DECLARED[t.seniority];
    if (!d || !f.seniority.includes(d)) return false;
  }
  if (f.available !== undefined && t.availability.available !== f.available) return false;
  return true;
}
/** A filtered query: outside the filter 0, inside the keywords' grade. */
const filtered =
  (f: Filters, kw: (t: Truth) => Grade) =>
  (t: Truth): Grade =>
    inside(t, f) ? kw(t) : 0;

// ---- occupations named by the queries

const BACKEND = ['node-dev', 'java-dev', 'php-dev', 'python-dev', 'dotnet-dev', 'go-dev'];
const DEV_OCCUPATIONS = [
  'react-dev',
  'angular-dev',
  'vue-dev',
  'fullstack-js-dev',
  ...BACKEND,
  'wordpress-dev',
  'embedded-dev',
  'react-native-dev',
  'flutter-dev',
  'ios-dev',
  'android-dev',
  'salesforce-dev',
  'sap-abap-dev',
];
const DEV: OccGrades = {
  ...Object.fromEntries(DEV_OCCUPATIONS.map((o) => [o, 3 as Grade])),
  'data-engineer': 1,
  'bi-consultant': 1,
};
const FIN_CONTROLLER: OccGrades = {
  'financial-controller': 3,
  cfo: 1,
  'fractional-cfo': 1,
  accountant: 1,
  auditor: 1,
};
const CFO: OccGrades = {
  cfo: 3,
  'fractional-cfo': 2,
  'financial-controller': 1,
  accountant: 1,
  treasurer: 1,
};
const ACCOUNTANT: OccGrades = {
  accountant: 3,
  'payroll-specialist': 1,
  'financial-controller': 1,
  auditor: 1,
  treasurer: 1,
  cfo: 1,
  'fractional-cfo': 1,
};
const SECURITY_CONSULTANT: OccGrades = { 'security-consultant': 3, pentester: 1, 'soc-analyst': 1 };
const PENTESTER: OccGrades = { pentester: 3, 'security-consultant': 1, 'soc-analyst': 1 };
const SOC: OccGrades = { 'soc-analyst': 3, 'security-consultant': 1, pentester: 1 };
const UX_DESIGNER: OccGrades = { 'ux-designer': 3, 'product-designer': 2, 'ux-researcher': 1, 'ui-designer': 1 };
const UX: OccGrades = { 'ux-designer': 3, 'product-designer': 2, 'ux-researcher': 2, 'ui-designer': 1 };
const DATA_ENGINEER: OccGrades = {
  'data-engineer': 3,
  'ml-engineer': 1,
  'data-scientist': 1,
  'data-analyst': 1,
  'bi-consultant': 1,
};
const DATA_SCIENTIST: OccGrades = { 'data-scientist': 3, 'ml-engineer': 2, 'data-analyst': 1, 'data-engineer': 1 };
const DATA_ANALYST: OccGrades = { 'data-analyst': 3, 'bi-consultant': 2, 'data-scientist': 1 };
const CHEF_DE_PROJET: OccGrades = {
  'project-manager': 3,
  'moa-project-manager': 2,
  'change-consultant': 1,
  'product-owner': 1,
  'scrum-master': 1,
};
const PRODUCT_OWNER: OccGrades = { 'product-owner': 3, 'product-manager': 1, 'business-analyst': 1 };
const SCRUM_MASTER: OccGrades = { 'scrum-master': 3, 'product-owner': 1 };
const SAP_CONSULTANT: OccGrades = { 'sap-sd-mm-consultant': 3, 'sap-fico-consultant': 3, 'sap-abap-dev': 2 };
const DEVOPS: OccGrades = { 'devops-engineer': 3, sre: 2, 'cloud-architect': 1, sysadmin: 1 };
const CLOUD_ARCHITECT: OccGrades = { 'cloud-architect': 3, 'devops-engineer': 1, sre: 1 };
const SYSADMIN: OccGrades = { sysadmin: 3, 'network-engineer': 1, 'devops-engineer': 1, sre: 1 };
const BUSINESS_ANALYST: OccGrades = { 'business-analyst': 3, 'moa-project-manager': 1 };

// ------------------------------------------------------------------ the queries

export const HELD_OUT_QUERIES_10: HeldOutQuery[] = [
  // ================================================================ alias
  {
    kind: 'alias',
    body: { keywords: 'CDG' },
    judge: (t) => occ(t, FIN_CONTROLLER),
    note: 'CDG = contrôleur de gestion.',
  },
  {
    kind: 'alias',
    body: { keywords: 'RAF' },
    judge: (t) => occ(t, CFO),
    note: 'RAF = responsable administratif et financier: the CFO occupation; a part-time DAF is close.',
  },
  {
    kind: 'alias',
    body: { keywords: 'CISO' },
    judge: (t) => occ(t, SECURITY_CONSULTANT),
    note: 'CISO = RSSI: the security (GRC) consultant occupation.',
  },
  {
    kind: 'alias',
    body: { keywords: 'consultante D365' },
    judge: (t) =>
      occ(t, {
        'dynamics-consultant': 3,
        'sap-fico-consultant': 1,
        'sap-sd-mm-consultant': 1,
        'salesforce-consultant': 1,
      }),
    note: 'D365 = Microsoft Dynamics 365.',
  },
  {
    kind: 'alias',
    body: { keywords: 'dev RN' },
    judge: (t) =>
      best(
        occ(t, { 'react-native-dev': 3, 'flutter-dev': 1, 'react-dev': 1, 'ios-dev': 1, 'android-dev': 1 }),
        has(t, 'react-native') ? 2 : 0,
      ),
    note: 'RN = React Native; another occupation holding React Native is 2.',
  },
  {
    kind: 'alias',
    body: { keywords: 'UXR' },
    judge: (t) => occ(t, { 'ux-researcher': 3, 'ux-designer': 1, 'product-designer': 1 }),
    note: 'UXR = UX researcher.',
  },
  {
    kind: 'alias',
    body: { keywords: 'cherche ingé ML' },
    judge: (t) => occ(t, { 'ml-engineer': 3, 'data-scientist': 2, 'data-engineer': 1 }),
    note: 'ingé ML = ingénieur machine learning; `cherche` is noise.',
  },
  {
    kind: 'alias',
    body: { keywords: 'dev JEE' },
    judge: (t) => best(occ(t, { 'java-dev': 3 }), has(t, 'java') ? 1 : 0),
    note: 'JEE = Java EE (J2EE): the Java developer; another occupation holding Java is 1.',
  },
  {
    kind: 'alias',
    body: { keywords: 'SFDC admin' },
    judge: (t) => occ(t, { 'salesforce-consultant': 3, 'salesforce-dev': 2, 'dynamics-consultant': 1 }),
    note: 'SFDC = Salesforce; a Salesforce administrator is the Salesforce consultant occupation.',
  },
  {
    kind: 'alias',
    body: { keywords: 'GenAI' },
    judge: (t) => (has(t, 'llm') ? 3 : occ(t, { 'data-scientist': 1, 'ml-engineer': 1 })),
    note: 'GenAI = generative AI: the `llm` skill; other data scientists and ML engineers 1.',
  },

  // ================================================================ compound
  {
    kind: 'compound',
    body: { keywords: 'dev java kafka nantes' },
    judge: (t) => both(lower(occ(t, { 'java-dev': 3 }), skill(t, 'kafka')), cityGrade(t, NANTES)),
  },
  {
    kind: 'compound',
    body: { keywords: 'contrôleuse de gestion secteur santé' },
    judge: (t) => lower(occ(t, FIN_CONTROLLER), sector(t, 'sante')),
  },
  {
    kind: 'compound',
    body: { keywords: 'data analyst power bi paris' },
    judge: (t) => both(lower(occ(t, DATA_ANALYST), skill(t, 'power-bi')), cityGrade(t, PARIS)),
  },
  {
    kind: 'compound',
    body: { keywords: 'consultant sap fico s4' },
    judge: (t) =>
      lower(occ(t, { 'sap-fico-consultant': 3, 'sap-sd-mm-consultant': 1, 'sap-abap-dev': 1 }), skill(t, 's4hana')),
    note: 's4 = S/4HANA.',
  },
  {
    kind: 'compound',
    body: { keywords: 'pentest AD lille' },
    judge: (t) => both(lower(occ(t, PENTESTER), skill(t, 'active-directory')), cityGrade(t, LILLE)),
    note: 'AD = Active Directory.',
  },
  {
    kind: 'compound',
    body: { keywords: 'PO assurance 13' },
    judge: (t) => both(lower(occ(t, PRODUCT_OWNER), sector(t, 'assurance')), deptGrade(t, '13', '93')),
    note: '13 = Bouches-du-Rhône.',
  },
  {
    kind: 'compound',
    body: { keywords: 'ingé devops terraform azure' },
    judge: (t) => lower(occ(t, DEVOPS), skill(t, 'terraform'), skill(t, 'azure')),
  },
  {
    kind: 'compound',
    body: { keywords: 'cheffe de projet SI secteur public' },
    judge: (t) => lower(occ(t, CHEF_DE_PROJET), sector(t, 'public')),
  },
  {
    kind: 'compound',
    body: { keywords: 'flutter martinique' },
    judge: (t) => both(bare(t, 'flutter'), regionGrade(t, 'FR', '02')),
  },
  {
    kind: 'compound',
    body: { keywords: 'data scientist nlp zurich' },
    judge: (t) => both(lower(occ(t, DATA_SCIENTIST), skill(t, 'nlp')), cityGrade(t, ZURICH)),
  },

  // ================================================================ title-en-fr
  {
    kind: 'title-en-fr',
    body: { keywords: 'ingénieur de données' },
    judge: (t) => occ(t, DATA_ENGINEER),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'software tester' },
    judge: (t) => occ(t, { 'qa-engineer': 3 }),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'trésorière' },
    judge: (t) => occ(t, { treasurer: 3, 'fractional-cfo': 1, cfo: 1 }),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'payroll manager' },
    judge: (t) => occ(t, { 'payroll-specialist': 3, accountant: 1 }),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'internal auditor' },
    judge: (t) => occ(t, { auditor: 3, 'financial-controller': 1 }),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'designer expérience utilisateur' },
    judge: (t) => occ(t, UX_DESIGNER),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'database administrator' },
    judge: (t) => occ(t, { dba: 3, sysadmin: 1, 'data-engineer': 1 }),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'embedded software engineer' },
    judge: (t) => occ(t, { 'embedded-dev': 3 }),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'strategy consultant' },
    judge: (t) => occ(t, { 'management-consultant': 3, 'change-consultant': 1 }),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'cheffe de produit' },
    judge: (t) => occ(t, { 'product-manager': 3, 'product-owner': 1 }),
  },

  // ================================================================ attribute
  {
    kind: 'attribute',
    body: { keywords: 'dev php junior' },
    judge: (t) => lower(occ(t, { 'php-dev': 3, 'wordpress-dev': 1 }), seniority(t, 'junior')),
  },
  {
    kind: 'attribute',
    body: { keywords: 'PO anglais courant' },
    judge: (t) => lower(occ(t, PRODUCT_OWNER), langFluent(t, 'en')),
  },
  {
    kind: 'attribute',
    body: { keywords: 'cherche data engineer dispo janvier' },
    judge: (t) => lower(occ(t, DATA_ENGINEER), dispoJanvier(t)),
    note: '`cherche` is noise.',
  },
  {
    kind: 'attribute',
    body: { keywords: 'ux designer 100% télétravail' },
    judge: (t) => lower(occ(t, UX_DESIGNER), fullRemote(t)),
  },
  {
    kind: 'attribute',
    body: { keywords: 'contrôleur de gestion présentiel' },
    judge: (t) => lower(occ(t, FIN_CONTROLLER), onSite(t)),
  },
  {
    kind: 'attribute',
    body: { keywords: "chef de projet 10 ans d'xp" },
    judge: (t) => lower(occ(t, CHEF_DE_PROJET), yearsAtLeast(t, 10)),
  },
  {
    kind: 'attribute',
    body: { keywords: 'dev python expert' },
    judge: (t) => lower(best(occ(t, { 'python-dev': 3 }), has(t, 'python') ? 1 : 0), seniority(t, 'expert')),
    note: 'Another occupation holding Python is 1 before the seniority.',
  },
  {
    kind: 'attribute',
    body: { keywords: 'architecte cloud néerlandophone' },
    judge: (t) => lower(occ(t, CLOUD_ARCHITECT), langAny(t, 'nl')),
  },
  {
    kind: 'attribute',
    body: { keywords: 'devops 4j/semaine' },
    judge: (t) => lower(occ(t, DEVOPS), daysAWeek(t, 4)),
  },
  {
    kind: 'attribute',
    body: { keywords: 'scrum master dispo immédiatement' },
    judge: (t) => lower(occ(t, SCRUM_MASTER), dispoImmediate(t)),
  },

  // ================================================================ place
  {
    kind: 'place',
    body: { keywords: '69003' },
    judge: (t) => postalGrade(t, '69003', LYON),
  },
  {
    kind: 'place',
    body: { keywords: 'bordeaux' },
    judge: (t) => cityGrade(t, BORDEAUX),
  },
  {
    kind: 'place',
    body: { keywords: 'alpes maritimes' },
    judge: (t) => deptGrade(t, '06', '93'),
  },
  {
    kind: 'place',
    body: { keywords: '44' },
    judge: (t) => deptGrade(t, '44', '52'),
    note: '44 = Loire-Atlantique.',
  },
  {
    kind: 'place',
    body: { keywords: 'bretagne' },
    judge: (t) => regionGrade(t, 'FR', '53'),
  },
  {
    kind: 'place',
    body: { keywords: 'wallonie' },
    judge: (t) => regionGrade(t, 'BE', 'WAL'),
  },
  {
    kind: 'place',
    body: { keywords: 'lausanne' },
    judge: (t) => cityGrade(t, LAUSANNE),
  },
  {
    kind: 'place',
    body: { keywords: 'luxembourg' },
    judge: (t) => countryGrade(t, 'LU'),
    note: 'The country (its capital is inside it).',
  },
  {
    kind: 'place',
    body: { keywords: 'guadeloupe' },
    judge: (t) => regionGrade(t, 'FR', '01'),
  },
  {
    kind: 'place',
    body: { keywords: '75015' },
    judge: (t) => postalGrade(t, '75015', PARIS),
  },

  // ================================================================ typo
  {
    kind: 'typo',
    body: { keywords: 'dévelopeur symfony' },
    judge: (t) => best(lower(occ(t, { 'php-dev': 3 }), skill(t, 'symfony')), has(t, 'symfony') ? 3 : 0),
  },
  {
    kind: 'typo',
    body: { keywords: 'contoleur de gestion' },
    judge: (t) => occ(t, FIN_CONTROLLER),
  },
  {
    kind: 'typo',
    body: { keywords: 'pyhton django' },
    judge: (t) => bare(t, 'python', 'django'),
  },
  {
    kind: 'typo',
    body: { keywords: 'scrum mastre' },
    judge: (t) => occ(t, SCRUM_MASTER),
  },
  {
    kind: 'typo',
    body: { keywords: 'archtecte cloud' },
    judge: (t) => occ(t, CLOUD_ARCHITECT),
  },
  {
    kind: 'typo',
    body: { keywords: 'cybersécuritée' },
    judge: (t) => occ(t, { 'security-consultant': 3, pentester: 2, 'soc-analyst': 2 }),
  },
  {
    kind: 'typo',
    body: { keywords: 'ux desinger' },
    judge: (t) => occ(t, UX_DESIGNER),
  },
  {
    kind: 'typo',
    body: { keywords: 'gestionaire de paie' },
    judge: (t) => occ(t, { 'payroll-specialist': 3, accountant: 1 }),
  },
  {
    kind: 'typo',
    body: { keywords: 'snowfalke' },
    judge: (t) => bare(t, 'snowflake'),
  },
  {
    kind: 'typo',
    body: { keywords: 'montpelier' },
    judge: (t) => cityGrade(t, MONTPELLIER),
  },

  // ================================================================ exclusion
  {
    kind: 'exclusion',
    body: { keywords: 'data engineer -azure' },
    judge: (t) => (has(t, 'azure') ? 0 : occ(t, DATA_ENGINEER)),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'architecte cloud -aws' },
    judge: (t) => (has(t, 'aws') ? 0 : occ(t, CLOUD_ARCHITECT)),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'dev backend -java' },
    judge: (t) =>
      has(t, 'java') || t.occupation === 'java-dev'
        ? 0
        : occ(t, { ...Object.fromEntries(BACKEND.map((o) => [o, 3 as Grade])), 'fullstack-js-dev': 2 }),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'chef de projet -moa' },
    judge: (t) => (has(t, 'moa') || t.occupation === 'moa-project-manager' ? 0 : occ(t, CHEF_DE_PROJET)),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'designer UX -UI' },
    judge: (t) => (has(t, 'ui-design') || t.occupation === 'ui-designer' ? 0 : occ(t, UX_DESIGNER)),
    note: 'A UX designer is 3 whatever a title such as `UX/UI Designer` says: the Truth holds no UI design.',
  },
  {
    kind: 'exclusion',
    body: { keywords: 'DBA -oracle' },
    judge: (t) => (has(t, 'oracle') ? 0 : occ(t, { dba: 3, sysadmin: 1, 'data-engineer': 1 })),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'salesforce -développeur' },
    judge: (t) => (DEV_OCCUPATIONS.includes(t.occupation) ? 0 : has(t, 'salesforce') ? 3 : 0),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'admin sys -windows' },
    judge: (t) => (has(t, 'windows-server') ? 0 : occ(t, SYSADMIN)),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'urgent pentester -junior' },
    judge: (t) => (bucketOf(t) === 'junior' ? 0 : occ(t, PENTESTER)),
    note: '`urgent` is noise.',
  },
  {
    kind: 'exclusion',
    body: { keywords: 'dev mobile -ios' },
    judge: (t) =>
      has(t, 'ios') || t.occupation === 'ios-dev'
        ? 0
        : occ(t, { 'react-native-dev': 3, 'flutter-dev': 3, 'android-dev': 3 }),
  },

  // ================================================================ phrase
  {
    kind: 'phrase',
    body: { keywords: '"spring boot"' },
    judge: (t) => bare(t, 'spring-boot'),
  },
  {
    kind: 'phrase',
    body: { keywords: '"scrum master" safe' },
    judge: (t) => lower(occ(t, SCRUM_MASTER), skill(t, 'safe')),
  },
  {
    kind: 'phrase',
    body: { keywords: '"test d\'intrusion"' },
    judge: (t) => (has(t, 'pentest') ? 3 : occ(t, { 'security-consultant': 1 })),
  },
  {
    kind: 'phrase',
    body: { keywords: '"machine learning"' },
    judge: (t) => bare(t, 'machine-learning'),
  },
  {
    kind: 'phrase',
    body: { keywords: '"conduite du changement"' },
    judge: (t) => bare(t, 'conduite-du-changement'),
  },
  {
    kind: 'phrase',
    body: { keywords: '"design system" figma' },
    judge: (t) => bare(t, 'design-system', 'figma'),
  },
  {
    kind: 'phrase',
    body: { keywords: '"développeur full stack"' },
    judge: (t) => occ(t, { 'fullstack-js-dev': 3, 'react-dev': 1, 'vue-dev': 1, 'angular-dev': 1, 'node-dev': 1 }),
  },
  {
    kind: 'phrase',
    body: { keywords: '"google cloud"' },
    judge: (t) => bare(t, 'gcp'),
  },
  {
    kind: 'phrase',
    body: { keywords: '"business analyst" banque' },
    judge: (t) => lower(occ(t, BUSINESS_ANALYST), sector(t, 'banque')),
  },
  {
    kind: 'phrase',
    body: { keywords: 'profil "analyste SOC"' },
    judge: (t) => occ(t, SOC),
    note: '`profil` is noise.',
  },

  // ================================================================ or
  {
    kind: 'or',
    body: { keywords: 'nantes OR rennes' },
    judge: (t) => best(cityGrade(t, NANTES), cityGrade(t, RENNES)),
  },
  {
    kind: 'or',
    body: { keywords: 'django OR fastapi OR flask' },
    judge: (t) => (hasAny(t, ['django', 'fastapi', 'flask']) ? 3 : 0),
  },
  {
    kind: 'or',
    body: { keywords: 'pentester OR "analyste SOC"' },
    judge: (t) => best(occ(t, PENTESTER), occ(t, SOC)),
  },
  {
    kind: 'or',
    body: { keywords: 'DAF OR "contrôleur financier"' },
    judge: (t) => best(occ(t, CFO), occ(t, FIN_CONTROLLER)),
  },
  {
    kind: 'or',
    body: { keywords: 'kotlin OR swift' },
    judge: (t) => (hasAny(t, ['kotlin', 'swift']) ? 3 : 0),
  },
  {
    kind: 'or',
    body: { keywords: '"data analyst" OR "consultant BI"' },
    judge: (t) => occ(t, { 'data-analyst': 3, 'bi-consultant': 3, 'data-scientist': 1, 'data-engineer': 1 }),
  },
  {
    kind: 'or',
    body: { keywords: 'snowflake OR bigquery OR databricks' },
    judge: (t) => (hasAny(t, ['snowflake', 'bigquery', 'databricks']) ? 3 : 0),
  },
  {
    kind: 'or',
    body: { keywords: 'luxembourg OR metz' },
    judge: (t) => best(countryGrade(t, 'LU'), cityGrade(t, METZ)),
  },
  {
    kind: 'or',
    body: { keywords: 'ux lyon OR ux genève' },
    judge: (t) => best(both(occ(t, UX), cityGrade(t, LYON)), both(occ(t, UX), cityGrade(t, GENEVE))),
  },
  {
    kind: 'or',
    body: { keywords: 'salesforce OR "dynamics 365"' },
    judge: (t) => (hasAny(t, ['salesforce', 'dynamics-365']) ? 3 : 0),
  },

  // ================================================================ filter
  {
    kind: 'filter',
    body: { skills: ['python', 'airflow'] },
    judge: filtered({ skills: ['python', 'airflow'] }, () => 3),
  },
  {
    kind: 'filter',
    body: { keywords: 'développeur', workAreas: ['occitanie'] },
    judge: filtered({ workAreas: ['occitanie'] }, (t) => occ(t, DEV)),
  },
  {
    kind: 'filter',
    body: { keywords: 'ux', seniority: ['junior'] },
    judge: filtered({ seniority: ['junior'] }, (t) => occ(t, UX)),
  },
  {
    kind: 'filter',
    body: { keywords: 'consultant sap', available: true },
    judge: filtered({ available: true }, (t) => occ(t, SAP_CONSULTANT)),
  },
  {
    kind: 'filter',
    body: { skills: ['figma'], workAreas: ['auvergne-rhone-alpes'] },
    judge: filtered({ skills: ['figma'], workAreas: ['auvergne-rhone-alpes'] }, () => 3),
  },
  {
    kind: 'filter',
    body: { skills: ['kubernetes'], seniority: ['senior', 'expert'], available: true },
    judge: filtered({ skills: ['kubernetes'], seniority: ['senior', 'expert'], available: true }, () => 3),
  },
  {
    kind: 'filter',
    body: { workAreas: ['luxembourg'] },
    judge: filtered({ workAreas: ['luxembourg'] }, () => 3),
  },
  {
    kind: 'filter',
    body: { keywords: 'dev', workAreas: ['guadeloupe', 'martinique', 'guyane', 'la-reunion', 'mayotte'] },
    judge: filtered({ workAreas: ['guadeloupe', 'martinique', 'guyane', 'la-reunion', 'mayotte'] }, (t) => occ(t, DEV)),
  },
  {
    kind: 'filter',
    body: { keywords: 'consultante fonctionnelle', skills: ['sap', 's4hana'] },
    judge: filtered({ skills: ['sap', 's4hana'] }, (t) =>
      occ(t, {
        'sap-sd-mm-consultant': 3,
        'sap-fico-consultant': 3,
        'sap-abap-dev': 1,
        'business-analyst': 3,
        'salesforce-consultant': 2,
        'dynamics-consultant': 2,
      }),
    ),
    note:
      'A functional consultant: SAP SD/MM and FI/CO consultants and business analysts 3, other functional ERP/CRM ' +
      'consultants 2, the ABAP (technical) consultant 1; the filter keeps only S/4HANA SAP profiles.',
  },
  {
    kind: 'filter',
    body: { keywords: 'comptable', workAreas: ['ile-de-france'], seniority: ['senior', 'expert'] },
    judge: filtered({ workAreas: ['ile-de-france'], seniority: ['senior', 'expert'] }, (t) => occ(t, ACCOUNTANT)),
  },
];
