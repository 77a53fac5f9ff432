import { z } from 'zod';
import '../../openapi/zod-openapi';
import { emailField, recruiterFields } from '../partners/partners.schema';

/** POST /integration/{integrationClient}/whitelist/{integrationClientId}. */
export const addSubClientRecruiterBody = z.strictObject({ originalEmail: emailField(), ...recruiterFields }, { error: () => 'must be a JSON object' });
/** DELETE /integration/{integrationClient}/whitelist/{integrationClientId}. */
export const removeSubClientRecruiterBody = z.strictObject({ originalEmailToDelete: emailField() }, { error: () => 'must be a JSON object' });

/** Path parameters (documentation; the service checks them against the caller's key). */
export const integrationClientParams = z.strictObject({
  integrationClient: z
    .string()
    .max(200)
    .regex(/^[a-z0-9-]+$/)
    .openapi({ description: 'Your integrator slug (company name, lowercase, no spaces; another is 403).', example: 'demo-integrator' }),
});
export const subClientParams = integrationClientParams.extend({
  integrationClientId: z.uuid().openapi({ description: 'A sub-client’s `integrationClientId` (from GET .../clients; another integrator’s is 404).' }),
});
