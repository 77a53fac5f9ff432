// Set 16: places. Homes are picked from this list; every home and work area is looked up in the service's
// mobility-areas dataset (read at run time with node's zlib), so WorkArea objects are copies of the dataset's.
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as zlib from 'node:zlib';

export interface Area {
  type: 'ville' | 'departement' | 'region' | 'pays';
  code?: string;
  label?: string;
  cityZipCode?: string;
  cityName?: string;
  departmentCode?: string;
  departmentName?: string;
  regionCode?: string;
  regionName?: string;
  countryCode?: string;
  countryName?: string;
}

function datasetPath(): string {
  let dir = process.cwd();
  for (let i = 0; i < 8; i++) {
    const p = path.join(dir, 'resources', 'mobility', 'mobility-areas.json.gz');
    if (fs.existsSync(p)) return p;
    dir = path.dirname(dir);
  }
  throw new Error('mobility-areas.json.gz not found (run from /work/main)');
}

let AREAS: Area[] | null = null;
export function areas(): Area[] {
  if (!AREAS) AREAS = JSON.parse(zlib.gunzipSync(fs.readFileSync(datasetPath())).toString('utf8')).areas as Area[];
  return AREAS;
}

export const FR_REGION_SLUG: Record<string, string> = {
  '01': 'guadeloupe',
  '02': 'martinique',
  '03': 'guyane',
  '04': 'la-reunion',
  '06': 'mayotte',
  '11': 'ile-de-france',
  '24': 'centre-val-de-loire',
  '27': 'bourgogne-franche-comte',
  '28': 'normandie',
  '32': 'hauts-de-france',
  '44': 'grand-est',
  '52': 'pays-de-la-loire',
  '53': 'bretagne',
  '75': 'nouvelle-aquitaine',
  '76': 'occitanie',
  '84': 'auvergne-rhone-alpes',
  '93': 'provence-alpes-cote-d-azur',
  '94': 'corse',
};
export const COUNTRY_SLUG: Record<string, string> = { BE: 'belgique', CH: 'suisse', LU: 'luxembourg', AD: 'andorre' };

/** Former regions (before 2016), by department. */
export const FORMER_REGION: Record<string, string> = {
  '67': 'Alsace',
  '68': 'Alsace',
  '24': 'Aquitaine',
  '33': 'Aquitaine',
  '40': 'Aquitaine',
  '47': 'Aquitaine',
  '64': 'Aquitaine',
  '03': 'Auvergne',
  '15': 'Auvergne',
  '43': 'Auvergne',
  '63': 'Auvergne',
  '14': 'Basse-Normandie',
  '50': 'Basse-Normandie',
  '61': 'Basse-Normandie',
  '21': 'Bourgogne',
  '58': 'Bourgogne',
  '71': 'Bourgogne',
  '89': 'Bourgogne',
  '08': 'Champagne-Ardenne',
  '10': 'Champagne-Ardenne',
  '51': 'Champagne-Ardenne',
  '52': 'Champagne-Ardenne',
  '25': 'Franche-Comté',
  '39': 'Franche-Comté',
  '70': 'Franche-Comté',
  '90': 'Franche-Comté',
  '27': 'Haute-Normandie',
  '76': 'Haute-Normandie',
  '11': 'Languedoc-Roussillon',
  '30': 'Languedoc-Roussillon',
  '34': 'Languedoc-Roussillon',
  '48': 'Languedoc-Roussillon',
  '66': 'Languedoc-Roussillon',
  '19': 'Limousin',
  '23': 'Limousin',
  '87': 'Limousin',
  '54': 'Lorraine',
  '55': 'Lorraine',
  '57': 'Lorraine',
  '88': 'Lorraine',
  '09': 'Midi-Pyrénées',
  '12': 'Midi-Pyrénées',
  '31': 'Midi-Pyrénées',
  '32': 'Midi-Pyrénées',
  '46': 'Midi-Pyrénées',
  '65': 'Midi-Pyrénées',
  '81': 'Midi-Pyrénées',
  '82': 'Midi-Pyrénées',
  '59': 'Nord-Pas-de-Calais',
  '62': 'Nord-Pas-de-Calais',
  '02': 'Picardie',
  '60': 'Picardie',
  '80': 'Picardie',
  '16': 'Poitou-Charentes',
  '17': 'Poitou-Charentes',
  '79': 'Poitou-Charentes',
  '86': 'Poitou-Charentes',
  '01': 'Rhône-Alpes',
  '07': 'Rhône-Alpes',
  '26': 'Rhône-Alpes',
  '38': 'Rhône-Alpes',
  '42': 'Rhône-Alpes',
  '69': 'Rhône-Alpes',
  '73': 'Rhône-Alpes',
  '74': 'Rhône-Alpes',
};

/** A place as the Truth holds it: country, region (referential slug for France; for BE the region code BRU/VLG/WAL,
 * for CH and LU the canton code), department (FR department, BE province, CH/LU canton), city. */
export interface Point {
  country: string;
  region?: string;
  dept?: string;
  city?: string;
}

export interface Home extends Point {
  country: string;
  region: string;
  dept: string;
  city: string;
  /** the city as the profile writes it */
  display: string;
  zip: string;
  regionName: string;
  deptName: string;
  /** the dataset's city entry */
  area: Area;
  group: string;
}

export function areaPoint(a: Area): Point {
  const country = a.countryCode || 'FR';
  const p: Point = { country };
  if (a.type === 'pays') return p;
  if (country === 'FR') p.region = FR_REGION_SLUG[a.regionCode || ''];
  else p.region = a.regionCode;
  if (a.type === 'region') return p;
  if (a.departmentCode) p.dept = a.departmentCode;
  else if (country === 'CH' || country === 'LU') p.dept = a.regionCode;
  if (a.type === 'departement') return p;
  p.city = norm(a.cityName || '');
  return p;
}

export function norm(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Homes: [dataset city name, FR zip or country code, weight, group, display name, display zip]. */
const HOME_LIST: [string, string, number, string, string?, string?][] = [
  // Paris and suburbs
  ['Paris', '75011', 5, 'paris'],
  ['Paris', '75015', 4, 'paris'],
  ['Paris', '75018', 3, 'paris'],
  ['Paris', '75009', 3, 'paris'],
  ['Paris', '75020', 3, 'paris'],
  ['Paris', '75012', 2, 'paris'],
  ['Paris', '75017', 2, 'paris'],
  ['Paris', '75005', 1, 'paris'],
  ['Boulogne-Billancourt', '92100', 3, 'idf'],
  ['Montreuil', '93100', 3, 'idf'],
  ['Vincennes', '94300', 2, 'idf'],
  ['Issy-les-Moulineaux', '92130', 2, 'idf'],
  ['Saint-Denis', '93200', 2, 'idf'],
  ['Nanterre', '92000', 1, 'idf'],
  ['Créteil', '94000', 1, 'idf'],
  ['Versailles', '78000', 2, 'idf'],
  ['Massy', '91300', 1, 'idf'],
  ['Cergy', '95000', 1, 'idf'],
  ['Meaux', '77100', 1, 'idf'],
  ['Levallois-Perret', '92300', 1, 'idf'],
  ['Courbevoie', '92400', 1, 'idf'],
  // big regional cities
  ['Lyon', '69003', 4, 'metro'],
  ['Lyon', '69007', 3, 'metro'],
  ['Villeurbanne', '69100', 2, 'metro'],
  ['Marseille', '13006', 3, 'metro'],
  ['Aix-en-Provence', '13100', 2, 'metro'],
  ['Nice', '06000', 2, 'metro'],
  ['Toulon', '83000', 1, 'metro'],
  ['Montpellier', '34000', 3, 'metro'],
  ['Toulouse', '31000', 4, 'metro'],
  ['Bordeaux', '33000', 4, 'metro'],
  ['Mérignac', '33700', 1, 'metro'],
  ['Nantes', '44000', 4, 'metro'],
  ['Saint-Herblain', '44800', 1, 'metro'],
  ['Rennes', '35000', 3, 'metro'],
  ['Brest', '29200', 1, 'metro'],
  ['Lille', '59000', 4, 'metro'],
  ['Roubaix', '59100', 1, 'metro'],
  ["Villeneuve-d'Ascq", '59650', 1, 'metro'],
  ['Strasbourg', '67000', 2, 'metro'],
  ['Metz', '57000', 1, 'metro'],
  ['Nancy', '54000', 1, 'metro'],
  ['Reims', '51100', 1, 'metro'],
  ['Dijon', '21000', 1, 'metro'],
  ['Besançon', '25000', 1, 'metro'],
  ['Grenoble', '38000', 2, 'metro'],
  ['Annecy', '74000', 1, 'metro'],
  ['Clermont-Ferrand', '63000', 1, 'metro'],
  ['Saint-Étienne', '42000', 1, 'metro'],
  ['Tours', '37000', 1, 'metro'],
  ['Orléans', '45000', 1, 'metro'],
  ['Rouen', '76000', 1, 'metro'],
  ['Caen', '14000', 1, 'metro'],
  ['Le Havre', '76600', 1, 'metro'],
  ['Angers', '49000', 1, 'metro'],
  ['Le Mans', '72000', 1, 'metro'],
  ['Poitiers', '86000', 1, 'metro'],
  ['La Rochelle', '17000', 1, 'metro'],
  ['Limoges', '87000', 1, 'metro'],
  ['Pau', '64000', 1, 'metro'],
  ['Bayonne', '64100', 1, 'metro'],
  ['Perpignan', '66000', 1, 'metro'],
  ['Nîmes', '30000', 1, 'metro'],
  ['Avignon', '84000', 1, 'metro'],
  ['Ajaccio', '20000', 1, 'metro'],
  ['Amiens', '80000', 1, 'metro'],
  // small towns
  ['Figeac', '46100', 1, 'town'],
  ['Lannion', '22300', 1, 'town'],
  ['Vannes', '56000', 1, 'town'],
  ['Quimper', '29000', 1, 'town'],
  ['Saint-Malo', '35400', 1, 'town'],
  ['Cholet', '49300', 1, 'town'],
  ['Niort', '79000', 2, 'town'],
  ['Agen', '47000', 1, 'town'],
  ['Mont-de-Marsan', '40000', 1, 'town'],
  ['Aurillac', '15000', 1, 'town'],
  ['Millau', '12100', 1, 'town'],
  ['Albi', '81000', 1, 'town'],
  ['Chambéry', '73000', 1, 'town'],
  ['Valence', '26000', 1, 'town'],
  ['Bourg-en-Bresse', '01000', 1, 'town'],
  ['Mâcon', '71000', 1, 'town'],
  ['Colmar', '68000', 1, 'town'],
  ['Mulhouse', '68100', 1, 'town'],
  ['Épinal', '88000', 1, 'town'],
  ['Troyes', '10000', 1, 'town'],
  ['Arras', '62000', 1, 'town'],
  ['Dunkerque', '59140', 1, 'town'],
  ['Beauvais', '60000', 1, 'town'],
  ['Évreux', '27000', 1, 'town'],
  ['Cherbourg-en-Cotentin', '50100', 1, 'town'],
  ['Laval', '53000', 1, 'town'],
  ['La Roche-sur-Yon', '85000', 1, 'town'],
  ['Blois', '41000', 1, 'town'],
  ['Bourges', '18000', 1, 'town'],
  ['Périgueux', '24000', 1, 'town'],
  ['Brive-la-Gaillarde', '19100', 1, 'town'],
  ['Tarbes', '65000', 1, 'town'],
  ['Carcassonne', '11000', 1, 'town'],
  ['Gap', '05000', 1, 'town'],
  ['Annemasse', '74100', 1, 'town'],
  ['Thionville', '57100', 1, 'town'],
  ['Saint-Louis', '68300', 1, 'town'],
  ['Valbonne', '06560', 1, 'town'],
  ['Lorient', '56100', 1, 'town'],
  ['Saint-Nazaire', '44600', 1, 'town'],
  ['Longwy', '54400', 1, 'town'],
  ['Montauban', '82000', 1, 'town'],
  ['Castres', '81100', 1, 'town'],
  ['Lens', '62300', 1, 'town'],
  // overseas
  ['Saint-Denis', '97400', 2, 'outremer'],
  ['Saint-Pierre', '97410', 1, 'outremer'],
  ['Fort-de-France', '97200', 1, 'outremer'],
  ['Pointe-à-Pitre', '97110', 1, 'outremer'],
  ['Baie-Mahault', '97122', 1, 'outremer'],
  ['Cayenne', '97300', 1, 'outremer'],
  ['Mamoudzou', '97600', 1, 'outremer'],
  // Belgium
  ['Brussels', 'BE', 5, 'be', 'Bruxelles', '1000'],
  ['Liège', 'BE', 2, 'be', 'Liège', '4000'],
  ['Namur', 'BE', 1, 'be', 'Namur', '5000'],
  ['Charleroi', 'BE', 1, 'be', 'Charleroi', '6000'],
  ['Mons', 'BE', 1, 'be', 'Mons', '7000'],
  ['Wavre', 'BE', 1, 'be', 'Wavre', '1300'],
  ['Louvain-la-Neuve', 'BE', 1, 'be', 'Louvain-la-Neuve', '1348'],
  ['Gent', 'BE', 1, 'be', 'Gand', '9000'],
  ['Antwerpen', 'BE', 1, 'be', 'Anvers', '2000'],
  ['Leuven', 'BE', 1, 'be', 'Louvain', '3000'],
  ['Tournai', 'BE', 1, 'be', 'Tournai', '7500'],
  // Switzerland
  ['Genève', 'CH', 4, 'ch', 'Genève', '1201'],
  ['Lausanne', 'CH', 3, 'ch', 'Lausanne', '1003'],
  ['Zürich', 'CH', 2, 'ch', 'Zurich', '8001'],
  ['Bern', 'CH', 1, 'ch', 'Berne', '3011'],
  ['Fribourg', 'CH', 1, 'ch', 'Fribourg', '1700'],
  ['Neuchâtel', 'CH', 1, 'ch', 'Neuchâtel', '2000'],
  ['Nyon', 'CH', 1, 'ch', 'Nyon', '1260'],
  ['Basel', 'CH', 1, 'ch', 'Bâle', '4051'],
  ['Lugano', 'CH', 1, 'ch', 'Lugano', '6900'],
  // Luxembourg
  ['Luxembourg', 'LU', 4, 'lu', 'Luxembourg', '1009'],
  ['Esch-sur-Alzette', 'LU', 1, 'lu', 'Esch-sur-Alzette', '4002'],
  ['Strassen', 'LU', 1, 'lu', 'Strassen', '8010'],
  ['Bertrange', 'LU', 1, 'lu', 'Bertrange', '8070'],
  ['Differdange', 'LU', 1, 'lu', 'Differdange', '4530'],
];

const REGION_DISPLAY: Record<string, string> = {
  BRU: 'Bruxelles-Capitale',
  VLG: 'Flandre',
  WAL: 'Wallonie',
};

let HOMES: Home[] | null = null;
export function homes(): Home[] {
  if (HOMES) return HOMES;
  const out: Home[] = [];
  const all = areas();
  for (const [name, key, , group, display, dzip] of HOME_LIST) {
    const a = all.find(
      (x) =>
        x.type === 'ville' && x.cityName === name && (key.length === 2 ? x.countryCode === key : x.cityZipCode === key),
    );
    if (!a) throw new Error('home not in dataset: ' + name + ' ' + key);
    const pt = areaPoint(a);
    out.push({
      country: pt.country,
      region: pt.region!,
      dept: pt.dept || pt.region!,
      city: pt.city!,
      display: display || name,
      zip: dzip || a.cityZipCode || '',
      regionName: a.countryCode === 'BE' ? REGION_DISPLAY[a.regionCode!]! : a.regionName || '',
      deptName: a.departmentName || a.regionName || '',
      area: a,
      group,
    });
  }
  HOMES = out;
  return out;
}
export function homeWeights(): number[] {
  return HOME_LIST.map((h) => h[2]);
}

export function findArea(pred: (a: Area) => boolean): Area {
  const a = areas().find(pred);
  if (!a) throw new Error('area not found');
  return a;
}
export function regionArea(country: string, regionCode: string): Area {
  return findArea((a) => a.type === 'region' && a.countryCode === country && a.regionCode === regionCode);
}
export function deptArea(deptCode: string, country = 'FR'): Area {
  return findArea((a) => a.type === 'departement' && a.countryCode === country && a.departmentCode === deptCode);
}
export function countryArea(country: string): Area {
  return findArea((a) => a.type === 'pays' && a.countryCode === country);
}
export function frRegionCode(slug: string): string {
  return Object.entries(FR_REGION_SLUG).find(([, s]) => s === slug)![0];
}

/** Does the area overlap the point (one contains the other)? */
export function overlaps(a: Point, b: Point): boolean {
  if (a.country !== b.country) return false;
  if (a.region && b.region && a.region !== b.region) return false;
  if (a.dept && b.dept && a.dept !== b.dept) return false;
  if (a.city && b.city && a.city !== b.city) return false;
  return true;
}
/** Is the point p inside the place q (q is as wide or wider)? */
export function inside(p: Point, q: Point): boolean {
  if (p.country !== q.country) return false;
  if (q.region && p.region !== q.region) return false;
  if (q.dept && p.dept !== q.dept) return false;
  if (q.city && p.city !== q.city) return false;
  return true;
}
