import { z } from 'zod';
import '../../openapi/zod-openapi';
import { TRACKING_MODES } from '../../../domain/partners/vocabulary';
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

// Responses.

export const subClientSchema = z
  .strictObject({
    name: z.string(),
    email: z.string(),
    company: z.string(),
    apiKey: z.string().openapi({ description: 'Masked: `fpd_<id>_********`.' }),
    clientPk: z.string().openapi({ description: 'The key’s public id.' }),
    integrationClientId: z.string(),
  })
  .openapi('SubClient');

export const SUB_CLIENT_EXAMPLE = {
  name: 'Cabinet Durand',
  email: 'contact@durand.example',
  company: 'Durand Conseil SAS',
  apiKey: 'fpd_Ab12Cd34Ef56_********',
  clientPk: 'Ab12Cd34Ef56',
  integrationClientId: '3f0c2a9e-5b1d-4c7a-9e2f-6d8b1a4c0e57',
};

export const subClientRecruiterSchema = z.strictObject({
  originalEmail: z.string().openapi({ description: 'The recruiter’s own address, lower-cased.' }),
  firstname: z.string(),
  lastname: z.string(),
  company: z.string(),
  whitelistedEmail: z.string().openapi({ description: 'The recruiter’s proxy address.' }),
  trackingMode: z.enum(TRACKING_MODES),
  createdAt: z.string().openapi({ format: 'date-time' }),
  updatedAt: z.string().openapi({ format: 'date-time' }),
});

export const otherSlug = {
  description: '`integrationClient` is not your slug.',
  message: 'integrationClient: you can only manage your own clients',
  code: 'not_your_slug',
} as const;
export const unknownClient = {
  description: 'No such sub-client of yours.',
  message: 'integrationClientId: no such client',
  code: 'unknown_sub_client',
} as const;
