import { z } from 'zod';
import '../../openapi/zod-openapi';
import { ACCESS_TYPES } from '../../../domain/keys/api-key';
import { REGIONS, SENIORITY_SLUGS, SKILLS } from '../../../domain/search/referential';
import { callerOwner } from '../../auth';
import { defineRoute } from '../../route';
import { pageOf } from '../freelances/freelances.schema';
import {
  MAX_SEARCH_WINDOW,
  referentialBody,
  regionEntry,
  searchBody,
  searchInfoSchema,
  seniorityEntry,
  skillEntry,
  STAGE1_EXAMPLE,
  stage1Schema,
} from './search.schema';

/** Stage 1 search (partner keys; also in the sandbox) and the referential of filter values (every key type). */
export const searchRoutes = [
  defineRoute({
    method: 'post',
    path: '/partners/search',
    operationId: 'searchFreelances',
    summary: 'Stage 1: search the anonymised pool',
    description: [
      'Ranked by relevance (BM25; headline 4, skills 3, summary 2, work history 1). Every field is optional.',
      '`keywords`: words are an implicit AND, each a condition every result meets (a place: lives or can work there; a seniority: holds it); `"a phrase"` is exact; `-word` excludes; the uppercase word `OR` separates at most 10 groups (no parentheses). For OR queries `total` is capped at 1000 per group. When nobody matches, `infos.suggestions` names the words to drop and what each search would find; `relax: true` ranks instead of requiring the job words and attributes, and drops words rather than answer nothing.',
      '`brief`: a sentence or a job ad as the recruiter wrote it (French or English, up to 5000 characters): its title selects, the skills, places and attributes it names rank, `pas de`/`no` before an attribute excludes it, a day rate ranks who asks more after the others; `infos.brief` says what was read and how it was used. With `keywords`, a brief only ranks.',
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
  }).handle(async ({ body }, { res, services }) => {
    const text = await services.search.searchJson(callerOwner(res), body);
    return { status: 200, send: (res) => res.type('json').send(text) };
  }),
  defineRoute({
    method: 'post',
    path: '/referential',
    operationId: 'getReferential',
    summary: 'The values accepted by search filters',
    description:
      'An empty body answers every table; `types` asks for some. Skill aliases are the names that map to a slug (case and accents ignored).',
    tag: 'Search',
    access: ACCESS_TYPES,
    sandbox: true,
    request: { body: referentialBody, bodyRequired: false, bodyExample: { types: ['seniorities'] } },
    responses: {
      200: {
        description: 'The requested tables.',
        schema: z
          .strictObject({
            skills: z.array(skillEntry).optional(),
            regions: z.array(regionEntry).optional(),
            seniorities: z.array(seniorityEntry).optional(),
          })
          .openapi('Referential'),
        example: {
          skills: [{ slug: 'typescript', name: 'TypeScript', aliases: ['ts'] }],
          regions: [{ slug: 'ile-de-france', name: 'Île-de-France', countryCode: 'FR', regionCode: '11' }],
          seniorities: [{ slug: 'senior', name: 'Senior (7-10 ans)' }],
        },
      },
    },
  }).handle(({ body: { types } }) => {
    const want = (t: string) => !types || types.includes(t as never);
    return {
      status: 200,
      body: {
        ...(want('skills') && { skills: SKILLS }),
        ...(want('regions') && { regions: REGIONS }),
        ...(want('seniorities') && { seniorities: SENIORITY_SLUGS }),
      },
    };
  }),
];
