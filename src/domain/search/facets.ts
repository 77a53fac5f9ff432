import { DAYS_PER_WEEK, MISSION_DURATIONS, REMOTE_WORK } from '../profile/raw-profile.schema';
import { LANGUAGE_NAMES } from './attribute-data';
import { KEYS } from './match-keys';
import { REGIONS, SENIORITY_SLUGS } from './referential';

/**
 * Facets: how the matches of a search split, each value as the slug its filter accepts, counted on every engine from
 * the same keys (match-keys.ts), with the filters applied except the facet's own (a recruiter who filtered on one
 * region still sees how many the other regions would give).
 * - value facets: every value of a fixed list that some match has (seniority, workAreas, remoteWork, missionDuration,
 *   daysPerWeek);
 * - boolean facets: `true` and `false` (available, openToCdi, vehicle);
 * - top facets: the most frequent values, at most `size` (skills: 20; languages: all of them, by ISO 639-1 code).
 * Values with no match are left out; values by count, most first, then by key.
 */
export const FACETS = [
  'seniority',
  'workAreas',
  'available',
  'remoteWork',
  'missionDuration',
  'daysPerWeek',
  'languages',
  'skills',
  'openToCdi',
  'vehicle',
] as const;
export type FacetName = (typeof FACETS)[number];

export type FacetDefinition =
  | { kind: 'values'; values: readonly { value: string; key: string }[] }
  | { kind: 'boolean'; key: string }
  | { kind: 'top'; prefix: string; size: number; valueOf: (key: string) => string | null };

const values = (list: readonly { value: string; key: string }[]): FacetDefinition => ({ kind: 'values', values: list });

export const FACET_DEFINITIONS: Record<FacetName, FacetDefinition> = {
  seniority: values(SENIORITY_SLUGS.map((s) => ({ value: s.slug, key: KEYS.seniority(s.slug) }))),
  workAreas: values(REGIONS.map((r) => ({ value: r.slug, key: KEYS.region(r.slug) }))),
  available: { kind: 'boolean', key: KEYS.available },
  remoteWork: values(REMOTE_WORK.map((v) => ({ value: v, key: KEYS.remote(v) }))),
  missionDuration: values(MISSION_DURATIONS.map((v) => ({ value: v, key: KEYS.mission(v) }))),
  daysPerWeek: values(DAYS_PER_WEEK.map((v) => ({ value: v, key: KEYS.days(v) }))),
  languages: {
    kind: 'top',
    prefix: 'l:',
    size: Object.keys(LANGUAGE_NAMES).length,
    valueOf: (key) => (/^l:[a-z]{2}$/.test(key) ? key.slice(2) : null),
  },
  skills: { kind: 'top', prefix: 'k:', size: 20, valueOf: (key) => key.slice(2) },
  openToCdi: { kind: 'boolean', key: KEYS.openToCdi },
  vehicle: { kind: 'boolean', key: KEYS.vehicle },
};

/** The keys a facet counts: every one of a value or boolean facet; a top facet counts those of its prefix. */
export const facetKeys = (d: FacetDefinition): string[] =>
  d.kind === 'values' ? d.values.map((v) => v.key) : d.kind === 'boolean' ? [d.key] : [];

const COUNTED = new Set(Object.values(FACET_DEFINITIONS).flatMap(facetKeys));
const TOP = Object.values(FACET_DEFINITIONS).flatMap((d) => (d.kind === 'top' ? [d] : []));

/**
 * The keys of a search document that some facet counts (a few a profile, where its place keys run to hundreds): what
 * every engine keeps apart for counting, so that counting visits nothing else.
 */
export const countedKeys = (keys: readonly string[]): string[] => keys.filter(isCountedKey);

/** Whether some facet counts the key: a document's counted keys hold it exactly when its keys do. */
export const isCountedKey = (k: string): boolean =>
  COUNTED.has(k) || TOP.some((d) => k.startsWith(d.prefix) && d.valueOf(k) !== null);

export interface FacetValue {
  value: string;
  count: number;
}

/**
 * A facet's values from the counts of its keys among the matches (`total`: how many matches it counted over), the
 * same on every engine: engines count keys, this decides the values.
 */
export function facetValues(d: FacetDefinition, counts: ReadonlyMap<string, number>, total: number): FacetValue[] {
  let out: FacetValue[];
  if (d.kind === 'values') out = d.values.map((v) => ({ value: v.value, count: counts.get(v.key) ?? 0 }));
  else if (d.kind === 'boolean') {
    const yes = counts.get(d.key) ?? 0;
    out = [
      { value: 'true', count: yes },
      { value: 'false', count: total - yes },
    ];
  } else {
    out = [...counts.entries()].flatMap(([key, count]) => {
      const value = key.startsWith(d.prefix) ? d.valueOf(key) : null;
      return value === null ? [] : [{ value, count }];
    });
  }
  out = out
    .filter((v) => v.count > 0)
    .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
  return d.kind === 'top' ? out.slice(0, d.size) : out;
}
