/** Places of blind set 24: homes are cities of areas.ts, work areas are references to the dataset's objects. */
import { CITIES, COUNTRIES, DEPTS, REGIONS, type City, type WorkAreaObj } from './areas';

export type AreaType = 'ville' | 'departement' | 'region' | 'pays';

/** A work area as the Truth holds it: type and key (city key, COUNTRY:dept, COUNTRY:region, or country code). */
export interface AreaRef {
  type: AreaType;
  key: string;
}

const BY_KEY = new Map(CITIES.map((c) => [c.key, c]));

export function city(key: string): City {
  const c = BY_KEY.get(key);
  if (!c) throw new Error(`unknown city ${key}`);
  return c;
}

/** The department-sized unit of a city: its department, or its canton / region where the dataset gives none. */
export function localUnit(c: City): string {
  return c.dept || c.region;
}

export function areaObj(ref: AreaRef): WorkAreaObj {
  const o =
    ref.type === 'ville'
      ? BY_KEY.get(ref.key)?.area
      : ref.type === 'departement'
        ? DEPTS[ref.key]
        : ref.type === 'region'
          ? REGIONS[ref.key]
          : COUNTRIES[ref.key];
  if (!o) throw new Error(`unknown area ${ref.type} ${ref.key}`);
  return o;
}

/** Region key (COUNTRY:code) of a department key. */
export function regionOfDept(deptKey: string): string {
  const d = DEPTS[deptKey];
  if (!d || !d.regionCode) throw new Error(`unknown department ${deptKey}`);
  return `${d.countryCode}:${d.regionCode}`;
}

export function countryOf(key: string): string {
  return key.slice(0, 2);
}

/** What a place in a query means: cities (with their local unit), departments, regions or countries. */
export interface Place {
  cities?: string[];
  depts?: string[];
  regions?: string[];
  countries?: string[];
}

export type Fit = 'ok' | 'near' | 'fail';

/**
 * Whether a freelancer can work at a place, from the home and the declared work areas.
 * - city asked: ok when living in the city or its local unit, or declaring the city or its local unit; near when
 *   declaring the region or the country, or living elsewhere in the region; fail otherwise.
 * - department (province, canton) asked: ok when living in it or declaring it or a city in it; near when declaring
 *   its region or country, or living in the same region.
 * - region asked: ok when living in it or declaring it or anything inside it; near when declaring the country.
 * - country asked: ok when living there or declaring anything there.
 */
export function placeFit(home: string, areas: readonly AreaRef[], place: Place): Fit {
  const h = city(home);
  const fits: Fit[] = [];
  const areaCities = areas.filter((a) => a.type === 'ville').map((a) => city(a.key));
  const areaDepts = areas.filter((a) => a.type === 'departement').map((a) => a.key);
  const areaRegions = areas.filter((a) => a.type === 'region').map((a) => a.key);
  const areaCountries = areas.filter((a) => a.type === 'pays').map((a) => a.key);
  const unitsDeclared = new Set([
    ...areaCities.map(localUnit),
    ...areaDepts,
    ...areaRegions.filter((r) => r.startsWith('CH:') || r === 'BE:BRU'),
  ]);
  const regionsDeclared = new Set([...areaCities.map((c) => c.region), ...areaDepts.map(regionOfDept), ...areaRegions]);
  for (const ck of place.cities ?? []) {
    const c = city(ck);
    const unit = localUnit(c);
    if (h.key === c.key || localUnit(h) === unit || areaCities.some((a) => a.key === c.key) || unitsDeclared.has(unit))
      fits.push('ok');
    else if (areaRegions.includes(c.region) || areaCountries.includes(c.country) || h.region === c.region)
      fits.push('near');
    else fits.push('fail');
  }
  for (const d of place.depts ?? []) {
    const region = d.startsWith('CH:') || d === 'BE:BRU' ? d : regionOfDept(d);
    if (localUnit(h) === d || unitsDeclared.has(d)) fits.push('ok');
    else if (areaRegions.includes(region) || areaCountries.includes(countryOf(d)) || h.region === region)
      fits.push('near');
    else fits.push('fail');
  }
  for (const r of place.regions ?? []) {
    if (h.region === r || regionsDeclared.has(r)) fits.push('ok');
    else if (areaCountries.includes(countryOf(r))) fits.push('near');
    else fits.push('fail');
  }
  for (const k of place.countries ?? []) {
    if (h.country === k || areaCountries.includes(k) || [...regionsDeclared].some((r) => countryOf(r) === k))
      fits.push('ok');
    else fits.push('fail');
  }
  if (fits.includes('ok')) return 'ok';
  if (fits.includes('near')) return 'near';
  return 'fail';
}

export { CITIES, COUNTRIES, DEPTS, REGIONS };
