import { Router, type Express, type RequestHandler } from 'express';
import { errorBody } from './error-handler';
import { errorStatus } from './error-catalogue';

/**
 * Routing decisions made once for the whole HTTP surface:
 * - Paths match case-sensitively, exactly as the description spells them (`/SANDBOX/...` is not the sandbox, it is a
 *   404): every router of the service is made by `apiRouter`, and the app sets `case sensitive routing`.
 * - A method a known path does not declare is 405 with `Allow`, before any key is read or body parsed.
 */
export const apiRouter = (): Router => Router({ caseSensitive: true });

/** What a router stack holds, as far as matching goes (the `router` package's Layer and Route). */
interface LayerLike {
  route?: { methods: Record<string, boolean | undefined> };
  handle?: { stack?: LayerLike[] };
  match(path: string): { path: string } | false;
}

/**
 * Adds to `out` the methods that routes of `stack` declare for `path`, walking mounted routers as the router itself
 * does; stops as soon as `wanted` is among them (true).
 */
function collectMethods(stack: readonly LayerLike[], path: string, wanted: string, out: Set<string>): boolean {
  for (const layer of stack) {
    if (layer.route) {
      if (!layer.match(path)) continue;
      for (const [method, on] of Object.entries(layer.route.methods))
        if (on && method !== '_all') out.add(method.toUpperCase());
      if (out.has(wanted)) return true;
    } else if (layer.handle?.stack) {
      const mounted = layer.match(path);
      if (mounted && collectMethods(layer.handle.stack, path.slice(mounted.path.length) || '/', wanted, out))
        return true;
    }
  }
  return false;
}

/**
 * 405 `{ statusCode, message }` with `Allow` for a method that no route declares on a path that some route serves
 * (OPTIONS included: the service answers no preflight). A path no route serves goes on to the 404. Express answers
 * HEAD with the GET route, so HEAD is allowed wherever GET is.
 */
export function methodNotAllowed(app: Express): RequestHandler {
  const stack = () => (app as unknown as { router: { stack: LayerLike[] } }).router.stack;
  return (req, res, next) => {
    const declared = new Set<string>();
    if (collectMethods(stack(), req.path, req.method === 'HEAD' ? 'GET' : req.method, declared) || declared.size === 0)
      return next();
    if (declared.has('GET')) declared.add('HEAD');
    const allow = [...declared].sort().join(', ');
    res
      .status(errorStatus('method_not_allowed'))
      .set('Allow', allow)
      .json(errorBody('method_not_allowed', `Method ${req.method} is not allowed on ${req.path}; allowed: ${allow}`));
  };
}
