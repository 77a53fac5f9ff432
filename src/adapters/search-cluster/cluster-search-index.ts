import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_SEARCH_INDEX_SETTINGS, type SearchIndexSettings } from '../../ports/indexer';
import { SEARCH_DOCUMENT_VERSION, SEARCH_FIELDS, type SearchDocument } from '../../domain/search/search-document';
import type { IndexRefusal, SearchIndex } from '../../ports/indexer';
import { refusalReason, type ClusterClient } from './cluster-client';

/**
 * The index definition shared by Elasticsearch and OpenSearch. Its text fields hold token streams analysed by the
 * service (search-document.ts), read with the built-in `whitespace` analyzer, which every distribution has: the
 * cluster splits on spaces and nothing else, so it reads each word as the embedded engine does.
 */
export const PROFILE_INDEX_DEFINITION = JSON.parse(
  readFileSync(join(__dirname, '..', '..', '..', 'mappings', 'profiles.json'), 'utf8'),
) as {
  settings: object;
  mappings: { _meta: { fpdSearchVersion: number } };
};
if (PROFILE_INDEX_DEFINITION.mappings._meta.fpdSearchVersion !== SEARCH_DOCUMENT_VERSION) {
  throw new Error(
    `mappings/profiles.json is for search documents version ${PROFILE_INDEX_DEFINITION.mappings._meta.fpdSearchVersion}, the code makes version ${SEARCH_DOCUMENT_VERSION}`,
  );
}

/**
 * The engine's settings for an index laid out as configured (SEARCH_INDEX_SHARDS, _REPLICAS, _REFRESH_INTERVAL): a
 * range of replicas becomes auto_expand_replicas, which then decides their number.
 */
export function engineIndexSettings(s: SearchIndexSettings): Record<string, unknown> {
  const replicas = /^\d+$/.test(s.replicas)
    ? { number_of_replicas: Number(s.replicas) }
    : { auto_expand_replicas: s.replicas };
  return { number_of_shards: s.shards, ...replicas, refresh_interval: s.refreshInterval };
}

/** The field of a text field's exact tokens (quoted phrases); the field's own name holds its stemmed tokens. */
export const exactField = (field: string) => `${field}_x`;

/** The document as the index holds it; `words` (its distinct exact tokens) is the dictionary of typo tolerance. */
const toSource = (d: SearchDocument) => ({
  internalId: d.internalId,
  ...Object.fromEntries(
    SEARCH_FIELDS.flatMap((f) => [
      [f, d.fields[f].stemmed],
      [exactField(f), d.fields[f].exact],
    ]),
  ),
  keys: d.keys,
  facets: d.facetKeys,
  words: d.words,
  ...(d.rate !== null && { rate: d.rate }),
  ...(d.availableFrom !== null && { availableFrom: d.availableFrom }),
  updatedAt: d.updatedAt,
});

/**
 * The search cluster's primitives behind the alias `alias` (SEARCH_INDEX): concrete indices created with the profile
 * mappings, versioned bulk writes, the alias moved in one step. The indexer (src/services/search-index.service.ts)
 * orchestrates them; searches go through ClusterSearchEngine on the same client.
 */
export class ClusterSearchIndex implements SearchIndex {
  /** Why the cluster refused to create the index at the last attempt (its own words); null when it did not. */
  creationRefused: string | null = null;

  constructor(
    private readonly client: ClusterClient,
    readonly alias: string,
    /** The layout of the indices created here (at first start and at each rebuild). */
    readonly indexSettings: SearchIndexSettings = DEFAULT_SEARCH_INDEX_SETTINGS,
  ) {}

  /** A new index with the mappings and the configured layout; `filling`: no periodic refresh until finishFilling. */
  createIndex(index: string, options: { filling?: boolean } = {}): Promise<void> {
    const { settings, mappings } = PROFILE_INDEX_DEFINITION;
    return this.client.createIndex(index, {
      settings: {
        ...settings,
        ...engineIndexSettings(this.indexSettings),
        ...(options.filling && { refresh_interval: '-1' }),
      },
      mappings,
    });
  }

  /** The configured refresh interval again, and a refresh now. */
  async finishFilling(index: string): Promise<void> {
    await this.client.setRefreshInterval(index, this.indexSettings.refreshInterval);
    await this.client.refresh(index);
  }

  deleteIndex(index: string): Promise<void> {
    return this.client.deleteIndex(index);
  }

  /** Versioned by the profile's modification time (external_gte; external, strictly newer, with `newerOnly`). */
  write(
    changes: { upsert: SearchDocument[]; remove: { internalId: string; version: number }[] },
    index = this.alias,
    options: { newerOnly?: boolean } = {},
  ): Promise<IndexRefusal[]> {
    const version_type = options.newerOnly ? 'external' : 'external_gte';
    const ops: object[] = [];
    for (const d of changes.upsert)
      ops.push({ index: { _index: index, _id: d.internalId, version: d.updatedAt, version_type } }, toSource(d));
    for (const r of changes.remove)
      ops.push({ delete: { _index: index, _id: r.internalId, version: r.version, version_type } });
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
      await this.createIndex(first).catch(async (err: unknown) => {
        if (await this.client.isConcreteIndex(first)) return; // another process created it meanwhile
        this.creationRefused = refusalReason(err);
        throw this.creationRefused === null
          ? err
          : new Error(`the search cluster refused to create the index ${first}: ${this.creationRefused}`);
      });
    }
    this.creationRefused = null;
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
