import { z } from 'zod';
import '../../openapi/zod-openapi';
import { defineRoute } from '../../route';

const dependencyStatus = z.strictObject({
  kind: z.string().openapi({
    description:
      'What answers it: `sqlite`, `mongodb`, `opensearch`, `elasticsearch`, `redis`, `s3`, `https`, `file`. Never an address.',
  }),
  critical: z.boolean().openapi({ description: 'A critical dependency down makes the service `down` (503).' }),
  status: z.enum(['up', 'down']),
  latencyMs: z.number().min(0),
  error: z.string().optional().openapi({
    description: 'Why it is down: a timeout, an error code or a fixed phrase; never a host, URL or credential.',
  }),
});

export const healthReportSchema = z
  .strictObject({
    status: z.enum(['ok', 'degraded', 'down']),
    dependencies: z
      .record(z.string(), dependencyStatus)
      .openapi({ description: 'One entry per configured dependency: `store`, `search`, `redis`, `objectStorage`.' }),
    rateLimiter: z.strictObject({ store: z.enum(['redis', 'memory', 'memory-fallback']) }),
  })
  .openapi('HealthReport');

const ok = {
  status: 'ok',
  dependencies: {
    store: { kind: 'mongodb', critical: true, status: 'up', latencyMs: 2 },
    search: { kind: 'elasticsearch', critical: true, status: 'up', latencyMs: 4 },
    redis: { kind: 'redis', critical: false, status: 'up', latencyMs: 1 },
    objectStorage: { kind: 's3', critical: false, status: 'up', latencyMs: 18 },
  },
  rateLimiter: { store: 'redis' },
};

const noStore = { 'Cache-Control': 'no-store' };

/** Health: no key, no rate limit (probes poll them). */
export const healthRoutes = [
  defineRoute({
    method: 'get',
    path: '/health',
    operationId: 'health',
    summary: 'Liveness',
    description: 'Answers 200 while the process serves requests; checks no dependency.',
    tag: 'Service',
    access: 'public',
    unlimited: true,
    responses: {
      200: { description: 'Alive.', schema: z.strictObject({ status: z.literal('ok') }), example: { status: 'ok' } },
    },
  }).handle(() => ({ status: 200, headers: noStore, body: { status: 'ok' } })),
  defineRoute({
    method: 'get',
    path: '/health/dependencies',
    operationId: 'healthDependencies',
    summary: 'Readiness: each dependency',
    description:
      'Checks every configured dependency at once, each bounded by `HEALTH_CHECK_TIMEOUT_MS`: the store (SQLite or MongoDB) and the search engine (critical), Redis and the mobility dataset’s source (not critical). `ok`: all up; `degraded` (still 200): a non-critical one is down, e.g. Redis, while rate limits run on the in-memory fallback; `down` (503): the store or the search engine is down.',
    tag: 'Service',
    access: 'public',
    unlimited: true,
    responses: {
      200: {
        description: 'Every critical dependency answers (`ok` or `degraded`).',
        schema: healthReportSchema,
        example: ok,
      },
      503: {
        description: 'A critical dependency is down.',
        schema: healthReportSchema,
        example: {
          ...ok,
          status: 'down',
          dependencies: {
            ...ok.dependencies,
            store: {
              kind: 'mongodb',
              critical: true,
              status: 'down',
              latencyMs: 1000,
              error: 'timed out after 1000 ms',
            },
          },
        },
      },
    },
  }).handle(async (_input, { services }) => {
    const report = await services.health.report();
    return { status: report.status === 'down' ? 503 : 200, headers: noStore, body: report };
  }),
];
