/** The fields of a search document a term is looked for in (search-document.ts), and their weights. */
export const SEARCH_FIELDS = ['headline', 'skills', 'summary', 'work'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];
/** The headline alone: what a term matched in one field looks in (Clause.fields). */
export const HEADLINE: readonly SearchField[] = ['headline'];
/** Field weights, the same on every engine: the title says most about a freelancer, then the skills. */
export const FIELD_WEIGHTS = { headline: 4, skills: 3, summary: 2, work: 1 } as const;
