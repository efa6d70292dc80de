import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { adminClassesSchema, adminOrdersPageSchema, cancelPreviewSchema } from '../../shared/schemas/business';
import { orderListSchema } from '../../shared/schemas/checkout';
import { adminToken, bearer } from '../test/admin';
import { makeTestApp, registerUser, type TestApp } from '../test/harness';
import { sampleOrder } from '../test/route-table';

interface Listed {
  id: number;
  kind: string;
  title: string;
  price: number | null;
  spotsAvailable: number;
  date: string;
}

async function workshops(t: TestApp): Promise<Listed[]> {
  return (await request(t.app).get('/api/shop/workshops')).body as Listed[];
}
const BREAD = 'Beginner Bread: Your First Sandwich Loaf';

async function book(
  t: TestApp,
  agent: ReturnType<TestApp['agent']> | null,
  title: string,
  quantity = 1,
  name = 'Ada Baker',
) {
  const cls = (await workshops(t)).find((w) => w.title === title)!;
  const body = sampleOrder({ classItem: { id: cls.id, title: cls.title, price: cls.price! } });
  body.items[0]!.quantity = quantity;
  body.totalAmount = cls.price! * quantity;
  body.shippingInfo.name = name;
  body.shippingInfo.email = `${name.split(' ')[0]!.toLowerCase()}@example.com`;
  const res = await (agent ?? request(t.app)).post('/api/checkout').send(body);
  expect(res.status).toBe(201);
  return { orderId: res.body.orderId as number, cls };
}

const setClassDate = (t: TestApp, id: number, hoursFromNow: number) =>
  t.db
    .prepare('UPDATE workshops SET date = ? WHERE id = ?')
    .run(new Date(Date.now() + hoursFromNow * 3_600_000).toISOString(), id);

describe('admin orders', () => {
  it('refuses every business route without a live admin token', async () => {
    const t = await makeTestApp();
    for (const [method, path] of [
      ['get', '/api/admin/orders'],
      ['get', '/api/admin/classes'],
      ['get', '/api/admin/classes/1/roster.csv'],
      ['get', '/api/admin/orders/1/cancel-preview'],
      ['post', '/api/admin/orders/1/cancel'],
      ['post', '/api/admin/workshops/1/notify'],
    ] as const) {
      const res = await request(t.app)[method](path).set('Authorization', 'Bearer admin_1_x');
      expect(res.status, path).toBe(401);
      expect(res.body.message).toBeTruthy();
    }
  });

  it('lists orders newest first, a page at a time, with buyer, lines, total and status', async () => {
    const t = await makeTestApp();
    const token = await adminToken(t);
    const first = await book(t, null, BREAD, 2, 'Ada Baker');
    const second = await book(t, null, 'Macaron Masterclass', 1, 'Ben Miller');
    const third = await book(t, null, BREAD, 1, 'Cleo Stone');
    const res = await request(t.app).get('/api/admin/orders?page=1&pageSize=2').set(bearer(token));
    expect(res.status).toBe(200);
    const page = adminOrdersPageSchema.parse(res.body);
    expect(page).toMatchObject({ page: 1, pageSize: 2, total: 3 });
    expect(page.orders.map((o) => o.id)).toEqual([third.orderId, second.orderId]);
    expect(page.orders[1]).toMatchObject({
      buyerName: 'Ben Miller',
      buyerEmail: 'ben@example.com',
      totalAmount: second.cls.price,
      status: 'paid',
      refund: null,
      items: [{ type: 'class', title: 'Macaron Masterclass', quantity: 1, timeZone: 'America/New_York' }],
    });
    const next = adminOrdersPageSchema.parse(
      (await request(t.app).get('/api/admin/orders?page=2&pageSize=2').set(bearer(token))).body,
    );
    expect(next.orders.map((o) => o.id)).toEqual([first.orderId]);
    const bad = await request(t.app).get('/api/admin/orders?pageSize=1000').set(bearer(token));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('pageSize: pageSize must be at most 100');
  });
});

describe('admin classes and rosters', () => {
  it('shows each class with seats sold and left and who booked, and prints the roster as CSV', async () => {
    const t = await makeTestApp();
    const token = await adminToken(t);
    const { orderId, cls } = await book(t, null, BREAD, 2, 'Ada Baker');
    const other = await book(t, null, BREAD, 1, '=Evil Formula');
    const res = await request(t.app).get('/api/admin/classes').set(bearer(token));
    expect(res.status).toBe(200);
    const { classes } = adminClassesSchema.parse(res.body);
    const bread = classes.find((c) => c.id === cls.id)!;
    expect(bread).toEqual({
      id: cls.id,
      title: BREAD,
      date: cls.date,
      timeZone: 'America/New_York',
      location: expect.any(String),
      spotsSold: 3,
      spotsLeft: cls.spotsAvailable - 3,
      roster: [
        { name: 'Ada Baker', email: 'ada@example.com', seats: 2, orderId },
        { name: '=Evil Formula', email: '=evil@example.com', seats: 1, orderId: other.orderId },
      ],
    });
    const third = await book(t, null, BREAD, 1, 'Cleo Stone;=HYPERLINK("http://x")');
    const csv = await request(t.app).get(`/api/admin/classes/${cls.id}/roster.csv`).set(bearer(token));
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="roster-beginner-bread-your-first-sandwich-loaf-2027-01-16\.csv"$/,
    );
    // A byte order mark first: Excel reads the file as UTF-8 (names such as 'Zoë' stay right).
    expect(csv.text.startsWith('\uFEFF"Class"')).toBe(true);
    const lines = csv.text.slice(1).trimEnd().split('\r\n');
    // The header first (a spreadsheet or a mail merge reads it as the column names), then a row
    // per booking with the class, its date and place.
    const cls3 = `"${BREAD}","Sat, Jan 16, 2027, 10:00 AM EST","${bread.location}"`;
    expect(lines).toEqual([
      '"Class","Date","Place","Name","Email","Seats","Order"',
      `${cls3},"Ada Baker","ada@example.com","2","${orderId}"`,
      // A spreadsheet never runs a buyer's name as a formula, after any separator either.
      `${cls3},"'=Evil Formula","'=evil@example.com","1","${other.orderId}"`,
      `${cls3},"Cleo Stone;'=HYPERLINK(""http://x"")","cleo@example.com","1","${third.orderId}"`,
    ]);
    expect((await request(t.app).get('/api/admin/classes/99999/roster.csv').set(bearer(token))).status).toBe(404);
  });
});

describe('cancelling an order', () => {
  it.each([
    [100, 'full', 13000],
    [48, 'credit', 13000],
    [10, 'none', 0],
  ] as const)(
    '%i hours before the class: preview and cancel give %s; the seats are for sale again at once',
    async (hours, kind, amount) => {
      const t = await makeTestApp();
      const token = await adminToken(t);
      const agent = t.agent();
      await registerUser(agent);
      const { orderId, cls } = await book(t, agent, BREAD, 2);
      setClassDate(t, cls.id, hours);
      const preview = await request(t.app).get(`/api/admin/orders/${orderId}/cancel-preview`).set(bearer(token));
      expect(preview.status).toBe(200);
      expect(cancelPreviewSchema.parse(preview.body)).toEqual({
        refund: { kind, amount },
        hoursBeforeClass: expect.closeTo(hours, 0),
      });
      const left = (await workshops(t)).find((w) => w.id === cls.id)!.spotsAvailable;
      const res = await request(t.app).post(`/api/admin/orders/${orderId}/cancel`).set(bearer(token));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: orderId, status: 'cancelled', refund: { kind, amount } });
      expect((await workshops(t)).find((w) => w.id === cls.id)!.spotsAvailable).toBe(left + 2);
      // The buyer sees it in their dashboard.
      const mine = orderListSchema.parse((await agent.get('/api/orders')).body);
      expect(mine[0]).toMatchObject({ id: orderId, status: 'cancelled', refund: { kind, amount } });
      // Twice is refused, and gives no seats back twice.
      const again = await request(t.app).post(`/api/admin/orders/${orderId}/cancel`).set(bearer(token));
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(`Order ${orderId} is already cancelled.`);
      expect((await workshops(t)).find((w) => w.id === cls.id)!.spotsAvailable).toBe(left + 2);
    },
  );

  it('answers 404 for an order that does not exist and 400 for a malformed id', async () => {
    const t = await makeTestApp();
    const token = await adminToken(t);
    expect((await request(t.app).post('/api/admin/orders/4242/cancel').set(bearer(token))).status).toBe(404);
    expect((await request(t.app).get('/api/admin/orders/abc/cancel-preview').set(bearer(token))).status).toBe(400);
  });
});

// 'Registration is open' and its unsubscribe link: api/routes/notices.test.ts.
