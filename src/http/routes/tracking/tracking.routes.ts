import type { Router } from 'express';
import type { TrackingService } from '../../../services/tracking.service';
import { apiRouter } from '../../routing';

/**
 * The tracking host: GET /t/{watermark}/{meta.id}/{field} answers 302 to the original URL behind a tracked link.
 * Every part is authenticated, so a forged or altered link is 404 (no open redirect); the link names a profile and a
 * field, never a URL, and a removed profile's links stop working. `base` is where the links point (the sandbox's are
 * under /t/sandbox).
 */
export function trackingRoutes(deps: { tracking: TrackingService }, base = '/t'): Router {
  const router = apiRouter();
  router.get(`${base}/:watermark/:id/:field`, async (req, res) => {
    const target = await deps.tracking.target(req.params.watermark, req.params.id, req.params.field);
    res.set({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });
    res.redirect(302, target);
  });
  return router;
}
