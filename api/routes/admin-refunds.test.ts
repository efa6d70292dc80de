import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { cancelResultSchema } from '../../shared/schemas/business';
import { createApp } from '../app';
import type { PaymentProvider, RefundRequest, RefundResult } from '../payments/provider';
import { SIMULATED_REFUND_REFUSAL, simulatedGateway } from '../payments/simulated';
import { bearer } from '../test/admin';
import { makeTestApp } from '../test/harness';
import { sampleOrder } from '../test/route-table';

const BREAD = 'Beginner Bread: Your First Sandwich Loaf';

/**
 * The real app with the simulated gateway, every refund it is asked for recorded; `refundFails`
 * makes the next refunds throw, as a provider that cannot be reached does.
 */
async function appWithGateway() {
  const t = await makeTestApp();
  const gateway = simulatedGateway();
  const charges: string[] = [];
  const refunds: RefundRequest[] = [];
  const state = { unreachable: false };
  const payments: PaymentProvider = {
    name: 'recorded',
    charge: async (req) => {
      const result = await gateway.charge(req);
      if (result.ok) charges.push(result.chargeId);
      return result;
    },
    refund: async (req): Promise<RefundResult> => {
      refunds.push(req);
      if (state.unreachable) throw new Error('connect ECONNREFUSED payments.example');
      return gateway.refund(req);
    },
  };
  const logged: unknown[] = [];
  const app = createApp({ db: t.db, config: t.config, log: (m) => logged.push(m), payments });
  const login = await request(app)
    .post('/api/admin/validate')
    .send({ username: t.config.adminUsername, password: t.config.adminPassword });
  const admin = bearer(login.body.token as string);
  const spotsOf = async (id: number) =>
    ((await request(app).get('/api/shop/workshops')).body as { id: number; spotsAvailable: number }[]).find(
      (w) => w.id === id,
    )!.spotsAvailable;

  /** Books `quantity` seats of the bread class with a card ending `last4`; the class starts in `hours`. */
  const book = async (last4: string, quantity: number, hours: number) => {
    const cls = (
      (await request(app).get('/api/shop/workshops')).body as { id: number; title: string; price: number }[]
    ).find((w) => w.title === BREAD)!;
    const body = sampleOrder({ classItem: { id: cls.id, title: cls.title, price: cls.price } });
    body.items[0]!.quantity = quantity;
    body.totalAmount = cls.price * quantity;
    body.paymentInfo.cardLast4 = last4;
    const res = await request(app).post('/api/checkout').send(body);
    expect(res.status).toBe(201);
    t.db
      .prepare('UPDATE workshops SET date = ? WHERE id = ?')
      .run(new Date(Date.now() + hours * 3_600_000).toISOString(), cls.id);
    return { orderId: res.body.orderId as number, classId: cls.id, amount: cls.price * quantity };
  };
  const row = (orderId: number) =>
    t.db.prepare('SELECT status, charge_id, refund_id, refund_kind FROM orders WHERE id = ?').get(orderId) as {
      status: string;
      charge_id: string | null;
      refund_id: string | null;
      refund_kind: string | null;
    };
  return { ...t, app, admin, charges, refunds, state, logged, book, row, spotsOf };
}

describe('a cancellation gives the money back through the payment provider', () => {
  it('stores the charge with the order, and a full refund is the provider refunding that charge', async () => {
    const t = await appWithGateway();
    const { orderId, classId, amount } = await t.book('4242', 2, 100);
    expect(t.row(orderId).charge_id).toBe(t.charges[0]);
    const left = await t.spotsOf(classId);
    const res = await request(t.app).post(`/api/admin/orders/${orderId}/cancel`).set(t.admin);
    expect(res.status).toBe(200);
    const order = cancelResultSchema.parse(res.body);
    expect(order).toMatchObject({ status: 'cancelled', refund: { kind: 'full', amount } });
    expect(t.refunds).toEqual([
      { chargeId: t.charges[0], amountCents: amount, idempotencyKey: `cancel-order-${orderId}` },
    ]);
    expect(order.refundId).toMatch(/^re_sim_[0-9a-f]{24}$/);
    expect(t.row(orderId)).toMatchObject({ status: 'cancelled', refund_id: order.refundId, refund_kind: 'full' });
    expect(await t.spotsOf(classId)).toBe(left + 2);
  });

  it.each([
    [48, 'credit'],
    [10, 'none'],
  ] as const)('%i hours before the class (%s), no money moves and the provider is not asked', async (hours, kind) => {
    const t = await appWithGateway();
    const { orderId } = await t.book('4242', 1, hours);
    const res = await request(t.app).post(`/api/admin/orders/${orderId}/cancel`).set(t.admin);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'cancelled', refund: { kind }, refundId: null });
    expect(t.refunds).toEqual([]);
  });

  it('a refund the provider refuses changes nothing, says why, and the admin can try again', async () => {
    const t = await appWithGateway();
    // 4000 0000 0000 5126: charged, but its refund fails.
    const { orderId, classId, amount } = await t.book('5126', 2, 100);
    const left = await t.spotsOf(classId);
    const refused = await request(t.app).post(`/api/admin/orders/${orderId}/cancel`).set(t.admin);
    expect(refused.status).toBe(502);
    expect(refused.body.message).toBe(
      `The refund of $${(amount / 100).toFixed(2)} for order ${orderId} did not go through: ${SIMULATED_REFUND_REFUSAL} Nothing was changed: the order is still paid and its seats are still booked. Please try again later, or refund it from the payment provider's dashboard.`,
    );
    expect(t.row(orderId)).toMatchObject({ status: 'paid', refund_id: null, refund_kind: null });
    expect(await t.spotsOf(classId)).toBe(left);
    // The admin's list still shows it paid, and it can still be cancelled.
    const list = await request(t.app).get('/api/admin/orders').set(t.admin);
    expect(list.body.orders.find((o: { id: number }) => o.id === orderId)).toMatchObject({
      status: 'paid',
      refund: null,
    });
    const preview = await request(t.app).get(`/api/admin/orders/${orderId}/cancel-preview`).set(t.admin);
    expect(preview.status).toBe(200);
  });

  it('a provider that cannot be reached changes nothing; the next try refunds once, with the same key', async () => {
    const t = await appWithGateway();
    const { orderId, classId } = await t.book('4242', 1, 100);
    const left = await t.spotsOf(classId);
    t.state.unreachable = true;
    const failed = await request(t.app).post(`/api/admin/orders/${orderId}/cancel`).set(t.admin);
    expect(failed.status).toBe(502);
    expect(failed.body.message).toContain('The payment provider could not be reached.');
    expect(failed.body.message).toContain('Nothing was changed');
    expect(String(t.logged[0])).toContain('ECONNREFUSED');
    expect(t.row(orderId).status).toBe('paid');
    expect(await t.spotsOf(classId)).toBe(left);
    t.state.unreachable = false;
    const done = await request(t.app).post(`/api/admin/orders/${orderId}/cancel`).set(t.admin);
    expect(done.status).toBe(200);
    expect(t.refunds.map((r) => r.idempotencyKey)).toEqual([`cancel-order-${orderId}`, `cancel-order-${orderId}`]);
    expect(await t.spotsOf(classId)).toBe(left + 1);
  });

  it('two cancels at once: one cancels, the other is refused, and both name the same refund', async () => {
    const t = await appWithGateway();
    const { orderId, classId } = await t.book('4242', 1, 100);
    const left = await t.spotsOf(classId);
    const answers = await Promise.all(
      [0, 1].map(() => request(t.app).post(`/api/admin/orders/${orderId}/cancel`).set(t.admin)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const keys = new Set(t.refunds.map((r) => r.idempotencyKey));
    expect(keys.size).toBe(1);
    expect(await t.spotsOf(classId)).toBe(left + 1);
  });

  it('an order placed before charges were stored is cancelled, its refund left to the admin', async () => {
    const t = await appWithGateway();
    const { orderId, amount } = await t.book('4242', 1, 100);
    t.db.prepare('UPDATE orders SET charge_id = NULL WHERE id = ?').run(orderId);
    const res = await request(t.app).post(`/api/admin/orders/${orderId}/cancel`).set(t.admin);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'cancelled', refund: { kind: 'full', amount }, refundId: null });
    expect(t.refunds).toEqual([]);
  });
});

describe('the simulated gateway', () => {
  it('refunds its own charges up to the amount charged, the same refund for the same key', async () => {
    const gateway = simulatedGateway();
    const charge = await gateway.charge({
      amountCents: 13000,
      currency: 'usd',
      card: { last4: '4242', expiry: '12/30' },
      description: 'Bread',
    });
    if (!charge.ok) throw new Error('charge refused');
    const first = await gateway.refund({ chargeId: charge.chargeId, amountCents: 13000, idempotencyKey: 'k1' });
    const again = await gateway.refund({ chargeId: charge.chargeId, amountCents: 13000, idempotencyKey: 'k1' });
    const other = await gateway.refund({ chargeId: charge.chargeId, amountCents: 100, idempotencyKey: 'k2' });
    expect(first.ok && again.ok && other.ok).toBe(true);
    expect(first).toEqual(again);
    expect(first).not.toEqual(other);
    expect(await gateway.refund({ chargeId: charge.chargeId, amountCents: 13001, idempotencyKey: 'k3' })).toEqual({
      ok: false,
      message: 'A refund must be more than $0 and at most what was charged.',
    });
    expect(await gateway.refund({ chargeId: 'ch_real_123', amountCents: 100, idempotencyKey: 'k4' })).toEqual({
      ok: false,
      message: 'No such charge: ch_real_123.',
    });
  });
});

describe('a checkout that cannot be stored once charged', () => {
  it('gives the whole charge back through the provider, once', async () => {
    const t = await makeTestApp();
    const gateway = simulatedGateway();
    const refunds: RefundRequest[] = [];
    let chargeId = '';
    const cls = (
      (await request(t.app).get('/api/shop/workshops')).body as { id: number; title: string; price: number }[]
    ).find((w) => w.title === BREAD)!;
    const payments: PaymentProvider = {
      name: 'recorded',
      // Another buyer takes the last seats while this card is being charged.
      charge: async (req) => {
        t.db.prepare('UPDATE workshops SET spots_available = 0 WHERE id = ?').run(cls.id);
        const result = await gateway.charge(req);
        if (result.ok) chargeId = result.chargeId;
        return result;
      },
      refund: async (req) => {
        refunds.push(req);
        return gateway.refund(req);
      },
    };
    const app = createApp({ db: t.db, config: t.config, log: () => undefined, payments });
    const body = sampleOrder({ classItem: { id: cls.id, title: cls.title, price: cls.price } });
    const res = await request(app).post('/api/checkout').send(body);
    expect(res.status).toBe(409);
    expect(refunds).toEqual([
      { chargeId, amountCents: body.totalAmount, idempotencyKey: `checkout-undone-${chargeId}` },
    ]);
    expect(t.db.prepare('SELECT COUNT(*) FROM orders').pluck().get()).toBe(0);
  });
});
