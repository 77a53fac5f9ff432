/* Corpus generator of set 22: ~640 freelancers of the IT services / consultancy market, drawn from a Truth. */
import { OCCS, OCC, type Occ } from './occupations';
import { CITY_AREAS, DEPT_AREAS, REGION_AREAS, COUNTRY_AREAS, type Area } from './areas';
import { bandOf, TODAY, type Band, type Home, type Level, type Remote, type Truth } from './judge';
import {
  FIRST_M,
  FIRST_F,
  LAST,
  RARE_LAST,
  EMPLOYERS_SMALL,
  EMPLOYERS_WORDS,
  ESN,
  CLIENTS,
  SCHOOLS_RARE,
  SCHOOLS_COMMON,
} from './names';
import { PLANTS, type Plant } from './plants';

export const SEED = 0x22f1ee;
export const N = 640;

function mulberry32(a: number): () => number {
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Rng {
  constructor(private readonly r: () => number) {}
  next(): number {
    return this.r();
  }
  chance(p: number): boolean {
    return this.r() < p;
  }
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.r() * (hi - lo + 1));
  }
  pick<T>(xs: readonly T[]): T {
    const x = xs[Math.floor(this.r() * xs.length)];
    if (x === undefined) throw new Error('pick from empty list');
    return x;
  }
  weighted<T>(xs: readonly (readonly [T, number])[]): T {
    const total = xs.reduce((s, [, w]) => s + w, 0);
    let u = this.r() * total;
    for (const [x, w] of xs) {
      u -= w;
      if (u < 0) return x;
    }
    return xs[xs.length - 1]![0];
  }
  sample<T>(xs: readonly T[], n: number): T[] {
    const a = [...xs];
    for (let i = a.length - 1; i > 0; i--) {
      const j = Math.floor(this.r() * (i + 1));
      [a[i], a[j]] = [a[j]!, a[i]!];
    }
    return a.slice(0, Math.min(n, a.length));
  }
}

// ---------------------------------------------------------------- homes
const HOME_WEIGHTS: [string, number][] = [
  ['paris08', 5],
  ['paris11', 6],
  ['paris15', 6],
  ['paris17', 5],
  ['nanterre', 3],
  ['boulogne', 3],
  ['courbevoie', 3],
  ['versailles', 2],
  ['massy', 2],
  ['evry', 2],
  ['cergy', 2],
  ['creteil', 2],
  ['bobigny', 1],
  ['lyon03', 5],
  ['lyon07', 4],
  ['grenoble', 3],
  ['clermont', 2],
  ['saintetienne', 1],
  ['annecy', 2],
  ['chambery', 1],
  ['valence', 1],
  ['marseille', 3],
  ['aix', 3],
  ['nice', 2],
  ['toulon', 1],
  ['valbonne', 2],
  ['avignon', 1],
  ['toulouse', 5],
  ['blagnac', 2],
  ['montpellier', 3],
  ['nimes', 1],
  ['perpignan', 1],
  ['albi', 1],
  ['tarbes', 1],
  ['bordeaux', 4],
  ['pau', 1],
  ['bayonne', 1],
  ['larochelle', 1],
  ['poitiers', 1],
  ['limoges', 1],
  ['niort', 1],
  ['nantes', 5],
  ['angers', 2],
  ['lemans', 1],
  ['saintnazaire', 1],
  ['cholet', 1],
  ['rennes', 4],
  ['brest', 2],
  ['vannes', 1],
  ['lorient', 1],
  ['lannion', 1],
  ['rouen', 2],
  ['caen', 2],
  ['lehavre', 1],
  ['cherbourg', 1],
  ['evreux', 1],
  ['lille', 4],
  ['amiens', 1],
  ['valenciennes', 1],
  ['dunkerque', 1],
  ['compiegne', 1],
  ['arras', 1],
  ['strasbourg', 3],
  ['metz', 2],
  ['nancy', 2],
  ['reims', 1],
  ['mulhouse', 1],
  ['thionville', 1],
  ['troyes', 1],
  ['dijon', 2],
  ['besancon', 1],
  ['belfort', 1],
  ['montbeliard', 1],
  ['auxerre', 1],
  ['orleans', 2],
  ['tours', 2],
  ['bourges', 1],
  ['chartres', 1],
  ['ajaccio', 1],
  ['bastia', 1],
  ['saintdenis974', 2],
  ['fortdefrance', 1],
  ['pointeapitre', 1],
  ['cayenne', 1],
  ['mamoudzou', 1],
  ['bruxelles', 5],
  ['liege', 2],
  ['namur', 1],
  ['charleroi', 1],
  ['lln', 1],
  ['wavre', 1],
  ['gent', 1],
  ['antwerpen', 1],
  ['mons', 1],
  ['geneve', 4],
  ['lausanne', 3],
  ['zurich', 1],
  ['basel', 1],
  ['nyon', 1],
  ['neuchatel', 1],
  ['fribourg', 1],
  ['luxembourg', 3],
  ['esch', 1],
  ['strassen', 1],
  ['bertrange', 1],
];
const POSTAL: Record<string, string> = {
  bruxelles: '1000',
  liege: '4000',
  namur: '5000',
  charleroi: '6000',
  lln: '1348',
  wavre: '1300',
  gent: '9000',
  antwerpen: '2000',
  mons: '7000',
  geneve: '1201',
  lausanne: '1003',
  zurich: '8001',
  basel: '4051',
  nyon: '1260',
  neuchatel: '2000',
  fribourg: '1700',
  luxembourg: '1611',
  esch: '4001',
  strassen: '8008',
  bertrange: '8080',
};
const CITY_DISPLAY: Record<string, string> = {
  bruxelles: 'Bruxelles',
  gent: 'Gand',
  antwerpen: 'Anvers',
  basel: 'Bâle',
  zurich: 'Zurich',
};

export function homeOf(key: string): Home {
  const a = CITY_AREAS[key];
  if (!a) throw new Error(`no city ${key}`);
  return {
    key,
    city: a.cityName!,
    zip: a.cityZipCode ?? POSTAL[key] ?? '',
    dept: a.departmentCode ?? '',
    region: a.regionCode ?? '',
    regionName: a.regionName ?? '',
    country: a.countryCode ?? 'FR',
  };
}
const COUNTRY_NAME: Record<string, string> = { FR: 'France', BE: 'Belgique', CH: 'Suisse', LU: 'Luxembourg' };

function areasFor(r: Rng, h: Home, remote: Remote[]): Area[] {
  const out: Area[] = [];
  const add = (a: Area | undefined) => {
    if (a && !out.includes(a)) out.push(a);
  };
  const city = CITY_AREAS[h.key];
  const dept = DEPT_AREAS[`${h.country}:${h.dept}`];
  const region = REGION_AREAS[`${h.country}:${h.region}`];
  if (dept && r.chance(0.3)) add(dept);
  else add(city);
  if (r.chance(0.35)) add(region);
  if (h.country === 'FR' && h.region !== '11' && !['01', '02', '03', '04', '06'].includes(h.region) && r.chance(0.15))
    add(CITY_AREAS[r.pick(['paris08', 'paris15', 'courbevoie', 'nanterre'])]);
  if (r.chance(remote.includes('Full remote') ? 0.4 : 0.12)) add(COUNTRY_AREAS[h.country]);
  if (['57', '54'].includes(h.dept) && r.chance(0.45)) add(COUNTRY_AREAS.LU);
  if (['74', '01'].includes(h.dept) && r.chance(0.5)) add(REGION_AREAS['CH:GE']);
  if (h.dept === '59' && r.chance(0.2)) add(COUNTRY_AREAS.BE);
  if (h.country === 'BE' && r.chance(0.5)) add(COUNTRY_AREAS.BE);
  if (h.country === 'BE' && r.chance(0.15)) add(COUNTRY_AREAS.LU);
  if (h.country === 'LU' && r.chance(0.25)) add(REGION_AREAS['FR:44']);
  if (h.country === 'CH' && r.chance(0.3)) add(COUNTRY_AREAS.CH);
  return out;
}

// ---------------------------------------------------------------- text helpers
const stripAccents = (s: string): string => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
const slug = (s: string): string =>
  stripAccents(s)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const addDays = (iso: string, d: number): string => {
  const x = new Date(`${iso}T00:00:00Z`);
  x.setUTCDate(x.getUTCDate() + d);
  return x.toISOString().slice(0, 10);
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

const LANG_NAME_FR: Record<string, string> = {
  fr: 'Français',
  en: 'Anglais',
  de: 'Allemand',
  nl: 'Néerlandais',
  es: 'Espagnol',
  it: 'Italien',
  ar: 'Arabe',
  pt: 'Portugais',
  lb: 'Luxembourgeois',
};
const LANG_NAME_EN: Record<string, string> = {
  fr: 'French',
  en: 'English',
  de: 'German',
  nl: 'Dutch',
  es: 'Spanish',
  it: 'Italian',
  ar: 'Arabic',
  pt: 'Portuguese',
  lb: 'Luxembourgish',
};
const FLUENCY_FR: Record<Level, string[]> = {
  A2: ['Notions', 'Débutant', 'A2'],
  B1: ['Intermédiaire', 'Scolaire', 'B1'],
  B2: ['Bon niveau', 'Professionnel', 'B2'],
  C1: ['Courant', 'Très bon niveau', 'C1'],
  C2: ['Bilingue', 'Courant (C2)', 'C2'],
  natif: ['Langue maternelle', 'Natif', 'Maternelle'],
};
const FLUENCY_EN: Record<Level, string[]> = {
  A2: ['Basic', 'Elementary'],
  B1: ['Intermediate', 'Limited working proficiency'],
  B2: ['Professional working proficiency', 'Upper intermediate'],
  C1: ['Fluent', 'Full professional proficiency'],
  C2: ['Bilingual', 'Fluent (C2)'],
  natif: ['Native', 'Native speaker'],
};
const SENIORITY_ENUM: Record<
  Band,
  'Junior (0-2 ans)' | 'Confirme (3-6 ans)' | 'Senior (7-10 ans)' | 'Expert (10+ ans)'
> = {
  junior: 'Junior (0-2 ans)',
  confirme: 'Confirme (3-6 ans)',
  senior: 'Senior (7-10 ans)',
  expert: 'Expert (10+ ans)',
};
const BANDS: Band[] = ['junior', 'confirme', 'senior', 'expert'];
const LEAD_FAMS = new Set(['dev', 'data', 'cloud', 'qa', 'security', 'erp', 'crm']);

// ---------------------------------------------------------------- drawing a Truth
interface Draft {
  occ: Occ;
  feminine: boolean;
  years: number;
  lead: boolean;
  home: Home;
}

function drawTruth(
  r: Rng,
  idx: number,
  plant: Plant | undefined,
  usedNames: Set<string>,
  rare: string[],
  rareSchools: string[],
): Truth {
  const itShare = 0.52;
  const isIt = plant?.occ ? OCC[plant.occ]!.it : r.chance(itShare);
  const occ = plant?.occ
    ? OCC[plant.occ]!
    : r.weighted(OCCS.filter((o) => o.it === isIt).map((o) => [o, o.weight] as const));
  const feminine = plant?.feminine ?? r.chance(occ.it ? 0.3 : 0.5);
  const band: Band = r.weighted([
    ['junior', 12],
    ['confirme', 33],
    ['senior', 28],
    ['expert', 27],
  ]);
  const years =
    plant?.years ??
    (band === 'junior'
      ? r.int(0, 2)
      : band === 'confirme'
        ? r.int(3, 6)
        : band === 'senior'
          ? r.int(7, 10)
          : r.int(11, 28));
  const lead = plant?.lead ?? (LEAD_FAMS.has(occ.fam) && years >= 6 && r.chance(0.22));
  const homeKey = plant?.home ?? r.weighted(HOME_WEIGHTS);
  const home = homeOf(homeKey);
  const d: Draft = { occ, feminine, years, lead, home };
  return finishTruth(r, idx, d, plant, usedNames, rare, rareSchools);
}

function finishTruth(
  r: Rng,
  idx: number,
  d: Draft,
  plant: Plant | undefined,
  usedNames: Set<string>,
  rare: string[],
  rareSchools: string[],
): Truth {
  const { occ, home } = d;
  const bandTrue = bandOf(d.years);
  const bi = BANDS.indexOf(bandTrue);
  const declared: Band | '' = r.chance(0.1)
    ? ''
    : r.chance(0.12)
      ? BANDS[Math.min(3, Math.max(0, bi + (r.chance(0.7) ? 1 : -1)))]!
      : bandTrue;
  // skills
  const core = occ.core.filter((s, i) => i < 2 || r.chance(0.88));
  const opt = r.sample(occ.opt, r.int(2, Math.min(5, occ.opt.length)));
  const skills = [...new Set([...core, ...opt, ...(plant?.skills ?? [])])].filter(
    (s) => !(plant?.noSkills ?? []).includes(s),
  );
  // availability
  const available = plant?.available ?? r.chance(0.45);
  const freeFrom =
    plant?.freeFrom ??
    (available
      ? TODAY
      : addDays(
          TODAY,
          r.weighted([
            [r.int(5, 20), 2],
            [r.int(21, 60), 4],
            [r.int(61, 200), 4],
          ]),
        ));
  // rate
  const base = occ.it ? 380 : 330;
  const rate =
    plant?.rate !== undefined
      ? plant.rate
      : r.chance(0.08)
        ? null
        : Math.round((base + d.years * r.int(14, 26) + r.int(-40, 60)) / 10) * 10;
  const remote: Remote[] =
    plant?.remote ??
    r.weighted<Remote[]>([
      [['Hybride'], 30],
      [['Sur site', 'Hybride'], 20],
      [['Hybride', 'Full remote'], 18],
      [['Full remote'], occ.it ? 10 : 3],
      [['Sur site'], occ.it ? 8 : 18],
      [['Sur site', 'Hybride', 'Full remote'], 8],
    ]);
  const days =
    plant?.days ??
    r.weighted<number[]>([
      [[5], 45],
      [[4, 5], 25],
      [[3, 4, 5], 12],
      [[4], 8],
      [[2, 3], 5],
      [[3], 5],
    ]);
  const durations = r.sample(['< 3 mois', '3 a 6 mois', '6 a 12 mois', '> 12 mois'], r.int(1, 3)).sort();
  const areas = plant?.areas ? [...areasFor(r, home, remote).slice(0, 1), ...plant.areas] : areasFor(r, home, remote);
  // languages
  const langs: { lang: string; level: Level }[] = [];
  const flemish = home.key === 'gent' || home.key === 'antwerpen';
  const german = home.key === 'zurich' || home.key === 'basel';
  if (flemish) langs.push({ lang: 'nl', level: 'natif' }, { lang: 'fr', level: r.pick<Level>(['B2', 'C1', 'C2']) });
  else if (german) langs.push({ lang: 'de', level: 'natif' }, { lang: 'fr', level: r.pick<Level>(['B2', 'C1', 'C2']) });
  else if (home.country === 'LU')
    langs.push({ lang: 'fr', level: 'natif' }, { lang: 'de', level: r.pick<Level>(['B1', 'B2', 'C1']) });
  else langs.push({ lang: 'fr', level: 'natif' });
  const cvLang: 'fr' | 'en' =
    plant?.cvLang ??
    (r.chance(home.country === 'FR' ? (occ.it ? 0.14 : 0.08) : flemish || german ? 0.6 : 0.25) ? 'en' : 'fr');
  const en: Level =
    cvLang === 'en'
      ? r.pick<Level>(['C1', 'C1', 'C2', 'B2'])
      : r.weighted<Level>([
          ['A2', 10],
          ['B1', 25],
          ['B2', 35],
          ['C1', 20],
          ['C2', 10],
        ]);
  if (plant?.langs) langs.push(...plant.langs.filter((l) => !langs.some((x) => x.lang === l.lang)));
  if (!langs.some((l) => l.lang === 'en')) langs.push({ lang: 'en', level: en });
  if (home.country === 'BE' && !flemish && r.chance(0.4))
    langs.push({ lang: 'nl', level: r.pick<Level>(['B1', 'B2', 'C1']) });
  if (home.country === 'CH' && !german && r.chance(0.35))
    langs.push({ lang: 'de', level: r.pick<Level>(['B1', 'B2', 'C1']) });
  if (r.chance(0.14)) {
    const l = r.pick(['es', 'it', 'ar', 'pt', 'de']);
    if (!langs.some((x) => x.lang === l)) langs.push({ lang: l, level: r.pick<Level>(['B1', 'B2', 'C1', 'natif']) });
  }
  const certs = plant?.certs ?? (occ.certs.length && r.chance(0.4) ? r.sample(occ.certs, r.int(1, 2)) : []);
  const sectors = plant?.sectors ?? r.sample(occ.sectors, r.int(1, 3));
  // private data
  let first = '';
  let last = '';
  for (let k = 0; k < 50; k++) {
    first = d.feminine ? r.pick(FIRST_F) : r.pick(FIRST_M);
    last = rare.length && r.chance(0.08) ? rare.shift()! : r.pick(LAST);
    if (!usedNames.has(`${first} ${last}`)) break;
  }
  usedNames.add(`${first} ${last}`);
  const fs = slug(first);
  const ls = slug(last);
  const email = r.weighted([
    [`${fs}.${ls}@gmail.com`, 4],
    [`${fs[0]}${ls}${r.int(10, 99)}@hotmail.fr`, 2],
    [`${ls}.${fs}@outlook.fr`, 1],
    [`${fs}${ls[0]}.${r.pick(['pro', 'consulting', 'freelance'])}@gmail.com`, 1],
    [`contact@${ls}-${r.pick(['conseil', 'consulting', 'services'])}.fr`, 1],
  ] as const);
  const p2 = () => String(r.int(10, 99));
  const phone =
    home.country === 'BE'
      ? `+32 4${r.int(70, 99)} ${p2()} ${p2()} ${p2()}`
      : home.country === 'CH'
        ? `+41 7${r.int(6, 9)} ${r.int(100, 999)} ${p2()} ${p2()}`
        : home.country === 'LU'
          ? `+352 6${r.int(21, 91)} ${r.int(100, 999)} ${r.int(100, 999)}`
          : r.chance(0.5)
            ? `06 ${p2()} ${p2()} ${p2()} ${p2()}`
            : `+33 7 ${p2()} ${p2()} ${p2()} ${p2()}`;
  const linkedin = `${fs}-${ls}-${r.int(1000, 9999).toString(16)}${r.pick(['a', 'b', 'c', 'd', 'e', 'f'])}${r.int(10, 99)}`;
  const employers: string[] = [];
  if (r.chance(0.55)) employers.push(r.pick(EMPLOYERS_SMALL).replace('{L}', r.pick(LAST)));
  if (r.chance(0.35)) employers.push(r.pick(EMPLOYERS_WORDS));
  const schools = [rareSchools.length && r.chance(0.06) ? rareSchools.shift()! : r.pick(SCHOOLS_COMMON)];
  const referees = r.chance(0.35) ? [`${r.pick([...FIRST_F, ...FIRST_M])} ${r.pick(LAST)}`] : [];
  const named = r.chance(0.3) ? [`${r.pick([...FIRST_F, ...FIRST_M])} ${r.pick(LAST)}`] : [];
  const leaked: string[] = [];
  if (r.chance(0.25)) leaked.push(...r.sample(['name', 'email', 'phone', 'linkedin', 'employer'], r.int(1, 2)));
  return {
    id: `b22-${String(idx + 1).padStart(4, '0')}`,
    occ: occ.key,
    fam: occ.fam,
    it: occ.it,
    lead: d.lead,
    feminine: d.feminine,
    skills,
    years: d.years,
    band: bandTrue,
    declared,
    available: freeFrom <= TODAY,
    freeFrom,
    rate,
    remote,
    days,
    durations,
    home,
    areas,
    langs,
    certs,
    sectors,
    cvLang,
    noAccents: plant?.noAccents ?? r.chance(0.08),
    openToCdi: r.chance(0.2),
    vehicle: r.chance(0.6),
    priv: { first, last, email, phone, linkedin, employers, schools, referees, named, leaked },
  };
}

// ---------------------------------------------------------------- writing the profile
function title(r: Rng, t: Truth, occ: Occ): string {
  if (t.cvLang === 'en') {
    const base = r.chance(0.8) ? occ.en : r.pick(occ.alt);
    return t.lead ? `Lead ${base}` : base;
  }
  const fr = t.feminine ? occ.fr[1] : occ.fr[0];
  let base = r.weighted([
    [fr, 6],
    [r.pick(occ.alt), 3],
    [occ.en, 1],
  ] as const);
  if (t.lead) base = r.chance(0.5) ? `Lead ${base}` : `${base} - Tech Lead`;
  return base;
}

function qualifier(r: Rng, t: Truth): string {
  const fem = t.feminine;
  if (t.cvLang === 'en') return r.pick(['', ' (freelance)', t.years >= 7 ? ' - Senior' : '', ` - ${t.years}+ years`]);
  const q = [
    '',
    '',
    ' freelance',
    ' indépendant' + (fem ? 'e' : ''),
    t.years >= 7 ? ' senior' : t.years >= 3 ? (fem ? ' confirmée' : ' confirmé') : ' junior',
    ` - ${t.years} ans d'expérience`,
  ];
  return r.pick(q);
}

function availabilityText(r: Rng, t: Truth): string {
  if (t.freeFrom <= TODAY)
    return t.cvLang === 'en'
      ? r.pick(['Immediate', 'ASAP', 'Now'])
      : r.pick(['Immédiate', 'Disponible', 'Dès maintenant', '']);
  const [y, m, dd] = t.freeFrom.split('-');
  const mi = Number(m) - 1;
  return r.pick([
    t.freeFrom,
    `${dd}/${m}/${y}`,
    t.cvLang === 'en' ? `${MONTHS_EN[mi]} ${y}` : `${MONTHS_FR[mi]} ${y}`,
    t.cvLang === 'en' ? `from ${dd}/${m}/${y}` : `à partir du ${dd}/${m}/${y}`,
  ]);
}

function rateText(r: Rng, t: Truth): string {
  if (t.rate === null) return r.pick(['A négocier', 'Selon mission', '']);
  const v = t.rate;
  return r.pick([String(v), `${v} €`, `${v}€/jour`, `${v - 50}-${v + 50}`, `TJM ${v} € HT`]);
}

function summaryFr(r: Rng, t: Truth, occ: Occ, ttl: string): string {
  const fem = t.feminine;
  const sk = t.skills.slice(0, 5).join(', ');
  const sect = t.sectors.join(', ');
  const parts = [
    r.pick([
      `${ttl} avec ${t.years} ans d'expérience, principalement dans les secteurs ${sect}.`,
      `${t.years} ans d'expérience en tant que ${ttl.toLowerCase()}, en ESN puis en freelance (${sect}).`,
      `Consultant${fem ? 'e' : ''} indépendant${fem ? 'e' : ''} : ${ttl}. Expérience ${t.years < 3 ? 'de ' + Math.max(1, t.years) + ' an(s)' : 'de ' + t.years + ' ans'} auprès de clients ${sect}.`,
    ]),
    r.pick([`Compétences clés : ${sk}.`, `Environnement : ${sk}.`, `Je maîtrise ${sk}.`]),
  ];
  if (r.chance(0.5))
    parts.push(
      t.remote.includes('Full remote') && t.remote.length === 1
        ? 'Missions en full remote uniquement.'
        : t.remote.includes('Sur site')
          ? `Basé${fem ? 'e' : ''} à ${t.home.city}, mobile sur site.`
          : `Basé${fem ? 'e' : ''} à ${t.home.city}, télétravail partiel souhaité.`,
    );
  if (r.chance(0.3)) parts.push(r.pick(occ.missions) + '.');
  return parts.join(' ');
}

function summaryEn(r: Rng, t: Truth, ttl: string): string {
  const sk = t.skills.slice(0, 5).join(', ');
  return [
    r.pick([
      `${ttl} with ${t.years} years of experience in ${t.sectors.join(', ')}.`,
      `Freelance ${ttl.toLowerCase()}, ${t.years} years of experience.`,
    ]),
    `Key skills: ${sk}.`,
    r.chance(0.5) ? `Based in ${t.home.city}${t.remote.includes('Full remote') ? ', open to remote work' : ''}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

function work(
  r: Rng,
  t: Truth,
  occ: Occ,
): { name: string; position: string; startDate?: string; endDate?: string; summary: string }[] {
  const out: { name: string; position: string; startDate?: string; endDate?: string; summary: string }[] = [];
  const totalMonths = Math.max(6, t.years * 12 + r.int(0, 8));
  let end = TODAY.slice(0, 7);
  let left = totalMonths;
  const en = t.cvLang === 'en';
  const privEmployers = [...t.priv.employers];
  let named = [...t.priv.named];
  let n = 0;
  while (left > 0 && n < 6) {
    const len = Math.min(left, r.int(6, 40));
    const [ey, em] = end.split('-').map(Number) as [number, number];
    const startIdx = ey * 12 + (em - 1) - len;
    const start = `${Math.floor(startIdx / 12)}-${String((startIdx % 12) + 1).padStart(2, '0')}`;
    const sector = r.pick(t.sectors);
    const client =
      privEmployers.length && r.chance(0.5)
        ? privEmployers.shift()!
        : n === 0 || r.chance(0.5)
          ? r.pick(CLIENTS[sector] ?? ['Grand compte'])
          : r.pick(ESN);
    const lines = r.sample(en ? occ.missionsEn : occ.missions, 2);
    if (r.chance(0.35) && occ.near.length) {
      const nb = OCC[r.pick(occ.near)]!;
      const lc = (x: string) => x.charAt(0).toLowerCase() + x.slice(1);
      lines.push(en ? `Worked closely with the ${lc(nb.en)}` : `Travail en binôme avec le ${lc(nb.fr[0])}`);
    }
    if (named.length) {
      lines.push(en ? `Reporting to ${named[0]}` : `Sous la responsabilité de ${named[0]}`);
      named = [];
    }
    if (r.chance(0.5)) lines.push((en ? 'Tools: ' : 'Environnement : ') + r.sample(t.skills, 3).join(', '));
    const positionBase =
      n > 0 && t.years - (totalMonths - left) / 12 < 3 && r.chance(0.5)
        ? en
          ? `Junior ${occ.en}`
          : `${occ.fr[t.feminine ? 1 : 0]} junior`
        : en
          ? occ.en
          : r.chance(0.7)
            ? occ.fr[t.feminine ? 1 : 0]
            : r.pick(occ.alt);
    out.push({
      name: client,
      position: n === 0 && t.lead ? `Lead ${positionBase}` : positionBase,
      startDate: start,
      endDate: n === 0 && r.chance(0.6) ? undefined : end,
      summary: lines.join('. ') + '.',
    });
    end = start;
    left -= len;
    n++;
  }
  // employers not placed yet get an old position
  for (const e of privEmployers)
    out.push({
      name: e,
      position: en ? 'Intern' : r.pick(['Stagiaire', 'Alternant', 'Assistant']),
      startDate: '2008-09',
      endDate: '2009-06',
      summary: '',
    });
  return out;
}

function profileOf(r: Rng, t: Truth): unknown {
  const occ = OCC[t.occ]!;
  const en = t.cvLang === 'en';
  const ttl = title(r, t, occ);
  const label = ttl + qualifier(r, t) + (r.chance(0.25) ? ` | ${t.skills.slice(0, 3).join(' | ')}` : '');
  let summary = en ? summaryEn(r, t, ttl) : summaryFr(r, t, occ, ttl);
  const p = t.priv;
  for (const l of p.leaked) {
    if (l === 'name') summary = (en ? `I am ${p.first} ${p.last}. ` : `Je m'appelle ${p.first} ${p.last}. `) + summary;
    if (l === 'email') summary += en ? ` Contact: ${p.email}` : ` Contact : ${p.email}`;
    if (l === 'phone') summary += ` Tél. ${p.phone}`;
    if (l === 'linkedin') summary += ` linkedin.com/in/${p.linkedin}`;
    if (l === 'employer' && p.employers[0])
      summary += en ? ` Formerly at ${p.employers[0]}.` : ` Ancien de ${p.employers[0]}.`;
  }
  const countryName = COUNTRY_NAME[t.home.country] ?? 'France';
  const city = CITY_DISPLAY[t.home.key] ?? t.home.city;
  const lvlName = (lv: Level) => r.pick((en ? FLUENCY_EN : FLUENCY_FR)[lv]);
  const skillLevel = () =>
    en ? r.pick(['Advanced', 'Expert', 'Intermediate']) : r.pick(['Avancé', 'Expert', 'Intermédiaire', 'Confirmé']);
  const grouped = r.chance(0.3) && t.skills.length > 4;
  const skills = grouped
    ? [
        { name: en ? 'Core skills' : 'Compétences principales', level: skillLevel(), keywords: t.skills.slice(0, 3) },
        { name: en ? 'Tools' : 'Outils et environnement', level: skillLevel(), keywords: t.skills.slice(3) },
      ]
    : t.skills.map((s) => ({ name: s, level: skillLevel(), keywords: [] as string[] }));
  const gradYear = Number(TODAY.slice(0, 4)) - t.years - 1;
  const education = p.schools.map((s) => ({
    institution: s,
    area: occ.it
      ? r.pick(['Informatique', "Systèmes d'information", 'Génie logiciel', 'Réseaux et télécoms'])
      : r.pick(['Gestion', 'Génie industriel', 'Finance', 'Ressources humaines', 'Génie civil', 'Commerce']),
    studyType: r.pick(['Master', "Diplôme d'ingénieur", 'Licence professionnelle', 'BTS', 'DUT', 'MBA']),
    startDate: String(gradYear - 2),
    endDate: String(gradYear),
  }));
  const certificates = t.certs.map((c) => ({ name: c, issuer: '', startDate: String(r.int(2015, 2026)) }));
  const languages = t.langs.map((l) => ({
    language: (en ? LANG_NAME_EN : LANG_NAME_FR)[l.lang] ?? l.lang,
    fluency: lvlName(l.level),
  }));
  const references = p.referees.map((n) => ({
    name: n,
    reference: en
      ? `Former manager at ${r.pick(ESN)}`
      : `${r.pick(['Directeur', 'Responsable', 'Manager'])} chez ${r.pick(ESN)}, joignable sur demande`,
  }));
  const fix = (s: string) => (t.noAccents ? stripAccents(s) : s);
  const w = work(r, t, occ).map((x) => ({ ...x, position: fix(x.position), summary: fix(x.summary) }));
  const created = addDays(TODAY, -r.int(30, 900));
  return {
    basics: {
      name: `${p.first} ${p.last}`,
      label: fix(label),
      image: '',
      email: p.email,
      phone: p.phone,
      url: `https://www.linkedin.com/in/${p.linkedin}`,
      summary: fix(summary),
      location: {
        address: `${city}, ${countryName}`,
        postalCode: t.home.zip,
        city,
        countryCode: t.home.country,
        region: t.home.regionName,
      },
      profiles: [{ username: p.linkedin, network: 'LinkedIn', url: `https://www.linkedin.com/in/${p.linkedin}` }],
    },
    work: w,
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
      createdAt: `${created}T09:00:00Z`,
      updatedAt: `${addDays(TODAY, -r.int(0, 29))}T10:30:00Z`,
      firstName: p.first,
      lastName: p.last,
      cvUrl: `https://cv.freelance-files.example/${t.id}.pdf`,
      freelance: {
        available: t.available,
        availabilityDate: availabilityText(r, t),
        rate: rateText(r, t),
        seniority: t.declared === '' ? '' : SENIORITY_ENUM[t.declared],
        professions: [occ.profession],
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

export function corpus(): { profile: unknown; truth: Truth }[] {
  const r = new Rng(mulberry32(SEED));
  const usedNames = new Set<string>();
  const rare = [...RARE_LAST];
  const rareSchools = [...SCHOOLS_RARE];
  // planted profiles go to positions spread over the corpus
  const slots = r.sample(
    Array.from({ length: N }, (_, i) => i),
    PLANTS.length,
  );
  const plantAt = new Map<number, Plant>(slots.map((s, i) => [s, PLANTS[i]!]));
  const out: { profile: unknown; truth: Truth }[] = [];
  for (let i = 0; i < N; i++) {
    const t = drawTruth(r, i, plantAt.get(i), usedNames, rare, rareSchools);
    out.push({ truth: t, profile: profileOf(r, t) });
  }
  return out;
}
