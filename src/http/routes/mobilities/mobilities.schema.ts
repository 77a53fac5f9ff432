import { z } from 'zod';

/** GET /mobilities/length and POST /mobilities/refresh-cache take nothing: no query parameter, an empty body or `{}`. */
export const noQuery = z.strictObject({});
export const noBody = z.strictObject({}, { error: () => 'must be empty or {}' });
