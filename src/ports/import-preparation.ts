import type { PreparedLine } from '../domain/profile/import-line';

/**
 * Prepares an import's lines (prepareImportLine: parsed, validated, hashed, the distribution and the search
 * document's text made) away from the thread that writes them: `fpd import` on a pool of worker threads
 * (IMPORT_THREADS), while its own thread writes the batches in order.
 */
export interface ImportLinePreparer {
  /** The lines (none blank) prepared, in their order. */
  prepare(lines: string[]): Promise<PreparedLine[]>;
  /** How many lines may be sent before the first answer is awaited, to keep every thread busy. */
  readonly lookahead: number;
}
