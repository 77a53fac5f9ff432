import { UnrecoverableError } from 'bullmq';
import type { Log } from '../../src/ports/log';
import type { DeliveryQueue, DrainOutcome } from '../../src/ports/webhook-delivery';
import { until } from '../support/private-redis';

/**
 * The DeliveryQueue contract (src/ports/webhook-delivery.ts), one suite for every adapter: in-process (the embedded
 * default) and BullMQ on Redis (the worker). The handlers here stand in for the delivery service: `drain` does what
 * each test asks, `tick` kicks the endpoints that still have work, as the service's tick does. Real time.
 */
export type OpenQueue = (log: Log) => DeliveryQueue;

export function deliveryQueueContract(open: OpenQueue, uniqueEndpoint: () => string): void {
  let queue: DeliveryQueue;
  let logged: string[];
  /** Endpoints with work, for the tick. */
  let work: Set<string>;
  let runs: { endpoint: string; at: number }[];
  let running: Map<string, number>;
  let overlapped: boolean;
  let drain: (endpoint: string, run: number) => Promise<DrainOutcome>;

  beforeEach(async () => {
    logged = [];
    work = new Set();
    runs = [];
    running = new Map();
    overlapped = false;
    drain = async () => ({ idle: true });
    const line = (message: string) => void logged.push(message);
    queue = open({ info: line, warn: line, error: line });
    await queue.start(
      {
        drain: async (endpoint) => {
          if ((running.get(endpoint) ?? 0) > 0) overlapped = true;
          running.set(endpoint, (running.get(endpoint) ?? 0) + 1);
          runs.push({ endpoint, at: Date.now() });
          try {
            return await drain(endpoint, runs.filter((r) => r.endpoint === endpoint).length);
          } finally {
            running.set(endpoint, running.get(endpoint)! - 1);
          }
        },
        hasWork: async (endpoint) => work.has(endpoint),
        tick: async () => queue.kick([...work]),
      },
      { concurrency: 4, tickMs: 300 },
    );
  });
  afterEach(() => queue.close());

  const runsOf = (endpoint: string) => runs.filter((r) => r.endpoint === endpoint);

  it('runs a kicked endpoint, once a kick', async () => {
    const a = uniqueEndpoint();
    await queue.kick([a]);
    await until('the run', () => runsOf(a).length === 1, 5000);
    await new Promise((r) => setTimeout(r, 700));
    expect(runsOf(a)).toHaveLength(1);
  });

  it('never runs an endpoint twice at once; work added during a run is run after it', async () => {
    const a = uniqueEndpoint();
    drain = async (_endpoint, run) => {
      if (run === 1) {
        work.add(a);
        await queue.kick([a]); // the endpoint's run is under way
        await new Promise((r) => setTimeout(r, 400));
      } else work.delete(a);
      return { idle: true };
    };
    await queue.kick([a]);
    await until('the run after', () => runsOf(a).length === 2, 5000);
    expect(overlapped).toBe(false);
  });

  it('runs a failed endpoint again after the delay its run asked for, not before', async () => {
    const a = uniqueEndpoint();
    drain = async (_endpoint, run) =>
      run === 1 ? { idle: false, retryInMs: 1200, reason: 'HTTP 503' } : { idle: true };
    await queue.kick([a]);
    await until('the retry', () => runsOf(a).length === 2, 8000);
    const [first, second] = runsOf(a);
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(1100);
  });

  it('a run that throws (the store refused) is logged with its endpoint, and run again', async () => {
    const a = uniqueEndpoint();
    work.add(a);
    drain = async (_endpoint, run) => {
      if (run === 1) throw new Error('database is locked');
      work.delete(a);
      return { idle: true };
    };
    await queue.kick([a]);
    await until('the run again', () => runsOf(a).length === 2, 8000);
    expect(logged).toContain(`webhooks: delivering to endpoint ${a} failed: database is locked`);
  });

  it('a run that fails for good (as BullMQ fails a job stalled twice: no retry) leaves the endpoint to the next tick', async () => {
    const a = uniqueEndpoint();
    work.add(a);
    drain = async (_endpoint, run) => {
      if (run === 1) throw new UnrecoverableError('job stalled more than allowable limit');
      work.delete(a);
      return { idle: true };
    };
    await queue.kick([a]);
    await until('the run again', () => runsOf(a).length === 2, 8000);
    expect(logged).toContain(`webhooks: delivering to endpoint ${a} failed: job stalled more than allowable limit`);
  });
}
