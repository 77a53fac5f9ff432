/**
 * Set 15: access to the mobility-areas dataset (resources/mobility/mobility-areas.json.gz), read at run time with
 * node's zlib and fs. WorkArea objects in profiles are copied verbatim from it.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { join } from 'node:path';

export interface DatasetArea {
  type: 'ville' | 'departement' | 'region' | 'pays';
  code?: string;
  label?: string;
  cityZipCode?: string;
  cityName?: string;
  departmentCode?: string;
  departmentName?: string;
  regionCode?: string;
  regionName?: string;
  countryCode: string;
  countryName?: string;
}

let cache: DatasetArea[] | null = null;

function all(): DatasetArea[] {
  if (!cache) {
    const file = join(__dirname, '../../../../resources/mobility/mobility-areas.json.gz');
    const data = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as { areas: DatasetArea[] };
    cache = data.areas;
  }
  return cache;
}

function one(pred: (a: DatasetArea) => boolean, what: string): DatasetArea {
  const found = all().filter(pred);
  if (found.length === 0) throw new Error(`mobility area not found: ${what}`);
  return { ...found[0]! };
}

export function cityFR(name: string, zip: string): DatasetArea {
  return one(
    (a) => a.type === 'ville' && a.countryCode === 'FR' && a.cityName === name && a.cityZipCode === zip,
    `${name} ${zip}`,
  );
}
export function cityForeign(name: string, cc: string): DatasetArea {
  return one((a) => a.type === 'ville' && a.countryCode === cc && a.cityName === name, `${name} ${cc}`);
}
export function dept(code: string, cc = 'FR'): DatasetArea {
  return one((a) => a.type === 'departement' && a.countryCode === cc && a.departmentCode === code, `dept ${code}`);
}
export function region(code: string, cc = 'FR'): DatasetArea {
  return one((a) => a.type === 'region' && a.countryCode === cc && a.regionCode === code, `region ${code} ${cc}`);
}
export function pays(cc: string): DatasetArea {
  return one((a) => a.type === 'pays' && a.countryCode === cc, `pays ${cc}`);
}
