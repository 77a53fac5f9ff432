import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeDocs } from '../routes/docs/docs.openapi';
import { freelancesRoutes } from '../routes/freelances/freelances.routes';
import { healthRoutes } from '../routes/health/health.routes';
import { describeRoutes } from '../route';
import { integrationRoutes } from '../routes/integration/integration.routes';
import { meRoutes } from '../routes/me/me.routes';
import { describeMetrics } from '../routes/metrics/metrics.openapi';
import { mobilitiesRoutes } from '../routes/mobilities/mobilities.routes';
import { partnersRoutes } from '../routes/partners/partners.routes';
import { searchRoutes } from '../routes/partners/search.routes';
import { savedSearchesRoutes } from '../routes/partners/saved-searches.routes';
import { searchIndexRoutes } from '../routes/search-index/search-index.routes';
import { trackingRoutes } from '../routes/tracking/tracking.routes';
import { describeWebhookMessages, webhooksRoutes } from '../routes/webhooks/webhooks.routes';
import { ApiDescription, REAL_SERVERS } from './api-description';

/** Every resource's description; a new route module adds its `describe...` here. */
export const RESOURCE_DESCRIPTIONS: ((api: ApiDescription) => void)[] = [
  (api) => describeRoutes(api, meRoutes),
  (api) => describeRoutes(api, freelancesRoutes),
  (api) => describeRoutes(api, searchRoutes),
  (api) => describeRoutes(api, partnersRoutes),
  (api) => describeRoutes(api, savedSearchesRoutes),
  (api) => describeRoutes(api, integrationRoutes),
  (api) => describeRoutes(api, webhooksRoutes),
  describeWebhookMessages,
  (api) => describeRoutes(api, trackingRoutes),
  (api) => describeRoutes(api, mobilitiesRoutes),
  (api) => describeRoutes(api, searchIndexRoutes),
  (api) => describeRoutes(api, healthRoutes),
  describeMetrics,
  describeDocs,
];

/**
 * The description's overview is docs/api.md, the one text that states what clients can rely on (the repository's
 * readers find it there, the API's in /docs), without its title. In the image it sits at dist/docs/api.md.
 */
const OVERVIEW = readFileSync(join(__dirname, '..', '..', '..', 'docs', 'api.md'), 'utf8').replace(/^# .*\n+/, '');

const TAGS = [
  { name: 'Keys', description: 'Your own key: who it is, its limits, its rotation (every key type).' },
  {
    name: 'Synchronisation',
    description: 'Pull every profile changed since your last run (client, integrator and admin keys).',
  },
  { name: 'Search', description: 'Stage 1 search of the anonymised pool, and the referential of filter values.' },
  { name: 'Partners', description: 'Recruiter whitelist, Stage 2 reveal and consultation events (partner keys).' },
  { name: 'Integrators', description: 'Sub-clients and their recruiter whitelists (integrator keys).' },
  {
    name: 'Webhooks',
    description:
      'Signed notifications of what changed, pushed to your endpoints (client, integrator and partner keys).',
  },
  {
    name: 'Sandbox',
    description: 'The keyless sandbox: the same routes on synthetic data (no key, rate-limited per client IP).',
  },
  { name: 'Tracking', description: 'The tracking host behind distributed links.' },
  { name: 'Admin', description: 'The mobility dataset, the search reindex and metrics (admin keys).' },
  { name: 'Service', description: 'Health and documentation.' },
];

export function buildOpenApiDocument() {
  const api = new ApiDescription();
  for (const describe of RESOURCE_DESCRIPTIONS) describe(api);
  return api.document(
    { title: 'fpd: Freelance Profile Distribution', version: '1.0.4', description: OVERVIEW },
    REAL_SERVERS,
    TAGS,
  );
}

let built: ReturnType<typeof buildOpenApiDocument> | undefined;
/** The description, built once per process. */
export const openApiDocument = () => (built ??= buildOpenApiDocument());
