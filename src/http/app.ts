import express from 'express';
import type { ServiceContainer } from '../container';
import { errorHandler, notFoundHandler } from './error-handler';
import { freelancesRoutes } from './routes/freelances/freelances.routes';
import { integrationRoutes } from './routes/integration/integration.routes';
import { partnersRoutes } from './routes/partners/partners.routes';
import { searchRoutes } from './routes/partners/search.routes';
import { searchIndexRoutes } from './routes/search-index/search-index.routes';
import { trackingRoutes } from './routes/tracking/tracking.routes';

/** The HTTP surface. It knows the services, never a database or a search engine. */
export function createApp(c: ServiceContainer): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', c.config.trustProxy);
  app.set('query parser', 'simple');
  app.set('etag', false); // listings are large and always fresh: hashing each body for an ETag only costs time
  app.use(express.json({ limit: '1mb' }));
  // Liveness: 200 while the process serves requests (no key, no dependency checks).
  app.get('/health', (_req, res) => void res.json({ status: 'ok' }));
  // Every route answers with and without the /v1 prefix (the spec's example of the deprecated slug route shows it).
  const api = express.Router();
  api.use(freelancesRoutes({ sync: c.sync, keys: c.keys }));
  api.use(searchRoutes({ keys: c.keys, search: c.search }));
  api.use(partnersRoutes({ keys: c.keys, whitelists: c.whitelists, partners: c.partners }));
  api.use(integrationRoutes({ keys: c.keys, integration: c.integration, whitelists: c.whitelists }));
  api.use(searchIndexRoutes({ keys: c.keys, indexer: c }));
  api.use(trackingRoutes({ distributor: c.distributor, profiles: c.stores.profiles }));
  app.use('/v1', api);
  app.use(api);
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
