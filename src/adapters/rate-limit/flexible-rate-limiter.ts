import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { consoleLog, type Log } from '../../ports/log';
import type { RateDecision, RateLimiter, RateLimiterStore, RateScope } from '../../ports/rate-limiter';

export interface RateLimiterOptions {
  budgets: Record<RateScope, number>;
  windowSeconds: number;
  /** Scopes whose window is not `windowSeconds`. */
  windows?: Partial<Record<RateScope, number>>;
  /** Shared counts in Redis (keys `{keyPrefix}rl:{scope}:{id}`); counts in this process when absent. */
  redis?: { client: Redis; keyPrefix: string };
  log?: Log;
}

/**
 * rate-limiter-flexible, one fixed window per scope. With Redis, every API process shares one budget; while Redis
 * is unreachable each scope falls back to an in-memory limiter of this process (`insuranceLimiter`) and the
 * change is logged once each way. Redis commands are not queued while it is down (see redis-connection.ts), so
 * the fallback answers at once, and the shared counts resume as soon as ioredis has reconnected.
 */
export class FlexibleRateLimiter implements RateLimiter {
  readonly windowSeconds: number;
  private readonly limiters: Record<RateScope, RateLimiterAbstract>;
  private readonly budgets: Record<RateScope, number>;
  private readonly listeners: ((scope: RateScope) => void)[] = [];
  private readonly redis: Redis | null;
  private inFallback = false;
  private closing = false;

  constructor(options: RateLimiterOptions) {
    const log = options.log ?? consoleLog;
    this.windowSeconds = options.windowSeconds;
    this.budgets = options.budgets;
    this.redis = options.redis?.client ?? null;
    const make = (scope: RateScope): RateLimiterAbstract => {
      const common = { points: options.budgets[scope], duration: options.windows?.[scope] ?? options.windowSeconds };
      const memory = new RateLimiterMemory({ ...common, keyPrefix: scope });
      if (!options.redis) return memory;
      return new RateLimiterRedis({
        ...common,
        storeClient: options.redis.client,
        keyPrefix: `${options.redis.keyPrefix}rl:${scope}`,
        rejectIfRedisNotReady: true,
        insuranceLimiter: memory,
      });
    };
    this.limiters = {
      key: make('key'),
      sandbox: make('sandbox'),
      'invalid-key': make('invalid-key'),
      redelivery: make('redelivery'),
    };
    const fallingBack = () => {
      if (this.closing || this.inFallback) return;
      this.inFallback = true;
      log.warn(
        'Redis is unreachable: rate limits are now counted in this process only (in-memory fallback) until it returns',
      );
    };
    if (this.redis && this.redis.status !== 'ready') fallingBack(); // unreachable from the start
    this.redis?.on('close', fallingBack);
    this.redis?.on('ready', () => {
      if (!this.inFallback) return;
      this.inFallback = false;
      log.info('Redis is reachable again: rate limits are shared through Redis');
    });
  }

  async consume(scope: RateScope, id: string, points = 1): Promise<RateDecision> {
    try {
      return this.decision(scope, await this.limiters[scope].consume(id, points), true);
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      for (const listener of this.listeners) listener(scope);
      // The library counts what it refuses. One point refused changes nothing (none was left); several are given back,
      // so that asking for more than is left spends nothing of what is.
      const left = points > 1 ? await this.limiters[scope].reward(id, points).catch(() => err) : err;
      return this.decision(scope, { remainingPoints: left.remainingPoints, msBeforeNext: err.msBeforeNext }, false);
    }
  }

  store(): RateLimiterStore {
    if (!this.redis) return 'memory';
    return this.redis.status === 'ready' ? 'redis' : 'memory-fallback';
  }

  onReject(listener: (scope: RateScope) => void): void {
    this.listeners.push(listener);
  }

  async close(): Promise<void> {
    this.closing = true;
  }

  private decision(
    scope: RateScope,
    res: Pick<RateLimiterRes, 'remainingPoints' | 'msBeforeNext'>,
    allowed: boolean,
  ): RateDecision {
    return {
      allowed,
      limit: this.budgets[scope],
      remaining: Math.max(0, res.remainingPoints),
      resetMs: Math.max(0, res.msBeforeNext),
    };
  }
}
