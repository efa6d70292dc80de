import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { checkoutResponseSchema, paymentRefusalSchema } from '../../shared/schemas/checkout';
import { makeTestApp, type TestApp } from '../test/harness';
import { sampleOrder } from '../test/route-table';
import { startInbox } from '../test/smtp';

async function breadOrder(t: TestApp, paymentInfo: { cardLast4: string; expiryDate: string }) {
  const list = (await request(t.app).get('/api/shop/workshops')).body as {
    id: number;
    title: string;
    price: number | null;
    spotsAvailable: number;
  }[];
  const bread = list.find((w) => w.title === 'Beginner Bread: Your First Sandwich Loaf')!;
  return {
    bread,
    body: { ...sampleOrder({ classItem: { id: bread.id, title: bread.title, price: bread.price! } }), paymentInfo },
  };
}
const stored = (t: TestApp) => ({
  orders: t.db.prepare('SELECT COUNT(*) FROM orders').pluck().get(),
  items: t.db.prepare('SELECT COUNT(*) FROM order_items').pluck().get(),
});

describe('checkout payment checks', () => {
  it.each([
    ['0002', 'card_declined', 'Your card was declined. Please use a different card.'],
    ['9995', 'insufficient_funds', 'Your card has insufficient funds. Please use a different card.'],
    ['0069', 'expired_card', 'Your card has expired. Please use a different card.'],
  ])('a card ending %s is refused with 402 %s; nothing is booked or stored', async (last4, code, message) => {
    const t = await makeTestApp();
    const { bread, body } = await breadOrder(t, { cardLast4: last4, expiryDate: '12/30' });
    const res = await request(t.app).post('/api/checkout').send(body);
    expect(res.status).toBe(402);
    expect(paymentRefusalSchema.parse(res.body)).toEqual({ message, code });
    expect(stored(t)).toEqual({ orders: 0, items: 0 });
    const after = (await request(t.app).get('/api/shop/workshops')).body.find((w: { id: number }) => w.id === bread.id);
    expect(after.spotsAvailable).toBe(bread.spotsAvailable);
  });

  it.each([
    ['12/20', 'This card has expired'],
    ['10/26', 'This card has expired'],
    ['13/30', 'paymentInfo.expiryDate: Expiry date must be in MM/YY format'],
  ])('the server itself refuses expiry %j with 400 under the field', async (expiryDate, message) => {
    const t = await makeTestApp();
    const { body } = await breadOrder(t, { cardLast4: '4242', expiryDate });
    const res = await request(t.app).post('/api/checkout').send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.issues[0].path).toBe('paymentInfo.expiryDate');
    expect(stored(t)).toEqual({ orders: 0, items: 0 });
  });

  it('a paid order is confirmed by e-mail with its number, what was booked and an .ics per class', async () => {
    const inbox = await startInbox();
    const t = await makeTestApp({ config: { smtpUrl: inbox.url } });
    const { bread, body } = await breadOrder(t, { cardLast4: '4242', expiryDate: '12/30' });
    const res = await request(t.app).post('/api/checkout').send(body);
    expect(res.status).toBe(201);
    const answer = checkoutResponseSchema.parse(res.body);
    expect(answer.items[0]).toMatchObject({
      title: bread.title,
      timeZone: 'America/New_York',
      date: '2027-01-16T15:00:00.000Z',
    });
    const [mail] = await inbox.waitFor(1);
    expect(mail!.subject).toBe(`Your Sift & Story order #${answer.orderId}`);
    expect(mail!.to && 'text' in mail!.to ? mail!.to.text : '').toBe('ada@example.com');
    expect(mail!.text).toContain(`Your order number is ${answer.orderId}.`);
    expect(mail!.text).toContain(`1 × ${bread.title} ($65.00): Sat, Jan 16, 2027, 10:00 AM EST, Sift & Story Studio`);
    expect(mail!.text).toContain('Total paid: $65.00');
    expect(mail!.html).toContain('Your order number is');
    const [ics] = mail!.attachments;
    expect(ics!.contentType).toBe('text/calendar');
    const calendar = ics!.content.toString().replace(/\r\n /g, '');
    expect(calendar).toContain('DTSTART:20270116T150000Z');
    expect(calendar).toContain(`UID:order-${answer.orderId}-class-${bread.id}@localhost:3000`);
  });
});
