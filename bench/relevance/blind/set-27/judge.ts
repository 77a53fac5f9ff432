// set-27 grading conventions, written once and used by every query. Judges grade from the Truth only.
//
// Grades: 3 exactly what was asked; 2 a strong match with a small difference; 1 related; 0 not relevant.
// A query's grade = the role grade of the freelancer's occupation (exact 3, near 2, related 1, else 0), then each
// constraint of the query gives ok / near / fail:
//   - every `near` lowers the grade by one, never below 1;
//   - any `fail` caps the grade at 1 (the freelancer stays "related" to the search, not an answer to it);
//   - a role grade of 0 stays 0.
// Grade a freelancer for what the mission needs, not for the words used: a feminine or English title in the query
// asks for the trade, not for a woman or an English CV; a seniority word asks for years of experience (the Truth's
// years, not the seniority the freelancer declared).
import { CITY, type AreaObj } from './areas';
import { PLACE, type Remote, type Truth } from './corpus';
import { LEVELS, SIBLINGS, type LangKey, type LangLevel, type SkillKey, type TaKey } from './vocab';

export type Grade = 0 | 1 | 2 | 3;
export type Check = 'ok' | 'near' | 'fail';

export function combine(base: Grade, ...checks: Check[]): Grade {
  if (base === 0) return 0;
  if (checks.includes('fail')) return Math.min(base, 1) as Grade;
  const nears = checks.filter((c) => c === 'near').length;
  return Math.max(1, base - nears) as Grade;
}

/** A less important requirement ("a plus", a product type, a therapeutic area): missing it is only a near miss. */
export function soft(c: Check): Check {
  return c === 'fail' ? 'near' : c;
}

/** The best of alternatives ("Switzerland or remote"). */
export function either(...cs: Check[]): Check {
  if (cs.includes('ok')) return 'ok';
  if (cs.includes('near')) return 'near';
  return 'fail';
}

/** Several requirements that all must hold, seen as one. */
export function all(...cs: Check[]): Check {
  if (cs.includes('fail')) return 'fail';
  if (cs.includes('near')) return 'near';
  return 'ok';
}

// ------------------------------------------------------------------------------------------------ occupations

export const FAM = {
  qa: [
    'qa-ops',
    'qa-manager',
    'qa-system',
    'qp',
    'qa-auditor',
    'qa-medtech',
    'deviation-capa',
    'qa-clinical',
    'qa-gdp',
    'data-integrity',
  ],
  val: ['validation-eng', 'csv-eng', 'cleaning-validation'],
  lab: ['qc-analyst', 'qc-manager', 'microbiologist', 'lab-manager', 'anal-dev', 'lab-tech', 'formulation', 'tox'],
  ra: ['ra-drug', 'ra-cmc', 'ra-medtech', 'ra-labeling', 'ra-publishing', 'ra-postmarket'],
  pv: ['pv-officer', 'pv-qppv', 'pv-physician'],
};

export interface Role {
  exact: string[];
  near?: string[];
  related?: string[];
}

export function role(t: Truth, r: Role): Grade {
  if (r.exact.includes(t.occ)) return 3;
  if (r.near?.includes(t.occ)) return 2;
  if (r.related?.includes(t.occ)) return 1;
  return 0;
}

/** Occupation bases, neighbours and related trades, by what a recruiter of the sector means. */
export const ROLES = {
  cra: { exact: ['cra'], near: ['tec'], related: ['cta', 'ctm', 'clin-affairs-dm', 'qa-clinical', 'cdm'] },
  tec: { exact: ['tec'], related: ['cra', 'cta', 'nurse', 'cdm'] },
  ctm: { exact: ['ctm'], near: ['clin-affairs-dm'], related: ['cra', 'cta', 'clin-supply', 'qa-clinical'] },
  cdm: { exact: ['cdm'], related: ['stat-prog', 'biostat', 'cra', 'tec'] },
  biostat: { exact: ['biostat'], near: ['stat-prog'], related: ['heor', 'data-scientist', 'cdm'] },
  medwriter: { exact: ['med-writer'], related: ['ra-drug', 'msl', 'med-info', 'clin-affairs-dm', 'ctm'] },
  pvOfficer: {
    exact: ['pv-officer'],
    near: ['pv-qppv', 'pv-physician'],
    related: ['med-info', 'ra-postmarket', 'cdm'],
  },
  pvAny: { exact: FAM.pv, related: ['med-info', 'ra-postmarket', 'ra-drug'] },
  msl: { exact: ['msl'], near: ['med-advisor'], related: ['med-info', 'market-access', 'sales-rep'] },
  medAffairs: { exact: ['msl', 'med-advisor'], related: ['med-info', 'market-access', 'sales-rep'] },
  marketAccess: { exact: ['market-access'], near: ['heor'], related: ['med-advisor'] },
  heor: { exact: ['heor'], near: ['market-access'], related: ['biostat', 'med-advisor'] },
  /** "QA", "assurance qualité": quality assurance of the regulated industries. */
  qaAny: {
    exact: ['qa-ops', 'qa-manager', 'qa-system', 'qp', 'qa-auditor', 'deviation-capa', 'data-integrity', 'qa-medtech'],
    near: ['qa-clinical', 'qa-gdp', 'validation-eng', 'csv-eng', 'cleaning-validation', 'qc-manager'],
    related: ['qc-analyst', 'microbiologist', 'food-qa', 'cosmetics-qa', 'ra-medtech'],
  },
  /** "qualité" alone: assurance or contrôle qualité. */
  quality: {
    exact: [...FAM.qa.filter((o) => o !== 'qa-clinical' && o !== 'qa-gdp'), 'qc-manager'],
    near: ['validation-eng', 'csv-eng', 'cleaning-validation', 'qc-analyst', 'microbiologist', 'qa-clinical', 'qa-gdp'],
    related: ['food-qa', 'cosmetics-qa', 'lab-manager', 'anal-dev', 'ra-medtech'],
  },
  qp: { exact: ['qp'], related: ['qa-manager', 'qa-gdp', 'qa-ops', 'hospital-pharmacist', 'pv-qppv'] },
  pharmResp: { exact: ['qp'], near: ['qa-gdp'], related: ['qa-manager', 'hospital-pharmacist', 'pv-qppv', 'ra-drug'] },
  qaMedtech: {
    exact: ['qa-medtech'],
    near: ['ra-medtech'],
    related: ['ra-postmarket', 'industrialisation', 'clin-affairs-dm', 'qa-manager', 'qa-system'],
  },
  capa: {
    exact: ['deviation-capa', 'qa-ops'],
    near: ['qa-system', 'qa-manager'],
    related: ['prod-supervisor', 'prod-manager', 'qc-manager', 'cosmetics-qa', 'food-qa'],
  },
  validation: {
    exact: ['validation-eng'],
    near: ['cleaning-validation', 'csv-eng'],
    related: ['data-integrity', 'metrology', 'msat', 'qa-ops', 'capex-pm'],
  },
  valAny: { exact: FAM.val, related: ['data-integrity', 'msat', 'metrology', 'qa-ops', 'process-eng', 'capex-pm'] },
  cqv: {
    exact: ['validation-eng'],
    near: ['cleaning-validation'],
    related: ['csv-eng', 'capex-pm', 'metrology', 'maintenance-eng'],
  },
  iqoqpq: {
    exact: ['validation-eng'],
    near: ['cleaning-validation', 'csv-eng'],
    related: ['metrology', 'maintenance-eng', 'capex-pm', 'msat', 'automation-eng'],
  },
  micro: { exact: ['microbiologist'], related: ['qc-analyst', 'lab-tech', 'qc-manager', 'env-lab'] },
  labTech: {
    exact: ['lab-tech', 'qc-analyst'],
    near: ['microbiologist', 'anal-dev'],
    related: ['lab-manager', 'qc-manager'],
  },
  qcManager: { exact: ['qc-manager'], near: ['lab-manager'], related: ['anal-dev', 'qc-analyst', 'microbiologist'] },
  ra: {
    exact: ['ra-drug', 'ra-cmc', 'ra-medtech'],
    near: ['ra-labeling', 'ra-publishing', 'ra-postmarket'],
    related: ['cosmetics-ra', 'qa-medtech', 'med-writer', 'clin-affairs-dm'],
  },
  raAll: { exact: FAM.ra, related: ['cosmetics-ra', 'qa-medtech', 'med-writer', 'clin-affairs-dm'] },
  raDm: {
    exact: ['ra-medtech'],
    near: ['ra-postmarket', 'qa-medtech'],
    related: ['clin-affairs-dm', 'ra-drug', 'industrialisation', 'ra-labeling'],
  },
  prodManager: {
    exact: ['prod-manager'],
    near: ['prod-supervisor'],
    related: ['food-prod', 'msat', 'process-eng', 'lean-eng', 'maintenance-eng'],
  },
  production: {
    exact: ['prod-manager', 'prod-supervisor'],
    near: ['process-eng', 'msat', 'bioprocess-eng'],
    related: ['maintenance-eng', 'automation-eng', 'lean-eng', 'food-prod', 'qa-ops', 'supply-planner'],
  },
  process: {
    exact: ['process-eng', 'bioprocess-eng'],
    near: ['msat', 'industrialisation'],
    related: ['chem-process', 'formulation', 'validation-eng'],
  },
  msat: {
    exact: ['msat'],
    near: ['process-eng', 'bioprocess-eng'],
    related: ['validation-eng', 'formulation', 'prod-manager'],
  },
  automation: { exact: ['automation-eng'], related: ['csv-eng', 'it-pm-pharma', 'maintenance-eng'] },
  supplyPlanner: { exact: ['supply-planner'], near: ['supply-manager', 'clin-supply'], related: ['buyer'] },
} satisfies Record<string, Role>;

// ------------------------------------------------------------------------------------------------ skills

function siblingsOf(k: SkillKey): SkillKey[] {
  return SIBLINGS.filter((g) => g.includes(k)).flatMap((g) => g.filter((x) => x !== k));
}

/** All the skills: ok; each missing one replaced by a close alternative, or at least half present: near. */
export function has(t: Truth, ...req: SkillKey[]): Check {
  let ok = 0;
  let near = 0;
  for (const k of req) {
    if (t.skills.includes(k)) ok++;
    else if (siblingsOf(k).some((s) => t.skills.includes(s))) near++;
  }
  if (ok === req.length) return 'ok';
  if (ok + near === req.length) return 'near';
  if (req.length >= 2 && ok * 2 >= req.length) return 'near';
  return 'fail';
}

/** One of the skills: ok; a close alternative: near. */
export function hasAny(t: Truth, ...opts: SkillKey[]): Check {
  if (opts.some((k) => t.skills.includes(k))) return 'ok';
  if (opts.some((k) => siblingsOf(k).some((s) => t.skills.includes(s)))) return 'near';
  return 'fail';
}

/** Sterile manufacturing experience (aseptic filling, freeze-drying, Annex 1). */
export function sterile(t: Truth): Check {
  return ['aseptic', 'lyo', 'annex1'].some((k) => t.skills.includes(k as SkillKey)) ? 'ok' : 'fail';
}

/** SAP in any module. */
export function sapAny(t: Truth): Check {
  return ['sap', 'sapqm', 'sappp', 'sapmm', 'apo'].some((k) => t.skills.includes(k as SkillKey)) ? 'ok' : 'fail';
}

/**
 * Skill searches without a title: the freelancer must hold the skills; the grade depends on whether the skills are
 * the core of the occupation (primary), used in it (secondary), or held by someone of another trade.
 */
export function skillJudge(t: Truth, c: Check, primary: string[], secondary: string[]): Grade {
  const p = primary.includes(t.occ);
  const s = secondary.includes(t.occ);
  if (c === 'ok') return p ? 3 : s ? 2 : 1;
  if (c === 'near') return p ? 2 : s ? 1 : 0;
  return p ? 1 : 0;
}

// ------------------------------------------------------------------------------------------------ therapeutic areas

const TA_NEAR: Partial<Record<TaKey, TaKey[]>> = {
  onco: ['hemato'],
  hemato: ['onco'],
  immuno: ['derma', 'infect'],
  infect: ['immuno'],
};

export function ta(t: Truth, ...want: TaKey[]): Check {
  if (want.some((k) => t.tas.includes(k))) return 'ok';
  if (want.some((k) => (TA_NEAR[k] ?? []).some((n) => t.tas.includes(n)))) return 'near';
  return 'fail';
}

// ------------------------------------------------------------------------------------------------ experience

/** Years within [min, max]: ok; up to `below` years short or `above` years over: near; else fail. */
export function years(t: Truth, min: number, max = 99, below = 2, above = 99): Check {
  if (t.years >= min && t.years <= max) return 'ok';
  if (t.years < min && t.years >= min - below) return 'near';
  if (t.years > max && t.years <= max + above) return 'near';
  return 'fail';
}
/** "junior", "débutant": 0-2 years; 3-4 near. */
export const junior = (t: Truth): Check => years(t, 0, 2, 0, 2);
/** "confirmé": 3-6 years; 2 or 7-10 near (over-qualified), 0-1 or 11+ fail. */
export const confirmed = (t: Truth): Check => years(t, 3, 6, 1, 4);
/** "senior", "sénior", "lead": 7+ years; 5-6 near. */
export const senior = (t: Truth): Check => years(t, 7, 99, 2);
/** "expert": 10+ years; 8-9 near. */
export const expert = (t: Truth): Check => years(t, 10, 99, 2);

// ------------------------------------------------------------------------------------------------ availability

/** Free by `date`: ok; by `nearDate`: near; later: fail. */
export function freeBy(t: Truth, date: string, nearDate: string): Check {
  if (t.availableFrom <= date) return 'ok';
  if (t.availableFrom <= nearDate) return 'near';
  return 'fail';
}
/** "disponible immédiatement", "ASAP", "rapidement": free within two weeks; by early January near. */
export const asap = (t: Truth): Check => freeBy(t, '2026-12-15', '2027-01-04');
/** "dispo janvier", "available in January": free by the end of January; mid-February near. */
export const january = (t: Truth): Check => freeBy(t, '2027-01-31', '2027-02-15');
/** The `available: true` filter: declared available now; free within two weeks near. */
export const availableNow = (t: Truth): Check =>
  t.available ? 'ok' : freeBy(t, '2026-12-15', '2026-12-15') === 'ok' ? 'near' : 'fail';

// ------------------------------------------------------------------------------------------------ work conditions

/**
 * full: the freelancer accepts full remote (ok), only hybrid (near), only on site (fail).
 * hybrid: some days on site: hybrid or on site ok, full remote only fail.
 * onsite: on site ok, hybrid only near, full remote only fail.
 */
export function remote(t: Truth, mode: 'full' | 'hybrid' | 'onsite'): Check {
  const r = (m: Remote) => t.remote.includes(m);
  if (mode === 'full') return r('Full remote') ? 'ok' : r('Hybride') ? 'near' : 'fail';
  if (mode === 'hybrid') return r('Hybride') || r('Sur site') ? 'ok' : 'fail';
  return r('Sur site') ? 'ok' : r('Hybride') ? 'near' : 'fail';
}

/** Part time, at most n days a week: ok if the freelancer offers n days or fewer; n+1 near. */
export function daysMax(t: Truth, n: number): Check {
  const min = Math.min(...t.days);
  if (min <= n) return 'ok';
  if (min === n + 1) return 'near';
  return 'fail';
}
/** Full time: 5 days ok, 4 near. */
export function fullTime(t: Truth): Check {
  const max = Math.max(...t.days);
  return max >= 5 ? 'ok' : max === 4 ? 'near' : 'fail';
}

/** Day rate at most `eur`: ok; up to 10 % above: near. */
export function rateMax(t: Truth, eur: number): Check {
  if (t.rate <= eur) return 'ok';
  if (t.rate <= eur * 1.1) return 'near';
  return 'fail';
}

/** Language at level `min` or above: ok; one level below: near. "courant"/"fluent" = C1, "professionnel" = B2. */
export function speaks(t: Truth, lang: LangKey, min: LangLevel): Check {
  const l = t.languages.find((x) => x.lang === lang);
  if (!l) return 'fail';
  const have = LEVELS.indexOf(l.level);
  const need = LEVELS.indexOf(min);
  if (have >= need) return 'ok';
  if (have === need - 1) return 'near';
  return 'fail';
}

// ------------------------------------------------------------------------------------------------ places

/**
 * A zone of a query. Keys: metros (set-27's commuting basins), departments and provinces `CC:code`, regions, Swiss
 * cantons and Luxembourg districts `CC:code`, countries. `within` lists the larger areas that contain the zone;
 * `near` the areas a freelancer could commute from with some effort.
 */
export interface Zone {
  metros?: string[];
  depts?: string[];
  regions?: string[];
  countries?: string[];
  within?: { depts?: string[]; regions?: string[]; countries?: string[] };
  near?: { metros?: string[]; depts?: string[]; regions?: string[]; countries?: string[] };
}

interface Loc {
  metro?: string;
  dept?: string;
  region?: string;
  cc?: string;
}

const IDF = ['FR:75', 'FR:77', 'FR:78', 'FR:91', 'FR:92', 'FR:93', 'FR:94', 'FR:95'];

export const ZONES = {
  paris: {
    metros: ['paris'],
    depts: IDF,
    within: { regions: ['FR:11'], countries: ['FR'] },
    near: { regions: ['FR:24', 'FR:28', 'FR:32'] },
  },
  idf: {
    metros: ['paris'],
    regions: ['FR:11'],
    depts: IDF,
    within: { countries: ['FR'] },
    near: { regions: ['FR:24', 'FR:28', 'FR:32'] },
  },
  lyon: {
    metros: ['lyon'],
    depts: ['FR:69'],
    within: { regions: ['FR:84'], countries: ['FR'] },
    near: { metros: ['grenoble'], depts: ['FR:01', 'FR:38', 'FR:42'] },
  },
  dept69: {
    metros: ['lyon'],
    depts: ['FR:69'],
    within: { regions: ['FR:84'], countries: ['FR'] },
    near: { depts: ['FR:01', 'FR:38', 'FR:42', 'FR:71'] },
  },
  lille: {
    metros: ['lille'],
    depts: ['FR:59'],
    within: { regions: ['FR:32'], countries: ['FR'] },
    near: { metros: ['mons'], depts: ['FR:62'] },
  },
  grenoble: {
    metros: ['grenoble'],
    depts: ['FR:38'],
    within: { regions: ['FR:84'], countries: ['FR'] },
    near: { metros: ['lyon'], depts: ['FR:73', 'FR:26'] },
  },
  strasbourg: {
    metros: ['strasbourg'],
    depts: ['FR:67'],
    within: { regions: ['FR:44'], countries: ['FR'] },
    near: { metros: ['mulhouse', 'basel'], depts: ['FR:68'] },
  },
  alsace: {
    metros: ['strasbourg', 'mulhouse'],
    depts: ['FR:67', 'FR:68'],
    within: { regions: ['FR:44'], countries: ['FR'] },
    near: { metros: ['basel'], regions: ['CH:BS', 'CH:BL'] },
  },
  basel: {
    metros: ['basel'],
    regions: ['CH:BS', 'CH:BL'],
    within: { countries: ['CH'] },
    near: { metros: ['mulhouse', 'zurich'], regions: ['CH:AG', 'CH:SO', 'CH:JU'], depts: ['FR:68'] },
  },
  geneva: {
    metros: ['geneva'],
    regions: ['CH:GE'],
    within: { countries: ['CH'] },
    near: { metros: ['nyon', 'lausanne'], regions: ['CH:VD'], depts: ['FR:74', 'FR:01'] },
  },
  vaud: {
    metros: ['lausanne', 'nyon'],
    regions: ['CH:VD'],
    within: { countries: ['CH'] },
    near: { metros: ['geneva', 'fribourg', 'neuchatel', 'monthey'], regions: ['CH:GE', 'CH:FR', 'CH:VS', 'CH:NE'] },
  },
  switzerland: { countries: ['CH'], near: { metros: ['geneva', 'basel'], depts: ['FR:74', 'FR:01', 'FR:68'] } },
  brussels: {
    metros: ['brussels'],
    regions: ['BE:BRU'],
    depts: ['BE:WBR', 'BE:VBR'],
    within: { countries: ['BE'] },
    near: { metros: ['leuven'], regions: ['BE:WAL', 'BE:VLG'] },
  },
  belgium: { countries: ['BE'], near: { metros: ['lille', 'luxembourg'], countries: ['LU'] } },
  wallonia: {
    regions: ['BE:WAL'],
    within: { countries: ['BE'] },
    near: { metros: ['brussels'], regions: ['BE:BRU'], countries: ['LU'] },
  },
  luxembourg: { metros: ['luxembourg'], countries: ['LU'], near: { depts: ['FR:57', 'BE:WLX'] } },
  normandie: {
    regions: ['FR:28'],
    within: { countries: ['FR'] },
    near: { regions: ['FR:11', 'FR:24', 'FR:32', 'FR:52'] },
  },
  ara: { regions: ['FR:84'], within: { countries: ['FR'] }, near: { metros: ['geneva'], regions: ['FR:27'] } },
  centre: { regions: ['FR:24'], within: { countries: ['FR'] }, near: { regions: ['FR:11', 'FR:28', 'FR:52'] } },
  dept92: {
    depts: ['FR:92'],
    within: { regions: ['FR:11'], countries: ['FR'] },
    near: { depts: ['FR:75', 'FR:78', 'FR:91', 'FR:94', 'FR:95', 'FR:93'] },
  },
  dept45: {
    depts: ['FR:45'],
    within: { regions: ['FR:24'], countries: ['FR'] },
    near: { metros: ['tours'], depts: ['FR:28', 'FR:41', 'FR:18', 'FR:89', 'FR:77', 'FR:91'] },
  },
  orleans: {
    metros: ['orleans'],
    depts: ['FR:45'],
    within: { regions: ['FR:24'], countries: ['FR'] },
    near: { metros: ['tours', 'chartres'], depts: ['FR:28', 'FR:41'] },
  },
  toulouse: {
    metros: ['toulouse'],
    depts: ['FR:31'],
    within: { regions: ['FR:76'], countries: ['FR'] },
    near: { depts: ['FR:81', 'FR:82', 'FR:32', 'FR:09', 'FR:11'] },
  },
  tours: {
    metros: ['tours'],
    depts: ['FR:37'],
    within: { regions: ['FR:24'], countries: ['FR'] },
    near: { metros: ['orleans'], depts: ['FR:41', 'FR:49', 'FR:72', 'FR:36', 'FR:86'] },
  },
  rouen: {
    metros: ['rouen'],
    within: { depts: ['FR:76'], regions: ['FR:28'], countries: ['FR'] },
    near: { metros: ['evreux', 'lehavre', 'caen'], depts: ['FR:27', 'FR:14'] },
  },
  montpellier: {
    metros: ['montpellier'],
    depts: ['FR:34'],
    within: { regions: ['FR:76'], countries: ['FR'] },
    near: { metros: ['aramon'], depts: ['FR:30'] },
  },
} satisfies Record<string, Zone>;

function locOfArea(a: AreaObj): Loc {
  const cc = a.countryCode ?? '';
  const loc: Loc = { cc };
  if (a.type === 'ville') {
    const key = Object.keys(CITY).find((k) => {
      const c = CITY[k];
      return (
        c !== undefined &&
        c.cityName === a.cityName &&
        c.countryCode === a.countryCode &&
        c.cityZipCode === a.cityZipCode
      );
    });
    if (key) loc.metro = PLACE[key]?.metro;
  }
  if ((a.type === 'ville' || a.type === 'departement') && a.departmentCode) loc.dept = `${cc}:${a.departmentCode}`;
  if (a.type !== 'pays' && a.regionCode) loc.region = `${cc}:${a.regionCode}`;
  return loc;
}

function homeLoc(t: Truth): Loc {
  const c = CITY[t.home];
  if (!c) throw new Error(`unknown home ${t.home}`);
  return { ...locOfArea(c), metro: PLACE[t.home]?.metro };
}

function inside(l: Loc, z: Zone): boolean {
  return Boolean(
    (l.metro && z.metros?.includes(l.metro)) ||
    (l.dept && z.depts?.includes(l.dept)) ||
    (l.region && z.regions?.includes(l.region)) ||
    (l.cc && z.countries?.includes(l.cc)),
  );
}

function nearTo(l: Loc, z: Zone): boolean {
  const n = z.near;
  if (!n) return false;
  return Boolean(
    (l.metro && n.metros?.includes(l.metro)) ||
    (l.dept && n.depts?.includes(l.dept)) ||
    (l.region && n.regions?.includes(l.region)) ||
    (l.cc && n.countries?.includes(l.cc)),
  );
}

/**
 * Place: ok when the freelancer lives in the zone, or declares a work area inside it or containing it (a department,
 * region or canton that contains the zone); near when the freelancer lives close by, or declares the whole country
 * that contains a smaller zone; fail otherwise (a full-remote freelancer far away does not meet a place).
 */
export function inZone(t: Truth, z: Zone): Check {
  const h = homeLoc(t);
  if (inside(h, z)) return 'ok';
  let near = nearTo(h, z);
  for (const a of t.workAreas) {
    const l = locOfArea(a);
    if (a.type === 'ville') {
      if (inside(l, z)) return 'ok';
      if (nearTo(l, z)) near = true;
    } else if (a.type === 'departement') {
      if (
        (l.dept && (z.depts?.includes(l.dept) || z.within?.depts?.includes(l.dept))) ||
        (l.region && z.regions?.includes(l.region)) ||
        (l.cc && z.countries?.includes(l.cc))
      )
        return 'ok';
      if (nearTo({ dept: l.dept }, z)) near = true;
    } else if (a.type === 'region') {
      if (
        (l.region && (z.regions?.includes(l.region) || z.within?.regions?.includes(l.region))) ||
        (l.cc && z.countries?.includes(l.cc))
      )
        return 'ok';
      if (nearTo({ region: l.region }, z)) near = true;
    } else {
      if (l.cc && z.countries?.includes(l.cc)) return 'ok';
      if (l.cc && z.within?.countries?.includes(l.cc)) near = true;
    }
  }
  return near ? 'near' : 'fail';
}
