import { z } from 'zod';
import type { ApiDescription } from '../../openapi/api-description';
import '../../openapi/zod-openapi';

export function describeHealth(api: ApiDescription): void {
  api.route({
    method: 'get',
    path: '/health',
    operationId: 'health',
    summary: 'Liveness',
    description: 'Answers 200 while the process serves requests; checks no dependency.',
    tag: 'Service',
    access: 'public',
    unlimited: true,
    responses: { 200: { description: 'Alive.', schema: z.strictObject({ status: z.literal('ok') }), example: { status: 'ok' } } },
  });
}
