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
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') next();
    else router(req, res, next);
  };
}
