/**
 * set-39 corpus: independent health and care professionals (plus ~15 % neighbours), written from a drawn Truth.
 * Deterministic (mulberry32); "today" is 2026-12-02.
 */
import type { Area } from './areas';
import {
  LANG_NAMES,
  OCCS,
  SETTINGS,
  SKILLS,
  UNITS,
  occ,
  type Band,
  type LangLevel,
  type Occ,
  type Truth,
} from './model';
import * as P from './people';
import { HOMES, FOREIGN_TRAINED_HOMES, areaRef, city, country, dept, deptsOfRegion, phoneFor, region } from './places';
import { PLANTS, type Plant } from './plants';
import { chance, int, mulberry32, pick, sample, stripAccents, weighted, type Rng } from './rng';

export type { Truth } from './model';

export const TODAY = '2026-12-02';
const TODAY_MS = Date.parse(`${TODAY}T00:00:00Z`);
const DAY = 86_400_000;

export function addDays(iso: string, n: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
}

export function bandOf(years: number): Band {
  if (years <= 2) return 'junior';
  if (years <= 6) return 'confirme';
  if (years <= 10) return 'senior';
  return 'expert';
}

const SENIORITY_LABEL: Record<
  Band,
  'Junior (0-2 ans)' | 'Confirme (3-6 ans)' | 'Senior (7-10 ans)' | 'Expert (10+ ans)'
> = {
  junior: 'Junior (0-2 ans)',
  confirme: 'Confirme (3-6 ans)',
  senior: 'Senior (7-10 ans)',
  expert: 'Expert (10+ ans)',
};
const BANDS: Band[] = ['junior', 'confirme', 'senior', 'expert'];
const CLINICAL_NIGHTS = new Set(['nurse', 'care', 'midwife', 'regulation']);
const DURATIONS: Truth['durations'] = ['< 3 mois', '3 a 6 mois', '6 a 12 mois', '> 12 mois'];

// ---------------------------------------------------------------- drawing the Truth

function drawAreas(rng: Rng, homeKey: string): Area[] {
  const home = city(homeKey);
  const out: Area[] = [];
  const cc = home.countryCode ?? 'FR';
  if (cc !== 'FR') {
    const r = rng();
    if (r < 0.4) out.push(home);
    else if (r < 0.8) out.push(country(cc));
    else out.push(home, country('FR'));
    return out;
  }
  const r = rng();
  const dcode = home.departmentCode ?? '75';
  const rcode = home.regionCode ?? '11';
  if (r < 0.35) {
    out.push(home);
    if (chance(rng, 0.4)) out.push(dept(dcode));
  } else if (r < 0.65) {
    out.push(dept(dcode));
    const others = deptsOfRegion(rcode).filter((d) => d !== dcode);
    if (others.length > 0 && chance(rng, 0.5)) out.push(dept(pick(rng, others)));
  } else if (r < 0.82) {
    out.push(region(rcode));
  } else if (r < 0.92) {
    out.push(country('FR'));
  } else {
    out.push(dept(dcode));
    out.push(region(pick(rng, ['94', '04', '01', '02', '03'])));
  }
  // border workers
  if (['67', '68', '57', '54'].includes(dcode) && chance(rng, 0.25)) out.push(country(pick(rng, ['LU', 'CH'])));
  if (['74', '01', '25'].includes(dcode) && chance(rng, 0.35)) out.push(country('CH'));
  if (['59', '08'].includes(dcode) && chance(rng, 0.25)) out.push(country('BE'));
  return out;
}

function drawLanguages(rng: Rng, home: Area, cvLang: 'fr' | 'en', last: string): { lang: string; level: LangLevel }[] {
  const langs: { lang: string; level: LangLevel }[] = [];
  const foreignName = P.LAST_FOREIGN.includes(last);
  if (cvLang === 'en') {
    langs.push({ lang: 'en', level: chance(rng, 0.5) ? 'natif' : 'courant' });
    langs.push({ lang: 'fr', level: pick(rng, ['courant', 'professionnel', 'bilingue'] as const) });
  } else {
    langs.push({ lang: 'fr', level: 'natif' });
    if (chance(rng, 0.55))
      langs.push({ lang: 'en', level: pick(rng, ['notions', 'intermediaire', 'professionnel', 'courant'] as const) });
  }
  const cc = home.countryCode;
  const d = home.departmentCode ?? '';
  if ((cc === 'CH' || cc === 'LU' || ['67', '68', '57'].includes(d)) && chance(rng, 0.55))
    langs.push({ lang: 'de', level: pick(rng, ['intermediaire', 'courant', 'bilingue'] as const) });
  if (cc === 'LU' && chance(rng, 0.3)) langs.push({ lang: 'lb', level: pick(rng, ['notions', 'courant'] as const) });
  if (cc === 'BE' && chance(rng, 0.4))
    langs.push({ lang: 'nl', level: pick(rng, ['intermediaire', 'courant'] as const) });
  if (['971', '972', '973', '974'].includes(d) && chance(rng, 0.6)) langs.push({ lang: 'cr', level: 'natif' });
  if (foreignName && ['Popescu', 'Ionescu', 'Dumitrescu'].includes(last)) langs.push({ lang: 'ro', level: 'natif' });
  if (foreignName && ['Benali', 'Haddad', 'Bensaïd', 'Mansouri', 'Cherkaoui', 'Khoury', 'Saadé'].includes(last))
    langs.push({ lang: 'ar', level: pick(rng, ['natif', 'courant'] as const) });
  if (foreignName && ['Da Silva', 'Ferreira'].includes(last)) langs.push({ lang: 'pt', level: 'natif' });
  if (foreignName && ['Rossi', 'Esposito'].includes(last)) langs.push({ lang: 'it', level: 'natif' });
  if (chance(rng, 0.08) && !langs.some((l) => l.lang === 'es'))
    langs.push({ lang: 'es', level: pick(rng, ['notions', 'intermediaire', 'courant'] as const) });
  if (chance(rng, 0.04) && !langs.some((l) => l.lang === 'ar')) langs.push({ lang: 'ar', level: 'courant' });
  if (chance(rng, 0.012)) langs.push({ lang: 'lsf', level: pick(rng, ['intermediaire', 'courant'] as const) });
  return langs;
}

const EMAIL_DOMAINS = [
  'gmail.com',
  'orange.fr',
  'hotmail.fr',
  'outlook.fr',
  'yahoo.fr',
  'free.fr',
  'laposte.net',
  'icloud.com',
  'sfr.fr',
];

function slugify(s: string): string {
  return stripAccents(s)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function drawPrivate(
  rng: Rng,
  gender: 'f' | 'm',
  cvLang: 'fr' | 'en',
  home: Area,
  used: Set<string>,
): Truth['private'] {
  let first = '';
  let last = '';
  for (let i = 0; i < 50; i++) {
    const foreign = cvLang === 'en' ? chance(rng, 0.7) : chance(rng, 0.12);
    first = foreign
      ? pick(rng, gender === 'f' ? P.FIRST_FOREIGN_F : P.FIRST_FOREIGN_M)
      : pick(rng, gender === 'f' ? P.FIRST_F : P.FIRST_M);
    const r = rng();
    last = foreign || r < 0.1 ? pick(rng, P.LAST_FOREIGN) : r < 0.35 ? pick(rng, P.LAST_RARE) : pick(rng, P.LAST_FR);
    if (['971', '972', '974'].includes(home.departmentCode ?? '') && chance(rng, 0.5))
      last = pick(rng, ['Hoarau', 'Payet', 'Grondin', 'Jean-Baptiste', 'Louisy', 'Célestine', 'Alexis']);
    if (!used.has(`${first} ${last}`)) break;
  }
  used.add(`${first} ${last}`);
  const f = slugify(first).replace(/-/g, '');
  const l = slugify(last).replace(/-/g, '');
  const n = int(rng, 1, 99);
  const local = pick(rng, [
    `${f}.${l}`,
    `${f}.${l}${n}`,
    `${f[0] ?? 'x'}.${l}`,
    `${l}.${f}`,
    `${f}${l}${n}`,
    `${f}-${l}`,
  ]);
  const domain =
    home.countryCode === 'CH'
      ? pick(rng, ['bluewin.ch', 'gmail.com'])
      : home.countryCode === 'BE'
        ? pick(rng, ['skynet.be', 'gmail.com'])
        : home.countryCode === 'LU'
          ? pick(rng, ['pt.lu', 'gmail.com'])
          : pick(rng, EMAIL_DOMAINS);
  const email = `${local}@${domain}`;
  const phone = phoneFor(home, rng);
  const linkedin = chance(rng, 0.8)
    ? `https://www.linkedin.com/in/${slugify(first)}-${slugify(last)}${chance(rng, 0.6) ? `-${Math.floor(rng() * 0xffffff).toString(16)}` : ''}`
    : '';
  return { first, last, email, phone, linkedin, employers: [], schools: [], referees: [], named: [] };
}

function drawTruth(rng: Rng, o: Occ, plant: Plant | undefined, used: Set<string>): Truth {
  const gProb: Record<string, number> = {
    nurse: 0.82,
    care: 0.85,
    midwife: 0.95,
    rehab: 0.75,
    doctor: 0.5,
    healthit: 0.3,
    manager: 0.65,
    secretary: 0.9,
    dev: 0.25,
    dim: 0.7,
    quality: 0.65,
  };
  const gender: 'f' | 'm' = plant?.gender ?? (chance(rng, gProb[o.family] ?? 0.6) ? 'f' : 'm');
  const enProb = o.neighbour || o.family === 'care' || o.family === 'regulation' ? 0.04 : 0.14;
  const cvLang: 'fr' | 'en' = plant?.cvLang ?? (chance(rng, enProb) ? 'en' : 'fr');
  const homeKey =
    plant?.home ?? (cvLang === 'en' && chance(rng, 0.6) ? pick(rng, FOREIGN_TRAINED_HOMES) : weighted(rng, HOMES));
  const home = city(homeKey);
  const band = weighted(rng, [
    ['junior', 18],
    ['confirme', 35],
    ['senior', 25],
    ['expert', 22],
  ] as const);
  let years =
    band === 'junior'
      ? int(rng, 0, 2)
      : band === 'confirme'
        ? int(rng, 3, 6)
        : band === 'senior'
          ? int(rng, 7, 10)
          : int(rng, 11, 30);
  if (plant?.years !== undefined) years = plant.years;
  const realBand = bandOf(years);
  const dr = rng();
  const idx = BANDS.indexOf(realBand);
  const declared: '' | Band =
    dr < 0.75 || plant
      ? realBand
      : dr < 0.87
        ? ''
        : (BANDS[Math.min(3, Math.max(0, idx + (chance(rng, 0.5) ? 1 : -1)))] ?? realBand);
  const available = plant?.available ?? chance(rng, 0.45);
  const freeFrom = plant?.freeFrom ?? (available ? addDays(TODAY, int(rng, 0, 7)) : addDays(TODAY, int(rng, 15, 150)));
  const rate =
    plant && plant.rate !== undefined
      ? plant.rate
      : chance(rng, 0.12)
        ? null
        : Math.round(int(rng, o.rate[0], o.rate[1]) / 10) * 10;
  const remote: Truth['remote'] =
    plant?.remote ??
    (o.remote
      ? pick(rng, [
          ['Full remote'],
          ['Hybride'],
          ['Hybride', 'Full remote'],
          ['Sur site', 'Hybride'],
        ] as Truth['remote'][])
      : ['Sur site']);
  const days =
    plant?.days ?? pick(rng, [[5], [4, 5], [3, 4, 5], [2, 3], [3], [1, 2], [4], [2, 3, 4, 5], [1, 2, 3, 4, 5]]);
  const durations =
    plant?.durations ??
    sample(rng, DURATIONS, int(rng, 1, 3)).sort((a, b) => DURATIONS.indexOf(a) - DURATIONS.indexOf(b));
  const nightsy = CLINICAL_NIGHTS.has(o.family) || o.key === 'urgentiste' || o.key === 'anesth';
  const nights = plant?.nights ?? (nightsy && chance(rng, 0.3));
  const weekends =
    plant?.weekends ?? (nightsy || o.family === 'doctor' || o.family === 'rehab' ? chance(rng, 0.35) : false);
  const units = plant?.units ?? (o.units.length > 0 ? sample(rng, o.units, int(rng, 1, 3)) : []);
  const settings = plant?.settings ?? sample(rng, o.settings, int(rng, 1, Math.min(3, o.settings.length)));
  let skills = sample(rng, o.skills, int(rng, 2, 5));
  if (plant?.skills) skills = Array.from(new Set([...plant.skills, ...skills.slice(0, 1)]));
  // a unit implies its bread-and-butter technique sometimes
  if (units.includes('dialyse') && o.family === 'nurse' && !skills.includes('hemodialyse') && chance(rng, 0.6))
    skills.push('hemodialyse');
  const areas = plant?.areas ? plant.areas.map(areaRef) : drawAreas(rng, homeKey);
  const priv = drawPrivate(rng, gender, cvLang, home, used);
  const languages = plant?.languages ?? drawLanguages(rng, home, cvLang, priv.last);
  return {
    id: '',
    occ: o.key,
    family: o.family,
    gender,
    cvLang,
    noAccents: cvLang === 'fr' && chance(rng, 0.08),
    units,
    settings,
    skills,
    years,
    band: realBand,
    declared,
    available,
    freeFrom,
    rate,
    remote,
    days,
    durations,
    nights,
    weekends,
    home: homeKey,
    areas,
    languages,
    vehicle: chance(rng, 0.7),
    private: priv,
    leaks: chance(rng, 0.25),
    ...(plant ? { planted: plant.tag } : {}),
  };
}

// ---------------------------------------------------------------- writing the profile

const UNIT_SHORT: Record<string, string> = {
  urgences: 'urgences',
  rea: 'réa',
  usc: 'USC',
  bloc: 'bloc',
  ortho: 'ortho',
  cardio: 'cardio',
  dialyse: 'dialyse',
  psy: 'psy',
  geriatrie: 'gériatrie',
  onco: 'onco',
  pediatrie: 'pédiatrie',
  neonat: 'néonat',
  maternite: 'maternité',
  medecine: 'médecine',
  chirurgie: 'chirurgie',
  smr: 'SMR',
  palliatif: 'soins palliatifs',
  neuro: 'neuro',
  imagerie: 'imagerie',
  sspi: 'SSPI',
  alzheimer: 'UVP Alzheimer',
  addicto: 'addicto',
};
const UNIT_SHORT_EN: Record<string, string> = {
  urgences: 'A&E',
  rea: 'ICU',
  usc: 'HDU',
  bloc: 'theatres',
  ortho: 'orthopaedics',
  cardio: 'cardiology',
  dialyse: 'renal',
  psy: 'mental health',
  geriatrie: 'elderly care',
  onco: 'oncology',
  pediatrie: 'paediatrics',
  neonat: 'NICU',
  maternite: 'maternity',
  medecine: 'medical ward',
  chirurgie: 'surgical ward',
  smr: 'rehab',
  palliatif: 'palliative care',
  neuro: 'neurology',
  imagerie: 'imaging',
  sspi: 'recovery',
  alzheimer: 'dementia unit',
  addicto: 'addictions',
};

function listFr(xs: string[]): string {
  if (xs.length <= 1) return xs.join('');
  return `${xs.slice(0, -1).join(', ')} et ${xs[xs.length - 1]}`;
}
function listEn(xs: string[]): string {
  if (xs.length <= 1) return xs.join('');
  return `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;
}

function fem(t: Truth, m: string, f: string): string {
  return t.gender === 'f' ? f : m;
}

function baseTitle(rng: Rng, t: Truth, o: Occ): string {
  const list = t.gender === 'f' ? o.f : o.m;
  return chance(rng, 0.45) ? list[0]! : pick(rng, list);
}

function titleFr(rng: Rng, t: Truth, o: Occ): string {
  let title = baseTitle(rng, t, o);
  const u = t.units[0];
  if (o.key === 'ibode' && t.units.includes('ortho') && chance(rng, 0.6)) return 'IBODE bloc ortho';
  if (t.nights && (o.family === 'nurse' || o.family === 'care') && chance(rng, 0.45) && !/nuit/.test(title))
    title = `${title} de nuit`;
  else if (u && ['nurse', 'care', 'manager'].includes(o.family) && chance(rng, 0.35))
    title = `${title}${pick(rng, [' ', ' - ', ' – ', ' / '])}${UNIT_SHORT[u] ?? u}`;
  if (o.family === 'doctor' && chance(rng, 0.25) && !/rempla/i.test(title))
    title = `${title} ${fem(t, 'remplaçant', 'remplaçante')}`;
  if (chance(rng, 0.12))
    title = `${title}${pick(rng, [' (vacataire)', ' en intérim', ` ${fem(t, 'indépendant', 'indépendante')}`, ' freelance', ` – ${fem(t, 'libéral', 'libérale')}`])}`;
  if (chance(rng, 0.06) && o.en.length > 0) title = `${title} / ${o.en[0]!}`;
  return title;
}

function titleEn(rng: Rng, t: Truth, o: Occ): string {
  let title = chance(rng, 0.5) ? o.en[0]! : pick(rng, o.en);
  const u = t.units[0];
  if (u && ['nurse', 'care', 'manager'].includes(o.family) && chance(rng, 0.4))
    title = `${UNIT_SHORT_EN[u] ?? u} ${title}`;
  if (t.nights && chance(rng, 0.3)) title = `${title} (nights)`;
  if (chance(rng, 0.25) && !/locum/i.test(title)) title = `Locum ${title}`;
  return title;
}

function areaPhraseFr(rng: Rng, t: Truth): string {
  const parts = t.areas.map((a) =>
    a.type === 'ville'
      ? (a.cityName ?? '')
      : a.type === 'departement'
        ? pick(rng, [
            `${a.departmentName ?? ''} (${a.departmentCode ?? ''})`,
            `le ${a.departmentCode ?? ''}`,
            a.departmentName ?? '',
          ])
        : a.type === 'region'
          ? (a.regionName ?? '')
          : a.countryCode === 'FR'
            ? 'toute la France'
            : (a.countryName ?? ''),
  );
  return pick(rng, [
    `Mobile sur ${listFr(parts)}.`,
    `Secteur : ${parts.join(', ')}.`,
    `Missions possibles : ${listFr(parts)}.`,
  ]);
}

function areaPhraseEn(t: Truth): string {
  const parts = t.areas.map((a) =>
    a.type === 'ville'
      ? (a.cityName ?? '')
      : a.type === 'departement'
        ? `${a.departmentName ?? ''} (${a.departmentCode ?? ''})`
        : a.type === 'region'
          ? (a.regionName ?? '')
          : a.countryCode === 'FR'
            ? 'anywhere in France'
            : (a.countryName ?? ''),
  );
  return `Available to work in ${listEn(parts)}.`;
}

function schedulePhraseFr(rng: Rng, t: Truth): string {
  const bits: string[] = [];
  if (t.nights) bits.push(pick(rng, ['disponible de nuit', 'postes de nuit acceptés', 'nuits en 12h']));
  if (t.weekends) bits.push(pick(rng, ['week-ends possibles', 'disponible les week-ends', 'samedis et dimanches']));
  const maxDays = Math.max(...t.days);
  if (maxDays < 5) bits.push(`${t.days.join(' ou ')} jour${maxDays > 1 ? 's' : ''} par semaine`);
  return bits.length > 0 ? `${bits.join(', ')}.` : '';
}

function durationPhraseFr(t: Truth): string {
  const clinical = !['healthit', 'dim', 'quality', 'dev', 'pharmasales'].includes(t.family);
  const m: Record<string, string> = {
    '< 3 mois': clinical ? 'vacations et missions courtes' : 'missions courtes',
    '3 a 6 mois': 'missions de 3 à 6 mois',
    '6 a 12 mois': 'remplacements de 6 mois à un an',
    '> 12 mois': 'missions longues',
  };
  return listFr(t.durations.map((d) => m[d] ?? d));
}

function durationPhraseEn(t: Truth): string {
  const m: Record<string, string> = {
    '< 3 mois': 'short locum shifts',
    '3 a 6 mois': '3 to 6 month contracts',
    '6 a 12 mois': '6 to 12 month assignments',
    '> 12 mois': 'long-term placements',
  };
  return listEn(t.durations.map((d) => m[d] ?? d));
}

const ACTIVITY_FR: Record<string, string[]> = {
  nurse: [
    'Prise en charge globale des patients en',
    'Vacations en',
    'Renfort infirmier en',
    'Soins techniques et relationnels en',
  ],
  doctor: ['Remplacements et consultations en', 'Gardes et astreintes en', 'Activité médicale en'],
  pharma: ['Dispensation, gestion des stocks et conseil en', 'Remplacements en'],
  midwife: ['Suivi de grossesse, salle de naissance en', 'Gardes en'],
  rehab: ['Bilans et rééducation en', 'Prise en charge en', 'Interventions en'],
  medtech: ['Examens et contrôle qualité en', 'Missions techniques en'],
  care: ['Soins d’hygiène et de confort en', 'Accompagnement des résidents en', 'Renfort en'],
  manager: ['Management des équipes soignantes en', 'Direction par intérim en', 'Pilotage de l’organisation en'],
  quality: ['Pilotage de la démarche qualité en', 'Accompagnement à la certification en'],
  dim: ['Codage et optimisation du PMSI en', 'Analyse médico-économique en'],
  healthit: ['Déploiement et paramétrage en', 'Projet SI en'],
  dental: ['Remplacements en', 'Soins conservateurs et prothèses en'],
  regulation: ['Réception et traitement des appels en', 'Régulation en'],
  social: ['Accompagnement éducatif et social en', 'Suivi des personnes accueillies en'],
  secretary: ['Secrétariat médical, accueil et prise de rendez-vous en', 'Frappe des comptes rendus en'],
  pharmasales: [
    'Visite médicale et promotion de spécialités auprès des prescripteurs,',
    'Animation du réseau de prescripteurs,',
  ],
  vet: ['Assistance en consultation, chirurgie et anesthésie des animaux en', 'Soins aux animaux hospitalisés en'],
  wellness: ['Séances collectives et individuelles en', 'Ateliers en'],
  dev: ['Développement d’applications web pour une', 'Maintenance d’un SaaS pour une'],
  hospitality: ['Production des repas et gestion de la cuisine en', 'Hôtellerie et entretien des locaux en'],
};
const ACTIVITY_EN: Record<string, string[]> = {
  nurse: ['Delivered patient care in', 'Agency shifts in'],
  doctor: ['Locum sessions in', 'On-call and clinics in'],
  pharma: ['Dispensing and clinical checks in'],
  midwife: ['Antenatal care and births in'],
  rehab: ['Assessment and treatment in'],
  medtech: ['Imaging and testing in'],
  care: ['Personal care and support in'],
  manager: ['Led the nursing and care teams in', 'Interim management of'],
  quality: ['Led quality and patient safety work in'],
  dim: ['Clinical coding in'],
  healthit: ['Delivered clinical systems projects in'],
  dental: ['General dentistry in'],
  regulation: ['Emergency call handling in'],
  social: ['Social support in'],
  secretary: ['Front desk and medical typing in'],
  pharmasales: ['Promoted products to prescribers,'],
  vet: ['Assisted vets in'],
  wellness: ['Ran sessions in'],
  dev: ['Built web applications for a'],
  hospitality: ['Ran the kitchen in'],
};

interface Ctx {
  rng: Rng;
  t: Truth;
  o: Occ;
  /** private values repeated in free text (leaks) */
  leakText: string[];
}

function smallName(rng: Rng, prefix: string): string {
  return `${prefix} ${pick(rng, P.SMALL_NAMES)} ${pick(rng, P.SMALL_VILLAGES)}`;
}

function institution(rng: Rng, t: Truth, setting: string): { name: string; small: boolean } {
  const home = city(t.home);
  const cn = home.cityName ?? 'Paris';
  const dn = home.departmentCode ?? '';
  if (home.countryCode === 'CH')
    return {
      name: pick(rng, ['Hôpitaux Universitaires de Genève (HUG)', 'CHUV Lausanne', 'Hôpital fribourgeois']),
      small: false,
    };
  if (home.countryCode === 'BE')
    return {
      name: pick(rng, ['CHU de Liège', 'Cliniques universitaires Saint-Luc', 'CHU Ambroise Paré Mons']),
      small: false,
    };
  if (home.countryCode === 'LU')
    return { name: pick(rng, ['Centre Hospitalier de Luxembourg', 'Hôpitaux Robert Schuman']), small: false };
  const bigCHU =
    dn === '75' || home.regionCode === '11'
      ? `AP-HP – Hôpital ${pick(rng, ['Bichat', 'Saint-Antoine', 'Pitié-Salpêtrière', 'Lariboisière', 'Necker', 'Henri-Mondor', 'Avicenne'])}`
      : dn === '69'
        ? 'Hospices Civils de Lyon'
        : dn === '13'
          ? 'AP-HM'
          : `CHU de ${cn}`;
  switch (setting) {
    case 'chu':
      return { name: bigCHU, small: false };
    case 'ch':
      return { name: `Centre hospitalier de ${cn}`, small: false };
    case 'clinique':
      return chance(rng, 0.7)
        ? { name: smallName(rng, pick(rng, ['Clinique', 'Polyclinique'])), small: true }
        : { name: `Clinique ${pick(rng, ['Pasteur', 'Saint-Jean', 'Ramsay Santé', 'Elsan'])} ${cn}`, small: false };
    case 'ehpad':
      return chance(rng, 0.75)
        ? { name: smallName(rng, pick(rng, ['Résidence', 'Villa', 'EHPAD'])), small: true }
        : { name: `EHPAD ${pick(rng, ['Korian', 'Orpea', 'public'])} de ${cn}`, small: false };
    case 'had':
    case 'ssiad':
    case 'domicile':
      return { name: smallName(rng, pick(rng, ['Association', 'SSIAD', 'Aide à domicile'])), small: true };
    case 'smr':
      return chance(rng, 0.5)
        ? { name: smallName(rng, 'Centre de rééducation'), small: true }
        : { name: `SMR de ${cn}`, small: false };
    case 'epsm':
      return { name: `EPSM de ${cn}`, small: false };
    case 'cabinet':
      return chance(rng, 0.5)
        ? { name: `Cabinet du Dr ${pick(rng, P.LAST_RARE)}`, small: true }
        : { name: smallName(rng, pick(rng, ['Cabinet', 'Pôle santé'])), small: true };
    case 'officine':
      return chance(rng, 0.6)
        ? { name: smallName(rng, 'Pharmacie'), small: true }
        : { name: `Pharmacie ${pick(rng, P.LAST_RARE)}`, small: true };
    case 'labo':
      return chance(rng, 0.5)
        ? { name: smallName(rng, 'Laboratoire'), small: true }
        : { name: pick(rng, ['Cerballiance', 'Biogroup', 'Eurofins Biomnis']), small: false };
    case 'sst':
      return chance(rng, 0.5)
        ? { name: smallName(rng, 'Service interentreprises'), small: true }
        : { name: `Service de santé au travail du ${dn}`, small: false };
    case 'pmi':
      return { name: `PMI du département ${dn}`, small: false };
    case 'centresante':
      return chance(rng, 0.5)
        ? { name: smallName(rng, pick(rng, ['Maison de santé', 'Centre de santé'])), small: true }
        : { name: `Centre municipal de santé de ${cn}`, small: false };
    case 'ars':
      return { name: `ARS ${home.regionName ?? ''}`, small: false };
    case 'editeur':
      return { name: pick(rng, ['Dedalus', 'Softway Medical', 'Maincare', 'Doctolib', 'Cegedim Santé']), small: false };
    case 'imagerie':
      return { name: smallName(rng, 'Imagerie'), small: true };
    case 'ime':
      return { name: smallName(rng, pick(rng, ['IME', 'Foyer'])), small: true };
    case 'samu':
      return { name: `SAMU ${dn} – ${bigCHU}`, small: false };
    case 'veto':
      return { name: smallName(rng, 'Clinique vétérinaire'), small: true };
    case 'salle':
      return { name: pick(rng, ['Fitness Park', 'L’Orange Bleue', 'Basic-Fit']), small: false };
    case 'esn':
      return { name: pick(rng, ['Capgemini', 'Sopra Steria', 'Inetum', 'CGI']), small: false };
    case 'labopharma':
      return { name: pick(rng, ['Sanofi', 'Servier', 'Pfizer France', 'Bayer HealthCare']), small: false };
    default:
      return { name: `Centre hospitalier de ${cn}`, small: false };
  }
}

function school(rng: Rng, t: Truth, o: Occ): string {
  const home = city(t.home);
  const cn = home.cityName ?? 'Paris';
  const person = pick(rng, P.SCHOOL_PERSON);
  if (t.cvLang === 'en' && chance(rng, 0.6))
    return pick(rng, [
      'King’s College London',
      'University of Manchester',
      'Université Laval, Québec',
      'Carol Davila University of Medicine and Pharmacy, Bucharest',
      'Université Saint-Joseph, Beyrouth',
      'Haute École de Santé Vaud (HESAV)',
      'Université catholique de Louvain',
    ]);
  switch (o.diploma.school) {
    case 'ifsi':
      return pick(rng, [`IFSI ${person}`, `IFSI du CH de ${cn}`, `IFSI Croix-Rouge ${cn}`, `IFAS ${person}`]);
    case 'fac':
      return pick(rng, [`Faculté de médecine de ${cn}`, `Université ${person}`, `UFR de santé ${person}`]);
    case 'ecole':
      return pick(rng, [
        `Institut de formation ${person}`,
        `École ${person} (${cn})`,
        `Institut régional de formation de ${cn}`,
      ]);
    case 'univ':
      return pick(rng, [`Université de ${cn}`, `Université ${person}`, 'EHESP Rennes']);
    case 'ingenieur':
      return pick(rng, [
        'INSA Lyon',
        'UTC Compiègne',
        'Télécom Paris',
        'ESIEE Paris',
        'Polytech Grenoble',
        'ISIMA Clermont',
      ]);
    default:
      return `Lycée ${person}`;
  }
}

const LEVELS_FR: Record<LangLevel, string> = {
  natif: 'Langue maternelle',
  bilingue: 'Bilingue',
  courant: 'Courant',
  professionnel: 'Professionnel',
  intermediaire: 'Intermédiaire (B1)',
  notions: 'Notions',
};
const LEVELS_EN: Record<LangLevel, string> = {
  natif: 'Native',
  bilingue: 'Bilingual',
  courant: 'Fluent',
  professionnel: 'Professional working proficiency',
  intermediaire: 'Intermediate',
  notions: 'Basic',
};

const CERTS: Record<string, [string, string]> = {
  afgsu2: ['AFGSU niveau 2', 'CESU'],
  plaies: ['DU Plaies et cicatrisation', 'Université'],
  douleur: ['DU Prise en charge de la douleur', 'Université'],
  palliatif: ['DU Soins palliatifs et accompagnement', 'Université'],
  echo: ['DIU Échographie générale', 'Université'],
  prap: ['Certificat PRAP 2S', 'INRS'],
  humanitude: ['Formation Humanitude', 'IGM France'],
  hygiene: ['DU Hygiène hospitalière', 'Université'],
  pathos: ['Formation codage PATHOS / AGGIR', 'ARS'],
  iso27001: ['ISO 27001 Lead Implementer', 'PECB'],
  ioa: ['Formation IOA', 'SFMU'],
  smur: ['Capacité de médecine d’urgence (CAMU)', 'Université'],
  etp: ['Formation ETP 40 heures', 'IREPS'],
  montessori: ['Formation Montessori adaptée', 'AG&D'],
  evalesms: ['Formation évaluation ESMS référentiel HAS', 'HAS'],
  cofrac: ['Auditeur interne ISO 15189', 'COFRAC'],
};

function missionSummaryFr(c: Ctx, setting: string, unit: string | undefined, skills: string[]): string {
  const { rng, t, o } = c;
  const act = pick(rng, ACTIVITY_FR[o.family] ?? ['Missions en']);
  const unitOk = unit !== undefined && ['chu', 'ch', 'clinique', 'smr', 'epsm', 'ehpad'].includes(setting);
  const where =
    o.family === 'dev'
      ? pick(rng, [
          'start-up de la logistique',
          'enseigne de prêt-à-porter',
          'clinique vétérinaire',
          'agence immobilière',
        ])
      : o.family === 'pharmasales'
        ? `secteur ${city(t.home).regionName ?? ''}`
        : `${SETTINGS[setting]?.fr ?? setting}${unitOk ? `, service ${UNITS[unit]?.fr ?? unit}` : ''}`;
  const sk = skills.map((s) => lc(SKILLS[s]?.fr ?? s));
  const parts = [`${act} ${where}.`];
  if (sk.length > 0)
    parts.push(
      pick(rng, [`${listFr(sk)[0]?.toUpperCase() ?? ''}${listFr(sk).slice(1)}.`, `Pratique : ${sk.join(', ')}.`]),
    );
  if (o.mentions.length > 0 && chance(rng, 0.6))
    parts.push(
      pick(rng, [
        `Travail en binôme avec les ${pick(rng, o.mentions)}.`,
        `En lien étroit avec ${pick(rng, o.mentions)}.`,
        `Coordination avec ${pick(rng, o.mentions)}.`,
      ]),
    );
  if (t.nights && chance(rng, 0.4) && CLINICAL_NIGHTS.has(o.family)) parts.push('Postes de nuit en 12h.');
  return parts.join(' ');
}

function missionSummaryEn(c: Ctx, setting: string, unit: string | undefined, skills: string[]): string {
  const { rng, o } = c;
  const act = pick(rng, ACTIVITY_EN[o.family] ?? ['Worked in']);
  const unitOk = unit !== undefined && ['chu', 'ch', 'clinique', 'smr', 'epsm', 'ehpad'].includes(setting);
  const where = `${SETTINGS[setting]?.en ?? setting}${unitOk ? ` (${UNITS[unit]?.en ?? unit})` : ''}`;
  const sk = skills.map((s) => SKILLS[s]?.en ?? s);
  const parts = [`${act} ${where}.`];
  if (sk.length > 0) parts.push(`Skills used: ${sk.join(', ')}.`);
  if (o.mentions.length > 0 && chance(rng, 0.4)) parts.push(`Worked alongside ${pick(rng, o.mentions)}.`);
  return parts.join(' ');
}

function lc(s: string): string {
  return /^[A-ZÉ][a-zà-ÿœ]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s;
}

function ym(ms: number): string {
  return new Date(ms).toISOString().slice(0, 7);
}

function render(rng: Rng, t: Truth): unknown {
  const o = occ(t.occ);
  const en = t.cvLang === 'en';
  const c: Ctx = { rng, t, o, leakText: [] };
  const p = t.private;
  const home = city(t.home);
  const label = en ? titleEn(rng, t, o) : titleFr(rng, t, o);

  // ---- work history
  const nWork = t.years <= 2 ? int(rng, 1, 2) : t.years <= 6 ? int(rng, 2, 3) : int(rng, 3, 4);
  const startMs = TODAY_MS - Math.max(0.3, t.years) * 365 * DAY;
  const span = TODAY_MS - startMs;
  const work: { name: string; position: string; startDate: string; endDate: string; summary: string }[] = [];
  for (let i = 0; i < nWork; i++) {
    const s = startMs + (span * i) / nWork;
    const e = startMs + (span * (i + 1)) / nWork;
    const setting = t.settings[i % t.settings.length] ?? o.settings[0] ?? 'ch';
    let inst = institution(rng, t, setting);
    if (en && i < nWork - 1 && chance(rng, 0.6)) inst = { name: pick(rng, P.ABROAD_EMPLOYERS), small: false };
    const last = i === nWork - 1;
    if (last && chance(rng, 0.35) && !o.neighbour)
      inst = {
        name: en
          ? 'Self-employed (locum)'
          : pick(rng, ['Indépendant', 'Libéral – missions et vacations', 'Intérim et vacations']),
        small: false,
      };
    if (inst.small && !p.employers.includes(inst.name)) p.employers.push(inst.name);
    const unit = t.units.length > 0 ? t.units[i % t.units.length] : undefined;
    const sk = sample(rng, t.skills, int(rng, 1, 3));
    let summary = en ? missionSummaryEn(c, setting, unit, sk) : missionSummaryFr(c, setting, unit, sk);
    if (t.leaks && i === 0 && chance(rng, 0.5)) {
      const civ = pick(rng, ['Dr', 'Mme', 'M.']);
      const fn = pick(rng, civ === 'Mme' ? P.FIRST_F : civ === 'M.' ? P.FIRST_M : [...P.FIRST_F, ...P.FIRST_M]);
      const named = `${civ} ${fn} ${pick(rng, P.LAST_RARE)}`;
      p.named.push(named.replace(/^(Dr|Mme|M\.) /, ''));
      summary += en ? ` Supervised by ${named}.` : ` Sous la responsabilité de ${named}.`;
    }
    const position = i === nWork - 1 ? label : en ? titleEn(rng, t, o) : titleFr(rng, t, o);
    work.push({
      name: inst.name,
      position,
      startDate: ym(s),
      endDate: last && chance(rng, 0.6) ? '' : ym(e),
      summary,
    });
  }
  work.reverse();

  // ---- education
  const sch = school(rng, t, o);
  p.schools.push(sch);
  const gradYear = new Date(startMs).getUTCFullYear();
  const education = [
    {
      institution: sch,
      area: en ? o.diploma.en : o.diploma.fr,
      studyType: pick(
        rng,
        en ? ['Degree', 'Diploma', 'MSc'] : ['Diplôme d’État', 'Diplôme', 'Master', 'Formation initiale'],
      ),
      startDate: String(gradYear - 3),
      endDate: String(gradYear),
    },
  ];

  // ---- referees
  const references: { name: string; reference: string }[] = [];
  if (chance(rng, 0.4)) {
    const rf = `${pick(rng, [...P.FIRST_F, ...P.FIRST_M])} ${pick(rng, [...P.LAST_RARE, ...P.LAST_FR])}`;
    p.referees.push(rf);
    references.push({
      name: rf,
      reference: en
        ? `${pick(rng, ['Ward manager', 'Head of department', 'Director'])} – can be contacted on request.`
        : `${pick(rng, ['Cadre de santé', 'Chef de service', 'Directrice', 'Médecin coordonnateur'])}, ${work[work.length - 1]?.name ?? ''} – coordonnées sur demande.`,
    });
  }

  // ---- summary
  const unitsTxt = t.units.map((u) => (en ? (UNITS[u]?.en ?? u) : (UNITS[u]?.fr ?? u)));
  const settingsTxt = t.settings.map((s) => (en ? (SETTINGS[s]?.en ?? s) : (SETTINGS[s]?.fr ?? s)));
  const skillsTxt = t.skills.map((s) => (en ? (SKILLS[s]?.en ?? s) : (SKILLS[s]?.fr ?? s)));
  const sent: string[] = [];
  if (en) {
    sent.push(
      t.years <= 2
        ? `${label}, qualified in ${gradYear}.`
        : `${label} with ${t.years} years of experience${unitsTxt.length > 0 ? ` in ${listEn(unitsTxt)}` : ''} (${listEn(settingsTxt)}).`,
    );
    if (skillsTxt.length > 0) sent.push(`Key skills: ${skillsTxt.join(', ')}.`);
    sent.push(`Looking for ${durationPhraseEn(t)}.`);
    if (t.nights) sent.push('Happy to work nights.');
    if (t.weekends) sent.push('Weekends available.');
    if (Math.max(...t.days) < 5) sent.push(`${t.days.join(' or ')} days a week.`);
    sent.push(areaPhraseEn(t));
  } else {
    const yrs =
      t.years <= 2
        ? pick(rng, [
            `${fem(t, 'Jeune diplômé', 'Jeune diplômée')} (${gradYear})`,
            `${fem(t, 'Diplômé', 'Diplômée')} en ${gradYear}`,
          ])
        : pick(rng, [`${t.years} ans d’expérience`, `${t.years} ans d’exercice`, `Plus de ${t.years} ans de pratique`]);
    sent.push(
      pick(rng, [
        `${label}, ${yrs}${unitsTxt.length > 0 ? `, principalement en ${listFr(unitsTxt)}` : ''} (${listFr(settingsTxt)}).`,
        `${yrs} en ${listFr(settingsTxt)}${unitsTxt.length > 0 ? ` : ${listFr(unitsTxt)}` : ''}.`,
      ]),
    );
    if (skillsTxt.length > 0)
      sent.push(
        pick(rng, [
          `Compétences : ${skillsTxt.join(', ')}.`,
          `${fem(t, 'Formé', 'Formée')} à : ${skillsTxt.join(', ')}.`,
        ]),
      );
    sent.push(`Je recherche des ${durationPhraseFr(t)}.`);
    const sch2 = schedulePhraseFr(rng, t);
    if (sch2) sent.push(sch2.charAt(0).toUpperCase() + sch2.slice(1));
    sent.push(areaPhraseFr(rng, t));
    const other = t.languages.filter((l) => l.lang !== 'fr');
    if (other.length > 0 && chance(rng, 0.6))
      sent.push(
        `Langues : ${other.map((l) => `${(LANG_NAMES[l.lang]?.fr ?? l.lang).toLowerCase()} ${LEVELS_FR[l.level].toLowerCase()}`).join(', ')}.`,
      );
  }
  if (t.leaks) {
    const kinds = sample(rng, ['name', 'contact', 'school', 'employer', 'linkedin'], int(rng, 1, 2));
    for (const k of kinds) {
      if (k === 'name')
        sent.unshift(en ? `My name is ${p.first} ${p.last}.` : `${p.first} ${p.last}, ${label.toLowerCase()}.`);
      if (k === 'contact') sent.push(en ? `Contact: ${p.phone} / ${p.email}` : `Contact : ${p.phone} – ${p.email}`);
      if (k === 'school') sent.push(en ? `Trained at ${sch}.` : `Formation initiale à ${sch}.`);
      if (k === 'employer' && p.employers.length > 0)
        sent.push(
          en ? `Currently working with ${p.employers[0]!}.` : `Actuellement en mission chez ${p.employers[0]!}.`,
        );
      if (k === 'linkedin' && p.linkedin) sent.push(en ? `Profile: ${p.linkedin}` : `Profil : ${p.linkedin}`);
    }
  }
  let summary = sent.join(' ');

  // ---- skills, certificates, languages
  const skills: { name: string; level: string; keywords: string[] }[] = t.skills.map((s) => ({
    name: en ? (SKILLS[s]?.en ?? s) : (SKILLS[s]?.fr ?? s),
    level: pick(rng, en ? ['Advanced', 'Expert', 'Intermediate'] : ['Avancé', 'Expert', 'Intermédiaire', 'Confirmé']),
    keywords: [],
  }));
  if (t.units.length > 0)
    skills.push({
      name: en ? 'Units' : 'Services',
      level: '',
      keywords: t.units.map((u) => (en ? (UNIT_SHORT_EN[u] ?? u) : (UNIT_SHORT[u] ?? u))),
    });
  skills.push({ name: en ? 'Care settings' : 'Structures', level: '', keywords: settingsTxt });
  const certificates = t.skills
    .filter((s) => CERTS[s])
    .map((s) => {
      const [name, issuer] = CERTS[s]!;
      return { name, issuer, startDate: String(int(rng, Math.max(2005, gradYear), 2026)) };
    });
  const languages = t.languages.map((l) => ({
    language: en ? (LANG_NAMES[l.lang]?.en ?? l.lang) : (LANG_NAMES[l.lang]?.fr ?? l.lang),
    fluency: en ? LEVELS_EN[l.level] : LEVELS_FR[l.level],
  }));

  // ---- meta.freelance texts
  const ff = t.freeFrom;
  const [yy, mm, dd] = ff.split('-');
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
  const availabilityDate = t.available
    ? pick(rng, en ? ['Immediately', 'ASAP', ff] : ['Immédiate', 'Disponible immédiatement', 'Dès maintenant', ff])
    : pick(
        rng,
        en
          ? [ff, `From ${dd}/${mm}/${yy}`]
          : [ff, `À partir du ${dd}/${mm}/${yy}`, `${months[Number(mm) - 1] ?? ''} ${yy}`],
      );
  const rate =
    t.rate === null
      ? pick(rng, en ? ['', 'Negotiable'] : ['', 'À négocier', 'Selon mission', 'Nous consulter'])
      : pick(
          rng,
          en
            ? [`${t.rate}`, `€${t.rate}/day`]
            : [
                `${t.rate}`,
                `${t.rate} €/jour`,
                `${t.rate - 20}-${t.rate + 30}`,
                `${t.rate} € HT / jour`,
                `TJM ${t.rate}€`,
              ],
        );

  let labelOut = label;
  if (t.noAccents) {
    labelOut = stripAccents(labelOut);
    summary = stripAccents(summary);
    for (const w of work) {
      w.position = stripAccents(w.position);
      w.summary = stripAccents(w.summary);
    }
    for (const s of skills) {
      s.name = stripAccents(s.name);
      s.keywords = s.keywords.map(stripAccents);
    }
  }

  const created = TODAY_MS - int(rng, 30, 900) * DAY;
  const updated = Math.min(TODAY_MS - DAY, created + int(rng, 0, 600) * DAY);
  return {
    basics: {
      name: `${p.first} ${p.last}`,
      label: labelOut,
      image: '',
      email: p.email,
      phone: p.phone,
      url: p.linkedin,
      summary,
      location: {
        address: `${home.cityName ?? ''}, ${home.countryName ?? 'France'}`,
        postalCode: home.cityZipCode ?? '',
        city: home.cityName ?? '',
        countryCode: home.countryCode ?? 'FR',
        region: home.regionName ?? '',
      },
      profiles: p.linkedin
        ? [{ username: p.linkedin.replace(/^.*\/in\//, ''), network: 'LinkedIn', url: p.linkedin }]
        : [],
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
      createdAt: new Date(created).toISOString(),
      updatedAt: new Date(updated).toISOString(),
      firstName: p.first,
      lastName: p.last,
      ...(chance(rng, 0.5) ? { cvUrl: `https://cv.example.org/b39/${slugify(`${p.first}-${p.last}`)}.pdf` } : {}),
      freelance: {
        available: t.available,
        availabilityDate,
        rate,
        seniority: t.declared === '' ? '' : SENIORITY_LABEL[t.declared],
        professions: [o.profession],
        openToCdi: chance(rng, 0.2),
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

// ---------------------------------------------------------------- the pool

const TOTAL = 710;
const NEIGHBOUR_SHARE = 0.15;

let cached: { profile: unknown; truth: Truth }[] | undefined;

export function corpus(): { profile: unknown; truth: Truth }[] {
  if (cached) return cached;
  const rng = mulberry32(39_20261202);
  const used = new Set<string>();
  const occKeys: (string | Plant)[] = [];
  const health = OCCS.filter((o) => !o.neighbour);
  const neigh = OCCS.filter((o) => o.neighbour);
  const nNeigh = Math.round(TOTAL * NEIGHBOUR_SHARE);
  const nHealth = TOTAL - nNeigh - PLANTS.length;
  for (const o of OCCS) occKeys.push(o.key, o.key, o.key);
  const hw = health.map((o) => [o.key, o.weight] as const);
  const nw = neigh.map((o) => [o.key, o.weight] as const);
  for (let i = 0; i < nHealth - health.length * 3; i++) occKeys.push(weighted(rng, hw));
  for (let i = 0; i < nNeigh - neigh.length * 3; i++) occKeys.push(weighted(rng, nw));
  occKeys.push(...PLANTS);
  const order = sample(rng, occKeys, occKeys.length);
  const truths = order.map((k) =>
    typeof k === 'string' ? drawTruth(rng, occ(k), undefined, used) : drawTruth(rng, occ(k.occ), k, used),
  );
  cached = truths.map((t, i) => {
    t.id = `b39-${String(i + 1).padStart(4, '0')}`;
    return { truth: t, profile: render(rng, t) };
  });
  return cached;
}
