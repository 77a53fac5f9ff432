/**
 * Grading conventions of set 21, written once and used by every query. Judges read the Truth only.
 *
 * Occupation base: 3 when the occupation is one the query asks for, 2 for a "near" occupation named by the query
 * (a close variant), 1 for a neighbouring occupation (by default the neighbours of the asked ones), 0 otherwise.
 * Each attribute the query states is then checked and gives ok / near / fail:
 *   - ok leaves the base; every near takes one point off (never below 1);
 *   - any fail caps the grade at 1 when the base was 2 or 3, and gives 0 when the base was 1;
 *   - a hard fail (API filter: skills, workAreas, seniority, available; or a keyword exclusion) gives 0.
 * OR queries take the best grade over their groups.
 */
import { LEVELS, TODAY, addDays, bandOf, daysBetween, type Band, type Level, type Truth } from './corpus';
import { OCC_BY_KEY } from './occupations';

export type Grade = 0 | 1 | 2 | 3;
type Check = 'ok' | 'near' | 'fail' | 'hard';

/** A place as a recruiter types it. */
export type Place =
  | { city: string; dept: string; region: string; country: string }
  | { dept: string; region: string; country: string }
  | { depts: string[]; region: string; country: string }
  | { region: string; country: string }
  | { country: string };

export interface Want {
  occ: string[];
  near?: string[];
  rel?: string[];
  /** every one of these skills (Truth.skills names): one missing is near, two or more fail */
  skills?: string[];
  /** at least one of these skills, else near */
  anySkill?: string[];
  /** API skills filter: slugs, every one required (hard) */
  skillFilter?: string[];
  place?: Place;
  /** API workAreas filter: referential region slugs (hard) */
  areaFilter?: string[];
  /** years of experience wanted, inclusive; slack years on each side give near */
  years?: { min?: number; max?: number; slack?: number };
  /** API seniority filter (hard) */
  seniorityFilter?: Band[];
  /** available now (keyword): first free day within 7 days ok, within 30 near */
  now?: boolean;
  /** first free day on or before this date ok; up to 21 days later near */
  by?: string;
  /** API available filter (hard) */
  availableFilter?: boolean;
  remote?: 'full' | 'site' | 'hybrid' | 'remote-ok';
  /** days a week that fit; one day off is near */
  days?: string[];
  maxRate?: number;
  lang?: { lang: string; min: Level }[];
  /** any of these certificates, else fail (or near when certNear) */
  certs?: string[];
  certNear?: boolean;
  /** any of these sectors, else near */
  sectors?: string[];
  /** mission length wanted (any of), else near */
  durations?: string[];
  /** keyword exclusions: true gives 0 */
  exclude?: (t: Truth) => boolean;
}

// ------------------------------------------------------------------------------------------------ places
const REGION_SLUG: Record<string, [string, string]> = {
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
  belgique: ['BE', ''],
  suisse: ['CH', ''],
  luxembourg: ['LU', ''],
  andorre: ['AD', ''],
};

interface Spot {
  city?: string;
  dept?: string;
  region?: string;
  country: string;
  whole?: boolean;
}
const norm = (s: string | undefined): string =>
  (s ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const CITY_ALIASES: Record<string, string> = {
  bruxelles: 'brussels',
  zurich: 'zurich',
  geneve: 'geneve',
  anvers: 'antwerpen',
  gand: 'gent',
  bale: 'basel',
  berne: 'bern',
  louvain: 'leuven',
};
const cityKey = (s: string | undefined): string => CITY_ALIASES[norm(s)] ?? norm(s);

function spots(t: Truth): { home: Spot; areas: Spot[] } {
  const home: Spot = { city: cityKey(t.home.city), dept: t.home.dept, region: t.home.region, country: t.home.country };
  const areas = t.areas.map((a): Spot => {
    const c = a.countryCode ?? 'FR';
    if (a.type === 'pays') return { country: c, whole: true };
    if (a.type === 'region') return { region: a.regionCode ?? '', country: c };
    if (a.type === 'departement') return { dept: a.departmentCode ?? '', region: a.regionCode ?? '', country: c };
    return { city: cityKey(a.cityName), dept: a.departmentCode ?? '', region: a.regionCode ?? '', country: c };
  });
  return { home, areas };
}

/** Does a spot (home or work area) cover the place? 'in' when it lies inside or covers it, 'region' when same region. */
function relation(s: Spot, p: Place): 'in' | 'region' | 'country' | 'no' {
  if (s.country !== p.country) return 'no';
  if (s.whole) return 'country';
  if ('city' in p) {
    if (s.city !== undefined && s.city === cityKey(p.city)) return 'in';
    if (s.city === undefined && s.dept && s.dept === p.dept) return 'in';
    if (s.city === undefined && !s.dept && s.region === p.region && p.region) return 'in';
    if (p.region && s.region === p.region) return 'region';
    return 'country';
  }
  if ('depts' in p) {
    if (s.dept && p.depts.includes(s.dept)) return 'in';
    if (s.city === undefined && !s.dept && s.region === p.region) return 'in';
    if (s.region === p.region) return 'region';
    return 'country';
  }
  if ('dept' in p) {
    if (s.dept && s.dept === p.dept) return 'in';
    if (s.city === undefined && !s.dept && s.region === p.region && p.region) return 'in';
    if (s.region === p.region) return 'region';
    return 'country';
  }
  if ('region' in p) {
    if (s.region === p.region) return 'in';
    return 'country';
  }
  return 'in';
}

/** Home or a work area inside the place: ok. Same region (city/department asked) or a whole-country area: near. */
export function placeCheck(t: Truth, p: Place): Check {
  const { home, areas } = spots(t);
  const rels = [relation(home, p), ...areas.map((a) => relation(a, p))];
  if (rels.includes('in')) return 'ok';
  if (rels.includes('region')) return 'near';
  if ('city' in p || 'dept' in p || 'depts' in p) return 'fail';
  // a region asked: a whole-country mobility is near
  if (areas.some((a) => a.whole && a.country === p.country)) return 'near';
  return 'fail';
}

/** workAreas filter: the home or a work area lies in one of the slugs' regions/countries. A whole-France area: near. */
export function areaFilterCheck(t: Truth, slugs: string[]): Check {
  let near = false;
  for (const slug of slugs) {
    const def = REGION_SLUG[slug];
    if (!def) throw new Error(`unknown region slug ${slug}`);
    const [country, region] = def;
    const p: Place = region ? { region, country } : { country };
    const c = placeCheck(t, p);
    if (c === 'ok') return 'ok';
    const { areas } = spots(t);
    if (region && areas.some((a) => a.whole && a.country === country)) near = true;
  }
  return near ? 'near' : 'hard';
}

// ------------------------------------------------------------------------------------------------ attribute checks
function yearsCheck(t: Truth, w: NonNullable<Want['years']>): Check {
  const slack = w.slack ?? 1;
  const lo = w.min ?? 0;
  const hi = w.max ?? 99;
  if (t.years >= lo && t.years <= hi) return 'ok';
  if (t.years >= lo - slack && t.years <= hi + slack) return 'near';
  return 'fail';
}

export const SENIORITY_WORDS: Record<string, { min?: number; max?: number; slack?: number }> = {
  junior: { max: 2, slack: 1 },
  confirme: { min: 3, max: 6, slack: 1 },
  senior: { min: 7, slack: 2 },
  expert: { min: 10, slack: 2 },
  /** "expérimenté", "experienced" */
  experienced: { min: 5, slack: 2 },
  /** "lead", "head of" */
  lead: { min: 7, slack: 2 },
};

function seniorityFilterCheck(t: Truth, bands: Band[]): Check {
  if (bands.includes(bandOf(t.years))) return 'ok';
  const declaredBand = (
    {
      'Junior (0-2 ans)': 'junior',
      'Confirme (3-6 ans)': 'confirme',
      'Senior (7-10 ans)': 'senior',
      'Expert (10+ ans)': 'expert',
    } as Record<string, Band>
  )[t.declared];
  if (declaredBand && bands.includes(declaredBand)) return 'near';
  return 'hard';
}

function remoteCheck(t: Truth, want: NonNullable<Want['remote']>): Check {
  const r = t.remote;
  if (want === 'full') return r.includes('Full remote') ? 'ok' : 'fail';
  if (want === 'remote-ok') return r.includes('Full remote') ? 'ok' : r.includes('Hybride') ? 'near' : 'fail';
  if (want === 'site') return r.includes('Sur site') ? 'ok' : r.includes('Hybride') ? 'near' : 'fail';
  return r.includes('Hybride')
    ? 'ok'
    : r.includes('Sur site') && r.includes('Full remote')
      ? 'near'
      : r.includes('Sur site')
        ? 'near'
        : 'fail';
}

function daysCheck(t: Truth, want: string[]): Check {
  if (t.days.some((d) => want.includes(d))) return 'ok';
  const n = want.map(Number);
  if (t.days.some((d) => n.some((x) => Math.abs(Number(d) - x) === 1))) return 'near';
  return 'fail';
}

function langCheck(t: Truth, want: { lang: string; min: Level }): Check {
  const l = t.languages.find((x) => x.lang === want.lang);
  if (!l) return 'fail';
  const have = LEVELS.indexOf(l.level);
  const need = LEVELS.indexOf(want.min);
  if (have >= need) return 'ok';
  if (have === need - 1) return 'near';
  return 'fail';
}

function checks(t: Truth, w: Want): Check[] {
  const out: Check[] = [];
  if (w.skillFilter) out.push(w.skillFilter.every((s) => t.slugs.includes(s)) ? 'ok' : 'hard');
  if (w.skills) {
    const missing = w.skills.filter((s) => !t.skills.includes(s)).length;
    out.push(missing === 0 ? 'ok' : missing === 1 ? 'near' : 'fail');
  }
  if (w.anySkill) out.push(w.anySkill.some((s) => t.skills.includes(s)) ? 'ok' : 'near');
  if (w.place) out.push(placeCheck(t, w.place));
  if (w.areaFilter) out.push(areaFilterCheck(t, w.areaFilter));
  if (w.years) out.push(yearsCheck(t, w.years));
  if (w.seniorityFilter) out.push(seniorityFilterCheck(t, w.seniorityFilter));
  if (w.now) {
    const d = daysBetween(TODAY, t.freeFrom);
    out.push(d <= 7 ? 'ok' : d <= 30 ? 'near' : 'fail');
  }
  if (w.by) out.push(t.freeFrom <= w.by ? 'ok' : t.freeFrom <= addDays(w.by, 21) ? 'near' : 'fail');
  if (w.availableFilter) out.push(t.available ? 'ok' : 'hard');
  if (w.remote) out.push(remoteCheck(t, w.remote));
  if (w.days) out.push(daysCheck(t, w.days));
  if (w.maxRate !== undefined)
    out.push(t.rate === null ? 'near' : t.rate <= w.maxRate ? 'ok' : t.rate <= w.maxRate * 1.1 ? 'near' : 'fail');
  for (const l of w.lang ?? []) out.push(langCheck(t, l));
  if (w.certs) out.push(w.certs.some((c) => t.certs.includes(c)) ? 'ok' : w.certNear ? 'near' : 'fail');
  if (w.sectors) out.push(w.sectors.some((s) => t.sectors.includes(s)) ? 'ok' : 'near');
  if (w.durations) out.push(w.durations.some((d) => (t.durations as string[]).includes(d)) ? 'ok' : 'near');
  if (w.exclude?.(t)) out.push('hard');
  return out;
}

function neighboursOf(keys: string[]): string[] {
  return [...new Set(keys.flatMap((k) => OCC_BY_KEY[k]?.neigh ?? []))];
}

export function grade(t: Truth, w: Want): Grade {
  const rel = w.rel ?? neighboursOf([...w.occ, ...(w.near ?? [])]);
  const base = w.occ.includes(t.occ) ? 3 : w.near?.includes(t.occ) ? 2 : rel.includes(t.occ) ? 1 : 0;
  if (base === 0) return 0;
  const cs = checks(t, w);
  if (cs.includes('hard')) return 0;
  if (cs.includes('fail')) return base >= 2 ? 1 : 0;
  const nears = cs.filter((c) => c === 'near').length;
  return Math.max(1, base - nears) as Grade;
}

/** OR: the best grade over the groups. */
export function gradeAny(t: Truth, ws: Want[]): Grade {
  return Math.max(0, ...ws.map((w) => grade(t, w))) as Grade;
}

/** All occupations whose holders can have a skill set: for queries made of skills only. */
export function bySkills(t: Truth, all: string[], typical: string[]): Grade {
  const have = all.filter((s) => t.skills.includes(s)).length;
  if (have === all.length) return typical.includes(t.occ) ? 3 : 2;
  if (have === all.length - 1 && all.length >= 2) return typical.includes(t.occ) ? 2 : 1;
  if (have > 0 && typical.includes(t.occ)) return 1;
  return 0;
}
