// Set 18 (blind): corpus generator. Freelancers of non-IT trades (finance, HR, legal, industry, supply chain &
// purchasing) plus ~10 % marketing/communication and ~10 % IT near misses. Deterministic (own seeded PRNG);
// "today" is 2026-11-29. Texts are written from the Truth; judgments read the Truth only.
import { AREAS, type Area } from './areas';
import { OCCS, type OccDef, type Variant } from './catalog';
import { SECTORS, SKILLS } from './skills';
import { PLANTS, type Plant } from './plants';
import {
  Rng,
  TODAY,
  type AreaRef,
  type Duration,
  type Home,
  type LangKey,
  type Level,
  type Remote,
  type Seniority,
  type Truth,
} from './types';

export type { Truth } from './types';

// ---------------------------------------------------------------- names & private data
const FIRST_F = [
  'Claire',
  'Sophie',
  'Camille',
  'Julie',
  'Nathalie',
  'Isabelle',
  'Céline',
  'Aurélie',
  'Émilie',
  'Sandrine',
  'Caroline',
  'Marion',
  'Laure',
  'Anne-Sophie',
  'Hélène',
  'Virginie',
  'Stéphanie',
  'Delphine',
  'Élodie',
  'Mélanie',
  'Sarah',
  'Léa',
  'Chloé',
  'Manon',
  'Inès',
  'Amina',
  'Yasmine',
  'Nadia',
  'Karima',
  'Fatoumata',
  'Ana',
  'Sofia',
  'Marie',
  'Valérie',
  'Agnès',
  'Christelle',
  'Florence',
  'Géraldine',
  'Pauline',
  'Charlotte',
  'Margaux',
  'Justine',
  'Alice',
  'Lucie',
  'Clémence',
  'Audrey',
  'Cécile',
  'Myriam',
  'Samia',
  'Leïla',
  'Béatrice',
  'Corinne',
  'Patricia',
  'Laetitia',
  'Morgane',
  'Anaïs',
  'Ophélie',
  'Solène',
  'Gaëlle',
  'Maëlle',
];
const FIRST_M = [
  'Thomas',
  'Nicolas',
  'Julien',
  'Sébastien',
  'Alexandre',
  'Maxime',
  'Guillaume',
  'Romain',
  'Mathieu',
  'Olivier',
  'Christophe',
  'Laurent',
  'Stéphane',
  'Frédéric',
  'Pierre',
  'Antoine',
  'Benoît',
  'Vincent',
  'Jérôme',
  'David',
  'Karim',
  'Mehdi',
  'Yassine',
  'Samir',
  'Rachid',
  'Mamadou',
  'Moussa',
  'Hugo',
  'Lucas',
  'Baptiste',
  'Clément',
  'Florian',
  'Adrien',
  'Arnaud',
  'Cédric',
  'Damien',
  'Fabien',
  'Grégory',
  'Hervé',
  'Jean-Marc',
  'Philippe',
  'Patrick',
  'Éric',
  'Franck',
  'Thierry',
  'Bruno',
  'Didier',
  'Loïc',
  'Yann',
  'Erwan',
  'Gaëtan',
  'Kévin',
  'Rémi',
  'Quentin',
  'João',
  'Paulo',
  'Marco',
  'Luca',
  'Xavier',
  'François',
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
  'Noel',
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
  'Benoit',
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
  'Boucher',
  'Bailly',
  'Hamel',
  'Kaci',
  'Benali',
  'Haddad',
  'Mansouri',
  'Cherif',
  'Belkacem',
  'Diallo',
  'Traoré',
  'Ferreira',
  'Pereira',
  'Rossi',
  'Bianchi',
  'Kowalski',
  'Le Bihan',
  'Kerleau',
  'Quéméner',
  'Etcheverry',
  'Oudin',
  'Vautrin',
  'Tessier',
  'Couturier',
  'Ollivier',
  'Jourdan',
  'Villard',
  'Lagarde',
  'Besnard',
  'Hoarau',
  'Payet',
  'Grondin',
  'Ferrand',
  'Chauvin',
  'Bouvier',
  'Laurens',
  'Pasquier',
  'Delmas',
  'Texier',
  'Tanguy',
  'Salmon',
  'Le Goff',
  'Poulain',
  'Barthélemy',
  'Langlois',
  'Devaux',
  'Cordier',
  'Lebrun',
  'Weber',
  'Klein',
  'Hoffmann',
  'Wagner',
  'Zimmermann',
  'Keller',
  'Haas',
  'Peeters',
  'Janssens',
  'Maes',
  'Dubuisson',
  'Favre',
  'Rochat',
  'Reding',
  'Thill',
  'Faber',
  'Savary',
  'Brossard',
  'Marechal',
  'Lenoir',
  'Beaumont',
  'Delaunay',
  'Verdier',
  'Chartier',
  'Granger',
  'Bazin',
  'Bouchet',
  'Guichard',
  'Jolivet',
  'Sauvage',
  'Valette',
  'Cuvelier',
  'Desmarais',
  'Mallet',
  'Fouquet',
  'Castel',
  'Laborde',
  'Puech',
  'Sabatier',
  'Teyssier',
  'Bousquet',
  'Soulier',
  'Maurel',
  'Pujol',
  'Anglade',
  'Couderc',
  'Rigal',
  'Vigneron',
  'Jardin',
  'Boulanger',
  'Pelletier',
  'Tisserand',
  'Forestier',
  'Bouvet',
  'Toussaint',
  'Lejeune',
  'Vallée',
  'Bertin',
  'Chapuis',
  'Rocher',
  'Piquet',
  'Desjardins',
  'Lafont',
  'Cazenave',
  'Darrigade',
  'Irigoyen',
  'Oyharçabal',
  'Kerjean',
  'Morvan',
  'Le Floch',
  'Jaouen',
  'Nedelec',
  'Abgrall',
  'Guivarc’h',
];

const EMP_PREFIX = [
  'Ateliers',
  'Fonderie',
  'Laboratoires',
  'Établissements',
  'Maison',
  'Compagnie',
  'Transports',
  'Menuiserie',
  'Papeteries',
  'Cartonnerie',
  'Chaudronnerie',
  'Brasserie',
  'Conserverie',
  'Verrerie',
  'Biscuiterie',
  'Imprimerie',
  'Mécanique',
  'Plastiques',
  'Tôlerie',
  'Salaisons',
  'Fromagerie',
  'Décolletage',
  'Forges',
  'Distillerie',
  'Tissages',
  'Emballages',
  'Outillage',
  'Coopérative',
  'Groupe',
  'Société',
];
const EMP_SUFFIX = [
  'du Moulin Vert',
  'de la Vallée Bleue',
  'Martel & Fils',
  'Soleil d’Or',
  'des Trois Chênes',
  'Belle Rive',
  'du Grand Pont',
  'Lumière',
  'Horizon Nord',
  'Rocher Blanc',
  'du Lac d’Argent',
  'des Deux Rivières',
  'Pierre Noire',
  'Beaulieu',
  'de l’Étoile',
  'Clos Fleuri',
  'du Val d’Or',
  'Roche Grise',
  'Vent d’Ouest',
  'de la Forge',
  'Cap Marine',
  'des Tilleuls',
  'Haute Ville',
  'Bel Air',
  'du Pont Rouge',
  'Terre Rouge',
  'Source Vive',
  'Bois Joli',
  'des Marais',
  'Croix Blanche',
  'Sainte-Barbe',
  'Vieux Port',
  'des Prés',
  'du Canal',
  'Montagne Noire',
  'Aigle Bleu',
  'Grand Large',
  'Chêne Vert',
  'Puits Neuf',
  'des Cèdres',
];

function ascii(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’'\s]/g, '')
    .toLowerCase();
}

// ---------------------------------------------------------------- places
const CITY_W: Record<string, number> = {
  Paris: 4,
  'Boulogne-Billancourt': 3,
  Nanterre: 3,
  Courbevoie: 3,
  'Issy-les-Moulineaux': 2,
  'Levallois-Perret': 2,
  'Rueil-Malmaison': 2,
  Lyon: 3,
  Villeurbanne: 2,
  Grenoble: 3,
  Lille: 4,
  Toulouse: 3,
  Bordeaux: 4,
  Nantes: 4,
  Marseille: 3,
  Rennes: 3,
  Strasbourg: 3,
  Montpellier: 2,
  Nice: 2,
  'Aix-en-Provence': 2,
  'Clermont-Ferrand': 2,
  'Saint-Étienne': 2,
  Annecy: 2,
  Rouen: 2,
  Blagnac: 2,
  Mérignac: 2,
  Orléans: 2,
  Tours: 2,
  Dijon: 2,
  Reims: 2,
  Metz: 2,
  Nancy: 2,
  Caen: 2,
  Angers: 2,
};
const INDUSTRIAL_CITIES = new Set([
  'Blagnac',
  'Colomiers',
  'Toulouse',
  'Figeac',
  'Mérignac',
  'Marignane',
  'Valenciennes',
  'Douai',
  'Dunkerque',
  'Le Havre',
  'Rouen',
  'Val-de-Reuil',
  'Mulhouse',
  'Haguenau',
  'Montbéliard',
  'Belfort',
  'Clermont-Ferrand',
  'Saint-Nazaire',
  'Cholet',
  'Oyonnax',
  'Roanne',
  'Saint-Étienne',
  'Chalon-sur-Saône',
  'Cherbourg-en-Cotentin',
  'Lorient',
  'Brest',
  'Martigues',
  'Fos-sur-Mer',
  'Compiègne',
  'Beauvais',
  'Alès',
  'Tarbes',
  'Rochefort',
  'Châtellerault',
  'Vienne',
  'Évreux',
  'Chartres',
  'Bourges',
  'Lens',
  'Saint-Quentin',
  'Thionville',
  'Épinal',
  'Lannion',
  'Laval',
  'Alençon',
  'Vénissieux',
  'Grenoble',
  'Le Mans',
]);
const CITY_DISPLAY: Record<string, string> = { Brussels: 'Bruxelles', Antwerpen: 'Anvers', Basel: 'Bâle' };
const FOREIGN_ZIP: Record<string, string> = {
  Brussels: '1000',
  Liège: '4000',
  Namur: '5000',
  Charleroi: '6000',
  Antwerpen: '2000',
  Genève: '1201',
  Lausanne: '1003',
  Neuchâtel: '2000',
  Basel: '4051',
  Luxembourg: '1118',
  'Esch-sur-Alzette': '4001',
};
const REGION_NEIGHBOURS: Record<string, string[]> = {
  '11': ['24', '32', '28', '44', '27'],
  '84': ['27', '93', '76', '75'],
  '32': ['11', '28', '44'],
  '44': ['32', '27'],
  '28': ['32', '11', '53', '52', '24'],
  '53': ['52', '28'],
  '52': ['53', '75', '24', '28'],
  '75': ['52', '24', '76', '84'],
  '76': ['75', '84', '93'],
  '93': ['84', '76'],
  '24': ['11', '52', '75', '27', '28'],
  '27': ['44', '84', '24', '11'],
  '94': ['93'],
  '04': [],
};

function cityKey(a: Area): string {
  return `${a.cityName}|${a.cityZipCode ?? ''}`;
}
export function findCity(name: string, zip?: string): Area {
  const a = AREAS.cities.find((c) => c.cityName === name && (!zip || c.cityZipCode === zip));
  if (!a) throw new Error(`city not in areas.ts: ${name} ${zip ?? ''}`);
  return a;
}
function homeOf(a: Area): Home {
  return {
    city: a.cityName!,
    zip: a.cityZipCode ?? FOREIGN_ZIP[a.cityName!] ?? '',
    dept: a.departmentCode ?? '',
    region: a.regionCode ?? '',
    country: a.countryCode!,
  };
}
function deptArea(country: string, code: string): Area {
  return AREAS.departements[`${country}-${code}`]!;
}
function regionArea(country: string, code: string): Area {
  return AREAS.regions[`${country}-${code}`]!;
}
function ref(a: Area): AreaRef {
  return { type: a.type, city: a.cityName, dept: a.departmentCode, region: a.regionCode, country: a.countryCode! };
}

export type AreaMode = 'city+dept' | 'dept' | 'region' | 'region+' | 'france' | 'city' | 'none' | 'frontalier';

function buildAreas(rng: Rng, cityA: Area, mode: AreaMode): Area[] {
  const h = homeOf(cityA);
  const out: Area[] = [];
  const dep = h.dept ? deptArea(h.country, h.dept) : undefined;
  const reg = regionArea(h.country, h.region);
  switch (mode) {
    case 'city+dept':
      out.push(cityA);
      if (dep) out.push(dep);
      else if (reg) out.push(reg);
      break;
    case 'dept':
      out.push(dep ?? reg ?? AREAS.pays[h.country]);
      break;
    case 'region':
      out.push(reg ?? AREAS.pays[h.country]);
      break;
    case 'region+': {
      out.push(reg ?? AREAS.pays[h.country]);
      const nb = h.country === 'FR' ? (REGION_NEIGHBOURS[h.region] ?? []) : [];
      if (nb.length) out.push(regionArea('FR', rng.pick(nb)));
      break;
    }
    case 'france':
      out.push(AREAS.pays['FR']!);
      if (h.country !== 'FR') out.push(AREAS.pays[h.country]!);
      break;
    case 'city':
      out.push(cityA);
      break;
    case 'frontalier':
      out.push(dep ?? reg ?? cityA);
      if (['74', '01'].includes(h.dept)) out.push(rng.chance(0.5) ? AREAS.pays['CH']! : regionArea('CH', 'GE'));
      else if (['57', '54'].includes(h.dept)) out.push(AREAS.pays['LU']!);
      else if (['59', '62'].includes(h.dept)) out.push(AREAS.pays['BE']!);
      else if (['67', '68', '25', '90'].includes(h.dept)) out.push(AREAS.pays['CH']!);
      else if (h.country !== 'FR') out.push(AREAS.pays['FR']!);
      break;
    case 'none':
      break;
  }
  return out.filter(Boolean);
}

// ---------------------------------------------------------------- text helpers
const FEM: Record<string, string> = {
  Contrôleur: 'Contrôleuse',
  Auditeur: 'Auditrice',
  Acheteur: 'Acheteuse',
  Ingénieur: 'Ingénieure',
  Technicien: 'Technicienne',
  Directeur: 'Directrice',
  Chargé: 'Chargée',
  Consultant: 'Consultante',
  Assistant: 'Assistante',
  Approvisionneur: 'Approvisionneuse',
  Animateur: 'Animatrice',
  Dessinateur: 'Dessinatrice',
  Collaborateur: 'Collaboratrice',
  Avocat: 'Avocate',
  Électromécanicien: 'Électromécanicienne',
  Mécanicien: 'Mécanicienne',
  Attaché: 'Attachée',
  Électricien: 'Électricienne',
  Consolideur: 'Consolideuse',
  Trésorier: 'Trésorière',
  adjoint: 'adjointe',
  financier: 'financière',
  Analyste: 'Analyste',
  Chef: 'Cheffe',
  Agent: 'Agente',
  Généraliste: 'Généraliste',
  Secrétaire: 'Secrétaire',
  Mécanicienne: 'Mécanicienne',
  industriel: 'industrielle',
  administratif: 'administrative',
  junior: 'junior',
  Commercial: 'Commerciale',
  Gestionnaire: 'Gestionnaire',
};
function fem(s: string, g: 'F' | 'M'): string {
  if (g === 'M') return s;
  return s
    .split(' ')
    .map((w) => FEM[w] ?? w)
    .join(' ');
}
function lowerFirst(s: string): string {
  if (/^[A-Z]{2}/.test(s)) return s; // acronyms (RRH, DAF, HRBP...)
  return s.charAt(0).toLowerCase() + s.slice(1);
}
function joinFr(a: string[]): string {
  if (a.length <= 1) return a.join('');
  return a.slice(0, -1).join(', ') + ' et ' + a[a.length - 1];
}
function joinEn(a: string[]): string {
  if (a.length <= 1) return a.join('');
  return a.slice(0, -1).join(', ') + ' and ' + a[a.length - 1];
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

function skillDisplay(rng: Rng, key: string, lang: 'fr' | 'en'): string {
  const d = SKILLS[key];
  if (!d) throw new Error(`unknown skill ${key}`);
  const list = lang === 'en' && d.en ? d.en : d.fr;
  return rng.pick(list);
}
/** Display names for a skill list, merging SAP FI + SAP CO the way CVs do. */
function skillNames(rng: Rng, keys: string[], lang: 'fr' | 'en'): string[] {
  const out: string[] = [];
  const set = new Set(keys);
  for (const k of keys) {
    if (k === '') continue;
    if (k === 'sap-fi' && set.has('sap-co')) {
      out.push(rng.pick(['SAP FI/CO', 'SAP FI-CO', 'SAP FICO', 'SAP FI / CO']));
      continue;
    }
    if (k === 'sap-co' && set.has('sap-fi')) continue;
    if (k === 'nastran' && set.has('patran')) {
      out.push(rng.pick(['Nastran/Patran', 'MSC Nastran / Patran', 'Patran-Nastran']));
      continue;
    }
    if (k === 'patran' && set.has('nastran')) continue;
    out.push(skillDisplay(rng, k, lang));
  }
  return out;
}

function fmtDate(iso: string, lang: 'fr' | 'en', rng: Rng): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const forms =
    lang === 'fr'
      ? [
          `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}`,
          iso,
          `${MONTHS_FR[m - 1]} ${y}`,
          `à partir du ${d} ${MONTHS_FR[m - 1]} ${y}`,
          `début ${MONTHS_FR[m - 1]} ${y}`,
        ]
      : [
          iso,
          `${MONTHS_EN[m - 1]} ${y}`,
          `from ${MONTHS_EN[m - 1]} ${d}, ${y}`,
          `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}`,
        ];
  let f = rng.pick(forms);
  if (f.startsWith('début') && d > 10) f = `${d} ${MONTHS_FR[m - 1]} ${y}`;
  return f;
}
function addDays(iso: string, n: number): string {
  const t = Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10)) + n * 86400000;
  return new Date(t).toISOString().slice(0, 10);
}

function seniorityOf(years: number): Seniority {
  if (years <= 2) return 'Junior (0-2 ans)';
  if (years <= 6) return 'Confirme (3-6 ans)';
  if (years <= 10) return 'Senior (7-10 ans)';
  return 'Expert (10+ ans)';
}

const LEVEL_FR: Record<Level, string[]> = {
  natif: ['Langue maternelle', 'Natif', 'Maternelle'],
  C2: ['Bilingue', 'C2', 'Courant (C2)'],
  C1: ['Courant', 'C1', 'Professionnel courant', 'Anglais courant'],
  B2: ['B2', 'Professionnel', 'Bon niveau', 'Intermédiaire avancé'],
  B1: ['Intermédiaire', 'B1', 'Niveau scolaire +'],
  A2: ['Notions', 'Scolaire', 'A2'],
};
const LEVEL_EN: Record<Level, string[]> = {
  natif: ['Native', 'Native speaker'],
  C2: ['Bilingual', 'C2', 'Full professional'],
  C1: ['Fluent', 'C1', 'Professional working'],
  B2: ['B2', 'Upper intermediate', 'Good working knowledge'],
  B1: ['Intermediate', 'B1'],
  A2: ['Basic', 'A2'],
};
const LANG_NAME: Record<LangKey, [string, string]> = {
  fr: ['Français', 'French'],
  en: ['Anglais', 'English'],
  de: ['Allemand', 'German'],
  es: ['Espagnol', 'Spanish'],
  it: ['Italien', 'Italian'],
  nl: ['Néerlandais', 'Dutch'],
  pt: ['Portugais', 'Portuguese'],
  ar: ['Arabe', 'Arabic'],
};

const TOOL_KEYS = new Set([
  'sap-fi',
  'sap-co',
  's4hana',
  'sage',
  'cegid',
  'oracle-fin',
  'excel-vba',
  'excel',
  'power-bi',
  'hyperion',
  'onestream',
  'tagetik',
  'bfc',
  'sap-bpc',
  'kyriba',
  'sidetrade',
  'swift',
  'adp',
  'silae',
  'sage-paie',
  'sap-hcm',
  'workday',
  'successfactors',
  'cegid-hr',
  'linkedin-recruiter',
  'ats',
  'lms',
  'solidworks',
  'catia',
  'creo',
  'autocad',
  'inventor',
  'topsolid',
  'nx',
  'revit',
  'nastran',
  'patran',
  'abaqus',
  'ansys',
  'femap',
  'hypermesh',
  'tia-portal',
  'step7',
  'schneider',
  'rockwell',
  'wincc',
  'gmao',
  'sap-pm',
  'ms-project',
  'sap-mm',
  'sap-sd',
  'sap-pp',
  'sap-apo',
  'sap-ibp',
  'kinaxis',
  'blue-yonder',
  'coupa',
  'ariba',
  'wms',
  'tms',
  'edi',
  'hubspot',
  'salesforce',
  'adobe',
  'ga4',
  'jira',
  'confluence',
  'sql',
  'python',
  'tableau',
  'dax',
  'qlik',
  'anaplan',
  'clm',
  'data-audit',
  'marketing-automation',
  'abap',
]);

// ---------------------------------------------------------------- generator
interface Drawn {
  truth: Truth;
  first: string;
  last: string;
  title: string;
  variantDef: Variant;
  def: OccDef;
  cityA: Area;
  areasA: Area[];
  rateStr: string;
  availStr: string;
}

function drawSkills(rng: Rng, def: OccDef, variant: Variant): string[] {
  const s = new Set<string>(variant.add ?? []);
  for (const [k, p] of def.core) if (rng.chance(p)) s.add(k);
  for (const [k, p] of def.opt) if (rng.chance(p)) s.add(k);
  for (const grp of def.oneOf ?? []) {
    const k = rng.weighted(grp);
    if (k) s.add(k);
  }
  return [...s];
}

function cityWeight(a: Area, def: OccDef): number {
  let w = CITY_W[a.cityName!] ?? 1;
  const fam = def.family;
  const industrial = fam === 'industrie' || (fam === 'supply' && def.key !== 'scm');
  if (a.regionCode === '11' && a.countryCode === 'FR') w *= industrial ? 0.35 : 1.2;
  if (industrial && INDUSTRIAL_CITIES.has(a.cityName!)) w *= 2.2;
  if (a.countryCode !== 'FR') w *= fam === 'finance' || fam === 'juridique' ? 1.2 : 0.7;
  if (a.cityZipCode === '97400' || a.cityZipCode === '20000') w *= 0.6;
  return w;
}

/** Years of experience: a seniority bucket first (freelancers of these trades are mostly experienced), then a
 * value inside the bucket and the trade's range. */
function drawYears(rng: Rng, ymin: number, ymax: number): number {
  const [blo, bhi] = rng.weighted<[number, number]>([
    [[0, 2], 0.08],
    [[3, 6], 0.28],
    [[7, 10], 0.27],
    [[11, 32], 0.37],
  ]);
  const lo = Math.max(ymin, blo);
  const hi = Math.min(ymax, bhi);
  if (lo > hi) return rng.int(ymin, ymax);
  return lo + Math.floor((hi - lo + 1) * Math.pow(rng.next(), 1.4));
}

function drawRemote(rng: Rng, kind: OccDef['remote']): Remote[] {
  if (kind === 'indus')
    return rng.weighted<Remote[]>([
      [['Sur site'], 6],
      [['Sur site', 'Hybride'], 3.5],
      [['Hybride'], 0.6],
      [['Hybride', 'Full remote'], 0.2],
    ]);
  if (kind === 'office')
    return rng.weighted<Remote[]>([
      [['Hybride'], 3.5],
      [['Sur site', 'Hybride'], 3],
      [['Hybride', 'Full remote'], 1.8],
      [['Full remote'], 0.5],
      [['Sur site'], 1.2],
    ]);
  return rng.weighted<Remote[]>([
    [['Hybride'], 2.5],
    [['Sur site', 'Hybride'], 1.5],
    [['Hybride', 'Full remote'], 3],
    [['Full remote'], 2.5],
    [['Sur site', 'Hybride', 'Full remote'], 0.8],
  ]);
}

function drawDays(rng: Rng, def: OccDef, variant: Variant): string[] {
  if (variant.key === 'temps-partage') return rng.pick([['1', '2'], ['2', '3'], ['1', '2', '3'], ['2'], ['3']]);
  const partTimeish = [
    'rrh',
    'drh',
    'dpo',
    'paie',
    'raf',
    'comptable',
    'formation',
    'juriste_affaires',
    'communication',
    'marque_employeur',
    'rssi',
    'compliance',
  ].includes(def.key);
  if (partTimeish && rng.chance(0.22)) return rng.pick([['2', '3'], ['3'], ['1', '2'], ['2', '3', '4'], ['3', '4']]);
  return rng.weighted<string[]>([
    [['5'], 4.5],
    [['4', '5'], 3],
    [['3', '4', '5'], 1],
    [['4'], 0.5],
  ]);
}
const DUR_ALL: Duration[] = ['< 3 mois', '3 a 6 mois', '6 a 12 mois', '> 12 mois'];
function drawDurations(rng: Rng): Duration[] {
  const a = rng.int(0, 3);
  const len = rng.int(1, 3);
  return DUR_ALL.slice(a, Math.min(4, a + len));
}

function drawLanguages(rng: Rng, def: OccDef, lang: 'fr' | 'en', home: Home): { lang: LangKey; level: Level }[] {
  const out: { lang: LangKey; level: Level }[] = [{ lang: 'fr', level: 'natif' }];
  let enW: [Level | '', number][];
  if (lang === 'en')
    enW = [
      ['C2', 3],
      ['C1', 5],
      ['natif', 1],
    ];
  else if (
    def.family === 'industrie' ||
    ['appro', 'adv', 'logistique', 'paie', 'comptable', 'recruteur'].includes(def.key)
  )
    enW = [
      ['C1', 1.2],
      ['B2', 3],
      ['B1', 3],
      ['A2', 1.5],
      ['', 1],
    ];
  else
    enW = [
      ['C2', 1],
      ['C1', 3.5],
      ['B2', 3.5],
      ['B1', 1.5],
      ['', 0.5],
    ];
  const en = rng.weighted(enW);
  if (en) out.push({ lang: 'en', level: en });
  if (home.country === 'CH' || home.country === 'LU' || ['67', '68', '57'].includes(home.dept)) {
    if (rng.chance(0.6)) out.push({ lang: 'de', level: rng.pick<Level>(['C1', 'B2', 'B1', 'natif']) });
  } else if (home.country === 'BE' && rng.chance(0.5))
    out.push({ lang: 'nl', level: rng.pick<Level>(['C1', 'B2', 'B1']) });
  else if (rng.chance(0.18))
    out.push({
      lang: rng.pick<LangKey>(['es', 'it', 'de', 'pt', 'ar']),
      level: rng.pick<Level>(['natif', 'C1', 'B2', 'B1']),
    });
  return out;
}

function pickTitle(rng: Rng, variant: Variant, t: Truth): string {
  const pool = t.lang === 'en' ? variant.en : t.gender === 'F' ? variant.frF : variant.frM;
  const maxDays = Math.max(...t.days.map(Number));
  const ok = pool.filter((s) => {
    if (/temps partagé|Part-time|Fractional/i.test(s) && maxDays > 3) return false;
    if (/confirm/i.test(s) && (t.years < 3 || t.years > 10)) return false;
    if (
      /^(Directeur|Directrice|Head of)|Responsable audit|Lead$|Manager$/.test(s) &&
      t.years < 8 &&
      /Directeur|Directrice|Head of|Responsable audit/.test(s)
    )
      return false;
    if (/senior/i.test(s) && t.years < 7) return false;
    if (/junior/i.test(s) && t.years > 3) return false;
    return true;
  });
  return rng.pick(ok.length ? ok : pool);
}

function rateString(rng: Rng, t: Truth): string {
  if (t.rateMin === null)
    return rng.pick(
      t.lang === 'en'
        ? ['Negotiable', 'To be discussed', '']
        : ['à négocier', 'Selon mission', 'négociable', 'Nous consulter', ''],
    );
  if (t.rateMax !== null && t.rateMax !== t.rateMin) {
    return rng.pick([
      `${t.rateMin}-${t.rateMax}`,
      `${t.rateMin} à ${t.rateMax} €`,
      `${t.rateMin} - ${t.rateMax} €/jour`,
      `entre ${t.rateMin} et ${t.rateMax} € HT`,
    ]);
  }
  const r = t.rateMin;
  return rng.pick([`${r}`, `${r} €`, `${r}€/j`, `TJM ${r} € HT`, `${r} euros / jour`, `${r} € HT/jour`]);
}

function availString(rng: Rng, t: Truth): string {
  if (t.availFrom <= TODAY) {
    return rng.pick(
      t.lang === 'en'
        ? ['Immediately', 'ASAP', 'Available now', t.availFrom]
        : ['Immédiate', 'immédiatement', 'ASAP', 'Disponible', 'Dès maintenant', fmtDate(t.availFrom, 'fr', rng)],
    );
  }
  return fmtDate(t.availFrom, t.lang, rng);
}

function draw(
  rng: Rng,
  def: OccDef,
  idx: number,
  plant: Plant | undefined,
  used: { names: Set<string> },
  seq: number,
): Drawn {
  // variant
  const variant = plant?.variant
    ? def.variants.find((v) => v.key === plant.variant)!
    : rng.weighted(def.variants.map((v) => [v, v.w] as const));
  if (!variant) throw new Error(`bad variant ${plant?.variant} for ${def.key}`);
  const gender: 'F' | 'M' =
    plant?.gender ??
    (rng.chance(['rh', 'juridique', 'marketing'].includes(def.family) ? 0.68 : def.family === 'industrie' ? 0.3 : 0.5)
      ? 'F'
      : 'M');
  const lang: 'fr' | 'en' = plant?.lang ?? (rng.chance(def.family === 'industrie' ? 0.07 : 0.15) ? 'en' : 'fr');
  // name
  let first = '',
    last = '';
  for (let k = 0; k < 50; k++) {
    first = plant?.first ?? rng.pick(gender === 'F' ? FIRST_F : FIRST_M);
    last = plant?.last ?? rng.pick(LAST);
    if (!used.names.has(`${first} ${last}`)) break;
  }
  used.names.add(`${first} ${last}`);
  // home
  let cityA: Area;
  if (plant?.city) cityA = findCity(plant.city, plant.zip);
  else {
    const ws = AREAS.cities.map((c) => [c, cityWeight(c, def)] as const);
    cityA = rng.weighted(ws);
  }
  const home = homeOf(cityA);
  // years
  const [ymin, ymax] = def.years;
  const years = plant?.years ?? drawYears(rng, ymin, ymax);
  // skills
  let skills = drawSkills(rng, def, variant);
  if (plant?.skills) for (const s of plant.skills) if (!skills.includes(s)) skills.push(s);
  if (plant?.noSkills) skills = skills.filter((s) => !plant.noSkills!.includes(s));
  if (plant?.onlySkills) skills = [...plant.onlySkills];
  skills = skills.filter((s) => s !== '');
  // sectors
  const secPool = variant.sectors ?? def.sectors;
  const nSec = rng.weighted([
    [1, 4],
    [2, 4],
    [3, 2],
  ] as const);
  const sectors: string[] = plant?.sectors ? [...plant.sectors] : [];
  if (!plant?.sectors)
    for (let k = 0; k < 6 && sectors.length < nSec; k++) {
      const s = rng.weighted(secPool);
      if (!sectors.includes(s)) sectors.push(s);
    }
  // preferences
  const remote = plant?.remote ?? drawRemote(rng, def.remote);
  let availFrom: string;
  const r = rng.next();
  if (r < 0.47) availFrom = addDays(TODAY, -rng.int(0, 80));
  else if (r < 0.55) availFrom = addDays(TODAY, rng.int(1, 7));
  else availFrom = addDays(TODAY, rng.int(8, 180));
  if (plant?.availFrom) availFrom = plant.availFrom;
  const available = availFrom <= addDays(TODAY, 7);
  let rateMin: number | null, rateMax: number | null;
  const [rlo, rhi] = def.rate;
  const base = Math.round((rlo + (rhi - rlo) * rng.next()) / 10) * 10;
  const rk = rng.next();
  if (rk < 0.1) [rateMin, rateMax] = [null, null];
  else if (rk < 0.3) [rateMin, rateMax] = [base, base + rng.pick([50, 100, 100, 150])];
  else [rateMin, rateMax] = [base, base];
  if (plant && 'rate' in plant) {
    if (plant.rate === null) [rateMin, rateMax] = [null, null];
    else if (plant.rate) [rateMin, rateMax] = plant.rate;
  }
  const days = plant?.days ?? drawDays(rng, def, variant);
  const durations = plant?.durations ?? drawDurations(rng);
  const mode: AreaMode =
    plant?.areas ??
    (cityA.countryCode !== 'FR'
      ? rng.weighted<AreaMode>([
          ['city', 2],
          ['region', 2],
          ['france', 1],
          ['frontalier', 2],
        ])
      : rng.weighted<AreaMode>([
          ['city+dept', 3],
          ['dept', 1.5],
          ['region', 2],
          ['region+', 1],
          ['france', 0.8],
          ['city', 1],
          ['none', 0.7],
          ['frontalier', ['74', '01', '57', '54', '59', '67', '68', '25', '90'].includes(home.dept) ? 1.5 : 0],
        ]));
  const areasA = buildAreas(rng, cityA, mode);
  const languages = drawLanguages(rng, def, lang, home);
  if (plant?.en) {
    const i = languages.findIndex((l) => l.lang === 'en');
    if (i >= 0) languages[i]!.level = plant.en;
    else languages.push({ lang: 'en', level: plant.en });
  }
  if (plant?.de) languages.push({ lang: 'de', level: plant.de });
  const seniority: Seniority =
    plant && 'seniority' in plant ? plant.seniority! : rng.chance(0.15) ? '' : seniorityOf(years);
  const truth: Truth = {
    id: `b18-${String(seq).padStart(4, '0')}`,
    occ: def.key,
    family: def.family,
    variant: variant.key,
    gender,
    lang,
    skills,
    sectors,
    years,
    seniority,
    remote,
    available,
    availFrom,
    rateMin,
    rateMax,
    days,
    durations,
    home,
    areas: areasA.map(ref),
    languages,
    openToCdi: rng.chance(0.25),
    vehicle: rng.chance(def.family === 'industrie' ? 0.85 : 0.55),
  };
  const title = plant?.title ?? pickTitle(rng, variant, truth);
  return {
    truth,
    first,
    last,
    title,
    variantDef: variant,
    def,
    cityA,
    areasA,
    rateStr: rateString(rng, truth),
    availStr: availString(rng, truth),
  };
}

// ---------------------------------------------------------------- rendering
function mobilityPhrase(d: Drawn, rng: Rng): string {
  const t = d.truth;
  const cityDisp = CITY_DISPLAY[t.home.city] ?? t.home.city;
  const fr = t.lang === 'fr';
  const e = t.gender === 'F' ? 'e' : '';
  const base = fr
    ? rng.pick([
        `Basé${e} à ${cityDisp}${t.home.country === 'FR' ? ` (${t.home.dept})` : ''}`,
        `Je vis à ${cityDisp}`,
        `Localisation : ${cityDisp}`,
      ])
    : rng.pick([`Based in ${cityDisp}`, `Location: ${cityDisp}`]);
  const parts: string[] = [];
  for (const a of d.areasA) {
    if (a.type === 'pays')
      parts.push(
        fr
          ? a.countryCode === 'FR'
            ? 'France entière'
            : `${a.countryName}`
          : a.countryCode === 'FR'
            ? 'anywhere in France'
            : a.countryName!,
      );
    else if (a.type === 'region') parts.push(a.regionName!);
    else if (a.type === 'departement')
      parts.push(fr ? `${a.departmentName} (${a.departmentCode})` : `${a.departmentName}`);
  }
  if (!parts.length) return base + '.';
  if (!fr) {
    const rest = parts.filter((x) => x !== 'anywhere in France');
    if (rest.length < parts.length)
      return `${base}, open to missions anywhere in France${rest.length ? ` and in ${joinEn(rest)}` : ''}.`;
    return `${base}, open to missions in ${joinEn(parts)}.`;
  }
  return `${base}, mobile ${rng.pick(['sur', 'en', ':'])} ${joinFr(parts)}.`;
}
function remotePhrase(t: Truth, rng: Rng): string {
  const fr = t.lang === 'fr';
  const r = new Set(t.remote);
  if (r.has('Full remote') && !r.has('Sur site') && !r.has('Hybride'))
    return fr
      ? rng.pick(['Missions en full remote uniquement.', 'Je travaille 100 % à distance.'])
      : 'Fully remote missions only.';
  if (r.has('Full remote'))
    return fr
      ? rng.pick(['Ouvert au full remote comme à l’hybride.', 'Télétravail total ou partiel possible.'])
      : 'Open to remote or hybrid set-ups.';
  if (r.has('Hybride') && r.has('Sur site'))
    return fr ? rng.pick(['Sur site ou en hybride.', 'Présentiel ou hybride selon le besoin.']) : 'On-site or hybrid.';
  if (r.has('Hybride'))
    return fr
      ? rng.pick(['Hybride de préférence (2 à 3 jours sur site).', 'Mode hybride souhaité.'])
      : 'Hybrid preferred.';
  return fr
    ? rng.pick(['Interventions sur site.', 'Présence sur site.', 'Missions sur site uniquement.'])
    : 'On-site missions.';
}
function daysPhrase(t: Truth, rng: Rng): string {
  const max = Math.max(...t.days.map(Number));
  if (max >= 5) return '';
  return t.lang === 'fr'
    ? ` ${rng.pick(['Disponible', 'Intervention possible'])} ${joinFr(t.days.map((x) => x))} jours par semaine${max <= 3 ? ' (temps partagé)' : ''}.`
    : ` Available ${t.days.length > 1 ? `${t.days.slice(0, -1).join(', ')} or ${t.days[t.days.length - 1]}` : t.days[0]} days a week.`;
}

interface Private {
  email: string;
  phone: string;
  slug: string;
  url: string;
  employers: string[];
  fictional: string[];
  schools: string[];
  referees: string[];
}

function buildProfile(d: Drawn, rng: Rng, priv: Private, isSenior: boolean): unknown {
  const t = d.truth;
  const def = d.def;
  const fr = t.lang === 'fr';
  const e = t.gender === 'F' ? 'e' : '';
  const skillNamesAll = skillNames(rng, rng.shuffle(t.skills), t.lang);
  const sectorNames = t.sectors.map((s) => (fr ? SECTORS[s]!.fr : SECTORS[s]!.en));
  const focus = rng.sample(fr ? def.focusFr : def.focusEn, 2);
  const titleLow = lowerFirst(d.title);
  // --- work history
  const work: { name: string; position: string; startDate?: string; endDate?: string; summary: string }[] = [];
  const freelanceYears = Math.max(0, Math.min(t.years, t.years <= 2 ? t.years : rng.int(1, Math.min(9, t.years - 1))));
  const startCareer = 2026 - t.years;
  const fStart = 2026 - freelanceYears;
  const missionsN = freelanceYears === 0 ? 1 : rng.int(1, Math.min(3, freelanceYears + 1));
  const sectorEmployers = (s: string) => SECTORS[s]!.employers;
  let cursorY = 2026;
  let cursorM = rng.int(8, 11);
  for (let i = 0; i < missionsN; i++) {
    const sector = t.sectors[i % t.sectors.length]!;
    const client = rng.chance(0.75)
      ? rng.pick(sectorEmployers(sector))
      : (priv.fictional.shift() ?? rng.pick(sectorEmployers(sector)));
    if (!priv.employers.includes(client)) priv.employers.push(client);
    const lenM = rng.int(3, 14);
    let sY = cursorY,
      sM = cursorM - lenM;
    while (sM < 1) {
      sM += 12;
      sY -= 1;
    }
    if (sY < fStart && i > 0) break;
    const ongoing = i === 0 && !t.available;
    const mission = rng
      .pick(fr ? def.missionsFr : def.missionsEn)
      .replace('{y}', String(sY + 1))
      .replace('{n}', String(rng.pick([12, 25, 40, 80, 150, 300])));
    const toolsN = Math.min(t.skills.length, rng.int(1, 3));
    const tools = skillNames(rng, rng.sample(t.skills, toolsN), t.lang);
    const secTxt = fr ? SECTORS[sector]!.fr : SECTORS[sector]!.en;
    const tail = tools.length
      ? fr
        ? ` ${rng.pick(['Outils', 'Environnement', 'Méthodes et outils'])} : ${tools.join(', ')}.`
        : ` Tools: ${tools.join(', ')}.`
      : '';
    const secSentence = rng.chance(0.5)
      ? fr
        ? ` Secteur ${secTxt}.`
        : ` ${secTxt[0]!.toUpperCase()}${secTxt.slice(1)} sector.`
      : '';
    work.push({
      name: client,
      position: fr
        ? `${d.title}${rng.pick([' (mission freelance)', ' – mission de transition', ' – freelance', ''])}`
        : `${d.title}${rng.pick([' (freelance)', ' – contract', ''])}`,
      startDate: `${sY}-${String(sM).padStart(2, '0')}`,
      endDate: ongoing ? undefined : `${cursorY}-${String(cursorM).padStart(2, '0')}`,
      summary: `${mission}${tail}${secSentence}`,
    });
    cursorY = sY;
    cursorM = sM - 1;
    if (cursorM < 1) {
      cursorM = 12;
      cursorY -= 1;
    }
  }
  // salaried history
  const salariedYears = t.years - freelanceYears;
  if (salariedYears > 0) {
    const nJobs = Math.min(3, Math.max(1, Math.round(salariedYears / 5)));
    let endY = fStart;
    for (let j = 0; j < nJobs; j++) {
      const span = j === nJobs - 1 ? endY - startCareer : Math.max(1, Math.round(salariedYears / nJobs));
      const sY = Math.max(startCareer, endY - span);
      const sector = rng.pick(t.sectors);
      const employer = j === 0 && priv.fictional.length ? priv.fictional.shift()! : rng.pick(sectorEmployers(sector));
      if (!priv.employers.includes(employer)) priv.employers.push(employer);
      const prev = j === nJobs - 1 ? def.prevFr[Math.min(def.prevFr.length - 1, 1)] : rng.pick(def.prevFr);
      const prevEn = j === nJobs - 1 ? def.prevEn[Math.min(def.prevEn.length - 1, 1)] : rng.pick(def.prevEn);
      work.push({
        name: employer,
        position: fr ? fem(prev!, t.gender) : prevEn!,
        startDate: `${sY}-${String(rng.int(1, 12)).padStart(2, '0')}`,
        endDate: `${endY}-${String(rng.int(1, 12)).padStart(2, '0')}`,
        summary: fr
          ? `${rng.pick(def.focusFr).replace(/^./, (c) => c.toUpperCase())}.`
          : `${rng.pick(def.focusEn).replace(/^./, (c) => c.toUpperCase())}.`,
      });
      endY = sY;
      if (endY <= startCareer) break;
    }
  }
  // --- summary
  const yearsTxt = fr ? `${t.years} ans d'expérience` : `${t.years} years of experience`;
  const cityDisp = CITY_DISPLAY[t.home.city] ?? t.home.city;
  let summary = '';
  const style = rng.int(0, 5);
  const skillList = skillNamesAll.slice(0, Math.min(skillNamesAll.length, rng.int(3, 7)));
  if (fr) {
    const intro =
      t.years <= 2
        ? `${d.title} junior${rng.pick([', premières missions réussies', '', ' motivé' + e])}, ${t.years === 0 ? 'jeune diplômé' + e : `${t.years} an${t.years > 1 ? 's' : ''} d'expérience`}.`
        : style === 0
          ? `${d.title} freelance, ${yearsTxt}${sectorNames.length ? ` (${joinFr(sectorNames)})` : ''}.`
          : style === 1
            ? `${d.title} indépendant${e} depuis ${fStart}, après ${Math.max(1, t.years - freelanceYears)} ans en entreprise${priv.employers.length > 1 && rng.chance(0.6) ? ` (notamment chez ${priv.employers[priv.employers.length - 1]})` : ''}.`
            : style === 2
              ? `Fort${e} de ${yearsTxt} en ${def.domainFr}, j'interviens en tant que ${titleLow} ${rng.pick(['en mission', 'en freelance', 'en portage salarial', 'de transition'])}.`
              : style === 3
                ? `${d.first} est ${titleLow} et accompagne depuis ${t.years} ans des entreprises du secteur ${joinFr(sectorNames)}.`
                : `${d.title}${isSenior ? ' senior' : ''} – ${def.domainFr}.`;
    const focusS = rng.pick([
      `J'accompagne mes clients sur ${joinFr(focus)}.`,
      `Spécialités : ${focus.join(' ; ')}.`,
      `Domaines d'intervention : ${joinFr(focus)}.`,
    ]);
    const skillS = skillList.length
      ? rng.pick([
          `Outils et méthodes : ${skillList.join(', ')}.`,
          `Maîtrise de ${joinFr(skillList)}.`,
          `Environnement : ${skillList.join(' / ')}.`,
          `Compétences clés : ${skillList.join(', ')}.`,
        ])
      : '';
    const secS = style !== 0 && style !== 3 && sectorNames.length ? ` Secteurs : ${sectorNames.join(', ')}.` : '';
    if (style === 5) {
      summary = [
        `${d.title}`,
        `▸ ${yearsTxt}`,
        sectorNames.length ? `▸ Secteurs : ${sectorNames.join(', ')}` : '',
        `▸ ${focus[0]![0]!.toUpperCase() + focus[0]!.slice(1)}`,
        skillList.length ? `▸ Outils : ${skillList.join(', ')}` : '',
        `▸ ${mobilityPhrase(d, rng)}`,
        `▸ ${remotePhrase(t, rng)}${daysPhrase(t, rng)}`,
      ]
        .filter(Boolean)
        .join('\n');
    } else {
      summary = `${intro} ${focusS} ${skillS}${secS} ${mobilityPhrase(d, rng)} ${remotePhrase(t, rng)}${daysPhrase(t, rng)}`;
    }
    if (rng.chance(0.25))
      summary += t.available
        ? ` ${rng.pick(['Disponible immédiatement.', 'Disponible dès maintenant.', 'Dispo ASAP.'])}`
        : ` Disponible à partir de ${MONTHS_FR[+t.availFrom.slice(5, 7) - 1]} ${t.availFrom.slice(0, 4)}.`;
  } else {
    const intro =
      t.years <= 2
        ? `Junior ${d.title} with ${t.years} year${t.years === 1 ? '' : 's'} of experience.`
        : style % 2 === 0
          ? `Freelance ${d.title} with ${yearsTxt}${sectorNames.length ? ` in ${joinEn(sectorNames)}` : ''}.`
          : style === 3
            ? `${d.first} is a ${d.title} who has spent ${t.years} years in ${joinEn(sectorNames)}.`
            : `${d.title}, independent since ${fStart}.`;
    const focusS = `I help companies with ${joinEn(focus)}.`;
    const skillS = skillList.length ? `Tools & methods: ${skillList.join(', ')}.` : '';
    summary = `${intro} ${focusS} ${skillS} ${mobilityPhrase(d, rng)} ${remotePhrase(t, rng)}${daysPhrase(t, rng)}`;
  }
  // private data in free text, sometimes
  const pr = rng.next();
  if (pr < 0.08) summary += fr ? ` Contact : ${priv.email}` : ` Contact: ${priv.email}`;
  else if (pr < 0.14) summary += fr ? ` Tél. ${priv.phone}` : ` Phone: ${priv.phone}`;
  else if (pr < 0.19) summary += ` linkedin.com/in/${priv.slug}`;
  else if (pr < 0.24 && priv.schools.length)
    summary += fr ? ` Diplômé${e} de ${priv.schools[0]}.` : ` Graduate of ${priv.schools[0]}.`;
  summary = summary.replace(/\s+\n/g, '\n').replace(/ {2,}/g, ' ').trim();

  // --- skills section
  const skills: { name: string; level: string; keywords: string[] }[] = [];
  const ss = rng.int(0, 2);
  if (ss === 0) {
    for (const n of skillNamesAll)
      skills.push({
        name: n,
        level: rng.pick(
          fr ? ['Expert', 'Avancé', 'Confirmé', 'Intermédiaire', ''] : ['Expert', 'Advanced', 'Intermediate', ''],
        ),
        keywords: [],
      });
  } else if (ss === 1) {
    const toolKeys = t.skills.filter((k) => TOOL_KEYS.has(k));
    const otherKeys = t.skills.filter((k) => !TOOL_KEYS.has(k));
    const tools = skillNames(rng, toolKeys, t.lang);
    const others = skillNames(rng, otherKeys, t.lang);
    if (others.length)
      skills.push({
        name: fr ? rng.pick(['Compétences métier', 'Expertise', 'Savoir-faire']) : 'Core skills',
        level: '',
        keywords: others,
      });
    if (tools.length)
      skills.push({
        name: fr ? rng.pick(['Outils', 'Logiciels', 'Environnement technique']) : 'Tools',
        level: '',
        keywords: tools,
      });
  } else {
    skills.push({
      name: fr
        ? def.domainFr[0]!.toUpperCase() + def.domainFr.slice(1)
        : def.domainEn[0]!.toUpperCase() + def.domainEn.slice(1),
      level: isSenior ? (fr ? 'Expert' : 'Expert') : fr ? 'Confirmé' : 'Advanced',
      keywords: skillNamesAll,
    });
  }
  // --- education
  const edu = rng.pick(def.edu);
  const education: { institution: string; area: string; studyType: string; startDate?: string; endDate?: string }[] = [
    {
      institution: edu[0],
      area: edu[1],
      studyType: edu[2],
      startDate: `${startCareer - rng.int(2, 5)}`,
      endDate: `${startCareer}`,
    },
  ];
  priv.schools.push(edu[0]);
  if (t.skills.includes('dscg') && !/DSCG/.test(edu[2]))
    education.push({
      institution: rng.pick(['INTEC – CNAM', 'ENOES', 'IAE Paris-Sorbonne']),
      area: 'Diplôme supérieur de comptabilité et de gestion',
      studyType: 'DSCG',
      endDate: `${startCareer + rng.int(1, 3)}`,
    });
  // --- certificates
  const certificates: { name: string; issuer: string; startDate?: string }[] = [];
  for (const [name, issuer, need] of def.certs ?? []) {
    if (!need || t.skills.includes(need))
      if (rng.chance(0.6))
        certificates.push({ name, issuer, startDate: `${rng.int(Math.max(startCareer, 2010), 2026)}` });
  }
  // --- languages
  const languages = t.languages.map((l) => ({
    language: LANG_NAME[l.lang][fr ? 0 : 1],
    fluency: rng.pick((fr ? LEVEL_FR : LEVEL_EN)[l.level]),
  }));
  // --- references
  const references: { name: string; reference: string }[] = [];
  if (priv.referees.length) {
    const rn = priv.referees[0];
    const emp = priv.employers[0] ?? '';
    references.push({
      name: rn!,
      reference: fr
        ? `« ${rng.pick(['Très bonne mission, livrables de qualité et grande autonomie.', 'Je recommande sans réserve.', 'A su fédérer les équipes en peu de temps.'])} » — ${rn}, ${rng.pick(['DAF', 'directeur d’usine', 'DRH', 'directrice juridique', 'directeur des opérations', 'responsable achats'])} chez ${emp}`
        : `"${rng.pick(['Outstanding delivery.', 'Highly recommended.'])}" — ${rn}, ${emp}`,
    });
  }
  const createdY = rng.int(2019, 2026);
  const createdAt = `${createdY}-${String(rng.int(1, createdY === 2026 ? 10 : 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}T${String(rng.int(6, 22)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:00Z`;
  const updatedAt = `2026-${String(rng.int(Math.max(1, createdY === 2026 ? 10 : 1), 11)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}T${String(rng.int(6, 22)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:00Z`;
  const label = fr
    ? `${d.title}${rng.pick(['', '', ' freelance', ` – indépendant${e}`, ` | ${sectorNames[0] ?? def.domainFr}`, isSenior ? ' senior' : ''])}`
    : `${d.title}${rng.pick(['', ' – freelance', ` | ${sectorNames[0] ?? def.domainEn}`])}`;
  return {
    basics: {
      name: rng.chance(0.2) ? `${d.first} ${d.last.toUpperCase()}` : `${d.first} ${d.last}`,
      label,
      image: '',
      email: priv.email,
      phone: priv.phone,
      url: priv.url,
      summary,
      location: {
        address: `${CITY_DISPLAY[t.home.city] ?? t.home.city}, ${d.cityA.countryName}`,
        postalCode: t.home.zip,
        city: cityDisp,
        countryCode: t.home.country,
        region: d.cityA.regionName ?? '',
      },
      profiles: [{ username: priv.slug, network: 'LinkedIn', url: priv.url }],
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
      createdAt,
      updatedAt,
      firstName: d.first,
      lastName: d.last,
      cvUrl: rng.chance(0.5)
        ? `https://www.dropbox.com/s/${(rng.next() * 1e12).toString(36).slice(0, 10)}/CV_${ascii(d.last)}_${ascii(d.first)}.pdf`
        : undefined,
      freelance: {
        available: t.available,
        availabilityDate: d.availStr,
        rate: d.rateStr,
        seniority: t.seniority,
        professions: rng.chance(0.7) ? [def.profession] : [],
        openToCdi: t.openToCdi,
        vehicle: t.vehicle,
        preferences: {
          missionDuration: t.durations,
          remoteWork: t.remote,
          daysPerWeek: t.days,
          workAreas: d.areasA.map((a) => ({ ...a })),
        },
      },
    },
  };
}

function makePrivate(rng: Rng, d: Drawn, fictionalPool: string[], refereePool: string[]): Private {
  const f = ascii(d.first).replace(/-/g, '');
  const l = ascii(d.last).replace(/-/g, '');
  const nn = rng.int(1, 99);
  const local = rng.weighted<string>([
    [`${f}.${l}`, 5],
    [`${f}${l}`, 2],
    [`${f[0]}${l}`, 2],
    [`${f}.${l}${nn}`, 2],
    [`${l}.${f}`, 1],
    [`${f}_${l}`, 1],
  ]);
  const dom = rng.weighted<string>([
    ['gmail.com', 10],
    ['outlook.fr', 2],
    ['hotmail.fr', 2],
    ['yahoo.fr', 1.5],
    ['orange.fr', 1.5],
    ['free.fr', 1],
    ['laposte.net', 1],
    ['icloud.com', 1],
    ['proton.me', 0.5],
    [`${l}-conseil.fr`, 1],
    [`${l}${rng.pick(['finance', 'rh', 'consulting', 'partners'])}.fr`, 0.7],
  ]);
  const email = dom.includes(l) ? `${rng.pick(['contact', f, 'bonjour'])}@${dom}` : `${local}@${dom}`;
  const dd = () => String(rng.int(0, 99)).padStart(2, '0');
  let phone: string;
  const c = d.truth.home.country;
  if (c === 'BE') phone = `+32 4${rng.int(70, 99)} ${dd()} ${dd()} ${dd()}`;
  else if (c === 'CH') phone = `+41 7${rng.pick([6, 7, 8, 9])} ${rng.int(100, 999)} ${dd()} ${dd()}`;
  else if (c === 'LU') phone = `+352 6${rng.int(21, 91)} ${rng.int(100, 999)} ${rng.int(100, 999)}`;
  else {
    const m = rng.pick(['6', '7']);
    const g = [dd(), dd(), dd(), dd()];
    phone = rng.pick([`0${m} ${g.join(' ')}`, `+33 ${m} ${g.join(' ')}`, `0${m}${g.join('')}`, `0${m}.${g.join('.')}`]);
  }
  const hex = (rng.next() * 0xffffff).toString(16).split('.')[0]!.padStart(6, '0').slice(0, 6);
  const slug = rng.weighted<string>([
    [`${f}-${l}-${hex}`, 4],
    [`${f}-${l}`, 2],
    [`${f[0]}${l}`, 1],
    [`${f}${l}${nn}`, 1],
  ]);
  const fictional = rng.chance(0.5) && fictionalPool.length ? [fictionalPool.shift()!] : [];
  const referees = rng.chance(0.3) && refereePool.length ? [refereePool.shift()!] : [];
  return {
    email,
    phone,
    slug,
    url: `https://www.linkedin.com/in/${slug}`,
    employers: [],
    fictional,
    schools: [],
    referees,
  };
}

let cache: { profile: unknown; truth: Truth }[] | null = null;

export function corpus(): { profile: unknown; truth: Truth }[] {
  if (cache) return cache;
  const rng = new Rng(18_2026_11);
  const used = { names: new Set<string>() };
  // unique fictional employers and referee names (private data that should identify one owner)
  const fictionalPool = rng.shuffle(EMP_PREFIX.flatMap((p) => EMP_SUFFIX.map((s) => `${p} ${s}`))).slice(0, 400);
  const refereePool: string[] = [];
  const refUsed = new Set<string>();
  while (refereePool.length < 250) {
    const n = `${rng.pick(rng.chance(0.5) ? FIRST_F : FIRST_M)} ${rng.pick(LAST)}`;
    if (!refUsed.has(n)) {
      refUsed.add(n);
      refereePool.push(n);
    }
  }
  const out: { profile: unknown; truth: Truth }[] = [];
  const drawn: Drawn[] = [];
  let seq = 1;
  // interleave occupations so ids do not reveal the occupation
  const slots: { def: OccDef; idx: number }[] = [];
  for (const def of OCCS) for (let i = 0; i < def.n; i++) slots.push({ def, idx: i });
  const plantsBy = new Map<string, Plant[]>();
  for (const p of PLANTS) {
    const a = plantsBy.get(p.occ) ?? [];
    a.push(p);
    plantsBy.set(p.occ, a);
  }
  for (const def of OCCS)
    if ((plantsBy.get(def.key)?.length ?? 0) > def.n) throw new Error(`too many plants for ${def.key}`);
  const order = rng.shuffle(slots);
  for (const { def, idx } of order) {
    const plant = plantsBy.get(def.key)?.[idx];
    const d = draw(rng, def, idx, plant, used, seq++);
    drawn.push(d);
  }
  // names from the referee pool must not collide with freelancers' names
  const names = used.names;
  const refPool = refereePool.filter((n) => !names.has(n));
  for (const d of drawn) {
    const priv = makePrivate(rng, d, fictionalPool, refPool);
    const profile = buildProfile(d, rng, priv, d.truth.years >= 10);
    out.push({ profile, truth: d.truth });
  }
  out.sort((a, b) => (a.truth.id < b.truth.id ? -1 : 1));
  cache = out;
  return out;
}

export { cityKey };
