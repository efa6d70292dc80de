import type { Order, OrderItem, ShippingInfo } from '../../shared/schemas/checkout';
import type { Db } from './open';

interface OrderRow {
  id: number;
  total_cents: number;
  shipping_info: string;
  card_last4: string;
  card_expiry: string;
  created_at: string;
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
}

/** Orders and their lines (DESIGN 6: only the last four card digits and the expiry). */
export function ordersRepo(db: Db) {
  const insertOrder = db.prepare(
    'INSERT INTO orders (user_id, account_id, total_cents, shipping_info, card_last4, card_expiry, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const insertItem = db.prepare(
    'INSERT INTO order_items (order_id, item_type, item_id, title, price_cents, quantity) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const byAccount = db.prepare<[number], OrderRow>(
    'SELECT * FROM orders WHERE account_id = ? ORDER BY created_at DESC, id DESC',
  );
  const itemsOfAccount = db.prepare<[number], OrderItemRow>(
    `SELECT oi.order_id, oi.item_type, oi.item_id, oi.title, oi.price_cents, oi.quantity,
            CASE WHEN oi.item_type = 'video' THEN NULL ELSE w.date END AS date,
            CASE WHEN oi.item_type = 'video' THEN NULL ELSE w.location END AS location
       FROM order_items oi
       JOIN orders o ON o.id = oi.order_id
       LEFT JOIN workshops w ON w.id = oi.item_id AND w.kind = oi.item_type
      WHERE o.account_id = ?
      ORDER BY oi.id`,
  );
  const count = db.prepare('SELECT COUNT(*) FROM orders').pluck();

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
      );
      const orderId = Number(result.lastInsertRowid);
      for (const item of order.items)
        insertItem.run(orderId, item.type, item.id, item.title, item.priceCents, item.quantity);
      return orderId;
    },
    listForAccount(accountId: number): Order[] {
      const items = new Map<number, OrderItem[]>();
      for (const row of itemsOfAccount.all(accountId)) {
        const list = items.get(row.order_id) ?? [];
        list.push({
          type: row.item_type,
          id: row.item_id,
          title: row.title,
          price: row.price_cents,
          quantity: row.quantity,
          date: row.date,
          location: row.location,
        });
        items.set(row.order_id, list);
      }
      return byAccount.all(accountId).map((row) => ({
        id: row.id,
        totalAmount: row.total_cents,
        createdAt: row.created_at,
        shippingInfo: JSON.parse(row.shipping_info) as ShippingInfo,
        paymentInfo: { cardLast4: row.card_last4, expiryDate: row.card_expiry },
        items: items.get(row.id) ?? [],
      }));
    },
    count: (): number => count.get() as number,
  };
}
export type OrdersRepo = ReturnType<typeof ordersRepo>;
