import type { Router } from 'express';
import { ACCESS_TYPES } from '../../../domain/keys/api-key';
import { REGIONS, SENIORITY_SLUGS, SKILLS } from '../../../domain/search/referential';
import type { SearchService } from '../../../services/search.service';
import { callerOwner, type AccessGuard } from '../../auth';
import { parseInput } from '../../validate';
import { referentialBody, searchBody } from './search.schema';
import { apiRouter } from '../../routing';

/** Stage 1 search (partner keys) and the referential of filter values (every key type). */
export function searchRoutes(deps: { access: AccessGuard; search: SearchService }): Router {
  const router = apiRouter();
  router.post('/partners/search', deps.access(['partner']), async (req, res) => {
    const body = parseInput(searchBody, req.body ?? {}, 'body');
    res.type('json').send(await deps.search.searchJson(callerOwner(res), body));
  });
  router.post('/referential', deps.access(ACCESS_TYPES), async (req, res) => {
    const { types } = parseInput(referentialBody, req.body ?? {}, 'body');
    const want = (t: string) => !types || types.includes(t as never);
    res.json({
      ...(want('skills') && { skills: SKILLS }),
      ...(want('regions') && { regions: REGIONS }),
      ...(want('seniorities') && { seniorities: SENIORITY_SLUGS }),
    });
  });
  return router;
}
