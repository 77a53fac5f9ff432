import { z } from 'zod';
import type { ApiDescription } from '../../openapi/api-description';
import '../../openapi/zod-openapi';
import { whitelistedSchema } from '../partners/partners.openapi';
import { addSubClientRecruiterBody, integrationClientParams, removeSubClientRecruiterBody, subClientParams } from './integration.schema';

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

const otherSlug = { description: '`integrationClient` is not your slug.', message: 'integrationClient: you can only manage your own clients', code: 'not_your_slug' } as const;
const unknownClient = { description: 'No such sub-client of yours.', message: 'integrationClientId: no such client', code: 'unknown_sub_client' } as const;

export function describeIntegration(api: ApiDescription): void {
  const tag = 'Integrators';
  api.route({
    method: 'get',
    path: '/integration/{integrationClient}/clients',
    operationId: 'listSubClients',
    summary: 'Your sub-clients',
    description: 'The live sub-client keys (created with `fpd keys create --integrator`).',
    tag,
    access: ['integrator'],
    request: { params: integrationClientParams },
    responses: {
      200: {
        description: 'The sub-clients.',
        schema: z.strictObject({ clients: z.array(subClientSchema) }),
        example: {
          clients: [
            { name: 'Sub Client', email: 'contact@sub-client.example', company: 'Sub Client SAS', apiKey: 'fpd_Ab12Cd34Ef56_********', clientPk: 'Ab12Cd34Ef56', integrationClientId: 'ic_7Yt...' },
          ],
        },
      },
    },
    errors: { 403: otherSlug },
  });
  api.route({
    method: 'post',
    path: '/integration/{integrationClient}/whitelist/{integrationClientId}',
    operationId: 'addSubClientRecruiter',
    summary: 'Whitelist a recruiter for a sub-client',
    tag,
    access: ['integrator'],
    request: { params: subClientParams, body: addSubClientRecruiterBody, bodyExample: { originalEmail: 'jean.dupont@acme.example', firstname: 'Jean', lastname: 'Dupont', company: 'Acme' } },
    responses: {
      201: { description: 'Recruiter added.', schema: whitelistedSchema, example: { whitelistedEmail: 'acme.jeand@recruiter.fpd-proxy.example' } },
      200: { description: 'Already whitelisted: same address, details updated.', schema: whitelistedSchema, example: { whitelistedEmail: 'acme.jeand@recruiter.fpd-proxy.example' } },
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
    request: { params: subClientParams, body: removeSubClientRecruiterBody, bodyExample: { originalEmailToDelete: 'jean.dupont@acme.example' } },
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
