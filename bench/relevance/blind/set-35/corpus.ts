/**
 * Set-35 corpus: ~700 freelance and interim profiles in real estate, property and facility management, insurance and
 * banking operations (plus neighbouring trades), written from a Truth drawn with a seeded PRNG. "Today" is 2026-12-01.
 */
import { CITIES, COUNTRIES, DEPARTMENTS, REGIONS, type Area } from './areas';
import {
  EMPLOYERS,
  FIRST_F,
  FIRST_M,
  FOREIGN,
  PEOPLE_ROLES_EN,
  PEOPLE_ROLES_FR,
  REFEREE_ROLES,
  SCHOOLS,
  SMALL_EMPLOYER_PATTERNS,
  SMALL_EMPLOYER_WORDS,
  SURNAMES,
} from './names';
import { OCCS, OCC_KEYS, type OccDef, type OccKey } from './occupations';
import { PLANTS } from './plants';
import {
  CERTS,
  DIPLOMAS,
  LANGS,
  LEVEL_WORDS,
  SECTORS,
  SKILLS,
  type CertKey,
  type DiplomaKey,
  type LangKey,
  type LangLevel,
  type SectorKey,
  type SkillKey,
} from './vocab';

export const TODAY = '2026-12-01';
const TODAY_MS = Date.parse(`${TODAY}T00:00:00Z`);
const DAY = 86_400_000;

export type Band = 'junior' | 'confirme' | 'senior' | 'expert';
export type Remote = 'Sur site' | 'Hybride' | 'Full remote';
export type Days = '1' | '2' | '3' | '4' | '5';
export type Duration = '< 3 mois' | '3 a 6 mois' | '6 a 12 mois' | '> 12 mois';
export type Seniority = '' | 'Junior (0-2 ans)' | 'Confirme (3-6 ans)' | 'Senior (7-10 ans)' | 'Expert (10+ ans)';

export interface Private {
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  phone: string;
  linkedinSlug: string;
  linkedinUrl: string;
  employers: string[];
  smallEmployers: string[];
  schools: string[];
  referees: string[];
  namedPeople: string[];
}

export interface Truth {
  id: string;
  occ: OccKey;
  domain: OccDef['domain'];
  /** an earlier occupation held for prevYears years, if any */
  prevOcc: OccKey | null;
  prevYears: number;
  gender: 'f' | 'm';
  cvLang: 'fr' | 'en';
  noAccents: boolean;
  years: number;
  band: Band;
  declaredSeniority: Seniority;
  skills: SkillKey[];
  sectors: SectorKey[];
  certs: CertKey[];
  diplomas: DiplomaKey[];
  /** ISO date of the first free day; on or before today means available now */
  availableFrom: string;
  available: boolean;
  /** day rate in euros, null when not stated or negotiable */
  rate: number | null;
  remote: Remote[];
  days: Days[];
  durations: Duration[];
  home: string;
  homeArea: Area;
  workAreas: Area[];
  languages: { lang: LangKey; level: LangLevel }[];
  vehicle: boolean;
  openToCdi: boolean;
  /** English is a mother tongue */
  nativeEnglish: boolean;
  private: Private;
  /** kinds of private data the free text repeats */
  repeats: string[];
}

// ------------------------------------------------------------------------------------------------ PRNG helpers
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
class Rng {
  constructor(public next: () => number) {}
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(arr: readonly T[]): T {
    if (arr.length === 0) throw new Error('pick from empty list');
    return arr[Math.floor(this.next() * arr.length)]!;
  }
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((s, [, w]) => s + w, 0);
    let r = this.next() * total;
    for (const [v, w] of items) {
      r -= w;
      if (r < 0) return v;
    }
    return items[items.length - 1]![0];
  }
  shuffle<T>(arr: T[]): T[] {
    for (let i = arr.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [arr[i], arr[j]] = [arr[j]!, arr[i]!];
    }
    return arr;
  }
  some<T>(arr: readonly T[], n: number): T[] {
    return this.shuffle([...arr]).slice(0, Math.max(0, Math.min(n, arr.length)));
  }
}

// ------------------------------------------------------------------------------------------------ places
/** home cities with weights per domain: re, ins, bank, nb */
const HOMES: [string, number, number, number, number][] = [
  ['paris-08', 6, 5, 8, 4],
  ['paris-09', 5, 5, 7, 4],
  ['paris-11', 4, 4, 5, 4],
  ['paris-15', 5, 5, 5, 4],
  ['paris-17', 5, 4, 5, 4],
  ['courbevoie', 3, 3, 3, 2],
  ['puteaux', 2, 2, 2, 1],
  ['nanterre', 2, 2, 1, 2],
  ['boulogne-billancourt', 3, 3, 3, 2],
  ['issy-les-moulineaux', 2, 2, 2, 2],
  ['levallois-perret', 2, 2, 2, 1],
  ['neuilly-sur-seine', 2, 1, 2, 1],
  ['saint-denis', 2, 2, 2, 2],
  ['montreuil', 2, 2, 1, 2],
  ['noisy-le-grand', 1, 2, 1, 1],
  ['vincennes', 2, 1, 1, 1],
  ['creteil', 1, 2, 1, 1],
  ['versailles', 2, 1, 1, 1],
  ['saint-germain-en-laye', 1, 1, 1, 1],
  ['cergy', 1, 1, 1, 1],
  ['evry-courcouronnes', 1, 1, 1, 1],
  ['massy', 1, 1, 1, 1],
  ['meaux', 1, 0.5, 0.5, 1],
  ['fontainebleau', 0.5, 0.3, 0.3, 0.5],
  ['lyon-02', 3, 2, 2, 2],
  ['lyon-03', 3, 2, 2, 2],
  ['lyon-06', 2, 2, 2, 1],
  ['villeurbanne', 2, 2, 1, 2],
  ['grenoble', 1.5, 1, 1, 1.5],
  ['saint-etienne', 1, 1, 0.5, 1],
  ['annecy', 1, 0.5, 0.5, 1],
  ['clermont-ferrand', 1, 1.5, 0.5, 1],
  ['chambery', 0.5, 0.5, 0.3, 0.5],
  ['annemasse', 0.5, 0.3, 1, 0.5],
  ['ferney-voltaire', 0.3, 0.2, 1, 0.3],
  ['valence', 0.5, 0.5, 0.3, 0.5],
  ['lille', 3, 3, 2, 2],
  ['roubaix', 1, 1.5, 0.5, 1],
  ['marcq-en-baroeul', 1, 1, 1, 0.5],
  ['villeneuve-d-ascq', 1, 1, 1, 1],
  ['arras', 0.7, 0.5, 0.5, 0.5],
  ['amiens', 0.7, 0.7, 0.3, 0.5],
  ['valenciennes', 0.5, 0.5, 0.3, 0.5],
  ['beauvais', 0.3, 0.3, 0.2, 0.3],
  ['nantes', 3, 3, 1.5, 2],
  ['saint-herblain', 1, 1, 0.5, 0.5],
  ['angers', 1, 1.5, 0.5, 1],
  ['le-mans', 0.7, 3, 0.5, 0.7],
  ['saint-nazaire', 0.5, 0.3, 0.2, 0.5],
  ['laval', 0.3, 0.5, 0.3, 0.3],
  ['bordeaux', 3, 2.5, 1.5, 2],
  ['merignac', 1, 1, 0.5, 1],
  ['niort', 0.5, 8, 0.5, 0.5],
  ['poitiers', 0.7, 1.5, 0.3, 0.5],
  ['la-rochelle', 0.7, 1, 0.3, 0.5],
  ['limoges', 0.5, 0.7, 0.3, 0.5],
  ['pau', 0.5, 0.5, 0.3, 0.5],
  ['bayonne', 0.5, 0.3, 0.3, 0.5],
  ['toulouse', 3, 2.5, 1.5, 2],
  ['blagnac', 0.5, 0.3, 0.3, 0.5],
  ['labege', 0.5, 0.5, 0.3, 0.3],
  ['montpellier', 2, 1.5, 1, 1.5],
  ['nimes', 0.7, 0.5, 0.3, 0.5],
  ['perpignan', 0.5, 0.5, 0.3, 0.5],
  ['albi', 0.3, 0.3, 0.2, 0.3],
  ['marseille-02', 1.5, 1.5, 0.7, 1],
  ['marseille-08', 1.5, 1, 0.5, 1],
  ['aix-en-provence', 1.5, 1, 0.7, 1],
  ['nice', 1.5, 0.7, 0.7, 1],
  ['valbonne', 0.5, 0.3, 0.3, 0.3],
  ['toulon', 0.7, 0.5, 0.3, 0.7],
  ['avignon', 0.5, 0.5, 0.3, 0.5],
  ['cannes', 0.5, 0.2, 0.3, 0.3],
  ['strasbourg', 2, 1.5, 1, 1.5],
  ['metz', 1, 1, 1, 1],
  ['nancy', 1, 1, 0.5, 1],
  ['reims', 0.7, 1, 0.5, 0.7],
  ['mulhouse', 0.7, 0.5, 0.3, 0.7],
  ['thionville', 0.5, 0.3, 1.5, 0.3],
  ['colmar', 0.3, 0.3, 0.2, 0.3],
  ['troyes', 0.3, 0.3, 0.2, 0.3],
  ['rennes', 2, 1.5, 1, 1.5],
  ['brest', 0.5, 0.7, 0.7, 0.5],
  ['vannes', 0.5, 0.5, 0.3, 0.5],
  ['lorient', 0.3, 0.3, 0.2, 0.3],
  ['quimper', 0.3, 0.3, 0.3, 0.3],
  ['rouen', 1, 1.5, 0.5, 1],
  ['le-havre', 0.5, 0.7, 0.3, 0.5],
  ['caen', 0.7, 1, 0.3, 0.7],
  ['evreux', 0.3, 0.3, 0.2, 0.3],
  ['tours', 0.7, 1, 0.5, 0.7],
  ['orleans', 0.7, 1.5, 0.5, 0.7],
  ['chartres', 0.3, 0.5, 0.2, 0.3],
  ['dijon', 0.7, 0.7, 0.3, 0.7],
  ['besancon', 0.5, 0.5, 0.3, 0.5],
  ['auxerre', 0.3, 0.3, 0.2, 0.3],
  ['ajaccio', 0.3, 0.2, 0.1, 0.3],
  ['brussels', 1, 1.5, 3, 0.5],
  ['liege', 0.3, 0.5, 0.5, 0.2],
  ['namur', 0.2, 0.5, 0.3, 0.2],
  ['charleroi', 0.2, 0.3, 0.2, 0.2],
  ['louvain-la-neuve', 0.3, 0.5, 0.5, 0.2],
  ['waterloo', 0.3, 0.3, 0.5, 0.2],
  ['antwerpen', 0.2, 0.2, 0.5, 0.1],
  ['geneve', 0.7, 0.7, 4, 0.3],
  ['lausanne', 0.5, 0.7, 1.5, 0.2],
  ['nyon', 0.2, 0.3, 0.7, 0.1],
  ['zurich', 0.3, 0.5, 1, 0.1],
  ['fribourg-ch', 0.2, 0.3, 0.3, 0.1],
  ['luxembourg', 1, 1, 6, 0.3],
  ['esch-sur-alzette', 0.2, 0.3, 1, 0.1],
  ['strassen', 0.2, 0.2, 1, 0.1],
  ['bertrange-lu', 0.2, 0.2, 1, 0.1],
];
const FOREIGN_POSTCODES: Record<string, string> = {
  brussels: '1000',
  liege: '4000',
  namur: '5000',
  charleroi: '6000',
  'louvain-la-neuve': '1348',
  waterloo: '1410',
  antwerpen: '2000',
  geneve: '1201',
  lausanne: '1003',
  nyon: '1260',
  zurich: '8001',
  'fribourg-ch': '1700',
  luxembourg: 'L-1511',
  'esch-sur-alzette': 'L-4011',
  strassen: 'L-8010',
  'bertrange-lu': 'L-8069',
};
const LOCAL_ONLY: OccKey[] = [
  'gestionnaire-copro',
  'gestionnaire-locatif',
  'recouvrement-locatif',
  'building-manager',
  'comptable-immobilier',
  'commercialisation-officer',
  'programme-manager',
  'charge-operations',
  'claims-handler-bodily',
  'health-benefits',
  'contract-admin',
  'loan-officer',
  'negociateur-immobilier',
  'conducteur-travaux',
  'economiste',
];

export function city(key: string): Area {
  const a = CITIES[key];
  if (!a) throw new Error(`unknown city ${key}`);
  return a;
}
/** area reference: c:city, d:department, r:region, p:country (keys as in areas.ts) */
export function areaRef(ref: string): Area {
  const [kind, key] = ref.split(':') as [string, string];
  const table = kind === 'c' ? CITIES : kind === 'd' ? DEPARTMENTS : kind === 'r' ? REGIONS : COUNTRIES;
  const a = table[key];
  if (!a) throw new Error(`unknown area ${ref}`);
  return a;
}
export function regionKeyOf(a: Area): string {
  return a.countryCode === 'FR' ? (a.regionCode ?? '') : `${a.countryCode}-${a.regionCode ?? ''}`;
}
export function deptKeyOf(a: Area): string | null {
  if (!a.departmentCode) return null;
  return a.countryCode === 'FR' ? a.departmentCode : `${a.countryCode}-${a.departmentCode}`;
}

function drawWorkAreas(rng: Rng, homeKey: string, occ: OccKey): Area[] {
  const home = city(homeKey);
  const cc = home.countryCode ?? 'FR';
  const dk = deptKeyOf(home);
  const rk = regionKeyOf(home);
  const out: Area[] = [];
  const add = (a: Area | undefined) => {
    if (a && !out.includes(a)) out.push(a);
  };
  if (cc !== 'FR') {
    const p = rng.next();
    if (p < 0.45) add(COUNTRIES[cc]);
    else if (p < 0.75) add(REGIONS[rk]);
    else add(home);
    if (cc === 'LU' && rng.chance(0.2)) add(DEPARTMENTS['57']);
    if (cc === 'CH' && rng.chance(0.15)) add(DEPARTMENTS['74']);
    if (cc === 'BE' && rng.chance(0.15)) add(DEPARTMENTS['59']);
    return out;
  }
  const p = rng.next();
  const inIdf = rk === '11';
  if (p < 0.05) return out; // no declared areas
  if (p < 0.1 && !LOCAL_ONLY.includes(occ)) {
    add(COUNTRIES.FR);
    return out;
  }
  if (p < 0.35) {
    add(home);
    if (dk) add(DEPARTMENTS[dk]);
  } else if (p < 0.6) {
    if (dk) add(DEPARTMENTS[dk]);
    if (inIdf) {
      add(DEPARTMENTS[rng.pick(['75', '92', '93', '94'].filter((d) => d !== dk))]);
      if (rng.chance(0.4))
        add(DEPARTMENTS[rng.pick(['75', '92', '93', '94', '78', '91', '95'].filter((d) => d !== dk))]);
    }
  } else if (p < 0.85) {
    add(REGIONS[rk]);
  } else {
    add(REGIONS[rk]);
    if (!inIdf && rng.chance(0.6)) add(REGIONS['11']);
    else if (inIdf) add(rng.pick([CITIES['lyon-03'], CITIES.lille, CITIES.nantes, CITIES.bordeaux, REGIONS['28']]));
  }
  // border commuters
  if (['thionville', 'metz'].includes(homeKey) && rng.chance(0.6)) add(COUNTRIES.LU);
  if (['annemasse', 'ferney-voltaire', 'annecy'].includes(homeKey) && rng.chance(0.6))
    add(rng.pick([COUNTRIES.CH, REGIONS['CH-GE']]));
  if (
    ['lille', 'roubaix', 'marcq-en-baroeul', 'villeneuve-d-ascq', 'valenciennes'].includes(homeKey) &&
    rng.chance(0.12)
  )
    add(COUNTRIES.BE);
  return out;
}

// ------------------------------------------------------------------------------------------------ text helpers
export function stripAccents(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/g, 'oe')
    .replace(/Œ/g, 'OE')
    .replace(/æ/g, 'ae');
}
const slug = (s: string) =>
  stripAccents(s)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const MONTHS_FR = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];
const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export function bandOf(years: number): Band {
  return years <= 2 ? 'junior' : years <= 6 ? 'confirme' : years <= 10 ? 'senior' : 'expert';
}
const SENIORITY_OF: Record<Band, Seniority> = {
  junior: 'Junior (0-2 ans)',
  confirme: 'Confirme (3-6 ans)',
  senior: 'Senior (7-10 ans)',
  expert: 'Expert (10+ ans)',
};
const BANDS: Band[] = ['junior', 'confirme', 'senior', 'expert'];

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

// ------------------------------------------------------------------------------------------------ seeds and plants
export interface Seed {
  occ: OccKey;
  gender?: 'f' | 'm';
  cvLang?: 'fr' | 'en';
  years?: number;
  home?: string;
  /** area references (see areaRef); replaces the drawn work areas */
  areas?: string[];
  skills?: SkillKey[];
  /** skills that must NOT be present */
  noSkills?: SkillKey[];
  sectors?: SectorKey[];
  certs?: CertKey[];
  diplomas?: DiplomaKey[];
  langs?: { lang: LangKey; level: LangLevel }[];
  /** days from today to the first free day (negative or 0: available now) */
  availIn?: number;
  rate?: number | null;
  remote?: Remote[];
  days?: Days[];
  durations?: Duration[];
  vehicle?: boolean;
  prevOcc?: OccKey | null;
  prevYears?: number;
}

const PREV: Partial<Record<OccKey, OccKey[]>> = {
  'property-manager': ['gestionnaire-locatif', 'gestionnaire-copro'],
  'asset-manager': ['property-manager', 're-analyst', 'valuer'],
  'fund-manager': ['asset-manager'],
  'transaction-manager': ['re-analyst'],
  'claims-manager': ['claims-handler'],
  'claims-handler': ['contract-admin'],
  'loss-adjuster': ['claims-handler'],
  'uw-pc': ['broker-account-manager'],
  actuary: ['pricing-analyst'],
  'insurance-product-manager': ['pricing-analyst', 'uw-health'],
  'ba-insurance': ['claims-handler', 'contract-admin'],
  'ba-banking': ['back-office', 'payments'],
  'compliance-officer': ['kyc-analyst', 'aml-analyst'],
  'aml-analyst': ['kyc-analyst'],
  'kyc-analyst': ['wealth-assistant', 'back-office'],
  'risk-analyst': ['credit-analyst'],
  'reg-reporting-bank': ['comptable'],
  'technical-facility-manager': ['maintenance-manager'],
  'facility-manager': ['building-manager'],
  'energy-manager': ['technical-facility-manager'],
  'workplace-manager': ['facility-manager'],
  'comptable-immobilier': ['comptable'],
  'lease-administrator': ['gestionnaire-locatif'],
  'gestionnaire-copro': ['gestionnaire-locatif', 'comptable-immobilier'],
  'programme-manager': ['conducteur-travaux', 'charge-operations'],
  'charge-operations': ['conducteur-travaux'],
  'controleur-gestion': ['comptable'],
  'chef-projet-it': ['ba-insurance'],
  'responsable-commercial': ['broker-account-manager'],
};

function domainWeight(row: [string, number, number, number, number], d: OccDef['domain']): number {
  return d === 're' ? row[1] : d === 'ins' ? row[2] : d === 'bank' ? row[3] : row[4];
}

function drawHome(rng: Rng, occ: OccKey): string {
  const def = OCCS[occ];
  const items = HOMES.map((row) => {
    const c = city(row[0]);
    let w = domainWeight(row, def.domain);
    if (c.countryCode !== 'FR' && LOCAL_ONLY.includes(occ)) w *= 0.05;
    if (occ === 'fund-admin' && c.countryCode === 'LU') w *= 5;
    if ((occ === 'kyc-analyst' || occ === 'wealth-assistant') && c.countryCode !== 'FR') w *= 1.6;
    if (occ === 'health-benefits' && row[0] === 'niort') w *= 1.5;
    return [row[0], w] as const;
  });
  return rng.weighted(items);
}

// ------------------------------------------------------------------------------------------------ truth
const usedNames = new Set<string>();
const usedSmall = new Set<string>();

function drawName(rng: Rng, gender: 'f' | 'm', foreign: boolean): { first: string; last: string } {
  for (let i = 0; i < 200; i++) {
    let first: string;
    let last: string;
    if (foreign) {
      const cands = FOREIGN.filter((p) => (gender === 'f' ? 'f' in p : 'm' in p));
      const p = rng.pick(cands) as { f?: string; m?: string; l: string };
      first = (gender === 'f' ? p.f : p.m) ?? 'Alex';
      last = rng.chance(0.5) ? p.l : (rng.pick(FOREIGN) as { l: string }).l;
    } else {
      first = rng.pick(gender === 'f' ? FIRST_F : FIRST_M);
      last = rng.pick(SURNAMES);
      if (rng.chance(0.03)) last = `${last}-${rng.pick(SURNAMES)}`;
    }
    const key = `${first} ${last}`;
    if (!usedNames.has(key)) {
      usedNames.add(key);
      return { first, last };
    }
  }
  throw new Error('name pool exhausted');
}

function drawYears(rng: Rng): number {
  const b = rng.weighted([
    ['j', 14],
    ['c', 36],
    ['s', 26],
    ['e', 24],
  ] as const);
  return b === 'j' ? rng.int(0, 2) : b === 'c' ? rng.int(3, 6) : b === 's' ? rng.int(7, 10) : rng.int(11, 26);
}

/** trades nobody enters straight from school */
const MIN_YEARS: Partial<Record<OccKey, number>> = {
  'asset-manager': 2,
  'fund-manager': 4,
  'transaction-manager': 2,
  'leasing-manager': 2,
  'programme-manager': 3,
  'charge-operations': 1,
  'property-manager': 1,
  'facility-manager': 2,
  'technical-facility-manager': 2,
  'maintenance-manager': 3,
  'energy-manager': 1,
  'workplace-manager': 2,
  valuer: 1,
  'building-surveyor': 1,
  'claims-manager': 5,
  'loss-adjuster': 1,
  'insurance-product-manager': 2,
  'compliance-officer': 3,
  'internal-control': 1,
  'risk-analyst': 1,
  'ba-insurance': 1,
  'ba-banking': 1,
  tresorier: 4,
  auditeur: 1,
  'chef-projet-it': 2,
  'responsable-commercial': 2,
  'controleur-gestion': 1,
  architecte: 1,
};

function englishLevel(rng: Rng, occ: OccKey, cvLang: 'fr' | 'en'): LangLevel | 0 {
  if (cvLang === 'en') return rng.chance(0.75) ? 3 : 4;
  const low: OccKey[] = [
    'gestionnaire-copro',
    'gestionnaire-locatif',
    'building-manager',
    'recouvrement-locatif',
    'comptable-immobilier',
    'commercialisation-officer',
    'maintenance-manager',
    'claims-handler',
    'claims-handler-bodily',
    'contract-admin',
    'health-benefits',
    'loan-officer',
    'negociateur-immobilier',
    'conducteur-travaux',
    'economiste',
    'charge-operations',
  ];
  const high: OccKey[] = [
    'asset-manager',
    'fund-manager',
    'transaction-manager',
    're-analyst',
    'valuer',
    'back-office',
    'middle-office',
    'credit-analyst',
    'kyc-analyst',
    'aml-analyst',
    'compliance-officer',
    'risk-analyst',
    'reg-reporting-bank',
    'fund-admin',
    'actuary',
    'lease-administrator',
    'workplace-manager',
    'cash-ops',
    'payments',
    'ba-banking',
  ];
  if (low.includes(occ))
    return rng.weighted([
      [0, 5],
      [1, 40],
      [2, 40],
      [3, 15],
    ] as const);
  if (high.includes(occ))
    return rng.weighted([
      [1, 5],
      [2, 30],
      [3, 60],
      [4, 5],
    ] as const);
  return rng.weighted([
    [0, 3],
    [1, 20],
    [2, 45],
    [3, 32],
  ] as const);
}

function drawTruth(rng: Rng, id: string, seed: Seed): Truth {
  const occ = seed.occ;
  const def = OCCS[occ];
  const gender = seed.gender ?? (rng.chance(0.5) ? 'f' : 'm');
  const home = seed.home ?? drawHome(rng, occ);
  const homeArea = city(home);
  const abroad = homeArea.countryCode !== 'FR';
  let cvLang: 'fr' | 'en' = seed.cvLang ?? (rng.chance(Math.min(0.9, def.enCv * (abroad ? 2.2 : 0.9))) ? 'en' : 'fr');
  if (seed.cvLang) cvLang = seed.cvLang;
  const foreign = cvLang === 'en' && rng.chance(abroad ? 0.55 : 0.4);
  const name = drawName(rng, gender, foreign);
  const noAccents = cvLang === 'fr' && rng.chance(0.08);
  let years = seed.years ?? drawYears(rng);
  const floor = MIN_YEARS[occ] ?? 0;
  if (seed.years === undefined && years < floor) years = floor + rng.int(0, 3);
  const band = bandOf(years);
  let declaredSeniority: Seniority = SENIORITY_OF[band];
  const ds = rng.next();
  if (ds < 0.08) declaredSeniority = '';
  else if (ds < 0.15) {
    const i = BANDS.indexOf(band);
    const j = i === 0 ? 1 : i === 3 ? 2 : rng.chance(0.5) ? i - 1 : i + 1;
    declaredSeniority = SENIORITY_OF[BANDS[j]!];
  }
  // skills
  const skills = new Set<SkillKey>(def.core);
  for (const s of rng.some(def.opt, rng.int(2, 5))) skills.add(s);
  for (const s of seed.skills ?? []) skills.add(s);
  for (const s of seed.noSkills ?? []) skills.delete(s);
  // sectors
  const sectors =
    seed.sectors ??
    (() => {
      const first = rng.weighted(def.sectors.map((s, i) => [s, def.sectors.length - i + 1] as const));
      const out: SectorKey[] = [first];
      if (def.sectors.length > 1 && rng.chance(0.45)) {
        const second = rng.pick(def.sectors.filter((s) => s !== first));
        out.push(second);
      }
      return out;
    })();
  // certificates and diplomas
  const certs =
    seed.certs ??
    def.certs.filter((c) => rng.chance(c === 'mrics' && occ === 'valuer' ? 0.6 : c.startsWith('carte') ? 0.5 : 0.3));
  const diplomas =
    seed.diplomas ??
    (() => {
      const first = rng.weighted(def.diplomas.map((d, i) => [d, def.diplomas.length - i + 1] as const));
      const out: DiplomaKey[] = [first];
      if (def.diplomas.length > 1 && rng.chance(0.25)) out.push(rng.pick(def.diplomas.filter((d) => d !== first)));
      return out;
    })();
  // availability
  const availIn =
    seed.availIn ??
    rng.weighted([
      [-rng.int(0, 60), 45],
      [rng.int(1, 30), 20],
      [rng.int(31, 60), 15],
      [rng.int(61, 120), 12],
      [rng.int(121, 210), 8],
    ] as const);
  const availableFrom = isoDate(TODAY_MS + availIn * DAY);
  const available = availIn <= 0;
  // rate
  let rate: number | null;
  if (seed.rate !== undefined) rate = seed.rate;
  else if (rng.chance(0.08)) rate = null;
  else {
    const mult = band === 'junior' ? 0.75 : band === 'confirme' ? 1 : band === 'senior' ? 1.18 : 1.35;
    const loc = homeArea.countryCode === 'CH' ? 1.35 : homeArea.countryCode === 'LU' ? 1.2 : 1;
    rate = Math.round((rng.int(def.rate[0], def.rate[1]) * mult * loc) / 10) * 10;
  }
  // preferences
  const remote: Remote[] =
    seed.remote ??
    (def.remote === 'onsite'
      ? rng.weighted<Remote[]>([
          [['Sur site'], 55],
          [['Sur site', 'Hybride'], 30],
          [['Hybride'], 12],
          [[], 3],
        ])
      : def.remote === 'mixed'
        ? rng.weighted<Remote[]>([
            [['Hybride'], 48],
            [['Sur site', 'Hybride'], 25],
            [['Hybride', 'Full remote'], 10],
            [['Sur site'], 9],
            [['Full remote'], 5],
            [[], 3],
          ])
        : rng.weighted<Remote[]>([
            [['Full remote'], 33],
            [['Hybride', 'Full remote'], 35],
            [['Hybride'], 24],
            [['Sur site', 'Hybride', 'Full remote'], 5],
            [[], 3],
          ]));
  const days: Days[] =
    seed.days ??
    rng.weighted<Days[]>([
      [['5'], 52],
      [['4', '5'], 20],
      [['4'], 9],
      [['3', '4'], 8],
      [['2', '3'], 5],
      [['1', '2'], 2],
      [[], 4],
    ]);
  const durations: Duration[] =
    seed.durations ??
    rng.weighted<Duration[]>([
      [['3 a 6 mois', '6 a 12 mois'], 30],
      [['6 a 12 mois', '> 12 mois'], 25],
      [['< 3 mois', '3 a 6 mois'], 12],
      [['> 12 mois'], 10],
      [['< 3 mois', '3 a 6 mois', '6 a 12 mois', '> 12 mois'], 13],
      [[], 10],
    ]);
  const workAreas = seed.areas ? seed.areas.map(areaRef) : drawWorkAreas(rng, home, occ);
  // languages
  const languages: { lang: LangKey; level: LangLevel }[] = [];
  const frLevel: LangLevel = foreign
    ? rng.weighted<LangLevel>([
        [3, 45],
        [2, 30],
        [1, 25],
      ])
    : cvLang === 'fr' && rng.chance(0.04)
      ? 3
      : 4;
  languages.push({ lang: 'fr', level: frLevel });
  const nativeEnglish = foreign && ['Sarah', 'James', 'Emily', 'Oliver', 'Daniel', 'Rebecca'].includes(name.first);
  const enLevel = nativeEnglish ? 4 : englishLevel(rng, occ, cvLang);
  if (enLevel) languages.push({ lang: 'en', level: enLevel });
  const cc = homeArea.countryCode;
  if (cc === 'CH' && home === 'zurich') languages.push({ lang: 'de', level: rng.pick([3, 4] as const) });
  else if ((cc === 'CH' || cc === 'LU') && rng.chance(0.45))
    languages.push({ lang: 'de', level: rng.pick([1, 2, 3] as const) });
  else if (['strasbourg', 'mulhouse', 'colmar', 'metz', 'thionville'].includes(home) && rng.chance(0.35))
    languages.push({ lang: 'de', level: rng.pick([2, 3] as const) });
  if (cc === 'LU' && rng.chance(0.15)) languages.push({ lang: 'lb', level: rng.pick([1, 2] as const) });
  if (cc === 'BE' && rng.chance(0.4)) languages.push({ lang: 'nl', level: rng.pick([1, 2, 3] as const) });
  if (rng.chance(0.14)) {
    const extra = rng.pick(['es', 'it', 'pt', 'ar', 'pl'] as const);
    languages.push({ lang: extra, level: rng.pick([2, 3, 4] as const) });
  }
  for (const l of seed.langs ?? []) {
    const cur = languages.find((x) => x.lang === l.lang);
    if (cur) cur.level = l.level;
    else languages.push({ ...l });
  }
  // career path
  let prevOcc: OccKey | null = null;
  let prevYears = 0;
  if (seed.prevOcc !== undefined) {
    prevOcc = seed.prevOcc;
    prevYears = seed.prevYears ?? 3;
  } else if (years >= 6 && PREV[occ] && rng.chance(0.22)) {
    prevOcc = rng.pick(PREV[occ]!);
    prevYears = rng.int(2, Math.min(6, years - 3));
  }
  const vehicle = seed.vehicle ?? rng.chance(def.vehicle);
  const priv = drawPrivate(rng, name.first, name.last, cc ?? 'FR', occ, prevOcc);
  return {
    id,
    occ,
    domain: def.domain,
    prevOcc,
    prevYears,
    gender,
    cvLang,
    noAccents,
    years,
    band,
    declaredSeniority,
    skills: [...skills],
    sectors,
    certs,
    diplomas,
    availableFrom,
    available,
    rate,
    remote,
    days,
    durations,
    home,
    homeArea,
    workAreas,
    languages,
    vehicle,
    openToCdi: rng.chance(0.25),
    nativeEnglish,
    private: priv,
    repeats: [],
  };
}

function employerPool(occ: OccKey): string[] {
  const d = OCCS[occ].domain;
  if (['asset-manager', 'fund-manager', 'transaction-manager', 're-analyst', 'leasing-manager'].includes(occ))
    return EMPLOYERS['re-invest']!;
  if (['commercialisation-officer', 'programme-manager'].includes(occ)) return EMPLOYERS['re-dev']!;
  if (['charge-operations', 'recouvrement-locatif'].includes(occ)) return EMPLOYERS['re-social']!;
  if (['valuer', 'building-surveyor'].includes(occ)) return EMPLOYERS['re-val']!;
  if (
    [
      'facility-manager',
      'technical-facility-manager',
      'maintenance-manager',
      'energy-manager',
      'workplace-manager',
      'space-planner',
    ].includes(occ)
  )
    return EMPLOYERS['re-fm']!;
  if (['gestionnaire-copro', 'comptable-immobilier'].includes(occ)) return EMPLOYERS['re-manage']!;
  if (['property-manager', 'lease-administrator'].includes(occ))
    return [...EMPLOYERS['re-manage']!, ...EMPLOYERS['re-invest']!];
  if (d === 're') return [...EMPLOYERS['re-manage']!, ...EMPLOYERS['re-social']!];
  if (['ba-insurance', 'ba-banking'].includes(occ))
    return [...EMPLOYERS.consulting!, ...(d === 'ins' ? EMPLOYERS.ins! : EMPLOYERS.bank!)];
  if (d === 'ins') return EMPLOYERS.ins!;
  if (d === 'bank') return EMPLOYERS.bank!;
  if (['conducteur-travaux', 'economiste', 'architecte'].includes(occ)) return EMPLOYERS['nb-build']!;
  if (occ === 'chef-projet-it') return EMPLOYERS['nb-it']!;
  if (occ === 'responsable-commercial') return EMPLOYERS['nb-sales']!;
  if (occ === 'negociateur-immobilier') return EMPLOYERS['nb-agency']!;
  return EMPLOYERS['nb-finance']!;
}

function drawPrivate(rng: Rng, first: string, last: string, cc: string, occ: OccKey, prevOcc: OccKey | null): Private {
  const f = slug(first);
  const l = slug(last);
  const nn = String(rng.int(1, 99)).padStart(2, '0');
  const local = rng.weighted([
    [`${f}.${l}`, 30],
    [`${f}${l}`, 10],
    [`${f.charAt(0)}.${l}`, 12],
    [`${f}.${l}${nn}`, 15],
    [`${l}.${f}`, 10],
    [`${f}_${l}`, 6],
    [`${f}${l.charAt(0)}${nn}`, 8],
    [`${l}${f.charAt(0)}`, 9],
  ] as const);
  const domains =
    cc === 'LU'
      ? ['pt.lu', 'gmail.com', 'outlook.com']
      : cc === 'CH'
        ? ['bluewin.ch', 'gmail.com', 'gmx.ch']
        : cc === 'BE'
          ? ['skynet.be', 'gmail.com', 'outlook.be']
          : [
              'gmail.com',
              'hotmail.fr',
              'outlook.fr',
              'yahoo.fr',
              'orange.fr',
              'free.fr',
              'laposte.net',
              'sfr.fr',
              'icloud.com',
              'proton.me',
              'wanadoo.fr',
            ];
  const email = `${local}@${rng.pick(domains)}`;
  const d2 = () => String(rng.int(10, 99));
  const phone =
    cc === 'LU'
      ? `+352 6${rng.int(21, 91)} ${rng.int(100, 999)} ${rng.int(100, 999)}`
      : cc === 'CH'
        ? `+41 7${rng.pick([6, 7, 8, 9])} ${rng.int(100, 999)} ${d2()} ${d2()}`
        : cc === 'BE'
          ? `+32 4${rng.int(70, 99)} ${d2()} ${d2()} ${d2()}`
          : rng.weighted([
              [`06 ${d2()} ${d2()} ${d2()} ${d2()}`, 45],
              [`+33 6 ${d2()} ${d2()} ${d2()} ${d2()}`, 25],
              [`07.${d2()}.${d2()}.${d2()}.${d2()}`, 15],
              [`+33 (0)7 ${d2()} ${d2()} ${d2()} ${d2()}`, 15],
            ] as const);
  const hex = Math.floor(rng.next() * 0xffffff)
    .toString(16)
    .padStart(6, '0');
  const linkedinSlug = rng.weighted([
    [`${f}-${l}-${hex}`, 50],
    [`${f}${l}`, 20],
    [`${f.charAt(0)}${l}${nn}`, 15],
    [`${f}-${l}`, 15],
  ] as const);
  const pool = employerPool(occ);
  const employers = rng.some(pool, rng.int(1, 3));
  if (prevOcc) employers.push(rng.pick(employerPool(prevOcc)));
  const smallEmployers: string[] = [];
  if (rng.chance(0.45)) {
    for (let i = 0; i < 20; i++) {
      const pat = rng.pick(SMALL_EMPLOYER_PATTERNS);
      const s = pat(rng.pick(SMALL_EMPLOYER_WORDS), rng.pick(SMALL_EMPLOYER_WORDS));
      if (!usedSmall.has(s)) {
        usedSmall.add(s);
        smallEmployers.push(s);
        break;
      }
    }
  }
  return {
    firstName: first,
    lastName: last,
    fullName: `${first} ${last}`,
    email,
    phone,
    linkedinSlug,
    linkedinUrl: `https://www.linkedin.com/in/${linkedinSlug}`,
    employers,
    smallEmployers,
    schools: [],
    referees: [],
    namedPeople: [],
  };
}

// ------------------------------------------------------------------------------------------------ writing
interface Writer {
  rng: Rng;
  t: Truth;
  def: OccDef;
  fr: boolean;
  g: (m: string, f: string) => string;
  /** the title chosen for the label, without qualifiers */
  title: string;
}

function fill(w: Writer, tpl: string): string {
  const sector = w.rng.pick(w.t.sectors);
  return tpl
    .replace('{sector}', w.fr ? SECTORS[sector].fr : SECTORS[sector].en)
    .replace('{n}', String(w.rng.int(4, 45)))
    .replace('{m}', String(w.rng.int(80, 900)))
    .replace('{k}', String(w.rng.int(3, 90)))
    .replace('{K}', String(w.rng.int(15, 250) * 10));
}

function titleFor(w: Writer, occ: OccKey, forLabel: boolean): string {
  const def = OCCS[occ];
  const y = w.t.years;
  const ok = (s: string) => !(/senior|principal/i.test(s) && y < 7);
  if (!w.fr) return w.rng.pick(def.en.filter(ok));
  if (def.enInFr.length > 0 && w.rng.chance(forLabel ? 0.5 : 0.4)) {
    const c = def.enInFr.filter(ok);
    if (c.length > 0) return w.rng.pick(c);
  }
  const list = (w.t.gender === 'f' ? def.fr.f : def.fr.m).filter(ok);
  return w.rng.pick(list.length > 0 ? list : def.fr.m);
}

function labelFor(w: Writer): string {
  const { rng, t } = w;
  let title = titleFor(w, t.occ, true);
  if (t.occ === 'actuary') {
    if (t.sectors.includes('vie') && rng.chance(0.5)) title = w.fr ? 'Actuaire vie' : 'Life Actuary';
    else if (!t.sectors.some((s) => ['vie', 'prevoyance'].includes(s)) && rng.chance(0.5))
      title = w.fr ? 'Actuaire non-vie' : 'Non-Life Actuary';
  }
  w.title = title;
  const y = t.years;
  const q = rng.next();
  if (w.fr) {
    if (q < 0.15 && y >= 8 && !/senior/i.test(title)) return `${title} senior`;
    if (q < 0.25 && y >= 3 && y <= 6) return `${title} ${w.g('confirmé', 'confirmée')}`;
    if (q < 0.3 && y <= 2) return `${title} junior`;
    if (q < 0.42)
      return `${title} - ${rng.pick(['freelance', w.g('indépendant', 'indépendante'), 'en portage', 'intérim ou freelance'])}`;
    if (q < 0.52 && y >= 2) return `${title} | ${yearsFr(y)} d'expérience`;
    if (q < 0.58) return `${title} (${SECTORS[t.sectors[0]!].fr})`;
    return title;
  }
  if (q < 0.15 && y >= 8 && !/senior/i.test(title)) return `Senior ${title}`;
  if (q < 0.22 && y <= 2) return `Junior ${title}`;
  if (q < 0.35) return `${title} - ${rng.pick(['Freelance', 'Contractor', 'Interim'])}`;
  if (q < 0.45 && y >= 2) return `${title} | ${y} years of experience`;
  return title;
}

function skillList(w: Writer, n: number, toolsOnly = false): string {
  const pool = toolsOnly ? w.t.skills.filter((s) => 'tool' in SKILLS[s]) : w.t.skills;
  const names = w.rng.some(pool, n).map((s) => (w.fr ? SKILLS[s].fr : SKILLS[s].en));
  return names.join(', ');
}
const yearsFr = (y: number) => (y === 1 ? '1 an' : `${y} ans`);
const yearsEn = (y: number) => (y === 1 ? '1 year' : `${y} years`);
/** lower-case the first letter unless the word is an acronym or a proper English title */
const lcFirst = (s: string) =>
  /^[A-Z][a-zà-ÿ]/.test(s) &&
  !/^(Asset|Property|Facility|Fund|Leasing|Lease|Claims|KYC|AML|Business|Back|Middle|Workplace|Space|Energy|Transaction|Investment|Technical|Building|Maintenance|Compliance|Risk|Credit|Loan|Payment|Cash|Wealth|Account|Regulatory|Pricing|Product|Settlement|Trade|Underwriter|Valuer|Loss|Senior|Development|Internal|Treasury|Sales|Financial|Real)/.test(
    s,
  )
    ? s.charAt(0).toLowerCase() + s.slice(1)
    : s;

function availabilityText(w: Writer): { meta: string; sentence: string } {
  const { rng, t } = w;
  const d = new Date(`${t.availableFrom}T00:00:00Z`);
  const dd = String(d.getUTCDate()).padStart(2, '0');
  const mm = String(d.getUTCMonth() + 1).padStart(2, '0');
  const yyyy = d.getUTCFullYear();
  if (t.available) {
    const meta = w.fr
      ? rng.pick(['Immédiate', 'Disponible', 'Dès maintenant', TODAY, ''])
      : rng.pick(['ASAP', 'Immediately', 'Available now', TODAY]);
    const sentence = w.fr
      ? rng.pick([
          `${w.g('Disponible', 'Disponible')} immédiatement.`,
          'Disponible dès maintenant.',
          'Disponibilité immédiate.',
        ])
      : rng.pick(['Available immediately.', 'Available now.', 'Can start right away.']);
    return { meta, sentence };
  }
  const long = w.fr
    ? `${d.getUTCDate() === 1 ? '1er' : d.getUTCDate()} ${MONTHS_FR[d.getUTCMonth()]} ${yyyy}`
    : `${d.getUTCDate()} ${MONTHS_EN[d.getUTCMonth()]} ${yyyy}`;
  const meta = w.fr
    ? rng.pick([`${yyyy}-${mm}-${dd}`, `${dd}/${mm}/${yyyy}`, `à partir du ${long}`])
    : rng.pick([`${yyyy}-${mm}-${dd}`, `From ${long}`, `${dd}/${mm}/${yyyy}`]);
  const sentence = w.fr ? `Disponible à partir du ${long}.` : `Available from ${long}.`;
  return { meta, sentence };
}

function rateText(w: Writer): string {
  const { rng, t } = w;
  if (t.rate === null) return rng.pick(w.fr ? ['A négocier', '', 'Selon mission'] : ['Negotiable', '']);
  const r = t.rate;
  if (w.fr)
    return rng.weighted([
      [String(r), 35],
      [`${r} €`, 15],
      [`${r}€/jour`, 15],
      [`TJM ${r} €`, 10],
      [`${r - 50}-${r + 50}`, 0],
      [`${r} € HT / jour`, 10],
      [`${r}`, 15],
    ] as const);
  return rng.weighted([
    [String(r), 40],
    [`EUR ${r}/day`, 30],
    [`${r} EUR`, 30],
  ] as const);
}

function langFluency(w: Writer, lang: LangKey, level: LangLevel): string {
  // a second language at the top level is bilingual, not native
  if (level === 4 && lang === 'en' && !w.t.nativeEnglish) return w.fr ? 'Bilingue' : 'Bilingual';
  return w.rng.pick(w.fr ? LEVEL_WORDS[level].fr : LEVEL_WORDS[level].en);
}

function placeSentence(w: Writer): string {
  const { rng, t } = w;
  const c = t.homeArea.cityName ?? '';
  const areas = t.workAreas;
  const names = areas.map(
    (a) =>
      (a.type === 'ville'
        ? a.cityName
        : a.type === 'departement'
          ? a.departmentName
          : a.type === 'region'
            ? a.regionName
            : a.countryName) ?? '',
  );
  if (w.fr) {
    const base = `${w.g('Basé', 'Basée')} à ${c}`;
    if (names.length === 0) return `${base}.`;
    return rng.chance(0.6) ? `${base}, ${w.g('mobile', 'mobile')} : ${names.join(', ')}.` : `${base}.`;
  }
  const base = `Based in ${c}`;
  if (names.length === 0) return `${base}.`;
  return rng.chance(0.6) ? `${base}, open to missions in ${names.join(', ')}.` : `${base}.`;
}

function remoteSentence(w: Writer): string {
  const r = w.t.remote;
  if (r.length === 0) return '';
  if (w.fr) {
    if (r.length === 1 && r[0] === 'Full remote') return 'Missions en full remote uniquement.';
    if (r.includes('Full remote')) return 'Ouvert au télétravail complet.'.replace('Ouvert', w.g('Ouvert', 'Ouverte'));
    if (r.length === 1 && r[0] === 'Sur site') return 'Missions sur site.';
    if (r.includes('Hybride'))
      return w.rng.pick(['Hybride souhaité (2 jours de télétravail).', 'Rythme hybride apprécié.']);
    return '';
  }
  if (r.length === 1 && r[0] === 'Full remote') return 'Fully remote missions only.';
  if (r.includes('Full remote')) return 'Open to fully remote work.';
  if (r.length === 1 && r[0] === 'Sur site') return 'On-site missions.';
  if (r.includes('Hybride')) return 'Hybrid preferred.';
  return '';
}

function daysSentence(w: Writer): string {
  const d = w.t.days;
  if (d.length === 0 || (d.length === 1 && d[0] === '5')) return '';
  const s = d.join(w.fr ? ' ou ' : ' or ');
  return w.fr ? `Disponible ${s} jours par semaine.` : `Available ${s} days a week.`;
}

function sectorPhrase(w: Writer): string {
  return w.t.sectors.map((s) => (w.fr ? SECTORS[s].fr : SECTORS[s].en)).join(w.fr ? ' et ' : ' and ');
}

function buildSummary(w: Writer, label: string): string {
  const { rng, t, def } = w;
  const parts: string[] = [];
  const y = t.years;
  const title = w.title || label;
  const sayYears = rng.chance(0.9) && y >= 1;
  if (w.fr) {
    const opener = rng.pick([
      sayYears ? `${title} avec ${yearsFr(y)} d'expérience en ${sectorPhrase(w)}.` : `${title}, ${sectorPhrase(w)}.`,
      sayYears
        ? `${cap(yearsFr(y))} d'expérience comme ${lcFirst(title)}, principalement en ${sectorPhrase(w)}.`
        : `${cap(title)} ${w.g('spécialisé', 'spécialisée')} en ${sectorPhrase(w)}.`,
      `${cap(title)} ${w.g('indépendant', 'indépendante')} (${sectorPhrase(w)})${sayYears ? `, ${yearsFr(y)} d'expérience` : ''}.`,
    ]);
    parts.push(opener);
  } else {
    parts.push(
      rng.pick([
        sayYears
          ? `${title} with ${yearsEn(y)} of experience in ${sectorPhrase(w)}.`
          : `${title} in ${sectorPhrase(w)}.`,
        sayYears
          ? `${cap(yearsEn(y))} as ${/^[AEIOU]/.test(title) ? 'an' : 'a'} ${title} in ${sectorPhrase(w)}.`
          : `${title} focused on ${sectorPhrase(w)}.`,
      ]),
    );
  }
  const tasks = rng.some(w.fr ? def.tasksFr : def.tasksEn, rng.int(1, 2)).map((s) => fill(w, s));
  parts.push(...tasks.map((s) => `${s}.`));
  if (rng.chance(0.75))
    parts.push(w.fr ? `Compétences : ${skillList(w, rng.int(2, 4))}.` : `Skills: ${skillList(w, rng.int(2, 4))}.`);
  const en = t.languages.find((l) => l.lang === 'en');
  if (w.fr && en && en.level >= 3 && rng.chance(0.6))
    parts.push(en.level === 4 ? 'Bilingue anglais.' : 'Anglais courant.');
  const de = t.languages.find((l) => l.lang === 'de');
  if (de && de.level >= 2 && rng.chance(0.6))
    parts.push(
      w.fr
        ? `Allemand ${de.level >= 3 ? 'courant' : 'professionnel'}.`
        : `${de.level >= 3 ? 'Fluent' : 'Working'} German.`,
    );
  if (!w.fr) {
    const fr = t.languages.find((l) => l.lang === 'fr');
    if (fr && fr.level <= 2 && rng.chance(0.7)) parts.push(fr.level === 1 ? 'Basic French.' : 'Working French.');
  }
  if (rng.chance(0.7)) parts.push(availabilityText(w).sentence);
  if (rng.chance(0.6)) parts.push(placeSentence(w));
  if (rng.chance(0.5)) parts.push(remoteSentence(w));
  if (rng.chance(0.4)) parts.push(daysSentence(w));
  if (rng.chance(0.12))
    parts.push(
      w.fr
        ? `${w.g('Ouvert', 'Ouverte')} aux missions d'intérim et au portage salarial.`
        : 'Open to interim and umbrella contracts.',
    );
  if (t.vehicle && def.vehicle > 0.6 && rng.chance(0.4))
    parts.push(w.fr ? `${w.g('Véhiculé', 'Véhiculée')}, permis B.` : 'Full driving licence and own car.');
  return parts.filter((s) => s.length > 0).join(' ');
}

interface WorkItem {
  name: string;
  position: string;
  startDate?: string;
  endDate?: string;
  summary: string;
}

function ym(year: number, month: number): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}

function buildWork(w: Writer): WorkItem[] {
  const { rng, t } = w;
  const p = t.private;
  const total = Math.max(1, t.years);
  const endYear = 2026;
  const startYear = endYear - total;
  const employers = [...p.employers];
  const small = [...p.smallEmployers];
  type Seg = { occ: OccKey; years: number; junior: boolean; freelance: boolean };
  const segs: Seg[] = [];
  let remaining = total;
  // freelance span at the end
  const fl = Math.min(remaining, total <= 2 ? total : rng.int(1, Math.min(5, total - 1)));
  remaining -= fl;
  const pre: Seg[] = [];
  if (t.prevOcc && t.prevYears > 0 && remaining > 0) {
    const py = Math.min(t.prevYears, remaining);
    pre.push({ occ: t.prevOcc, years: py, junior: false, freelance: false });
    remaining -= py;
  } else if (remaining >= 2 && rng.chance(0.5)) {
    const jy = Math.min(2, remaining);
    pre.push({ occ: t.occ, years: jy, junior: true, freelance: false });
    remaining -= jy;
  }
  const mids: Seg[] = [];
  while (remaining > 0) {
    const y = Math.min(remaining, rng.int(2, 5));
    mids.push({ occ: t.occ, years: y, junior: false, freelance: false });
    remaining -= y;
  }
  segs.push(...pre, ...mids, { occ: t.occ, years: fl, junior: false, freelance: true });
  const items: WorkItem[] = [];
  let cursor = startYear;
  let mentionDone = false;
  let personDone = false;
  segs.forEach((seg, idx) => {
    const from = cursor;
    const to = cursor + seg.years;
    cursor = to;
    const def = OCCS[seg.occ];
    const isLast = idx === segs.length - 1;
    const pos = seg.junior
      ? w.fr
        ? t.gender === 'f'
          ? def.junior.f
          : def.junior.m
        : def.junior.en
      : titleFor(w, seg.occ, false);
    const sw: Writer = { ...w, def };
    const sentences = rng
      .some(w.fr ? def.tasksFr : def.tasksEn, seg.junior ? 1 : rng.int(1, 3))
      .map((s) => fill(sw, s));
    if (!mentionDone && seg.occ === t.occ && rng.chance(OCCS[t.occ].domain === 'nb' ? 0.8 : 0.35)) {
      sentences.push(rng.pick(w.fr ? def.mentionsFr : def.mentionsEn));
      mentionDone = true;
    }
    if (!personDone && rng.chance(0.12)) {
      const pg = rng.chance(0.5) ? 'f' : 'm';
      const person = drawName(rng, pg, false);
      const who = `${person.first} ${person.last}`;
      p.namedPeople.push(who);
      sentences.push(
        w.fr
          ? `${rng.pick(['Reporting à', 'En binôme avec', 'Sous la responsabilité de'])} ${who} (${rng.pick(PEOPLE_ROLES_FR)})`
          : `Reported to ${who} (${rng.pick(PEOPLE_ROLES_EN)})`,
      );
      personDone = true;
    }
    const tools = skillList(w, 2, true);
    if (seg.occ === t.occ && !seg.junior && tools && rng.chance(0.4))
      sentences.push(w.fr ? `Outils : ${tools}` : `Tools: ${tools}`);
    const summary = sentences.map((s) => (s.endsWith('.') ? s : `${s}.`)).join(' ');
    if (seg.freelance && seg.years >= 2 && rng.chance(0.5)) {
      // split the freelance span into missions
      const mid = from + Math.max(1, Math.floor(seg.years / 2));
      const c1 = small.shift() ?? employers.shift() ?? rng.pick(employerPool(t.occ));
      const c2 = employers.shift() ?? rng.pick(employerPool(t.occ));
      const m1 = rng.int(1, 11);
      items.push({
        name: c1,
        position: w.fr ? `${pos} (mission)` : `${pos} (interim)`,
        startDate: ym(from, rng.int(1, 12)),
        endDate: ym(mid, m1),
        summary: rng
          .some(w.fr ? def.tasksFr : def.tasksEn, 1)
          .map((s) => `${fill(sw, s)}.`)
          .join(' '),
      });
      items.push({
        name: c2,
        position: w.fr ? `${pos} (mission freelance)` : `${pos} (contract)`,
        startDate: ym(mid, Math.min(12, m1 + 1)),
        summary,
      });
      return;
    }
    const name = seg.freelance
      ? rng.chance(0.5)
        ? w.fr
          ? rng.pick(['Indépendant', 'Freelance', 'Portage salarial'])
          : rng.pick(['Self-employed', 'Freelance'])
        : (small.shift() ?? employers.shift() ?? rng.pick(employerPool(seg.occ)))
      : (employers.shift() ?? small.shift() ?? rng.pick(employerPool(seg.occ)));
    const item: WorkItem = {
      name,
      position: seg.freelance ? (w.fr ? `${pos} - freelance` : `${pos} - freelance`) : pos,
      startDate: ym(from, rng.int(1, 12)),
      summary,
    };
    if (!isLast) item.endDate = ym(to, rng.int(1, 12));
    items.push(item);
  });
  // one unused employer may go on the record as an internship; the others are dropped from the Truth
  const leftover = [...small, ...employers];
  const intern = leftover[0];
  if (intern !== undefined && rng.chance(0.5)) {
    const y = Number((items[0]?.startDate ?? `${startYear}`).slice(0, 4));
    items.unshift({
      name: intern,
      position: w.fr ? rng.pick(['Stage', 'Alternance', 'Stage de fin d’études']) : 'Internship',
      startDate: ym(y - 1, 3),
      endDate: ym(y - 1, 8),
      summary: '',
    });
  }
  const used = new Set(items.map((i) => i.name));
  p.employers = p.employers.filter((e) => used.has(e));
  p.smallEmployers = p.smallEmployers.filter((e) => used.has(e));
  return items.reverse();
}

function schoolName(rng: Rng, kind: string, abroad: boolean): string {
  if (kind === 'lycee') return `Lycée ${rng.pick(SCHOOLS.lycee!)} (${rng.pick(SCHOOLS.lyceeTown!)})`;
  if (kind === 'univ' && abroad && rng.chance(0.6)) return rng.pick(SCHOOLS.univAbroad!);
  return rng.pick(SCHOOLS[kind]!);
}

function buildProfile(t: Truth, rng: Rng): Record<string, unknown> {
  const def = OCCS[t.occ];
  const fr = t.cvLang === 'fr';
  const w: Writer = { rng, t, def, fr, g: (m, f) => (t.gender === 'f' ? f : m), title: '' };
  const p = t.private;
  const label = labelFor(w);
  let summary = buildSummary(w, label);
  const work = buildWork(w);
  // education
  const gradYear = 2026 - t.years;
  const maxLevel = Math.max(...t.diplomas.map((d) => DIPLOMAS[d].level));
  const education = [...t.diplomas]
    .sort((a, b) => DIPLOMAS[b].level - DIPLOMAS[a].level)
    .map((d) => {
      const dd = DIPLOMAS[d];
      const inst = schoolName(rng, dd.school, t.homeArea.countryCode !== 'FR');
      p.schools.push(inst);
      const end = gradYear - (maxLevel - dd.level);
      return {
        institution: inst,
        area: fr ? dd.fr.area : dd.en.area,
        studyType: fr ? dd.fr.studyType : dd.en.studyType,
        startDate: String(end - Math.min(3, dd.level)),
        endDate: String(end),
      };
    });
  const certificates = t.certs.map((c) => ({
    name: fr ? CERTS[c].fr : CERTS[c].en,
    issuer: CERTS[c].issuer,
    startDate: String(rng.int(Math.max(2005, gradYear), 2026)),
  }));
  const levels = ['Expert', 'Avancé', 'Confirmé', 'Intermédiaire'];
  const levelsEn = ['Expert', 'Advanced', 'Intermediate'];
  const skills = rng.chance(0.08)
    ? []
    : [
        ...t.skills.map((s) => ({
          name: fr ? SKILLS[s].fr : SKILLS[s].en,
          level: rng.pick(fr ? levels : levelsEn),
          keywords: [] as string[],
        })),
        ...(rng.chance(0.6)
          ? [
              {
                name: fr ? 'Pack Office' : 'MS Office',
                level: fr ? 'Avancé' : 'Advanced',
                keywords: ['Excel', 'Word', 'PowerPoint'],
              },
            ]
          : []),
      ];
  const languages = t.languages.map((l) => ({
    language: fr ? LANGS[l.lang].fr : LANGS[l.lang].en,
    fluency: langFluency(w, l.lang, l.level),
  }));
  // referees
  const references: { name: string; reference: string }[] = [];
  if (rng.chance(0.3)) {
    const n = rng.int(1, 2);
    for (let i = 0; i < n; i++) {
      const pg = rng.chance(0.5) ? 'f' : 'm';
      const person = drawName(rng, pg, false);
      const who = `${person.first} ${person.last}`;
      p.referees.push(who);
      const emps = [...p.employers, ...p.smallEmployers];
      const emp = emps.length > 0 ? `, ${rng.pick(emps)}` : '';
      references.push({
        name: who,
        reference: fr
          ? `${rng.pick(REFEREE_ROLES[def.domain]!.fr)}${emp}. Coordonnées sur demande.`
          : `${rng.pick(REFEREE_ROLES[def.domain]!.en)}${emp}. Contact details on request.`,
      });
    }
  }
  // private data repeated in free text (~25 %)
  if (rng.chance(0.25)) {
    const kinds = rng.some(['name', 'email', 'phone', 'linkedin', 'employer', 'school'], rng.int(1, 2));
    for (const k of kinds) {
      if (k === 'name') summary = `${p.fullName} - ${summary}`;
      else if (k === 'email') summary += fr ? ` Contact : ${p.email}` : ` Contact: ${p.email}`;
      else if (k === 'phone') summary += fr ? ` Tél. ${p.phone}` : ` Phone ${p.phone}`;
      else if (k === 'linkedin') summary += ` ${p.linkedinUrl.replace('https://www.', '')}`;
      else if (k === 'employer') {
        const e = p.smallEmployers[0] ?? p.employers[0];
        if (e) summary += fr ? ` Parcours notamment chez ${e}.` : ` Previously at ${e}.`;
      } else if (k === 'school') {
        const s = p.schools[0];
        if (s) summary += fr ? ` ${w.g('Diplômé', 'Diplômée')} de ${s}.` : ` Graduate of ${s}.`;
      }
      t.repeats.push(k);
    }
  }
  const avail = availabilityText(w);
  const created = TODAY_MS - rng.int(20, 1400) * DAY;
  const updated = Math.min(TODAY_MS - DAY, created + rng.int(1, 600) * DAY);
  const doc = {
    basics: {
      name: p.fullName,
      label,
      image: '',
      email: p.email,
      phone: p.phone,
      url: p.linkedinUrl,
      summary,
      location: {
        address: `${t.homeArea.cityName ?? ''}, ${t.homeArea.countryName ?? ''}`,
        postalCode: t.homeArea.cityZipCode ?? FOREIGN_POSTCODES[t.home] ?? '',
        city: t.homeArea.cityName ?? '',
        countryCode: t.homeArea.countryCode ?? 'FR',
        region: t.homeArea.regionName ?? '',
      },
      profiles: [{ username: p.linkedinSlug, network: 'LinkedIn', url: p.linkedinUrl }],
    },
    work,
    education,
    certificates,
    skills,
    languages,
    volunteer: [],
    awards: [],
    publications: [],
    interests: [],
    references,
    projects: [],
    meta: {
      id: t.id,
      createdAt: new Date(created).toISOString(),
      updatedAt: new Date(updated).toISOString(),
      firstName: p.firstName,
      lastName: p.lastName,
      cvUrl: `https://files.cv-store.example/cv/${t.id}-${Math.floor(rng.next() * 1e8).toString(36)}.pdf`,
      freelance: {
        available: t.available,
        availabilityDate: avail.meta,
        rate: rateText(w),
        seniority: t.declaredSeniority,
        professions: rng.chance(0.9)
          ? [def.profession, ...(t.prevOcc && rng.chance(0.5) ? [OCCS[t.prevOcc].profession] : [])]
          : [],
        openToCdi: t.openToCdi,
        vehicle: t.vehicle,
        preferences: {
          missionDuration: t.durations,
          remoteWork: t.remote,
          daysPerWeek: t.days,
          workAreas: t.workAreas.map((a) => ({ ...a })),
        },
      },
    },
  };
  return t.noAccents ? deaccent(doc) : doc;
}

/** strip accents from every French text field (not from e-mail, URLs or enums) */
function deaccent<T>(doc: T): T {
  const keep = new Set([
    'email',
    'url',
    'cvUrl',
    'id',
    'createdAt',
    'updatedAt',
    'seniority',
    'missionDuration',
    'remoteWork',
    'daysPerWeek',
    'workAreas',
    'professions',
  ]);
  const walk = (v: unknown, key: string): unknown => {
    if (keep.has(key)) return v;
    if (typeof v === 'string') return stripAccents(v);
    if (Array.isArray(v)) return v.map((x) => walk(x, ''));
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x, k)]));
    return v;
  };
  return walk(doc, '') as T;
}

// ------------------------------------------------------------------------------------------------ corpus
export const RANDOM_PROFILES = 620;

let cache: { profile: unknown; truth: Truth }[] | null = null;

export function corpus(): { profile: unknown; truth: Truth }[] {
  if (cache) return cache;
  usedNames.clear();
  usedSmall.clear();
  const rng = new Rng(mulberry32(0x5e7_35));
  // occupation schedule: 85 % core trades, 15 % neighbours, by weight, at least 5 each
  const core = OCC_KEYS.filter((k) => OCCS[k].domain !== 'nb');
  const nb = OCC_KEYS.filter((k) => OCCS[k].domain === 'nb');
  const seeds: Seed[] = [];
  const share = (keys: OccKey[], n: number) => {
    const total = keys.reduce((s, k) => s + OCCS[k].weight, 0);
    for (const k of keys) {
      const c = Math.max(5, Math.round((OCCS[k].weight / total) * n));
      for (let i = 0; i < c; i++) seeds.push({ occ: k });
    }
  };
  share(core, Math.round(RANDOM_PROFILES * 0.82));
  share(nb, Math.round(RANDOM_PROFILES * 0.18));
  seeds.push(...PLANTS);
  // each seed draws from its own PRNG (by its place in the schedule, so adding a plant changes nothing else); ids
  // follow a shuffled order so that planted profiles are spread among the others
  const order = rng.shuffle(seeds.map((_, i) => i));
  const idOf = new Map<number, number>();
  order.forEach((seedIndex, position) => idOf.set(seedIndex, position));
  const made = seeds.map((seed, i) => {
    const n = idOf.get(i)!;
    const id = `b35-${String(n + 1).padStart(4, '0')}`;
    const prng = new Rng(mulberry32(0x35_0000 + i * 7919));
    const truth = drawTruth(prng, id, seed);
    const profile = buildProfile(truth, prng);
    return { n, profile, truth };
  });
  cache = made.sort((x, y) => x.n - y.n).map(({ profile, truth }) => ({ profile, truth }));
  return cache;
}
