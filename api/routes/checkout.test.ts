import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_MAX_LENGTHS, POSTAL_CODE_RULES } from '../../shared/schemas/checkout-fields';
import { makeTestApp, registerUser, type TestApp } from '../test/harness';

type App = TestApp['app'];

interface ShopWorkshop {
  id: number;
  kind: 'class' | 'workshop';
  title: string;
  price: number | null;
  spotsAvailable: number;
  date: string;
  location: string;
}

async function catalog(app: App) {
  const [workshops, videos] = await Promise.all([
    request(app).get('/api/shop/workshops'),
    request(app).get('/api/shop/videos'),
  ]);
  const byTitle = (title: string) => (workshops.body as ShopWorkshop[]).find((w) => w.title === title)!;
  return { byTitle, videos: videos.body as { id: number; title: string }[] };
}

const shippingInfo = {
  name: 'Jo Baker',
  email: 'jo@example.com',
  address: '1 Mill Road',
  city: 'Willow Creek',
  state: 'VT',
  zipCode: '05001',
  country: 'US',
};
const paymentInfo = { cardLast4: '4242', expiryDate: '12/29' };

function orderFor(lines: { w: ShopWorkshop; quantity?: number }[], overrides: Record<string, unknown> = {}) {
  const items = lines.map(({ w, quantity = 1 }) => ({
    type: w.kind,
    id: w.id,
    title: w.title,
    price: w.price,
    quantity,
  }));
  const totalAmount = items.reduce((sum, i) => sum + (i.price ?? 0) * i.quantity, 0);
  return { userId: `guest-${Date.now()}`, totalAmount, items, shippingInfo, paymentInfo, ...overrides };
}

const spotsOf = (t: TestApp, id: number) =>
  t.db.prepare('SELECT spots_available FROM workshops WHERE id = ?').pluck().get(id) as number;
const orderCount = (t: TestApp) => t.db.prepare('SELECT COUNT(*) FROM orders').pluck().get() as number;

describe('POST /api/checkout', () => {
  it('stores a guest order priced by the server, takes the spots and answers 201 with what was booked', async () => {
    const t = await makeTestApp();
    const { byTitle } = await catalog(t.app);
    const bread = byTitle('Beginner Bread: Your First Sandwich Loaf');
    const cookies = byTitle('Cut-out Cookies for Spring');
    const res = await request(t.app)
      .post('/api/checkout')
      .send(orderFor([{ w: bread, quantity: 2 }, { w: cookies }], { userId: 'guest-1700000000000' }));
    expect(res.status).toBe(201);
    // The answer names the order and what was booked: each class with its date, place and zone.
    expect(res.body).toEqual({
      orderId: expect.any(Number),
      totalAmount: 2 * 6500 + 5500,
      items: [
        {
          type: 'class',
          id: bread.id,
          title: bread.title,
          price: 6500,
          quantity: 2,
          date: bread.date,
          location: bread.location,
          timeZone: 'America/New_York',
        },
        {
          type: 'class',
          id: cookies.id,
          title: cookies.title,
          price: 5500,
          quantity: 1,
          date: cookies.date,
          location: cookies.location,
          timeZone: 'America/New_York',
        },
      ],
    });
    expect(spotsOf(t, bread.id)).toBe(10);
    expect(spotsOf(t, cookies.id)).toBe(7);
    const order = t.db.prepare('SELECT * FROM orders WHERE id = ?').get(res.body.orderId) as Record<string, unknown>;
    expect(order).toMatchObject({
      user_id: 'guest-1700000000000',
      account_id: null,
      total_cents: 2 * 6500 + 5500,
      card_last4: '4242',
      card_expiry: '12/29',
    });
    expect(JSON.parse(order.shipping_info as string)).toEqual(shippingInfo);
    const items = t.db
      .prepare(
        'SELECT item_type, item_id, title, price_cents, quantity FROM order_items WHERE order_id = ? ORDER BY id',
      )
      .all(res.body.orderId);
    expect(items).toEqual([
      { item_type: 'class', item_id: bread.id, title: bread.title, price_cents: 6500, quantity: 2 },
      { item_type: 'class', item_id: cookies.id, title: cookies.title, price_cents: 5500, quantity: 1 },
    ]);
    // The stored order holds no card number, only the last four digits.
    expect(JSON.stringify(t.db.prepare('SELECT * FROM orders').all())).not.toMatch(/\d{5,}\d*4242/);
  });

  it("links a signed-in buyer's order to their account, whatever userId the body names", async () => {
    const t = await makeTestApp();
    const agent = t.agent();
    const { registerUser } = await import('../test/harness');
    const { user } = await registerUser(agent);
    const { byTitle } = await catalog(t.app);
    const res = await agent
      .post('/api/checkout')
      .send(orderFor([{ w: byTitle('Macaron Masterclass') }], { userId: 'guest-1' }));
    expect(res.status).toBe(201);
    const order = t.db.prepare('SELECT user_id, account_id FROM orders WHERE id = ?').get(res.body.orderId);
    expect(order).toEqual({ user_id: String(user.id), account_id: user.id });
  });

  it('does not let a guest claim an account by naming its id', async () => {
    const t = await makeTestApp();
    const { byTitle } = await catalog(t.app);
    const res = await request(t.app)
      .post('/api/checkout')
      .send(orderFor([{ w: byTitle('Macaron Masterclass') }], { userId: 1 }));
    expect(res.status).toBe(201);
    const order = t.db.prepare('SELECT user_id, account_id FROM orders WHERE id = ?').get(res.body.orderId) as {
      user_id: string;
      account_id: null;
    };
    expect(order.account_id).toBeNull();
    expect(order.user_id).toMatch(/^guest-\d+$/);
  });

  it('refuses a changed line price with 409 and books nothing', async () => {
    const t = await makeTestApp();
    const { byTitle } = await catalog(t.app);
    const bread = byTitle('Beginner Bread: Your First Sandwich Loaf');
    const res = await request(t.app)
      .post('/api/checkout')
      .send(orderFor([{ w: { ...bread, price: 100 } }]));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'The price of Beginner Bread: Your First Sandwich Loaf is now $65.00, not $1.00. Please review your cart and try again.',
    );
    expect(spotsOf(t, bread.id)).toBe(12);
    expect(orderCount(t)).toBe(0);
  });

  it('refuses a class that has already taken place with 409, before the card is charged', async () => {
    const t = await makeTestApp();
    const { byTitle } = await catalog(t.app);
    const bread = byTitle('Beginner Bread: Your First Sandwich Loaf');
    // The class's morning has come and gone while it sat in the buyer's cart.
    t.db
      .prepare('UPDATE workshops SET date = ? WHERE id = ?')
      .run(new Date(Date.now() - 60_000).toISOString(), bread.id);
    const res = await request(t.app)
      .post('/api/checkout')
      .send(orderFor([{ w: bread }], { paymentInfo: { cardLast4: '0002', expiryDate: '12/29' } }));
    // 409 with what to do, not the card's refusal (402): the card was never tried.
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'Beginner Bread: Your First Sandwich Loaf has already taken place and can no longer be booked. Please remove it from your cart.',
    );
    expect(spotsOf(t, bread.id)).toBe(12);
    expect(orderCount(t)).toBe(0);
  });

  it('names a class cancelled while it sat in the cart, and says to remove it (409), before the card is charged', async () => {
    const t = await makeTestApp();
    const { byTitle } = await catalog(t.app);
    const cookies = byTitle('Cut-out Cookies for Spring');
    t.db.prepare('UPDATE workshops SET cancelled_at = ? WHERE id = ?').run(new Date().toISOString(), cookies.id);
    const res = await request(t.app)
      .post('/api/checkout')
      .send(orderFor([{ w: cookies }]));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'Cut-out Cookies for Spring was cancelled and can no longer be booked. Please remove it from your cart.',
    );
    expect(orderCount(t)).toBe(0);
  });

  it('refuses a total that differs from the server total with 409', async () => {
    const t = await makeTestApp();
    const { byTitle } = await catalog(t.app);
    const bread = byTitle('Beginner Bread: Your First Sandwich Loaf');
    const res = await request(t.app)
      .post('/api/checkout')
      .send(orderFor([{ w: bread }], { totalAmount: 1 }));
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/does not match the current prices \(\$65\.00\)/);
    expect(orderCount(t)).toBe(0);
    expect(spotsOf(t, bread.id)).toBe(12);
  });

  it('refuses a workshop (price TBD) and a video (coming soon) with 400 and a clear message', async () => {
    const t = await makeTestApp();
    const { byTitle, videos } = await catalog(t.app);
    const pie = byTitle('Community Pie Day');
    const workshop = await request(t.app)
      .post('/api/checkout')
      .send(orderFor([{ w: { ...pie, price: 0 } }], { totalAmount: 0 }));
    expect(workshop.status).toBe(400);
    expect(workshop.body.message).toBe(
      'Community Pie Day cannot be booked yet: its price is still to be decided. Use Notify Me to hear when registration opens.',
    );
    const video = videos[0]!;
    const res = await request(t.app)
      .post('/api/checkout')
      .send({
        ...orderFor([]),
        totalAmount: 0,
        items: [{ type: 'video', id: video.id, title: video.title, price: 0, quantity: 1 }],
      });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`${video.title} is coming soon and cannot be bought yet.`);
    expect(orderCount(t)).toBe(0);
  });

  it('answers 404 for unknown ids and for a class id sent as another type', async () => {
    const t = await makeTestApp();
    const { byTitle } = await catalog(t.app);
    const bread = byTitle('Beginner Bread: Your First Sandwich Loaf');
    const unknown = await request(t.app)
      .post('/api/checkout')
      .send(orderFor([{ w: { ...bread, id: 9999 } }]));
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Class 9999 does not exist.');
    const asWorkshop = await request(t.app)
      .post('/api/checkout')
      .send(orderFor([{ w: { ...bread, kind: 'workshop' } }]));
    expect(asWorkshop.status).toBe(404);
    const video = await request(t.app)
      .post('/api/checkout')
      .send({
        ...orderFor([]),
        totalAmount: 0,
        items: [{ type: 'video', id: 9999, title: 'x', price: 0, quantity: 1 }],
      });
    expect(video.status).toBe(404);
    expect(orderCount(t)).toBe(0);
  });

  it.each([
    ['zero quantity', { quantity: 0 }, /quantity must be at least 1/],
    ['negative quantity', { quantity: -2 }, /quantity must be at least 1/],
    ['fractional quantity', { quantity: 1.5 }, /quantity must be a whole number/],
    ['quantity as text', { quantity: '1' }, /quantity/],
    ['quantity past the limit', { quantity: 10_001 }, /^items\.0\.quantity: quantity must be at most 10000$/],
    ['quantity of a billion', { quantity: 1e9 }, /^items\.0\.quantity: quantity must be at most 10000$/],
    ['fractional price', { price: 64.99 }, /price must be whole cents/],
    ['negative price', { price: -1 }, /^items\.0\.price: price must not be negative$/],
    ['unknown type', { type: 'gift' }, /type must be/],
  ])('refuses a line with %s (400)', async (_name, change, message) => {
    const t = await makeTestApp();
    const { byTitle } = await catalog(t.app);
    const order = orderFor([{ w: byTitle('Beginner Bread: Your First Sandwich Loaf') }]);
    const res = await request(t.app)
      .post('/api/checkout')
      .send({ ...order, items: [{ ...order.items[0], ...change }] });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(orderCount(t)).toBe(0);
  });

  it.each([
    ['an empty cart', { items: [] }, /The cart is empty/],
    ['no userId', { userId: undefined }, /userId/],
    ['no total', { totalAmount: undefined }, /totalAmount/],
    [
      'a full card number',
      { paymentInfo: { cardLast4: '4242424242424242', expiryDate: '12/29' } },
      /cardLast4 must be exactly the last 4 digits/,
    ],
    ['three card digits', { paymentInfo: { cardLast4: '424', expiryDate: '12/29' } }, /cardLast4/],
    [
      'a card number beside the last four',
      { paymentInfo: { ...paymentInfo, cardNumber: '4242424242424242' } },
      /paymentInfo may only hold/,
    ],
    ['a CVC', { paymentInfo: { ...paymentInfo, cvc: '123' } }, /paymentInfo may only hold/],
    [
      'a bad expiry month',
      { paymentInfo: { cardLast4: '4242', expiryDate: '13/29' } },
      /Expiry date must be in MM\/YY format/,
    ],
    ['no shipping name', { shippingInfo: { ...shippingInfo, name: '  ' } }, /Name is required/],
    ['a bad e-mail', { shippingInfo: { ...shippingInfo, email: 'jo' } }, /Email is invalid/],
    ['no address', { shippingInfo: { ...shippingInfo, address: '' } }, /Billing address is required/],
    ['no city', { shippingInfo: { ...shippingInfo, city: '' } }, /City is required/],
    ['no state', { shippingInfo: { ...shippingInfo, state: '' } }, /State\/Province is required/],
    ['no ZIP', { shippingInfo: { ...shippingInfo, zipCode: '' } }, /ZIP\/Postal code is required/],
    [
      'an unknown country',
      { shippingInfo: { ...shippingInfo, country: 'NZ' } },
      /country must be one of US, CA, GB, AU, DE, FR/,
    ],
  ])('refuses an order with %s (400)', async (_name, change, message) => {
    const t = await makeTestApp();
    const { byTitle } = await catalog(t.app);
    const res = await request(t.app)
      .post('/api/checkout')
      .send({ ...orderFor([{ w: byTitle('Beginner Bread: Your First Sandwich Loaf') }]), ...change });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(orderCount(t)).toBe(0);
  });

  it('refuses more seats than the class has left (409) and leaves the spots alone', async () => {
    const t = await makeTestApp();
    const { byTitle } = await catalog(t.app);
    const cake = byTitle('Buttercream Cake Decorating');
    expect(cake.spotsAvailable).toBe(3);
    const res = await request(t.app)
      .post('/api/checkout')
      .send(orderFor([{ w: cake, quantity: 4 }]));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'Sorry, there are not enough spots left in Buttercream Cake Decorating: only 3 spots are left.',
    );
    // Two lines for the same class count together.
    const split = await request(t.app)
      .post('/api/checkout')
      .send(
        orderFor([
          { w: cake, quantity: 2 },
          { w: cake, quantity: 2 },
        ]),
      );
    expect(split.status).toBe(409);
    expect(spotsOf(t, cake.id)).toBe(3);
    await request(t.app)
      .post('/api/checkout')
      .send(orderFor([{ w: cake, quantity: 3 }]))
      .expect(201);
    const full = await request(t.app)
      .post('/api/checkout')
      .send(orderFor([{ w: cake }]));
    expect(full.status).toBe(409);
    expect(full.body.message).toBe('Sorry, there are not enough spots left: Buttercream Cake Decorating is full.');
    expect(spotsOf(t, cake.id)).toBe(0);
  });

  it('never overbooks: 20 concurrent checkouts for a class with 5 spots make exactly 5 orders', async () => {
    const t = await makeTestApp();
    const { byTitle } = await catalog(t.app);
    const bread = byTitle('Beginner Bread: Your First Sandwich Loaf');
    t.db.prepare('UPDATE workshops SET spots_available = 5 WHERE id = ?').run(bread.id);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        request(t.app)
          .post('/api/checkout')
          .send(orderFor([{ w: bread }])),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    expect(orderCount(t)).toBe(5);
    expect(spotsOf(t, bread.id)).toBe(0);
    expect(new Set(results.filter((r) => r.status === 201).map((r) => r.body.orderId)).size).toBe(5);
  });

  it('replays a retried checkout with the same Idempotency-Key: same orderId, one order, spots taken once', async () => {
    const t = await makeTestApp();
    const { byTitle } = await catalog(t.app);
    const bread = byTitle('Beginner Bread: Your First Sandwich Loaf');
    const order = orderFor([{ w: bread, quantity: 2 }]);
    const first = await request(t.app).post('/api/checkout').set('Idempotency-Key', 'checkout-abc-123').send(order);
    const retry = await request(t.app).post('/api/checkout').set('Idempotency-Key', 'checkout-abc-123').send(order);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body.orderId).toBe(first.body.orderId);
    expect(orderCount(t)).toBe(1);
    expect(spotsOf(t, bread.id)).toBe(10);
    // A different key is a new order.
    await request(t.app).post('/api/checkout').set('Idempotency-Key', 'checkout-abc-456').send(order).expect(201);
    expect(orderCount(t)).toBe(2);
  });

  it('refuses a body over 100 KB with 413 and a non-JSON body with 415', async () => {
    const t = await makeTestApp();
    const { byTitle } = await catalog(t.app);
    const order = orderFor([{ w: byTitle('Beginner Bread: Your First Sandwich Loaf') }]);
    const big = await request(t.app)
      .post('/api/checkout')
      .send({ ...order, shippingInfo: { ...shippingInfo, address: 'x'.repeat(101 * 1024) } });
    expect(big.status).toBe(413);
    const text = await request(t.app)
      .post('/api/checkout')
      .set('Content-Type', 'text/plain')
      .send(JSON.stringify(order));
    expect(text.status).toBe(415);
    expect(text.body.message).toBe('Content-Type must be application/json');
    expect(orderCount(t)).toBe(0);
  });

  it('refuses a cross-site request (CSRF) with 403', async () => {
    const t = await makeTestApp();
    const { byTitle } = await catalog(t.app);
    const res = await request(t.app)
      .post('/api/checkout')
      .set('Origin', 'https://evil.example')
      .send(orderFor([{ w: byTitle('Beginner Bread: Your First Sandwich Loaf') }]));
    expect(res.status).toBe(403);
    expect(orderCount(t)).toBe(0);
  });

  it('refuses each billing field past its limit with 400 and the message the form gives, and takes one at it', async () => {
    const t = await makeTestApp();
    const { byTitle } = await catalog(t.app);
    const cookies = byTitle('Cut-out Cookies for Spring');
    const cases = [
      ['name', 'Name must be at most 200 characters'],
      ['address', 'Billing address must be at most 300 characters'],
      ['city', 'City must be at most 100 characters'],
      ['state', 'State/Province must be at most 100 characters'],
      ['zipCode', 'ZIP/Postal code must be at most 20 characters'],
    ] as const;
    for (const [field, message] of cases) {
      const max = CHECKOUT_MAX_LENGTHS[field];
      const over = await request(t.app)
        .post('/api/checkout')
        .send(orderFor([{ w: cookies }], { shippingInfo: { ...shippingInfo, [field]: 'x'.repeat(max + 1) } }));
      expect(over.status, field).toBe(400);
      expect(over.body.message).toBe(`shippingInfo.${field}: ${message}`);
      const at = await request(t.app)
        .post('/api/checkout')
        .send(orderFor([{ w: cookies }], { shippingInfo: { ...shippingInfo, [field]: 'x'.repeat(max) } }));
      // At the limit a postal code still has to fit the country, as the form says (POSTAL_CODE_RULES).
      if (field === 'zipCode') {
        expect(at.status, field).toBe(400);
        expect(at.body.message).toBe(`shippingInfo.zipCode: ${POSTAL_CODE_RULES.US.message}`);
      } else expect(at.status, field).toBe(201);
    }
    const longEmail = `${'j'.repeat(CHECKOUT_MAX_LENGTHS.email - '@example.com'.length + 1)}@example.com`;
    const email = await request(t.app)
      .post('/api/checkout')
      .send(orderFor([{ w: cookies }], { shippingInfo: { ...shippingInfo, email: longEmail } }));
    expect(email.status).toBe(400);
    expect(email.body.issues[0]).toEqual({
      path: 'shippingInfo.email',
      message: 'Email must be at most 254 characters',
    });
    expect(orderCount(t)).toBe(cases.length - 1); // every field at its limit but the postal code
  });
});

describe('POST /api/checkout sent as a signed-in user (X-Signed-In-User)', () => {
  it('books the order for that account while the session lives', async () => {
    const t = await makeTestApp();
    const agent = t.agent();
    const { user } = await registerUser(agent);
    const { byTitle } = await catalog(t.app);
    const res = await agent
      .post('/api/checkout')
      .set('X-Signed-In-User', String(user.id))
      .send(orderFor([{ w: byTitle('Macaron Masterclass') }], { userId: String(user.id) }));
    expect(res.status).toBe(201);
    expect(t.db.prepare('SELECT account_id FROM orders WHERE id = ?').pluck().get(res.body.orderId)).toBe(user.id);
  });

  it('answers 401 with a clear message when the session has ended, books nothing, and books once for the account after signing in again', async () => {
    const t = await makeTestApp();
    const device = t.agent();
    const { user, username, password } = await registerUser(device);
    // A password change on another device signs this one out.
    const other = t.agent();
    await other.post('/api/auth/login').send({ username, password }).expect(200);
    await other
      .put('/api/auth/profile')
      .send({ username, currentPassword: password, newPassword: 'rye-starter2' })
      .expect(200);

    const { byTitle } = await catalog(t.app);
    const cookies = byTitle('Cut-out Cookies for Spring');
    const order = orderFor([{ w: cookies }], { userId: String(user.id) });
    const pay = () =>
      device
        .post('/api/checkout')
        .set('Idempotency-Key', 'checkout-ended-1')
        .set('X-Signed-In-User', String(user.id))
        .send(order);

    const refused = await pay();
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({
      message: 'Your session has ended, so your order was not placed. Please sign in again to place it.',
    });
    // The dead session cookies are dropped, as GET /api/auth/me does.
    expect(String(refused.headers['set-cookie'])).toMatch(/sid=;/);
    expect(orderCount(t)).toBe(0);
    expect(spotsOf(t, cookies.id)).toBe(cookies.spotsAvailable);
    // Asking again changes nothing: still no guest order.
    expect((await pay()).status).toBe(401);
    expect(orderCount(t)).toBe(0);

    await device.post('/api/auth/login').send({ username, password: 'rye-starter2' }).expect(200);
    const placed = await pay();
    expect(placed.status).toBe(201);
    const replay = await pay();
    expect(replay.body.orderId).toBe(placed.body.orderId);
    expect(orderCount(t)).toBe(1);
    expect(spotsOf(t, cookies.id)).toBe(cookies.spotsAvailable - 1);
    const mine = await device.get('/api/orders');
    expect(mine.body.map((o: { id: number }) => o.id)).toEqual([placed.body.orderId]);
  });

  it('answers 401 when the browser is now signed in to another account, and 400 for a header that is no user id', async () => {
    const t = await makeTestApp();
    const agent = t.agent();
    const { user: first } = await registerUser(agent);
    await agent.post('/api/auth/logout').expect(200);
    await registerUser(agent);
    const { byTitle } = await catalog(t.app);
    const order = orderFor([{ w: byTitle('Macaron Masterclass') }], { userId: String(first.id) });
    const res = await agent.post('/api/checkout').set('X-Signed-In-User', String(first.id)).send(order);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(
      'This device is now signed in to a different account, so your order was not placed. Please sign in again to place it.',
    );
    const bad = await agent.post('/api/checkout').set('X-Signed-In-User', 'guest-1').send(order);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('X-Signed-In-User must be the id of the signed-in user');
    expect(orderCount(t)).toBe(0);
  });

  it('still takes a guest order, signed out and without the header', async () => {
    const t = await makeTestApp();
    const { byTitle } = await catalog(t.app);
    const res = await request(t.app)
      .post('/api/checkout')
      .send(orderFor([{ w: byTitle('Macaron Masterclass') }]));
    expect(res.status).toBe(201);
  });
});

describe('GET /api/checkout/attempts/:key (a checkout whose answer was lost)', () => {
  const KEY = 'checkout-6f1c2a52-8d0e-4a7b-9a57-3f0d2b7c9e11';

  it('gives the holder of the key the order it placed, without placing another', async () => {
    const t = await makeTestApp();
    const { byTitle } = await catalog(t.app);
    const bread = byTitle('Beginner Bread: Your First Sandwich Loaf');
    const placed = await request(t.app)
      .post('/api/checkout')
      .set('Idempotency-Key', KEY)
      .send(orderFor([{ w: bread }]));
    expect(placed.status).toBe(201);
    const res = await request(t.app).get(`/api/checkout/attempts/${KEY}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(placed.body);
    expect(res.body.orderId).toEqual(expect.any(Number));
    expect(res.headers['cache-control']).toBe('no-store');
    expect(orderCount(t)).toBe(1);
    expect(spotsOf(t, bread.id)).toBe(bread.spotsAvailable - 1);
  });

  it('answers 404 for a key the server never took, and for one whose order was refused', async () => {
    const t = await makeTestApp();
    const unknown = await request(t.app).get(`/api/checkout/attempts/${KEY}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'No order was placed with this key.' });

    const { byTitle } = await catalog(t.app);
    const bread = byTitle('Beginner Bread: Your First Sandwich Loaf');
    const refused = await request(t.app)
      .post('/api/checkout')
      .set('Idempotency-Key', KEY)
      .send(orderFor([{ w: { ...bread, price: 1 } }]));
    expect(refused.status).toBe(409);
    const res = await request(t.app).get(`/api/checkout/attempts/${KEY}`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('No order was placed with this key.');
  });

  it('answers 409 while the first request still runs, and 404 once a dead one has let go of the key', async () => {
    const t = await makeTestApp();
    const claim = t.db.prepare(
      "INSERT INTO idempotency_keys (key, scope, request_hash, status, body, content_type, created_at) VALUES (?, 'checkout:anon', 'h', NULL, NULL, NULL, ?)",
    );
    claim.run(KEY, Date.now());
    const running = await request(t.app).get(`/api/checkout/attempts/${KEY}`);
    expect(running.status).toBe(409);
    expect(running.body).toEqual({ message: 'This payment is still being processed. Please wait a moment.' });
    claim.run('checkout-abandoned-1', Date.now() - 10 * 60 * 1000);
    expect((await request(t.app).get('/api/checkout/attempts/checkout-abandoned-1')).status).toBe(404);
  });

  it("keeps a signed-in buyer's key to that account: a guest or another user gets 404", async () => {
    const t = await makeTestApp();
    const owner = t.agent();
    await registerUser(owner);
    const { byTitle } = await catalog(t.app);
    const placed = await owner
      .post('/api/checkout')
      .set('Idempotency-Key', KEY)
      .send(orderFor([{ w: byTitle('Macaron Masterclass') }]));
    expect(placed.status).toBe(201);
    expect((await owner.get(`/api/checkout/attempts/${KEY}`)).body).toEqual(placed.body);

    expect((await request(t.app).get(`/api/checkout/attempts/${KEY}`)).status).toBe(404);
    const other = t.agent();
    await registerUser(other);
    expect((await other.get(`/api/checkout/attempts/${KEY}`)).status).toBe(404);
  });

  it('refuses a key that is not one with 400 and a message', async () => {
    const t = await makeTestApp();
    for (const key of ['short', 'x'.repeat(129), 'has%20space%20in%20it']) {
      const res = await request(t.app).get(`/api/checkout/attempts/${key}`);
      expect(res.status, key).toBe(400);
      expect(res.body.message, key).toBe('key: The key must be 8 to 128 letters, digits or - _ . :');
    }
  });
});
