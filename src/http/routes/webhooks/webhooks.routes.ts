import type { Router } from 'express';
import type { WebhookEndpoint, WebhookMessage } from '../../../ports/webhook-store';
import type { SampleProfile, WebhookService } from '../../../services/webhook.service';
import { callerKey, type AccessGuard } from '../../auth';
import { apiRouter } from '../../routing';
import { parseInput } from '../../validate';
import { createEndpointBody, deliveriesQuery, deliveryParams, endpointParams, redeliverBody, testBody, updateEndpointBody } from './webhooks.schema';

/** Key types that may subscribe: clients and integrators (profile events), partners (whitelist events). */
export const WEBHOOK_ACCESS = ['client', 'integrator', 'partner'] as const;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export const endpointView = (e: WebhookEndpoint) => ({
  id: e.id,
  url: e.url,
  types: e.types,
  description: e.description,
  enabled: e.enabled,
  disabledReason: e.disabledReason,
  createdAt: iso(e.createdAt)!,
  updatedAt: iso(e.updatedAt)!,
  lastSuccessAt: iso(e.lastSuccessAt),
  failingSince: iso(e.failingSince),
});

export const deliveryView = (m: WebhookMessage) => ({
  id: m.id,
  type: m.type,
  events: m.eventCount,
  status: m.status,
  attempts: m.attempts,
  createdAt: iso(m.createdAt)!,
  lastAttemptAt: iso(m.lastAttemptAt),
  nextAttemptAt: iso(m.nextAttemptAt),
  deliveredAt: iso(m.deliveredAt),
  responseStatus: m.responseStatus,
  latencyMs: m.latencyMs,
  error: m.error,
  payload: JSON.parse(m.payload) as unknown,
});

/**
 * Webhook endpoints of the calling key (docs/webhooks.md). `samples` gives the profiles test events name: the
 * sandbox's synthetic ones, which its keyless routes serve (null without a sandbox).
 */
export function webhooksRoutes(deps: { access: AccessGuard; webhooks: WebhookService; samples: ((removed: boolean) => Promise<SampleProfile | null>) | null }): Router {
  const router = apiRouter();
  router.use('/webhooks', deps.access(WEBHOOK_ACCESS));
  const id = (params: unknown) => parseInput(endpointParams, params).id;

  router.post('/webhooks', async (req, res) => {
    const body = parseInput(createEndpointBody, req.body, 'body');
    const { endpoint, secret } = await deps.webhooks.create(callerKey(res), body);
    res
      .status(201)
      .location(`${req.baseUrl}/webhooks/${endpoint.id}`)
      .json({ ...endpointView(endpoint), secret });
  });
  router.get('/webhooks', async (_req, res) => {
    res.json({ webhooks: (await deps.webhooks.list(callerKey(res))).map(endpointView) });
  });
  router.get('/webhooks/:id', async (req, res) => {
    res.json(endpointView(await deps.webhooks.get(callerKey(res), id(req.params))));
  });
  router.patch('/webhooks/:id', async (req, res) => {
    const endpointId = id(req.params);
    const body = parseInput(updateEndpointBody, req.body, 'body');
    res.json(endpointView(await deps.webhooks.update(callerKey(res), endpointId, body)));
  });
  router.delete('/webhooks/:id', async (req, res) => {
    await deps.webhooks.remove(callerKey(res), id(req.params));
    res.status(204).end();
  });
  router.post('/webhooks/:id/rotate-secret', async (req, res) => {
    const rotated = await deps.webhooks.rotateSecret(callerKey(res), id(req.params));
    res.json({ secret: rotated.secret, previousSecretExpiresAt: iso(rotated.previousSecretExpiresAt) });
  });
  router.post('/webhooks/:id/test', async (req, res) => {
    const endpointId = id(req.params);
    const body = parseInput(testBody, req.body ?? {}, 'body');
    const message = await deps.webhooks.sendTest(callerKey(res), endpointId, body.type, deps.samples ?? (async () => null));
    res.status(202).json({ deliveryId: message.id, status: 'pending' });
  });
  router.get('/webhooks/:id/deliveries', async (req, res) => {
    const endpointId = id(req.params);
    const query = parseInput(deliveriesQuery, req.query);
    const page = await deps.webhooks.deliveries(callerKey(res), endpointId, query.before ?? null, query.limit);
    res.json({ deliveries: page.map(deliveryView), nextBefore: page.length === query.limit ? page.at(-1)!.id : null });
  });
  router.post('/webhooks/:id/deliveries/:deliveryId/redeliver', async (req, res) => {
    const params = parseInput(deliveryParams, req.params);
    res.status(202).json({ redelivered: await deps.webhooks.redeliver(callerKey(res), params.id, { messageId: params.deliveryId }) });
  });
  router.post('/webhooks/:id/redeliver', async (req, res) => {
    const endpointId = id(req.params);
    const body = parseInput(redeliverBody, req.body, 'body');
    res.status(202).json({ redelivered: await deps.webhooks.redeliver(callerKey(res), endpointId, { since: Date.parse(body.since) }) });
  });
  return router;
}
