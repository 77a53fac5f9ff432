import {
  loadMobilityDataset,
  MIN_MOBILITY_AREAS,
  MOBILITY_COUNTRIES,
  type MobilityIndex,
} from '../../../src/domain/mobility/mobility-dataset';
import { placeNode, withAncestors } from '../../../src/domain/search/places';
import { parseMobilityFile } from '../../../src/services/mobility.service';
import { bundledMobilityBytes, bundledMobilityDataset } from '../../support/mobility';

describe('the committed mobility dataset', () => {
  let index: MobilityIndex;
  beforeAll(() => {
    index = parseMobilityFile(bundledMobilityBytes());
  });

  it('holds every French commune, department and region, and the four neighbours', () => {
    const count = (cc: string, type: string) =>
      index.areas.filter((a) => a.countryCode === cc && a.type === type).length;
    expect(count('FR', 'region')).toBe(18);
    expect(count('FR', 'departement')).toBe(101);
    expect(count('FR', 'ville')).toBeGreaterThan(35_000);
    expect(count('BE', 'region')).toBe(3);
    expect(count('BE', 'departement')).toBe(10);
    expect(count('CH', 'region')).toBe(26);
    expect(count('LU', 'region')).toBe(12);
    expect(count('AD', 'region')).toBe(7);
    for (const cc of MOBILITY_COUNTRIES) {
      expect(index.country(cc)).toMatchObject({ type: 'pays', code: cc, label: index.country(cc)!.countryName });
      expect(count(cc, 'ville')).toBeGreaterThan(5);
    }
  });

  it('fills the spec fields by type, and code and label for old clients', () => {
    expect(index.resolve({ type: 'ville', cityName: 'Lyon', cityZipCode: '69009' })).toEqual({
      type: 'ville',
      code: '69009',
      label: 'Lyon (69009)',
      cityZipCode: '69009',
      cityName: 'Lyon',
      departmentCode: '69',
      departmentName: 'Rhône',
      regionCode: '84',
      regionName: 'Auvergne-Rhône-Alpes',
      countryCode: 'FR',
      countryName: 'France',
    });
    expect(index.department('FR', '2A')).toEqual({
      type: 'departement',
      code: '2A',
      label: 'Corse-du-Sud (2A)',
      departmentCode: '2A',
      departmentName: 'Corse-du-Sud',
      regionCode: '94',
      regionName: 'Corse',
      countryCode: 'FR',
      countryName: 'France',
    });
    expect(index.region('FR', '11')).toEqual({
      type: 'region',
      code: '11',
      label: 'Île-de-France',
      regionCode: '11',
      regionName: 'Île-de-France',
      countryCode: 'FR',
      countryName: 'France',
    });
    expect(index.country('BE')).toEqual({
      type: 'pays',
      code: 'BE',
      label: 'Belgique',
      countryCode: 'BE',
      countryName: 'Belgique',
    });
  });

  it('has one city per (commune, postal code): Paris once per arrondissement postal code', () => {
    const paris = index.citiesIn('FR', '75');
    expect(paris.map((a) => a.cityZipCode)).toEqual([
      '75001',
      '75002',
      '75003',
      '75004',
      '75005',
      '75006',
      '75007',
      '75008',
      '75009',
      '75010',
      '75011',
      '75012',
      '75013',
      '75014',
      '75015',
      '75016',
      '75017',
      '75018',
      '75019',
      '75020',
      '75116',
    ]);
    expect(new Set(paris.map((a) => a.cityName))).toEqual(new Set(['Paris']));
  });

  it('resolves areas by codes', () => {
    // Postal code alone when one commune has it; with the name (accents and case ignored) when several share it.
    expect(index.resolve({ type: 'ville', cityZipCode: '75001', cityName: 'Paris 1er Arrondissement' })?.cityName).toBe(
      'Paris',
    );
    const shared = index.areas.filter((a) => a.cityZipCode === '01400');
    expect(shared.length).toBeGreaterThan(1);
    expect(index.resolve({ type: 'ville', cityZipCode: '01400' })).toBeNull();
    expect(index.resolve({ type: 'ville', cityZipCode: '01400', cityName: shared[1]!.cityName!.toUpperCase() })).toBe(
      shared[1],
    );
    expect(index.resolve({ type: 'ville', code: '69009', cityName: 'lyon' })?.regionCode).toBe('84');
    // Outside France cities have no postal code: by name, narrowed by region code.
    expect(index.resolve({ type: 'ville', cityName: 'geneve', countryCode: 'CH' })).toMatchObject({
      cityName: 'Genève',
      regionCode: 'GE',
      regionName: 'Genève',
    });
    expect(index.resolve({ type: 'ville', cityName: 'Liège', countryCode: 'BE' })).toMatchObject({
      departmentCode: 'WLG',
      regionCode: 'WAL',
    });
    expect(index.resolve({ type: 'departement', code: '33' })?.departmentName).toBe('Gironde');
    expect(index.resolve({ type: 'region', regionCode: '93' })?.regionName).toBe("Provence-Alpes-Côte d'Azur");
    expect(index.resolve({ type: 'region', regionCode: 'VD', countryCode: 'CH' })?.regionName).toBe('Vaud');
    expect(index.resolve({ type: 'pays', countryCode: 'AD' })?.countryName).toBe('Andorre');
    // Unknown: kept as given by callers.
    expect(index.resolve({ type: 'ville', cityZipCode: '99999', cityName: 'Atlantis' })).toBeNull();
    expect(index.resolve({ type: 'departement', departmentCode: '20' })).toBeNull();
    expect(index.resolve({ type: 'pays', countryCode: 'DE' })).toBeNull();
  });

  it('indexes cities by department and areas by region', () => {
    expect(index.citiesIn('FR', '2A').every((a) => a.type === 'ville' && a.departmentCode === '2A')).toBe(true);
    const corse = index.inRegion('FR', '94');
    expect(
      corse
        .filter((a) => a.type === 'departement')
        .map((a) => a.code)
        .sort(),
    ).toEqual(['2A', '2B']);
    expect(corse.filter((a) => a.type === 'ville').length).toBe(
      index.citiesIn('FR', '2A').length + index.citiesIn('FR', '2B').length,
    );
  });

  it('gives search the place of a city known only by postal code and name; an unknown area keeps its own fields', () => {
    const node = (area: Parameters<typeof index.resolve>[0], areas?: typeof index) =>
      placeNode(areas?.resolve(area) ?? area);
    expect(withAncestors(node({ type: 'ville', cityZipCode: '33000', cityName: 'Bordeaux' }, index))).toEqual([
      'FR',
      'FR/r75',
      'FR/r75/d33',
      'FR/r75/d33/vbordeaux',
    ]);
    expect(node({ type: 'ville', cityZipCode: '33000', cityName: 'Bordeaux' })).toBe('FR/vbordeaux');
    expect(node({ type: 'ville', cityName: 'Nowhere', cityZipCode: '99999', regionCode: '11' }, index)).toBe(
      'FR/r11/vnowhere',
    );
    expect(node({ type: 'pays', countryCode: 'CH' }, index)).toBe('CH');
    expect(node({ type: 'ville', cityZipCode: '75011', cityName: 'Paris' }, index)).toBe(
      node({ type: 'ville', cityZipCode: '75016', cityName: 'Paris' }, index),
    );
  });

  it('finds areas by name, every level', () => {
    expect(
      index
        .named('paris')
        .map((a) => a.type)
        .sort(),
    ).toEqual(['departement', ...Array(21).fill('ville')]);
    expect(index.named('bretagne').map((a) => a.type)).toContain('region');
    expect(index.named('atlantis')).toEqual([]);
  });
});

describe('validating a dataset file', () => {
  const reject = (bytes: Buffer | object, why: RegExp) => {
    const input = Buffer.isBuffer(bytes) ? bytes : Buffer.from(JSON.stringify(bytes));
    expect(() => parseMobilityFile(input, MIN_MOBILITY_AREAS)).toThrow(why);
  };

  it('rejects a truncated gzip file, a file that is not JSON, and JSON of the wrong shape', () => {
    const gz = bundledMobilityBytes();
    reject(gz.subarray(0, gz.length / 2), /not a valid gzip file .*truncated or corrupt/);
    reject(Buffer.from('<html>Access denied</html>'), /not valid JSON/);
    reject({ hello: 'world' }, /not a mobility dataset: format: .*; sources: .*; areas: /);
    const d = bundledMobilityDataset();
    (d.areas[5] as { regionCode?: string }).regionCode = undefined;
    reject(d, new RegExp(`areas\\.5\\.regionCode: is required for type ${d.areas[5]!.type}`));
  });

  it('rejects an area with a field the schema does not know, or of the wrong type, anywhere in the file (the index keeps the parsed areas)', () => {
    const d = bundledMobilityDataset();
    const last = d.areas.length - 1;
    d.areas[last] = { ...d.areas[last]!, population: 12 } as (typeof d.areas)[number];
    reject(d, new RegExp(`areas\\.${last}\\.population: unknown parameter`));
    const e = bundledMobilityDataset();
    e.areas[30_000] = { ...e.areas[30_000]!, cityZipCode: 75001 as unknown as string };
    reject(e, /areas\.30000\.cityZipCode: /);
  });

  it('rejects a file with too few areas or a missing country', () => {
    const d = bundledMobilityDataset();
    reject(
      { ...d, areas: d.areas.slice(0, 1000) },
      /only 1000 areas, at least 30000 expected: the file looks truncated/,
    );
    reject(
      { ...d, areas: d.areas.filter((a) => a.countryCode !== 'AD') },
      /countries missing \(no country entry or no city\): AD/,
    );
  });

  it('rejects a city whose region the file does not define', () => {
    const d = bundledMobilityDataset();
    const i = d.areas.findIndex((a) => a.type === 'ville');
    d.areas[i] = { ...d.areas[i]!, regionCode: '99' };
    reject(d, new RegExp(`areas\\.${i}: .* names region 99, which the file does not define`));
  });

  it('accepts the committed file, and a smaller one when told so (the minimum is a parameter)', () => {
    const d = bundledMobilityDataset();
    expect(loadMobilityDataset(d).length).toBe(d.areas.length);
    const small = {
      ...d,
      areas: d.areas.filter((a) => a.type !== 'ville' || a.countryCode !== 'FR' || a.departmentCode === '75'),
    };
    expect(loadMobilityDataset(small, 100).length).toBe(small.areas.length);
  });
});
