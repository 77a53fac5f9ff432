/**
 * Grading conventions, written once and used by every query. Judges read the Truth only, never the profile text.
 *
 * Occupation base: 3 for the occupations the query asks for (`exact`); 2 for their strong neighbours (`close`:
 * the query's own list plus each exact occupation's `close` list); 1 for related trades (`related`: the query's own
 * list plus each exact occupation's `related` list); 0 otherwise. Trades outside the industrial pool are always 0
 * unless a query names them.
 *
 * Each attribute the query asks for gives a verdict: ok (no change), near (minus 1) or fail. One fail leaves at most
 * 1 when the occupation was exactly right, 0 otherwise; two fails give 0. Soft attributes (sector, mission length,
 * nice-to-have skills) never fail: at worst they are near.
 */
import { AREAS, DEPT_REGION, PLACE, ZONES, type Zone, type ZoneKey } from './areas';
import { occ as occOf } from './occupations';
import { CERT_NEAR, SKILL_NEAR } from './skills';
import { daysUntilFree, type Band, type Duration, type LangCode, type Sector, type Truth } from './truth';

export type Grade = 0 | 1 | 2 | 3;
export type Verdict = 'ok' | 'near' | 'fail';
export type Check = (t: Truth) => Verdict;

export interface OccAsk {
  exact: string[];
  close?: string[];
  related?: string[];
}

export function occBase(t: Truth, a: OccAsk | string[]): Grade {
  const ask: OccAsk = Array.isArray(a) ? { exact: a } : a;
  if (ask.exact.includes(t.occ)) return 3;
  const close = new Set(ask.close ?? []);
  const related = new Set(ask.related ?? []);
  for (const e of ask.exact) {
    for (const c of occOf(e).close) close.add(c);
    for (const r of occOf(e).related ?? []) related.add(r);
  }
  if (close.has(t.occ)) return 2;
  if (related.has(t.occ)) return 1;
  return 0;
}

/** Base for queries that ask for a skill rather than a trade. */
export function skillBase(keys: string[], relatedOccs: string[] = []): (t: Truth) => Grade {
  return (t) => {
    const v = keys.map((k) => skill(k)(t));
    if (v.every((x) => x === 'ok')) return t.neighbour ? 1 : 3;
    if (v.some((x) => x === 'ok') || v.every((x) => x !== 'fail')) return t.neighbour ? 1 : 2;
    if (relatedOccs.includes(t.occ)) return 1;
    return 0;
  };
}

export interface Ask {
  occ?: OccAsk | string[];
  base?: (t: Truth) => Grade;
  checks?: Check[];
  soft?: Check[];
  /** Grammar exclusions and anything the recruiter rules out: 0. */
  exclude?: (t: Truth) => boolean;
}

export function grade(t: Truth, ask: Ask): Grade {
  if (ask.exclude?.(t)) return 0;
  const base: Grade = ask.base ? ask.base(t) : ask.occ ? occBase(t, ask.occ) : 3;
  if (base === 0) return 0;
  let g: number = base;
  let fails = 0;
  for (const c of ask.checks ?? []) {
    const v = c(t);
    if (v === 'near') g -= 1;
    else if (v === 'fail') fails += 1;
  }
  for (const c of ask.soft ?? []) if (c(t) !== 'ok') g -= 1;
  if (fails > 0) g = Math.min(g, base === 3 && fails === 1 ? 1 : 0);
  return Math.max(0, g) as Grade;
}

/** Shorthand: `judge(occ, ...checks)`. */
export function G(occ: OccAsk | string[], ...checks: Check[]): (t: Truth) => Grade {
  return (t) => grade(t, { occ, checks });
}

// ---------------------------------------------------------------------------------------------------------------
// Place: a home or an accepted work area in the zone is ok; a neighbouring department or country, or a whole-France
// mobility, is near; anything else fails.

type Match = 'in' | 'near' | 'out';
interface Loc {
  country: string;
  dept?: string;
  region?: string;
  sub?: string;
  whole?: boolean;
}

function matchLoc(z: Zone, l: Loc, isHome: boolean): Match {
  if (isHome && z.homeCountries?.includes(l.country)) return 'in';
  if (z.depts) {
    if (l.country === 'FR') {
      if (l.dept && z.depts.includes(l.dept)) return 'in';
      if (!l.dept && l.region && z.depts.some((d) => DEPT_REGION[d] === l.region)) return 'in';
      if (l.whole) return 'near';
      if (l.dept && z.nearDepts?.includes(l.dept)) return 'near';
    }
    if (z.nearCountries?.includes(l.country)) return 'near';
    return 'out';
  }
  if (z.region) {
    if (l.country === 'FR' && l.region === z.region) return 'in';
    if (l.country === 'FR' && l.whole) return 'near';
    return 'out';
  }
  if (z.countries) {
    if (z.countries.includes(l.country)) {
      if (!z.subs) return 'in';
      if (l.sub && z.subs.includes(l.sub)) return 'in';
      if (l.whole) return 'near';
      if (l.sub && z.nearSubs?.includes(l.sub)) return 'near';
      return 'out';
    }
    if (l.country === 'FR' && l.dept && z.nearDepts?.includes(l.dept)) return 'near';
    if (z.nearCountries?.includes(l.country)) return 'near';
  }
  return 'out';
}

function locsOf(t: Truth): { loc: Loc; home: boolean }[] {
  const h = PLACE[t.home]!;
  const out: { loc: Loc; home: boolean }[] = [
    {
      loc: {
        country: h.country === 'GB' ? 'GB' : h.country,
        dept: h.dept || undefined,
        region: h.region || undefined,
        sub: h.sub || undefined,
      },
      home: true,
    },
  ];
  for (const k of t.areas) {
    const a = AREAS[k]!;
    const country = a.countryCode ?? '';
    if (a.type === 'pays') out.push({ loc: { country, whole: true }, home: false });
    else if (country === 'FR')
      out.push({
        loc: { country, dept: a.type === 'region' ? undefined : a.departmentCode, region: a.regionCode },
        home: false,
      });
    else out.push({ loc: { country, sub: a.regionCode }, home: false });
  }
  return out;
}

export function zoneMatch(t: Truth, key: ZoneKey): Match {
  const z: Zone = ZONES[key];
  let best: Match = 'out';
  for (const { loc, home } of locsOf(t)) {
    const m = matchLoc(z, loc, home);
    if (m === 'in') return 'in';
    if (m === 'near') best = 'near';
  }
  return best;
}

export function place(...zones: ZoneKey[]): Check {
  return (t) => {
    const m = zones.map((z) => zoneMatch(t, z));
    return m.includes('in') ? 'ok' : m.includes('near') ? 'near' : 'fail';
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Seniority and experience: judged on real years (the band), never on the declared seniority.

const BANDS: Band[] = ['junior', 'confirme', 'senior', 'expert'];
export function level(...asked: Band[]): Check {
  return (t) => {
    if (asked.includes(t.band)) return 'ok';
    const i = BANDS.indexOf(t.band);
    return asked.some((b) => Math.abs(BANDS.indexOf(b) - i) === 1) ? 'near' : 'fail';
  };
}
export function minYears(n: number): Check {
  return (t) => (t.years >= n ? 'ok' : t.years >= n - 2 ? 'near' : 'fail');
}
export function maxYears(n: number): Check {
  return (t) => (t.years <= n ? 'ok' : t.years <= n + 2 ? 'near' : 'fail');
}

// ---------------------------------------------------------------------------------------------------------------
// Availability: first free day within the delay is ok, up to 30 days later near. The `available` filter is judged
// on the declared flag.

export function freeWithin(days: number): Check {
  return (t) => {
    const d = daysUntilFree(t);
    return d <= days ? 'ok' : d <= days + 30 ? 'near' : 'fail';
  };
}
export const declaredAvailable: Check = (t) => (t.available ? 'ok' : 'fail');

// ---------------------------------------------------------------------------------------------------------------
// Work pattern, rate, languages.

export function remote(kind: 'onsite' | 'hybrid' | 'full'): Check {
  return (t) => {
    const r = t.remote;
    if (kind === 'onsite') return r.includes('Sur site') ? 'ok' : r.includes('Hybride') ? 'near' : 'fail';
    if (kind === 'hybrid') return r.includes('Hybride') ? 'ok' : 'near';
    return r.includes('Full remote') ? 'ok' : r.includes('Hybride') ? 'near' : 'fail';
  };
}
export function days(...wanted: number[]): Check {
  return (t) => {
    if (t.days.some((d) => wanted.includes(d))) return 'ok';
    if (t.days.length === 0) return 'near';
    return t.days.some((d) => wanted.some((w) => Math.abs(w - d) === 1)) ? 'near' : 'fail';
  };
}
export function maxRate(eur: number): Check {
  return (t) => (t.rate === null ? 'near' : t.rate <= eur ? 'ok' : t.rate <= eur * 1.1 ? 'near' : 'fail');
}
export function lang(code: LangCode, min: number): Check {
  return (t) => {
    const l = t.languages.find((x) => x.code === code)?.level ?? 0;
    return l >= min ? 'ok' : l === min - 1 ? 'near' : 'fail';
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Skills, certificates, sector, mission length.

function nearOf(groups: string[][], key: string): string[] {
  return groups.filter((g) => g.includes(key)).flat();
}
export function skill(key: string): Check {
  return (t) =>
    t.skills.includes(key) ? 'ok' : nearOf(SKILL_NEAR, key).some((k) => t.skills.includes(k)) ? 'near' : 'fail';
}
export function anySkill(...keys: string[]): Check {
  return (t) => {
    const v = keys.map((k) => skill(k)(t));
    return v.includes('ok') ? 'ok' : v.includes('near') ? 'near' : 'fail';
  };
}
export function cert(key: string): Check {
  return (t) =>
    t.certs.includes(key) ? 'ok' : nearOf(CERT_NEAR, key).some((k) => t.certs.includes(k)) ? 'near' : 'fail';
}
export function anyCert(...keys: string[]): Check {
  return (t) => {
    const v = keys.map((k) => cert(k)(t));
    return v.includes('ok') ? 'ok' : v.includes('near') ? 'near' : 'fail';
  };
}
/** Sector asked for: worked in it is ok, otherwise near (use in `soft`, or in `checks` when it may only be near). */
export function sector(...s: Sector[]): Check {
  return (t) => (t.sectors.some((x) => s.includes(x)) ? 'ok' : 'near');
}
/** Sector the mission cannot do without (classified defence, nuclear sites): missing it fails. */
export function sectorStrict(...s: Sector[]): Check {
  return (t) => (t.sectors.some((x) => s.includes(x)) ? 'ok' : 'fail');
}
export function duration(d: Duration): Check {
  return (t) => (t.durations.includes(d) || t.durations.length === 0 ? 'ok' : 'near');
}
/** Any of the mission lengths is accepted by the freelancer (soft). */
export function durationAny(...ds: Duration[]): Check {
  return (t) => (t.durations.length === 0 || t.durations.some((d) => ds.includes(d)) ? 'ok' : 'near');
}
/** Remote work possible (not required): hybrid or full remote is ok, on site only is near. */
export const teleworkOk: Check = (t) =>
  t.remote.includes('Hybride') || t.remote.includes('Full remote') ? 'ok' : 'near';
