import type { Router } from 'express';
import type { HealthService } from '../../../services/health.service';
import { apiRouter } from '../../routing';

/** No key, no rate limit (probes poll them). */
export function healthRoutes(deps: { health: HealthService }): Router {
  const router = apiRouter();
  // Liveness: 200 while the process serves requests, no dependency checked.
  router.get('/health', (_req, res) => void res.set('Cache-Control', 'no-store').json({ status: 'ok' }));
  // Readiness: each configured dependency; 503 when a critical one (store, search engine) is down.
  router.get('/health/dependencies', async (_req, res) => {
    const report = await deps.health.report();
    res
      .set('Cache-Control', 'no-store')
      .status(report.status === 'down' ? 503 : 200)
      .json(report);
  });
  return router;
}
