/**
 * Domain errors carry a stable code; the HTTP layer maps codes to statuses and bodies in one place
 * (src/http/error-handler.ts). Nothing here knows about HTTP.
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
  | 'upstream_invalid';

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** When trying again may succeed: after how many seconds (`unavailable`, `rate_limited`; the HTTP layer sends `Retry-After`). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const validationError = (message: string) => new DomainError('validation', message);
export const forbidden = (message: string) => new DomainError('forbidden', message);
export const notFound = (message: string) => new DomainError('not_found', message);
export const conflict = (message: string) => new DomainError('conflict', message);
export const unavailable = (message: string, retryAfterSeconds?: number) => new DomainError('unavailable', message, retryAfterSeconds);
