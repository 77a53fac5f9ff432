import type { Router } from 'express';
import type { SyncService } from '../../../services/sync.service';
import { ACCESS, callerIp, callerKey, type AccessGuard } from '../../auth';
import { sendJsonList, sendJsonTexts } from '../../json-stream';
import { parseInput } from '../../validate';
import { deletedFreelancesQuery, freelancesByIdsBody, freelancesByIdsQuery, listFreelancesQuery } from './freelances.schema';
import { apiRouter } from '../../routing';

/** The synchronisation endpoints (client, integrator and admin keys). Pages are streamed (json-stream.ts), not built as one string; profiles come as prepared JSON texts. */
export function freelancesRoutes(deps: { sync: SyncService; access: AccessGuard }): Router {
  const router = apiRouter();
  router.use('/freelances', deps.access(ACCESS.sync));

  router.get('/freelances', async (req, res) => {
    const query = parseInput(listFreelancesQuery, req.query);
    const { freelances, ...rest } = await deps.sync.listModified(query, { ip: callerIp(req), keyId: callerKey(res).id });
    await sendJsonTexts(res, 'freelances', freelances, rest);
  });

  router.post('/freelances', async (req, res) => {
    const query = parseInput(freelancesByIdsQuery, req.query);
    const body = parseInput(freelancesByIdsBody, req.body, 'body');
    const { freelances, ...rest } = await deps.sync.listByIds({ ...query, ids: body.ids }, { ip: callerIp(req), keyId: callerKey(res).id });
    await sendJsonTexts(res, 'freelances', freelances, rest);
  });

  router.get('/freelances/deleted-freelances', async (req, res) => {
    const query = parseInput(deletedFreelancesQuery, req.query);
    const { freelances, ...rest } = await deps.sync.listRemoved(query);
    await sendJsonList(res, 'freelances', freelances, rest);
  });

  return router;
}
