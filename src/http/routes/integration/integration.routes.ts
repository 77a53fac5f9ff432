import { Router, type Response } from 'express';
import { z } from 'zod';
import type { ApiKeyService } from '../../../services/api-key.service';
import type { IntegrationService } from '../../../services/integration.service';
import { subClientOwner, type WhitelistService } from '../../../services/whitelist.service';
import { callerKey, requireAccess } from '../../auth';
import { parseInput } from '../../validate';
import { emailField, nameField } from '../partners/partners.schema';
import { TRACKING_MODES } from '../../../ports/whitelist-store';

const addBody = z.strictObject(
  {
    originalEmail: emailField(),
    firstname: nameField(100),
    lastname: nameField(100),
    company: nameField(200),
    trackingMode: z.enum(TRACKING_MODES, { error: () => `must be one of ${TRACKING_MODES.join(', ')}` }).optional(),
  },
  { error: () => 'must be a JSON object' },
);
const removeBody = z.strictObject({ originalEmailToDelete: emailField() }, { error: () => 'must be a JSON object' });

/** Integrator routes: its sub-clients, and their whitelists. Another integrator's slug is 403, its client ids 404. */
export function integrationRoutes(deps: { keys: ApiKeyService; integration: IntegrationService; whitelists: WhitelistService }): Router {
  const router = Router();
  router.use('/integration', requireAccess(deps.keys, ['integrator']));
  const own = (res: Response, slug: string) => {
    deps.integration.assertOwnSlug(callerKey(res), slug);
    return slug;
  };

  router.get('/integration/:integrationClient/clients', async (req, res) => {
    res.json({ clients: await deps.integration.clients(own(res, req.params.integrationClient)) });
  });
  router.post('/integration/:integrationClient/whitelist/:integrationClientId', async (req, res) => {
    const client = await deps.integration.requireClient(own(res, req.params.integrationClient), req.params.integrationClientId);
    const body = parseInput(addBody, req.body, 'body');
    const { created, entry } = await deps.whitelists.add(subClientOwner(client.integrationClientId), { email: body.originalEmail, ...body });
    res.status(created ? 201 : 200).json({ whitelistedEmail: entry.whitelistedEmail });
  });
  router.delete('/integration/:integrationClient/whitelist/:integrationClientId', async (req, res) => {
    const client = await deps.integration.requireClient(own(res, req.params.integrationClient), req.params.integrationClientId);
    const body = parseInput(removeBody, req.body, 'body');
    await deps.whitelists.remove(subClientOwner(client.integrationClientId), body.originalEmailToDelete, 'body.originalEmailToDelete');
    res.status(204).end();
  });
  return router;
}
