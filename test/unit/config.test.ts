import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../../src/config/config';

describe('configuration', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'fpd-config-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('on the embedded default, generates missing secrets once and keeps them in DATA_DIR', () => {
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(second.secrets).toEqual(first.secrets);
    expect(first.secrets.idSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(Object.values(first.secrets)).size).toBe(3);
    const file = join(dir, 'secrets.json');
    expect(JSON.parse(readFileSync(file, 'utf8')).ID_SECRET).toBe(first.secrets.idSecret);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(first.mongodb).toBeNull();
    expect(first.port).toBe(3000);
  });

  it('prefers secrets from the environment', () => {
    const config = loadConfig({ DATA_DIR: dir, ID_SECRET: 'x'.repeat(32) });
    expect(config.secrets.idSecret).toBe('x'.repeat(32));
  });

  it('with MONGODB_URL, requires every secret and names the missing one', () => {
    const base = { DATA_DIR: dir, MONGODB_URL: 'mongodb://127.0.0.1:1/' };
    expect(() => loadConfig(base)).toThrow(new ConfigError('Missing required environment variable ID_SECRET (required when MONGODB_URL is set)'));
    expect(() => loadConfig({ ...base, ID_SECRET: 'i'.repeat(32), EMAIL_HASH_SALT: 's'.repeat(32) })).toThrow(/TRACKING_SECRET/);
    const ok = loadConfig({ ...base, ID_SECRET: 'i'.repeat(32), EMAIL_HASH_SALT: 's'.repeat(32), TRACKING_SECRET: 't'.repeat(32) });
    expect(ok.mongodb).toEqual({ url: 'mongodb://127.0.0.1:1/', dbName: 'fpd' });
  });

  it('names an invalid variable', () => {
    expect(() => loadConfig({ DATA_DIR: dir, PORT: 'eighty' })).toThrow(/^Invalid configuration: PORT /);
    expect(() => loadConfig({ DATA_DIR: dir, ID_SECRET: 'short' })).toThrow(/ID_SECRET must be at least 32 characters|ID_SECRET .*32/);
  });

  it('reads the indexer settings, with defaults, and names an invalid one', () => {
    const defaults = loadConfig({ DATA_DIR: dir });
    expect([defaults.redisUrl, defaults.indexer]).toEqual([null, { queuePrefix: 'fpd', concurrency: 4, attempts: 5, backoffMs: 1000, sweepSeconds: 10, lockMs: 30_000 }]);
    const set = loadConfig({ DATA_DIR: dir, REDIS_URL: 'redis://127.0.0.1:6379', QUEUE_PREFIX: 'fpd-staging', INDEXER_CONCURRENCY: '8', INDEXER_LOCK_MS: '2000' });
    expect(set.redisUrl).toBe('redis://127.0.0.1:6379');
    expect(set.indexer).toMatchObject({ queuePrefix: 'fpd-staging', concurrency: 8, lockMs: 2000 });
    expect(() => loadConfig({ DATA_DIR: dir, INDEXER_CONCURRENCY: '0' })).toThrow(/^Invalid configuration: INDEXER_CONCURRENCY /);
    expect(() => loadConfig({ DATA_DIR: dir, QUEUE_PREFIX: 'a:b' })).toThrow(/^Invalid configuration: QUEUE_PREFIX /);
    expect(() => loadConfig({ DATA_DIR: dir, REDIS_URL: 'localhost' })).toThrow(/^Invalid configuration: REDIS_URL /);
  });
});
