import { z } from 'zod';
import '../../openapi/zod-openapi';

/**
 * GET /mobilities/length and POST /mobilities/refresh-cache take nothing: no query parameter, an empty body or `{}`.
 */
export const noQuery = z.strictObject({});
export const noBody = z.strictObject({}, { error: () => 'must be empty or {}' });

export const lengthSchema = z
  .strictObject({ mobilities: z.strictObject({ length: z.number().int().min(0) }) })
  .openapi('MobilitiesLength');
export const refreshedSchema = z
  .strictObject({
    mobilities: z.strictObject({ length: z.number().int().min(0) }),
    source: z.string().openapi({ description: 'Where it was loaded from, without credentials.' }),
    loadedAt: z.string().openapi({ description: 'When this process loaded it (ISO 8601).' }),
  })
  .openapi('MobilitiesRefreshed');
