import type { Server } from 'node:http';

export interface StopOutcome {
  /** Requests being answered when the stop began. */
  inFlight: number;
  /** Requests still unanswered at the deadline, whose connections were cut. */
  cut: number;
}

/**
 * Graceful stop of an HTTP server: stop accepting connections, close idle keep-alive connections at once, let the
 * requests in flight finish (each connection is closed as soon as its response is done, and a request that arrives on
 * an open keep-alive connection meanwhile is answered with `Connection: close`), and cut what is left at the deadline.
 */
export function gracefulServer(server: Server): { stop(timeoutMs: number): Promise<StopOutcome> } {
  let active = 0;
  let stopping = false;
  server.on('request', (_req, res) => {
    active++;
    if (stopping) res.setHeader('connection', 'close');
    res.once('close', () => {
      active--;
      if (stopping) setImmediate(() => server.closeIdleConnections());
    });
  });
  let stopped: Promise<StopOutcome> | null = null;
  return {
    stop: (timeoutMs) =>
      (stopped ??= new Promise((resolve) => {
        stopping = true;
        const inFlight = active;
        let cut = 0;
        const deadline = setTimeout(() => {
          cut = active;
          server.closeAllConnections();
        }, timeoutMs);
        server.close(() => {
          clearTimeout(deadline);
          resolve({ inFlight, cut });
        });
        server.closeIdleConnections();
      })),
  };
}
