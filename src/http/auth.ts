import type { Request, RequestHandler, Response } from 'express';
import { DomainError, forbidden } from '../domain/errors';
import type { AccessType, ApiKeyRecord } from '../domain/keys/api-key';
import { keyOwner, type Owner } from '../domain/keys/owner';
import type { ApiKeyService } from '../services/api-key.service';
import { jsonBody } from './json-body';

/**
 * `x-api-key` authentication and the access table of the spec. Keys are looked up on every request (no cache), so
 * a key created or revoked with the CLI takes effect on the running server at once.
 */
export function requireAccess(keys: ApiKeyService, allowed: readonly AccessType[]): RequestHandler {
  return async (req, res, next) => {
    if (!req.get('x-api-key')) throw new DomainError('unauthenticated', 'Missing x-api-key header');
    const key = await presentedKey(req, res, keys);
    if (!key) throw new DomainError('invalid_key', 'Invalid API key');
    if (!allowed.includes(key.type)) {
      throw forbidden(
        `This route is not open to ${key.type} keys; it needs a key of type ${allowed.join(' or ')}`,
        'wrong_key_type',
      );
    }
    res.locals.apiKey = key;
    next();
  };
}

/**
 * The live key record for the request's `x-api-key` (null when absent or refused), looked up once per request:
 * the rate limiter and `requireAccess` share the answer.
 */
export function presentedKey(req: Request, res: Response, keys: ApiKeyService): Promise<ApiKeyRecord | null> {
  const cached = res.locals.presentedKey as Promise<ApiKeyRecord | null> | undefined;
  if (cached) return cached;
  const presented = req.get('x-api-key');
  const lookup = presented ? keys.authenticate(presented) : Promise.resolve(null);
  res.locals.presentedKey = lookup;
  return lookup;
}

/**
 * Builds the access step of a route from the access types it admits (the spec's table): the caller is admitted
 * first, then the JSON body is read (src/http/json-body.ts), so nothing is parsed for a caller who would be refused.
 */
export type AccessGuard = (allowed: readonly AccessType[]) => RequestHandler;

/** `admit`, then the JSON body, once admitted. */
const thenReadBody =
  (admit: RequestHandler): RequestHandler =>
  (req, res, next) =>
    admit(req, res, (err?: unknown) => (err ? next(err) : jsonBody(req, res, next)));

/** The real API's guard: `x-api-key` checked against the key store. */
export const keyAccess =
  (keys: ApiKeyService): AccessGuard =>
  (allowed) =>
    thenReadBody(requireAccess(keys, allowed));

/** The one caller of the sandbox: every sandbox request acts as it (a partner for search, a client for listings). */
const SANDBOX_CALLER: ApiKeyRecord = {
  id: 'sandbox',
  secretHash: '',
  type: 'client',
  name: 'sandbox',
  slug: 'sandbox',
  integratorSlug: null,
  integrationClientId: null,
  email: null,
  company: null,
  createdAt: 0,
  revokedAt: null,
  expiresAt: null,
  holderId: 'sandbox',
  replaces: null,
  replacedBy: null,
};

/** The sandbox's access step: no key; the request proceeds as the sandbox caller, of the type the route admits. */
export const sandboxAccess: AccessGuard = (allowed) =>
  thenReadBody((_req, res, next) => {
    res.locals.apiKey = { ...SANDBOX_CALLER, type: allowed[0] ?? 'client' };
    next();
  });

export function callerKey(res: Response): ApiKeyRecord {
  return res.locals.apiKey as ApiKeyRecord;
}

/** The partner the authenticated key acts for (routes that admit partner keys only: their access step checked it). */
export function callerOwner(res: Response): Owner {
  const owner = keyOwner(callerKey(res));
  if (!owner) throw new Error('callerOwner: the route admits a key that owns no partner data');
  return owner;
}

/** The caller's address as the tracked-link watermark records it (IPv4-mapped IPv6 shown as IPv4). */
export function callerIp(req: Request): string {
  const ip = req.ip ?? req.socket.remoteAddress ?? 'unknown';
  return ip.startsWith('::ffff:') ? ip.slice(7) : ip;
}

/** Access types of the spec's table. */
export const ACCESS = {
  sync: ['client', 'integrator', 'admin'],
} as const satisfies Record<string, readonly AccessType[]>;
