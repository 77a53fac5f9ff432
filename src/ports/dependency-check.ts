/**
 * One dependency of GET /health/dependencies. The container builds the list from the configuration (store, search
 * engine, Redis); other parts register theirs (object storage) with `HealthService.register`.
 */
export interface DependencyCheck {
  /** Its key in the report: `store`, `search`, `redis`, `objectStorage`... */
  name: string;
  /** What answers it (`sqlite`, `mongodb`, `opensearch`...); never an address. */
  kind: string;
  /** A critical dependency down makes the service `down` (503); any other one, `degraded` (200). */
  critical: boolean;
  /** Resolves when the dependency answers; the health service bounds it with a timeout. */
  check(): Promise<void>;
}

/** A failure whose message is safe to show in the health report (no host, URL or credential). */
export class DependencyCheckError extends Error {}
