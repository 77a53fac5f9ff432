import { z } from 'zod';
import './openapi/zod-openapi';
import { validationError } from '../domain/errors';
import { formatIssues } from '../domain/validation';

/** Parses a request part with its zod schema; failures become 400 `Validation failed` naming each field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, part?: 'body'): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(formatIssues(result.error.issues, part, schema));
  return result.data;
}

const single = (iss: { input?: unknown }) => (iss.input === undefined ? 'is required' : 'must be given once');

/** An integer query parameter (query values arrive as strings). */
export function intParam(min: number, max: number) {
  return z
    .string({ error: single })
    .regex(/^-?\d+$/, 'must be an integer')
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`))
    .openapi({ type: 'integer', minimum: min, maximum: max, pattern: undefined });
}

/** Latest Unix time accepted: 9999-12-31T23:59:59Z. */
export const MAX_UNIX_SECONDS = 253_402_300_799;

/**
 * A Unix time in seconds (a query parameter). Milliseconds sent by mistake are over its bound by a factor of a
 * thousand: the message says so, and gives the seconds to send.
 */
export function unixSecondsParam() {
  return z
    .string({ error: single })
    .regex(/^-?\d+$/, 'must be an integer')
    .transform(Number)
    .pipe(
      z
        .number()
        .min(0, 'must be at least 0')
        .max(MAX_UNIX_SECONDS, {
          error: (iss) => {
            const seconds = Math.floor(Number(iss.input) / 1000);
            const hint =
              seconds <= MAX_UNIX_SECONDS ? `; ${String(iss.input)} looks like milliseconds: send ${seconds}` : '';
            return `must be at most ${MAX_UNIX_SECONDS} (Unix seconds)${hint}`;
          },
        }),
    )
    .openapi({ type: 'integer', minimum: 0, maximum: MAX_UNIX_SECONDS, pattern: undefined });
}

export function boolParam() {
  return z
    .enum(['true', 'false'], { error: (iss) => (iss.input === undefined ? 'is required' : 'must be true or false') })
    .transform((v) => v === 'true')
    .openapi({ type: 'boolean', enum: undefined });
}
