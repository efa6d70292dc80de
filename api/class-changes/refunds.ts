import type { StoredClassChange } from '../db/class-changes';
import type { Deps } from '../deps';
import { publicUrl } from '../mail/links';
import { enqueueMail } from '../mail/outbox';
import { classRefundMessage } from '../mail/cancellation-templates';

/** How often each server process looks for refunds due and for choices past their deadline. */
export const CLASS_REFUND_POLL_MS = 60_000;
/** How long a process's claim on a refund holds: one that died mid-refund lets it go after this. */
export const CLASS_REFUND_CLAIM_MS = 5 * 60_000;
/** After the provider could not be reached: 1 min, 2, 4... at most an hour between tries, never given up. */
export const classRefundBackoffMs = (attempt: number) => Math.min(60 * 60_000, 60_000 * 2 ** Math.max(0, attempt - 1));

/** What became of a refund asked for now: made, refused by the provider, or to be tried again later. */
export type RefundOutcome = 'refunded' | 'refused' | 'pending';

export interface ClassRefunds {
  /** Looks for refunds due now (after a class was cancelled with bookings that have no other date). */
  wake(): void;
  /**
   * Makes this booking's refund now, if it is due, and says how it went ('pending' when another
   * process holds it or the provider could not be reached: it is tried again later).
   * `mailRefusal: false` for the admin's retry of a refused refund: the customer was told once.
   */
  settle(id: number, options?: { mailRefusal?: boolean }): Promise<RefundOutcome>;
  /** Resolves once nothing is due (tests). */
  idle(): Promise<void>;
  stop(): void;
}

/**
 * The refunds of bookings of cancelled classes (docs/decisions/036-a-cancelled-class-asks-each-customer.md):
 * a booking whose refund is due (nothing else to offer, the customer's choice, the deadline, the
 * admin's word) is claimed with one UPDATE, refunded through the payment provider under the key
 * `class-change-<id>` (a retry, or one after the server died between the refund and its record,
 * gets the same refund back, never a second), then recorded with its e-mail in one transaction.
 * An order none of whose class lines is left is then cancelled, with the refunds it got.
 * One runs in every server process; the claim keeps two from working on one booking.
 */
export function startClassRefunds(
  deps: Pick<Deps, 'db' | 'repos' | 'payments' | 'config' | 'log'>,
  options: { pollMs?: number | false; now?: () => number } = {},
): ClassRefunds {
  const { db, repos, payments, config, log } = deps;
  const now = options.now ?? Date.now;
  const pollMs = options.pollMs ?? CLASS_REFUND_POLL_MS;
  const inFlight = new Map<number, Promise<RefundOutcome>>();
  let draining: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const live = () => !stopped && db.open;

  function record(change: StoredClassChange, refundId: string | null): boolean {
    return db.transaction(() => {
      if (!repos.classChanges.markRefunded(change.id, refundId)) return false;
      const order = repos.orders.find(change.order_id);
      if (order?.status === 'paid') {
        const refunded = (repos.classChanges.forOrders([order.id]).get(order.id) ?? []).filter(
          (c) => c.state === 'refunded',
        );
        const refundedClasses = new Set(refunded.map((c) => c.cancelled.id));
        if (order.items.every((item) => item.type !== 'video' && refundedClasses.has(item.id))) {
          const amount = refunded.reduce((sum, c) => sum + c.amount, 0);
          repos.orders.markCancelled(order.id, { kind: 'full', amount }, refundId);
        }
      }
      enqueueMail(db, message(change, { refunded: true, sent: refundId !== null }));
      return true;
    })();
  }

  const message = (change: StoredClassChange, outcome: { refunded: true; sent: boolean } | { refunded: false }) => {
    const view = repos.classChanges.view(change);
    const buyer = repos.classChanges.adminView(change);
    return classRefundMessage({
      to: buyer.buyerEmail,
      name: buyer.buyerName,
      orderId: change.order_id,
      cancelled: view.cancelled,
      seats: change.seats,
      amount: change.amount_cents,
      decidedBy: change.decided_by ?? 'admin',
      chooseBy: view.chooseBy,
      outcome,
      cardLast4: change.card_last4,
      siteUrl: publicUrl(config),
    });
  };

  async function process(id: number, attempts: number, mailRefusal: boolean): Promise<RefundOutcome> {
    const change = repos.classChanges.find(id);
    if (!change || change.state !== 'refund_due') return 'pending';
    // An order placed before charges were stored has none to refund through: the admin gives it back by hand.
    if (change.amount_cents === 0 || !change.charge_id) return record(change, null) ? 'refunded' : 'pending';
    let result;
    try {
      result = await payments.refund({
        chargeId: change.charge_id,
        amountCents: change.amount_cents,
        idempotencyKey: `class-change-${id}`,
      });
    } catch (err) {
      log(err);
      if (db.open)
        repos.classChanges.retryLater(
          id,
          now() + classRefundBackoffMs(attempts),
          'The payment provider could not be reached.',
        );
      return 'pending';
    }
    if (!db.open) return 'pending';
    if (!result.ok) {
      const reason = result.message;
      db.transaction(() => {
        repos.classChanges.markRefused(id, reason);
        if (mailRefusal) enqueueMail(db, message(change, { refunded: false }));
      })();
      log(`The refund of booking ${id} (order ${change.order_id}) was refused: ${reason}`);
      return 'refused';
    }
    return record(change, result.refundId) ? 'refunded' : 'pending';
  }

  /** Runs one claimed booking's refund, once per process at a time. */
  function run(id: number, attempts: number, mailRefusal = true): Promise<RefundOutcome> {
    const work = process(id, attempts, mailRefusal)
      .catch((err: unknown) => {
        if (db.open) log(err);
        return 'pending' as const;
      })
      .finally(() => inFlight.delete(id));
    inFlight.set(id, work);
    return work;
  }

  function drain(): Promise<void> {
    draining ??= (async () => {
      while (live()) {
        const at = now();
        if (!repos.classChanges.hasDue(at)) break;
        repos.classChanges.expire(at);
        const row = repos.classChanges.claimNextDue(at, at + CLASS_REFUND_CLAIM_MS);
        if (!row) break;
        await run(row.id, row.attempts);
      }
    })()
      .catch((err: unknown) => void (db.open && log(err)))
      .finally(() => (draining = undefined));
    return draining;
  }

  function tick(): void {
    timer = undefined;
    if (!live() || pollMs === false) return;
    void drain().finally(() => {
      if (live()) timer = setTimeout(tick, pollMs).unref();
    });
  }

  if (pollMs !== false) timer = setTimeout(tick, 0).unref();

  return {
    wake() {
      if (live()) setImmediate(() => void drain());
    },
    async settle(id, { mailRefusal = true } = {}) {
      const running = inFlight.get(id);
      if (running) return running;
      const at = now();
      const row = repos.classChanges.claim(id, at, at + CLASS_REFUND_CLAIM_MS);
      if (!row) return 'pending';
      return run(row.id, row.attempts, mailRefusal);
    },
    async idle() {
      for (;;) {
        await drain();
        if (inFlight.size) await Promise.all(inFlight.values());
        else if (!live() || !repos.classChanges.hasDue(now())) return;
      }
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
