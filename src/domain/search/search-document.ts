import type { AreaResolver } from '../mobility/mobility-dataset';
import type { StoredProfile } from '../profile/raw-profile.schema';
import { stage1Body } from './anonymise';
import { placeKeys } from './places';
import { skillSlug } from './referential';

/**
 * What the search engines index for a profile: made from the partner's view of it (anonymise.ts), the very text a
 * Stage 1 result shows, so nothing a result hides (an e-mail, a phone, a URL, a name, an employer, a school) can be
 * matched. Text fields, by weight: headline (title and professions), skills (names, keywords and languages), summary,
 * work (positions and mission summaries). Places are keys of the residence and the work areas (places.ts).
 */
export interface SearchDocument {
  internalId: string;
  text: { headline: string; skills: string; summary: string; work: string };
  skillSlugs: string[];
  /** Place keys (places.ts): what the `workAreas` filter and place words match. */
  areaKeys: string[];
  /** `meta.freelance.seniority` value ('' when not given). */
  seniority: string;
  available: boolean;
  /** The service's modification time (epoch ms): ranks results that relevance does not separate. */
  updatedAt: number;
}

/**
 * The version of what a search document holds and how it is analysed. An index built from another version is stale:
 * the embedded index is rebuilt when the store opens; a cluster's health reports it until `fpd search-index rebuild`.
 * 2: documents from the redacted partner view, languages, residence and hierarchical place keys.
 */
export const SEARCH_DOCUMENT_VERSION = 2;

export const SEARCH_FIELDS = ['headline', 'skills', 'summary', 'work'] as const;
/** Field weights, the same on every engine: the title says most about a freelancer, then the skills. */
export const FIELD_WEIGHTS = { headline: 4, skills: 3, summary: 2, work: 1 } as const;

const join = (parts: (string | undefined)[]) => parts.filter(Boolean).join(' \n ');

/** `areas`: the mobility dataset, through which places are resolved (their own fields when absent). */
export function toSearchDocument(stored: StoredProfile, areas?: AreaResolver): SearchDocument | null {
  if (stored.removalReason) return null;
  const view = stage1Body(stored);
  const skillNames = view.skills.flatMap((s) => [s.name, ...s.keywords]);
  return {
    internalId: stored.internalId,
    text: {
      headline: join([view.headline, ...view.professions]),
      skills: join([...skillNames, ...view.languages.flatMap((l) => [l.language, l.fluency])]),
      summary: view.summary,
      work: join(view.workHistory.flatMap((w) => [w.position, w.summary])),
    },
    skillSlugs: [...new Set(skillNames.map(skillSlug).filter((s): s is string => s !== null))],
    areaKeys: placeKeys(stored.profile, areas),
    seniority: stored.profile.meta.freelance.seniority,
    available: stored.profile.meta.freelance.available,
    updatedAt: stored.modifiedAt,
  };
}
