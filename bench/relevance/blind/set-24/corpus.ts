/**
 * Corpus generator of blind set 24: about 700 freelancer profiles (marketing, communication, creative, content,
 * digital product and web building; about 15 % developers, data and sales people next to them). Deterministic:
 * mulberry32 seeded per profile, "today" is 2026-11-30. A Truth is drawn for each profile, then the profile is written
 * from it (write.ts). Some profiles have fixed attributes (planted.ts) and are shuffled among the others.
 */
import { OCCS, occDef } from './occupations';
import { PLANTED } from './planted';
import { RARE_LAST, SMALL_EMPLOYERS } from './people';
import { drawTruth, type PrivateContext, type Truth } from './truth';
import { mulberry32, shuffle } from './util';
import { writeProfile } from './write';

export type { Truth } from './truth';

const RANDOM_PROFILES = 577;
const SEED = 240_2026;

/** The trades of the random part, in proportion to their weights (largest remainders), in a shuffled order. */
function tradeQuotas(n: number): string[] {
  const keys = Object.keys(OCCS);
  const total = keys.reduce((s, k) => s + occDef(k).weight, 0);
  const exact = keys.map((k) => ({ k, x: (occDef(k).weight * n) / total }));
  const out = exact.flatMap(({ k, x }) => Array.from({ length: Math.floor(x) }, () => k));
  const rest = [...exact].sort((a, b) => (b.x % 1) - (a.x % 1));
  for (const { k } of rest) {
    if (out.length >= n) break;
    out.push(k);
  }
  return shuffle(mulberry32(SEED + 1), out);
}

export function corpus(): { profile: unknown; truth: Truth }[] {
  const trades = tradeQuotas(RANDOM_PROFILES);
  const order = shuffle(mulberry32(SEED), [
    ...Array.from({ length: RANDOM_PROFILES }, (_, i) => ({ planted: null as number | null, i })),
    ...PLANTED.map((_, i) => ({ planted: i as number | null, i: RANDOM_PROFILES + i })),
  ]);
  const ctx: PrivateContext = { usedRare: new Set(), usedSmall: new Set(), rare: RARE_LAST, small: SMALL_EMPLOYERS };
  return order.map((slot, n) => {
    const id = `b24-${String(n + 1).padStart(4, '0')}`;
    const r = mulberry32(SEED + 7919 * (slot.i + 1));
    const truth = drawTruth(
      r,
      id,
      ctx,
      slot.planted === null ? { occ: trades[slot.i] ?? 'graphiste' } : PLANTED[slot.planted],
    );
    const profile = writeProfile(r, truth);
    return { profile, truth };
  });
}
