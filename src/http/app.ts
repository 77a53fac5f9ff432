import express from 'express';
import type { ServiceContainer } from '../container';
import { keyAccess, sandboxAccess } from './auth';
import { compressedResponses } from './compression';
import { errorHandler, notFoundHandler } from './error-handler';
import { keyLimits, sandboxLimits } from './rate-limit';
import { apiRouter, methodNotAllowed } from './routing';
import { API_ROUTES } from './api-routes';
import { mountRoutes, type Route } from './route';
import { docsRoutes } from './routes/docs/docs.routes';
import { requestLogger, requestMetrics, routeTemplates } from './request-observer';
import { metricsRoutes } from './routes/metrics/metrics.routes';

/**
 * The HTTP surface. It knows the services, never a database or a search engine. With a sandbox container, the
 * sandbox's routes are the same route modules mounted on it under /sandbox, with an access step that needs no key.
 */
export function createApp(c: ServiceContainer, options: { sandbox?: ServiceContainer } = {}): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('case sensitive routing', true);
  app.set('trust proxy', c.config.trustProxy);
  app.set('query parser', 'simple');
  app.set('etag', false); // listings are large and always fresh: hashing each body for an ETag only costs time
  const route = routeTemplates(app);
  app.use(requestLogger(c.logger, route));
  app.use(requestMetrics(c.metrics, route));
  if (c.config.compression) app.use(compressedResponses(c.config.compression));
  app.use(methodNotAllowed(app));
  // Bodies are read by each route after its access step (src/http/auth.ts), never before the caller is known.
  const access = keyAccess(c.keys);
  const limits = keyLimits(c.keys, c.rateLimiter);
  app.use(docsRoutes());
  app.use(metricsRoutes({ limits, access, metrics: c.metrics }));
  // Every route answers with and without the /v1 prefix (the spec's example of the deprecated slug route shows it).
  // Health and the tracking redirects come before the rate limits, which count every other request of the API: per
  // key (keyLimits), and per client IP in the sandbox (sandboxLimits, run by the sandbox router, key or not).
  const api = apiRouter();
  const real = { access, services: c, sandboxed: false, sandbox: options.sandbox };
  const counted = (r: Route) => !r.unlimited;
  mountRoutes(
    api,
    API_ROUTES.filter((r) => !counted(r) && !r.sandboxServices),
    real,
  );
  if (options.sandbox) {
    const s = options.sandbox;
    const sandbox = apiRouter();
    sandbox.use(sandboxLimits(c.rateLimiter));
    mountRoutes(
      sandbox,
      API_ROUTES.filter((r) => r.sandbox),
      { access: sandboxAccess, services: s, sandboxed: true, sandbox: s },
    );
    api.use('/sandbox', sandbox);
    mountRoutes(
      api,
      API_ROUTES.filter((r) => r.sandboxServices),
      { access: sandboxAccess, services: s, sandboxed: true, sandbox: s },
    );
  }
  api.use(limits);
  mountRoutes(api, API_ROUTES.filter(counted), real);
  app.use('/v1', api);
  app.use(api);
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
