/**
 * Draws the Truth of one profile: what the freelancer is and wants. The profile text is written from it later
 * (writer.ts); judges read it alone.
 */
import { AREAS, PLACE, PLACES, type Place } from './areas';
import { occ as occOf } from './occupations';
import {
  EMAIL_DOMAINS,
  FIRST_NAMES,
  LAST_NAMES,
  LYCEES,
  SCHOOLS_ABROAD,
  SCHOOLS_ING,
  SCHOOLS_TECH,
  SMALL_ORDINARY,
  SMALL_PREFIX_FR,
  SMALL_SUFFIX,
} from './people';
import { chance, int, pick, pickFront, sample, weighted, type Rng } from './rng';
import {
  TODAY,
  addDays,
  bandOf,
  type Band,
  type DeclaredSeniority,
  type Duration,
  type LangCode,
  type LangLevel,
  type Origin,
  type PrivateData,
  type Remote,
  type Sector,
  type Truth,
} from './truth';

export const SENIORITY_LABEL: Record<Band, DeclaredSeniority> = {
  junior: 'Junior (0-2 ans)',
  confirme: 'Confirme (3-6 ans)',
  senior: 'Senior (7-10 ans)',
  expert: 'Expert (10+ ans)',
};
const BANDS: Band[] = ['junior', 'confirme', 'senior', 'expert'];

/** Homes favoured by the people of a sector (keys of PLACE). */
const SECTOR_HOMES: Partial<Record<Sector, string[]>> = {
  aero: [
    'toulouse',
    'blagnac',
    'colomiers',
    'toulouse-purpan',
    'bordeaux',
    'merignac',
    'marignane',
    'vitrolles',
    'figeac',
    'tarbes',
    'saint-nazaire',
    'bouguenais',
    'rochefort',
    'le-bourget',
    'velizy',
    'paris-15',
    'albi',
    'pau',
    'bayonne',
    'chatellerault',
    'issoire',
    'le-haillan',
  ],
  space: ['toulouse', 'toulouse-purpan', 'saint-medard', 'le-haillan', 'vernon', 'cannes'],
  defense: [
    'velizy',
    'elancourt',
    'plessis-robinson',
    'bourges',
    'saint-medard',
    'toulon',
    'ollioules',
    'brest',
    'cherbourg',
    'lorient',
    'massy',
    'guyancourt',
  ],
  auto: [
    'sochaux',
    'montbeliard',
    'audincourt',
    'belfort',
    'mulhouse',
    'poissy',
    'guyancourt',
    'rennes',
    'le-mans',
    'clermont',
    'douai',
    'valenciennes',
    'maubeuge',
    'saint-priest',
    'venissieux',
    'metz',
    'cluses',
    'annecy',
    'strasbourg',
    'colmar',
  ],
  rail: ['valenciennes', 'petite-foret', 'douai', 'belfort', 'tarbes', 'le-creusot', 'lille', 'villeurbanne', 'reims'],
  naval: [
    'saint-nazaire',
    'montoir',
    'nantes',
    'brest',
    'lorient',
    'cherbourg',
    'toulon',
    'la-seyne',
    'le-havre',
    'landerneau',
  ],
  energy: [
    'le-havre',
    'harfleur',
    'rouen',
    'grenoble',
    'lyon-7',
    'saint-nazaire',
    'belfort',
    'dunkerque',
    'marseille',
    'nantes',
    'echirolles',
  ],
  nuclear: ['cherbourg', 'chalon', 'vienne', 'valence', 'lyon-3', 'caen', 'le-creusot', 'dunkerque', 'aix', 'bourges'],
  machinery: [
    'nantes',
    'angers',
    'saint-herblain',
    'lyon-7',
    'saint-etienne',
    'andrezieux',
    'grenoble',
    'le-mans',
    'besancon',
    'roanne',
  ],
  plastics: [
    'oyonnax',
    'bourg-en-bresse',
    'lyon-3',
    'saint-etienne',
    'cluses',
    'annecy',
    'besancon',
    'valence',
    'clermont',
    'le-mans',
    'roanne',
  ],
  metal: [
    'saint-etienne',
    'firminy',
    'issoire',
    'dunkerque',
    'grenoble',
    'le-creusot',
    'andrezieux',
    'metz',
    'valenciennes',
    'maubeuge',
    'figeac',
  ],
  software: ['paris-11', 'paris-15', 'lyon-3', 'nantes', 'bordeaux', 'lille', 'toulouse', 'rennes'],
  logistics: ['lille', 'lyon-7', 'marseille', 'le-havre', 'orleans', 'rouen', 'saint-priest'],
  pharma: ['lyon-7', 'tours', 'orleans', 'saint-priest', 'marseille', 'rouen'],
};

const FEMALE_SHARE: Record<string, number> = {
  be: 0.22,
  methodes: 0.2,
  production: 0.15,
  qualite: 0.45,
  maintenance: 0.1,
  automatisme: 0.1,
  electrique: 0.15,
  'essais-embarque': 0.2,
  projet: 0.3,
  'achats-scm': 0.5,
  lean: 0.35,
  hse: 0.45,
  navigabilite: 0.35,
  documentation: 0.5,
  logiciel: 0.25,
  btp: 0.15,
  facility: 0.4,
  logistique: 0.25,
  commercial: 0.35,
  formation: 0.35,
  labo: 0.6,
};
const SHOPFLOOR = new Set(['soudeur', 'chaudronnier', 'regleur-cn', 'ajusteur-monteur', 'electricien-batiment']);

/** Names already given, so that full names and e-mails stay unique. */
export class Registry {
  names = new Set<string>();
  emails = new Set<string>();
  slugs = new Set<string>();
}

export interface DrawOptions {
  cvLang?: 'fr' | 'en';
  origin?: Origin;
  gender?: 'f' | 'm';
}

function ascii(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

function areaKeysOf(p: Place): { city?: string; dept?: string; region?: string } {
  const out: { city?: string; dept?: string; region?: string } = {};
  if (p.area && AREAS[p.area]) out.city = p.area;
  if (p.country === 'FR' && AREAS['d:' + p.dept]) out.dept = 'd:' + p.dept;
  if (p.country === 'FR' && AREAS['r:' + p.region]) out.region = 'r:' + p.region;
  if (p.country === 'BE') {
    const a = p.area ? AREAS[p.area] : undefined;
    if (a?.departmentCode && AREAS['d:' + a.departmentCode]) out.dept = 'd:' + a.departmentCode;
    if (a?.regionCode === 'WAL') out.region = 'r:BE-WAL';
    if (a?.regionCode === 'BRU') out.region = 'r:BE-BRU';
  }
  if (p.country === 'CH' && AREAS['r:CH-' + p.sub]) out.region = 'r:CH-' + p.sub;
  return out;
}

const OTHER_REGIONS = ['r:11', 'r:76', 'r:75', 'r:84', 'r:52', 'r:28', 'r:32', 'r:44', 'r:93', 'r:53', 'r:27'];

function drawAreas(rng: Rng, home: Place): string[] {
  const k = areaKeysOf(home);
  const r = rng();
  const areas: string[] = [];
  const abroad = home.country !== 'FR';
  if (home.country === 'DE') {
    // The German side of the border: French departments across the Rhine, sometimes Switzerland.
    areas.push(home.key === 'saarbrucken' ? 'd:57' : pick(rng, ['d:67', 'd:68']));
    if (chance(rng, 0.4)) areas.push(pick(rng, ['r:44', 'p:CH', 'r:CH-BS', 'p:LU']));
    return areas;
  }
  if (home.country === 'GB' || home.country === 'ES') {
    areas.push(pick(rng, ['v:toulouse', 'v:blagnac', 'd:31', 'r:76', 'v:marignane']));
    if (chance(rng, 0.3)) areas.push('p:FR');
    return areas;
  }
  if (r < 0.05) return [];
  if (r < 0.32) {
    if (k.city) areas.push(k.city);
    else if (k.dept) areas.push(k.dept);
  } else if (r < 0.55) {
    if (k.dept) areas.push(k.dept);
    else if (k.region) areas.push(k.region);
    if (chance(rng, 0.3) && k.city) areas.push(k.city);
  } else if (r < 0.7) {
    if (k.region) areas.push(k.region);
    else if (k.dept) areas.push(k.dept);
  } else if (r < 0.82) {
    // Several areas: home plus one or two other regions.
    areas.push(k.dept ?? k.city ?? k.region ?? 'p:FR');
    for (const x of sample(rng, OTHER_REGIONS, int(rng, 1, 2))) if (!areas.includes(x) && x !== k.region) areas.push(x);
  } else if (r < 0.9) {
    areas.push(abroad ? (k.region ?? 'p:' + home.country) : 'p:FR');
  } else {
    // Cross-border people: home plus a neighbouring country.
    areas.push(k.dept ?? k.city ?? k.region ?? 'p:FR');
    if (['59', '62', '08', '02'].includes(home.dept) || home.country === 'BE')
      areas.push(pick(rng, ['p:BE', 'r:BE-WAL', 'd:WHT']));
    else if (['74', '01', '25', '39', '90', '68'].includes(home.dept) || home.country === 'CH')
      areas.push(pick(rng, ['p:CH', 'r:CH-GE', 'r:CH-VD', 'r:CH-BS', 'r:CH-NE']));
    else if (['57', '54'].includes(home.dept)) areas.push('p:LU');
    else areas.push(pick(rng, OTHER_REGIONS));
  }
  return [...new Set(areas)];
}

function drawHome(rng: Rng, origin: Origin, sector: Sector, neighbour: boolean): Place {
  const fr = PLACES.filter((p) => p.country === 'FR');
  if (origin === 'BE') return PLACE[pick(rng, ['brussels', 'liege', 'charleroi', 'mons', 'liege'])]!;
  if (origin === 'CH') return PLACE[pick(rng, ['geneve', 'lausanne', 'neuchatel', 'delemont', 'basel'])]!;
  if (origin === 'UK' && chance(rng, 0.3)) return PLACE['bristol']!;
  if (origin === 'DE') {
    if (chance(rng, 0.25)) return PLACE['hamburg']!;
    if (chance(rng, 0.5)) return PLACE[pick(rng, ['freiburg', 'kehl', 'karlsruhe', 'saarbrucken'])]!;
  }
  if (origin === 'ES' && chance(rng, 0.3)) return PLACE['getafe']!;
  if (origin === 'FR' && chance(rng, 0.03))
    return PLACE[pick(rng, ['freiburg', 'kehl', 'saarbrucken', 'geneve', 'liege', 'luxembourg'])]!;
  if (origin !== 'FR') {
    const intl = [
      'toulouse',
      'blagnac',
      'colomiers',
      'toulouse-purpan',
      'bordeaux',
      'paris-15',
      'marignane',
      'velizy',
      'nantes',
      'lyon-7',
      'grenoble',
      'saint-nazaire',
    ];
    return PLACE[pick(rng, intl)]!;
  }
  const pref = SECTOR_HOMES[sector];
  if (pref && chance(rng, neighbour ? 0.4 : 0.6)) return PLACE[pick(rng, pref)]!;
  return weighted(
    rng,
    fr,
    fr.map((p) => p.weight),
  );
}

function drawLanguages(
  rng: Rng,
  origin: Origin,
  cvLang: 'fr' | 'en',
  home: Place,
): { code: LangCode; level: LangLevel }[] {
  const out: { code: LangCode; level: LangLevel }[] = [];
  const en = (): LangLevel => weighted<LangLevel>(rng, [1, 2, 3, 4, 5], [8, 24, 36, 27, 5]);
  const frIn = (): LangLevel =>
    home.country === 'FR'
      ? weighted<LangLevel>(rng, [1, 2, 3, 4], [15, 30, 35, 20])
      : weighted<LangLevel>(rng, [1, 2, 3], [40, 40, 20]);
  switch (origin) {
    case 'FR':
      out.push({ code: 'fr', level: 5 }, { code: 'en', level: en() });
      break;
    case 'BE':
      out.push(
        { code: 'fr', level: 5 },
        { code: 'nl', level: weighted<LangLevel>(rng, [2, 3, 4, 5], [20, 30, 30, 20]) },
        { code: 'en', level: en() },
      );
      break;
    case 'CH':
      out.push(
        { code: 'fr', level: 5 },
        { code: 'de', level: weighted<LangLevel>(rng, [2, 3, 4], [30, 40, 30]) },
        { code: 'en', level: en() },
      );
      break;
    case 'UK':
      out.push({ code: 'en', level: 5 }, { code: 'fr', level: frIn() });
      break;
    case 'DE':
      out.push(
        { code: 'de', level: 5 },
        { code: 'en', level: weighted<LangLevel>(rng, [3, 4, 5], [15, 70, 15]) },
        { code: 'fr', level: frIn() },
      );
      break;
    case 'IN':
      out.push(
        { code: 'en', level: weighted<LangLevel>(rng, [4, 5], [50, 50]) },
        { code: 'hi', level: 5 },
        { code: 'fr', level: frIn() },
      );
      break;
    case 'ES':
      out.push(
        { code: 'es', level: 5 },
        { code: 'en', level: weighted<LangLevel>(rng, [3, 4], [40, 60]) },
        { code: 'fr', level: frIn() },
      );
      break;
    case 'IT':
      out.push(
        { code: 'it', level: 5 },
        { code: 'en', level: weighted<LangLevel>(rng, [3, 4], [40, 60]) },
        { code: 'fr', level: frIn() },
      );
      break;
  }
  if (cvLang === 'fr' && origin !== 'FR' && !out.some((l) => l.code === 'fr')) out.push({ code: 'fr', level: 4 });
  if (cvLang === 'fr' && origin !== 'FR' && origin !== 'BE' && origin !== 'CH') {
    const f = out.find((l) => l.code === 'fr');
    if (f && f.level < 4) f.level = 4;
  }
  const border = ['67', '68', '57', '25', '90'].includes(home.dept) || home.country === 'DE' || home.country === 'CH';
  if (!out.some((l) => l.code === 'de') && chance(rng, border ? 0.45 : 0.08))
    out.push({ code: 'de', level: weighted<LangLevel>(rng, [1, 2, 3, 4], [20, 35, 30, 15]) });
  if (!out.some((l) => l.code === 'es') && chance(rng, 0.12))
    out.push({ code: 'es', level: weighted<LangLevel>(rng, [1, 2, 3, 4], [25, 40, 25, 10]) });
  if (!out.some((l) => l.code === 'it') && chance(rng, 0.04))
    out.push({ code: 'it', level: weighted<LangLevel>(rng, [1, 2, 3], [40, 40, 20]) });
  if (origin === 'FR' && chance(rng, 0.03))
    out.push({ code: pick(rng, ['ar', 'pt', 'pl'] as const), level: pick(rng, [4, 5] as const) });
  return out;
}

function phoneFor(rng: Rng, origin: Origin): string {
  const d2 = () => String(int(rng, 0, 99)).padStart(2, '0');
  switch (origin) {
    case 'UK':
      return `+44 7${int(rng, 100, 999)} ${int(rng, 100000, 999999)}`;
    case 'DE':
      return `+49 1${int(rng, 51, 79)} ${int(rng, 1000000, 9999999)}`;
    case 'IN':
      return `+91 9${int(rng, 1000, 9999)} ${int(rng, 10000, 99999)}`;
    case 'ES':
      return `+34 6${int(rng, 10, 99)} ${int(rng, 100, 999)} ${int(rng, 100, 999)}`;
    case 'IT':
      return `+39 3${int(rng, 10, 99)} ${int(rng, 100, 999)} ${int(rng, 1000, 9999)}`;
    case 'BE':
      return `+32 4${int(rng, 70, 99)} ${d2()} ${d2()} ${d2()}`;
    case 'CH':
      return `+41 7${int(rng, 6, 9)} ${int(rng, 100, 999)} ${d2()} ${d2()}`;
    default: {
      const n = `0${pick(rng, ['6', '7'])}${d2()}${d2()}${d2()}${d2()}`;
      const f = rng();
      if (f < 0.4) return n.replace(/(\d\d)(?=\d)/g, '$1 ');
      if (f < 0.6) return n;
      if (f < 0.8) return '+33 ' + n.slice(1, 2) + ' ' + n.slice(2).replace(/(\d\d)(?=\d)/g, '$1 ');
      return n.replace(/(\d\d)(?=\d)/g, '$1.');
    }
  }
}

function drawPrivate(
  rng: Rng,
  reg: Registry,
  origin: Origin,
  gender: 'f' | 'm',
  family: string,
  technician: boolean,
  neighbour: boolean,
): PrivateData {
  let first = '';
  let last = '';
  for (let i = 0; i < 200; i++) {
    first = pick(rng, FIRST_NAMES[origin][gender]);
    last = pick(rng, LAST_NAMES[origin]);
    if (!reg.names.has(first + ' ' + last)) break;
  }
  reg.names.add(first + ' ' + last);
  const f = ascii(first);
  const l = ascii(last);
  let email = '';
  for (let i = 0; i < 50; i++) {
    const dom = pick(rng, EMAIL_DOMAINS[origin]);
    const n = int(rng, 1, 99);
    const local = weighted(
      rng,
      [`${f}.${l}`, `${f[0]}${l}`, `${f}.${l}${n}`, `${l}.${f}`, `${f}_${l}`, `${f}${l}${n}`, `${f[0]}.${l}${n}`],
      [30, 15, 15, 10, 8, 12, 10],
    );
    email = `${local}@${dom}`;
    if (i > 5 && chance(rng, 0.5))
      email = `contact@${l}-${pick(rng, ['ingenierie', 'conseil', 'industrie', 'tech', 'services'])}.fr`;
    if (!reg.emails.has(email)) break;
  }
  reg.emails.add(email);
  let slug = '';
  for (let i = 0; i < 50; i++) {
    slug = chance(rng, 0.6)
      ? `${f}-${l}-${int(rng, 0x10000, 0xfffff).toString(16)}`
      : `${f}${l}${chance(rng, 0.5) ? int(rng, 1, 99) : ''}`;
    if (!reg.slugs.has(slug)) break;
  }
  reg.slugs.add(slug);
  const smallEmployers: string[] = [];
  const nSmall = neighbour ? int(rng, 0, 1) : technician ? int(rng, 1, 2) : int(rng, 0, 2);
  for (let i = 0; i < nSmall; i++) {
    const name = chance(rng, 0.3)
      ? pick(rng, SMALL_ORDINARY)
      : `${pick(rng, SMALL_PREFIX_FR)} ${pick(rng, SMALL_SUFFIX)}`;
    if (!smallEmployers.includes(name)) smallEmployers.push(name);
  }
  const schools: string[] = [];
  const abroad = SCHOOLS_ABROAD[origin];
  if (abroad && origin !== 'FR') schools.push(pick(rng, abroad));
  else schools.push(technician ? pick(rng, SCHOOLS_TECH) : pick(rng, SCHOOLS_ING));
  if (origin === 'FR' && chance(rng, technician ? 0.6 : 0.25)) schools.push(pick(rng, LYCEES));
  const personOf = (): string => {
    const o: Origin = origin === 'FR' || origin === 'BE' || origin === 'CH' ? 'FR' : chance(rng, 0.5) ? 'FR' : origin;
    return `${pick(rng, FIRST_NAMES[o][chance(rng, 0.3) ? 'f' : 'm'])} ${pick(rng, LAST_NAMES[o])}`;
  };
  const referees = chance(rng, 0.35) ? Array.from({ length: int(rng, 1, 2) }, personOf) : [];
  const people = chance(rng, 0.3) ? Array.from({ length: int(rng, 1, 2) }, personOf) : [];
  void family;
  return {
    firstName: first,
    lastName: last,
    email,
    phone: phoneFor(rng, origin),
    linkedin: slug,
    smallEmployers,
    schools,
    referees,
    people,
  };
}

function drawYears(rng: Rng, range: [number, number]): number {
  const [min, max] = range;
  // Independents are mostly mid-career: draw the band first, then the years within it and the trade's range.
  for (let i = 0; i < 20; i++) {
    const band = weighted<Band>(rng, BANDS, [10, 30, 28, 32]);
    const [lo, hi]: [number, number] =
      band === 'junior'
        ? [1, 2]
        : band === 'confirme'
          ? [3, 6]
          : band === 'senior'
            ? [7, 10]
            : [11, 11 + Math.floor(rng() * rng() * 22)];
    const a = Math.max(lo, min);
    const b = Math.min(hi, max);
    if (a <= b) return int(rng, a, b);
  }
  return int(rng, min, max);
}

function drawDeclared(rng: Rng, band: Band): DeclaredSeniority {
  const r = rng();
  if (r < 0.8) return SENIORITY_LABEL[band];
  if (r < 0.9) return '';
  const i = BANDS.indexOf(band);
  const j = chance(rng, 0.7) ? Math.min(3, i + 1) : Math.max(0, i - 1);
  return SENIORITY_LABEL[BANDS[j]!];
}

function drawDurations(rng: Rng): Duration[] {
  const all: Duration[] = ['< 3 mois', '3 a 6 mois', '6 a 12 mois', '> 12 mois'];
  const r = rng();
  if (r < 0.08) return [];
  if (r < 0.25) return [pick(rng, all)];
  if (r < 0.55) return ['3 a 6 mois', '6 a 12 mois'];
  if (r < 0.75) return ['6 a 12 mois', '> 12 mois'];
  if (r < 0.9) return ['3 a 6 mois', '6 a 12 mois', '> 12 mois'];
  return [...all];
}

function drawRemote(rng: Rng, share: number): Remote[] {
  if (!chance(rng, share)) return ['Sur site'];
  const r = rng();
  if (r < 0.45) return ['Sur site', 'Hybride'];
  if (r < 0.75) return ['Hybride'];
  if (r < 0.9) return ['Hybride', 'Full remote'];
  return ['Full remote'];
}

function drawDays(rng: Rng): number[] {
  const r = rng();
  if (r < 0.66) return [5];
  if (r < 0.82) return [4, 5];
  if (r < 0.9) return [3, 4, 5];
  if (r < 0.96) return [2, 3];
  return [];
}

const BAND_RATE: Record<Band, number> = { junior: 0.8, confirme: 1, senior: 1.15, expert: 1.3 };

/** Draws the Truth of a profile of occupation `occKey`. */
export function drawTruth(rng: Rng, reg: Registry, id: string, occKey: string, opts: DrawOptions = {}): Truth {
  const o = occOf(occKey);
  const neighbour = o.neighbour === true;
  const technician = o.rate[0] < 400 || SHOPFLOOR.has(o.key);
  const pEn = neighbour
    ? o.family === 'logiciel'
      ? 0.14
      : 0.04
    : SHOPFLOOR.has(o.key)
      ? 0.02
      : technician
        ? 0.09
        : 0.24;
  const cvLang = opts.cvLang ?? (chance(rng, pEn) ? 'en' : 'fr');
  const origin: Origin =
    opts.origin ??
    (cvLang === 'en'
      ? weighted<Origin>(rng, ['UK', 'DE', 'IN', 'ES', 'IT', 'FR'], [32, 20, 24, 14, 4, 6])
      : weighted<Origin>(rng, ['FR', 'BE', 'CH', 'ES', 'IT', 'DE'], [88, 5, 3, 2, 1, 1]));
  const gender = opts.gender ?? (chance(rng, FEMALE_SHARE[o.family] ?? 0.25) ? 'f' : 'm');
  const years = drawYears(rng, o.years);
  const band = bandOf(years);
  const skills: string[] = [];
  for (let i = 0; i < o.core.length; i++) if (chance(rng, i < 2 ? 0.88 : 0.55)) skills.push(o.core[i]!);
  if (skills.length === 0) skills.push(o.core[0]!);
  for (const s of sample(rng, o.extra, int(rng, 1, Math.min(4, o.extra.length))))
    if (!skills.includes(s)) skills.push(s);
  const certs: string[] = [];
  for (const [c, p] of o.certs ?? []) if (chance(rng, p * (band === 'junior' ? 0.5 : 1))) certs.push(c);
  // A level 3 in ultrasound supersedes the level 2.
  const certList = certs.includes('cofrend-ut3') ? certs.filter((c) => c !== 'cofrend-ut2') : certs;
  const main = pickFront(rng, o.sectors);
  const sectors: Sector[] = [main];
  for (const s of sample(rng, o.sectors, int(rng, 0, 2))) if (!sectors.includes(s)) sectors.push(s);
  const available = chance(rng, 0.45);
  let availableFrom = available
    ? addDays(TODAY, chance(rng, 0.75) ? -int(rng, 0, 60) : int(rng, 1, 10))
    : addDays(TODAY, int(rng, 15, 240));
  if (!available && chance(rng, 0.04)) availableFrom = addDays(TODAY, -int(rng, 5, 90));
  const rateBase = int(rng, o.rate[0], o.rate[1]) * BAND_RATE[band];
  const rate = chance(rng, 0.08) ? null : Math.round(rateBase / 10) * 10;
  const home = drawHome(rng, origin, main, neighbour);
  const areas = drawAreas(rng, home);
  const languages = drawLanguages(rng, origin, cvLang, home);
  return {
    id,
    occ: o.key,
    family: o.family,
    neighbour,
    cvLang,
    noAccents: cvLang === 'fr' && chance(rng, 0.08),
    origin,
    gender,
    years,
    band,
    declaredSeniority: drawDeclared(rng, band),
    skills,
    certs: certList,
    sectors,
    available,
    availableFrom,
    rate,
    remote: drawRemote(rng, o.remote),
    days: drawDays(rng),
    durations: drawDurations(rng),
    home: home.key,
    areas,
    languages,
    openToCdi: chance(rng, 0.2),
    vehicle: chance(rng, 0.85),
    private: drawPrivate(rng, reg, origin, gender, o.family, technician, neighbour),
    leaks: chance(rng, 0.25),
  };
}
