// set-34 corpus generator: freelance sales, business development and customer-facing profiles (plus ~15 %
// neighbours), written from the spec's profile shape (JSON Resume + meta). Deterministic: mulberry32, seed 34034,
// "today" 2026-12-01. Each profile is drawn as a Truth first, then written the way real CVs are.
import type { Area } from './areas';
import * as N from './names';
import { Rng, slugify, stripAccents } from './rng';
import {
  TODAY,
  addDays,
  bandOf,
  beDepartment,
  cityArea,
  country,
  daysBetween,
  department,
  deptsOfRegionFR,
  region,
  type Duration,
  type Level,
  type Remote,
  type Truth,
} from './truth';
import { LANGS, MARKETS, OCCS, OCC_KEYS, SECTORS, SKILLS, type Occ, type OccDef } from './vocab';

export type { Truth } from './truth';

const SEED = 34034;
const POOL = 700;
const PREFIX = 'b34-';
const TODAY_M = 2026 * 12 + 11;

// ------------------------------------------------------------------ homes
const HOMES: [string, number][] = [
  ['paris', 40],
  ['paris11', 14],
  ['paris15', 12],
  ['paris17', 10],
  ['paris2', 6],
  ['boulogne', 8],
  ['nanterre', 4],
  ['courbevoie', 5],
  ['issy', 5],
  ['levallois', 5],
  ['neuilly', 3],
  ['saint-denis', 4],
  ['montreuil', 5],
  ['noisy', 2],
  ['creteil', 3],
  ['vincennes', 3],
  ['versailles', 5],
  ['guyancourt', 2],
  ['massy', 2],
  ['evry', 2],
  ['cergy', 3],
  ['meaux', 2],
  ['melun', 2],
  ['lyon', 18],
  ['lyon6', 6],
  ['lyon7', 5],
  ['villeurbanne', 6],
  ['grenoble', 7],
  ['saint-etienne', 4],
  ['annecy', 4],
  ['clermont', 4],
  ['chambery', 2],
  ['valence', 2],
  ['bourg', 2],
  ['aurillac', 1],
  ['le-puy', 1],
  ['roanne', 1],
  ['annemasse', 2],
  ['lille', 16],
  ['roubaix', 3],
  ['villeneuve-ascq', 3],
  ['amiens', 3],
  ['arras', 2],
  ['valenciennes', 2],
  ['beauvais', 1],
  ['saint-quentin', 1],
  ['nantes', 14],
  ['angers', 4],
  ['le-mans', 3],
  ['la-roche', 2],
  ['laval', 1],
  ['cholet', 1],
  ['rennes', 9],
  ['brest', 3],
  ['vannes', 2],
  ['quimper', 2],
  ['saint-brieuc', 1],
  ['lorient', 1],
  ['bordeaux', 15],
  ['merignac', 3],
  ['pau', 2],
  ['bayonne', 3],
  ['la-rochelle', 2],
  ['limoges', 2],
  ['poitiers', 2],
  ['niort', 1],
  ['perigueux', 1],
  ['mont-de-marsan', 1],
  ['agen', 1],
  ['gueret', 1],
  ['angouleme', 1],
  ['toulouse', 15],
  ['montpellier', 9],
  ['nimes', 2],
  ['perpignan', 2],
  ['rodez', 1],
  ['albi', 1],
  ['tarbes', 1],
  ['auch', 1],
  ['cahors', 1],
  ['mende', 1],
  ['montauban', 1],
  ['beziers', 1],
  ['marseille', 10],
  ['marseille2', 3],
  ['aix', 6],
  ['nice', 5],
  ['valbonne', 3],
  ['toulon', 3],
  ['avignon', 2],
  ['gap', 1],
  ['cannes', 2],
  ['strasbourg', 8],
  ['mulhouse', 2],
  ['colmar', 2],
  ['metz', 4],
  ['nancy', 4],
  ['reims', 3],
  ['troyes', 1],
  ['epinal', 1],
  ['charleville', 1],
  ['chaumont', 1],
  ['thionville', 2],
  ['dijon', 4],
  ['besancon', 3],
  ['vesoul', 1],
  ['nevers', 1],
  ['macon', 1],
  ['auxerre', 1],
  ['belfort', 1],
  ['pontarlier', 1],
  ['tours', 4],
  ['orleans', 4],
  ['chateauroux', 1],
  ['bourges', 1],
  ['chartres', 1],
  ['blois', 1],
  ['rouen', 5],
  ['caen', 4],
  ['le-havre', 2],
  ['alencon', 1],
  ['saint-lo', 1],
  ['evreux', 1],
  ['ajaccio', 1],
  ['bastia', 1],
  ['bruxelles', 10],
  ['liege', 3],
  ['namur', 2],
  ['charleroi', 2],
  ['mons', 1],
  ['louvain-la-neuve', 1],
  ['wavre', 1],
  ['gent', 1],
  ['antwerpen', 1],
  ['geneve', 9],
  ['lausanne', 6],
  ['neuchatel', 2],
  ['fribourg-ch', 1],
  ['sitten', 1],
  ['nyon', 2],
  ['zurich', 2],
  ['basel', 1],
  ['delemont', 1],
  ['luxembourg', 10],
  ['esch', 3],
];
const SMALL_TOWNS = new Set([
  'aurillac',
  'le-puy',
  'roanne',
  'bourg',
  'valence',
  'arras',
  'beauvais',
  'saint-quentin',
  'la-roche',
  'laval',
  'cholet',
  'quimper',
  'saint-brieuc',
  'lorient',
  'vannes',
  'niort',
  'perigueux',
  'mont-de-marsan',
  'agen',
  'gueret',
  'angouleme',
  'rodez',
  'albi',
  'tarbes',
  'auch',
  'cahors',
  'mende',
  'montauban',
  'beziers',
  'gap',
  'troyes',
  'epinal',
  'charleville',
  'chaumont',
  'vesoul',
  'nevers',
  'macon',
  'auxerre',
  'pontarlier',
  'chateauroux',
  'bourges',
  'chartres',
  'blois',
  'alencon',
  'saint-lo',
  'evreux',
  'colmar',
]);
const GERMAN_CANTONS = new Set(['ZH', 'BS', 'BL', 'AG', 'ZG', 'LU', 'SG', 'SO', 'TG', 'SZ', 'GR']);

// ------------------------------------------------------------------ plants
/** Fixed attributes for a few dozen profiles, so that demanding queries have answers and near misses. */
interface Fix {
  occ: Occ;
  gender?: 'f' | 'm';
  cvLang?: 'fr' | 'en';
  years?: number;
  home?: string;
  /** 'city' | 'dept' | 'region' | 'country' or explicit areas. */
  areas?: 'city' | 'dept' | 'region' | 'country' | Area[];
  /** First free day as an offset from today, in days (negative: already free). */
  free?: number;
  rate?: number | null;
  remote?: Remote[];
  days?: number[];
  durations?: Duration[];
  langs?: Partial<Record<string, Level>>;
  skills?: Partial<Record<string, 1 | 2 | 3>>;
  noSkills?: string[];
  sectors?: string[];
  markets?: string[];
  vehicle?: boolean;
}

const ALL_DUR: Duration[] = ['< 3 mois', '3 a 6 mois', '6 a 12 mois', '> 12 mois'];

const PLANTS: Fix[] = [
  // KAM around Lyon
  { occ: 'kam', home: 'lyon', areas: 'city', free: -10 },
  { occ: 'kam', home: 'villeurbanne', areas: 'dept', free: 40 },
  { occ: 'kam', home: 'grenoble', areas: 'region', free: -3 },
  { occ: 'kam', home: 'saint-etienne', areas: 'dept', free: -20 },
  // account managers in the Rhône
  { occ: 'account-manager', home: 'lyon6', areas: 'city' },
  { occ: 'account-manager', home: 'villeurbanne', areas: 'dept' },
  // hospital sales reps in Occitanie
  {
    occ: 'delegue-hospitalier',
    home: 'toulouse',
    areas: 'region',
    vehicle: true,
    skills: { bloc: 3 },
    free: 50,
    durations: ['3 a 6 mois', '6 a 12 mois'],
  },
  { occ: 'delegue-hospitalier', home: 'montpellier', areas: 'dept', vehicle: false, free: -5 },
  { occ: 'clinical-specialist', home: 'nimes', areas: 'region', vehicle: true },
  {
    occ: 'delegue-hospitalier',
    home: 'albi',
    areas: 'dept',
    vehicle: true,
    skills: { bloc: 2 },
    free: 120,
    durations: ['3 a 6 mois'],
  },
  // AE SaaS in Paris and days a week
  { occ: 'account-executive', home: 'paris11', areas: 'city', sectors: ['saas'], days: [3, 4], remote: ['Hybride'] },
  // technical sales in Auvergne-Rhône-Alpes with German
  { occ: 'technico-commercial', home: 'grenoble', areas: 'dept', langs: { de: 2 }, vehicle: true },
  { occ: 'technico-commercial', home: 'annecy', areas: 'region', langs: { de: 3 }, vehicle: true },
  { occ: 'technico-commercial', home: 'lyon7', areas: 'dept', langs: { de: 1 }, vehicle: true },
  // German-speaking customer success
  { occ: 'csm', home: 'strasbourg', areas: 'city', langs: { de: 3 }, free: -2 },
  { occ: 'csm', home: 'zurich', cvLang: 'en', areas: 'country', langs: { de: 4, en: 4 }, free: -30 },
  { occ: 'csm', home: 'paris17', areas: 'city', langs: { de: 3 }, free: 60 },
  // medtech business developers around Bordeaux
  { occ: 'bizdev', home: 'bordeaux', areas: 'dept', sectors: ['medtech'], years: 9 },
  { occ: 'bizdev', home: 'merignac', areas: 'dept', sectors: ['medtech', 'sante'], years: 6 },
  { occ: 'bizdev', home: 'pau', areas: 'dept', sectors: ['medtech'], years: 12 },
  { occ: 'bizdev', home: 'bordeaux', areas: 'region', sectors: ['saas'], years: 10 },
  // export Latin America
  { occ: 'export-manager', markets: ['latam'], langs: { es: 4 }, sectors: ['agro'] },
  { occ: 'international-bizdev', markets: ['latam', 'iberie'], langs: { es: 3 } },
  { occ: 'export-manager', markets: ['latam'], langs: { es: 2 } },
  { occ: 'export-manager', markets: ['iberie'], langs: { es: 4 } },
  // field sales to grocery chains in Grand Est
  {
    occ: 'chef-de-secteur',
    home: 'metz',
    areas: 'region',
    free: -7,
    vehicle: true,
    durations: ['< 3 mois', '3 a 6 mois'],
  },
  { occ: 'chef-de-secteur', home: 'reims', areas: 'dept', free: 3, vehicle: true },
  { occ: 'chef-de-secteur', home: 'nancy', areas: 'dept', free: 90, vehicle: true },
  {
    occ: 'chef-de-secteur',
    home: 'strasbourg',
    areas: 'region',
    free: -15,
    vehicle: true,
    durations: ['3 a 6 mois', '6 a 12 mois'],
  },
  // RevOps with HubSpot and a budget
  {
    occ: 'revops',
    skills: { hubspot: 3, 'lead-scoring': 2 },
    rate: 450,
    days: [2, 3],
    remote: ['Full remote'],
    durations: ['< 3 mois', '3 a 6 mois'],
  },
  { occ: 'revops', skills: { hubspot: 3 }, rate: 540, days: [3, 4, 5], remote: ['Hybride', 'Full remote'] },
  { occ: 'revops', skills: { salesforce: 3 }, noSkills: ['hubspot'], rate: 450, remote: ['Full remote'] },
  { occ: 'crm-admin-hubspot', rate: 420, days: [2, 3], remote: ['Full remote'] },
  { occ: 'revops', skills: { hubspot: 3 }, rate: 620, days: [5], remote: ['Hybride'] },
  // pharmacy rounds in Normandy
  { occ: 'delegue-medical', home: 'rouen', areas: 'region', markets: ['pharmacies', 'medecins'], vehicle: true },
  { occ: 'commercial-terrain', home: 'caen', areas: 'region', vehicle: true },
  { occ: 'delegue-medical', home: 'le-havre', areas: 'dept', markets: ['pharmacies'], vehicle: false },
  // KAM GMS in the west
  { occ: 'kam', home: 'nantes', areas: 'region', markets: ['gms'], sectors: ['boissons', 'fmcg'], years: 8 },
  { occ: 'national-account-manager', home: 'rennes', areas: 'region', sectors: ['fmcg'] },
  { occ: 'kam', home: 'angers', areas: 'dept', markets: ['grands-comptes'], sectors: ['industrie'] },
  // resellers in Belgium
  { occ: 'channel-manager', home: 'bruxelles', areas: 'country' },
  { occ: 'channel-manager', home: 'lille', areas: 'dept' },
  { occ: 'partnerships-manager', home: 'liege', areas: 'region' },
  // sales trainers in the south-east
  { occ: 'formateur-commercial', home: 'marseille', areas: 'region' },
  { occ: 'retail-coach', home: 'aix', areas: 'region' },
  { occ: 'formateur-commercial', home: 'lyon', areas: 'region' },
  // interim sales directors
  {
    occ: 'interim-commercial-director',
    home: 'besancon',
    areas: 'region',
    sectors: ['industrie'],
    rate: 850,
    days: [3, 4],
    remote: ['Sur site'],
    durations: ['6 a 12 mois'],
  },
  {
    occ: 'interim-commercial-director',
    home: 'dijon',
    areas: 'region',
    sectors: ['industrie', 'automatisme'],
    rate: 950,
    days: [4, 5],
    remote: ['Sur site'],
    durations: ['6 a 12 mois', '> 12 mois'],
  },
  {
    occ: 'head-of-sales',
    home: 'besancon',
    areas: 'dept',
    sectors: ['industrie'],
    rate: 800,
    remote: ['Sur site', 'Hybride'],
  },
  {
    occ: 'interim-commercial-director',
    home: 'rennes',
    areas: 'region',
    sectors: ['agro'],
    years: 22,
    remote: ['Sur site'],
  },
  {
    occ: 'interim-commercial-director',
    home: 'nantes',
    areas: 'dept',
    sectors: ['agro', 'distribution'],
    years: 18,
    remote: ['Sur site'],
  },
  { occ: 'regional-sales-director', home: 'vannes', areas: 'region', sectors: ['agro'], years: 16 },
  // SaaS AE, full remote, budget
  {
    occ: 'account-executive',
    home: 'rennes',
    areas: 'country',
    remote: ['Full remote'],
    sectors: ['saas', 'fintech'],
    rate: 520,
    free: -4,
    durations: ['6 a 12 mois'],
  },
  // technical sales in the Loire
  {
    occ: 'technico-commercial',
    home: 'saint-etienne',
    areas: 'dept',
    vehicle: true,
    sectors: ['electrique', 'distribution'],
    markets: ['installateurs'],
  },
  {
    occ: 'technico-commercial',
    home: 'le-puy',
    areas: [department('43'), department('42')],
    vehicle: true,
    sectors: ['distribution'],
  },
  { occ: 'technico-commercial', home: 'roanne', areas: 'dept', vehicle: false },
  { occ: 'commercial-terrain', home: 'saint-etienne', areas: 'dept', vehicle: true },
  { occ: 'sales-engineer', home: 'lyon', areas: [department('69'), department('42')], vehicle: true },
  // German market
  { occ: 'export-manager', home: 'strasbourg', areas: 'region', langs: { de: 4 }, markets: ['dach'] },
  { occ: 'international-bizdev', home: 'basel', cvLang: 'en', areas: 'country', langs: { de: 4 }, markets: ['dach'] },
  { occ: 'export-manager', home: 'paris2', areas: 'city', langs: { de: 3 }, markets: ['dach', 'benelux'] },
  // customer care in Lille
  { occ: 'customer-care-manager', home: 'lille', areas: 'dept', remote: ['Hybride'] },
  { occ: 'customer-care-manager', home: 'roubaix', areas: 'dept', remote: ['Sur site'] },
  { occ: 'support-manager', home: 'villeneuve-ascq', areas: 'city', remote: ['Hybride'] },
  // coaches with MEDDIC and English
  { occ: 'sales-enablement', noSkills: ['meddic'], skills: { spin: 3 }, langs: { en: 3 } },
  // regional sales directors in Occitanie
  { occ: 'regional-sales-director', home: 'toulouse', areas: 'region', sectors: ['btp'] },
  { occ: 'regional-sales-director', home: 'montpellier', areas: 'region', sectors: ['distribution'] },
  { occ: 'sales-manager', home: 'nimes', areas: 'region', sectors: ['btp'] },
  // enterprise AE, Paris, cybersecurity
  { occ: 'enterprise-ae', home: 'paris', areas: 'city', sectors: ['cyber'], langs: { en: 4 }, years: 10, free: 34 },
  // Salesforce admins with and without CPQ
  { occ: 'crm-admin-sf', skills: { 'sf-cpq': 3 }, remote: ['Full remote'], days: [2, 3] },
  { occ: 'crm-admin-sf', noSkills: ['sf-cpq'], remote: ['Full remote', 'Hybride'], days: [2, 3, 4] },
  // Benelux customer success
  { occ: 'head-of-cs', home: 'bruxelles', areas: 'country', langs: { nl: 4, fr: 4, en: 3 } },
  { occ: 'csm', home: 'gent', cvLang: 'en', years: 7, areas: 'country', langs: { nl: 4, fr: 3 } },
  { occ: 'csm', home: 'lille', areas: 'region', langs: { nl: 2 } },
  // bid managers in Brussels
  { occ: 'bid-manager', home: 'bruxelles', areas: 'city', langs: { en: 3 } },
  { occ: 'bid-manager', home: 'namur', areas: 'dept', langs: { en: 4 }, cvLang: 'en' },
  { occ: 'tender-writer', home: 'bruxelles', areas: 'city', langs: { en: 3 } },
  // partner managers for Switzerland
  { occ: 'channel-manager', home: 'zurich', cvLang: 'en', areas: 'country', langs: { de: 4 } },
  { occ: 'partnerships-manager', home: 'geneve', areas: 'region', langs: { de: 2 } },
  { occ: 'channel-manager', home: 'mulhouse', areas: 'region', langs: { de: 4 } },
  // pharmaceutical reps in Rhône-Alpes
  { occ: 'delegue-medical', home: 'lyon', areas: 'region', vehicle: true, free: -3, markets: ['medecins'] },
  { occ: 'delegue-medical', home: 'grenoble', areas: 'dept', vehicle: true, free: 32 },
  { occ: 'delegue-medical', home: 'clermont', areas: 'dept', vehicle: true, free: -3 },
  // industrial automation sales engineers
  { occ: 'sales-engineer', home: 'grenoble', areas: 'region', skills: { automatisme: 3 }, langs: { en: 3 }, years: 8 },
  { occ: 'sales-engineer', home: 'lyon', areas: 'dept', skills: { automatisme: 2 }, langs: { en: 2 }, years: 11 },
  {
    occ: 'technico-commercial',
    home: 'villeurbanne',
    areas: 'dept',
    skills: { automatisme: 2 },
    langs: { en: 3 },
    years: 7,
  },
  // sales administration in Lyon
  { occ: 'adv', home: 'lyon', areas: 'city', skills: { sap: 3 }, free: -1, remote: ['Sur site', 'Hybride'] },
  { occ: 'adv', home: 'villeurbanne', areas: 'dept', skills: { sage: 2 }, noSkills: ['sap'], free: -1 },
  { occ: 'assistant-commercial', home: 'lyon', areas: 'city', skills: { sap: 2 }, free: 5 },
  // beginners in pharmaceutical sales
  { occ: 'delegue-medical', years: 0, home: 'tours', areas: 'region', vehicle: true },
  { occ: 'delegue-medical', years: 1, home: 'lille', areas: 'dept', vehicle: true },
  { occ: 'delegue-medical', years: 2, home: 'nantes', areas: 'region', vehicle: true },
  { occ: 'delegue-medical', years: 3, home: 'bordeaux', areas: 'region', vehicle: true },
  // bilingual remote customer support
  { occ: 'support-agent', langs: { en: 4 }, remote: ['Full remote'], sectors: ['ecommerce'] },
  { occ: 'support-agent', langs: { en: 3 }, remote: ['Hybride', 'Full remote'], sectors: ['ecommerce', 'saas'] },
  // SPIN and BANT
  { occ: 'account-executive', skills: { spin: 2, bant: 2 } },
  // place queries
  { occ: 'kam', home: 'lille', areas: 'region' },
  { occ: 'commercial-terrain', home: 'arras', areas: [department('62'), department('59')], vehicle: true },
  { occ: 'vrp', home: 'valenciennes', areas: 'dept', vehicle: true },
  { occ: 'commercial-terrain', home: 'amiens', areas: 'dept', vehicle: true },
  { occ: 'technico-commercial', home: 'toulon', areas: 'region', vehicle: true },
  { occ: 'technico-commercial', home: 'avignon', areas: 'dept', vehicle: true },
  { occ: 'csm', home: 'geneve', areas: 'city' },
  { occ: 'csm', home: 'annemasse', areas: 'dept' },
  { occ: 'bizdev', home: 'luxembourg', areas: 'country' },
  { occ: 'bizdev', home: 'thionville', areas: 'dept' },
  { occ: 'bizdev', home: 'metz', areas: [country('LU'), department('57')] },
];

// ------------------------------------------------------------------ helpers
function fem(t: { gender: 'f' | 'm' }, m: string, f: string): string {
  return t.gender === 'f' ? f : m;
}

function areaLabel(a: Area, lang: 'fr' | 'en'): string {
  if (a.type === 'ville') return a.cityName ?? '';
  if (a.type === 'departement')
    return a.countryCode === 'FR' ? `${a.departmentName} (${a.departmentCode})` : (a.departmentName ?? '');
  if (a.type === 'region') return a.regionName ?? '';
  if (a.countryCode === 'FR') return lang === 'fr' ? 'toute la France' : 'all of France';
  return a.countryName ?? '';
}

const DECLARED = {
  junior: 'Junior (0-2 ans)',
  confirme: 'Confirme (3-6 ans)',
  senior: 'Senior (7-10 ans)',
  expert: 'Expert (10+ ans)',
} as const;
const BANDS = ['junior', 'confirme', 'senior', 'expert'] as const;

const CRM_KEYS = ['salesforce', 'hubspot', 'dynamics', 'pipedrive', 'sellsy', 'boond', 'veeva'];
const TOOL_CATS = new Set(['prospect-tool', 'support-tool', 'cs-tool', 'call-tool', 'automation']);

interface Job {
  occ: Occ;
  employer: string;
  generic: boolean;
  startM: number;
  endM: number | null;
  freelance: boolean;
}

interface Draft {
  truth: Truth;
  jobs: Job[];
  nameOrigin: 'fr' | 'other' | 'en';
  nativeFr: boolean;
  refRoles: string[];
  namedRole: string;
}

class Uniq {
  private seen = new Set<string>();
  take(v: string): boolean {
    const k = v.toLowerCase();
    if (this.seen.has(k)) return false;
    this.seen.add(k);
    return true;
  }
  has(v: string): boolean {
    return this.seen.has(v.toLowerCase());
  }
}

// ------------------------------------------------------------------ the generator
class Generator {
  r = new Rng(SEED);
  names = new Uniq();
  emails = new Uniq();
  phones = new Uniq();
  slugs = new Uniq();
  rareLast = [...N.LAST_RARE];
  rareSchools = [...N.SCHOOLS_RARE];
  smallEmployers = [...N.SMALL_EMPLOYERS];

  drawOcc(): Occ {
    return this.r.weighted(
      OCC_KEYS.map((k) => [k, OCCS[k].weight * (OCCS[k].family === 'neighbour' ? 1.55 : 1)] as const),
    );
  }

  drawHome(def: OccDef): string {
    const field = def.field;
    return this.r.weighted(
      HOMES.map(([k, w]) => {
        let x = w;
        if (field >= 0.7 && SMALL_TOWNS.has(k)) x *= 2.5;
        if (field >= 0.7 && k.startsWith('paris')) x *= 0.5;
        return [k, x] as const;
      }),
    );
  }

  drawAreas(home: string, def: OccDef, remote: Remote[], mode?: 'city' | 'dept' | 'region' | 'country'): Area[] {
    const r = this.r;
    const c = cityArea(home);
    const cc = c.countryCode ?? 'FR';
    const fullRemoteOnly = remote.length === 1 && remote[0] === 'Full remote';
    const deptOf = (): Area | undefined => {
      if (cc === 'FR' && c.departmentCode) return department(c.departmentCode);
      if (cc === 'BE' && c.departmentCode) return beDepartment(c.departmentCode);
      return undefined;
    };
    const regionOf = (): Area => region(cc, c.regionCode ?? '');
    const build = (m: 'city' | 'dept' | 'region' | 'country'): Area[] => {
      if (m === 'city') return [c];
      if (m === 'dept') return [deptOf() ?? regionOf()];
      if (m === 'region') return [regionOf()];
      return [country(cc)];
    };
    if (mode) return build(mode);
    if (cc !== 'FR') {
      const m = r.weighted([
        ['city', 3],
        ['country', 3.5],
        ['region', 2],
      ] as const);
      const out = build(m);
      if (r.chance(0.15)) {
        const border = cc === 'BE' ? '59' : cc === 'LU' ? '57' : r.pick(['74', '01']);
        out.push(department(border));
      }
      return out;
    }
    if (fullRemoteOnly) return r.chance(0.5) ? [country('FR')] : [c];
    if (def.field >= 0.6) {
      const m = r.weighted([
        ['dept', 25],
        ['depts', 30],
        ['region', 30],
        ['country', 10],
        ['city', 5],
      ] as const);
      if (m === 'depts') {
        const own = deptOf();
        const others = deptsOfRegionFR(c.regionCode ?? '').filter((d) => d.departmentCode !== c.departmentCode);
        return [...(own ? [own] : []), ...r.some(others, r.int(1, 3))];
      }
      return build(m);
    }
    const m = r.weighted([
      ['city', 35],
      ['dept', 20],
      ['region', 20],
      ['city+paris', 10],
      ['country', 10],
    ] as const);
    if (m === 'city+paris') return c.departmentCode === '75' ? [c, department('92')] : [c, department('75')];
    return build(m);
  }

  drawName(gender: 'f' | 'm', origin: 'fr' | 'other' | 'en', cc: string): { first: string; last: string } {
    const r = this.r;
    for (let i = 0; i < 200; i++) {
      const first =
        origin === 'en'
          ? r.pick(gender === 'f' ? N.FIRST_EN_F : N.FIRST_EN_M)
          : origin === 'other'
            ? r.pick(gender === 'f' ? N.FIRST_OTHER_F : N.FIRST_OTHER_M)
            : r.pick(gender === 'f' ? N.FIRST_F : N.FIRST_M);
      let last: string;
      if (this.rareLast.length > 0 && r.chance(0.16)) {
        const idx = r.int(0, this.rareLast.length - 1);
        last = this.rareLast.splice(idx, 1)[0]!;
      } else if (cc === 'BE' && r.chance(0.4))
        last = r.pick(['Peeters', 'Janssens', 'Claes', 'Wouters', 'Lambert', 'Dubois', 'Lemaire']);
      else if (cc === 'CH' && r.chance(0.4))
        last = r.pick(['Favre', 'Rochat', 'Bonvin', 'Meyer', 'Muller', 'Schneider', 'Weber']);
      else if (cc === 'LU' && r.chance(0.4))
        last = r.pick(['Schmit', 'Weber', 'Hoffmann', 'Kieffer', 'Wagner', 'Muller']);
      else if (origin === 'en')
        last = r.pick([
          'Smith',
          'Brown',
          'Taylor',
          'Walsh',
          'Martin',
          'Thomas',
          'Roberts',
          'Evans',
          'Hughes',
          'Murphy',
          'Clarke',
          'Wright',
        ]);
      else last = r.pick(N.LAST_COMMON);
      if (first !== last && this.names.take(`${first} ${last}`)) return { first, last };
    }
    throw new Error('no unique name');
  }

  email(first: string, last: string, cc: string): string {
    const r = this.r;
    const f = slugify(first).replace(/-/g, '');
    const l = slugify(last).replace(/-/g, '');
    const dom =
      cc === 'BE'
        ? ['gmail.com', 'skynet.be', 'outlook.be']
        : cc === 'CH'
          ? ['gmail.com', 'bluewin.ch']
          : cc === 'LU'
            ? ['gmail.com', 'pt.lu']
            : [
                'gmail.com',
                'gmail.com',
                'hotmail.fr',
                'orange.fr',
                'free.fr',
                'yahoo.fr',
                'outlook.fr',
                'laposte.net',
                'sfr.fr',
              ];
    for (let i = 0; i < 50; i++) {
      const pattern = r.int(0, 7);
      const d = r.pick(dom);
      const e =
        pattern === 0
          ? `${f}.${l}@${d}`
          : pattern === 1
            ? `${f}${l}@${d}`
            : pattern === 2
              ? `${f[0]}${l}@${d}`
              : pattern === 3
                ? `${f}.${l}${r.int(2, 99)}@${d}`
                : pattern === 4
                  ? `${l}.${f}@${d}`
                  : pattern === 5
                    ? `contact@${f}-${l}.fr`
                    : pattern === 6
                      ? `${f}_${l}${r.int(70, 99)}@${d}`
                      : `${f}.${l[0]}${r.int(1, 9)}@${d}`;
      if (this.emails.take(e)) return e;
    }
    throw new Error('no unique e-mail');
  }

  phone(cc: string): string {
    const r = this.r;
    const p2 = () => String(r.int(0, 99)).padStart(2, '0');
    for (let i = 0; i < 50; i++) {
      const p =
        cc === 'BE'
          ? `+32 4${r.int(70, 99)} ${p2()} ${p2()} ${p2()}`
          : cc === 'CH'
            ? `+41 7${r.pick(['6', '7', '8', '9'])} ${r.int(100, 999)} ${p2()} ${p2()}`
            : cc === 'LU'
              ? `+352 6${r.int(21, 91)} ${r.int(100, 999)} ${r.int(100, 999)}`
              : r.chance(0.3)
                ? `+33 ${r.pick(['6', '7'])} ${p2()} ${p2()} ${p2()} ${p2()}`
                : `0${r.pick(['6', '7'])} ${p2()} ${p2()} ${p2()} ${p2()}`;
      if (this.phones.take(p)) return p;
    }
    throw new Error('no unique phone');
  }

  linkedin(first: string, last: string): string {
    const r = this.r;
    const f = slugify(first);
    const l = slugify(last);
    for (let i = 0; i < 50; i++) {
      const pattern = r.int(0, 3);
      const hex = () =>
        Math.floor(r.next() * 0xffffff)
          .toString(16)
          .padStart(6, '0');
      const s =
        pattern === 0
          ? `${f}-${l}`
          : pattern === 1
            ? `${f}-${l}-${hex()}`
            : pattern === 2
              ? `${f[0]}${l}`
              : `${f}${l}${r.int(1, 999)}`;
      if (this.slugs.take(s)) return s;
    }
    throw new Error('no unique slug');
  }

  otherPerson(): { name: string; f: boolean } {
    const r = this.r;
    for (let i = 0; i < 200; i++) {
      const f = r.chance(0.5);
      const first = r.pick(f ? N.FIRST_F : N.FIRST_M);
      const last = r.pick(N.LAST_COMMON);
      if (first !== last && this.names.take(`${first} ${last}`)) return { name: `${first} ${last}`, f };
    }
    throw new Error('no unique person');
  }

  employerName(sectors: string[]): string {
    const r = this.r;
    const a = r.pick(N.EMPLOYER_WORDS_A);
    const fam = sectors.length ? SECTORS[r.pick(sectors)]?.fam : undefined;
    const own = fam ? N.EMPLOYER_WORDS_BY_FAM[fam] : undefined;
    const b = own && r.chance(0.65) ? r.pick(own) : r.pick(N.EMPLOYER_WORDS_B);
    const p = r.int(0, 9);
    if (p <= 5) return `${a} ${b}`;
    if (p === 6) return `Groupe ${a}`;
    if (p === 7) return `${a} SAS`;
    if (p === 8) return `${b} ${a}`;
    return `Maison ${a}`;
  }

  ownCompany(first: string, last: string): string {
    const r = this.r;
    const initials = `${stripAccents(first)[0] ?? ''}${stripAccents(last)[0] ?? ''}`.toUpperCase();
    return r.pick([
      `${last} Conseil`,
      `${initials} Consulting`,
      `${first} ${last} EI`,
      `${last} Sales Partners`,
      `Studio ${last}`,
      `${initials} Développement`,
    ]);
  }

  draw(idx: number, fix?: Fix): Draft {
    const r = this.r;
    const o: Occ = fix?.occ ?? this.drawOcc();
    const def: OccDef = OCCS[o];
    const gender = fix?.gender ?? (r.chance(0.5) ? 'f' : 'm');
    const home = fix?.home ?? this.drawHome(def);
    const homeArea = cityArea(home);
    const cc = homeArea.countryCode ?? 'FR';
    // CV language
    let pEn = (0.09 + 0.42 * def.enInFr) * (1 - 0.85 * def.field);
    if (cc !== 'FR') pEn += 0.22;
    const cvLang = fix?.cvLang ?? (def.field >= 0.9 && cc === 'FR' ? 'fr' : r.chance(pEn) ? 'en' : 'fr');
    const nameOrigin: 'fr' | 'other' | 'en' =
      cvLang === 'en'
        ? r.weighted([
            ['en', 35],
            ['other', 25],
            ['fr', 40],
          ] as const)
        : r.chance(0.18)
          ? 'other'
          : 'fr';
    // years
    const [y0, y1] = def.years;
    const u = Math.pow(r.next(), 1.8);
    const years = fix?.years ?? Math.min(y1, y0 + Math.floor((y1 - y0 + 1) * u));
    const band = bandOf(years);
    const bi = BANDS.indexOf(band);
    const declRoll = r.next();
    const declared =
      declRoll < 0.06
        ? ('' as const)
        : declRoll < 0.14
          ? DECLARED[BANDS[Math.min(3, bi + 1)]!]
          : declRoll < 0.18
            ? DECLARED[BANDS[Math.max(0, bi - 1)]!]
            : DECLARED[band];
    // availability
    const fr = r.next();
    const free =
      fix?.free ?? (fr < 0.42 ? -r.int(0, 60) : fr < 0.62 ? r.int(1, 20) : fr < 0.86 ? r.int(21, 75) : r.int(76, 180));
    const freeFrom = addDays(TODAY, free);
    const available = free <= 7;
    // remote, days, durations
    let remote: Remote[];
    if (fix?.remote) remote = fix.remote;
    else if (def.field >= 0.7) remote = r.chance(0.7) ? ['Sur site'] : ['Sur site', 'Hybride'];
    else {
      const x = r.next();
      if (x < def.remote * 0.35) remote = ['Full remote'];
      else if (x < def.remote) remote = ['Hybride', 'Full remote'];
      else
        remote = r
          .weighted([
            [['Hybride'], 45],
            [['Sur site', 'Hybride'], 40],
            [['Sur site'], 15],
          ] as const)
          .slice() as Remote[];
    }
    const REMOTE_ORDER: Remote[] = ['Sur site', 'Hybride', 'Full remote'];
    remote = REMOTE_ORDER.filter((x) => remote.includes(x));
    const fractional =
      ['ops', 'enablement', 'growth', 'cs', 'tender'].includes(def.family) ||
      ['crm-admin-sf', 'crm-admin-hubspot'].includes(o);
    const days =
      fix?.days ??
      r
        .weighted(
          fractional
            ? ([
                [[5], 20],
                [[4, 5], 20],
                [[3, 4, 5], 12],
                [[3, 4], 14],
                [[2, 3], 16],
                [[1, 2, 3], 8],
                [[4], 10],
              ] as const)
            : ([
                [[5], 38],
                [[4, 5], 26],
                [[3, 4, 5], 10],
                [[3, 4], 9],
                [[2, 3], 5],
                [[1, 2, 3], 2],
                [[4], 10],
              ] as const),
        )
        .slice();
    const durations: Duration[] =
      fix?.durations ??
      (r
        .weighted([
          [['3 a 6 mois', '6 a 12 mois'], 30],
          [['6 a 12 mois', '> 12 mois'], 25],
          [['< 3 mois', '3 a 6 mois'], 12],
          [ALL_DUR, 15],
          [['> 12 mois'], 8],
          [['3 a 6 mois'], 5],
          [['< 3 mois'], 5],
        ] as const)
        .slice() as Duration[]);
    // rate
    const [lo, hi] = def.rate;
    const f = Math.max(0, Math.min(1, (years - y0) / Math.max(1, y1 - y0)));
    const rawRate = (lo + (hi - lo) * (0.15 + 0.85 * f)) * (0.9 + 0.2 * r.next());
    const rate = fix && 'rate' in fix ? (fix.rate ?? null) : r.chance(0.08) ? null : Math.round(rawRate / 10) * 10;
    // areas
    const areas =
      fix?.areas && Array.isArray(fix.areas)
        ? fix.areas
        : this.drawAreas(home, def, remote, typeof fix?.areas === 'string' ? fix.areas : undefined);
    // languages
    const langs: Record<string, Level> = {};
    const nativeFr =
      cvLang === 'fr' ||
      nameOrigin === 'fr' ||
      cc === 'BE' ||
      cc === 'LU' ||
      (cc === 'CH' && !GERMAN_CANTONS.has(homeArea.regionCode ?? ''));
    langs.fr = nativeFr ? 4 : r.pick([2, 3, 3, 4] as const);
    const saasy = def.enInFr > 0.5 || def.family === 'export';
    langs.en =
      cvLang === 'en'
        ? nameOrigin === 'en'
          ? 4
          : r.pick([3, 3, 4] as const)
        : r.weighted(
            saasy
              ? ([
                  [1, 5],
                  [2, 25],
                  [3, 50],
                  [4, 20],
                ] as const)
              : ([
                  [1, 18],
                  [2, 37],
                  [3, 35],
                  [4, 10],
                ] as const),
          );
    const lvl = (): Level =>
      r.weighted([
        [1, 30],
        [2, 38],
        [3, 25],
        [4, 7],
      ] as const);
    const exportBoost = def.family === 'export' ? 2.5 : 1;
    if (cc === 'CH' && GERMAN_CANTONS.has(homeArea.regionCode ?? '')) langs.de = 4;
    else if (cc === 'CH' && r.chance(0.35)) langs.de = r.pick([2, 3] as const);
    else if (cc === 'LU' && r.chance(0.7)) langs.de = r.pick([3, 4] as const);
    else if (['67', '68', '57'].includes(homeArea.departmentCode ?? '') && r.chance(0.4))
      langs.de = r.pick([2, 3, 4] as const);
    else if (r.chance(0.08 * exportBoost)) langs.de = lvl();
    if (r.chance(0.15 * exportBoost)) langs.es = lvl();
    if (r.chance(0.05 * exportBoost)) langs.it = lvl();
    if (cc === 'BE' && r.chance(0.45)) langs.nl = homeArea.regionCode === 'VLG' ? 4 : r.pick([2, 3] as const);
    else if (homeArea.departmentCode === '59' && r.chance(0.08)) langs.nl = r.pick([1, 2, 3] as const);
    else if (r.chance(0.02)) langs.nl = lvl();
    if (r.chance(nameOrigin === 'other' ? 0.25 : 0.03)) langs.pt = lvl();
    if (r.chance(nameOrigin === 'other' ? 0.3 : 0.02)) langs.ar = r.pick([2, 3, 4] as const);
    if (r.chance(0.01)) langs.zh = lvl();
    if (r.chance(0.01)) langs.pl = lvl();
    if (fix?.langs) for (const [k, v] of Object.entries(fix.langs)) if (v) langs[k] = v;
    // skills
    const skills: Record<string, 1 | 2 | 3> = {};
    for (const [k, p, l] of def.skills) {
      if (!r.chance(p)) continue;
      let v: number = l;
      if (band === 'junior' && v === 3) v = 2;
      if (band === 'expert' && v === 1 && r.chance(0.4)) v = 2;
      if (r.chance(0.12)) v -= 1;
      else if (r.chance(0.08)) v += 1;
      skills[k] = Math.max(1, Math.min(3, v)) as 1 | 2 | 3;
    }
    const byP = [...def.skills].sort((a, b) => b[1] - a[1]);
    for (const [k, , l] of byP) {
      if (Object.keys(skills).length >= 4) break;
      if (!(k in skills)) skills[k] = l;
    }
    if (fix?.skills) for (const [k, v] of Object.entries(fix.skills)) if (v) skills[k] = v;
    for (const k of fix?.noSkills ?? []) delete skills[k];
    // sectors, markets
    const nSect = r.weighted([
      [1, 35],
      [2, 45],
      [3, 20],
    ] as const);
    const sectors = fix?.sectors ?? [...new Set(Array.from({ length: nSect }, () => r.pick(def.sectors)))];
    const mk = def.markets ?? [];
    let markets: string[];
    if (fix?.markets) markets = fix.markets;
    else if (def.family === 'export') markets = [...new Set([r.pick(mk), ...(r.chance(0.5) ? [r.pick(mk)] : [])])];
    else if (o === 'national-account-manager' || o === 'chef-de-secteur') markets = ['gms'];
    else if (mk.length === 0) markets = [];
    else {
      const n = r.weighted([
        [0, 10],
        [1, 70],
        [2, 20],
      ] as const);
      markets = [...new Set(Array.from({ length: n }, () => r.pick(mk)))];
    }
    const vehicle = fix?.vehicle ?? (def.field >= 0.5 ? r.chance(0.9) : r.chance(0.45));
    // certificates
    const certs: string[] = [];
    if (o === 'crm-admin-sf' && r.chance(0.8)) certs.push('sf-admin');
    if ((o === 'crm-admin-sf' || o === 'revops') && (skills.salesforce ?? 0) >= 3 && r.chance(0.3))
      certs.push('sf-consultant');
    if ((skills['sf-cpq'] ?? 0) >= 2 && r.chance(0.5)) certs.push('sf-cpq');
    if (o === 'dev-crm' && r.chance(0.7)) certs.push('sf-dev');
    if ((skills.hubspot ?? 0) >= 2 && r.chance(0.4)) certs.push('hubspot-sales');
    if ((skills.meddic ?? 0) >= 2 && r.chance(0.25)) certs.push('meddicc');
    if ((skills.gainsight ?? 0) >= 2 && r.chance(0.2)) certs.push('gainsight');
    if ((skills.zendesk ?? 0) >= 3 && r.chance(0.25)) certs.push('zendesk');
    if ((skills['google-ads'] ?? 0) >= 2 && r.chance(0.3)) certs.push('google-ads');
    if (o === 'negociateur-immobilier' && r.chance(0.9)) certs.push('hoguet');
    if (o === 'delegue-medical' && r.chance(0.8)) certs.push('visite-med');
    if (o === 'bid-manager' && r.chance(0.25)) certs.push('apmp');
    if (o === 'product-manager' && r.chance(0.4)) certs.push('pspo');
    if ((skills.electricite ?? 0) >= 1 && r.chance(0.4)) certs.push('habilitation');
    if (cvLang === 'fr' && (langs.en ?? 0) >= 3 && r.chance(0.25)) certs.push('toeic');
    if ((langs.de ?? 0) >= 3 && cc !== 'CH' && r.chance(0.2)) certs.push('goethe');
    if ((langs.es ?? 0) >= 3 && r.chance(0.15)) certs.push('dele');
    // private data
    const { first, last } = this.drawName(gender, nameOrigin, cc);
    const email = this.email(first, last, cc);
    const phone = this.phone(cc);
    const slug = this.linkedin(first, last);
    const school =
      this.rareSchools.length > 0 && r.chance(0.22)
        ? this.rareSchools.splice(r.int(0, this.rareSchools.length - 1), 1)[0]!
        : def.family === 'technical' && r.chance(0.5)
          ? r.pick(N.SCHOOLS_ENGINEERING)
          : def.family === 'medical' && r.chance(0.6)
            ? r.pick(N.SCHOOLS_SCIENCE)
            : ['dev-crm', 'data-analyst', 'crm-admin-sf'].includes(o) && r.chance(0.6)
              ? r.pick(N.SCHOOLS_IT)
              : r.pick(N.SCHOOLS_COMMON);
    // career
    const jobs: Job[] = [];
    const total = years === 0 ? r.int(3, 11) : years * 12 + r.int(0, 11);
    const freelanceLen = years <= 1 ? total : Math.min(total, r.int(6, 60));
    const own = r.chance(0.45) ? this.ownCompany(first, last) : undefined;
    jobs.push({
      occ: o,
      employer:
        own ??
        (cvLang === 'en'
          ? r.pick(['Freelance', 'Self-employed'])
          : r.pick(['Freelance', fem({ gender }, 'Indépendant', 'Indépendante'), 'Portage salarial'])),
      generic: !own,
      startM: TODAY_M - freelanceLen,
      endM: null,
      freelance: true,
    });
    let remaining = total - freelanceLen;
    let cursor = TODAY_M - freelanceLen;
    let smallEmployer: string | undefined;
    const softwareOnly = sectors.every((x) => SECTORS[x]?.fam === 'software');
    while (remaining > 0) {
      let len = Math.min(remaining, r.int(12, 54));
      if (remaining - len < 8) len = remaining;
      const earliest = remaining - len === 0;
      const jo: Occ = earliest && years >= 5 && def.prev.length > 0 && r.chance(0.5) ? (r.pick(def.prev) as Occ) : o;
      let employer: string;
      if (!smallEmployer && !softwareOnly && this.smallEmployers.length > 0 && r.chance(0.3)) {
        employer = this.smallEmployers.splice(r.int(0, this.smallEmployers.length - 1), 1)[0]!;
        smallEmployer = employer;
      } else employer = this.employerName(sectors);
      jobs.push({ occ: jo, employer, generic: false, startM: cursor - len, endM: cursor, freelance: false });
      cursor -= len;
      remaining -= len;
    }
    const referees: string[] = [];
    const refRoles: string[] = [];
    if (r.chance(0.3)) {
      const n = r.chance(0.7) ? 1 : 2;
      for (let i = 0; i < n; i++) {
        const ref = this.otherPerson();
        referees.push(ref.name);
        refRoles.push(
          r.pick(
            ref.f
              ? [
                  'Directrice commerciale',
                  'CEO',
                  'Head of Sales',
                  'VP Sales',
                  'Directrice générale',
                  'Responsable grands comptes',
                ]
              : [
                  'Directeur commercial',
                  'CEO',
                  'Head of Sales',
                  'VP Sales',
                  'Directeur général',
                  'Responsable grands comptes',
                ],
          ),
        );
      }
    }
    const named: string[] = [];
    let namedRole = '';
    if (r.chance(0.15)) {
      const who = this.otherPerson();
      named.push(who.name);
      namedRole = r.pick(
        who.f
          ? ['CEO', 'directrice commerciale', 'fondatrice', 'VP Sales', 'DG']
          : ['CEO', 'directeur commercial', 'fondateur', 'VP Sales', 'DG'],
      );
    }
    const employers = jobs.filter((j) => !j.generic).map((j) => j.employer);
    const truth: Truth = {
      id: `${PREFIX}${String(idx + 1).padStart(4, '0')}`,
      occ: o,
      gender,
      cvLang,
      noAccents: cvLang === 'fr' && r.chance(0.09),
      years,
      band,
      declared,
      available,
      freeFrom,
      rate,
      remote,
      days: [...days],
      durations,
      home,
      areas,
      langs,
      skills,
      sectors,
      markets,
      certs,
      vehicle,
      openToCdi: r.chance(0.3),
      priv: {
        first,
        last,
        email,
        phone,
        linkedinSlug: slug,
        linkedinUrl: `https://www.linkedin.com/in/${slug}`,
        employers,
        ...(smallEmployer ? { smallEmployer } : {}),
        school,
        referees,
        named,
      },
      leaks: [],
    };
    if (r.chance(0.27)) {
      const kinds: [string, number][] = [
        ['employer', employers.length > 0 ? 30 : 0],
        ['name', 15],
        ['email', 15],
        ['phone', 10],
        ['linkedin', 10],
        ['school', 15],
        ['small', smallEmployer ? 12 : 0],
        ['referee', referees.length > 0 ? 6 : 0],
      ];
      const k1 = r.weighted(kinds.filter(([, w]) => w > 0));
      truth.leaks.push(k1);
      if (r.chance(0.3)) {
        const k2 = r.weighted(kinds.filter(([k, w]) => w > 0 && k !== k1));
        truth.leaks.push(k2);
      }
    }
    if (fix?.langs?.fr !== undefined && fix.langs.fr < 4)
      return { truth, jobs, nameOrigin, nativeFr: false, refRoles, namedRole };
    return { truth, jobs, nameOrigin, nativeFr, refRoles, namedRole };
  }
}

// ------------------------------------------------------------------ writing the profile
const CERT_TEXT: Record<string, { name: string; issuer: string; url?: string }> = {
  'sf-admin': {
    name: 'Salesforce Certified Administrator',
    issuer: 'Salesforce',
    url: 'https://trailhead.salesforce.com/credentials/administrator',
  },
  'sf-consultant': { name: 'Salesforce Certified Sales Cloud Consultant', issuer: 'Salesforce' },
  'sf-cpq': { name: 'Salesforce Certified CPQ Specialist', issuer: 'Salesforce' },
  'sf-dev': { name: 'Salesforce Certified Platform Developer I', issuer: 'Salesforce' },
  'hubspot-sales': {
    name: 'HubSpot Sales Software Certification',
    issuer: 'HubSpot Academy',
    url: 'https://academy.hubspot.com/certification',
  },
  meddicc: { name: 'MEDDICC Certified Practitioner', issuer: 'MEDDICC' },
  gainsight: { name: 'Gainsight Certified Administrator', issuer: 'Gainsight' },
  zendesk: { name: 'Zendesk Support Administrator', issuer: 'Zendesk' },
  'google-ads': { name: 'Google Ads Search Certification', issuer: 'Google' },
  hoguet: { name: 'Carte professionnelle transaction (loi Hoguet)', issuer: 'CCI' },
  'visite-med': { name: 'Diplôme de délégué médical (CQP visite médicale)', issuer: 'LEEM' },
  apmp: { name: 'APMP Foundation', issuer: 'Association of Proposal Management Professionals' },
  pspo: { name: 'Professional Scrum Product Owner I', issuer: 'Scrum.org' },
  habilitation: { name: 'Habilitation électrique B0 H0V', issuer: 'APAVE' },
  goethe: { name: 'Goethe-Zertifikat C1', issuer: 'Goethe-Institut' },
  dele: { name: 'DELE C1', issuer: 'Instituto Cervantes' },
};

const CAT_LABEL: Record<string, { fr: string; en: string }> = {
  crm: { fr: 'CRM', en: 'CRM' },
  'prospect-tool': { fr: 'Outils de prospection', en: 'Prospecting tools' },
  'call-tool': { fr: 'Téléphonie et analyse des appels', en: 'Calling and call analytics' },
  'cs-tool': { fr: 'Outils Customer Success', en: 'Customer Success tools' },
  'support-tool': { fr: 'Outils de support', en: 'Support tools' },
  'data-tool': { fr: 'Data et reporting', en: 'Data and reporting' },
  automation: { fr: 'Automatisation', en: 'Automation' },
  erp: { fr: 'ERP', en: 'ERP' },
  dev: { fr: 'Développement', en: 'Development' },
  pm: { fr: 'Produit et agilité', en: 'Product and agile' },
  method: { fr: 'Méthodes', en: 'Methods' },
  'marketing-tool': { fr: 'Outils marketing', en: 'Marketing tools' },
  'enablement-tool': { fr: 'Outils de formation', en: 'Training tools' },
  'sales-method': { fr: 'Méthodes de vente', en: 'Sales methodologies' },
  sales: { fr: 'Vente', en: 'Sales' },
  management: { fr: 'Management', en: 'Management' },
  ops: { fr: 'Sales ops', en: 'Sales ops' },
  cs: { fr: 'Customer Success', en: 'Customer Success' },
  tender: { fr: "Appels d'offres", en: 'Bids and tenders' },
  presales: { fr: 'Avant-vente', en: 'Pre-sales' },
  technical: { fr: 'Technique', en: 'Technical' },
  medical: { fr: 'Santé', en: 'Healthcare' },
  retail: { fr: 'Retail et GMS', en: 'Retail' },
  enablement: { fr: 'Formation', en: 'Training' },
  export: { fr: 'International', en: 'International' },
  channel: { fr: 'Partenariats', en: 'Partnerships' },
  growth: { fr: 'Growth', en: 'Growth' },
  support: { fr: 'Relation client', en: 'Customer service' },
  marketing: { fr: 'Marketing', en: 'Marketing' },
  product: { fr: 'Produit', en: 'Product' },
  purchasing: { fr: 'Achats', en: 'Purchasing' },
  hr: { fr: 'Recrutement', en: 'Recruitment' },
  finance: { fr: 'Finance', en: 'Finance' },
};

const STUDY: Record<string, { fr: [string, string]; en: [string, string] }> = {
  business: { fr: ['Master', 'Management commercial et négociation'], en: ["Master's degree", 'Sales management'] },
  bts: {
    fr: ['BTS', 'Négociation et digitalisation de la relation client (NDRC)'],
    en: ['Two-year diploma', 'Sales and customer relations'],
  },
  but: { fr: ['BUT', 'Techniques de commercialisation'], en: ['Bachelor (BUT)', 'Sales and marketing techniques'] },
  engineering: {
    fr: ["Diplôme d'ingénieur", 'Génie mécanique et productique'],
    en: ['Engineering degree', 'Mechanical engineering'],
  },
  health: { fr: ['Licence', 'Sciences de la vie'], en: ["Bachelor's degree", 'Life sciences'] },
  it: { fr: ['Master', "Informatique et systèmes d'information"], en: ["Master's degree", 'Information systems'] },
  marketing: { fr: ['Master', 'Marketing et communication'], en: ["Master's degree", 'Marketing and communication'] },
  hr: { fr: ['Master', 'Ressources humaines'], en: ["Master's degree", 'Human resources'] },
  finance: { fr: ['Master', 'Contrôle de gestion et audit'], en: ["Master's degree", 'Management control and audit'] },
  international: { fr: ['Master', 'Commerce international'], en: ["Master's degree", 'International trade'] },
  purchasing: { fr: ['Master', 'Achats et supply chain'], en: ["Master's degree", 'Purchasing and supply chain'] },
};

function fluency(lang: 'fr' | 'en', code: string, level: Level, r: Rng): string {
  if (lang === 'fr') {
    if (level === 4)
      return code === 'fr'
        ? r.pick(['Langue maternelle', 'Natif', 'Maternelle'])
        : r.pick(['Bilingue', 'Bilingue (C2)']);
    if (level === 3) return r.pick(['Courant', 'Courant (C1)', 'C1', 'Très bon niveau']);
    if (level === 2) return r.pick(['Professionnel', 'Intermédiaire (B2)', 'B2', 'Bon niveau']);
    return r.pick(['Notions', 'Scolaire', 'A2', 'Débutant']);
  }
  if (level === 4)
    return code === 'fr' ? r.pick(['Native', 'Native speaker']) : r.pick(['Native or bilingual', 'Bilingual']);
  if (level === 3) return r.pick(['Fluent', 'Full professional proficiency', 'C1']);
  if (level === 2) return r.pick(['Professional working proficiency', 'Intermediate (B2)', 'B2']);
  return r.pick(['Basic', 'Elementary', 'A2']);
}

function levelAdj(lang: 'fr' | 'en', level: Level): string {
  if (lang === 'fr')
    return level === 4 ? 'bilingue' : level === 3 ? 'courant' : level === 2 ? 'professionnel' : 'notions';
  return level === 4 ? 'bilingual' : level === 3 ? 'fluent' : level === 2 ? 'professional' : 'basic';
}

function monthStr(m: number): string {
  const y = Math.floor(m / 12);
  const mo = (m % 12) + 1;
  return `${y}-${String(mo).padStart(2, '0')}`;
}

function frDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
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

class Writer {
  constructor(
    private r: Rng,
    private d: Draft,
  ) {}

  get t(): Truth {
    return this.d.truth;
  }
  get lang(): 'fr' | 'en' {
    return this.d.truth.cvLang;
  }

  title(o: Occ, forLabel: boolean): string {
    const def = OCCS[o];
    const r = this.r;
    if (this.lang === 'en') return r.chance(0.6) ? def.en[0]! : r.pick(def.en);
    if (r.chance(def.enInFr)) return r.chance(0.5) ? def.en[0]! : r.pick(def.en);
    const list = def.fr[this.t.gender];
    return r.chance(forLabel ? 0.55 : 0.45) ? list[0]! : r.pick(list);
  }

  label(): string {
    const r = this.r;
    const t = this.t;
    let base = this.title(t.occ, true);
    const senior =
      (t.band === 'senior' || t.band === 'expert') && !/senior|directeur|directrice|head|vp|director/i.test(base);
    if (senior && r.chance(0.25)) base = `Senior ${base}`;
    if (t.band === 'junior' && r.chance(0.15)) base = `${base} junior`;
    const sector = t.sectors[0] ? SECTORS[t.sectors[0]] : undefined;
    const m0 = t.markets[0] ? MARKETS[t.markets[0]] : undefined;
    const market = m0 && !base.includes(m0.fr.split(' ')[0]!) ? m0 : undefined;
    if (this.lang === 'fr') {
      const suffix = r.weighted<string>([
        ['', 38],
        [' freelance', 16],
        [fem(t, ' indépendant', ' indépendante'), 6],
        [sector ? ` | ${sector.fr}` : '', 14],
        [market ? ` – ${market.fr}` : '', 8],
        [' (mission freelance)', 4],
        [this.prevTitle() ? ` / ex-${this.prevTitle()}` : '', 6],
        [' | B2B', 4],
        [` – ${t.years} ans d'expérience`, t.years >= 3 ? 4 : 0],
      ]);
      return base + suffix;
    }
    const suffix = r.weighted<string>([
      ['', 40],
      [' | Freelance', 18],
      [sector ? ` | ${sector.en}` : '', 16],
      [' (contract)', 8],
      [market ? ` – ${market.en}` : '', 8],
      [this.prevTitle() ? ` / former ${this.prevTitle()}` : '', 6],
      [` – ${t.years}+ years`, t.years >= 3 ? 4 : 0],
    ]);
    return base + suffix;
  }

  private prevT: string | undefined | null = null;
  prevTitle(): string | undefined {
    if (this.prevT !== null) return this.prevT;
    const prev = this.d.jobs.find((j) => j.occ !== this.t.occ);
    this.prevT = prev ? this.title(prev.occ, false) : undefined;
    return this.prevT;
  }

  fill(s: string): string {
    const r = this.r;
    const t = this.t;
    const lang = this.lang;
    const crm = CRM_KEYS.filter((k) => k in t.skills);
    const tools = Object.keys(t.skills).filter((k) => TOOL_CATS.has(SKILLS[k]?.cat ?? ''));
    const k = r.int(3, 60) * 50;
    const methods = ['meddic', 'bant', 'spin', 'challenger'].filter((m) => m in t.skills);
    return s
      .replace(/\{crm\}/g, () => (crm.length ? SKILLS[r.pick(crm)]![lang] : lang === 'fr' ? 'le CRM' : 'the CRM'))
      .replace(/\{tool\}/g, () =>
        tools.length ? SKILLS[r.pick(tools)]![lang] : lang === 'fr' ? "les outils de l'équipe" : "the team's tools",
      )
      .replace(/\{sector\}/g, () => (t.sectors.length ? SECTORS[r.pick(t.sectors)]![lang] : ''))
      .replace(/\{market\}/g, () =>
        t.markets.length ? MARKETS[r.pick(t.markets)]![lang] : lang === 'fr' ? 'PME' : 'SMBs',
      )
      .replace(/\{method\}/g, () => (methods.length ? SKILLS[r.pick(methods)]![lang] : ''))
      .replace(/\{n\}/g, () => String(r.int(4, 60)))
      .replace(/\{d\}/g, () => String(r.int(2, 6)))
      .replace(/\{k2\}/g, () => String(k * 2 + r.int(1, 20) * 50))
      .replace(/\{k\}/g, () => String(k))
      .replace(/\{pct\}/g, () => String(r.int(10, 45)))
      .replace(/\{team\}/g, () => String(r.int(3, 25)));
  }

  tasks(o: Occ, n: number): string[] {
    const t = this.t;
    const pool = OCCS[o].tasks[this.lang].filter((s) => {
      const m = /^\?([a-z0-9-]+):/.exec(s);
      return !m || m[1]! in t.skills;
    });
    return this.r.some(pool, n).map((s) => this.fill(s.replace(/^\?[a-z0-9-]+:/, '')));
  }

  text(s: string): string {
    return this.t.noAccents ? stripAccents(s) : s;
  }

  areasPhrase(): string {
    const t = this.t;
    const labels = t.areas.map((a) => areaLabel(a, this.lang)).filter(Boolean);
    if (labels.length === 0) return '';
    return labels.join(', ');
  }

  summary(): string {
    const r = this.r;
    const t = this.t;
    const lang = this.lang;
    const def = OCCS[t.occ];
    const title = this.title(t.occ, false);
    const home = cityArea(t.home);
    const sect = t.sectors.map((s) => SECTORS[s]![lang]);
    const parts: string[] = [];
    const sectTxt = (l: 'fr' | 'en') =>
      sect.length === 0
        ? ''
        : l === 'fr'
          ? ` en ${sect.slice(0, 2).join(' et ')}`
          : ` in ${sect.slice(0, 2).join(' and ')}`;
    if (lang === 'fr') {
      const yrs =
        t.years === 0 ? 'une première expérience' : t.years === 1 ? "1 an d'expérience" : `${t.years} ans d'expérience`;
      parts.push(
        r.pick([
          `${title} freelance, ${yrs}${sectTxt('fr')}.`,
          `${yrs.charAt(0).toUpperCase()}${yrs.slice(1)} en tant que ${title}${sectTxt('fr')}.`,
          `${fem(t, 'Consultant indépendant', 'Consultante indépendante')} (${title}) : ${yrs}${sectTxt('fr')}.`,
          `${title} avec ${yrs}${sectTxt('fr')}, je vous accompagne en mission freelance.`,
        ]),
      );
      const sk = r.some(Object.keys(t.skills), r.int(3, 5)).map((k) => SKILLS[k]!.fr);
      parts.push(`${r.pick(['Compétences clés', 'Spécialités', 'Savoir-faire', 'Mes atouts'])} : ${sk.join(', ')}.`);
      if (t.markets.length) {
        if (def.family === 'export')
          parts.push(`Zones couvertes : ${t.markets.map((m) => MARKETS[m]!.fr).join(', ')}.`);
        else if (r.chance(0.6)) parts.push(`Clientèle : ${t.markets.map((m) => MARKETS[m]!.fr).join(', ')}.`);
      }
      const ls = Object.entries(t.langs).filter(([c, l]) => c !== 'fr' && l >= 2);
      if (ls.length && r.chance(0.75))
        parts.push(`Langues : ${ls.map(([c, l]) => `${LANGS[c]!.fr.toLowerCase()} ${levelAdj('fr', l)}`).join(', ')}.`);
      const mob = this.areasPhrase();
      if (r.chance(0.7))
        parts.push(
          `${fem(t, 'Basé', 'Basée')} à ${home.cityName}${mob && r.chance(0.7) ? `, mobilité : ${mob}` : ''}${t.vehicle && def.field >= 0.5 ? fem(t, ', véhiculé', ', véhiculée') : ''}.`,
        );
      if (t.remote.length === 1 && t.remote[0] === 'Full remote') parts.push('Missions en full remote uniquement.');
      else if (t.remote.includes('Hybride') && r.chance(0.4))
        parts.push(`${fem(t, 'Ouvert', 'Ouverte')} au télétravail partiel.`);
      else if (t.remote.length === 1 && t.remote[0] === 'Sur site' && r.chance(0.4)) parts.push('Missions sur site.');
      if (!t.days.includes(5) && r.chance(0.6))
        parts.push(
          `Disponible ${t.days.length > 1 ? `${t.days[0]} à ${t.days[t.days.length - 1]}` : t.days[0]} jours par semaine.`,
        );
      if (r.chance(0.35))
        parts.push(t.available ? 'Disponible immédiatement.' : `Disponible à partir du ${frDate(t.freeFrom)}.`);
    } else {
      const yrs =
        t.years === 0 ? 'first experience' : t.years === 1 ? '1 year of experience' : `${t.years} years of experience`;
      parts.push(
        r.pick([
          `Freelance ${title} with ${yrs}${sectTxt('en')}.`,
          `${title} – ${yrs}${sectTxt('en')}, now working as a freelancer.`,
          `Independent ${title}: ${yrs}${sectTxt('en')}.`,
        ]),
      );
      const sk = r.some(Object.keys(t.skills), r.int(3, 5)).map((k) => SKILLS[k]!.en);
      parts.push(`${r.pick(['Key skills', 'Core skills', 'What I bring'])}: ${sk.join(', ')}.`);
      if (t.markets.length) {
        if (def.family === 'export') parts.push(`Territories: ${t.markets.map((m) => MARKETS[m]!.en).join(', ')}.`);
        else if (r.chance(0.6)) parts.push(`Client segments: ${t.markets.map((m) => MARKETS[m]!.en).join(', ')}.`);
      }
      const ls = Object.entries(t.langs).filter(([c, l]) => c !== 'en' && l >= 2);
      if (ls.length && r.chance(0.8))
        parts.push(
          `Languages: ${ls.map(([c, l]) => `${LANGS[c]!.en} (${c === 'fr' && l === 4 && this.d.nativeFr ? 'native' : levelAdj('en', l)})`).join(', ')}.`,
        );
      const mob = this.areasPhrase();
      if (r.chance(0.7))
        parts.push(
          `Based in ${home.cityName}${mob && r.chance(0.7) ? `, available for missions in ${mob}` : ''}${t.vehicle && def.field >= 0.5 ? ', own car' : ''}.`,
        );
      if (t.remote.length === 1 && t.remote[0] === 'Full remote') parts.push('Fully remote assignments only.');
      else if (t.remote.includes('Hybride') && r.chance(0.4)) parts.push('Open to hybrid work.');
      if (!t.days.includes(5) && r.chance(0.6))
        parts.push(
          `Available ${t.days.length > 1 ? `${t.days[0]} to ${t.days[t.days.length - 1]}` : t.days[0]} days a week.`,
        );
      if (r.chance(0.35)) {
        const [y, m, d] = t.freeFrom.split('-');
        parts.push(t.available ? 'Available now.' : `Available from ${MONTHS_EN[Number(m) - 1]} ${Number(d)}, ${y}.`);
      }
    }
    const leak = this.leakText();
    if (leak.prefix) parts.unshift(leak.prefix);
    if (leak.suffix) parts.push(leak.suffix);
    return parts.join(' ');
  }

  leakText(): { prefix?: string; suffix?: string } {
    const t = this.t;
    const p = t.priv;
    const fr = this.lang === 'fr';
    const out: { prefix?: string; suffix?: string } = {};
    const sfx: string[] = [];
    for (const k of t.leaks) {
      if (k === 'name') out.prefix = fr ? `Je m'appelle ${p.first} ${p.last}.` : `I'm ${p.first} ${p.last}.`;
      if (k === 'email') sfx.push(fr ? `Contact : ${p.email}` : `Contact: ${p.email}`);
      if (k === 'phone') sfx.push(fr ? `Tél. : ${p.phone}` : `Phone: ${p.phone}`);
      if (k === 'linkedin') sfx.push(fr ? `Profil complet : ${p.linkedinUrl}` : `Full profile: ${p.linkedinUrl}`);
      if (k === 'employer') {
        const e = p.employers[p.employers.length > 1 ? 1 : 0] ?? p.employers[0];
        if (e) sfx.push(fr ? `Passé${t.gender === 'f' ? 'e' : ''} par ${e}.` : `Formerly at ${e}.`);
      }
      if (k === 'school')
        sfx.push(fr ? `${fem(t, 'Diplômé', 'Diplômée')} de ${p.school}.` : `Graduated from ${p.school}.`);
      if (k === 'small' && p.smallEmployer)
        sfx.push(fr ? `J'ai fait mes débuts chez ${p.smallEmployer}.` : `Started my career at ${p.smallEmployer}.`);
      if (k === 'referee' && p.referees[0])
        sfx.push(fr ? `Références : ${p.referees[0]}.` : `Referee: ${p.referees[0]}.`);
    }
    if (sfx.length) out.suffix = sfx.join(' ');
    return out;
  }

  work(): { name: string; position: string; startDate: string; endDate: string; summary: string }[] {
    const r = this.r;
    const t = this.t;
    const fr = this.lang === 'fr';
    const out: { name: string; position: string; startDate: string; endDate: string; summary: string }[] = [];
    let namedUsed = t.priv.named.length === 0;
    for (const j of this.d.jobs) {
      const title = this.title(j.occ, false);
      let position: string;
      let summary: string;
      if (j.freelance) {
        position = fr
          ? r.pick([
              `${title} (freelance)`,
              `${fem(t, 'Consultant freelance', 'Consultante freelance')} – ${title}`,
              `${title} ${fem(t, 'indépendant', 'indépendante')}`,
              title,
            ])
          : r.pick([`Freelance ${title}`, `${title} (contract)`, title]);
        const tasks = this.tasks(j.occ, r.int(2, 3));
        const clients = t.sectors.map((s) => SECTORS[s]![this.lang]);
        summary = (fr ? 'Missions freelance : ' : 'Freelance assignments: ') + tasks.join(' ');
        if (clients.length && r.chance(0.5))
          summary += fr ? ` Clients : acteurs ${clients.join(', ')}.` : ` Clients in ${clients.join(', ')}.`;
      } else {
        position = title;
        summary = this.tasks(j.occ, r.int(1, 3)).join(' ');
      }
      if (!namedUsed && (!j.freelance || this.d.jobs.length === 1)) {
        const nm = t.priv.named[0]!;
        summary += fr
          ? ` Reporting direct à ${nm} (${this.d.namedRole}).`
          : ` Reported to ${nm} (${this.d.namedRole}).`;
        namedUsed = true;
      }
      out.push({
        name: j.employer,
        position: this.text(position),
        startDate: monthStr(j.startM),
        endDate: j.endM === null ? '' : monthStr(j.endM),
        summary: this.text(summary),
      });
    }
    return out;
  }

  skillsSection(): { name: string; level: string; keywords: string[] }[] {
    const r = this.r;
    const t = this.t;
    const lang = this.lang;
    const word = (l: number) =>
      (lang === 'fr' ? ['Intermédiaire', 'Avancé', 'Expert'] : ['Intermediate', 'Advanced', 'Expert'])[l - 1] ?? '';
    const noLevel = r.chance(0.2);
    const keys = Object.keys(t.skills);
    if (r.chance(0.5)) {
      return keys.map((k) => ({
        name: this.text(SKILLS[k]![lang]),
        level: noLevel ? '' : this.text(word(t.skills[k]!)),
        keywords: [],
      }));
    }
    const groups = new Map<string, string[]>();
    for (const k of keys) {
      const cat = SKILLS[k]!.cat;
      groups.set(cat, [...(groups.get(cat) ?? []), k]);
    }
    return [...groups.entries()].map(([cat, ks]) => ({
      name: this.text(CAT_LABEL[cat]?.[lang] ?? cat),
      level: noLevel ? '' : this.text(word(Math.max(...ks.map((k) => t.skills[k]!)))),
      keywords: ks.map((k) => this.text(SKILLS[k]![lang])),
    }));
  }

  education(): { institution: string; area: string; studyType: string; startDate: string; endDate: string }[] {
    const r = this.r;
    const t = this.t;
    const fam = OCCS[t.occ].family;
    const school = t.priv.school;
    let kind: string;
    if (/Lycée|BTS/.test(school)) kind = 'bts';
    else if (/IUT/.test(school)) kind = 'but';
    else if (N.SCHOOLS_IT.includes(school)) kind = 'it';
    else if (N.SCHOOLS_ENGINEERING.includes(school)) kind = 'engineering';
    else if (N.SCHOOLS_SCIENCE.includes(school)) kind = 'health';
    else if (fam === 'export') kind = 'international';
    else if (t.occ === 'recruteur') kind = 'hr';
    else if (t.occ === 'controleur-gestion') kind = 'finance';
    else if (t.occ === 'acheteur') kind = 'purchasing';
    else if (['marketing-manager', 'communication-manager', 'pmm', 'crm-marketing', 'growth-marketer'].includes(t.occ))
      kind = 'marketing';
    else kind = 'business';
    const [studyType, area] = STUDY[kind]![this.lang];
    const end = 2026 - t.years - r.int(0, 1);
    const len = kind === 'bts' || kind === 'but' ? 2 : r.int(3, 5);
    return [
      { institution: school, area: this.text(area), studyType, startDate: String(end - len), endDate: String(end) },
    ];
  }

  availabilityText(): string {
    const r = this.r;
    const t = this.t;
    const [y, m, d] = t.freeFrom.split('-');
    if (this.lang === 'en') {
      if (t.available && daysBetween(t.freeFrom, TODAY) >= 0)
        return r.weighted([
          ['Immediate', 35],
          ['Available now', 15],
          [t.freeFrom, 30],
          ['', 10],
          ['ASAP', 10],
        ] as const);
      return r.weighted([
        [t.freeFrom, 45],
        [frDate(t.freeFrom), 15],
        [`${MONTHS_EN[Number(m) - 1]} ${y}`, 20],
        [`from ${MONTHS_EN[Number(m) - 1]} ${Number(d)}, ${y}`, 20],
      ] as const);
    }
    if (t.available && daysBetween(t.freeFrom, TODAY) >= 0)
      return r.weighted([
        ['Immédiate', 40],
        ['Disponible', 15],
        [t.freeFrom, 25],
        ['', 10],
        ['Dès maintenant', 10],
      ] as const);
    return r.weighted([
      [t.freeFrom, 40],
      [frDate(t.freeFrom), 20],
      [`${MONTHS_FR[Number(m) - 1]} ${y}`, 15],
      [`à partir du ${Number(d)} ${MONTHS_FR[Number(m) - 1]} ${y}`, 15],
    ] as const);
  }

  rateText(): string {
    const r = this.r;
    const t = this.t;
    if (t.rate === null) return r.pick(['', 'A négocier', 'Selon mission', 'Négociable']);
    const v = t.rate;
    return r.weighted([
      [String(v), 40],
      [`${v} €`, 15],
      [`${v}€/jour HT`, 10],
      [`${Math.round((v * 0.92) / 10) * 10}-${Math.round((v * 1.08) / 10) * 10}`, 20],
      [`${v} EUR`, 5],
      [`TJM ${v}`, 10],
    ] as const);
  }

  profile(): Record<string, unknown> {
    const r = this.r;
    const t = this.t;
    const p = t.priv;
    const lang = this.lang;
    const home = cityArea(t.home);
    const def = OCCS[t.occ];
    const created = `${r.int(2022, 2026)}-${String(r.int(1, 9)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}T${String(r.int(7, 21)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}:00Z`;
    const updated = `2026-${String(r.int(10, 11)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}T${String(r.int(7, 21)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}:00Z`;
    const langs = Object.entries(t.langs)
      .sort((a, b) => b[1] - a[1])
      .map(([c, l]) => ({
        language: LANGS[c]![lang],
        fluency: this.text(fluency(lang, c === 'fr' && !this.d.nativeFr ? 'xx' : c, l, r)),
      }));
    const professions = [def.profession];
    const prev = this.d.jobs.find((j) => j.occ !== t.occ);
    if (prev && r.chance(0.3) && OCCS[prev.occ].profession !== def.profession)
      professions.push(OCCS[prev.occ].profession);
    const refs = p.referees.map((name, i) => ({
      name: `${name} – ${this.d.refRoles[i] ?? ''}${p.employers[0] ? `, ${p.employers[p.employers.length - 1]}` : ''}`,
      reference:
        lang === 'fr'
          ? `J'ai travaillé avec ${p.first} pendant ${r.int(1, 4)} ans : ${fem(t, 'un commercial', 'une commerciale')} fiable, ${fem(t, 'tenace', 'tenace')} et très apprécié${t.gender === 'f' ? 'e' : ''} des clients.`
          : `I worked with ${p.first} for ${r.int(1, 4)} years: reliable, persistent and trusted by customers.`,
    }));
    const summary = this.text(this.summary());
    return {
      basics: {
        name: `${p.first} ${p.last}`,
        label: this.text(this.label()),
        image: r.chance(0.4) ? `https://images.fpd-cdn.example/avatars/${t.id}.jpg` : '',
        email: p.email,
        phone: p.phone,
        url: p.linkedinUrl,
        summary,
        location: {
          address: `${home.cityName}, ${home.countryName}`,
          postalCode: home.cityZipCode ?? '',
          city: home.cityName ?? '',
          countryCode: home.countryCode ?? '',
          region: home.regionName ?? '',
        },
        profiles: [{ username: p.linkedinSlug, network: 'LinkedIn', url: p.linkedinUrl }],
      },
      work: this.work(),
      education: this.education(),
      certificates: t.certs.map((c) => {
        const ct = CERT_TEXT[c]!;
        const name = c === 'toeic' ? `TOEIC – ${t.langs.en === 4 ? r.int(950, 990) : r.int(850, 945)} points` : ct.name;
        return {
          name,
          issuer: c === 'toeic' ? 'ETS' : ct.issuer,
          ...(ct.url ? { url: ct.url } : {}),
          startDate: `${r.int(2016, 2026)}-${String(r.int(1, 11)).padStart(2, '0')}`,
        };
      }),
      skills: this.skillsSection(),
      languages: langs,
      volunteer: [],
      awards: [],
      publications: [],
      interests: r.chance(0.3)
        ? [
            {
              name: r.pick([
                'Trail',
                'Voile',
                'Rugby',
                'Œnologie',
                'Photographie',
                'Bénévolat associatif',
                'Course à pied',
              ]),
            },
          ]
        : [],
      references: refs,
      projects: [],
      meta: {
        id: t.id,
        createdAt: created,
        updatedAt: updated,
        firstName: p.first,
        lastName: p.last,
        cvUrl: `https://cv.fpd-files.example/${t.id}.pdf`,
        freelance: {
          available: t.available,
          availabilityDate: this.availabilityText(),
          rate: this.rateText(),
          seniority: t.declared,
          professions,
          openToCdi: t.openToCdi,
          vehicle: t.vehicle,
          preferences: {
            missionDuration: t.durations,
            remoteWork: t.remote,
            daysPerWeek: t.days.map(String),
            workAreas: t.areas,
          },
        },
      },
    };
  }
}

CERT_TEXT.toeic = { name: 'TOEIC', issuer: 'ETS' };

let cache: { profile: unknown; truth: Truth }[] | undefined;

export function corpus(): { profile: unknown; truth: Truth }[] {
  if (cache) return cache;
  const g = new Generator();
  // occupations of the drawn profiles by largest remainder over the weights (neighbours weigh more), so the make-up
  // follows the weights exactly; then everything is shuffled
  const n = POOL - PLANTS.length;
  const w = OCC_KEYS.map((k) => [k, OCCS[k].weight * (OCCS[k].family === 'neighbour' ? 1.8 : 1)] as const);
  const total = w.reduce((a, [, x]) => a + x, 0);
  const quota = w.map(([k, x]) => ({ k, q: (x * n) / total }));
  const base = quota.map(({ k, q }) => ({ k, c: Math.floor(q), rem: q - Math.floor(q) }));
  let left = n - base.reduce((a, b) => a + b.c, 0);
  for (const b of [...base].sort((a, b2) => b2.rem - a.rem)) {
    if (left <= 0) break;
    b.c += 1;
    left -= 1;
  }
  const drawn: Fix[] = base.flatMap(({ k, c }) => Array.from({ length: c }, () => ({ occ: k })));
  const order = g.r.shuffle<Fix>([...PLANTS, ...drawn]);
  const drafts = order.map((fix, i) => g.draw(i, fix));
  const out = drafts.map((d) => {
    const w = new Writer(g.r, d);
    return { profile: w.profile(), truth: d.truth };
  });
  cache = out;
  return out;
}
