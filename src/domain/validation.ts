import type { z } from 'zod';

/** Unknown fields named in one message, and the length a name is cut to. */
const MAX_NAMED = 5;
const MAX_NAME = 60;
/** An unknown name this close to a known one (edits, case ignored) is suggested: `did you mean keywords?`. */
const MAX_SUGGESTION_EDITS = 2;

/**
 * Edits (insertions, deletions, substitutions, swaps of two neighbours) from `a` to `b`, stopping early once over
 * `max` (the answer is then max + 1).
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = row;
  }
  return previous[b.length]!;
}

/** The known name closest to `name` within two edits (case ignored, fewer edits than `name` has letters), or null. */
export function closestName(name: string, known: readonly string[]): string | null {
  const lower = name.toLowerCase();
  let best: { name: string; edits: number } | null = null;
  for (const candidate of known) {
    const edits = editDistance(lower, candidate.toLowerCase(), MAX_SUGGESTION_EDITS);
    if (edits <= MAX_SUGGESTION_EDITS && edits < name.length && (!best || edits < best.edits))
      best = { name: candidate, edits };
  }
  return best?.name ?? null;
}

interface DefLike {
  type: string;
  shape?: Record<string, unknown>;
  in?: SchemaLike;
  innerType?: SchemaLike;
  element?: SchemaLike;
  options?: SchemaLike[];
}
interface SchemaLike {
  _zod: { def: DefLike };
}

/**
 * The field names an object of `schema` knows at `path` (an issue's path): through pipes, optionals, defaults,
 * arrays and unions, as zod reads the input. Empty when there is no object there.
 */
export function knownKeysAt(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  const keys = new Set<string>();
  const walk = (s: SchemaLike | undefined, rest: readonly PropertyKey[]): void => {
    const def = s?._zod?.def;
    if (!def) return;
    switch (def.type) {
      case 'pipe':
        return walk(def.in, rest);
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'readonly':
      case 'catch':
      case 'nonoptional':
        return walk(def.innerType, rest);
      case 'union':
        return def.options?.forEach((o) => walk(o, rest));
      case 'array':
        return rest.length > 0 ? walk(def.element, rest.slice(1)) : undefined;
      case 'object':
        if (rest.length === 0) Object.keys(def.shape ?? {}).forEach((k) => keys.add(k));
        else walk(def.shape?.[String(rest[0])] as SchemaLike | undefined, rest.slice(1));
        return;
      default:
        return;
    }
  };
  walk(schema as unknown as SchemaLike, path);
  return [...keys];
}

/**
 * One readable line from zod issues, naming each failing field once: `limit: must be at most 1000`.
 * Used for HTTP 400 messages and for import reports alike. With the schema that raised them, an unknown field close
 * to a known one is answered with it: `body.keyword: unknown parameter (did you mean body.keywords?)`.
 */
export function formatIssues(issues: readonly z.core.$ZodIssue[], prefix?: string, schema?: z.ZodType): string {
  const seen = new Set<string>();
  return issues
    .filter((issue) => {
      const key = issue.path.map(String).join('.');
      if (seen.has(key)) return false; // one message per field: the first check it failed
      seen.add(key);
      return true;
    })
    .slice(0, 5)
    .map((issue) => {
      const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
      if (issue.code === 'unrecognized_keys') {
        // A few names, each cut short: a body of 60 000 made-up fields must not come back whole.
        const named = issue.keys.slice(0, MAX_NAMED);
        const full = (k: string) => [path, k].filter(Boolean).join('.');
        const keys = named.map((k) => full(k.length > MAX_NAME ? `${k.slice(0, MAX_NAME)}…` : k));
        const more = issue.keys.length > MAX_NAMED ? ` and ${issue.keys.length - MAX_NAMED} more` : '';
        const known = schema ? knownKeysAt(schema, issue.path).filter((k) => !issue.keys.includes(k)) : [];
        const hints = named.flatMap((k) => {
          const near = k.length <= MAX_NAME ? closestName(k, known) : null;
          return near ? [{ unknown: full(k), near: full(near) }] : [];
        });
        const hint =
          hints.length === 0
            ? ''
            : issue.keys.length === 1
              ? ` (did you mean ${hints[0]!.near}?)`
              : ` (did you mean ${hints.map((h) => `${h.near} for ${h.unknown}`).join(', ')}?)`;
        return `${keys.join(', ')}${more}: unknown parameter${issue.keys.length > 1 ? 's' : ''}${hint}`;
      }
      const message =
        issue.code === 'invalid_type' && /received undefined$/.test(issue.message) ? 'is required' : issue.message;
      return path ? `${path}: ${message}` : message;
    })
    .join('; ');
}
