import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Express } from 'express';
import type { DestinationStream } from 'pino';
import { loadConfig } from '../../src/config/config';
import { composeService, type ContainerOptions, type Internals, type ServiceContainer } from '../../src/container';
import { createApp } from '../../src/http/app';
import { createSandbox } from '../../src/sandbox/sandbox';
import type { SearchEngine } from '../../src/ports/search-engine';

export interface TestClock {
  (): number;
  set(ms: number): void;
  advance(ms: number): void;
}

/**
 * A clock that runs with real time from now on; `set` and `advance` move it (webhook tests: real timers, signed
 * timestamps).
 */
export function runningClock(): TestClock {
  let offset = 0;
  const clock = (() => Date.now() + offset) as TestClock;
  clock.set = (ms) => void (offset = ms - Date.now());
  clock.advance = (ms) => void (offset += ms);
  return clock;
}

export function testClock(start = Date.UTC(2026, 10, 1, 9, 0, 0)): TestClock {
  let now = start;
  const clock = (() => now) as TestClock;
  clock.set = (ms) => void (now = ms);
  clock.advance = (ms) => void (now += ms);
  return clock;
}

export interface TestApp {
  app: Express;
  c: ServiceContainer;
  /** What the composition root chose (stores, cluster, queues, keys): for tests to look behind the services. */
  internals: Internals;
  clock: TestClock;
  dataDir: string;
  key: { client: string; partner: string; integrator: string; admin: string };
  close(): Promise<void>;
}

let databases = 0;

/**
 * A fresh service with one key of each access type and a controllable clock: embedded (a temporary DATA_DIR) by
 * default, or on MongoDB in a database of its own when `mongodbUrl` is given (dropped on close). With `sandbox`, the
 * sandbox is built too (SANDBOX_PROFILES synthetic profiles) and served under /sandbox.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  options: {
    mongodbUrl?: string;
    searchEngine?: SearchEngine;
    sandbox?: boolean;
    logDestination?: DestinationStream;
    clock?: TestClock;
    webhooks?: ContainerOptions['webhooks'];
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fpd-test-'));
  const clock = options.clock ?? testClock();
  const mongoDb = `fpd_test_${process.env.JEST_WORKER_ID ?? '0'}_${process.pid}_${databases++}`;
  const mongo = options.mongodbUrl
    ? {
        MONGODB_URL: options.mongodbUrl,
        MONGODB_DB: mongoDb,
        ID_SECRET: 'i'.repeat(40),
        EMAIL_HASH_SALT: 's'.repeat(40),
        TRACKING_SECRET: 't'.repeat(40),
      }
    : {};
  // Rate limits are tested in test/http/rate-limit.test.ts; elsewhere the budget is out of the way. Redis keys
  // (when a test sets REDIS_URL) get a prefix of their own. Request logs only where a test captures them.
  const isolation = {
    RATE_LIMIT_PER_MINUTE: '1000000',
    REDIS_KEY_PREFIX: `fpd_test_${process.pid}_${databases}:`,
    LOG_LEVEL: options.logDestination ? 'info' : 'silent',
  };
  const config = loadConfig({
    DATA_DIR: dataDir,
    TRACKING_BASE_URL: 'https://track.fpd.example/t',
    ...isolation,
    ...mongo,
    ...env,
  });
  const { services: c, internals } = await composeService(config, {
    clock,
    searchEngine: options.searchEngine,
    logDestination: options.logDestination,
    webhooks: options.webhooks,
  });
  const key = {} as TestApp['key'];
  for (const type of ['client', 'partner', 'integrator', 'admin'] as const) {
    key[type] = (await c.keys.create({ type, name: `test-${type}` })).key;
  }
  const sandbox = options.sandbox ? await createSandbox(config) : undefined;
  return {
    app: createApp(c, { sandbox }),
    c,
    internals,
    clock,
    dataDir,
    key,
    close: async () => {
      if (options.mongodbUrl) {
        const { MongoClient } = await import('mongodb');
        const client = await MongoClient.connect(options.mongodbUrl);
        await client.db(mongoDb).dropDatabase();
        await client.close();
      }
      await c.close();
      await sandbox?.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
