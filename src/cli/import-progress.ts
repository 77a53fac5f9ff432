import { Presets, SingleBar } from 'cli-progress';
import type { ImportCheckpoint } from '../services/profile-import.service';

const MB = 1024 * 1024;
const settled = (c: ImportCheckpoint) =>
  c.report.created + c.report.updated + c.report.unchanged + c.report.rejected.length;

/**
 * `fpd import`'s progress on stderr, told after each batch stored: on a terminal, a bar over the file's bytes with
 * the profiles a second and the time left; otherwise (a log, a pipe) a plain line every `intervalMs` at most, and
 * none for an import shorter than that. Rates count this run only (a resumed run starts from its checkpoint).
 */
export class ImportProgress {
  private readonly bar: SingleBar | null;
  private readonly startedAt = performance.now();
  private readonly startProfiles: number;
  private lastLine = performance.now();

  constructor(
    private readonly size: number,
    from: ImportCheckpoint | null,
    private readonly stream: NodeJS.WriteStream,
    private readonly intervalMs: number,
  ) {
    this.startProfiles = from ? settled(from) : 0;
    this.bar = stream.isTTY
      ? new SingleBar(
          {
            stream,
            format: 'import [{bar}] {percentage}% | line {line} | {rate} profiles/s | {eta_formatted} left',
            etaBuffer: 20,
            hideCursor: true,
          },
          Presets.shades_classic,
        )
      : null;
    this.bar?.start(Math.max(size, 1), from?.offset ?? 0, { line: from?.line ?? 0, rate: 0 });
  }

  private rate(at: ImportCheckpoint): number {
    const seconds = (performance.now() - this.startedAt) / 1000;
    return seconds > 0 ? Math.round((settled(at) - this.startProfiles) / seconds) : 0;
  }

  update(at: ImportCheckpoint): void {
    if (this.bar) return this.bar.update(Math.min(at.offset, this.size), { line: at.line, rate: this.rate(at) });
    if (performance.now() - this.lastLine < this.intervalMs) return;
    this.lastLine = performance.now();
    const { created, updated, unchanged, rejected } = at.report;
    const percent = this.size > 0 ? Math.floor((at.offset / this.size) * 100) : 100;
    this.stream.write(
      `fpd: import ${percent}% (${(at.offset / MB).toFixed(1)} of ${(this.size / MB).toFixed(1)} MB), line ${at.line}: ` +
        `created ${created}, updated ${updated}, unchanged ${unchanged}, rejected ${rejected.length}; ${this.rate(at)} profiles/s\n`,
    );
  }

  stop(): void {
    this.bar?.stop();
  }
}
