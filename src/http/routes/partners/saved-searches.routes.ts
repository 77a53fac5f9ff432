import type { Router } from 'express';
import type { SavedSearch } from '../../../domain/search/saved-searches';
import type { SavedSearchService } from '../../../services/saved-search.service';
import { callerKey, type AccessGuard } from '../../auth';
import { apiRouter } from '../../routing';
import { parseInput } from '../../validate';
import { createSavedSearchBody, matchesQuery, savedSearchParams, updateSavedSearchBody } from './saved-searches.schema';

export const savedSearchView = (s: SavedSearch) => ({
  id: s.id,
  name: s.name,
  query: s.query,
  createdAt: new Date(s.createdAt).toISOString(),
  updatedAt: new Date(s.updatedAt).toISOString(),
});

/** Saved searches of the calling partner key (docs/partners.md#saved-searches); another key's are 404. */
export function savedSearchesRoutes(deps: { access: AccessGuard; savedSearches: SavedSearchService }): Router {
  const router = apiRouter();
  router.use('/partners/saved-searches', deps.access(['partner']));
  const id = (params: unknown) => parseInput(savedSearchParams, params).id;

  router.post('/partners/saved-searches', async (req, res) => {
    const body = parseInput(createSavedSearchBody, req.body, 'body');
    const saved = await deps.savedSearches.create(callerKey(res), body);
    res.status(201).location(`${req.baseUrl}/partners/saved-searches/${saved.id}`).json(savedSearchView(saved));
  });
  router.get('/partners/saved-searches', async (_req, res) => {
    res.json({ savedSearches: (await deps.savedSearches.list(callerKey(res))).map(savedSearchView) });
  });
  router.get('/partners/saved-searches/:id', async (req, res) => {
    res.json(savedSearchView(await deps.savedSearches.get(callerKey(res), id(req.params))));
  });
  router.patch('/partners/saved-searches/:id', async (req, res) => {
    const searchId = id(req.params);
    const body = parseInput(updateSavedSearchBody, req.body, 'body');
    res.json(savedSearchView(await deps.savedSearches.update(callerKey(res), searchId, body)));
  });
  router.delete('/partners/saved-searches/:id', async (req, res) => {
    await deps.savedSearches.remove(callerKey(res), id(req.params));
    res.status(204).end();
  });
  router.get('/partners/saved-searches/:id/matches', async (req, res) => {
    const searchId = id(req.params);
    const q = parseInput(matchesQuery, req.query);
    res.json(await deps.savedSearches.matches(callerKey(res), searchId, Date.parse(q.since), q.page, q.limit));
  });
  return router;
}
