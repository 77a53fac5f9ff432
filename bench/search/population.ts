import { demoProfiles } from '../../src/demo/demo-profiles';
import type { RawProfile } from '../../src/domain/profile/raw-profile.schema';

/**
 * The profiles of bench:search's store (seeded-store.ts's `generate`): every benchmark of search seeds and reuses the
 * same store (its manifest names this generator's output).
 */
export const searchPopulation = (offset: number, count: number): RawProfile[] =>
  demoProfiles(count, { seed: 7000 + offset, idPrefix: `b${String(offset / 10_000).padStart(3, '0')}-` });
