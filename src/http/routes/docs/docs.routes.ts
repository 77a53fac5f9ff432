import type { Router } from 'express';
import { dirname, join } from 'node:path';
import { ERROR_CATALOGUE } from '../../error-catalogue';
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
  <style>.fpd-guide{margin-top:1.5rem}.fpd-guide>summary{cursor:pointer;font:600 18px/1.4 sans-serif;color:#3b4151;padding:.5rem 0}</style>
</head>
<body>
  <div id="ui"></div>
  <script src="/docs/assets/swagger-ui-bundle.js"></script>
  <script src="/docs/init.js"></script>
</body>
</html>
`;

// Swagger UI: the description of this service; "Try it out" enabled; the first server (the sandbox) selected by
// default. No validator badge (it would call validator.swagger.io). The guide (the description's overview,
// docs/api.md: some 140 paragraphs) is folded under one line at the top, so that the servers and the operations come
// first; a click, or the link #guide, opens it.
const INIT = `const GuideFolded = () => ({
  wrapComponents: {
    InfoContainer: (Original, system) => (props) => {
      const h = system.React.createElement;
      return h('details', { id: 'guide', className: 'wrapper fpd-guide', open: location.hash === '#guide' },
        h('summary', null, 'fpd: Freelance Profile Distribution, API 1.0.4. The guide (keys, errors, synchronising, search, webhooks, limits): click to read. The operations follow.'),
        h(Original, props));
    },
  },
});
window.ui = SwaggerUIBundle({
  url: '/openapi.json',
  dom_id: '#ui',
  deepLinking: true,
  tryItOutEnabled: true,
  validatorUrl: null,
  displayRequestDuration: true,
  persistAuthorization: false,
  presets: [SwaggerUIBundle.presets.apis],
  plugins: [GuideFolded],
  layout: 'BaseLayout',
});
`;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
/** `code` spans, as the catalogue's texts write them in Markdown. */
const inline = (text: string) => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

/** The error catalogue (src/http/error-catalogue.ts), one anchor a code: the `docs` link of every error body. */
const ERRORS_PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>fpd API: error codes</title>
  <style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}section{border-top:1px solid #ddd;padding:.5rem 0}section:target{background:#fff8d6}code{background:#f3f3f3;padding:0 .2em}</style>
</head>
<body>
  <h1>Error codes</h1>
  <p>Every error body carries the spec&#39;s fields (<code>{ error: "Validation failed", message }</code> for a 400, <code>{ statusCode, message }</code> otherwise), then <code>code</code>, one of those below, stable, and <code>docs</code>, a link here. Switch on <code>code</code>; <code>message</code> is for people and may change. <a href="/docs">The API documentation</a>.</p>
${ERROR_CATALOGUE.map(
  (e) => `  <section id="${e.code}">
    <h2><code>${e.code}</code> (${e.status})</h2>
    <p>${inline(e.meaning)}</p>
    <p><strong>What to do:</strong> ${inline(e.action)}</p>
  </section>`,
).join('\n')}
</body>
</html>
`;

/**
 * The description at /openapi.json and the documentation page at /docs, both without a key. The page's
 * Content-Security-Policy allows only this origin, so it cannot load anything from elsewhere.
 */
export function docsRoutes(): Router {
  const router = apiRouter();
  router.get('/openapi.json', (_req, res) => void res.json(openApiDocument()));
  router.get('/docs', (_req, res) => {
    res.set(
      'Content-Security-Policy',
      "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; connect-src 'self'; frame-ancestors 'none'",
    );
    res.type('html').send(PAGE);
  });
  router.get('/docs/errors', (_req, res) => {
    res.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
    res.type('html').send(ERRORS_PAGE);
  });
  router.get('/docs/init.js', (_req, res) => void res.type('application/javascript').send(INIT));
  router.get('/docs/assets/:file', (req, res, next) => {
    if (!ASSETS.has(req.params.file)) return next();
    res.set('Cache-Control', 'public, max-age=86400');
    res.sendFile(join(ASSET_DIR, req.params.file));
  });
  return router;
}
