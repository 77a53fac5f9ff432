// set-31 grading conventions, written once and used by every query. Judges read the Truth only, never the text.
//
// A grade starts from a BASE (the role, or the skills when the query names no role), then each constraint the query
// states gives ok / near / fail:
//   - ok: nothing changes;
//   - near: one near caps the grade at 2, two or more nears cap it at 1;
//   - fail: caps the grade at 1 (right person, wrong circumstance: still "related");
//   - a constraint sent as a FILTER (body.available, body.workAreas, body.seniority, body.skills) that fails gives 0.
// Exclusions typed with a minus sign give 0 when the Truth has what was excluded.
import { CITY, DEPT } from './areas';
import { OCC, OCCS } from './occupations';
import {
  TODAY,
  LEVELS,
  homeCountry,
  homeDept,
  homeRegion,
  type Band,
  type Duration,
  type Level,
  type Truth,
} from './corpus';
import type { Sector } from './occupations';

export type G = 0 | 1 | 2 | 3;
export type Verdict = 'ok' | 'near' | 'fail';
export type Check = (t: Truth) => Verdict;

// ---------------------------------------------------------------- role
export interface RoleSpec {
  /** Occupations that are exactly what was asked: 3. */
  exact: string[];
  /** Strong alternatives: 2. */
  near?: string[];
  /** Related occupations: 1 (besides the exact occupations' own family, unless family is false). */
  related?: string[];
  family?: boolean;
  /** Occupations that get 0 even inside the family. */
  zero?: string[];
}
export function roleBase(t: Truth, r: RoleSpec): G {
  if (r.zero?.includes(t.occ)) return 0;
  if (r.exact.includes(t.occ)) return 3;
  if (r.near?.includes(t.occ)) return 2;
  if (r.related?.includes(t.occ)) return 1;
  if (r.family !== false && t.family !== 'prive' && r.exact.some((k) => OCC[k]!.family === t.family)) return 1;
  return 0;
}

// ---------------------------------------------------------------- skills
/** A concept a query types, and the canonical skills of the Truth that satisfy it. */
export const CONCEPTS: Record<string, string[]> = {
  'PLU / PLUi': ['PLU / PLUi'],
  EPRD: ['EPRD', 'Tarification (EPRD / ERRD)'],
  Paie: ['Paie'],
  'Ciril RH': ['Ciril RH'],
  DCE: ['Rédaction de DCE'],
  'CCAP / CCTP': ['CCAP / CCTP'],
  PMSI: ['PMSI', 'PMSI SMR', 'PMSI psychiatrie'],
  'Codage CIM-10': ['Codage CIM-10', 'Optimisation du codage', 'Contrôle qualité du codage'],
  Archivage: ['Archivage électronique', 'SEDA', 'Vitam', 'Records management'],
  'Commande publique': ['Marchés publics', 'Code de la commande publique'],
};
export const hasConcept = (t: Truth, c: string): boolean => (CONCEPTS[c] ?? [c]).some((s) => t.skills.includes(s));
/** Occupations whose skill pool holds the concept. */
export const occsWith = (c: string): string[] =>
  OCCS.filter((o) => (CONCEPTS[c] ?? [c]).some((s) => o.skills.includes(s))).map((o) => o.key);

/** Base for a query that names skills and no role: all held 3, at least half held 2, an occupation using them 1. */
export function skillBase(t: Truth, concepts: string[]): G {
  const held = concepts.filter((c) => hasConcept(t, c)).length;
  if (held === concepts.length) return 3;
  if (held > 0 && held * 2 >= concepts.length) return 2;
  if (concepts.some((c) => occsWith(c).includes(t.occ))) return 1;
  return 0;
}
/** A constraint: the Truth holds every concept (ok), some of them (near), none (fail). */
export const skills =
  (...concepts: string[]): Check =>
  (t) => {
    const held = concepts.filter((c) => hasConcept(t, c)).length;
    return held === concepts.length ? 'ok' : held > 0 ? 'near' : 'fail';
  };

// ---------------------------------------------------------------- place
/**
 * A place a query names, as the departments that satisfy it (ok) and the departments close enough (near).
 * Foreign places are region keys of the dataset (country-region) or whole countries.
 * A profile is placed by its home and by its work areas: an area of type ville or departement inside the place, or a
 * region area that contains part of it, counts as ok. A France-wide area counts as near for a French place.
 */
export interface Place {
  name: string;
  depts?: string[];
  nearDepts?: string[];
  /** Foreign: region codes ('BRU', 'GE', 'LU'...) with their country. */
  foreign?: { country: string; regions?: string[]; nearRegions?: string[]; nearCountries?: string[] };
}
const deptsOfRegion = (code: string): string[] =>
  Object.values(DEPT)
    .filter((d) => d.regionCode === code)
    .map((d) => d.departmentCode!);
export const region = (code: string, name: string, nearRegions: string[] = []): Place => ({
  name,
  depts: deptsOfRegion(code),
  nearDepts: nearRegions.flatMap(deptsOfRegion),
});
export const dept = (code: string, near: string[] = []): Place => {
  const r = DEPT[code]!.regionCode!;
  return {
    name: code,
    depts: [code],
    nearDepts: [...new Set([...deptsOfRegion(r), ...near])].filter((d) => d !== code),
  };
};
export const city = (name: string, extraNear: string[] = []): Place => {
  const c = CITY[name]!;
  if (c.countryCode !== 'FR') {
    return { name, foreign: { country: c.countryCode, regions: [c.regionCode!], nearCountries: extraNear } };
  }
  return dept(c.departmentCode!, extraNear);
};
export const depts = (name: string, ok: string[], near: string[] = []): Place => ({ name, depts: ok, nearDepts: near });
export const country = (code: string, nearCountries: string[] = []): Place => ({
  name: code,
  foreign: { country: code, nearCountries },
});

export const at =
  (p: Place): Check =>
  (t) => {
    if (p.foreign) {
      const f = p.foreign;
      const inside = (cc: string, rc?: string) =>
        cc === f.country && (!f.regions || (rc !== undefined && f.regions.includes(rc)));
      if (inside(homeCountry(t), homeRegion(t))) return 'ok';
      for (const a of t.areas) {
        if (a.type === 'pays' && a.countryCode === f.country) return 'ok';
        if (a.type !== 'pays' && inside(a.countryCode, a.regionCode)) return 'ok';
      }
      if (homeCountry(t) === f.country) return 'near';
      if (f.nearCountries?.includes(homeCountry(t))) return 'near';
      if (t.areas.some((a) => f.nearCountries?.includes(a.countryCode))) return 'near';
      return 'fail';
    }
    const ok = new Set(p.depts ?? []);
    const near = new Set(p.nearDepts ?? []);
    const hd = homeDept(t);
    if (hd && ok.has(hd)) return 'ok';
    let best: Verdict = hd && near.has(hd) ? 'near' : 'fail';
    for (const a of t.areas) {
      if (a.countryCode !== 'FR') continue;
      if (a.type === 'pays') {
        best = 'near';
        continue;
      }
      if ((a.type === 'ville' || a.type === 'departement') && a.departmentCode) {
        if (ok.has(a.departmentCode)) return 'ok';
        if (near.has(a.departmentCode)) best = 'near';
      }
      if (a.type === 'region' && a.regionCode) {
        const ds = deptsOfRegion(a.regionCode);
        if (ds.some((d) => ok.has(d))) return 'ok';
        if (ds.some((d) => near.has(d))) best = 'near';
      }
    }
    return best;
  };

// ---------------------------------------------------------------- experience
/** Years of experience between min and max: ok; within 2 years below or 3 above: near; else fail. */
export const years =
  (min: number, max = 99): Check =>
  (t) => {
    if (t.years >= min && t.years <= max) return 'ok';
    if (t.years >= min - 2 && t.years <= max + 3) return 'near';
    return 'fail';
  };
/** Seniority words: junior 0-2, confirmé 3-6, senior 7+ (experts are senior), expert 10+. */
export const seniorityWord = (w: 'junior' | 'confirme' | 'senior' | 'expert'): Check =>
  ({ junior: years(0, 2), confirme: years(3, 6), senior: years(7), expert: years(10) })[w];
/** The seniority filter: the band the years give (what the mission needs, not the declared field). */
export const bands =
  (...bs: Band[]): Check =>
  (t) => {
    if (bs.includes(t.band)) return 'ok';
    return 'fail';
  };

// ---------------------------------------------------------------- availability
export const availableNow: Check = (t) =>
  t.available && t.freeFrom <= addDays(TODAY, 7) ? 'ok' : t.freeFrom <= addDays(TODAY, 30) ? 'near' : 'fail';
export const freeBy =
  (date: string): Check =>
  (t) =>
    t.freeFrom <= date ? 'ok' : t.freeFrom <= addDays(date, 30) ? 'near' : 'fail';
function addDays(iso: string, n: number): string {
  const d = new Date(iso + 'T00:00:00Z');
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

// ---------------------------------------------------------------- work arrangements
export const remote =
  (want: 'full' | 'hybride' | 'site'): Check =>
  (t) => {
    const r = t.remote;
    if (want === 'full') return r.includes('Full remote') ? 'ok' : r.includes('Hybride') ? 'near' : 'fail';
    if (want === 'site') return r.includes('Sur site') ? 'ok' : r.includes('Hybride') ? 'near' : 'fail';
    return r.includes('Hybride') ? 'ok' : 'near';
  };
/** n days a week: ok if offered, near if n-1 or n+1 is offered. */
export const days =
  (n: number): Check =>
  (t) =>
    t.days.includes(n) ? 'ok' : t.days.some((d) => Math.abs(d - n) === 1) ? 'near' : 'fail';
/** Part time (at most 3 days): ok if 1-3 days offered, near if 4, fail if full time only. */
export const partTime: Check = (t) => (t.days.some((d) => d <= 3) ? 'ok' : t.days.includes(4) ? 'near' : 'fail');
export const duration =
  (...want: Duration[]): Check =>
  (t) => {
    if (t.durations.some((d) => want.includes(d))) return 'ok';
    const order = ['< 3 mois', '3 a 6 mois', '6 a 12 mois', '> 12 mois'];
    const idx = want.map((w) => order.indexOf(w));
    return t.durations.some((d) => idx.some((i) => Math.abs(order.indexOf(d) - i) === 1)) ? 'near' : 'fail';
  };
/** Day rate at most max: ok; up to 10 % more or not stated: near; else fail. */
export const rateMax =
  (max: number): Check =>
  (t) =>
    t.rate === null ? 'near' : t.rate <= max ? 'ok' : t.rate <= max * 1.1 ? 'near' : 'fail';

// ---------------------------------------------------------------- languages, sectors, interim
export const lang =
  (code: string, min: Level): Check =>
  (t) => {
    const l = t.languages.find((x) => x.lang === code);
    if (!l) return 'fail';
    const d = LEVELS.indexOf(l.level) - LEVELS.indexOf(min);
    return d >= 0 ? 'ok' : d === -1 ? 'near' : 'fail';
  };
const SECTOR_GROUP: Record<Sector, string> = {
  commune: 'local',
  departement: 'local',
  region: 'local',
  etat: 'etat',
  hopital: 'sante',
  'medico-social': 'sante',
  'logement-social': 'logement',
  universite: 'etat',
  associatif: 'asso',
  europe: 'intl',
  international: 'intl',
  conseil: 'conseil',
  prive: 'prive',
};
/** Sector experience: ok if held, near if a sector of the same group is held, else fail. */
export const sector =
  (...want: Sector[]): Check =>
  (t) => {
    if (t.sectors.some((s) => want.includes(s))) return 'ok';
    const groups = want.map((w) => SECTOR_GROUP[w]);
    return t.sectors.some((s) => groups.includes(SECTOR_GROUP[s])) ? 'near' : 'fail';
  };
/** Interim management asked: ok with an interim background, near without (a manager can still do it). */
export const interim: Check = (t) => (t.interim ? 'ok' : 'near');

// ---------------------------------------------------------------- combining
export interface Spec {
  role?: RoleSpec;
  /** Base from skills when the query names no role. */
  skillsBase?: string[];
  /** Soft constraints typed in keywords or brief. */
  checks?: Check[];
  /** Constraints sent as filters: fail gives 0. */
  filters?: Check[];
  /** Minus-sign exclusions: true gives 0. */
  exclude?: ((t: Truth) => boolean)[];
  /** Several OR groups: the best group's grade. */
  or?: Spec[];
}
export function grade(t: Truth, s: Spec): G {
  if (s.or) return Math.max(...s.or.map((x) => grade(t, x))) as G;
  if (s.exclude?.some((f) => f(t))) return 0;
  let g: number = s.role ? roleBase(t, s.role) : s.skillsBase ? skillBase(t, s.skillsBase) : 0;
  if (s.role && s.skillsBase) g = Math.max(g, Math.min(2, skillBase(t, s.skillsBase)));
  if (g === 0) return 0;
  let nears = 0;
  for (const f of s.filters ?? []) {
    const v = f(t);
    if (v === 'fail') return 0;
    if (v === 'near') nears++;
  }
  for (const c of s.checks ?? []) {
    const v = c(t);
    if (v === 'fail') g = Math.min(g, 1);
    if (v === 'near') nears++;
  }
  if (nears === 1) g = Math.min(g, 2);
  if (nears >= 2) g = Math.min(g, 1);
  return g as G;
}
export const judge =
  (s: Spec) =>
  (t: Truth): G =>
    grade(t, s);
