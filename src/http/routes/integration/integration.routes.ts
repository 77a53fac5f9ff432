import { subClientOwner } from '../../../domain/keys/owner';
import { defineRoute, type RouteContext } from '../../route';
import { rotatedView } from '../me/me.routes';
import { ROTATED_EXAMPLE, rotatedSchema } from '../me/me.schema';
import { recruiterView } from '../partners/partners.routes';
import { whitelistedSchema } from '../partners/partners.schema';
import {
  addSubClientRecruiterBody,
  createSubClientBody,
  integrationClientParams,
  MAX_WHITELIST_PAGE,
  otherSlug,
  removeSubClientRecruiterBody,
  rotateSubClientBody,
  SUB_CLIENT_EXAMPLE,
  subClientParams,
  subClientRecruiterSchema,
  subClientSchema,
  unknownClient,
  whitelistPageQuery,
} from './integration.schema';
import { z } from 'zod';

const tag = 'Integrators';
const access = ['integrator'] as const;
type Context = RouteContext<typeof access>;
/** An answer holding a key. */
const noStore = { 'Cache-Control': 'no-store' };

/** The path's integrator slug must be the caller's (403), before anything else is read. */
const own = (params: { integrationClient: string }, { services, caller }: Context): void =>
  services.integration.assertOwnSlug(caller, params.integrationClient);
/** ...and its sub-client one of the caller's (404). */
const ownClient = (params: { integrationClient: string; integrationClientId: string }, ctx: Context) => {
  own(params, ctx);
  return ctx.services.integration.requireClient(params.integrationClient, params.integrationClientId);
};

/** What every integration route shares: the path's slug, and its sub-client where it names one, are the caller's. */
const onIntegrator = { tag, access, rawParams: true, check: own } as const;
const onSubClient = { ...onIntegrator, check: ownClient } as const;

/**
 * Integrator routes: its sub-clients (create, list, rotate, revoke) and their whitelists (read, add, remove). Another
 * integrator's slug is 403, its client ids 404.
 */
export const integrationRoutes = [
  defineRoute({
    method: 'get',
    path: '/integration/{integrationClient}/clients',
    operationId: 'listSubClients',
    summary: 'Your sub-clients',
    description:
      'Your live sub-clients, oldest first, each with its current key masked (during a rotation’s overlap a sub-client holds two keys; the new one is shown).',
    ...onIntegrator,
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
  }).handle(async ({ params }, { services }) => ({
    status: 200,
    body: { clients: await services.integration.clients(params.integrationClient) },
  })),
  defineRoute({
    method: 'post',
    path: '/integration/{integrationClient}/clients',
    operationId: 'createSubClient',
    summary: 'Onboard a customer: a new sub-client and its key',
    description:
      'Creates a sub-client (a client key attached to you) and answers its key, **shown this once**: hand it to your customer, who synchronises with it (`GET /freelances`) and can see who it is (`GET /me`: `integrator` names you). Its `integrationClientId` names it in every other route here.',
    ...onIntegrator,
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
  }).handle(async ({ params, body }, { req, services }) => {
    const slug = params.integrationClient;
    const { key, client } = await services.integration.createClient(slug, body);
    return {
      status: 201,
      headers: { ...noStore, Location: `${req.baseUrl}/integration/${slug}/clients/${client.integrationClientId}` },
      body: { key, client },
    };
  }),
  defineRoute({
    method: 'delete',
    path: '/integration/{integrationClient}/clients/{integrationClientId}',
    operationId: 'revokeSubClient',
    summary: 'End a sub-client: its keys stop at once',
    description:
      'Revokes every key of the sub-client, effective on its next request. Its whitelist is no longer served (the sub-client disappears from your list and its id becomes unknown).',
    ...onIntegrator,
    request: { params: subClientParams },
    responses: { 204: { description: 'Revoked.' } },
    errors: { 403: otherSlug, 404: unknownClient },
  }).handle(async ({ params }, { services }) => {
    await services.integration.revokeClient(params.integrationClient, params.integrationClientId);
    return { status: 204 };
  }),
  defineRoute({
    method: 'post',
    path: '/integration/{integrationClient}/clients/{integrationClientId}/rotate',
    operationId: 'rotateSubClientKey',
    summary: 'A new key for a sub-client; the old one works 24 h more',
    description:
      'Issues a new key for the sub-client (same sub-client, same whitelist; its webhook endpoints move to it), shown this once; its current key keeps working 24 hours (`previous.expiresAt`), then is refused. For a leaked key, revoke the sub-client instead (at once) and create a new one.',
    ...onSubClient,
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
          'Key Ab12Cd34Ef56 was already rotated: key Zx98Yw76Vu54 replaced it and it stops working at 2026-11-03T10:00:00.000Z; rotate that key instead. If you did not rotate it, your key has leaked: ask the provider to revoke it, which revokes every key of its lineage',
      },
    },
  }).handle(async ({ params, checked }, { services }) => {
    const rotated = await services.integration.rotateClient(params.integrationClient, checked.integrationClientId);
    return { status: 201, headers: noStore, body: { ...rotatedView(rotated), client: rotated.client } };
  }),
  defineRoute({
    method: 'get',
    path: '/integration/{integrationClient}/whitelist/{integrationClientId}',
    operationId: 'listSubClientRecruiters',
    summary: 'A sub-client’s whitelist, page by page',
    description: `The recruiters whitelisted for the sub-client, oldest first, with their proxy addresses: \`limit\` per page (default 100, at most ${MAX_WHITELIST_PAGE}).`,
    ...onSubClient,
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
  }).handle(async ({ query: { page, limit }, checked }, { services }) => {
    const { items, total } = await services.whitelists.page(subClientOwner(checked.integrationClientId), page, limit);
    // the integrator's word for a recruiter's own address, as it sent it: originalEmail
    const recruiters = items.map((e) => {
      const { recruiterEmail, ...rest } = recruiterView(e);
      return { originalEmail: recruiterEmail, ...rest };
    });
    return { status: 200, body: { recruiters, infos: { total, page, limit, totalPages: Math.ceil(total / limit) } } };
  }),
  defineRoute({
    method: 'post',
    path: '/integration/{integrationClient}/whitelist/{integrationClientId}',
    operationId: 'addSubClientRecruiter',
    summary: 'Whitelist a recruiter for a sub-client',
    ...onSubClient,
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
  }).handle(async ({ body, checked }, { services }) => {
    const { created, entry } = await services.whitelists.add(subClientOwner(checked.integrationClientId), {
      email: body.originalEmail,
      ...body,
    });
    return { status: created ? 201 : 200, body: { whitelistedEmail: entry.whitelistedEmail } };
  }),
  defineRoute({
    method: 'delete',
    path: '/integration/{integrationClient}/whitelist/{integrationClientId}',
    operationId: 'removeSubClientRecruiter',
    summary: 'Remove a recruiter from a sub-client’s whitelist',
    ...onSubClient,
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
  }).handle(async ({ body, checked }, { services }) => {
    await services.whitelists.remove(
      subClientOwner(checked.integrationClientId),
      body.originalEmailToDelete,
      'originalEmailToDelete',
    );
    return { status: 204 };
  }),
];
