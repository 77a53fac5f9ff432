import { z } from 'zod';
import '../../openapi/zod-openapi';
import { emailField, recruiterFields } from '../partners/partners.schema';

/** POST /integration/{integrationClient}/whitelist/{integrationClientId}. */
export const addSubClientRecruiterBody = z.strictObject({ originalEmail: emailField(), ...recruiterFields }, { error: () => 'must be a JSON object' });
/** DELETE /integration/{integrationClient}/whitelist/{integrationClientId}. */
export const removeSubClientRecruiterBody = z.strictObject({ originalEmailToDelete: emailField() }, { error: () => 'must be a JSON object' });

/** Path parameters (documentation; the service checks them against the caller's key). */
export const integrationClientParams = z.strictObject({
  integrationClient: z.string().openapi({ description: 'Your integrator slug (company name, lowercase, no spaces).', example: 'demo-integrator' }),
});
export const subClientParams = integrationClientParams.extend({
  integrationClientId: z.string().openapi({ description: 'A sub-client’s `integrationClientId` (from GET .../clients).' }),
});
