// One-off helper: copies from the mobility dataset the areas this set uses (homes and work areas) into areas.ts.
// Run: node bench/relevance/blind/set-18/extract-areas.mjs (from /work/main). Reads only the dataset.
/* global console */
import { gunzipSync } from 'node:zlib';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
const here = dirname(fileURLToPath(import.meta.url));
const data = JSON.parse(
  gunzipSync(readFileSync(join(here, '../../../../resources/mobility/mobility-areas.json.gz'))).toString('utf8'),
);
const CITIES = [
  // [cityName, zip or '' (non-FR), country]
  ['Paris', '75008', 'FR'],
  ['Paris', '75011', 'FR'],
  ['Paris', '75015', 'FR'],
  ['Paris', '75017', 'FR'],
  ['Paris', '75009', 'FR'],
  ['Paris', '75012', 'FR'],
  ['Paris', '75020', 'FR'],
  ['Boulogne-Billancourt', '92100', 'FR'],
  ['Nanterre', '92000', 'FR'],
  ['Courbevoie', '92400', 'FR'],
  ['Issy-les-Moulineaux', '92130', 'FR'],
  ['Levallois-Perret', '92300', 'FR'],
  ['Rueil-Malmaison', '92500', 'FR'],
  ['Saint-Denis', '93200', 'FR'],
  ['Montreuil', '93100', 'FR'],
  ['Versailles', '78000', 'FR'],
  ['Montigny-le-Bretonneux', '78180', 'FR'],
  ['Massy', '91300', 'FR'],
  ['Évry-Courcouronnes', '91000', 'FR'],
  ['Créteil', '94000', 'FR'],
  ['Vincennes', '94300', 'FR'],
  ['Cergy', '95000', 'FR'],
  ['Meaux', '77100', 'FR'],
  ['Melun', '77000', 'FR'],
  ['Lyon', '69003', 'FR'],
  ['Lyon', '69007', 'FR'],
  ['Lyon', '69006', 'FR'],
  ['Villeurbanne', '69100', 'FR'],
  ['Vénissieux', '69200', 'FR'],
  ['Grenoble', '38000', 'FR'],
  ['Vienne', '38200', 'FR'],
  ['Saint-Étienne', '42000', 'FR'],
  ['Roanne', '42300', 'FR'],
  ['Clermont-Ferrand', '63000', 'FR'],
  ['Annecy', '74000', 'FR'],
  ['Annemasse', '74100', 'FR'],
  ['Chambéry', '73000', 'FR'],
  ['Valence', '26000', 'FR'],
  ['Bourg-en-Bresse', '01000', 'FR'],
  ['Oyonnax', '01100', 'FR'],
  ['Lille', '59000', 'FR'],
  ['Roubaix', '59100', 'FR'],
  ['Valenciennes', '59300', 'FR'],
  ['Dunkerque', '59140', 'FR'],
  ['Douai', '59500', 'FR'],
  ['Amiens', '80000', 'FR'],
  ['Compiègne', '60200', 'FR'],
  ['Beauvais', '60000', 'FR'],
  ['Arras', '62000', 'FR'],
  ['Lens', '62300', 'FR'],
  ['Saint-Quentin', '02100', 'FR'],
  ['Strasbourg', '67000', 'FR'],
  ['Haguenau', '67500', 'FR'],
  ['Mulhouse', '68100', 'FR'],
  ['Colmar', '68000', 'FR'],
  ['Metz', '57000', 'FR'],
  ['Thionville', '57100', 'FR'],
  ['Nancy', '54000', 'FR'],
  ['Reims', '51100', 'FR'],
  ['Troyes', '10000', 'FR'],
  ['Épinal', '88000', 'FR'],
  ['Rouen', '76000', 'FR'],
  ['Le Havre', '76600', 'FR'],
  ['Caen', '14000', 'FR'],
  ['Évreux', '27000', 'FR'],
  ['Val-de-Reuil', '27100', 'FR'],
  ['Cherbourg-en-Cotentin', '50100', 'FR'],
  ['Alençon', '61000', 'FR'],
  ['Rennes', '35000', 'FR'],
  ['Brest', '29200', 'FR'],
  ['Quimper', '29000', 'FR'],
  ['Lorient', '56100', 'FR'],
  ['Vannes', '56000', 'FR'],
  ['Saint-Brieuc', '22000', 'FR'],
  ['Lannion', '22300', 'FR'],
  ['Nantes', '44000', 'FR'],
  ['Saint-Nazaire', '44600', 'FR'],
  ['Angers', '49000', 'FR'],
  ['Cholet', '49300', 'FR'],
  ['Le Mans', '72000', 'FR'],
  ['Laval', '53000', 'FR'],
  ['La Roche-sur-Yon', '85000', 'FR'],
  ['Bordeaux', '33000', 'FR'],
  ['Mérignac', '33700', 'FR'],
  ['Pau', '64000', 'FR'],
  ['Bayonne', '64100', 'FR'],
  ['Limoges', '87000', 'FR'],
  ['Poitiers', '86000', 'FR'],
  ['Châtellerault', '86100', 'FR'],
  ['La Rochelle', '17000', 'FR'],
  ['Rochefort', '17300', 'FR'],
  ['Niort', '79000', 'FR'],
  ['Angoulême', '16000', 'FR'],
  ['Toulouse', '31000', 'FR'],
  ['Toulouse', '31400', 'FR'],
  ['Blagnac', '31700', 'FR'],
  ['Colomiers', '31770', 'FR'],
  ['Montpellier', '34000', 'FR'],
  ['Nîmes', '30000', 'FR'],
  ['Alès', '30100', 'FR'],
  ['Perpignan', '66000', 'FR'],
  ['Tarbes', '65000', 'FR'],
  ['Albi', '81000', 'FR'],
  ['Figeac', '46100', 'FR'],
  ['Marseille', '13008', 'FR'],
  ['Marseille', '13002', 'FR'],
  ['Aix-en-Provence', '13090', 'FR'],
  ['Marignane', '13700', 'FR'],
  ['Martigues', '13500', 'FR'],
  ['Fos-sur-Mer', '13270', 'FR'],
  ['Toulon', '83000', 'FR'],
  ['Nice', '06000', 'FR'],
  ['Valbonne', '06560', 'FR'],
  ['Avignon', '84000', 'FR'],
  ['Orléans', '45000', 'FR'],
  ['Tours', '37000', 'FR'],
  ['Chartres', '28000', 'FR'],
  ['Bourges', '18000', 'FR'],
  ['Blois', '41000', 'FR'],
  ['Châteauroux', '36000', 'FR'],
  ['Dijon', '21000', 'FR'],
  ['Besançon', '25000', 'FR'],
  ['Montbéliard', '25200', 'FR'],
  ['Belfort', '90000', 'FR'],
  ['Chalon-sur-Saône', '71100', 'FR'],
  ['Auxerre', '89000', 'FR'],
  ['Ajaccio', '20000', 'FR'],
  ['Saint-Denis', '97400', 'FR'],
  ['Brussels', '', 'BE'],
  ['Liège', '', 'BE'],
  ['Namur', '', 'BE'],
  ['Charleroi', '', 'BE'],
  ['Antwerpen', '', 'BE'],
  ['Genève', '', 'CH'],
  ['Lausanne', '', 'CH'],
  ['Neuchâtel', '', 'CH'],
  ['Basel', '', 'CH'],
  ['Luxembourg', '', 'LU'],
  ['Esch-sur-Alzette', '', 'LU'],
];
const out = { cities: [], departements: {}, regions: {}, pays: {} };
const missing = [];
for (const [name, zip, cc] of CITIES) {
  const hit = data.areas.find(
    (a) => a.type === 'ville' && a.countryCode === cc && a.cityName === name && (zip === '' || a.cityZipCode === zip),
  );
  if (!hit) {
    missing.push(`${name} ${zip} ${cc}`);
    continue;
  }
  out.cities.push(hit);
}
for (const a of data.areas) {
  if (a.type === 'departement') out.departements[`${a.countryCode}-${a.departmentCode}`] = a;
  if (a.type === 'region' && a.countryCode !== 'AD') out.regions[`${a.countryCode}-${a.regionCode}`] = a;
  if (a.type === 'pays') out.pays[a.countryCode] = a;
}
console.log('missing', missing);
writeFileSync(
  join(here, 'areas.ts'),
  '// Generated by extract-areas.mjs from resources/mobility/mobility-areas.json.gz (copied objects, unchanged).\n' +
    'export interface Area { type: "ville" | "departement" | "region" | "pays"; code?: string; label?: string; cityZipCode?: string; cityName?: string; departmentCode?: string; departmentName?: string; regionCode?: string; regionName?: string; countryCode?: string; countryName?: string }\n' +
    'export const AREAS: { cities: Area[]; departements: Record<string, Area>; regions: Record<string, Area>; pays: Record<string, Area> } = ' +
    JSON.stringify(out, null, 1) +
    ';\n',
);
console.log(out.cities.length, Object.keys(out.departements).length, Object.keys(out.regions).length);
