/**
 * A worker process that dies mid-reindex, for the test of a reindex whose workers die: the real indexer worker, whose
 * store read hangs after the first batch of a reindex, so that the reindex stays active (its index created and
 * named in the job) until the test SIGKILLs the process. It prints "filling" once the reindex is under way.
 */
import { startIndexerWorker } from '../../src/adapters/queue/indexer-worker';
import { loadConfig } from '../../src/config/config';
import { composeService } from '../../src/container';
import type { ProfileStore } from '../../src/ports/profile-store';
import { SearchIndexer } from '../../src/services/search-index.service';

void (async () => {
  const config = loadConfig();
  const { services: c, internals } = await composeService(config);
  const profiles = internals.stores.profiles;
  const hanging: ProfileStore = Object.assign(Object.create(profiles) as ProfileStore, {
    async *scanDistributed(batchSize: number) {
      for await (const batch of profiles.scanDistributed(batchSize)) {
        yield batch;
        process.stdout.write('filling\n');
        await new Promise(() => undefined);
      }
    },
  });
  const indexer = new SearchIndexer(
    hanging,
    internals.searchCluster!.index,
    c.clock,
    config.syncSafetyLagSeconds * 1000,
    internals.indexerQueue!.state,
    c.mobility,
  );
  await startIndexerWorker({
    indexer,
    queue: internals.indexerQueue!,
    redisUrl: config.redis!.url,
    config: config.indexer,
    log: c.logger,
  });
})();
