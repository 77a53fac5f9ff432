import { createHash } from 'node:crypto';
import {
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import type { ImportCheckpoint, ImportReport } from '../services/profile-import.service';

/**
 * `fpd import`'s checkpoints: where an import of one file into one store stands after each batch stored, so that a
 * run killed midway (a crash, Ctrl-C, a reboot) and started again with the same file goes on from there instead of
 * reading the file again. A checkpoint is a small JSON file in the data directory (`import-checkpoints/`), one per
 * input file and store, written atomically (a temporary file renamed over it) and removed when the import finishes.
 *
 * It is used only for the very file it was made from: the same path, at least as long, the same first 64 KiB and the
 * same 64 KiB before the checkpoint's offset (a file appended to since is resumed; one rewritten is read from the
 * start).
 */
const PROBE = 64 * 1024;

interface SavedCheckpoint extends ImportCheckpoint {
  file: string;
  store: string;
  head: string;
  beforeOffset: string;
  savedAt: string;
}

/** The SHA-256 of `length` bytes of a file from `position` (fewer at its end). */
function digestOf(path: string, position: number, length: number): string {
  const fd = openSync(path, 'r');
  try {
    const buf = Buffer.alloc(length);
    const n = readSync(fd, buf, 0, length, position);
    return createHash('sha256').update(buf.subarray(0, n)).digest('hex');
  } finally {
    closeSync(fd);
  }
}

const beforeOffset = (file: string, offset: number) =>
  digestOf(file, Math.max(0, offset - PROBE), Math.min(offset, PROBE));

export class ImportCheckpoints {
  private readonly file: string;
  private readonly path: string;
  private readonly head: string;

  /** `file`: the input; `store`: what names the store (describeStore); `dataDir`: where checkpoints are kept. */
  constructor(
    file: string,
    private readonly store: string,
    dataDir: string,
  ) {
    this.file = realpathSync(file);
    const dir = join(dataDir, 'import-checkpoints');
    this.path = join(
      dir,
      `${createHash('sha256').update(`${this.store}\n${this.file}`).digest('hex').slice(0, 24)}.json`,
    );
    this.head = digestOf(this.file, 0, PROBE);
  }

  /** Where it is kept (for messages). */
  get location(): string {
    return this.path;
  }

  /**
   * The checkpoint of an interrupted import of this file into this store, or null (none, or one of another content).
   */
  load(): { checkpoint: ImportCheckpoint | null; stale: boolean } {
    let saved: SavedCheckpoint;
    try {
      saved = JSON.parse(readFileSync(this.path, 'utf8')) as SavedCheckpoint;
    } catch {
      return { checkpoint: null, stale: false };
    }
    const same =
      saved.file === this.file &&
      saved.store === this.store &&
      saved.head === this.head &&
      Number.isSafeInteger(saved.offset) &&
      saved.offset <= statSync(this.file).size &&
      saved.beforeOffset === beforeOffset(this.file, saved.offset);
    if (!same) return { checkpoint: null, stale: true };
    const report: ImportReport = saved.report;
    return { checkpoint: { offset: saved.offset, line: saved.line, report }, stale: false };
  }

  save(checkpoint: ImportCheckpoint): void {
    const saved: SavedCheckpoint = {
      file: this.file,
      store: this.store,
      head: this.head,
      beforeOffset: beforeOffset(this.file, checkpoint.offset),
      savedAt: new Date().toISOString(),
      ...checkpoint,
    };
    mkdirSync(join(this.path, '..'), { recursive: true, mode: 0o700 });
    const temporary = `${this.path}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(saved), { mode: 0o600 }); // the report quotes lines' contents
    renameSync(temporary, this.path);
  }

  clear(): void {
    rmSync(this.path, { force: true });
  }
}
