/**
 * Domain errors carry a kind (`code`, which the HTTP layer maps to a status) and a stable public code (`reason`, the
 * `code` of the response body, documented in docs/api.md "Error codes" and at /docs/errors). Nothing here knows
 * about HTTP. A message that is about one field starts with its path, `field.sub.0: what is wrong`, relative to the
 * input it came in (the HTTP layer adds `body.` for a body field, in one place: src/http/error-handler.ts).
 */
export type ErrorCode =
  | 'validation'
  | 'unauthenticated'
  | 'invalid_key'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'rate_limited'
  | 'unavailable'
  /** A file or service we depend on could not be fetched (502). */
  | 'upstream_failed'
  /** A file we depend on was fetched but is not valid (422). */
  | 'upstream_invalid'
  /** What was asked needs a component this deployment does not run (the indexer on the embedded default). */
  | 'not_configured';

/**
 * The public codes of each kind, a program's way to tell errors apart without reading prose; the first of each kind
 * is its default. A code belongs to one kind, and so answers one HTTP status.
 */
export const ERROR_REASONS = {
  validation: ['validation_failed', 'cursor_mismatch'],
  unauthenticated: ['missing_api_key'],
  invalid_key: ['invalid_api_key'],
  forbidden: ['forbidden', 'wrong_key_type', 'not_your_slug', 'not_whitelisted', 'recruiter_opt_out'],
  not_found: ['not_found', 'unknown_freelancer', 'unknown_sub_client', 'unknown_recruiter'],
  conflict: ['conflict'],
  rate_limited: ['rate_limited'],
  unavailable: ['unavailable'],
  upstream_failed: ['upstream_failed'],
  upstream_invalid: ['upstream_invalid'],
  not_configured: ['not_configured'],
} as const satisfies Record<ErrorCode, readonly [string, ...string[]]>;

export type ErrorReason<K extends ErrorCode = ErrorCode> = (typeof ERROR_REASONS)[K][number];

export class DomainError<K extends ErrorCode = ErrorCode> extends Error {
  /** The public code (`code` in the response body). */
  readonly reason: ErrorReason<K>;
  /**
   * When trying again may succeed: after how many seconds (`unavailable`, `rate_limited`; the HTTP layer sends
   * `Retry-After`).
   */
  readonly retryAfterSeconds?: number;

  constructor(
    readonly code: K,
    message: string,
    options: { reason?: ErrorReason<K>; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'DomainError';
    this.reason = options.reason ?? (ERROR_REASONS[code][0] as ErrorReason<K>);
    if (options.retryAfterSeconds !== undefined) this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const validationError = (message: string, reason?: ErrorReason<'validation'>) =>
  new DomainError('validation', message, { reason });
export const forbidden = (message: string, reason?: ErrorReason<'forbidden'>) =>
  new DomainError('forbidden', message, { reason });
export const notFound = (message: string, reason?: ErrorReason<'not_found'>) =>
  new DomainError('not_found', message, { reason });
export const conflict = (message: string) => new DomainError('conflict', message);
export const unavailable = (message: string, retryAfterSeconds?: number) =>
  new DomainError('unavailable', message, { retryAfterSeconds });
export const notConfigured = (message: string) => new DomainError('not_configured', message);
