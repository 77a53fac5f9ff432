import type { z } from 'zod';
import { ACCESS_TYPES, KEY_ROTATION_OVERLAP_MS, maskApiKey, type ApiKeyRecord } from '../../../domain/keys/api-key';
import type { RotatedKey } from '../../../services/api-key.service';
import { countedRate, type CountedRate } from '../../rate-limit';
import { defineRoute } from '../../route';
import { meSchema, OVERLAP_HOURS, rotateBody, ROTATED_EXAMPLE, rotatedSchema } from './me.schema';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** A key as its holder may see it: never the key itself. */
export const keyView = (k: Pick<ApiKeyRecord, 'id' | 'createdAt' | 'expiresAt'>) => ({
  id: k.id,
  masked: maskApiKey(k.id),
  createdAt: iso(k.createdAt)!,
  expiresAt: iso(k.expiresAt),
});

/** A rotation's answer: the new key (shown once), and the one it replaces with the end of its overlap. */
export const rotatedView = (r: RotatedKey): z.infer<typeof rotatedSchema> => ({
  key: r.key,
  ...keyView(r.record),
  previous: { id: r.previous.id, masked: maskApiKey(r.previous.id), expiresAt: iso(r.previous.expiresAt) },
});

/** GET /me: who the key is (never the key itself); in the sandbox, which needs no key, `key` is null. */
export function presentMe(record: ApiKeyRecord, rate: CountedRate | null, sandbox: boolean): z.infer<typeof meSchema> {
  const holdsSlug = record.type === 'partner' || record.type === 'integrator';
  return {
    type: record.type,
    name: record.name,
    slug: holdsSlug ? record.slug : null,
    integrator:
      record.integratorSlug && record.integrationClientId
        ? { slug: record.integratorSlug, integrationClientId: record.integrationClientId }
        : null,
    key: sandbox ? null : keyView(record),
    rateLimit: rate,
  };
}

const noStore = { 'Cache-Control': 'no-store' };

/** Self-service for every key type: who am I (also in the sandbox, as its keyless caller), and a new key. */
export const meRoutes = [
  defineRoute({
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
          key: {
            id: 'Ab12Cd34Ef56',
            masked: 'fpd_Ab12Cd34Ef56_********',
            createdAt: '2026-04-01T09:00:00.000Z',
            expiresAt: null,
          },
          rateLimit: { limit: 120, remaining: 119, resetSeconds: 60, windowSeconds: 60 },
        },
      },
    },
  }).handle((_input, { caller, res, sandboxed }) => ({
    status: 200,
    headers: noStore,
    body: presentMe(caller, countedRate(res), sandboxed),
  })),
  defineRoute({
    method: 'post',
    path: '/me/rotate',
    operationId: 'rotateMyKey',
    summary: `A new key for yours; the old one works ${OVERLAP_HOURS} h more`,
    description: `Issues a new key for the holder of the key you present: the same type, name, slug and sub-client, so everything that is yours stays yours (whitelist, Stage 1 ids, sub-clients; your webhook endpoints move to the new key). The new key is in this answer only: store it before anything else. The key you presented keeps working for ${OVERLAP_HOURS} hours (\`previous.expiresAt\`), time to deploy the new one, then is refused; a key so rotated cannot be rotated again (rotate its successor). Each key counts against its own rate limit. On a suspected leak, rotate and then ask the provider to revoke the old key: revocation takes effect at once.`,
    tag: 'Keys',
    access: ACCESS_TYPES,
    request: { body: rotateBody, bodyRequired: false, bodyExample: {} },
    responses: {
      201: {
        description: 'The new key (shown once) and the end of the old one’s overlap.',
        schema: rotatedSchema,
        example: ROTATED_EXAMPLE,
      },
    },
    errors: {
      409: {
        description: 'This key was already rotated: rotate its successor.',
        message:
          'Key Ab12Cd34Ef56 was already rotated and stops working at 2026-11-03T10:00:00.000Z: rotate its successor instead',
      },
    },
  }).handle(async (_input, { caller, services }) => {
    const rotated = await services.keys.rotate(caller.id, { overlapMs: KEY_ROTATION_OVERLAP_MS });
    return { status: 201, headers: noStore, body: rotatedView(rotated) };
  }),
];
