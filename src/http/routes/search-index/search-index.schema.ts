import { z } from 'zod';
import '../../openapi/zod-openapi';

/** POST /search-index/reindex takes no body (or an empty object). */
export const reindexBody = z.strictObject({}, { error: () => 'must be an empty JSON object (or no body)' });

/** GET /search-index/reindex/{id}: the job id POST returned. */
export const reindexParams = z.object({
  id: z.string().regex(/^reindex-[0-9a-f-]{36}$/, 'must be a reindex job id as POST /search-index/reindex returned it'),
});

const progress = z
  .union([
    z.literal(0),
    z.strictObject({
      phase: z.enum(['filling', 'catching-up', 'done']),
      indexed: z.number().int().min(0),
      total: z.number().int().min(0),
    }),
  ])
  .openapi({ description: '0 until the worker starts it; then the phase and the profiles indexed so far.' });

export const reindexStatusSchema = z
  .strictObject({
    id: z.string(),
    state: z
      .string()
      .openapi({ description: 'BullMQ state: `waiting`, `active`, `completed`, `failed`, `delayed`...' }),
    progress,
    result: z.strictObject({ index: z.string(), indexed: z.number().int(), caughtUp: z.number().int() }).nullable(),
    failedReason: z.string().nullable(),
  })
  .openapi('ReindexStatus');

/** The answer to POST /search-index/reindex. */
export const reindexStartedSchema = z.strictObject({ jobId: z.string(), state: z.literal('waiting') });
