import { once } from 'node:events';
import { createServer, type Server } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { generate } from 'selfsigned';
import { Webhook } from 'standardwebhooks';

/** A name the tests map to 127.0.0.1 through their own resolver (no DNS query leaves the machine). */
export const RECEIVER_HOST = 'hooks.fpd-test.net';

type Answer = number | 'hang' | 'huge' | 'drop-reused';

export interface Received {
  headers: Record<string, string>;
  body: string;
  /** The parsed payload, once the official verifier accepted the signature; null when it did not. */
  payload: { type: string; timestamp: string; data: any } | null;
  /** The secrets (of `secrets`) whose signature the official verifier accepts. */
  verifiedWith: string[];
  at: number;
}

/** A certificate for the receiver's names (127.0.0.1, localhost, RECEIVER_HOST), made when a test starts. */
export async function receiverCertificate(): Promise<{ cert: string; key: string }> {
  const pems = await generate([{ name: 'commonName', value: RECEIVER_HOST }], {
    keySize: 2048,
    extensions: [
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: RECEIVER_HOST },
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  return { cert: pems.cert, key: pems.private };
}

/**
 * A small HTTPS receiver on loopback, as a client would run one: it checks each message's signature with the
 * official verifier (`standardwebhooks`), answers what `respond` says (fail on purpose, 410, redirect, hang, late), counts
 * the requests it holds at once, and can go away and come back on the same port.
 */
export class WebhookReceiver {
  readonly received: Received[] = [];
  /** Secrets to verify with (set them from the subscription's answer). */
  secrets: string[] = [];
  /**
   * The status to answer each request with (`hang`: never answer; `huge`: 200 with a 1 MB body; `drop-reused`: close a
   * kept-alive connection when a second request comes on it, as a server whose idle timeout just expired does). A
   * promise: answered once it settles (a slow receiver).
   */
  respond: (n: number, req: IncomingMessage) => Answer | Promise<Answer> = () => 204;
  /** Requests received and not answered yet (nor cut), and the most there ever were at once. */
  inFlight = 0;
  maxInFlight = 0;
  private readonly perConnection = new WeakMap<Socket, number>();
  requests = 0;
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();

  private constructor(
    readonly tls: { cert: string; key: string },
    public port: number,
  ) {}

  static async start(): Promise<WebhookReceiver> {
    const receiver = new WebhookReceiver(await receiverCertificate(), 0);
    await receiver.listen();
    return receiver;
  }

  get ca(): string {
    return this.tls.cert;
  }

  url(path = '/hooks/fpd', host = RECEIVER_HOST): string {
    return `https://${host}:${this.port}${path}`;
  }

  private async listen(): Promise<void> {
    const server = createServer(this.tls, (req, res) => void this.handle(req, res));
    server.on('connection', (s: Socket) => {
      this.sockets.add(s);
      s.on('close', () => this.sockets.delete(s));
    });
    server.listen(this.port, '127.0.0.1');
    await once(server, 'listening');
    this.port = (server.address() as { port: number }).port;
    this.server = server;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    this.maxInFlight = Math.max(this.maxInFlight, ++this.inFlight);
    // Out of flight once the answer is written (its 'close' may come after the sender's next request has arrived: both
    // can be in one turn of the event loop on a loaded machine), or when the connection is cut.
    let open = true;
    const settled = () => {
      if (open) this.inFlight--;
      open = false;
    };
    res.once('close', settled);
    const writeHead = res.writeHead.bind(res);
    res.writeHead = ((...args: Parameters<ServerResponse['writeHead']>) => {
      settled();
      return writeHead(...args);
    }) as ServerResponse['writeHead'];
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
    const verifiedWith = this.secrets.filter((secret) => {
      try {
        new Webhook(secret).verify(body, headers);
        return true;
      } catch {
        return false;
      }
    });
    const payload = verifiedWith.length > 0 ? (JSON.parse(body) as Received['payload']) : null;
    const n = ++this.requests;
    this.received.push({ headers, body, payload, verifiedWith, at: Date.now() });
    const answer = await this.respond(n, req);
    if (answer === 'hang') return;
    const onConnection = (this.perConnection.get(req.socket) ?? 0) + 1;
    this.perConnection.set(req.socket, onConnection);
    if (answer === 'drop-reused') {
      if (onConnection > 1) {
        req.socket.destroy();
        return;
      }
      res.writeHead(204).end();
      return;
    }
    if (answer === 'huge') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('x'.repeat(1 << 20));
      return;
    }
    if (answer >= 300 && answer < 400) res.setHeader('location', 'https://127.0.0.1:1/elsewhere');
    res.writeHead(answer).end();
  }

  /** Goes away: stops listening and drops every connection (the port stays ours to come back on). */
  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    for (const s of this.sockets) s.destroy();
    await new Promise((resolve) => server.close(resolve));
  }

  /** Comes back on the same port. */
  async restart(): Promise<void> {
    await this.listen();
  }

  /** The messages whose signature verified, in arrival order. */
  get messages(): NonNullable<Received['payload']>[] {
    return this.received.filter((r) => r.payload).map((r) => r.payload!);
  }
}
