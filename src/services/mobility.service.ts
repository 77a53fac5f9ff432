import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { DomainError } from '../domain/errors';
import {
  InvalidMobilityDataset,
  loadMobilityDataset,
  type MobilityArea,
  type MobilityIndex,
} from '../domain/mobility/mobility-dataset';
import type { PlaceDirectory } from '../domain/search/places';
import type { WorkArea } from '../domain/profile/raw-profile.schema';
import { consoleLog, type Log } from '../ports/log';
import type { JobScheduler, JobTiming, ScheduledJob } from '../ports/job-scheduler';
import { MOBILITY_MAX_BYTES, MobilitySourceError, type MobilitySource } from '../ports/mobility-source';
import type { Clock } from './clock';

export interface MobilityRefreshResult {
  mobilities: { length: number };
  /** The source it was loaded from (no credentials). */
  source: string;
  /** When this process loaded it (ISO 8601). */
  loadedAt: string;
}

interface Loaded {
  index: MobilityIndex;
  source: string;
  loadedAt: number;
}

/** The last file parsed, by content hash: the same bytes (every test app, an unchanged file) are parsed once. */
let lastParsed: { hash: string; index: MobilityIndex } | null = null;

/**
 * Gunzips (when gzipped), parses and validates a dataset file; throws InvalidMobilityDataset saying what is wrong.
 * `bundled`: the file committed with the service, whose areas its tests validate one by one (not done again here).
 */
export function parseMobilityFile(bytes: Buffer, minAreas?: number, bundled = false): MobilityIndex {
  const hash = createHash('sha256').update(bytes).digest('hex');
  if (lastParsed?.hash === hash && minAreas === undefined) return lastParsed.index;
  const index = loadMobilityDataset(decodeJson(bytes), minAreas, { checkAreas: !bundled });
  if (minAreas === undefined) lastParsed = { hash, index };
  return index;
}

/**
 * Its own frame, so the gunzipped bytes and the JSON text (about 18 MB as a string) are garbage before the indexing.
 */
function decodeJson(bytes: Buffer): unknown {
  let json: string;
  try {
    json = (
      bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes, { maxOutputLength: MOBILITY_MAX_BYTES * 4 }) : bytes
    ).toString('utf8');
  } catch (err) {
    throw new InvalidMobilityDataset(`not a valid gzip file (${(err as Error).message}): truncated or corrupt`);
  }
  try {
    return JSON.parse(json);
  } catch (err) {
    throw new InvalidMobilityDataset(`not valid JSON (${(err as Error).message})`);
  }
}

/**
 * The mobility dataset this process uses, loaded from MOBILITY_SOURCE_URL. A refresh that cannot download the file
 * (502) or finds it invalid (422) leaves the current dataset in place and says why. Concurrent refreshes share one
 * download. Search and import resolve work areas through it (AreaResolver).
 */
export class MobilityService implements PlaceDirectory {
  private loaded: Loaded | null = null;
  /** Set by loadOnFirstUse: loads the file when a place is first asked for. */
  private deferred: (() => Loaded) | null = null;
  private inFlight: Promise<MobilityRefreshResult> | null = null;
  private scheduled: ScheduledJob | null = null;

  constructor(
    readonly source: MobilitySource,
    private readonly clock: Clock,
  ) {}

  /**
   * First load at start. When the configured source fails, the process still starts, on `fallback` (the committed
   * file), and says so; the next refresh tries the source again.
   */
  async start(fallback?: MobilitySource, log: Log = consoleLog): Promise<void> {
    try {
      await this.refresh();
    } catch (err) {
      if (!fallback) throw err;
      this.warnFallback(err, fallback, log);
      this.loaded = await this.load(fallback);
    }
  }

  private warnFallback(err: unknown, fallback: MobilitySource, log: Log): void {
    log.warn(`mobility dataset: ${(err as Error).message}; starting on ${fallback.description} until the next refresh`);
  }

  /**
   * Instead of start(), for a process that may resolve no place at all (a CLI command: loading takes about 0.4 s):
   * the dataset is read, synchronously, from a local file the first time something asks for a place; an unreadable or
   * invalid file then throws there, naming the file.
   */
  loadOnFirstUse(fallback?: MobilitySource, log: Log = consoleLog): void {
    const read = (source: MobilitySource) => {
      if (!source.fetchSync) throw new Error(`${source.description} cannot be read synchronously`);
      let bytes: Buffer;
      try {
        bytes = source.fetchSync();
      } catch (err) {
        throw this.unreadable(err);
      }
      return this.parsed(source, bytes);
    };
    this.deferred = () => {
      try {
        return read(this.source);
      } catch (err) {
        if (!fallback) throw err;
        this.warnFallback(err, fallback, log);
        return read(fallback);
      }
    };
  }

  private get current(): Loaded | null {
    if (!this.loaded && this.deferred) {
      const load = this.deferred;
      this.deferred = null;
      this.loaded = load();
    }
    return this.loaded;
  }

  get length(): number {
    return this.current?.index.length ?? 0;
  }

  get index(): MobilityIndex | null {
    return this.current?.index ?? null;
  }

  resolve(area: WorkArea): MobilityArea | null {
    return this.current?.index.resolve(area) ?? null;
  }

  coded(code: string): readonly MobilityArea[] {
    return this.current?.index.coded(code) ?? [];
  }

  named(folded: string): readonly MobilityArea[] {
    return this.current?.index.named(folded) ?? [];
  }

  longestNameFrom(word: string, next: string | undefined): number {
    return this.current?.index.longestNameFrom(word, next) ?? 0;
  }

  /** The source answers (no download): for the health check of object storage. */
  checkMobilitySource(): Promise<void> {
    return this.source.check();
  }

  refresh(): Promise<MobilityRefreshResult> {
    this.inFlight ??= this.load(this.source)
      .then((loaded) => {
        this.loaded = loaded;
        return this.describe(loaded);
      })
      .finally(() => (this.inFlight = null));
    return this.inFlight;
  }

  /**
   * `POST /mobilities/refresh-cache`: refreshes this process, answers with what it loaded, and once that succeeded
   * has every other process of the service refresh too (through the daily refresh's scheduler, when one is set).
   */
  async refreshEverywhere(): Promise<MobilityRefreshResult> {
    const result = await this.refresh();
    await this.scheduled?.runInOtherProcesses();
    return result;
  }

  /** The daily refresh (MOBILITY_REFRESH_CRON in MOBILITY_REFRESH_TZ), run by every process of the service. */
  async scheduleRefresh(scheduler: JobScheduler, timing: JobTiming): Promise<ScheduledJob> {
    this.scheduled = await scheduler.schedule('mobility-refresh', timing, () => this.refresh(), { everyProcess: true });
    return this.scheduled;
  }

  status(): MobilityRefreshResult | null {
    const loaded = this.current;
    return loaded && this.describe(loaded);
  }

  private async load(source: MobilitySource): Promise<Loaded> {
    return this.parsed(source, await source.fetch().catch((err) => Promise.reject(this.unreadable(err))));
  }

  private unreadable(err: unknown): unknown {
    return err instanceof MobilitySourceError
      ? new DomainError(
          'upstream_failed',
          `Mobility dataset not refreshed: ${err.message}; the current dataset stays in place`,
        )
      : err;
  }

  private parsed(source: MobilitySource, bytes: Buffer): Loaded {
    try {
      return {
        index: parseMobilityFile(bytes, undefined, source.bundled),
        source: source.description,
        loadedAt: this.clock(),
      };
    } catch (err) {
      if (err instanceof InvalidMobilityDataset) {
        throw new DomainError(
          'upstream_invalid',
          `Mobility dataset not refreshed: ${source.description} is invalid: ${err.message}; the current dataset stays in place`,
        );
      }
      throw err;
    }
  }

  private describe(l: Loaded): MobilityRefreshResult {
    return { mobilities: { length: l.index.length }, source: l.source, loadedAt: new Date(l.loadedAt).toISOString() };
  }
}
