import express from 'express';
import type { ServiceContainer } from '../container';
import { keyAccess, sandboxAccess } from './auth';
import { errorHandler, notFoundHandler } from './error-handler';
import { rateLimits } from './rate-limit';
import { docsRoutes } from './routes/docs/docs.routes';
import { requestLogger, requestMetrics, routeTemplates } from './request-observer';
import { metricsRoutes } from './routes/metrics/metrics.routes';
import { freelancesRoutes } from './routes/freelances/freelances.routes';
import { healthRoutes } from './routes/health/health.routes';
import { integrationRoutes } from './routes/integration/integration.routes';
import { mobilitiesRoutes } from './routes/mobilities/mobilities.routes';
import { partnersRoutes } from './routes/partners/partners.routes';
import { searchRoutes } from './routes/partners/search.routes';
import { searchIndexRoutes } from './routes/search-index/search-index.routes';
import { trackingRoutes } from './routes/tracking/tracking.routes';

/**
 * The HTTP surface. It knows the services, never a database or a search engine. With a sandbox container, the
 * sandbox's routes are the same route modules mounted on it under /sandbox, with an access step that needs no key.
 */
export function createApp(c: ServiceContainer, options: { sandbox?: ServiceContainer } = {}): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', c.config.trustProxy);
  app.set('query parser', 'simple');
  app.set('etag', false); // listings are large and always fresh: hashing each body for an ETag only costs time
  const route = routeTemplates(app);
  app.use(requestLogger(c.logger, route));
  app.use(requestMetrics(c.metrics, route));
  app.use(express.json({ limit: '1mb' }));
  app.use(docsRoutes());
  app.use(metricsRoutes({ keys: c.keys, metrics: c.metrics }));
  // Every route answers with and without the /v1 prefix (the spec's example of the deprecated slug route shows it).
  // Health comes before the rate limits, which count every other request of the API (sandbox routes included).
  const api = express.Router();
  api.use(healthRoutes({ health: c.health }));
  api.use(rateLimits(c.keys, c.rateLimiter));
  const access = keyAccess(c.keys);
  if (options.sandbox) {
    const s = options.sandbox;
    const sandbox = express.Router();
    sandbox.use(freelancesRoutes({ sync: s.sync, access: sandboxAccess }));
    sandbox.use(searchRoutes({ access: sandboxAccess, search: s.search }));
    api.use('/sandbox', sandbox);
    api.use(trackingRoutes({ distributor: s.distributor, profiles: s.stores.profiles }, '/t/sandbox'));
  }
  api.use(freelancesRoutes({ sync: c.sync, access }));
  api.use(searchRoutes({ access, search: c.search }));
  api.use(partnersRoutes({ access, whitelists: c.whitelists, partners: c.partners }));
  api.use(integrationRoutes({ access, integration: c.integration, whitelists: c.whitelists }));
  api.use(mobilitiesRoutes({ access, mobility: c.mobility }));
  api.use(searchIndexRoutes({ access, indexer: c }));
  api.use(trackingRoutes({ distributor: c.distributor, profiles: c.stores.profiles }));
  app.use('/v1', api);
  app.use(api);
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
