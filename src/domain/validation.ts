import type { z } from 'zod';

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
        const keys = issue.keys.map((k) => [path, k].filter(Boolean).join('.'));
        return `${keys.join(', ')}: unknown parameter${keys.length > 1 ? 's' : ''}`;
      }
      const message = issue.code === 'invalid_type' && /received undefined$/.test(issue.message) ? 'is required' : issue.message;
      return path ? `${path}: ${message}` : message;
    })
    .join('; ');
}
