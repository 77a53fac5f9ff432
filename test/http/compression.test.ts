import { get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { demoProfiles } from '../../src/demo/demo-profiles';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * A GET to the app listening on loopback, its raw bytes whatever their encoding: node's own client, which decodes
 * nothing (supertest decodes gzip itself, and does not read a compressed stream as it comes).
 */
async function raw(
  app: TestApp['app'],
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    return await new Promise((resolve, reject) => {
      get({ host: '127.0.0.1', port: (server.address() as AddressInfo).port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('compressed responses (COMPRESSION, Accept-Encoding)', () => {
  let t: TestApp;
  afterEach(() => t?.close());

  const syncPage = (encoding?: string) =>
    raw(t.app, '/freelances?modifiedTime=0&page=1&limit=200', {
      'x-api-key': t.key.client,
      ...(encoding && { 'accept-encoding': encoding }),
    });

  it('answers brotli or gzip to a client that accepts it, whose bytes decode to the uncompressed answer, streamed; as it is to one that does not', async () => {
    t = await startTestApp();
    await t.c.imports.importProfiles(demoProfiles(200));
    const plain = await syncPage();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const plainBytes = plain.body;
    expect(plainBytes.length).toBeGreaterThan(100_000);

    const br = await syncPage('br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-length']).toBeUndefined(); // chunked: streamed, not buffered whole
    expect(brotliDecompressSync(br.body).equals(plainBytes)).toBe(true);
    expect(br.body.length).toBeLessThan(plainBytes.length / 4);

    const gzip = await syncPage('gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plainBytes)).toBe(true);
  });

  it('leaves a short answer as it is (under COMPRESSION_MIN_BYTES), and compresses nothing with COMPRESSION=off', async () => {
    t = await startTestApp();
    const health = await raw(t.app, '/health', { 'accept-encoding': 'br' });
    expect(health.headers['content-encoding']).toBeUndefined();
    await t.close();

    t = await startTestApp({ COMPRESSION: 'off' });
    await t.c.imports.importProfiles(demoProfiles(50));
    const page = await syncPage('gzip, br');
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(page.body.toString()).freelances).toHaveLength(50);
  });

  it('refuses a setting it does not know, naming it', async () => {
    await expect(startTestApp({ COMPRESSION: 'yes' })).rejects.toThrow(/COMPRESSION must be on or off/);
    t = undefined as unknown as TestApp;
  });
});
