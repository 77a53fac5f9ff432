import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SearchDocument } from '../../domain/search/search-document';
import type { SearchEngine, SearchHits, SearchQuery } from '../../ports/search-engine';
import { compileSearch } from './bool-query';

/** The index definition shared by Elasticsearch and OpenSearch (analyzers that mirror text-analysis.ts). */
export const PROFILE_INDEX_DEFINITION = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'mappings', 'profiles.json'), 'utf8')) as {
  settings: object;
  mappings: object;
};

/** The little both clients must do; elasticsearch-client.ts and opensearch-client.ts adapt each library to it. */
export interface ClusterClient {
  search(index: string, body: object): Promise<{ total: number; ids: string[] }>;
  createIndex(index: string, definition: object): Promise<void>;
  deleteIndex(index: string): Promise<void>;
  /** Bulk operations; returns the items that failed, with their reason. */
  bulk(operations: object[]): Promise<{ id: string; status: number; reason: string }[]>;
  refresh(index: string): Promise<void>;
  close(): Promise<void>;
}

const toSource = (d: SearchDocument) => ({ internalId: d.internalId, ...d.text, skillSlugs: d.skillSlugs, areaKeys: d.areaKeys, seniority: d.seniority, available: d.available, updatedAt: d.updatedAt });

export class ClusterSearchEngine implements SearchEngine {
  constructor(
    readonly name: 'opensearch' | 'elasticsearch',
    private readonly client: ClusterClient,
    readonly index: string,
  ) {}

  async search(query: SearchQuery): Promise<SearchHits> {
    return this.client.search(this.index, compileSearch(query));
  }

  createIndex(index = this.index): Promise<void> {
    return this.client.createIndex(index, PROFILE_INDEX_DEFINITION);
  }

  deleteIndex(index = this.index): Promise<void> {
    return this.client.deleteIndex(index);
  }

  /**
   * Writes documents and removals, versioned by the profile's modification time (external_gte): writing a state
   * twice is harmless and an older state never overwrites a newer one. Returns the operations the engine refused.
   */
  write(changes: { upsert: SearchDocument[]; remove: { internalId: string; version: number }[] }, index = this.index) {
    const ops: object[] = [];
    for (const d of changes.upsert) ops.push({ index: { _index: index, _id: d.internalId, version: d.updatedAt, version_type: 'external_gte' } }, toSource(d));
    for (const r of changes.remove) ops.push({ delete: { _index: index, _id: r.internalId, version: r.version, version_type: 'external_gte' } });
    return ops.length > 0 ? this.client.bulk(ops) : Promise.resolve([]);
  }

  refresh(index = this.index): Promise<void> {
    return this.client.refresh(index);
  }

  close(): Promise<void> {
    return this.client.close();
  }
}
