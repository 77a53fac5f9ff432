// Set 17: a small seeded PRNG (mulberry32) and helpers. No Math.random anywhere.
export class Rng {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0;
  }
  next(): number {
    this.s = (this.s + 0x6d2b79f5) >>> 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(xs: readonly T[]): T {
    if (xs.length === 0) throw new Error('pick from empty list');
    return xs[Math.floor(this.next() * xs.length)]!;
  }
  weighted<T>(xs: readonly T[], w: (x: T) => number): T {
    const total = xs.reduce((a, x) => a + w(x), 0);
    let r = this.next() * total;
    for (const x of xs) {
      r -= w(x);
      if (r < 0) return x;
    }
    return xs[xs.length - 1]!;
  }
  shuffle<T>(xs: readonly T[]): T[] {
    const a = [...xs];
    for (let i = a.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [a[i], a[j]] = [a[j]!, a[i]!];
    }
    return a;
  }
  sample<T>(xs: readonly T[], n: number): T[] {
    return this.shuffle(xs).slice(0, Math.max(0, Math.min(n, xs.length)));
  }
}
