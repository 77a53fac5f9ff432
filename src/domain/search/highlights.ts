import type { Stage1Body } from './anonymise';
import type { AttributeKind } from './attributes';
import { WEIGHTS, type KeyMatch } from './match-keys';
import type { ExpandedQuery } from './query-expansion';
import { analyse, exactTokens, minimalFrenchStem, type Token } from './text-analysis';

/**
 * Why a result matched (`highlight: true`): the fragments of its Stage 1 text that hold the words searched, and the
 * places and attributes it has that the keywords named. Made from the Stage 1 body, after redaction, so a highlight
 * never shows more than the result itself; made here, from the expanded query, so every engine highlights alike.
 *
 * Words match as the engines match them (text-analysis.ts): a word by its stem, a quoted phrase by its exact tokens,
 * a word of several tokens (`front-end`) as consecutive tokens; every equivalent and correction of the expansion
 * counts. Fragments are HTML-escaped text with the matched words in `<mark>`; a short text whole, a long one cut
 * around its matches.
 */
export interface Highlights {
  /** Per field of the result (`headline`, `summary`, `skills.2.name`, `workHistory.0.summary`...): its fragments. */
  fields: Record<string, string[]>;
  /** The words read as a place or an attribute that this profile has, and how it has them. */
  matched: MatchedReading[];
}

export interface MatchedReading {
  /** The words as typed. */
  words: string;
  as: AttributeKind | 'place';
  /**
   * Places: `lives` there, `worksIn` it (a work area in it), or a work area that `covers` it. Attributes: `has` the
   * value named, or a `near` one (`senior` asked, `expert` held); a seniority `fromExperience`: none declared, and the
   * work history spans its years.
   */
  how: 'lives' | 'worksIn' | 'covers' | 'has' | 'near' | 'fromExperience';
}

/** A text this long or shorter is shown whole; a longer one in fragments of about this length, at most three. */
const FRAGMENT = 160;
const MAX_FRAGMENTS = 3;

/** A sequence of tokens to find: stems for a word, exact tokens for a phrase. */
interface Sought {
  tokens: string[];
  stemmed: boolean;
}
/** What a query seeks, indexed by first token: words by their first stem, phrases by their first exact token. */
interface SoughtIndex {
  stemmed: Map<string, Sought[]>;
  exact: Map<string, Sought[]>;
  size: number;
}

/** A Stage 1 body's texts as highlights read them: analysed once per profile version (callers may keep it). */
export interface AnalysedBody {
  texts: { path: string; source: string; tokens: Token[]; stems: string[] }[];
}

export function analyseBody(body: Stage1Body): AnalysedBody {
  const texts: AnalysedBody['texts'] = [];
  const add = (path: string, text: string) => {
    if (!text) return;
    const { source, tokens } = analyse(text);
    if (tokens.length > 0) texts.push({ path, source, tokens, stems: tokens.map((t) => minimalFrenchStem(t.text)) });
  };
  add('headline', body.headline);
  body.professions.forEach((p, i) => add(`professions.${i}`, p));
  body.skills.forEach((s, i) => {
    add(`skills.${i}.name`, s.name);
    s.keywords.forEach((k, j) => add(`skills.${i}.keywords.${j}`, k));
  });
  add('summary', body.summary);
  body.workHistory.forEach((w, i) => {
    add(`workHistory.${i}.position`, w.position);
    add(`workHistory.${i}.summary`, w.summary);
  });
  return { texts };
}

/** The highlighter of a query: what it seeks is read once, then each result is highlighted. */
export function highlighter(query: ExpandedQuery): (body: AnalysedBody, keys: ReadonlySet<string>) => Highlights {
  const sought = soughtTokens(query);
  return (body, keys) => {
    const fields: Record<string, string[]> = {};
    if (sought.size > 0)
      for (const text of body.texts) {
        const fragments = markedFragments(text, sought);
        if (fragments.length > 0) fields[text.path] = fragments;
      }
    return { fields, matched: matchedReadings(query, keys) };
  };
}

export const highlight = (body: Stage1Body, query: ExpandedQuery, keys: ReadonlySet<string>): Highlights =>
  highlighter(query)(analyseBody(body), keys);

/** The token sequences of every clause the profile may match (exclusions never do), indexed by their first token. */
function soughtTokens(query: ExpandedQuery): SoughtIndex {
  const sought: SoughtIndex = { stemmed: new Map(), exact: new Map(), size: 0 };
  const seen = new Set<string>();
  for (const clause of [...query.groups.flatMap((g) => g.include), ...(query.prefer ?? [])])
    for (const alternative of clause.alternatives)
      for (const term of alternative) {
        const exact = exactTokens(term.text);
        if (exact.length === 0) continue;
        const stemmed = term.kind === 'word';
        const tokens = stemmed ? exact.map(minimalFrenchStem) : exact;
        const id = `${stemmed ? 's' : 'e'}:${tokens.join(' ')}`;
        if (seen.has(id)) continue;
        seen.add(id);
        const byFirst = stemmed ? sought.stemmed : sought.exact;
        byFirst.set(tokens[0]!, [...(byFirst.get(tokens[0]!) ?? []), { tokens, stemmed }]);
        sought.size++;
      }
  return sought;
}

const NONE: readonly Sought[] = [];

/** The spans of a text that match, merged, in order. */
function matchedSpans({ tokens, stems }: AnalysedBody['texts'][number], sought: SoughtIndex): [number, number][] {
  const matchesAt = (s: Sought, i: number) =>
    i + s.tokens.length <= tokens.length &&
    s.tokens.every((t, k) => t === (s.stemmed ? stems[i + k] : tokens[i + k]!.text));
  const spans: [number, number][] = [];
  for (let i = 0; i < tokens.length; i++) {
    let longest = 0;
    for (const s of sought.stemmed.get(stems[i]!) ?? NONE)
      if (s.tokens.length > longest && matchesAt(s, i)) longest = s.tokens.length;
    for (const s of sought.exact.get(tokens[i]!.text) ?? NONE)
      if (s.tokens.length > longest && matchesAt(s, i)) longest = s.tokens.length;
    if (longest === 0) continue;
    const start = tokens[i]!.start;
    const end = tokens[i + longest - 1]!.end;
    const last = spans[spans.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else spans.push([start, end]);
  }
  return spans;
}

function markedFragments(text: AnalysedBody['texts'][number], sought: SoughtIndex): string[] {
  const spans = matchedSpans(text, sought);
  if (spans.length === 0) return [];
  const { source } = text;
  const windows: [number, number][] = [];
  if (source.length <= FRAGMENT) windows.push([0, source.length]);
  else {
    const margin = Math.floor(FRAGMENT / 2.5);
    for (const [start, end] of spans) {
      const from = wordStart(source, Math.max(0, start - margin), start);
      const to = wordEnd(source, Math.min(source.length, end + margin), end);
      const last = windows[windows.length - 1];
      if (last && from <= last[1]) last[1] = Math.max(last[1], to);
      else windows.push([from, to]);
    }
  }
  return windows.slice(0, MAX_FRAGMENTS).map(([from, to]) => {
    let out = from > 0 ? '…' : '';
    let at = from;
    for (const [start, end] of spans) {
      if (end <= from || start >= to) continue;
      out += `${escapeHtml(source.slice(at, start))}<mark>${escapeHtml(source.slice(start, end))}</mark>`;
      at = end;
    }
    return out + escapeHtml(source.slice(at, to)).trimEnd() + (to < source.length ? '…' : '');
  });
}

/** The first word start at or after `at` (never past `limit`): a fragment does not begin mid-word. */
function wordStart(text: string, at: number, limit: number): number {
  if (at === 0) return 0;
  const space = text.slice(at, limit).search(/\s/u);
  return space < 0 ? at : at + space + 1;
}

/** The last word end at or before `at` (never before `limit`). */
function wordEnd(text: string, at: number, limit: number): number {
  if (at >= text.length) return text.length;
  const space = text.slice(limit, at).search(/\s\S*$/u);
  return space < 0 ? at : limit + space;
}

const HTML: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => HTML[c]!);

const KINDS: Record<string, AttributeKind | 'place'> = {
  h: 'place',
  w: 'place',
  s: 'seniority',
  si: 'seniority',
  r: 'remoteWork',
  a: 'availability',
  l: 'language',
  d: 'daysPerWeek',
};

/** For each clause read as a place or an attribute, the best of its keys the profile has. */
function matchedReadings(query: ExpandedQuery, keys: ReadonlySet<string>): MatchedReading[] {
  const matched: MatchedReading[] = [];
  const seen = new Set<string>();
  // (an attribute beside a specialty ranks: it is among the clauses that only rank)
  for (const clause of [...query.groups.flatMap((g) => g.include), ...(query.prefer ?? [])]) {
    const words = clause.words;
    if (words === undefined) continue;
    const best = clause.keys.filter((k) => keys.has(k.key)).sort((a, b) => b.weight - a.weight)[0];
    const as = best && KINDS[best.key.split(':')[0]!];
    if (!best || !as || seen.has(`${as}:${words}`)) continue;
    seen.add(`${as}:${words}`);
    const named = Math.max(...clause.keys.map((k) => k.weight)); // the value named weighs most, a neighbour less
    matched.push({ words, as, how: readingHow(as, best, named) });
  }
  return matched;
}

function readingHow(
  as: AttributeKind | 'place',
  { key, weight, around }: KeyMatch,
  named: number,
): MatchedReading['how'] {
  if (key.startsWith('si:')) return 'fromExperience';
  if (as !== 'place') return weight >= named ? 'has' : 'near';
  if (key.startsWith('h:')) return around || weight === WEIGHTS.livesNear ? 'near' : 'lives';
  return key.startsWith('w:in:') ? 'worksIn' : 'covers';
}
