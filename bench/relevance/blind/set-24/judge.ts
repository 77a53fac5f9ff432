/**
 * Grading conventions of blind set 24, written once and used by every query. A judge sees the Truth only.
 *
 * 1. Base from the trade. Exactly the trade asked: 3. A trade a recruiter would accept instead (the `close` table of
 *    occupations.ts, e.g. SEA for traffic manager, product designer for UX/UI designer), or the freelancer's real
 *    second trade (`also`) being the one asked: 2. A related trade (`related` table, or a second trade that is close):
 *    1. Anything else: 0. Queries without a trade (tools, skills) take their base from the skills: every one held: 3;
 *    all but one, the missing one replaced by a tool of the same kind (Marketo for HubSpot) or, with three or more
 *    asked, simply missing: 2; at least one (or a same-kind tool for a single one): 1; none: 0.
 * 2. Each constraint gives ok / near / fail:
 *    - place (geo.ts placeFit): living in or declaring the place: ok; its region or country only, or living elsewhere
 *      in the region: near; else fail. "or remote" in a brief: full remote counts as ok.
 *    - seniority words and years, from the real years of experience (not the declared seniority): junior 0-2 (near 3);
 *      confirmé 3-6 (near 2, 7-8); senior 7+ (near 5-6); expert 10+ (near 8-9); "N ans" at least N (near N-1, or
 *      N-3 for N >= 12).
 *    - availability "dispo", "ASAP": first free day within two weeks (near: within six weeks); a month: free by its
 *      end (near: 30 days later); unknown availability fails.
 *    - remote: full remote accepted: ok; hybrid only: near; on site only: fail. On site: the reverse.
 *    - days a week: the number asked among the accepted ones: ok; one more or less: near; else fail. Part time: any
 *      count of 4 or less: ok.
 *    - day rate at most X (EUR; CHF converted): ok; up to 10 % above or not given: near; else fail.
 *    - languages: the level asked or more: ok; one step below: near; else fail (native > C2 > C1 > B2 > B1 > A2;
 *      "courant" / fluent is C1, "bon niveau" / professional B2).
 *    - tools named with a trade: held: ok; a tool of the same kind: near; none: fail.
 *    - sector, certificate, tools marked "un plus" / "preferred", languages "souhaité": soft: held ok, same family
 *      near, else a soft fail.
 * 3. Combination: start from the base; each near and each soft fail takes one grade off; any hard fail caps the grade
 *    at 1; a grade never goes below 1 once the base is above 0. A grammar exclusion that the freelancer really falls
 *    under (-junior: 0-2 years; -Paris: living in Paris; -SEO for a copywriter: SEO writers) gives 0.
 */
import { placeFit, type Fit, type Place } from './geo';
import { occDef } from './occupations';
import { CERTS, SECTORS, skillDef } from './skills';
import { langLevel, LEVELS, rateInEur, type Lang, type Level, type Truth } from './truth';
import { addDays, TODAY } from './util';

export type Grade = 0 | 1 | 2 | 3;

export interface Years {
  min?: number;
  max?: number;
  nearMin?: number;
  nearMax?: number;
}

export const JUNIOR: Years = { max: 2, nearMax: 3 };
export const CONFIRME: Years = { min: 3, max: 6, nearMin: 2, nearMax: 8 };
export const SENIOR: Years = { min: 7, nearMin: 5 };
export const EXPERT: Years = { min: 10, nearMin: 8 };
export function atLeast(n: number): Years {
  return { min: n, nearMin: n >= 12 ? n - 3 : n - 1 };
}

/** Dispo: free within two weeks. */
export const ASAP = addDays(TODAY, 14);

export interface Need {
  /** Trades asked. */
  occ?: string[];
  /** Extra trades accepted instead (grade 2 at best). */
  close?: string[];
  /** Extra related trades (grade 1 at best). */
  related?: string[];
  /** Holding one of these skills makes a freelancer of another trade a close match (grade 2). */
  skillClose?: string[];
  /** Base from skills when no trade is asked: all of them. */
  skillsAll?: string[];
  /** Base from skills when no trade is asked: any of them. */
  skillsAny?: string[];
  /** Tools that must be held (hard). */
  tools?: string[];
  /** One of these must be held (hard). */
  toolsAny?: string[];
  /** Tools that are a plus (soft). */
  toolsSoft?: string[];
  /** One of these is a plus (soft). */
  toolsAnySoft?: string[];
  place?: Place;
  /** The place may be replaced by full remote. */
  placeOrRemote?: boolean;
  years?: Years;
  /** First free day at the latest (ISO). */
  availBy?: string;
  remote?: 'remote' | 'onsite';
  days?: number;
  partTime?: boolean;
  rateMax?: number;
  langs?: { lang: Lang; min: Level }[];
  langsSoft?: { lang: Lang; min: Level }[];
  sectors?: string[];
  certs?: string[];
  /** A grammar exclusion the freelancer falls under: grade 0. */
  exclude?: (t: Truth) => boolean;
}

function has(t: Truth, skill: string): boolean {
  return t.skills.includes(skill);
}

function hasKin(t: Truth, skill: string): boolean {
  const kin = skillDef(skill).kin;
  return !!kin && t.skills.some((s) => s !== skill && skillDef(s).kin === kin);
}

export function occBase(t: Truth, need: Need): Grade {
  const occ = need.occ ?? [];
  if (occ.includes(t.occ)) return 3;
  if (t.also && occ.includes(t.also)) return 2;
  const close = new Set([...(need.close ?? []), ...occ.flatMap((o) => occDef(o).close)]);
  if (close.has(t.occ)) return 2;
  if (need.skillClose?.some((s) => has(t, s))) return 2;
  const related = new Set([...(need.related ?? []), ...occ.flatMap((o) => occDef(o).related)]);
  if (related.has(t.occ) || (t.also && close.has(t.also))) return 1;
  return 0;
}

export function skillBase(t: Truth, all: readonly string[]): Grade {
  const held = all.filter((s) => has(t, s)).length;
  const missing = all.filter((s) => !has(t, s));
  if (missing.length === 0) return 3;
  if (missing.length === 1 && held >= 1 && (hasKin(t, missing[0] ?? '') || all.length >= 3)) return 2;
  if (held >= 1) return 1;
  if (all.length === 1 && hasKin(t, all[0] ?? '')) return 1;
  return 0;
}

export function yearsFit(t: Truth, y: Years): Fit {
  const v = t.years;
  const inside = (lo?: number, hi?: number) => (lo === undefined || v >= lo) && (hi === undefined || v <= hi);
  if (inside(y.min, y.max)) return 'ok';
  if (inside(y.nearMin ?? y.min, y.nearMax ?? y.max)) return 'near';
  return 'fail';
}

export function availFit(t: Truth, by: string): Fit {
  if (t.freeFrom === null) return 'fail';
  if (t.freeFrom <= by) return 'ok';
  if (t.freeFrom <= addDays(by, 30)) return 'near';
  return 'fail';
}

export function remoteFit(t: Truth, want: 'remote' | 'onsite'): Fit {
  const yes = t.remote.includes(want === 'remote' ? 'Full remote' : 'Sur site');
  if (yes) return 'ok';
  if (t.remote.includes('Hybride')) return 'near';
  return 'fail';
}

export function daysFit(t: Truth, n: number): Fit {
  const ds = t.days.map(Number);
  if (ds.includes(n)) return 'ok';
  if (ds.includes(n - 1) || ds.includes(n + 1)) return 'near';
  return 'fail';
}

export function rateFit(t: Truth, max: number): Fit {
  const eur = rateInEur(t);
  if (eur === null) return 'near';
  if (eur <= max) return 'ok';
  if (eur <= max * 1.1) return 'near';
  return 'fail';
}

export function langFit(t: Truth, lang: Lang, min: Level): Fit {
  const l = langLevel(t, lang);
  if (l === null) return 'fail';
  const d = LEVELS.indexOf(l) - LEVELS.indexOf(min);
  if (d >= 0) return 'ok';
  if (d === -1) return 'near';
  return 'fail';
}

export function toolFit(t: Truth, skill: string): Fit {
  if (has(t, skill)) return 'ok';
  if (hasKin(t, skill)) return 'near';
  return 'fail';
}

export function sectorFit(t: Truth, sectors: readonly string[]): Fit {
  if (sectors.some((s) => t.sectors.includes(s))) return 'ok';
  const kins = new Set(sectors.map((s) => SECTORS[s]?.kin));
  if (t.sectors.some((s) => kins.has(SECTORS[s]?.kin))) return 'near';
  return 'fail';
}

export function certFit(t: Truth, certs: readonly string[]): Fit {
  if (certs.some((c) => t.certs.includes(c))) return 'ok';
  const kins = new Set(certs.map((c) => CERTS[c]?.kin).filter(Boolean));
  if (t.certs.some((c) => kins.has(CERTS[c]?.kin))) return 'near';
  return 'fail';
}

export function grade(t: Truth, need: Need): Grade {
  let base: Grade;
  if (need.occ) base = occBase(t, need);
  else if (need.skillsAll) base = skillBase(t, need.skillsAll);
  else if (need.skillsAny)
    base = need.skillsAny.some((s) => has(t, s)) ? 3 : need.skillsAny.some((s) => hasKin(t, s)) ? 1 : 0;
  else throw new Error('a need names a trade or skills');
  if (base === 0) return 0;
  if (need.exclude?.(t)) return 0;
  const hard: Fit[] = [];
  const soft: Fit[] = [];
  if (need.place) {
    const f = placeFit(t.home, t.areas, need.place);
    hard.push(need.placeOrRemote && t.remote.includes('Full remote') ? 'ok' : f);
  }
  if (need.years) hard.push(yearsFit(t, need.years));
  if (need.availBy) hard.push(availFit(t, need.availBy));
  if (need.remote) hard.push(remoteFit(t, need.remote));
  if (need.days !== undefined) hard.push(daysFit(t, need.days));
  if (need.partTime) hard.push(t.days.some((d) => Number(d) <= 4) ? 'ok' : 'fail');
  if (need.rateMax !== undefined) hard.push(rateFit(t, need.rateMax));
  for (const l of need.langs ?? []) hard.push(langFit(t, l.lang, l.min));
  for (const s of need.tools ?? []) hard.push(toolFit(t, s));
  if (need.toolsAny) {
    const fs = need.toolsAny.map((s) => toolFit(t, s));
    hard.push(fs.includes('ok') ? 'ok' : fs.includes('near') ? 'near' : 'fail');
  }
  for (const s of need.toolsSoft ?? []) soft.push(toolFit(t, s));
  if (need.toolsAnySoft) {
    const fs = need.toolsAnySoft.map((s) => toolFit(t, s));
    soft.push(fs.includes('ok') ? 'ok' : fs.includes('near') ? 'near' : 'fail');
  }
  for (const l of need.langsSoft ?? []) soft.push(langFit(t, l.lang, l.min));
  if (need.sectors) soft.push(sectorFit(t, need.sectors));
  if (need.certs) soft.push(certFit(t, need.certs));
  let g: number = base;
  g -= hard.filter((f) => f === 'near').length;
  g -= soft.filter((f) => f !== 'ok').length;
  if (hard.includes('fail')) g = Math.min(g, 1);
  return Math.max(1, Math.min(3, g)) as Grade;
}

/** Paris and its inner ring, as a recruiter typing "Paris" means it. */
export const PARIS: Place = { depts: ['FR:75', 'FR:92', 'FR:93', 'FR:94'] };

/** French-speaking Switzerland. */
export const ROMANDIE: Place = { regions: ['CH:GE', 'CH:VD', 'CH:NE', 'CH:FR', 'CH:VS', 'CH:JU'] };
