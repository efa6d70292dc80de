import type {
  AdminClassChange,
  ClassChange,
  ClassChangeDecider,
  ClassChangeState,
  ClassDate,
} from '../../shared/schemas/class-change';
import type { ShippingInfo } from '../../shared/schemas/checkout';
import type { Db } from './open';

/** A booking of a cancelled class as stored, with what the routes and the refunds need beside it. */
export interface ClassChangeRow {
  id: number;
  order_id: number;
  class_id: number;
  seats: number;
  amount_cents: number;
  created_at: number;
  choose_by: number | null;
  token_hash: string | null;
  state: ClassChangeState;
  decided_by: ClassChangeDecider | null;
  decided_at: number | null;
  moved_to: number | null;
  refund_id: string | null;
  attempts: number;
  last_error: string | null;
}

/** A row with its class's date and place, the date it moved to, and the buyer. */
export interface StoredClassChange extends ClassChangeRow {
  kind: 'class' | 'workshop';
  title: string;
  date: string;
  location: string;
  to_title: string | null;
  to_date: string | null;
  to_location: string | null;
  shipping_info: string;
  card_last4: string;
  charge_id: string | null;
}

const VIEW_SQL = `SELECT c.*, w.kind, w.title, w.date, w.location,
            t.title AS to_title, t.date AS to_date, t.location AS to_location, o.shipping_info, o.card_last4,
            o.charge_id
       FROM class_changes c
       JOIN workshops w ON w.id = c.class_id
       LEFT JOIN workshops t ON t.id = c.moved_to
       JOIN orders o ON o.id = c.order_id`;

export interface NewClassChange {
  orderId: number;
  classId: number;
  seats: number;
  amountCents: number;
  /** A choice was offered: until when, and the hash of the link's token. */
  offer: { chooseBy: number; tokenHash: string } | null;
  now: number;
}

/** A paid order's seats in one class: a booking that cancelling the class affects. */
export interface ClassBooking {
  orderId: number;
  seats: number;
  amountCents: number;
  name: string;
  email: string;
  cardLast4: string;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * Bookings of cancelled classes (docs/decisions/036-a-cancelled-class-asks-each-customer.md):
 * one row per order and cancelled class, moved through its states only by conditional updates,
 * so a choice, the deadline and the admin can never both act on one booking.
 */
export function classChangesRepo(db: Db, timeZone: string) {
  const insert = db.prepare(
    `INSERT INTO class_changes (order_id, class_id, seats, amount_cents, created_at, choose_by, token_hash, state,
                                decided_by, decided_at, next_attempt_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const bookings = db.prepare<
    [string, number],
    { order_id: number; seats: number; amount: number; shipping_info: string; card_last4: string }
  >(
    `SELECT oi.order_id, SUM(oi.quantity) AS seats, SUM(oi.price_cents * oi.quantity) AS amount, o.shipping_info,
            o.card_last4
       FROM order_items oi JOIN orders o ON o.id = oi.order_id
      WHERE oi.item_type = ? AND oi.item_id = ? AND o.status = 'paid'
      GROUP BY oi.order_id ORDER BY oi.order_id`,
  );
  const byId = db.prepare<[number], StoredClassChange>(`${VIEW_SQL} WHERE c.id = ?`);
  const byToken = db.prepare<[string], StoredClassChange>(`${VIEW_SQL} WHERE c.token_hash = ?`);
  const ofOrders = db.prepare<[string], StoredClassChange>(
    `${VIEW_SQL} WHERE c.order_id IN (SELECT value FROM json_each(?)) ORDER BY c.id`,
  );
  const ofClass = db.prepare<[number], StoredClassChange>(`${VIEW_SQL} WHERE c.class_id = ? ORDER BY c.id`);
  const openOfOrder = db
    .prepare<[number], number>(
      "SELECT COUNT(*) FROM class_changes WHERE order_id = ? AND state IN ('awaiting', 'refund_due')",
    )
    .pluck();
  const settledClasses = db
    .prepare<[number], number>(
      "SELECT class_id FROM class_changes WHERE order_id = ? AND state IN ('refund_due', 'refunded', 'refund_failed')",
    )
    .pluck();
  const decide = db.prepare<[ClassChangeState, ClassChangeDecider, number, number | null, number | null, number]>(
    `UPDATE class_changes SET state = ?, decided_by = ?, decided_at = ?, moved_to = ?, next_attempt_at = ?
      WHERE id = ? AND state = 'awaiting'`,
  );
  const expire = db.prepare<[number, number, number]>(
    `UPDATE class_changes SET state = 'refund_due', decided_by = 'deadline', decided_at = ?, next_attempt_at = ?
      WHERE state = 'awaiting' AND choose_by <= ?`,
  );
  const nextDue = db
    .prepare<[number, number], number>(
      `SELECT id FROM class_changes WHERE state = 'refund_due' AND next_attempt_at <= ?
          AND (claimed_until IS NULL OR claimed_until <= ?) ORDER BY next_attempt_at, id LIMIT 1`,
    )
    .pluck();
  const claim = db.prepare<[number, number, number], ClassChangeRow>(
    `UPDATE class_changes SET claimed_until = ?, attempts = attempts + 1
      WHERE id = ? AND state = 'refund_due' AND (claimed_until IS NULL OR claimed_until <= ?)
      RETURNING *`,
  );
  const refunded = db.prepare<[string | null, number]>(
    "UPDATE class_changes SET state = 'refunded', refund_id = ?, claimed_until = NULL, last_error = NULL WHERE id = ? AND state = 'refund_due'",
  );
  const retryLater = db.prepare<[number, string, number]>(
    "UPDATE class_changes SET claimed_until = NULL, next_attempt_at = ?, last_error = ? WHERE id = ? AND state = 'refund_due'",
  );
  const refused = db.prepare<[string, number]>(
    "UPDATE class_changes SET state = 'refund_failed', claimed_until = NULL, last_error = ? WHERE id = ? AND state = 'refund_due'",
  );
  const retryRefused = db.prepare<[number, number]>(
    "UPDATE class_changes SET state = 'refund_due', next_attempt_at = ? WHERE id = ? AND state = 'refund_failed'",
  );
  // A read first: an idle look takes no write lock.
  const due = db
    .prepare<[number, number, number], number>(
      `SELECT EXISTS (SELECT 1 FROM class_changes
                       WHERE (state = 'refund_due' AND next_attempt_at <= ? AND (claimed_until IS NULL OR claimed_until <= ?))
                          OR (state = 'awaiting' AND choose_by <= ?))`,
    )
    .pluck();

  const classDate = (id: number, title: string, date: string, location: string): ClassDate => ({
    id,
    title,
    date,
    timeZone,
    location,
  });
  const toView = (row: StoredClassChange): ClassChange => ({
    id: row.id,
    orderId: row.order_id,
    cancelled: classDate(row.class_id, row.title, row.date, row.location),
    seats: row.seats,
    amount: row.amount_cents,
    state: row.state,
    decidedBy: row.decided_by,
    chooseBy: iso(row.choose_by),
    decidedAt: iso(row.decided_at),
    movedTo:
      row.moved_to === null || row.to_date === null
        ? null
        : classDate(row.moved_to, row.to_title ?? row.title, row.to_date, row.to_location ?? ''),
  });
  const toAdminView = (row: StoredClassChange): AdminClassChange => {
    const buyer = JSON.parse(row.shipping_info) as ShippingInfo;
    return {
      ...toView(row),
      buyerName: buyer.name,
      buyerEmail: buyer.email,
      refundId: row.refund_id,
      lastError: row.last_error,
    };
  };
  const byOrder = <T>(rows: StoredClassChange[], view: (row: StoredClassChange) => T) => {
    const map = new Map<number, T[]>();
    for (const row of rows) map.set(row.order_id, [...(map.get(row.order_id) ?? []), view(row)]);
    return map;
  };

  return {
    /** The paid bookings of a class, one per order: who cancelling it affects. */
    bookingsOf(kind: 'class' | 'workshop', classId: number): ClassBooking[] {
      return bookings.all(kind, classId).map((row) => {
        const buyer = JSON.parse(row.shipping_info) as ShippingInfo;
        return {
          orderId: row.order_id,
          seats: row.seats,
          amountCents: row.amount,
          name: buyer.name,
          email: buyer.email,
          cardLast4: row.card_last4,
        };
      });
    },
    /** Call inside the class's cancellation transaction. Returns the row's id. */
    insert(change: NewClassChange): number {
      const result = insert.run(
        change.orderId,
        change.classId,
        change.seats,
        change.amountCents,
        change.now,
        change.offer?.chooseBy ?? null,
        change.offer?.tokenHash ?? null,
        change.offer ? 'awaiting' : 'refund_due',
        change.offer ? null : 'no-other-date',
        change.offer ? null : change.now,
        change.offer ? null : change.now,
      );
      return Number(result.lastInsertRowid);
    },
    find: (id: number): StoredClassChange | undefined => byId.get(id),
    findByTokenHash: (hash: string): StoredClassChange | undefined => byToken.get(hash),
    view: (row: StoredClassChange): ClassChange => toView(row),
    adminView: (row: StoredClassChange): AdminClassChange => toAdminView(row),
    /** The buyer's view of their orders' bookings of cancelled classes, by order. */
    forOrders: (orderIds: number[]): Map<number, ClassChange[]> =>
      byOrder(ofOrders.all(JSON.stringify(orderIds)), toView),
    /** The admin's view, by order. */
    adminForOrders: (orderIds: number[]): Map<number, AdminClassChange[]> =>
      byOrder(ofOrders.all(JSON.stringify(orderIds)), toAdminView),
    /** Who a cancelled class's bookings were, and what each chose. */
    forClass: (classId: number): AdminClassChange[] => ofClass.all(classId).map(toAdminView),
    /** Bookings of the order still waiting for a choice or a refund. */
    openCount: (orderId: number): number => openOfOrder.get(orderId) as number,
    /** The cancelled classes whose bookings in this order are refunded (or being, or refused): settled apart. */
    settledClassIds: (orderId: number): number[] => settledClasses.all(orderId) as number[],
    /**
     * A waiting booking's outcome: moved (to `movedTo`) or a refund due now. False when it was not
     * waiting any more (chosen, refunded by the admin or at the deadline meanwhile).
     */
    decide(
      id: number,
      outcome: { state: 'moved'; movedTo: number } | { state: 'refund_due' },
      decidedBy: ClassChangeDecider,
      now: number,
    ): boolean {
      const movedTo = outcome.state === 'moved' ? outcome.movedTo : null;
      const nextAttempt = outcome.state === 'refund_due' ? now : null;
      return decide.run(outcome.state, decidedBy, now, movedTo, nextAttempt, id).changes === 1;
    },
    /** Bookings nobody chose for by their deadline: refunded in full. Returns how many. */
    expire: (now: number): number => expire.run(now, now, now).changes,
    /** Claims the next refund that is due (one UPDATE: one process makes it). */
    claimNextDue(now: number, until: number): ClassChangeRow | undefined {
      const id = nextDue.get(now, now) as number | undefined;
      return id === undefined ? undefined : claim.get(until, id, now);
    },
    /** Claims this booking's refund, if it is due and nobody holds it. */
    claim: (id: number, now: number, until: number): ClassChangeRow | undefined => claim.get(until, id, now),
    markRefunded: (id: number, refundId: string | null): boolean => refunded.run(refundId, id).changes === 1,
    retryLater: (id: number, at: number, error: string): void => void retryLater.run(at, error.slice(0, 500), id),
    markRefused: (id: number, error: string): void => void refused.run(error.slice(0, 500), id),
    /** A refused refund, tried again at the admin's word. */
    retryRefused: (id: number, now: number): boolean => retryRefused.run(now, id).changes === 1,
    /** Whether a refund is due or a deadline has passed (the refunds' worker looks again). */
    hasDue: (now: number): boolean => due.get(now, now, now) === 1,
  };
}
export type ClassChangesRepo = ReturnType<typeof classChangesRepo>;
