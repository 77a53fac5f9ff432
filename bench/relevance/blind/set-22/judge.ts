/*
 * Grading conventions of set 22, written once and used by every query. Judges grade from the Truth only.
 *
 * Occupation gives the base: 3 asked occupation (or asked family), 2 neighbouring occupation, 1 same family or a
 * related occupation named by the query, 0 otherwise. Without an occupation, the asked skills give the base (all: 3,
 * all but one of two or more: 2, at least one: 1, none: 0).
 * Each further attribute the query asks for gives ok / near / fail: ok keeps the grade, near lowers it by one (never
 * below 1), fail caps it at 1 (related). An exclusion the profile matches gives 0. OR takes the best group.
 */
import { OCC, type Family } from './occupations';
import { CITY_AREAS, type Area } from './areas';

export type Band = 'junior' | 'confirme' | 'senior' | 'expert';
export type Remote = 'Sur site' | 'Hybride' | 'Full remote';
export type Level = 'A2' | 'B1' | 'B2' | 'C1' | 'C2' | 'natif';
export const LEVELS: Level[] = ['A2', 'B1', 'B2', 'C1', 'C2', 'natif'];
export const TODAY = '2026-11-30';

export interface Home {
  key: string;
  city: string;
  zip: string;
  dept: string;
  region: string;
  regionName: string;
  country: string;
}

export interface Truth {
  id: string;
  occ: string;
  fam: Family;
  it: boolean;
  lead: boolean;
  feminine: boolean;
  skills: string[];
  years: number;
  band: Band;
  declared: Band | '';
  available: boolean;
  freeFrom: string;
  rate: number | null;
  remote: Remote[];
  days: number[];
  durations: string[];
  home: Home;
  areas: Area[];
  langs: { lang: string; level: Level }[];
  certs: string[];
  sectors: string[];
  cvLang: 'fr' | 'en';
  noAccents: boolean;
  openToCdi: boolean;
  vehicle: boolean;
  priv: {
    first: string;
    last: string;
    email: string;
    phone: string;
    linkedin: string;
    employers: string[];
    schools: string[];
    referees: string[];
    named: string[];
    leaked: string[];
  };
}

export type Mark = 'ok' | 'near' | 'fail';
export type Grade = 0 | 1 | 2 | 3;

export function bandOf(years: number): Band {
  if (years <= 2) return 'junior';
  if (years <= 6) return 'confirme';
  if (years <= 10) return 'senior';
  return 'expert';
}

const norm = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
export const hasSkill = (t: Truth, s: string): boolean => t.skills.some((x) => norm(x) === norm(s));

// ---------------------------------------------------------------- places
export interface Place {
  kind: 'city' | 'dept' | 'region' | 'country';
  city?: string;
  dept?: string;
  region?: string;
  country: string;
}
export function cityPlace(key: string): Place {
  const a = CITY_AREAS[key];
  if (!a) throw new Error(`unknown city ${key}`);
  return {
    kind: 'city',
    city: a.cityName,
    dept: a.departmentCode,
    region: a.regionCode,
    country: a.countryCode ?? 'FR',
  };
}
export const deptPlace = (dept: string, region: string): Place => ({ kind: 'dept', dept, region, country: 'FR' });
export const regionPlace = (region: string, country = 'FR'): Place => ({ kind: 'region', region, country });
export const countryPlace = (country: string): Place => ({ kind: 'country', country });

/** ok: lives there or declares a work area that covers it; near: lives in the same region or mobile country-wide. */
export function placeMark(t: Truth, p: Place): Mark {
  const h = t.home;
  const inCountry = (a: Area) => (a.countryCode ?? 'FR') === p.country;
  if (p.kind === 'country') {
    if (h.country === p.country || t.areas.some(inCountry)) return 'ok';
    return 'fail';
  }
  if (p.kind === 'region') {
    if (h.country === p.country && h.region === p.region) return 'ok';
    if (t.areas.some((a) => inCountry(a) && a.type !== 'pays' && a.regionCode === p.region)) return 'ok';
    if (t.areas.some((a) => inCountry(a) && a.type === 'pays')) return 'near';
    return 'fail';
  }
  // city or department
  const sameDept = (d?: string) => p.dept !== undefined && d === p.dept;
  if (h.country === p.country) {
    if (p.kind === 'city' && h.city === p.city) return 'ok';
    if (sameDept(h.dept)) return 'ok';
  }
  for (const a of t.areas) {
    if (!inCountry(a)) continue;
    if (a.type === 'ville' && ((p.kind === 'city' && a.cityName === p.city) || sameDept(a.departmentCode))) return 'ok';
    if (a.type === 'departement' && sameDept(a.departmentCode)) return 'ok';
    if (a.type === 'region' && a.regionCode === p.region) return 'ok';
  }
  // Swiss and Luxembourg cities have no department: the canton / district stands for it.
  if (p.dept === undefined && h.country === p.country && h.region === p.region) return 'ok';
  if (h.country === p.country && h.region === p.region) return 'near';
  if (t.areas.some((a) => inCountry(a) && a.type === 'pays')) return 'near';
  return 'fail';
}

// ---------------------------------------------------------------- seniority and years
export type SenWord = Band | 'lead';
export function seniorityMark(t: Truth, w: SenWord): Mark {
  const y = t.years;
  switch (w) {
    case 'junior':
      return y <= 2 ? 'ok' : y === 3 ? 'near' : 'fail';
    case 'confirme':
      return y >= 3 && y <= 6 ? 'ok' : y === 2 || y === 7 || y === 8 ? 'near' : 'fail';
    case 'senior':
      return y >= 7 ? 'ok' : y >= 5 ? 'near' : 'fail';
    case 'expert':
      return y >= 10 ? 'ok' : y >= 8 ? 'near' : 'fail';
    case 'lead':
      if (t.lead && y >= 5) return 'ok';
      return t.lead || y >= 8 ? 'near' : 'fail';
  }
}
export function minYearsMark(t: Truth, n: number): Mark {
  if (t.years >= n) return 'ok';
  return t.years >= Math.floor(n * 0.8) ? 'near' : 'fail';
}

// ---------------------------------------------------------------- availability, remote, days, rate
const addDays = (iso: string, d: number): string => {
  const x = new Date(`${iso}T00:00:00Z`);
  x.setUTCDate(x.getUTCDate() + d);
  return x.toISOString().slice(0, 10);
};
/** 'now': free within a week (near: within a month); a date: free by then (near: three weeks later). */
export function availMark(t: Truth, by: 'now' | string): Mark {
  const limit = by === 'now' ? addDays(TODAY, 7) : by;
  const nearLimit = by === 'now' ? addDays(TODAY, 31) : addDays(by, 21);
  if (t.freeFrom <= limit) return 'ok';
  return t.freeFrom <= nearLimit ? 'near' : 'fail';
}
export function remoteMark(t: Truth, w: 'full' | 'onsite' | 'any-remote'): Mark {
  const has = (r: Remote) => t.remote.includes(r);
  if (w === 'full') return has('Full remote') ? 'ok' : has('Hybride') ? 'near' : 'fail';
  if (w === 'onsite') return has('Sur site') ? 'ok' : has('Hybride') ? 'near' : 'fail';
  return has('Full remote') || has('Hybride') ? 'ok' : 'fail';
}
/** Part time: accepts the asked number of days a week or fewer (near: one more). */
export function daysMark(t: Truth, max: number): Mark {
  const m = Math.min(...t.days);
  return m <= max ? 'ok' : m === max + 1 ? 'near' : 'fail';
}
export function rateMark(t: Truth, max: number): Mark {
  if (t.rate === null) return 'near';
  if (t.rate <= max) return 'ok';
  return t.rate <= max * 1.1 ? 'near' : 'fail';
}
export function langMark(t: Truth, lang: string, min: Level): Mark {
  const l = t.langs.find((x) => x.lang === lang);
  if (!l) return 'fail';
  const d = LEVELS.indexOf(l.level) - LEVELS.indexOf(min);
  return d >= 0 ? 'ok' : d === -1 ? 'near' : 'fail';
}
export function skillsMark(t: Truth, skills: string[]): Mark {
  const n = skills.filter((s) => hasSkill(t, s)).length;
  if (n === skills.length) return 'ok';
  return skills.length >= 2 && n === skills.length - 1 ? 'near' : 'fail';
}

// ---------------------------------------------------------------- the combination
export interface Want {
  /** Asked occupations (3). */
  occ?: string[];
  /** Asked families (3). */
  fam?: Family[];
  /** Neighbours (2); default: the asked occupations' neighbours. */
  near?: string[];
  /** Related (1) besides the same family. */
  rel?: string[];
  skills?: string[];
  anySkills?: string[];
  place?: Place | Place[];
  sen?: SenWord;
  minYears?: number;
  avail?: 'now' | string;
  remote?: 'full' | 'onsite' | 'any-remote';
  days?: number;
  maxRate?: number;
  lang?: [string, Level][];
  sector?: string | string[];
  cert?: string[];
  /** Exclusion: a profile it matches gets 0. */
  not?: (t: Truth) => boolean;
  /** Extra condition giving a mark. */
  extra?: (t: Truth) => Mark;
}

export function occBase(t: Truth, w: Want): Grade {
  if (w.occ?.includes(t.occ) || w.fam?.includes(t.fam)) return 3;
  const near = w.near ?? (w.occ ?? []).flatMap((o) => OCC[o]?.near ?? []);
  if (near.includes(t.occ)) return 2;
  if (w.rel?.includes(t.occ)) return 1;
  const fams = new Set<Family>([...(w.fam ?? []), ...(w.occ ?? []).map((o) => OCC[o]!.fam)]);
  if (fams.has(t.fam)) return 1;
  if (w.fam && OCC[t.occ]!.near.some((n) => w.fam!.includes(OCC[n]!.fam))) return 1;
  return 0;
}

export function grade(t: Truth, w: Want): Grade {
  if (w.not?.(t)) return 0;
  let g: number;
  const marks: Mark[] = [];
  if (w.occ || w.fam) {
    g = occBase(t, w);
    if (w.skills) marks.push(skillsMark(t, w.skills));
  } else if (w.skills) {
    const n = w.skills.filter((s) => hasSkill(t, s)).length;
    g = n === w.skills.length ? 3 : w.skills.length >= 2 && n === w.skills.length - 1 ? 2 : n > 0 ? 1 : 0;
  } else g = 3;
  if (g === 0) return 0;
  if (w.anySkills) marks.push(w.anySkills.some((s) => hasSkill(t, s)) ? 'ok' : 'fail');
  if (w.place) {
    const ps = Array.isArray(w.place) ? w.place : [w.place];
    const ms = ps.map((p) => placeMark(t, p));
    marks.push(ms.includes('ok') ? 'ok' : ms.includes('near') ? 'near' : 'fail');
  }
  if (w.sen) marks.push(seniorityMark(t, w.sen));
  if (w.minYears !== undefined) marks.push(minYearsMark(t, w.minYears));
  if (w.avail) marks.push(availMark(t, w.avail));
  if (w.remote) marks.push(remoteMark(t, w.remote));
  if (w.days !== undefined) marks.push(daysMark(t, w.days));
  if (w.maxRate !== undefined) marks.push(rateMark(t, w.maxRate));
  for (const [l, lv] of w.lang ?? []) marks.push(langMark(t, l, lv));
  if (w.sector) {
    const ss = Array.isArray(w.sector) ? w.sector : [w.sector];
    marks.push(ss.some((s) => t.sectors.includes(s)) ? 'ok' : 'near');
  }
  if (w.cert) marks.push(w.cert.some((c) => t.certs.includes(c)) ? 'ok' : 'near');
  if (w.extra) marks.push(w.extra(t));
  for (const m of marks) {
    if (m === 'near') g = Math.max(1, g - 1);
    else if (m === 'fail') g = Math.min(g, 1);
  }
  return g as Grade;
}

export const J =
  (w: Want) =>
  (t: Truth): Grade =>
    grade(t, w);
/** OR of groups: the best group's grade. */
export const JOr =
  (...ws: Want[]) =>
  (t: Truth): Grade =>
    Math.max(...ws.map((w) => grade(t, w))) as Grade;
