import type { Response, Router } from 'express';
import { ACCESS_TYPES, maskApiKey, type ApiKeyRecord } from '../../../domain/keys/api-key';
import { callerKey, type AccessGuard } from '../../auth';
import { countedRate, type CountedRate } from '../../rate-limit';
import { apiRouter } from '../../routing';

/** GET /me: who the key is (never the key itself). */
export interface MeView {
  type: ApiKeyRecord['type'];
  name: string;
  /** Partners and integrators: the slug their routes use; null for other keys. */
  slug: string | null;
  /** A sub-client: its integrator's slug and its own `integrationClientId`; null otherwise. */
  integrator: { slug: string; integrationClientId: string } | null;
  /** The key presented; null in the sandbox, which needs none. */
  key: { id: string; masked: string; createdAt: string } | null;
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
    key: sandbox ? null : { id: record.id, masked: maskApiKey(record.id), createdAt: new Date(record.createdAt).toISOString() },
    rateLimit: rate,
  };
}

/** Self-service for every key type: who am I. In the sandbox, the sandbox's caller (a client, without a key). */
export function meRoutes(deps: { access: AccessGuard; sandbox?: boolean }): Router {
  const router = apiRouter();
  router.get('/me', deps.access(ACCESS_TYPES), (_req, res: Response) => {
    res.set('Cache-Control', 'no-store');
    res.json(presentMe(callerKey(res), countedRate(res), deps.sandbox === true));
  });
  return router;
}
