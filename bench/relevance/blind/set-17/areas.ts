// Set 17: mobility areas, read at run time from the mobility dataset (France, Belgium, Switzerland, Luxembourg).
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { join } from 'node:path';

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

let cache: Area[] | null = null;
function all(): Area[] {
  if (!cache) {
    const file = join(__dirname, '../../../../resources/mobility/mobility-areas.json.gz');
    cache = (JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as { areas: Area[] }).areas;
  }
  return cache;
}

const copy = (a: Area): Area => JSON.parse(JSON.stringify(a));

/** A city; for France give the postal code, elsewhere the name only. */
export function ville(name: string, zip?: string, country = 'FR'): Area {
  const a = all().find(
    (x) => x.type === 'ville' && x.cityName === name && x.countryCode === country && (!zip || x.cityZipCode === zip),
  );
  if (!a) throw new Error(`no city ${name} ${zip ?? ''} ${country}`);
  return copy(a);
}
export function dept(code: string, country = 'FR'): Area {
  const a = all().find((x) => x.type === 'departement' && x.departmentCode === code && x.countryCode === country);
  if (!a) throw new Error(`no department ${code} ${country}`);
  return copy(a);
}
export function region(code: string, country = 'FR'): Area {
  const a = all().find((x) => x.type === 'region' && x.regionCode === code && x.countryCode === country);
  if (!a) throw new Error(`no region ${code} ${country}`);
  return copy(a);
}
export function pays(country: string): Area {
  const a = all().find((x) => x.type === 'pays' && x.countryCode === country);
  if (!a) throw new Error(`no country ${country}`);
  return copy(a);
}

/** Keys used by the judgments: 'FR:69' for a department, 'R:FR:84' for a region, 'C:FR' for a country. */
export interface AreaKeys {
  type: Area['type'];
  dept?: string;
  region?: string;
  country: string;
  city?: string;
}
export function keysOf(a: Area): AreaKeys {
  const c = a.countryCode ?? 'FR';
  return {
    type: a.type,
    city: a.cityName,
    dept: a.departmentCode ? `${c}:${a.departmentCode}` : undefined,
    region: a.regionCode ? `R:${c}:${a.regionCode}` : undefined,
    country: c,
  };
}
