import type { ClusterSearchEngine } from '../adapters/search-cluster/cluster-search-engine';
import { notFound } from '../domain/errors';
import type { AreaResolver } from '../domain/mobility/mobility-dataset';
import { toSearchDocument, type SearchDocument } from '../domain/search/search-document';
import type { ProfileStore, SyncPosition } from '../ports/profile-store';

/** Every distributed profile as search documents, read page by page in sync order (bounded memory). */
export async function* searchDocuments(profiles: ProfileStore, batchSize = 1000, areas?: AreaResolver): AsyncGenerator<SearchDocument[]> {
  let after: SyncPosition | undefined;
  for (;;) {
    const page = await profiles.listModified({ modifiedAfter: -1, includeRemoved: false, after, offset: 0, limit: batchSize });
    if (page.items.length === 0) return;
    yield page.items.map((p) => toSearchDocument(p, areas)).filter((d): d is SearchDocument => d !== null);
    const last = page.items.at(-1)!;
    after = { modifiedAt: last.modifiedAt, internalId: last.internalId };
  }
}

/** `fpd search-index rebuild`: fills a new index from the store and swaps the alias to it. */
export async function rebuildSearchIndex(cluster: ClusterSearchEngine | null, profiles: ProfileStore, onProgress?: (indexed: number) => void, areas?: AreaResolver) {
  if (!cluster) throw notFound('No search cluster is configured: set OPENSEARCH_URL or ELASTICSEARCH_URL (the embedded engine needs no rebuild)');
  return cluster.rebuild(searchDocuments(profiles, 1000, areas), onProgress);
}
