import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

/**
 * Configuration is read and validated once, from the environment. On the embedded default (no MONGODB_URL) the
 * secrets that are not set are generated once and kept in DATA_DIR/secrets.json; with MONGODB_URL they must be set.
 * Any problem is a ConfigError whose message names the variable; entry points print it on one line and exit.
 */

export class ConfigError extends Error {}

const SECRET_VARS = ['ID_SECRET', 'EMAIL_HASH_SALT', 'TRACKING_SECRET'] as const;
type SecretVar = (typeof SECRET_VARS)[number];

const secret = z.string().min(32, 'must be at least 32 characters');
const optionalUrl = z.url().optional();
const intVar = (def: number, min: number, max: number) => z.coerce.number().int().min(min).max(max).default(def);

const envSchema = z.object({
  PORT: intVar(3000, 0, 65535),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DEMO_PROFILES: intVar(300, 0, 1_000_000),
  MONGODB_URL: optionalUrl,
  MONGODB_DB: z.string().regex(/^[A-Za-z0-9_-]{1,60}$/).default('fpd'),
  ID_SECRET: secret.optional(),
  EMAIL_HASH_SALT: secret.optional(),
  TRACKING_SECRET: secret.optional(),
  FREELANCER_PROXY_DOMAIN: z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'must be a domain name').default('freelancer.fpd-proxy.example'),
  RECRUITER_PROXY_DOMAIN: z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'must be a domain name').default('recruiter.fpd-proxy.example'),
  TRACKING_BASE_URL: optionalUrl,
  SYNC_SAFETY_LAG_SECONDS: intVar(5, 0, 3600),
  TRUST_PROXY: z.string().default('loopback'),
  OPENSEARCH_URL: optionalUrl,
  ELASTICSEARCH_URL: optionalUrl,
  SEARCH_INDEX: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,100}$/, 'must be a lowercase index name').default('fpd-profiles'),
  REDIS_URL: optionalUrl,
  QUEUE_PREFIX: z.string().regex(/^[A-Za-z0-9_-]{1,60}$/, 'must be 1 to 60 letters, digits, _ or -').default('fpd'),
  INDEXER_CONCURRENCY: intVar(4, 1, 64),
  INDEXER_ATTEMPTS: intVar(5, 1, 100),
  INDEXER_BACKOFF_MS: intVar(1000, 10, 3_600_000),
  INDEXER_SWEEP_SECONDS: intVar(10, 1, 3600),
  INDEXER_LOCK_MS: intVar(30_000, 500, 600_000),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  demoProfiles: number;
  mongodb: { url: string; dbName: string } | null;
  secrets: { idSecret: string; emailHashSalt: string; trackingSecret: string };
  freelancerProxyDomain: string;
  recruiterProxyDomain: string;
  trackingBaseUrl: string;
  syncSafetyLagSeconds: number;
  /** Express "trust proxy" setting: which hops may set X-Forwarded-For (tracked links are watermarked with req.ip). */
  trustProxy: string | number | boolean;
  /** The search cluster, when one is configured (OpenSearch wins if both are set); else the embedded engine. */
  searchCluster: { engine: 'opensearch' | 'elasticsearch'; url: string; index: string } | null;
  /** Redis, for the indexer's queues (used only with a search cluster). */
  redisUrl: string | null;
  indexer: IndexerConfig;
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const defined = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(defined);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: ${String(issue.path[0])} ${issue.message}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  const secrets = e.MONGODB_URL ? requireSecrets(e) : embeddedSecrets(e, dataDir);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    demoProfiles: e.DEMO_PROFILES,
    mongodb: e.MONGODB_URL ? { url: e.MONGODB_URL, dbName: e.MONGODB_DB } : null,
    secrets: { idSecret: secrets.ID_SECRET, emailHashSalt: secrets.EMAIL_HASH_SALT, trackingSecret: secrets.TRACKING_SECRET },
    freelancerProxyDomain: e.FREELANCER_PROXY_DOMAIN,
    recruiterProxyDomain: e.RECRUITER_PROXY_DOMAIN,
    trackingBaseUrl: e.TRACKING_BASE_URL ?? `http://localhost:${e.PORT}/t`,
    syncSafetyLagSeconds: e.SYNC_SAFETY_LAG_SECONDS,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    searchCluster: e.OPENSEARCH_URL
      ? { engine: 'opensearch', url: e.OPENSEARCH_URL, index: e.SEARCH_INDEX }
      : e.ELASTICSEARCH_URL
        ? { engine: 'elasticsearch', url: e.ELASTICSEARCH_URL, index: e.SEARCH_INDEX }
        : null,
    redisUrl: e.REDIS_URL ?? null,
    indexer: {
      queuePrefix: e.QUEUE_PREFIX,
      concurrency: e.INDEXER_CONCURRENCY,
      attempts: e.INDEXER_ATTEMPTS,
      backoffMs: e.INDEXER_BACKOFF_MS,
      sweepSeconds: e.INDEXER_SWEEP_SECONDS,
      lockMs: e.INDEXER_LOCK_MS,
    },
  };
}

function requireSecrets(e: z.infer<typeof envSchema>): Record<SecretVar, string> {
  for (const name of SECRET_VARS) {
    if (!e[name]) throw new ConfigError(`Missing required environment variable ${name} (required when MONGODB_URL is set)`);
  }
  return { ID_SECRET: e.ID_SECRET!, EMAIL_HASH_SALT: e.EMAIL_HASH_SALT!, TRACKING_SECRET: e.TRACKING_SECRET! };
}

/** Secrets not given in the environment are generated once and kept in DATA_DIR/secrets.json (mode 0600). */
function embeddedSecrets(e: z.infer<typeof envSchema>, dataDir: string): Record<SecretVar, string> {
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
  if (changed) {
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
