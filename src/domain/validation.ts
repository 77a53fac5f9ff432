import type { z } from 'zod';

/** Unknown fields named in one message, and the length a name is cut to. */
const MAX_NAMED = 5;
const MAX_NAME = 60;

/**
 * One readable line from zod issues, naming each failing field once: `limit: must be at most 1000`.
 * Used for HTTP 400 messages and for import reports alike.
 */
export function formatIssues(issues: readonly z.core.$ZodIssue[], prefix?: string): string {
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
        const keys = issue.keys.slice(0, MAX_NAMED).map((k) => [path, k.length > MAX_NAME ? `${k.slice(0, MAX_NAME)}…` : k].filter(Boolean).join('.'));
        const more = issue.keys.length > MAX_NAMED ? ` and ${issue.keys.length - MAX_NAMED} more` : '';
        return `${keys.join(', ')}${more}: unknown parameter${issue.keys.length > 1 ? 's' : ''}`;
      }
      const message = issue.code === 'invalid_type' && /received undefined$/.test(issue.message) ? 'is required' : issue.message;
      return path ? `${path}: ${message}` : message;
    })
    .join('; ');
}
