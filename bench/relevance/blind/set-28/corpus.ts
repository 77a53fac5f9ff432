/**
 * Corpus generator of blind set-28: freelance engineers and technical experts in construction, energy and heavy
 * industry, plus ~15 % neighbours (hard negatives). Deterministic (mulberry32); "today" is 2026-12-01.
 * A Truth is drawn for each profile, then the profile (JSON Resume + meta) is written from it.
 */
import { AREAS, type Area } from './areas';
import {
  CERTS,
  EMP_A,
  EMP_B,
  FIRST_F,
  FIRST_M,
  FOREIGN,
  LAST,
  OCCUPATIONS,
  RARE_LAST,
  RARE_SCHOOLS,
  SCHOOLS,
  SECTORS,
  SKILLS,
  SMALL_FORMS,
  SMALL_SURNAMES,
  type Occupation,
} from './vocab';

export const TODAY = '2026-12-01';
export const PREFIX = 'b28-';

export type Band = 'junior' | 'confirme' | 'senior' | 'expert';
export type Remote = 'Sur site' | 'Hybride' | 'Full remote';
export type Duration = '< 3 mois' | '3 a 6 mois' | '6 a 12 mois' | '> 12 mois';
export type Declared = '' | 'Junior (0-2 ans)' | 'Confirme (3-6 ans)' | 'Senior (7-10 ans)' | 'Expert (10+ ans)';
/** Language levels: 1 notions, 2 professional, 3 fluent, 4 native or bilingual. */
export interface Lang {
  code: 'fr' | 'en' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar' | 'pl';
  level: 1 | 2 | 3 | 4;
}
export interface Private {
  email: string;
  phone: string;
  linkedin: string;
  employers: string[];
  /** The employers that are small one-off firms built on a rare surname. */
  smallEmployers: string[];
  schools: string[];
  referees: string[];
  people: string[];
}
export interface Truth {
  id: string;
  occ: string;
  family: string;
  neighbour: boolean;
  gender: 'f' | 'm';
  firstName: string;
  lastName: string;
  years: number;
  band: Band;
  declared: Declared;
  available: boolean;
  /** First free day, YYYY-MM-DD. */
  availableFrom: string;
  /** Day rate in euros; null when negotiable or not given. */
  rate: number | null;
  remote: Remote[];
  days: number[];
  durations: Duration[];
  /** Key of the home city in AREAS. */
  home: string;
  /** Keys of the work areas in AREAS. */
  areas: string[];
  langs: Lang[];
  skills: string[];
  certs: string[];
  sectors: string[];
  cvLang: 'fr' | 'en';
  noAccents: boolean;
  vehicle: boolean;
  openToCdi: boolean;
  private: Private;
  /** Repeats some private data in its free text. */
  leaks: boolean;
}

// ------------------------------------------------------------------------------------------------ PRNG
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
  constructor(private readonly next: () => number) {}
  f(): number {
    return this.next();
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  int(a: number, b: number): number {
    return a + Math.floor(this.next() * (b - a + 1));
  }
  pick<T>(xs: readonly T[]): T {
    if (xs.length === 0) throw new Error('pick from empty list');
    return xs[Math.floor(this.next() * xs.length)] as T;
  }
  weighted<T>(xs: readonly (readonly [T, number])[]): T {
    const total = xs.reduce((s, x) => s + x[1], 0);
    let r = this.next() * total;
    for (const [v, w] of xs) {
      r -= w;
      if (r < 0) return v;
    }
    const last = xs[xs.length - 1];
    if (!last) throw new Error('weighted pick from empty list');
    return last[0];
  }
  sample<T>(xs: readonly T[], k: number): T[] {
    const copy = [...xs];
    const out: T[] = [];
    while (out.length < k && copy.length > 0) {
      const i = Math.floor(this.next() * copy.length);
      out.push(copy.splice(i, 1)[0] as T);
    }
    return out;
  }
}

// ------------------------------------------------------------------------------------------------ helpers
export function area(key: string): Area {
  const a = AREAS[key];
  if (!a) throw new Error(`unknown area ${key}`);
  return a;
}
export function occupation(key: string): Occupation {
  const o = OCCUPATIONS.find((x) => x.key === key);
  if (!o) throw new Error(`unknown occupation ${key}`);
  return o;
}
function skillLabel(key: string, en: boolean): string {
  const s = SKILLS[key];
  if (!s) throw new Error(`unknown skill ${key}`);
  return en ? s[1] : s[0];
}
export function bandOf(years: number): Band {
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
export function stripAccents(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}
function ascii(s: string): string {
  return stripAccents(s)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}
function addDays(iso: string, n: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
function ym(year: number, month: number): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}
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

// ------------------------------------------------------------------------------------------------ places
interface Hub {
  key: string;
  weight: number;
  cities: string[];
  extra: string[];
  nuc: number;
  oil: number;
  enr: number;
  en: number;
}
const HUBS: Hub[] = [
  {
    key: 'idf',
    weight: 26,
    cities: [
      'paris-15',
      'paris-11',
      'paris-17',
      'paris-08',
      'courbevoie',
      'nanterre',
      'boulogne-billancourt',
      'puteaux',
      'saint-denis',
      'montrouge',
      'versailles',
      'massy',
      'gif-sur-yvette',
      'saclay',
      'cergy',
      'creteil',
      'rueil-malmaison',
      'issy-les-moulineaux',
      'guyancourt',
      'montigny-le-bretonneux',
      'noisy-le-grand',
      'argenteuil',
      'evry-courcouronnes',
      'melun',
      'meaux',
      'champs-sur-marne',
      'velizy-villacoublay',
      'levallois-perret',
      'ivry-sur-seine',
      'vitry-sur-seine',
    ],
    extra: ['d-75', 'd-92', 'd-93', 'd-94', 'd-78', 'd-91', 'paris-08', 'courbevoie'],
    nuc: 1,
    oil: 1.3,
    enr: 1,
    en: 0.1,
  },
  {
    key: 'lyon',
    weight: 8,
    cities: [
      'lyon-03',
      'lyon-07',
      'villeurbanne',
      'lyon-09',
      'venissieux',
      'saint-priest',
      'ecully',
      'feyzin',
      'saint-fons',
      'villefranche-sur-saone',
      'vienne',
      'bourgoin-jallieu',
      'roussillon',
      'salaise-sur-sanne',
    ],
    extra: ['d-69', 'd-38', 'd-01', 'lyon-03', 'grenoble'],
    nuc: 1.2,
    oil: 1,
    enr: 1,
    en: 0.03,
  },
  {
    key: 'alpes',
    weight: 5,
    cities: [
      'grenoble',
      'annecy',
      'chambery',
      'saint-etienne',
      'meylan',
      'echirolles',
      'annemasse',
      'thonon-les-bains',
      'saint-genis-pouilly',
      'ferney-voltaire',
      'bourg-en-bresse',
      'roanne',
      'clermont-ferrand',
    ],
    extra: ['d-38', 'd-74', 'd-73', 'lyon-03', 'geneve', 'r-CH-GE'],
    nuc: 0.8,
    oil: 0.5,
    enr: 1,
    en: 0.08,
  },
  {
    key: 'rhone-nuc',
    weight: 3,
    cities: [
      'pierrelatte',
      'bagnols-sur-ceze',
      'montelimar',
      'valence',
      'bollene',
      'avignon',
      'saint-vulbas',
      'amberieu-en-bugey',
      'orange',
    ],
    extra: ['d-26', 'd-84', 'd-30', 'pierrelatte', 'bagnols-sur-ceze', 'saint-vulbas', 'r-FR-84'],
    nuc: 5,
    oil: 0.5,
    enr: 1.2,
    en: 0.03,
  },
  {
    key: 'provence',
    weight: 8,
    cities: [
      'marseille-08',
      'aix-en-provence',
      'marseille-02',
      'martigues',
      'toulon',
      'fos-sur-mer',
      'istres',
      'marignane',
      'vitrolles',
      'aubagne',
      'la-ciotat',
      'la-seyne-sur-mer',
      'hyeres',
      'saint-paul-les-durance',
      'manosque',
      'nice',
      'antibes',
      'cannes',
      'gap',
      'arles',
    ],
    extra: ['d-13', 'd-83', 'd-84', 'r-FR-93', 'saint-paul-les-durance', 'fos-sur-mer'],
    nuc: 1.3,
    oil: 2.2,
    enr: 1.3,
    en: 0.06,
  },
  {
    key: 'nantes',
    weight: 6,
    cities: [
      'nantes',
      'saint-nazaire',
      'reze',
      'saint-herblain',
      'orvault',
      'bouguenais',
      'carquefou',
      'donges',
      'montoir-de-bretagne',
      'angers',
      'cholet',
      'la-roche-sur-yon',
      'le-mans',
      'laval',
    ],
    extra: ['d-44', 'd-49', 'd-85', 'r-FR-52', 'nantes', 'saint-nazaire'],
    nuc: 0.6,
    oil: 1.3,
    enr: 1.6,
    en: 0.05,
  },
  {
    key: 'bretagne',
    weight: 3,
    cities: ['rennes', 'brest', 'lorient', 'vannes', 'quimper', 'saint-malo', 'lannion'],
    extra: ['d-35', 'd-29', 'd-56', 'r-FR-53', 'nantes'],
    nuc: 0.5,
    oil: 0.6,
    enr: 1.4,
    en: 0.04,
  },
  {
    key: 'bordeaux',
    weight: 6,
    cities: [
      'bordeaux',
      'merignac',
      'pessac',
      'talence',
      'blaye',
      'braud-et-saint-louis',
      'la-rochelle',
      'poitiers',
      'civaux',
      'chauvigny',
      'niort',
      'angouleme',
      'agen',
      'limoges',
      'pau',
      'lacq',
      'mourenx',
      'bayonne',
    ],
    extra: ['d-33', 'd-64', 'd-86', 'r-FR-75', 'braud-et-saint-louis', 'civaux'],
    nuc: 1.3,
    oil: 1.2,
    enr: 1.3,
    en: 0.04,
  },
  {
    key: 'nord',
    weight: 6,
    cities: [
      'lille',
      'dunkerque',
      'villeneuve-d-ascq',
      'gravelines',
      'roubaix',
      'tourcoing',
      'marcq-en-baroeul',
      'calais',
      'boulogne-sur-mer',
      'valenciennes',
      'maubeuge',
      'douai',
      'lens',
      'bethune',
      'arras',
      'amiens',
      'compiegne',
      'beauvais',
      'saint-quentin',
    ],
    extra: ['d-59', 'd-62', 'd-80', 'r-FR-32', 'dunkerque', 'gravelines', 'p-BE'],
    nuc: 1.4,
    oil: 1.4,
    enr: 1.3,
    en: 0.05,
  },
  {
    key: 'normandie',
    weight: 4,
    cities: [
      'rouen',
      'le-havre',
      'caen',
      'gonfreville-l-orcher',
      'port-jerome-sur-seine',
      'dieppe',
      'petit-caux',
      'paluel',
      'fecamp',
      'evreux',
    ],
    extra: ['d-76', 'd-14', 'd-27', 'r-FR-28', 'petit-caux', 'paluel', 'le-havre'],
    nuc: 2.2,
    oil: 2.2,
    enr: 1.2,
    en: 0.04,
  },
  {
    key: 'cotentin',
    weight: 2.5,
    cities: ['cherbourg-en-cotentin', 'flamanville', 'la-hague', 'les-pieux', 'valognes', 'saint-lo'],
    extra: ['d-50', 'r-FR-28', 'flamanville', 'la-hague', 'cherbourg-en-cotentin', 'caen'],
    nuc: 7,
    oil: 0.3,
    enr: 0.8,
    en: 0.03,
  },
  {
    key: 'grand-est',
    weight: 5,
    cities: [
      'strasbourg',
      'metz',
      'nancy',
      'mulhouse',
      'reims',
      'thionville',
      'colmar',
      'haguenau',
      'saint-louis',
      'cattenom',
      'hagondange',
      'forbach',
      'saint-avold',
      'longwy',
      'troyes',
      'nogent-sur-seine',
      'chooz',
      'givet',
      'charleville-mezieres',
      'epinal',
      'bure',
    ],
    extra: ['d-57', 'd-67', 'd-54', 'r-FR-44', 'cattenom', 'p-LU', 'luxembourg'],
    nuc: 2,
    oil: 0.8,
    enr: 1.3,
    en: 0.05,
  },
  {
    key: 'toulouse',
    weight: 6,
    cities: [
      'toulouse',
      'montpellier',
      'blagnac',
      'colomiers',
      'labege',
      'nimes',
      'perpignan',
      'golfech',
      'narbonne',
      'beziers',
      'sete',
      'ales',
      'albi',
      'rodez',
      'tarbes',
      'carcassonne',
    ],
    extra: ['d-31', 'd-34', 'd-30', 'r-FR-76', 'golfech'],
    nuc: 0.8,
    oil: 0.6,
    enr: 1.9,
    en: 0.04,
  },
  {
    key: 'centre',
    weight: 4,
    cities: [
      'orleans',
      'tours',
      'dijon',
      'avoine',
      'dampierre-en-burly',
      'gien',
      'saint-laurent-nouan',
      'bourges',
      'belleville-sur-loire',
      'chalon-sur-saone',
      'le-creusot',
      'macon',
      'auxerre',
      'nevers',
      'besancon',
      'belfort',
      'montbeliard',
    ],
    extra: ['d-45', 'd-37', 'd-71', 'r-FR-24', 'r-FR-27', 'avoine', 'dampierre-en-burly'],
    nuc: 2.2,
    oil: 0.5,
    enr: 1,
    en: 0.03,
  },
  {
    key: 'corse',
    weight: 0.4,
    cities: ['ajaccio', 'bastia'],
    extra: ['r-FR-94'],
    nuc: 0.2,
    oil: 0.3,
    enr: 1.2,
    en: 0.02,
  },
  {
    key: 'suisse',
    weight: 3,
    cities: [
      'geneve',
      'lausanne',
      'meyrin',
      'nyon',
      'vevey',
      'basel',
      'zurich',
      'neuchatel',
      'fribourg',
      'bern',
      'yverdon-les-bains',
      'luzern',
    ],
    extra: ['r-CH-GE', 'r-CH-VD', 'p-CH', 'annemasse', 'd-74'],
    nuc: 0.8,
    oil: 0.9,
    enr: 0.8,
    en: 0.45,
  },
  {
    key: 'belgique',
    weight: 2.5,
    cities: ['brussels', 'liege', 'antwerpen', 'namur', 'charleroi', 'mons', 'wavre', 'gent', 'leuven', 'huy', 'mol'],
    extra: ['r-BE-BRU', 'r-BE-WAL', 'p-BE', 'lille', 'd-59'],
    nuc: 1,
    oil: 1,
    enr: 1,
    en: 0.35,
  },
  {
    key: 'luxembourg',
    weight: 1.5,
    cities: ['luxembourg', 'esch-sur-alzette', 'strassen', 'differdange', 'dudelange', 'bettembourg'],
    extra: ['p-LU', 'r-LU-LU', 'metz', 'd-57', 'thionville'],
    nuc: 0.6,
    oil: 0.6,
    enr: 0.8,
    en: 0.45,
  },
];
/** Cities next to nuclear sites, for the work areas of nuclear people. */
const NUCLEAR_SITES = [
  'flamanville',
  'la-hague',
  'petit-caux',
  'paluel',
  'gravelines',
  'cattenom',
  'nogent-sur-seine',
  'chooz',
  'pierrelatte',
  'bagnols-sur-ceze',
  'saint-vulbas',
  'braud-et-saint-louis',
  'civaux',
  'golfech',
  'avoine',
  'dampierre-en-burly',
  'saint-laurent-nouan',
  'belleville-sur-loire',
  'saint-paul-les-durance',
  'bure',
  'saclay',
];
export function hubOf(home: string): Hub {
  const h = HUBS.find((x) => x.cities.includes(home));
  if (!h) throw new Error(`no hub for ${home}`);
  return h;
}

// ------------------------------------------------------------------------------------------------ drawing a Truth
const FEM: Record<string, number> = {
  architecte: 0.5,
  'architecte-interieur': 0.75,
  'agent-immobilier': 0.55,
  'gestionnaire-immo': 0.65,
  economiste: 0.45,
  thermicien: 0.4,
  'auditeur-energetique': 0.35,
  hse: 0.4,
  'bim-coord': 0.35,
  'bim-manager': 0.3,
  amo: 0.4,
  'charge-operations': 0.45,
  'dev-enr': 0.45,
  'ing-surete': 0.35,
  'contract-manager': 0.4,
  'acheteur-projet': 0.45,
  qaqc: 0.35,
  'controle-projet': 0.35,
  planificateur: 0.3,
  'commercial-btp': 0.35,
  'cp-it': 0.3,
  'data-energie': 0.35,
  'chef-chantier': 0.06,
  'conducteur-travaux': 0.15,
  'conducteur-travaux-tp': 0.1,
  'controleur-cnd': 0.1,
  'ing-soudage': 0.12,
  'tech-maintenance': 0.06,
  'tech-cvc': 0.06,
  geometre: 0.15,
};
/** Earlier occupations some careers went through (earlier positions carry their titles). */
const PREV: Record<string, string[]> = {
  'ing-structure': ['proj-structure'],
  'ing-cvc': ['proj-cvc'],
  'ing-elec-bat': ['proj-elec'],
  'directeur-travaux': ['conducteur-travaux'],
  'conducteur-travaux': ['chef-chantier'],
  'bim-manager': ['bim-coord', 'bim-modeleur'],
  'bim-coord': ['bim-modeleur', 'proj-cvc'],
  'ing-maintenance': ['tech-maintenance'],
  opc: ['conducteur-travaux'],
  planificateur: ['conducteur-travaux', 'opc'],
  'controle-projet': ['planificateur'],
  'cp-industriel': ['ing-procedes', 'ing-tuyauterie', 'ing-mes'],
  'ing-tuyauterie': ['proj-tuyauterie'],
  'ing-soudage': ['controleur-cnd'],
  'charge-affaires-nucleaire': ['tech-maintenance', 'radioprotection'],
  'ing-mes': ['automaticien', 'ing-instrumentation'],
  amo: ['conducteur-travaux', 'economiste'],
  'cp-construction-enr': ['conducteur-travaux-tp'],
  'contract-manager': ['economiste'],
  'ing-demantelement': ['radioprotection'],
};

export interface Plant {
  occ: string;
  gender?: 'f' | 'm';
  years?: number;
  declared?: Declared;
  home?: string;
  areas?: string[];
  addSkills?: string[];
  dropSkills?: string[];
  skills?: string[];
  certs?: string[];
  sectors?: string[];
  langs?: Lang[];
  available?: boolean;
  availableFrom?: string;
  rate?: number | null;
  remote?: Remote[];
  days?: number[];
  durations?: Duration[];
  cvLang?: 'fr' | 'en';
  vehicle?: boolean;
  noAccents?: boolean;
}

interface Ctx {
  usedNames: Set<string>;
  usedEmails: Set<string>;
  usedSlugs: Set<string>;
  rareLeft: string[];
  smallLeft: string[];
  usedSmall: Set<string>;
  schoolsLeft: string[];
}

function drawOcc(r: Rng): Occupation {
  return r.weighted(OCCUPATIONS.map((o) => [o, o.neighbour ? o.weight * 2.2 : o.weight] as const));
}

function drawYears(r: Rng, o: Occupation): number {
  const [ymin, ymax] = o.years;
  const band = r.weighted([
    ['junior', 0.12],
    ['confirme', 0.3],
    ['senior', 0.25],
    ['expert', 0.33],
  ] as const);
  const lo = band === 'junior' ? 1 : band === 'confirme' ? 3 : band === 'senior' ? 7 : 11;
  const hi = band === 'junior' ? 2 : band === 'confirme' ? 6 : band === 'senior' ? 10 : Math.max(11, ymax);
  const y = band === 'expert' ? lo + Math.floor((hi - lo + 1) * Math.pow(r.f(), 1.6)) : r.int(lo, hi);
  return Math.max(ymin, Math.min(ymax, y));
}

function drawHome(r: Rng, o: Occupation, cvLangHint: number): string {
  const nuc = o.family === 'nucleaire' || o.sectors.includes('nucleaire');
  const oil = o.sectors.includes('petrole') || o.sectors.includes('chimie');
  const enr = o.sectors.includes('eolien') || o.sectors.includes('solaire');
  const hub = r.weighted(
    HUBS.map((h) => {
      let w = h.weight;
      if (o.family === 'nucleaire') w *= h.nuc;
      else if (nuc && oil) w *= Math.sqrt(h.nuc * h.oil);
      else if (oil) w *= h.oil;
      if (enr && o.family === 'energie') w *= h.enr;
      if (cvLangHint > 0 && h.en > 0.2) w *= 1 + cvLangHint * 3;
      return [h, w] as const;
    }),
  );
  return r.weighted(hub.cities.map((c, i) => [c, i === 0 ? 4 : i < 3 ? 2.2 : 1] as const));
}

function drawAreas(r: Rng, o: Occupation, home: string, sectors: string[]): string[] {
  const h = hubOf(home);
  const a = area(home);
  const out: string[] = [];
  const push = (k: string): void => {
    if (!out.includes(k) && AREAS[k]) out.push(k);
  };
  if (r.chance(0.75)) push(home);
  const deptKey = a.departmentCode ? `d-${a.departmentCode}` : '';
  const regionKey = `r-${a.countryCode ?? ''}-${a.regionCode ?? ''}`;
  if (deptKey && r.chance(0.45)) push(deptKey);
  if (r.chance(0.3) || out.length === 0) push(regionKey);
  if (r.chance(0.35)) push(r.pick(h.extra));
  if (r.chance(0.2)) push(r.pick(h.cities));
  if (sectors.includes('nucleaire') && (o.family === 'nucleaire' || r.chance(0.5))) {
    push(r.pick(NUCLEAR_SITES));
    if (r.chance(0.3)) push(r.pick(NUCLEAR_SITES));
  }
  const national = o.remote === 'site' ? 0.22 : 0.12;
  if (a.countryCode === 'FR' && r.chance(national)) push('p-FR');
  if (o.intl && r.chance(o.intl * 0.25)) push(r.pick(['p-CH', 'p-BE', 'p-LU']));
  return out;
}

function drawLangs(r: Rng, o: Occupation, en: boolean, origin: number): Lang[] {
  const out: Lang[] = [];
  const intl = o.intl ?? 0.1;
  if (!en || origin < 0) {
    out.push({ code: 'fr', level: 4 });
    const lv = en
      ? r.weighted([
          [3, 0.45],
          [4, 0.55],
        ] as const)
      : r.weighted([
          [1, 0.25 - intl * 0.3],
          [2, 0.4],
          [3, 0.3 + intl * 0.4],
          [4, 0.05 + intl * 0.1],
        ] as const);
    out.push({ code: 'en', level: lv as Lang['level'] });
  } else {
    const natives: Lang['code'][] = ['en', 'it', 'es', 'pl', 'pt', 'ar', 'nl', 'de', 'en'];
    const nat = natives[origin] ?? 'en';
    if (nat !== 'en') out.push({ code: nat, level: 4 });
    out.push({
      code: 'en',
      level:
        nat === 'en'
          ? 4
          : r.weighted([
              [3, 0.7],
              [4, 0.3],
            ] as const),
    });
    out.push({
      code: 'fr',
      level: r.weighted([
        [1, 0.25],
        [2, 0.35],
        [3, 0.4],
      ] as const),
    });
  }
  const extra: [Lang['code'], number][] = [
    ['de', 0.05],
    ['es', 0.06],
    ['it', 0.04],
    ['nl', 0.03],
    ['ar', 0.04],
    ['pt', 0.03],
  ];
  for (const [c, p] of extra) {
    if (!out.some((l) => l.code === c) && r.chance(p)) out.push({ code: c, level: r.pick([1, 2, 3] as const) });
  }
  return out;
}

function pickName(r: Rng, ctx: Ctx, gender: 'f' | 'm', foreign: number): [string, string] {
  for (let i = 0; i < 50; i++) {
    let first: string;
    let last: string;
    if (foreign >= 0) {
      const f = FOREIGN[foreign];
      if (!f) throw new Error('bad origin');
      first = r.pick(gender === 'f' ? f.first[1] : f.first[0]);
      last = r.pick(f.last);
    } else {
      first = r.pick(gender === 'f' ? FIRST_F : FIRST_M);
      if (ctx.rareLeft.length > 0 && r.chance(0.1)) {
        last = ctx.rareLeft.shift() as string;
      } else last = r.pick(LAST);
    }
    const full = `${first} ${last}`;
    if (!ctx.usedNames.has(full)) {
      ctx.usedNames.add(full);
      return [first, last];
    }
  }
  throw new Error('no free name');
}

function personName(r: Rng): string {
  return `${r.pick([...FIRST_M, ...FIRST_F])} ${r.pick(LAST)}`;
}

function drawPrivate(r: Rng, ctx: Ctx, first: string, last: string, country: string, nEmployers: number): Private {
  const f = ascii(first);
  const l = ascii(last);
  const domains =
    country === 'CH'
      ? ['bluewin.ch', 'gmail.com', 'sunrise.ch']
      : country === 'BE'
        ? ['skynet.be', 'gmail.com', 'telenet.be']
        : country === 'LU'
          ? ['pt.lu', 'gmail.com']
          : ['gmail.com', 'orange.fr', 'hotmail.fr', 'free.fr', 'outlook.fr', 'yahoo.fr', 'laposte.net', 'sfr.fr'];
  let email = '';
  for (let i = 0; i < 20 && (!email || ctx.usedEmails.has(email)); i++) {
    const form = r.int(0, 5);
    const local =
      form === 0
        ? `${f}.${l}`
        : form === 1
          ? `${f.slice(0, 1)}${l}`
          : form === 2
            ? `${l}.${f}${r.int(60, 99)}`
            : form === 3
              ? `${f}${l}${r.int(1, 99)}`
              : form === 4
                ? `${f}_${l}`
                : `${f.slice(0, 1)}.${l}${i > 0 ? String(i) : ''}`;
    email = `${local}@${r.pick(domains)}`;
  }
  ctx.usedEmails.add(email);
  const d = (n: number): string => Array.from({ length: n }, () => String(r.int(0, 9))).join('');
  const phone =
    country === 'CH'
      ? `+41 79 ${d(3)} ${d(2)} ${d(2)}`
      : country === 'BE'
        ? `+32 47${r.int(0, 9)} ${d(2)} ${d(2)} ${d(2)}`
        : country === 'LU'
          ? `+352 621 ${d(3)} ${d(3)}`
          : r.pick([
              `06 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`,
              `07 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`,
              `+33 6 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`,
              `06${d(8)}`,
            ]);
  let slug = '';
  for (let i = 0; i < 20 && (!slug || ctx.usedSlugs.has(slug)); i++) {
    const hex = Math.floor(r.f() * 0xfffff).toString(16);
    slug = r.chance(0.5) ? `${f}-${l}-${hex}` : `${f}${l}${i > 0 ? String(i) : ''}`;
  }
  ctx.usedSlugs.add(slug);
  const employers: string[] = [];
  const smallEmployers: string[] = [];
  for (let i = 0; i < nEmployers; i++) {
    if (r.chance(0.4) && ctx.smallLeft.length > 0) {
      const s = ctx.smallLeft.shift() as string;
      const name = r.pick(SMALL_FORMS).replace('{s}', s);
      employers.push(name);
      smallEmployers.push(name);
    } else {
      employers.push(`${r.pick(EMP_A)} ${r.pick(EMP_B)}`);
    }
  }
  return { email, phone, linkedin: slug, employers, smallEmployers, schools: [], referees: [], people: [] };
}

/** Schools that only some trades go to. */
function schoolFits(name: string, o: Occupation): boolean {
  if (name.startsWith('ESGT')) return o.key === 'geometre';
  if (name === 'Institut de Soudure') return ['ing-soudage', 'controleur-cnd', 'inspecteur-expediting'].includes(o.key);
  if (name.startsWith('INSTN')) return o.family === 'nucleaire';
  if (name.startsWith('ICH')) return o.key === 'economiste';
  return true;
}

function drawTruth(r: Rng, ctx: Ctx, id: string, o: Occupation, plant?: Plant): Truth {
  const intl = o.intl ?? 0.1;
  const enHint = 0.05 + intl * 0.3;
  const home = plant?.home ?? drawHome(r, o, enHint);
  const hub = hubOf(home);
  const homeArea = area(home);
  const country = homeArea.countryCode ?? 'FR';
  const cvLang: 'fr' | 'en' = plant?.cvLang ?? (r.chance(Math.min(0.85, 0.04 + hub.en + intl * 0.3)) ? 'en' : 'fr');
  const en = cvLang === 'en';
  const gender: 'f' | 'm' = plant?.gender ?? (r.chance(FEM[o.key] ?? 0.25) ? 'f' : 'm');
  const foreign = en && r.chance(0.45) ? r.int(0, FOREIGN.length - 1) : -1;
  const [firstName, lastName] = pickName(r, ctx, gender, foreign);
  const years = plant?.years ?? drawYears(r, o);
  const band = bandOf(years);
  let declared: Declared = DECLARED[band];
  const dr = r.f();
  if (dr < 0.08) declared = '';
  else if (dr < 0.16) declared = DECLARED[BANDS[Math.min(3, BANDS.indexOf(band) + 1)] as Band];
  else if (dr < 0.2) declared = DECLARED[BANDS[Math.max(0, BANDS.indexOf(band) - 1)] as Band];
  if (plant?.declared !== undefined) declared = plant.declared;
  else if (plant?.years !== undefined) declared = DECLARED[band];

  // sectors
  let sectors: string[];
  if (plant?.sectors) sectors = plant.sectors;
  else {
    const n = Math.min(
      o.sectors.length,
      r.weighted([
        [1, 0.35],
        [2, 0.45],
        [3, 0.2],
      ] as const),
    );
    sectors = r.sample(o.sectors, n);
    if (o.sectors.includes('nucleaire') && !sectors.includes('nucleaire') && hub.nuc >= 2 && r.chance(0.5)) {
      sectors[0] = 'nucleaire';
    }
    if (o.sectors.includes('petrole') && !sectors.includes('petrole') && hub.oil >= 2 && r.chance(0.4)) {
      sectors[sectors.length - 1] = 'petrole';
    }
    sectors = [...new Set(sectors)];
  }

  // skills
  let skills: string[];
  if (plant?.skills) skills = plant.skills;
  else {
    const nOpt = Math.min(o.opt.length, r.int(2, 5));
    skills = [...o.core, ...r.sample(o.opt, nOpt)];
    if (sectors.includes('nucleaire') && ['ing-tuyauterie', 'ing-soudage', 'inspecteur-expediting'].includes(o.key)) {
      if (r.chance(0.6) && !skills.includes('rccm')) skills.push('rccm');
    }
  }
  for (const s of plant?.addSkills ?? []) if (!skills.includes(s)) skills.push(s);
  skills = skills.filter((s) => !(plant?.dropSkills ?? []).includes(s));

  // certificates
  let certs: string[];
  if (plant?.certs) certs = plant.certs;
  else {
    certs = [];
    for (const c of o.certs ?? []) {
      const p = ['scn1', 'rp2', 'csps', 'iwe', 'cofut2', 'habelec', 'pcr'].includes(c) ? 0.6 : 0.35;
      if (r.chance(p)) certs.push(c);
    }
    if (o.key === 'controleur-cnd' && years >= 12 && r.chance(0.4)) certs.push('cofut3');
    if (r.chance(0.1)) certs.push('sst');
    if (o.family === 'projet' && r.chance(0.12)) certs.push(r.pick(['pmp', 'prince2']));
    if (sectors.includes('nucleaire') && o.family !== 'nucleaire' && r.chance(0.35)) certs.push('scn1');
    if (sectors.includes('petrole') && r.chance(0.25)) certs.push('atex');
    certs = [...new Set(certs)];
  }

  // availability
  let available: boolean;
  let availableFrom: string;
  if (plant?.availableFrom) {
    availableFrom = plant.availableFrom;
    available = plant.available ?? availableFrom <= TODAY;
  } else if (plant?.available !== undefined) {
    available = plant.available;
    availableFrom = available ? addDays(TODAY, -r.int(0, 60)) : addDays(TODAY, r.int(10, 200));
  } else {
    available = r.chance(0.45);
    availableFrom = available ? addDays(TODAY, -r.int(0, 60)) : addDays(TODAY, r.int(7, 200));
  }

  // day rate
  let rate: number | null;
  if (plant && plant.rate !== undefined) rate = plant.rate;
  else if (r.chance(0.1)) rate = null;
  else {
    const t = Math.min(years, 25) / 25;
    let v = (o.rate[0] + (o.rate[1] - o.rate[0]) * t) * (0.88 + r.f() * 0.24);
    if (country === 'CH') v *= 1.45;
    if (country === 'LU') v *= 1.15;
    rate = Math.round(v / 10) * 10;
  }

  // preferences
  const remote: Remote[] =
    plant?.remote ??
    (o.remote === 'site'
      ? r
          .weighted([
            [['Sur site'], 0.7],
            [['Sur site', 'Hybride'], 0.3],
          ] as const)
          .slice()
      : o.remote === 'mixed'
        ? r
            .weighted([
              [['Sur site', 'Hybride'], 0.45],
              [['Hybride'], 0.25],
              [['Sur site'], 0.15],
              [['Hybride', 'Full remote'], 0.1],
              [['Sur site', 'Hybride', 'Full remote'], 0.05],
            ] as const)
            .slice()
        : r
            .weighted([
              [['Hybride', 'Full remote'], 0.35],
              [['Full remote'], 0.2],
              [['Hybride'], 0.25],
              [['Sur site', 'Hybride'], 0.2],
            ] as const)
            .slice());
  const days: number[] =
    plant?.days ??
    r
      .weighted([
        [[5], o.remote === 'site' ? 0.55 : 0.38],
        [[4, 5], 0.3],
        [[3, 4, 5], 0.1],
        [[4], 0.06],
        [[3, 4], o.remote === 'site' ? 0.03 : 0.08],
        [[2, 3], o.remote === 'site' ? 0 : 0.05],
        [[1, 2], o.remote === 'site' ? 0 : 0.03],
      ] as const)
      .slice();
  const allDur: Duration[] = ['< 3 mois', '3 a 6 mois', '6 a 12 mois', '> 12 mois'];
  const durations: Duration[] =
    plant?.durations ??
    (o.key === 'charge-affaires-nucleaire'
      ? r.sample(['< 3 mois', '3 a 6 mois', '6 a 12 mois'] as Duration[], r.int(1, 3))
      : r.sample(allDur, r.int(1, 3))
    ).sort((a, b) => allDur.indexOf(a) - allDur.indexOf(b));

  const areas = plant?.areas ?? drawAreas(r, o, home, sectors);
  const langs = plant?.langs ?? drawLangs(r, o, en, foreign);
  const nEmployers = years <= 1 ? 1 : years <= 3 ? 2 : r.int(2, 4);
  const priv = drawPrivate(r, ctx, firstName, lastName, country, nEmployers);
  const schoolList = (SCHOOLS[o.degree] ?? []).filter(([name]) => schoolFits(name, o));
  const nSchools = r.chance(0.2) ? 2 : 1;
  const schoolPool =
    foreign >= 0 ? schoolList.filter((s) => /University|College|Politec|Politéc|ETH|EPFL|Heriot/.test(s[0])) : [];
  for (let i = 0; i < nSchools; i++) {
    const s = r.pick(schoolPool.length > 0 && i === 0 ? schoolPool : schoolList);
    if (!priv.schools.includes(s[0])) priv.schools.push(s[0]);
  }
  if (cvLang === 'fr' && ctx.schoolsLeft.length > 0 && r.chance(0.1))
    priv.schools.push(ctx.schoolsLeft.shift() as string);
  if (r.chance(0.4)) priv.referees.push(personName(r));
  if (r.chance(0.22)) priv.people.push(personName(r));

  return {
    id,
    occ: o.key,
    family: o.family,
    neighbour: o.neighbour === true,
    gender,
    firstName,
    lastName,
    years,
    band,
    declared,
    available,
    availableFrom,
    rate,
    remote,
    days,
    durations,
    home,
    areas,
    langs,
    skills,
    certs,
    sectors,
    cvLang,
    noAccents: plant?.noAccents ?? (cvLang === 'fr' && r.chance(0.08)),
    vehicle: plant?.vehicle ?? r.chance(o.remote === 'site' ? 0.9 : 0.75),
    openToCdi: r.chance(0.25),
    private: priv,
    leaks: r.chance(0.24),
  };
}

// ------------------------------------------------------------------------------------------------ writing the profile
const LANG_NAMES: Record<Lang['code'], [string, string]> = {
  fr: ['Français', 'French'],
  en: ['Anglais', 'English'],
  de: ['Allemand', 'German'],
  es: ['Espagnol', 'Spanish'],
  it: ['Italien', 'Italian'],
  nl: ['Néerlandais', 'Dutch'],
  pt: ['Portugais', 'Portuguese'],
  ar: ['Arabe', 'Arabic'],
  pl: ['Polonais', 'Polish'],
};
const FLUENCY_FR: Record<number, string[]> = {
  1: ['Notions', 'Scolaire', 'Débutant'],
  2: ['Professionnel', 'Intermédiaire', 'Bon niveau'],
  3: ['Courant', 'Courant (C1)', 'Très bon niveau'],
  4: ['Langue maternelle', 'Bilingue', 'Natif'],
};
const FLUENCY_EN: Record<number, string[]> = {
  1: ['Basic', 'Elementary'],
  2: ['Professional working proficiency', 'Intermediate'],
  3: ['Fluent', 'Full professional proficiency'],
  4: ['Native', 'Bilingual'],
};
const TOOLS = new Set([
  'robot',
  'scia',
  'advance',
  'tekla',
  'revit',
  'autocad',
  'allplan',
  'climawin',
  'pleiades',
  'caneco',
  'dialux',
  'attic',
  'navisworks',
  'solibri',
  'dynamo',
  'fds',
  'covadis',
  'mensura',
  'plaxis',
  'pvsyst',
  'windpro',
  'etap',
  'powerfactory',
  'hysys',
  'caesar',
  'e3d',
  'ansys',
  'solidworks',
  'inventor',
  'catia',
  'eplan',
  'seeelec',
  'tia',
  'schneider',
  'primavera',
  'msproject',
  'sapmm',
  'sappm',
  'archicad',
  'sketchup',
  'python',
  'csharp',
  'sql',
  'powerbi',
  'jira',
  'crm',
]);

/** Titles that name a sector are only used by profiles that work in it. */
const TITLE_SECTORS: [RegExp, string][] = [
  [/éolien|Wind/, 'eolien'],
  [/photovoltaïque|Solar|PV /, 'solaire'],
  [/oil & gas/, 'petrole'],
];
function titleFits(title: string, t: Truth): boolean {
  if (t.years < 7 && /Senior|Lead|principale?\b|Directeur|Directrice|Director|Responsable/.test(title)) return false;
  return TITLE_SECTORS.every(([re, sec]) => !re.test(title) || t.sectors.includes(sec));
}
function titleOf(r: Rng, o: Occupation, t: Truth): string {
  const en = t.cvLang === 'en';
  const ens = o.en.filter((x) => titleFits(x, t));
  const frs = o.fr.filter((x) => titleFits(x[0], t));
  if (ens.length > 0 && (en || frs.length === 0 || (o.enInFr && r.chance(o.enInFr)))) return r.pick(ens);
  const pair = r.pick(frs.length > 0 ? frs : o.fr);
  return t.gender === 'f' ? pair[1] : pair[0];
}

function fill(r: Rng, tpl: string, t: Truth, en: boolean): string {
  const projects = t.sectors.flatMap((s) => {
    const sec = SECTORS[s];
    return sec ? (en ? sec[3] : sec[2]) : [];
  });
  const skillLabels = t.skills.map((s) => skillLabel(s, en));
  const tools = t.skills.filter((s) => TOOLS.has(s)).map((s) => skillLabel(s, en));
  const pool = tools.length > 0 ? tools : skillLabels;
  const out = tpl
    .replace(/\{p\}/g, () => (projects.length > 0 ? r.pick(projects) : en ? 'several projects' : 'plusieurs projets'))
    .replace(/\{t\}/g, () => r.pick(pool))
    .replace(/\{u\}/g, () => r.pick(skillLabels))
    .replace(/\{n\}/g, () => String(r.int(2, 9)));
  return en ? out : contract(out);
}

/** French elisions and contractions after filling templates ("de le" -> "du", "de un" -> "d’un"...). */
function contract(s: string): string {
  return s
    .replace(/\bde le /g, 'du ')
    .replace(/\bde les /g, 'des ')
    .replace(/\bà le /g, 'au ')
    .replace(/\bà les /g, 'aux ')
    .replace(/\bde ([aeiouyéèêAEIOUYÉÈÊ])/g, 'd’$1');
}

function cityName(key: string): string {
  const a = area(key);
  return a.cityName ?? a.departmentName ?? a.regionName ?? a.countryName ?? key;
}
function areaPhrase(key: string, en: boolean): string {
  const a = area(key);
  if (a.type === 'ville') return a.cityName ?? '';
  if (a.type === 'departement')
    return en ? `${a.departmentName ?? ''}` : `${a.departmentName ?? ''} (${a.departmentCode ?? ''})`;
  if (a.type === 'region') return a.regionName ?? '';
  return a.countryName === 'France' ? (en ? 'all of France' : 'toute la France') : (a.countryName ?? '');
}

function availabilityText(r: Rng, t: Truth): string {
  const en = t.cvLang === 'en';
  if (t.available) {
    return en
      ? r.pick(['ASAP', 'Immediately', 'Available now', ''])
      : r.pick(['Immédiate', 'Disponible immédiatement', 'Dès maintenant', '', t.availableFrom]);
  }
  const [y, m, d] = t.availableFrom.split('-');
  const mi = Number(m) - 1;
  return en
    ? r.pick([`From ${MONTHS_EN[mi] ?? ''} ${y ?? ''}`, t.availableFrom, `${d ?? ''}/${m ?? ''}/${y ?? ''}`])
    : r.pick([
        t.availableFrom,
        `${d ?? ''}/${m ?? ''}/${y ?? ''}`,
        `À partir du ${Number(d)} ${MONTHS_FR[mi] ?? ''} ${y ?? ''}`,
        `${MONTHS_FR[mi] ?? ''} ${y ?? ''}`,
      ]);
}

function rateText(r: Rng, t: Truth): string {
  const en = t.cvLang === 'en';
  if (t.rate === null)
    return r.pick(en ? ['', 'Negotiable', 'On request'] : ['', 'À négocier', 'Négociable', 'Selon mission']);
  const v = t.rate;
  const ch = area(t.home).countryCode === 'CH';
  if (ch && r.chance(0.5)) return `${Math.round(v / 0.95 / 10) * 10} CHF`;
  const lo = v - 30;
  const hi = v + 30;
  return en
    ? r.pick([`${v}`, `€${v}/day`, `${v} EUR`, `${lo}-${hi} EUR`])
    : r.pick([`${v}`, `${v} €`, `${v} €/jour`, `${lo}-${hi} €`, `TJM ${v} € HT`]);
}

function summaryOf(r: Rng, o: Occupation, t: Truth, title: string): string {
  const en = t.cvLang === 'en';
  const f = t.gender === 'f';
  const secs = t.sectors.map((s) => (SECTORS[s] ? (en ? SECTORS[s][1] : SECTORS[s][0]) : s));
  const secText =
    secs.length <= 1
      ? (secs[0] ?? '')
      : `${secs.slice(0, -1).join(', ')}${en ? ' and ' : ' et '}${secs[secs.length - 1] ?? ''}`;
  const skillsText = r
    .sample(t.skills, Math.min(4, t.skills.length))
    .map((s) => skillLabel(s, en))
    .join(', ');
  const home = cityName(t.home);
  const others = t.areas.filter((k) => k !== t.home).map((k) => areaPhrase(k, en));
  const parts: string[] = [];
  const yrs = t.years <= 1 ? (en ? '1 year' : '1 an') : en ? `${t.years} years` : `${t.years} ans`;
  if (en) {
    parts.push(
      r.pick([
        `${title} with ${yrs} of experience in ${secText}.`,
        `Freelance ${title}, ${yrs} of experience, mainly on ${secText} projects.`,
        `${yrs} of experience as ${title} in ${secText}.`,
      ]),
    );
    parts.push(r.pick([`Key skills: ${skillsText}.`, `Skilled in ${skillsText}.`]));
    if (r.chance(0.7))
      parts.push(
        others.length > 0
          ? `Based in ${home}, available for assignments in ${others.join(', ')}.`
          : `Based in ${home}.`,
      );
    const enLang = t.langs.find((l) => l.code === 'fr');
    if (enLang && enLang.level >= 3 && r.chance(0.5)) parts.push('Fluent in French and English.');
  } else {
    const exp = f ? 'expérimentée' : 'expérimenté';
    parts.push(
      r.pick([
        `${title} avec ${yrs} d’expérience en ${secText}.`,
        `${title} freelance, ${yrs} d’expérience, principalement sur des projets ${secs.length > 0 ? `de ${secText}` : ''}.`,
        `${yrs} d’expérience comme ${title.toLowerCase()} dans le secteur ${secText}.`,
        `${title}${t.years >= 7 && !/senior/i.test(title) ? ` ${exp}` : ''} (${yrs}), secteurs : ${secText}.`,
      ]),
    );
    parts.push(
      r.pick([`Compétences : ${skillsText}.`, `Maîtrise de ${skillsText}.`, `Outils et domaines : ${skillsText}.`]),
    );
    if (r.chance(0.7)) {
      const based = f ? 'Basée' : 'Basé';
      parts.push(
        others.length > 0 ? `${based} à ${home}, missions possibles : ${others.join(', ')}.` : `${based} à ${home}.`,
      );
    }
    const enl = t.langs.find((l) => l.code === 'en');
    if (enl && enl.level >= 3 && r.chance(0.5)) parts.push('Anglais courant.');
    if (t.available && r.chance(0.4)) parts.push(f ? 'Disponible immédiatement.' : 'Disponible immédiatement.');
  }
  if (t.leaks) {
    const p = t.private;
    const leak = r.int(0, 5);
    const s =
      leak === 0
        ? en
          ? `Contact: ${p.email} / ${p.phone}.`
          : `Contact : ${p.email} – ${p.phone}.`
        : leak === 1
          ? en
            ? `I am ${t.firstName} ${t.lastName}, graduate of ${p.schools[0] ?? ''}.`
            : `${t.firstName} ${t.lastName}, ${f ? 'diplômée' : 'diplômé'} de ${p.schools[0] ?? ''}.`
          : leak === 2
            ? en
              ? `Formerly with ${p.employers[p.employers.length - 1] ?? ''}.`
              : `Ancien${f ? 'ne' : ''} de ${p.employers[p.employers.length - 1] ?? ''}.`
            : leak === 3
              ? `LinkedIn : linkedin.com/in/${p.linkedin}`
              : leak === 4
                ? en
                  ? `Call me on ${p.phone}.`
                  : `Joignable au ${p.phone}.`
                : en
                  ? `References available from ${p.referees[0] ?? p.employers[0] ?? ''}.`
                  : `Références : ${p.referees[0] ?? p.employers[0] ?? ''}.`;
    parts.push(s);
  }
  return en ? parts.join(' ') : contract(parts.join(' '));
}

interface Written {
  profile: Record<string, unknown>;
}

function writeProfile(r: Rng, t: Truth): Written {
  const o = occupation(t.occ);
  const en = t.cvLang === 'en';
  const f = t.gender === 'f';
  let title = titleOf(r, o, t);
  const q = r.f();
  if (!en && q < 0.15 && t.years >= 7) title = `${title} senior`;
  else if (!en && q < 0.25) title = `${title} – ${t.years} ans d’expérience`;
  else if (!en && q < 0.3 && t.years >= 3 && t.years <= 6) title = `${title} ${f ? 'confirmée' : 'confirmé'}`;
  else if (en && q < 0.2 && t.years >= 8 && !/Senior|Lead/.test(title)) title = `Senior ${title}`;
  else if (q < 0.38)
    title = `${title} | ${t.skills
      .slice(0, 2)
      .map((s) => skillLabel(s, en))
      .join(' / ')}`;
  else if (!en && q < 0.42) title = `${title} freelance`;
  const summary = summaryOf(r, o, t, title.split(/ [|–] /)[0] ?? title);

  // work history, most recent first; periods follow one another from the start of the career to now
  const startYear = 2026 - t.years;
  const nWork = t.private.employers.length;
  const nowM = 2026 * 12 + 10; // November 2026, months counted from year 0
  const careerM = nowM - t.years * 12 + r.int(0, 5);
  const span = nowM - careerM;
  const startsM: number[] = [careerM];
  for (let i = 1; i < nWork; i++) {
    const base = careerM + Math.round((span * i) / nWork);
    startsM.push(Math.max((startsM[i - 1] ?? careerM) + 4, base + r.int(-3, 3)));
  }
  const ymOf = (m: number): string => ym(Math.floor(m / 12), (m % 12) + 1);
  const work: Record<string, unknown>[] = [];
  const prevKeys = PREV[t.occ] ?? [];
  const usePrev = prevKeys.length > 0 && t.years >= 6 && r.chance(0.45);
  let personUsed = false;
  for (let i = nWork - 1; i >= 0; i--) {
    const sM = Math.min(nowM, startsM[i] ?? careerM);
    const nextM = startsM[i + 1];
    const isLast = i === nWork - 1;
    const po = usePrev && i === 0 ? occupation(r.pick(prevKeys)) : o;
    let position: string;
    if (po === o) position = isLast ? (title.split(/ [|–] /)[0] ?? title) : titleOf(r, o, t);
    else {
      const pair = r.pick(po.fr);
      position = en ? r.pick(po.en) : f ? pair[1] : pair[0];
    }
    if (!en && i === 0 && t.years >= 5 && po === o && r.chance(0.3)) position = `${position} junior`;
    const tpls = en ? po.men : po.mfr;
    const nSent = r.int(1, 2);
    const sentences = r.sample(tpls, nSent).map((s) => fill(r, s, { ...t, skills: po === o ? t.skills : po.core }, en));
    if (!personUsed && t.private.people.length > 0 && (isLast || r.chance(0.5))) {
      const p = t.private.people[0] ?? '';
      sentences.push(
        en
          ? r.pick([`Reporting to ${p}, project director.`, `Worked alongside ${p}.`])
          : r.pick([`Sous la responsabilité de ${p} (direction de projet).`, `En binôme avec ${p}.`]),
      );
      personUsed = true;
    }
    const entry: Record<string, unknown> = {
      name: t.private.employers[i] ?? '',
      position,
      startDate: ymOf(sM),
      summary: sentences.join(' '),
    };
    if (!isLast && nextM !== undefined) entry.endDate = ymOf(Math.max(sM, nextM - r.int(0, 2)));
    else if (t.available) {
      const endM = Math.min(
        nowM,
        Math.max(sM, Number(t.availableFrom.slice(0, 4)) * 12 + Number(t.availableFrom.slice(5, 7)) - 1),
      );
      entry.endDate = ymOf(endM);
    }
    work.push(entry);
  }

  // education
  const schools = [...(SCHOOLS[o.degree] ?? []), ...RARE_SCHOOLS];
  let prevStart = startYear;
  const education = t.private.schools.map((name, i) => {
    const s = schools.find((x) => x[0] === name);
    const endY = i === 0 ? startYear : prevStart;
    const len = s?.[1] === 'BTS' ? 2 : r.int(2, 5);
    prevStart = endY - len;
    return {
      institution: name,
      area: en ? o.area[1] : o.area[0],
      studyType: s ? (en ? s[2] : s[1]) : '',
      startDate: String(endY - len),
      endDate: String(endY),
    };
  });

  const certificates = t.certs.map((c) => {
    const cc = CERTS[c];
    if (!cc) throw new Error(`unknown cert ${c}`);
    return {
      name: en ? cc[1] : cc[0],
      issuer: cc[2],
      startDate: ym(r.int(Math.max(2000, startYear), 2026), r.int(1, 11)),
    };
  });

  const levelsFr = ['Intermédiaire', 'Avancé', 'Expert'];
  const levelsEn = ['Intermediate', 'Advanced', 'Expert'];
  const domain = t.skills.filter((s) => !TOOLS.has(s));
  const tools = t.skills.filter((s) => TOOLS.has(s));
  const skills: Record<string, unknown>[] = domain.map((s) => ({
    name: skillLabel(s, en),
    level: r.pick(en ? levelsEn : levelsFr),
    keywords: [],
  }));
  if (tools.length > 0) {
    if (r.chance(0.5))
      skills.push({ name: en ? 'Software' : 'Logiciels', level: '', keywords: tools.map((s) => skillLabel(s, en)) });
    else
      for (const s of tools)
        skills.push({ name: skillLabel(s, en), level: r.pick(en ? levelsEn : levelsFr), keywords: [] });
  }

  const native = t.langs[0]?.code;
  const languages = t.langs.map((l) => ({
    language: LANG_NAMES[l.code][en ? 1 : 0],
    fluency:
      l.level === 4 && l.code !== native
        ? r.pick(en ? ['Bilingual', 'Full professional proficiency'] : ['Bilingue', 'Courant (C2)'])
        : r.pick((en ? FLUENCY_EN : FLUENCY_FR)[l.level] ?? ['']),
  }));

  const references = t.private.referees.map((name) => {
    const emp = t.private.employers[t.private.employers.length - 1] ?? '';
    return {
      name,
      reference: en
        ? `Project director at ${emp}: "Reliable and rigorous, I recommend this consultant."`
        : `Directeur de projet chez ${emp} : « Rigueur et fiabilité, je recommande sans réserve. »`,
    };
  });

  const h = area(t.home);
  const countryName = h.countryName ?? '';
  const created = new Date(Date.UTC(2023, 0, 1) + Math.floor(r.f() * 1330) * 86400000);
  const updated = new Date(
    Math.min(Date.UTC(2026, 10, 30), created.getTime() + Math.floor(r.f() * 700) * 86400000 + 3600000),
  );
  const deAccent = (s: string): string => (t.noAccents ? stripAccents(s) : s);
  const url = `https://www.linkedin.com/in/${t.private.linkedin}`;
  const profile = {
    basics: {
      name: `${t.firstName} ${t.lastName}`,
      label: deAccent(title),
      image: '',
      email: t.private.email,
      phone: t.private.phone,
      url,
      summary: deAccent(summary),
      location: {
        address: `${h.cityName ?? ''}, ${countryName}`,
        postalCode: h.cityZipCode ?? '',
        city: h.cityName ?? '',
        countryCode: h.countryCode ?? '',
        region: h.regionName ?? '',
      },
      profiles: [{ username: t.private.linkedin, network: 'LinkedIn', url }],
    },
    work: work.map((w) => ({ ...w, position: deAccent(String(w.position)), summary: deAccent(String(w.summary)) })),
    education,
    certificates,
    skills: skills.map((s) => ({ ...s, name: deAccent(String(s.name)) })),
    languages,
    volunteer: [],
    awards: [],
    publications: [],
    interests: [],
    references,
    projects: [],
    meta: {
      id: t.id,
      createdAt: created.toISOString(),
      updatedAt: updated.toISOString(),
      firstName: t.firstName,
      lastName: t.lastName,
      ...(r.chance(0.6) ? { cvUrl: `https://cv.example-freelance.fr/files/${t.id}.pdf` } : {}),
      freelance: {
        available: t.available,
        availabilityDate: availabilityText(r, t),
        rate: rateText(r, t),
        seniority: t.declared,
        professions: o.professions,
        openToCdi: t.openToCdi,
        vehicle: t.vehicle,
        preferences: {
          missionDuration: t.durations,
          remoteWork: t.remote,
          daysPerWeek: t.days.map(String),
          workAreas: t.areas.map((k) => area(k)),
        },
      },
    },
  };
  return { profile };
}

// ------------------------------------------------------------------------------------------------ planted profiles
/**
 * Profiles with fixed attributes, so the demanding queries have answers and near misses. They are spread through the
 * pool and written exactly like the others.
 */
export const PLANTS: Plant[] = [
  {
    occ: 'ing-structure',
    home: 'lyon-07',
    areas: ['lyon-07', 'd-69'],
    years: 9,
    availableFrom: '2027-01-04',
    durations: ['3 a 6 mois', '6 a 12 mois'],
  },
  { occ: 'economiste', home: 'aix-en-provence', areas: ['aix-en-provence', 'd-13'] },
  { occ: 'economiste', home: 'toulon', areas: ['toulon', 'd-83'] },
  {
    occ: 'radioprotection',
    home: 'les-pieux',
    areas: ['les-pieux', 'flamanville', 'la-hague'],
    certs: ['pcr', 'rp2', 'scn1'],
  },
  { occ: 'radioprotection', home: 'caen', areas: ['caen', 'd-14'] },
  { occ: 'ing-tuyauterie', home: 'dunkerque', areas: ['dunkerque', 'd-59'], years: 16, addSkills: ['caesar'] },
  { occ: 'ing-tuyauterie', home: 'lille', areas: ['lille'] },
  { occ: 'hse', home: 'martigues', areas: ['martigues', 'r-FR-93'], sectors: ['petrole', 'chimie'], years: 12 },
  { occ: 'ing-elec-indus', home: 'geneve', areas: ['geneve', 'r-CH-GE'], cvLang: 'en' },
  { occ: 'ing-elec-bat', home: 'ferney-voltaire', areas: ['ferney-voltaire', 'd-01'] },
  {
    occ: 'bim-manager',
    home: 'brussels',
    areas: ['brussels', 'p-BE'],
    years: 12,
    langs: [
      { code: 'fr', level: 4 },
      { code: 'en', level: 3 },
      { code: 'nl', level: 2 },
    ],
  },
  { occ: 'bim-manager', home: 'lille', areas: ['lille', 'd-59'] },
  { occ: 'geometre', home: 'metz', areas: ['metz', 'd-57'], years: 4, vehicle: true },
  { occ: 'controle-projet', home: 'luxembourg', areas: ['luxembourg', 'p-LU'], cvLang: 'en' },
  { occ: 'controle-projet', home: 'thionville', areas: ['thionville', 'd-57'] },
  {
    occ: 'ing-mes',
    home: 'roussillon',
    areas: ['roussillon', 'd-38'],
    sectors: ['chimie', 'petrole'],
    years: 11,
    available: true,
  },
  { occ: 'economiste', years: 14 },
  { occ: 'economiste', years: 9 },
  { occ: 'ing-surete', gender: 'f', years: 1 },
  { occ: 'ing-surete', years: 3 },
  { occ: 'cp-industriel', years: 23, sectors: ['petrole', 'chimie'] },
  { occ: 'cp-industriel', years: 18 },
  { occ: 'geometre', home: 'saint-lo', areas: ['saint-lo', 'd-50'], years: 7, vehicle: true },
  { occ: 'geometre', home: 'caen', areas: ['caen', 'd-14'], years: 3, vehicle: true },
  { occ: 'conducteur-travaux', home: 'paris-11', areas: ['paris-11', 'd-75'], available: true },
  { occ: 'conducteur-travaux', home: 'boulogne-billancourt', areas: ['boulogne-billancourt', 'd-92'], available: true },
  { occ: 'ing-cvc', home: 'nantes', areas: ['nantes', 'd-44'], addSkills: ['re2020'] },
  { occ: 'ing-cvc', home: 'nantes', areas: ['nantes'], addSkills: ['rt2012'], dropSkills: ['re2020'] },
  { occ: 'ing-cvc', home: 'angers', areas: ['angers', 'd-49'], addSkills: ['re2020'] },
  { occ: 'ing-tuyauterie', addSkills: ['caesar'], remote: ['Hybride', 'Full remote'], cvLang: 'en' },
  { occ: 'ing-tuyauterie', addSkills: ['caesar'], remote: ['Sur site', 'Hybride'] },
  {
    occ: 'bim-manager',
    home: 'geneve',
    areas: ['geneve', 'r-CH-GE'],
    langs: [
      { code: 'fr', level: 4 },
      { code: 'en', level: 3 },
    ],
  },
  {
    occ: 'bim-manager',
    home: 'annemasse',
    areas: ['annemasse', 'd-74'],
    langs: [
      { code: 'fr', level: 4 },
      { code: 'en', level: 2 },
    ],
  },
  {
    occ: 'planificateur',
    home: 'rouen',
    areas: ['rouen', 'r-FR-28'],
    years: 11,
    addSkills: ['primavera'],
    sectors: ['nucleaire'],
    cvLang: 'en',
  },
  {
    occ: 'planificateur',
    home: 'cherbourg-en-cotentin',
    areas: ['cherbourg-en-cotentin', 'd-50'],
    years: 8,
    skills: ['msproject', 'reporting'],
    sectors: ['nucleaire'],
  },
  {
    occ: 'planificateur',
    home: 'paris-15',
    areas: ['paris-15', 'p-FR'],
    years: 9,
    addSkills: ['primavera'],
    sectors: ['nucleaire', 'petrole'],
  },
  {
    occ: 'charge-affaires-nucleaire',
    home: 'gravelines',
    areas: ['gravelines', 'd-59'],
    years: 8,
    certs: ['scn1', 'rp2', 'csq'],
    availableFrom: '2027-02-01',
  },
  {
    occ: 'charge-affaires-nucleaire',
    home: 'dunkerque',
    areas: ['dunkerque', 'gravelines'],
    years: 6,
    certs: ['scn1'],
    available: true,
  },
  { occ: 'economiste', home: 'paris-17', areas: ['paris-17', 'd-75'], days: [2, 3] },
  { occ: 'economiste', home: 'paris-08', areas: ['paris-08'], days: [4, 5] },
  { occ: 'ing-mes', home: 'lyon-07', areas: ['lyon-07', 'd-69'], sectors: ['chimie'], years: 9, available: true },
  { occ: 'geometre', home: 'cherbourg-en-cotentin', areas: ['cherbourg-en-cotentin'], vehicle: false },
  {
    occ: 'contract-manager',
    home: 'geneve',
    areas: ['geneve', 'r-CH-GE', 'p-CH'],
    years: 14,
    langs: [
      { code: 'fr', level: 4 },
      { code: 'en', level: 3 },
    ],
    cvLang: 'en',
  },
  {
    occ: 'contract-manager',
    home: 'lausanne',
    areas: ['lausanne', 'r-CH-VD'],
    years: 11,
    langs: [
      { code: 'fr', level: 4 },
      { code: 'en', level: 4 },
    ],
  },
  {
    occ: 'ing-soudage',
    home: 'saint-nazaire',
    areas: ['saint-nazaire', 'd-44'],
    certs: ['iwe'],
    sectors: ['naval', 'nucleaire'],
  },
  { occ: 'ing-soudage', home: 'saint-nazaire', areas: ['saint-nazaire'], certs: ['iwt'] },
  { occ: 'ing-soudage', home: 'nantes', areas: ['nantes'], certs: ['iwe'] },
  { occ: 'opc', home: 'paris-15', areas: ['paris-15', 'd-75'], rate: 520 },
  { occ: 'opc', home: 'paris-11', areas: ['paris-11'], rate: 600 },
  { occ: 'opc', home: 'montrouge', areas: ['montrouge', 'r-FR-11'], rate: 720, days: [3, 4] },
  {
    occ: 'ing-mes',
    home: 'martigues',
    areas: ['martigues', 'fos-sur-mer'],
    sectors: ['petrole'],
    langs: [
      { code: 'fr', level: 4 },
      { code: 'en', level: 3 },
    ],
  },
  {
    occ: 'ing-mes',
    home: 'marseille-08',
    areas: ['marseille-08'],
    sectors: ['petrole', 'hydrogene'],
    langs: [
      { code: 'fr', level: 4 },
      { code: 'en', level: 3 },
    ],
    cvLang: 'en',
  },
  { occ: 'conducteur-travaux', home: 'bordeaux', areas: ['bordeaux', 'd-33'], available: true },
  { occ: 'directeur-travaux', home: 'merignac', areas: ['merignac', 'd-33'], available: true },
  { occ: 'economiste', remote: ['Hybride', 'Full remote'] },
  {
    occ: 'bim-coord',
    home: 'brussels',
    areas: ['brussels', 'r-BE-BRU'],
    langs: [
      { code: 'fr', level: 4 },
      { code: 'en', level: 3 },
      { code: 'nl', level: 3 },
    ],
    cvLang: 'en',
  },
  {
    occ: 'bim-coord',
    home: 'antwerpen',
    areas: ['antwerpen'],
    langs: [
      { code: 'nl', level: 4 },
      { code: 'en', level: 3 },
      { code: 'fr', level: 2 },
    ],
    cvLang: 'en',
  },
  { occ: 'dev-enr', home: 'nancy', areas: ['nancy', 'r-FR-44'], sectors: ['eolien'], years: 7, vehicle: true },
  { occ: 'dev-enr', home: 'reims', areas: ['reims', 'd-51'], sectors: ['solaire'], years: 6, vehicle: true },
  {
    occ: 'ing-structure',
    home: 'lausanne',
    areas: ['lausanne', 'p-CH'],
    addSkills: ['ec8'],
    langs: [
      { code: 'fr', level: 4 },
      { code: 'en', level: 2 },
    ],
  },
  {
    occ: 'ing-structure',
    home: 'annemasse',
    areas: ['annemasse', 'd-74'],
    addSkills: ['ec8'],
    langs: [
      { code: 'fr', level: 4 },
      { code: 'en', level: 3 },
    ],
  },
  {
    occ: 'hse',
    gender: 'f',
    home: 'le-havre',
    areas: ['le-havre', 'd-76'],
    certs: ['atex', 'nebosh'],
    sectors: ['petrole'],
    availableFrom: '2026-12-21',
  },
  { occ: 'hse', home: 'rouen', areas: ['rouen'], certs: ['atex'], available: true },
  {
    occ: 'ing-instrumentation',
    home: 'roussillon',
    areas: ['roussillon', 'd-38'],
    sectors: ['chimie'],
    days: [4, 5],
    addSkills: ['dcs'],
    cvLang: 'en',
  },
  {
    occ: 'ing-instrumentation',
    home: 'lyon-07',
    areas: ['lyon-07', 'd-69'],
    sectors: ['chimie', 'petrole'],
    days: [4],
  },
  { occ: 'ing-surete', years: 18, addSkills: ['rapportsurete'] },
  { occ: 'ing-surete', years: 16, dropSkills: ['rapportsurete'] },
  { occ: 'auditeur-energetique', home: 'luxembourg', areas: ['luxembourg', 'p-LU', 'p-BE'], cvLang: 'en' },
  { occ: 'auditeur-energetique', home: 'metz', areas: ['metz', 'd-57'] },
  { occ: 'proj-elec', home: 'marseille-02', areas: ['marseille-02', 'd-13'], addSkills: ['revit'] },
  { occ: 'proj-elec', home: 'aix-en-provence', areas: ['aix-en-provence'], addSkills: ['revit'] },
];

// ------------------------------------------------------------------------------------------------ the corpus
const N_RANDOM = 660;
let cache: { profile: unknown; truth: Truth }[] | null = null;

export function corpus(): { profile: unknown; truth: Truth }[] {
  if (cache) return cache;
  const r = new Rng(mulberry32(280_2026));
  const ctx: Ctx = {
    usedNames: new Set(),
    usedEmails: new Set(),
    usedSlugs: new Set(),
    rareLeft: [...RARE_LAST],
    smallLeft: [...SMALL_SURNAMES],
    usedSmall: new Set(),
    schoolsLeft: RARE_SCHOOLS.map((x) => x[0]),
  };
  const total = N_RANDOM + PLANTS.length;
  const plantAt = new Map<number, Plant>();
  PLANTS.forEach((p, k) => plantAt.set(Math.floor(((k + 0.5) * total) / PLANTS.length), p));
  // At least three profiles of each occupation, the rest drawn by weight, then shuffled.
  const occs: Occupation[] = OCCUPATIONS.flatMap((o) => [o, o, o]);
  while (occs.length < N_RANDOM) occs.push(drawOcc(r));
  for (let i = occs.length - 1; i > 0; i--) {
    const j = Math.floor(r.f() * (i + 1));
    const a = occs[i] as Occupation;
    occs[i] = occs[j] as Occupation;
    occs[j] = a;
  }
  let next = 0;
  const out: { profile: unknown; truth: Truth }[] = [];
  for (let i = 0; i < total; i++) {
    const id = `${PREFIX}${String(i + 1).padStart(4, '0')}`;
    const plant = plantAt.get(i);
    const o = plant ? occupation(plant.occ) : (occs[next++] as Occupation);
    const truth = drawTruth(r, ctx, id, o, plant);
    const { profile } = writeProfile(r, truth);
    out.push({ profile, truth });
  }
  cache = out;
  return out;
}
