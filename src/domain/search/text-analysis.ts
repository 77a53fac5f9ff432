/**
 * Text analysis: how the service reads a word, in one place. Every engine indexes the tokens made here (SQLite's FTS5
 * and the search cluster's `whitespace` analyzer only split them on spaces: search-document.ts, mappings/), the query
 * side sends tokens made here, skill and place names are looked up by them, and redaction (anonymise.ts) compares
 * names in this same folded form, each token carrying the span of the text it was read from.
 *
 *   technology names -> elision -> lower case -> folding -> tokens of [a-z0-9]   (the "exact" form)
 *   then Lucene's minimal_french stemmer on each token                          (the "stemmed" form)
 *
 * - Technology names stay whole: `C++` -> cplusplus, `C#` -> csharp, `F#` -> fsharp, `.NET` -> dotnet,
 *   `Node.js` -> nodejs (any `x.js`). So `C++` never degrades into `c`, and `java` is never a part of `javascript`.
 * - Elision: `l'ingénieur` and `l’ingénieur` -> ingenieur (French articles and pronouns before an apostrophe).
 * - Inclusive endings: `automaticien·ne`, `ingénieur(e)`, `salarié.e.s` -> automaticien, ingenieur, salarie.
 * - Folding: case, accents (NFC and NFD alike), and the letters Unicode decomposition leaves whole (`œ` -> oe,
 *   `ß` -> ss, `ł` -> l, ...): `Développeur` = `developpeur`, `Strauß` = `Strauss`, `Paweł` = `Pawel`.
 * - Apostrophes, hyphens and every other sign separate tokens: `O’Brien` and `O'Brien` are `o brien`.
 * - Stemming is deliberately light (plural and a few endings); quoted phrases use the exact form.
 */

/** Technology names rewritten before tokenising, each with a cheap test of whether it can apply at all. */
const TECH_NAME_REWRITES: readonly [RegExp, string, RegExp][] = [
  [/c\+\+/giu, ' cplusplus ', /\+/],
  [/c#/giu, ' csharp ', /#/],
  [/f#/giu, ' fsharp ', /#/],
  [/\.net(?![\p{L}\p{N}])/giu, ' dotnet ', /\.net/iu],
  [/([\p{L}\p{N}]+)\.js(?![\p{L}\p{N}])/giu, '$1js', /\.js/iu],
];

/** French elided articles and pronouns. */
export const ELISION_ARTICLES = [
  'l',
  'm',
  't',
  'qu',
  'n',
  's',
  'j',
  'd',
  'c',
  'jusqu',
  'quoiqu',
  'lorsqu',
  'puisqu',
] as const;
const ELISION = new RegExp(`(^|[^\\p{L}\\p{N}])(?:${ELISION_ARTICLES.join('|')})['’](?=\\p{L})`, 'giu');

/**
 * French inclusive and bracketed endings, read as the word they end: `automaticien·ne`, `ingénieur(e)`,
 * `acheteur·se`, `conducteur·rice`, `salarié.e.s`, `technicien/ne`, `développeur(s)` -> the word before them (the
 * vocabulary knows its feminine as its equivalent: query-expansion.ts). After three letters at least, so that no
 * abbreviation loses a part (`M.E`).
 */
const INCLUSIVE_ENDING =
  /(?<=\p{L}{3})(?:[·•⋅‧./]|\()(?:e|ne|le|se|fe|ve|re|ère|ere|euse|rice|trice|esse|ive|ienne|s|es)\)?(?:[·•⋅‧.]?s)?(?![\p{L}\p{N}])/giu;
const MAY_END_INCLUSIVELY = /[·•⋅‧(]|[./](?:e|ne|le|se|fe|ve|re|è|eu|ri|tr|iv|ie|s)/iu;

/** Letters that Unicode decomposition leaves whole (the common ones), folded as Lucene's asciifolding folds them. */
const NO_DECOMPOSITION: Record<string, string> = {
  œ: 'oe',
  æ: 'ae',
  ß: 'ss',
  ø: 'o',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  đ: 'd',
  ı: 'i',
  ŀ: 'l',
  ĳ: 'ij',
  ſ: 's',
};

/** What a character (a code point) folds to: lower case, whole letters rewritten, decomposed, marks dropped. */
const folded = new Map<string, string>();
function foldChar(ch: string): string {
  let f = folded.get(ch);
  if (f === undefined) {
    f = [...ch.toLowerCase()]
      .map((c) => NO_DECOMPOSITION[c] ?? c)
      .join('')
      .normalize('NFD')
      .replace(/\p{M}/gu, '');
    if (folded.size < 10_000) folded.set(ch, f);
  }
  return f;
}

/** A token and the span of the (NFC) source text it was read from. */
export interface Token {
  text: string;
  start: number;
  end: number;
}

/** A text as analysis reads it: the source in NFC (token spans refer to it) and its exact tokens. */
export interface AnalysedText {
  source: string;
  tokens: Token[];
}

/**
 * The rewrites in order, each with a cheap test of whether it can apply (most text holds no `+`, `#`, `.js`, `.net`).
 */
const REWRITES: readonly [RegExp, string, RegExp][] = [
  ...TECH_NAME_REWRITES,
  [ELISION, '$1 ', /['’]/u],
  [INCLUSIVE_ENDING, '', MAY_END_INCLUSIVELY],
];

/**
 * The rewrites (technology names, elision, inclusive endings) applied in turn, each UTF-16 unit of the result remembering the span of
 * the source it came from (a rewritten match: the whole match's span). Null when none applies.
 */
function rewrite(source: string): { text: string; from: Int32Array; to: Int32Array } | null {
  let text = source;
  let from: Int32Array | null = null;
  let to: Int32Array | null = null;
  for (const [pattern, replacement, mayApply] of REWRITES) {
    if (!mayApply.test(text)) continue;
    const matches = [...text.matchAll(pattern)];
    if (matches.length === 0) continue;
    if (!from || !to) {
      from = new Int32Array(text.length);
      to = new Int32Array(text.length);
      for (let i = 0; i < text.length; i++) {
        from[i] = i;
        to[i] = i + 1;
      }
    }
    const replaced = matches.map((m) => replacement.replace(/\$(\d)/g, (_, n: string) => m[Number(n)] ?? ''));
    const length = text.length + matches.reduce((sum, m, k) => sum + replaced[k]!.length - m[0].length, 0);
    const nextFrom = new Int32Array(length);
    const nextTo = new Int32Array(length);
    let out = '';
    let last = 0;
    let w = 0;
    matches.forEach((m, k) => {
      const at = m.index;
      nextFrom.set(from!.subarray(last, at), w);
      nextTo.set(to!.subarray(last, at), w);
      w += at - last;
      const r = replaced[k]!;
      nextFrom.fill(from![at]!, w, w + r.length);
      nextTo.fill(to![at + m[0].length - 1]!, w, w + r.length);
      w += r.length;
      out += text.slice(last, at) + r;
      last = at + m[0].length;
    });
    nextFrom.set(from.subarray(last), w);
    nextTo.set(to.subarray(last), w);
    text = out + text.slice(last);
    from = nextFrom;
    to = nextTo;
  }
  return from && to ? { text, from, to } : null;
}

/**
 * The token being read by `analyse`: s[run, i) while it is plain ASCII (the common case, sliced at once), else built
 * in `built`. A plain object and plain functions rather than closures made per call: analysis runs on every string
 * of every profile written (redaction, the search document), and a closure per call costs more than the work.
 */
interface TokenRun {
  s: string;
  from: Int32Array | null;
  to: Int32Array | null;
  tokens: Token[];
  run: number;
  built: string | null;
  start: number;
  end: number;
}

function flushRun(r: TokenRun, i: number): void {
  if (r.run < 0) return;
  const text = r.built ?? r.s.slice(r.run, i).toLowerCase();
  if (text) r.tokens.push({ text, start: r.start, end: r.end });
  r.run = -1;
  r.built = null;
}

function openRun(r: TokenRun, i: number): void {
  if (r.run >= 0) return;
  r.run = i;
  r.start = r.from ? r.from[i]! : i;
  r.end = r.to ? r.to[i]! : i + 1;
}

/** The exact tokens of a text, each with the span of the source it came from. */
export function analyse(text: string): AnalysedText {
  const source = text.normalize('NFC');
  const rewritten = rewrite(source);
  const s = rewritten?.text ?? source;
  const from = rewritten?.from ?? null;
  const to = rewritten?.to ?? null;
  const r: TokenRun = { s, from, to, tokens: [], run: -1, built: null, start: 0, end: 0 };
  for (let i = 0; i < s.length; i++) {
    const code = s.charCodeAt(i);
    if (code < 128) {
      const c = code | 32; // lower case of a letter
      if ((c >= 97 && c <= 122) || (code >= 48 && code <= 57)) {
        openRun(r, i);
        if (r.built !== null) r.built += String.fromCharCode(code >= 65 && code <= 90 ? c : code);
        r.start = Math.min(r.start, from ? from[i]! : i);
        r.end = Math.max(r.end, to ? to[i]! : i + 1);
      } else flushRun(r, i);
      continue;
    }
    if (r.run >= 0 && r.built === null) r.built = s.slice(r.run, i).toLowerCase();
    const wide = code >= 0xd800 && code <= 0xdbff && i + 1 < s.length;
    const folded = foldChar(wide ? s.slice(i, i + 2) : s[i]!);
    const last = wide ? i + 1 : i;
    // A character may fold to nothing (a combining mark: no break), to letters, or to something else (a break).
    for (let k = 0; k < folded.length; k++) {
      const f = folded.charCodeAt(k);
      if ((f >= 97 && f <= 122) || (f >= 48 && f <= 57)) {
        openRun(r, i);
        r.built = (r.built ?? '') + folded[k];
        r.start = Math.min(r.start, from ? from[i]! : i);
        r.end = Math.max(r.end, to ? to[last]! : last + 1);
      } else flushRun(r, i);
    }
    i = last;
  }
  flushRun(r, s.length);
  return { source, tokens: r.tokens };
}

/**
 * `read`, remembering what it made of short texts: a query's and a brief's words are read many times over (each
 * window of words a phrase of the vocabulary may start at, each reader of it), and the vocabulary's forms at start.
 * Bounded: emptied when full.
 */
export function remembered<T extends object | string>(read: (text: string) => T): (text: string) => T {
  const known = new Map<string, T>();
  return (text) => {
    const found = known.get(text);
    if (found !== undefined) return found;
    const made = read(text);
    if (text.length <= 64) {
      if (known.size >= 50_000) known.clear();
      known.set(text, made);
    }
    return made;
  };
}

const exactTokensOf = remembered((text): readonly string[] => analyse(text).tokens.map((t) => t.text));

/** The exact tokens of a text (a copy of those remembered: callers may change it). */
export const exactTokens = (text: string): string[] => [...exactTokensOf(text)];

/**
 * Lucene's FrenchMinimalStemmer (org.apache.lucene.analysis.fr, with the letter guard of recent versions), ported
 * as is, quirks included: words under 6 letters are left alone (`agile` stays, `agiles` becomes `agil`).
 */
export function minimalFrenchStem(token: string): string {
  if (token.length < 6) return token;
  if (!ASCII_ONLY.test(token)) return stemLetters(token);
  // The tokens of analyse(), folded to ASCII: the same steps on the string itself, without splitting it.
  let len = token.length;
  if (token[len - 1] === 'x')
    return token[len - 3] === 'a' && token[len - 2] === 'u' ? `${token.slice(0, len - 2)}l` : token.slice(0, len - 1);
  if (token[len - 1] === 's') len--;
  if (token[len - 1] === 'r') len--;
  if (token[len - 1] === 'e') len--;
  if (token[len - 1] === token[len - 2] && ASCII_LETTER.test(token[len - 1]!)) len--;
  return len === token.length ? token : token.slice(0, len);
}

const ASCII_ONLY = /^\p{ASCII}*$/u;
const ASCII_LETTER = /[a-zA-Z]/;

function stemLetters(token: string): string {
  const s = [...token];
  let len = s.length;
  if (len < 6) return token;
  if (s[len - 1] === 'x') {
    if (s[len - 3] === 'a' && s[len - 2] === 'u') s[len - 2] = 'l';
    return s.slice(0, len - 1).join('');
  }
  if (s[len - 1] === 's') len--;
  if (s[len - 1] === 'r') len--;
  if (s[len - 1] === 'e') len--;
  if (s[len - 1] === 'é') len--;
  if (s[len - 1] === s[len - 2] && /\p{L}/u.test(s[len - 1]!)) len--;
  return s.slice(0, len).join('');
}

export function stemmedTokens(text: string): string[] {
  return exactTokens(text).map(minimalFrenchStem);
}

/**
 * What a run of exact tokens reads as, for lookups in the vocabulary (its stems, joined): `Développeurs` =
 * `développeur`.
 */
export const stemKey = (tokens: readonly string[]): string => tokens.map(minimalFrenchStem).join(' ');

/**
 * How many words a list's names (each its words joined by spaces) may have from a point of a text on, as far as the
 * first two words there tell: what keeps a reader of names from trying runs of a long text's words that no name is.
 */
export class NameLengths {
  /**
   * By the first word of each name: whether it is a name itself, and, by the second word of the names of several words
   * that begin with it, the most words of those (a map of maps: a text's every word is looked up, without joining two).
   */
  private readonly firsts = new Map<string, { whole: boolean; longer: Map<string, number> | null }>();

  constructor(names: Iterable<string>) {
    for (const name of names) {
      const words = name.split(' ');
      const first = this.firsts.get(words[0]!) ?? { whole: false, longer: null };
      this.firsts.set(words[0]!, first);
      if (words.length === 1) {
        first.whole = true;
        continue;
      }
      first.longer ??= new Map();
      first.longer.set(words[1]!, Math.max(first.longer.get(words[1]!) ?? 0, words.length));
    }
  }

  /** The most words of a name that begins with `first`, then `second` when the text goes on; 0 when none does. */
  from(first: string, second: string | undefined): number {
    const begins = this.firsts.get(first);
    if (!begins) return 0;
    const longer = second !== undefined ? begins.longer?.get(second) : undefined;
    return longer ?? (begins.whole ? 1 : 0);
  }
}
