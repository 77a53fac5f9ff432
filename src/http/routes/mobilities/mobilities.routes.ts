import { defineRoute } from '../../route';
import { lengthSchema, noBody, noQuery, refreshedSchema } from './mobilities.schema';

/**
 * The mobility dataset's admin routes (admin keys only). The refresh answers 200 with what it loaded, or
 * 502 (the file could not be downloaded) / 422 (the file is invalid) with the reason; either way the current
 * dataset stays in place on failure. After a success every other process of the service refreshes as well.
 */
export const mobilitiesRoutes = [
  defineRoute({
    method: 'get',
    path: '/mobilities/length',
    operationId: 'mobilitiesLength',
    summary: 'Number of mobility areas (debug)',
    description:
      'How many areas (cities, departments, regions, countries in FR, BE, CH, LU, AD) the loaded dataset holds.',
    tag: 'Admin',
    access: ['admin'],
    request: { query: noQuery },
    responses: {
      200: { description: 'The dataset’s size.', schema: lengthSchema, example: { mobilities: { length: 37414 } } },
    },
  }).handle((_input, { services }) => ({ status: 200, body: { mobilities: { length: services.mobility.length } } })),
  defineRoute({
    method: 'post',
    path: '/mobilities/refresh-cache',
    operationId: 'mobilitiesRefresh',
    summary: 'Reload the mobility dataset from its source',
    description:
      'Downloads `MOBILITY_SOURCE_URL` (S3, HTTPS or file) and validates it; on success the answering process serves the new dataset and answers with it, then every other API process of the service refreshes too (through Redis, when `REDIS_URL` is set). On failure the current dataset stays in place and the answer says why. The same refresh runs every day at 03:00 Europe/Paris (`MOBILITY_REFRESH_CRON`, `MOBILITY_REFRESH_TZ`), in every process. The body is empty or `{}`.',
    tag: 'Admin',
    access: ['admin'],
    request: { body: noBody, bodyRequired: false, bodyExample: {} },
    responses: {
      200: {
        description: 'Loaded.',
        schema: refreshedSchema,
        example: {
          mobilities: { length: 37414 },
          source: 's3://fpd-data/mobility/mobility-areas.json.gz',
          loadedAt: '2026-11-23T02:00:00.412Z',
        },
      },
    },
    errors: {
      422: {
        description: 'The file was fetched but is not a valid dataset; the current one stays.',
        message: 'mobility dataset is invalid: countries: BE is missing',
      },
      502: {
        description: 'The file could not be fetched; the current one stays.',
        message: 'mobility dataset could not be downloaded: NoSuchKey',
      },
    },
  }).handle(async (_input, { services }) => ({ status: 200, body: await services.mobility.refreshEverywhere() })),
];
