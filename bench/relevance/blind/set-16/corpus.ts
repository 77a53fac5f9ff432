// Set 16 corpus generator (blind set, written 2026-11-29 from the interface specification and the profile schema only).
// A generalist freelance marketplace as a French recruiting agency sees it: half digital trades, half business trades,
// homes across France (Paris, suburbs, regions, small towns, overseas), Belgium, Switzerland and Luxembourg; about
// 30 % of the profiles written in English. Deterministic: seeded PRNG, "today" is 2026-11-29.
import { OCCUPATIONS, OCC, OccDef } from './occupations';
import { SECTORS, skillName } from './skills';
import { Rng, hashSeed } from './rng';
import * as PP from './people';
import {
  homes,
  homeWeights,
  Home,
  Point,
  Area,
  areaPoint,
  regionArea,
  deptArea,
  countryArea,
  frRegionCode,
} from './places';
import { OVERRIDES, Override } from './overrides';

export const TODAY = '2026-11-29';

export type Sen = 'junior' | 'confirme' | 'senior' | 'expert';
export type Remote = 'onsite' | 'hybrid' | 'remote';
export type Lang = 'fr' | 'en' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar' | 'lb' | 'zh';

export interface Truth {
  id: string;
  occ: string;
  family: 'digital' | 'business';
  gender: 'f' | 'm';
  /** language the profile is written in */
  writtenIn: 'fr' | 'en';
  skills: string[];
  sectors: string[];
  years: number;
  seniority: Sen;
  /** what meta.freelance.seniority declares ('' when empty) */
  declared: Sen | '';
  remote: Remote[];
  /** meta.freelance.available */
  available: boolean;
  /** first day the freelancer can start (ISO date) */
  availableFrom: string;
  /** day rate in EUR, null when not given or negotiable */
  rate: number | null;
  home: { country: string; region: string; dept: string; city: string; display: string; zip: string; group: string };
  /** the declared work areas, as places */
  areas: Point[];
  /** languages and level: 1 basic, 2 professional, 3 fluent, 4 native or bilingual */
  langs: Partial<Record<Lang, number>>;
  days: number[];
  durations: string[];
  certs: string[];
}

const SEN_ENUM: Record<Sen, string> = {
  junior: 'Junior (0-2 ans)',
  confirme: 'Confirme (3-6 ans)',
  senior: 'Senior (7-10 ans)',
  expert: 'Expert (10+ ans)',
};
export function seniorityOf(years: number): Sen {
  return years <= 2 ? 'junior' : years <= 6 ? 'confirme' : years <= 10 ? 'senior' : 'expert';
}

const DOMAIN: Record<string, [string, string]> = {
  'dev-front': ['développement front-end', 'front-end development'],
  'dev-fullstack-js': ['développement web fullstack', 'full-stack web development'],
  'dev-java': ['développement Java', 'Java development'],
  'dev-php': ['développement PHP', 'PHP development'],
  'dev-python': ['développement Python', 'Python development'],
  'dev-dotnet': ['développement .NET', '.NET development'],
  'dev-mobile': ['développement mobile', 'mobile development'],
  'dev-go': ['développement back-end', 'backend engineering'],
  'dev-embedded': ['logiciel embarqué', 'embedded software'],
  'data-engineer': ['data engineering', 'data engineering'],
  'data-scientist': ['data science et machine learning', 'data science and machine learning'],
  'data-analyst': ['business intelligence et analyse de données', 'business intelligence and analytics'],
  devops: ['DevOps et cloud', 'DevOps and cloud'],
  'admin-sys': ['administration systèmes et réseaux', 'systems and network administration'],
  'product-owner': ['gestion de produit digital', 'digital product management'],
  'scrum-master': ['agilité', 'agile delivery'],
  'ux-ui': ['design UX/UI', 'UX/UI design'],
  pentester: ['sécurité offensive', 'offensive security'],
  'cyber-grc': ['gouvernance de la cybersécurité', 'cybersecurity governance'],
  sap: ['intégration SAP', 'SAP implementation'],
  'crm-consultant': ['intégration CRM', 'CRM implementation'],
  qa: ['qualité logicielle et tests', 'software testing'],
  'chef-projet-it': ['gestion de projets informatiques', 'IT project management'],
  comptable: ['comptabilité', 'accounting'],
  'controleur-gestion': ['contrôle de gestion', 'management control'],
  daf: ['direction financière', 'corporate finance'],
  rh: ['ressources humaines', 'human resources'],
  paie: ['paie et administration du personnel', 'payroll'],
  recrutement: ['recrutement', 'recruitment'],
  bizdev: ['développement commercial B2B', 'B2B sales'],
  kam: ['gestion de grands comptes', 'key account management'],
  'marketing-digital': ['marketing digital', 'digital marketing'],
  seo: ['référencement naturel et payant', 'search marketing'],
  communication: ['communication', 'communications'],
  'community-manager': ['community management', 'social media'],
  acheteur: ['achats', 'procurement'],
  'chef-projet': ['gestion de projet et PMO', 'project management and PMO'],
  consultant: ['conseil en management', 'management consulting'],
  csm: ['customer success', 'customer success'],
  traducteur: ['traduction', 'translation'],
  redacteur: ['rédaction de contenus', 'content writing'],
};

const F_SHARE: Record<string, number> = {
  paie: 0.8,
  rh: 0.75,
  recrutement: 0.7,
  communication: 0.7,
  'community-manager': 0.65,
  traducteur: 0.7,
  redacteur: 0.6,
  comptable: 0.6,
  'ux-ui': 0.55,
  csm: 0.55,
  'marketing-digital': 0.55,
  'product-owner': 0.45,
  acheteur: 0.45,
  'controleur-gestion': 0.45,
  devops: 0.15,
  'admin-sys': 0.12,
  'dev-embedded': 0.15,
  'dev-go': 0.2,
  pentester: 0.2,
};

// ------------------------------------------------------------------ small helpers
function iso(d: Date): string {
  return d.toISOString().slice(0, 10);
}
function addDays(isoDate: string, n: number): string {
  const d = new Date(isoDate + 'T00:00:00Z');
  d.setUTCDate(d.getUTCDate() + n);
  return iso(d);
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
function ascii(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}
function slugify(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
function listFr(xs: string[]): string {
  return xs.length <= 1 ? xs.join('') : xs.slice(0, -1).join(', ') + ' et ' + xs[xs.length - 1];
}
function listEn(xs: string[]): string {
  return xs.length <= 1 ? xs.join('') : xs.slice(0, -1).join(', ') + ' and ' + xs[xs.length - 1];
}
function digits(r: Rng, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += String(r.int(0, 9));
  return s;
}

// ------------------------------------------------------------------ truth generation
interface Ctx {
  usedNames: Set<string>;
  usedEmails: Set<string>;
  usedEmployers: Set<string>;
  surnameQueue: string[];
}

function pickYears(r: Rng, o: OccDef): number {
  for (let k = 0; k < 50; k++) {
    const cat = r.weighted<Sen>(['junior', 'confirme', 'senior', 'expert'], [16, 34, 28, 22]);
    const y =
      cat === 'junior'
        ? r.int(1, 2)
        : cat === 'confirme'
          ? r.int(3, 6)
          : cat === 'senior'
            ? r.int(7, 10)
            : r.int(11, 24);
    if (o.minYears && y < o.minYears) continue;
    if (o.maxYears && y > o.maxYears) continue;
    return y;
  }
  return o.minYears ?? 5;
}

function pickSkills(r: Rng, o: OccDef): string[] {
  const out: string[] = [];
  for (const g of o.core) {
    const s = r.pick(g);
    if (!out.includes(s)) out.push(s);
  }
  const n = r.int(o.extra[0], o.extra[1]);
  for (const s of r.shuffle(o.pool)) {
    if (out.length >= o.core.length + n) break;
    if (!out.includes(s)) out.push(s);
  }
  return out;
}

function pickRemote(r: Rng, h: Home): Remote[] {
  const opts: Remote[][] = [
    ['onsite'],
    ['hybrid'],
    ['remote'],
    ['hybrid', 'remote'],
    ['onsite', 'hybrid'],
    ['onsite', 'hybrid', 'remote'],
  ];
  const w = h.group === 'outremer' ? [4, 10, 30, 30, 6, 20] : [8, 22, 12, 28, 15, 15];
  return r.weighted(opts, w);
}

function pickDays(r: Rng, o: OccDef): number[] {
  const opts = [[5], [4, 5], [3, 4, 5], [4], [3], [2, 3], [1, 2, 3, 4, 5], [3, 4], [1, 2], [2]];
  const partTime = [
    'community-manager',
    'redacteur',
    'traducteur',
    'daf',
    'communication',
    'paie',
    'comptable',
    'rh',
    'seo',
  ];
  const w = partTime.includes(o.id) ? [22, 16, 10, 8, 12, 12, 6, 6, 5, 3] : [38, 24, 9, 7, 5, 4, 6, 6, 0.5, 0.5];
  return r.weighted(opts, w);
}

function pickDurations(r: Rng): string[] {
  if (r.chance(0.2)) return [];
  const all = ['< 3 mois', '3 a 6 mois', '6 a 12 mois', '> 12 mois'];
  const out = all.filter(() => r.chance(0.5));
  return out.length ? out : [r.pick(all)];
}

function pickAvailability(r: Rng): { available: boolean; from: string } {
  const x = r.next();
  if (x < 0.42) return { available: true, from: addDays(TODAY, -r.int(0, 80)) };
  const buckets: [string, number][] = [
    ['2026-12-01', 30],
    ['2027-01-01', 30],
    ['2027-02-01', 27],
    ['2027-03-01', 30],
    ['2027-04-01', 80],
    ['2027-09-01', 20],
  ];
  const [start, span] = r.weighted(buckets, [16, 17, 10, 7, 6, 3]);
  return { available: false, from: addDays(start, r.int(0, span)) };
}

function pickLangs(
  r: Rng,
  h: Home,
  writtenIn: 'fr' | 'en',
  o: OccDef,
  firstName: string,
): Partial<Record<Lang, number>> {
  const L: Partial<Record<Lang, number>> = { fr: 4 };
  const enLvl = () => r.weighted([0, 1, 2, 3, 4], o.family === 'digital' ? [5, 8, 28, 44, 15] : [9, 15, 32, 32, 12]);
  L.en = enLvl();
  if (h.country === 'BE') {
    if (h.region === 'VLG') {
      L.nl = 4;
      L.fr = r.weighted([2, 3, 4], [2, 5, 2]);
      L.en = Math.max(3, L.en);
    } else if (h.region === 'BRU') {
      L.nl = r.weighted([0, 1, 2, 3, 4], [3, 3, 3, 3, 2]);
    } else if (r.chance(0.3)) L.nl = r.int(1, 3);
  } else if (h.country === 'CH') {
    if (['ZH', 'BE', 'BS'].includes(h.region)) {
      if (r.chance(0.7)) {
        L.de = 4;
        L.fr = r.weighted([2, 3, 4], [2, 5, 2]);
      } else L.de = r.int(2, 3);
    } else if (h.region === 'TI') {
      L.it = 4;
      L.fr = 3;
    } else if (r.chance(0.45)) L.de = r.int(1, 3);
  } else if (h.country === 'LU') {
    if (r.chance(0.4)) {
      L.lb = 4;
      L.de = 4;
    } else if (r.chance(0.5)) L.de = r.int(2, 4);
    L.en = Math.max(2, L.en!);
  } else {
    if (r.chance(0.09)) L.de = r.int(1, 3);
    if (h.group === 'town' && ['67', '68', '57'].includes(h.dept) && r.chance(0.5)) L.de = r.int(2, 4);
  }
  if (r.chance(0.13)) L.es = r.int(1, 4);
  if (r.chance(0.06)) L.it = Math.max(L.it ?? 0, r.int(1, 3));
  if (r.chance(0.03)) L.pt = r.int(2, 4);
  if (
    [
      'Karim',
      'Mehdi',
      'Yassine',
      'Samir',
      'Fatima',
      'Aïcha',
      'Yasmine',
      'Nadia',
      'Karima',
      'Leïla',
      'Myriam',
      'Ismaël',
    ].includes(firstName) &&
    r.chance(0.6)
  )
    L.ar = r.int(3, 4);
  if (['Wei', 'Mei'].includes(firstName)) L.zh = 4;
  if (writtenIn === 'en') L.en = Math.max(3, L.en!);
  if (o.id === 'traducteur') {
    L.en = r.weighted([3, 4], [1, 2]);
    if (r.chance(0.45)) L.de = Math.max(L.de ?? 0, r.int(3, 4));
    if (r.chance(0.35)) L.es = Math.max(L.es ?? 0, r.int(3, 4));
    if (r.chance(0.2)) L.it = Math.max(L.it ?? 0, 3);
  }
  for (const k of Object.keys(L) as Lang[]) if (!L[k]) delete L[k];
  return L;
}

function pickAreas(r: Rng, h: Home): Area[] {
  const out: Area[] = [];
  const add = (a: Area) => {
    if (!out.some((x) => x === a)) out.push(a);
  };
  if (r.chance(0.1)) return out;
  const ha = h.area;
  if (r.chance(0.35)) add(ha);
  if (h.country === 'FR') {
    if (r.chance(0.45)) add(deptArea(h.dept));
    if (r.chance(0.35)) add(regionArea('FR', frRegionCode(h.region)));
    if (h.region !== 'ile-de-france' && h.group !== 'outremer' && r.chance(0.18)) add(regionArea('FR', '11'));
    if (h.region === 'ile-de-france' && r.chance(0.12)) add(regionArea('FR', r.pick(['84', '52', '32', '75'])));
    if (['57', '54'].includes(h.dept) && r.chance(0.45)) add(countryArea('LU'));
    if (['74', '01'].includes(h.dept) && r.chance(0.45)) add(regionArea('CH', 'GE'));
    if (h.dept === '68' && r.chance(0.4)) add(regionArea('CH', 'BS'));
    if (h.dept === '59' && r.chance(0.2)) add(countryArea('BE'));
    if (r.chance(0.12)) add(countryArea('FR'));
  } else if (h.country === 'BE') {
    if (h.area.departmentCode && r.chance(0.3)) add(deptArea(h.area.departmentCode, 'BE'));
    if (r.chance(0.35)) add(regionArea('BE', h.region));
    if (r.chance(0.5)) add(countryArea('BE'));
    if (h.region === 'WAL' && r.chance(0.2)) add(regionArea('FR', '32'));
    if (r.chance(0.15)) add(countryArea('LU'));
  } else if (h.country === 'CH') {
    if (r.chance(0.5)) add(regionArea('CH', h.region));
    if (r.chance(0.45)) add(countryArea('CH'));
    if (['GE', 'VD'].includes(h.region) && r.chance(0.25)) add(deptArea('74'));
  } else if (h.country === 'LU') {
    if (r.chance(0.3)) add(regionArea('LU', h.region));
    if (r.chance(0.55)) add(countryArea('LU'));
    if (r.chance(0.3)) add(regionArea('FR', '44'));
    if (r.chance(0.15)) add(countryArea('BE'));
  }
  if (!out.length) add(ha);
  return out;
}

function pickRate(r: Rng, o: OccDef, years: number, h: Home): number | null {
  if (r.chance(0.1)) return null;
  const x = Math.min(years, 15) / 15;
  let v = o.rate[0] + (o.rate[1] - o.rate[0]) * x;
  v *= 0.88 + r.next() * 0.24;
  if (h.country === 'CH') v *= 1.3;
  if (h.country === 'LU') v *= 1.1;
  if (h.group === 'town' || h.group === 'outremer') v *= 0.93;
  return Math.round(v / 10) * 10;
}

// ------------------------------------------------------------------ rendering
function levelText(l: number, lang: 'fr' | 'en', r: Rng): string {
  if (lang === 'fr')
    return r.pick(
      [
        [],
        ['Notions', 'Scolaire', 'A2'],
        ['Professionnel', 'B2', 'Intermédiaire'],
        ['Courant', 'C1', 'Courant'],
        ['Bilingue', 'Langue maternelle', 'Natif'],
      ][l] as string[],
    );
  return r.pick(
    [
      [],
      ['Basic', 'Elementary', 'A2'],
      ['Professional working proficiency', 'B2', 'Intermediate'],
      ['Fluent', 'C1', 'Full professional proficiency'],
      ['Native', 'Bilingual', 'Native speaker'],
    ][l] as string[],
  );
}
const LANG_NAME: Record<Lang, [string, string]> = {
  fr: ['Français', 'French'],
  en: ['Anglais', 'English'],
  de: ['Allemand', 'German'],
  es: ['Espagnol', 'Spanish'],
  it: ['Italien', 'Italian'],
  nl: ['Néerlandais', 'Dutch'],
  pt: ['Portugais', 'Portuguese'],
  ar: ['Arabe', 'Arabic'],
  lb: ['Luxembourgeois', 'Luxembourgish'],
  zh: ['Chinois', 'Chinese'],
};

function fmtDateFr(d: string, r: Rng): string {
  const [y, m, day] = d.split('-').map(Number) as [number, number, number];
  const k = r.int(0, 6);
  if (k === 0) return d;
  if (k === 1) return `${String(day).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}`;
  if (k === 2) return `${day === 1 ? '1er' : day} ${MONTHS_FR[m - 1]} ${y}`;
  if (k === 3)
    return `${day <= 10 ? 'début' : day <= 20 ? 'mi-' : 'fin'}${day > 10 && day <= 20 ? '' : ' '}${MONTHS_FR[m - 1]} ${y}`;
  if (k === 4) return `à partir du ${String(day).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}`;
  if (k === 5) return `${MONTHS_FR[m - 1]} ${y}`;
  return `dès le ${day === 1 ? '1er' : day} ${MONTHS_FR[m - 1]}`;
}
function fmtDateEn(d: string, r: Rng): string {
  const [y, m, day] = d.split('-').map(Number) as [number, number, number];
  const k = r.int(0, 4);
  if (k === 0) return d;
  if (k === 1) return `From ${day} ${MONTHS_EN[m - 1]!.slice(0, 3)} ${y}`;
  if (k === 2) return `${MONTHS_EN[m - 1]} ${y}`;
  if (k === 3) return `${day <= 10 ? 'Early' : day <= 20 ? 'Mid' : 'Late'} ${MONTHS_EN[m - 1]} ${y}`;
  return `${String(day).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}`;
}
function availabilityText(t: Truth, r: Rng): string {
  if (t.available) {
    if (t.writtenIn === 'en') return r.pick(['Immediately', 'Now', 'ASAP', '', 'Available now', t.availableFrom]);
    return r.pick(['Immédiate', 'Immédiatement', 'Dès maintenant', '', 'ASAP', 'Disponible', t.availableFrom]);
  }
  return t.writtenIn === 'en' ? fmtDateEn(t.availableFrom, r) : fmtDateFr(t.availableFrom, r);
}
function rateText(t: Truth, r: Rng): string {
  if (t.rate === null)
    return r.pick(
      t.writtenIn === 'en'
        ? ['', 'Negotiable', 'To be discussed']
        : ['', 'À négocier', 'Selon mission', 'Nous consulter'],
    );
  const v = t.rate;
  const opts =
    t.writtenIn === 'en'
      ? [`${v}`, `${v} €`, `€${v}/day`, `${v - 50}-${v + 50}`, `${v} EUR per day`]
      : [`${v}`, `${v} €`, `${v}€/jour`, `TJM ${v} € HT`, `${v - 50}-${v + 50}`, `${v} € HT / jour`, `${v}€`];
  return r.pick(opts);
}

/** words of a title that assert a skill: a title is used only when the profile truly has it */
const TITLE_SKILLS: [RegExp, string[]][] = [
  [/FI\/?-?CO|FICO/, ['sap-fico']],
  [/MM\/SD/, ['sap-mm', 'sap-sd']],
  [/ABAP/, ['abap']],
  [/S\/4HANA/, ['s4hana']],
  [/Salesforce/, ['salesforce']],
  [/Dynamics/, ['dynamics-365']],
  [/React/, ['react']],
  [/Spring/, ['spring-boot']],
  [/Symfony/, ['symfony']],
  [/Laravel/, ['laravel']],
  [/Django/, ['django']],
  [/FastAPI/, ['fastapi']],
  [/Angular/, ['angular']],
  [/iOS/, ['swift', 'ios', 'swiftui']],
  [/Android/, ['kotlin', 'android']],
  [/Flutter/, ['flutter']],
  [/Rust/, ['rust']],
  [/Golang|\bGo\b/, ['go']],
  [/GCP/, ['gcp']],
  [/Azure/, ['azure']],
  [/AWS/, ['aws']],
  [/Power BI/, ['power-bi']],
  [/ISO 27001/, ['iso-27001']],
  [/juridique|Legal/i, ['traduction-juridique']],
  [/technique|Technical translator/i, ['traduction-technique']],
  [/interne/, ['communication-interne']],
  [/industriel/i, ['achats-industriels', 'analyse-couts']],
  [/hors production/, ['achats-indirects']],
  [/SEA/, ['sea']],
  [/SEO/, ['seo']],
  [/MOA/, ['moa']],
  [/Recruteu?s?e? IT|Recruteur IT|Tech recruiter/i, ['recrutement-tech']],
  [/Scrum Master/, ['scrum', 'safe']],
  [/UX writer/, ['ux-writing']],
  [/Machine Learning|machine learning|ML engineer/, ['pytorch', 'tensorflow', 'scikit-learn']],
  [/Dynamics 365/, ['dynamics-365']],
  [/PMO/, ['pmo', 'gestion-de-projet']],
];
function titleFits(title: string, t: Truth): boolean {
  return TITLE_SKILLS.every(([re, sk]) => !re.test(title) || sk.some((x) => t.skills.includes(x)));
}

function titleFor(r: Rng, o: OccDef, t: Truth): string {
  const lang = t.writtenIn;
  const list = lang === 'en' ? o.en : t.gender === 'f' ? o.frF : o.frM;
  const senior = /senior|chef comptable|cheffe comptable|chief|directeur|directrice|director|architecte|architect/i;
  const lead =
    /responsable|payroll manager|hr manager|procurement manager|purchasing manager|communications manager|marketing manager|talent acquisition manager|interim|de transition|rssi|transformation|lead|strategic/i;
  let idx = 0;
  for (let k = 0; k < 30; k++) {
    idx = r.int(0, list.length - 1);
    if (
      !(senior.test(list[idx]!) && t.years < 7) &&
      !(lead.test(list[idx]!) && t.years < 4) &&
      titleFits(list[idx]!, t)
    )
      return list[idx]!;
  }
  const plain = list.find((x) => titleFits(x, t) && !senior.test(x) && !lead.test(x));
  return plain ?? (t.writtenIn === 'en' ? o.en[0]! : t.gender === 'f' ? o.frF[0]! : o.frM[0]!);
}

function fill(tpl: string, t: Truth, r: Rng, lang: 'fr' | 'en'): string {
  const sk = t.skills.map((s) => skillName(s, lang));
  const a = sk[0]!;
  const b = sk[1] ?? sk[0]!;
  const c = sk[2] ?? sk[sk.length - 1]!;
  const sector = t.sectors.length
    ? lang === 'en'
      ? SECTORS[r.pick(t.sectors)]!.en
      : SECTORS[r.pick(t.sectors)]!.fr
    : lang === 'en'
      ? 'industrial'
      : 'services';
  return tpl
    .replace(/^\[[a-z0-9-]+\]/, '')
    .replace(/\{a\}/g, a)
    .replace(/\{b\}/g, b)
    .replace(/\{c\}/g, c)
    .replace(/ du \{sector\}/g, ` (${sector})`)
    .replace(/\{sector\}/g, sector)
    .replace(/\{n\}/g, String(r.pick([12, 25, 40, 80, 150, 300, 450])));
}
function missionTemplates(o: OccDef, t: Truth): string[] {
  const list = t.writtenIn === 'en' ? o.missionsEn : o.missionsFr;
  const ok = list.filter((m) => {
    const tag = /^\[([a-z0-9-]+)\]/.exec(m);
    return !tag || t.skills.includes(tag[1]!);
  });
  if (ok.length) return ok;
  return t.writtenIn === 'en'
    ? ['Freelance assignment: {a} and {b} for a {sector} client.']
    : ['Mission freelance : {a} et {b} pour un client ({sector}).'];
}

function remoteFr(t: Truth, e: string): string {
  const s = t.remote.join('+');
  return (
    {
      onsite: 'missions sur site uniquement',
      hybrid: `ouvert${e} au télétravail partiel`,
      remote: 'missions en full remote uniquement',
      'hybrid+remote': 'télétravail partiel ou complet',
      'onsite+hybrid': 'sur site ou en hybride',
      'onsite+hybrid+remote': 'sur site, en hybride ou à distance',
    } as Record<string, string>
  )[s]!;
}
function remoteEn(t: Truth): string {
  const s = t.remote.join('+');
  return (
    {
      onsite: 'on-site only',
      hybrid: 'hybrid (a few days on site)',
      remote: 'fully remote only',
      'hybrid+remote': 'hybrid or fully remote',
      'onsite+hybrid': 'on site or hybrid',
      'onsite+hybrid+remote': 'on site, hybrid or remote',
    } as Record<string, string>
  )[s]!;
}

interface Person {
  first: string;
  last: string;
  email: string;
  phone: string;
  linkedinSlug: string;
}

function makePerson(r: Rng, t: Truth, ctx: Ctx, h: Home, ov?: Override): Person {
  const localSurnames: Record<string, string[]> = {
    BE: [
      'Janssens',
      'Peeters',
      'Maes',
      'Jacobs',
      'Willems',
      'Claes',
      'Goossens',
      'Wouters',
      'Lejeune',
      'Renier',
      'Collignon',
      'Delvaux',
      'Wauters',
      'Dubois-Lejeune',
    ],
    CH: ['Huber', 'Keller', 'Favre', 'Rochat', 'Bühler', 'Gerber', 'Aebischer', 'Schaller', 'Weber'],
    LU: ['Hoffmann', 'Reuter', 'Schmit', 'Kieffer', 'Wagner', 'Thill', 'Weis', 'Hansen', 'Molitor'],
    outremer: ['Hoarau', 'Payet', 'Grondin', 'Fontaine-Rivière', 'Rosier'],
  };
  let first = '';
  let last = '';
  for (let k = 0; k < 200; k++) {
    first = ov?.first ?? r.pick(t.gender === 'f' ? PP.FIRST_F : PP.FIRST_M);
    const pool = h.group === 'outremer' ? localSurnames.outremer : localSurnames[h.country];
    if (ov?.last) last = ov.last;
    else if (pool && r.chance(0.5)) last = r.pick(pool);
    else last = ctx.surnameQueue.length ? ctx.surnameQueue.shift()! : r.pick(PP.SURNAMES);
    const key = first + ' ' + last;
    if (!ctx.usedNames.has(key)) {
      ctx.usedNames.add(key);
      break;
    }
  }
  const f = ascii(first);
  const l = ascii(last);
  const domains =
    h.country === 'BE'
      ? ['gmail.com', 'skynet.be', 'outlook.be', 'telenet.be']
      : h.country === 'CH'
        ? ['gmail.com', 'bluewin.ch', 'gmx.ch', 'protonmail.ch']
        : h.country === 'LU'
          ? ['gmail.com', 'pt.lu', 'outlook.com']
          : [
              'gmail.com',
              'gmail.com',
              'hotmail.fr',
              'outlook.fr',
              'orange.fr',
              'free.fr',
              'laposte.net',
              'yahoo.fr',
              'protonmail.com',
              'icloud.com',
              'sfr.fr',
            ];
  let email = '';
  for (let k = 0; k < 50; k++) {
    const style = r.int(0, 5);
    const local =
      style === 0
        ? `${f}.${l}`
        : style === 1
          ? `${f[0]}.${l}${r.int(10, 99)}`
          : style === 2
            ? `${f}${l}`
            : style === 3
              ? `${l}.${f}`
              : style === 4
                ? `${f}.${l}.pro`
                : `${f}-${l}${k ? k : ''}`;
    email = r.chance(0.08) ? `contact@${f}-${l}.fr` : `${local}@${r.pick(domains)}`;
    if (!ctx.usedEmails.has(email)) break;
    email = `${f}.${l}${r.int(100, 999)}@${r.pick(domains)}`;
    if (!ctx.usedEmails.has(email)) break;
  }
  ctx.usedEmails.add(email);
  let phone: string;
  const d2 = () => digits(r, 2);
  if (h.country === 'BE') phone = `+32 4${digits(r, 2)} ${d2()} ${d2()} ${d2()}`;
  else if (h.country === 'CH') phone = `+41 7${r.pick(['6', '8', '9'])} ${digits(r, 3)} ${d2()} ${d2()}`;
  else if (h.country === 'LU') phone = `+352 6${r.pick(['21', '61', '91'])} ${digits(r, 3)} ${digits(r, 3)}`;
  else if (h.group === 'outremer') {
    const pre =
      h.dept === '974'
        ? '+262 692'
        : h.dept === '976'
          ? '+262 639'
          : h.dept === '972'
            ? '+596 696'
            : h.dept === '971'
              ? '+590 690'
              : '+594 694';
    phone = `${pre} ${d2()} ${d2()} ${d2()}`;
  } else {
    const m = r.pick(['6', '7']);
    phone = r.chance(0.5)
      ? `0${m} ${d2()} ${d2()} ${d2()} ${d2()}`
      : r.chance(0.5)
        ? `+33 ${m} ${d2()} ${d2()} ${d2()} ${d2()}`
        : `0${m}${digits(r, 8)}`;
  }
  const linkedinSlug = r.chance(0.6)
    ? `${slugify(first)}-${slugify(last)}-${digits(r, 2)}${r.pick(['a', 'b', 'c', 'd', 'e', 'f'])}${digits(r, 3)}`
    : `${slugify(first)}${slugify(last)}`;
  return { first, last, email, phone, linkedinSlug };
}

function uniqueEmployer(r: Rng, ctx: Ctx, last: string): PP.Employer {
  for (let k = 0; k < 100; k++) {
    const head = r.pick(PP.EMP_HEAD);
    const tail = r.chance(0.35) ? r.pick(PP.SURNAMES) : r.pick(PP.EMP_TAIL);
    const name = `${head} ${tail}`;
    if (tail === last || ctx.usedEmployers.has(name)) continue;
    ctx.usedEmployers.add(name);
    return { name, sector: PP.EMP_HEAD_SECTOR[head]! };
  }
  throw new Error('no employer');
}

interface Built {
  profile: unknown;
  truth: Truth;
}

function build(index: number, o: OccDef, ctx: Ctx, ov?: Override): Built {
  const r = new Rng(hashSeed(`s16/${o.id}/${index}`));
  const id = `s16-${String(index + 1).padStart(4, '0')}`;
  const H = homes();
  let h: Home = r.weighted(H, homeWeights());
  if (ov?.home) {
    const found = H.find((x) => x.display === ov.home || `${x.display}|${x.zip}` === ov.home);
    if (!found) throw new Error('override home ' + ov.home);
    h = found;
  }
  const gender: 'f' | 'm' = ov?.gender ?? (r.chance(F_SHARE[o.id] ?? 0.4) ? 'f' : 'm');
  let enP = 0.22 + (o.family === 'digital' ? 0.1 : 0);
  if (h.country === 'CH' && ['ZH', 'BE', 'BS', 'TI'].includes(h.region)) enP = 0.75;
  else if (h.country === 'BE' && h.region === 'VLG') enP = 0.75;
  else if (h.country === 'LU') enP = 0.55;
  else if (h.country !== 'FR') enP += 0.12;
  const writtenIn: 'fr' | 'en' = ov?.writtenIn ?? (r.chance(enP) ? 'en' : 'fr');
  let years = pickYears(r, o);
  if (ov?.years !== undefined) years = ov.years;
  let skills = pickSkills(r, o);
  if (ov?.skills) for (const s of ov.skills) if (!skills.includes(s)) skills.push(s);
  if (ov?.noSkills) skills = skills.filter((s) => !ov.noSkills!.includes(s));
  const av = pickAvailability(r);
  if (ov?.availableFrom) {
    av.from = ov.availableFrom;
    av.available = ov.availableFrom <= TODAY;
  }
  const sen = seniorityOf(years);
  const t: Truth = {
    id,
    occ: o.id,
    family: o.family,
    gender,
    writtenIn,
    skills,
    sectors: [],
    years,
    seniority: sen,
    declared: r.chance(0.86) ? sen : '',
    remote: ov?.remote ?? pickRemote(r, h),
    available: av.available,
    availableFrom: av.from,
    rate: 0,
    home: {
      country: h.country,
      region: h.region,
      dept: h.dept,
      city: h.city,
      display: h.display,
      zip: h.zip,
      group: h.group,
    },
    areas: [],
    langs: {},
    days: ov?.days ?? pickDays(r, o),
    durations: pickDurations(r),
    certs: [],
  };
  if (ov?.declared !== undefined) t.declared = ov.declared;
  t.rate = ov?.rate !== undefined ? ov.rate : pickRate(r, o, years, h);
  const person = makePerson(r, t, ctx, h, ov);
  t.langs = pickLangs(r, h, writtenIn, o, person.first);
  if (ov?.langs) Object.assign(t.langs, ov.langs);
  const workAreas = ov?.areas ? ov.areas(h) : pickAreas(r, h);
  t.areas = workAreas.map(areaPoint);

  const lang = writtenIn;
  const e = gender === 'f' ? 'e' : '';

  // ---- work history
  const nJobs = years <= 2 ? r.int(1, 2) : years <= 6 ? r.int(2, 3) : r.int(3, 4);
  const employers: PP.Employer[] = [];
  const localFirst = h.country !== 'FR';
  for (let k = 0; k < nJobs; k++) {
    if (ov?.sectors && k < ov.sectors.length) {
      const cands = PP.EMPLOYERS.filter((x) => x.sector === ov.sectors![k] && !employers.includes(x));
      employers.push(r.pick(cands));
      continue;
    }
    if (r.chance(0.4)) {
      employers.push(uniqueEmployer(r, ctx, person.last));
      continue;
    }
    let cands = PP.EMPLOYERS.filter((x) => o.sectors.includes(x.sector) && !employers.includes(x));
    const local: Record<string, string[]> = {
      BE: ['Proximus', 'Belfius', 'KBC', 'Colruyt', 'UCB', 'Solvay'],
      CH: ['Nestlé', 'UBS', 'Swisscom', 'Migros', 'Logitech'],
      LU: ['ArcelorMittal', 'BGL BNP Paribas', 'POST Luxembourg', 'Cargolux', 'SES'],
    };
    if (localFirst && r.chance(0.5)) {
      const l = PP.EMPLOYERS.filter((x) => local[h.country]!.includes(x.name) && !employers.includes(x));
      if (l.length) cands = l;
    }
    if (!cands.length) cands = PP.EMPLOYERS.filter((x) => !employers.includes(x));
    employers.push(r.pick(cands));
  }
  t.sectors = [...new Set(employers.map((x) => x.sector))];
  // periods, most recent first
  const totalMonths = Math.max(10, years * 12 + r.int(0, 8));
  const cuts = [0];
  for (let k = 1; k < nJobs; k++) cuts.push(Math.round((totalMonths * k) / nJobs + r.int(-4, 4)));
  cuts.push(totalMonths);
  const monthIso = (monthsAgo: number) => {
    const d = new Date(Date.UTC(2026, 10, 1));
    d.setUTCMonth(d.getUTCMonth() - monthsAgo);
    return iso(d).slice(0, 7);
  };
  const tpls = r.shuffle(missionTemplates(o, t));
  const refName = () => `${r.pick(r.chance(0.5) ? PP.FIRST_F : PP.FIRST_M)} ${r.pick(PP.SURNAMES)}`;
  const mentioned: string[] = [];
  const work = employers.map((emp, k) => {
    const startAgo = cuts[k + 1]!;
    const endAgo = cuts[k]!;
    const position =
      k === 0 && r.chance(0.3)
        ? lang === 'en'
          ? `Freelance ${titleFor(r, o, t)}`
          : `${titleFor(r, o, t)} (freelance)`
        : titleFor(r, o, t);
    let summary = fill(tpls[k % Math.max(1, tpls.length)] ?? '', t, r, lang);
    const other = tpls.filter((x) => x !== tpls[k % Math.max(1, tpls.length)]);
    if (k > 0 && other.length && r.chance(0.35)) summary += ' ' + fill(r.pick(other), t, r, lang);
    if (r.chance(0.07)) {
      const nm = refName();
      mentioned.push(nm);
      summary += lang === 'en' ? ` Reported to ${nm}.` : ` Mission encadrée par ${nm}.`;
    }
    const w: Record<string, string> = { name: emp.name, position, startDate: monthIso(startAgo), summary };
    if (!(k === 0 && !t.available && r.chance(0.7))) w.endDate = monthIso(k === 0 ? 0 : endAgo);
    return w;
  });

  // ---- education
  const eduYear = 2026 - Math.min(years + r.int(0, 1), 30);
  const schools =
    o.id === 'traducteur'
      ? PP.SCHOOLS_TRANSLATION
      : o.family === 'digital' && !['product-owner', 'scrum-master'].includes(o.id)
        ? PP.SCHOOLS_DIGITAL
        : PP.SCHOOLS_BUSINESS;
  const studyFor = (school: string, fallback: string) =>
    /Lycée/.test(school)
      ? 'BTS'
      : /^IUT/.test(school)
        ? lang === 'en'
          ? 'Two-year technical degree (DUT)'
          : 'DUT'
        : /Wagon|OpenClassrooms/.test(school)
          ? lang === 'en'
            ? 'Bootcamp certificate'
            : 'Certificat (bootcamp)'
          : fallback;
  const area = r.pick(o.eduArea);
  const studyFr = r.pick(
    o.family === 'digital'
      ? ['Master', 'Master 2', 'Licence professionnelle', 'Diplôme d’ingénieur', 'Diplôme d’ingénieur']
      : ['Master', 'Master 2', 'Licence professionnelle', 'Bachelor', 'MBA'],
  );
  const studyEn = r.pick(['Master’s degree', 'MSc', 'Bachelor’s degree', 'MBA', 'Engineering degree']);
  const education: { institution: string; area: string; studyType: string; startDate: string; endDate: string }[] = [
    {
      institution: r.chance(0.08)
        ? `${r.pick(['Institut', 'École', 'Académie', 'Centre de formation'])} ${r.pick(PP.SURNAMES)}-${r.pick(PP.EMP_TAIL).replace(/^(des|du|de la) /, '')}`
        : r.pick(schools),
      area: lang === 'en' ? area.en : area.fr,
      studyType: lang === 'en' ? studyEn : studyFr,
      startDate: String(eduYear - r.int(2, 5)),
      endDate: String(eduYear),
    },
  ];
  education[0]!.studyType = studyFor(education[0]!.institution, education[0]!.studyType);
  if (r.chance(0.25))
    education.push({
      institution: r.pick(schools),
      area: lang === 'en' ? area.en : area.fr,
      studyType: lang === 'en' ? 'Bachelor’s degree' : r.pick(['Licence', 'DUT', 'Classe préparatoire']),
      startDate: String(eduYear - 6),
      endDate: String(eduYear - 3),
    });

  // ---- certificates
  const certificates: { name: string; issuer: string; startDate?: string }[] = [];
  for (const c of o.certs ?? []) {
    if (c.skill && !t.skills.includes(c.skill)) continue;
    if (r.chance(0.45)) {
      certificates.push({
        name: c.name,
        issuer: c.issuer,
        startDate: `${r.int(2018, 2026)}-${String(r.int(1, 12)).padStart(2, '0')}`,
      });
      t.certs.push(c.name);
    }
  }
  if ((t.langs.en ?? 0) >= 3 && r.chance(0.1)) {
    certificates.push({ name: `TOEIC ${r.int(850, 990)}`, issuer: 'ETS Global' });
  }

  // ---- skills section
  const level = (_i: number) =>
    lang === 'en'
      ? r.pick(['Expert', 'Advanced', 'Intermediate', ''])
      : r.pick(['Expert', 'Avancé', 'Confirmé', 'Intermédiaire', '']);
  const style = r.int(0, 2);
  let skillsOut: { name: string; level: string; keywords: string[] }[];
  const names = t.skills.map((s) => skillName(s, lang, r.chance(0.2) ? r.int(1, 2) : 0));
  if (style === 0) skillsOut = names.map((n, i) => ({ name: n, level: level(i), keywords: [] }));
  else if (style === 1) {
    const half = Math.ceil(names.length / 2);
    skillsOut = [
      {
        name: lang === 'en' ? 'Core skills' : o.family === 'digital' ? 'Compétences techniques' : 'Compétences métier',
        level: '',
        keywords: names.slice(0, half),
      },
      { name: lang === 'en' ? 'Tools' : 'Outils et méthodes', level: '', keywords: names.slice(half) },
    ];
  } else skillsOut = [{ name: names[0]!, level: level(0), keywords: names.slice(1) }];

  // ---- languages section
  const languages = (Object.entries(t.langs) as [Lang, number][])
    .sort((a, b) => b[1] - a[1])
    .map(([l, v]) => ({ language: LANG_NAME[l][lang === 'en' ? 1 : 0], fluency: levelText(v, lang, r) }));

  // ---- title and summary
  const baseTitle = titleFor(r, o, t);
  let label = baseTitle;
  if ((/^(dev-|data-)/.test(o.id) || o.id === 'devops' || o.id === 'ux-ui') && r.chance(0.3)) {
    const tops = t.skills.slice(0, 2).map((s) => skillName(s, lang));
    if (!tops.some((x) => label.includes(x))) label += r.chance(0.5) ? ` ${tops.join(' / ')}` : ` – ${tops[0]}`;
  }
  if (years >= 7 && !/senior/i.test(label) && r.chance(0.25))
    label = lang === 'en' ? `Senior ${label}` : `${label} senior`;
  if (years <= 2 && r.chance(0.25)) label = lang === 'en' ? `Junior ${label}` : `${label} junior`;
  if (lang === 'fr' && r.chance(0.15)) label += ' freelance';
  if (r.chance(0.05)) label = label.toUpperCase();

  const dom = DOMAIN[o.id]![lang === 'en' ? 1 : 0];
  const skillList = r.sample(t.skills, Math.min(t.skills.length, r.int(3, 5))).map((s) => skillName(s, lang));
  const secNames = t.sectors.map((s) => (lang === 'en' ? SECTORS[s]!.en : SECTORS[s]!.fr));
  const parts: string[] = [];
  const enLvl = t.langs.en ?? 0;
  if (lang === 'fr') {
    const intro = r.int(0, 5);
    if (years <= 2 && r.chance(0.6))
      parts.push(
        `${baseTitle} junior${years <= 1 ? ' (première expérience réussie en alternance)' : ` avec ${years} ans d'expérience`}, à la recherche de nouvelles missions.`,
      );
    else if (intro === 0) parts.push(`${baseTitle} freelance avec ${years} ans d'expérience.`);
    else if (intro === 1 && years >= 3)
      parts.push(
        `Fort${e} de ${years} ans d'expérience en ${dom}, j'accompagne PME et grands comptes en mission freelance.`,
      );
    else if (intro === 2) parts.push(`${baseTitle} indépendant${e} basé${e} à ${h.display}.`);
    else if (intro === 3 && years >= 4)
      parts.push(
        `Après ${years - r.int(1, Math.min(3, years - 2))} ans en entreprise, je me suis lancé${e} à mon compte : ${dom}, ${listFr(skillList.slice(0, 2))}.`,
      );
    else if (intro === 4) parts.push(`${years} ans d'XP en ${dom}.`);
    else parts.push(`${cap(dom)} : ${years} ans d'expérience, dont plusieurs missions en freelance.`);
    const sk = r.int(0, 3);
    parts.push(
      sk === 0
        ? `Compétences clés : ${skillList.join(', ')}.`
        : sk === 1
          ? `${o.family === 'digital' ? 'Stack' : 'Outils'} : ${skillList.join(', ')}.`
          : sk === 2
            ? `J'interviens principalement sur ${listFr(skillList.slice(0, 3))}.`
            : `Expertise : ${skillList.join(' / ')}.`,
    );
    if (secNames.length && r.chance(0.6))
      parts.push(
        r.chance(0.5) ? `Secteurs : ${secNames.join(', ')}.` : `Expérience dans les secteurs ${listFr(secNames)}.`,
      );
    if (r.chance(0.65))
      parts.push(
        `Basé${e} à ${h.display}${h.country === 'FR' && r.chance(0.5) ? ` (${h.dept})` : ''}, ${remoteFr(t, e)}.`,
      );
    else if (r.chance(0.5)) parts.push(cap(remoteFr(t, e)) + '.');
    if (t.days.length && !t.days.includes(5) && r.chance(0.7))
      parts.push(
        `Disponible ${t.days.join(' ou ')} jour${t.days.length > 1 || t.days[0]! > 1 ? 's' : ''} par semaine.`,
      );
    if (r.chance(0.4))
      parts.push(
        t.available ? 'Disponible immédiatement.' : `Disponible à partir de ${fmtDateFr(t.availableFrom, r)}.`,
      );
    if (enLvl >= 3 && r.chance(0.5)) parts.push(enLvl === 4 ? 'Bilingue anglais.' : 'Anglais courant.');
    else if (enLvl === 2 && r.chance(0.3)) parts.push('Anglais professionnel.');
    if (t.langs.de && t.langs.de >= 3 && r.chance(0.6)) parts.push('Allemand courant.');
    if (t.langs.nl && t.langs.nl >= 3 && r.chance(0.6)) parts.push('Néerlandais courant.');
  } else {
    const intro = r.int(0, 4);
    if (years <= 2 && r.chance(0.6))
      parts.push(
        `Junior ${baseTitle.toLowerCase()} with ${years} year${years > 1 ? 's' : ''} of experience, looking for new freelance projects.`,
      );
    else if (intro === 0) parts.push(`Freelance ${baseTitle} with ${years} years of experience.`);
    else if (intro === 1) parts.push(`${years}+ years in ${dom}, working with startups and large companies.`);
    else if (intro === 2) parts.push(`Independent ${baseTitle} based in ${h.display}.`);
    else if (intro === 3)
      parts.push(
        `I am ${baseTitle.toLowerCase()} since ${2026 - years}, freelance since ${2026 - r.int(1, Math.max(1, Math.min(years, 6)))}.`,
      );
    else parts.push(`${cap(dom)} professional – ${years} years.`);
    const sk = r.int(0, 2);
    parts.push(
      sk === 0
        ? `Key skills: ${skillList.join(', ')}.`
        : sk === 1
          ? `Toolbox: ${skillList.join(', ')}.`
          : `Mostly working with ${listEn(skillList.slice(0, 3))}.`,
    );
    if (secNames.length && r.chance(0.6)) parts.push(`Industries: ${secNames.join(', ')}.`);
    if (r.chance(0.65)) parts.push(`Based in ${h.display}, ${remoteEn(t)}.`);
    if (t.days.length && !t.days.includes(5) && r.chance(0.7))
      parts.push(`Available ${t.days.join(' or ')} day${t.days.length > 1 || t.days[0]! > 1 ? 's' : ''} a week.`);
    if (r.chance(0.4)) parts.push(t.available ? 'Available now.' : `Available from ${fmtDateEn(t.availableFrom, r)}.`);
    if ((t.langs.fr ?? 0) >= 4 && r.chance(0.4)) parts.push('Native French speaker.');
    if (t.langs.de && t.langs.de >= 3 && r.chance(0.6)) parts.push('Fluent German.');
  }
  // private data in free text, for some profiles
  if (r.chance(0.12)) {
    const kind = r.int(0, 2);
    if (kind === 0)
      parts.push(
        lang === 'en' ? `Contact: ${person.email} / ${person.phone}` : `Contact : ${person.email} – ${person.phone}`,
      );
    else if (kind === 1) parts.push(`LinkedIn : linkedin.com/in/${person.linkedinSlug}`);
    else
      parts.push(
        lang === 'en'
          ? `Past clients include ${employers[0]!.name}.`
          : `Références : ${employers.map((x) => x.name).join(', ')}.`,
      );
  }
  const summary = parts.join(r.chance(0.3) ? '\n' : ' ');

  const references: { name: string; reference: string }[] = [];
  if (r.chance(0.14)) {
    const nm = refName();
    references.push({
      name: `${nm}${lang === 'en' ? ', manager at ' : ', responsable chez '}${employers[0]!.name}`,
      reference:
        lang === 'en'
          ? `${person.first} delivered on time and was a pleasure to work with.`
          : `${person.first} a mené sa mission avec rigueur et autonomie, je recommande.`,
    });
  }

  const profiles: { username: string; network: string; url: string }[] = [
    { username: person.linkedinSlug, network: 'LinkedIn', url: `https://www.linkedin.com/in/${person.linkedinSlug}` },
  ];
  if ((/^(dev-|data-)/.test(o.id) || o.id === 'devops' || o.id === 'ux-ui') && r.chance(0.3)) {
    const gh = `${ascii(person.first).slice(0, 1)}${ascii(person.last)}${r.chance(0.5) ? digits(r, 2) : ''}`;
    profiles.push({ username: gh, network: 'GitHub', url: `https://github.com/${gh}` });
  }

  const countryName =
    lang === 'en'
      ? { FR: 'France', BE: 'Belgium', CH: 'Switzerland', LU: 'Luxembourg' }[h.country]!
      : { FR: 'France', BE: 'Belgique', CH: 'Suisse', LU: 'Luxembourg' }[h.country]!;
  const created = `${r.int(2023, 2026)}-${String(r.int(1, 10)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}T${String(r.int(7, 21)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}:00Z`;
  const updated = `2026-${String(r.int(9, 11)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}T${String(r.int(7, 21)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}:00Z`;

  const profile = {
    basics: {
      name: `${person.first} ${person.last}`,
      label,
      image: '',
      email: person.email,
      phone: person.phone,
      url: `https://www.linkedin.com/in/${person.linkedinSlug}`,
      summary,
      location: {
        address: `${h.display}, ${countryName}`,
        postalCode: h.zip,
        city: h.display,
        countryCode: h.country,
        region: h.regionName,
      },
      profiles,
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
      id,
      createdAt: created < updated ? created : updated,
      updatedAt: updated,
      firstName: person.first,
      lastName: person.last,
      freelance: {
        available: t.available,
        availabilityDate: availabilityText(t, r),
        rate: rateText(t, r),
        seniority: t.declared ? SEN_ENUM[t.declared] : '',
        professions: r.chance(0.8) ? [o.profession] : [],
        openToCdi: r.chance(0.2),
        vehicle: r.chance(0.55),
        preferences: {
          missionDuration: t.durations,
          remoteWork: t.remote.map((x) => ({ onsite: 'Sur site', hybrid: 'Hybride', remote: 'Full remote' })[x]),
          daysPerWeek: t.days.map(String),
          workAreas: workAreas,
        },
      },
    },
  };
  void mentioned;
  return { profile, truth: t };
}

let CACHE: Built[] | null = null;
export function corpus(): { profile: unknown; truth: Truth }[] {
  if (CACHE) return CACHE;
  const seed = new Rng(16016);
  const ctx: Ctx = {
    usedNames: new Set(),
    usedEmails: new Set(),
    usedEmployers: new Set(),
    surnameQueue: seed.shuffle(PP.SURNAMES),
  };
  const out: Built[] = [];
  let index = 0;
  for (const o of OCCUPATIONS) {
    const n = Math.round(o.count * 1.15);
    for (let k = 0; k < n; k++) {
      const ov = OVERRIDES.find((x) => x.occ === o.id && x.nth === k);
      out.push(build(index, o, ctx, ov));
      index++;
    }
  }
  CACHE = out;
  return out;
}

export { OCC };
