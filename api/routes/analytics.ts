import { Router } from 'express';
import { comboCreatedSchema } from '../../shared/schemas/ai';
import type { Deps } from '../deps';
import { idempotency } from '../http/idempotency';
import { parseBody } from '../http/validate';

/** POST /api/analytics/combo-created (spec visitor 7): sent through the outbox, so replays are answered from the key. */
export function analyticsRouter({ db, repos }: Deps): Router {
  const router = Router();
  router.post('/combo-created', idempotency(db, 'analytics.combo'), (req, res) => {
    const event = parseBody(comboCreatedSchema, req);
    repos.analytics.recordCombo(event, req.user?.id ?? null);
    res.status(201).json({ ok: true });
  });
  return router;
}
