import type { RequestHandler, Response } from 'express';
import { DomainError } from '../domain/errors';
import type { RateDecision, RateLimiter, RateScope } from '../ports/rate-limiter';
import type { ApiKeyService } from '../services/api-key.service';
import { callerIp, presentedKey } from './auth';

const REFUSAL: Record<Exclude<RateScope, 'redelivery'>, string> = {
  key: 'for this API key and its rotations',
  sandbox: 'per client address on the sandbox',
  'invalid-key': 'with an invalid API key from this address',
};

/**
 * The budgets of keyed requests (docs/operations.md, "Rate limits"), run before every route that reads `x-api-key` and
 * before any body is read: a request with a valid key counts against that key's holder (the key and its rotations share
 * one budget: a rotation multiplies nothing), and only against it; a request
 * whose key is refused counts against its client IP's refused-key budget, and once that is spent its refusals are 429
 * instead of
 * 403. That budget never refuses a valid key, so nobody's wrong guesses can lock out the clients who share their
 * address (a NAT, a gateway). A request without a key is not counted: its route answers 401 without any lookup.
 */
export function keyLimits(keys: ApiKeyService, limiter: RateLimiter): RequestHandler {
  return async (req, res, next) => {
    if (!req.get('x-api-key') || counted(res)) return next();
    const key = await presentedKey(req, res, keys);
    if (key) return admit(res, limiter, 'key', await limiter.consume('key', key.holderId), next);
    admit(res, limiter, 'invalid-key', await limiter.consume('invalid-key', callerIp(req)), next);
  };
}

/** The sandbox's budget, per client IP, key or not (the sandbox ignores keys): the sandbox router runs it first. */
export function sandboxLimits(limiter: RateLimiter): RequestHandler {
  return async (req, res, next) => {
    if (counted(res)) return next();
    admit(res, limiter, 'sandbox', await limiter.consume('sandbox', callerIp(req)), next);
  };
}

/**
 * Marks the request counted; true when it already was. The API router is mounted under /v1 and at the root, so a
 * request that falls through the first meets the limits again in the second.
 */
function counted(res: Response): boolean {
  if (res.locals.rateCounted) return true;
  res.locals.rateCounted = true;
  return false;
}

/** The budget of the request's window as counted (what its RateLimit-* headers say): GET /me reports it. */
export interface CountedRate {
  limit: number;
  remaining: number;
  resetSeconds: number;
  windowSeconds: number;
}

/** The request's counted budget, or null when it was not counted. */
export const countedRate = (res: Response): CountedRate | null => (res.locals.rate as CountedRate | undefined) ?? null;

/** Every counted response carries the RateLimit-* headers; a refusal is 429 with Retry-After. */
function admit(
  res: Response,
  limiter: RateLimiter,
  scope: keyof typeof REFUSAL,
  d: RateDecision,
  next: () => void,
): void {
  const resetSeconds = Math.ceil(d.resetMs / 1000);
  res.locals.rate = {
    limit: d.limit,
    remaining: d.remaining,
    resetSeconds,
    windowSeconds: limiter.windowSeconds,
  } satisfies CountedRate;
  res.set({
    'RateLimit-Policy': `${d.limit};w=${limiter.windowSeconds}`,
    'RateLimit-Limit': String(d.limit),
    'RateLimit-Remaining': String(d.remaining),
    'RateLimit-Reset': String(resetSeconds),
  });
  if (d.allowed) return next();
  const retryAfter = Math.max(1, resetSeconds);
  res.set('Retry-After', String(retryAfter));
  throw new DomainError(
    'rate_limited',
    `Rate limit exceeded: ${d.limit} requests per ${limiter.windowSeconds} seconds ${REFUSAL[scope]}; retry in ${retryAfter} s`,
  );
}
