import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SEARCH_DOCUMENT_VERSION, SEARCH_FIELDS, type SearchDocument } from '../../domain/search/search-document';
import { exactTokens } from '../../domain/search/text-analysis';
import type { IndexRefusal, SearchIndex } from '../../ports/indexer';
import type { ClusterClient } from './cluster-client';

/** The index definition shared by Elasticsearch and OpenSearch (analyzers that mirror text-analysis.ts). */
export const PROFILE_INDEX_DEFINITION = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'mappings', 'profiles.json'), 'utf8')) as {
  settings: object;
  mappings: { _meta: { fpdSearchVersion: number } };
};
if (PROFILE_INDEX_DEFINITION.mappings._meta.fpdSearchVersion !== SEARCH_DOCUMENT_VERSION) {
  throw new Error(`mappings/profiles.json is for search documents version ${PROFILE_INDEX_DEFINITION.mappings._meta.fpdSearchVersion}, the code makes version ${SEARCH_DOCUMENT_VERSION}`);
}

/** The document as the index holds it; `words` (its distinct exact tokens) is the dictionary of typo tolerance. */
const toSource = (d: SearchDocument) => ({
  internalId: d.internalId,
  ...d.text,
  skillSlugs: d.skillSlugs,
  areaKeys: d.areaKeys,
  words: [...new Set(SEARCH_FIELDS.flatMap((f) => exactTokens(d.text[f])))],
  seniority: d.seniority,
  available: d.available,
  updatedAt: d.updatedAt,
});

/**
 * The search cluster's primitives behind the alias `alias` (SEARCH_INDEX): concrete indices created with the profile
 * mappings, versioned bulk writes, the alias moved in one step. The indexer (src/services/search-index.service.ts)
 * orchestrates them; searches go through ClusterSearchEngine on the same client.
 */
export class ClusterSearchIndex implements SearchIndex {
  constructor(
    private readonly client: ClusterClient,
    readonly alias: string,
  ) {}

  createIndex(index: string, options: { filling?: boolean } = {}): Promise<void> {
    const { settings, mappings } = PROFILE_INDEX_DEFINITION;
    return this.client.createIndex(index, { settings: { ...settings, ...(options.filling && { refresh_interval: '-1' }) }, mappings });
  }

  async finishFilling(index: string): Promise<void> {
    await this.client.setRefreshInterval(index, null);
    await this.client.refresh(index);
  }

  deleteIndex(index: string): Promise<void> {
    return this.client.deleteIndex(index);
  }

  /** Versioned by the profile's modification time (external_gte). */
  write(changes: { upsert: SearchDocument[]; remove: { internalId: string; version: number }[] }, index = this.alias): Promise<IndexRefusal[]> {
    const ops: object[] = [];
    for (const d of changes.upsert) ops.push({ index: { _index: index, _id: d.internalId, version: d.updatedAt, version_type: 'external_gte' } }, toSource(d));
    for (const r of changes.remove) ops.push({ delete: { _index: index, _id: r.internalId, version: r.version, version_type: 'external_gte' } });
    return ops.length > 0 ? this.client.bulk(ops) : Promise.resolve([]);
  }

  /** Makes what was written searchable now (tests; an index being filled waits for finishFilling). */
  refresh(index = this.alias): Promise<void> {
    return this.client.refresh(index);
  }

  /**
   * When neither the alias nor an index of that name exists, `${alias}-0` is created with the index definition and the
   * alias pointed to it. Two processes doing this at once end on the same index.
   */
  async ensureAlias(): Promise<void> {
    const alias = this.alias;
    if ((await this.client.aliasTargets(alias)).length > 0 || (await this.client.isConcreteIndex(alias))) return;
    const first = `${alias}-0`;
    if (!(await this.client.isConcreteIndex(first))) {
      await this.createIndex(first).catch(async (err) => {
        if (!(await this.client.isConcreteIndex(first))) throw err; // else another process created it meanwhile
      });
    }
    await this.client.pointAlias(alias, first, []);
  }

  /** `{alias}-{time}`. */
  newIndexName(): string {
    return `${this.alias}-${Date.now()}`;
  }

  servingIndices(): Promise<string[]> {
    return this.client.aliasTargets(this.alias);
  }

  /** A concrete index may carry the alias's name (created before aliases were used): it is replaced too. */
  async swapAlias(index: string): Promise<void> {
    if (await this.client.isConcreteIndex(this.alias)) await this.deleteIndex(this.alias);
    const previous = await this.client.aliasTargets(this.alias);
    await this.client.pointAlias(this.alias, index, previous);
    for (const old of previous) if (old !== index) await this.deleteIndex(old);
  }
}
