import { z } from 'zod';
import '../../openapi/zod-openapi';
import { DAYS_PER_WEEK, MISSION_DURATIONS, REMOTE_WORK } from '../../../domain/profile/raw-profile.schema';
import { LANGUAGE_NAMES } from '../../../domain/search/attribute-data';
import { LEVEL_NAMES } from '../../../domain/search/attributes';
import { FACETS } from '../../../domain/search/facets';
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

/** Any of a fixed list of values, each at most once. */
const anyOf = (values: readonly string[], what: string) =>
  z
    .array(
      z.enum(values as [string, ...string[]], {
        error: (iss) =>
          typeof iss.input === 'string' ? `unknown ${what} ${JSON.stringify(iss.input.slice(0, 100))}: one of ${values.map((v) => JSON.stringify(v)).join(', ')}` : `must be a ${what} (string)`,
      }),
      {
        error: () => `must be an array of ${what}s`,
      },
    )
    .max(values.length, `must hold at most ${values.length} items`);

const LANGUAGE_CODES = Object.keys(LANGUAGE_NAMES);
const LEVELS = Object.values(LEVEL_NAMES);
/** `en`, or `en:fluent`: a language code and, optionally, the lowest level. */
const LANGUAGE_FILTER = new RegExp(`^(?:${LANGUAGE_CODES.join('|')})(?::(?:${LEVELS.join('|')}))?$`);
const languageFilter = z
  .string({ error: 'must be a language code (string)' })
  .regex(LANGUAGE_FILTER, {
    error: (iss) =>
      `unknown language ${JSON.stringify(String(iss.input).slice(0, 100))}: an ISO 639-1 code (${LANGUAGE_CODES.join(', ')}), optionally with ":" and the lowest level (${LEVELS.join(', ')}), e.g. "en:fluent"`,
  })
  .openapi({ example: 'en:fluent' });

/**
 * How deep paging goes: `page` × `limit` at most. A search cluster serves the first 10 000 hits of a query
 * (`index.max_result_window`); every engine is held to the same bound, so a partner sees one behaviour.
 */
export const MAX_SEARCH_WINDOW = 10_000;

/** What POST /partners/search takes but its paging: also a saved search's criteria (saved-searches.schema.ts). */
export const searchFields = {
  keywords: z.string({ error: 'must be a string' }).max(500, 'must be at most 500 characters').optional(),
  skills: slugs(SKILLS, 'skill', 20).optional(),
  workAreas: slugs(REGIONS, 'region', 20).optional(),
  seniority: slugs(SENIORITY_SLUGS, 'seniority', 10).optional(),
  available: z.boolean({ error: 'must be true or false' }).optional(),
  remoteWork: anyOf(REMOTE_WORK, 'remote-work value').optional().openapi({ description: 'Any one of these `preferences.remoteWork` values.' }),
  missionDuration: anyOf(MISSION_DURATIONS, 'mission duration').optional().openapi({ description: 'Any one of these `preferences.missionDuration` values.' }),
  daysPerWeek: anyOf(DAYS_PER_WEEK, 'days-a-week value').optional().openapi({ description: 'Any one of these `preferences.daysPerWeek` values.' }),
  languages: z
    .array(languageFilter, { error: () => 'must be an array of language codes' })
    .max(10, 'must hold at most 10 items')
    .optional()
    .openapi({ description: 'Every one required: an ISO 639-1 code (`en`), or a code and the lowest level (`en:fluent`: fluent or native).' }),
  maxRate: z
    .number({ error: 'must be a number (euros a day)' })
    .min(1, 'must be at least 1 (euros a day)')
    .max(100_000, 'must be at most 100000 (euros a day)')
    .optional()
    .openapi({ description: 'Euros a day: the lowest day rate a freelancer asks is at most this (read from the free-text `rate`: docs/search.md).' }),
  rateUnknown: z
    .enum(['include', 'exclude'], { error: () => 'must be "include" or "exclude"' })
    .optional()
    .openapi({ description: 'With `maxRate`: keep (`include`, the default) or drop the profiles whose rate cannot be read (empty, negotiable, another currency).' }),
  availableBefore: z.iso
    .date({ error: 'must be a date (YYYY-MM-DD)' })
    .optional()
    .openapi({ description: 'Available on that day at the latest (read from `availabilityDate`, or now when available without a date); profiles whose date cannot be read are left out.' }),
  openToCdi: z.boolean({ error: 'must be true or false' }).optional(),
  vehicle: z.boolean({ error: 'must be true or false' }).optional(),
  facets: z
    .array(z.enum(FACETS, { error: () => `must be one of ${FACETS.join(', ')}` }), { error: () => 'must be an array of facet names' })
    .max(FACETS.length, `must hold at most ${FACETS.length} items`)
    .optional()
    .openapi({ description: 'Facets to count over every match (not only the page), each without its own filter: `infos.facets`.' }),
  highlight: z.boolean({ error: 'must be true or false' }).optional().openapi({ description: 'With `true`, each result says why it matched (`highlights`).' }),
};

/** POST /partners/search: every field optional; page defaults to 1 and limit to 20; page × limit ≤ 10 000. */
export const searchBody = z
  .strictObject(
    {
      ...searchFields,
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
