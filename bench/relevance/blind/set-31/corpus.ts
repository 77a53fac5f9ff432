// set-31 corpus generator: freelance experts and interim managers for the public and non-profit sector.
// Written by a helper on 2026-12-01 from the spec's profile shape and the import schema; deterministic (mulberry32).
// Each profile is drawn as a Truth first, then written as a JSON Resume + meta document the way real CVs read.
import { CITY, DEPT, REGION, COUNTRY, type Area } from './areas';
import { OCCS, OCC, SKILL_EN, type Occ, type Sector } from './occupations';
import { PLANTS } from './plants';

export const TODAY = '2026-12-01';
export const POOL_SIZE = 700;

export type Band = 'junior' | 'confirme' | 'senior' | 'expert';
export type Remote = 'Sur site' | 'Hybride' | 'Full remote';
export type Level = 'A2' | 'B1' | 'B2' | 'C1' | 'C2' | 'natif';
export const LEVELS: Level[] = ['A2', 'B1', 'B2', 'C1', 'C2', 'natif'];
export const DURATIONS = ['< 3 mois', '3 a 6 mois', '6 a 12 mois', '> 12 mois'] as const;
export type Duration = (typeof DURATIONS)[number];

export interface Private {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  linkedin: string;
  /** Employers as written in work[].name (public bodies, consultancies, small one-off employers). */
  employers: string[];
  /** The profile's own small employer (one-off name), if any. */
  smallEmployer: string;
  schools: string[];
  referees: string[];
  /** People named in mission texts. */
  named: string[];
}

export interface Truth {
  id: string;
  occ: string;
  family: string;
  gender: 'f' | 'm';
  cvLang: 'fr' | 'en';
  noAccents: boolean;
  years: number;
  band: Band;
  /** meta.freelance.seniority as declared (may be empty or off by one band). */
  declared: string;
  available: boolean;
  /** First free day, YYYY-MM-DD. */
  freeFrom: string;
  /** Day rate in euros; null when the profile says negotiable or nothing. */
  rate: number | null;
  remote: Remote[];
  days: number[];
  durations: Duration[];
  /** Home city, a key of CITY. */
  home: string;
  areas: Area[];
  languages: { lang: string; level: Level }[];
  skills: string[];
  certs: string[];
  sectors: Sector[];
  /** Has held interim-management assignments. */
  interim: boolean;
  openToCdi: boolean;
  vehicle: boolean;
  priv: Private;
  /** Private data repeated in free text (summary). */
  leaks: string[];
}

// ---------------------------------------------------------------- PRNG
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
let rnd = mulberry32(31_2026);
const chance = (p: number): boolean => rnd() < p;
const int = (lo: number, hi: number): number => lo + Math.floor(rnd() * (hi - lo + 1));
function pick<T>(xs: readonly T[]): T {
  return xs[Math.floor(rnd() * xs.length)]!;
}
function weighted<T>(xs: readonly (readonly [T, number])[]): T {
  const total = xs.reduce((s, [, w]) => s + w, 0);
  let r = rnd() * total;
  for (const [x, w] of xs) {
    r -= w;
    if (r < 0) return x;
  }
  return xs[xs.length - 1]![0];
}
function sample<T>(xs: readonly T[], n: number): T[] {
  const a = [...xs];
  const out: T[] = [];
  while (out.length < n && a.length) out.push(a.splice(Math.floor(rnd() * a.length), 1)[0]!);
  return out;
}

// ---------------------------------------------------------------- helpers
export const stripAccents = (s: string): string => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
const slug = (s: string): string =>
  stripAccents(s)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
function addDays(iso: string, n: number): string {
  const d = new Date(iso + 'T00:00:00Z');
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
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
function frDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${MONTHS_FR[m! - 1]} ${y}`;
}
function enDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${MONTHS_EN[m! - 1]} ${d}, ${y}`;
}
export function bandOf(years: number): Band {
  if (years <= 2) return 'junior';
  if (years <= 6) return 'confirme';
  if (years <= 10) return 'senior';
  return 'expert';
}
const SENIORITY_OF: Record<Band, string> = {
  junior: 'Junior (0-2 ans)',
  confirme: 'Confirme (3-6 ans)',
  senior: 'Senior (7-10 ans)',
  expert: 'Expert (10+ ans)',
};
const BANDS: Band[] = ['junior', 'confirme', 'senior', 'expert'];

/** Feminine form of a grade or qualifier ("Attaché territorial principal" -> "Attachée territoriale principale"). */
function feminize(s: string): string {
  const map: [RegExp, string][] = [
    [/\bAttaché\b/g, 'Attachée'],
    [/\bRédacteur\b/g, 'Rédactrice'],
    [/\bIngénieur\b/g, 'Ingénieure'],
    [/\bTechnicien\b/g, 'Technicienne'],
    [/\bDirecteur\b/g, 'Directrice'],
    [/\bAdministrateur\b/g, 'Administratrice'],
    [/\bInspecteur\b/g, 'Inspectrice'],
    [/\bConseiller\b/g, 'Conseillère'],
    [/\bAssistant\b/g, 'Assistante'],
    [/\bAdjoint\b/g, 'Adjointe'],
    [/\bPraticien\b/g, 'Praticienne'],
    [/\bprincipal\b/g, 'principale'],
    [/\bterritorial\b/g, 'territoriale'],
    [/\bsupérieur\b/g, 'supérieure'],
    [/\bex-Directeur financier\b/g, 'ex-Directrice financière'],
    [/\bfinancier\b/g, 'financière'],
  ];
  return map.reduce((acc, [re, to]) => acc.replace(re, to), s);
}

// ---------------------------------------------------------------- names
const FIRST_F = [
  'Claire',
  'Sophie',
  'Nathalie',
  'Isabelle',
  'Camille',
  'Julie',
  'Aurélie',
  'Émilie',
  'Céline',
  'Sandrine',
  'Hélène',
  'Marion',
  'Laure',
  'Anne',
  'Élodie',
  'Caroline',
  'Virginie',
  'Audrey',
  'Pauline',
  'Mathilde',
  'Agnès',
  'Véronique',
  'Delphine',
  'Stéphanie',
  'Christelle',
  'Gaëlle',
  'Maëlle',
  'Solène',
  'Léa',
  'Chloé',
  'Inès',
  'Fatima',
  'Nadia',
  'Yasmina',
  'Amélie',
  'Florence',
  'Brigitte',
  'Béatrice',
  'Sylvie',
  'Karine',
  'Anaïs',
  'Morgane',
  'Armelle',
  'Ségolène',
  'Maïwenn',
  'Aïcha',
  'Linh',
  'Sarah',
  'Clémence',
  'Justine',
];
const FIRST_M = [
  'Thomas',
  'Nicolas',
  'Julien',
  'Sébastien',
  'Olivier',
  'Stéphane',
  'Christophe',
  'Frédéric',
  'Laurent',
  'Pierre',
  'Jérôme',
  'Guillaume',
  'Vincent',
  'Mathieu',
  'François',
  'Philippe',
  'Emmanuel',
  'Benoît',
  'Yann',
  'Erwan',
  'Antoine',
  'Romain',
  'Maxime',
  'Hugo',
  'Arnaud',
  'Cédric',
  'Fabrice',
  'Hervé',
  'Didier',
  'Patrick',
  'Karim',
  'Mehdi',
  'Rachid',
  'Samir',
  'Loïc',
  'Gaël',
  'Jean-Marc',
  'Jean-Philippe',
  'Bruno',
  'Xavier',
  'Ronan',
  'Gwenaël',
  'Thierry',
  'Éric',
  'Alexandre',
  'Quentin',
  'Damien',
  'Bastien',
  'Minh',
  'David',
];
const LAST = [
  'Martin',
  'Bernard',
  'Dubois',
  'Thomas',
  'Robert',
  'Richard',
  'Petit',
  'Durand',
  'Leroy',
  'Moreau',
  'Simon',
  'Laurent',
  'Lefebvre',
  'Michel',
  'Garcia',
  'David',
  'Bertrand',
  'Roux',
  'Vincent',
  'Fournier',
  'Morel',
  'Girard',
  'André',
  'Lefèvre',
  'Mercier',
  'Dupont',
  'Lambert',
  'Bonnet',
  'François',
  'Martinez',
  'Legrand',
  'Garnier',
  'Faure',
  'Rousseau',
  'Blanc',
  'Guérin',
  'Muller',
  'Henry',
  'Roussel',
  'Nicolas',
  'Perrin',
  'Morin',
  'Mathieu',
  'Clément',
  'Gauthier',
  'Dumont',
  'Lopez',
  'Fontaine',
  'Chevalier',
  'Robin',
  'Marchand',
  'Meunier',
  'Boulanger',
  'Berger',
  'Charpentier',
  'Fabre',
  'Boyer',
  'Lacroix',
  'Renard',
  'Collin',
  'Le Goff',
  'Le Gall',
  'Kerhervé',
  'Quéméner',
  'Abgrall',
  'Le Bihan',
  'Tanguy',
  'Guillou',
  'Etcheverry',
  'Harriague',
  'Iribarren',
  'Casanova',
  'Santoni',
  'Orsini',
  'Zimmermann',
  'Schmitt',
  'Kieffer',
  'Haegel',
  'Ndiaye',
  'Diallo',
  'Traoré',
  'Haddad',
  'Benali',
  'Bouzid',
  'Nguyen',
  'Tran',
  'Rakotomalala',
  'Payet',
  'Hoarau',
  'Grondin',
  'Pierre-Louis',
  'Jean-Baptiste',
  'Vasseur',
  'Delattre',
  'Dewaele',
  'Vandamme',
  'Peeters',
  'Lacombe',
  'Vidal',
  'Bousquet',
  'Cazeneuve',
  'Roumégoux',
  'Sabatier',
  'Chabrol',
  'Vialatte',
  'Lachaud',
  'Dubreuil',
  'Gallet',
  'Brossard',
  'Pelletier',
  'Poirier',
  'Ferrand',
  'Jacquemin',
  'Wagner',
  'Keller',
  'Schneider',
  "O'Neill",
  'Kowalski',
  'Rossi',
  'Ferreira',
  'Da Silva',
  'Costa',
  'Novak',
  'Lindqvist',
  'Murphy',
  'Van den Berg',
];
/** Rare surnames, each given to one profile at most. */
const RARE_LAST = [
  'Kerangoarec',
  'Thiébaud-Villard',
  'Oyhénart',
  'Pagès-Laborie',
  'Mazoyer',
  'Quiniou',
  'Vernhes',
  'Laguiole',
  'Bourdieux',
  'Tchakarian',
  'Ravelonarivo',
  'Anquetil-Rose',
  'Delacôte',
  'Fourcassié',
  'Guézennec',
  'Heurtebise',
  'Jaouen',
  'Lemarchal',
  'Marcilhac',
  'Nodet-Brunel',
  'Pouzergues',
  'Rigaudière',
  'Salomé-Berthon',
  'Tixier-Mollard',
  'Urruty',
  'Vergnolle',
  'Wacquez',
  'Youinou',
  'Zanettacci',
  'Abadie-Sarrat',
  'Bréhéret',
  'Coatanéa',
  'Daridan',
  'Escoffier-Lamy',
  'Fréjaville',
  'Gouézec',
  'Hourcastagné',
  'Itçaina',
  'Jézéquel-Bras',
  'Kervarec',
];
/** Small schools, each given to one profile at most. */
const RARE_SCHOOLS = [
  'Lycée agricole de Rochefort-Montagne',
  'IUT de Saint-Dié-des-Vosges',
  'Lycée Jean-Monnet de Montrichard',
  'Institut catholique de Vendée',
  'École de la Cause freudienne',
  'Lycée Émile-Duclaux d’Aurillac',
  'Conservatoire de Brive',
  'École supérieure du bois',
  'Lycée de la mer de Sète',
  'IUT de Figeac',
  'École nationale de musique de Villeurbanne',
  'Lycée horticole de Saint-Ismier',
  'Collège de Bretagne',
  'École supérieure d’art des Pyrénées',
  'Lycée Sainte-Marie d’Antony',
  'Institut Montéclair',
  'École de design de Tiercé',
  'Lycée viticole de Beaune',
  'Lycée Victor-Bérard de Morez',
  'IUT de Chartres',
  'École des Mines d’Alès (antenne de Pau)',
  'Lycée Marcel-Pagnol d’Athis',
  'École Boulle',
  'Institut régional de Quimperlé',
  'Lycée polyvalent de Saint-Laurent-du-Maroni',
];
let rareLast: string[] = [];
let rareSchools: string[] = [];
const MAIL_DOMAINS = [
  'gmail.com',
  'orange.fr',
  'free.fr',
  'laposte.net',
  'outlook.fr',
  'hotmail.fr',
  'yahoo.fr',
  'proton.me',
  'sfr.fr',
];

// ---------------------------------------------------------------- places
const IDF = [
  'Paris',
  'Montreuil',
  'Nanterre',
  'Versailles',
  'Créteil',
  'Bobigny',
  'Cergy',
  'Évry-Courcouronnes',
  'Melun',
];
const REGIONAL_CAPITALS = [
  'Lyon',
  'Marseille',
  'Toulouse',
  'Bordeaux',
  'Nantes',
  'Rennes',
  'Lille',
  'Strasbourg',
  'Montpellier',
  'Dijon',
  'Rouen',
  'Orléans',
  'Ajaccio',
  'Clermont-Ferrand',
  'Limoges',
  'Poitiers',
  'Metz',
  'Caen',
  'Besançon',
  'Amiens',
  'Grenoble',
  'Nice',
  'Tours',
  'Nancy',
  'Reims',
  'Brest',
  'Angers',
];
const DOM = ['Saint-Denis', 'Saint-Pierre', 'Pointe-à-Pitre', 'Basse-Terre', 'Fort-de-France', 'Cayenne', 'Mamoudzou'];
const FOREIGN = ['Brussels', 'Liège', 'Namur', 'Genève', 'Lausanne', 'Luxembourg', 'Esch-sur-Alzette'];
const OTHER_FR = Object.keys(CITY).filter(
  (c) => !IDF.includes(c) && !REGIONAL_CAPITALS.includes(c) && !DOM.includes(c) && !FOREIGN.includes(c),
);
function drawHome(): string {
  const group = weighted<string[]>([
    [['Paris'], 9],
    [IDF.slice(1), 7],
    [REGIONAL_CAPITALS, 38],
    [OTHER_FR, 35],
    [DOM, 4],
    [['Brussels'], 3.2],
    [['Liège', 'Namur'], 0.6],
    [['Genève'], 2],
    [['Lausanne'], 0.5],
    [['Luxembourg'], 1.3],
    [['Esch-sur-Alzette'], 0.3],
  ]);
  return pick(group);
}
export function cityArea(name: string): Area {
  const a = CITY[name];
  if (!a) throw new Error(`unknown city ${name}`);
  return a;
}
export const homeDept = (t: Truth): string | undefined => cityArea(t.home).departmentCode;
export const homeRegion = (t: Truth): string | undefined => cityArea(t.home).regionCode;
export const homeCountry = (t: Truth): string => cityArea(t.home).countryCode;
const regionKey = (a: Area): string =>
  a.countryCode === 'FR' ? (a.regionCode ?? '') : `${a.countryCode}-${a.regionCode ?? ''}`;

function drawAreas(home: string): Area[] {
  const h = cityArea(home);
  const out: Area[] = [];
  if (h.countryCode !== 'FR') {
    if (chance(0.6)) out.push(h);
    const reg = REGION[regionKey(h)];
    if (reg && chance(0.5)) out.push(reg);
    if (chance(0.55)) out.push(COUNTRY[h.countryCode]!);
    if (chance(0.25)) out.push(COUNTRY[pick(['BE', 'LU', 'CH', 'FR'].filter((c) => c !== h.countryCode))]!);
    if (chance(0.15)) out.push(REGION['11']!);
    return out;
  }
  if (chance(0.55)) out.push(h);
  if (chance(0.6)) out.push(DEPT[h.departmentCode!]!);
  if (chance(0.4)) out.push(REGION[h.regionCode!]!);
  if (chance(0.15)) {
    const other = pick(Object.values(DEPT).filter((d) => d.regionCode === h.regionCode));
    if (!out.includes(other)) out.push(other);
  }
  if (chance(0.12)) out.push(REGION[pick(['11', '84', '75', '76', '52', '53', '93', '44', '32'])]!);
  if (chance(0.1)) out.push(COUNTRY['FR']!);
  if (chance(0.05)) out.push(COUNTRY[pick(['BE', 'LU', 'CH'])]!);
  return [...new Set(out)];
}

// ---------------------------------------------------------------- organisations and schools
const CONSULTANCIES = [
  'Cap Territoires Conseil',
  'Ligne Claire Consultants',
  'Trois Rivières Ingénierie',
  'Bureau Sextant',
  'Atelier Boussole',
  'Les Arpenteurs',
  'Pont-Neuf Conseil',
  'Groupe Équinoxe',
  'Sillage Public',
  'Maison Claire Études',
  'Cabinet Grand Large',
  'Partenaires Finances Locales',
  'Horizon Santé Conseil',
  'Sémaphore Évaluation',
  'Terres et Villes',
  'Agence Ricochet',
  'Archipel Management',
  'Quatre Vents Conseil',
];
const SMALL_PREFIX = ['Atelier', 'Cabinet', 'Bureau', 'Agence', 'Collectif', 'SCOP', 'Studio', 'Maison'];
const SMALL_NOUN = [
  'Marelle',
  'Ricochet',
  'Passerelle',
  'Colibri',
  'Tournesol',
  'Lanterne',
  'Ardoise',
  'Cerisier',
  'Girouette',
  'Escale',
  'Roseau',
  'Pigeonnier',
  'Belvédère',
  'Alizé',
  'Aquarelle',
  'Tisserand',
  'Ruche',
  'Balise',
  'Galet',
  'Clairière',
  'Sablier',
  'Mosaïque',
  'Tremplin',
  'Hirondelle',
  'Capucine',
  'Sarment',
  'Bruyère',
  'Chardon',
  'Mouette',
  'Ancre',
  'Fanal',
  'Vigie',
  'Gouvernail',
  'Perce-Neige',
  'Mistral',
  'Ginkgo',
  'Azimut',
  'Boréal',
  'Caravelle',
  'Tilleul',
  'Sémillon',
  'Ondine',
  'Moulin',
  'Grenier',
  'Terrier',
  'Fougère',
  'Houblon',
  'Lavande',
];
const SMALL_TAIL = [
  'Conseil',
  'Études',
  'Partenaires',
  'Ingénierie',
  '& Associés',
  'Public',
  'Territoires',
  'Solutions',
];
const PRIVATE_FIRMS = [
  'Groupe Valmont Industries',
  'Atlantique Emballages',
  'Soft Lagune',
  'NetCréa',
  'Immobilière du Parc',
  'Mécaplast',
  'Distrimag',
  'Logiciels Civitas',
  'Cabinet Fiducia Centre',
  'Résidences Bel Air Gestion',
];
const HOSP_NAMES = ['AP-HP', 'Hospices Civils de Lyon', 'AP-HM'];
const STATE = [
  'Ministère de la Transition écologique',
  'Ministère de l’Intérieur',
  'Ministère des Armées',
  'ADEME',
  'Agence nationale de la cohésion des territoires',
  'Cerema',
  'France Travail',
  'Agence de l’eau Loire-Bretagne',
  'Ministère de la Culture',
  'Caisse des Dépôts',
];
const EU = [
  'Commission européenne',
  'Parlement européen',
  'Conseil de l’Union européenne',
  'Banque européenne d’investissement',
  'Comité européen des régions',
  'Cour des comptes européenne',
];
const INTL = [
  'Organisation mondiale de la santé',
  'HCR',
  'Organisation internationale du travail',
  'OIM',
  'UNICEF',
  'Fédération internationale de la Croix-Rouge',
];
const ASSOCS = [
  'Secours populaire',
  'Fondation de France',
  'Apprentis d’Auteuil',
  'Emmaüs Solidarité',
  'APF France handicap',
  'Croix-Rouge française',
  'Restos du Cœur',
  'Fondation Abbé Pierre',
  'Les Petits Frères des Pauvres',
];
function orgFor(sector: Sector, city: string): string {
  return orgRaw(sector, city)
    .replace(/\bde Le /g, 'du ')
    .replace(/\bde Les /g, 'des ');
}
function orgRaw(sector: Sector, city: string): string {
  const c = cityArea(city);
  const cn = c.cityName ?? city;
  const dn = c.departmentName ?? cn;
  const rn = c.regionName ?? cn;
  switch (sector) {
    case 'commune':
      return pick([`Ville de ${cn}`, `Mairie de ${cn}`, `Communauté d’agglomération de ${cn}`, `${cn} Métropole`]);
    case 'departement':
      return `Département ${dn === cn ? 'de ' + dn : '– ' + dn}`;
    case 'region':
      return `Région ${rn}`;
    case 'etat':
      return pick([...STATE, `Préfecture – ${dn}`, `DDT ${dn}`, `DREAL ${rn}`]);
    case 'hopital':
      return pick([`CHU de ${cn}`, `Centre hospitalier de ${cn}`, `GHT ${dn}`, pick(HOSP_NAMES), `ARS ${rn}`]);
    case 'medico-social':
      return pick([
        `EHPAD Les ${pick(['Tilleuls', 'Glycines', 'Jardins', 'Charmilles', 'Hortensias'])}`,
        `Adapei ${dn}`,
        'APF France handicap',
        `CCAS de ${cn}`,
      ]);
    case 'logement-social':
      return pick([`${cn} Habitat`, `Office public de l’habitat – ${dn}`, `Habitat ${rn}`]);
    case 'universite':
      return pick([`Université de ${cn}`, `CROUS de ${cn}`, `Rectorat de ${cn}`]);
    case 'associatif':
      return pick(ASSOCS);
    case 'europe':
      return pick(EU);
    case 'international':
      return pick(INTL);
    case 'conseil':
      return pick(CONSULTANCIES);
    case 'prive':
      return pick(PRIVATE_FIRMS);
  }
}
const SCHOOLS: Record<string, string[]> = {
  generic: [
    'Sciences Po Paris',
    'Sciences Po Lyon',
    'Sciences Po Bordeaux',
    'Sciences Po Rennes',
    'Sciences Po Toulouse',
    'Sciences Po Aix',
    'Sciences Po Grenoble',
    'Sciences Po Lille',
    'Sciences Po Strasbourg',
    'Université Paris 1 Panthéon-Sorbonne',
    'Université Paris-Panthéon-Assas',
    'Université de Bordeaux',
    'Université de Rennes',
    'Université Toulouse Capitole',
    'Université Jean Moulin Lyon 3',
    'Université de Lille',
    'Université de Strasbourg',
    'Université Grenoble Alpes',
    'Aix-Marseille Université',
    'Université de Montpellier',
    'Nantes Université',
    'Université de Poitiers',
    'Université de Bourgogne',
    'Université de Lorraine',
    'Université Clermont Auvergne',
    'Université de Caen Normandie',
    'Université de Tours',
    'Université d’Orléans',
    'Université de Limoges',
    'Université de Pau et des Pays de l’Adour',
    'Université des Antilles',
    'Université de La Réunion',
    'Université libre de Bruxelles',
    'Université de Genève',
    'Université du Luxembourg',
  ],
  public: [
    'INET',
    'INSP (ex-ENA)',
    'IRA de Lille',
    'IRA de Nantes',
    'IRA de Metz',
    'IRA de Bastia',
    'IRA de Lyon',
    'IMPGT Aix-en-Provence',
    'IPAG de Poitiers',
    'IAE de Lyon',
    'ESSEC',
    'Kedge Business School',
    'NEOMA',
  ],
  urbanisme: [
    'Institut d’urbanisme de Grenoble',
    'École d’urbanisme de Paris',
    'Institut d’urbanisme de Lyon',
    'ENTPE',
    'École des Ponts ParisTech',
    'Université Rennes 2',
  ],
  environnement: ['AgroParisTech', 'ENGEES', 'IMT Mines Alès', 'INSA Lyon', 'INSA Toulouse', 'Polytech Montpellier'],
  sante: [
    'EHESP',
    'Faculté de médecine de Lille',
    'Faculté de médecine de Montpellier',
    'IFCS du CHU de Bordeaux',
    'IFCS Sainte-Anne',
  ],
  social: [
    'IRTS Hauts-de-France',
    'IRTS de Lorraine',
    'ITS de Tours',
    'EHESP (CAFDES)',
    'IRTS Paris Parmentier',
    'ETSUP',
  ],
  archives: ['École nationale des chartes', 'Université d’Angers', 'Université de Haute-Alsace'],
  sig: ['ENSG-Géomatique', 'Université Rennes 2', 'Université d’Avignon'],
  communication: ['CELSA', 'ISIC Bordeaux', 'EFAP', 'IUT de Lannion'],
  numerique: ['EPITA', 'Université Paris-Saclay', 'Télécom Paris', 'ENSAE'],
  prive: [
    'Kedge Business School',
    'ESC Clermont',
    'EPITECH',
    'INTEC (CNAM)',
    'IUT de Sceaux',
    'Université Paris Nanterre',
  ],
};
const FAMILY_SCHOOL: Record<string, string> = {
  achat: 'public',
  juridique: 'generic',
  finances: 'public',
  financements: 'public',
  amo: 'urbanisme',
  urbanisme: 'urbanisme',
  habitat: 'urbanisme',
  mobilite: 'urbanisme',
  environnement: 'environnement',
  sante: 'sante',
  'medico-social': 'social',
  rh: 'public',
  communication: 'communication',
  conseil: 'public',
  numerique: 'numerique',
  sig: 'sig',
  archives: 'archives',
  collecte: 'generic',
  direction: 'public',
  prive: 'prive',
};
/** Fields of study by family: [French, English]. */
const FAMILY_AREA: Record<string, [string[], string[]]> = {
  generic: [
    ['Administration publique', 'Science politique', 'Management public', 'Droit public'],
    ['Public administration', 'Political science', 'Public management'],
  ],
  achat: [
    ['Droit public des affaires', 'Achats publics', 'Droit public'],
    ['Public procurement', 'Public law'],
  ],
  juridique: [
    ['Droit public', 'Droit des collectivités territoriales', 'Contentieux publics'],
    ['Public law', 'Administrative law'],
  ],
  finances: [
    ['Finances publiques', 'Gestion publique', 'Comptabilité contrôle audit'],
    ['Public finance', 'Accounting and audit'],
  ],
  financements: [
    ['Affaires européennes', 'Développement territorial', 'Administration publique'],
    ['European affairs', 'Regional development'],
  ],
  amo: [
    ['Génie civil', 'Management de projets de construction', 'Architecture'],
    ['Civil engineering', 'Construction project management'],
  ],
  urbanisme: [
    ['Urbanisme et aménagement', 'Géographie', 'Aménagement du territoire'],
    ['Urban planning', 'Geography'],
  ],
  habitat: [
    ['Urbanisme et aménagement', 'Politiques urbaines', 'Sociologie urbaine'],
    ['Urban planning', 'Urban policy'],
  ],
  mobilite: [
    ['Transports et mobilités', 'Urbanisme et aménagement', 'Génie civil'],
    ['Transport planning', 'Urban planning'],
  ],
  environnement: [
    ['Sciences de l’environnement', 'Génie de l’eau', 'Énergie et développement durable', 'Écologie'],
    ['Environmental science', 'Water engineering', 'Energy'],
  ],
  sante: [
    ['Management des établissements de santé', 'Santé publique', 'Médecine', 'Sciences infirmières'],
    ['Health management', 'Public health', 'Medicine'],
  ],
  'medico-social': [
    ['Direction d’établissements sociaux', 'Travail social', 'Management des organisations sanitaires et sociales'],
    ['Social care management', 'Social work'],
  ],
  rh: [
    ['Gestion des ressources humaines', 'Droit social', 'Management public'],
    ['Human resources management', 'Employment law'],
  ],
  communication: [
    ['Communication publique', 'Information-communication', 'Journalisme'],
    ['Public communication', 'Journalism'],
  ],
  conseil: [
    ['Évaluation des politiques publiques', 'Sociologie', 'Économie publique'],
    ['Policy evaluation', 'Sociology', 'Public economics'],
  ],
  numerique: [
    ['Systèmes d’information', 'Droit du numérique', 'Informatique'],
    ['Information systems', 'IT law', 'Computer science'],
  ],
  sig: [
    ['Géomatique', 'Géographie', 'Cartographie et SIG'],
    ['Geomatics', 'GIS', 'Geography'],
  ],
  archives: [
    ['Archivistique', 'Histoire', 'Archives numériques'],
    ['Archival science', 'History', 'Records management'],
  ],
  collecte: [
    ['Marketing', 'Management des organisations à but non lucratif', 'Communication'],
    ['Marketing', 'Non-profit management'],
  ],
  direction: [
    ['Administration publique', 'Management public', 'Droit public', 'Direction des organisations de l’ESS'],
    ['Public administration', 'Public management'],
  ],
  prive: [
    ['Gestion des entreprises', 'Comptabilité', 'Informatique', 'Droit des affaires', 'Commerce'],
    ['Business administration', 'Accounting', 'Computer science'],
  ],
};
/** Preparatory classes and lycées: rarer school names for identity probes. */
const LYCEES = [
  'Lycée Champollion',
  'Lycée Montaigne',
  'Lycée Chateaubriand',
  'Lycée Fénelon',
  'Lycée Henri-IV',
  'Lycée du Parc',
  'Lycée Pierre-de-Fermat',
  'Lycée Kerichen',
  'Lycée Bellevue',
  'Lycée Descartes',
  'Lycée Guez-de-Balzac',
  'Lycée Clemenceau',
  'Lycée Faidherbe',
  'Lycée Kléber',
  'Lycée Joffre',
  'Lycée Thiers',
  'Lycée Masséna',
  'Lycée Camille-Jullian',
  'Lycée Saint-Sernin',
  'Lycée Lakanal',
  'Lycée Poincaré',
  'Lycée Condorcet',
  'Lycée Leconte-de-Lisle',
  'Lycée Gerville-Réache',
  'Lycée Schœlcher',
  'Lycée Félix-Éboué',
  'Lycée Fustel-de-Coulanges',
  'Lycée Victor-Grignard',
  'Lycée Malherbe',
  'Lycée Corneille',
  'Lycée Jean-Perrin',
  'Lycée Ozenne',
];
const LANG_FR: Record<string, string> = {
  fr: 'Français',
  en: 'Anglais',
  de: 'Allemand',
  es: 'Espagnol',
  it: 'Italien',
  nl: 'Néerlandais',
  pt: 'Portugais',
  ar: 'Arabe',
  rcf: 'Créole',
};
const LANG_EN: Record<string, string> = {
  fr: 'French',
  en: 'English',
  de: 'German',
  es: 'Spanish',
  it: 'Italian',
  nl: 'Dutch',
  pt: 'Portuguese',
  ar: 'Arabic',
  rcf: 'Creole',
};
const LEVEL_FR: Record<Level, string[]> = {
  A2: ['Notions', 'A2', 'Scolaire'],
  B1: ['Intermédiaire', 'B1', 'Lu, écrit, parlé (B1)'],
  B2: ['Bon niveau', 'B2', 'Professionnel (B2)'],
  C1: ['Courant', 'C1', 'Courant (C1)', 'Professionnel courant'],
  C2: ['Bilingue', 'C2', 'Bilingue (C2)'],
  natif: ['Langue maternelle', 'Natif', 'Maternelle'],
};
const LEVEL_EN: Record<Level, string[]> = {
  A2: ['Basic', 'A2', 'Elementary'],
  B1: ['Intermediate', 'B1'],
  B2: ['Upper intermediate', 'B2', 'Professional working proficiency'],
  C1: ['Fluent', 'C1', 'Full professional proficiency'],
  C2: ['Bilingual', 'C2'],
  natif: ['Native', 'Native speaker', 'Mother tongue'],
};
const CERTS: Record<string, [string, string][]> = {
  achat: [
    ['Certificat Acheteur public', 'CNFPT'],
    ['Certification Achats responsables', 'AFNOR'],
  ],
  finances: [
    ['Certificat de contrôle interne', 'IFACI'],
    ['Certificat Finances locales', 'CNFPT'],
  ],
  financements: [['Gestion des fonds européens', 'Sciences Po Formation continue']],
  amo: [
    ['PMP', 'PMI'],
    ['BIM Manager', 'CSTB'],
  ],
  numerique: [
    ['Certification DPO', 'AFNOR Certification'],
    ['CIPP/E', 'IAPP'],
    ['Prince2 Foundation', 'Axelos'],
    ['PSM I', 'Scrum.org'],
  ],
  sig: [
    ['ArcGIS Desktop Professional', 'Esri'],
    ['QGIS avancé', 'Oslandia'],
  ],
  environnement: [
    ['Bilan Carbone', 'ABC'],
    ['Auditeur ISO 14001', 'AFNOR'],
  ],
  sante: [
    ['Expert-visiteur HAS', 'HAS'],
    ['Auditeur ISO 9001', 'AFNOR'],
  ],
  rh: [
    ['Certification Qualiopi (auditeur)', 'AFNOR'],
    ['Coach professionnel RNCP', 'Linkup Coaching'],
  ],
  collecte: [['Certificat de fundraiser', 'AFF']],
  conseil: [['Certificat en évaluation des politiques publiques', 'SFE']],
  direction: [['Certificat manager de transition', 'FNMT']],
};

// ---------------------------------------------------------------- sentences
const SECTOR_FR: Record<Sector, string> = {
  etat: 'services de l’État et agences nationales',
  region: 'conseils régionaux',
  departement: 'conseils départementaux',
  commune: 'communes et intercommunalités',
  hopital: 'établissements publics de santé',
  'medico-social': 'établissements sociaux et médico-sociaux',
  'logement-social': 'bailleurs sociaux',
  universite: 'universités et établissements d’enseignement supérieur',
  associatif: 'associations et fondations',
  europe: 'institutions européennes',
  international: 'organisations internationales',
  conseil: 'cabinets de conseil au service des acteurs publics',
  prive: 'entreprises privées',
};
const SECTOR_EN: Record<Sector, string> = {
  etat: 'central government and state agencies',
  region: 'regional councils',
  departement: 'county councils',
  commune: 'municipalities and inter-municipal bodies',
  hopital: 'public hospitals',
  'medico-social': 'social and care services',
  'logement-social': 'social housing providers',
  universite: 'universities',
  associatif: 'charities and foundations',
  europe: 'EU institutions',
  international: 'international organisations',
  conseil: 'consultancies serving public bodies',
  prive: 'private companies',
};
/** Occupations a mission text may mention as colleagues: the source of hard negatives in free text. */
const MENTION: Record<string, string[]> = {
  'acheteur-prive': ['acheteur-public'],
  'juriste-affaires': ['juriste-droit-public', 'juriste-commande-publique'],
  comptable: ['controleur-gestion-public', 'directeur-finances-collectivite'],
  developpeur: ['chef-projet-transformation-numerique', 'amo-si'],
  'gestionnaire-copropriete': ['responsable-programmes-logement-social'],
  'commercial-secteur-public': ['acheteur-public', 'directeur-finances-collectivite', 'dgs'],
  'controleur-gestion-industriel': ['controleur-gestion-public'],
  'charge-communication-agence': ['charge-communication-public'],
  'rh-pme': ['responsable-rh-public', 'gestionnaire-paie-carriere'],
};
function mentionOccs(o: Occ): Occ[] {
  const explicit = MENTION[o.key];
  if (explicit) return explicit.map((k) => OCC[k]!);
  return OCCS.filter((x) => x.family === o.family && x.key !== o.key);
}

// ---------------------------------------------------------------- plants
/** Fixed attributes for a few dozen profiles, so demanding queries have answers and near misses. */
export interface Plant {
  occ: string;
  home: string;
  gender?: 'f' | 'm';
  cvLang?: 'fr' | 'en';
  years?: number;
  freeIn?: number;
  remote?: Remote[];
  days?: number[];
  durations?: Duration[];
  rate?: number | null;
  langs?: { lang: string; level: Level }[];
  skills?: string[];
  sectors?: Sector[];
  interim?: boolean;
  areas?: Area[];
  declared?: string;
  /** Skills the profile must not hold (near misses). */
  noSkills?: string[];
}

// ---------------------------------------------------------------- drawing a Truth
function drawTruth(i: number, plant: Plant | undefined, forced: string | undefined): Truth {
  const occ = plant
    ? OCC[plant.occ]!
    : forced
      ? OCC[forced]!
      : weighted(OCCS.map((o) => [o, o.family === 'prive' ? 1.35 : o.weight] as const));
  const gender = plant?.gender ?? (chance(0.55) ? 'f' : 'm');
  const home = plant?.home ?? drawHome();
  const h = cityArea(home);
  const foreign = h.countryCode !== 'FR';
  const cvLang = plant?.cvLang ?? (chance(foreign ? 0.55 : 0.055) ? 'en' : 'fr');
  const noAccents = cvLang === 'fr' && chance(0.085);
  const band = weighted<Band>([
    ['junior', 12],
    ['confirme', 30],
    ['senior', 28],
    ['expert', 30],
  ]);
  const years =
    plant?.years ??
    (band === 'junior' ? int(1, 2) : band === 'confirme' ? int(3, 6) : band === 'senior' ? int(7, 10) : int(11, 30));
  const b = bandOf(years);
  const r = rnd();
  const declared =
    plant?.declared ??
    (r < 0.12
      ? ''
      : r < 0.2
        ? SENIORITY_OF[BANDS[Math.min(3, Math.max(0, BANDS.indexOf(b) + pick([-1, 1])))]!]
        : SENIORITY_OF[b]);
  const freeIn = plant?.freeIn ?? (chance(0.5) ? -int(0, 60) : chance(0.15) ? int(1, 7) : int(8, 200));
  const freeFrom = addDays(TODAY, freeIn);
  const available = freeIn <= 7;
  const mult = { junior: 0.72, confirme: 1, senior: 1.18, expert: 1.38 }[b];
  const rate =
    plant?.rate !== undefined
      ? plant.rate
      : chance(0.08)
        ? null
        : Math.round((occ.rate * mult * (0.88 + rnd() * 0.24)) / 10) * 10;
  const onsiteTrade = ['sante', 'medico-social'].includes(occ.family) || occ.key === 'dgs';
  const remote =
    plant?.remote ??
    weighted<Remote[]>(
      onsiteTrade
        ? [
            [['Sur site'], 55],
            [['Sur site', 'Hybride'], 35],
            [['Hybride'], 10],
          ]
        : [
            [['Sur site'], 18],
            [['Hybride'], 24],
            [['Sur site', 'Hybride'], 24],
            [['Hybride', 'Full remote'], 16],
            [['Full remote'], 8],
            [['Sur site', 'Hybride', 'Full remote'], 10],
          ],
    );
  const days =
    plant?.days ??
    weighted<number[]>([
      [[5], 34],
      [[4, 5], 26],
      [[4], 10],
      [[3, 4], 10],
      [[3], 7],
      [[2, 3], 7],
      [[1, 2], 4],
      [[2], 2],
    ]);
  const durations =
    plant?.durations ??
    weighted<Duration[]>([
      [['< 3 mois', '3 a 6 mois'], 18],
      [['3 a 6 mois'], 14],
      [['3 a 6 mois', '6 a 12 mois'], 26],
      [['6 a 12 mois'], 12],
      [['6 a 12 mois', '> 12 mois'], 18],
      [['> 12 mois'], 6],
      [['< 3 mois'], 6],
    ]);
  const areas = plant?.areas ?? drawAreas(home);
  // languages
  const languages: { lang: string; level: Level }[] = [];
  if (cvLang === 'en') {
    languages.push({ lang: 'en', level: chance(0.6) ? 'natif' : 'C2' });
    languages.push({ lang: 'fr', level: pick<Level>(['natif', 'C2', 'C1', 'C1', 'B2']) });
  } else {
    languages.push({ lang: 'fr', level: 'natif' });
    languages.push({
      lang: 'en',
      level: weighted<Level>([
        ['A2', 10],
        ['B1', 24],
        ['B2', 34],
        ['C1', 24],
        ['C2', 8],
      ]),
    });
  }
  if (h.countryCode === 'BE' && chance(0.5)) languages.push({ lang: 'nl', level: pick<Level>(['B1', 'B2', 'C1']) });
  if ((h.countryCode === 'LU' || ['67', '68', '57'].includes(h.departmentCode ?? '')) && chance(0.5))
    languages.push({ lang: 'de', level: pick<Level>(['B1', 'B2', 'C1', 'natif']) });
  if (DOM.includes(home) && chance(0.6)) languages.push({ lang: 'rcf', level: 'natif' });
  if (chance(0.14)) languages.push({ lang: 'es', level: pick<Level>(['A2', 'B1', 'B2', 'C1']) });
  if (chance(0.05)) languages.push({ lang: 'it', level: pick<Level>(['A2', 'B1', 'B2']) });
  if (chance(0.04)) languages.push({ lang: 'ar', level: pick<Level>(['B2', 'C1', 'natif']) });
  if (chance(0.03)) languages.push({ lang: 'pt', level: pick<Level>(['B1', 'B2', 'natif']) });
  if (plant?.langs)
    for (const l of plant.langs) {
      const ex = languages.find((x) => x.lang === l.lang);
      if (ex) ex.level = l.level;
      else languages.push({ ...l });
    }
  // skills
  const core = sample(occ.skills.slice(0, 3), int(2, 3));
  const rest = sample(occ.skills.slice(3), int(3, Math.min(6, occ.skills.length - 3)));
  const skills = [...new Set([...core, ...rest, ...(plant?.skills ?? [])])].filter(
    (s) => !plant?.noSkills?.includes(s),
  );
  const famCerts = CERTS[occ.family] ?? [];
  const certs = famCerts.length && chance(0.35) ? sample(famCerts, int(1, 2)).map((c) => c[0]) : [];
  if (occ.key === 'dpo' && chance(0.5) && !certs.includes('Certification DPO')) certs.push('Certification DPO');
  const sectors = plant?.sectors ?? [...new Set([occ.sectors[0]!, ...sample(occ.sectors, int(0, 2))])].slice(0, 3);
  const interim = plant?.interim ?? (years >= 7 && chance(Math.min(0.85, occ.interim * 1.4)));
  const first = pick(gender === 'f' ? FIRST_F : FIRST_M);
  const last = rareLast.length && chance(0.07) ? rareLast.shift()! : pick(LAST);
  return {
    id: `b31-${String(i + 1).padStart(4, '0')}`,
    occ: occ.key,
    family: occ.family,
    gender,
    cvLang,
    noAccents,
    years,
    band: b,
    declared,
    available,
    freeFrom,
    rate,
    remote,
    days,
    durations,
    home,
    areas,
    languages,
    skills,
    certs,
    sectors,
    interim,
    openToCdi: chance(0.2),
    vehicle: chance(0.6),
    priv: {
      firstName: first,
      lastName: last,
      email: '',
      phone: '',
      linkedin: '',
      employers: [],
      smallEmployer: '',
      schools: [],
      referees: [],
      named: [],
    },
    leaks: [],
  };
}

// ---------------------------------------------------------------- writing the profile
function title(o: Occ, t: Truth, variant?: number): string {
  const pair = variant !== undefined ? o.fr[variant % o.fr.length]! : pick(o.fr);
  return t.gender === 'f' ? pair[1] : pair[0];
}
function grade(o: Occ, t: Truth): string {
  if (!o.grades.length) return '';
  const g = pick(o.grades);
  return t.gender === 'f' ? feminize(g) : g;
}
function label(o: Occ, t: Truth): string {
  if (t.cvLang === 'en') {
    const base = pick(o.en);
    const q =
      t.interim && chance(0.5)
        ? 'Interim '
        : t.band === 'expert' || t.band === 'senior'
          ? pick(['Senior ', '', ''])
          : '';
    return `${q}${base}${chance(0.3) ? ' | Freelance' : ''}`;
  }
  const f = t.gender === 'f';
  const base = chance(0.1) ? pick(o.en) : chance(0.4) ? title(o, t, 0) : title(o, t);
  const quals: string[] = [];
  if (t.band === 'senior' || t.band === 'expert') quals.push('senior', '');
  if (t.band === 'confirme') quals.push(f ? 'confirmée' : 'confirmé', '');
  if (t.band === 'junior') quals.push('junior', '');
  quals.push('', '');
  const q = pick(quals);
  let s = q ? `${base} ${q}` : base;
  const roll = rnd();
  if (t.interim && roll < 0.5) s += pick([' – management de transition', ' | Manager de transition', ' (intérim)']);
  else if (roll < 0.2 || (t.interim && roll < 0.65)) {
    const g = grade(o, t);
    if (g) s = pick([`${g} – ${s}`, `${s} (${g})`]);
  } else if (roll < 0.36) s += ` | ${pick(t.skills)}`;
  else if (roll < 0.46) s = `${f ? 'Consultante indépendante' : 'Consultant indépendant'} – ${s}`;
  return s;
}
function yearsFr(t: Truth): string {
  if (t.years <= 1) return pick(['une première année d’expérience', '1 an d’expérience']);
  return pick([
    `${t.years} ans d’expérience`,
    `plus de ${t.years - 1} ans d’expérience`,
    `${t.years} années d’expérience`,
  ]);
}
function yearsEn(t: Truth): string {
  if (t.years <= 1) return 'one year of experience';
  return pick([`${t.years} years of experience`, `over ${t.years - 1} years of experience`]);
}
function availFr(t: Truth): string {
  if (t.available) return pick(['Disponible immédiatement.', 'Disponible dès maintenant.', 'Disponible de suite.', '']);
  return pick([
    `Disponible à partir du ${frDate(t.freeFrom)}.`,
    `Disponible en ${MONTHS_FR[Number(t.freeFrom.slice(5, 7)) - 1]} ${t.freeFrom.slice(0, 4)}.`,
    '',
  ]);
}
function availEn(t: Truth): string {
  if (t.available) return pick(['Available immediately.', 'Available now.', '']);
  return pick([`Available from ${enDate(t.freeFrom)}.`, '']);
}
function skillName(s: string, t: Truth): string {
  return t.cvLang === 'en' ? (SKILL_EN[s] ?? s) : s;
}
function person(): { name: string; f: boolean } {
  const f = chance(0.5);
  return { name: `${pick(f ? FIRST_F : FIRST_M)} ${pick(LAST)}`, f };
}
/** A colleague's title inside a sentence: "la cheffe de projet habitat", "le DGS". */
function colleague(m: Occ): string {
  const f = chance(0.5);
  const pair = pick(m.fr);
  const tt = f ? pair[1] : pair[0];
  const low = /^[A-ZÉ][a-zéèêàç]/.test(tt) ? tt[0]!.toLowerCase() + tt.slice(1) : tt;
  const art = /^[aeiouéèêh]/i.test(low) ? 'l’' : f ? 'la ' : 'le ';
  return `${art}${low}`;
}
const BOSS_FR = [
  'directrice générale des services',
  'DGA ressources',
  'directeur général adjoint',
  'maire adjoint aux finances',
  'directrice de l’hôpital',
  'président de l’association',
  'directeur de cabinet',
];
const BOSS_EN = ['Head of Unit', 'Director General', 'Chief Executive', 'Programme Director'];

export function corpus(): { profile: unknown; truth: Truth }[] {
  rnd = mulberry32(31_2026);
  rareLast = [...RARE_LAST];
  rareSchools = [...RARE_SCHOOLS];
  const slots = new Map<number, Plant>();
  PLANTS.forEach((p, k) => slots.set((k * 37 + 11) % POOL_SIZE, p));
  const usedEmails = new Set<string>();
  const out: { profile: unknown; truth: Truth }[] = [];
  // every occupation gets at least three drawn profiles, spread over the pool
  const floor = sample(
    OCCS.flatMap((o) => [o.key, o.key, o.key]),
    OCCS.length * 3,
  );
  for (let i = 0; i < POOL_SIZE; i++) {
    const plant = slots.get(i);
    const t = drawTruth(i, plant, !plant && i % 3 === 0 ? floor.shift() : undefined);
    out.push({ truth: t, profile: write(t, usedEmails) });
  }
  return out;
}

function write(t: Truth, usedEmails: Set<string>): unknown {
  const o = OCC[t.occ]!;
  const en = t.cvLang === 'en';
  const h = cityArea(t.home);
  const p = t.priv;
  // contact data
  const fn = slug(p.firstName);
  const ln = slug(p.lastName);
  let local = pick([`${fn}.${ln}`, `${fn[0]}.${ln}`, `${fn}${ln}`, `${ln}.${fn}`, `${fn}.${ln}${int(1, 99)}`]);
  let email = `${local}@${pick(MAIL_DOMAINS)}`;
  while (usedEmails.has(email)) {
    local = `${local}${int(1, 9)}`;
    email = `${local}@${pick(MAIL_DOMAINS)}`;
  }
  usedEmails.add(email);
  p.email = email;
  const dig = () => String(int(10, 99));
  p.phone =
    h.countryCode === 'BE'
      ? `+32 4${int(70, 99)} ${dig()} ${dig()} ${dig()}`
      : h.countryCode === 'CH'
        ? `+41 7${int(6, 9)} ${int(100, 999)} ${dig()} ${dig()}`
        : h.countryCode === 'LU'
          ? `+352 6${int(21, 91)} ${int(100, 999)} ${int(100, 999)}`
          : pick([
              `06 ${dig()} ${dig()} ${dig()} ${dig()}`,
              `+33 7 ${dig()} ${dig()} ${dig()} ${dig()}`,
              `07${dig()}${dig()}${dig()}${dig()}`,
            ]);
  p.linkedin = `${fn}-${ln}-${Math.floor(rnd() * 0xfffff).toString(16)}`;
  const linkedinUrl = `https://www.linkedin.com/in/${p.linkedin}`;
  if (chance(0.55))
    p.smallEmployer = `${pick(SMALL_PREFIX)} ${pick(SMALL_NOUN)}${chance(0.5) ? ' ' + pick(SMALL_TAIL) : ''}`;

  // work history: the freelance period, then employed positions
  const start = 2026 - t.years;
  const freelanceYears = Math.max(1, Math.min(t.years, Math.round(t.years * (0.25 + rnd() * 0.35))));
  const work: { name: string; position: string; startDate: string; endDate?: string; summary: string }[] = [];
  const missionsText = (n: number): string => {
    const pool = en ? o.missionsEn : o.missionsFr;
    return sample(pool, Math.min(n, pool.length)).join(' ');
  };
  const fStart = `${2026 - freelanceYears}-${String(int(1, 12)).padStart(2, '0')}`;
  const clients = sample(t.sectors, 2).map((s) => orgFor(s, chance(0.6) ? t.home : pick(REGIONAL_CAPITALS)));
  const fName =
    p.smallEmployer && chance(0.5)
      ? p.smallEmployer
      : en
        ? 'Self-employed'
        : pick(['Indépendant', 'Freelance', 'Auto-entrepreneur', 'Portage salarial']);
  const fPos = en
    ? `${t.interim ? 'Interim manager' : 'Freelance consultant'} – ${pick(o.en)}`
    : `${t.interim ? (t.gender === 'f' ? 'Manager de transition' : 'Manager de transition') : t.gender === 'f' ? 'Consultante indépendante' : 'Consultant indépendant'} – ${title(o, t, 0)}`;
  let fSummary = en
    ? `Assignments for ${clients.join(' and ')}. ${missionsText(2)}`
    : `Missions pour ${clients.join(' et ')}. ${missionsText(2)}`;
  const skillLine = sample(t.skills, Math.min(4, t.skills.length)).map((s) => skillName(s, t));
  fSummary += en ? ` Tools and methods: ${skillLine.join(', ')}.` : ` Outils et méthodes : ${skillLine.join(', ')}.`;
  work.push({ name: fName, position: fPos, startDate: fStart, summary: fSummary });
  if (fName === p.smallEmployer) p.employers.push(fName);
  let cursor = 2026 - freelanceYears;
  const nJobs = t.years - freelanceYears >= 2 ? int(1, Math.min(3, Math.ceil((t.years - freelanceYears) / 3))) : 0;
  for (let j = 0; j < nJobs; j++) {
    const len = j === nJobs - 1 ? cursor - start : Math.max(1, Math.floor((cursor - start) / (nJobs - j)));
    if (len <= 0) break;
    const sector = pick(t.sectors);
    const employer =
      j === 1 && p.smallEmployer && fName !== p.smallEmployer
        ? p.smallEmployer
        : orgFor(sector, chance(0.5) ? t.home : pick([...REGIONAL_CAPITALS, ...OTHER_FR]));
    p.employers.push(employer);
    const prevOcc = o.family !== 'prive' && chance(0.25) ? pick(mentionOccs(o).length ? mentionOccs(o) : [o]) : o;
    let position = en ? pick(prevOcc.en) : title(prevOcc, t);
    if (!en && chance(0.25)) {
      const g = grade(prevOcc, t);
      if (g) position = `${position} (${g})`;
    }
    let summary = en ? missionsText(1) : missionsText(2);
    if (chance(0.3)) {
      const m = pick(mentionOccs(o));
      summary += en
        ? ` Worked closely with the ${pick(m.en).toLowerCase()}.`
        : ` ${pick(['En binôme avec', 'En lien étroit avec', 'Interface avec', 'Travail quotidien avec'])} ${colleague(m)}.`;
    }
    if (chance(0.22)) {
      const pp = person();
      p.named.push(pp.name);
      summary += en
        ? ` Reporting to ${pp.name}, ${pick(BOSS_EN)}.`
        : ` Sous l’autorité de ${pp.f ? 'Mme' : 'M.'} ${pp.name}, ${pick(BOSS_FR)}.`;
    }
    work.push({
      name: employer,
      position,
      startDate: `${cursor - len}-${String(int(1, 12)).padStart(2, '0')}`,
      endDate: `${cursor}-${String(int(1, 12)).padStart(2, '0')}`,
      summary,
    });
    cursor -= len;
  }
  // education
  const schoolPool = SCHOOLS[FAMILY_SCHOOL[o.family] ?? 'generic']!;
  const school = chance(0.6) ? pick(schoolPool) : pick(SCHOOLS.generic!);
  p.schools.push(school);
  const areas = FAMILY_AREA[o.family] ?? FAMILY_AREA.generic!;
  const area = en ? pick(areas[1]) : pick(areas[0]);
  const education: { institution: string; area: string; studyType: string; startDate: string; endDate: string }[] = [
    {
      institution: school,
      area,
      studyType: en ? pick(['Master', 'MSc', 'Master’s degree']) : pick(['Master 2', 'Master', 'Diplôme', 'DESS']),
      startDate: `${start - 2}`,
      endDate: `${start}`,
    },
  ];
  if (rareSchools.length && chance(0.05)) {
    const rs = rareSchools.shift()!;
    p.schools.push(rs);
    education.push({
      institution: rs,
      area: en ? 'Undergraduate studies' : 'Premier cycle',
      studyType: en ? 'Diploma' : 'Diplôme',
      startDate: `${start - 5}`,
      endDate: `${start - 3}`,
    });
  } else if (chance(0.3)) {
    const ly = pick(LYCEES);
    p.schools.push(ly);
    education.push({
      institution: ly,
      area: en ? 'Preparatory class' : 'Classe préparatoire',
      studyType: en ? 'CPGE' : 'CPGE',
      startDate: `${start - 5}`,
      endDate: `${start - 3}`,
    });
  }
  // referees
  const references: { name: string; reference: string }[] = [];
  if (chance(0.35)) {
    const n = int(1, 2);
    for (let k = 0; k < n; k++) {
      const pp = person();
      p.referees.push(pp.name);
      references.push({
        name: en ? pp.name : `${pp.f ? 'Mme' : 'M.'} ${pp.name}`,
        reference: en
          ? `${pick(BOSS_EN)} – “Reliable and quick to take charge.”`
          : `${pick(BOSS_FR)} – « ${t.gender === 'f' ? 'Consultante' : 'Consultant'} ${t.gender === 'f' ? 'rigoureuse' : 'rigoureux'}, immédiatement opérationnel${t.gender === 'f' ? 'le' : ''}. »`,
      });
    }
  }
  // summary
  const sect = t.sectors.map((s) => (en ? SECTOR_EN[s] : SECTOR_FR[s]));
  const keySkills = sample(t.skills, Math.min(4, t.skills.length)).map((s) => skillName(s, t));
  const lbl = label(o, t);
  let summary: string;
  if (en) {
    summary = `${pick(o.en)} with ${yearsEn(t)} working for ${sect.join(', ')}. Key skills: ${keySkills.join(', ')}.`;
    if (t.interim) summary += ' Interim management assignments in periods of change.';
    if (t.days.every((d) => d <= 3)) summary += ` Available ${t.days.join(' or ')} days a week.`;
    const a = availEn(t);
    if (a) summary += ' ' + a;
  } else {
    const tt = title(o, t, 0);
    summary = `${tt} avec ${yearsFr(t)} auprès des ${sect.join(', ')}. ${pick(['Compétences clés', 'Expertises', 'Domaines'])} : ${keySkills.join(', ')}.`;
    if (t.interim) summary += ' Missions de management de transition (intérim de direction, réorganisation).';
    if (t.days.every((d) => d <= 3)) summary += ` Disponible ${t.days.join(' ou ')} jours par semaine.`;
    if (t.remote.length === 1 && t.remote[0] === 'Full remote') summary += ' Missions en télétravail uniquement.';
    const a = availFr(t);
    if (a) summary += ' ' + a;
  }
  // leaks: ~25 % of profiles repeat some private data in free text
  if (chance(0.29)) {
    const kinds = sample(['name', 'email', 'phone', 'linkedin', 'school', 'referee', 'employer'], int(1, 2));
    for (const k of kinds) {
      if (k === 'name') {
        summary = `${p.firstName} ${p.lastName} – ${summary}`;
        t.leaks.push(`${p.firstName} ${p.lastName}`);
      } else if (k === 'email') {
        summary += en ? ` Contact: ${p.email}` : ` Contact : ${p.email}`;
        t.leaks.push(p.email);
      } else if (k === 'phone') {
        summary += en ? ` Phone: ${p.phone}` : ` Tél. ${p.phone}`;
        t.leaks.push(p.phone);
      } else if (k === 'linkedin') {
        summary += ` linkedin.com/in/${p.linkedin}`;
        t.leaks.push(p.linkedin);
      } else if (k === 'school') {
        summary += en ? ` Graduate of ${school}.` : ` ${t.gender === 'f' ? 'Diplômée' : 'Diplômé'} de ${school}.`;
        t.leaks.push(school);
      } else if (k === 'referee' && p.referees.length) {
        summary += en ? ` Reference: ${p.referees[0]}.` : ` Référence : ${p.referees[0]}.`;
        t.leaks.push(p.referees[0]!);
      } else if (k === 'employer' && p.smallEmployer) {
        summary += en
          ? ` Founder of ${p.smallEmployer}.`
          : ` ${t.gender === 'f' ? 'Fondatrice' : 'Fondateur'} de ${p.smallEmployer}.`;
        t.leaks.push(p.smallEmployer);
      }
    }
  }
  // skills section
  const skillsSec = [
    {
      name: en ? 'Core expertise' : 'Expertise métier',
      level: en ? pick(['Expert', 'Advanced']) : pick(['Expert', 'Avancé', 'Confirmé']),
      keywords: t.skills.slice(0, Math.ceil(t.skills.length / 2)).map((s) => skillName(s, t)),
    },
    {
      name: en ? 'Methods and tools' : 'Méthodes et outils',
      level: en ? 'Advanced' : pick(['Avancé', 'Confirmé', 'Intermédiaire']),
      keywords: t.skills.slice(Math.ceil(t.skills.length / 2)).map((s) => skillName(s, t)),
    },
  ];
  const languages = t.languages.map((l) => ({
    language: en ? LANG_EN[l.lang]! : LANG_FR[l.lang]!,
    fluency: pick(en ? LEVEL_EN[l.level] : LEVEL_FR[l.level]),
  }));
  const certificates = t.certs.map((c) => {
    const src = Object.values(CERTS)
      .flat()
      .find((x) => x[0] === c);
    return { name: c, issuer: src?.[1] ?? 'AFNOR Certification', startDate: `${int(Math.max(start, 2010), 2026)}` };
  });
  const rateStr =
    t.rate === null
      ? pick(['', 'à négocier', 'Selon mission', 'negotiable'])
      : pick([`${t.rate}`, `${t.rate} €/jour`, `${t.rate - 50}-${t.rate + 50}`, `TJM ${t.rate} €`, `${t.rate} € HT`]);
  const availStr = t.available
    ? pick(['Immédiate', 'Disponible', 'dès maintenant', TODAY, ''])
    : pick([
        t.freeFrom,
        `${t.freeFrom.slice(8, 10)}/${t.freeFrom.slice(5, 7)}/${t.freeFrom.slice(0, 4)}`,
        `${MONTHS_FR[Number(t.freeFrom.slice(5, 7)) - 1]} ${t.freeFrom.slice(0, 4)}`,
        `à partir du ${frDate(t.freeFrom)}`,
      ]);

  const fix = (s: string): string => (t.noAccents ? stripAccents(s) : s);
  const created = `${int(2023, 2025)}-${String(int(1, 12)).padStart(2, '0')}-${String(int(1, 28)).padStart(2, '0')}T${String(int(7, 20)).padStart(2, '0')}:${String(int(0, 59)).padStart(2, '0')}:00Z`;
  const updated = `2026-${String(int(1, 11)).padStart(2, '0')}-${String(int(1, 28)).padStart(2, '0')}T${String(int(7, 20)).padStart(2, '0')}:${String(int(0, 59)).padStart(2, '0')}:00Z`;
  const countryName = en
    ? { FR: 'France', BE: 'Belgium', CH: 'Switzerland', LU: 'Luxembourg' }[h.countryCode]
    : h.countryName;
  return {
    basics: {
      name: `${p.firstName} ${p.lastName}`,
      label: fix(lbl),
      image: '',
      email: p.email,
      phone: p.phone,
      url: linkedinUrl,
      summary: fix(summary),
      location: {
        address: `${h.cityName ?? t.home}, ${countryName}`,
        postalCode: h.cityZipCode ?? '',
        city: h.cityName ?? t.home,
        countryCode: h.countryCode,
        region: h.regionName ?? '',
      },
      profiles: [{ username: p.linkedin, network: 'LinkedIn', url: linkedinUrl }],
    },
    work: work.map((w) => ({ ...w, position: fix(w.position), summary: fix(w.summary) })),
    education: education.map((e) => ({ ...e, area: fix(e.area) })),
    certificates,
    skills: skillsSec.map((s) => ({ ...s, keywords: s.keywords.map(fix) })),
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
      cvUrl: `https://cv.freelance-files.example.org/${t.id}.pdf`,
      freelance: {
        available: t.available,
        availabilityDate: availStr,
        rate: rateStr,
        seniority: t.declared,
        professions: [en ? pick(o.en) : title(o, t, 0)],
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
