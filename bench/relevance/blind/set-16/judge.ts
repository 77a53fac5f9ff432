// Set 16: the grading conventions, as code. Every query's judge is grade(spec): it reads the Truth only.
import type { Truth, Remote } from './corpus';
import { OCC } from './occupations';
import { Point, inside, overlaps, deptArea, areaPoint, regionArea, countryArea, frRegionCode } from './places';

export type Lv = 'ok' | 'near' | 'fail';
export type Need = (t: Truth) => Lv;
export type Grade = 0 | 1 | 2 | 3;

export interface Spec {
  /** the occupations asked for (grade up to 3) */
  occ: string[];
  /** occupations that are a strong match with a small difference (grade up to 2) */
  close?: string[];
  /** neighbouring occupations (grade 1 when no must-have fails); default: the neighbours of `occ` */
  neighbour?: string[];
  /** must-have constraints: ok, near (a small difference) or fail */
  need?: Need[];
  /** nice to have: within the right occupation, grade 3 needs at least one of them (when given) */
  nice?: ((t: Truth) => boolean)[];
  /** exclusions and filters: when true the profile is not relevant at all (0) */
  exclude?: ((t: Truth) => boolean)[];
}

export function grade(s: Spec): (t: Truth) => Grade {
  const close = s.close ?? [];
  const neighbour =
    s.neighbour ??
    [...new Set(s.occ.flatMap((o) => OCC[o]!.neighbours))].filter((o) => !s.occ.includes(o) && !close.includes(o));
  return (t: Truth): Grade => {
    if ((s.exclude ?? []).some((f) => f(t))) return 0;
    const lv = (s.need ?? []).map((f) => f(t));
    const fails = lv.filter((x) => x === 'fail').length;
    const nears = lv.filter((x) => x === 'near').length;
    if (s.occ.includes(t.occ)) {
      if (fails) return 1;
      let g: Grade = nears === 0 ? 3 : nears <= 2 ? 2 : 1;
      if (g === 3 && s.nice && s.nice.length && !s.nice.some((f) => f(t))) g = 2;
      return g;
    }
    if (close.includes(t.occ)) return fails ? 1 : nears === 0 ? 2 : 1;
    if (neighbour.includes(t.occ)) return fails ? 0 : 1;
    return 0;
  };
}

// ------------------------------------------------------------------ places
export const PL = {
  dept: (code: string): Point => areaPoint(deptArea(code)),
  region: (slug: string): Point => areaPoint(regionArea('FR', frRegionCode(slug))),
  country: (cc: string): Point => areaPoint(countryArea(cc)),
  canton: (code: string): Point => areaPoint(regionArea('CH', code)),
  beRegion: (code: string): Point => areaPoint(regionArea('BE', code)),
  /** Paris for an on-site mission: Paris and the inner ring */
  paris: (): Point[] => ['75', '92', '93', '94'].map((d) => areaPoint(deptArea(d))),
};

function homePoint(t: Truth): Point {
  return { country: t.home.country, region: t.home.region, dept: t.home.dept, city: t.home.city };
}

/**
 * A place asked for. ok: the home is inside one of the `ok` places. near: the home is inside one of the `near`
 * places, or (when an ok place is narrower than a region) in the same region, or a declared work area overlaps an ok
 * place (a work area covering a whole country counts only when a country is asked). Otherwise fail.
 */
export function place(ok: Point[], near: Point[] = [], sameRegionIsNear = true): Need {
  return (t) => {
    const h = homePoint(t);
    if (ok.some((p) => inside(h, p))) return 'ok';
    if (near.some((p) => inside(h, p))) return 'near';
    if (sameRegionIsNear && ok.some((p) => p.dept && p.country === h.country && p.region === h.region)) return 'near';
    // a declared work area counts when it is a region or narrower (a whole country only for a country asked)
    if (t.areas.some((a) => ok.some((p) => (a.region || !p.region) && overlaps(a, p)))) return 'near';
    return 'fail';
  };
}
export function homeIn(ps: Point[]): (t: Truth) => boolean {
  return (t) => ps.some((p) => inside(homePoint(t), p));
}
/** filter workAreas: the home or a declared work area in one of the regions */
export function inFilterRegion(ps: Point[]): (t: Truth) => boolean {
  return (t) => ps.some((p) => inside(homePoint(t), p) || t.areas.some((a) => overlaps(a, p)));
}
/** the place, or full remote accepted */
export function placeOrRemote(ok: Point[], near: Point[] = []): Need {
  const p = place(ok, near);
  return (t) => (t.remote.includes('remote') ? 'ok' : p(t));
}

// ------------------------------------------------------------------ remote
const has = (t: Truth, r: Remote) => t.remote.includes(r);
/** a fully remote mission */
export const fullRemote: Need = (t) => (has(t, 'remote') ? 'ok' : has(t, 'hybrid') ? 'near' : 'fail');
/** a hybrid mission (some days on site) */
export const hybrid: Need = (t) => (has(t, 'hybrid') || has(t, 'onsite') ? 'ok' : 'near');
/** a mission on site */
export const onsite: Need = (t) => (has(t, 'onsite') || has(t, 'hybrid') ? 'ok' : 'fail');

// ------------------------------------------------------------------ dates
export function addDays(d: string, n: number): string {
  const x = new Date(d + 'T00:00:00Z');
  x.setUTCDate(x.getUTCDate() + n);
  return x.toISOString().slice(0, 10);
}
/** available on that date; near when available up to `slack` days later */
export function availBy(date: string, slack = 30): Need {
  return (t) => (t.availableFrom <= date ? 'ok' : t.availableFrom <= addDays(date, slack) ? 'near' : 'fail');
}
/** "ASAP", "dispo immédiatement", "urgent": within a week; near within three more weeks */
export const asap: Need = availBy('2026-12-06', 21);

// ------------------------------------------------------------------ rate
/** the day rate at most x; near up to +10 % or when not given */
export function rateMax(x: number): Need {
  return (t) => (t.rate === null ? 'near' : t.rate <= x ? 'ok' : t.rate <= x * 1.1 ? 'near' : 'fail');
}

// ------------------------------------------------------------------ seniority and years
export function minYears(n: number): Need {
  return (t) => (t.years >= n ? 'ok' : t.years >= n - (n >= 5 ? 2 : 1) ? 'near' : 'fail');
}
export const senior: Need = minYears(7);
export const expert: Need = (t) => (t.years >= 10 ? 'ok' : t.years >= 8 ? 'near' : 'fail');
export const notJunior: Need = (t) => (t.years >= 3 ? 'ok' : 'fail');
export const junior: Need = (t) => (t.years <= 2 ? 'ok' : t.years === 3 ? 'near' : 'fail');
export const confirme: Need = (t) =>
  t.years >= 3 && t.years <= 6 ? 'ok' : t.years === 2 || t.years === 7 || t.years === 8 ? 'near' : 'fail';
export const isJunior = (t: Truth) => t.years <= 2;

// ------------------------------------------------------------------ languages, days, durations
export function lang(code: string, level: number): Need {
  return (t) => {
    const v = (t.langs as Record<string, number>)[code] ?? 0;
    return v >= level ? 'ok' : v === level - 1 ? 'near' : 'fail';
  };
}
export function hasLang(code: string, level: number): (t: Truth) => boolean {
  return (t) => ((t.langs as Record<string, number>)[code] ?? 0) >= level;
}
export function days(...ns: number[]): Need {
  return (t) =>
    t.days.some((d) => ns.includes(d))
      ? 'ok'
      : t.days.some((d) => ns.some((n) => Math.abs(n - d) === 1))
        ? 'near'
        : 'fail';
}
export function duration(d: string): Need {
  return (t) => (t.durations.length === 0 || t.durations.includes(d) ? 'ok' : 'near');
}

// ------------------------------------------------------------------ skills and sectors
export function skill(...anyOf: string[]): Need {
  return (t) => (anyOf.some((s) => t.skills.includes(s)) ? 'ok' : 'fail');
}
export function skillSoft(...anyOf: string[]): Need {
  return (t) => (anyOf.some((s) => t.skills.includes(s)) ? 'ok' : 'near');
}
export function hasSkill(...anyOf: string[]): (t: Truth) => boolean {
  return (t) => anyOf.some((s) => t.skills.includes(s));
}
export function sectorSoft(...anyOf: string[]): Need {
  return (t) => (anyOf.some((s) => t.sectors.includes(s)) ? 'ok' : 'near');
}
export function hasSector(...anyOf: string[]): (t: Truth) => boolean {
  return (t) => anyOf.some((s) => t.sectors.includes(s));
}
export const INDUSTRIAL = ['industrie', 'aeronautique', 'automobile', 'agroalimentaire', 'pharma'];
/** SaaS experience: the SaaS sales skill or a SaaS/fintech employer */
export const saasSoft: Need = (t) =>
  t.skills.includes('vente-saas') || t.sectors.includes('saas') || t.sectors.includes('fintech') ? 'ok' : 'near';

export const DEV_BACKEND = ['dev-java', 'dev-php', 'dev-python', 'dev-dotnet', 'dev-go'];
export const DEV_ALL = [
  'dev-front',
  'dev-fullstack-js',
  'dev-java',
  'dev-php',
  'dev-python',
  'dev-dotnet',
  'dev-mobile',
  'dev-go',
  'dev-embedded',
];
