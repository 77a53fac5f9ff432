import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
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
    expect(new Set([first.secrets.idSecret, first.secrets.emailHashSalt, first.secrets.trackingSecret]).size).toBe(3);
    expect(first.secrets.previousTrackingSecret).toBeNull(); // only ever set by the operator, for a rotation
    const file = join(dir, 'secrets.json');
    expect(JSON.parse(readFileSync(file, 'utf8')).ID_SECRET).toBe(first.secrets.idSecret);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(first.mongodb).toBeNull();
    expect(first.port).toBe(3000);
  });

  it('keeps the store in the installation’s data directory unless DATA_DIR says otherwise, whatever the working directory', () => {
    const here = process.cwd();
    const elsewhere = mkdtempSync(join(tmpdir(), 'fpd-cwd-'));
    try {
      process.chdir(elsewhere);
      // persistSecrets: false writes nothing, not even the default directory's secrets.json
      expect(loadConfig({}, { persistSecrets: false }).dataDir).toBe(join(__dirname, '..', '..', 'data'));
      expect(loadConfig({ DATA_DIR: 'mine' }, { persistSecrets: false }).dataDir).toBe(
        join(realpathSync(elsewhere), 'mine'),
      );
      expect(existsSync(join(elsewhere, 'mine'))).toBe(false);
    } finally {
      process.chdir(here);
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  it('prefers secrets from the environment', () => {
    const config = loadConfig({ DATA_DIR: dir, ID_SECRET: 'x'.repeat(32) });
    expect(config.secrets.idSecret).toBe('x'.repeat(32));
  });

  it('with MONGODB_URL, requires every secret and names the missing one', () => {
    const base = { DATA_DIR: dir, MONGODB_URL: 'mongodb://127.0.0.1:1/' };
    expect(() => loadConfig(base)).toThrow(
      new ConfigError('Missing required environment variable ID_SECRET (required when MONGODB_URL is set)'),
    );
    expect(() => loadConfig({ ...base, ID_SECRET: 'i'.repeat(32), EMAIL_HASH_SALT: 's'.repeat(32) })).toThrow(
      /TRACKING_SECRET/,
    );
    const ok = loadConfig({
      ...base,
      ID_SECRET: 'i'.repeat(32),
      EMAIL_HASH_SALT: 's'.repeat(32),
      TRACKING_SECRET: 't'.repeat(32),
    });
    expect(ok.mongodb).toEqual({ url: 'mongodb://127.0.0.1:1/', dbName: 'fpd' });
  });

  it('names an invalid variable', () => {
    expect(() => loadConfig({ DATA_DIR: dir, PORT: 'eighty' })).toThrow(
      new ConfigError('Invalid configuration: PORT must be a whole number from 0 to 65535'),
    );
    expect(() => loadConfig({ DATA_DIR: dir, PORT: '65536' })).toThrow('PORT must be a whole number from 0 to 65535');
    expect(() => loadConfig({ DATA_DIR: dir, ID_SECRET: 'short' })).toThrow(
      /ID_SECRET must be at least 32 characters|ID_SECRET .*32/,
    );
  });

  it('rate limits: 120 per key per minute by default, Redis only with REDIS_URL, each variable checked', () => {
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.rateLimit).toEqual({ perKey: 120, sandboxPerIp: 30, invalidKeyPerIp: 10, windowSeconds: 60 });
    expect(config.redis).toBeNull();
    expect(config.healthCheckTimeoutMs).toBe(1000);
    expect(loadConfig({ DATA_DIR: dir, REDIS_URL: 'redis://127.0.0.1:6379' }).redis).toEqual({
      url: 'redis://127.0.0.1:6379',
      keyPrefix: 'fpd:',
    });
    expect(() => loadConfig({ DATA_DIR: dir, RATE_LIMIT_PER_MINUTE: '0' })).toThrow(
      /^Invalid configuration: RATE_LIMIT_PER_MINUTE /,
    );
    expect(() => loadConfig({ DATA_DIR: dir, REDIS_URL: 'not a url' })).toThrow(/^Invalid configuration: REDIS_URL /);
    expect(() => loadConfig({ DATA_DIR: dir, REDIS_KEY_PREFIX: 'has space' })).toThrow(
      /^Invalid configuration: REDIS_KEY_PREFIX /,
    );
  });

  it('reads the logging, metrics and shutdown settings', () => {
    expect(loadConfig({ DATA_DIR: dir })).toMatchObject({
      log: { level: 'info', format: 'auto', production: false },
      metricsPort: null,
      shutdownTimeoutMs: 10_000,
    });
    const set = loadConfig({
      DATA_DIR: dir,
      LOG_LEVEL: 'debug',
      LOG_FORMAT: 'json',
      NODE_ENV: 'production',
      METRICS_PORT: '9464',
      SHUTDOWN_TIMEOUT_MS: '2500',
    });
    expect(set).toMatchObject({
      log: { level: 'debug', format: 'json', production: true },
      metricsPort: 9464,
      shutdownTimeoutMs: 2500,
    });
    expect(() => loadConfig({ DATA_DIR: dir, LOG_FORMAT: 'xml' })).toThrow(
      'Invalid configuration: LOG_FORMAT must be one of auto, json, pretty',
    );
    expect(() => loadConfig({ DATA_DIR: dir, METRICS_PORT: '0' })).toThrow(/^Invalid configuration: METRICS_PORT /);
    expect(() => loadConfig({ DATA_DIR: dir, SHUTDOWN_TIMEOUT_MS: '-1' })).toThrow(
      /^Invalid configuration: SHUTDOWN_TIMEOUT_MS /,
    );
  });

  it('reads the indexer settings, with defaults, and names an invalid one', () => {
    const defaults = loadConfig({ DATA_DIR: dir });
    expect([defaults.redis, defaults.indexer]).toEqual([
      null,
      { queuePrefix: 'fpd', concurrency: 4, attempts: 5, backoffMs: 1000, sweepSeconds: 10, lockMs: 30_000 },
    ]);
    const set = loadConfig({
      DATA_DIR: dir,
      REDIS_URL: 'redis://127.0.0.1:6379',
      QUEUE_PREFIX: 'fpd-staging',
      INDEXER_CONCURRENCY: '8',
      INDEXER_LOCK_MS: '2000',
    });
    expect(set.redis?.url).toBe('redis://127.0.0.1:6379');
    expect(set.indexer).toMatchObject({ queuePrefix: 'fpd-staging', concurrency: 8, lockMs: 2000 });
    expect(() => loadConfig({ DATA_DIR: dir, INDEXER_CONCURRENCY: '0' })).toThrow(
      /^Invalid configuration: INDEXER_CONCURRENCY /,
    );
    expect(() => loadConfig({ DATA_DIR: dir, QUEUE_PREFIX: 'a:b' })).toThrow(/^Invalid configuration: QUEUE_PREFIX /);
    expect(() => loadConfig({ DATA_DIR: dir, REDIS_URL: 'localhost' })).toThrow(/^Invalid configuration: REDIS_URL /);
  });

  it('runs embedded searches on one thread per CPU, 1 to 4, unless SQLITE_SEARCH_THREADS says otherwise', () => {
    expect(loadConfig({ DATA_DIR: dir }).sqliteSearchThreads).toBe(Math.min(4, availableParallelism()));
    expect(loadConfig({ DATA_DIR: dir, SQLITE_SEARCH_THREADS: '0' }).sqliteSearchThreads).toBe(0);
    expect(loadConfig({ DATA_DIR: dir, SQLITE_SEARCH_THREADS: '8' }).sqliteSearchThreads).toBe(8);
    expect(() => loadConfig({ DATA_DIR: dir, SQLITE_SEARCH_THREADS: '-1' })).toThrow(
      'Invalid configuration: SQLITE_SEARCH_THREADS must be a whole number from 0 to 64',
    );
    expect(() => loadConfig({ DATA_DIR: dir, SQLITE_SEARCH_THREADS: 'all' })).toThrow(
      /^Invalid configuration: SQLITE_SEARCH_THREADS /,
    );
  });

  it('reads the search cluster: one node or several, and the index layout, with production-minded defaults', () => {
    const one = loadConfig({ DATA_DIR: dir, OPENSEARCH_URL: 'http://127.0.0.1:9200' });
    expect(one.searchCluster).toEqual({
      engine: 'opensearch',
      urls: ['http://127.0.0.1:9200'],
      index: 'fpd-profiles',
      searchTimeoutMs: 3000,
      indexSettings: { shards: 1, replicas: '0-1', refreshInterval: '1s' },
    });
    const three = loadConfig({
      DATA_DIR: dir,
      ELASTICSEARCH_URL: 'https://fpd:pw@es1:9200, https://fpd:pw@es2:9200,https://fpd:pw@es3:9200',
      SEARCH_INDEX_SHARDS: '3',
      SEARCH_INDEX_REPLICAS: '2',
      SEARCH_INDEX_REFRESH_INTERVAL: '30s',
    });
    expect(three.searchCluster).toMatchObject({
      engine: 'elasticsearch',
      urls: ['https://fpd:pw@es1:9200', 'https://fpd:pw@es2:9200', 'https://fpd:pw@es3:9200'],
      indexSettings: { shards: 3, replicas: '2', refreshInterval: '30s' },
    });
    expect(
      loadConfig({
        DATA_DIR: dir,
        OPENSEARCH_URL: 'http://a:9200',
        SEARCH_INDEX_REPLICAS: '1-all',
        SEARCH_INDEX_REFRESH_INTERVAL: '-1',
      }).searchCluster!.indexSettings,
    ).toMatchObject({
      replicas: '1-all',
      refreshInterval: '-1',
    });
    expect(() => loadConfig({ DATA_DIR: dir, OPENSEARCH_URL: 'http://a:9200,es2:9200' })).toThrow(
      'Invalid configuration: OPENSEARCH_URL must be an http(s) URL, or several separated by commas',
    );
    expect(() => loadConfig({ DATA_DIR: dir, SEARCH_INDEX_SHARDS: '0' })).toThrow(
      'Invalid configuration: SEARCH_INDEX_SHARDS must be a whole number from 1 to 1024',
    );
    expect(() => loadConfig({ DATA_DIR: dir, SEARCH_INDEX_REPLICAS: 'two' })).toThrow(
      /^Invalid configuration: SEARCH_INDEX_REPLICAS must be a number of replicas \(1\) or a range/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, SEARCH_INDEX_REFRESH_INTERVAL: '1 second' })).toThrow(
      /^Invalid configuration: SEARCH_INDEX_REFRESH_INTERVAL must be a duration/,
    );
  });

  it('takes a MongoDB connection string of several hosts (a replica set), which is no URL', () => {
    const secrets = { ID_SECRET: 'i'.repeat(32), EMAIL_HASH_SALT: 's'.repeat(32), TRACKING_SECRET: 't'.repeat(32) };
    const url = 'mongodb://fpd:pw@m1:27017,m2:27017,m3:27017/fpd?replicaSet=rs0&authSource=admin';
    expect(loadConfig({ DATA_DIR: dir, MONGODB_URL: url, ...secrets }).mongodb).toEqual({ url, dbName: 'fpd' });
    expect(
      loadConfig({ DATA_DIR: dir, MONGODB_URL: 'mongodb+srv://fpd:pw@cluster0.example.net/', ...secrets }).mongodb!.url,
    ).toBe('mongodb+srv://fpd:pw@cluster0.example.net/');
    expect(() => loadConfig({ DATA_DIR: dir, MONGODB_URL: 'http://m1:27017/', ...secrets })).toThrow(
      'Invalid configuration: MONGODB_URL must be a mongodb:// or mongodb+srv:// connection string',
    );
  });

  it('reads any variable from the file NAME_FILE names (a secret), without its final line break; never both', () => {
    const file = (name: string, content: string) => {
      const path = join(dir, name);
      writeFileSync(path, content);
      return path;
    };
    const config = loadConfig({
      DATA_DIR: dir,
      ID_SECRET_FILE: file('id_secret', `${'x'.repeat(40)}\n`),
      REDIS_URL_FILE: file('redis_url', 'redis://:s3cr%40t@redis:6379'),
      PORT_FILE: file('port', '8080\r\n'),
    });
    expect(config.secrets.idSecret).toBe('x'.repeat(40));
    expect(config.redis!.url).toBe('redis://:s3cr%40t@redis:6379');
    expect(config.port).toBe(8080);
    expect(() =>
      loadConfig({ DATA_DIR: dir, ID_SECRET: 'y'.repeat(40), ID_SECRET_FILE: file('id2', 'x'.repeat(40)) }),
    ).toThrow('Invalid configuration: set ID_SECRET or ID_SECRET_FILE, not both');
    expect(() => loadConfig({ DATA_DIR: dir, ID_SECRET_FILE: join(dir, 'missing') })).toThrow(
      `Invalid configuration: ID_SECRET_FILE: cannot read ${join(dir, 'missing')} (ENOENT)`,
    );
    expect(() => loadConfig({ DATA_DIR: dir, ID_SECRET_FILE: file('empty', '\n') })).toThrow(
      `Invalid configuration: ID_SECRET_FILE: ${join(dir, 'empty')} is empty`,
    );
    // read as a value like any other: validated the same way
    expect(() => loadConfig({ DATA_DIR: dir, ID_SECRET_FILE: file('short', 'short\n') })).toThrow(
      'Invalid configuration: ID_SECRET must be at least 32 characters',
    );
  });
});
