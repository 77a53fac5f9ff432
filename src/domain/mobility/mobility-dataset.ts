import { z } from 'zod';
import type { WorkArea } from '../profile/raw-profile.schema';
import { exactTokens, NameLengths } from '../search/text-analysis';
import { formatIssues } from '../validation';

/**
 * The mobility dataset: every area a freelancer may choose (France, Belgium, Switzerland, Luxembourg, Andorra),
 * as the spec's WorkArea. Built by scripts/mobility/build-dataset.ts, loaded from object storage by
 * src/services/mobility.service.ts, validated and indexed here (no I/O).
 */

export const MOBILITY_COUNTRIES = ['FR', 'BE', 'CH', 'LU', 'AD'] as const;
export const MOBILITY_FORMAT = 'fpd-mobility-areas/1';
/** A file with fewer areas is taken for a truncated or wrong one (the full dataset has about 37,000). */
export const MIN_MOBILITY_AREAS = 30_000;

const text = z.string().min(1).max(200);

export const mobilityAreaSchema = z
  .strictObject({
    type: z.enum(['ville', 'departement', 'region', 'pays']),
    /**
     * Deprecated, kept for old clients: ville: postal code (`geonames:ID` outside France); departement, region, pays:
     * their code.
     */
    code: text,
    /** Deprecated, kept for old clients: `City (zip)`, `Department (code)`, the region's or the country's name. */
    label: text,
    cityZipCode: z
      .string()
      .regex(/^[0-9A-Z]{4,5}$/)
      .optional(),
    cityName: text.optional(),
    departmentCode: z.string().min(1).max(10).optional(),
    departmentName: text.optional(),
    regionCode: z.string().min(1).max(10).optional(),
    regionName: text.optional(),
    countryCode: z.enum(MOBILITY_COUNTRIES),
    countryName: text,
  })
  .superRefine((a, ctx) => {
    const need = (field: keyof typeof a, present = true) => {
      if ((a[field] !== undefined) !== present)
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: present ? `is required for type ${a.type}` : `is not allowed for type ${a.type}`,
        });
    };
    if (a.type === 'pays') return need('regionCode', false);
    need('regionCode');
    need('regionName');
    if (a.type === 'ville') {
      need('cityName');
      if (a.countryCode === 'FR') need('cityZipCode');
    } else need('cityName', false);
    if (a.type === 'departement') need('departmentName');
    if (a.type === 'departement' || (a.type === 'ville' && a.countryCode === 'FR')) need('departmentCode');
    if (a.type === 'region') need('departmentCode', false);
  });

const datasetShape = {
  format: z.literal(MOBILITY_FORMAT),
  sources: z.array(
    z.object({ name: text, version: text, licence: text, countries: z.array(z.enum(MOBILITY_COUNTRIES)) }),
  ),
};

export const mobilityDatasetSchema = z.strictObject({ ...datasetShape, areas: z.array(mobilityAreaSchema) });

/** The file's envelope; its areas are validated one by one by loadMobilityDataset (no second copy of 37,000 areas). */
const envelopeSchema = z.strictObject({ ...datasetShape, areas: z.array(z.unknown()) });

export type MobilityArea = z.infer<typeof mobilityAreaSchema>;
export type MobilityDataset = z.infer<typeof mobilityDatasetSchema>;

/** Resolves a profile's work area to the dataset's entry, by codes; null when the dataset does not know it. */
export interface AreaResolver {
  resolve(area: WorkArea): MobilityArea | null;
}

export class InvalidMobilityDataset extends Error {
  override name = 'InvalidMobilityDataset';
}

/**
 * A place name for lookups, read as search reads words (`Saint-Étienne` = `saint etienne`, `L'Isle-Adam` = `isle
 * adam`, `Cœuvres` = `coeuvres`), so a place typed in the keywords finds its area.
 */
export const foldPlaceName = (name: string) => exactTokens(name).join(' ');

const key = (...parts: string[]) => parts.join('|');

/**
 * A validated dataset, indexed: by (type, country, code) for countries, regions and departments; by
 * (country, postal code) and (country, folded name) for cities; cities by department and areas by region.
 */
export class MobilityIndex implements AreaResolver {
  readonly length: number;
  private readonly byCode = new Map<string, MobilityArea>();
  private readonly byZip = new Map<string, MobilityArea[]>();
  private readonly byDepartment = new Map<string, MobilityArea[]>();
  private readonly byRegion = new Map<string, MobilityArea[]>();

  constructor(readonly areas: readonly MobilityArea[]) {
    this.length = areas.length;
    // A new list is the literal [a]: pushing onto [] would reserve 17 slots for each of ~37,000 mostly single-entry
    // lists.
    const push = (map: Map<string, MobilityArea[]>, k: string, a: MobilityArea) =>
      void (map.get(k)?.push(a) ?? map.set(k, [a]));
    for (const a of areas) {
      const cc = a.countryCode;
      if (a.type === 'pays') this.byCode.set(key('pays', cc, cc), a);
      else if (a.type === 'region') this.byCode.set(key('region', cc, a.regionCode!), a);
      else if (a.type === 'departement') this.byCode.set(key('departement', cc, a.departmentCode!), a);
      else {
        if (a.cityZipCode) push(this.byZip, key(cc, a.cityZipCode), a);
        if (a.departmentCode) push(this.byDepartment, key(cc, a.departmentCode), a);
      }
      if (a.type !== 'pays' && a.type !== 'region') push(this.byRegion, key(cc, a.regionCode!), a);
    }
  }

  country(cc: string) {
    return this.byCode.get(key('pays', cc, cc)) ?? null;
  }
  region(cc: string, code: string) {
    return this.byCode.get(key('region', cc, code)) ?? null;
  }
  department(cc: string, code: string) {
    return this.byCode.get(key('departement', cc, code)) ?? null;
  }
  private byName: Map<string, MobilityArea[]> | null = null;

  /** Every area whose name (a country's, region's, department's or city's) folds to `folded`; built at first use. */
  named(folded: string): readonly MobilityArea[] {
    if (!this.byName) {
      const byName = new Map<string, MobilityArea[]>();
      for (const a of this.areas) {
        const name =
          a.type === 'pays'
            ? a.countryName
            : a.type === 'region'
              ? a.regionName
              : a.type === 'departement'
                ? a.departmentName
                : a.cityName;
        const k = foldPlaceName(name!);
        const list = byName.get(k);
        if (list) list.push(a);
        else byName.set(k, [a]);
      }
      this.byName = byName;
    }
    return this.byName.get(folded) ?? [];
  }

  /** How many words the names `named` knows may have from a word on (reading text); built at first use. */
  private nameLengths: NameLengths | null = null;

  /** The most words of a name that begins with `word`, then `next` (folded); 0 when none does. */
  longestNameFrom(word: string, next: string | undefined): number {
    if (!this.nameLengths) {
      this.named(''); // (builds the names it finds areas by)
      this.nameLengths = new NameLengths(this.byName!.keys());
    }
    return this.nameLengths.from(word, next);
  }

  /**
   * The areas a French code names: a department number (`33`, `2A`, `971`; `20`, the former Corsica, names `2A` and
   * `2B`) or a postal code (`75011`: the city, one node for all its postal codes).
   */
  coded(code: string): readonly MobilityArea[] {
    if (/^\d{5}$/.test(code)) return this.byZip.get(key('FR', code)) ?? [];
    const departments = code === '20' ? ['2A', '2B'] : [code];
    return departments.map((d) => this.department('FR', d)).filter((a): a is MobilityArea => a !== null);
  }

  /** The cities of a department. */
  citiesIn(cc: string, departmentCode: string): readonly MobilityArea[] {
    return this.byDepartment.get(key(cc, departmentCode)) ?? [];
  }
  /** The departments and cities of a region. */
  inRegion(cc: string, regionCode: string): readonly MobilityArea[] {
    return this.byRegion.get(key(cc, regionCode)) ?? [];
  }

  /**
   * By codes: a country by its code, a region or department by its code (`code` stands in for the specific field
   * when only it is given), a city by postal code and name, by postal code alone when only one city has it, or
   * (outside France, where cities carry no postal code) by name, narrowed by region code when several share it.
   */
  resolve(area: WorkArea): MobilityArea | null {
    const cc = area.countryCode ?? 'FR';
    switch (area.type) {
      case 'pays':
        return this.country(area.countryCode ?? area.code ?? 'FR');
      case 'region':
        return this.region(cc, area.regionCode ?? area.code ?? '');
      case 'departement':
        return this.department(cc, area.departmentCode ?? area.code ?? '');
      case 'ville': {
        const name = area.cityName ? foldPlaceName(area.cityName) : '';
        const zip = area.cityZipCode ?? (cc === 'FR' ? area.code : undefined);
        if (zip) {
          // A postal code is shared by a handful of cities at most: the name picks among them (no index by both).
          const sharing = this.byZip.get(key(cc, zip)) ?? [];
          const exact = name ? sharing.find((a) => foldPlaceName(a.cityName!) === name) : undefined;
          if (exact) return exact;
          if (sharing.length === 1) return sharing[0]!;
        }
        if (!name || cc === 'FR') return null;
        const named = this.named(name).filter(
          (a) => a.type === 'ville' && a.countryCode === cc && (!area.regionCode || a.regionCode === area.regionCode),
        );
        return named.length === 1 ? named[0]! : null;
      }
    }
  }
}

/**
 * Validates a parsed dataset file and indexes it. Rejects (InvalidMobilityDataset, with a message naming what is
 * wrong) a file of the wrong shape, one missing a country, one with fewer than `minAreas` areas (a truncated
 * file), and one whose cities or departments name a region or department the file does not define. `checkAreas:
 * false` skips the schema of each area (0.3 s of the 0.6 s a load takes), for the file committed with the service
 * only: test/unit/mobility/mobility-dataset.test.ts checks that one area by area.
 */
export function loadMobilityDataset(
  json: unknown,
  minAreas = MIN_MOBILITY_AREAS,
  { checkAreas = true }: { checkAreas?: boolean } = {},
): MobilityIndex {
  const parsed = envelopeSchema.safeParse(json);
  if (!parsed.success) throw new InvalidMobilityDataset(`not a mobility dataset: ${formatIssues(parsed.error.issues)}`);
  // Area by area: zod's copy of each is garbage at once, and the index keeps the parsed objects themselves (the schema
  // has no transform, default or coercion and rejects unknown keys, so a valid area is exactly what zod would return).
  const areas = parsed.data.areas as MobilityArea[];
  for (const [i, area] of checkAreas ? areas.entries() : []) {
    const valid = mobilityAreaSchema.safeParse(area);
    if (!valid.success)
      throw new InvalidMobilityDataset(`not a mobility dataset: ${formatIssues(valid.error.issues, `areas.${i}`)}`);
  }
  if (areas.length < minAreas)
    throw new InvalidMobilityDataset(
      `only ${areas.length} areas, at least ${minAreas} expected: the file looks truncated`,
    );
  const index = new MobilityIndex(areas);
  const missing = MOBILITY_COUNTRIES.filter(
    (cc) => !index.country(cc) || !areas.some((a) => a.countryCode === cc && a.type === 'ville'),
  );
  if (missing.length > 0)
    throw new InvalidMobilityDataset(`countries missing (no country entry or no city): ${missing.join(', ')}`);
  for (const [i, a] of areas.entries()) {
    const dangling =
      (a.regionCode !== undefined && !index.region(a.countryCode, a.regionCode) && `region ${a.regionCode}`) ||
      (a.type === 'ville' &&
        a.departmentCode !== undefined &&
        !index.department(a.countryCode, a.departmentCode) &&
        `department ${a.departmentCode}`);
    if (dangling)
      throw new InvalidMobilityDataset(`areas.${i}: ${a.label} names ${dangling}, which the file does not define`);
  }
  return index;
}
