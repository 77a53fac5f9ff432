import type { Router } from 'express';
import type { SearchIndexAdmin } from '../../../services/search-index.service';
import type { AccessGuard } from '../../auth';
import { parseInput } from '../../validate';
import { reindexBody, reindexParams } from './search-index.schema';
import { apiRouter } from '../../routing';

/** Operators' reindex of the search cluster (admin keys): start one as a job, then follow it. */
export function searchIndexRoutes(deps: { access: AccessGuard; searchIndex: SearchIndexAdmin }): Router {
  const router = apiRouter();
  const admin = deps.access(['admin']);
  router.post('/search-index/reindex', admin, async (req, res) => {
    parseInput(reindexBody, req.body ?? {}, 'body');
    const jobId = await deps.searchIndex.startReindex();
    res.status(202).location(`${req.baseUrl}/search-index/reindex/${jobId}`).json({ jobId, state: 'waiting' });
  });
  router.get('/search-index/reindex/:id', admin, async (req, res) => {
    const { id } = parseInput(reindexParams, req.params);
    res.json(await deps.searchIndex.reindexStatus(id));
  });
  return router;
}
