/* Drawing a Truth at random for the blind-25 pool. */
import type { WorkArea } from '../../../../src/domain/profile/raw-profile.schema';
import { CITIES, COUNTRIES, DEPARTMENTS, REGIONS, type CityKey } from './areas';
import { CERTS } from './data-skills';
import {
  EMP_SUFFIX,
  EMP_WORDS,
  FIRST_F,
  FIRST_M,
  LAST,
  MAIL_BE,
  MAIL_CH,
  MAIL_FR,
  MAIL_LU,
  ODD_JOBS,
  ODD_NAMES,
  REFEREE_ROLES,
  SCHOOLS_BE,
  SCHOOLS_CH,
  SCHOOLS_FR,
  SCHOOLS_LU,
  type Sector,
} from './data-people';
import {
  OCCUPATIONS,
  OCC,
  SENIORITY_OF,
  TODAY,
  addDays,
  bandOf,
  chance,
  deaccent,
  int,
  pick,
  sample,
  weighted,
  type Duration,
  type Lang,
  type Level,
  type Remote,
  type Rng,
  type Seniority,
  type Truth,
} from './truth';

const IDF: CityKey[] = [
  'paris8',
  'paris11',
  'paris15',
  'paris17',
  'paris13',
  'puteaux',
  'courbevoie',
  'boulogne',
  'issy',
  'nanterre',
  'levallois',
  'montrouge',
  'chatillon',
  'saintdenis',
  'montreuil',
  'noisy',
  'saintouen',
  'creteil',
  'versailles',
  'guyancourt',
  'montigny',
  'velizy',
  'massy',
  'palaiseau',
  'evry',
  'cergy',
];
const FR_BIG: CityKey[] = [
  'lyon',
  'lyon7',
  'villeurbanne',
  'marseille',
  'aix',
  'toulouse',
  'blagnac',
  'bordeaux',
  'merignac',
  'nantes',
  'saintherblain',
  'rennes',
  'lille',
  'villeneuvedascq',
  'strasbourg',
  'nice',
  'valbonne',
  'montpellier',
  'grenoble',
];
const FR_SMALL: CityKey[] = [
  'roubaix',
  'biot',
  'rouen',
  'caen',
  'orleans',
  'tours',
  'dijon',
  'metz',
  'nancy',
  'thionville',
  'clermont',
  'brest',
  'lemans',
  'angers',
  'niort',
  'annecy',
  'annemasse',
  'saintgenis',
  'reims',
  'amiens',
  'limoges',
  'poitiers',
  'pau',
  'besancon',
  'vannes',
  'lannion',
  'chartres',
  'evreux',
  'quimper',
  'laval',
  'belfort',
  'colmar',
  'mulhouse',
  'bayonne',
  'larochelle',
  'saintnazaire',
  'cholet',
  'valence',
  'chambery',
  'saintetienne',
  'toulon',
  'arras',
  'douai',
  'auxerre',
  'perigueux',
];
const BE: CityKey[] = [
  'bruxelles',
  'bruxelles',
  'bruxelles',
  'liege',
  'namur',
  'charleroi',
  'mons',
  'lln',
  'wavre',
  'zaventem',
  'leuven',
  'antwerpen',
  'gent',
];
const CH: CityKey[] = [
  'geneve',
  'geneve',
  'geneve',
  'lausanne',
  'lausanne',
  'nyon',
  'neuchatel',
  'fribourg',
  'meyrin',
  'carouge',
  'morges',
  'renens',
  'yverdon',
  'bern',
  'zurich',
];
const LU: CityKey[] = [
  'luxembourg',
  'luxembourg',
  'luxembourg',
  'esch',
  'strassen',
  'bertrange',
  'leudelange',
  'differdange',
  'hesperange',
  'mamer',
  'contern',
];

export function drawHome(rng: Rng): CityKey {
  const zone = weighted(rng, [
    ['idf', 37],
    ['big', 22],
    ['small', 13],
    ['be', 9],
    ['ch', 9],
    ['lu', 10],
  ] as const);
  return pick(rng, { idf: IDF, big: FR_BIG, small: FR_SMALL, be: BE, ch: CH, lu: LU }[zone]);
}

export function region(cc: string, code: string): WorkArea {
  const r = REGIONS[`${cc}:${code}`];
  if (!r) throw new Error(`no region ${cc}:${code}`);
  return r;
}
export function dept(code: string): WorkArea {
  const d = DEPARTMENTS[code];
  if (!d) throw new Error(`no department ${code}`);
  return d;
}
export function country(cc: string): WorkArea {
  const c = COUNTRIES[cc];
  if (!c) throw new Error(`no country ${cc}`);
  return c;
}

/** Work areas a freelancer living in `home` would declare. */
export function drawAreas(rng: Rng, home: CityKey): WorkArea[] {
  const a = CITIES[home].area;
  const cc = a.countryCode!;
  const out: WorkArea[] = [];
  const add = (w: WorkArea) => {
    if (!out.some((o) => JSON.stringify(o) === JSON.stringify(w))) out.push(w);
  };
  if (cc === 'FR') {
    const r = a.regionCode!;
    const d = a.departmentCode!;
    const style = weighted(rng, [
      ['city', 2],
      ['dept', 3],
      ['region', 4],
      ['country', 1],
    ] as const);
    if (style === 'city') add(a);
    if (style === 'dept' || style === 'city') add(dept(d));
    if (style === 'region') add(region('FR', r));
    if (style === 'country') add(country('FR'));
    if (r === '11' && style !== 'region' && chance(rng, 0.5)) add(dept(pick(rng, ['75', '92', '92', '93', '78'])));
    if (r !== '11' && chance(rng, 0.2)) add(region('FR', '11'));
    if (['57', '54'].includes(d) && chance(rng, 0.6)) add(country('LU'));
    if (['74', '01', '73'].includes(d) && chance(rng, 0.6)) add(region('CH', pick(rng, ['GE', 'VD'])));
    if (d === '59' && chance(rng, 0.4)) add(pick(rng, [region('BE', 'BRU'), dept('WHT'), country('BE')]));
  } else if (cc === 'BE') {
    if (chance(rng, 0.4)) add(a);
    add(chance(rng, 0.5) ? country('BE') : region('BE', a.regionCode!));
    if (a.regionCode !== 'BRU' && chance(rng, 0.5)) add(region('BE', 'BRU'));
    if (chance(rng, 0.15)) add(country('LU'));
    if (chance(rng, 0.1)) add(region('FR', '32'));
  } else if (cc === 'CH') {
    if (chance(rng, 0.4)) add(a);
    add(region('CH', a.regionCode!));
    if (['GE', 'VD'].includes(a.regionCode!)) add(region('CH', a.regionCode === 'GE' ? 'VD' : 'GE'));
    if (chance(rng, 0.25)) add(country('CH'));
  } else {
    if (chance(rng, 0.3)) add(a);
    add(country('LU'));
    if (chance(rng, 0.15)) add(region('FR', '44'));
    if (chance(rng, 0.1)) add(dept('WLX'));
  }
  return out;
}

function drawYears(rng: Rng, minYears: number): number {
  const y = weighted(rng, [
    [int(rng, 0, 2), 14],
    [int(rng, 3, 6), 34],
    [int(rng, 7, 10), 28],
    [int(rng, 11, 25), 24],
  ] as const);
  return Math.max(y, minYears);
}

function drawDeclared(rng: Rng, years: number): Seniority {
  const band = bandOf(years);
  const r = rng();
  if (r < 0.08) return '';
  if (r < 0.15) {
    const order = ['junior', 'confirme', 'senior', 'expert'] as const;
    const i = order.indexOf(band);
    const j = Math.max(0, Math.min(3, i + (chance(rng, 0.6) ? 1 : -1)));
    return SENIORITY_OF[order[j]!];
  }
  return SENIORITY_OF[band];
}

function drawRate(rng: Rng, t: { years: number; fam: string; occ: string; cc: string }): number | null {
  if (chance(rng, 0.08)) return null;
  let base = [350, 480, 600, 720][['junior', 'confirme', 'senior', 'expert'].indexOf(bandOf(t.years))]!;
  if (['cyber', 'cloud', 'erp'].includes(t.fam)) base += 60;
  if (t.occ === 'tech-support-n1' || t.occ === 'tech-support-n2') base -= 170;
  if (t.cc === 'CH') base += 250;
  if (t.cc === 'LU') base += 80;
  return Math.round((base + int(rng, -60, 90)) / 10) * 10;
}

function drawRemote(rng: Rng, fam: string): Remote[] {
  const onsite = fam === 'infra' ? 0.5 : 0.25;
  const r = rng();
  if (r < onsite * 0.5) return ['Sur site'];
  if (r < onsite) return ['Sur site', 'Hybride'];
  if (r < 0.75) return ['Hybride'];
  if (r < 0.88) return ['Hybride', 'Full remote'];
  if (r < 0.93) return ['Sur site', 'Hybride', 'Full remote'];
  return ['Full remote'];
}

function drawDays(rng: Rng): string[] {
  return weighted(rng, [
    [['5'], 45],
    [['4', '5'], 30],
    [['4'], 8],
    [['3', '4'], 7],
    [['2', '3'], 5],
    [['3'], 5],
  ] as const).slice();
}

function drawDurations(rng: Rng): Duration[] {
  const all: Duration[] = ['< 3 mois', '3 a 6 mois', '6 a 12 mois', '> 12 mois'];
  const lo = int(rng, 0, 2);
  const hi = int(rng, lo + 1, 3);
  return all.slice(lo, hi + 1);
}

function drawLanguages(rng: Rng, cc: string, cvLang: 'fr' | 'en', foreign: boolean): { lang: Lang; level: Level }[] {
  const out: { lang: Lang; level: Level }[] = [];
  out.push({ lang: 'fr', level: foreign ? pick(rng, [3, 4, 4] as const) : 5 });
  const en: Level =
    cvLang === 'en'
      ? pick(rng, [4, 4, 5] as const)
      : weighted(rng, [
          [1, 1],
          [2, 3],
          [3, 4],
          [4, 3],
          [5, 0.3],
        ] as const);
  out.push({ lang: 'en', level: en });
  if (cc === 'LU' && chance(rng, 0.5)) out.push({ lang: 'de', level: pick(rng, [2, 3, 4] as const) });
  if (cc === 'LU' && chance(rng, 0.15)) out.push({ lang: 'lb', level: pick(rng, [2, 3, 5] as const) });
  if (cc === 'CH' && chance(rng, 0.3)) out.push({ lang: 'de', level: pick(rng, [2, 3, 4] as const) });
  if (cc === 'BE' && chance(rng, 0.45)) out.push({ lang: 'nl', level: pick(rng, [2, 3, 4, 5] as const) });
  if (cc === 'FR' && chance(rng, 0.12))
    out.push({ lang: pick(rng, ['es', 'de', 'it'] as const), level: pick(rng, [1, 2, 3] as const) });
  if (chance(rng, 0.05)) out.push({ lang: pick(rng, ['ar', 'pt'] as const), level: pick(rng, [4, 5] as const) });
  return out;
}

function drawSectors(rng: Rng, cc: string, home: CityKey): Sector[] {
  const w: [Sector, number][] = [
    ['banque', cc === 'LU' ? 8 : cc === 'CH' ? 5 : 4],
    ['assurance', home === 'niort' ? 10 : 3],
    ['industrie', cc === 'FR' ? 3 : 1],
    ['public', cc === 'BE' ? 4 : 2.5],
    ['energie', 1.5],
    ['telecom', 1.5],
    ['retail', 1],
    ['transport', 1],
    ['sante', 0.7],
  ];
  const n = int(rng, 1, 3);
  const out: Sector[] = [];
  for (let i = 0; i < 10 && out.length < n; i++) {
    const s = weighted(rng, w);
    if (!out.includes(s)) out.push(s);
  }
  return out;
}

const usedMails = new Set<string>();

/** Forgets the e-mails drawn so far, so that corpus() gives the same pool on every call. */
export function resetDraw(): void {
  usedMails.clear();
}

function slug(s: string): string {
  return deaccent(s)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function drawPhone(rng: Rng, cc: string): string {
  const d = (n: number) => Array.from({ length: n }, () => String(int(rng, 0, 9))).join('');
  if (cc === 'BE') return `+32 4${int(rng, 70, 99)} ${d(2)} ${d(2)} ${d(2)}`;
  if (cc === 'CH') return `+41 7${pick(rng, ['6', '8', '9'])} ${d(3)} ${d(2)} ${d(2)}`;
  if (cc === 'LU') return `+352 6${pick(rng, ['21', '61', '91'])} ${d(3)} ${d(3)}`;
  const p = `0${pick(rng, ['6', '7'])} ${d(2)} ${d(2)} ${d(2)} ${d(2)}`;
  return chance(rng, 0.4) ? `+33 ${p.slice(1)}` : p;
}

export function drawPrivate(rng: Rng, gender: 'f' | 'm', cc: string, years: number): Truth['priv'] {
  const first = pick(rng, gender === 'f' ? FIRST_F : FIRST_M);
  const last = pick(rng, LAST);
  const dom = pick(rng, cc === 'BE' ? MAIL_BE : cc === 'CH' ? MAIL_CH : cc === 'LU' ? MAIL_LU : MAIL_FR);
  const f = slug(first).replace(/-/g, '');
  const l = slug(last).replace(/-/g, '');
  const forms = [`${f}.${l}`, `${f[0]}${l}`, `${f}${l}${int(rng, 1, 99)}`, `${l}.${f}`, `${f}_${l}`, `${f[0]}.${l}`];
  let local = pick(rng, forms);
  while (usedMails.has(`${local}@${dom}`)) local = `${local}${int(rng, 1, 9)}`;
  usedMails.add(`${local}@${dom}`);
  const employers: string[] = [];
  const own = `${pick(rng, EMP_WORDS)} ${pick(rng, EMP_SUFFIX)}`;
  employers.push(own);
  if (years >= 4 && chance(rng, 0.6)) employers.push(`${pick(rng, EMP_WORDS)} ${pick(rng, EMP_SUFFIX)}`);
  if (years <= 5 && chance(rng, 0.35)) {
    const [kind] = pick(rng, ODD_JOBS);
    employers.push(`${kind} ${pick(rng, ODD_NAMES)}`);
  }
  const schoolList =
    cc === 'BE' ? SCHOOLS_BE : cc === 'CH' ? SCHOOLS_CH : cc === 'LU' && chance(rng, 0.5) ? SCHOOLS_LU : SCHOOLS_FR;
  const schools = [pick(rng, schoolList)[0]];
  const referees: string[] = [];
  if (chance(rng, 0.4)) referees.push(`${pick(rng, chance(rng, 0.5) ? FIRST_F : FIRST_M)} ${pick(rng, LAST)}`);
  const named: string[] = [];
  if (chance(rng, 0.25)) named.push(`${pick(rng, chance(rng, 0.5) ? FIRST_F : FIRST_M)} ${pick(rng, LAST)}`);
  return {
    first,
    last,
    email: `${local}@${dom}`,
    phone: drawPhone(rng, cc),
    linkedin: `${slug(first)}-${slug(last)}-${Math.floor(rng() * 0xffffff).toString(16)}`,
    employers,
    schools,
    referees,
    named,
  };
}

export function drawTruth(
  rng: Rng,
  index: number,
  fixed: { occ?: string; home?: CityKey; years?: number } = {},
): Truth {
  const drawn = weighted(
    rng,
    OCCUPATIONS.map((o) => [o.key, o.weight] as const),
  );
  const occ = fixed.occ ?? drawn;
  const o = OCC[occ]!;
  const gender = chance(rng, o.fam === 'project' ? 0.5 : o.fam === 'infra' || o.fam === 'cloud' ? 0.2 : 0.35)
    ? 'f'
    : 'm';
  const drawnHome = drawHome(rng);
  const home = fixed.home ?? drawnHome;
  const cc = CITIES[home].area.countryCode!;
  const drawnYears = drawYears(rng, o.minYears ?? 0);
  const years = fixed.years ?? drawnYears;
  const cvLang: 'fr' | 'en' = chance(rng, cc === 'LU' ? 0.55 : cc === 'CH' ? 0.35 : cc === 'BE' ? 0.3 : 0.09)
    ? 'en'
    : 'fr';
  const foreign = chance(rng, cvLang === 'en' ? 0.3 : 0.04);
  const core = o.core.filter((_, i) => i < 2 || chance(rng, 0.8));
  const opt = sample(rng, o.opt, int(rng, 1, Math.min(4, o.opt.length)));
  const certs = o.certs.filter(() => chance(rng, years >= 5 ? 0.35 : 0.2)).filter((c) => CERTS[c] !== undefined);
  const available = chance(rng, 0.55);
  const freeFrom = available
    ? addDays(TODAY, -int(rng, 0, 40))
    : addDays(
        TODAY,
        weighted(rng, [
          [int(rng, 3, 30), 4],
          [int(rng, 31, 75), 3],
          [int(rng, 76, 200), 3],
        ] as const),
      );
  const priv = drawPrivate(rng, gender, cc, years);
  return {
    id: `b25-${String(index + 1).padStart(4, '0')}`,
    occ,
    fam: o.fam,
    gender,
    skills: [...new Set([...core, ...opt])],
    years,
    band: bandOf(years),
    declared: drawDeclared(rng, years),
    available,
    freeFrom,
    rate: drawRate(rng, { years, fam: o.fam, occ, cc }),
    remote: drawRemote(rng, o.fam),
    days: drawDays(rng),
    durations: drawDurations(rng),
    home,
    areas: drawAreas(rng, home),
    languages: drawLanguages(rng, cc, cvLang, foreign),
    certs,
    cvLang,
    sectors: drawSectors(rng, cc, home),
    openToCdi: chance(rng, 0.15),
    vehicle: chance(rng, 0.6),
    noAccents: chance(rng, 0.08),
    leaks: chance(rng, 0.26),
    priv,
  };
}

export { REFEREE_ROLES };
