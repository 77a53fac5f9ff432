// Set 18 (blind): the grading helpers the queries use. They read the Truth only.
// Conventions (also in README.md):
//  - occupation grade: 3 the trade asked, 2 a close variant (named per query), 1 a neighbouring trade, 0 otherwise;
//  - each requirement read from the query is 'full' | 'partial' | 'none'; musts are what the recruiter states as
//    needed (place, tools, seniority, dates, rate, days, language...), nices what is "un plus" / context (sector when
//    only described, mission length, remote comfort...);
//  - combine: occupation 3 -> 3 when every must is full and no nice is missing, 2 when exactly one must is partial or
//    one nice is missing, 1 beyond that or when a must is 'none' (right trade, wrong attribute);
//    occupation 2 -> 2 when every must is full and nothing is missing, else 1;
//    occupation 1 -> 1 unless a must is 'none' (then 0).
import { AREAS } from './areas';
import { SECTOR_NEAR } from './skills';
import { SKILLS } from './skills';
import { TODAY, type Level, type Occ, type Truth } from './types';

export type G = 0 | 1 | 2 | 3;
export type M = 'full' | 'partial' | 'none';

export interface OccTable {
  exact: Occ[];
  close?: Occ[];
  related?: Occ[];
}
export function occ(t: Truth, tab: OccTable): G {
  if (tab.exact.includes(t.occ)) return 3;
  if (tab.close?.includes(t.occ)) return 2;
  if (tab.related?.includes(t.occ)) return 1;
  return 0;
}

export function combine(og: number, must: M[], nice: M[] = []): G {
  if (og <= 0) return 0;
  const misses = must.filter((m) => m === 'partial').length + nice.filter((m) => m === 'none').length;
  if (og >= 3) {
    if (must.includes('none')) return 1;
    return misses === 0 ? 3 : misses === 1 ? 2 : 1;
  }
  if (og === 2) {
    if (must.includes('none')) return 1;
    return misses === 0 ? 2 : 1;
  }
  return must.includes('none') ? 0 : 1;
}

// ---------------------------------------------------------------- places
/** depts as 'FR-69', regions as 'FR-84' / 'CH-GE' / 'BE-BRU', countries as 'FR'. */
export interface Sel {
  depts?: string[];
  regions?: string[];
  countries?: string[];
}
export interface PlaceSpec {
  full: Sel;
  partial?: Sel;
  /** country of the place asked (a whole-country work area of that country counts as partial); default FR */
  country?: string;
}
function deptRegion(deptKey: string): string | undefined {
  const a = AREAS.departements[deptKey];
  return a ? `${a.countryCode}-${a.regionCode}` : undefined;
}
function pointIn(p: { dept?: string; region?: string; country: string }, s: Sel): boolean {
  if (p.dept && s.depts?.includes(`${p.country}-${p.dept}`)) return true;
  if (p.region && s.regions?.includes(`${p.country}-${p.region}`)) return true;
  if (s.countries?.includes(p.country)) return true;
  return false;
}
/** A declared work area (other than a whole country) lies in or covers the selection. */
function areaHits(a: Truth['areas'][number], s: Sel): boolean {
  if (a.type === 'pays') return !!s.countries?.includes(a.country);
  if (a.type === 'ville' || a.type === 'departement') return pointIn(a, s);
  // region: inside the selection, or covering one of its departments
  if (pointIn(a, s)) return true;
  return !!s.depts?.some((d) => deptRegion(d) === `${a.country}-${a.region}`);
}
export function place(t: Truth, spec: PlaceSpec): M {
  if (pointIn(t.home, spec.full) || t.areas.some((a) => a.type !== 'pays' && areaHits(a, spec.full))) return 'full';
  if (t.areas.some((a) => a.type === 'pays' && spec.full.countries?.includes(a.country))) return 'full';
  if (spec.partial && (pointIn(t.home, spec.partial) || t.areas.some((a) => areaHits(a, spec.partial!))))
    return 'partial';
  const c = spec.country ?? 'FR';
  if (t.areas.some((a) => a.type === 'pays' && a.country === c)) return 'partial';
  return 'none';
}
/** The region filter (workAreas slugs) as this set reads it: lives there, or declares an area in or covering it. */
export function inRegionFilter(t: Truth, regionKeys: string[], countries: string[] = []): boolean {
  const s: Sel = { regions: regionKeys, countries };
  if (pointIn(t.home, s)) return true;
  return t.areas.some((a) => {
    if (a.type === 'pays')
      return countries.includes(a.country) || regionKeys.some((r) => r.startsWith(`${a.country}-`));
    return pointIn(a, s);
  });
}

// ---------------------------------------------------------------- attributes
export const has = (t: Truth, k: string) => t.skills.includes(k);
export const hasAny = (t: Truth, ks: string[]) => ks.some((k) => t.skills.includes(k));
/** groups of alternatives: all groups met -> full; all but one (2+ groups) -> partial; else none. */
export function skills(t: Truth, groups: string[][]): M {
  const met = groups.filter((g) => hasAny(t, g)).length;
  if (met === groups.length) return 'full';
  if (groups.length >= 2 && met === groups.length - 1) return 'partial';
  return 'none';
}
export function skillSlug(t: Truth, slug: string): boolean {
  return t.skills.some((k) => SKILLS[k]?.slug?.includes(slug));
}
export function years(t: Truth, full: [number, number], partial?: [number, number][]): M {
  if (t.years >= full[0] && t.years <= full[1]) return 'full';
  if (partial?.some(([a, b]) => t.years >= a && t.years <= b)) return 'partial';
  return 'none';
}
export function availBy(t: Truth, fullBy: string, partialBy?: string): M {
  if (t.availFrom <= fullBy) return 'full';
  if (partialBy && t.availFrom <= partialBy) return 'partial';
  return 'none';
}
/** "ASAP / urgent / démarrage immédiat": within two weeks full, within six weeks partial. */
export const asap = (t: Truth) => availBy(t, '2026-12-13', '2027-01-10');
export function fullRemote(t: Truth): M {
  if (t.remote.includes('Full remote')) return 'full';
  if (t.remote.includes('Hybride')) return 'partial';
  return 'none';
}
export function hybrid(t: Truth): M {
  if (t.remote.includes('Hybride')) return 'full';
  return 'partial';
}
export function onSite(t: Truth): M {
  if (t.remote.includes('Sur site')) return 'full';
  if (t.remote.includes('Hybride')) return 'partial';
  return 'none';
}
/** rate cap: a range counts by its low end; negotiable is partial; up to +10 % partial. */
export function rateMax(t: Truth, max: number): M {
  if (t.rateMin === null) return 'partial';
  if (t.rateMin <= max) return 'full';
  if (t.rateMin <= max * 1.1) return 'partial';
  return 'none';
}
export function days(t: Truth, n: number): M {
  if (t.days.includes(String(n))) return 'full';
  if (t.days.includes(String(n - 1)) || t.days.includes(String(n + 1))) return 'partial';
  return 'none';
}
export function durations(t: Truth, wanted: string[]): M {
  return t.durations.some((d) => wanted.includes(d)) ? 'full' : 'none';
}
const RANK: Record<Level, number> = { natif: 6, C2: 5, C1: 4, B2: 3, B1: 2, A2: 1 };
/** language level: at least `full` -> full; one level below -> partial. */
export function lang(t: Truth, l: string, full: Level = 'C1'): M {
  const x = t.languages.find((y) => y.lang === l);
  if (!x) return 'none';
  if (RANK[x.level] >= RANK[full]) return 'full';
  if (RANK[x.level] === RANK[full] - 1) return 'partial';
  return 'none';
}
export function sector(t: Truth, wanted: string[]): M {
  if (t.sectors.some((s) => wanted.includes(s))) return 'full';
  const near = new Set(SECTOR_NEAR.filter((g) => g.some((s) => wanted.includes(s))).flat());
  if (t.sectors.some((s) => near.has(s))) return 'partial';
  return 'none';
}
export const any = (...ms: M[]): M => (ms.includes('full') ? 'full' : ms.includes('partial') ? 'partial' : 'none');
export { TODAY };
