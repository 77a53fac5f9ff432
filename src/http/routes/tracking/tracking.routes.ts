import { Router } from 'express';
import { notFound } from '../../../domain/errors';
import { ProfileDistributor } from '../../../domain/profile/distribution';
import type { ProfileStore } from '../../../ports/profile-store';

/**
 * The tracking host: GET /t/{token} answers 302 to the original URL behind a tracked link. The token is sealed, so
 * a forged or altered one is 404 (no open redirect), and it names a profile and a field, never a URL: a removed
 * profile's links stop working.
 */
export function trackingRoutes(deps: { distributor: ProfileDistributor; profiles: ProfileStore }): Router {
  const router = Router();
  router.get('/t/:token', async (req, res) => {
    const claim = deps.distributor.readTrackingToken(req.params.token);
    const stored = claim ? await deps.profiles.get(claim.p) : null;
    const target = stored && !stored.removalReason ? ProfileDistributor.originalUrl(stored.profile, claim!.f) : null;
    if (!target) throw notFound('Link not found');
    res.set({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });
    res.redirect(302, target);
  });
  return router;
}
