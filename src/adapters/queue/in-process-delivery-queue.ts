import type { Log } from '../../ports/log';
import type { DeliveryHandlers, DeliveryQueue } from '../../ports/webhook-delivery';

/**
 * Webhook deliveries without Redis (the embedded default): run by the API server's own process. Each endpoint runs
 * at most once at a time; a kick during a run runs it again after; a failed run is retried after the delay it asks
 * for (a timer). Nothing is lost on a restart: what waits is in the store (pending events, pending messages with
 * their next attempt), and the periodic tick kicks every endpoint that has work. A process that does not deliver
 * (the CLI) never starts it: its kicks do nothing, and the server's tick finds the work within a second.
 */
export class InProcessDeliveryQueue implements DeliveryQueue {
  readonly kind = 'in-process';
  private handlers: DeliveryHandlers | null = null;
  private concurrency = 1;
  /** Endpoints running now, each with whether it was kicked meanwhile. */
  private readonly running = new Map<string, { again: boolean }>();
  private readonly waiting = new Set<string>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private ticker: NodeJS.Timeout | null = null;
  private ticking: Promise<void> | null = null;
  private closed = false;
  private readonly idle = new Set<() => void>();

  constructor(private readonly log: Log) {}

  async kick(endpointIds: string[], options: { now?: boolean } = {}): Promise<void> {
    if (!this.handlers || this.closed) return;
    for (const id of endpointIds) {
      const run = this.running.get(id);
      if (run) {
        run.again = true;
        continue;
      }
      const timer = this.timers.get(id);
      if (timer) {
        if (!options.now) continue; // its retry is due later; what was added waits behind the failing message
        clearTimeout(timer);
        this.timers.delete(id);
      }
      this.waiting.add(id);
    }
    this.pump();
  }

  async start(handlers: DeliveryHandlers, options: { concurrency: number; tickMs: number }): Promise<void> {
    this.handlers = handlers;
    this.concurrency = options.concurrency;
    const tick = () => {
      if (this.ticking || this.closed) return;
      this.ticking = handlers
        .tick()
        .catch((err: Error) => this.log.error(`webhooks: ${err.message}`))
        .finally(() => (this.ticking = null));
    };
    tick();
    this.ticker = setInterval(tick, options.tickMs);
    this.ticker.unref();
  }

  private pump(): void {
    for (const id of this.waiting) {
      if (this.running.size >= this.concurrency) return;
      this.waiting.delete(id);
      this.run(id);
    }
  }

  private run(id: string): void {
    const state = { again: false };
    this.running.set(id, state);
    this.handlers!.drain(id)
      .then(
        (outcome) => {
          if (!outcome.idle && !this.closed) {
            const timer = setTimeout(() => {
              this.timers.delete(id);
              this.waiting.add(id);
              this.pump();
            }, outcome.retryInMs);
            timer.unref();
            this.timers.set(id, timer);
          } else if (state.again) {
            this.waiting.add(id);
          }
        },
        (err: Error) => {
          // A store failure: the tick tries the endpoint again.
          this.log.error(`webhooks: delivering to endpoint ${id} failed: ${err.message}`);
        },
      )
      .finally(() => {
        this.running.delete(id);
        if (this.running.size === 0) for (const resolve of this.idle) resolve();
        if (!this.closed) this.pump();
      });
  }

  /** Stops starting runs and waits for those running to finish. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.ticker) clearInterval(this.ticker);
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.waiting.clear();
    await this.ticking;
    if (this.running.size > 0) await new Promise<void>((resolve) => this.idle.add(resolve));
  }
}
