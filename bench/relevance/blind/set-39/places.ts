/** Homes, work-area drawing and place look-ups over the areas copied in areas.ts. */
import { CITY_AREAS, COUNTRY_AREAS, DEPT_AREAS, REGION_AREAS, type Area } from './areas';

export function city(key: string): Area {
  const a = CITY_AREAS[key];
  if (!a) throw new Error(`unknown city ${key}`);
  return a;
}

export function dept(code: string): Area {
  const a = DEPT_AREAS.find((d) => d.departmentCode === code);
  if (!a) throw new Error(`unknown department ${code}`);
  return a;
}

export function region(code: string): Area {
  const a = REGION_AREAS.find((r) => r.regionCode === code);
  if (!a) throw new Error(`unknown region ${code}`);
  return a;
}

export function country(code: string): Area {
  const a = COUNTRY_AREAS.find((c) => c.countryCode === code);
  if (!a) throw new Error(`unknown country ${code}`);
  return a;
}

/** 'c:Lyon 03' | 'd:33' | 'r:75' | 'p:FR' */
export function areaRef(ref: string): Area {
  const [kind, value] = [ref.slice(0, 1), ref.slice(2)];
  if (kind === 'c') return city(value);
  if (kind === 'd') return dept(value);
  if (kind === 'r') return region(value);
  return country(value);
}

export function deptsOfRegion(regionCode: string): string[] {
  return DEPT_AREAS.filter((d) => d.regionCode === regionCode).map((d) => d.departmentCode ?? '');
}

/** Home cities and their weights (Paris and Île-de-France heavy, deserts, overseas, neighbours abroad). */
export const HOMES: [string, number][] = [
  ['Paris 11', 5],
  ['Paris 15', 5],
  ['Paris 18', 4],
  ['Paris 13', 4],
  ['Boulogne-Billancourt', 3],
  ['Créteil', 3],
  ['Saint-Denis 93', 3],
  ['Versailles', 2],
  ['Évry-Courcouronnes', 2],
  ['Meaux', 2],
  ['Cergy', 2],
  ['Argenteuil', 2],
  ['Montreuil', 2],
  ['Nanterre', 2],
  ['Lyon 03', 5],
  ['Lyon 08', 3],
  ['Villeurbanne', 2],
  ['Vénissieux', 1],
  ['Marseille 05', 4],
  ['Marseille 13', 3],
  ['Aix-en-Provence', 2],
  ['Nice', 4],
  ['Toulon', 2],
  ['Cannes', 1],
  ['Avignon', 2],
  ['Montpellier', 4],
  ['Nîmes', 2],
  ['Perpignan', 2],
  ['Toulouse', 5],
  ['Albi', 1],
  ['Bordeaux', 5],
  ['Mérignac', 1],
  ['Pau', 2],
  ['Bayonne', 2],
  ['Nantes', 4],
  ['Saint-Nazaire', 1],
  ['Angers', 2],
  ['Le Mans', 2],
  ['La Roche-sur-Yon', 1],
  ['Rennes', 3],
  ['Brest', 3],
  ['Quimper', 2],
  ['Vannes', 2],
  ['Saint-Brieuc', 1],
  ['Lille', 5],
  ['Roubaix', 2],
  ['Dunkerque', 1],
  ['Amiens', 2],
  ['Arras', 1],
  ['Reims', 3],
  ['Charleville-Mézières', 1],
  ['Troyes', 1],
  ['Nancy', 3],
  ['Metz', 2],
  ['Thionville', 1],
  ['Strasbourg', 4],
  ['Mulhouse', 2],
  ['Colmar', 1],
  ['Limoges', 3],
  ['Guéret', 1],
  ['Tulle', 1],
  ['Brive-la-Gaillarde', 1],
  ['Clermont-Ferrand', 3],
  ['Aurillac', 1],
  ['Le Puy-en-Velay', 1],
  ['Montluçon', 1],
  ['Grenoble', 3],
  ['Chambéry', 1],
  ['Annecy', 2],
  ['Saint-Étienne', 2],
  ['Valence', 1],
  ['Dijon', 2],
  ['Besançon', 2],
  ['Nevers', 1],
  ['Auxerre', 1],
  ['Chaumont', 1],
  ['Tours', 2],
  ['Orléans', 2],
  ['Bourges', 1],
  ['Châteauroux', 1],
  ['Rouen', 3],
  ['Le Havre', 1],
  ['Caen', 2],
  ['Alençon', 1],
  ['Cherbourg-en-Cotentin', 1],
  ['Poitiers', 2],
  ['La Rochelle', 2],
  ['Niort', 1],
  ['Angoulême', 1],
  ['Périgueux', 1],
  ['Mende', 1],
  ['Rodez', 1],
  ['Cahors', 1],
  ['Gap', 1],
  ['Digne-les-Bains', 1],
  ['Privas', 1],
  ['Lons-le-Saunier', 1],
  ['Vesoul', 1],
  ['Bar-le-Duc', 1],
  ['Épinal', 1],
  ['Ajaccio', 2],
  ['Bastia', 1],
  ['Porto-Vecchio', 1],
  ['Saint-Denis 974', 3],
  ['Saint-Pierre', 1],
  ['Saint-Paul', 1],
  ['Pointe-à-Pitre', 1],
  ['Les Abymes', 1],
  ['Fort-de-France', 2],
  ['Cayenne', 1],
  ['Mamoudzou', 1],
  ['Brussels', 3],
  ['Liège', 1],
  ['Namur', 1],
  ['Charleroi', 1],
  ['Mons', 1],
  ['Genève', 3],
  ['Lausanne', 2],
  ['Fribourg', 1],
  ['Neuchâtel', 1],
  ['Luxembourg', 2],
  ['Esch-sur-Alzette', 1],
];

/** Cities where an English-language CV is plausible (foreign-trained, locums back from abroad). */
export const FOREIGN_TRAINED_HOMES = [
  'Paris 11',
  'Paris 15',
  'Lyon 03',
  'Nice',
  'Genève',
  'Lausanne',
  'Luxembourg',
  'Brussels',
  'Strasbourg',
  'Bordeaux',
  'Montpellier',
  'Lille',
  'Annecy',
];

export const OVERSEAS_REGIONS = ['01', '02', '03', '04', '06'];

/** Phone prefix for a home. */
export function phoneFor(home: Area, r: () => number): string {
  const d = (n: number) => Array.from({ length: n }, () => Math.floor(r() * 10)).join('');
  if (home.countryCode === 'BE') return `+32 47${Math.floor(r() * 10)} ${d(2)} ${d(2)} ${d(2)}`;
  if (home.countryCode === 'CH') return `+41 79 ${d(3)} ${d(2)} ${d(2)}`;
  if (home.countryCode === 'LU') return `+352 621 ${d(3)} ${d(3)}`;
  if (home.departmentCode === '974') return `0692 ${d(2)} ${d(2)} ${d(2)}`;
  if (home.departmentCode === '971') return `0690 ${d(2)} ${d(2)} ${d(2)}`;
  if (home.departmentCode === '972') return `0696 ${d(2)} ${d(2)} ${d(2)}`;
  if (home.departmentCode === '973') return `0694 ${d(2)} ${d(2)} ${d(2)}`;
  if (home.departmentCode === '976') return `0639 ${d(2)} ${d(2)} ${d(2)}`;
  return r() < 0.5 ? `06 ${d(2)} ${d(2)} ${d(2)} ${d(2)}` : `+33 7 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`;
}
