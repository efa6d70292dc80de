import { Router } from 'express';
import { analyticsApi, routeOf } from '../../shared/contracts';
import type { Deps } from '../deps';
import { idempotency } from '../http/idempotency';
import { parseBody } from '../http/validate';

/** POST /api/analytics/combo-created (docs/product.md#combos): sent through the outbox, so replays are answered from the key. */
export function analyticsRouter({ db, repos }: Deps): Router {
  const router = Router();
  const { comboCreated } = analyticsApi;
  router.post(routeOf(comboCreated, '/api/analytics'), idempotency(db, comboCreated.idempotency), (req, res) => {
    const event = parseBody(comboCreated.body, req);
    repos.analytics.recordCombo(event, req.user?.id ?? null);
    res.status(201).json({ ok: true });
  });
  return router;
}
