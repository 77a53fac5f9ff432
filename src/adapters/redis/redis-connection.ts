import { Redis } from 'ioredis';

/**
 * The service's Redis connection for request-path work (rate limits, health). It fails fast instead of queueing
 * while Redis is unreachable (`enableOfflineQueue: false`, no retry per command), so callers fall back at once;
 * ioredis keeps reconnecting in the background and callers watch `ready` / `close` to learn of outages.
 * Resolves once the first connection attempt is settled: connected, or failed (the service then starts in fallback).
 */
export async function openRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  // Without a listener ioredis prints every failed reconnection; outages are reported by their watchers, once.
  redis.on('error', () => undefined);
  await new Promise<void>((resolve) => {
    const settle = () => {
      redis.off('ready', settle).off('close', settle);
      resolve();
    };
    redis.once('ready', settle).once('close', settle);
  });
  return redis;
}
