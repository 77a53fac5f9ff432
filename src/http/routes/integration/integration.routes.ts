import type { Response, Router } from 'express';
import type { IntegrationService } from '../../../services/integration.service';
import { subClientOwner, type WhitelistService } from '../../../services/whitelist.service';
import { callerKey, type AccessGuard } from '../../auth';
import { parseInput } from '../../validate';
import { addSubClientRecruiterBody, removeSubClientRecruiterBody } from './integration.schema';
import { apiRouter } from '../../routing';

/** Integrator routes: its sub-clients, and their whitelists. Another integrator's slug is 403, its client ids 404. */
export function integrationRoutes(deps: { access: AccessGuard; integration: IntegrationService; whitelists: WhitelistService }): Router {
  const router = apiRouter();
  router.use('/integration', deps.access(['integrator']));
  const own = (res: Response, slug: string) => {
    deps.integration.assertOwnSlug(callerKey(res), slug);
    return slug;
  };

  router.get('/integration/:integrationClient/clients', async (req, res) => {
    res.json({ clients: await deps.integration.clients(own(res, req.params.integrationClient)) });
  });
  router.post('/integration/:integrationClient/whitelist/:integrationClientId', async (req, res) => {
    const client = await deps.integration.requireClient(own(res, req.params.integrationClient), req.params.integrationClientId);
    const body = parseInput(addSubClientRecruiterBody, req.body, 'body');
    const { created, entry } = await deps.whitelists.add(subClientOwner(client.integrationClientId), { email: body.originalEmail, ...body });
    res.status(created ? 201 : 200).json({ whitelistedEmail: entry.whitelistedEmail });
  });
  router.delete('/integration/:integrationClient/whitelist/:integrationClientId', async (req, res) => {
    const client = await deps.integration.requireClient(own(res, req.params.integrationClient), req.params.integrationClientId);
    const body = parseInput(removeSubClientRecruiterBody, req.body, 'body');
    await deps.whitelists.remove(subClientOwner(client.integrationClientId), body.originalEmailToDelete, 'originalEmailToDelete');
    res.status(204).end();
  });
  return router;
}
