import { Socket } from 'node:net';

/**
 * Real engines for tests. Each engine's URL comes from the environment (MONGODB_URL, ...) or, when unset, the
 * address `scripts/engines.sh up` starts it on. Global setup probes them once; a suite that needs an engine that
 * does not answer is skipped locally with a message, and FAILS under CI=true.
 */
export const ENGINES = {
  mongodb: { env: 'MONGODB_URL', fallback: 'mongodb://127.0.0.1:27117/', label: 'MongoDB (FerretDB)' },
  redis: { env: 'REDIS_URL', fallback: 'redis://127.0.0.1:16379', label: 'Redis' },
  opensearch: { env: 'OPENSEARCH_URL', fallback: 'http://127.0.0.1:9280', label: 'OpenSearch' },
  // Elasticsearch 8's integ-test distribution (Maven Central, core modules only), which scripts/engines.sh runs: the
  // profile mappings need nothing more (the service analyses text itself), so every search suite runs on it.
  elasticsearch: { env: 'ELASTICSEARCH_URL', fallback: 'http://127.0.0.1:9290', label: 'Elasticsearch 8' },
  s3: { env: 'S3_ENDPOINT', fallback: 'http://127.0.0.1:19000', label: 'S3 (moto server)' },
  // Three OpenSearch nodes, one URL each (`scripts/engines.sh up opensearch-cluster`); the probe tries the first.
  opensearchCluster: {
    env: 'OPENSEARCH_CLUSTER_URL',
    fallback: 'http://127.0.0.1:9281,http://127.0.0.1:9282,http://127.0.0.1:9283',
    label: 'OpenSearch (three-node cluster)',
  },
} as const;
export type EngineName = keyof typeof ENGINES;

const reachableVar = (name: EngineName) => `FPD_TEST_${name.toUpperCase()}_URL`;

function probe(url: string, timeoutMs = 1500): Promise<boolean> {
  const { hostname, port, protocol } = new URL(url.split(',')[0]!);
  const defaultPort = { 'mongodb:': 27017, 'redis:': 6379, 'http:': 80, 'https:': 443 }[protocol] ?? 80;
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(Number(port || defaultPort), hostname.replace(/^\[|\]$/g, ''), () => done(true));
  });
}

/** Called from jest global setup: records in the environment (inherited by workers) which engines answer. */
export async function probeEngines(): Promise<void> {
  for (const name of Object.keys(ENGINES) as EngineName[]) {
    const url = process.env[ENGINES[name].env] || ENGINES[name].fallback;
    if (url && (await probe(url))) process.env[reachableVar(name)] = url;
  }
}

/** `describe` for a suite that needs a real engine; the callback receives the engine's URL. */
export function describeWithEngine(engine: EngineName, title: string, suite: (url: string) => void): void {
  const url = process.env[reachableVar(engine)];
  if (url) {
    describe(`${title} [${engine}]`, () => suite(url));
    return;
  }
  const { env, label } = ENGINES[engine];
  const why = `${label} is not reachable (${env}${process.env[env] ? `=${process.env[env]}` : ' unset'}); start it with: scripts/engines.sh up`;
  if (process.env.CI === 'true') {
    describe(`${title} [${engine}]`, () => {
      it(`needs ${label}`, () => {
        throw new Error(why);
      });
    });
  } else {
    process.stderr.write(`SKIPPED "${title}": ${why}\n`);
    // Not the suite itself: its body may use the engine's URL as it declares its tests (`new URL(...)`).
    describe.skip(`${title} [${engine}]`, () => {
      it(`needs ${label}`, () => undefined);
    });
  }
}
