import { z } from 'zod';
import '../../openapi/zod-openapi';

/** POST /me/rotate: no body, or `{}`. */
export const rotateBody = z.strictObject({}, { error: () => 'must be a JSON object' });
