/**
 * Set 21 corpus generator: draws a Truth for each freelancer, then writes the profile (JSON Resume + meta) from it.
 * Deterministic: mulberry32 seeded with SEED; "today" is TODAY.
 */
import { AREAS, type Area } from './areas';
import { OCCUPATIONS, SECTORS, occ, type Family, type Occupation } from './occupations';

export const SEED = 0x5e7_2121;
export const TODAY = '2026-11-30';
export const POOL_SIZE = 650;
export const PREFIX = 'b21-';

export type Band = 'junior' | 'confirme' | 'senior' | 'expert';
export type Level = 'A2' | 'B1' | 'B2' | 'C1' | 'C2' | 'native';
export const LEVELS: Level[] = ['A2', 'B1', 'B2', 'C1', 'C2', 'native'];
export type Remote = 'Sur site' | 'Hybride' | 'Full remote';
export type Duration = '< 3 mois' | '3 a 6 mois' | '6 a 12 mois' | '> 12 mois';
export type Declared = '' | 'Junior (0-2 ans)' | 'Confirme (3-6 ans)' | 'Senior (7-10 ans)' | 'Expert (10+ ans)';

export interface Home {
  city: string;
  zip: string;
  dept: string;
  deptName: string;
  region: string;
  regionName: string;
  country: 'FR' | 'BE' | 'CH' | 'LU';
}

export interface Private {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  linkedin: string;
  /** own company and small one-off employers */
  employers: string[];
  schools: string[];
  referees: string[];
  /** people named in mission texts */
  named: string[];
  /** which private values the free text repeats */
  leaked: string[];
}

export interface Truth {
  id: string;
  occ: string;
  fam: Family;
  gender: 'm' | 'f';
  years: number;
  band: Band;
  declared: Declared;
  skills: string[];
  slugs: string[];
  sectors: string[];
  available: boolean;
  /** first free day, ISO date */
  freeFrom: string;
  rate: number | null;
  remote: Remote[];
  days: string[];
  durations: Duration[];
  home: Home;
  areas: Area[];
  languages: { lang: string; level: Level }[];
  certs: string[];
  cvLang: 'fr' | 'en';
  openToCdi: boolean;
  vehicle: boolean;
  priv: Private;
  /** words of the non-private text of the profile (lowercase, accents kept) */
  publicWords: string[];
}

// ------------------------------------------------------------------------------------------------ PRNG helpers
export function mulberry32(a: number): () => number {
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Rng {
  constructor(private readonly next: () => number) {}
  f(): number {
    return this.next();
  }
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(xs: readonly T[]): T {
    const x = xs[Math.floor(this.next() * xs.length)];
    if (x === undefined) throw new Error('pick from empty list');
    return x;
  }
  weighted<T>(xs: readonly [T, number][]): T {
    const total = xs.reduce((s, [, w]) => s + w, 0);
    let r = this.next() * total;
    for (const [x, w] of xs) {
      r -= w;
      if (r < 0) return x;
    }
    const last = xs[xs.length - 1];
    if (!last) throw new Error('weighted from empty list');
    return last[0];
  }
  sample<T>(xs: readonly T[], n: number): T[] {
    const copy = [...xs];
    const out: T[] = [];
    while (out.length < n && copy.length > 0) {
      const i = Math.floor(this.next() * copy.length);
      out.push(copy.splice(i, 1)[0] as T);
    }
    return out;
  }
}

// ------------------------------------------------------------------------------------------------ dates
const DAY = 86_400_000;
export function addDays(iso: string, n: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
}
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY);
}
const pad = (n: number): string => String(n).padStart(2, '0');

// ------------------------------------------------------------------------------------------------ referential skills
const REF_SKILLS: [string, string][] = [
  ['javascript', 'JavaScript'],
  ['typescript', 'TypeScript'],
  ['nodejs', 'Node.js'],
  ['react', 'React'],
  ['vuejs', 'Vue.js'],
  ['angular', 'Angular'],
  ['java', 'Java'],
  ['spring-boot', 'Spring Boot'],
  ['kotlin', 'Kotlin'],
  ['php', 'PHP'],
  ['symfony', 'Symfony'],
  ['laravel', 'Laravel'],
  ['csharp', 'C#'],
  ['dotnet', '.NET'],
  ['cplusplus', 'C++'],
  ['python', 'Python'],
  ['django', 'Django'],
  ['fastapi', 'FastAPI'],
  ['go', 'Go'],
  ['rust', 'Rust'],
  ['postgresql', 'PostgreSQL'],
  ['mongodb', 'MongoDB'],
  ['redis', 'Redis'],
  ['sql', 'SQL'],
  ['kubernetes', 'Kubernetes'],
  ['docker', 'Docker'],
  ['helm', 'Helm'],
  ['terraform', 'Terraform'],
  ['ansible', 'Ansible'],
  ['aws', 'AWS'],
  ['gcp', 'GCP'],
  ['azure', 'Azure'],
  ['gitlab-ci', 'GitLab CI'],
  ['jenkins', 'Jenkins'],
  ['github-actions', 'GitHub Actions'],
  ['prometheus', 'Prometheus'],
  ['grafana', 'Grafana'],
  ['pandas', 'Pandas'],
  ['scikit-learn', 'Scikit-learn'],
  ['spark', 'Spark'],
  ['databricks', 'Databricks'],
  ['airflow', 'Airflow'],
  ['dbt', 'dbt'],
  ['snowflake', 'Snowflake'],
  ['bigquery', 'BigQuery'],
  ['power-bi', 'Power BI'],
  ['tableau', 'Tableau'],
  ['tensorflow', 'TensorFlow'],
  ['pytorch', 'PyTorch'],
  ['scrum', 'Scrum'],
  ['kanban', 'Kanban'],
  ['safe', 'SAFe'],
  ['jira', 'Jira'],
  ['confluence', 'Confluence'],
  ['gestion-de-projet', 'Gestion de projet'],
  ['conduite-du-changement', 'Conduite du changement'],
  ['moa', 'MOA'],
  ['recette', 'Recette'],
  ['figma', 'Figma'],
  ['sketch', 'Sketch'],
  ['adobe-xd', 'Adobe XD'],
  ['design-system', 'Design System'],
  ['prototypage', 'Prototypage'],
  ['recherche-utilisateur', 'Recherche utilisateur'],
  ['accessibilite', 'Accessibilité'],
  ['iso-27001', 'ISO 27001'],
  ['ebios-rm', 'EBIOS RM'],
  ['pentest', 'Pentest'],
  ['owasp', 'OWASP'],
  ['siem', 'SIEM'],
  ['splunk', 'Splunk'],
  ['iam', 'IAM'],
  ['active-directory', 'Active Directory'],
  ['sap', 'SAP'],
  ['s4hana', 'S/4HANA'],
  ['abap', 'ABAP'],
  ['salesforce', 'Salesforce'],
  ['apex', 'Apex'],
  ['dynamics-365', 'Dynamics 365'],
];
const SLUG_OF: Record<string, string> = Object.fromEntries(REF_SKILLS.map(([s, n]) => [n, s]));
export function slugOf(skill: string): string | undefined {
  return SLUG_OF[skill];
}

// ------------------------------------------------------------------------------------------------ areas and homes
function findArea(pred: (a: Area) => boolean, what: string): Area {
  const a = AREAS.find(pred);
  if (!a) throw new Error(`no area ${what}`);
  return a;
}
export const cityArea = (name: string, zip?: string): Area =>
  findArea((a) => a.type === 'ville' && a.cityName === name && (zip === undefined || a.cityZipCode === zip), name);
export const deptArea = (code: string): Area =>
  findArea((a) => a.type === 'departement' && a.departmentCode === code, `dept ${code}`);
export const regionArea = (code: string, country = 'FR'): Area =>
  findArea((a) => a.type === 'region' && a.regionCode === code && a.countryCode === country, `region ${code}`);
export const countryArea = (cc: string): Area => findArea((a) => a.type === 'pays' && a.countryCode === cc, cc);

const NON_FR_ZIP: Record<string, string> = {
  Brussels: '1000',
  Liège: '4000',
  Namur: '5000',
  Charleroi: '6000',
  Mons: '7000',
  'Louvain-la-Neuve': '1348',
  Wavre: '1300',
  Antwerpen: '2000',
  Gent: '9000',
  Leuven: '3000',
  Genève: '1201',
  Lausanne: '1003',
  Zürich: '8001',
  Neuchâtel: '2000',
  Fribourg: '1700',
  Basel: '4051',
  Bern: '3011',
  Luxembourg: '1111',
  'Esch-sur-Alzette': '4001',
  Differdange: '4501',
  Strassen: '8008',
  Bertrange: '8050',
  Nyon: '1260',
  Montreux: '1820',
  Arlon: '6700',
  Tournai: '7500',
};
/** How a CV writes the city (French names for Belgian and Swiss cities). */
const CITY_FR: Record<string, string> = {
  Brussels: 'Bruxelles',
  Antwerpen: 'Anvers',
  Gent: 'Gand',
  Leuven: 'Louvain',
  Basel: 'Bâle',
  Bern: 'Berne',
  Zürich: 'Zurich',
};

function homeOf(a: Area): Home {
  const cc = (a.countryCode ?? 'FR') as Home['country'];
  const name = a.cityName ?? '';
  return {
    city: CITY_FR[name] ?? name,
    zip: a.cityZipCode ?? NON_FR_ZIP[name] ?? '',
    dept: a.departmentCode ?? '',
    deptName: a.departmentName ?? '',
    region: a.regionCode ?? '',
    regionName: a.regionName ?? '',
    country: cc,
  };
}

const CITY_AREAS = AREAS.filter((a) => a.type === 'ville');
const BIG_FR: Record<string, number> = {
  Paris: 40,
  Lyon: 14,
  Marseille: 7,
  Toulouse: 9,
  Nantes: 9,
  Bordeaux: 9,
  Lille: 9,
  Rennes: 6,
  Montpellier: 6,
  Strasbourg: 5,
  Nice: 4,
  Grenoble: 4,
  'Boulogne-Billancourt': 4,
  'Issy-les-Moulineaux': 3,
  Nanterre: 2,
  Versailles: 2,
  Montreuil: 3,
  'Aix-en-Provence': 3,
  Villeurbanne: 2,
  Mérignac: 2,
};
const HOME_WEIGHTS: [Area, number][] = CITY_AREAS.map((a) => {
  const cc = a.countryCode ?? 'FR';
  const name = a.cityName ?? '';
  let w = 0.55;
  if (cc === 'FR')
    w = BIG_FR[name] ?? (['971', '972', '973', '974', '976'].includes(a.departmentCode ?? '') ? 0.9 : 0.55);
  if (name === 'Paris') w = 10; // four arrondissements
  if (cc === 'BE') w = name === 'Brussels' ? 12 : 2.2;
  if (cc === 'CH') w = name === 'Genève' ? 7 : name === 'Lausanne' ? 5 : 1.8;
  if (cc === 'LU') w = name === 'Luxembourg' ? 11 : 2.2;
  return [a, w];
});

// ------------------------------------------------------------------------------------------------ names
const FIRST_M = [
  'Thomas',
  'Nicolas',
  'Julien',
  'Maxime',
  'Antoine',
  'Romain',
  'Alexandre',
  'Guillaume',
  'Kevin',
  'Mathieu',
  'Sébastien',
  'Florian',
  'Benoît',
  'Hugo',
  'Lucas',
  'Yann',
  'Mehdi',
  'Karim',
  'Olivier',
  'Laurent',
  'Pierre',
  'Arnaud',
  'Cédric',
  'Jérôme',
  'Bastien',
  'Quentin',
  'Adrien',
  'Rémi',
  'Samir',
  'Loïc',
  'Gaëtan',
  'Erwan',
  'Thibault',
  'François',
  'Vincent',
  'David',
  'Stéphane',
  'Baptiste',
  'Clément',
  'Youssef',
  'Xavier',
  'Dorian',
  'Matthias',
];
const FIRST_F = [
  'Julie',
  'Camille',
  'Marie',
  'Sarah',
  'Laura',
  'Emilie',
  'Claire',
  'Pauline',
  'Anaïs',
  'Manon',
  'Chloé',
  'Léa',
  'Céline',
  'Sophie',
  'Aurélie',
  'Nathalie',
  'Inès',
  'Amandine',
  'Mélanie',
  'Charlotte',
  'Lucie',
  'Élodie',
  'Hélène',
  'Nadia',
  'Sonia',
  'Margaux',
  'Justine',
  'Audrey',
  'Caroline',
  'Fatima',
  'Gwenaëlle',
  'Maëlle',
  'Solène',
  'Agathe',
  'Isabelle',
  'Valérie',
  'Sandrine',
  'Yasmine',
  'Clémence',
  'Ophélie',
  'Bérénice',
  'Noémie',
];
const SURNAMES = [
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
  'Guerin',
  'Muller',
  'Henry',
  'Roussel',
  'Nicolas',
  'Perrin',
  'Morin',
  'Mathieu',
  'Clement',
  'Gauthier',
  'Dumont',
  'Lopez',
  'Fontaine',
  'Chevalier',
  'Robin',
  'Masson',
  'Sanchez',
  'Boyer',
  'Denis',
  'Meunier',
  'Marchand',
  'Boulanger',
  'Charpentier',
  'Berger',
  'Renard',
  'Lemoine',
  'Brun',
  'Benali',
  'Haddad',
  'Nguyen',
  'Da Silva',
  'Ferreira',
  'Le Gall',
  'Le Bihan',
  'Kerbrat',
  'Quéméner',
  'Kergoat',
  'Le Floch',
  'Guillou',
  'Tanguy',
  'Zimmermann',
  'Schmitt',
  'Meyer',
  'Weber',
  'Hoffmann',
  'Vandenberghe',
  'Peeters',
  'Janssens',
  'Dewulf',
  'Claes',
  'Wouters',
  'Maes',
  'Dupuis',
  'Lejeune',
  'Collignon',
  'Rochat',
  'Favre',
  'Chappuis',
  'Bonvin',
  'Ducommun',
  'Schneider',
  'Weis',
  'Hoffmann',
  'Thill',
  'Kieffer',
  'Reuter',
  'Albertini',
  'Santoni',
  'Casanova',
  'Pietri',
  'Étienne',
  'Vasseur',
  'Delattre',
  'Dufresnoy',
  'Lemarchal',
  'Guillemot',
  'Penven',
  'Carrière',
  'Aubert',
  'Hamidi',
  'Toure',
  'Diallo',
  'Traoré',
  'Mendy',
  'Payet',
  'Hoarau',
  'Grondin',
  'Rivière',
  'Lebreton',
  'Marie-Sainte',
  'Jean-Baptiste',
  'Ostermann',
  'Brechbühl',
  'Vuilleumier',
  'Wagner',
  'Baudouin',
  'Tessier',
  'Poulain',
  'Cordier',
  'Jacquemin',
  'Barthélemy',
  'Ravel',
  'Pasquier',
  'Salaün',
  'Abgrall',
  'Cadiou',
  'Ménard',
  'Ollivier',
  'Texier',
  'Bouvier',
  'Lacroix',
  'Olivier',
];
const EMAIL_DOMAINS = [
  'gmail.com',
  'gmail.com',
  'gmail.com',
  'hotmail.fr',
  'outlook.fr',
  'orange.fr',
  'free.fr',
  'yahoo.fr',
  'laposte.net',
  'proton.me',
  'icloud.com',
];

const SMALL_KIND = [
  'Boulangerie',
  'Garage',
  'Cabinet',
  'Atelier',
  'Menuiserie',
  'Transports',
  'Pharmacie',
  'Imprimerie',
  'Fromagerie',
  'Librairie',
  'Brasserie',
  'Domaine',
  'Quincaillerie',
  'Opticien',
  'Cave',
  'Charcuterie',
  'Auto-école',
  'Serrurerie',
];
const SMALL_ORDINARY = [
  'Les Jardins de {F}',
  'Le Petit Marché de {F}',
  'Atelier du Vieux Port',
  'Au Bon Accueil',
  'La Maison Bleue',
  'Les Délices de {F}',
  'Le Comptoir des Halles',
  'Soleil Levant Voyages',
  'La Grange aux Oies',
  'Les Trois Moulins',
  'Le Jardin Secret',
  'Ô Fil des Saisons',
  'Les Ateliers du Lac',
  'Le Bon Pain de {F}',
  'Pixel & Papier',
  'La Petite Échoppe',
];
const OWN_COMPANY = [
  '{L} Conseil',
  '{L} Consulting',
  'Studio {L}',
  '{F}{L} SAS',
  '{L} & Co',
  'EI {F} {L}',
  '{L} Digital',
];

const SCHOOLS_COMMON: Record<string, string[]> = {
  tech: [
    'EPITA',
    'EPITECH',
    'INSA Lyon',
    'Université de Rennes',
    'Université Paris-Saclay',
    'UTC Compiègne',
    'ENSEEIHT',
    'Polytech Nantes',
    'Université de Lille',
    'IUT de Bordeaux',
    'ESIEA',
    'EFREI',
    'Université de Liège',
    'EPFL',
    'HEIG-VD',
    'Université du Luxembourg',
    'HEPL Liège',
    'Université Grenoble Alpes',
  ],
  business: [
    'NEOMA Business School',
    'KEDGE Business School',
    'SKEMA',
    'ESSEC',
    'IAE de Lyon',
    'Université Paris-Dauphine',
    'EDHEC',
    'Audencia',
    'ICHEC Bruxelles',
    'Solvay Brussels School',
    'HEC Lausanne',
    'IAE Aix-Marseille',
    'ESC Clermont',
    'Grenoble École de Management',
    'INSEEC',
  ],
  arts: [
    'École de Condé',
    'LISAA',
    'ECV Nantes',
    'Gobelins Paris',
    'La Cambre',
    'École Estienne',
    'ESAD Amiens',
    'HEAD Genève',
    'Penninghen',
  ],
  human: [
    'CELSA',
    'Université Lumière Lyon 2',
    'ISIT Paris',
    'ESIT',
    'Université de Strasbourg',
    'Sciences Po Bordeaux',
    'Université de Genève FTI',
    'Université Toulouse Capitole',
    'Université de Nantes',
    'IGS RH',
    'Université Paris 1 Panthéon-Sorbonne',
    'UCLouvain',
  ],
};
const SCHOOLS_RARE = [
  'IUT de Lannion',
  'ENSIIE Évry',
  'Télécom SudParis',
  'Lycée Kerichen',
  'IUT du Limousin',
  'ESTIA Bidart',
  'IMT Mines Alès',
  'ISEN Yncréa Brest',
  'HELMo Liège',
  'Haute École Léonard de Vinci',
  'CNAM de Guéret',
  'IUT de Saint-Dié-des-Vosges',
  'Université de Corse Pasquale Paoli',
  'ESCE Tahiti',
  'Université des Antilles',
  'IUT de Mayotte',
  'HES-SO Valais-Wallis',
  'Lycée Fulgence Bienvenüe',
  'École Supérieure d’Art de Lorraine',
  'IFAG Montluçon',
  'IPAG Nice',
  'EME Luxembourg',
];
function schoolFamily(o: Occupation): string {
  if (o.fam === 'digital')
    return ['ux-designer', 'ui-designer'].includes(o.key)
      ? 'arts'
      : ['product-manager', 'pmo', 'consultant-sap'].includes(o.key)
        ? 'business'
        : 'tech';
  if (['graphic-designer', 'motion-designer', 'video-editor'].includes(o.key)) return 'arts';
  if (
    [
      'translator',
      'interpreter',
      'copywriter',
      'press-relations',
      'comms-manager',
      'community-manager',
      'lawyer',
      'dpo',
      'hrbp',
      'recruiter',
      'payroll',
      'trainer',
      'instructional-designer',
      'change-manager',
    ].includes(o.key)
  )
    return 'human';
  return 'business';
}

/** Large clients by sector: public knowledge, not private data. */
const CLIENTS: Record<string, string[]> = {
  banque: [
    'BNP Paribas',
    'Société Générale',
    'Crédit Agricole',
    'BPCE',
    'ING Belgique',
    'BGL BNP Paribas',
    'UBS',
    'Banque Cantonale Vaudoise',
  ],
  assurance: ['AXA', 'Allianz', 'Generali', 'MAIF', 'Covéa', 'Ethias'],
  retail: ['Carrefour', 'Auchan', 'Decathlon', 'Leroy Merlin', 'Delhaize', 'Migros'],
  'e-commerce': ['Cdiscount', 'Vente-privée', 'ManoMano', 'Zalando', 'Showroomprivé'],
  industrie: ['Schneider Electric', 'Saint-Gobain', 'Michelin', 'Solvay', 'ArcelorMittal', 'Nestlé'],
  luxe: ['LVMH', 'Kering', 'Hermès', 'Chanel', 'Richemont'],
  sante: ['AP-HP', 'Doctolib', 'Hospices Civils de Lyon', 'CHU de Nantes', 'Ramsay Santé'],
  pharma: ['Sanofi', 'Servier', 'UCB', 'Novartis', 'Pierre Fabre'],
  energie: ['EDF', 'Engie', 'TotalEnergies', 'RTE', 'Enedis'],
  telecoms: ['Orange', 'SFR', 'Bouygues Telecom', 'Proximus', 'Swisscom', 'POST Luxembourg'],
  public: [
    'Ministère des Armées',
    'Pôle emploi',
    'Région Occitanie',
    'Ville de Paris',
    'Commission européenne',
    'CNAM',
  ],
  saas: ['Alan', 'Qonto', 'Swile', 'PayFit', 'Contentsquare', 'Mirakl'],
  fintech: ['Qonto', 'Lydia', 'Younited', 'Spendesk', 'Lemonway'],
  auto: ['Stellantis', 'Renault', 'Valeo', 'Forvia'],
  aero: ['Airbus', 'Safran', 'Thales', 'Dassault Aviation'],
  agro: ['Danone', 'Lactalis', 'Bonduelle', 'Savencia'],
  medias: ['France Télévisions', 'TF1', 'Radio France', 'RTBF', 'Le Monde'],
  tourisme: ['Accor', 'Pierre & Vacances', 'Club Med', 'SNCF Connect', 'Air France'],
  immobilier: ['Nexity', 'Bouygues Immobilier', 'Foncia', 'Icade'],
  logistique: ['Geodis', 'CMA CGM', 'La Poste', 'DHL'],
  cosmetique: ['L’Oréal', 'Yves Rocher', 'Clarins', 'Sephora'],
  mode: ['Kiabi', 'Etam', 'Balzac Paris', 'Sézane'],
  culture: ['Centre Pompidou', 'Fnac', 'Festival d’Avignon', 'Opéra de Lyon'],
  startup: ['Back Market', 'BlaBlaCar', 'Ornikar', 'Malt'],
  education: ['Université de Bordeaux', 'OpenClassrooms', 'Académie de Versailles'],
  btp: ['Vinci', 'Eiffage', 'Bouygues Construction'],
  juridique: ['Fidal', 'Cour de justice de l’UE', 'Taylor Wessing'],
  distribution: ['Rexel', 'Metro', 'Sonepar'],
  transport: ['SNCF', 'RATP', 'Transdev', 'Keolis'],
};
const ROLES_NAMED = [
  'DSI',
  'directeur marketing',
  'responsable produit',
  'DRH',
  'directrice financière',
  'CEO',
  'directeur des opérations',
  'responsable communication',
  'head of data',
];

// ------------------------------------------------------------------------------------------------ plants
export interface Plant {
  occ: string;
  gender?: 'm' | 'f';
  years?: number;
  declared?: Declared;
  home?: [string, string?];
  areas?: Area[];
  addSkills?: string[];
  dropSkills?: string[];
  certs?: string[];
  sectors?: string[];
  freeIn?: number;
  remote?: Remote[];
  days?: string[];
  durations?: Duration[];
  rate?: number | null;
  languages?: { lang: string; level: Level }[];
  cvLang?: 'fr' | 'en';
}

/** Fixed attributes for a few dozen profiles, spread over the pool. */
export const PLANTS: Plant[] = [
  {
    occ: 'daf',
    years: 18,
    home: ['Paris', '75009'],
    days: ['2'],
    freeIn: 0,
    certs: ['DEC (Diplôme d’expertise comptable)'],
  },
  { occ: 'daf', years: 12, home: ['Lyon', '69003'], days: ['2', '3'], freeIn: 20, sectors: ['startup', 'saas'] },
  { occ: 'daf', gender: 'f', years: 16, home: ['Bordeaux'], days: ['1', '2'], freeIn: 45, sectors: ['industrie'] },
  {
    occ: 'daf',
    years: 9,
    home: ['Paris', '75015'],
    days: ['5'],
    freeIn: 0,
    sectors: ['startup', 'saas'],
    languages: [{ lang: 'Anglais', level: 'C1' }],
  },
  {
    occ: 'data-engineer',
    home: ['Luxembourg'],
    years: 8,
    addSkills: ['Spark', 'Databricks'],
    sectors: ['banque'],
    languages: [
      { lang: 'Anglais', level: 'C1' },
      { lang: 'Allemand', level: 'B1' },
    ],
    remote: ['Hybride'],
    freeIn: 10,
  },
  {
    occ: 'data-engineer',
    home: ['Thionville'],
    years: 5,
    addSkills: ['Spark', 'Databricks'],
    sectors: ['banque', 'assurance'],
    areas: [countryArea('LU')],
    languages: [{ lang: 'Anglais', level: 'B2' }],
    remote: ['Hybride', 'Sur site'],
    freeIn: 30,
  },
  {
    occ: 'data-engineer',
    home: ['Paris', '75018'],
    years: 4,
    addSkills: ['Airflow', 'dbt'],
    freeIn: 0,
    remote: ['Full remote', 'Hybride'],
  },
  {
    occ: 'data-engineer',
    gender: 'f',
    home: ['Nantes'],
    years: 6,
    addSkills: ['Airflow', 'dbt', 'Snowflake'],
    freeIn: 3,
  },
  {
    occ: 'ux-designer',
    gender: 'f',
    years: 9,
    home: ['Paris', '75011'],
    sectors: ['banque', 'fintech'],
    freeIn: 7,
    addSkills: ['Design System'],
  },
  { occ: 'ux-designer', gender: 'm', years: 12, home: ['Boulogne-Billancourt'], sectors: ['banque'], freeIn: 60 },
  {
    occ: 'ux-designer',
    gender: 'f',
    years: 8,
    home: ['Lille'],
    remote: ['Full remote'],
    sectors: ['fintech'],
    addSkills: ['Design System'],
    languages: [{ lang: 'Anglais', level: 'C1' }],
    freeIn: 14,
  },
  { occ: 'community-manager', gender: 'f', home: ['Bordeaux'], days: ['2', '3'], freeIn: 0 },
  { occ: 'community-manager', gender: 'm', home: ['Mérignac'], days: ['2'], freeIn: 10, remote: ['Hybride'] },
  {
    occ: 'community-manager',
    gender: 'f',
    home: ['Lyon', '69007'],
    days: ['3'],
    remote: ['Hybride', 'Full remote'],
    freeIn: 0,
  },
  { occ: 'consultant-sap', home: ['Paris', '75015'], addSkills: ['SAP FI', 'SAP CO', 'S/4HANA'], years: 11, freeIn: 0 },
  { occ: 'consultant-sap', gender: 'f', home: ['Luxembourg'], addSkills: ['SAP FI', 'SAP CO'], years: 7, freeIn: 30 },
  {
    occ: 'consultant-sap',
    home: ['Lyon', '69003'],
    addSkills: ['SAP MM', 'S/4HANA'],
    dropSkills: ['SAP FI', 'SAP CO'],
    years: 6,
  },
  { occ: 'dev-abap', home: ['Luxembourg'], years: 10 },
  {
    occ: 'trainer',
    gender: 'f',
    home: ['Lille'],
    addSkills: ['Excel', 'Power BI'],
    remote: ['Sur site', 'Hybride'],
    freeIn: 50,
  },
  { occ: 'trainer', gender: 'm', home: ['Roubaix'], addSkills: ['Excel', 'Power BI'], remote: ['Sur site'], freeIn: 0 },
  { occ: 'buyer', gender: 'm', home: ['Grenoble'], years: 5, freeIn: 0, addSkills: ['Sourcing'] },
  { occ: 'buyer', gender: 'f', home: ['Clermont-Ferrand'], years: 4, freeIn: 20 },
  {
    occ: 'data-scientist',
    years: 9,
    addSkills: ['NLP', 'LLM'],
    remote: ['Full remote', 'Hybride'],
    home: ['Toulouse'],
    languages: [{ lang: 'Anglais', level: 'C1' }],
    cvLang: 'en',
  },
  { occ: 'data-scientist', gender: 'f', years: 7, addSkills: ['NLP'], remote: ['Full remote'], home: ['Rennes'] },
  { occ: 'data-scientist', years: 5, home: ['Lyon', '69007'], addSkills: ['PyTorch'] },
  { occ: 'data-scientist', gender: 'f', years: 5, home: ['Grenoble'], addSkills: ['Scikit-learn'] },
  {
    occ: 'translator',
    gender: 'f',
    addSkills: ['Traduction juridique'],
    languages: [{ lang: 'Anglais', level: 'C2' }],
    home: ['Brussels'],
  },
  {
    occ: 'translator',
    gender: 'm',
    addSkills: ['Traduction juridique'],
    languages: [{ lang: 'Anglais', level: 'native' }],
    home: ['Paris', '75009'],
    cvLang: 'en',
  },
  {
    occ: 'translator',
    gender: 'f',
    languages: [
      { lang: 'Allemand', level: 'C2' },
      { lang: 'Anglais', level: 'C1' },
    ],
    home: ['Strasbourg'],
  },
  { occ: 'devops', years: 9, addSkills: ['Kubernetes', 'GCP'], freeIn: 5, home: ['Paris', '75018'] },
  { occ: 'devops', gender: 'f', years: 8, addSkills: ['Kubernetes', 'GCP', 'Terraform'], freeIn: 25, home: ['Nantes'] },
  { occ: 'devops', years: 3, addSkills: ['Kubernetes', 'GCP'], freeIn: 10, home: ['Lille'] },
  { occ: 'devops', years: 6, addSkills: ['Kubernetes', 'Terraform', 'AWS'], freeIn: 40, home: ['Montpellier'] },
  {
    occ: 'recruiter',
    gender: 'f',
    home: ['Brussels'],
    addSkills: ['Recrutement IT'],
    languages: [
      { lang: 'Anglais', level: 'C1' },
      { lang: 'Néerlandais', level: 'B2' },
    ],
  },
  { occ: 'recruiter', gender: 'm', home: ['Wavre'], addSkills: ['Recrutement IT'], areas: [regionArea('BRU', 'BE')] },
  {
    occ: 'product-marketing',
    gender: 'f',
    sectors: ['saas'],
    languages: [{ lang: 'Anglais', level: 'C2' }],
    home: ['Paris', '75011'],
  },
  {
    occ: 'product-marketing',
    gender: 'm',
    sectors: ['saas', 'fintech'],
    languages: [{ lang: 'Anglais', level: 'C1' }],
    home: ['Lyon', '69003'],
    cvLang: 'en',
  },
  {
    occ: 'dev-fullstack-js',
    home: ['Nantes'],
    years: 5,
    addSkills: ['React', 'Node.js'],
    remote: ['Hybride'],
    rate: 520,
    freeIn: 30,
    durations: ['6 a 12 mois'],
  },
  {
    occ: 'dev-fullstack-js',
    gender: 'f',
    home: ['Saint-Nazaire'],
    years: 4,
    addSkills: ['React'],
    remote: ['Hybride', 'Sur site'],
    rate: 480,
    freeIn: 28,
    durations: ['3 a 6 mois', '6 a 12 mois'],
  },
  {
    occ: 'dev-fullstack-js',
    home: ['Nantes'],
    years: 2,
    addSkills: ['React'],
    remote: ['Hybride'],
    rate: 400,
    freeIn: 20,
  },
  {
    occ: 'crm',
    gender: 'f',
    home: ['Paris', '75009'],
    addSkills: ['Salesforce Marketing Cloud'],
    durations: ['6 a 12 mois', '> 12 mois'],
    years: 7,
    freeIn: 15,
  },
  {
    occ: 'crm',
    gender: 'm',
    home: ['Nantes'],
    addSkills: ['Salesforce Marketing Cloud'],
    remote: ['Hybride'],
    years: 5,
  },
  {
    occ: 'change-manager',
    gender: 'f',
    home: ['Lyon', '69007'],
    addSkills: ['Déploiement ERP'],
    days: ['4'],
    freeIn: 10,
  },
  {
    occ: 'change-manager',
    gender: 'm',
    home: ['Villeurbanne'],
    addSkills: ['Déploiement ERP'],
    days: ['4', '5'],
    freeIn: 35,
  },
  { occ: 'payroll', gender: 'f', home: ['Toulouse'], addSkills: ['Silae'], days: ['2', '3'] },
  { occ: 'payroll', gender: 'f', home: ['Toulouse'], addSkills: ['ADP'], dropSkills: ['Silae'], days: ['5'] },
  { occ: 'sea', gender: 'm', home: ['Lille'], addSkills: ['Meta Ads', 'Social ads'], freeIn: 0 },
  { occ: 'sea', gender: 'f', home: ['Roubaix'], addSkills: ['Meta Ads'], freeIn: 4 },
  { occ: 'strategy-consultant', sectors: ['industrie'], durations: ['< 3 mois', '3 a 6 mois'], freeIn: 5 },
  { occ: 'secu-grc', home: ['Paris', '75015'], remote: ['Sur site', 'Hybride'], years: 14, certs: ['CISSP'] },
  { occ: 'pentester', home: ['Paris', '75011'], remote: ['Sur site'], certs: ['OSCP'] },
  { occ: 'chef-projet-it', certs: ['PMP'], years: 12, home: ['Nanterre'] },
  { occ: 'chef-projet-it', gender: 'f', certs: ['PMP'], years: 8, home: ['Marseille', '13006'] },
  { occ: 'chef-projet-it', gender: 'f', home: ['Genève'], years: 10 },
  { occ: 'scrum-master', years: 13, declared: 'Expert (10+ ans)', days: ['2', '3'] },
  { occ: 'scrum-master', gender: 'f', years: 11, declared: 'Expert (10+ ans)', certs: ['SAFe SPC'] },
  { occ: 'graphic-designer', gender: 'f', home: ['Toulouse'], addSkills: ['Packaging', 'InDesign'] },
  { occ: 'graphic-designer', gender: 'm', remote: ['Full remote'], home: ['Pau'] },
  { occ: 'event', gender: 'f', home: ['Brussels'] },
  { occ: 'event', gender: 'm', home: ['Luxembourg'] },
  { occ: 'bizdev', home: ['Saint-Denis', '97400'] },
  { occ: 'recruiter', gender: 'f', home: ['Strasbourg'] },
  { occ: 'hrbp', gender: 'f', home: ['Marseille', '13006'] },
  { occ: 'hrbp', gender: 'm', home: ['Nice'] },
  { occ: 'ux-designer', gender: 'm', home: ['Nantes'] },
  { occ: 'data-analyst', gender: 'f', home: ['Bordeaux'] },
  { occ: 'data-analyst', gender: 'm', home: ['Mérignac'] },
  { occ: 'product-owner', gender: 'f', years: 2, declared: 'Junior (0-2 ans)' },
  { occ: 'product-owner', gender: 'm', years: 1 },
  { occ: 'product-owner', gender: 'm', certs: ['SAFe POPM'], addSkills: ['SAFe'], years: 8 },
  { occ: 'accountant', gender: 'f', home: ['Rennes'] },
  { occ: 'accountant', gender: 'm', home: ['Lille'] },
  { occ: 'payroll', gender: 'm', home: ['Lille'] },
  { occ: 'lawyer', gender: 'f', addSkills: ['Droit social'] },
  { occ: 'dev-java', gender: 'f', home: ['Lille'], years: 6 },
  { occ: 'dev-java', gender: 'm', home: ['Arras'], years: 9 },
  { occ: 'dev-front', years: 9, addSkills: ['React'], gender: 'm' },
  { occ: 'motion-designer', years: 4, gender: 'f' },
  { occ: 'controller', years: 1, gender: 'm' },
  { occ: 'controller', years: 2, gender: 'f', declared: 'Junior (0-2 ans)' },
  { occ: 'growth', years: 4, gender: 'm' },
  { occ: 'growth', years: 5, gender: 'f', addSkills: ['Marketing automation'] },
  { occ: 'seo', years: 8, gender: 'f', addSkills: ['SEMrush', 'Netlinking'] },
  { occ: 'cloud-architect', certs: ['AWS Certified Solutions Architect – Associate'] },
  { occ: 'marketing-digital', gender: 'f', addSkills: ['HubSpot', 'Emailing', 'Marketing automation'] },
  { occ: 'copywriter', languages: [{ lang: 'Anglais', level: 'native' }], remote: ['Full remote'], cvLang: 'en' },
  { occ: 'scrum-master', days: ['2', '3'], gender: 'f' },
  { occ: 'testeur-qa', addSkills: ['Cypress'] },
  { occ: 'consultant-salesforce', addSkills: ['Apex'] },
  { occ: 'trainer', freeIn: 70, gender: 'f' },
  { occ: 'devops', freeIn: 40, years: 4 },
  { occ: 'translator', gender: 'm', languages: [{ lang: 'Allemand', level: 'C1' }] },
  { occ: 'press-relations', gender: 'f', sectors: ['luxe'] },
  { occ: 'comms-manager', gender: 'm', addSkills: ['Communication interne'] },
  { occ: 'secu-grc', home: ['Lyon', '69003'] },
  { occ: 'graphic-designer', home: ['Toulouse'], gender: 'm' },
  { occ: 'copywriter', home: ['Ajaccio'] },
  { occ: 'accountant', home: ['Bastia'] },
  { occ: 'event', home: ['Pointe-à-Pitre'] },
  { occ: 'trainer', home: ['Mamoudzou'] },
];

// ------------------------------------------------------------------------------------------------ texts
const ACCENTS = /[\u0300-\u036f]/g;
export function stripAccents(s: string): string {
  return s.normalize('NFD').replace(ACCENTS, '');
}
const slugify = (s: string): string =>
  stripAccents(s)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function bandOf(years: number): Band {
  if (years <= 2) return 'junior';
  if (years <= 6) return 'confirme';
  if (years <= 9) return 'senior';
  return 'expert';
}
const DECLARED_OF: Record<Band, Declared> = {
  junior: 'Junior (0-2 ans)',
  confirme: 'Confirme (3-6 ans)',
  senior: 'Senior (7-10 ans)',
  expert: 'Expert (10+ ans)',
};
const BANDS: Band[] = ['junior', 'confirme', 'senior', 'expert'];

const FLUENCY_FR: Record<Level, string[]> = {
  native: ['Langue maternelle', 'Natif'],
  C2: ['Bilingue', 'C2'],
  C1: ['Courant', 'Courant (C1)'],
  B2: ['Professionnel', 'B2'],
  B1: ['Intermédiaire', 'B1'],
  A2: ['Notions', 'Scolaire'],
};
const FLUENCY_EN: Record<Level, string[]> = {
  native: ['Native', 'Native speaker'],
  C2: ['Bilingual', 'C2'],
  C1: ['Fluent', 'Full professional proficiency'],
  B2: ['Professional working proficiency', 'B2'],
  B1: ['Intermediate', 'B1'],
  A2: ['Basic', 'Elementary'],
};
const LANG_EN: Record<string, string> = {
  Français: 'French',
  Anglais: 'English',
  Allemand: 'German',
  Néerlandais: 'Dutch',
  Espagnol: 'Spanish',
  Italien: 'Italian',
  Luxembourgeois: 'Luxembourgish',
  Portugais: 'Portuguese',
  Arabe: 'Arabic',
};

function fem(gender: 'm' | 'f', m: string, f: string): string {
  return gender === 'f' ? f : m;
}

function titleFor(r: Rng, o: Occupation, t: Pick<Truth, 'gender' | 'cvLang' | 'band'>): string {
  const idx = r.int(0, o.m.length - 1);
  let base: string;
  if (t.cvLang === 'en') base = r.pick(o.en);
  else if (r.chance(0.18)) base = r.pick(o.en);
  else if (t.gender === 'f' && r.chance(0.82)) base = o.f[idx] ?? o.f[0] ?? o.m[0] ?? '';
  else base = o.m[idx] ?? o.m[0] ?? '';
  const q = r.f();
  if (q < 0.12) return t.cvLang === 'en' ? `Freelance ${base}` : `${base} freelance`;
  if (q < 0.22 && (t.band === 'senior' || t.band === 'expert'))
    return t.cvLang === 'en' || /^[A-Z][a-z]+ [A-Z]/.test(base) ? `Senior ${base}` : `${base} senior`;
  if (q < 0.27 && t.band === 'junior') return `${base} junior`;
  if (q < 0.33 && t.cvLang === 'fr') return `${base} ${fem(t.gender, 'indépendant', 'indépendante')}`;
  return base;
}

// ------------------------------------------------------------------------------------------------ generation
export function corpus(): { profile: unknown; truth: Truth }[] {
  const r = new Rng(mulberry32(SEED));
  const digital = OCCUPATIONS.filter((x) => x.fam === 'digital');
  const other = OCCUPATIONS.filter((x) => x.fam === 'other');
  // positions of the plants: spread over the pool
  const plantAt = new Map<number, Plant>();
  const slots = r.sample(
    Array.from({ length: POOL_SIZE }, (_, i) => i),
    PLANTS.length,
  );
  PLANTS.forEach((p, i) => plantAt.set(slots[i] ?? i, p));

  const out: { profile: unknown; truth: Truth }[] = [];
  const usedEmails = new Set<string>();
  for (let i = 0; i < POOL_SIZE; i++) {
    const plant = plantAt.get(i);
    const fam: Family = r.chance(0.45) ? 'digital' : 'other';
    const o = plant
      ? occ(plant.occ)
      : r.weighted((fam === 'digital' ? digital : other).map((x) => [x, x.weight] as [Occupation, number]));
    out.push(makeOne(r, i, o, plant, usedEmails));
  }
  return out;
}

function makeOne(
  r: Rng,
  i: number,
  o: Occupation,
  p: Plant | undefined,
  usedEmails: Set<string>,
): { profile: unknown; truth: Truth } {
  const id = `${PREFIX}${String(i + 1).padStart(4, '0')}`;
  const femaleShare = [
    'community-manager',
    'press-relations',
    'payroll',
    'exec-assistant',
    'copywriter',
    'translator',
    'hrbp',
    'recruiter',
    'ux-designer',
  ].includes(o.key)
    ? 0.7
    : o.fam === 'digital'
      ? 0.28
      : 0.5;
  const gender = p?.gender ?? (r.chance(femaleShare) ? 'f' : 'm');
  // home
  const homeArea = p?.home ? cityArea(p.home[0], p.home[1]) : r.weighted(HOME_WEIGHTS);
  const home = homeOf(homeArea);
  const cvLang = p?.cvLang ?? (r.chance(home.country === 'FR' ? 0.09 : 0.2) ? 'en' : 'fr');
  // years
  const years =
    p?.years ??
    Math.max(
      0,
      Math.round(
        r.weighted<number>([
          [1, 2],
          [3, 3],
          [5, 4],
          [7, 4],
          [9, 3],
          [12, 3],
          [16, 2],
          [22, 1],
        ]) + r.int(-1, 1),
      ),
    );
  const band = bandOf(years);
  let declared: Declared;
  if (p?.declared !== undefined) declared = p.declared;
  else {
    const q = r.f();
    if (q < 0.1) declared = '';
    else if (q < 0.15) {
      const bi = BANDS.indexOf(band) + (r.chance(0.5) ? 1 : -1);
      declared = DECLARED_OF[BANDS[Math.min(3, Math.max(0, bi))] ?? band];
    } else declared = DECLARED_OF[band];
  }
  const firstName = r.pick(gender === 'f' ? FIRST_F : FIRST_M);
  const lastName = r.pick(SURNAMES);
  // skills
  let skills = [...o.core, ...r.sample(o.opt, r.int(3, Math.min(7, o.opt.length)))];
  if (p?.dropSkills) skills = skills.filter((s) => !p.dropSkills?.includes(s));
  for (const s of p?.addSkills ?? []) if (!skills.includes(s)) skills.push(s);
  const slugs = [...new Set(skills.map(slugOf).filter((s): s is string => s !== undefined))];
  const sectors = p?.sectors ?? r.sample(o.sectors, r.int(1, 3));
  // availability
  const freeIn =
    p?.freeIn ??
    (r.chance(0.42)
      ? -r.int(0, 40)
      : r.weighted<number>([
          [r.int(1, 14), 3],
          [r.int(15, 45), 4],
          [r.int(46, 100), 3],
          [r.int(101, 200), 1],
        ]));
  const freeFrom = addDays(TODAY, freeIn);
  const available = freeIn <= 0;
  // rate
  const [lo, hi] = o.rate;
  const bandFactor = { junior: 0.78, confirme: 0.92, senior: 1.05, expert: 1.18 }[band];
  const countryFactor = home.country === 'CH' ? 1.3 : home.country === 'LU' ? 1.15 : 1;
  const rate =
    p?.rate !== undefined
      ? p.rate
      : r.chance(0.1)
        ? null
        : Math.round(((lo + r.f() * (hi - lo)) * bandFactor * countryFactor) / 10) * 10;
  // preferences
  const remote: Remote[] =
    p?.remote ??
    r.weighted<Remote[]>([
      [['Hybride'], 5],
      [['Hybride', 'Full remote'], 3],
      [['Sur site', 'Hybride'], 3],
      [['Full remote'], 2],
      [['Sur site'], 1.5],
      [['Sur site', 'Hybride', 'Full remote'], 1],
    ]);
  const partTime = [
    'daf',
    'cmo',
    'dpo',
    'sales-director',
    'hrbp',
    'transformation',
    'community-manager',
    'payroll',
    'trainer',
  ].includes(o.key);
  const days: string[] =
    p?.days ??
    (partTime && r.chance(0.55)
      ? r.pick([['1', '2'], ['2'], ['2', '3'], ['3'], ['1', '2', '3']])
      : r.weighted<string[]>([
          [['5'], 5],
          [['4', '5'], 3],
          [['4'], 1],
          [['3', '4', '5'], 1],
        ]));
  const durations: Duration[] =
    p?.durations ??
    r.weighted<Duration[]>([
      [['6 a 12 mois', '> 12 mois'], 4],
      [['3 a 6 mois', '6 a 12 mois'], 4],
      [['< 3 mois', '3 a 6 mois'], 2],
      [['> 12 mois'], 1],
      [['< 3 mois', '3 a 6 mois', '6 a 12 mois', '> 12 mois'], 1],
    ]);
  // work areas
  const areas: Area[] = [];
  const pushArea = (a: Area): void => {
    if (!areas.includes(a)) areas.push(a);
  };
  if (r.chance(0.75)) pushArea(homeArea);
  if (home.country === 'FR' && home.dept && r.chance(0.4)) pushArea(deptArea(home.dept));
  if (r.chance(0.35) && home.region) pushArea(regionArea(home.region, home.country));
  if (home.country === 'FR' && home.region !== '11' && r.chance(0.15)) pushArea(regionArea('11'));
  if (home.country === 'BE' && r.chance(0.3)) pushArea(countryArea('LU'));
  if (home.country === 'FR' && ['57', '54'].includes(home.dept) && r.chance(0.5)) pushArea(countryArea('LU'));
  if (home.country === 'FR' && ['74', '01'].includes(home.dept) && r.chance(0.5)) pushArea(regionArea('GE', 'CH'));
  if (r.chance(0.08)) pushArea(countryArea(home.country));
  for (const a of p?.areas ?? []) pushArea(a);
  if (areas.length === 0) pushArea(homeArea);
  // languages
  const languages: { lang: string; level: Level }[] = [];
  const nativeLang = home.country === 'BE' && r.chance(0.2) ? 'Néerlandais' : 'Français';
  languages.push({ lang: nativeLang, level: 'native' });
  if (nativeLang !== 'Français') languages.push({ lang: 'Français', level: r.pick<Level>(['C1', 'C2']) });
  const wantedLangs = p?.languages ?? [];
  const englishLevel: Level = r.weighted<Level>([
    ['B1', 2],
    ['B2', 5],
    ['C1', 4],
    ['C2', 1.5],
    ['native', 0.3],
  ]);
  if (!wantedLangs.some((l) => l.lang === 'Anglais'))
    languages.push({
      lang: 'Anglais',
      level: cvLang === 'en' && LEVELS.indexOf(englishLevel) < 3 ? 'C1' : englishLevel,
    });
  for (const l of wantedLangs) languages.push(l);
  if (home.country === 'CH' && r.chance(0.5) && !languages.some((l) => l.lang === 'Allemand'))
    languages.push({ lang: 'Allemand', level: r.pick<Level>(['B1', 'B2', 'C1']) });
  if (home.country === 'LU' && r.chance(0.5))
    languages.push({ lang: r.pick(['Allemand', 'Luxembourgeois']), level: r.pick<Level>(['A2', 'B1', 'B2', 'C1']) });
  if (home.country === 'BE' && nativeLang === 'Français' && r.chance(0.5))
    languages.push({ lang: 'Néerlandais', level: r.pick<Level>(['A2', 'B1', 'B2', 'C1']) });
  if (r.chance(0.2)) {
    const extra = r.pick(['Espagnol', 'Italien', 'Portugais', 'Arabe', 'Allemand']);
    if (!languages.some((l) => l.lang === extra))
      languages.push({ lang: extra, level: r.pick<Level>(['A2', 'B1', 'B2', 'C1', 'native']) });
  }
  if (o.key === 'translator' || o.key === 'interpreter') {
    for (const l of languages)
      if (l.lang === 'Anglais' && LEVELS.indexOf(l.level) < 4 && !wantedLangs.some((w) => w.lang === 'Anglais'))
        l.level = 'C2';
  }
  // certificates
  const certs = p?.certs ?? (o.certs.length > 0 && r.chance(0.4) ? r.sample(o.certs, r.int(1, 2)) : []);
  const openToCdi = r.chance(0.2);
  const vehicle = r.chance(0.55);

  // private data
  const ascii = (s: string): string => slugify(s).replace(/-/g, '');
  let local = r.pick([
    `${ascii(firstName)}.${ascii(lastName)}`,
    `${ascii(firstName).slice(0, 1)}${ascii(lastName)}`,
    `${ascii(firstName)}${ascii(lastName)}${r.int(70, 99)}`,
    `${ascii(firstName)}.${ascii(lastName)}.pro`,
  ]);
  let email = `${local}@${r.pick(EMAIL_DOMAINS)}`;
  while (usedEmails.has(email)) {
    local = `${local}${r.int(1, 9)}`;
    email = `${local}@${r.pick(EMAIL_DOMAINS)}`;
  }
  usedEmails.add(email);
  const phone =
    home.country === 'FR'
      ? `+33 ${r.pick(['6', '7'])} ${pad(r.int(10, 99))} ${pad(r.int(10, 99))} ${pad(r.int(10, 99))} ${pad(r.int(10, 99))}`
      : home.country === 'BE'
        ? `+32 4${r.int(70, 99)} ${pad(r.int(10, 99))} ${pad(r.int(10, 99))} ${pad(r.int(10, 99))}`
        : home.country === 'CH'
          ? `+41 7${r.pick(['6', '8', '9'])} ${r.int(100, 999)} ${pad(r.int(10, 99))} ${pad(r.int(10, 99))}`
          : `+352 6${r.pick(['21', '61', '91'])} ${r.int(100, 999)} ${r.int(100, 999)}`;
  const linkedin = `${slugify(firstName)}-${slugify(lastName)}-${r.int(1000, 9999).toString(16)}`;
  const fill = (tpl: string): string => tpl.replace('{F}', firstName).replace('{L}', lastName.replace(/ /g, ''));
  const ownCompany = r.chance(0.45) ? fill(r.pick(OWN_COMPANY)) : '';
  const small = r.chance(0.45)
    ? r.chance(0.5)
      ? `${r.pick(SMALL_KIND)} ${r.pick(SURNAMES)}`
      : fill(r.pick(SMALL_ORDINARY)).replace('{F}', r.pick(FIRST_F))
    : '';
  const employers = [ownCompany, small].filter((x) => x !== '');
  const schoolPool = SCHOOLS_COMMON[schoolFamily(o)] ?? [];
  const schools = [r.chance(0.12) ? r.pick(SCHOOLS_RARE) : r.pick(schoolPool)];
  const referees = r.chance(0.35) ? [`${r.pick([...FIRST_F, ...FIRST_M])} ${r.pick(SURNAMES)}`] : [];
  const named = r.chance(0.3) ? [`${r.pick([...FIRST_F, ...FIRST_M])} ${r.pick(SURNAMES)}`] : [];

  const truth: Truth = {
    id,
    occ: o.key,
    fam: o.fam,
    gender,
    years,
    band,
    declared,
    skills,
    slugs,
    sectors,
    available,
    freeFrom,
    rate,
    remote,
    days,
    durations,
    home,
    areas,
    languages,
    certs,
    cvLang,
    openToCdi,
    vehicle,
    priv: { firstName, lastName, email, phone, linkedin, employers, schools, referees, named, leaked: [] },
    publicWords: [],
  };
  const profile = writeProfile(r, o, truth);
  return { profile, truth };
}

// ------------------------------------------------------------------------------------------------ writing the profile
function availabilityText(r: Rng, t: Truth): string {
  if (t.available) return r.pick(['Immédiate', 'Disponible immédiatement', 'Dès maintenant', '', 'ASAP']);
  const d = t.freeFrom;
  const [y, m, dd] = d.split('-');
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
  return r.pick([
    `${dd}/${m}/${y}`,
    `À partir du ${dd}/${m}/${y}`,
    d,
    `${months[Number(m) - 1] ?? ''} ${y}`,
    `Début ${months[Number(m) - 1] ?? ''} ${y}`,
  ]);
}

function rateText(r: Rng, rate: number | null, cc: string): string {
  if (rate === null) return r.pick(['', 'À négocier', 'Selon mission', 'Négociable']);
  const cur = cc === 'CH' && r.chance(0.5) ? 'CHF' : '€';
  return r.pick([
    `${rate}`,
    `${rate} ${cur}`,
    `${rate}${cur}/jour`,
    `TJM ${rate} ${cur} HT`,
    `${rate - 50}-${rate + 50}`,
  ]);
}

function writeProfile(r: Rng, o: Occupation, t: Truth): unknown {
  const en = t.cvLang === 'en';
  const noAccent = r.chance(0.08);
  const acc = (s: string): string => (noAccent ? stripAccents(s) : s);
  const title = titleFor(r, o, t);
  const sec = (k: string): string => SECTORS[k]?.[en ? 1 : 0] ?? k;
  const neigh = o.neigh.length > 0 && r.chance(0.45) ? occ(r.pick(o.neigh)) : undefined;
  const neighRaw = neigh ? (en ? (neigh.en[0] ?? '') : (neigh.m[0] ?? '')) : '';
  const neighTitle =
    /^[A-Z][a-zé]/.test(neighRaw) && !/^[A-Z][a-z]+ [A-Z]/.test(neighRaw)
      ? `${neighRaw.charAt(0).toLowerCase()}${neighRaw.slice(1)}`
      : neighRaw;
  const skillList = r.sample(t.skills, Math.min(t.skills.length, r.int(3, 6)));
  const pub: string[] = [];
  const leaks: string[] = [];
  const priv = t.priv;

  // summary
  const parts: string[] = [];
  if (en) {
    parts.push(
      r.pick([
        `${title} with ${t.years} years of experience.`,
        `Freelance ${title.toLowerCase()} based in ${t.home.city}.`,
        `${t.years}+ years as ${title}, working with ${t.sectors.map(sec).join(', ')} clients.`,
      ]),
    );
    parts.push(`Key skills: ${skillList.join(', ')}.`);
    if (neigh)
      parts.push(
        r.pick([
          `Used to working closely with ${neighTitle}s.`,
          `Former ${neighTitle}, now focused on ${o.en[0]?.toLowerCase() ?? ''} work.`,
        ]),
      );
    if (r.chance(0.4)) parts.push(`Sectors: ${t.sectors.map(sec).join(', ')}.`);
    if (r.chance(0.3))
      parts.push(
        t.remote.includes('Full remote')
          ? 'Open to fully remote missions.'
          : t.remote.includes('Sur site')
            ? 'Happy to work on site.'
            : 'Hybrid work preferred.',
      );
  } else {
    const ind = fem(t.gender, 'indépendant', 'indépendante');
    parts.push(
      r.pick([
        `${title} avec ${t.years} ans d'expérience.`,
        `${title} ${ind} basé${t.gender === 'f' ? 'e' : ''} à ${t.home.city}.`,
        `Fort${t.gender === 'f' ? 'e' : ''} de ${t.years} ans d'expérience, j'interviens comme ${title.toLowerCase()} auprès de clients ${t.sectors.map(sec).join(', ')}.`,
        `${title}. J'accompagne les entreprises sur ${o.tasks[0]?.[0] ?? ''}.`,
      ]),
    );
    parts.push(
      r.pick([
        `Compétences clés : ${skillList.join(', ')}.`,
        `Expertise : ${skillList.join(' / ')}.`,
        `Outils et méthodes : ${skillList.join(', ')}.`,
      ]),
    );
    if (neigh)
      parts.push(
        r.pick([
          `Habitué${t.gender === 'f' ? 'e' : ''} à travailler en binôme avec les ${neighTitle}s.`,
          `Ancien${t.gender === 'f' ? 'ne' : ''} ${neighTitle}, reconverti${t.gender === 'f' ? 'e' : ''} depuis plusieurs années.`,
          `Interface régulière avec les équipes ${neighTitle}.`,
        ]),
      );
    if (r.chance(0.4)) parts.push(`Secteurs : ${t.sectors.map(sec).join(', ')}.`);
    if (r.chance(0.3))
      parts.push(
        t.remote.includes('Full remote')
          ? 'Ouvert au full remote.'
          : t.remote.includes('Sur site')
            ? 'Présence sur site possible.'
            : 'Préférence pour le travail hybride.',
      );
    if (r.chance(0.2) && t.days.length > 0 && !t.days.includes('5'))
      parts.push(`Disponible ${t.days.join(' à ')} jours par semaine.`);
  }
  pub.push(...parts);
  // ~25 % repeat private data in free text
  if (r.chance(0.25)) {
    const choices: [string, string][] = [
      [en ? `Contact: ${priv.email}` : `Contact : ${priv.email}`, 'email'],
      [en ? `Call me: ${priv.phone}` : `Tél. ${priv.phone}`, 'phone'],
      [`linkedin.com/in/${priv.linkedin}`, 'linkedin'],
      [
        en
          ? `${priv.firstName} ${priv.lastName}, alumnus of ${priv.schools[0] ?? ''}.`
          : `${priv.firstName} ${priv.lastName}, diplômé${t.gender === 'f' ? 'e' : ''} de ${priv.schools[0] ?? ''}.`,
        'name+school',
      ],
    ];
    if (priv.employers[0])
      choices.push([en ? `Previously at ${priv.employers[0]}.` : `Auparavant chez ${priv.employers[0]}.`, 'employer']);
    if (priv.referees[0])
      choices.push([en ? `References: ${priv.referees[0]}.` : `Références : ${priv.referees[0]}.`, 'referee']);
    const [text, what] = r.pick(choices);
    parts.push(text);
    leaks.push(what);
  }
  const summary = acc(parts.join(' '));

  // work
  const work: { name: string; position: string; startDate: string; endDate?: string; summary: string }[] = [];
  let cursor = TODAY;
  const nMissions = Math.min(4, 1 + Math.floor(t.years / 3)) + (t.years > 0 ? 0 : 0);
  const clientNames: string[] = [];
  for (let k = 0; k < Math.max(1, nMissions); k++) {
    const len = r.int(4, 20);
    const end = k === 0 && !t.available ? addDays(TODAY, 20) : addDays(cursor, -r.int(10, 60));
    const start = addDays(end, -len * 30);
    cursor = start;
    let name: string;
    if (k === 1 && priv.employers[1]) name = priv.employers[1];
    else if (k === 0 && priv.employers[0] && r.chance(0.5)) name = priv.employers[0];
    else {
      const s = r.pick(t.sectors);
      name = r.pick(CLIENTS[s] ?? CLIENTS.industrie ?? ['Client confidentiel']);
      clientNames.push(name);
    }
    const task = r.pick(o.tasks);
    const ss = r.sample(t.skills, 2);
    const position = acc(
      k === 0
        ? title
        : r.chance(0.7)
          ? en
            ? (r.pick(o.en) ?? title)
            : fem(t.gender, r.pick(o.m), r.pick(o.f))
          : title,
    );
    let s = en
      ? `${task[1]}; stack/tools: ${ss.join(', ')}.`
      : `${task[0][0]?.toUpperCase() ?? ''}${task[0].slice(1)} ; environnement : ${ss.join(', ')}.`;
    if (k === 0 && neigh && r.chance(0.5))
      s += en ? ` Worked alongside the ${neighTitle}.` : ` En lien étroit avec le ${neighTitle}.`;
    pub.push(position, s);
    if (k === 0 && priv.named[0])
      s += en
        ? ` Reporting to ${priv.named[0]} (${r.pick(ROLES_NAMED)}).`
        : ` Sous la responsabilité de ${priv.named[0]} (${r.pick(ROLES_NAMED)}).`;
    const item: { name: string; position: string; startDate: string; endDate?: string; summary: string } = {
      name,
      position,
      startDate: start.slice(0, 7),
      summary: acc(s),
    };
    if (!(k === 0 && !t.available && r.chance(0.5))) item.endDate = end.slice(0, 7);
    work.push(item);
  }
  // education
  const gradYear = Number(TODAY.slice(0, 4)) - t.years - r.int(0, 2);
  const education = [
    {
      institution: priv.schools[0] ?? '',
      area: en ? o.edu : o.edu,
      studyType: r.pick(['Master', 'Master 2', 'Licence', 'Diplôme d’ingénieur', 'BTS', 'Bachelor', 'MBA']),
      startDate: String(gradYear - 2),
      endDate: String(gradYear),
    },
  ];
  pub.push(o.edu);
  // skills section
  const levelWord = (i: number): string =>
    (en ? ['Expert', 'Advanced', 'Intermediate'] : ['Expert', 'Avancé', 'Intermédiaire'])[i % 3] ?? '';
  const skillsSection = t.skills.map((s, i) => ({
    name: s,
    level: levelWord(i + (t.band === 'junior' ? 1 : 0)),
    keywords: [] as string[],
  }));
  pub.push(...t.skills);
  const languages = t.languages.map((l) => ({
    language: en ? (LANG_EN[l.lang] ?? l.lang) : l.lang,
    fluency: r.pick((en ? FLUENCY_EN : FLUENCY_FR)[l.level]),
  }));
  const certificates = t.certs.map((c) => ({
    name: c,
    issuer: '',
    startDate: String(Number(TODAY.slice(0, 4)) - r.int(0, 5)),
  }));
  pub.push(...t.certs);
  const references = priv.referees.map((name) => ({
    name,
    reference: en
      ? `${name} (former manager): reliable, rigorous, great with stakeholders.`
      : `${name}, ancien${FIRST_F.includes(name.split(' ')[0] ?? '') ? 'ne' : ''} manager : « ${t.gender === 'f' ? 'fiable, rigoureuse' : 'fiable, rigoureux'}, excellent relationnel ».`,
  }));

  const labelText = acc(title);
  pub.push(labelText, t.home.city);
  t.priv.leaked = leaks;
  t.publicWords = [
    ...new Set(
      pub
        .join(' ')
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((w) => w.length > 0),
    ),
  ];
  void clientNames;

  const createdAt = `${addDays(TODAY, -r.int(30, 1200))}T${pad(r.int(6, 21))}:${pad(r.int(0, 59))}:00Z`;
  const updatedAt = `${addDays(TODAY, -r.int(0, 29))}T${pad(r.int(6, 21))}:${pad(r.int(0, 59))}:00Z`;
  const countryName = { FR: 'France', BE: 'Belgique', CH: 'Suisse', LU: 'Luxembourg' }[t.home.country];
  return {
    basics: {
      name: `${priv.firstName} ${priv.lastName}`,
      label: labelText,
      image: '',
      email: priv.email,
      phone: priv.phone,
      url: `https://www.linkedin.com/in/${priv.linkedin}`,
      summary,
      location: {
        address: `${t.home.city}, ${countryName}`,
        postalCode: t.home.zip,
        city: t.home.city,
        countryCode: t.home.country,
        region: t.home.regionName,
      },
      profiles: [{ username: priv.linkedin, network: 'LinkedIn', url: `https://www.linkedin.com/in/${priv.linkedin}` }],
    },
    work,
    education,
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
      id: t.id,
      createdAt,
      updatedAt,
      firstName: priv.firstName,
      lastName: priv.lastName,
      cvUrl: `https://cv.example-freelance.fr/${t.id}.pdf`,
      freelance: {
        available: t.available,
        availabilityDate: availabilityText(r, t),
        rate: rateText(r, t.rate, t.home.country),
        seniority: t.declared,
        professions: r.chance(0.9) ? [o.m[0] ?? ''] : [],
        openToCdi: t.openToCdi,
        vehicle: t.vehicle,
        preferences: {
          missionDuration: t.durations,
          remoteWork: t.remote,
          daysPerWeek: t.days,
          workAreas: t.areas,
        },
      },
    },
  };
}
