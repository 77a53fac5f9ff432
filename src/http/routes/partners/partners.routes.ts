import { z } from 'zod';
import { forbidden } from '../../../domain/errors';
import type { WhitelistEntry } from '../../../services/whitelist.service';
import { callerIp, callerOwner } from '../../auth';
import { defineRoute, type RouteContext } from '../../route';
import { parseInput } from '../../validate';
import { profileSchema } from '../freelances/freelances.schema';
import {
  addRecruiterBody,
  eventBatchBody,
  eventsBody,
  eventsResult,
  partnerSlugParams,
  RECRUITER_EXAMPLE,
  recruiterSchema,
  removeRecruiterBody,
  revealBody,
  singleEventBody,
  whitelistedSchema,
} from './partners.schema';

/** The slug-less partner routes replaced the slug routes in April 2026 (RFC 9745 Deprecation date). */
export const DEPRECATED_SINCE = `@${Date.UTC(2026, 3, 1) / 1000}`;

export const recruiterView = (e: WhitelistEntry): z.infer<typeof recruiterSchema> => ({
  recruiterEmail: e.email,
  firstname: e.firstname,
  lastname: e.lastname,
  company: e.company,
  whitelistedEmail: e.whitelistedEmail,
  trackingMode: e.trackingMode,
  createdAt: new Date(e.createdAt).toISOString(),
  updatedAt: new Date(e.updatedAt).toISOString(),
});

const tag = 'Partners';
const access = ['partner'] as const;
const WHITELISTED_EXAMPLE = { whitelistedEmail: 'acme.jeand@recruiter.fpd-proxy.example' };

/** Headers of the deprecated slug routes (RFC 9745 Deprecation, RFC 8288 Link). */
const deprecationHeaders = (successor: string) => ({
  Deprecation: {
    description: `Deprecated since April 2026 (RFC 9745): \`${DEPRECATED_SINCE}\`.`,
    schema: { type: 'string' },
  },
  Link: { description: `The successor: \`<${successor}>; rel="successor-version"\`.`, schema: { type: 'string' } },
});

/**
 * A deprecated slug route answers with Deprecation and Link headers (its 403 too), and only for the caller's own
 * slug, checked before the body is read.
 */
const deprecatedSlug =
  (successor: string) =>
  (params: { partnerSlug: string }, { res, caller }: RouteContext<typeof access>) => {
    res.set({ Deprecation: DEPRECATED_SINCE, Link: `<${successor}>; rel="successor-version"` });
    if (params.partnerSlug !== caller.slug) throw forbidden('partnerSlug: is not your partner slug', 'not_your_slug');
  };

/** A partner route, or its deprecated twin on `/partners/{partnerSlug}/...`. */
const slugRoute = (deprecated: boolean, successor: string) => ({
  tag,
  access,
  deprecated,
  rawParams: true,
  ...(deprecated && { check: deprecatedSlug(successor) }),
});

const whitelistAdd = (path: string, deprecated: boolean) =>
  defineRoute({
    method: 'post',
    path,
    operationId: deprecated ? 'addRecruiterBySlug' : 'addRecruiter',
    summary: deprecated ? 'Whitelist a recruiter (deprecated slug route)' : 'Whitelist a recruiter',
    description: `${deprecated ? 'Deprecated: use `POST /partners/whitelist`. ' : ''}Generates the recruiter’s proxy address. The same e-mail with the same names gets the same address whoever asks. \`trackingMode\` is \`tracked\` by default; a recruiter in \`opt_out\` cannot be shown a revealed profile.`,
    ...slugRoute(deprecated, '/partners/whitelist'),
    request: {
      ...(deprecated && { params: partnerSlugParams }),
      body: addRecruiterBody,
      bodyExample: RECRUITER_EXAMPLE,
    },
    responses: {
      201: {
        description: 'Recruiter added.',
        schema: whitelistedSchema,
        example: WHITELISTED_EXAMPLE,
        ...(deprecated && { headers: deprecationHeaders('/partners/whitelist') }),
      },
      200: {
        description: 'Already whitelisted: same address; names, company and mode updated.',
        schema: whitelistedSchema,
        example: WHITELISTED_EXAMPLE,
        ...(deprecated && { headers: deprecationHeaders('/partners/whitelist') }),
      },
    },
    ...(deprecated && {
      errors: {
        403: {
          description: '`partnerSlug` is not your slug.',
          message: 'partnerSlug: is not your partner slug',
          code: 'not_your_slug',
        },
      },
    }),
  }).handle(async ({ body }, { res, services }) => {
    const { created, entry } = await services.whitelists.add(callerOwner(res), { email: body.recruiterEmail, ...body });
    return { status: created ? 201 : 200, body: { whitelistedEmail: entry.whitelistedEmail } };
  });

const events = (path: string, deprecated: boolean) =>
  defineRoute({
    method: 'post',
    path,
    operationId: deprecated ? 'recordEventsBySlug' : 'recordEvents',
    summary: deprecated ? 'Record consultation events (deprecated slug route)' : 'Record consultation events',
    description: `${deprecated ? 'Deprecated: use `POST /partners/events`. ' : ''}One event, or \`{ events: [...] }\` (1 to 100, all or nothing). \`profile_view\` is emitted by the service on each reveal and refused here. An \`eventId\` makes a retry harmless.`,
    ...slugRoute(deprecated, '/partners/events'),
    rawBody: true,
    request: {
      ...(deprecated && { params: partnerSlugParams }),
      body: eventsBody,
      bodyExample: {
        type: 'click_cv',
        freelanceId: 's1_Hq2...',
        recruiterEmail: 'jean.dupont@acme.example',
        eventId: 'crm-42',
      },
    },
    responses: {
      201: {
        description: 'Recorded.',
        schema: eventsResult,
        example: { recorded: 1, duplicates: 0 },
        ...(deprecated && { headers: deprecationHeaders('/partners/events') }),
      },
    },
    errors: {
      403: {
        description: `an event names a recruiter not in your whitelist${deprecated ? ', or `partnerSlug` is not your slug' : ''}.`,
        message: 'body.events.3.recruiterEmail: this recruiter is not in your whitelist',
        code: 'not_whitelisted',
      },
      404: {
        description: 'An event names an unknown freelancer.',
        message: 'body.events.3.freelanceId: no such freelancer',
        code: 'unknown_freelancer',
      },
    },
  }).handle(async ({ body }, { res, services }) => {
    // The union described is read here as one event or a batch, so that an error names the field of the form sent.
    const batch = typeof body === 'object' && body !== null && 'events' in body;
    const list = batch ? parseInput(eventBatchBody, body, 'body').events : [parseInput(singleEventBody, body, 'body')];
    const field = (i: number, name: string) => (batch ? `events.${i}.${name}` : name); // `body.` comes with the error handler
    return { status: 201, body: await services.partners.record(callerOwner(res), list, field) };
  });

/** Partner routes: the partner is identified by its key (its slug). */
export const partnersRoutes = [
  whitelistAdd('/partners/whitelist', false),
  defineRoute({
    method: 'get',
    path: '/partners/whitelist',
    operationId: 'listRecruiters',
    summary: 'Your whitelist',
    description: 'Oldest first.',
    tag,
    access,
    responses: {
      200: {
        description: 'The recruiters.',
        schema: z.strictObject({ recruiters: z.array(recruiterSchema) }),
        example: {
          recruiters: [
            {
              ...RECRUITER_EXAMPLE,
              whitelistedEmail: 'acme.jeand@recruiter.fpd-proxy.example',
              trackingMode: 'tracked',
              createdAt: '2026-09-01T10:00:00.000Z',
              updatedAt: '2026-09-01T10:00:00.000Z',
            },
          ],
        },
      },
    },
  }).handle(async (_input, { res, services }) => ({
    status: 200,
    body: { recruiters: (await services.whitelists.list(callerOwner(res))).map(recruiterView) },
  })),
  defineRoute({
    method: 'delete',
    path: '/partners/whitelist',
    operationId: 'removeRecruiter',
    summary: 'Remove a recruiter from your whitelist',
    tag,
    access,
    request: { body: removeRecruiterBody, bodyExample: { recruiterEmail: 'jean.dupont@acme.example' } },
    responses: { 204: { description: 'Removed.' } },
    errors: {
      404: {
        description: 'The recruiter is not in your whitelist.',
        message: 'body.recruiterEmail: not in this whitelist',
        code: 'unknown_recruiter',
      },
    },
  }).handle(async ({ body }, { res, services }) => {
    await services.whitelists.remove(callerOwner(res), body.recruiterEmail, 'recruiterEmail');
    return { status: 204 };
  }),
  defineRoute({
    method: 'post',
    path: '/partners/reveal',
    operationId: 'revealFreelance',
    summary: 'Stage 2: the full profile of a search result',
    description:
      'For a recruiter of your whitelist in `tracked` mode. Records a `profile_view` event (do not send it yourself). Contact goes through the proxy e-mail and tracked links; no phone.',
    tag,
    access,
    request: {
      body: revealBody,
      bodyExample: { freelanceId: 's1_Hq2...', recruiterEmail: 'jean.dupont@acme.example' },
    },
    responses: { 200: { description: 'The full profile, as `GET /freelances` sends it.', schema: profileSchema } },
    errors: {
      403: {
        description:
          'the recruiter is not in your whitelist (`not_whitelisted`), or is in `opt_out` mode (`recruiter_opt_out`: a reveal exposes contact details and so requires tracking).',
        message:
          'body.recruiterEmail: this recruiter is in opt_out mode; a reveal exposes contact details and so requires tracking',
        code: 'recruiter_opt_out',
      },
      404: {
        description: 'Unknown, removed, altered or another partner’s `freelanceId`.',
        message: 'body.freelanceId: no such freelancer',
        code: 'unknown_freelancer',
      },
    },
  }).handle(async ({ body }, { req, res, caller, services }) => {
    // The profile's JSON is prepared once per version (services/prepared-profile.service.ts): sent as it is.
    const json = await services.partners.reveal(callerOwner(res), body, { ip: callerIp(req), keyId: caller.id });
    return { status: 200, send: (r) => r.type('application/json').send(json) };
  }),
  events('/partners/events', false),
  whitelistAdd('/partners/{partnerSlug}/whitelist', true),
  events('/partners/{partnerSlug}/events', true),
];
