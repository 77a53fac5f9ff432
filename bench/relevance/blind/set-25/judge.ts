/* Grading conventions of blind-25: one place for how a Truth answers what a mission needs. */
import type { WorkArea } from '../../../../src/domain/profile/raw-profile.schema';
import { CITIES, DEPARTMENTS, type CityKey } from './areas';
import { CERTS, SKILLS } from './data-skills';
import type { Sector } from './data-people';
import { OCC, TODAY, addDays, type Lang, type Level, type Remote, type Truth } from './truth';

export type Grade = 0 | 1 | 2 | 3;
type Verdict = 'ok' | 'near' | 'fail';

/**
 * A place as a recruiter means it. `depts` are French department codes or Belgian province codes; `regions` are
 * `countryCode:regionCode` (French regions, Belgian regions, Swiss cantons, Luxembourg cantons); `countries` ISO codes.
 * `near` lists what is a short trip away (a neighbouring department, a cross-border town).
 */
export interface Place {
  cities?: CityKey[];
  depts?: string[];
  regions?: string[];
  countries?: string[];
  near?: { cities?: CityKey[]; depts?: string[]; regions?: string[] };
}

/** Years of experience asked: ok inside [min, max]; near up to 2 years outside; fail beyond. */
export interface Years {
  min?: number;
  max?: number;
}

export interface Need {
  /** Occupations that are exactly what is asked (grade 3 when nothing else misses). */
  roles?: string[];
  /** Occupations graded as a strong match (2), added to the roles' own strong neighbours. */
  strong?: string[];
  /** Occupations graded as related (1), added to the roles' own related neighbours. */
  related?: string[];
  /** Do not add the roles' own neighbours. */
  only?: boolean;
  /** Occupations that are not wanted at all (0), e.g. after an exclusion. */
  exclude?: string[];
  /** Tools the mission needs, all of them: present ok, an alternative tool near, none fail. */
  skills?: string[];
  /** One of these tools is needed: present ok, an alternative near, none fail. */
  anySkill?: string[];
  /** One of these certificates: present ok, an alternative certificate near, none fail. */
  certs?: string[];
  place?: Place;
  years?: Years;
  /** Latest first day: free by then ok, within 30 more days near, later fail. */
  freeBy?: string;
  remote?: Remote;
  /** Days a week offered by the mission. */
  days?: number;
  /** Highest day rate: at or under ok; up to 10 % over, or not given, near; more fail. */
  rateMax?: number;
  /** Languages with the lowest level: at or over ok, one level under near, else fail. */
  langs?: [Lang, Level][];
  /** Sector experience wanted: has it ok, otherwise near (a plus, never a reason to drop). */
  sector?: Sector[];
}

/** Immediately available: free within a week. */
export const NOW = addDays(TODAY, 7);

function homeArea(t: Truth): WorkArea {
  return CITIES[t.home].area;
}

function sameCity(a: WorkArea, k: CityKey): boolean {
  const c = CITIES[k].area;
  return (
    a.type === 'ville' &&
    a.cityName === c.cityName &&
    a.countryCode === c.countryCode &&
    a.cityZipCode === c.cityZipCode
  );
}

function inRegion(a: WorkArea, r: string): boolean {
  const [cc, code] = r.split(':');
  return a.countryCode === cc && a.regionCode === code && a.type !== 'pays';
}

/** The area lies inside the place. */
function within(a: WorkArea, p: Place): boolean {
  if (p.cities?.some((k) => sameCity(a, k))) return true;
  if (a.type !== 'region' && a.type !== 'pays' && a.departmentCode && p.depts?.includes(a.departmentCode)) return true;
  if (p.regions?.some((r) => inRegion(a, r))) return true;
  if (p.countries?.includes(a.countryCode ?? '')) return true;
  return false;
}

/** The places' own departments, regions and countries (what a declared area must cover). */
function targets(p: Place): { depts: string[]; regions: string[]; countries: string[] } {
  const depts = new Set(p.depts ?? []);
  const regions = new Set(p.regions ?? []);
  const countries = new Set(p.countries ?? []);
  for (const k of p.cities ?? []) {
    const a = CITIES[k].area;
    if (a.departmentCode) depts.add(a.departmentCode);
    regions.add(`${a.countryCode}:${a.regionCode}`);
    countries.add(a.countryCode!);
  }
  for (const d of depts) {
    const a = DEPARTMENTS[d];
    if (a) {
      regions.add(`${a.countryCode}:${a.regionCode}`);
      countries.add(a.countryCode!);
    }
  }
  for (const r of regions) countries.add(r.split(':')[0]!);
  return { depts: [...depts], regions: [...regions], countries: [...countries] };
}

/** A declared area that covers the place: a department or region around it is ok; the whole country is near. */
function covers(a: WorkArea, p: Place): Verdict | null {
  const tg = targets(p);
  const narrowest = p.cities?.length ? 'city' : p.depts?.length ? 'dept' : p.regions?.length ? 'region' : 'country';
  if (a.type === 'departement' && narrowest === 'city' && tg.depts.includes(a.departmentCode ?? '')) return 'ok';
  if (
    a.type === 'region' &&
    (narrowest === 'city' || narrowest === 'dept') &&
    tg.regions.includes(`${a.countryCode}:${a.regionCode}`)
  )
    return 'ok';
  if (a.type === 'pays' && narrowest !== 'country' && tg.countries.includes(a.countryCode ?? '')) return 'near';
  return null;
}

export function placeVerdict(t: Truth, p: Place): Verdict {
  const home = homeArea(t);
  if (within(home, p)) return 'ok';
  let best: Verdict = 'fail';
  for (const a of t.areas) {
    if (within(a, p)) return 'ok';
    const c = covers(a, p);
    if (c === 'ok') return 'ok';
    if (c === 'near') best = 'near';
  }
  const n = p.near;
  if (n && (n.cities?.includes(t.home) || within(home, { depts: n.depts, regions: n.regions }))) return 'near';
  if (t.areas.some((a) => n && within(a, { cities: n.cities, depts: n.depts, regions: n.regions }))) return 'near';
  if (best === 'fail' && (p.cities?.length || p.depts?.length)) {
    // same French region (or same Belgian region / Swiss canton) as a city or department asked: near
    if (targets(p).regions.includes(`${home.countryCode}:${home.regionCode}`)) return 'near';
  }
  return best;
}

function yearsVerdict(t: Truth, y: Years): Verdict {
  const lo = y.min ?? 0;
  const hi = y.max ?? 99;
  if (t.years >= lo && t.years <= hi) return 'ok';
  if (t.years >= lo - 2 && t.years <= hi + 2) return 'near';
  return 'fail';
}

function hasSkill(t: Truth, k: string): Verdict {
  if (t.skills.includes(k)) return 'ok';
  if ((SKILLS[k]?.alts ?? []).some((a) => t.skills.includes(a))) return 'near';
  return 'fail';
}

function certVerdict(t: Truth, certs: string[]): Verdict {
  if (certs.some((c) => t.certs.includes(c))) return 'ok';
  if (certs.some((c) => (CERTS[c]?.alts ?? []).some((a) => t.certs.includes(a)))) return 'near';
  return 'fail';
}

function remoteVerdict(t: Truth, want: Remote): Verdict {
  if (t.remote.includes(want)) return 'ok';
  if (want === 'Hybride') return t.remote.includes('Sur site') ? 'near' : 'fail';
  return t.remote.includes('Hybride') ? 'near' : 'fail';
}

function daysVerdict(t: Truth, want: number): Verdict {
  const d = t.days.map(Number);
  if (d.includes(want)) return 'ok';
  if (d.some((x) => Math.abs(x - want) === 1)) return 'near';
  return 'fail';
}

function langVerdict(t: Truth, lang: Lang, min: Level): Verdict {
  const l = t.languages.find((x) => x.lang === lang)?.level ?? 0;
  if (l >= min) return 'ok';
  if (l === min - 1) return 'near';
  return 'fail';
}

/** The occupation's grade before constraints: 3 asked, 2 strong neighbour, 1 related, 0 otherwise. */
export function roleBase(t: Truth, n: Need): Grade {
  if (n.exclude?.includes(t.occ)) return 0;
  const roles = n.roles ?? [];
  if (roles.includes(t.occ)) return 3;
  const strong = new Set(n.strong ?? []);
  const related = new Set(n.related ?? []);
  if (!n.only)
    for (const r of roles) {
      for (const s of OCC[r]?.strong ?? []) strong.add(s);
      for (const s of OCC[r]?.related ?? []) related.add(s);
    }
  if (strong.has(t.occ)) return 2;
  if (related.has(t.occ)) return 1;
  return 0;
}

/** Grade when the need is tools only (no title): all tools 3; all but one (or alternatives) 2; some 1. */
function skillBase(t: Truth, n: Need): Grade {
  if (n.exclude?.includes(t.occ)) return 0;
  if (n.anySkill) {
    const v = n.anySkill.map((k) => hasSkill(t, k));
    return v.includes('ok') ? 3 : v.includes('near') ? 1 : 0;
  }
  const v = (n.skills ?? []).map((k) => hasSkill(t, k));
  const ok = v.filter((x) => x === 'ok').length;
  const near = v.filter((x) => x === 'near').length;
  if (ok === v.length) return 3;
  if (v.length >= 2 && ok >= v.length - 1 && (ok + near === v.length || v.length >= 3)) return 2;
  if (ok >= 1 || near >= 1) return 1;
  return 0;
}

/** Combines the base with the constraints: each near takes a grade off; one miss leaves at most 1; two leave 0. */
export function grade(t: Truth, n: Need): Grade {
  const toolOnly = !n.roles;
  const base = toolOnly ? skillBase(t, n) : roleBase(t, n);
  if (base === 0) return 0;
  const v: Verdict[] = [];
  if (!toolOnly) {
    for (const k of n.skills ?? []) v.push(hasSkill(t, k));
    if (n.anySkill) {
      const a = n.anySkill.map((k) => hasSkill(t, k));
      v.push(a.includes('ok') ? 'ok' : a.includes('near') ? 'near' : 'fail');
    }
  }
  if (n.certs) v.push(certVerdict(t, n.certs));
  if (n.place) v.push(placeVerdict(t, n.place));
  if (n.years) v.push(yearsVerdict(t, n.years));
  if (n.freeBy) v.push(t.freeFrom <= n.freeBy ? 'ok' : t.freeFrom <= addDays(n.freeBy, 30) ? 'near' : 'fail');
  if (n.remote) v.push(remoteVerdict(t, n.remote));
  if (n.days !== undefined) v.push(daysVerdict(t, n.days));
  if (n.rateMax !== undefined)
    v.push(t.rate === null ? 'near' : t.rate <= n.rateMax ? 'ok' : t.rate <= n.rateMax * 1.1 ? 'near' : 'fail');
  for (const [l, m] of n.langs ?? []) v.push(langVerdict(t, l, m));
  if (n.sector) v.push(n.sector.some((s) => t.sectors.includes(s)) ? 'ok' : 'near');
  const fails = v.filter((x) => x === 'fail').length;
  const nears = v.filter((x) => x === 'near').length;
  if (fails >= 2) return 0;
  if (fails === 1) return base === 3 && nears <= 1 ? 1 : 0;
  return Math.max(1, base - nears) as Grade;
}

export function need(n: Need): (t: Truth) => Grade {
  return (t) => grade(t, n);
}

/* Places the queries use. */
export const PARIS: Place = { depts: ['75', '92', '93', '94'], near: { depts: ['78', '91', '95', '77'] } };
export const LA_DEFENSE: Place = {
  cities: ['puteaux', 'courbevoie', 'nanterre'],
  depts: ['92', '75'],
  near: { depts: ['78', '95', '93', '94', '91'] },
};
export const LYON: Place = { cities: ['lyon', 'lyon7', 'villeurbanne'], depts: ['69'] };
export const LUXEMBOURG: Place = { countries: ['LU'], near: { cities: ['thionville', 'metz'], depts: ['WLX'] } };
export const GENEVE: Place = {
  regions: ['CH:GE'],
  cities: ['annemasse', 'saintgenis'],
  near: { cities: ['nyon', 'annecy', 'morges', 'lausanne'] },
};
export const BRUXELLES: Place = { regions: ['BE:BRU'], cities: ['zaventem'], near: { depts: ['VBR', 'WBR'] } };
export const SUISSE_ROMANDE: Place = {
  regions: ['CH:GE', 'CH:VD', 'CH:NE', 'CH:FR', 'CH:VS', 'CH:JU'],
  cities: ['annemasse', 'saintgenis'],
  near: { regions: ['CH:BE'] },
};
