import express, { type Request, type RequestHandler } from 'express';
import { sendError } from './error-handler';

const parseJson = express.json({ limit: '1mb' });

/** A body is there when the request announces one: a positive Content-Length, or a chunked transfer. */
const carriesBody = (req: Request) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length']) > 0;

/**
 * Reads a request's JSON body (1 MB at most). Every route runs it after its access step (src/http/auth.ts), so no
 * body is read or parsed before the caller is known and counted: a request without a key is 401 with its body unread.
 * GET and HEAD bodies are never read. A body of another content type (or of none) is 415 naming it: ignored, it would
 * have let the route act as if no body had been sent.
 */
export const jsonBody: RequestHandler = (req, res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD' || !carriesBody(req)) return next();
  if (req.is('application/json')) return parseJson(req, res, next);
  const given = req.get('content-type');
  const what = given
    ? `Content-Type ${given.split(';')[0]!.trim().slice(0, 100)} is not supported`
    : 'A body without Content-Type is not accepted';
  sendError(res, 'unsupported_media_type', `${what}: send the body as application/json`);
};
