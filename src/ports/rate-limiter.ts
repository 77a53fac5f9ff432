/**
 * Request budgets. A scope is one budget per window: `key` per API key id, `sandbox` per client IP on the sandbox,
 * `invalid-key` per client IP for requests whose key was refused (it refuses only refused keys); and one budget of
 * things rather than requests, `redelivery`: webhook messages redelivered per API key id, in a window of its own (an
 * hour).
 */
export type RateScope = 'key' | 'sandbox' | 'invalid-key' | 'redelivery';

export interface RateDecision {
  allowed: boolean;
  /** The budget of the window. */
  limit: number;
  remaining: number;
  /** Milliseconds until the window ends and the budget is whole again. */
  resetMs: number;
}

/**
 * Where the counts are kept: shared in Redis, in this process (no Redis configured), or in this process because Redis
 * is unreachable.
 */
export type RateLimiterStore = 'redis' | 'memory' | 'memory-fallback';

export interface RateLimiter {
  /** The window of the request budgets, in seconds. */
  readonly windowSeconds: number;
  /** Counts one request (or `points` things) of `id` in `scope`; a refusal counts nothing. */
  consume(scope: RateScope, id: string, points?: number): Promise<RateDecision>;
  store(): RateLimiterStore;
  /** Called on every refused request (for a metrics counter). */
  onReject(listener: (scope: RateScope) => void): void;
  close(): Promise<void>;
}
