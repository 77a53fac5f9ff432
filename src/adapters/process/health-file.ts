import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A worker's liveness file: written after each unit of work, whose age docker-compose's health check reads
 * (docker-compose*.yml). Named after the worker and the queues' prefix, so workers of other deployments (or other
 * users) on one machine each have their own; removed when the worker stops (workers of one deployment on one host
 * share it: the next tick of the one still running writes it again).
 */
export function healthFile(
  worker: 'indexer' | 'webhooks',
  queuePrefix: string,
): { path: string; touch(): void; remove(): void } {
  const path = join(tmpdir(), `fpd-${worker}-${queuePrefix}.alive`);
  return {
    path,
    // Written anew, not only touched: another worker of the same queues on this host may have removed it.
    touch: () => writeFileSync(path, ''),
    remove: () => rmSync(path, { force: true }),
  };
}
