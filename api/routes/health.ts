import { Router } from 'express';
import { healthApi, routeOf } from '../../shared/contracts';
import type { Deps } from '../deps';
import { replicaLagReader } from '../replica/replica-status';

export function healthRouter({ config, db }: Deps): Router {
  const router = Router();
  // Prepared once: preparing a statement costs more than running it.
  const ping = db.prepare('SELECT 1');
  // The supervisor's verdict on the replica, read from DATA_DIR at most once a second: the answer
  // says how far behind it is, never where it is (no path, host or user in a public answer).
  const replicaLag = config.replica ? replicaLagReader(config.dataDir) : undefined;
  router.get(routeOf(healthApi.health, '/api/health'), (_req, res) => {
    ping.get();
    res.setHeader('Cache-Control', 'no-store');
    res.json({
      ok: true,
      version: config.version,
      ...(replicaLag ? { replica: { behindSeconds: replicaLag() } } : {}),
    });
  });
  return router;
}
