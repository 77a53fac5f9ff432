/**
 * Set 29's corpus generator: draws a Truth for each freelancer, then writes the profile (JSON Resume + meta, as
 * src/domain/profile/raw-profile.schema.ts wants it) the way real CVs are written. Deterministic (mulberry32, fixed
 * seed); "today" is 2026-12-01.
 */
import { AREAS, AREA_CHOICES, COUNTRY_NAME, HOMES, type AreaKey, type HomeKey, type MetroKey } from './areas';
import { OCCUPATIONS, occ, type Family, type Occupation } from './occupations';
import {
  BIG_SCHOOLS,
  CONSULTING_FIRMS,
  FIRM_PARTS,
  FIRST,
  LAST,
  MAIL_DOMAINS,
  ORIGIN_LANG,
  RARE_LAST,
  RARE_SCHOOLS,
  type Origin,
} from './people';
import { PLANTS, type Plant } from './plants';
import type { Band, Country, Declared, Duration, PrivateData, Remote, Truth } from './truth';
import {
  CERTS,
  GROUP_NAMES,
  LANG_NAMES,
  LEVEL_NAMES,
  SECTORS,
  SKILLS,
  type CertKey,
  type LangKey,
  type Level,
  type SectorKey,
  type SkillGroup,
  type SkillKey,
} from './vocab';

export type { Truth } from './truth';

export const TODAY = '2026-12-01';
export const POOL_SIZE = 700;
const SEED = 0x29b29;
/** Month index of today (year * 12 + month - 1). */
const NOW_M = 2026 * 12 + 11;
/** Euros per Swiss franc. */
export const CHF_EUR = 1.06;

// ------------------------------------------------------------------ randomness

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
  pick<T>(xs: readonly T[]): T {
    if (xs.length === 0) throw new Error('pick from empty list');
    return xs[Math.floor(this.next() * xs.length)]!;
  }
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((s, [, w]) => s + w, 0);
    let r = this.next() * total;
    for (const [x, w] of items) {
      r -= w;
      if (r < 0) return x;
    }
    return items[items.length - 1]![0];
  }
  shuffle<T>(xs: readonly T[]): T[] {
    const a = [...xs];
    for (let i = a.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [a[i], a[j]] = [a[j]!, a[i]!];
    }
    return a;
  }
  sample<T>(xs: readonly T[], k: number): T[] {
    return this.shuffle(xs).slice(0, Math.max(0, k));
  }
}

// ------------------------------------------------------------------ small helpers

export function stripAccents(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/g, 'oe')
    .replace(/Œ/g, 'Oe');
}

function ascii(s: string): string {
  return stripAccents(s)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

function iso(d: Date): string {
  return d.toISOString().slice(0, 10);
}

function addDays(isoDate: string, n: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return iso(d);
}

function monthStr(m: number): string {
  const y = Math.floor(m / 12);
  const mo = (m % 12) + 1;
  return `${y}-${String(mo).padStart(2, '0')}`;
}

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

function listEn(xs: string[]): string {
  if (xs.length <= 1) return xs.join('');
  return `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]!}`;
}
function listFr(xs: string[]): string {
  if (xs.length <= 1) return xs.join('');
  return `${xs.slice(0, -1).join(', ')} et ${xs[xs.length - 1]!}`;
}

// ------------------------------------------------------------------ where people live

const HOME_WEIGHTS: [HomeKey, number][] = [
  ['paris-08', 40],
  ['paris-11', 30],
  ['paris-15', 30],
  ['paris-17', 25],
  ['courbevoie', 10],
  ['puteaux', 8],
  ['boulogne', 12],
  ['issy', 8],
  ['levallois', 8],
  ['neuilly', 5],
  ['nanterre', 5],
  ['versailles', 6],
  ['massy', 5],
  ['rueil', 5],
  ['montrouge', 5],
  ['lyon-02', 10],
  ['lyon-03', 10],
  ['lyon-07', 8],
  ['villeurbanne', 6],
  ['grenoble', 6],
  ['annecy', 6],
  ['annemasse', 8],
  ['st-julien', 5],
  ['ferney', 6],
  ['st-genis', 4],
  ['gex', 3],
  ['divonne', 3],
  ['thonon', 4],
  ['lille', 14],
  ['villeneuve-dascq', 4],
  ['marcq', 4],
  ['roubaix', 3],
  ['nice', 9],
  ['valbonne', 6],
  ['antibes', 5],
  ['cannes', 3],
  ['mougins', 2],
  ['biot', 2],
  ['marseille', 7],
  ['toulouse', 14],
  ['blagnac', 4],
  ['colomiers', 3],
  ['montpellier', 5],
  ['bordeaux', 13],
  ['merignac', 4],
  ['strasbourg', 10],
  ['illkirch', 3],
  ['mulhouse', 3],
  ['saint-louis', 4],
  ['metz', 4],
  ['thionville', 5],
  ['nantes', 12],
  ['saint-herblain', 3],
  ['rennes', 5],
  ['geneve', 38],
  ['carouge', 8],
  ['vernier', 5],
  ['meyrin', 4],
  ['nyon', 6],
  ['lausanne', 18],
  ['morges', 4],
  ['renens', 3],
  ['vevey', 3],
  ['montreux', 2],
  ['bern', 5],
  ['zurich', 24],
  ['winterthur', 4],
  ['zug', 6],
  ['basel', 14],
  ['brussels', 44],
  ['zaventem', 4],
  ['wavre', 5],
  ['antwerpen', 14],
  ['mechelen', 4],
  ['gent', 10],
  ['leuven', 6],
  ['liege', 7],
  ['namur', 4],
  ['luxembourg', 36],
  ['strassen', 5],
  ['bertrange', 5],
  ['mamer', 3],
  ['esch', 6],
];

const GERMAN_METROS: MetroKey[] = ['zurich', 'zug', 'basel', 'bern'];
const FLEMISH_METROS: MetroKey[] = ['antwerp', 'ghent', 'leuven'];
const WALLOON_METROS: MetroKey[] = ['liege', 'namur'];

function originFor(rng: Rng, country: Country, metro: MetroKey): Origin {
  if (country === 'FR')
    return rng.weighted<Origin>([
      ['fr', 72],
      ['ma', 8],
      ['en', 6],
      ['ib', 4],
      ['it', 3],
      ['pl', 3],
      ['in', 2],
      ['nl', 1],
      ['de', 1],
    ]);
  if (country === 'CH' && GERMAN_METROS.includes(metro))
    return rng.weighted<Origin>([
      ['de', 55],
      ['en', 20],
      ['fr', 8],
      ['it', 7],
      ['in', 5],
      ['pl', 5],
    ]);
  if (country === 'CH')
    return rng.weighted<Origin>([
      ['fr', 45],
      ['en', 18],
      ['de', 10],
      ['it', 8],
      ['ib', 6],
      ['pl', 4],
      ['in', 5],
      ['ma', 4],
    ]);
  if (country === 'BE' && FLEMISH_METROS.includes(metro))
    return rng.weighted<Origin>([
      ['nl', 70],
      ['en', 10],
      ['fr', 10],
      ['pl', 5],
      ['in', 5],
    ]);
  if (country === 'BE' && WALLOON_METROS.includes(metro))
    return rng.weighted<Origin>([
      ['fr', 80],
      ['nl', 8],
      ['it', 7],
      ['ma', 5],
    ]);
  if (country === 'BE')
    return rng.weighted<Origin>([
      ['fr', 40],
      ['nl', 25],
      ['en', 12],
      ['it', 6],
      ['ma', 8],
      ['pl', 5],
      ['ib', 4],
    ]);
  return rng.weighted<Origin>([
    ['fr', 40],
    ['de', 10],
    ['en', 15],
    ['ib', 15],
    ['it', 8],
    ['nl', 6],
    ['pl', 6],
  ]);
}

/** Sectors each metro's clients are strong in. */
const LOCAL_SECTORS: Partial<Record<MetroKey, SectorKey[]>> = {
  paris: ['banking', 'insurance', 'luxury', 'energy', 'public', 'retail', 'telecom'],
  geneva: ['private-banking', 'intl-org', 'trading', 'luxury'],
  lausanne: ['pharma', 'intl-org', 'luxury', 'private-banking'],
  zurich: ['banking', 'insurance', 'asset-management'],
  zug: ['trading', 'pharma'],
  basel: ['pharma'],
  bern: ['public', 'telecom'],
  luxembourg: ['asset-management', 'banking', 'insurance', 'public'],
  brussels: ['public', 'banking', 'energy', 'insurance'],
  antwerp: ['energy', 'industry', 'banking'],
  ghent: ['industry', 'energy'],
  lyon: ['pharma', 'industry', 'energy'],
  toulouse: ['industry'],
  nice: ['telecom', 'industry'],
  lille: ['retail', 'banking'],
  strasbourg: ['public', 'insurance'],
  nantes: ['insurance', 'industry'],
  metz: ['asset-management', 'banking'],
};

// ------------------------------------------------------------------ drawing a Truth

function drawYears(rng: Rng, o: Occupation): number {
  if (o.managerial) return rng.int(10, 26);
  const band = rng.weighted<Band>([
    ['junior', 8],
    ['confirme', 26],
    ['senior', 30],
    ['expert', 36],
  ]);
  if (band === 'junior') return rng.int(1, 2);
  if (band === 'confirme') return rng.int(3, 6);
  if (band === 'senior') return rng.int(7, 10);
  return rng.weighted<number>([
    [rng.int(11, 15), 6],
    [rng.int(16, 20), 3],
    [rng.int(21, 28), 1],
  ]);
}

function drawLangs(
  rng: Rng,
  origin: Origin,
  country: Country,
  metro: MetroKey,
  cvLang: 'fr' | 'en',
): Partial<Record<LangKey, Level>> {
  const l: Partial<Record<LangKey, Level>> = {};
  const set = (k: LangKey, v: Level) => {
    const cur = l[k];
    if (cur === undefined || cur < v) l[k] = v;
  };
  if (country === 'LU' && origin === 'de') {
    set('lb', 5);
    set('de', 4);
    set('fr', 4);
  } else {
    set(ORIGIN_LANG[origin], 5);
  }
  if (origin === 'ib' && country === 'LU') set('pt', 5);
  if (origin === 'ma') set('fr', 5);
  // local language
  if (country === 'FR' || (country === 'CH' && !GERMAN_METROS.includes(metro)) || WALLOON_METROS.includes(metro))
    set(
      'fr',
      rng.weighted<Level>([
        [4, 3],
        [3, 2],
      ]),
    );
  if (country === 'CH' && GERMAN_METROS.includes(metro))
    set(
      'de',
      rng.weighted<Level>([
        [4, 2],
        [3, 2],
        [2, 2],
      ]),
    );
  if (country === 'BE' && FLEMISH_METROS.includes(metro))
    set(
      'nl',
      rng.weighted<Level>([
        [4, 2],
        [3, 2],
        [2, 1],
      ]),
    );
  if (country === 'BE' && metro === 'brussels') {
    set(
      'fr',
      rng.weighted<Level>([
        [4, 3],
        [3, 2],
      ]),
    );
    if (rng.chance(0.6))
      set(
        'nl',
        rng.weighted<Level>([
          [3, 2],
          [2, 2],
          [1, 1],
        ]),
      );
  }
  if (country === 'LU') {
    set(
      'fr',
      rng.weighted<Level>([
        [4, 3],
        [3, 2],
      ]),
    );
    if (rng.chance(0.5))
      set(
        'de',
        rng.weighted<Level>([
          [4, 1],
          [3, 2],
          [2, 2],
        ]),
      );
  }
  // English
  set(
    'en',
    cvLang === 'en'
      ? rng.weighted<Level>([
          [4, 4],
          [5, 1],
        ])
      : rng.weighted<Level>([
          [4, 3],
          [3, 4],
          [2, 2],
        ]),
  );
  // a third language now and then
  if (rng.chance(0.3))
    set(
      rng.pick<LangKey>(['de', 'es', 'it', 'nl', 'pt']),
      rng.weighted<Level>([
        [1, 2],
        [2, 2],
        [3, 1],
      ]),
    );
  return l;
}

function drawAreas(rng: Rng, metro: MetroKey, remote: Remote[]): AreaKey[] {
  const ch = AREA_CHOICES[metro];
  const out = new Set<AreaKey>(rng.pick(ch.base));
  for (const e of ch.extra) if (rng.chance(0.12)) out.add(e);
  if (remote.length === 1 && remote[0] === 'Full remote' && rng.chance(0.5)) {
    out.clear();
    out.add(HOMES_BY_METRO_COUNTRY[metro]);
  }
  return [...out];
}

const HOMES_BY_METRO_COUNTRY: Record<MetroKey, AreaKey> = {
  paris: 'p-fr',
  lyon: 'p-fr',
  grenoble: 'p-fr',
  annecy: 'p-fr',
  lille: 'p-fr',
  nice: 'p-fr',
  marseille: 'p-fr',
  toulouse: 'p-fr',
  montpellier: 'p-fr',
  bordeaux: 'p-fr',
  strasbourg: 'p-fr',
  mulhouse: 'p-fr',
  metz: 'p-fr',
  nantes: 'p-fr',
  rennes: 'p-fr',
  geneva: 'p-ch',
  lausanne: 'p-ch',
  bern: 'p-ch',
  zurich: 'p-ch',
  zug: 'p-ch',
  basel: 'p-ch',
  brussels: 'p-be',
  antwerp: 'p-be',
  ghent: 'p-be',
  leuven: 'p-be',
  liege: 'p-be',
  namur: 'p-be',
  luxembourg: 'p-lu',
};

interface Names {
  used: Set<string>;
  usedEmails: Set<string>;
  usedPhones: Set<string>;
  rareLeft: string[];
  rareSchoolsLeft: string[];
  firms: Set<string>;
}

function drawName(rng: Rng, names: Names, origin: Origin, gender: 'f' | 'm'): [string, string] {
  for (let attempt = 0; attempt < 200; attempt++) {
    const first = rng.pick(FIRST[origin][gender]);
    let last: string;
    if (names.rareLeft.length > 0 && rng.chance(0.07)) {
      last = names.rareLeft.shift()!;
    } else {
      last = rng.pick(LAST[origin]);
    }
    const full = `${first} ${last}`;
    if (!names.used.has(full)) {
      names.used.add(full);
      return [first, last];
    }
  }
  throw new Error('no unique name left');
}

function drawFirm(
  rng: Rng,
  names: Names,
  country: Country,
  kind: 'small' | 'own',
  lastName: string,
  lang: 'fr' | 'en',
): string {
  const P = FIRM_PARTS;
  for (let attempt = 0; attempt < 200; attempt++) {
    let name: string;
    if (kind === 'own') {
      const legal = rng.pick(P.legal[country]);
      name = rng.weighted<string>([
        [`${lastName} ${rng.pick(P.frKind)} ${legal}`, lang === 'fr' ? 3 : 1],
        [`${rng.pick(P.enAdj)} ${rng.pick(P.enNoun)} ${rng.pick(P.enKind)} ${legal}`, 3],
        [`${rng.pick(P.enNoun)}${rng.pick(['', 'line', 'wise', 'field'])} ${rng.pick(P.frKind)} ${legal}`, 1],
      ]);
    } else {
      const sur = rng.pick(LAST.fr.concat(LAST.de, LAST.nl));
      name = rng.weighted<string>([
        [`${rng.pick(P.frShops)} du ${rng.pick(P.frNouns)}`, 2],
        [`${rng.pick(P.frShops)} des ${rng.pick(P.frPlural)}`, 2],
        [`${rng.pick(P.frShops)} ${sur}`, 2],
        [`Cabinet ${sur} & Associés`, 1],
        [`Fiduciaire ${sur}`, 1],
        [`Transports ${sur}`, 1],
        [`${sur} & Fils`, 1],
        [`Les Jardins du ${rng.pick(P.frNouns)}`, 1],
        [`${rng.pick(P.enAdj)} ${rng.pick(P.enNoun)} ${rng.pick(P.enKind)}`, 2],
        [`Atelier ${sur}`, 1],
      ]);
    }
    if (!names.firms.has(name)) {
      names.firms.add(name);
      return name;
    }
  }
  throw new Error('no unique firm left');
}

function drawPersonName(rng: Rng, names: Names): string {
  for (let attempt = 0; attempt < 200; attempt++) {
    const origin = rng.weighted<Origin>([
      ['fr', 6],
      ['en', 2],
      ['de', 1],
      ['nl', 1],
    ]);
    const g = rng.chance(0.5) ? 'f' : 'm';
    const full = `${rng.pick(FIRST[origin][g])} ${rng.pick(LAST[origin])}`;
    if (!names.used.has(full)) {
      names.used.add(full);
      return full;
    }
  }
  throw new Error('no unique person name left');
}

function drawEmail(rng: Rng, names: Names, first: string, last: string, country: Country, origin: Origin): string {
  const f = ascii(first);
  const l = ascii(last);
  const domains = MAIL_DOMAINS[origin === 'en' ? 'UK' : country];
  for (let attempt = 0; attempt < 50; attempt++) {
    const local = rng.weighted<string>([
      [`${f}.${l}`, 5],
      [`${f[0]!}${l}`, 2],
      [`${f}_${l}`, 1],
      [`${f}.${l}${rng.int(1, 99)}`, 2],
      [`${f}${l}`, 1],
      [`${f[0]!}.${l}`, 1],
      [`${l}.${f}`, 1],
    ]);
    const e = `${local}@${rng.pick(domains)}`;
    if (!names.usedEmails.has(e)) {
      names.usedEmails.add(e);
      return e;
    }
  }
  throw new Error('no unique email');
}

function drawPhone(rng: Rng, names: Names, country: Country, origin: Origin): string {
  const d = (n: number) => Array.from({ length: n }, () => String(rng.int(0, 9))).join('');
  for (let attempt = 0; attempt < 50; attempt++) {
    let p: string;
    if (origin === 'en' && rng.chance(0.3)) p = `+44 7${d(3)} ${d(6)}`;
    else if (country === 'FR')
      p = rng.chance(0.5) ? `+33 6 ${d(2)} ${d(2)} ${d(2)} ${d(2)}` : `07 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`;
    else if (country === 'CH') p = `+41 ${rng.pick(['76', '78', '79'])} ${d(3)} ${d(2)} ${d(2)}`;
    else if (country === 'BE') p = `+32 4${rng.pick(['70', '75', '77', '85', '96'])} ${d(2)} ${d(2)} ${d(2)}`;
    else p = `+352 6${rng.pick(['21', '61', '91'])} ${d(3)} ${d(3)}`;
    if (!names.usedPhones.has(p)) {
      names.usedPhones.add(p);
      return p;
    }
  }
  throw new Error('no unique phone');
}

function drawSkills(rng: Rng, o: Occupation): SkillKey[] {
  const s = new Set<SkillKey>(o.core);
  if (o.oneOf) s.add(rng.pick(o.oneOf));
  for (const k of rng.sample(o.optional, rng.int(2, 5))) s.add(k);
  return [...s];
}

function drawCerts(rng: Rng, o: Occupation, years: number): CertKey[] {
  const p = years <= 2 ? 0.15 : years <= 6 ? 0.3 : 0.4;
  const out: CertKey[] = [];
  for (const c of o.certs) if (rng.chance(p)) out.push(c);
  return out.slice(0, 3);
}

function drawSectors(rng: Rng, o: Occupation, metro: MetroKey): SectorKey[] {
  const local = LOCAL_SECTORS[metro] ?? [];
  const items: [SectorKey, number][] = o.sectors.map((s) => [s, local.includes(s) ? 4 : 1]);
  const n = rng.weighted<number>([
    [1, 3],
    [2, 4],
    [3, 2],
  ]);
  const out = new Set<SectorKey>();
  for (let i = 0; i < n * 3 && out.size < n; i++) out.add(rng.weighted(items));
  return [...out];
}

const REMOTE_PATTERNS: [Remote[], number][] = [
  [['Hybride'], 30],
  [['Sur site', 'Hybride'], 25],
  [['Hybride', 'Full remote'], 20],
  [['Full remote'], 8],
  [['Sur site'], 7],
  [['Sur site', 'Hybride', 'Full remote'], 10],
];
const DAY_PATTERNS: [number[], number][] = [
  [[5], 45],
  [[4, 5], 30],
  [[3, 4, 5], 10],
  [[2, 3], 5],
  [[3], 3],
  [[1, 2, 3], 2],
  [[4], 5],
];
const DURATIONS: Duration[] = ['< 3 mois', '3 a 6 mois', '6 a 12 mois', '> 12 mois'];

function drawTruth(rng: Rng, names: Names, id: string, plant: Plant | undefined, occKey: string): Truth {
  const o = occ(plant?.occ ?? occKey);
  const home = plant?.home ?? rng.weighted(HOME_WEIGHTS);
  const h = HOMES[home];
  const country = h.cc;
  const metro = h.metro;
  const origin = plant?.origin ?? originFor(rng, country, metro);
  const neighbourGenderF = ['executive-assistant', 'project-assistant', 'accounts-assistant', 'recruiter'].includes(
    o.key,
  );
  const gender = plant?.gender ?? (rng.chance(neighbourGenderF ? 0.8 : 0.42) ? 'f' : 'm');
  let pEn: number;
  if (origin === 'en' || origin === 'in') pEn = 0.95;
  else if (country === 'FR')
    pEn = origin === 'fr' || origin === 'ma' ? (['dev', 'data', 'infra'].includes(o.family) ? 0.33 : 0.23) : 0.4;
  else if (origin === 'fr') pEn = 0.5;
  else pEn = 0.78;
  if (o.family === 'neighbour') pEn *= 0.7;
  const lang = plant?.lang ?? (rng.chance(pEn) ? 'en' : 'fr');
  const years = plant?.years ?? drawYears(rng, o);
  const band = bandOf(years);
  let declared: Declared = DECLARED[band];
  {
    const r = rng.next();
    if (r < 0.12) declared = '';
    else if (r < 0.17) declared = DECLARED[BANDS[Math.min(3, BANDS.indexOf(band) + 1)]!];
    else if (r < 0.2) declared = DECLARED[BANDS[Math.max(0, BANDS.indexOf(band) - 1)]!];
  }
  if (plant?.declared !== undefined) declared = plant.declared;
  const lead =
    plant?.lead ?? (o.managerial ? true : years >= 8 ? rng.chance(0.45) : years >= 5 ? rng.chance(0.15) : false);
  const prevOcc =
    plant?.prevOcc !== undefined
      ? plant.prevOcc
      : years >= 6 && o.prev.length > 0 && rng.chance(0.45)
        ? rng.pick(o.prev)
        : null;
  const skills = new Set<SkillKey>(drawSkills(rng, o));
  const certs = new Set<CertKey>(plant?.certs ?? drawCerts(rng, o, years));
  if (plant?.addCerts) for (const c of plant.addCerts) certs.add(c);
  if (plant?.skills) for (const k of plant.skills) skills.add(k);
  if (plant?.noSkills) for (const k of plant.noSkills) skills.delete(k);
  for (const c of certs) for (const k of CERTS[c].skills) skills.add(k);
  if (prevOcc) for (const k of occ(prevOcc).core) skills.add(k);
  const sectors = plant?.sectors ?? drawSectors(rng, o, metro);
  const available = plant?.available ?? rng.chance(0.45);
  const freeFrom =
    plant?.freeFrom ??
    (available
      ? addDays(TODAY, -rng.int(0, 60))
      : addDays(
          TODAY,
          rng.weighted<number>([
            [rng.int(7, 30), 3],
            [rng.int(31, 90), 4],
            [rng.int(91, 200), 2],
          ]),
        ));
  const remote = plant?.remote ?? rng.weighted(REMOTE_PATTERNS);
  const days = plant?.days ?? rng.weighted(DAY_PATTERNS);
  const durations =
    plant?.durations ??
    DURATIONS.filter((d, i) => rng.chance([0.25, 0.5, 0.7, 0.55][i]!) || (d === '6 a 12 mois' && false));
  if (durations.length === 0) durations.push('6 a 12 mois');
  const areas = plant?.areas ?? drawAreas(rng, metro, remote);
  const langs = drawLangs(rng, origin, country, metro, lang);
  if (plant?.langs) Object.assign(langs, plant.langs);
  let rate: number | null;
  if (plant?.rate !== undefined) rate = plant.rate;
  else if (rng.chance(0.1)) rate = null;
  else {
    const loc =
      country === 'CH' ? 1.45 : country === 'LU' ? 1.15 : country === 'BE' ? 1.05 : metro === 'paris' ? 1.05 : 0.9;
    const base = o.rate * (0.7 + 0.03 * Math.min(years, 20)) * loc * (0.92 + rng.next() * 0.16);
    rate = Math.round(base / 10) * 10;
  }
  const noAccents = plant?.noAccents ?? (lang === 'fr' && rng.chance(0.08));
  const [firstName0, lastName0] = plant?.name ?? drawName(rng, names, origin, gender);
  if (plant?.name) names.used.add(`${plant.name[0]} ${plant.name[1]}`);
  const firstName = noAccents ? stripAccents(firstName0) : firstName0;
  const lastName = noAccents ? stripAccents(lastName0) : lastName0;
  const email = drawEmail(rng, names, firstName, lastName, country, origin);
  const phone = drawPhone(rng, names, country, origin);
  const slug = `${ascii(firstName)}-${ascii(lastName)}${rng.chance(0.6) ? `-${rng.int(0x10000, 0xfffff).toString(16)}` : ''}`;
  const priv: PrivateData = {
    firstName,
    lastName,
    fullName: `${firstName} ${lastName}`,
    email,
    phone,
    linkedinUrl: `https://www.linkedin.com/in/${slug}`,
    linkedinSlug: slug,
    ownCompany: null,
    employers: [],
    schools: [],
    referees: [],
    people: [],
    repeats: [],
    mentions: [],
  };
  return {
    id,
    occ: o.key,
    family: o.family,
    neighbour: o.family === 'neighbour',
    prevOcc,
    lang,
    gender,
    years,
    band,
    declared,
    lead,
    skills: [...skills],
    certs: [...certs],
    sectors,
    available,
    freeFrom,
    rate,
    remote,
    days,
    durations,
    home,
    metro,
    country,
    areas,
    langs,
    openToCdi: rng.chance(0.25),
    vehicle: rng.chance(0.5),
    noAccents,
    private: priv,
  };
}

// ------------------------------------------------------------------ writing the CV

const CONTEXTS: Record<Family, { en: string[]; fr: string[] }> = {
  project: {
    en: [
      'Digital transformation programme',
      'Core system replacement',
      'Regulatory programme',
      'Post-merger integration',
      'Data centre exit and cloud migration',
      'New customer portal',
      'ERP rollout',
    ],
    fr: [
      'Programme de transformation digitale',
      'Remplacement du système cœur',
      'Programme réglementaire',
      'Intégration post-fusion',
      'Sortie de datacenter et migration cloud',
      'Nouveau portail client',
      'Déploiement ERP',
    ],
  },
  agile: {
    en: [
      'Agile delivery of a customer platform',
      'Regulatory reporting project',
      'Digital channels programme',
      'Back-office modernisation',
      'Payments platform',
    ],
    fr: [
      'Plateforme client en mode agile',
      'Projet de reporting réglementaire',
      'Programme canaux digitaux',
      'Modernisation du back-office',
      'Plateforme de paiements',
    ],
  },
  change: {
    en: [
      'Organisation redesign',
      'New operating model',
      'Shared services set-up',
      'Enterprise system rollout',
      'Cost transformation',
    ],
    fr: [
      'Réorganisation',
      'Nouveau modèle opérationnel',
      'Création d’un centre de services partagés',
      'Déploiement d’un nouvel outil groupe',
      'Transformation des coûts',
    ],
  },
  data: {
    en: [
      'Cloud data platform build',
      'Regulatory reporting data hub',
      'Customer 360 programme',
      'Finance datamart',
      'Self-service analytics rollout',
    ],
    fr: [
      'Construction de la plateforme data cloud',
      'Hub de données pour le reporting réglementaire',
      'Programme vision client 360',
      'Datamart finance',
      'Déploiement de la BI en libre-service',
    ],
  },
  infra: {
    en: [
      'Cloud migration',
      'Data centre consolidation',
      'Infrastructure modernisation',
      'Platform engineering team',
      'Network refresh',
    ],
    fr: [
      'Migration cloud',
      'Consolidation des datacenters',
      'Modernisation de l’infrastructure',
      'Équipe plateforme',
      'Renouvellement du réseau',
    ],
  },
  security: {
    en: [
      'Security remediation programme',
      'Zero-trust programme',
      'Security operations',
      'Audit findings remediation',
      'Cyber resilience programme',
    ],
    fr: [
      'Programme de remédiation sécurité',
      'Programme zero trust',
      'Opérations de sécurité',
      'Traitement des constats d’audit',
      'Programme de cyber-résilience',
    ],
  },
  dev: {
    en: [
      'Customer web platform',
      'Trading application',
      'Internal tools team',
      'API platform',
      'Claims management application',
    ],
    fr: [
      'Plateforme web client',
      'Application de trading',
      'Équipe outils internes',
      'Plateforme d’API',
      'Application de gestion des sinistres',
    ],
  },
  erp: {
    en: [
      'Global template rollout',
      'Greenfield implementation',
      'Upgrade and harmonisation',
      'CRM replacement',
      'Application maintenance',
    ],
    fr: [
      'Déploiement du template groupe',
      'Implémentation greenfield',
      'Montée de version et harmonisation',
      'Remplacement du CRM',
      'Tierce maintenance applicative',
    ],
  },
  finance: {
    en: [
      'Finance transformation programme',
      'Interim assignment during a reorganisation',
      'Fast close project',
      'Carve-out',
      'Audit preparation',
    ],
    fr: [
      'Programme de transformation finance',
      'Mission de transition pendant une réorganisation',
      'Projet de clôture accélérée',
      'Carve-out',
      'Préparation de l’audit',
    ],
  },
  procurement: {
    en: ['Procurement transformation', 'Cost reduction programme', 'Supply chain redesign', 'New plant start-up'],
    fr: [
      'Transformation des achats',
      'Programme de réduction des coûts',
      'Refonte de la supply chain',
      'Démarrage d’une nouvelle usine',
    ],
  },
  hr: {
    en: ['HR transformation', 'Payroll outsourcing', 'HR systems harmonisation', 'Reorganisation'],
    fr: ['Transformation RH', 'Externalisation de la paie', 'Harmonisation des outils RH', 'Réorganisation'],
  },
  legal: {
    en: [
      'KYC remediation programme',
      'Regulatory change programme',
      'Compliance framework overhaul',
      'Contract repapering',
    ],
    fr: [
      'Programme de remédiation KYC',
      'Programme de mise en conformité réglementaire',
      'Refonte du dispositif de conformité',
      'Renégociation du stock de contrats',
    ],
  },
  learning: {
    en: [
      'System rollout to end users',
      'Documentation overhaul',
      'Training programme for a new tool',
      'E-learning catalogue',
    ],
    fr: [
      'Déploiement d’un outil auprès des utilisateurs',
      'Refonte de la documentation',
      'Programme de formation à un nouvel outil',
      'Catalogue e-learning',
    ],
  },
  neighbour: {
    en: ['Day-to-day operations', 'Growth phase', 'Office relocation', 'Busy season'],
    fr: ['Activité courante', 'Phase de croissance', 'Déménagement des bureaux', 'Période de forte activité'],
  },
};

const MENTION_EN = [
  (r: string) => `Worked closely with the ${r}.`,
  (r: string) => `Day-to-day interface with the ${r} and the business teams.`,
  (r: string) => `Coordinated with the ${r} on planning and priorities.`,
  (r: string) => `Handed over to the internal ${r} at the end of the assignment.`,
];
const MENTION_FR = [
  (r: string) => `Travail en binôme avec le ${r}.`,
  (r: string) => `Interface quotidienne avec le ${r} et les équipes métier.`,
  (r: string) => `Coordination avec le ${r} sur le planning et les priorités.`,
  (r: string) => `Passation au ${r} interne en fin de mission.`,
];
const TOOL_CONTEXTS: [string, SkillKey][] = [
  ['SAP S/4HANA', 's4hana'],
  ['Salesforce', 'salesforce'],
  ['Workday', 'workday-hcm'],
  ['ServiceNow', 'servicenow'],
  ['Coupa', 'coupa'],
];
const BOSS_EN = [
  'CFO',
  'CIO',
  'Head of Operations',
  'COO',
  'Group Financial Controller',
  'Head of HR',
  'Chief Data Officer',
];
const BOSS_FR = [
  'DAF',
  'DSI',
  'directeur des opérations',
  'responsable RH',
  'Chief Data Officer',
  'directeur financier',
];

function skillName(k: SkillKey, lang: 'fr' | 'en'): string {
  const d = SKILLS[k] as { en: string; fr?: string };
  return lang === 'fr' && d.fr ? d.fr : d.en;
}

function certName(c: CertKey, lang: 'fr' | 'en'): string {
  const d = CERTS[c] as { en: string; fr?: string };
  return lang === 'fr' && d.fr ? d.fr : d.en;
}

function titleFor(rng: Rng, t: Truth, o: Occupation, forLabel: boolean): string {
  let base: string;
  if (t.lang === 'en') base = rng.pick(o.en);
  else if (rng.chance(0.25)) base = rng.pick(o.en);
  else base = t.gender === 'f' && rng.chance(0.8) ? rng.pick(o.frF) : rng.pick(o.frM);
  if (!forLabel) return base;
  const hasLevel =
    /senior|lead|director|directeur|directrice|head|interim|ciso|rssi|transition|chef comptable|cheffe comptable/i.test(
      base,
    );
  if (t.lang === 'en') {
    if (t.years <= 2 && rng.chance(0.4)) base = `Junior ${base}`;
    else if (t.years >= 7 && !hasLevel && rng.chance(0.3)) base = `Senior ${base}`;
    else if (t.lead && !hasLevel && rng.chance(0.3)) base = `Lead ${base}`;
    if (o.managerial && !/interim/i.test(base) && rng.chance(0.3)) base = `Interim ${base}`;
    if (rng.chance(0.15)) base = `${rng.pick(['Freelance', 'Contract', 'Independent'])} ${base}`;
    const r = rng.next();
    if (r < 0.2) base = `${base} | ${t.years}+ years`;
    else if (r < 0.35 && t.skills.length > 0) base = `${base} – ${skillName(rng.pick(t.skills), 'en')}`;
  } else {
    const f = t.gender === 'f';
    if (t.years <= 2 && rng.chance(0.4)) base = `${base} junior`;
    else if (t.years >= 7 && !hasLevel && rng.chance(0.25)) base = `${base} senior`;
    else if (t.years >= 3 && t.years <= 6 && rng.chance(0.15)) base = `${base} ${f ? 'confirmée' : 'confirmé'}`;
    if (o.managerial && !/transition|interim/i.test(base) && rng.chance(0.3)) base = `${base} de transition`;
    if (rng.chance(0.15)) base = `${base} ${rng.pick(['freelance', f ? 'indépendante' : 'indépendant'])}`;
    const r = rng.next();
    if (r < 0.2) base = `${base} – ${t.years} ans d’expérience`;
    else if (r < 0.35 && t.skills.length > 0) base = `${base} | ${skillName(rng.pick(t.skills), 'fr')}`;
  }
  return base;
}

function yearsPhrase(rng: Rng, y: number, lang: 'fr' | 'en'): string {
  if (lang === 'en') {
    if (y === 1) return 'one year';
    if (y === 10 && rng.chance(0.5)) return 'a decade';
    if (y >= 4 && rng.chance(0.3)) return `over ${y - 1} years`;
    return rng.chance(0.3) ? `${y}+ years` : `${y} years`;
  }
  if (y === 1) return 'un an';
  if (y >= 9 && y <= 11 && rng.chance(0.3)) return 'une dizaine d’années';
  if (y >= 4 && rng.chance(0.3)) return `plus de ${y - 1} ans`;
  return `${y} ans`;
}

function availabilityText(rng: Rng, t: Truth): string {
  if (t.available) {
    return t.lang === 'en'
      ? rng.pick(['Immediately', 'ASAP', 'Available now', '', t.freeFrom])
      : rng.pick(['Immédiate', 'Immédiatement', 'Dès maintenant', '', t.freeFrom]);
  }
  const [y, m, d] = t.freeFrom.split('-').map(Number) as [number, number, number];
  if (t.lang === 'en')
    return rng.pick([t.freeFrom, `${d} ${MONTHS_EN[m - 1]!} ${y}`, `From ${d} ${MONTHS_EN[m - 1]!} ${y}`]);
  return rng.pick([
    `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}`,
    t.freeFrom,
    `À partir du ${d} ${MONTHS_FR[m - 1]!} ${y}`,
  ]);
}

function availabilitySentence(t: Truth): string {
  const [y, m, d] = t.freeFrom.split('-').map(Number) as [number, number, number];
  if (t.lang === 'en') return t.available ? 'Available immediately.' : `Available from ${d} ${MONTHS_EN[m - 1]!} ${y}.`;
  return t.available ? 'Disponible immédiatement.' : `Disponible à partir du ${d} ${MONTHS_FR[m - 1]!} ${y}.`;
}

function rateText(rng: Rng, t: Truth): string {
  if (t.rate === null)
    return rng.pick(t.lang === 'en' ? ['', 'Negotiable', 'To be discussed'] : ['', 'À négocier', 'Selon mission']);
  const r = t.rate;
  if (t.country === 'CH' && rng.chance(0.7)) {
    const chf = Math.round(r / CHF_EUR / 10) * 10;
    return t.lang === 'en'
      ? rng.pick([`CHF ${chf}/day`, `${chf} CHF per day`])
      : rng.pick([`${chf} CHF/jour`, `CHF ${chf} par jour`]);
  }
  if (rng.chance(0.15)) {
    const lo = r - 50;
    const hi = r + 50;
    return t.lang === 'en' ? `€${lo}-${hi}/day` : `${lo} à ${hi} €/jour`;
  }
  return t.lang === 'en'
    ? rng.pick([`€${r}/day`, `${r} EUR per day`, `${r}€ daily rate`])
    : rng.pick([`${r} €/jour`, `TJM ${r} €`, `${r}€ HT/jour`]);
}

interface Mission {
  name: string;
  position: string;
  startDate: string;
  endDate?: string;
  summary: string;
}

function sectorClient(rng: Rng, t: Truth, s: SectorKey): string {
  const sec = SECTORS[s];
  return rng.pick(t.lang === 'en' ? sec.en : sec.fr);
}

function cityFor(t: Truth): string {
  const h = HOMES[t.home];
  return t.lang === 'en' ? h.en : h.fr;
}

function writeWork(rng: Rng, t: Truth, names: Names, envQueue: SkillKey[]): Mission[] {
  const o = occ(t.occ);
  const L = t.lang;
  const out: Mission[] = [];
  const startM = NOW_M - t.years * 12 - rng.int(0, 5);
  const freelanceYears =
    o.family === 'neighbour'
      ? Math.min(t.years, rng.int(1, 4))
      : Math.min(t.years, 1 + Math.floor(rng.next() * Math.min(t.years, 12)));
  const freelanceStart = NOW_M - freelanceYears * 12;
  let end: number | null = t.available ? NOW_M - rng.int(1, 2) : null;
  let cursor = end ?? NOW_M;
  let n = 0;
  const envPerMission = Math.max(2, Math.ceil(envQueue.length / 3));
  while (cursor > freelanceStart && n < 4) {
    const dur = rng.int(4, 20);
    const s = Math.max(freelanceStart, cursor - dur);
    const sector = rng.pick(t.sectors);
    const client = sectorClient(rng, t, sector);
    const parts: string[] = [];
    const ctx = rng.pick(CONTEXTS[o.family][L]);
    parts.push(`${ctx}${L === 'en' ? ' – ' : ' – '}${client}.`);
    for (const dty of rng.sample(L === 'en' ? o.dutiesEn : o.dutiesFr, rng.int(2, 3)))
      parts.push(`${dty.replace('{n}', String(rng.int(3, 40)))}.`);
    if (o.mentions.length > 0 && rng.chance(0.35)) {
      const m = occ(rng.pick(o.mentions));
      const r = L === 'en' ? m.en[0]! : m.frM[0]!;
      parts.push(rng.pick(L === 'en' ? MENTION_EN : MENTION_FR)(r));
    }
    if (
      ['project', 'change', 'agile', 'finance', 'hr', 'procurement', 'learning'].includes(o.family) &&
      rng.chance(0.1)
    ) {
      const [tool, key] = rng.pick(TOOL_CONTEXTS);
      if (!t.skills.includes(key))
        parts.push(
          L === 'en'
            ? `The programme replaced the legacy platform with ${tool}; configuration was done by the integrator.`
            : `Le programme remplaçait l’existant par ${tool} ; le paramétrage était assuré par l’intégrateur.`,
        );
    }
    if (rng.chance(0.06)) {
      const who = drawPersonName(rng, names);
      t.private.people.push(who);
      const sentence =
        L === 'en'
          ? `Reporting to ${who}, ${rng.pick(BOSS_EN)}.`
          : `Sous la responsabilité de ${who} (${rng.pick(BOSS_FR)}).`;
      t.private.mentions.push(sentence);
      parts.push(sentence);
    }
    const env = envQueue.splice(0, envPerMission);
    const extra = rng.sample(
      t.skills.filter((k) => !env.includes(k)),
      rng.int(0, 2),
    );
    const envAll = env.concat(extra);
    if (envAll.length > 0)
      parts.push(
        `${L === 'en' ? 'Environment' : 'Environnement'} : ${envAll.map((k) => skillName(k, L)).join(', ')}`.replace(
          ' : ',
          L === 'en' ? ': ' : ' : ',
        ),
      );
    let name = client;
    if (t.private.ownCompany && rng.chance(0.3))
      name =
        L === 'en'
          ? `${t.private.ownCompany} (for a ${client.toLowerCase()})`
          : `${t.private.ownCompany} (pour ${client})`;
    const position =
      titleFor(rng, t, o, false) +
      (n === 0 && rng.chance(0.3) ? (L === 'en' ? ' (freelance)' : ' (mission freelance)') : '');
    const m: Mission = { name, position, startDate: monthStr(s), summary: parts.join(' ') };
    if (end !== null) m.endDate = monthStr(end);
    out.push(m);
    n++;
    cursor = s - rng.int(0, 2);
    end = cursor;
  }
  const own = t.private.ownCompany;
  const lastMission = out[out.length - 1];
  if (own && lastMission && !out.some((m) => m.name.includes(own))) {
    lastMission.name =
      L === 'en' ? `${own} (for a ${lastMission.name.toLowerCase()})` : `${own} (pour ${lastMission.name})`;
  }
  if (cursor > freelanceStart + 6) {
    out.push({
      name: L === 'en' ? 'Various clients' : 'Clients divers',
      position: titleFor(rng, t, o, false),
      startDate: monthStr(freelanceStart),
      endDate: monthStr(cursor),
      summary:
        L === 'en'
          ? `Earlier freelance assignments in ${listEn(t.sectors.map((s) => SECTORS[s].wordEn))}.`
          : `Missions freelance antérieures dans ${listFr(t.sectors.map((s) => SECTORS[s].wordFr))}.`,
    });
  }
  // employment before freelancing
  const permMonths = freelanceStart - startM;
  if (permMonths >= 12) {
    const jobs: { o: Occupation; s: number; e: number }[] = [];
    if (t.prevOcc && permMonths >= 24) {
      const cut = startM + Math.floor(permMonths * (0.4 + rng.next() * 0.3));
      jobs.push({ o, s: cut, e: freelanceStart });
      jobs.push({ o: occ(t.prevOcc), s: startM, e: cut });
    } else if (t.prevOcc) {
      jobs.push({ o: occ(t.prevOcc), s: startM, e: freelanceStart });
    } else {
      jobs.push({ o, s: startM, e: freelanceStart });
    }
    for (const j of jobs) {
      const small = rng.chance(0.45);
      const employer = small ? drawFirm(rng, names, t.country, 'small', '', L) : rng.pick(CONSULTING_FIRMS);
      if (small) t.private.employers.push(employer);
      const duties = rng
        .sample(L === 'en' ? j.o.dutiesEn : j.o.dutiesFr, 2)
        .map((d) => `${d.replace('{n}', String(rng.int(3, 30)))}.`);
      const env =
        j.o.core.length > 0
          ? ` ${L === 'en' ? 'Environment:' : 'Environnement :'} ${j.o.core.map((k) => skillName(k, L)).join(', ')}`
          : '';
      out.push({
        name: employer,
        position: titleFor(rng, { ...t, lead: false }, j.o, false),
        startDate: monthStr(j.s),
        endDate: monthStr(j.e),
        summary: duties.join(' ') + env,
      });
    }
  }
  return out;
}

const DEGREES: Record<'tech' | 'biz' | 'law' | 'lang' | 'nb', { en: [string, string][]; fr: [string, string][] }> = {
  tech: {
    en: [
      ['MSc', 'Computer Science'],
      ['BSc', 'Computer Science'],
      ['MEng', 'Software Engineering'],
      ['MSc', 'Data Science'],
      ['MSc', 'Information Systems'],
    ],
    fr: [
      ['Diplôme d’ingénieur', 'Informatique'],
      ['Master 2', 'Informatique'],
      ['Master', 'MIAGE'],
      ['DUT', 'Informatique'],
      ['Diplôme d’ingénieur', 'Réseaux et télécommunications'],
    ],
  },
  biz: {
    en: [
      ['MSc', 'Finance'],
      ['MBA', 'Business Administration'],
      ["Master's", 'Management'],
      ['BA', 'Economics'],
      ['MSc', 'Accounting'],
    ],
    fr: [
      ['Master 2', 'Finance'],
      ['Programme Grande École', 'Management'],
      ['Master', 'Contrôle de gestion et audit'],
      ['Licence', 'Économie-gestion'],
      ['Master 2', 'Comptabilité, contrôle, audit'],
    ],
  },
  law: {
    en: [
      ['LLM', 'Business Law'],
      ["Master's", 'Law'],
    ],
    fr: [
      ['Master 2', 'Droit des affaires'],
      ['Master', 'Droit bancaire et financier'],
    ],
  },
  lang: {
    en: [
      ['MA', 'Technical Communication'],
      ['MA', 'Education'],
    ],
    fr: [
      ['Master', 'Rédaction technique'],
      ['Master', 'Sciences de l’éducation'],
    ],
  },
  nb: {
    en: [
      ['BA', 'Business'],
      ['Diploma', 'Design'],
      ['HND', 'Office Administration'],
    ],
    fr: [
      ['BTS', 'Support à l’action managériale'],
      ['Bachelor', 'Commerce'],
      ['Licence', 'Arts appliqués'],
      ['BTS', 'SIO'],
      ['DUT', 'GEA'],
    ],
  },
};

function degreeKind(f: Family): 'tech' | 'biz' | 'law' | 'lang' | 'nb' {
  if (['data', 'infra', 'security', 'dev', 'erp'].includes(f)) return 'tech';
  if (f === 'legal') return 'law';
  if (f === 'learning') return 'lang';
  if (f === 'neighbour') return 'nb';
  return 'biz';
}

function schoolFor(rng: Rng, t: Truth, names: Names): string {
  if (names.rareSchoolsLeft.length > 0 && rng.chance(0.3)) return names.rareSchoolsLeft.shift()!;
  const key = t.langs.en === 5 && !t.langs.fr ? 'INT' : rng.chance(0.2) ? 'INT' : t.country;
  return rng.pick(BIG_SCHOOLS[key]);
}

function writeSkills(rng: Rng, t: Truth): { name: string; level: string; keywords: string[] }[] {
  const L = t.lang;
  const listed = t.skills.filter(() => rng.chance(0.88));
  if (rng.chance(0.5)) {
    const groups = new Map<SkillGroup, string[]>();
    for (const k of listed) {
      const g = (SKILLS[k] as { group: SkillGroup }).group;
      const arr = groups.get(g) ?? [];
      arr.push(skillName(k, L));
      groups.set(g, arr);
    }
    return [...groups.entries()].map(([g, kws]) => ({ name: GROUP_NAMES[g][L], level: '', keywords: kws }));
  }
  const levels = L === 'en' ? ['Expert', 'Advanced', 'Intermediate'] : ['Expert', 'Avancé', 'Intermédiaire'];
  return listed.map((k) => ({ name: skillName(k, L), level: rng.pick(levels), keywords: [] }));
}

function writeSummary(rng: Rng, t: Truth, o: Occupation, label: string): string[] {
  const L = t.lang;
  const out: string[] = [];
  const sectors = t.sectors.map((s) => (L === 'en' ? SECTORS[s].wordEn : SECTORS[s].wordFr));
  const core = rng.sample(t.skills, Math.min(4, t.skills.length)).map((k) => skillName(k, L));
  const role = label.split(/ [|–] /)[0]!;
  if (L === 'en') {
    if (rng.chance(0.75))
      out.push(`${role} with ${yearsPhrase(rng, t.years, 'en')} of experience in ${listEn(sectors)}.`);
    else out.push(`Freelance ${role} working for clients in ${listEn(sectors)}.`);
    if (core.length > 0)
      out.push(
        rng.pick([
          `Key skills: ${core.join(', ')}.`,
          `Strong background in ${listEn(core)}.`,
          `Hands-on with ${listEn(core)}.`,
        ]),
      );
    if (t.lead && rng.chance(0.6)) out.push(`Led teams of up to ${rng.int(4, 25)} people.`);
    if (t.certs.length > 0 && rng.chance(0.6))
      out.push(`Certifications: ${t.certs.map((c) => certName(c, 'en')).join(', ')}.`);
    if (t.prevOcc && rng.chance(0.5)) out.push(`Former ${occ(t.prevOcc).en[0]!}.`);
    if (o.mentions.length > 0 && rng.chance(0.2))
      out.push(`Used to working alongside ${occ(rng.pick(o.mentions)).en[0]!}s and architects.`);
    if (rng.chance(0.5)) out.push(`Based in ${cityFor(t)}, ${COUNTRY_NAME[t.country].en}.`);
    if (rng.chance(0.5)) out.push(availabilitySentence(t));
  } else {
    if (rng.chance(0.75))
      out.push(`${role} avec ${yearsPhrase(rng, t.years, 'fr')} d’expérience dans ${listFr(sectors)}.`);
    else out.push(`${role} en freelance, missions dans ${listFr(sectors)}.`);
    if (core.length > 0)
      out.push(
        rng.pick([
          `Compétences clés : ${core.join(', ')}.`,
          `Solide expérience en ${listFr(core)}.`,
          `Expertise : ${core.join(', ')}.`,
        ]),
      );
    if (t.lead && rng.chance(0.6)) out.push(`Management d’équipes jusqu’à ${rng.int(4, 25)} personnes.`);
    if (t.certs.length > 0 && rng.chance(0.6))
      out.push(`Certifications : ${t.certs.map((c) => certName(c, 'fr')).join(', ')}.`);
    if (t.prevOcc && rng.chance(0.5))
      out.push(
        `Ancien${t.gender === 'f' ? 'ne' : ''} ${(t.gender === 'f' ? occ(t.prevOcc).frF[0] : occ(t.prevOcc).frM[0])!.toLowerCase()}.`,
      );
    if (o.mentions.length > 0 && rng.chance(0.2))
      out.push(
        `Habitué${t.gender === 'f' ? 'e' : ''} à travailler avec les ${occ(rng.pick(o.mentions)).frM[0]!}s et les architectes.`,
      );
    if (rng.chance(0.5))
      out.push(`Basé${t.gender === 'f' ? 'e' : ''} à ${cityFor(t)} (${COUNTRY_NAME[t.country].fr}).`);
    if (rng.chance(0.5)) out.push(availabilitySentence(t));
  }
  return out;
}

function privateRepeats(rng: Rng, t: Truth, label: string): string[] {
  const p = t.private;
  const L = t.lang;
  const kinds: string[] = ['contact', 'linkedin', 'name'];
  if (p.ownCompany) kinds.push('company', 'company');
  if (p.schools.length > 0) kinds.push('school');
  if (p.referees.length > 0) kinds.push('referee', 'referee');
  if (p.employers.length > 0) kinds.push('employer', 'employer');
  const chosen = new Set(rng.sample(kinds, rng.chance(0.7) ? 1 : 2));
  const out: string[] = [];
  for (const k of chosen) {
    if (k === 'contact')
      out.push(L === 'en' ? `Contact: ${p.email} / ${p.phone}` : `Contact : ${p.email} – ${p.phone}`);
    if (k === 'linkedin') out.push(L === 'en' ? `Profile: ${p.linkedinUrl}` : `Mon profil : ${p.linkedinUrl}`);
    if (k === 'name') out.push(L === 'en' ? `My name is ${p.fullName}.` : `Je m’appelle ${p.fullName}.`);
    if (k === 'company' && p.ownCompany)
      out.push(
        L === 'en'
          ? `Contracting through my own company, ${p.ownCompany}.`
          : `Je facture via ma société ${p.ownCompany}.`,
      );
    if (k === 'school')
      out.push(
        L === 'en'
          ? `Graduate of ${p.schools[0]!}.`
          : `${t.gender === 'f' ? 'Diplômée' : 'Diplômé'} de ${p.schools[0]!}.`,
      );
    if (k === 'referee')
      out.push(L === 'en' ? `References available from ${p.referees[0]!}.` : `Références : ${p.referees[0]!}.`);
    if (k === 'employer')
      out.push(L === 'en' ? `Previously with ${p.employers[0]!}.` : `Auparavant chez ${p.employers[0]!}.`);
  }
  void label;
  return out;
}

function deepStrip<T>(x: T): T {
  if (typeof x === 'string') return stripAccents(x) as T;
  if (Array.isArray(x)) return x.map((v: unknown) => deepStrip(v)) as T;
  if (x && typeof x === 'object') {
    const o: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(x as Record<string, unknown>)) o[k] = deepStrip(v);
    return o as T;
  }
  return x;
}

function writeProfile(rng: Rng, t: Truth, names: Names): Record<string, unknown> {
  const o = occ(t.occ);
  const L = t.lang;
  const h = HOMES[t.home];
  const p = t.private;
  // own company and private parts of the record
  if (rng.chance(0.4) && !t.neighbour) p.ownCompany = drawFirm(rng, names, t.country, 'own', p.lastName, L);
  const envQueue = rng.shuffle(t.skills);
  const work = writeWork(rng, t, names, envQueue);
  const grad = NOW_M - t.years * 12 - rng.int(2, 8);
  const kind = degreeKind(o.family);
  const [studyType, area] = rng.pick(DEGREES[kind][L]);
  const school = schoolFor(rng, t, names);
  p.schools.push(school);
  const education: Record<string, unknown>[] = [
    {
      institution: school,
      area,
      studyType,
      startDate: String(Math.floor(grad / 12) - (studyType.startsWith('DUT') || studyType === 'BTS' ? 2 : 5)),
      endDate: String(Math.floor(grad / 12)),
    },
  ];
  if (rng.chance(0.15)) {
    const school2 = schoolFor(rng, t, names);
    p.schools.push(school2);
    education.push({
      institution: school2,
      area: L === 'en' ? 'Executive education' : 'Formation continue',
      studyType: L === 'en' ? 'Certificate' : 'Certificat',
      endDate: String(2026 - rng.int(1, Math.max(1, t.years - 1))),
    });
  }
  const references: Record<string, unknown>[] = [];
  if (rng.chance(0.18)) {
    const ref = drawPersonName(rng, names);
    p.referees.push(ref);
    const where = sectorClient(rng, t, rng.pick(t.sectors));
    references.push({
      name: ref,
      reference:
        L === 'en'
          ? `${ref}, ${rng.pick(BOSS_EN)} at a ${where.toLowerCase()} – available on request.`
          : `${ref}, ${rng.pick(BOSS_FR)} chez ${where} – coordonnées sur demande.`,
    });
  }
  const label = titleFor(rng, t, o, true);
  const summary = writeSummary(rng, t, o, label);
  if (rng.chance(0.25)) {
    p.repeats = privateRepeats(rng, t, label);
    for (const s of p.repeats) summary.splice(rng.int(0, summary.length), 0, s);
  }
  const certificates = t.certs.map((c) => ({
    name: certName(c, L),
    issuer: CERTS[c].issuer,
    startDate: monthStr(NOW_M - rng.int(2, Math.max(3, Math.min(t.years, 12) * 12))),
  }));
  const langOrder = (Object.entries(t.langs) as [LangKey, Level][]).sort((a, b) => b[1] - a[1]);
  const languages = langOrder.map(([k, v]) => ({ language: LANG_NAMES[k][L], fluency: rng.pick(LEVEL_NAMES[v][L]) }));
  const createdM = NOW_M - rng.int(1, 36);
  const created = `${monthStr(createdM)}-${String(rng.int(1, 28)).padStart(2, '0')}T${String(rng.int(7, 20)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:00Z`;
  const updM = Math.min(NOW_M, createdM + rng.int(0, 36));
  const updDay = updM === NOW_M ? 1 : rng.int(1, 28);
  const updated = `${monthStr(updM)}-${String(updDay).padStart(2, '0')}T${String(rng.int(7, 20)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:00Z`;
  const professions = [o.profession];
  if (t.prevOcc && occ(t.prevOcc).profession !== o.profession && rng.chance(0.3))
    professions.push(occ(t.prevOcc).profession);
  const profile = {
    basics: {
      name: p.fullName,
      label,
      image: '',
      email: p.email,
      phone: p.phone,
      url: p.linkedinUrl,
      summary: summary.join(' '),
      location: {
        address: `${cityFor(t)}, ${COUNTRY_NAME[t.country][L]}`,
        postalCode: h.postal,
        city: cityFor(t),
        countryCode: t.country,
        region: L === 'en' ? h.regionEn : h.regionFr,
      },
      profiles: [{ username: p.linkedinSlug, network: 'LinkedIn', url: p.linkedinUrl }],
    },
    work,
    education,
    certificates,
    skills: writeSkills(rng, t),
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
      firstName: p.firstName,
      lastName: p.lastName,
      cvUrl: `https://cv-files.example.net/${t.id}/${ascii(p.lastName)}-cv.pdf`,
      freelance: {
        available: t.available,
        availabilityDate: availabilityText(rng, t),
        rate: rateText(rng, t),
        seniority: t.declared,
        professions,
        openToCdi: t.openToCdi,
        vehicle: t.vehicle,
        preferences: {
          missionDuration: t.durations,
          remoteWork: t.remote,
          daysPerWeek: t.days.map(String),
          workAreas: t.areas.map((a) => ({ ...AREAS[a] })),
        },
      },
    },
  };
  if (!t.noAccents) return profile;
  const { meta, ...rest } = profile;
  const { freelance, ...metaRest } = meta;
  const { preferences, ...freelanceRest } = freelance;
  const stripped = deepStrip({ ...rest, meta: { ...metaRest, freelance: { ...freelanceRest } } });
  t.private = deepStrip(t.private);
  return { ...stripped, meta: { ...stripped.meta, freelance: { ...stripped.meta.freelance, preferences } } };
}

// ------------------------------------------------------------------ the corpus

/**
 * The occupations of the drawn (not planted) profiles: each occupation gets its share of the pool by weight (largest
 * remainders), at least three, in a shuffled order.
 */
function occupationQueue(rng: Rng, n: number): string[] {
  const total = OCCUPATIONS.reduce((s, o) => s + o.weight, 0);
  const shares = OCCUPATIONS.map((o) => ({
    key: o.key,
    exact: (o.weight / total) * n,
    count: Math.max(3, Math.floor((o.weight / total) * n)),
  }));
  let left = n - shares.reduce((s, x) => s + x.count, 0);
  const byRemainder = [...shares].sort((a, b) => b.exact - Math.floor(b.exact) - (a.exact - Math.floor(a.exact)));
  for (let i = 0; left > 0; i = (i + 1) % byRemainder.length) {
    byRemainder[i]!.count++;
    left--;
  }
  const byCount = [...shares].sort((a, b) => b.count - a.count);
  for (let i = 0; left < 0; i = (i + 1) % byCount.length) {
    if (byCount[i]!.count > 3) {
      byCount[i]!.count--;
      left++;
    }
  }
  return rng.shuffle(shares.flatMap((x) => Array.from({ length: x.count }, () => x.key)));
}

let cache: { profile: unknown; truth: Truth }[] | null = null;

export function corpus(): { profile: unknown; truth: Truth }[] {
  if (cache) return cache;
  const rng = new Rng(SEED);
  const names: Names = {
    used: new Set(PLANTS.flatMap((p) => (p.name ? [`${p.name[0]} ${p.name[1]}`] : []))),
    usedEmails: new Set(),
    usedPhones: new Set(),
    rareLeft: rng.shuffle(RARE_LAST),
    rareSchoolsLeft: rng.shuffle(RARE_SCHOOLS),
    firms: new Set(),
  };
  const slots = rng.sample(
    Array.from({ length: POOL_SIZE }, (_, i) => i),
    PLANTS.length,
  );
  const plantAt = new Map<number, Plant>();
  slots.forEach((slot, i) => plantAt.set(slot, PLANTS[i]!));
  const queue = occupationQueue(rng, POOL_SIZE - PLANTS.length);
  const out: { profile: unknown; truth: Truth }[] = [];
  for (let i = 0; i < POOL_SIZE; i++) {
    const id = `b29-${String(i + 1).padStart(4, '0')}`;
    const plant = plantAt.get(i);
    const truth = drawTruth(rng, names, id, plant, plant ? plant.occ : queue.pop()!);
    const profile = writeProfile(rng, truth, names);
    out.push({ profile, truth });
  }
  cache = out;
  return out;
}
