import { z } from 'zod';
import { ACCESS_TYPES, KEY_ROTATION_OVERLAP_MS } from '../../../domain/keys/api-key';
import '../../openapi/zod-openapi';

/** POST /me/rotate: no body, or `{}`. */
export const rotateBody = z.strictObject({}, { error: () => 'must be a JSON object' });

const rateLimitSchema = z
  .strictObject({
    limit: z.number().int().min(1).openapi({ description: 'Requests allowed per window (`RateLimit-Limit`).' }),
    remaining: z
      .number()
      .int()
      .min(0)
      .openapi({ description: 'Requests left in the window, this one counted (`RateLimit-Remaining`).' }),
    resetSeconds: z
      .number()
      .int()
      .min(0)
      .openapi({ description: 'Seconds until the window ends (`RateLimit-Reset`).' }),
    windowSeconds: z.number().int().min(1).openapi({ description: 'The window’s length.' }),
  })
  .openapi('RateLimitState');

export const OVERLAP_HOURS = KEY_ROTATION_OVERLAP_MS / 3600_000;

export const keySchema = z
  .strictObject({
    id: z.string().openapi({ description: 'The key’s public id (the 12 characters after `fpd_`).' }),
    masked: z.string().openapi({ description: '`fpd_<id>_********`: the key itself is never shown again.' }),
    createdAt: z.string().openapi({ format: 'date-time' }),
    expiresAt: z
      .string()
      .nullable()
      .openapi({
        format: 'date-time',
        description: `When a rotated key stops working (${OVERLAP_HOURS} h after its rotation); null for a key that does not expire.`,
      }),
    replaces: z.string().nullable().openapi({
      description: 'The id of the key this one replaced (a rotation); null for the first key of its lineage.',
    }),
    replacedBy: z
      .string()
      .nullable()
      .openapi({ description: 'The id of the key that replaced this one; null until it is rotated (once at most).' }),
  })
  .openapi('KeyInfo');

/** A new key, shown once, and the key it replaces. */
export const rotatedSchema = z
  .strictObject({
    key: z
      .string()
      .openapi({ description: 'The new key, `fpd_<id>_<secret>`: shown this once, never again. Store it now.' }),
    ...keySchema.shape,
    previous: z
      .strictObject({
        id: z.string(),
        masked: z.string(),
        expiresAt: z.string().nullable().openapi({ format: 'date-time' }),
      })
      .openapi({
        description: `The key it replaces: it keeps working until \`expiresAt\` (${OVERLAP_HOURS} h), then is refused (403 \`invalid_api_key\`).`,
      }),
  })
  .openapi('RotatedKey');

export const ROTATED_EXAMPLE = {
  key: 'fpd_Zx98Yw76Vu54_8fK2mQ9rT4vW7yA1cE3gH5jL6nP0sU2xZ4bD6fG8h',
  id: 'Zx98Yw76Vu54',
  masked: 'fpd_Zx98Yw76Vu54_********',
  createdAt: '2026-11-02T10:00:00.000Z',
  expiresAt: null,
  replaces: 'Ab12Cd34Ef56',
  replacedBy: null,
  previous: { id: 'Ab12Cd34Ef56', masked: 'fpd_Ab12Cd34Ef56_********', expiresAt: '2026-11-03T10:00:00.000Z' },
};

export const meSchema = z
  .strictObject({
    type: z.enum(ACCESS_TYPES).openapi({ description: 'The key’s access type: it decides the routes it opens.' }),
    name: z.string().openapi({ description: 'The holder’s name, as the provider registered it.' }),
    slug: z.string().nullable().openapi({
      description:
        'Partners and integrators: your slug (`/integration/{integrationClient}/...`, the deprecated `/partners/{partnerSlug}/...`); null for other keys.',
    }),
    integrator: z.strictObject({ slug: z.string(), integrationClientId: z.string() }).nullable().openapi({
      description:
        'A sub-client’s key: the integrator that manages it, and its own `integrationClientId` there; null otherwise.',
    }),
    key: keySchema
      .nullable()
      .openapi({ description: 'The key this request presented; null in the sandbox, which needs no key.' }),
    lineage: z
      .strictObject({
        holderId: z.string().openapi({
          description:
            'Who the key belongs to: the id of the first key of its lineage. Rotations keep it; limits and what you own (webhook endpoints, saved searches) are the holder’s.',
        }),
        keys: z.array(keySchema).openapi({
          description:
            'The lineage’s keys that work now, oldest first: at most two (a key, and during its overlap the key that replaced it).',
        }),
      })
      .nullable()
      .openapi({ description: 'Your key’s holder and its live keys; null in the sandbox.' }),
    rateLimit: rateLimitSchema.nullable().openapi({
      description: 'Your budget in the current window, this request counted (what the `RateLimit-*` headers say).',
    }),
  })
  .openapi('Me');
