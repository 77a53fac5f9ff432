import { z } from 'zod';
import { EMAIL_ADDRESS, emailProblem } from '../email-address';

/**
 * A profile as the service stores it: the spec's JSON Resume + meta shape, holding the ORIGINALS (personal e-mail,
 * real phone, original professional-network URL, CV link, internal id). It is what `fpd import` accepts and what the
 * stores keep. Nothing here is ever sent out as is: src/domain/profile/distribution.ts shapes what leaves.
 * Unknown fields are dropped on import, so nothing unexpected is stored or can leak: the distribution passes the
 * stored sections that need no transformation (work, education, skills, meta.freelance, ...) through as they are.
 */

const str = (max = 500) => z.string().max(max);
const text = (max = 20_000) => z.string().max(max);
/**
 * JSON Resume's iso8601 pattern: YYYY, YYYY-MM or YYYY-MM-DD. An empty string means "not given" and is stored as an
 * absent field, so stored items already have the distributed shape (JSON Resume rejects empty dates).
 */
const resumeDate = z
  .string()
  .regex(/^(|[1-2][0-9]{3}(-[0-1][0-9](-[0-3][0-9])?)?)$/, 'must be a date as YYYY-MM-DD, YYYY-MM or YYYY')
  .optional()
  .transform((v) => v || undefined);
const url = z
  .string()
  .max(2000)
  .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), 'must be an http(s) URL');
const optionalUrl = url.optional().transform((v) => v || undefined);

export const SENIORITIES = [
  '',
  'Junior (0-2 ans)',
  'Confirme (3-6 ans)',
  'Senior (7-10 ans)',
  'Expert (10+ ans)',
] as const;
export const MISSION_DURATIONS = ['< 3 mois', '3 a 6 mois', '6 a 12 mois', '> 12 mois'] as const;
export const REMOTE_WORK = ['Sur site', 'Hybride', 'Full remote'] as const;
export const DAYS_PER_WEEK = ['1', '2', '3', '4', '5'] as const;
export const WORK_AREA_TYPES = ['ville', 'departement', 'region', 'pays'] as const;

export const workAreaSchema = z.object({
  type: z.enum(WORK_AREA_TYPES),
  code: str(50).optional(),
  label: str(200).optional(),
  cityZipCode: str(20).optional(),
  cityName: str(200).optional(),
  departmentCode: str(10).optional(),
  departmentName: str(200).optional(),
  regionCode: str(10).optional(),
  regionName: str(200).optional(),
  countryCode: z
    .string()
    .regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code')
    .optional(),
  countryName: str(200).optional(),
});

export const rawProfileSchema = z.object({
  basics: z.object({
    name: str(200).default(''),
    label: str(300).default(''),
    image: url.default(''),
    email: z
      .string()
      .trim()
      .pipe(z.email({ pattern: EMAIL_ADDRESS, error: (iss) => emailProblem(iss.input) }).max(320))
      .transform((s) => s.normalize('NFC')),
    phone: str(50).default(''),
    url: url.default(''),
    summary: text().default(''),
    location: z
      .object({
        address: str(300).default(''),
        postalCode: str(20).default(''),
        city: str(200).default(''),
        countryCode: z
          .string()
          .regex(/^([A-Z]{2})?$/, 'must be an ISO 3166-1 alpha-2 code')
          .default(''),
        region: str(200).default(''),
      })
      .optional(),
    profiles: z
      .array(z.object({ username: str(200).default(''), network: str(100).default(''), url: url.default('') }))
      .max(50)
      .default([]),
  }),
  work: z
    .array(
      z.object({
        name: str(300).default(''),
        position: str(300).default(''),
        startDate: resumeDate,
        endDate: resumeDate,
        summary: text().default(''),
      }),
    )
    .max(200)
    .default([]),
  education: z
    .array(
      z.object({
        institution: str(300).default(''),
        area: str(300).default(''),
        studyType: str(300).default(''),
        startDate: resumeDate,
        endDate: resumeDate,
      }),
    )
    .max(100)
    .default([]),
  certificates: z
    .array(
      z.object({ name: str(300).default(''), issuer: str(300).default(''), url: optionalUrl, startDate: resumeDate }),
    )
    .max(200)
    .default([]),
  skills: z
    .array(z.object({ name: str(200), level: str(100).default(''), keywords: z.array(str(200)).max(100).default([]) }))
    .max(300)
    .default([]),
  languages: z
    .array(z.object({ language: str(100), fluency: str(100).default('') }))
    .max(50)
    .default([]),
  // The spec does not show these items' shape: JSON Resume's fields are kept, anything else is dropped.
  volunteer: z
    .array(
      z.object({
        organization: str(300).optional(),
        position: str(300).optional(),
        url: optionalUrl,
        startDate: resumeDate,
        endDate: resumeDate,
        summary: text().optional(),
        highlights: z.array(str(1000)).max(50).optional(),
      }),
    )
    .max(100)
    .default([]),
  awards: z
    .array(
      z.object({
        title: str(300).optional(),
        date: resumeDate,
        awarder: str(300).optional(),
        summary: text().optional(),
      }),
    )
    .max(100)
    .default([]),
  publications: z
    .array(
      z.object({
        name: str(300).optional(),
        publisher: str(300).optional(),
        releaseDate: resumeDate,
        url: optionalUrl,
        summary: text().optional(),
      }),
    )
    .max(100)
    .default([]),
  interests: z
    .array(z.object({ name: str(200).optional(), keywords: z.array(str(200)).max(50).optional() }))
    .max(100)
    .default([]),
  references: z
    .array(z.object({ name: str(200).optional(), reference: text().optional() }))
    .max(100)
    .default([]),
  projects: z
    .array(
      z.object({
        name: str(300).optional(),
        description: text().optional(),
        highlights: z.array(str(1000)).max(50).optional(),
        keywords: z.array(str(200)).max(50).optional(),
        startDate: resumeDate,
        endDate: resumeDate,
        url: optionalUrl,
        roles: z.array(str(200)).max(20).optional(),
        entity: str(300).optional(),
        type: str(100).optional(),
      }),
    )
    .max(100)
    .default([]),
  meta: z.object({
    /** The internal id, as the source system knows the freelancer. Never distributed: `meta.id` is its encryption. */
    id: z
      .string()
      .min(1)
      .max(200)
      .regex(/^[A-Za-z0-9._:@-]+$/, 'must use letters, digits and . _ : @ - only'),
    createdAt: z.iso.datetime({ offset: true }).optional(),
    updatedAt: z.iso.datetime({ offset: true }).optional(),
    firstName: str(200).default(''),
    lastName: str(200).default(''),
    /** The original CV link; distributed only through the tracking host. */
    cvUrl: optionalUrl,
    freelance: z
      .object({
        available: z.boolean().default(false),
        availabilityDate: str(100).default(''),
        rate: str(200).default(''),
        seniority: z.enum(SENIORITIES).default(''),
        professions: z.array(str(200)).max(50).default([]),
        openToCdi: z.boolean().default(false),
        vehicle: z.boolean().default(false),
        preferences: z
          .object({
            missionDuration: z.array(z.enum(MISSION_DURATIONS)).max(4).default([]),
            remoteWork: z.array(z.enum(REMOTE_WORK)).max(3).default([]),
            daysPerWeek: z.array(z.enum(DAYS_PER_WEEK)).max(5).default([]),
            workAreas: z.array(workAreaSchema).max(200).default([]),
          })
          .prefault({}),
      })
      .prefault({}),
  }),
});

export type RawProfile = z.infer<typeof rawProfileSchema>;

/** The JSON Resume sections a profile carries, in the spec's order: the spec's tables, then the ones it only names. */
export const RESUME_SECTIONS = [
  'work',
  'education',
  'certificates',
  'skills',
  'languages',
  'volunteer',
  'awards',
  'publications',
  'interests',
  'references',
  'projects',
] as const;
/** The sections whose items' shape the spec does not show (JSON Resume's are kept). */
export const EXTRA_SECTIONS = ['volunteer', 'awards', 'publications', 'interests', 'references', 'projects'] as const;
export type ResumeSection = (typeof RESUME_SECTIONS)[number];

/**
 * Each named section as an empty list: what a profile holds of the sections it does not fill, and all a tombstone
 * holds.
 */
export function emptySections<S extends ResumeSection>(sections: readonly S[]): Record<S, never[]> {
  return Object.fromEntries(sections.map((s) => [s, []])) as unknown as Record<S, never[]>;
}
export type WorkArea = z.infer<typeof workAreaSchema>;

export const REMOVAL_REASONS = ['deleted', 'banned', 'excluded', 'invisible'] as const;
export type RemovalReason = (typeof REMOVAL_REASONS)[number];

/** A profile as a store returns it: the original document plus the service's own bookkeeping. */
export interface StoredProfile {
  internalId: string;
  profile: RawProfile;
  /** null while the profile is distributed; the reason once it was removed. */
  removalReason: RemovalReason | null;
  /** Service clock, epoch milliseconds. */
  removedAt: number | null;
  createdAt: number;
  /** When the service last stored a change to this profile (service clock, epoch ms): the sync ordering key. */
  modifiedAt: number;
  contentHash: string;
}
