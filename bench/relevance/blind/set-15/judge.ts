/**
 * Set 15 grading helpers. Every helper reads the Truth only. Conventions (see README):
 * - occupation: asked occupation 3, a close occupation 2, a neighbouring occupation (or one held before) 1, else 0;
 * - every other asked attribute gives 3 (met), 2 (small difference) or 1 (not met); the grade of a query is the
 *   minimum of the occupation grade and its attribute grades, and 0 when the occupation grade is 0;
 * - filters are hard: outside the filter the grade is 0.
 */
import type { Truth, Band } from './corpus';
import { INDUSTRIAL_SECTORS, SECTOR_GROUPS } from './catalog';

export type G = 0 | 1 | 2 | 3;

export const NEAR: Record<string, { close: string[]; related: string[] }> = {
  daf: {
    close: ['raf'],
    related: ['cdg', 'chef-comptable', 'tresorier', 'consolidation', 'dg-transition', 'expert-comptable'],
  },
  raf: { close: ['daf', 'chef-comptable'], related: ['cdg', 'comptable', 'expert-comptable'] },
  cdg: { close: [], related: ['daf', 'raf', 'consolidation', 'audit-interne', 'sap-fico', 'epm'] },
  comptable: { close: ['chef-comptable'], related: ['raf', 'expert-comptable', 'paie', 'consultant-erp'] },
  'chef-comptable': { close: ['raf'], related: ['comptable', 'expert-comptable', 'consolidation'] },
  'expert-comptable': { close: [], related: ['chef-comptable', 'raf', 'audit-interne'] },
  tresorier: { close: [], related: ['daf', 'raf', 'cdg'] },
  consolidation: { close: [], related: ['cdg', 'chef-comptable', 'epm', 'daf'] },
  'audit-interne': { close: [], related: ['compliance', 'cdg', 'expert-comptable'] },
  drh: { close: ['rrh'], related: ['hrbp', 'dg-transition', 'juriste-social'] },
  rrh: { close: ['hrbp', 'drh'], related: ['recruteur', 'paie', 'formation', 'juriste-social'] },
  hrbp: { close: ['rrh'], related: ['drh', 'recruteur', 'ta-manager'] },
  recruteur: { close: ['ta-manager'], related: ['rrh', 'hrbp'] },
  'ta-manager': { close: ['recruteur'], related: ['rrh', 'hrbp'] },
  paie: { close: [], related: ['rrh', 'sirh', 'consultant-sirh', 'comptable'] },
  formation: { close: [], related: ['rrh', 'change'] },
  sirh: { close: ['consultant-sirh'], related: ['paie', 'rrh'] },
  'juriste-affaires': { close: [], related: ['contract-manager', 'compliance', 'juriste-social', 'dpo'] },
  'juriste-social': { close: [], related: ['juriste-affaires', 'rrh', 'drh'] },
  compliance: { close: [], related: ['dpo', 'juriste-affaires', 'audit-interne'] },
  dpo: { close: [], related: ['compliance', 'juriste-affaires'] },
  'contract-manager': { close: [], related: ['juriste-affaires', 'acheteur'] },
  'ing-methodes': { close: [], related: ['cpi', 'ing-qualite', 'maintenance', 'dir-usine'] },
  'ing-qualite': { close: ['resp-qualite'], related: ['hse', 'ing-methodes'] },
  'resp-qualite': { close: ['ing-qualite'], related: ['hse'] },
  hse: { close: [], related: ['resp-qualite', 'ing-qualite'] },
  'ing-meca': { close: ['rd'], related: ['ing-methodes', 'cpi', 'electrotech'] },
  electrotech: { close: [], related: ['automaticien', 'maintenance', 'ing-meca'] },
  'genie-civil': { close: [], related: ['bim'] },
  bim: { close: [], related: ['genie-civil'] },
  automaticien: { close: [], related: ['electrotech', 'maintenance'] },
  maintenance: { close: [], related: ['electrotech', 'automaticien', 'ing-methodes'] },
  rd: { close: ['ing-meca'], related: ['cpi'] },
  cpi: { close: [], related: ['pmo', 'ing-methodes', 'rd', 'dir-usine'] },
  'dir-usine': { close: [], related: ['dg-transition', 'cpi', 'ing-methodes', 'maintenance'] },
  acheteur: { close: ['resp-achats'], related: ['appro', 'contract-manager'] },
  'resp-achats': { close: [], related: ['acheteur', 'scm'] },
  appro: { close: [], related: ['acheteur', 'demand-planner', 'scm'] },
  scm: { close: ['sop'], related: ['resp-log', 'demand-planner', 'appro', 'transport'] },
  'demand-planner': { close: ['sop'], related: ['appro', 'scm'] },
  'resp-log': { close: [], related: ['scm', 'transport'] },
  sop: { close: ['scm', 'demand-planner'], related: [] },
  transport: { close: [], related: ['resp-log'] },
  adv: { close: [], related: ['scm', 'appro'] },
  'chef-produit': { close: ['brand'], related: ['trade-mkt', 'crm'] },
  brand: { close: ['chef-produit'], related: ['trade-mkt', 'charge-com'] },
  'charge-com': { close: [], related: ['brand', 'crm'] },
  crm: { close: [], related: ['charge-com', 'chef-produit'] },
  'trade-mkt': { close: [], related: ['chef-produit', 'brand'] },
  'dg-transition': { close: [], related: ['daf', 'drh', 'dir-usine'] },
  pmo: { close: [], related: ['cpi', 'change'] },
  change: { close: [], related: ['pmo', 'formation'] },
  'sap-fico': { close: [], related: ['cdg', 'epm', 'consultant-erp'] },
  'sap-mmsd': { close: [], related: ['sap-fico', 'scm'] },
  'consultant-erp': { close: [], related: ['sap-fico', 'comptable'] },
  'consultant-sirh': { close: ['sirh'], related: ['paie'] },
  epm: { close: [], related: ['consolidation', 'sap-fico', 'cdg'] },
};

export interface OccOpts {
  close?: string[];
  related?: string[];
  /** when false, the NEAR map is not used (only the given close/related lists) */
  near?: boolean;
}

/** Occupation grade. */
export function occ(t: Truth, keys: string | string[], o: OccOpts = {}): G {
  const ks = Array.isArray(keys) ? keys : [keys];
  if (ks.includes(t.occ)) return 3;
  const useNear = o.near !== false;
  const close = new Set([...(o.close ?? []), ...(useNear ? ks.flatMap((k) => NEAR[k]?.close ?? []) : [])]);
  if (close.has(t.occ)) return 2;
  const related = new Set([...(o.related ?? []), ...(useNear ? ks.flatMap((k) => NEAR[k]?.related ?? []) : [])]);
  if (related.has(t.occ)) return 1;
  if (t.pastOccs.some((p) => ks.includes(p))) return 1;
  return 0;
}

/** The grade of a query: 0 without the occupation, else the minimum. */
export function all(occG: G, ...attrs: G[]): G {
  if (occG === 0) return 0;
  return Math.min(occG, ...attrs) as G;
}

// ------------------------------------------------------------------------------------------------ places
export type Place =
  | { kind: 'city'; name: string; dept: string; region: string; country?: string; near?: string[] }
  | { kind: 'dept'; code: string; region: string }
  | { kind: 'region'; code: string; country?: string }
  | { kind: 'depts'; codes: string[]; region: string }
  | { kind: 'country'; code: string; border?: string[] };

const OVERSEAS_REGIONS = ['01', '02', '03', '04', '06'];

/** Border homes (French cities next to a foreign country) */
const BORDER_HOMES: Record<string, string[]> = {
  LU: ['Thionville', 'Metz'],
  CH: ['Annemasse', 'Annecy', 'Mulhouse', 'Belfort', 'Besançon'],
  BE: ['Lille', 'Roubaix', "Villeneuve-d'Ascq", 'Valenciennes'],
};

/** Place grade: 3 home in the place or a declared work area in or around it; 2 close by or mobile nationwide; 1 elsewhere. */
export function place(t: Truth, p: Place): G {
  const h = t.home;
  let best: G = 1;
  const up = (g: G) => {
    if (g > best) best = g;
  };
  const country = p.kind === 'country' ? p.code : 'country' in p && p.country ? p.country : 'FR';
  // home
  switch (p.kind) {
    case 'city':
      if (h.country === country && (country === 'FR' ? h.dept === p.dept : h.region === p.region)) up(3);
      else if (
        (h.country === 'FR' && p.near?.includes(h.dept)) ||
        (h.country !== 'FR' && h.country === country && (p.near?.includes(h.region) || p.near?.includes(h.dept)))
      )
        up(2);
      else if (h.country === country && h.region === p.region) up(2);
      else if (country !== 'FR' && h.country === country) up(2);
      break;
    case 'dept':
      if (h.country === 'FR' && h.dept === p.code) up(3);
      else if (h.country === 'FR' && h.region === p.region) up(2);
      break;
    case 'region':
      if (h.country === country && h.region === p.code) up(3);
      break;
    case 'depts':
      if (h.country === 'FR' && p.codes.includes(h.dept)) up(3);
      else if (h.country === 'FR' && h.region === p.region) up(2);
      break;
    case 'country':
      if (h.country === p.code) up(3);
      else if (BORDER_HOMES[p.code]?.includes(h.city)) up(2);
      break;
  }
  // declared work areas ("France entière" means mainland France: it gives no credit for an overseas place)
  const overseas =
    country === 'FR' &&
    ((p.kind === 'region' && OVERSEAS_REGIONS.includes(p.code)) ||
      (p.kind === 'dept' && p.code.startsWith('97')) ||
      (p.kind === 'city' && p.dept.startsWith('97')) ||
      (p.kind === 'depts' && p.codes.every((c) => c.startsWith('97'))));
  for (const a of t.areas) {
    if (a.countryCode !== country) continue;
    if (a.type === 'pays') {
      if (!overseas) up(p.kind === 'country' ? 3 : 2);
      continue;
    }
    switch (p.kind) {
      case 'city':
        if (country === 'FR') {
          if (a.type === 'region' && a.regionCode === p.region) up(3);
          if ((a.type === 'departement' || a.type === 'ville') && a.departmentCode === p.dept) up(3);
          if ((a.type === 'departement' || a.type === 'ville') && p.near?.includes(a.departmentCode ?? '')) up(2);
        } else if (a.regionCode === p.region) up(3);
        break;
      case 'dept':
        if (a.type === 'region' && a.regionCode === p.region) up(3);
        if ((a.type === 'departement' || a.type === 'ville') && a.departmentCode === p.code) up(3);
        break;
      case 'region':
        if (a.regionCode === p.code) up(3);
        break;
      case 'depts':
        if (a.type === 'region' && a.regionCode === p.region) up(3);
        if ((a.type === 'departement' || a.type === 'ville') && p.codes.includes(a.departmentCode ?? '')) up(3);
        break;
      case 'country':
        up(3);
        break;
    }
  }
  return best;
}

/** Any of several places. */
export function places(t: Truth, ps: Place[]): G {
  return Math.max(...ps.map((p) => place(t, p))) as G;
}

/** The workAreas filter (referential region slugs): hard. In = home in the region or a declared area in, containing or
 * equal to it (a nationwide area counts). */
export function inRegionFilter(t: Truth, regionCode: string, country = 'FR'): boolean {
  if (t.home.country === country && (country === 'FR' ? t.home.region === regionCode : true)) return true;
  return t.areas.some(
    (a) => a.countryCode === country && (a.type === 'pays' || (country === 'FR' ? a.regionCode === regionCode : true)),
  );
}

// ------------------------------------------------------------------------------------------------ seniority
const ORDER: Band[] = ['junior', 'confirme', 'senior', 'expert'];
/** Seniority asked by word. senior: senior/expert 3; expert: expert 3, senior 2; confirme: confirme 3, senior 2, a
 * 2-year junior 2; junior: junior 3, confirme 2. Else 1. */
export function sen(t: Truth, want: Band): G {
  const b = t.band;
  if (want === 'senior') return b === 'senior' || b === 'expert' ? 3 : 1;
  if (want === 'expert') return b === 'expert' ? 3 : b === 'senior' ? 2 : 1;
  if (want === 'confirme') return b === 'confirme' ? 3 : b === 'senior' || (b === 'junior' && t.years >= 2) ? 2 : 1;
  return b === 'junior' ? 3 : b === 'confirme' ? 2 : 1;
}
/** Several accepted bands (e.g. "junior ou confirmé"): 3 inside, 2 next to them, 1 else. */
export function bands(t: Truth, want: Band[]): G {
  if (want.includes(t.band)) return 3;
  const i = ORDER.indexOf(t.band);
  if (want.some((w) => Math.abs(ORDER.indexOf(w) - i) === 1)) return 2;
  return 1;
}
/** "N ans d'expérience" (a minimum): 3 at N or more, 2 within two years below, 1 else. */
export function yearsMin(t: Truth, n: number): G {
  if (t.years >= n) return 3;
  if (t.years >= n - 2) return 2;
  return 1;
}
/** The seniority filter (hard): the declared seniority must be one of the slugs. */
export function seniorityFilter(t: Truth, slugs: Band[]): boolean {
  return t.declaredSeniority && slugs.includes(t.band);
}

// ------------------------------------------------------------------------------------------------ other attributes
/** Interim management (management de transition): has done it 3; 12+ years without it 2; else 1. */
export function interim(t: Truth): G {
  if (t.interim) return 3;
  return t.years >= 12 ? 2 : 1;
}
/** remote asked: full (full remote accepted 3, hybrid 2, on site only 1); hybrid (hybrid 3, on site 2, remote-only 1);
 * onsite (on site 3, hybrid 2, remote-only 1). */
export function remote(t: Truth, want: 'full' | 'hybrid' | 'onsite'): G {
  const r = t.remote;
  if (want === 'full') return r.includes('Full remote') ? 3 : r.includes('Hybride') ? 2 : 1;
  if (want === 'hybrid') return r.includes('Hybride') ? 3 : r.includes('Sur site') ? 2 : 1;
  return r.includes('Sur site') ? 3 : r.includes('Hybride') ? 2 : 1;
}
/** Start by a date: available by `by` 3, by `slack` 2, later 1. */
export function availBy(t: Truth, by: string, slack: string): G {
  const d = t.available ? '2026-11-29' : t.availableFrom;
  if (d <= by) return 3;
  if (d <= slack) return 2;
  return 1;
}
/** "dispo immédiatement / rapidement / ASAP": within two weeks 3, by mid-January 2; later 1. */
export function asap(t: Truth): G {
  return availBy(t, '2026-12-15', '2027-01-15');
}
/** Day rate ceiling: at or under 3, within 10 % 2, above 1; no rate given 2. */
export function rateMax(t: Truth, max: number): G {
  if (t.rate === null) return 2;
  if (t.rate <= max) return 3;
  if (t.rate <= max * 1.1) return 2;
  return 1;
}
/** Days a week asked: accepted 3, one day off 2, else 1. */
export function days(t: Truth, n: number): G {
  if (t.days.includes(n)) return 3;
  if (t.days.some((d) => Math.abs(d - n) === 1)) return 2;
  return 1;
}
/** Part-time (temps partagé): works at most 3 days a week 3; accepts 4 days 2; full-time only 1. */
export function partTime(t: Truth): G {
  if (t.days.some((d) => d <= 3)) return 3;
  if (t.days.includes(4)) return 2;
  return 1;
}
const LEVELS = ['basic', 'professional', 'fluent', 'bilingual', 'native'];
/** Language level asked: at or above 3, one level below 2, else 1. */
export function lang(t: Truth, code: string, min: 'professional' | 'fluent' | 'bilingual'): G {
  const lv = t.langs[code];
  if (!lv) return 1;
  const i = LEVELS.indexOf(lv);
  const j = LEVELS.indexOf(min);
  if (i >= j) return 3;
  if (i === j - 1) return 2;
  return 1;
}
/** A tool, norm or specialty asked: has one of them 3, else `missing` (1 by default; 2 when it is a nice-to-have). */
export function has(t: Truth, keys: string[], missing: G = 1): G {
  return keys.some((k) => t.tools.includes(k) || t.norms.includes(k) || t.specs.includes(k) || t.sectors.includes(k))
    ? 3
    : missing;
}
export function hasSap(t: Truth): boolean {
  return t.tools.some((k) => k.startsWith('sap-') || k === 's4hana');
}
/** A sector asked: has it 3, a sector of the same group 2, else 1. */
export function sector(t: Truth, keys: string[]): G {
  if (t.sectors.some((s) => keys.includes(s))) return 3;
  const near = new Set(SECTOR_GROUPS.filter((g) => g.some((s) => keys.includes(s))).flat());
  if (t.sectors.some((s) => near.has(s))) return 2;
  return 1;
}
/** "industriel(le)": an industrial sector 3, else 1 (for controllers, an industrial-controlling specialty counts). */
export function industrial(t: Truth, missing: G = 1): G {
  if (t.sectors.some((s) => INDUSTRIAL_SECTORS.includes(s)) || t.specs.includes('cdg-indus')) return 3;
  return missing;
}
/** A mission length asked: accepted (or no stated preference) 3, else 2. */
export function duration(t: Truth, want: string[]): G {
  if (t.durations.length === 0 || t.durations.some((d) => want.includes(d))) return 3;
  return 2;
}
