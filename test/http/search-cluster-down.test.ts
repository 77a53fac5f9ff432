import { once } from 'node:events';
import { createServer, connect, type Server, type Socket } from 'node:net';
import request from 'supertest';
import { CIRCUIT_OPEN_MS, CIRCUIT_OPENS_AFTER } from '../../src/adapters/search-cluster/cluster-search-engine';
import { describeWithEngine } from '../support/engines';
import { freePort } from '../support/private-redis';
import { rawProfile } from '../support/profiles';
import { startTestApp, type TestApp } from '../support/test-app';
import { apiError } from '../support/errors';
import { waitFor } from '../support/indexer';

/**
 * A TCP proxy in front of the real OpenSearch that the test turns into a cluster that refuses connections, one that
 * accepts them and never answers, and back. Searches must answer 503 with a clear body and Retry-After, within the
 * search deadline, the circuit breaker must spare the cluster once it is known down, health must name the cause,
 * and the sync must not notice.
 */
class ClusterProxy {
  mode: 'forward' | 'hang' = 'forward';
  connections = 0;
  /** The next connections answered, each once, by this cluster error (a 500 of its `type`) and closed. */
  failures: { type: string; left: number } = { type: '', left: 0 };
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();

  constructor(
    readonly port: number,
    private readonly target: URL,
  ) {}

  async listen(): Promise<void> {
    this.server = createServer((socket) => {
      this.connections++;
      this.track(socket);
      if (this.mode === 'hang') return; // accepted, never answered
      if (this.failures.left > 0) {
        this.failures.left--;
        const { type } = this.failures;
        socket.once('data', () => {
          const body = JSON.stringify({ error: { type, reason: 'all shards failed', root_cause: [] }, status: 500 });
          socket.end(
            `HTTP/1.1 500 Internal Server Error\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
          );
        });
        return;
      }
      const upstream = this.track(connect(Number(this.target.port), this.target.hostname));
      socket.pipe(upstream).pipe(socket);
    }).listen(this.port, '127.0.0.1');
    await once(this.server, 'listening');
  }

  /** Stops listening and cuts every connection: the next ones are refused. */
  async refuse(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    if (this.server) await new Promise((r) => this.server!.close(r));
    this.server = null;
  }

  /** Cuts the connections open now (kept-alive ones included), so the next requests connect anew. */
  cut(): void {
    for (const s of this.sockets) s.destroy();
  }

  private track(socket: Socket): Socket {
    this.sockets.add(socket);
    socket.on('error', () => undefined).on('close', () => this.sockets.delete(socket));
    return socket;
  }
}

describeWithEngine('opensearch', 'an unreachable search cluster', (opensearchUrl) => {
  let proxy: ClusterProxy;
  let t: TestApp;
  const search = () =>
    request(t.app).post('/partners/search').set('x-api-key', t.key.partner).send({ keywords: 'typescript' });
  const health = () => request(t.app).get('/health/dependencies');
  const syncs = () => request(t.app).get('/freelances?modifiedTime=0&page=1&limit=10').set('x-api-key', t.key.client);

  beforeAll(async () => {
    proxy = new ClusterProxy(await freePort(), new URL(opensearchUrl));
    await proxy.listen();
    t = await startTestApp({
      OPENSEARCH_URL: `http://127.0.0.1:${proxy.port}`,
      SEARCH_INDEX: `fpd-test-down-${process.pid}`,
      SEARCH_TIMEOUT_MS: '300',
      HEALTH_CHECK_TIMEOUT_MS: '2000',
    });
    await t.c.imports.importProfiles([rawProfile('p1')]); // indexed in-process (a cluster and no Redis)
  });
  afterAll(async () => {
    proxy.mode = 'forward';
    await proxy.refuse();
    await proxy.listen();
    await t.internals.searchCluster!.index.deleteIndex(`${t.c.config.searchCluster!.index}*`);
    await t.close();
    await proxy.refuse();
  });

  it('answers 503 with Retry-After while the cluster refuses connections, then refuses at once; health says ECONNREFUSED; sync is unaffected', async () => {
    expect((await search()).status).toBe(200);
    await proxy.refuse();

    for (let i = 0; i < CIRCUIT_OPENS_AFTER; i++) {
      const res = await search();
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe(String(CIRCUIT_OPEN_MS / 1000));
      expect(res.body).toEqual(
        apiError(
          503,
          'unavailable',
          `Search is unavailable: the search cluster did not answer (ECONNREFUSED); retry in ${CIRCUIT_OPEN_MS / 1000} s`,
        ),
      );
    }
    const open = await search(); // the circuit is open: refused without trying the cluster
    expect(open.status).toBe(503);
    expect(open.body.message).toMatch(
      /^Search is unavailable: the search cluster is not answering \(ECONNREFUSED\); retry in \d+ s$/,
    );
    expect(Number(open.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(open.headers['retry-after'])).toBeLessThanOrEqual(CIRCUIT_OPEN_MS / 1000);

    const h = await health();
    expect(h.status).toBe(503);
    expect(h.body.dependencies.search).toMatchObject({ kind: 'opensearch', status: 'down', error: 'ECONNREFUSED' });
    expect((await syncs()).status).toBe(200);
  });

  it('answers 503 within the deadline when the cluster accepts and never answers; the open circuit spares it; it is tried again later', async () => {
    // The cluster is back: once the open circuit of the previous case lets a search through, it closes again.
    await proxy.listen();
    await new Promise((r) => setTimeout(r, CIRCUIT_OPEN_MS));
    expect((await search()).status).toBe(200);
    proxy.mode = 'hang';
    proxy.cut();
    proxy.connections = 0;

    for (let i = 0; i < CIRCUIT_OPENS_AFTER; i++) {
      const res = await search();
      expect(res.status).toBe(503);
      expect(res.body.message).toBe(
        `Search is unavailable: the search cluster did not answer (timeout); retry in ${CIRCUIT_OPEN_MS / 1000} s`,
      );
    }
    const tried = proxy.connections;
    expect(tried).toBeGreaterThanOrEqual(1);
    for (let i = 0; i < 5; i++) expect((await search()).status).toBe(503);
    expect(proxy.connections).toBe(tried); // while open, no search reached the cluster

    const h = await health();
    expect(h.body.dependencies.search).toMatchObject({ status: 'down', error: 'timed out after 2000 ms' });
    expect((await syncs()).status).toBe(200);

    // The cluster answers again: once the circuit lets a search through, searches succeed.
    proxy.mode = 'forward';
    proxy.cut();
    await new Promise((r) => setTimeout(r, CIRCUIT_OPEN_MS));
    const back = await search();
    expect(back.status).toBe(200);
    expect(back.body.infos.total).toBe(1);
  }, 90_000);
});

describeWithEngine('opensearch', 'a shard copy lost mid-search', (opensearchUrl) => {
  let proxy: ClusterProxy;
  let t: TestApp;
  const search = () =>
    request(t.app).post('/partners/search').set('x-api-key', t.key.partner).send({ keywords: 'typescript' });

  beforeAll(async () => {
    proxy = new ClusterProxy(await freePort(), new URL(opensearchUrl));
    await proxy.listen();
    t = await startTestApp({
      OPENSEARCH_URL: `http://127.0.0.1:${proxy.port}`,
      SEARCH_INDEX: `fpd-test-shard-${process.pid}`,
      SEARCH_TIMEOUT_MS: '3000',
    });
    await t.c.imports.importProfiles([rawProfile('p1')]);
  });
  afterAll(async () => {
    proxy.failures.left = 0;
    await t.internals.searchCluster!.index.deleteIndex(`${t.c.config.searchCluster!.index}*`);
    await t.close();
    await proxy.refuse();
  });

  const failNext = (type: string, left: number) => {
    proxy.cut(); // the next request connects anew, to be failed
    proxy.failures = { type, left };
  };

  it('asks again a search a shard could not answer (the cluster answers 500 search_phase_execution_exception when a node leaves mid-search), within the deadline', async () => {
    await waitFor(search, (res) => res.status === 200 && res.body.infos.total === 1, 10_000); // refreshed
    failNext('search_phase_execution_exception', 2);
    const res = await search();
    expect(res.status).toBe(200);
    expect(res.body.infos.total).toBe(1);
    expect(proxy.failures.left).toBe(0); // both failed attempts were made, the third answered
  });

  it('gives up after the retries, and does not ask again a search that failed otherwise', async () => {
    failNext('search_phase_execution_exception', 10);
    const exhausted = await search();
    expect(exhausted.status).toBe(503);
    expect(exhausted.body.message).toBe(
      `Search is unavailable: the search cluster did not answer (HTTP 500 search_phase_execution_exception); retry in ${CIRCUIT_OPEN_MS / 1000} s`,
    );
    expect(proxy.failures.left).toBe(7); // three attempts
    failNext('illegal_state_exception', 10);
    const other = await search();
    expect(other.status).toBe(503);
    expect(other.body.message).toMatch(/\(HTTP 500 illegal_state_exception\)/);
    expect(proxy.failures.left).toBe(9); // one attempt
    proxy.failures.left = 0;
    expect((await search()).status).toBe(200);
  });
});
