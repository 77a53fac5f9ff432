import { Router, type RequestHandler } from 'express';
import type { Metrics } from '../../../observability/metrics';
import type { ApiKeyService } from '../../../services/api-key.service';
import { requireAccess } from '../../auth';

/** GET /metrics: the Prometheus exposition, for admin keys (scrapers without a key use METRICS_PORT instead). */
export function metricsRoutes(deps: { keys: ApiKeyService; metrics: Metrics }): Router {
  const router = Router();
  router.get('/metrics', requireAccess(deps.keys, ['admin']), exposition(deps.metrics));
  return router;
}

/** The handler shared by the API route and the keyless METRICS_PORT listener. */
export function exposition(metrics: Metrics): RequestHandler {
  return async (_req, res) => {
    const body = await metrics.exposition();
    res.type(metrics.contentType).send(body);
  };
}
