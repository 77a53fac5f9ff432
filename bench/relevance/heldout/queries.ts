/**
 * Held-out queries, typed the way recruiters type them, with judgments read from each profile's Truth (never from
 * its text). Written before looking at what any engine answers.
 *
 * Grades: 3 exactly what was asked; 2 a strong match; 1 related; 0 not relevant.
 */
import { regionSlugOf, TODAY } from './corpus';
import type { Grade, HeldOutArea, HeldOutQuery, QueryClass, Truth } from './types';

export type { HeldOutQuery, QueryClass, Grade } from './types';

// ------------------------------------------------------------------ helpers

const g = (n: number): Grade => Math.max(0, Math.min(3, Math.round(n))) as Grade;
const best = (...grades: Grade[]): Grade => g(Math.max(0, ...grades));
const occ = (t: Truth, ...ids: string[]) => ids.includes(t.occupation);
const has = (t: Truth, ...skills: string[]) => skills.every((s) => t.skills.includes(s));
const hasAny = (t: Truth, ...skills: string[]) => skills.some((s) => t.skills.includes(s));

/** How far a profile meets an attribute the query asks for. */
type Fit = 'full' | 'partial' | 'none';
const PENALTY: Record<Fit, number> = { full: 0, partial: 1, none: 2 };
/** The occupation grade lowered by how badly the attribute fits: a React developer of another seniority is still 1. */
const withFit = (base: Grade, fit: Fit): Grade => (base === 0 ? 0 : g(base - PENALTY[fit]));

type Level = 'junior' | 'confirme' | 'senior' | 'expert';
const DECLARED: Record<string, Level> = {
  'Junior (0-2 ans)': 'junior',
  'Confirme (3-6 ans)': 'confirme',
  'Senior (7-10 ans)': 'senior',
  'Expert (10+ ans)': 'expert',
};
const levelOfYears = (y: number): Level => (y <= 2 ? 'junior' : y <= 6 ? 'confirme' : y <= 10 ? 'senior' : 'expert');
/** Declared seniority in the wanted ones: full; not declared but the years match: partial. */
function seniorityFit(t: Truth, wanted: Level[], near: Level[] = []): Fit {
  const declared = DECLARED[t.seniority];
  if (declared) return wanted.includes(declared) ? 'full' : near.includes(declared) ? 'partial' : 'none';
  const y = levelOfYears(t.yearsOfExperience);
  return wanted.includes(y) || near.includes(y) ? 'partial' : 'none';
}

const daysUntil = (iso: string) => (Date.parse(`${iso}T00:00:00Z`) - Date.parse(`${TODAY}T00:00:00Z`)) / 86_400_000;
/** Available now: full; available within a month: partial. */
function availabilityFit(t: Truth): Fit {
  if (t.availability.available) return 'full';
  if (t.availability.from && daysUntil(t.availability.from) <= 31) return 'partial';
  return 'none';
}

/** remote: wants remote work (full remote best, hybrid acceptable); full: full remote only; hybrid; site: on site. */
function remoteFit(t: Truth, wanted: 'remote' | 'full' | 'hybrid' | 'site'): Fit {
  const r = t.remote;
  const fr = r.includes('Full remote');
  const hy = r.includes('Hybride');
  const si = r.includes('Sur site');
  if (wanted === 'remote') return fr ? 'full' : hy ? 'partial' : 'none';
  if (wanted === 'full') return fr ? 'full' : hy ? 'partial' : 'none';
  if (wanted === 'hybrid') return hy ? 'full' : r.length === 0 || fr || si ? 'partial' : 'none';
  return si ? 'full' : hy || r.length === 0 ? 'partial' : 'none';
}

const LEVELS = ['basic', 'intermediate', 'professional', 'fluent', 'bilingual', 'native'];
function languageFit(t: Truth, language: string, min: 'professional' | 'fluent'): Fit {
  const l = t.languages.find((x) => x.language === language);
  if (!l) return 'none';
  const i = LEVELS.indexOf(l.level);
  const m = LEVELS.indexOf(min);
  return i >= m ? 'full' : i === m - 1 ? 'partial' : 'none';
}

// ------------------------------------------------------------------ places

/** A place as the query means it, with the dataset's codes. */
interface Place {
  cc: string;
  region?: string;
  dept?: string;
  /** The dataset's city name. */
  city?: string;
  zip?: string;
}

const PARIS: Place = { cc: 'FR', region: '11', dept: '75', city: 'Paris' };
const LYON: Place = { cc: 'FR', region: '84', dept: '69', city: 'Lyon' };
const MARSEILLE: Place = { cc: 'FR', region: '93', dept: '13', city: 'Marseille' };
const TOULOUSE: Place = { cc: 'FR', region: '76', dept: '31', city: 'Toulouse' };
const BORDEAUX: Place = { cc: 'FR', region: '75', dept: '33', city: 'Bordeaux' };
const BRUXELLES: Place = { cc: 'BE', region: 'BRU', city: 'Brussels' };
const GENEVE: Place = { cc: 'CH', region: 'GE', city: 'Genève' };

const homeIn = (t: Truth, p: Place) =>
  t.home.countryCode === p.cc &&
  (!p.region || t.home.regionCode === p.region) &&
  (!p.dept || t.home.departmentCode === p.dept) &&
  (!p.city || t.home.datasetCity === p.city) &&
  (!p.zip || t.home.postalCode === p.zip);

/** Whether a work area lies inside a place (a city of the department, the department of the region...). */
const areaInside = (a: HeldOutArea, p: Place) =>
  a.countryCode === p.cc &&
  (!p.region || a.regionCode === p.region) &&
  (!p.dept || a.departmentCode === p.dept) &&
  (!p.city || (a.type === 'ville' && a.cityName === p.city)) &&
  (!p.zip || (a.type === 'ville' && a.cityZipCode === p.zip)) &&
  a.type !== 'pays' &&
  !(p.dept && a.type === 'region') &&
  !(p.city && a.type !== 'ville');

/** Whether a work area contains a place: a region-wide area contains the department, a country-wide one everything. */
function areaContains(a: HeldOutArea, p: Place): 'exact' | 'region' | 'country' | null {
  if (a.countryCode !== p.cc) return null;
  if (a.type === 'pays') return 'country';
  if (a.type === 'region')
    return p.region && a.regionCode === p.region ? (p.dept || p.city ? 'region' : 'exact') : null;
  if (a.type === 'departement')
    return p.dept && a.departmentCode === p.dept
      ? 'exact'
      : !p.dept && !p.city && p.region && a.regionCode === p.region
        ? 'exact'
        : null;
  // ville
  if (p.zip) return a.cityZipCode === p.zip ? 'exact' : null;
  if (p.city) return a.cityName === p.city ? 'exact' : null;
  return areaInside(a, p) ? 'exact' : null;
}

function bestArea(t: Truth, p: Place): 'exact' | 'region' | 'country' | null {
  const found = t.workAreas.map((a) => areaContains(a, p));
  return found.includes('exact')
    ? 'exact'
    : found.includes('region')
      ? 'region'
      : found.includes('country')
        ? 'country'
        : null;
}

/**
 * A place query: who lives there 3; who lives close (same department or canton) or can work there (a work area
 * naming it or its department) 2; who can work in a wider area holding it (its region, the country) 1.
 */
function placeGrade(t: Truth, level: 'zip' | 'city' | 'dept' | 'region' | 'country', p: Place): Grade {
  if (homeIn(t, p)) return 3;
  const area = bestArea(t, p);
  if (level === 'zip') {
    if (homeIn(t, { ...p, zip: undefined })) return 2;
    if (area === 'exact') return 2;
    const cityArea = bestArea(t, { ...p, zip: undefined });
    if (cityArea === 'exact' || cityArea === 'region' || homeIn(t, { cc: p.cc, region: p.region })) return 1;
    return 0;
  }
  if (level === 'city') {
    const near: Place =
      p.cc === 'FR' || (p.cc === 'BE' && p.dept)
        ? { cc: p.cc, region: p.region, dept: p.dept }
        : { cc: p.cc, region: p.region };
    if (homeIn(t, near) || area === 'exact') return 2;
    const nearArea = bestArea(t, near);
    if (nearArea === 'exact') return 2;
    if (area === 'region' || area === 'country' || homeIn(t, { cc: p.cc, region: p.region })) return 1;
    return 0;
  }
  if (level === 'dept') {
    if (area === 'exact' || area === 'region') return 2;
    if (area === 'country' || homeIn(t, { cc: p.cc, region: p.region })) return 1;
    return 0;
  }
  if (level === 'region') {
    if (area === 'exact' || t.workAreas.some((a) => areaInside(a, p))) return 2;
    if (area === 'country') return 1;
    return 0;
  }
  // country
  if (t.workAreas.some((a) => a.countryCode === p.cc)) return 2;
  return 0;
}

/** An occupation graded together with a place: both must hold; who works fully remote from the same country is 1. */
function withPlace(base: Grade, place: Grade, t: Truth, cc: string): Grade {
  let p: number = place;
  if (p === 0 && t.remote.includes('Full remote') && t.home.countryCode === cc) p = 1;
  if (base === 0 || p === 0) return 0;
  const sum = base + p;
  return sum >= 6 ? 3 : sum === 5 ? 2 : sum === 4 ? 1 : 0;
}

const FOREIGN_SLUGS = ['belgique', 'suisse', 'luxembourg', 'andorre'];
/**
 * The referential's region filter: who lives in one of the regions 3; who can work in one 2 (Belgium, Switzerland
 * and Luxembourg are whole countries in the referential); who can work anywhere in France, for a French region, 1.
 */
function regionFilter(t: Truth, slugs: string[]): Grade {
  if (slugs.includes(t.home.regionSlug)) return 3;
  if (
    t.workAreas.some(
      (a) =>
        slugs.includes(regionSlugOf(a.countryCode, a.regionCode ?? '')) &&
        (a.type !== 'pays' || a.countryCode !== 'FR'),
    )
  )
    return 2;
  if (
    t.workAreas.some((a) => a.type === 'pays' && a.countryCode === 'FR') &&
    slugs.some((s) => !FOREIGN_SLUGS.includes(s))
  )
    return 1;
  return 0;
}

// ------------------------------------------------------------------ occupations, as recruiters mean them

const react = (t: Truth): Grade =>
  occ(t, 'react-dev')
    ? 3
    : occ(t, 'fullstack-js-dev') && has(t, 'react')
      ? 2
      : has(t, 'react') || occ(t, 'react-native-dev')
        ? 1
        : 0;
const java = (t: Truth): Grade => (occ(t, 'java-dev') ? 3 : has(t, 'java', 'spring-boot') ? 2 : has(t, 'java') ? 1 : 0);
const node = (t: Truth): Grade => (occ(t, 'node-dev') ? 3 : occ(t, 'fullstack-js-dev') ? 2 : has(t, 'nodejs') ? 1 : 0);
const angular = (t: Truth): Grade => (occ(t, 'angular-dev') ? 3 : has(t, 'angular') ? 2 : 0);
const python = (t: Truth): Grade =>
  occ(t, 'python-dev') ? 3 : has(t, 'python') && ['dev', 'mobile'].includes(t.family) ? 2 : has(t, 'python') ? 1 : 0;
const devops = (t: Truth): Grade =>
  occ(t, 'devops-engineer') ? 3 : occ(t, 'sre') ? 2 : occ(t, 'cloud-architect') ? 1 : 0;
const dataScientist = (t: Truth): Grade =>
  occ(t, 'data-scientist') ? 3 : occ(t, 'ml-engineer') ? 2 : occ(t, 'data-analyst', 'data-engineer') ? 1 : 0;
const dataEngineer = (t: Truth): Grade =>
  occ(t, 'data-engineer') ? 3 : occ(t, 'ml-engineer', 'dba', 'bi-consultant') ? 1 : 0;
const sapConsultant = (t: Truth): Grade =>
  occ(t, 'sap-sd-mm-consultant', 'sap-fico-consultant', 'sap-abap-dev') ? 3 : has(t, 'sap') ? 1 : 0;
const accountant = (t: Truth): Grade =>
  occ(t, 'accountant') ? 3 : occ(t, 'payroll-specialist', 'auditor', 'financial-controller', 'treasurer') ? 1 : 0;
const cfo = (t: Truth): Grade =>
  occ(t, 'cfo', 'fractional-cfo') ? 3 : occ(t, 'financial-controller', 'treasurer') ? 1 : 0;
const controller = (t: Truth): Grade =>
  occ(t, 'financial-controller')
    ? 3
    : has(t, 'controle-de-gestion')
      ? 2
      : has(t, 'sap-co') || occ(t, 'auditor')
        ? 1
        : 0;
const productOwner = (t: Truth): Grade =>
  occ(t, 'product-owner')
    ? 3
    : occ(t, 'product-manager')
      ? 2
      : occ(t, 'business-analyst', 'scrum-master', 'moa-project-manager')
        ? 1
        : 0;
const projectManager = (t: Truth): Grade =>
  occ(t, 'project-manager', 'moa-project-manager')
    ? 3
    : occ(t, 'change-consultant', 'product-manager', 'scrum-master')
      ? 1
      : 0;
const scrumMaster = (t: Truth): Grade =>
  occ(t, 'scrum-master') ? 3 : occ(t, 'product-owner', 'project-manager') && has(t, 'scrum') ? 1 : 0;
const uxDesigner = (t: Truth): Grade =>
  occ(t, 'ux-designer') ? 3 : occ(t, 'product-designer') ? 2 : occ(t, 'ux-researcher', 'ui-designer') ? 1 : 0;
const mobileDev = (t: Truth): Grade =>
  t.family === 'mobile' ? 3 : hasAny(t, 'react-native', 'flutter', 'swift', 'kotlin') ? 1 : 0;
const sysadmin = (t: Truth): Grade =>
  occ(t, 'sysadmin') ? 3 : occ(t, 'devops-engineer', 'network-engineer', 'sre') ? 1 : 0;
const technicalWriter = (t: Truth): Grade => (occ(t, 'technical-writer') ? 3 : 0);
const networkEngineer = (t: Truth): Grade =>
  occ(t, 'network-engineer') ? 3 : occ(t, 'sysadmin') && hasAny(t, 'networking', 'cisco') ? 1 : 0;
const kubernetes = (t: Truth): Grade =>
  has(t, 'kubernetes') ? 3 : t.family === 'infra' && hasAny(t, 'docker', 'helm') ? 1 : 0;
const salesforce = (t: Truth): Grade =>
  occ(t, 'salesforce-consultant', 'salesforce-dev') ? 3 : has(t, 'salesforce') ? 2 : 0;
const flutter = (t: Truth): Grade => (occ(t, 'flutter-dev') ? 3 : has(t, 'flutter') ? 2 : 0);
const javascript = (t: Truth): Grade =>
  has(t, 'javascript') && ['dev', 'mobile'].includes(t.family) ? 3 : hasAny(t, 'javascript', 'typescript') ? 2 : 0;

// ------------------------------------------------------------------ the queries

const q = (kind: QueryClass, keywords: string, judge: (t: Truth) => Grade, note?: string): HeldOutQuery => ({
  kind,
  body: { keywords },
  judge,
  ...(note ? { note } : {}),
});
const f = (body: HeldOutQuery['body'], judge: (t: Truth) => Grade, note?: string): HeldOutQuery => ({
  kind: 'filter',
  body,
  judge,
  ...(note ? { note } : {}),
});

export const HELD_OUT_QUERIES: HeldOutQuery[] = [
  // ---------------------------------------------------------------- alias: abbreviations and other names of the same
  // thing
  q('alias', 'dev js', javascript, 'js = JavaScript; dev = développeur'),
  q('alias', 'k8s', kubernetes, 'k8s = Kubernetes'),
  q('alias', 'DAF', cfo, 'DAF = directeur administratif et financier = CFO'),
  q('alias', 'PO', productOwner, 'PO = Product Owner'),
  q(
    'alias',
    'admin sys linux',
    (t) =>
      occ(t, 'sysadmin')
        ? has(t, 'linux')
          ? 3
          : 2
        : occ(t, 'devops-engineer', 'sre', 'network-engineer', 'dba') && has(t, 'linux')
          ? 1
          : 0,
    'admin sys = administrateur systèmes',
  ),
  q(
    'alias',
    'archi cloud aws',
    (t) =>
      occ(t, 'cloud-architect')
        ? has(t, 'aws')
          ? 3
          : 1
        : occ(t, 'devops-engineer', 'sre') && has(t, 'aws')
          ? has(t, 'terraform') && ['Senior (7-10 ans)', 'Expert (10+ ans)'].includes(t.seniority)
            ? 2
            : 1
          : 0,
    'archi = architecte',
  ),
  q(
    'alias',
    'AMOA',
    (t) =>
      occ(t, 'moa-project-manager')
        ? 3
        : occ(t, 'business-analyst')
          ? 2
          : occ(t, 'project-manager', 'qa-engineer')
            ? 1
            : 0,
    'AMOA = assistance à maîtrise d’ouvrage',
  ),
  q(
    'alias',
    'RSSI',
    (t) => (occ(t, 'security-consultant') ? 3 : occ(t, 'pentester', 'soc-analyst') ? 1 : 0),
    'RSSI = responsable de la sécurité des SI (CISO)',
  ),
  q('alias', 'golang', (t) => (occ(t, 'go-dev') ? 3 : has(t, 'go') ? 2 : 0), 'golang = Go'),
  q(
    'alias',
    'postgres',
    (t) => (has(t, 'postgresql') ? 3 : occ(t, 'dba') || hasAny(t, 'mysql', 'oracle', 'sql-server') ? 1 : 0),
    'postgres = PostgreSQL',
  ),
  q('alias', 'reactjs', react, 'ReactJS = React'),
  q(
    'alias',
    'IA générative',
    (t) => (has(t, 'llm') ? 3 : occ(t, 'data-scientist', 'ml-engineer') ? 1 : 0),
    'IA générative = generative AI = LLM',
  ),

  // ---------------------------------------------------------------- compound: several concepts at once
  q(
    'compound',
    'consultante sap mm',
    (t) => (occ(t, 'sap-sd-mm-consultant') ? (has(t, 'sap-mm') ? 3 : 1) : has(t, 'sap-mm') ? 2 : has(t, 'sap') ? 1 : 0),
    'the feminine title does not restrict to women',
  ),
  q(
    'compound',
    'devops 33',
    (t) => withPlace(devops(t), placeGrade(t, 'dept', { cc: 'FR', region: '75', dept: '33' }), t, 'FR'),
    '33 = Gironde',
  ),
  q(
    'compound',
    'react 31',
    (t) => withPlace(react(t), placeGrade(t, 'dept', { cc: 'FR', region: '76', dept: '31' }), t, 'FR'),
    '31 = Haute-Garonne (Toulouse)',
  ),
  q('compound', 'data engineer spark aws', (t) =>
    occ(t, 'data-engineer')
      ? has(t, 'spark', 'aws')
        ? 3
        : hasAny(t, 'spark', 'aws')
          ? 2
          : 1
      : has(t, 'spark', 'aws')
        ? 1
        : 0,
  ),
  q('compound', 'ux designer figma lyon', (t) =>
    withPlace(
      occ(t, 'ux-designer') && has(t, 'figma')
        ? 3
        : occ(t, 'product-designer')
          ? 2
          : occ(t, 'ux-researcher', 'ui-designer') && has(t, 'figma')
            ? 1
            : 0,
      placeGrade(t, 'city', LYON),
      t,
      'FR',
    ),
  ),
  q(
    'compound',
    'DAF temps partagé',
    (t) =>
      occ(t, 'fractional-cfo')
        ? 3
        : occ(t, 'cfo')
          ? t.daysPerWeek.length > 0 && t.daysPerWeek.every((d) => Number(d) <= 3)
            ? 2
            : 1
          : 0,
    'temps partagé = part-time CFO for several companies',
  ),
  q('compound', 'java spring kafka', (t) =>
    has(t, 'java', 'spring-boot', 'kafka') ? 3 : has(t, 'java', 'spring-boot') || has(t, 'java', 'kafka') ? 1 : 0,
  ),
  q(
    'compound',
    'product owner banque',
    (t) =>
      occ(t, 'product-owner')
        ? t.sectors.includes('banque')
          ? 3
          : t.sectors.includes('assurance')
            ? 2
            : 1
        : occ(t, 'product-manager') && t.sectors.includes('banque')
          ? 1
          : 0,
    'banking experience comes from the missions, not from an employer’s name',
  ),
  q('compound', 'pentest active directory', (t) =>
    occ(t, 'pentester')
      ? has(t, 'active-directory')
        ? 3
        : 1
      : has(t, 'pentest') || (occ(t, 'soc-analyst') && has(t, 'active-directory'))
        ? 1
        : 0,
  ),
  q('compound', 'sap fico s4hana', (t) =>
    occ(t, 'sap-fico-consultant') ? (has(t, 's4hana') ? 3 : 2) : has(t, 'sap', 's4hana') ? 1 : 0,
  ),
  q('compound', 'ios swiftui', (t) => (occ(t, 'ios-dev') ? (has(t, 'swiftui') ? 3 : 2) : has(t, 'swift') ? 1 : 0)),
  q('compound', 'dev python django', (t) =>
    has(t, 'python', 'django') && ['dev', 'mobile'].includes(t.family)
      ? 3
      : has(t, 'python', 'django')
        ? 2
        : occ(t, 'python-dev')
          ? 1
          : 0,
  ),

  // ---------------------------------------------------------------- title-en-fr: a title in one language, profiles
  // titled in the other
  q('title-en-fr', 'développeur react', react),
  q('title-en-fr', 'chef de projet', projectManager),
  q('title-en-fr', 'project manager', projectManager),
  q('title-en-fr', 'comptable', accountant),
  q('title-en-fr', 'accountant', accountant),
  q('title-en-fr', 'technical writer', technicalWriter),
  q('title-en-fr', 'rédactrice technique', technicalWriter, 'the feminine title does not restrict to women'),
  q('title-en-fr', 'network engineer', networkEngineer),
  q('title-en-fr', 'contrôleur de gestion', controller),
  q('title-en-fr', 'financial controller', controller),
  q('title-en-fr', 'développeuse mobile', mobileDev, 'the feminine title does not restrict to women'),
  q('title-en-fr', 'ingénieur données', dataEngineer, 'ingénieur données = data engineer'),
  q('title-en-fr', 'system administrator', sysadmin),
  q('title-en-fr', 'directeur financier', cfo),

  // ---------------------------------------------------------------- attribute: seniority, remote, availability,
  // languages
  q('attribute', 'dev react senior', (t) => withFit(react(t), seniorityFit(t, ['senior', 'expert']))),
  q(
    'attribute',
    'java dispo',
    (t) => withFit(java(t), availabilityFit(t)),
    'dispo = available now; available within a month is partial',
  ),
  q('attribute', 'data scientist remote', (t) => withFit(dataScientist(t), remoteFit(t, 'remote'))),
  q('attribute', 'dev node télétravail', (t) => withFit(node(t), remoteFit(t, 'remote'))),
  q('attribute', 'consultant sap junior', (t) => withFit(sapConsultant(t), seniorityFit(t, ['junior']))),
  q('attribute', 'comptable confirmé', (t) => withFit(accountant(t), seniorityFit(t, ['confirme']))),
  q('attribute', 'devops full remote', (t) => withFit(devops(t), remoteFit(t, 'full'))),
  q('attribute', 'ux designer hybride', (t) => withFit(uxDesigner(t), remoteFit(t, 'hybrid'))),
  q('attribute', 'chef de projet sur site', (t) => withFit(projectManager(t), remoteFit(t, 'site'))),
  q('attribute', 'angular ASAP', (t) => withFit(angular(t), availabilityFit(t))),
  q('attribute', 'python expert', (t) => withFit(python(t), seniorityFit(t, ['expert'], ['senior']))),
  q(
    'attribute',
    'consultant sap allemand',
    (t) => withFit(sapConsultant(t), languageFit(t, 'de', 'professional')),
    'German at a working level',
  ),
  q('attribute', 'scrum master disponible immédiatement', (t) => withFit(scrumMaster(t), availabilityFit(t))),
  q('attribute', 'product owner anglais courant', (t) => withFit(productOwner(t), languageFit(t, 'en', 'fluent'))),

  // ---------------------------------------------------------------- place: postal codes, departments, cities, regions,
  // countries
  q('place', '75011', (t) => placeGrade(t, 'zip', { ...PARIS, zip: '75011' }), 'Paris 11e'),
  q('place', '2A', (t) => placeGrade(t, 'dept', { cc: 'FR', region: '94', dept: '2A' }), 'Corse-du-Sud'),
  q('place', 'paris', (t) => placeGrade(t, 'city', PARIS)),
  q('place', 'toulouse', (t) => placeGrade(t, 'city', TOULOUSE)),
  q('place', 'bordeaux', (t) => placeGrade(t, 'city', BORDEAUX)),
  q('place', 'corse', (t) => placeGrade(t, 'region', { cc: 'FR', region: '94' })),
  q('place', '971', (t) => placeGrade(t, 'dept', { cc: 'FR', region: '01', dept: '971' }), 'Guadeloupe'),
  q('place', 'la réunion', (t) => placeGrade(t, 'region', { cc: 'FR', region: '04' })),
  q('place', 'bruxelles', (t) => placeGrade(t, 'city', BRUXELLES), 'Brussels in the dataset'),
  q('place', 'genève', (t) => placeGrade(t, 'city', GENEVE)),
  q('place', 'suisse', (t) => placeGrade(t, 'country', { cc: 'CH' })),
  q('place', '92', (t) => placeGrade(t, 'dept', { cc: 'FR', region: '11', dept: '92' }), 'Hauts-de-Seine'),
  q('place', 'lyon', (t) => placeGrade(t, 'city', LYON)),
  q('place', 'bretagne', (t) => placeGrade(t, 'region', { cc: 'FR', region: '53' })),

  // ---------------------------------------------------------------- typo
  q('typo', 'kubernets', kubernetes),
  q('typo', 'devloppeur python', python),
  q('typo', 'angluar', angular),
  q('typo', 'comptabel', accountant),
  q('typo', 'data sceintist', dataScientist),
  q('typo', 'scrum mater', scrumMaster),
  q('typo', 'terrafrom aws', (t) =>
    has(t, 'terraform', 'aws') ? 3 : t.family === 'infra' && hasAny(t, 'terraform', 'aws') ? 1 : 0,
  ),
  q('typo', 'salesfroce', salesforce),
  q('typo', 'javscript', javascript),
  q('typo', 'symfonie', (t) => (has(t, 'symfony') ? 3 : occ(t, 'php-dev') ? 1 : 0), 'symfonie for Symfony'),
  q('typo', 'fluter', flutter),

  // ---------------------------------------------------------------- exclusion
  q('exclusion', 'react native -flutter', (t) =>
    has(t, 'flutter') ? 0 : occ(t, 'react-native-dev') ? 3 : has(t, 'react-native') ? 2 : occ(t, 'react-dev') ? 1 : 0,
  ),
  q(
    'exclusion',
    'flutter -native',
    (t) => (has(t, 'react-native') ? 0 : occ(t, 'flutter-dev') ? 3 : has(t, 'flutter') ? 2 : 0),
    'the recruiter excludes React Native; a language written "Native speaker" is not what is excluded',
  ),
  q('exclusion', 'devops -azure', (t) => (has(t, 'azure') ? 0 : devops(t))),
  q('exclusion', 'sap -abap', (t) =>
    has(t, 'abap') ? 0 : occ(t, 'sap-sd-mm-consultant', 'sap-fico-consultant') ? 3 : has(t, 'sap') ? 1 : 0,
  ),
  q('exclusion', 'comptable -paie', (t) => (has(t, 'paie') || occ(t, 'payroll-specialist') ? 0 : accountant(t))),
  q('exclusion', 'python -django', (t) => (has(t, 'django') ? 0 : python(t))),
  q('exclusion', 'product owner -safe', (t) => (has(t, 'safe') ? 0 : productOwner(t))),
  q('exclusion', 'java -android', (t) => (has(t, 'android') || occ(t, 'android-dev') ? 0 : java(t))),

  // ---------------------------------------------------------------- phrase
  q('phrase', '"product owner"', (t) => (occ(t, 'product-owner') ? 3 : occ(t, 'product-manager') ? 1 : 0)),
  q('phrase', '"data engineer"', (t) => (occ(t, 'data-engineer') ? 3 : occ(t, 'ml-engineer') ? 1 : 0)),
  q('phrase', '"chef de projet"', projectManager),
  q(
    'phrase',
    '"react native"',
    (t) => (occ(t, 'react-native-dev') ? 3 : has(t, 'react-native') ? 2 : 0),
    'a React developer whose text says "native" elsewhere is not a match',
  ),
  q('phrase', '"contrôle de gestion"', controller),
  q('phrase', '"power bi"', (t) => (has(t, 'power-bi') ? (occ(t, 'bi-consultant', 'data-analyst') ? 3 : 2) : 0)),
  q('phrase', '"machine learning"', (t) =>
    has(t, 'machine-learning') ? (occ(t, 'data-scientist', 'ml-engineer') ? 3 : 2) : 0,
  ),
  q(
    'phrase',
    '"full remote"',
    (t) => (t.remote.includes('Full remote') ? 3 : 0),
    'the remote preference; a text saying "pas de full remote" is not a match',
  ),
  q('phrase', '"conduite du changement"', (t) =>
    occ(t, 'change-consultant') ? 3 : has(t, 'conduite-du-changement') ? 2 : 0,
  ),
  q('phrase', '"business analyst"', (t) => (occ(t, 'business-analyst') ? 3 : occ(t, 'moa-project-manager') ? 1 : 0)),

  // ---------------------------------------------------------------- OR groups
  q('or', 'marseille OR lyon', (t) => best(placeGrade(t, 'city', MARSEILLE), placeGrade(t, 'city', LYON))),
  q('or', 'react OR vue', (t) => (occ(t, 'react-dev', 'vue-dev') ? 3 : hasAny(t, 'react', 'vuejs') ? 2 : 0)),
  q('or', 'comptable OR "expert-comptable"', accountant),
  q('or', '"sap sd" OR "sap mm"', (t) => (hasAny(t, 'sap-sd', 'sap-mm') ? 3 : has(t, 'sap') ? 1 : 0)),
  q('or', 'tableau OR "power bi"', (t) =>
    hasAny(t, 'tableau', 'power-bi') ? (occ(t, 'bi-consultant', 'data-analyst') ? 3 : 2) : 0,
  ),
  q('or', 'figma OR sketch', (t) => (hasAny(t, 'figma', 'sketch') ? (t.family === 'design' ? 3 : 2) : 0)),
  q('or', 'ios OR android', (t) => (occ(t, 'ios-dev', 'android-dev') ? 3 : t.family === 'mobile' ? 2 : 0)),
  q('or', 'bruxelles OR genève', (t) => best(placeGrade(t, 'city', BRUXELLES), placeGrade(t, 'city', GENEVE))),
  q('or', 'kotlin OR swift', (t) => (hasAny(t, 'kotlin', 'swift') ? (t.family === 'mobile' ? 3 : 2) : 0)),

  // ---------------------------------------------------------------- filters (the referential's slugs), alone or with
  // keywords
  f({ skills: ['react'], seniority: ['senior', 'expert'] }, (t) =>
    has(t, 'react') && ['Senior (7-10 ans)', 'Expert (10+ ans)'].includes(t.seniority)
      ? occ(t, 'react-dev', 'fullstack-js-dev')
        ? 3
        : 2
      : 0,
  ),
  f({ skills: ['kubernetes', 'terraform'] }, (t) => (has(t, 'kubernetes', 'terraform') ? 3 : 0)),
  f({ workAreas: ['corse'] }, (t) => regionFilter(t, ['corse'])),
  f({ keywords: 'data', workAreas: ['belgique', 'suisse'] }, (t) =>
    t.family === 'data' ? regionFilter(t, ['belgique', 'suisse']) : 0,
  ),
  f({ keywords: 'sap', available: true }, (t) => (t.availability.available ? sapConsultant(t) : 0)),
  f({ skills: ['sap'], workAreas: ['auvergne-rhone-alpes'] }, (t) =>
    has(t, 'sap') ? regionFilter(t, ['auvergne-rhone-alpes']) : 0,
  ),
  f({ skills: ['figma'], seniority: ['junior'] }, (t) =>
    has(t, 'figma') && t.seniority === 'Junior (0-2 ans)' ? (t.family === 'design' ? 3 : 2) : 0,
  ),
  f({ keywords: 'comptable', workAreas: ['nouvelle-aquitaine', 'occitanie'] }, (t) =>
    withPlace(accountant(t), regionFilter(t, ['nouvelle-aquitaine', 'occitanie']), { ...t, remote: [] }, 'FR'),
  ),
  f({ skills: ['python', 'pandas'], available: true }, (t) =>
    has(t, 'python', 'pandas') && t.availability.available ? 3 : 0,
  ),
  f({ workAreas: ['guadeloupe', 'martinique', 'guyane', 'la-reunion', 'mayotte'] }, (t) =>
    regionFilter(t, ['guadeloupe', 'martinique', 'guyane', 'la-reunion', 'mayotte']),
  ),
  f({ keywords: 'DAF', seniority: ['expert'] }, (t) => (t.seniority === 'Expert (10+ ans)' ? cfo(t) : 0)),
  f({ keywords: 'développeur', seniority: ['confirme'], workAreas: ['ile-de-france'] }, (t) =>
    t.seniority === 'Confirme (3-6 ans)' && ['dev', 'mobile'].includes(t.family)
      ? regionFilter(t, ['ile-de-france'])
      : 0,
  ),
];
