import type { components } from './schema.js';

/**
 * An error body as the service sends it: the spec's fields, a stable `code` and a `docs` link (docs/api.md, Errors).
 */
export type ApiErrorBody = components['schemas']['Error'] | components['schemas']['ValidationError'];
/** The catalogue of error codes a program can switch on. */
export type ErrorCode = ApiErrorBody['code'];

/** A non-2xx answer of the service (after retries, for 429 and 503). */
export class FpdApiError extends Error {
  override readonly name = 'FpdApiError';
  readonly status: number;
  /** The catalogue code (`rate_limited`, `cursor_mismatch`, `not_whitelisted`...); undefined if the body had none. */
  readonly code: ErrorCode | undefined;
  readonly body: ApiErrorBody | undefined;
  /** Quote it when you report a problem. */
  readonly requestId: string | null;
  /** Seconds the service asked to wait (429, 503), else null. */
  readonly retryAfterSeconds: number | null;

  constructor(response: Response, body: unknown) {
    const error = typeof body === 'object' && body !== null ? (body as ApiErrorBody) : undefined;
    super(`${response.status}${error?.code ? ` ${error.code}` : ''}: ${error?.message ?? response.statusText}`);
    this.status = response.status;
    this.body = error;
    this.code = error?.code;
    this.requestId = response.headers.get('x-request-id');
    const retryAfter = response.headers.get('retry-after');
    this.retryAfterSeconds = retryAfter !== null && /^\d+$/.test(retryAfter) ? Number(retryAfter) : null;
  }
}
