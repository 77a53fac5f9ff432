import type { ApiDescription } from '../../openapi/api-description';

export function describeDocs(api: ApiDescription): void {
  api.route({
    method: 'get',
    path: '/openapi.json',
    operationId: 'openapi',
    summary: 'This description (OpenAPI 3.1)',
    description: 'Generated at start-up from the zod schemas that validate the requests.',
    tag: 'Service',
    access: 'public',
    unlimited: true,
    rootOnly: true,
    responses: {
      200: {
        description: 'The OpenAPI document.',
        media: {
          type: 'application/json',
          schema: {
            type: 'object',
            properties: { openapi: { type: 'string' }, info: { type: 'object' }, paths: { type: 'object' } },
            required: ['openapi', 'info', 'paths'],
          },
        },
      },
    },
  });
  api.route({
    method: 'get',
    path: '/docs',
    operationId: 'docs',
    summary: 'The documentation page',
    description:
      'Swagger UI served by the service itself (no CDN; works offline). “Try it out” works without a key on the **Sandbox** operations.',
    tag: 'Service',
    access: 'public',
    unlimited: true,
    rootOnly: true,
    responses: { 200: { description: 'An HTML page.', media: { type: 'text/html', schema: { type: 'string' } } } },
  });
  api.route({
    method: 'get',
    path: '/docs/errors',
    operationId: 'errorCodes',
    summary: 'The error codes',
    description:
      'Every `code` an error body can carry: its status, what it means and what to do, one anchor a code (`/docs/errors#cursor_mismatch`): where each error body’s `docs` points.',
    tag: 'Service',
    access: 'public',
    unlimited: true,
    rootOnly: true,
    responses: { 200: { description: 'An HTML page.', media: { type: 'text/html', schema: { type: 'string' } } } },
  });
}
