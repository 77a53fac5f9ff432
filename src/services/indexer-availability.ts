import { notConfigured } from '../domain/errors';

/**
 * What a deployment without an indexer says to the commands and routes that drive one (src/services/search-index.service.ts,
 * and the CLI's indexer commands, which load nothing else: src/command-services.ts).
 */
export const NO_CLUSTER =
  'No search cluster is configured: set OPENSEARCH_URL or ELASTICSEARCH_URL (the embedded engine needs no rebuild)';
const NO_INDEXER =
  'The indexer is not configured: it needs REDIS_URL and a search cluster (OPENSEARCH_URL or ELASTICSEARCH_URL)';
/** The embedded default: every write updates its index, so there is no reindex to run. */
const EMBEDDED =
  'The indexer is not configured, and not needed: the embedded engine updates its index at every write, so there is nothing to reindex and no indexing queue or failed job (a search cluster has an indexer: REDIS_URL and OPENSEARCH_URL or ELASTICSEARCH_URL)';

/** Why there are no reindex jobs or queues here: no cluster (the embedded engine needs none), or no Redis beside one. */
export const noIndexerJobs = (hasCluster: boolean) => notConfigured(hasCluster ? NO_INDEXER : EMBEDDED);
