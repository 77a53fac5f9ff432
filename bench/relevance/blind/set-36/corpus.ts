/**
 * Set-36 corpus generator: draws a Truth for each profile, then writes the profile (JSON Resume + meta) from it.
 * Deterministic (mulberry32); "today" is 2026-12-01.
 */
import { CITIES, COUNTRIES, DEPARTMENTS, FOREIGN_REGIONS, REGIONS, type Area } from './areas';
import { bandOf, TODAY, type Band, type Level, type Remote, type Truth } from './judge';
import { OCCUPATIONS, SECTORS, SKILLS, occ, type Occupation } from './occupations';
import { PLANTS, type Plant } from './plants';
import {
  BANK,
  CERTS,
  EMPLOYERS_WORDS,
  EMPLOYER_PATTERNS,
  FIRST_F,
  FIRST_M,
  LANG_NAMES,
  LAST,
  LAST_RARE,
  LEVEL_NAMES,
  MARKETS,
  REFEREE_ROLES_EN,
  REFEREE_ROLES_FR,
  SCHOOLS_COMMON,
  SCHOOLS_RARE,
  STUDIES_EN,
  STUDIES_FR,
} from './texts';

export const POOL_SIZE = 700;

// ---------------------------------------------------------------- random

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

class Rnd {
  constructor(private readonly next: () => number) {}
  f(): number {
    return this.next();
  }
  int(a: number, b: number): number {
    return a + Math.floor(this.next() * (b - a + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(arr: readonly T[]): T {
    const x = arr[Math.floor(this.next() * arr.length)];
    if (x === undefined) throw new Error('pick from an empty list');
    return x;
  }
  weighted<T>(items: readonly T[], w: (x: T) => number): T {
    const total = items.reduce((s, x) => s + w(x), 0);
    let r = this.next() * total;
    for (const x of items) {
      r -= w(x);
      if (r <= 0) return x;
    }
    return this.pick(items);
  }
  sample<T>(arr: readonly T[], n: number): T[] {
    const copy = [...arr];
    const out: T[] = [];
    while (out.length < n && copy.length) {
      const i = Math.floor(this.next() * copy.length);
      out.push(copy.splice(i, 1)[0] as T);
    }
    return out;
  }
  shuffle<T>(arr: T[]): T[] {
    for (let i = arr.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const x = arr[i] as T;
      arr[i] = arr[j] as T;
      arr[j] = x;
    }
    return arr;
  }
}

// ---------------------------------------------------------------- places

const PARIS = ['paris-75008', 'paris-75011', 'paris-75015'];
const IDF = [
  'boulogne-billancourt',
  'nanterre',
  'levallois-perret',
  'issy-les-moulineaux',
  'saint-denis',
  'montreuil',
  'creteil',
  'versailles',
  'saint-germain-en-laye',
  'evry-courcouronnes',
  'massy',
  'cergy',
  'argenteuil',
  'meaux',
  'melun',
];
const METROS = [
  'lyon-69003',
  'lyon-69007',
  'villeurbanne',
  'lille',
  'roubaix',
  'villeneuve-d-ascq',
  'nantes',
  'bordeaux',
  'merignac',
  'toulouse',
  'blagnac',
  'marseille-13008',
  'marseille-13002',
  'aix-en-provence',
];
const BIG = [
  'rennes',
  'strasbourg',
  'montpellier',
  'nice',
  'grenoble',
  'rouen',
  'nancy',
  'metz',
  'dijon',
  'tours',
  'orleans',
  'reims',
  'angers',
  'clermont-ferrand',
  'caen',
  'toulon',
];
const FOREIGN = ['liege', 'namur', 'charleroi', 'mons', 'bruxelles', 'geneve', 'lausanne', 'luxembourg'];
const SMALL = Object.keys(CITIES).filter(
  (k) => !PARIS.includes(k) && !IDF.includes(k) && !METROS.includes(k) && !BIG.includes(k) && !FOREIGN.includes(k),
);

const FOREIGN_INFO: Record<string, { zip: string; region: string }> = {
  liege: { zip: '4000', region: 'Wallonie' },
  namur: { zip: '5000', region: 'Wallonie' },
  charleroi: { zip: '6000', region: 'Wallonie' },
  mons: { zip: '7000', region: 'Wallonie' },
  bruxelles: { zip: '1000', region: 'Bruxelles-Capitale' },
  geneve: { zip: '1201', region: 'Genève' },
  lausanne: { zip: '1003', region: 'Vaud' },
  luxembourg: { zip: '1009', region: 'Luxembourg' },
};

function city(key: string): Area {
  const c = CITIES[key];
  if (!c) throw new Error(`unknown city ${key}`);
  return c;
}

function drawHome(r: Rnd, fieldish: boolean): string {
  const g = r.f();
  if (g < 0.16) return r.pick(PARIS);
  if (g < 0.3) return r.pick(IDF);
  if (g < 0.52) return r.pick(METROS);
  if (g < 0.68) return r.pick(BIG);
  if (g < (fieldish ? 0.94 : 0.9)) return r.pick(SMALL);
  return r.pick(FOREIGN);
}

function homeOf(key: string): Truth['home'] {
  const c = city(key);
  const cc = c.countryCode ?? 'FR';
  const fi = FOREIGN_INFO[key];
  return {
    city: c.cityName ?? '',
    zip: c.cityZipCode ?? fi?.zip ?? '',
    dept: c.departmentCode ?? '',
    region: c.regionCode ?? '',
    regionName: cc === 'FR' ? (c.regionName ?? '') : (fi?.region ?? c.regionName ?? ''),
    country: cc,
  };
}

/** An area from a short spec: v:<city key>, d:<dept>, r:<region>, c:<country>, f:<CC-REGION>. */
export function area(spec: string): Area {
  const [kind, key] = spec.split(':') as [string, string];
  const a =
    kind === 'v'
      ? CITIES[key]
      : kind === 'd'
        ? DEPARTMENTS[key]
        : kind === 'r'
          ? REGIONS[key]
          : kind === 'c'
            ? COUNTRIES[key]
            : FOREIGN_REGIONS[key];
  if (!a) throw new Error(`unknown area ${spec}`);
  return { ...a };
}

const FIELD_FAMILIES = new Set(['field', 'mgmt', 'franchise', 'kam', 'category']);

function drawAreas(r: Rnd, homeKey: string, fieldish: boolean, remoteFriendly: boolean): Area[] {
  if (r.chance(0.08)) return [];
  const c = city(homeKey);
  const cc = c.countryCode ?? 'FR';
  const out: Area[] = [];
  if (cc !== 'FR') {
    out.push(area(`c:${cc}`));
    if (cc === 'BE' && r.chance(0.4)) out.push(area('d:59'));
    if (cc === 'CH' && r.chance(0.4)) out.push(area('d:74'));
    if (cc === 'LU' && r.chance(0.4)) out.push(area('d:57'));
    if (cc === 'BE' && r.chance(0.3)) out.push(area('c:LU'));
    return out;
  }
  const dept = c.departmentCode ?? '';
  const reg = c.regionCode ?? '';
  if (fieldish) {
    if (r.chance(0.45)) out.push(area(`r:${reg}`));
    else {
      out.push(area(`d:${dept}`));
      const same = Object.values(DEPARTMENTS).filter((d) => d.regionCode === reg && d.departmentCode !== dept);
      for (const d of r.sample(same, r.int(1, 3))) out.push({ ...d });
    }
    if (r.chance(0.12)) out.push(area('c:FR'));
  } else {
    const g = r.f();
    if (g < 0.45) out.push(city(homeKey));
    else if (g < 0.75) out.push(area(`d:${dept}`));
    else out.push(area(`r:${reg}`));
    if (reg !== '11' && r.chance(0.2)) out.push(area('d:75'));
    if (remoteFriendly && r.chance(0.25)) out.push(area('c:FR'));
  }
  return out;
}

// ---------------------------------------------------------------- truth

const ISO = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

function rateFor(r: Rnd, o: Occupation, years: number): number {
  const fam: Record<string, number> = {
    inside: -60,
    adv: -80,
    field: 0,
    mgmt: 150,
    turnaround: 450,
    kam: 80,
    channel: 100,
    export: 60,
    presales: 150,
    bid: 80,
    ops: 100,
    pricing: 120,
    category: 60,
    cx: 40,
    ecom: 40,
    franchise: 40,
  };
  const base = 330 + Math.min(years, 25) * 18 + (fam[o.family] ?? 60);
  return Math.round((base * (0.85 + r.f() * 0.3)) / 10) * 10;
}

function drawLanguages(r: Rnd, o: Occupation, cvLang: 'fr' | 'en', homeCountry: string): Truth['languages'] {
  const out: Truth['languages'] = [];
  const intl =
    ['export', 'channel', 'presales'].includes(o.family) || ['global-account', 'international-sales'].includes(o.key);
  const nativeEn = cvLang === 'en' && r.chance(0.12);
  if (nativeEn) {
    out.push({ lang: 'en', level: 'native' });
    out.push({ lang: 'fr', level: r.pick<Level>(['C1', 'C2', 'B2']) });
  } else {
    out.push({ lang: 'fr', level: 'native' });
    let en: Level;
    if (cvLang === 'en' || intl) en = r.pick<Level>(['C1', 'C1', 'C2', 'B2']);
    else en = r.pick<Level>(['B2', 'B2', 'B1', 'C1', 'B1', 'A2', 'C1']);
    out.push({ lang: 'en', level: en });
  }
  const extra: [string, number][] = [
    ['es', 0.14],
    ['de', 0.09],
    ['it', 0.06],
    ['nl', homeCountry === 'BE' ? 0.5 : 0.02],
    ['ar', 0.04],
    ['pt', 0.03],
    ['zh', 0.01],
  ];
  if (homeCountry === 'CH' || homeCountry === 'LU') extra.push(['de', 0.5]);
  for (const [l, p] of extra) {
    if (out.some((x) => x.lang === l)) continue;
    if (r.chance(intl ? p * 2.5 : p)) out.push({ lang: l, level: r.pick<Level>(['B1', 'B2', 'C1', 'B2']) });
  }
  return out;
}

const SECTOR_KEYS = Object.keys(SECTORS);
const MARKET_KEYS = Object.keys(MARKETS);
const EXTRA_SKILLS = [
  'excel',
  'salesforce',
  'hubspot',
  'power-bi',
  'sap',
  'negociation',
  'conduite-changement',
  'gestion-de-projet',
];

function drawTruth(r: Rnd, p: Plant | undefined, used: Set<string>): Truth {
  const neighbour = !p && r.chance(0.15);
  const o = p
    ? occ(p.occ)
    : r.weighted(
        OCCUPATIONS.filter((x) => x.family.startsWith('nb-') === neighbour),
        (x) => x.weight,
      );
  const gender = p?.gender ?? (r.chance(0.47) ? 'f' : 'm');
  const homeKey = p?.home ?? drawHome(r, FIELD_FAMILIES.has(o.family));
  const home = homeOf(homeKey);
  const cvLang = p?.lang ?? (r.chance(home.country === 'FR' ? 0.24 : 0.35) ? 'en' : 'fr');
  const [y0, y1] = o.yrs;
  const years = p?.years ?? Math.round(y0 + (y1 - y0) * Math.pow(r.f(), 1.7));
  const band: Band = bandOf(years);
  const labels: Record<Band, string> = {
    junior: 'Junior (0-2 ans)',
    confirme: 'Confirme (3-6 ans)',
    senior: 'Senior (7-10 ans)',
    expert: 'Expert (10+ ans)',
  };
  const order: Band[] = ['junior', 'confirme', 'senior', 'expert'];
  const g = r.f();
  const declared = g < 0.1 ? '' : g < 0.2 ? labels[order[Math.min(3, order.indexOf(band) + 1)] as Band] : labels[band];

  const skills = new Set<string>();
  const nSk = r.int(4, 7);
  for (const s of o.skills.slice(0, 3)) if (r.chance(0.8)) skills.add(s);
  for (const s of r.sample(o.skills, nSk)) if (skills.size < nSk) skills.add(s);
  if (r.chance(0.5)) skills.add(r.pick(EXTRA_SKILLS));
  for (const s of p?.skills ?? []) skills.add(s);
  for (const s of p?.noSkills ?? []) skills.delete(s);

  const sectors = p?.sectors ?? r.sample(o.sectors, r.int(1, 3));
  if (!p?.sectors && r.chance(0.15)) {
    const s = r.pick(SECTOR_KEYS);
    if (!sectors.includes(s)) sectors.push(s);
  }
  let markets: string[] = p?.markets ?? [];
  if (!p?.markets && (o.family === 'export' || o.key === 'global-account'))
    markets = r.sample(MARKET_KEYS, r.int(1, 3));

  let availableFrom: string;
  if (p?.availableFrom) availableFrom = p.availableFrom;
  else if (r.chance(0.45)) availableFrom = ISO(2026, r.pick([9, 10, 11]), r.int(1, 28));
  else {
    const m = r.int(0, 6);
    availableFrom = m === 0 ? ISO(2026, 12, r.int(2, 28)) : ISO(2027, m, r.int(1, 28));
  }
  if (availableFrom > '2026-12-01' && availableFrom < '2026-12-02') availableFrom = '2026-12-01';
  const available = availableFrom <= TODAY;

  const remoteFriendly = [
    'ops',
    'presales',
    'bid',
    'cx',
    'ecom',
    'inside',
    'channel',
    'pricing',
    'nb-product',
    'nb-marketing',
  ].includes(o.family);
  let remote: Remote[];
  if (p?.remote) remote = p.remote;
  else if (FIELD_FAMILIES.has(o.family) && o.family !== 'kam')
    remote = r.chance(0.7) ? ['Sur site'] : ['Sur site', 'Hybride'];
  else if (remoteFriendly)
    remote = r.pick<Remote[]>([['Hybride'], ['Hybride', 'Full remote'], ['Full remote'], ['Sur site', 'Hybride']]);
  else remote = r.pick<Remote[]>([['Sur site'], ['Sur site', 'Hybride'], ['Hybride']]);
  if (!p?.remote && r.chance(0.05)) remote = [];

  let days: number[];
  if (p?.days) days = p.days;
  else {
    const d = r.f();
    days = d < 0.55 ? [5] : d < 0.75 ? [4, 5] : d < 0.85 ? [3, 4] : d < 0.93 ? [2, 3] : d < 0.97 ? [3] : [];
    if (o.family === 'turnaround') days = [5];
  }
  const DUR = ['< 3 mois', '3 a 6 mois', '6 a 12 mois', '> 12 mois'];
  const durations = p?.durations ?? (r.chance(0.1) ? [] : DUR.filter(() => r.chance(0.5)));
  if (!durations.length && !p?.durations && r.chance(0.8)) durations.push(r.pick(DUR));

  const languages = drawLanguages(r, o, cvLang, home.country);
  for (const l of p?.languages ?? []) {
    const i = languages.findIndex((x) => x.lang === l.lang);
    if (i >= 0) languages[i] = l;
    else languages.push(l);
  }

  const fieldish = FIELD_FAMILIES.has(o.family);
  const areas = p?.areas ? p.areas.map(area) : drawAreas(r, homeKey, fieldish, remoteFriendly);
  const certPool = CERTS[o.family] ?? [];
  const certs = r.chance(0.45) && certPool.length ? [r.pick(certPool)[0]] : [];
  const teamSize =
    p?.team ??
    (o.family === 'mgmt'
      ? r.int(3, 25)
      : o.family === 'turnaround'
        ? r.int(15, 120)
        : ['responsable-adv', 'customer-service-manager', 'responsable-export', 'procurement-manager'].includes(o.key)
          ? r.int(2, 30)
          : 0);

  // private data
  let first = '';
  let last = '';
  for (let k = 0; k < 50; k++) {
    first = gender === 'f' ? r.pick(FIRST_F) : r.pick(FIRST_M);
    last = r.chance(0.28) ? r.pick(LAST_RARE) : r.pick(LAST);
    if (!used.has(`${first} ${last}`)) break;
  }
  used.add(`${first} ${last}`);
  const plain = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[’']/g, '')
      .replace(/\s+/g, '')
      .toLowerCase();
  const f0 = plain(first);
  const l0 = plain(last);
  const domain = r.pick(['gmail.com', 'orange.fr', 'hotmail.fr', 'outlook.fr', 'free.fr', 'yahoo.fr', 'icloud.com']);
  const local = r.pick([
    `${f0}.${l0}`,
    `${f0[0] ?? 'x'}.${l0}`,
    `${f0}${l0}`,
    `${l0}.${f0}`,
    `${f0}.${l0}${r.int(10, 99)}`,
  ]);
  const email = `${local}@${domain}`;
  const digits = () => `${r.int(10, 99)} ${r.int(10, 99)} ${r.int(10, 99)} ${r.int(10, 99)}`;
  const phone =
    home.country === 'BE'
      ? `+32 4${r.int(70, 99)} ${r.int(10, 99)} ${r.int(10, 99)} ${r.int(10, 99)}`
      : home.country === 'CH'
        ? `+41 7${r.int(6, 9)} ${r.int(100, 999)} ${r.int(10, 99)} ${r.int(10, 99)}`
        : home.country === 'LU'
          ? `+352 6${r.int(21, 91)} ${r.int(100, 999)} ${r.int(100, 999)}`
          : r.pick([`06 ${digits()}`, `07 ${digits()}`, `+33 6 ${digits()}`]);
  const linkedin = r.chance(0.5)
    ? `${f0}-${l0}-${r.int(100, 999)}${r.pick(['a', 'b', 'c', 'd', 'e', 'f'])}${r.int(10, 99)}`
    : `${f0}${l0}`;
  const employers: string[] = [];
  const nJobs = Math.max(2, Math.min(5, Math.ceil(years / 5)));
  for (let k = 0; k < nJobs; k++) {
    const e = r.chance(0.5)
      ? r.pick(EMPLOYERS_WORDS)
      : r.pick(EMPLOYER_PATTERNS).replace('{L}', r.chance(0.6) ? r.pick(LAST_RARE) : r.pick(LAST));
    if (!employers.includes(e)) employers.push(e);
  }
  const school = r.chance(0.35) ? r.pick(SCHOOLS_RARE) : r.pick(SCHOOLS_COMMON);
  const person = () =>
    `${r.chance(0.5) ? r.pick(FIRST_F) : r.pick(FIRST_M)} ${r.chance(0.4) ? r.pick(LAST_RARE) : r.pick(LAST)}`;
  const referees = r.chance(0.6) ? Array.from({ length: r.int(1, 2) }, person) : [];
  const named = r.chance(0.3) ? [person()] : [];

  return {
    id: '',
    occ: o.key,
    family: o.family,
    gender,
    cvLang,
    years,
    band,
    declared,
    skills: [...skills],
    sectors,
    markets,
    available,
    availableFrom,
    rate: p?.rate !== undefined ? p.rate : r.chance(0.08) ? null : rateFor(r, o, years),
    remote,
    days,
    durations,
    home,
    areas,
    languages,
    certs,
    vehicle: p?.vehicle ?? (fieldish ? r.chance(0.9) : r.chance(0.55)),
    openToCdi: r.chance(0.3),
    teamSize,
    private: { firstName: first, lastName: last, email, phone, linkedin, employers, school, referees, named },
    leak: r.chance(0.25),
  };
}

// ---------------------------------------------------------------- writing

function strip(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

function titleOf(r: Rnd, t: Truth, o: Occupation): string {
  let title: string;
  if (t.cvLang === 'en') {
    title = r.pick(o.en);
    if ((t.band === 'senior' || t.band === 'expert') && !/Senior|Director|Head|VP|Interim/.test(title) && r.chance(0.3))
      title = `Senior ${title}`;
    if (r.chance(0.3)) title += r.pick([' | Freelance', ' – Freelance', ' (freelance)', ' – Interim']);
  } else {
    title = r.chance(0.22) ? r.pick(o.en) : r.pick(t.gender === 'f' ? o.frF : o.fr);
    if (r.chance(0.3)) {
      const q =
        t.gender === 'f'
          ? [' indépendante', ' freelance', ' confirmée', ' – en portage']
          : [' indépendant', ' freelance', ' confirmé', ' – en portage'];
      title += r.pick(q);
    }
    if (r.chance(0.15)) title += ` – ${SECTORS[t.sectors[0] ?? '']?.[0] ?? ''}`;
  }
  return title;
}

function territoryText(t: Truth): [string, string] {
  const names: string[] = [];
  for (const a of t.areas.slice(0, 4)) {
    if (a.type === 'ville') names.push(a.cityName ?? '');
    else if (a.type === 'departement') names.push(`${a.departmentName ?? ''} (${a.departmentCode ?? ''})`);
    else if (a.type === 'region') names.push(a.regionName ?? '');
    else names.push(a.countryName ?? '');
  }
  if (!names.length) names.push(t.home.regionName || t.home.city);
  const list = names.join(', ');
  return [list, list];
}

function fill(s: string, t: Truth, r: Rnd, lang: 'fr' | 'en'): string {
  const li = lang === 'fr' ? 0 : 1;
  const sec = t.sectors.map((k) => SECTORS[k]?.[li] ?? k);
  const mk = t.markets.map((k) => MARKETS[k]?.[li] ?? k);
  return s
    .replace('{sector}', r.pick(sec.length ? sec : ['B2B']))
    .replace('{territory}', territoryText(t)[li])
    .replace('{market}', mk.length ? mk.join(', ') : lang === 'fr' ? 'Europe' : 'Europe')
    .replace('{team}', String(t.teamSize || r.int(4, 12)))
    .replace('{n0}', String(r.int(8, 60)))
    .replace('{n}', String(r.int(8, 35)));
}

function skillLabel(k: string, lang: 'fr' | 'en'): string {
  return SKILLS[k]?.[lang === 'fr' ? 0 : 1] ?? k;
}

export interface Profile {
  [k: string]: unknown;
}

function writeProfile(r: Rnd, t: Truth): Profile {
  const o = occ(t.occ);
  const fr = t.cvLang === 'fr';
  const L = fr ? 'fr' : 'en';
  const noAccent = fr && r.chance(0.08);
  const tx = (s: string) => (noAccent ? strip(s) : s);
  const pv = t.private;
  const fullName = `${pv.firstName} ${pv.lastName}`;
  const title = titleOf(r, t, o);
  const bank = BANK[o.family];
  const lines = fr ? bank.fr : bank.en;

  // summary
  const secs = t.sectors.map((k) => SECTORS[k]?.[fr ? 0 : 1] ?? k);
  const sk = t.skills.slice(0, 4).map((k) => skillLabel(k, L));
  const parts: string[] = [];
  if (fr)
    parts.push(
      r.pick([
        `${title} avec ${t.years} ans d'expérience (${secs.join(', ')}).`,
        `${t.years} ans d'expérience en ${secs.join(' et ')}, aujourd'hui ${title.toLowerCase()} en freelance.`,
        `${title}. Plus de ${Math.max(1, t.years - 1)} ans dans les fonctions commerciales, secteurs : ${secs.join(', ')}.`,
      ]),
    );
  else
    parts.push(
      r.pick([
        `${title} with ${t.years} years of experience (${secs.join(', ')}).`,
        `${t.years} years in ${secs.join(' and ')}; now working as a freelance ${title}.`,
        `${title}. Over ${Math.max(1, t.years - 1)} years in commercial roles across ${secs.join(', ')}.`,
      ]),
    );
  parts.push(fill(r.pick(lines), t, r, L));
  parts.push(fr ? `Compétences clés : ${sk.join(', ')}.` : `Key skills: ${sk.join(', ')}.`);
  if (t.markets.length) {
    const mk = t.markets.map((k) => MARKETS[k]?.[fr ? 0 : 1] ?? k).join(', ');
    parts.push(fr ? `Zones : ${mk}.` : `Markets: ${mk}.`);
  } else if (FIELD_FAMILIES.has(t.family) && t.areas.length && r.chance(0.6)) {
    parts.push(fr ? `Secteur couvert : ${territoryText(t)[0]}.` : `Territory: ${territoryText(t)[1]}.`);
  }
  if (t.teamSize && r.chance(0.7))
    parts.push(fr ? `Management jusqu'à ${t.teamSize} personnes.` : `Managed up to ${t.teamSize} people.`);
  const en = t.languages.find((x) => x.lang === 'en');
  if (fr && en && ['C1', 'C2', 'native'].includes(en.level) && r.chance(0.5)) parts.push('Anglais courant.');
  if (!t.days.includes(5) && t.days.length && r.chance(0.5))
    parts.push(
      fr ? `Disponible ${t.days.join(' ou ')} jours par semaine.` : `Available ${t.days.join(' or ')} days a week.`,
    );
  if (t.remote.includes('Full remote') && r.chance(0.4))
    parts.push(fr ? 'Ouvert au full remote.' : 'Open to fully remote work.');

  // leaks of private data into free text
  const leakKinds = t.leak
    ? r.sample(['name', 'email', 'phone', 'employer', 'school', 'referee', 'linkedin'], r.int(1, 2))
    : [];
  if (leakKinds.includes('name')) parts.unshift(fr ? `${fullName} – ${title}.` : `${fullName} – ${title}.`);
  if (leakKinds.includes('email')) parts.push(fr ? `Contact : ${pv.email}` : `Contact: ${pv.email}`);
  if (leakKinds.includes('phone')) parts.push(fr ? `Tél. ${pv.phone}` : `Phone ${pv.phone}`);
  if (leakKinds.includes('school')) parts.push(fr ? `Diplômé(e) de ${pv.school}.` : `Graduated from ${pv.school}.`);
  if (leakKinds.includes('linkedin')) parts.push(`linkedin.com/in/${pv.linkedin}`);
  if (leakKinds.includes('referee') && pv.referees[0])
    parts.push(fr ? `Références : ${pv.referees[0]}.` : `References: ${pv.referees[0]}.`);

  // work history
  const work: Profile[] = [];
  let end = 2026 * 12 + 11 - r.int(0, 3);
  let remaining = t.years * 12;
  pv.employers.forEach((emp, i) => {
    const isLast = i === pv.employers.length - 1;
    const len = isLast
      ? Math.max(6, remaining)
      : Math.max(6, Math.round(remaining / (pv.employers.length - i)) + r.int(-6, 6));
    remaining -= len;
    const start = end - len;
    const wocc = i === 0 || !o.prev.length || r.chance(0.5) ? o : occ(r.pick(o.prev));
    const wlines = fr ? BANK[wocc.family].fr : BANK[wocc.family].en;
    const pos =
      wocc === o && i === 0
        ? title.replace(/ [|–(].*$/, '')
        : fr
          ? r.pick(t.gender === 'f' ? wocc.frF : wocc.fr)
          : r.pick(wocc.en);
    const sents = r.sample(wlines, Math.min(wlines.length, r.int(1, 3))).map((s) => fill(s, t, r, L));
    if (i === 0 && pv.named[0]) sents.push(fr ? `Reporting à ${pv.named[0]}.` : `Reporting to ${pv.named[0]}.`);
    if (leakKinds.includes('employer') && i === 0)
      sents.unshift(fr ? `Mission pour ${emp}.` : `Assignment for ${emp}.`);
    const ym = (m: number) => `${Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`;
    work.push({
      name: emp,
      position: tx(pos),
      startDate: ym(start),
      endDate: i === 0 && r.chance(0.6) ? '' : ym(end),
      summary: tx(sents.join(' ')),
    });
    end = start - r.int(0, 4);
  });

  // education
  const [studyType, studyArea] = r.pick(fr ? STUDIES_FR : STUDIES_EN);
  const gradYear = 2026 - t.years;
  const education = [
    {
      institution: pv.school,
      area: tx(studyArea),
      studyType,
      startDate: String(gradYear - 2),
      endDate: String(gradYear),
    },
  ];

  // skills section
  const skillsOut: Profile[] = r.chance(0.5)
    ? [
        {
          name: fr ? 'Compétences' : 'Skills',
          level: '',
          keywords: t.skills.map((k) => tx(skillLabel(k, L))),
        },
      ]
    : t.skills.map((k) => ({
        name: tx(skillLabel(k, L)),
        level: r.pick(fr ? ['Avancé', 'Expert', 'Intermédiaire', ''] : ['Advanced', 'Expert', 'Intermediate', '']),
        keywords: [],
      }));

  const languages = t.languages.map((l) => ({
    language: tx(LANG_NAMES[l.lang]?.[fr ? 0 : 1] ?? l.lang),
    fluency: tx(LEVEL_NAMES[l.level]?.[fr ? 0 : 1] ?? l.level),
  }));
  const certPool = CERTS[t.family] ?? [];
  const certificates = t.certs.map((c) => ({
    name: c,
    issuer: certPool.find((x) => x[0] === c)?.[1] ?? '',
    startDate: String(r.int(2015, 2026)),
  }));
  const refRoles = fr ? REFEREE_ROLES_FR : REFEREE_ROLES_EN;
  const references = pv.referees.map((n, i) => ({
    name: n,
    reference: `${r.pick(refRoles)}, ${pv.employers[Math.min(i + 1, pv.employers.length - 1)] ?? ''}`,
  }));

  const rateText =
    t.rate === null
      ? r.pick(['', 'Négociable', 'À discuter'])
      : r.pick([String(t.rate), `${t.rate} €/jour`, `${t.rate - 50}-${t.rate + 50}`, `${t.rate} € HT`]);
  const availText = t.available
    ? r.pick(['Immédiate', 'Disponible', '', t.availableFrom])
    : r.pick([
        t.availableFrom,
        `À partir du ${t.availableFrom.split('-').reverse().join('/')}`,
        t.availableFrom.slice(0, 7),
      ]);
  const created = ISO(r.int(2023, 2026), r.int(1, 12), r.int(1, 28));
  const updated =
    created > '2026-11-30'
      ? created
      : ISO(2026, r.int(Number(created.slice(5, 7)) > 10 && created.startsWith('2026') ? 11 : 6, 11), r.int(1, 28));
  const countryName: Record<string, string> = { FR: 'France', BE: 'Belgique', CH: 'Suisse', LU: 'Luxembourg' };
  const professions = [o.profession];
  if (o.prev[0] && r.chance(0.3)) professions.push(occ(o.prev[0]).profession);

  return {
    basics: {
      name: fullName,
      label: tx(title),
      image: '',
      email: pv.email,
      phone: pv.phone,
      url: `https://www.linkedin.com/in/${pv.linkedin}`,
      summary: tx(parts.join(' ')),
      location: {
        address: `${t.home.city}, ${countryName[t.home.country] ?? ''}`,
        postalCode: t.home.zip,
        city: t.home.city,
        countryCode: t.home.country,
        region: t.home.regionName,
      },
      profiles: [{ username: pv.linkedin, network: 'LinkedIn', url: `https://www.linkedin.com/in/${pv.linkedin}` }],
    },
    work,
    education,
    certificates,
    skills: skillsOut,
    languages,
    volunteer: [],
    awards: [],
    publications: [],
    interests: [],
    references,
    projects: [],
    meta: {
      id: t.id,
      createdAt: `${created}T09:00:00.000Z`,
      updatedAt: `${updated}T09:00:00.000Z`,
      firstName: pv.firstName,
      lastName: pv.lastName,
      cvUrl: `https://cv.freelance-docs.fr/${t.id}.pdf`,
      freelance: {
        available: t.available,
        availabilityDate: availText,
        rate: rateText,
        seniority: t.declared,
        professions: [...new Set(professions)],
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

let cache: { profile: unknown; truth: Truth }[] | undefined;

export function corpus(): { profile: unknown; truth: Truth }[] {
  if (cache) return cache;
  const r = new Rnd(mulberry32(36_2026));
  const used = new Set<string>();
  const truths: Truth[] = [];
  for (const p of PLANTS) truths.push(drawTruth(r, p, used));
  while (truths.length < POOL_SIZE) truths.push(drawTruth(r, undefined, used));
  r.shuffle(truths);
  cache = truths.map((t, i) => {
    t.id = `b36-${String(i + 1).padStart(4, '0')}`;
    return { profile: writeProfile(r, t), truth: t };
  });
  return cache;
}
