/**
 * The Truth of a set-29 profile: what the freelancer really is. The corpus writes the profile from it; judges grade
 * from it only, never from the profile's text.
 */
import type { AreaKey, HomeKey, MetroKey } from './areas';
import type { Family } from './occupations';
import type { CertKey, LangKey, Level, SectorKey, SkillKey } from './vocab';

export type Band = 'junior' | 'confirme' | 'senior' | 'expert';
export type Declared = '' | 'Junior (0-2 ans)' | 'Confirme (3-6 ans)' | 'Senior (7-10 ans)' | 'Expert (10+ ans)';
export type Remote = 'Sur site' | 'Hybride' | 'Full remote';
export type Duration = '< 3 mois' | '3 a 6 mois' | '6 a 12 mois' | '> 12 mois';
export type Country = 'FR' | 'CH' | 'BE' | 'LU';

export interface PrivateData {
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  phone: string;
  linkedinUrl: string;
  linkedinSlug: string;
  /** The freelancer's own company, when the CV names it. */
  ownCompany: string | null;
  /** Small employers (one-off names). */
  employers: string[];
  schools: string[];
  referees: string[];
  /** People named in mission texts. */
  people: string[];
  /** Sentences of free text that repeat private data (the ~25 %). */
  repeats: string[];
  /** Sentences of mission texts that name people. */
  mentions: string[];
}

export interface Truth {
  id: string;
  occ: string;
  family: Family;
  neighbour: boolean;
  /** The role held before, shown in the work history (null if none). */
  prevOcc: string | null;
  /** CV language. */
  lang: 'fr' | 'en';
  gender: 'f' | 'm';
  /** Years of professional experience. */
  years: number;
  band: Band;
  /** What the freelancer declared in meta.freelance.seniority. */
  declared: Declared;
  /** Has led teams or held a lead title. */
  lead: boolean;
  skills: SkillKey[];
  certs: CertKey[];
  sectors: SectorKey[];
  available: boolean;
  /** First free day, YYYY-MM-DD. */
  freeFrom: string;
  /** Day rate in euros; null when not given or negotiable. */
  rate: number | null;
  remote: Remote[];
  days: number[];
  durations: Duration[];
  home: HomeKey;
  metro: MetroKey;
  country: Country;
  areas: AreaKey[];
  langs: Partial<Record<LangKey, Level>>;
  openToCdi: boolean;
  vehicle: boolean;
  /** The CV is typed without accents. */
  noAccents: boolean;
  private: PrivateData;
}
