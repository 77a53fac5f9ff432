import { minimalFrenchStem } from './text-analysis';

/**
 * Typo tolerance, as Meilisearch and Typesense read words: a word of at least 5 letters that matches nothing in the
 * pool is read as the closest known words, within one edit (two from 7 letters, as Typesense forgives them), where an
 * edit is a letter inserted, deleted, replaced, or two neighbours swapped; two edits keep the first letter and the
 * length within one letter. A word of 4 letters is read only as a word of the trade (the vocabulary's) one letter
 * inserted, deleted or two neighbours swapped away (`abpa`: `abap`, `ower`: `owner`), never one letter replaced: at 4
 * letters that is another word as often as a slip (`java`, `lava`). A word the pool writes is never corrected; one it
 * knows only by its stem is read as a word of the trade one edit away whose stem differs (`enginer`: `engineer`;
 * stemmed, `enginer` is `engine`), and kept otherwise.
 */

export const MIN_CORRECTED_LENGTH = 5;
/** Words of this length are corrected only as described above. */
export const SHORT_CORRECTED_LENGTH = 4;
export const TWO_EDITS_FROM_LENGTH = 7;
/** At most this many readings for one word (the closest, then alphabetical). */
export const MAX_READINGS = 3;

export const maxEditsFor = (word: string): number => (word.length >= TWO_EDITS_FROM_LENGTH ? 2 : 1);

/**
 * The optimal string alignment distance (Levenshtein plus the swap of two neighbours), or `max + 1` as soon as it
 * must exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const n = b.length;
  let prev2 = new Uint16Array(n + 1);
  let prev = new Uint16Array(n + 1);
  let row = new Uint16Array(n + 1);
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let best = i;
    for (let j = 1; j <= n; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1))
        d = Math.min(d, prev2[j - 2]! + 1);
      row[j] = d;
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    [prev2, prev, row] = [prev, row, prev2];
  }
  return prev[n]!;
}

/** What typo tolerance asks of the words a pool knows. */
export interface Dictionary {
  /** Whether a token matches a known word, as written or by its stem. */
  knows(token: string): boolean;
  /** Whether a token is a known word as written. */
  written(token: string): boolean;
  /**
   * The known words at the smallest distance from `token`, within `maxEdits` (maxEditsFor(token)), alphabetical, at
   * most MAX_READINGS; never one of `excluded`, only those `accept` takes.
   */
  closest(
    token: string,
    excluded?: ReadonlySet<string>,
    accept?: (word: string) => boolean,
    maxEdits?: number,
  ): string[];
}

/**
 * Whether a word two edits away may be what `token` meant: the same first letter, and at most one letter more or less
 * (two letters dropped or added, or a first letter changed, make another word, or a name, as often as a slip: `paribas`
 * is no `paris`, `lebihan` no `debian`).
 */
const twoSlipsOf = (token: string, word: string) => token[0] === word[0] && Math.abs(token.length - word.length) <= 1;

/** Whether `word` is `token` with one letter replaced (the same length, not the same letters). */
const replaced = (token: string, word: string) =>
  token.length === word.length && [...token].sort().join('') !== [...word].sort().join('');

/**
 * How typo tolerance reads a word the pool does not know: the closest known words, by the rules above; `trade`
 * says which words are the trade's (for 4-letter words).
 */
export function readingsOfTypo(words: Dictionary, token: string, trade: (word: string) => boolean): string[] {
  if (words.knows(token)) {
    // Known by its stem only, never written so: a slip that happens to share a stem of the pool (`enginer`, whose stem
    // is `engine`'s) when a word of the trade is one edit away and another word by its stem.
    if (words.written(token) || token.length < MIN_CORRECTED_LENGTH) return [];
    return words.closest(token, undefined, (w) => trade(w) && minimalFrenchStem(w) !== minimalFrenchStem(token), 1);
  }
  if (token.length >= MIN_CORRECTED_LENGTH) return words.closest(token);
  if (token.length < SHORT_CORRECTED_LENGTH) return [];
  return words.closest(token, undefined, (w) => trade(w) && !replaced(token, w));
}

/** The words a pool knows (the exact tokens of its searchable text). */
export class WordList implements Dictionary {
  private readonly words: Set<string>;
  private readonly stems = new Set<string>();
  /** Words by length, for the closest-word scan. */
  private readonly byLength = new Map<number, string[]>();

  constructor(words: Iterable<string>) {
    this.words = new Set(words);
    for (const w of this.words) {
      this.stems.add(minimalFrenchStem(w));
      const list = this.byLength.get(w.length);
      if (list) list.push(w);
      else this.byLength.set(w.length, [w]);
    }
    for (const list of this.byLength.values()) list.sort();
  }

  get size(): number {
    return this.words.size;
  }

  knows(token: string): boolean {
    return this.words.has(token) || this.stems.has(minimalFrenchStem(token));
  }

  written(token: string): boolean {
    return this.words.has(token);
  }

  closest(
    token: string,
    excluded?: ReadonlySet<string>,
    accept?: (word: string) => boolean,
    maxEdits = maxEditsFor(token),
  ): string[] {
    let best = maxEdits + 1;
    let found: string[] = [];
    for (let len = token.length - maxEdits; len <= token.length + maxEdits; len++) {
      for (const w of this.byLength.get(len) ?? []) {
        if (excluded?.has(w) || (accept && !accept(w))) continue;
        const d = editDistance(token, w, Math.min(best, maxEdits));
        if (d >= 2 && !twoSlipsOf(token, w)) continue;
        if (d < best) [best, found] = [d, [w]];
        else if (d === best && d <= maxEdits) found.push(w);
      }
    }
    return found.sort().slice(0, MAX_READINGS);
  }
}

/**
 * A dictionary amended by what the pool was found to hold since its list was read: it also knows `known`, and no
 * longer offers `gone`.
 */
export function amended(
  dictionary: Dictionary,
  changes: { known: Iterable<string>; gone: Iterable<string> },
): Dictionary {
  const known = new Set(changes.known);
  const gone = new Set(changes.gone);
  return {
    knows: (t) => known.has(t) || (!gone.has(t) && dictionary.knows(t)),
    written: (t) => known.has(t) || (!gone.has(t) && dictionary.written(t)),
    closest: (t, excluded, accept, maxEdits) =>
      dictionary.closest(t, excluded ? new Set([...gone, ...excluded]) : gone, accept, maxEdits),
  };
}
