/**
 * The error bodies tests expect, written out: the spec's fields (`{ error: "Validation failed", message }` for a
 * 400, `{ statusCode, message }` otherwise), then the stable `code` and its `docs` link.
 */
export function apiError(status: number, code: string, message: unknown) {
  const docs = `/docs/errors#${code}`;
  return status === 400
    ? { error: 'Validation failed', message, code, docs }
    : { statusCode: status, message, code, docs };
}

/** A 400 `validation_failed` (or another 400 code). */
export const invalid = (message: unknown, code = 'validation_failed') => apiError(400, code, message);
