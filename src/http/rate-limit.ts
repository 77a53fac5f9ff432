import type { RequestHandler, Response } from 'express';
import { DomainError } from '../domain/errors';
import type { RateDecision, RateLimiter, RateScope } from '../ports/rate-limiter';
import type { ApiKeyService } from '../services/api-key.service';
import { callerIp, presentedKey } from './auth';

const SANDBOX = /^(?:\/v1)?\/sandbox(?:\/|$)/;

const REFUSAL: Record<RateScope, string> = {
  key: 'for this API key',
  sandbox: 'per client address on the sandbox',
  'invalid-key': 'with an invalid API key from this address',
};

/**
 * Budgets of the whole API (README "Rate limits"): the sandbox counts per client IP; a request with a valid key
 * counts against that key's id; a request with a refused key counts against its IP's invalid-key budget, and once
 * that is spent every request with a key from that IP is refused until the window ends, so guesses stay few and
 * a right guess cannot be told from a wrong one. A request without a key is not counted (the route answers 401
 * without any lookup). Every counted response carries the RateLimit-* headers; a refusal is 429 with Retry-After.
 */
export function rateLimits(keys: ApiKeyService, limiter: RateLimiter): RequestHandler {
  return async (req, res, next) => {
    // The API router is mounted under /v1 and at the root: a request that falls through the first is not counted twice.
    if (res.locals.rateCounted) return next();
    res.locals.rateCounted = true;
    const ip = callerIp(req);
    if (SANDBOX.test(req.originalUrl.split('?')[0]!)) return admit(res, limiter, 'sandbox', await limiter.consume('sandbox', ip), next);
    if (!req.get('x-api-key')) return next();
    const [key, guesses] = await Promise.all([presentedKey(req, res, keys), limiter.peek('invalid-key', ip)]);
    if (key && guesses.allowed) return admit(res, limiter, 'key', await limiter.consume('key', key.id), next);
    admit(res, limiter, 'invalid-key', await limiter.consume('invalid-key', ip), next);
  };
}

function admit(res: Response, limiter: RateLimiter, scope: RateScope, d: RateDecision, next: () => void): void {
  const resetSeconds = Math.ceil(d.resetMs / 1000);
  res.set({
    'RateLimit-Policy': `${d.limit};w=${limiter.windowSeconds}`,
    'RateLimit-Limit': String(d.limit),
    'RateLimit-Remaining': String(d.remaining),
    'RateLimit-Reset': String(resetSeconds),
  });
  if (d.allowed) return next();
  const retryAfter = Math.max(1, resetSeconds);
  res.set('Retry-After', String(retryAfter));
  throw new DomainError('rate_limited', `Rate limit exceeded: ${d.limit} requests per ${limiter.windowSeconds} seconds ${REFUSAL[scope]}; retry in ${retryAfter} s`);
}
