/**
 * Request budgets. A scope is one budget per window: `key` per API key id, `sandbox` per client IP on the sandbox,
 * `invalid-key` per client IP for requests whose key was refused (it refuses only refused keys).
 */
export type RateScope = 'key' | 'sandbox' | 'invalid-key';

export interface RateDecision {
  allowed: boolean;
  /** The budget of the window. */
  limit: number;
  remaining: number;
  /** Milliseconds until the window ends and the budget is whole again. */
  resetMs: number;
}

/** Where the counts are kept: shared in Redis, in this process (no Redis configured), or in this process because Redis is unreachable. */
export type RateLimiterStore = 'redis' | 'memory' | 'memory-fallback';

export interface RateLimiter {
  /** The window of every budget, in seconds. */
  readonly windowSeconds: number;
  /** Counts one request of `id` in `scope`. */
  consume(scope: RateScope, id: string): Promise<RateDecision>;
  store(): RateLimiterStore;
  /** Called on every refused request (for a metrics counter). */
  onReject(listener: (scope: RateScope) => void): void;
  close(): Promise<void>;
}
