// Grading conventions of blind set 38, written once and used by every query. Judges read the Truth only.
//
// A grade starts from the occupation: 3 the occupation asked for, 2 a neighbouring occupation that could do the
// mission (a small difference), 1 a related occupation, 0 anything else (neighbours such as accountants, payroll,
// HR assistants, IT project managers, sales reps, teachers, psychologists, operators and supervisors are 0).
// Each constraint of the query then says ok, near or fail. A near costs one grade, a fail two; two fails give 0.
// A profile whose occupation is exactly right keeps at least 1 unless it fails two constraints; a neighbouring
// occupation keeps at least 1 when nothing fails. Soft constraints (nice-to-haves: "un plus", "idéalement") turn
// fail into near and near into ok.
import { DEPARTMENT_AREAS } from './areas';
import type { OccKey } from './occupations';
import {
  SECTOR_NEAR,
  SKILL_NEAR,
  type CertKey,
  type ContextKey,
  type LangKey,
  type Level,
  type SectorKey,
  type SkillKey,
} from './taxonomy';
import { addDays, TODAY, type Band, type Duration, type Truth } from './truth';

export type Grade = 0 | 1 | 2 | 3;
export type Check = 'ok' | 'near' | 'fail';

// ───────────────────────────── occupations
export interface Role {
  exact: OccKey[];
  near?: OccKey[];
  related?: OccKey[];
}

const EXEC: OccKey[] = [
  'dg',
  'daf',
  'raf',
  'cdg',
  'drh',
  'dir-indus',
  'dir-usine',
  'resp-prod',
  'dir-supply',
  'resp-log',
  'dir-achats',
  'dir-co',
  'dsi',
  'coo',
  'dir-qualite',
  'dir-sante',
  'resp-maint',
  'retournement',
  'cro',
  'pmi',
  'carve-out',
];

/** The occupation bases the queries use. */
export const ROLES = {
  daf: { exact: ['daf'], near: ['raf'], related: ['cdg', 'c-finance-transfo', 'cro', 'retournement'] },
  raf: { exact: ['raf'], near: ['daf'], related: ['cdg'] },
  drh: { exact: ['drh'], related: ['c-rh', 'resp-formation'] },
  consultantRh: { exact: ['c-rh'], near: ['drh'], related: ['resp-formation'] },
  dg: { exact: ['dg'], near: ['coo', 'retournement'], related: ['dir-indus', 'dir-co', 'cro', 'pmi', 'dir-sante'] },
  dirUsine: { exact: ['dir-usine'], near: ['resp-prod', 'dir-indus'], related: ['coo', 'resp-maint'] },
  dirIndus: { exact: ['dir-indus'], near: ['dir-usine', 'coo'], related: ['resp-prod', 'opex'] },
  supply: { exact: ['dir-supply'], near: ['c-supply', 'resp-log'], related: ['dir-achats', 'coo', 'dir-indus'] },
  achats: { exact: ['dir-achats'], near: ['c-achats'], related: ['dir-supply'] },
  dsi: { exact: ['dsi'], related: ['dir-programme'] },
  qualite: {
    exact: ['resp-qualite'],
    near: ['dir-qualite', 'qhse', 'sqm', 'qualite-sante'],
    related: ['auditeur', 'hse'],
  },
  qhse: { exact: ['qhse'], near: ['hse', 'resp-qualite'], related: ['dir-qualite', 'auditeur'] },
  lean: {
    exact: ['c-lean'],
    near: ['lss-bb', 'opex', 'amelio-continue'],
    related: ['c-perfop', 'dir-indus', 'dir-usine'],
  },
  opex: {
    exact: ['opex'],
    near: ['c-lean', 'lss-bb', 'amelio-continue', 'c-perfop'],
    related: ['dir-indus', 'dir-qualite'],
  },
  orga: { exact: ['c-orga'], near: ['c-perfop', 'c-strategie'], related: ['c-changement', 'pmo', 'c-rh'] },
  changement: {
    exact: ['c-changement'],
    near: ['dir-transfo'],
    related: ['pmo', 'c-orga', 'facilitateur', 'coach-agile'],
  },
  pmo: { exact: ['pmo'], near: ['dir-programme'], related: ['c-changement', 'dir-transfo'] },
  transfo: { exact: ['dir-transfo'], near: ['dir-programme'], related: ['c-changement', 'pmo', 'opex', 'c-strategie'] },
  turnaround: { exact: ['retournement'], near: ['cro'], related: ['dg', 'daf'] },
  cro: { exact: ['cro'], near: ['retournement'], related: ['daf', 'dg'] },
  pmi: { exact: ['pmi'], near: ['carve-out'], related: ['c-strategie', 'dir-transfo', 'dir-programme'] },
  coachExec: { exact: ['coach-exec'], near: ['coach-equipe', 'coach-business'], related: ['f-management'] },
  coach: { exact: ['coach-exec', 'coach-business', 'coach-equipe'], related: ['coach-agile', 'f-management'] },
  fManagement: {
    exact: ['f-management'],
    related: ['coach-exec', 'coach-equipe', 'facilitateur', 'f-vente', 'resp-formation'],
  },
  fBureautique: { exact: ['f-bureautique'], related: ['elearning'] },
  fLangues: { exact: ['f-langues'] },
  fSecurite: { exact: ['f-securite'], related: ['hse', 'qhse'] },
  ingPeda: { exact: ['ing-peda'], near: ['elearning'], related: ['resp-formation'] },
  elearning: { exact: ['elearning'], near: ['ing-peda'], related: ['f-bureautique'] },
  respFormation: { exact: ['resp-formation'], near: ['ing-peda'], related: ['c-rh', 'drh'] },
  facilitateur: {
    exact: ['facilitateur'],
    near: ['facilitateur-graphique', 'coach-equipe'],
    related: ['f-management', 'c-changement'],
  },
  dirSante: { exact: ['dir-sante'], related: ['qualite-sante', 'dg'] },
  /** "manager de transition": every interim executive, turnaround and integration manager. */
  interim: {
    exact: EXEC,
    near: ['dir-transfo', 'resp-formation', 'resp-qualite', 'qhse'],
    related: ['dir-programme', 'c-perfop', 'c-orga', 'c-strategie', 'opex'],
  },
} satisfies Record<string, Role>;

export function base(t: Truth, role: Role): Grade {
  if (t.family === 'neighbour') return 0;
  if (role.exact.includes(t.occ)) return 3;
  if (role.near?.includes(t.occ)) return 2;
  if (role.related?.includes(t.occ)) return 1;
  return 0;
}

/** Union of roles: the best base. */
export function baseAny(t: Truth, ...roles: Role[]): Grade {
  return roles.reduce<Grade>((g, r) => Math.max(g, base(t, r)) as Grade, 0);
}

// ───────────────────────────── combining
export function combine(b: Grade, checks: Check[]): Grade {
  if (b === 0) return 0;
  const fails = checks.filter((c) => c === 'fail').length;
  const nears = checks.filter((c) => c === 'near').length;
  if (fails >= 2) return 0;
  const g = b - nears - 2 * fails;
  const floor = fails === 0 ? 1 : b === 3 ? 1 : 0;
  return Math.max(floor, Math.min(3, g)) as Grade;
}

export function grade(t: Truth, role: Role, checks: Check[]): Grade {
  return combine(base(t, role), checks);
}

export function soft(c: Check): Check {
  return c === 'fail' ? 'near' : 'ok';
}

export function best(...cs: Check[]): Check {
  if (cs.includes('ok')) return 'ok';
  if (cs.includes('near')) return 'near';
  return 'fail';
}

// ───────────────────────────── place
/**
 * A place the mission is in: departments, regions (COUNTRY:code) or countries. A freelancer fits (ok) when home is
 * in it, or a declared work area covers it (a city or department in it, a region containing it); near when home or a
 * work area is elsewhere in the same region, in an explicitly "near" area, or only a whole-country mobility covers it.
 */
export interface Place {
  depts?: string[];
  regions?: string[];
  countries?: string[];
  near?: { depts?: string[]; regions?: string[] };
  /** Remote work is acceptable (coaching, e-learning): a full-remote freelancer elsewhere is near. */
  remoteNear?: boolean;
}

function regionOfDept(d: string): string | null {
  const a = DEPARTMENT_AREAS[d];
  return a ? `${a.countryCode ?? ''}:${a.regionCode ?? ''}` : null;
}

export function at(t: Truth, p: Place): Check {
  const depts = p.depts ?? [];
  const regions = p.regions ?? [];
  const countries = p.countries ?? [];
  const deptRegions = depts.map(regionOfDept).filter((r): r is string => r !== null);
  const nearRegions = [...deptRegions, ...(p.near?.regions ?? [])];
  const nearDepts = p.near?.depts ?? [];
  const placeCountries = new Set([
    ...countries,
    ...deptRegions.map((r) => r.split(':')[0]!),
    ...regions.map((r) => r.split(':')[0]!),
  ]);
  const point = (dept: string, region: string, country: string): Check => {
    if ((dept && depts.includes(dept)) || regions.includes(region) || countries.includes(country)) return 'ok';
    if ((dept && nearDepts.includes(dept)) || nearRegions.includes(region)) return 'near';
    return 'fail';
  };
  const results: Check[] = [point(t.home.dept, t.home.region, t.home.country)];
  for (const a of t.workAreas) {
    const country = a.countryCode ?? '';
    const region = `${country}:${a.regionCode ?? ''}`;
    if (a.type === 'ville' || a.type === 'departement') results.push(point(a.departmentCode ?? '', region, country));
    else if (a.type === 'region') {
      if (regions.includes(region) || deptRegions.includes(region) || countries.includes(country)) results.push('ok');
      else if (nearRegions.includes(region) || nearDepts.some((d) => regionOfDept(d) === region)) results.push('near');
    } else if (a.type === 'pays') {
      if (countries.includes(country)) results.push('ok');
      else if (placeCountries.has(country)) results.push('near');
    }
  }
  const r = best(...results);
  if (r === 'fail' && p.remoteNear && t.remote.includes('Full remote')) return 'near';
  return r;
}

// ───────────────────────────── seniority
const BANDS: Band[] = ['junior', 'confirme', 'senior', 'expert'];

/** At least `min` years: near within `slack` years below. */
export function yearsAtLeast(t: Truth, min: number, slack = 2): Check {
  if (t.years >= min) return 'ok';
  return t.years >= min - slack ? 'near' : 'fail';
}

/** Within the bands (from real years, not the declared seniority); an adjacent band is near. */
export function bandIn(t: Truth, bands: Band[]): Check {
  if (bands.includes(t.band)) return 'ok';
  const i = BANDS.indexOf(t.band);
  return bands.some((b) => Math.abs(BANDS.indexOf(b) - i) === 1) ? 'near' : 'fail';
}

/** Years within [lo, hi]: near within 2 years outside. */
export function yearsBetween(t: Truth, lo: number, hi: number): Check {
  if (t.years >= lo && t.years <= hi) return 'ok';
  return t.years >= lo - 2 && t.years <= hi + 2 ? 'near' : 'fail';
}

// ───────────────────────────── availability, remote, days, length, rate
/** Free on the given date; near if free within `slack` days after it. */
export function freeBy(t: Truth, date: string, slack = 30): Check {
  if (t.freeFrom <= date) return 'ok';
  return t.freeFrom <= addDays(date, slack) ? 'near' : 'fail';
}

/** "dispo immédiatement": free within two weeks. */
export function freeNow(t: Truth): Check {
  return freeBy(t, addDays(TODAY, 14), 30);
}

/**
 * full: ok with full remote, near with hybrid. onsite: ok on site, near hybrid. hybrid (some days on site): ok with
 * hybrid or on site, fail with full remote only. hybrid-or-full (remote welcome): ok with hybrid or full remote,
 * near on site only.
 */
export function remote(t: Truth, want: 'full' | 'onsite' | 'hybrid' | 'hybrid-or-full'): Check {
  if (want === 'hybrid') return t.remote.includes('Hybride') || t.remote.includes('Sur site') ? 'ok' : 'fail';
  if (want === 'full') return t.remote.includes('Full remote') ? 'ok' : t.remote.includes('Hybride') ? 'near' : 'fail';
  if (want === 'onsite') return t.remote.includes('Sur site') ? 'ok' : t.remote.includes('Hybride') ? 'near' : 'fail';
  return t.remote.includes('Full remote') || t.remote.includes('Hybride') ? 'ok' : 'near';
}

/** Days a week: ok when one of the wanted counts is accepted, near when one day off. */
export function days(t: Truth, wanted: number[]): Check {
  if (t.days.some((d) => wanted.includes(d))) return 'ok';
  return t.days.some((d) => wanted.some((w) => Math.abs(w - d) === 1)) ? 'near' : 'fail';
}

const DURATIONS: Duration[] = ['< 3 mois', '3 a 6 mois', '6 a 12 mois', '> 12 mois'];
export function duration(t: Truth, wanted: Duration[]): Check {
  if (t.durations.some((d) => wanted.includes(d))) return 'ok';
  const idx = t.durations.map((d) => DURATIONS.indexOf(d));
  const w = wanted.map((d) => DURATIONS.indexOf(d));
  return idx.some((i) => w.some((j) => Math.abs(i - j) === 1)) ? 'near' : 'fail';
}

/** Budget: ok at or under, near up to 15 % over or when the rate is not given, fail beyond. */
export function rateMax(t: Truth, max: number): Check {
  if (t.rateMin === null) return 'near';
  if (t.rateMin <= max) return 'ok';
  return t.rateMin <= max * 1.15 ? 'near' : 'fail';
}

// ───────────────────────────── languages, skills, sectors, contexts, certificates
const LEVELS: Level[] = ['A2', 'B1', 'B2', 'C1', 'C2', 'native'];
/** "anglais courant" = C1; near one level below. */
export function lang(t: Truth, l: LangKey, min: Level = 'C1'): Check {
  const have = t.languages.find((x) => x.lang === l);
  if (!have) return 'fail';
  const d = LEVELS.indexOf(have.level) - LEVELS.indexOf(min);
  return d >= 0 ? 'ok' : d === -1 ? 'near' : 'fail';
}

export function skill(t: Truth, k: SkillKey): Check {
  if (t.skills.includes(k)) return 'ok';
  // a Lean Six Sigma belt is the skill
  if (k === 'lean-six-sigma' && (t.certs.includes('lss-black-belt') || t.certs.includes('lss-green-belt'))) return 'ok';
  if ((SKILL_NEAR[k] ?? []).some((n) => t.skills.includes(n))) return 'near';
  return 'fail';
}

export function sector(t: Truth, s: SectorKey): Check {
  if (t.sectors.includes(s)) return 'ok';
  return (SECTOR_NEAR[s] ?? []).some((n) => t.sectors.includes(n)) ? 'near' : 'fail';
}

/** A list of sectors (e.g. "industrie"): ok in any of them. */
export function sectorIn(t: Truth, list: SectorKey[]): Check {
  return best(...list.map((s) => sector(t, s)));
}

const CONTEXT_NEAR: Partial<Record<ContextKey, ContextKey[]>> = {
  pme: ['eti', 'familial'],
  eti: ['pme', 'groupe', 'lbo', 'familial'],
  lbo: ['eti'],
  groupe: ['eti', 'international'],
  familial: ['pme', 'eti'],
};
export function context(t: Truth, c: ContextKey): Check {
  if (t.contexts.includes(c)) return 'ok';
  return (CONTEXT_NEAR[c] ?? []).some((n) => t.contexts.includes(n)) ? 'near' : 'fail';
}

export function cert(t: Truth, c: CertKey): Check {
  return t.certs.includes(c) ? 'ok' : 'fail';
}

// ───────────────────────────── skills-only searches
/**
 * A search made of skills only: 3 when every skill is there, 2 when all but one are there and that one is close, 1
 * when at least one is there (or the only one asked is close). Neighbour occupations get at most 1.
 */
export function skillsGrade(t: Truth, ks: SkillKey[]): Grade {
  const cs = ks.map((k) => skill(t, k));
  const oks = cs.filter((c) => c === 'ok').length;
  const nears = cs.filter((c) => c === 'near').length;
  let g: Grade = 0;
  if (oks === ks.length) g = 3;
  else if (oks === ks.length - 1 && nears === 1) g = 2;
  else if (oks > 0 || nears > 0) g = 1;
  if (t.family === 'neighbour') g = Math.min(g, 1) as Grade;
  return g;
}

/** "Lean Six Sigma Black Belt": the certificate or the Black Belt occupation is exact. */
export function blackBelt(t: Truth): Grade {
  if (t.family === 'neighbour') return 0;
  if (t.certs.includes('lss-black-belt') || t.occ === 'lss-bb') return 3;
  if (t.skills.includes('lean-six-sigma') && ['opex', 'c-lean', 'c-perfop', 'amelio-continue'].includes(t.occ))
    return 2;
  if (t.certs.includes('lss-green-belt') || ['opex', 'c-lean', 'amelio-continue'].includes(t.occ)) return 1;
  return 0;
}
