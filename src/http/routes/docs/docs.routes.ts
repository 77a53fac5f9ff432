import type { Router } from 'express';
import { dirname, join } from 'node:path';
import { openApiDocument } from '../../openapi/document';
import { apiRouter } from '../../routing';

/** The swagger-ui-dist files the page needs, served from the npm package (no CDN). */
const ASSETS = new Set(['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png']);
const ASSET_DIR = dirname(require.resolve('swagger-ui-dist/package.json'));

const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>fpd API documentation</title>
  <link rel="icon" type="image/png" href="/docs/assets/favicon-32x32.png">
  <link rel="stylesheet" href="/docs/assets/swagger-ui.css">
</head>
<body>
  <div id="ui"></div>
  <script src="/docs/assets/swagger-ui-bundle.js"></script>
  <script src="/docs/init.js"></script>
</body>
</html>
`;

// Swagger UI: the description of this service; "Try it out" enabled; the first server (the sandbox) selected by
// default. No validator badge (it would call validator.swagger.io).
const INIT = `window.ui = SwaggerUIBundle({
  url: '/openapi.json',
  dom_id: '#ui',
  deepLinking: true,
  tryItOutEnabled: true,
  validatorUrl: null,
  displayRequestDuration: true,
  persistAuthorization: false,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
});
`;

/**
 * The description at /openapi.json and the documentation page at /docs, both without a key. The page's
 * Content-Security-Policy allows only this origin, so it cannot load anything from elsewhere.
 */
export function docsRoutes(): Router {
  const router = apiRouter();
  router.get('/openapi.json', (_req, res) => void res.json(openApiDocument()));
  router.get('/docs', (_req, res) => {
    res.set('Content-Security-Policy', "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; connect-src 'self'; frame-ancestors 'none'");
    res.type('html').send(PAGE);
  });
  router.get('/docs/init.js', (_req, res) => void res.type('application/javascript').send(INIT));
  router.get('/docs/assets/:file', (req, res, next) => {
    if (!ASSETS.has(req.params.file)) return next();
    res.set('Cache-Control', 'public, max-age=86400');
    res.sendFile(join(ASSET_DIR, req.params.file));
  });
  return router;
}
