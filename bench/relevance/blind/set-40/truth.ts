/** What the judges know about a freelancer: drawn first, then written out as a profile. */
import type { Family, OccKey } from './occupations';
import type { AreaKey } from './places';
import type { CertKey, DiplomaKey, Lang, Level, Setting, SkillKey } from './vocab';

export const TODAY = '2026-12-02';

export type Band = 'junior' | 'confirme' | 'senior' | 'expert';
export type DeclaredSeniority =
  '' | 'Junior (0-2 ans)' | 'Confirme (3-6 ans)' | 'Senior (7-10 ans)' | 'Expert (10+ ans)';
export type Remote = 'Sur site' | 'Hybride' | 'Full remote';
export type Day = '1' | '2' | '3' | '4' | '5';
export type Duration = '< 3 mois' | '3 a 6 mois' | '6 a 12 mois' | '> 12 mois';

export interface Employer {
  name: string;
  /** A small one-off employer (family business, single venue): identifying. */
  small: boolean;
}

export interface PrivateData {
  first: string;
  last: string;
  email: string;
  phone: string;
  linkedin: string;
  employers: Employer[];
  schools: string[];
  referees: { name: string; role: string }[];
  /** People named in mission texts (colleagues, chefs, clients). */
  named: string[];
}

export type Repeat = 'name' | 'email' | 'phone' | 'employer' | 'school' | 'referee' | 'linkedin';

export interface Truth {
  id: string;
  occ: OccKey;
  family: Family;
  gender: 'f' | 'm';
  cvLang: 'fr' | 'en';
  noAccents: boolean;
  /** The title written in basics.label. */
  title: string;
  years: number;
  band: Band;
  declared: DeclaredSeniority;
  available: boolean;
  /** First free day, ISO date. */
  freeFrom: string;
  /** Day rate in euros, null when the profile gives no figure. */
  rate: number | null;
  rateText: string;
  remote: Remote[];
  days: Day[];
  durations: Duration[];
  home: AreaKey;
  areas: AreaKey[];
  seasonal: boolean;
  langs: Partial<Record<Lang, Level>>;
  skills: SkillKey[];
  settings: Setting[];
  certs: CertKey[];
  diplomas: DiplomaKey[];
  vehicle: boolean;
  openToCdi: boolean;
  priv: PrivateData;
  /** Private items this profile repeats in its free text. */
  repeats: Repeat[];
}

export function bandOf(years: number): Band {
  if (years <= 2) return 'junior';
  if (years <= 6) return 'confirme';
  if (years <= 10) return 'senior';
  return 'expert';
}

export const DECLARED: Record<Band, DeclaredSeniority> = {
  junior: 'Junior (0-2 ans)',
  confirme: 'Confirme (3-6 ans)',
  senior: 'Senior (7-10 ans)',
  expert: 'Expert (10+ ans)',
};

export function addDays(iso: string, n: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}
