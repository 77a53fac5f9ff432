import { ConfigError, loadConfig } from '../src/config/config';
import { createContainer } from '../src/container';
import { DomainError } from '../src/domain/errors';

/** `npm run indexer`: the search indexer worker, its own process. SIGTERM/SIGINT: finish the active jobs, then exit. */
async function main(): Promise<void> {
  const container = await createContainer(loadConfig());
  const worker = await container.startIndexerWorker();
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    container.logger.info(`indexer: ${signal} received: finishing active jobs`);
    void worker
      .close()
      .then(() => container.close())
      .then(() => process.exit(0));
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((err) => {
  console.error(err instanceof ConfigError || err instanceof DomainError ? err.message : `fpd indexer failed to start: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
});
