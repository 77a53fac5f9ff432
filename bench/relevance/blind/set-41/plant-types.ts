import type { Band, Origin, Truth } from './truth';

/**
 * A profile planted with fixed attributes, so that demanding queries have answers and near misses. Anything not set
 * is drawn as for every other profile; the Truth carries no trace of the planting.
 */
export interface Plant {
  occ: string;
  cvLang?: 'fr' | 'en';
  origin?: Origin;
  gender?: 'f' | 'm';
  set?: Partial<Omit<Truth, 'id' | 'occ' | 'family' | 'neighbour' | 'private' | 'band'>> & { band?: Band };
  addSkills?: string[];
  dropSkills?: string[];
  addCerts?: string[];
  dropCerts?: string[];
}
