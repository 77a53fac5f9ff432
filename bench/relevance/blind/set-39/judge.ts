/**
 * Grading conventions of set-39, written once and used by every query.
 *
 * A query states what the mission needs as a `Need`. The grade starts from the occupation:
 *   3 the occupation asked (or no occupation asked),
 *   2 a near occupation that can take the mission with a small difference (e.g. an IBODE for an IDE vacation),
 *   1 a related occupation (same family, default), 0 anything else (neighbours are never related).
 * Each other attribute gives ok / near / fail:
 *   near  -> minus one grade (never below 1),
 *   fail  -> the grade drops to 1 when the occupation was exact and this is the only failure, else to 0.
 * Attribute rules (see the functions below): place, seniority band / years, availability, days a week, mission
 * length, nights, weekends, languages, rate, remote, units, care settings, skills.
 */
import { DEPT_AREAS, type Area } from './areas';
import { addDays, TODAY } from './corpus';
import { LEVEL_RANK, occ, type Band, type Family, type LangLevel, type Truth } from './model';
import { city } from './places';

export type Verdict = 'ok' | 'near' | 'fail';
export type Grade = 0 | 1 | 2 | 3;

export interface Place {
  /** department codes (a city query is graded on its department: the metro area) */
  depts?: string[];
  /** region codes: French regions ('84'), Swiss cantons ('VD'), Belgian regions ('BRU') */
  regions?: string[];
  countries?: string[];
}

export interface Need {
  occ?: string[];
  near?: string[];
  related?: string[];
  /** when true, only `related` gives 1 (not the whole family) */
  strictRelated?: boolean;
  units?: string[];
  /** skills that also count as the unit (e.g. hemodialyse for dialyse) */
  unitSkills?: string[];
  unitHard?: boolean;
  settings?: string[];
  settingHard?: boolean;
  /** every skill wanted; some present -> near; none -> fail when skillsHard else near */
  skills?: string[];
  skillsHard?: boolean;
  place?: Place;
  bands?: Band[];
  minYears?: number;
  maxYears?: number;
  /** first free day no later than this date (YYYY-MM-DD) */
  availBy?: string;
  days?: number;
  durations?: Truth['durations'];
  nights?: boolean;
  weekends?: boolean;
  langs?: { lang: string; min: LangLevel }[];
  rateMax?: number;
  remote?: 'Full remote' | 'Hybride';
  /** only these families can be graded above 0 (skill queries without a title) */
  families?: Family[];
  /** highest grade this reading can give (e.g. an IDE with theatre experience read as an IBODE: 2) */
  cap?: Grade;
}

const BAND_ORDER: Band[] = ['junior', 'confirme', 'senior', 'expert'];
const DURATION_ORDER = ['< 3 mois', '3 a 6 mois', '6 a 12 mois', '> 12 mois'];
/** available now, as a recruiter means it: free within two weeks */
export const NOW = addDays(TODAY, 14);

export function occScore(t: Truth, n: Need): Grade {
  if (!n.occ) return 3;
  if (n.occ.includes(t.occ)) return 3;
  if (n.near?.includes(t.occ)) return 2;
  if (n.related?.includes(t.occ)) return 1;
  if (n.strictRelated) return 0;
  const o = occ(t.occ);
  if (o.neighbour) return 0;
  const fams = new Set<Family>(n.occ.map((k) => occ(k).family));
  return fams.has(t.family) ? 1 : 0;
}

function deptRegion(code: string): string | undefined {
  return DEPT_AREAS.find((d) => d.departmentCode === code)?.regionCode;
}

/** does an area lie inside the place, or contain part of it (a region covering an asked department)? */
function overlaps(a: Area, p: Place): boolean {
  const depts = p.depts ?? [];
  const regions = p.regions ?? [];
  const countries = p.countries ?? [];
  const inCountry = countries.includes(a.countryCode ?? '');
  if (a.type === 'ville' || a.type === 'departement')
    return depts.includes(a.departmentCode ?? '-') || regions.includes(a.regionCode ?? '-') || inCountry;
  if (a.type === 'region')
    return (
      regions.includes(a.regionCode ?? '-') ||
      inCountry ||
      depts.some((d) => a.countryCode === 'FR' && deptRegion(d) === a.regionCode)
    );
  return inCountry;
}

/** the countries the place lies in */
function placeCountries(p: Place): string[] {
  const out = new Set<string>(p.countries ?? []);
  for (const d of p.depts ?? []) if (deptRegion(d)) out.add('FR');
  for (const r of p.regions ?? []) out.add(/^\d+$/.test(r) ? 'FR' : r.length === 3 ? 'BE' : 'CH');
  return [...out];
}

export function placeVerdict(t: Truth, p: Place): Verdict {
  const home = city(t.home);
  if (overlaps(home, p)) return 'ok';
  if (t.areas.some((a) => a.type !== 'pays' && overlaps(a, p))) return 'ok';
  const pcs = placeCountries(p);
  if (t.areas.some((a) => a.type === 'pays' && (overlaps(a, p) || pcs.includes(a.countryCode ?? '')))) {
    // a whole country is a mobility statement: exact when the place is that country, near otherwise
    return (p.countries ?? []).length > 0 && !p.depts && !p.regions ? 'ok' : 'near';
  }
  // lives in the same region as an asked department
  if ((p.depts ?? []).some((d) => deptRegion(d) === home.regionCode && home.countryCode === 'FR')) return 'near';
  return 'fail';
}

function bandVerdict(t: Truth, bands: Band[]): Verdict {
  if (bands.includes(t.band)) return 'ok';
  const i = BAND_ORDER.indexOf(t.band);
  return bands.some((b) => Math.abs(BAND_ORDER.indexOf(b) - i) === 1) ? 'near' : 'fail';
}

function availVerdict(t: Truth, by: string): Verdict {
  if (t.freeFrom <= by) return 'ok';
  if (t.freeFrom <= addDays(by, 21)) return 'near';
  return 'fail';
}

function daysVerdict(t: Truth, d: number): Verdict {
  if (t.days.includes(d)) return 'ok';
  if (t.days.some((x) => Math.abs(x - d) === 1)) return 'near';
  return 'fail';
}

function durationVerdict(t: Truth, ds: Truth['durations']): Verdict {
  if (t.durations.some((d) => ds.includes(d))) return 'ok';
  const want = ds.map((d) => DURATION_ORDER.indexOf(d));
  if (t.durations.some((d) => want.some((w) => Math.abs(DURATION_ORDER.indexOf(d) - w) === 1))) return 'near';
  return 'fail';
}

function langVerdict(t: Truth, l: { lang: string; min: LangLevel }): Verdict {
  const have = t.languages.find((x) => x.lang === l.lang);
  if (!have) return 'fail';
  if (LEVEL_RANK[have.level] >= LEVEL_RANK[l.min]) return 'ok';
  return LEVEL_RANK[have.level] >= LEVEL_RANK[l.min] - 1 ? 'near' : 'fail';
}

function rateVerdict(t: Truth, max: number): Verdict {
  if (t.rate === null) return 'near';
  if (t.rate <= max) return 'ok';
  if (t.rate <= max * 1.1) return 'near';
  return 'fail';
}

function remoteVerdict(t: Truth, r: 'Full remote' | 'Hybride'): Verdict {
  if (t.remote.includes(r)) return 'ok';
  if (r === 'Full remote' && t.remote.includes('Hybride')) return 'near';
  if (r === 'Hybride' && t.remote.includes('Full remote')) return 'ok';
  return 'fail';
}

export function verdicts(t: Truth, n: Need): Verdict[] {
  const v: Verdict[] = [];
  if (n.units) {
    const has = t.units.some((u) => n.units!.includes(u)) || (n.unitSkills ?? []).some((s) => t.skills.includes(s));
    v.push(has ? 'ok' : n.unitHard ? 'fail' : 'near');
  }
  if (n.settings) v.push(t.settings.some((s) => n.settings!.includes(s)) ? 'ok' : n.settingHard ? 'fail' : 'near');
  if (n.skills) {
    const got = n.skills.filter((s) => t.skills.includes(s)).length;
    v.push(got === n.skills.length ? 'ok' : got > 0 ? 'near' : n.skillsHard ? 'fail' : 'near');
  }
  if (n.place) v.push(placeVerdict(t, n.place));
  if (n.bands) v.push(bandVerdict(t, n.bands));
  if (n.minYears !== undefined) v.push(t.years >= n.minYears ? 'ok' : t.years >= n.minYears - 2 ? 'near' : 'fail');
  if (n.maxYears !== undefined) v.push(t.years <= n.maxYears ? 'ok' : t.years <= n.maxYears + 2 ? 'near' : 'fail');
  if (n.availBy) v.push(availVerdict(t, n.availBy));
  if (n.days !== undefined) v.push(daysVerdict(t, n.days));
  if (n.durations) v.push(durationVerdict(t, n.durations));
  if (n.nights !== undefined) v.push(t.nights === n.nights ? 'ok' : 'fail');
  if (n.weekends !== undefined) v.push(t.weekends === n.weekends ? 'ok' : 'fail');
  for (const l of n.langs ?? []) v.push(langVerdict(t, l));
  if (n.rateMax !== undefined) v.push(rateVerdict(t, n.rateMax));
  if (n.remote) v.push(remoteVerdict(t, n.remote));
  return v;
}

export function combine(base: Grade, vs: Verdict[]): Grade {
  if (base === 0) return 0;
  const fails = vs.filter((x) => x === 'fail').length;
  const nears = vs.filter((x) => x === 'near').length;
  if (fails > 0) return base === 3 && fails === 1 ? 1 : 0;
  return Math.max(1, base - nears) as Grade;
}

export function grade(t: Truth, n: Need): Grade {
  if (n.families && !n.families.includes(t.family)) return 0;
  const g = combine(occScore(t, n), verdicts(t, n));
  return (n.cap !== undefined ? Math.min(n.cap, g) : g) as Grade;
}

/** a judge from a Need */
export function need(n: Need): (t: Truth) => Grade {
  return (t) => grade(t, n);
}

/** the best grade over several acceptable readings of a query (OR queries, alternatives) */
export function best(...ns: Need[]): (t: Truth) => Grade {
  return (t) => Math.max(...ns.map((n) => grade(t, n))) as Grade;
}

/** clinical professionals who hold the AFGSU from their initial training */
export const AFGSU_FAMILIES: Family[] = ['nurse', 'doctor', 'midwife', 'care', 'regulation'];

// ---- occupation groups used by many queries
export const NURSES = ['ide', 'ibode', 'iade', 'puer', 'ipa', 'idec', 'idetravail', 'idehyg'];
export const OTHER_NURSES = (k: string): string[] => NURSES.filter((x) => x !== k);
export const CARE_HOME_MANAGERS = ['direhpad'];

// ---- places as recruiters type them
export const PLACES: Record<string, Place> = {
  lyon: { depts: ['69'] },
  bordeaux: { depts: ['33'] },
  paris: { depts: ['75'] },
  idf: { regions: ['11'] },
  petiteCouronne: { depts: ['92', '93', '94'] },
  seineSaintDenis: { depts: ['93'] },
  bretagne: { regions: ['53'] },
  paca: { regions: ['93'] },
  limousin: { depts: ['19', '23', '87'] },
  reunion: { regions: ['04'] },
  guadeloupe: { regions: ['01'] },
  suisseRomande: { regions: ['GE', 'VD', 'FR', 'NE', 'VS', 'JU'] },
  corse: { regions: ['94'] },
  luxembourg: { countries: ['LU'] },
  alsace: { depts: ['67', '68'] },
  occitanie: { regions: ['76'] },
  lille: { depts: ['59'] },
  strasbourg: { depts: ['67'] },
  nancy: { depts: ['54'] },
  creuse: { depts: ['23'] },
  marseille: { depts: ['13'] },
  hauteSavoie: { depts: ['74'] },
  aveyron: { depts: ['12'] },
  toulouse: { depts: ['31'] },
  rennes: { depts: ['35'] },
  montpellier: { depts: ['34'] },
  cantal: { depts: ['15'] },
  normandie: { regions: ['28'] },
  nantes: { depts: ['44'] },
  reims: { depts: ['51'] },
  geneve: { regions: ['GE'] },
  bruxelles: { regions: ['BRU'] },
  hauteMarne: { depts: ['52'] },
  lozere: { depts: ['48'] },
  annecy: { depts: ['74'] },
  limoges: { depts: ['87'] },
  vaud: { regions: ['VD'] },
  nice: { depts: ['06'] },
  auvergne: { depts: ['03', '15', '43', '63'] },
  belgique: { countries: ['BE'] },
};
