// set-23 corpus generator: interim managers and experts in non-IT functions (finance, HR, legal, purchasing and
// supply chain, operations, construction and energy, sales), plus ~10 % IT/data neighbours. Deterministic.
import type { WorkArea } from '../../../../src/domain/profile/raw-profile.schema';
import { CITIES, COUNTRIES, DEPTS, REGIONS } from './areas';
import * as N from './names';
import { OCC, OCCS, SECTORS, type Family, type Occ } from './occupations';
import { PLANTS, type Plant } from './plants';

export const TODAY = '2026-11-30';
export const PREFIX = 'b23-';
const POOL = 660;

export type Lang = 'fr' | 'en' | 'de' | 'nl' | 'it' | 'es';
/** CEFR level, or N for native. */
export type Level = 'A2' | 'B1' | 'B2' | 'C1' | 'C2' | 'N';
export type Band = 'junior' | 'confirme' | 'senior' | 'expert';

export interface Truth {
  id: string;
  occ: string;
  family: Family;
  gender: 'm' | 'f';
  cvLang: 'fr' | 'en';
  noAccents: boolean;
  /** True years of experience in the trade (and before it, in the function). */
  years: number;
  band: Band;
  /** What meta.freelance.seniority says (may be empty or off by one band). */
  declared: string;
  /** Has led interim-management (management de transition) missions. */
  interim: boolean;
  /** Domain skills, French names (the occupation's list). */
  skills: string[];
  tools: string[];
  certs: string[];
  /** Diplomas, e.g. DSCG, DEC, Ingénieur, Master CCA. */
  diplomas: string[];
  /** Sectors, French keys of SECTORS. */
  sectors: string[];
  available: boolean;
  /** First free day, YYYY-MM-DD. */
  freeFrom: string;
  /** Day rate in EUR, null when negotiable or not given. */
  rate: number | null;
  remote: string[];
  days: string[];
  durations: string[];
  /** Key of CITIES. */
  home: string;
  country: string;
  areas: WorkArea[];
  langs: Partial<Record<Lang, Level>>;
  priv: {
    first: string;
    last: string;
    email: string;
    phone: string;
    linkedin: string;
    employers: string[];
    smallEmployers: string[];
    schools: string[];
    referees: string[];
    people: string[];
    /** Private values the free text repeats. */
    inText: string[];
  };
  planted?: string;
}

// ------------------------------------------------------------------------------------------------ randomness
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
let rnd = mulberry32(23);
const chance = (p: number): boolean => rnd() < p;
const int = (lo: number, hi: number): number => lo + Math.floor(rnd() * (hi - lo + 1));
function pick<T>(xs: readonly T[]): T {
  return xs[Math.floor(rnd() * xs.length)]!;
}
function wpick<T>(xs: readonly (readonly [T, number])[]): T {
  const total = xs.reduce((s, [, w]) => s + w, 0);
  let r = rnd() * total;
  for (const [x, w] of xs) {
    r -= w;
    if (r < 0) return x;
  }
  return xs[xs.length - 1]![0];
}
function sample<T>(xs: readonly T[], k: number): T[] {
  const c = [...xs];
  const out: T[] = [];
  while (out.length < k && c.length) out.push(c.splice(Math.floor(rnd() * c.length), 1)[0]!);
  return out;
}

// ------------------------------------------------------------------------------------------------ helpers
export const stripAccents = (s: string): string => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
const slug = (s: string): string =>
  stripAccents(s)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
function addDays(iso: string, d: number): string {
  const t = new Date(iso + 'T00:00:00Z').getTime() + d * 86400000;
  return new Date(t).toISOString().slice(0, 10);
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
const BANDS: Band[] = ['junior', 'confirme', 'senior', 'expert'];

/** A work area from a short reference: city:Lyon, dept:69, region:FR:84, country:FR. */
export function A(ref: string): WorkArea {
  const [kind, ...rest] = ref.split(':');
  const key = rest.join(':');
  const found =
    kind === 'city' ? CITIES[key] : kind === 'dept' ? DEPTS[key] : kind === 'region' ? REGIONS[key] : COUNTRIES[key];
  if (!found) throw new Error(`unknown area ${ref}`);
  return found;
}

// ------------------------------------------------------------------------------------------------ geography
const HOME_WEIGHTS: [string, number][] = Object.keys(CITIES).map((k) => {
  const c = CITIES[k]!;
  let w = 1;
  if (c.countryCode === 'FR' && c.regionCode === '11') w = k.startsWith('Paris') ? 7 : 2.2;
  if (
    [
      'Lyon',
      'Marseille',
      'Toulouse',
      'Bordeaux',
      'Nantes',
      'Lille',
      'Strasbourg',
      'Rennes',
      'Grenoble',
      'Montpellier',
      'Nice',
    ].includes(k)
  )
    w = 3.2;
  if (c.countryCode === 'BE') w = k === 'Brussels' ? 6 : 2;
  if (c.countryCode === 'CH') w = ['Genève', 'Lausanne', 'Zürich'].includes(k) ? 4.5 : 1.8;
  if (c.countryCode === 'LU') w = k === 'Luxembourg' ? 13 : 4;
  return [k, w];
});
const NEIGHBOUR_REGIONS: Record<string, string[]> = {
  '11': ['24', '28', '32'],
  '84': ['27', '93', '76'],
  '93': ['84', '76'],
  '76': ['75', '93'],
  '75': ['76', '52'],
  '52': ['53', '75', '24'],
  '53': ['52', '28'],
  '32': ['11', '44', '28'],
  '44': ['27', '32'],
  '27': ['84', '44', '24'],
  '24': ['11', '52', '27'],
  '28': ['11', '53', '32'],
  '94': ['93'],
};
const FR_BIG = ['Paris-08', 'Lyon', 'Lille', 'Bordeaux', 'Nantes', 'Toulouse', 'Marseille', 'Strasbourg'];

function drawAreas(home: string): WorkArea[] {
  const c = CITIES[home]!;
  const cc = c.countryCode!;
  const out: WorkArea[] = [];
  if (chance(0.04)) return out;
  if (cc === 'FR') {
    const r = rnd();
    if (r < 0.15) out.push(c);
    else if (r < 0.35) out.push(A(`dept:${c.departmentCode}`));
    else if (r < 0.65) out.push(A(`region:FR:${c.regionCode}`));
    else if (r < 0.77) {
      out.push(A(`region:FR:${c.regionCode}`));
      const nb = NEIGHBOUR_REGIONS[c.regionCode!] ?? ['11'];
      out.push(A(`region:FR:${pick(nb)}`));
    } else if (r < 0.9) out.push(A('country:FR'));
    else {
      out.push(c);
      const other = pick(FR_BIG.filter((k) => k !== home));
      out.push(CITIES[other]!);
    }
    if (['74', '01'].includes(c.departmentCode!) && chance(0.6)) out.push(A('region:CH:GE'));
    if (['57', '54'].includes(c.departmentCode!) && chance(0.5)) out.push(A('country:LU'));
    if (c.departmentCode === '68' && chance(0.4)) out.push(A('region:CH:BS'));
    if (c.departmentCode === '59' && chance(0.25)) out.push(A('region:BE:WAL'));
  } else if (cc === 'BE') {
    const r = rnd();
    if (r < 0.3) out.push(c);
    else if (r < 0.6) out.push(A(`region:BE:${c.regionCode}`));
    else out.push(A('country:BE'));
    if (chance(0.15)) out.push(A('country:LU'));
    if (chance(0.12)) out.push(A('dept:59'));
  } else if (cc === 'CH') {
    const r = rnd();
    if (r < 0.35) out.push(c);
    else if (r < 0.7) out.push(A(`region:CH:${c.regionCode}`));
    else out.push(A('country:CH'));
    if (c.regionCode === 'GE' && chance(0.3)) out.push(A('region:CH:VD'));
    if (c.regionCode === 'VD' && chance(0.3)) out.push(A('region:CH:GE'));
  } else {
    out.push(chance(0.5) ? A('country:LU') : c);
    if (chance(0.3)) out.push(A('country:BE'));
    if (chance(0.2)) out.push(A('dept:57'));
  }
  return out;
}

// ------------------------------------------------------------------------------------------------ texts
const LANG_FR: Record<Lang, string> = {
  fr: 'Français',
  en: 'Anglais',
  de: 'Allemand',
  nl: 'Néerlandais',
  it: 'Italien',
  es: 'Espagnol',
};
const LANG_EN: Record<Lang, string> = {
  fr: 'French',
  en: 'English',
  de: 'German',
  nl: 'Dutch',
  it: 'Italian',
  es: 'Spanish',
};
function fluency(l: Level, en: boolean): string {
  const fr: Record<Level, string[]> = {
    N: ['Langue maternelle', 'Natif', 'Maternelle'],
    C2: ['Bilingue', 'C2', 'Bilingue (C2)'],
    C1: ['Courant', 'C1', 'Courant (C1)', 'Professionnel avancé'],
    B2: ['Professionnel', 'B2', 'Bon niveau (B2)', 'Opérationnel'],
    B1: ['Intermédiaire', 'B1', 'Lu, écrit, parlé (B1)'],
    A2: ['Notions', 'Scolaire', 'A2'],
  };
  const e: Record<Level, string[]> = {
    N: ['Native'],
    C2: ['Bilingual', 'C2'],
    C1: ['Fluent', 'C1', 'Full professional'],
    B2: ['Professional working', 'B2', 'Good'],
    B1: ['Intermediate', 'B1'],
    A2: ['Basic', 'A2'],
  };
  return pick(en ? e[l] : fr[l]);
}

const CERT_ISSUER: Record<string, string> = {
  CIA: 'The IIA',
  CISA: 'ISACA',
  CPIM: 'ASCM (APICS)',
  CSCP: 'ASCM (APICS)',
  'Lean Six Sigma Green Belt': 'IASSC',
  'Lean Six Sigma Black Belt': 'IASSC',
  'IATF 16949': 'AFNOR Compétences',
  'ISO 9001 auditeur': 'IRCA',
  'ISO 13485': 'BSI',
  'ISO 45001': 'AFNOR Compétences',
  'ISO 14001': 'AFNOR Compétences',
  'ISO 50001': 'AFNOR Compétences',
  MASE: 'MASE',
  'CIPP/E': 'IAPP',
  'Certification DPO CNIL': 'AFNOR Certification',
  PMP: 'PMI',
  Prince2: 'Axelos',
  CMVP: 'EVO',
};

function diplomasFor(o: Occ): [string, string][] {
  // [diploma, area]
  switch (o.family) {
    case 'finance':
      return [
        ['Master CCA', 'Comptabilité Contrôle Audit'],
        ['DSCG', 'Diplôme supérieur de comptabilité et de gestion'],
        ['Master Finance', "Finance d'entreprise"],
        ['Programme Grande École', 'Finance et contrôle'],
        ['DCG', 'Comptabilité et gestion'],
      ];
    case 'hr':
      return [
        ['Master RH', 'Gestion des ressources humaines'],
        ['Programme Grande École', 'Ressources humaines'],
        ['Master Droit social', 'Droit social'],
        ['Licence pro', 'Gestion de la paie'],
      ];
    case 'legal':
      return [
        ['Master 2 Droit des affaires', 'Droit des affaires'],
        ['Master 2 Droit social', 'Droit social'],
        ['Master 2 Droit du numérique', 'Droit du numérique'],
        ['CAPA', 'Avocat'],
      ];
    case 'supply':
      return [
        ['Master Achats', 'Achats industriels'],
        ['Programme Grande École', 'Supply chain management'],
        ['Ingénieur', 'Génie industriel'],
        ['BTS Transport', 'Transport et prestations logistiques'],
      ];
    case 'ops':
      return [
        ['Ingénieur', 'Génie industriel'],
        ['Ingénieur', 'Génie mécanique'],
        ['DUT', 'Qualité, logistique industrielle et organisation'],
        ['MBA', 'Management'],
      ];
    case 'construction':
      return [
        ['Ingénieur', 'Génie civil'],
        ['BTS Bâtiment', 'Bâtiment'],
        ['DUT', 'Génie civil'],
        ['Ingénieur', 'Énergétique'],
      ];
    case 'sales':
      return [
        ['Programme Grande École', 'Marketing'],
        ['Master', 'Commerce international'],
        ['BTS', 'Négociation et relation client'],
      ];
    case 'it':
      return [
        ['Master MIAGE', 'Informatique de gestion'],
        ['Ingénieur', 'Informatique'],
        ['Master CCA', 'Comptabilité Contrôle Audit'],
      ];
  }
}

function schoolFor(family: Family, diploma: string): string {
  if (diploma.startsWith('BTS') || diploma === 'DUT' || diploma === 'Licence pro') return pick(N.SCHOOLS_SMALL);
  if (family === 'legal' || diploma.includes('Droit')) return pick(N.SCHOOLS_LAW);
  if (diploma === 'Ingénieur') return pick(N.SCHOOLS_ENG);
  return pick(N.SCHOOLS_BUSINESS);
}

const INTERIM_FR = [
  'Manager de transition depuis {y}',
  'Management de transition depuis {y}',
  'Missions de management de transition depuis {y}',
  'Interim manager depuis {y}',
  'Intérim management : missions de 4 à 12 mois depuis {y}',
];
const INTERIM_EN = ['Interim manager since {y}', 'Interim management assignments since {y}'];

function title(o: Occ, g: 'm' | 'f', en: boolean): string {
  if (en) return pick(o.en);
  const t = rnd() < 0.6 ? o.titles[0]! : pick(o.titles);
  return g === 'f' ? t[1] : t[0];
}

// ------------------------------------------------------------------------------------------------ the generator
function drawTruth(i: number, plant: Plant | undefined, used: Set<string>, rareLeft: string[]): Truth {
  const occ: Occ = plant?.occ
    ? OCC[plant.occ]!
    : wpick(OCCS.map((o) => [o, o.weight * (o.family === 'it' ? 2.2 : 1)] as const));
  const home = plant?.home ?? wpick(HOME_WEIGHTS);
  const city = CITIES[home]!;
  const country = city.countryCode!;
  const gender: 'm' | 'f' =
    plant?.gender ?? (chance(occ.family === 'hr' || occ.family === 'legal' ? 0.68 : 0.4) ? 'f' : 'm');

  // languages
  const langs: Partial<Record<Lang, Level>> = {};
  const swissGerman = country === 'CH' && ['ZH', 'BS', 'BE'].includes(city.regionCode!);
  const flemish = country === 'BE' && city.regionCode === 'VLG';
  if (swissGerman) {
    langs.de = 'N';
    langs.fr = pick(['B2', 'C1', 'C1', 'C2'] as Level[]);
  } else if (flemish) {
    langs.nl = 'N';
    langs.fr = pick(['B2', 'C1', 'C1'] as Level[]);
  } else if (home === 'Lugano') {
    langs.it = 'N';
    langs.fr = 'C1';
  } else langs.fr = 'N';
  langs.en = wpick<Level | undefined>([
    [undefined, 0.1],
    ['A2', 0.07],
    ['B1', 0.2],
    ['B2', 0.28],
    ['C1', 0.25],
    ['C2', 0.1],
  ]);
  if (!langs.en) delete langs.en;
  if (country === 'BE' && !flemish && chance(0.45)) langs.nl = pick(['A2', 'B1', 'B2', 'C1'] as Level[]);
  if ((country === 'LU' || ['67', '68', '57'].includes(city.departmentCode ?? '')) && chance(0.5))
    langs.de = pick(['B1', 'B2', 'C1', 'N'] as Level[]);
  if (country === 'CH' && !langs.de && chance(0.4)) langs.de = pick(['A2', 'B1', 'B2'] as Level[]);
  if (chance(0.08)) langs.es = pick(['B1', 'B2', 'C1'] as Level[]);
  if (chance(0.04) && !langs.it) langs.it = pick(['B1', 'B2'] as Level[]);
  if (plant?.langs) Object.assign(langs, plant.langs);

  // experience
  const years =
    plant?.years ??
    Math.min(34, occ.minYears + Math.floor(Math.pow(rnd(), occ.minYears <= 1 ? 1.25 : 0.95) * (31 - occ.minYears)));
  const band = bandOf(years);
  const bi = BANDS.indexOf(band);
  const dr = rnd();
  const declared =
    dr < 0.76
      ? BAND_LABEL[band]
      : dr < 0.88
        ? ''
        : BAND_LABEL[BANDS[Math.max(0, Math.min(3, bi + (chance(0.5) ? 1 : -1)))]!];
  const interim = plant?.interim ?? (occ.family === 'it' ? chance(0.08) : years >= 8 ? chance(0.42) : chance(0.04));

  const skills = plant?.skills ?? sample(occ.skills, int(3, Math.min(6, occ.skills.length))).map((s) => s[0]);
  const tools = plant?.tools ?? sample(occ.tools, int(1, Math.min(4, occ.tools.length)));
  const certs = plant?.certs ?? occ.certs.filter(() => chance(0.3));
  if (!plant?.certs && certs.includes('Lean Six Sigma Green Belt') && certs.includes('Lean Six Sigma Black Belt'))
    certs.splice(certs.indexOf('Lean Six Sigma Green Belt'), 1);
  const dips = diplomasFor(occ);
  const dip = pick(dips);
  const diplomas = plant?.diplomas ?? [dip[0]];
  if (
    !plant?.diplomas &&
    occ.family === 'finance' &&
    ['daf', 'conso', 'audit', 'chef-compta'].includes(occ.key) &&
    chance(0.12)
  )
    diplomas.push('DEC');

  const sectorPool =
    occ.family === 'construction'
      ? ['BTP', 'énergie', 'BTP', 'santé', 'logistique']
      : occ.family === 'ops'
        ? [
            'automobile',
            'aéronautique',
            'agroalimentaire',
            'pharmaceutique',
            'chimie',
            'métallurgie',
            'plasturgie',
            'ferroviaire',
            'cosmétique',
          ]
        : SECTORS.map((s) => s[0]);
  const sectors = plant?.sectors ?? [...new Set(sample(sectorPool, int(1, 3)))];

  // availability, rate, preferences
  const available = plant?.available ?? chance(0.45);
  const freeFrom = plant?.freeFrom ?? (available ? addDays(TODAY, int(-60, 7)) : addDays(TODAY, int(20, 210)));
  const t = Math.max(0, Math.min(1, (years - 5) / 15));
  let rate: number | null = occ.rate[0] + t * (occ.rate[1] - occ.rate[0]);
  rate *= 0.9 + rnd() * 0.2;
  if (interim) rate *= 1.1;
  if (country === 'CH') rate *= 1.35;
  if (country === 'LU') rate *= 1.15;
  rate = Math.round(rate / 10) * 10;
  if (chance(0.13)) rate = null;
  if (plant && 'rate' in plant) rate = plant.rate ?? null;

  const onsiteFamilies: Family[] = ['ops', 'construction', 'supply'];
  const remote =
    plant?.remote ??
    (onsiteFamilies.includes(occ.family)
      ? wpick<string[]>([
          [['Sur site'], 0.5],
          [['Sur site', 'Hybride'], 0.42],
          [['Hybride'], 0.05],
          [['Hybride', 'Full remote'], 0.03],
        ])
      : wpick<string[]>([
          [['Sur site'], 0.15],
          [['Sur site', 'Hybride'], 0.35],
          [['Hybride'], 0.25],
          [['Hybride', 'Full remote'], 0.15],
          [['Full remote'], occ.family === 'it' ? 0.2 : 0.06],
        ]));
  const days =
    plant?.days ??
    wpick<string[]>([
      [['5'], 0.5],
      [['4', '5'], 0.25],
      [['4'], 0.06],
      [['3', '4'], 0.06],
      [['2', '3'], occ.family === 'legal' || occ.family === 'finance' ? 0.09 : 0.05],
      [['1', '2'], 0.03],
      [['3'], 0.03],
    ]);
  const durations =
    plant?.durations ??
    sample(['< 3 mois', '3 a 6 mois', '6 a 12 mois', '> 12 mois'], int(1, 3)).sort(
      (a, b) =>
        ['< 3 mois', '3 a 6 mois', '6 a 12 mois', '> 12 mois'].indexOf(a) -
        ['< 3 mois', '3 a 6 mois', '6 a 12 mois', '> 12 mois'].indexOf(b),
    );
  const areas = plant?.areas ? plant.areas.map(A) : drawAreas(home);
  const cvLang: 'fr' | 'en' =
    plant?.cvLang ??
    (occ.family !== 'it' && (langs.en === 'C1' || langs.en === 'C2' || langs.en === 'N')
      ? chance(country === 'FR' ? 0.12 : 0.5)
        ? 'en'
        : 'fr'
      : 'fr');
  const noAccents = cvLang === 'fr' && chance(0.08);

  // private data
  const english = cvLang === 'en' && chance(0.5);
  let first = '';
  let last = '';
  do {
    first =
      gender === 'f'
        ? english || swissGerman || flemish
          ? pick([...N.FIRST_EN_F, ...N.FIRST_F])
          : pick(N.FIRST_F)
        : english || swissGerman || flemish
          ? pick([...N.FIRST_EN_M, ...N.FIRST_M])
          : pick(N.FIRST_M);
    last =
      plant?.last ??
      (rareLeft.length && chance(0.06)
        ? rareLeft.shift()!
        : country === 'BE'
          ? pick(N.LAST_BE)
          : country === 'CH'
            ? pick(N.LAST_CH)
            : country === 'LU'
              ? pick(N.LAST_LU)
              : pick(N.LAST_FR));
  } while (used.has(`${first} ${last}`));
  used.add(`${first} ${last}`);
  const f0 = slug(first).replace(/-/g, '');
  const l0 = slug(last).replace(/-/g, '');
  const domain =
    country === 'BE'
      ? pick(['skynet.be', 'gmail.com', 'outlook.be', 'telenet.be'])
      : country === 'CH'
        ? pick(['bluewin.ch', 'gmail.com', 'gmx.ch'])
        : country === 'LU'
          ? pick(['pt.lu', 'gmail.com', 'outlook.com'])
          : pick([
              'gmail.com',
              'gmail.com',
              'orange.fr',
              'free.fr',
              'outlook.fr',
              'hotmail.fr',
              'yahoo.fr',
              'laposte.net',
              'proton.me',
            ]);
  const local = pick([
    `${f0}.${l0}`,
    `${f0}.${l0}`,
    `${f0[0]}${l0}`,
    `${f0}_${l0}${int(10, 99)}`,
    `${l0}.${f0}`,
    `${f0}${l0}${int(60, 99)}`,
  ]);
  const email = `${local}@${domain}`;
  const d2 = (): string => String(int(0, 99)).padStart(2, '0');
  const phone =
    country === 'BE'
      ? `+32 4${int(70, 99)} ${d2()} ${d2()} ${d2()}`
      : country === 'CH'
        ? `+41 7${pick(['6', '7', '8', '9'])} ${int(100, 999)} ${d2()} ${d2()}`
        : country === 'LU'
          ? `+352 6${int(21, 91)} ${int(100, 999)} ${int(100, 999)}`
          : pick([
              `06 ${d2()} ${d2()} ${d2()} ${d2()}`,
              `07 ${d2()} ${d2()} ${d2()} ${d2()}`,
              `+33 6 ${d2()} ${d2()} ${d2()} ${d2()}`,
              `06${d2()}${d2()}${d2()}${d2()}`,
            ]);
  const linkedin = `${slug(first)}-${slug(last)}-${(int(4096, 65535) + i).toString(16)}`;
  const people = [`${pick([...N.FIRST_M, ...N.FIRST_F])} ${pick(N.LAST_FR)}`];
  const referees = chance(0.35) ? [`${pick([...N.FIRST_M, ...N.FIRST_F])} ${pick(N.LAST_FR)}`] : [];

  return {
    id: `${PREFIX}${String(i + 1).padStart(4, '0')}`,
    occ: occ.key,
    family: occ.family,
    gender,
    cvLang,
    noAccents,
    years,
    band,
    declared: plant?.declared ?? declared,
    interim,
    skills,
    tools,
    certs,
    diplomas,
    sectors,
    available,
    freeFrom,
    rate,
    remote,
    days,
    durations,
    home,
    country,
    areas,
    langs,
    priv: {
      first,
      last,
      email,
      phone,
      linkedin,
      employers: [],
      smallEmployers: [],
      schools: [],
      referees,
      people,
      inText: [],
    },
    planted: plant?.tag,
  };
}

function rateText(rate: number | null, en: boolean): string {
  if (rate === null) return pick(en ? ['Negotiable', ''] : ['Négociable', '', 'A discuter', 'Selon mission']);
  const r = rate >= 1000 ? `${Math.floor(rate / 1000)} ${String(rate % 1000).padStart(3, '0')}` : String(rate);
  return pick([
    String(rate),
    `${r} €`,
    `${rate - 50}-${rate + 50}`,
    `${r} € HT / jour`,
    `${rate} EUR/jour`,
    en ? `EUR ${rate} per day` : `${r} €/j`,
  ]);
}

function availabilityText(t: Truth, en: boolean): string {
  if (t.available && t.freeFrom <= TODAY)
    return pick(en ? ['Immediately', 'Now', ''] : ['Immédiate', 'Disponible', 'Dès maintenant', '']);
  const [y, m, d] = t.freeFrom.split('-');
  const months = [
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
  const mo = months[Number(m) - 1]!;
  return pick([
    t.freeFrom,
    `${d}/${m}/${y}`,
    en ? `From ${t.freeFrom}` : `À partir du ${Number(d)} ${mo} ${y}`,
    en ? `${t.freeFrom}` : `${mo} ${y}`,
  ]);
}

function smallEmployer(): string {
  return chance(0.5) ? `${pick(N.SMALL_KIND)} ${pick(N.LAST_FR)}` : `${pick(N.SMALL_KIND)} ${pick(N.ORDINARY_TAIL)}`;
}

function placeText(t: Truth, en: boolean): string {
  const c = CITIES[t.home]!;
  const cityName = c.cityName!;
  const g = t.gender === 'f';
  const a = t.areas[0];
  let mob = '';
  if (a) {
    const lab =
      a.type === 'pays'
        ? en
          ? `all of ${a.countryName}`
          : `${a.countryName} entière`
        : a.type === 'region'
          ? a.regionName!
          : a.type === 'departement'
            ? `${a.departmentName} (${a.departmentCode})`
            : a.cityName!;
    mob = en ? `, available for assignments in ${lab}` : `, ${g ? 'mobile' : 'mobile'} : ${lab}`;
  }
  return en ? `Based in ${cityName}${mob}.` : `${g ? 'Basée' : 'Basé'} à ${cityName}${mob}.`;
}

function buildProfile(t: Truth, usedEmployers: Set<string>): unknown {
  const o = OCC[t.occ]!;
  const en = t.cvLang === 'en';
  const g = t.gender;
  const sector = (s: string): string => (en ? (SECTORS.find((x) => x[0] === s)?.[1] ?? s) : s);
  const sec0 = t.sectors[0] ?? 'industrie';
  const mainTitle = title(o, g, en);

  // label
  let label = mainTitle;
  const lr = rnd();
  if (!en && o.incl && lr < 0.06) label = o.incl;
  else if (!en && lr < 0.2) label = pick(o.en);
  if (t.interim && chance(0.45))
    label = en ? `Interim ${label}` : chance(0.5) ? `${label} de transition` : `Manager de transition – ${label}`;
  else if (t.years >= 7 && chance(0.12)) label = en ? `Senior ${label}` : `${label} senior`;
  else if (chance(0.12)) label = en ? `Freelance ${label}` : `${label} indépendant${g === 'f' ? 'e' : ''}`;
  if (chance(0.08)) label += en ? ` | ${t.years} years` : ` | ${t.years} ans d'expérience`;

  // work history
  const work: { name: string; position: string; startDate?: string; endDate?: string; summary: string }[] = [];
  const nJobs = Math.max(1, Math.min(t.years, t.years <= 2 ? int(1, 2) : t.years <= 6 ? int(2, 3) : int(3, 5)));
  const start = 2026 - t.years;
  const cuts = [
    start,
    ...sample(
      Array.from({ length: Math.max(0, t.years - 1) }, (_, k) => start + 1 + k),
      nJobs - 1,
    ).sort((a, b) => a - b),
    2026,
  ];
  const missionPool = en ? o.missionsEn : o.missions;
  const months = cuts.map(() => String(int(1, 12)).padStart(2, '0'));
  months[months.length - 1] = String(int(1, 11)).padStart(2, '0');
  for (let j = nJobs - 1; j >= 0; j--) {
    const sY = cuts[j]!;
    const eY = cuts[j + 1]!;
    const current = j === nJobs - 1;
    const s = t.sectors[j % t.sectors.length] ?? sec0;
    let name: string;
    if (current && t.years > 2 && chance(0.45))
      name = en ? 'Freelance' : pick(['Indépendant', 'Freelance', 'Consultant indépendant']);
    else if (chance(0.42)) {
      let e = smallEmployer();
      while (usedEmployers.has(e)) e = smallEmployer();
      usedEmployers.add(e);
      t.priv.smallEmployers.push(e);
      name = e;
    } else name = pick(N.BIG_EMPLOYERS);
    if (!['Indépendant', 'Freelance', 'Consultant indépendant'].includes(name)) t.priv.employers.push(name);
    let position = current || !o.before || j > 0 ? title(o, g, en) : en ? pick(o.en) : o.before[g === 'f' ? 1 : 0];
    if (current && t.interim)
      position = en
        ? `Interim ${position}`
        : pick([
            `${position} de transition`,
            `Manager de transition – ${position}`,
            `${position} (mission de transition)`,
          ]);
    const raw1 = pick(missionPool);
    let summary = raw1.replace('{s}', sector(s));
    if (chance(0.5) && missionPool.length > 1)
      summary += ' ' + pick(missionPool.filter((x) => x !== raw1)).replace('{s}', sector(s));
    if (j === nJobs - 1 && t.interim)
      summary =
        (en
          ? `Successive interim assignments (${int(3, 5)} to ${int(8, 12)} months). `
          : `Missions successives de management de transition (${int(3, 5)} à ${int(8, 12)} mois). `) + summary;
    if (j === nJobs - 2 && chance(0.6)) {
      const p = t.priv.people[0]!;
      summary += en
        ? ` Reporting to ${p}, CEO.`
        : ` Reporting à ${p}, ${pick(['DG', 'président', 'DAF groupe', 'directeur des opérations'])}.`;
    }
    work.push({
      name,
      position,
      startDate: `${sY}-${months[j]!}`,
      endDate: current && chance(0.8) ? undefined : `${eY}-${months[j + 1]!}`,
      summary,
    });
  }

  const since = Number((work[0]?.startDate ?? '2024').slice(0, 4));

  // education
  const education = t.diplomas.map((d, k) => {
    const school =
      d === 'DSCG' || d === 'DCG' || d === 'DEC'
        ? pick(['INTEC', 'CNAM', ...N.SCHOOLS_BUSINESS])
        : schoolFor(t.family, d);
    t.priv.schools.push(school);
    const area = diplomasFor(o).find((x) => x[0] === d)?.[1] ?? (d === 'DEC' ? 'Expertise comptable' : '');
    const endY = 2026 - t.years - (k === 0 ? 0 : -3);
    return { institution: school, area, studyType: d, startDate: `${endY - 2}`, endDate: `${endY}` };
  });

  // summary
  const sectorsTxt = t.sectors.map(sector).join(', ');
  const skillsTxt = t.skills
    .slice(0, 3)
    .map((s) => (en ? (o.skills.find((x) => x[0] === s)?.[1] ?? s) : s.toLowerCase()))
    .join(', ');
  const parts: string[] = [];
  const sayYears = chance(0.72);
  if (en) {
    parts.push(
      sayYears
        ? `${mainTitle} with ${t.years} years of experience in ${sectorsTxt}.`
        : `${mainTitle} working with ${sectorsTxt} companies.`,
    );
    if (t.interim)
      parts.push(`${pick(INTERIM_EN).replace('{y}', String(since))}: turnarounds, vacancies, transformations.`);
    parts.push(`Key areas: ${skillsTxt}.`);
    if (t.tools.length && chance(0.6)) parts.push(`Tools: ${t.tools.join(', ')}.`);
    if (t.certs.length && chance(0.6)) parts.push(`Certified ${t.certs.join(', ')}.`);
  } else {
    const ff = g === 'f';
    parts.push(
      sayYears
        ? pick([
            `${mainTitle} avec ${t.years} ans d'expérience (${sectorsTxt}).`,
            `${ff ? 'Forte' : 'Fort'} de ${t.years} ans d'expérience en ${sectorsTxt}, j'interviens comme ${mainTitle.toLowerCase()}.`,
            `Plus de ${t.years} ans comme ${mainTitle.toLowerCase()} dans les secteurs ${sectorsTxt}.`,
          ])
        : `${mainTitle}, secteurs ${sectorsTxt}.`,
    );
    if (t.interim)
      parts.push(`${pick(INTERIM_FR).replace('{y}', String(since))} : redressements, remplacements, transformations.`);
    parts.push(`Domaines : ${skillsTxt}.`);
    if (t.tools.length && chance(0.6)) parts.push(`Outils : ${t.tools.join(', ')}.`);
    if (t.certs.length && chance(0.6)) parts.push(`${ff ? 'Certifiée' : 'Certifié'} ${t.certs.join(', ')}.`);
    if (t.langs.en && ['C1', 'C2'].includes(t.langs.en) && chance(0.4)) parts.push('Anglais courant.');
  }
  if (chance(0.6)) parts.push(placeText(t, en));
  // ~25 % repeat some private data in the free text
  if (chance(0.25)) {
    const kind = pick(['contact', 'employer', 'school', 'linkedin', 'name']);
    const emp = t.priv.smallEmployers[0] ?? t.priv.employers[0];
    if (kind === 'employer' && emp) {
      parts.push(en ? `Previously at ${emp}.` : `Précédemment chez ${emp}.`);
      t.priv.inText.push(emp);
    } else if (kind === 'school' && t.priv.schools[0]) {
      parts.push(
        en ? `Graduate of ${t.priv.schools[0]}.` : `${g === 'f' ? 'Diplômée' : 'Diplômé'} de ${t.priv.schools[0]}.`,
      );
      t.priv.inText.push(t.priv.schools[0]);
    } else if (kind === 'linkedin') {
      parts.push(`LinkedIn : linkedin.com/in/${t.priv.linkedin}`);
      t.priv.inText.push(t.priv.linkedin);
    } else if (kind === 'name') {
      parts.unshift(`${t.priv.first} ${t.priv.last} –`);
      t.priv.inText.push(`${t.priv.first} ${t.priv.last}`);
    } else {
      parts.push(`Contact : ${t.priv.email} / ${t.priv.phone}`);
      t.priv.inText.push(t.priv.email, t.priv.phone);
    }
  }
  let summaryText = parts.join(' ');

  // skills
  const skillNames = t.skills.map((s) => (en ? (o.skills.find((x) => x[0] === s)?.[1] ?? s) : s));
  const levels = en ? ['Expert', 'Advanced', 'Intermediate'] : ['Expert', 'Avancé', 'Confirmé'];
  const skills: { name: string; level: string; keywords: string[] }[] = [];
  if (chance(0.5)) skills.push({ name: en ? o.en[0]! : o.profession, level: pick(levels), keywords: skillNames });
  else for (const s of skillNames) skills.push({ name: s, level: pick(levels), keywords: [] });
  for (const tool of t.tools) skills.push({ name: tool, level: pick(levels), keywords: [] });

  const languages = (Object.entries(t.langs) as [Lang, Level][]).map(([l, lv]) => ({
    language: en ? LANG_EN[l] : LANG_FR[l],
    fluency: fluency(lv, en),
  }));
  const certificates = t.certs.map((c) => ({
    name: c,
    issuer: CERT_ISSUER[c] ?? '',
    startDate: `${int(Math.max(2005, 2026 - t.years), 2025)}-${String(int(1, 12)).padStart(2, '0')}`,
  }));
  const references = t.priv.referees.map((r) => ({
    name: r,
    reference: en
      ? `${r}, former manager: "A reliable ${mainTitle.toLowerCase()}."`
      : `${r}, ancien${chance(0.5) ? '' : 'ne'} responsable hiérarchique : « ${g === 'f' ? 'Une' : 'Un'} ${mainTitle.toLowerCase()} fiable et rigoureu${g === 'f' ? 'se' : 'x'}. »`,
  }));

  let labelOut = label;
  const workOut = work;
  if (t.noAccents) {
    labelOut = stripAccents(label);
    summaryText = stripAccents(summaryText);
    for (const w of workOut) {
      w.position = stripAccents(w.position);
      w.summary = stripAccents(w.summary);
    }
    for (const s of skills) s.name = stripAccents(s.name);
  }
  const c = CITIES[t.home]!;
  const created = `${int(2023, 2026)}-${String(int(1, 10)).padStart(2, '0')}-${String(int(1, 28)).padStart(2, '0')}T${String(int(7, 20)).padStart(2, '0')}:${String(int(0, 59)).padStart(2, '0')}:00Z`;
  const o2 = OCC[t.occ]!;
  return {
    basics: {
      name: `${t.priv.first} ${t.priv.last}`,
      label: labelOut,
      image: '',
      email: t.priv.email,
      phone: t.priv.phone,
      url: `https://www.linkedin.com/in/${t.priv.linkedin}`,
      summary: summaryText,
      location: {
        address: `${c.cityName}, ${c.countryName}`,
        postalCode: c.cityZipCode ?? '',
        city: c.cityName!,
        countryCode: c.countryCode!,
        region: c.regionName ?? '',
      },
      profiles: [
        { username: t.priv.linkedin, network: 'LinkedIn', url: `https://www.linkedin.com/in/${t.priv.linkedin}` },
      ],
    },
    work: workOut.map((w) => ({ ...w, endDate: w.endDate ?? '' })),
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
      createdAt: created,
      updatedAt: `2026-${String(int(6, 11)).padStart(2, '0')}-${String(int(1, 28)).padStart(2, '0')}T10:00:00Z`,
      firstName: t.priv.first,
      lastName: t.priv.last,
      freelance: {
        available: t.available,
        availabilityDate: availabilityText(t, en),
        rate: rateText(t.rate, en),
        seniority: t.declared,
        professions: chance(0.8) ? [o2.profession] : [],
        openToCdi: chance(0.15),
        vehicle: chance(0.7),
        preferences: {
          missionDuration: t.durations,
          remoteWork: t.remote,
          daysPerWeek: t.days,
          workAreas: t.areas,
        },
      },
    },
  };
}

let cached: { profile: unknown; truth: Truth }[] | undefined;

export function corpus(): { profile: unknown; truth: Truth }[] {
  if (cached) return cached;
  rnd = mulberry32(23);
  // planted profiles go to random slots
  const slots = sample(
    Array.from({ length: POOL }, (_, k) => k),
    PLANTS.length,
  );
  const bySlot = new Map<number, Plant>();
  PLANTS.forEach((p, k) => bySlot.set(slots[k]!, p));
  const used = new Set<string>();
  const usedEmployers = new Set<string>();
  const rare = [...N.LAST_RARE];
  const out: { profile: unknown; truth: Truth }[] = [];
  for (let i = 0; i < POOL; i++) {
    const truth = drawTruth(i, bySlot.get(i), used, rare);
    const profile = buildProfile(truth, usedEmployers);
    out.push({ profile, truth });
  }
  cached = out;
  return out;
}
