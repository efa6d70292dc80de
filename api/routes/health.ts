import { Router } from 'express';
import type { Deps } from '../deps';

export function healthRouter({ config, db }: Deps): Router {
  const router = Router();
  router.get('/', (_req, res) => {
    db.prepare('SELECT 1').get();
    res.setHeader('Cache-Control', 'no-store');
    res.json({ ok: true, version: config.version });
  });
  return router;
}
