import type { Router } from 'express';
import { notFound } from '../../../domain/errors';
import { ProfileDistributor } from '../../../domain/profile/distribution';
import type { ProfileStore } from '../../../ports/profile-store';
import { apiRouter } from '../../routing';

/**
 * The tracking host: GET /t/{watermark}/{meta.id}/{field} answers 302 to the original URL behind a tracked link.
 * Every part is authenticated, so a forged or altered link is 404 (no open redirect); the link names a profile and a
 * field, never a URL, and a removed profile's links stop working. `base` is where the links point (the sandbox's are
 * under /t/sandbox).
 */
export function trackingRoutes(deps: { distributor: ProfileDistributor; profiles: ProfileStore }, base = '/t'): Router {
  const router = apiRouter();
  router.get(`${base}/:watermark/:id/:field`, async (req, res) => {
    const link = deps.distributor.readTrackedLink(req.params.watermark, req.params.id, req.params.field);
    const stored = link ? await deps.profiles.get(link.internalId) : null;
    const target = stored && !stored.removalReason ? ProfileDistributor.originalUrl(stored.profile, link!.field) : null;
    if (!target) throw notFound('Link not found');
    res.set({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });
    res.redirect(302, target);
  });
  return router;
}
