import type { S3Client } from '@aws-sdk/client-s3';
import { MOBILITY_MAX_BYTES, MobilitySourceError, type MobilitySource } from '../../ports/mobility-source';

export interface S3Options {
  /** Any S3-compatible endpoint (S3_ENDPOINT); unset: AWS itself. Addressed path-style (endpoint/bucket/key). */
  endpoint?: string;
  /** AWS_REGION (S3-compatible servers accept any). Credentials come from the SDK's chain (AWS_ACCESS_KEY_ID, ...). */
  region?: string;
  timeoutMs?: number;
}

/**
 * An object in S3 or an S3-compatible store (`s3://bucket/key`), read with the AWS SDK v3, which loads only when
 * such a source is configured. Credentials and region come from the SDK's standard chain (AWS_ACCESS_KEY_ID,
 * AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN, AWS_PROFILE, AWS_REGION...); the region defaults to us-east-1.
 */
export class S3MobilitySource implements MobilitySource {
  readonly description: string;
  readonly bucket: string;
  readonly key: string;
  private client: Promise<{ client: S3Client; sdk: typeof import('@aws-sdk/client-s3') }> | null = null;

  constructor(
    url: URL,
    private readonly options: S3Options = {},
  ) {
    this.bucket = url.hostname;
    this.key = decodeURIComponent(url.pathname.replace(/^\//, ''));
    if (!this.bucket || !this.key) throw new MobilitySourceError(`${url.href}: expected s3://bucket/key`);
    this.description = `s3://${this.bucket}/${this.key}`;
  }

  private sdk() {
    this.client ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        endpoint: this.options.endpoint,
        forcePathStyle: true,
        region: this.options.region ?? 'us-east-1',
        maxAttempts: 2,
      }),
    }));
    return this.client;
  }

  async fetch(): Promise<Buffer> {
    const { client, sdk } = await this.sdk();
    try {
      const out = await client.send(new sdk.GetObjectCommand({ Bucket: this.bucket, Key: this.key }), {
        abortSignal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000),
      });
      if ((out.ContentLength ?? 0) > MOBILITY_MAX_BYTES)
        throw new MobilitySourceError(`${this.description} is larger than ${MOBILITY_MAX_BYTES} bytes`);
      return Buffer.from(await out.Body!.transformToByteArray());
    } catch (err) {
      throw this.failure('GetObject', err);
    }
  }

  async check(): Promise<void> {
    const { client, sdk } = await this.sdk();
    try {
      await client.send(new sdk.HeadObjectCommand({ Bucket: this.bucket, Key: this.key }), {
        abortSignal: AbortSignal.timeout(3000),
      });
    } catch (err) {
      throw this.failure('HeadObject', err);
    }
  }

  /** The SDK's error name (NoSuchKey, NoSuchBucket, AccessDenied...) or network code, never a host or a key id. */
  private failure(operation: string, err: unknown): MobilitySourceError {
    if (err instanceof MobilitySourceError) return err;
    const e = err as { name?: string; code?: string; $metadata?: { httpStatusCode?: number } };
    const status = e.$metadata?.httpStatusCode;
    const name =
      e.name === 'AbortError' || e.name === 'TimeoutError' ? 'no answer in time' : (e.code ?? e.name ?? 'error');
    return new MobilitySourceError(
      `${operation} ${this.description} failed: ${name}${status ? ` (HTTP ${status})` : ''}`,
    );
  }

  close(): void {
    void this.client?.then(({ client }) => client.destroy());
  }
}
