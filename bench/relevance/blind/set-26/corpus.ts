/**
 * set-26 corpus generator: freelance business consultants in banking, insurance and asset management (and ~15 %
 * neighbours: bank IT, corporate finance and audit outside financial institutions, sales). Deterministic (mulberry32);
 * "today" is 2026-11-30. Each profile is drawn as a Truth first, then written as a CV from it.
 */
import { AREAS, HOMES, area, home, type Area, type Home, type HomeGroup } from './areas';
import {
  CERTS,
  DOMAINS,
  FLUENCY,
  LANG_NAMES,
  OCCS,
  OCC_KEYS,
  SKILLS,
  type Cert,
  type Domain,
  type Lang,
  type Occ,
  type OccDef,
  type Sector,
  type Skill,
  type Titles,
} from './model';
import * as N from './names';
import { PLANTS } from './plants';

export const TODAY = '2026-11-30';
export const PREFIX = 'b26-';

export type Band = 'junior' | 'confirme' | 'senior' | 'expert';
export type Remote = 'Sur site' | 'Hybride' | 'Full remote';
export type Duration = '< 3 mois' | '3 a 6 mois' | '6 a 12 mois' | '> 12 mois';
export type CvLang = 'fr' | 'en';

export const SENIORITY_LABEL: Record<Band, string> = {
  junior: 'Junior (0-2 ans)',
  confirme: 'Confirme (3-6 ans)',
  senior: 'Senior (7-10 ans)',
  expert: 'Expert (10+ ans)',
};

export interface Private {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  linkedin: string;
  employers: string[];
  /** small one-off employers (also in employers) */
  smallEmployers: string[];
  schools: string[];
  referees: string[];
  /** people named in mission texts */
  people: string[];
  /** the snippets of free text that repeat private data, exactly as written */
  inText: string[];
}

export interface Truth {
  id: string;
  occ: Occ;
  neighbour: boolean;
  spec: string | null;
  domain: Domain | null;
  /** sectors worked in, main first */
  sectors: Sector[];
  gender: 'f' | 'm';
  cvLang: CvLang;
  noAccents: boolean;
  years: number;
  band: Band;
  declaredSeniority: string;
  available: boolean;
  /** first free day, ISO date */
  freeFrom: string;
  /** day rate in euros (CHF counted 1:1); null when negotiable or not given */
  rate: number | null;
  remote: Remote[];
  days: number[];
  durations: Duration[];
  home: string;
  homeArea: Area;
  areas: Area[];
  languages: { lang: Lang; level: number }[];
  certs: Cert[];
  skills: Skill[];
  openToCdi: boolean;
  vehicle: boolean;
  private: Private;
}

/** What a planted profile fixes; everything else is drawn. */
export interface Seed {
  occ: Occ;
  spec?: string | null;
  domain?: Domain | null;
  sectors?: Sector[];
  gender?: 'f' | 'm';
  cvLang?: CvLang;
  home?: string;
  /** area keys; 'home' stands for the home city */
  areas?: string[];
  years?: number;
  freeFrom?: string;
  rate?: number | null;
  remote?: Remote[];
  days?: number[];
  langs?: { lang: Lang; level: number }[];
  certs?: Cert[];
  skills?: Skill[];
  without?: Skill[];
}

// ---------------------------------------------------------------------------------------------------------------
// PRNG and helpers

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

type Rng = () => number;

function pick<T>(r: Rng, xs: readonly T[]): T {
  if (xs.length === 0) throw new Error('pick from empty list');
  return xs[Math.floor(r() * xs.length)]!;
}

function pickW<T>(r: Rng, xs: readonly (readonly [T, number])[]): T {
  const total = xs.reduce((s, [, w]) => s + w, 0);
  let x = r() * total;
  for (const [v, w] of xs) {
    x -= w;
    if (x < 0) return v;
  }
  return xs[xs.length - 1]![0];
}

function chance(r: Rng, p: number): boolean {
  return r() < p;
}

function int(r: Rng, lo: number, hi: number): number {
  return lo + Math.floor(r() * (hi - lo + 1));
}

function shuffle<T>(r: Rng, xs: T[]): T[] {
  const a = xs.slice();
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

function sample<T>(r: Rng, xs: readonly T[], n: number): T[] {
  return shuffle(r, xs.slice()).slice(0, n);
}

function uniq<T>(xs: T[]): T[] {
  return [...new Set(xs)];
}

export function stripAccents(s: string): string {
  return s
    .replace(/œ/g, 'oe')
    .replace(/Œ/g, 'OE')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

function slugify(s: string): string {
  return stripAccents(s)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

// dates (UTC, ISO)
function addDays(iso: string, n: number): string {
  const d = new Date(iso + 'T00:00:00Z');
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

function addMonths(iso: string, n: number): string {
  const d = new Date(iso + 'T00:00:00Z');
  d.setUTCMonth(d.getUTCMonth() + n);
  return d.toISOString().slice(0, 10);
}

export function bandOf(years: number): Band {
  if (years <= 2) return 'junior';
  if (years <= 6) return 'confirme';
  if (years <= 9) return 'senior';
  return 'expert';
}

// ---------------------------------------------------------------------------------------------------------------
// Drawing a Truth

const FUND_SERVICES: Occ[] = ['fund-accountant', 'transfer-agent', 'depositary', 'nav-oversight', 'pe-fund-controller'];

function homeGroupWeights(occ: Occ): [HomeGroup, number][] {
  const fam = OCCS[occ].fam;
  if (FUND_SERVICES.includes(occ))
    return [
      ['idf', 30],
      ['lu', 40],
      ['border-lu', 6],
      ['ch', 5],
      ['be', 6],
      ['big', 8],
      ['small', 2],
      ['ins', 1],
      ['border-ch', 2],
    ];
  if (occ === 'private-banker')
    return [
      ['ch', 40],
      ['idf', 25],
      ['lu', 12],
      ['be', 8],
      ['border-ch', 8],
      ['big', 7],
    ];
  if (fam === 'ins')
    return [
      ['idf', 34],
      ['ins', 24],
      ['big', 16],
      ['small', 7],
      ['lu', 6],
      ['ch', 5],
      ['be', 6],
      ['border-lu', 1],
      ['border-ch', 1],
    ];
  if (fam === 'am')
    return [
      ['idf', 45],
      ['lu', 15],
      ['ch', 15],
      ['be', 7],
      ['big', 10],
      ['border-ch', 4],
      ['border-lu', 2],
      ['small', 2],
    ];
  if (fam === 'comp')
    return [
      ['idf', 38],
      ['lu', 17],
      ['ch', 10],
      ['be', 8],
      ['big', 14],
      ['small', 5],
      ['border-lu', 3],
      ['border-ch', 3],
      ['ins', 2],
    ];
  return [
    ['idf', 44],
    ['big', 17],
    ['lu', 10],
    ['ch', 6],
    ['ch-de', 0.6],
    ['be', 7],
    ['small', 6],
    ['ins', 4],
    ['border-lu', 3],
    ['border-ch', 2.4],
  ];
}

const MAIN_CITIES = new Set([
  'luxembourg',
  'geneve',
  'lausanne',
  'brussels',
  'lille',
  'lyon-2',
  'lyon-3',
  'nantes',
  'bordeaux',
  'niort',
  'le-mans',
]);

function drawHome(r: Rng, occ: Occ): Home {
  const g = pickW(r, homeGroupWeights(occ));
  return pick(
    r,
    HOMES.filter((h) => h.group === g).flatMap((h) => (MAIN_CITIES.has(h.key) ? [h, h, h] : [h])),
  );
}

function drawCvLang(r: Rng, h: Home): CvLang {
  const p: Record<HomeGroup, number> = {
    idf: 0.3,
    big: 0.24,
    ins: 0.15,
    small: 0.15,
    'border-lu': 0.3,
    'border-ch': 0.3,
    lu: 0.66,
    ch: 0.5,
    'ch-de': 0.9,
    be: 0.36,
  };
  return chance(r, p[h.group]) ? 'en' : 'fr';
}

function drawYears(r: Rng, def: OccDef): number {
  const band = pickW<Band>(r, [
    ['junior', 0.15],
    ['confirme', 0.33],
    ['senior', 0.28],
    ['expert', 0.24],
  ]);
  let y =
    band === 'junior'
      ? pickW(r, [
          [0, 1],
          [1, 3],
          [2, 3],
        ])
      : band === 'confirme'
        ? int(r, 3, 6)
        : band === 'senior'
          ? int(r, 7, 9)
          : chance(r, 0.7)
            ? int(r, 10, 17)
            : int(r, 18, 28);
  if (y < def.yrs[0]) y = def.yrs[0] + int(r, 0, 4);
  if (y > def.yrs[1]) y = def.yrs[1] - int(r, 0, 3);
  return y;
}

function drawDomain(r: Rng, def: OccDef, h: Home): Domain | null {
  if (!def.domains) return null;
  const w: Record<Domain, number> = {
    marches: 1.3,
    risque: 1.1,
    conformite: 1.1,
    paiements: 0.7,
    credit: 0.8,
    assurance: 1.1,
    'gestion-actifs': 0.9,
    finance: 1,
  };
  if (h.group === 'ins') w.assurance = 5;
  if (h.cc === 'LU') w['gestion-actifs'] = 4;
  if (h.cc === 'CH') w.conformite = 2.5;
  return pickW(
    r,
    def.domains.map((d) => [d, w[d]] as const),
  );
}

function drawSectors(r: Rng, def: OccDef, spec: string | null, domain: Domain | null, h: Home): Sector[] {
  const specDef = spec ? def.specs?.[spec] : undefined;
  const pool: Sector[] = specDef?.sectors ?? (domain ? DOMAINS[domain].sectors : def.sectors);
  let main: Sector | undefined;
  if (h.cc === 'LU' && pool.includes('fundsvc') && chance(r, 0.5)) main = 'fundsvc';
  if (!main && h.cc === 'CH' && pool.includes('private') && chance(r, 0.4)) main = 'private';
  if (!main) main = chance(r, 0.5) ? pool[0]! : pick(r, pool);
  const out = [main];
  const others = pool.filter((s) => s !== main);
  if (others.length > 0 && chance(r, 0.3)) out.push(pick(r, others));
  return out;
}

function drawLangs(r: Rng, h: Home, cvLang: CvLang): { lang: Lang; level: number }[] {
  let native: Lang;
  if (h.group === 'ch-de') native = chance(r, 0.7) ? 'de' : 'fr';
  else if (cvLang === 'fr') native = chance(r, 0.95) ? 'fr' : pick(r, ['ar', 'pt', 'it'] as const);
  else
    native = pickW<Lang>(r, [
      ['fr', 50],
      ['en', 12],
      ['de', h.cc === 'LU' ? 14 : 7],
      ['it', 8],
      ['pt', h.cc === 'LU' ? 9 : 4],
      ['es', 5],
      ['nl', h.cc === 'BE' ? 14 : 3],
    ]);
  const out: { lang: Lang; level: number }[] = [{ lang: native, level: 7 }];
  if (native !== 'en')
    out.push({
      lang: 'en',
      level:
        cvLang === 'en'
          ? pickW(r, [
              [5, 55],
              [6, 35],
              [4, 10],
            ])
          : pickW(r, [
              [4, 30],
              [5, 40],
              [6, 18],
              [3, 8],
              [2, 4],
            ]),
    });
  if (native !== 'fr')
    out.push({
      lang: 'fr',
      level:
        h.group === 'ch-de'
          ? pickW(r, [
              [2, 30],
              [3, 40],
              [4, 30],
            ])
          : native === 'ar' || native === 'pt' || native === 'it'
            ? pickW(r, [
                [4, 20],
                [5, 40],
                [6, 40],
              ])
            : pickW(r, [
                [3, 20],
                [4, 35],
                [5, 30],
                [6, 15],
              ]),
    });
  const add = (lang: Lang, p: number, levels: [number, number][]) => {
    if (out.some((l) => l.lang === lang)) return;
    if (chance(r, p)) out.push({ lang, level: pickW(r, levels) });
  };
  add('de', h.cc === 'LU' ? 0.45 : h.cc === 'CH' ? 0.25 : 0.1, [
    [3, 35],
    [4, 35],
    [5, 20],
    [6, 10],
  ]);
  if (h.cc === 'LU')
    add('lb', 0.18, [
      [3, 40],
      [4, 30],
      [7, 30],
    ]);
  add('nl', h.cc === 'BE' ? 0.45 : 0.03, [
    [3, 35],
    [4, 40],
    [5, 25],
  ]);
  add('es', 0.1, [
    [2, 30],
    [3, 40],
    [4, 30],
  ]);
  add('it', 0.05, [
    [3, 50],
    [4, 50],
  ]);
  if (h.cc === 'LU')
    add('pt', 0.08, [
      [4, 50],
      [7, 50],
    ]);
  add('ar', 0.03, [
    [5, 40],
    [7, 60],
  ]);
  return out;
}

function drawFreeFrom(r: Rng): string {
  const x = r();
  let d: string;
  if (x < 0.45) return addDays(TODAY, -int(r, 0, 90));
  else if (x < 0.7) d = addDays(TODAY, int(r, 1, 45));
  else if (x < 0.9) d = addDays(TODAY, int(r, 46, 120));
  else d = addDays(TODAY, int(r, 121, 240));
  if (chance(r, 0.4)) d = addMonths(d.slice(0, 8) + '01', 1);
  return d;
}

function drawRate(r: Rng, def: OccDef, occ: Occ, years: number, h: Home): number | null {
  if (chance(r, 0.12)) return null;
  const band = bandOf(years);
  let base = { junior: 400, confirme: 520, senior: 650, expert: 800 }[band];
  if (years >= 18) base += 80;
  const famK: Record<string, number> = {
    risk: 1.08,
    cm: 0.95,
    comp: 0.95,
    fin: 0.97,
    ins: 1,
    am: 1.05,
    proj: 1,
    nb: 1,
  };
  let k = famK[def.fam] ?? 1;
  if (occ === 'program-director') k = 1.3;
  if (occ === 'quant' || occ === 'model-validation' || occ === 'portfolio-manager') k = 1.15;
  const cc = h.cc === 'LU' ? 1.1 : h.cc === 'CH' ? 1.35 : h.group === 'idf' ? 1.04 : 1;
  const noise = 0.88 + r() * 0.24;
  return Math.round((base * k * cc * noise) / 10) * 10;
}

function drawAreaKeys(r: Rng, h: Home): string[] {
  const x = r();
  const c = 'v:' + h.key;
  if (h.cc === 'FR') {
    if (x < 0.35) return [c];
    if (x < 0.55) return h.dept ? [c, h.dept] : [c];
    if (x < 0.72) return [h.region];
    if (x < 0.8) return [h.country];
    if (x < 0.88) return h.group === 'idf' ? [c, 'd:FR:92'] : [c, 'v:paris-8'];
    if (x < 0.94) {
      if (h.group === 'border-lu') return [c, 'p:LU'];
      if (h.group === 'border-ch') return [c, 'r:CH:GE'];
      return [c, h.region];
    }
    return [];
  }
  if (h.cc === 'LU') {
    if (x < 0.5) return ['p:LU'];
    if (x < 0.7) return [c];
    if (x < 0.85) return ['p:LU', 'r:FR:44'];
    return [c, 'r:LU:LU'];
  }
  if (h.cc === 'CH') {
    if (x < 0.4) return [h.region];
    if (x < 0.65) return [c];
    if (x < 0.8) return ['r:CH:GE', 'r:CH:VD'];
    if (x < 0.9) return ['p:CH'];
    return [c, 'd:FR:74'];
  }
  if (x < 0.35) return [c];
  if (x < 0.6) return [h.region];
  if (x < 0.8) return ['p:BE'];
  if (x < 0.9) return [c, 'r:BE:BRU'];
  return ['p:BE', 'p:LU'];
}

function drawSkills(r: Rng, def: OccDef, spec: string | null, domain: Domain | null): Skill[] {
  const s = new Set<Skill>(def.core);
  const sd = spec ? def.specs?.[spec] : undefined;
  for (const k of sd?.skills ?? []) s.add(k);
  if (domain) for (const k of sample(r, DOMAINS[domain].skills, int(r, 1, 2))) s.add(k);
  for (const k of sample(r, def.extra, int(r, 2, Math.min(4, def.extra.length)))) s.add(k);
  if (def.fam !== 'nb' && chance(r, 0.4)) s.add('excel');
  return [...s];
}

function drawCerts(r: Rng, def: OccDef, years: number): Cert[] {
  if (!def.certs) return [];
  const p = 0.22 + (years >= 7 ? 0.15 : 0);
  if (!chance(r, p)) return [];
  return chance(r, 0.12) ? sample(r, def.certs, 2) : [pick(r, def.certs)];
}

const SENIORITY_ORDER: Band[] = ['junior', 'confirme', 'senior', 'expert'];

function drawDeclared(r: Rng, band: Band): string {
  const x = r();
  if (x < 0.78) return SENIORITY_LABEL[band];
  if (x < 0.9) return '';
  const i = SENIORITY_ORDER.indexOf(band);
  const j = i < 3 ? i + 1 : i - 1;
  return SENIORITY_LABEL[SENIORITY_ORDER[j]!];
}

/** The random part of the pool: occupations by quota (weights), about 15 % neighbours, in random order. */
function occQuotas(r: Rng, n: number): Occ[] {
  const out: Occ[] = [];
  for (const [neighbour, total] of [
    [false, Math.round(n * 0.83)],
    [true, n - Math.round(n * 0.83)],
  ] as const) {
    const pool = OCC_KEYS.filter((k) => (OCCS[k].fam === 'nb') === neighbour);
    const w = pool.reduce((s, k) => s + OCCS[k].w, 0);
    const exact = pool.map((k) => (total * OCCS[k].w) / w);
    const counts = exact.map(Math.floor);
    const order = pool.map((_, i) => i).sort((a, b) => exact[b]! - counts[b]! - (exact[a]! - counts[a]!));
    for (let i = 0; counts.reduce((s, x) => s + x, 0) < total; i++) counts[order[i]!]!++;
    pool.forEach((k, i) => {
      for (let j = 0; j < counts[i]!; j++) out.push(k);
    });
  }
  return shuffle(r, out);
}

interface NameBook {
  full: Set<string>;
  rare: Set<string>;
  phones: Set<string>;
  emails: Set<string>;
}

function drawPrivate(r: Rng, h: Home, gender: 'f' | 'm', book: NameBook): Private {
  let first = '';
  let last = '';
  for (let i = 0; i < 50; i++) {
    first = pick(r, gender === 'f' ? N.FIRST_F : N.FIRST_M);
    const rare = N.LAST_RARE.filter((x) => !book.rare.has(x));
    last = chance(r, 0.12) && rare.length > 0 ? pick(r, rare) : pick(r, N.LAST_COMMON);
    if (!book.full.has(first + ' ' + last)) break;
  }
  book.full.add(first + ' ' + last);
  if (N.LAST_RARE.includes(last)) book.rare.add(last);
  const f = slugify(first);
  const l = slugify(last);
  let email = '';
  for (let i = 0; i < 20 && (email === '' || book.emails.has(email)); i++) {
    const local = pickW(r, [
      [`${f}.${l}`, 35],
      [`${f[0]}${l}`, 15],
      [`${f}.${l}${int(r, 10, 99)}`, 15],
      [`${f}${l}`, 10],
      [`${f}_${l}`, 8],
      [`${l}.${f}`, 8],
      [`${f}.${l}.pro`, 5],
      [`${f[0]}.${l}${int(r, 1, 9)}`, 4],
    ] as const);
    email = `${local}@${pick(r, N.MAIL_DOMAINS[h.cc])}`;
  }
  book.emails.add(email);
  let phone = '';
  for (let i = 0; i < 20 && (phone === '' || book.phones.has(phone)); i++) {
    const d2 = () => String(int(r, 0, 99)).padStart(2, '0');
    const d3 = () => String(int(r, 0, 999)).padStart(3, '0');
    if (h.cc === 'FR')
      phone = chance(r, 0.6)
        ? `0${pick(r, ['6', '7'])} ${d2()} ${d2()} ${d2()} ${d2()}`
        : `+33 ${pick(r, ['6', '7'])} ${d2()} ${d2()} ${d2()} ${d2()}`;
    else if (h.cc === 'LU') phone = `+352 ${pick(r, ['621', '661', '691'])} ${d3()} ${d3()}`;
    else if (h.cc === 'CH') phone = `+41 ${pick(r, ['76', '78', '79'])} ${d3()} ${d2()} ${d2()}`;
    else phone = `+32 ${pick(r, ['470', '475', '486', '496'])} ${d2()} ${d2()} ${d2()}`;
  }
  book.phones.add(phone);
  const hex = Math.floor(r() * 0xffffff)
    .toString(16)
    .padStart(6, '0');
  const linkedin = pickW(r, [
    [`${f}-${l}-${hex}`, 50],
    [`${f}${l}`, 15],
    [`${f}-${l}`, 15],
    [`${f[0]}${l}${int(r, 1, 99)}`, 10],
    [`${l}-${f}`, 10],
  ] as const);
  return {
    firstName: first,
    lastName: last,
    email,
    phone,
    linkedin,
    employers: [],
    smallEmployers: [],
    schools: [],
    referees: [],
    people: [],
    inText: [],
  };
}

function draw(r: Rng, book: NameBook, seed: Seed): Truth {
  const occ = seed.occ;
  const def = OCCS[occ];
  const h = seed.home ? home(seed.home) : drawHome(r, occ);
  const gender = seed.gender ?? (chance(r, 0.5) ? 'f' : 'm');
  const cvLang = seed.cvLang ?? drawCvLang(r, h);
  const noAccents = cvLang === 'fr' && chance(r, 0.115);
  const spec = seed.spec !== undefined ? seed.spec : def.specs ? pick(r, Object.keys(def.specs)) : null;
  const domain = seed.domain !== undefined ? seed.domain : drawDomain(r, def, h);
  const sectors = seed.sectors ?? drawSectors(r, def, spec, domain, h);
  const years = seed.years ?? drawYears(r, def);
  const band = bandOf(years);
  const freeFrom = seed.freeFrom ?? drawFreeFrom(r);
  const rate = seed.rate !== undefined ? seed.rate : drawRate(r, def, occ, years, h);
  const remote =
    seed.remote ??
    pickW<Remote[]>(r, [
      [['Hybride'], 30],
      [['Sur site', 'Hybride'], 22],
      [['Hybride', 'Full remote'], 18],
      [['Sur site'], 10],
      [['Full remote'], 7],
      [['Sur site', 'Hybride', 'Full remote'], 13],
    ]);
  const days =
    seed.days ??
    pickW<number[]>(r, [
      [[5], 30],
      [[4, 5], 25],
      [[4], 12],
      [[3, 4], 10],
      [[3, 4, 5], 8],
      [[2, 3], 6],
      [[3], 5],
      [[1, 2], 2],
      [[2], 2],
    ]);
  const durations = (['< 3 mois', '3 a 6 mois', '6 a 12 mois', '> 12 mois'] as Duration[]).filter((_, i) =>
    chance(r, [0.3, 0.6, 0.7, 0.5][i]!),
  );
  if (durations.length === 0) durations.push('6 a 12 mois');
  const areaKeys = (seed.areas ?? drawAreaKeys(r, h)).map((k) => (k === 'home' ? 'v:' + h.key : k));
  let languages = drawLangs(r, h, cvLang);
  for (const l of seed.langs ?? []) languages = [...languages.filter((x) => x.lang !== l.lang), l];
  const skills = uniq([...drawSkills(r, def, spec, domain), ...(seed.skills ?? [])]).filter(
    (s) => !(seed.without ?? []).includes(s),
  );
  const certs = seed.certs ?? drawCerts(r, def, years);
  const priv = drawPrivate(r, h, gender, book);
  return {
    id: '',
    occ,
    neighbour: def.fam === 'nb',
    spec,
    domain,
    sectors,
    gender,
    cvLang,
    noAccents,
    years,
    band,
    declaredSeniority: drawDeclared(r, band),
    available: freeFrom <= TODAY,
    freeFrom,
    rate,
    remote,
    days,
    durations,
    home: h.key,
    homeArea: area('v:' + h.key),
    areas: uniq(areaKeys).map(area),
    languages,
    certs,
    skills,
    openToCdi: chance(r, 0.15),
    vehicle: chance(r, 0.55),
    private: priv,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Writing the CV

interface Ctx {
  r: Rng;
  t: Truth;
  def: OccDef;
  h: Home;
  lang: CvLang;
  tx: (s: string) => string;
  used: Set<string>;
}

const SECTOR_PHRASE: Record<Sector, { fr: string[]; en: string[] }> = {
  cib: {
    fr: ["en banque de financement et d'investissement", 'en BFI', "dans des banques d'investissement", 'en CIB'],
    en: ['in corporate and investment banking', 'in investment banks', 'in CIB'],
  },
  retail: {
    fr: ['en banque de détail', 'dans des réseaux bancaires', 'en banque commerciale'],
    en: ['in retail banking', 'in commercial banks'],
  },
  private: { fr: ['en banque privée', 'en gestion de fortune'], en: ['in private banking', 'in wealth management'] },
  insurance: {
    fr: ['chez des assureurs et mutuelles', "dans l'assurance", "en compagnie d'assurance"],
    en: ['with insurers and mutuals', 'in insurance'],
  },
  am: {
    fr: ['en société de gestion', 'en asset management', "en gestion d'actifs"],
    en: ['in asset management', 'with fund managers'],
  },
  fundsvc: {
    fr: ['chez des administrateurs de fonds et dépositaires', 'en services aux fonds (administration, dépositaire)'],
    en: ['with fund administrators and depositaries', 'in fund services'],
  },
  corporate: {
    fr: ['dans des groupes industriels', 'en entreprise (industrie, distribution)'],
    en: ['in industrial groups', 'in corporates (industry, retail)'],
  },
  consulting: { fr: ["en cabinet d'audit", 'en cabinet'], en: ['in audit firms', 'in Big Four firms'] },
  software: { fr: ['chez des éditeurs de logiciels'], en: ['with software vendors'] },
};

const IFACE: Record<string, { fr: string[]; en: string[] }> = {
  cm: {
    fr: ['Travail en lien étroit avec le front office, les risques et la comptabilité.'],
    en: ['Close work with front office, risk and finance teams.'],
  },
  risk: {
    fr: ["Interaction quotidienne avec le middle office, la validation des modèles et l'audit interne."],
    en: ['Daily interaction with the middle office, model validation and internal audit.'],
  },
  comp: {
    fr: ['Coordination avec le contrôle permanent, les juristes et les équipes commerciales.'],
    en: ['Coordination with permanent control, legal and business teams.'],
  },
  fin: {
    fr: ['En lien avec le contrôle de gestion, les actuaires et les commissaires aux comptes.'],
    en: ['Working with controlling, actuarial teams and statutory auditors.'],
  },
  ins: {
    fr: ['En relation avec les souscripteurs, les gestionnaires sinistres, les actuaires et les courtiers.'],
    en: ['Working with underwriters, claims handlers, actuaries and brokers.'],
  },
  am: {
    fr: ['En relation avec les gérants, le middle office, le dépositaire et les commissaires aux comptes.'],
    en: ['Working with portfolio managers, the middle office, the depositary and auditors.'],
  },
  proj: {
    fr: ['Interface entre les métiers, la DSI, les développeurs et les équipes de recette.'],
    en: ['Interface between business users, IT, developers and test teams.'],
  },
  nb: { fr: [''], en: [''] },
};

const G = (t: Truth, m: string, f: string) => (t.gender === 'f' ? f : m);

function titlesFor(def: OccDef, spec: string | null, r: Rng): Titles {
  const st = spec ? def.specs?.[spec]?.t : undefined;
  return st && chance(r, 0.6) ? st : def.t;
}

function oneTitle(c: Ctx, occ: Occ = c.t.occ, allowEn = true): string {
  const def = OCCS[occ];
  const ts = titlesFor(def, occ === c.t.occ ? c.t.spec : null, c.r);
  if (c.lang === 'en') return pick(c.r, ts.en);
  if (allowEn && chance(c.r, 0.18)) return pick(c.r, ts.en);
  return pick(c.r, c.t.gender === 'f' ? ts.f : ts.m);
}

function lowerFirst(s: string): string {
  return s.length > 1 && s[1] === s[1]!.toLowerCase() ? s[0]!.toLowerCase() + s.slice(1) : s;
}

function joinList(items: string[], lang: CvLang): string {
  if (items.length <= 1) return items.join('');
  return items.slice(0, -1).join(', ') + (lang === 'fr' ? ' et ' : ' and ') + items[items.length - 1]!;
}

function form(c: Ctx, k: Skill): string {
  return pick(c.r, SKILLS[k][c.lang]);
}

function label(c: Ctx): string {
  const { t, r, lang } = c;
  let title = oneTitle(c);
  const x = r();
  if (x < 0.08) {
    const others = [...c.def.near, ...c.def.rel];
    const second = others.length > 0 ? oneTitle(c, pick(r, others), false) : '';
    if (second !== '' && mentionsOk(c, second)) title = `${title} / ${second}`;
  } else if (x < 0.3) {
    if (t.band === 'senior' || t.band === 'expert')
      title =
        lang === 'fr'
          ? pick(r, [`${title} Senior`, `${title} senior`, `${title} expérimenté${G(t, '', 'e')}`])
          : `Senior ${title}`;
    else if (t.band === 'junior') title = lang === 'fr' ? `${title} junior` : `Junior ${title}`;
    else title = lang === 'fr' ? `${title} confirmé${G(t, '', 'e')}` : title;
  } else if (x < 0.42) {
    title = lang === 'fr' ? `${title} freelance` : `Freelance ${title}`;
  } else if (x < 0.5 && t.years >= 3) {
    title = lang === 'fr' ? `${title} - ${t.years} ans d'expérience` : `${title} - ${t.years} years' experience`;
  } else if (x < 0.58 && t.skills.length > 0) {
    const k = pick(
      r,
      t.skills.filter((s) => s !== 'excel').length > 0 ? t.skills.filter((s) => s !== 'excel') : t.skills,
    );
    title = `${title} | ${form(c, k)}`;
  }
  return title;
}

function yearsPhrase(c: Ctx): string {
  const y = c.t.years;
  if (c.lang === 'fr') {
    if (y >= 11 && chance(c.r, 0.25)) return `plus de ${Math.floor(y / 5) * 5} ans d'expérience`;
    return y === 1 ? "1 an d'expérience" : `${y} ans d'expérience`;
  }
  if (y >= 11 && chance(c.r, 0.25)) return `over ${Math.floor(y / 5) * 5} years of experience`;
  return y === 1 ? '1 year of experience' : `${y} years of experience`;
}

function sectorPhrase(c: Ctx): string {
  const ps = c.t.sectors.map((s) => pick(c.r, SECTOR_PHRASE[s][c.lang]));
  return joinList(uniq(ps), c.lang);
}

/** Regulations and tools a phrase names: a business CV names them only when the freelancer has them. */
const MENTIONS: [RegExp, Skill][] = [
  [/FRTB/, 'frtb'],
  [/IFRS 9/, 'ifrs9'],
  [/IFRS 17/, 'ifrs17'],
  [/EMIR/, 'emir'],
  [/SFTR/, 'sftr'],
  [/LCR|NSFR/, 'lcr'],
  [/ILAAP/, 'ilaap'],
  [/ICAAP/, 'icaap'],
  [/Murex/, 'murex'],
  [/XVA|CVA/, 'xva'],
  [/ORSA/, 'orsa'],
  [/Solvabilité II|Solvency II/, 'solva2'],
  [/QRT/, 'qrt'],
  [/COREP/, 'corep'],
  [/FINREP/, 'finrep'],
  [/SURFI/, 'surfi'],
  [/AnaCredit/, 'anacredit'],
  [/SFDR/, 'sfdr'],
  [/SWIFT/, 'swift'],
  [/SEPA/, 'sepa'],
  [/KYC/, 'kyc'],
  [/Fenergo/, 'fenergo'],
  [/SimCorp/, 'simcorp'],
  [/DORA/, 'dora'],
  [/BCBS 239/, 'bcbs239'],
  [/IRB/, 'irb'],
  [/RCSA/, 'rcsa'],
  [/VaR\b/, 'var'],
  [/stress test/i, 'stress'],
  [/IRRBB/, 'irrbb'],
  [/MiFID|MIF 2/, 'mifid'],
  [/OPCVM|UCITS/, 'ucits'],
  [/AIFM|\bFIA\b|\bAIFs?\b/, 'aifmd'],
  [/[Tt]axonom/, 'taxonomy'],
  [/Kyriba/, 'kyriba'],
  [/Salesforce/, 'salesforce'],
];

function mentionsOk(c: Ctx, s: string): boolean {
  if (c.def.fam === 'nb') return true;
  return MENTIONS.every(([re, k]) => !re.test(s) || c.t.skills.includes(k));
}

function topic(c: Ctx): string {
  const d = c.t.domain ?? 'finance';
  const ok = DOMAINS[d].topics[c.lang].filter((s) => mentionsOk(c, s));
  if (ok.length === 0) return c.lang === 'fr' ? 'un programme de transformation' : 'a transformation programme';
  return pick(c.r, ok);
}

function task(c: Ctx, s: string): string {
  return s.replace('{topic}', topic(c));
}

function tasksOf(c: Ctx, occ: Occ, n: number): string[] {
  const all = OCCS[occ].tasks[c.lang];
  const ok = all.filter((s) => mentionsOk(c, s));
  const pool = ok.length > 0 ? ok : all.slice(0, 1);
  return sample(c.r, pool, Math.min(n, pool.length)).map((s) => task(c, s));
}

function tasks(c: Ctx, n: number): string[] {
  return tasksOf(c, c.t.occ, n);
}

function capital(s: string): string {
  return s.length > 0 ? s[0]!.toUpperCase() + s.slice(1) : s;
}

function cityName(c: Ctx): string {
  return c.lang === 'fr' ? c.h.fr : c.h.en;
}

function mobilityPhrase(c: Ctx): string {
  const { t, lang } = c;
  const city = cityName(c);
  const parts: string[] = [];
  for (const a of t.areas) {
    if (a.type === 'pays')
      parts.push(
        lang === 'fr'
          ? ({ FR: 'toute la France', LU: 'tout le Luxembourg', CH: 'toute la Suisse', BE: 'toute la Belgique' }[
              a.countryCode as 'FR' | 'LU' | 'CH' | 'BE'
            ] ?? `tout le pays`)
          : `all of ${COUNTRY_NAME[(a.countryCode ?? 'FR') as 'FR' | 'LU' | 'CH' | 'BE']?.en ?? a.countryName}`,
      );
    else if (a.type === 'region') parts.push(lang === 'fr' ? `la région ${a.regionName}` : `the ${a.regionName} area`);
    else if (a.type === 'departement') parts.push(`${a.departmentName}`);
    else if (a.cityName && a.cityName !== t.homeArea.cityName) parts.push(a.cityName);
  }
  const base = lang === 'fr' ? `Basé${G(t, '', 'e')} à ${city}` : `Based in ${city}`;
  const mob =
    parts.length > 0
      ? lang === 'fr'
        ? `, mobile sur ${joinList(parts, lang)}`
        : `, open to missions in ${joinList(parts, lang)}`
      : '';
  const rem = t.remote.includes('Full remote')
    ? lang === 'fr'
      ? t.remote.length === 1
        ? ', missions en full remote uniquement'
        : ', ouvert' + G(t, '', 'e') + ' au télétravail complet'
      : t.remote.length === 1
        ? ', fully remote missions only'
        : ', open to full remote'
    : t.remote.length === 1 && t.remote[0] === 'Sur site'
      ? lang === 'fr'
        ? ', missions sur site'
        : ', on-site missions'
      : '';
  return base + mob + rem + '.';
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

function availabilityText(c: Ctx): string {
  const { t, r, lang } = c;
  if (t.freeFrom <= TODAY)
    return lang === 'fr'
      ? pick(r, ['Immédiate', 'Disponible immédiatement', 'Dès maintenant', 'ASAP', ''])
      : pick(r, ['Immediately', 'Now', 'ASAP', 'Available now', '']);
  const [y, m, d] = t.freeFrom.split('-').map(Number) as [number, number, number];
  const forms: string[] = [t.freeFrom, `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}`];
  if (lang === 'fr') {
    forms.push(d === 1 ? `${MONTHS_FR[m - 1]} ${y}` : `à partir du ${d} ${MONTHS_FR[m - 1]} ${y}`);
    if (d === 1) forms.push(`début ${MONTHS_FR[m - 1]} ${y}`);
  } else {
    forms.push(d === 1 ? `${MONTHS_EN[m - 1]} ${y}` : `from ${d} ${MONTHS_EN[m - 1]} ${y}`);
  }
  return pick(r, forms);
}

function availabilitySentence(c: Ctx): string {
  const { t, lang } = c;
  if (t.freeFrom <= TODAY) return lang === 'fr' ? 'Disponible immédiatement.' : 'Available immediately.';
  const [y, m, d] = t.freeFrom.split('-').map(Number) as [number, number, number];
  return lang === 'fr'
    ? `Disponible à partir du ${d === 1 ? '1er' : d} ${MONTHS_FR[m - 1]} ${y}.`
    : `Available from ${d} ${MONTHS_EN[m - 1]} ${y}.`;
}

function rateText(c: Ctx): string {
  const { t, r, lang } = c;
  if (t.rate === null)
    return pick(r, lang === 'fr' ? ['À négocier', 'Selon mission', '', ''] : ['Negotiable', 'To be discussed', '', '']);
  const v = t.rate;
  if (c.h.cc === 'CH') return pick(r, [`CHF ${v}`, `${v} CHF/jour`, `${v}`]);
  return pickW(r, [
    [`${v}`, 30],
    [`${v} €`, 20],
    [`${v}€/j`, 12],
    [`TJM ${v} €`, 10],
    [`${v - 50}-${v + 50}`, 15],
    [`${v} EUR HT/jour`, 8],
    [`${v} € HT`, 5],
  ] as const);
}

function levelText(c: Ctx, level: number): string {
  return pick(c.r, FLUENCY[level]![c.lang]);
}

function langSentence(c: Ctx): string {
  const items = c.t.languages
    .filter((l) => l.level < 7)
    .map((l) => {
      const name = LANG_NAMES[l.lang][c.lang];
      const lv = levelText(c, l.level);
      const lvl = /^[ABC][12]$/.test(lv) ? lv : lv.toLowerCase();
      return c.lang === 'fr' ? `${name.toLowerCase()} ${lvl}` : `${name} (${lvl})`;
    });
  if (items.length === 0) return '';
  return c.lang === 'fr' ? `Langues : ${joinList(items, 'fr')}.` : `Languages: ${joinList(items, 'en')}.`;
}

function certName(c: Ctx, k: Cert): string {
  return pick(c.r, CERTS[k].names);
}

function employerCountry(c: Ctx): 'FR' | 'LU' | 'CH' | 'BE' {
  if (c.h.group === 'border-lu' && chance(c.r, 0.5)) return 'LU';
  if (c.h.group === 'border-ch' && chance(c.r, 0.5)) return 'CH';
  return c.h.cc;
}

function bigEmployer(c: Ctx, sector: Sector): string {
  const cc = employerCountry(c);
  const list = N.BIG[sector][cc] ?? N.BIG[sector].FR ?? ['Groupe bancaire'];
  return pick(c.r, list);
}

function smallEmployer(c: Ctx): string {
  for (let i = 0; i < 40; i++) {
    const x = c.r();
    const name =
      x < 0.4
        ? `${pick(c.r, N.SMALL_PREFIX)} ${pick(c.r, N.SMALL_WORDS)} ${pick(c.r, N.SMALL_SUFFIX)}`
        : x < 0.75
          ? `${pick(c.r, N.SMALL_WORDS)} ${pick(c.r, N.SMALL_SUFFIX)}`
          : `${pick(
              c.r,
              [...N.LAST_COMMON, ...N.LAST_RARE].filter((l) => l !== c.t.private.lastName),
            )} ${pick(c.r, N.SMALL_SUFFIX)}`;
    if (!c.used.has('emp:' + name)) {
      c.used.add('emp:' + name);
      return name;
    }
  }
  throw new Error('no small employer left');
}

function otherPerson(c: Ctx): string {
  for (;;) {
    const f = pick(c.r, chance(c.r, 0.5) ? N.FIRST_F : N.FIRST_M);
    const l = pick(c.r, chance(c.r, 0.2) ? N.LAST_RARE : N.LAST_COMMON);
    const n = `${f} ${l}`;
    if (n !== `${c.t.private.firstName} ${c.t.private.lastName}` && !c.used.has('person:' + n)) {
      c.used.add('person:' + n);
      return n;
    }
  }
}

function monthsBetween(a: string, b: string): number {
  const [ya, ma] = a.split('-').map(Number) as [number, number];
  const [yb, mb] = b.split('-').map(Number) as [number, number];
  return (yb - ya) * 12 + (mb - ma);
}

interface WorkItem {
  name: string;
  position: string;
  startDate: string;
  endDate: string;
  summary: string;
}

function work(c: Ctx): WorkItem[] {
  const { t, r, def, lang } = c;
  const n = t.years <= 1 ? 1 : t.years <= 3 ? int(r, 1, 2) : t.years <= 7 ? int(r, 2, 3) : int(r, 3, 4);
  const start0 = addMonths(TODAY, -(t.years * 12 + int(r, 0, 6)));
  const end = t.available ? t.freeFrom : TODAY;
  const total = Math.max(n, monthsBetween(start0, end));
  const cuts = uniq(Array.from({ length: n - 1 }, () => int(r, 1, total - 1))).sort((a, b) => a - b);
  while (cuts.length < n - 1) cuts.push(total - 1);
  const bounds = [0, ...cuts, total];
  const smallIdx = n >= 2 && chance(r, 0.3) ? int(r, 0, n - 2) : -1;
  const managerIdx = chance(r, 0.1) ? int(r, 0, n - 1) : -1;
  const items: WorkItem[] = [];
  for (let i = 0; i < n; i++) {
    const isLast = i === n - 1;
    const others = [...def.near, ...def.rel].filter((o) => OCCS[o].fam !== 'nb');
    let occ = i === 0 && n >= 3 && t.years >= 6 && others.length > 0 && chance(r, 0.35) ? pick(r, others) : t.occ;
    let position = oneTitle(c, occ);
    if (occ !== t.occ && !mentionsOk(c, position)) {
      occ = t.occ;
      position = oneTitle(c, occ);
    }
    if (isLast && chance(r, 0.3)) position = `${position} (freelance)`;
    let name: string;
    if (isLast)
      name = pickW(r, [
        [bigEmployer(c, pick(r, t.sectors)), 55],
        [pick(r, N.FIRMS), 25],
        [lang === 'fr' ? pick(r, ['Indépendant', 'Freelance']) : pick(r, ['Self-employed', 'Freelance']), 20],
      ] as const);
    else if (i === smallIdx) {
      name = smallEmployer(c);
      t.private.smallEmployers.push(name);
    } else
      name = pickW(r, [
        [bigEmployer(c, pick(r, t.sectors)), 80],
        [pick(r, N.FIRMS), 20],
      ] as const);
    t.private.employers.push(name);
    const ts = tasksOf(c, occ, int(r, 2, 3));
    let summary = capital(ts.join(lang === 'fr' ? ' ; ' : '; ')) + '.';
    if (chance(r, 0.35) && t.skills.length > 0) {
      const fs = sample(r, t.skills, Math.min(3, t.skills.length)).map((k) => form(c, k));
      summary += lang === 'fr' ? ` Environnement : ${fs.join(', ')}.` : ` Environment: ${fs.join(', ')}.`;
    }
    if (chance(r, 0.15)) summary += ' ' + pick(r, IFACE[def.fam]![lang]);
    summary = c.tx(summary.trim());
    if (i === managerIdx) {
      const person = otherPerson(c);
      const role = pick(r, N.MANAGER_ROLES[lang]);
      const snippet = c.tx(
        lang === 'fr' ? `Sous la responsabilité de ${person} (${role}).` : `Reporting to ${person} (${role}).`,
      );
      t.private.people.push(person);
      t.private.inText.push(snippet);
      summary += ' ' + snippet;
    }
    items.push({
      name,
      position: c.tx(position),
      startDate: addMonths(start0, bounds[i]!).slice(0, 7),
      endDate: isLast && !t.available ? '' : addMonths(start0, bounds[i + 1]!).slice(0, 7),
      summary,
    });
  }
  return items.reverse();
}

type SchoolKind = N.SchoolKind;

function schoolKind(c: Ctx): SchoolKind {
  const { t, r, def } = c;
  if (t.occ === 'actuary') return chance(r, 0.75) ? 'act' : 'ins';
  if (t.occ === 'quant' || t.occ === 'model-validation' || t.occ === 'quant-dev')
    return pick(r, ['eng', 'eng', 'act', 'uni'] as const);
  if (t.occ === 'java-dev-fin' || t.occ === 'data-engineer' || t.occ === 'murex-tech')
    return pick(r, ['eng', 'eng', 'uni'] as const);
  if (c.h.cc !== 'FR' && chance(r, 0.5)) return c.h.cc === 'LU' ? 'lu' : c.h.cc === 'CH' ? 'ch' : 'be';
  switch (def.fam) {
    case 'ins':
      return pick(r, ['ins', 'ins', 'uni', 'biz'] as const);
    case 'comp':
      return pick(r, ['law', 'law', 'uni', 'biz'] as const);
    case 'fin':
      return pick(r, ['uni', 'uni', 'biz'] as const);
    case 'am':
      return pick(r, ['biz', 'uni', 'biz', 'eng'] as const);
    case 'proj':
      return pick(r, ['biz', 'uni', 'eng', 'biz'] as const);
    default:
      return pick(r, ['biz', 'uni', 'eng', 'biz'] as const);
  }
}

interface EduItem {
  institution: string;
  area: string;
  studyType: string;
  startDate: string;
  endDate: string;
}

function education(c: Ctx): EduItem[] {
  const { t, r, lang } = c;
  const kind = schoolKind(c);
  const school = pick(r, N.SCHOOLS[kind]);
  const [studyType, areaName] = pick(r, N.STUDY[lang][kind]);
  const endY = Number(TODAY.slice(0, 4)) - t.years - int(r, 0, 1);
  const out: EduItem[] = [
    {
      institution: school,
      area: c.tx(areaName),
      studyType: c.tx(studyType),
      startDate: String(endY - 2),
      endDate: String(endY),
    },
  ];
  t.private.schools.push(school);
  if (chance(r, 0.09)) {
    const rare = N.RARE_SCHOOLS.filter((s) => !c.used.has('school:' + s));
    if (rare.length > 0) {
      const s = pick(r, rare);
      c.used.add('school:' + s);
      const st =
        lang === 'fr'
          ? s.startsWith('Lycée')
            ? ['Classe préparatoire', 'Économie et gestion']
            : ['Échange universitaire', 'Finance']
          : s.startsWith('Lycée')
            ? ['Preparatory classes', 'Economics']
            : ['Exchange programme', 'Finance'];
      out.push({
        institution: s,
        area: c.tx(st[1]!),
        studyType: c.tx(st[0]!),
        startDate: String(endY - 4),
        endDate: String(endY - 2),
      });
      t.private.schools.push(s);
    }
  } else if (chance(r, 0.25)) {
    const s = pick(
      r,
      N.SCHOOLS.uni.filter((x) => x !== school),
    );
    out.push({
      institution: s,
      area: c.tx(lang === 'fr' ? 'Économie-Gestion' : 'Economics and Management'),
      studyType: lang === 'fr' ? 'Licence' : 'Bachelor',
      startDate: String(endY - 5),
      endDate: String(endY - 2),
    });
    t.private.schools.push(s);
  }
  return out;
}

const REG = new Set<Skill>([
  'bale3',
  'frtb',
  'ifrs9',
  'ifrs17',
  'solva2',
  'qrt',
  'orsa',
  'corep',
  'finrep',
  'surfi',
  'anacredit',
  'emir',
  'sftr',
  'mifid',
  'priips',
  'ucits',
  'aifmd',
  'sfdr',
  'taxonomy',
  'lcbft',
  'kyc',
  'sanctions',
  'fatca',
  'lcr',
  'irrbb',
  'icaap',
  'ilaap',
  'bcbs239',
  'dora',
  'irb',
  'ifrs',
  'frgaap',
  'luxgaap',
  'csrd',
  'dda',
  'rcsa',
]);
const TOOL = new Set<Skill>([
  'murex',
  'calypso',
  'summit',
  'sophis',
  'kondor',
  'bloomberg',
  'simcorp',
  'aladdin',
  'multifonds',
  't24',
  'axiom',
  'onesumx',
  'fircosoft',
  'actimize',
  'fenergo',
  'worldcheck',
  'sas',
  'python',
  'r',
  'vba',
  'sql',
  'powerbi',
  'tableau',
  'qlik',
  'prophet',
  'moses',
  'addactis',
  'resq',
  'tagetik',
  'sapbfc',
  'hfm',
  'sapfi',
  'swift',
  'sepa',
  'jira',
  'msproject',
  'matlab',
  'cpp',
  'java',
  'spark',
  'kafka',
  'salesforce',
  'kyriba',
  'efront',
  'archer',
  'collibra',
  'excel',
]);

function skillsSection(c: Ctx): { name: string; level: string; keywords: string[] }[] {
  const { t, r, lang } = c;
  const ks = shuffle(r, t.skills);
  if (chance(r, 0.55)) {
    const groups: [string, Skill[]][] = [
      [lang === 'fr' ? 'Réglementation' : 'Regulation', ks.filter((k) => REG.has(k))],
      [lang === 'fr' ? 'Outils' : 'Tools', ks.filter((k) => TOOL.has(k))],
      [lang === 'fr' ? 'Expertise métier' : 'Business expertise', ks.filter((k) => !REG.has(k) && !TOOL.has(k))],
    ];
    return groups
      .filter(([, g]) => g.length > 0)
      .map(([name, g]) => ({ name: c.tx(name), level: '', keywords: g.map((k) => c.tx(form(c, k))) }));
  }
  const levels =
    lang === 'fr' ? ['Expert', 'Avancé', 'Confirmé', 'Intermédiaire'] : ['Expert', 'Advanced', 'Intermediate'];
  return ks.map((k) => ({ name: c.tx(form(c, k)), level: c.tx(pick(r, levels)), keywords: [] }));
}

function summary(c: Ctx): string[] {
  const { t, r, def, lang } = c;
  const title = oneTitle(c);
  const sec = sectorPhrase(c);
  const out: string[] = [];
  if (t.years === 0)
    out.push(
      lang === 'fr'
        ? `${title} junior, jeune diplômé${G(t, '', 'e')} avec une première expérience en alternance ${sec}.`
        : `Junior ${title}, recent graduate with a first work-study experience ${sec}.`,
    );
  else if (t.years <= 2)
    out.push(
      lang === 'fr'
        ? `${title} junior avec ${yearsPhrase(c)} ${sec}.`
        : `Junior ${title} with ${yearsPhrase(c)} ${sec}.`,
    );
  else {
    const x = r();
    if (lang === 'fr')
      out.push(
        x < 0.3
          ? `${title} avec ${yearsPhrase(c)} ${sec}.`
          : x < 0.55
            ? `${capital(yearsPhrase(c))} en tant que ${lowerFirst(title)} ${sec}.`
            : x < 0.8
              ? `Consultant${G(t, '', 'e')} indépendant${G(t, '', 'e')} (${lowerFirst(title)}), ${yearsPhrase(c)} ${sec}.`
              : `${title} ${sec}, ${yearsPhrase(c)}.`,
      );
    else
      out.push(
        x < 0.35
          ? `${title} with ${yearsPhrase(c)} ${sec}.`
          : x < 0.65
            ? `Independent ${title} with ${yearsPhrase(c)} ${sec}.`
            : `${capital(yearsPhrase(c))} as a ${title} ${sec}.`,
      );
  }
  const sd = t.spec ? def.specs?.[t.spec] : undefined;
  if (sd) out.push(lang === 'fr' ? `Spécialisé${G(t, '', 'e')} en ${sd.fr}.` : `Specialised in ${sd.en}.`);
  if (t.domain) {
    const dp = pick(r, DOMAINS[t.domain][lang]);
    out.push(lang === 'fr' ? `Projets en ${dp}, dont ${topic(c)}.` : `Projects in ${dp}, including ${topic(c)}.`);
  }
  const ts = tasks(c, int(r, 2, 3));
  out.push(
    lang === 'fr'
      ? `${pick(r, ['Missions', 'Principales missions', 'Réalisations'])} : ${joinList(ts, 'fr')}.`
      : `${pick(r, ['Key responsibilities', 'Track record', 'Main missions'])}: ${joinList(ts, 'en')}.`,
  );
  if (t.skills.length > 0) {
    const fs = sample(r, t.skills, Math.min(t.skills.length, int(r, 3, 6))).map((k) => form(c, k));
    out.push(
      lang === 'fr'
        ? `${pick(r, ['Environnement', 'Compétences clés', 'Maîtrise'])} : ${fs.join(', ')}.`
        : `${pick(r, ['Key skills', 'Environment', 'Tools and regulations'])}: ${fs.join(', ')}.`,
    );
  }
  if (t.certs.length > 0 && chance(r, 0.6))
    out.push(
      lang === 'fr'
        ? `Certifié${G(t, '', 'e')} ${joinList(
            t.certs.map((k) => certName(c, k)),
            'fr',
          )}.`
        : `Holder of the ${joinList(
            t.certs.map((k) => certName(c, k)),
            'en',
          )}.`,
    );
  if (chance(r, 0.4)) out.push(langSentence(c));
  if (chance(r, 0.45)) out.push(mobilityPhrase(c));
  if (chance(r, 0.25)) out.push(availabilitySentence(c));
  if (chance(r, 0.35)) out.push(pick(r, IFACE[def.fam]![lang]));
  return out.filter((s) => s !== '');
}

/** About one profile in four repeats private data in free text: in the summary here, or a manager in a mission. */
function repeatPrivate(c: Ctx, sum: string[]): string[] {
  const { t, r, lang } = c;
  if (!chance(r, 0.17)) return sum;
  const p = t.private;
  const kinds = ['contact', 'linkedin', 'name', 'school'];
  if (p.smallEmployers.length > 0) kinds.push('employer', 'employer');
  if (p.referees.length > 0) kinds.push('referee');
  const chosen = sample(r, kinds, chance(r, 0.3) ? 2 : 1);
  const out = sum.slice();
  for (const k of chosen) {
    let s = '';
    if (k === 'contact') s = lang === 'fr' ? `Contact : ${p.email} - ${p.phone}.` : `Contact: ${p.email} / ${p.phone}.`;
    else if (k === 'linkedin')
      s =
        lang === 'fr' ? `Profil LinkedIn : linkedin.com/in/${p.linkedin}.` : `LinkedIn: linkedin.com/in/${p.linkedin}.`;
    else if (k === 'name') s = `${p.firstName} ${p.lastName}.`;
    else if (k === 'school')
      s = lang === 'fr' ? `Diplômé${G(t, '', 'e')} de ${p.schools[0]!}.` : `Graduate of ${p.schools[0]!}.`;
    else if (k === 'employer')
      s =
        lang === 'fr'
          ? `Ancien${G(t, '', 'ne')} de ${p.smallEmployers[0]!}.`
          : `Formerly with ${p.smallEmployers[0]!}.`;
    else if (k === 'referee') s = lang === 'fr' ? `Référence : ${p.referees[0]!}.` : `Reference: ${p.referees[0]!}.`;
    s = c.tx(s);
    p.inText.push(s);
    if (k === 'name') out.unshift(s);
    else out.push(s);
  }
  return out;
}

const COUNTRY_NAME: Record<'FR' | 'LU' | 'CH' | 'BE', { fr: string; en: string }> = {
  FR: { fr: 'France', en: 'France' },
  LU: { fr: 'Luxembourg', en: 'Luxembourg' },
  CH: { fr: 'Suisse', en: 'Switzerland' },
  BE: { fr: 'Belgique', en: 'Belgium' },
};

const INTERESTS = {
  fr: ['Course à pied', 'Voile', 'Échecs', 'Photographie', 'Randonnée', 'Piano', 'Tennis', 'Cuisine'],
  en: ['Running', 'Sailing', 'Chess', 'Photography', 'Hiking', 'Piano', 'Tennis', 'Cooking'],
};

function isoDateTime(r: Rng, from: string, to: string): string {
  const a = Date.parse(from + 'T00:00:00Z');
  const b = Date.parse(to + 'T00:00:00Z');
  return new Date(a + Math.floor(r() * (b - a))).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function write(r: Rng, t: Truth, used: Set<string>): unknown {
  const h = home(t.home);
  const def = OCCS[t.occ];
  const tx = (s: string) => (t.noAccents ? stripAccents(s) : s);
  const c: Ctx = { r, t, def, h, lang: t.cvLang, tx, used };
  const lang = t.cvLang;
  const p = t.private;
  const workItems = work(c);
  const edu = education(c);
  const refs: { name: string; reference: string }[] = [];
  if (chance(r, 0.3)) {
    for (let i = 0; i < (chance(r, 0.3) ? 2 : 1); i++) {
      const n = otherPerson(c);
      p.referees.push(n);
      const role = pick(r, N.MANAGER_ROLES[lang]);
      const emp = pick(r, p.employers);
      refs.push({ name: n, reference: lang === 'fr' ? `${capital(role)} chez ${emp}.` : `${role}, ${emp}.` });
    }
  }
  const sum = repeatPrivate(c, summary(c).map(tx));
  const certYear = (i: number) => String(Number(TODAY.slice(0, 4)) - int(r, 0, Math.max(0, t.years - 1)) - i);
  const slug = p.linkedin;
  const li = `https://www.linkedin.com/in/${slug}`;
  const createdAt = isoDateTime(r, '2023-11-01', '2026-10-31');
  const updatedAt = isoDateTime(r, createdAt.slice(0, 10), '2026-11-29');
  const others = [...def.near, ...def.rel].filter((o) => OCCS[o].fam !== 'nb');
  const professions = [def.prof];
  if (others.length > 0 && chance(r, 0.2)) professions.push(OCCS[pick(r, others)].prof);
  const regionName = AREAS[h.region]?.regionName ?? '';
  const city = lang === 'fr' ? h.fr : h.en;
  return {
    basics: {
      name: `${p.firstName} ${p.lastName}`,
      label: tx(label(c)),
      image: '',
      email: p.email,
      phone: p.phone,
      url: li,
      summary: sum.join(' '),
      ...(chance(r, 0.95)
        ? {
            location: {
              address: `${city}, ${COUNTRY_NAME[h.cc][lang]}`,
              postalCode: h.postalCode,
              city,
              countryCode: h.cc,
              region: regionName,
            },
          }
        : {}),
      profiles: [{ username: slug, network: 'LinkedIn', url: li }],
    },
    work: workItems,
    education: edu,
    certificates: t.certs.map((k, i) => ({
      name: certName(c, k),
      issuer: CERTS[k].issuer,
      startDate: certYear(i),
    })),
    skills: skillsSection(c),
    languages: t.languages.map((l) => ({
      language: LANG_NAMES[l.lang][lang],
      fluency: tx(levelText(c, l.level)),
    })),
    volunteer: [],
    awards: [],
    publications: [],
    interests: chance(r, 0.2) ? sample(r, INTERESTS[lang], 2).map((name) => ({ name: tx(name) })) : [],
    references: refs,
    projects: [],
    meta: {
      id: t.id,
      createdAt,
      updatedAt,
      firstName: p.firstName,
      lastName: p.lastName,
      ...(chance(r, 0.4) ? { cvUrl: `https://cv.freelance-docs.example/${t.id}.pdf` } : {}),
      freelance: {
        available: t.available,
        availabilityDate: tx(availabilityText(c)),
        rate: tx(rateText(c)),
        seniority: t.declaredSeniority,
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

// ---------------------------------------------------------------------------------------------------------------

const N_RANDOM = 632;

let cache: { profile: unknown; truth: Truth }[] | undefined;

export function corpus(): { profile: unknown; truth: Truth }[] {
  if (cache) return cache;
  const r = mulberry32(0x2026b26);
  const book: NameBook = { full: new Set(), rare: new Set(), phones: new Set(), emails: new Set() };
  const truths: Truth[] = [];
  for (const s of PLANTS) truths.push(draw(r, book, s));
  for (const occ of occQuotas(r, N_RANDOM)) truths.push(draw(r, book, { occ }));
  const order = shuffle(r, truths);
  const used = new Set<string>();
  cache = order.map((t, i) => {
    t.id = PREFIX + String(i + 1).padStart(4, '0');
    return { profile: write(r, t, used), truth: t };
  });
  return cache;
}
