import { ERROR_REASONS, type ErrorCode, type ErrorReason } from '../domain/errors';

/**
 * The catalogue of public error codes: each response's `code`, its one HTTP status, what it means and what to do.
 * The codes of domain errors come from src/domain/errors.ts (their status from their kind); the others are the HTTP
 * layer's own (a body that is not JSON, a method the path does not declare...). docs/api.md ("Error codes") lists the
 * same table (test/docs/error-catalogue.test.ts holds them together), and GET /docs/errors serves it, one anchor a
 * code: each error body's `docs` points there.
 */
const KIND_STATUS: Record<ErrorCode, number> = {
  validation: 400,
  unauthenticated: 401,
  invalid_key: 403,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  unavailable: 503,
  upstream_failed: 502,
  upstream_invalid: 422,
  not_configured: 501,
};

/** The HTTP layer's own codes and their statuses. */
const HTTP_CODES = {
  invalid_body: 400,
  unknown_route: 404,
  method_not_allowed: 405,
  request_timeout: 408,
  body_too_large: 413,
  unsupported_media_type: 415,
  headers_too_large: 431,
  internal_error: 500,
} as const;

export type ApiErrorCode = ErrorReason | keyof typeof HTTP_CODES;

interface Entry {
  /** What happened. */
  meaning: string;
  /** What the caller can do about it. */
  action: string;
}

const ENTRIES: Record<ApiErrorCode, Entry> = {
  validation_failed: {
    meaning:
      'A parameter or body field is missing, unknown, malformed or out of bounds. `message` names each field (`limit: must be at most 1000`; a body field as `body.keywords`), suggests the known name for an unknown one within two edits (`did you mean body.keywords?`) and says when a Unix-seconds time looks like milliseconds.',
    action: 'Fix the fields named and send again; retrying unchanged gives the same answer.',
  },
  cursor_mismatch: {
    meaning:
      'A sync `cursor` used with other parameters than the page it came from asked for (another `modifiedTime`, `showDeleted` or `limit`, or a `page` other than the one it leads to), or one this service did not issue.',
    action:
      'Send the cursor with the parameters of the first page and `page` + 1, exactly as the sync recipe does; to change them, start again at page 1 without a cursor.',
  },
  invalid_body: {
    meaning: 'The body is not valid JSON, or the request could not be read at all.',
    action: 'Send a JSON document with `Content-Type: application/json`.',
  },
  missing_api_key: {
    meaning: 'The `x-api-key` header is missing.',
    action: 'Send your key in `x-api-key`; keys are issued by the provider.',
  },
  invalid_api_key: {
    meaning: 'The key is unknown, malformed, revoked, or a rotated key past its overlap.',
    action:
      'Use a live key: after a rotation the new one (`POST /me/rotate` showed it once); otherwise ask the provider.',
  },
  forbidden: {
    meaning: 'The key may not do this (a webhook event type your key does not receive, for instance).',
    action: 'Read `message`; it names what is refused.',
  },
  wrong_key_type: {
    meaning: 'The route is not open to your key’s type; `message` names the types it admits.',
    action: 'Call it with a key of one of those types, or not at all (`GET /me` tells your type).',
  },
  not_your_slug: {
    meaning: 'A path names another partner’s or integrator’s slug (`integrationClient`, `partnerSlug`).',
    action: 'Use your own slug: `GET /me` answers it.',
  },
  not_whitelisted: {
    meaning: 'The recruiter is not in your whitelist (a reveal or an event names one).',
    action: 'Whitelist the recruiter first (`POST /partners/whitelist`).',
  },
  recruiter_opt_out: {
    meaning: 'The recruiter is in `opt_out` mode: a reveal exposes contact details and so requires tracking.',
    action:
      'Do not reveal for this recruiter, or whitelist them again with `trackingMode: "tracked"` once they accept tracking.',
  },
  not_found: {
    meaning: 'No such thing (a webhook endpoint, a delivery, a link, a reindex job, a key).',
    action: 'Check the id; `message` names what was not found.',
  },
  unknown_freelancer: {
    meaning:
      'No such freelancer for you: an unknown or altered id, another partner’s Stage 1 id, or a removed profile.',
    action: 'Search again (Stage 1 ids are yours alone) and drop the profile if it was removed.',
  },
  unknown_sub_client: {
    meaning: 'No such sub-client of yours (`integrationClientId`; another integrator’s is unknown to you).',
    action: 'List yours with `GET /integration/{integrationClient}/clients`.',
  },
  unknown_recruiter: {
    meaning: 'The recruiter to remove is not in that whitelist.',
    action: 'Nothing to do: it is not there. `GET` the whitelist to see who is.',
  },
  unknown_route: {
    meaning: 'No route at this path (paths are case-sensitive).',
    action: 'Check the path against the description (`/openapi.json`).',
  },
  method_not_allowed: {
    meaning: 'The path exists but not with this method; `Allow` lists those it takes.',
    action: 'Use one of the methods in `Allow`.',
  },
  request_timeout: { meaning: 'The request did not arrive in time.', action: 'Send it again.' },
  conflict: {
    meaning:
      'The request conflicts with the current state (a revoked key, a reindex already running, a disabled endpoint, too many endpoints).',
    action: 'Read `message`: it says what to do first.',
  },
  body_too_large: {
    meaning: 'The body is over 1 MB.',
    action: 'Send less at once (ids and events have their own per-call limits).',
  },
  unsupported_media_type: {
    meaning: 'The body is not `application/json`, or has no `Content-Type`.',
    action: 'Send JSON with `Content-Type: application/json`.',
  },
  upstream_invalid: {
    meaning: 'A file the service depends on was fetched but is not valid (the mobility dataset); nothing changed.',
    action: 'The operator fixes the file; the current data stays in service.',
  },
  rate_limited: {
    meaning: 'Rate limit exceeded (120 requests a minute per key; redeliveries have their own hourly budget).',
    action:
      'Wait `Retry-After` seconds, then go on; spread requests over the window (`RateLimit-Remaining` says what is left).',
  },
  headers_too_large: {
    meaning: 'The request line and headers are over 16 KB together.',
    action: 'Send a shorter URL or fewer headers; bodies carry long inputs.',
  },
  internal_error: {
    meaning: 'The service failed (no detail is given; it is logged with the request id).',
    action: 'Retry later; quote `x-request-id` to support if it lasts.',
  },
  not_configured: {
    meaning:
      'This deployment does not run what the request needs (the search indexer, on the embedded default whose search index is kept up to date at every write).',
    action: 'Nothing to do on this deployment; the operator configures it if it is wanted.',
  },
  upstream_failed: {
    meaning: 'A file or service the service depends on could not be fetched; nothing changed.',
    action: 'Retry later; the current data stays in service.',
  },
  unavailable: {
    meaning: 'A dependency does not answer for now (the search cluster).',
    action: 'Retry after `Retry-After` seconds.',
  },
};

const REASON_STATUS = Object.fromEntries(
  (Object.entries(ERROR_REASONS) as [ErrorCode, readonly string[]][]).flatMap(([kind, reasons]) =>
    reasons.map((reason) => [reason, KIND_STATUS[kind]]),
  ),
) as Record<ErrorReason, number>;

export interface CatalogueEntry extends Entry {
  code: ApiErrorCode;
  status: number;
}

/** Every code, by status then in the order above. */
export const ERROR_CATALOGUE: readonly CatalogueEntry[] = (Object.entries(ENTRIES) as [ApiErrorCode, Entry][])
  .map(([code, entry]) => ({ code, status: errorStatus(code), ...entry }))
  .sort((a, b) => a.status - b.status);

export function errorStatus(code: ApiErrorCode): number {
  return (HTTP_CODES as Record<string, number>)[code] ?? REASON_STATUS[code as ErrorReason];
}

/** Where a code is documented (a page of this service, one anchor a code). */
export const errorDocs = (code: ApiErrorCode) => `/docs/errors#${code}`;

/** The codes a status answers (the description's enums). */
export const codesOfStatus = (test: (status: number) => boolean): ApiErrorCode[] =>
  ERROR_CATALOGUE.filter((e) => test(e.status)).map((e) => e.code);
