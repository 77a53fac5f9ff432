import { foldPlaceName, type AreaResolver, type MobilityArea } from '../mobility/mobility-dataset';
import type { RawProfile, WorkArea } from '../profile/raw-profile.schema';
import { KEYS, WEIGHTS, type KeyMatch } from './match-keys';
import { REGIONS, type RegionEntry } from './referential';
import { NameLengths } from './text-analysis';
import {
  CITY_ALIASES,
  MAJOR_CITIES,
  MAJOR_CITY_HOMES,
  NOT_PLACES,
  PLACE_ADJECTIVE_PLACES,
  PLACE_ALIASES,
} from './vocabulary-data';

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
 * of France), and a country by `w:in:XX`. Living there ranks first, then working there, then an area that covers it
 * (a department before a region, a region before a country): match-keys.ts's weights.
 */

export type PlaceNode = string;

/** Whether a key is one of a place (`h:in:`, `h:zip:`, `w:in:`, `w:cover:`). */
export const isPlaceKey = (key: string): boolean => key.startsWith('h:') || key.startsWith('w:');

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

/**
 * An area through the mobility dataset, a city also under the name the dataset gives it (`Bruxelles` is Brussels:
 * vocabulary-data.ts's CITY_ALIASES); null when the dataset does not know it.
 */
function resolveArea(area: WorkArea, areas: AreaResolver | undefined): MobilityArea | null {
  if (!areas) return null;
  const found = areas.resolve(area);
  const alias =
    !found && area.type === 'ville' && area.cityName ? CITY_ALIASES[foldPlaceName(area.cityName)] : undefined;
  return found ?? (alias ? areas.resolve({ ...area, cityName: alias }) : null);
}

/**
 * Whether a place's name holds a word of the person's own names (anonymise.ts's Redaction.hidesPlace): such a place
 * is neither shown nor matched in its profile, the area above it is (a city its department, a department its region).
 */
export type HidesPlace = (name: string | undefined) => boolean;
const hidesNone: HidesPlace = () => false;

const LEVELS = ['pays', 'region', 'departement', 'ville'] as const;

/**
 * A work area as its profile shows it and is searched by: itself, or, when the name of one of its levels is hidden
 * (`hides`), the area above that level (a city so named is its department, a department its region, a region its
 * country), without the fields that named what it was (code, label, postal code). A country's hidden name is left
 * out; its code, which is no name, stays.
 */
export function shownArea(area: WorkArea, hides: HidesPlace): WorkArea {
  const names = [area.countryName, area.regionName, area.departmentName, area.cityName];
  const depth = LEVELS.indexOf(area.type);
  const hidden = names.findIndex((name, level) => level > 0 && level <= depth && hides(name));
  const countryName = hides(area.countryName) ? undefined : area.countryName;
  if (hidden < 0) return countryName === area.countryName ? area : { ...area, countryName };
  const { regionCode, regionName, departmentCode, departmentName } = area;
  const known = [true, !!(regionCode || regionName), !!(departmentCode || departmentName)];
  let above = hidden - 1;
  while (!known[above]) above--;
  return {
    type: LEVELS[above]!,
    ...(above >= 2 && { departmentCode, departmentName }),
    ...(above >= 1 && { regionCode, regionName }),
    countryCode: area.countryCode,
    countryName,
  };
}

/**
 * The place keys of a profile (its work areas and its residence), resolved through the mobility dataset; `h:zip:Z` for
 * a French residence's postal code (a postal code typed in the keywords ranks whoever lives there first). `hides`:
 * the places named like the person (shownArea): a work area so named is keyed as the area above it, a residence in a
 * city so named as its department, without its postal code.
 */
export function placeKeys(profile: RawProfile, areas?: AreaResolver, hides: HidesPlace = hidesNone): string[] {
  const keys = new Set<string>();
  for (const given of profile.meta.freelance.preferences.workAreas) {
    const shown = shownArea(given, hides);
    const node = placeNode(resolveArea(shown, areas) ?? shown);
    for (const n of withAncestors(node)) keys.add(`w:in:${n}`);
    keys.add(`w:cover:${node}`);
  }
  const location = profile.basics.location;
  const cityHidden = hides(location?.city);
  const home = residenceNode(location, areas, cityHidden);
  if (home) for (const n of withAncestors(home)) keys.add(`h:in:${n}`);
  if (
    !cityHidden &&
    location?.postalCode &&
    (location.countryCode || 'FR') === 'FR' &&
    /^\d{5}$/.test(location.postalCode)
  )
    keys.add(`h:zip:${location.postalCode}`);
  return [...keys];
}

/**
 * The residence as a city of the dataset (by postal code and name), or the node above the city when its name is
 * hidden; else its country alone.
 */
function residenceNode(
  location: RawProfile['basics']['location'],
  areas: AreaResolver | undefined,
  cityHidden: boolean,
): PlaceNode | null {
  if (!location) return null;
  const countryCode = location.countryCode || undefined;
  if (location.city) {
    const city = resolveArea(
      { type: 'ville', cityName: location.city, cityZipCode: location.postalCode || undefined, countryCode },
      areas,
    );
    if (city) return cityHidden ? (withAncestors(placeNode(city)).at(-2) ?? null) : placeNode(city);
  }
  return countryCode ?? null;
}

/** What an area covering a place adds, by the depth of the area (1: a country, 2: a region, 3: a department). */
const COVER_WEIGHTS = [WEIGHTS.coversCountry, WEIGHTS.coversRegion, WEIGHTS.coversDepartment];

/**
 * The keys that match profiles in a place or able to work there, each with what it adds to the score; with the
 * postal code typed, whoever lives at it first.
 */
export function placeQueryKeys(node: PlaceNode, zip?: string): KeyMatch[] {
  const above = withAncestors(node).slice(0, -1);
  // A city's department: who lives there lives a commute away (above: the country, the region, the department).
  const department = above.length >= 3 ? above[2]! : null;
  // around it (WEIGHTS.livesAround): a French place's region, a foreign place's country; none around a region or country
  const around = node.startsWith('FR') ? above[1] : above[0];
  return [
    ...(around ? [{ key: `h:in:${around}`, weight: WEIGHTS.livesAround, around: true as const }] : []),
    ...(zip ? [{ key: `h:zip:${zip}`, weight: WEIGHTS.livesAt }] : []),
    { key: `h:in:${node}`, weight: WEIGHTS.lives },
    ...(department ? [{ key: `h:in:${department}`, weight: WEIGHTS.livesNear }] : []),
    { key: `w:in:${node}`, weight: WEIGHTS.worksIn },
    { key: `w:cover:${node}`, weight: WEIGHTS.worksIn },
    ...above.map((n, depth) => ({
      key: `w:cover:${n}`,
      weight: COVER_WEIGHTS[Math.min(depth, COVER_WEIGHTS.length - 1)]!,
      // a whole country's area for a department or a city: far wider than the place (KeyMatch.wide)
      ...(depth === 0 && above.length >= 2 && { wide: true as const }),
    })),
  ];
}

/**
 * The keys of the `workAreas` filter: a French region matches areas in it or all of France; a country, any area in it.
 */
export function regionFilterKeys(region: RegionEntry): string[] {
  return region.regionCode
    ? [`w:in:${region.countryCode}/r${region.regionCode}`, `w:cover:${region.countryCode}`]
    : [`w:in:${region.countryCode}`];
}

/**
 * The `workAreas` filter's regions a profile is in, from its place keys: `g:<region slug>` (match-keys.ts). A profile
 * that names no work area is taken to work where it lives (most freelancers who leave it empty do).
 */
export function regionKeys(places: readonly string[]): string[] {
  const have = new Set(places);
  if (!places.some((k) => k.startsWith('w:')))
    for (const k of places) if (k.startsWith('h:in:')) have.add(`w:in:${k.slice('h:in:'.length)}`);
  return REGIONS.filter((r) => regionFilterKeys(r).some((k) => have.has(k))).map((r) => KEYS.region(r.slug));
}

/** The node of a region of the referential (a French region, or a whole country). */
export const regionNode = (region: RegionEntry): PlaceNode =>
  region.regionCode ? `${region.countryCode}/r${region.regionCode}` : region.countryCode;

/** What the dataset offers to find places by name or code. */
export interface PlaceDirectory extends AreaResolver {
  /** Every area whose name folds to `folded`. */
  named(folded: string): readonly MobilityArea[];
  /**
   * The areas a code names: a French department number (`33`, `2A`, `971`; `20`: Corsica's two) or postal code
   * (`75011`).
   */
  coded(code: string): readonly MobilityArea[];
  /** The most words of a name `named` knows that begins with `word`, then `next` when the text goes on (folded). */
  longestNameFrom(word: string, next: string | undefined): number;
}

/**
 * `directory`, knowing besides a place's people's adjective as that place (`lillois`, `bordelaises`: the department;
 * `breton`: the region; vocabulary-data.ts's PLACE_ADJECTIVE_PLACES). For a brief's running text, where the adjective
 * written in lower case says where a client is (`un établissement de paiement lillois`); in keywords it stays a word
 * (it names clubs, banks and newspapers: `Crédit Lyonnais`), and a brief leaves it when written as a name.
 */
export function withPlaceAdjectives(directory: PlaceDirectory): PlaceDirectory {
  const place = (word: string) => PLACE_ADJECTIVE_PLACES.get(word);
  return {
    resolve: (area) => directory.resolve(area),
    coded: (code) => directory.coded(code),
    named(folded) {
      const of = place(folded);
      return of === undefined ? directory.named(folded) : /^\d/.test(of) ? directory.coded(of) : directory.named(of);
    },
    longestNameFrom: (word, next) => Math.max(place(word) === undefined ? 0 : 1, directory.longestNameFrom(word, next)),
  };
}

/** A department number or a French postal code, as a token reads it. */
const PLACE_CODE = /^(?:0[1-9]|[1-8]\d|9[0-5]|2[ab]|97[1-6]|\d{5})$/;

const LEVEL = { pays: 4, region: 3, departement: 2, ville: 1 } as const;

/**
 * The places a run of words names, or [] when it names none. `tokens` are the words' folded tokens; `explicit` is
 * true for a quoted phrase or a multi-word name, where any city of the dataset counts. A single unquoted word names
 * a country, a region, a department, or one of the major cities (vocabulary-data.ts): a lone word such as "courant"
 * or "sales" is also a village somewhere, and reading it as a place would match half the pool. Where a name belongs
 * to several levels (Paris the department and the city, Bretagne the region and two villages), the highest wins.
 */
export function findPlaces(
  tokens: readonly string[],
  explicit: boolean,
  directory: PlaceDirectory | undefined,
): PlaceNode[] {
  return readPlaces(tokens, explicit, directory).map((p) => p.node);
}

/** A place a query names: its node, its name to tell the partner how the words were read, the postal code typed. */
export interface PlaceReading {
  node: PlaceNode;
  name: string;
  zip?: string;
}

/**
 * findPlaces, with each place's name. A department number (`33`, `2A`, `971`) or a French postal code (`75011`) names
 * its department or its city, written alone.
 */
/** Words naming a kind of place before its name (folded), and the articles that may follow them. */
export const PLACE_KINDS: ReadonlySet<string> = new Set([
  'canton',
  'departement',
  'dept',
  'dpt',
  'region',
  'ville',
  'province',
  'pays',
]);
const PLACE_JOINS = new Set(['de', 'du', 'des', 'd', 'la', 'l', 'of']);
/**
 * The quarters of a place recruiters name before it (`Nord Isère`, `sud Gironde`, `au nord de Lyon`): read as a kind of
 * place is, the place itself (a search keys no finer than a department), never the department of the Nord beside it.
 */
const QUARTERS: ReadonlySet<string> = new Set(['nord', 'sud', 'ouest']);

/** How many words the aliases of places (PLACE_ALIASES) may have. */
const ALIAS_LENGTHS = new NameLengths(Object.keys(PLACE_ALIASES));

/**
 * The most of `tokens` from `from` on that readPlaces may read as a place: a code's one token, an alias's or a name's
 * words (as far as their first two tell), and no bound after a kind of place (its name follows any joins); 0 when no
 * place begins there. What keeps a long text from being read by every run of its words.
 */
export function placeLengthFrom(
  tokens: readonly string[],
  from: number,
  directory: PlaceDirectory | undefined,
): number {
  const [word, next] = [tokens[from], tokens[from + 1]];
  if (!directory || word === undefined) return 0;
  if (PLACE_KINDS.has(word) || QUARTERS.has(word)) return Infinity;
  return Math.max(PLACE_CODE.test(word) ? 1 : 0, ALIAS_LENGTHS.from(word, next), directory.longestNameFrom(word, next));
}

export function readPlaces(
  tokens: readonly string[],
  explicit: boolean,
  directory: PlaceDirectory | undefined,
): PlaceReading[] {
  // none begins so (most of a text's words and runs of words): not looked up
  if (!directory || tokens.length === 0 || tokens.length > placeLengthFrom(tokens, 0, directory)) return [];
  const whole = readPlace(tokens, explicit, directory);
  // `canton de Vaud`, `département du Nord`, `région Bretagne`, `dept 69`, `Nord Isère`: the place after its kind or
  // quarter, read as it would be alone, when the words are no place as a whole (`Pays de la Loire`, `Ville-la-Grand`,
  // `Nord-Pas-de-Calais` are).
  if (whole.length > 0 || tokens.length < 2 || !(PLACE_KINDS.has(tokens[0]!) || QUARTERS.has(tokens[0]!))) return whole;
  let from = 1;
  while (from < tokens.length - 1 && PLACE_JOINS.has(tokens[from]!)) from++;
  const rest = tokens.slice(from);
  return readPlace(rest, rest.length > 1, directory);
}

function readPlace(tokens: readonly string[], explicit: boolean, directory: PlaceDirectory): PlaceReading[] {
  const alias = PLACE_ALIASES[tokens.join(' ')];
  if (Array.isArray(alias)) {
    const found = alias.flatMap((place) => readPlace(place.split(' '), true, directory));
    return found.filter((p, i) => found.findIndex((q) => q.node === p.node) === i);
  }
  const name = (alias as string | undefined) ?? tokens.join(' ');
  const coded = tokens.length === 1 && PLACE_CODE.test(name) ? directory.coded(name.toUpperCase()) : [];
  if (coded.length === 0 && (name.length < 3 || (!explicit && NOT_PLACES.has(name)))) return [];
  const single = tokens.length === 1 && !explicit;
  const areas =
    coded.length > 0
      ? coded
      : directory.named(name).filter((a) => a.type !== 'ville' || !single || isMajorCity(name, a));
  if (areas.length === 0) return [];
  const top = Math.max(...areas.map((a) => LEVEL[a.type]));
  const found = new Map<PlaceNode, string>();
  for (const a of areas) if (LEVEL[a.type] === top) found.set(placeNode(a), areaName(a));
  const zip = coded.length > 0 && /^\d{5}$/.test(name) ? name : undefined;
  return [...found.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([node, name]) => ({ node, name, ...(zip && { zip }) }));
}

/** Whether a single unquoted word names this city: a major city's name, and its home where others bear it too. */
export const isMajorCity = (name: string, a: MobilityArea): boolean =>
  MAJOR_CITIES.has(name) &&
  (MAJOR_CITY_HOMES[name] === undefined || MAJOR_CITY_HOMES[name] === `${a.countryCode}/${a.departmentCode ?? ''}`);

const areaName = (a: MobilityArea) =>
  (a.type === 'pays'
    ? a.countryName
    : a.type === 'region'
      ? a.regionName
      : a.type === 'departement'
        ? a.departmentName
        : a.cityName) ?? '';
