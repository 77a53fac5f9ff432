/**
 * Set 15 corpus generator: freelancers of non-IT trades (finance, HR, legal, engineering and industry, supply chain and
 * purchasing, marketing and communication, management) plus the IT consultants who serve them.
 * Deterministic (own PRNG), "today" is 2026-11-29. Every text is written from the Truth.
 */
import { OCCS, OCC_BY_KEY, TAGS, OccDef, Family } from './catalog';
import { cityFR, cityForeign, dept as deptArea, region as regionArea, pays, DatasetArea } from './areas';
import * as N from './names';

export const TODAY = '2026-11-29';

// ------------------------------------------------------------------------------------------------ PRNG
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export class Rng {
  private f: () => number;
  constructor(seed: number) {
    this.f = mulberry32(seed);
  }
  next(): number {
    return this.f();
  }
  int(a: number, b: number): number {
    return a + Math.floor(this.f() * (b - a + 1));
  }
  chance(p: number): boolean {
    return this.f() < p;
  }
  pick<T>(arr: readonly T[]): T {
    return arr[Math.floor(this.f() * arr.length)]!;
  }
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((s, [, w]) => s + w, 0);
    let r = this.f() * total;
    for (const [v, w] of items) {
      r -= w;
      if (r < 0) return v;
    }
    return items[items.length - 1]![0];
  }
  sample<T>(arr: readonly T[], k: number): T[] {
    const copy = [...arr];
    const out: T[] = [];
    while (out.length < k && copy.length) out.push(copy.splice(Math.floor(this.f() * copy.length), 1)[0]!);
    return out;
  }
}

// ------------------------------------------------------------------------------------------------ homes
export interface Home {
  key: string;
  city: string;
  zip: string;
  dept: string;
  deptName: string;
  region: string;
  regionName: string;
  country: string;
  area: DatasetArea;
}

const HOME_SPECS: [string, number][] = [
  ['Paris 75008', 3],
  ['Paris 75011', 3],
  ['Paris 75015', 3],
  ['Paris 75017', 3],
  ['Paris 75009', 3],
  ['Paris 75012', 3],
  ['Paris 75016', 3],
  ['Paris 75019', 3],
  ['Boulogne-Billancourt 92100', 2],
  ['Nanterre 92000', 2],
  ['Courbevoie 92400', 2],
  ['Issy-les-Moulineaux 92130', 2],
  ['Levallois-Perret 92300', 2],
  ['Rueil-Malmaison 92500', 2],
  ['Versailles 78000', 2],
  ['Saint-Germain-en-Laye 78100', 2],
  ['Montigny-le-Bretonneux 78180', 2],
  ['Saint-Denis 93200', 2],
  ['Montreuil 93100', 2],
  ['Créteil 94000', 2],
  ['Vincennes 94300', 2],
  ['Massy 91300', 2],
  ['Évry-Courcouronnes 91000', 2],
  ['Cergy 95000', 2],
  ['Argenteuil 95100', 2],
  ['Meaux 77100', 2],
  ['Melun 77000', 2],
  ['Lyon 69003', 3],
  ['Lyon 69007', 3],
  ['Lyon 69006', 3],
  ['Villeurbanne 69100', 2],
  ['Vénissieux 69200', 1],
  ['Grenoble 38000', 3],
  ['Saint-Étienne 42000', 2],
  ['Clermont-Ferrand 63000', 2],
  ['Annecy 74000', 2],
  ['Valence 26000', 1],
  ['Roanne 42300', 1],
  ['Oyonnax 01100', 1],
  ['Chambéry 73000', 1],
  ['Annemasse 74100', 1],
  ['Bourg-en-Bresse 01000', 1],
  ['Marseille 13008', 2],
  ['Marseille 13002', 2],
  ['Aix-en-Provence 13100', 2],
  ['Nice 06000', 2],
  ['Toulon 83000', 1],
  ['Avignon 84000', 1],
  ['Valbonne 06560', 1],
  ['Marignane 13700', 1],
  ['Toulouse 31000', 3],
  ['Toulouse 31400', 2],
  ['Blagnac 31700', 1],
  ['Montpellier 34000', 2],
  ['Nîmes 30000', 1],
  ['Perpignan 66000', 1],
  ['Tarbes 65000', 1],
  ['Figeac 46100', 1],
  ['Rodez 12000', 1],
  ['Albi 81000', 1],
  ['Bordeaux 33000', 3],
  ['Mérignac 33700', 1],
  ['Pau 64000', 1],
  ['Bayonne 64100', 1],
  ['Limoges 87000', 1],
  ['Poitiers 86000', 1],
  ['La Rochelle 17000', 1],
  ['Niort 79000', 1],
  ['Cognac 16100', 1],
  ['Angoulême 16000', 1],
  ['Lille 59000', 3],
  ['Roubaix 59100', 1],
  ["Villeneuve-d'Ascq 59650", 1],
  ['Valenciennes 59300', 1],
  ['Dunkerque 59140', 1],
  ['Amiens 80000', 1],
  ['Compiègne 60200', 1],
  ['Arras 62000', 1],
  ['Beauvais 60000', 1],
  ['Strasbourg 67000', 2],
  ['Mulhouse 68100', 1],
  ['Colmar 68000', 1],
  ['Metz 57000', 1],
  ['Thionville 57100', 1],
  ['Nancy 54000', 1],
  ['Reims 51100', 1],
  ['Troyes 10000', 1],
  ['Épinal 88000', 1],
  ['Dijon 21000', 1],
  ['Besançon 25000', 1],
  ['Belfort 90000', 1],
  ['Montbéliard 25200', 1],
  ['Chalon-sur-Saône 71100', 1],
  ['Le Creusot 71200', 1],
  ['Auxerre 89000', 1],
  ['Rouen 76000', 2],
  ['Le Havre 76600', 1],
  ['Caen 14000', 1],
  ['Cherbourg-en-Cotentin 50100', 1],
  ['Évreux 27000', 1],
  ['Rennes 35000', 2],
  ['Brest 29200', 1],
  ['Lorient 56100', 1],
  ['Vannes 56000', 1],
  ['Quimper 29000', 1],
  ['Saint-Brieuc 22000', 1],
  ['Nantes 44000', 3],
  ['Saint-Nazaire 44600', 1],
  ['Angers 49000', 1],
  ['Le Mans 72000', 1],
  ['Cholet 49300', 1],
  ['La Roche-sur-Yon 85000', 1],
  ['Laval 53000', 1],
  ['Orléans 45000', 1],
  ['Tours 37000', 1],
  ['Bourges 18000', 1],
  ['Chartres 28000', 1],
  ['Ajaccio 20000', 0.5],
  ['Bastia 20200', 0.5],
  ['Saint-Denis 97400', 1],
  ['Saint-Pierre 97410', 0.5],
  ['Fort-de-France 97200', 1],
  ['Baie-Mahault 97122', 0.7],
  ['Cayenne 97300', 0.5],
  ['Brussels|BE', 3],
  ['Liège|BE', 1],
  ['Namur|BE', 0.7],
  ['Charleroi|BE', 0.7],
  ['Mons|BE', 0.5],
  ['Louvain-la-Neuve|BE', 0.5],
  ['Genève|CH', 3],
  ['Lausanne|CH', 2],
  ['Neuchâtel|CH', 0.5],
  ['Fribourg|CH', 0.5],
  ['Nyon|CH', 0.5],
  ['Basel|CH', 0.5],
  ['Zürich|CH', 0.5],
  ['Luxembourg|LU', 3],
  ['Esch-sur-Alzette|LU', 1],
  ['Strassen|LU', 0.5],
];

const homeCache = new Map<string, Home>();
export function home(key: string): Home {
  const hit = homeCache.get(key);
  if (hit) return hit;
  let area: DatasetArea;
  if (key.includes('|')) {
    const [name, cc] = key.split('|');
    area = cityForeign(name!, cc!);
  } else {
    const i = key.lastIndexOf(' ');
    area = cityFR(key.slice(0, i), key.slice(i + 1));
  }
  const h: Home = {
    key,
    city: area.cityName ?? '',
    zip: area.cityZipCode ?? '',
    dept: area.departmentCode ?? '',
    deptName: area.departmentName ?? '',
    region: area.regionCode ?? '',
    regionName: area.regionName ?? '',
    country: area.countryCode,
    area,
  };
  homeCache.set(key, h);
  return h;
}

const FR_NEIGHBOURS: Record<string, string[]> = {
  '11': ['24', '28', '32', '44', '27'],
  '84': ['27', '93', '76', '75'],
  '93': ['84', '76'],
  '76': ['75', '84', '93'],
  '75': ['52', '24', '84', '76'],
  '32': ['11', '28', '44'],
  '44': ['32', '11', '27'],
  '27': ['44', '11', '24', '84'],
  '28': ['32', '11', '24', '52', '53'],
  '53': ['52', '28'],
  '52': ['53', '28', '24', '75'],
  '24': ['11', '28', '52', '75', '27', '84'],
  '94': ['93'],
};
const BORDER: Record<string, string> = {
  'Thionville 57100': 'LU',
  'Metz 57000': 'LU',
  'Annemasse 74100': 'CH',
  'Annecy 74000': 'CH',
  'Mulhouse 68100': 'CH',
  'Belfort 90000': 'CH',
  'Besançon 25000': 'CH',
  'Lille 59000': 'BE',
  'Roubaix 59100': 'BE',
  "Villeneuve-d'Ascq 59650": 'BE',
  'Valenciennes 59300': 'BE',
};
const OVERSEAS = ['01', '02', '03', '04', '06'];

// ------------------------------------------------------------------------------------------------ truth
export type Band = 'junior' | 'confirme' | 'senior' | 'expert';
export type LangLevel = 'native' | 'bilingual' | 'fluent' | 'professional' | 'basic';
export type RemoteMode = 'Sur site' | 'Hybride' | 'Full remote';

export interface Truth {
  id: string;
  occ: string;
  family: Family;
  /** occupations held before (earlier salaried jobs) */
  pastOccs: string[];
  gender: 'f' | 'm';
  textLang: 'fr' | 'en';
  years: number;
  band: Band;
  /** whether meta.freelance.seniority is filled */
  declaredSeniority: boolean;
  /** management de transition (interim management) */
  interim: boolean;
  specs: string[];
  tools: string[];
  norms: string[];
  sectors: string[];
  home: Home;
  areas: DatasetArea[];
  remote: RemoteMode[];
  days: number[];
  durations: string[];
  available: boolean;
  /** ISO date from which the freelancer can start */
  availableFrom: string;
  /** day rate in euros; null when not given */
  rate: number | null;
  langs: Record<string, LangLevel>;
  vehicle: boolean;
  openToCdi: boolean;
}

export function bandOf(years: number): Band {
  if (years <= 2) return 'junior';
  if (years <= 6) return 'confirme';
  if (years <= 10) return 'senior';
  return 'expert';
}
const BAND_LABEL: Record<Band, string> = {
  junior: 'Junior (0-2 ans)',
  confirme: 'Confirme (3-6 ans)',
  senior: 'Senior (7-10 ans)',
  expert: 'Expert (10+ ans)',
};

/** A planted profile: overrides applied to one generated profile of the occupation (to make sure queries have matches). */
interface Plant {
  occ: string;
  home?: string;
  years?: number;
  interim?: boolean;
  gender?: 'f' | 'm';
  textLang?: 'fr' | 'en';
  specs?: string[];
  tools?: string[];
  norms?: string[];
  sectors?: string[];
  remote?: RemoteMode[];
  days?: number[];
  durations?: string[];
  available?: boolean;
  availableFrom?: string;
  rate?: number | null;
  langs?: Record<string, LangLevel>;
  /** extra work areas: 'pays:CH', 'region:GE:CH', 'region:84', 'dept:69' */
  areas?: string[];
  /** replace the work areas with the home city only */
  cityOnly?: boolean;
}

const PLANTS: Plant[] = [
  // sentence-fr / sentence-en: DAF de transition near Lyon, available soon
  { occ: 'daf', home: 'Lyon 69006', years: 18, interim: true, sectors: ['industrie', 'plasturgie'], available: true },
  {
    occ: 'daf',
    home: 'Villeurbanne 69100',
    years: 22,
    interim: true,
    sectors: ['agro', 'industrie'],
    available: false,
    availableFrom: '2026-12-07',
    gender: 'f',
  },
  {
    occ: 'daf',
    home: 'Bourg-en-Bresse 01000',
    years: 16,
    interim: true,
    sectors: ['metallurgie'],
    available: false,
    availableFrom: '2027-04-01',
  },
  { occ: 'daf', home: 'Lyon 69003', years: 20, interim: false, sectors: ['services'], available: true },
  // controleuse de gestion industrielle Toulouse
  {
    occ: 'cdg',
    home: 'Toulouse 31400',
    years: 5,
    specs: ['cdg-indus', 'couts', 'budget'],
    sectors: ['aero'],
    available: false,
    availableFrom: '2027-01-04',
    gender: 'f',
  },
  {
    occ: 'cdg',
    home: 'Blagnac 31700',
    years: 4,
    specs: ['cdg-indus', 'reporting'],
    sectors: ['aero', 'industrie'],
    available: true,
  },
  {
    occ: 'cdg',
    home: 'Toulouse 31000',
    years: 15,
    specs: ['cdg-indus', 'couts'],
    sectors: ['industrie'],
    available: true,
    gender: 'f',
  },
  // paie Silae IDF
  { occ: 'paie', home: 'Paris 75011', years: 8, tools: ['silae'], remote: ['Hybride'], available: true, gender: 'f' },
  {
    occ: 'paie',
    home: 'Créteil 94000',
    years: 5,
    tools: ['silae', 'excel'],
    remote: ['Sur site', 'Hybride'],
    available: true,
  },
  { occ: 'paie', home: 'Massy 91300', years: 12, tools: ['adp'], remote: ['Hybride'], available: true, gender: 'f' },
  // juriste droit social senior full remote 2 days
  { occ: 'juriste-social', home: 'Nantes 44000', years: 9, remote: ['Full remote'], days: [1, 2, 3], gender: 'f' },
  { occ: 'juriste-social', home: 'Bordeaux 33000', years: 16, remote: ['Full remote', 'Hybride'], days: [2, 3] },
  // acheteur aéronautique Bordeaux / Toulouse, English
  {
    occ: 'acheteur',
    home: 'Mérignac 33700',
    years: 8,
    sectors: ['aero', 'defense'],
    langs: { en: 'fluent' },
    specs: ['achats-projet', 'negociation'],
  },
  {
    occ: 'acheteur',
    home: 'Blagnac 31700',
    years: 7,
    sectors: ['aero'],
    tools: ['sap-mm', 'excel'],
    langs: { en: 'fluent' },
    remote: ['Sur site'],
    specs: ['achats-projet', 'sourcing-achats'],
    durations: ['6 a 12 mois', '> 12 mois'],
    gender: 'f',
  },
  {
    occ: 'acheteur',
    home: 'Toulouse 31400',
    years: 5,
    sectors: ['aero', 'industrie'],
    tools: ['sap-mm'],
    langs: { en: 'professional' },
    specs: ['achats-directs', 'achats-projet'],
  },
  // responsable qualité agro Bretagne
  {
    occ: 'resp-qualite',
    home: 'Rennes 35000',
    years: 14,
    sectors: ['agro'],
    norms: ['iso-9001', 'ifs', 'iso-22000'],
    durations: ['< 3 mois', '3 a 6 mois'],
    available: true,
    gender: 'f',
  },
  {
    occ: 'resp-qualite',
    home: 'Quimper 29000',
    years: 9,
    sectors: ['agro', 'vins'],
    norms: ['iso-9001', 'ifs'],
    specs: ['qhse', 'certification'],
  },
  { occ: 'ing-qualite', home: 'Vannes 56000', years: 6, sectors: ['agro'], norms: ['iso-9001', 'ifs'] },
  // DRH de transition PSE Nord
  {
    occ: 'drh',
    home: 'Lille 59000',
    years: 22,
    interim: true,
    specs: ['pse', 'irp'],
    sectors: ['industrie', 'metallurgie'],
    available: true,
  },
  {
    occ: 'drh',
    home: 'Valenciennes 59300',
    years: 17,
    interim: true,
    specs: ['pse', 'gpec'],
    sectors: ['auto'],
    gender: 'f',
  },
  // SAP FI/CO S/4HANA remote rate <= 850
  {
    occ: 'sap-fico',
    home: 'Nantes 44000',
    years: 14,
    tools: ['sap-fi', 'sap-co', 's4hana'],
    specs: ['s4-migration', 'parametrage'],
    remote: ['Full remote', 'Hybride'],
    rate: 800,
  },
  {
    occ: 'sap-fico',
    home: 'Paris 75017',
    years: 12,
    tools: ['sap-fi', 'sap-co', 's4hana'],
    specs: ['s4-migration', 'deploiement'],
    remote: ['Hybride', 'Full remote'],
    rate: 950,
  },
  {
    occ: 'sap-fico',
    home: 'Lyon 69007',
    years: 9,
    tools: ['sap-fi', 'sap-co'],
    specs: ['tma', 'parametrage'],
    remote: ['Full remote'],
    rate: 700,
  },
  // supply chain manager de transition Normandie pharma
  { occ: 'scm', home: 'Rouen 76000', years: 16, interim: true, sectors: ['pharma', 'chimie'], available: true },
  { occ: 'scm', home: 'Le Havre 76600', years: 13, interim: true, sectors: ['chimie', 'industrie'] },
  // chargée de recrutement Nantes, techniciens
  {
    occ: 'recruteur',
    home: 'Nantes 44000',
    years: 6,
    specs: ['recrutement-indus', 'sourcing'],
    available: false,
    availableFrom: '2027-01-04',
    days: [3, 4],
    gender: 'f',
  },
  {
    occ: 'recruteur',
    home: 'Saint-Nazaire 44600',
    years: 4,
    specs: ['recrutement-indus', 'recrutement-volume'],
    available: true,
    days: [4, 5],
    gender: 'f',
  },
  // ingénieur méthodes auto Montbéliard
  { occ: 'ing-methodes', home: 'Montbéliard 25200', years: 2, sectors: ['auto'], specs: ['lean', 'industrialisation'] },
  {
    occ: 'ing-methodes',
    home: 'Belfort 90000',
    years: 5,
    sectors: ['auto', 'ferroviaire'],
    specs: ['industrialisation', 'amdec'],
  },
  { occ: 'ing-methodes', home: 'Besançon 25000', years: 14, sectors: ['auto'], specs: ['lean', 'transfert'] },
  // financial controller Geneva IFRS
  { occ: 'cdg', home: 'Genève|CH', years: 8, norms: ['ifrs'], textLang: 'en', langs: { fr: 'native', en: 'fluent' } },
  { occ: 'cdg', home: 'Annemasse 74100', years: 6, norms: ['ifrs'], areas: ['pays:CH', 'region:GE:CH'] },
  {
    occ: 'cdg',
    home: 'Lausanne|CH',
    years: 11,
    norms: ['ifrs', 'us-gaap'],
    textLang: 'en',
    langs: { fr: 'native', en: 'bilingual' },
  },
  // HRBP Paris senior hybrid English
  {
    occ: 'hrbp',
    home: 'Paris 75009',
    years: 9,
    remote: ['Hybride'],
    langs: { en: 'fluent' },
    available: false,
    availableFrom: '2027-01-05',
    gender: 'f',
  },
  {
    occ: 'hrbp',
    home: 'Levallois-Perret 92300',
    years: 12,
    remote: ['Hybride', 'Sur site'],
    langs: { en: 'bilingual' },
    available: true,
    textLang: 'en',
  },
  // DPO santé 2 days remote
  {
    occ: 'dpo',
    home: 'Lille 59000',
    years: 8,
    sectors: ['sante', 'public'],
    days: [1, 2],
    remote: ['Full remote', 'Hybride'],
  },
  {
    occ: 'dpo',
    home: 'Montpellier 34000',
    years: 12,
    sectors: ['sante'],
    days: [2, 3],
    remote: ['Full remote'],
    gender: 'f',
  },
  // procurement manager automotive HDF
  { occ: 'resp-achats', home: 'Valenciennes 59300', years: 15, sectors: ['auto', 'industrie'] },
  { occ: 'resp-achats', home: 'Arras 62000', years: 10, sectors: ['auto'], gender: 'f' },
  // quality engineer aerospace Toulouse
  {
    occ: 'ing-qualite',
    home: 'Toulouse 31000',
    years: 7,
    sectors: ['aero'],
    norms: ['iso-9001', 'en9100'],
    remote: ['Sur site'],
  },
  {
    occ: 'ing-qualite',
    home: 'Figeac 46100',
    years: 4,
    sectors: ['aero', 'defense'],
    norms: ['en9100'],
    remote: ['Sur site'],
    gender: 'f',
  },
  // BIM Luxembourg
  {
    occ: 'bim',
    home: 'Luxembourg|LU',
    years: 9,
    tools: ['revit', 'navisworks'],
    langs: { fr: 'native', en: 'fluent', de: 'professional' },
    textLang: 'en',
  },
  {
    occ: 'bim',
    home: 'Thionville 57100',
    years: 6,
    tools: ['revit', 'autocad'],
    areas: ['pays:LU'],
    langs: { en: 'professional' },
  },
  // demand planner SAP IBP Brussels FMCG
  {
    occ: 'demand-planner',
    home: 'Brussels|BE',
    years: 6,
    tools: ['sap-ibp', 'excel'],
    sectors: ['grande-conso'],
    langs: { fr: 'native', en: 'fluent', nl: 'professional' },
  },
  {
    occ: 'demand-planner',
    home: 'Lille 59000',
    years: 4,
    tools: ['sap-ibp'],
    sectors: ['grande-conso', 'agro'],
    areas: ['pays:BE'],
  },
  { occ: 'demand-planner', home: 'Paris 75015', years: 7, tools: ['kinaxis', 'excel'], sectors: ['pharma'] },
  // payroll Silae part-time remote
  {
    occ: 'paie',
    home: 'Angers 49000',
    years: 10,
    tools: ['silae', 'sage-paie'],
    days: [2, 3],
    remote: ['Full remote'],
  },
  {
    occ: 'paie',
    home: 'Perpignan 66000',
    years: 6,
    tools: ['silae'],
    days: [1, 2, 3],
    remote: ['Full remote', 'Hybride'],
    gender: 'f',
  },
  // Workday consultant senior, February, remote
  {
    occ: 'consultant-sirh',
    home: 'Paris 75012',
    years: 9,
    tools: ['workday'],
    available: false,
    availableFrom: '2027-02-01',
    remote: ['Full remote', 'Hybride'],
  },
  {
    occ: 'consultant-sirh',
    home: 'Bordeaux 33000',
    years: 13,
    tools: ['workday'],
    available: false,
    availableFrom: '2027-01-15',
    remote: ['Full remote'],
    gender: 'f',
  },
  // interim plant manager food factory Brittany
  { occ: 'dir-usine', home: 'Lorient 56100', years: 20, interim: true, sectors: ['agro'] },
  { occ: 'dir-usine', home: 'Saint-Brieuc 22000', years: 15, interim: true, sectors: ['agro', 'industrie'] },
  // job ad: DAF de transition agro Bretagne Sage X3
  {
    occ: 'daf',
    home: 'Rennes 35000',
    years: 19,
    interim: true,
    sectors: ['agro'],
    tools: ['sage-x3', 'excel'],
    rate: 1000,
    available: true,
    days: [4, 5],
    remote: ['Sur site', 'Hybride'],
    durations: ['3 a 6 mois', '6 a 12 mois'],
  },
  {
    occ: 'daf',
    home: 'Brest 29200',
    years: 15,
    interim: true,
    sectors: ['agro', 'grande-conso'],
    tools: ['oracle'],
    available: false,
    availableFrom: '2027-02-01',
  },
  // job ad: contrôleur de gestion Grenoble SAP CO
  {
    occ: 'cdg',
    home: 'Grenoble 38000',
    years: 5,
    tools: ['sap-co', 'excel'],
    remote: ['Hybride'],
    rate: 520,
    specs: ['cdg-indus', 'budget'],
    availableFrom: '2027-01-04',
  },
  {
    occ: 'cdg',
    home: 'Chambéry 73000',
    years: 6,
    tools: ['sap-co', 'sap-fi', 'power-bi'],
    remote: ['Hybride', 'Sur site'],
    rate: 550,
    sectors: ['metallurgie', 'energie'],
    available: true,
    gender: 'f',
  },
  // job ad: recruteur tech Paris 3 days remote
  {
    occ: 'recruteur',
    home: 'Paris 75011',
    years: 5,
    specs: ['recrutement-tech', 'sourcing'],
    days: [3],
    remote: ['Full remote', 'Hybride'],
    available: false,
    availableFrom: '2027-01-04',
    tools: ['linkedin-recruiter', 'teamtailor'],
    rate: 430,
  },
  {
    occ: 'recruteur',
    home: 'Montreuil 93100',
    years: 3,
    specs: ['recrutement-tech'],
    days: [2, 3],
    remote: ['Full remote'],
    available: true,
    rate: 400,
    gender: 'f',
  },
  // job ad: HSE chimie Seveso Lyon
  {
    occ: 'hse',
    home: 'Lyon 69007',
    years: 16,
    sectors: ['chimie'],
    norms: ['iso-14001', 'iso-45001', 'atex', 'seveso'],
    available: true,
  },
  {
    occ: 'hse',
    home: 'Vénissieux 69200',
    years: 12,
    sectors: ['chimie', 'pharma'],
    norms: ['iso-45001', 'seveso'],
    available: false,
    availableFrom: '2027-03-01',
    gender: 'f',
  },
  // job ad: interim HR director Brussels
  {
    occ: 'drh',
    home: 'Brussels|BE',
    years: 19,
    interim: true,
    available: true,
    sectors: ['industrie'],
    langs: { fr: 'native', nl: 'fluent', en: 'fluent' },
    textLang: 'en',
  },
  {
    occ: 'drh',
    home: 'Namur|BE',
    years: 14,
    interim: true,
    sectors: ['metallurgie'],
    langs: { fr: 'native', nl: 'professional', en: 'professional' },
  },
  // job ad: juriste affaires La Défense
  {
    occ: 'juriste-affaires',
    home: 'Courbevoie 92400',
    years: 8,
    specs: ['contrats', 'corporate'],
    langs: { en: 'fluent' },
    days: [4, 5],
    remote: ['Hybride'],
  },
  {
    occ: 'juriste-affaires',
    home: 'Paris 75016',
    years: 5,
    specs: ['contrats', 'contentieux'],
    langs: { en: 'fluent' },
    days: [3, 4, 5],
    remote: ['Hybride', 'Full remote'],
    gender: 'f',
  },
  // job ad: SAP MM/SD Lille
  {
    occ: 'sap-mmsd',
    home: 'Lille 59000',
    years: 12,
    tools: ['sap-mm', 'sap-sd', 's4hana'],
    specs: ['deploiement', 's4-migration'],
    rate: 750,
    remote: ['Hybride'],
    langs: { en: 'fluent' },
    availableFrom: '2027-01-04',
  },
  {
    occ: 'sap-mmsd',
    home: 'Amiens 80000',
    years: 8,
    tools: ['sap-sd', 's4hana'],
    specs: ['deploiement', 'parametrage'],
    rate: 700,
    remote: ['Hybride', 'Full remote'],
  },
  // job ad: automaticien Alsace
  { occ: 'automaticien', home: 'Mulhouse 68100', years: 7, tools: ['tia-portal'], sectors: ['agro'], available: true },
  {
    occ: 'automaticien',
    home: 'Colmar 68000',
    years: 4,
    tools: ['tia-portal', 'schneider'],
    sectors: ['agro', 'pharma'],
  },
  // job ad: paie Marseille
  {
    occ: 'paie',
    home: 'Marseille 13008',
    years: 7,
    tools: ['silae', 'adp'],
    specs: ['paie-multi', 'dsn'],
    available: false,
    availableFrom: '2026-12-21',
    rate: 340,
    remote: ['Sur site', 'Hybride'],
    gender: 'f',
  },
  {
    occ: 'paie',
    home: 'Aix-en-Provence 13100',
    years: 4,
    tools: ['adp'],
    specs: ['paie-multi'],
    available: true,
    rate: 350,
    remote: ['Sur site'],
  },
  // job ad: quality manager medical devices Vaud
  {
    occ: 'resp-qualite',
    home: 'Lausanne|CH',
    years: 13,
    available: true,
    sectors: ['medtech'],
    norms: ['iso-13485', 'iso-9001'],
    textLang: 'en',
    langs: { fr: 'native', en: 'fluent' },
  },
  {
    occ: 'resp-qualite',
    home: 'Annecy 74000',
    years: 10,
    sectors: ['medtech'],
    norms: ['iso-13485'],
    areas: ['pays:CH'],
  },
  // place plants
  { occ: 'comptable', home: 'Saint-Denis 97400', years: 9, cityOnly: true },
  { occ: 'comptable', home: 'Saint-Pierre 97410', years: 3 },
  { occ: 'comptable', home: 'Fort-de-France 97200', years: 12 },
  { occ: 'daf', home: 'Lille 59000', years: 14 },
  { occ: 'daf', home: 'Arras 62000', years: 25, interim: true },
  { occ: 'acheteur', home: 'Tarbes 65000', years: 6 },
  { occ: 'acheteur', home: 'Albi 81000', years: 3 },
  { occ: 'juriste-affaires', home: 'Genève|CH', years: 10 },
  { occ: 'juriste-social', home: 'Carouge|CH', years: 6 },
  { occ: 'rrh', home: 'Nantes 44000', years: 8 },
  { occ: 'rrh', home: 'Lille 59000', years: 11, gender: 'f' },
  { occ: 'rrh', home: 'Amiens 80000', years: 6 },
  { occ: 'resp-qualite', years: 23, home: 'Le Mans 72000' },
  { occ: 'rrh', home: 'Saint-Nazaire 44600', years: 12 },
  { occ: 'resp-log', home: 'Saint-Denis 93200', years: 10 },
  { occ: 'resp-log', home: 'Montreuil 93100', years: 6 },
  { occ: 'genie-civil', home: 'Luxembourg|LU', years: 8 },
  { occ: 'genie-civil', home: 'Esch-sur-Alzette|LU', years: 4 },
  { occ: 'chef-produit', home: 'Boulogne-Billancourt 92100', years: 6 },
  { occ: 'chef-produit', home: 'Issy-les-Moulineaux 92130', years: 3, sectors: ['cosmetique'] },
  { occ: 'chef-produit', home: 'Levallois-Perret 92300', years: 9, sectors: ['cosmetique', 'luxe'] },
  { occ: 'ing-qualite', home: 'Mulhouse 68100', years: 5, sectors: ['auto'], norms: ['iatf'] },
  { occ: 'ing-qualite', home: 'Strasbourg 67000', years: 9, sectors: ['pharma'], norms: ['gmp', 'iso-9001'] },
  { occ: 'drh', home: 'Liège|BE', years: 12 },
  { occ: 'maintenance', home: 'Le Havre 76600', years: 11 },
  {
    occ: 'maintenance',
    home: 'Caen 14000',
    years: 8,
    sectors: ['agro'],
    tools: ['gmao'],
    specs: ['gmao-deploiement', 'tpm'],
  },
  { occ: 'maintenance', home: 'Évreux 27000', years: 13, sectors: ['agro', 'pharma'], tools: ['gmao', 'sap-pm'] },
  // combo / abbrev plants
  { occ: 'tresorier', tools: ['kyriba', 'sap-fi'], years: 10 },
  { occ: 'tresorier', tools: ['kyriba'], years: 15, gender: 'f' },
  { occ: 'adv', tools: ['sap-sd', 'excel'], years: 8 },
  { occ: 'adv', tools: ['sap-sd'], years: 4 },
  { occ: 'epm', tools: ['tagetik'], years: 8 },
  { occ: 'epm', tools: ['tagetik', 'hfm'], years: 12 },
  { occ: 'consolidation', tools: ['hfm', 'excel'], norms: ['ifrs'], years: 9 },
  { occ: 'consolidation', tools: ['hfm'], norms: ['ifrs', 'us-gaap'], years: 14 },
  { occ: 'sap-fico', tools: ['sap-fi', 'sap-co'], specs: ['tma'], years: 6 },
  { occ: 'demand-planner', tools: ['kinaxis', 'power-bi'], years: 9 },
  { occ: 'raf', days: [2, 3], years: 12 },
  { occ: 'raf', days: [1, 2], years: 9, gender: 'f' },
  { occ: 'daf', days: [1, 2], years: 20, interim: false },
  { occ: 'daf', days: [2], years: 16, interim: false, gender: 'f' },
  { occ: 'resp-qualite', specs: ['qhse', 'certification'], sectors: ['agro'], norms: ['iso-9001', 'iso-14001'] },
  { occ: 'hse', specs: ['qhse', 'prevention'], sectors: ['agro'], norms: ['iso-45001'] },
  { occ: 'ing-meca', tools: ['catia', 'ansys'], sectors: ['aero'] },
  { occ: 'ing-meca', tools: ['catia'], sectors: ['auto'] },
  { occ: 'consultant-sirh', tools: ['workday'], years: 6 },
  { occ: 'sirh', tools: ['workday'], years: 8 },
  { occ: 'ing-qualite', sectors: ['pharma'], norms: ['gmp'] },
  { occ: 'resp-qualite', sectors: ['pharma'], norms: ['gmp', 'iso-9001'] },
  { occ: 'comptable', home: 'Lille 59000', years: 2 },
  { occ: 'comptable', home: 'Roubaix 59100', years: 5 },
  { occ: 'consultant-erp', tools: ['sage-x3'], years: 8 },
  { occ: 'consultant-erp', tools: ['cegid'], years: 5, gender: 'f' },
  { occ: 'hse', home: 'Rouen 76000', years: 11 },
  { occ: 'resp-qualite', home: 'Caen 14000', specs: ['qhse', 'certification'], years: 12 },
];

// ------------------------------------------------------------------------------------------------ helpers
function _iso(y: number, m: number, d = 1): string {
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
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

function fr(tag: string): string {
  const l = TAGS[tag];
  if (!l) throw new Error(`unknown tag ${tag}`);
  return l[0];
}
function en(tag: string): string {
  const l = TAGS[tag];
  if (!l) throw new Error(`unknown tag ${tag}`);
  return l[1];
}
function listFr(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} et ${items[items.length - 1]}`;
}
function listEn(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
function slugify(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
/** lower-cases the first letter unless the first word is an acronym (FMEA, DAF, HR...) */
function lowerFirst(s: string): string {
  const w = s.split(/[\s/]/)[0]!;
  if (w.length > 1 && w === w.toUpperCase()) return s;
  return s.charAt(0).toLowerCase() + s.slice(1);
}
/** "des PME" -> "de PME", "des entreprises" -> "d'entreprises" (after "auprès") */
function partitive(s: string): string {
  const rest = s.replace(/^des /, '');
  return /^[aeiouéèêàâîïôûEAIOUÉ]/i.test(rest) ? `d'${rest}` : `de ${rest}`;
}

function hasTag(t: Truth, k: string): boolean {
  return t.specs.includes(k) || t.tools.includes(k) || t.norms.includes(k) || t.sectors.includes(k);
}

/** Whether a title variant is true of the freelancer. */
function titleOk(title: string, t: Truth): boolean {
  const h = (k: string) => hasTag(t, k);
  if (/transition|Interim/i.test(title) && !t.interim) return false;
  if (/senior/i.test(title) && t.years < 7) return false;
  if (
    /^(Directeur|Directrice|Head of|Chief|Group Treasurer|Trésorier groupe|Trésorière groupe)/.test(title) &&
    t.years < 8
  )
    return false;
  if (/Sage X3/.test(title) && !h('sage-x3')) return false;
  if (/Sage(?! X3)/.test(title) && !(h('sage-x3') || h('sage-100'))) return false;
  if (/Cegid/.test(title) && !h('cegid')) return false;
  if (/Workday/.test(title) && !h('workday')) return false;
  if (/SuccessFactors/.test(title) && !h('successfactors')) return false;
  if (/Tagetik/.test(title) && !h('tagetik')) return false;
  if (/Anaplan/.test(title) && !h('anaplan')) return false;
  if (/SAP MM\/SD/.test(title)) {
    if (!(h('sap-mm') && h('sap-sd'))) return false;
  } else if (/SAP MM/.test(title) && !h('sap-mm')) return false;
  else if (/SAP SD/.test(title) && !h('sap-sd')) return false;
  if (/SAP FI\b|SAP FI\/CO|SAP FICO/.test(title) && !h('sap-fi')) return false;
  if (/SAP FI\/CO|SAP FICO/.test(title) && !h('sap-co')) return false;
  if (t.occ === 'cdg' && /industriel|Plant Controller/.test(title) && !h('cdg-indus')) return false;
  if (/FP&A/.test(title) && !h('fpa')) return false;
  if (/QHSE/.test(title) && !h('qhse')) return false;
  if (t.occ === 'ing-qualite' && /fournisseurs|Supplier/.test(title) && !h('audit-fournisseurs')) return false;
  if (t.occ === 'acheteur' && /projet|Project/.test(title) && !h('achats-projet')) return false;
  if (/hors production/.test(title) && !h('achats-indirects')) return false;
  if (
    t.occ === 'acheteur' &&
    /industriel/.test(title) &&
    !t.sectors.some((s) =>
      ['industrie', 'aero', 'auto', 'ferroviaire', 'defense', 'naval', 'energie', 'pharma', 'agro'].includes(s),
    )
  )
    return false;
  if (/Juriste contrats/.test(title) && !h('contrats')) return false;
  if (/corporate|Corporate/.test(title) && !h('corporate')) return false;
  if (/communication interne|Internal Communications/.test(title) && !h('com-interne')) return false;
  if (/réglementaire/.test(title) && !t.sectors.some((s) => ['pharma', 'medtech', 'cosmetique'].includes(s)))
    return false;
  if (/roboticien/.test(title) && !h('robotique')) return false;
  if (/travaux neufs/.test(title) && !h('capex')) return false;
  if (/industrialisation/.test(title) && !h('industrialisation')) return false;
  if (/Responsable paie|Payroll Manager/.test(title) && t.years < 6) return false;
  if (
    /^Responsable (comptable|formation|RH|ressources|SIRH|recrutement|acquisition|ADV|administration|CRM|trade|communication|conformité|maintenance|transport|logistique|d'entrepôt|de site|S&OP|planification|supply|qualité|HSE|sécurité|achats|consolidation|trésorerie|audit)/.test(
      title,
    ) &&
    t.years < 3
  )
    return false;
  if (
    /(Manager|Lead)\b/.test(title) &&
    !/BIM Manager|Change manager|Contract manager|Brand Manager|CRM Manager/.test(title) &&
    t.years < 3
  )
    return false;
  if (/Accounts Payable|Comptable fournisseurs/.test(title) && t.years > 12) return false;
  if (/Chef comptable de transition/.test(title) && !t.interim) return false;
  if (/externalisée?/.test(title) && t.days.every((d) => d >= 4)) return false;
  if (/Animat(eur|rice) HSE/.test(title) && t.years > 6) return false;
  if (/Chargée? (SIRH|de formation)/.test(title) && t.years > 10) return false;
  return true;
}

function missionLines(o: OccDef, t: Truth, lang: 'fr' | 'en'): string[] {
  const src = lang === 'fr' ? o.missionsFr : o.missionsEn;
  const out: string[] = [];
  for (const line of src) {
    const m = /^\[([^\]]+)\](.*)$/.exec(line);
    if (m) {
      if (m[1]!.split(',').every((k) => hasTag(t, k))) out.push(m[2]!);
    } else out.push(line);
  }
  if (out.length === 0) throw new Error(`no mission line for ${o.key} ${lang}`);
  return out;
}

// ------------------------------------------------------------------------------------------------ truth generation
const ALL_PROFILE_COUNT = OCCS.reduce((s, o) => s + o.n, 0);

function pickHomeKey(rng: Rng): string {
  return rng.weighted(HOME_SPECS);
}

function makeAreas(rng: Rng, h: Home, o: OccDef, interim: boolean): DatasetArea[] {
  const out: DatasetArea[] = [];
  const add = (a: DatasetArea) => {
    if (!out.some((x) => x.type === a.type && x.code === a.code && x.countryCode === a.countryCode)) out.push(a);
  };
  if (h.country !== 'FR') {
    const r = rng.next();
    if (r < 0.25) add(h.area);
    else if (r < 0.65) add(regionArea(h.region, h.country));
    else add(pays(h.country));
    if (rng.chance(0.2)) add(regionArea(h.country === 'BE' ? '32' : h.country === 'LU' ? '44' : '84'));
    return out;
  }
  if (OVERSEAS.includes(h.region)) {
    if (rng.chance(0.5)) add(regionArea(h.region));
    else add(deptArea(h.dept));
    if (rng.chance(0.15)) add(pays('FR'));
    return out;
  }
  const r = rng.next();
  const mobileBias = interim ? 0.15 : 0;
  if (r < 0.15) add(h.area);
  else if (r < 0.32) add(deptArea(h.dept));
  else if (r < 0.6 - mobileBias) add(regionArea(h.region));
  else if (r < 0.72 - mobileBias) {
    add(regionArea(h.region));
    const nb = FR_NEIGHBOURS[h.region];
    if (nb) add(regionArea(rng.pick(nb)));
  } else if (r < 0.86) add(pays('FR'));
  else {
    add(deptArea(h.dept));
    if (h.region !== '11') add(regionArea('11'));
    else add(regionArea(rng.pick(FR_NEIGHBOURS['11']!)));
  }
  const border = BORDER[h.key];
  if (border && rng.chance(0.5)) add(pays(border));
  void o;
  return out;
}

function areaFromSpec(spec: string): DatasetArea {
  const [kind, code, cc] = spec.split(':');
  if (kind === 'pays') return pays(code!);
  if (kind === 'region') return regionArea(code!, cc ?? 'FR');
  if (kind === 'dept') return deptArea(code!, cc ?? 'FR');
  throw new Error(spec);
}

const FUTURE_DATES = [
  '2026-12-07',
  '2026-12-15',
  '2027-01-04',
  '2027-01-15',
  '2027-02-01',
  '2027-03-01',
  '2027-04-01',
  '2027-05-15',
  '2027-06-01',
  '2027-09-01',
];

function makeTruth(rng: Rng, o: OccDef, idx: number, plant: Plant | undefined): Truth {
  const p = plant ?? ({ occ: o.key } as Plant);
  const gender = p.gender ?? (rng.chance(o.femaleP) ? 'f' : 'm');
  // seniority
  let years: number;
  if (p.years !== undefined) years = p.years;
  else {
    const band = rng.weighted<Band>([
      ['junior', o.sen[0]],
      ['confirme', o.sen[1]],
      ['senior', o.sen[2]],
      ['expert', o.sen[3]],
    ]);
    years =
      band === 'junior'
        ? rng.int(0, 2)
        : band === 'confirme'
          ? rng.int(3, 6)
          : band === 'senior'
            ? rng.int(7, 10)
            : rng.int(11, 32);
    if (o.key === 'daf' || o.key === 'drh') years = Math.max(years, rng.int(9, 14));
    if (o.key === 'dir-usine') years = Math.max(years, rng.int(10, 15));
    if (o.key === 'dg-transition') years = Math.max(years, rng.int(12, 18));
  }
  const band = bandOf(years);
  const interim = p.interim ?? (o.key === 'dg-transition' ? true : years >= 12 && rng.chance(o.interimP));
  const h = home(p.home ?? pickHomeKey(rng));
  // language of the text
  let textLang: 'fr' | 'en' = 'fr';
  if (p.textLang) textLang = p.textLang;
  else {
    let pe = 0.08;
    if (h.country === 'CH') pe = h.city === 'Zürich' || h.city === 'Basel' ? 0.85 : 0.35;
    if (h.country === 'LU') pe = 0.5;
    if (h.country === 'BE') pe = 0.3;
    if (o.family === 'it' || ['hrbp', 'compliance', 'contract-manager', 'ta-manager', 'sop', 'epm'].includes(o.key))
      pe += 0.15;
    if (rng.chance(pe)) textLang = 'en';
  }
  // languages
  const langs: Record<string, LangLevel> = {};
  if (h.country === 'CH' && (h.city === 'Zürich' || h.city === 'Basel')) {
    langs.de = 'native';
    langs.fr = rng.pick<LangLevel>(['bilingual', 'fluent']);
  } else if (h.country === 'LU' && rng.chance(0.4)) {
    langs.lb = 'native';
    langs.fr = 'bilingual';
    langs.de = 'fluent';
  } else langs.fr = 'native';
  const enLevel = rng.weighted<LangLevel>([
    ['basic', o.family === 'industry' || o.family === 'supply' ? 0.15 : 0.1],
    ['professional', 0.35],
    ['fluent', 0.38],
    ['bilingual', 0.12],
  ]);
  langs.en = textLang === 'en' && (enLevel === 'basic' || enLevel === 'professional') ? 'fluent' : enLevel;
  if (h.country === 'BE' && rng.chance(0.5)) langs.nl = rng.pick<LangLevel>(['professional', 'fluent', 'basic']);
  if (h.country === 'CH' && !langs.de && rng.chance(0.45))
    langs.de = rng.pick<LangLevel>(['professional', 'fluent', 'basic']);
  if (h.country === 'LU' && !langs.de && rng.chance(0.6)) langs.de = rng.pick<LangLevel>(['professional', 'fluent']);
  if (['67', '68', '57'].includes(h.dept) && rng.chance(0.5))
    langs.de = rng.pick<LangLevel>(['professional', 'fluent', 'bilingual']);
  if (rng.chance(0.1)) langs.es = rng.pick<LangLevel>(['professional', 'fluent', 'basic']);
  if (rng.chance(0.05)) langs.it = rng.pick<LangLevel>(['professional', 'fluent']);
  if (rng.chance(0.04)) langs.pt = rng.pick<LangLevel>(['native', 'fluent']);
  if (rng.chance(0.03)) langs.ar = rng.pick<LangLevel>(['native', 'fluent']);
  if (p.langs) Object.assign(langs, p.langs);
  // specialties, tools, norms, sectors
  let specs = rng.sample(o.specs, rng.int(2, Math.min(4, o.specs.length)));
  if (p.specs) specs = [...new Set([...p.specs, ...specs.filter(() => rng.chance(0.4))])];
  let tools: string[];
  if (o.key === 'sap-fico')
    tools = ['sap-fi', ...(rng.chance(0.85) ? ['sap-co'] : []), ...(rng.chance(0.55) ? ['s4hana'] : [])];
  else if (o.key === 'sap-mmsd') {
    const r = rng.next();
    tools = r < 0.45 ? ['sap-mm', 'sap-sd'] : r < 0.75 ? ['sap-mm'] : ['sap-sd'];
    if (rng.chance(0.5)) tools.push('s4hana');
    if (rng.chance(0.2)) tools.push('sap-pp');
  } else if (o.key === 'consultant-erp')
    tools = rng.sample(['sage-x3', 'sage-100', 'cegid', 'dynamics'], rng.int(1, 2));
  else if (o.key === 'consultant-sirh')
    tools = rng.chance(0.65) ? (rng.chance(0.2) ? ['workday', 'successfactors'] : ['workday']) : ['successfactors'];
  else if (o.key === 'epm') tools = rng.sample(o.tools, rng.int(1, 2));
  else tools = o.tools.length ? rng.sample(o.tools, rng.int(1, Math.min(3, o.tools.length))) : [];
  if (p.tools) tools = p.tools.slice();
  if (tools.includes('sap-co') && o.family === 'finance' && rng.chance(0.7) && !tools.includes('sap-fi') && !p.tools)
    tools.push('sap-fi');
  let sectors: string[];
  if (p.sectors) sectors = p.sectors.slice();
  else sectors = rng.sample(o.sectors, rng.int(1, Math.min(3, o.sectors.length)));
  let norms = o.norms.filter(() => rng.chance(o.family === 'industry' ? 0.55 : 0.35));
  if (o.key === 'resp-qualite' || o.key === 'ing-qualite') {
    if (!norms.includes('iso-9001') && rng.chance(0.75)) norms.push('iso-9001');
  }
  if (['ing-qualite', 'resp-qualite', 'hse', 'ing-methodes', 'dir-usine', 'cpi'].includes(o.key)) {
    const bySector: Record<string, string[]> = {
      aero: ['en9100'],
      auto: ['iatf'],
      pharma: ['gmp'],
      agro: ['ifs', 'iso-22000'],
      medtech: ['iso-13485'],
      chimie: o.key === 'hse' ? ['seveso'] : [],
    };
    for (const s of sectors)
      for (const n of bySector[s] ?? []) if (rng.chance(0.7) && !norms.includes(n)) norms.push(n);
  }
  if (o.key === 'dpo' && !specs.includes('rgpd')) specs.unshift('rgpd');
  if (p.norms)
    norms = [...new Set([...p.norms, ...norms.filter((n) => !(p.norms ?? []).includes(n) && rng.chance(0.3))])];
  // past occupations
  const pastOccs = years >= 6 && o.past.length && rng.chance(0.6) ? [rng.pick(o.past)] : [];
  // areas
  let areas: DatasetArea[] = p.cityOnly ? [h.area] : makeAreas(rng, h, o, interim);
  for (const s of p.areas ?? []) {
    const a = areaFromSpec(s);
    if (!areas.some((x) => x.code === a.code && x.type === a.type && x.countryCode === a.countryCode))
      areas = [...areas, a];
  }
  // remote
  let remote: RemoteMode[];
  const rr = rng.next();
  if (interim) remote = rr < 0.6 ? ['Sur site'] : ['Sur site', 'Hybride'];
  else if (o.work === 'onsite') remote = rr < 0.7 ? ['Sur site'] : ['Sur site', 'Hybride'];
  else if (o.work === 'mixed')
    remote =
      rr < 0.35
        ? ['Hybride']
        : rr < 0.7
          ? ['Sur site', 'Hybride']
          : rr < 0.9
            ? ['Hybride', 'Full remote']
            : ['Sur site'];
  else
    remote =
      rr < 0.25
        ? ['Full remote']
        : rr < 0.7
          ? ['Hybride', 'Full remote']
          : rr < 0.9
            ? ['Hybride']
            : ['Sur site', 'Hybride', 'Full remote'];
  if (p.remote) remote = p.remote.slice();
  // days
  let days: number[];
  const share = !interim && rng.chance(o.shareP);
  if (share) days = rng.pick([[1, 2], [2, 3], [1, 2, 3], [2], [3]]);
  else if (interim) days = rng.chance(0.7) ? [5] : [4, 5];
  else
    days = rng.weighted<number[]>([
      [[5], 0.4],
      [[4, 5], 0.4],
      [[3, 4, 5], 0.15],
      [[4], 0.05],
    ]);
  if (p.days) days = p.days.slice();
  // durations
  let durations: string[];
  if (interim) durations = rng.chance(0.5) ? ['6 a 12 mois'] : ['3 a 6 mois', '6 a 12 mois'];
  else if (days.every((d) => d <= 3)) durations = rng.chance(0.6) ? ['> 12 mois', '6 a 12 mois'] : ['> 12 mois'];
  else
    durations = rng.weighted<string[]>([
      [['3 a 6 mois', '6 a 12 mois'], 0.35],
      [['6 a 12 mois', '> 12 mois'], 0.25],
      [['< 3 mois', '3 a 6 mois'], 0.15],
      [['6 a 12 mois'], 0.1],
      [[], 0.15],
    ]);
  if (p.durations) durations = p.durations.slice();
  // availability
  let available = p.available ?? rng.chance(0.42);
  let availableFrom = available ? TODAY : rng.pick(FUTURE_DATES);
  if (p.availableFrom) {
    availableFrom = p.availableFrom;
    available = p.available ?? false;
  }
  // rate
  const bi = ['junior', 'confirme', 'senior', 'expert'].indexOf(band);
  let base = o.rate[bi] || o.rate.find((r) => r > 0) || 500;
  if (interim && o.family !== 'management') base = Math.round(base * 1.1);
  let rate: number | null = rng.chance(0.12) ? null : Math.round((base * (0.85 + rng.next() * 0.3)) / 10) * 10;
  if (h.country === 'CH' && rate) rate = Math.round((rate * 1.35) / 10) * 10;
  if (h.country === 'LU' && rate) rate = Math.round((rate * 1.15) / 10) * 10;
  if (p.rate !== undefined) rate = p.rate;
  return {
    id: `s15-${String(idx + 1).padStart(4, '0')}`,
    occ: o.key,
    family: o.family,
    pastOccs,
    gender,
    textLang,
    years,
    band,
    declaredSeniority: rng.chance(0.85),
    interim,
    specs,
    tools,
    norms,
    sectors,
    home: h,
    areas,
    remote,
    days,
    durations,
    available,
    availableFrom,
    rate,
    langs,
    vehicle: rng.chance(o.family === 'industry' ? 0.85 : 0.6),
    openToCdi: rng.chance(0.25),
  };
}

// ------------------------------------------------------------------------------------------------ private data
interface Private {
  first: string;
  last: string;
  email: string;
  phone: string;
  linkedin: string;
  linkedinSlug: string;
  employers: string[];
  schools: string[];
  referees: string[];
}

class Registry {
  usedNames = new Set<string>();
  usedRoots = new Set<string>();
  plainLeft = [...N.PLAIN_ROOTS];
  usedSlugs = new Set<string>();
  /** surnames given to one freelancer only (never used for companies) */
  rareLeft = [...N.RARE_SURNAMES];
}

function companyRoot(rng: Rng, reg: Registry): string {
  if (reg.plainLeft.length && rng.chance(0.08))
    return reg.plainLeft.splice(Math.floor(rng.next() * reg.plainLeft.length), 1)[0]!;
  for (let i = 0; i < 200; i++) {
    const r = rng.chance(0.3) ? rng.pick(N.SURNAMES) : rng.pick(N.ROOT_A) + rng.pick(N.ROOT_B);
    if (!reg.usedRoots.has(r)) {
      reg.usedRoots.add(r);
      return r;
    }
  }
  const r = rng.pick(N.ROOT_A) + rng.pick(N.ROOT_B) + rng.pick(N.ROOT_B);
  reg.usedRoots.add(r);
  return r;
}

const COMPANY_TEMPLATES: Record<string, string[]> = {
  agro: [
    'Fromageries {R}',
    'Laiterie {R}',
    'Biscuiterie {R}',
    '{R} Foods',
    'Conserverie {R}',
    'Salaisons {R}',
    'Brasserie {R}',
  ],
  aero: ['{R} Aéro', '{R} Aerospace', '{R} Aérostructures', 'Mécanique Aéronautique {R}'],
  auto: ['{R} Automotive', 'Équipementier {R}', '{R} Composants', 'Forges {R}'],
  pharma: ['Laboratoires {R}', '{R} Pharma', '{R} Biologics'],
  cosmetique: ['{R} Cosmétiques', 'Laboratoires {R} Beauté', '{R} Skincare'],
  chimie: ['{R} Chimie', '{R} Chemicals', 'Société Chimique {R}'],
  btp: ['{R} Construction', 'Bâtiments {R}', '{R} TP', 'Entreprise {R}'],
  energie: ['{R} Énergie', '{R} Energy', '{R} Renouvelables'],
  ferroviaire: ['{R} Rail', '{R} Ferroviaire'],
  naval: ['Chantiers {R}', '{R} Marine'],
  defense: ['{R} Défense', '{R} Systems'],
  retail: ['Magasins {R}', '{R} Distribution', '{R} Market'],
  'grande-conso': ['{R} Consumer Brands', 'Groupe {R}', '{R} & Co'],
  luxe: ['Maison {R}', '{R} Paris', 'Atelier {R}'],
  banque: ['Banque {R}', '{R} Finance', 'Crédit {R}'],
  assurance: ['{R} Assurances', 'Mutuelle {R}'],
  sante: ['Clinique {R}', 'Groupe Hospitalier {R}', 'Centre de Santé {R}'],
  public: ["Communauté d'agglomération {R}", 'Syndicat Mixte {R}', 'Office Public {R}'],
  logistique: ['{R} Logistique', 'Transports {R}', '{R} Logistics'],
  services: ['{R} Services', '{R} Conseil', 'Groupe {R}'],
  immobilier: ['{R} Immobilier', 'Foncière {R}'],
  tech: ['{R} Software', '{R} Technologies', '{R} Labs'],
  industrie: ['{R} Industries', 'Établissements {R}', '{R} Mécanique', 'Ateliers {R}'],
  medtech: ['{R} Medical', '{R} Médical'],
  plasturgie: ['{R} Plastiques', '{R} Injection', 'Plasturgie {R}'],
  metallurgie: ['Fonderie {R}', '{R} Métal', 'Aciéries {R}'],
  vins: ['Domaines {R}', 'Maison {R}', 'Distillerie {R}'],
  hotellerie: ['Hôtels {R}', '{R} Restauration'],
  fonds: ['{R} Capital', '{R} Asset Management', '{R} Partners'],
};
const _CONSULTING_TEMPLATES = [
  '{R} Consulting',
  'Cabinet {R}',
  '{R} Advisory',
  '{R} Partners',
  '{R} Intérim Management',
];

function companyName(rng: Rng, reg: Registry, sector: string): string {
  const root = companyRoot(rng, reg);
  const plain = N.PLAIN_ROOTS.includes(root);
  const tpl = rng.pick(COMPANY_TEMPLATES[sector] ?? COMPANY_TEMPLATES.industrie!);
  if (plain) {
    const noun = tpl.replace(/\{R\}/, '').replace(/\s+/g, ' ').trim();
    return `${noun} ${root}`;
  }
  return tpl.replace('{R}', root);
}

function schoolKind(o: OccDef): N.SchoolKind[] {
  switch (o.family) {
    case 'finance':
      return ['business', 'business', 'university'];
    case 'hr':
      return ['business', 'university', 'law'];
    case 'legal':
      return ['law', 'law', 'business'];
    case 'industry':
      return ['engineering', 'engineering', 'university'];
    case 'supply':
      return ['business', 'engineering', 'university'];
    case 'marketing':
      return ['business', 'communication'];
    case 'management':
      return ['business', 'engineering'];
    case 'it':
      return ['engineering', 'business', 'university'];
  }
}

function phoneFor(rng: Rng, cc: string): string {
  const d2 = () => String(rng.int(0, 99)).padStart(2, '0');
  switch (cc) {
    case 'BE':
      return `+32 4${rng.int(70, 99)} ${d2()} ${d2()} ${d2()}`;
    case 'CH':
      return `+41 7${rng.pick(['6', '8', '9'])} ${rng.int(100, 999)} ${d2()} ${d2()}`;
    case 'LU':
      return `+352 6${rng.int(21, 91)} ${rng.int(100, 999)} ${rng.int(100, 999)}`;
    default: {
      const pre = rng.pick(['06', '07']);
      const f = rng.int(0, 3);
      const body = `${d2()} ${d2()} ${d2()} ${d2()}`;
      if (f === 0) return `${pre} ${body}`;
      if (f === 1) return `+33 ${pre.slice(1)} ${body}`;
      if (f === 2) return `${pre}${body.replace(/ /g, '')}`;
      return `${pre}.${body.replace(/ /g, '.')}`;
    }
  }
}

function makePrivate(rng: Rng, reg: Registry, t: Truth): Private {
  let first = '';
  let last = '';
  const rare = reg.rareLeft.length > 0 && rng.chance(0.12);
  for (let i = 0; i < 500; i++) {
    first = rng.pick(t.gender === 'f' ? N.FIRST_F : N.FIRST_M);
    last = rare ? reg.rareLeft[0]! : rng.pick(N.SURNAMES);
    if (!reg.usedNames.has(`${first} ${last}`)) break;
  }
  if (rare) reg.rareLeft.shift();
  reg.usedNames.add(`${first} ${last}`);
  const f = slugify(first);
  const l = slugify(last);
  const domains = t.home.country === 'FR' ? N.EMAIL_DOMAINS_FR : N.EMAIL_DOMAINS[t.home.country as 'BE' | 'CH' | 'LU'];
  const style = rng.int(0, 4);
  const local =
    style === 0
      ? `${f}.${l}`
      : style === 1
        ? `${f[0]}${l}`
        : style === 2
          ? `${f}${l}${rng.int(1, 99)}`
          : style === 3
            ? `${l}.${f}`
            : `${f}-${l}`;
  const email = `${local.replace(/-/g, style === 4 ? '-' : '')}@${rng.pick(domains)}`;
  let slug = `${f}-${l}`;
  if (reg.usedSlugs.has(slug) || rng.chance(0.5)) slug = `${f}-${l}-${rng.int(0x1000, 0xffff).toString(16)}`;
  reg.usedSlugs.add(slug);
  return {
    first,
    last,
    email,
    phone: phoneFor(rng, t.home.country),
    linkedin: `https://www.linkedin.com/in/${slug}`,
    linkedinSlug: slug,
    employers: [],
    schools: [],
    referees: [],
  };
}

// ------------------------------------------------------------------------------------------------ text
function titleFor(rng: Rng, o: OccDef, t: Truth, lang: 'fr' | 'en', prefer?: (s: string) => boolean): string {
  let pool = lang === 'en' ? o.en : t.gender === 'f' && rng.chance(0.8) ? o.f : o.m;
  pool = pool.filter((s) => titleOk(s, t));
  if (pool.length === 0) pool = (lang === 'en' ? o.en : o.m).filter((s) => titleOk(s, t));
  if (pool.length === 0)
    pool = (lang === 'en' ? o.en : o.m).filter((s) => titleOk(s, { ...t, years: Math.max(t.years, 8) }));
  if (pool.length === 0) throw new Error(`no title for ${t.id} ${o.key}`);
  if (prefer) {
    const pp = pool.filter(prefer);
    if (pp.length && rng.chance(0.7)) return rng.pick(pp);
  }
  return rng.pick(pool);
}

function senWord(t: Truth, lang: 'fr' | 'en'): string {
  if (t.band === 'junior') return lang === 'fr' ? 'junior' : 'junior';
  if (t.band === 'confirme') return lang === 'fr' ? (t.gender === 'f' ? 'confirmée' : 'confirmé') : 'experienced';
  if (t.band === 'senior') return 'senior';
  return lang === 'fr' ? 'expert' : 'expert';
}

const LANG_NAMES: Record<string, [string, string]> = {
  fr: ['Français', 'French'],
  en: ['Anglais', 'English'],
  de: ['Allemand', 'German'],
  nl: ['Néerlandais', 'Dutch'],
  es: ['Espagnol', 'Spanish'],
  it: ['Italien', 'Italian'],
  pt: ['Portugais', 'Portuguese'],
  ar: ['Arabe', 'Arabic'],
  lb: ['Luxembourgeois', 'Luxembourgish'],
};
const LEVEL_NAMES: Record<LangLevel, [string[], string[]]> = {
  native: [
    ['Langue maternelle', 'Natif', 'Maternelle'],
    ['Native', 'Native speaker'],
  ],
  bilingual: [
    ['Bilingue', 'Bilingue (C2)'],
    ['Bilingual', 'Full professional (C2)'],
  ],
  fluent: [
    ['Courant', 'Courant (C1)', 'Très bon niveau'],
    ['Fluent', 'Fluent (C1)'],
  ],
  professional: [
    ['Professionnel', 'Intermédiaire (B2)', 'Bon niveau'],
    ['Professional working', 'Intermediate (B2)'],
  ],
  basic: [
    ['Notions', 'Scolaire', 'Débutant (A2)'],
    ['Basic', 'Elementary (A2)'],
  ],
};

function mobilityText(rng: Rng, t: Truth, lang: 'fr' | 'en'): string {
  const parts: string[] = [];
  for (const a of t.areas) {
    if (a.type === 'pays')
      parts.push(
        lang === 'fr'
          ? a.countryCode === 'FR'
            ? 'France entière'
            : (a.countryName ?? '')
          : a.countryCode === 'FR'
            ? 'anywhere in France'
            : a.countryCode === 'CH'
              ? 'Switzerland'
              : a.countryCode === 'BE'
                ? 'Belgium'
                : 'Luxembourg',
      );
    else if (a.type === 'region') parts.push(a.regionName ?? '');
    else if (a.type === 'departement')
      parts.push(
        lang === 'fr' ? `${a.departmentName} (${a.departmentCode})` : `${a.departmentName} (${a.departmentCode})`,
      );
    else parts.push(a.cityName ?? '');
  }
  const e = t.gender === 'f' ? 'e' : '';
  const list = lang === 'fr' ? listFr(parts) : listEn(parts);
  if (lang === 'fr')
    return rng.pick([
      `Mobilité : ${list}.`,
      `Mobile sur ${list}.`,
      `Je me déplace sur ${list}.`,
      `Basé${e} à ${t.home.city}, missions possibles sur ${list}.`,
    ]);
  return rng.pick([
    `Mobility: ${list}.`,
    `Based in ${t.home.city}, open to assignments in ${list}.`,
    `Can work across ${list}.`,
  ]);
}

function remoteText(rng: Rng, t: Truth, lang: 'fr' | 'en'): string {
  const r = t.remote;
  if (lang === 'fr') {
    if (r.length === 1 && r[0] === 'Full remote')
      return rng.pick([
        'Missions en full remote uniquement.',
        'Je travaille 100 % à distance.',
        'Télétravail complet.',
      ]);
    if (r.includes('Full remote'))
      return rng.pick(['Ouvert au télétravail, y compris en full remote.', 'Full remote ou hybride.']);
    if (r.length === 1 && r[0] === 'Sur site')
      return rng.pick(['Missions sur site.', 'Présence sur site privilégiée.', '']);
    return rng.pick(['Télétravail partiel possible.', 'Hybride (sur site et télétravail).', '']);
  }
  if (r.length === 1 && r[0] === 'Full remote') return rng.pick(['Fully remote only.', 'Remote-only assignments.']);
  if (r.includes('Full remote')) return rng.pick(['Open to fully remote work.', 'Remote or hybrid.']);
  if (r.length === 1 && r[0] === 'Sur site') return rng.pick(['On-site assignments.', '']);
  return rng.pick(['Hybrid working.', '']);
}

function daysText(rng: Rng, t: Truth, lang: 'fr' | 'en'): string {
  if (t.days.every((d) => d <= 3)) {
    const d = t.days.join(lang === 'fr' ? ' ou ' : ' or ');
    return lang === 'fr'
      ? rng.pick([
          `Disponible en temps partagé (${d} jours par semaine).`,
          `Intervention en temps partagé, ${d} j/semaine.`,
          `${d} jours par semaine maximum.`,
        ])
      : rng.pick([`Available part-time (${d} days a week).`, `Part-time: ${d} days per week.`]);
  }
  if (t.days.length === 1 && t.days[0] === 4) return lang === 'fr' ? '4 jours par semaine.' : 'Four days a week.';
  return '';
}

function availText(rng: Rng, t: Truth, lang: 'fr' | 'en'): string {
  if (t.available)
    return lang === 'fr'
      ? rng.pick(['Disponible immédiatement.', 'Disponible dès maintenant.', ''])
      : rng.pick(['Available now.', '']);
  const [y, m, d] = t.availableFrom.split('-').map(Number) as [number, number, number];
  return lang === 'fr'
    ? `Disponible à partir du ${d} ${MONTHS_FR[m - 1]} ${y}.`
    : `Available from ${MONTHS_EN[m - 1]} ${d}, ${y}.`;
}

function langText(t: Truth, lang: 'fr' | 'en'): string {
  const out: string[] = [];
  for (const [k, lv] of Object.entries(t.langs)) {
    if (k === 'fr' && lv === 'native') continue;
    if (lv === 'basic') continue;
    const n = LANG_NAMES[k]![lang === 'fr' ? 0 : 1];
    const l =
      lang === 'fr'
        ? {
            native: 'langue maternelle',
            bilingual: 'bilingue',
            fluent: 'courant',
            professional: 'professionnel',
            basic: '',
          }[lv]
        : {
            native: 'native',
            bilingual: 'bilingual',
            fluent: 'fluent',
            professional: 'working proficiency',
            basic: '',
          }[lv];
    out.push(`${n} ${l}`);
  }
  if (!out.length) return '';
  return lang === 'fr' ? `Langues : ${out.join(', ')}.` : `Languages: ${out.join(', ')}.`;
}

const CLIENTS_FR = [
  'des PME et ETI',
  'des PME familiales',
  'des filiales de groupes internationaux',
  'des ETI sous LBO',
  'des entreprises en croissance',
];
const CLIENTS_EN = [
  'SMEs and mid-caps',
  'subsidiaries of international groups',
  'PE-backed companies',
  'fast-growing companies',
];
const CONTEXT_FR = [
  'ETI familiale (CA 90 M€)',
  "filiale française d'un groupe américain",
  'groupe coté',
  'groupe sous LBO',
  'PME de 60 personnes',
  'ETI de 900 salariés',
];
const CONTEXT_EN = [
  'family-owned mid-cap (€90M revenue)',
  'French subsidiary of a US group',
  'listed group',
  'PE-backed group',
  '60-person SME',
  '900-employee company',
];
const CONTEXT_INDUS_FR = [
  'PME industrielle de 180 salariés',
  'site de production de 300 personnes',
  'usine de 450 salariés',
];
const CONTEXT_INDUS_EN = ['180-employee manufacturing SME', '300-employee plant'];
const CONTEXT_OTHER_FR: Record<string, string[]> = {
  public: ['établissement de 1 200 agents', 'collectivité de 800 agents'],
  tech: ['scale-up de 250 salariés', 'éditeur SaaS de 120 personnes'],
  sante: ['groupe de cliniques (2 000 salariés)'],
};
const INDUS = new Set([
  'agro',
  'aero',
  'auto',
  'pharma',
  'cosmetique',
  'chimie',
  'energie',
  'ferroviaire',
  'naval',
  'defense',
  'industrie',
  'medtech',
  'plasturgie',
  'metallurgie',
  'vins',
  'grande-conso',
]);

interface Built {
  profile: Record<string, unknown>;
  priv: Private;
}

function buildProfile(rng: Rng, reg: Registry, t: Truth): Built {
  const o = OCC_BY_KEY[t.occ]!;
  const lang = t.textLang;
  const e = t.gender === 'f' ? 'e' : '';
  const priv = makePrivate(rng, reg, t);
  const title = titleFor(rng, o, t, lang, t.interim ? (s) => /transition|Interim/i.test(s) : undefined);

  // ---------------- work history
  const nowY = 2026;
  const startY = nowY - t.years;
  const fy =
    t.years <= 2
      ? t.years
      : t.interim
        ? rng.int(2, Math.max(2, Math.min(t.years - 8, 12)))
        : rng.int(1, Math.max(1, Math.min(t.years - 1, 8)));
  const freelanceStart = nowY - fy;
  const work: Record<string, unknown>[] = [];
  const nMissions = fy >= 4 ? 3 : fy >= 2 ? 2 : 1;
  const span = fy === 0 ? 6 : fy * 12;
  const missionSectors = t.sectors;
  let cursor = 0;
  for (let i = 0; i < nMissions; i++) {
    const len = i === nMissions - 1 ? span - cursor : Math.max(3, Math.floor(span / nMissions) - rng.int(0, 2));
    const startAbs = nowY * 12 + 10 - (span - cursor);
    const sy = Math.floor(startAbs / 12);
    const sm = (startAbs % 12) + 1;
    const endAbs = startAbs + len;
    const ey = Math.floor(endAbs / 12);
    const em = (endAbs % 12) + 1;
    cursor += len;
    const sector = missionSectors[i % missionSectors.length]!;
    const company = companyName(rng, reg, sector);
    priv.employers.push(company);
    const isLast = i === nMissions - 1;
    const pos = titleFor(rng, o, t, lang, t.interim ? (s) => /transition|Interim/i.test(s) : undefined);
    const posFull =
      lang === 'fr'
        ? rng.pick([pos, `${pos} (mission freelance)`, `${pos} - freelance`, pos])
        : rng.pick([pos, `${pos} (freelance)`, `${pos} (contract)`]);
    const lines = rng.sample(missionLines(o, t, lang), rng.int(1, 2));
    const ctxPool =
      lang === 'fr'
        ? [...CONTEXT_FR, ...(INDUS.has(sector) ? CONTEXT_INDUS_FR : []), ...(CONTEXT_OTHER_FR[sector] ?? [])]
        : [...CONTEXT_EN, ...(INDUS.has(sector) ? CONTEXT_INDUS_EN : [])];
    const ctx =
      lang === 'fr'
        ? `Contexte : ${rng.pick(ctxPool)}, secteur ${fr(sector)}.`
        : `Context: ${rng.pick(ctxPool)}, ${en(sector)} sector.`;
    const toolsUsed = t.tools.filter(() => rng.chance(0.6));
    const env = toolsUsed.length
      ? lang === 'fr'
        ? ` Environnement : ${toolsUsed.map(fr).join(', ')}.`
        : ` Tools: ${toolsUsed.map(en).join(', ')}.`
      : '';
    const normUsed = t.norms.filter(() => rng.chance(0.5));
    const nr = normUsed.length
      ? lang === 'fr'
        ? ` Référentiels : ${normUsed.map(fr).join(', ')}.`
        : ` Standards: ${normUsed.map(en).join(', ')}.`
      : '';
    work.push({
      name: company,
      position: posFull,
      startDate: `${sy}-${String(sm).padStart(2, '0')}`,
      endDate: isLast
        ? t.available
          ? rng.pick(['2026-10', '2026-11'])
          : rng.chance(0.5)
            ? ''
            : t.availableFrom.slice(0, 7)
        : `${ey}-${String(em).padStart(2, '0')}`,
      summary: `${ctx} ${lines.join(' ')}${env}${nr}`.trim(),
    });
  }
  // salaried history before freelance
  const salariedYears = freelanceStart - startY;
  if (salariedYears >= 1) {
    const nJobs = salariedYears >= 10 ? 3 : salariedYears >= 4 ? 2 : 1;
    let y0 = startY;
    for (let j = 0; j < nJobs; j++) {
      const y1 = j === nJobs - 1 ? freelanceStart : y0 + Math.max(1, Math.floor(salariedYears / nJobs));
      const sector = rng.chance(0.7) ? rng.pick(t.sectors) : rng.pick(o.sectors);
      const company = companyName(rng, reg, sector);
      priv.employers.push(company);
      let pos: string;
      let jobOcc = o;
      let jobTruth: Truth = { ...t, interim: false };
      if (j === 0 && t.pastOccs.length) {
        const po = OCC_BY_KEY[t.pastOccs[0]!]!;
        const tmp: Truth = {
          ...t,
          occ: po.key,
          interim: false,
          years: Math.min(t.years, 6),
          specs: [],
          tools: [],
          norms: [],
        };
        pos = titleFor(rng, po, tmp, lang);
        jobOcc = po;
        jobTruth = tmp;
      } else if (j === 0 && t.years >= 6) {
        pos =
          lang === 'fr'
            ? rng.pick([
                `${titleFor(rng, o, { ...t, interim: false, years: 3 }, 'fr')} junior`,
                `Assistant${e} ${o.domainFr}`,
              ])
            : `Junior ${titleFor(rng, o, { ...t, interim: false, years: 3 }, 'en')}`;
      } else pos = titleFor(rng, o, { ...t, interim: false, years: Math.max(3, y1 - startY) }, lang);
      const lines = rng.sample(missionLines(jobOcc, jobTruth, lang), 1);
      work.push({
        name: company,
        position: pos,
        startDate: `${y0}-${String(rng.int(1, 12)).padStart(2, '0')}`,
        endDate: `${y1}-${String(rng.int(1, 12)).padStart(2, '0')}`,
        summary: lang === 'fr' ? `CDI. ${lines.join(' ')}` : `Permanent role. ${lines.join(' ')}`,
      });
      y0 = y1;
    }
  }
  work.reverse();
  // most recent first: freelance missions were pushed oldest first, then salaried oldest first; sort by startDate desc
  work.sort((a, b) => String(b.startDate).localeCompare(String(a.startDate)));

  // ---------------- education
  const kinds = schoolKind(o);
  const kind: N.SchoolKind = t.home.country !== 'FR' && rng.chance(0.6) ? 'foreign' : rng.pick(kinds);
  const school = rng.pick(N.SCHOOLS[kind]);
  priv.schools.push(school);
  const studyTypes: Record<Family, [string, string][]> = {
    finance: [
      ['Master', 'Comptabilité Contrôle Audit (CCA)'],
      ['Programme Grande École', 'Finance'],
      ['DSCG', 'Comptabilité et gestion'],
      ['Master', "Finance d'entreprise"],
      ['BTS', 'Comptabilité et gestion'],
    ],
    hr: [
      ['Master', 'Gestion des ressources humaines'],
      ['Master 2', 'Management des RH'],
      ['Licence professionnelle', 'Gestion de la paie'],
      ['Programme Grande École', 'Management'],
    ],
    legal: [
      ['Master 2', 'Droit des affaires'],
      ['Master 2', 'Droit social'],
      ['DJCE', 'Droit des affaires'],
      ['Master 2', 'Droit du numérique'],
    ],
    industry: [
      ["Diplôme d'ingénieur", 'Génie industriel'],
      ["Diplôme d'ingénieur", 'Génie mécanique'],
      ['Master', 'Qualité, sécurité, environnement'],
      ['BUT', 'Génie électrique et informatique industrielle'],
      ["Diplôme d'ingénieur", 'Génie civil'],
    ],
    supply: [
      ['Master', 'Supply chain management'],
      ['Programme Grande École', 'Achats'],
      ["Diplôme d'ingénieur", 'Génie industriel'],
      ['BTS', 'Gestion des transports et logistique associée'],
    ],
    marketing: [
      ['Master', 'Marketing'],
      ['Programme Grande École', 'Marketing'],
      ['Master', 'Communication des organisations'],
    ],
    management: [
      ['Programme Grande École', 'Management général'],
      ["Diplôme d'ingénieur", 'Génie industriel'],
      ['Executive MBA', 'Management'],
    ],
    it: [
      ["Diplôme d'ingénieur", "Systèmes d'information"],
      ['Master', 'MIAGE'],
      ['Master', 'Comptabilité Contrôle Audit (CCA)'],
    ],
  };
  const [studyType, area] = rng.pick(studyTypes[o.family]);
  const education: Record<string, unknown>[] = [
    { institution: school, area, studyType, startDate: String(startY - rng.int(2, 5)), endDate: String(startY) },
  ];
  if (rng.chance(0.25)) {
    const s2 = rng.pick(N.SCHOOLS[t.home.country !== 'FR' ? 'foreign' : 'business']);
    if (s2 !== school) {
      priv.schools.push(s2);
      const areas = t.interim
        ? ['Executive MBA', 'Certificat management de transition']
        : ['Executive MBA', 'Mastère spécialisé', 'Certificat en leadership'];
      education.unshift({
        institution: s2,
        area: rng.pick(areas),
        studyType: 'Formation continue',
        startDate: String(Math.min(2026, startY + rng.int(3, Math.max(3, t.years)))),
        endDate: '',
      });
    }
  }

  // ---------------- certificates
  const certificates: Record<string, unknown>[] = [];
  const cert = (name: string, issuer: string) =>
    certificates.push({ name, issuer, startDate: String(rng.int(Math.max(startY, 2005), 2026)) });
  if (t.occ === 'expert-comptable') cert("Diplôme d'expertise comptable (DEC)", 'Ordre des experts-comptables');
  if (['daf', 'raf', 'chef-comptable'].includes(t.occ) && rng.chance(0.3))
    cert('DSCG', "Ministère de l'Enseignement supérieur");
  if (t.occ === 'audit-interne' && rng.chance(0.5)) cert('CIA - Certified Internal Auditor', 'IIA');
  if (t.occ === 'sap-fico' && t.tools.includes('s4hana'))
    cert('SAP Certified Application Associate - SAP S/4HANA for Financial Accounting', 'SAP');
  if (t.tools.includes('workday') && t.occ === 'consultant-sirh') cert('Workday HCM Core Certification', 'Workday');
  if (t.specs.includes('lean') && rng.chance(0.5))
    cert(
      rng.pick(['Lean Six Sigma Green Belt', 'Lean Six Sigma Black Belt']),
      rng.pick(['AFNOR', 'Cubik Partners', 'IASSC']),
    );
  if (t.norms.includes('iso-9001') && ['ing-qualite', 'resp-qualite'].includes(t.occ) && rng.chance(0.4))
    cert('Auditeur ISO 9001 (IRCA)', 'IRCA');
  if (t.occ === 'pmo' && rng.chance(0.6)) cert(rng.pick(['PMP', 'PRINCE2 Foundation']), rng.pick(['PMI', 'Axelos']));
  if (['scm', 'sop', 'demand-planner', 'appro'].includes(t.occ) && rng.chance(0.3)) cert('APICS CPIM', 'ASCM');
  if (t.occ === 'dpo' && rng.chance(0.6))
    cert(rng.pick(['Certification DPO', 'CIPP/E']), rng.pick(['AFNOR Certification', 'IAPP']));
  if (t.occ === 'bim' && t.tools.includes('revit')) cert('Autodesk Certified Professional: Revit', 'Autodesk');
  if (t.occ === 'electrotech' && rng.chance(0.5)) cert('Habilitation électrique B2V-BR-BC / H2V', 'APAVE');

  // ---------------- skills
  const skills: Record<string, unknown>[] = [];
  const lvl = (l: 'fr' | 'en') =>
    t.band === 'expert'
      ? l === 'fr'
        ? 'Expert'
        : 'Expert'
      : t.band === 'senior'
        ? l === 'fr'
          ? 'Avancé'
          : 'Advanced'
        : t.band === 'confirme'
          ? l === 'fr'
            ? 'Confirmé'
            : 'Intermediate'
          : l === 'fr'
            ? 'Débutant'
            : 'Beginner';
  skills.push({
    name: lang === 'fr' ? cap(o.domainFr) : cap(o.domainEn),
    level: lvl(lang),
    keywords: t.specs.map(lang === 'fr' ? fr : en),
  });
  for (const tool of t.tools)
    skills.push({ name: lang === 'fr' ? fr(tool) : en(tool), level: rng.pick([lvl(lang), '']), keywords: [] });
  if (t.norms.length)
    skills.push({
      name: lang === 'fr' ? 'Normes et référentiels' : 'Standards',
      level: '',
      keywords: t.norms.map(lang === 'fr' ? fr : en),
    });
  if (rng.chance(0.6))
    skills.push({
      name: lang === 'fr' ? 'Secteurs' : 'Industries',
      level: '',
      keywords: t.sectors.map(lang === 'fr' ? fr : en),
    });
  if (t.interim)
    skills.push({
      name: lang === 'fr' ? 'Management de transition' : 'Interim management',
      level: lvl(lang),
      keywords: [],
    });
  if (t.days.every((d) => d <= 3) && rng.chance(0.6))
    skills.push({ name: lang === 'fr' ? 'Temps partagé' : 'Part-time / fractional', level: '', keywords: [] });

  // ---------------- languages
  const languages = Object.entries(t.langs).map(([k, lv]) => ({
    language: LANG_NAMES[k]![lang === 'fr' ? 0 : 1],
    fluency: rng.pick(LEVEL_NAMES[lv][lang === 'fr' ? 0 : 1]),
  }));

  // ---------------- references (private)
  const references: Record<string, unknown>[] = [];
  if (rng.chance(0.35) && priv.employers.length) {
    const g = rng.chance(0.5);
    const rn = `${rng.pick(g ? N.FIRST_F : N.FIRST_M)} ${rng.pick(N.SURNAMES)}`;
    priv.referees.push(rn);
    const emp = rng.pick(priv.employers);
    references.push({
      name: rn,
      reference:
        lang === 'fr'
          ? `${rn}, ${rng.pick(['DG', 'PDG', 'DAF', 'DRH', 'directeur industriel', 'directrice des opérations'])} chez ${emp} : « Une mission menée avec rigueur et un vrai sens du résultat. »`
          : `${rn}, ${rng.pick(['CEO', 'CFO', 'COO', 'HR Director'])} at ${emp}: "Delivered with rigour and a clear focus on results."`,
    });
  }

  // ---------------- label
  let label = title;
  const lr = rng.next();
  if (lang === 'fr') {
    if (lr < 0.2) label = `${title} freelance`;
    else if (lr < 0.35 && t.band !== 'confirme' && !/senior|junior|expert/i.test(title))
      label = `${title} ${senWord(t, 'fr')}`;
    else if (lr < 0.5 && t.sectors.length)
      label = `${title} | ${cap(fr(t.sectors[0]!))}${t.tools[0] ? ` | ${fr(t.tools[0])}` : ''}`;
    else if (lr < 0.6) label = `${title} - ${t.years} ans d'expérience`;
    else if (lr < 0.7 && t.interim && !/transition/.test(title)) label = `${title} de transition`;
  } else {
    if (lr < 0.2) label = `Freelance ${title}`;
    else if (lr < 0.35 && !/senior|junior/i.test(title) && t.band !== 'confirme')
      label = `${cap(senWord(t, 'en'))} ${title}`;
    else if (lr < 0.5 && t.sectors.length) label = `${title} | ${cap(en(t.sectors[0]!))}`;
    else if (lr < 0.6) label = `${title} - ${t.years} years' experience`;
  }
  if (t.years === 0 && /ans d'expérience|years' experience/.test(label)) label = title;

  // ---------------- summary
  const sent: string[] = [];
  const specL = t.specs.map(lang === 'fr' ? fr : en);
  const secL = t.sectors.map(lang === 'fr' ? fr : en);
  const toolL = t.tools.map(lang === 'fr' ? fr : en);
  const normL = t.norms.map(lang === 'fr' ? fr : en);
  const sr = t.years === 0 ? rng.pick([0, 3]) : rng.int(0, 3);
  const ttl = title.replace(/ de transition$/, '');
  if (lang === 'fr') {
    const status = t.interim ? 'de transition' : rng.pick(['freelance', `indépendant${e}`, 'en portage salarial']);
    const yearsStr = t.years === 0 ? 'une première expérience' : `${t.years} ans d'expérience`;
    if (sr === 0)
      sent.push(
        `${ttl} ${status} avec ${yearsStr} en ${o.domainFr}${t.interim ? `, dont ${fy} en management de transition` : ''}.`,
      );
    else if (sr === 1)
      sent.push(
        `Fort${e} de ${yearsStr} en ${o.domainFr}, j'accompagne ${rng.pick(t.sectors.some((x) => INDUS.has(x)) ? [...CLIENTS_FR, 'des groupes industriels'] : CLIENTS_FR)} en tant que ${lowerFirst(ttl)} ${status}.`,
      );
    else if (sr === 2)
      sent.push(
        `En ${o.domainFr} depuis ${startY}, j'interviens aujourd'hui comme ${lowerFirst(ttl)} ${t.interim ? 'de transition' : 'freelance'} auprès ${partitive(rng.pick(CLIENTS_FR))}.`,
      );
    else sent.push(`${ttl} ${status}, spécialisé${e} en ${listFr(specL.slice(0, 2).map(lowerFirst))}.`);
    sent.push(
      rng.pick([
        `Domaines d'intervention : ${specL.join(', ')}.`,
        `Expertise : ${specL.join(', ')}.`,
        `Je suis intervenu${e} notamment sur : ${specL.join(', ')}.`,
      ]),
    );
    if (secL.length)
      sent.push(
        rng.pick([
          `Secteurs : ${secL.join(', ')}.`,
          `Expérience dans les secteurs ${listFr(secL)}.`,
          `Bonne connaissance du secteur ${secL[0]}${secL.length > 1 ? ` et du secteur ${secL[1]}` : ''}.`,
        ]),
      );
    if (toolL.length)
      sent.push(
        rng.pick([
          `Outils : ${toolL.join(', ')}.`,
          `Maîtrise de ${listFr(toolL)}.`,
          `Environnement technique : ${toolL.join(', ')}.`,
        ]),
      );
    if (normL.length) sent.push(`Référentiels : ${normL.join(', ')}.`);
  } else {
    const status = t.interim ? 'interim' : rng.pick(['freelance', 'independent', 'contract']);
    const yearsStr = t.years === 0 ? 'first experience' : `${t.years} years of experience`;
    if (sr <= 1)
      sent.push(
        `${cap(status)} ${ttl} with ${yearsStr} in ${o.domainEn}${t.interim ? `, including ${fy} years as an interim manager` : ''}.`,
      );
    else if (sr === 2)
      sent.push(
        `In ${o.domainEn} since ${startY}, now working ${t.interim ? 'as an interim manager' : 'as a freelancer'} for ${rng.pick(CLIENTS_EN)}.`,
      );
    else sent.push(`${cap(status)} ${ttl} focused on ${listEn(specL.slice(0, 2).map(lowerFirst))}.`);
    sent.push(rng.pick([`Key areas: ${specL.join(', ')}.`, `Expertise: ${specL.join(', ')}.`]));
    if (secL.length) sent.push(rng.pick([`Industries: ${secL.join(', ')}.`, `Experience in ${listEn(secL)}.`]));
    if (toolL.length) sent.push(rng.pick([`Tools: ${toolL.join(', ')}.`, `Hands-on with ${listEn(toolL)}.`]));
    if (normL.length) sent.push(`Standards: ${normL.join(', ')}.`);
  }
  const lt = langText(t, lang);
  if (lt && rng.chance(0.6)) sent.push(lt);
  const dt = daysText(rng, t, lang);
  if (dt) sent.push(dt);
  const rt = remoteText(rng, t, lang);
  if (rt && rng.chance(0.6)) sent.push(rt);
  if (rng.chance(0.7)) sent.push(mobilityText(rng, t, lang));
  const at = availText(rng, t, lang);
  if (at && rng.chance(0.4)) sent.push(at);
  // private data in free text, in some profiles
  const pr = rng.next();
  if (pr < 0.1)
    sent.push(
      lang === 'fr'
        ? `Ancien${e} de ${priv.employers[priv.employers.length - 1]}.`
        : `Formerly with ${priv.employers[priv.employers.length - 1]}.`,
    );
  else if (pr < 0.18)
    sent.push(lang === 'fr' ? `Diplômé${e} de ${priv.schools[0]}.` : `Graduate of ${priv.schools[0]}.`);
  else if (pr < 0.25)
    sent.push(lang === 'fr' ? `Contact : ${priv.email} - ${priv.phone}` : `Contact: ${priv.email} / ${priv.phone}`);
  else if (pr < 0.3)
    sent.push(
      lang === 'fr' ? `${priv.first} ${priv.last}, ${lowerFirst(ttl)}.` : `${priv.first} ${priv.last}, ${ttl}.`,
    );
  const summary = sent.filter(Boolean).join(rng.chance(0.3) ? '\n' : ' ');

  // ---------------- meta.freelance strings
  let availabilityDate = '';
  if (t.available)
    availabilityDate = rng.pick([
      '',
      'Immédiate',
      'Disponible immédiatement',
      'dès maintenant',
      '2026-11-02',
      'ASAP',
      lang === 'en' ? 'Now' : 'Immédiatement',
    ]);
  else {
    const [y, m, d] = t.availableFrom.split('-').map(Number) as [number, number, number];
    const opts = [
      `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}`,
      t.availableFrom,
      `à partir du ${d} ${MONTHS_FR[m - 1]} ${y}`,
    ];
    if (d === 1) opts.push(`${cap(MONTHS_FR[m - 1]!)} ${y}`, `début ${MONTHS_FR[m - 1]} ${y}`);
    if (lang === 'en') opts.push(`Available from ${d} ${MONTHS_EN[m - 1]} ${y}`);
    availabilityDate = rng.pick(opts);
  }
  let rate = '';
  if (t.rate === null) rate = rng.pick(['', 'À négocier', 'selon mission', 'Negotiable']);
  else if (t.home.country === 'CH')
    rate = rng.pick([
      `${Math.round((t.rate * 0.95) / 10) * 10} CHF/jour`,
      `CHF ${Math.round((t.rate * 0.95) / 10) * 10} / day`,
    ]);
  else {
    const r = t.rate;
    rate = rng.pick([
      `${r}`,
      `${r} €/jour`,
      `${r}€ HT/j`,
      `TJM ${r} €`,
      `${r - 50}-${r + 50} €`,
      `${r} € / jour (négociable)`,
      lang === 'en' ? `€${r}/day` : `${r} €`,
    ]);
  }

  const profile = {
    basics: {
      name: `${priv.first} ${priv.last}`,
      label,
      image: '',
      email: priv.email,
      phone: priv.phone,
      url: priv.linkedin,
      summary,
      location: {
        address: `${t.home.city}, ${t.home.country === 'FR' ? 'France' : t.home.country === 'BE' ? 'Belgique' : t.home.country === 'CH' ? 'Suisse' : 'Luxembourg'}`,
        postalCode: t.home.zip,
        city: t.home.city,
        countryCode: t.home.country,
        region: t.home.regionName,
      },
      profiles: [{ username: priv.linkedinSlug, network: 'LinkedIn', url: priv.linkedin }],
    },
    work,
    education,
    certificates,
    skills,
    languages,
    references,
    meta: {
      id: t.id,
      createdAt: `${rng.int(2023, 2025)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}T09:00:00Z`,
      updatedAt: `2026-${String(rng.int(1, 11)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}T10:30:00Z`,
      firstName: priv.first,
      lastName: priv.last,
      cvUrl: rng.chance(0.5) ? `https://cdn.cvtheque-freelance.fr/cv/${priv.linkedinSlug}.pdf` : undefined,
      freelance: {
        available: t.available,
        availabilityDate,
        rate,
        seniority: t.declaredSeniority ? BAND_LABEL[t.band] : '',
        professions: rng.chance(0.5) ? [o.m[0]] : [],
        openToCdi: t.openToCdi,
        vehicle: t.vehicle,
        preferences: {
          missionDuration: t.durations,
          remoteWork: t.remote,
          daysPerWeek: t.days.map(String),
          workAreas: t.areas.map((a) => ({ ...a })),
        },
      },
    },
  };
  return { profile, priv };
}

// ------------------------------------------------------------------------------------------------ corpus
export interface Entry {
  profile: unknown;
  truth: Truth;
}
export interface EntryWithPrivate extends Entry {
  priv: Private;
}

let memo: EntryWithPrivate[] | null = null;

export function corpusWithPrivate(): EntryWithPrivate[] {
  if (memo) return memo;
  const rng = new Rng(150015);
  const reg = new Registry();
  const out: EntryWithPrivate[] = [];
  const plantsByOcc = new Map<string, Plant[]>();
  for (const p of PLANTS) {
    if (!OCC_BY_KEY[p.occ]) throw new Error(`plant for unknown occupation ${p.occ}`);
    plantsByOcc.set(p.occ, [...(plantsByOcc.get(p.occ) ?? []), p]);
  }
  // interleave occupations so ids do not group by occupation
  const slots: { o: OccDef; plant?: Plant }[] = [];
  for (const o of OCCS) {
    const ps = plantsByOcc.get(o.key) ?? [];
    if (ps.length > o.n) throw new Error(`too many plants for ${o.key}`);
    for (let i = 0; i < o.n; i++) slots.push({ o, plant: ps[i] });
  }
  const order = new Rng(77).sample(slots, slots.length);
  order.forEach((s, idx) => {
    const t = makeTruth(rng, s.o, idx, s.plant);
    const { profile, priv } = buildProfile(rng, reg, t);
    out.push({ profile, truth: t, priv });
  });
  if (out.length !== ALL_PROFILE_COUNT) throw new Error('count');
  memo = out;
  return out;
}

export function corpus(): { profile: unknown; truth: Truth }[] {
  return corpusWithPrivate().map(({ profile, truth }) => ({ profile, truth }));
}
