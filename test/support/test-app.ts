import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Express } from 'express';
import { loadConfig } from '../../src/config/config';
import { createContainer, type ServiceContainer } from '../../src/container';
import { createApp } from '../../src/http/app';

export interface TestClock {
  (): number;
  set(ms: number): void;
  advance(ms: number): void;
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
  clock: TestClock;
  dataDir: string;
  key: { client: string; partner: string; integrator: string; admin: string };
  close(): Promise<void>;
}

/** A fresh embedded service in a temporary DATA_DIR, with one key of each access type and a controllable clock. */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fpd-test-'));
  const clock = testClock();
  const config = loadConfig({ DATA_DIR: dataDir, TRACKING_BASE_URL: 'https://track.fpd.example/t', ...env });
  const c = await createContainer(config, { clock });
  const key = {} as TestApp['key'];
  for (const type of ['client', 'partner', 'integrator', 'admin'] as const) {
    key[type] = (await c.keys.create({ type, name: `test-${type}` })).key;
  }
  return {
    app: createApp(c),
    c,
    clock,
    dataDir,
    key,
    close: async () => {
      await c.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
