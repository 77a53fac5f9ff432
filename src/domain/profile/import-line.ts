import { createHash } from 'node:crypto';
import type { AreaResolver } from '../mobility/mobility-dataset';
import { searchDocumentText, type SearchDocumentText } from '../search/search-document';
import { formatIssues } from '../validation';
import type { ProfileDistributor } from './distribution';
import { rawProfileSchema, type RawProfile, type WorkArea } from './raw-profile.schema';

/**
 * One line of an import (`fpd import`), from its text to what the store writes for it: parsed, validated, hashed,
 * its distribution prepared (ProfileDistributor.prepare) and, for the embedded store, the part of its search
 * document that depends on the profile alone (searchDocumentText). The import runs this on its threads or on its
 * own thread alike: the privacy rules stay in the distribution and the partner view, called from here only.
 */

/** The canonical form of a validated profile (zod outputs keys in schema order) and its hash. */
export function canonicalise(profile: RawProfile): { profile: RawProfile; contentHash: string } {
  return { profile, contentHash: createHash('sha256').update(JSON.stringify(profile)).digest('hex') };
}

export function validateProfile(input: unknown): { ok: true; profile: RawProfile } | { ok: false; reason: string } {
  const parsed = rawProfileSchema.safeParse(input);
  return parsed.success ? { ok: true, profile: parsed.data } : { ok: false, reason: formatIssues(parsed.error.issues) };
}

/** A distribution prepared for the version about to be stored, and the key it was prepared under. */
export interface KeptDistribution {
  key: string;
  body: string;
}

/** The distribution of a profile about to be stored, under the distributor's current key. */
export const distributionOf =
  (distributor: ProfileDistributor) =>
  (profile: RawProfile): KeptDistribution => ({ key: distributor.preparationKey, body: distributor.prepare(profile) });

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

/** The work areas of a profile that the mobility dataset does not know (none without a dataset). */
export function unresolvedAreas(profile: RawProfile, areas?: AreaResolver): { field: string; area: string }[] {
  if (!areas) return [];
  const out: { field: string; area: string }[] = [];
  for (const [i, area] of profile.meta.freelance.preferences.workAreas.entries())
    if (!areas.resolve(area))
      out.push({ field: `meta.freelance.preferences.workAreas.${i}`, area: describeArea(area) });
  return out;
}

/** What an import line needs beside its text. */
export interface ImportLineContext {
  /** The mobility dataset: work areas it does not know are reported, and places resolve through it. */
  areas?: AreaResolver;
  /** Prepares the distribution kept with each version (none without). */
  distribution?: (profile: RawProfile) => KeptDistribution;
  /** Whether the store indexes search documents in its writes (the embedded store): their text is made too. */
  searchText: boolean;
}

/** A line read: rejected with the reason, or ready to be written. */
export type PreparedLine =
  | { ok: false; reason: string }
  | {
      ok: true;
      profile: RawProfile;
      contentHash: string;
      distribution?: KeptDistribution;
      searchText?: SearchDocumentText;
      unresolvedAreas: { field: string; area: string }[];
    };

/** A line that is not blank, prepared (a profile that the store finds unchanged wastes its distribution and text). */
export function prepareImportLine(line: string, context: ImportLineContext): PreparedLine {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch (err) {
    return { ok: false, reason: `invalid JSON (${(err as Error).message})` };
  }
  const result = validateProfile(json);
  if (!result.ok) return result;
  const { profile, contentHash } = canonicalise(result.profile);
  return {
    ok: true,
    profile,
    contentHash,
    distribution: context.distribution?.(profile),
    searchText: context.searchText ? searchDocumentText(profile, context.areas) : undefined,
    unresolvedAreas: unresolvedAreas(profile, context.areas),
  };
}
