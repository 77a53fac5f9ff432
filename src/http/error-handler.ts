import type { ErrorRequestHandler, RequestHandler } from 'express';
import { DomainError, type ErrorCode } from '../domain/errors';

/**
 * The one place where errors become responses.
 * - 400: `{ error: "Validation failed", message }` (spec); message names the field.
 * - 401, 403 and every other status: `{ statusCode, message }`, the spec's shape for 401/403, kept for the cases the
 *   spec leaves open (404, 405, 409, 413, 415, 422, 429, 431, 500, 502, 503), so clients parse one shape.
 * A server error never carries a stack trace or internal detail.
 */
const STATUS: Record<ErrorCode, number> = {
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
};

export function errorBody(status: number, message: string) {
  return status === 400 ? { error: 'Validation failed', message } : { statusCode: status, message };
}

export const errorHandler: ErrorRequestHandler = (err, _req, res, _next) => {
  if (err instanceof DomainError) {
    const status = STATUS[err.code];
    if (err.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(err.retryAfterSeconds));
    res.status(status).json(errorBody(status, err.message));
    return;
  }
  // body-parser errors carry a `type` and a 4xx status
  const type = (err as { type?: string }).type;
  if (type === 'entity.parse.failed') {
    res.status(400).json(errorBody(400, 'body: is not valid JSON'));
    return;
  }
  if (type === 'entity.too.large') {
    res.status(413).json(errorBody(413, 'Request body too large'));
    return;
  }
  if (type === 'charset.unsupported' || type === 'encoding.unsupported') {
    // `unsupported charset "LATIN1"`: names only what the client sent
    const message = String((err as Error).message);
    res.status(415).json(errorBody(415, `${message.charAt(0).toUpperCase()}${message.slice(1)}`));
    return;
  }
  const status = (err as { status?: number }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    res.status(status).json(errorBody(status, status === 400 ? 'body: could not be read' : 'Request rejected'));
    return;
  }
  // written, stack included, on the request's log line (src/http/request-observer.ts), never in the response
  res.err = err instanceof Error ? err : new Error(String(err));
  res.status(500).json(errorBody(500, 'Internal server error'));
};

export const notFoundHandler: RequestHandler = (req, res) => {
  res.status(404).json(errorBody(404, `No route ${req.method} ${req.path}`));
};
