/**
 * blind-30 corpus: ~700 freelancers of the creative, media, games, events, training and content trades (and ~15 % of
 * neighbours), drawn from a seeded PRNG. Each profile is written from its Truth; judges grade from the Truth only.
 * "Today" is 2026-12-01.
 */
import { CITIES, COUNTRIES, DEPTS, FOREIGN, REGIONS, type Area } from './areas';
import { OCC, OCCUPATIONS, type ClientKind, type Occupation } from './occupations';
import { PLANTS, type Plant } from './plants';

export const TODAY = '2026-12-01';
export const PREFIX = 'b30-';
const N = 700;

export type Band = 'junior' | 'confirme' | 'senior' | 'expert';
export type Remote = 'Sur site' | 'Hybride' | 'Full remote';
export type Duration = '< 3 mois' | '3 a 6 mois' | '6 a 12 mois' | '> 12 mois';
export type Level = 'natif' | 'C2' | 'C1' | 'B2' | 'B1' | 'A2';
export type Declared = '' | 'Junior (0-2 ans)' | 'Confirme (3-6 ans)' | 'Senior (7-10 ans)' | 'Expert (10+ ans)';

export interface Home {
  city: string;
  zip: string;
  dept: string;
  region: string;
  country: string;
}

export interface Truth {
  id: string;
  occ: string;
  gender: 'f' | 'm';
  cvLang: 'fr' | 'en';
  /** Tools, software, techniques, formats and specialities (canonical names). */
  skills: string[];
  /** Client sectors (keys of SECTORS). */
  sectors: string[];
  /** Client kinds of the missions (agencies, studios, publishers...). */
  clients: ClientKind[];
  years: number;
  band: Band;
  declared: Declared;
  available: boolean;
  /** First free day, YYYY-MM-DD. */
  availableFrom: string;
  /** Day rate in euros; null when negotiable or not given. */
  rate: number | null;
  remote: Remote[];
  days: number[];
  missions: Duration[];
  home: Home;
  workAreas: Area[];
  languages: { lang: string; level: Level }[];
  /** Translation, interpreting or subtitling directions, e.g. en>fr. */
  pairs: string[];
  certs: string[];
  /** Born in Montreal (expatriate). */
  montreal: boolean;
  private: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    linkedin: string;
    handles: string[];
    employers: string[];
    smallEmployer: string;
    schools: string[];
    referees: string[];
    people: string[];
  };
}

// ------------------------------------------------------------------------------------------------ PRNG and helpers
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
let rnd: () => number = mulberry32(30);
const chance = (p: number): boolean => rnd() < p;
const int = (lo: number, hi: number): number => lo + Math.floor(rnd() * (hi - lo + 1));
function pick<T>(xs: readonly T[]): T {
  const x = xs[Math.floor(rnd() * xs.length)];
  if (x === undefined) throw new Error('pick from empty list');
  return x;
}
function wpick<T>(xs: readonly (readonly [T, number])[]): T {
  const total = xs.reduce((s, [, w]) => s + w, 0);
  let r = rnd() * total;
  for (const [x, w] of xs) {
    r -= w;
    if (r <= 0) return x;
  }
  const last = xs[xs.length - 1];
  if (!last) throw new Error('wpick from empty list');
  return last[0];
}
function sample<T>(xs: readonly T[], n: number): T[] {
  const copy = [...xs];
  const out: T[] = [];
  while (out.length < n && copy.length > 0) {
    const i = Math.floor(rnd() * copy.length);
    out.push(copy.splice(i, 1)[0] as T);
  }
  return out;
}
const uniq = <T>(xs: T[]): T[] => [...new Set(xs)];
export const stripAccents = (s: string): string => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
const slugify = (s: string): string =>
  stripAccents(s)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
function addDays(iso: string, n: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

// ------------------------------------------------------------------------------------------------ reference lists
export const SECTORS: Record<string, [string, string]> = {
  luxe: ['luxe', 'luxury'],
  mode: ['mode', 'fashion'],
  beaute: ['cosmétique', 'beauty'],
  vin: ['vins et spiritueux', 'wine and spirits'],
  agro: ['agroalimentaire', 'food industry'],
  sante: ['santé', 'healthcare'],
  banque: ['banque-assurance', 'banking and insurance'],
  industrie: ['industrie', 'manufacturing'],
  tourisme: ['tourisme', 'tourism'],
  sport: ['sport', 'sport'],
  culture: ['culture et patrimoine', 'culture and heritage'],
  jeu: ['jeu vidéo', 'video games'],
  jeunesse: ['édition jeunesse', "children's publishing"],
  edition: ['édition', 'publishing'],
  presse: ['presse', 'press'],
  tv: ['télévision', 'television'],
  musique: ['musique', 'music'],
  tech: ['tech et SaaS', 'tech and SaaS'],
  public: ['collectivités', 'public sector'],
  education: ['enseignement supérieur', 'higher education'],
  immobilier: ['immobilier', 'real estate'],
  auto: ['automobile', 'automotive'],
  energie: ['énergie', 'energy'],
  retail: ['grande distribution', 'retail'],
  ong: ['associations et ONG', 'non-profits'],
};
const SECTORS_BY_KIND: Record<ClientKind, string[]> = {
  A: [
    'luxe',
    'mode',
    'beaute',
    'vin',
    'agro',
    'banque',
    'industrie',
    'tourisme',
    'sport',
    'tech',
    'auto',
    'retail',
    'immobilier',
  ],
  S: ['tv', 'culture', 'jeunesse', 'jeu', 'musique', 'luxe'],
  E: ['edition', 'presse', 'jeunesse', 'culture', 'education'],
  T: ['tv', 'culture', 'sport', 'musique', 'presse'],
  G: ['jeu', 'education', 'culture'],
  V: ['culture', 'musique', 'sport', 'luxe', 'industrie', 'sante', 'tech'],
  F: ['sante', 'banque', 'industrie', 'education', 'public', 'energie', 'retail'],
  M: ['culture', 'public', 'tourisme', 'education'],
  I: [
    'luxe',
    'mode',
    'beaute',
    'vin',
    'agro',
    'sante',
    'banque',
    'industrie',
    'sport',
    'tech',
    'energie',
    'retail',
    'ong',
  ],
  P: ['industrie', 'immobilier', 'tech', 'tourisme', 'agro', 'ong'],
};
const CLIENTS_FR: Record<ClientKind, string[]> = {
  A: ['une agence de communication', 'une agence de branding', 'une agence digitale', 'une agence de publicité'],
  S: ["un studio d'animation", 'un studio de post-production', 'un studio de création'],
  E: [
    "une maison d'édition",
    'un éditeur indépendant',
    'un groupe de presse magazine',
    'un groupe de presse régionale',
  ],
  T: ['une chaîne de télévision régionale', 'une société de production audiovisuelle', 'un diffuseur national'],
  G: ['un studio de jeu vidéo indépendant', 'un éditeur de jeux vidéo', 'un studio de jeux mobiles'],
  V: ['un organisateur de salons', 'une agence événementielle', 'un festival', 'un palais des congrès'],
  F: [
    'un organisme de formation',
    'une école de commerce',
    "le service formation d'un groupe industriel",
    'une université',
  ],
  M: ['un musée des beaux-arts', "un musée d'histoire", 'un centre de culture scientifique', 'un château-musée'],
  I: [
    "l'équipe de marque d'un grand groupe",
    "le service communication d'une métropole",
    'une marque nationale',
    'une start-up',
    'une entreprise familiale',
  ],
  P: ['une PME industrielle', 'un cabinet d’architectes', 'une coopérative', 'une association'],
};
const CLIENTS_EN: Record<ClientKind, string[]> = {
  A: ['a communications agency', 'a branding agency', 'a digital agency'],
  S: ['an animation studio', 'a post-production house'],
  E: ['a publishing house', 'an independent publisher', 'a magazine group'],
  T: ['a regional TV channel', 'a production company', 'a national broadcaster'],
  G: ['an indie game studio', 'a game publisher', 'a mobile games studio'],
  V: ['a trade show organiser', 'an events agency', 'a festival'],
  F: ['a training provider', 'a business school', 'a university'],
  M: ['a fine arts museum', 'a history museum', 'a science centre'],
  I: ['an in-house brand team', 'a national brand', 'a start-up'],
  P: ['a manufacturing SME', 'an architecture firm', 'a non-profit'],
};

const FIRST_F = [
  'Camille',
  'Léa',
  'Manon',
  'Chloé',
  'Inès',
  'Julie',
  'Sarah',
  'Clara',
  'Élise',
  'Margaux',
  'Pauline',
  'Anaïs',
  'Lucie',
  'Marion',
  'Justine',
  'Émilie',
  'Charlotte',
  'Laura',
  'Mathilde',
  'Audrey',
  'Aurélie',
  'Nadia',
  'Yasmine',
  'Salomé',
  'Agathe',
  'Héloïse',
  'Maëlle',
  'Solène',
  'Gwenaëlle',
  'Nolwenn',
  'Amandine',
  'Capucine',
  'Ophélie',
  'Coralie',
  'Fanny',
  'Zoé',
  'Louise',
  'Jeanne',
  'Alice',
  'Sophie',
  'Fatou',
  'Leïla',
  'Myriam',
  'Cécile',
  'Sandrine',
  'Nathalie',
  'Isabelle',
  'Valérie',
  'Hélène',
  'Bérénice',
];
const FIRST_M = [
  'Thomas',
  'Nicolas',
  'Julien',
  'Maxime',
  'Antoine',
  'Alexandre',
  'Hugo',
  'Lucas',
  'Romain',
  'Guillaume',
  'Benjamin',
  'Florian',
  'Quentin',
  'Kévin',
  'Jérémy',
  'Mathieu',
  'Adrien',
  'Baptiste',
  'Clément',
  'Damien',
  'Yann',
  'Gwendal',
  'Erwan',
  'Loïc',
  'Karim',
  'Mehdi',
  'Samir',
  'Théo',
  'Arthur',
  'Paul',
  'Victor',
  'Raphaël',
  'Grégoire',
  'Sébastien',
  'Olivier',
  'Frédéric',
  'Stéphane',
  'Laurent',
  'Pierre',
  'Jean-Baptiste',
  'Mamadou',
  'Ismaël',
  'Jordan',
  'Bastien',
  'Cyril',
  'Aurélien',
  'Timothée',
  'Gaëtan',
  'Xavier',
  'Édouard',
];
const FIRST_EN_F = [
  'Emily',
  'Hannah',
  'Olivia',
  'Sophie',
  'Grace',
  'Megan',
  'Rachel',
  'Laura',
  'Anna',
  'Katie',
  'Chiara',
  'Lena',
  'Marta',
  'Ines',
];
const FIRST_EN_M = [
  'James',
  'Oliver',
  'Daniel',
  'Matthew',
  'Tom',
  'Ben',
  'Liam',
  'Ryan',
  'Sean',
  'Luca',
  'Jonas',
  'Pablo',
  'Diego',
  'Kenji',
];
const FIRST_QC_F = ['Marie-Ève', 'Geneviève', 'Catherine', 'Annie', 'Véronique'];
const FIRST_QC_M = ['Jean-François', 'Mathieu', 'Étienne', 'Simon', 'Olivier'];
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
  'Guerin',
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
  'Barré',
  'Marty',
  'Cousin',
  'Benali',
  'Haddad',
  'Diallo',
  'Traoré',
  'Kowalski',
  'Rossi',
  'Ferrandez',
  'Etcheverry',
  'Le Goff',
  'Le Bihan',
  'Kerjean',
  'Abgrall',
  'Quéméneur',
  'Vandenbussche',
  'Delattre',
  'Van Hecke',
  'Deconinck',
  'Wattiez',
  'Schaeffer',
  'Zimmermann',
  'Oberlin',
  'Pradalier',
  'Lhermitte',
  'Ouvrard',
  'Zylberstein',
  'Bouzid',
  'Mebarki',
  'Tran',
  'Pham',
  'Okafor',
  'Nakamura',
  'Castellane',
  'Peyrard',
  'Chauvière',
  'Brossolette',
  'Malaterre',
  'Favereau',
  'Lagardère',
  'Dembélé',
  'Vautrin',
  'Esnault',
  'Jauffret',
  'Sabatier',
  'Cazenave',
  'Larrieu',
  'Bégué',
];
const LAST_EN = [
  'Smith',
  'Walker',
  'Hughes',
  'Clarke',
  "O'Brien",
  'Murphy',
  'Evans',
  'Bianchi',
  'Schulz',
  'Novak',
  'Jensen',
  'García',
  'Moreno',
  'Tanaka',
];
const LAST_QC = ['Tremblay', 'Gagnon', 'Bouchard', 'Gauthier', 'Côté', 'Pelletier', 'Lavoie', 'Bergeron'];

/** Employers whose names are ordinary words (shared by several CVs). */
const EMPLOYERS = [
  'Atelier Bleu',
  'Les Films du Lundi',
  'Studio Papillon',
  'Maison Carrée',
  'La Petite Fabrique',
  'Pixel & Pomme',
  'Nuage Rouge Productions',
  'Le Bureau des Images',
  'Graine de Com',
  "L'Œil Vif",
  'Studio Grand Angle',
  'Les Ateliers du Quai',
  'Boussole Média',
  'Phare Ouest Events',
  'Cerf-Volant Studio',
  "Trait d'Union Formation",
  'Lune Noire Games',
  'Plume & Encre',
  'Marée Haute',
  'Le Comptoir Créatif',
  'Sillage Agence',
  'Fil Rouge Événements',
  'Les Éditions du Pont',
  'Studio Sucre Glace',
  'Escargot Rapide',
  'La Fabrique à Sons',
  'Tournesol Learning',
  'Écume Productions',
  'Canopée Digital',
  'Mirabelle Studio',
];
const SMALL_TYPES = [
  'Boulangerie',
  'Garage',
  'Domaine',
  'Cabinet',
  'Librairie',
  'Fromagerie',
  'Menuiserie',
  'Brasserie',
  'Pharmacie',
  'Auto-école',
  'Imprimerie',
  'Ferme',
  'Camping',
  'Quincaillerie',
];
const SMALL_NAMES = [
  'Marchetti',
  'Lebrun',
  'Perraud',
  'Chassagne',
  'Vallier',
  'Dorval',
  'Kermarrec',
  'Bellanger',
  'Castex',
  'Tessier',
  'Jolivet',
  'Rabier',
  'Maurel',
  'Vergnes',
  'Ollivier',
  'Ducros',
  'Pinatel',
  'Guérard',
  'Bressand',
  'Lacombe',
  'Sauvageot',
  'Trébuchet',
  'Vialatte',
  'Combaluzier',
  'Morvan',
  'Hérault',
  'Pélissier',
  'Audouin',
  'Cambon',
  'Delmas',
  'Escoffier',
  'Fargeot',
  'Gilibert',
  'Hamelin',
  'Issartel',
  'Jourdan',
  'Labadie',
  'Mazars',
  'Narbonne',
  'Orsini',
  'Puech',
  'Quintard',
  'Rambert',
  'Sarrazin',
  'Tardieu',
  'Urbain',
  'Valette',
  'Wauquier',
  'Yvinec',
  'Zanetti',
];
const REF_FIRST = [
  'Martine',
  'Philippe',
  'Sylvie',
  'Bruno',
  'Catherine',
  'Didier',
  'Véronique',
  'Patrick',
  'Christine',
  'Hervé',
  'Florence',
  'Thierry',
  'Brigitte',
  'Alain',
  'Corinne',
  'Gilles',
];
const REF_LAST = [
  'Marceau',
  'Delorme',
  'Cheval',
  'Lenormand',
  'Bataille',
  'Courtois',
  'Desjardins',
  'Ferrière',
  'Guillemin',
  'Jacob',
  'Laporte',
  'Mallet',
  'Navarro',
  'Pasquier',
  'Raynaud',
  'Tessier',
  'Vallet',
  'Weber',
  'Aubin',
  'Bodin',
  'Chauvet',
  'Drouet',
  'Ferrand',
  'Grandjean',
  'Hoarau',
  'Imbert',
  'Josse',
  'Kieffer',
  'Lamy',
  'Marin',
];
const SMALL_TOWNS = [
  'Montbrison',
  'Yssingeaux',
  'Aurillac',
  'Millau',
  'Dole',
  'Guéret',
  'Tulle',
  'Lannion',
  'Fougères',
  'Épernay',
  'Sarlat-la-Canéda',
  'Figeac',
  'Auch',
  'Oloron-Sainte-Marie',
  'Dax',
  'Mende',
  'Privas',
  'Digne-les-Bains',
  'Saint-Flour',
  'Bressuire',
  'Vitré',
  'Paimpol',
  'Langres',
  'Autun',
  'Issoire',
];
const LYCEE_NAMES = [
  'Jean-Moulin',
  'Victor-Hugo',
  'Jules-Ferry',
  'Marie-Curie',
  'Louise-Michel',
  'Jean-Jaurès',
  'Camille-Claudel',
  'Albert-Camus',
  'Simone-Veil',
  'Paul-Éluard',
  'Georges-Brassens',
  'Colette',
  'Jean-Rostand',
  'Condorcet',
  'Saint-Exupéry',
  'Pierre-Mendès-France',
  'Germaine-Tillion',
  'Édouard-Herriot',
  'Rosa-Parks',
  'Olympe-de-Gouges',
];

const SCHOOLS: Record<string, [string, string, string][]> = {
  graphic: [
    ['École Émile Cohl', 'Design graphique', 'Diplôme'],
    ['ECV Bordeaux', 'Direction artistique', 'Mastère'],
    ['LISAA', 'Design graphique', 'Bachelor'],
    ['ESAAT Roubaix', 'Graphisme', 'DN MADE'],
    ['École de Condé', 'Design graphique', 'Bachelor'],
    ['Beaux-Arts de Nantes', 'Art et design', 'DNSEP'],
    ['ENSAD', 'Design graphique', 'Master'],
  ],
  illus: [
    ['École Émile Cohl', 'Illustration', 'Diplôme'],
    ['ESAD Strasbourg (HEAR)', 'Illustration', 'DNSEP'],
    ['École Pivaut', 'Illustration', 'Diplôme'],
    ['EESI Angoulême', 'Bande dessinée', 'Master'],
    ['La Cambre', 'Illustration', 'Master'],
  ],
  motion: [
    ['Gobelins', "Cinéma d'animation", 'Diplôme'],
    ['Rubika', 'Animation 2D/3D', 'Diplôme'],
    ['ESMA', 'Cinéma d’animation 3D', 'Diplôme'],
    ['Brassart', 'Motion design', 'Bachelor'],
    ['ECV Nantes', 'Motion design', 'Mastère'],
    ['MoPA Arles', 'Animation 3D', 'Diplôme'],
  ],
  '3d': [
    ['ESMA', 'Animation 3D et effets spéciaux', 'Diplôme'],
    ['ArtFX', 'VFX', 'Diplôme'],
    ['Rubika', 'Animation 3D', 'Diplôme'],
    ['ISART Digital', 'Game art', 'Diplôme'],
    ['MoPA Arles', 'Animation 3D', 'Diplôme'],
  ],
  video: [
    ['ENS Louis-Lumière', 'Cinéma', 'Master'],
    ['3iS', 'Audiovisuel', 'Bachelor'],
    ['EICAR', 'Réalisation', 'Diplôme'],
    ['Lycée Suger', 'Audiovisuel option montage', 'BTS'],
    ['CinéFabrique', 'Image', 'Diplôme'],
    ['ESJ Lille', 'Journalisme', 'Master'],
    ['Université Lumière Lyon 2', 'Arts du spectacle', 'Licence'],
  ],
  sound: [
    ['SAE Institute', 'Ingénierie du son', 'Diplôme'],
    ['ENS Louis-Lumière', 'Son', 'Master'],
    ['3iS', 'Son', 'Bachelor'],
    ['ENJMIN', 'Conception sonore', 'Master'],
    ['Lycée Suger', 'Audiovisuel option son', 'BTS'],
  ],
  photo: [
    ['ETPA Toulouse', 'Photographie', 'Diplôme'],
    ['École Nationale Supérieure de la Photographie (Arles)', 'Photographie', 'Master'],
    ['Spéos', 'Photographie', 'Diplôme'],
    ['CE3P Lyon', 'Photographie', 'Diplôme'],
  ],
  web: [
    ['IUT de Lannion', 'Métiers du multimédia et de l’internet (MMI)', 'BUT'],
    ['IUT Bordeaux Montaigne', 'MMI', 'DUT'],
    ['Strate École de design', 'Design d’interaction', 'Master'],
    ['Gobelins', 'Design et management de l’innovation interactive', 'Master'],
    ['L’École de design Nantes Atlantique', 'Design d’interaction', 'Master'],
  ],
  game: [
    ['ENJMIN', 'Jeux et médias interactifs', 'Master'],
    ['ISART Digital', 'Game design', 'Diplôme'],
    ['Rubika', 'Game design', 'Diplôme'],
    ['Supinfogame', 'Game design', 'Diplôme'],
    ['Gaming Campus Lyon', 'Game programming', 'Bachelor'],
    ['ICAN', 'Game design', 'Bachelor'],
  ],
  writing: [
    ['CELSA', 'Communication', 'Master'],
    ['Sup de Pub', 'Conception-rédaction', 'Mastère'],
    ['Université de Nantes', 'Lettres modernes', 'Master'],
    ['EFAP', 'Communication', 'Bachelor'],
    ['IUT de Tours', 'Information-communication', 'BUT'],
  ],
  editorial: [
    ['CFPJ', 'Journalisme', 'Certificat'],
    ['ESJ Lille', 'Journalisme', 'Master'],
    ['IUT de Bordeaux', 'Métiers du livre', 'DUT'],
    ['Université Grenoble Alpes', 'Lettres', 'Master'],
    ['EMI-CFD', 'Correction', 'Certificat'],
  ],
  pr: [
    ['CELSA', 'Relations publiques', 'Master'],
    ['EFAP', 'Relations presse', 'Bachelor'],
    ['ISCOM', 'Communication', 'Mastère'],
  ],
  lang: [
    ['ISIT', 'Traduction', 'Master'],
    ['ESIT', 'Interprétation de conférence', 'Master'],
    ['Université de Strasbourg (ITIRI)', 'Traduction technique', 'Master'],
    ['Université Lille (CLSL)', 'Traduction audiovisuelle', 'Master'],
    ['Université Rennes 2', 'Traduction et interprétation', 'Master'],
    ['Université Paris 8', 'Interprétation LSF', 'Master'],
  ],
  social: [
    ['EFAP', 'Communication digitale', 'Bachelor'],
    ['ISCOM', 'Social media', 'Mastère'],
    ['IUT de Lannion', 'Information-communication', 'BUT'],
    ['Sup de Com', 'Communication', 'Bachelor'],
  ],
  event: [
    ['ISEFAC', 'Événementiel', 'Bachelor'],
    ['ICART', 'Management culturel', 'Master'],
    ['Université Lyon 2', 'Métiers de la production culturelle', 'Master'],
    ['ENSATT', 'Régie', 'Diplôme'],
    ['IUT de Chambéry', 'Gestion des entreprises', 'DUT'],
  ],
  stage: [
    ['ENSATT', 'Lumière', 'Diplôme'],
    ['CFPTS', 'Régie son', 'Certificat'],
    ['ISTS Avignon', 'Régie générale', 'Diplôme'],
    ['Lycée Léonard de Vinci', 'Métiers de l’audiovisuel', 'BTS'],
    ['École Boulle', 'Design d’espace', 'DN MADE'],
  ],
  training: [
    ['Université de Lille', 'Ingénierie pédagogique multimodale', 'Master'],
    ['Université de Rouen', 'Ingénierie de la formation', 'Master'],
    ['CNAM', 'Formation d’adultes', 'Licence'],
    ['Université Lyon 2', 'Sciences de l’éducation', 'Master'],
  ],
  teach: [
    ['Université Sorbonne Nouvelle', 'FLE', 'Master'],
    ['Université de Bordeaux', 'LLCER anglais', 'Master'],
    ['Alliance française', 'DAEFLE', 'Diplôme'],
    ['Université Grenoble Alpes', 'Didactique des langues', 'Master'],
  ],
  coach: [
    ['HEC Paris', 'Executive coaching', 'Certificat'],
    ['Université Paris 8', 'Coaching', 'DU'],
    ['Linkup Coaching', 'Coach professionnel', 'Titre RNCP'],
    ['Essec', 'Management', 'Master'],
  ],
  'n-dev': [
    ['IUT de Nantes', 'Informatique', 'BUT'],
    ['Epitech', 'Informatique', 'Diplôme'],
    ['OpenClassrooms', 'Développeur web', 'Titre RNCP'],
    ['Le Wagon', 'Développement web', 'Certificat'],
  ],
  'n-mkt': [
    ['KEDGE Business School', 'Marketing', 'Master'],
    ['IAE Lyon', 'Marketing', 'Master'],
    ['NEOMA', 'Marketing', 'Master'],
    ['IUT de Lille', 'Techniques de commercialisation', 'DUT'],
  ],
  'n-sales': [
    ['IUT de Bordeaux', 'Techniques de commercialisation', 'DUT'],
    ['NEGOCIA', 'Commerce', 'Bachelor'],
    ['ESC Clermont', 'Commerce', 'Master'],
  ],
  'n-print': [
    ['Lycée Maximilien Vox', 'Industries graphiques', 'BTS'],
    ['Grenoble INP Pagora', 'Industries graphiques', 'Ingénieur'],
    ['Lycée Gutenberg', 'Études de réalisation d’un projet de communication', 'BTS'],
  ],
  'n-it': [
    ['AFPA', 'Formateur professionnel d’adultes', 'Titre professionnel'],
    ['IUT de Tours', 'Informatique', 'DUT'],
    ['CNAM', 'Informatique', 'Licence'],
  ],
  'n-admin': [
    ['Lycée professionnel', 'Support à l’action managériale', 'BTS'],
    ['IUT de Rennes', 'Gestion administrative', 'DUT'],
    ['AFPA', 'Secrétaire assistant', 'Titre professionnel'],
  ],
};
const SCHOOL_FAM: Record<string, string> = {
  event: 'event',
  stage: 'stage',
  training: 'training',
  teach: 'teach',
  coach: 'coach',
};

export const LANG_NAMES: Record<string, [string, string]> = {
  fr: ['Français', 'French'],
  en: ['Anglais', 'English'],
  de: ['Allemand', 'German'],
  es: ['Espagnol', 'Spanish'],
  it: ['Italien', 'Italian'],
  nl: ['Néerlandais', 'Dutch'],
  pt: ['Portugais', 'Portuguese'],
  zh: ['Chinois (mandarin)', 'Mandarin Chinese'],
  ja: ['Japonais', 'Japanese'],
  ar: ['Arabe', 'Arabic'],
  lsf: ['Langue des signes française (LSF)', 'French Sign Language (LSF)'],
};
const FLUENCY: Record<Level, [string[], string[]]> = {
  natif: [
    ['Langue maternelle', 'Natif', 'Maternelle'],
    ['Native', 'Native speaker'],
  ],
  C2: [
    ['Bilingue', 'C2', 'Bilingue (C2)'],
    ['Bilingual', 'C2', 'Full professional'],
  ],
  C1: [
    ['Courant', 'C1', 'Courant (C1)', 'Très bon niveau'],
    ['Fluent', 'C1', 'Fluent (C1)'],
  ],
  B2: [
    ['Professionnel', 'B2', 'Bon niveau'],
    ['Professional working', 'B2', 'Upper intermediate'],
  ],
  B1: [
    ['Intermédiaire', 'B1', 'Correct'],
    ['Intermediate', 'B1'],
  ],
  A2: [
    ['Notions', 'Scolaire', 'A2'],
    ['Basic', 'A2', 'Elementary'],
  ],
};

// ------------------------------------------------------------------------------------------------ places
const HOMES: [string, number][] = [
  ['69001 Lyon', 5],
  ['69003 Lyon', 5],
  ['69007 Lyon', 4],
  ['69100 Villeurbanne', 3],
  ['38000 Grenoble', 3],
  ['74000 Annecy', 2.5],
  ['42000 Saint-Étienne', 2.5],
  ['73000 Chambéry', 1],
  ['63000 Clermont-Ferrand', 1.5],
  ['26000 Valence', 1],
  ['38200 Vienne', 0.5],
  ['42300 Roanne', 0.5],
  ['07100 Annonay', 0.3],
  ['01000 Bourg-en-Bresse', 0.5],
  ['74100 Annemasse', 0.6],
  ['33000 Bordeaux', 6],
  ['33800 Bordeaux', 3],
  ['33700 Mérignac', 1.5],
  ['33600 Pessac', 1.5],
  ['33500 Libourne', 0.5],
  ['33120 Arcachon', 0.5],
  ['64100 Bayonne', 1],
  ['64200 Biarritz', 0.7],
  ['17000 La Rochelle', 1],
  ['86000 Poitiers', 1],
  ['87000 Limoges', 0.8],
  ['16000 Angoulême', 2],
  ['24000 Périgueux', 0.4],
  ['64000 Pau', 0.6],
  ['79000 Niort', 0.4],
  ['44000 Nantes', 5],
  ['44200 Nantes', 3],
  ['44400 Rezé', 1],
  ['44800 Saint-Herblain', 1],
  ['44600 Saint-Nazaire', 1],
  ['49000 Angers', 2.5],
  ['72000 Le Mans', 1],
  ['49300 Cholet', 0.4],
  ['53000 Laval', 0.4],
  ['35000 Rennes', 4],
  ['29200 Brest', 1],
  ['56100 Lorient', 0.7],
  ['56000 Vannes', 0.7],
  ['35400 Saint-Malo', 0.5],
  ['29000 Quimper', 0.5],
  ['59000 Lille', 5],
  ['59800 Lille', 3],
  ['59100 Roubaix', 2.5],
  ['59200 Tourcoing', 1.2],
  ["59650 Villeneuve-d'Ascq", 1.5],
  ['59300 Valenciennes', 1.2],
  ['80000 Amiens', 1],
  ['62000 Arras', 0.7],
  ['62300 Lens', 0.5],
  ['59140 Dunkerque', 0.5],
  ['13001 Marseille', 2.5],
  ['13006 Marseille', 2],
  ['13100 Aix-en-Provence', 1.5],
  ['13200 Arles', 0.6],
  ['84000 Avignon', 0.7],
  ['06000 Nice', 1],
  ['13400 Aubagne', 0.3],
  ['34000 Montpellier', 3],
  ['30000 Nîmes', 0.8],
  ['34200 Sète', 0.4],
  ['31000 Toulouse', 2.5],
  ['31400 Toulouse', 1.5],
  ['81000 Albi', 0.5],
  ['67000 Strasbourg', 2.5],
  ['57000 Metz', 0.8],
  ['54000 Nancy', 0.8],
  ['68100 Mulhouse', 0.5],
  ['51100 Reims', 0.6],
  ['75011 Paris', 2],
  ['75010 Paris', 1.5],
  ['75018 Paris', 1.5],
  ['75002 Paris', 1],
  ['93100 Montreuil', 1.5],
  ['92100 Boulogne-Billancourt', 1],
  ['37000 Tours', 1],
  ['45000 Orléans', 0.7],
  ['21000 Dijon', 0.8],
  ['25000 Besançon', 0.5],
  ['76000 Rouen', 1],
  ['14000 Caen', 0.8],
  ['Brussels', 1.5],
  ['Liège', 0.4],
  ['Namur', 0.3],
  ['Tournai', 0.3],
  ['Genève', 1],
  ['Lausanne', 0.5],
  ['Carouge', 0.3],
  ['Luxembourg', 0.4],
];
export function areaOf(key: string): Area {
  const a = CITIES[key] ?? FOREIGN[key];
  if (!a) throw new Error(`unknown city ${key}`);
  return a;
}
export function homeOf(key: string): Home {
  const a = areaOf(key);
  return {
    city: a.cityName ?? '',
    zip: a.cityZipCode ?? '',
    dept: a.departmentCode ?? '',
    region: a.regionCode ?? '',
    country: a.countryCode ?? '',
  };
}
const FOREIGN_ZIP: Record<string, string> = {
  Brussels: '1000',
  Liège: '4000',
  Namur: '5000',
  Tournai: '7500',
  Genève: '1201',
  Lausanne: '1003',
  Carouge: '1227',
  Luxembourg: '1009',
};
/** An area given as 'ville:69001 Lyon', 'dept:69', 'region:84' or 'pays:FR'. */
export function areaByKey(k: string): Area {
  const [t, v] = [k.slice(0, k.indexOf(':')), k.slice(k.indexOf(':') + 1)];
  const a = t === 'ville' ? areaOf(v) : t === 'dept' ? DEPTS[v] : t === 'region' ? REGIONS[v] : COUNTRIES[v];
  if (!a) throw new Error(`unknown area ${k}`);
  return a;
}
function drawAreas(homeKey: string, h: Home): Area[] {
  const keys: string[] = [];
  if (chance(0.08)) return [];
  if (chance(0.6)) keys.push(`ville:${homeKey}`);
  if (h.dept && DEPTS[h.dept] && chance(0.5)) keys.push(`dept:${h.dept}`);
  if (REGIONS[h.region] && chance(0.3)) keys.push(`region:${h.region}`);
  if (h.country === 'FR') {
    if (chance(0.12))
      keys.push(
        pick([
          'ville:75011 Paris',
          'ville:69003 Lyon',
          'ville:33000 Bordeaux',
          'ville:44000 Nantes',
          'ville:59000 Lille',
          'region:11',
        ]),
      );
    if (chance(0.08)) keys.push('pays:FR');
    if (h.dept === '59' && chance(0.15)) keys.push(pick(['ville:Brussels', 'pays:BE', 'ville:Tournai']));
    if (h.dept === '74' && chance(0.25)) keys.push(pick(['ville:Genève', 'region:GE']));
    if (h.dept === '67' && chance(0.1)) keys.push('pays:LU');
  } else {
    keys.push(`pays:${h.country}`);
    if (h.country === 'BE' && chance(0.3)) keys.push(pick(['ville:59000 Lille', 'region:32', 'pays:FR']));
    if (h.country === 'CH' && chance(0.3)) keys.push(pick(['dept:74', 'region:84', 'ville:74000 Annecy']));
    if (h.country === 'LU' && chance(0.3)) keys.push('dept:57');
  }
  if (keys.length === 0) keys.push(`ville:${homeKey}`);
  return uniq(keys).map(areaByKey);
}

// ------------------------------------------------------------------------------------------------ Truth
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
function declare(b: Band): Declared {
  if (chance(0.08)) return '';
  if (chance(0.1)) {
    const i = BANDS.indexOf(b) + (chance(0.5) ? 1 : -1);
    const o = BANDS[Math.max(0, Math.min(3, i))] ?? b;
    return DECLARED[o];
  }
  return DECLARED[b];
}
function drawRemote(r: Occupation['rem']): Remote[] {
  if (r === 's')
    return wpick<Remote[]>([
      [['Sur site'], 7],
      [['Sur site', 'Hybride'], 3],
    ]);
  if (r === 'h')
    return wpick<Remote[]>([
      [['Hybride'], 4],
      [['Sur site', 'Hybride'], 2.5],
      [['Hybride', 'Full remote'], 2],
      [['Sur site', 'Hybride', 'Full remote'], 1],
      [['Full remote'], 0.5],
    ]);
  return wpick<Remote[]>([
    [['Full remote'], 3],
    [['Hybride', 'Full remote'], 3.5],
    [['Sur site', 'Hybride', 'Full remote'], 2],
    [['Hybride'], 1],
    [['Sur site', 'Hybride'], 0.5],
  ]);
}
const DURATIONS: Duration[] = ['< 3 mois', '3 a 6 mois', '6 a 12 mois', '> 12 mois'];
function drawLanguages(cvLang: 'fr' | 'en', occ: Occupation, pairs: string[]): { lang: string; level: Level }[] {
  const out: { lang: string; level: Level }[] = [];
  const native =
    cvLang === 'en'
      ? occ.k === 'traducteur' || occ.k === 'profanglais' || chance(0.6)
        ? 'en'
        : pick(['it', 'de', 'es', 'nl', 'pt'])
      : 'fr';
  out.push({ lang: native, level: 'natif' });
  if (native !== 'fr')
    out.push({
      lang: 'fr',
      level: wpick<Level>([
        ['C2', 2],
        ['C1', 4],
        ['B2', 3],
        ['B1', 1],
      ]),
    });
  if (native !== 'en')
    out.push({
      lang: 'en',
      level:
        occ.k === 'profanglais'
          ? 'C2'
          : wpick<Level>([
              ['C2', 1],
              ['C1', 3],
              ['B2', 4],
              ['B1', 2],
              ['A2', 0.5],
            ]),
    });
  for (const p of pairs) {
    for (const l of p.split(/[><]/)) {
      const have = out.find((x) => x.lang === l);
      if (!have)
        out.push({
          lang: l,
          level: wpick<Level>([
            ['C2', 3],
            ['C1', 2],
          ]),
        });
      else if (have.level !== 'natif' && have.level !== 'C2') have.level = 'C1';
    }
  }
  if (chance(0.25)) {
    const l = pick(['es', 'de', 'it', 'es', 'pt', 'ar', 'nl']);
    if (!out.find((x) => x.lang === l))
      out.push({
        lang: l,
        level: wpick<Level>([
          ['C1', 1],
          ['B2', 2],
          ['B1', 2],
          ['A2', 2],
        ]),
      });
  }
  return out;
}
function drawPairs(occ: Occupation, cvLang: 'fr' | 'en'): string[] {
  if (occ.k === 'traducteur' || occ.k === 'soustitreur') {
    if (cvLang === 'en') return uniq([pick(['fr>en', 'fr>en', 'de>en', 'es>en']), ...(chance(0.4) ? ['fr>en'] : [])]);
    const first = wpick<string>([
      ['en>fr', 6],
      ['de>fr', 1.5],
      ['es>fr', 1.5],
      ['it>fr', 1],
      ['nl>fr', 0.7],
      ['ja>fr', 0.5],
      ['zh>fr', 0.4],
      ['pt>fr', 0.5],
    ]);
    return uniq([first, ...(chance(0.4) ? [pick(['en>fr', 'es>fr', 'de>fr', 'it>fr'])] : [])]);
  }
  if (occ.k === 'interprete') {
    if (chance(0.2)) return ['lsf<>fr'];
    const l =
      cvLang === 'en'
        ? 'en'
        : wpick<string>([
            ['en', 6],
            ['de', 2],
            ['es', 2],
            ['it', 1],
            ['ar', 0.7],
          ]);
    return [`${l}<>fr`];
  }
  return [];
}

interface Generated {
  profile: unknown;
  truth: Truth;
}

function drawTruth(i: number, plant: Plant | undefined): { t: Truth; homeKey: string; occ: Occupation } {
  const occ = plant ? (OCC[plant.occ] as Occupation) : wpick(OCCUPATIONS.map((o) => [o, o.w] as const));
  if (!occ) throw new Error(`unknown occupation ${plant?.occ}`);
  const gender: 'f' | 'm' = plant?.gender ?? (chance(0.55) ? 'f' : 'm');
  const cvLang: 'fr' | 'en' = plant?.cvLang ?? (chance(Math.min(0.6, occ.enP + 0.035)) ? 'en' : 'fr');
  const montreal = cvLang === 'fr' && chance(0.025);
  const homeKey = plant?.home ?? wpick(HOMES);
  const home = homeOf(homeKey);
  const years =
    plant?.years ??
    wpick<number>([
      [int(0, 2), 20],
      [int(3, 6), 35],
      [int(7, 10), 25],
      [int(11, 24), 20],
    ]);
  const band = bandOf(years);
  const nPool = int(3, 6);
  let skills = uniq([...occ.core, ...sample(occ.pool, nPool)]);
  if (plant?.skills) skills = uniq([...skills, ...plant.skills]);
  if (plant?.noSkills) skills = skills.filter((s) => !plant.noSkills?.includes(s));
  const clients = uniq(sample(occ.cl, int(1, Math.min(3, occ.cl.length))));
  let sectors = uniq(sample(uniq(clients.flatMap((c) => SECTORS_BY_KIND[c])), int(1, 3)));
  if (skills.includes('jeunesse') && !sectors.includes('jeunesse')) sectors.push('jeunesse');
  if (plant?.sectors) sectors = uniq([...(plant.sectorsOnly ? [] : sectors), ...plant.sectors]);
  const available = plant?.available ?? chance(0.4);
  const availableFrom = plant?.from ?? (available ? addDays(TODAY, -int(0, 60)) : addDays(TODAY, int(3, 200)));
  const [lo, hi] = occ.rate;
  const bandPos = { junior: 0, confirme: 0.35, senior: 0.65, expert: 0.9 }[band];
  const rawRate = lo + (hi - lo) * Math.min(1, Math.max(0, bandPos + (rnd() - 0.5) * 0.35));
  const rate = plant && 'rate' in plant ? (plant.rate ?? null) : chance(0.12) ? null : Math.round(rawRate / 10) * 10;
  const remote = plant?.remote ?? drawRemote(occ.rem);
  const days =
    plant?.days ??
    wpick<number[]>([
      [[5], 25],
      [[4, 5], 25],
      [[3, 4, 5], 15],
      [[3], 8],
      [[2, 3], 8],
      [[1, 2], 4],
      [[4], 8],
      [[2, 3, 4], 7],
    ]);
  const missions = DURATIONS.filter(() => chance(0.5));
  if (missions.length === 0) missions.push(pick(DURATIONS));
  const workAreas = plant?.areas ? plant.areas.map(areaByKey) : drawAreas(homeKey, home);
  const pairs = plant?.pairs ?? drawPairs(occ, cvLang);
  let languages = drawLanguages(cvLang, occ, pairs);
  if (plant?.langs) {
    for (const [l, lv] of plant.langs) {
      const have = languages.find((x) => x.lang === l);
      if (have) have.level = lv;
      else languages.push({ lang: l, level: lv });
    }
    languages = languages.filter((x) => x.level !== ('none' as Level));
  }
  let certs: string[] = [];
  if (occ.k === 'coach') {
    if (chance(0.7)) certs.push(pick(['ICF ACC', 'ICF PCC', 'ICF PCC', 'ICF MCC']));
    if (chance(0.4)) certs.push('Coach professionnel RNCP');
  } else if (occ.certs) {
    for (const c of occ.certs) if (chance(occ.k === 'telepilote' ? 0.9 : 0.3)) certs.push(c);
  }
  if (plant?.certs) certs = uniq([...(plant.certsOnly ? [] : certs), ...plant.certs]);
  if (certs.some((c) => c.includes('drone')) && !skills.includes('drone')) skills.push('drone');
  if (pairs.includes('lsf<>fr') && !skills.includes('LSF')) skills.push('LSF');

  // private data
  const qc = montreal;
  const first =
    plant?.first ??
    (cvLang === 'en' && !qc
      ? pick(gender === 'f' ? FIRST_EN_F : FIRST_EN_M)
      : qc
        ? pick(gender === 'f' ? FIRST_QC_F : FIRST_QC_M)
        : pick(gender === 'f' ? FIRST_F : FIRST_M));
  const last = plant?.last ?? (qc ? pick(LAST_QC) : cvLang === 'en' && chance(0.7) ? pick(LAST_EN) : pick(LAST));
  const fl = slugify(first).replace(/-/g, '');
  const ll = slugify(last).replace(/-/g, '');
  const domain = pick([
    'gmail.com',
    'gmail.com',
    'gmail.com',
    'orange.fr',
    'free.fr',
    'laposte.net',
    'outlook.fr',
    'hotmail.fr',
    'yahoo.fr',
    'icloud.com',
    'proton.me',
    'sfr.fr',
  ]);
  const local = pick([
    `${fl}.${ll}`,
    `${fl}.${ll}`,
    `${fl}${ll}`,
    `${fl.charAt(0)}.${ll}`,
    `${ll}.${fl}`,
    `${fl}.${ll}${int(10, 99)}`,
    `${fl}-${ll}`,
    `${fl}_${ll}${int(1, 9)}`,
  ]);
  const email = `${local}@${domain}`;
  const d2 = (): string => String(int(0, 99)).padStart(2, '0');
  const phone =
    home.country === 'BE'
      ? `+32 4${int(70, 99)} ${d2()} ${d2()} ${d2()}`
      : home.country === 'CH'
        ? `+41 7${int(6, 9)} ${int(100, 999)} ${d2()} ${d2()}`
        : home.country === 'LU'
          ? `+352 621 ${int(100, 999)} ${int(100, 999)}`
          : pick([
              `06 ${d2()} ${d2()} ${d2()} ${d2()}`,
              `07 ${d2()} ${d2()} ${d2()} ${d2()}`,
              `+33 6 ${d2()} ${d2()} ${d2()} ${d2()}`,
              `06${d2()}${d2()}${d2()}${d2()}`,
              `06.${d2()}.${d2()}.${d2()}.${d2()}`,
            ]);
  const linkedin = `${slugify(first)}-${slugify(last)}-${(i * 7919 + 4099).toString(36).slice(-5)}`;
  const handles: string[] = [];
  if (chance(0.45))
    handles.push(
      pick([
        `${fl}${ll}`,
        `${fl}.${ll}.studio`,
        `${fl}_${ll.slice(0, 4)}`,
        `atelier${ll}`,
        `${fl}draws`,
        `${ll}${fl.charAt(0)}`,
      ]),
    );
  const employers = sample(EMPLOYERS, int(1, 2));
  const smallEmployer = `${pick(SMALL_TYPES)} ${SMALL_NAMES[i % SMALL_NAMES.length] ?? 'Martin'}${i >= SMALL_NAMES.length ? ` ${pick(['& Fils', 'Frères', 'et Cie', 'Sœurs'])}` : ''}`;
  const fam = SCHOOLS[occ.fam] ? occ.fam : (SCHOOL_FAM[occ.fam] ?? 'graphic');
  const schoolList = SCHOOLS[fam] ?? SCHOOLS.graphic ?? [];
  const school = pick(schoolList);
  const schools = [school[0]];
  if (qc)
    schools.push(pick(['Cégep du Vieux Montréal', 'Université du Québec à Montréal (UQAM)', 'Cégep de Saint-Laurent']));
  else if (chance(0.45)) schools.push(`Lycée ${pick(LYCEE_NAMES)} de ${pick(SMALL_TOWNS)}`);
  const referees = chance(0.35) ? [`${pick(REF_FIRST)} ${pick(REF_LAST)}`] : [];
  const people = chance(0.3) ? [`${pick(REF_FIRST)} ${pick(REF_LAST)}`] : [];

  const t: Truth = {
    id: `${PREFIX}${String(i + 1).padStart(4, '0')}`,
    occ: occ.k,
    gender,
    cvLang,
    skills,
    sectors,
    clients,
    years,
    band,
    declared: declare(band),
    available: availableFrom <= TODAY,
    availableFrom,
    rate,
    remote,
    days,
    missions,
    home,
    workAreas,
    languages,
    pairs,
    certs,
    montreal,
    private: {
      firstName: first,
      lastName: last,
      email,
      phone,
      linkedin,
      handles,
      employers,
      smallEmployer,
      schools,
      referees,
      people,
    },
  };
  return { t, homeKey, occ };
}

// ------------------------------------------------------------------------------------------------ writing
const FR_MONTHS = [
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
const EN_MONTHS = [
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
function availabilityText(t: Truth): string {
  const [y, m, d] = t.availableFrom.split('-');
  const mi = Number(m) - 1;
  if (t.available) return pick(['Immédiate', 'immédiatement', 'Disponible', t.availableFrom, '']);
  if (t.cvLang === 'en') return pick([t.availableFrom, `From ${Number(d)} ${EN_MONTHS[mi]} ${y}`]);
  return pick([t.availableFrom, `${d}/${m}/${y}`, `à partir du ${Number(d)} ${FR_MONTHS[mi]} ${y}`]);
}
function rateText(t: Truth): string {
  if (t.rate === null) return pick(['', 'à négocier', 'Selon projet', 'nous consulter']);
  const r = t.rate;
  if (t.cvLang === 'en') return pick([`${r}`, `€${r}/day`, `${r - 30}-${r + 30}`]);
  return pick([`${r}`, `${r}`, `${r} €`, `${r}€/jour`, `${r - 30}-${r + 30}`, `TJM ${r} €`, `${r} € HT / jour`]);
}
const langName = (l: string, en: boolean): string => (LANG_NAMES[l] ?? [l, l])[en ? 1 : 0];

function pairText(p: string, en: boolean): string {
  const [a, b] = p.includes('<>') ? p.split('<>') : p.split('>');
  const an = langName(a ?? '', en).toLowerCase();
  const bn = langName(b ?? '', en).toLowerCase();
  if (p === 'fr>fr') return en ? 'French SDH' : 'sous-titrage SME en français';
  if (p.includes('<>')) return en ? `${an} <> ${bn}` : `${an} <> ${bn}`;
  return en ? `${an} into ${bn}` : pick([`${an} > ${bn}`, `${an} vers ${bn}`, `${an}-${bn}`]);
}

/** Entries may end with '|skill' or '|a;b': usable only when the Truth has one of those skills. */
function usable(t: Truth, xs: string[]): string[] {
  const ok = xs.filter((x) => {
    const [, req] = x.split('|');
    return !req || req.split(';').some((r) => t.skills.some((s) => s.toLowerCase() === r.toLowerCase()));
  });
  return ok.map((x) => x.split('|')[0] ?? x);
}
function title(occ: Occupation, t: Truth): string {
  if (t.cvLang === 'en') return pick(usable(t, occ.en));
  return pick(usable(t, t.gender === 'f' ? occ.f : occ.m));
}
function qualifiedTitle(occ: Occupation, t: Truth): string {
  let s = title(occ, t);
  const q: string[] = [];
  if (t.band === 'senior' || t.band === 'expert') {
    if (chance(0.3)) q.push(t.cvLang === 'en' ? 'Senior' : chance(0.5) ? 'Senior' : 'Sénior');
  } else if (t.band === 'junior' && chance(0.25)) q.push('Junior');
  if (q.length > 0) s = chance(0.5) ? `${s} ${q[0]}` : `${q[0]} ${s.charAt(0).toLowerCase()}${s.slice(1)}`;
  if (chance(0.25))
    s += ` — ${pick(t.cvLang === 'en' ? ['freelance', 'available for missions', 'remote-friendly'] : ['freelance', 'indépendant', 'en portage', 'missions courtes et longues'])}`;
  return s;
}
function sectorWord(t: Truth, en: boolean): string {
  const s = SECTORS[pick(t.sectors)];
  return s ? s[en ? 1 : 0] : '';
}

function missionText(occ: Occupation, t: Truth, withPerson: boolean): string {
  const en = t.cvLang === 'en';
  const kind = pick(t.clients);
  const client = pick((en ? CLIENTS_EN : CLIENTS_FR)[kind]);
  const [d1, d2] = sample(usable(t, en ? occ.dEn : occ.d), 2);
  const tools = sample(t.skills, Math.min(3, t.skills.length)).join(', ');
  const sec = sectorWord(t, en);
  const ment = pick(en ? occ.mentEn : occ.ment);
  const person = withPerson ? t.private.people[0] : undefined;
  if (en) {
    const s = pick([
      `${occ.actEn}: ${d1}${d2 ? ` and ${d2}` : ''} for ${client} (${sec}). Tools: ${tools}.`,
      `${cap(client)} (${sec}) — ${d1}${d2 ? `, ${d2}` : ''}. Worked closely with ${ment}.`,
      `${occ.actEn} for ${client}: ${d1}. ${cap(tools)} every day.`,
    ]);
    return person ? `${s} Project led with ${person}.` : s;
  }
  const s = pick([
    `${occ.act} : ${d1}${d2 ? ` et ${d2}` : ''} pour ${client} (${sec}). Outils : ${tools}.`,
    `Mission ${pick(['de 3 mois', 'de 6 mois', 'récurrente', 'ponctuelle', 'longue'])} pour ${client}, secteur ${sec} : ${d1}${d2 ? `, ${d2}` : ''}. En lien avec ${ment}.`,
    `${cap(client)} (${sec}) — ${d1}${d2 ? ` ; ${d2}` : ''}. ${cap(tools)} au quotidien, travail en binôme avec ${ment}.`,
  ]);
  return person ? `${s} Projet mené avec ${person}.` : s;
}

function summaryText(occ: Occupation, t: Truth): string {
  const en = t.cvLang === 'en';
  const ti = title(occ, t);
  const y = t.years;
  const spec = sample(t.skills, Math.min(4, t.skills.length)).join(', ');
  const secs = t.sectors.map((s) => (SECTORS[s] ?? ['', ''])[en ? 1 : 0]).join(', ');
  const city = t.home.city === 'Brussels' && !en ? 'Bruxelles' : t.home.city;
  const parts: string[] = [];
  if (en) {
    parts.push(y <= 1 ? `${ti} starting out, trained on ${spec}.` : `${ti} with ${y} years of experience (${spec}).`);
    parts.push(`I work for ${t.clients.map((c) => pick(CLIENTS_EN[c])).join(', ')}, mainly in ${secs}.`);
    if (t.pairs.length > 0) parts.push(`Language pairs: ${t.pairs.map((p) => pairText(p, true)).join(', ')}.`);
    parts.push(`Based in ${city}${t.remote.includes('Full remote') ? ', happy to work remotely' : ''}.`);
  } else {
    const based = t.gender === 'f' ? 'Basée' : 'Basé';
    parts.push(
      y <= 1
        ? `${ti} ${t.gender === 'f' ? 'jeune diplômée' : 'jeune diplômé'}, je maîtrise ${spec}.`
        : pick([
            `${ti} depuis ${y} ans, je maîtrise ${spec}.`,
            `${y} ans d'expérience comme ${ti.toLowerCase()} : ${spec}.`,
            `${ti} — ${y} ans de métier. Compétences : ${spec}.`,
          ]),
    );
    parts.push(
      `J'interviens pour ${t.clients.map((c) => pick(CLIENTS_FR[c])).join(', ')}, surtout dans les secteurs ${secs}.`,
    );
    if (t.pairs.length > 0) parts.push(`Combinaisons : ${t.pairs.map((p) => pairText(p, false)).join(', ')}.`);
    if (t.montreal)
      parts.push(
        pick([
          `Originaire de Montréal, installé${t.gender === 'f' ? 'e' : ''} en France depuis ${int(2012, 2022)}.`,
          'Née à Montréal (Québec), double culture franco-québécoise.'.replace('Née', t.gender === 'f' ? 'Née' : 'Né'),
        ]),
      );
    parts.push(
      `${based} à ${city}${t.remote.includes('Full remote') ? ', ouvert' + (t.gender === 'f' ? 'e' : '') + ' au télétravail' : t.remote.length === 1 && t.remote[0] === 'Sur site' ? ', missions sur site' : ''}.`,
    );
  }
  return parts.join(' ');
}

function levelWord(en: boolean): string {
  return pick(en ? ['Expert', 'Advanced', 'Intermediate', ''] : ['Expert', 'Avancé', 'Confirmé', 'Intermédiaire', '']);
}

function writeProfile(i: number, t: Truth, occ: Occupation, homeKey: string): unknown {
  const en = t.cvLang === 'en';
  const noAccents = !en && chance(0.08);
  const p = t.private;
  // work history
  const work: { name: string; position: string; startDate: string; endDate: string; summary: string }[] = [];
  const careerStart = 2026 - Math.max(t.years, 0);
  const freelanceSince = Math.max(careerStart, 2026 - int(0, Math.min(t.years, 8)));
  const personSlot = p.people.length > 0 ? int(0, 1) : -1;
  work.push({
    name: en ? 'Freelance' : pick(['Freelance', 'Indépendant', 'Auto-entrepreneur', 'Freelance (portage salarial)']),
    position: title(occ, t),
    startDate: `${freelanceSince}-${String(int(1, 12)).padStart(2, '0')}`,
    endDate: '',
    summary: [missionText(occ, t, personSlot === 0), missionText(occ, t, false)].join(' '),
  });
  let end = freelanceSince;
  const prevEmployers = [...p.employers];
  if (t.years >= 2) prevEmployers.push(p.smallEmployer);
  for (const [k, emp] of prevEmployers.entries()) {
    if (end <= careerStart && k > 0) break;
    const start = Math.max(careerStart, end - int(1, 4));
    const isSmall = emp === p.smallEmployer;
    work.push({
      name: emp,
      position: isSmall
        ? en
          ? `${title(occ, t)} (first job)`
          : `${title(occ, t)} (${pick(['alternance', 'premier poste', 'CDD'])})`
        : title(occ, t),
      startDate: `${start}-${String(int(1, 12)).padStart(2, '0')}`,
      endDate: `${Math.max(start, end)}-${String(int(1, 12)).padStart(2, '0')}`,
      summary: missionText(occ, t, personSlot === 1 && k === 0),
    });
    end = start;
  }
  // skills: either one item per skill or grouped
  const skills = chance(0.5)
    ? t.skills.map((s) => ({ name: s, level: levelWord(en), keywords: [] as string[] }))
    : [
        {
          name: en ? 'Core skills' : pick(['Compétences métier', 'Savoir-faire', 'Expertises']),
          level: levelWord(en),
          keywords: t.skills.slice(0, Math.ceil(t.skills.length / 2)),
        },
        {
          name: en ? 'Tools' : pick(['Logiciels', 'Outils', 'Environnement technique']),
          level: '',
          keywords: t.skills.slice(Math.ceil(t.skills.length / 2)),
        },
      ];
  if (t.pairs.length > 0)
    skills.push({
      name: en ? 'Language pairs' : 'Langues de travail',
      level: '',
      keywords: t.pairs.map((x) => pairText(x, en)),
    });
  const schoolData = SCHOOLS[SCHOOLS[occ.fam] ? occ.fam : (SCHOOL_FAM[occ.fam] ?? 'graphic')] ?? [];
  const main = schoolData.find((s) => s[0] === p.schools[0]) ?? ['', '', ''];
  const education = [
    {
      institution: main[0],
      area: main[1],
      studyType: main[2],
      startDate: `${careerStart - 3}`,
      endDate: `${careerStart}`,
    },
  ];
  const second = p.schools[1];
  if (second)
    education.push({
      institution: second,
      area: second.startsWith('Lycée') ? (en ? 'High school diploma' : 'Baccalauréat') : 'Arts',
      studyType: second.startsWith('Lycée') ? 'Bac' : 'DEC',
      startDate: `${careerStart - 6}`,
      endDate: `${careerStart - 3}`,
    });
  const certificates = t.certs.map((c) => ({
    name: c,
    issuer: '',
    startDate: `${int(Math.max(2005, careerStart), 2026)}`,
  }));
  const languages = t.languages.map((l) => ({
    language: langName(l.lang, en),
    fluency: pick(FLUENCY[l.level][en ? 1 : 0]),
  }));
  const references = p.referees.map((r) => ({
    name: r,
    reference: en
      ? `${r}, ${pick(['creative director', 'producer', 'head of training'])}: "Reliable and creative."`
      : `${r}, ${pick(['directrice de création', 'producteur', 'responsable formation', 'rédactrice en chef'])} : « ${pick(['Fiable, rapide et créatif.', 'Un vrai sens du détail.', 'Je recommande sans réserve.'])} »`,
  }));
  let summary = summaryText(occ, t);
  // ~25 % repeat some private data in free text
  if (chance(0.25)) {
    const leak = pick([
      en ? `Contact: ${p.email}` : `Contact : ${p.email}`,
      en ? `Call me: ${p.phone}` : `Tél. ${p.phone}`,
      en ? `I'm ${p.firstName} ${p.lastName}.` : `Moi, c'est ${p.firstName} ${p.lastName}.`,
      en ? `Alumni of ${p.schools[0] ?? ''}.` : `Ancien${t.gender === 'f' ? 'ne' : ''} de ${p.schools[0] ?? ''}.`,
      en ? `Formerly at ${p.smallEmployer}.` : `Passé${t.gender === 'f' ? 'e' : ''} par ${p.smallEmployer}.`,
      `linkedin.com/in/${p.linkedin}`,
    ]);
    summary = `${summary} ${leak}`;
  }
  const label = qualifiedTitle(occ, t);
  const fix = (s: string): string => (noAccents ? stripAccents(s) : s);
  const a = areaOf(homeKey);
  const country = a.countryName ?? 'France';
  const created = `${int(2023, 2026)}-${String(int(1, 10)).padStart(2, '0')}-${String(int(1, 28)).padStart(2, '0')}`;
  const updated =
    created > '2026-06-01'
      ? created
      : `2026-${String(int(6, 11)).padStart(2, '0')}-${String(int(1, 28)).padStart(2, '0')}`;
  const profiles = [{ network: 'LinkedIn', username: p.linkedin, url: `https://www.linkedin.com/in/${p.linkedin}` }];
  for (const h of p.handles) {
    const net = pick(['Behance', 'Instagram', 'ArtStation', 'Vimeo', 'Dribbble']);
    profiles.push({
      network: net,
      username: h,
      url: `https://www.${net.toLowerCase()}.${net === 'ArtStation' ? 'com/' : 'com/'}${h}`,
    });
  }
  return {
    basics: {
      name: `${p.firstName} ${p.lastName}`,
      label: fix(label),
      image: '',
      email: p.email,
      phone: p.phone,
      url: `https://www.linkedin.com/in/${p.linkedin}`,
      summary: fix(summary),
      location: {
        address: `${t.home.city}, ${country}`,
        postalCode: t.home.zip || (FOREIGN_ZIP[t.home.city] ?? ''),
        city: t.home.city,
        countryCode: t.home.country,
        region: a.regionName ?? '',
      },
      profiles,
    },
    work: work.map((w) => ({ ...w, position: fix(w.position), summary: fix(w.summary) })),
    education,
    certificates,
    skills: skills.map((s) => ({ ...s, name: fix(s.name), keywords: s.keywords.map(fix) })),
    languages,
    volunteer: [],
    awards: [],
    publications: [],
    interests: [],
    references,
    projects: [],
    meta: {
      id: t.id,
      createdAt: `${created}T09:${String(int(10, 59))}:00Z`,
      updatedAt: `${updated}T14:${String(int(10, 59))}:00Z`,
      firstName: p.firstName,
      lastName: p.lastName,
      cvUrl: `https://cv.example-storage.fr/${t.id}-${slugify(p.lastName)}.pdf`,
      freelance: {
        available: t.available,
        availabilityDate: availabilityText(t),
        rate: rateText(t),
        seniority: t.declared,
        professions: [occ.prof],
        openToCdi: chance(0.2),
        vehicle: chance(occ.fam === 'stage' || occ.fam === 'event' || occ.fam === 'video' ? 0.8 : 0.5),
        preferences: {
          missionDuration: t.missions,
          remoteWork: t.remote,
          daysPerWeek: t.days.map(String),
          workAreas: t.workAreas,
        },
      },
    },
  };
}

let cache: Generated[] | null = null;
export function corpus(): Generated[] {
  if (cache) return cache;
  rnd = mulberry32(30_2026);
  const at = new Map<number, Plant>();
  PLANTS.forEach((p, k) => at.set((23 + k * 13) % N, p));
  const out: Generated[] = [];
  for (let i = 0; i < N; i++) {
    const { t, homeKey, occ } = drawTruth(i, at.get(i));
    out.push({ profile: writeProfile(i, t, occ, homeKey), truth: t });
  }
  cache = out;
  return out;
}
