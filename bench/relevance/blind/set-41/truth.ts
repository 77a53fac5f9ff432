/**
 * The Truth of one generated profile: what the freelancer really is and wants. Profiles are written from it, and
 * judges grade from it alone (never from the profile's text).
 */
import type { MISSION_DURATIONS, REMOTE_WORK, SENIORITIES } from '../../../../src/domain/profile/raw-profile.schema';

/** "Today" for this set: every date (availability, career length) is relative to it. */
export const TODAY = '2026-12-02';

export type Band = 'junior' | 'confirme' | 'senior' | 'expert';
export type Sector =
  | 'aero'
  | 'space'
  | 'defense'
  | 'auto'
  | 'rail'
  | 'naval'
  | 'energy'
  | 'nuclear'
  | 'machinery'
  | 'plastics'
  | 'metal'
  | 'software'
  | 'building'
  | 'logistics'
  | 'pharma'
  | 'services'
  | 'retail';
export type LangCode = 'fr' | 'en' | 'de' | 'es' | 'it' | 'pt' | 'nl' | 'ar' | 'hi' | 'pl';
/** 5 mother tongue, 4 fluent (C1+), 3 professional (B2), 2 intermediate (B1), 1 basic (A1-A2). */
export type LangLevel = 1 | 2 | 3 | 4 | 5;
export type Origin = 'FR' | 'UK' | 'DE' | 'IN' | 'ES' | 'IT' | 'BE' | 'CH';
export type Remote = (typeof REMOTE_WORK)[number];
export type Duration = (typeof MISSION_DURATIONS)[number];
export type DeclaredSeniority = (typeof SENIORITIES)[number];

export interface PrivateData {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** The slug of the professional-network URL. */
  linkedin: string;
  /** Small, one-off employers (private: they identify the person). Large groups are not private. */
  smallEmployers: string[];
  schools: string[];
  referees: string[];
  /** People named in mission texts (managers, colleagues). */
  people: string[];
}

export interface Truth {
  id: string;
  occ: string;
  family: string;
  /** A trade outside the recruiter's industrial pool (hard negative). */
  neighbour: boolean;
  cvLang: 'fr' | 'en';
  /** French CVs written without accents. */
  noAccents: boolean;
  origin: Origin;
  gender: 'f' | 'm';
  /** Real years of experience in the trade. */
  years: number;
  band: Band;
  /** What the freelancer declared in meta.freelance.seniority (mostly the band, sometimes empty or off by one). */
  declaredSeniority: DeclaredSeniority;
  skills: string[];
  certs: string[];
  /** Sectors worked in, main one first. */
  sectors: Sector[];
  /** Declared availability (meta.freelance.available). */
  available: boolean;
  /** First free day, YYYY-MM-DD. */
  availableFrom: string;
  /** Day rate in euros; null when the profile gives none or says it is negotiable. */
  rate: number | null;
  remote: Remote[];
  days: number[];
  durations: Duration[];
  /** Home, a key of PLACE (areas.ts). */
  home: string;
  /** Accepted work areas, keys of AREAS (areas.ts). */
  areas: string[];
  languages: { code: LangCode; level: LangLevel }[];
  openToCdi: boolean;
  vehicle: boolean;
  private: PrivateData;
  /** Whether some private data is repeated in free text. */
  leaks: boolean;
}

export function bandOf(years: number): Band {
  if (years <= 2) return 'junior';
  if (years <= 6) return 'confirme';
  if (years <= 10) return 'senior';
  return 'expert';
}

const DAY = 86_400_000;
export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(iso + 'T00:00:00Z') + days * DAY).toISOString().slice(0, 10);
}
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to + 'T00:00:00Z') - Date.parse(from + 'T00:00:00Z')) / DAY);
}
/** Days from TODAY until the freelancer is free (0 or less: free now). */
export function daysUntilFree(t: Truth): number {
  return daysBetween(TODAY, t.availableFrom);
}
export function langLevel(t: Truth, code: LangCode): number {
  return t.languages.find((l) => l.code === code)?.level ?? 0;
}
export function has(t: Truth, key: string): boolean {
  return t.skills.includes(key) || t.certs.includes(key);
}
