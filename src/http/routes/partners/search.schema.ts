import { z } from 'zod';
import { MAX_BRIEF_LENGTH } from '../../../domain/search/brief';
import '../../openapi/zod-openapi';
import { pageInfoShape, workAreaSchema } from '../freelances/freelances.schema';
import { DAYS_PER_WEEK, MISSION_DURATIONS, REMOTE_WORK } from '../../../domain/profile/raw-profile.schema';
import { LANGUAGE_NAMES } from '../../../domain/search/attribute-data';
import { LEVEL_NAMES } from '../../../domain/search/attributes';
import { FACETS } from '../../../domain/search/facets';
import { REGIONS, SENIORITY_SLUGS, SKILLS } from '../../../domain/search/referential';

/** What words of the keywords may be read as (`infos.understood`, and the `matched` of highlights). */
const READ_AS = [
  'place',
  'seniority',
  'remoteWork',
  'availability',
  'language',
  'daysPerWeek',
  'missionDuration',
  'maxRate',
  'ignored',
  'preferred',
] as const;

/** Slugs of one table of the referential (POST /referential), described as its enum. */
const slugs = (table: readonly { slug: string }[], what: string, max: number) =>
  z
    .array(
      z.enum(
        table.map((e) => e.slug),
        {
          error: (iss) =>
            typeof iss.input === 'string'
              ? `unknown ${what} ${JSON.stringify(iss.input.slice(0, 100))} (see POST /referential)`
              : 'must be a slug (string)',
        },
      ),
      { error: () => 'must be an array of slugs' },
    )
    .max(max, `must hold at most ${max} items`);
const int = (min: number, max: number) =>
  z
    .number({ error: 'must be an integer' })
    .int('must be an integer')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);

/** Any of a fixed list of values, each at most once. */
const anyOf = (values: readonly string[], what: string) =>
  z
    .array(
      z.enum(values as [string, ...string[]], {
        error: (iss) =>
          typeof iss.input === 'string'
            ? `unknown ${what} ${JSON.stringify(iss.input.slice(0, 100))}: one of ${values.map((v) => JSON.stringify(v)).join(', ')}`
            : `must be a ${what} (string)`,
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
  brief: z
    .string({ error: 'must be a string' })
    .max(MAX_BRIEF_LENGTH, `must be at most ${MAX_BRIEF_LENGTH} characters`)
    .optional()
    .openapi({
      description: `A sentence or a whole job ad, in French or English, up to ${MAX_BRIEF_LENGTH} characters (\`je cherche un dev react senior à Lyon dispo en janvier\`). What it asks for selects (the titles of its first line that names one; else its skills), everything else it names ranks (skills, sectors, places, seniority or years, remote work, availability and dates, days a week, languages), an attribute said not to be wanted excludes (\`pas de junior\`), a day rate ranks who asks more (10 % over it) after everyone within it; \`infos.brief\` says what was read and how each part was used. Beside \`keywords\`, the keywords select and the brief only ranks. docs/search.md, "Briefs".`,
      example: 'Nous recherchons un développeur React senior à Lyon, disponible en janvier, 3 jours par semaine.',
    }),
  relax: z.boolean({ error: 'must be true or false' }).optional().openapi({
    description:
      'Without it (the default) every word of `keywords` is a condition each result meets, as the spec reads them: as text with its equivalents, or as the place or attribute it names (docs/search.md); a search that finds nobody then suggests shorter keywords (`infos.suggestions`). With `true`, the keywords are relaxed: beside a specialty a job word, a sector or an attribute ranks rather than selects, a title’s neighbours come after it, without `OR`, when 1 to 19 profiles have every one of three to five words that select (not places nor attributes), a profile that lacks one of them comes after them, when 1 to 19 profiles match a place and words beside it, who does the job elsewhere comes after those there and around it, `or` and `ou` typed in lowercase between two words read as either of them, and words that leave nobody are left out (`infos.dropped`). A saved search always matches strictly.',
  }),
  skills: slugs(SKILLS, 'skill', 20).optional(),
  workAreas: slugs(REGIONS, 'region', 20).optional(),
  seniority: slugs(SENIORITY_SLUGS, 'seniority', 10).optional(),
  available: z.boolean({ error: 'must be true or false' }).optional(),
  remoteWork: anyOf(REMOTE_WORK, 'remote-work value')
    .optional()
    .openapi({ description: 'Any one of these `preferences.remoteWork` values.' }),
  missionDuration: anyOf(MISSION_DURATIONS, 'mission duration')
    .optional()
    .openapi({ description: 'Any one of these `preferences.missionDuration` values.' }),
  daysPerWeek: anyOf(DAYS_PER_WEEK, 'days-a-week value')
    .optional()
    .openapi({ description: 'Any one of these `preferences.daysPerWeek` values.' }),
  languages: z
    .array(languageFilter, { error: () => 'must be an array of language codes' })
    .max(10, 'must hold at most 10 items')
    .optional()
    .openapi({
      description:
        'Every one required: an ISO 639-1 code (`en`), or a code and the lowest level (`en:fluent`: fluent or native).',
    }),
  maxRate: z
    .number({ error: 'must be a number (euros a day)' })
    .min(1, 'must be at least 1 (euros a day)')
    .max(100_000, 'must be at most 100000 (euros a day)')
    .optional()
    .openapi({
      description:
        'Euros a day: the lowest day rate a freelancer asks is at most this (read from the free-text `rate`: docs/search.md).',
    }),
  rateUnknown: z
    .enum(['include', 'exclude'], { error: () => 'must be "include" or "exclude"' })
    .optional()
    .openapi({
      description:
        'With `maxRate`: keep (`include`, the default) or drop the profiles whose rate cannot be read (empty, negotiable, another currency).',
    }),
  availableBefore: z.iso.date({ error: 'must be a date (YYYY-MM-DD)' }).optional().openapi({
    description:
      'Available on that day at the latest (read from `availabilityDate`, or now when available without a date); profiles whose date cannot be read are left out.',
  }),
  openToCdi: z.boolean({ error: 'must be true or false' }).optional(),
  vehicle: z.boolean({ error: 'must be true or false' }).optional(),
  facets: z
    .array(z.enum(FACETS, { error: () => `must be one of ${FACETS.join(', ')}` }), {
      error: () => 'must be an array of facet names',
    })
    .max(FACETS.length, `must hold at most ${FACETS.length} items`)
    .optional()
    .openapi({
      description: 'Facets to count over every match (not only the page), each without its own filter: `infos.facets`.',
    }),
  highlight: z
    .boolean({ error: 'must be true or false' })
    .optional()
    .openapi({ description: 'With `true`, each result says why it matched (`highlights`).' }),
};

/** POST /partners/search: every field optional; page defaults to 1 and limit to 20; page × limit ≤ 10 000. */
export const searchBody = z
  .strictObject(
    {
      ...searchFields,
      page: int(1, MAX_SEARCH_WINDOW)
        .default(1)
        .openapi({
          description: `At most ${MAX_SEARCH_WINDOW} / \`limit\`: paging reaches the ${MAX_SEARCH_WINDOW} best matches.`,
        }),
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
  workHistory: [
    { position: 'Développeuse Full-Stack', startDate: '2022-01-10', summary: 'Refonte d’une plateforme e-commerce.' },
  ],
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
    preferences: z.strictObject({
      remoteWork: z.array(z.string()),
      missionDuration: z.array(z.string()),
      daysPerWeek: z.array(z.string()),
      workAreas: z.array(workAreaSchema),
    }),
    workHistory: z.array(
      z.strictObject({
        position: z.string(),
        startDate: z.string().optional(),
        endDate: z.string().optional(),
        summary: z.string(),
      }),
    ),
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
              as: z.enum(READ_AS),
              how: z.enum(['lives', 'worksIn', 'covers', 'has', 'near', 'fromExperience']).openapi({
                description:
                  'A place: `lives` there, lives `near` it (elsewhere in the department of the city named; relaxed, elsewhere in its region, or abroad in its country), `worksIn` it (a work area in it), or a work area that `covers` it (its department, region or country). An attribute: `has` the value named, or a `near` one (`senior` asked, `expert` held; `remote` asked, `Hybride` held); a seniority `fromExperience`: the profile declares none and its work history spans the years of the one named (3 to 6 for `confirme`).',
              }),
            }),
          )
          .openapi({ description: 'The words read as a place or an attribute that this profile has, and how.' }),
      })
      .optional()
      .openapi({
        description: 'With `highlight: true`: why this result matched.',
        example: {
          fields: {
            headline: ['Développeuse <mark>React</mark> senior'],
            'workHistory.0.summary': ['…migration vers <mark>React</mark> et TypeScript d’une…'],
          },
          matched: [
            { words: 'senior', as: 'seniority', how: 'has' },
            { words: 'lyon', as: 'place', how: 'lives' },
          ],
        },
      }),
  })
  .openapi('SearchResult', {
    description: 'A Stage 1 result: anonymised, no identifying or contact data.',
    example: STAGE1_EXAMPLE,
  });

const correctionSchema = z.strictObject({
  word: z.string().openapi({ description: 'The word as typed.' }),
  readAs: z
    .array(z.string())
    .min(1)
    .openapi({ description: 'The words it was read as (searched instead, any of them).' }),
});

export const searchInfoSchema = z
  .strictObject({
    ...pageInfoShape,
    corrections: z.array(correctionSchema).optional().openapi({
      description:
        'Present when a word that matches nothing in the pool was read as the closest known words (typo tolerance): a word of 5 letters or more, or of 4 letters read as a word of the vocabulary one letter inserted, deleted or swapped away.',
    }),
    understood: z
      .array(
        z.strictObject({
          words: z.string().openapi({ description: 'The word or words as typed.' }),
          as: z.enum(READ_AS).openapi({ description: 'What they were read as.' }),
          values: z.array(z.string()).openapi({
            description:
              "What they name: the places (names of the mobility dataset), the seniority slugs (the one named first, then the one that also fits), the `remoteWork` values, `available` (and, for a month named, `YYYY-MM`: available by then), the language (ISO 639-1 code), the `daysPerWeek` value, or the day rate in euros (`maxRate`: the answer keeps the rates at most that high, and those not read, as the `maxRate` filter does unless the request sets one). Empty for words read as nothing (`ignored`: `urgent`, `nous recherchons`, `recherche` or `mission` as the first word before others, `secteur` before a sector (`secteur santé`), the small words of a search typed as a sentence (`sur` of `dev java sur lyon`, `in` of `java developer in lyon`), `profil`, `H/F`, `freelance`, `min`, `max`...), which match no text so that they never empty an answer, and for words that rank rather than select (`preferred`: a job word, a sector, a word of the field, a lead title, a title of the trade, how a position is held or the kind of client, typed beside a specialty, `ingénieur` of `ingénieur dotnet`, `assurance` of `PO assurance`, `tech lead` of `tech lead python`, `software engineer` of `software engineer java`, `interim` of `interim CFO`, `PME` of `RAF PME`: the specialty selects, whoever also writes them comes first, and for a lead title the seniors and experts). An attribute typed beside a specialty (`senior` of `senior react`) is listed with what it names and ranks rather than selects: its holders first, then those of a neighbouring value, then the specialty's others (the `seniority` filter selects). A skill of the `skills` filter is a specialty too.",
          }),
          minLevel: z.enum(['basic', 'intermediate', 'professional', 'fluent', 'native']).optional().openapi({
            description: 'For a language written with a level (`anglais courant`): the lowest level that matches.',
          }),
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
    facetsMatches: z.number().int().min(0).optional().openapi({
      description:
        'With `facets`: how many matches they were counted over: every match, even where `total` of an OR query is capped at 1000 a group.',
    }),
    dropped: z
      .array(z.string())
      .min(1)
      .optional()
      .openapi({
        description:
          "With `relax: true`, present when no profile matched every word: the words left out (as typed, in their order): first those that alone match no profile (with the request's filters), wherever they are, then the last ones, one word or run of words at a time, until some profiles matched (at most three; one always stays); the results are those of the other words. Only for keywords without `OR`, and never for a saved search's alerts.",
        example: ['santé'],
      }),
    brief: z
      .strictObject({
        understood: z
          .array(
            z.strictObject({
              words: z.string().openapi({ description: 'The words of the brief, as written.' }),
              as: z.enum([...READ_AS, 'occupation', 'skill', 'sector', 'word']).openapi({
                description:
                  'What they were read as: a title or a job word (`occupation`), a skill or a tool (`skill`), a sector, a place, an attribute (as for keywords), a day rate (`maxRate`), or a word the vocabulary does not know (`word`: what selects when the brief names nothing it knows).',
              }),
              values: z.array(z.string()).openapi({ description: 'What they name, as `infos.understood` says it.' }),
              minLevel: z.enum(['basic', 'intermediate', 'professional', 'fluent', 'native']).optional(),
              use: z.enum(['selects', 'ranks', 'excludes']).openapi({
                description:
                  'How it was used: a result has one of what `selects`; what `ranks` puts first who has it; what `excludes` leaves out who holds it (a day rate `ranks` who asks more after everyone within it).',
              }),
            }),
          )
          .openapi({ description: 'Each thing the brief names, once, in the order it names them.' }),
        unread: z.array(z.string()).openapi({
          description: 'Words of the brief the search could not use (not the small words of sentences), the first 30.',
        }),
        corrections: z
          .array(correctionSchema)
          .min(1)
          .optional()
          .openapi({
            description:
              'Present when a word of the brief in lower case matched nothing and was read as the word of the trade one slip away, because with a word beside it that word makes a title or a skill (`ingénieur métodes`: `méthodes`).',
            example: [{ word: 'métodes', readAs: ['methodes'] }],
          }),
        widenedBy: z
          .array(z.string())
          .min(1)
          .optional()
          .openapi({
            description:
              "Present when fewer than 20 profiles are what the brief asks for (its title, or the skill beside its job word, with the filters) and the brief alone selects (no `keywords`): the skills and names it also names (as written); who has one of them matches too, after those profiles. Never for a saved search's alerts.",
            example: ['Swift', 'SwiftUI'],
          }),
      })
      .optional()
      .openapi({ description: 'With `brief`: what it was read as, and how each part was used.' }),
    suggestions: z
      .array(
        z.strictObject({
          keywords: z
            .string()
            .openapi({ description: 'Your keywords less the words in `dropped`: send it to search.' }),
          dropped: z.array(z.string()).min(1).openapi({ description: 'The words it leaves out, as typed.' }),
          total: z.number().int().min(1).openapi({ description: 'How many profiles it finds (with your filters).' }),
        }),
      )
      .min(1)
      .optional()
      .openapi({
        description:
          'A search read strictly (without `relax`) that found nobody: at most three shorter keywords that would find somebody, leaving out one word (or run of words read as one), else two; the most words kept first, then the most found. Counts only; only your own words. For keywords of one group (no `OR`).',
        example: [{ keywords: 'java senior', dropped: ['nantes'], total: 14 }],
      }),
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

export const skillEntry = z.strictObject({ slug: z.string(), name: z.string(), aliases: z.array(z.string()) });
export const regionEntry = z.strictObject({
  slug: z.string(),
  name: z.string(),
  countryCode: z.string(),
  regionCode: z
    .string()
    .nullable()
    .openapi({ description: 'INSEE code of a French region; null for a whole country.' }),
});
export const seniorityEntry = z.strictObject({ slug: z.string(), name: z.string() });
