/**
 * The Truth of a set-36 profile and the grading conventions every query uses. Judges read the Truth only.
 *
 * A query's grade starts from the ROLE grade (3 exactly the asked occupation, 2 a close occupation that does the
 * job, 1 a related occupation, 0 anything else); each constraint of the query then answers ok / near / fail and
 * `grade` combines them: a fail brings a 2 or 3 down to 1 (and a 1 to 0); each near takes one point off (never below
 * 1 for a role grade of 2 or 3; a related profile with two nears drops to 0).
 */
import type { Area } from './areas';
import { DEPARTMENTS } from './areas';
import { OCC, type Family } from './occupations';

export type Grade = 0 | 1 | 2 | 3;
export type Verdict = 'ok' | 'near' | 'fail';
export type Band = 'junior' | 'confirme' | 'senior' | 'expert';
export type Level = 'A2' | 'B1' | 'B2' | 'C1' | 'C2' | 'native';
export type Remote = 'Sur site' | 'Hybride' | 'Full remote';

export interface Truth {
  id: string;
  occ: string;
  family: Family;
  gender: 'f' | 'm';
  cvLang: 'fr' | 'en';
  years: number;
  band: Band;
  /** The seniority the freelancer declared in meta (may be empty or off by one band). */
  declared: string;
  skills: string[];
  sectors: string[];
  /** Export zones worked: afrique, maghreb, moyen-orient, asie, dach, benelux, iberique, europe-est, ameriques, nordics. */
  markets: string[];
  available: boolean;
  /** First free day, YYYY-MM-DD. */
  availableFrom: string;
  rate: number | null;
  remote: Remote[];
  days: number[];
  durations: string[];
  home: { city: string; zip: string; dept: string; region: string; regionName: string; country: string };
  areas: Area[];
  languages: { lang: string; level: Level }[];
  certs: string[];
  vehicle: boolean;
  openToCdi: boolean;
  /** People managed in the latest role (0 when none). */
  teamSize: number;
  private: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    linkedin: string;
    employers: string[];
    school: string;
    referees: string[];
    named: string[];
  };
  /** Some private data is repeated in the free text. */
  leak: boolean;
}

export const TODAY = '2026-12-01';

export function bandOf(years: number): Band {
  if (years <= 2) return 'junior';
  if (years <= 6) return 'confirme';
  if (years <= 10) return 'senior';
  return 'expert';
}

// ---------------------------------------------------------------- role

/**
 * Role grade. Entries are occupation keys or `fam:<family>`. Related defaults to every occupation of the families
 * of the exact entries (neighbours of the asked job in the same trade).
 */
export function role(t: Truth, exact: string[], near: string[] = [], related?: string[]): Grade {
  const hit = (list: string[]) => list.some((e) => (e.startsWith('fam:') ? t.family === e.slice(4) : t.occ === e));
  if (hit(exact)) return 3;
  if (hit(near)) return 2;
  const rel =
    related ??
    exact
      .map((e) => (e.startsWith('fam:') ? e : `fam:${OCC[e]?.family ?? ''}`))
      .concat(near.filter((e) => e.startsWith('fam:')));
  if (hit(rel)) return 1;
  return 0;
}

export function grade(r: Grade, ...vs: Verdict[]): Grade {
  if (r === 0) return 0;
  if (vs.includes('fail')) return r >= 2 ? 1 : 0;
  const nears = vs.filter((v) => v === 'near').length;
  if (r === 1) return nears >= 2 ? 0 : 1;
  return Math.max(1, r - nears) as Grade;
}

/** Combines two verdicts (both must hold). */
export function both(a: Verdict, b: Verdict): Verdict {
  if (a === 'fail' || b === 'fail') return 'fail';
  if (a === 'near' || b === 'near') return 'near';
  return 'ok';
}
/** The better of several verdicts (either is enough). */
export function either(...vs: Verdict[]): Verdict {
  if (vs.includes('ok')) return 'ok';
  if (vs.includes('near')) return 'near';
  return 'fail';
}
/** An exclusion typed with a minus sign: the excluded property present is a fail. */
export function not(present: boolean): Verdict {
  return present ? 'fail' : 'ok';
}

// ---------------------------------------------------------------- place

export interface PlaceQ {
  /** French department codes. */
  depts?: string[];
  /** French region codes. */
  regions?: string[];
  /** Country codes (whole country). */
  countries?: string[];
  /** Foreign regions as CC:REGION (CH:GE, BE:BRU, BE:WAL). */
  foreign?: string[];
}

function regionOfDept(d: string): string | undefined {
  return DEPARTMENTS[d]?.regionCode;
}

/**
 * Place: ok when the freelancer lives in the asked place or declares a work area inside it or containing it (a
 * region for a department or a city of that region); near when the home is elsewhere in the same region (same
 * country for a foreign region), or the only matching area is the whole country; fail otherwise.
 */
export function place(t: Truth, q: PlaceQ): Verdict {
  const depts = q.depts ?? [];
  const regions = q.regions ?? [];
  const countries = q.countries ?? [];
  const foreign = q.foreign ?? [];
  const qRegions = new Set([...regions, ...depts.map((d) => regionOfDept(d) ?? '')]);
  const qCountries = new Set([
    ...countries,
    ...foreign.map((f) => f.split(':')[0] ?? ''),
    ...(depts.length || regions.length ? ['FR'] : []),
  ]);
  const inQ = (cc: string, dept: string | undefined, reg: string | undefined): boolean => {
    if (countries.includes(cc)) return true;
    if (cc === 'FR') return (!!dept && depts.includes(dept)) || (!!reg && regions.includes(reg));
    return !!reg && foreign.includes(`${cc}:${reg}`);
  };
  const h = t.home;
  if (inQ(h.country, h.dept, h.region)) return 'ok';
  let best: Verdict = 'fail';
  for (const a of t.areas) {
    const cc = a.countryCode ?? '';
    if (a.type === 'ville' || a.type === 'departement') {
      if (inQ(cc, a.departmentCode, a.regionCode)) return 'ok';
    } else if (a.type === 'region') {
      if (inQ(cc, undefined, a.regionCode)) return 'ok';
      if (cc === 'FR' && a.regionCode && depts.some((d) => regionOfDept(d) === a.regionCode)) return 'ok';
    } else if (a.type === 'pays') {
      if (countries.includes(cc)) return 'ok';
      if (qCountries.has(cc)) best = 'near';
    }
  }
  if (h.country === 'FR' && depts.length && qRegions.has(h.region) && !regions.includes(h.region)) best = 'near';
  if (h.country !== 'FR' && foreign.some((f) => f.startsWith(`${h.country}:`))) best = 'near';
  return best;
}

// ---------------------------------------------------------------- seniority

const BANDS: Band[] = ['junior', 'confirme', 'senior', 'expert'];
/** A seniority word: ok in the band, near in the adjacent band, fail otherwise. */
export function band(t: Truth, wanted: Band[]): Verdict {
  if (wanted.includes(t.band)) return 'ok';
  const i = BANDS.indexOf(t.band);
  if (wanted.some((w) => Math.abs(BANDS.indexOf(w) - i) === 1)) return 'near';
  return 'fail';
}
/** Years: ok inside [min, max], near within 2 years of the range, fail otherwise. */
export function years(t: Truth, min: number, max = 99): Verdict {
  if (t.years >= min && t.years <= max) return 'ok';
  if (t.years >= min - 2 && t.years <= max + 2) return 'near';
  return 'fail';
}

// ---------------------------------------------------------------- availability

function addDays(iso: string, n: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
/** Free by the date: ok; free within 30 days after it: near; later: fail. */
export function availBy(t: Truth, date: string): Verdict {
  if (t.availableFrom <= date) return 'ok';
  if (t.availableFrom <= addDays(date, 30)) return 'near';
  return 'fail';
}
/** "dispo", "available now", "ASAP": free within two weeks. */
export function availNow(t: Truth): Verdict {
  return availBy(t, addDays(TODAY, 14));
}

// ---------------------------------------------------------------- conditions

/** Remote: full = remote work asked; onsite = presence needed; hybrid = some days on site. */
export function remote(t: Truth, want: 'full' | 'hybrid' | 'onsite'): Verdict {
  const r = t.remote;
  if (!r.length) return 'ok';
  if (want === 'full') return r.includes('Full remote') ? 'ok' : r.includes('Hybride') ? 'near' : 'fail';
  if (want === 'hybrid') return r.includes('Hybride') || r.includes('Sur site') ? 'ok' : 'near';
  return r.includes('Sur site') || r.includes('Hybride') ? 'ok' : 'fail';
}
/** Days a week: ok when offered, near when one day off, fail otherwise. */
export function days(t: Truth, n: number): Verdict {
  if (!t.days.length || t.days.includes(n)) return 'ok';
  if (t.days.some((d) => Math.abs(d - n) === 1)) return 'near';
  return 'fail';
}
/** Budget: ok at or under it, near up to 10 % over it or when the rate is not given, fail above. */
export function rate(t: Truth, max: number): Verdict {
  if (t.rate === null) return 'near';
  if (t.rate <= max) return 'ok';
  if (t.rate <= max * 1.1) return 'near';
  return 'fail';
}
const LEVELS: Level[] = ['A2', 'B1', 'B2', 'C1', 'C2', 'native'];
/** Language at a minimum level: ok, near one level under, fail otherwise. */
export function lang(t: Truth, l: string, min: Level = 'B2'): Verdict {
  const x = t.languages.find((y) => y.lang === l);
  if (!x) return 'fail';
  const d = LEVELS.indexOf(x.level) - LEVELS.indexOf(min);
  if (d >= 0) return 'ok';
  return d === -1 ? 'near' : 'fail';
}
/** Skills asked together: ok with all, near with at least half, fail otherwise. */
export function skills(t: Truth, keys: string[]): Verdict {
  const n = keys.filter((k) => t.skills.includes(k)).length;
  if (n === keys.length) return 'ok';
  if (n * 2 >= keys.length && n > 0) return 'near';
  return 'fail';
}
export function hasSkill(t: Truth, ...keys: string[]): boolean {
  return keys.some((k) => t.skills.includes(k));
}
/** Sector: ok when the freelancer worked in it; otherwise near (soft) or fail (the mission needs it). */
export function sector(t: Truth, keys: string[], hard = false): Verdict {
  if (t.sectors.some((s) => keys.includes(s))) return 'ok';
  return hard ? 'fail' : 'near';
}
export function market(t: Truth, keys: string[], hard = false): Verdict {
  if (t.markets.some((s) => keys.includes(s))) return 'ok';
  return hard ? 'fail' : 'near';
}
/** Mission length: ok when accepted (or no preference), near otherwise. */
export function duration(t: Truth, d: string): Verdict {
  if (!t.durations.length || t.durations.includes(d)) return 'ok';
  return 'near';
}
export function vehicle(t: Truth): Verdict {
  return t.vehicle ? 'ok' : 'fail';
}
/** Team management asked: ok with a team of at least n, near with a smaller team, fail without. */
export function team(t: Truth, n: number): Verdict {
  if (t.teamSize >= n) return 'ok';
  return t.teamSize > 0 ? 'near' : 'fail';
}

// ---------------------------------------------------------------- occupation groups used by many queries

/** Every sales representative, sedentary or field ("commercial"). */
export const SALES_REPS = [
  'commercial-terrain',
  'attache-commercial',
  'technico-commercial',
  'vrp',
  'delegue-commercial',
  'business-developer',
  'ingenieur-affaires',
  'account-executive',
  'charge-affaires',
  'inside-sales',
];
export const FIELD_REPS = [
  'commercial-terrain',
  'attache-commercial',
  'technico-commercial',
  'vrp',
  'delegue-commercial',
];
export const KAMS = ['kam', 'ingenieur-grands-comptes'];
export const SALES_LEADERS = [
  'directeur-commercial',
  'head-of-sales',
  'directeur-developpement',
  'responsable-commercial',
];
export const ADV = ['responsable-adv', 'gestionnaire-adv'];
export const BIDS = ['bid-manager', 'charge-ao', 'proposal-manager'];
export const CHANNEL = ['channel-manager', 'channel-account', 'partner-manager', 'alliance-manager'];
export const EXPORT = ['export-area-manager', 'responsable-export', 'international-sales'];
export const PRESALES = ['avant-vente', 'solution-engineer'];
