import { randomUUID } from 'node:crypto';
import type { Express, Request, RequestHandler, Response } from 'express';
import { pinoHttp } from 'pino-http';
import type { ApiKeyRecord } from '../domain/keys/api-key';
import type { Logger } from '../observability/logger';
import type { Metrics } from '../observability/metrics';

/**
 * What the service records about each request: one log line (pino-http) and the HTTP metrics, both labelled with
 * the route template (`/integration/:integrationClient/clients`), never the raw URL, whose path and query may hold
 * ids or personal data. Request bodies and headers are never logged.
 */

/** A request id accepted from `x-request-id`: a short token that cannot forge a log line or carry much data. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Query parameters whose values are logged: the listings' numbers and booleans. Any other value (an opaque cursor, or
 * whatever a client put in an unknown parameter) is `[redacted]`, and so is a name that is not a plain identifier
 * (`?someone@example.com=`): the log shows the request's shape without what it may carry.
 */
const LOGGED_QUERY_VALUES = new Set(['modifiedTime', 'page', 'limit', 'showDeleted']);
const PLAIN_NAME = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;

export const UNMATCHED_ROUTE = 'unmatched';

export function requestLogger(logger: Logger, route: (req: Request) => string): RequestHandler {
  return pinoHttp<Request, Response>({
    logger,
    quietReqLogger: true, // req.log carries only the request id; the request line is written once, at the end
    quietResLogger: true,
    customAttributeKeys: { reqId: 'requestId' },
    genReqId: (req, res) => {
      const given = req.headers['x-request-id'];
      const id = typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
      res.setHeader('x-request-id', id);
      return id;
    },
    // 501 is what this deployment does not run (a reindex without an indexer), not a failure of the service
    customLogLevel: (_req, res, err) => (err || (res.statusCode >= 500 && res.statusCode !== 501) ? 'error' : 'info'),
    customSuccessMessage: (req, res) => `${req.method} ${route(req)} ${res.statusCode}`,
    customErrorMessage: (req, res) => `${req.method} ${route(req)} ${res.statusCode}`,
    customSuccessObject: (req, res, fields: { responseTime: number }) =>
      requestFields(req, res, route, fields.responseTime),
    customErrorObject: (req, res, err, fields: { responseTime: number }) => ({
      ...requestFields(req, res, route, fields.responseTime),
      // the error handler's error (res.err), stack included; pino-http's own "failed with status code" adds nothing
      ...(res.err ? { err } : {}),
    }),
  });
}

function requestFields(req: Request, res: Response, route: (req: Request) => string, durationMs: number) {
  const key = res.locals.apiKey as ApiKeyRecord | undefined;
  return {
    method: req.method,
    route: route(req),
    query: loggableQuery(req),
    status: res.statusCode,
    durationMs,
    keyId: key?.id,
    ip: req.ip,
    // the client went away before the whole response was written
    ...(res.writableFinished ? {} : { aborted: true }),
  };
}

function loggableQuery(req: Request): Record<string, string> | undefined {
  const raw = req.originalUrl.indexOf('?');
  if (raw < 0) return undefined;
  const out: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(req.originalUrl.slice(raw + 1))) {
    out[PLAIN_NAME.test(name) ? name : '[redacted]'] = LOGGED_QUERY_VALUES.has(name)
      ? value.slice(0, 32)
      : '[redacted]';
  }
  return out;
}

/** Counts and times every answered request by method, route template and status. */
export function requestMetrics(metrics: Metrics, route: (req: Request) => string): RequestHandler {
  return (req, res, next) => {
    const end = metrics.httpDuration.startTimer();
    res.once('finish', () => {
      const labels = { method: req.method, route: route(req), status: String(res.statusCode) };
      metrics.httpRequests.inc(labels);
      end(labels);
    });
    next();
  };
}

/**
 * The route template of a request: Express's matched route, with the `/v1` prefix when the request used it. A
 * request answered before routing (a 401 from a router-level key check) is matched against the app's templates;
 * one that matches none is `unmatched`, so random paths cannot create series.
 */
export function routeTemplates(app: Express): (req: Request) => string {
  let templates: string[][] | null = null;
  return (req) => {
    const prefix =
      req.originalUrl === '/v1' || req.originalUrl.startsWith('/v1/') || req.originalUrl.startsWith('/v1?')
        ? '/v1'
        : '';
    const matched = (req.route as { path?: unknown } | undefined)?.path;
    if (typeof matched === 'string') return prefix + matched;
    templates ??= collectTemplates((app as unknown as { router: RouterLike }).router.stack).map((t) => t.split('/'));
    const segments = req.originalUrl.split('?')[0]!.slice(prefix.length).split('/');
    const found = templates.find(
      (t) =>
        t.length === segments.length && t.every((s, i) => (s.startsWith(':') ? segments[i] !== '' : s === segments[i])),
    );
    return found ? prefix + found.join('/') : UNMATCHED_ROUTE;
  };
}

interface RouterLike {
  stack: { route?: { path?: unknown }; handle?: { stack?: RouterLike['stack'] } }[];
}

function collectTemplates(stack: RouterLike['stack']): string[] {
  const out = new Set<string>();
  for (const layer of stack) {
    if (typeof layer.route?.path === 'string') out.add(layer.route.path);
    else if (layer.handle?.stack) for (const t of collectTemplates(layer.handle.stack)) out.add(t);
  }
  return [...out];
}
