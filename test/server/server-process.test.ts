import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { connect, createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { describeWithEngine } from '../support/engines';

/**
 * The real server, as `npm start` runs it (src/main.ts under tsx), in a child process: configuration errors at start,
 * and a graceful stop on SIGTERM with a request in flight.
 */
const ROOT = join(__dirname, '..', '..');

interface Server {
  child: ChildProcessWithoutNullStreams;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
  /** Resolves with the first stdout line that contains `text`. */
  waitFor: (text: string) => Promise<string>;
}

function startServer(
  env: Record<string, string>,
  [command, args]: [string, string[]] = [process.execPath, ['--import', 'tsx', 'src/main.ts']],
): Server {
  // A clean environment: only what the test sets (an engine URL in the caller's environment must not leak in).
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH!, HOME: process.env.HOME ?? '/tmp', ...env },
  });
  let out = '';
  let err = '';
  const waiters: { text: string; resolve: (line: string) => void }[] = [];
  child.stdout.on('data', (d: Buffer) => {
    out += d.toString();
    for (const w of [...waiters]) {
      const line = out.split('\n').find((l) => l.includes(w.text));
      if (line) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(line);
      }
    }
  });
  child.stderr.on('data', (d: Buffer) => void (err += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    stdout: () => out,
    stderr: () => err,
    exited,
    waitFor: (text) =>
      new Promise((resolve, reject) => {
        const line = out.split('\n').find((l) => l.includes(text));
        if (line) return resolve(line);
        waiters.push({ text, resolve });
        void exited.then((code) =>
          reject(new Error(`server exited (${code}) before printing "${text}":\n${out}\n${err}`)),
        );
      }),
  };
}

/** A port free a moment ago (METRICS_PORT cannot be 0, whose meaning would be "anywhere"). */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const logLines = (out: string) =>
  out
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>);

describe('configuration errors stop the server with one line naming the variable', () => {
  let dataDir: string;
  beforeEach(() => (dataDir = mkdtempSync(join(tmpdir(), 'fpd-server-'))));
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it.each([
    ['an invalid PORT', { PORT: 'eighty' }, /^Invalid configuration: PORT must be a whole number from 0 to 65535$/],
    [
      'a missing secret under MONGODB_URL',
      { MONGODB_URL: 'mongodb://127.0.0.1:1/', EMAIL_HASH_SALT: 's'.repeat(32), TRACKING_SECRET: 't'.repeat(32) },
      /^Missing required environment variable ID_SECRET /,
    ],
    [
      'an unknown LOG_LEVEL',
      { LOG_LEVEL: 'loud' },
      /^Invalid configuration: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent$/,
    ],
  ])('%s', async (_what, env, line) => {
    const server = startServer({ DATA_DIR: dataDir, ...env });
    expect(await server.exited).toBe(1);
    const lines = server.stderr().trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(line);
    expect(server.stdout()).toBe('');
  });
});

describe('graceful shutdown on SIGTERM', () => {
  let dataDir: string;
  let server: Server;
  let port: number;
  let clientKey: string;

  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'fpd-server-'));
  });
  afterEach(async () => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  });

  const start = async (env: Record<string, string> = {}) => {
    server = startServer({
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      DEMO_PROFILES: '5',
      LOG_FORMAT: 'json',
      ...env,
    });
    const listening = JSON.parse(await server.waitFor('"listener":"API"')) as { url: string };
    port = Number(new URL(listening.url).port);
    clientKey = /^\s+client\s+(fpd_\S+)$/m.exec(server.stdout())![1]!;
  };

  const get = (path: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, headers: { 'x-api-key': clientKey }, agent: false }, (res) => {
          let body = '';
          res.on('data', (d: Buffer) => (body += d.toString()));
          res.on('end', () => resolve({ status: res.statusCode!, body }));
        })
        .on('error', reject);
    });

  /**
   * A POST /freelances whose body the client holds back: `Expect: 100-continue` makes the server answer `100 Continue`
   * once it has dispatched the request, so the request is provably in flight before the signal.
   */
  const heldRequest = async (body: string) => {
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/freelances',
      agent: false,
      headers: {
        'x-api-key': clientKey,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        expect: '100-continue',
        'x-request-id': 'in-flight-1',
      },
    });
    const response = new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
      req.on('response', (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body: text, connection: res.headers.connection }));
        res.on('error', reject);
      });
      req.on('error', reject);
    });
    await new Promise<void>((resolve) => req.once('continue', resolve));
    return { send: () => req.end(body), response };
  };

  const refused = () =>
    new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve('connected');
      });
      socket.once('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message));
    });

  it('refuses new connections, finishes the request in flight with 200, closes the store and exits 0', async () => {
    await start();
    const listing = await get('/freelances?modifiedTime=0&page=1&limit=5');
    expect(listing.status).toBe(200);
    const ids = (JSON.parse(listing.body) as { freelances: { meta: { id: string } }[] }).freelances.map(
      (f) => f.meta.id,
    );
    expect(ids).toHaveLength(5);

    const held = await heldRequest(JSON.stringify({ ids }));
    server.child.kill('SIGTERM');
    await server.waitFor('SIGTERM received');
    expect(await refused()).toBe('ECONNREFUSED');

    held.send();
    const res = await held.response;
    expect(res.status).toBe(200);
    expect((JSON.parse(res.body) as { freelances: unknown[] }).freelances).toHaveLength(5);
    expect(await server.exited).toBe(0);

    const logs = logLines(server.stdout());
    const messages = logs.map((l) => l.msg);
    const signal = messages.findIndex((m) => typeof m === 'string' && m.startsWith('SIGTERM received'));
    expect(logs.find((l) => l.requestId === 'in-flight-1')).toMatchObject({
      route: '/freelances',
      method: 'POST',
      status: 200,
    });
    expect(messages.slice(signal)).toEqual([
      expect.stringMatching(
        /^SIGTERM received: no new connections; finishing requests in flight \(at most 10000 ms\)$/,
      ),
      'POST /freelances 200',
      'all 1 requests in flight finished',
      // every client, in reverse order of opening
      'closed job scheduler',
      'closed sandbox',
      'closed webhooks', // before the rate limiter, which redeliveries use
      'closed rate limiter',
      'closed sqlite store',
      'closed mobility source',
      'clients closed; exiting',
    ]);
    expect(server.stderr()).toBe('');
  });

  it('serves GET /metrics without a key on METRICS_PORT only, and closes that listener too', async () => {
    const metricsPort = await freePort();
    await start({ METRICS_PORT: String(metricsPort) });
    await server.waitFor('"listener":"metrics"');
    expect((await get('/freelances?modifiedTime=0&page=1&limit=1')).status).toBe(200);
    const scraped = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port: metricsPort, path: '/metrics', agent: false }, (res) => {
          let body = '';
          res.on('data', (d: Buffer) => (body += d.toString()));
          res.on('end', () => resolve({ status: res.statusCode!, body }));
        })
        .on('error', reject);
    });
    expect(scraped.status).toBe(200);
    expect(scraped.body).toMatch(/^fpd_http_requests_total\{method="GET",route="\/freelances",status="200"\} 1$/m);
    expect(scraped.body).toMatch(/^fpd_process_resident_memory_bytes \d+/m);
    clientKey = '';
    expect((await get('/metrics')).status).toBe(401); // the API's /metrics still needs an admin key
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('`npm start` stops with its server: npm forwards SIGTERM to it (exec, no shell between), no child is left serving', async () => {
    server = startServer({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', DEMO_PROFILES: '0' }, ['npm', ['start']]);
    port = Number(new URL((JSON.parse(await server.waitFor('"listener":"API"')) as { url: string }).url).port);
    clientKey = 'none'; // /health asks for none
    expect((await get('/health')).status).toBe(200);
    server.child.kill('SIGTERM');
    await server.exited;
    await server.waitFor('clients closed; exiting');
    await expect(get('/health')).rejects.toThrow(/ECONNREFUSED/);
  });

  it('writes pretty lines for people with LOG_FORMAT=pretty', async () => {
    server = startServer({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', DEMO_PROFILES: '0', LOG_FORMAT: 'pretty' });
    expect(await server.waitFor('INFO: fpd API listening on http://127.0.0.1:')).toMatch(
      /^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: fpd API listening on http:\S+ \{"listener":"API",/,
    );
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.stdout()).toContain('INFO: clients closed; exiting');
    expect(server.stdout()).not.toMatch(/^\{/m);
  });

  it('cuts what is still running at SHUTDOWN_TIMEOUT_MS, says so, and exits 1', async () => {
    await start({ SHUTDOWN_TIMEOUT_MS: '300' });
    const held = await heldRequest(JSON.stringify({ ids: ['x'] }));
    server.child.kill('SIGTERM');
    await expect(held.response).rejects.toThrow(/socket hang up|ECONNRESET/);
    expect(await server.exited).toBe(1);
    const logs = logLines(server.stdout());
    expect(logs.find((l) => l.cut === 1)).toMatchObject({
      level: 40,
      inFlight: 1,
      msg: '1 requests were still running at the deadline and were cut',
    });
    expect(logs.at(-1)).toMatchObject({ msg: 'clients closed; exiting', exitCode: 1 });
  });
});

describeWithEngine('mongodb', 'graceful shutdown on MongoDB and OpenSearch', (mongoUrl) => {
  const opensearchUrl = process.env.FPD_TEST_OPENSEARCH_URL;
  const dbName = `fpd_test_shutdown_${process.pid}`;
  afterAll(async () => {
    const client = await MongoClient.connect(mongoUrl);
    await client.db(dbName).dropDatabase();
    await client.close();
  });

  it('closes the MongoDB client and the search-cluster client, then exits 0', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fpd-server-'));
    const secrets = { ID_SECRET: 'i'.repeat(40), EMAIL_HASH_SALT: 's'.repeat(40), TRACKING_SECRET: 't'.repeat(40) };
    const cluster: Record<string, string> = opensearchUrl
      ? { OPENSEARCH_URL: opensearchUrl, SEARCH_INDEX: `fpd-test-shutdown-${process.pid}` }
      : {};
    const server = startServer({
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_FORMAT: 'json',
      MONGODB_URL: mongoUrl,
      MONGODB_DB: dbName,
      ...secrets,
      ...cluster,
    });
    try {
      await server.waitFor('"listener":"API"');
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      const closed = logLines(server.stdout())
        .filter((l) => typeof l.client === 'string')
        .map((l) => l.msg);
      // closed in reverse order of opening: the cluster client first, then the store
      expect(closed).toEqual([
        'closed job scheduler',
        'closed sandbox',
        'closed webhooks',
        'closed rate limiter',
        ...(opensearchUrl ? ['closed opensearch client'] : []),
        'closed mongodb store',
        'closed mobility source',
      ]);
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
