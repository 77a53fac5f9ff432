import { foldPlaceName, type AreaResolver, type MobilityArea } from '../mobility/mobility-dataset';
import type { RawProfile, WorkArea } from '../profile/raw-profile.schema';
import type { RegionEntry } from './referential';
import { MAJOR_CITIES, NOT_PLACES, PLACE_ALIASES } from './vocabulary-data';

/**
 * Places in search: where a freelancer can work (its mobility areas) and where it lives (its residence), as keys the
 * engines index, and the places a query word or phrase names.
 *
 * A place is a node of the hierarchy country > region > department > city, written as its path:
 * `FR`, `FR/r84`, `FR/r84/d69`, `FR/r84/d69/vlyon` (a city is one node for all its postal codes). A profile gets:
 * - `w:in:N` for its work areas and every node above them ("can work somewhere in N"),
 * - `w:cover:N` for each work area itself ("can work anywhere in N"),
 * - `h:in:N` for its residence and every node above it ("lives in N").
 * A place P is matched by `w:in:P`, `h:in:P`, and `w:cover:Q` for P and each node Q above it: the same hierarchy as
 * the `workAreas` filter, where a region R is matched by `w:in:FR/rR` or `w:cover:FR` (an area in the region, or all
 * of France), and a country by `w:in:XX`.
 */

export type PlaceNode = string;

/** The path of an area: from the mobility dataset when it knows the area, else from the area's own codes. */
export function placeNode(area: WorkArea | MobilityArea): PlaceNode {
  const parts = [area.countryCode ?? 'FR'];
  if (area.type === 'pays') return parts[0]!;
  if (area.regionCode) parts.push(`r${area.regionCode}`);
  if (area.type === 'region') return parts.join('/');
  if (area.departmentCode) parts.push(`d${area.departmentCode}`);
  if (area.type === 'ville' && area.cityName) parts.push(`v${foldPlaceName(area.cityName).replace(/ /g, '-')}`);
  return parts.join('/');
}

/** A node and every node above it. */
export function withAncestors(node: PlaceNode): PlaceNode[] {
  const parts = node.split('/');
  return parts.map((_, i) => parts.slice(0, i + 1).join('/'));
}

/** The place keys of a profile (its work areas and its residence), resolved through the mobility dataset. */
export function placeKeys(profile: RawProfile, areas?: AreaResolver): string[] {
  const keys = new Set<string>();
  for (const given of profile.meta.freelance.preferences.workAreas) {
    const node = placeNode(areas?.resolve(given) ?? given);
    for (const n of withAncestors(node)) keys.add(`w:in:${n}`);
    keys.add(`w:cover:${node}`);
  }
  const home = residenceNode(profile.basics.location, areas);
  if (home) for (const n of withAncestors(home)) keys.add(`h:in:${n}`);
  return [...keys];
}

/** The residence as a city of the dataset (by postal code and name), else its country alone. */
function residenceNode(location: RawProfile['basics']['location'], areas?: AreaResolver): PlaceNode | null {
  if (!location) return null;
  const countryCode = location.countryCode || undefined;
  if (location.city) {
    const city = areas?.resolve({ type: 'ville', cityName: location.city, cityZipCode: location.postalCode || undefined, countryCode });
    if (city) return placeNode(city);
  }
  return countryCode ?? null;
}

/** The keys that match profiles in a place or able to work there. */
export function placeQueryKeys(node: PlaceNode): string[] {
  return [`w:in:${node}`, `h:in:${node}`, ...withAncestors(node).map((n) => `w:cover:${n}`)];
}

/** The keys of the `workAreas` filter: a French region matches areas in it or all of France; a country, any area in it. */
export function regionFilterKeys(region: RegionEntry): string[] {
  return region.regionCode ? [`w:in:${region.countryCode}/r${region.regionCode}`, `w:cover:${region.countryCode}`] : [`w:in:${region.countryCode}`];
}

/** What the dataset offers to find places by name: every area whose name folds to `folded`. */
export interface PlaceDirectory extends AreaResolver {
  named(folded: string): readonly MobilityArea[];
}

const LEVEL = { pays: 4, region: 3, departement: 2, ville: 1 } as const;

/**
 * The places a run of words names, or [] when it names none. `tokens` are the words' folded tokens; `explicit` is
 * true for a quoted phrase or a multi-word name, where any city of the dataset counts. A single unquoted word names
 * a country, a region, a department, or one of the major cities (vocabulary-data.ts): a lone word such as "courant"
 * or "sales" is also a village somewhere, and reading it as a place would match half the pool. Where a name belongs
 * to several levels (Paris the department and the city, Bretagne the region and two villages), the highest wins.
 */
export function findPlaces(tokens: readonly string[], explicit: boolean, directory: PlaceDirectory | undefined): PlaceNode[] {
  if (!directory || tokens.length === 0) return [];
  let name = tokens.join(' ');
  name = PLACE_ALIASES[name] ?? name;
  if (name.length < 3 || (!explicit && NOT_PLACES.has(name))) return [];
  const single = tokens.length === 1 && !explicit;
  const areas = directory.named(name).filter((a) => a.type !== 'ville' || !single || MAJOR_CITIES.has(name));
  if (areas.length === 0) return [];
  const top = Math.max(...areas.map((a) => LEVEL[a.type]));
  return [...new Set(areas.filter((a) => LEVEL[a.type] === top).map(placeNode))].sort();
}
