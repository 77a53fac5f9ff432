import { z } from 'zod';
import type { ApiDescription } from '../../openapi/api-description';
import '../../openapi/zod-openapi';

// What the links the service issues look like; anything else is a 404 like an altered link.
const linkParams = z.strictObject({
  watermark: z
    .string()
    .max(512)
    .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/)
    .openapi({ description: 'Sealed token of the IP address and key of the caller the profile was sent to, then `.` and the tag that binds it to this `meta.id` and field.' }),
  id: z
    .string()
    .max(1024)
    .regex(/^[A-Za-z0-9_-]+$/)
    .openapi({ description: 'The profile’s `meta.id`.' }),
  field: z
    .string()
    .regex(/^(url|cv|p(0|[1-9][0-9]?))$/)
    .openapi({ description: '`url` (basics.url), `cv` (meta.cvUrl) or `p{n}` (basics.profiles[n].url).' }),
});

const redirect = {
  description: 'Redirect to the original URL.',
  headers: {
    Location: { description: 'The original URL.', schema: { type: 'string', format: 'uri' } },
    'Cache-Control': { description: '`no-store`', schema: { type: 'string' } },
    'Referrer-Policy': { description: '`no-referrer`', schema: { type: 'string' } },
  },
};

export function describeTracking(api: ApiDescription): void {
  api.route({
    method: 'get',
    path: '/t/{watermark}/{id}/{field}',
    operationId: 'followTrackedLink',
    summary: 'Follow a tracked link',
    description:
      'The tracking host: the links of distributed profiles (`TRACKING_BASE_URL/{watermark}/{meta.id}/{field}`) lead here. Every part is authenticated, and the watermark is bound to the profile and field it was issued for: an altered or spliced link, or a removed profile’s, is 404 (no open redirect). Do not share these links outside your platform. Not rate-limited.',
    tag: 'Tracking',
    access: 'public',
    unlimited: true,
    request: { params: linkParams },
    responses: { 302: redirect },
    errors: { 404: { description: 'Unknown, altered or removed profile’s link.', message: 'Link not found' } },
  });
  api.route({
    method: 'get',
    path: '/t/sandbox/{watermark}/{id}/{field}',
    operationId: 'followSandboxTrackedLink',
    summary: 'Follow a tracked link of the sandbox',
    description:
      'The sandbox’s links (`TRACKING_BASE_URL/sandbox/{watermark}/{meta.id}/{field}`), leading to its synthetic originals. A sandbox link is 404 on the real tracking host, and the reverse.',
    tag: 'Sandbox',
    access: 'public',
    unlimited: true,
    request: { params: linkParams },
    responses: { 302: redirect },
    errors: { 404: { description: 'Unknown, altered or removed profile’s link.', message: 'Link not found' } },
  });
}
