import { rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './config/config';
import { createContainer } from './container';

/** Touched after every tick (every second); docker-compose's health check reads its age. Removed when the worker stops. */
export const webhookHealthFile = (queuePrefix: string) => join(tmpdir(), `fpd-webhooks-${queuePrefix}.alive`);

/**
 * `npm run webhooks`: the webhook delivery worker, its own process, with REDIS_URL (without it the API server delivers
 * in-process and this worker is not needed). Several may run: BullMQ gives each endpoint's job to one of them.
 * SIGTERM/SIGINT: finish the deliveries running, then exit.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.redis) throw new ConfigError('The webhook worker needs REDIS_URL (without Redis, the API server delivers webhooks itself)');
  const container = await createContainer(config, { servesRequests: false });
  const alive = webhookHealthFile(config.indexer.queuePrefix);
  writeFileSync(alive, '');
  container.onClose('health file', async () => rmSync(alive, { force: true }));
  await container.webhookDelivery.run(() => {
    const now = new Date();
    utimesSync(alive, now, now);
  });
  container.logger.info(`webhook worker started: ${config.webhooks.concurrency} endpoints at once, queue prefixed ${config.indexer.queuePrefix}`);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    container.logger.info(`webhook worker: ${signal} received: finishing the deliveries running`);
    void container.close().then(() => process.exit(0));
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : `fpd webhook worker failed to start: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
});
