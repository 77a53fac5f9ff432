/**
 * The held-out benchmark's own vocabulary: what a profile truly is (Truth), independent of how its text is written.
 * Written by a helper who had not read the engine's vocabulary; nothing here comes from the engine.
 */
import type { z } from 'zod';
import type { rawProfileSchema } from '../../../src/domain/profile/raw-profile.schema';

/** A profile as `fpd import` accepts it (the schema's input, before defaults). */
export type RawProfileInput = z.input<typeof rawProfileSchema>;

export type Seniority = '' | 'Junior (0-2 ans)' | 'Confirme (3-6 ans)' | 'Senior (7-10 ans)' | 'Expert (10+ ans)';
export type RemoteWork = 'Sur site' | 'Hybride' | 'Full remote';
export type Gender = 'f' | 'm';
export type LanguageLevel = 'native' | 'bilingual' | 'fluent' | 'professional' | 'intermediate' | 'basic';
export type Family =
  | 'dev'
  | 'mobile'
  | 'infra'
  | 'security'
  | 'data'
  | 'product'
  | 'design'
  | 'finance'
  | 'erp'
  | 'consulting'
  | 'marketing';
export type Sector =
  | 'banque'
  | 'assurance'
  | 'retail'
  | 'industrie'
  | 'sante'
  | 'public'
  | 'energie'
  | 'telecom'
  | 'transport'
  | 'luxe'
  | 'media'
  | 'saas';

/** A mobility area as the spec's WorkArea, with the dataset's codes (resources/mobility/mobility-areas.json.gz). */
export interface HeldOutArea {
  type: 'ville' | 'departement' | 'region' | 'pays';
  code?: string;
  label?: string;
  cityZipCode?: string;
  cityName?: string;
  departmentCode?: string;
  departmentName?: string;
  regionCode?: string;
  regionName?: string;
  countryCode: string;
  countryName: string;
}

export interface Home {
  /** The city as the profile writes it (`Bruxelles`, `Genève`, `Paris`). */
  city: string;
  /** The dataset's name of that city (`Brussels`, `Genève`, `Paris`). */
  datasetCity: string;
  postalCode: string;
  /** French department code (`75`, `2A`, `971`), Belgian province code (`WLG`), or '' (Switzerland, Luxembourg). */
  departmentCode: string;
  regionCode: string;
  /** The referential's region slug (`ile-de-france`, `corse`, `belgique`, `suisse`). */
  regionSlug: string;
  countryCode: string;
}

export type LeakKind = 'name' | 'email' | 'phone' | 'employer' | 'school' | 'linkedin' | 'github';

export interface Identity {
  /** As recorded in meta.firstName / meta.lastName. */
  firstName: string;
  lastName: string;
  /** basics.name as recorded. */
  fullName: string;
  email: string;
  phone: string;
  linkedinUrl: string;
  linkedinSlug: string;
  githubUser: string | null;
  /** work[].name, in order. */
  employers: string[];
  /** education[].institution, in order. */
  schools: string[];
  /** Every private string written into free text, exactly as written there (other spellings included). */
  written: { kind: LeakKind; text: string }[];
  /** The kinds of private data the free text holds; empty for a profile whose text holds none. */
  leaks: LeakKind[];
}

export interface Truth {
  occupation: string;
  family: Family;
  /** The language the CV is written in. */
  cvLanguage: 'fr' | 'en';
  gender: Gender;
  /** Canonical skill names: the referential's slugs where it has one, the benchmark's own names otherwise. */
  skills: string[];
  sectors: Sector[];
  seniority: Seniority;
  yearsOfExperience: number;
  remote: RemoteWork[];
  availability: { available: boolean; from: string | null };
  /** Day rate (in `currency`), null when not given or negotiable. */
  rate: { amount: number | null; currency: 'EUR' | 'CHF' };
  home: Home;
  workAreas: HeldOutArea[];
  /** Days a week the freelancer wants to work (meta.freelance.preferences.daysPerWeek). */
  daysPerWeek: string[];
  languages: { language: string; level: LanguageLevel }[];
  identity: Identity;
}

export interface HeldOutFreelancer {
  profile: RawProfileInput;
  truth: Truth;
}

export type QueryClass =
  'alias' | 'compound' | 'title-en-fr' | 'attribute' | 'place' | 'typo' | 'exclusion' | 'phrase' | 'or' | 'filter';
export type Grade = 0 | 1 | 2 | 3;

export interface HeldOutQuery {
  kind: QueryClass;
  body: { keywords?: string; skills?: string[]; workAreas?: string[]; seniority?: string[]; available?: boolean };
  judge: (t: Truth) => Grade;
  note?: string;
}
