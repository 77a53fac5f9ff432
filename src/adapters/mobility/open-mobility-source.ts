import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { MobilitySource } from '../../ports/mobility-source';
import { FileMobilitySource } from './file-mobility-source';
import { HttpMobilitySource } from './http-mobility-source';

const BUNDLED = 'resources/mobility/mobility-areas.json.gz';

/**
 * The committed dataset (scripts/mobility/build-dataset.ts), the default source: found from src/ and from dist/src/.
 */
export function bundledMobilityFile(): string {
  for (let dir = __dirname; ; dir = dirname(dir)) {
    if (existsSync(join(dir, BUNDLED))) return join(dir, BUNDLED);
    if (dirname(dir) === dir) throw new Error(`${BUNDLED} not found above ${__dirname}`);
  }
}

/** Picks the adapter by scheme; the S3 adapter (and the AWS SDK) loads only for s3:// URLs. */
export async function openMobilitySource(
  sourceUrl: string | undefined,
  options: { s3Endpoint?: string; s3Region?: string } = {},
): Promise<MobilitySource> {
  const url = new URL(sourceUrl ?? pathToFileURL(bundledMobilityFile()).href);
  switch (url.protocol) {
    case 's3:': {
      const { S3MobilitySource } = await import('./s3-mobility-source');
      return new S3MobilitySource(url, { endpoint: options.s3Endpoint, region: options.s3Region });
    }
    case 'https:':
    case 'http:':
      return new HttpMobilitySource(url);
    case 'file:':
      return new FileMobilitySource(url, sourceUrl === undefined);
    default:
      throw new Error(`unsupported scheme ${url.protocol}`);
  }
}
