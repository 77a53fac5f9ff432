import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { Cron } from 'croner';
import { z } from 'zod';
import { DEFAULT_SEARCH_INDEX_SETTINGS, type SearchIndexSettings } from '../ports/indexer';

/**
 * Configuration is read and validated once, from the environment. On the embedded default (no MONGODB_URL) the
 * secrets that are not set are generated once and kept in DATA_DIR/secrets.json; with MONGODB_URL they must be set.
 * Any problem is a ConfigError whose message names the variable; entry points print it on one line and exit.
 */

export class ConfigError extends Error {}

const SECRET_VARS = ['ID_SECRET', 'EMAIL_HASH_SALT', 'TRACKING_SECRET'] as const;
type SecretVar = (typeof SECRET_VARS)[number];

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const LOG_FORMATS = ['auto', 'json', 'pretty'] as const;

const secret = z.string().min(32, 'must be at least 32 characters');
const optionalUrl = z.url().optional();
const intIn = (min: number, max: number) => {
  const error = () => `must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};
const intVar = (def: number, min: number, max: number) => intIn(min, max).default(def);
/** One URL, or several separated by commas (the nodes of a search cluster). */
const urlList = z
  .string()
  .transform((v) => v.split(',').map((u) => u.trim()))
  .refine(
    (urls) => urls.every((u) => z.url({ protocol: /^https?$/ }).safeParse(u).success),
    'must be an http(s) URL, or several separated by commas',
  )
  .optional();

/**
 * The installation's directory: the one holding this package's package.json (the checkout, or /app in the image),
 * whether this file runs from src/ or from dist/src/.
 */
function installationDir(): string {
  for (let dir = __dirname; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) return resolve(__dirname, '..', '..');
  }
}

/**
 * DATA_DIR when it is set (relative to the working directory), else `data` in the installation's directory: the
 * same store for the server and the CLI, whichever directory they are started from.
 */
export function dataDirOf(env: NodeJS.ProcessEnv = process.env): { dir: string; named: boolean } {
  const given = env.DATA_DIR;
  return given ? { dir: resolve(given), named: true } : { dir: join(installationDir(), 'data'), named: false };
}

const envSchema = z.object({
  PORT: intVar(3000, 0, 65535),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().optional(),
  SQLITE_SEARCH_THREADS: intVar(Math.min(4, Math.max(1, availableParallelism())), 0, 64),
  // Unset: threads for an import into an empty store only, where no line is unchanged (docs/performance.md#import).
  IMPORT_THREADS: intIn(0, 64).optional(),
  DEMO_PROFILES: intVar(300, 0, 1_000_000),
  SANDBOX_PROFILES: intVar(200, 0, 10_000),
  // A connection string may name several hosts (a replica set), which is not a URL.
  MONGODB_URL: z
    .string()
    .regex(/^mongodb(\+srv)?:\/\/[^\s/?#]+(\/\S*)?$/, 'must be a mongodb:// or mongodb+srv:// connection string')
    .optional(),
  MONGODB_DB: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,60}$/)
    .default('fpd'),
  ID_SECRET: secret.optional(),
  EMAIL_HASH_SALT: secret.optional(),
  TRACKING_SECRET: secret.optional(),
  TRACKING_SECRET_PREVIOUS: secret.optional(),
  FREELANCER_PROXY_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'must be a domain name')
    .default('freelancer.fpd-proxy.example'),
  RECRUITER_PROXY_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'must be a domain name')
    .default('recruiter.fpd-proxy.example'),
  TRACKING_BASE_URL: optionalUrl,
  SYNC_SAFETY_LAG_SECONDS: intVar(5, 0, 3600),
  TRUST_PROXY: z.string().default('false'),
  OPENSEARCH_URL: urlList,
  ELASTICSEARCH_URL: urlList,
  SEARCH_INDEX: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]{0,100}$/, 'must be a lowercase index name')
    .default('fpd-profiles'),
  SEARCH_INDEX_SHARDS: intVar(DEFAULT_SEARCH_INDEX_SETTINGS.shards, 1, 1024),
  SEARCH_INDEX_REPLICAS: z
    .string()
    .regex(
      /^(\d{1,2}|\d{1,2}-(\d{1,2}|all))$/,
      'must be a number of replicas (1) or a range that follows the number of nodes (0-1, 1-all)',
    )
    .default(DEFAULT_SEARCH_INDEX_SETTINGS.replicas),
  SEARCH_INDEX_REFRESH_INTERVAL: z
    .string()
    .regex(/^([1-9]\d{0,5}(ms|s|m)|-1)$/, 'must be a duration (500ms, 1s, 30s, 1m) or -1 (no periodic refresh)')
    .default(DEFAULT_SEARCH_INDEX_SETTINGS.refreshInterval),
  SEARCH_VOCABULARY: z.enum(['on', 'off'], { error: () => 'must be on or off' }).default('on'),
  COMPRESSION: z.enum(['on', 'off'], { error: () => 'must be on or off' }).default('on'),
  COMPRESSION_MIN_BYTES: intVar(1024, 0, 1 << 30),
  SEARCH_TIMEOUT_MS: intVar(3000, 50, 60_000),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_.-]{1,60}$/, 'must be 1 to 60 of A-Z a-z 0-9 : _ . -')
    .default('fpd:'),
  RATE_LIMIT_PER_MINUTE: intVar(120, 1, 1_000_000),
  RATE_LIMIT_SANDBOX_PER_MINUTE: intVar(30, 1, 1_000_000),
  RATE_LIMIT_INVALID_KEY_PER_MINUTE: intVar(10, 1, 1_000_000),
  RATE_LIMIT_WINDOW_SECONDS: intVar(60, 1, 86_400),
  HEALTH_CHECK_TIMEOUT_MS: intVar(1000, 50, 60_000),
  MOBILITY_SOURCE_URL: z
    .url({ protocol: /^(s3|https?|file)$/, error: 'must be an s3://bucket/key, https:// or file:// URL' })
    .optional(),
  S3_ENDPOINT: optionalUrl,
  AWS_REGION: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, 'must be a region name (us-east-1)')
    .default('us-east-1'),
  // Read by the AWS SDK's credential chain, not by our code; listed so that they are validated and documented.
  AWS_ACCESS_KEY_ID: z.string().optional(),
  AWS_SECRET_ACCESS_KEY: z.string().optional(),
  MOBILITY_REFRESH_CRON: z
    .string()
    .refine(isCronPattern, 'must be a cron pattern (minute hour day month weekday)')
    .default('0 3 * * *'),
  MOBILITY_REFRESH_TZ: z
    .string()
    .refine(isTimeZone, 'must be an IANA time zone (Europe/Paris)')
    .default('Europe/Paris'),
  NODE_ENV: z.string().optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: () => `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  LOG_FORMAT: z.enum(LOG_FORMATS, { error: () => `must be one of ${LOG_FORMATS.join(', ')}` }).default('auto'),
  METRICS_PORT: intIn(1, 65535).optional(),
  SHUTDOWN_TIMEOUT_MS: intVar(10_000, 0, 600_000),
  QUEUE_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,60}$/, 'must be 1 to 60 letters, digits, _ or -')
    .default('fpd'),
  INDEXER_CONCURRENCY: intVar(4, 1, 64),
  INDEXER_ATTEMPTS: intVar(5, 1, 100),
  INDEXER_BACKOFF_MS: intVar(1000, 10, 3_600_000),
  INDEXER_SWEEP_SECONDS: intVar(10, 1, 3600),
  INDEXER_LOCK_MS: intVar(30_000, 500, 600_000),
  WEBHOOK_ALLOW_INSECURE_URLS: z.enum(['true', 'false'], { error: () => 'must be true or false' }).default('false'),
  WEBHOOK_TIMEOUT_MS: intVar(5000, 100, 30_000),
  WEBHOOK_CONCURRENCY: intVar(16, 1, 256),
});

/** Every environment variable the service reads (test/unit/env-example.test.ts holds .env.example to this list). */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape);

function isCronPattern(pattern: string): boolean {
  try {
    new Cron(pattern, { paused: true }).stop();
    return true;
  } catch {
    return false;
  }
}

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Worker threads that run embedded (SQLite) searches of the DATA_DIR file; 0: on the calling thread. */
  sqliteSearchThreads: number;
  /**
   * Worker threads on which `fpd import` prepares its lines while its own thread writes them (at most the CPUs less
   * one are started, one at least); 0: on its own thread; null (unset): the CPUs less one for an import into a store
   * that holds no profile, none otherwise (the threads prepare every line, even those the store finds unchanged).
   */
  importThreads: number | null;
  demoProfiles: number;
  /** Synthetic profiles of the sandbox (built in memory at start-up); 0 turns the sandbox off. */
  sandboxProfiles: number;
  mongodb: { url: string; dbName: string } | null;
  /**
   * previousTrackingSecret: TRACKING_SECRET_PREVIOUS, the one before a rotation (its links still resolve); null when
   * unset.
   */
  secrets: { idSecret: string; emailHashSalt: string; trackingSecret: string; previousTrackingSecret: string | null };
  freelancerProxyDomain: string;
  recruiterProxyDomain: string;
  trackingBaseUrl: string;
  syncSafetyLagSeconds: number;
  /** Express "trust proxy" setting: which hops may set X-Forwarded-For (tracked links are watermarked with req.ip). */
  trustProxy: string | number | boolean;
  /** The search cluster, when one is configured (OpenSearch wins if both are set); else the embedded engine. */
  searchCluster: {
    engine: 'opensearch' | 'elasticsearch';
    urls: string[];
    index: string;
    searchTimeoutMs: number;
    indexSettings: SearchIndexSettings;
  } | null;
  /** Whether keywords go through the recruiter vocabulary (equivalents, places, typos); off: read word for word. */
  searchVocabulary: boolean;
  /** Responses compressed for clients that accept it (COMPRESSION), from this size up; null: never. */
  compression: { minBytes: number } | null;
  /** Redis, when configured: rate limits shared by every API process (keys written under `keyPrefix`). */
  redis: { url: string; keyPrefix: string } | null;
  /**
   * Budgets per window (RATE_LIMIT_WINDOW_SECONDS, a minute outside tests): per API key, per sandbox IP, per IP for
   * invalid keys.
   */
  rateLimit: { perKey: number; sandboxPerIp: number; invalidKeyPerIp: number; windowSeconds: number };
  /** How long each dependency check of GET /health/dependencies may take. */
  healthCheckTimeoutMs: number;
  /** The mobility dataset: its source (null: the committed file) and the refresh schedule. */
  mobility: {
    sourceUrl: string | null;
    s3Endpoint: string | null;
    s3Region: string;
    refresh: { pattern: string; tz: string };
  };
  /** `auto`: pretty when stdout is a terminal and NODE_ENV is not `production`, JSON lines otherwise. */
  log: { level: (typeof LOG_LEVELS)[number]; format: (typeof LOG_FORMATS)[number]; production: boolean };
  /**
   * A second listener serving only GET /metrics, without a key, for scrapers; null: /metrics on the API (admin keys).
   */
  metricsPort: number | null;
  /** How long a SIGTERM waits for requests in flight before cutting them. */
  shutdownTimeoutMs: number;
  indexer: IndexerConfig;
  webhooks: WebhookConfig;
}

export interface WebhookConfig {
  /** Admits http:// endpoints and loopback addresses (tests and development only; never private or link-local ones). */
  allowInsecureUrls: boolean;
  /** The deadline of one delivery attempt (resolution, connection, request, response). */
  timeoutMs: number;
  /** Endpoints delivered to at once by one process. */
  concurrency: number;
}

export interface IndexerConfig {
  /** Prefix of every BullMQ key in Redis. */
  queuePrefix: string;
  concurrency: number;
  /** Attempts per job, retried with exponential backoff starting at backoffMs. */
  attempts: number;
  backoffMs: number;
  /** How often the worker sweeps the store for changes no job carried. */
  sweepSeconds: number;
  /** A job's lock; a job whose worker died is taken up again after about this long (BullMQ's stalled-job check). */
  lockMs: number;
}

/**
 * `persistSecrets: false`: secrets missing on the embedded default are made up for this process only, and nothing is
 * written to DATA_DIR (the CLI reads the configuration before it knows whether a store is there to open).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, options: { persistSecrets?: boolean } = {}): Config {
  const defined = withFileValues(
    Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== '')),
  );
  const parsed = envSchema.safeParse(defined);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: ${String(issue.path[0])} ${issue.message}`);
  }
  const e = parsed.data;
  const dataDir = dataDirOf({ DATA_DIR: e.DATA_DIR }).dir;
  const secrets = e.MONGODB_URL ? requireSecrets(e) : embeddedSecrets(e, dataDir, options.persistSecrets ?? true);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    sqliteSearchThreads: e.SQLITE_SEARCH_THREADS,
    importThreads: e.IMPORT_THREADS ?? null,
    demoProfiles: e.DEMO_PROFILES,
    sandboxProfiles: e.SANDBOX_PROFILES,
    mongodb: e.MONGODB_URL ? { url: e.MONGODB_URL, dbName: e.MONGODB_DB } : null,
    secrets: {
      idSecret: secrets.ID_SECRET,
      emailHashSalt: secrets.EMAIL_HASH_SALT,
      trackingSecret: secrets.TRACKING_SECRET,
      previousTrackingSecret: e.TRACKING_SECRET_PREVIOUS ?? null,
    },
    freelancerProxyDomain: e.FREELANCER_PROXY_DOMAIN,
    recruiterProxyDomain: e.RECRUITER_PROXY_DOMAIN,
    trackingBaseUrl: e.TRACKING_BASE_URL ?? `http://localhost:${e.PORT}/t`,
    syncSafetyLagSeconds: e.SYNC_SAFETY_LAG_SECONDS,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    searchCluster: searchClusterConfig(e),
    searchVocabulary: e.SEARCH_VOCABULARY === 'on',
    compression: e.COMPRESSION === 'on' ? { minBytes: e.COMPRESSION_MIN_BYTES } : null,
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : null,
    rateLimit: {
      perKey: e.RATE_LIMIT_PER_MINUTE,
      sandboxPerIp: e.RATE_LIMIT_SANDBOX_PER_MINUTE,
      invalidKeyPerIp: e.RATE_LIMIT_INVALID_KEY_PER_MINUTE,
      windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
    },
    healthCheckTimeoutMs: e.HEALTH_CHECK_TIMEOUT_MS,
    mobility: {
      sourceUrl: e.MOBILITY_SOURCE_URL ?? null,
      s3Endpoint: e.S3_ENDPOINT ?? null,
      s3Region: e.AWS_REGION,
      refresh: { pattern: e.MOBILITY_REFRESH_CRON, tz: e.MOBILITY_REFRESH_TZ },
    },
    log: { level: e.LOG_LEVEL, format: e.LOG_FORMAT, production: e.NODE_ENV === 'production' },
    metricsPort: e.METRICS_PORT ?? null,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    indexer: {
      queuePrefix: e.QUEUE_PREFIX,
      concurrency: e.INDEXER_CONCURRENCY,
      attempts: e.INDEXER_ATTEMPTS,
      backoffMs: e.INDEXER_BACKOFF_MS,
      sweepSeconds: e.INDEXER_SWEEP_SECONDS,
      lockMs: e.INDEXER_LOCK_MS,
    },
    webhooks: {
      allowInsecureUrls: e.WEBHOOK_ALLOW_INSECURE_URLS === 'true',
      timeoutMs: e.WEBHOOK_TIMEOUT_MS,
      concurrency: e.WEBHOOK_CONCURRENCY,
    },
  };
}

function searchClusterConfig(e: z.infer<typeof envSchema>): Config['searchCluster'] {
  const urls = e.OPENSEARCH_URL ?? e.ELASTICSEARCH_URL;
  if (!urls) return null;
  return {
    engine: e.OPENSEARCH_URL ? 'opensearch' : 'elasticsearch',
    urls,
    index: e.SEARCH_INDEX,
    searchTimeoutMs: e.SEARCH_TIMEOUT_MS,
    indexSettings: {
      shards: e.SEARCH_INDEX_SHARDS,
      replicas: e.SEARCH_INDEX_REPLICAS,
      refreshInterval: e.SEARCH_INDEX_REFRESH_INTERVAL,
    },
  };
}

/**
 * Any variable may be given as NAME_FILE, the path of a file that holds its value (Docker and Kubernetes secrets):
 * the file's content, without its final line break, becomes NAME. Setting both is an error, and so is a file that
 * cannot be read.
 */
function withFileValues(env: Record<string, string>): Record<string, string> {
  const out = { ...env };
  for (const name of CONFIG_VARIABLES) {
    const path = env[`${name}_FILE`];
    if (path === undefined) continue;
    if (env[name] !== undefined) throw new ConfigError(`Invalid configuration: set ${name} or ${name}_FILE, not both`);
    let value: string;
    try {
      value = readFileSync(path, 'utf8').replace(/\r?\n$/, '');
    } catch (err) {
      throw new ConfigError(
        `Invalid configuration: ${name}_FILE: cannot read ${path} (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`,
      );
    }
    if (value === '') throw new ConfigError(`Invalid configuration: ${name}_FILE: ${path} is empty`);
    out[name] = value;
  }
  return out;
}

function requireSecrets(e: z.infer<typeof envSchema>): Record<SecretVar, string> {
  for (const name of SECRET_VARS) {
    if (!e[name])
      throw new ConfigError(`Missing required environment variable ${name} (required when MONGODB_URL is set)`);
  }
  return { ID_SECRET: e.ID_SECRET!, EMAIL_HASH_SALT: e.EMAIL_HASH_SALT!, TRACKING_SECRET: e.TRACKING_SECRET! };
}

/** Secrets not given in the environment are generated once and kept in DATA_DIR/secrets.json (mode 0600). */
function embeddedSecrets(e: z.infer<typeof envSchema>, dataDir: string, persist: boolean): Record<SecretVar, string> {
  const file = join(dataDir, 'secrets.json');
  let kept: Partial<Record<SecretVar, string>> = {};
  if (existsSync(file)) {
    try {
      kept = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      throw new ConfigError(`Invalid configuration: ${file} is not valid JSON`);
    }
  }
  let changed = false;
  const out = {} as Record<SecretVar, string>;
  for (const name of SECRET_VARS) {
    const value = e[name] ?? kept[name];
    if (value) {
      out[name] = value;
    } else {
      out[name] = kept[name] = randomBytes(32).toString('hex');
      changed = true;
    }
  }
  if (changed && persist) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(kept, null, 2), { mode: 0o600 });
  }
  return out;
}

function parseTrustProxy(value: string): string | number | boolean {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
