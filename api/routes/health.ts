import { Router } from 'express';
import { healthApi, routeOf } from '../../shared/contracts';
import type { Deps } from '../deps';

export function healthRouter({ config, db }: Deps): Router {
  const router = Router();
  // Prepared once: preparing a statement costs more than running it.
  const ping = db.prepare('SELECT 1');
  router.get(routeOf(healthApi.health, '/api/health'), (_req, res) => {
    ping.get();
    res.setHeader('Cache-Control', 'no-store');
    res.json({ ok: true, version: config.version });
  });
  return router;
}
