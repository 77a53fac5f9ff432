// blind-37 corpus generator: draws a Truth for each profile, then writes the profile (JSON Resume + meta) from it.
// Deterministic (mulberry32). "Today" is 2026-12-02.
import { CITY, COUNTRY, DEPT, REGION } from './areas';
import {
  CERT,
  ESN,
  FIRST_F,
  FIRST_M,
  FOREIGN,
  OCC,
  RARE_SURNAMES,
  SCHOOLS_COMMON,
  SCHOOLS_RARE,
  SECTORS,
  SK,
  SMALL_KINDS,
  SMALL_PLACES,
  SURNAMES,
} from './vocab';
import { PLANTS } from './plants';
import { OCCS } from './types';
import type {
  Band,
  Clearance,
  Declared,
  Duration,
  Home,
  Lang,
  Level,
  Occ,
  Private,
  Remote,
  Sector,
  Truth,
  WorkArea,
} from './types';

export type { Truth } from './types';

export const TODAY = '2026-12-02';
const TODAY_MS = Date.UTC(2026, 11, 2);
const DAY = 86_400_000;

// ---------------------------------------------------------------------------------------------------------------
// Random numbers
export class Rng {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0;
  }
  next(): number {
    this.s = (this.s + 0x6d2b79f5) >>> 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(arr: readonly T[]): T {
    const v = arr[Math.floor(this.next() * arr.length)];
    if (v === undefined) throw new Error('pick from empty array');
    return v;
  }
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((s, [, w]) => s + w, 0);
    let x = this.next() * total;
    for (const [v, w] of items) {
      x -= w;
      if (x < 0) return v;
    }
    const last = items[items.length - 1];
    if (!last) throw new Error('weighted from empty list');
    return last[0];
  }
  shuffle<T>(arr: T[]): T[] {
    for (let i = arr.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const a = arr[i] as T;
      arr[i] = arr[j] as T;
      arr[j] = a;
    }
    return arr;
  }
  sample<T>(arr: readonly T[], n: number): T[] {
    return this.shuffle([...arr]).slice(0, Math.max(0, Math.min(n, arr.length)));
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Areas
/** 'c:Lyon 69003' city, 'd:69' or 'd:BE-WBR' department, 'r:84' or 'r:CH-GE' region, 'p:FR' country. */
export function area(key: string): WorkArea {
  const [kind, rest] = [key.slice(0, 1), key.slice(2)];
  const a =
    kind === 'c'
      ? CITY[rest]
      : kind === 'd'
        ? DEPT[rest]
        : kind === 'r'
          ? REGION[rest]
          : kind === 'p'
            ? COUNTRY[rest]
            : undefined;
  if (!a) throw new Error(`unknown area ${key}`);
  return a;
}

/** Homes and their weights. 'Monaco' is not in the dataset. */
const HOMES: [string, number][] = [
  ['Paris 75008', 3],
  ['Paris 75009', 3],
  ['Paris 75011', 6],
  ['Paris 75012', 4],
  ['Paris 75015', 6],
  ['Paris 75017', 5],
  ['Paris 75018', 4],
  ['Paris 75020', 4],
  ['Boulogne-Billancourt 92100', 4],
  ['Issy-les-Moulineaux 92130', 3],
  ['Courbevoie 92400', 3],
  ['Puteaux 92800', 2],
  ['Nanterre 92000', 2],
  ['Rueil-Malmaison 92500', 2],
  ['Montrouge 92120', 2],
  ['Levallois-Perret 92300', 2],
  ['Colombes 92700', 2],
  ['La Garenne-Colombes 92250', 1],
  ['Châtillon 92320', 1],
  ['Saint-Denis 93200', 2],
  ['Saint-Ouen-sur-Seine 93400', 2],
  ['Noisy-le-Grand 93160', 2],
  ['Montreuil 93100', 3],
  ['Ivry-sur-Seine 94200', 2],
  ['Créteil 94000', 2],
  ['Vincennes 94300', 2],
  ['Massy 91300', 2],
  ['Évry-Courcouronnes 91000', 2],
  ['Guyancourt 78280', 2],
  ['Vélizy-Villacoublay 78140', 1],
  ['Versailles 78000', 2],
  ['Saint-Germain-en-Laye 78100', 1],
  ['Cergy 95000', 2],
  ['Argenteuil 95100', 2],
  ['Meaux 77100', 1],
  ['Melun 77000', 1],
  ['Lyon 69003', 6],
  ['Lyon 69007', 4],
  ['Villeurbanne 69100', 3],
  ['Vénissieux 69200', 1],
  ['Écully 69130', 1],
  ['Grenoble 38000', 3],
  ['Saint-Étienne 42000', 2],
  ['Annecy 74000', 2],
  ['Annemasse 74100', 2],
  ['Ferney-Voltaire 01210', 1],
  ['Chambéry 73000', 1],
  ['Clermont-Ferrand 63000', 2],
  ['Vichy 03200', 1],
  ['Aurillac 15000', 1],
  ['Lille 59000', 6],
  ['Roubaix 59100', 2],
  ["Villeneuve-d'Ascq 59650", 2],
  ['Valenciennes 59300', 1],
  ['Dunkerque 59140', 1],
  ['Arras 62000', 1],
  ['Lens 62300', 1],
  ['Amiens 80000', 1],
  ['Nantes 44000', 6],
  ['Saint-Herblain 44800', 2],
  ['Angers 49000', 2],
  ['Le Mans 72000', 1],
  ['Laval 53000', 1],
  ['Cholet 49300', 1],
  ['La Roche-sur-Yon 85000', 1],
  ['Fontenay-le-Comte 85200', 1],
  ['Rennes 35000', 6],
  ['Cesson-Sévigné 35510', 2],
  ['Saint-Malo 35400', 1],
  ['Brest 29200', 2],
  ['Quimper 29000', 1],
  ['Morlaix 29600', 1],
  ['Lannion 22300', 1],
  ['Saint-Brieuc 22000', 1],
  ['Dinan 22100', 1],
  ['Vannes 56000', 1],
  ['Lorient 56100', 1],
  ['Bordeaux 33000', 6],
  ['Mérignac 33700', 2],
  ['Pessac 33600', 2],
  ['Pau 64000', 1],
  ['Bayonne 64100', 1],
  ['La Rochelle 17000', 1],
  ['Saintes 17100', 1],
  ['Poitiers 86000', 1],
  ['Limoges 87000', 1],
  ['Niort 79000', 3],
  ['Parthenay 79200', 1],
  ['Bressuire 79300', 1],
  ['Périgueux 24000', 1],
  ['Brive-la-Gaillarde 19100', 1],
  ['Mont-de-Marsan 40000', 1],
  ['Guéret 23000', 1],
  ['Toulouse 31000', 5],
  ['Toulouse 31400', 2],
  ['Blagnac 31700', 2],
  ['Labège 31670', 1],
  ['Montpellier 34000', 4],
  ['Albi 81000', 1],
  ['Montauban 82000', 1],
  ['Tarbes 65000', 1],
  ['Perpignan 66000', 1],
  ['Rodez 12000', 1],
  ['Cahors 46000', 1],
  ['Mende 48000', 1],
  ['Marseille 13008', 3],
  ['Aix-en-Provence 13100', 3],
  ['Nice 06000', 3],
  ['Antibes 06600', 2],
  ['Valbonne 06560', 2],
  ['Biot 06410', 1],
  ['Mougins 06250', 1],
  ['Menton 06500', 1],
  ['Beausoleil 06240', 1],
  ['Toulon 83000', 1],
  ['Avignon 84000', 1],
  ['Strasbourg 67000', 4],
  ['Metz 57000', 2],
  ['Thionville 57100', 2],
  ['Nancy 54000', 2],
  ['Longwy 54400', 1],
  ['Mulhouse 68100', 1],
  ['Colmar 68000', 1],
  ['Reims 51100', 1],
  ['Troyes 10000', 1],
  ['Épinal 88000', 1],
  ['Rouen 76000', 2],
  ['Caen 14000', 2],
  ['Le Havre 76600', 1],
  ['Évreux 27000', 1],
  ['Alençon 61000', 1],
  ['Orléans 45000', 2],
  ['Tours 37000', 2],
  ['Chartres 28000', 1],
  ['Bourges 18000', 1],
  ['Dijon 21000', 2],
  ['Besançon 25000', 1],
  ['Belfort 90000', 1],
  ['Montbéliard 25200', 1],
  ['Auxerre 89000', 1],
  ['Ajaccio 20000', 1],
  ['Bastia 20200', 1],
  ['Brussels', 5],
  ['Liège', 2],
  ['Namur', 1],
  ['Charleroi', 1],
  ['Waterloo', 1],
  ['Louvain-la-Neuve', 1],
  ['Mons', 1],
  ['Wavre', 1],
  ['Genève', 4],
  ['Carouge', 1],
  ['Lausanne', 2],
  ['Nyon', 1],
  ['Morges', 1],
  ['Zürich', 1],
  ['Basel', 1],
  ['Neuchâtel', 1],
  ['Fribourg', 1],
  ['Yverdon-les-Bains', 1],
  ['Luxembourg', 4],
  ['Esch-sur-Alzette', 1],
  ['Differdange', 1],
  ['Monaco', 4],
];

export function homeOf(key: string): Home {
  if (key === 'Monaco') {
    return { city: 'Monaco', postalCode: '98000', regionName: 'Monaco', country: 'MC', countryName: 'Monaco' };
  }
  const a = CITY[key];
  if (!a) throw new Error(`unknown home ${key}`);
  const country = a.countryCode ?? 'FR';
  const zipFallback: Record<string, string> = {
    Brussels: '1000',
    Liège: '4000',
    Namur: '5000',
    Charleroi: '6000',
    Waterloo: '1410',
    'Louvain-la-Neuve': '1348',
    Mons: '7000',
    Wavre: '1300',
    Genève: '1204',
    Carouge: '1227',
    Lausanne: '1003',
    Nyon: '1260',
    Morges: '1110',
    Zürich: '8001',
    Basel: '4051',
    Neuchâtel: '2000',
    Fribourg: '1700',
    'Yverdon-les-Bains': '1400',
    Luxembourg: '1118',
    'Esch-sur-Alzette': '4010',
    Differdange: '4601',
  };
  return {
    city: a.cityName ?? key,
    postalCode: a.cityZipCode ?? zipFallback[key] ?? '',
    dept: a.departmentCode,
    region: a.regionCode,
    regionName: a.regionName ?? '',
    country,
    countryName: a.countryName ?? '',
    area: a,
  };
}

const NEIGHBOUR_DEPTS: Record<string, string[]> = {
  '75': ['92', '93', '94'],
  '92': ['75', '78', '95'],
  '93': ['75', '94', '95', '77'],
  '94': ['75', '91', '93', '77'],
  '91': ['94', '78', '77'],
  '78': ['92', '95', '91'],
  '95': ['92', '93', '78'],
  '77': ['93', '94', '91'],
  '69': ['01', '38', '42'],
  '38': ['69', '73'],
  '42': ['69'],
  '74': ['73', '01'],
  '01': ['69', '74'],
  '73': ['74', '38'],
  '59': ['62'],
  '62': ['59', '80'],
  '80': ['60', '62'],
  '44': ['49', '85', '35'],
  '49': ['44', '72'],
  '85': ['44', '79'],
  '35': ['22', '56', '44'],
  '22': ['35', '29'],
  '29': ['22', '56'],
  '56': ['35', '29'],
  '33': ['24', '40', '17'],
  '31': ['82', '81', '32'],
  '34': ['30', '11'],
  '13': ['84', '83'],
  '06': ['83'],
  '83': ['13', '06'],
  '67': ['68', '57'],
  '68': ['67', '90'],
  '57': ['54', '67'],
  '54': ['57', '88'],
  '79': ['85', '86', '17'],
  '17': ['79', '33'],
  '86': ['79', '37'],
  '45': ['41', '28'],
  '37': ['41', '86'],
  '21': ['71', '25'],
  '25': ['90', '39'],
  '76': ['27', '14'],
  '14': ['50', '61'],
  '63': ['03', '43'],
};

function drawAreas(r: Rng, home: Home): WorkArea[] {
  const out: WorkArea[] = [];
  const add = (key: string): void => {
    const a = area(key);
    if (!out.includes(a)) out.push(a);
  };
  if (home.country === 'FR' && home.area) {
    const d = home.dept ?? '';
    const reg = home.region ?? '';
    const idf = reg === '11';
    const p = r.next();
    if (p < 0.3) {
      out.push(home.area);
      add(`d:${d}`);
    } else if (p < 0.5) add(`d:${d}`);
    else if (p < 0.62) {
      add(`d:${d}`);
      const nb = NEIGHBOUR_DEPTS[d];
      if (nb && nb.length) add(`d:${r.pick(nb)}`);
      if (nb && nb.length > 1 && r.chance(0.4)) add(`d:${r.pick(nb)}`);
    } else if (p < 0.77) add(`r:${reg}`);
    else if (p < 0.85) {
      if (idf) add('r:11');
      else {
        add(`r:${reg}`);
        add(r.chance(0.5) ? 'r:11' : 'd:75');
      }
    } else if (p < 0.93) add('p:FR');
    else if (p < 0.97) out.push(home.area);
    // else: no work area given
    if ((d === '74' || d === '01') && r.chance(0.6)) add(r.chance(0.5) ? 'p:CH' : 'r:CH-GE');
    if ((d === '57' || d === '54') && r.chance(0.5)) add('p:LU');
    if (d === '59' && r.chance(0.15)) add('p:BE');
  } else if (home.country === 'BE' && home.area) {
    const p = r.next();
    if (p < 0.4) add('p:BE');
    else if (p < 0.7) add(`r:BE-${home.region ?? ''}`);
    else {
      out.push(home.area);
      if (home.dept) add(`d:BE-${home.dept}`);
    }
    if (r.chance(0.2)) add('p:LU');
    if (r.chance(0.15)) add('d:59');
  } else if (home.country === 'CH' && home.area) {
    const p = r.next();
    if (p < 0.45) add('p:CH');
    else if (p < 0.8) add(`r:CH-${home.region ?? ''}`);
    else out.push(home.area);
    if (r.chance(0.2)) add(r.chance(0.5) ? 'd:74' : 'd:01');
  } else if (home.country === 'LU' && home.area) {
    const p = r.next();
    if (p < 0.55) add('p:LU');
    else if (p < 0.8) add(`r:LU-${home.region ?? ''}`);
    else out.push(home.area);
    if (r.chance(0.25)) add('d:57');
    if (r.chance(0.15)) add('p:BE');
  } else {
    // Monaco
    const p = r.next();
    if (p < 0.5) add('d:06');
    else if (p < 0.8) add('r:93');
    else {
      add('c:Nice 06000');
      add('c:Valbonne 06560');
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Dates
export function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}
export function addDays(iso: string, n: number): string {
  return isoDay(Date.parse(`${iso}T00:00:00Z`) + n * DAY);
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
function dmy(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}
function monthIndex(iso: string): number {
  return Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7)) - 1;
}
function ym(m: number): string {
  return `${Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Text helpers
export function stripAccents(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}
function ascii(s: string): string {
  return stripAccents(s)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}
function lowerWord(s: string): string {
  return /^[A-C][12]$/.test(s) ? s : s.toLowerCase();
}
function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
function short(k: string): string {
  const d = SK[k]?.[0] ?? k;
  return d.split(' (')[0]!.split(' / ')[0]!.trim();
}
function skillName(k: string, en: boolean): string {
  const d = SK[k];
  if (!d) throw new Error(`unknown skill ${k}`);
  return en ? d[1] : d[0];
}
function joinFr(xs: string[]): string {
  if (xs.length <= 1) return xs.join('');
  return `${xs.slice(0, -1).join(', ')} et ${xs[xs.length - 1]}`;
}
function joinEn(xs: string[]): string {
  if (xs.length <= 1) return xs.join('');
  return `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;
}

const SECTOR_FR: Record<Sector, string> = {
  banque: 'banque',
  assurance: 'assurance',
  retail: 'grande distribution',
  telecom: 'télécoms',
  public: 'secteur public',
  scaleup: 'start-up et scale-up',
  industrie: 'industrie',
  energie: 'énergie',
  transport: 'transport',
  sante: 'santé',
  defense: 'défense',
  media: 'médias',
};
const SECTOR_EN: Record<Sector, string> = {
  banque: 'banking',
  assurance: 'insurance',
  retail: 'retail',
  telecom: 'telecoms',
  public: 'public sector',
  scaleup: 'start-ups and scale-ups',
  industrie: 'industry',
  energie: 'energy',
  transport: 'transport',
  sante: 'healthcare',
  defense: 'defence',
  media: 'media',
};
const ALL_SECTORS = Object.keys(SECTOR_FR) as Sector[];

const LANG_FR: Record<Lang, string> = {
  fr: 'Français',
  en: 'Anglais',
  de: 'Allemand',
  es: 'Espagnol',
  it: 'Italien',
  nl: 'Néerlandais',
  pt: 'Portugais',
  ar: 'Arabe',
  lb: 'Luxembourgeois',
  pl: 'Polonais',
  ro: 'Roumain',
};
const LANG_EN: Record<Lang, string> = {
  fr: 'French',
  en: 'English',
  de: 'German',
  es: 'Spanish',
  it: 'Italian',
  nl: 'Dutch',
  pt: 'Portuguese',
  ar: 'Arabic',
  lb: 'Luxembourgish',
  pl: 'Polish',
  ro: 'Romanian',
};
const LEVEL_FR: Record<Level, string[]> = {
  native: ['Langue maternelle', 'Natif', 'Bilingue'],
  fluent: ['Courant', 'C1', 'Bilingue professionnel'],
  professional: ['Professionnel', 'B2', 'Bon niveau'],
  intermediate: ['Intermédiaire', 'B1', 'Scolaire'],
  basic: ['Notions', 'A2', 'Débutant'],
};
const LEVEL_EN: Record<Level, string[]> = {
  native: ['Native', 'Native speaker'],
  fluent: ['Fluent', 'Full professional proficiency', 'C1'],
  professional: ['Professional working proficiency', 'B2'],
  intermediate: ['Intermediate', 'Limited working proficiency', 'B1'],
  basic: ['Basic', 'Elementary', 'A2'],
};

// ---------------------------------------------------------------------------------------------------------------
// Planted profiles (see plants.ts): fixed attributes so that demanding queries have answers and near misses.
export interface Plant {
  occ: Occ;
  gender?: 'm' | 'f';
  cvLang?: 'fr' | 'en';
  years?: number;
  skills?: string[];
  without?: string[];
  certs?: string[];
  noCerts?: boolean;
  home?: string;
  areas?: string[];
  available?: boolean;
  freeFrom?: string;
  remote?: Remote[];
  days?: number[];
  durations?: Duration[];
  rate?: number | null;
  langs?: Partial<Record<Lang, Level | null>>;
  sectors?: Sector[];
  clearance?: Clearance;
  onCall?: boolean;
  vehicle?: boolean;
}

// ---------------------------------------------------------------------------------------------------------------
interface Draft {
  truth: Omit<Truth, 'id'>;
  foreign: boolean;
}

const IMPLIES: Record<string, string[]> = {
  rhel: ['linux'],
  debian: ['linux'],
  ubuntu: ['linux'],
  centos: ['linux'],
  openshift: ['kubernetes'],
  rancher: ['kubernetes'],
  exadata: ['oracle'],
  rac: ['oracle'],
  dataguard: ['oracle'],
  goldengate: ['oracle'],
  rman: ['oracle'],
  plsql: ['oracle'],
  'citrix-cloud': ['citrix'],
  'itsm-snow': ['servicenow'],
  itom: ['servicenow'],
  hrsd: ['servicenow'],
  csm: ['servicenow'],
  autopilot: ['intune'],
  'always-on': ['sqlserver'],
  'azure-sql': ['azure'],
  patroni: ['postgresql'],
  cloudera: ['hadoop'],
  hive: ['hadoop'],
  confluent: ['kafka'],
  'kafka-connect': ['kafka'],
  vsan: ['vmware'],
  nsx: ['vmware'],
  vcf: ['vmware'],
  helm: ['kubernetes'],
  argocd: ['kubernetes'],
  'sap-fi': ['sap'],
  s4hana: ['sap'],
  'azure-devops': ['azure'],
  bicep: ['azure'],
  sentinel: ['siem'],
  splunk: ['siem'],
  qradar: ['siem'],
  elk: [],
  'ad-pentest': ['pentest'],
  burp: ['pentest'],
};
function closeSkills(skills: string[]): string[] {
  const out = [...skills];
  for (let i = 0; i < out.length; i++) {
    for (const s of IMPLIES[out[i]!] ?? []) if (!out.includes(s)) out.push(s);
  }
  return out;
}

function bandOf(years: number): Band {
  return years <= 2 ? 'junior' : years <= 6 ? 'confirme' : years <= 10 ? 'senior' : 'expert';
}
const DECLARED: Record<Band, Declared> = {
  junior: 'Junior (0-2 ans)',
  confirme: 'Confirme (3-6 ans)',
  senior: 'Senior (7-10 ans)',
  expert: 'Expert (10+ ans)',
};
const BANDS: Band[] = ['junior', 'confirme', 'senior', 'expert'];

const ONSITE_OCCS: Occ[] = [
  'technicien-proximite',
  'support-n1',
  'support-n2',
  'ing-datacenter',
  'pilote-prod',
  'technicien-fibre',
  'technicien-telecom-terrain',
];
/** What people in senior roles did earlier in their career (positions of old work entries). */
const EARLIER: Partial<Record<Occ, Occ>> = {
  rssi: 'ing-securite',
  'consultant-grc': 'ing-securite',
  'archi-securite': 'ing-securite',
  'archi-cloud': 'ing-systemes',
  'archi-infra': 'ing-systemes',
  'archi-reseau': 'ing-reseau',
  'resp-infra': 'ing-systemes',
  'resp-production': 'ing-production',
  'service-manager': 'ing-production',
  'chef-projet-infra': 'ing-systemes',
  sre: 'admin-linux',
  platform: 'devops',
  devops: 'admin-linux',
  'cloud-aws': 'ing-systemes',
  'cloud-azure': 'admin-windows',
  'cloud-gcp': 'admin-linux',
  'support-n3': 'support-n2',
  'ing-poste-travail': 'support-n2',
  'chef-projet-deploiement': 'technicien-proximite',
  'ing-iam': 'admin-windows',
  'analyste-ir': 'analyste-soc',
  'consultant-itsm': 'service-manager',
  finops: 'cloud-aws',
  'ing-kafka': 'admin-linux',
  'data-platform': 'admin-hadoop',
  devsecops: 'devops',
  k8s: 'admin-linux',
};
const NON_TECH: Occ[] = [
  'rssi',
  'consultant-grc',
  'service-manager',
  'resp-production',
  'resp-infra',
  'chef-projet-infra',
  'chef-projet-deploiement',
  'pmo',
  'acheteur-it',
  'consultant-sap',
  'consultant-erp',
  'chef-projet-moa',
  'consultant-itsm',
];
const TECH_OCCS: Occ[] = [
  'support-n1',
  'support-n2',
  'technicien-proximite',
  'ing-datacenter',
  'pilote-prod',
  'admin-reseau',
  'admin-sysres',
  'technicien-fibre',
  'technicien-telecom-terrain',
];
const EN_HIGH: Occ[] = [
  'cloud-aws',
  'cloud-azure',
  'cloud-gcp',
  'archi-cloud',
  'devops',
  'sre',
  'platform',
  'k8s',
  'analyste-soc',
  'pentester',
  'analyste-ir',
  'archi-securite',
  'ing-kafka',
  'data-platform',
  'dev-java',
  'data-scientist',
  'data-engineer',
  'finops',
];
const EN_LOW: Occ[] = [
  'support-n1',
  'support-n2',
  'technicien-proximite',
  'pilote-prod',
  'ing-datacenter',
  'technicien-fibre',
  'technicien-telecom-terrain',
  'admin-sysres',
];
const EN_TITLE_OFTEN: Occ[] = [
  'cloud-aws',
  'cloud-azure',
  'cloud-gcp',
  'devops',
  'sre',
  'platform',
  'k8s',
  'analyste-soc',
  'data-platform',
  'ing-kafka',
  'finops',
  'service-manager',
  'resp-production',
  'archi-cloud',
];

class Builder {
  readonly r: Rng;
  private readonly used = new Set<string>();
  private rareSurnames: string[];
  private rareSchools: typeof SCHOOLS_RARE;
  private smallPlaces: string[];
  private foreign: typeof FOREIGN;
  /** a second stream, for the accents, so that this draw does not ride on the name draws */
  private readonly aux: Rng;
  constructor(seed: number) {
    this.r = new Rng(seed);
    this.aux = new Rng(seed ^ 0x5bd1e995);
    this.rareSurnames = this.r.shuffle([...RARE_SURNAMES]);
    this.rareSchools = this.r.shuffle([...SCHOOLS_RARE]);
    this.smallPlaces = this.r.shuffle([...SMALL_PLACES]);
    this.foreign = this.r.shuffle([...FOREIGN]);
  }
  private unique(make: () => string): string {
    for (let i = 0; i < 200; i++) {
      const v = make();
      const k = ascii(v);
      if (!this.used.has(k)) {
        this.used.add(k);
        return v;
      }
    }
    throw new Error('could not make a unique value');
  }
  personName(gender: 'm' | 'f', allowRare: boolean): [string, string] {
    const r = this.r;
    const full = this.unique(() => {
      const first = r.pick(gender === 'f' ? FIRST_F : FIRST_M);
      let last: string;
      if (allowRare && this.rareSurnames.length && r.chance(0.08)) last = this.rareSurnames.pop()!;
      else last = r.pick(SURNAMES);
      return `${first}|${last}`;
    });
    const [f, l] = full.split('|') as [string, string];
    return [f, l];
  }
  smallEmployer(): string {
    const r = this.r;
    if (this.smallPlaces.length && r.chance(0.25)) {
      const p = this.smallPlaces.pop()!;
      this.used.add(ascii(p));
      return p;
    }
    return this.unique(() => {
      const kind = r.pick(SMALL_KINDS);
      const name = r.pick(SURNAMES);
      return r.chance(0.3) ? `${kind} ${name} & Fils` : r.chance(0.3) ? `${kind} ${name} Frères` : `${kind} ${name}`;
    });
  }
  school(tech: boolean): (typeof SCHOOLS_COMMON)[number] {
    const isTech = (s: (typeof SCHOOLS_COMMON)[number]): boolean => /BTS|DUT|BUT|Titre|Bac pro|Bachelier/.test(s.type);
    const wantTech = tech ? this.r.chance(0.8) : this.r.chance(0.2);
    if (this.rareSchools.length && this.r.chance(0.22)) {
      const i = this.rareSchools.findIndex((s) => isTech(s) === wantTech);
      if (i >= 0) return this.rareSchools.splice(i, 1)[0]!;
    }
    return this.r.pick(SCHOOLS_COMMON.filter((s) => isTech(s) === wantTech));
  }
  draftForeign(): (typeof FOREIGN)[number] | undefined {
    return this.foreign.pop();
  }

  // -------------------------------------------------------------------------------------------------------------
  draw(plant?: Plant): Draft {
    const r = this.r;
    const occ: Occ = plant?.occ ?? r.weighted(OCCS.map((o) => [o, OCC[o].weight] as const));
    const def = OCC[occ];
    let cvLang: 'fr' | 'en' = plant?.cvLang ?? (r.chance(0.2) ? 'en' : 'fr');
    let foreign = false;
    let nativeLang: Lang = 'fr';
    let gender: 'm' | 'f' = plant?.gender ?? (r.chance(0.28) ? 'f' : 'm');
    let first: string;
    let last: string;
    const fo = cvLang === 'en' && r.chance(0.45) ? this.draftForeign() : undefined;
    if (fo && (plant?.gender === undefined || plant.gender === fo[2])) {
      foreign = true;
      [first, last] = [fo[0], fo[1]];
      gender = fo[2];
      nativeLang = fo[3];
      this.used.add(ascii(`${first}|${last}`));
    } else {
      [first, last] = this.personName(gender, true);
    }
    if (plant?.cvLang) cvLang = plant.cvLang;
    const accents = cvLang === 'en' ? true : !this.aux.chance(0.08);

    // years
    const [ylo, yhi] = def.years;
    const years = plant?.years ?? Math.round(ylo + (yhi - ylo) * Math.pow(r.next(), 1.6));
    const band = bandOf(years);
    let declared: Declared = DECLARED[band];
    const dp = r.next();
    if (dp < 0.08) declared = '';
    else if (dp < 0.16) {
      const i = BANDS.indexOf(band) + (r.chance(0.7) ? 1 : -1);
      const b = BANDS[Math.max(0, Math.min(3, i))]!;
      declared = DECLARED[b];
    }

    // skills
    let skills: string[] = [...def.must];
    for (const g of def.oneOf ?? []) {
      const n = r.chance(0.3) ? 2 : 1;
      for (const s of r.sample(g, n)) if (!skills.includes(s)) skills.push(s);
    }
    const nPool = r.int(def.nPool[0], def.nPool[1]);
    for (const s of r.sample(def.pool, nPool)) if (!skills.includes(s)) skills.push(s);
    for (const s of plant?.skills ?? []) if (!skills.includes(s)) skills.push(s);
    skills = closeSkills(skills);
    if (plant?.without) skills = skills.filter((s) => !plant.without!.includes(s));

    // certificates
    let certs: string[] = [];
    if (!plant?.noCerts && def.certs.length && r.chance(Math.min(0.75, 0.25 + years * 0.04))) {
      certs = r.sample(def.certs, r.chance(0.3) ? 2 : 1);
    }
    for (const c of plant?.certs ?? []) if (!certs.includes(c)) certs.push(c);

    // sectors
    let sectors: Sector[] = [];
    const nSec = years <= 2 ? 1 : r.int(1, 3);
    while (sectors.length < nSec) {
      const s = def.sectors && r.chance(0.6) ? r.pick(def.sectors) : r.pick(ALL_SECTORS);
      if (!sectors.includes(s)) sectors.push(s);
    }
    if (plant?.sectors) sectors = [...plant.sectors];

    // home and areas
    const homeKey = plant?.home ?? r.weighted(HOMES);
    const home = homeOf(homeKey);
    const areas = plant?.areas ? plant.areas.map(area) : drawAreas(r, home);

    // availability
    let available: boolean;
    let freeFrom: string;
    if (plant?.freeFrom !== undefined) {
      freeFrom = plant.freeFrom;
      available = plant.available ?? freeFrom <= TODAY;
    } else if (plant?.available === true || (plant?.available === undefined && r.chance(0.4))) {
      available = true;
      freeFrom = addDays(TODAY, -r.int(0, 60));
    } else {
      available = false;
      const d = r.weighted([
        [r.int(4, 30), 3],
        [r.int(31, 75), 3],
        [r.int(76, 130), 2],
        [r.int(131, 220), 1],
      ] as const);
      freeFrom = addDays(TODAY, d);
    }

    // rate
    const [rlo, rhi] = def.rate;
    let rate: number | null = Math.round((rlo + ((rhi - rlo) * Math.min(years, 20)) / 20 + r.int(-40, 40)) / 10) * 10;
    if (r.chance(0.18)) rate = null;
    if (plant?.rate !== undefined) rate = plant.rate;

    // remote, days, durations
    const onsiteJob = ONSITE_OCCS.includes(occ);
    const remote: Remote[] = plant?.remote
      ? [...plant.remote]
      : onsiteJob
        ? r.weighted<Remote[]>([
            [['onsite'], 6],
            [['onsite', 'hybrid'], 3],
            [['hybrid'], 1],
            [[], 1],
          ])
        : r.weighted<Remote[]>([
            [['hybrid'], 35],
            [['onsite', 'hybrid'], 18],
            [['hybrid', 'remote'], 16],
            [['remote'], 8],
            [['onsite'], 8],
            [['onsite', 'hybrid', 'remote'], 8],
            [[], 5],
          ]);
    const days: number[] = plant?.days
      ? [...plant.days]
      : occ === 'rssi'
        ? r.weighted<number[]>([
            [[2, 3], 3],
            [[3], 2],
            [[3, 4, 5], 2],
            [[5], 2],
            [[], 1],
          ])
        : r.weighted<number[]>([
            [[5], 45],
            [[4, 5], 25],
            [[3, 4, 5], 10],
            [[3], 4],
            [[2, 3], 4],
            [[4], 4],
            [[], 8],
          ]);
    const durations: Duration[] = plant?.durations
      ? [...plant.durations]
      : r.weighted<Duration[]>([
          [['6-12', '>12'], 30],
          [['>12'], 15],
          [['3-6', '6-12', '>12'], 20],
          [['3-6', '6-12'], 12],
          [['<3', '3-6'], 6],
          [['<3', '3-6', '6-12', '>12'], 7],
          [[], 10],
        ]);

    // languages
    const languages: { lang: Lang; level: Level }[] = [];
    const enLevel = (): Level => {
      const hi = EN_HIGH.includes(occ);
      const lo = EN_LOW.includes(occ);
      return r.weighted<Level>([
        ['basic', lo ? 18 : hi ? 3 : 8],
        ['intermediate', lo ? 35 : hi ? 15 : 27],
        ['professional', lo ? 32 : hi ? 40 : 37],
        ['fluent', lo ? 13 : hi ? 37 : 25],
        ['native', 2],
      ]);
    };
    if (foreign) {
      languages.push({ lang: nativeLang, level: 'native' });
      if (nativeLang !== 'en') languages.push({ lang: 'en', level: 'fluent' });
      languages.push({ lang: 'fr', level: r.pick<Level>(['basic', 'intermediate', 'intermediate', 'professional']) });
    } else {
      languages.push({ lang: 'fr', level: 'native' });
      languages.push({
        lang: 'en',
        level: cvLang === 'en' ? r.pick<Level>(['professional', 'fluent', 'fluent']) : enLevel(),
      });
      if (home.country === 'BE' && r.chance(0.5))
        languages.push({ lang: 'nl', level: r.pick<Level>(['intermediate', 'professional', 'fluent']) });
      if (home.country === 'CH' && r.chance(0.4))
        languages.push({ lang: 'de', level: r.pick<Level>(['basic', 'intermediate', 'professional']) });
      if (home.country === 'LU' && r.chance(0.4))
        languages.push({
          lang: r.pick<Lang>(['de', 'lb']),
          level: r.pick<Level>(['intermediate', 'professional', 'fluent']),
        });
      if (r.chance(0.18)) {
        const l = r.pick<Lang>(['es', 'de', 'it', 'ar', 'pt']);
        if (!languages.some((x) => x.lang === l))
          languages.push({ lang: l, level: r.pick<Level>(['basic', 'intermediate', 'professional', 'native']) });
      }
    }
    for (const [l, lv] of Object.entries(plant?.langs ?? {}) as [Lang, Level | null][]) {
      const i = languages.findIndex((x) => x.lang === l);
      if (lv === null) {
        if (i >= 0) languages.splice(i, 1);
      } else if (i >= 0) languages[i] = { lang: l, level: lv };
      else languages.push({ lang: l, level: lv });
    }

    // clearance, on-call, vehicle
    let clearance: Clearance = 'none';
    if (!foreign && home.country === 'FR') {
      const defenceish =
        sectors.includes('defense') ||
        ['31', '33', '29', '78', '83', '13'].includes(home.dept ?? '') ||
        ['ing-securite', 'ing-secu-reseau', 'ing-reseau', 'archi-securite'].includes(occ);
      const p = r.next();
      if (p < (defenceish ? 0.14 : 0.04)) clearance = 'habilite';
      else if (p < (defenceish ? 0.26 : 0.09)) clearance = 'habilitable';
    }
    if (plant?.clearance) clearance = plant.clearance;
    const onCall = plant?.onCall ?? r.chance(def.onCall ?? 0.08);
    const vehicle = plant?.vehicle ?? r.chance(occ === 'technicien-proximite' ? 0.75 : home.dept === '75' ? 0.3 : 0.58);

    const priv = this.privateData(first, last, home, occ, years);

    return {
      foreign,
      truth: {
        occ,
        core: def.core,
        gender,
        cvLang,
        accents,
        years,
        band,
        declared,
        skills,
        certs,
        sectors,
        available,
        freeFrom,
        rate,
        remote,
        days,
        durations,
        home,
        areas,
        languages,
        clearance,
        onCall,
        vehicle,
        openToCdi: r.chance(0.15),
        priv,
        leaks: [],
      },
    };
  }

  private privateData(first: string, last: string, home: Home, occ: Occ, years: number): Private {
    const r = this.r;
    const f = ascii(first);
    const l = ascii(last);
    const domains =
      home.country === 'BE'
        ? ['skynet.be', 'proximus.be', 'gmail.com', 'outlook.be']
        : home.country === 'CH'
          ? ['bluewin.ch', 'gmx.ch', 'gmail.com', 'sunrise.ch']
          : home.country === 'LU'
            ? ['pt.lu', 'gmail.com', 'internet.lu']
            : [
                'gmail.com',
                'gmail.com',
                'gmail.com',
                'outlook.fr',
                'hotmail.fr',
                'yahoo.fr',
                'orange.fr',
                'free.fr',
                'protonmail.com',
                'icloud.com',
                'laposte.net',
                'sfr.fr',
              ];
    const email = this.unique(() => {
      const style = r.int(0, 6);
      const local =
        style === 0
          ? `${f}.${l}`
          : style === 1
            ? `${f.charAt(0)}${l}`
            : style === 2
              ? `${f}${l}${r.int(10, 99)}`
              : style === 3
                ? `${l}.${f}`
                : style === 4
                  ? `${f}-${l}`
                  : style === 5
                    ? `${f}.${l}${r.int(1, 9)}`
                    : `${f.charAt(0)}.${l}${r.int(70, 99)}`;
      return `${local}@${r.pick(domains)}`;
    });
    const digits = (n: number): string => Array.from({ length: n }, () => String(r.int(0, 9))).join('');
    const phone = this.unique(() => {
      if (home.country === 'BE') return `+32 4${r.int(70, 99)} ${digits(2)} ${digits(2)} ${digits(2)}`;
      if (home.country === 'CH') return `+41 7${r.pick(['6', '7', '8', '9'])} ${digits(3)} ${digits(2)} ${digits(2)}`;
      if (home.country === 'LU') return `+352 6${r.pick(['21', '61', '91'])} ${digits(3)} ${digits(3)}`;
      if (home.country === 'MC') return `+377 6 ${digits(2)} ${digits(2)} ${digits(2)} ${digits(2)}`;
      const p = `0${r.pick(['6', '7'])}${digits(8)}`;
      const pairs = p.match(/../g)!;
      const style = r.int(0, 3);
      return style === 0
        ? pairs.join(' ')
        : style === 1
          ? `+33 ${p.charAt(1)} ${pairs.slice(1).join(' ')}`
          : style === 2
            ? p
            : pairs.join('.');
    });
    const linkedinSlug = this.unique(() => {
      const style = r.int(0, 3);
      return style === 0
        ? `${f}-${l}-${r.int(0x10000000, 0xffffffff).toString(16)}`
        : style === 1
          ? `${f}${l}`
          : style === 2
            ? `${f.charAt(0)}${l}${r.int(1, 99)}`
            : `${f}-${l}-${r.int(100, 999)}`;
    });
    const githubHandle =
      [
        'devops',
        'sre',
        'platform',
        'k8s',
        'pentester',
        'cloud-aws',
        'cloud-gcp',
        'dev-java',
        'dev-python',
        'dev-fullstack',
        'data-engineer',
      ].includes(occ) && r.chance(0.35)
        ? this.unique(() => `${f.slice(0, 3)}${l.slice(0, 5)}${r.pick(['', 'dev', 'ops', String(r.int(1, 99))])}`)
        : undefined;
    const smallEmployers = years >= 3 && r.chance(0.55) ? [this.smallEmployer()] : [];
    const schools: string[] = [];
    const referees: string[] = [];
    if (r.chance(0.28)) {
      const [rf, rl] = this.personName(r.chance(0.35) ? 'f' : 'm', false);
      referees.push(`${rf} ${rl}`);
    }
    const namedPeople: string[] = [];
    if (r.chance(0.14)) {
      const [nf, nl] = this.personName(r.chance(0.35) ? 'f' : 'm', false);
      namedPeople.push(`${nf} ${nl}`);
    }
    return {
      firstName: first,
      lastName: last,
      email,
      phone,
      linkedinSlug,
      linkedinUrl: `https://www.linkedin.com/in/${linkedinSlug}`,
      githubHandle,
      smallEmployers,
      schools,
      referees,
      namedPeople,
    };
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Writing the profile
function label(r: Rng, t: Truth): string {
  const def = OCC[t.occ];
  const g = t.gender === 'f' ? 1 : 0;
  const en = t.cvLang === 'en';
  let base: string;
  let isEn = en;
  if (en) base = r.pick(def.en);
  else {
    const p = r.next();
    const enP = EN_TITLE_OFTEN.includes(t.occ) ? 0.3 : 0.07;
    if (p < enP) {
      base = r.pick(def.en);
      isEn = true;
    } else if (p < enP + 0.25 && def.frAlt.length) base = r.pick(def.frAlt)[g];
    else {
      base = def.fr[g];
      // some women keep the masculine "Chef de projet"
      if (g === 1 && base.startsWith('Cheffe') && r.chance(0.4)) base = base.replace('Cheffe', 'Chef');
    }
  }
  if (t.occ === 'analyste-soc' && r.chance(0.35)) base += t.years <= 2 ? ' N1' : t.years <= 6 ? ' N2' : ' N3';
  const q = r.next();
  const declaredBand =
    t.declared === ''
      ? null
      : BANDS[['Junior (0-2 ans)', 'Confirme (3-6 ans)', 'Senior (7-10 ans)', 'Expert (10+ ans)'].indexOf(t.declared)]!;
  if (q < 0.18 && declaredBand && declaredBand !== 'junior') {
    if (isEn) base = declaredBand === 'confirme' ? base : declaredBand === 'senior' ? `Senior ${base}` : `Lead ${base}`;
    else
      base =
        declaredBand === 'confirme'
          ? `${base} confirmé${g ? 'e' : ''}`
          : declaredBand === 'senior'
            ? `${base} senior`
            : `${base} expert${g ? 'e' : ''}`;
  } else if (q < 0.22 && declaredBand === 'junior') base = isEn ? `Junior ${base}` : `${base} junior`;
  else if (q < 0.4) {
    const top = t.skills
      .filter((s) => !OCC[t.occ].must.includes(s) || t.occ === 'ing-systemes')
      .slice(0, 2)
      .map(short);
    if (top.length) base = `${base} - ${top.join(' / ')}`;
  } else if (q < 0.48) base = isEn ? `Freelance ${base}` : `${base} freelance`;
  return base;
}

function levelText(r: Rng, lv: Level, en: boolean): string {
  return r.pick(en ? LEVEL_EN[lv] : LEVEL_FR[lv]);
}

function rateText(r: Rng, rate: number | null, en: boolean): string {
  if (rate === null)
    return r.pick(en ? ['', 'Negotiable', 'To be discussed'] : ['', 'À négocier', 'Selon mission', 'Nous consulter']);
  const p = r.next();
  if (p < 0.4) return String(rate);
  if (p < 0.55) return `${rate} €`;
  if (p < 0.67) return en ? `EUR ${rate}/day` : `${rate}€/jour`;
  if (p < 0.8) return `${rate - 50}-${rate + 50}`;
  if (p < 0.9) return en ? `${rate} EUR per day` : `TJM ${rate} € HT`;
  return `${rate}`;
}

function availabilityText(r: Rng, t: Truth): string {
  const en = t.cvLang === 'en';
  const d = t.freeFrom;
  if (t.available) {
    return en
      ? r.pick(['Immediately', 'Available now', 'ASAP', TODAY, ''])
      : r.pick(['Immédiate', 'Disponible immédiatement', 'Dès maintenant', dmy(TODAY), '']);
  }
  const day = Number(d.slice(8, 10));
  const m = Number(d.slice(5, 7)) - 1;
  const y = d.slice(0, 4);
  if (en) return r.pick([d, `From ${day} ${MONTHS_EN[m]} ${y}`, `${MONTHS_EN[m]} ${y}`, dmy(d)]);
  return r.pick([
    d,
    dmy(d),
    `À partir du ${day} ${MONTHS_FR[m]} ${y}`,
    `${MONTHS_FR[m]} ${y}`,
    `Fin de mission le ${dmy(addDays(d, -1))}`,
  ]);
}

interface Written {
  profile: unknown;
}

function write(r: Rng, b: Builder, t: Truth): Written {
  const def = OCC[t.occ];
  const en = t.cvLang === 'en';
  const g = t.gender === 'f';
  const e = g ? 'e' : '';
  const acc = (s: string): string => (t.accents ? s : stripAccents(s));
  const p = t.priv;
  const lab = label(r, t);
  const fullName = `${p.firstName} ${p.lastName}`;

  // ----- years phrase
  const yrsFr =
    t.years === 0
      ? 'une première expérience en alternance'
      : t.years === 1
        ? '1 an'
        : t.years >= 10 && r.chance(0.3)
          ? `plus de ${Math.floor(t.years / 5) * 5} ans`
          : `${t.years} ans`;
  const yrsEn =
    t.years === 0
      ? 'a first work-study experience'
      : t.years === 1
        ? '1 year'
        : t.years >= 10 && r.chance(0.3)
          ? `${Math.floor(t.years / 5) * 5}+ years`
          : `${t.years} years`;

  // ----- skills chosen to show in text
  const shown = r.sample(t.skills, Math.min(t.skills.length, r.int(3, 6)));
  const sentences: string[] = [];
  if (en) {
    sentences.push(
      r.pick([
        `${lab} with ${yrsEn} of experience in ${def.specEn}.`,
        `Freelance ${lab.toLowerCase().startsWith('freelance') ? lab.slice(10) : lab} - ${yrsEn} of experience, focused on ${def.specEn}.`,
        `${cap(yrsEn)} of hands-on experience in ${def.specEn}.`,
        `Independent consultant specialised in ${def.specEn} (${yrsEn}).`,
      ]),
    );
    if (t.sectors.length && r.chance(0.7)) sentences.push(`Sectors: ${t.sectors.map((s) => SECTOR_EN[s]).join(', ')}.`);
    sentences.push(
      NON_TECH.includes(t.occ)
        ? r.pick([
            `Key skills: ${shown.map((s) => skillName(s, true)).join(', ')}.`,
            `Areas of expertise: ${shown.map((s) => skillName(s, true)).join(', ')}.`,
          ])
        : r.pick([
            `Key skills: ${shown.map((s) => skillName(s, true)).join(', ')}.`,
            `Tech stack: ${shown.map((s) => skillName(s, true)).join(' / ')}.`,
            `Main tools: ${joinEn(shown.map((s) => skillName(s, true)))}.`,
          ]),
    );
    if (t.certs.length && r.chance(0.5))
      sentences.push(`Certifications: ${t.certs.map((c) => CERT[c]![0]).join(', ')}.`);
    if (t.onCall && r.chance(0.7))
      sentences.push(
        r.pick(['Used to on-call duty and out-of-hours interventions.', 'Happy to join an on-call rota.']),
      );
    if (t.clearance === 'habilite' && r.chance(0.8))
      sentences.push('Holds a valid French "Secret" security clearance.');
    if (t.clearance === 'habilitable' && r.chance(0.6)) sentences.push('Eligible for French security clearance.');
    if (t.remote.includes('remote') && r.chance(0.5))
      sentences.push(t.remote.length === 1 ? 'Looking for fully remote assignments.' : 'Open to remote work.');
    if (t.remote.length === 1 && t.remote[0] === 'onsite' && r.chance(0.5))
      sentences.push('Prefers on-site assignments.');
    if (t.days.length && !t.days.includes(5) && r.chance(0.7))
      sentences.push(`Available ${t.days.join(' or ')} days a week.`);
    if (t.vehicle && r.chance(0.3)) sentences.push('Driving licence and own car.');
    const fr = t.languages.find((l) => l.lang === 'fr');
    if (fr && fr.level !== 'native' && r.chance(0.6))
      sentences.push(`French: ${lowerWord(levelText(r, fr.level, true))}.`);
    if (def.mentionsEn && r.chance(0.4)) sentences.push(r.pick(def.mentionsEn));
  } else {
    const lowerLab = lab.charAt(0).toLowerCase() + lab.slice(1);
    sentences.push(
      r.pick([
        `${lab} avec ${yrsFr} d'expérience, spécialisé${e} dans ${def.specFr}.`,
        `${t.years === 0 ? cap(yrsFr) : `${cap(yrsFr)} d'expérience`} dans ${def.specFr}.`,
        `Consultant${e} indépendant${e} spécialisé${e} dans ${def.specFr} (${yrsFr}${t.years >= 2 ? " d'expérience" : ''}).`,
        `Je suis ${/^(RSSI|PMO|SRE|DBA|Data|Platform)/.test(lab) ? lab : lowerLab} et j'interviens depuis ${t.years <= 1 ? 'peu' : `${t.years} ans`} sur ${def.specFr}.`,
      ]),
    );
    if (t.sectors.length && r.chance(0.7))
      sentences.push(
        r.pick([
          `Secteurs : ${t.sectors.map((s) => SECTOR_FR[s]).join(', ')}.`,
          `Expérience en ${joinFr(t.sectors.map((s) => SECTOR_FR[s]))}.`,
        ]),
      );
    sentences.push(
      NON_TECH.includes(t.occ)
        ? r.pick([
            `Compétences : ${shown.map((s) => skillName(s, false)).join(', ')}.`,
            `Domaines d'expertise : ${shown.map((s) => skillName(s, false)).join(', ')}.`,
          ])
        : r.pick([
            `Compétences : ${shown.map((s) => skillName(s, false)).join(', ')}.`,
            `Environnement technique : ${shown.map((s) => skillName(s, false)).join(', ')}.`,
            `Stack : ${shown.map((s) => skillName(s, false)).join(' / ')}.`,
          ]),
    );
    if (t.certs.length && r.chance(0.5))
      sentences.push(`Certifications : ${t.certs.map((c) => CERT[c]![0]).join(', ')}.`);
    if (t.onCall && r.chance(0.7))
      sentences.push(
        r.pick([
          'Astreintes et interventions HNO acceptées.',
          `Habitué${e} aux astreintes.`,
          'Disponible pour les astreintes.',
        ]),
      );
    if (t.clearance === 'habilite' && r.chance(0.8))
      sentences.push(r.pick(['Habilitation Secret Défense en cours de validité.', `Habilité${e} Secret.`]));
    if (t.clearance === 'habilitable' && r.chance(0.6))
      sentences.push(`Habilitable${r.chance(0.5) ? ' Secret Défense' : ''}.`);
    if (t.remote.includes('remote') && r.chance(0.5))
      sentences.push(t.remote.length === 1 ? 'Recherche des missions en full remote.' : 'Ouvert au télétravail.');
    if (t.remote.length === 1 && t.remote[0] === 'onsite' && r.chance(0.5))
      sentences.push('Missions sur site privilégiées.');
    if (t.days.length && !t.days.includes(5) && r.chance(0.7))
      sentences.push(`Disponible ${t.days.join(' ou ')} jours par semaine.`);
    if (t.vehicle && r.chance(t.occ === 'technicien-proximite' ? 0.7 : 0.25)) sentences.push(`Permis B, véhiculé${e}.`);
    const enL = t.languages.find((l) => l.lang === 'en');
    if (enL && r.chance(0.5)) sentences.push(`Anglais ${lowerWord(levelText(r, enL.level, false))}.`);
    if (def.mentionsFr && r.chance(0.4)) sentences.push(r.pick(def.mentionsFr));
  }

  // ----- work history
  const careerStart = monthIndex(TODAY) - Math.max(6, t.years * 12 + r.int(0, 8));
  const lastEnd = t.available ? Math.min(monthIndex(t.freeFrom), monthIndex(TODAY)) : -1; // -1: ongoing
  const n = t.years <= 1 ? 1 : t.years <= 4 ? 2 : t.years <= 10 ? r.int(2, 4) : r.int(3, 5);
  const end = lastEnd === -1 ? monthIndex(TODAY) : lastEnd;
  const cuts = Array.from(
    { length: n - 1 },
    () => careerStart + 1 + Math.floor(r.next() * Math.max(1, end - careerStart - 2)),
  ).sort((a, c) => a - c);
  const bounds = [careerStart, ...cuts, end];
  const work: { name: string; position: string; startDate: string; endDate: string; summary: string }[] = [];
  const named = [...p.namedPeople];
  const smalls = [...p.smallEmployers];
  for (let i = n - 1; i >= 0; i--) {
    const s = bounds[i]!;
    const en2 = bounds[i + 1]!;
    const newest = i === n - 1;
    const oldest = i === 0;
    const sector = t.sectors[(n - 1 - i) % t.sectors.length] ?? 'banque';
    let name: string;
    let summary: string;
    let position: string;
    if (oldest && smalls.length && n > 1) {
      name = smalls.pop()!;
      position = en
        ? r.pick(['IT Technician', 'IT Support Technician', 'IT Generalist'])
        : r.pick(['Technicien informatique', 'Technicien support', 'Responsable informatique']);
      if (g && !en) position = position.replace('Technicien', 'Technicienne');
      summary = en
        ? r.pick([
            'In-house IT for 40 staff: workstations, network, printers and backups.',
            'Only IT person on site: users, servers and suppliers.',
          ])
        : r.pick([
            'Informatique interne pour 40 salariés : postes, réseau, imprimantes et sauvegardes.',
            'Seul informaticien du site : utilisateurs, serveurs et relations fournisseurs.',
            "Gestion du parc et support aux équipes, premier poste après l'alternance.",
          ]);
    } else {
      const freelance = newest || (t.years > 6 && i >= n - 2);
      const earlierOcc = EARLIER[t.occ];
      const early = !freelance && earlierOcc !== undefined && monthIndex(TODAY) - s > 96;
      const wd = early && earlierOcc ? OCC[earlierOcc] : OCC[t.occ];
      name = freelance
        ? r.chance(0.75)
          ? r.pick(SECTORS[sector].clients)
          : `${r.pick(ESN)} (pour ${r.pick(SECTORS[sector].clients)})`
        : r.pick(ESN);
      position = freelance
        ? en
          ? r.pick(wd.en)
          : wd.fr[g ? 1 : 0]
        : en
          ? r.pick(wd.en)
          : r.pick([wd.fr[g ? 1 : 0], ...wd.frAlt.map((x) => x[g ? 1 : 0])]);
      if (t.years <= 1) position += en ? ' (work-study)' : ' (alternance)';
      const tasks = r.sample(en ? wd.tasksEn : wd.tasksFr, r.int(2, 3));
      const env = r.sample(t.skills, Math.min(t.skills.length, r.int(2, 5))).map((k) => skillName(k, en));
      const ctx = r.pick(en ? SECTORS[sector].en : SECTORS[sector].fr);
      const parts: string[] = [];
      parts.push(en ? `Context: ${ctx}.` : `Contexte : ${ctx}.`);
      parts.push(...tasks.map((x) => `${x}.`));
      if (env.length) parts.push(en ? `Environment: ${env.join(', ')}.` : `Environnement : ${env.join(', ')}.`);
      if (named.length && r.chance(0.7)) {
        const who = named.pop()!;
        parts.push(
          en
            ? `Reporting to ${who}, ${r.pick(['head of infrastructure', 'CIO', 'IT operations manager', 'CISO'])}.`
            : `Mission sous la responsabilité de ${who}, ${r.pick(['responsable infrastructure', 'DSI', 'responsable de production', 'RSSI'])}.`,
        );
      }
      if (wd.mentionsFr && !en && r.chance(0.2)) parts.push(r.pick(wd.mentionsFr));
      summary = parts.join(' ');
    }
    work.push({
      name,
      position: acc(position),
      startDate: ym(s),
      endDate: newest && lastEnd === -1 ? '' : ym(en2),
      summary: acc(summary),
    });
  }
  // named people that did not fit go to the newest mission
  if (named.length && work[0]) {
    const who = named.pop()!;
    work[0].summary += en ? ` Worked alongside ${who}.` : ` En binôme avec ${who}.`;
  }

  // ----- education
  const school = b.school(TECH_OCCS.includes(t.occ));
  p.schools.push(school.name);
  const eduEnd = Math.floor(careerStart / 12);
  const education = [
    {
      institution: school.name,
      area: acc(en ? school.areaEn : school.areaFr),
      studyType: school.type,
      startDate: String(eduEnd - r.int(2, 5)),
      endDate: String(eduEnd),
    },
  ];

  // ----- leaks (~25 %): private data repeated in free text
  const leakKinds: string[] = [];
  if (r.chance(0.26)) {
    const kinds = ['email', 'phone', 'linkedin', 'name', 'school'];
    if (p.smallEmployers.length) kinds.push('employer');
    if (p.referees.length) kinds.push('referee');
    leakKinds.push(...r.sample(kinds, r.chance(0.3) ? 2 : 1));
  }
  const leakSentences: string[] = [];
  for (const k of leakKinds) {
    if (k === 'email')
      leakSentences.push(
        en ? `Contact: ${p.email} -` : r.pick([`Contact : ${p.email} -`, `Me joindre : ${p.email} -`]),
      );
    if (k === 'phone')
      leakSentences.push(en ? `Phone: ${p.phone}.` : r.pick([`Tél. ${p.phone}.`, `Joignable au ${p.phone}.`]));
    if (k === 'linkedin') leakSentences.push(en ? `LinkedIn: ${p.linkedinUrl}` : `Profil LinkedIn : ${p.linkedinUrl}`);
    if (k === 'name') sentences.unshift(en ? `${fullName} -` : r.pick([`${fullName},`, `Je m'appelle ${fullName}.`]));
    if (k === 'school') leakSentences.push(en ? `Graduated from ${school.name}.` : `Diplômé${e} de ${school.name}.`);
    if (k === 'employer')
      leakSentences.push(en ? `Started my career at ${p.smallEmployers[0]}.` : `Débuts chez ${p.smallEmployers[0]}.`);
    if (k === 'referee') leakSentences.push(en ? `References: ${p.referees[0]}.` : `Références : ${p.referees[0]}.`);
  }
  t.leaks = leakKinds;
  let summary = acc(sentences.join(' '));
  if (leakSentences.length) {
    const last = leakSentences.length - 1;
    leakSentences[last] = leakSentences[last]!.replace(/ -$/, '');
    if (work.length > 1 && r.chance(0.3)) work[work.length - 1]!.summary += ` ${leakSentences.join(' ')}`;
    else summary += ` ${leakSentences.join(' ')}`;
  }

  // ----- references, projects, interests
  const references = p.referees.map((name) => ({
    name,
    reference: en
      ? `${name}, ${r.pick(['IT manager', 'CIO', 'head of infrastructure'])}: "${p.firstName} is reliable, autonomous and a pleasure to work with."`
      : `${name}, ${r.pick(['DSI', 'responsable infrastructure', 'directeur de projet'])} : « ${p.firstName} est ${g ? 'rigoureuse' : 'rigoureux'} et ${g ? 'autonome' : 'autonome'}, très bonne collaboration. »`,
  }));
  const projects =
    ['devops', 'sre', 'platform', 'k8s', 'admin-linux', 'cloud-aws'].includes(t.occ) && r.chance(0.12)
      ? [
          {
            name: 'Homelab',
            description: en
              ? 'k3s cluster on Raspberry Pi, GitOps with Argo CD.'
              : 'Cluster k3s sur Raspberry Pi, GitOps avec Argo CD.',
            keywords: ['k3s', 'GitOps'],
          },
        ]
      : [];
  const interests = r.chance(0.3)
    ? [
        {
          name: r.pick(
            en
              ? ['Running', 'Hiking', 'Photography', 'Chess', 'Climbing']
              : ['Course à pied', 'Randonnée', 'Photographie', 'Échecs', 'Escalade', 'Voile'],
          ),
        },
      ]
    : [];

  // ----- profile
  const skillLevels = en ? ['Expert', 'Advanced', 'Intermediate'] : ['Expert', 'Avancé', 'Intermédiaire', 'Confirmé'];
  const skills = t.skills.map((k, i) => ({
    name: skillName(k, en),
    level: i < 3 ? skillLevels[0]! : r.pick(skillLevels),
    keywords: [] as string[],
  }));
  const certificates = t.certs.map((c) => ({
    name: CERT[c]![0],
    issuer: CERT[c]![1],
    startDate: ym(Math.min(monthIndex(TODAY) - 1, careerStart + r.int(6, Math.max(7, t.years * 12)))),
  }));
  const languages = t.languages.map((l) => ({
    language: en ? LANG_EN[l.lang] : LANG_FR[l.lang],
    fluency: levelText(r, l.level, en),
  }));
  const profiles = [{ username: p.linkedinSlug, network: 'LinkedIn', url: p.linkedinUrl }];
  if (p.githubHandle)
    profiles.push({ username: p.githubHandle, network: 'GitHub', url: `https://github.com/${p.githubHandle}` });
  const created = TODAY_MS - r.int(30, 2400) * DAY + r.int(0, 86_399) * 1000;
  const updated = Math.min(TODAY_MS - DAY, created + r.int(1, 900) * DAY);
  const remoteOut = t.remote.map((x) => (x === 'onsite' ? 'Sur site' : x === 'hybrid' ? 'Hybride' : 'Full remote'));
  const durOut = t.durations.map((x) =>
    x === '<3' ? '< 3 mois' : x === '3-6' ? '3 a 6 mois' : x === '6-12' ? '6 a 12 mois' : '> 12 mois',
  );
  const homeRegion = t.home.regionName;
  const profile = {
    basics: {
      name: fullName,
      label: acc(lab),
      image: r.chance(0.5)
        ? `https://img.freelance-pool.example/avatars/${r.int(0x100000, 0xffffff).toString(16)}.jpg`
        : '',
      email: p.email,
      phone: p.phone,
      url: p.linkedinUrl,
      summary,
      location: {
        address: `${t.home.city}, ${t.home.countryName}`,
        postalCode: t.home.postalCode,
        city: t.home.city,
        countryCode: t.home.country,
        region: homeRegion,
      },
      profiles,
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
    projects,
    meta: {
      id: t.id,
      createdAt: new Date(created).toISOString(),
      updatedAt: new Date(updated).toISOString(),
      firstName: p.firstName,
      lastName: p.lastName,
      cvUrl: `https://files.freelance-pool.example/cv/${t.id}-${r.int(0x1000, 0xffff).toString(16)}.pdf`,
      freelance: {
        available: t.available,
        availabilityDate: availabilityText(r, t),
        rate: rateText(r, t.rate, en),
        seniority: t.declared,
        professions: r.sample(def.prof, r.chance(0.7) ? 1 : 2),
        openToCdi: t.openToCdi,
        vehicle: t.vehicle,
        preferences: {
          missionDuration: durOut,
          remoteWork: remoteOut,
          daysPerWeek: t.days.map(String),
          workAreas: t.areas,
        },
      },
    },
  };
  return { profile };
}

// ---------------------------------------------------------------------------------------------------------------
const TOTAL = 700;
let cache: { profile: unknown; truth: Truth }[] | undefined;

export function corpus(): { profile: unknown; truth: Truth }[] {
  if (cache) return cache;
  const b = new Builder(0xb37b37);
  const drafts: Draft[] = [];
  for (const pl of PLANTS) drafts.push(b.draw(pl));
  while (drafts.length < TOTAL) drafts.push(b.draw());
  const order = b.r.shuffle(drafts.map((_, i) => i));
  const out: { profile: unknown; truth: Truth }[] = [];
  order.forEach((di, k) => {
    const d = drafts[di]!;
    const truth: Truth = { id: `b37-${String(k + 1).padStart(4, '0')}`, ...d.truth };
    const w = write(b.r, b, truth);
    out.push({ profile: w.profile, truth });
  });
  cache = out;
  return out;
}
