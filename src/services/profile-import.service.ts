import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { AreaResolver } from '../domain/mobility/mobility-dataset';
import { rawProfileSchema, type RawProfile, type WorkArea } from '../domain/profile/raw-profile.schema';
import type { ProfileChangeNotifier } from '../ports/profile-changes';
import type { PrepareDistribution, ProfileStore, UpsertOutcome } from '../ports/profile-store';
import { formatIssues } from '../domain/validation';
import type { Clock } from './clock';

export interface ImportReport {
  created: number;
  updated: number;
  unchanged: number;
  rejected: { line: number; reason: string }[];
  /** Work areas the mobility dataset does not know: stored as given and matched by their own fields. */
  unresolvedAreas: { line: number; field: string; area: string }[];
}

/** `ville Lyon 69009 (FR)`: an area as an operator reads it in the import report. */
const describeArea = (a: WorkArea) =>
  [
    a.type,
    a.cityName,
    a.cityZipCode,
    a.departmentCode ?? a.departmentName,
    !a.cityName && !a.departmentCode ? (a.regionCode ?? a.regionName) : undefined,
    a.code && `code ${a.code}`,
    `(${a.countryCode ?? 'FR'})`,
  ]
    .filter(Boolean)
    .join(' ');

const BATCH = 500;

/** The canonical form of a validated profile (zod outputs keys in schema order) and its hash. */
export function canonicalise(profile: RawProfile): { profile: RawProfile; contentHash: string } {
  return { profile, contentHash: createHash('sha256').update(JSON.stringify(profile)).digest('hex') };
}

export function validateProfile(input: unknown): { ok: true; profile: RawProfile } | { ok: false; reason: string } {
  const parsed = rawProfileSchema.safeParse(input);
  return parsed.success ? { ok: true, profile: parsed.data } : { ok: false, reason: formatIssues(parsed.error.issues) };
}

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

/**
 * `fpd import`: upserts profiles from NDJSON, one per line, in batches (one transaction each). Bad lines are
 * reported with their number and reason and skipped; blank lines are ignored. Re-importing an identical profile
 * changes nothing and keeps its modification time (upserts by content hash). Work areas the mobility dataset
 * (`areas`) cannot resolve are kept as given and listed in the report. Each profile written is stored with its
 * distribution (`prepare`: PreparedProfileService.prepare). The ids of created and updated profiles are told to the
 * notifier after each batch is stored; then `onCheckpoint` hears where the input stands, so that a run killed at any
 * point resumes after the last batch stored (a batch stored but not yet checkpointed is read again: unchanged).
 */
export class ProfileImportService {
  constructor(
    private readonly profiles: ProfileStore,
    private readonly clock: Clock,
    private readonly changes: ProfileChangeNotifier,
    private readonly areas?: AreaResolver,
    private readonly prepare?: PrepareDistribution,
  ) {}

  async importNdjson(input: Readable, options: ImportOptions = {}): Promise<ImportReport> {
    const report = options.resumeFrom ? copyReport(options.resumeFrom.report) : emptyReport();
    let batch: { profile: RawProfile; contentHash: string }[] = [];
    let lineNo = options.resumeFrom?.line ?? 0;
    let offset = options.resumeFrom?.offset ?? 0;
    const checkpoint = async () => options.onCheckpoint?.({ offset, line: lineNo, report: copyReport(report) });
    const flush = async () => {
      if (batch.length === 0) return;
      // Within one batch the last line for an id wins, like sequential upserts would.
      const byId = new Map(batch.map((b) => [b.profile.meta.id, b]));
      await this.store(report, [...byId.values()]);
      batch = [];
    };
    for await (const { text: line, end } of ndjsonLines(input, offset)) {
      lineNo++;
      offset = end;
      if (line.trim() === '') continue;
      let json: unknown;
      try {
        json = JSON.parse(line);
      } catch (err) {
        report.rejected.push({ line: lineNo, reason: `invalid JSON (${(err as Error).message})` });
        continue;
      }
      const result = validateProfile(json);
      if (!result.ok) {
        report.rejected.push({ line: lineNo, reason: result.reason });
        continue;
      }
      this.flagUnresolved(report, lineNo, result.profile);
      batch.push(canonicalise(result.profile));
      if (batch.length >= BATCH) {
        await flush();
        await checkpoint();
      }
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

  private flagUnresolved(report: ImportReport, line: number, profile: RawProfile) {
    if (!this.areas) return;
    for (const [i, area] of profile.meta.freelance.preferences.workAreas.entries()) {
      if (!this.areas.resolve(area))
        report.unresolvedAreas.push({
          line,
          field: `meta.freelance.preferences.workAreas.${i}`,
          area: describeArea(area),
        });
    }
  }

  private async store(report: ImportReport, batch: { profile: RawProfile; contentHash: string }[]) {
    const outcomes: UpsertOutcome[] = await this.profiles.upsertMany(batch, this.clock, this.prepare);
    for (const o of outcomes) report[o]++;
    await this.changes.profilesChanged(
      batch.filter((_, i) => outcomes[i] !== 'unchanged').map((b) => b.profile.meta.id),
    );
  }
}
