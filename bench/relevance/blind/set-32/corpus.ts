// Corpus of set 32: freelance experts and interim managers for retail, consumer goods, e-commerce, logistics,
// transport and the food industry. Deterministic (mulberry32); "today" is 2026-12-01. Each profile is drawn as a
// Truth first, then written as a CV (JSON Resume + meta) from that Truth.
import { CITIES, COUNTRIES, DEPTS, REGIONS, type WorkArea } from './areas';
import { PLANTS, type Plant } from './plants';
import { CERTS, OCC_IDS, OCCS, SECTORS, SKILLS, type CertId, type OccId, type Sector, type SkillId } from './vocab';

export const TODAY = '2026-12-01';
export const PREFIX = 'b32-';
const POOL_SIZE = 700;

export type Band = 'junior' | 'confirme' | 'senior' | 'expert';
export type Declared = '' | 'Junior (0-2 ans)' | 'Confirme (3-6 ans)' | 'Senior (7-10 ans)' | 'Expert (10+ ans)';
export type Remote = 'Sur site' | 'Hybride' | 'Full remote';
export type Day = '1' | '2' | '3' | '4' | '5';
export type Mission = '< 3 mois' | '3 a 6 mois' | '6 a 12 mois' | '> 12 mois';
export type Lang = 'fr' | 'en' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ar' | 'zh' | 'pl';
export type Level = 'native' | 'fluent' | 'professional' | 'intermediate' | 'basic';

export interface Private {
  first: string;
  last: string;
  email: string;
  phone: string;
  linkedin: string;
  /** Small, one-off employers (the big groups a CV names are not private). */
  employers: string[];
  schools: string[];
  referees: string[];
  /** People named in mission texts. */
  people: string[];
  /** Sentences of free text that repeat private data (removed to get the non-private text). */
  leaks: string[];
}

export interface Truth {
  id: string;
  occ: OccId;
  /** Earlier occupations shown in the work history. */
  past: OccId[];
  female: boolean;
  skills: SkillId[];
  sectors: Sector[];
  years: number;
  band: Band;
  declared: Declared;
  /** Has run interim-management assignments. */
  interim: boolean;
  available: boolean;
  /** First free day, YYYY-MM-DD. */
  freeFrom: string;
  /** Average day rate in euros; null when negotiable or not given. */
  rate: number | null;
  remote: Remote[];
  days: Day[];
  missions: Mission[];
  /** Key of CITIES. */
  home: string;
  areas: WorkArea[];
  langs: { lang: Lang; level: Level }[];
  certs: CertId[];
  cvLang: 'fr' | 'en';
  private: Private;
}

// ---------------------------------------------------------------------------------------------------------------
// PRNG and helpers

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
type Rng = () => number;
function pick<T>(r: Rng, xs: readonly T[]): T {
  if (xs.length === 0) throw new Error('pick from empty list');
  return xs[Math.floor(r() * xs.length)]!;
}
function int(r: Rng, lo: number, hi: number): number {
  return lo + Math.floor(r() * (hi - lo + 1));
}
function chance(r: Rng, p: number): boolean {
  return r() < p;
}
function sample<T>(r: Rng, xs: readonly T[], n: number): T[] {
  const a = [...xs];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a.slice(0, Math.max(0, Math.min(n, a.length)));
}
function weighted<T>(r: Rng, xs: readonly (readonly [T, number])[]): T {
  const total = xs.reduce((s, [, w]) => s + w, 0);
  let x = r() * total;
  for (const [v, w] of xs) {
    x -= w;
    if (x < 0) return v;
  }
  return xs[xs.length - 1]![0];
}
export function deaccent(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}
function addDays(iso: string, n: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
export function bandOf(years: number): Band {
  return years <= 2 ? 'junior' : years <= 6 ? 'confirme' : years <= 10 ? 'senior' : 'expert';
}
const DECLARED: Record<Band, Declared> = {
  junior: 'Junior (0-2 ans)',
  confirme: 'Confirme (3-6 ans)',
  senior: 'Senior (7-10 ans)',
  expert: 'Expert (10+ ans)',
};
const BANDS: Band[] = ['junior', 'confirme', 'senior', 'expert'];

/** A work area from a short key: 'c:lyon3', 'd:FR-69', 'r:FR-84', 'p:FR'. */
export function area(key: string): WorkArea {
  const [kind, k] = key.split(':') as [string, string];
  const src = kind === 'c' ? CITIES : kind === 'd' ? DEPTS : kind === 'r' ? REGIONS : COUNTRIES;
  const a = src[k];
  if (!a) throw new Error(`unknown area ${key}`);
  return { ...a };
}

// ---------------------------------------------------------------------------------------------------------------
// Names and private data

const F_FIRST = [
  'Camille',
  'Léa',
  'Manon',
  'Chloé',
  'Sarah',
  'Julie',
  'Emma',
  'Inès',
  'Laura',
  'Pauline',
  'Claire',
  'Marine',
  'Audrey',
  'Élodie',
  'Sophie',
  'Nathalie',
  'Isabelle',
  'Sandrine',
  'Céline',
  'Aurélie',
  'Virginie',
  'Stéphanie',
  'Karine',
  'Valérie',
  'Delphine',
  'Anne-Sophie',
  'Mélanie',
  'Émilie',
  'Charlotte',
  'Lucie',
  'Amandine',
  'Hélène',
  'Agnès',
  'Myriam',
  'Nadia',
  'Yasmina',
  'Fatou',
  'Linh',
  'Samira',
  'Béatrice',
  'Gaëlle',
  'Solène',
  'Maëlle',
  'Ophélie',
  'Margaux',
  'Clémence',
  'Justine',
  'Coralie',
  'Anaïs',
  'Florence',
];
const M_FIRST = [
  'Thomas',
  'Nicolas',
  'Julien',
  'Maxime',
  'Alexandre',
  'Antoine',
  'Kevin',
  'Romain',
  'Sébastien',
  'Guillaume',
  'Mathieu',
  'Jérôme',
  'Laurent',
  'Olivier',
  'Stéphane',
  'Frédéric',
  'Christophe',
  'David',
  'Pierre',
  'François',
  'Benoît',
  'Cédric',
  'Damien',
  'Fabien',
  'Grégory',
  'Hugo',
  'Lucas',
  'Louis',
  'Arnaud',
  'Vincent',
  'Yann',
  'Loïc',
  'Karim',
  'Mehdi',
  'Rachid',
  'Moussa',
  'Samuel',
  'Hervé',
  'Thierry',
  'Pascal',
  'Xavier',
  'Florian',
  'Bastien',
  'Adrien',
  'Clément',
  'Quentin',
  'Gaëtan',
  'Tanguy',
  'Erwan',
  'Jean-Marc',
];
const EN_F_FIRST = ['Emily', 'Sophie', 'Hannah', 'Charlotte', 'Eva', 'Lotte', 'Anna', 'Katrin', 'Olivia', 'Ines'];
const EN_M_FIRST = ['James', 'Daniel', 'Pieter', 'Jan', 'Lukas', 'Matthew', 'Stefan', 'Tom', 'Marco', 'Oliver'];
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
  'Masson',
  'Sanchez',
  'Gérard',
  'Nguyen',
  'Boyer',
  'Denis',
  'Lemaire',
  'Duval',
  'Joly',
  'Gautier',
  'Roger',
  'Roche',
  'Roy',
  'Noël',
  'Meyer',
  'Lucas',
  'Meunier',
  'Jean',
  'Perez',
  'Marchand',
  'Dufour',
  'Blanchard',
  'Marie',
  'Barbier',
  'Brun',
  'Dumas',
  'Brunet',
  'Schmitt',
  'Leroux',
  'Colin',
  'Fernandez',
  'Pierre',
  'Renard',
  'Arnaud',
  'Rolland',
  'Caron',
  'Aubert',
  'Giraud',
  'Leclerc',
  'Vidal',
  'Bourgeois',
  'Renaud',
  'Lemoine',
  'Picard',
  'Gaillard',
  'Philippe',
  'Leclercq',
  'Lacroix',
  'Fabre',
  'Dupuis',
  'Olivier',
  'Rodriguez',
  'Da Silva',
  'Hubert',
  'Louis',
  'Charles',
  'Guillot',
  'Rivière',
  'Le Gall',
  'Guillaume',
  'Adam',
  'Rey',
  'Moulin',
  'Gonzalez',
  'Berger',
  'Lecomte',
  'Menard',
  'Fleury',
  'Deschamps',
  'Carpentier',
  'Julien',
  'Benoît',
  'Paris',
  'Maillard',
  'Marchal',
  'Aubry',
  'Vasseur',
  'Le Roux',
  'Renault',
  'Jacquet',
  'Collet',
  'Prévost',
  'Poirier',
  'Charpentier',
  'Royer',
  'Huet',
  'Baron',
  'Dupuy',
  'Pons',
  'Paul',
  'Laine',
  'Carré',
  'Breton',
  'Rémy',
  'Schneider',
  'Perrot',
  'Guyot',
  'Barre',
  'Marty',
  'Cousin',
  'Benali',
  'Haddad',
  'Diallo',
  'Traoré',
  'Mendes',
  'Kowalski',
  'Tran',
  'Ferreira',
  'Benhamou',
  'Le Bihan',
];
/** Rare surnames: few people carry them, good identity probes. */
export const RARE_LAST = [
  'Castagnet',
  'Brossolette',
  'Quéméneur',
  'Vandewalle',
  'Ollivro',
  'Trémouille',
  'Escoffier',
  'Pujalte',
  'Lagardère-Biset',
  'Kerhervé',
  'Bellefroid',
  'Zamparini',
  'Achouri',
  'Delahousse',
  'Iturralde',
  'Peyrebrune',
  'Goasdoué',
  'Malenfant',
  'Chaumereuil',
  'Vautrin',
  'Sabatier-Rouvière',
  'Ferrandiz',
  'Hennequart',
  'Loubradou',
  'Mauboussin',
  'Tcherniak',
  'Wauquiez-Lenoir',
  'Boisgontier',
  'Rigaudeau',
  'Lhermitte',
  'Daoudal',
  'Oyarzabal',
  'Flamant',
  'Cazenave-Puyo',
  'Dehaene',
  'Massenet',
  'Bouchareb',
  'Vilain',
  'Sarrazin',
  'Ducrocq',
  'Guézennec',
  'Pennanech',
  'Marcassus',
  'Etcheverry',
  'Oudinot',
  'Rabusseau',
  'Hoarau',
  'Szymanski',
  'Kervella',
  'Gillardeau',
];
const EN_LAST = [
  'Peeters',
  'Janssens',
  'Maes',
  'Weber',
  'Keller',
  'Smith',
  'Brown',
  'Wilson',
  'Huber',
  'Schmit',
  'Hoffmann',
  'De Smet',
];

const EMAIL_DOMAINS = [
  'gmail.com',
  'outlook.fr',
  'yahoo.fr',
  'orange.fr',
  'free.fr',
  'hotmail.com',
  'laposte.net',
  'proton.me',
  'icloud.com',
  'sfr.fr',
];

/** Small employers: an ordinary word or two plus a place or family name, by family of trades. */
const SMALL_EMPLOYER_PATTERNS: Record<string, string[]> = {
  shop: [
    'Maison {L}',
    '{L} Distribution',
    'Épicerie fine {L}',
    'Quincaillerie {L}',
    'Boutique {L}',
    'Comptoir {L}',
    'Caves {L}',
  ],
  logistics: [
    'Transports {L} et Fils',
    'Entrepôts {L}',
    '{L} Distribution',
    'Logistique {L}',
    'SARL {L} Frères',
    'Négoce {L}',
  ],
  food: [
    'Fromagerie {L}',
    'Les Vergers de {L}',
    'Boulangerie {L}',
    'Salaisons {L}',
    'Biscuiterie {L}',
    'Brasserie artisanale {L}',
    'Primeurs {L}',
  ],
  hospitality: ['Bistrot chez {L}', 'Hôtel {L}', 'Auberge {L}', 'Brasserie {L}'],
  other: ['Garage {L}', 'SARL {L} Frères', 'Cabinet {L}', 'Ateliers {L}'],
};
const PATTERN_GROUP: Record<string, string> = {
  store: 'shop',
  offer: 'shop',
  ecom: 'shop',
  trade: 'shop',
  client: 'shop',
  planning: 'logistics',
  scm: 'logistics',
  warehouse: 'logistics',
  transport: 'logistics',
  flows: 'logistics',
  procurement: 'logistics',
  food: 'food',
  hospitality: 'hospitality',
  neighbour: 'other',
};
const SMALL_EMPLOYER_WORDS = [
  'Kerbrat',
  'Vauquelin',
  'Montbazin',
  'Pradelle',
  'Saint-Aunès',
  'Bellevigne',
  'Ormesson',
  'Grandchamp',
  'Lescure',
  'Rochebrune',
  'Hautecour',
  'Valmigère',
  'Cassagnes',
  'Fontcouverte',
  'Belcastel',
  'Plouvien',
  'Kermadec',
  'Mortagne',
  'Salviac',
  'Cazals',
  'Lauzerte',
  'Vernassal',
  'Chanteloube',
  'Bramefond',
  'Ravenel',
  'Brévannes',
  'Tréglamus',
  'Loubéjac',
  'Pontarmé',
  'Vaulnaveys',
  'Sernhac',
  'Chaudefonds',
  'Ambérac',
  'Gimouille',
  'Réaumur',
  'Lavardac',
  'Moustoir',
  'Penvénan',
  'Arlempdes',
  'Tourtoirac',
  'Bézenet',
  'Séverac',
  'Marsillargues',
  'Estézargues',
  'Pleumeur',
  'Quistinic',
  'Lanvollon',
  'Saint-Urcize',
  'Coulounieix',
  'Montgibaud',
  'Vabres',
  'Trélissac',
  'Ginestet',
  'Saint-Izaire',
  'Campouriez',
  'Plounévez',
  'Escoussens',
  'Durfort',
  'Moncontour',
  'Ploërdut',
];
const BIG_EMPLOYERS: Partial<Record<Sector, string[]>> = {
  gsa: [
    'Carrefour',
    'E.Leclerc',
    'Intermarché',
    'Auchan',
    'Système U',
    'Lidl',
    'Monoprix',
    'Casino',
    'Picard',
    'Biocoop',
  ],
  fashion: ['Kiabi', 'Celio', 'Jules', 'Promod', 'Camaïeu', 'Etam', 'Zara', 'H&M', 'Galeries Lafayette', 'Okaïdi'],
  luxury: ['LVMH', 'Kering', 'Hermès', 'Chanel', 'Printemps'],
  beauty: ['Sephora', 'Yves Rocher', "L'Oréal", 'Nocibé', 'Marionnaud'],
  sport: ['Decathlon', 'Intersport', 'Go Sport', 'Salomon'],
  diy: ['Leroy Merlin', 'Castorama', 'Bricomarché', 'Brico Dépôt', 'ManoMano'],
  home: ['IKEA', 'Maisons du Monde', 'Conforama', 'But', 'Alinéa'],
  electronics: ['Fnac Darty', 'Boulanger', 'SEB', 'Cdiscount'],
  fmcg: ['Unilever', 'Nestlé', 'Danone', 'Procter & Gamble', 'Henkel', 'Reckitt'],
  food: ['Bonduelle', 'Fleury Michon', 'Andros', 'St Michel', 'Cooperl', 'Daunat', 'Bigard', 'Sodebo'],
  drinks: ['Pernod Ricard', 'Rémy Cointreau', 'Heineken', 'Castel', 'Orangina Suntory', 'Moët Hennessy'],
  dairy: ['Lactalis', 'Savencia', 'Sodiaal', 'Bel'],
  meat: ['Bigard', 'Herta', 'Cooperl', 'LDC'],
  bakery: ['Brioche Pasquier', 'Harrys', 'Europastry', 'Délifrance'],
  ecommerce: ['Veepee', 'Cdiscount', 'La Redoute', 'Showroomprivé', 'Zalando', 'Amazon', 'ManoMano', 'Back Market'],
  '3pl': ['Geodis', 'FM Logistic', 'ID Logistics', 'XPO Logistics', 'GXO', 'Kuehne+Nagel', 'DHL Supply Chain', 'Stef'],
  parcel: ['Chronopost', 'DPD France', 'Colissimo', 'GLS', 'Stuart', 'Relais Colis'],
  road: ['Transports Perrenot', 'Groupe Charles André', 'Dentressangle', 'Heppner', 'Jacky Perrenot'],
  shipping: ['CMA CGM', 'Bolloré Logistics', 'MSC', 'DB Schenker', 'Hillebrand'],
  aircargo: ['Air France Cargo', 'WFS', 'Bolloré Logistics', 'Expeditors', 'DHL Global Forwarding'],
  wholesale: ['Metro', 'Promocash', 'Transgourmet', 'Pomona', 'Rexel'],
  restaurant: ['Groupe Bertrand', 'Buffalo Grill', 'Courtepaille', 'Del Arte', 'Big Mamma', 'Flunch'],
  catering: ['Sodexo', 'Elior', 'Compass Group', 'Api Restauration'],
  hotel: ['Accor', 'B&B Hotels', 'Louvre Hotels', 'Marriott', 'Barrière'],
  pharma: ['Sanofi', 'Servier', 'Pierre Fabre'],
  automotive: ['Stellantis', 'Renault Group', 'Valeo', 'Forvia'],
  aero: ['Airbus', 'Safran', 'Daher'],
  bank: ['BNP Paribas', 'Société Générale', 'Crédit Agricole'],
  insurance: ['AXA', 'Groupama', 'MAIF'],
  saas: ['Cegid', 'Sidetrade', 'Lengow', 'Generix Group', 'Hardis Group'],
  industry: ['Schneider Electric', 'Saint-Gobain', 'Legrand', 'Michelin'],
  energy: ['Engie', 'TotalEnergies', 'EDF'],
};
const SCHOOLS_FR = [
  'ISTELI Lille',
  'Kedge Business School',
  'NEOMA Business School',
  'IAE de Lyon',
  'ESC Pau',
  'ISA Lille',
  'AgroParisTech',
  'ENSAIA Nancy',
  'Oniris Nantes',
  'IUT de Lens',
  'IUT du Havre',
  'Institut Paul Bocuse',
  'Vatel Paris',
  'ESSEC',
  'Audencia',
  'IAE de Caen',
  'Université de Bourgogne',
  'ISTELI Bordeaux',
  'ESC Clermont',
  'ISEMA Avignon',
  'Lycée hôtelier de Dinard',
  'IUT de Quimper',
  'Institut Supérieur du Commerce de Paris',
  'École Supérieure de Logistique Industrielle',
  'ENSIA Massy',
  'Sup de Co La Rochelle',
  'ESCE',
  'IPAG',
  'Polytech Lille',
  'INSA Lyon',
  'ESTACA',
  'Université Savoie Mont Blanc',
  'EDHEC',
  'Montpellier SupAgro',
  'ISARA Lyon',
  'ESA Angers',
  'Université de Liège',
  'HEC Lausanne',
  'Solvay Brussels School',
  'EHL Lausanne',
];
/** Small schools, each given to one profile at most. */
const SMALL_SCHOOLS = [
  'Lycée Kerustum',
  'Lycée Vauvenargues-Méjanes',
  'Institut Sainte-Solange',
  'Lycée Bellepierre',
  'CFA Ploufragan',
  'Lycée Jean-Guéhenno de Fougères',
  'Lycée Chaptal-Quimper',
  'Institut Montalembert-Nogent',
  'Lycée Lesven',
  'Lycée Fulbert',
  'MFR de Loudéac',
  'Lycée Vaucanson-Grenoble',
  'CFA Éric-Tabarly',
  'Lycée Saint-Cricq',
  'Lycée Cassini-Clermont',
  'Institut Lemonnier',
  'Lycée Gaston-Crampe',
  'Lycée Bréquigny',
  'CFA Agricole du Morvan',
  'Lycée Arago-Perpignan',
  'Lycée Marcelin-Berthelot Châtellerault',
  'Lycée Gustave-Eiffel Cachan',
  'Lycée Kerichen',
  'Institut Notre-Dame de la Providence',
  'Lycée Raspail-Ploërmel',
  'MFR de Vitré-Balazé',
  'Lycée Hôtelier Savoie Léman',
  'Lycée Pierre-Mendès-France Épinal',
  'Lycée Jean-Rostand Roubaix',
  'Lycée La Fontaine-Anzin',
  'CFA Interpro Flandres',
  'Lycée Colbert-Tourcoing',
  'Lycée Vieljeux',
  'Lycée Marie-Curie Sceaux',
  'Lycée Montesquieu-Libourne',
  'Institut Saint-Aspais',
  'Lycée Dhuoda',
  'Lycée Guist’hau',
  'Lycée Ozenne',
  'Lycée Benjamin-Franklin Orléans',
  'Lycée Kastler-Guitton',
  'Lycée Rotrou',
  'Lycée Saint-Paul Lorient',
  'Lycée Le Likès',
  'Lycée Monge-Chambéry',
];
const STUDY = {
  fr: ['Master', 'Master 2', 'Licence professionnelle', 'BTS', 'DUT', "Diplôme d'ingénieur", 'Bachelor', 'MBA'],
  en: ["Master's degree", 'Bachelor', 'MBA', 'Engineering degree', 'Higher National Diploma'],
};
const AREA_OF_STUDY: Record<string, { fr: string; en: string }> = {
  store: { fr: 'Management de la distribution', en: 'Retail management' },
  offer: { fr: 'Achats et marketing', en: 'Purchasing and marketing' },
  ecom: { fr: 'Marketing digital et e-commerce', en: 'Digital marketing and e-commerce' },
  trade: { fr: 'Commerce et vente', en: 'Sales and marketing' },
  client: { fr: 'Commerce', en: 'Business' },
  planning: { fr: 'Supply chain et logistique', en: 'Supply chain management' },
  scm: { fr: 'Logistique et supply chain', en: 'Logistics and supply chain' },
  warehouse: { fr: 'Gestion logistique et transport', en: 'Logistics' },
  transport: { fr: 'Transport et logistique', en: 'Transport and logistics' },
  flows: { fr: 'Commerce international', en: 'International trade' },
  procurement: { fr: 'Achats', en: 'Procurement' },
  food: { fr: 'Sciences des aliments', en: 'Food science' },
  hospitality: { fr: 'Hôtellerie-restauration', en: 'Hospitality management' },
  neighbour: { fr: 'Gestion', en: 'Business administration' },
};

const CATEGORIES = [
  'épicerie salée',
  'épicerie sucrée',
  'liquides',
  'DPH',
  'frais libre-service',
  'surgelés',
  'textile enfant',
  'jardin',
  'hygiène-beauté',
  'petit électroménager',
  'chaussures',
  'fruits et légumes',
  'cave à vins',
  'outillage',
];

// ---------------------------------------------------------------------------------------------------------------
// Homes

const FR_HOMES: [string, number][] = [
  ['paris8', 9],
  ['paris12', 8],
  ['rungis', 3],
  ['wissous', 2],
  ['bussy', 3],
  ['lieusaint', 2],
  ['stouen-aumone', 2],
  ['montreuil', 4],
  ['boulogne-b', 4],
  ['massy', 3],
  ['gonesse', 2],
  ['roissy', 2],
  ['fleury', 1],
  ['lille', 8],
  ['lesquin', 2],
  ['dourges', 2],
  ['amiens', 2],
  ['roubaix', 3],
  ['vda', 3],
  ['boulogne-mer', 2],
  ['dunkerque', 2],
  ['lens', 1],
  ['arras', 2],
  ['rouen', 3],
  ['le-havre', 3],
  ['caen', 3],
  ['evreux', 1],
  ['orleans', 4],
  ['saran', 2],
  ['tours', 3],
  ['chateauroux', 1],
  ['chartres', 1],
  ['strasbourg', 4],
  ['reims', 3],
  ['metz', 3],
  ['nancy', 3],
  ['dijon', 3],
  ['macon', 1],
  ['besancon', 2],
  ['chalon', 2],
  ['beaune', 1],
  ['lyon3', 7],
  ['lyon7', 5],
  ['sqf', 2],
  ['villefranche', 2],
  ['grenoble', 3],
  ['clermont', 3],
  ['st-etienne', 2],
  ['annecy', 2],
  ['corbas', 2],
  ['valence', 2],
  ['marseille', 6],
  ['fos', 2],
  ['aix', 3],
  ['nice', 3],
  ['avignon', 2],
  ['cavaillon', 1],
  ['miramas', 1],
  ['toulouse', 6],
  ['montpellier', 4],
  ['perpignan', 2],
  ['nimes', 2],
  ['rodez', 1],
  ['bordeaux', 6],
  ['merignac', 2],
  ['limoges', 2],
  ['poitiers', 2],
  ['la-rochelle', 2],
  ['pau', 1],
  ['agen', 1],
  ['cognac', 1],
  ['nantes', 6],
  ['angers', 3],
  ['le-mans', 2],
  ['cholet', 1],
  ['carquefou', 2],
  ['sable', 1],
  ['rennes', 5],
  ['brest', 2],
  ['lorient', 2],
  ['vitre', 1],
  ['lamballe', 1],
  ['quimper', 2],
  ['quimperle', 1],
  ['landerneau', 1],
  ['bastia', 1],
];
const FOREIGN_HOMES: [string, number][] = [
  ['brussels', 6],
  ['liege', 2],
  ['antwerpen', 2],
  ['charleroi', 1],
  ['wavre', 1],
  ['namur', 1],
  ['geneve', 4],
  ['lausanne', 3],
  ['basel', 1],
  ['zurich', 1],
  ['luxembourg', 4],
  ['bettembourg', 1],
  ['esch', 1],
];

function cityDeptKey(c: WorkArea): string | null {
  return c.departmentCode ? `${c.countryCode}-${c.departmentCode}` : null;
}
function cityRegionKey(c: WorkArea): string {
  return `${c.countryCode}-${c.regionCode}`;
}

function drawAreas(r: Rng, home: string): WorkArea[] {
  const c = CITIES[home]!;
  const keys: string[] = [];
  if (chance(r, 0.7)) keys.push(`c:${home}`);
  const dk = cityDeptKey(c);
  if (dk && DEPTS[dk] && chance(r, 0.35)) keys.push(`d:${dk}`);
  if (REGIONS[cityRegionKey(c)] && chance(r, 0.3)) keys.push(`r:${cityRegionKey(c)}`);
  if (chance(r, 0.15)) keys.push(`c:${weighted(r, FR_HOMES)}`);
  if (c.countryCode === 'FR' && c.regionCode !== '11' && chance(r, 0.1)) keys.push('r:FR-11');
  if (chance(r, 0.1)) keys.push(`p:${c.countryCode}`);
  if (keys.length === 0) keys.push(`c:${home}`);
  return [...new Set(keys)].map(area);
}

// ---------------------------------------------------------------------------------------------------------------
// Truth

const NEIGHBOUR_IDS = OCC_IDS.filter((o) => OCCS[o].fam === 'neighbour');
const CORE_IDS = OCC_IDS.filter((o) => OCCS[o].fam !== 'neighbour');
const DIRECTOR_OCCS: OccId[] = [
  'supply-chain-director',
  'plant-manager-food',
  'dc-manager',
  'retail-ops',
  'restaurant-ops',
  'sop-lead',
];
const JUNIOR_SKEW: OccId[] = [
  'chef-de-secteur',
  'allocator',
  'import-export-admin',
  'traffic-manager',
  'supply-chain-analyst',
];

function drawYears(r: Rng, occ: OccId): number {
  if (DIRECTOR_OCCS.includes(occ)) return int(r, 8, 26);
  const band = JUNIOR_SKEW.includes(occ)
    ? weighted<Band>(r, [
        ['junior', 30],
        ['confirme', 40],
        ['senior', 20],
        ['expert', 10],
      ])
    : weighted<Band>(r, [
        ['junior', 13],
        ['confirme', 30],
        ['senior', 27],
        ['expert', 30],
      ]);
  return band === 'junior'
    ? int(r, 1, 2)
    : band === 'confirme'
      ? int(r, 3, 6)
      : band === 'senior'
        ? int(r, 7, 10)
        : int(r, 11, 25);
}

function drawLangs(r: Rng, cvLang: 'fr' | 'en', home: string): { lang: Lang; level: Level }[] {
  const c = CITIES[home]!;
  const out: { lang: Lang; level: Level }[] = [];
  if (cvLang === 'fr') {
    out.push({ lang: 'fr', level: 'native' });
    const en = weighted<Level | null>(r, [
      ['fluent', 28],
      ['professional', 35],
      ['intermediate', 20],
      ['basic', 10],
      [null, 7],
    ]);
    if (en) out.push({ lang: 'en', level: en });
  } else {
    out.push({ lang: 'en', level: chance(r, 0.4) ? 'native' : 'fluent' });
    const fr = weighted<Level | null>(r, [
      ['native', 20],
      ['fluent', 30],
      ['professional', 25],
      ['intermediate', 15],
      [null, 10],
    ]);
    if (fr) out.push({ lang: 'fr', level: fr });
  }
  const extra: [Lang, number][] = [
    ['es', 0.14],
    ['de', c.countryCode === 'CH' || c.countryCode === 'LU' ? 0.5 : 0.09],
    ['it', 0.06],
    ['nl', c.countryCode === 'BE' ? 0.55 : 0.03],
    ['pt', 0.04],
    ['ar', 0.05],
    ['zh', 0.02],
    ['pl', 0.01],
  ];
  for (const [l, p] of extra) {
    if (chance(r, p))
      out.push({
        lang: l,
        level: weighted<Level>(r, [
          ['fluent', 25],
          ['professional', 30],
          ['intermediate', 25],
          ['basic', 20],
        ]),
      });
  }
  return out;
}

function drawCerts(r: Rng, occ: OccId, sectors: Sector[]): CertId[] {
  const fam = OCCS[occ].fam;
  const c: CertId[] = [];
  const maybe = (id: CertId, p: number) => {
    if (chance(r, p)) c.push(id);
  };
  if (fam === 'planning' || fam === 'scm') {
    maybe('cpim', 0.14);
    maybe('cscp', 0.07);
    maybe('green-belt', 0.1);
  }
  if (fam === 'warehouse') {
    maybe('caces', 0.12);
    maybe('green-belt', 0.14);
    maybe('black-belt', 0.04);
  }
  if (occ === 'lean-logistics') maybe('black-belt', 0.5);
  if (fam === 'transport') {
    maybe('capacite-transport', occ === 'tms-consultant' ? 0.05 : 0.35);
    maybe('adr-dgsa', 0.1);
  }
  if (occ === 'customs-specialist') maybe('douane-rde', 0.45);
  if (occ === 'freight-forwarder' || occ === 'freight-sea') maybe('douane-rde', 0.15);
  if (occ === 'freight-air') maybe('iata-dgr', 0.55);
  if (occ === 'freight-forwarder') maybe('iata-dgr', 0.15);
  if (occ === 'qhse-food') {
    maybe('iso22000-la', 0.3);
    maybe('ifs-training', 0.4);
  }
  if (sectors.includes('drinks')) maybe('wset', 0.2);
  if (['logistics-project', 'wms-consultant', 'tms-consultant', 'retail-project'].includes(occ)) maybe('pmp', 0.15);
  if (occ === 'traffic-manager' || occ === 'ecommerce-manager') maybe('google-ads-cert', 0.2);
  if (occ === 'crm-manager') maybe('salesforce-admin', 0.2);
  if (occ === 'nb-dev-ecommerce' || occ === 'nb-dev-front') maybe('psm', 0.2);
  if (occ === 'nb-accountant' || occ === 'nb-controller') maybe('dscg', 0.3);
  if (occ === 'nb-maintenance-tech') maybe('habilitation', 0.7);
  maybe('toeic', 0.04);
  return [...new Set(c)];
}

function drawTruth(r: Rng, occ: OccId, plant: Plant | null, taken: Set<string>): Truth {
  const o = OCCS[occ];
  const female = plant?.female ?? chance(r, 0.5);
  const years = plant?.years ?? drawYears(r, occ);
  const band = bandOf(years);
  const home = plant?.home ?? (chance(r, 0.1) ? weighted(r, FOREIGN_HOMES) : weighted(r, FR_HOMES));
  const country = CITIES[home]!.countryCode;
  const cvLang = plant?.cvLang ?? (chance(r, country === 'FR' ? 0.12 : 0.4) ? 'en' : 'fr');
  const nSk = Math.min(o.sk.length, 3 + int(r, 0, 3));
  const skills = [
    ...new Set([...o.sk.slice(0, 2), ...sample(r, o.sk.slice(2), nSk - 2), ...(plant?.skills ?? [])]),
  ].filter((s) => !(plant?.noSkills ?? []).includes(s));
  if (chance(r, 0.35) && !skills.includes('excel') && o.fam !== 'neighbour') skills.push('excel');
  const sectors = plant?.sectors ?? sample(r, o.sec, int(r, 1, 2));
  const r0 = r();
  const declared: Declared =
    plant?.declared ??
    (r0 < 0.78
      ? DECLARED[band]
      : r0 < 0.88
        ? ''
        : DECLARED[BANDS[Math.max(0, Math.min(3, BANDS.indexOf(band) + (r() < 0.5 ? -1 : 1)))]!]);
  const interim = plant?.interim ?? (years >= 10 && chance(r, DIRECTOR_OCCS.includes(occ) ? 0.45 : 0.15));
  let freeFrom: string;
  if (plant?.freeFrom) freeFrom = plant.freeFrom;
  else if (chance(r, 0.45)) freeFrom = addDays(TODAY, -int(r, 0, 60));
  else freeFrom = addDays(TODAY, int(r, 5, 160));
  const available = freeFrom <= TODAY;
  const baseRate =
    o.rate * (0.8 + Math.min(years, 20) * 0.025) * (country === 'CH' ? 1.4 : country === 'LU' ? 1.15 : 1);
  const rate =
    plant?.rate !== undefined
      ? plant.rate
      : chance(r, 0.1)
        ? null
        : Math.round((baseRate * (0.9 + r() * 0.2)) / 10) * 10;
  const remote: Remote[] =
    plant?.remote ??
    (o.remote === 'site'
      ? weighted<Remote[]>(r, [
          [['Sur site'], 70],
          [['Sur site', 'Hybride'], 30],
        ])
      : o.remote === 'hybrid'
        ? weighted<Remote[]>(r, [
            [['Hybride'], 40],
            [['Sur site', 'Hybride'], 35],
            [['Hybride', 'Full remote'], 25],
          ])
        : weighted<Remote[]>(r, [
            [['Full remote'], 45],
            [['Hybride', 'Full remote'], 45],
            [['Hybride'], 10],
          ]));
  const days: Day[] =
    plant?.days ??
    weighted<Day[]>(r, [
      [['5'], 55],
      [['4', '5'], 15],
      [['4'], 10],
      [['3'], 8],
      [['2', '3'], 6],
      [['3', '4'], 4],
      [['1', '2'], 2],
    ]);
  const allMissions: Mission[] = ['< 3 mois', '3 a 6 mois', '6 a 12 mois', '> 12 mois'];
  const missions: Mission[] =
    plant?.missions ?? (interim ? ['3 a 6 mois', '6 a 12 mois'] : allMissions.filter(() => chance(r, 0.5)));
  if (missions.length === 0) missions.push('3 a 6 mois');
  const areas = plant?.areas ? plant.areas.map(area) : drawAreas(r, home);
  const langs = plant?.langs ?? drawLangs(r, cvLang, home);
  const certs = [...new Set([...drawCerts(r, occ, sectors), ...(plant?.certs ?? [])])];
  const past = o.prev.length > 0 && years >= 4 && chance(r, 0.6) ? sample(r, o.prev, 1) : [];
  // private data
  const en = cvLang === 'en' && country !== 'FR' && chance(r, 0.5);
  let first = '';
  let last = '';
  for (let i = 0; i < 50; i++) {
    first = en ? pick(r, female ? EN_F_FIRST : EN_M_FIRST) : pick(r, female ? F_FIRST : M_FIRST);
    const rare = chance(r, 0.07) ? RARE_LAST.find((x) => !taken.has(`rare:${x}`)) : undefined;
    last = rare ?? (en ? pick(r, EN_LAST) : pick(r, LAST));
    if (!taken.has(`${first} ${last}`)) break;
  }
  taken.add(`${first} ${last}`);
  taken.add(`rare:${last}`);
  const slug = deaccent(`${first}-${last}`)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  const local = weighted<string>(r, [
    [
      deaccent(`${first}.${last}`)
        .toLowerCase()
        .replace(/[^a-z.]/g, ''),
      45,
    ],
    [
      deaccent(`${first.charAt(0)}${last}`)
        .toLowerCase()
        .replace(/[^a-z]/g, ''),
      25,
    ],
    [
      deaccent(`${first}${last}${int(r, 1, 99)}`)
        .toLowerCase()
        .replace(/[^a-z0-9]/g, ''),
      20,
    ],
    [
      deaccent(`${last}.${first.charAt(0)}`)
        .toLowerCase()
        .replace(/[^a-z.]/g, ''),
      10,
    ],
  ]);
  let email = `${local}@${pick(r, EMAIL_DOMAINS)}`;
  while (taken.has(email)) email = email.replace('@', `${int(r, 1, 9)}@`);
  taken.add(email);
  const digits = `${pick(r, ['6', '7'])}${String(int(r, 10000000, 99999999))}`;
  const phone =
    country === 'FR'
      ? weighted<string>(r, [
          [`0${digits.replace(/(\d)(\d\d)(\d\d)(\d\d)(\d\d)/, '$1 $2 $3 $4 $5')}`, 50],
          [`+33 ${digits.replace(/(\d)(\d\d)(\d\d)(\d\d)(\d\d)/, '$1 $2 $3 $4 $5')}`, 30],
          [`0${digits}`, 20],
        ])
      : country === 'BE'
        ? `+32 4${int(r, 70, 99)} ${int(r, 10, 99)} ${int(r, 10, 99)} ${int(r, 10, 99)}`
        : country === 'CH'
          ? `+41 7${int(r, 6, 9)} ${int(r, 100, 999)} ${int(r, 10, 99)} ${int(r, 10, 99)}`
          : `+352 6${int(r, 21, 91)} ${int(r, 100, 999)} ${int(r, 100, 999)}`;
  return {
    id: '',
    occ,
    past,
    female,
    skills,
    sectors,
    years,
    band,
    declared,
    interim,
    available,
    freeFrom,
    rate,
    remote,
    days,
    missions,
    home,
    areas,
    langs,
    certs,
    cvLang,
    private: {
      first,
      last,
      email,
      phone,
      linkedin: `${slug}-${int(r, 100, 999)}${pick(r, ['a', 'b', 'c', 'd', 'e', 'f'])}${int(r, 10, 99)}`,
      employers: [],
      schools: [],
      referees: [],
      people: [],
      leaks: [],
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Writing the CV

const LANG_NAMES: Record<Lang, { fr: string; en: string }> = {
  fr: { fr: 'Français', en: 'French' },
  en: { fr: 'Anglais', en: 'English' },
  de: { fr: 'Allemand', en: 'German' },
  es: { fr: 'Espagnol', en: 'Spanish' },
  it: { fr: 'Italien', en: 'Italian' },
  nl: { fr: 'Néerlandais', en: 'Dutch' },
  pt: { fr: 'Portugais', en: 'Portuguese' },
  ar: { fr: 'Arabe', en: 'Arabic' },
  zh: { fr: 'Chinois', en: 'Chinese' },
  pl: { fr: 'Polonais', en: 'Polish' },
};
const LEVEL_NAMES: Record<Level, { fr: string[]; en: string[] }> = {
  native: { fr: ['Langue maternelle', 'Natif'], en: ['Native', 'Native speaker'] },
  fluent: { fr: ['Courant', 'Bilingue', 'C1'], en: ['Fluent', 'C1'] },
  professional: { fr: ['Professionnel', 'B2', 'Très bon niveau'], en: ['Professional working proficiency', 'B2'] },
  intermediate: { fr: ['Intermédiaire', 'B1'], en: ['Intermediate', 'B1'] },
  basic: { fr: ['Notions', 'Scolaire', 'A2'], en: ['Basic', 'Elementary'] },
};

interface Writer {
  r: Rng;
  t: Truth;
  fr: boolean;
  smallIdx: { n: number; s: number };
  usedSmall: Set<string>;
}

function title(w: Writer, occ: OccId, current: boolean): string {
  const { r, t, fr } = w;
  const o = OCCS[occ];
  if (!fr) return chance(r, 0.85) ? o.en : pick(r, o.alt.filter((a) => /^[\x20-\x7e]+$/.test(a)).concat(o.en));
  let base: string;
  const x = r();
  if (o.enFirst ? x < 0.5 : x < 0.12) base = o.en;
  else if (x < 0.72) base = t.female && !chance(r, 0.1) ? o.f : o.m;
  else base = pick(r, o.alt);
  if (!current) return base;
  const q = r();
  if (q < 0.08 && t.years >= 7) return `${base} Senior`;
  if (q < 0.12 && t.years <= 2) return `${base} Junior`;
  if (q < 0.2 && t.interim) return `${base} - Manager de transition`;
  if (q < 0.28) return `${base} freelance`;
  if (q < 0.36) return `${base} | ${cap(SECTORS[t.sectors[0]!].fr)}`;
  if (q < 0.42) return `${base} - ${t.years} ans d'expérience`;
  return base;
}

function fill(w: Writer, s: string): string {
  const { r } = w;
  return s
    .replace(/\{n\}/g, () => `${int(r, 3, 60)} 000`)
    .replace(/\{team\}/g, () => String(int(r, 8, 150)))
    .replace(/\{k\}/g, () => String(int(r, 2, 40)))
    .replace(/\{p\}/g, () => String(int(r, 5, 30)))
    .replace(/\{ca\}/g, () => String(int(r, 2, 80)))
    .replace(/\{cat\}/g, () => pick(r, CATEGORIES));
}

function smallEmployer(w: Writer, occ: OccId): string {
  const pats = SMALL_EMPLOYER_PATTERNS[PATTERN_GROUP[OCCS[occ].fam]!]!;
  for (;;) {
    const word = SMALL_EMPLOYER_WORDS[w.smallIdx.n % SMALL_EMPLOYER_WORDS.length]!;
    w.smallIdx.n++;
    const name = pick(w.r, pats).replace('{L}', word);
    if (!w.usedSmall.has(name)) {
      w.usedSmall.add(name);
      return name;
    }
  }
}

function bigEmployer(w: Writer, occ: OccId): string {
  const secs = [...w.t.sectors, ...OCCS[occ].sec];
  for (let i = 0; i < 5; i++) {
    const list = BIG_EMPLOYERS[pick(w.r, secs)];
    if (list) return pick(w.r, list);
  }
  return 'Groupe Casino';
}

function fmtLevel(w: Writer, l: Level): string {
  return pick(w.r, w.fr ? LEVEL_NAMES[l].fr : LEVEL_NAMES[l].en);
}

function skillLevel(w: Writer): string {
  return w.fr
    ? pick(w.r, ['Expert', 'Avancé', 'Confirmé', 'Intermédiaire', ''])
    : pick(w.r, ['Expert', 'Advanced', 'Intermediate', '']);
}

function summaryOf(w: Writer, label: string): string[] {
  const { r, t, fr } = w;
  const o = OCCS[t.occ];
  const secs = t.sectors.map((s) => (fr ? SECTORS[s].fr : SECTORS[s].en));
  const sks = t.skills.slice(0, 5).map((s) => (fr ? SKILLS[s].fr : SKILLS[s].en));
  const city = CITIES[t.home]!.cityName!;
  const out: string[] = [];
  if (fr) {
    const fem = t.female;
    out.push(
      pick(r, [
        `${label}, ${t.years} ans d'expérience dans ${secs.join(' et ')}.`,
        `${t.years} ans d'expérience en ${secs.join(', ')} : ${label.toLowerCase()}.`,
        `${cap(label)} avec une expérience de ${t.years} ans, principalement ${secs.length > 1 ? 'dans les secteurs' : 'dans le secteur'} ${secs.join(' et ')}.`,
        `Après ${t.years} ans ${pick(r, ['chez des enseignes', 'en entreprise', 'chez des industriels', 'sur le terrain'])}, j'accompagne en freelance les entreprises du secteur ${secs[0]}.`,
      ]),
    );
    out.push(
      pick(r, [
        `Compétences : ${sks.join(', ')}.`,
        `Expertise : ${sks.join(' / ')}.`,
        `Spécialités : ${sks.join(', ')}.`,
      ]),
    );
    out.push(cap(fill(w, pick(r, o.mis))) + '.');
    if (t.interim)
      out.push(
        pick(r, [
          'Manager de transition : prise de poste rapide, missions de remplacement ou de redressement.',
          'Missions de management de transition en CDD d’usage ou en portage.',
        ]),
      );
    if (chance(r, 0.5))
      out.push(`${fem ? 'Basée' : 'Basé'} à ${city}${chance(r, 0.5) ? ', mobile sur la région' : ''}.`);
    if (chance(r, 0.3)) {
      const en = t.langs.find((l) => l.lang === 'en');
      if (en) out.push(`Anglais ${fmtLevel(w, en.level).toLowerCase()}.`);
    }
  } else {
    out.push(
      pick(r, [
        `${label} with ${t.years} years of experience in ${secs.join(' and ')}.`,
        `${t.years} years in ${secs.join(', ')} as ${label}.`,
        `Freelance ${label} (${t.years} years), background in ${secs.join(' and ')}.`,
      ]),
    );
    out.push(`Key skills: ${sks.join(', ')}.`);
    out.push(cap(fill(w, pick(r, o.misEn))) + '.');
    if (t.interim) out.push('Interim manager: quick start, turnaround and replacement assignments.');
    if (chance(r, 0.5)) out.push(`Based in ${city}.`);
  }
  return out;
}

function leakSentence(w: Writer, kind: number): string {
  const { t, fr } = w;
  const p = t.private;
  switch (kind) {
    case 0:
      return fr ? `Contact : ${p.email}` : `Contact: ${p.email}`;
    case 1:
      return fr ? `Joignable au ${p.phone}.` : `Phone: ${p.phone}.`;
    case 2:
      return fr ? `Je m'appelle ${p.first} ${p.last}.` : `My name is ${p.first} ${p.last}.`;
    case 3:
      return p.employers[0]
        ? fr
          ? `Ancienne expérience chez ${p.employers[0]}.`
          : `Formerly at ${p.employers[0]}.`
        : `linkedin.com/in/${p.linkedin}`;
    case 4:
      return p.schools[0]
        ? fr
          ? `Diplômé${t.female ? 'e' : ''} de ${p.schools[0]}.`
          : `Graduate of ${p.schools[0]}.`
        : `linkedin.com/in/${p.linkedin}`;
    default:
      return `linkedin.com/in/${p.linkedin}`;
  }
}

function writeProfile(r: Rng, t: Truth, smallIdx: { n: number; s: number }, usedSmall: Set<string>): unknown {
  const fr = t.cvLang === 'fr';
  const w: Writer = { r, t, fr, smallIdx, usedSmall };
  const o = OCCS[t.occ];
  const noAccent = fr && chance(r, 0.09);
  const label = title(w, t.occ, true);
  const p = t.private;

  // work history, newest first
  const nJobs = t.years <= 2 ? int(r, 1, 2) : t.years <= 6 ? int(r, 2, 3) : int(r, 3, 4);
  const startYear = 2026 - t.years;
  const cuts = [...new Set(Array.from({ length: nJobs - 1 }, () => int(r, startYear + 1, 2025)))].sort((a, b) => b - a);
  const bounds = [2026, ...cuts, startYear];
  const work: { name: string; position: string; startDate: string; endDate: string; summary: string }[] = [];
  const usedMis = new Set<string>();
  for (let i = 0; i < bounds.length - 1; i++) {
    const end = bounds[i]!;
    const start = bounds[i + 1]!;
    const isFirst = i === 0;
    const occ = !isFirst && t.past.length > 0 && i === bounds.length - 2 ? t.past[0]! : t.occ;
    const small = chance(r, 0.3);
    const name = small
      ? smallEmployer(w, occ)
      : isFirst && chance(r, 0.4)
        ? fr
          ? pick(r, ['Missions freelance', 'Indépendant', 'Management de transition'])
          : 'Freelance'
        : bigEmployer(w, occ);
    if (small) p.employers.push(name);
    const pool = fr ? OCCS[occ].mis : OCCS[occ].misEn;
    const fresh = pool.filter((m) => !usedMis.has(m));
    const chosen = sample(r, fresh.length > 0 ? fresh : pool, int(r, 1, 2));
    for (const m of chosen) usedMis.add(m);
    const mis = chosen.map((m) => cap(fill(w, m)));
    if (chance(r, 0.05)) {
      const person = `${pick(r, t.female ? M_FIRST : F_FIRST)} ${pick(r, LAST)}`;
      p.people.push(person);
      const s = fr ? `En binôme avec ${person}` : `Worked alongside ${person}`;
      p.leaks.push(s);
      mis.push(s);
    }
    work.push({
      name,
      position: isFirst ? label.replace(/ - \d+ ans d'expérience$/, '') : title(w, occ, false),
      startDate: `${start}-${String(int(r, 1, 12)).padStart(2, '0')}`,
      endDate: isFirst ? '' : `${end}-${String(int(r, 1, 12)).padStart(2, '0')}`,
      summary: mis.join('. ') + '.',
    });
  }

  // education
  const school = pick(r, SCHOOLS_FR);
  p.schools.push(school);
  const education = [
    {
      institution: school,
      area: fr ? AREA_OF_STUDY[o.fam]!.fr : AREA_OF_STUDY[o.fam]!.en,
      studyType: pick(r, fr ? STUDY.fr : STUDY.en),
      startDate: String(startYear - int(r, 2, 5)),
      endDate: String(startYear),
    },
  ];

  if (chance(r, 0.09) && smallIdx.s < SMALL_SCHOOLS.length) {
    const small = SMALL_SCHOOLS[smallIdx.s++]!;
    p.schools.push(small);
    education.unshift({
      institution: small,
      area: fr
        ? pick(r, [
            'Baccalauréat STMG',
            'Bac professionnel logistique',
            'BTS Management commercial opérationnel',
            'Baccalauréat général',
          ])
        : 'High school diploma',
      studyType: fr ? 'Baccalauréat' : 'Diploma',
      startDate: String(startYear - int(r, 5, 8)),
      endDate: String(startYear - int(r, 2, 4)),
    });
  }

  // references
  const references: { name: string; reference: string }[] = [];
  if (chance(r, 0.3)) {
    const ref = `${pick(r, chance(r, 0.5) ? F_FIRST : M_FIRST)} ${pick(r, LAST)}`;
    p.referees.push(ref);
    references.push({
      name: ref,
      reference: fr
        ? `${ref}, ${pick(r, ['directrice logistique', 'directeur des opérations', 'DRH', 'directeur général', 'responsable achats'])} : « ${pick(r, ['Fiable et très opérationnel.', 'A tenu ses engagements dans des délais serrés.', 'Excellent relationnel avec les équipes.'])} »`
        : `${ref}: "${pick(r, ['Reliable and hands-on.', 'Delivered on time under pressure.', 'Great with teams.'])}"`,
    });
  }

  // summary, with private data repeated for about a quarter of the pool
  const summary = summaryOf(w, label);
  if (chance(r, 0.16)) {
    const s = leakSentence(w, int(r, 0, 5));
    p.leaks.push(s);
    summary.splice(int(r, 1, summary.length), 0, s);
  }

  const skills = t.skills.map((s) => ({
    name: fr ? SKILLS[s].fr : SKILLS[s].en,
    level: skillLevel(w),
    keywords: sample(r, SKILLS[s].kw, int(r, 0, SKILLS[s].kw.length)),
  }));
  const languages = t.langs.map((l) => ({
    language: fr ? LANG_NAMES[l.lang].fr : LANG_NAMES[l.lang].en,
    fluency: fmtLevel(w, l.level),
  }));
  const certificates = t.certs.map((c) => ({
    name: CERTS[c].name,
    issuer: CERTS[c].issuer,
    startDate: `${int(r, Math.max(2008, startYear), 2026)}-${String(int(r, 1, 12)).padStart(2, '0')}`,
  }));

  const availabilityDate = t.available
    ? pick(
        r,
        fr
          ? ['Immédiate', 'Disponible immédiatement', 'Dès maintenant', t.freeFrom, '']
          : ['Immediately', 'Now', t.freeFrom],
      )
    : pick(r, [
        t.freeFrom,
        t.freeFrom.split('-').reverse().join('/'),
        fr ? `À partir du ${t.freeFrom.split('-').reverse().join('/')}` : `From ${t.freeFrom}`,
      ]);
  const rateText =
    t.rate === null
      ? pick(r, ['', 'A négocier', 'Selon mission', 'Négociable'])
      : pick(r, [String(t.rate), `${t.rate} €`, `${t.rate - 50}-${t.rate + 50}`, `${t.rate} € HT/jour`]);

  const c = CITIES[t.home]!;
  const ctry = COUNTRIES[c.countryCode!]!.countryName!;
  const dz = (s: string) => (noAccent ? deaccent(s) : s);
  const created = `${int(r, 2023, 2025)}-${String(int(r, 1, 12)).padStart(2, '0')}-${String(int(r, 1, 28)).padStart(2, '0')}T${String(int(r, 7, 21)).padStart(2, '0')}:${String(int(r, 10, 59))}:00Z`;
  const updated = `2026-${String(int(r, 1, 11)).padStart(2, '0')}-${String(int(r, 1, 28)).padStart(2, '0')}T${String(int(r, 7, 21)).padStart(2, '0')}:${String(int(r, 10, 59))}:00Z`;
  return {
    basics: {
      name: `${p.first} ${p.last}`,
      label: dz(label),
      image: '',
      email: p.email,
      phone: p.phone,
      url: `https://www.linkedin.com/in/${p.linkedin}`,
      summary: dz(summary.join(' ')),
      location: {
        address: `${c.cityName}, ${ctry}`,
        postalCode: c.cityZipCode ?? '',
        city: c.cityName!,
        countryCode: c.countryCode!,
        region: c.regionName ?? '',
      },
      profiles: [{ network: 'LinkedIn', username: p.linkedin, url: `https://www.linkedin.com/in/${p.linkedin}` }],
    },
    work: work.map((j) => ({ ...j, position: dz(j.position), summary: dz(j.summary) })),
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
      createdAt: created,
      updatedAt: updated,
      firstName: p.first,
      lastName: p.last,
      cvUrl: `https://cv.freelance-docs.example/${t.id}.pdf`,
      freelance: {
        available: t.available,
        availabilityDate,
        rate: rateText,
        seniority: t.declared,
        professions: [o.prof],
        openToCdi: chance(r, 0.2),
        vehicle: chance(r, 0.6),
        preferences: {
          missionDuration: t.missions,
          remoteWork: t.remote,
          daysPerWeek: t.days,
          workAreas: t.areas,
        },
      },
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------

let cached: { profile: unknown; truth: Truth }[] | null = null;

export function corpus(): { profile: unknown; truth: Truth }[] {
  if (cached) return cached;
  const r = mulberry32(3232);
  const taken = new Set<string>();
  const truths: Truth[] = [];
  for (const p of PLANTS) truths.push(drawTruth(r, p.occ, p, taken));
  const coreW = CORE_IDS.map((o) => [o, OCCS[o].w] as const);
  const nbW = NEIGHBOUR_IDS.map((o) => [o, OCCS[o].w] as const);
  while (truths.length < POOL_SIZE) {
    const occ = chance(r, 0.165) ? weighted(r, nbW) : weighted(r, coreW);
    truths.push(drawTruth(r, occ, null, taken));
  }
  // shuffle so that planted profiles sit anywhere, then number
  const order = sample(r, truths, truths.length);
  order.forEach((t, i) => {
    t.id = `${PREFIX}${String(i + 1).padStart(4, '0')}`;
  });
  const smallIdx = { n: 0, s: 0 };
  const usedSmall = new Set<string>();
  cached = order.map((t) => ({ profile: writeProfile(r, t, smallIdx, usedSmall), truth: t }));
  return cached;
}
