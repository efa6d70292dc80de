import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { orderListSchema } from '../../shared/schemas/checkout';
import { makeTestApp, registerUser } from '../test/harness';

const shippingInfo = {
  name: 'Jo Baker',
  email: 'jo@example.com',
  address: '1 Mill Road',
  city: 'Willow Creek',
  state: 'VT',
  zipCode: '05001',
  country: 'US',
};

describe('GET /api/orders', () => {
  it('answers 401 without a session', async () => {
    const { app } = await makeTestApp();
    const res = await request(app).get('/api/orders');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Not authenticated' });
  });

  it("lists only the caller's orders, newest first, with their lines", async () => {
    const t = await makeTestApp();
    const workshops = (await request(t.app).get('/api/shop/workshops')).body as {
      id: number;
      title: string;
      price: number;
      kind: string;
      date: string;
      location: string;
    }[];
    const bread = workshops.find((w) => w.title === 'Beginner Bread: Your First Sandwich Loaf')!;
    const macaron = workshops.find((w) => w.title === 'Macaron Masterclass')!;
    const line = (w: typeof bread, quantity = 1) => ({
      type: 'class',
      id: w.id,
      title: w.title,
      price: w.price,
      quantity,
    });
    const order = (lines: ReturnType<typeof line>[]) => ({
      userId: 'ignored',
      totalAmount: lines.reduce((s, l) => s + l.price * l.quantity, 0),
      items: lines,
      shippingInfo,
      paymentInfo: { cardLast4: '1111', expiryDate: '01/30' },
    });

    const alice = t.agent();
    const bob = t.agent();
    await registerUser(alice);
    await registerUser(bob);
    const first = await alice.post('/api/checkout').send(order([line(bread, 2)]));
    const second = await alice.post('/api/checkout').send(order([line(macaron), line(bread)]));
    const bobs = await bob.post('/api/checkout').send(order([line(macaron)]));
    await request(t.app)
      .post('/api/checkout')
      .send(order([line(bread)]))
      .expect(201); // a guest

    const res = await alice.get('/api/orders');
    expect(res.status).toBe(200);
    const orders = orderListSchema.parse(res.body);
    expect(orders.map((o) => o.id)).toEqual([second.body.orderId, first.body.orderId]);
    expect(orders[0]).toMatchObject({
      totalAmount: 9500 + 6500,
      shippingInfo,
      paymentInfo: { cardLast4: '1111', expiryDate: '01/30' },
      items: [
        {
          type: 'class',
          id: macaron.id,
          title: 'Macaron Masterclass',
          price: 9500,
          quantity: 1,
          date: macaron.date,
          location: macaron.location,
        },
        {
          type: 'class',
          id: bread.id,
          title: bread.title,
          price: 6500,
          quantity: 1,
          date: bread.date,
          location: bread.location,
        },
      ],
    });

    const bobList = orderListSchema.parse((await bob.get('/api/orders')).body);
    expect(bobList.map((o) => o.id)).toEqual([bobs.body.orderId]);
  });

  it('is an empty list for a user who has bought nothing', async () => {
    const t = await makeTestApp();
    const agent = t.agent();
    await registerUser(agent);
    const res = await agent.get('/api/orders');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });
});
