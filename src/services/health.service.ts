import { DependencyCheckError, type DependencyCheck } from '../ports/dependency-check';
import type { RateLimiterStore } from '../ports/rate-limiter';
import { consoleLog, type Log } from '../ports/log';

export interface DependencyStatus {
  kind: string;
  critical: boolean;
  status: 'up' | 'down';
  latencyMs: number;
  /** Why it is down, in words safe to publish: a timeout, an error code (`ECONNREFUSED`), or a fixed phrase. */
  error?: string;
}

export interface HealthReport {
  status: 'ok' | 'degraded' | 'down';
  dependencies: Record<string, DependencyStatus>;
  rateLimiter: { store: RateLimiterStore };
}

/**
 * GET /health/dependencies: every check at once, each bounded by `timeoutMs`. Driver messages often carry host
 * names and ports, so the report shows only a timeout, an error code or a DependencyCheckError's message; the full
 * error goes to the log, once per change of state (a probe polling a dead dependency does not flood the log).
 */
export class HealthService {
  private readonly lastStatus = new Map<string, 'up' | 'down'>();

  constructor(
    private readonly checks: DependencyCheck[],
    private readonly timeoutMs: number,
    private readonly rateLimiterStore: () => RateLimiterStore,
    private readonly log: Log = consoleLog,
  ) {}

  register(check: DependencyCheck): void {
    if (this.checks.some((c) => c.name === check.name))
      throw new Error(`health check ${check.name} is already registered`);
    this.checks.push(check);
  }

  async report(): Promise<HealthReport> {
    const results = await Promise.all(this.checks.map((c) => this.run(c)));
    const dependencies = Object.fromEntries(this.checks.map((c, i) => [c.name, results[i]!]));
    const down = results.filter((r) => r.status === 'down');
    const status = down.some((r) => r.critical) ? 'down' : down.length > 0 ? 'degraded' : 'ok';
    return { status, dependencies, rateLimiter: { store: this.rateLimiterStore() } };
  }

  private async run(c: DependencyCheck): Promise<DependencyStatus> {
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new DependencyCheckError(`timed out after ${this.timeoutMs} ms`)),
        this.timeoutMs,
      );
    });
    let failure: unknown = null;
    try {
      await Promise.race([c.check(), timeout]);
    } catch (err) {
      failure = err;
    } finally {
      clearTimeout(timer);
    }
    const latencyMs = Math.round(performance.now() - started);
    const status = failure === null ? 'up' : 'down';
    if (this.lastStatus.get(c.name) !== status && (status === 'down' || this.lastStatus.has(c.name))) {
      if (status === 'down') this.log.warn(`health: ${c.name} (${c.kind}) is down: ${describeFailure(failure, true)}`);
      else this.log.info(`health: ${c.name} (${c.kind}) is up again`);
    }
    this.lastStatus.set(c.name, status);
    const base = { kind: c.kind, critical: c.critical, status, latencyMs } as const;
    return failure === null ? base : { ...base, error: describeFailure(failure, false) };
  }
}

function describeFailure(err: unknown, full: boolean): string {
  if (err instanceof DependencyCheckError) return err.message;
  if (full) return err instanceof Error ? err.message : String(err);
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[A-Z][A-Z_]{2,40}$/.test(code) ? code : 'check failed';
}
