import type { z } from 'zod';

/**
 * One readable line from zod issues, naming each failing field: `limit: must be at most 1000`.
 * Used for HTTP 400 messages and for import reports alike.
 */
export function formatIssues(issues: readonly z.core.$ZodIssue[], prefix?: string): string {
  return issues
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
