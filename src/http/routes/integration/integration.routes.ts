import type { Response, Router } from 'express';
import type { IntegrationService } from '../../../services/integration.service';
import { subClientOwner } from '../../../domain/keys/owner';
import type { WhitelistService } from '../../../services/whitelist.service';
import { callerKey, type AccessGuard } from '../../auth';
import { parseInput } from '../../validate';
import { rotatedView } from '../me/me.routes';
import { recruiterView } from '../partners/partners.routes';
import {
  addSubClientRecruiterBody,
  createSubClientBody,
  removeSubClientRecruiterBody,
  rotateSubClientBody,
  whitelistPageQuery,
} from './integration.schema';
import { apiRouter } from '../../routing';

/**
 * Integrator routes: its sub-clients (create, list, rotate, revoke) and their whitelists (read, add, remove). Another
 * integrator's slug is 403, its client ids 404.
 */
export function integrationRoutes(deps: {
  access: AccessGuard;
  integration: IntegrationService;
  whitelists: WhitelistService;
}): Router {
  const router = apiRouter();
  router.use('/integration', deps.access(['integrator']));
  const own = (res: Response, slug: string) => {
    deps.integration.assertOwnSlug(callerKey(res), slug);
    return slug;
  };
  const noStore = (res: Response) => res.set('Cache-Control', 'no-store'); // an answer holding a key

  router.get('/integration/:integrationClient/clients', async (req, res) => {
    res.json({ clients: await deps.integration.clients(own(res, req.params.integrationClient)) });
  });
  router.post('/integration/:integrationClient/clients', async (req, res) => {
    const slug = own(res, req.params.integrationClient);
    const body = parseInput(createSubClientBody, req.body, 'body');
    const { key, client } = await deps.integration.createClient(slug, body);
    noStore(res)
      .status(201)
      .location(`${req.baseUrl}/integration/${slug}/clients/${client.integrationClientId}`)
      .json({ key, client });
  });
  router.delete('/integration/:integrationClient/clients/:integrationClientId', async (req, res) => {
    await deps.integration.revokeClient(own(res, req.params.integrationClient), req.params.integrationClientId);
    res.status(204).end();
  });
  router.post('/integration/:integrationClient/clients/:integrationClientId/rotate', async (req, res) => {
    const slug = own(res, req.params.integrationClient);
    await deps.integration.requireClient(slug, req.params.integrationClientId);
    parseInput(rotateSubClientBody, req.body ?? {}, 'body');
    const rotated = await deps.integration.rotateClient(slug, req.params.integrationClientId);
    noStore(res)
      .status(201)
      .json({ ...rotatedView(rotated), client: rotated.client });
  });

  router.get('/integration/:integrationClient/whitelist/:integrationClientId', async (req, res) => {
    const client = await deps.integration.requireClient(
      own(res, req.params.integrationClient),
      req.params.integrationClientId,
    );
    const { page, limit } = parseInput(whitelistPageQuery, req.query);
    const { items, total } = await deps.whitelists.page(subClientOwner(client.integrationClientId), page, limit);
    // the integrator's word for a recruiter's own address, as it sent it: originalEmail
    const recruiters = items.map((e) => {
      const { recruiterEmail, ...rest } = recruiterView(e);
      return { originalEmail: recruiterEmail, ...rest };
    });
    res.json({ recruiters, infos: { total, page, limit, totalPages: Math.ceil(total / limit) } });
  });
  router.post('/integration/:integrationClient/whitelist/:integrationClientId', async (req, res) => {
    const client = await deps.integration.requireClient(
      own(res, req.params.integrationClient),
      req.params.integrationClientId,
    );
    const body = parseInput(addSubClientRecruiterBody, req.body, 'body');
    const { created, entry } = await deps.whitelists.add(subClientOwner(client.integrationClientId), {
      email: body.originalEmail,
      ...body,
    });
    res.status(created ? 201 : 200).json({ whitelistedEmail: entry.whitelistedEmail });
  });
  router.delete('/integration/:integrationClient/whitelist/:integrationClientId', async (req, res) => {
    const client = await deps.integration.requireClient(
      own(res, req.params.integrationClient),
      req.params.integrationClientId,
    );
    const body = parseInput(removeSubClientRecruiterBody, req.body, 'body');
    await deps.whitelists.remove(
      subClientOwner(client.integrationClientId),
      body.originalEmailToDelete,
      'originalEmailToDelete',
    );
    res.status(204).end();
  });
  return router;
}
