import type { z } from 'zod';
import { ACCESS_TYPES, maskApiKey, type ApiKeyRecord } from '../../../domain/keys/api-key';
import type { RotatedKey } from '../../../services/api-key.service';
import { countedRate, type CountedRate } from '../../rate-limit';
import { defineRoute } from '../../route';
import { meSchema, OVERLAP_HOURS, rotateBody, ROTATED_EXAMPLE, rotatedSchema } from './me.schema';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** A key as its holder may see it: never the key itself. */
export const keyView = (k: Pick<ApiKeyRecord, 'id' | 'createdAt' | 'expiresAt' | 'replaces' | 'replacedBy'>) => ({
  id: k.id,
  masked: maskApiKey(k.id),
  createdAt: iso(k.createdAt)!,
  expiresAt: iso(k.expiresAt),
  replaces: k.replaces,
  replacedBy: k.replacedBy,
});

/** A rotation's answer: the new key (shown once), and the one it replaces with the end of its overlap. */
export const rotatedView = (r: RotatedKey): z.infer<typeof rotatedSchema> => ({
  key: r.key,
  ...keyView(r.record),
  previous: { id: r.previous.id, masked: maskApiKey(r.previous.id), expiresAt: iso(r.previous.expiresAt) },
});

/**
 * GET /me: who the key is (never the key itself) and its lineage's live keys; in the sandbox, which needs no key, `key`
 * and `lineage` are null.
 */
export function presentMe(
  record: ApiKeyRecord,
  rate: CountedRate | null,
  lineage: Omit<ApiKeyRecord, 'secretHash'>[] | null,
): z.infer<typeof meSchema> {
  const holdsSlug = record.type === 'partner' || record.type === 'integrator';
  return {
    type: record.type,
    name: record.name,
    slug: holdsSlug ? record.slug : null,
    integrator:
      record.integratorSlug && record.integrationClientId
        ? { slug: record.integratorSlug, integrationClientId: record.integrationClientId }
        : null,
    key: lineage ? keyView(record) : null,
    lineage: lineage ? { holderId: record.holderId, keys: lineage.map(keyView) } : null,
    rateLimit: rate,
  };
}

const noStore = { 'Cache-Control': 'no-store' };

/** The example's key, as `GET /me` shows it (alone in its lineage). */
const KEY_EXAMPLE = {
  id: 'Ab12Cd34Ef56',
  masked: 'fpd_Ab12Cd34Ef56_********',
  createdAt: '2026-04-01T09:00:00.000Z',
  expiresAt: null,
  replaces: null,
  replacedBy: null,
};

/** Self-service for every key type: who am I (also in the sandbox, as its keyless caller), and a new key. */
export const meRoutes = [
  defineRoute({
    method: 'get',
    path: '/me',
    operationId: 'me',
    summary: 'Who am I: your key’s type, name, slug and rate limit',
    description:
      'What the provider registered for the key you present, for every key type: its type, the holder’s name, a partner’s or integrator’s slug, a sub-client’s integrator, when the key was made and its masked form (never the key itself), its lineage (the key it replaced, the key that replaced it, and the holder’s keys that work now), and what is left of your rate limit. Counted like any request.',
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
          key: KEY_EXAMPLE,
          lineage: {
            holderId: 'Ab12Cd34Ef56',
            keys: [KEY_EXAMPLE],
          },
          rateLimit: { limit: 120, remaining: 119, resetSeconds: 60, windowSeconds: 60 },
        },
      },
    },
  }).handle(async (_input, { caller, res, sandboxed, services }) => {
    const lineage = sandboxed ? null : await services.keys.liveLineage(caller.holderId);
    return { status: 200, headers: noStore, body: presentMe(caller, countedRate(res), lineage) };
  }),
  defineRoute({
    method: 'post',
    path: '/me/rotate',
    operationId: 'rotateMyKey',
    summary: `A new key for yours; the old one works ${OVERLAP_HOURS} h more`,
    description: `Issues the next key of your key’s lineage: the same type, name, slug, sub-client and holder, so everything that is yours stays yours (whitelist, Stage 1 ids, sub-clients, webhook endpoints, saved searches) and your limits are not multiplied (the rate limit and the caps count the holder’s keys together). The new key is in this answer only: store it before anything else. The key you presented keeps working for ${OVERLAP_HOURS} hours (\`previous.expiresAt\`), time to deploy the new one, then is refused. A key is rotated once at most, in one atomic step (rotate its successor next); rotating the successor ends the overlap of any older key at once, so a holder has at most two live keys. If your rotation is refused because your key was already rotated and you did not do it, your key has leaked: ask the provider to revoke it, which revokes every key of its lineage at once.`,
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
        description:
          'This key was already rotated: rotate its successor (if you did not rotate it, your key has leaked).',
        message:
          'Key Ab12Cd34Ef56 was already rotated: key Zx98Yw76Vu54 replaced it and it stops working at 2026-11-03T10:00:00.000Z; rotate that key instead. If you did not rotate it, your key has leaked: ask the provider to revoke it, which revokes every key of its lineage',
      },
    },
  }).handle(async (_input, { caller, services }) => {
    const rotated = await services.keys.rotate(caller.id);
    return { status: 201, headers: noStore, body: rotatedView(rotated) };
  }),
];
