import { Router } from 'express';
import { checkoutApi, routeOf } from '../../shared/contracts';
import type { Deps } from '../deps';
import { requireUser } from '../auth/session';

/** docs/architecture.md#api: GET /api/orders, the signed-in user's orders (shape: shared/schemas/checkout.ts orderSchema). */
export function ordersRouter({ repos }: Deps): Router {
  const router = Router();
  router.get(routeOf(checkoutApi.orders, '/api/orders'), (req, res) => {
    const user = requireUser(req);
    res.setHeader('Cache-Control', 'no-store');
    const orders = repos.orders.listForAccount(user.id);
    // Bookings of classes the bakery cancelled: what the buyer was asked, and chose (decision 036).
    const changes = repos.classChanges.forOrders(orders.map((o) => o.id));
    res.json(orders.map((o) => (changes.has(o.id) ? { ...o, classChanges: changes.get(o.id) } : o)));
  });
  return router;
}
