import { ConfigError, loadConfig } from './config/config';
import { composeWebhookWorker } from './container';
import { runProcess } from './entry-point';

/**
 * `npm run webhooks`: the webhook delivery worker (and the saved-search matcher), its own process, with REDIS_URL
 * (without it the API server delivers in-process and this worker is not needed). Several may run: BullMQ gives each
 * endpoint's job to one of them. Its health file is touched after every tick (every second). SIGTERM/SIGINT: finish
 * the deliveries running, then exit.
 */
runProcess('fpd webhook worker', async () => {
  const config = loadConfig();
  if (!config.redis)
    throw new ConfigError(
      'The webhook worker needs REDIS_URL (without Redis, the API server delivers webhooks itself)',
    );
  const worker = await composeWebhookWorker(config);
  await worker.run();
  worker.logger.info(
    `webhook worker started: ${config.webhooks.concurrency} endpoints at once, queue prefixed ${config.indexer.queuePrefix}`,
  );
  return {
    stop: async (signal) => {
      worker.logger.info(`webhook worker: ${signal} received: finishing the deliveries running`);
      await worker.close();
      return 0;
    },
  };
});
