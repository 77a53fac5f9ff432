import { createHash } from 'node:crypto';
import { createInterface } from 'node:readline';
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
 * `fpd import`: upserts profiles from NDJSON, one per line, in batches (one transaction each). Bad lines are
 * reported with their number and reason and skipped; blank lines are ignored. Re-importing an identical profile
 * changes nothing and keeps its modification time. Work areas the mobility dataset (`areas`) cannot resolve are
 * kept as given and listed in the report. Each profile written is stored with its distribution (`prepare`:
 * PreparedProfileService.prepare). The ids of created and updated profiles are told to the notifier after each batch
 * is stored.
 */
export class ProfileImportService {
  constructor(
    private readonly profiles: ProfileStore,
    private readonly clock: Clock,
    private readonly changes: ProfileChangeNotifier,
    private readonly areas?: AreaResolver,
    private readonly prepare?: PrepareDistribution,
  ) {}

  async importNdjson(input: Readable, onProgress?: (bytesRead: number) => void): Promise<ImportReport> {
    const report: ImportReport = { created: 0, updated: 0, unchanged: 0, rejected: [], unresolvedAreas: [] };
    let batch: { profile: RawProfile; contentHash: string }[] = [];
    let bytes = 0;
    let lineNo = 0;
    const flush = async () => {
      if (batch.length === 0) return;
      // Within one batch the last line for an id wins, like sequential upserts would.
      const byId = new Map(batch.map((b) => [b.profile.meta.id, b]));
      await this.store(report, [...byId.values()]);
      batch = [];
    };
    for await (const line of createInterface({ input, crlfDelay: Infinity })) {
      lineNo++;
      bytes += Buffer.byteLength(line) + 1;
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
        onProgress?.(bytes);
      }
    }
    await flush();
    onProgress?.(bytes);
    return report;
  }

  async importProfiles(profiles: RawProfile[]): Promise<ImportReport> {
    const report: ImportReport = { created: 0, updated: 0, unchanged: 0, rejected: [], unresolvedAreas: [] };
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
      if (!this.areas.resolve(area)) report.unresolvedAreas.push({ line, field: `meta.freelance.preferences.workAreas.${i}`, area: describeArea(area) });
    }
  }

  private async store(report: ImportReport, batch: { profile: RawProfile; contentHash: string }[]) {
    const outcomes: UpsertOutcome[] = await this.profiles.upsertMany(batch, this.clock, this.prepare);
    for (const o of outcomes) report[o]++;
    await this.changes.profilesChanged(batch.filter((_, i) => outcomes[i] !== 'unchanged').map((b) => b.profile.meta.id));
  }
}
