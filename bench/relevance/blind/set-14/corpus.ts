// Set 14 (blind): corpus generator. Written from scratch on 2026-11-29 from the interface specification, the raw
// profile schema and the mobility dataset only. Deterministic (own seeded PRNG); "today" is 2026-11-29.
import { Rng } from './rng';
import { OCCS, OCC_BY_KEY, type OccDef, type Stack } from './occupations';
import {
  type Truth,
  type Occ,
  type Home,
  type AreaTruth,
  type Remote,
  type Duration,
  type LangLevel,
  type Level,
  SKILLS,
  CERTS,
  SECTORS,
  LANG_NAMES,
  OCC_FAMILY,
  levelOf,
} from './truth';
import { FIRST_F, FIRST_M, LAST, ESN, SMALL, STARTUPS, SCHOOLS, REFEREE_ROLES_FR, REFEREE_ROLES_EN } from './people';
import { HOMES, homeSpec, type HomeSpec } from './homes';
import { ville, dept, region, pays, type WA } from './mobility';
import { SEEDS, type Seed } from './seeds';

export type { Truth } from './truth';

const TOTAL = 620;
const NOW_Y = 2026;
const NOW_M = 11; // November 2026

// ---------------------------------------------------------------- small text helpers
const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae');
const slug = (s: string) =>
  ascii(s)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const deSchool = (s: string) =>
  (/^[AEIOUÉ]/.test(s) &&
  !/^(ESSEC|EDHEC|ESCP|EM |EPITA|EFREI|ESIEA|ESGI|ESIEE|IAE|INSA|ISEN|IUT|IMT|ENS|EPFL|ECAL|ECV|ESAD|ICN|INSEEC|IIM|IÉSEG|ENSCI|ENSTA|ENSIMAG|ENSEEIHT|ENSEIRB|HEIG|UCLouvain|ULB|UTC|Epitech|École 42)/.test(
    s,
  )
    ? "de l'" + s
    : /^(Le |La )/.test(s)
      ? 'de ' + s.replace(/^Le /, 'du ').replace(/^de du /, 'du ')
      : 'de ' + s
  ).replace(/^de du /, 'du ');
const cap = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
const joinFr = (a: string[]) => (a.length <= 1 ? a.join('') : a.slice(0, -1).join(', ') + ' et ' + a[a.length - 1]);
const joinEn = (a: string[]) => (a.length <= 1 ? a.join('') : a.slice(0, -1).join(', ') + ' and ' + a[a.length - 1]);
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
const pad = (n: number) => String(n).padStart(2, '0');
const ym = (y: number, m: number) => `${y}-${pad(m)}`;
function addMonths(y: number, m: number, d: number): [number, number] {
  const t = y * 12 + (m - 1) + d;
  return [Math.floor(t / 12), (t % 12) + 1];
}

// ---------------------------------------------------------------- homes and areas
function homeOf(h: HomeSpec): { home: Home; wa: WA } {
  const wa = ville(h.city, h.zip, h.cc);
  return {
    wa,
    home: {
      city: h.display ?? h.city,
      zip: h.zip ?? h.postal ?? '',
      dept: wa.departmentCode ?? '',
      region: wa.regionCode ?? '',
      regionName: wa.regionName ?? '',
      country: h.cc,
    },
  };
}
const areaTruth = (a: WA): AreaTruth => ({
  type: a.type,
  country: a.countryCode ?? '',
  ...(a.regionCode ? { region: a.regionCode } : {}),
  ...(a.departmentCode ? { dept: a.departmentCode } : {}),
  ...(a.cityName ? { city: a.cityName } : {}),
  ...(a.cityZipCode ? { zip: a.cityZipCode } : {}),
});

/** Area spec used by seeds: 'home-city' | 'home-dept' | 'home-region' | 'FR' | 'BE' | 'CH' | 'LU' | 'dept:75' | 'region:11' | 'canton:GE' | 'city:Lyon:69001' */
function areaFromSpec(spec: string, homeWa: WA, cc: string): WA {
  if (spec === 'home-city') return { ...homeWa };
  if (spec === 'home-dept')
    return homeWa.departmentCode ? dept(homeWa.departmentCode, cc) : region(homeWa.regionCode!, cc);
  if (spec === 'home-region') return region(homeWa.regionCode!, cc);
  if (/^(FR|BE|CH|LU)$/.test(spec)) return pays(spec);
  const [k, a, b] = spec.split(':');
  if (k === 'dept') return dept(a!, b ?? 'FR');
  if (k === 'region') return region(a!, 'FR');
  if (k === 'canton') return region(a!, 'CH');
  if (k === 'beregion') return region(a!, 'BE');
  if (k === 'city') return ville(a!, b, 'FR');
  throw new Error('bad area spec ' + spec);
}

function genAreas(r: Rng, h: HomeSpec, wa: WA): string[] {
  const cc = h.cc;
  if (cc === 'BE')
    return r.wpick(
      [
        [['home-city'], 3],
        [['BE'], 3],
        [['beregion:BRU'], 2],
        [['BE', 'LU'], 1],
        [['BE', 'dept:59'], 1],
        [[], 1.5],
      ] as [string[], number][],
      (x) => x[1],
    )[0];
  if (cc === 'CH')
    return r.wpick(
      [
        [['home-region'], 4],
        [['CH'], 3],
        [['home-region', 'dept:74'], 1],
        [[], 1.5],
      ] as [string[], number][],
      (x) => x[1],
    )[0];
  if (cc === 'LU')
    return r.wpick(
      [
        [['LU'], 5],
        [['home-region'], 2],
        [['LU', 'dept:57'], 1.5],
        [['LU', 'BE'], 0.7],
        [[], 1],
      ] as [string[], number][],
      (x) => x[1],
    )[0];
  if (h.kind === 'dom')
    return r.wpick(
      [
        [['home-dept'], 4],
        [['home-region'], 2],
        [['home-city'], 2],
        [['home-dept', 'region:11'], 0.7],
        [[], 2],
      ] as [string[], number][],
      (x) => x[1],
    )[0];
  if (h.kind === 'paris' || h.kind === 'idf')
    return r.wpick(
      [
        [['region:11'], 4],
        [['dept:75', 'dept:92'], 2],
        [['home-city'], 1.5],
        [['home-dept'], 1.5],
        [['FR'], 1],
        [['region:11', 'FR'], 0.4],
        [[], 1.6],
      ] as [string[], number][],
      (x) => x[1],
    )[0];
  const base = r
    .wpick(
      [
        [['home-city'], 3],
        [['home-dept'], 2.5],
        [['home-region'], 2],
        [['FR'], 1],
        [['home-dept', 'region:11'], 0.8],
        [[], 1.6],
      ] as [string[], number][],
      (x) => x[1],
    )[0]
    .slice();
  const d = wa.departmentCode ?? '';
  if (['57', '54'].includes(d) && r.chance(0.5)) base.push('LU');
  if (['74', '01'].includes(d) && r.chance(0.55)) base.push('canton:GE');
  if (d === '59' && r.chance(0.3)) base.push('BE');
  if (['67', '68'].includes(d) && r.chance(0.15)) base.push('CH');
  return base;
}

// ---------------------------------------------------------------- person
interface Person {
  first: string;
  last: string;
  email: string;
  phone: string;
  linkedin: string;
  linkedinUrl: string;
  ownCompany: string;
  schools: string[];
  employers: string[];
  referee: string | null;
}

const usedNames = new Set<string>();
const usedEmails = new Set<string>();

function makePerson(r: Rng, t: Truth, h: HomeSpec, forced?: { first?: string; last?: string }): Person {
  let first = '';
  let last = '';
  for (let i = 0; i < 200; i++) {
    first = forced?.first ?? r.pick(t.gender === 'f' ? FIRST_F : FIRST_M);
    last = forced?.last ?? r.pick(LAST);
    if (!usedNames.has(first + ' ' + last)) break;
  }
  usedNames.add(first + ' ' + last);
  const f = ascii(first)
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  const l = ascii(last)
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  const domains =
    h.cc === 'BE'
      ? ['gmail.com', 'skynet.be', 'outlook.com', 'hotmail.be']
      : h.cc === 'CH'
        ? ['gmail.com', 'bluewin.ch', 'protonmail.com', 'outlook.com']
        : h.cc === 'LU'
          ? ['gmail.com', 'pt.lu', 'outlook.com']
          : [
              'gmail.com',
              'gmail.com',
              'gmail.com',
              'outlook.fr',
              'yahoo.fr',
              'hotmail.fr',
              'orange.fr',
              'free.fr',
              'laposte.net',
              'protonmail.com',
              'icloud.com',
            ];
  let email = '';
  for (let i = 0; i < 50; i++) {
    const local = r.pick([
      `${f}.${l}`,
      `${f[0]}${l}`,
      `${f}.${l}${r.int(1, 99)}`,
      `${f}${l}`,
      `${l}.${f}`,
      `${f}_${l}`,
      `${f}.${l}.pro`,
      `${f[0]}.${l}${r.int(70, 99)}`,
    ]);
    email = `${local}@${r.pick(domains)}`;
    if (!usedEmails.has(email)) break;
  }
  usedEmails.add(email);
  const d2 = () => pad(r.int(0, 99));
  const dom = t.home.dept;
  const phone =
    h.cc === 'BE'
      ? `+32 4${r.int(70, 99)} ${d2()} ${d2()} ${d2()}`
      : h.cc === 'CH'
        ? `+41 7${r.pick(['6', '8', '9'])} ${r.int(100, 999)} ${d2()} ${d2()}`
        : h.cc === 'LU'
          ? `+352 6${r.pick(['21', '61', '91'])} ${r.int(100, 999)} ${r.int(100, 999)}`
          : dom === '974'
            ? `06 92 ${d2()} ${d2()} ${d2()}`
            : dom === '972'
              ? `06 96 ${d2()} ${d2()} ${d2()}`
              : dom === '971'
                ? `06 90 ${d2()} ${d2()} ${d2()}`
                : dom === '973'
                  ? `06 94 ${d2()} ${d2()} ${d2()}`
                  : dom === '976'
                    ? `06 39 ${d2()} ${d2()} ${d2()}`
                    : r.pick([
                        `06 ${d2()} ${d2()} ${d2()} ${d2()}`,
                        `07 ${d2()} ${d2()} ${d2()} ${d2()}`,
                        `+33 6 ${d2()} ${d2()} ${d2()} ${d2()}`,
                        `+33 (0)7 ${d2()} ${d2()} ${d2()} ${d2()}`,
                      ]);
  const hex = () =>
    Math.floor(r.next() * 0xffffff)
      .toString(16)
      .padStart(6, '0');
  const linkedin = r.pick([
    `${f}-${l}-${hex()}`,
    `${f}${l}`,
    `${f}-${l}`,
    `${f[0]}${l}${r.int(1, 999)}`,
    `${l}-${f}-${hex().slice(0, 4)}`,
  ]);
  const initials = (first[0]! + last[0]!).toUpperCase();
  const ownCompany = r.pick([
    `${last} Conseil`,
    `${last} Consulting`,
    `${initials} Digital`,
    `${last} Tech SASU`,
    `${first} ${last} EI`,
    `Studio ${last}`,
    `${initials} Solutions`,
    r.pick(SMALL),
    r.pick(SMALL),
    'Freelance',
    'Indépendant',
  ]);
  return {
    first,
    last,
    email,
    phone,
    linkedin,
    linkedinUrl: `https://www.linkedin.com/in/${linkedin}`,
    ownCompany,
    schools: [],
    employers: [],
    referee: null,
  };
}

// ---------------------------------------------------------------- truth
const FEMALE_P: Record<string, number> = {
  dev: 0.22,
  ops: 0.12,
  data: 0.35,
  cyber: 0.2,
  product: 0.5,
  design: 0.6,
  erp: 0.4,
  qa: 0.45,
  marketing: 0.55,
  nonit: 0.6,
};
const MIN_YEARS: Partial<Record<Occ, number>> = {
  'tech-lead': 6,
  'archi-logiciel': 8,
  'cloud-archi': 6,
  rssi: 8,
  daf: 10,
  pm: 3,
  sm: 3,
  pmo: 3,
  'cyber-grc': 3,
  cdp: 4,
};
const SENIORITY_LABEL: Record<Level, Truth['declaredSeniority']> = {
  junior: 'Junior (0-2 ans)',
  confirme: 'Confirme (3-6 ans)',
  senior: 'Senior (7-10 ans)',
  expert: 'Expert (10+ ans)',
};

function genYears(r: Rng, occ: Occ): number {
  const lv = r.wpick(
    [
      ['junior', 12],
      ['confirme', 36],
      ['senior', 30],
      ['expert', 22],
    ] as [Level, number][],
    (x) => x[1],
  )[0];
  let y =
    lv === 'junior' ? r.int(1, 2) : lv === 'confirme' ? r.int(3, 6) : lv === 'senior' ? r.int(7, 10) : r.int(11, 22);
  const min = MIN_YEARS[occ] ?? 1;
  if (y < min) y = min + r.int(0, 6);
  return y;
}

function genRemote(r: Rng, h: HomeSpec): Remote[] {
  const far = h.kind === 'dom' || h.kind === 'corse' || h.kind === 'small';
  return r.wpick(
    [
      [['onsite'], far ? 4 : 8],
      [['hybrid'], 28],
      [['hybrid', 'full'], far ? 30 : 25],
      [['full'], far ? 25 : 13],
      [['onsite', 'hybrid'], 16],
      [['onsite', 'hybrid', 'full'], 6],
    ] as [Remote[], number][],
    (x) => x[1],
  )[0];
}
function genDays(r: Rng, partTime: number): number[] {
  if (r.chance(partTime)) return r.pick([[2, 3], [1, 2], [2], [3], [1, 2, 3], [2, 3, 4]]);
  return r.wpick(
    [
      [[5], 40],
      [[4, 5], 22],
      [[3, 4, 5], 12],
      [[4], 6],
      [[3, 4], 5],
      [[], 15],
    ] as [number[], number][],
    (x) => x[1],
  )[0];
}
function genDurations(r: Rng): Duration[] {
  return r.wpick(
    [
      [['6-12', '>12'], 25],
      [['3-6', '6-12', '>12'], 20],
      [['3-6', '6-12'], 15],
      [['>12'], 10],
      [['<3', '3-6'], 7],
      [['<3', '3-6', '6-12', '>12'], 8],
      [[], 15],
    ] as [Duration[], number][],
    (x) => x[1],
  )[0];
}
function genLangs(r: Rng, h: HomeSpec, textLang: 'fr' | 'en'): Truth['langs'] {
  const out: Truth['langs'] = [];
  const frLevel: LangLevel =
    textLang === 'en' && r.chance(0.35) ? r.pick(['professional', 'fluent'] as LangLevel[]) : 'native';
  out.push({ code: 'fr', level: frLevel });
  let en: LangLevel | null = r.wpick(
    [
      [null, 6],
      ['basic', 16],
      ['professional', 40],
      ['fluent', 32],
      ['native', 6],
    ] as [LangLevel | null, number][],
    (x) => x[1],
  )[0];
  if (textLang === 'en' && (en === null || en === 'basic' || en === 'professional'))
    en = r.pick(['fluent', 'native'] as LangLevel[]);
  if (en) out.push({ code: 'en', level: en });
  if (h.cc === 'BE' && r.chance(0.45))
    out.push({ code: 'nl', level: r.pick(['basic', 'professional', 'fluent'] as LangLevel[]) });
  if (h.city === 'Zürich') out.push({ code: 'de', level: r.pick(['fluent', 'native'] as LangLevel[]) });
  else if (h.cc === 'CH' && r.chance(0.35))
    out.push({ code: 'de', level: r.pick(['basic', 'professional'] as LangLevel[]) });
  if (h.cc === 'LU' && r.chance(0.6))
    out.push({ code: 'de', level: r.pick(['professional', 'fluent'] as LangLevel[]) });
  if (h.cc === 'LU' && r.chance(0.25)) out.push({ code: 'lb', level: r.pick(['basic', 'native'] as LangLevel[]) });
  if (r.chance(0.15))
    out.push({
      code: r.pick(['es', 'it', 'pt', 'ar', 'de']),
      level: r.pick(['basic', 'professional', 'fluent', 'native'] as LangLevel[]),
    });
  const seen = new Set<string>();
  return out.filter((l) => (seen.has(l.code) ? false : (seen.add(l.code), true)));
}
function genRate(r: Rng, def: OccDef, lv: Level, h: HomeSpec): number {
  const [lo, hi] = def.rate;
  const mult = { junior: 0.72, confirme: 1, senior: 1.15, expert: 1.3 }[lv];
  const geo =
    h.cc === 'CH'
      ? 1.45
      : h.cc === 'LU'
        ? 1.2
        : h.cc === 'BE'
          ? 1.05
          : h.kind === 'dom'
            ? 0.9
            : h.kind === 'paris' || h.kind === 'idf'
              ? 1.05
              : 1;
  const v = (lo + r.next() * (hi - lo)) * mult * geo;
  return Math.round(v / 10) * 10;
}
function randomFutureDate(r: Rng): string {
  // between 2026-12-01 and 2027-06-15
  const days = r.int(2, 198);
  const d = new Date(Date.UTC(2026, 10, 29 + days));
  return d.toISOString().slice(0, 10);
}

interface Built {
  truth: Truth;
  stack: Stack;
  spec: HomeSpec;
  homeWa: WA;
  areaWas: WA[];
}

function buildTruth(r: Rng, id: string, s: Seed): Built {
  const occ: Occ = s.occ ?? r.wpick(OCCS, (o) => o.weight).occ;
  const def = OCC_BY_KEY[occ]!;
  let stack: Stack;
  if (s.stack !== undefined) {
    const found =
      typeof s.stack === 'number'
        ? def.stacks[s.stack]
        : def.stacks.find((x) => x.tag === s.stack || x.flavor === s.stack);
    if (!found) throw new Error(`seed ${id}: no stack ${s.stack} for ${occ}`);
    stack = found;
  } else stack = r.wpick(def.stacks, (x) => x.w);
  const nOpt = s.optCount ?? r.int(1, Math.min(5, stack.opt.length));
  let skills = [...stack.core, ...r.sample(stack.opt, nOpt)];
  for (const a of s.add ?? []) if (!skills.includes(a)) skills.push(a);
  skills = skills.filter((k) => !(s.drop ?? []).includes(k));
  for (const k of skills) if (!SKILLS[k]) throw new Error(`unknown skill ${k}`);
  const family = OCC_FAMILY[occ];
  const gender = s.gender ?? (r.chance(FEMALE_P[family]!) ? 'f' : 'm');
  const years = s.years ?? genYears(r, occ);
  const level = levelOf(years);
  const declared: Truth['declaredSeniority'] =
    s.declared !== undefined
      ? s.declared
      : r.chance(0.15)
        ? ''
        : years === 10 && r.chance(0.4)
          ? 'Expert (10+ ans)'
          : SENIORITY_LABEL[level];
  const spec = s.home ? homeSpec(s.home) : r.wpick(HOMES, (x) => x.w);
  const { home, wa } = homeOf(spec);
  const areaSpecs = s.areas ?? genAreas(r, spec, wa);
  const areaWas = areaSpecs.map((x) => areaFromSpec(x, wa, spec.cc));
  const textLang: 'fr' | 'en' =
    s.textLang ??
    (r.chance(
      spec.city === 'Zürich'
        ? 0.7
        : spec.cc === 'LU'
          ? 0.35
          : spec.cc === 'CH'
            ? 0.2
            : spec.cc === 'BE'
              ? 0.15
              : spec.kind === 'paris'
                ? 0.2
                : 0.1,
    )
      ? 'en'
      : 'fr');
  const available = s.available ?? (s.from ? false : r.chance(0.5));
  const availableFrom = available ? null : (s.from ?? randomFutureDate(r));
  const certs =
    s.certs ??
    (def.certs.length && r.chance(level === 'junior' ? 0.15 : 0.4) ? r.sample(def.certs, r.chance(0.25) ? 2 : 1) : []);
  for (const c of certs) if (!CERTS[c]) throw new Error('unknown cert ' + c);
  const sectors = s.sectors ?? r.sample(def.sectors, level === 'junior' ? 1 : r.int(1, 3));
  for (const x of sectors) if (!SECTORS[x]) throw new Error('unknown sector ' + x);
  const truth: Truth = {
    id,
    occ,
    family,
    flavor: s.flavor ?? stack.flavor ?? '',
    gender,
    skills,
    certs,
    sectors,
    years,
    level,
    declaredSeniority: declared,
    home,
    areas: areaWas.map(areaTruth),
    remote: s.remote ?? genRemote(r, spec),
    available,
    availableFrom,
    rate: s.rate !== undefined ? s.rate : r.chance(0.12) ? null : genRate(r, def, level, spec),
    days: s.days ?? genDays(r, def.partTime),
    durations: s.durations ?? genDurations(r),
    langs: s.langs ?? genLangs(r, spec, textLang),
    textLang,
    openToCdi: r.chance(0.2),
  };
  return { truth, stack, spec, homeWa: wa, areaWas };
}

// ---------------------------------------------------------------- rendering
const skillName = (k: string, lang: 'fr' | 'en') => (lang === 'en' ? (SKILLS[k]!.en ?? SKILLS[k]!.fr) : SKILLS[k]!.fr);
const skillAltOrName = (r: Rng, k: string, lang: 'fr' | 'en') =>
  SKILLS[k]!.alts && r.chance(0.3) ? r.pick(SKILLS[k]!.alts!) : skillName(k, lang);
const METHOD_KEYS = new Set([
  'scrum',
  'kanban',
  'safe',
  'lean',
  'okr',
  'user-stories',
  'specs',
  'bpmn',
  'uml',
  'gestion-de-projet',
  'recette',
  'moa',
  'product-discovery',
  'roadmap',
  'design-thinking',
  'reporting',
  'budget',
  'jira',
  'confluence',
  'ms-project',
  'prince2',
  'miro',
]);

const LEVEL_WORD_FR: Record<LangLevel, string[]> = {
  native: ['Langue maternelle', 'Natif', 'Bilingue'],
  fluent: ['Courant', 'Courant (C1)', 'Bilingue', 'Très bon niveau'],
  professional: ['Professionnel', 'Intermédiaire (B2)', 'Bon niveau', 'Niveau professionnel'],
  basic: ['Notions', 'Scolaire', 'Débutant (A2)'],
};
const LEVEL_WORD_EN: Record<LangLevel, string[]> = {
  native: ['Native', 'Native speaker', 'Bilingual'],
  fluent: ['Fluent', 'Full professional proficiency', 'C1'],
  professional: ['Professional working proficiency', 'Intermediate (B2)', 'Good'],
  basic: ['Elementary', 'Basic', 'A2'],
};

function fmtDateFr(r: Rng, iso: string, style?: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const k = style ?? r.int(0, 3);
  if (k === 0) return `${pad(d)}/${pad(m)}/${y}`;
  if (k === 1) return `${d === 1 ? '1er' : d} ${MONTHS_FR[m - 1]} ${y}`;
  if (k === 2)
    return d <= 10
      ? `début ${MONTHS_FR[m - 1]} ${y}`
      : d >= 20
        ? `fin ${MONTHS_FR[m - 1]} ${y}`
        : `mi-${MONTHS_FR[m - 1]} ${y}`;
  return `${pad(d)}/${pad(m)}/${y}`;
}
function fmtDateEn(r: Rng, iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return r.pick([
    `${MONTHS_EN[m - 1]} ${d}, ${y}`,
    `${d} ${MONTHS_EN[m - 1]} ${y}`,
    d <= 10 ? `early ${MONTHS_EN[m - 1]} ${y}` : `${MONTHS_EN[m - 1]} ${d}, ${y}`,
  ]);
}

function availabilityMeta(r: Rng, t: Truth): string {
  if (t.available)
    return r.pick(['Immédiate', 'ASAP', '', 'Dès maintenant', 'immédiatement', 'Now', '2026-11-30', 'Disponible']);
  const iso = t.availableFrom!;
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return r.pick([
    iso,
    `${pad(d)}/${pad(m)}/${y}`,
    `${MONTHS_FR[m - 1]} ${y}`,
    d <= 10 ? `Début ${MONTHS_FR[m - 1]}` : `${d} ${MONTHS_FR[m - 1]!.slice(0, 4)}. ${y}`,
    `à partir du ${pad(d)}/${pad(m)}`,
  ]);
}
function rateMeta(r: Rng, t: Truth): string {
  if (t.rate === null)
    return r.pick(['', '', 'À négocier', 'Selon mission', 'Nous consulter', 'negotiable', 'A définir']);
  const v = t.rate;
  if (t.textLang === 'en') return r.pick([`${v}`, `€${v}/day`, `${v} EUR/day`, `${v}-${v + 50}`]);
  return r.pick([
    `${v}`,
    `${v} €`,
    `${v}€/jour`,
    `${v} € HT / jour`,
    `TJM ${v}€`,
    `${v - 50}-${v + 50}`,
    `${v} euros`,
    `${v}€ HT`,
  ]);
}

function daysPhraseFr(days: number[]): string {
  const a = Math.min(...days);
  const b = Math.max(...days);
  return a === b ? `${a} jour${a > 1 ? 's' : ''}` : `${a} à ${b} jours`;
}

function remoteSentence(r: Rng, t: Truth, lang: 'fr' | 'en'): string {
  const k = t.remote.slice().sort().join('+');
  if (lang === 'en') {
    const m: Record<string, string[]> = {
      full: ['Fully remote only.', 'Remote-only freelancer.', 'I work 100% remotely.'],
      'full+hybrid': ['Remote or hybrid.', 'Open to full remote and hybrid set-ups.'],
      hybrid: ['Hybrid (2-3 days on site).', 'Prefer hybrid missions.'],
      'hybrid+onsite': ['On site or hybrid.', 'Happy to work on site or hybrid.'],
      onsite: ['On-site missions preferred.', 'I prefer working on site with the team.'],
      'full+hybrid+onsite': ['Flexible: on site, hybrid or remote.', 'Any set-up: on site, hybrid, remote.'],
    };
    return r.pick(m[k]!);
  }
  const m: Record<string, string[]> = {
    full: [
      'Uniquement en full remote.',
      'Je travaille exclusivement en télétravail.',
      '100 % télétravail.',
      'Missions à distance uniquement.',
    ],
    'full+hybrid': [
      'Full remote ou hybride.',
      'Télétravail partiel ou total.',
      "Ouvert au remote comme à l'hybride.",
      'Remote ou hybride selon le projet.',
    ],
    hybrid: [
      'En hybride (2 à 3 jours sur site).',
      'Idéalement en hybride.',
      'Télétravail partiel souhaité.',
      'Hybride de préférence.',
    ],
    'hybrid+onsite': [
      'Sur site ou hybride.',
      'Présentiel ou hybride.',
      'Disponible sur site, télétravail partiel apprécié.',
    ],
    onsite: ['Je privilégie le présentiel chez le client.', 'Missions sur site.', 'Présentiel uniquement.'],
    'full+hybrid+onsite': [
      'Flexible : sur site, hybride ou remote.',
      "Présentiel, hybride ou full remote : je m'adapte.",
    ],
  };
  return r.pick(m[k]!);
}

function mobilitySentence(r: Rng, t: Truth, was: WA[], e: string, lang: 'fr' | 'en', cityDisplay: string): string {
  const parts: string[] = [];
  for (const a of was) {
    if (a.type === 'pays')
      parts.push(
        lang === 'fr'
          ? a.countryCode === 'FR'
            ? 'toute la France'
            : a.countryCode === 'BE'
              ? 'la Belgique'
              : a.countryCode === 'CH'
                ? 'la Suisse'
                : 'le Luxembourg'
          : (a.countryName ?? ''),
      );
    else if (a.type === 'region') parts.push(a.regionName ?? '');
    else if (a.type === 'departement')
      parts.push(lang === 'fr' ? `${a.departmentName} (${a.departmentCode})` : `${a.departmentName}`);
    else parts.push(a.cityName === 'Brussels' && lang === 'fr' ? 'Bruxelles' : (a.cityName ?? ''));
  }
  const uniq = [...new Set(parts)].filter(Boolean).slice(0, 2);
  if (lang === 'en')
    return `Based in ${cityDisplay}` + (uniq.length ? `, available for missions in ${joinEn(uniq)}.` : '.');
  return (
    r.pick([`Basé${e} à ${cityDisplay}`, `Installé${e} à ${cityDisplay}`, `J'habite ${cityDisplay}`]) +
    (uniq.length ? r.pick([`, mobile sur ${joinFr(uniq)}.`, ` ; missions possibles sur ${joinFr(uniq)}.`]) : '.')
  );
}

function langSentence(r: Rng, t: Truth, lang: 'fr' | 'en'): string {
  const others = t.langs.filter((l) => l.code !== (lang === 'fr' ? 'fr' : 'en') && l.level !== 'basic');
  if (!others.length) return '';
  const l = r.pick(others);
  if (lang === 'en') return `${LANG_NAMES[l.code]!.en}: ${r.pick(LEVEL_WORD_EN[l.level]).toLowerCase()}.`;
  if (l.level === 'fluent' || l.level === 'native')
    return r.pick([
      `${LANG_NAMES[l.code]!.fr} courant.`,
      `Bilingue ${LANG_NAMES[l.code]!.fr.toLowerCase()}.`,
      `${LANG_NAMES[l.code]!.fr} : courant.`,
    ]);
  return `${LANG_NAMES[l.code]!.fr} professionnel.`;
}

function makeTitle(r: Rng, t: Truth, def: OccDef, stack: Stack, lang: 'fr' | 'en'): string {
  const flavorTag = ['cdp', 'sap-fonc', 'juriste', 'salesforce'].includes(t.occ);
  const tag = flavorTag ? (r.chance(0.85) ? stack.tag : '') : r.chance(0.7) ? stack.tag : '';
  let opts = lang === 'fr' ? def.fr(t.gender, tag) : def.en(tag);
  const senior = t.level === 'senior' || t.level === 'expert';
  opts = opts.filter((o) => {
    if (/senior/i.test(o) && !senior) return false;
    if (/junior/i.test(o) && t.level !== 'junior') return false;
    if (/temps partagé|fractional/i.test(o) && t.days.length && Math.min(...t.days) > 3) return false;
    if (t.occ === 'sm' && t.flavor !== 'coach' && /coach/i.test(o)) return false;
    if (t.occ === 'sm' && t.flavor === 'coach' && !/coach/i.test(o)) return false;
    if (t.occ === 'salesforce' && t.flavor === 'fonc' && /d[ée]velop/i.test(o)) return false;
    if (t.occ === 'salesforce' && t.flavor === 'dev' && /administrat/i.test(o)) return false;
    return true;
  });
  let title = r.pick(opts).replace(/\s+/g, ' ').trim();
  if (
    senior &&
    !/senior|lead|expert|directeur|directrice|head|chief|architecte|architect/i.test(title) &&
    r.chance(0.25)
  )
    title = lang === 'fr' ? title + ' senior' : 'Senior ' + title;
  else if (t.level === 'junior' && r.chance(0.35)) title = lang === 'fr' ? title + ' junior' : 'Junior ' + title;
  else if (t.level === 'confirme' && lang === 'fr' && r.chance(0.12))
    title += t.gender === 'f' ? ' confirmée' : ' confirmé';
  if (r.chance(0.12))
    title +=
      lang === 'fr'
        ? r.pick([' freelance', ' indépendant' + (t.gender === 'f' ? 'e' : ''), ' (freelance)'])
        : ' (freelance)';
  if (r.chance(0.08)) title += lang === 'fr' ? ` | ${t.years} ans d'XP` : ` | ${t.years} yrs exp`;
  return title;
}

interface _Rendered {
  profile: Record<string, unknown>;
}

function pickEmployer(r: Rng, t: Truth, mission: boolean): string {
  if (t.family === 'nonit') {
    const firms: Record<string, string[]> = {
      daf: ['Deloitte', 'KPMG', 'EY', 'PwC', 'Forvis Mazars', 'Grant Thornton'],
      cdg: ['Deloitte', 'KPMG', 'Forvis Mazars', 'Fiducial', 'In Extenso'],
      recruteur: ['Michael Page', 'Hays', 'Robert Walters', 'Adecco', 'Randstad', 'Silkhom', 'Externatic', 'Fed IT'],
      juriste: [
        'Fidal',
        'CMS Francis Lefebvre',
        'Racine Avocats',
        'Bird & Bird',
        'Lexing Alain Bensoussan',
        'Village de la Justice',
      ],
    };
    const k = r.next();
    if (k < 0.55) return r.pick(SECTORS[r.pick(t.sectors)]!.clients);
    if (k < 0.8) return r.pick(firms[t.occ] ?? ESN);
    return r.pick(k < 0.9 ? STARTUPS : SMALL);
  }
  const k = r.next();
  if (mission) {
    if (k < 0.68) return r.pick(SECTORS[r.pick(t.sectors)]!.clients);
    if (k < 0.84) return r.pick(SMALL);
    return r.pick(STARTUPS);
  }
  if (k < 0.5) return r.pick(ESN);
  if (k < 0.8) return r.pick(SECTORS[r.pick(t.sectors)]!.clients);
  if (k < 0.92) return r.pick(STARTUPS);
  return r.pick(SMALL);
}

function schoolFor(r: Rng, t: Truth): { institution: string; area: string; studyType: string } {
  const fr = t.textLang === 'fr';
  switch (t.family) {
    case 'nonit':
      if (t.occ === 'juriste')
        return {
          institution: r.pick(SCHOOLS.law!),
          area: r.pick([
            'Droit des affaires',
            'Droit social',
            'Droit du numérique',
            'Droit privé',
            'Droit des contrats',
          ]),
          studyType: r.pick(['Master 2', 'Master', 'DJCE', 'CAPA']),
        };
      if (t.occ === 'recruteur')
        return {
          institution: r.pick(SCHOOLS.biz!),
          area: r.pick(['Ressources humaines', 'Psychologie du travail', 'Management', 'GRH']),
          studyType: r.pick(['Master', 'Licence', 'Bachelor', 'Master 2']),
        };
      return {
        institution: r.pick(SCHOOLS.biz!),
        area: r.pick([
          'Finance',
          'Contrôle de gestion et audit',
          'Comptabilité-Contrôle-Audit (CCA)',
          "Finance d'entreprise",
        ]),
        studyType: r.pick(['Master', 'Programme Grande École', 'Master 2', 'DSCG']),
      };
    case 'design':
      return {
        institution: r.pick(SCHOOLS.design!),
        area: r.pick(["Design d'interaction", 'Design graphique', 'UX design', 'Design numérique']),
        studyType: r.pick(['Master', 'Bachelor', 'Mastère', 'DNMADE']),
      };
    case 'marketing':
      return {
        institution: r.pick(SCHOOLS.biz!),
        area: r.pick(['Marketing digital', 'Communication', 'E-business', 'Marketing']),
        studyType: r.pick(['Master', 'Bachelor', 'MSc']),
      };
    case 'product':
      return r.chance(0.5)
        ? {
            institution: r.pick(SCHOOLS.biz!),
            area: r.pick(["Management des systèmes d'information", 'Management de projet', 'Stratégie digitale']),
            studyType: r.pick(['Master', 'MSc', 'Mastère spécialisé']),
          }
        : {
            institution: r.pick(SCHOOLS.eng!),
            area: r.pick(['Informatique', "Systèmes d'information", 'Génie industriel']),
            studyType: fr ? "Diplôme d'ingénieur" : 'MSc Engineering',
          };
    default: {
      const area =
        t.family === 'data'
          ? r.pick([
              'Data science',
              'Mathématiques appliquées',
              'Informatique',
              'Statistique et informatique décisionnelle',
            ])
          : t.family === 'cyber'
            ? r.pick(['Cybersécurité', "Sécurité des systèmes d'information", 'Réseaux et télécoms'])
            : t.occ === 'dev-embedded'
              ? r.pick(['Systèmes embarqués', 'Électronique et informatique industrielle'])
              : t.family === 'ops'
                ? r.pick(['Réseaux et systèmes', 'Informatique', 'Administration systèmes'])
                : r.pick(['Informatique', 'Génie logiciel', 'Développement web', 'Ingénierie du logiciel']);
      return {
        institution: r.pick(SCHOOLS.eng!),
        area,
        studyType: r.pick(
          fr
            ? [
                "Diplôme d'ingénieur",
                'Master',
                'Licence professionnelle',
                'BTS SIO',
                'DUT Informatique',
                'Titre RNCP niveau 7',
              ]
            : ['MSc', 'BSc', 'Engineering degree', 'Master'],
        ),
      };
    }
  }
}

function render(r: Rng, b: Built, p: Person): Record<string, unknown> {
  const t = b.truth;
  const def = OCC_BY_KEY[t.occ]!;
  const lang = t.textLang;
  const e = t.gender === 'f' ? 'e' : '';
  const title = makeTitle(r, t, def, b.stack, lang);
  const it = t.family !== 'nonit';
  const cityDisplay = t.home.city;

  // ---- career timeline (months back from Nov 2026)
  const totalM = t.years * 12 + r.int(0, 8);
  const fyM =
    t.years <= 2 ? r.int(4, Math.max(5, totalM - 3)) : Math.min(totalM - 6, r.int(12, Math.min(9 * 12, totalM - 6)));
  const [csY, _csM] = addMonths(NOW_Y, NOW_M, -totalM);
  const [fsY, fsM] = addMonths(NOW_Y, NOW_M, -fyM);
  const fy = Math.max(1, Math.round(fyM / 12));

  // ---- summary
  const tasks = r.sample(lang === 'fr' ? def.tasksFr : def.tasksEn, r.int(2, 3));
  const shown = r.sample(t.skills, r.int(3, Math.min(7, t.skills.length))).map((k) => skillAltOrName(r, k, lang));
  const sectorWords = t.sectors.map((s) => r.pick(lang === 'fr' ? SECTORS[s]!.fr : SECTORS[s]!.en));
  const lowTitle = title.replace(/ \| .*$/, '');
  const lcTitle = /^.[a-zà-ÿ]/.test(lowTitle) ? lowTitle[0]!.toLowerCase() + lowTitle.slice(1) : lowTitle;
  const sentences: string[] = [];
  const yrs =
    t.years === 1 ? (lang === 'fr' ? '1 an' : '1 year') : lang === 'fr' ? `${t.years} ans` : `${t.years} years`;
  if (lang === 'fr') {
    const ci = r.int(0, 4);
    const clientType = [
      'les grands comptes',
      'des start-ups et des PME',
      'des ETI et des grands groupes',
      'des scale-ups',
      'des collectivités et des grands comptes',
    ][ci];
    const aupres = [
      'auprès des grands comptes',
      'auprès de start-ups et de PME',
      "auprès d'ETI et de grands groupes",
      'auprès de scale-ups',
      'auprès de collectivités et de grands comptes',
    ][ci];
    const openers =
      t.level === 'junior'
        ? [
            `${lowTitle} avec ${yrs} d'expérience, diplômé${e} en ${csY}.`,
            `Jeune ${lcTitle} (${yrs} d'expérience), ${t.gender === 'f' ? 'curieuse et motivée' : 'curieux et motivé'}.`,
            `${lowTitle} : ${yrs} d'expérience dont une partie en alternance.`,
          ]
        : [
            `${lowTitle} avec ${yrs} d'expérience.`,
            `${lowTitle} indépendant${e} depuis ${fy} an${fy > 1 ? 's' : ''}, ${yrs} d'expérience au total.`,
            `Fort${e} de ${yrs} d'expérience, j'interviens en tant que ${lcTitle} ${aupres}.`,
            `${lowTitle}. ${yrs} d'XP, dont ${fy} en freelance.`,
            `Bonjour ! Je suis ${lcTitle}${/freelance|indépendant/.test(lcTitle) ? '' : ' freelance'} et j'accompagne ${clientType} depuis ${fsY}.`,
            `${lowTitle} depuis ${csY}, j'accompagne ${clientType}.`,
          ];
    sentences.push(r.pick(openers));
    sentences.push(
      r.pick([
        `J'interviens principalement sur : ${joinFr(tasks)}.`,
        `Missions récentes : ${tasks.join(' ; ')}.`,
        `Mes domaines d'intervention : ${joinFr(tasks)}.`,
        `Spécialisé${e} : ${joinFr(tasks)}.`,
        `Au programme de mes dernières missions : ${joinFr(tasks)}.`,
      ]),
    );
    if (r.chance(0.65))
      sentences.push(
        r.pick(
          it
            ? ['Stack : ', 'Environnement technique : ', 'Technos : ', 'Compétences clés : ', 'Outils maîtrisés : ']
            : ['Compétences : ', 'Expertises : ', 'Points forts : '],
        ) +
          shown.join(', ') +
          '.',
      );
    if (r.chance(0.7))
      sentences.push(
        r.pick([
          `Expérience dans les secteurs suivants : ${joinFr(sectorWords)}.`,
          `Secteurs : ${sectorWords.join(', ')}.`,
          `Principaux secteurs : ${joinFr(sectorWords)}.`,
        ]),
      );
    if (t.certs.length && r.chance(0.6)) sentences.push(`Certifié${e} ${joinFr(t.certs.map((c) => CERTS[c]!.name))}.`);
    if (r.chance(0.5)) sentences.push(mobilitySentence(r, t, b.areaWas, e, lang, cityDisplay));
    if (r.chance(0.45)) sentences.push(remoteSentence(r, t, lang));
    if (r.chance(0.35))
      sentences.push(
        t.available
          ? r.pick(['Disponible immédiatement.', 'Dispo dès maintenant.', 'Disponible tout de suite.'])
          : r.pick([
              `Disponible à partir du ${fmtDateFr(r, t.availableFrom!, 0)}.`,
              `Prochaine disponibilité : ${fmtDateFr(r, t.availableFrom!, 2)}.`,
              `Disponible le ${fmtDateFr(r, t.availableFrom!, 1)}.`,
            ]),
      );
    if (t.days.length && Math.max(...t.days) < 5 && r.chance(0.5))
      sentences.push(
        r.pick([
          `Disponible ${daysPhraseFr(t.days)} par semaine.`,
          `Je travaille ${daysPhraseFr(t.days)} par semaine.`,
          `Format temps partagé : ${daysPhraseFr(t.days)}/semaine.`,
        ]),
      );
    if (r.chance(0.3)) {
      const ls = langSentence(r, t, lang);
      if (ls) sentences.push(ls);
    }
    if (t.rate !== null && r.chance(0.08)) sentences.push(`TJM indicatif : ${t.rate} €.`);
  } else {
    const openers =
      t.level === 'junior'
        ? [
            `${lowTitle} with ${yrs} of experience, graduated in ${csY}.`,
            `Junior ${lowTitle.replace(/^Junior /, '')} (${yrs} of experience).`,
          ]
        : [
            `${lowTitle} with ${yrs} of experience.`,
            `Freelance ${lowTitle.replace(/^Senior /, 'senior ')} for ${fy} year${fy > 1 ? 's' : ''}, ${yrs} of experience overall.`,
            `${lowTitle} with ${t.years}+ years of experience working with ${r.pick(['large corporates', 'start-ups and scale-ups', 'banks and insurers', 'international companies'])}.`,
            `${lowTitle}. ${yrs} in the field, ${fy} as a freelancer.`,
          ];
    sentences.push(r.pick(openers));
    sentences.push(
      r.pick([`Main areas: ${joinEn(tasks)}.`, `Recent work: ${tasks.join('; ')}.`, `I focus on ${joinEn(tasks)}.`]),
    );
    if (r.chance(0.65))
      sentences.push(
        r.pick(it ? ['Stack: ', 'Tech: ', 'Key skills: '] : ['Skills: ', 'Expertise: ']) + shown.join(', ') + '.',
      );
    if (r.chance(0.7))
      sentences.push(r.pick([`Industries: ${sectorWords.join(', ')}.`, `Experience in ${joinEn(sectorWords)}.`]));
    if (t.certs.length && r.chance(0.6)) sentences.push(`Certified ${joinEn(t.certs.map((c) => CERTS[c]!.name))}.`);
    if (r.chance(0.5)) sentences.push(mobilitySentence(r, t, b.areaWas, e, lang, cityDisplay));
    if (r.chance(0.45)) sentences.push(remoteSentence(r, t, lang));
    if (r.chance(0.35))
      sentences.push(
        t.available
          ? r.pick(['Available now.', 'Available immediately.'])
          : `Available from ${fmtDateEn(r, t.availableFrom!)}.`,
      );
    if (t.days.length && Math.max(...t.days) < 5 && r.chance(0.5)) {
      const a = Math.min(...t.days),
        z = Math.max(...t.days);
      sentences.push(`Available ${a === z ? a : `${a}-${z}`} days a week.`);
    }
    if (r.chance(0.3)) {
      const ls = langSentence(r, t, lang);
      if (ls) sentences.push(ls);
    }
  }

  // ---- work history
  const work: Record<string, unknown>[] = [];
  const freelanceSplit = r.chance(0.55) && fyM >= 10;
  if (!freelanceSplit) {
    const clients = [0, 1].map((i) =>
      r.chance(0.8) ? r.pick(SECTORS[t.sectors[i % t.sectors.length]!]!.clients) : pickEmployer(r, t, true),
    );
    const name = p.ownCompany;
    const lines = tasks.slice(0, 2).map((tk, i) => {
      const sector = sectorWords[i % sectorWords.length]!;
      const client = clients[i % clients.length];
      const withName = r.chance(0.5);
      if (lang === 'fr') return withName ? `• ${client} (${sector}) : ${tk}` : `• Client ${sector} : ${tk}`;
      return withName ? `- ${client} (${sector}): ${tk}` : `- ${cap(sector)} client: ${tk}`;
    });
    for (const c of clients.slice(0, lines.length)) p.employers.push(c);
    if (name !== 'Freelance' && name !== 'Indépendant') p.employers.push(name);
    work.push({
      name,
      position:
        lowTitle + (/freelance|indépendant/i.test(lowTitle) ? '' : lang === 'fr' ? ' - Freelance' : ' (freelance)'),
      startDate: ym(fsY, fsM),
      summary:
        (lang === 'fr' ? 'Missions en indépendant :\n' : 'Freelance missions:\n') +
        lines.join('\n') +
        (r.chance(0.6)
          ? (lang === 'fr' ? '\nEnvironnement : ' : '\nEnvironment: ') +
            r
              .sample(t.skills, Math.min(5, t.skills.length))
              .map((k) => skillName(k, lang))
              .join(', ')
          : ''),
    });
  } else {
    const n = fyM >= 30 ? r.int(2, 3) : 2;
    let endBack = 0;
    const cuts = [
      0,
      ...r
        .shuffle([...Array(n - 1)].map((_, i) => Math.round(((i + 1) * fyM) / n) + r.int(-2, 2)))
        .sort((a, b) => a - b),
      fyM,
    ];
    // mission i covers [cuts[i], cuts[i+1]] months back; i = 0 is the current one
    for (let i = 0; i < n; i++) {
      const startBack = cuts[i + 1]!;
      endBack = cuts[i]!;
      const [sy, sm] = addMonths(NOW_Y, NOW_M, -startBack);
      const [ey, em] = addMonths(NOW_Y, NOW_M, -endBack);
      const client = r.chance(0.75)
        ? r.pick(SECTORS[t.sectors[i % t.sectors.length]!]!.clients)
        : pickEmployer(r, t, true);
      p.employers.push(client);
      const tk = tasks[i % tasks.length]!;
      const sector = sectorWords[i % sectorWords.length]!;
      const sk = r.sample(t.skills, Math.min(r.int(2, 5), t.skills.length)).map((k) => skillName(k, lang));
      const summary =
        lang === 'fr'
          ? r.pick([
              `${cap(tk)}. Contexte : ${sector}.`,
              `Contexte ${sector}. ${cap(tk)}.\nEnvironnement : ${sk.join(', ')}.`,
              `Mission freelance (${sector}) : ${tk}. Outils : ${sk.join(', ')}.`,
              `${cap(tk)} pour un client (${sector}). ${r.chance(0.4) ? `Chez ${client}, é` : 'É'}quipe de ${r.int(3, 12)} personnes.`,
            ])
          : r.pick([
              `${cap(tk)}. Industry: ${sector}.`,
              `${cap(sector)} context. ${cap(tk)}.\nStack: ${sk.join(', ')}.`,
            ]);
      work.push({
        name: client,
        position: lowTitle + (i === 0 && lang === 'fr' ? ' (mission freelance)' : ''),
        startDate: ym(sy, sm),
        ...(i === 0 ? {} : { endDate: ym(ey, em) }),
        summary,
      });
    }
  }
  // employed years before freelancing
  const empM = totalM - fyM;
  if (empM >= 3) {
    const n = empM >= 60 ? r.int(2, 3) : empM >= 24 ? r.int(1, 2) : 1;
    let back = fyM;
    for (let i = 0; i < n; i++) {
      const len = i === n - 1 ? totalM - back : Math.max(3, Math.round(empM / n) + r.int(-4, 4));
      const [ey, em] = addMonths(NOW_Y, NOW_M, -back);
      const [sy, sm] = addMonths(NOW_Y, NOW_M, -(back + len));
      back += len;
      const employer = pickEmployer(r, t, false);
      p.employers.push(employer);
      const early = i === n - 1;
      const pos =
        early && t.years <= 3 && lang === 'fr'
          ? r.pick(['Alternant' + (t.gender === 'f' ? 'e' : '') + ' ', 'Stagiaire ', '']) +
            lowTitle.replace(/ senior| junior| freelance.*$| \(freelance\)| indépendante?/gi, '').toLowerCase()
          : lowTitle.replace(/ senior|Senior | junior|Junior | freelance.*$| \(freelance\)| indépendante?/g, '');
      const tk = r.pick(lang === 'fr' ? def.tasksFr : def.tasksEn);
      const mention = r.chance(0.15)
        ? (lang === 'fr' ? ` Chez ${employer}, ` : ` At ${employer}, `) +
          (lang === 'fr' ? 'participation aux projets transverses.' : 'contribution to cross-team projects.')
        : '';
      work.push({
        name: employer,
        position: cap(pos.trim()),
        startDate: ym(sy, sm),
        endDate: ym(ey, em),
        summary: cap(tk) + '.' + mention,
      });
    }
  }

  // ---- education
  const edu = schoolFor(r, t);
  p.schools.push(edu.institution);
  const education: Record<string, unknown>[] = [
    {
      institution: edu.institution,
      area: edu.area,
      studyType: edu.studyType,
      startDate: String(csY - r.int(2, 5)),
      endDate: String(csY),
    },
  ];
  if (r.chance(0.25)) {
    const e2 = schoolFor(r, t);
    if (e2.institution !== edu.institution) {
      p.schools.push(e2.institution);
      education.push({
        institution: e2.institution,
        area: e2.area,
        studyType: r.pick(['Licence', 'Classe préparatoire', 'DUT', 'Bachelor']),
        startDate: String(csY - 6),
        endDate: String(csY - 4),
      });
    }
  }

  // ---- referee
  const references: Record<string, unknown>[] = [];
  if (r.chance(0.3)) {
    const rg = r.chance(0.5) ? 'f' : 'm';
    let refName = '';
    for (let i = 0; i < 50; i++) {
      refName = `${r.pick(rg === 'f' ? FIRST_F : FIRST_M)} ${r.pick(LAST)}`;
      if (!usedNames.has(refName)) break;
    }
    usedNames.add(refName);
    p.referee = refName;
    const emp = p.employers[0] ?? 'un client';
    references.push({
      name: refName,
      reference:
        lang === 'fr'
          ? `${refName}, ${r.pick(REFEREE_ROLES_FR)} chez ${emp} : « ${r.pick(['Très bonne collaboration, autonome et rigoureux' + e + '.', "Un vrai moteur pour l'équipe, je recommande.", 'Livrables de grande qualité, toujours dans les délais.'])} »`
          : `${refName}, ${r.pick(REFEREE_ROLES_EN)} at ${emp}: "${r.pick(['Great to work with, reliable and autonomous.', 'Delivered on time with high quality.', 'Strong contributor, highly recommended.'])}"`,
    });
  }

  // ---- private data in free text (so that a failed redaction would expose it)
  const priv = r.next();
  if (priv < 0.07)
    sentences.unshift(lang === 'fr' ? `Je m'appelle ${p.first} ${p.last}.` : `My name is ${p.first} ${p.last}.`);
  else if (priv < 0.16)
    sentences.push(
      lang === 'fr'
        ? r.pick([`Contact : ${p.email}`, `Me joindre : ${p.phone} / ${p.email}`, `Tél. ${p.phone}`])
        : `Contact: ${p.email} / ${p.phone}`,
    );
  else if (priv < 0.21)
    sentences.push(lang === 'fr' ? `Diplômé${e} ${deSchool(edu.institution)}.` : `Graduate of ${edu.institution}.`);
  else if (priv < 0.24)
    sentences.push(lang === 'fr' ? `Profil complet : ${p.linkedinUrl}` : `Full profile: ${p.linkedinUrl}`);
  else if (priv < 0.32 && p.employers.length) {
    const emp = p.employers[p.employers.length - 1];
    sentences.push(lang === 'fr' ? `Ancien${t.gender === 'f' ? 'ne' : ''} de ${emp}.` : `Formerly at ${emp}.`);
  }

  // ---- skills section
  let skills: Record<string, unknown>[];
  const fmt = r.int(0, 2);
  const levelWord = () =>
    lang === 'fr'
      ? r.pick(['Expert', 'Avancé', 'Maîtrise', 'Intermédiaire', ''])
      : r.pick(['Expert', 'Advanced', 'Intermediate', '']);
  if (fmt === 0) skills = t.skills.map((k) => ({ name: skillName(k, lang), level: levelWord(), keywords: [] }));
  else if (fmt === 1) {
    const methods = t.skills.filter((k) => METHOD_KEYS.has(k));
    const tech = t.skills.filter((k) => !METHOD_KEYS.has(k));
    skills = [];
    if (tech.length)
      skills.push({
        name:
          lang === 'fr'
            ? it
              ? 'Compétences techniques'
              : 'Compétences métier'
            : it
              ? 'Technical skills'
              : 'Core skills',
        level: '',
        keywords: tech.map((k) => skillName(k, lang)),
      });
    if (methods.length)
      skills.push({
        name: lang === 'fr' ? 'Méthodes et outils' : 'Methods & tools',
        level: '',
        keywords: methods.map((k) => skillName(k, lang)),
      });
  } else {
    const core = b.stack.core.filter((k) => t.skills.includes(k));
    const rest = t.skills.filter((k) => !core.includes(k));
    skills = core.map((k, i) => ({
      name: skillName(k, lang),
      level: levelWord(),
      keywords: i === 0 ? rest.map((x) => skillName(x, lang)) : [],
    }));
    if (!core.length) skills = rest.map((k) => ({ name: skillName(k, lang), level: '', keywords: [] }));
  }

  // ---- languages section
  const languages = r.chance(0.9)
    ? t.langs.map((l) => ({
        language: lang === 'fr' ? LANG_NAMES[l.code]!.fr : LANG_NAMES[l.code]!.en,
        fluency: r.pick(lang === 'fr' ? LEVEL_WORD_FR[l.level] : LEVEL_WORD_EN[l.level]),
      }))
    : [];

  // ---- certificates
  const certificates = t.certs.map((c) => ({
    name: CERTS[c]!.name,
    issuer: CERTS[c]!.issuer,
    startDate: ym(NOW_Y - r.int(0, Math.min(6, t.years)), r.int(1, 12)),
  }));

  // ---- social profiles
  const profiles: Record<string, unknown>[] = [{ username: p.linkedin, network: 'LinkedIn', url: p.linkedinUrl }];
  if (t.family === 'dev' && r.chance(0.35)) {
    const gh =
      ascii(p.first[0] + p.last)
        .toLowerCase()
        .replace(/[^a-z]/g, '') + (r.chance(0.5) ? r.int(1, 99) : '');
    profiles.push({ username: gh, network: 'GitHub', url: `https://github.com/${gh}` });
  }
  if (t.family === 'design' && r.chance(0.5)) {
    const dn = slug(p.first + p.last).replace(/-/g, '');
    profiles.push({
      username: dn,
      network: r.pick(['Dribbble', 'Behance']),
      url: `https://${r.pick(['dribbble.com', 'www.behance.net'])}/${dn}`,
    });
  }

  // ---- meta
  const prefs: Record<string, unknown> = { workAreas: b.areaWas };
  const remoteMap: Record<Remote, string> = { onsite: 'Sur site', hybrid: 'Hybride', full: 'Full remote' };
  const durMap: Record<Duration, string> = {
    '<3': '< 3 mois',
    '3-6': '3 a 6 mois',
    '6-12': '6 a 12 mois',
    '>12': '> 12 mois',
  };
  if (r.chance(0.93)) prefs.remoteWork = t.remote.map((x) => remoteMap[x]);
  else if (!sentences.some((s) => /remote|télétravail|hybride|hybrid|site|présentiel/i.test(s)))
    sentences.push(remoteSentence(r, t, lang));
  if (t.durations.length && r.chance(0.9)) prefs.missionDuration = t.durations.map((d) => durMap[d]);
  if (t.days.length && r.chance(0.88)) prefs.daysPerWeek = t.days.map(String);
  const idn = Number(t.id.split('-')[1]);
  const created = new Date(Date.UTC(2023, 0, 1) + ((idn * 7919) % 1000) * 86400000);
  const updated = new Date(
    Math.min(Date.UTC(2026, 10, 28), created.getTime() + (((idn * 104729) % 600) + 10) * 86400000),
  );

  return {
    basics: {
      name: `${p.first} ${p.last}`,
      label: title,
      image: r.chance(0.4)
        ? `https://img.freelance-cdn.example/avatars/${slug(p.first)}-${((idn * 2654435761) >>> 0).toString(16)}.jpg`
        : '',
      email: p.email,
      phone: p.phone,
      url: p.linkedinUrl,
      summary: sentences.join(' '),
      location: {
        address: `${cityDisplay}, ${t.home.country === 'FR' ? 'France' : t.home.country === 'BE' ? 'Belgique' : t.home.country === 'CH' ? 'Suisse' : 'Luxembourg'}`,
        postalCode: t.home.zip,
        city: cityDisplay,
        countryCode: t.home.country,
        region: t.home.regionName,
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
    interests: [],
    references,
    projects: [],
    meta: {
      id: t.id,
      createdAt: created.toISOString(),
      updatedAt: updated.toISOString(),
      firstName: p.first,
      lastName: p.last,
      ...(r.chance(0.3) ? { cvUrl: `https://files.freelance-cdn.example/cv/${t.id}.pdf` } : {}),
      freelance: {
        available: t.available,
        availabilityDate: availabilityMeta(r, t),
        rate: rateMeta(r, t),
        seniority: t.declaredSeniority,
        professions: [],
        openToCdi: t.openToCdi,
        vehicle: r.chance(0.55),
        preferences: prefs,
      },
    },
  };
}

// ---------------------------------------------------------------- corpus
export interface Entry {
  profile: unknown;
  truth: Truth;
  /** private data of the record, for the identity probes */
  priv: Person;
}

let memo: Entry[] | null = null;

export function corpusWithPrivate(): Entry[] {
  if (memo) return memo;
  usedNames.clear();
  usedEmails.clear();
  const r = new Rng(0x5e714);
  const seeds: Seed[] = [...SEEDS];
  while (seeds.length < TOTAL) seeds.push({});
  // interleave seeds among random profiles so ids do not reveal them
  const order = r.shuffle(seeds.map((_, i) => i));
  const out: Entry[] = [];
  order.forEach((si, i) => {
    const id = `s14-${String(i + 1).padStart(4, '0')}`;
    const rr = new Rng(0x14000 + i * 7717);
    const b = buildTruth(rr, id, seeds[si]!);
    const p = makePerson(rr, b.truth, b.spec, seeds[si]!.name);
    const profile = render(rr, b, p);
    out.push({ profile, truth: b.truth, priv: p });
  });
  memo = out;
  return out;
}

export function corpus(): { profile: unknown; truth: Truth }[] {
  return corpusWithPrivate().map(({ profile, truth }) => ({ profile, truth }));
}
