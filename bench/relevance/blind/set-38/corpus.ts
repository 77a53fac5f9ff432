// Corpus generator of blind set 38 (interim managers, management consultants, quality managers, coaches, trainers,
// facilitators, and their neighbours). Deterministic: one seeded PRNG, "today" is 2026-12-02.
import { CITY_AREAS, COUNTRY_AREAS, DEPARTMENT_AREAS, REGION_AREAS, type AreaObject } from './areas';
import { OCCUPATIONS, OCC_KEYS, type OccDef, type OccKey } from './occupations';
import {
  BIG_EMPLOYERS,
  EMPLOYERS_WORDS,
  FIRST_F,
  FIRST_M,
  INTERESTS_EN,
  INTERESTS_FR,
  LAST_COMMON,
  LAST_RARE,
  RARE_SCHOOLS,
  REFEREE_ROLES_F,
  REFEREE_ROLES_M,
  SCHOOLS,
  SMALL_EMPLOYER_NAMES,
  SMALL_EMPLOYER_PATTERNS,
} from './people';
import {
  CERTS,
  CONTEXTS,
  LANGS,
  LEVEL_WORDS,
  SECTORS,
  SKILLS,
  type CertKey,
  type ContextKey,
  type LangKey,
  type Level,
  type SectorKey,
  type SkillKey,
} from './taxonomy';
import {
  TODAY,
  addDays,
  bandOf,
  type DeclaredSeniority,
  type Duration,
  type Home,
  type Remote,
  type Truth,
} from './truth';

export type { Truth } from './truth';

// ───────────────────────────── PRNG
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
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }
  pick<T>(arr: readonly T[]): T {
    if (arr.length === 0) throw new Error('pick from empty list');
    return arr[Math.floor(this.next() * arr.length)]!;
  }
  sample<T>(arr: readonly T[], k: number): T[] {
    const copy = [...arr];
    const out: T[] = [];
    while (out.length < k && copy.length > 0) {
      const i = Math.floor(this.next() * copy.length);
      out.push(copy.splice(i, 1)[0]!);
    }
    return out;
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
}

const FEMALE = new Set<string>(FIRST_F);

// ───────────────────────────── homes
const HOME_WEIGHTS: Record<string, number> = {
  'paris-8': 5,
  'paris-11': 4,
  'paris-15': 4,
  'paris-17': 4,
  boulogne: 3,
  neuilly: 2,
  levallois: 2,
  courbevoie: 2,
  nanterre: 1,
  rueil: 2,
  issy: 2,
  versailles: 3,
  guyancourt: 1,
  'saint-denis': 1,
  montreuil: 2,
  creteil: 1,
  massy: 1,
  evry: 1,
  cergy: 1,
  melun: 1,
  'lyon-3': 5,
  'lyon-6': 4,
  villeurbanne: 2,
  grenoble: 4,
  'saint-etienne': 2,
  annecy: 2,
  chambery: 1,
  clermont: 3,
  oyonnax: 1,
  roanne: 1,
  valence: 1,
  montlucon: 1,
  vichy: 1,
  issoire: 1,
  thiers: 1,
  lille: 6,
  valenciennes: 2,
  dunkerque: 1,
  douai: 1,
  maubeuge: 1,
  arras: 1,
  amiens: 2,
  compiegne: 1,
  'saint-quentin': 1,
  nantes: 6,
  'saint-nazaire': 1,
  angers: 2,
  cholet: 1,
  'le-mans': 3,
  laval: 1,
  rennes: 5,
  brest: 2,
  quimper: 1,
  lorient: 1,
  vannes: 1,
  'saint-brieuc': 1,
  vitre: 1,
  fougeres: 1,
  bordeaux: 6,
  pau: 1,
  bayonne: 1,
  'la-rochelle': 1,
  niort: 1,
  poitiers: 1,
  limoges: 1,
  angouleme: 1,
  toulouse: 6,
  montpellier: 3,
  nimes: 1,
  perpignan: 1,
  tarbes: 1,
  figeac: 1,
  albi: 1,
  rodez: 1,
  castres: 1,
  marseille: 5,
  aix: 3,
  toulon: 1,
  nice: 2,
  strasbourg: 4,
  mulhouse: 2,
  metz: 2,
  nancy: 2,
  reims: 2,
  troyes: 1,
  epinal: 1,
  charleville: 1,
  dijon: 3,
  besancon: 2,
  montbeliard: 1,
  sochaux: 1,
  belfort: 1,
  'le-creusot': 1,
  chalon: 1,
  nevers: 1,
  auxerre: 1,
  rouen: 4,
  'le-havre': 2,
  caen: 2,
  evreux: 1,
  orleans: 2,
  tours: 2,
  bourges: 1,
  vierzon: 1,
  chateauroux: 1,
  ajaccio: 1,
  bruxelles: 5,
  liege: 2,
  namur: 1,
  charleroi: 1,
  mons: 1,
  wavre: 1,
  'louvain-la-neuve': 1,
  geneve: 3,
  lausanne: 2,
  neuchatel: 1,
  nyon: 1,
  luxembourg: 3,
  esch: 1,
  strassen: 1,
};

const FOREIGN_POSTAL: Record<string, string> = {
  bruxelles: '1000',
  liege: '4000',
  namur: '5000',
  charleroi: '6000',
  mons: '7000',
  wavre: '1300',
  'louvain-la-neuve': '1348',
  geneve: '1201',
  lausanne: '1003',
  neuchatel: '2000',
  nyon: '1260',
  luxembourg: 'L-1511',
  esch: 'L-4001',
  strassen: 'L-8010',
};

function area(key: string): AreaObject {
  const a = CITY_AREAS[key];
  if (!a) throw new Error(`unknown city ${key}`);
  return a;
}

function homeOf(key: string): Home {
  const a = area(key);
  const country = a.countryCode ?? 'FR';
  let city = a.cityName ?? key;
  if (city === 'Brussels') city = 'Bruxelles';
  return {
    key,
    city,
    postalCode: a.cityZipCode ?? FOREIGN_POSTAL[key] ?? '',
    dept: a.departmentCode ?? '',
    region: `${country}:${a.regionCode ?? ''}`,
    regionName: a.regionName ?? '',
    country,
    countryName: a.countryName ?? '',
  };
}

function areaRef(ref: string): AreaObject {
  const [kind, ...rest] = ref.split(':');
  const id = rest.join(':');
  const table =
    kind === 'city'
      ? CITY_AREAS
      : kind === 'dept'
        ? DEPARTMENT_AREAS
        : kind === 'region'
          ? REGION_AREAS
          : COUNTRY_AREAS;
  const a = table[id];
  if (!a) throw new Error(`unknown area ${ref}`);
  return { ...a };
}

const DEPTS_BY_REGION: Record<string, string[]> = {};
for (const [code, d] of Object.entries(DEPARTMENT_AREAS)) {
  const r = `${d.countryCode ?? ''}:${d.regionCode ?? ''}`;
  (DEPTS_BY_REGION[r] ??= []).push(code);
}

function drawWorkAreas(rng: Rng, home: Home, family: string): AreaObject[] {
  const own = { ...area(home.key) };
  const out: AreaObject[] = [];
  const national = family === 'exec' || family === 'turnaround' || family === 'integration' ? 0.3 : 0.12;
  if (home.country === 'FR') {
    const r = rng.float();
    if (r < national) {
      out.push(own, areaRef('country:FR'));
    } else if (r < national + 0.3) {
      out.push(own, areaRef(`dept:${home.dept}`));
    } else if (r < national + 0.5) {
      out.push(areaRef(`region:${home.region}`));
    } else if (r < national + 0.7) {
      out.push(areaRef(`dept:${home.dept}`));
      const others = (DEPTS_BY_REGION[home.region] ?? []).filter((d) => d !== home.dept);
      for (const d of rng.sample(others, rng.int(1, 2))) out.push(areaRef(`dept:${d}`));
    } else if (r < national + 0.85) {
      out.push(own);
    } else {
      out.push(
        own,
        areaRef(home.region === 'FR:11' ? rng.pick(['region:FR:84', 'region:FR:32', 'region:FR:28']) : 'region:FR:11'),
      );
    }
  } else {
    out.push(own);
    if (rng.chance(0.5)) out.push(areaRef(`country:${home.country}`));
    if (rng.chance(0.4)) {
      const fr =
        home.country === 'BE' ? 'region:FR:32' : home.country === 'LU' ? 'dept:57' : rng.pick(['dept:74', 'dept:01']);
      out.push(areaRef(fr));
    }
  }
  return out;
}

// ───────────────────────────── helpers
function stripAccents(s: string): string {
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
function lowerFirst(s: string): string {
  // keep acronyms (two capitals) and English titles ("Change Lead") as they are
  if (/^[A-Z]{2}/.test(s) || /^\S+ [A-Z]/.test(s)) return s;
  return s.charAt(0).toLowerCase() + s.slice(1);
}
function listFr(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} et ${items[items.length - 1]!}`;
}
function listEn(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]!}`;
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

// ───────────────────────────── plants
interface Plant {
  occ: OccKey;
  home: string;
  gender?: 'f' | 'm';
  cvLang?: 'fr' | 'en';
  years?: number;
  /** 'now' or YYYY-MM-DD */
  free?: string;
  days?: number[];
  remote?: Remote[];
  durations?: Duration[];
  sectors?: SectorKey[];
  contexts?: ContextKey[];
  addSkills?: SkillKey[];
  dropSkills?: SkillKey[];
  certs?: CertKey[];
  langs?: { lang: LangKey; level: Level }[];
  rate?: number;
  areas?: string[];
}

const PLANTS: Plant[] = [
  // DAF in Lyon, free now; near misses
  { occ: 'daf', home: 'lyon-6', free: 'now', days: [5], areas: ['city:lyon-6', 'dept:69'] },
  { occ: 'daf', home: 'villeurbanne', free: '2027-02-15', days: [4, 5], areas: ['dept:69'] },
  { occ: 'daf', home: 'grenoble', free: 'now', areas: ['city:grenoble', 'dept:38'] },
  { occ: 'raf', home: 'lyon-3', free: 'now', areas: ['city:lyon-3', 'dept:69'] },
  {
    occ: 'daf',
    home: 'annecy',
    free: '2027-01-04',
    contexts: ['pme', 'familial'],
    sectors: ['metallurgie'],
    areas: ['region:FR:84'],
  },
  // plant managers, food industry, Brittany
  {
    occ: 'dir-usine',
    home: 'quimper',
    free: 'now',
    sectors: ['agroalimentaire'],
    addSkills: ['ifs-brc'],
    areas: ['region:FR:53'],
  },
  {
    occ: 'dir-usine',
    home: 'vitre',
    free: '2027-03-01',
    sectors: ['agroalimentaire'],
    areas: ['city:vitre', 'dept:35'],
  },
  { occ: 'dir-usine', home: 'brest', sectors: ['automobile'], areas: ['dept:29'] },
  { occ: 'dir-usine', home: 'nantes', sectors: ['agroalimentaire'], areas: ['city:nantes', 'dept:44'] },
  {
    occ: 'dir-usine',
    home: 'saint-brieuc',
    free: 'now',
    sectors: ['agroalimentaire', 'cosmetique'],
    addSkills: ['ifs-brc'],
    areas: ['dept:22', 'dept:35'],
  },
  {
    occ: 'dir-usine',
    home: 'rennes',
    gender: 'f',
    free: '2027-01-10',
    sectors: ['agroalimentaire'],
    areas: ['region:FR:53'],
  },
  { occ: 'resp-prod', home: 'lorient', sectors: ['agroalimentaire'], areas: ['dept:56', 'dept:29'] },
  // executive coaches in Paris with English
  { occ: 'coach-exec', home: 'paris-8', langs: [{ lang: 'en', level: 'C2' }], areas: ['region:FR:11'] },
  {
    occ: 'coach-exec',
    home: 'neuilly',
    gender: 'f',
    langs: [{ lang: 'en', level: 'C1' }],
    areas: ['dept:92', 'dept:75'],
  },
  { occ: 'coach-exec', home: 'paris-17', langs: [{ lang: 'en', level: 'B1' }], areas: ['dept:75'] },
  { occ: 'coach-equipe', home: 'paris-15', langs: [{ lang: 'en', level: 'C1' }], areas: ['dept:75'] },
  // lean six sigma, automotive, 4 days
  { occ: 'lss-bb', home: 'sochaux', sectors: ['automobile'], days: [4, 5], certs: ['lss-black-belt'] },
  { occ: 'opex', home: 'valenciennes', sectors: ['automobile'], days: [4], addSkills: ['lean-six-sigma'] },
  { occ: 'lss-bb', home: 'le-mans', sectors: ['automobile'], days: [5] },
  { occ: 'c-lean', home: 'montbeliard', sectors: ['automobile'], days: [4], dropSkills: ['lean-six-sigma'] },
  // time-share CFOs
  { occ: 'daf', home: 'nantes', days: [1, 2], contexts: ['pme'], free: 'now' },
  { occ: 'daf', home: 'toulouse', gender: 'f', days: [2, 3], contexts: ['pme', 'familial'] },
  { occ: 'daf', home: 'lille', days: [3], contexts: ['pme'] },
  // HR directors, redundancy plans, Hauts-de-France
  { occ: 'drh', home: 'lille', addSkills: ['pse'], durations: ['6 a 12 mois', '> 12 mois'], areas: ['region:FR:32'] },
  {
    occ: 'drh',
    home: 'valenciennes',
    gender: 'f',
    addSkills: ['pse'],
    durations: ['3 a 6 mois', '6 a 12 mois'],
    areas: ['dept:59', 'dept:62'],
  },
  { occ: 'drh', home: 'paris-11', addSkills: ['pse'], areas: ['region:FR:11'] },
  { occ: 'drh', home: 'versailles', gender: 'f', areas: ['region:FR:11'] },
  { occ: 'drh', home: 'creteil', areas: ['dept:94', 'dept:75'] },
  { occ: 'c-rh', home: 'paris-11', gender: 'f' },
  {
    occ: 'drh',
    home: 'amiens',
    dropSkills: ['pse'],
    addSkills: ['relations-sociales'],
    durations: ['6 a 12 mois'],
    areas: ['dept:80'],
  },
  // instructional designers, Storyline, remote
  { occ: 'ing-peda', home: 'rennes', gender: 'f', addSkills: ['storyline'], remote: ['Full remote'] },
  { occ: 'ing-peda', home: 'bordeaux', addSkills: ['storyline'], remote: ['Hybride'] },
  { occ: 'elearning', home: 'limoges', remote: ['Full remote'] },
  // QHSE chemicals Normandy
  {
    occ: 'qhse',
    home: 'rouen',
    free: '2026-12-28',
    sectors: ['chimie'],
    addSkills: ['seveso'],
    durations: ['3 a 6 mois', '6 a 12 mois'],
    areas: ['dept:76', 'dept:27'],
  },
  {
    occ: 'qhse',
    home: 'le-havre',
    gender: 'f',
    free: 'now',
    sectors: ['chimie', 'energie'],
    durations: ['6 a 12 mois'],
    areas: ['dept:76'],
  },
  { occ: 'qhse', home: 'evreux', free: 'now', sectors: ['agroalimentaire'], areas: ['dept:27'] },
  { occ: 'hse', home: 'le-havre', free: 'now', sectors: ['chimie'], durations: ['3 a 6 mois'], areas: ['dept:76'] },
  // interim CIOs SAP
  { occ: 'dsi', home: 'lyon-3', addSkills: ['sap', 's4hana'], durations: ['6 a 12 mois', '> 12 mois'] },
  { occ: 'dsi', home: 'paris-15', addSkills: ['sap'], dropSkills: ['s4hana'], durations: ['> 12 mois'] },
  { occ: 'dsi', home: 'nantes', addSkills: ['s4hana'], durations: ['< 3 mois'] },
  // supply chain directors Alsace, German
  {
    occ: 'dir-supply',
    home: 'mulhouse',
    langs: [{ lang: 'de', level: 'C1' }],
    sectors: ['automobile'],
    durations: ['6 a 12 mois'],
  },
  {
    occ: 'dir-supply',
    home: 'strasbourg',
    gender: 'f',
    langs: [{ lang: 'de', level: 'C2' }],
    areas: ['dept:67', 'dept:68'],
  },
  { occ: 'dir-supply', home: 'metz', langs: [{ lang: 'de', level: 'C1' }], areas: ['dept:57'] },
  { occ: 'dir-supply', home: 'strasbourg', langs: [{ lang: 'de', level: 'B1' }], areas: ['dept:67'] },
  // lean consultants, senior, Auvergne-Rhône-Alpes
  { occ: 'c-lean', home: 'grenoble', gender: 'f', years: 12 },
  { occ: 'c-lean', home: 'saint-etienne', years: 8 },
  { occ: 'c-lean', home: 'clermont', years: 3 },
  // plant managers, Nord
  { occ: 'dir-usine', home: 'dunkerque', years: 21, areas: ['dept:59'] },
  { occ: 'dir-usine', home: 'douai', gender: 'f', years: 16 },
  { occ: 'dir-usine', home: 'arras', years: 19, areas: ['dept:62'] },
  // executive coaches around Geneva
  { occ: 'coach-exec', home: 'geneve', cvLang: 'en', langs: [{ lang: 'en', level: 'native' }] },
  { occ: 'coach-exec', home: 'nyon', gender: 'f', remote: ['Sur site'] },
  { occ: 'coach-exec', home: 'annecy', areas: ['city:annecy', 'region:CH:GE'] },
  // QHSE PACA
  { occ: 'qhse', home: 'marseille', areas: ['region:FR:93'] },
  { occ: 'qhse', home: 'toulon', gender: 'f' },
  { occ: 'hse', home: 'nice' },
  // management trainers Brittany
  { occ: 'f-management', home: 'rennes', gender: 'f', areas: ['region:FR:53'] },
  { occ: 'f-management', home: 'brest' },
  { occ: 'f-management', home: 'nantes', areas: ['dept:44'] },
  // industrial directors Alsace
  { occ: 'dir-indus', home: 'strasbourg', areas: ['dept:67', 'dept:68'] },
  { occ: 'dir-indus', home: 'mulhouse', gender: 'f' },
  { occ: 'dir-usine', home: 'mulhouse', areas: ['dept:68'] },
  // interim managers in Belgium
  { occ: 'dg', home: 'bruxelles', areas: ['country:BE'] },
  { occ: 'daf', home: 'liege', cvLang: 'fr' },
  { occ: 'drh', home: 'namur', gender: 'f', areas: ['country:BE'] },
  { occ: 'dir-usine', home: 'charleroi', areas: ['region:BE:WAL'] },
  { occ: 'daf', home: 'lille', areas: ['dept:59', 'country:BE'] },
  // safety trainers south-west
  { occ: 'f-securite', home: 'bordeaux', areas: ['region:FR:75'] },
  { occ: 'f-securite', home: 'toulouse', gender: 'f' },
  { occ: 'f-securite', home: 'pau' },
  // junior PMOs
  { occ: 'pmo', home: 'paris-11', years: 1 },
  { occ: 'pmo', home: 'lyon-3', gender: 'f', years: 2 },
  { occ: 'pmo', home: 'lille', years: 4 },
  // instructional designers, mid level
  { occ: 'ing-peda', home: 'montpellier', years: 5 },
  // facilitation in Bordeaux
  { occ: 'facilitateur', home: 'bordeaux', gender: 'f', addSkills: ['intelligence-collective'], areas: ['dept:33'] },
  {
    occ: 'facilitateur',
    home: 'bordeaux',
    addSkills: ['intelligence-collective', 'lego-serious-play'],
    areas: ['region:FR:75'],
  },
  { occ: 'facilitateur-graphique', home: 'bordeaux', gender: 'f', areas: ['dept:33'] },
  { occ: 'facilitateur', home: 'la-rochelle', addSkills: ['intelligence-collective'], areas: ['dept:17', 'dept:79'] },
  { occ: 'coach-equipe', home: 'bordeaux', addSkills: ['intelligence-collective'], areas: ['dept:33'] },
  // Excel trainers Normandy
  { occ: 'f-bureautique', home: 'rouen', free: 'now', areas: ['dept:76'] },
  { occ: 'f-bureautique', home: 'le-havre', gender: 'f', free: '2027-01-11' },
  { occ: 'f-bureautique', home: 'caen', free: 'now' },
  // lean near Oyonnax, plastics
  {
    occ: 'c-lean',
    home: 'oyonnax',
    sectors: ['plasturgie'],
    addSkills: ['5s', 'smed'],
    days: [3, 4],
    areas: ['dept:01', 'dept:39'],
  },
  { occ: 'amelio-continue', home: 'lyon-6', addSkills: ['5s', 'smed'], days: [3] },
  { occ: 'c-lean', home: 'annecy', sectors: ['plasturgie'], addSkills: ['smed'], days: [5] },
  {
    occ: 'c-lean',
    home: 'lyon-3',
    gender: 'f',
    sectors: ['plasturgie', 'automobile'],
    addSkills: ['5s', 'smed'],
    days: [2, 3],
    areas: ['dept:69'],
  },
  {
    occ: 'c-lean',
    home: 'lyon-6',
    sectors: ['plasturgie'],
    addSkills: ['5s', 'smed'],
    days: [3],
    areas: ['dept:69', 'dept:01'],
  },
  {
    occ: 'amelio-continue',
    home: 'oyonnax',
    addSkills: ['5s', 'smed'],
    sectors: ['plasturgie'],
    days: [3],
    areas: ['dept:01'],
  },
  // executive coaches with a modest rate
  { occ: 'coach-exec', home: 'lille', rate: 1100, remote: ['Hybride', 'Full remote'] },
  { occ: 'coach-exec', home: 'toulouse', gender: 'f', rate: 1800, remote: ['Hybride'] },
  // healthcare directors Marseille
  {
    occ: 'dir-sante',
    home: 'marseille',
    gender: 'f',
    addSkills: ['certification-has'],
    durations: ['3 a 6 mois', '6 a 12 mois'],
  },
  { occ: 'dir-sante', home: 'aix', addSkills: ['certification-has'], durations: ['6 a 12 mois'] },
  { occ: 'dir-sante', home: 'nice', dropSkills: ['certification-has'], durations: ['6 a 12 mois'] },
  { occ: 'dir-sante', home: 'toulon', addSkills: ['certification-has'], durations: ['3 a 6 mois'], areas: ['dept:83'] },
  { occ: 'qualite-sante', home: 'marseille', gender: 'f' },
  // post-merger integration, Paris, English
  { occ: 'pmi', home: 'paris-8', langs: [{ lang: 'en', level: 'C1' }], contexts: ['lbo', 'groupe'] },
  { occ: 'carve-out', home: 'courbevoie', langs: [{ lang: 'en', level: 'C2' }] },
  { occ: 'pmi', home: 'boulogne', gender: 'f', langs: [{ lang: 'en', level: 'C2' }], contexts: ['lbo'] },
  { occ: 'pmi', home: 'neuilly', langs: [{ lang: 'en', level: 'B2' }], contexts: ['groupe'] },
  { occ: 'pmi', home: 'lyon-6', langs: [{ lang: 'en', level: 'C1' }], areas: ['dept:69'] },
  // e-learning designers, Storyline, remote
  { occ: 'elearning', home: 'angers', gender: 'f', remote: ['Full remote'] },
  { occ: 'elearning', home: 'tours', remote: ['Sur site', 'Hybride'] },
  // turnaround in Centre-Val de Loire
  { occ: 'retournement', home: 'orleans', addSkills: ['procedures-collectives'] },
  { occ: 'retournement', home: 'tours', addSkills: ['procedures-collectives'], areas: ['region:FR:24'] },
  { occ: 'cro', home: 'vierzon' },
  // interim CIO, ERP, Lille
  {
    occ: 'dsi',
    home: 'lille',
    addSkills: ['erp'],
    sectors: ['distribution'],
    durations: ['6 a 12 mois'],
    areas: ['dept:59'],
  },
  { occ: 'dsi', home: 'arras', addSkills: ['erp'], durations: ['6 a 12 mois'], areas: ['dept:62'] },
  {
    occ: 'dsi',
    home: 'valenciennes',
    gender: 'f',
    free: 'now',
    sectors: ['distribution', 'logistique'],
    addSkills: ['erp', 'sap'],
    durations: ['3 a 6 mois', '6 a 12 mois'],
    areas: ['dept:59'],
  },
  // safety trainers Lorraine
  { occ: 'f-securite', home: 'metz', addSkills: ['sst', 'habilitation-electrique'], areas: ['dept:57', 'dept:54'] },
  { occ: 'f-securite', home: 'nancy', gender: 'f', dropSkills: ['habilitation-electrique'], areas: ['dept:54'] },
  {
    occ: 'f-securite',
    home: 'epinal',
    addSkills: ['sst', 'habilitation-electrique'],
    certs: ['formateur-sst'],
    areas: ['dept:88', 'dept:54'],
  },
  // PMO in Niort
  { occ: 'pmo', home: 'niort', days: [4, 5], remote: ['Sur site', 'Hybride'], sectors: ['banque_assurance'] },
  {
    occ: 'pmo',
    home: 'poitiers',
    gender: 'f',
    days: [4],
    remote: ['Sur site'],
    sectors: ['banque_assurance', 'public'],
  },
  {
    occ: 'pmo',
    home: 'niort',
    gender: 'f',
    days: [3, 4],
    remote: ['Sur site', 'Hybride'],
    sectors: ['banque_assurance'],
  },
  { occ: 'pmo', home: 'la-rochelle', remote: ['Full remote'], days: [4] },
  // industrial directors Burgundy-Franche-Comté
  {
    occ: 'dir-indus',
    home: 'dijon',
    free: '2027-01-04',
    days: [5],
    rate: 1250,
    addSkills: ['sop'],
    sectors: ['metallurgie'],
    durations: ['6 a 12 mois'],
  },
  { occ: 'dir-indus', home: 'le-creusot', free: 'now', days: [5], rate: 1550, durations: ['6 a 12 mois', '> 12 mois'] },
  {
    occ: 'dir-usine',
    home: 'chalon',
    free: 'now',
    days: [5],
    rate: 1150,
    durations: ['6 a 12 mois'],
    addSkills: ['sop'],
  },
  {
    occ: 'dir-indus',
    home: 'besancon',
    free: 'now',
    days: [2, 3],
    rate: 1200,
    durations: ['6 a 12 mois'],
    addSkills: ['sop'],
  },
  {
    occ: 'dir-indus',
    home: 'montbeliard',
    gender: 'f',
    free: '2026-12-20',
    days: [4, 5],
    rate: 1300,
    addSkills: ['sop'],
    durations: ['6 a 12 mois'],
  },
  // training managers Nantes
  {
    occ: 'resp-formation',
    home: 'nantes',
    gender: 'f',
    addSkills: ['qualiopi'],
    durations: ['< 3 mois', '3 a 6 mois'],
  },
  { occ: 'resp-formation', home: 'saint-nazaire', durations: ['3 a 6 mois'] },
  { occ: 'resp-formation', home: 'angers', gender: 'f', durations: ['< 3 mois'] },
  // interim CFO, LBO, Paris
  {
    occ: 'daf',
    home: 'paris-8',
    addSkills: ['reporting-lbo'],
    contexts: ['lbo', 'eti'],
    langs: [{ lang: 'en', level: 'C1' }],
  },
  {
    occ: 'daf',
    home: 'levallois',
    gender: 'f',
    cvLang: 'en',
    addSkills: ['reporting-lbo'],
    contexts: ['lbo'],
    langs: [
      { lang: 'en', level: 'native' },
      { lang: 'fr', level: 'C1' },
    ],
  },
  {
    occ: 'daf',
    home: 'neuilly',
    contexts: ['lbo', 'familial'],
    langs: [{ lang: 'en', level: 'C1' }],
    areas: ['region:FR:11'],
  },
  {
    occ: 'daf',
    home: 'boulogne',
    addSkills: ['reporting-lbo'],
    contexts: ['lbo'],
    langs: [{ lang: 'en', level: 'B1' }],
  },
  // change managers, SAP, Belgium and the north
  { occ: 'c-changement', home: 'lille', addSkills: ['sap'] },
  {
    occ: 'c-changement',
    home: 'bruxelles',
    gender: 'f',
    cvLang: 'en',
    addSkills: ['sap'],
    langs: [{ lang: 'en', level: 'C1' }],
  },
  { occ: 'c-changement', home: 'paris-17', addSkills: ['sap'], areas: ['country:FR'] },
  // lean six sigma, pharma near Lyon
  {
    occ: 'lss-bb',
    home: 'villeurbanne',
    sectors: ['pharma'],
    certs: ['lss-black-belt'],
    durations: ['3 a 6 mois', '6 a 12 mois'],
  },
  { occ: 'lss-bb', home: 'grenoble', cvLang: 'en', sectors: ['pharma', 'chimie'], certs: ['lss-black-belt'] },
  { occ: 'opex', home: 'lyon-3', sectors: ['pharma'], certs: ['lss-green-belt'] },
  // plant managers Ain, plastics
  {
    occ: 'dir-usine',
    home: 'oyonnax',
    free: 'now',
    sectors: ['plasturgie'],
    durations: ['6 a 12 mois'],
    areas: ['dept:01', 'dept:39'],
  },
  {
    occ: 'dir-usine',
    home: 'lyon-3',
    gender: 'f',
    free: '2026-12-14',
    sectors: ['plasturgie', 'automobile'],
    durations: ['6 a 12 mois'],
    areas: ['region:FR:84'],
  },
  // HR directors, hospitals, Lyon
  {
    occ: 'drh',
    home: 'lyon-6',
    gender: 'f',
    free: '2027-01-04',
    sectors: ['sante'],
    durations: ['3 a 6 mois', '6 a 12 mois'],
    areas: ['dept:69'],
  },
  { occ: 'drh', home: 'villeurbanne', free: 'now', sectors: ['metallurgie'], durations: ['6 a 12 mois'] },
  {
    occ: 'drh',
    home: 'lyon-3',
    free: 'now',
    sectors: ['medico_social', 'services'],
    durations: ['6 a 12 mois', '> 12 mois'],
  },
  // procurement directors Paris, English
  {
    occ: 'dir-achats',
    home: 'issy',
    langs: [{ lang: 'en', level: 'C1' }],
    addSkills: ['category-management'],
    remote: ['Hybride'],
  },
  {
    occ: 'dir-achats',
    home: 'versailles',
    gender: 'f',
    cvLang: 'en',
    langs: [{ lang: 'en', level: 'native' }],
    remote: ['Sur site', 'Hybride'],
  },
  { occ: 'c-achats', home: 'paris-11', langs: [{ lang: 'en', level: 'C1' }] },
  {
    occ: 'dir-achats',
    home: 'paris-17',
    contexts: ['lbo', 'eti'],
    addSkills: ['category-management'],
    langs: [{ lang: 'en', level: 'C1' }],
    remote: ['Sur site', 'Hybride'],
  },
  // operational excellence Toulouse aerospace
  { occ: 'opex', home: 'toulouse', sectors: ['aeronautique'], days: [4], certs: ['lss-black-belt'] },
  { occ: 'lss-bb', home: 'toulouse', gender: 'f', sectors: ['aeronautique'], days: [4, 5] },
  { occ: 'opex', home: 'toulouse', sectors: ['aeronautique'], days: [5] },
  // management trainers, Paris region, part time
  { occ: 'f-management', home: 'paris-15', gender: 'f', days: [2, 3] },
  { occ: 'f-management', home: 'versailles', days: [3] },
  { occ: 'f-management', home: 'massy', gender: 'f', days: [4, 5] },
  // integration lead Luxembourg
  { occ: 'pmi', home: 'luxembourg', cvLang: 'en', langs: [{ lang: 'en', level: 'C1' }] },
  { occ: 'pmi', home: 'metz', langs: [{ lang: 'en', level: 'C1' }], areas: ['dept:57', 'country:LU'] },
  { occ: 'carve-out', home: 'strassen', langs: [{ lang: 'en', level: 'C2' }] },
  // executive coach for English sessions, remote
  {
    occ: 'coach-exec',
    home: 'bordeaux',
    gender: 'f',
    cvLang: 'en',
    remote: ['Full remote', 'Hybride'],
    langs: [{ lang: 'en', level: 'C2' }],
  },
  // instructional designers for January
  { occ: 'ing-peda', home: 'nantes', free: '2027-01-04', remote: ['Hybride', 'Full remote'] },
  { occ: 'ing-peda', home: 'paris-17', gender: 'f', free: '2027-04-01', remote: ['Full remote'] },
];

// ───────────────────────────── drawing a Truth
interface Ctx {
  rng: Rng;
  rareNames: string[];
  rareSchools: string[];
  smallNames: string[];
  usedSlugs: Set<string>;
}

function drawSkills(rng: Rng, def: OccDef): SkillKey[] {
  const out = new Set<SkillKey>(def.core);
  for (const s of rng.sample(def.opt, rng.int(2, Math.min(5, def.opt.length)))) out.add(s);
  return [...out];
}

function drawDays(rng: Rng, def: OccDef): number[] {
  switch (def.days) {
    case 'full':
      return rng.weighted([
        [[5], 5],
        [[4, 5], 4],
        [[4], 1],
      ]);
    case 'four':
      return rng.weighted([
        [[4], 3],
        [[4, 5], 3],
      ]);
    case 'part':
      return rng.weighted([
        [[1, 2], 3],
        [[2, 3], 3],
        [[1, 2, 3], 2],
        [[3, 4], 1],
        [[1], 1],
      ]);
    case 'any':
      return rng.weighted([
        [[5], 3],
        [[4, 5], 4],
        [[4], 1],
        [[2, 3], 2],
        [[1, 2], 1],
        [[3], 1],
      ]);
  }
}

function drawRemote(rng: Rng, def: OccDef): Remote[] {
  switch (def.remote) {
    case 'onsite':
      return rng.weighted<Remote[]>([
        [['Sur site'], 5],
        [['Sur site', 'Hybride'], 4],
        [['Hybride'], 1],
      ]);
    case 'hybrid':
      return rng.weighted<Remote[]>([
        [['Hybride'], 4],
        [['Sur site', 'Hybride'], 3],
        [['Hybride', 'Full remote'], 2],
        [['Sur site'], 1],
      ]);
    case 'remote':
      return rng.weighted<Remote[]>([
        [['Full remote'], 4],
        [['Hybride', 'Full remote'], 4],
        [['Hybride'], 1],
        [['Sur site', 'Hybride', 'Full remote'], 1],
      ]);
  }
}

function drawDurations(rng: Rng, def: OccDef): Duration[] {
  switch (def.dur) {
    case 'long':
      return rng.weighted<Duration[]>([
        [['6 a 12 mois', '> 12 mois'], 4],
        [['6 a 12 mois'], 2],
        [['3 a 6 mois', '6 a 12 mois'], 3],
        [['> 12 mois'], 1],
      ]);
    case 'mid':
      return rng.weighted<Duration[]>([
        [['3 a 6 mois', '6 a 12 mois'], 4],
        [['3 a 6 mois'], 2],
        [['< 3 mois', '3 a 6 mois'], 2],
        [['6 a 12 mois', '> 12 mois'], 1],
      ]);
    case 'short':
      return rng.weighted<Duration[]>([
        [['< 3 mois'], 4],
        [['< 3 mois', '3 a 6 mois'], 4],
        [['3 a 6 mois'], 1],
      ]);
  }
}

function drawLanguages(
  rng: Rng,
  t: { occ: OccKey; home: Home; cvLang: 'fr' | 'en' },
): { lang: LangKey; level: Level }[] {
  const fam = OCCUPATIONS[t.occ].family;
  const out: { lang: LangKey; level: Level }[] = [];
  const englishNative = t.cvLang === 'en' && rng.chance(0.45);
  if (englishNative) {
    out.push({ lang: 'en', level: 'native' });
    out.push({ lang: 'fr', level: rng.pick<Level>(['B2', 'C1', 'C1', 'C2']) });
  } else {
    out.push({ lang: 'fr', level: 'native' });
    let en: Level;
    if (t.occ === 'f-langues') en = rng.pick<Level>(['C2', 'native', 'C2']);
    else if (fam === 'neighbour') en = rng.pick<Level>(['A2', 'B1', 'B1', 'B2', 'C1']);
    else if (t.cvLang === 'en') en = rng.pick<Level>(['C1', 'C2', 'C2']);
    else
      en = rng.weighted<Level>([
        ['B1', 2],
        ['B2', 4],
        ['C1', 5],
        ['C2', 2],
      ]);
    out.push({ lang: 'en', level: en });
  }
  const third =
    t.home.country === 'BE'
      ? 0.45
      : t.home.country === 'CH' || t.home.dept === '67' || t.home.dept === '68'
        ? 0.5
        : 0.25;
  if (rng.chance(third)) {
    const lang: LangKey =
      t.home.country === 'BE'
        ? 'nl'
        : t.home.country === 'CH' ||
            t.home.country === 'LU' ||
            t.home.dept === '67' ||
            t.home.dept === '68' ||
            t.home.dept === '57'
          ? 'de'
          : rng.pick<LangKey>(['es', 'es', 'de', 'it', 'pt', 'ar', 'zh']);
    out.push({ lang, level: rng.pick<Level>(['A2', 'B1', 'B2', 'B2', 'C1']) });
  }
  return out;
}

function declared(rng: Rng, years: number): DeclaredSeniority {
  const all: DeclaredSeniority[] = ['Junior (0-2 ans)', 'Confirme (3-6 ans)', 'Senior (7-10 ans)', 'Expert (10+ ans)'];
  const i = ['junior', 'confirme', 'senior', 'expert'].indexOf(bandOf(years));
  const r = rng.float();
  if (r < 0.1) return '';
  if (r < 0.18) return all[Math.max(0, Math.min(3, i + (rng.chance(0.5) ? -1 : 1)))]!;
  return all[i]!;
}

function drawFreeFrom(rng: Rng): string {
  if (rng.chance(0.42)) return addDays(TODAY, -rng.int(0, 60));
  return addDays(TODAY, rng.int(5, 150));
}

function email(rng: Rng, first: string, last: string): string {
  const f = slugify(first).replace(/-/g, '');
  const l = slugify(last).replace(/-/g, '');
  return rng.weighted<string>([
    [`${f}.${l}@gmail.com`, 5],
    [`${f.charAt(0)}${l}@orange.fr`, 2],
    [`${f}${l}${rng.int(10, 99)}@hotmail.fr`, 1],
    [`${f}.${l}@${l}-conseil.fr`, 2],
    [`contact@${l}-management.com`, 1],
    [`${f}-${l}@laposte.net`, 1],
    [`${l}.${f}@free.fr`, 1],
  ]);
}

function phone(rng: Rng, country: string): string {
  const d2 = () => String(rng.int(10, 99));
  switch (country) {
    case 'BE':
      return `+32 4${rng.int(70, 99)} ${d2()} ${d2()} ${d2()}`;
    case 'CH':
      return `+41 7${rng.int(6, 9)} ${rng.int(100, 999)} ${d2()} ${d2()}`;
    case 'LU':
      return `+352 6${rng.int(21, 91)} ${rng.int(100, 999)} ${rng.int(100, 999)}`;
    default:
      return rng.chance(0.5)
        ? `0${rng.pick(['6', '7'])} ${d2()} ${d2()} ${d2()} ${d2()}`
        : `+33 ${rng.pick(['6', '7'])} ${d2()} ${d2()} ${d2()} ${d2()}`;
  }
}

function drawTruth(ctx: Ctx, occ: OccKey, plant: Plant | null, homeKey: string): Truth {
  const { rng } = ctx;
  const def: OccDef = OCCUPATIONS[occ];
  const home = homeOf(homeKey);
  const gender: 'f' | 'm' = plant?.gender ?? (rng.chance(0.46) ? 'f' : 'm');
  const enChance = home.country === 'LU' ? 0.45 : home.country === 'FR' ? 0.13 : 0.2;
  const cvLang: 'fr' | 'en' = plant?.cvLang ?? (rng.chance(def.family === 'neighbour' ? 0.05 : enChance) ? 'en' : 'fr');
  // interim executives are mostly experienced; consultants, trainers and neighbours spread over all levels
  const skew = def.family === 'exec' || def.family === 'turnaround' || def.family === 'integration' ? 1.1 : 1.7;
  const years = plant?.years ?? def.years[0] + Math.round((def.years[1] - def.years[0]) * Math.pow(rng.float(), skew));
  let skills = drawSkills(rng, def);
  if (plant?.addSkills) for (const s of plant.addSkills) if (!skills.includes(s)) skills.push(s);
  if (plant?.dropSkills) skills = skills.filter((s) => !plant.dropSkills!.includes(s));
  const sectors = plant?.sectors ?? rng.sample(def.sectors, rng.int(1, 3));
  const contexts = plant?.contexts ?? rng.sample(def.contexts, rng.int(1, Math.min(3, def.contexts.length)));
  const certs: CertKey[] = [];
  if (plant?.certs) certs.push(...plant.certs);
  else
    for (const c of def.certs ?? []) {
      const p = occ === 'lss-bb' && c === 'lss-black-belt' ? 0.85 : 0.35;
      if (rng.chance(p)) certs.push(c);
    }
  // a black belt does not also list a green belt
  if (certs.includes('lss-black-belt')) {
    const i = certs.indexOf('lss-green-belt');
    if (i >= 0) certs.splice(i, 1);
  }
  let freeFrom = drawFreeFrom(rng);
  if (plant?.free === 'now') freeFrom = addDays(TODAY, -rng.int(0, 20));
  else if (plant?.free) freeFrom = plant.free;
  const days = plant?.days ?? drawDays(rng, def);
  const remote = plant?.remote ?? drawRemote(rng, def);
  const durations = plant?.durations ?? drawDurations(rng, def);
  const workAreas = plant?.areas ? plant.areas.map(areaRef) : drawWorkAreas(rng, home, def.family);
  let languages = drawLanguages(rng, { occ, home, cvLang });
  if (plant?.langs) {
    for (const l of plant.langs) {
      languages = languages.filter((x) => x.lang !== l.lang);
      languages.push(l);
    }
    if (!languages.some((l) => l.lang === 'fr')) languages.unshift({ lang: 'fr', level: 'native' });
  }
  // day rate
  let rateMin: number | null = null;
  let rateMax: number | null = null;
  const base = plant?.rate ?? Math.round((def.rate[0] + rng.float() * (def.rate[1] - def.rate[0])) / 50) * 50;
  const rr = rng.float();
  if (plant?.rate !== undefined || rr < 0.72) {
    rateMin = base;
    rateMax = base;
  } else if (rr < 0.87) {
    rateMin = base;
    rateMax = base + rng.pick([100, 150, 200]);
  }
  // private data
  const rare = rng.chance(0.08) ? ctx.rareNames.shift() : undefined;
  const firstName = gender === 'f' ? rng.pick(FIRST_F) : rng.pick(FIRST_M);
  const lastName = rare ?? rng.pick(LAST_COMMON);
  let slug = `${slugify(firstName)}-${slugify(lastName)}`;
  if (ctx.usedSlugs.has(slug) || rng.chance(0.5)) slug = `${slug}-${rng.int(1000, 9999).toString(16)}`;
  ctx.usedSlugs.add(slug);
  const smallEmployer = rng.chance(0.3)
    ? rng.pick(SMALL_EMPLOYER_PATTERNS).replace('{N}', ctx.smallNames.shift() ?? rng.pick(SMALL_EMPLOYER_NAMES))
    : null;
  const employers: string[] = rng.sample([...EMPLOYERS_WORDS, ...BIG_EMPLOYERS], rng.int(1, 3));
  const schools: string[] = [];
  const rareSchool = rng.chance(0.09) ? ctx.rareSchools.shift() : undefined;
  if (rareSchool) schools.push(rareSchool);
  else schools.push(rng.pick(SCHOOLS));
  const referees: string[] = [];
  if (rng.chance(0.3)) {
    const rf = rng.chance(0.5) ? rng.pick(FIRST_F) : rng.pick(FIRST_M);
    referees.push(`${rf} ${rng.pick(LAST_COMMON)}`);
  }
  const people: string[] = [];
  if (rng.chance(0.12)) {
    const pf = rng.chance(0.5) ? rng.pick(FIRST_F) : rng.pick(FIRST_M);
    people.push(`${pf} ${rng.pick(LAST_COMMON)}`);
  }
  return {
    id: '',
    occ,
    family: def.family,
    gender,
    cvLang,
    accentless: cvLang === 'fr' && rng.chance(0.095),
    title: '',
    skills,
    sectors,
    contexts,
    certs,
    years,
    band: bandOf(years),
    declaredSeniority: declared(rng, years),
    available: freeFrom <= addDays(TODAY, 7),
    freeFrom,
    rateMin,
    rateMax,
    remote,
    days,
    durations,
    home,
    workAreas,
    languages,
    openToCdi: rng.chance(def.family === 'neighbour' ? 0.5 : 0.15),
    vehicle: rng.chance(0.8),
    priv: {
      firstName,
      lastName,
      email: email(rng, firstName, lastName),
      phone: phone(rng, home.country),
      linkedinSlug: slug,
      employers,
      smallEmployer,
      schools,
      referees,
      people,
      leaked: [],
    },
    publicText: '',
  };
}

// ───────────────────────────── writing the profile
function chooseTitle(rng: Rng, t: Truth): string {
  const def: OccDef = OCCUPATIONS[t.occ];
  const partTime = t.days.every((d) => d <= 3);
  let list: readonly string[];
  if (t.cvLang === 'en' || (def.family !== 'neighbour' && rng.chance(0.16))) list = def.en;
  else list = t.gender === 'f' ? def.frF : def.fr;
  // titles that say "time-share" only for part-time profiles, and part-timers often say it
  const shared = list.filter((x) => /temps partagé|Part-time|Fractional/.test(x));
  const others = list.filter((x) => !/temps partagé|Part-time|Fractional/.test(x));
  let title =
    partTime && shared.length > 0 && rng.chance(0.6) ? rng.pick(shared) : rng.pick(others.length ? others : list);
  const r = rng.float();
  const sec = SECTORS[t.sectors[0]!];
  if (t.cvLang === 'en') {
    if (r < 0.1) title = `${title} – ${t.years} years' experience`;
    else if (r < 0.18) title = `${title} | ${cap(sec.en)}`;
    else if (r < 0.24) title = `Freelance ${title}`;
  } else {
    if (r < 0.1 && t.years > 2) title = `${title} – ${t.years} ans d'expérience`;
    else if (r < 0.18) title = `${title} | ${cap(sec.fr)}`;
    else if (r < 0.22) title = `${title} (freelance)`;
    else if (r < 0.25 && t.workAreas.some((a) => a.type === 'pays')) title = `${title} – mobilité nationale`;
    else if (r < 0.28 && t.band === 'junior') title = `${title} junior`;
    else if (r < 0.3 && t.contexts.includes('pme') && t.contexts.includes('eti')) title = `${title} – PME & ETI`;
  }
  return title;
}

function skillName(k: SkillKey, lang: 'fr' | 'en'): string {
  return lang === 'fr' ? SKILLS[k].fr : SKILLS[k].en;
}

function levelWord(rng: Rng, level: Level, lang: 'fr' | 'en'): string {
  return rng.pick(LEVEL_WORDS[level][lang]);
}

function mobilityFr(t: Truth): string {
  const parts: string[] = [];
  for (const a of t.workAreas) {
    if (a.type === 'pays')
      parts.push(a.countryCode === 'FR' ? 'mobilité nationale' : `mobile en ${a.countryName ?? ''}`);
    else if (a.type === 'region') parts.push(`mobile en ${a.regionName ?? ''}`);
    else if (a.type === 'departement') parts.push(`${a.departmentName ?? ''} (${a.departmentCode ?? ''})`);
  }
  const e = t.gender === 'f' ? 'e' : '';
  const where = parts.length ? `, ${listFr([...new Set(parts)])}` : '';
  return `Basé${e} à ${t.home.city}${where}.`;
}

function mobilityEn(t: Truth): string {
  const parts: string[] = [];
  for (const a of t.workAreas) {
    if (a.type === 'pays')
      parts.push(
        a.countryCode === 'FR' ? 'open to assignments anywhere in France' : `available across ${a.countryName ?? ''}`,
      );
    else if (a.type === 'region') parts.push(`covering ${a.regionName ?? ''}`);
    else if (a.type === 'departement') parts.push(`${a.departmentName ?? ''}`);
  }
  const city = t.home.city === 'Bruxelles' ? 'Brussels' : t.home.city;
  return `Based in ${city}${parts.length ? `, ${listEn([...new Set(parts)])}` : ''}.`;
}

function dateFr(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return `${d} ${MONTHS_FR[m - 1]!} ${y}`;
}
function dateEn(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return `${d} ${MONTHS_EN[m - 1]!} ${y}`;
}

function availabilityText(rng: Rng, t: Truth): string {
  const past = t.freeFrom <= TODAY;
  const [y, m, d] = t.freeFrom.split('-') as [string, string, string];
  if (t.cvLang === 'en') {
    if (past) return rng.pick(['Immediately', 'Now', 'ASAP', t.freeFrom]);
    return rng.pick([t.freeFrom, `From ${dateEn(t.freeFrom)}`, `${d}/${m}/${y}`]);
  }
  if (past) return rng.pick(['Immédiate', 'Disponible immédiatement', 'Dès maintenant', 'Immédiatement', t.freeFrom]);
  if (Number(d) <= 5) return rng.pick([`Début ${MONTHS_FR[Number(m) - 1]!} ${y}`, t.freeFrom, `${d}/${m}/${y}`]);
  return rng.pick([t.freeFrom, `${d}/${m}/${y}`, `À partir du ${dateFr(t.freeFrom)}`]);
}

function rateText(rng: Rng, t: Truth): string {
  if (t.rateMin === null)
    return t.cvLang === 'en'
      ? rng.pick(['Negotiable', ''])
      : rng.pick(['À négocier', 'Selon mission', '', 'Nous consulter']);
  const n = (x: number) =>
    x >= 1000 && rng.chance(0.5) ? `${Math.floor(x / 1000)} ${String(x % 1000).padStart(3, '0')}` : String(x);
  if (t.rateMax !== null && t.rateMax !== t.rateMin)
    return t.cvLang === 'en'
      ? `€${t.rateMin}-${t.rateMax}/day`
      : rng.pick([`${t.rateMin}-${t.rateMax}`, `${n(t.rateMin)} à ${n(t.rateMax)} €`]);
  if (t.cvLang === 'en') return rng.pick([`€${t.rateMin}/day`, `${t.rateMin} EUR`, String(t.rateMin)]);
  return rng.pick([
    String(t.rateMin),
    `${n(t.rateMin)} €`,
    `${n(t.rateMin)} €/jour`,
    `TJM ${n(t.rateMin)} €`,
    `${n(t.rateMin)} € HT / jour`,
  ]);
}

const EDU_AREAS: Record<string, { fr: string[]; en: string[] }> = {
  finance: {
    fr: ['Finance d’entreprise', 'Comptabilité, contrôle, audit', 'Finance et gestion'],
    en: ['Corporate Finance', 'Accounting and Finance'],
  },
  hr: {
    fr: ['Ressources humaines', 'Droit social', 'Gestion des ressources humaines'],
    en: ['Human Resources', 'Employment Law'],
  },
  industry: {
    fr: ['Génie industriel', 'Génie mécanique', 'Génie des procédés', 'Production et logistique'],
    en: ['Industrial Engineering', 'Mechanical Engineering'],
  },
  management: {
    fr: ['Management', 'Stratégie et management', 'Gestion des entreprises'],
    en: ['Management', 'Business Administration'],
  },
  quality: {
    fr: ['Qualité, sécurité, environnement', 'Génie chimique', 'Management de la qualité'],
    en: ['Quality Management', 'Environmental Engineering'],
  },
  it: { fr: ['Systèmes d’information', 'Informatique'], en: ['Information Systems', 'Computer Science'] },
  people: {
    fr: ['Psychologie du travail', 'Sciences humaines', 'Psychologie'],
    en: ['Psychology', 'Organisational Psychology'],
  },
  learning: {
    fr: ['Sciences de l’éducation', 'Ingénierie de la formation', 'Formation des adultes'],
    en: ['Education Sciences', 'Learning Design'],
  },
  languages: { fr: ['Langues étrangères appliquées', 'Anglais (LLCER)'], en: ['Modern Languages', 'English Studies'] },
  health: {
    fr: ['Management des établissements de santé', 'Santé publique'],
    en: ['Healthcare Management', 'Public Health'],
  },
  sales: { fr: ['Commerce', 'Marketing et vente'], en: ['Sales and Marketing'] },
};

function eduArea(occ: OccKey): keyof typeof EDU_AREAS {
  const m: Partial<Record<OccKey, keyof typeof EDU_AREAS>> = {
    daf: 'finance',
    raf: 'finance',
    cdg: 'finance',
    cro: 'finance',
    'c-finance-transfo': 'finance',
    comptable: 'finance',
    'expert-comptable': 'finance',
    paie: 'hr',
    drh: 'hr',
    'c-rh': 'hr',
    'assistant-rh': 'hr',
    'charge-recrutement': 'hr',
    dsi: 'it',
    'cp-it': 'it',
    'scrum-master': 'it',
    'coach-agile': 'it',
    'dir-sante': 'health',
    'qualite-sante': 'health',
    qhse: 'quality',
    hse: 'quality',
    'resp-qualite': 'quality',
    auditeur: 'quality',
    sqm: 'quality',
    'dir-qualite': 'quality',
    'technicien-qualite': 'quality',
    psychologue: 'people',
    'coach-exec': 'people',
    'coach-equipe': 'people',
    'ing-peda': 'learning',
    elearning: 'learning',
    'resp-formation': 'learning',
    'f-langues': 'languages',
    professeur: 'learning',
    'f-bureautique': 'learning',
    'dir-co': 'sales',
    commercial: 'sales',
    'f-vente': 'sales',
    'dir-indus': 'industry',
    'dir-usine': 'industry',
    'resp-prod': 'industry',
    'resp-maint': 'industry',
    'c-lean': 'industry',
    'lss-bb': 'industry',
    opex: 'industry',
    'amelio-continue': 'industry',
    'dir-supply': 'industry',
    'resp-log': 'industry',
    'c-supply': 'industry',
    operateur: 'industry',
    'chef-equipe': 'industry',
    'f-securite': 'quality',
    coo: 'industry',
  };
  return m[occ] ?? 'management';
}

function studyType(rng: Rng, lang: 'fr' | 'en', area: string, years: number): string {
  if (lang === 'en')
    return rng.pick(area === 'industry' ? ['Engineering degree', 'MSc'] : ['MSc', 'MBA', 'Master', 'Bachelor']);
  if (area === 'industry' || area === 'quality')
    return rng.pick(['Diplôme d’ingénieur', 'Master 2', 'BTS', 'Licence professionnelle']);
  if (years > 15 && rng.chance(0.3)) return 'Executive MBA';
  return rng.pick(['Master 2', 'Master', 'Diplôme de grande école', 'Licence', 'DESS']);
}

interface Written {
  profile: unknown;
  publicText: string;
}

function writeProfile(rng: Rng, t: Truth): Written {
  const def: OccDef = OCCUPATIONS[t.occ];
  const L = t.cvLang;
  const fem = t.gender === 'f';
  const e = fem ? 'e' : '';
  const secFr = t.sectors.map((s) => SECTORS[s].fr);
  const secEn = t.sectors.map((s) => SECTORS[s].en);
  const ctxFr = t.contexts.map((c) => CONTEXTS[c].fr);
  const ctxEn = t.contexts.map((c) => CONTEXTS[c].en);
  const missions = rng.sample(L === 'fr' ? def.mFr : def.mEn, Math.min(3, (L === 'fr' ? def.mFr : def.mEn).length));
  const pub: string[] = [];

  // summary
  const sum: string[] = [];
  if (L === 'fr') {
    if (t.band === 'junior')
      sum.push(`${cap(t.title)} en début de carrière (${t.years} an${t.years > 1 ? 's' : ''} d'expérience).`);
    else
      sum.push(
        rng.pick([
          `${cap(t.title)} avec ${t.years} ans d'expérience.`,
          `${t.years} ans d'expérience, aujourd'hui ${lowerFirst(t.title)}.`,
          `J'interviens comme ${lowerFirst(t.title)} auprès de ${listFr(ctxFr)}.`,
          `${cap(t.title)} : ${t.years} ans d'expérience auprès de ${listFr(ctxFr)}.`,
        ]),
      );
    sum.push(
      rng.pick([
        `Secteurs : ${listFr(secFr)}.`,
        `Expérience en ${listFr(secFr)}.`,
        `Interventions dans les secteurs ${listFr(secFr)}.`,
      ]),
    );
    if (missions.length)
      sum.push(
        rng.pick(['Réalisations : ', 'Dernières missions : ', 'Exemples de missions : ']) +
          missions.slice(0, 2).map(lowerFirst).join(' ; ') +
          '.',
      );
    if (rng.chance(0.6))
      sum.push(
        `${rng.pick(['Compétences clés', 'Expertises', 'Savoir-faire'])} : ${t.skills.map((k) => skillName(k, 'fr')).join(', ')}.`,
      );
    if (t.certs.length && rng.chance(0.7)) sum.push(`Certifié${e} ${t.certs.map((c) => CERTS[c].name).join(', ')}.`);
    const en = t.languages.find((l) => l.lang === 'en');
    if (en && rng.chance(0.45)) sum.push(`Anglais ${levelWord(rng, en.level, 'fr').toLowerCase()}.`);
    const other = t.languages.find((l) => l.lang !== 'en' && l.lang !== 'fr');
    if (other && rng.chance(0.4))
      sum.push(`${LANGS[other.lang].fr} : ${levelWord(rng, other.level, 'fr').toLowerCase()}.`);
    if (rng.chance(0.65)) sum.push(mobilityFr(t));
    if (rng.chance(0.35)) {
      const d = t.days.length === 1 && t.days[0] === 5 ? 'à temps plein' : `${t.days.join(' ou ')} jours par semaine`;
      const r =
        t.remote.length === 1 && t.remote[0] === 'Sur site'
          ? 'sur site'
          : t.remote.includes('Full remote')
            ? 'à distance possible'
            : 'en hybride';
      sum.push(`Missions ${d}, ${r}.`);
    }
  } else {
    if (t.band === 'junior')
      sum.push(`Early-career ${t.title} (${t.years} year${t.years > 1 ? 's' : ''} of experience).`);
    else
      sum.push(
        rng.pick([
          `${cap(t.title)} with ${t.years} years of experience.`,
          `${t.years} years of experience; now working as ${t.title}.`,
          `${cap(t.title)} working with ${listEn(ctxEn)}.`,
        ]),
      );
    sum.push(rng.pick([`Sectors: ${listEn(secEn)}.`, `Experience in ${listEn(secEn)}.`]));
    if (missions.length) sum.push(`Recent work: ${missions.slice(0, 2).map(lowerFirst).join('; ')}.`);
    if (rng.chance(0.6)) sum.push(`Key skills: ${t.skills.map((k) => skillName(k, 'en')).join(', ')}.`);
    if (t.certs.length && rng.chance(0.7)) sum.push(`Certified ${t.certs.map((c) => CERTS[c].name).join(', ')}.`);
    const fr = t.languages.find((l) => l.lang === 'fr');
    if (fr && fr.level !== 'native' && rng.chance(0.5))
      sum.push(`French: ${levelWord(rng, fr.level, 'en').toLowerCase()}.`);
    if (rng.chance(0.65)) sum.push(mobilityEn(t));
  }
  const publicSummary = sum.join(' ');
  pub.push(t.title, publicSummary);

  // work
  const work: { name: string; position: string; startDate: string; endDate: string; summary: string }[] = [];
  const nowYear = 2026;
  let cursor = t.freeFrom > TODAY ? TODAY.slice(0, 7) : t.freeFrom.slice(0, 7);
  const ongoing = t.freeFrom > TODAY;
  const nMissions = t.family === 'neighbour' ? rng.int(1, 2) : rng.int(1, 3);
  const positionsPool = L === 'en' ? def.en : fem ? def.frF : def.fr;
  const usedPeople = [...t.priv.people];
  const employersLeft = [...t.priv.employers];
  const anonFr = [
    'ETI industrielle (confidentiel)',
    'Groupe international coté',
    'PME familiale',
    'Société sous LBO (confidentiel)',
    'Établissement public',
    'Groupe de distribution',
  ];
  const anonEn = [
    'Mid-sized industrial group (confidential)',
    'Listed international group',
    'Family-owned SME',
    'PE-backed company (confidential)',
  ];
  for (let i = 0; i < nMissions; i++) {
    const months = rng.int(4, 18);
    const [cy, cm] = cursor.split('-').map(Number) as [number, number];
    const startIdx = cy * 12 + (cm - 1) - months;
    const start = `${Math.floor(startIdx / 12)}-${String((startIdx % 12) + 1).padStart(2, '0')}`;
    let name: string;
    const r = rng.float();
    if (i === 0 && t.priv.smallEmployer && r < 0.5) name = t.priv.smallEmployer;
    else if (r < 0.55 && employersLeft.length) name = employersLeft.shift()!;
    else name = L === 'en' ? rng.pick(anonEn) : rng.pick(anonFr);
    const phrase = missions[i % Math.max(1, missions.length)] ?? '';
    const sector = SECTORS[t.sectors[i % t.sectors.length]!];
    const pubSummary = L === 'fr' ? `${phrase} (${sector.fr}).` : `${phrase} (${sector.en}).`;
    let summary = pubSummary;
    if (i === 0 && usedPeople.length) {
      const who = usedPeople.shift()!;
      const role = rng.pick(FEMALE.has(who.split(' ')[0]!) ? REFEREE_ROLES_F : REFEREE_ROLES_M);
      summary +=
        L === 'fr'
          ? ` ${rng.pick(['Rattaché' + e + ' à', 'En binôme avec', 'Mission confiée par'])} ${who}, ${lowerFirst(role)}.`
          : ` Reporting to ${who}, ${lowerFirst(role)}.`;
    }
    const position = rng.pick(positionsPool);
    work.push({ name, position, startDate: start, endDate: i === 0 && ongoing ? '' : cursor, summary });
    pub.push(position, pubSummary);
    // a named employer is private; an anonymous description is not
    if (anonFr.includes(name) || anonEn.includes(name)) pub.push(name);
    const gap = rng.int(0, 3);
    const endIdx = startIdx - gap;
    cursor = `${Math.floor(endIdx / 12)}-${String((endIdx % 12) + 1).padStart(2, '0')}`;
  }
  // earlier salaried position
  if (t.years > 4) {
    const startYear = Math.max(nowYear - t.years, 1975);
    const emp = employersLeft.shift() ?? rng.pick(BIG_EMPLOYERS);
    if (!t.priv.employers.includes(emp)) t.priv.employers.push(emp);
    const plain = positionsPool.filter((x) => !/Manager de transition|Part-time|Fractional|temps partagé/.test(x));
    const permanent = rng
      .pick(plain.length ? plain : positionsPool)
      .replace(/ de transition| par intérim| \(freelance\)| freelance|Interim |Freelance | à temps partagé/g, '')
      .trim();
    const text =
      L === 'fr'
        ? `Poste salarié : ${lowerFirst(permanent)} (${SECTORS[t.sectors[0]!].fr}).`
        : `Permanent role as ${permanent} (${SECTORS[t.sectors[0]!].en}).`;
    work.push({
      name: emp,
      position: permanent,
      startDate: String(startYear),
      endDate: cursor.slice(0, 4),
      summary: text,
    });
    pub.push(permanent, text);
  }

  // education
  const area = eduArea(t.occ);
  const gradYear = nowYear - t.years - rng.int(0, 2);
  const education = t.priv.schools.map((s) => {
    const a = rng.pick(EDU_AREAS[area]![L]);
    const st = studyType(rng, L, area, t.years);
    pub.push(a, st);
    return { institution: s, area: a, studyType: st, startDate: String(gradYear - 2), endDate: String(gradYear) };
  });

  // skills, certificates, languages
  const skills = t.skills.map((k) => {
    const name = skillName(k, L);
    const kw = [...(SKILLS[k].kw ?? [])].slice(0, rng.int(0, 3));
    pub.push(name, ...kw);
    return {
      name,
      level: L === 'fr' ? rng.pick(['Expert', 'Avancé', 'Confirmé']) : rng.pick(['Expert', 'Advanced']),
      keywords: kw,
    };
  });
  const certificates = t.certs.map((c) => {
    pub.push(CERTS[c].name, CERTS[c].issuer);
    return {
      name: CERTS[c].name,
      issuer: CERTS[c].issuer,
      startDate: String(rng.int(Math.max(2005, gradYear + 2), 2026)),
    };
  });
  const languages = t.languages.map((l) => {
    const language = L === 'fr' ? LANGS[l.lang].fr : LANGS[l.lang].en;
    const fluency = levelWord(rng, l.level, L);
    pub.push(language, fluency);
    return { language, fluency };
  });
  const interests = rng.chance(0.35)
    ? rng.sample(L === 'fr' ? INTERESTS_FR : INTERESTS_EN, rng.int(1, 3)).map((name) => ({ name }))
    : [];
  for (const i of interests) pub.push(i.name);
  const references = t.priv.referees.map((name) => {
    const role = rng.pick(FEMALE.has(name.split(' ')[0]!) ? REFEREE_ROLES_F : REFEREE_ROLES_M);
    const where = t.priv.employers[0] ?? rng.pick(BIG_EMPLOYERS);
    return {
      name,
      reference: L === 'fr' ? `${role}, ${where} – contact sur demande.` : `${role}, ${where} – contact on request.`,
    };
  });

  // private values repeated in free text (about a quarter of the pool)
  let summary = publicSummary;
  const fullName = `${t.priv.firstName} ${t.priv.lastName}`;
  if (rng.chance(0.14)) {
    const kinds = rng.sample(['name', 'email', 'phone', 'linkedin', 'school', 'employer', 'referee'], rng.int(1, 2));
    for (const k of kinds) {
      if (k === 'name') {
        summary = `${fullName} – ${summary}`;
        t.priv.leaked.push(fullName);
      } else if (k === 'email') {
        summary += L === 'fr' ? ` Contact : ${t.priv.email}` : ` Contact: ${t.priv.email}`;
        t.priv.leaked.push(t.priv.email);
      } else if (k === 'phone') {
        summary += L === 'fr' ? ` Tél. ${t.priv.phone}` : ` Phone ${t.priv.phone}`;
        t.priv.leaked.push(t.priv.phone);
      } else if (k === 'linkedin') {
        summary += ` linkedin.com/in/${t.priv.linkedinSlug}`;
        t.priv.leaked.push(t.priv.linkedinSlug);
      } else if (k === 'school') {
        const s = t.priv.schools[0]!;
        summary += L === 'fr' ? ` Diplômé${e} de ${s}.` : ` Graduated from ${s}.`;
        t.priv.leaked.push(s);
      } else if (k === 'employer') {
        const emp = t.priv.smallEmployer ?? t.priv.employers[0]!;
        summary += L === 'fr' ? ` Ancien${fem ? 'ne' : ''} de ${emp}.` : ` Formerly with ${emp}.`;
        t.priv.leaked.push(emp);
      } else if (k === 'referee' && t.priv.referees.length) {
        summary += L === 'fr' ? ` Références : ${t.priv.referees[0]!}.` : ` References: ${t.priv.referees[0]!}.`;
        t.priv.leaked.push(t.priv.referees[0]!);
      }
    }
  }
  if (t.priv.people.length) t.priv.leaked.push(...t.priv.people);

  const countryName =
    L === 'en'
      ? ({ FR: 'France', BE: 'Belgium', CH: 'Switzerland', LU: 'Luxembourg' }[t.home.country] ?? '')
      : t.home.countryName;
  const city = L === 'en' && t.home.city === 'Bruxelles' ? 'Brussels' : t.home.city;
  pub.push(city, t.home.regionName, countryName, ...def.professions);
  const linkedinUrl = `https://www.linkedin.com/in/${t.priv.linkedinSlug}`;
  const created = addDays('2023-01-15', rng.int(0, 1300));
  const updated = addDays(
    created,
    rng.int(
      0,
      Math.max(0, Math.round((Date.parse(`${TODAY}T00:00:00Z`) - Date.parse(`${created}T00:00:00Z`)) / 86400000) - 2),
    ),
  );

  const profile = {
    basics: {
      name: fullName,
      label: t.title,
      image: rng.chance(0.3) ? `https://images.example-cv.fr/avatars/${t.id}.jpg` : '',
      email: t.priv.email,
      phone: t.priv.phone,
      url: linkedinUrl,
      summary,
      location: {
        address: `${city}, ${countryName}`,
        postalCode: t.home.postalCode,
        city,
        countryCode: t.home.country,
        region: t.home.regionName,
      },
      profiles: [{ username: t.priv.linkedinSlug, network: 'LinkedIn', url: linkedinUrl }],
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
      createdAt: `${created}T09:${String(rng.int(10, 59))}:00+01:00`,
      updatedAt: `${updated}T17:${String(rng.int(10, 59))}:00+01:00`,
      firstName: t.priv.firstName,
      lastName: t.priv.lastName,
      freelance: {
        available: t.available,
        availabilityDate: availabilityText(rng, t),
        rate: rateText(rng, t),
        seniority: t.declaredSeniority,
        professions: [...def.professions],
        openToCdi: t.openToCdi,
        vehicle: t.vehicle,
        preferences: {
          missionDuration: [...t.durations],
          remoteWork: [...t.remote],
          daysPerWeek: t.days.map(String),
          workAreas: t.workAreas.map((a) => ({ ...a })),
        },
      },
    },
  };
  if (t.accentless) deaccent(profile);
  const publicText = pub.join(' ');
  return { profile, publicText: t.accentless ? stripAccents(publicText) : publicText };
}

/** Removes accents from every text of a profile except the work areas (the dataset's objects) and the e-mail. */
function deaccent(p: object): void {
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return stripAccents(v);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      for (const k of Object.keys(o)) {
        if (k === 'workAreas' || k === 'email') continue;
        o[k] = walk(o[k]);
      }
      return o;
    }
    return v;
  };
  walk(p);
}

// ───────────────────────────── the corpus
const POOL_RANDOM = 590;

let cache: { profile: unknown; truth: Truth }[] | null = null;

export function corpus(): { profile: unknown; truth: Truth }[] {
  if (cache) return cache;
  const rng = new Rng(0x38_2026);
  const ctx: Ctx = {
    rng,
    rareNames: [...LAST_RARE],
    rareSchools: [...RARE_SCHOOLS],
    smallNames: [...SMALL_EMPLOYER_NAMES],
    usedSlugs: new Set(),
  };
  const occWeights = OCC_KEYS.map((k) => [k, OCCUPATIONS[k].w] as const);
  const homeWeights = Object.entries(HOME_WEIGHTS).map(([k, w]) => [k, w] as const);

  const truths: Truth[] = [];
  for (let i = 0; i < POOL_RANDOM; i++) {
    const occ = rng.weighted(occWeights);
    truths.push(drawTruth(ctx, occ, null, rng.weighted(homeWeights)));
  }
  // planted profiles go to pseudo-random positions
  for (const p of PLANTS) {
    const pos = rng.int(0, truths.length);
    truths.splice(pos, 0, drawTruth(ctx, p.occ, p, p.home));
  }
  const out: { profile: unknown; truth: Truth }[] = [];
  truths.forEach((t, i) => {
    t.id = `b38-${String(i + 1).padStart(4, '0')}`;
    t.title = chooseTitle(rng, t);
    const w = writeProfile(rng, t);
    t.publicText = w.publicText;
    out.push({ profile: w.profile, truth: t });
  });
  cache = out;
  return out;
}
