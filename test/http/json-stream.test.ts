import type { AddressInfo } from 'node:net';
import express from 'express';
import { sendJsonList } from '../../src/http/json-stream';

/**
 * sendJsonList must send exactly what res.json sends, whatever the number of chunks. Over a real socket with fetch
 * (these two test routes are not the API's, so they stay out of supertest's OpenAPI contract check).
 */
describe('sendJsonList (streamed listing bodies)', () => {
  const both = async (items: unknown[], rest: object) => {
    const app = express();
    app.get('/json', (_req, res) => void res.json({ freelances: items, ...rest }));
    app.get('/stream', async (_req, res) => sendJsonList(res, 'freelances', items, rest));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const get = async (path: string) => {
        const res = await fetch(base + path);
        return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
      };
      return [await get('/json'), await get('/stream')] as const;
    } finally {
      server.close();
    }
  };

  it.each([
    ['an empty list and no other field', [], {}],
    ['a few items', [{ a: 1 }, { b: 'é"\\' }, null], { infos: { total: 3, nextCursor: null } }],
    [
      'items over many 64k chunks, with accents and emoji',
      Array.from({ length: 3000 }, (_, i) => ({ i, text: `Développeuse ${'x'.repeat(i % 200)} 🚀` })),
      { infos: { page: 2 }, n: 0 },
    ],
  ])('%s: same status, content type and body as res.json', async (_name, items, rest) => {
    const [json, stream] = await both(items, rest);
    expect(stream.status).toBe(200);
    expect(stream.type).toBe(json.type);
    expect(stream.text).toBe(json.text);
    expect(JSON.parse(stream.text)).toEqual({ freelances: items, ...rest });
  });
});
