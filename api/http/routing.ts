import type { RequestHandler, Router } from 'express';

/**
 * Mounts a router of writes only (its routes are POST, PUT, PATCH or DELETE) so that GET and HEAD
 * requests skip it. Express would otherwise enter it on every read of the same path, try each of
 * its routes and leave it again: recipe-admin sits at /api/recipes ahead of the catalog reads, the
 * hot path. Every answer stays the same: such a router answers no GET or HEAD, and OPTIONS and the
 * writes still go through it. A router with a read route or a middleware of its own is refused at
 * start-up, since reads would never reach it.
 */
export function writesOnly(router: Router): RequestHandler {
  for (const layer of router.stack) {
    const reads =
      !layer.route ||
      layer.route.stack.some((handler) => !handler.method || handler.method === 'get' || handler.method === 'head');
    if (reads)
      throw new Error(
        `writesOnly: the router has ${layer.route ? `a read route at ${layer.route.path}` : 'a middleware'}; GET and HEAD would skip it`,
      );
  }
  const handler: RequestHandler = (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') next();
    else router(req, res, next);
  };
  // Its routes stay visible to answerOptions, which lists the methods of every router at a path,
  // and to the listing of mounted routes (api/test/route-table.test.ts).
  return Object.assign(handler, { stack: router.stack });
}

interface RouteLayer {
  route?: { _methods(): string[] };
  handle: { stack?: RouteLayer[] };
  match(path: string): false | { path: string };
}

/** The methods the routes of `stack` answer at `path` (a route's GET brings HEAD). */
function methodsAt(stack: RouteLayer[], path: string, into: Set<string>): void {
  for (const layer of stack) {
    let matched: ReturnType<RouteLayer['match']>;
    try {
      matched = layer.match(path);
    } catch {
      continue; // a malformed %-escape in a parameter: this route cannot answer it
    }
    if (!matched) continue;
    if (layer.route) for (const method of layer.route._methods()) into.add(method);
    else if (layer.handle.stack) methodsAt(layer.handle.stack, path.slice(matched.path.length) || '/', into);
  }
}

/**
 * Answers OPTIONS for every path of `router` itself, in JSON like every API answer, with an
 * `Allow` naming every method that any router mounted there answers. Express's own answer comes
 * from the first router with a matching route only (the admin writes at /api/recipes said
 * `Allow: POST`) and is text. No CORS header is sent: a cross-site preflight is still refused.
 * A path no route answers goes on (a 404).
 */
export function answerOptions(router: Router): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'OPTIONS') return next();
    const methods = new Set<string>();
    methodsAt(router.stack as unknown as RouteLayer[], req.path, methods);
    if (!methods.size) return next();
    methods.add('OPTIONS');
    const allow = [...methods].sort();
    res.setHeader('Allow', allow.join(', '));
    res.setHeader('Cache-Control', 'no-store');
    res.status(200).json({ allow });
  };
}
