/**
 * bench/sync: a full synchronisation through HTTP versus the same rows read straight from the store and serialised.
 *
 *   npm run bench:sync -- [profiles=100000] [limit=1000]
 *
 * Seeds N demo profiles into a fresh store (embedded SQLite; MongoDB when MONGODB_URL is set), starts the API server
 * as its own process, and pages GET /freelances with the sync recipe of docs/api.md (cursor). Reports profiles per second, the
 * first, last and slowest page, the server's peak RSS (VmHWM), and, in the same run, the raw read + JSON.stringify
 * rate of the same rows. Targets: HTTP >= 50% of raw, last page <= 1.5x first, server RSS < 400 MB.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config/config';
import { composeService } from '../../src/container';
import { demoProfiles } from '../../src/demo/demo-profiles';
import { rawReader } from './raw-readers';

const N = Number(process.argv[2] ?? 100_000);
const LIMIT = Number(process.argv[3] ?? 1000);
const PORT = 3900 + Math.floor(Math.random() * 90);

function get(agent: Agent, path: string, key: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: PORT, path, agent, headers: { 'x-api-key': key } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function waitForServer(agent: Agent, key: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await get(agent, '/freelances?modifiedTime=0&page=1&limit=1', key)).status === 200) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

const peakRssMb = (pid: number) => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
const fmt = (n: number, d = 0) => n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'fpd-bench-'));
  const mongoDb = `fpd_bench_${Date.now().toString(36)}`;
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    DATA_DIR: dataDir,
    DEMO_PROFILES: '0',
    RATE_LIMIT_PER_MINUTE: '1000000',
    LOG_LEVEL: 'warn',
    SANDBOX_PROFILES: '0',
    PORT: String(PORT),
    HOST: '127.0.0.1',
  };
  if (env.MONGODB_URL) {
    Object.assign(env, { MONGODB_DB: mongoDb, ID_SECRET: 'i'.repeat(64), EMAIL_HASH_SALT: 's'.repeat(64), TRACKING_SECRET: 't'.repeat(64) });
  }
  const config = loadConfig(env);
  const { services: c, internals } = await composeService(config);
  const backend = internals.stores.backend;

  let t0 = performance.now();
  const chunk = 10_000;
  for (let i = 0; i < N; i += chunk) {
    const batch = demoProfiles(Math.min(chunk, N - i), { seed: 1000 + i, idPrefix: `bench-${String(i / chunk).padStart(3, '0')}-` });
    await c.imports.importProfiles(batch);
  }
  const key = (await c.keys.create({ type: 'client', name: 'bench' })).key;
  console.log(`seeded ${fmt(N)} profiles into ${backend} in ${fmt((performance.now() - t0) / 1000, 1)} s`);

  // One process (tsx as a loader, not its CLI, which would run the server in a child): its pid is the server's.
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    await waitForServer(agent, key);

    // HTTP: the sync recipe of docs/api.md, cursor paging.
    const pageMs: number[] = [];
    let received = 0;
    let bytes = 0;
    let cursor: string | null = null;
    t0 = performance.now();
    for (let page = 1; ; page++) {
      const path = `/freelances?modifiedTime=0&page=${page}&limit=${LIMIT}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const p0 = performance.now();
      const res = await get(agent, path, key);
      pageMs.push(performance.now() - p0); // request sent to last byte received: the service's time, not the client's parse
      const body = JSON.parse(res.body) as { freelances: unknown[]; infos: { nextCursor: string | null } };
      if (res.status !== 200) throw new Error(`HTTP ${res.status}: ${res.body.slice(0, 200)}`);
      received += body.freelances.length;
      bytes += res.body.length;
      cursor = body.infos.nextCursor;
      if (!cursor) break;
    }
    const wallMs = performance.now() - t0;
    const httpMs = pageMs.reduce((a, b) => a + b, 0);
    if (received !== N) throw new Error(`HTTP sync returned ${received} profiles, expected ${N}`);
    const rss = peakRssMb(server.pid!);

    // Raw: the same rows in the same order, read straight from the store and serialised, in this process.
    const raw = await rawReader(config, mongoDb);
    t0 = performance.now();
    let rawRows = 0;
    let rawBytes = 0;
    for await (const rows of raw.pages(LIMIT)) {
      rawRows += rows.length;
      rawBytes += JSON.stringify(rows).length;
    }
    const rawMs = performance.now() - t0;
    await raw.close();
    if (rawRows !== N) throw new Error(`raw read returned ${rawRows} rows, expected ${N}`);

    const httpRate = (N / httpMs) * 1000;
    const rawRate = (N / rawMs) * 1000;
    const first = pageMs[0]!;
    const last = pageMs.at(-1)!;
    const fullPages = pageMs.slice(0, N % LIMIT === 0 ? pageMs.length : -1);
    const lastFull = fullPages.at(-1)!;
    const slowest = Math.max(...pageMs);
    const ok = (b: boolean) => (b ? 'PASS' : 'FAIL');
    console.log(`\nbench/sync on ${backend}: ${fmt(N)} profiles, limit=${LIMIT}, ${pageMs.length} pages, node ${process.version}`);
    console.log(`HTTP sync      ${fmt(httpRate)} profiles/s  (${fmt(httpMs / 1000, 2)} s in requests, ${fmt(wallMs / 1000, 2)} s with the client's JSON.parse; ${fmt(bytes / 1e6, 1)} MB)`);
    console.log(`raw read+JSON  ${fmt(rawRate)} profiles/s  (${fmt(rawMs / 1000, 2)} s, ${fmt(rawBytes / 1e6, 1)} MB)`);
    console.log(`HTTP / raw     ${fmt((httpRate / rawRate) * 100, 1)} %            target >= 50 %   ${ok(httpRate / rawRate >= 0.5)}`);
    console.log(`first page     ${fmt(first, 1)} ms; last full page ${fmt(lastFull, 1)} ms (x${fmt(lastFull / first, 2)})   target <= 1.5x   ${ok(lastFull / first <= 1.5)}`);
    console.log(
      `last page      ${fmt(last, 1)} ms; slowest page ${fmt(slowest, 1)} ms (page ${pageMs.indexOf(slowest) + 1}); median ${fmt([...pageMs].sort((a, b) => a - b)[Math.floor(pageMs.length / 2)]!, 1)} ms`,
    );
    console.log(`server peak RSS ${fmt(rss, 0)} MB                target < 400 MB  ${ok(rss < 400)}`);
  } finally {
    server.kill('SIGTERM');
    agent.destroy();
    if (backend === 'mongodb') await (await import('./raw-readers')).dropMongoDb(config, mongoDb);
    await c.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
