import type { Order, OrderItem, OrderStatus, Refund, ShippingInfo } from '../../shared/schemas/checkout';
import type { AdminOrder, RosterEntry } from '../../shared/schemas/business';
import type { Db } from './open';

interface OrderRow {
  id: number;
  total_cents: number;
  shipping_info: string;
  card_last4: string;
  card_expiry: string;
  created_at: string;
  status: OrderStatus;
  refund_kind: Refund['kind'] | null;
  refund_cents: number | null;
  charge_id: string | null;
  refund_id: string | null;
}

interface OrderItemRow {
  order_id: number;
  item_type: OrderItem['type'];
  item_id: number;
  title: string;
  price_cents: number;
  quantity: number;
  date: string | null;
  location: string | null;
}

export interface NewOrder {
  /** The payload's userId ('guest-{timestamp}' for guests), kept as sent. */
  userId: string;
  /** The signed-in account (from the session, never from the body). */
  accountId: number | null;
  totalCents: number;
  shippingInfo: ShippingInfo;
  cardLast4: string;
  cardExpiry: string;
  items: { type: OrderItem['type']; id: number; title: string; priceCents: number; quantity: number }[];
  /** The payment provider's charge (api/payments), for a refund. */
  chargeId: string;
}

/**
 * An order with its lines, as the buyer and the admin read it, and the payment provider's charge
 * and refund (null for orders placed before charges were stored, and before a refund).
 */
export type StoredOrder = Order & { accountId: number | null; chargeId: string | null; refundId: string | null };

const ITEMS_SQL = `SELECT oi.order_id, oi.item_type, oi.item_id, oi.title, oi.price_cents, oi.quantity,
            CASE WHEN oi.item_type = 'video' THEN NULL ELSE w.date END AS date,
            CASE WHEN oi.item_type = 'video' THEN NULL ELSE w.location END AS location
       FROM order_items oi
       LEFT JOIN workshops w ON w.id = oi.item_id AND w.kind = oi.item_type`;

/**
 * Orders and their lines (docs/architecture.md#security: only the last four card digits and the expiry). Class lines
 * carry the class's date and place now, and the bakery's time zone, `timeZone`.
 */
export function ordersRepo(db: Db, timeZone: string) {
  const insertOrder = db.prepare(
    'INSERT INTO orders (user_id, account_id, total_cents, shipping_info, card_last4, card_expiry, created_at, charge_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insertItem = db.prepare(
    'INSERT INTO order_items (order_id, item_type, item_id, title, price_cents, quantity) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const byAccount = db.prepare<[number], OrderRow & { account_id: number | null }>(
    'SELECT * FROM orders WHERE account_id = ? ORDER BY created_at DESC, id DESC',
  );
  const byId = db.prepare<[number], OrderRow & { account_id: number | null }>('SELECT * FROM orders WHERE id = ?');
  const page = db.prepare<[number, number], OrderRow & { account_id: number | null }>(
    'SELECT * FROM orders ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?',
  );
  const itemsOf = db.prepare<[string], OrderItemRow>(
    `${ITEMS_SQL} WHERE oi.order_id IN (SELECT value FROM json_each(?)) ORDER BY oi.id`,
  );
  const itemsOfAccount = db.prepare<[number], OrderItemRow>(
    `${ITEMS_SQL} JOIN orders o ON o.id = oi.order_id WHERE o.account_id = ? ORDER BY oi.id`,
  );
  const cancel = db.prepare(
    "UPDATE orders SET status = 'cancelled', cancelled_at = ?, refund_kind = ?, refund_cents = ?, refund_id = ? WHERE id = ? AND status = 'paid'",
  );
  const rosterRows = db.prepare<[], { item_id: number; order_id: number; shipping_info: string; seats: number }>(
    `SELECT oi.item_id, oi.order_id, o.shipping_info, SUM(oi.quantity) AS seats
       FROM order_items oi JOIN orders o ON o.id = oi.order_id
      WHERE oi.item_type IN ('class', 'workshop') AND o.status = 'paid'
      GROUP BY oi.item_id, oi.order_id
      ORDER BY oi.order_id`,
  );
  const count = db.prepare('SELECT COUNT(*) FROM orders').pluck();
  const moveLines = db.prepare<[number, number, string, number]>(
    'UPDATE order_items SET item_id = ? WHERE order_id = ? AND item_type = ? AND item_id = ?',
  );

  const toItem = (row: OrderItemRow): OrderItem => ({
    type: row.item_type,
    id: row.item_id,
    title: row.title,
    price: row.price_cents,
    quantity: row.quantity,
    date: row.date,
    location: row.location,
    timeZone: row.date === null ? null : timeZone,
  });
  const groupItems = (rows: OrderItemRow[]) => {
    const items = new Map<number, OrderItem[]>();
    for (const row of rows) {
      const list = items.get(row.order_id) ?? [];
      list.push(toItem(row));
      items.set(row.order_id, list);
    }
    return items;
  };
  const toOrder = (row: OrderRow & { account_id: number | null }, items: OrderItem[]): StoredOrder => ({
    id: row.id,
    totalAmount: row.total_cents,
    createdAt: row.created_at,
    shippingInfo: JSON.parse(row.shipping_info) as ShippingInfo,
    paymentInfo: { cardLast4: row.card_last4, expiryDate: row.card_expiry },
    items,
    status: row.status,
    refund: row.refund_kind === null ? null : { kind: row.refund_kind, amount: row.refund_cents ?? 0 },
    accountId: row.account_id,
    chargeId: row.charge_id,
    refundId: row.refund_id,
  });

  return {
    /** Writes the order and its lines; call inside the checkout transaction. Returns the order id. */
    insert(order: NewOrder): number {
      const result = insertOrder.run(
        order.userId,
        order.accountId,
        order.totalCents,
        JSON.stringify(order.shippingInfo),
        order.cardLast4,
        order.cardExpiry,
        new Date().toISOString(),
        order.chargeId,
      );
      const orderId = Number(result.lastInsertRowid);
      for (const item of order.items)
        insertItem.run(orderId, item.type, item.id, item.title, item.priceCents, item.quantity);
      return orderId;
    },
    listForAccount(accountId: number): Order[] {
      const items = groupItems(itemsOfAccount.all(accountId));
      return byAccount.all(accountId).map((row) => {
        const {
          accountId: _account,
          chargeId: _charge,
          refundId: _refund,
          ...order
        } = toOrder(row, items.get(row.id) ?? []);
        return order;
      });
    },
    find(id: number): StoredOrder | undefined {
      const row = byId.get(id);
      return row ? toOrder(row, itemsOf.all(JSON.stringify([id])).map(toItem)) : undefined;
    },
    /** The admin's Orders tab: one page, newest first, and how many orders there are. */
    adminPage(pageNumber: number, pageSize: number): { orders: AdminOrder[]; total: number } {
      const rows = page.all(pageSize, (pageNumber - 1) * pageSize);
      const items = groupItems(itemsOf.all(JSON.stringify(rows.map((r) => r.id))));
      return {
        orders: rows.map((row) => toAdminOrder(toOrder(row, items.get(row.id) ?? []))),
        total: count.get() as number,
      };
    },
    /**
     * Marks a paid order cancelled with its refund (and the provider's refund id when money went
     * back through it); false when it was not paid (already cancelled).
     */
    markCancelled: (id: number, refund: Refund, refundId: string | null = null): boolean =>
      cancel.run(new Date().toISOString(), refund.kind, refund.amount, refundId, id).changes === 1,
    /**
     * Moves an order's seats in one class to another date of it (the customer's choice when the
     * bakery cancelled it): its lines then name the new date, at the price paid. Call inside the
     * transaction that takes the new date's spots.
     */
    moveLines: (orderId: number, type: OrderItem['type'], fromId: number, toId: number): number =>
      moveLines.run(toId, orderId, type, fromId).changes,
    /** Every paid booking, by class id: the rosters. */
    rosters(): Map<number, RosterEntry[]> {
      const rosters = new Map<number, RosterEntry[]>();
      for (const row of rosterRows.all()) {
        const buyer = JSON.parse(row.shipping_info) as ShippingInfo;
        const list = rosters.get(row.item_id) ?? [];
        list.push({ name: buyer.name, email: buyer.email, seats: row.seats, orderId: row.order_id });
        rosters.set(row.item_id, list);
      }
      return rosters;
    },
    count: (): number => count.get() as number,
  };
}
export type OrdersRepo = ReturnType<typeof ordersRepo>;

export const toAdminOrder = (order: StoredOrder): AdminOrder => ({
  id: order.id,
  createdAt: order.createdAt,
  buyerName: order.shippingInfo.name,
  buyerEmail: order.shippingInfo.email,
  items: order.items,
  totalAmount: order.totalAmount,
  status: order.status,
  refund: order.refund,
  refundId: order.refundId,
});
