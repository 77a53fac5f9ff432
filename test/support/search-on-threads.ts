/**
 * A process for the search-threads test: opens the embedded store of DATA_DIR as the server does (under tsx, so the
 * search threads must load there too), runs the keywords given on the command line on its search threads, prints
 * `{ threads, hits }` as JSON, closes the store and is left to exit by itself: a thread left running would keep it
 * alive.
 */
import { openStores } from '../../src/adapters/open-stores';
import type { SqliteSearchEngine } from '../../src/adapters/sqlite/sqlite-search-engine';
import { loadConfig } from '../../src/config/config';
import { literalKeywords } from '../../src/domain/search/query-expansion';

void (async () => {
  const stores = await openStores(loadConfig());
  const engine = stores.search as SqliteSearchEngine;
  const hits = await Promise.all(
    process.argv.slice(2).map((k) => engine.search({ keywords: literalKeywords(k), offset: 0, limit: 100 })),
  );
  process.stdout.write(`${JSON.stringify({ threads: engine.threadCount, hits })}\n`);
  await stores.close();
})();
