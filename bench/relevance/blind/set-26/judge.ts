/**
 * Grading conventions of set-26, written once and used by every query. A judge reads the Truth only, never the CV
 * text: a freelancer is graded for what the mission needs, whatever words the CV uses.
 *
 * 1. Occupation base. The occupations a query asks for give 3. Each occupation has default neighbours in model.ts:
 *    `near` ones give 2 (same function, small difference: business analyst vs MOA consultant, KYC vs AML analyst),
 *    `rel` ones give 1 (related function). A query may add near or related occupations, or switch the defaults off.
 *    Neighbour occupations outside the trade (bank IT developers, data engineers, corporate finance, audit firms,
 *    industrial controllers, corporate treasurers, general accountants, sales) are 0 unless a query names them.
 * 2. Attributes, each ok / near / fail:
 *    - place: ok when the home or a declared work area overlaps a zone the query accepts (a work area of a whole
 *      region or country covers its cities); near when it overlaps one of the query's near zones (same region,
 *      commuting distance, across the border); otherwise fail. `orRemote` queries also accept freelancers who take
 *      full-remote missions.
 *    - seniority words and years: junior / débutant 0-2 years (near 3); confirmé 3-6 (near 2, 7-8); expérimenté 5+
 *      (near 4); senior 7+ (near 5-6);
 *      expert / head of / 10 ans+ 10+ (near 8-9); "N ans" at least N (near N-1, N-2 from 8 up); ranges a-b (near a-1,
 *      b+2). Years of experience come from the Truth, not from the declared seniority.
 *    - availability: "dispo immédiate" free within 7 days (near 31); "sous un mois" / "rapidement" within 31 days
 *      (near 61); a month or a date: free by then (near 30 days later).
 *    - remote: full remote ok if accepted, near if hybrid; hybrid / télétravail partiel ok if hybrid, near otherwise;
 *      on site ok if on site, near if hybrid, fail if full remote only; "télétravail" alone ok if hybrid or full
 *      remote, near if on site only.
 *    - days a week: ok if one accepted count matches, near if one is off by one.
 *    - rate: ok at or under the ceiling, near up to 10 % over or not given, fail beyond.
 *    - languages: ok at the level asked (courant / fluent = C1, bilingue = C2, notions = A2, "anglais" alone = B2),
 *      near one level below, fail otherwise.
 *    - skills: all asked ok; one missing out of two or more near; more missing fail. "Any of" lists need one.
 *      A query made of tools or regulations only names the occupations whose job it is (related without the
 *      skill) and the occupations that may use it (counted only when they have it).
 *      "Plus" skills give near when all are missing. Certificates asked for: fail when missing (near when "a plus").
 *    - sector (banking, insurance, asset management...) and business domain of project roles: ok / near / fail
 *      from the query's lists; a speciality (life vs non-life actuary, equity vs fixed income manager) likewise,
 *      checked only for the occupations asked for.
 *    - grammar: an exclusion drops what it excludes to 0; OR groups are alternatives (best grade of the groups).
 * 3. Combination: start from the occupation base, take one point per near (never below 1); any fail caps an exact
 *    occupation at 1 and drops a neighbour occupation to 0.
 */
import type { Area } from './areas';
import { TODAY, type Remote, type Truth } from './corpus';
import { OCCS, type Cert, type Domain, type Lang, type Occ, type Sector, type Skill } from './model';

export type Grade = 0 | 1 | 2 | 3;
type Verdict = 'ok' | 'near' | 'fail';

export interface Zone {
  cc: string;
  region?: string;
  dept?: string;
  city?: string;
}

export interface PlaceNeed {
  ok: Zone[];
  near?: Zone[];
  orRemote?: boolean;
}

export interface YearsNeed {
  min?: number;
  max?: number;
  nearMin?: number;
  nearMax?: number;
}

export interface Need {
  occ: Occ[];
  near?: Occ[];
  rel?: Occ[];
  /** no default neighbours */
  only?: boolean;
  spec?: { ok: string[]; near?: string[] };
  sector?: { ok: Sector[]; near?: Sector[] };
  domain?: { ok: Domain[]; near?: Domain[] };
  place?: PlaceNeed;
  years?: YearsNeed;
  avail?: { by: string; nearBy?: string };
  remote?: 'full' | 'hybrid' | 'onsite' | 'some';
  days?: number[];
  rateMax?: number;
  langs?: { lang: Lang; min: number }[];
  skillsAll?: Skill[];
  skillsAny?: Skill[];
  skillsPlus?: Skill[];
  certs?: Cert[];
  certsPlus?: Cert[];
  exclude?: Occ[];
  excludeIf?: (t: Truth) => boolean;
}

// ---------------------------------------------------------------------------------------------------------------
// seniority and years

export const JUNIOR: YearsNeed = { max: 2, nearMax: 3 };
export const CONFIRME: YearsNeed = { min: 3, max: 6, nearMin: 2, nearMax: 8 };
export const SENIOR: YearsNeed = { min: 7, nearMin: 5 };
export const EXPERT: YearsNeed = { min: 10, nearMin: 8 };
export const minYears = (n: number): YearsNeed => ({ min: n, nearMin: n - (n >= 8 ? 2 : 1) });
export const yearsRange = (a: number, b: number): YearsNeed => ({ min: a, max: b, nearMin: a - 1, nearMax: b + 2 });

// ---------------------------------------------------------------------------------------------------------------
// availability

export function addDays(iso: string, n: number): string {
  const d = new Date(iso + 'T00:00:00Z');
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
export const NOW = { by: addDays(TODAY, 7), nearBy: addDays(TODAY, 31) };
export const SOON = { by: addDays(TODAY, 31), nearBy: addDays(TODAY, 61) };
export const freeBy = (iso: string) => ({ by: iso, nearBy: addDays(iso, 30) });

// ---------------------------------------------------------------------------------------------------------------
// languages: "anglais" alone B2, courant / fluent C1, bilingue C2

export const B2 = 4;
export const C1 = 5;
export const C2 = 6;

// ---------------------------------------------------------------------------------------------------------------
// places

const fr = (dept: string, region: string): Zone => ({ cc: 'FR', region, dept });
const frRegion = (region: string): Zone => ({ cc: 'FR', region });

export const PLACES = {
  paris: {
    ok: [frRegion('11')],
    near: [
      fr('59', '32'),
      fr('60', '32'),
      fr('51', '44'),
      fr('45', '24'),
      fr('76', '28'),
      fr('27', '28'),
      fr('37', '24'),
      fr('72', '52'),
      fr('28', '24'),
    ],
  },
  hautsDeSeine: {
    ok: [fr('75', '11'), fr('92', '11'), fr('78', '11'), fr('95', '11')],
    near: [frRegion('11')],
  },
  idf: {
    ok: [frRegion('11')],
    near: [fr('59', '32'), fr('60', '32'), fr('51', '44'), fr('45', '24'), fr('76', '28'), fr('27', '28')],
  },
  lyon: { ok: [fr('69', '84'), fr('01', '84')], near: [frRegion('84')] },
  lille: { ok: [fr('59', '32'), fr('62', '32')], near: [frRegion('32'), { cc: 'BE', region: 'WAL', dept: 'WHT' }] },
  nantes: { ok: [fr('44', '52')], near: [frRegion('52'), fr('35', '53'), fr('56', '53')] },
  loireAtlantique: { ok: [fr('44', '52')], near: [frRegion('52'), fr('35', '53')] },
  bordeaux: { ok: [fr('33', '75')], near: [frRegion('75')] },
  niort: {
    ok: [fr('79', '75'), fr('17', '75'), fr('86', '75')],
    near: [frRegion('75'), fr('85', '52'), fr('49', '52')],
  },
  leMans: { ok: [fr('72', '52')], near: [frRegion('52'), fr('37', '24')] },
  paca: { ok: [frRegion('93')], near: [] },
  hautsDeFrance: {
    ok: [frRegion('32')],
    near: [{ cc: 'BE', region: 'WAL', dept: 'WHT' }, fr('95', '11'), fr('51', '44')],
  },
  luxembourg: {
    ok: [{ cc: 'LU' }],
    near: [fr('57', '44'), fr('54', '44'), { cc: 'BE', region: 'WAL', dept: 'WLX' }],
  },
  geneve: {
    ok: [{ cc: 'CH', region: 'GE' }],
    near: [{ cc: 'CH', region: 'VD' }, fr('74', '84'), fr('01', '84')],
  },
  vaud: {
    ok: [{ cc: 'CH', region: 'VD' }],
    near: [
      { cc: 'CH', region: 'GE' },
      { cc: 'CH', region: 'FR' },
      { cc: 'CH', region: 'NE' },
      { cc: 'CH', region: 'VS' },
    ],
  },
  bruxelles: {
    ok: [
      { cc: 'BE', region: 'BRU' },
      { cc: 'BE', region: 'WAL', dept: 'WBR' },
      { cc: 'BE', region: 'VLG', dept: 'VBR' },
    ],
    near: [{ cc: 'BE' }],
  },
} satisfies Record<string, PlaceNeed>;

function zoneOf(a: Area): Zone {
  const z: Zone = { cc: a.countryCode ?? '' };
  if (a.type !== 'pays' && a.regionCode) z.region = a.regionCode;
  if ((a.type === 'ville' || a.type === 'departement') && a.departmentCode) z.dept = a.departmentCode;
  if (a.type === 'ville' && a.cityName) z.city = a.cityName;
  return z;
}

function overlap(a: Zone, b: Zone): boolean {
  if (a.cc !== b.cc) return false;
  if (a.region !== undefined && b.region !== undefined && a.region !== b.region) return false;
  if (a.dept !== undefined && b.dept !== undefined && a.dept !== b.dept) return false;
  if (a.city !== undefined && b.city !== undefined && a.city !== b.city) return false;
  return true;
}

export function placeVerdict(t: Truth, p: PlaceNeed): Verdict {
  if (p.orRemote && t.remote.includes('Full remote')) return 'ok';
  const zs = [t.homeArea, ...t.areas].map(zoneOf);
  if (zs.some((z) => p.ok.some((q) => overlap(z, q)))) return 'ok';
  if (zs.some((z) => (p.near ?? []).some((q) => overlap(z, q)))) return 'near';
  return 'fail';
}

// ---------------------------------------------------------------------------------------------------------------
// the other attributes

function yearsVerdict(y: number, n: YearsNeed): Verdict {
  const lo = n.min ?? 0;
  const hi = n.max ?? 99;
  if (y >= lo && y <= hi) return 'ok';
  if (y >= (n.nearMin ?? lo) && y <= (n.nearMax ?? hi)) return 'near';
  return 'fail';
}

function remoteVerdict(rs: Remote[], want: 'full' | 'hybrid' | 'onsite' | 'some'): Verdict {
  if (want === 'some') return rs.includes('Hybride') || rs.includes('Full remote') ? 'ok' : 'near';
  if (want === 'full') return rs.includes('Full remote') ? 'ok' : rs.includes('Hybride') ? 'near' : 'fail';
  if (want === 'hybrid') return rs.includes('Hybride') ? 'ok' : 'near';
  return rs.includes('Sur site') ? 'ok' : rs.includes('Hybride') ? 'near' : 'fail';
}

function daysVerdict(have: number[], want: number[]): Verdict {
  if (have.some((d) => want.includes(d))) return 'ok';
  if (have.some((d) => want.some((w) => Math.abs(w - d) === 1))) return 'near';
  return 'fail';
}

function level(t: Truth, lang: Lang): number {
  return t.languages.find((l) => l.lang === lang)?.level ?? 0;
}

function occBase(t: Truth, n: Need): Grade {
  if (n.occ.includes(t.occ)) return 3;
  const near = new Set<Occ>(n.near ?? []);
  const rel = new Set<Occ>(n.rel ?? []);
  if (!n.only)
    for (const o of n.occ) {
      for (const x of OCCS[o].near) near.add(x);
      for (const x of OCCS[o].rel) rel.add(x);
    }
  if (near.has(t.occ)) return 2;
  if (rel.has(t.occ)) return 1;
  return 0;
}

export function verdicts(t: Truth, n: Need): Verdict[] {
  const v: Verdict[] = [];
  if (n.spec && n.occ.includes(t.occ) && t.spec !== null)
    v.push(n.spec.ok.includes(t.spec) ? 'ok' : (n.spec.near ?? []).includes(t.spec) ? 'near' : 'fail');
  if (n.sector)
    v.push(
      t.sectors.some((s) => n.sector!.ok.includes(s))
        ? 'ok'
        : t.sectors.some((s) => (n.sector!.near ?? []).includes(s))
          ? 'near'
          : 'fail',
    );
  if (n.domain && t.domain !== null)
    v.push(n.domain.ok.includes(t.domain) ? 'ok' : (n.domain.near ?? []).includes(t.domain) ? 'near' : 'fail');
  if (n.place) v.push(placeVerdict(t, n.place));
  if (n.years) v.push(yearsVerdict(t.years, n.years));
  if (n.avail)
    v.push(
      t.freeFrom <= n.avail.by ? 'ok' : t.freeFrom <= (n.avail.nearBy ?? addDays(n.avail.by, 30)) ? 'near' : 'fail',
    );
  if (n.remote) v.push(remoteVerdict(t.remote, n.remote));
  if (n.days) v.push(daysVerdict(t.days, n.days));
  if (n.rateMax !== undefined)
    v.push(t.rate === null ? 'near' : t.rate <= n.rateMax ? 'ok' : t.rate <= n.rateMax * 1.1 ? 'near' : 'fail');
  for (const l of n.langs ?? []) {
    const lv = level(t, l.lang);
    v.push(lv >= l.min ? 'ok' : lv === l.min - 1 ? 'near' : 'fail');
  }
  if (n.skillsAll) {
    const miss = n.skillsAll.filter((s) => !t.skills.includes(s)).length;
    v.push(miss === 0 ? 'ok' : miss === 1 && n.skillsAll.length >= 2 ? 'near' : 'fail');
  }
  if (n.skillsAny) v.push(n.skillsAny.some((s) => t.skills.includes(s)) ? 'ok' : 'fail');
  if (n.skillsPlus) v.push(n.skillsPlus.some((s) => t.skills.includes(s)) ? 'ok' : 'near');
  if (n.certs) v.push(n.certs.some((c) => t.certs.includes(c)) ? 'ok' : 'fail');
  if (n.certsPlus) v.push(n.certsPlus.some((c) => t.certs.includes(c)) ? 'ok' : 'near');
  return v;
}

export function grade(t: Truth, n: Need): Grade {
  if (n.exclude?.includes(t.occ) || n.excludeIf?.(t)) return 0;
  const base = occBase(t, n);
  if (base === 0) return 0;
  const v = verdicts(t, n);
  const nears = v.filter((x) => x === 'near').length;
  const fails = v.filter((x) => x === 'fail').length;
  let g = Math.max(1, base - nears);
  if (fails > 0) g = base === 3 ? Math.min(g, 1) : 0;
  return g as Grade;
}

/** A judge from one need, or the best of several (OR groups, alternative readings). */
export function judge(...needs: Need[]): (t: Truth) => Grade {
  return (t) => needs.reduce<Grade>((best, n) => Math.max(best, grade(t, n)) as Grade, 0);
}

/** A need whose grade is capped (a second reading of a query that can at most be a strong match). */
export function capped(n: Need, max: Grade): (t: Truth) => Grade {
  return (t) => Math.min(grade(t, n), max) as Grade;
}

export function best(...js: ((t: Truth) => Grade)[]): (t: Truth) => Grade {
  return (t) => js.reduce<Grade>((b, j) => Math.max(b, j(t)) as Grade, 0);
}

/**
 * A tool or regulation query. `core` occupations are the ones whose job is the subject: they are 3 with the skills
 * and related (1) without. `users` are other business occupations that may use it: they count only when they have
 * at least one of the skills (3 with all, 2 with one missing out of several), otherwise 0.
 */
export function skillJudge(
  skills: Skill[],
  core: Occ[],
  users: Occ[] = [],
  extra: Partial<Need> = {},
): (t: Truth) => Grade {
  const occs = [...core, ...users];
  return (t) => {
    if (!occs.includes(t.occ)) return 0;
    if (!core.includes(t.occ) && !skills.some((s) => t.skills.includes(s))) return 0;
    return grade(t, { occ: occs, only: true, skillsAll: skills, ...extra });
  };
}

/** Caps any judge. */
export function cap(j: (t: Truth) => Grade, max: Grade): (t: Truth) => Grade {
  return (t) => Math.min(j(t), max) as Grade;
}
