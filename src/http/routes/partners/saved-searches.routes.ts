import { z } from 'zod';
import {
  MAX_MATCHES_READ,
  MAX_SAVED_SEARCHES_PER_HOLDER,
  type SavedSearch,
} from '../../../domain/search/saved-searches';
import '../../openapi/zod-openapi';
import { defineRoute } from '../../route';
import { pageInfoSchema, pageOf } from '../freelances/freelances.schema';
import {
  createSavedSearchBody,
  matchesQuery,
  savedQuery,
  savedSearchParams,
  updateSavedSearchBody,
} from './saved-searches.schema';
import { STAGE1_EXAMPLE, stage1Schema } from './search.schema';

const dateTime = () => z.string().openapi({ format: 'date-time' });
const savedSearchSchema = z
  .strictObject({ id: z.string(), name: z.string(), query: savedQuery, createdAt: dateTime(), updatedAt: dateTime() })
  .openapi('SavedSearch');
const QUERY_EXAMPLE = {
  keywords: 'react senior',
  workAreas: ['auvergne-rhone-alpes'],
  available: true,
  remoteWork: ['Hybride', 'Full remote'],
};
const SAVED_EXAMPLE = {
  id: 'ss_Jx0b7m3QeC1tqz1lHkQW4A',
  name: 'Senior React, Lyon',
  query: QUERY_EXAMPLE,
  createdAt: '2026-11-24T08:00:00.000Z',
  updatedAt: '2026-11-24T08:00:00.000Z',
};
const NOT_FOUND = {
  description: 'No saved search of your key with this id (another key’s is unknown too).',
  message: 'No saved search ss_Jx0b7m3QeC1tqz1lHkQW4A',
};
const BAD_QUERY = {
  description:
    'the criteria, checked exactly as `POST /partners/search` checks its body (the same messages, under `body.query`).',
  message: 'body.query.skills.0: unknown skill "reactjs" (see POST /referential)',
};
const NO_ENGINE = {
  description: 'No search engine is configured on this deployment (MongoDB without a search cluster).',
  message: 'Search is not available: no search engine is configured for this backend',
};

export const savedSearchView = (s: SavedSearch): z.infer<typeof savedSearchSchema> => ({
  id: s.id,
  name: s.name,
  query: s.query,
  createdAt: new Date(s.createdAt).toISOString(),
  updatedAt: new Date(s.updatedAt).toISOString(),
});

/** Saved searches of the calling partner key (docs/partners.md#saved-searches); another key's are 404. */
export const savedSearchesRoutes = [
  defineRoute({
    tag: 'Search',
    access: ['partner'],
    method: 'post',
    path: '/partners/saved-searches',
    operationId: 'createSavedSearch',
    summary: 'Save a search, to learn of the profiles that come to match it',
    description: `\`query\` is the body of \`POST /partners/search\` without \`page\` and \`limit\`. From now on, each profile that comes to match it (created, changed into a match, made available) is listed by \`GET /partners/saved-searches/{id}/matches\` and, to your endpoints subscribed to \`search.matched\`, told within seconds (Stage 1 ids only). Matching is the search itself: the same words, equivalents, places and filters. At most ${MAX_SAVED_SEARCHES_PER_HOLDER} per holder (a key and its rotations).`,
    request: { body: createSavedSearchBody, bodyExample: { name: 'Senior React, Lyon', query: QUERY_EXAMPLE } },
    responses: {
      201: {
        description: 'Saved.',
        schema: savedSearchSchema,
        example: SAVED_EXAMPLE,
        headers: { Location: { description: 'The saved search.', schema: { type: 'string' } } },
      },
    },
    errors: {
      400: BAD_QUERY,
      409: {
        description: `Your key’s holder (your keys and their rotations together) already has ${MAX_SAVED_SEARCHES_PER_HOLDER} saved searches.`,
        message: `This key’s holder already has ${MAX_SAVED_SEARCHES_PER_HOLDER} saved searches, the most a holder may have (its keys and their rotations together): delete one first`,
      },
      503: NO_ENGINE,
    },
  }).handle(async ({ body }, { req, caller, services }) => {
    const saved = await services.savedSearches.create(caller, body);
    return {
      status: 201,
      headers: { Location: `${req.baseUrl}/partners/saved-searches/${saved.id}` },
      body: savedSearchView(saved),
    };
  }),
  defineRoute({
    tag: 'Search',
    access: ['partner'],
    method: 'get',
    path: '/partners/saved-searches',
    operationId: 'listSavedSearches',
    summary: 'Your saved searches',
    description: 'Those of your key, oldest first.',
    responses: {
      200: {
        description: 'Your saved searches.',
        schema: z.strictObject({ savedSearches: z.array(savedSearchSchema) }),
        example: { savedSearches: [SAVED_EXAMPLE] },
      },
    },
  }).handle(async (_input, { caller, services }) => ({
    status: 200,
    body: { savedSearches: (await services.savedSearches.list(caller)).map(savedSearchView) },
  })),
  defineRoute({
    tag: 'Search',
    access: ['partner'],
    method: 'get',
    path: '/partners/saved-searches/{id}',
    operationId: 'getSavedSearch',
    summary: 'One saved search',
    request: { params: savedSearchParams },
    responses: { 200: { description: 'The saved search.', schema: savedSearchSchema, example: SAVED_EXAMPLE } },
    errors: { 404: NOT_FOUND },
  }).handle(async ({ params }, { caller, services }) => ({
    status: 200,
    body: savedSearchView(await services.savedSearches.get(caller, params.id)),
  })),
  defineRoute({
    tag: 'Search',
    access: ['partner'],
    method: 'patch',
    path: '/partners/saved-searches/{id}',
    operationId: 'updateSavedSearch',
    summary: 'Rename a saved search or change its criteria',
    description:
      '`name`, `query` or both; a new `query` replaces the saved one whole. Matches recorded before are listed only while they match the new criteria.',
    request: {
      params: savedSearchParams,
      body: updateSavedSearchBody,
      bodyExample: { query: { ...QUERY_EXAMPLE, maxRate: 650 } },
    },
    responses: {
      200: { description: 'The saved search as changed.', schema: savedSearchSchema, example: SAVED_EXAMPLE },
    },
    errors: { 400: BAD_QUERY, 404: NOT_FOUND, 503: NO_ENGINE },
  }).handle(async ({ params, body }, { caller, services }) => ({
    status: 200,
    body: savedSearchView(await services.savedSearches.update(caller, params.id, body)),
  })),
  defineRoute({
    tag: 'Search',
    access: ['partner'],
    method: 'delete',
    path: '/partners/saved-searches/{id}',
    operationId: 'deleteSavedSearch',
    summary: 'Delete a saved search',
    request: { params: savedSearchParams },
    responses: { 204: { description: 'Deleted, with its matches; nothing more is told of it.' } },
    errors: { 404: NOT_FOUND },
  }).handle(async ({ params }, { caller, services }) => {
    await services.savedSearches.remove(caller, params.id);
    return { status: 204 };
  }),
  defineRoute({
    tag: 'Search',
    access: ['partner'],
    method: 'get',
    path: '/partners/saved-searches/{id}/matches',
    operationId: 'listSavedSearchMatches',
    summary: 'The profiles that came to match a saved search since a time',
    description: `Newest first, as Stage 1 results (your ids, redacted as by \`POST /partners/search\`), each with \`matchedAt\`: the change that made it match. Only profiles that match **now** and are still there are listed (checked against the search at each call): one that stopped matching or was removed is not, whatever happened in between. The ${MAX_MATCHES_READ} latest matches since \`since\` are read.`,
    request: { params: savedSearchParams, query: matchesQuery },
    responses: {
      200: {
        description: 'One page of matches.',
        schema: pageOf(
          z
            .strictObject({
              ...stage1Schema.shape,
              matchedAt: dateTime().openapi({ description: 'When the change that made it match was stored.' }),
            })
            .openapi('SavedSearchMatch'),
          pageInfoSchema,
        ),
        example: {
          freelances: [{ ...STAGE1_EXAMPLE, matchedAt: '2026-11-24T09:12:03.412Z' }],
          infos: { total: 1, page: 1, limit: 20, totalPages: 1 },
        },
      },
    },
    errors: {
      404: NOT_FOUND,
      503: {
        description: 'The search cluster does not answer: try again after `Retry-After` seconds.',
        message: 'Search is unavailable: the search cluster did not answer (ECONNREFUSED); retry in 10 s',
        retryAfter: true,
      },
    },
  }).handle(async ({ params, query }, { caller, services }) => ({
    status: 200,
    body: await services.savedSearches.matches(caller, params.id, Date.parse(query.since), query.page, query.limit),
  })),
];
