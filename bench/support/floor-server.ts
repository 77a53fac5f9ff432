import http from 'node:http';
import { readFileSync } from 'node:fs';
import { Redis } from 'ioredis';

/**
 * The floor under the service's CPU a search: a bare Node HTTP server (no framework, no logger, no key, no reading)
 * doing a search's I/O and nothing else. For each POST it reads the body (an engine query, as the service compiles
 * it), sends it to the engine at FLOOR_ENGINE_URL on a kept-alive connection and reads the answer, counts the request
 * in Redis as the rate limit does when FLOOR_REDIS_URL is set (one MULTI of INCR and PEXPIRE), and answers with the
 * bytes the service answered for that query (FLOOR_ANSWERS: a JSON object from query body to answer). Started by
 * bench:search, on PORT; its process's CPU a request is the floor row's.
 */
const answers = new Map(Object.entries(JSON.parse(readFileSync(process.env.FLOOR_ANSWERS!, 'utf8')) as object));
const engine = new URL(process.env.FLOOR_ENGINE_URL!);
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const redis = process.env.FLOOR_REDIS_URL ? new Redis(process.env.FLOOR_REDIS_URL) : null;

const read = (stream: http.IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve(Buffer.concat(chunks).toString()));
    stream.on('error', reject);
  });

const search = (path: string, body: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const req = http.request(
      { host: engine.hostname, port: engine.port, path, method: 'POST', agent },
      (res) => void read(res).then(resolve, reject),
    );
    req.setHeader('content-type', 'application/json');
    req.on('error', reject).end(body);
  });

http
  .createServer((req, res) => {
    void (async () => {
      const body = await read(req);
      await redis?.multi().incr('fpd-floor').pexpire('fpd-floor', 60_000).exec();
      JSON.parse(await search(`${req.url!}?filter_path=hits.total,hits.hits._id`, body));
      const answer = answers.get(body);
      res.writeHead(answer ? 200 : 404, { 'content-type': 'application/json; charset=utf-8' });
      res.end(answer ?? '{}');
    })().catch(() => {
      res.writeHead(502).end();
    });
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
