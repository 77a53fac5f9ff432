import { z } from 'zod';
import '../../openapi/zod-openapi';
import { REGIONS, SENIORITY_SLUGS, SKILLS } from '../../../domain/search/referential';

/** Slugs of one table of the referential (POST /referential), described as its enum. */
const slugs = (table: readonly { slug: string }[], what: string, max: number) =>
  z
    .array(
      z.enum(
        table.map((e) => e.slug),
        { error: (iss) => (typeof iss.input === 'string' ? `unknown ${what} ${JSON.stringify(iss.input.slice(0, 100))} (see POST /referential)` : 'must be a slug (string)') },
      ),
      { error: () => 'must be an array of slugs' },
    )
    .max(max, `must hold at most ${max} items`);
const int = (min: number, max: number) => z.number({ error: 'must be an integer' }).int('must be an integer').min(min, `must be at least ${min}`).max(max, `must be at most ${max}`);

/**
 * How deep paging goes: `page` × `limit` at most. A search cluster serves the first 10 000 hits of a query
 * (`index.max_result_window`); every engine is held to the same bound, so a partner sees one behaviour.
 */
export const MAX_SEARCH_WINDOW = 10_000;

/** POST /partners/search: every field optional; page defaults to 1 and limit to 20; page × limit ≤ 10 000. */
export const searchBody = z
  .strictObject(
    {
      keywords: z.string({ error: 'must be a string' }).max(500, 'must be at most 500 characters').optional(),
      skills: slugs(SKILLS, 'skill', 20).optional(),
      workAreas: slugs(REGIONS, 'region', 20).optional(),
      seniority: slugs(SENIORITY_SLUGS, 'seniority', 10).optional(),
      available: z.boolean({ error: 'must be true or false' }).optional(),
      page: int(1, MAX_SEARCH_WINDOW)
        .default(1)
        .openapi({ description: `At most ${MAX_SEARCH_WINDOW} / \`limit\`: paging reaches the ${MAX_SEARCH_WINDOW} best matches.` }),
      limit: int(1, 100).default(20),
    },
    { error: () => 'must be a JSON object' },
  )
  .refine((b) => b.page * b.limit <= MAX_SEARCH_WINDOW, {
    path: ['page'],
    error: (iss) => {
      const b = iss.input as { limit: number };
      return `must be at most ${Math.floor(MAX_SEARCH_WINDOW / b.limit)} with limit ${b.limit}: paging reaches the ${MAX_SEARCH_WINDOW} best matches (page × limit at most ${MAX_SEARCH_WINDOW}); narrow the search instead`;
    },
  });

export const REFERENTIAL_TYPES = ['skills', 'regions', 'seniorities'] as const;
/** POST /referential: an empty body for everything, or `{ types: [...] }`. */
export const referentialBody = z.strictObject(
  {
    types: z
      .array(z.enum(REFERENTIAL_TYPES, { error: () => `must be one of ${REFERENTIAL_TYPES.join(', ')}` }))
      .min(1, 'must name at least one type')
      .optional(),
  },
  { error: () => 'must be a JSON object' },
);
