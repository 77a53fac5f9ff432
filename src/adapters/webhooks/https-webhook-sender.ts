import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import {
  checkEndpointUrl,
  NOT_PUBLIC_ONLY,
  resolvedToPublicOnly,
  type AddressPolicy,
} from '../../domain/webhooks/endpoint-address';
import type { HostResolver, OutgoingMessage, SendResult, WebhookSender } from '../../ports/webhook-delivery';

/** The system resolver: every address of the name (A and AAAA), as getaddrinfo answers. */
export const systemResolver: HostResolver = async (host) =>
  (await dnsLookup(host, { all: true, verbatim: true })).map((a) => a.address);

export interface SenderOptions {
  policy: AddressPolicy;
  /** The deadline of one attempt: resolution, connection, TLS, request and response together. */
  timeoutMs: number;
  resolve?: HostResolver;
  /** Extra trusted certificate authorities (tests' self-signed receivers); the system's are trusted in any case. */
  ca?: string | Buffer;
  /** How much of a response body is read before the connection is dropped; its content is never kept. */
  maxResponseBytes?: number;
}

class AddressRefused extends Error {}

/**
 * The one HTTP client of webhooks. For each connection it resolves the host itself, checks every address it got
 * against the address rules (domain/webhooks/endpoint-address.ts) and connects to the checked one, while TLS still
 * verifies the certificate for the host's name (SNI and the name check use the URL's host). Redirects are not
 * followed (a 3xx is a failed attempt); at most `maxResponseBytes` of a response are read; one deadline covers the
 * whole attempt. Keep-alive connections are reused per host: a connection is checked when it is made.
 */
export class HttpsWebhookSender implements WebhookSender {
  private readonly resolve: HostResolver;
  private readonly agents: { http: http.Agent; https: https.Agent };
  private readonly maxResponseBytes: number;

  constructor(private readonly options: SenderOptions) {
    this.resolve = options.resolve ?? systemResolver;
    this.maxResponseBytes = options.maxResponseBytes ?? 4096;
    // Idle connections are dropped after 4 s, before the 5 s after which Node servers (and many others) close theirs.
    const keepAlive = { keepAlive: true, maxSockets: 8, maxFreeSockets: 2, timeout: 4000 };
    this.agents = {
      http: new http.Agent(keepAlive),
      https: new https.Agent({ ...keepAlive, ...(options.ca && { ca: options.ca }) }),
    };
  }

  async send(message: OutgoingMessage): Promise<SendResult> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const checked = checkEndpointUrl(message.url, this.options.policy);
    // The errors name neither the host nor an address: they go to the operators' log as well as the endpoint's.
    if (!checked.ok)
      return {
        status: null,
        latencyMs: elapsed(),
        error: `address not allowed: the URL ${checked.problem.replace(/^\S+ is /, "'s host is ")}`,
      };
    const { url, host, literal } = checked;
    const secure = url.protocol === 'https:';
    const lookup: LookupFunction = (_hostname, opts, callback) => {
      // Called for each new connection: the name is resolved now and every address it has must pass. Not resolving
      // at all is told in the same words as resolving to a private address (docs/webhooks.md).
      const resolved = literal ? Promise.resolve([host]) : this.resolve(host).catch((): string[] => []);
      void resolved.then((addresses) => {
        const address = addresses[0];
        if (!address || !resolvedToPublicOnly(addresses, this.options.policy)) {
          callback(new AddressRefused(`address not allowed: the host ${NOT_PUBLIC_ONLY}`), '', 4);
          return;
        }
        const family = address.includes(':') ? 6 : 4;
        if ((opts as { all?: boolean }).all)
          (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [
            { address, family },
          ]);
        else callback(null, address, family);
      });
    };
    const deadlineAt = Date.now() + this.options.timeoutMs;
    const once = () => this.post(url, secure, lookup, message, deadlineAt);
    const first = await once();
    // A kept-alive connection the receiver closed as it was reused: the request never reached it; a new connection
    // is tried once, within the same deadline (Node's documented remedy, `request.reusedSocket`).
    const result = first.staleConnection ? await once() : first;
    return { status: result.status, latencyMs: elapsed(), error: result.error };
  }

  private post(
    url: URL,
    secure: boolean,
    lookup: LookupFunction,
    message: OutgoingMessage,
    deadlineAt: number,
  ): Promise<{ status: number | null; error: string | null; staleConnection?: true }> {
    return new Promise((resolve) => {
      let settled = false;
      const finish = (status: number | null, error: string | null, staleConnection = false) => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        resolve({ status, error, ...(staleConnection && { staleConnection: true as const }) });
      };
      let answered = false;
      const request = (secure ? https : http).request(
        url,
        {
          method: 'POST',
          agent: secure ? this.agents.https : this.agents.http,
          lookup,
          headers: {
            'content-type': 'application/json',
            'user-agent': 'fpd-webhooks/1',
            'content-length': String(Buffer.byteLength(message.body)),
            ...message.headers,
          },
        },
        (response) => {
          answered = true;
          const status = response.statusCode ?? null;
          let read = 0;
          response.on('data', (chunk: Buffer) => {
            read += chunk.length;
            if (read > this.maxResponseBytes) {
              // Enough: the status is what counts. The connection is dropped rather than drained.
              response.destroy();
              finish(status, status !== null && status >= 200 && status < 300 ? null : `HTTP ${status}`);
            }
          });
          response.on('end', () =>
            finish(status, status !== null && status >= 200 && status < 300 ? null : `HTTP ${status}`),
          );
          response.on('error', () => finish(status, `HTTP ${status}`));
        },
      );
      // Declared after the poll phase that follows the timer (setImmediate): when this process was busy past the
      // deadline (a synchronous store call waiting for a lock), an answer that came meanwhile is read first.
      const deadline = setTimeout(
        () =>
          setImmediate(() => {
            if (settled) return;
            request.destroy();
            finish(null, `timeout after ${this.options.timeoutMs} ms`);
          }),
        Math.max(0, deadlineAt - Date.now()),
      );
      request.on('error', (err: NodeJS.ErrnoException) => {
        const stale = request.reusedSocket && !answered && (err.code === 'ECONNRESET' || err.code === 'EPIPE');
        finish(null, err instanceof AddressRefused ? err.message : (err.code ?? err.message), stale);
      });
      request.end(message.body);
    });
  }

  close(): void {
    this.agents.http.destroy();
    this.agents.https.destroy();
  }
}
