import { Redis } from 'ioredis';
import { consoleLog, type Log } from '../../ports/log';

/**
 * The one way the service connects to Redis, by what the connection is for:
 * - `request`: request-path work (rate limits, health). Fails fast instead of queueing while Redis is unreachable
 *   (`enableOfflineQueue: false`, no retry per command), so callers fall back at once; ioredis reconnects in the
 *   background and callers watch `ready` / `close` to learn of outages.
 * - `producer`: adds jobs (one retry per command); its caller reports failures (IndexerQueue fails fast itself).
 * - `worker`: BullMQ workers, queues and event listeners, whose commands wait through reconnections
 *   (`maxRetriesPerRequest: null`, as BullMQ requires); the first failure of each outage is logged.
 * Without an error listener ioredis prints every failed reconnection: each kind reports outages once, or not at all.
 */
export function redisConnection(url: string, use: 'request' | 'producer' | 'worker', log: Log = consoleLog): Redis {
  const redis =
    use === 'request'
      ? new Redis(url, {
          enableOfflineQueue: false,
          maxRetriesPerRequest: 0,
          connectTimeout: 2000,
          retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
        })
      : new Redis(url, { maxRetriesPerRequest: use === 'worker' ? null : 1 });
  let reported = false;
  redis.on('error', (err) => {
    if (!reported && use === 'worker') log.error(`Redis ${new URL(url).host}: ${err.message}`);
    reported = true;
  });
  redis.on('ready', () => void (reported = false));
  return redis;
}

/**
 * A `request` connection, once its first connection attempt is settled: connected, or failed (callers then start in
 * fallback).
 */
export async function openRedis(url: string): Promise<Redis> {
  const redis = redisConnection(url, 'request');
  await new Promise<void>((resolve) => {
    const settle = () => {
      redis.off('ready', settle).off('close', settle);
      resolve();
    };
    redis.once('ready', settle).once('close', settle);
  });
  return redis;
}
