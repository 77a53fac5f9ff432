import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An HTTP proxy in front of a real search cluster that holds bulk writes for `bulkDelayMs` before forwarding them:
 * an indexing job then stays running long enough for a test to stop its worker in the middle of it, however fast the
 * cluster is. A held request whose client went away (the worker was killed) is dropped, never forwarded.
 */
export class SlowCluster {
  bulkDelayMs = 0;
  private server: Server | null = null;

  constructor(private readonly target: URL) {}

  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  async listen(): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      let gone = false;
      res.on('close', () => void (gone = !res.writableEnded));
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const forward = () => {
          if (gone) return;
          const upstream = request(
            {
              host: this.target.hostname,
              port: this.target.port,
              method: req.method,
              path: req.url,
              headers: { ...req.headers, host: this.target.host },
            },
            (answer) => {
              res.writeHead(answer.statusCode ?? 502, answer.headers);
              answer.pipe(res);
            },
          );
          upstream.on('error', () => res.destroy());
          upstream.end(Buffer.concat(chunks));
        };
        if (this.bulkDelayMs > 0 && req.url?.includes('_bulk')) setTimeout(forward, this.bulkDelayMs);
        else forward();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this.url;
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
