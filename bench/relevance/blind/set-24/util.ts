/** Small deterministic helpers shared by the generator of blind set 24 (no dependency on the engine). */

export type Rng = () => number;

/** mulberry32: a tiny seeded PRNG, enough for a reproducible corpus. */
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

export function int(r: Rng, min: number, max: number): number {
  return min + Math.floor(r() * (max - min + 1));
}

export function chance(r: Rng, p: number): boolean {
  return r() < p;
}

export function pick<T>(r: Rng, items: readonly T[]): T {
  if (items.length === 0) throw new Error('pick from an empty list');
  return items[Math.floor(r() * items.length)] as T;
}

export function weighted<T>(r: Rng, items: readonly T[], weight: (t: T) => number): T {
  const total = items.reduce((s, t) => s + weight(t), 0);
  let x = r() * total;
  for (const t of items) {
    x -= weight(t);
    if (x < 0) return t;
  }
  return items[items.length - 1] as T;
}

/** Draws up to n distinct items, keeping the order of the draw. */
export function sample<T>(r: Rng, items: readonly T[], n: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < n && pool.length > 0) {
    const i = Math.floor(r() * pool.length);
    out.push(pool.splice(i, 1)[0] as T);
  }
  return out;
}

export function shuffle<T>(r: Rng, items: readonly T[]): T[] {
  return sample(r, items, items.length);
}

export function uniq<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}

/** Removes diacritics (é -> e, ç -> c, œ kept as oe) the way some CVs are typed. */
export function deaccent(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/g, 'oe')
    .replace(/Œ/g, 'OE');
}

/** A word form for comparisons: lower case, no diacritics. */
export function fold(s: string): string {
  return deaccent(s).toLowerCase();
}

export function slugify(s: string): string {
  return fold(s)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const TODAY = '2026-11-30';

export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

export function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Fills {name} placeholders; unknown names are left as they are so that a test can spot them. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{([a-z0-9]+)\}/g, (m, k: string) => values[k] ?? m);
}
