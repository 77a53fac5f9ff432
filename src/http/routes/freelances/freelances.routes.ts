import { ACCESS, callerIp } from '../../auth';
import { sendJsonList, sendJsonTexts } from '../../json-stream';
import { defineRoute } from '../../route';
import {
  deletedFreelancesQuery,
  deletedRecordSchema,
  freelanceItem,
  freelancesByIdsBody,
  freelancesByIdsQuery,
  listFreelancesQuery,
  pageOf,
  PROFILE_EXAMPLE,
  syncInfoSchema,
  TOMBSTONE_EXAMPLE,
} from './freelances.schema';

/**
 * The synchronisation endpoints (client, integrator and admin keys), also in the sandbox. Pages are streamed
 * (json-stream.ts), not built as one string; profiles come as prepared JSON texts.
 */
export const freelancesRoutes = [
  defineRoute({
    method: 'get',
    path: '/freelances',
    operationId: 'listFreelances',
    summary: 'Profiles modified after a time, page by page',
    description:
      'The synchronisation listing, ordered by (modification time, id). Follow `infos.nextCursor` page after page (page numbers alone can skip profiles changed while you page), then keep `infos.nextModifiedTime` as your next `modifiedTime`. Removed profiles come as tombstones (`meta.status: "deleted"`) unless `showDeleted=false`.',
    tag: 'Synchronisation',
    access: ACCESS.sync,
    sandbox: true,
    request: { query: listFreelancesQuery },
    responses: {
      200: {
        description: 'One page of profiles and tombstones.',
        schema: pageOf(freelanceItem, syncInfoSchema),
        example: {
          freelances: [PROFILE_EXAMPLE, TOMBSTONE_EXAMPLE],
          infos: {
            total: 1523,
            page: 1,
            limit: 2,
            totalPages: 762,
            nextCursor: 'c2Vhb...',
            nextModifiedTime: 1793523595,
          },
        },
      },
    },
    errors: {
      400: {
        description:
          'a `cursor` this service did not issue, or used with other parameters than its first page’s or another `page` than the one it leads to (`cursor_mismatch`).',
        message:
          'cursor: belongs to another query (modifiedTime, showDeleted and limit must be those of the first page)',
        code: 'cursor_mismatch',
      },
    },
  }).handle(async ({ query }, { req, caller, services }) => {
    const { freelances, ...rest } = await services.sync.listModified(query, { ip: callerIp(req), keyId: caller.id });
    return { status: 200, send: (res) => sendJsonTexts(res, 'freelances', freelances, rest) };
  }),
  defineRoute({
    method: 'post',
    path: '/freelances',
    operationId: 'listFreelancesByIds',
    summary: 'Profiles by meta.id',
    description:
      'Re-synchronises a subset. Ids that are unknown, altered or not this service’s are left out alike (`total` counts what was found); removed profiles come back as tombstones. Ordered like the sync listing.',
    tag: 'Synchronisation',
    access: ACCESS.sync,
    sandbox: true,
    request: {
      query: freelancesByIdsQuery,
      body: freelancesByIdsBody,
      bodyExample: { ids: ['Zx8QmV0c1y...', 'Qm9vZ3...'] },
    },
    responses: {
      200: {
        description: 'The profiles found.',
        schema: pageOf(freelanceItem),
        example: { freelances: [PROFILE_EXAMPLE], infos: { total: 1, page: 1, limit: 1000, totalPages: 1 } },
      },
    },
  }).handle(async ({ query, body }, { req, caller, services }) => {
    const { freelances, ...rest } = await services.sync.listByIds(
      { ...query, ids: body.ids },
      { ip: callerIp(req), keyId: caller.id },
    );
    return { status: 200, send: (res) => sendJsonTexts(res, 'freelances', freelances, rest) };
  }),
  defineRoute({
    method: 'get',
    path: '/freelances/deleted-freelances',
    operationId: 'listDeletedFreelances',
    summary: 'Accounts deleted, banned, excluded or made invisible',
    description: 'Ordered by removal time. `deletedAt` is in Unix seconds.',
    tag: 'Synchronisation',
    access: ACCESS.sync,
    sandbox: true,
    request: { query: deletedFreelancesQuery },
    responses: {
      200: {
        description: 'One page of removed accounts.',
        schema: pageOf(deletedRecordSchema),
        example: {
          freelances: [
            {
              basics: { email: 'fl-3kq9z2m1x8c4v7b6@freelancer.fpd-proxy.example' },
              meta: { id: 'Qm9vZ3...', status: 'account_deleted', deletedAt: 1793523000 },
            },
          ],
          infos: { total: 1, page: 1, limit: 100, totalPages: 1 },
        },
      },
    },
  }).handle(async ({ query }, { services }) => {
    const { freelances, ...rest } = await services.sync.listRemoved(query);
    return { status: 200, send: (res) => sendJsonList(res, 'freelances', freelances, rest) };
  }),
];
