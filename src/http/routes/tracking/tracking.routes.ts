import { z } from 'zod';
import '../../openapi/zod-openapi';
import { defineRoute, type Handler } from '../../route';

// What the links the service issues look like; anything else is a 404 like an altered link.
const linkParams = z.strictObject({
  watermark: z
    .string()
    .max(512)
    .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/)
    .openapi({
      description:
        'Sealed token of the IP address and key of the caller the profile was sent to, then `.` and the tag that binds it to this `meta.id` and field.',
    }),
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

/** 302 to the original URL (the sandbox's services answer the sandbox's links). */
const follow: Handler<'public', typeof linkParams, undefined, undefined, { 302: typeof redirect }> = async (
  { params },
  { services },
) => {
  const target = await services.tracking.target(params.watermark, params.id, params.field);
  return {
    status: 302,
    headers: { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' },
    send: (res) => res.redirect(302, target),
  };
};

/**
 * The tracking host: GET /t/{watermark}/{meta.id}/{field} answers 302 to the original URL behind a tracked link.
 * Every part is authenticated, so a forged or altered link is 404 (no open redirect); the link names a profile and a
 * field, never a URL, and a removed profile's links stop working. The sandbox's links are under /t/sandbox. The path
 * parameters are described, not parsed: a malformed link is a 404 like an altered one.
 */
/** What the real and the sandbox's tracking hosts share: public, not rate-limited, a redirect or a 404. */
const link = {
  access: 'public',
  unlimited: true,
  rawParams: true,
  request: { params: linkParams },
  responses: { 302: redirect },
  errors: { 404: { description: 'Unknown, altered or removed profile’s link.', message: 'Link not found' } },
} as const;

export const trackingRoutes = [
  defineRoute({
    method: 'get',
    path: '/t/{watermark}/{id}/{field}',
    operationId: 'followTrackedLink',
    summary: 'Follow a tracked link',
    description:
      'The tracking host: the links of distributed profiles (`TRACKING_BASE_URL/{watermark}/{meta.id}/{field}`) lead here. Every part is authenticated, and the watermark is bound to the profile and field it was issued for: an altered or spliced link, or a removed profile’s, is 404 (no open redirect). Do not share these links outside your platform. Not rate-limited.',
    tag: 'Tracking',
    ...link,
  }).handle(follow),
  defineRoute({
    method: 'get',
    path: '/t/sandbox/{watermark}/{id}/{field}',
    operationId: 'followSandboxTrackedLink',
    summary: 'Follow a tracked link of the sandbox',
    description:
      'The sandbox’s links (`TRACKING_BASE_URL/sandbox/{watermark}/{meta.id}/{field}`), leading to its synthetic originals. A sandbox link is 404 on the real tracking host, and the reverse.',
    tag: 'Sandbox',
    sandboxServices: true,
    ...link,
  }).handle(follow),
];
