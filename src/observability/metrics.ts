import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface QueueDepth {
  queue: string;
  state: string;
  count: number;
}
export interface DependencyHealth {
  name: string;
  up: boolean;
  latencyMs: number;
}

/** Latency buckets in seconds, from 1 ms (an embedded search) to 10 s (a large page on a busy server). */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The service's Prometheus metrics, one registry per container (no prom-client default registry: several test
 * services live in one process). Counters and histograms are fed as things happen; queue depths and dependency
 * health come from collectors registered by whoever owns the queue or the client, called at scrape time.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly httpRequests = new Counter({
    name: 'fpd_http_requests_total',
    help: 'HTTP requests answered, by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  readonly httpDuration = new Histogram({
    name: 'fpd_http_request_duration_seconds',
    help: 'Time from the request to the last byte of the response, by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  readonly searchDuration = new Histogram({
    name: 'fpd_search_duration_seconds',
    help: 'Time the search engine took to answer one Stage 1 query (or one page of the saved-search matcher), by engine',
    labelNames: ['engine'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  readonly rateLimitRejections = new Counter({
    name: 'fpd_rate_limit_rejections_total',
    help: 'Requests refused by the rate limiter, by scope (key: an API key over its budget; sandbox: a client address over the sandbox budget; invalid-key: a client address over its budget of refused keys)',
    labelNames: ['scope'] as const,
    registers: [this.registry],
  });
  readonly collectorFailures = new Counter({
    name: 'fpd_metrics_collector_failures_total',
    help: 'Scrape-time collectors (queue depth, dependency health) that threw; their series are left out of that scrape',
    labelNames: ['metric'] as const,
    registers: [this.registry],
  });

  private readonly queueCollectors: (() => Promise<QueueDepth[]>)[] = [];
  private readonly dependencyCollectors: (() => Promise<DependencyHealth[]>)[] = [];
  private processMetrics = false;

  private readonly queueJobs = new Gauge({
    name: 'fpd_queue_jobs',
    help: 'Jobs in each queue, by queue and state, read at scrape time',
    labelNames: ['queue', 'state'] as const,
    registers: [this.registry],
  });
  private readonly dependencyUp = new Gauge({
    name: 'fpd_dependency_up',
    help: 'Whether a dependency answered its health check (1) or not (0), checked at scrape time',
    labelNames: ['name'] as const,
    registers: [this.registry],
  });
  private readonly dependencyLatency = new Gauge({
    name: 'fpd_dependency_latency_seconds',
    help: 'How long the dependency took to answer its health check, checked at scrape time',
    labelNames: ['name'] as const,
    registers: [this.registry],
  });

  addQueueCollector(fn: () => Promise<QueueDepth[]>): void {
    this.queueCollectors.push(fn);
  }

  addDependencyCollector(fn: () => Promise<DependencyHealth[]>): void {
    this.dependencyCollectors.push(fn);
  }

  /** Process metrics (CPU, memory, event loop lag, GC): the server turns them on; test services leave them off. */
  collectProcessMetrics(): void {
    if (this.processMetrics) return;
    this.processMetrics = true;
    collectDefaultMetrics({ register: this.registry, prefix: 'fpd_' });
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** The text exposition format. The collectors are called first (concurrently), so one scrape shows what they read. */
  async exposition(): Promise<string> {
    const [queues, dependencies] = await Promise.all([
      this.gather('fpd_queue_jobs', this.queueCollectors),
      this.gather('fpd_dependency', this.dependencyCollectors),
    ]);
    this.queueJobs.reset();
    for (const d of queues) this.queueJobs.set({ queue: d.queue, state: d.state }, d.count);
    this.dependencyUp.reset();
    this.dependencyLatency.reset();
    for (const d of dependencies) {
      this.dependencyUp.set({ name: d.name }, d.up ? 1 : 0);
      this.dependencyLatency.set({ name: d.name }, d.latencyMs / 1000);
    }
    return this.registry.metrics();
  }

  private async gather<T>(metric: string, collectors: (() => Promise<T[]>)[]): Promise<T[]> {
    const results = await Promise.allSettled(collectors.map((fn) => fn()));
    return results.flatMap((r) => {
      if (r.status === 'fulfilled') return r.value;
      this.collectorFailures.inc({ metric });
      return [];
    });
  }
}
