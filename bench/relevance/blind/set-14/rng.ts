// Set 14: a small seeded PRNG (mulberry32) with the helpers the generator needs.
export class Rng {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0;
  }
  next(): number {
    let t = (this.s = (this.s + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(a: number, b: number): number {
    return a + Math.floor(this.next() * (b - a + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(a: readonly T[]): T {
    return a[Math.floor(this.next() * a.length)]!;
  }
  wpick<T>(items: readonly T[], weight: (x: T) => number): T {
    const total = items.reduce((s, x) => s + weight(x), 0);
    let r = this.next() * total;
    for (const x of items) {
      r -= weight(x);
      if (r < 0) return x;
    }
    return items[items.length - 1]!;
  }
  shuffle<T>(a: readonly T[]): T[] {
    const b = a.slice();
    for (let i = b.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [b[i], b[j]] = [b[j]!, b[i]!];
    }
    return b;
  }
  sample<T>(a: readonly T[], k: number): T[] {
    return this.shuffle(a).slice(0, Math.max(0, Math.min(k, a.length)));
  }
}
