import { MobilitySourceError, type MobilitySource } from '../../src/ports/mobility-source';

/**
 * The MobilitySource contract (src/ports/mobility-source.ts), one suite for every adapter: a local file, a web server
 * over TLS, object storage (S3). Each adapter's test supplies a place it can write the file to and a source on it.
 */
export interface MobilitySourceFixture {
  /** A source on the file the fixture controls, and a source on a file that does not exist. */
  source(): MobilitySource;
  missing(): MobilitySource;
  /** Puts these bytes where `source()` reads. */
  put(bytes: Buffer): Promise<void>;
  /** What must never appear in a description or an error (credentials of the source's URL). */
  secrets: string[];
}

export function mobilitySourceContract(fixture: () => MobilitySourceFixture): void {
  let f: MobilitySourceFixture;
  beforeAll(() => void (f = fixture()));

  it('reads the file as it is, bytes for bytes, and again after it changed', async () => {
    const first = Buffer.from([0x1f, 0x8b, 1, 2, 3, 255]);
    await f.put(first);
    const source = f.source();
    expect(await source.fetch()).toEqual(first);
    const second = Buffer.from('{"format":"fpd-mobility-areas/1"}');
    await f.put(second);
    expect(await source.fetch()).toEqual(second);
    source.close?.();
  });

  it('checks that the file is there without reading it', async () => {
    await f.put(Buffer.from('x'));
    const source = f.source();
    await expect(source.check()).resolves.toBeUndefined();
    source.close?.();
  });

  it('fails with a MobilitySourceError naming the source and the cause when the file is not there', async () => {
    const source = f.missing();
    const fetched = await source.fetch().catch((e: unknown) => e);
    const checked = await source.check().catch((e: unknown) => e);
    for (const err of [fetched, checked]) {
      expect(err).toBeInstanceOf(MobilitySourceError);
      expect((err as Error).message).toContain(source.description);
    }
    source.close?.();
  });

  it('never shows credentials, in its description or its errors', async () => {
    const [source, missing] = [f.source(), f.missing()];
    const failure = ((await missing.fetch().catch((e: Error) => e)) as Error).message;
    for (const secret of f.secrets)
      for (const text of [source.description, missing.description, failure]) expect(text).not.toContain(secret);
    source.close?.();
    missing.close?.();
  });
}
