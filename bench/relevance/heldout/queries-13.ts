/**
 * A thirteenth blind held-out query set: 100 queries (ten per class), typed the way recruiters on French freelance
 * IT/data/product/design/finance/consulting platforms type them (French and English, shorthand and acronyms,
 * feminine and inclusive titles, typos, places as cities, departments, postal codes, regions, former regions,
 * technology parks and cantons in France, Belgium, Switzerland, Luxembourg and overseas, attribute words, OR groups,
 * exclusions, quoted phrases, filters, everyday noise such as `H/F`, `cherche`, `urgent`, `mission`, `freelance`),
 * each with a judgment of every profile of the held-out corpus from its Truth only.
 *
 * Written by a helper on 2026-11-28 as the thirteenth blind set. What was read: README.md (grade scale, combination
 * rules, query classes, rules), types.ts, occupations.ts, skills.ts, people.ts (only to know what identity data
 * exists; no query is built from names, employers or schools), referential-slugs.json, corpus.ts (the generator of
 * the 480 profiles and their Truth), text-fr-en.ts, rng.ts and places.ts, lines 1-100 of queries-12.ts (its header:
 * the judging conventions, and its first grading helpers `clamp`, `max`, `occ`, `has`, `hasAny`, `skill`, adopted
 * here so that the sets compare; the other helpers below were written here from the conventions), and in the
 * interface specification only the sections Meta, MetaFreelance, Preferences, WorkArea and POST /partners/search
 * (the request body and its keyword grammar). What was NOT read: anything under src/ (the engine, its vocabulary,
 * its search code), docs/, test/, scripts/, the rest of bench/ (queries.ts, queries-2.ts ... queries-11.ts, the
 * queries of queries-12.ts past its line 100, check.ts, identity-probes.ts, bench/relevance/queries.ts,
 * relevance.bench.ts), the repository's README.md and its git history; the repository was not grepped (only the
 * files read were searched). The service was not started and no search, test or benchmark was run: every judgment
 * below was written before any engine answered. A small script outside the repository read the corpus's Truth to
 * count how many profiles each judgment grades 1, 2 and 3, so that every query has at least one profile graded 2 or
 * 3 (a query without one was changed, never its judgment rule).
 *
 * Judging conventions: those of queries-12.ts's header (themselves those of queries-4.ts), restated briefly.
 * - Truth only, never the profile's text. Occupation first: each query names the occupations that are exactly it
 *   (3), a close one (2), a neighbouring one (1). Feminine (and inclusive, `testeur·euse`) titles grade men and
 *   women alike.
 * - Attributes lower that grade: fully met keeps it, partly met takes 1 off, not met takes 2 off; several attributes
 *   each take their share. A technical skill named next to a title is an attribute (met when the Truth's skills
 *   hold it); a sector likewise (`banque` and `assurance` partly meet each other, any other sector only itself).
 *   Attributes never take an exact (3) or close (2) occupation below 1; a neighbouring occupation (1) keeps its 1
 *   only when it meets every attribute.
 * - Seniority: the declared seniority decides; an empty one falls back on the years (0-2 junior, 3-6 confirmé, 7-10
 *   senior, 11+ expert). A bucket meets itself, `senior` is also met by Expert; one bucket away is partly met,
 *   further is not met. `N ans d'expérience` is met by yearsOfExperience >= N, not met below.
 * - Remote: `full remote` and its synonyms met by a Full remote preference, partly by Hybride or no preference, not
 *   by Sur site only; `sur site` / `présentiel` the other way round (met by a preference holding Sur site).
 * - Availability relative to 2026-11-24: `dispo immédiate` met by available, partly by a date up to 2026-12-25.
 * - Languages: `bilingue` met by native or bilingual, partly by fluent; a bare language name met by professional or
 *   better, partly by intermediate, not met by basic or absent.
 * - Days a week `4j/semaine`: met by a preference holding 4, partly by one holding 3 or 5 or by none stated.
 * - Day rate `TJM N max`: met at N or less, partly up to N + 50 or when no figure is given, or when the figure is in
 *   CHF (not comparable with euros).
 * - Places (README rules): who lives there 3; who lives close (same department; for a Swiss city the same canton)
 *   or names it, or its department (canton), in a work area 2 (for a postal code, naming its city counts as naming
 *   it); 1 for who names a wider area holding it (its region, its country) or another city of its department, who
 *   lives in the same region but another department, and a freelancer open to Full remote living in the same
 *   country. A department: lives there 3; names it or a city in it 2; its region or country, the same region, Full
 *   remote in the country 1. A region (or a canton): lives there 3; names it or a place in it 2; names its country
 *   or Full remote in the country 1. A country: lives there 3; names a place in it 2.
 * - Occupation + place: grades combine by their sum (3+3 gives 3, 3+2 gives 2, 3+1 or 2+2 gives 1, less gives 0);
 *   an occupation's attributes are applied before the place is combined.
 * - OR: the best grade of the groups, each group read as the grammar reads it. Exclusion `-word`: a profile that is
 *   the excluded thing (its occupation, or the skill in its Truth) is 0, whatever its text says.
 * - Filters are hard constraints: `skills` needs every slug in the Truth's skills; `seniority` is the declared
 *   seniority (an empty one is outside); `available` is the declared availability; `workAreas` holds a profile who
 *   lives in one of the regions/countries or names it, or a place in it, in a work area (a work area `France` is not
 *   inside a French region). A profile outside the filter is 0; a filter with no keywords grades every profile
 *   inside it 3.
 * - A bare skill (`terrafrom`, `tableau OR qlik`, `"design system"`) grades 3 every profile whose Truth holds that
 *   skill, whatever its occupation. Noise (`H/F`, `cherche`, `urgent`, `mission`, `freelance`, `profil`) changes no
 *   judgment.
 *
 * Settled here, where the README and those conventions leave it open:
 * - Shorthand is read as the trade reads it: `CDP` a chef de projet (with `IT`, the IT project manager; a chef de
 *   produit is a neighbour), `JEE` Java EE (a Java developer), `BDD` base de données (`admin BDD` a DBA), `rédac
 *   tech` a technical writer, `paye` the paie spelling, `D365 F&O` Dynamics 365, `ingé` an ingénieur, `adminsys` a
 *   system administrator, `cyber` cybersecurity, `UXR` a UX researcher, `S4HANA` the s4hana skill, `k8s`
 *   Kubernetes, `sr` senior, `xp` expérience, `IDF` and `région parisienne` Île-de-France.
 * - `remote only` is `full remote`; `sur site uniquement` is `sur site`; `secteur bancaire` is the banque sector.
 * - `anglais C1` (a CEFR level): met by fluent or better, partly by professional (B2), not met below.
 * - `temps partiel`: met by a days-a-week preference holding 1, 2 or 3; partly by one holding 4 (but none of 1-3)
 *   or by none stated; not met by 5 only.
 * - `+10 ans d'xp` is `10 ans d'expérience` (yearsOfExperience >= 10).
 * - `consultant SAP SD`: a SAP SD/MM consultant whose Truth holds SAP SD is exact (3), one holding only SAP MM close
 *   (2), the other SAP profiles neighbours (1).
 * - Former regions and technology parks are read as the places they name: `Alsace` the departments 67 and 68 (Grand
 *   Est is the wider region holding it), `Sophia Antipolis` the town of Valbonne (06560) in the Alpes-Maritimes;
 *   `outre-mer` the five overseas departments-regions (971, 972, 973, 974, 976), each of which is its own region;
 *   `Martinique` and `Wallonie` regions, `canton de Vaud` a Swiss canton.
 * - `-react` puts out the React and React Native developers and whoever holds react or react-native (a React Native
 *   developer is the excluded word's thing); `-k8s` whoever holds Kubernetes; `-FI` the SAP FI/CO consultants and whoever holds SAP FI.
 * - Occupation words without a full title name the occupations the trade puts under them: `dev mobile` the iOS,
 *   Android, Flutter and React Native developers; `fullstack` the full-stack JavaScript developers (a Node.js
 *   back-end developer a neighbour); `dev go`, `dev kotlin`, `dev python` the developers of that language.
 * - In an OR query each group is graded alone, as the grammar splits it (`devops 13 OR devops 06` is two
 *   occupation + department groups).
 *
 * Usage: `import { HELD_OUT_QUERIES_13 } from './queries-13'`; each query's `body` is a POST /partners/search body;
 * `judge(truth)` grades a profile of `heldOutCorpus()` from its Truth. Blind: never tune the engine on it.
 */
import type { Grade, HeldOutArea, HeldOutQuery, LanguageLevel, Truth } from './types';

// ------------------------------------------------------------------ grading helpers

type Met = 'met' | 'partly' | 'not';
type OccGrades = Record<string, Grade>;
type Level = 'junior' | 'confirme' | 'senior' | 'expert';

const clamp = (n: number): Grade => (n >= 3 ? 3 : n <= 0 ? 0 : (n as Grade));
const max = (...gs: Grade[]): Grade => clamp(Math.max(0, ...gs));
const occ = (t: Truth, m: OccGrades): Grade => m[t.occupation] ?? 0;
const has = (t: Truth, s: string): boolean => t.skills.includes(s);
const hasAny = (t: Truth, skills: string[]): boolean => skills.some((s) => t.skills.includes(s));
const hasAll = (t: Truth, skills: string[]): boolean => skills.every((s) => t.skills.includes(s));
const skill = (t: Truth, s: string): Met => (has(t, s) ? 'met' : 'not');
/** A bare skill: 3 for whoever holds it. */
const bare = (t: Truth, s: string): Grade => (has(t, s) ? 3 : 0);

const PENALTY: Record<Met, number> = { met: 0, partly: 1, not: 2 };
/** An occupation grade lowered by its attributes (see the header: never below 1 for 2-3, 1 only if all met). */
function withAttrs(g: Grade, mets: Met[]): Grade {
  if (g === 0) return 0;
  const p = mets.reduce((s, m) => s + PENALTY[m], 0);
  if (g === 1) return p === 0 ? 1 : 0;
  return clamp(Math.max(1, g - p));
}
/** Occupation and place: 3+3 gives 3, 3+2 gives 2, 3+1 or 2+2 gives 1, less gives 0. */
function both(a: Grade, b: Grade): Grade {
  const s = a + b;
  return s >= 6 ? 3 : s === 5 ? 2 : s === 4 ? 1 : 0;
}

// seniority and years
const LEVELS: Level[] = ['junior', 'confirme', 'senior', 'expert'];
function levelOf(t: Truth): Level {
  if (t.seniority.startsWith('Junior')) return 'junior';
  if (t.seniority.startsWith('Confirme')) return 'confirme';
  if (t.seniority.startsWith('Senior')) return 'senior';
  if (t.seniority.startsWith('Expert')) return 'expert';
  const y = t.yearsOfExperience;
  return y <= 2 ? 'junior' : y <= 6 ? 'confirme' : y <= 10 ? 'senior' : 'expert';
}
function seniority(t: Truth, want: Level): Met {
  const l = levelOf(t);
  if (l === want || (want === 'senior' && l === 'expert')) return 'met';
  return Math.abs(LEVELS.indexOf(l) - LEVELS.indexOf(want)) === 1 ? 'partly' : 'not';
}
const yearsAtLeast = (t: Truth, n: number): Met => (t.yearsOfExperience >= n ? 'met' : 'not');

// remote
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

// availability
function availableBy(t: Truth, metBy: string | null, partlyBy: string | null): Met {
  if (t.availability.available) return 'met';
  const from = t.availability.from;
  if (!from) return 'not';
  if (metBy && from <= metBy) return 'met';
  if (partlyBy && from <= partlyBy) return 'partly';
  return 'not';
}

// languages
const RANK: Record<LanguageLevel, number> = {
  native: 5,
  bilingual: 4,
  fluent: 3,
  professional: 2,
  intermediate: 1,
  basic: 0,
};
function language(t: Truth, code: string, metAt: LanguageLevel, partlyAt: LanguageLevel): Met {
  const l = t.languages.find((x) => x.language === code);
  if (!l) return 'not';
  if (RANK[l.level] >= RANK[metAt]) return 'met';
  if (RANK[l.level] >= RANK[partlyAt]) return 'partly';
  return 'not';
}

// days a week and day rate
function days(t: Truth, metBy: string[], partlyBy: string[]): Met {
  if (t.daysPerWeek.length === 0) return 'partly';
  if (t.daysPerWeek.some((d) => metBy.includes(d))) return 'met';
  if (t.daysPerWeek.some((d) => partlyBy.includes(d))) return 'partly';
  return 'not';
}
function rateMax(t: Truth, n: number): Met {
  if (t.rate.amount === null || t.rate.currency !== 'EUR') return 'partly';
  if (t.rate.amount <= n) return 'met';
  return t.rate.amount <= n + 50 ? 'partly' : 'not';
}

// sectors
function sector(t: Truth, s: string): Met {
  if ((t.sectors as string[]).includes(s)) return 'met';
  const pair: Record<string, string> = { banque: 'assurance', assurance: 'banque' };
  if (pair[s] && (t.sectors as string[]).includes(pair[s]!)) return 'partly';
  return 'not';
}

// places
const fullRemoteIn = (t: Truth, cc: string): boolean => t.home.countryCode === cc && t.remote.includes('Full remote');
const areas = (t: Truth): HeldOutArea[] => t.workAreas;

/**
 * A town: `postal` (the postal codes that are it, or null to take the town by name), `city` (the dataset's city
 * name), its department code (French) or canton code (Swiss), its region code and country.
 */
interface Town {
  postal: string[] | null;
  city: string;
  dept: string;
  region: string;
  cc: string;
}
function placeTown(t: Truth, p: Town): Grade {
  const h = t.home;
  const swiss = p.cc === 'CH';
  const livesIn = h.countryCode === p.cc && (p.postal ? p.postal.includes(h.postalCode) : h.datasetCity === p.city);
  if (livesIn) return 3;
  const sameDept = h.countryCode === p.cc && (swiss ? h.regionCode === p.dept : h.departmentCode === p.dept);
  const namesIt = areas(t).some(
    (a) =>
      a.countryCode === p.cc &&
      ((a.type === 'ville' && a.cityName === p.city) ||
        (!swiss && a.type === 'departement' && a.departmentCode === p.dept) ||
        (swiss && a.type === 'region' && a.regionCode === p.dept)),
  );
  if (sameDept || namesIt) return 2;
  const wider = areas(t).some(
    (a) =>
      a.countryCode === p.cc &&
      (a.type === 'pays' ||
        (a.type === 'region' && a.regionCode === p.region) ||
        (a.type === 'ville' && (swiss ? a.regionCode === p.dept : a.departmentCode === p.dept))),
  );
  const sameRegion = !swiss && h.countryCode === p.cc && h.regionCode === p.region;
  if (wider || sameRegion || fullRemoteIn(t, p.cc)) return 1;
  return 0;
}
/** French departments (one or several): lives 3; names one or a city in it 2; region, France, same region, remote 1. */
function placeDepts(t: Truth, depts: string[], region: string): Grade {
  const h = t.home;
  if (h.countryCode === 'FR' && depts.includes(h.departmentCode)) return 3;
  const namesIt = areas(t).some(
    (a) =>
      a.countryCode === 'FR' && (a.type === 'departement' || a.type === 'ville') && depts.includes(a.departmentCode!),
  );
  if (namesIt) return 2;
  const wider = areas(t).some(
    (a) => a.countryCode === 'FR' && (a.type === 'pays' || (a.type === 'region' && a.regionCode === region)),
  );
  if (wider || (h.countryCode === 'FR' && h.regionCode === region) || fullRemoteIn(t, 'FR')) return 1;
  return 0;
}
/** Regions or cantons (one or several): lives 3; names one or a place in it 2; names the country or remote 1. */
function placeRegions(t: Truth, cc: string, regions: string[]): Grade {
  const h = t.home;
  if (h.countryCode === cc && regions.includes(h.regionCode)) return 3;
  if (areas(t).some((a) => a.countryCode === cc && a.type !== 'pays' && regions.includes(a.regionCode ?? ''))) return 2;
  if (areas(t).some((a) => a.countryCode === cc && a.type === 'pays') || fullRemoteIn(t, cc)) return 1;
  return 0;
}

// filters
const SLUG_AREA: Record<string, { cc: string; region: string | null }> = {
  'ile-de-france': { cc: 'FR', region: '11' },
  'hauts-de-france': { cc: 'FR', region: '32' },
  occitanie: { cc: 'FR', region: '76' },
  'la-reunion': { cc: 'FR', region: '04' },
  mayotte: { cc: 'FR', region: '06' },
  guadeloupe: { cc: 'FR', region: '01' },
  martinique: { cc: 'FR', region: '02' },
  guyane: { cc: 'FR', region: '03' },
  bretagne: { cc: 'FR', region: '53' },
  belgique: { cc: 'BE', region: null },
  suisse: { cc: 'CH', region: null },
  luxembourg: { cc: 'LU', region: null },
};
function inWorkAreas(t: Truth, slugs: string[]): boolean {
  return slugs.some((slug) => {
    const s = SLUG_AREA[slug];
    if (!s) throw new Error(`unknown slug ${slug}`);
    if (t.home.regionSlug === slug) return true;
    return areas(t).some((a) =>
      s.region === null
        ? a.countryCode === s.cc
        : a.countryCode === s.cc && a.type !== 'pays' && a.regionCode === s.region,
    );
  });
}
const SENIORITY_SLUG: Record<string, string> = {
  junior: 'Junior (0-2 ans)',
  confirme: 'Confirme (3-6 ans)',
  senior: 'Senior (7-10 ans)',
  expert: 'Expert (10+ ans)',
};
interface FilterBody {
  skills?: string[];
  workAreas?: string[];
  seniority?: string[];
  available?: boolean;
}
function inFilter(t: Truth, f: FilterBody): boolean {
  if (f.skills && !hasAll(t, f.skills)) return false;
  if (f.workAreas && !inWorkAreas(t, f.workAreas)) return false;
  if (f.seniority && !f.seniority.some((s) => SENIORITY_SLUG[s] === t.seniority)) return false;
  if (f.available !== undefined && t.availability.available !== f.available) return false;
  return true;
}

// occupation groups
const BACKEND = ['node-dev', 'java-dev', 'php-dev', 'python-dev', 'dotnet-dev', 'go-dev'];
const grades = (ids: string[], g: Grade): OccGrades => Object.fromEntries(ids.map((id) => [id, g]));
/** The back-end developers but one, as neighbours (1) of a language developer. */
const otherBackend = (id: string): OccGrades =>
  grades(
    BACKEND.filter((o) => o !== id),
    1,
  );
const SAP = ['sap-sd-mm-consultant', 'sap-fico-consultant', 'sap-abap-dev'];

// the places the queries name
const NANTES: Town = { postal: null, city: 'Nantes', dept: '44', region: '52', cc: 'FR' };
const RENNES: Town = { postal: null, city: 'Rennes', dept: '35', region: '53', cc: 'FR' };
const MERIGNAC_33700: Town = { postal: ['33700'], city: 'Mérignac', dept: '33', region: '75', cc: 'FR' };
const SOPHIA: Town = { postal: ['06560'], city: 'Valbonne', dept: '06', region: '93', cc: 'FR' };
const GENEVE: Town = { postal: null, city: 'Genève', dept: 'GE', region: 'GE', cc: 'CH' };
const LAUSANNE: Town = { postal: null, city: 'Lausanne', dept: 'VD', region: 'VD', cc: 'CH' };
const BORDEAUX: Town = { postal: null, city: 'Bordeaux', dept: '33', region: '75', cc: 'FR' };
const PARIS: Town = { postal: null, city: 'Paris', dept: '75', region: '11', cc: 'FR' };

// ------------------------------------------------------------------ the queries

export const HELD_OUT_QUERIES_13: HeldOutQuery[] = [
  // ================================================================ alias
  {
    kind: 'alias',
    body: { keywords: 'cdp IT H/F' },
    judge: (t) =>
      occ(t, {
        'project-manager': 3,
        'moa-project-manager': 2,
        'product-owner': 1,
        'scrum-master': 1,
        'product-manager': 1,
      }),
    note: 'CDP is chef de projet; a chef de produit (product manager) is only a neighbour.',
  },
  {
    kind: 'alias',
    body: { keywords: 'dev JEE freelance' },
    judge: (t) =>
      max(
        occ(t, {
          'java-dev': 3,
          ...otherBackend('java-dev'),
        }),
        has(t, 'java') ? 1 : 0,
      ),
    note: 'JEE (Java EE, J2EE) is a Java developer; other back-end developers and whoever holds Java are neighbours.',
  },
  {
    kind: 'alias',
    body: { keywords: 'cherche admin BDD' },
    judge: (t) => occ(t, { dba: 3, sysadmin: 1 }),
    note: 'BDD is base de données: a database administrator.',
  },
  {
    kind: 'alias',
    body: { keywords: 'rédac tech' },
    judge: (t) => occ(t, { 'technical-writer': 3 }),
  },
  {
    kind: 'alias',
    body: { keywords: 'gestionnaire paye' },
    judge: (t) => max(occ(t, { 'payroll-specialist': 3 }), has(t, 'paie') ? 1 : 0),
    note: '`paye` is the other spelling of paie; an accountant who holds payroll is a neighbour.',
  },
  {
    kind: 'alias',
    body: { keywords: 'consultant D365 F&O' },
    judge: (t) =>
      occ(t, {
        'dynamics-consultant': 3,
        'sap-sd-mm-consultant': 1,
        'sap-fico-consultant': 1,
        'salesforce-consultant': 1,
      }),
    note: 'D365 F&O is Dynamics 365 Finance & Operations; the other functional ERP/CRM consultants are neighbours.',
  },
  {
    kind: 'alias',
    body: { keywords: 'ingé ML' },
    judge: (t) => occ(t, { 'ml-engineer': 3, 'data-scientist': 1 }),
    note: 'ingé ML is an ingénieur machine learning (ML engineer); a data scientist is a neighbour.',
  },
  {
    kind: 'alias',
    body: { keywords: 'adminsys linux' },
    judge: (t) =>
      withAttrs(occ(t, { sysadmin: 3, 'network-engineer': 1, 'devops-engineer': 1, sre: 1 }), [skill(t, 'linux')]),
    note: 'adminsys is a system administrator; Linux is an attribute.',
  },
  {
    kind: 'alias',
    body: { keywords: 'consultant cyber' },
    judge: (t) => occ(t, { 'security-consultant': 3, pentester: 2, 'soc-analyst': 1 }),
    note: 'cyber is cybersécurité: the security consultant exactly, a pentester (consultant en tests d’intrusion) close.',
  },
  {
    kind: 'alias',
    body: { keywords: 'UXR' },
    judge: (t) => occ(t, { 'ux-researcher': 3, 'ux-designer': 1, 'product-designer': 1 }),
    note: 'UXR is a UX researcher.',
  },

  // ================================================================ compound
  {
    kind: 'compound',
    body: { keywords: 'consultant SAP FI S4HANA' },
    judge: (t) =>
      withAttrs(occ(t, { 'sap-fico-consultant': 3, 'sap-sd-mm-consultant': 1, 'sap-abap-dev': 1 }), [
        skill(t, 's4hana'),
      ]),
    note: 'A SAP FI/CO consultant with S/4HANA; written S4HANA, joined.',
  },
  {
    kind: 'compound',
    body: { keywords: 'dev python django bordeaux' },
    judge: (t) =>
      both(
        withAttrs(
          occ(t, {
            'python-dev': 3,
            ...otherBackend('python-dev'),
          }),
          [skill(t, 'django')],
        ),
        placeTown(t, BORDEAUX),
      ),
  },
  {
    kind: 'compound',
    body: { keywords: 'scrum master SAFe banque' },
    judge: (t) =>
      withAttrs(occ(t, { 'scrum-master': 3, 'product-owner': 1, 'project-manager': 1 }), [
        skill(t, 'safe'),
        sector(t, 'banque'),
      ]),
  },
  {
    kind: 'compound',
    body: { keywords: 'business analyst assurance' },
    judge: (t) => withAttrs(occ(t, { 'business-analyst': 3, 'moa-project-manager': 1 }), [sector(t, 'assurance')]),
    note: 'banque partly meets assurance.',
  },
  {
    kind: 'compound',
    body: { keywords: 'UI designer secteur bancaire' },
    judge: (t) =>
      withAttrs(occ(t, { 'ui-designer': 3, 'product-designer': 1, 'ux-designer': 1 }), [sector(t, 'banque')]),
  },
  {
    kind: 'compound',
    body: { keywords: 'data engineer snowflake dbt' },
    judge: (t) =>
      withAttrs(occ(t, { 'data-engineer': 3, 'bi-consultant': 1, 'data-analyst': 1 }), [
        skill(t, 'snowflake'),
        skill(t, 'dbt'),
      ]),
  },
  {
    kind: 'compound',
    body: { keywords: 'chef de projet SAFe IDF' },
    judge: (t) =>
      both(
        withAttrs(occ(t, { 'project-manager': 3, 'moa-project-manager': 2 }), [skill(t, 'safe')]),
        placeRegions(t, 'FR', ['11']),
      ),
    note: 'IDF is Île-de-France.',
  },
  {
    kind: 'compound',
    body: { keywords: 'DAF levée de fonds' },
    judge: (t) =>
      withAttrs(occ(t, { cfo: 3, 'fractional-cfo': 3, 'financial-controller': 1, treasurer: 1 }), [
        skill(t, 'levee-de-fonds'),
      ]),
    note: 'A DAF (full-time or à temps partagé) who has led a fundraising.',
  },
  {
    kind: 'compound',
    body: { keywords: 'ingé réseau fortinet' },
    judge: (t) =>
      withAttrs(occ(t, { 'network-engineer': 3, sysadmin: 1, 'security-consultant': 1 }), [skill(t, 'fortinet')]),
  },
  {
    kind: 'compound',
    body: { keywords: 'PO Paris' },
    judge: (t) =>
      both(occ(t, { 'product-owner': 3, 'product-manager': 1, 'business-analyst': 1 }), placeTown(t, PARIS)),
  },

  // ================================================================ title-en-fr
  {
    kind: 'title-en-fr',
    body: { keywords: 'payroll manager' },
    judge: (t) => max(occ(t, { 'payroll-specialist': 3 }), has(t, 'paie') ? 1 : 0),
    note: 'French CVs title it Gestionnaire / Responsable paie.',
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'ingénieure fiabilité' },
    judge: (t) => occ(t, { sre: 3, 'devops-engineer': 1 }),
    note: 'English CVs write Site Reliability Engineer.',
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'trésorière' },
    judge: (t) => occ(t, { treasurer: 3, cfo: 1, 'fractional-cfo': 1 }),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'internal auditor' },
    judge: (t) => occ(t, { auditor: 3, 'financial-controller': 1 }),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'analyste fonctionnelle' },
    judge: (t) => occ(t, { 'business-analyst': 3, 'moa-project-manager': 1 }),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'database administrator' },
    judge: (t) => occ(t, { dba: 3, sysadmin: 1 }),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'testeur·euse logiciel' },
    judge: (t) => occ(t, { 'qa-engineer': 3 }),
    note: 'Inclusive writing with a middle dot; English CVs write Software Tester or QA Engineer.',
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'management consultant' },
    judge: (t) => occ(t, { 'management-consultant': 3, 'change-consultant': 1 }),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'embedded software engineer' },
    judge: (t) => occ(t, { 'embedded-dev': 3 }),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'visual designer' },
    judge: (t) => occ(t, { 'ui-designer': 3, 'ux-designer': 1, 'product-designer': 1 }),
    note: 'French CVs write Designer UI, Directeur artistique, Webdesigner.',
  },

  // ================================================================ attribute
  {
    kind: 'attribute',
    body: { keywords: 'data scientist junior' },
    judge: (t) => withAttrs(occ(t, { 'data-scientist': 3, 'ml-engineer': 1 }), [seniority(t, 'junior')]),
  },
  {
    kind: 'attribute',
    body: { keywords: 'data engineer anglais C1' },
    judge: (t) =>
      withAttrs(occ(t, { 'data-engineer': 3, 'ml-engineer': 1, 'data-scientist': 1 }), [
        language(t, 'en', 'fluent', 'professional'),
      ]),
    note: 'C1 is the CEFR level of fluent English: fluent or better met, professional (B2) partly.',
  },
  {
    kind: 'attribute',
    body: { keywords: 'scrum master 4j/semaine' },
    judge: (t) => withAttrs(occ(t, { 'scrum-master': 3 }), [days(t, ['4'], ['3', '5'])]),
  },
  {
    kind: 'attribute',
    body: { keywords: 'consultant SAP SD TJM 750€ max' },
    judge: (t) =>
      withAttrs(
        t.occupation === 'sap-sd-mm-consultant' ? (has(t, 'sap-sd') ? 3 : 2) : SAP.includes(t.occupation) ? 1 : 0,
        [rateMax(t, 750)],
      ),
  },
  {
    kind: 'attribute',
    body: { keywords: 'UX designer remote only' },
    judge: (t) => withAttrs(occ(t, { 'ux-designer': 3, 'product-designer': 2, 'ux-researcher': 1 }), [fullRemote(t)]),
  },
  {
    kind: 'attribute',
    body: { keywords: 'dev android dispo immédiatement' },
    judge: (t) =>
      withAttrs(occ(t, { 'android-dev': 3, 'flutter-dev': 1, 'react-native-dev': 1 }), [
        availableBy(t, null, '2026-12-25'),
      ]),
  },
  {
    kind: 'attribute',
    body: { keywords: 'chef de projet sur site uniquement' },
    judge: (t) => withAttrs(occ(t, { 'project-manager': 3, 'moa-project-manager': 2 }), [onSite(t)]),
  },
  {
    kind: 'attribute',
    body: { keywords: 'comptable temps partiel' },
    judge: (t) => withAttrs(occ(t, { accountant: 3, 'payroll-specialist': 1 }), [days(t, ['1', '2', '3'], ['4'])]),
  },
  {
    kind: 'attribute',
    body: { keywords: "devops sr +10 ans d'xp" },
    judge: (t) =>
      withAttrs(occ(t, { 'devops-engineer': 3, sre: 2, 'cloud-architect': 1 }), [
        seniority(t, 'senior'),
        yearsAtLeast(t, 10),
      ]),
  },
  {
    kind: 'attribute',
    body: { keywords: 'business analyst anglais bilingue' },
    judge: (t) =>
      withAttrs(occ(t, { 'business-analyst': 3, 'moa-project-manager': 1 }), [
        language(t, 'en', 'bilingual', 'fluent'),
      ]),
  },

  // ================================================================ place
  {
    kind: 'place',
    body: { keywords: '33700' },
    judge: (t) => placeTown(t, MERIGNAC_33700),
    note: 'Mérignac, Gironde.',
  },
  {
    kind: 'place',
    body: { keywords: 'Haute-Garonne' },
    judge: (t) => placeDepts(t, ['31'], '76'),
  },
  {
    kind: 'place',
    body: { keywords: 'freelance Hauts-de-Seine' },
    judge: (t) => placeDepts(t, ['92'], '11'),
  },
  {
    kind: 'place',
    body: { keywords: 'canton de Vaud' },
    judge: (t) => placeRegions(t, 'CH', ['VD']),
  },
  {
    kind: 'place',
    body: { keywords: 'Wallonie' },
    judge: (t) => placeRegions(t, 'BE', ['WAL']),
  },
  {
    kind: 'place',
    body: { keywords: 'Martinique' },
    judge: (t) => placeRegions(t, 'FR', ['02']),
  },
  {
    kind: 'place',
    body: { keywords: 'mission Alsace' },
    judge: (t) => placeDepts(t, ['67', '68'], '44'),
    note: 'Alsace (a former region) is the Bas-Rhin and the Haut-Rhin; Grand Est is the wider region.',
  },
  {
    kind: 'place',
    body: { keywords: 'Sophia Antipolis' },
    judge: (t) => placeTown(t, SOPHIA),
    note: 'The technology park is in Valbonne (06560), Alpes-Maritimes.',
  },
  {
    kind: 'place',
    body: { keywords: 'région parisienne' },
    judge: (t) => placeRegions(t, 'FR', ['11']),
  },
  {
    kind: 'place',
    body: { keywords: 'outre-mer' },
    judge: (t) => placeRegions(t, 'FR', ['01', '02', '03', '04', '06']),
    note: 'The five overseas departments-regions.',
  },

  // ================================================================ typo
  {
    kind: 'typo',
    body: { keywords: 'dévelopeuse angular' },
    judge: (t) =>
      max(
        occ(t, { 'angular-dev': 3, 'react-dev': 1, 'vue-dev': 1 }),
        has(t, 'angular') ? (t.occupation === 'fullstack-js-dev' ? 2 : 1) : 0,
      ),
  },
  {
    kind: 'typo',
    body: { keywords: 'contoleur de gestion' },
    judge: (t) => occ(t, { 'financial-controller': 3, cfo: 1, 'fractional-cfo': 1 }),
  },
  {
    kind: 'typo',
    body: { keywords: 'dev kotiln' },
    judge: (t) => max(occ(t, { 'android-dev': 3 }), has(t, 'kotlin') ? 2 : 0),
    note: 'Kotlin: the Android developers, and any other developer who holds Kotlin close.',
  },
  {
    kind: 'typo',
    body: { keywords: 'scrum mastre' },
    judge: (t) => occ(t, { 'scrum-master': 3, 'product-owner': 1 }),
  },
  {
    kind: 'typo',
    body: { keywords: 'terrafrom' },
    judge: (t) => bare(t, 'terraform'),
  },
  {
    kind: 'typo',
    body: { keywords: 'dev symfonie' },
    judge: (t) => max(occ(t, { 'php-dev': 2, 'wordpress-dev': 1 }), has(t, 'symfony') ? 3 : 0),
    note: 'Symfony: a PHP developer who holds it 3, one on Laravel only 2.',
  },
  {
    kind: 'typo',
    body: { keywords: 'ingénieur résaux' },
    judge: (t) => occ(t, { 'network-engineer': 3, sysadmin: 1 }),
  },
  {
    kind: 'typo',
    body: { keywords: 'databriks' },
    judge: (t) => bare(t, 'databricks'),
  },
  {
    kind: 'typo',
    body: { keywords: 'ux reseacher' },
    judge: (t) => occ(t, { 'ux-researcher': 3, 'ux-designer': 1, 'product-designer': 1 }),
  },
  {
    kind: 'typo',
    body: { keywords: 'product ower urgent' },
    judge: (t) => occ(t, { 'product-owner': 3, 'product-manager': 1 }),
  },

  // ================================================================ exclusion
  {
    kind: 'exclusion',
    body: { keywords: 'data scientist -tensorflow' },
    judge: (t) => (has(t, 'tensorflow') ? 0 : occ(t, { 'data-scientist': 3, 'ml-engineer': 1 })),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'consultant SAP -FI' },
    judge: (t) =>
      has(t, 'sap-fi') || t.occupation === 'sap-fico-consultant'
        ? 0
        : occ(t, { 'sap-sd-mm-consultant': 3, 'sap-fico-consultant': 3, 'sap-abap-dev': 2, 'dynamics-consultant': 1 }),
    note: 'Puts out the SAP FI/CO consultants (whoever holds SAP FI); the ABAP developers are close (2), as in the filter set.',
  },
  {
    kind: 'exclusion',
    body: { keywords: 'devops -k8s' },
    judge: (t) => (has(t, 'kubernetes') ? 0 : occ(t, { 'devops-engineer': 3, sre: 2, 'cloud-architect': 1 })),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'product owner -safe' },
    judge: (t) => (has(t, 'safe') ? 0 : occ(t, { 'product-owner': 3, 'product-manager': 1 })),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'développeur PHP -wordpress' },
    judge: (t) =>
      has(t, 'wordpress') || t.occupation === 'wordpress-dev'
        ? 0
        : max(occ(t, { 'php-dev': 3 }), has(t, 'php') ? 1 : 0),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'dev mobile -flutter -react' },
    judge: (t) =>
      hasAny(t, ['flutter', 'react', 'react-native']) || ['flutter-dev', 'react-native-dev'].includes(t.occupation)
        ? 0
        : occ(t, { 'ios-dev': 3, 'android-dev': 3 }),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'architecte cloud -aws' },
    judge: (t) => (has(t, 'aws') ? 0 : occ(t, { 'cloud-architect': 3, 'devops-engineer': 1 })),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'data engineer -spark' },
    judge: (t) => (has(t, 'spark') ? 0 : occ(t, { 'data-engineer': 3, 'ml-engineer': 1, 'data-scientist': 1 })),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'fullstack -angular -vue' },
    judge: (t) => (hasAny(t, ['angular', 'vuejs']) ? 0 : occ(t, { 'fullstack-js-dev': 3, 'node-dev': 1 })),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'analyste SOC -splunk' },
    judge: (t) => (has(t, 'splunk') ? 0 : occ(t, { 'soc-analyst': 3, 'security-consultant': 1 })),
  },

  // ================================================================ phrase
  {
    kind: 'phrase',
    body: { keywords: '"chef de projet technique"' },
    judge: (t) => occ(t, { 'project-manager': 3, 'moa-project-manager': 1 }),
  },
  {
    kind: 'phrase',
    body: { keywords: '"tests d\'intrusion"' },
    judge: (t) => max(bare(t, 'pentest'), occ(t, { pentester: 3 })),
    note: 'Typed with a straight apostrophe; CVs write it with a curly one.',
  },
  {
    kind: 'phrase',
    body: { keywords: '"contrôle interne"' },
    judge: (t) => max(bare(t, 'controle-interne'), occ(t, { auditor: 1 })),
  },
  {
    kind: 'phrase',
    body: { keywords: '"design system"' },
    judge: (t) => bare(t, 'design-system'),
  },
  {
    kind: 'phrase',
    body: { keywords: '"spring boot" kafka' },
    judge: (t) => (hasAll(t, ['spring-boot', 'kafka']) ? 3 : hasAny(t, ['spring-boot', 'kafka']) ? 1 : 0),
  },
  {
    kind: 'phrase',
    body: { keywords: '"business intelligence"' },
    judge: (t) => occ(t, { 'bi-consultant': 3, 'data-analyst': 1 }),
  },
  {
    kind: 'phrase',
    body: { keywords: '"gestion de la paie"' },
    judge: (t) => bare(t, 'paie'),
  },
  {
    kind: 'phrase',
    body: { keywords: '"service cloud"' },
    judge: (t) => bare(t, 'service-cloud'),
  },
  {
    kind: 'phrase',
    body: { keywords: '"product discovery"' },
    judge: (t) => max(bare(t, 'discovery'), occ(t, { 'product-owner': 1 })),
  },
  {
    kind: 'phrase',
    body: { keywords: '"site reliability"' },
    judge: (t) => occ(t, { sre: 3, 'devops-engineer': 1 }),
  },

  // ================================================================ or
  {
    kind: 'or',
    body: { keywords: 'nantes OR rennes' },
    judge: (t) => max(placeTown(t, NANTES), placeTown(t, RENNES)),
  },
  {
    kind: 'or',
    body: { keywords: 'terraform OR ansible' },
    judge: (t) => max(bare(t, 'terraform'), bare(t, 'ansible')),
  },
  {
    kind: 'or',
    body: { keywords: 'tableau OR qlik' },
    judge: (t) => max(bare(t, 'tableau'), bare(t, 'qlik')),
  },
  {
    kind: 'or',
    body: { keywords: 'comptable OR "contrôleur de gestion"' },
    judge: (t) =>
      max(
        occ(t, { accountant: 3, 'payroll-specialist': 1, auditor: 1 }),
        occ(t, { 'financial-controller': 3, cfo: 1, 'fractional-cfo': 1 }),
      ),
  },
  {
    kind: 'or',
    body: { keywords: 'genève OR lausanne' },
    judge: (t) => max(placeTown(t, GENEVE), placeTown(t, LAUSANNE)),
  },
  {
    kind: 'or',
    body: { keywords: 'nextjs OR nuxt' },
    judge: (t) => max(bare(t, 'nextjs'), bare(t, 'nuxt')),
  },
  {
    kind: 'or',
    body: { keywords: 'pentester OR "analyste SOC"' },
    judge: (t) => occ(t, { pentester: 3, 'soc-analyst': 3, 'security-consultant': 1 }),
  },
  {
    kind: 'or',
    body: { keywords: 'PRINCE2 OR PMP' },
    judge: (t) => max(bare(t, 'prince2'), bare(t, 'pmp')),
  },
  {
    kind: 'or',
    body: { keywords: '"ux designer" OR "product designer"' },
    judge: (t) => occ(t, { 'ux-designer': 3, 'product-designer': 3, 'ui-designer': 1, 'ux-researcher': 1 }),
  },
  {
    kind: 'or',
    body: { keywords: 'devops 13 OR devops 06' },
    judge: (t) => {
      const o = occ(t, { 'devops-engineer': 3, sre: 2, 'cloud-architect': 1 });
      return max(both(o, placeDepts(t, ['13'], '93')), both(o, placeDepts(t, ['06'], '93')));
    },
    note: 'Two groups, each an occupation with a department (Bouches-du-Rhône, Alpes-Maritimes).',
  },

  // ================================================================ filter
  ...(
    [
      { f: { skills: ['python'], seniority: ['junior'] } },
      { f: { workAreas: ['la-reunion', 'mayotte'] } },
      {
        keywords: 'consultant',
        f: { skills: ['sap', 's4hana'] },
        occ: (t: Truth) => occ(t, { 'sap-sd-mm-consultant': 3, 'sap-fico-consultant': 3, 'sap-abap-dev': 2 }),
        note: 'Inside the filter only SAP profiles remain: the functional consultants 3, the ABAP developers 2.',
      },
      {
        keywords: 'dev go',
        f: { available: true },
        occ: (t: Truth) => max(occ(t, { 'go-dev': 3 }), has(t, 'go') ? 1 : 0),
      },
      { f: { skills: ['figma'], workAreas: ['suisse'] } },
      {
        keywords: 'contrôleur de gestion',
        f: { seniority: ['senior', 'expert'] },
        occ: (t: Truth) => occ(t, { 'financial-controller': 3, cfo: 1, 'fractional-cfo': 1 }),
      },
      { f: { skills: ['kubernetes', 'terraform'], available: true } },
      {
        keywords: 'développeur javascript',
        f: { workAreas: ['luxembourg'] },
        occ: (t: Truth) =>
          occ(t, {
            'react-dev': 3,
            'fullstack-js-dev': 3,
            'node-dev': 3,
            'vue-dev': 3,
            'angular-dev': 2,
            'react-native-dev': 1,
          }),
      },
      {
        keywords: 'product owner',
        f: { workAreas: ['hauts-de-france', 'suisse'] },
        occ: (t: Truth) => occ(t, { 'product-owner': 3, 'product-manager': 1, 'business-analyst': 1 }),
      },
      {
        keywords: 'consultante BI',
        f: { skills: ['power-bi'], seniority: ['confirme', 'senior'] },
        occ: (t: Truth) => occ(t, { 'bi-consultant': 3, 'data-analyst': 1, 'financial-controller': 1 }),
      },
    ] as { keywords?: string; f: FilterBody; occ?: (t: Truth) => Grade; note?: string }[]
  ).map((q): HeldOutQuery => ({
    kind: 'filter',
    body: { ...(q.keywords ? { keywords: q.keywords } : {}), ...q.f },
    judge: (t) => (inFilter(t, q.f) ? (q.occ ? q.occ(t) : 3) : 0),
    ...(q.note ? { note: q.note } : {}),
  })),
];
