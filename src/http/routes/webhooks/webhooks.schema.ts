import { z } from 'zod';
import '../../openapi/zod-openapi';
import { WEBHOOK_EVENT_TYPES } from '../../../domain/webhooks/webhook-events';
import { intParam } from '../../validate';

const eventType = z.enum(WEBHOOK_EVENT_TYPES, {
  error: (iss) => (iss.input === undefined ? 'is required' : `must be one of ${WEBHOOK_EVENT_TYPES.join(', ')}`),
});

const url = z
  .string({ error: (iss) => (iss.input === undefined ? 'is required' : 'must be a string') })
  .min(1, 'must not be empty')
  .max(2048, 'must be at most 2048 characters')
  .openapi({
    format: 'uri',
    description:
      'An `https://` URL whose host resolves to public addresses only (checked now and at every connection).',
    example: 'https://hooks.example.com/fpd',
  });

const types = z
  .array(eventType, { error: (iss) => (iss.input === undefined ? 'is required' : 'must be an array of event types') })
  .min(1, 'must hold at least one event type')
  .max(WEBHOOK_EVENT_TYPES.length, `must hold at most ${WEBHOOK_EVENT_TYPES.length} event types`);

const description = z.string({ error: 'must be a string' }).max(500, 'must be at most 500 characters');

/** POST /webhooks. */
export const createEndpointBody = z.strictObject(
  { url, types, description: description.optional() },
  { error: () => 'must be a JSON object' },
);

/** PATCH /webhooks/{id}: any of the fields, at least one. */
export const updateEndpointBody = z
  .strictObject(
    {
      url: url.optional(),
      types: types.optional(),
      description: description.optional(),
      enabled: z.boolean({ error: 'must be true or false' }).optional(),
    },
    { error: () => 'must be a JSON object' },
  )
  .refine((b) => Object.keys(b).length > 0, 'must change at least one of url, types, description, enabled')
  .openapi({ minProperties: 1 });

export const endpointParams = z.strictObject({
  id: z
    .string()
    .regex(/^wh_[A-Za-z0-9_-]{16}$/, 'must be a webhook endpoint id as POST /webhooks returned it')
    .openapi({ example: 'wh_3q2-7wEeRk1bYc9x' }),
});

const deliveryId = z
  .string()
  .regex(/^msg_[0-9a-z]{9}[A-Za-z0-9_-]{12}$/, 'must be a delivery id as the delivery log shows it');

export const deliveryParams = endpointParams.extend({
  deliveryId: deliveryId.openapi({ example: 'msg_mhx2k9q3aZ3x1Yd0Qp7Lw' }),
});

/** GET /webhooks/{id}/deliveries: newest first, `before` the last id of the previous page. */
export const deliveriesQuery = z.strictObject({
  limit: intParam(1, 100)
    .optional()
    .transform((v) => v ?? 20)
    .openapi({ default: 20 }),
  before: deliveryId
    .optional()
    .openapi({ description: '`nextBefore` of the previous page: deliveries older than that one.' }),
});

/** POST /webhooks/{id}/test: the event type to send (default: the endpoint's first). */
export const testBody = z.strictObject({ type: eventType.optional() }, { error: () => 'must be a JSON object' });

/** POST /webhooks/{id}/redeliver: every delivery created at or after `since`. */
export const redeliverBody = z.strictObject(
  {
    since: z.iso.datetime({
      offset: true,
      error: (iss) => (iss.input === undefined ? 'is required' : 'must be an ISO 8601 date-time'),
    }),
  },
  { error: () => 'must be a JSON object' },
);
