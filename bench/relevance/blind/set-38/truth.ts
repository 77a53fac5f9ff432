// What a set-38 profile really is. Judges grade from this only, never from the profile's text.
import type { AreaObject } from './areas';
import type { Family, OccKey } from './occupations';
import type { CertKey, ContextKey, LangKey, Level, SectorKey, SkillKey } from './taxonomy';

export const TODAY = '2026-12-02';

export type Band = 'junior' | 'confirme' | 'senior' | 'expert';
export type Remote = 'Sur site' | 'Hybride' | 'Full remote';
export type Duration = '< 3 mois' | '3 a 6 mois' | '6 a 12 mois' | '> 12 mois';
export type DeclaredSeniority =
  '' | 'Junior (0-2 ans)' | 'Confirme (3-6 ans)' | 'Senior (7-10 ans)' | 'Expert (10+ ans)';

export interface Home {
  /** Key in CITY_AREAS. */
  key: string;
  /** City as the CV writes it. */
  city: string;
  postalCode: string;
  /** Department (France) or province (Belgium) code; empty in Switzerland, Luxembourg and Brussels. */
  dept: string;
  /** COUNTRY:regionCode, e.g. FR:84, BE:WAL, CH:GE. */
  region: string;
  regionName: string;
  country: string;
  countryName: string;
}

export interface Private {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  linkedinSlug: string;
  /** Employers named in work entries (the names are private). */
  employers: string[];
  /** The one-off small employer, when there is one. */
  smallEmployer: string | null;
  schools: string[];
  referees: string[];
  /** People named in mission texts. */
  people: string[];
  /** Which private values the profile repeats in its free text. */
  leaked: string[];
}

export interface Truth {
  id: string;
  occ: OccKey;
  family: Family;
  gender: 'f' | 'm';
  cvLang: 'fr' | 'en';
  /** The whole CV is written without accents. */
  accentless: boolean;
  /** The title (basics.label) as written. */
  title: string;
  skills: SkillKey[];
  sectors: SectorKey[];
  contexts: ContextKey[];
  certs: CertKey[];
  years: number;
  band: Band;
  declaredSeniority: DeclaredSeniority;
  available: boolean;
  /** First free day, YYYY-MM-DD. */
  freeFrom: string;
  /** Day rate in euros; null when the profile says "negotiable" or nothing. */
  rateMin: number | null;
  rateMax: number | null;
  remote: Remote[];
  days: number[];
  durations: Duration[];
  home: Home;
  workAreas: AreaObject[];
  languages: { lang: LangKey; level: Level }[];
  openToCdi: boolean;
  vehicle: boolean;
  priv: Private;
  /** The profile's text without any private value (for the identity probes). */
  publicText: string;
}

export function bandOf(years: number): Band {
  if (years <= 2) return 'junior';
  if (years <= 6) return 'confirme';
  if (years <= 10) return 'senior';
  return 'expert';
}

export function addDays(iso: string, n: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
