import type { Route } from './route';
import { freelancesRoutes } from './routes/freelances/freelances.routes';
import { searchRoutes } from './routes/partners/search.routes';
import { partnersRoutes } from './routes/partners/partners.routes';
import { savedSearchesRoutes } from './routes/partners/saved-searches.routes';
import { integrationRoutes } from './routes/integration/integration.routes';
import { webhooksRoutes } from './routes/webhooks/webhooks.routes';
import { healthRoutes } from './routes/health/health.routes';
import { meRoutes } from './routes/me/me.routes';
import { mobilitiesRoutes } from './routes/mobilities/mobilities.routes';
import { searchIndexRoutes } from './routes/search-index/search-index.routes';
import { trackingRoutes } from './routes/tracking/tracking.routes';

/**
 * Every route of the API, each declared once (src/http/route.ts), in the order of the description: app.ts mounts them
 * and openapi/document.ts describes them from this list.
 */
export const API_ROUTES: readonly Route[] = [
  ...meRoutes,
  ...freelancesRoutes,
  ...searchRoutes,
  ...partnersRoutes,
  ...savedSearchesRoutes,
  ...integrationRoutes,
  ...webhooksRoutes,
  ...trackingRoutes,
  ...mobilitiesRoutes,
  ...searchIndexRoutes,
  ...healthRoutes,
];
