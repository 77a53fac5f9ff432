import { loadConfig } from '../src/config/config';
import { composeIndexerWorker } from '../src/container';
import { runProcess } from '../src/entry-point';

/** `npm run indexer`: the search indexer worker, its own process. SIGTERM/SIGINT: finish the active jobs, then exit. */
runProcess('fpd indexer', async () => {
  const composed = await composeIndexerWorker(loadConfig());
  const worker = await composed.startIndexerWorker();
  return {
    stop: async (signal) => {
      composed.logger.info(`indexer: ${signal} received: finishing active jobs`);
      await worker.close();
      await composed.close();
      return 0;
    },
  };
});
