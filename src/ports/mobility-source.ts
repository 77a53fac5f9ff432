/**
 * Where the mobility dataset file lives (MOBILITY_SOURCE_URL): object storage (s3://), a web server (https://) or
 * a local file (file://). Adapters in src/adapters/mobility/, picked by open-mobility-source.ts.
 */
export interface MobilitySource {
  /** The source as logs and responses may show it: scheme, bucket or host, and path; never credentials. */
  readonly description: string;
  /** The file committed with the service (resources/mobility), which its tests validate area by area. */
  readonly bundled?: boolean;
  /** The file's bytes (gzip or plain JSON). Throws MobilitySourceError when it cannot be had. */
  fetch(): Promise<Buffer>;
  /** A local file's bytes, read synchronously (a dataset loaded on first use); absent for remote sources. */
  fetchSync?(): Buffer;
  /** Cheap reachability check for health checks (no download); throws MobilitySourceError when unreachable. */
  check(): Promise<void>;
  /** Releases the client, if the adapter holds one. */
  close?(): void;
}

/** The file could not be read from its source: a network error, a missing object, a refusal, a timeout. */
export class MobilitySourceError extends Error {
  override name = 'MobilitySourceError';
}

/** Files larger than this are refused: the dataset is about 0.5 MB gzipped, 12 MB as JSON. */
export const MOBILITY_MAX_BYTES = 64 * 1024 * 1024;
