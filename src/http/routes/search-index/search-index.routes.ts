import type { z } from 'zod';
import { defineRoute } from '../../route';
import { reindexBody, reindexParams, reindexStartedSchema, reindexStatusSchema } from './search-index.schema';

type ReindexStatus = z.infer<typeof reindexStatusSchema>;

/**
 * A deployment without an indexer (the embedded default) has no reindex to start or follow: 501 `not_configured`,
 * not 404 (the route exists) nor 503 (waiting will not bring it).
 */
const NOT_CONFIGURED = {
  description:
    'No indexer on this deployment (it needs REDIS_URL and a search cluster; the embedded search index is kept up to date at every write).',
  message:
    'The indexer is not configured: it needs REDIS_URL and a search cluster (OPENSEARCH_URL or ELASTICSEARCH_URL)',
};

/** Operators' reindex of the search cluster (admin keys): start one as a job, then follow it. */
export const searchIndexRoutes = [
  defineRoute({
    method: 'post',
    path: '/search-index/reindex',
    operationId: 'reindexStart',
    summary: 'Start a full reindex of the search cluster',
    description:
      'Enqueues a reindex job for the indexer worker: a new index is filled from a streaming read of the store, changes made meanwhile are written to it too and caught up, then the alias is swapped in one step and the old index deleted. Searches never see a half-built index. One reindex at a time.',
    tag: 'Admin',
    access: ['admin'],
    request: { body: reindexBody, bodyRequired: false, bodyExample: {} },
    responses: {
      202: {
        description: 'Enqueued; follow it at the `Location`.',
        schema: reindexStartedSchema,
        example: { jobId: 'reindex-5f0c7a1e-8a47-4a55-9b1f-1d5c0c7e9a10', state: 'waiting' },
        headers: { Location: { description: 'GET this to follow the job.', schema: { type: 'string' } } },
      },
    },
    errors: {
      501: NOT_CONFIGURED,
      409: {
        description: 'A reindex is already running.',
        message: 'A reindex is already running (job reindex-5f0c7a1e-...)',
      },
    },
  }).handle(async (_input, { req, services }) => {
    const jobId = await services.searchIndex.startReindex();
    return {
      status: 202,
      headers: { Location: `${req.baseUrl}/search-index/reindex/${jobId}` },
      body: { jobId, state: 'waiting' },
    };
  }),
  defineRoute({
    method: 'get',
    path: '/search-index/reindex/{id}',
    operationId: 'reindexStatus',
    summary: 'Follow a reindex',
    tag: 'Admin',
    access: ['admin'],
    request: { params: reindexParams },
    responses: {
      200: {
        description: 'The job’s state, progress and result.',
        schema: reindexStatusSchema,
        example: {
          id: 'reindex-5f0c7a1e-8a47-4a55-9b1f-1d5c0c7e9a10',
          state: 'active',
          progress: { phase: 'filling', indexed: 42000, total: 100000 },
          result: null,
          failedReason: null,
        },
      },
    },
    errors: {
      404: {
        description: 'No such reindex job.',
        message: 'No reindex job reindex-5f0c7a1e-8a47-4a55-9b1f-1d5c0c7e9a10',
      },
      501: NOT_CONFIGURED,
    },
  }).handle(async ({ params }, { services }) => {
    // The port gives the queue's progress and result as it stores them (unknown to its type); the worker writes them
    // in the documented shapes.
    const job = await services.searchIndex.reindexStatus(params.id);
    return { status: 200, body: job as ReindexStatus };
  }),
];
