import type { Request, RequestHandler, Response, Router } from 'express';
import type { z } from 'zod';
import type { ServiceContainer } from '../container';
import type { AccessType, ApiKeyRecord } from '../domain/keys/api-key';
import type { AccessGuard } from './auth';
import { jsonBody } from './json-body';
import type { ApiDescription, Reply, RouteDoc } from './openapi/api-description';
import { parseInput } from './validate';

/**
 * One declaration per route: method, path, access, sandbox, input schemas, responses by status and the handler. The
 * Express route (`mountRoutes`) and the OpenAPI operation (`describeRoutes`) both come from it, and the handler's
 * answer is typed by the response schemas it documents: it returns `{ status, body }` where `body` is the
 * `z.infer` of that status's schema, so it cannot answer what the description does not say.
 */

type Responses = Record<number, Reply>;
type Input<S> = S extends z.ZodType ? z.output<S> : undefined;

/** Writes a body the schema cannot type itself: a stream, a JSON text prepared elsewhere, a redirect. */
export type Send = (res: Response) => unknown;

/**
 * What a handler answers: a documented status and, for a status with a JSON schema, its body (or `send`, which writes
 * it); `headers` are set before.
 */
export type Answer<R extends Responses> = {
  [S in keyof R & number]: { status: S; headers?: Record<string, string> } & (R[S] extends {
    schema: infer Z extends z.ZodType;
  }
    ? { body: z.infer<Z>; send?: never } | { send: Send; body?: never }
    : { send?: Send; body?: never });
}[keyof R & number];

/** Where a handler runs: the request, the caller, and the services it calls (the sandbox's in the sandbox). */
export interface RouteContext<A> {
  req: Request;
  res: Response;
  /** The key that called (the sandbox's caller in the sandbox); public routes have none. */
  caller: A extends 'public' ? undefined : ApiKeyRecord;
  services: ServiceContainer;
  /** True when the request came to the keyless sandbox (`/sandbox{path}`). */
  sandboxed: boolean;
  /** The sandbox's services, when the server runs one. */
  sandbox: ServiceContainer | undefined;
}

export interface RouteDefinition<
  A extends readonly AccessType[] | 'public',
  P extends z.ZodObject | undefined,
  Q extends z.ZodObject | z.ZodPipe | undefined,
  B extends z.ZodType | undefined,
  R extends Responses,
  C = undefined,
> extends Omit<RouteDoc, 'access' | 'request' | 'responses'> {
  access: A;
  request?: { params?: P; query?: Q; body?: B; bodyRequired?: boolean; bodyExample?: unknown };
  responses: R;
  /** Served by the sandbox's services only, and only when the server runs a sandbox (its tracking host). */
  sandboxServices?: boolean;
  /**
   * The path parameters are described, not parsed: the handler checks them itself (a malformed tracked link is a 404).
   */
  rawParams?: boolean;
  /** The body is described, not parsed: the handler reads it (a union whose errors must name the form that was sent). */
  rawBody?: boolean;
  /**
   * Run on the path parameters before the query and the body are read: what the path names must be the caller's
   * before its input is judged (another integrator's slug is a 403, not a 400 about a body it may not send). Its
   * result is the handler's `checked`.
   */
  check?: (params: Input<P>, ctx: RouteContext<A>) => C | Promise<C>;
  handler: Handler<A, P, Q, B, R, C>;
}

export type Handler<A, P, Q, B, R extends Responses, C = undefined> = (
  input: { params: Input<P>; query: Input<Q>; body: Input<B>; checked: C },
  ctx: RouteContext<A>,
) => Answer<R> | Promise<Answer<R>>;

/** A route as the mounting and the description see it, its types erased. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Route = RouteDefinition<any, any, any, any, any, any>;

/**
 * Declares a route: `defineRoute({ method, path, ..., responses }).handle((input, ctx) => answer)`. The declaration
 * comes first so that its types are settled before the handler is checked against them.
 */
export function defineRoute<
  const A extends readonly AccessType[] | 'public',
  P extends z.ZodObject | undefined = undefined,
  Q extends z.ZodObject | z.ZodPipe | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  const R extends Responses = Responses,
  C = undefined,
>(
  declaration: Omit<RouteDefinition<A, P, Q, B, R, C>, 'handler'>,
): {
  handle(handler: Handler<A, P, Q, B, R, C>): Route;
} {
  return { handle: (handler) => ({ ...declaration, handler }) as Route };
}

/** The Express path of an OpenAPI path: `{name}` becomes `:name`. */
const expressPath = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

/** The OpenAPI operation of a route. */
export function describeRoutes(api: ApiDescription, routes: readonly Route[]): void {
  for (const { handler: _h, sandboxServices: _s, rawParams: _r, rawBody: _b, check: _c, ...doc } of routes)
    api.route(doc as RouteDoc);
}

export interface MountOptions {
  /** The access step of keyed routes (the key store's, or the sandbox's, which needs no key). */
  access: AccessGuard;
  services: ServiceContainer;
  sandboxed: boolean;
  sandbox: ServiceContainer | undefined;
}

/**
 * Adds the routes to a router, in order: each behind its access step (which reads the JSON body once the caller is
 * admitted), its inputs parsed with their schemas (params, query, then body: a failure is a 400 naming the field),
 * then its handler, whose answer is written here.
 */
export function mountRoutes(router: Router, routes: readonly Route[], o: MountOptions): void {
  for (const route of routes) {
    const steps: RequestHandler[] = [];
    if (route.access !== 'public') steps.push(o.access(route.access as readonly AccessType[]));
    else if (route.request?.body) steps.push(jsonBody);
    steps.push(handle(route, o));
    router[route.method](expressPath(route.path), ...steps);
  }
}

function handle(route: Route, o: MountOptions): RequestHandler {
  const r = route.request ?? {};
  return async (req, res) => {
    const caller = route.access === 'public' ? undefined : (res.locals.apiKey as ApiKeyRecord);
    const ctx = { req, res, caller, services: o.services, sandboxed: o.sandboxed, sandbox: o.sandbox };
    const params = route.rawParams ? req.params : r.params ? parseInput(r.params, req.params) : undefined;
    const checked = route.check ? await route.check(params, ctx) : undefined;
    const input = {
      params,
      query: r.query ? parseInput(r.query, req.query) : undefined,
      body: route.rawBody
        ? req.body
        : r.body
          ? parseInput(r.body, r.bodyRequired === false ? (req.body ?? {}) : req.body, 'body')
          : undefined,
      checked,
    };
    const answer = (await route.handler(input, ctx)) as {
      status: number;
      headers?: Record<string, string>;
      body?: unknown;
      send?: Send;
    };
    if (answer.headers) res.set(answer.headers);
    res.status(answer.status);
    if (answer.send) await answer.send(res);
    else if (answer.body !== undefined) res.json(answer.body);
    else res.end();
  };
}
