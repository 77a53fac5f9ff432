import type { ApiDescription } from '../../openapi/api-description';

export function describeMetrics(api: ApiDescription): void {
  api.route({
    method: 'get',
    path: '/metrics',
    operationId: 'metrics',
    summary: 'Prometheus metrics',
    description:
      'The Prometheus text exposition: requests and latency per route template and status, search latency per engine, rate-limit refusals, queue depths, dependency health. Served at the root only (not under `/v1`), and counted against the key’s budget like every keyed request. With `METRICS_PORT`, a second listener serves it without a key for scrapers.',
    tag: 'Admin',
    access: ['admin'],
    rootOnly: true,
    responses: { 200: { description: 'The exposition.', media: { type: 'text/plain', schema: { type: 'string' } } } },
  });
}
