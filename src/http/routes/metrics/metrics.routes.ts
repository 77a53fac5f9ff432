import type { RequestHandler, Router } from 'express';
import type { Metrics } from '../../../observability/metrics';
import type { AccessGuard } from '../../auth';
import { apiRouter } from '../../routing';

/**
 * GET /metrics: the Prometheus exposition, for admin keys (scrapers without a key use METRICS_PORT instead), counted
 * like every keyed request: its key goes through the same budgets as on any other route.
 */
export function metricsRoutes(deps: { limits: RequestHandler; access: AccessGuard; metrics: Metrics }): Router {
  const router = apiRouter();
  router.get('/metrics', deps.limits, deps.access(['admin']), exposition(deps.metrics));
  return router;
}

/** The handler shared by the API route and the keyless METRICS_PORT listener. */
export function exposition(metrics: Metrics): RequestHandler {
  return async (_req, res) => {
    const body = await metrics.exposition();
    res.type(metrics.contentType).send(body);
  };
}
