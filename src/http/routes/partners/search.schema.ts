import { z } from 'zod';
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
const int = (min: number, max: number) =>
  z.number({ error: 'must be an integer' }).int('must be an integer').min(min, `must be at least ${min}`).max(max, `must be at most ${max}`);

/** POST /partners/search: every field optional; page defaults to 1 and limit to 20. */
export const searchBody = z.strictObject(
  {
    keywords: z.string({ error: 'must be a string' }).max(500, 'must be at most 500 characters').optional(),
    skills: slugs(SKILLS, 'skill', 20).optional(),
    workAreas: slugs(REGIONS, 'region', 20).optional(),
    seniority: slugs(SENIORITY_SLUGS, 'seniority', 10).optional(),
    available: z.boolean({ error: 'must be true or false' }).optional(),
    page: int(1, 100_000).default(1),
    limit: int(1, 100).default(20),
  },
  { error: () => 'must be a JSON object' },
);

export const REFERENTIAL_TYPES = ['skills', 'regions', 'seniorities'] as const;
/** POST /referential: an empty body for everything, or `{ types: [...] }`. */
export const referentialBody = z.strictObject(
  { types: z.array(z.enum(REFERENTIAL_TYPES, { error: () => `must be one of ${REFERENTIAL_TYPES.join(', ')}` })).min(1, 'must name at least one type').optional() },
  { error: () => 'must be a JSON object' },
);
