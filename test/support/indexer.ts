import { Client } from '@opensearch-project/opensearch';
import IORedis from 'ioredis';
import type { ProfileStore } from '../../src/ports/profile-store';
import type { TestApp } from './test-app';

let instances = 0;

/** The environment of an indexer under test: its own queue prefix and index alias, short locks and sweeps. */
export function indexerEnv(
  urls: { redis: string; opensearch: string },
  extra: Record<string, string> = {},
): Record<string, string> {
  const n = `${process.pid}-${instances++}`;
  return {
    REDIS_URL: urls.redis,
    OPENSEARCH_URL: urls.opensearch,
    SEARCH_INDEX: `fpd-test-indexer-${n}`,
    QUEUE_PREFIX: `fpdtest-${n}`,
    INDEXER_LOCK_MS: '2000',
    INDEXER_SWEEP_SECONDS: '2',
    INDEXER_BACKOFF_MS: '50',
    INDEXER_ATTEMPTS: '3',
    SYNC_SAFETY_LAG_SECONDS: '1',
    ...extra,
  };
}

/**
 * What the cluster holds under the alias: id → the version (modification time) indexed. `opensearchUrl`: one node or a
 * comma-separated list.
 */
export async function indexedVersions(opensearchUrl: string, alias: string): Promise<Map<string, number>> {
  const client = new Client({ nodes: opensearchUrl.split(',') });
  try {
    await client.indices.refresh({ index: alias });
    const res = await client.search({
      index: alias,
      body: { size: 10_000, _source: ['updatedAt'], query: { match_all: {} } } as never,
    });
    return new Map(res.body.hits.hits.map((h) => [h._id as string, (h._source as { updatedAt: number }).updatedAt]));
  } finally {
    await client.close();
  }
}

/** What the cluster should hold: every distributed (not removed) profile with its modification time. */
export async function storeVersions(profiles: ProfileStore): Promise<Map<string, number>> {
  const page = await profiles.listProfiles({ status: 'distributed' }, { offset: 0, limit: 10_000 });
  return new Map(page.map((p) => [p.internalId, p.modifiedAt]));
}

const sorted = (m: Map<string, number>) => [...m.entries()].sort(([a], [b]) => a.localeCompare(b));

/** Polls until the index equals the store (ids and versions), then returns both; fails with both after timeoutMs. */
export async function indexEqualsStore(
  opensearchUrl: string,
  alias: string,
  profiles: ProfileStore,
  timeoutMs = 20_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [index, store] = [sorted(await indexedVersions(opensearchUrl, alias)), sorted(await storeVersions(profiles))];
    if (JSON.stringify(index) === JSON.stringify(store) || Date.now() > deadline) return { index, store };
    await new Promise((r) => setTimeout(r, 200));
  }
}

export async function waitFor<T>(probe: () => Promise<T>, done: (v: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (done(v) || Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Deletes the alias's indices and the queue's keys. */
export async function dropIndexer(env: Record<string, string>): Promise<void> {
  const client = new Client({ nodes: env.OPENSEARCH_URL!.split(',') });
  await client.indices.delete({ index: `${env.SEARCH_INDEX}*`, ignore_unavailable: true }).catch(() => undefined);
  await client.close();
  const redis = new IORedis(env.REDIS_URL!);
  const keys = await redis.keys(`${env.QUEUE_PREFIX}:*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
}

/**
 * The environment of a process (CLI, worker, writer) on the same MongoDB database, secrets, queues and alias as `t`.
 */
export function processEnv(t: TestApp, env: Record<string, string>, mongodbUrl: string): Record<string, string> {
  return {
    ...env,
    MONGODB_URL: mongodbUrl,
    MONGODB_DB: t.c.config.mongodb!.dbName,
    ID_SECRET: t.c.config.secrets.idSecret,
    EMAIL_HASH_SALT: t.c.config.secrets.emailHashSalt,
    TRACKING_SECRET: t.c.config.secrets.trackingSecret,
  };
}
