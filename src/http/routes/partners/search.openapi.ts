import { z } from 'zod';
import { ACCESS_TYPES } from '../../../domain/keys/api-key';
import type { ApiDescription } from '../../openapi/api-description';
import '../../openapi/zod-openapi';
import { pageInfoShape, pageOf, workAreaSchema } from '../freelances/freelances.schema';
import { FACETS } from '../../../domain/search/facets';
import { MAX_SEARCH_WINDOW, referentialBody, searchBody } from './search.schema';

export const STAGE1_EXAMPLE = {
  id: 's1_Hq2...',
  headline: 'Développeuse Full-Stack',
  summary: 'Développeuse Full-Stack avec 8 ans d’expérience. Contact : […]',
  location: { city: 'Lyon', region: 'Auvergne-Rhône-Alpes', countryCode: 'FR', postalCode: '69001' },
  skills: [{ name: 'TypeScript', level: 'Expert', keywords: ['Node.js'] }],
  languages: [{ language: 'Anglais', fluency: 'Courant' }],
  seniority: 'senior',
  professions: ['Développeur'],
  availability: { available: true, availabilityDate: 'Immédiate' },
  preferences: {
    remoteWork: ['Hybride'],
    missionDuration: ['6 a 12 mois'],
    daysPerWeek: ['4', '5'],
    workAreas: [{ type: 'region', regionCode: '84', regionName: 'Auvergne-Rhône-Alpes', countryCode: 'FR', countryName: 'France' }],
  },
  workHistory: [{ position: 'Développeuse Full-Stack', startDate: '2022-01-10', summary: 'Refonte d’une plateforme e-commerce.' }],
  matchRank: 1,
  updatedAt: '2026-10-12T08:30:00.000Z',
};

export const stage1Schema = z
  .strictObject({
    id: z.string().openapi({ description: 'Sealed for the calling partner; the `freelanceId` of Stage 2 (reveal).' }),
    headline: z.string(),
    summary: z.string().openapi({ description: 'Redacted: e-mails, phones, URLs and identifying names become `[…]`.' }),
    location: z.strictObject({ city: z.string(), region: z.string(), countryCode: z.string(), postalCode: z.string() }),
    skills: z.array(z.strictObject({ name: z.string(), level: z.string(), keywords: z.array(z.string()) })),
    languages: z.array(z.strictObject({ language: z.string(), fluency: z.string() })),
    seniority: z.string().openapi({ description: 'A seniority slug of the referential (empty when not given).' }),
    professions: z.array(z.string()),
    availability: z.strictObject({ available: z.boolean(), availabilityDate: z.string() }),
    preferences: z.strictObject({ remoteWork: z.array(z.string()), missionDuration: z.array(z.string()), daysPerWeek: z.array(z.string()), workAreas: z.array(workAreaSchema) }),
    workHistory: z.array(z.strictObject({ position: z.string(), startDate: z.string().optional(), endDate: z.string().optional(), summary: z.string() })),
    matchRank: z.number().int().min(1).openapi({ description: '1-based rank by relevance, across pages.' }),
    updatedAt: z.string().openapi({ format: 'date-time' }),
    highlights: z
      .strictObject({
        fields: z.record(z.string(), z.array(z.string()).min(1)).openapi({
          description:
            'Per field of this result (`headline`, `summary`, `professions.0`, `skills.2.name`, `skills.2.keywords.0`, `workHistory.1.position`, `workHistory.1.summary`): the fragments that hold the words searched, their equivalents or their corrections, HTML-escaped, with those words in `<mark>`; a text of up to 160 characters whole, a longer one in up to 3 fragments cut at words (`…` where cut). Made from the redacted text this result shows.',
        }),
        matched: z
          .array(
            z.strictObject({
              words: z.string().openapi({ description: 'The words as typed (one entry of `infos.understood`).' }),
              as: z.enum(['place', 'seniority', 'remoteWork', 'availability', 'language']),
              how: z.enum(['lives', 'worksIn', 'covers', 'has', 'near', 'fromExperience']).openapi({
                description:
                  'A place: `lives` there, `worksIn` it (a work area in it), or a work area that `covers` it (its department, region or country). An attribute: `has` the value named, or a `near` one (`senior` asked, `expert` held; `remote` asked, `Hybride` held); a seniority `fromExperience`: the profile declares none and its work history spans the years of the one named (3 to 6 for `confirme`).',
              }),
            }),
          )
          .openapi({ description: 'The words read as a place or an attribute that this profile has, and how.' }),
      })
      .optional()
      .openapi({
        description: 'With `highlight: true`: why this result matched.',
        example: {
          fields: { headline: ['Développeuse <mark>React</mark> senior'], 'workHistory.0.summary': ['…migration vers <mark>React</mark> et TypeScript d’une…'] },
          matched: [
            { words: 'senior', as: 'seniority', how: 'has' },
            { words: 'lyon', as: 'place', how: 'lives' },
          ],
        },
      }),
  })
  .openapi('SearchResult', { description: 'A Stage 1 result: anonymised, no identifying or contact data.', example: STAGE1_EXAMPLE });

const searchInfoSchema = z
  .strictObject({
    ...pageInfoShape,
    corrections: z
      .array(
        z.strictObject({
          word: z.string().openapi({ description: 'The word as typed.' }),
          readAs: z.array(z.string()).min(1).openapi({ description: 'The words it was read as (searched instead, any of them).' }),
        }),
      )
      .optional()
      .openapi({ description: 'Present when a word of 5 letters or more that matches nothing in the pool was read as the closest known words (typo tolerance).' }),
    understood: z
      .array(
        z.strictObject({
          words: z.string().openapi({ description: 'The word or words as typed.' }),
          as: z.enum(['place', 'seniority', 'remoteWork', 'availability', 'language']).openapi({ description: 'What they were read as.' }),
          values: z.array(z.string()).min(1).openapi({
            description:
              'What they name: the places (names of the mobility dataset), the seniority slugs (the one named first, then the one that also fits), the `remoteWork` values, `available`, or the language (ISO 639-1 code).',
          }),
          minLevel: z
            .enum(['basic', 'intermediate', 'professional', 'fluent', 'native'])
            .optional()
            .openapi({ description: 'For a language written with a level (`anglais courant`): the lowest level that matches.' }),
        }),
      )
      .optional()
      .openapi({
        description:
          'Present when words were read as a place (a name, a department number, a postal code) or an attribute (seniority, remote work, availability, a language): they also matched the profiles that are there or have it, which rank first, and still matched as text.',
      }),
    facets: z
      .partialRecord(z.enum(FACETS), z.array(z.strictObject({ value: z.string(), count: z.number().int().min(1) })))
      .optional()
      .openapi({
        description:
          'With `facets`: each facet asked, its values (the slugs its filter accepts) and how many matches have each, most first; values no match has are left out. Counted over every match, each facet without its own filter. `skills`: the 20 most frequent.',
        example: { seniority: [{ value: 'senior', count: 12 }], remoteWork: [{ value: 'Hybride', count: 9 }] },
      }),
    facetsMatches: z
      .number()
      .int()
      .min(0)
      .optional()
      .openapi({ description: 'With `facets`: how many matches they were counted over: every match, even where `total` of an OR query is capped at 1000 a group.' }),
  })
  .openapi('SearchPageInfo', {
    example: {
      total: 12,
      page: 1,
      limit: 20,
      totalPages: 1,
      corrections: [{ word: 'terrafrom', readAs: ['terraform'] }],
      understood: [
        { words: 'senior', as: 'seniority', values: ['senior', 'expert'] },
        { words: '33', as: 'place', values: ['Gironde'] },
      ],
    },
  });

const skillEntry = z.strictObject({ slug: z.string(), name: z.string(), aliases: z.array(z.string()) });
const regionEntry = z.strictObject({
  slug: z.string(),
  name: z.string(),
  countryCode: z.string(),
  regionCode: z.string().nullable().openapi({ description: 'INSEE code of a French region; null for a whole country.' }),
});
const seniorityEntry = z.strictObject({ slug: z.string(), name: z.string() });

export function describeSearch(api: ApiDescription): void {
  api.route({
    method: 'post',
    path: '/partners/search',
    operationId: 'searchFreelances',
    summary: 'Stage 1: search the anonymised pool',
    description: [
      'Ranked by relevance (BM25; headline 4, skills 3, summary 2, work history 1). Every field is optional.',
      '`keywords`: words are an implicit AND; `"a phrase"` is exact; `-word` excludes; the uppercase word `OR` separates at most 10 groups (no parentheses). For OR queries `total` is capped at 1000 per group.',
      'Filters take slugs of `POST /referential`: `skills` (all required), `workAreas` (any one), `seniority` (any one). An unknown slug is a 400 naming it. The profile filters: `available`, `remoteWork`, `missionDuration`, `daysPerWeek` (any one of the values given), `languages` (every one, each optionally with a lowest level), `maxRate` (euros a day, read from the free-text `rate`; `rateUnknown` keeps or drops the profiles whose rate cannot be read), `availableBefore` (a date), `openToCdi`, `vehicle`. docs/search.md says how each is read.',
      '`facets` counts the matches by value (`infos.facets`), each facet with every filter except its own, so that a recruiter can widen a choice; `highlight: true` adds `highlights` to each result: the fragments that matched, and the places and attributes named that the profile has. Both cost a little time: ask only for what is shown.',
      `Paging reaches the ${MAX_SEARCH_WINDOW} best matches: \`page\` × \`limit\` above ${MAX_SEARCH_WINDOW} is a 400 (narrow the search instead), on every engine.`,
    ].join('\n\n'),
    tag: 'Search',
    access: ['partner'],
    sandbox: true,
    request: {
      body: searchBody,
      bodyRequired: false,
      bodyExample: {
        keywords: 'react senior "design system" -php',
        skills: ['typescript'],
        workAreas: ['ile-de-france'],
        remoteWork: ['Full remote', 'Hybride'],
        maxRate: 650,
        languages: ['en:fluent'],
        facets: ['seniority', 'remoteWork', 'skills'],
        highlight: true,
        page: 1,
        limit: 20,
      },
    },
    responses: {
      200: {
        description: 'One page of anonymised results.',
        schema: pageOf(stage1Schema, searchInfoSchema),
        example: { freelances: [STAGE1_EXAMPLE], infos: { total: 1, page: 1, limit: 20, totalPages: 1 } },
      },
    },
    errors: {
      503: {
        description:
          'The search cluster does not answer (refused, timed out, or failing): try again after `Retry-After` seconds. Searches are refused at once for a while after several such failures in a row.',
        message: 'Search is unavailable: the search cluster did not answer (ECONNREFUSED); retry in 10 s',
        retryAfter: true,
      },
    },
  });
  api.route({
    method: 'post',
    path: '/referential',
    operationId: 'getReferential',
    summary: 'The values accepted by search filters',
    description: 'An empty body answers every table; `types` asks for some. Skill aliases are the names that map to a slug (case and accents ignored).',
    tag: 'Search',
    access: ACCESS_TYPES,
    sandbox: true,
    request: { body: referentialBody, bodyRequired: false, bodyExample: { types: ['seniorities'] } },
    responses: {
      200: {
        description: 'The requested tables.',
        schema: z.strictObject({ skills: z.array(skillEntry).optional(), regions: z.array(regionEntry).optional(), seniorities: z.array(seniorityEntry).optional() }).openapi('Referential'),
        example: {
          skills: [{ slug: 'typescript', name: 'TypeScript', aliases: ['ts'] }],
          regions: [{ slug: 'ile-de-france', name: 'Île-de-France', countryCode: 'FR', regionCode: '11' }],
          seniorities: [{ slug: 'senior', name: 'Senior (7-10 ans)' }],
        },
      },
    },
  });
}
