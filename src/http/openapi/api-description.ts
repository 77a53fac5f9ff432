import {
  OpenAPIRegistry,
  OpenApiGeneratorV31,
  type ResponseConfig,
  type RouteConfig,
} from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import type { AccessType } from '../../domain/keys/api-key';
import { codesOfStatus, errorStatus, type ApiErrorCode } from '../error-catalogue';
import { errorBody } from '../error-handler';
import './zod-openapi';

/**
 * The OpenAPI description is assembled from one `<resource>.openapi.ts` beside each `<resource>.routes.ts`: each
 * exports a function that receives an ApiDescription and adds its routes with `route(...)`, reusing the zod schemas
 * that validate the requests. `route` adds what every route shares: the access line and security, the servers, the
 * error responses that apply (400, 401, 403, 413, 415, 429, 431, 500) and the rate-limit headers; a route the sandbox
 * serves too is described twice, the second time at `/sandbox{path}` without security.
 */

type Json = Record<string, unknown>;

export interface Reply {
  description: string;
  /** JSON body (omit for an empty body). */
  schema?: z.ZodType;
  example?: unknown;
  /** Another media type than JSON (e.g. text/html), with a plain JSON Schema. */
  media?: { type: string; schema: Json };
  headers?: Record<string, Json>;
}

export interface RouteDoc {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** The OpenAPI path, `{name}` for a path parameter. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  /** Key types admitted (security `x-api-key`), or `public` for routes with no key. */
  access: readonly AccessType[] | 'public';
  /** The route is also served in the sandbox, without a key: described a second time at `/sandbox{path}`. */
  sandbox?: boolean;
  /** Served at the root only, not under `/v1` (documentation and metrics). */
  rootOnly?: boolean;
  deprecated?: boolean;
  request?: {
    query?: z.ZodObject | z.ZodPipe;
    params?: z.ZodObject;
    body?: z.ZodType;
    bodyRequired?: boolean;
    bodyExample?: unknown;
  };
  responses: Record<number, Reply>;
  /** Route-specific error cases it can answer (beyond the generic ones), with an example message. */
  /** `code`: the error's public code, when not the status's default (DEFAULT_CODE). */
  errors?: Partial<
    Record<
      400 | 403 | 404 | 409 | 422 | 429 | 501 | 502 | 503,
      { description: string; message: string; code?: ApiErrorCode; retryAfter?: true }
    >
  >;
  /** Not rate-limited (health, documentation, metrics, tracking redirects). */
  unlimited?: boolean;
}

const ref = (kind: string, name: string) => ({ $ref: `#/components/${kind}/${name}` });

/** The fields every error body carries beside the spec's: a stable code and where it is documented. */
const codeFields = (codes: ApiErrorCode[]) => ({
  code: z
    .enum(codes as [ApiErrorCode, ...ApiErrorCode[]])
    .openapi({ description: 'Stable: switch on it rather than on `message` (docs/api.md, “Error codes”).' }),
  docs: z.string().openapi({
    description: 'Where the code is documented: `/docs/errors#<code>` on this service.',
    example: '/docs/errors#validation_failed',
  }),
});

export const validationErrorSchema = z
  .strictObject({
    error: z.literal('Validation failed'),
    message: z.string().openapi({
      description:
        'Names every failing field and why, e.g. `limit: must be at most 1000`: a query or path parameter by its name, a body field as `body.<path>`; an unknown name within two edits of a known one gets `did you mean ...?`.',
    }),
    ...codeFields(codesOfStatus((s) => s === 400)),
  })
  .openapi('ValidationError', {
    example: errorBody(
      'validation_failed',
      'limit: must be at most 1000; body.keyword: unknown parameter (did you mean body.keywords?)',
    ),
  });

export const errorSchema = z
  .strictObject({
    statusCode: z.number().int().min(401).max(599),
    message: z.string(),
    ...codeFields(codesOfStatus((s) => s !== 400)),
  })
  .openapi('Error', {
    description: 'Every error other than 400 (the shape of the spec’s 401 and 403, and our `code` and `docs`).',
    example: errorBody('unknown_freelancer', 'body.freelanceId: no such freelancer'),
  });

/** The code of a status's generic error, and of a route's own error that names none. */
const DEFAULT_CODE: Record<number, ApiErrorCode> = {
  400: 'validation_failed',
  401: 'missing_api_key',
  403: 'invalid_api_key',
  404: 'not_found',
  409: 'conflict',
  413: 'body_too_large',
  415: 'unsupported_media_type',
  422: 'upstream_invalid',
  429: 'rate_limited',
  431: 'headers_too_large',
  500: 'internal_error',
  501: 'not_configured',
  502: 'upstream_failed',
  503: 'unavailable',
};

const RATE_LIMIT_HEADERS = {
  'RateLimit-Limit': ref('headers', 'RateLimit-Limit'),
  'RateLimit-Remaining': ref('headers', 'RateLimit-Remaining'),
  'RateLimit-Reset': ref('headers', 'RateLimit-Reset'),
  'RateLimit-Policy': ref('headers', 'RateLimit-Policy'),
};

const GENERIC: Record<number, string> = {
  400: 'Validation failed: a parameter or body field is missing, unknown or out of bounds; `message` names it.',
  401: 'The `x-api-key` header is missing.',
  403: 'The key is invalid or revoked, or of a type this route does not admit.',
  413: 'The body is over 1 MB.',
  415: 'The body is not JSON: its `Content-Type` (named in `message`) is not `application/json`, or it has none.',
  429: 'Rate limit exceeded: wait `Retry-After` seconds.',
  431: 'The request line and headers are over 16 KB together (a URL that long, most often); the connection is closed.',
  500: 'Internal error (no detail is given).',
};
const ERROR_EXAMPLES: Record<number, unknown> = {
  400: errorBody('validation_failed', 'limit: must be at most 1000'),
  401: errorBody('missing_api_key', 'Missing x-api-key header'),
  403: errorBody('invalid_api_key', 'Invalid API key'),
  413: errorBody('body_too_large', 'Request body too large'),
  415: errorBody(
    'unsupported_media_type',
    'Content-Type text/plain is not supported: send the body as application/json',
  ),
  429: errorBody(
    'rate_limited',
    'Rate limit exceeded: 120 requests per 60 seconds for this API key and its rotations; retry in 12 s',
  ),
  431: errorBody('headers_too_large', 'The request line and headers are over 16 KB'),
  500: errorBody('internal_error', 'Internal server error'),
};

export class ApiDescription {
  readonly registry = new OpenAPIRegistry();

  constructor() {
    this.registry.registerComponent('securitySchemes', 'ApiKey', {
      type: 'apiKey',
      in: 'header',
      name: 'x-api-key',
      description:
        'The API key: `fpd_<12-character id>_<40-character secret>`. Its type (client, integrator, partner, admin) decides the routes it opens.',
    });
    const header = (description: string) => ({ description, schema: { type: 'integer' as const, minimum: 0 } });
    // On every counted response (src/http/rate-limit.ts): documented on successes, route-specific errors and 429.
    this.registry.registerComponent(
      'headers',
      'RateLimit-Limit',
      header(
        'Requests allowed per window (per API key; per client IP in the sandbox). Sent on every response of a request that was counted: every request with a key (valid or not) or to the sandbox, on every route but health, documentation, metrics and tracking redirects; not on a request without a key, nor on a body refused before it was counted (413, or JSON that does not parse).',
      ),
    );
    this.registry.registerComponent('headers', 'RateLimit-Remaining', header('Requests left in the current window.'));
    this.registry.registerComponent('headers', 'RateLimit-Reset', header('Seconds until the window resets.'));
    this.registry.registerComponent('headers', 'RateLimit-Policy', {
      description: 'The budget and its window, `120;w=60` (IETF RateLimit fields draft).',
      schema: { type: 'string' },
    });
    this.registry.registerComponent(
      'headers',
      'Retry-After',
      header('Seconds to wait before retrying (on 429, and on a 503 that documents it).'),
    );
  }

  private readonly sharedErrors = new Set<number>();
  /** A reference to the shared response of a generic error, registered on first use. */
  private genericError(status: number) {
    if (!this.sharedErrors.has(status)) {
      this.sharedErrors.add(status);
      this.registry.registerComponent(
        'responses',
        `Error${status}`,
        this.errorResponse(status, GENERIC[status]!) as never,
      );
    }
    return ref('responses', `Error${status}`);
  }

  /** Adds one route, and its sandbox twin when the sandbox serves it too. */
  route(d: RouteDoc): void {
    this.register(d, d.sandbox ? 'real' : 'only');
    if (d.sandbox)
      this.register(
        {
          ...d,
          access: 'public',
          operationId: `sandbox${d.operationId[0]!.toUpperCase()}${d.operationId.slice(1)}`,
          path: `/sandbox${d.path}`,
          tag: 'Sandbox',
        },
        'twin',
      );
  }

  private register(d: RouteDoc, role: 'only' | 'real' | 'twin'): void {
    const keyed = d.access !== 'public';
    const limited = !d.unlimited;
    const responses: RouteConfig['responses'] = {};
    for (const [status, reply] of Object.entries(d.responses)) {
      responses[status] = {
        description: reply.description,
        headers: { ...(limited && RATE_LIMIT_HEADERS), ...reply.headers } as ResponseConfig['headers'],
        ...(reply.schema && {
          content: {
            'application/json': {
              schema: reply.schema,
              ...(reply.example !== undefined && { example: reply.example }),
            },
          },
        }),
        ...(reply.media && {
          content: {
            [reply.media.type]: {
              schema: reply.media.schema as never,
              ...(reply.example !== undefined && { example: reply.example }),
            },
          },
        }),
      };
    }
    const r = d.request ?? {};
    const generic = new Set<number>([431, 500]);
    if (r.query || r.params || r.body) generic.add(400);
    if (keyed) generic.add(401).add(403);
    if (r.body) generic.add(413).add(415);
    if (limited) generic.add(429);
    for (const status of generic) responses[status] = this.genericError(status);
    for (const [status, specific] of Object.entries(d.errors ?? {})) {
      const n = Number(status);
      if (specific.code && errorStatus(specific.code) !== n)
        throw new Error(`${d.operationId}: code ${specific.code} answers ${errorStatus(specific.code)}, not ${n}`);
      const description = generic.has(n) ? `${GENERIC[n]} Also: ${specific.description}` : specific.description;
      // A route's own error comes after the key and the rate limit, so it carries the counts; a generic one may come
      // before them (no key, a request Node refuses) and documents no such header.
      responses[status] = this.errorResponse(
        n,
        description,
        specific.message,
        limited && !generic.has(n),
        specific.retryAfter,
        specific.code,
      );
    }
    const keys = keyed
      ? `**Access**: ${(d.access as readonly string[]).join(', ')} keys (\`x-api-key\`).`
      : '**Access**: public, no key.';
    const accessLine =
      role === 'twin'
        ? `**Access**: public, no key: the sandbox, on synthetic data (the same route as \`${d.method.toUpperCase()} ${d.path.slice('/sandbox'.length)}\`, rate-limited per client IP).`
        : role === 'real'
          ? `${keys} **Sandbox**: also at \`/sandbox${d.path}\` without a key, on synthetic data.`
          : keys;
    this.registry.registerPath({
      method: d.method,
      path: d.path,
      operationId: d.operationId,
      summary: role === 'twin' ? `Sandbox: ${d.summary[0]!.toLowerCase()}${d.summary.slice(1)}` : d.summary,
      description: [d.description, accessLine].filter(Boolean).join('\n\n'),
      tags: [d.tag],
      ...(d.deprecated && { deprecated: true }),
      security: keyed ? [{ ApiKey: [] }] : [],
      servers: d.rootOnly ? [ROOT_SERVER] : REAL_SERVERS,
      'x-access': keyed ? [...(d.access as readonly string[])] : ['public'],
      ...(role === 'twin' && { 'x-sandbox': true }),
      request: {
        ...(r.query && { query: r.query }),
        ...(r.params && { params: r.params }),
        ...(r.body && {
          body: {
            required: r.bodyRequired ?? true,
            content: {
              'application/json': { schema: r.body, ...(r.bodyExample !== undefined && { example: r.bodyExample }) },
            },
          },
        }),
      },
      responses,
    });
  }

  private errorResponse(
    status: number,
    description: string,
    message?: string,
    counted = false,
    retryAfter = status === 429,
    code?: ApiErrorCode,
  ) {
    const schema = status === 400 ? ref('schemas', 'ValidationError') : ref('schemas', 'Error');
    const example = message === undefined ? ERROR_EXAMPLES[status] : errorBody(code ?? DEFAULT_CODE[status]!, message);
    return {
      description,
      headers: {
        ...((counted || status === 429) && RATE_LIMIT_HEADERS),
        ...(retryAfter && { 'Retry-After': ref('headers', 'Retry-After') }),
      },
      content: { 'application/json': { schema, example } },
    };
  }

  document(
    info: { title: string; version: string; description: string },
    servers: { url: string; description: string }[],
    tags: { name: string; description: string }[],
  ) {
    this.registry.register('ValidationError', validationErrorSchema);
    this.registry.register('Error', errorSchema);
    return new OpenApiGeneratorV31(this.registry.definitions).generateDocument({
      openapi: '3.1.0',
      info: { ...info, license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' } },
      servers,
      tags,
    });
  }
}

/** Every route is served at the root; the API's routes under `/v1` too (documentation and metrics are not). */
export const ROOT_SERVER = { url: '/', description: 'This service' };
export const REAL_SERVERS = [ROOT_SERVER, { url: '/v1', description: 'The same route under the /v1 prefix' }];
