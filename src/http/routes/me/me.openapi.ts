import { z } from 'zod';
import { ACCESS_TYPES, KEY_ROTATION_OVERLAP_MS } from '../../../domain/keys/api-key';
import type { ApiDescription } from '../../openapi/api-description';
import '../../openapi/zod-openapi';
import { rotateBody } from './me.schema';

const rateLimitSchema = z
  .strictObject({
    limit: z.number().int().min(1).openapi({ description: 'Requests allowed per window (`RateLimit-Limit`).' }),
    remaining: z.number().int().min(0).openapi({ description: 'Requests left in the window, this one counted (`RateLimit-Remaining`).' }),
    resetSeconds: z.number().int().min(0).openapi({ description: 'Seconds until the window ends (`RateLimit-Reset`).' }),
    windowSeconds: z.number().int().min(1).openapi({ description: 'The window’s length.' }),
  })
  .openapi('RateLimitState');

const OVERLAP_HOURS = KEY_ROTATION_OVERLAP_MS / 3600_000;

export const keySchema = z
  .strictObject({
    id: z.string().openapi({ description: 'The key’s public id (the 12 characters after `fpd_`).' }),
    masked: z.string().openapi({ description: '`fpd_<id>_********`: the key itself is never shown again.' }),
    createdAt: z.string().openapi({ format: 'date-time' }),
    expiresAt: z
      .string()
      .nullable()
      .openapi({ format: 'date-time', description: `When a rotated key stops working (${OVERLAP_HOURS} h after its rotation); null for a key that does not expire.` }),
  })
  .openapi('KeyInfo');

/** A new key, shown once, and the key it replaces. */
export const rotatedSchema = z
  .strictObject({
    key: z.string().openapi({ description: 'The new key, `fpd_<id>_<secret>`: shown this once, never again. Store it now.' }),
    ...keySchema.shape,
    previous: z
      .strictObject({ id: z.string(), masked: z.string(), expiresAt: z.string().nullable().openapi({ format: 'date-time' }) })
      .openapi({ description: `The key it replaces: it keeps working until \`expiresAt\` (${OVERLAP_HOURS} h), then is refused (403 \`invalid_api_key\`).` }),
  })
  .openapi('RotatedKey');

export const ROTATED_EXAMPLE = {
  key: 'fpd_Zx98Yw76Vu54_8fK2mQ9rT4vW7yA1cE3gH5jL6nP0sU2xZ4bD6fG8h',
  id: 'Zx98Yw76Vu54',
  masked: 'fpd_Zx98Yw76Vu54_********',
  createdAt: '2026-11-02T10:00:00.000Z',
  expiresAt: null,
  previous: { id: 'Ab12Cd34Ef56', masked: 'fpd_Ab12Cd34Ef56_********', expiresAt: '2026-11-03T10:00:00.000Z' },
};

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
    key: keySchema.nullable().openapi({ description: 'The key this request presented; null in the sandbox, which needs no key.' }),
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
          key: { id: 'Ab12Cd34Ef56', masked: 'fpd_Ab12Cd34Ef56_********', createdAt: '2026-04-01T09:00:00.000Z', expiresAt: null },
          rateLimit: { limit: 120, remaining: 119, resetSeconds: 60, windowSeconds: 60 },
        },
      },
    },
  });
  api.route({
    method: 'post',
    path: '/me/rotate',
    operationId: 'rotateMyKey',
    summary: `A new key for yours; the old one works ${OVERLAP_HOURS} h more`,
    description: `Issues a new key for the holder of the key you present: the same type, name, slug and sub-client, so everything that is yours stays yours (whitelist, Stage 1 ids, sub-clients; your webhook endpoints move to the new key). The new key is in this answer only: store it before anything else. The key you presented keeps working for ${OVERLAP_HOURS} hours (\`previous.expiresAt\`), time to deploy the new one, then is refused; a key so rotated cannot be rotated again (rotate its successor). Each key counts against its own rate limit. On a suspected leak, rotate and then ask the provider to revoke the old key: revocation takes effect at once.`,
    tag: 'Keys',
    access: ACCESS_TYPES,
    request: { body: rotateBody, bodyRequired: false, bodyExample: {} },
    responses: { 201: { description: 'The new key (shown once) and the end of the old one’s overlap.', schema: rotatedSchema, example: ROTATED_EXAMPLE } },
    errors: {
      409: {
        description: 'This key was already rotated: rotate its successor.',
        message: 'Key Ab12Cd34Ef56 was already rotated and stops working at 2026-11-03T10:00:00.000Z: rotate its successor instead',
      },
    },
  });
}
