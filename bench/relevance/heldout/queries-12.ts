/**
 * A twelfth blind held-out query set: 100 queries (ten per class), typed the way recruiters on French freelance
 * IT/data/product/design/finance/consulting platforms type them (French and English, shorthand and acronyms,
 * feminine titles, typos, places as cities, departments, postal codes, regions and cantons in France, Belgium,
 * Switzerland, Luxembourg and overseas, attribute words, OR groups, exclusions, quoted phrases, filters, everyday
 * noise such as `H/F`, `cherche`, `urgent`, `mission`), each with a judgment of every profile of the held-out corpus
 * from its Truth only.
 *
 * Written by a helper on 2026-11-28 as the twelfth blind set. What was read: README.md (grade scale, combination
 * rules, query classes, rules), types.ts, occupations.ts, skills.ts, people.ts (only to know what identity data
 * exists; no query is built from names, employers or schools), referential-slugs.json, corpus.ts (the generator of
 * the 480 profiles and their Truth), text-fr-en.ts, rng.ts and places.ts, lines 1-75 of queries-4.ts (its header:
 * the judging conventions, adopted here so that the sets compare), and in the interface specification only the
 * sections Meta, MetaFreelance, Preferences, WorkArea and POST /partners/search (the request body and its keyword
 * grammar). What was NOT read: anything under src/ (the engine, its vocabulary, its search code), docs/, test/,
 * scripts/, the rest of bench/ (queries.ts, queries-2.ts ... queries-11.ts, the body of queries-4.ts past its line
 * 75, check.ts, identity-probes.ts, bench/relevance/queries.ts, relevance.bench.ts), the repository's README.md and
 * its git history; the repository was not grepped (only the files read were searched). The service was not started
 * and no search, test or benchmark was run: every judgment below was written before any engine answered. A small
 * script outside the repository read the corpus's Truth to count how many profiles each judgment grades 1, 2 and 3,
 * so that every query has at least one profile graded 2 or 3 (a query without one was changed, never its judgment
 * rule).
 *
 * Judging conventions: those of queries-4.ts's header (Truth only, never the profile's text), restated briefly.
 * - Occupation first: each query names the occupations that are exactly it (3), a close one (2), a neighbouring one
 *   (1). Feminine titles grade men and women alike.
 * - Attributes lower that grade: fully met keeps it, partly met takes 1 off, not met takes 2 off; several attributes
 *   each take their share. A technical skill named next to a title is an attribute (met when the Truth's skills
 *   hold it, not met otherwise); a sector next to a title likewise (`assurance` partly met by `banque`).
 * - Seniority: the declared seniority decides; an empty one falls back on the years (0-2 junior, 3-6 confirmé, 7-10
 *   senior, 11+ expert). `N ans d'xp` is met by yearsOfExperience >= N, not met below.
 * - Remote: `remote` / `full remote` / `télétravail` met by a Full remote preference, partly by Hybride or no
 *   preference, not met by Sur site only; `sur site` / `présentiel` the other way round.
 * - Availability relative to 2026-11-24: `dispo janvier` met by available or a date up to 2027-01-31, partly up to
 *   2027-02-28; `dispo immédiate` met by available, partly by a date up to 2026-12-25.
 * - Languages: `anglais courant` met by native, bilingual or fluent, partly by professional.
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
 * - A bare skill (`ansilbe`, `kotlin OR swift`, `"spring boot"`) grades 3 every profile whose Truth holds that
 *   skill, whatever its occupation.
 *
 * Settled here, where the README and those conventions leave it open:
 * - Attributes never take an exact (3) or close (2) occupation below 1: it stays related, however many it misses. A
 *   neighbouring occupation (1) keeps its 1 only when it meets every attribute; missing or partly meeting one makes
 *   it 0.
 * - Seniority words: a bucket meets itself; `senior` is also met by Expert (both are 7+ years); one bucket away is
 *   partly met (`junior` partly by Confirmé, `confirmé` partly by Junior or Senior, `senior` partly by Confirmé,
 *   `expert` partly by Senior); further away is not met.
 * - `100% télétravail` is `full remote`.
 * - Languages: `bilingue` met by native or bilingual, partly by fluent; a bare language name (`néerlandais`) met by
 *   professional or better, partly by intermediate, not met by basic or absent.
 * - Day rates in CHF are not comparable with a figure in euros: partly met, like no figure.
 * - Sectors: `banque` and `assurance` partly meet each other; any other sector is met only by itself.
 * - Neighbours: the other back-end developers are neighbours (1) of a language developer (`dev c sharp`); a
 *   developer of another occupation whose Truth holds the language is a neighbour too (`dev java` and an Android
 *   developer with Java).
 * - Noise (`H/F`, `cherche`, `urgent`, `mission`, `freelance`) changes no judgment.
 * - Exclusions reach what the excluded word names: `-fico` puts out the SAP FI/CO consultants and whoever holds SAP
 *   FI or SAP CO; `-moa` the MOA project managers and whoever holds MOA; `-ios` the iOS developers.
 * - Acronyms and shorthand are read as the trade reads them: `RAF` a DAF, `CDG` a contrôleur de gestion, `ASR` an
 *   administrateur systèmes et réseaux, `CISO` a RSSI, `SFDC` Salesforce, `genAI` the llm skill, `AD` Active
 *   Directory, `k8s` Kubernetes, `webdesigner` a UI designer, `ergonome` a UX designer.
 * - `luxembourg` is the country (Grand Duchy), not the Belgian province.
 * - Who lives in a city outside France is read from the home's city as the profile writes it: Ixelles and Etterbeek,
 *   which the mobility dataset files under Brussels, are communes of the Brussels region, so close (2) to `bruxelles`,
 *   not in it; a work area of type `ville` named Brussels names it.
 *
 * Usage: `import { HELD_OUT_QUERIES_12 } from './queries-12'`; each query's `body` is a POST /partners/search body;
 * `judge(truth)` grades a profile of `heldOutCorpus()` from its Truth. Blind: never tune the engine on it.
 */
import type { Grade, HeldOutArea, HeldOutQuery, Home, Truth } from './types';

// ------------------------------------------------------------------ grading helpers

type Met = 'met' | 'partly' | 'not';
type OccGrades = Record<string, Grade>;
type Level = 'junior' | 'confirme' | 'senior' | 'expert';

const clamp = (n: number): Grade => (n >= 3 ? 3 : n <= 0 ? 0 : (n as Grade));
const max = (...gs: Grade[]): Grade => clamp(Math.max(0, ...gs));
const occ = (t: Truth, m: OccGrades): Grade => m[t.occupation] ?? 0;
const has = (t: Truth, s: string): boolean => t.skills.includes(s);
const hasAny = (t: Truth, skills: string[]): boolean => skills.some((s) => t.skills.includes(s));
const skill = (t: Truth, s: string): Met => (has(t, s) ? 'met' : 'not');
/** A bare skill: 3 for every profile whose Truth holds it. */
const bare = (t: Truth, ...skills: string[]): Grade => (hasAny(t, skills) ? 3 : 0);

/**
 * Lowers an occupation grade by its attributes: met keeps, partly takes 1 off, not met takes 2 off. An exact or close
 * occupation (3 or 2) stays related (1) however many attributes it misses; a neighbour (1) that misses one is 0.
 */
function lower(g: Grade, ...attrs: Met[]): Grade {
  const off = attrs.reduce((s, a) => s + (a === 'met' ? 0 : a === 'partly' ? 1 : 2), 0);
  if (off === 0) return g;
  return g >= 2 ? clamp(Math.max(g - off, 1)) : 0;
}

/** Occupation and place: 3+3 gives 3, 3+2 gives 2, 3+1 or 2+2 gives 1, less gives 0. */
const both = (o: Grade, p: Grade): Grade => (o === 0 || p === 0 ? 0 : clamp(o + p - 3));

/** Exclusion: 0 for a profile that is the excluded thing. */
const unless = (excluded: boolean, g: Grade): Grade => (excluded ? 0 : g);

// ---- seniority

const DECLARED: Record<string, Level> = {
  'Junior (0-2 ans)': 'junior',
  'Confirme (3-6 ans)': 'confirme',
  'Senior (7-10 ans)': 'senior',
  'Expert (10+ ans)': 'expert',
};
const LEVELS: Level[] = ['junior', 'confirme', 'senior', 'expert'];

function level(t: Truth): Level {
  const d = DECLARED[t.seniority];
  if (d) return d;
  const y = t.yearsOfExperience;
  return y <= 2 ? 'junior' : y <= 6 ? 'confirme' : y <= 10 ? 'senior' : 'expert';
}

function seniority(t: Truth, want: Level): Met {
  const l = level(t);
  if (l === want || (want === 'senior' && l === 'expert')) return 'met';
  return Math.abs(LEVELS.indexOf(l) - LEVELS.indexOf(want)) === 1 ? 'partly' : 'not';
}

const yearsAtLeast = (t: Truth, n: number): Met => (t.yearsOfExperience >= n ? 'met' : 'not');

// ---- remote, availability, languages, days, rate

function fullRemote(t: Truth): Met {
  if (t.remote.includes('Full remote')) return 'met';
  if (t.remote.length === 0 || t.remote.includes('Hybride')) return 'partly';
  return 'not';
}

function availableBy(t: Truth, by: string, partlyBy: string): Met {
  if (t.availability.available) return 'met';
  const from = t.availability.from;
  if (from && from <= by) return 'met';
  if (from && from <= partlyBy) return 'partly';
  return 'not';
}
const availableNow = (t: Truth): Met => availableBy(t, '', '2026-12-25');
const availableJanuary = (t: Truth): Met => availableBy(t, '2027-01-31', '2027-02-28');

function bilingual(t: Truth, language: string): Met {
  const l = t.languages.find((x) => x.language === language)?.level;
  if (l === 'native' || l === 'bilingual') return 'met';
  return l === 'fluent' ? 'partly' : 'not';
}

function speaks(t: Truth, language: string): Met {
  const l = t.languages.find((x) => x.language === language)?.level;
  if (l === 'native' || l === 'bilingual' || l === 'fluent' || l === 'professional') return 'met';
  return l === 'intermediate' ? 'partly' : 'not';
}

function days(t: Truth, n: number): Met {
  const d = t.daysPerWeek.map(Number);
  if (d.includes(n)) return 'met';
  if (d.length === 0 || d.includes(n - 1) || d.includes(n + 1)) return 'partly';
  return 'not';
}

function rateAtMost(t: Truth, n: number): Met {
  const { amount, currency } = t.rate;
  if (amount === null || currency !== 'EUR') return 'partly';
  if (amount <= n) return 'met';
  return amount <= n + 50 ? 'partly' : 'not';
}

function sector(t: Truth, s: string): Met {
  if (t.sectors.some((x) => x === s)) return 'met';
  const kin: Record<string, string> = { banque: 'assurance', assurance: 'banque' };
  const k = kin[s];
  return k && t.sectors.some((x) => x === k) ? 'partly' : 'not';
}

// ---- places

interface Place {
  country: string;
  lives: (h: Home) => boolean;
  close: (h: Home) => boolean;
  names: (a: HeldOutArea) => boolean;
  wider: (a: HeldOutArea) => boolean;
  sameRegion: (h: Home) => boolean;
}

function placeGrade(t: Truth, p: Place): Grade {
  const h = t.home;
  if (p.lives(h)) return 3;
  if (p.close(h) || t.workAreas.some(p.names)) return 2;
  if (t.workAreas.some(p.wider) || p.sameRegion(h) || (t.remote.includes('Full remote') && h.countryCode === p.country))
    return 1;
  return 0;
}

const never = (): boolean => false;

/** A French city: its names (as written or in the dataset), its department and region. */
function frCity(names: string[], dept: string, region: string): Place {
  return {
    country: 'FR',
    lives: (h) => h.countryCode === 'FR' && (names.includes(h.city) || names.includes(h.datasetCity)),
    close: (h) => h.countryCode === 'FR' && h.departmentCode === dept,
    names: (a) =>
      a.countryCode === 'FR' &&
      ((a.type === 'ville' && names.includes(a.cityName ?? '')) ||
        (a.type === 'departement' && a.departmentCode === dept)),
    wider: (a) =>
      a.countryCode === 'FR' &&
      ((a.type === 'ville' && a.departmentCode === dept) ||
        (a.type === 'region' && a.regionCode === region) ||
        a.type === 'pays'),
    sameRegion: (h) => h.countryCode === 'FR' && h.regionCode === region,
  };
}

/** A French postal code: the same city or department is close; naming its city counts as naming it. */
function frPostal(code: string, cityName: string, dept: string, region: string): Place {
  const city = frCity([cityName], dept, region);
  return {
    ...city,
    lives: (h) => h.countryCode === 'FR' && h.postalCode === code,
    close: (h) => h.countryCode === 'FR' && (h.departmentCode === dept || h.datasetCity === cityName),
    names: (a) => city.names(a) || (a.type === 'ville' && a.cityZipCode === code),
  };
}

/** A city outside France: close is the same canton (Switzerland, Luxembourg) or region (Brussels). */
function foreignCity(names: string[], country: string, canton: string): Place {
  return {
    country,
    lives: (h) => h.countryCode === country && names.includes(h.city),
    close: (h) => h.countryCode === country && h.regionCode === canton,
    names: (a) =>
      a.countryCode === country &&
      ((a.type === 'ville' && names.includes(a.cityName ?? '')) || (a.type === 'region' && a.regionCode === canton)),
    wider: (a) => a.countryCode === country && a.type === 'pays',
    sameRegion: never,
  };
}

function frDept(code: string, region: string): Place {
  return {
    country: 'FR',
    lives: (h) => h.countryCode === 'FR' && h.departmentCode === code,
    close: never,
    names: (a) =>
      a.countryCode === 'FR' && (a.type === 'departement' || a.type === 'ville') && a.departmentCode === code,
    wider: (a) => a.countryCode === 'FR' && ((a.type === 'region' && a.regionCode === region) || a.type === 'pays'),
    sameRegion: (h) => h.countryCode === 'FR' && h.regionCode === region,
  };
}

/** A French region, a Belgian region or a Swiss canton. */
function region(code: string, country: string): Place {
  return {
    country,
    lives: (h) => h.countryCode === country && h.regionCode === code,
    close: never,
    names: (a) => a.countryCode === country && a.type !== 'pays' && a.regionCode === code,
    wider: (a) => a.countryCode === country && a.type === 'pays',
    sameRegion: never,
  };
}

function country(cc: string): Place {
  return {
    country: cc,
    lives: (h) => h.countryCode === cc,
    close: never,
    names: (a) => a.countryCode === cc,
    wider: never,
    sameRegion: never,
  };
}

const place = (t: Truth, p: Place): Grade => placeGrade(t, p);

// ---- filters

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
  if (a.countryCode === 'FR') return a.type === 'pays' ? '' : (FR_REGION_SLUGS[a.regionCode ?? ''] ?? '');
  return COUNTRY_SLUGS[a.countryCode] ?? '';
}

const inAreas = (t: Truth, slugs: string[]): boolean =>
  slugs.includes(t.home.regionSlug) || t.workAreas.some((a) => slugs.includes(areaSlug(a)));
const inSeniority = (t: Truth, slugs: string[]): boolean => slugs.includes(DECLARED[t.seniority] ?? '');
const inSkills = (t: Truth, slugs: string[]): boolean => slugs.every((s) => has(t, s));
const inside = (ok: boolean, g: Grade): Grade => (ok ? g : 0);

// ------------------------------------------------------------------ shared occupation grades

const BACK_DEVS = ['java-dev', 'node-dev', 'python-dev', 'php-dev', 'dotnet-dev', 'go-dev'];
const others = (ids: string[], g: Grade, except: string): OccGrades =>
  Object.fromEntries(ids.filter((id) => id !== except).map((id) => [id, g]));

const UX: OccGrades = { 'ux-designer': 3, 'product-designer': 2, 'ux-researcher': 1, 'ui-designer': 1 };
const CONTROLLER: OccGrades = {
  'financial-controller': 3,
  cfo: 1,
  'fractional-cfo': 1,
  accountant: 1,
  auditor: 1,
};
const SCRUM: OccGrades = { 'scrum-master': 3, 'product-owner': 1, 'project-manager': 1 };
const PENTEST: OccGrades = { pentester: 3, 'security-consultant': 1, 'soc-analyst': 1 };
const DATA_ANALYST: OccGrades = { 'data-analyst': 3, 'bi-consultant': 1, 'data-scientist': 1 };
const PROJECT: OccGrades = {
  'project-manager': 3,
  'moa-project-manager': 2,
  'change-consultant': 1,
  'product-owner': 1,
};

/** `dev angular`: Angular developers 3, full-stack developers with Angular 2, other front-end developers 1. */
function angularDev(t: Truth): Grade {
  if (t.occupation === 'angular-dev') return 3;
  if (t.occupation === 'fullstack-js-dev') return has(t, 'angular') ? 2 : 1;
  if (t.occupation === 'dotnet-dev' && has(t, 'angular')) return 1;
  return occ(t, { 'react-dev': 1, 'vue-dev': 1 });
}

/** `dev python`: Python developers 3, data people who write Python 1. */
function pythonDev(t: Truth): Grade {
  if (t.occupation === 'python-dev') return 3;
  if (['data-engineer', 'ml-engineer'].includes(t.occupation) && has(t, 'python')) return 1;
  return 0;
}

/** `dev java`: Java developers 3, developers of another occupation holding Java 1, other back-end developers 1. */
function javaDev(t: Truth): Grade {
  if (t.occupation === 'java-dev') return 3;
  if (['dev', 'mobile'].includes(t.family) && has(t, 'java')) return 1;
  return occ(t, others(BACK_DEVS, 1, 'java-dev'));
}

function dataEngineer(t: Truth): Grade {
  return occ(t, { 'data-engineer': 3, 'data-scientist': 1, 'ml-engineer': 1 });
}

// ------------------------------------------------------------------ places used below

const BRUXELLES = foreignCity(['Bruxelles', 'Brussels'], 'BE', 'BRU');
const LILLE = frCity(['Lille'], '59', '32');
const NICE = frCity(['Nice'], '06', '93');
const LYON = frCity(['Lyon'], '69', '84');
const RENNES = frCity(['Rennes'], '35', '53');
const NANTES = frCity(['Nantes'], '44', '52');
const MONTPELLIER = frCity(['Montpellier'], '34', '76');
const BASTIA = frCity(['Bastia'], '2B', '94');
const AJACCIO = frCity(['Ajaccio'], '2A', '94');
const GENEVE = foreignCity(['Genève', 'Geneva'], 'CH', 'GE');
const LAUSANNE = foreignCity(['Lausanne'], 'CH', 'VD');

// ------------------------------------------------------------------ the queries

export const HELD_OUT_QUERIES_12: HeldOutQuery[] = [
  // ================================================================ alias
  {
    kind: 'alias',
    body: { keywords: 'RAF' },
    judge: (t) => occ(t, { cfo: 3, 'fractional-cfo': 2, 'financial-controller': 1, accountant: 1, treasurer: 1 }),
    note: 'Responsable administratif et financier: a DAF; a part-time DAF is close.',
  },
  {
    kind: 'alias',
    body: { keywords: 'ciso freelance' },
    judge: (t) => occ(t, { 'security-consultant': 3, pentester: 1, 'soc-analyst': 1 }),
    note: 'CISO = RSSI: the security (GRC) consultants, whose titles include RSSI à temps partagé / Interim CISO.',
  },
  {
    kind: 'alias',
    body: { keywords: 'ASR H/F' },
    judge: (t) => occ(t, { sysadmin: 3, 'network-engineer': 2, 'devops-engineer': 1, sre: 1 }),
    note: 'Administrateur systèmes et réseaux.',
  },
  {
    kind: 'alias',
    body: { keywords: 'dev c sharp' },
    judge: (t) => (t.occupation === 'dotnet-dev' || has(t, 'csharp') ? 3 : occ(t, others(BACK_DEVS, 1, 'dotnet-dev'))),
    note: 'C# = the .NET developers; other back-end developers are neighbours.',
  },
  {
    kind: 'alias',
    body: { keywords: 'ergonome web' },
    judge: (t) => occ(t, { 'ux-designer': 3, 'ux-researcher': 2, 'product-designer': 2, 'ui-designer': 1 }),
    note: 'Ergonome is the older French name of the UX designer; UX research is close.',
  },
  {
    kind: 'alias',
    body: { keywords: 'CDG' },
    judge: (t) => occ(t, CONTROLLER),
    note: 'Contrôleur de gestion.',
  },
  {
    kind: 'alias',
    body: { keywords: 'référenceur' },
    judge: (t) => (t.occupation === 'seo-consultant' ? 3 : has(t, 'seo') ? 1 : 0),
    note: 'Référenceur = SEO consultant; others who hold SEO (WordPress developers) are neighbours.',
  },
  {
    kind: 'alias',
    body: { keywords: 'genAI' },
    judge: (t) => (has(t, 'llm') ? 3 : occ(t, { 'data-scientist': 1, 'ml-engineer': 1 })),
    note: 'Generative AI = the llm skill; other data scientists and ML engineers are neighbours.',
  },
  {
    kind: 'alias',
    body: { keywords: 'consultant SFDC' },
    judge: (t) => occ(t, { 'salesforce-consultant': 3, 'salesforce-dev': 2, 'dynamics-consultant': 1 }),
    note: 'SFDC = Salesforce.',
  },
  {
    kind: 'alias',
    body: { keywords: 'dév big data' },
    judge: (t) => dataEngineer(t),
    note: 'Développeur Big Data = data engineer.',
  },

  // ================================================================ compound
  {
    kind: 'compound',
    body: { keywords: 'ingénieure data airflow bruxelles' },
    judge: (t) => both(lower(dataEngineer(t), skill(t, 'airflow')), place(t, BRUXELLES)),
  },
  {
    kind: 'compound',
    body: { keywords: 'consultant sap fico suisse' },
    judge: (t) =>
      both(occ(t, { 'sap-fico-consultant': 3, 'sap-sd-mm-consultant': 1, 'sap-abap-dev': 1 }), place(t, country('CH'))),
  },
  {
    kind: 'compound',
    body: { keywords: 'pentest AD lille' },
    judge: (t) => both(lower(occ(t, PENTEST), skill(t, 'active-directory')), place(t, LILLE)),
    note: 'AD = Active Directory, an attribute of the pentester.',
  },
  {
    kind: 'compound',
    body: { keywords: 'dev ios swiftui nice' },
    judge: (t) =>
      both(
        lower(occ(t, { 'ios-dev': 3, 'flutter-dev': 1, 'react-native-dev': 1 }), skill(t, 'swiftui')),
        place(t, NICE),
      ),
  },
  {
    kind: 'compound',
    body: { keywords: 'webdesigner figma 13' },
    judge: (t) =>
      both(
        lower(occ(t, { 'ui-designer': 3, 'ux-designer': 1, 'product-designer': 1 }), skill(t, 'figma')),
        place(t, frDept('13', '93')),
      ),
    note: '13 = Bouches-du-Rhône.',
  },
  {
    kind: 'compound',
    body: { keywords: 'archi cloud aws k8s lyon' },
    judge: (t) =>
      both(
        lower(occ(t, { 'cloud-architect': 3, 'devops-engineer': 1, sre: 1 }), skill(t, 'aws'), skill(t, 'kubernetes')),
        place(t, LYON),
      ),
  },
  {
    kind: 'compound',
    body: { keywords: 'product owner assurance' },
    judge: (t) =>
      lower(occ(t, { 'product-owner': 3, 'product-manager': 1, 'business-analyst': 1 }), sector(t, 'assurance')),
    note: 'A sector next to a title: banque partly meets assurance.',
  },
  {
    kind: 'compound',
    body: { keywords: 'CFO part-time 33' },
    judge: (t) => both(occ(t, { 'fractional-cfo': 3, cfo: 1 }), place(t, frDept('33', '75'))),
    note: '33 = Gironde.',
  },
  {
    kind: 'compound',
    body: { keywords: 'dev java kafka microservices' },
    judge: (t) => lower(javaDev(t), skill(t, 'kafka'), skill(t, 'microservices')),
  },
  {
    kind: 'compound',
    body: { keywords: 'scrum master kanban rennes urgent' },
    judge: (t) => both(lower(occ(t, SCRUM), skill(t, 'kanban')), place(t, RENNES)),
  },

  // ================================================================ title-en-fr
  {
    kind: 'title-en-fr',
    body: { keywords: 'payroll manager' },
    judge: (t) => (t.occupation === 'payroll-specialist' ? 3 : has(t, 'paie') ? 1 : occ(t, { accountant: 1 })),
    note: 'French profiles are titled Gestionnaire / Responsable paie.',
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'ingénieur fiabilité' },
    judge: (t) => occ(t, { sre: 3, 'devops-engineer': 1 }),
    note: 'English profiles are titled Site Reliability Engineer.',
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'treasury manager' },
    judge: (t) => occ(t, { treasurer: 3, 'fractional-cfo': 1, cfo: 1, 'financial-controller': 1 }),
    note: 'French profiles are titled Trésorier / Responsable trésorerie.',
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'cheffe de produit' },
    judge: (t) => occ(t, { 'product-manager': 3, 'product-owner': 1 }),
    note: 'A product manager; English profiles are titled Product Manager.',
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'internal auditor' },
    judge: (t) => occ(t, { auditor: 3, 'financial-controller': 1 }),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'test automation engineer' },
    judge: (t) =>
      t.occupation === 'qa-engineer' ? (hasAny(t, ['test-automation', 'selenium', 'cypress']) ? 3 : 2) : 0,
    note: 'A QA engineer who automates (test automation, Selenium or Cypress) 3; another QA engineer 2.',
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'rédacteur doc technique' },
    judge: (t) => occ(t, { 'technical-writer': 3 }),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'consultante conduite du changement' },
    judge: (t) =>
      t.occupation === 'change-consultant'
        ? 3
        : t.occupation === 'management-consultant' || has(t, 'conduite-du-changement')
          ? 1
          : 0,
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'embedded software engineer' },
    judge: (t) => occ(t, { 'embedded-dev': 3 }),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'designer produit' },
    judge: (t) => occ(t, { 'product-designer': 3, 'ux-designer': 2, 'ui-designer': 1, 'ux-researcher': 1 }),
  },

  // ================================================================ attribute
  {
    kind: 'attribute',
    body: { keywords: 'dev python senior' },
    judge: (t) => lower(pythonDev(t), seniority(t, 'senior')),
  },
  {
    kind: 'attribute',
    body: { keywords: 'data analyst dispo immédiatement' },
    judge: (t) => lower(occ(t, DATA_ANALYST), availableNow(t)),
  },
  {
    kind: 'attribute',
    body: { keywords: 'ingé devops 100% télétravail' },
    judge: (t) => lower(occ(t, { 'devops-engineer': 3, sre: 2, 'cloud-architect': 1 }), fullRemote(t)),
  },
  {
    kind: 'attribute',
    body: { keywords: 'consultante sap sd anglais bilingue' },
    judge: (t) =>
      lower(
        occ(t, { 'sap-sd-mm-consultant': 3, 'sap-fico-consultant': 1, 'sap-abap-dev': 1 }),
        skill(t, 'sap-sd'),
        bilingual(t, 'en'),
      ),
    note: 'SD is an attribute (a consultant holding only MM misses it); bilingue met by native or bilingual.',
  },
  {
    kind: 'attribute',
    body: { keywords: 'DAF 2j/semaine' },
    judge: (t) => lower(occ(t, { cfo: 3, 'fractional-cfo': 3, 'financial-controller': 1 }), days(t, 2)),
  },
  {
    kind: 'attribute',
    body: { keywords: "développeur java 15 ans d'xp" },
    judge: (t) => lower(javaDev(t), yearsAtLeast(t, 15)),
  },
  {
    kind: 'attribute',
    body: { keywords: 'ux designer junior' },
    judge: (t) => lower(occ(t, UX), seniority(t, 'junior')),
  },
  {
    kind: 'attribute',
    body: { keywords: 'dev angular TJM 500 max' },
    judge: (t) => lower(angularDev(t), rateAtMost(t, 500)),
  },
  {
    kind: 'attribute',
    body: { keywords: 'scrum master dispo janvier' },
    judge: (t) => lower(occ(t, SCRUM), availableJanuary(t)),
  },
  {
    kind: 'attribute',
    body: { keywords: 'business analyst néerlandais' },
    judge: (t) =>
      lower(occ(t, { 'business-analyst': 3, 'moa-project-manager': 1, 'product-owner': 1 }), speaks(t, 'nl')),
  },

  // ================================================================ place
  {
    kind: 'place',
    body: { keywords: '75018' },
    judge: (t) => place(t, frPostal('75018', 'Paris', '75', '11')),
  },
  {
    kind: 'place',
    body: { keywords: 'haute-corse' },
    judge: (t) => place(t, frDept('2B', '94')),
  },
  {
    kind: 'place',
    body: { keywords: '973' },
    judge: (t) => place(t, frDept('973', '03')),
    note: '973 = Guyane.',
  },
  {
    kind: 'place',
    body: { keywords: 'hauts-de-seine' },
    judge: (t) => place(t, frDept('92', '11')),
  },
  {
    kind: 'place',
    body: { keywords: 'lausanne' },
    judge: (t) => place(t, LAUSANNE),
    note: 'Close: the canton of Vaud.',
  },
  {
    kind: 'place',
    body: { keywords: 'wallonie' },
    judge: (t) => place(t, region('WAL', 'BE')),
  },
  {
    kind: 'place',
    body: { keywords: 'luxembourg' },
    judge: (t) => place(t, country('LU')),
    note: 'The Grand Duchy (a Moselle freelancer naming it in a work area 2), not the Belgian province.',
  },
  {
    kind: 'place',
    body: { keywords: 'freelance montpellier' },
    judge: (t) => place(t, MONTPELLIER),
  },
  {
    kind: 'place',
    body: { keywords: 'mission bretagne' },
    judge: (t) => place(t, region('53', 'FR')),
  },
  {
    kind: 'place',
    body: { keywords: 'canton de zurich' },
    judge: (t) => place(t, region('ZH', 'CH')),
  },

  // ================================================================ typo
  {
    kind: 'typo',
    body: { keywords: 'devellopeur angular' },
    judge: (t) => angularDev(t),
  },
  {
    kind: 'typo',
    body: { keywords: 'scrum mastre' },
    judge: (t) => occ(t, SCRUM),
  },
  {
    kind: 'typo',
    body: { keywords: 'controleur de gestoin' },
    judge: (t) => occ(t, CONTROLLER),
  },
  {
    kind: 'typo',
    body: { keywords: 'pentetser' },
    judge: (t) => occ(t, PENTEST),
  },
  {
    kind: 'typo',
    body: { keywords: 'ansilbe' },
    judge: (t) => bare(t, 'ansible'),
  },
  {
    kind: 'typo',
    body: { keywords: 'dynamcis 365' },
    judge: (t) => bare(t, 'dynamics-365'),
  },
  {
    kind: 'typo',
    body: { keywords: 'dev php symfonie' },
    judge: (t) => lower(occ(t, { 'php-dev': 3, 'wordpress-dev': 1 }), skill(t, 'symfony')),
    note: 'Symfonie for Symfony: a Laravel PHP developer misses the attribute.',
  },
  {
    kind: 'typo',
    body: { keywords: 'data enginer gcp' },
    judge: (t) => lower(dataEngineer(t), skill(t, 'gcp')),
  },
  {
    kind: 'typo',
    body: { keywords: 'architecte clound azure' },
    judge: (t) => lower(occ(t, { 'cloud-architect': 3, 'devops-engineer': 1 }), skill(t, 'azure')),
  },
  {
    kind: 'typo',
    body: { keywords: 'ux desinger' },
    judge: (t) => occ(t, UX),
  },

  // ================================================================ exclusion
  {
    kind: 'exclusion',
    body: { keywords: 'data scientist -nlp' },
    judge: (t) => unless(has(t, 'nlp'), occ(t, { 'data-scientist': 3, 'ml-engineer': 1 })),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'dev mobile -ios' },
    judge: (t) =>
      unless(t.occupation === 'ios-dev' || has(t, 'ios'), t.family === 'mobile' ? 3 : has(t, 'react-native') ? 1 : 0),
    note: 'React Native, Flutter and Android developers; iOS developers are out.',
  },
  {
    kind: 'exclusion',
    body: { keywords: 'devops -kubernetes' },
    judge: (t) => unless(has(t, 'kubernetes'), occ(t, { 'devops-engineer': 3, sre: 2, 'cloud-architect': 1 })),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'consultant sap -fico' },
    judge: (t) =>
      unless(
        t.occupation === 'sap-fico-consultant' || hasAny(t, ['sap-fi', 'sap-co']),
        occ(t, { 'sap-sd-mm-consultant': 3, 'sap-abap-dev': 2 }),
      ),
    note: 'FICO = SAP FI/CO: the FICO consultants and whoever holds SAP FI or CO are out.',
  },
  {
    kind: 'exclusion',
    body: { keywords: 'product owner -safe' },
    judge: (t) => unless(has(t, 'safe'), occ(t, { 'product-owner': 3, 'product-manager': 1, 'business-analyst': 1 })),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'architecte cloud -azure' },
    judge: (t) => unless(has(t, 'azure'), occ(t, { 'cloud-architect': 3, 'devops-engineer': 1 })),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'comptable -sage' },
    judge: (t) =>
      unless(has(t, 'sage'), occ(t, { accountant: 3, 'payroll-specialist': 1, auditor: 1, 'financial-controller': 1 })),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'consultant bi -qlik' },
    judge: (t) => unless(has(t, 'qlik'), occ(t, { 'bi-consultant': 3, 'data-analyst': 1 })),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'développeur python -django' },
    judge: (t) => unless(has(t, 'django'), pythonDev(t)),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'chef de projet -moa' },
    judge: (t) => unless(t.occupation === 'moa-project-manager' || has(t, 'moa'), occ(t, PROJECT)),
    note: 'MOA project managers and whoever holds MOA are out.',
  },

  // ================================================================ phrase
  {
    kind: 'phrase',
    body: { keywords: '"machine learning"' },
    judge: (t) => bare(t, 'machine-learning'),
  },
  {
    kind: 'phrase',
    body: { keywords: '"spring boot"' },
    judge: (t) => bare(t, 'spring-boot'),
  },
  {
    kind: 'phrase',
    body: { keywords: '"tests d\'intrusion"' },
    judge: (t) => (has(t, 'pentest') ? 3 : occ(t, { 'security-consultant': 1, 'soc-analyst': 1 })),
  },
  {
    kind: 'phrase',
    body: { keywords: '"chef de projet"' },
    judge: (t) => occ(t, PROJECT),
  },
  {
    kind: 'phrase',
    body: { keywords: '"design system"' },
    judge: (t) => (has(t, 'design-system') ? 3 : t.family === 'design' ? 1 : 0),
  },
  {
    kind: 'phrase',
    body: { keywords: 'cherche "data analyst" H/F' },
    judge: (t) => occ(t, DATA_ANALYST),
  },
  {
    kind: 'phrase',
    body: { keywords: '"conduite du changement"' },
    judge: (t) => bare(t, 'conduite-du-changement'),
  },
  {
    kind: 'phrase',
    body: { keywords: '"active directory"' },
    judge: (t) => bare(t, 'active-directory'),
  },
  {
    kind: 'phrase',
    body: { keywords: 'DAF "temps partagé"' },
    judge: (t) => occ(t, { 'fractional-cfo': 3, cfo: 1 }),
  },
  {
    kind: 'phrase',
    body: { keywords: '"full stack"' },
    judge: (t) => occ(t, { 'fullstack-js-dev': 3, 'node-dev': 1, 'react-dev': 1 }),
  },

  // ================================================================ or
  {
    kind: 'or',
    body: { keywords: 'nantes OR rennes' },
    judge: (t) => max(place(t, NANTES), place(t, RENNES)),
  },
  {
    kind: 'or',
    body: { keywords: 'kotlin OR swift' },
    judge: (t) => bare(t, 'kotlin', 'swift'),
  },
  {
    kind: 'or',
    body: { keywords: 'looker OR "power bi"' },
    judge: (t) => bare(t, 'looker', 'power-bi'),
  },
  {
    kind: 'or',
    body: { keywords: 'PMP OR PRINCE2' },
    judge: (t) => (hasAny(t, ['pmp', 'prince2']) ? 3 : occ(t, { 'project-manager': 1 })),
  },
  {
    kind: 'or',
    body: { keywords: 'genève OR lausanne' },
    judge: (t) => max(place(t, GENEVE), place(t, LAUSANNE)),
  },
  {
    kind: 'or',
    body: { keywords: 'scrum master OR coach agile' },
    judge: (t) => occ(t, SCRUM),
  },
  {
    kind: 'or',
    body: { keywords: 'gestionnaire de paie OR comptable' },
    judge: (t) => occ(t, { 'payroll-specialist': 3, accountant: 3, auditor: 1, 'financial-controller': 1 }),
  },
  {
    kind: 'or',
    body: { keywords: 'django OR fastapi OR flask' },
    judge: (t) => bare(t, 'django', 'fastapi', 'flask'),
  },
  {
    kind: 'or',
    body: { keywords: 'data engineer snowflake OR data engineer bigquery' },
    judge: (t) => max(lower(dataEngineer(t), skill(t, 'snowflake')), lower(dataEngineer(t), skill(t, 'bigquery'))),
  },
  {
    kind: 'or',
    body: { keywords: 'bastia OR ajaccio' },
    judge: (t) => max(place(t, BASTIA), place(t, AJACCIO)),
  },

  // ================================================================ filter
  {
    kind: 'filter',
    body: { skills: ['terraform', 'aws'], seniority: ['senior', 'expert'] },
    judge: (t) => inside(inSkills(t, ['terraform', 'aws']) && inSeniority(t, ['senior', 'expert']), 3),
  },
  {
    kind: 'filter',
    body: { workAreas: ['la-reunion'] },
    judge: (t) => inside(inAreas(t, ['la-reunion']), 3),
  },
  {
    kind: 'filter',
    body: { keywords: 'dev front', workAreas: ['belgique'] },
    judge: (t) =>
      inside(
        inAreas(t, ['belgique']),
        occ(t, { 'react-dev': 3, 'angular-dev': 3, 'vue-dev': 3, 'fullstack-js-dev': 2, 'react-native-dev': 1 }),
      ),
  },
  {
    kind: 'filter',
    body: { skills: ['figma'], available: true },
    judge: (t) => inside(inSkills(t, ['figma']) && t.availability.available, 3),
  },
  {
    kind: 'filter',
    body: { keywords: 'data', seniority: ['junior'] },
    judge: (t) => inside(inSeniority(t, ['junior']), t.family === 'data' ? (t.occupation === 'dba' ? 2 : 3) : 0),
    note: 'data: the data occupations; a DBA is close.',
  },
  {
    kind: 'filter',
    body: { keywords: 'comptable', workAreas: ['occitanie'] },
    judge: (t) =>
      inside(
        inAreas(t, ['occitanie']),
        occ(t, { accountant: 3, 'payroll-specialist': 1, auditor: 1, 'financial-controller': 1 }),
      ),
  },
  {
    kind: 'filter',
    body: { skills: ['sap', 's4hana'] },
    judge: (t) => inside(inSkills(t, ['sap', 's4hana']), 3),
  },
  {
    kind: 'filter',
    body: { keywords: 'java', available: true, workAreas: ['suisse'] },
    judge: (t) => inside(t.availability.available && inAreas(t, ['suisse']), bare(t, 'java')),
  },
  {
    kind: 'filter',
    body: { skills: ['kubernetes'], workAreas: ['ile-de-france'] },
    judge: (t) => inside(inSkills(t, ['kubernetes']) && inAreas(t, ['ile-de-france']), 3),
  },
  {
    kind: 'filter',
    body: { keywords: 'product owner', seniority: ['expert'] },
    judge: (t) =>
      inside(inSeniority(t, ['expert']), occ(t, { 'product-owner': 3, 'product-manager': 1, 'business-analyst': 1 })),
  },
];
