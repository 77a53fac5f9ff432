import { readFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import { bundledMobilityFile } from '../../src/adapters/mobility/open-mobility-source';
import type { MobilityDataset } from '../../src/domain/mobility/mobility-dataset';

/** The committed dataset file's bytes and its parsed content (a fresh copy each call: tests alter it). */
export const bundledMobilityBytes = () => readFileSync(bundledMobilityFile());
export const bundledMobilityDataset = (): MobilityDataset =>
  JSON.parse(gunzipSync(bundledMobilityBytes()).toString('utf8'));
export const gzipJson = (value: unknown) => gzipSync(JSON.stringify(value));

/** The committed dataset less its last `n` cities: still valid, and told apart by its length. */
export function datasetWithout(n: number): { bytes: Buffer; length: number } {
  const d = bundledMobilityDataset();
  const lastCity = d.areas.map((a) => a.type).lastIndexOf('ville');
  d.areas.splice(lastCity - n + 1, n);
  return { bytes: gzipJson(d), length: d.areas.length };
}
