import type { Express } from 'express';

export interface RouteEntry {
  method: string;
  path: string;
}

interface Layer {
  rawPath?: unknown;
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
}

/**
 * Every route of the API router (the one the app mounts at `/v1` and at the root), as `GET /freelances`-style
 * entries with Express's parameter syntax. Nested routers mounted at a path are followed; a mount path that is not
 * a plain string fails loudly rather than being skipped.
 */
export function apiRoutes(app: Express): RouteEntry[] {
  const root = (app as unknown as { router: { stack: Layer[] } }).router.stack;
  const v1 = root.find((l) => l.rawPath === '/v1' && l.handle.stack);
  if (!v1) throw new Error('no router mounted at /v1');
  const out: RouteEntry[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const path of [layer.route.path].flat()) {
          for (const method of Object.keys(layer.route.methods))
            if (method !== '_all') out.push({ method: method.toUpperCase(), path: prefix + path });
        }
      } else if (layer.handle.stack) {
        if (typeof layer.rawPath !== 'string') throw new Error(`cannot name the mount path ${String(layer.rawPath)}`);
        walk(layer.handle.stack, layer.rawPath === '/' ? prefix : prefix + layer.rawPath);
      }
    }
  };
  walk(v1.handle.stack!, '');
  return out;
}
