/**
 * bench/sync: a full synchronisation through HTTP versus the same rows read straight from the store and serialised.
 *
 *   npm run bench:sync -- [profiles=100000] [limit=1000]
 *
 * Seeds N demo profiles through the import into a store (embedded SQLite; MongoDB when MONGODB_URL is set), or reuses
 * the one BENCH_DATA_DIR keeps (bench/support/seeded-store.ts), starts the API server as its own process, and pages
 * GET /freelances with the sync recipe of docs/api.md (cursor), uncompressed (`accept-encoding: identity`), then
 * again with brotli and with gzip (bytes on the wire, the server's CPU for them). Reports
 * profiles per second, the bytes received and a digest of the profiles' bytes (watermarks masked: two runs on the same
 * store compare byte for byte), the server's CPU time and peak RSS (VmHWM), the first, last and slowest page, and, in
 * the same run, the raw read + JSON.parse + JSON.stringify rate of the same rows. Targets: HTTP >= 80% of raw, last
 * page <= 1.5x first, server RSS < 400 MB.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { Agent, request } from 'node:http';
import { demoProfiles } from '../../src/demo/demo-profiles';
import { entryArgs } from '../support/entry';
import { cpuSeconds, peakRssMb } from '../support/proc';
import { seededStore } from '../support/seeded-store';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { rawReader } from './raw-readers';

const N = Number(process.argv[2] ?? 100_000);
const LIMIT = Number(process.argv[3] ?? 1000);
const PORT = 3900 + Math.floor(Math.random() * 90);

/** A GET with the encoding asked; `wire`: the bytes received, `body` the text once decoded. */
function get(
  agent: Agent,
  path: string,
  key: string,
  encoding = 'identity',
): Promise<{ status: number; body: string; wire: number }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: PORT, path, agent, headers: { 'x-api-key': key, 'accept-encoding': encoding } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const wire = Buffer.concat(chunks);
          const used = res.headers['content-encoding'];
          const bytes = used === 'br' ? brotliDecompressSync(wire) : used === 'gzip' ? gunzipSync(wire) : wire;
          resolve({ status: res.statusCode ?? 0, body: bytes.toString('utf8'), wire: wire.length });
        });
      },
    );
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

/**
 * The profiles of a page as they would read for any caller: its `freelances` (not `infos`, whose cursor and mark
 * change with every run), with each tracked link's watermark (sealed afresh for each response) masked.
 */
const listingPart = (body: string) =>
  body.slice(0, body.lastIndexOf(',"infos":')).replace(/(\/t\/)[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\//g, '$1*/');
const fmt = (n: number, d = 0) => n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });

async function main() {
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    DEMO_PROFILES: '0',
    RATE_LIMIT_PER_MINUTE: '1000000',
    LOG_LEVEL: 'warn',
    SANDBOX_PROFILES: '0',
    PORT: String(PORT),
    HOST: '127.0.0.1',
  };
  if (env.MONGODB_URL)
    Object.assign(env, { ID_SECRET: 'i'.repeat(64), EMAIL_HASH_SALT: 's'.repeat(64), TRACKING_SECRET: 't'.repeat(64) });
  const seeded = await seededStore({
    bench: 'sync',
    profiles: N,
    generate: (offset, count) =>
      demoProfiles(count, { seed: 1000 + offset, idPrefix: `bench-${String(offset / 10_000).padStart(3, '0')}-` }),
    env,
    mongodb: true,
  });
  const { config, mongoDb } = seeded;
  const { services: c, internals } = seeded.composition;
  const backend = internals.stores.backend;
  const key = (await c.keys.create({ type: 'client', name: 'bench' })).key;
  let t0: number;

  // One process, built as production runs it or from source (BENCH_RUN; tsx as a loader, not its CLI, which would run
  // the server in a child): its pid is the server's.
  const server: ChildProcess = spawn(process.execPath, entryArgs('src/main.ts'), {
    env: seeded.env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    await waitForServer(agent, key);

    // HTTP: the sync recipe of docs/api.md, cursor paging.
    const pageMs: number[] = [];
    let received = 0;
    let bytes = 0;
    const digest = createHash('sha256');
    let cursor: string | null = null;
    const cpu0 = cpuSeconds(server.pid!);
    t0 = performance.now();
    for (let page = 1; ; page++) {
      const path = `/freelances?modifiedTime=0&page=${page}&limit=${LIMIT}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const p0 = performance.now();
      const res = await get(agent, path, key);
      pageMs.push(performance.now() - p0); // request sent to last byte received: the service's time, not the client's parse
      const body = JSON.parse(res.body) as { freelances: unknown[]; infos: { nextCursor: string | null } };
      if (res.status !== 200) throw new Error(`HTTP ${res.status}: ${res.body.slice(0, 200)}`);
      received += body.freelances.length;
      bytes += Buffer.byteLength(res.body);
      digest.update(listingPart(res.body));
      cursor = body.infos.nextCursor;
      if (!cursor) break;
    }
    const wallMs = performance.now() - t0;
    const httpMs = pageMs.reduce((a, b) => a + b, 0);
    const serverCpu = cpuSeconds(server.pid!) - cpu0;
    if (received !== N) throw new Error(`HTTP sync returned ${received} profiles, expected ${N}`);
    const rss = peakRssMb(server.pid!);

    // The same sync compressed (COMPRESSION, on by default): the bytes on the wire and the server's CPU for them.
    const compressed: { encoding: string; wire: number; cpu: number; ms: number }[] = [];
    for (const encoding of ['br', 'gzip']) {
      let wire = 0;
      let next: string | null = null;
      const c0 = cpuSeconds(server.pid!);
      const w0 = performance.now();
      for (let page = 1; ; page++) {
        const res = await get(
          agent,
          `/freelances?modifiedTime=0&page=${page}&limit=${LIMIT}${next ? `&cursor=${encodeURIComponent(next)}` : ''}`,
          key,
          encoding,
        );
        if (res.status !== 200) throw new Error(`HTTP ${res.status} (${encoding}): ${res.body.slice(0, 200)}`);
        wire += res.wire;
        next = (JSON.parse(res.body) as { infos: { nextCursor: string | null } }).infos.nextCursor;
        if (!next) break;
      }
      compressed.push({ encoding, wire, cpu: cpuSeconds(server.pid!) - c0, ms: performance.now() - w0 });
    }

    // Raw: the same rows in the same order, read straight from the store and serialised, in this process.
    const raw = await rawReader(config, mongoDb ?? '');
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
    console.log(
      `\nbench/sync on ${backend}: ${fmt(N)} profiles, limit=${LIMIT}, ${pageMs.length} pages, node ${process.version}`,
    );
    console.log(
      `HTTP sync      ${fmt(httpRate)} profiles/s  (${fmt(httpMs / 1000, 2)} s in requests, ${fmt(wallMs / 1000, 2)} s with the client's JSON.parse; ${fmt(bytes)} bytes)`,
    );
    console.log(`server CPU     ${fmt(serverCpu, 2)} s for the sync (${fmt((serverCpu / N) * 1e6, 1)} µs a profile)`);
    for (const c of compressed)
      console.log(
        `compressed ${c.encoding.padEnd(5)} ${fmt(c.wire)} bytes on the wire (${fmt((c.wire / bytes) * 100, 1)} % of identity's), server CPU ${fmt(c.cpu, 2)} s (x${fmt(c.cpu / serverCpu, 2)}), ${fmt((N / c.ms) * 1000)} profiles/s with the client's decoding`,
      );
    console.log(
      `listing digest ${digest.digest('hex').slice(0, 32)} (the profiles' bytes, watermarks masked: equal digests, equal responses)`,
    );
    console.log(`raw read+JSON  ${fmt(rawRate)} profiles/s  (${fmt(rawMs / 1000, 2)} s, ${fmt(rawBytes / 1e6, 1)} MB)`);
    console.log(
      `HTTP / raw     ${fmt((httpRate / rawRate) * 100, 1)} %            target >= 80 %   ${ok(httpRate / rawRate >= 0.8)}`,
    );
    console.log(
      `first page     ${fmt(first, 1)} ms; last full page ${fmt(lastFull, 1)} ms (x${fmt(lastFull / first, 2)})   target <= 1.5x   ${ok(lastFull / first <= 1.5)}`,
    );
    console.log(
      `last page      ${fmt(last, 1)} ms; slowest page ${fmt(slowest, 1)} ms (page ${pageMs.indexOf(slowest) + 1}); median ${fmt([...pageMs].sort((a, b) => a - b)[Math.floor(pageMs.length / 2)]!, 1)} ms`,
    );
    console.log(`server peak RSS ${fmt(rss, 0)} MB                target < 400 MB  ${ok(rss < 400)}`);
  } finally {
    server.kill('SIGTERM');
    agent.destroy();
    await seeded.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
