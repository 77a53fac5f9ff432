import { GENERIC_NAME_WORDS, NAME_DRESSING } from '../../src/domain/search/anonymise';
import { PLACE_WORDS, SEARCH_WORDS } from '../../src/domain/search/query-expansion';
import { SKILLS } from '../../src/domain/search/referential';
import { exactTokens } from '../../src/domain/search/text-analysis';
import { EQUIVALENTS } from '../../src/domain/search/vocabulary-data';

/**
 * The brands that are also search words, from the vocabulary (issue 43): every word of the names of the referential's
 * skills and of the vocabulary's products and compounds that partners search with (`google`, `sap`, `docker`,
 * `salesforce`, `azure`...), but the words companies describe themselves with (`Data`, `Cloud`, `Services`), their
 * dress (`SA`, `France`), places and numbers. Each may be the name of an employer: `Google France`, `SAP SE`.
 */
export const BRANDS: readonly string[] = [
  ...new Set([...SKILLS.flatMap((s) => [s.name, s.slug, ...s.aliases]), ...EQUIVALENTS.flat()].flatMap(exactTokens)),
]
  .filter(
    (w) =>
      SEARCH_WORDS.has(w) &&
      !GENERIC_NAME_WORDS.has(w) &&
      !NAME_DRESSING.has(w) &&
      !PLACE_WORDS.has(w) &&
      !/^\d+$/.test(w),
  )
  .sort();
