/* The blind-25 queries: 96 keyword searches in eight classes, then 16 briefs. */
import { BRIEF } from './queries-brief';
import { ABBREV, COMBO, GRAMMAR, PLACE, SENIORITY, SKILL, TITLE_EN, TITLE_FR, type Query } from './queries-keywords';

export type { Query } from './queries-keywords';

export const QUERIES: Query[] = [
  ...ABBREV,
  ...TITLE_EN,
  ...TITLE_FR,
  ...PLACE,
  ...SENIORITY,
  ...COMBO,
  ...GRAMMAR,
  ...SKILL,
  ...BRIEF,
];
