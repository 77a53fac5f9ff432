import {
  DAYS_PER_WEEK,
  emptySections,
  MISSION_DURATIONS,
  REMOTE_WORK,
  RESUME_SECTIONS,
  SENIORITIES,
  WORK_AREA_TYPES,
  type ResumeSection,
} from '../../../domain/profile/raw-profile.schema';
import { z } from 'zod';
import '../../openapi/zod-openapi';
import { boolParam, intParam, unixSecondsParam } from '../../validate';
export const MAX_PAGE_SIZE = 1000;

/** GET /freelances. Unknown parameters are rejected, so a typo never silently returns everything. */
export const listFreelancesQuery = z.strictObject({
  modifiedTime: unixSecondsParam().openapi({
    description: 'Unix seconds, exclusive: profiles modified after it; `0` for everything.',
    example: 0,
  }),
  page: intParam(1, 10_000_000).openapi({
    description: 'Page number; with `cursor`, the page the cursor leads to.',
    example: 1,
  }),
  limit: intParam(1, MAX_PAGE_SIZE).openapi({ description: 'Page size.', example: 100 }),
  showDeleted: boolParam()
    .optional()
    .transform((v) => v ?? true)
    .openapi({ description: 'Include tombstones of removed profiles.', default: true }),
  cursor: z
    .string({ error: () => 'must be given once' })
    .min(1, 'must not be empty')
    .max(1024, 'is too long')
    .regex(/^[A-Za-z0-9_-]+$/, 'is not a cursor this service issued (use infos.nextCursor as returned)')
    .optional()
    .openapi({ description: '`infos.nextCursor` of the previous page (opaque).' }),
});

/** POST /freelances: `page` and `limit` are 1 to 1000 (spec); both optional, defaulting to 1 and 1000. */
export const freelancesByIdsQuery = z.strictObject({
  page: intParam(1, 1000)
    .optional()
    .transform((v) => v ?? 1)
    .openapi({ default: 1 }),
  limit: intParam(1, MAX_PAGE_SIZE)
    .optional()
    .transform((v) => v ?? MAX_PAGE_SIZE)
    .openapi({ default: MAX_PAGE_SIZE }),
});

export const MAX_IDS = 1000;
export const freelancesByIdsBody = z.strictObject(
  {
    ids: z
      .array(z.string({ error: 'must be a string' }).min(1, 'must not be empty').max(1024, 'is too long'), {
        error: (iss) => (iss.input === undefined ? 'is required' : 'must be an array of meta.id strings'),
      })
      .min(1, 'must hold at least one id')
      .max(MAX_IDS, `must hold at most ${MAX_IDS} ids`),
  },
  { error: () => 'must be a JSON object' },
);

/** GET /freelances/deleted-freelances: `page` and `limit` 1 to 1000, `showDeleted` must be `true`. All required. */
export const deletedFreelancesQuery = z.strictObject({
  page: intParam(1, 1000),
  limit: intParam(1, MAX_PAGE_SIZE),
  showDeleted: z
    .literal('true', { error: (iss) => (iss.input === undefined ? 'is required' : 'must be true') })
    .transform(() => true as const)
    .openapi({ description: 'Must be `true` (the spec allows no other value).' }),
});

/** The distributed profile (what leaves the service), as src/domain/profile/distribution.ts builds it. */

const date = z.string().openapi({
  description: 'JSON Resume date: YYYY, YYYY-MM or YYYY-MM-DD; absent when not given.',
  example: '2024-03-01',
});
const trackedUrl = z.string().openapi({
  description: 'Tracked, watermarked link through the tracking host (`GET /t/...`, a 302 to the original).',
});
const looseItems = z
  .array(z.looseObject({}))
  .openapi({ description: 'JSON Resume items (their shape is not shown by the spec).' });

export const workAreaSchema = z
  .strictObject({
    type: z.enum(WORK_AREA_TYPES),
    code: z.string().optional().openapi({ deprecated: true }),
    label: z.string().optional().openapi({ deprecated: true }),
    cityZipCode: z.string().optional(),
    cityName: z.string().optional(),
    departmentCode: z.string().optional(),
    departmentName: z.string().optional(),
    regionCode: z.string().optional(),
    regionName: z.string().optional(),
    countryCode: z.string().optional(),
    countryName: z.string().optional(),
  })
  .openapi('WorkArea', {
    description: 'A mobility area; `type` decides which fields are present. `code` and `label` are deprecated.',
  });

export const PROFILE_EXAMPLE = {
  basics: {
    name: 'Camille Martin',
    label: 'Développeuse Full-Stack',
    image: '',
    email: 'fl-3kq9z2m1x8c4v7b6@freelancer.fpd-proxy.example',
    phone: '',
    url: 'https://track.fpd.example/t/AbC123.../Zx8Q.../url',
    summary: 'Développeuse Full-Stack avec 8 ans d’expérience.',
    location: {
      address: 'Lyon, France',
      postalCode: '69001',
      city: 'Lyon',
      countryCode: 'FR',
      region: 'Auvergne-Rhône-Alpes',
    },
    profiles: [],
  },
  work: [
    {
      name: 'Acme',
      position: 'Développeuse Full-Stack',
      startDate: '2022-01-10',
      summary: 'Refonte d’une plateforme e-commerce.',
    },
  ],
  education: [
    {
      institution: 'INSA Lyon',
      area: 'Informatique',
      studyType: 'Diplôme d’ingénieur',
      startDate: '2011',
      endDate: '2016',
    },
  ],
  certificates: [],
  skills: [{ name: 'TypeScript', level: 'Expert', keywords: ['Node.js'] }],
  languages: [{ language: 'Français', fluency: 'Natif' }],
  volunteer: [],
  awards: [],
  publications: [],
  interests: [],
  references: [],
  projects: [],
  meta: {
    id: 'Zx8QmV0c1y...',
    status: 'completed',
    createdAt: '2024-02-01T10:00:00.000Z',
    updatedAt: '2026-10-12T08:30:00.000Z',
    personalEmail: '5e884898da28047151d0e56f8dc6292773603d0d6aabbdd62a11ef721d1542d8',
    firstName: 'Camille',
    lastName: 'Martin',
    freelance: {
      available: true,
      availabilityDate: 'Immédiate',
      rate: '550-650',
      seniority: 'Senior (7-10 ans)',
      professions: ['Développeur'],
      openToCdi: false,
      vehicle: true,
      preferences: {
        missionDuration: ['6 a 12 mois'],
        remoteWork: ['Hybride'],
        daysPerWeek: ['4', '5'],
        workAreas: [
          {
            type: 'region',
            regionCode: '84',
            regionName: 'Auvergne-Rhône-Alpes',
            countryCode: 'FR',
            countryName: 'France',
          },
        ],
      },
    },
  },
};

export const profileSchema = z
  .strictObject({
    basics: z.strictObject({
      name: z.string(),
      label: z.string(),
      image: z.string().openapi({ description: 'Avatar URL; empty string if none.' }),
      email: z.string().openapi({
        description: 'Proxy address `fl-<16 characters>@FREELANCER_PROXY_DOMAIN`, never the personal one.',
      }),
      phone: z.literal('').openapi({ description: 'Always empty: phone numbers are not distributed.' }),
      url: trackedUrl.optional(),
      summary: z.string().optional(),
      location: z
        .strictObject({
          address: z.string(),
          postalCode: z.string(),
          city: z.string(),
          countryCode: z.string(),
          region: z.string(),
        })
        .optional(),
      profiles: z.array(z.strictObject({ username: z.string(), network: z.string(), url: trackedUrl.optional() })),
    }),
    work: z.array(
      z.strictObject({
        name: z.string(),
        position: z.string(),
        startDate: date.optional(),
        endDate: date.optional(),
        summary: z.string(),
      }),
    ),
    education: z.array(
      z.strictObject({
        institution: z.string(),
        area: z.string(),
        studyType: z.string(),
        startDate: date.optional(),
        endDate: date.optional(),
      }),
    ),
    certificates: z.array(
      z.strictObject({ name: z.string(), issuer: z.string(), url: z.string().optional(), startDate: date.optional() }),
    ),
    skills: z.array(z.strictObject({ name: z.string(), level: z.string(), keywords: z.array(z.string()) })),
    languages: z.array(z.strictObject({ language: z.string(), fluency: z.string() })),
    volunteer: looseItems,
    awards: looseItems,
    publications: looseItems,
    interests: looseItems,
    references: looseItems,
    projects: looseItems,
    meta: z.strictObject({
      id: z
        .string()
        .openapi({ description: 'Encrypted opaque id (AES-256-CBC + HMAC tag, base64url); use it as given.' }),
      status: z.literal('completed'),
      createdAt: z.string().openapi({ format: 'date-time' }),
      updatedAt: z.string().openapi({ format: 'date-time' }),
      personalEmail: z
        .string()
        .openapi({ description: 'Salted SHA-256 (hex) of the personal e-mail, for de-duplication only.' }),
      firstName: z.string(),
      lastName: z.string(),
      cvUrl: trackedUrl
        .optional()
        .openapi({ description: 'The CV link (our name for it), tracked like `basics.url`.' }),
      freelance: z.strictObject({
        available: z.boolean(),
        availabilityDate: z.string(),
        rate: z
          .string()
          .openapi({ description: 'Average day rate as free text (a figure, a range, a word, or empty).' }),
        seniority: z.enum(SENIORITIES),
        professions: z.array(z.string()),
        openToCdi: z.boolean(),
        vehicle: z.boolean(),
        preferences: z.strictObject({
          missionDuration: z.array(z.enum(MISSION_DURATIONS)),
          remoteWork: z.array(z.enum(REMOTE_WORK)),
          daysPerWeek: z.array(z.enum(DAYS_PER_WEEK)),
          workAreas: z.array(workAreaSchema),
        }),
      }),
    }),
  })
  .openapi('Profile', { description: 'A distributed profile: JSON Resume with `meta`.', example: PROFILE_EXAMPLE });

export const TOMBSTONE_EXAMPLE = {
  basics: {},
  ...emptySections(RESUME_SECTIONS),
  meta: { id: 'Qm9vZ3...', status: 'deleted', updatedAt: '2026-10-30T17:02:11.000Z' },
};
const emptyArray = z.array(z.unknown()).max(0);
export const tombstoneSchema = z
  .strictObject({
    basics: z.strictObject({}),
    ...(Object.fromEntries(RESUME_SECTIONS.map((section) => [section, emptyArray])) as Record<
      ResumeSection,
      typeof emptyArray
    >),
    meta: z.strictObject({
      id: z.string(),
      status: z.literal('deleted'),
      updatedAt: z.string().openapi({ format: 'date-time' }),
    }),
  })
  .openapi('Tombstone', {
    description: 'A removed profile in the main listing: delete it from your store (R2). Nothing personal is left.',
    example: TOMBSTONE_EXAMPLE,
  });

export const pageInfoShape = {
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
  totalPages: z.number().int().min(0),
};
export const pageInfoSchema = z
  .strictObject(pageInfoShape)
  .openapi('PageInfo', { example: { total: 1523, page: 1, limit: 1000, totalPages: 2 } });

/** A page of a listing: `{ freelances: [item], infos }`. */
export const pageOf = (item: z.ZodType, infos: z.ZodType = pageInfoSchema) =>
  z.strictObject({ freelances: z.array(item), infos });

export const syncInfoSchema = z
  .strictObject({
    ...pageInfoShape,
    total: pageInfoShape.total.openapi({
      description:
        'Counted for the first page of a sync (and any page asked without a cursor); pages read with its cursor repeat it. Stop when `nextCursor` is null: profiles changed while you page come on later pages, past `totalPages` if need be.',
    }),
    nextCursor: z
      .string()
      .nullable()
      .openapi({ description: 'Keyset position of the next page (pass it as `cursor`); null on the last page.' }),
    nextModifiedTime: z
      .number()
      .int()
      .openapi({ description: 'Unix seconds: the `modifiedTime` of your next synchronisation.' }),
  })
  .openapi('SyncPageInfo', {
    example: { total: 1523, page: 1, limit: 1000, totalPages: 2, nextCursor: 'c2Vhb...', nextModifiedTime: 1793523595 },
  });

export const freelanceItem = z.union([profileSchema, tombstoneSchema]);
export const deletedRecordSchema = z
  .strictObject({
    basics: z.strictObject({ email: z.string().openapi({ description: 'The proxy address the freelancer had.' }) }),
    meta: z.strictObject({
      id: z.string(),
      status: z.literal('account_deleted'),
      deletedAt: z.number().int().openapi({ description: 'Unix seconds.' }),
    }),
  })
  .openapi('DeletedFreelance');
