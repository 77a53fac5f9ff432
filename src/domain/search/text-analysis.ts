/**
 * Text analysis for search, mirrored exactly by the OpenSearch/Elasticsearch analyzers in mappings/ so that every
 * engine matches the same documents:
 *
 *   technology names -> elision -> lower case -> accent folding -> tokens of [a-z0-9]  (the "exact" form)
 *   then Lucene's minimal_french stemmer on each token                                  (the "stemmed" form)
 *
 * - Technology names stay whole: `C++` -> cplusplus, `C#` -> csharp, `F#` -> fsharp, `.NET` -> dotnet,
 *   `Node.js` -> nodejs (any `x.js`). So `C++` never degrades into `c`, and `java` is never a part of `javascript`.
 * - Elision: `l'ingénieur` and `l’ingénieur` -> ingenieur (French articles and pronouns before an apostrophe).
 * - Accents and case are ignored: `Développeur` = `developpeur`.
 * - Stemming is deliberately light (plural and a few endings); quoted phrases use the exact form.
 */

/** Technology names rewritten before tokenising; also the char_filter mappings of the search-engine analyzers. */
export const TECH_NAMES: readonly [RegExp, string][] = [
  [/c\+\+/giu, ' cplusplus '],
  [/c#/giu, ' csharp '],
  [/f#/giu, ' fsharp '],
  [/\.net(?![\p{L}\p{N}])/giu, ' dotnet '],
  [/([\p{L}\p{N}]+)\.js(?![\p{L}\p{N}])/giu, '$1js'],
];

/** French elided articles and pronouns; also the `elision` filter's articles in mappings/. */
export const ELISION_ARTICLES = ['l', 'm', 't', 'qu', 'n', 's', 'j', 'd', 'c', 'jusqu', 'quoiqu', 'lorsqu', 'puisqu'] as const;
const ELISION = new RegExp(`(^|[^\\p{L}\\p{N}])(?:${ELISION_ARTICLES.join('|')})['’](?=\\p{L})`, 'giu');

/** Letters that Unicode decomposition leaves whole but Lucene's asciifolding rewrites (the common ones). */
const NO_DECOMPOSITION: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', ð: 'd', þ: 'th', ł: 'l', đ: 'd', ı: 'i' };

export function exactTokens(text: string): string[] {
  let t = text.normalize('NFC');
  for (const [pattern, replacement] of TECH_NAMES) t = t.replace(pattern, replacement);
  t = t
    .replace(ELISION, '$1 ')
    .toLowerCase()
    .replace(/[œæßøðþłđı]/gu, (c) => NO_DECOMPOSITION[c]!)
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
  return t.split(/[^a-z0-9]+/u).filter(Boolean);
}

/**
 * Lucene's FrenchMinimalStemmer (org.apache.lucene.analysis.fr, with the letter guard of recent versions), ported
 * as is, quirks included: words under 6 letters are left alone (`agile` stays, `agiles` becomes `agil`).
 */
export function minimalFrenchStem(token: string): string {
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
