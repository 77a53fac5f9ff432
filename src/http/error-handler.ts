import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { DomainError } from '../domain/errors';
import { errorDocs, errorStatus, type ApiErrorCode } from './error-catalogue';

/**
 * The one place where errors become responses.
 * - 400: `{ error: "Validation failed", message, code, docs }`: the spec's two fields, then ours; message names the
 *   field.
 * - 401, 403 and every other status: `{ statusCode, message, code, docs }`, the spec's shape for 401/403 and ours
 *   beside it, kept for the cases the spec leaves open (404, 405, 409, 413, 415, 422, 429, 431, 500, 501, 502, 503),
 *   so clients parse one shape.
 * `code` is stable (src/http/error-catalogue.ts); `docs` is where it is documented.
 * A server error never carries a stack trace or internal detail.
 */
export function errorBody(code: ApiErrorCode, message: string) {
  const status = errorStatus(code);
  const docs = errorDocs(code);
  return status === 400
    ? { error: 'Validation failed', message, code, docs }
    : { statusCode: status, message, code, docs };
}

export function sendError(res: Response, code: ApiErrorCode, message: string): void {
  res.status(errorStatus(code)).json(errorBody(code, message));
}

/** `field.sub.0: ...`: a message about one field, its path first (src/domain/errors.ts). */
const FIELD_FIRST = /^([A-Za-z_$][\w$]*)((?:\.[\w$-]+)*): /;

/**
 * Every field path in one form: a body field is `body.<path>`, a query or path parameter its bare name. Services
 * name fields relative to their input (`keywords: ...`, `freelanceId: ...`); a field the request's body holds gets
 * its `body.` here, once, whatever route or service wrote the message.
 */
function inRequestForm(req: Request, message: string): string {
  const root = FIELD_FIRST.exec(message)?.[1];
  if (!root || root === 'body') return message;
  const body: unknown = req.body;
  return typeof body === 'object' && body !== null && !Array.isArray(body) && Object.hasOwn(body, root)
    ? `body.${message}`
    : message;
}

export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  if (err instanceof DomainError) {
    if (err.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(err.retryAfterSeconds));
    return sendError(res, err.reason, inRequestForm(req, err.message));
  }
  // body-parser errors carry a `type` and a 4xx status
  const type = (err as { type?: string }).type;
  if (type === 'entity.parse.failed') return sendError(res, 'invalid_body', 'body: is not valid JSON');
  if (type === 'entity.too.large') return sendError(res, 'body_too_large', 'Request body too large');
  if (type === 'charset.unsupported' || type === 'encoding.unsupported') {
    // `unsupported charset "LATIN1"`: names only what the client sent
    const message = String((err as Error).message);
    return sendError(res, 'unsupported_media_type', `${message.charAt(0).toUpperCase()}${message.slice(1)}`);
  }
  const status = (err as { status?: number }).status;
  // Any other body that could not be read (an aborted upload, a length that does not match)
  if (typeof status === 'number' && status >= 400 && status < 500)
    return sendError(res, 'invalid_body', 'body: could not be read');
  // written, stack included, on the request's log line (src/http/request-observer.ts), never in the response
  res.err = err instanceof Error ? err : new Error(String(err));
  sendError(res, 'internal_error', 'Internal server error');
};

/** How much of an unknown path the 404 names: enough to see the mistake, never the caller's whole input back. */
export const ECHOED_PATH_LENGTH = 200;

export const notFoundHandler: RequestHandler = (req, res) => {
  const path = req.path.length > ECHOED_PATH_LENGTH ? `${req.path.slice(0, ECHOED_PATH_LENGTH)}…` : req.path;
  sendError(res, 'unknown_route', `No route ${req.method} ${path}`);
};
