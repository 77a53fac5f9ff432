import { z } from 'zod';
import type { ApiDescription } from '../../openapi/api-description';
import '../../openapi/zod-openapi';
import { noBody, noQuery } from './mobilities.schema';

const length = z.strictObject({ mobilities: z.strictObject({ length: z.number().int().min(0) }) }).openapi('MobilitiesLength');
const refreshed = z
  .strictObject({
    mobilities: z.strictObject({ length: z.number().int().min(0) }),
    source: z.string().openapi({ description: 'Where it was loaded from, without credentials.' }),
    loadedAt: z.string().openapi({ description: 'When this process loaded it (ISO 8601).' }),
  })
  .openapi('MobilitiesRefreshed');

export function describeMobilities(api: ApiDescription): void {
  api.route({
    method: 'get',
    path: '/mobilities/length',
    operationId: 'mobilitiesLength',
    summary: 'Number of mobility areas (debug)',
    description: 'How many areas (cities, departments, regions, countries in FR, BE, CH, LU, AD) the loaded dataset holds.',
    tag: 'Admin',
    access: ['admin'],
    request: { query: noQuery },
    responses: { 200: { description: 'The dataset’s size.', schema: length, example: { mobilities: { length: 37414 } } } },
  });
  api.route({
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
      200: { description: 'Loaded.', schema: refreshed, example: { mobilities: { length: 37414 }, source: 's3://fpd-data/mobility/mobility-areas.json.gz', loadedAt: '2026-11-23T02:00:00.412Z' } },
    },
    errors: {
      422: { description: 'The file was fetched but is not a valid dataset; the current one stays.', message: 'mobility dataset is invalid: countries: BE is missing' },
      502: { description: 'The file could not be fetched; the current one stays.', message: 'mobility dataset could not be downloaded: NoSuchKey' },
    },
  });
}
