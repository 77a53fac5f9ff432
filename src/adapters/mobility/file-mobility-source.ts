import { readFileSync, statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { MOBILITY_MAX_BYTES, MobilitySourceError, type MobilitySource } from '../../ports/mobility-source';

/** A local file (`file:///path`, and the committed default). */
export class FileMobilitySource implements MobilitySource {
  readonly description: string;
  private readonly path: string;

  constructor(
    url: URL,
    readonly bundled = false,
  ) {
    this.path = fileURLToPath(url);
    this.description = url.href;
  }

  async fetch(): Promise<Buffer> {
    await this.check();
    return readFile(this.path).catch((err: NodeJS.ErrnoException) => Promise.reject(this.unreadable(err)));
  }

  /** The same, synchronously (MobilityService.loadOnFirstUse). */
  fetchSync(): Buffer {
    try {
      this.checked(statSync(this.path));
      return readFileSync(this.path);
    } catch (err) {
      throw this.unreadable(err as NodeJS.ErrnoException);
    }
  }

  async check(): Promise<void> {
    this.checked(await stat(this.path).catch((err: NodeJS.ErrnoException) => Promise.reject(this.unreadable(err))));
  }

  private checked(info: { isFile(): boolean; size: number }): void {
    if (!info.isFile()) throw new MobilitySourceError(`${this.description} is not a file`);
    if (info.size > MOBILITY_MAX_BYTES)
      throw new MobilitySourceError(`${this.description} is larger than ${MOBILITY_MAX_BYTES} bytes`);
  }

  private unreadable(err: NodeJS.ErrnoException): Error {
    if (err instanceof MobilitySourceError) return err;
    return new MobilitySourceError(
      `cannot read ${this.description}: ${err.code === 'ENOENT' ? 'no such file' : (err.code ?? err.message)}`,
    );
  }
}
