import type { Readable } from 'node:stream';
import type { AreaResolver } from '../domain/mobility/mobility-dataset';
import { canonicalise, prepareImportLine, type PreparedLine } from '../domain/profile/import-line';
import { rawProfileSchema, type RawProfile } from '../domain/profile/raw-profile.schema';
import type { ImportLinePreparer } from '../ports/import-preparation';
import type { ProfileChangeNotifier } from '../ports/profile-changes';
import type { PrepareDistribution, ProfileStore, ProfileWrite, UpsertOutcome } from '../ports/profile-store';
import type { Clock } from './clock';

export { canonicalise, validateProfile } from '../domain/profile/import-line';

export interface ImportReport {
  created: number;
  updated: number;
  unchanged: number;
  rejected: { line: number; reason: string }[];
  /** Work areas the mobility dataset does not know: stored as given and matched by their own fields. */
  unresolvedAreas: { line: number; field: string; area: string }[];
}

const BATCH = 500;
/** Lines sent to the preparation at once. */
const CHUNK = 100;

/**
 * Where an import stands after a batch is stored: what a run interrupted there resumes from
 * (`ImportOptions.resumeFrom`). Every line before `offset` is settled: stored (with the batches before it), rejected
 * (in `report`) or blank.
 */
export interface ImportCheckpoint {
  /** Bytes of the input settled, from its start. */
  offset: number;
  /** The number of the last line settled (0 before any). */
  line: number;
  /** The report so far. */
  report: ImportReport;
}

export interface ImportOptions {
  /**
   * A checkpoint of an earlier run on the same input: the stream given starts at its `offset` (the caller opens the
   * input there), line numbers and the report go on from it.
   */
  resumeFrom?: ImportCheckpoint;
  /** Told after each batch is stored and its changes notified (then at the end), before the next batch is read. */
  onCheckpoint?: (checkpoint: ImportCheckpoint) => void | Promise<void>;
}

const emptyReport = (): ImportReport => ({ created: 0, updated: 0, unchanged: 0, rejected: [], unresolvedAreas: [] });
const copyReport = (r: ImportReport): ImportReport => ({
  ...r,
  rejected: [...r.rejected],
  unresolvedAreas: [...r.unresolvedAreas],
});

/**
 * The lines of an NDJSON input and the offset just past each (its line break included), counted in bytes from
 * `offset`, the input's position in its file: a line ends at LF, and a CR before the LF is not part of it.
 */
async function* ndjsonLines(input: Readable, offset: number): AsyncGenerator<{ text: string; end: number }> {
  let rest: Buffer | null = null;
  let at = offset; // the file offset of the first byte of `rest`, or of the next chunk
  for await (const chunk of input as AsyncIterable<Buffer | string>) {
    const buf: Buffer = rest ? Buffer.concat([rest, Buffer.from(chunk)]) : Buffer.from(chunk);
    let from = 0;
    for (let nl = buf.indexOf(10); nl >= 0; nl = buf.indexOf(10, from)) {
      yield { text: buf.toString('utf8', from, nl > from && buf[nl - 1] === 13 ? nl - 1 : nl), end: at + nl + 1 };
      from = nl + 1;
    }
    rest = from < buf.length ? buf.subarray(from) : null;
    at += from;
  }
  if (rest)
    yield {
      text: rest.toString('utf8', 0, rest[rest.length - 1] === 13 ? rest.length - 1 : rest.length),
      end: at + rest.length,
    };
}

/** A line read and not yet settled: its number, the offset just past it, its text (null when blank). */
interface ReadLine {
  line: number;
  end: number;
  text: string | null;
}

/**
 * `fpd import`: upserts profiles from NDJSON, one per line, in batches (one transaction each). Bad lines are
 * reported with their number and reason and skipped; blank lines are ignored. Re-importing an identical profile
 * changes nothing and keeps its modification time (upserts by content hash). Work areas the mobility dataset
 * (`areas`) cannot resolve are kept as given and listed in the report. Each profile written is stored with its
 * distribution (`prepare`: PreparedProfileService.prepare). The ids of created and updated profiles are told to the
 * notifier after each batch is stored; then `onCheckpoint` hears where the input stands, so that a run killed at any
 * point resumes after the last batch stored (a batch stored but not yet checkpointed is read again: unchanged).
 *
 * Each line is prepared by prepareImportLine: on this thread (parsed, validated and hashed; the store makes the rest
 * for the profiles it writes), or on a pool of threads (IMPORT_THREADS; unset, for a store that holds no profile yet),
 * which also make each profile's distribution and search text while this thread writes the batches, in the input's
 * order: the same batches, checkpoints, report and stored bytes either way.
 */
export class ProfileImportService {
  constructor(
    private readonly profiles: ProfileStore,
    private readonly clock: Clock,
    private readonly changes: ProfileChangeNotifier,
    private readonly areas?: AreaResolver,
    private readonly prepare?: PrepareDistribution,
    /** Threads that prepare the lines: always, or (IMPORT_THREADS unset) for an import into an empty store. */
    private readonly pool?: { threads: ImportLinePreparer; always: boolean },
  ) {}

  /** This thread's preparation: what the import did before it had threads. */
  private readonly onThisThread: ImportLinePreparer = {
    prepare: async (lines) => lines.map((line) => prepareImportLine(line, { areas: this.areas, searchText: false })),
    lookahead: CHUNK,
  };

  async importNdjson(input: Readable, options: ImportOptions = {}): Promise<ImportReport> {
    // The threads prepare every line, also those the store will find unchanged (which this thread only hashes): by
    // default they serve a first load, where no line is.
    const threaded = this.pool && (this.pool.always || (await this.profiles.count('all')) === 0);
    const preparer = threaded ? this.pool!.threads : this.onThisThread;
    const report = options.resumeFrom ? copyReport(options.resumeFrom.report) : emptyReport();
    let batch: ProfileWrite[] = [];
    let lineNo = options.resumeFrom?.line ?? 0;
    const offset = options.resumeFrom?.offset ?? 0;
    /** The last line settled: read, and stored (with its batch), rejected or blank. */
    let settled = { line: lineNo, end: offset };
    const checkpoint = async () =>
      options.onCheckpoint?.({ offset: settled.end, line: settled.line, report: copyReport(report) });
    const flush = async () => {
      if (batch.length === 0) return;
      // Within one batch the last line for an id wins, like sequential upserts would.
      const byId = new Map(batch.map((b) => [b.profile.meta.id, b]));
      await this.store(report, [...byId.values()]);
      batch = [];
    };
    /** Lines sent to the preparation, in order, each chunk with its answer to come. */
    const sent: { lines: ReadLine[]; prepared: Promise<PreparedLine[]> }[] = [];
    let sentLines = 0;
    let chunk: ReadLine[] = [];
    const send = () => {
      if (chunk.length === 0) return;
      const texts = chunk.flatMap((l) => (l.text === null ? [] : [l.text]));
      sent.push({ lines: chunk, prepared: texts.length > 0 ? preparer.prepare(texts) : Promise.resolve([]) });
      sentLines += chunk.length;
      chunk = [];
    };
    /** The oldest chunk sent, settled line by line as the import always did: a batch stored at each 500 profiles. */
    const settleOne = async () => {
      const { lines, prepared } = sent.shift()!;
      sentLines -= lines.length;
      const results = await prepared;
      let k = 0;
      for (const l of lines) {
        settled = l;
        if (l.text === null) continue;
        const result = results[k++]!;
        if (!result.ok) {
          report.rejected.push({ line: l.line, reason: result.reason });
          continue;
        }
        for (const u of result.unresolvedAreas) report.unresolvedAreas.push({ line: l.line, ...u });
        const { profile, contentHash, distribution, searchText } = result;
        batch.push({ profile, contentHash, distribution, searchText });
        if (batch.length >= BATCH) {
          await flush();
          await checkpoint();
        }
      }
    };
    try {
      for await (const { text, end } of ndjsonLines(input, offset)) {
        lineNo++;
        chunk.push({ line: lineNo, end, text: text.trim() === '' ? null : text });
        if (chunk.length >= CHUNK) send();
        while (sentLines >= preparer.lookahead) await settleOne();
      }
      send();
      while (sent.length > 0) await settleOne();
    } finally {
      // Stopped by an error: the answers still to come are dropped.
      for (const s of sent) s.prepared.catch(() => undefined);
    }
    await flush();
    await checkpoint();
    return report;
  }

  async importProfiles(profiles: RawProfile[]): Promise<ImportReport> {
    const report = emptyReport();
    for (let i = 0; i < profiles.length; i += BATCH) {
      await this.store(
        report,
        profiles.slice(i, i + BATCH).map((p) => canonicalise(rawProfileSchema.parse(p))),
      );
    }
    return report;
  }

  private async store(report: ImportReport, batch: ProfileWrite[]) {
    const outcomes: UpsertOutcome[] = await this.profiles.upsertMany(batch, this.clock, this.prepare);
    for (const o of outcomes) report[o]++;
    await this.changes.profilesChanged(
      batch.filter((_, i) => outcomes[i] !== 'unchanged').map((b) => b.profile.meta.id),
    );
  }
}
