/**
 * Set-35 grading conventions. Judges read the Truth only, never the text. Grades: 3 exactly what was asked; 2 a strong
 * match with a small difference; 1 related; 0 not relevant.
 *
 * 1. Base from the occupation (roleBase): an asked occupation gives 3, a close substitute 2, a related trade 1, else 0.
 *    An earlier occupation (prevOcc) that was asked gives at least 2 when held 3 years or more, else at least 1.
 * 2. Each constraint of the query gives ok / near / fail (see the check functions below).
 * 3. combine: one near caps at 2, three nears cap at 1; one fail caps at 1 (and gives 0 when the base is only 1); two
 *    fails give 0. Exclusions typed with a minus give 0 when the Truth has what was excluded.
 */
import { CITIES, DEPARTMENTS, type Area } from './areas';
import { deptKeyOf, regionKeyOf, TODAY, type Days, type Remote, type Truth } from './corpus';
import type { OccKey } from './occupations';
import type { CertKey, DiplomaKey, LangKey, LangLevel, SectorKey, SkillKey } from './vocab';

export type Grade = 0 | 1 | 2 | 3;
export type Verdict = 'ok' | 'near' | 'fail';

// ------------------------------------------------------------------------------------------------ occupations
/** close substitutes (grade 2) and related trades (grade 1) of each asked occupation */
export const REL: Record<OccKey, { close: OccKey[]; related: OccKey[] }> = {
  'asset-manager': {
    close: ['fund-manager'],
    related: ['property-manager', 'transaction-manager', 're-analyst', 'leasing-manager', 'valuer'],
  },
  'fund-manager': { close: ['asset-manager'], related: ['transaction-manager', 're-analyst', 'fund-admin'] },
  'transaction-manager': {
    close: ['re-analyst'],
    related: ['asset-manager', 'fund-manager', 'valuer', 'leasing-manager'],
  },
  're-analyst': {
    close: ['transaction-manager'],
    related: ['asset-manager', 'fund-manager', 'valuer', 'credit-analyst'],
  },
  'leasing-manager': {
    close: ['commercialisation-officer'],
    related: ['asset-manager', 'property-manager', 'negociateur-immobilier'],
  },
  'commercialisation-officer': {
    close: ['leasing-manager'],
    related: ['programme-manager', 'negociateur-immobilier', 'responsable-commercial'],
  },
  'programme-manager': {
    close: ['charge-operations'],
    related: ['conducteur-travaux', 'economiste', 'commercialisation-officer', 'architecte'],
  },
  'charge-operations': {
    close: ['programme-manager'],
    related: ['conducteur-travaux', 'economiste', 'technical-facility-manager', 'architecte'],
  },
  'property-manager': {
    close: [],
    related: [
      'asset-manager',
      'gestionnaire-locatif',
      'lease-administrator',
      'building-manager',
      'facility-manager',
      'gestionnaire-copro',
      'technical-facility-manager',
    ],
  },
  'gestionnaire-copro': {
    close: [],
    related: ['gestionnaire-locatif', 'building-manager', 'comptable-immobilier', 'property-manager'],
  },
  'gestionnaire-locatif': {
    close: [],
    related: [
      'gestionnaire-copro',
      'property-manager',
      'recouvrement-locatif',
      'lease-administrator',
      'building-manager',
    ],
  },
  'building-manager': {
    close: [],
    related: [
      'gestionnaire-copro',
      'gestionnaire-locatif',
      'facility-manager',
      'technical-facility-manager',
      'property-manager',
    ],
  },
  'recouvrement-locatif': { close: [], related: ['gestionnaire-locatif', 'comptable-immobilier'] },
  'comptable-immobilier': {
    close: [],
    related: ['comptable', 'gestionnaire-copro', 'gestionnaire-locatif', 'lease-administrator'],
  },
  'lease-administrator': { close: [], related: ['property-manager', 'gestionnaire-locatif', 'comptable-immobilier'] },
  'facility-manager': {
    close: ['technical-facility-manager', 'workplace-manager'],
    related: ['maintenance-manager', 'building-manager', 'property-manager', 'energy-manager'],
  },
  'technical-facility-manager': {
    close: ['maintenance-manager', 'facility-manager'],
    related: ['energy-manager', 'building-manager', 'building-surveyor', 'conducteur-travaux'],
  },
  'maintenance-manager': {
    close: ['technical-facility-manager'],
    related: ['facility-manager', 'energy-manager', 'conducteur-travaux'],
  },
  'energy-manager': {
    close: [],
    related: ['technical-facility-manager', 'maintenance-manager', 'facility-manager', 'building-surveyor'],
  },
  'workplace-manager': { close: ['space-planner', 'facility-manager'], related: ['architecte'] },
  'space-planner': { close: ['workplace-manager'], related: ['architecte', 'facility-manager'] },
  valuer: { close: [], related: ['asset-manager', 'transaction-manager', 're-analyst', 'building-surveyor'] },
  'building-surveyor': { close: [], related: ['technical-facility-manager', 'valuer', 'economiste', 'energy-manager'] },
  'claims-handler': {
    close: ['claims-handler-bodily'],
    related: ['claims-manager', 'loss-adjuster', 'contract-admin', 'health-benefits'],
  },
  'claims-handler-bodily': { close: ['claims-handler'], related: ['claims-manager', 'loss-adjuster'] },
  'claims-manager': { close: [], related: ['claims-handler', 'claims-handler-bodily', 'loss-adjuster'] },
  'loss-adjuster': { close: [], related: ['claims-manager', 'claims-handler', 'building-surveyor'] },
  'uw-pc': {
    close: [],
    related: ['uw-life', 'uw-health', 'broker-account-manager', 'insurance-product-manager', 'claims-manager'],
  },
  'uw-life': { close: ['uw-health'], related: ['uw-pc', 'contract-admin'] },
  'uw-health': { close: ['uw-life'], related: ['uw-pc', 'health-benefits', 'insurance-product-manager'] },
  actuary: { close: ['pricing-analyst'], related: ['reg-reporting-ins', 'risk-analyst', 'insurance-product-manager'] },
  'pricing-analyst': { close: ['actuary'], related: ['insurance-product-manager'] },
  'insurance-product-manager': {
    close: [],
    related: ['pricing-analyst', 'actuary', 'ba-insurance', 'uw-pc', 'uw-health'],
  },
  'broker-account-manager': {
    close: [],
    related: ['uw-pc', 'contract-admin', 'responsable-commercial', 'claims-manager'],
  },
  'contract-admin': { close: [], related: ['claims-handler', 'broker-account-manager', 'health-benefits', 'uw-life'] },
  'health-benefits': { close: [], related: ['contract-admin', 'claims-handler', 'uw-health'] },
  'reg-reporting-ins': { close: [], related: ['actuary', 'reg-reporting-bank', 'controleur-gestion', 'comptable'] },
  'ba-insurance': { close: ['ba-banking'], related: ['chef-projet-it', 'insurance-product-manager'] },
  'back-office': { close: ['middle-office'], related: ['payments', 'fund-admin', 'cash-ops'] },
  'middle-office': { close: ['back-office'], related: ['risk-analyst', 'fund-admin'] },
  'credit-analyst': { close: [], related: ['loan-officer', 'risk-analyst', 're-analyst'] },
  'loan-officer': { close: [], related: ['credit-analyst', 'wealth-assistant'] },
  'kyc-analyst': { close: ['aml-analyst'], related: ['compliance-officer', 'internal-control'] },
  'aml-analyst': { close: ['kyc-analyst'], related: ['compliance-officer', 'internal-control'] },
  'compliance-officer': { close: [], related: ['aml-analyst', 'kyc-analyst', 'internal-control'] },
  'internal-control': { close: [], related: ['compliance-officer', 'risk-analyst', 'auditeur'] },
  payments: { close: ['cash-ops'], related: ['back-office', 'ba-banking'] },
  'cash-ops': { close: ['payments'], related: ['back-office', 'tresorier'] },
  'wealth-assistant': { close: [], related: ['loan-officer', 'kyc-analyst', 'back-office'] },
  'risk-analyst': { close: [], related: ['reg-reporting-bank', 'credit-analyst', 'internal-control', 'middle-office'] },
  'reg-reporting-bank': {
    close: [],
    related: ['risk-analyst', 'reg-reporting-ins', 'controleur-gestion', 'comptable'],
  },
  'ba-banking': { close: ['ba-insurance'], related: ['chef-projet-it', 'payments'] },
  'fund-admin': { close: [], related: ['back-office', 'middle-office', 'comptable', 'fund-manager'] },
  comptable: {
    close: ['comptable-immobilier'],
    related: ['controleur-gestion', 'reg-reporting-bank', 'reg-reporting-ins', 'fund-admin'],
  },
  'controleur-gestion': { close: [], related: ['comptable', 'auditeur'] },
  'conducteur-travaux': { close: [], related: ['charge-operations', 'programme-manager', 'economiste'] },
  architecte: { close: [], related: ['space-planner', 'programme-manager'] },
  'chef-projet-it': { close: [], related: ['ba-insurance', 'ba-banking'] },
  'responsable-commercial': { close: [], related: ['commercialisation-officer', 'broker-account-manager'] },
  'negociateur-immobilier': { close: [], related: ['commercialisation-officer', 'leasing-manager'] },
  economiste: { close: [], related: ['conducteur-travaux', 'charge-operations'] },
  auditeur: { close: [], related: ['internal-control'] },
  tresorier: { close: [], related: ['cash-ops'] },
};

export interface RoleSpec {
  /** asked occupations: grade 3 */
  occ: OccKey[];
  /** overrides; by default the union of REL[asked].close and REL[asked].related */
  close?: OccKey[];
  related?: OccKey[];
  /** occupations forced to 0 (for example a minus exclusion of a title) */
  none?: OccKey[];
}

export function roleBase(t: Truth, spec: RoleSpec): Grade {
  if (spec.none?.includes(t.occ)) return 0;
  if (spec.occ.includes(t.occ)) return 3;
  const close = spec.close ?? spec.occ.flatMap((o) => REL[o].close);
  const related = spec.related ?? spec.occ.flatMap((o) => REL[o].related);
  let g: Grade = close.includes(t.occ) ? 2 : related.includes(t.occ) ? 1 : 0;
  if (t.prevOcc && spec.occ.includes(t.prevOcc)) g = Math.max(g, t.prevYears >= 3 ? 2 : 1) as Grade;
  return g;
}

/**
 * Skill-based base: all asked skills and a practitioner occupation give 3; all asked skills elsewhere give 2 (or the
 * given otherGrade); some of them give 2 for a practitioner, 1 elsewhere; none gives 1 for a practitioner, else 0.
 */
export function skillBase(t: Truth, skills: SkillKey[], practitioners: OccKey[], otherGrade: Grade = 2): Grade {
  const have = skills.filter((s) => t.skills.includes(s)).length;
  const prac = practitioners.includes(t.occ);
  if (have === skills.length) return prac ? 3 : otherGrade;
  if (have > 0) return prac ? 2 : (Math.min(1, otherGrade) as Grade);
  return prac ? 1 : 0;
}

export function combine(base: Grade, verdicts: Verdict[]): Grade {
  if (base === 0) return 0;
  const fails = verdicts.filter((v) => v === 'fail').length;
  const nears = verdicts.filter((v) => v === 'near').length;
  if (fails >= 2) return 0;
  let g: number = base;
  if (fails === 1) g = base <= 1 ? 0 : Math.min(g, 1);
  if (nears >= 1) g = Math.min(g, 2);
  if (nears >= 3) g = Math.min(g, 1);
  return g as Grade;
}

// ------------------------------------------------------------------------------------------------ place
export interface PlaceSpec {
  /** city names as the dataset spells them (FR or abroad) */
  cities?: string[];
  /** FR department codes, or BE departments as 'BE-WBR' */
  depts?: string[];
  /** FR region codes, or 'CH-GE', 'BE-BRU', 'LU-LU' */
  regions?: string[];
  countries?: string[];
  /** places that count as near (a commuting belt, the rest of a former region) */
  near?: PlaceSpec;
  /** a full-remote freelancer counts as ok */
  remoteOk?: boolean;
}

function cityArea(name: string): Area[] {
  return Object.values(CITIES).filter((a) => a.cityName === name);
}
function inSpec(a: Area, s: PlaceSpec): boolean {
  if (a.type === 'ville' && a.cityName && s.cities?.includes(a.cityName)) return true;
  const dk = deptKeyOf(a);
  if (a.type !== 'region' && a.type !== 'pays' && dk && s.depts?.includes(dk)) return true;
  if (a.type !== 'pays' && s.regions?.includes(regionKeyOf(a))) return true;
  if (a.countryCode && s.countries?.includes(a.countryCode)) return true;
  return false;
}
/** does area a contain some place of the spec (a department containing the asked city...) */
function containsSpec(a: Area, s: PlaceSpec): boolean {
  const specAreas: Area[] = [
    ...(s.cities ?? []).flatMap(cityArea),
    ...(s.depts ?? []).map((d) => DEPARTMENTS[d]).filter((x): x is Area => !!x),
  ];
  if (a.type === 'departement') return specAreas.some((x) => deptKeyOf(x) === deptKeyOf(a));
  if (a.type === 'region') {
    const rk = regionKeyOf(a);
    return specAreas.some((x) => regionKeyOf(x) === rk) || (s.regions?.includes(rk) ?? false);
  }
  return false;
}
function countryContains(a: Area, s: PlaceSpec): boolean {
  if (a.type !== 'pays') return false;
  const cs = new Set<string>();
  for (const c of s.cities ?? []) for (const x of cityArea(c)) cs.add(x.countryCode ?? '');
  for (const d of s.depts ?? []) cs.add(d.startsWith('BE-') ? 'BE' : 'FR');
  for (const r of s.regions ?? []) cs.add(r.includes('-') ? r.slice(0, 2) : 'FR');
  return cs.has(a.countryCode ?? '');
}

export function placeCheck(t: Truth, s: PlaceSpec): Verdict {
  const home = t.homeArea;
  if (inSpec(home, s)) return 'ok';
  for (const a of t.workAreas) if (inSpec(a, s) || containsSpec(a, s)) return 'ok';
  if (s.remoteOk && t.remote.includes('Full remote')) return 'ok';
  // home in the same department as an asked city
  const specCities = (s.cities ?? []).flatMap(cityArea);
  if (specCities.some((c) => deptKeyOf(c) && deptKeyOf(c) === deptKeyOf(home))) return 'ok';
  if (s.near) {
    if (inSpec(home, s.near)) return 'near';
    for (const a of t.workAreas) if (inSpec(a, s.near) || containsSpec(a, s.near)) return 'near';
  }
  for (const a of t.workAreas) if (countryContains(a, s)) return 'near';
  // home in the same region as an asked city or department
  const specAreas = [...specCities, ...(s.depts ?? []).map((d) => DEPARTMENTS[d]).filter((x): x is Area => !!x)];
  if (specAreas.some((x) => regionKeyOf(x) === regionKeyOf(home))) return 'near';
  if (s.remoteOk && t.remote.includes('Hybride')) return 'near';
  return 'fail';
}

// ------------------------------------------------------------------------------------------------ other checks
export interface YearsSpec {
  min?: number;
  max?: number;
  nearMin?: number;
  nearMax?: number;
}
/** how recruiters' seniority words read */
export const JUNIOR: YearsSpec = { max: 2, nearMax: 4 };
export const CONFIRME: YearsSpec = { min: 3, max: 6, nearMin: 2, nearMax: 99 };
export const SENIOR: YearsSpec = { min: 7, nearMin: 5 };
export const EXPERT: YearsSpec = { min: 10, nearMin: 8 };
export const minYears = (n: number): YearsSpec => ({ min: n, nearMin: n - 1 });

export function yearsCheck(t: Truth, s: YearsSpec): Verdict {
  const y = t.years;
  const lo = s.min ?? 0;
  const hi = s.max ?? 99;
  if (y >= lo && y <= hi) return 'ok';
  if (y >= (s.nearMin ?? lo) && y <= (s.nearMax ?? hi)) return 'near';
  return 'fail';
}

/** first free day on or before `by` ok; within 21 days after near; later fail */
export function availCheck(t: Truth, by: string = TODAY): Verdict {
  const diff = (Date.parse(t.availableFrom) - Date.parse(by)) / 86_400_000;
  if (diff <= 0) return 'ok';
  if (diff <= 21) return 'near';
  return 'fail';
}

export function remoteCheck(t: Truth, want: 'onsite' | 'hybrid' | 'remote'): Verdict {
  const r = t.remote;
  const has = (x: Remote) => r.includes(x);
  if (r.length === 0) return 'near';
  if (want === 'onsite') return has('Sur site') ? 'ok' : has('Hybride') ? 'near' : 'fail';
  if (want === 'hybrid') return has('Hybride') || has('Sur site') ? 'ok' : 'near';
  return has('Full remote') ? 'ok' : has('Hybride') ? 'near' : 'fail';
}

export function daysCheck(t: Truth, want: Days[]): Verdict {
  if (t.days.length === 0) return 'near';
  if (t.days.some((d) => want.includes(d))) return 'ok';
  const near = t.days.some((d) => want.some((w) => Math.abs(Number(d) - Number(w)) === 1));
  return near ? 'near' : 'fail';
}

export function rateCheck(t: Truth, max: number): Verdict {
  if (t.rate === null) return 'near';
  if (t.rate <= max) return 'ok';
  if (t.rate <= max * 1.1) return 'near';
  return 'fail';
}

export function langCheck(t: Truth, lang: LangKey, min: LangLevel): Verdict {
  const l = t.languages.find((x) => x.lang === lang)?.level ?? 0;
  if (l >= min) return 'ok';
  if (l === min - 1) return 'near';
  return 'fail';
}

/** a wanted sector: ok when the freelancer has it, near otherwise (the trade is the same) */
export function sectorCheck(t: Truth, sectors: SectorKey[]): Verdict {
  return t.sectors.some((s) => sectors.includes(s)) ? 'ok' : 'near';
}

/** wanted tools or methods: all ok; some or none near (they can be learnt); strict: none fail */
export function toolCheck(t: Truth, skills: SkillKey[], strict = false): Verdict {
  const have = skills.filter((s) => t.skills.includes(s)).length;
  if (have === skills.length) return 'ok';
  if (have === 0 && strict) return 'fail';
  return 'near';
}

export function vehicleCheck(t: Truth): Verdict {
  return t.vehicle ? 'ok' : 'fail';
}

export function certCheck(t: Truth, certs: CertKey[], strict = false): Verdict {
  return certs.some((c) => t.certs.includes(c)) ? 'ok' : strict ? 'fail' : 'near';
}

export function diplomaCheck(t: Truth, diplomas: DiplomaKey[]): boolean {
  return diplomas.some((d) => t.diplomas.includes(d));
}

/** the mission needs French at work (a French-speaking client): professional level ok, notions near */
export function frenchCheck(t: Truth): Verdict {
  return langCheck(t, 'fr', 2);
}

// ------------------------------------------------------------------------------------------------ places used by the queries
const IDF: PlaceSpec = { regions: ['11'] };
export const PLACES = {
  idf: IDF,
  paris: { cities: ['Paris'], depts: ['75'], near: IDF } satisfies PlaceSpec,
  laDefense: { cities: ['Courbevoie', 'Puteaux', 'Nanterre'], near: IDF } satisfies PlaceSpec,
  petiteCouronne: { depts: ['92', '93', '94'], near: { depts: ['75'], regions: ['11'] } } satisfies PlaceSpec,
  hautsDeSeine: { depts: ['92'], near: { depts: ['75'], regions: ['11'] } } satisfies PlaceSpec,
  lyon: { cities: ['Lyon', 'Villeurbanne'], depts: ['69'], near: { regions: ['84'] } } satisfies PlaceSpec,
  lille: { cities: ['Lille'], depts: ['59'], near: { regions: ['32'] } } satisfies PlaceSpec,
  nantes: { cities: ['Nantes'], depts: ['44'], near: { regions: ['52'] } } satisfies PlaceSpec,
  niort: { cities: ['Niort'], depts: ['79'], near: { regions: ['75'] } } satisfies PlaceSpec,
  bordeaux: { cities: ['Bordeaux'], depts: ['33'], near: { regions: ['75'] } } satisfies PlaceSpec,
  marseille: { cities: ['Marseille', 'Aix-en-Provence'], depts: ['13'], near: { regions: ['93'] } } satisfies PlaceSpec,
  strasbourg: { cities: ['Strasbourg'], depts: ['67'], near: { regions: ['44'] } } satisfies PlaceSpec,
  paca: { regions: ['93'] } satisfies PlaceSpec,
  hdf: { regions: ['32'] } satisfies PlaceSpec,
  occitanie: { regions: ['76'] } satisfies PlaceSpec,
  nordPasDeCalais: { depts: ['59', '62'], near: { regions: ['32'] } } satisfies PlaceSpec,
  rhoneAlpes: {
    depts: ['01', '07', '26', '38', '42', '69', '73', '74'],
    near: { regions: ['84'] },
  } satisfies PlaceSpec,
  alsace: { depts: ['67', '68'], near: { regions: ['44'] } } satisfies PlaceSpec,
  luxembourg: { countries: ['LU'], near: { depts: ['57'] } } satisfies PlaceSpec,
  geneve: {
    cities: ['Genève'],
    regions: ['CH-GE'],
    near: { countries: ['CH'], depts: ['74', '01'] },
  } satisfies PlaceSpec,
  bruxelles: { cities: ['Brussels'], regions: ['BE-BRU'], near: { countries: ['BE'] } } satisfies PlaceSpec,
};
