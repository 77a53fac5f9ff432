// Grading conventions of set 32, written once and used by every query. Judges read the Truth only, never the text.
//
// A query is graded in two steps.
// 1. Base, from the occupation (what the mission needs, not the words used):
//    3 the occupation asked for; 2 a close occupation that can do the mission with a small difference;
//    1 a related occupation (same family, a past role of the asked occupation); 0 anything else.
// 2. Constraints (place, seniority words and years, availability, remote, days a week, day rate, languages, skills,
//    sector, certificates, interim management) each give ok / near / fail, and combine with the base:
//    all ok -> base; each near -> base minus 1 (never below 1); one fail -> 1 when the base is 2 or 3, else 0;
//    two fails or more -> 0. An exclusion typed with a minus sign that the freelancer matches -> 0.
import { TODAY, type Day, type Level, type Lang, type Truth } from './corpus';
import { CITIES, type WorkArea } from './areas';
import { SKILL_SIBLINGS, type CertId, type OccId, type Sector, type SkillId } from './vocab';

export type Grade = 0 | 1 | 2 | 3;
export type V = 'ok' | 'near' | 'fail';

// ---------------------------------------------------------------------------------------------------------------
// Occupation base

export interface OccSpec {
  core: OccId[];
  close?: OccId[];
  related?: OccId[];
}

/** 3 core, 2 close, 1 related or a past core role, 0 otherwise. */
export function occBase(t: Truth, s: OccSpec): Grade {
  if (s.core.includes(t.occ)) return 3;
  if (s.close?.includes(t.occ)) return 2;
  if (s.related?.includes(t.occ)) return 1;
  if (t.past.some((p) => s.core.includes(p) || (s.close?.includes(p) ?? false))) return 1;
  return 0;
}

export function combine(base: Grade, vs: V[]): Grade {
  if (base === 0) return 0;
  const fails = vs.filter((v) => v === 'fail').length;
  const nears = vs.filter((v) => v === 'near').length;
  if (fails >= 2) return 0;
  if (fails === 1) return base >= 2 ? 1 : 0;
  return Math.max(1, base - nears) as Grade;
}

/** Base from an occupation spec, then constraints. */
export function grade(t: Truth, s: OccSpec, ...checks: ((t: Truth) => V)[]): Grade {
  return combine(
    occBase(t, s),
    checks.map((c) => c(t)),
  );
}

/** OR of the recruiter's groups: the best grade. */
export function best(...gs: Grade[]): Grade {
  return Math.max(0, ...gs) as Grade;
}

// ---------------------------------------------------------------------------------------------------------------
// Place
//
// ok: home inside the asked place, or a declared work area inside it, or a city/department/region work area that
// contains it. near: same region as an asked city or department (or the explicit near set), or a country-wide work
// area. fail otherwise.

export interface AreaSet {
  cities?: string[];
  depts?: string[];
  regions?: string[];
  countries?: string[];
}
export interface PlaceSpec {
  ok: AreaSet;
  near?: AreaSet;
}

const deptKey = (a: WorkArea) => (a.departmentCode ? `${a.countryCode}-${a.departmentCode}` : '');
const regionKey = (a: WorkArea) => (a.regionCode ? `${a.countryCode}-${a.regionCode}` : '');
const sameCity = (a: WorkArea, b: WorkArea) => a.cityName === b.cityName && a.countryCode === b.countryCode;

function setCities(s: AreaSet): WorkArea[] {
  return (s.cities ?? []).map((k) => {
    const c = CITIES[k];
    if (!c) throw new Error(`unknown city ${k}`);
    return c;
  });
}

function within(a: WorkArea, s: AreaSet): boolean {
  const inDept = !!deptKey(a) && (s.depts ?? []).includes(deptKey(a));
  const inRegion = !!regionKey(a) && (s.regions ?? []).includes(regionKey(a));
  const inCountry = (s.countries ?? []).includes(a.countryCode ?? '');
  switch (a.type) {
    case 'ville':
      return setCities(s).some((c) => sameCity(c, a)) || inDept || inRegion || inCountry;
    case 'departement':
      return inDept || inRegion || inCountry;
    case 'region':
      return inRegion || inCountry;
    case 'pays':
      return inCountry;
  }
}

function covers(a: WorkArea, s: AreaSet): boolean {
  const cities = setCities(s);
  switch (a.type) {
    case 'ville':
      return false;
    case 'departement':
      return cities.some((c) => deptKey(c) === deptKey(a));
    case 'region':
      return (
        cities.some((c) => regionKey(c) === regionKey(a)) ||
        (s.depts ?? []).some((d) => {
          const c = Object.values(CITIES).find((x) => deptKey(x) === d);
          return !!c && regionKey(c) === regionKey(a);
        })
      );
    case 'pays':
      return (
        cities.some((c) => c.countryCode === a.countryCode) ||
        [...(s.depts ?? []), ...(s.regions ?? [])].some((k) => k.startsWith(`${a.countryCode}-`))
      );
  }
}

function defaultNear(s: AreaSet): AreaSet {
  const regions = new Set<string>();
  for (const c of setCities(s)) if (regionKey(c)) regions.add(regionKey(c));
  for (const d of s.depts ?? []) {
    const c = Object.values(CITIES).find((x) => deptKey(x) === d);
    if (c && regionKey(c)) regions.add(regionKey(c));
  }
  return { regions: [...regions] };
}

export function place(p: PlaceSpec): (t: Truth) => V {
  return (t) => {
    const home = CITIES[t.home]!;
    if (within(home, p.ok) || t.areas.some((a) => within(a, p.ok) || (a.type !== 'pays' && covers(a, p.ok))))
      return 'ok';
    const near = p.near ?? defaultNear(p.ok);
    if (within(home, near) || t.areas.some((a) => within(a, near) || (a.type !== 'pays' && covers(a, near))))
      return 'near';
    if (t.areas.some((a) => a.type === 'pays' && covers(a, p.ok))) return 'near';
    return 'fail';
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Years and seniority words (graded on years of experience, not on the declared seniority)

export interface YearSpec {
  min?: number;
  max?: number;
  nearMin?: number;
  nearMax?: number;
}
export function years(y: YearSpec): (t: Truth) => V {
  return (t) => {
    const inside = (lo?: number, hi?: number) => t.years >= (lo ?? 0) && t.years <= (hi ?? 99);
    if (inside(y.min, y.max)) return 'ok';
    if (inside(y.nearMin ?? y.min, y.nearMax ?? y.max)) return 'near';
    return 'fail';
  };
}
/** "junior", "débutant", "jeune diplômé": 0-2 years; 3 is near. */
export const JUNIOR = years({ max: 2, nearMax: 3 });
/** "confirmé": 3-6 years; 2 or 7-8 near. */
export const CONFIRME = years({ min: 3, max: 6, nearMin: 2, nearMax: 8 });
/** "senior": 7 years or more; 5-6 near. */
export const SENIOR = years({ min: 7, nearMin: 5 });
/** "expert", "10 ans +", "très expérimenté": 10 years or more; 8-9 near. */
export const EXPERT = years({ min: 10, nearMin: 8 });
/** "expérimenté": 5 years or more; 3-4 near. */
export const EXPERIENCED = years({ min: 5, nearMin: 3 });
/** "N ans minimum" or "N ans d'expérience": N or more; within 20 % (at least one year) below is near. */
export function minYears(n: number): (t: Truth) => V {
  return years({ min: n, nearMin: n - Math.max(1, Math.round(n * 0.2)) });
}

// ---------------------------------------------------------------------------------------------------------------
// Availability, remote, days, rate

function plusDays(n: number): string {
  const d = new Date(`${TODAY}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
/** Free on or before `by` (default: within a week, "dispo", "immédiatement"); within 30 more days is near. */
export function availableBy(by: string = plusDays(7), nearBy?: string): (t: Truth) => V {
  return (t) => {
    if (t.freeFrom <= by) return 'ok';
    const nb = nearBy ?? new Date(new Date(`${by}T00:00:00Z`).getTime() + 30 * 86400000).toISOString().slice(0, 10);
    return t.freeFrom <= nb ? 'near' : 'fail';
  };
}
export const NOW = availableBy();

/** remote: Full remote ok, Hybride near. hybrid: Hybride ok, the others near. site: Sur site ok, Hybride near. */
export function remote(want: 'remote' | 'hybrid' | 'site'): (t: Truth) => V {
  return (t) => {
    const has = (m: string) => t.remote.includes(m as never);
    if (want === 'remote') return has('Full remote') ? 'ok' : has('Hybride') ? 'near' : 'fail';
    if (want === 'hybrid') return has('Hybride') ? 'ok' : 'near';
    return has('Sur site') ? 'ok' : has('Hybride') ? 'near' : 'fail';
  };
}

/** Any wanted number of days ok; one day off near. */
export function days(...wanted: Day[]): (t: Truth) => V {
  return (t) => {
    const ds = t.days.map(Number);
    const ws = wanted.map(Number);
    if (ds.some((d) => ws.includes(d))) return 'ok';
    if (ds.some((d) => ws.some((w) => Math.abs(w - d) === 1))) return 'near';
    return 'fail';
  };
}

/** Day rate at most `max`: ok; up to 10 % above, or negotiable (no figure): near. */
export function rateMax(max: number): (t: Truth) => V {
  return (t) => (t.rate === null ? 'near' : t.rate <= max ? 'ok' : t.rate <= max * 1.1 ? 'near' : 'fail');
}

// ---------------------------------------------------------------------------------------------------------------
// Languages, skills, sectors, certificates, interim management

const LEVELS: Level[] = ['basic', 'intermediate', 'professional', 'fluent', 'native'];
/** The language at `min` or above ok ("courant" = fluent, "professionnel" = professional); lower near; none fail. */
export function lang(l: Lang, min: Level = 'professional'): (t: Truth) => V {
  return (t) => {
    const x = t.langs.find((y) => y.lang === l);
    if (!x) return 'fail';
    return LEVELS.indexOf(x.level) >= LEVELS.indexOf(min) ? 'ok' : 'near';
  };
}

function siblings(s: SkillId): SkillId[] {
  return SKILL_SIBLINGS.filter((g) => g.includes(s)).flatMap((g) => g.filter((x) => x !== s));
}
/** All skills ok; every missing one replaced by a sibling, or at least half present: near; else fail. */
export function skills(...ids: SkillId[]): (t: Truth) => V {
  return (t) => {
    const have = ids.filter((s) => t.skills.includes(s));
    if (have.length === ids.length) return 'ok';
    const missing = ids.filter((s) => !t.skills.includes(s));
    if (missing.every((m) => siblings(m).some((x) => t.skills.includes(x)))) return 'near';
    if (have.length * 2 >= ids.length && have.length > 0) return 'near';
    return 'fail';
  };
}
/** One of the skills ok; a sibling near. */
export function anySkill(...ids: SkillId[]): (t: Truth) => V {
  return (t) => {
    if (ids.some((s) => t.skills.includes(s))) return 'ok';
    if (ids.some((s) => siblings(s).some((x) => t.skills.includes(x)))) return 'near';
    return 'fail';
  };
}
export function sector(ok: Sector[], near: Sector[] = []): (t: Truth) => V {
  return (t) =>
    t.sectors.some((s) => ok.includes(s)) ? 'ok' : t.sectors.some((s) => near.includes(s)) ? 'near' : 'fail';
}
export function cert(ok: CertId[], near: CertId[] = []): (t: Truth) => V {
  return (t) => (t.certs.some((c) => ok.includes(c)) ? 'ok' : t.certs.some((c) => near.includes(c)) ? 'near' : 'fail');
}
/** Interim management asked: done it ok; 10 years or more without it near; else fail. */
export const INTERIM = (t: Truth): V => (t.interim ? 'ok' : t.years >= 10 ? 'near' : 'fail');

/**
 * A skill query (no title): all skills and an occupation that uses them 3; all skills elsewhere 2; a near skill
 * match in a using occupation 2, elsewhere 1; a using occupation without the skills 1; else 0.
 */
export function skillQuery(t: Truth, ids: SkillId[], users: OccId[], any = false): Grade {
  const v = (any ? anySkill(...ids) : skills(...ids))(t);
  const uses = users.includes(t.occ);
  if (v === 'ok') return uses ? 3 : 2;
  if (v === 'near') return uses ? 2 : 1;
  return uses ? 1 : 0;
}
