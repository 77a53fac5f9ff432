import type { Sector } from './truth';

export type Family =
  | 'be'
  | 'methodes'
  | 'production'
  | 'qualite'
  | 'maintenance'
  | 'automatisme'
  | 'electrique'
  | 'essais-embarque'
  | 'projet'
  | 'achats-scm'
  | 'lean'
  | 'hse'
  | 'navigabilite'
  | 'documentation'
  // neighbours (outside the recruiter's pool)
  | 'logiciel'
  | 'btp'
  | 'facility'
  | 'logistique'
  | 'commercial'
  | 'formation'
  | 'labo';

export interface Occupation {
  key: string;
  family: Family;
  /** Outside the recruiter's industrial pool: a hard negative. */
  neighbour?: boolean;
  /** Relative number of drawn profiles. */
  weight: number;
  /** Titles as French CVs write them (industry writes some in English). */
  fr: { m: string[]; f: string[] };
  en: string[];
  /** Skills most holders list (two or three are drawn, first ones favoured). */
  core: string[];
  /** Skills some holders list. */
  extra: string[];
  /** Certificates and the share of holders who have them. */
  certs?: [string, number][];
  /** Sectors, most frequent first. */
  sectors: Sector[];
  /** Day rate range for 3-6 years; bands shift it. */
  rate: [number, number];
  /** Share of holders who accept hybrid work; full remote is a fifth of that. */
  remote: number;
  /** Range of years of experience drawn. */
  years: [number, number];
  tasksFr: string[];
  tasksEn: string[];
  /** Mission phrases naming neighbouring roles: hard negatives for keyword matching. */
  sideFr?: string[];
  sideEn?: string[];
  /** Occupations a recruiter asking for this one accepts as a strong match (grade 2). */
  close: string[];
  /** Occupations outside the family that are still related (grade 1). */
  related?: string[];
  /** meta.freelance.professions label. */
  profession: string;
  /** Degrees: [studyType, area]. */
  study: [string, string][];
}
