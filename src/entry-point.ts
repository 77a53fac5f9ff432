import { ConfigError } from './config/config';
import { DomainError } from './domain/errors';

/** A started process, as its entry point's stop sees it. */
export interface Running {
  /** Finishes the work in hand and closes what the process opened; resolves to the exit code. */
  stop(signal: string): Promise<number>;
}

/**
 * The life of each of the service's processes (the API server, the indexer's worker, the webhook worker): starts it,
 * then stops it once on the first SIGTERM or SIGINT and exits with the code its stop gives. A signal received while
 * the process is still starting (a store that does not answer, the demo being seeded) exits at once with 1: nothing
 * it serves is in flight yet. A process that cannot start prints one plain line on stderr that names the problem (a
 * configuration error as it is) and exits with 1.
 */
export function runProcess(name: string, start: () => Promise<Running>): void {
  let running: Running | null = null;
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    if (!running) {
      console.error(`${name}: ${signal} received while starting; exiting`);
      process.exit(1);
    }
    void running.stop(signal).then((code) => process.exit(code));
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  start().then(
    (r) => void (running = r),
    (err: unknown) => {
      const known = err instanceof ConfigError || err instanceof DomainError;
      console.error(
        known ? err.message : `${name} failed to start: ${err instanceof Error ? err.message : String(err)}`,
      );
      process.exit(1);
    },
  );
}
