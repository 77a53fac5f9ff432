import { validationError } from '../errors';
import { FUNCTION_WORDS } from './attribute-data';

/**
 * The keyword grammar of POST /partners/search, parsed once into an AST that each search engine compiles.
 *
 * - Words are an implicit AND; `"a phrase"` is an exact phrase; `-word` and `-"a phrase"` exclude.
 * - The uppercase word `OR` separates groups, each with its own words, phrases and exclusions (`or`, `Or` are
 *   ordinary words). Empty groups (stray `OR`s) are ignored; more than 10 groups is a validation error.
 * - A hyphen inside a word is part of it (`full-stack`, `e-commerce`, `C-level`); only a leading `-` excludes.
 * - An unterminated quote runs to the end of the input. A lone `-` or an empty phrase means nothing.
 * - A group with exclusions only matches everyone else; no groups at all (empty keywords) matches everyone.
 * - A term said twice in a group (`senior senior`, `Lyon lyon`, `"chef de projet" "Chef de projet"`) is read once:
 *   an AND of a condition with itself is that condition, and each term costs the engines a clause. Not a function
 *   word (`de`, `la`): alone it means nothing, and it is a word of the names after it (`chef de projet Pays de la
 *   Loire` is a title and a region, not the department Loire).
 * The parser never throws on any input except for the group limit; normalising words (case, accents, elision,
 * technology names) is the analyser's job (src/domain/search/text-analysis.ts).
 */

export const MAX_KEYWORD_GROUPS = 10;

/** Words kept each time they are said: the function words that names hold (`de`, `la`, `du`...). */
const REPEATED: ReadonlySet<string> = new Set(FUNCTION_WORDS);

export interface SearchTerm {
  kind: 'word' | 'phrase';
  /** The term as typed (a phrase without its quotes, inner spaces collapsed). */
  text: string;
}

export interface KeywordGroup {
  include: SearchTerm[];
  exclude: SearchTerm[];
}

export interface KeywordQuery {
  /** OR of the groups; empty when the keywords are empty: everyone matches. */
  groups: KeywordGroup[];
}

type Token = { type: 'or' } | { type: 'term'; negated: boolean; term: SearchTerm };

const isSpace = (ch: string) => /\s/u.test(ch);

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const n = input.length;
  while (i < n) {
    const ch = input[i]!;
    if (isSpace(ch)) {
      i++;
      continue;
    }
    let negated = false;
    if (ch === '-') {
      negated = true;
      i++;
      if (i >= n || isSpace(input[i]!)) continue; // a lone "-" means nothing
    }
    if (input[i] === '"') {
      const close = input.indexOf('"', i + 1);
      const end = close === -1 ? n : close;
      const text = input
        .slice(i + 1, end)
        .split(/\s+/u)
        .filter(Boolean)
        .join(' ');
      i = close === -1 ? n : close + 1;
      if (text) tokens.push({ type: 'term', negated, term: { kind: 'phrase', text } });
      continue;
    }
    let end = i;
    while (end < n && !isSpace(input[end]!) && input[end] !== '"') end++;
    const word = input.slice(i, end);
    i = end;
    if (!negated && word === 'OR') tokens.push({ type: 'or' });
    else if (word) tokens.push({ type: 'term', negated, term: { kind: 'word', text: word } });
  }
  return tokens;
}

export function parseKeywords(input: string): KeywordQuery {
  const groups: KeywordGroup[] = [];
  let current: KeywordGroup = { include: [], exclude: [] };
  let seen = new Set<string>();
  const close = () => {
    if (current.include.length + current.exclude.length > 0) groups.push(current);
    current = { include: [], exclude: [] };
    seen = new Set();
  };
  for (const token of tokenize(input)) {
    if (token.type === 'or') {
      close();
      continue;
    }
    const text = token.term.text.normalize('NFC').toLowerCase();
    const said = `${token.negated ? '-' : '+'}${token.term.kind}:${text}`;
    if (seen.has(said) && !(token.term.kind === 'word' && REPEATED.has(text))) continue;
    seen.add(said);
    (token.negated ? current.exclude : current.include).push(token.term);
  }
  close();
  if (groups.length > MAX_KEYWORD_GROUPS) {
    throw validationError(`keywords: at most ${MAX_KEYWORD_GROUPS} OR groups (found ${groups.length})`);
  }
  return { groups };
}
