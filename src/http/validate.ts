import { z } from 'zod';
import './openapi/zod-openapi';
import { validationError } from '../domain/errors';
import { formatIssues } from '../domain/validation';

/** Parses a request part with its zod schema; failures become 400 `Validation failed` naming each field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, part?: 'body'): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(formatIssues(result.error.issues, part));
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

export function boolParam() {
  return z
    .enum(['true', 'false'], { error: (iss) => (iss.input === undefined ? 'is required' : 'must be true or false') })
    .transform((v) => v === 'true')
    .openapi({ type: 'boolean', enum: undefined });
}
