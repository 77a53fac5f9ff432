// set-27 corpus generator: freelance experts of the life-sciences and health industries (quality, validation,
// regulatory affairs, clinical research, pharmacovigilance, production and engineering, laboratories, medical affairs,
// market access, supply chain), plus about 15 % neighbours. Deterministic (mulberry32). "Today" is 2026-12-01.
// A Truth is drawn for each profile, then the profile (JSON Resume + meta) is written from it.
import { CITY, COUNTRY, DEPT, PLACES, REGION, type AreaObj, type Place } from './areas';
import { OCC, OCCS, type Family, type Occ } from './occupations';
import {
  CERTS,
  LANG,
  LEVEL_TEXT,
  SECTOR,
  SKILLS,
  TA,
  type CertKey,
  type LangKey,
  type LangLevel,
  type SectorKey,
  type SkillKey,
  type TaKey,
} from './vocab';
import * as N from './names';

export const TODAY = '2026-12-01';
export const POOL_SIZE = 700;
export const ID_PREFIX = 'b27-';

export type Band = 'junior' | 'confirme' | 'senior' | 'expert';
export type Declared = '' | 'Junior (0-2 ans)' | 'Confirme (3-6 ans)' | 'Senior (7-10 ans)' | 'Expert (10+ ans)';
export type Remote = 'Sur site' | 'Hybride' | 'Full remote';
export type Duration = '< 3 mois' | '3 a 6 mois' | '6 a 12 mois' | '> 12 mois';

export interface PrivateData {
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  phone: string;
  linkedinSlug: string;
  /** The freelancer's own company, when it is named after them or is a one-off brand. */
  ownCompany: string;
  /** Small one-off employers and employers with ordinary words in their names. */
  smallEmployers: string[];
  schools: string[];
  referees: string[];
  /** People named in mission texts. */
  named: string[];
  rareSurname: boolean;
}

export interface Truth {
  id: string;
  occ: string;
  family: Family;
  gender: 'f' | 'm';
  cvLang: 'fr' | 'en';
  noAccents: boolean;
  /** Years of professional experience in the trade (and the path that led to it). */
  years: number;
  band: Band;
  declaredSeniority: Declared;
  skills: SkillKey[];
  /** Therapeutic areas (clinical, safety, medical, some neighbours). */
  tas: TaKey[];
  sectors: SectorKey[];
  available: boolean;
  /** First free day, ISO date. */
  availableFrom: string;
  /** Day rate in euros (Swiss CVs state it in CHF). */
  rate: number;
  remote: Remote[];
  days: number[];
  durations: Duration[];
  home: string;
  homeCc: 'FR' | 'CH' | 'BE' | 'LU';
  workAreas: AreaObj[];
  languages: { lang: LangKey; level: LangLevel }[];
  certs: CertKey[];
  openToCdi: boolean;
  vehicle: boolean;
  private: PrivateData;
  /** Whether some private data is repeated in the free text of the profile. */
  privateInText: boolean;
}

export interface CorpusItem {
  profile: unknown;
  truth: Truth;
  /** The profile's non-private text (title, summary and mission texts without private repeats, skills...). */
  publicText: string;
}

// ------------------------------------------------------------------------------------------------ random helpers

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
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  float(): number {
    return this.next();
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(xs: readonly T[]): T {
    const x = xs[Math.floor(this.next() * xs.length)];
    if (x === undefined) throw new Error('pick from an empty list');
    return x;
  }
  weighted<T>(xs: readonly T[], weight: (x: T) => number): T {
    const total = xs.reduce((s, x) => s + weight(x), 0);
    let r = this.next() * total;
    for (const x of xs) {
      r -= weight(x);
      if (r < 0) return x;
    }
    const last = xs[xs.length - 1];
    if (last === undefined) throw new Error('weighted pick from an empty list');
    return last;
  }
  shuffle<T>(xs: readonly T[]): T[] {
    const a = [...xs];
    for (let i = a.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const ai = a[i] as T;
      a[i] = a[j] as T;
      a[j] = ai;
    }
    return a;
  }
  sample<T>(xs: readonly T[], k: number): T[] {
    return this.shuffle(xs).slice(0, Math.max(0, Math.min(k, xs.length)));
  }
}

// ------------------------------------------------------------------------------------------------ small text helpers

export function stripAccents(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

function slugify(s: string): string {
  return stripAccents(s)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Replaces `{x}`, eliding "de" before a vowel ("de oncologie" -> "d'oncologie"). */
function fill(phrase: string, x: string): string {
  const vowel = /^[aeiouyhéèêâîôûAEIOUYHÉ]/.test(x);
  return phrase.replace(/\b([dD])e \{x\}/g, vowel ? `$1'${x}` : `$1e ${x}`).replace(/\{x\}/g, x);
}

function addDays(iso: string, n: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

function bandOf(years: number): Band {
  if (years <= 2) return 'junior';
  if (years <= 6) return 'confirme';
  if (years <= 10) return 'senior';
  return 'expert';
}

const DECLARED: Record<Band, Declared> = {
  junior: 'Junior (0-2 ans)',
  confirme: 'Confirme (3-6 ans)',
  senior: 'Senior (7-10 ans)',
  expert: 'Expert (10+ ans)',
};
const BANDS: Band[] = ['junior', 'confirme', 'senior', 'expert'];

export const PLACE: Record<string, Place> = Object.fromEntries(PLACES.map((p) => [p.key, p]));

export function placeOf(key: string): Place {
  const p = PLACE[key];
  if (!p) throw new Error(`unknown place ${key}`);
  return p;
}
export function cityOf(key: string): AreaObj {
  const c = CITY[key];
  if (!c) throw new Error(`unknown city ${key}`);
  return c;
}
function dept(key: string): AreaObj {
  const d = DEPT[key];
  if (!d) throw new Error(`unknown department ${key}`);
  return d;
}
function region(key: string): AreaObj {
  const r = REGION[key];
  if (!r) throw new Error(`unknown region ${key}`);
  return r;
}
function country(cc: string): AreaObj {
  const c = COUNTRY[cc];
  if (!c) throw new Error(`unknown country ${cc}`);
  return c;
}

// ------------------------------------------------------------------------------------------------ planted profiles

/** Fixed attributes of a planted profile; the rest is drawn like any other profile. */
export interface Plant {
  occ: string;
  home?: string;
  years?: number;
  skills?: SkillKey[];
  noSkills?: SkillKey[];
  tas?: TaKey[];
  sectors?: SectorKey[];
  from?: string;
  remote?: Remote[];
  days?: number[];
  rate?: number;
  langs?: { lang: LangKey; level: LangLevel }[];
  cvLang?: 'fr' | 'en';
  areas?: AreaObj[];
}

const c = cityOf;
export const PLANTS: Plant[] = [
  // clinical research, Lyon and Lille
  { occ: 'cra', home: 'lyon3', years: 5, from: TODAY, tas: ['onco', 'hemato'], areas: [region('FR:84')] },
  { occ: 'cra', home: 'villeurbanne', years: 6, from: '2027-02-15', tas: ['onco'], areas: [dept('FR:69')] },
  { occ: 'tec', home: 'lyon7', years: 3, from: TODAY, tas: ['onco'], areas: [c('lyon7')] },
  { occ: 'cra', home: 'lille', years: 8, from: '2026-12-07', tas: ['cardio'], areas: [region('FR:32')] },
  // CSV
  { occ: 'csv-eng', home: 'nantes', years: 9, remote: ['Full remote'], days: [2, 3], skills: ['csv', 'gamp5'] },
  { occ: 'csv-eng', home: 'rennes', years: 6, remote: ['Hybride', 'Full remote'], days: [4, 5], skills: ['csv'] },
  {
    occ: 'csv-eng',
    home: 'geneve',
    years: 11,
    cvLang: 'en',
    skills: ['csv', 'gamp5', 'lims'],
    areas: [region('CH:GE'), region('CH:VD')],
  },
  {
    occ: 'csv-eng',
    home: 'allschwil',
    years: 7,
    cvLang: 'en',
    skills: ['lims', 'empower', 'part11'],
    from: '2027-02-01',
    langs: [
      { lang: 'en', level: 'C1' },
      { lang: 'de', level: 'B1' },
    ],
    areas: [region('CH:BS'), region('CH:BL')],
  },
  // medical devices, Grenoble and Paris
  { occ: 'qa-medtech', home: 'meylan', years: 9, skills: ['iso13485', 'iso14971'], areas: [dept('FR:38')] },
  { occ: 'qa-medtech', home: 'grenoble', years: 4, skills: ['iso13485'], areas: [c('grenoble')] },
  { occ: 'ra-medtech', home: 'echirolles', years: 12, skills: ['iso13485', 'mdr'], areas: [region('FR:84')] },
  {
    occ: 'ra-medtech',
    home: 'boulogne',
    years: 7,
    skills: ['mdr', 'techfile'],
    langs: [{ lang: 'en', level: 'C1' }],
    areas: [region('FR:11')],
  },
  {
    occ: 'ra-medtech',
    home: 'lyon3',
    years: 8,
    skills: ['mdr'],
    langs: [{ lang: 'en', level: 'C1' }],
    areas: [c('lyon3')],
  },
  {
    occ: 'ra-medtech',
    home: 'paris15',
    years: 5,
    skills: ['mdr', 'techfile'],
    langs: [{ lang: 'en', level: 'B1' }],
    areas: [dept('FR:75')],
  },
  // biostatistics
  {
    occ: 'biostat',
    home: 'bordeaux',
    years: 8,
    skills: ['sas', 'statplan'],
    tas: ['onco'],
    remote: ['Full remote'],
    days: [3],
  },
  {
    occ: 'biostat',
    home: 'montpellier',
    years: 6,
    skills: ['rlang', 'statplan'],
    noSkills: ['sas'],
    tas: ['neuro'],
    remote: ['Full remote'],
    days: [2, 3],
  },
  { occ: 'biostat', home: 'issy', years: 1, skills: ['sas'], areas: [dept('FR:92')] },
  // qualified persons
  {
    occ: 'qp',
    home: 'basel',
    years: 12,
    cvLang: 'en',
    langs: [
      { lang: 'de', level: 'C1' },
      { lang: 'en', level: 'C1' },
    ],
    areas: [region('CH:BS'), region('CH:BL')],
  },
  {
    occ: 'qp',
    home: 'huningue',
    years: 9,
    langs: [{ lang: 'de', level: 'B2' }],
    areas: [region('CH:BS'), dept('FR:68')],
  },
  { occ: 'qp', home: 'geneve', years: 10, langs: [{ lang: 'de', level: 'A2' }], areas: [region('CH:GE')] },
  {
    occ: 'qp',
    home: 'stjeanbraye',
    years: 11,
    skills: ['soliddose', 'batchrelease'],
    from: TODAY,
    areas: [dept('FR:45')],
  },
  { occ: 'qp', home: 'tours', years: 18, skills: ['batchrelease'], areas: [region('FR:24')] },
  { occ: 'qp', home: 'rouen', years: 6, skills: ['batchrelease', 'sap', 'sapqm'] },
  { occ: 'qa-ops', home: 'evreux', years: 4, skills: ['batchrelease', 'sap'] },
  // pharmacovigilance, Brussels and Luxembourg
  {
    occ: 'pv-officer',
    home: 'bruxelles',
    years: 6,
    rate: 600,
    from: TODAY,
    skills: ['argus', 'e2b', 'meddra'],
    remote: ['Hybride'],
    langs: [
      { lang: 'en', level: 'C1' },
      { lang: 'fr', level: 'native' },
    ],
    areas: [region('BE:BRU'), dept('BE:WBR')],
  },
  {
    occ: 'pv-officer',
    home: 'wavre',
    years: 4,
    rate: 700,
    from: TODAY,
    skills: ['arisg', 'e2b'],
    langs: [{ lang: 'en', level: 'B2' }],
    areas: [country('BE')],
  },
  { occ: 'pv-qppv', home: 'bruxelles', years: 15, rate: 950, from: TODAY, areas: [region('BE:BRU')] },
  {
    occ: 'pv-qppv',
    home: 'luxville',
    years: 14,
    cvLang: 'en',
    from: '2026-12-14',
    langs: [{ lang: 'en', level: 'C2' }],
    areas: [country('LU')],
  },
  // sterile production, Normandy and Centre
  { occ: 'prod-manager', home: 'valdereuil', years: 14, skills: ['aseptic', 'annex1'], areas: [region('FR:28')] },
  {
    occ: 'prod-manager',
    home: 'rouen',
    years: 10,
    skills: ['soliddose'],
    noSkills: ['aseptic', 'lyo', 'annex1'],
    areas: [region('FR:28')],
  },
  {
    occ: 'validation-eng',
    home: 'letrait',
    years: 7,
    skills: ['iqoqpq', 'aseptic'],
    days: [5],
    areas: [region('FR:28')],
  },
  { occ: 'process-eng', home: 'orleans', years: 6, skills: ['soliddose', 'scaleup'], areas: [dept('FR:45')] },
  { occ: 'process-eng', home: 'gien', years: 4, skills: ['lyo'], noSkills: ['soliddose'], areas: [c('gien')] },
  // automation, Alsace and Basel
  { occ: 'automation-eng', home: 'strasbourg', years: 8, skills: ['pcs7'], areas: [dept('FR:67'), dept('FR:68')] },
  { occ: 'automation-eng', home: 'mulhouse', years: 5, skills: ['deltav'], noSkills: ['pcs7'], areas: [dept('FR:68')] },
  {
    occ: 'automation-eng',
    home: 'saintlouis',
    years: 12,
    skills: ['pcs7', 'deltav'],
    areas: [dept('FR:68'), region('CH:BS')],
  },
  // clinical data management
  { occ: 'cdm', home: 'toulouse', years: 5, skills: ['edc', 'rave'], from: '2027-01-11', areas: [c('toulouse')] },
  { occ: 'cdm', home: 'labege', years: 7, skills: ['edc'], from: '2027-03-15', areas: [dept('FR:31')] },
  { occ: 'cdm', home: 'grenoble', years: 4, skills: ['inform'], areas: [region('FR:84')] },
  {
    occ: 'cdm',
    home: 'lausanne',
    years: 6,
    cvLang: 'en',
    skills: ['rave', 'edc'],
    from: '2027-01-04',
    areas: [region('CH:VD'), region('CH:GE')],
  },
  { occ: 'cdm', home: 'nantes', years: 9, skills: ['rave'], remote: ['Full remote'], from: TODAY },
  // medical affairs and market access
  { occ: 'msl', home: 'paris11', years: 8, tas: ['onco'], areas: [region('FR:11')] },
  { occ: 'msl', home: 'lyon7', years: 9, tas: ['onco'], areas: [region('FR:84')] },
  { occ: 'msl', home: 'versailles', years: 5, tas: ['neuro'], areas: [region('FR:11')] },
  {
    occ: 'market-access',
    home: 'paris17',
    years: 9,
    skills: ['hta', 'ceps'],
    days: [2, 3],
    from: '2027-01-04',
    areas: [dept('FR:75')],
  },
  // quality
  {
    occ: 'qa-manager',
    home: 'geneve',
    years: 13,
    cvLang: 'en',
    from: TODAY,
    langs: [
      { lang: 'en', level: 'C1' },
      { lang: 'fr', level: 'native' },
    ],
    areas: [region('CH:GE')],
  },
  {
    occ: 'qa-manager',
    home: 'annemasse',
    years: 10,
    from: TODAY,
    langs: [{ lang: 'en', level: 'B2' }],
    areas: [region('CH:GE'), dept('FR:74')],
  },
  { occ: 'qa-auditor', home: 'lyon3', years: 15, langs: [{ lang: 'en', level: 'C1' }] },
  {
    occ: 'deviation-capa',
    home: 'rouen',
    years: 6,
    skills: ['deviations', 'capa'],
    remote: ['Sur site'],
    areas: [dept('FR:76')],
  },
  { occ: 'qa-ops', home: 'esch', years: 5, areas: [country('LU')] },
  { occ: 'qa-system', home: 'illkirch', years: 7, areas: [c('strasbourg'), c('illkirch')] },
  // laboratories
  {
    occ: 'microbiologist',
    home: 'monts',
    years: 6,
    skills: ['em', 'annex1'],
    from: '2027-01-04',
    areas: [dept('FR:37')],
  },
  { occ: 'microbiologist', home: 'lausanne', years: 8, areas: [region('CH:VD')] },
  { occ: 'qc-manager', home: 'montpellier', years: 14, areas: [dept('FR:34')] },
  // other briefs
  { occ: 'msat', home: 'neuville', years: 5, skills: ['techtransfer', 'usp', 'dsp'], areas: [dept('FR:69')] },
  {
    occ: 'med-writer',
    home: 'rennes',
    years: 10,
    cvLang: 'en',
    skills: ['csr', 'protocol'],
    tas: ['onco'],
    remote: ['Full remote'],
    langs: [{ lang: 'en', level: 'native' }],
  },
  {
    occ: 'supply-planner',
    home: 'wavre',
    years: 6,
    skills: ['apo', 'sap'],
    langs: [
      { lang: 'en', level: 'B2' },
      { lang: 'fr', level: 'native' },
    ],
    areas: [region('BE:WAL')],
  },
  { occ: 'clin-affairs-dm', home: 'paris13', years: 8, skills: ['iso14155'], days: [3, 4], areas: [region('FR:11')] },
];

// ------------------------------------------------------------------------------------------------ mission objects

type XKind =
  | 'ta'
  | 'dosage'
  | 'site'
  | 'device'
  | 'devicebare'
  | 'portfolio'
  | 'company'
  | 'mol'
  | 'bio'
  | 'research'
  | 'bareprod'
  | 'itctx'
  | 'plants'
  | 'dscompany'
  | 'food'
  | 'cosm'
  | 'chem'
  | 'env'
  | 'generic'
  | 'none';

const XKIND: Record<string, XKind> = {
  'qa-ops': 'dosage',
  'qa-manager': 'dosage',
  'qa-system': 'none',
  qp: 'dosage',
  'qa-auditor': 'none',
  'qa-medtech': 'device',
  'deviation-capa': 'dosage',
  'qa-clinical': 'ta',
  'qa-gdp': 'none',
  'data-integrity': 'dosage',
  'validation-eng': 'dosage',
  'csv-eng': 'dosage',
  'cleaning-validation': 'dosage',
  'qc-analyst': 'dosage',
  'qc-manager': 'site',
  microbiologist: 'site',
  'lab-manager': 'company',
  'anal-dev': 'mol',
  'lab-tech': 'research',
  formulation: 'company',
  tox: 'mol',
  'ra-drug': 'portfolio',
  'ra-cmc': 'portfolio',
  'ra-medtech': 'device',
  'ra-labeling': 'portfolio',
  'ra-publishing': 'portfolio',
  'ra-postmarket': 'device',
  cra: 'ta',
  tec: 'ta',
  ctm: 'ta',
  cta: 'ta',
  cdm: 'ta',
  biostat: 'ta',
  'stat-prog': 'ta',
  'med-writer': 'ta',
  'clin-supply': 'ta',
  'clin-affairs-dm': 'device',
  'pv-officer': 'ta',
  'pv-qppv': 'ta',
  'pv-physician': 'ta',
  'prod-manager': 'dosage',
  'prod-supervisor': 'dosage',
  'process-eng': 'dosage',
  'bioprocess-eng': 'bio',
  msat: 'dosage',
  'maintenance-eng': 'dosage',
  'automation-eng': 'dosage',
  industrialisation: 'bareprod',
  'capex-pm': 'dosage',
  'hse-eng': 'dosage',
  metrology: 'dosage',
  'lean-eng': 'dosage',
  msl: 'ta',
  'med-advisor': 'ta',
  'market-access': 'ta',
  heor: 'ta',
  'med-info': 'ta',
  'supply-planner': 'dosage',
  'supply-manager': 'company',
  buyer: 'company',
  'it-dev-pharma': 'itctx',
  'it-pm-pharma': 'plants',
  'data-scientist': 'dscompany',
  'food-qa': 'food',
  'cosmetics-qa': 'cosm',
  'cosmetics-ra': 'cosm',
  'generic-pm': 'generic',
  'sales-rep': 'ta',
  'kam-medtech': 'devicebare',
  nurse: 'ta',
  'hospital-pharmacist': 'ta',
  'hospital-manager': 'ta',
  'chem-process': 'chem',
  'food-prod': 'food',
  'env-lab': 'env',
};

type Pair = [string, string];
const X_LISTS: Record<string, Pair[]> = {
  sterile: [
    ['formes stériles', 'sterile injectable'],
    ['solutions injectables', 'parenteral'],
    ['seringues pré-remplies', 'prefilled syringe'],
  ],
  solid: [
    ['formes sèches', 'solid dose'],
    ['comprimés', 'tablet'],
  ],
  bio: [
    ['biomédicaments', 'biologics'],
    ['anticorps monoclonaux', 'monoclonal antibody'],
  ],
  vaccine: [['vaccins', 'vaccine']],
  neutral: [
    ['formes liquides et pâteuses', 'liquid and semi-solid'],
    ['médicaments génériques', 'generic drug'],
    ['produits pharmaceutiques', 'pharmaceutical'],
    ['médicaments sans ordonnance', 'consumer health'],
  ],
  device: [
    ['des implants orthopédiques', 'orthopaedic implants'],
    ['des cathéters', 'catheters'],
    ['des pompes à perfusion', 'infusion pumps'],
    ['des dispositifs de classe III', 'class III devices'],
    ['des logiciels dispositifs médicaux', 'software as a medical device'],
    ['des stents', 'stents'],
  ],
  ivd: [
    ['un automate de diagnostic in vitro', 'an IVD analyser'],
    ['des réactifs de diagnostic', 'diagnostic reagents'],
  ],
  devicebare: [
    ['implants orthopédiques', 'orthopaedic implants'],
    ['cathéters', 'catheters'],
    ['pompes à perfusion', 'infusion pumps'],
    ['stents', 'stents'],
  ],
  portfolio: [
    ['un portefeuille de génériques', 'a generics portfolio'],
    ['des biomédicaments', 'biologics'],
    ['des médicaments orphelins', 'orphan drugs'],
    ['des produits OTC', 'OTC products'],
  ],
  company: [
    ['une biotech', 'a biotech'],
    ['un laboratoire pharmaceutique', 'a drug manufacturer'],
    ['un façonnier pharmaceutique', 'a CDMO'],
    ['un groupe pharmaceutique', 'a pharma group'],
  ],
  companyDevice: [['un fabricant de dispositifs médicaux', 'a medical device maker']],
  mol: [
    ['des petites molécules', 'small molecules'],
    ['des peptides', 'peptides'],
    ['des génériques', 'generics'],
  ],
  biox: [
    ['lignées CHO', 'CHO cell lines'],
    ['biosimilaires', 'biosimilars'],
    ['anticorps conjugués', 'antibody-drug conjugates'],
  ],
  research: [
    ['en immuno-oncologie', 'immuno-oncology'],
    ['en neurosciences', 'neuroscience'],
    ['en infectiologie', 'infectious disease'],
    ['en thérapie génique', 'gene therapy'],
  ],
  itctx: [
    ['sites de production', 'manufacturing sites'],
    ['usines européennes', 'European plants'],
  ],
  plants: [
    ['trois sites de production', 'three plants'],
    ['un site de production', 'a manufacturing site'],
  ],
  dscompany: [
    ['un groupe hospitalier', 'a hospital group'],
    ['une mutuelle', 'a health insurer'],
    ['une start-up e-santé', 'a digital health start-up'],
  ],
  food: [
    ['produits laitiers', 'dairy'],
    ['biscuits', 'biscuit'],
    ['plats cuisinés', 'ready meal'],
    ['surgelés', 'frozen food'],
  ],
  cosm: [
    ['soins capillaires', 'haircare'],
    ['parfums', 'fragrance'],
    ['maquillage', 'make-up'],
  ],
  chem: [
    ['raffinage', 'refining'],
    ['polymères', 'polymer'],
    ['chimie de base', 'base chemicals'],
  ],
  env: [['collectivités et industriels', 'municipal and industrial clients']],
  generic: [
    ['un assureur', 'an insurer'],
    ['une banque', 'a bank'],
    ['un distributeur', 'a retailer'],
  ],
};

function xList(name: string): Pair[] {
  const l = X_LISTS[name];
  if (!l) throw new Error(`no x list ${name}`);
  return l;
}

/** The product, site or study phrase of a mission, consistent with the Truth's skills, sectors and areas. */
function missionObject(rng: Rng, t: Truth): Pair {
  const kind = XKIND[t.occ] ?? 'none';
  const has = (...s: SkillKey[]) => s.some((k) => t.skills.includes(k));
  const dosage = (): Pair => {
    if (has('aseptic', 'lyo', 'annex1')) return rng.pick(xList('sterile'));
    if (has('soliddose')) return rng.pick(xList('solid'));
    if (has('usp', 'dsp')) return rng.pick(xList('bio'));
    if (t.sectors.includes('vaccines')) return rng.pick(xList('vaccine'));
    return rng.pick(xList('neutral'));
  };
  const medtech = t.sectors.includes('medtech') || t.sectors.includes('ivd');
  switch (kind) {
    case 'ta': {
      const ta = TA[rng.pick(t.tas.length ? t.tas : (['onco'] as TaKey[]))];
      return [ta.fr, ta.en];
    }
    case 'dosage':
      return dosage();
    case 'site': {
      const [fr, en] = dosage();
      return [`un site de ${fr}`, `a ${en} site`];
    }
    case 'device':
      return rng.pick(xList(t.sectors[0] === 'ivd' ? 'ivd' : 'device'));
    case 'devicebare':
      return rng.pick(xList('devicebare'));
    case 'bareprod':
      return medtech ? rng.pick(xList('devicebare')) : dosage();
    case 'company':
      return medtech ? rng.pick(xList('companyDevice')) : rng.pick(xList('company'));
    case 'bio':
      return rng.pick(xList('biox'));
    case 'none':
      return ['', ''];
    default:
      return rng.pick(xList(kind));
  }
}

// ------------------------------------------------------------------------------------------------ drawing a Truth

interface Ctx {
  emails: Set<string>;
  phones: Set<string>;
  slugs: Set<string>;
  names: Set<string>;
  smallEmployers: Set<string>;
  brands: string[];
  rare: string[];
  rareSchools: string[];
}

const FAMILY_EN: Record<Family, [LangLevel, number][]> = {
  qa: [
    ['B1', 1],
    ['B2', 4],
    ['C1', 3],
    ['C2', 1],
  ],
  val: [
    ['B1', 2],
    ['B2', 4],
    ['C1', 2],
  ],
  lab: [
    ['A2', 1],
    ['B1', 3],
    ['B2', 3],
    ['C1', 1],
  ],
  ra: [
    ['B2', 2],
    ['C1', 5],
    ['C2', 2],
  ],
  clin: [
    ['B2', 3],
    ['C1', 5],
    ['C2', 2],
  ],
  pv: [
    ['B2', 2],
    ['C1', 5],
    ['C2', 2],
  ],
  prod: [
    ['B1', 3],
    ['B2', 4],
    ['C1', 2],
  ],
  med: [
    ['B2', 2],
    ['C1', 5],
    ['C2', 2],
  ],
  supply: [
    ['B1', 2],
    ['B2', 4],
    ['C1', 3],
  ],
  neigh: [
    ['A2', 2],
    ['B1', 3],
    ['B2', 3],
    ['C1', 2],
  ],
};

function weightedLevel(rng: Rng, xs: [LangLevel, number][]): LangLevel {
  return rng.weighted(xs, (x) => x[1])[0];
}

function drawAreas(rng: Rng, p: Place): AreaObj[] {
  const city = cityOf(p.key);
  const r = rng.float();
  const sameMetro = PLACES.filter((q) => q.metro === p.metro && q.key !== p.key && q.cc === p.cc);
  if (p.cc === 'FR') {
    const dk = `FR:${city.departmentCode ?? ''}`;
    const rk = `FR:${city.regionCode ?? ''}`;
    let areas: AreaObj[];
    if (r < 0.3) {
      areas = [city];
      if (sameMetro.length && rng.chance(0.4)) areas.push(cityOf(rng.pick(sameMetro).key));
    } else if (r < 0.55) areas = DEPT[dk] ? [dept(dk)] : [city];
    else if (r < 0.78) areas = [region(rk)];
    else if (r < 0.86) {
      const other = rng.pick(['FR:11', 'FR:84', 'FR:24', 'FR:28', 'FR:44'].filter((k) => k !== rk));
      areas = [region(rk), region(other)];
    } else if (r < 0.93) {
      const other = rng.pick(['paris11', 'lyon3', 'lille', 'toulouse'].filter((k) => placeOf(k).metro !== p.metro));
      areas = [city, cityOf(other)];
    } else areas = [country('FR')];
    if (p.metro === 'geneva' && rng.chance(0.7)) areas.push(region('CH:GE'));
    if (p.metro === 'basel' && rng.chance(0.7)) areas.push(region('CH:BS'), region('CH:BL'));
    if (p.metro === 'luxembourg' && rng.chance(0.7)) areas.push(country('LU'));
    return areas;
  }
  if (p.cc === 'CH') {
    const ck = `CH:${city.regionCode ?? ''}`;
    if (r < 0.35) return [city];
    if (r < 0.7) return [region(ck)];
    if (r < 0.88) {
      const pair: Record<string, string> = { 'CH:GE': 'CH:VD', 'CH:VD': 'CH:GE', 'CH:BS': 'CH:BL', 'CH:BL': 'CH:BS' };
      const other = pair[ck] ?? 'CH:VD';
      return [region(ck), region(other)];
    }
    return [country('CH')];
  }
  if (p.cc === 'BE') {
    const pk = city.departmentCode ? `BE:${city.departmentCode}` : '';
    const rk = `BE:${city.regionCode ?? ''}`;
    if (r < 0.3) return [city];
    if (r < 0.55 && pk && DEPT[pk]) return [dept(pk)];
    if (r < 0.8) return [region(rk)];
    return rng.chance(0.3) ? [country('BE'), country('LU')] : [country('BE')];
  }
  if (r < 0.5) return [country('LU')];
  if (r < 0.8) return [city];
  return [country('LU'), dept('FR:57')];
}

const OFFICE = new Set([
  'ra-drug',
  'ra-cmc',
  'ra-medtech',
  'ra-labeling',
  'ra-publishing',
  'ra-postmarket',
  'pv-officer',
  'pv-qppv',
  'pv-physician',
  'cdm',
  'biostat',
  'stat-prog',
  'med-writer',
  'heor',
  'market-access',
  'csv-eng',
  'data-integrity',
  'qa-system',
  'it-dev-pharma',
  'it-pm-pharma',
  'data-scientist',
  'generic-pm',
  'cta',
  'ctm',
  'tox',
  'med-info',
  'clin-affairs-dm',
  'cosmetics-ra',
  'qa-clinical',
]);

function drawYears(rng: Rng, occ: Occ): number {
  const [lo, hi] = occ.years;
  const u = (rng.float() + rng.float()) / 2;
  return Math.min(hi, lo + Math.floor(Math.pow(u, 1.45) * (hi - lo + 1)));
}

function drawHome(rng: Rng, occ: Occ): Place {
  return rng.weighted(PLACES, (p) => {
    if (occ.family === 'neigh' && p.cc !== 'FR') return p.weight * 0.4;
    return p.weight;
  });
}

function englishShare(p: Place, occ: Occ): number {
  if (occ.key === 'nurse' || occ.key === 'hospital-manager') return 0.03;
  if (p.cc === 'CH') {
    if (p.metro === 'basel' || p.metro === 'zurich' || p.metro === 'visp') return 0.85;
    if (p.metro === 'geneva') return 0.5;
    return 0.35;
  }
  if (p.cc === 'BE') return p.metro === 'brussels' ? 0.42 : 0.25;
  if (p.cc === 'LU') return 0.45;
  return 0.17;
}

function drawLanguages(rng: Rng, occ: Occ, home: Place, cvLang: 'fr' | 'en', intl: boolean) {
  const L = new Map<LangKey, LangLevel>();
  const germanHome = home.cc === 'CH' && ['basel', 'zurich', 'visp'].includes(home.metro);
  if (germanHome)
    L.set(
      'fr',
      weightedLevel(rng, [
        ['B1', 2],
        ['B2', 3],
        ['C1', 3],
        ['native', 2],
      ]),
    );
  else if (home.cc === 'BE' && ['antwerp', 'leuven'].includes(home.metro))
    L.set(
      'fr',
      weightedLevel(rng, [
        ['B2', 2],
        ['C1', 3],
      ]),
    );
  else if (cvLang === 'en' && intl)
    L.set(
      'fr',
      weightedLevel(rng, [
        ['B2', 3],
        ['C1', 4],
        ['C2', 1],
        ['native', 1],
      ]),
    );
  else L.set('fr', rng.chance(0.92) ? 'native' : 'C2');
  if (cvLang === 'en')
    L.set(
      'en',
      intl && rng.chance(0.25)
        ? 'native'
        : weightedLevel(rng, [
            ['C1', 5],
            ['C2', 3],
          ]),
    );
  else L.set('en', weightedLevel(rng, FAMILY_EN[occ.family]));
  if (germanHome)
    L.set(
      'de',
      weightedLevel(rng, [
        ['B2', 2],
        ['C1', 3],
        ['native', 4],
      ]),
    );
  else if (['strasbourg', 'mulhouse', 'basel'].includes(home.metro)) {
    if (rng.chance(0.5))
      L.set(
        'de',
        weightedLevel(rng, [
          ['B1', 2],
          ['B2', 2],
          ['C1', 1],
        ]),
      );
  } else if (home.cc === 'LU')
    L.set(
      'de',
      weightedLevel(rng, [
        ['B1', 2],
        ['B2', 2],
        ['C1', 2],
        ['native', 1],
      ]),
    );
  else if (rng.chance(0.06)) L.set('de', rng.pick(['A2', 'B1', 'B2'] as LangLevel[]));
  if (home.cc === 'BE') {
    const flemish = ['antwerp', 'leuven'].includes(home.metro);
    if (flemish) L.set('nl', 'native');
    else if (rng.chance(home.metro === 'brussels' ? 0.4 : 0.15))
      L.set(
        'nl',
        weightedLevel(rng, [
          ['B1', 2],
          ['B2', 3],
          ['C1', 2],
          ['native', 1],
        ]),
      );
  }
  if (rng.chance(0.12)) {
    const other = rng.pick(['es', 'it', 'pt', 'ar'] as LangKey[]);
    L.set(
      other,
      weightedLevel(rng, [
        ['A2', 1],
        ['B1', 2],
        ['B2', 2],
        ['native', 1],
      ]),
    );
  }
  return L;
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

function drawPrivate(rng: Rng, ctx: Ctx, gender: 'f' | 'm', intl: boolean, home: Place): PrivateData {
  let first = '';
  let last = '';
  let rare = false;
  for (let i = 0; i < 50; i++) {
    first = rng.pick(gender === 'f' ? (intl ? N.FIRST_F_INT : N.FIRST_F_FR) : intl ? N.FIRST_M_INT : N.FIRST_M_FR);
    rare = ctx.rare.length > 0 && rng.chance(0.07);
    last = rare ? (ctx.rare[0] ?? '') : rng.pick(intl ? N.LAST_INT : N.LAST_FR);
    if (!ctx.names.has(`${first} ${last}`)) break;
  }
  if (rare) ctx.rare.shift();
  const fullName = `${first} ${last}`;
  ctx.names.add(fullName);
  const sf = slugify(first);
  const sl = slugify(last);
  const domains =
    home.cc === 'CH'
      ? ['gmail.com', 'bluewin.ch', 'gmx.ch', 'outlook.com']
      : home.cc === 'BE'
        ? ['gmail.com', 'skynet.be', 'proximus.be', 'outlook.com']
        : home.cc === 'LU'
          ? ['gmail.com', 'pt.lu', 'outlook.com']
          : N.MAIL_DOMAINS.filter((d) => /\.(fr|com|net)$/.test(d));
  let email = '';
  for (let i = 0; i < 20; i++) {
    const form = rng.int(0, 5);
    const local =
      form === 0
        ? `${sf}.${sl}`
        : form === 1
          ? `${sf}${sl}`.replace(/-/g, '')
          : form === 2
            ? `${sf.charAt(0)}.${sl}`
            : form === 3
              ? `${sl}.${sf}`
              : form === 4
                ? `${sf}.${sl}${rng.int(1, 99)}`
                : `${sf}_${sl.replace(/-/g, '')}`;
    email = `${local}@${rng.pick(domains)}`;
    if (!ctx.emails.has(email)) break;
    email = `${local}${rng.int(100, 999)}@${rng.pick(domains)}`;
    if (!ctx.emails.has(email)) break;
  }
  ctx.emails.add(email);
  let phone = '';
  do {
    const d = () => pad2(rng.int(0, 99));
    if (home.cc === 'CH') phone = `+41 7${rng.pick(['6', '8', '9'])} ${rng.int(100, 999)} ${d()} ${d()}`;
    else if (home.cc === 'BE') phone = `+32 4${rng.int(70, 99)} ${d()} ${d()} ${d()}`;
    else if (home.cc === 'LU')
      phone = `+352 6${rng.pick(['21', '61', '91'])} ${rng.int(100, 999)} ${rng.int(100, 999)}`;
    else {
      const mob = rng.pick(['6', '7']);
      phone = rng.chance(0.5) ? `0${mob} ${d()} ${d()} ${d()} ${d()}` : `+33 ${mob} ${d()} ${d()} ${d()} ${d()}`;
    }
  } while (ctx.phones.has(phone));
  ctx.phones.add(phone);
  let slug = '';
  do {
    slug = rng.chance(0.6)
      ? `${sf}-${sl}-${rng.int(0x10000, 0xfffffff).toString(16)}`
      : `${sf}-${sl}${rng.chance(0.5) ? rng.int(1, 99) : ''}`;
  } while (ctx.slugs.has(slug));
  ctx.slugs.add(slug);
  const r = rng.float();
  let ownCompany = '';
  if (r < 0.18) ownCompany = `${last} Conseil`;
  else if (r < 0.26) ownCompany = `${first} ${last} EI`;
  else if (r < 0.33) ownCompany = `${last} Pharma Consulting`;
  else if (r < 0.5 && ctx.brands.length) ownCompany = ctx.brands.shift() ?? '';
  const smallEmployers: string[] = [];
  if (rng.chance(0.32)) {
    for (let i = 0; i < 6; i++) {
      const s = `${rng.pick(N.SMALL_EMPLOYER_A)} ${rng.pick(N.SMALL_EMPLOYER_B)}`;
      if (!ctx.smallEmployers.has(s)) {
        ctx.smallEmployers.add(s);
        smallEmployers.push(s);
        break;
      }
    }
  }
  const schoolCountry = (): string => {
    if (intl && rng.chance(0.45)) return rng.pick(['IT', 'ES', 'GB', home.cc === 'FR' ? 'CH' : home.cc]);
    if (home.cc === 'FR') return 'FR';
    return rng.chance(0.6) ? home.cc : 'FR';
  };
  const schools: string[] = [];
  if (ctx.rareSchools.length && rng.chance(0.04)) schools.push(ctx.rareSchools.shift() ?? '');
  const nSchools = rng.chance(0.3) ? 2 : 1;
  for (let i = 0; i < nSchools; i++) {
    const cc = schoolCountry();
    const pool = N.SCHOOLS.filter((s) => s.cc === cc);
    const s = rng.pick(pool.length ? pool : N.SCHOOLS).name;
    if (!schools.includes(s)) schools.push(s);
  }
  const referees: string[] = [];
  if (rng.chance(0.35)) {
    const n = rng.chance(0.25) ? 2 : 1;
    for (let i = 0; i < n; i++) {
      const g = rng.chance(0.5) ? 'f' : 'm';
      const rf = rng.pick(g === 'f' ? N.FIRST_F_FR : N.FIRST_M_FR);
      const rl = rng.pick(rng.chance(0.2) ? N.LAST_INT : N.LAST_FR);
      const prefix = rng.pick(['Dr ', '', g === 'f' ? 'Mme ' : 'M. ']);
      referees.push(`${prefix}${rf} ${rl}`);
    }
  }
  return {
    firstName: first,
    lastName: last,
    fullName,
    email,
    phone,
    linkedinSlug: slug,
    ownCompany,
    smallEmployers,
    schools,
    referees,
    named: [],
    rareSurname: rare,
  };
}

function drawTruth(rng: Rng, ctx: Ctx, id: string, occ: Occ, plant: Plant | undefined): Truth {
  const home = plant?.home ? placeOf(plant.home) : drawHome(rng, occ);
  const cvLang = plant?.cvLang ?? (rng.chance(englishShare(home, occ)) ? 'en' : 'fr');
  const femaleShare =
    occ.key === 'nurse'
      ? 0.85
      : ['automation-eng', 'maintenance-eng', 'hse-eng', 'chem-process'].includes(occ.key)
        ? 0.25
        : 0.56;
  const gender = rng.chance(femaleShare) ? 'f' : 'm';
  const intl = cvLang === 'en' ? rng.chance(0.6) : rng.chance(home.cc === 'FR' ? 0.08 : 0.25);
  const noAccents = cvLang === 'fr' && rng.chance(0.11);
  const years = plant?.years ?? drawYears(rng, occ);
  const band = bandOf(years);
  const dr = rng.float();
  let declaredSeniority: Declared = DECLARED[band];
  if (dr > 0.8 && dr <= 0.88) declaredSeniority = '';
  else if (dr > 0.88) {
    const i = BANDS.indexOf(band);
    const j = i === 0 ? 1 : i === 3 ? 2 : rng.chance(0.5) ? i - 1 : i + 1;
    declaredSeniority = DECLARED[BANDS[j] ?? band];
  }
  const core = rng.sample(occ.core, rng.int(Math.min(2, occ.core.length), occ.core.length));
  const opt = rng.sample(occ.opt, rng.int(1, Math.min(4, occ.opt.length)));
  const skills = new Set<SkillKey>([...core, ...opt, ...(plant?.skills ?? [])]);
  if (occ.family !== 'neigh' && years >= 6 && rng.chance(0.15)) skills.add('projectmgmt');
  if (rng.chance(0.08)) skills.add('excel');
  for (const s of plant?.noSkills ?? []) skills.delete(s);
  const kind = XKIND[occ.key] ?? 'none';
  let tas: TaKey[] = [];
  if (occ.ta || kind === 'ta') {
    const all = Object.keys(TA) as TaKey[];
    tas =
      plant?.tas ??
      (() => {
        const n = rng.chance(0.5) ? 1 : rng.chance(0.7) ? 2 : 3;
        const first = rng.weighted(all, (k) =>
          k === 'onco' ? 4 : k === 'hemato' || k === 'immuno' || k === 'neuro' ? 2 : 1,
        );
        return [
          first,
          ...rng.sample(
            all.filter((k) => k !== first),
            n - 1,
          ),
        ];
      })();
  }
  let sectors: SectorKey[] =
    plant?.sectors ??
    (() => {
      const firstS = rng.chance(0.55) ? (occ.sectors[0] as SectorKey) : rng.pick(occ.sectors);
      const rest = occ.sectors.filter((s) => s !== firstS);
      return rest.length && rng.chance(0.35) ? [firstS, rng.pick(rest)] : [firstS];
    })();
  if ((skills.has('iso14155') || skills.has('mdr')) && occ.family === 'clin' && !sectors.includes('medtech'))
    sectors = [...sectors, 'medtech'];
  let availableFrom: string;
  if (plant?.from) availableFrom = plant.from;
  else if (rng.chance(0.42)) availableFrom = rng.chance(0.7) ? TODAY : addDays(TODAY, -rng.int(1, 60));
  else {
    availableFrom = addDays(TODAY, rng.int(5, 150));
    if (rng.chance(0.35)) availableFrom = `${availableFrom.slice(0, 8)}01`;
    if (availableFrom <= TODAY) availableFrom = addDays(TODAY, 31);
  }
  const available = availableFrom <= TODAY;
  let rate = plant?.rate ?? rng.int(occ.rate[0], occ.rate[1]);
  if (!plant?.rate) {
    if (years >= 11) rate *= 1.12;
    if (years <= 2) rate *= 0.88;
    if (home.cc === 'CH') rate *= 1.25;
    rate = Math.round(rate / 10) * 10;
  }
  const remote: Remote[] =
    plant?.remote ??
    (OFFICE.has(occ.key)
      ? rng.weighted<[Remote[], number]>(
          [
            [['Hybride'], 3],
            [['Hybride', 'Full remote'], 3],
            [['Full remote'], 2],
            [['Sur site', 'Hybride'], 2],
            [['Sur site', 'Hybride', 'Full remote'], 1],
          ],
          (x) => x[1],
        )[0]
      : rng.weighted<[Remote[], number]>(
          [
            [['Sur site'], 4],
            [['Sur site', 'Hybride'], 4],
            [['Hybride'], 2],
            [['Hybride', 'Full remote'], 0.3],
          ],
          (x) => x[1],
        )[0]);
  const days =
    plant?.days ??
    rng.weighted<[number[], number]>(
      [
        [[5], 4],
        [[4, 5], 3],
        [[3, 4], 1.5],
        [[2, 3], 1],
        [[1, 2, 3], 0.3],
        [[4], 0.7],
        [[3], 0.5],
      ],
      (x) => x[1],
    )[0];
  const durations = rng.weighted<[Duration[], number]>(
    [
      [['3 a 6 mois', '6 a 12 mois'], 4],
      [['6 a 12 mois', '> 12 mois'], 3],
      [['< 3 mois', '3 a 6 mois'], 1.5],
      [['3 a 6 mois', '6 a 12 mois', '> 12 mois'], 2],
      [['< 3 mois', '3 a 6 mois', '6 a 12 mois', '> 12 mois'], 1],
    ],
    (x) => x[1],
  )[0];
  const workAreas = plant?.areas ?? drawAreas(rng, home);
  const L = drawLanguages(rng, occ, home, cvLang, intl);
  for (const l of plant?.langs ?? []) L.set(l.lang, l.level);
  const order: LangKey[] = ['fr', 'en', 'de', 'nl', 'it', 'es', 'pt', 'ar'];
  const languages = order.filter((k) => L.has(k)).map((k) => ({ lang: k, level: L.get(k) as LangLevel }));
  const certs: CertKey[] = (occ.certs ?? []).filter(() => rng.chance(0.3));
  if (occ.family === 'clin' && rng.chance(0.25) && !certs.includes('gcpcert')) certs.push('gcpcert');
  const priv = drawPrivate(rng, ctx, gender, intl, home);
  return {
    id,
    occ: occ.key,
    family: occ.family,
    gender,
    cvLang,
    noAccents,
    years,
    band,
    declaredSeniority,
    skills: [...skills],
    tas,
    sectors,
    available,
    availableFrom,
    rate,
    remote,
    days,
    durations,
    home: home.key,
    homeCc: home.cc,
    workAreas,
    languages,
    certs,
    openToCdi: rng.chance(0.2),
    vehicle: rng.chance(home.cc === 'FR' ? 0.7 : 0.5),
    private: priv,
    privateInText: rng.chance(0.25),
  };
}

// ------------------------------------------------------------------------------------------------ writing the profile

const NEIGHBOUR_SENTENCES: Record<Family, [string, string][]> = {
  qa: [
    [
      'Interface quotidienne avec la production, le contrôle qualité et les affaires réglementaires.',
      'Daily interface with production, QC and regulatory affairs.',
    ],
    [
      'Habitude de travailler avec les équipes validation et maintenance.',
      'Used to working with validation and maintenance teams.',
    ],
  ],
  val: [
    [
      "Travail en lien avec l'assurance qualité, la maintenance et les automaticiens.",
      'Works closely with QA, maintenance and automation engineers.',
    ],
    [
      'Interface avec les chefs de projet ingénierie et la production.',
      'Interface with engineering project managers and production.',
    ],
  ],
  lab: [
    ["En interface avec l'assurance qualité et la production.", 'Interface with QA and manufacturing.'],
    ['Support aux équipes de validation pour les prélèvements.', 'Support to validation teams for sampling.'],
  ],
  ra: [
    [
      "Coordination avec la pharmacovigilance, l'assurance qualité et le marketing.",
      'Coordination with pharmacovigilance, QA and marketing.',
    ],
    ['Travail transverse avec les équipes cliniques et CMC.', 'Cross-functional work with clinical and CMC teams.'],
  ],
  clin: [
    [
      'Interface avec les data managers, les biostatisticiens et la pharmacovigilance.',
      'Interface with data managers, biostatisticians and drug safety.',
    ],
    [
      'Collaboration avec les ARC, les investigateurs et les affaires réglementaires.',
      'Works with CRAs, investigators and regulatory affairs.',
    ],
  ],
  pv: [
    [
      'Collaboration étroite avec les affaires réglementaires et les équipes cliniques.',
      'Close collaboration with regulatory affairs and clinical teams.',
    ],
    ["Interface avec l'information médicale et l'assurance qualité.", 'Interface with medical information and QA.'],
  ],
  prod: [
    [
      "Collaboration avec l'assurance qualité, la supply chain et la maintenance.",
      'Works with QA, supply chain and maintenance.',
    ],
    ['Interface avec les équipes validation et MSAT.', 'Interface with validation and MSAT teams.'],
  ],
  med: [
    [
      "Travail transverse avec le marketing, l'accès au marché et les ventes.",
      'Cross-functional work with marketing, market access and sales.',
    ],
    [
      'Interface avec les équipes de recherche clinique et de pharmacovigilance.',
      'Interface with clinical operations and drug safety.',
    ],
  ],
  supply: [
    [
      "Interface avec la production, les achats et l'assurance qualité.",
      'Interface with production, purchasing and QA.',
    ],
    [
      'Travail avec les pharmaciens responsables et la logistique.',
      'Works with responsible pharmacists and logistics.',
    ],
  ],
  neigh: [
    [
      "Projets menés pour des clients de l'industrie pharmaceutique et de la santé.",
      'Projects for pharmaceutical and healthcare clients.',
    ],
    [
      "Démarche inspirée des bonnes pratiques de l'industrie pharmaceutique.",
      'Approach inspired by pharmaceutical good practices.',
    ],
  ],
};

const NEIGHBOUR_SPECIFIC: Record<string, [string, string]> = {
  nurse: [
    "Expérience d'infirmière de recherche en appui des ARC et des TEC du service.",
    'Research nurse experience supporting CRAs and study coordinators.',
  ],
  'food-qa': [
    'Culture qualité proche des BPF du médicament (traçabilité, CAPA).',
    'Quality culture close to pharma GMP (traceability, CAPA).',
  ],
  'cosmetics-qa': [
    "Connaissance des BPF pharmaceutiques acquise lors d'un stage en laboratoire.",
    'Knowledge of pharmaceutical GMP from an internship.',
  ],
  'sales-rep': [
    "Relais des MSL et de l'équipe médicale auprès des prescripteurs.",
    'Relay for MSLs and the medical team with prescribers.',
  ],
  'it-pm-pharma': [
    'Coordination avec les ingénieurs validation CSV et l’assurance qualité.',
    'Coordination with CSV validation engineers and QA.',
  ],
  'generic-pm': [
    'Quelques missions pour des directions qualité de laboratoires pharmaceutiques.',
    'Some assignments for quality departments of drug makers.',
  ],
  'chem-process': [
    'Procédés de chimie fine proches de la production de principes actifs.',
    'Fine chemistry processes close to API manufacturing.',
  ],
  'hospital-pharmacist': [
    'Suivi des essais cliniques de la PUI avec les ARC des promoteurs.',
    'Clinical trial pharmacy work with sponsor CRAs.',
  ],
};

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

function frDate(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}
function enDate(iso: string): string {
  return `${MONTHS_EN[Number(iso.slice(5, 7)) - 1] ?? ''} ${Number(iso.slice(8, 10))}, ${iso.slice(0, 4)}`;
}

function areaName(a: AreaObj, lang: 'fr' | 'en'): string {
  if (a.type === 'ville') {
    const p = PLACES.find((q) => cityOf(q.key) === a);
    return p ? (lang === 'fr' ? p.cityFr : p.cityEn) : (a.cityName ?? '');
  }
  if (a.type === 'departement')
    return a.countryCode === 'FR' ? `${a.departmentName ?? ''} (${a.departmentCode ?? ''})` : (a.departmentName ?? '');
  if (a.type === 'region') return a.regionName ?? '';
  return a.countryName ?? '';
}

function levelText(rng: Rng, level: LangLevel, lang: 'fr' | 'en'): string {
  return rng.pick(LEVEL_TEXT[level][lang]);
}

function phrases(occ: Occ, lang: 'fr' | 'en', skills: SkillKey[]): string[] {
  const src = lang === 'fr' ? occ.missFr : occ.missEn;
  const out: string[] = [];
  for (const p of src) {
    const m = /^\[([a-z0-9,]+)\]/.exec(p);
    if (m) {
      const tags = (m[1] ?? '').split(',') as SkillKey[];
      if (tags.every((k) => skills.includes(k))) out.push(p.slice(m[0].length));
    } else out.push(p);
  }
  return out;
}

const MANAGER_WORDS = /responsable|directeur|directrice|head|manager|lead|chef|cheffe|director|principal|senior/i;
const SENIOR_WORDS = /senior|principal|head|director|directeur|directrice/i;

/** A title of the occupation; juniors do not carry manager titles, nor mid-career people "senior" ones. */
function titleOf(rng: Rng, occ: Occ, gender: 'f' | 'm', lang: 'fr' | 'en', years = 10): string {
  const fit = (l: string[]) => {
    const ok = l.filter((x) => !(years < 4 && MANAGER_WORDS.test(x)) && !(years < 7 && SENIOR_WORDS.test(x)));
    return ok.length ? ok : l;
  };
  if (lang === 'en' || rng.chance(0.22)) {
    const l = fit(occ.en);
    return rng.chance(0.55) ? (l[0] ?? '') : rng.pick(l);
  }
  const l = fit(gender === 'f' ? occ.f : occ.m);
  return rng.chance(0.5) ? (l[0] ?? '') : rng.pick(l);
}

function clientFor(rng: Rng, sectors: SectorKey[]): string {
  const s = rng.pick(sectors);
  const list = N.CLIENTS[s as keyof typeof N.CLIENTS] ?? N.CLIENTS.pharma;
  return rng.pick(list);
}

const DEGREES: Record<Occ['degree'], { fr: [string, string][]; en: [string, string][] }> = {
  pharma: {
    fr: [
      ['Pharmacie', "Doctorat d'exercice en pharmacie"],
      ['Sciences pharmaceutiques', 'Master 2'],
      ['Affaires réglementaires', 'Master 2'],
    ],
    en: [
      ['Pharmacy', 'PharmD'],
      ['Pharmaceutical Sciences', 'MSc'],
    ],
  },
  sci: {
    fr: [
      ['Biologie', 'Master'],
      ['Biochimie', 'Master 2'],
      ['Microbiologie', 'Master'],
      ['Biotechnologies', "Diplôme d'ingénieur"],
    ],
    en: [
      ['Biology', 'MSc'],
      ['Biochemistry', 'MSc'],
      ['Biotechnology', 'MSc'],
    ],
  },
  eng: {
    fr: [
      ['Génie des procédés', "Diplôme d'ingénieur"],
      ['Génie biologique', "Diplôme d'ingénieur"],
      ['Génie industriel', "Diplôme d'ingénieur"],
    ],
    en: [
      ['Chemical Engineering', 'MEng'],
      ['Biomedical Engineering', 'MSc'],
      ['Industrial Engineering', 'MSc'],
    ],
  },
  med: { fr: [['Médecine', 'Doctorat en médecine']], en: [['Medicine', 'MD']] },
  stat: {
    fr: [
      ['Biostatistiques', 'Master 2'],
      ['Statistique et data science', "Diplôme d'ingénieur"],
      ['Économie de la santé', 'Master 2'],
    ],
    en: [
      ['Biostatistics', 'MSc'],
      ['Statistics', 'MSc'],
    ],
  },
  biz: {
    fr: [
      ['Supply chain', 'Master'],
      ['Achats industriels', 'Master'],
      ['Management', 'Master'],
    ],
    en: [
      ['Supply Chain Management', 'MSc'],
      ['Business Administration', 'MBA'],
    ],
  },
  tech: {
    fr: [
      ['Génie biologique', 'BUT'],
      ['Chimie', 'BTS'],
      ['Mesures physiques', 'BUT'],
    ],
    en: [
      ['Chemistry', 'BSc'],
      ['Biology', 'BSc'],
    ],
  },
  nurse: { fr: [['Soins infirmiers', "Diplôme d'État d'infirmier"]], en: [['Nursing', 'BSc']] },
  it: {
    fr: [
      ['Informatique', 'Master'],
      ['Data science', "Diplôme d'ingénieur"],
    ],
    en: [['Computer Science', 'MSc']],
  },
};

const PROFESSION_EN: Record<string, string> = {
  'Assurance qualité': 'quality assurance',
  Validation: 'validation',
  Laboratoire: 'laboratory work',
  'Recherche et développement': 'R&D',
  'Affaires réglementaires': 'regulatory affairs',
  'Recherche clinique': 'clinical research',
  'Data management': 'clinical data management',
  Biostatistiques: 'biostatistics',
  'Rédaction médicale': 'medical writing',
  'Supply chain': 'supply chain',
  Pharmacovigilance: 'pharmacovigilance',
  Production: 'manufacturing',
  Ingénierie: 'engineering',
  Maintenance: 'maintenance',
  Automatisme: 'automation',
  HSE: 'HSE',
  'Amélioration continue': 'continuous improvement',
  'Affaires médicales': 'medical affairs',
  'Accès au marché': 'market access',
  Achats: 'purchasing',
  Informatique: 'IT',
  Data: 'data',
  Qualité: 'quality',
  'Gestion de projet': 'project management',
  Commercial: 'sales',
  Santé: 'healthcare',
};

type Snip = { text: string; priv: boolean };

function writeProfile(rng: Rng, t: Truth): { profile: Record<string, unknown>; publicText: string } {
  const occ = OCC[t.occ];
  if (!occ) throw new Error(t.occ);
  const L = t.cvLang;
  const f = t.gender === 'f';
  const P = t.private;
  const home = placeOf(t.home);
  const cityArea = cityOf(t.home);
  const sk = (k: SkillKey) => SKILLS[k][L];
  const title = titleOf(rng, occ, t.gender, L, t.years);
  // ---- label
  let label = title;
  const q = rng.float();
  const top2 = rng.sample(t.skills, 2).map(sk).join(', ');
  if (L === 'en') {
    if (t.years >= 7 && q < 0.3 && !/senior|lead|head|principal|director/i.test(label)) label = `Senior ${label}`;
    else if (t.years <= 2 && q < 0.25) label = `Junior ${label}`;
    else if (q < 0.45) label = `${label} | ${top2}`;
    else if (q < 0.55) label = `Freelance ${label}`;
    else if (q < 0.62) label = `${label} (contractor)`;
  } else {
    if (t.years >= 7 && q < 0.25 && !/senior/i.test(label))
      label = `${label} ${rng.pick(['senior', 'Senior', 'sénior'])}`;
    else if (t.years <= 2 && q < 0.2) label = `${label} junior`;
    else if (q < 0.45) label = `${label} - ${top2}`;
    else if (q < 0.55) label = `${label} freelance`;
    else if (q < 0.6) label = `${label} (indépendant${f ? 'e' : ''})`;
  }
  // ---- private snippets chosen for the free text
  const kinds: string[] = [];
  if (t.privateInText) {
    const avail = ['contact', 'school', 'linkedin', 'named'];
    if (P.ownCompany || P.smallEmployers.length) avail.push('company', 'company');
    if (P.referees.length) avail.push('referee');
    kinds.push(...rng.sample(avail, rng.chance(0.3) ? 2 : 1));
  }
  if (kinds.includes('named')) {
    const g = rng.chance(0.5);
    P.named.push(`${rng.pick(g ? N.FIRST_F_FR : N.FIRST_M_FR)} ${rng.pick(N.LAST_FR)}`);
  }
  // ---- summary
  const sum: Snip[] = [];
  const yrs = t.years;
  const sortedSkills = rng.shuffle(t.skills).slice(0, rng.int(3, 5)).map(sk);
  const profWord =
    L === 'fr'
      ? occ.profession === 'HSE'
        ? 'HSE'
        : occ.profession.toLowerCase()
      : (PROFESSION_EN[occ.profession] ?? occ.profession);
  if (L === 'fr') {
    const r = rng.float();
    if (yrs === 0)
      sum.push({ text: `${title}, jeune diplômé${f ? 'e' : ''}, première expérience en ${profWord}.`, priv: false });
    else if (r < 0.45) sum.push({ text: `${title} avec ${yrs} an${yrs > 1 ? 's' : ''} d'expérience.`, priv: false });
    else if (r < 0.75) sum.push({ text: `${yrs} an${yrs > 1 ? 's' : ''} d'expérience en ${profWord}.`, priv: false });
    else
      sum.push({
        text: `Consultant${f ? 'e' : ''} indépendant${f ? 'e' : ''} en ${profWord}, ${yrs} an${yrs > 1 ? 's' : ''} d'expérience.`,
        priv: false,
      });
    sum.push({
      text: `${rng.pick(['Expertise', 'Compétences clés', 'Domaines'])} : ${sortedSkills.join(', ')}.`,
      priv: false,
    });
    if (t.tas.length && (occ.ta || rng.chance(0.5)))
      sum.push({ text: `Aires thérapeutiques : ${t.tas.map((k) => TA[k].fr).join(', ')}.`, priv: false });
    if (rng.chance(0.6))
      sum.push({ text: `Secteurs : ${t.sectors.map((s) => SECTOR[s].fr).join(', ')}.`, priv: false });
  } else {
    const r = rng.float();
    if (yrs === 0) sum.push({ text: `${title}, recent graduate, first experience in ${profWord}.`, priv: false });
    else if (r < 0.45) sum.push({ text: `${title} with ${yrs} year${yrs > 1 ? 's' : ''} of experience.`, priv: false });
    else if (r < 0.75)
      sum.push({ text: `${yrs} year${yrs > 1 ? 's' : ''} of experience in ${profWord}.`, priv: false });
    else
      sum.push({
        text: `Independent ${profWord} consultant, ${yrs} year${yrs > 1 ? 's' : ''} of experience.`,
        priv: false,
      });
    sum.push({
      text: `${rng.pick(['Expertise', 'Key skills', 'Core areas'])}: ${sortedSkills.join(', ')}.`,
      priv: false,
    });
    if (t.tas.length && (occ.ta || rng.chance(0.5)))
      sum.push({ text: `Therapeutic areas: ${t.tas.map((k) => TA[k].en).join(', ')}.`, priv: false });
    if (rng.chance(0.6)) sum.push({ text: `Sectors: ${t.sectors.map((s) => SECTOR[s].en).join(', ')}.`, priv: false });
  }
  const li = L === 'fr' ? 0 : 1;
  const spec = NEIGHBOUR_SPECIFIC[t.occ];
  if (spec && rng.chance(0.6)) sum.push({ text: spec[li], priv: false });
  else if (rng.chance(0.4)) sum.push({ text: rng.pick(NEIGHBOUR_SENTENCES[t.family])[li], priv: false });
  if (rng.chance(0.35)) {
    const text = t.available
      ? L === 'fr'
        ? rng.pick(['Disponible immédiatement.', 'Disponible dès maintenant.'])
        : rng.pick(['Available immediately.', 'Available now.'])
      : L === 'fr'
        ? `Disponible à partir du ${frDate(t.availableFrom)}.`
        : `Available from ${enDate(t.availableFrom)}.`;
    sum.push({ text, priv: false });
  }
  if (rng.chance(0.25)) {
    const r = t.remote;
    const only = (m: Remote) => r.length === 1 && r[0] === m;
    const text =
      L === 'fr'
        ? only('Full remote')
          ? 'Missions en télétravail uniquement.'
          : r.includes('Full remote')
            ? `Ouvert${f ? 'e' : ''} au full remote.`
            : r.includes('Hybride')
              ? 'Télétravail partiel souhaité.'
              : 'Missions sur site.'
        : only('Full remote')
          ? 'Remote-only assignments.'
          : r.includes('Full remote')
            ? 'Open to fully remote work.'
            : r.includes('Hybride')
              ? 'Hybrid work preferred.'
              : 'On-site assignments.';
    sum.push({ text, priv: false });
  }
  if (Math.max(...t.days) <= 3 && rng.chance(0.5)) {
    const d = t.days.join(L === 'fr' ? ' ou ' : ' or ');
    sum.push({
      text: L === 'fr' ? `Temps partiel : ${d} jours par semaine.` : `Part-time: ${d} days a week.`,
      priv: false,
    });
  }
  if (rng.chance(0.25)) {
    const names = t.workAreas.map((a) => areaName(a, L)).join(', ');
    sum.push({ text: L === 'fr' ? `Mobilité : ${names}.` : `Open to assignments in ${names}.`, priv: false });
  }
  if (rng.chance(0.2)) {
    const en = t.languages.find((l) => l.lang === 'en');
    if (en && L === 'fr') {
      const w =
        en.level === 'native' || en.level === 'C2'
          ? 'Anglais bilingue.'
          : en.level === 'C1'
            ? 'Anglais courant.'
            : en.level === 'B2'
              ? 'Anglais professionnel.'
              : 'Anglais intermédiaire.';
      sum.push({ text: w, priv: false });
    } else if (L === 'en') {
      const fr = t.languages.find((l) => l.lang === 'fr');
      const w =
        fr && (fr.level === 'native' || fr.level === 'C2' || fr.level === 'C1')
          ? 'Fluent in French and English.'
          : 'Working languages: English, some French.';
      sum.push({ text: w, priv: false });
    }
  }
  const school = P.schools[0] ?? '';
  for (const k of kinds) {
    if (k === 'contact')
      sum.push({
        text: L === 'fr' ? `Contact : ${P.email} - ${P.phone}.` : `Contact: ${P.email}, ${P.phone}.`,
        priv: true,
      });
    if (k === 'school' && school)
      sum.push({ text: L === 'fr' ? `Diplômé${f ? 'e' : ''} de ${school}.` : `Graduated from ${school}.`, priv: true });
    if (k === 'linkedin')
      sum.push({
        text:
          L === 'fr'
            ? `Profil complet : linkedin.com/in/${P.linkedinSlug}`
            : `Full profile: linkedin.com/in/${P.linkedinSlug}`,
        priv: true,
      });
    if (k === 'company' && P.ownCompany)
      sum.push({
        text: L === 'fr' ? `Je facture via ma société ${P.ownCompany}.` : `Invoicing through ${P.ownCompany}.`,
        priv: true,
      });
  }
  // ---- work history
  const work: { name: string; position: string; startDate: string; endDate?: string; summary: string }[] = [];
  const workPublic: string[] = [];
  const careerStart = 2026 - yrs;
  const since = yrs <= 1 ? 2026 - yrs : 2026 - rng.int(1, Math.min(8, yrs));
  const mm = () => pad2(rng.int(1, 12));
  const mine = phrases(occ, L, t.skills);
  const usedPhrases = new Set<string>();
  const fillMine = (p: string) => {
    const [xf, xe] = missionObject(rng, t);
    return fill(p, L === 'fr' ? xf : xe);
  };
  const chosen = rng.sample(mine, rng.chance(0.5) ? 2 : 1);
  for (const p of chosen) usedPhrases.add(p);
  const missionsText = chosen.map(fillMine);
  const clients = [...new Set([clientFor(rng, t.sectors), clientFor(rng, t.sectors)])];
  const privWork: string[] = [];
  if (kinds.includes('named')) {
    const who = P.named[0] ?? '';
    privWork.push(
      L === 'fr'
        ? rng.pick([
            `Mission menée en binôme avec ${who}, responsable du site.`,
            `Sous la responsabilité de ${who}, responsable des opérations.`,
          ])
        : rng.pick([`Worked alongside ${who}, site head.`, `Reporting to ${who}, Head of Operations.`]),
    );
  }
  if (kinds.includes('referee') && P.referees[0])
    privWork.push(L === 'fr' ? `Références : ${P.referees[0]}.` : `Reference: ${P.referees[0]}.`);
  if (kinds.includes('company') && !P.ownCompany && P.smallEmployers[0])
    privWork.push(L === 'fr' ? `Auparavant chez ${P.smallEmployers[0]}.` : `Previously at ${P.smallEmployers[0]}.`);
  const freelancePos =
    L === 'fr'
      ? rng.pick([
          `${title} (freelance)`,
          `${title} indépendant${f ? 'e' : ''}`,
          `Consultant${f ? 'e' : ''} ${profWord}`,
        ])
      : rng.pick([`Freelance ${title}`, `${title} (contractor)`, `Independent ${profWord} consultant`]);
  if (P.ownCompany && rng.chance(0.5)) {
    const clientLine = L === 'fr' ? `Clients : ${clients.join(', ')}.` : `Clients: ${clients.join(', ')}.`;
    const pub = [...missionsText, clientLine].join(' ');
    workPublic.push(freelancePos, pub);
    work.push({
      name: P.ownCompany,
      position: freelancePos,
      startDate: `${since}-${mm()}`,
      summary: [pub, ...privWork].join(' '),
    });
  } else {
    const n = Math.min(missionsText.length, clients.length);
    let end = '';
    for (let i = 0; i < Math.max(1, n); i++) {
      const client = clients[i] ?? clients[0] ?? 'Sanofi';
      const start = i === 0 ? `${Math.max(since, 2025)}-${mm()}` : `${since}-${mm()}`;
      const pub = missionsText[i] ?? missionsText[0] ?? '';
      const text = [pub, ...(i === 0 ? privWork : [])].join(' ');
      workPublic.push(title, pub);
      const item: { name: string; position: string; startDate: string; endDate?: string; summary: string } = {
        name: L === 'fr' ? `${client} (mission freelance)` : `${client} (freelance assignment)`,
        position: title,
        startDate: start,
        summary: text,
      };
      if (end) item.endDate = end;
      work.push(item);
      end = start;
    }
  }
  if (since > careerStart) {
    const span = since - careerStart;
    const nJobs = span >= 8 ? 3 : span >= 3 ? 2 : 1;
    let endYear = since;
    for (let j = 0; j < nJobs; j++) {
      const startYear = j === nJobs - 1 ? careerStart : Math.max(careerStart, endYear - rng.int(2, 5));
      const isFirst = j === nJobs - 1;
      const priorKey = isFirst && occ.prior && span >= 4 && rng.chance(0.65) ? rng.pick(occ.prior) : undefined;
      const pOcc = priorKey ? OCC[priorKey] : undefined;
      const posOcc = pOcc ?? occ;
      let position = titleOf(rng, posOcc, t.gender, L, startYear - careerStart + 1);
      if (!pOcc && isFirst && span >= 3 && rng.chance(0.4))
        position = L === 'fr' ? `${position} junior` : `Junior ${position}`;
      const usable = phrases(posOcc, L, pOcc ? [...pOcc.core, ...pOcc.opt] : t.skills).filter(
        (x) => !usedPhrases.has(x),
      );
      let pub = '';
      if (usable.length) {
        const [xf, xe] = missionObject(rng, pOcc ? { ...t, occ: posOcc.key, tas: t.tas.length ? t.tas : ['onco'] } : t);
        const ph = rng.pick(usable);
        usedPhrases.add(ph);
        pub = fill(ph, L === 'fr' ? xf : xe);
      }
      const small = j === 0 && P.smallEmployers[0] && rng.chance(0.7) ? P.smallEmployers[0] : '';
      const employer = small || clientFor(rng, pOcc ? pOcc.sectors : t.sectors);
      const extra = small && L === 'fr' ? 'CDI.' : small ? 'Permanent position.' : '';
      const item = {
        name: employer,
        position,
        startDate: `${startYear}-${mm()}`,
        endDate: `${endYear}-${mm()}`,
        summary: [pub, extra].filter(Boolean).join(' '),
      };
      workPublic.push(position, item.summary);
      work.push(item);
      endYear = startYear;
      if (endYear <= careerStart) break;
    }
  }
  // ---- education
  const degs = DEGREES[occ.degree][L];
  const education = P.schools.map((s, i) => {
    const [area, studyType] =
      i === 0 ? rng.pick(degs) : rng.pick(DEGREES[occ.degree].fr.length > 1 ? degs : DEGREES.sci[L]);
    const end = careerStart - i * 2;
    return {
      institution: s,
      area,
      studyType,
      startDate: `${end - (studyType.startsWith('Doctorat') ? 6 : 2)}`,
      endDate: `${end}`,
    };
  });
  // ---- certificates
  const certificates = t.certs.map((k) => ({
    name: CERTS[k].name,
    issuer: CERTS[k].issuer,
    startDate: `${Math.min(2026, careerStart + rng.int(1, Math.max(1, yrs)))}`,
  }));
  // ---- skills
  const levels =
    L === 'fr'
      ? ['Expert', 'Avancé', 'Confirmé', 'Intermédiaire']
      : ['Expert', 'Advanced', 'Proficient', 'Intermediate'];
  const style = rng.int(0, 2);
  let skills: { name: string; level: string; keywords: string[] }[];
  if (style === 0) skills = t.skills.map((k) => ({ name: sk(k), level: rng.pick(levels), keywords: [] }));
  else if (style === 1) {
    const groups = new Map<string, string[]>();
    const groupOf = (k: SkillKey): string => {
      const tools = [
        'trackwise',
        'veevaqms',
        'mastercontrol',
        'ennov',
        'sapqm',
        'veevarim',
        'extedo',
        'rave',
        'inform',
        'argus',
        'arisg',
        'sas',
        'rlang',
        'python',
        'sql',
        'lims',
        'empower',
        'mes',
        'pcs7',
        'deltav',
        'rockwell',
        'scada',
        'gmao',
        'sap',
        'sappp',
        'sapmm',
        'apo',
        'powerbi',
        'excel',
        'jira',
        'spark',
        'airflow',
        'veevacrm',
        'salesforce',
        'ctms',
        'etmf',
        'edc',
      ];
      if (tools.includes(k)) return L === 'fr' ? 'Outils' : 'Tools';
      const regs = [
        'gmp',
        'gdp',
        'gcp',
        'glp',
        'ichq9',
        'ichq10',
        'ichq7',
        'annex1',
        'annex11',
        'part11',
        'cfr820',
        'iso13485',
        'iso14971',
        'iso14155',
        'iso17025',
        'iso15189',
        'iso9001',
        'mdr',
        'ivdr',
        'gamp5',
        'iso22716',
        'cosmreg',
        'haccp',
        'ifs',
        'ctr',
      ];
      if (regs.includes(k)) return L === 'fr' ? 'Référentiels' : 'Regulations & standards';
      return L === 'fr' ? 'Métier' : 'Functional';
    };
    for (const k of t.skills) {
      const g = groupOf(k);
      groups.set(g, [...(groups.get(g) ?? []), sk(k)]);
    }
    skills = [...groups.entries()].map(([name, kw]) => ({ name, level: '', keywords: kw }));
  } else skills = [{ name: L === 'fr' ? 'Compétences' : 'Skills', level: '', keywords: t.skills.map(sk) }];
  // ---- languages
  const languages = t.languages.map((l) => ({ language: LANG[l.lang][L], fluency: levelText(rng, l.level, L) }));
  // ---- references
  const references = P.referees.map((r) => ({
    name: r,
    reference:
      L === 'fr'
        ? `${rng.pick(['Directeur qualité', 'Directrice des opérations', 'Responsable de site', 'Chef de projet'])} chez ${P.smallEmployers[0] ?? clients[0] ?? ''}`
        : `${rng.pick(['Quality Director', 'Head of Operations', 'Site Head', 'Project Lead'])} at ${P.smallEmployers[0] ?? clients[0] ?? ''}`,
  }));
  // ---- location and meta
  const cityName = L === 'fr' ? home.cityFr : home.cityEn;
  const countryName =
    L === 'fr'
      ? (COUNTRY[home.cc]?.countryName ?? '')
      : { FR: 'France', CH: 'Switzerland', BE: 'Belgium', LU: 'Luxembourg' }[home.cc];
  const regionName = cityArea.regionName ?? '';
  const availabilityDate = t.available
    ? rng.pick(L === 'fr' ? ['Immédiate', 'Dès maintenant', '', TODAY] : ['Immediate', 'ASAP', '', TODAY])
    : t.availableFrom.endsWith('-01') && rng.chance(0.5)
      ? L === 'fr'
        ? `${cap(['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'][Number(t.availableFrom.slice(5, 7)) - 1] ?? '')} ${t.availableFrom.slice(0, 4)}`
        : `${MONTHS_EN[Number(t.availableFrom.slice(5, 7)) - 1] ?? ''} ${t.availableFrom.slice(0, 4)}`
      : rng.pick([
          t.availableFrom,
          L === 'fr' ? `À partir du ${frDate(t.availableFrom)}` : `From ${t.availableFrom}`,
          frDate(t.availableFrom),
        ]);
  const rr = rng.float();
  const chf = Math.round((t.rate * 1.06) / 10) * 10;
  const rateText =
    home.cc === 'CH'
      ? rr < 0.8
        ? `${chf} CHF`
        : rr < 0.9
          ? `${chf}`
          : ''
      : rr < 0.35
        ? `${t.rate}`
        : rr < 0.55
          ? `${t.rate} €`
          : rr < 0.7
            ? `${t.rate - 50}-${t.rate + 50}`
            : rr < 0.82
              ? L === 'fr'
                ? `${t.rate} € HT/jour`
                : `EUR ${t.rate} per day`
              : rr < 0.93
                ? L === 'fr'
                  ? rng.pick(['Négociable', 'À discuter', 'Selon mission'])
                  : rng.pick(['Negotiable', 'To be discussed'])
                : '';
  const created = new Date(Date.UTC(2023, 0, 1) + rng.int(0, 1300) * 86400000);
  const updated = new Date(Math.min(created.getTime() + rng.int(10, 700) * 86400000, Date.UTC(2026, 10, 30)));
  const linkedin = `https://www.linkedin.com/in/${P.linkedinSlug}`;
  const professions = [occ.profession];
  const interests = rng.chance(0.3)
    ? [
        {
          name: rng.pick(
            L === 'fr'
              ? ['Course à pied', 'Randonnée', 'Voile', 'Piano', 'Photographie', 'Bénévolat associatif']
              : ['Running', 'Hiking', 'Sailing', 'Piano', 'Photography', 'Volunteering'],
          ),
        },
      ]
    : [];
  const summaryText = sum.map((s) => s.text).join(' ');
  const profile: Record<string, unknown> = {
    basics: {
      name: P.fullName,
      label,
      image: '',
      email: P.email,
      phone: P.phone,
      url: linkedin,
      summary: summaryText,
      location: {
        address: `${cityName}, ${countryName}`,
        postalCode: home.postalCode,
        city: cityName,
        countryCode: home.cc,
        region: regionName,
      },
      profiles: [{ username: P.linkedinSlug, network: 'LinkedIn', url: linkedin }],
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
      createdAt: created.toISOString(),
      updatedAt: updated.toISOString(),
      firstName: P.firstName,
      lastName: P.lastName,
      freelance: {
        available: t.available,
        availabilityDate,
        rate: rateText,
        seniority: t.declaredSeniority,
        professions,
        openToCdi: t.openToCdi,
        vehicle: t.vehicle,
        preferences: {
          missionDuration: t.durations,
          remoteWork: t.remote,
          daysPerWeek: t.days.map(String),
          workAreas: t.workAreas,
        },
      },
    },
  };
  const publicText = [
    label,
    ...sum.filter((s) => !s.priv).map((s) => s.text),
    ...workPublic,
    ...skills.flatMap((s) => [s.name, ...s.keywords]),
    ...certificates.map((x) => `${x.name} ${x.issuer}`),
    ...education.map((e) => `${e.area} ${e.studyType}`),
    ...languages.map((l) => `${l.language} ${l.fluency}`),
    cityName,
    regionName,
    ...professions,
  ].join('\n');
  return { profile, publicText };
}

function deepStrip<T>(v: T): T {
  if (typeof v === 'string') return stripAccents(v) as T;
  if (Array.isArray(v)) return v.map((x: unknown) => deepStrip(x)) as T;
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, deepStrip(x)])) as T;
  return v;
}

// ------------------------------------------------------------------------------------------------ the corpus

let cache: CorpusItem[] | undefined;

export function corpus(): CorpusItem[] {
  if (cache) return cache;
  const master = new Rng(27_2026);
  const neighbours = OCCS.filter((o) => o.family === 'neigh');
  const cores = OCCS.filter((o) => o.family !== 'neigh');
  const nNeigh = Math.round(POOL_SIZE * 0.15);
  const nCore = POOL_SIZE - nNeigh - PLANTS.length;
  const allot = (occs: Occ[], n: number): string[] => {
    const total = occs.reduce((s, o) => s + o.weight, 0);
    const exact = occs.map((o) => ({ key: o.key, x: (o.weight / total) * n }));
    const counts = exact.map((e) => ({ key: e.key, n: Math.floor(e.x), rest: e.x - Math.floor(e.x) }));
    let left = n - counts.reduce((s, e) => s + e.n, 0);
    for (const e of [...counts].sort((a, b) => b.rest - a.rest)) {
      if (left <= 0) break;
      e.n++;
      left--;
    }
    return counts.flatMap((e) => Array.from({ length: e.n }, () => e.key));
  };
  const specs: { occ: string; plant?: Plant }[] = [
    ...PLANTS.map((p) => ({ occ: p.occ, plant: p })),
    ...allot(cores, nCore).map((k) => ({ occ: k })),
    ...allot(neighbours, nNeigh).map((k) => ({ occ: k })),
  ];
  const order = master.shuffle(specs);
  const ctx: Ctx = {
    emails: new Set(),
    phones: new Set(),
    slugs: new Set(),
    names: new Set(),
    smallEmployers: new Set(),
    brands: [...N.SMALL_BRANDS],
    rare: [...N.LAST_RARE],
    rareSchools: [...N.RARE_SCHOOLS],
  };
  cache = order.map((s, i) => {
    const rng = new Rng(20_261_201 + i * 104_729);
    const occ = OCC[s.occ];
    if (!occ) throw new Error(`unknown occupation ${s.occ}`);
    const id = `${ID_PREFIX}${String(i + 1).padStart(4, '0')}`;
    const truth = drawTruth(rng, ctx, id, occ, s.plant);
    const written = writeProfile(rng, truth);
    if (truth.noAccents) {
      const p = truth.private;
      truth.private = {
        ...p,
        firstName: stripAccents(p.firstName),
        lastName: stripAccents(p.lastName),
        fullName: stripAccents(p.fullName),
        ownCompany: stripAccents(p.ownCompany),
        smallEmployers: p.smallEmployers.map(stripAccents),
        schools: p.schools.map(stripAccents),
        referees: p.referees.map(stripAccents),
        named: p.named.map(stripAccents),
      };
      // The CV is typed without accents; the dataset's work areas and the service's profession names are kept as they are.
      const stripped = deepStrip(written.profile);
      const meta = (stripped as { meta: { freelance: { professions: unknown; preferences: { workAreas: unknown } } } })
        .meta;
      meta.freelance.professions = [OCC[truth.occ]?.profession ?? ''];
      meta.freelance.preferences.workAreas = truth.workAreas;
      return { profile: stripped, truth, publicText: stripAccents(written.publicText) };
    }
    return { profile: written.profile, truth, publicText: written.publicText };
  });
  return cache;
}
