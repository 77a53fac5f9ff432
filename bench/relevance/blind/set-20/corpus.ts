// set-20 corpus generator (blind relevance set). Deterministic: own PRNG, "today" is 2026-11-29.
import { HOMES, DEPARTMENTS, REGIONS, COUNTRIES, type Area } from './areas';
import { OCCUPATIONS, OCC, SECTORS, type Occ } from './occupations';
import { SKILLS } from './skills';
import {
  FIRST_M,
  FIRST_F,
  LAST,
  MAIL_FR,
  MAIL_BE,
  MAIL_CH,
  MAIL_LU,
  CLIENTS,
  ESN,
  SMALL_KINDS,
  SMALL_NAMES,
  SCHOOLS,
  FAMILY_SCHOOLS,
} from './people';

export const TODAY = '2026-11-29';

export type Band = 'junior' | 'confirme' | 'senior' | 'expert';
export type Remote = 'site' | 'hybrid' | 'remote';
export type Lang = 'fr' | 'en' | 'de' | 'nl' | 'es' | 'it' | 'pt' | 'ar' | 'lb';
export type Level = 'native' | 'c1' | 'b2' | 'b1';
export interface PlaceRef {
  type: 'ville' | 'departement' | 'region' | 'pays';
  country: string;
  region?: string;
  dept?: string;
  city?: string;
}
export interface Truth {
  id: string;
  gender: 'f' | 'm';
  cvLang: 'fr' | 'en';
  occ: string;
  family: string;
  digital: boolean;
  skills: string[];
  sectors: string[];
  years: number;
  band: Band;
  declaredSeniority: string;
  available: boolean;
  /** YYYY-MM-DD: the first day the freelancer can start. */
  availableFrom: string;
  /** day rate in euros; null when not given or "negotiable". */
  rate: number | null;
  remote: Remote[];
  days: number[];
  durations: string[];
  home: { city: string; cityName: string; postal: string; dept?: string; region: string; country: string };
  areas: PlaceRef[];
  languages: { lang: Lang; level: Level }[];
  certs: string[];
  openToCdi: boolean;
  vehicle: boolean;
  /** which private data this profile repeats in its free text */
  leaks: string[];
  /** private data, for the identity probes */
  priv: {
    first: string;
    last: string;
    email: string;
    phone: string;
    linkedin: string;
    employers: string[];
    smallEmployer?: string;
    schools: string[];
    referee?: string;
  };
}

// ------------------------------------------------------------------ PRNG
function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
let rnd = mulberry32(20_2026);
const R = () => rnd();
const int = (lo: number, hi: number) => lo + Math.floor(R() * (hi - lo + 1));
const chance = (p: number) => R() < p;
function pick<T>(xs: readonly T[]): T {
  return xs[Math.floor(R() * xs.length)]!;
}
function wpick<T>(xs: readonly (readonly [T, number])[]): T {
  const tot = xs.reduce((s, x) => s + x[1], 0);
  let r = R() * tot;
  for (const [v, w] of xs) {
    r -= w;
    if (r < 0) return v;
  }
  return xs[xs.length - 1]![0];
}
function sample<T>(xs: readonly T[], k: number): T[] {
  const a = [...xs];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(R() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a.slice(0, Math.min(k, a.length));
}
const cap = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
const stripAccents = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/g, 'oe');

// ------------------------------------------------------------------ dates
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
function addDays(iso: string, d: number): string {
  const t = new Date(iso + 'T00:00:00Z').getTime() + d * 86400000;
  return new Date(t).toISOString().slice(0, 10);
}
const ym = (y: number, m: number) => `${y}-${String(m).padStart(2, '0')}`;

// ------------------------------------------------------------------ areas
const DEPT = new Map(DEPARTMENTS.map((a) => [a.countryCode + ':' + a.departmentCode, a]));
const REG = new Map(REGIONS.map((a) => [a.countryCode + ':' + a.regionCode, a]));
const CTRY = new Map(COUNTRIES.map((a) => [a.countryCode, a]));
export function refOf(a: Area): PlaceRef {
  return { type: a.type, country: a.countryCode, region: a.regionCode, dept: a.departmentCode, city: a.cityName };
}
const regionArea = (cc: string, code: string) => REG.get(cc + ':' + code)!;
const deptArea = (cc: string, code: string) => DEPT.get(cc + ':' + code)!;
const countryArea = (cc: string) => CTRY.get(cc)!;
const OVERSEAS = ['01', '02', '03', '04', '06'];

function workAreas(h: (typeof HOMES)[number]): Area[] {
  const a = h.area;
  const cc = a.countryCode;
  const out: Area[] = [];
  const r = R();
  if (cc === 'FR') {
    const reg = a.regionCode!;
    const dep = a.departmentCode!;
    if (OVERSEAS.includes(reg)) {
      if (r < 0.5) out.push(deptArea('FR', dep));
      else if (r < 0.8) out.push(regionArea('FR', reg));
      else out.push(regionArea('FR', reg), countryArea('FR'));
    } else if (reg === '94') {
      if (r < 0.5) out.push(regionArea('FR', '94'));
      else if (r < 0.8) out.push(deptArea('FR', dep));
      else out.push(regionArea('FR', '94'), regionArea('FR', '93'));
    } else {
      if (r < 0.3) out.push(a);
      else if (r < 0.55) out.push(deptArea('FR', dep));
      else if (r < 0.7) out.push(regionArea('FR', reg));
      else if (r < 0.78)
        out.push(
          deptArea('FR', dep),
          reg === '11' ? deptArea('FR', pick(['92', '93', '94', '78'])) : deptArea('FR', '75'),
        );
      else if (r < 0.86) out.push(regionArea('FR', reg), ...(reg === '11' ? [] : [regionArea('FR', '11')]));
      else if (r < 0.94) out.push(countryArea('FR'));
      else {
        const other = pick(['84', '93', '76', '75', '52', '53', '44', '32', '11'].filter((x) => x !== reg));
        out.push(deptArea('FR', dep), regionArea('FR', other));
      }
      if ((dep === '74' || dep === '01') && chance(0.6)) out.push(regionArea('CH', 'GE'));
      if ((dep === '57' || dep === '54') && chance(0.5)) out.push(countryArea('LU'));
      if ((dep === '59' || dep === '08') && chance(0.35))
        out.push(chance(0.5) ? countryArea('BE') : regionArea('BE', 'WAL'));
      if ((dep === '68' || dep === '67') && chance(0.2)) out.push(regionArea('CH', 'BS'));
    }
  } else if (cc === 'BE') {
    if (r < 0.3) out.push(a);
    else if (r < 0.55) out.push(regionArea('BE', a.regionCode!));
    else if (r < 0.85) out.push(countryArea('BE'));
    else if (r < 0.92) out.push(countryArea('BE'), countryArea('LU'));
    else out.push(regionArea('BE', 'BRU'), deptArea('FR', '59'));
  } else if (cc === 'CH') {
    if (r < 0.3) out.push(a);
    else if (r < 0.65) out.push(regionArea('CH', a.regionCode!));
    else if (r < 0.9 || !['GE', 'VD'].includes(a.regionCode!)) out.push(countryArea('CH'));
    else out.push(regionArea('CH', 'GE'), deptArea('FR', '74'));
  } else if (cc === 'LU') {
    if (r < 0.55) out.push(countryArea('LU'));
    else if (r < 0.75) out.push(a);
    else if (r < 0.9) out.push(countryArea('LU'), deptArea('FR', '57'));
    else out.push(countryArea('LU'), countryArea('BE'));
  }
  // de-duplicate
  const seen = new Set<string>();
  return out.filter((x) => {
    const k = JSON.stringify(x);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

// ------------------------------------------------------------------ the specification a profile is drawn from
export interface Spec {
  occ: string;
  gender?: 'f' | 'm';
  home?: string; // "City|postal"
  years?: number;
  remote?: Remote[];
  days?: number[];
  availIn?: number; // days from today; <= 0: available now
  cvLang?: 'fr' | 'en';
  addSkills?: string[];
  dropSkills?: string[];
  sectors?: string[];
  areas?: string[]; // 'pays:FR', 'region:FR:11', 'dept:FR:69', 'home'
  rate?: number | null;
  langs?: { lang: Lang; level: Level }[];
  durations?: string[];
}

function bandOf(y: number): Band {
  if (y <= 2) return 'junior';
  if (y <= 6) return 'confirme';
  if (y <= 10) return 'senior';
  return 'expert';
}
const SENIORITY_LABEL: Record<Band, string> = {
  junior: 'Junior (0-2 ans)',
  confirme: 'Confirme (3-6 ans)',
  senior: 'Senior (7-10 ans)',
  expert: 'Expert (10+ ans)',
};

const REMOTE_SETS: Record<Occ['remote'], [Remote[], number][]> = {
  digital: [
    [['remote'], 20],
    [['hybrid', 'remote'], 30],
    [['hybrid'], 28],
    [['site', 'hybrid'], 12],
    [['site', 'hybrid', 'remote'], 10],
  ],
  mixed: [
    [['hybrid'], 35],
    [['site', 'hybrid'], 25],
    [['site'], 20],
    [['hybrid', 'remote'], 12],
    [['remote'], 8],
  ],
  onsite: [
    [['site'], 60],
    [['site', 'hybrid'], 30],
    [['hybrid'], 10],
  ],
};
const REMOTE_LABEL: Record<Remote, 'Sur site' | 'Hybride' | 'Full remote'> = {
  site: 'Sur site',
  hybrid: 'Hybride',
  remote: 'Full remote',
};

const usedNames = new Set<string>();
let smallIdx = 0;

function personName(gender: 'f' | 'm', country: string): [string, string] {
  for (;;) {
    const first = pick(gender === 'f' ? FIRST_F : FIRST_M);
    let last = pick(LAST);
    if (country === 'BE' && chance(0.5))
      last = pick([
        'Janssens',
        'Peeters',
        'Maes',
        'Jacobs',
        'Mertens',
        'Willems',
        'Claes',
        'Goossens',
        'Wouters',
        'Dubuisson',
        'Lambotte',
        'Delvaux',
        'Van Damme',
        'Dumont',
        'Lambert',
      ]);
    if (country === 'CH' && chance(0.5))
      last = pick([
        'Favre',
        'Rochat',
        'Bonvin',
        'Bernasconi',
        'Gerber',
        'Keller',
        'Weber',
        'Huber',
        'Schmid',
        'Muller',
        'Meyer',
        'Rey',
      ]);
    if (country === 'LU' && chance(0.4))
      last = pick(['Reuter', 'Weis', 'Hoffmann', 'Schmit', 'Kieffer', 'Wagner', 'Kremer', 'Muller', 'Meyer']);
    const k = first + ' ' + last;
    if (!usedNames.has(k)) {
      usedNames.add(k);
      return [first, last];
    }
  }
}
const slugify = (s: string) =>
  stripAccents(s)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function phoneFor(cc: string): string {
  const d = (n: number) => Array.from({ length: n }, () => int(0, 9)).join('');
  const pairs = (s: string) => s.match(/.{2}/g)!.join(' ');
  switch (cc) {
    case 'BE':
      return `+32 4${int(70, 99)} ${d(2)} ${d(2)} ${d(2)}`;
    case 'CH':
      return `+41 7${pick(['6', '7', '8', '9'])} ${d(3)} ${d(2)} ${d(2)}`;
    case 'LU':
      return `+352 6${pick(['21', '61', '91'])} ${d(3)} ${d(3)}`;
    default: {
      const body = pick(['6', '7']) + d(8);
      return chance(0.5) ? '0' + body[0] + ' ' + pairs(body.slice(1)) : '+33 ' + body[0] + ' ' + pairs(body.slice(1));
    }
  }
}

// ------------------------------------------------------------------ text helpers
const LANG_NAME: Record<Lang, [string, string]> = {
  fr: ['Français', 'French'],
  en: ['Anglais', 'English'],
  de: ['Allemand', 'German'],
  nl: ['Néerlandais', 'Dutch'],
  es: ['Espagnol', 'Spanish'],
  it: ['Italien', 'Italian'],
  pt: ['Portugais', 'Portuguese'],
  ar: ['Arabe', 'Arabic'],
  lb: ['Luxembourgeois', 'Luxembourgish'],
};
const LEVEL_NAME: Record<Level, [string[], string[]]> = {
  native: [
    ['Langue maternelle', 'Natif', 'Maternelle'],
    ['Native', 'Native speaker'],
  ],
  c1: [
    ['Courant', 'Courant (C1)', 'C1', 'Bilingue'],
    ['Fluent', 'C1', 'Full professional proficiency'],
  ],
  b2: [
    ['Professionnel', 'B2', 'Bon niveau', 'Niveau professionnel'],
    ['Professional working proficiency', 'B2', 'Good'],
  ],
  b1: [
    ['Intermédiaire', 'B1', 'Scolaire'],
    ['Intermediate', 'B1', 'Basic'],
  ],
};
const skillName = (k: string) => {
  const v = SKILLS[k];
  if (!v) throw new Error('unknown skill ' + k);
  return chance(0.75) ? v[0]! : pick(v);
};
const COUNTRY_NAME: Record<string, string> = { FR: 'France', BE: 'Belgique', CH: 'Suisse', LU: 'Luxembourg' };

function listFr(xs: string[]): string {
  if (xs.length <= 1) return xs.join('');
  return xs.slice(0, -1).join(', ') + ' et ' + xs[xs.length - 1];
}
function listEn(xs: string[]): string {
  if (xs.length <= 1) return xs.join('');
  return xs.slice(0, -1).join(', ') + ' and ' + xs[xs.length - 1];
}
function lowerTitle(t: string): string {
  // keep acronyms and English titles as written; lower the first letter of French ones
  if (
    /^[A-Z]{2,}/.test(t) ||
    /^(Chief|Interim|Data|Product|Business|Tech|Lead|Head|Key|Growth|Traffic|Community|Release|Scrum|Proxy|Analytics|Compliance|Talent|Supply|Demand|BIM|UX|UI|QA|Test|Cash|Lean|Regulatory|Programme|Project|HR|Backend|Frontend|Full|Front|Senior)/.test(
      t,
    )
  )
    return t;
  return t[0]!.toLowerCase() + t.slice(1);
}

function availabilityText(t: Truth, en: boolean): { text: string; from: string } {
  if (t.available) {
    const forms = en
      ? ['Immediately', 'Now', 'ASAP', '', t.availableFrom]
      : ['Immédiate', 'Immédiatement', 'Dès maintenant', 'ASAP', '', t.availableFrom, 'Disponible'];
    return { text: pick(forms), from: t.availableFrom };
  }
  const [y, m, d] = t.availableFrom.split('-').map(Number) as [number, number, number];
  const f = int(0, 5);
  if (f === 0) return { text: t.availableFrom, from: t.availableFrom };
  if (f === 1)
    return { text: `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}`, from: t.availableFrom };
  if (f === 2)
    return {
      text: en ? `From ${MONTHS_EN[m - 1]} ${d}, ${y}` : `À partir du ${d} ${MONTHS_FR[m - 1]} ${y}`,
      from: t.availableFrom,
    };
  // month-level forms: the truth snaps to the first day of the month (next month when that day is past)
  let yy = y;
  let mm = m;
  if (d > 10) {
    mm += 1;
    if (mm > 12) {
      mm = 1;
      yy += 1;
    }
  }
  const from = `${yy}-${String(mm).padStart(2, '0')}-01`;
  if (f === 3) return { text: en ? `Early ${MONTHS_EN[mm - 1]} ${yy}` : `Début ${MONTHS_FR[mm - 1]} ${yy}`, from };
  if (f === 4) return { text: en ? `${MONTHS_EN[mm - 1]} ${yy}` : `${cap(MONTHS_FR[mm - 1]!)} ${yy}`, from };
  return { text: `${yy}-${String(mm).padStart(2, '0')}-01`, from };
}

function rateText(rate: number | null, cc: string, en: boolean): string {
  if (rate === null)
    return pick(en ? ['', 'Negotiable', 'To be discussed'] : ['', 'À négocier', 'Selon mission', 'Nous consulter']);
  if (cc === 'CH' && chance(0.35)) return `${Math.round((rate * 0.95) / 10) * 10} CHF`;
  const f = int(0, 7);
  switch (f) {
    case 0:
      return String(rate);
    case 1:
      return `${rate} €`;
    case 2:
      return `${rate}€/jour`;
    case 3:
      return en ? `${rate} EUR/day` : `${rate} € HT / jour`;
    case 4:
      return `TJM ${rate}`;
    case 5:
      return `${rate - 50}-${rate + 50}`;
    case 6:
      return `${rate} EUR`;
    default:
      return `${rate}`;
  }
}

// a title that names a tool or a speciality: the skill it implies
const TITLE_SKILLS: [RegExp, string][] = [
  [/React(?! Native)/, 'react'],
  [/Angular/, 'angular'],
  [/Vue\.js/, 'vuejs'],
  [/Node/, 'nodejs'],
  [/Symfony/, 'symfony'],
  [/Laravel/, 'laravel'],
  [/Django/, 'django'],
  [/FastAPI/, 'fastapi'],
  [/Flutter/, 'flutter'],
  [/React Native/, 'react-native'],
  [/Kotlin/, 'kotlin'],
  [/iOS/, 'swift'],
  [/Azure/, 'azure'],
  [/AWS/, 'aws'],
  [/Power BI/, 'power-bi'],
  [/Spark/, 'spark'],
  [/Databricks/, 'databricks'],
  [/SAFe/, 'safe'],
  [/CATIA/, 'catia'],
  [/Workday/, 'workday'],
  [/S\/4HANA|ABAP \/ S4/, 's4hana'],
  [/MM\/SD/, 'sap-mm'],
  [/MM\/SD/, 'sap-sd'],
  [/CVC|génie climatique|HVAC/i, 'cvc'],
  [/électricité|Electrical|électriques|électrique/i, 'courants-forts'],
  [/HTA\/BT/, 'hta-bt'],
  [/photovoltaïque|Solar/i, 'photovoltaique'],
  [/éolien|Wind Project/i, 'eolien'],
  [/SIRH paie/, 'paie'],
  [/SEO \/ SEA/, 'sea'],
  [/CSV/, 'gamp5'],
  [/gros œuvre/, 'gros-oeuvre'],
  [/TCE/, 'tce'],
  [/Kafka/, 'kafka'],
  [/Spring/, 'spring-boot'],
  [/FICO|FI\/CO|Finance Consultant|SAP Finance/, 'sap-fico'],
  [/Salesforce/, 'salesforce'],
  [/Dynamics|D365/, 'dynamics-365'],
  [/Machine Learning|ML Engineer/, 'scikit-learn'],
];

// tools named in mission phrases: a phrase is used only when its tools are in the truth
const TASK_SKILLS: [RegExp, string][] = [
  ...TITLE_SKILLS,
  [/GraphQL/, 'graphql'],
  [/Figma/, 'figma'],
  [/Terraform/, 'terraform'],
  [/Helm/, 'helm'],
  [/Prometheus/, 'prometheus'],
  [/Grafana/, 'grafana'],
  [/GitLab/, 'gitlab-ci'],
  [/Airflow/, 'airflow'],
  [/dbt/, 'dbt'],
  [/Snowflake/, 'snowflake'],
  [/Cypress/, 'cypress'],
  [/Postman/, 'postman'],
  [/Kyriba/, 'kyriba'],
  [/HubSpot/, 'hubspot'],
  [/Navisworks/, 'navisworks'],
  [/Caneco/, 'caneco'],
  [/GAMP 5/, 'gamp5'],
  [/EBIOS RM/, 'ebios-rm'],
  [/NIS ?2/, 'nis2'],
  [/DORA/, 'dora'],
  [/IATF 16949/, 'iatf-16949'],
  [/ISO 14001/, 'iso-14001'],
  [/MDR/, 'mdr'],
  [/Apex/, 'apex'],
  [/LWC/, 'lwc'],
  [/eCTD/, 'ectd'],
  [/TPM/, 'tpm'],
  [/LinkedIn Recruiter/, 'linkedin-recruiter'],
  [/Sapin II/, 'sapin2'],
  [/KYC/, 'kyc'],
  [/PSUR/, 'pharmacovigilance'],
  [/RAG|LLM/, 'llm'],
  [/Celery/, 'python'],
  [/SMED/, 'lean'],
  [/Kaizen|5S/, 'lean'],
  [/Databricks/, 'databricks'],
  [/Hadoop/, 'spark'],
  [/Argo CD/, 'kubernetes'],
  [/JUnit|Mockito/, 'java'],
  [/PHPUnit|API Platform/, 'symfony'],
  [/ATS/, 'recrutement'],
  [/Meta Ads/, 'sea'],
  [/netlinking/, 'seo'],
  [/Power BI/, 'power-bi'],
];

// ------------------------------------------------------------------ one profile
interface Built {
  profile: unknown;
  truth: Truth;
}

function homeOf(spec: Spec) {
  if (spec.home) {
    const [c, p] = spec.home.split('|');
    const h = HOMES.find((x) => x.city === c && (!p || x.postal === p));
    if (!h) throw new Error('no home ' + spec.home);
    return h;
  }
  return wpick(HOMES.map((h) => [h, h.w] as const));
}

function areaOfSpec(s: string, h: (typeof HOMES)[number]): Area {
  if (s === 'home') return h.area;
  const [kind, cc, code] = s.split(':');
  if (kind === 'pays') return countryArea(cc!);
  if (kind === 'region') return regionArea(cc!, code!);
  if (kind === 'dept') return deptArea(cc!, code!);
  if (kind === 'ville') return HOMES.find((x) => x.city === cc && x.postal === code)!.area;
  throw new Error('bad area ' + s);
}

function build(idx: number, spec: Spec): Built {
  const o = OCC[spec.occ];
  if (!o) throw new Error('unknown occupation ' + spec.occ);
  const id = `b20-${String(idx).padStart(4, '0')}`;
  const gender = spec.gender ?? (chance(0.5) ? 'f' : 'm');
  const h = homeOf(spec);
  const cc = h.area.countryCode;
  const cvLang: 'fr' | 'en' =
    spec.cvLang ?? (chance((o.digital ? 0.18 : 0.08) + (cc === 'FR' ? 0 : 0.12)) ? 'en' : 'fr');
  const en = cvLang === 'en';

  // skewed towards the lower end of the occupation's range: fewer veterans than a uniform draw
  let years = spec.years ?? o.years[0] + Math.floor((o.years[1] - o.years[0] + 1) * Math.pow(R(), 1.55));
  if (years === 10 && spec.years === undefined) years = chance(0.5) ? 9 : 11;
  const band = bandOf(years);
  const declared = chance(0.85) ? SENIORITY_LABEL[band] : '';

  let skills = [
    ...o.core,
    ...(o.oneOf ?? []).map((g) => pick(g)),
    ...sample(o.opt, Math.max(o.core.length === 0 ? 2 : 1, int(2, 5))),
  ];
  if (spec.addSkills) skills.push(...spec.addSkills);
  if (spec.dropSkills) skills = skills.filter((s) => !spec.dropSkills!.includes(s));
  skills = [...new Set(skills)];
  const sectors = spec.sectors ?? sample(o.sectors, int(1, 3));

  // availability
  let available: boolean;
  let availableFrom: string;
  if (spec.availIn !== undefined) {
    available = spec.availIn <= 0;
    availableFrom = addDays(TODAY, spec.availIn);
  } else if (chance(0.45)) {
    available = true;
    availableFrom = addDays(TODAY, -int(0, 80));
  } else {
    available = false;
    availableFrom = addDays(
      TODAY,
      wpick([
        [int(5, 20), 20],
        [int(21, 60), 40],
        [int(61, 160), 40],
      ] as [number, number][]),
    );
  }

  // rate
  const mult = { junior: 0.75, confirme: 1, senior: 1.2, expert: 1.4 }[band];
  const ctry = { FR: 1, BE: 1.05, CH: 1.35, LU: 1.2 }[cc] ?? 1;
  const overseas = cc === 'FR' && OVERSEAS.includes(h.area.regionCode!) ? 0.9 : 1;
  let rate: number | null = Math.round((o.tjm * mult * ctry * overseas * (0.88 + R() * 0.24)) / 10) * 10;
  if (chance(0.1)) rate = null;
  if (spec.rate !== undefined) rate = spec.rate;

  const remote = spec.remote ?? wpick(REMOTE_SETS[o.remote]);
  const days: number[] =
    spec.days?.slice() ??
    (chance(o.partTime ?? 0.08)
      ? wpick([
          [[1], 10],
          [[2], 15],
          [[1, 2], 15],
          [[2, 3], 25],
          [[3], 15],
          [[3, 4], 15],
          [[1, 2, 3], 5],
        ] as [number[], number][]).slice()
      : wpick([
          [[5], 55],
          [[4, 5], 35],
          [[3, 4, 5], 10],
        ] as [number[], number][])
    ).slice();
  const durations =
    spec.durations ??
    wpick([
      [['3 a 6 mois', '6 a 12 mois'], 25],
      [['6 a 12 mois', '> 12 mois'], 25],
      [['> 12 mois'], 12],
      [['< 3 mois', '3 a 6 mois'], 12],
      [['< 3 mois'], 6],
      [['< 3 mois', '3 a 6 mois', '6 a 12 mois', '> 12 mois'], 12],
      [['3 a 6 mois'], 8],
    ] as [string[], number][]);

  const areasArr = spec.areas ? spec.areas.map((s) => areaOfSpec(s, h)) : workAreas(h);

  // languages
  const langs: { lang: Lang; level: Level }[] = [];
  if (spec.langs) langs.push(...spec.langs);
  else {
    const nonFrNative =
      (cc === 'CH' && ['ZH', 'BS', 'BE'].includes(h.area.regionCode!)) || (cc === 'BE' && h.area.regionCode === 'VLG');
    if (nonFrNative && chance(0.5)) {
      langs.push({ lang: 'fr', level: 'c1' }, { lang: cc === 'CH' ? 'de' : 'nl', level: 'native' });
    } else if (en && chance(0.15)) {
      langs.push({ lang: 'en', level: 'native' }, { lang: 'fr', level: pick(['c1', 'b2'] as Level[]) });
    } else langs.push({ lang: 'fr', level: 'native' });
    if (!langs.some((l) => l.lang === 'en')) {
      const lv = en
        ? 'c1'
        : o.digital
          ? wpick([
              ['c1', 45],
              ['b2', 40],
              ['b1', 15],
            ] as [Level, number][])
          : wpick([
              ['c1', 25],
              ['b2', 45],
              ['b1', 25],
              ['none', 5],
            ] as [Level | 'none', number][]);
      if (lv !== 'none') langs.push({ lang: 'en', level: lv as Level });
    }
    const dep = h.area.departmentCode;
    if (
      !langs.some((l) => l.lang === 'de') &&
      (cc === 'CH' || cc === 'LU' || dep === '67' || dep === '68' || dep === '57') &&
      chance(0.4)
    )
      langs.push({ lang: 'de', level: pick(['c1', 'b2'] as Level[]) });
    if (cc === 'LU' && chance(0.2)) langs.push({ lang: 'lb', level: pick(['b1', 'b2'] as Level[]) });
    if (!langs.some((l) => l.lang === 'nl') && cc === 'BE' && chance(0.4))
      langs.push({ lang: 'nl', level: pick(['c1', 'b2', 'b1'] as Level[]) });
    if (chance(0.1)) langs.push({ lang: 'es', level: pick(['c1', 'b2', 'b1'] as Level[]) });
    if (chance(0.04)) langs.push({ lang: 'it', level: pick(['c1', 'b2'] as Level[]) });
    if (chance(0.04)) langs.push({ lang: 'pt', level: pick(['native', 'c1'] as Level[]) });
  }

  const certs = (o.certs ?? []).filter(() => chance(0.35));
  const [first, last] = personName(gender, cc);
  const mailDom = pick(cc === 'BE' ? MAIL_BE : cc === 'CH' ? MAIL_CH : cc === 'LU' ? MAIL_LU : MAIL_FR);
  const fl = slugify(first).replace(/-/g, '');
  const ll = slugify(last).replace(/-/g, '');
  const local = pick([
    `${fl}.${ll}`,
    `${fl}.${ll}${int(1, 99)}`,
    `${fl[0]}${ll}`,
    `${fl}${ll}`,
    `${ll}.${fl}`,
    `${fl}-${ll}`,
  ]);
  const email = `${local}@${mailDom}`;
  const phone = phoneFor(cc);
  const linkedin = `${slugify(first)}-${slugify(last)}${chance(0.5) ? '-' + Math.floor(R() * 0xffffff).toString(16) : ''}`;

  const truth: Truth = {
    id,
    gender,
    cvLang,
    occ: o.key,
    family: o.family,
    digital: o.digital,
    skills,
    sectors,
    years,
    band,
    declaredSeniority: declared,
    available,
    availableFrom,
    rate,
    remote,
    days,
    durations,
    home: {
      city: h.city,
      cityName: h.area.cityName!,
      postal: h.postal,
      dept: h.area.departmentCode,
      region: h.area.regionCode!,
      country: cc,
    },
    areas: areasArr.map(refOf),
    languages: langs,
    certs,
    openToCdi: chance(0.25),
    vehicle: chance(o.remote === 'onsite' ? 0.85 : 0.55),
    leaks: [],
    priv: { first, last, email, phone, linkedin, employers: [], schools: [] },
  };
  const avail = availabilityText(truth, en);
  truth.availableFrom = avail.from;
  truth.available = truth.availableFrom <= TODAY;

  // ---------------------------------------------------------------- texts
  const fem = gender === 'f';
  const fitBand = (xs: string[]) => {
    const bad =
      band === 'junior'
        ? /senior|lead|head|principal|directeur|directrice|expert|responsable|chief|director/i
        : band === 'confirme'
          ? /senior|head|principal|chief/i
          : null;
    const ok = bad ? xs.filter((x) => !bad.test(x)) : xs;
    return ok.length ? ok : xs;
  };
  const implied = (tt: string) => TITLE_SKILLS.filter(([re]) => re.test(tt)).map(([, k]) => k);
  const consistent = (xs: string[]) => {
    const ok = xs.filter((x) => implied(x).every((k) => skills.includes(k)));
    return ok.length ? ok : xs;
  };
  const titlePool = consistent(fitBand(en ? o.en : fem && chance(0.8) ? o.f : o.m));
  let title = pick(titlePool);
  if (!en && o.digital && chance(0.15)) title = pick(consistent(fitBand(o.en)));
  const missionTitles = Array.from({ length: 4 }, () => pick(titlePool));
  // a title naming a tool or a speciality makes it part of the truth
  for (const tt of [title, ...missionTitles])
    for (const k of implied(tt)) if (!truth.skills.includes(k)) truth.skills.push(k);
  if ([title, ...missionTitles].some((tt) => /temps partagé|part-time/i.test(tt)) && !truth.days.some((d) => d < 5)) {
    truth.days = pick([[2], [2, 3], [1, 2], [3]]);
    days.splice(0, days.length, ...truth.days);
  }
  skills = truth.skills;
  // mission phrases: those naming only tools of the truth (else all of them, and their tools join the truth)
  const taskTools = (x: string) => TASK_SKILLS.filter(([re]) => re.test(x)).map(([, k]) => k);
  const fullPool = en ? o.tasksEn : o.tasksFr;
  let taskPool = fullPool.filter((x) => taskTools(x).every((k) => skills.includes(k)));
  if (taskPool.length < 2) {
    taskPool = fullPool;
    for (const x of fullPool) for (const k of taskTools(x)) if (!skills.includes(k)) skills.push(k);
  }
  const skillNames = skills.map((k) => skillName(k));
  const topSkills = sample(skillNames, 2);
  const sectorWords = sectors.map((s) => (en ? SECTORS[s]!.en : SECTORS[s]!.fr));

  let label = title;
  const deco = R();
  if (band === 'junior' && chance(0.4)) label = en ? `Junior ${title}` : `${title} junior`;
  else if (
    (band === 'senior' || band === 'expert') &&
    !/senior|head|directeur|directrice|chief|lead|principal/i.test(title) &&
    chance(0.35)
  )
    label = en || /^[A-Z][a-z]+ [A-Z]/.test(title) ? `Senior ${title}` : `${title} senior`;
  if (deco < 0.3 && topSkills.length === 2) label += ` – ${topSkills[0]} / ${topSkills[1]}`;
  else if (deco < 0.42) label += ` | ${cap(sectorWords[0]!)}`;
  else if (deco < 0.55)
    label += en ? ' (freelance)' : pick([' freelance', fem ? ' indépendante' : ' indépendant', ' - Freelance']);
  if (!en && chance(0.08)) label = stripAccents(label);

  const freelanceYears = Math.max(1, Math.min(years - 1, int(1, 8)));
  const careerStart = 2026 - years;

  // work history: salaried years first, then freelance missions
  const work: { name: string; position: string; startDate?: string; endDate?: string; summary: string }[] = [];
  const clientPool = [...new Set(sectors.flatMap((s) => CLIENTS[s] ?? []))];
  let taskQueue: string[] = [];
  const nextTask = (avoid?: string): string => {
    for (let i = 0; i < 4; i++) {
      if (taskQueue.length === 0) taskQueue = sample(taskPool, 99);
      const t = taskQueue.pop()!;
      if (t !== avoid) return t;
    }
    return pick(taskPool);
  };
  let smallEmployer: string | undefined;
  if (years >= 3 && chance(0.35) && smallIdx < SMALL_NAMES.length) {
    // each rare name is used once: the small employer identifies its former employee
    const n = SMALL_NAMES[smallIdx];
    const k = SMALL_KINDS[smallIdx % SMALL_KINDS.length];
    smallIdx += 1;
    smallEmployer = `${k} ${n}${chance(0.4) ? ' SAS' : ''}`;
  }
  // salaried segment
  const salariedYears = years - freelanceYears;
  let cursor = careerStart;
  const startMonth = int(1, 12);
  if (salariedYears > 0) {
    const nJobs = salariedYears >= 6 ? int(2, 3) : 1;
    const span = salariedYears / nJobs;
    for (let j = 0; j < nJobs; j++) {
      const s = Math.round(careerStart + j * span);
      const e = Math.round(careerStart + (j + 1) * span);
      const employer =
        j === 0 && smallEmployer
          ? smallEmployer
          : chance(0.35)
            ? pick(ESN)
            : pick(clientPool.length ? clientPool : ESN);
      const early = j === 0 && o.prev && chance(0.5);
      const salariedPool = titlePool.filter((x) => !/temps partagé|part-time|interim|de transition/i.test(x));
      const pos = early ? o.prev![0]! : pick(salariedPool.length ? salariedPool : titlePool);
      const posTxt =
        early && fem
          ? pos
              .replace(/^Contrôleur/, 'Contrôleuse')
              .replace(/^Auditeur/, 'Auditrice')
              .replace(/^Administrateur/, 'Administratrice')
              .replace(/^Ingénieur /, 'Ingénieure ')
              .replace(/^Chef de projet/, pick(['Cheffe de projet', 'Chef de projet']))
              .replace(/^Consultant /, 'Consultante ')
              .replace(/^Dessinateur-projeteur/, 'Dessinatrice-projeteuse')
          : pos;
      const summ = en
        ? `${cap(nextTask())}.`
        : ((a: string, b: string) => pick([`CDI. ${cap(a)}.`, `${cap(a)}.`, `${cap(a)} ; ${b}.`]))(
            nextTask(),
            nextTask(),
          );
      work.push({
        name: employer,
        position: posTxt,
        startDate: ym(s, j === 0 ? startMonth : int(1, 12)),
        endDate: ym(e, int(1, 12)),
        summary: summ,
      });
      truth.priv.employers.push(employer);
      cursor = e;
    }
  }
  // freelance missions
  const nMissions = Math.max(1, Math.min(4, Math.round(freelanceYears / 1.5)));
  const fStart = Math.max(cursor, 2026 - freelanceYears);
  const fSpan = (2026 + 10 / 12 - fStart) / nMissions;
  for (let j = 0; j < nMissions; j++) {
    const s = fStart + j * fSpan;
    const e = fStart + (j + 1) * fSpan;
    const sy = Math.floor(s);
    const sm = Math.min(12, 1 + Math.floor((s - sy) * 12));
    const ey = Math.floor(e);
    const em = Math.min(12, 1 + Math.floor((e - ey) * 12));
    const client = clientPool.length && chance(0.85) ? pick(clientPool) : pick(ESN);
    const last = j === nMissions - 1;
    const t1 = nextTask();
    const t2 = nextTask(t1);
    const env = sample(skillNames, Math.min(skillNames.length, int(2, 4)));
    const mates = int(3, 25);
    const sumFr = pick([
      `${cap(t1)}, ${t2}. Environnement : ${env.join(', ')}.`,
      `Mission ${pick(['freelance', 'en régie', 'au forfait', 'de transition'])} pour ${pick(['un grand compte', 'une ETI', 'une PME', 'un groupe international', 'une startup'])} (${sectorWords[0]}). ${cap(t1)} ; ${t2}.`,
      `${cap(t1)}. ${cap(t2)}. Équipe de ${mates} personnes. Outils : ${env.join(', ')}.`,
      `- ${cap(t1)}\n- ${cap(t2)}\n- Environnement : ${env.join(' / ')}`,
    ]);
    const sumEn = pick([
      `${cap(t1)}; ${t2}. ${o.digital ? 'Stack' : 'Tools'}: ${env.join(', ')}.`,
      `${cap(t1)}. ${cap(t2)}. Team of ${mates}.`,
      `- ${cap(t1)}\n- ${cap(t2)}\n- Tools: ${env.join(', ')}`,
    ]);
    const pos = missionTitles[j % 4] + (chance(0.25) ? (en ? ' (freelance)' : ' (mission freelance)') : '');
    const endDate = last && !truth.available ? undefined : last ? ym(2026, int(8, 11)) : ym(ey, em);
    work.push({ name: client, position: pos, startDate: ym(sy, sm), endDate, summary: en ? sumEn : sumFr });
    truth.priv.employers.push(client);
  }
  work.reverse();
  truth.priv.smallEmployer = smallEmployer;

  // education
  const schoolKinds = FAMILY_SCHOOLS[o.family] ?? ['business'];
  const edu: { institution: string; area: string; studyType: string; startDate?: string; endDate?: string }[] = [];
  const nEdu = chance(0.35) ? 2 : 1;
  for (let j = 0; j < nEdu; j++) {
    const s = pick(SCHOOLS[pick(schoolKinds)]!);
    if (edu.some((e) => e.institution === s.name)) continue;
    const end = careerStart - j * int(2, 3);
    edu.push({
      institution: s.name,
      area: s.area,
      studyType: s.type,
      startDate: String(end - int(2, 5)),
      endDate: String(end),
    });
    truth.priv.schools.push(s.name);
  }

  // summary
  const [st1, st2, st3x] = sample(taskPool, 3);
  const st3 = st3x ?? st1;
  const ans = (n: number) => `${n} an${n > 1 ? 's' : ''}`;
  const yearsFr = pick([
    `${ans(years)} d'expérience`,
    years >= 6 ? `plus de ${years - 1} ans d'expérience` : `${ans(years)} d'expérience`,
    `${ans(years)} d'expérience professionnelle`,
  ]);
  const enTantQue = (t: string) =>
    /^[aeiouyéèêâîôûh]/i.test(lowerTitle(t)) && /^[a-zéèêâîôû]/.test(lowerTitle(t))
      ? `en tant qu'${lowerTitle(t)}`
      : `en tant que ${lowerTitle(t)}`;
  const sectorsFr = sectorWords.length
    ? pick([
        ` dans ${sectors.length > 1 ? 'les secteurs ' : 'le secteur '}${listFr(sectorWords)}`,
        ` (${sectorWords.join(', ')})`,
        '',
      ])
    : '';
  const freelanceWord = fem
    ? pick(['indépendante', 'freelance', 'en freelance'])
    : pick(['indépendant', 'freelance', 'en freelance']);
  const parts: string[] = [];
  if (en) {
    parts.push(
      pick([
        `${title} with ${years} year${years > 1 ? 's' : ''} of experience${sectorWords.length ? ' in ' + listEn(sectorWords) : ''}.`,
        `Freelance ${title} based in ${h.city}. ${years}+ years of experience.`,
        `${title}. Recent missions for ${pick(['SMEs', 'large corporates', 'scale-ups', 'public bodies'])}: ${st3}.`,
        `Independent ${title} since ${2026 - freelanceYears}.`,
      ]),
    );
    parts.push(
      pick([
        `Key skills: ${skillNames.join(', ')}.`,
        `Recent work: ${st1}; ${st2}.`,
        `Background in ${listEn(sectorWords)}.`,
      ]),
    );
    if (truth.remote.includes('remote') && chance(0.5)) parts.push('Open to fully remote missions.');
    if (truth.days.every((d) => d < 5) && chance(0.7))
      parts.push(`Available ${truth.days.join(' or ')} day(s) a week.`);
    if (truth.areas.some((a) => a.type === 'pays' && a.country === 'FR') && chance(0.6))
      parts.push('Happy to travel anywhere in France.');
  } else {
    parts.push(
      pick([
        `${title} ${freelanceWord} avec ${yearsFr}${sectorsFr}.`,
        `${cap(yearsFr)} ${enTantQue(title)}${sectorsFr}.`,
        `${fem ? 'Consultante indépendante' : 'Consultant indépendant'} depuis ${freelanceYears} an${freelanceYears > 1 ? 's' : ''}, j'interviens comme ${lowerTitle(title)} auprès ${pick(["de PME et d'ETI", 'de grands comptes', 'de startups et scale-ups', "d'acteurs publics"])}.`,
        `${title} ${fem ? 'basée' : 'basé'} à ${h.city}. Interventions récentes : ${st3}.`,
        `${title}. ${cap(st1!)}, ${st2}.`,
      ]),
    );
    parts.push(
      pick([
        `Compétences clés : ${skillNames.join(', ')}.`,
        `Principales réalisations : ${st1} ; ${st2}.`,
        `Expertise : ${skillNames.slice(0, 4).join(' / ')}.`,
        `Dernières missions : ${st1}, ${st2}.`,
        '',
      ]),
    );
    if (truth.remote.length === 1 && truth.remote[0] === 'remote' && chance(0.6))
      parts.push('Missions en full remote uniquement.');
    else if (truth.remote.includes('remote') && chance(0.4))
      parts.push('Ouvert' + (fem ? 'e' : '') + ' au télétravail complet.');
    if (truth.days.every((d) => d < 5) && chance(0.7))
      parts.push(
        `Disponible ${truth.days.join(' à ')} jour${truth.days.length > 1 || truth.days[0]! > 1 ? 's' : ''} par semaine (temps partagé).`,
      );
    if (truth.areas.some((a) => a.type === 'pays' && a.country === 'FR') && chance(0.6))
      parts.push('Mobile sur toute la France.');
    if (langs.some((l) => l.lang === 'en' && (l.level === 'c1' || l.level === 'native')) && chance(0.3))
      parts.push('Anglais courant.');
  }
  // private data repeated in free text, for some profiles
  const refName = `${pick(chance(0.5) ? FIRST_F : FIRST_M)} ${pick(LAST)}`;
  const leakRoll = R();
  if (leakRoll < 0.07) {
    parts.push(en ? `Contact: ${email} / ${phone}` : `Contact : ${email} – ${phone}`);
    truth.leaks.push('email', 'phone');
  } else if (leakRoll < 0.13 && smallEmployer) {
    parts.push(
      en
        ? `Previously ${years - freelanceYears} years at ${smallEmployer}.`
        : `Auparavant ${salariedYears} ans chez ${smallEmployer}.`,
    );
    truth.leaks.push('employer');
  } else if (leakRoll < 0.18 && edu.length) {
    parts.push(
      en
        ? `Graduate of ${edu[0]!.institution}.`
        : `${fem ? 'Diplômée' : 'Diplômé'} ${/^(Université|École|Institut)/.test(edu[0]!.institution) ? "de l'" : /^[AEIOUÉÈYH]/.test(edu[0]!.institution) ? "d'" : 'de '}${edu[0]!.institution}.`,
    );
    truth.leaks.push('school');
  } else if (leakRoll < 0.22) {
    parts.push(en ? `Full profile: linkedin.com/in/${linkedin}` : `Profil complet : linkedin.com/in/${linkedin}`);
    truth.leaks.push('linkedin');
  } else if (leakRoll < 0.26) {
    parts.push(
      en ? `I am ${first} ${last}, reach me at ${phone}.` : `Je suis ${first} ${last}, joignable au ${phone}.`,
    );
    truth.leaks.push('name', 'phone');
  }
  const references: { name: string; reference: string }[] = [];
  if (chance(0.12)) {
    references.push({
      name: refName,
      reference: en
        ? `${refName}, my manager at ${work[work.length - 1]?.name ?? 'a client'}.`
        : `${refName}, ${pick(['manager', 'directeur', 'responsable'])} chez ${work[0]?.name ?? 'un client'}, peut vous renseigner.`,
    });
    truth.priv.referee = refName;
  }
  let summary = parts.filter(Boolean).join(' ');
  if (chance(0.04)) summary = '';

  // skills section
  const levels = en ? ['Expert', 'Advanced', 'Intermediate'] : ['Expert', 'Avancé', 'Confirmé', 'Intermédiaire'];
  let skillsSection: { name: string; level: string; keywords: string[] }[];
  if (chance(0.3) && skillNames.length >= 3) {
    const cut = Math.ceil(skillNames.length / 2);
    skillsSection = [
      {
        name: en ? 'Core skills' : pick(['Compétences clés', 'Expertises', 'Compétences métier']),
        level: '',
        keywords: skillNames.slice(0, cut),
      },
      {
        name: en ? 'Tools' : pick(['Outils', 'Environnement technique', 'Logiciels']),
        level: '',
        keywords: skillNames.slice(cut),
      },
    ];
  } else skillsSection = skillNames.map((n) => ({ name: n, level: chance(0.7) ? pick(levels) : '', keywords: [] }));

  const languages = langs.map((l) => ({
    language: LANG_NAME[l.lang][en ? 1 : 0],
    fluency: pick(LEVEL_NAME[l.level][en ? 1 : 0]),
  }));
  const certificates = certs.map((c) => ({
    name: c,
    issuer: '',
    startDate: String(int(Math.max(careerStart + 1, 2012), 2026)),
  }));

  const profile = {
    basics: {
      name: `${first} ${last}`,
      label,
      image: '',
      email,
      phone,
      url: `https://www.linkedin.com/in/${linkedin}`,
      summary,
      location: {
        address: `${h.city}, ${COUNTRY_NAME[cc]}`,
        postalCode: h.postal,
        city: h.city,
        countryCode: cc,
        region: h.area.regionName ?? '',
      },
      profiles: [{ username: linkedin, network: 'LinkedIn', url: `https://www.linkedin.com/in/${linkedin}` }],
    },
    work,
    education: edu,
    certificates,
    skills: skillsSection,
    languages,
    volunteer: [],
    awards: [],
    publications: [],
    interests: [],
    references,
    projects: [],
    meta: {
      id,
      createdAt: `${int(2019, 2025)}-${String(int(1, 12)).padStart(2, '0')}-${String(int(1, 28)).padStart(2, '0')}T${String(int(7, 22)).padStart(2, '0')}:${String(int(0, 59)).padStart(2, '0')}:00Z`,
      updatedAt: `2026-${String(int(1, 11)).padStart(2, '0')}-${String(int(1, 28)).padStart(2, '0')}T10:00:00Z`,
      firstName: first,
      lastName: last,
      freelance: {
        available: truth.available,
        availabilityDate: avail.text,
        rate: rateText(rate, cc, en),
        seniority: declared,
        professions: chance(0.7) ? [o.m[0]] : [],
        openToCdi: truth.openToCdi,
        vehicle: truth.vehicle,
        preferences: {
          missionDuration: durations,
          remoteWork: remote.map((r) => REMOTE_LABEL[r]),
          daysPerWeek: days.map(String),
          workAreas: areasArr,
        },
      },
    },
  };
  return { profile, truth };
}

// ------------------------------------------------------------------ planted profiles: make sure the queries have answers
export const PLANTS: Spec[] = [];
import { PLANTED } from './plants';
PLANTS.push(...PLANTED);

let cache: Built[] | null = null;
export function corpus(): Built[] {
  if (cache) return cache;
  rnd = mulberry32(20_2026);
  usedNames.clear();
  smallIdx = 0;
  const specs: Spec[] = [];
  for (const o of OCCUPATIONS) for (let i = 0; i < o.n; i++) specs.push({ occ: o.key });
  // deterministic shuffle, then the planted ones
  const order = sample(specs, specs.length);
  const all = [...order, ...PLANTS];
  cache = all.map((s, i) => build(i + 1, s));
  return cache;
}
