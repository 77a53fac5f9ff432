import { LEVEL_NAMES, type LevelName } from './attributes';
import type { FacetName } from './facets';
import { KEYS } from './match-keys';
import { placeQueryKeys, regionNode } from './places';
import type { Clause } from './query-expansion';
import type { RegionEntry, SkillEntry } from './referential';
import { HEADLINE } from './search-fields';

/** A filter: the profiles that have one of the keys (match-keys.ts), or, with `negate`, none of them. */
export interface KeyFilter {
  /** The facet it narrows: that facet is counted without it (facets.ts). */
  facet: FacetName;
  any: string[];
  negate?: boolean;
}

/** The filters of a search, validated: every one must hold. */
export interface SearchFilters {
  /** Every one required. */
  skills?: SkillEntry[];
  /** Any one. */
  workAreas?: RegionEntry[];
  /** Seniority slugs, any one. */
  seniority?: string[];
  available?: boolean;
  /** Any one of each. */
  remoteWork?: string[];
  missionDuration?: string[];
  daysPerWeek?: string[];
  /** Every one required, each at its level or better when one is given. */
  languages?: { code: string; minLevel?: LevelName }[];
  openToCdi?: boolean;
  vehicle?: boolean;
}

const LEVEL_OF = new Map(Object.entries(LEVEL_NAMES).map(([level, name]) => [name, Number(level)]));

/** The key filters of a search's filters (the range filters, rate and availability, are the engines' own). */
export function keyFilters(f: SearchFilters): KeyFilter[] {
  const out: KeyFilter[] = [];
  const any = (facet: FacetName, keys: string[] | undefined) =>
    keys && keys.length > 0 && out.push({ facet, any: keys });
  const flag = (facet: FacetName, key: string, value: boolean | undefined) =>
    value !== undefined && out.push({ facet, any: [key], ...(!value && { negate: true }) });
  for (const s of f.skills ?? []) out.push({ facet: 'skills', any: [KEYS.skill(s.slug)] });
  any(
    'workAreas',
    f.workAreas?.map((r) => KEYS.region(r.slug)),
  );
  any('seniority', f.seniority?.map(KEYS.seniority));
  flag('available', KEYS.available, f.available);
  any('remoteWork', f.remoteWork?.map(KEYS.remote));
  any('missionDuration', f.missionDuration?.map(KEYS.mission));
  any('daysPerWeek', f.daysPerWeek?.map(KEYS.days));
  for (const l of f.languages ?? []) {
    const min = l.minLevel ? LEVEL_OF.get(l.minLevel)! : null;
    out.push({
      facet: 'languages',
      any:
        min === null
          ? [KEYS.language(l.code)]
          : [1, 2, 3, 4, 5].filter((level) => level >= min).map((level) => KEYS.language(l.code, level)),
    });
  }
  flag('openToCdi', KEYS.openToCdi, f.openToCdi);
  flag('vehicle', KEYS.vehicle, f.vehicle);
  return out;
}

/**
 * What the filters prefer among their matches (scoring only): whoever lives in a `workAreas` region before whoever can
 * work there, and both before whoever covers all of France; the `skills` filtered, named in the title (a headline that
 * says `Kubernetes` first; every match holds the skill, so its other fields say little more, and scoring them is
 * scoring every document that names the skill: at 100 000 profiles 13 474 for JavaScript or React, 2 824 by title).
 */
export function filterBoosts(skills: SkillEntry[], regions: RegionEntry[]): Clause[] {
  const boosts: Clause[] = skills.map((s) => ({
    alternatives: [...new Set([s.name, ...s.aliases])].map((name) => [{ kind: 'word' as const, text: name }]),
    keys: [],
    fields: HEADLINE,
  }));
  const keys = regions.flatMap((r) => placeQueryKeys(regionNode(r)));
  if (keys.length > 0) boosts.push({ alternatives: [], keys });
  return boosts;
}
