import { z } from 'zod';
import '../../openapi/zod-openapi';
import { EMAIL_ADDRESS, emailProblem } from '../../../domain/email-address';
import { CALLER_EVENT_TYPES, TRACKING_MODES } from '../../../domain/partners/vocabulary';

const required = (iss: { input?: unknown }) => (iss.input === undefined ? 'is required' : 'must be a string');

/** An e-mail address (domain/email-address.ts), taken as sent in Unicode's composed form (NFC). Described as `format: email`. */
export const emailField = () =>
  z
    .email({
      pattern: EMAIL_ADDRESS,
      error: (iss) => (iss.input === undefined ? 'is required' : emailProblem(iss.input)),
    })
    .max(254, 'must be at most 254 characters')
    .overwrite((s) => s.normalize('NFC'));

/**
 * A name part of a recruiter's proxy address: it must hold at least one letter A-Z or digit, so that the part keeps
 * something once accents are folded and other characters dropped (domain/partners/recruiter-address.ts).
 */
export const nameField = (max: number) =>
  z
    .string({ error: required })
    .min(1, 'must not be empty')
    .max(max, `must be at most ${max} characters`)
    .regex(/[A-Za-z0-9]/, 'must contain at least one letter (A-Z) or digit');

export const recruiterFields = {
  firstname: nameField(100),
  lastname: nameField(100),
  company: nameField(200),
  trackingMode: z.enum(TRACKING_MODES, { error: () => `must be one of ${TRACKING_MODES.join(', ')}` }).optional(),
};

/** POST /partners/whitelist (and the deprecated /partners/{partnerSlug}/whitelist). */
export const addRecruiterBody = z.strictObject(
  { recruiterEmail: emailField(), ...recruiterFields },
  { error: () => 'must be a JSON object' },
);
export const removeRecruiterBody = z.strictObject(
  { recruiterEmail: emailField() },
  { error: () => 'must be a JSON object' },
);

export const revealBody = z.strictObject(
  {
    freelanceId: z.string({ error: required }).min(1, 'must not be empty').max(1024, 'is too long'),
    recruiterEmail: emailField(),
  },
  { error: () => 'must be a JSON object' },
);

const event = z.strictObject({
  type: z.enum(CALLER_EVENT_TYPES, {
    error: (iss) =>
      iss.input === 'profile_view'
        ? 'profile_view is emitted by the service itself on each reveal; do not send it'
        : iss.input === undefined
          ? 'is required'
          : `must be one of ${CALLER_EVENT_TYPES.join(', ')}`,
  }),
  freelanceId: z.string({ error: required }).min(1, 'must not be empty').max(1024, 'is too long'),
  recruiterEmail: emailField(),
  occurredAt: z.iso.datetime({ offset: true, error: 'must be an ISO 8601 date-time' }).optional(),
  eventId: z
    .string()
    .regex(/^[A-Za-z0-9._:-]{1,100}$/, 'must be 1 to 100 characters among A-Z a-z 0-9 . _ : -')
    .optional(),
});
export const MAX_EVENTS = 100;
/** POST /partners/events: one event, or `{ events: [...] }` of 1 to 100. */
export const singleEventBody = event;
export const eventBatchBody = z.strictObject({
  events: z
    .array(event, { error: () => 'must be an array of events' })
    .min(1, 'must hold at least one event')
    .max(MAX_EVENTS, `must hold at most ${MAX_EVENTS} events`),
});

// Responses.

export const whitelistedSchema = z
  .strictObject({
    whitelistedEmail: z.string().openapi({
      description:
        '`{company}.{firstname}{initial}@RECRUITER_PROXY_DOMAIN` (a number is appended when taken by another e-mail).',
    }),
  })
  .openapi('WhitelistedRecruiter', { example: { whitelistedEmail: 'acme.jeand@recruiter.fpd-proxy.example' } });

export const recruiterSchema = z.strictObject({
  recruiterEmail: z.string().openapi({ description: 'Lower-cased.' }),
  firstname: z.string(),
  lastname: z.string(),
  company: z.string(),
  whitelistedEmail: z.string(),
  trackingMode: z.enum(TRACKING_MODES),
  createdAt: z.string().openapi({ format: 'date-time' }),
  updatedAt: z.string().openapi({ format: 'date-time' }),
});

export const RECRUITER_EXAMPLE = {
  recruiterEmail: 'jean.dupont@acme.example',
  firstname: 'Jean',
  lastname: 'Dupont',
  company: 'Acme',
};
export const partnerSlugParams = z.strictObject({
  partnerSlug: z
    .string()
    .max(200)
    .regex(/^[a-z0-9-]+$/)
    .openapi({ description: 'Your own partner slug (another is 403).', example: 'demo-partner' }),
});
export const eventsBody = z.union([singleEventBody, eventBatchBody]);
export const eventsResult = z.strictObject({
  recorded: z.number().int().min(0),
  duplicates: z.number().int().min(0).openapi({ description: 'Events already recorded under their `eventId`.' }),
});
