import { z } from 'zod';
import '../../openapi/zod-openapi';
import { intParam } from '../../validate';
import { searchFields } from './search.schema';

const name = z
  .string({ error: (iss) => (iss.input === undefined ? 'is required' : 'must be a string') })
  .min(1, 'must not be empty')
  .max(200, 'must be at most 200 characters')
  .openapi({ example: 'Senior React, Lyon' });

/** What only shapes the answer, and the text fields that say something once not blank. */
const SHAPING: readonly string[] = ['facets', 'highlight', 'relax'];
const TEXTS: readonly string[] = ['keywords', 'brief'];

/**
 * A saved search's criteria: POST /partners/search's body without `page` and `limit`, validated by the very same
 * schema (the same 400s, field for field, under `body.query`).
 */
export const savedQuery = z
  .strictObject(searchFields, { error: (iss) => (iss.input === undefined ? 'is required' : 'must be a JSON object') })
  .refine(saysSomething, {
    error: 'must hold keywords, a brief or one filter: an empty saved search would match every profile',
  })
  .openapi('SavedSearchQuery', {
    anyOf: restrictingFields(),
    description:
      'The body of `POST /partners/search` without `page` and `limit`, validated the same way, and holding keywords, a brief or one filter. `facets` and `highlight` are kept but play no part in matching; a saved search matches strictly whatever `relax` says.',
  });

/** Criteria that restrict the pool: keywords or a brief not blank, or a filter (a list not empty). */
function saysSomething(q: Partial<Record<keyof typeof searchFields, unknown>>): boolean {
  return Object.entries(q).some(([k, v]) =>
    SHAPING.includes(k)
      ? false
      : TEXTS.includes(k)
        ? typeof v === 'string' && v.trim() !== ''
        : v !== undefined && !(Array.isArray(v) && v.length === 0),
  );
}

/** The same rule for the OpenAPI description: one branch per field that restricts. */
function restrictingFields() {
  return Object.entries(searchFields)
    .filter(([k]) => !SHAPING.includes(k))
    .map(([k, schema]) => ({
      required: [k],
      ...(TEXTS.includes(k)
        ? { properties: { [k]: { type: 'string' as const, pattern: '\\S' } } }
        : schema.unwrap() instanceof z.ZodArray
          ? { properties: { [k]: { type: 'array' as const, minItems: 1 } } }
          : {}),
    }));
}

/** POST /partners/saved-searches. */
export const createSavedSearchBody = z.strictObject(
  { name, query: savedQuery },
  { error: () => 'must be a JSON object' },
);

/** PATCH /partners/saved-searches/{id}: a new name, new criteria (replacing the saved ones whole), or both. */
export const updateSavedSearchBody = z
  .strictObject({ name: name.optional(), query: savedQuery.optional() }, { error: () => 'must be a JSON object' })
  .refine((b) => Object.keys(b).length > 0, 'must change at least one of name, query')
  .openapi({ minProperties: 1 });

export const savedSearchParams = z.strictObject({
  id: z
    .string()
    .regex(/^ss_[A-Za-z0-9_-]{22}$/, 'must be a saved search id as POST /partners/saved-searches returned it')
    .openapi({ example: 'ss_Jx0b7m3QeC1tqz1lHkQW4A' }),
});

/** GET /partners/saved-searches/{id}/matches. */
export const matchesQuery = z.strictObject({
  since: z.iso
    .datetime({
      offset: true,
      error: (iss) => (iss.input === undefined ? 'is required' : 'must be an ISO 8601 date-time'),
    })
    .openapi({
      description: 'The profiles that came to match at or after this time (ISO 8601).',
      example: '2026-11-24T08:00:00Z',
    }),
  page: intParam(1, 1000)
    .optional()
    .transform((v) => v ?? 1)
    .openapi({ default: 1 }),
  limit: intParam(1, 100)
    .optional()
    .transform((v) => v ?? 20)
    .openapi({ default: 20 }),
});
