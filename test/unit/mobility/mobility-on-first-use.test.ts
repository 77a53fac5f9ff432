import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { FileMobilitySource } from '../../../src/adapters/mobility/file-mobility-source';
import { bundledMobilityFile, openMobilitySource } from '../../../src/adapters/mobility/open-mobility-source';
import { bundledMobilityDataset } from '../../support/mobility';
import { MobilityService } from '../../../src/services/mobility.service';

/** The CLI's mobility dataset: read from its local file when a place is first asked for, not at start. */
describe('MobilityService.loadOnFirstUse', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fpd-mobility-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const clock = () => Date.UTC(2026, 10, 29);

  it('reads nothing until a place is asked for, then resolves as a started service does', () => {
    const source = new FileMobilitySource(pathToFileURL(bundledMobilityFile()));
    let reads = 0;
    const fetchSync = source.fetchSync.bind(source);
    source.fetchSync = () => (reads++, fetchSync());
    const mobility = new MobilityService(source, clock);
    mobility.loadOnFirstUse();
    expect(reads).toBe(0);
    expect(mobility.resolve({ type: 'departement', code: '69', countryCode: 'FR' } as never)?.departmentName).toBe(
      'Rhône',
    );
    expect(mobility.length).toBeGreaterThan(30_000);
    expect(mobility.status()).toMatchObject({ source: source.description, loadedAt: '2026-11-29T00:00:00.000Z' });
    expect(reads).toBe(1);
  });

  it('throws where the place is asked for when the file is missing or invalid, naming it', () => {
    const missing = new FileMobilitySource(pathToFileURL(join(dir, 'missing.json.gz')));
    const absent = new MobilityService(missing, clock);
    absent.loadOnFirstUse();
    expect(() => absent.resolve({ type: 'pays', code: 'FR' } as never)).toThrow(
      `Mobility dataset not refreshed: cannot read ${missing.description}: no such file`,
    );
    expect(() => missing.fetchSync()).toThrow(`cannot read ${missing.description}: no such file`);

    writeFileSync(join(dir, 'bad.json'), '{"format": "nope"}');
    const bad = new FileMobilitySource(pathToFileURL(join(dir, 'bad.json')));
    const invalid = new MobilityService(bad, clock);
    invalid.loadOnFirstUse();
    expect(() => invalid.length).toThrow(/not a mobility dataset/);
  });

  it('falls back on the committed file, saying so, as a start does', () => {
    const missing = new FileMobilitySource(pathToFileURL(join(dir, 'missing.json.gz')));
    const warnings: string[] = [];
    const mobility = new MobilityService(missing, clock);
    const bundled = new FileMobilitySource(pathToFileURL(bundledMobilityFile()), true);
    mobility.loadOnFirstUse(bundled, {
      info: () => undefined,
      warn: (m) => void warnings.push(m),
      error: () => undefined,
    });
    expect(mobility.length).toBeGreaterThan(30_000);
    expect(warnings).toEqual([
      `mobility dataset: Mobility dataset not refreshed: cannot read ${missing.description}: no such file; the current dataset stays in place; starting on ${bundled.description} until the next refresh`,
    ]);
  });

  it('skips the schema of each area for the committed file only: an operator’s file is checked area by area', async () => {
    expect((await openMobilitySource(undefined)).bundled).toBe(true);
    const dataset = bundledMobilityDataset();
    (dataset.areas[100] as Record<string, unknown>).population = 12; // a field the schema does not know
    const file = join(dir, 'operator.json');
    writeFileSync(file, JSON.stringify(dataset));
    const source = await openMobilitySource(pathToFileURL(file).href);
    expect(source.bundled).toBe(false);
    await expect(new MobilityService(source, clock).refresh()).rejects.toThrow(/areas\.100.*population/);
  });
});
