import type { Response, Router } from 'express';
import { ACCESS_TYPES, KEY_ROTATION_OVERLAP_MS, maskApiKey, type ApiKeyRecord } from '../../../domain/keys/api-key';
import type { ApiKeyService, RotatedKey } from '../../../services/api-key.service';
import { callerKey, type AccessGuard } from '../../auth';
import { countedRate, type CountedRate } from '../../rate-limit';
import { apiRouter } from '../../routing';
import { parseInput } from '../../validate';
import { rotateBody } from './me.schema';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** A key as its holder may see it: never the key itself. */
export const keyView = (k: Pick<ApiKeyRecord, 'id' | 'createdAt' | 'expiresAt'>) => ({ id: k.id, masked: maskApiKey(k.id), createdAt: iso(k.createdAt)!, expiresAt: iso(k.expiresAt) });

/** A rotation's answer: the new key (shown once), and the one it replaces with the end of its overlap. */
export const rotatedView = (r: RotatedKey) => ({ key: r.key, ...keyView(r.record), previous: { id: r.previous.id, masked: maskApiKey(r.previous.id), expiresAt: iso(r.previous.expiresAt) } });

/** GET /me: who the key is (never the key itself). */
export interface MeView {
  type: ApiKeyRecord['type'];
  name: string;
  /** Partners and integrators: the slug their routes use; null for other keys. */
  slug: string | null;
  /** A sub-client: its integrator's slug and its own `integrationClientId`; null otherwise. */
  integrator: { slug: string; integrationClientId: string } | null;
  /** The key presented; null in the sandbox, which needs none. */
  key: ReturnType<typeof keyView> | null;
  /** The budget of the current window, this request counted. */
  rateLimit: CountedRate | null;
}

export function presentMe(record: ApiKeyRecord, rate: CountedRate | null, sandbox: boolean): MeView {
  const holdsSlug = record.type === 'partner' || record.type === 'integrator';
  return {
    type: record.type,
    name: record.name,
    slug: holdsSlug ? record.slug : null,
    integrator: record.integratorSlug && record.integrationClientId ? { slug: record.integratorSlug, integrationClientId: record.integrationClientId } : null,
    key: sandbox ? null : keyView(record),
    rateLimit: rate,
  };
}

/**
 * Self-service for every key type: who am I, and a new key. In the sandbox (`keys` absent) only GET /me, answering
 * the sandbox's caller (a client, without a key).
 */
export function meRoutes(deps: { access: AccessGuard; keys?: ApiKeyService }): Router {
  const router = apiRouter();
  const anyKey = deps.access(ACCESS_TYPES);
  router.get('/me', anyKey, (_req, res: Response) => {
    res.set('Cache-Control', 'no-store');
    res.json(presentMe(callerKey(res), countedRate(res), !deps.keys));
  });
  const keys = deps.keys;
  if (keys) {
    router.post('/me/rotate', anyKey, async (req, res) => {
      parseInput(rotateBody, req.body ?? {}, 'body');
      const rotated = await keys.rotate(callerKey(res).id, { overlapMs: KEY_ROTATION_OVERLAP_MS });
      res.set('Cache-Control', 'no-store');
      res.status(201).json(rotatedView(rotated));
    });
  }
  return router;
}
