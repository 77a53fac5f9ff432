import { z } from 'zod';
import type { ApiDescription } from '../../openapi/api-description';
import '../../openapi/zod-openapi';
import { TRACKING_MODES } from '../../../domain/partners/vocabulary';
import { ROTATED_EXAMPLE, rotatedSchema } from '../me/me.schema';
import { whitelistedSchema } from '../partners/partners.openapi';
import {
  addSubClientRecruiterBody,
  createSubClientBody,
  integrationClientParams,
  MAX_WHITELIST_PAGE,
  removeSubClientRecruiterBody,
  rotateSubClientBody,
  subClientParams,
  whitelistPageQuery,
} from './integration.schema';

const subClientSchema = z
  .strictObject({
    name: z.string(),
    email: z.string(),
    company: z.string(),
    apiKey: z.string().openapi({ description: 'Masked: `fpd_<id>_********`.' }),
    clientPk: z.string().openapi({ description: 'The key’s public id.' }),
    integrationClientId: z.string(),
  })
  .openapi('SubClient');

const SUB_CLIENT_EXAMPLE = {
  name: 'Cabinet Durand',
  email: 'contact@durand.example',
  company: 'Durand Conseil SAS',
  apiKey: 'fpd_Ab12Cd34Ef56_********',
  clientPk: 'Ab12Cd34Ef56',
  integrationClientId: '3f0c2a9e-5b1d-4c7a-9e2f-6d8b1a4c0e57',
};

const subClientRecruiterSchema = z.strictObject({
  originalEmail: z.string().openapi({ description: 'The recruiter’s own address, lower-cased.' }),
  firstname: z.string(),
  lastname: z.string(),
  company: z.string(),
  whitelistedEmail: z.string().openapi({ description: 'The recruiter’s proxy address.' }),
  trackingMode: z.enum(TRACKING_MODES),
  createdAt: z.string().openapi({ format: 'date-time' }),
  updatedAt: z.string().openapi({ format: 'date-time' }),
});

const otherSlug = {
  description: '`integrationClient` is not your slug.',
  message: 'integrationClient: you can only manage your own clients',
  code: 'not_your_slug',
} as const;
const unknownClient = {
  description: 'No such sub-client of yours.',
  message: 'integrationClientId: no such client',
  code: 'unknown_sub_client',
} as const;

export function describeIntegration(api: ApiDescription): void {
  const tag = 'Integrators';
  api.route({
    method: 'get',
    path: '/integration/{integrationClient}/clients',
    operationId: 'listSubClients',
    summary: 'Your sub-clients',
    description:
      'Your live sub-clients, oldest first, each with its current key masked (during a rotation’s overlap a sub-client holds two keys; the new one is shown).',
    tag,
    access: ['integrator'],
    request: { params: integrationClientParams },
    responses: {
      200: {
        description: 'The sub-clients.',
        schema: z.strictObject({ clients: z.array(subClientSchema) }),
        example: {
          clients: [SUB_CLIENT_EXAMPLE],
        },
      },
    },
    errors: { 403: otherSlug },
  });
  api.route({
    method: 'post',
    path: '/integration/{integrationClient}/clients',
    operationId: 'createSubClient',
    summary: 'Onboard a customer: a new sub-client and its key',
    description:
      'Creates a sub-client (a client key attached to you) and answers its key, **shown this once**: hand it to your customer, who synchronises with it (`GET /freelances`) and can see who it is (`GET /me`: `integrator` names you). Its `integrationClientId` names it in every other route here.',
    tag,
    access: ['integrator'],
    request: {
      params: integrationClientParams,
      body: createSubClientBody,
      bodyExample: { name: 'Cabinet Durand', email: 'contact@durand.example', company: 'Durand Conseil SAS' },
    },
    responses: {
      201: {
        description: 'Created: the key (shown once) and the sub-client.',
        schema: z.strictObject({
          key: z.string().openapi({ description: 'The sub-client’s key: shown this once, never again.' }),
          client: subClientSchema,
        }),
        example: { key: ROTATED_EXAMPLE.key, client: SUB_CLIENT_EXAMPLE },
        headers: {
          Location: {
            description: 'The sub-client (`.../clients/{integrationClientId}`).',
            schema: { type: 'string' },
          },
        },
      },
    },
    errors: { 403: otherSlug },
  });
  api.route({
    method: 'delete',
    path: '/integration/{integrationClient}/clients/{integrationClientId}',
    operationId: 'revokeSubClient',
    summary: 'End a sub-client: its keys stop at once',
    description:
      'Revokes every key of the sub-client, effective on its next request. Its whitelist is no longer served (the sub-client disappears from your list and its id becomes unknown).',
    tag,
    access: ['integrator'],
    request: { params: subClientParams },
    responses: { 204: { description: 'Revoked.' } },
    errors: { 403: otherSlug, 404: unknownClient },
  });
  api.route({
    method: 'post',
    path: '/integration/{integrationClient}/clients/{integrationClientId}/rotate',
    operationId: 'rotateSubClientKey',
    summary: 'A new key for a sub-client; the old one works 24 h more',
    description:
      'Issues a new key for the sub-client (same sub-client, same whitelist; its webhook endpoints move to it), shown this once; its current key keeps working 24 hours (`previous.expiresAt`), then is refused. For a leaked key, revoke the sub-client instead (at once) and create a new one.',
    tag,
    access: ['integrator'],
    request: { params: subClientParams, body: rotateSubClientBody, bodyRequired: false, bodyExample: {} },
    responses: {
      201: {
        description: 'The new key (shown once), the end of the old one’s overlap, and the sub-client.',
        schema: z.strictObject({ ...rotatedSchema.shape, client: subClientSchema }).openapi('RotatedSubClientKey'),
        example: {
          ...ROTATED_EXAMPLE,
          client: { ...SUB_CLIENT_EXAMPLE, apiKey: ROTATED_EXAMPLE.masked, clientPk: ROTATED_EXAMPLE.id },
        },
      },
    },
    errors: {
      403: otherSlug,
      404: unknownClient,
      409: {
        description: 'Its current key was already rotated (an overlap is running).',
        message:
          'Key Ab12Cd34Ef56 was already rotated and stops working at 2026-11-03T10:00:00.000Z: rotate its successor instead',
      },
    },
  });
  api.route({
    method: 'get',
    path: '/integration/{integrationClient}/whitelist/{integrationClientId}',
    operationId: 'listSubClientRecruiters',
    summary: 'A sub-client’s whitelist, page by page',
    description: `The recruiters whitelisted for the sub-client, oldest first, with their proxy addresses: \`limit\` per page (default 100, at most ${MAX_WHITELIST_PAGE}).`,
    tag,
    access: ['integrator'],
    request: { params: subClientParams, query: whitelistPageQuery },
    responses: {
      200: {
        description: 'One page of the whitelist.',
        schema: z.strictObject({
          recruiters: z.array(subClientRecruiterSchema),
          infos: z.strictObject({
            total: z.number().int().min(0),
            page: z.number().int().min(1),
            limit: z.number().int().min(1),
            totalPages: z.number().int().min(0),
          }),
        }),
        example: {
          recruiters: [
            {
              originalEmail: 'jean.dupont@acme.example',
              firstname: 'Jean',
              lastname: 'Dupont',
              company: 'Acme',
              whitelistedEmail: 'acme.jeand@recruiter.fpd-proxy.example',
              trackingMode: 'tracked',
              createdAt: '2026-11-02T10:00:00.000Z',
              updatedAt: '2026-11-02T10:00:00.000Z',
            },
          ],
          infos: { total: 1, page: 1, limit: 100, totalPages: 1 },
        },
      },
    },
    errors: { 403: otherSlug, 404: unknownClient },
  });
  api.route({
    method: 'post',
    path: '/integration/{integrationClient}/whitelist/{integrationClientId}',
    operationId: 'addSubClientRecruiter',
    summary: 'Whitelist a recruiter for a sub-client',
    tag,
    access: ['integrator'],
    request: {
      params: subClientParams,
      body: addSubClientRecruiterBody,
      bodyExample: {
        originalEmail: 'jean.dupont@acme.example',
        firstname: 'Jean',
        lastname: 'Dupont',
        company: 'Acme',
      },
    },
    responses: {
      201: {
        description: 'Recruiter added.',
        schema: whitelistedSchema,
        example: { whitelistedEmail: 'acme.jeand@recruiter.fpd-proxy.example' },
      },
      200: {
        description: 'Already whitelisted: same address, details updated.',
        schema: whitelistedSchema,
        example: { whitelistedEmail: 'acme.jeand@recruiter.fpd-proxy.example' },
      },
    },
    errors: { 403: otherSlug, 404: unknownClient },
  });
  api.route({
    method: 'delete',
    path: '/integration/{integrationClient}/whitelist/{integrationClientId}',
    operationId: 'removeSubClientRecruiter',
    summary: 'Remove a recruiter from a sub-client’s whitelist',
    tag,
    access: ['integrator'],
    request: {
      params: subClientParams,
      body: removeSubClientRecruiterBody,
      bodyExample: { originalEmailToDelete: 'jean.dupont@acme.example' },
    },
    responses: { 204: { description: 'Removed.' } },
    errors: {
      403: otherSlug,
      404: {
        description: 'No such sub-client of yours (`unknown_sub_client`), or the recruiter is not in its whitelist.',
        message: 'body.originalEmailToDelete: not in this whitelist',
        code: 'unknown_recruiter',
      },
    },
  });
}
