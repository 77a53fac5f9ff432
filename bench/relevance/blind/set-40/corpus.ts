/**
 * The blind-40 corpus: hospitality, tourism and events freelancers (plus ~15 % neighbours). Each profile's Truth is
 * drawn first, then written as a JSON Resume + meta profile the way real CVs are written. Deterministic.
 */
import { CORE, type Occ, type OccKey, OCC_KEYS, OCCS } from './occupations';
import {
  COLLECTIVE_EMPLOYERS,
  employerPools,
  FIRST_F,
  FIRST_F_EN,
  FIRST_M,
  FIRST_M_EN,
  LAST_EN,
  LAST_FR,
  LAST_RARE,
  MAIL_DOMAINS,
  NAMED_LAST,
  RARE_SCHOOLS,
  REFEREE_LAST,
  REFEREE_ROLES_EN,
  REFEREE_ROLES_FR,
  schoolPool,
  SMALL_LAST,
  smallPatterns,
  SMALL_WORDS,
} from './people';
import { AREAS, type AreaKey, HOMES, SEASIDE, SKI_RESORTS, type WorkArea } from './places';
import { PLANTS, type PlantSpec } from './plants';
import { chance, int, mulberry32, pick, type Rng, sample, shuffle, stripAccents, weighted } from './rng';
import {
  addDays,
  bandOf,
  DECLARED,
  type Day,
  type DeclaredSeniority,
  type Duration,
  type Employer,
  type PrivateData,
  type Remote,
  type Repeat,
  TODAY,
  type Truth,
} from './truth';
import {
  CERTS,
  type CertKey,
  DIPLOMAS,
  type DiplomaKey,
  FLUENCY_EN,
  FLUENCY_FR,
  type Lang,
  LANGS,
  type Level,
  type Setting,
  SETTINGS,
  type SkillKey,
  SKILLS,
} from './vocab';

export type { Truth } from './truth';

const uniq = <T>(xs: T[]): T[] => [...new Set(xs)];

// ---------------------------------------------------------------- drawing the truth

interface Ctx {
  r: Rng;
  names: Set<string>;
  emails: Set<string>;
  phones: Set<string>;
  slugs: Set<string>;
  rare: string[];
  rareSchools: string[];
  smallLast: string[];
  others: Set<string>;
}

const SKI_HOMES: AreaKey[] = [
  ...SKI_RESORTS.filter((k) => HOMES.some(([h]) => h === k)),
  'v:annecy',
  'v:chambery',
  'v:grenoble',
  'v:bourg-st-maurice',
];
const SEASIDE_HOMES: AreaKey[] = SEASIDE.filter((k) => HOMES.some(([h]) => h === k));
const RIVIERA_HOMES: AreaKey[] = ['v:nice', 'v:cannes', 'v:antibes', 'v:saint-tropez', 'v:menton', 'v:cap-ferrat'];

const SKI_AREAS: AreaKey[] = [
  'd:FR-73',
  'd:FR-74',
  'v:courchevel',
  'v:val-isere',
  'v:chamonix',
  'v:megeve',
  'v:tignes',
  'v:les-allues',
  'v:belleville',
  'd:FR-05',
  'd:FR-38',
  'r:CH-VS',
  'v:verbier',
  'v:morzine',
];
const SUMMER_AREAS: AreaKey[] = [
  'd:FR-06',
  'd:FR-83',
  'r:FR-94',
  'd:FR-2A',
  'd:FR-64',
  'd:FR-33',
  'd:FR-17',
  'd:FR-85',
  'd:FR-44',
  'd:FR-66',
  'd:FR-34',
  'd:FR-56',
  'd:FR-35',
  'v:saint-tropez',
  'v:biarritz',
  'v:cannes',
  'v:porto-vecchio',
  'v:la-baule',
  'v:arcachon',
];

function drawYears(r: Rng, [min, max]: [number, number]): number {
  return min + Math.floor((max - min + 1) * Math.pow(r(), 1.7));
}

function areaKeyOf(k: string): AreaKey | undefined {
  return k in AREAS ? (k as AreaKey) : undefined;
}

function homeAreas(r: Rng, home: AreaKey): AreaKey[] {
  const a: WorkArea = AREAS[home];
  const cc = a.countryCode ?? 'FR';
  const dept = a.departmentCode !== undefined ? areaKeyOf(`d:${cc}-${a.departmentCode}`) : undefined;
  const region = a.regionCode !== undefined ? areaKeyOf(`r:${cc}-${a.regionCode}`) : undefined;
  const country = areaKeyOf(`p:${cc}`);
  const x = r();
  if (cc === 'FR' && a.departmentCode === '75') {
    if (x < 0.3) return ['d:FR-75'];
    if (x < 0.55) return ['d:FR-75', 'd:FR-92'];
    if (x < 0.85) return ['r:FR-11'];
    if (x < 0.93) return [home];
    return ['r:FR-11', 'p:FR'];
  }
  if (x < 0.4) return [home];
  if (x < 0.65 && dept !== undefined) return [dept];
  if (x < 0.85 && region !== undefined) return [region];
  if (x < 0.93 && dept !== undefined && region !== undefined) return [home, region];
  if (country !== undefined && x < 0.97) return [country];
  return [home];
}

function drawHome(r: Rng, settings: Setting[], seasonal: boolean): AreaKey {
  if ((settings.includes('ski') || settings.includes('chalet')) && chance(r, seasonal ? 0.6 : 0.45))
    return pick(r, SKI_HOMES);
  if (settings.includes('yacht') && chance(r, 0.7)) return pick(r, RIVIERA_HOMES);
  if ((settings.includes('balneaire') || settings.includes('camping')) && chance(r, 0.45))
    return pick(r, SEASIDE_HOMES);
  return weighted(r, HOMES);
}

function drawLangs(r: Rng, o: Occ, cvLang: 'fr' | 'en', home: AreaKey): Partial<Record<Lang, Level>> {
  const langs: Partial<Record<Lang, Level>> = {};
  const front = ['hotel', 'reception', 'revenue', 'events', 'tourisme', 'fb', 'salle', 'bar', 'loisirs', 'it'].includes(
    o.family,
  );
  if (cvLang === 'fr') {
    langs.fr = 5;
    const en = front
      ? weighted<number>(r, [
          [1, 6],
          [2, 18],
          [3, 32],
          [4, 32],
          [5, 12],
        ])
      : weighted<number>(r, [
          [0, 10],
          [1, 25],
          [2, 30],
          [3, 22],
          [4, 10],
          [5, 3],
        ]);
    if (en > 0) langs.en = en as Level;
  } else {
    langs.en = chance(r, 0.6) ? 5 : 4;
    langs.fr = chance(r, 0.45) ? 5 : (int(r, 1, 4) as Level);
  }
  const cc = AREAS[home].countryCode;
  if (cc === 'CH' && chance(r, 0.3)) langs.de = int(r, 2, 4) as Level;
  if (cc === 'LU' && chance(r, 0.6)) langs.de = int(r, 3, 5) as Level;
  if (cc === 'BE' && chance(r, 0.4)) langs.nl = int(r, 2, 4) as Level;
  const extraP = o.family === 'tourisme' ? 0.7 : front ? 0.4 : 0.2;
  if (chance(r, extraP)) {
    const l = pick<Lang>(r, ['es', 'es', 'it', 'it', 'de', 'de', 'pt']);
    if (langs[l] === undefined) langs[l] = int(r, 2, 4) as Level;
  }
  if (chance(r, front ? 0.12 : 0.05)) {
    const l = pick<Lang>(r, ['ru', 'zh', 'ja', 'ar', 'pt', 'nl', 'es', 'it', 'de']);
    if (langs[l] === undefined) langs[l] = int(r, 1, 5) as Level;
  }
  return langs;
}

function drawRemote(r: Rng, o: Occ): Remote[] {
  if (o.remote === 'never') return ['Sur site'];
  if (o.remote === 'some') return chance(r, 0.65) ? ['Sur site'] : ['Sur site', 'Hybride'];
  return pick<Remote[]>(r, [
    ['Hybride'],
    ['Full remote'],
    ['Hybride', 'Full remote'],
    ['Sur site', 'Hybride'],
    ['Sur site', 'Hybride', 'Full remote'],
  ]);
}

function drawDays(r: Rng, k: OccKey, o: Occ): Day[] {
  if (k === 'revenue-manager' || k === 'haccp-consultant' || k === 'distribution-manager')
    return weighted<Day[]>(r, [
      [['1', '2', '3'], 4],
      [['2', '3'], 2],
      [['2', '3', '4'], 2],
      [['5'], 2],
    ]);
  if (['salle', 'bar', 'cuisine', 'reception'].includes(o.family))
    return weighted<Day[]>(r, [
      [['5'], 5],
      [['4', '5'], 2],
      [['1', '2', '3'], 1.5],
      [['3', '4', '5'], 1.5],
    ]);
  if (o.family === 'events' || o.family === 'technique' || o.family === 'tourisme')
    return weighted<Day[]>(r, [
      [['5'], 3],
      [['4', '5'], 3],
      [['3', '4', '5'], 3],
      [['2', '3'], 1],
    ]);
  return weighted<Day[]>(r, [
    [['5'], 6],
    [['4', '5'], 2],
    [['3', '4'], 1],
  ]);
}

function drawDurations(r: Rng, k: OccKey, o: Occ, seasonal: boolean): Duration[] {
  if (seasonal) return chance(r, 0.7) ? ['< 3 mois', '3 a 6 mois'] : ['3 a 6 mois'];
  if (k === 'hotel-gm' || k === 'hotel-deputy')
    return chance(r, 0.6) ? ['< 3 mois', '3 a 6 mois'] : ['3 a 6 mois', '6 a 12 mois'];
  if (o.family === 'events' || o.family === 'technique')
    return chance(r, 0.7) ? ['< 3 mois'] : ['< 3 mois', '3 a 6 mois'];
  if (o.family === 'it' || o.family === 'revenue' || o.family === 'neighbour')
    return pick<Duration[]>(r, [
      ['3 a 6 mois', '6 a 12 mois'],
      ['6 a 12 mois', '> 12 mois'],
      ['< 3 mois', '3 a 6 mois', '6 a 12 mois'],
    ]);
  const order: Duration[] = ['< 3 mois', '3 a 6 mois', '6 a 12 mois', '> 12 mois'];
  const start = weighted<number>(r, [
    [0, 5],
    [1, 3],
    [2, 1],
  ]);
  const len = int(r, 1, 3);
  return order.slice(start, Math.min(4, start + len));
}

function drawFreeFrom(r: Rng, available: boolean, seasonal: boolean): string {
  if (available) return addDays(TODAY, -int(r, 0, 60));
  if (seasonal && chance(r, 0.6))
    return chance(r, 0.6) ? addDays('2026-12-05', int(r, 0, 14)) : addDays('2027-04-01', int(r, 0, 45));
  return addDays(TODAY, int(r, 6, 210));
}

function drawRate(r: Rng, o: Occ, years: number, home: AreaKey, cvLang: 'fr' | 'en'): [number | null, string] {
  const span = Math.max(1, o.years[1] - o.years[0]);
  const f = Math.min(1, Math.max(0, (years - o.years[0]) / span));
  let rate = o.rate[0] + (o.rate[1] - o.rate[0]) * (0.15 + 0.6 * f + 0.25 * r());
  const cc = AREAS[home].countryCode;
  if (cc === 'CH') rate *= 1.3;
  if (cc === 'LU') rate *= 1.1;
  rate = Math.round(rate / 10) * 10;
  const x = r();
  if (x < 0.06) return [null, ''];
  if (x < 0.11)
    return [
      null,
      pick(r, cvLang === 'en' ? ['Negotiable', 'To be discussed'] : ['À négocier', 'Selon mission', 'A definir']),
    ];
  if (cc === 'CH' && chance(r, 0.6)) {
    const chf = Math.round(rate / 0.95 / 10) * 10;
    return [rate, cvLang === 'en' ? `CHF ${chf} per day` : pick(r, [`CHF ${chf}/jour`, `${chf} CHF`])];
  }
  if (x < 0.22) {
    const lo = rate - 20;
    return [lo, cvLang === 'en' ? `€${lo}-${rate + 40}/day` : `${lo}-${rate + 40} €`];
  }
  if (cvLang === 'en') return [rate, pick(r, [`€${rate}/day`, `${rate} EUR per day`, `${rate}`])];
  return [
    rate,
    pick(r, [`${rate}`, `${rate} €`, `${rate} €/jour`, `${rate}€ HT/jour`, `TJM ${rate} €`, `${rate} euros`]),
  ];
}

function declaredOf(r: Rng, years: number): DeclaredSeniority {
  const band = bandOf(years);
  const x = r();
  if (x < 0.84) return DECLARED[band];
  if (x < 0.92) return '';
  const order = ['junior', 'confirme', 'senior', 'expert'] as const;
  const i = order.indexOf(band);
  const j = i === 0 ? 1 : i === 3 ? 2 : chance(r, 0.5) ? i - 1 : i + 1;
  return DECLARED[order[j]!];
}

function slugify(s: string): string {
  return stripAccents(s)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function drawPrivate(
  ctx: Ctx,
  occKey: OccKey,
  gender: 'f' | 'm',
  cvLang: 'fr' | 'en',
  home: AreaKey,
  o: Occ,
  nEmployers: number,
): PrivateData {
  const r = ctx.r;
  const cc = AREAS[home].countryCode ?? 'FR';
  const intl = cvLang === 'en' && (cc !== 'FR' ? chance(r, 0.6) : chance(r, 0.45));
  let first = '';
  let last = '';
  for (let tries = 0; tries < 200; tries++) {
    first = intl ? pick(r, gender === 'f' ? FIRST_F_EN : FIRST_M_EN) : pick(r, gender === 'f' ? FIRST_F : FIRST_M);
    if (!intl && ctx.rare.length > 0 && chance(r, 0.07)) last = ctx.rare.shift()!;
    else last = intl ? pick(r, LAST_EN) : pick(r, LAST_FR);
    if (!ctx.names.has(`${first} ${last}`)) break;
  }
  ctx.names.add(`${first} ${last}`);
  const f = slugify(first).replace(/-/g, '');
  const l = slugify(last).replace(/-/g, '');
  const domains = MAIL_DOMAINS[cc] ?? MAIL_DOMAINS.FR!;
  let email = '';
  for (let tries = 0; tries < 50; tries++) {
    const local = pick(r, [
      `${f}.${l}`,
      `${f}${l}`,
      `${f.charAt(0)}.${l}`,
      `${f}_${l}`,
      `${l}.${f}`,
      `${f}.${l}${int(r, 1, 99)}`,
      `${f}${l}${int(r, 70, 99)}`,
      `${f}-${l}`,
    ]);
    email = `${local}@${pick(r, domains)}`;
    if (!ctx.emails.has(email)) break;
  }
  ctx.emails.add(email);
  let phone = '';
  for (let tries = 0; tries < 50; tries++) {
    const d2 = (): string => String(int(r, 0, 99)).padStart(2, '0');
    const dept = AREAS[home].departmentCode;
    if (cc === 'CH') phone = `+41 7${pick(r, ['6', '8', '9'])} ${int(r, 100, 999)} ${d2()} ${d2()}`;
    else if (cc === 'BE') phone = `+32 4${int(r, 70, 99)} ${d2()} ${d2()} ${d2()}`;
    else if (cc === 'LU') phone = `+352 6${int(r, 21, 91)} ${int(r, 100, 999)} ${int(r, 100, 999)}`;
    else if (dept === '974') phone = `0692 ${d2()} ${d2()} ${d2()}`;
    else if (dept === '972') phone = `0696 ${d2()} ${d2()} ${d2()}`;
    else if (dept === '971') phone = `0690 ${d2()} ${d2()} ${d2()}`;
    else {
      const p = `0${pick(r, ['6', '7'])}${d2()}${d2()}${d2()}${d2()}`;
      phone = pick(r, [
        `${p.slice(0, 2)} ${p.slice(2, 4)} ${p.slice(4, 6)} ${p.slice(6, 8)} ${p.slice(8, 10)}`,
        p,
        `+33 ${p.slice(1, 2)} ${p.slice(2, 4)} ${p.slice(4, 6)} ${p.slice(6, 8)} ${p.slice(8, 10)}`,
        `${p.slice(0, 2)}.${p.slice(2, 4)}.${p.slice(4, 6)}.${p.slice(6, 8)}.${p.slice(8, 10)}`,
      ]);
    }
    if (!ctx.phones.has(phone.replace(/\D/g, ''))) break;
  }
  ctx.phones.add(phone.replace(/\D/g, ''));
  let linkedin = '';
  for (let tries = 0; tries < 50; tries++) {
    linkedin = chance(r, 0.35)
      ? `${f}${l}`
      : `${slugify(first)}-${slugify(last)}-${Math.floor(r() * 0xffffff)
          .toString(16)
          .padStart(6, '0')}`;
    if (!ctx.slugs.has(linkedin)) break;
  }
  ctx.slugs.add(linkedin);

  const pools = employerPools(o.family, occKey);
  const employers: Employer[] = [];
  for (let i = 0; i < nEmployers; i++) {
    const x = r();
    if (x < 0.22 && ctx.smallLast.length > 0) {
      const pat = pick(r, smallPatterns(o.family));
      const name = pat
        .replace('{L}', pat.includes('{L}') ? ctx.smallLast.shift()! : '')
        .replace('{W}', pick(r, SMALL_WORDS))
        .replace('{F}', pick(r, [...FIRST_F, ...FIRST_M]));
      employers.push({ name, small: true });
    } else if (x < 0.6) {
      employers.push({ name: `${pools.prefix}${pick(r, pools.words)}`, small: false });
    } else {
      const big = o.family === 'fb' && chance(r, 0.3) ? COLLECTIVE_EMPLOYERS : pools.big;
      employers.push({ name: pick(r, big), small: false });
    }
  }
  const referees: { name: string; role: string }[] = [];
  if (chance(r, 0.35)) {
    const n = chance(r, 0.3) ? 2 : 1;
    for (let i = 0; i < n; i++) {
      let name = '';
      for (let tries = 0; tries < 50; tries++) {
        name = `${pick(r, [...FIRST_F, ...FIRST_M])} ${pick(r, REFEREE_LAST)}`;
        if (!ctx.others.has(name)) break;
      }
      ctx.others.add(name);
      referees.push({ name, role: pick(r, cvLang === 'en' ? REFEREE_ROLES_EN : REFEREE_ROLES_FR) });
    }
  }
  const named: string[] = [];
  if (chance(r, 0.3)) named.push(`${pick(r, [...FIRST_F, ...FIRST_M])} ${pick(r, NAMED_LAST)}`);
  return { first, last, email, phone, linkedin, employers, schools: [], referees, named };
}

const TITLE_SKILLS: [RegExp, SkillKey[]][] = [
  [/transition|interim/i, ['transition']],
  [/pâtisserie|patisserie/i, ['patisserie']],
  [/poissonnier/i, ['produits-mer']],
  [/banquets/i, ['banquets']],
  [/pre-opening/i, ['pre-opening']],
];

function titleFor(
  r: Rng,
  k: OccKey,
  o: Occ,
  gender: 'f' | 'm',
  cvLang: 'fr' | 'en',
  years: number,
  seasonal: boolean,
): string {
  if (cvLang === 'en') {
    const t = pick(r, o.en);
    return chance(r, 0.2)
      ? `${t}${pick(r, [' – Freelance', ' (freelance)', ` | ${years}+ years`, ' – available for seasons'])}`
      : t;
  }
  let t: string;
  const x = r();
  if (x < 0.12) t = pick(r, o.en);
  else if (x < 0.26 && o.short !== undefined) t = pick(r, o.short);
  else t = pick(r, gender === 'f' ? o.f : o.m);
  if (k === 'hotel-gm' && !/transition/i.test(t) && chance(r, 0.15))
    t = gender === 'f' ? "Directrice d'hôtel de transition" : "Directeur d'hôtel de transition";
  const q = r();
  if (q < 0.12) t += gender === 'f' ? ' indépendante' : ' indépendant';
  else if (q < 0.24) t += ' freelance';
  else if (q < 0.3 && years >= 3) t += ` – ${years} ans d'expérience`;
  else if (q < 0.36 && seasonal)
    t += pick(r, [gender === 'f' ? ' saisonnière' : ' saisonnier', ' | Saisons été / hiver']);
  return t;
}

function drawTruth(ctx: Ctx, k: OccKey, p: Partial<PlantSpec>): Truth {
  const r = ctx.r;
  const o = OCCS[k];
  const gender = p.gender ?? (chance(r, o.femP) ? 'f' : 'm');
  let settings: Setting[] = p.settings ?? sample(r, o.settings, int(r, 1, 3));
  const seasonal = p.seasonal ?? chance(r, o.seasonal);
  if (seasonal && !p.settings && !settings.includes('ski') && !settings.includes('balneaire') && chance(r, 0.6))
    settings.push(pick<Setting>(r, ['ski', 'balneaire']));
  const home = p.home ?? drawHome(r, settings, seasonal);
  const cc = AREAS[home].countryCode ?? 'FR';
  const dom = ['971', '972', '974'].includes(AREAS[home].departmentCode ?? '');
  const cvLang = p.cvLang ?? (chance(r, dom ? 0.02 : o.enP + (cc !== 'FR' ? 0.12 : 0)) ? 'en' : 'fr');
  const years = p.years ?? drawYears(r, o.years);
  const band = bandOf(years);
  const declared = p.declared ?? declaredOf(r, years);
  let skills: SkillKey[] = p.skills
    ? uniq([...o.core, ...p.skills])
    : uniq([...o.core, ...sample(r, o.skills, int(r, 2, 5))]);
  if (k === 'sound-light-tech' && !p.skills) {
    const which = pick(r, ['son', 'lumiere', 'both']);
    if (which !== 'lumiere') skills.push('regie-son');
    if (which !== 'son') skills.push('regie-lumiere');
    if (which !== 'son' && chance(r, 0.5)) skills.push('grandma');
    skills = uniq(skills.filter((s) => s !== 'grandma' || skills.includes('regie-lumiere')));
  }
  const certs: CertKey[] =
    p.certs ??
    o.certs.filter((c) => {
      if (c === 'mof') return chance(r, 0.04);
      if (c === 'carte-guide') return chance(r, 0.85);
      if (c === 'clefs-dor') return chance(r, 0.4);
      if (c === 'haccp-14h') return chance(r, o.family === 'cuisine' || o.family === 'hygiene' ? 0.6 : 0.3);
      return chance(r, 0.3);
    });
  const diplomas: DiplomaKey[] =
    p.diplomas ??
    (o.dipl.length === 0 || chance(r, 0.12)
      ? []
      : uniq([pick(r, o.dipl), ...(chance(r, 0.2) ? [pick(r, o.dipl)] : [])]));
  const drawnLangs = drawLangs(r, o, cvLang, home);
  const langs = p.langs ? { ...drawnLangs, ...p.langs } : drawnLangs;
  const available = p.freeFrom !== undefined ? p.freeFrom <= TODAY : (p.available ?? chance(r, 0.45));
  const freeFrom = p.freeFrom ?? drawFreeFrom(r, available, seasonal);
  let [rate, rateText] = drawRate(r, o, years, home, cvLang);
  if (p.rate !== undefined) {
    rate = p.rate;
    rateText = cvLang === 'en' ? `€${p.rate}/day` : pick(r, [`${p.rate} €`, `${p.rate} €/jour`, `TJM ${p.rate} €`]);
  }
  const remote = p.remote ?? drawRemote(r, o);
  const days = p.days ?? drawDays(r, k, o);
  const durations = p.durations ?? drawDurations(r, k, o, seasonal);
  let areas: AreaKey[] = p.areas ?? homeAreas(r, home);
  if (seasonal && !p.areas) {
    const extra: AreaKey[] = [];
    const ski = settings.includes('ski') || settings.includes('chalet');
    const sea = settings.includes('balneaire') || settings.includes('camping') || settings.includes('yacht');
    if (ski || (!sea && chance(r, 0.5))) extra.push(...sample(r, SKI_AREAS, int(r, 1, 3)));
    if (sea || (!ski && chance(r, 0.5)) || chance(r, 0.4)) extra.push(...sample(r, SUMMER_AREAS, int(r, 1, 3)));
    areas = uniq([...areas, ...extra]);
  }
  let title = p.title ?? titleFor(r, k, o, gender, cvLang, years, seasonal);
  for (const [re, ss] of TITLE_SKILLS) if (re.test(title)) skills = uniq([...skills, ...ss]);
  if (k === 'sound-light-tech') {
    if (/lumi|lighting/i.test(title) && !/son /i.test(title)) skills = uniq([...skills, 'regie-lumiere']);
    if (/\bson\b|sound/i.test(title)) skills = uniq([...skills, 'regie-son']);
  }
  if (/yacht/i.test(title)) settings = uniq([...settings, 'yacht']);
  if (/chalet/i.test(title)) settings = uniq([...settings, 'chalet']);
  const noAccents = cvLang === 'fr' && (p.noAccents ?? chance(r, 0.08));
  if (noAccents) title = stripAccents(title);
  const nEmployers = years <= 1 ? int(r, 1, 2) : years <= 5 ? int(r, 2, 3) : int(r, 3, 4);
  const priv = drawPrivate(ctx, k, gender, cvLang, home, o, nEmployers);
  for (const d of diplomas) {
    if (ctx.rareSchools.length > 0 && chance(r, 0.08)) priv.schools.push(ctx.rareSchools.shift()!);
    else priv.schools.push(pick(r, schoolPool(d)));
  }
  const repeats: Repeat[] = [];
  if (chance(r, 0.25)) {
    const opts: Repeat[] = ['name', 'email', 'phone', 'employer', 'linkedin'];
    if (priv.schools.length > 0) opts.push('school', 'school');
    if (priv.referees.length > 0) opts.push('referee');
    repeats.push(...uniq(sample(r, opts, chance(r, 0.35) ? 2 : 1)));
  }
  return {
    id: '',
    occ: k,
    family: o.family,
    gender,
    cvLang,
    noAccents,
    title,
    years,
    band,
    declared,
    available: freeFrom <= TODAY,
    freeFrom,
    rate,
    rateText,
    remote,
    days,
    durations,
    home,
    areas,
    seasonal,
    langs,
    skills,
    settings,
    certs,
    diplomas,
    vehicle: chance(r, 0.55),
    openToCdi: chance(r, 0.25),
    priv,
    repeats,
  };
}

// ---------------------------------------------------------------- writing the profile

/** How French CVs actually write some diplomas. */
const DIPLOMA_VARIANTS: Partial<Record<DiplomaKey, string[]>> = {
  'bts-mhr': [
    'BTS Management en hôtellerie-restauration',
    'BTS MHR',
    'BTS Management en hôtellerie-restauration (MHR)',
    'BTS MHR option A',
  ],
  'bts-hr': [
    'BTS Hôtellerie-Restauration',
    'BTS Hôtellerie-Restauration option B art culinaire',
    'BTS Hôtellerie Restauration option A',
  ],
  'mc-sommellerie': ['Mention complémentaire Sommellerie', 'MC Sommellerie'],
  'bp-barman': ['Brevet professionnel Barman', 'BP Barman'],
  'bac-pro-csr': ['Bac pro Commercialisation et services en restauration', 'Bac pro CSR'],
};

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

function dateFr(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${Number(d)} ${MONTHS_FR[Number(m) - 1]!} ${y!}`;
}
function dateEn(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${Number(d)} ${MONTHS_EN[Number(m) - 1]!} ${y!}`;
}

function joinFr(xs: string[]): string {
  if (xs.length <= 1) return xs.join('');
  return `${xs.slice(0, -1).join(', ')} et ${xs[xs.length - 1]!}`;
}
function joinEn(xs: string[]): string {
  if (xs.length <= 1) return xs.join('');
  return `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]!}`;
}
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

function settingPhrase(r: Rng, s: Setting, lang: 'fr' | 'en'): string {
  return pick(r, SETTINGS[s][lang]);
}

function areaName(k: AreaKey): string {
  const a: WorkArea = AREAS[k];
  if (a.type === 'ville') return a.cityName ?? '';
  if (a.type === 'departement') return a.departmentName ?? '';
  if (a.type === 'region') return a.regionName ?? '';
  return a.countryName ?? '';
}

function availabilityText(r: Rng, t: Truth): string {
  if (t.available)
    return pick(
      r,
      t.cvLang === 'en'
        ? ['Immediately', 'Available now', '']
        : ['Immédiate', 'Disponible immédiatement', 'Dès maintenant', ''],
    );
  const iso = t.freeFrom;
  if (t.cvLang === 'en') return pick(r, [iso, `From ${dateEn(iso)}`]);
  return pick(r, [iso, `à partir du ${dateFr(iso)}`, `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`]);
}

function privateRepeatText(r: Rng, t: Truth, what: Repeat): string {
  const p = t.priv;
  const en = t.cvLang === 'en';
  switch (what) {
    case 'name':
      return en
        ? `My name is ${p.first} ${p.last}.`
        : pick(r, [`Je m'appelle ${p.first} ${p.last}.`, `${p.first} ${p.last}, à votre écoute.`]);
    case 'email':
      return en ? `Contact: ${p.email}` : `Contact : ${p.email}`;
    case 'phone':
      return en ? `Phone: ${p.phone}` : pick(r, [`Tél. ${p.phone}`, `Joignable au ${p.phone}`]);
    case 'linkedin':
      return en ? `See my profile: linkedin.com/in/${p.linkedin}` : `Profil complet : linkedin.com/in/${p.linkedin}`;
    case 'employer': {
      const e = p.employers[p.employers.length - 1]!;
      return en ? `Most recently with ${e.name}.` : `Dernière mission chez ${e.name}.`;
    }
    case 'school':
      return en ? `Trained at ${p.schools[0] ?? ''}.` : `Formé${t.gender === 'f' ? 'e' : ''} à ${p.schools[0] ?? ''}.`;
    case 'referee': {
      const ref = p.referees[0]!;
      return en ? `References available from ${ref.name} (${ref.role}).` : `Références : ${ref.name}, ${ref.role}.`;
    }
  }
}

function skillLabel(s: SkillKey, lang: 'fr' | 'en'): string {
  return SKILLS[s][lang];
}

function summaryFr(r: Rng, t: Truth, o: Occ): string {
  const e = t.gender === 'f' ? 'e' : '';
  const parts: string[] = [];
  const titleLow = t.title.replace(/ –.*$| \|.*$/, '');
  const sets = t.settings.map((s) => settingPhrase(r, s, 'fr'));
  const sk = sample(r, t.skills, Math.min(4, t.skills.length)).map((s) => skillLabel(s, 'fr'));
  const open = int(r, 0, 3);
  if (open === 0)
    parts.push(
      `${titleLow} avec ${t.years > 0 ? `${t.years} ans d'expérience` : 'une première expérience'}${sets.length ? ` en ${joinFr(sets)}` : ''}.`,
    );
  else if (open === 1)
    parts.push(
      `${titleLow}${/freelance|ind[ée]pendant/i.test(titleLow) ? '' : t.gender === 'f' ? ' indépendante' : ' indépendant'}${sets.length ? `, expérience en ${joinFr(sets)}` : ''}.`,
    );
  else if (open === 2)
    parts.push(
      `Fort${e} de ${Math.max(1, t.years)} ${t.years > 1 ? 'années' : 'année'} dans le métier, j'interviens en freelance comme ${titleLow.toLowerCase()}.`,
    );
  else parts.push(`${cap(titleLow)} en mission${sets.length ? `. Expérience : ${joinFr(sets)}` : ''}.`);
  if (open === 2 && sets.length) parts.push(`Expérience en ${joinFr(sets)}.`);
  if (sk.length) parts.push(pick(r, [`Compétences : ${sk.join(', ')}.`, `Points forts : ${joinFr(sk)}.`]));
  if (t.diplomas.length && chance(r, 0.45)) {
    const d = DIPLOMAS[t.diplomas[0]!].fr;
    parts.push(`Titulaire ${/^(Licence|Mention)/.test(d) ? "d'une" : "d'un"} ${d}.`);
  }
  if (t.seasonal)
    parts.push(`${t.gender === 'f' ? 'Saisonnière' : 'Saisonnier'}, mobile : ${joinFr(t.areas.map(areaName))}.`);
  else if (chance(r, 0.4)) {
    const others = t.areas.filter((a) => a !== t.home).map(areaName);
    parts.push(`Basé${e} à ${areaName(t.home)}${others.length ? `, mobile ${joinFr(others)}` : ''}.`);
  }
  const langs = (Object.entries(t.langs) as [Lang, Level][]).filter(([l]) => l !== 'fr');
  if (langs.length && chance(r, 0.45))
    parts.push(
      `Langues : ${langs.map(([l, lv]) => `${LANGS[l].fr.toLowerCase()} ${FLUENCY_FR[lv][0]!.toLowerCase()}`).join(', ')}.`,
    );
  if (chance(r, 0.35))
    parts.push(t.available ? 'Disponible immédiatement.' : `Disponible à partir du ${dateFr(t.freeFrom)}.`);
  if (o.family === 'neighbour' && chance(r, 0.3)) parts.push('Ouvert à de nouveaux secteurs.');
  for (const rep of t.repeats) parts.push(privateRepeatText(r, t, rep));
  return parts.join(' ');
}

function summaryEn(r: Rng, t: Truth, o: Occ): string {
  const parts: string[] = [];
  const sets = t.settings.map((s) => settingPhrase(r, s, 'en'));
  const sk = sample(r, t.skills, Math.min(4, t.skills.length)).map((s) => skillLabel(s, 'en'));
  const titleLow = t.title.replace(/ –.*$| \|.*$| \(freelance\)/, '');
  const open = int(r, 0, 2);
  if (open === 0)
    parts.push(
      `${titleLow} with ${t.years > 0 ? `${t.years} years of experience` : 'first experience'}${sets.length ? ` in ${joinEn(sets)}` : ''}.`,
    );
  else if (open === 1)
    parts.push(`Freelance ${titleLow.toLowerCase()}${sets.length ? `, background in ${joinEn(sets)}` : ''}.`);
  else
    parts.push(
      `${o.family === 'neighbour' ? 'Professional' : 'Hospitality professional'} working as a freelance ${titleLow.toLowerCase()}.${sets.length ? ` Worked in ${joinEn(sets)}.` : ''}`,
    );
  if (sk.length) parts.push(pick(r, [`Skills: ${sk.join(', ')}.`, `Key strengths: ${joinEn(sk)}.`]));
  if (t.diplomas.length && chance(r, 0.45)) parts.push(`Holder of a ${DIPLOMAS[t.diplomas[0]!].en}.`);
  if (t.seasonal) parts.push(`Seasonal worker, happy to work in ${joinEn(t.areas.map(areaName))}.`);
  else if (chance(r, 0.4)) parts.push(`Based in ${areaName(t.home)}.`);
  const langs = (Object.entries(t.langs) as [Lang, Level][]).filter(([l]) => l !== 'en');
  if (langs.length && chance(r, 0.5))
    parts.push(
      `Languages: ${langs.map(([l, lv]) => `${LANGS[l].en} (${FLUENCY_EN[lv][0]!.toLowerCase()})`).join(', ')}.`,
    );
  if (chance(r, 0.35)) parts.push(t.available ? 'Available immediately.' : `Available from ${dateEn(t.freeFrom)}.`);
  for (const rep of t.repeats) parts.push(privateRepeatText(r, t, rep));
  return parts.join(' ');
}

interface WorkItem {
  name: string;
  position: string;
  startDate: string;
  endDate: string;
  summary: string;
}

function ym(monthsAgo: number): string {
  const base = 2026 * 12 + 10; // November 2026 (0-based month index 10)
  const x = base - monthsAgo;
  return `${Math.floor(x / 12)}-${String((x % 12) + 1).padStart(2, '0')}`;
}

function positionTitle(r: Rng, k: OccKey, t: Truth): string {
  const o = OCCS[k];
  if (t.cvLang === 'en') return pick(r, o.en);
  return pick(r, t.gender === 'f' ? o.f : o.m);
}

function workFor(r: Rng, t: Truth): WorkItem[] {
  const o = OCCS[t.occ];
  const n = t.priv.employers.length;
  const totalMonths = Math.max(6, t.years * 12 + int(r, 0, 8));
  const weights = Array.from({ length: n }, () => 0.5 + r());
  const sum = weights.reduce((a, b) => a + b, 0);
  const items: WorkItem[] = [];
  let cursor = totalMonths;
  const ladder = o.ladder;
  for (let i = 0; i < n; i++) {
    const len = Math.max(2, Math.round((weights[i]! / sum) * totalMonths));
    const start = cursor;
    const end = Math.max(0, cursor - len);
    cursor = end;
    const isLast = i === n - 1;
    const earlyRole = !isLast && i < ladder.length && n - i > 1 ? ladder[Math.min(ladder.length - 1, i)] : undefined;
    const k = earlyRole ?? t.occ;
    const en = t.cvLang === 'en';
    const tasks = sample(r, en ? OCCS[k].tasksEn : OCCS[k].tasksFr, chance(r, 0.5) ? 2 : 1);
    let summary = en ? `${cap(tasks.join('; '))}.` : `${cap(tasks.join(' ; '))}.`;
    const s = t.settings.length ? pick(r, t.settings) : undefined;
    if (s !== undefined && chance(r, 0.6))
      summary += en ? ` Setting: ${settingPhrase(r, s, 'en')}.` : ` Contexte : ${settingPhrase(r, s, 'fr')}.`;
    if (isLast && k === t.occ && chance(r, 0.5)) summary += en ? ' Freelance assignment.' : ' Mission freelance.';
    if (i === n - 1 && t.priv.named.length > 0) {
      const who = t.priv.named[0]!;
      summary += en ? ` Worked alongside ${who}.` : ` En binôme avec ${who}.`;
    }
    const position = k === t.occ && isLast ? t.title.replace(/ –.*$| \|.*$/, '') : positionTitle(r, k, t);
    items.push({
      name: t.priv.employers[i]!.name,
      position,
      startDate: ym(start),
      endDate: isLast && !t.available ? '' : ym(end),
      summary,
    });
  }
  return items.reverse();
}

function writeProfile(t: Truth): unknown {
  const r = mulberry32(Number(t.id.slice(4)) * 7919 + 40);
  const o = OCCS[t.occ];
  const a: WorkArea = AREAS[t.home];
  const en = t.cvLang === 'en';
  let summary = chance(r, 0.05) && t.repeats.length === 0 ? '' : en ? summaryEn(r, t, o) : summaryFr(r, t, o);
  const work = workFor(r, t);
  if (t.noAccents) {
    summary = stripAccents(summary);
    for (const w of work) {
      w.position = stripAccents(w.position);
      w.summary = stripAccents(w.summary);
    }
  }
  const levelOf = (s: SkillKey): string => {
    const core = o.core.includes(s);
    const lv = t.years >= 10 || (core && t.years >= 5) ? 2 : t.years >= 3 ? 1 : 0;
    return en ? ['Intermediate', 'Advanced', 'Expert'][lv]! : ['Intermédiaire', 'Avancé', 'Expert'][lv]!;
  };
  const startYear = 2026 - t.years;
  const education = t.diplomas.map((d, i) => ({
    institution: t.priv.schools[i] ?? '',
    area: DIPLOMAS[d].area,
    studyType: en ? DIPLOMAS[d].en : DIPLOMA_VARIANTS[d] ? pick(r, DIPLOMA_VARIANTS[d]) : DIPLOMAS[d].fr,
    startDate: String(startYear - 2 - i * 2),
    endDate: String(startYear - i * 2),
  }));
  const created = addDays('2023-11-15', int(r, 0, 1000));
  const updated = addDays(
    created,
    int(r, 0, Math.max(0, Math.round((Date.parse('2026-12-01') - Date.parse(created)) / 86_400_000))),
  );
  const linkedinUrl = `https://www.linkedin.com/in/${t.priv.linkedin}`;
  return {
    basics: {
      name: `${t.priv.first} ${t.priv.last}`,
      label: t.title,
      image: '',
      email: t.priv.email,
      phone: t.priv.phone,
      url: linkedinUrl,
      summary,
      location: {
        address: `${a.cityName ?? ''}, ${a.countryName ?? ''}`,
        postalCode: a.cityZipCode ?? '',
        city: a.cityName ?? '',
        countryCode: a.countryCode ?? 'FR',
        region: a.regionName ?? '',
      },
      profiles: [{ username: t.priv.linkedin, network: 'LinkedIn', url: linkedinUrl }],
    },
    work,
    education,
    certificates: t.certs.map((c) => ({
      name: en ? CERTS[c].en : CERTS[c].fr,
      issuer: CERTS[c].issuer,
      startDate: String(Math.min(2026, startYear + int(r, 0, Math.max(0, t.years)))),
    })),
    skills: t.skills.map((s) => ({
      name: t.noAccents ? stripAccents(skillLabel(s, en ? 'en' : 'fr')) : skillLabel(s, en ? 'en' : 'fr'),
      level: levelOf(s),
      keywords: sample(r, [...SKILLS[s].kw], int(r, 0, 2)),
    })),
    languages: (Object.entries(t.langs) as [Lang, Level][]).map(([l, lv]) => ({
      language: en ? LANGS[l].en : LANGS[l].fr,
      fluency: pick(r, en ? FLUENCY_EN[lv] : FLUENCY_FR[lv]),
    })),
    volunteer: [],
    awards: t.certs.includes('mof')
      ? [{ title: 'Concours Meilleur Ouvrier de France – finaliste', awarder: 'COET-MOF' }]
      : [],
    publications: [],
    interests: [],
    references: t.priv.referees.map((ref) => ({
      name: ref.name,
      reference: en
        ? `${ref.name}, ${ref.role} at ${t.priv.employers[0]!.name}: reliable and calm under pressure.`
        : `${ref.name}, ${ref.role} (${t.priv.employers[0]!.name}) : « fiable, rigoureux${t.gender === 'f' ? 'e' : ''} et très apprécié${t.gender === 'f' ? 'e' : ''} des équipes ».`,
    })),
    projects: [],
    meta: {
      id: t.id,
      createdAt: `${created}T09:${String(int(r, 10, 59))}:00Z`,
      updatedAt: `${updated}T17:${String(int(r, 10, 59))}:00Z`,
      firstName: t.priv.first,
      lastName: t.priv.last,
      cvUrl: chance(r, 0.6)
        ? `https://cv-store.example.org/b40/${slugify(t.priv.last)}-${t.id.slice(4)}.pdf`
        : undefined,
      freelance: {
        available: t.available,
        availabilityDate: availabilityText(r, t),
        rate: t.rateText,
        seniority: t.declared,
        professions: [o.prof],
        openToCdi: t.openToCdi,
        vehicle: t.vehicle,
        preferences: {
          missionDuration: t.durations,
          remoteWork: t.remote,
          daysPerWeek: t.days,
          workAreas: t.areas.map((k) => ({ ...AREAS[k] })),
        },
      },
    },
  };
}

// ---------------------------------------------------------------- the corpus

let cached: { profile: unknown; truth: Truth }[] | undefined;

export function corpus(): { profile: unknown; truth: Truth }[] {
  if (cached) return cached;
  const ctx: Ctx = {
    r: mulberry32(0xb40_2026),
    names: new Set(),
    emails: new Set(),
    phones: new Set(),
    slugs: new Set(),
    rare: [...LAST_RARE],
    rareSchools: [...RARE_SCHOOLS],
    smallLast: [...SMALL_LAST],
    others: new Set(),
  };
  ctx.rare = shuffle(ctx.r, ctx.rare);
  const truths: Truth[] = [];
  for (const k of OCC_KEYS) for (let i = 0; i < OCCS[k].n; i++) truths.push(drawTruth(ctx, k, {}));
  for (const p of PLANTS) truths.push(drawTruth(ctx, p.occ, p));
  const order = shuffle(ctx.r, truths);
  order.forEach((t, i) => {
    t.id = `b40-${String(i + 1).padStart(4, '0')}`;
  });
  cached = order.map((t) => ({ profile: writeProfile(t), truth: t }));
  return cached;
}

export { CORE };
