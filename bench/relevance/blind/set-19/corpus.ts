// Set 19 (blind relevance set): corpus generator, written from scratch from the interface specification's profile
// shape. Deterministic (own PRNG), "today" is 2026-11-29. Each item: one `fpd import` line + the Truth the judgments read.
import * as zlib from 'node:zlib';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { OCCUPATIONS, OCC, SECTORS, type Occupation } from './data-occupations';
import { SKILL_NAMES, skillName } from './data-skills';
import { HOMES, NEIGHBOUR_DEPTS, type HomeCity } from './data-places';
import {
  FIRST_F,
  FIRST_M,
  SURNAMES_RARE,
  SURNAMES_COMMON,
  EMAIL_DOMAINS,
  EMAIL_DOMAINS_BE,
  EMAIL_DOMAINS_CH,
  EMAIL_DOMAINS_LU,
  EMPLOYERS_BIG,
  EMPLOYERS_SMALL,
  SCHOOLS,
  SCHOOLS_RARE,
  REFEREE_SURNAMES,
  REFEREE_ROLES_FR,
  REFEREE_ROLES_EN,
} from './data-people';
import { PLANTS, type Plant } from './plants';

export const TODAY = '2026-11-29';

// ───────────────────────── Truth ─────────────────────────
export type Country = 'FR' | 'BE' | 'CH' | 'LU';
export interface Place {
  type: 'ville' | 'departement' | 'region' | 'pays';
  country: Country;
  region?: string;
  dept?: string;
  city?: string;
}
export type Remote = 'site' | 'hybrid' | 'full';
export type Level = 'junior' | 'confirme' | 'senior' | 'expert';
export interface Truth {
  id: string;
  occ: string;
  domain: 'digital' | 'business';
  /** the occupation the early career was in, when different */
  prevOcc?: string;
  gender: 'f' | 'm';
  textLang: 'fr' | 'en';
  skills: string[];
  sectors: string[];
  years: number;
  level: Level;
  remote: Remote[];
  /** ISO date the freelancer can start */
  availFrom: string;
  availableNow: boolean;
  /** EUR per day; null when the profile gives none or says negotiable */
  rate: number | null;
  home: Place & { label: string; zip: string };
  /** home + every mobility area, as places */
  areas: Place[];
  /** language code -> 1 (notions) .. 5 (native) */
  languages: Record<string, number>;
  days: number[];
  durations: ('lt3' | '3to6' | '6to12' | 'gt12')[];
  openToCdi: boolean;
}

// ───────────────────────── PRNG ─────────────────────────
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
  int(a: number, b: number): number {
    return a + Math.floor(this.next() * (b - a + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(a: readonly T[]): T {
    return a[Math.floor(this.next() * a.length)]!;
  }
  weighted<T>(items: readonly T[], w: (t: T) => number): T {
    const total = items.reduce((s, x) => s + w(x), 0);
    let x = this.next() * total;
    for (const it of items) {
      x -= w(it);
      if (x < 0) return it;
    }
    return items[items.length - 1]!;
  }
  shuffle<T>(a: readonly T[]): T[] {
    const b = a.slice();
    for (let i = b.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [b[i], b[j]] = [b[j]!, b[i]!];
    }
    return b;
  }
  some<T>(a: readonly T[], n: number): T[] {
    return this.shuffle(a).slice(0, Math.max(0, Math.min(n, a.length)));
  }
}

// ───────────────────────── mobility dataset ─────────────────────────
type Area = Record<string, string>;
let AREAS: Area[] | null = null;
function areas(): Area[] {
  if (AREAS) return AREAS;
  const candidates = [
    path.resolve(process.cwd(), 'resources/mobility/mobility-areas.json.gz'),
    path.resolve(process.cwd(), '../../../../resources/mobility/mobility-areas.json.gz'),
  ];
  if (typeof __dirname !== 'undefined')
    candidates.unshift(path.resolve(__dirname, '../../../../resources/mobility/mobility-areas.json.gz'));
  const file = candidates.find((f) => fs.existsSync(f));
  if (!file) throw new Error('mobility dataset not found; run from the repository root');
  AREAS = JSON.parse(zlib.gunzipSync(fs.readFileSync(file)).toString('utf8')).areas as Area[];
  return AREAS;
}
const areaCache = new Map<string, Area>();
function findArea(key: string, pred: (a: Area) => boolean): Area {
  const hit = areaCache.get(key);
  if (hit) return hit;
  const m = areas().filter(pred);
  if (m.length !== 1) throw new Error(`mobility area ${key}: ${m.length} matches`);
  areaCache.set(key, m[0]!);
  return m[0]!;
}
export function cityArea(h: HomeCity): Area {
  const [, zip, c, name] = h;
  return findArea(
    `v:${c}:${name}:${zip}`,
    (a) => a.type === 'ville' && a.countryCode === c && a.cityName === name && (c !== 'FR' || a.cityZipCode === zip),
  );
}
export function deptArea(c: Country, code: string): Area {
  return findArea(
    `d:${c}:${code}`,
    (a) => a.type === 'departement' && a.countryCode === c && a.departmentCode === code,
  );
}
export function regionArea(c: Country, code: string): Area {
  return findArea(`r:${c}:${code}`, (a) => a.type === 'region' && a.countryCode === c && a.regionCode === code);
}
export function countryArea(c: Country): Area {
  return findArea(`p:${c}`, (a) => a.type === 'pays' && a.countryCode === c);
}
function placeOf(a: Area): Place {
  return {
    type: a.type as Place['type'],
    country: a.countryCode as Country,
    region: a.regionCode || undefined,
    dept: a.departmentCode || undefined,
    city: a.cityName || undefined,
  };
}

// ───────────────────────── helpers ─────────────────────────
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const lowerFirst = (s: string) => (/^[A-ZÉ][a-zéèêàâîôûç]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);
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
function addDays(iso: string, d: number): string {
  const t = new Date(iso + 'T00:00:00Z').getTime() + d * 86400000;
  return new Date(t).toISOString().slice(0, 10);
}
export function levelOf(years: number): Level {
  return years <= 2 ? 'junior' : years <= 6 ? 'confirme' : years <= 10 ? 'senior' : 'expert';
}
const SENIORITY_ENUM: Record<Level, string> = {
  junior: 'Junior (0-2 ans)',
  confirme: 'Confirme (3-6 ans)',
  senior: 'Senior (7-10 ans)',
  expert: 'Expert (10+ ans)',
};
const LANG_NAMES: Record<string, [string, string]> = {
  fr: ['Français', 'French'],
  en: ['Anglais', 'English'],
  de: ['Allemand', 'German'],
  nl: ['Néerlandais', 'Dutch'],
  es: ['Espagnol', 'Spanish'],
  it: ['Italien', 'Italian'],
  lb: ['Luxembourgeois', 'Luxembourgish'],
  pt: ['Portugais', 'Portuguese'],
  ar: ['Arabe', 'Arabic'],
  pl: ['Polonais', 'Polish'],
  ro: ['Roumain', 'Romanian'],
  zh: ['Chinois', 'Chinese'],
  vi: ['Vietnamien', 'Vietnamese'],
};
const FLUENCY_FR: Record<number, string[]> = {
  5: ['Langue maternelle', 'Natif', 'Bilingue'],
  4: ['Courant', 'Courant (C1)', 'Bilingue professionnel', 'C2'],
  3: ['Professionnel', 'B2', 'Bon niveau', 'Professionnel (B2)'],
  2: ['Intermédiaire', 'B1', 'Scolaire'],
  1: ['Notions', 'A2', 'Débutant'],
};
const FLUENCY_EN: Record<number, string[]> = {
  5: ['Native', 'Native speaker', 'Bilingual'],
  4: ['Fluent', 'Fluent (C1)', 'Full professional proficiency'],
  3: ['Professional working proficiency', 'B2', 'Good'],
  2: ['Intermediate', 'B1', 'Limited working proficiency'],
  1: ['Basic', 'A2', 'Elementary'],
};
const REGION_DISPLAY_BE: Record<string, string> = { BRU: 'Bruxelles-Capitale', WAL: 'Wallonie', VLG: 'Flandre' };
const COUNTRY_FR: Record<Country, string> = { FR: 'France', BE: 'Belgique', CH: 'Suisse', LU: 'Luxembourg' };
const COUNTRY_EN: Record<Country, string> = { FR: 'France', BE: 'Belgium', CH: 'Switzerland', LU: 'Luxembourg' };

function slug(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

// ───────────────────────── Truth generation ─────────────────────────
const HOMES_BY_COUNTRY: Record<Country, HomeCity[]> = { FR: [], BE: [], CH: [], LU: [] };
for (const h of HOMES) HOMES_BY_COUNTRY[h[2]].push(h);

function findHome(label: string, zip?: string): HomeCity {
  const h = HOMES.find((x) => x[0] === label && (!zip || x[1] === zip));
  if (!h) throw new Error('unknown home ' + label + ' ' + (zip ?? ''));
  return h;
}

function pickYears(r: Rng, o: Occupation): number {
  const min = o.minYears ?? 0;
  for (;;) {
    const band = r.next();
    const y = band < 0.13 ? r.int(0, 2) : band < 0.46 ? r.int(3, 6) : band < 0.74 ? r.int(7, 10) : r.int(11, 24);
    if (y >= min) return Math.max(y, 1);
  }
}

function pickAvail(r: Rng): string {
  const b = r.next();
  if (b < 0.38) return addDays(TODAY, -r.int(0, 80));
  if (b < 0.5) return `2026-12-${pad(r.int(1, 21))}`;
  if (b < 0.68) return `2027-01-${pad(r.pick([4, 5, 6, 11, 15, 18, 25]))}`;
  if (b < 0.78) return `2027-02-${pad(r.pick([1, 2, 8, 15, 22]))}`;
  if (b < 0.88) return `2027-0${r.pick([3, 4])}-${pad(r.pick([1, 2, 15]))}`;
  return `2027-0${r.int(5, 9)}-01`;
}

function pickRemote(r: Rng): Remote[] {
  return r.weighted<[Remote[], number]>(
    [
      [['hybrid'], 34],
      [['site', 'hybrid'], 15],
      [['hybrid', 'full'], 20],
      [['full'], 15],
      [['site'], 10],
      [['site', 'hybrid', 'full'], 6],
    ],
    (x) => x[1],
  )[0];
}

function pickDays(r: Rng, o: Occupation): number[] {
  if (o.key === 'daf' && r.chance(0.5)) return [1, 2, 3];
  return r.weighted<[number[], number]>(
    [
      [[5], 48],
      [[4, 5], 20],
      [[3, 4], 12],
      [[3, 4, 5], 8],
      [[2, 3], 7],
      [[1, 2], 5],
    ],
    (x) => x[1],
  )[0];
}

function pickDurations(r: Rng): Truth['durations'] {
  return r.weighted<[Truth['durations'], number]>(
    [
      [['6to12', 'gt12'], 30],
      [['3to6', '6to12'], 25],
      [['gt12'], 12],
      [['3to6', '6to12', 'gt12'], 15],
      [['lt3', '3to6'], 10],
      [['lt3'], 4],
      [[], 4],
    ],
    (x) => x[1],
  )[0];
}

function pickLanguages(r: Rng, country: Country, textLang: 'fr' | 'en', home: Place): Record<string, number> {
  const l: Record<string, number> = {};
  if (textLang === 'en' && r.chance(0.35)) {
    l.en = 5;
    l.fr = r.pick([2, 3, 3, 4]);
  } else {
    l.fr = 5;
    l.en =
      textLang === 'en'
        ? r.pick([4, 4, 5])
        : r.weighted<[number, number]>(
            [
              [5, 4],
              [4, 30],
              [3, 38],
              [2, 21],
              [1, 7],
            ],
            (x) => x[1],
          )[0];
  }
  if (country === 'CH') {
    if (home.region && ['ZH', 'BE', 'BS', 'LU', 'SG', 'ZG'].includes(home.region)) l.de = r.pick([4, 5, 5]);
    else if (r.chance(0.4)) l.de = r.pick([2, 3, 4]);
    if (home.region === 'TI') l.it = 5;
  }
  if (country === 'BE') {
    if (home.region === 'VLG') l.nl = 5;
    else if (r.chance(0.45)) l.nl = r.pick([2, 3, 4]);
  }
  if (country === 'LU') {
    if (r.chance(0.4)) l.lb = r.pick([3, 5]);
    if (r.chance(0.6)) l.de = r.pick([3, 4, 5]);
  }
  if (country === 'FR' && r.chance(0.12)) l.de = r.pick([2, 3, 4]);
  if (r.chance(0.18)) l.es = r.pick([2, 3, 4, 5]);
  if (r.chance(0.05)) l.it = r.pick([2, 3, 5]);
  if (r.chance(0.06)) l.ar = r.pick([3, 5]);
  if (r.chance(0.03)) l.pt = r.pick([4, 5]);
  return l;
}

function workAreasFor(r: Rng, h: HomeCity, home: Place, remote: Remote[], extra?: string[]): Area[] {
  const out: Area[] = [];
  const add = (a: Area) => {
    if (!out.includes(a)) out.push(a);
  };
  const c = h[2];
  const fullOnly = remote.length === 1 && remote[0] === 'full';
  if (c === 'FR') {
    if (r.chance(fullOnly ? 0.5 : 0.75)) add(cityArea(h));
    if (r.chance(0.55)) add(deptArea('FR', home.dept!));
    if (r.chance(home.region === '11' ? 0.5 : 0.3)) add(regionArea('FR', home.region!));
    const nb = NEIGHBOUR_DEPTS[home.dept!];
    if (nb && r.chance(0.25)) for (const d of r.some(nb, r.int(1, 2))) add(deptArea('FR', d));
    if (r.chance(fullOnly ? 0.3 : 0.1)) add(countryArea('FR'));
    if (['74', '01'].includes(home.dept!) && r.chance(0.65)) add(regionArea('CH', 'GE'));
    if (['57', '54'].includes(home.dept!) && r.chance(0.5)) add(countryArea('LU'));
    if (home.dept === '59' && r.chance(0.25)) add(regionArea('BE', r.pick(['WAL', 'BRU'])));
    if (['68', '67'].includes(home.dept!) && r.chance(0.2)) add(regionArea('CH', 'BS'));
    if (home.dept === '25' && r.chance(0.3)) add(regionArea('CH', 'NE'));
  } else if (c === 'BE') {
    if (r.chance(0.7)) add(cityArea(h));
    if (home.dept && r.chance(0.35)) add(deptArea('BE', home.dept));
    if (r.chance(0.4)) add(regionArea('BE', home.region!));
    if (r.chance(0.25)) add(countryArea('BE'));
    if (r.chance(0.12)) add(countryArea('LU'));
  } else if (c === 'CH') {
    if (r.chance(0.7)) add(cityArea(h));
    if (r.chance(0.6)) add(regionArea('CH', home.region!));
    const romand = ['GE', 'VD', 'NE', 'FR', 'VS', 'JU'];
    if (romand.includes(home.region!) && r.chance(0.3))
      add(regionArea('CH', r.pick(romand.filter((x) => x !== home.region))));
    if (r.chance(0.2)) add(countryArea('CH'));
    if (home.region === 'GE' && r.chance(0.1)) add(deptArea('FR', '74'));
  } else {
    if (r.chance(0.5)) add(cityArea(h));
    if (r.chance(0.75)) add(countryArea('LU'));
    if (r.chance(0.15)) add(deptArea('BE', 'WLX'));
    if (r.chance(0.1)) add(deptArea('FR', '57'));
  }
  for (const e of extra ?? []) {
    const [t, cc, code] = e.split(':') as [string, Country, string];
    add(t === 'p' ? countryArea(cc) : t === 'r' ? regionArea(cc, code) : deptArea(cc, code));
  }
  if (out.length === 0) add(cityArea(h));
  return out;
}

/** Occupations of the base pool by quota (60 % digital, 40 % business, by weight within each), in a seeded order. */
function occupationPlan(n: number): string[] {
  const share: Record<string, number> = { digital: 0.6, business: 0.4 };
  const sums: Record<string, number> = { digital: 0, business: 0 };
  for (const o of OCCUPATIONS) sums[o.domain]! += o.weight;
  const exact = OCCUPATIONS.map((o) => ({ k: o.key, x: (n * share[o.domain]! * o.weight) / sums[o.domain]! }));
  const plan = exact.map((e) => ({ k: e.k, q: Math.floor(e.x), rem: e.x - Math.floor(e.x) }));
  let left = n - plan.reduce((s, p) => s + p.q, 0);
  for (const p of plan.slice().sort((a, b) => b.rem - a.rem)) if (left-- > 0) p.q++;
  return new Rng(0x5e7019).shuffle(plan.flatMap((p) => Array.from({ length: p.q }, () => p.k)));
}

/** A skill that implies another (Django -> Python): the Truth holds both, so judgments never split them. */
const IMPLIES: Record<string, string[]> = {
  django: ['python'],
  fastapi: ['python'],
  flask: ['python'],
  pandas: ['python'],
  pytorch: ['python'],
  tensorflow: ['python'],
  'scikit-learn': ['python'],
  'spring-boot': ['java'],
  symfony: ['php'],
  laravel: ['php'],
  nestjs: ['nodejs', 'typescript'],
  nextjs: ['react'],
  helm: ['kubernetes'],
  argocd: ['kubernetes'],
  apex: ['salesforce'],
  lwc: ['salesforce'],
  'fi-co': ['sap'],
  'sd-mm': ['sap'],
  s4hana: ['sap'],
  abap: ['sap'],
  dax: ['power-bi'],
  sea: ['google-ads'],
  dbt: ['sql'],
  'react-native': ['javascript'],
};
function closeSkills(skills: string[], banned: string[]): string[] {
  const out = skills.slice();
  for (let i = 0; i < out.length; i++)
    for (const x of IMPLIES[out[i]!] ?? []) if (!out.includes(x) && !banned.includes(x)) out.push(x);
  // a banned skill also removes what implies it
  return out.filter((k) => !banned.includes(k) && !(IMPLIES[k] ?? []).some((x) => banned.includes(x)));
}

function makeTruth(
  r: Rng,
  id: string,
  plant?: Plant,
  planned?: string,
): { truth: Truth; homeCity: HomeCity; wa: Area[] } {
  const o = plant?.occ ? OCC[plant.occ]! : OCC[planned!]!;
  const gender = plant?.gender ?? (r.chance(o.domain === 'digital' ? 0.38 : 0.55) ? 'f' : 'm');
  let h: HomeCity;
  if (plant?.home) h = findHome(plant.home[0], plant.home[1]);
  else {
    const c = r.weighted<[Country, number]>(
      [
        ['FR', 80],
        ['BE', 7],
        ['CH', 7],
        ['LU', 6],
      ],
      (x) => x[1],
    )[0];
    h = r.weighted(HOMES_BY_COUNTRY[c], (x) => x[4]);
  }
  const ca = cityArea(h);
  const home = { ...placeOf(ca), type: 'ville' as const, label: h[0], zip: h[1] };
  const country = h[2];
  const enBias =
    country === 'CH' && ['ZH', 'BE', 'BS', 'TI'].includes(home.region!)
      ? 0.7
      : country === 'LU'
        ? 0.4
        : home.region === 'VLG'
          ? 0.5
          : 0.12;
  const textLang = plant?.textLang ?? (r.chance(enBias) ? 'en' : 'fr');
  const years = plant?.years ?? pickYears(r, o);
  const stack = r.pick(o.stacks);
  let skills = [...stack];
  for (const s of r.some(o.pool, r.int(2, 5))) if (!skills.includes(s)) skills.push(s);
  for (const s of plant?.skills ?? []) if (!skills.includes(s)) skills.push(s);
  skills = closeSkills(skills, plant?.noSkills ?? []);
  const sectors = plant?.sectors ?? Array.from(new Set(r.some(o.sectors, r.int(1, 3))));
  const remote = plant?.remote ?? pickRemote(r);
  const availFrom = plant?.availFrom ?? pickAvail(r);
  const lf = { junior: 0.75, confirme: 1, senior: 1.18, expert: 1.35 }[levelOf(years)];
  const cf =
    country === 'CH'
      ? 1.55
      : country === 'LU'
        ? 1.2
        : country === 'BE'
          ? 1.05
          : ['01', '02', '03', '04', '06'].includes(home.region!)
            ? 0.88
            : home.region === '11'
              ? 1.06
              : 0.96;
  let rate: number | null = Math.round((o.rate * lf * cf * (0.88 + r.next() * 0.24)) / 10) * 10;
  if (plant?.rate !== undefined) rate = plant.rate;
  else if (r.chance(0.1)) rate = null;
  const languages = plant?.languages ?? pickLanguages(r, country, textLang, home);
  const days = plant?.days ?? pickDays(r, o);
  const durations = plant?.durations ?? pickDurations(r);
  const wa = workAreasFor(r, h, home, remote, plant?.areas);
  if (plant?.onlyAreas)
    wa.splice(
      0,
      wa.length,
      ...plant.onlyAreas.map((e) => {
        const [t, cc, code] = e.split(':') as [string, Country, string];
        return t === 'v' ? ca : t === 'p' ? countryArea(cc) : t === 'r' ? regionArea(cc, code) : deptArea(cc, code);
      }),
    );
  const prevOcc =
    plant?.prevOcc ?? (o.before && o.before.length && years >= 5 && r.chance(0.22) ? r.pick(o.before) : undefined);
  const truth: Truth = {
    id,
    occ: o.key,
    domain: o.domain,
    prevOcc,
    gender,
    textLang,
    skills,
    sectors,
    years,
    level: levelOf(years),
    remote,
    availFrom,
    availableNow: availFrom <= TODAY,
    rate,
    home,
    areas: [home, ...wa.map(placeOf)],
    languages,
    days,
    durations,
    openToCdi: r.chance(0.2),
  };
  return { truth, homeCity: h, wa };
}

// ───────────────────────── text ─────────────────────────
interface Ctx {
  r: Rng;
  t: Truth;
  o: Occupation;
  en: boolean;
  first: string;
  last: string;
  email: string;
  phone: string;
  linkedinSlug: string;
  smallEmployers: string[];
  privateLeaks: string[];
}

function skillDisplay(r: Rng, k: string): string {
  const v = SKILL_NAMES[k]!;
  return r.chance(0.75) ? v[0]! : r.pick(v);
}
function listJoin(xs: string[], en: boolean): string {
  if (xs.length <= 1) return xs.join('');
  return xs.slice(0, -1).join(', ') + (en ? ' and ' : ' et ') + xs[xs.length - 1];
}
function sectorLabel(s: string, en: boolean): string {
  return SECTORS[s] ? SECTORS[s][en ? 1 : 0] : s;
}

function titleFor(c: Ctx, variant?: number): string {
  const { r, t, o, en } = c;
  const pool = en ? o.en : t.gender === 'f' ? o.frF : o.frM;
  let s = variant !== undefined ? pool[variant % pool.length]! : r.pick(pool);
  const stackSkills = t.skills.filter((k) => !['scrum', 'jira', 'excel'].includes(k));
  s = s
    .replace('{s1}', skillName((stackSkills[0] ?? t.skills[0])!))
    .replace('{s2}', skillName((stackSkills[1] ?? t.skills[1] ?? t.skills[0])!));
  s = s.replace('{sector}', cap(sectorLabel(t.sectors[0]!, en)));
  return s;
}

function mobilityPhrase(c: Ctx, wa: Area[]): string {
  const { en } = c;
  const parts: string[] = [];
  for (const a of wa) {
    if (a.type === 'pays')
      parts.push(
        en
          ? `anywhere in ${COUNTRY_EN[a.countryCode as Country]}`
          : `${a.countryCode === 'FR' ? 'France entière' : 'tout le ' + COUNTRY_FR[a.countryCode as Country]}`,
      );
    else if (a.type === 'region')
      parts.push(a.countryCode === 'BE' ? REGION_DISPLAY_BE[a.regionCode!]! : a.regionName!);
    else if (a.type === 'departement')
      parts.push(a.countryCode === 'FR' ? `${a.departmentName} (${a.departmentCode})` : a.departmentName!);
  }
  if (!parts.length) return '';
  return en ? `Open to missions in ${listJoin(parts, true)}.` : `Mobile sur ${listJoin(parts, false)}.`;
}

function remotePhrase(c: Ctx): string {
  const { r, t, en } = c;
  const k = t.remote.slice().sort().join('+');
  const fr: Record<string, string[]> = {
    hybrid: [
      'Idéalement 2 jours de télétravail par semaine.',
      'Rythme hybride souhaité.',
      'Télétravail partiel apprécié (2-3 jours).',
    ],
    'hybrid+site': ['Disponible sur site, télétravail partiel possible.', 'Présentiel ou hybride.'],
    'full+hybrid': ['Ouvert au full remote ou à un rythme hybride.', 'Télétravail complet possible, ou hybride.'],
    full: ['Missions 100 % à distance uniquement.', 'Je travaille exclusivement en full remote.', 'Full remote.'],
    site: ['Préférence pour des missions sur site.', 'Disponible pour des missions en présentiel.'],
    'full+hybrid+site': ['Flexible : sur site, hybride ou à distance.'],
  };
  const enT: Record<string, string[]> = {
    hybrid: ['Hybrid work preferred (2 days remote).', 'Looking for hybrid setups.'],
    'hybrid+site': ['On-site or hybrid.'],
    'full+hybrid': ['Remote or hybrid.', 'Happy to work fully remote.'],
    full: ['Fully remote only.', 'Remote-only missions.'],
    site: ['Prefers on-site missions.'],
    'full+hybrid+site': ['Flexible: on-site, hybrid or remote.'],
  };
  return r.pick((en ? enT : fr)[k] ?? ['']);
}

function availabilityText(c: Ctx): string {
  const { r, t, en } = c;
  const d = t.availFrom;
  const [y, m, day] = d.split('-').map(Number) as [number, number, number];
  if (t.availableNow)
    return r.pick(
      en
        ? ['Immediately', 'Now', 'ASAP', '', d]
        : ['Immédiatement', 'Disponible immédiatement', 'Dès maintenant', 'ASAP', '', d, 'De suite'],
    );
  const forms = en
    ? [d, `${MONTHS_EN[m - 1]} ${y}`, `From ${day} ${MONTHS_EN[m - 1]} ${y}`, `${pad(day)}/${pad(m)}/${y}`]
    : [
        d,
        `${pad(day)}/${pad(m)}/${y}`,
        `${day <= 10 ? 'Début ' : day >= 20 ? 'Fin ' : 'Mi-'}${MONTHS_FR[m - 1]} ${y}`,
        `À partir du ${day === 1 ? '1er' : day} ${MONTHS_FR[m - 1]}`,
        `${cap(MONTHS_FR[m - 1]!)} ${y}`,
      ];
  return r.pick(forms);
}

function rateText(c: Ctx): string {
  const { r, t, en } = c;
  if (t.rate === null) return r.pick(en ? ['', 'Negotiable', 'TBD'] : ['', 'À négocier', 'Selon mission', 'A définir']);
  const v = t.rate;
  if (t.home.country === 'CH') {
    const chf = Math.round((v * 0.94) / 10) * 10;
    return r.pick([`CHF ${chf}/jour`, `${chf} CHF`, `${chf} CHF / day`, `CHF ${chf - 50}-${chf + 50}`]);
  }
  if (en) return r.pick([`€${v}/day`, `${v} EUR per day`, `${v}`, `${v - 50}-${v + 50} EUR`]);
  return r.pick([`${v}`, `${v} €`, `${v}€/jour`, `TJM ${v} €`, `${v - 50}-${v + 50} €`, `${v} € HT`, `${v} euros/j`]);
}

function yearsPhrase(c: Ctx, title: string): string {
  const { r, t, en } = c;
  const y = t.years;
  const f = t.gender === 'f';
  if (en) {
    return r.pick([
      `${title} with ${y} year${y > 1 ? 's' : ''} of experience.`,
      `${y}+ year${y > 1 ? 's' : ''} as a ${title}.`,
      `I have been working as a ${title} for ${y} year${y > 1 ? 's' : ''}, mostly with ${listJoin(
        t.sectors.map((s) => sectorLabel(s, true)),
        true,
      )} clients.`,
      y <= 2 ? `Junior ${title}, graduated in ${2026 - y}.` : `Experienced ${title} (${y} years).`,
    ]);
  }
  return r.pick([
    `${title} avec ${y} an${y > 1 ? 's' : ''} d’expérience.`,
    `${y} an${y > 1 ? 's' : ''} d’expérience en tant que ${lowerFirst(title)}.`,
    `${f ? 'Forte' : 'Fort'} de ${y} années d’expérience, j’interviens comme ${lowerFirst(title)} auprès de clients du secteur ${listJoin(
      t.sectors.map((s) => sectorLabel(s, false)),
      false,
    )}.`,
    y <= 2
      ? `${title} junior, ${f ? 'diplômée' : 'diplômé'} en ${2026 - y}, en freelance depuis peu.`
      : `${title} ${y >= 11 ? 'expérimenté' + (f ? 'e' : '') : 'confirmé' + (f ? 'e' : '')}, ${y} ans de métier.`,
    `${title} freelance depuis ${Math.max(1, Math.min(y, r.int(1, 6)))} an(s), ${y} ans d’expérience au total.`,
  ]);
}

function summaryFor(c: Ctx, title: string, wa: Area[]): string {
  const { r, t, o, en } = c;
  const parts: string[] = [];
  if (r.chance(0.85)) parts.push(yearsPhrase(c, title));
  else parts.push(en ? `Freelance ${title}.` : `${title} indépendant${t.gender === 'f' ? 'e' : ''}.`);
  const tasks = r.some(en ? o.tasksEn : o.tasksFr, 2);
  parts.push(
    en
      ? `Recent work: ${tasks.join('; ')}.`
      : r.pick([
          `J’ai notamment travaillé sur : ${tasks.join(' ; ')}.`,
          `Réalisations récentes : ${tasks.join(', ')}.`,
          `Exemples de missions : ${tasks.join(' ; ')}.`,
        ]),
  );
  const sk = t.skills.slice(0, r.int(3, Math.min(7, t.skills.length))).map((k) => skillDisplay(r, k));
  parts.push(
    en
      ? r.pick([`Skills: ${sk.join(', ')}.`, `Toolbox: ${sk.join(', ')}.`])
      : r.pick([
          `Compétences : ${sk.join(', ')}.`,
          `Environnement : ${sk.join(', ')}.`,
          `Stack : ${sk.join(' / ')}.`,
          `Outils maîtrisés : ${sk.join(', ')}.`,
        ]),
  );
  if (r.chance(0.55))
    parts.push(
      en
        ? `Industries: ${t.sectors.map((s) => sectorLabel(s, true)).join(', ')}.`
        : `Secteurs : ${t.sectors.map((s) => sectorLabel(s, false)).join(', ')}.`,
    );
  if (r.chance(0.6)) {
    const loc = t.home.country === 'FR' ? `${t.home.label} (${t.home.dept})` : t.home.label;
    parts.push(en ? `Based in ${loc}.` : `${t.gender === 'f' ? 'Basée' : 'Basé'} à ${loc}.`);
    const mob = mobilityPhrase(c, wa);
    if (mob && r.chance(0.6)) parts.push(mob);
  }
  if (r.chance(0.55)) parts.push(remotePhrase(c));
  if (r.chance(0.3) && t.languages.en! >= 4)
    parts.push(
      en
        ? 'Fluent English.'
        : r.pick(['Anglais courant.', 'Bilingue anglais.', 'À l’aise en anglais (réunions, documentation).']),
    );
  if (r.chance(0.25)) {
    const d = t.days;
    if (d.length && !d.includes(5))
      parts.push(en ? `Available ${d.join(' to ')} days a week.` : `Disponible ${d.join(' à ')} jours par semaine.`);
  }
  // private data left in free text (must be redacted by the service)
  if (r.chance(0.22)) {
    const leak = r.pick(['name', 'email', 'phone', 'employer', 'linkedin']);
    let s = '';
    if (leak === 'name') s = en ? `My name is ${c.first} ${c.last}.` : `Je m’appelle ${c.first} ${c.last}.`;
    else if (leak === 'email') s = en ? `Contact: ${c.email}` : `Contact : ${c.email}`;
    else if (leak === 'phone') s = en ? `Call me on ${c.phone}.` : `Joignable au ${c.phone}.`;
    else if (leak === 'employer' && c.smallEmployers.length)
      s = en
        ? `Previously at ${c.smallEmployers[0]}.`
        : `Ancien${t.gender === 'f' ? 'ne' : ''} de ${c.smallEmployers[0]}.`;
    else s = `linkedin.com/in/${c.linkedinSlug}`;
    if (s) {
      parts.push(s);
      c.privateLeaks.push(s);
    }
  }
  return parts.join(' ');
}

function employerFor(c: Ctx, sector: string, usedSmall: Set<string>): { name: string; small: boolean } {
  const { r } = c;
  if (r.chance(0.32)) {
    const free = EMPLOYERS_SMALL.filter((e) => !usedSmall.has(e));
    if (free.length) {
      const e = r.pick(free);
      usedSmall.add(e);
      return { name: e, small: true };
    }
  }
  const list = (EMPLOYERS_BIG[sector] ?? EMPLOYERS_BIG.esn)!;
  return { name: r.pick(list), small: false };
}

function missionSummary(c: Ctx, occ: Occupation, sector: string, employer: string, leakName: string | null): string {
  const { r, t, en } = c;
  const task = r.pick(en ? occ.tasksEn : occ.tasksFr);
  const sk = r.some(occ.key === t.occ ? t.skills : occ.stacks[0]!, r.int(2, 4)).map((k) => skillDisplay(r, k));
  const sec = sectorLabel(sector, en);
  let s = en
    ? r.pick([
        `${cap(task)} for a ${sec} company. Tools: ${sk.join(', ')}.`,
        `${cap(task)} (${sec}). ${sk.join(' / ')}.`,
        `Context: ${sec}. ${cap(task)}. Stack: ${sk.join(', ')}.`,
      ])
    : r.pick([
        `${cap(task)} pour un acteur du secteur ${sec}. Environnement : ${sk.join(', ')}.`,
        `Contexte ${sec} : ${task}. Outils : ${sk.join(', ')}.`,
        `${cap(task)}. ${sk.join(' / ')}. Secteur : ${sec}.`,
        `Mission : ${task} (${sec}). Technos / outils : ${sk.join(', ')}.`,
      ]);
  if (r.chance(0.25)) s += en ? ` Team of ${r.int(3, 25)}.` : ` Équipe de ${r.int(3, 25)} personnes.`;
  if (leakName) {
    const m = en
      ? ` Reporting to ${leakName} at ${employer}.`
      : ` Rattaché${t.gender === 'f' ? 'e' : ''} à ${leakName} chez ${employer}.`;
    s += m;
    c.privateLeaks.push(m.trim());
  }
  return s;
}

const usedSurnames = new Map<string, number>();
const usedSchools = new Set<string>();

function buildProfile(r: Rng, truth: Truth, h: HomeCity, wa: Area[], usedSmall: Set<string>, _idx: number): unknown {
  const t = truth;
  const o = OCC[t.occ]!;
  const en = t.textLang === 'en';
  const first = t.gender === 'f' ? r.pick(FIRST_F) : r.pick(FIRST_M);
  // surnames: rare ones first (each once), common ones sometimes
  let last: string;
  const freeRare = SURNAMES_RARE.filter((s) => !usedSurnames.has(s));
  if (r.chance(0.72) && freeRare.length) last = r.pick(freeRare);
  else last = r.pick(SURNAMES_COMMON);
  usedSurnames.set(last, (usedSurnames.get(last) ?? 0) + 1);
  const country = h[2];
  const dom = r.pick(
    country === 'BE'
      ? EMAIL_DOMAINS_BE
      : country === 'CH'
        ? EMAIL_DOMAINS_CH
        : country === 'LU'
          ? EMAIL_DOMAINS_LU
          : EMAIL_DOMAINS,
  );
  const fs_ = slug(first).replace(/-/g, '');
  const ls = slug(last).replace(/-/g, '');
  const local = r.pick([
    `${fs_}.${ls}`,
    `${fs_[0]}${ls}`,
    `${fs_}.${ls}${r.int(1, 99)}`,
    `${fs_}${ls[0]}.pro`,
    `${ls}.${fs_}`,
    `${fs_}-${ls}`,
  ]);
  const email = `${local}@${dom}`;
  const dd = () => pad(r.int(0, 99));
  const phone =
    country === 'FR'
      ? t.home.zip.startsWith('97')
        ? `${{ '971': '+590 690', '972': '+596 696', '973': '+594 694', '974': '+262 692', '976': '+262 639' }[t.home.zip.slice(0, 3)]} ${dd()} ${dd()} ${dd()}`
        : r.pick([
            `06 ${dd()} ${dd()} ${dd()} ${dd()}`,
            `+33 6 ${dd()} ${dd()} ${dd()} ${dd()}`,
            `07 ${dd()} ${dd()} ${dd()} ${dd()}`,
            `+33 (0)7 ${dd()} ${dd()} ${dd()} ${dd()}`,
          ])
      : country === 'BE'
        ? `+32 4${r.int(70, 99)} ${dd()} ${dd()} ${dd()}`
        : country === 'CH'
          ? `+41 7${r.pick([6, 7, 8, 9])} ${r.int(100, 999)} ${dd()} ${dd()}`
          : `+352 6${r.pick([21, 61, 91])} ${r.int(100, 999)} ${r.int(100, 999)}`;
  const linkedinSlug = `${slug(first)}-${slug(last)}-${r.int(0x10000, 0xfffff).toString(16)}`;
  const c: Ctx = { r, t, o, en, first, last, email, phone, linkedinSlug, smallEmployers: [], privateLeaks: [] };

  // work history, most recent first
  const startYear = 2026 - t.years;
  const startMonth = r.int(1, 12);
  const nJobs = t.years <= 2 ? r.int(1, 2) : t.years <= 6 ? r.int(2, 3) : t.years <= 12 ? r.int(3, 4) : r.int(4, 5);
  const totalMonths = Math.max(6, t.years * 12 + (11 - startMonth));
  const cuts = Array.from({ length: nJobs - 1 }, () => r.int(4, totalMonths - 4)).sort((a, b) => a - b);
  const bounds = [0, ...cuts, totalMonths];
  const monthToDate = (m: number) => {
    const y = startYear + Math.floor((startMonth - 1 + m) / 12);
    const mm = ((startMonth - 1 + m) % 12) + 1;
    return `${Math.min(y, 2026)}-${pad(y > 2026 ? 11 : mm)}`;
  };
  const freelanceFrom = Math.max(0, nJobs - r.int(1, Math.min(3, nJobs)));
  const jobs: { name: string; position: string; startDate: string; endDate: string; summary: string }[] = [];
  const refName = `${r.pick(r.chance(0.5) ? FIRST_F : FIRST_M)} ${r.pick(REFEREE_SURNAMES)}`;
  let refEmployer = '';
  for (let j = 0; j < nJobs; j++) {
    const earlyPrev = t.prevOcc && j < Math.max(1, Math.floor(nJobs / 2));
    const jo = earlyPrev ? OCC[t.prevOcc!]! : o;
    const sector = r.pick(t.sectors);
    const emp = employerFor(c, sector, usedSmall);
    if (emp.small) c.smallEmployers.push(emp.name);
    const isFreelance = j >= freelanceFrom;
    const subCtx: Ctx = { ...c, o: jo };
    let position = titleFor(subCtx);
    if (!isFreelance && j === 0 && t.years >= 4 && r.chance(0.3))
      position = en ? `Junior ${position}` : `${position} junior`;
    if (isFreelance && r.chance(0.4)) position = en ? `Freelance ${position}` : `${position} (freelance)`;
    const leak = !refEmployer && r.chance(0.12) ? refName : null;
    if (leak) refEmployer = emp.name;
    jobs.push({
      name:
        isFreelance && r.chance(0.3) ? (en ? `Freelance – ${emp.name}` : `Mission freelance – ${emp.name}`) : emp.name,
      position,
      startDate: monthToDate(bounds[j]!),
      endDate: j === nJobs - 1 ? '' : monthToDate(bounds[j + 1]!),
      summary: missionSummary(c, jo, sector, emp.name, leak),
    });
  }
  jobs.reverse();

  const title0 = titleFor(c);
  let label = title0;
  const freelanceSuffix = r.chance(0.15);
  if (freelanceSuffix) label += en ? ' – Freelance' : ' – Freelance';
  else if (
    r.chance(0.15) &&
    t.years >= 7 &&
    !/senior|lead|head|directeur|directrice|rssi|dsi|daf|cto|cfo|ciso|cio/i.test(label)
  )
    label += en ? ' (Senior)' : ' Senior';
  else if (r.chance(0.18))
    label +=
      ' | ' +
      t.skills
        .slice(0, 2)
        .map((k) => skillName(k))
        .join(' · ');
  const summary = summaryFor(c, title0, wa);

  // education
  const domainSchools = SCHOOLS.filter((s) => s[1] === country && (s[2] === 'any' || s[2] === o.domain));
  const frSchools = SCHOOLS.filter((s) => s[1] === 'FR' && (s[2] === 'any' || s[2] === o.domain));
  let school: [string, string, string] =
    r.chance(country === 'FR' ? 1 : 0.6) && domainSchools.length ? r.pick(domainSchools) : r.pick(frSchools);
  if (r.chance(0.1)) {
    const free = SCHOOLS_RARE.filter((x) => !usedSchools.has(x[0]));
    if (free.length) {
      const x = r.pick(free);
      usedSchools.add(x[0]);
      school = [x[0], x[1], 'any'];
    }
  }
  const degree =
    o.domain === 'digital'
      ? r.pick(
          en
            ? ['MSc', 'Master’s degree', 'Engineering degree', 'Bachelor']
            : ['Diplôme d’ingénieur', 'Master', 'Licence professionnelle', 'BUT Informatique', 'Titre RNCP niveau 6'],
        )
      : r.pick(
          en
            ? ['Master’s degree', 'MBA', 'Bachelor']
            : ['Master', 'Programme Grande École', 'Licence', 'BTS', 'Bachelor', 'MBA'],
        );
  const area =
    o.domain === 'digital'
      ? r.pick(
          en
            ? ['Computer Science', 'Software Engineering', 'Data Science', 'Information Systems']
            : ['Informatique', 'Génie logiciel', 'Systèmes d’information', 'Mathématiques appliquées', 'Data science'],
        )
      : r.pick(
          en
            ? ['Business', 'Finance', 'Marketing', 'Management']
            : [
                'Commerce',
                'Finance',
                'Marketing',
                'Gestion',
                'Ressources humaines',
                'Communication',
                'Design graphique',
              ],
        );
  const education = [
    {
      institution: school[0],
      area,
      studyType: degree,
      startDate: String(startYear - r.int(2, 5)),
      endDate: String(startYear),
    },
  ];
  if (r.chance(0.2)) {
    const s2 = r.pick(frSchools);
    if (s2[0] !== school[0])
      education.push({
        institution: s2[0],
        area: en ? 'Executive programme' : 'Formation continue',
        studyType: en ? 'Certificate' : 'Certificat',
        startDate: String(2026 - r.int(1, 4)),
        endDate: '',
      });
  }

  // skills section: flat or grouped
  const lvl = (k: string, i: number) => {
    const base = t.level === 'expert' ? 0 : t.level === 'senior' ? 1 : t.level === 'confirme' ? 2 : 3;
    const L = en
      ? ['Expert', 'Advanced', 'Intermediate', 'Beginner']
      : ['Expert', 'Avancé', 'Confirmé', 'Intermédiaire'];
    return L[Math.min(3, base + (i > 2 ? 1 : 0))];
  };
  let skills: { name: string; level: string; keywords: string[] }[];
  if (r.chance(0.6))
    skills = t.skills.map((k, i) => ({
      name: skillDisplay(r, k),
      level: r.chance(0.75) ? lvl(k, i)! : '',
      keywords: [],
    }));
  else {
    const half = Math.ceil(t.skills.length / 2);
    skills = [
      {
        name: en ? 'Core skills' : 'Compétences principales',
        level: '',
        keywords: t.skills.slice(0, half).map((k) => skillDisplay(r, k)),
      },
      {
        name: en ? 'Other tools' : 'Autres outils',
        level: '',
        keywords: t.skills.slice(half).map((k) => skillDisplay(r, k)),
      },
    ];
  }
  const languages = Object.entries(t.languages)
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => ({ language: LANG_NAMES[k]![en ? 1 : 0], fluency: r.pick((en ? FLUENCY_EN : FLUENCY_FR)[v]!) }));
  const certificates = r.some(o.certs, r.chance(0.55) ? r.int(1, 2) : 0).map(([name, issuer]) => ({
    name,
    issuer,
    url: '',
    startDate: String(2026 - r.int(0, Math.max(1, Math.min(8, t.years)))),
  }));
  const references =
    refEmployer || r.chance(0.2)
      ? [
          {
            name: refName,
            reference: en
              ? `“Reliable and sharp, I would work with ${first} again.” — ${refName}, ${r.pick(REFEREE_ROLES_EN)}`
              : `« ${first} a été un atout pour l’équipe, je recommande sans hésiter. » — ${refName}, ${r.pick(REFEREE_ROLES_FR)}`,
          },
        ]
      : [];

  const regionDisplay =
    country === 'FR'
      ? cityArea(h).regionName
      : country === 'BE'
        ? REGION_DISPLAY_BE[t.home.region!]
        : country === 'CH'
          ? cityArea(h).regionName
          : 'Luxembourg';
  const createdDay = r.int(0, 900);
  const createdAt = addDays('2024-03-01', createdDay) + 'T09:' + pad(r.int(0, 59)) + ':00Z';
  const updatedAt =
    addDays('2024-03-01', Math.min(1000, createdDay + r.int(1, 300))) + 'T18:' + pad(r.int(0, 59)) + ':00Z';
  const DUR: Record<string, string> = {
    lt3: '< 3 mois',
    '3to6': '3 a 6 mois',
    '6to12': '6 a 12 mois',
    gt12: '> 12 mois',
  };
  const REM: Record<Remote, string> = { site: 'Sur site', hybrid: 'Hybride', full: 'Full remote' };
  const seniority = r.chance(0.12) ? '' : SENIORITY_ENUM[t.level];

  return {
    basics: {
      name: `${first} ${last}`,
      label,
      image: '',
      email,
      phone,
      url: `https://www.linkedin.com/in/${linkedinSlug}`,
      summary,
      location: {
        address: `${t.home.label}, ${en ? COUNTRY_EN[country] : COUNTRY_FR[country]}`,
        postalCode: r.chance(0.9) ? t.home.zip : '',
        city: t.home.label,
        countryCode: country,
        region: r.chance(0.88) ? regionDisplay : '',
      },
      profiles: [{ username: linkedinSlug, network: 'LinkedIn', url: `https://www.linkedin.com/in/${linkedinSlug}` }],
    },
    work: jobs,
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
      createdAt,
      updatedAt,
      firstName: first,
      lastName: last,
      cvUrl: `https://cv.example-freelance.fr/${t.id}/${slug(first)}-${slug(last)}.pdf`,
      freelance: {
        available: t.availableNow,
        availabilityDate: availabilityText(c),
        rate: rateText(c),
        seniority,
        professions: r.chance(0.6) ? [o.profession] : [],
        openToCdi: t.openToCdi,
        vehicle: r.chance(0.5),
        preferences: {
          missionDuration: t.durations.map((d) => DUR[d]),
          remoteWork: t.remote.map((x) => REM[x]),
          daysPerWeek: t.days.map(String),
          workAreas: wa.map((a) => ({ ...a })),
        },
      },
    },
  };
}

// ───────────────────────── corpus ─────────────────────────
export const BASE_COUNT = 560;
let CACHE: { profile: unknown; truth: Truth }[] | null = null;

export function corpus(): { profile: unknown; truth: Truth }[] {
  if (CACHE) return CACHE;
  usedSurnames.clear();
  usedSchools.clear();
  const usedSmall = new Set<string>();
  const out: { profile: unknown; truth: Truth }[] = [];
  const total = BASE_COUNT + PLANTS.length;
  const plan = occupationPlan(BASE_COUNT);
  for (let i = 0; i < total; i++) {
    const id = `b19-${String(i + 1).padStart(4, '0')}`;
    const r = new Rng(0x19190000 + i * 7919);
    const plant = i >= BASE_COUNT ? PLANTS[i - BASE_COUNT] : undefined;
    const { truth, homeCity, wa } = makeTruth(r, id, plant, plan[i]);
    const profile = buildProfile(r, truth, homeCity, wa, usedSmall, i);
    out.push({ profile, truth });
  }
  CACHE = out;
  return out;
}
