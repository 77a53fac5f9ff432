import { Router } from 'express';
import { requireIndexerQueue, type ServiceContainer } from '../../../container';
import type { ApiKeyService } from '../../../services/api-key.service';
import { requireAccess } from '../../auth';
import { parseInput } from '../../validate';
import { reindexBody, reindexParams } from './search-index.schema';

/** Operators' reindex of the search cluster (admin keys): start one as a job, then follow it. */
export function searchIndexRoutes(deps: { keys: ApiKeyService; indexer: Pick<ServiceContainer, 'indexerQueue'> }): Router {
  const router = Router();
  const admin = requireAccess(deps.keys, ['admin']);
  router.post('/search-index/reindex', admin, async (req, res) => {
    parseInput(reindexBody, req.body ?? {}, 'body');
    const jobId = await requireIndexerQueue(deps.indexer).startReindex();
    res.status(202).location(`${req.baseUrl}/search-index/reindex/${jobId}`).json({ jobId, state: 'waiting' });
  });
  router.get('/search-index/reindex/:id', admin, async (req, res) => {
    const { id } = parseInput(reindexParams, req.params);
    res.json(await requireIndexerQueue(deps.indexer).reindexStatus(id));
  });
  return router;
}
