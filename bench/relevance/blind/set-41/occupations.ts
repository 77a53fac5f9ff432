import type { Family, Occupation } from './occupation-types';
import { OCCUPATIONS_A } from './occupations-a';
import { OCCUPATIONS_B } from './occupations-b';
import { OCCUPATIONS_C } from './occupations-c';
import { NEIGHBOURS } from './occupations-neighbours';

export type { Family, Occupation } from './occupation-types';

/** Every occupation the corpus draws: the industrial pool first, then the neighbours. */
export const OCCUPATIONS: Occupation[] = [...OCCUPATIONS_A, ...OCCUPATIONS_B, ...OCCUPATIONS_C, ...NEIGHBOURS];

export const OCC: Record<string, Occupation> = Object.fromEntries(OCCUPATIONS.map((o) => [o.key, o]));

export function occ(key: string): Occupation {
  const o = OCC[key];
  if (!o) throw new Error(`unknown occupation ${key}`);
  return o;
}

export function familyOf(key: string): Family {
  return occ(key).family;
}
