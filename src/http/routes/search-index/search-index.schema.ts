import { z } from 'zod';

/** POST /search-index/reindex takes no body (or an empty object). */
export const reindexBody = z.strictObject({}, { error: () => 'must be an empty JSON object (or no body)' });

/** GET /search-index/reindex/{id}: the job id POST returned. */
export const reindexParams = z.object({ id: z.string().regex(/^reindex-[0-9a-f-]{36}$/, 'must be a reindex job id as POST /search-index/reindex returned it') });
