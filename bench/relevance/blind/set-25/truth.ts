/* The Truth of a blind-25 profile: what the judges grade from. Also the occupation index and the PRNG helpers. */
import type { WorkArea } from '../../../../src/domain/profile/raw-profile.schema';
import type { CityKey } from './areas';
import { OCC_CLOUD, OCC_CYBER, OCC_INFRA, type Family, type Occupation } from './data-occupations-1';
import { OCC_ERP } from './data-occupations-2';
import { OCC_DEV, OCC_PROJECT } from './data-occupations-3';
import type { Sector } from './data-people';

export const TODAY = '2026-11-30';

export const OCCUPATIONS: Occupation[] = [
  ...OCC_INFRA,
  ...OCC_CLOUD,
  ...OCC_CYBER,
  ...OCC_ERP,
  ...OCC_PROJECT,
  ...OCC_DEV,
];
export const OCC: Record<string, Occupation> = Object.fromEntries(OCCUPATIONS.map((o) => [o.key, o]));

export type Band = 'junior' | 'confirme' | 'senior' | 'expert';
export type Seniority = '' | 'Junior (0-2 ans)' | 'Confirme (3-6 ans)' | 'Senior (7-10 ans)' | 'Expert (10+ ans)';
export type Remote = 'Sur site' | 'Hybride' | 'Full remote';
export type Duration = '< 3 mois' | '3 a 6 mois' | '6 a 12 mois' | '> 12 mois';
export type Lang = 'fr' | 'en' | 'de' | 'nl' | 'lb' | 'es' | 'it' | 'pt' | 'ar';
/** 5 native, 4 fluent (C1-C2), 3 professional (B2), 2 intermediate (B1), 1 basic (A1-A2). */
export type Level = 1 | 2 | 3 | 4 | 5;

export interface Private {
  first: string;
  last: string;
  email: string;
  phone: string;
  linkedin: string;
  /** Private employers: the consultant's own company, small ESNs, one-off jobs. */
  employers: string[];
  schools: string[];
  referees: string[];
  /** People named in mission texts. */
  named: string[];
}

export interface Truth {
  id: string;
  occ: string;
  fam: Family;
  gender: 'f' | 'm';
  skills: string[];
  years: number;
  band: Band;
  declared: Seniority;
  available: boolean;
  /** First free day, YYYY-MM-DD (TODAY or earlier when available now). */
  freeFrom: string;
  /** Day rate in EUR (CHF profiles converted 1:1 for grading); null when negotiable or not given. */
  rate: number | null;
  remote: Remote[];
  days: string[];
  durations: Duration[];
  home: CityKey;
  areas: WorkArea[];
  languages: { lang: Lang; level: Level }[];
  certs: string[];
  cvLang: 'fr' | 'en';
  sectors: Sector[];
  openToCdi: boolean;
  vehicle: boolean;
  noAccents: boolean;
  /** Repeats some private data in free text. */
  leaks: boolean;
  priv: Private;
}

export function bandOf(years: number): Band {
  if (years <= 2) return 'junior';
  if (years <= 6) return 'confirme';
  if (years <= 10) return 'senior';
  return 'expert';
}

export const SENIORITY_OF: Record<Band, Seniority> = {
  junior: 'Junior (0-2 ans)',
  confirme: 'Confirme (3-6 ans)',
  senior: 'Senior (7-10 ans)',
  expert: 'Expert (10+ ans)',
};

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

export function pick<T>(rng: Rng, arr: readonly T[]): T {
  if (arr.length === 0) throw new Error('pick from an empty list');
  return arr[Math.floor(rng() * arr.length)]!;
}

export function int(rng: Rng, lo: number, hi: number): number {
  return lo + Math.floor(rng() * (hi - lo + 1));
}

export function chance(rng: Rng, p: number): boolean {
  return rng() < p;
}

export function weighted<T>(rng: Rng, items: readonly (readonly [T, number])[]): T {
  const total = items.reduce((s, [, w]) => s + w, 0);
  let r = rng() * total;
  for (const [v, w] of items) {
    r -= w;
    if (r < 0) return v;
  }
  return items[items.length - 1]![0];
}

export function sample<T>(rng: Rng, arr: readonly T[], n: number): T[] {
  const copy = [...arr];
  const out: T[] = [];
  while (out.length < n && copy.length > 0) out.push(copy.splice(Math.floor(rng() * copy.length), 1)[0]!);
  return out;
}

export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

export function deaccent(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}
