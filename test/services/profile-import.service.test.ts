import { Readable } from 'node:stream';
import { ProfileImportService, type ImportCheckpoint } from '../../src/services/profile-import.service';
import type { ProfileStore, ProfileWrite, UpsertOutcome } from '../../src/ports/profile-store';
import { noChangeNotifier } from '../../src/ports/profile-changes';
import { rawProfile } from '../support/profiles';

/**
 * The import's checkpoints over an in-memory store: after each batch stored, where the input stands in bytes; an
 * import resumed from any checkpoint (the input opened at its offset) ends as one uninterrupted run does.
 */
const line = (id: string, label = `Développeur ${id} — ça marche`) =>
  JSON.stringify(rawProfile(id, { basics: { label } }));

/** The one store method the import calls, over a map: each id's content hash and how often it was written. */
function setup() {
  const hashes = new Map<string, string>();
  const writes = new Map<string, number>();
  const upsertMany = async (batch: ProfileWrite[]): Promise<UpsertOutcome[]> =>
    batch.map(({ profile, contentHash }) => {
      const id = profile.meta.id;
      const current = hashes.get(id);
      if (current === contentHash) return 'unchanged';
      hashes.set(id, contentHash);
      writes.set(id, (writes.get(id) ?? 0) + 1);
      return current === undefined ? 'created' : 'updated';
    });
  let now = Date.UTC(2026, 10, 1);
  return {
    hashes,
    writes,
    imports: new ProfileImportService({ upsertMany } as unknown as ProfileStore, () => ++now, noChangeNotifier),
  };
}

/** A stream of `bytes` from `offset`, in chunks of `size` bytes (cutting lines and characters anywhere). */
const chunked = (bytes: Buffer, offset: number, size: number) =>
  Readable.from(
    Array.from({ length: Math.ceil((bytes.length - offset) / size) }, (_, k) =>
      bytes.subarray(offset + k * size, offset + (k + 1) * size),
    ),
  );

describe('ProfileImportService.importNdjson', () => {
  // 1 203 lines: valid ones (CRLF and LF, multi-byte text), a blank line, a bad one; no line break at the end.
  const lines = Array.from({ length: 1200 }, (_, i) => line(`p-${String(i).padStart(4, '0')}`));
  lines.splice(700, 0, '', '{"basics": oops', '   ');
  const text = lines
    .map((l, i) => l + (i % 3 === 0 ? '\r\n' : '\n'))
    .join('')
    .replace(/\n$/, '');
  const bytes = Buffer.from(text, 'utf8');

  it('tells a checkpoint after each batch: the bytes settled, the last line settled, the report so far', async () => {
    const { imports } = setup();
    const checkpoints: ImportCheckpoint[] = [];
    const report = await imports.importNdjson(chunked(bytes, 0, 777), {
      onCheckpoint: (c) => void checkpoints.push(c),
    });
    expect(report).toMatchObject({
      created: 1200,
      updated: 0,
      unchanged: 0,
      rejected: [{ line: 702, reason: expect.stringContaining('invalid JSON') }],
    });
    expect(checkpoints.map((c) => c.line)).toEqual([500, 1003, 1203]);
    expect(checkpoints.map((c) => c.report.created)).toEqual([500, 1000, 1200]);
    for (const c of checkpoints.slice(0, -1)) {
      // The offset is just past the line break of line `c.line`: what precedes it is exactly the first c.line lines.
      const before = bytes.subarray(0, c.offset).toString('utf8');
      expect(before.split(/\r?\n/).length - 1).toBe(c.line);
      expect(before.endsWith('\n')).toBe(true);
    }
    expect(checkpoints.at(-1)!.offset).toBe(bytes.length);
  });

  it('resumed from a checkpoint, reads only what follows it and ends as an uninterrupted run', async () => {
    const whole = setup();
    const checkpoints: ImportCheckpoint[] = [];
    const expected = await whole.imports.importNdjson(chunked(bytes, 0, 4096), {
      onCheckpoint: (c) => void checkpoints.push(c),
    });

    const { hashes, writes, imports } = setup();
    // The first run stops after its first batch (killed); the second starts at the checkpoint's offset.
    const first = checkpoints[0]!;
    await imports.importNdjson(chunked(bytes.subarray(0, first.offset), 0, 1000));
    expect(hashes.size).toBe(500);
    const resumed = await imports.importNdjson(chunked(bytes, first.offset, 333), { resumeFrom: first });
    expect(resumed).toEqual(expected);
    expect(hashes.size).toBe(1200);
    expect(Math.max(...writes.values())).toBe(1);
  });

  it('a batch stored but not checkpointed (killed between the two) is read again as unchanged, not written twice', async () => {
    const { imports, writes } = setup();
    const checkpoints: ImportCheckpoint[] = [];
    await imports.importNdjson(chunked(bytes, 0, 4096), { onCheckpoint: (c) => void checkpoints.push(c) });
    // Resume from the first checkpoint although the second batch was stored too.
    const resumed = await imports.importNdjson(chunked(bytes, checkpoints[0]!.offset, 4096), {
      resumeFrom: checkpoints[0],
    });
    expect(resumed).toMatchObject({ created: 500, updated: 0, unchanged: 700 });
    expect(resumed.rejected.map((r) => r.line)).toEqual([702]);
    expect(Math.max(...writes.values())).toBe(1);
  });
});
