import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

/**
 * The baseline for the API figures: a bare node:http server that answers each benchmarked URL
 * with the exact bytes and content type our API sent for it, and nothing else. Our figure divided
 * by this one is the cost of Express, helmet, validation, SQLite and the JSON cache together;
 * scripts/bench/express-floor.ts, the second reference, says how much of it is Express itself.
 *
 * Env: PORT, BARE_ROUTES = JSON [{ path, file, contentType }] (path includes the query string).
 */
interface Route {
  path: string;
  file: string;
  contentType: string;
}

const routes = new Map<string, { body: Buffer; contentType: string }>();
for (const route of JSON.parse(process.env.BARE_ROUTES ?? '[]') as Route[]) {
  routes.set(route.path, { body: readFileSync(route.file), contentType: route.contentType });
}

const server = createServer((req, res) => {
  const route = routes.get(req.url ?? '');
  if (!route && req.url === '/api/health') {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end('{"ok":true}');
    return;
  }
  if (!route) {
    res.writeHead(404, { 'Content-Type': 'application/json' });
    res.end('{"message":"not found"}');
    return;
  }
  res.writeHead(200, { 'Content-Type': route.contentType, 'Content-Length': route.body.length });
  res.end(route.body);
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
