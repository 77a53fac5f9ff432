import { z } from 'zod';
import { TRACKING_MODES } from '../../../domain/partners/vocabulary';
import type { ApiDescription, RouteDoc } from '../../openapi/api-description';
import '../../openapi/zod-openapi';
import { profileSchema } from '../freelances/freelances.schema';
import { DEPRECATED_SINCE } from './partners.routes';
import { addRecruiterBody, eventBatchBody, removeRecruiterBody, revealBody, singleEventBody } from './partners.schema';

export const whitelistedSchema = z
  .strictObject({
    whitelistedEmail: z.string().openapi({
      description:
        '`{company}.{firstname}{initial}@RECRUITER_PROXY_DOMAIN` (a number is appended when taken by another e-mail).',
    }),
  })
  .openapi('WhitelistedRecruiter', { example: { whitelistedEmail: 'acme.jeand@recruiter.fpd-proxy.example' } });

const recruiterSchema = z.strictObject({
  recruiterEmail: z.string().openapi({ description: 'Lower-cased.' }),
  firstname: z.string(),
  lastname: z.string(),
  company: z.string(),
  whitelistedEmail: z.string(),
  trackingMode: z.enum(TRACKING_MODES),
  createdAt: z.string().openapi({ format: 'date-time' }),
  updatedAt: z.string().openapi({ format: 'date-time' }),
});

const RECRUITER_EXAMPLE = {
  recruiterEmail: 'jean.dupont@acme.example',
  firstname: 'Jean',
  lastname: 'Dupont',
  company: 'Acme',
};
const partnerSlugParams = z.strictObject({
  partnerSlug: z
    .string()
    .max(200)
    .regex(/^[a-z0-9-]+$/)
    .openapi({ description: 'Your own partner slug (another is 403).', example: 'demo-partner' }),
});
const eventsBody = z.union([singleEventBody, eventBatchBody]);
const eventsResult = z.strictObject({
  recorded: z.number().int().min(0),
  duplicates: z.number().int().min(0).openapi({ description: 'Events already recorded under their `eventId`.' }),
});

/** Headers of the deprecated slug routes (RFC 9745 Deprecation, RFC 8288 Link). */
const deprecationHeaders = (successor: string) => ({
  Deprecation: {
    description: `Deprecated since April 2026 (RFC 9745): \`${DEPRECATED_SINCE}\`.`,
    schema: { type: 'string' },
  },
  Link: { description: `The successor: \`<${successor}>; rel="successor-version"\`.`, schema: { type: 'string' } },
});

export function describePartners(api: ApiDescription): void {
  const tag = 'Partners';
  const whitelistAdd = (path: string, deprecated: boolean): RouteDoc => ({
    method: 'post',
    path,
    operationId: deprecated ? 'addRecruiterBySlug' : 'addRecruiter',
    summary: deprecated ? 'Whitelist a recruiter (deprecated slug route)' : 'Whitelist a recruiter',
    description: `${deprecated ? 'Deprecated: use `POST /partners/whitelist`. ' : ''}Generates the recruiter’s proxy address. The same e-mail with the same names gets the same address whoever asks. \`trackingMode\` is \`tracked\` by default; a recruiter in \`opt_out\` cannot be shown a revealed profile.`,
    tag,
    access: ['partner'],
    deprecated,
    request: {
      ...(deprecated && { params: partnerSlugParams }),
      body: addRecruiterBody,
      bodyExample: RECRUITER_EXAMPLE,
    },
    responses: {
      201: {
        description: 'Recruiter added.',
        schema: whitelistedSchema,
        example: { whitelistedEmail: 'acme.jeand@recruiter.fpd-proxy.example' },
        ...(deprecated && { headers: deprecationHeaders('/partners/whitelist') }),
      },
      200: {
        description: 'Already whitelisted: same address; names, company and mode updated.',
        schema: whitelistedSchema,
        example: { whitelistedEmail: 'acme.jeand@recruiter.fpd-proxy.example' },
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
  });
  const events = (path: string, deprecated: boolean): RouteDoc => ({
    method: 'post',
    path,
    operationId: deprecated ? 'recordEventsBySlug' : 'recordEvents',
    summary: deprecated ? 'Record consultation events (deprecated slug route)' : 'Record consultation events',
    description: `${deprecated ? 'Deprecated: use `POST /partners/events`. ' : ''}One event, or \`{ events: [...] }\` (1 to 100, all or nothing). \`profile_view\` is emitted by the service on each reveal and refused here. An \`eventId\` makes a retry harmless.`,
    tag,
    access: ['partner'],
    deprecated,
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
  });

  api.route(whitelistAdd('/partners/whitelist', false));
  api.route({
    method: 'get',
    path: '/partners/whitelist',
    operationId: 'listRecruiters',
    summary: 'Your whitelist',
    description: 'Oldest first.',
    tag,
    access: ['partner'],
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
  });
  api.route({
    method: 'delete',
    path: '/partners/whitelist',
    operationId: 'removeRecruiter',
    summary: 'Remove a recruiter from your whitelist',
    tag,
    access: ['partner'],
    request: { body: removeRecruiterBody, bodyExample: { recruiterEmail: 'jean.dupont@acme.example' } },
    responses: { 204: { description: 'Removed.' } },
    errors: {
      404: {
        description: 'The recruiter is not in your whitelist.',
        message: 'body.recruiterEmail: not in this whitelist',
        code: 'unknown_recruiter',
      },
    },
  });
  api.route({
    method: 'post',
    path: '/partners/reveal',
    operationId: 'revealFreelance',
    summary: 'Stage 2: the full profile of a search result',
    description:
      'For a recruiter of your whitelist in `tracked` mode. Records a `profile_view` event (do not send it yourself). Contact goes through the proxy e-mail and tracked links; no phone.',
    tag,
    access: ['partner'],
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
  });
  api.route(events('/partners/events', false));
  api.route(whitelistAdd('/partners/{partnerSlug}/whitelist', true));
  api.route(events('/partners/{partnerSlug}/events', true));
}
