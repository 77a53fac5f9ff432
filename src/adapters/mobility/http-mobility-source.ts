import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { MOBILITY_MAX_BYTES, MobilitySourceError, type MobilitySource } from '../../ports/mobility-source';

/**
 * A file on a web server (`https://...`; `http://` too, for a server on a trusted network). Redirects are not
 * followed, the body is capped at MOBILITY_MAX_BYTES and the whole download at `timeoutMs`. Extra certificate
 * authorities come from NODE_EXTRA_CA_CERTS (or `ca`, which the tests use).
 */
export class HttpMobilitySource implements MobilitySource {
  readonly description: string;

  constructor(
    private readonly url: URL,
    private readonly options: { timeoutMs?: number; ca?: string | Buffer } = {},
  ) {
    // Credentials in the URL (user:password@) never appear in responses or logs.
    this.description = `${url.protocol}//${url.host}${url.pathname}`;
  }

  fetch(): Promise<Buffer> {
    return this.send('GET', this.options.timeoutMs ?? 30_000, async (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of res as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > MOBILITY_MAX_BYTES)
          throw new MobilitySourceError(`${this.description} is larger than ${MOBILITY_MAX_BYTES} bytes`);
        chunks.push(chunk);
      }
      return Buffer.concat(chunks);
    });
  }

  async check(): Promise<void> {
    await this.send('HEAD', 3000, async (res) => void res.resume());
  }

  private send<T>(method: 'GET' | 'HEAD', timeoutMs: number, read: (res: IncomingMessage) => Promise<T>): Promise<T> {
    const request = this.url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise<T>((resolve, reject) => {
      const fail = (why: string) => reject(new MobilitySourceError(`${method} ${this.description} failed: ${why}`));
      const req = request(this.url, { method, ca: this.options.ca, signal: AbortSignal.timeout(timeoutMs) }, (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          return fail(`HTTP ${res.statusCode}`);
        }
        read(res).then(resolve, (err: Error) => (err instanceof MobilitySourceError ? reject(err) : fail(err.message)));
      });
      req.on('error', (err: NodeJS.ErrnoException) =>
        fail(err.name === 'AbortError' ? `no answer within ${timeoutMs} ms` : (err.code ?? err.message)),
      );
      req.end();
    });
  }
}
