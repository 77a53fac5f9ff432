import type { Logger } from '../observability/logger';

/**
 * What a process opened, closed in reverse order of opening: each module registers its clients as it opens them, and
 * the process's stop closes them all once (a failure is logged, the rest still close).
 */
export class Lifecycle {
  private readonly closers: { name: string; close: () => Promise<void> }[] = [];
  private closing: Promise<void> | null = null;

  constructor(private readonly logger: Logger) {}

  readonly onClose = (name: string, close: () => Promise<void>): void => void this.closers.push({ name, close });

  readonly close = (): Promise<void> => (this.closing ??= this.closeAll());

  private async closeAll(): Promise<void> {
    for (const { name, close } of this.closers.reverse()) {
      try {
        await close();
        this.logger.info({ client: name }, `closed ${name}`);
      } catch (err) {
        this.logger.error({ client: name, err }, `closing ${name} failed`);
      }
    }
  }
}
