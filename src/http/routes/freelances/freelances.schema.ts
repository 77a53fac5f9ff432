import { z } from 'zod';
import '../../openapi/zod-openapi';
import { boolParam, intParam, unixSecondsParam } from '../../validate';
export const MAX_PAGE_SIZE = 1000;

/** GET /freelances. Unknown parameters are rejected, so a typo never silently returns everything. */
export const listFreelancesQuery = z.strictObject({
  modifiedTime: unixSecondsParam().openapi({ description: 'Unix seconds, exclusive: profiles modified after it; `0` for everything.', example: 0 }),
  page: intParam(1, 10_000_000).openapi({ description: 'Page number; with `cursor`, the page the cursor leads to.', example: 1 }),
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
