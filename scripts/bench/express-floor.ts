import express from 'express';
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { resolve as resolvePath } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The second reference for the API figures, the "Express floor": the smallest Express 5 app that
 * answers each benchmarked URL with the exact bytes and content type our API sent for it. It has
 * no middleware: only `x-powered-by` and ETags are off, as in ours. Its requests/s against bare
 * node:http is what Express itself costs; ours against it is what our middleware (helmet, CSRF
 * guard, JSON body rules, sessions), validation and SQLite cost on top.
 *
 * Env: PORT, BARE_ROUTES = JSON [{ path, file, contentType }] (path includes the query string), as
 * for scripts/bench/bare-server.ts.
 */
export interface FloorRoute {
  path: string;
  body: Buffer;
  contentType: string;
}

/** A literal path for Express 5's route syntax: `:`, `*`, braces, brackets and the like escaped. */
export function literalRoutePath(pathname: string): string {
  return pathname.replace(/[:*?+!(){}[\]\\]/g, '\\$&');
}

/** The app: one GET route per distinct path name; a URL's query string picks its body. */
export function expressFloor(routes: FloorRoute[]): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  const byPathname = new Map<string, Map<string, FloorRoute>>();
  for (const route of routes) {
    const pathname = new URL(route.path, 'http://floor').pathname;
    if (!byPathname.has(pathname)) byPathname.set(pathname, new Map());
    byPathname.get(pathname)!.set(route.path, route);
  }
  for (const [pathname, byUrl] of byPathname) {
    app.get(literalRoutePath(pathname), (req, res, next) => {
      const route = byUrl.get(req.url);
      if (!route) return next();
      // As our JSON cache sends: set the type, end with the bytes (Node adds Content-Length).
      res.setHeader('Content-Type', route.contentType);
      res.end(route.body);
    });
  }
  // For waitForHealth, unless /api/health is itself one of the routes (then that answers first).
  app.get('/api/health', (_req, res) => {
    res.json({ ok: true });
  });
  return app;
}

/** Listens on 127.0.0.1:`port` (0: any free port). */
export function listenFloor(routes: FloorRoute[], port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = expressFloor(routes).listen(port, '127.0.0.1', (err?: Error) =>
      err ? reject(err) : resolve(server),
    );
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolvePath(process.argv[1])).href) {
  const routes = (
    JSON.parse(process.env.BARE_ROUTES ?? '[]') as { path: string; file: string; contentType: string }[]
  ).map((r) => ({
    path: r.path,
    body: readFileSync(r.file),
    contentType: r.contentType,
  }));
  const server = await listenFloor(routes, Number(process.env.PORT ?? 0));
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}
