import { z } from 'zod';
import { ACCESS_TYPES } from '../../../domain/keys/api-key';
import type { ApiDescription } from '../../openapi/api-description';
import '../../openapi/zod-openapi';

const rateLimitSchema = z
  .strictObject({
    limit: z.number().int().min(1).openapi({ description: 'Requests allowed per window (`RateLimit-Limit`).' }),
    remaining: z.number().int().min(0).openapi({ description: 'Requests left in the window, this one counted (`RateLimit-Remaining`).' }),
    resetSeconds: z.number().int().min(0).openapi({ description: 'Seconds until the window ends (`RateLimit-Reset`).' }),
    windowSeconds: z.number().int().min(1).openapi({ description: 'The window’s length.' }),
  })
  .openapi('RateLimitState');

export const meSchema = z
  .strictObject({
    type: z.enum(ACCESS_TYPES).openapi({ description: 'The key’s access type: it decides the routes it opens.' }),
    name: z.string().openapi({ description: 'The holder’s name, as the provider registered it.' }),
    slug: z
      .string()
      .nullable()
      .openapi({ description: 'Partners and integrators: your slug (`/integration/{integrationClient}/...`, the deprecated `/partners/{partnerSlug}/...`); null for other keys.' }),
    integrator: z
      .strictObject({ slug: z.string(), integrationClientId: z.string() })
      .nullable()
      .openapi({ description: 'A sub-client’s key: the integrator that manages it, and its own `integrationClientId` there; null otherwise.' }),
    key: z
      .strictObject({
        id: z.string().openapi({ description: 'The key’s public id (the 12 characters after `fpd_`).' }),
        masked: z.string().openapi({ description: '`fpd_<id>_********`: the key itself is never shown again.' }),
        createdAt: z.string().openapi({ format: 'date-time' }),
      })
      .nullable()
      .openapi({ description: 'The key this request presented; null in the sandbox, which needs no key.' }),
    rateLimit: rateLimitSchema.nullable().openapi({ description: 'Your budget in the current window, this request counted (what the `RateLimit-*` headers say).' }),
  })
  .openapi('Me');

export function describeMe(api: ApiDescription): void {
  api.route({
    method: 'get',
    path: '/me',
    operationId: 'me',
    summary: 'Who am I: your key’s type, name, slug and rate limit',
    description:
      'What the provider registered for the key you present, for every key type: its type, the holder’s name, a partner’s or integrator’s slug, a sub-client’s integrator, when the key was made and its masked form (never the key itself), and what is left of your rate limit. Counted like any request.',
    tag: 'Keys',
    access: ACCESS_TYPES,
    sandbox: true,
    responses: {
      200: {
        description: 'The caller.',
        schema: meSchema,
        example: {
          type: 'partner',
          name: 'Acme Recrutement',
          slug: 'acme-recrutement',
          integrator: null,
          key: { id: 'Ab12Cd34Ef56', masked: 'fpd_Ab12Cd34Ef56_********', createdAt: '2026-04-01T09:00:00.000Z' },
          rateLimit: { limit: 120, remaining: 119, resetSeconds: 60, windowSeconds: 60 },
        },
      },
    },
  });
}
