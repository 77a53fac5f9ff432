// Set 14: reads the mobility-areas dataset (resources/mobility/mobility-areas.json.gz) at run time.
import { gunzipSync } from 'node:zlib';
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

export interface WA {
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

let cache: WA[] | null = null;
export function allAreas(): WA[] {
  if (cache) return cache;
  const candidates = [
    join(__dirname, '../../../../resources/mobility/mobility-areas.json.gz'),
    join(process.cwd(), 'resources/mobility/mobility-areas.json.gz'),
  ];
  const file = candidates.find((f) => existsSync(f));
  if (!file) throw new Error('mobility-areas.json.gz not found');
  cache = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')).areas as WA[];
  return cache;
}

function one(pred: (a: WA) => boolean, what: string): WA {
  const a = allAreas().find(pred);
  if (!a) throw new Error('mobility area not found: ' + what);
  return { ...a };
}
export const ville = (name: string, zip?: string, cc = 'FR') =>
  one(
    (a) => a.type === 'ville' && a.cityName === name && a.countryCode === cc && (!zip || a.cityZipCode === zip),
    `${name} ${zip ?? ''} ${cc}`,
  );
export const dept = (code: string, cc = 'FR') =>
  one((a) => a.type === 'departement' && a.departmentCode === code && a.countryCode === cc, `dept ${code}`);
export const region = (code: string, cc = 'FR') =>
  one((a) => a.type === 'region' && a.regionCode === code && a.countryCode === cc, `region ${code} ${cc}`);
export const pays = (cc: string) => one((a) => a.type === 'pays' && a.countryCode === cc, `pays ${cc}`);
