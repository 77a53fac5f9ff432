import { z } from 'zod';
import '../../openapi/zod-openapi';
import { intParam } from '../../validate';
import { emailField, nameField, recruiterFields } from '../partners/partners.schema';

/** POST /integration/{integrationClient}/whitelist/{integrationClientId}. */
export const addSubClientRecruiterBody = z.strictObject(
  { originalEmail: emailField(), ...recruiterFields },
  { error: () => 'must be a JSON object' },
);
/** DELETE /integration/{integrationClient}/whitelist/{integrationClientId}. */
export const removeSubClientRecruiterBody = z.strictObject(
  { originalEmailToDelete: emailField() },
  { error: () => 'must be a JSON object' },
);

/** Path parameters (documentation; the service checks them against the caller's key). */
export const integrationClientParams = z.strictObject({
  integrationClient: z
    .string()
    .max(200)
    .regex(/^[a-z0-9-]+$/)
    .openapi({
      description: 'Your integrator slug (company name, lowercase, no spaces; another is 403).',
      example: 'demo-integrator',
    }),
});
export const subClientParams = integrationClientParams.extend({
  integrationClientId: z.uuid().openapi({
    description: 'A sub-client’s `integrationClientId` (from GET .../clients; another integrator’s is 404).',
  }),
});

/** POST /integration/{integrationClient}/clients: a new sub-client (a customer of the integrator). */
export const createSubClientBody = z.strictObject(
  {
    name: nameField(200).openapi({ description: 'The sub-client’s name (your customer).', example: 'Cabinet Durand' }),
    email: emailField().openapi({ description: 'A contact address at the sub-client.' }),
    company: nameField(200).openapi({ description: 'The sub-client’s company.', example: 'Durand Conseil SAS' }),
  },
  { error: () => 'must be a JSON object' },
);

/** POST .../clients/{integrationClientId}/rotate: no body, or `{}`. */
export const rotateSubClientBody = z.strictObject({}, { error: () => 'must be a JSON object' });

/** GET /integration/{integrationClient}/whitelist/{integrationClientId}: a page of a sub-client's whitelist. */
export const MAX_WHITELIST_PAGE = 1000;
export const whitelistPageQuery = z.strictObject({
  page: intParam(1, 10_000_000)
    .optional()
    .transform((v) => v ?? 1)
    .openapi({ default: 1 }),
  limit: intParam(1, MAX_WHITELIST_PAGE)
    .optional()
    .transform((v) => v ?? 100)
    .openapi({ default: 100 }),
});
