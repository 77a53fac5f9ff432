// Set 17 corpus generator: freelancers and interim managers of engineering, industry and regulated trades.
// Deterministic (own seeded PRNG), "today" is 2026-11-29. Run through check.ts.
import { Area, dept as deptArea, keysOf, pays, region as regionArea, ville } from './areas';
import {
  CERTS,
  CLIENTS,
  CONSULTANCIES,
  FIRST_F,
  FIRST_M,
  LAST,
  NEAR,
  OCC,
  OCCS,
  OccId,
  QUIRKY_EMPLOYERS,
  SCHOOLS_ABROAD,
  SCHOOLS_BIZ,
  SCHOOLS_ENG,
  SCHOOLS_PHARMA,
  SCHOOLS_TECH,
  SECTORS,
  SKILLS,
  SMALL_EMPLOYER_PLACES,
  SMALL_EMPLOYER_WORDS,
} from './data';
import { HOMES, Home, NEIGHBOUR_REGIONS } from './homes';
import { PLANTS } from './plants';
import { Rng } from './rng';
import { AreaTruth, Lang, Remote, Sen, TODAY, Truth, addDays, registerDeptRegion } from './truth';

export type { Truth } from './truth';

/** Overrides a planted profile fixes; everything else is drawn at random. */
export interface Plant {
  occ: OccId;
  gender?: 'f' | 'm';
  years?: number;
  interim?: boolean;
  skills?: string[];
  /** Skills the profile must NOT have (distractors). */
  noSkills?: string[];
  sectors?: string[];
  certs?: string[];
  home?: { city: string; zip?: string };
  /** 'city' (city+dept), 'dept' (dept+region), 'region', 'national', 'homeonly', or extra areas to add. */
  areas?: 'city' | 'dept' | 'region' | 'national' | 'homeonly';
  extraAreas?: Area[];
  available?: boolean;
  from?: string | null;
  rate?: number | null;
  remote?: Remote[];
  days?: number[];
  durations?: string[];
  langs?: { lang: Lang; level: 1 | 2 | 3 | 4 }[];
  abroad?: boolean;
  cvLang?: 'fr' | 'en';
  declared?: boolean;
}

const SEN_LABEL: Record<Sen, string> = {
  junior: 'Junior (0-2 ans)',
  confirme: 'Confirme (3-6 ans)',
  senior: 'Senior (7-10 ans)',
  expert: 'Expert (10+ ans)',
};
export const senOf = (years: number): Sen =>
  years <= 2 ? 'junior' : years <= 6 ? 'confirme' : years <= 10 ? 'senior' : 'expert';

const SECTOR_ART: Record<string, string> = {
  auto: 'l’automobile',
  aero: 'l’aéronautique',
  space: 'le spatial',
  defense: 'la défense',
  rail: 'le ferroviaire',
  naval: 'la construction navale',
  nuclear: 'le nucléaire',
  'oil-gas': 'l’oil & gas et la pétrochimie',
  chemicals: 'la chimie',
  pharma: 'l’industrie pharmaceutique',
  biotech: 'les biotechnologies',
  medtech: 'les dispositifs médicaux',
  agrifood: 'l’agroalimentaire',
  cosmetics: 'la cosmétique',
  steel: 'la métallurgie',
  semicon: 'les semi-conducteurs',
  electronics: 'l’électronique',
  energy: 'l’énergie',
  renewables: 'les énergies renouvelables',
  water: 'le traitement de l’eau',
  construction: 'le bâtiment',
  infra: 'les travaux publics',
  logistics: 'la logistique',
  plastics: 'la plasturgie',
  glass: 'les matériaux',
  paper: 'l’emballage',
  machinery: 'les machines spéciales',
};

const LANG_FR: Record<Lang, string> = {
  fr: 'Français',
  en: 'Anglais',
  de: 'Allemand',
  nl: 'Néerlandais',
  es: 'Espagnol',
  it: 'Italien',
  pt: 'Portugais',
  ar: 'Arabe',
  pl: 'Polonais',
  lb: 'Luxembourgeois',
};
const LANG_EN: Record<Lang, string> = {
  fr: 'French',
  en: 'English',
  de: 'German',
  nl: 'Dutch',
  es: 'Spanish',
  it: 'Italian',
  pt: 'Portuguese',
  ar: 'Arabic',
  pl: 'Polish',
  lb: 'Luxembourgish',
};
const LEVEL_FR = ['', 'Notions', 'Professionnel', 'Courant', 'Bilingue'];
const LEVEL_FR_NATIVE = 'Langue maternelle';
const LEVEL_EN = ['', 'Basic', 'Professional working proficiency', 'Fluent', 'Bilingual'];

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

const strip = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const lcFirst = (s: string) =>
  /^[A-Z][a-zà-ÿ]/.test(s) &&
  !/^(SQE|BIM|MES|SAP|SCADA|QA|HSE|QHSE|RRH|DRH|OPC|NPI|CQV|CSV|VRD|MOE|AMO|ENR|CND|RA|I&C|PLC|FEA|EHS)/.test(s)
    ? s[0]!.toLowerCase() + s.slice(1)
    : s;

const norm = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

function pad(n: number, w = 4) {
  return String(n).padStart(w, '0');
}

interface Person {
  first: string;
  last: string;
  email: string;
  phone: string;
  linkedin: string;
  referee?: { name: string; role: string; company: string };
  smallEmployers: string[];
  school: string;
}

const usedNames = new Set<string>();
const usedEmployers = new Set<string>();

function person(rng: Rng, t: Truth): Person {
  let first = '';
  let last = '';
  for (let k = 0; k < 200; k++) {
    first = t.gender === 'f' ? rng.pick(FIRST_F) : rng.pick(FIRST_M);
    last = rng.pick(LAST);
    if (!usedNames.has(`${first} ${last}`)) break;
  }
  usedNames.add(`${first} ${last}`);
  const f = strip(first).replace(/-/g, '');
  const l = strip(last).replace(/-/g, '');
  const num = rng.int(10, 99);
  const c = t.home.country;
  const domain =
    c === 'BE'
      ? rng.pick(['skynet.be', 'telenet.be', 'gmail.com'])
      : c === 'CH'
        ? rng.pick(['bluewin.ch', 'gmail.com', 'hispeed.ch'])
        : c === 'LU'
          ? rng.pick(['pt.lu', 'gmail.com'])
          : rng.pick([
              'gmail.com',
              'gmail.com',
              'orange.fr',
              'outlook.fr',
              'free.fr',
              'yahoo.fr',
              'hotmail.fr',
              'laposte.net',
              'sfr.fr',
              'proton.me',
              'icloud.com',
            ]);
  const local = rng.pick([
    `${f}.${l}`,
    `${f[0]}${l}${num}`,
    `${l}.${f}`,
    `${f}${l}`,
    `${f}-${l}`,
    `${f}.${l}${num}`,
    `contact.${l}${f[0]}`,
  ]);
  const email = `${local}@${domain}`;
  const d = () => pad(rng.int(0, 99), 2);
  const phone =
    c === 'BE'
      ? `+32 4${rng.int(70, 99)} ${d()} ${d()} ${d()}`
      : c === 'CH'
        ? `+41 7${rng.int(6, 9)} ${rng.int(100, 999)} ${d()} ${d()}`
        : c === 'LU'
          ? `+352 6${rng.int(21, 91)} ${rng.int(100, 999)} ${rng.int(100, 999)}`
          : rng.chance(0.5)
            ? `0${rng.pick([6, 7])} ${d()} ${d()} ${d()} ${d()}`
            : `+33 ${rng.pick([6, 7])} ${d()} ${d()} ${d()} ${d()}`;
  const hex = (rng.int(0x10000, 0xfffff) as number).toString(16);
  const linkedin = rng.chance(0.7) ? `${f}-${l}-${hex}` : `${f}${l}${rng.int(1, 9)}`;
  let referee: Person['referee'];
  if (rng.chance(0.35)) {
    let name = '';
    for (let k = 0; k < 100; k++) {
      name = `${rng.pick(rng.chance(0.5) ? FIRST_M : FIRST_F)} ${rng.pick(LAST)}`;
      if (!usedNames.has(name)) break;
    }
    usedNames.add(name);
    referee = {
      name,
      role: rng.pick([
        'directeur technique',
        'directeur d’usine',
        'responsable du bureau d’études',
        'directrice qualité',
        'directeur de projet',
        'responsable maintenance',
        'directrice des achats',
        'DRH',
      ]),
      company: '',
    };
  }
  const smallEmployers: string[] = [];
  const nSmall = rng.chance(0.75) ? (rng.chance(0.3) ? 2 : 1) : 0;
  for (let i = 0; i < nSmall; i++) {
    for (let k = 0; k < 100; k++) {
      const style = rng.int(0, 3);
      const name =
        style === 0
          ? `${rng.pick(SMALL_EMPLOYER_WORDS)} ${rng.pick(LAST)}`
          : style === 1
            ? `${rng.pick(SMALL_EMPLOYER_WORDS)} ${rng.pick(SMALL_EMPLOYER_PLACES)}`
            : style === 2
              ? rng.pick(QUIRKY_EMPLOYERS)
              : `${rng.pick(LAST)} ${rng.pick(['Industrie', 'Ingénierie', 'et Fils', 'SAS', 'Technologies', 'Services', 'Engineering'])}`;
      if (!usedEmployers.has(name) && !usedNames.has(name)) {
        usedEmployers.add(name);
        smallEmployers.push(name);
        break;
      }
    }
  }
  const occ = OCC[t.occ];
  const school =
    t.home.country !== 'FR' && rng.chance(0.7)
      ? rng.pick(SCHOOLS_ABROAD)
      : occ.support && t.occ !== 'it-industrial'
        ? rng.pick(SCHOOLS_BIZ)
        : ['validation', 'regulatory', 'pharma-qa'].includes(t.occ)
          ? rng.pick(rng.chance(0.6) ? SCHOOLS_PHARMA : SCHOOLS_ENG)
          : t.seniority === 'junior' || rng.chance(0.25)
            ? rng.pick(rng.chance(0.5) ? SCHOOLS_TECH : SCHOOLS_ENG)
            : rng.pick(SCHOOLS_ENG);
  if (referee) referee.company = smallEmployers[0] ?? rng.pick(CONSULTANCIES);
  return { first, last, email, phone, linkedin, referee, smallEmployers, school };
}

// ------------------------------------------------------------------ truth

function homeOf(rng: Rng, sectors: string[], forced?: { city: string; zip?: string }): Home {
  if (forced) {
    const h = HOMES.find((x) => x.city === forced.city && (!forced.zip || x.zip === forced.zip));
    if (!h) throw new Error(`unknown home ${forced.city}`);
    return h;
  }
  return rng.weighted(HOMES, (h) => h.w * (h.boost?.some((b) => sectors.includes(b)) ? 4 : 1));
}

function homeArea(h: Home): Area {
  return h.country === 'FR' ? ville(h.city, h.zip) : ville(h.city, undefined, h.country);
}

function frontierArea(f: NonNullable<Home['frontier']>): Area {
  if (f === 'LU') return pays('LU');
  const [c, code] = f.split(':');
  if (c === 'CH') return regionArea(code!, 'CH');
  if (c === 'BE') return deptArea(code!, 'BE');
  return deptArea(code!, 'FR');
}

function makeAreas(rng: Rng, h: Home, mode: string, interimish: boolean): Area[] {
  const city = homeArea(h);
  if (h.country !== 'FR') {
    const cRegion = regionArea(city.regionCode!, h.country);
    const out: Area[] =
      mode === 'national'
        ? [pays(h.country)]
        : mode === 'homeonly'
          ? [city]
          : rng.chance(0.5)
            ? [city, cRegion]
            : [pays(h.country)];
    if (h.frontier && (mode === 'region' || rng.chance(0.4))) out.push(frontierArea(h.frontier));
    if (mode === 'national' && h.frontier) out.push(frontierArea(h.frontier));
    return out;
  }
  const d = deptArea(city.departmentCode!);
  const r = regionArea(city.regionCode!);
  let out: Area[];
  switch (mode) {
    case 'city':
      out = [city, d];
      break;
    case 'dept':
      out = [d, r];
      break;
    case 'region':
      out = [r, regionArea(rng.pick(NEIGHBOUR_REGIONS[city.regionCode!]!))];
      break;
    case 'national':
      out = rng.chance(0.5) ? [pays('FR')] : [city, pays('FR')];
      break;
    case 'homeonly':
      out = [city];
      break;
    default:
      out = [city, d];
  }
  if (h.frontier && mode !== 'homeonly' && rng.chance(interimish ? 0.2 : 0.35)) out.push(frontierArea(h.frontier));
  return out;
}

function areaTruth(a: Area): AreaTruth {
  const k = keysOf(a);
  return { type: k.type, city: k.city, dept: k.dept, region: k.region, country: k.country };
}

function femaleShare(o: OccId): number {
  const hi: OccId[] = ['regulatory', 'hr-plant', 'legal', 'pharma-qa', 'controlling'];
  const mid: OccId[] = [
    'quality',
    'validation',
    'hse',
    'supply-chain',
    'purchasing',
    'supplier-quality',
    'bim',
    'process',
    'it-industrial',
  ];
  return hi.includes(o) ? 0.62 : mid.includes(o) ? 0.42 : 0.14;
}

function drawFrom(rng: Rng): string {
  // mostly December to March (end of current missions), some later
  const r = rng.next();
  const offset =
    r < 0.25
      ? rng.int(3, 31)
      : r < 0.55
        ? rng.int(32, 63)
        : r < 0.75
          ? rng.int(64, 95)
          : r < 0.9
            ? rng.int(96, 150)
            : rng.int(151, 215);
  return addDays(TODAY, offset);
}

let deptRegionsRegistered = false;
function registerRegions() {
  if (deptRegionsRegistered) return;
  deptRegionsRegistered = true;
  for (const h of HOMES) {
    const a = homeArea(h);
    const k = keysOf(a);
    if (k.dept && k.region) registerDeptRegion(k.dept, k.region);
  }
  // departments the queries name that no home uses
  const extra: [string, string][] = [
    ['FR:01', '84'],
    ['FR:07', '84'],
    ['FR:73', '84'],
    ['FR:74', '84'],
    ['FR:76', '28'],
    ['FR:50', '28'],
    ['FR:14', '28'],
    ['FR:27', '28'],
    ['FR:61', '28'],
    ['FR:62', '32'],
    ['FR:60', '32'],
    ['FR:80', '32'],
    ['FR:02', '32'],
    ['FR:25', '27'],
    ['FR:90', '27'],
    ['FR:70', '27'],
    ['FR:39', '27'],
    ['FR:67', '44'],
    ['FR:68', '44'],
    ['FR:57', '44'],
    ['FR:54', '44'],
    ['FR:88', '44'],
    ['FR:55', '44'],
    ['FR:30', '76'],
    ['FR:34', '76'],
    ['FR:11', '76'],
    ['FR:48', '76'],
    ['FR:66', '76'],
    ['FR:31', '76'],
    ['FR:13', '93'],
    ['FR:83', '93'],
    ['FR:84', '93'],
    ['FR:06', '93'],
    ['FR:44', '52'],
    ['FR:49', '52'],
    ['FR:85', '52'],
    ['FR:92', '11'],
    ['FR:93', '11'],
    ['FR:94', '11'],
    ['FR:95', '11'],
    ['FR:91', '11'],
    ['FR:78', '11'],
    ['FR:77', '11'],
    ['FR:75', '11'],
    ['FR:33', '75'],
    ['FR:64', '75'],
    ['FR:40', '75'],
    ['FR:38', '84'],
    ['FR:69', '84'],
    ['FR:26', '84'],
    ['FR:42', '84'],
  ];
  for (const [d, r] of extra) registerDeptRegion(d, `R:FR:${r}`);
}

function makeTruth(rng: Rng, id: string, p?: Plant): Truth {
  const occId: OccId = p?.occ ?? rng.weighted(OCCS, (o) => o.weight).id;
  const occ = OCC[occId];
  const gender = p?.gender ?? (rng.chance(femaleShare(occId)) ? 'f' : 'm');
  let interim = p?.interim ?? rng.chance(occ.interim);
  // years
  let years: number;
  if (p?.years !== undefined) years = p.years;
  else {
    const r = rng.next();
    years = r < 0.06 ? rng.int(1, 2) : r < 0.3 ? rng.int(3, 6) : r < 0.6 ? rng.int(7, 10) : rng.int(11, 28);
    if (interim) years = Math.max(years, rng.int(14, 30));
    if (occId === 'plant-manager') years = Math.max(years, rng.int(12, 30));
  }
  if (years < 12 && p?.interim === undefined) interim = false;
  const seniority = senOf(years);
  // skills
  const skills = new Set<string>();
  for (const g of occ.anyOf) {
    skills.add(rng.pick(g));
    if (rng.chance(0.3)) skills.add(rng.pick(g));
  }
  for (const s of rng.sample(occ.extra, rng.int(2, 4))) skills.add(s);
  for (const s of p?.skills ?? []) skills.add(s);
  for (const s of p?.noSkills ?? []) skills.delete(s);
  // a few cross skills
  if (rng.chance(0.25))
    skills.add(rng.pick(['excel', 'project-management', 'lean', 'autocad', 'sap', 'power-bi', 'ms-project']));
  // a French ISO 9001 / 8D grounding is common in quality-related trades
  const sectors = p?.sectors ?? rng.sample(occ.sectors, rng.chance(0.45) ? 2 : 1);
  // certs
  const certs = new Set<string>();
  if (p?.certs) p.certs.forEach((c) => certs.add(c));
  else {
    for (const c of occ.certs) {
      const base =
        c === 'hab-elec'
          ? 0.6
          : c === 'hab-nuc'
            ? occId === 'nuclear'
              ? 0.85
              : sectors.includes('nuclear')
                ? 0.6
                : 0
            : c === 'cofrend2'
              ? 0.7
              : c === 'cofrend3'
                ? years > 10
                  ? 0.35
                  : 0
                : c === 'gwo'
                  ? skills.has('offshore-wind') || skills.has('onshore-wind')
                    ? 0.5
                    : 0.05
                  : c === 'bosiet'
                    ? sectors.includes('oil-gas')
                      ? 0.4
                      : 0
                    : 0.25;
      if (rng.chance(base)) certs.add(c);
    }
    if (sectors.includes('nuclear') && occId !== 'nuclear' && rng.chance(0.5)) certs.add('hab-nuc');
    if (sectors.includes('oil-gas') && ['instrumentation', 'piping', 'hse'].includes(occId) && rng.chance(0.3))
      certs.add('bosiet');
    if (rng.chance(0.08)) certs.add(rng.pick(['sst', 'green-belt', 'pmp']));
  }
  // home and areas
  const h = homeOf(rng, sectors, p?.home);
  const interimish = interim || ['nuclear', 'ndt', 'piping', 'instrumentation', 'plant-manager'].includes(occId);
  const mode =
    p?.areas ??
    (() => {
      const r = rng.next();
      const nat = interimish ? 0.4 : 0.1;
      if (r < nat) return 'national';
      const rest = (r - nat) / (1 - nat);
      return rest < 0.4 ? 'city' : rest < 0.7 ? 'dept' : rest < 0.85 ? 'region' : 'homeonly';
    })();
  const areaObjs = makeAreas(rng, h, mode, interimish);
  for (const a of p?.extraAreas ?? []) areaObjs.push(a);
  const home = homeArea(h);
  const hk = keysOf(home);
  const abroad =
    p?.abroad ??
    rng.chance(
      ['piping', 'instrumentation'].includes(occId) || sectors.includes('oil-gas')
        ? 0.35
        : ['nuclear', 'ndt', 'renewables', 'plant-manager'].includes(occId)
          ? 0.18
          : 0.06,
    );
  // availability
  let available: boolean;
  let from: string | null;
  if (p?.available !== undefined || p?.from !== undefined) {
    available = p?.available ?? false;
    from = available ? TODAY : (p?.from ?? null);
  } else {
    const r = rng.next();
    if (r < 0.44) {
      available = true;
      from = TODAY;
    } else if (r < 0.9) {
      available = false;
      from = drawFrom(rng);
    } else {
      available = false;
      from = null;
    }
  }
  // rate
  let rate: number | null;
  if (p && 'rate' in p && p.rate !== undefined) rate = p.rate;
  else if (rng.chance(0.12)) rate = null;
  else {
    const [lo, hi] = occ.rate;
    const mult = { junior: 0.65, confirme: 0.82, senior: 1, expert: 1.18 }[seniority];
    let r = (lo + rng.next() * (hi - lo)) * mult;
    if (interim) r = Math.max(r, 850 + rng.int(0, 10) * 50);
    if (h.country === 'CH') r *= 1.3;
    if (h.country === 'LU') r *= 1.12;
    rate = Math.round(r / 10) * 10;
  }
  // remote, days, durations
  let remote: Remote[];
  if (p?.remote) remote = p.remote;
  else {
    const r = rng.next();
    const rf = occ.remoteFriendly;
    remote =
      r < rf * 0.35
        ? rng.chance(0.5)
          ? ['full']
          : ['hybrid', 'full']
        : r < rf
          ? ['onsite', 'hybrid']
          : rng.chance(0.08)
            ? []
            : ['onsite'];
  }
  let days: number[];
  if (p?.days) days = p.days;
  else {
    const r = rng.next();
    const partTime = occ.support || ['regulatory', 'hse', 'bim', 'validation'].includes(occId) ? 0.25 : 0.06;
    days =
      r < partTime
        ? rng.pick([[2, 3], [3], [3, 4], [2], [4]])
        : r < partTime + 0.15
          ? [4, 5]
          : rng.chance(0.08)
            ? []
            : [5];
  }
  const ALL_D = ['< 3 mois', '3 a 6 mois', '6 a 12 mois', '> 12 mois'];
  let durations: string[];
  if (p?.durations) durations = p.durations;
  else if (interim) durations = rng.chance(0.5) ? ['3 a 6 mois', '6 a 12 mois'] : ['6 a 12 mois', '> 12 mois'];
  else if (rng.chance(0.1)) durations = [];
  else {
    const start = rng.int(0, 3);
    const len = rng.int(1, 3);
    durations = ALL_D.slice(start, Math.min(4, start + len));
  }
  // languages
  const languages: Truth['languages'] = [];
  const flemish = ['Antwerpen', 'Gent'].includes(h.city);
  const german = h.city === 'Basel';
  if (h.country === 'LU') {
    languages.push({ lang: 'lb', level: 4 }, { lang: 'fr', level: 4 }, { lang: 'de', level: 4 });
  } else if (flemish) {
    languages.push({ lang: 'nl', level: 4 }, { lang: 'fr', level: rng.chance(0.6) ? 3 : 4 });
  } else if (german) {
    languages.push({ lang: 'de', level: 4 }, { lang: 'fr', level: 3 });
  } else languages.push({ lang: 'fr', level: 4 });
  const enBoost =
    [
      'regulatory',
      'validation',
      'legal',
      'it-industrial',
      'sap-consultant',
      'plant-manager',
      'stress',
      'airworthiness',
      'piping',
      'instrumentation',
    ].includes(occId) || h.country !== 'FR'
      ? 0.25
      : 0;
  const re = rng.next() - enBoost;
  const enLevel = re < 0.06 ? 4 : re < 0.4 ? 3 : re < 0.8 ? 2 : re < 0.95 ? 1 : 0;
  if (enLevel > 0) languages.push({ lang: 'en', level: enLevel as 1 | 2 | 3 | 4 });
  if (
    !german &&
    h.country !== 'LU' &&
    (['67', '68', '57'].includes(home.departmentCode ?? '') || h.country === 'CH') &&
    rng.chance(0.45)
  )
    languages.push({ lang: 'de', level: rng.pick([2, 3, 3]) as 2 | 3 });
  if (rng.chance(0.1)) languages.push({ lang: 'es', level: rng.pick([1, 2, 3]) as 1 | 2 | 3 });
  if (rng.chance(0.04)) languages.push({ lang: 'it', level: rng.pick([2, 3]) as 2 | 3 });
  if (p?.langs) {
    for (const l of p.langs) {
      const i = languages.findIndex((x) => x.lang === l.lang);
      if (i >= 0) languages[i] = l;
      else languages.push(l);
    }
  }
  const cvLang =
    p?.cvLang ??
    (rng.chance(h.country === 'CH' || h.country === 'LU' || flemish ? 0.35 : abroad ? 0.2 : 0.1) ? 'en' : 'fr');
  return {
    id,
    occ: occId,
    interim,
    gender,
    cvLang,
    skills: [...skills],
    sectors,
    certs: [...certs],
    years,
    seniority,
    seniorityDeclared: p?.declared ?? rng.chance(0.88),
    available,
    from,
    rate,
    home: { city: h.city, zip: h.zip ?? h.postal ?? '', dept: hk.dept, region: hk.region!, country: h.country },
    areas: areaObjs.map(areaTruth),
    nationwide: areaObjs.some((a) => a.type === 'pays' && a.countryCode === 'FR'),
    abroad,
    remote,
    days,
    durations,
    languages,
    vehicle: rng.chance(0.85),
    privateInText: [],
    // areas objects are kept for rendering through a side table
    ...({ __areas: areaObjs, __home: h } as object),
  } as Truth;
}

// ------------------------------------------------------------------ rendering

function fmtDateFr(d: string, rng: Rng): string {
  const [y, m, day] = d.split('-').map(Number) as [number, number, number];
  const r = rng.int(0, 6);
  if (r === 0) return d;
  if (r === 1) return `${pad(day, 2)}/${pad(m, 2)}/${y}`;
  if (r === 2) return `${day === 1 ? '1er' : day} ${MONTHS_FR[m - 1]} ${y}`;
  if (r === 3 && day <= 10) return `début ${MONTHS_FR[m - 1]} ${y}`;
  if (r === 4 && day >= 12 && day <= 18) return `mi-${MONTHS_FR[m - 1]} ${y}`;
  if (r === 5) return `à partir du ${pad(day, 2)}/${pad(m, 2)}/${y}`;
  return `${pad(day, 2)}/${pad(m, 2)}/${y}`;
}
function fmtDateEn(d: string, rng: Rng): string {
  const [y, m, day] = d.split('-').map(Number) as [number, number, number];
  const r = rng.int(0, 3);
  if (r === 0) return d;
  if (r === 1) return `${MONTHS_EN[m - 1]} ${day}, ${y}`;
  if (r === 2 && day <= 10) return `early ${MONTHS_EN[m - 1]} ${y}`;
  return `${day} ${MONTHS_EN[m - 1]} ${y}`;
}

function rateText(t: Truth, rng: Rng): string {
  if (t.rate === null) return rng.pick(['', 'à négocier', 'Selon mission', 'nous consulter', 'négociable']);
  const r = t.rate;
  if (t.home.country === 'CH') {
    const chf = Math.round((r * 1.05) / 10) * 10;
    return rng.pick([`${chf} CHF`, `${chf} CHF/jour`, `CHF ${chf}`]);
  }
  const k = rng.int(0, 6);
  if (k === 0) return String(r);
  if (k === 1) return `${r} €`;
  if (k === 2) return `${r}€/j`;
  if (k === 3) return `TJM ${r} € HT`;
  if (k === 4) return `${r - 50}-${r + 50}`;
  if (k === 5) return `${r} euros / jour`;
  return `${r >= 1000 ? `${Math.floor(r / 1000)} ${pad(r % 1000, 3)}` : r} € HT/jour`;
}

function availText(t: Truth, rng: Rng): string {
  if (t.available)
    return rng.pick([
      '',
      'Immédiate',
      'Dès maintenant',
      'ASAP',
      '2026-11-16',
      '29/11/2026',
      'immédiatement',
      '2026-10-01',
    ]);
  if (!t.from) return rng.pick(['', 'En mission', 'Non disponible actuellement']);
  return t.cvLang === 'en' ? fmtDateEn(t.from, rng) : fmtDateFr(t.from, rng);
}

/** Title words that require a fact of the Truth (a title must not claim what the freelancer is not). */
const TITLE_NEEDS: [RegExp, (t: Truth) => boolean][] = [
  [/éolien|Wind/i, (t) => t.skills.includes('onshore-wind') || t.skills.includes('offshore-wind')],
  [/photovolta|Solar/i, (t) => t.skills.includes('pv')],
  [/hydrogène/i, (t) => t.skills.includes('hydrogen')],
  [/SAP PP\/QM/, (t) => t.skills.includes('sap-pp') || t.skills.includes('sap-qm')],
  [/SAP MM/, (t) => t.skills.includes('sap-mm')],
  [/SAP PM/, (t) => t.skills.includes('sap-pm')],
  [/\bMES\b/, (t) => t.skills.includes('mes')],
  [/SCADA/, (t) => t.skills.includes('scada')],
  [/cybersécurité OT|OT\/IT/, (t) => t.skills.includes('ot-security')],
  [/radioprotection|Radiation/i, (t) => t.skills.includes('radioprotection')],
  [/démantèlement/i, (t) => t.skills.includes('decommissioning')],
  [/sûreté|Safety Engineer/i, (t) => t.occ !== 'nuclear' || t.skills.includes('nuclear-safety')],
  [/CSV/, (t) => t.skills.includes('csv')],
  [/TCE/, (t) => t.skills.includes('tce')],
  [/fiabilité|Reliability/i, (t) => t.skills.includes('reliability')],
  [/béton armé/i, (t) => t.skills.includes('reinforced-concrete')],
  [/charpente métallique/i, (t) => t.skills.includes('steel-frame')],
  [/niveau 3|Level 3/i, (t) => t.certs.includes('cofrend3')],
  [/soudage|Welding/i, (t) => t.skills.includes('welding')],
  [/Claims/, (t) => t.skills.includes('claims')],
  [/mise en service|Commissioning/i, (t) => t.skills.includes('commissioning')],
  [/roboticien/i, (t) => t.skills.includes('robotics')],
  [/Approvisionn/i, (t) => t.skills.includes('replenishment')],
  [/Demand planner/i, (t) => t.skills.includes('demand')],
  [/S&OP/, (t) => t.skills.includes('sop')],
  [/Planificat|Supply Planner/i, (t) => t.skills.includes('mrp') || t.skills.includes('replenishment')],
  [/transition|Interim/i, (t) => t.interim],
  [
    /Technici|Agent méthodes|Projeteu|Dessinat|Méthodiste|Modeleu|Superviseur|Chef d’atelier|Cheffe d’atelier/i,
    (t) => !t.interim && t.years <= 15,
  ],
  [/Directeur|Directrice|Director|Responsable|Manager|Chef de projet|Cheffe de projet|Principal/i, (t) => t.years >= 5],
];
function titleOf(t: Truth, rng: Rng): string {
  const o = OCC[t.occ];
  const base = t.cvLang === 'en' ? o.en : t.gender === 'f' ? o.frF : o.frM;
  const ok = base.filter((x) => TITLE_NEEDS.every(([re, need]) => !re.test(x) || need(t)));
  const list = ok.length ? ok : [base[0]!];
  return rng.weighted(list, (x) => (x === base[0] ? 3 : 1));
}

function labelOf(t: Truth, title: string, rng: Rng): string {
  const en = t.cvLang === 'en';
  const sk = t.skills.filter((s) => !['excel', 'project-management', 'lean', 'management'].includes(s));
  const skName = (s: string) => SKILLS[s]![en ? 1 : 0].split(/ [(/]/)[0];
  const sen = t.seniority;
  const senWord = en
    ? sen === 'expert'
      ? 'Senior '
      : sen === 'senior'
        ? 'Senior '
        : sen === 'junior'
          ? 'Junior '
          : ''
    : sen === 'expert'
      ? rng.pick(['', 'expert', 'senior'])
      : sen === 'senior'
        ? rng.pick(['', 'senior', 'confirmé'])
        : sen === 'confirme'
          ? rng.pick(['', 'confirmé'])
          : rng.pick(['', 'junior']);
  const frSen = !en && senWord ? (t.gender === 'f' && senWord === 'confirmé' ? ' confirmée' : ` ${senWord}`) : '';
  const base = en ? `${senWord}${title}` : `${title}${frSen}`;
  const r = rng.int(0, 7);
  if (t.interim && /transition|Interim/i.test(title)) return title;
  if (t.interim)
    return en
      ? rng.pick([`Interim Manager – ${title}`, `${title} (interim management)`])
      : rng.pick([`Manager de transition – ${title}`, `${title} de transition`, `${title} | Management de transition`]);
  if (r === 0 && sk.length >= 2) return `${base} – ${skName(sk[0]!)} / ${skName(sk[1]!)}`;
  if (r === 1 && !norm(base).includes(norm(SECTORS[t.sectors[0]!]![en ? 1 : 0]).split(' ')[0]!))
    return `${base} | ${en ? SECTORS[t.sectors[0]!]![1] : SECTORS[t.sectors[0]!]![0]}`;
  if (r === 2) return `${base} freelance`;
  if (r === 3) return en ? `${base} – ${t.years} years` : `${base} – ${t.years} ans d’expérience`;
  if (r === 4 && sk.length >= 1) return `${base} (${skName(sk[0]!)})`;
  return base;
}

function joinFr(xs: string[]): string {
  if (xs.length <= 1) return xs.join('');
  return `${xs.slice(0, -1).join(', ')} et ${xs[xs.length - 1]}`;
}
function joinEn(xs: string[]): string {
  if (xs.length <= 1) return xs.join('');
  return `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;
}

function mobilityFr(t: Truth, areas: Area[], h: Home, rng: Rng): string {
  const city = h.display ?? h.city;
  const e = t.gender === 'f' ? 'e' : '';
  const parts: string[] = [];
  const homePays = areas.find((a) => a.type === 'pays' && a.countryCode === h.country && h.country !== 'FR');
  if (t.nationwide)
    parts.push(
      rng.pick([
        `Basé${e} à ${city}, mobile France entière.`,
        `Mobilité nationale (grands déplacements acceptés), domicile ${city}.`,
        `Résidant à ${city} – mobile sur toute la France.`,
      ]),
    );
  else if (homePays) parts.push(`Basé${e} à ${city}, missions dans tout le pays (${homePays.countryName}).`);
  else {
    const reg = areas.find((a) => a.type === 'region' && a.countryCode === h.country);
    const dep = areas.find((a) => a.type === 'departement' && a.countryCode === h.country);
    if (reg)
      parts.push(
        rng.pick([
          `Basé${e} à ${city}, j’interviens sur ${reg.countryCode === 'FR' ? 'toute la région ' : ''}${reg.regionName}.`,
          `Secteur ${reg.regionName} (domicile : ${city}).`,
        ]),
      );
    else if (dep)
      parts.push(
        rng.pick([
          `Basé${e} à ${city}, missions sur ${dep.departmentName} (${dep.departmentCode}) et alentours.`,
          `Secteur ${city} / ${dep.departmentName}.`,
        ]),
      );
    else parts.push(rng.pick([`Basé${e} à ${city}.`, `Missions sur ${city} et sa proche périphérie.`]));
  }
  const fr = areas.find((a) => a.countryCode !== h.country && a.countryCode);
  if (fr)
    parts.push(
      fr.countryCode === 'FR'
        ? `Missions possibles côté France (${fr.departmentName ?? fr.regionName}).`
        : `Frontalier : missions possibles en ${fr.countryName}${fr.regionName && fr.type !== 'pays' ? ` (${fr.regionName})` : ''}.`,
    );
  if (t.abroad)
    parts.push(
      rng.pick([
        'Ouvert aux missions à l’international.',
        'Expérience de chantiers à l’étranger, mobile à l’international (Moyen-Orient, Afrique, Europe).',
        'Disponible pour des missions à l’étranger.',
      ]),
    );
  return parts.join(' ');
}
function mobilityEn(t: Truth, areas: Area[], h: Home, rng: Rng): string {
  const city = h.city === 'Brussels' ? 'Brussels' : h.display && h.country !== 'FR' ? h.city : h.city;
  const parts: string[] = [];
  const homePays = areas.find((a) => a.type === 'pays' && a.countryCode === h.country && h.country !== 'FR');
  if (t.nationwide)
    parts.push(
      rng.pick([`Based in ${city}, willing to travel anywhere in France.`, `Based in ${city}; nationwide mobility.`]),
    );
  else if (homePays)
    parts.push(
      `Based in ${city}, working anywhere in ${homePays.countryCode === 'BE' ? 'Belgium' : homePays.countryCode === 'CH' ? 'Switzerland' : 'Luxembourg'}.`,
    );
  else {
    const reg = areas.find((a) => a.type === 'region' && a.countryCode === h.country);
    const dep = areas.find((a) => a.type === 'departement' && a.countryCode === h.country);
    if (reg) parts.push(`Based in ${city}, working across ${reg.regionName}.`);
    else if (dep) parts.push(`Based in ${city}, covering ${dep.departmentName} (${dep.departmentCode}).`);
    else parts.push(`Based in ${city}.`);
  }
  const fr = areas.find((a) => a.countryCode !== h.country && a.countryCode);
  if (fr)
    parts.push(
      `Cross-border assignments possible (${fr.type === 'pays' ? fr.countryName : (fr.departmentName ?? fr.regionName)}).`,
    );
  if (t.abroad)
    parts.push(
      rng.pick(['Open to international assignments.', 'Experienced with overseas sites; happy to work abroad.']),
    );
  return parts.join(' ');
}

function langSentence(t: Truth, rng: Rng): string {
  const en = t.cvLang === 'en';
  const xs = t.languages.filter((l) => l.lang !== 'fr' || en).filter((l) => l.level >= 2);
  if (!xs.length) return '';
  if (en)
    return `Languages: ${xs.map((l) => `${LANG_EN[l.lang]} (${l.level === 4 ? 'native/bilingual' : l.level === 3 ? 'fluent' : 'professional'})`).join(', ')}.`;
  return rng.pick([
    `Langues : ${xs.map((l) => `${LANG_FR[l.lang].toLowerCase()} ${l.level === 4 ? 'bilingue' : l.level === 3 ? 'courant' : 'professionnel'}`).join(', ')}.`,
    `${xs.map((l) => `${LANG_FR[l.lang]} ${l.level === 4 ? 'bilingue' : l.level === 3 ? 'courant' : 'opérationnel'}`).join(', ')}.`,
  ]);
}

function availSentence(t: Truth, rng: Rng): string {
  const en = t.cvLang === 'en';
  if (t.available)
    return en
      ? rng.pick(['Available now.', 'Available immediately.'])
      : rng.pick(['Disponible immédiatement.', 'Disponible dès maintenant.', 'Dispo immédiate.']);
  if (!t.from) return en ? 'Currently on assignment.' : 'Actuellement en mission.';
  return en
    ? `Available from ${fmtDateEn(t.from, rng)}.`
    : `Disponible à partir du ${fmtDateFr(t.from, rng).replace(/^à partir du /, '')}.`
        .replace('du début', 'de début')
        .replace('du mi-', 'de mi-');
}

const ACHIEVE_FR: Partial<Record<OccId, string[]>> = {
  automation: [
    'Mise en service de 4 lignes de conditionnement.',
    'Migration S5 vers S7-1500 sans arrêt de production.',
    'Réduction de 30 % des micro-arrêts.',
  ],
  maintenance: [
    'MTBF amélioré de 25 %.',
    'Déploiement de la GMAO sur 3 ateliers.',
    'Budget maintenance réduit de 12 %.',
  ],
  quality: [
    'Certification obtenue sans écart majeur.',
    'PPM clients divisés par 3.',
    'Coût de non-qualité réduit de 40 %.',
  ],
  'supplier-quality': [
    'Taux de PPM fournisseurs réduit de 45 %.',
    '35 audits VDA 6.3 réalisés.',
    'Panel de 60 fournisseurs suivi.',
  ],
  methods: [
    'Gain de 18 % sur les temps de cycle.',
    'Réimplantation complète d’un atelier de 4 000 m².',
    'Standardisation des gammes sur 2 sites.',
  ],
  'works-manager': [
    'Livraison de 120 logements dans les délais.',
    'Chantier de 14 M€ HT mené sans accident.',
    'Réhabilitation d’un collège en site occupé.',
  ],
  'plant-manager': [
    'Retour à l’équilibre en 14 mois.',
    'TRS passé de 58 % à 76 %.',
    'Négociation d’un accord de compétitivité.',
  ],
  hse: [
    'Taux de fréquence divisé par 2.',
    'Renouvellement de l’arrêté préfectoral obtenu.',
    'Certification ISO 45001 obtenue.',
  ],
  purchasing: [
    'Économies de 1,8 M€ sur 12 mois.',
    'Réduction du panel fournisseurs de 30 %.',
    'Contrats cadres renégociés sur 3 familles.',
  ],
  validation: [
    'Qualification complète d’une ligne de remplissage aseptique.',
    'Plus de 80 protocoles rédigés et exécutés.',
    'Inspection ANSM passée sans observation critique.',
  ],
  'supply-chain': [
    'Taux de service porté à 97 %.',
    'Stocks réduits de 20 % en 9 mois.',
    'Mise en place d’un S&OP mensuel.',
  ],
};
const GENERIC_FR = [
  'Respect du planning et du budget.',
  'Bonne intégration dans des équipes pluridisciplinaires.',
  'Reporting hebdomadaire au client.',
  'Formation des équipes locales.',
];
const GENERIC_EN = [
  'Delivered on time and on budget.',
  'Trained local teams.',
  'Weekly reporting to the client.',
  'Worked within multi-discipline teams.',
];

function clientOf(t: Truth, rng: Rng): string {
  const s = rng.pick(t.sectors);
  return rng.pick(CLIENTS[s] ?? CONSULTANCIES);
}

function siteCity(t: Truth, h: Home, rng: Rng): string {
  return rng.chance(0.7)
    ? (h.display ?? h.city)
    : rng.pick([
        'Lyon',
        'Toulouse',
        'Lille',
        'Grenoble',
        'Nantes',
        'Rouen',
        'Marseille',
        'Strasbourg',
        'Bordeaux',
        'Metz',
        'Paris',
        'Dunkerque',
        'Saint-Nazaire',
        'Mulhouse',
      ]);
}

function render(rng: Rng, t: Truth, who: Person): unknown {
  const occ = OCC[t.occ];
  const h = (t as unknown as { __home: Home }).__home;
  const areas = (t as unknown as { __areas: Area[] }).__areas;
  const en = t.cvLang === 'en';
  const title = titleOf(t, rng);
  const label = labelOf(t, title, rng);
  const skillNames = t.skills.map((s) => SKILLS[s]![en ? 1 : 0]);
  const sectorNames = t.sectors.map((s) => SECTORS[s]![en ? 1 : 0]);
  const e = t.gender === 'f' ? 'e' : '';
  const startFreelance = 2026 - Math.min(t.years, rng.int(1, 8));
  const careerStart = 2026 - t.years;

  // ---------- summary
  const S: string[] = [];
  if (!en) {
    const tl = lcFirst(title);
    const secArt = joinFr(t.sectors.map((s) => SECTOR_ART[s]!));
    const opener = t.interim
      ? rng.pick([
          `Manager de transition depuis ${startFreelance}, ${t.years} ans d’expérience industrielle dont plusieurs postes de direction, principalement dans ${secArt}.`,
          `${title} de transition : ${t.years} ans d’expérience, missions de 4 à 12 mois dans ${secArt}.`,
        ])
      : t.seniority === 'junior'
        ? rng.pick([
            `${title} junior, ${t.years} an${t.years > 1 ? 's' : ''} d’expérience (alternance comprise) dans ${secArt}.`,
            `Jeune ${tl} (${who.school}), première expérience dans ${secArt}.`,
          ])
        : rng.pick([
            `${title} avec ${t.years} ans d’expérience dans ${secArt}.`,
            `${t.years} ans d’expérience en tant ${/^[aeiouéèêh]/i.test(tl) ? 'qu’' : 'que '}${tl}, principalement dans ${secArt}.`,
            `Freelance depuis ${startFreelance}, j’interviens comme ${tl} auprès d’industriels (${joinFr(sectorNames)}).`,
            `${title} ${t.seniority === 'expert' ? 'expérimenté' + e : 'confirmé' + e} – ${t.years} ans dans ${secArt}.`,
          ]);
    if (opener.includes(who.school)) t.privateInText.push(who.school);
    S.push(opener);
    S.push(
      rng.pick([
        `Interventions : ${rng.sample(occ.doFr, 2).join(' ; ')}.`,
        `Cœur de métier : ${rng.pick(occ.doFr)}.`,
        `Missions types : ${rng.pick(occ.doFr)}.`,
      ]),
    );
    S.push(
      rng.pick([
        `Environnement technique : ${skillNames.join(', ')}.`,
        `Compétences clés : ${skillNames.join(' ; ')}.`,
        `Outils et référentiels : ${skillNames.join(', ')}.`,
      ]),
    );
    if (t.certs.length && rng.chance(0.7))
      S.push(
        `${rng.pick(['Habilitations', 'Certifications', 'Titres'])} : ${t.certs.map((c) => CERTS[c]![0]).join(', ')}.`,
      );
    S.push(mobilityFr(t, areas, h, rng));
    if (rng.chance(0.4)) S.push(availSentence(t, rng));
    if (rng.chance(0.5)) {
      const l = langSentence(t, rng);
      if (l) S.push(l);
    }
    if (t.days.length && !t.days.includes(5) && rng.chance(0.7))
      S.push(`Disponible ${t.days.join(' à ')} jours par semaine.`);
    if (t.remote.includes('full') && rng.chance(0.6)) S.push('Missions en full remote possibles.');
    else if (t.remote.includes('hybrid') && rng.chance(0.4)) S.push('Télétravail partiel apprécié.');
  } else {
    const opener = t.interim
      ? `Interim manager since ${startFreelance}, ${t.years} years of industrial experience including several leadership roles in ${joinEn(sectorNames)}.`
      : rng.pick([
          `${t.seniority === 'junior' ? 'Junior ' : ''}${title} with ${t.years} years of experience in ${joinEn(sectorNames)}.`,
          `Freelance ${title.toLowerCase()} since ${startFreelance}; ${t.years} years in ${joinEn(sectorNames)}.`,
          `${t.years} years as ${/^[AEIOU]/.test(title) ? 'an' : 'a'} ${title.toLowerCase()} in ${joinEn(sectorNames)}.`,
        ]);
    S.push(opener);
    S.push(`Typical work: ${joinEn(rng.sample(occ.doEn, 2))}.`);
    S.push(rng.pick([`Tools and standards: ${skillNames.join(', ')}.`, `Key skills: ${skillNames.join('; ')}.`]));
    if (t.certs.length && rng.chance(0.7)) S.push(`Certifications: ${t.certs.map((c) => CERTS[c]![1]).join(', ')}.`);
    S.push(mobilityEn(t, areas, h, rng));
    if (rng.chance(0.4)) S.push(availSentence(t, rng));
    const l = langSentence(t, rng);
    if (l && rng.chance(0.6)) S.push(l);
    if (t.days.length && !t.days.includes(5) && rng.chance(0.7))
      S.push(`Available ${t.days.join(' to ')} days a week.`);
    if (t.remote.includes('full') && rng.chance(0.6)) S.push('Fully remote assignments welcome.');
  }
  // private data in free text, for some profiles
  const pr = rng.next();
  if (pr < 0.08) {
    S.push(en ? `Contact: ${who.email} / ${who.phone}` : `Contact : ${who.email} – ${who.phone}`);
    t.privateInText.push(who.email, who.phone);
  } else if (pr < 0.14 && who.smallEmployers[0]) {
    S.push(
      en
        ? `Formerly with ${who.smallEmployers[0]}.`
        : `Ancien${t.gender === 'f' ? 'ne' : ''} de ${who.smallEmployers[0]}.`,
    );
    t.privateInText.push(who.smallEmployers[0]);
  } else if (pr < 0.19 && who.referee) {
    S.push(
      en
        ? `References available (${who.referee.name}, ${who.referee.company}).`
        : `Références : ${who.referee.name} (${who.referee.role}, ${who.referee.company}).`,
    );
    t.privateInText.push(who.referee.name, who.referee.company);
  } else if (pr < 0.22) {
    S.push(
      en
        ? `${who.first} ${who.last} – LinkedIn: linkedin.com/in/${who.linkedin}`
        : `${who.first} ${who.last} – profil LinkedIn : linkedin.com/in/${who.linkedin}`,
    );
    t.privateInText.push(`${who.first} ${who.last}`, who.linkedin);
  }
  const summary = S.join(rng.chance(0.3) ? '\n' : ' ');

  // ---------- work history (most recent first)
  const work: { name: string; position: string; startDate?: string; endDate?: string; summary: string }[] = [];
  const nMissions = Math.max(1, Math.min(3, 2026 - startFreelance)) - (rng.chance(0.3) ? 1 : 0) || 1;
  let end: string | undefined = t.available ? `2026-${pad(rng.int(8, 11), 2)}` : undefined;
  let cursorYear = 2026;
  for (let i = 0; i < nMissions; i++) {
    const startY = Math.max(startFreelance, cursorYear - rng.int(0, 1));
    const startM = startY >= 2026 ? rng.int(1, 7) : rng.int(1, 12);
    const client = clientOf(t, rng);
    const viaConsult = rng.chance(0.25);
    const name = viaConsult ? `${rng.pick(CONSULTANCIES)} (client ${client})` : client;
    const site = siteCity(t, h, rng);
    const act = rng.pick(en ? occ.doEn : occ.doFr);
    const sk = rng.sample(skillNames, Math.min(3, skillNames.length));
    const ach = en ? rng.pick(GENERIC_EN) : rng.pick(ACHIEVE_FR[t.occ] ?? GENERIC_FR);
    const position = t.interim
      ? en
        ? `Interim ${title}`
        : `${title} (mission de transition)`
      : rng.chance(0.5)
        ? `${title} (freelance)`
        : title;
    const summaryW = en
      ? `Assignment at ${client}, ${site} site: ${act}. ${sk.join(', ')}. ${ach}`
      : rng.pick([
          `Mission chez ${client}, site de ${site} : ${act}. ${sk.join(', ')}. ${ach}`,
          `${act[0]!.toUpperCase()}${act.slice(1)} pour ${client} (${site}). Outils : ${sk.join(', ')}. ${ach}`,
        ]);
    work.push({ name, position, startDate: `${startY}-${pad(startM, 2)}`, endDate: end, summary: summaryW });
    end = `${startY}-${pad(Math.max(1, startM - 1), 2)}`;
    cursorYear = startY - 1;
    if (cursorYear < startFreelance) break;
  }
  // employee positions before freelancing
  const empYears = startFreelance - careerStart;
  if (empYears > 0) {
    const nEmp = empYears > 8 ? 2 : 1;
    let endY = startFreelance;
    for (let i = 0; i < nEmp; i++) {
      const startY = i === nEmp - 1 ? careerStart : Math.max(careerStart + 1, endY - rng.int(3, 7));
      const emp = who.smallEmployers[i] ?? (rng.chance(0.5) ? rng.pick(CONSULTANCIES) : clientOf(t, rng));
      const nearOcc = NEAR[t.occ];
      const otherTitle = i === nEmp - 1 && nearOcc.length && rng.chance(0.2) ? OCC[rng.pick(nearOcc)] : occ;
      const tl = en ? otherTitle.en[0]! : t.gender === 'f' ? otherTitle.frF[0]! : otherTitle.frM[0]!;
      const act = rng.pick(en ? otherTitle.doEn : otherTitle.doFr);
      work.push({
        name: emp,
        position: tl,
        startDate: `${startY}-${pad(rng.int(1, 12), 2)}`,
        endDate: `${endY}-${pad(rng.int(1, 12), 2)}`,
        summary: en
          ? `${act[0]!.toUpperCase()}${act.slice(1)}.`
          : `${act[0]!.toUpperCase()}${act.slice(1)}.${rng.chance(0.3) ? ` ${rng.pick(GENERIC_FR)}` : ''}`,
      });
      endY = startY;
    }
  }

  // ---------- skills section
  const levels = en ? ['Expert', 'Advanced', 'Intermediate'] : ['Expert', 'Avancé', 'Intermédiaire', 'Confirmé'];
  let skills: { name: string; level: string; keywords: string[] }[];
  if (rng.chance(0.5)) {
    const groups = new Map<string, string[]>();
    for (const s of t.skills) {
      const g = SKILLS[s]![2];
      groups.set(g, [...(groups.get(g) ?? []), SKILLS[s]![en ? 1 : 0]]);
    }
    skills = [...groups.entries()].map(([g, ks]) => ({ name: g, level: rng.pick(levels), keywords: ks }));
  } else skills = t.skills.map((s) => ({ name: SKILLS[s]![en ? 1 : 0], level: rng.pick(levels), keywords: [] }));

  // ---------- languages, certificates, education
  const languages = t.languages.map((l) => ({
    language: en ? LANG_EN[l.lang] : LANG_FR[l.lang],
    fluency:
      l.level === 4 &&
      ((l.lang === 'fr' && t.home.country !== 'LU') ||
        l.lang === 'nl' ||
        l.lang === 'lb' ||
        (l.lang === 'de' && h.city === 'Basel'))
        ? en
          ? 'Native'
          : LEVEL_FR_NATIVE
        : en
          ? LEVEL_EN[l.level]
          : LEVEL_FR[l.level],
  }));
  const certificates = t.certs.map((c) => ({
    name: CERTS[c]![en ? 1 : 0],
    issuer:
      c === 'hab-elec'
        ? 'APAVE'
        : c === 'hab-nuc'
          ? 'UFPI / Orano'
          : c.startsWith('cofrend')
            ? 'COFREND'
            : c === 'gwo'
              ? 'GWO'
              : c === 'pmp'
                ? 'PMI'
                : c === 'irca'
                  ? 'IRCA'
                  : c === 'revit-cert'
                    ? 'Autodesk'
                    : '',
    startDate: `${rng.int(Math.max(careerStart, 2012), 2026)}`,
  }));
  const studyType = SCHOOLS_BIZ.includes(who.school)
    ? rng.pick(['Master', 'Master 2', 'Diplôme de grande école'])
    : SCHOOLS_TECH.includes(who.school)
      ? rng.pick(['DUT', 'BTS', 'Licence professionnelle', 'Titre professionnel'])
      : /Faculté/.test(who.school)
        ? 'Doctorat en pharmacie'
        : rng.pick(['Diplôme d’ingénieur', 'Diplôme d’ingénieur', 'Master']);
  const education = [
    {
      institution: who.school,
      area: en
        ? rng.pick([
            'Engineering',
            'Mechanical engineering',
            'Industrial engineering',
            'Electrical engineering',
            'Management',
          ])
        : rng.pick([
            'Génie industriel',
            'Génie mécanique',
            'Génie électrique',
            'Génie des procédés',
            'Génie civil',
            'Qualité',
            'Gestion',
            'Sciences',
          ]),
      studyType,
      startDate: `${careerStart - (studyType.startsWith('D') && studyType !== 'DUT' ? 5 : 2)}`,
      endDate: `${careerStart}`,
    },
  ];
  const references = who.referee
    ? [
        {
          name: who.referee.name,
          reference: en
            ? `${who.referee.role}, ${who.referee.company}`
            : `${who.referee.role[0]!.toUpperCase()}${who.referee.role.slice(1)} chez ${who.referee.company}.`,
        },
      ]
    : [];

  const loc = {
    address: `${h.display ?? h.city}, ${h.country === 'FR' ? 'France' : h.country === 'BE' ? 'Belgique' : h.country === 'CH' ? 'Suisse' : 'Luxembourg'}`,
    postalCode: h.zip ?? h.postal ?? '',
    city: h.display ?? h.city,
    countryCode: h.country,
    region:
      h.country === 'FR'
        ? (areas.find((a) => a.type === 'ville' && a.cityName === h.city)?.regionName ?? homeArea(h).regionName ?? '')
        : (homeArea(h).regionName ?? ''),
  };

  const created = `20${rng.int(19, 25)}-${pad(rng.int(1, 12), 2)}-${pad(rng.int(1, 28), 2)}T${pad(rng.int(7, 21), 2)}:${pad(rng.int(0, 59), 2)}:00Z`;
  const updated = `2026-${pad(rng.int(6, 11), 2)}-${pad(rng.int(1, 28), 2)}T${pad(rng.int(7, 21), 2)}:${pad(rng.int(0, 59), 2)}:00Z`;

  const out = {
    basics: {
      name: `${who.first} ${who.last}`,
      label,
      image: '',
      email: who.email,
      phone: who.phone,
      url: `https://www.linkedin.com/in/${who.linkedin}`,
      summary,
      location: loc,
      profiles: [{ username: who.linkedin, network: 'LinkedIn', url: `https://www.linkedin.com/in/${who.linkedin}` }],
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
      createdAt: created,
      updatedAt: updated,
      firstName: who.first,
      lastName: who.last,
      ...(rng.chance(0.3) ? { cvUrl: `https://cv.freelance-docs.fr/${strip(who.first)}-${strip(who.last)}.pdf` } : {}),
      freelance: {
        available: t.available,
        availabilityDate: availText(t, rng),
        rate: rateText(t, rng),
        seniority: t.seniorityDeclared ? SEN_LABEL[t.seniority] : '',
        professions: rng.chance(0.85) ? [en ? occ.en[0] : occ.frM[0]] : [],
        openToCdi: rng.chance(0.15),
        vehicle: t.vehicle,
        preferences: {
          missionDuration: t.durations,
          remoteWork: t.remote.map((r) => (r === 'onsite' ? 'Sur site' : r === 'hybrid' ? 'Hybride' : 'Full remote')),
          daysPerWeek: t.days.map(String),
          workAreas: areas,
        },
      },
    },
  };
  // half of the CVs are typed with straight apostrophes, the other half with typographic ones
  if (rng.chance(0.5)) return out;
  const straight = (v: unknown): unknown =>
    typeof v === 'string'
      ? v.replace(/’/g, "'")
      : Array.isArray(v)
        ? v.map(straight)
        : v && typeof v === 'object'
          ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, k === 'workAreas' ? x : straight(x)]))
          : v;
  return straight(out);
}

// ------------------------------------------------------------------ corpus

let memo: { profile: unknown; truth: Truth }[] | null = null;

export function corpus(): { profile: unknown; truth: Truth }[] {
  if (memo) return memo;
  registerRegions();
  usedNames.clear();
  usedEmployers.clear();
  const rng = new Rng(0x5e7017);
  const N_RANDOM = 560;
  const specs: (Plant | undefined)[] = [...PLANTS, ...Array.from({ length: N_RANDOM }, () => undefined)];
  const order = rng.shuffle(specs);
  const out: { profile: unknown; truth: Truth }[] = [];
  order.forEach((p, i) => {
    const id = `s17-${pad(i + 1)}`;
    const r = new Rng(0x17000 + i * 7919);
    const t = makeTruth(r, id, p);
    const who = person(r, t);
    const profile = render(r, t, who);
    const clean = { ...t } as Truth & { __areas?: unknown; __home?: unknown };
    delete clean.__areas;
    delete clean.__home;
    out.push({ profile, truth: clean });
  });
  memo = out;
  return out;
}

export { registerRegions };
