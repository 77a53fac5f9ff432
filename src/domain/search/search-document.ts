import type { AreaResolver } from '../mobility/mobility-dataset';
import type { StoredProfile } from '../profile/raw-profile.schema';
import { areaKeys, skillSlug } from './referential';

/**
 * What the search engines index for a profile. Text fields, by weight: headline (title and professions), skills
 * (names and keywords), summary, work (positions and mission summaries). Employers' and schools' names are not
 * indexed: results never show them, and matching on them would let a search probe who a freelancer is.
 */
export interface SearchDocument {
  internalId: string;
  text: { headline: string; skills: string; summary: string; work: string };
  skillSlugs: string[];
  areaKeys: string[];
  /** `meta.freelance.seniority` value ('' when not given). */
  seniority: string;
  available: boolean;
  /** The service's modification time (epoch ms): ranks results that relevance does not separate. */
  updatedAt: number;
}

export const SEARCH_FIELDS = ['headline', 'skills', 'summary', 'work'] as const;
/** Field weights, the same on every engine: the title says most about a freelancer, then the skills. */
export const FIELD_WEIGHTS = { headline: 4, skills: 3, summary: 2, work: 1 } as const;

const join = (parts: (string | undefined)[]) => parts.filter(Boolean).join(' \n ');

/** `areas`: the mobility dataset, through which work areas are resolved (their own fields when absent). */
export function toSearchDocument(stored: StoredProfile, areas?: AreaResolver): SearchDocument | null {
  if (stored.removalReason) return null;
  const p = stored.profile;
  const f = p.meta.freelance;
  return {
    internalId: stored.internalId,
    text: {
      headline: join([p.basics.label, ...f.professions]),
      skills: join(p.skills.flatMap((s) => [s.name, ...s.keywords])),
      summary: p.basics.summary,
      work: join(p.work.flatMap((w) => [w.position, w.summary])),
    },
    skillSlugs: [...new Set(p.skills.flatMap((s) => [s.name, ...s.keywords]).map(skillSlug).filter((s): s is string => s !== null))],
    areaKeys: [...new Set(f.preferences.workAreas.flatMap((a) => areaKeys(a, areas)))],
    seniority: f.seniority,
    available: f.available,
    updatedAt: stored.modifiedAt,
  };
}
