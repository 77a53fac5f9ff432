/**
 * bench/webhooks: profile changes fanned out to webhook endpoints on loopback.
 *
 *   REDIS_URL=redis://127.0.0.1:16379 npm run bench:webhooks -- [changes=10000] [endpoints=20] [rate=50]
 *   (without REDIS_URL the API server delivers in-process: the bench then starts `src/main.ts` instead of the worker;
 *   BENCH_PROF=DIR writes a CPU profile of the delivering process there)
 *
 * Seeds `changes` profiles into a fresh embedded store, subscribes `endpoints` endpoints of one client key, each an
 * HTTPS receiver of its own on 127.0.0.1 (one self-signed certificate, trusted by the worker through
 * NODE_EXTRA_CA_CERTS) that verifies every signature with the official verifier, starts the delivering process
 * (`src/webhook-worker.ts` with REDIS_URL) and then changes every profile once, `rate` changes a second, in batches of
 * a tenth of a second, through the import service as `fpd import` does. It reports:
 * - events delivered per second (each event reaches every endpoint) and messages per second, from the first change to
 *   the last delivery;
 * - the delay from a change being stored (the write that made it returned) to its delivery: median and p99;
 * - the delivering process's peak RSS (VmHWM);
 * - events lost (a change some endpoint never received) and duplicated (received twice), beside the retries the
 *   delivery logs show. Targets: p99 under 2 s while delivering; none lost; duplicates no more than the retries.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from 'selfsigned';
import { loadConfig } from '../../src/config/config';
import { composeService } from '../../src/container';
import { demoProfiles } from '../../src/demo/demo-profiles';
import { peakRssMb } from '../support/proc';

const CHANGES = Number(process.argv[2] ?? 10_000);
const ENDPOINTS = Number(process.argv[3] ?? 20);
const RATE = Number(process.argv[4] ?? 50);
const ROOT = join(__dirname, '..', '..');

const fmt = (n: number, d = 0) => n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'fpd-bench-webhooks-'));
  const redisUrl = process.env.REDIS_URL;
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    WEBHOOK_ALLOW_INSECURE_URLS: 'true', // the receivers are on loopback
    QUEUE_PREFIX: `fpdbench-webhooks-${process.pid}`,
    REDIS_KEY_PREFIX: `fpdbench-webhooks-${process.pid}:`,
    DEMO_PROFILES: '0',
    SANDBOX_PROFILES: '0',
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
    ...(redisUrl && { REDIS_URL: redisUrl }),
  };
  const config = loadConfig(env);
  const { services: c, internals } = await composeService(config, { servesRequests: false });
  const children: ChildProcess[] = [];
  try {
    // The profiles, stored once before anything is subscribed (so their creation is no event).
    const profiles = demoProfiles(CHANGES, { seed: 17, idPrefix: 'bench-' });
    const t = Date.now();
    await c.imports.importProfiles(profiles);
    console.log(`seeded ${fmt(CHANGES)} profiles in ${fmt((Date.now() - t) / 1000, 1)} s`);

    // Receivers: one HTTPS server per endpoint, verifying every signature, in a process of their own (receivers.ts).
    const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
      keySize: 2048,
      extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
    });
    const caFile = join(dataDir, 'receiver-ca.pem');
    writeFileSync(caFile, pems.cert);
    const receivers = fork(join(__dirname, 'receivers.ts'), [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    children.push(receivers);
    const ask = <T>(msg: object) =>
      new Promise<T>((resolve) => (receivers.once('message', (m) => resolve(m as T)), receivers.send(msg)));
    const { ports } = await ask<{ ports: number[] }>({
      start: { cert: pems.cert, key: pems.private, count: ENDPOINTS },
    });
    // A key has at most 10 endpoints: one client key per 10 (sync clients of their own).
    const keys = [];
    for (let i = 0; i < Math.ceil(ENDPOINTS / 10); i++)
      keys.push((await c.keys.create({ type: 'client', name: `bench ${i}` })).record);
    const secrets: string[] = [];
    for (const [e, port] of ports.entries())
      secrets.push(
        (
          await c.webhooks.create(keys[Math.floor(e / 10)]!, {
            url: `https://127.0.0.1:${port}/hook`,
            types: ['profile.changed', 'profile.removed'],
          })
        ).secret,
      );
    receivers.send({ secrets });
    interface Report {
      unique: number;
      duplicates: number;
      arrivals: Record<string, number[]>;
      messages: number;
      badSignatures: number;
      lastDelivery: number;
    }

    // The delivering process: the worker with Redis, else the API server (which delivers in-process).
    const entry = redisUrl ? 'src/webhook-worker.ts' : 'src/main.ts';
    const child = spawn(
      process.execPath,
      [
        ...(process.env.BENCH_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROF}`] : []),
        '--import',
        'tsx',
        join(ROOT, entry),
      ],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          MONGODB_URL: '',
          OPENSEARCH_URL: '',
          ELASTICSEARCH_URL: '',
          ...env,
          LOG_LEVEL: 'info',
          NODE_EXTRA_CA_CERTS: caFile,
          PORT: '0',
          HOST: '127.0.0.1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    children.push(child);
    let output = '';
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    const ready = redisUrl ? 'webhook worker started' : 'listening on';
    for (let i = 0; !output.includes(ready); i++) {
      if (child.exitCode !== null || i > 600) throw new Error(`${entry} did not start:\n${output}`);
      await sleep(100);
    }
    let peak = peakRssMb(child.pid!);
    const rss = setInterval(() => (peak = Math.max(peak, peakRssMb(child.pid!))), 200);

    // The changes: every profile once (a new title), RATE a second in batches of a tenth of a second.
    const batch = Math.max(1, Math.round(RATE / 10));
    const storedAt = new Map<string, number>(); // meta.id -> when the write that changed it returned
    const started = Date.now();
    for (let i = 0; i < CHANGES; i += batch) {
      const due = started + (i / RATE) * 1000;
      if (due > Date.now()) await sleep(due - Date.now());
      const changing = profiles.slice(i, i + batch);
      await c.imports.importProfiles(
        changing.map((p) => ({ ...p, basics: { ...p.basics, label: `${p.basics.label} (bench)` } })),
      );
      const at = Date.now();
      for (const p of changing) storedAt.set(internals.distributor.publicId(p.meta.id), at);
    }
    const changed = Date.now();
    console.log(
      `changed ${fmt(CHANGES)} profiles in ${fmt((changed - started) / 1000, 1)} s (${fmt(CHANGES / ((changed - started) / 1000))}/s asked ${fmt(RATE)}/s)`,
    );
    const expected = CHANGES * ENDPOINTS;
    // Until every endpoint has received everything, or nothing waits any more in the store (what is left then is
    // lost), or 10 minutes. Meanwhile only a count is asked for: the whole report (every arrival time) is megabytes
    // the receivers would serialise while deliveries wait for their answers.
    const progress = () => ask<{ unique: number }>({ progress: true });
    for (const deadline = Date.now() + 600_000; (await progress()).unique < expected && Date.now() < deadline;) {
      await sleep(300);
      if ((await internals.stores.webhooks.endpointsWithWork(Number.MAX_SAFE_INTEGER)).length === 0) {
        await sleep(1000);
        break;
      }
    }
    const report = await ask<Report>({ report: true });
    clearInterval(rss);
    peak = Math.max(peak, peakRssMb(child.pid!));

    const endpointIds = (await Promise.all(keys.map((k) => c.webhooks.list(k)))).flat().map((e) => e.id);
    let attempts = 0;
    let logged = 0;
    let retriedEvents = 0;
    for (const id of endpointIds) {
      for (let before: string | null = null; ;) {
        const page = await internals.stores.webhooks.listMessages(id, before, 1000);
        for (const m of page) {
          attempts += m.attempts;
          logged++;
          retriedEvents += Math.max(0, m.attempts - 1) * m.eventCount;
        }
        if (page.length < 1000) break;
        before = page.at(-1)!.id;
      }
    }
    const { duplicates, arrivals, messages, badSignatures, lastDelivery } = report;
    const delays = Object.entries(arrivals).flatMap(([id, times]) => times.map((t) => t - storedAt.get(id)!));
    const lost = expected - report.unique;
    delays.sort((a, b) => a - b);
    const seconds = (lastDelivery - started) / 1000;
    const rows: [string, string][] = [
      ['store / queue', `sqlite / ${redisUrl ? 'BullMQ (Redis), worker process' : 'in-process (API server)'}`],
      ['changes x endpoints', `${fmt(CHANGES)} x ${ENDPOINTS} = ${fmt(expected)} events`],
      ['change rate asked', `${fmt(RATE)}/s`],
      ['events delivered per second', fmt(delays.length / seconds)],
      [
        'messages per second',
        `${fmt(messages / seconds)} (${fmt(delays.length / Math.max(1, messages), 1)} events a message)`,
      ],
      ['delay stored -> delivered, median', `${fmt(quantile(delays, 0.5))} ms`],
      ['delay stored -> delivered, p99', `${fmt(quantile(delays, 0.99))} ms`],
      ['delay stored -> delivered, max', `${fmt(delays.at(-1) ?? 0)} ms`],
      ['delivering process peak RSS', `${fmt(peak)} MB`],
      ['lost / duplicated events', `${fmt(lost)} / ${fmt(duplicates)}`],
      [
        'messages in the logs / attempts (retries, events in them)',
        `${fmt(logged)} / ${fmt(attempts)} (${fmt(attempts - logged)}, ${fmt(retriedEvents)})`,
      ],
      ['bad signatures', fmt(badSignatures)],
    ];
    const failures = new Map<string, number>();
    for (const m of output.matchAll(/message msg_\S+ failed \(([^)]*)\)/g))
      failures.set(m[1]!, (failures.get(m[1]!) ?? 0) + 1);
    rows.push(['failed attempts, by cause', [...failures].map(([cause, n]) => `${cause}: ${n}`).join('; ') || 'none']);
    // Runs that stopped on an error of their own (the store refused a write), retried after a second.
    const runFailures = new Map<string, number>();
    for (const m of output.matchAll(/delivering to endpoint \S+ failed: ([^"]*)"/g))
      runFailures.set(m[1]!, (runFailures.get(m[1]!) ?? 0) + 1);
    rows.push([
      'runs that failed, by cause',
      [...runFailures].map(([cause, n]) => `${cause}: ${n}`).join('; ') || 'none',
    ]);
    console.log('');
    console.log('| Measure | Value |\n|---|---|');
    for (const [k, v] of rows) console.log(`| ${k} | ${v} |`);
    const ok = quantile(delays, 0.99) < 2000 && lost === 0 && duplicates <= retriedEvents && badSignatures === 0;
    console.log(
      `\ntargets (p99 < 2 s, nothing lost, duplicates within the retries the logs show): ${ok ? 'met' : 'NOT met'}`,
    );
    process.exitCode = ok ? 0 : 1;
  } finally {
    for (const ch of children) {
      ch.kill('SIGTERM');
      await Promise.race([once(ch, 'exit'), sleep(5000)]);
      if (ch.exitCode === null) ch.kill('SIGKILL');
    }
    if (redisUrl) {
      const IORedis = (await import('ioredis')).default;
      const redis = new IORedis(redisUrl);
      const keys = await redis.keys(`${env.QUEUE_PREFIX}:*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    }
    await c.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
