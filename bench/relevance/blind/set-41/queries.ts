/**
 * The queries of set 41: keyword queries in nine classes, then briefs (French sentences, English sentences, pasted
 * mission ads). Judges grade from the Truth only (judge.ts).
 */
import { BRIEF_QUERIES } from './queries-briefs';
import { KEYWORD_QUERIES, type Query } from './queries-keywords';

export type { Query } from './queries-keywords';

export const QUERIES: {
  kind: string;
  body: {
    keywords?: string;
    brief?: string;
    skills?: string[];
    workAreas?: string[];
    seniority?: string[];
    available?: boolean;
  };
  judge: (t: import('./truth').Truth) => 0 | 1 | 2 | 3;
  note?: string;
}[] = [...KEYWORD_QUERIES, ...BRIEF_QUERIES] satisfies Query[];
