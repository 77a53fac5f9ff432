/** Seeded PRNG (mulberry32) and small drawing helpers. */
export type Rng = () => number;

export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(rng: Rng, xs: readonly T[]): T {
  if (xs.length === 0) throw new Error('pick from empty list');
  return xs[Math.floor(rng() * xs.length)]!;
}

export function chance(rng: Rng, p: number): boolean {
  return rng() < p;
}

export function int(rng: Rng, lo: number, hi: number): number {
  return lo + Math.floor(rng() * (hi - lo + 1));
}

export function weighted<T>(rng: Rng, xs: readonly (readonly [T, number])[]): T {
  const total = xs.reduce((s, [, w]) => s + w, 0);
  let r = rng() * total;
  for (const [x, w] of xs) {
    r -= w;
    if (r < 0) return x;
  }
  return xs[xs.length - 1]![0];
}

/** k distinct items (order randomised) */
export function sample<T>(rng: Rng, xs: readonly T[], k: number): T[] {
  const copy = xs.slice();
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, Math.max(0, Math.min(k, copy.length)));
}

export function stripAccents(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’]/g, "'")
    .replace(/œ/g, 'oe')
    .replace(/Œ/g, 'OE');
}
