import type { Router } from 'express';
import type { MobilityService } from '../../../services/mobility.service';
import type { AccessGuard } from '../../auth';
import { parseInput } from '../../validate';
import { noBody, noQuery } from './mobilities.schema';
import { apiRouter } from '../../routing';

/**
 * The mobility dataset's admin routes (admin keys only). The refresh answers 200 with what it loaded, or
 * 502 (the file could not be downloaded) / 422 (the file is invalid) with the reason; either way the current
 * dataset stays in place on failure. After a success every other process of the service refreshes as well.
 */
export function mobilitiesRoutes(deps: { access: AccessGuard; mobility: MobilityService }): Router {
  const router = apiRouter();
  const admin = deps.access(['admin']);
  router.get('/mobilities/length', admin, (req, res) => {
    parseInput(noQuery, req.query);
    res.json({ mobilities: { length: deps.mobility.length } });
  });
  router.post('/mobilities/refresh-cache', admin, async (req, res) => {
    parseInput(noBody, req.body ?? {}, 'body');
    res.json(await deps.mobility.refreshEverywhere());
  });
  return router;
}
