/*
 * set-33 corpus generator: draws a Truth for every freelancer, then writes the profile (JSON Resume + meta) from it.
 * Deterministic (mulberry32). "Today" is 2026-12-01.
 */
import type { WorkArea } from '../../../../src/domain/profile/raw-profile.schema';
import type { City } from './areas';
import { CITIES, COUNTRIES, DEPARTMENTS, REGIONS } from './areas';
import { FAMILY, NEIGHBOUR_FAMILIES } from './judge';
import type { Family } from './judge';
import {
  BIG_SCHOOLS,
  CERT_NAME,
  CERT_SKILLS,
  CLIENTS,
  EMPLOYER_PATTERNS,
  EMPLOYER_WORDS,
  FIRST_F,
  FIRST_M,
  LAST_COMMON,
  LAST_RARE,
  OCC_TEXT,
  PATRONS,
  ROLES_OF_PEOPLE_EN,
  ROLES_OF_PEOPLE_FR,
  SECTOR_WORD,
  SKILL_NAME,
  SKILL_PHRASE,
  SMALL_TOWNS,
} from './texts';
import type {
  Cert,
  Day,
  DeclaredSeniority,
  Duration,
  Lang,
  Level,
  Occ,
  PrivateData,
  Remote,
  Sector,
  Skill,
  Truth,
} from './truth';
import { OCCS, SECTORS, TODAY, bandOf } from './truth';

export type { Truth } from './truth';

const POOL_SIZE = 700;
const PREFIX = 'b33-';

// ---------------------------------------------------------------- random

export function mulberry32(seed: number): () => number {
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
  constructor(private readonly r: () => number) {}
  next(): number {
    return this.r();
  }
  chance(p: number): boolean {
    return this.r() < p;
  }
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.r() * (hi - lo + 1));
  }
  pick<T>(xs: readonly T[]): T {
    const x = xs[Math.floor(this.r() * xs.length)];
    if (x === undefined) throw new Error('pick from an empty list');
    return x;
  }
  /** the first items more often */
  pickFront<T>(xs: readonly T[]): T {
    const i = Math.min(xs.length - 1, Math.floor(Math.pow(this.r(), 1.8) * xs.length));
    return xs[i] as T;
  }
  weighted<T>(xs: readonly (readonly [T, number])[]): T {
    const total = xs.reduce((s, [, w]) => s + w, 0);
    let u = this.r() * total;
    for (const [x, w] of xs) {
      u -= w;
      if (u <= 0) return x;
    }
    const last = xs[xs.length - 1];
    if (!last) throw new Error('weighted pick from an empty list');
    return last[0];
  }
  shuffle<T>(xs: T[]): T[] {
    for (let i = xs.length - 1; i > 0; i--) {
      const j = Math.floor(this.r() * (i + 1));
      const a = xs[i] as T;
      xs[i] = xs[j] as T;
      xs[j] = a;
    }
    return xs;
  }
  sample<T>(xs: readonly T[], k: number): T[] {
    return this.shuffle([...xs]).slice(0, Math.max(0, k));
  }
}

// ---------------------------------------------------------------- helpers

const addDays = (iso: string, n: number): string => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const stripAccents = (s: string): string => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
const ascii = (s: string): string =>
  stripAccents(s)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
/** "Responsable paie" -> "responsable paie", but "DRH" and "HR Business Partner" stay. */
const lowerFirst = (s: string): string =>
  /^[A-ZÉ][a-zéè]/.test(s) && !/^[A-Z][a-z]+ [A-Z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s;
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
function dateParts(iso: string): [number, number, number] {
  const [y, m, d] = iso.split('-').map(Number);
  return [y ?? 2026, m ?? 1, d ?? 1];
}
function frDate(iso: string): string {
  const [y, m, d] = dateParts(iso);
  return `${d === 1 ? '1er' : d} ${MONTHS_FR[m - 1] ?? ''} ${y}`;
}
function enDate(iso: string): string {
  const [y, m, d] = dateParts(iso);
  return `${d} ${MONTHS_EN[m - 1] ?? ''} ${y}`;
}
function ym(year: number, month: number): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}

function cityByKey(key: string): City {
  const c = CITIES.find((x) => x.key === key);
  if (!c) throw new Error(`unknown city ${key}`);
  return c;
}
function deptOf(a: WorkArea): WorkArea | undefined {
  return DEPARTMENTS.find((d) => d.countryCode === a.countryCode && d.departmentCode === a.departmentCode);
}
function regionOf(a: WorkArea): WorkArea | undefined {
  return REGIONS.find((r) => r.countryCode === a.countryCode && r.regionCode === a.regionCode);
}
function countryOf(a: WorkArea): WorkArea | undefined {
  return COUNTRIES.find((c) => c.countryCode === a.countryCode);
}
export function region(code: string): WorkArea {
  const [c, r] = code.split(':');
  const a = REGIONS.find((x) => x.countryCode === c && x.regionCode === r);
  if (!a) throw new Error(`unknown region ${code}`);
  return a;
}
export function dept(code: string): WorkArea {
  const [c, d] = code.split(':');
  const a = DEPARTMENTS.find((x) => x.countryCode === c && x.departmentCode === d);
  if (!a) throw new Error(`unknown department ${code}`);
  return a;
}
export function country(code: string): WorkArea {
  const a = COUNTRIES.find((x) => x.countryCode === code);
  if (!a) throw new Error(`unknown country ${code}`);
  return a;
}

// ---------------------------------------------------------------- planted profiles

/** Fixed attributes for demanding queries; everything not given is drawn like any other profile. */
export interface Plant {
  occ: Occ;
  gender?: 'f' | 'm';
  cvLang?: 'fr' | 'en';
  years?: number;
  /** first free day; "now" means already free */
  from?: string;
  rate?: number | null;
  remote?: Remote[];
  days?: Day[];
  durations?: Duration[];
  interim?: boolean;
  home?: string;
  workAreas?: WorkArea[];
  languages?: { lang: Lang; level: Level }[];
  skills?: Skill[];
  noSkills?: Skill[];
  certificates?: Cert[];
  sectors?: Sector[];
}

const NOW = 'now';
const PLANTS: Plant[] = [
  { occ: 'hrbp', home: 'paris11', from: NOW, gender: 'f' },
  { occ: 'hrbp', home: 'boulogne', from: addDays(TODAY, 45) },
  { occ: 'hrbp', home: 'lyon3', from: NOW, workAreas: [] },
  { occ: 'juriste_contrats', languages: [{ lang: 'en', level: 'C1' }], remote: ['Full remote', 'Hybride'] },
  { occ: 'juriste_contrats', languages: [{ lang: 'en', level: 'B2' }], remote: ['Hybride'] },
  { occ: 'gestionnaire_paie', gender: 'f', skills: ['silae'], days: ['3', '4'], remote: ['Full remote'] },
  { occ: 'gestionnaire_paie', skills: ['silae'], days: ['5'], remote: ['Sur site'] },
  { occ: 'dpo', home: 'lyon6', days: ['2', '3'] },
  { occ: 'dpo', home: 'grenoble', days: ['2'], workAreas: [] },
  { occ: 'consultant_sirh', skills: ['workday'], noSkills: ['successfactors'], years: 9, remote: ['Full remote'] },
  { occ: 'consultant_sirh', skills: ['workday'], years: 5, remote: ['Full remote'] },
  {
    occ: 'consultant_sirh',
    skills: ['successfactors'],
    noSkills: ['workday'],
    years: 12,
    remote: ['Full remote', 'Hybride'],
  },
  { occ: 'tech_recruiter', home: 'nantes', from: '2027-01-04' },
  { occ: 'recruteur', home: 'nantes', from: '2027-03-01', skills: ['recrutement_it'] },
  { occ: 'formateur', gender: 'f', skills: ['management_training'], home: 'bordeaux', remote: ['Sur site', 'Hybride'] },
  { occ: 'formateur', gender: 'f', skills: ['management_training'], home: 'merignac', remote: ['Full remote'] },
  {
    occ: 'compliance_officer',
    skills: ['lcbft'],
    home: 'luxembourg',
    languages: [
      { lang: 'de', level: 'C1' },
      { lang: 'en', level: 'C1' },
    ],
  },
  { occ: 'aml', home: 'thionville', languages: [{ lang: 'de', level: 'B1' }] },
  {
    occ: 'drh',
    interim: true,
    home: 'lyon3',
    from: NOW,
    rate: 850,
    durations: ['3 a 6 mois', '6 a 12 mois'],
  },
  { occ: 'drh', interim: true, home: 'villeurbanne', from: addDays(TODAY, 40), rate: 1100 },
  { occ: 'drh', interim: false, home: 'lyon7', from: NOW },
  { occ: 'agile_coach', home: 'lille', remote: ['Hybride'] },
  { occ: 'scrum_master', home: 'lille', remote: ['Hybride'] },
  { occ: 'resp_paie', skills: ['sap_hcm'], years: 12 },
  { occ: 'resp_paie', skills: ['sap_hcm'], years: 5 },
  { occ: 'dpo', home: 'rennes', days: ['1', '2'], sectors: ['secteur_public', 'sante'] },
  {
    occ: 'consultant_sirh',
    skills: ['workday'],
    home: 'paris15',
    remote: ['Hybride'],
    durations: ['6 a 12 mois', '> 12 mois'],
  },
  { occ: 'formateur', skills: ['management_training'], home: 'toulouse', remote: ['Sur site'] },
  { occ: 'rrs', skills: ['pse'], years: 14, home: 'rouen' },
  { occ: 'auditeur', years: 5, sectors: ['banque', 'asset_management'], home: 'courbevoie' },
  { occ: 'coach_carriere', skills: ['outplacement'], home: 'metz' },
  { occ: 'office_manager', home: 'bordeaux', days: ['2', '3'], from: NOW },
  { occ: 'pmo_transfo', skills: ['safe'], languages: [{ lang: 'en', level: 'B2' }] },
  { occ: 'rse', skills: ['csrd'], days: ['3'], rate: 680, sectors: ['agroalimentaire', 'industrie'] },
  { occ: 'chef_projet_rh', years: 8, home: 'niort', remote: ['Hybride'], from: '2027-02-01' },
  { occ: 'contract_manager', home: 'marseille8', languages: [{ lang: 'en', level: 'C1' }] },
  {
    occ: 'assistante_direction',
    gender: 'f',
    languages: [{ lang: 'en', level: 'C2' }],
    home: 'levallois',
    days: ['4', '5'],
  },
  {
    occ: 'drh',
    interim: true,
    home: 'geneve',
    languages: [{ lang: 'en', level: 'C1' }],
    from: '2027-02-01',
    cvLang: 'en',
  },
  { occ: 'aml', skills: ['kyc'], home: 'luxembourg', languages: [{ lang: 'en', level: 'C1' }], cvLang: 'en' },
  {
    occ: 'conduite',
    years: 11,
    languages: [{ lang: 'en', level: 'C1' }],
    remote: ['Hybride', 'Full remote'],
    cvLang: 'en',
  },
  { occ: 'concepteur', skills: ['storyline'], remote: ['Full remote'], days: ['2', '3'] },
  { occ: 'resp_audit', interim: true, sectors: ['banque'], home: 'paris9' },
  { occ: 'resp_paie', interim: true, skills: ['adp'], years: 9, home: 'lyon6', from: NOW, remote: ['Hybride'] },
  { occ: 'conduite', years: 10, home: 'paris17', remote: ['Hybride'], skills: ['successfactors'] },
  { occ: 'juriste_social', home: 'nantes', days: ['3'] },
  { occ: 'anti_corruption', home: 'grenoble', sectors: ['industrie', 'energie'], remote: ['Hybride'] },
  { occ: 'ta', skills: ['recrutement_it'], home: 'paris10' },
  {
    occ: 'dpo',
    home: 'bruxelles',
    languages: [{ lang: 'en', level: 'C1' }],
    durations: ['6 a 12 mois', '> 12 mois'],
    cvLang: 'en',
  },
  {
    occ: 'rf',
    years: 9,
    home: 'lyon3',
    languages: [{ lang: 'en', level: 'C1' }],
    remote: ['Hybride'],
    sectors: ['pharma', 'industrie'],
  },
  { occ: 'rf', skills: ['qualiopi'], home: 'rennes' },
  { occ: 'juriste_corporate', years: 1 },
  { occ: 'juriste_affaires', years: 2, home: 'lyon6' },
  { occ: 'auditeur', years: 1 },
  { occ: 'dpo', home: 'lausanne' },
  { occ: 'dpo', home: 'geneve', cvLang: 'fr' },
  { occ: 'assistante_direction', home: 'puteaux', gender: 'f' },
  { occ: 'rse', home: 'brest' },
  { occ: 'formateur', home: 'annecy' },
  { occ: 'compliance_officer', home: 'esch' },
  { occ: 'anti_corruption', sectors: ['industrie', 'aeronautique'] },
  { occ: 'gc', years: 18 },
  { occ: 'drh', home: 'lille' },
  { occ: 'gestionnaire_paie', home: 'nanterre' },
  { occ: 'recruteur', home: 'roubaix' },
  { occ: 'concepteur', years: 6 },
  { occ: 'controle_interne', home: 'paris8' },
  { occ: 'juriste_pi', skills: ['pi_brevets'] },
  { occ: 'drh', interim: true, home: 'lyon6', from: NOW, rate: 950, durations: ['3 a 6 mois'] },
  { occ: 'dpo', home: 'quimper', days: ['3'] },
  { occ: 'office_manager', home: 'merignac', days: ['3'], from: NOW },
  { occ: 'chef_projet_rh', years: 9, home: 'larochelle', remote: ['Hybride', 'Sur site'], from: NOW, workAreas: [] },
  { occ: 'resp_audit', interim: true, sectors: ['assurance'], home: 'paris16' },
  { occ: 'resp_paie', interim: true, skills: ['silae'], noSkills: ['adp'], years: 11, home: 'lyon3', from: NOW },
  { occ: 'dpo', home: 'louvain', languages: [{ lang: 'en', level: 'B2' }], durations: ['> 12 mois'] },
  { occ: 'agile_coach', home: 'roubaix', remote: ['Sur site'] },
];

// ---------------------------------------------------------------- drawing a Truth

const NEIGHBOURS: Occ[] = OCCS.filter((o) => NEIGHBOUR_FAMILIES.includes(FAMILY[o]));
const CORE_WEIGHTS: [Occ, number][] = OCCS.filter((o) => !NEIGHBOURS.includes(o)).map((o) => [o, OCC_TEXT[o].weight]);
const NEIGHBOUR_WEIGHTS: [Occ, number][] = NEIGHBOURS.map((o) => [o, OCC_TEXT[o].weight]);
/** Share of neighbours (accountants, IT project managers, sales, marketing, customer service, buyers). */
const NEIGHBOUR_SHARE = 0.15;
const CITY_WEIGHTS: [City, number][] = CITIES.map((c) => [c, c.weight]);

function drawYears(rng: Rng, min: number): number {
  const band = rng.weighted([
    ['j', 12],
    ['c', 30],
    ['s', 27],
    ['e', 31],
  ] as const);
  const y =
    band === 'j' ? rng.int(0, 2) : band === 'c' ? rng.int(3, 6) : band === 's' ? rng.int(7, 10) : rng.int(11, 26);
  return y >= min ? y : min + rng.int(0, 4);
}

const SENIORITY_OF: Record<string, DeclaredSeniority> = {
  junior: 'Junior (0-2 ans)',
  confirme: 'Confirme (3-6 ans)',
  senior: 'Senior (7-10 ans)',
  expert: 'Expert (10+ ans)',
};
const BAND_ORDER = ['junior', 'confirme', 'senior', 'expert'];
function declare(rng: Rng, years: number): DeclaredSeniority {
  const b = bandOf(years);
  const r = rng.next();
  if (r < 0.75) return SENIORITY_OF[b] ?? '';
  if (r < 0.87) return '';
  const i = BAND_ORDER.indexOf(b);
  const j = i === 0 ? 1 : i === 3 ? 2 : rng.chance(0.5) ? i - 1 : i + 1;
  return SENIORITY_OF[BAND_ORDER[j] ?? b] ?? '';
}

function drawRemote(rng: Rng, occ: Occ): Remote[] {
  const onsite = ['assistante_direction', 'office_manager', 'assistant_rh', 'formateur', 'drh', 'rrh'].includes(occ);
  return rng.weighted<Remote[]>([
    [['Hybride'], 30],
    [['Sur site', 'Hybride'], onsite ? 40 : 25],
    [['Hybride', 'Full remote'], onsite ? 8 : 20],
    [['Full remote'], onsite ? 2 : 8],
    [['Sur site'], onsite ? 20 : 9],
    [['Sur site', 'Hybride', 'Full remote'], 7],
  ]);
}
function drawDays(rng: Rng, occ: Occ): Day[] {
  const partTimeJobs = ['dpo', 'coach_carriere', 'formateur', 'rse', 'juriste_social', 'office_manager', 'cb', 'esg'];
  const pt = partTimeJobs.includes(occ) ? 2 : 1;
  return rng.weighted<Day[]>([
    [['5'], 36],
    [['4', '5'], 24],
    [['3', '4', '5'], 10],
    [['3', '4'], 7 * pt],
    [['2', '3'], 7 * pt],
    [['1', '2'], 4 * pt],
    [['3'], 4 * pt],
    [['2', '3', '4'], 5 * pt],
    [['4'], 3],
  ]);
}
function drawDurations(rng: Rng, interim: boolean): Duration[] {
  const all: Duration[] = ['< 3 mois', '3 a 6 mois', '6 a 12 mois', '> 12 mois'];
  if (rng.chance(0.08)) return [];
  const out = all.filter((d, i) =>
    rng.chance(interim ? ([0.3, 0.8, 0.8, 0.3][i] ?? 0.5) : ([0.25, 0.65, 0.7, 0.5][i] ?? 0.5)),
  );
  return out.length ? out : ['3 a 6 mois', '6 a 12 mois'];
}

function drawAreas(rng: Rng, home: City, remote: Remote[]): WorkArea[] {
  const a = home.area;
  const d = deptOf(a);
  const reg = regionOf(a);
  const ctry = countryOf(a);
  const out: WorkArea[] = [];
  if (a.countryCode !== 'FR') {
    out.push(a);
    if (rng.chance(0.4) && ctry) out.push(ctry);
    if (rng.chance(0.35)) {
      const cross = a.countryCode === 'LU' ? 'FR:57' : a.countryCode === 'BE' ? 'FR:59' : 'FR:74';
      out.push(dept(cross));
    }
    if (rng.chance(0.1)) out.push(cityByKey('paris8').area);
    return out;
  }
  const r = rng.next();
  const remoteOnly = remote.length === 1 && remote[0] === 'Full remote';
  if (remoteOnly && rng.chance(0.5)) return [];
  if (r < 0.35) {
    out.push(a);
    if (d && rng.chance(0.5)) out.push(d);
  } else if (r < 0.65) {
    if (reg) out.push(reg);
    if (rng.chance(0.2)) out.push(a);
  } else if (r < 0.8) {
    out.push(a);
    if (d && rng.chance(0.4)) out.push(d);
    if (reg?.regionCode === '11') {
      if (rng.chance(0.5)) out.push(region('FR:11'));
    } else {
      out.push(rng.chance(0.5) ? cityByKey('paris8').area : region('FR:11'));
    }
  } else if (r < 0.87) {
    if (ctry) out.push(ctry);
  } else {
    out.push(a);
    const other = rng.pick(REGIONS.filter((x) => x.countryCode === 'FR' && x.regionCode !== a.regionCode));
    out.push(other);
  }
  // never twice the same area
  return out.filter((x, i) => out.findIndex((y) => JSON.stringify(y) === JSON.stringify(x)) === i);
}

const LEVEL_UP: Record<Level, Level> = { A2: 'B1', B1: 'B2', B2: 'C1', C1: 'C2', C2: 'C2', native: 'native' };
function drawLanguages(
  rng: Rng,
  home: City,
  occ: Occ,
  cvLang: 'fr' | 'en',
  englishNative: boolean,
): { lang: Lang; level: Level }[] {
  const cc = home.area.countryCode;
  const out: { lang: Lang; level: Level }[] = [];
  if (englishNative) {
    out.push({ lang: 'en', level: 'native' });
    out.push({
      lang: 'fr',
      level: rng.weighted<Level>([
        ['B2', 3],
        ['C1', 4],
        ['C2', 2],
      ]),
    });
  } else {
    out.push({ lang: 'fr', level: 'native' });
    let en = rng.weighted<Level>([
      ['A2', 5],
      ['B1', 15],
      ['B2', 35],
      ['C1', 28],
      ['C2', 12],
      ['native', 3],
    ]);
    const intl = [
      'compliance_officer',
      'head_compliance',
      'legal_counsel',
      'gc',
      'ta',
      'aml',
      'sanctions',
      'directeur_programme',
      'esg',
    ];
    if ((intl.includes(occ) || cvLang === 'en' || cc !== 'FR') && rng.chance(0.6)) en = LEVEL_UP[en];
    if (cvLang === 'en' && (en === 'A2' || en === 'B1')) en = 'B2';
    out.push({ lang: 'en', level: en });
  }
  const eastOrAbroad = ['LU', 'CH'].includes(cc ?? '') || ['67', '68', '57'].includes(home.area.departmentCode ?? '');
  if (rng.chance(eastOrAbroad ? 0.45 : 0.09))
    out.push({ lang: 'de', level: rng.pick<Level>(['A2', 'B1', 'B2', 'C1', 'native']) });
  if (rng.chance(0.12)) out.push({ lang: 'es', level: rng.pick<Level>(['A2', 'B1', 'B2', 'C1']) });
  if (rng.chance(0.05)) out.push({ lang: 'it', level: rng.pick<Level>(['A2', 'B1', 'B2', 'C1', 'native']) });
  if (rng.chance(cc === 'BE' ? 0.45 : 0.02)) out.push({ lang: 'nl', level: rng.pick<Level>(['B1', 'B2', 'C1']) });
  if (rng.chance(0.05)) out.push({ lang: 'ar', level: rng.pick<Level>(['B2', 'C1', 'native']) });
  if (rng.chance(0.03)) out.push({ lang: 'pt', level: rng.pick<Level>(['B1', 'B2', 'native']) });
  if (cc === 'LU' && rng.chance(0.3)) out.push({ lang: 'lb', level: rng.pick<Level>(['A2', 'B1', 'B2']) });
  return out;
}

const PAYROLL_SW: Skill[] = ['adp', 'silae', 'sage_paie', 'cegid_hr', 'hr_access', 'sap_hcm', 'payfit'];
const HRIS_SW: Skill[] = [
  'workday',
  'successfactors',
  'oracle_hcm',
  'sap_hcm',
  'talentsoft',
  'cornerstone',
  'hr_access',
  'cegid_hr',
];

function drawSkills(rng: Rng, occ: Occ): Skill[] {
  const t = OCC_TEXT[occ];
  const out = new Set<Skill>(t.core);
  for (const s of rng.sample(t.opt, rng.int(2, Math.min(5, t.opt.length)))) out.add(s);
  if (['resp_paie', 'gestionnaire_paie', 'consultant_paie'].includes(occ) && !PAYROLL_SW.some((s) => out.has(s))) {
    out.add(rng.pick(PAYROLL_SW.filter((s) => t.opt.includes(s))));
  }
  if (['consultant_sirh', 'chef_projet_sirh'].includes(occ) && !HRIS_SW.some((s) => out.has(s))) {
    out.add(rng.pick(HRIS_SW.filter((s) => t.opt.includes(s))));
  }
  if (['resp_paie', 'gestionnaire_paie', 'consultant_paie'].includes(occ)) {
    // a payroll person works on one or two payroll tools, not on all of them
    const sw = PAYROLL_SW.filter((s) => out.has(s));
    for (const s of sw.slice(2)) out.delete(s);
  }
  return [...out];
}

function drawSectors(rng: Rng, occ: Occ): Sector[] {
  const typical = OCC_TEXT[occ].sectors;
  const n = rng.int(1, 3);
  const out = new Set<Sector>();
  for (let i = 0; i < n; i++) out.add(rng.chance(0.8) ? rng.pick(typical) : rng.pick(SECTORS));
  return [...out];
}

function drawRate(rng: Rng, occ: Occ, years: number): number {
  const base = OCC_TEXT[occ].rate;
  const r = base * (0.68 + 0.04 * Math.min(years, 20)) * (0.85 + rng.next() * 0.3);
  return Math.round(r / 10) * 10;
}

// ---------------------------------------------------------------- private data

const FIRST_EN_F = ['Emma', 'Sarah', 'Hannah', 'Lucy', 'Rachel', 'Olivia', 'Kate', 'Fiona'];
const FIRST_EN_M = ['James', 'Oliver', 'Daniel', 'George', 'Matthew', 'Andrew', 'Patrick', 'Rory'];
const LAST_EN = [
  'Walsh',
  'Hughes',
  'Clarke',
  'Evans',
  'Murphy',
  'Bennett',
  'Fraser',
  'Whitfield',
  'Ashworth',
  'Kilbride',
];

interface NameState {
  used: Set<string>;
  rare: string[];
  employers: Set<string>;
  schools: Set<string>;
}

function drawName(rng: Rng, st: NameState, gender: 'f' | 'm', englishNative: boolean): [string, string] {
  for (;;) {
    const first = englishNative
      ? rng.pick(gender === 'f' ? FIRST_EN_F : FIRST_EN_M)
      : rng.pick(gender === 'f' ? FIRST_F : FIRST_M);
    let last: string;
    if (englishNative) last = rng.pick(LAST_EN);
    else if (st.rare.length > 0 && rng.chance(0.09)) {
      last = st.rare.splice(rng.int(0, st.rare.length - 1), 1)[0] ?? 'Martin';
    } else last = rng.pick(LAST_COMMON);
    const key = `${first} ${last}`;
    if (!st.used.has(key)) {
      st.used.add(key);
      return [first, last];
    }
  }
}

function drawPhone(rng: Rng, cc: string): string {
  const dd = (): string => String(rng.int(0, 99)).padStart(2, '0');
  if (cc === 'BE') return `+32 4${rng.int(60, 99)} ${dd()} ${dd()} ${dd()}`;
  if (cc === 'CH') return `+41 7${rng.pick([6, 7, 8, 9])} ${rng.int(100, 999)} ${dd()} ${dd()}`;
  if (cc === 'LU') return `+352 6${rng.pick([21, 61, 91])} ${rng.int(100, 999)} ${rng.int(100, 999)}`;
  const mobile = rng.pick(['6', '7']);
  const form = rng.int(0, 2);
  if (form === 0) return `0${mobile} ${dd()} ${dd()} ${dd()} ${dd()}`;
  if (form === 1) return `+33 ${mobile} ${dd()} ${dd()} ${dd()} ${dd()}`;
  return `0${mobile}${dd()}${dd()}${dd()}${dd()}`;
}

function drawEmail(rng: Rng, first: string, last: string): string {
  const f = ascii(first);
  const l = ascii(last);
  const n = rng.int(1, 99);
  return rng.weighted<string>([
    [`${f}.${l}@gmail.com`, 30],
    [`${f.charAt(0)}${l}@orange.fr`, 10],
    [`${f}.${l}${n}@hotmail.fr`, 10],
    [`${l}.${f}@outlook.fr`, 10],
    [`${f}${l}@yahoo.fr`, 8],
    [`${f}.${l}@free.fr`, 8],
    [`${f}.${l}.pro@gmail.com`, 8],
    [`contact@${l}-conseil.fr`, 6],
    [`${f}@${l}-rh.fr`, 4],
    [`${f.charAt(0)}.${l}@laposte.net`, 6],
  ]);
}

function drawEmployer(rng: Rng, st: NameState): string {
  for (;;) {
    const p = rng.pick(EMPLOYER_PATTERNS);
    const name = p
      .replace('{L}', rng.pick(LAST_COMMON))
      .replace('{F}', rng.pick([...FIRST_F, ...FIRST_M]))
      .replace('{W}', rng.pick(EMPLOYER_WORDS));
    if (!st.employers.has(name)) {
      st.employers.add(name);
      return name;
    }
  }
}

function drawSmallSchool(rng: Rng, st: NameState): string {
  for (;;) {
    const town = rng.pick(SMALL_TOWNS);
    const s = `Lycée ${rng.pick(PATRONS)} ${/^[AEIOUÉ]/.test(town) ? `d'${town}` : `de ${town}`}`;
    if (!st.schools.has(s)) {
      st.schools.add(s);
      return s;
    }
  }
}

// ---------------------------------------------------------------- the Truth

function drawTruth(rng: Rng, st: NameState, id: string, p: Plant | null, neighbour: boolean): Truth {
  const occ: Occ = p?.occ ?? rng.weighted(neighbour ? NEIGHBOUR_WEIGHTS : CORE_WEIGHTS);
  const tx = OCC_TEXT[occ];
  const gender = p?.gender ?? (rng.chance(tx.femaleP) ? 'f' : 'm');
  const home = p?.home ? cityByKey(p.home) : rng.weighted(CITY_WEIGHTS);
  const abroad = home.area.countryCode !== 'FR';
  const enBias = [
    'compliance_officer',
    'head_compliance',
    'legal_counsel',
    'ta',
    'rf',
    'aml',
    'sanctions',
    'esg',
    'directeur_programme',
  ].includes(occ);
  const cvLang = p?.cvLang ?? (rng.chance(0.14 + (abroad ? 0.3 : 0) + (enBias ? 0.12 : 0)) ? 'en' : 'fr');
  const englishNative = cvLang === 'en' && rng.chance(0.25);
  const years = p?.years ?? drawYears(rng, tx.minYears);
  const interim = p?.interim ?? (years >= 8 && rng.chance(tx.interimP));

  let availableFrom: string;
  if (p?.from) availableFrom = p.from === NOW ? addDays(TODAY, -rng.int(0, 20)) : p.from;
  else if (rng.chance(0.45)) availableFrom = addDays(TODAY, -rng.int(0, 60));
  else if (rng.chance(0.4)) {
    const [y, m] = dateParts(addDays(TODAY, rng.int(20, 180)));
    availableFrom = `${ym(y, m)}-01`;
  } else availableFrom = addDays(TODAY, rng.int(8, 180));

  const remote = p?.remote ?? drawRemote(rng, occ);
  const skills = new Set<Skill>(drawSkills(rng, occ));
  for (const s of p?.skills ?? []) skills.add(s);
  for (const s of p?.noSkills ?? []) skills.delete(s);
  const certificates: Cert[] = p?.certificates ? [...p.certificates] : [];
  if (!p?.certificates) {
    for (const [c, pr] of tx.certs) {
      const needs = CERT_SKILLS[c];
      if (c === 'cams' && !skills.has('lcbft')) continue;
      if ((c === 'workday_cert' || c === 'sf_cert') && needs && !needs.every((s) => skills.has(s))) continue;
      if (rng.chance(pr)) certificates.push(c);
    }
    if (occ === 'consultant_sirh' || occ === 'chef_projet_sirh') {
      if (skills.has('workday') && rng.chance(0.3)) certificates.push('workday_cert');
      if (skills.has('successfactors') && rng.chance(0.3)) certificates.push('sf_cert');
    }
  }
  for (const c of certificates) for (const s of CERT_SKILLS[c] ?? []) skills.add(s);
  for (const s of p?.noSkills ?? []) skills.delete(s);

  const languages = drawLanguages(rng, home, occ, cvLang, englishNative);
  for (const l of p?.languages ?? []) {
    const i = languages.findIndex((x) => x.lang === l.lang);
    if (i >= 0) languages[i] = l;
    else languages.push(l);
  }

  const [firstName, lastName] = drawName(rng, st, gender, englishNative);
  const nEmployers = years <= 2 ? 1 : rng.int(1, 2);
  const employers = Array.from({ length: nEmployers }, () => drawEmployer(rng, st));
  const schools: string[] = [];
  if (rng.chance(0.7)) schools.push(rng.pick(BIG_SCHOOLS)[0]);
  if (schools.length === 0 || rng.chance(0.35)) schools.push(drawSmallSchool(rng, st));
  const referees: string[] = [];
  if (rng.chance(0.4)) {
    const [f, l] = drawName(rng, st, rng.chance(0.5) ? 'f' : 'm', false);
    referees.push(`${f} ${l}`);
  }
  const people: string[] = [];
  if (rng.chance(0.35)) {
    const [f, l] = drawName(rng, st, rng.chance(0.5) ? 'f' : 'm', false);
    people.push(`${f} ${l}`);
  }
  const cc = home.area.countryCode ?? 'FR';
  const priv: PrivateData = {
    firstName,
    lastName,
    email: drawEmail(rng, firstName, lastName),
    phone: drawPhone(rng, cc),
    linkedin: `https://www.linkedin.com/in/${ascii(firstName)}-${ascii(lastName)}-${rng.int(0x10000, 0xfffff).toString(16)}`,
    employers,
    schools,
    referees,
    people,
    leaks: rng.chance(0.25),
  };

  return {
    id,
    occ,
    gender,
    cvLang,
    noAccents: cvLang === 'fr' && rng.chance(0.08),
    years,
    band: bandOf(years),
    declaredSeniority: declare(rng, years),
    available: availableFrom <= TODAY,
    availableFrom,
    rate: p?.rate !== undefined ? p.rate : rng.chance(0.12) ? null : drawRate(rng, occ, years),
    remote,
    days: p?.days ?? drawDays(rng, occ),
    durations: p?.durations ?? drawDurations(rng, interim),
    interim,
    home: home.key,
    workAreas: p?.workAreas ?? drawAreas(rng, home, remote),
    languages,
    certificates,
    skills: [...skills],
    sectors: p?.sectors ?? drawSectors(rng, occ),
    openToCdi: rng.chance(0.25),
    vehicle: rng.chance(home.key.startsWith('paris') ? 0.3 : 0.7),
    private: priv,
  };
}

// ---------------------------------------------------------------- writing the profile

const TOOL_SKILLS = new Set<Skill>([
  'adp',
  'silae',
  'sage_paie',
  'cegid_hr',
  'hr_access',
  'sap_hcm',
  'successfactors',
  'workday',
  'oracle_hcm',
  'lucca',
  'payfit',
  'talentsoft',
  'cornerstone',
  'excel',
  'power_bi',
  'linkedin_recruiter',
  'ats',
  'storyline',
  'rise',
  'lms',
  'ms_project',
  'jira',
  'confluence',
  'pack_office',
  'concur',
  'sap_fi',
  'salesforce',
  'hubspot',
  'zendesk',
  'dynamics',
  'sql',
  'clm',
]);

const LANG_NAME: Record<Lang, [string, string]> = {
  fr: ['Français', 'French'],
  en: ['Anglais', 'English'],
  de: ['Allemand', 'German'],
  es: ['Espagnol', 'Spanish'],
  it: ['Italien', 'Italian'],
  nl: ['Néerlandais', 'Dutch'],
  pt: ['Portugais', 'Portuguese'],
  ar: ['Arabe', 'Arabic'],
  lb: ['Luxembourgeois', 'Luxembourgish'],
};
const FLUENCY: Record<Level, [string[], string[]]> = {
  native: [
    ['Langue maternelle', 'Natif'],
    ['Native', 'Native speaker'],
  ],
  C2: [
    ['Bilingue', 'Bilingue (C2)'],
    ['Bilingual', 'Full professional proficiency (C2)'],
  ],
  C1: [
    ['Courant', 'Courant (C1)'],
    ['Fluent', 'Fluent (C1)'],
  ],
  B2: [
    ['Professionnel', 'Bon niveau (B2)'],
    ['Professional working proficiency', 'Upper intermediate (B2)'],
  ],
  B1: [
    ['Intermédiaire', 'Intermédiaire (B1)'],
    ['Intermediate', 'Intermediate (B1)'],
  ],
  A2: [
    ['Notions', 'Scolaire'],
    ['Basic', 'Elementary'],
  ],
};

const EDU_AREA: Record<Family, [string[], string[]]> = {
  hr: [
    ['Gestion des ressources humaines', 'Management des ressources humaines', 'Droit social et RH'],
    ['Human Resources Management'],
  ],
  payroll: [
    ['Gestion de la paie et administration du personnel', 'Ressources humaines option paie'],
    ['Payroll and HR administration'],
  ],
  hris: [
    ['Systèmes d’information RH', 'MIAGE', 'Gestion des ressources humaines'],
    ['HR Information Systems', 'Information Systems'],
  ],
  recruit: [
    ['Psychologie du travail', 'Gestion des ressources humaines'],
    ['Work Psychology', 'Human Resources'],
  ],
  learning: [
    ['Sciences de l’éducation', 'Ingénierie de la formation', 'Psychologie du travail'],
    ['Education Sciences', 'Adult Learning'],
  ],
  legal: [
    ['Droit des affaires', 'Droit privé'],
    ['Business Law', 'Law'],
  ],
  compliance: [
    ['Droit bancaire et financier', 'Conformité et contrôle interne'],
    ['Banking and Financial Law', 'Compliance'],
  ],
  audit: [
    ['Audit et contrôle', 'Comptabilité contrôle audit'],
    ['Audit and Control', 'Accounting and Audit'],
  ],
  csr: [
    ['Développement durable et RSE', 'Finance durable'],
    ['Sustainability Management', 'Sustainable Finance'],
  ],
  transfo: [
    ['Management et stratégie', 'École d’ingénieurs, généraliste', 'Organisation et conduite du changement'],
    ['Management and Strategy', 'Engineering'],
  ],
  assist: [
    ['Support à l’action managériale', 'Assistant de manager'],
    ['Business Administration', 'Office Management'],
  ],
  finance: [['Comptabilité contrôle audit', 'Finance d’entreprise'], ['Accounting and Finance']],
  it: [
    ['Informatique', 'MIAGE'],
    ['Computer Science', 'Information Systems'],
  ],
  sales: [
    ['Commerce international', 'Négociation et relation client'],
    ['International Business', 'Sales'],
  ],
  marketing: [
    ['Marketing', 'Communication'],
    ['Marketing', 'Communications'],
  ],
  service: [['Management des unités commerciales'], ['Business Management']],
  purchasing: [
    ['Achats industriels', 'Management des achats'],
    ['Procurement', 'Supply Chain Management'],
  ],
};
const LEGAL_AREA: Partial<Record<Occ, string>> = {
  juriste_social: 'Droit social',
  juriste_pi: 'Propriété intellectuelle',
  juriste_donnees: 'Droit du numérique',
  dpo: 'Droit du numérique',
  juriste_contrats: 'Droit des contrats',
  contract_manager: 'Droit des affaires internationales',
  rrs: 'Droit social',
};

/** Who the freelancer reported to, by family [French, English]. */
const ROLES_OF_PEOPLE: Record<Family, [string, string]> = {
  hr: ['DRH groupe', 'Group HR Director'],
  payroll: ['DRH', 'HR Director'],
  hris: ['DRH', 'HR Director'],
  recruit: ['DRH', 'Chief People Officer'],
  learning: ['DRH', 'HR Director'],
  legal: ['directeur juridique', 'General Counsel'],
  compliance: ['directrice des risques', 'Chief Risk Officer'],
  audit: ['président du comité d’audit', 'Audit Committee Chair'],
  csr: ['directeur général', 'CEO'],
  transfo: ['directrice de la transformation', 'Transformation Director'],
  assist: ['directeur général', 'CEO'],
  finance: ['directrice financière', 'CFO'],
  it: ['DSI', 'CIO'],
  sales: ['directeur général', 'CEO'],
  marketing: ['directrice marketing', 'CMO'],
  service: ['directeur des opérations', 'COO'],
  purchasing: ['directeur des achats', 'CPO'],
};
const BOSS = /^(Directeur|Directrice|Head|Chief|Programme Director|Internal Audit Director)/;
/** A title of the occupation in the CV's language (no "director" wording before 7 years when another exists). */
function titleOf(rng: Rng, t: Truth, occ: Occ, allowEnglishInFrench: boolean): string {
  const tx = OCC_TEXT[occ];
  const fit = <T>(xs: T[], s: (x: T) => string): T[] => {
    const ok = t.years >= 7 ? xs : xs.filter((x) => !BOSS.test(s(x)));
    return ok.length ? ok : xs;
  };
  if (t.cvLang === 'en') return rng.pickFront(fit(tx.en, (x) => x));
  if (allowEnglishInFrench && tx.enFr.length > 0 && rng.chance(0.18)) return rng.pick(fit(tx.enFr, (x) => x));
  const pair = rng.pickFront(fit(tx.fr, (x) => x[0]));
  return t.gender === 'f' ? pair[1] : pair[0];
}

function labelOf(rng: Rng, t: Truth): string {
  let title = titleOf(rng, t, t.occ, true);
  const en = t.cvLang === 'en';
  if (t.interim) {
    if (en) title = title.startsWith('Interim') ? title : `Interim ${title}`;
    else title = rng.chance(0.5) ? `${title} de transition` : `${title} - Management de transition`;
  } else if (t.years >= 8 && rng.chance(0.15) && !/senior/i.test(title)) {
    title = en ? `Senior ${title}` : `${title} senior`;
  } else if (t.years <= 2 && rng.chance(0.25)) {
    title = en ? `Junior ${title}` : `${title} junior`;
  }
  const r = rng.next();
  if (r < 0.12) title += en ? ' (freelance)' : ' freelance';
  else if (r < 0.18) title += en ? ' | Independent consultant' : t.gender === 'f' ? ' indépendante' : ' indépendant';
  else if (r < 0.28 && t.years >= 3)
    title += en ? ` | ${t.years} years of experience` : ` | ${t.years} ans d'expérience`;
  return title;
}

function skillNames(t: Truth, ss: Skill[]): string[] {
  return ss.map((s) => SKILL_NAME[s][t.cvLang === 'en' ? 1 : 0]);
}

function clientOf(rng: Rng, t: Truth, s: Sector): string {
  const [fr, en] = CLIENTS[s];
  return rng.pick(t.cvLang === 'en' ? en : fr);
}

function listJoin(xs: string[], en: boolean): string {
  if (xs.length <= 1) return xs.join('');
  return `${xs.slice(0, -1).join(', ')} ${en ? 'and' : 'et'} ${xs[xs.length - 1] ?? ''}`;
}

function placeSentence(rng: Rng, t: Truth): string {
  const home = cityByKey(t.home);
  const en = t.cvLang === 'en';
  const areas = t.workAreas;
  const names = areas
    .map((a) =>
      a.type === 'ville'
        ? (CITIES.find((c) => c.area === a)?.display ?? a.cityName ?? '')
        : a.type === 'departement'
          ? `${a.departmentName ?? ''}${a.countryCode === 'FR' ? ` (${a.departmentCode ?? ''})` : ''}`
          : a.type === 'region'
            ? (a.regionName ?? '')
            : en
              ? `all of ${a.countryName ?? ''}`
              : `toute la ${a.countryName ?? ''}`,
    )
    .filter((n) => n !== '' && n !== home.display);
  const f = t.gender === 'f' ? 'e' : '';
  if (en)
    return names.length
      ? `Based in ${home.display}, available for assignments in ${listJoin(names, true)}.`
      : `Based in ${home.display}.`;
  if (names.length && rng.chance(0.7)) return `Basé${f} à ${home.display}, mobile sur ${listJoin(names, false)}.`;
  return `Basé${f} à ${home.display}.`;
}

function remoteSentence(t: Truth): string {
  const en = t.cvLang === 'en';
  const r = t.remote;
  const f = t.gender === 'f' ? 'e' : '';
  if (r.length === 1 && r[0] === 'Full remote')
    return en ? 'Remote assignments only.' : 'Missions en full remote uniquement.';
  if (r.length === 1 && r[0] === 'Sur site')
    return en ? 'I prefer on-site assignments.' : 'Je privilégie les missions sur site.';
  if (r.includes('Full remote')) return en ? 'Open to fully remote work.' : `Ouvert${f} au télétravail complet.`;
  if (r.includes('Hybride'))
    return en ? 'Hybrid work preferred.' : 'Préférence pour un rythme hybride (sur site et télétravail).';
  return '';
}

function daysSentence(t: Truth): string {
  const en = t.cvLang === 'en';
  const ds = t.days;
  if (ds.includes('5')) return '';
  const list = listJoin(ds, en);
  return en ? `Available ${list} days a week.` : `Disponible ${list} jours par semaine.`;
}

function availabilitySentence(t: Truth): string {
  const en = t.cvLang === 'en';
  if (t.available) return en ? 'Available now.' : 'Disponible immédiatement.';
  return en ? `Available from ${enDate(t.availableFrom)}.` : `Disponible à partir du ${frDate(t.availableFrom)}.`;
}

function languageSentence(t: Truth): string {
  const en = t.cvLang === 'en';
  const foreign = t.languages.filter((l) => l.lang !== (en ? 'en' : 'fr') && l.level !== 'A2');
  if (foreign.length === 0) return '';
  const words = foreign.map((l) => {
    const name = LANG_NAME[l.lang][en ? 1 : 0];
    const fl = FLUENCY[l.level][en ? 1 : 0][0] ?? '';
    return en ? `${name} (${fl.toLowerCase()})` : `${name.toLowerCase()} ${fl.toLowerCase()}`;
  });
  return en ? `Languages: ${words.join(', ')}.` : `Langues : ${words.join(', ')}.`;
}

function leakSentence(rng: Rng, t: Truth): string {
  const en = t.cvLang === 'en';
  const p = t.private;
  const f = t.gender === 'f';
  const kinds = ['contact', 'linkedin', 'employer', 'school', 'referee'];
  const k = rng.pick(kinds.filter((x) => x !== 'referee' || p.referees.length > 0));
  switch (k) {
    case 'contact':
      return en ? `Contact: ${p.email} / ${p.phone}.` : `Contact : ${p.email} - ${p.phone}.`;
    case 'linkedin':
      return en ? `Full profile: ${p.linkedin}` : `Profil complet : ${p.linkedin}`;
    case 'employer':
      return en ? `Formerly with ${p.employers[0] ?? ''}.` : `${f ? 'Ancienne' : 'Ancien'} de ${p.employers[0] ?? ''}.`;
    case 'school':
      return en ? `Graduate of ${p.schools[0] ?? ''}.` : `${f ? 'Diplômée' : 'Diplômé'} de ${p.schools[0] ?? ''}.`;
    default:
      return en ? `References available (${p.referees[0] ?? ''}).` : `Références disponibles (${p.referees[0] ?? ''}).`;
  }
}

function summaryOf(rng: Rng, t: Truth, label: string): string {
  const en = t.cvLang === 'en';
  const f = t.gender === 'f' ? 'e' : '';
  const title = titleOf(rng, t, t.occ, true);
  const top = skillNames(t, rng.sample(t.skills, Math.min(4, t.skills.length)));
  const sectors = t.sectors.map((s) => SECTOR_WORD[s][en ? 1 : 0]);
  const parts: string[] = [];
  if (t.private.leaks && rng.chance(0.3)) parts.push(`${t.private.firstName} ${t.private.lastName}, ${label}.`);
  const y = t.years;
  if (en) {
    parts.push(
      y <= 1
        ? `${title} starting out as a freelancer after a first experience in ${sectors[0] ?? 'business'}.`
        : rng.chance(0.5)
          ? `${title} with ${y} years of experience in ${listJoin(sectors, true)}.`
          : `${y} years as ${/^[AEIOU]/.test(title) ? 'an' : 'a'} ${title}, mostly in ${listJoin(sectors, true)}.`,
    );
    parts.push(`Key skills: ${top.join(', ')}.`);
    if (t.interim)
      parts.push('Interim management: fast onboarding, cover of vacant positions, turnarounds and reorganisations.');
  } else {
    parts.push(
      y <= 1
        ? `${title} en début de carrière, première expérience en ${sectors[0] ?? 'entreprise'}.`
        : rng.chance(0.5)
          ? `${title} avec ${y} ans d'expérience (${listJoin(sectors, false)}).`
          : rng.chance(0.5)
            ? `${y} ans d'expérience en tant que ${lowerFirst(title)}, principalement en ${listJoin(sectors, false)}.`
            : `Plus de ${Math.max(1, y - 1)} ans d'expérience. ${title} ${rng.chance(0.5) ? 'freelance' : `indépendant${f}`} depuis ${Math.min(y, rng.int(1, 6))} ans.`,
    );
    parts.push(rng.chance(0.5) ? `Expertise : ${top.join(', ')}.` : `Spécialisé${f} en ${listJoin(top, false)}.`);
    if (t.interim)
      parts.push(
        'Manager de transition : prises de poste rapides, remplacements, restructurations et accompagnement de croissance.',
      );
  }
  if (t.certificates.length > 0 && rng.chance(0.5)) {
    parts.push(
      `${en ? 'Certified' : `Certifié${f}`} ${t.certificates.map((c) => CERT_NAME[c][0].split(' - ')[0] ?? '').join(', ')}.`,
    );
  }
  if (rng.chance(0.35)) parts.push(availabilitySentence(t));
  if (rng.chance(0.3)) parts.push(remoteSentence(t));
  if (rng.chance(0.5)) parts.push(daysSentence(t));
  if (rng.chance(0.4)) parts.push(placeSentence(rng, t));
  if (rng.chance(0.35)) parts.push(languageSentence(t));
  if (t.private.leaks) parts.push(leakSentence(rng, t));
  return parts.filter((s) => s !== '').join(' ');
}

interface WorkItem {
  name: string;
  position: string;
  startDate: string;
  endDate: string;
  summary: string;
}

function missionText(rng: Rng, t: Truth, occ: Occ, personName: string | null, leak: string | null): string {
  const en = t.cvLang === 'en';
  const tx = OCC_TEXT[occ];
  const generic = rng.sample(en ? tx.missEn : tx.missFr, rng.int(1, 3));
  const own = t.skills.filter(
    (s) =>
      SKILL_PHRASE[s] !== undefined &&
      (occ === t.occ || OCC_TEXT[occ].opt.includes(s) || OCC_TEXT[occ].core.includes(s)),
  );
  const specific = rng.sample(own, rng.int(0, 2)).map((s) => (SKILL_PHRASE[s] ?? ['', ''])[en ? 1 : 0]);
  const lines = [...generic, ...specific].map((l) => `- ${l}`);
  if (occ === t.occ && rng.chance(0.6)) {
    const env = skillNames(
      t,
      rng.sample(
        t.skills.filter((s) => TOOL_SKILLS.has(s) || rng.chance(0.3)),
        4,
      ),
    );
    if (env.length) lines.push(en ? `Environment: ${env.join(', ')}` : `Environnement : ${env.join(', ')}`);
  }
  if (personName) {
    const role = (ROLES_OF_PEOPLE[FAMILY[occ]] ?? ['', ''])[en ? 1 : 0];
    lines.unshift(en ? `Reporting to ${personName}, ${role}.` : `Sous la responsabilité de ${personName}, ${role}.`);
  }
  if (leak) lines.push(leak);
  return lines.join('\n');
}

function workOf(rng: Rng, t: Truth): WorkItem[] {
  const en = t.cvLang === 'en';
  const tx = OCC_TEXT[t.occ];
  const [ty, tm] = dateParts(TODAY);
  const startYear = ty - t.years;
  const nEmp = t.private.employers.length;
  const freelanceYears = t.years <= 1 ? t.years : rng.int(1, Math.max(1, Math.min(7, t.years - nEmp)));
  const freelanceStart = ty - freelanceYears;
  const items: WorkItem[] = [];
  const person = t.private.people[0] ?? null;
  const employerLeak = t.private.leaks && rng.chance(0.3);

  // freelance missions, most recent first
  const nMissions = freelanceYears <= 1 ? 1 : rng.int(2, 3);
  let end = { y: ty, m: tm };
  const ongoing = !t.available;
  for (let i = 0; i < nMissions; i++) {
    const lenMonths = Math.max(2, Math.round((freelanceYears * 12) / nMissions) - rng.int(0, 2));
    const startM = end.y * 12 + (end.m - 1) - lenMonths;
    const start = { y: Math.floor(startM / 12), m: (startM % 12) + 1 };
    const sector = rng.pick(t.sectors);
    const client = clientOf(rng, t, sector);
    let position = titleOf(rng, t, t.occ, true);
    if (t.interim && i === 0) position = en ? `Interim ${position}` : `${position} (management de transition)`;
    else if (rng.chance(0.3)) position += en ? ' (freelance)' : ' - mission freelance';
    items.push({
      name: rng.chance(0.25)
        ? en
          ? `Freelance - ${client}`
          : `Mission indépendante - ${client}`
        : cap(client.replace(/^(un|une|a|an) /, '')),
      position,
      startDate: ym(start.y, start.m),
      endDate: i === 0 && ongoing ? '' : ym(end.y, end.m),
      summary: missionText(rng, t, t.occ, i === 0 ? person : null, null),
    });
    end = { y: start.y, m: start.m };
    if (start.y <= freelanceStart) break;
  }

  // salaried jobs before freelancing: small or one-off employers (private data)
  const salariedYears = Math.max(0, freelanceStart - startYear);
  const employers = t.private.employers;
  employers.forEach((emp, i) => {
    const isFirst = i === employers.length - 1;
    const span = salariedYears === 0 ? 1 : Math.max(1, Math.round(salariedYears / employers.length));
    const eY = freelanceStart - i * span;
    const sY = Math.max(startYear, eY - span);
    const prevOcc: Occ = isFirst && tx.prev.length > 0 && t.years >= 5 ? rng.pick(tx.prev) : t.occ;
    let position = titleOf(rng, t, prevOcc, false);
    if (salariedYears === 0) position = en ? `${position} (apprenticeship)` : `${position} (alternance)`;
    items.push({
      name: emp,
      position,
      startDate: ym(Math.min(sY, eY), rng.int(1, 9)),
      endDate: ym(eY, rng.int(1, 12)),
      summary: missionText(
        rng,
        t,
        prevOcc,
        null,
        employerLeak && i === 0
          ? en
            ? `Contact at ${emp}: ${t.private.email}`
            : `Contact chez ${emp} : ${t.private.email}`
          : null,
      ),
    });
  });
  return items;
}

function educationOf(
  rng: Rng,
  t: Truth,
): { institution: string; area: string; studyType: string; startDate: string; endDate: string }[] {
  const en = t.cvLang === 'en';
  const fam = FAMILY[t.occ];
  const [areasFr, areasEn] = EDU_AREA[fam];
  const legal = LEGAL_AREA[t.occ];
  const gradYear = 2026 - t.years;
  return t.private.schools.map((s, i) => {
    const small = s.startsWith('Lycée');
    const big = BIG_SCHOOLS.find(([n]) => n === s);
    const area = small
      ? en
        ? 'Business administration (BTS)'
        : rng.pick([
            'BTS Support à l’action managériale',
            'BTS Gestion de la PME',
            'Baccalauréat ES',
            'BTS Comptabilité et gestion',
          ])
      : en
        ? rng.pick(areasEn)
        : (legal ?? rng.pick(areasFr));
    const studyType = small ? (en ? 'BTS' : area.startsWith('Bacc') ? 'Baccalauréat' : 'BTS') : (big?.[1] ?? 'Master');
    const end = small ? gradYear - 3 - i : gradYear;
    return { institution: s, area, studyType, startDate: String(end - (small ? 2 : 2)), endDate: String(end) };
  });
}

function availabilityText(rng: Rng, t: Truth): string {
  const en = t.cvLang === 'en';
  if (t.available)
    return rng.pick(
      en ? ['Immediately', 'Now', ''] : ['Immédiate', 'Immédiatement', 'Dès maintenant', '', 'Disponible'],
    );
  const [y, m, d] = dateParts(t.availableFrom);
  if (d === 1 && rng.chance(0.5)) return en ? `${MONTHS_EN[m - 1] ?? ''} ${y}` : `${MONTHS_FR[m - 1] ?? ''} ${y}`;
  const f = rng.int(0, 2);
  if (f === 0) return t.availableFrom;
  if (f === 1) return `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}`;
  return en ? `From ${enDate(t.availableFrom)}` : `À partir du ${frDate(t.availableFrom)}`;
}

function rateText(rng: Rng, t: Truth): string {
  const en = t.cvLang === 'en';
  if (t.rate === null) return rng.pick(en ? ['Negotiable', ''] : ['A négocier', '', 'Selon mission']);
  const r = t.rate;
  return rng.weighted<string>([
    [String(r), 25],
    [`${r} €`, 20],
    [`${r}€/jour`, 15],
    [`${r} € HT / jour`, 10],
    [`${r}-${r + rng.pick([50, 100, 150])}`, 15],
    [en ? `${r} EUR/day` : `TJM ${r}€`, 15],
  ]);
}

const PROFESSIONS_EXTRA: Partial<Record<Occ, string>> = {
  drh: 'Management de transition',
  daf: 'Management de transition',
  consultant_sirh: 'Ressources humaines',
  chef_projet_sirh: 'Ressources humaines',
  dpo: 'Juridique',
  juriste_donnees: 'Protection des données',
  conduite: 'Ressources humaines',
};

function writeProfile(rng: Rng, t: Truth): Record<string, unknown> {
  const en = t.cvLang === 'en';
  const p = t.private;
  const home = cityByKey(t.home);
  const label = labelOf(rng, t);
  const summary = summaryOf(rng, t, label);
  const work = workOf(rng, t);
  const education = educationOf(rng, t);
  const tx = OCC_TEXT[t.occ];

  const tools = t.skills.filter((s) => TOOL_SKILLS.has(s));
  const domain = t.skills.filter((s) => !TOOL_SKILLS.has(s));
  const levels = en ? ['Expert', 'Advanced', 'Intermediate'] : ['Expert', 'Confirmé', 'Intermédiaire'];
  const skills = rng.chance(0.5)
    ? [
        { name: en ? 'Core expertise' : 'Expertise métier', level: levels[0] ?? '', keywords: skillNames(t, domain) },
        ...(tools.length
          ? [{ name: en ? 'Tools' : 'Outils', level: levels[1] ?? '', keywords: skillNames(t, tools) }]
          : []),
      ]
    : t.skills.map((s) => ({
        name: SKILL_NAME[s][en ? 1 : 0],
        level: rng.pickFront(levels),
        keywords: [] as string[],
      }));

  const languages = t.languages.map((l) => ({
    language: LANG_NAME[l.lang][en ? 1 : 0],
    fluency: rng.pick(FLUENCY[l.level][en ? 1 : 0]),
  }));
  const certificates = t.certificates.map((c) => ({
    name: CERT_NAME[c][0],
    issuer: CERT_NAME[c][1],
    startDate: String(2026 - rng.int(0, Math.max(0, Math.min(10, t.years)))),
  }));
  const references = p.referees.map((r) => {
    const role = rng.pick(en ? ROLES_OF_PEOPLE_EN : ROLES_OF_PEOPLE_FR);
    return {
      name: r,
      reference: en
        ? `${r}, ${role} at ${p.employers[0] ?? ''}: "Reliable, quick to grasp the stakes, a pleasure to work with."`
        : `${r}, ${role} chez ${p.employers[0] ?? ''} : « ${t.gender === 'f' ? 'Fiable, rigoureuse et très vite opérationnelle' : 'Fiable, rigoureux et très vite opérationnel'}. »`,
    };
  });
  const interests = rng.chance(0.3)
    ? [
        {
          name: en ? 'Interests' : "Centres d'intérêt",
          keywords: rng.sample(
            en
              ? ['Running', 'Sailing', 'Choir', 'Volunteering', 'Photography']
              : ['Course à pied', 'Voile', 'Chorale', 'Bénévolat associatif', 'Photographie'],
            2,
          ),
        },
      ]
    : [];

  const professions = [tx.profession];
  const extra = PROFESSIONS_EXTRA[t.occ];
  if (extra && (extra !== 'Management de transition' || t.interim)) professions.push(extra);

  const countryName = home.area.countryName ?? 'France';
  const prof: Record<string, unknown> = {
    basics: {
      name: `${p.firstName} ${p.lastName}`,
      label,
      image: '',
      email: p.email,
      phone: p.phone,
      url: p.linkedin,
      summary,
      location: {
        address: `${home.display}, ${countryName}`,
        postalCode: home.area.cityZipCode ?? '',
        city: home.display,
        countryCode: home.area.countryCode ?? '',
        region: home.area.regionName ?? '',
      },
      profiles: [{ username: p.linkedin.split('/in/')[1] ?? '', network: 'LinkedIn', url: p.linkedin }],
    },
    work,
    education,
    certificates,
    skills,
    languages,
    volunteer: [],
    awards: [],
    publications: [],
    interests,
    references,
    projects: [],
    meta: {
      id: t.id,
      createdAt: `${addDays('2024-01-01', rng.int(0, 600))}T09:00:00.000Z`,
      updatedAt: `${addDays(TODAY, -rng.int(1, 240))}T10:30:00.000Z`,
      firstName: p.firstName,
      lastName: p.lastName,
      ...(rng.chance(0.6)
        ? { cvUrl: `https://files.cv-freelance.fr/cv/${ascii(p.lastName)}-${rng.int(100000, 999999)}.pdf` }
        : {}),
      freelance: {
        available: t.available,
        availabilityDate: availabilityText(rng, t),
        rate: rateText(rng, t),
        seniority: t.declaredSeniority,
        professions,
        openToCdi: t.openToCdi,
        vehicle: t.vehicle,
        preferences: {
          missionDuration: t.durations,
          remoteWork: t.remote,
          daysPerWeek: t.days,
          workAreas: t.workAreas,
        },
      },
    },
  };
  if (t.noAccents) deAccent(prof);
  return prof;
}

/** A CV typed without accents: every free text field loses them (names, e-mails and URLs are records). */
function deAccent(prof: Record<string, unknown>): void {
  const keep = new Set(['email', 'phone', 'url', 'image', 'username']);
  const walk = (o: unknown, key: string): unknown => {
    if (typeof o === 'string') return keep.has(key) ? o : stripAccents(o);
    if (Array.isArray(o)) return o.map((x) => walk(x, key));
    if (o && typeof o === 'object') {
      if (key === 'workAreas' || key === 'preferences') return o;
      const r = o as Record<string, unknown>;
      for (const k of Object.keys(r)) r[k] = walk(r[k], k);
      return r;
    }
    return o;
  };
  for (const k of ['basics', 'work', 'education', 'certificates', 'skills', 'languages', 'interests']) {
    const v = prof[k];
    if (k === 'basics' && v && typeof v === 'object') {
      const b = v as Record<string, unknown>;
      b.label = walk(b.label, 'label');
      b.summary = walk(b.summary, 'summary');
    } else prof[k] = walk(v, k);
  }
}

// ---------------------------------------------------------------- the corpus

let cache: { profile: unknown; truth: Truth }[] | null = null;

export function corpus(): { profile: unknown; truth: Truth }[] {
  if (cache) return cache;
  const rng = new Rng(mulberry32(0x33_2026));
  const st: NameState = { used: new Set(), rare: [...LAST_RARE], employers: new Set(), schools: new Set() };
  const slots: (Plant | null)[] = [...PLANTS, ...Array.from({ length: POOL_SIZE - PLANTS.length }, () => null)];
  rng.shuffle(slots);
  // exactly NEIGHBOUR_SHARE of the pool are neighbours, spread over the free slots
  let neighboursLeft =
    Math.round(POOL_SIZE * NEIGHBOUR_SHARE) - PLANTS.filter((p) => NEIGHBOURS.includes(p.occ)).length;
  let freeLeft = slots.filter((s) => s === null).length;
  const out = slots.map((plant, i) => {
    const id = `${PREFIX}${(i * 7919 + 1009).toString(36).padStart(5, '0')}`;
    let neighbour = false;
    if (plant === null) {
      neighbour = rng.next() < neighboursLeft / freeLeft;
      if (neighbour) neighboursLeft--;
      freeLeft--;
    }
    const truth = drawTruth(rng, st, id, plant, neighbour);
    const profile = writeProfile(rng, truth);
    return { profile, truth };
  });
  cache = out;
  return out;
}
