import { z } from 'zod';
import {
  MAX_ENDPOINTS_PER_HOLDER,
  MAX_EVENTS_PER_MESSAGE,
  MAX_REDELIVERIES_PER_CALL,
  MAX_REDELIVERIES_PER_HOUR,
  WEBHOOK_EVENT_TYPES,
} from '../../../domain/webhooks/webhook-events';
import type { WebhookEndpoint, WebhookMessage } from '../../../ports/webhook-store';
import type { ApiDescription } from '../../openapi/api-description';
import '../../openapi/zod-openapi';
import { defineRoute } from '../../route';
import {
  createEndpointBody,
  deliveriesQuery,
  deliveryParams,
  endpointParams,
  redeliverBody,
  testBody,
  updateEndpointBody,
} from './webhooks.schema';

const dateTime = () => z.string().openapi({ format: 'date-time' });

const endpointFields = {
  id: z.string().openapi({ example: 'wh_3q2-7wEeRk1bYc9x' }),
  url: z.string().openapi({ format: 'uri' }),
  types: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  description: z.string(),
  enabled: z.boolean(),
  disabledReason: z.string().nullable().openapi({
    description:
      'Why the service disabled it: `the endpoint answered 410 Gone`, `no successful delivery for 5 days`, `its API key was revoked`, `its signing secret cannot be read: ...` (rotate the secret, then enable it); null when enabled or disabled by your key.',
  }),
  createdAt: dateTime(),
  updatedAt: dateTime(),
  lastSuccessAt: dateTime().nullable().openapi({
    description:
      'A successful delivery: written at most once a minute while deliveries succeed (and at once after a failure), so it may be up to 60 s older than the last one; each attempt’s exact time is in the delivery log (`GET /webhooks/{id}/deliveries`).',
  }),
  failingSince: dateTime()
    .nullable()
    .openapi({ description: 'The first failed attempt since the last success; null while deliveries succeed.' }),
};
const endpointSchema = z.strictObject(endpointFields).openapi('WebhookEndpoint');
const ENDPOINT_EXAMPLE = {
  id: 'wh_3q2-7wEeRk1bYc9x',
  url: 'https://hooks.example.com/fpd',
  types: ['profile.changed', 'profile.removed'],
  description: 'Production sync',
  enabled: true,
  disabledReason: null,
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
  lastSuccessAt: '2026-11-01T10:12:31.000Z',
  failingSince: null,
};
const SECRET_EXAMPLE = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw0r1kXMkOEUI=';

const profileItem = z
  .strictObject({
    id: z.string().openapi({
      description:
        '`meta.id`: fetch the profile with `POST /freelances` (or `POST /sandbox/freelances` for a test event).',
    }),
    modifiedAt: dateTime().openapi({ description: 'When the service stored the change.' }),
    modifiedTime: z.number().int().openapi({
      description:
        'The same time in Unix seconds, the unit of `GET /freelances?modifiedTime=`: a sync from any `modifiedTime` below it returns this change; a saved `nextModifiedTime` at or above it means your last sync already had it.',
    }),
  })
  .openapi('WebhookProfileItem');
const sandboxMark = z
  .literal(true)
  .optional()
  .openapi({ description: 'Present on test events: the ids are the sandbox’s.' });
const profilePayload = (type: 'profile.changed' | 'profile.removed') =>
  z.strictObject({
    type: z.literal(type),
    timestamp: dateTime().openapi({ description: 'When the message was made.' }),
    data: z.strictObject({ profiles: z.array(profileItem).min(1).max(MAX_EVENTS_PER_MESSAGE), sandbox: sandboxMark }),
  });
const whitelistPayload = z.strictObject({
  type: z.literal('whitelist.changed'),
  timestamp: dateTime(),
  data: z.strictObject({
    changedAt: dateTime().openapi({
      description: 'The latest change to your whitelist: read it with `GET /partners/whitelist`.',
    }),
    sandbox: sandboxMark,
  }),
});
const matchedPayload = z.strictObject({
  type: z.literal('search.matched'),
  timestamp: dateTime(),
  data: z.strictObject({
    savedSearchId: z.string().openapi({
      description: 'Your saved search (`GET /partners/saved-searches/{id}`); `ss_sandbox` on a test event.',
      example: 'ss_Jx0b7m3QeC1tqz1lHkQW4A',
    }),
    ids: z.array(z.string()).min(1).max(MAX_EVENTS_PER_MESSAGE).openapi({
      description:
        'Stage 1 ids (yours, as `POST /partners/search` returns them) of the profiles that came to match it; nothing else of them. `GET /partners/saved-searches/{id}/matches` shows them as search results; `POST /partners/reveal` takes them.',
    }),
    sandbox: sandboxMark,
  }),
});
const payloadSchema = z.union([
  profilePayload('profile.changed'),
  profilePayload('profile.removed'),
  whitelistPayload,
  matchedPayload,
]);

const deliverySchema = z
  .strictObject({
    id: z.string().openapi({
      description: 'The message id, also its `webhook-id` header (the same on every attempt and redelivery).',
    }),
    type: z.enum(WEBHOOK_EVENT_TYPES),
    events: z.number().int().min(1).openapi({ description: 'Events the message carries.' }),
    status: z.enum(['pending', 'delivered', 'failed']).openapi({
      description:
        '`pending`: not yet answered with a 2xx (retried with backoff); `failed`: given up (the endpoint was disabled).',
    }),
    attempts: z.number().int().min(0),
    createdAt: dateTime(),
    lastAttemptAt: dateTime().nullable(),
    nextAttemptAt: dateTime().nullable(),
    deliveredAt: dateTime().nullable(),
    responseStatus: z
      .number()
      .int()
      .nullable()
      .openapi({ description: 'Your endpoint’s status code at the last attempt; null when it did not answer.' }),
    latencyMs: z.number().int().nullable(),
    error: z.string().nullable().openapi({
      description:
        'What went wrong at the last attempt: `HTTP 500`, `timeout after 5000 ms`, `ECONNREFUSED`, `address not allowed: ...`, `worker lost: ...` (the process sending it died before it read your answer: the message is sent again, under the same id).',
    }),
    payload: payloadSchema,
  })
  .openapi('WebhookDelivery');
const DELIVERY_EXAMPLE = {
  id: 'msg_mhx2k9q3aZ3x1Yd0Qp7Lw',
  type: 'profile.removed',
  events: 1,
  status: 'delivered',
  attempts: 1,
  createdAt: '2026-11-01T10:01:00.120Z',
  lastAttemptAt: '2026-11-01T10:01:00.125Z',
  nextAttemptAt: null,
  deliveredAt: '2026-11-01T10:01:00.161Z',
  responseStatus: 204,
  latencyMs: 36,
  error: null,
  payload: {
    type: 'profile.removed',
    timestamp: '2026-11-01T10:01:00.120Z',
    data: { profiles: [{ id: 'Xq3...', modifiedAt: '2026-11-01T10:01:00.087Z', modifiedTime: 1793527260 }] },
  },
};

const NOT_FOUND = {
  description: 'No endpoint of your key with this id.',
  message: 'No webhook endpoint wh_3q2-7wEeRk1bYc9x',
};
const DISABLED = {
  description: 'The endpoint is disabled: enable it first.',
  message: 'The endpoint is disabled (the endpoint answered 410 Gone): enable it first (PATCH with enabled: true)',
};
const TYPE_NOT_FOR_KEY = {
  description:
    'an event type is not one your key type receives (profiles go to client and integrator keys, whitelists to partner keys).',
  message:
    'body.types.1: whitelist.changed is not sent to client keys (they may subscribe to profile.changed, profile.removed)',
};
const REDELIVERY_LIMIT = {
  description: `your key has redelivered ${MAX_REDELIVERIES_PER_HOUR} messages in the last hour (one at a time and by time together); \`Retry-After\` says when the budget is whole again.`,
  message: `Redelivery limit: ${MAX_REDELIVERIES_PER_HOUR} messages an hour for this API key and its rotations; 500 asked, 120 left; retry in 1800 s`,
};
const BAD_URL = 'body.url: the host hooks.internal.example did not resolve to public addresses only';

/** Key types that may subscribe: clients and integrators (profile events), partners (whitelist events). */
export const WEBHOOK_ACCESS = ['client', 'integrator', 'partner'] as const;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export const endpointView = (e: WebhookEndpoint): z.infer<typeof endpointSchema> => ({
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

export const deliveryView = (m: WebhookMessage): z.infer<typeof deliverySchema> => ({
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
  payload: JSON.parse(m.payload) as z.infer<typeof payloadSchema>, // as the emitter wrote it
});

/** Webhook endpoints of the calling key (docs/webhooks.md). */
export const webhooksRoutes = [
  defineRoute({
    tag: 'Webhooks',
    access: WEBHOOK_ACCESS,
    method: 'post',
    path: '/webhooks',
    operationId: 'createWebhook',
    summary: 'Subscribe an endpoint',
    description: `Client and integrator keys subscribe to \`profile.changed\` and \`profile.removed\`, partner keys to \`whitelist.changed\` and \`search.matched\` (their saved searches). At most ${MAX_ENDPOINTS_PER_HOLDER} endpoints per holder (a key and its rotations). The \`secret\` signs every message (Standard Webhooks) and is shown **only in this answer**. The URL must be \`https\` and its host must resolve to public addresses only (checked now and at every connection). Events are about changes made after the subscription.`,
    request: {
      body: createEndpointBody,
      bodyExample: {
        url: 'https://hooks.example.com/fpd',
        types: ['profile.changed', 'profile.removed'],
        description: 'Production sync',
      },
    },
    responses: {
      201: {
        description: 'Subscribed. Keep the secret: it is not shown again.',
        schema: z.strictObject({
          ...endpointFields,
          secret: z
            .string()
            .openapi({ description: '`whsec_` and 32 random bytes in base64: give it to your verifier.' }),
        }),
        example: { ...ENDPOINT_EXAMPLE, lastSuccessAt: null, secret: SECRET_EXAMPLE },
        headers: { Location: { description: 'The endpoint.', schema: { type: 'string' } } },
      },
    },
    errors: {
      400: {
        description:
          'the URL is not https, carries credentials, or its host is an address that is not public (loopback, private, link-local, reserved, or an IPv6 form embedding IPv4), or a name that did not resolve to public addresses only (one answer whether it does not resolve or resolves to an address that is not public).',
        message: BAD_URL,
      },
      403: TYPE_NOT_FOR_KEY,
      409: {
        description: `Your key’s holder (your keys and their rotations together) already has ${MAX_ENDPOINTS_PER_HOLDER} endpoints.`,
        message: `This key’s holder already has ${MAX_ENDPOINTS_PER_HOLDER} endpoints, the most a holder may have (its keys and their rotations together): delete one first`,
      },
    },
  }).handle(async ({ body }, { req, caller, services }) => {
    const { endpoint, secret } = await services.webhooks.create(caller, body);
    return {
      status: 201,
      headers: { Location: `${req.baseUrl}/webhooks/${endpoint.id}` },
      body: { ...endpointView(endpoint), secret },
    };
  }),
  defineRoute({
    tag: 'Webhooks',
    access: WEBHOOK_ACCESS,
    method: 'get',
    path: '/webhooks',
    operationId: 'listWebhooks',
    summary: 'Your endpoints',
    description: 'Oldest first. Secrets are never shown again.',
    responses: {
      200: {
        description: 'The endpoints of your key.',
        schema: z.strictObject({ webhooks: z.array(endpointSchema) }),
        example: { webhooks: [ENDPOINT_EXAMPLE] },
      },
    },
  }).handle(async (_input, { caller, services }) => ({
    status: 200,
    body: { webhooks: (await services.webhooks.list(caller)).map(endpointView) },
  })),
  defineRoute({
    tag: 'Webhooks',
    access: WEBHOOK_ACCESS,
    method: 'get',
    path: '/webhooks/{id}',
    operationId: 'getWebhook',
    summary: 'One endpoint',
    request: { params: endpointParams },
    responses: { 200: { description: 'The endpoint.', schema: endpointSchema, example: ENDPOINT_EXAMPLE } },
    errors: { 404: NOT_FOUND },
  }).handle(async ({ params }, { caller, services }) => ({
    status: 200,
    body: endpointView(await services.webhooks.get(caller, params.id)),
  })),
  defineRoute({
    tag: 'Webhooks',
    access: WEBHOOK_ACCESS,
    method: 'patch',
    path: '/webhooks/{id}',
    operationId: 'updateWebhook',
    summary: 'Change an endpoint',
    description:
      'Any of `url`, `types`, `description`, `enabled`. A new URL is checked as at subscription. `enabled: true` brings back an endpoint the service disabled (then sync from your saved cursor: events of the time it was disabled were not kept); `enabled: false` stops it and drops what waited for it.',
    request: { params: endpointParams, body: updateEndpointBody, bodyExample: { enabled: true } },
    responses: { 200: { description: 'The endpoint as changed.', schema: endpointSchema, example: ENDPOINT_EXAMPLE } },
    errors: { 400: { description: 'as for a subscription.', message: BAD_URL }, 403: TYPE_NOT_FOR_KEY, 404: NOT_FOUND },
  }).handle(async ({ params, body }, { caller, services }) => ({
    status: 200,
    body: endpointView(await services.webhooks.update(caller, params.id, body)),
  })),
  defineRoute({
    tag: 'Webhooks',
    access: WEBHOOK_ACCESS,
    method: 'delete',
    path: '/webhooks/{id}',
    operationId: 'deleteWebhook',
    summary: 'Delete an endpoint',
    description: 'With its delivery log and what waited for it.',
    request: { params: endpointParams },
    responses: { 204: { description: 'Deleted.' } },
    errors: { 404: NOT_FOUND },
  }).handle(async ({ params }, { caller, services }) => {
    await services.webhooks.remove(caller, params.id);
    return { status: 204 };
  }),
  defineRoute({
    tag: 'Webhooks',
    access: WEBHOOK_ACCESS,
    method: 'post',
    path: '/webhooks/{id}/rotate-secret',
    operationId: 'rotateWebhookSecret',
    summary: 'Rotate the signing secret',
    description:
      'A new secret, shown once. For 24 hours messages carry two signatures, one per secret, so a receiver holding either verifies them: switch your verifier within that time.',
    request: { params: endpointParams },
    responses: {
      200: {
        description: 'The new secret.',
        schema: z.strictObject({ secret: z.string(), previousSecretExpiresAt: dateTime() }),
        example: { secret: SECRET_EXAMPLE, previousSecretExpiresAt: '2026-11-02T09:00:00.000Z' },
      },
    },
    errors: { 404: NOT_FOUND },
  }).handle(async ({ params }, { caller, services }) => {
    const rotated = await services.webhooks.rotateSecret(caller, params.id);
    return {
      status: 200,
      body: {
        secret: rotated.secret,
        previousSecretExpiresAt: new Date(rotated.previousSecretExpiresAt).toISOString(),
      },
    };
  }),
  defineRoute({
    tag: 'Webhooks',
    access: WEBHOOK_ACCESS,
    method: 'post',
    path: '/webhooks/{id}/test',
    operationId: 'testWebhook',
    summary: 'Send a test event',
    description:
      'Queues a signed message of the given type (default: the endpoint’s first) about the **sandbox**’s synthetic data, marked `data.sandbox: true`: its `meta.id` is served by `POST /sandbox/freelances`, without a key. It is delivered after what the endpoint already waits for, retried like any message, and shown in the delivery log.',
    request: { params: endpointParams, body: testBody, bodyRequired: false, bodyExample: { type: 'profile.removed' } },
    responses: {
      202: {
        description: 'Queued: follow it in the delivery log.',
        schema: z.strictObject({ deliveryId: z.string(), status: z.literal('pending') }),
        example: { deliveryId: 'msg_mhx2k9q3aZ3x1Yd0Qp7Lw', status: 'pending' },
      },
    },
    errors: {
      403: {
        description: 'the type is not one your key receives.',
        message:
          'body.type: whitelist.changed is not sent to client keys (they may subscribe to profile.changed, profile.removed)',
      },
      404: NOT_FOUND,
      409: {
        description: 'The endpoint is disabled, or the sandbox is off on this deployment.',
        message: DISABLED.message,
      },
    },
  }).handle(async ({ params, body }, { caller, services, sandbox }) => {
    // Test events name the sandbox's synthetic profiles (its keyless routes serve them), never real ones.
    const samples = sandbox ? (removed: boolean) => sandbox.webhooks.sampleProfile(removed) : async () => null;
    const message = await services.webhooks.sendTest(caller, params.id, body.type, samples);
    return { status: 202, body: { deliveryId: message.id, status: 'pending' } };
  }),
  defineRoute({
    tag: 'Webhooks',
    access: WEBHOOK_ACCESS,
    method: 'get',
    path: '/webhooks/{id}/deliveries',
    operationId: 'listWebhookDeliveries',
    summary: 'The delivery log',
    description:
      'Newest first, kept 30 days. Each delivery is one message: its status, attempts, the last attempt’s status code, latency and error, and the payload sent. Page with `before` = `nextBefore`.',
    request: { params: endpointParams, query: deliveriesQuery },
    responses: {
      200: {
        description: 'A page of the log.',
        schema: z.strictObject({
          deliveries: z.array(deliverySchema),
          nextBefore: z
            .string()
            .nullable()
            .openapi({ description: 'Pass as `before` for the next page; null on the last.' }),
        }),
        example: { deliveries: [DELIVERY_EXAMPLE], nextBefore: null },
      },
    },
    errors: { 404: NOT_FOUND },
  }).handle(async ({ params, query }, { caller, services }) => {
    const page = await services.webhooks.deliveries(caller, params.id, query.before ?? null, query.limit);
    return {
      status: 200,
      body: { deliveries: page.map(deliveryView), nextBefore: page.length === query.limit ? page.at(-1)!.id : null },
    };
  }),
  defineRoute({
    tag: 'Webhooks',
    access: WEBHOOK_ACCESS,
    method: 'post',
    path: '/webhooks/{id}/deliveries/{deliveryId}/redeliver',
    operationId: 'redeliverWebhookDelivery',
    summary: 'Redeliver one delivery',
    description:
      'Sends the message again, with the same `webhook-id` (a receiver that keeps ids sees it as a duplicate) and a new timestamp and signature, after what the endpoint already waits for.',
    request: { params: deliveryParams },
    responses: {
      202: {
        description: 'Queued again.',
        schema: z.strictObject({ redelivered: z.number().int().min(0) }),
        example: { redelivered: 1 },
      },
    },
    errors: {
      404: {
        description: 'No such endpoint of your key, or no such delivery in its log.',
        message: 'No delivery msg_mhx2k9q3aZ3x1Yd0Qp7Lw for this endpoint',
      },
      409: DISABLED,
      429: REDELIVERY_LIMIT,
    },
  }).handle(async ({ params }, { caller, services }) => ({
    status: 202,
    body: { redelivered: await services.webhooks.redeliver(caller, params.id, { messageId: params.deliveryId }) },
  })),
  defineRoute({
    tag: 'Webhooks',
    access: WEBHOOK_ACCESS,
    method: 'post',
    path: '/webhooks/{id}/redeliver',
    operationId: 'redeliverWebhookSince',
    summary: 'Redeliver everything since a time',
    description: `Every delivery of the log created at or after \`since\` (the log keeps 30 days), in order, with their own \`webhook-id\`s. At most ${MAX_REDELIVERIES_PER_CALL} in one call; to catch up on more, sync from your saved position (the pull sync has every change).`,
    request: { params: endpointParams, body: redeliverBody, bodyExample: { since: '2026-11-01T00:00:00Z' } },
    responses: {
      202: {
        description: 'Queued again.',
        schema: z.strictObject({ redelivered: z.number().int().min(0) }),
        example: { redelivered: 42 },
      },
    },
    errors: {
      400: {
        description: `more than ${MAX_REDELIVERIES_PER_CALL} deliveries were made since \`since\`.`,
        message: `body.since: 1234 deliveries were made since then, more than the ${MAX_REDELIVERIES_PER_CALL} one call redelivers: give a later time, or sync from your saved position (the pull sync has every change)`,
      },
      404: NOT_FOUND,
      409: DISABLED,
      429: REDELIVERY_LIMIT,
    },
  }).handle(async ({ params, body }, { caller, services }) => ({
    status: 202,
    body: { redelivered: await services.webhooks.redeliver(caller, params.id, { since: Date.parse(body.since) }) },
  })),
];

/** The messages themselves (OpenAPI 3.1 `webhooks`): what an endpoint receives. */
export function describeWebhookMessages(api: ApiDescription): void {
  const headers = z.strictObject({
    'webhook-id': z.string().openapi({
      description: 'The message id: the same on every attempt and redelivery (deduplicate on it).',
      example: 'msg_mhx2k9q3aZ3x1Yd0Qp7Lw',
    }),
    'webhook-timestamp': z.string().openapi({
      description: 'Unix seconds of this attempt (reject old ones: the verifiers allow 5 minutes).',
      example: '1793527260',
    }),
    'webhook-signature': z.string().openapi({
      description:
        '`v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`, space-separated when two secrets are valid (after a rotation).',
      example: 'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=',
    }),
  });
  const examples: Record<string, unknown> = {
    'profile.changed': {
      type: 'profile.changed',
      timestamp: '2026-11-01T10:01:00.120Z',
      data: { profiles: [{ id: 'Xq3...', modifiedAt: '2026-11-01T10:00:59.873Z', modifiedTime: 1793527259 }] },
    },
    'profile.removed': DELIVERY_EXAMPLE.payload,
    'whitelist.changed': {
      type: 'whitelist.changed',
      timestamp: '2026-11-01T10:01:00.120Z',
      data: { changedAt: '2026-11-01T10:01:00.052Z' },
    },
    'search.matched': {
      type: 'search.matched',
      timestamp: '2026-11-01T10:01:01.410Z',
      data: { savedSearchId: 'ss_Jx0b7m3QeC1tqz1lHkQW4A', ids: ['AbX1...', 'Qz7k...'] },
    },
  };
  const schemas = {
    'profile.changed': profilePayload('profile.changed'),
    'profile.removed': profilePayload('profile.removed'),
    'whitelist.changed': whitelistPayload,
    'search.matched': matchedPayload,
  };
  const summaries = {
    'profile.changed': 'Profiles changed (created, updated or restored): client and integrator keys',
    'profile.removed': 'Profiles removed (deleted, banned, excluded, made invisible): delete them from your store (R2)',
    'whitelist.changed': 'Your whitelist changed: partner keys',
    'search.matched': 'Profiles came to match one of your saved searches: partner keys (Stage 1 ids only)',
  };
  for (const type of WEBHOOK_EVENT_TYPES) {
    api.registry.registerWebhook({
      method: 'post',
      path: type,
      operationId: `webhook${type
        .split('.')
        .map((w) => w[0]!.toUpperCase() + w.slice(1))
        .join('')}`,
      summary: summaries[type],
      description: `POSTed to your endpoint, signed per Standard Webhooks (\`standardwebhooks\` verifiers exist for most languages; docs/webhooks.md has a snippet). Answer any 2xx within 5 seconds; anything else (a 3xx too: redirects are not followed) is retried with exponential backoff, for 5 days, after which the endpoint is disabled; 410 Gone disables it at once. Messages of an endpoint arrive one at a time, in order; events of one type that follow each other travel together (at most ${MAX_EVENTS_PER_MESSAGE} a message), and a profile that changed again before its event left appears once, at its latest change. The pull sync stays the truth: on an event, sync from your saved cursor.`,
      tags: ['Webhooks'],
      security: [],
      request: {
        headers,
        body: { required: true, content: { 'application/json': { schema: schemas[type], example: examples[type] } } },
      },
      responses: {
        200: { description: 'Received (any 2xx).' },
        410: { description: 'Gone: the endpoint is disabled, nothing more is sent.' },
      },
    });
  }
}
