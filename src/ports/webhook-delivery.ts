/**
 * The outside of webhook delivery: the queue that runs each endpoint's deliveries (BullMQ with REDIS_URL, in-process
 * otherwise), the HTTP client that sends one signed message, and the DNS resolution the address rules are checked on.
 */

/** What one run of an endpoint's deliveries came to: nothing left, or a failure to try again in `retryInMs`. */
export type DrainOutcome = { idle: true } | { idle: false; retryInMs: number; reason: string };

export interface DeliveryHandlers {
  /**
   * Delivers the endpoint's messages in order until none is left or one fails. A queue runs it once at a time per
   * endpoint as far as it knows; a second run all the same (another process, a job Redis forgot) sends nothing while
   * the first holds the endpoint's lease in the store, and asks to be tried again.
   */
  drain(endpointId: string): Promise<DrainOutcome>;
  /**
   * Whether the endpoint has something to send now (checked by a queue after a run ended, for work added meanwhile).
   */
  hasWork(endpointId: string): Promise<boolean>;
  /**
   * The periodic work: the sweep of profile changes no process told of, endpoints with work nobody started, pruning.
   */
  tick(): Promise<void>;
}

export interface DeliveryQueue {
  readonly kind: 'bullmq' | 'in-process';
  /**
   * Asks for the endpoints' deliveries to run. One already waiting or running is left as it is; with `now`, one
   * waiting for a retry is brought forward (a fixed URL, a redelivery).
   */
  kick(endpointIds: string[], options?: { now?: boolean }): Promise<void>;
  /** Runs deliveries in this process (the worker, or the API server on the embedded default) until `close`. */
  start(handlers: DeliveryHandlers, options: { concurrency: number; tickMs: number }): Promise<void>;
  close(): Promise<void>;
}

export interface OutgoingMessage {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * One attempt: the receiver's answer, or why there was none (`timeout`, `ECONNREFUSED`, `address not allowed: ...`).
 */
export interface SendResult {
  status: number | null;
  latencyMs: number;
  error: string | null;
}

export interface WebhookSender {
  send(message: OutgoingMessage): Promise<SendResult>;
}

/** Resolves a host name to the addresses it has now (every one, IPv4 and IPv6). Throws with a code (`ENOTFOUND`). */
export type HostResolver = (host: string) => Promise<string[]>;
