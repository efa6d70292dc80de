import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../shared/contracts/errors';
import { classCancelPreviewSchema, classCancelResultSchema } from '../../shared/schemas/business';
import { classChangeOfferSchema } from '../../shared/schemas/class-change';
import { orderListSchema } from '../../shared/schemas/checkout';
import type { ClassRefunds } from '../class-changes/refunds';
import { bearer } from '../test/admin';
import { makeTestApp, registerUser, type TestApp } from '../test/harness';
import { sampleOrder } from '../test/route-table';
import { startInbox, type Inbox } from '../test/smtp';

const BREAD = 'Beginner Bread: Your First Sandwich Loaf';
const DAY = 86_400_000;

interface Workshop {
  id: number;
  title: string;
  price: number;
  spotsAvailable: number;
}

/** The real app on a real SQLite file, its mail sent to a real SMTP server on loopback. */
async function bakery({ smtp = true }: { smtp?: boolean } = {}) {
  const inbox = smtp ? await startInbox() : undefined;
  const t = await makeTestApp(inbox ? { config: { smtpUrl: inbox.url } } : {});
  const login = await request(t.app)
    .post('/api/admin/validate')
    .send({ username: t.config.adminUsername, password: t.config.adminPassword });
  const admin = bearer(login.body.token as string);
  const refunds = t.app.locals.classRefunds as ClassRefunds;
  const workshops = async () => (await request(t.app).get('/api/shop/workshops')).body as Workshop[];
  const bread = (await workshops()).find((w) => w.title === BREAD)!;
  /** Another date of the bread class, `days` from now, with `spots` spots. */
  const addDate = (days: number, spots: number, title = BREAD) =>
    Number(
      t.db
        .prepare(
          `INSERT INTO workshops (kind, title, description, date, location, price_cents, image_url, spots_available)
           SELECT kind, ?, description, ?, location, price_cents, image_url, ? FROM workshops WHERE id = ?`,
        )
        .run(title, new Date(Date.now() + days * DAY).toISOString(), spots, bread.id).lastInsertRowid,
    );
  /** A guest books `seats` seats of a class as `email`, paying with a card ending `last4`. */
  const book = async (
    email: string,
    seats: number,
    { classId = bread.id, last4 = '4242', agent = request(t.app) } = {},
  ) => {
    const body = sampleOrder({ classItem: { id: classId, title: BREAD, price: bread.price } });
    body.items[0]!.quantity = seats;
    body.totalAmount = bread.price * seats;
    body.shippingInfo.email = email;
    body.shippingInfo.name = email.split('@')[0]!;
    body.paymentInfo.cardLast4 = last4;
    const res = await agent.post('/api/checkout').send(body);
    expect(res.status).toBe(201);
    return res.body.orderId as number;
  };
  const spotsOf = (id: number) =>
    t.db.prepare('SELECT spots_available FROM workshops WHERE id = ?').pluck().get(id) as number;
  const order = (id: number) =>
    t.db.prepare('SELECT status, refund_kind, refund_cents, refund_id FROM orders WHERE id = ?').get(id) as {
      status: string;
      refund_kind: string | null;
      refund_cents: number | null;
      refund_id: string | null;
    };
  const lineOf = (orderId: number) =>
    t.db.prepare("SELECT item_id FROM order_items WHERE order_id = ? AND item_type = 'class'").pluck().get(orderId);
  const change = (orderId: number) =>
    t.db.prepare('SELECT * FROM class_changes WHERE order_id = ?').get(orderId) as {
      id: number;
      state: string;
      decided_by: string | null;
      moved_to: number | null;
      refund_id: string | null;
      token_hash: string | null;
    };
  const cancelClass = (id = bread.id) => request(t.app).post(`/api/admin/classes/${id}/cancel`).set(admin);
  return { ...t, inbox, admin, refunds, bread, addDate, book, spotsOf, order, lineOf, change, workshops, cancelClass };
}

/** Every message the outbox has sent so far (after sending what is due). */
async function mails(t: TestApp, inbox: Inbox): Promise<ParsedMail[]> {
  await (t.app.locals.classRefunds as ClassRefunds).idle();
  await t.mail!.idle();
  return inbox.messages;
}
const to = (mail: ParsedMail) => (mail.to && 'text' in mail.to ? mail.to.text : '');
const mailTo = (all: ParsedMail[], address: string) => all.filter((m) => to(m) === address);
const tokenIn = (mail: ParsedMail) => /\/class-change\?token=([\w.-]+)/.exec(mail.text ?? '')?.[1];

describe("the admin's cancel of an order tells the customer", () => {
  it('writes an e-mail with what was cancelled and the full refund to DATA_DIR/mail/', async () => {
    const t = await bakery({ smtp: false });
    const orderId = await t.book('ada@example.com', 2);
    const res = await request(t.app).post(`/api/admin/orders/${orderId}/cancel`).set(t.admin);
    expect(res.status).toBe(200);
    await t.mail!.idle();
    const files = readdirSync(join(t.dataDir, 'mail')).filter((f) => f.includes('is-cancelled'));
    expect(files).toHaveLength(1);
    const mail = await simpleParser(readFileSync(join(t.dataDir, 'mail', files[0]!)));
    expect(to(mail)).toBe('ada@example.com');
    expect(mail.subject).toBe(`Your Sift & Story order #${orderId} is cancelled`);
    expect(mail.text).toContain(`Your order #${orderId} has been cancelled:`);
    expect(mail.text).toContain(`2 × ${BREAD} ($130.00)`);
    expect(mail.text).toContain('A full refund of $130.00 for it is on its way back to your card ending 4242.');
  });

  it.each([
    [48, 'credit', 'our cancellation policy gives you a credit of $65.00 toward a future class or workshop'],
    [10, 'none', 'As it was cancelled less than 24 hours before the class, our cancellation policy gives no refund.'],
  ])('%i hours before the class (%s): the e-mail says what the policy gives', async (hours, _kind, words) => {
    const t = await bakery();
    const orderId = await t.book('bo@example.com', 1);
    t.db
      .prepare('UPDATE workshops SET date = ? WHERE id = ?')
      .run(new Date(Date.now() + hours * 3_600_000).toISOString(), t.bread.id);
    expect((await request(t.app).post(`/api/admin/orders/${orderId}/cancel`).set(t.admin)).status).toBe(200);
    const sent = mailTo(await mails(t, t.inbox!), 'bo@example.com');
    expect(sent.map((m) => m.subject).sort()).toEqual([
      `Your Sift & Story order #${orderId}`,
      `Your Sift & Story order #${orderId} is cancelled`,
    ]);
    expect(sent.find((m) => m.subject!.endsWith('is cancelled'))!.text).toContain(words);
  });

  it('a refund the provider refuses changes nothing and sends nothing', async () => {
    const t = await bakery();
    const orderId = await t.book('cy@example.com', 1, { last4: '5126' });
    expect((await request(t.app).post(`/api/admin/orders/${orderId}/cancel`).set(t.admin)).status).toBe(502);
    const sent = mailTo(await mails(t, t.inbox!), 'cy@example.com');
    expect(sent.map((m) => m.subject)).toEqual([`Your Sift & Story order #${orderId}`]);
  });
});

describe('cancelling a whole class asks each booked customer to choose', () => {
  it('previews, cancels, takes the class off the shop and e-mails each booking a single-use link', async () => {
    const t = await bakery();
    const later = t.addDate(30, 6);
    t.addDate(-3, 6); // past: never offered
    t.addDate(40, 6, 'Croissants at Home'); // another class: never offered
    const ada = await t.book('ada@example.com', 2);
    const bo = await t.book('bo@example.com', 1);
    const preview = await request(t.app).get(`/api/admin/classes/${t.bread.id}/cancel-preview`).set(t.admin);
    expect(preview.status).toBe(200);
    expect(classCancelPreviewSchema.parse(preview.body)).toMatchObject({
      bookings: 2,
      seats: 3,
      askedToChoose: 2,
      refundedAtOnce: 0,
      otherDates: [{ id: later, spotsLeft: 6 }],
    });
    const res = await t.cancelClass();
    expect(res.status).toBe(200);
    expect(classCancelResultSchema.parse(res.body)).toEqual({
      classId: t.bread.id,
      bookings: 2,
      askedToChoose: 2,
      refundedAtOnce: 0,
    });
    expect((await t.workshops()).some((w) => w.id === t.bread.id)).toBe(false);
    expect((await t.cancelClass()).status).toBe(409);

    const all = await mails(t, t.inbox!);
    const [adaMail] = mailTo(all, 'ada@example.com').filter((m) => m.subject?.includes('please choose'));
    expect(adaMail!.subject).toBe(`${BREAD} is cancelled: please choose a refund or another date`);
    expect(adaMail!.text).toContain(`You booked 2 seats (order #${ada}, $130.00).`);
    expect(adaMail!.text).toContain('a full refund of $130.00 to your card ending 4242, or');
    expect(adaMail!.text).toContain('If you have not chosen by then, we will refund you in full.');
    expect(adaMail!.text).not.toContain('Croissants');
    // The link's token is never stored as such: only its hash.
    const token = tokenIn(adaMail!)!;
    expect(token).toMatch(/^[\w-]{43}\.[\w-]{43}$/);
    expect(JSON.stringify(t.db.prepare('SELECT * FROM class_changes').all())).not.toContain(token);
    expect(mailTo(all, 'bo@example.com').some((m) => m.subject?.includes('please choose'))).toBe(true);
    expect(t.change(bo).state).toBe('awaiting');

    // A cancelled class cannot be bought.
    const again = await request(t.app)
      .post('/api/checkout')
      .send(sampleOrder({ classItem: { id: t.bread.id, title: BREAD, price: t.bread.price } }));
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);
  });

  it('one moves to another date (her seats follow), the other takes a refund; each link works once', async () => {
    const t = await bakery();
    const later = t.addDate(30, 6);
    const user = t.agent();
    await registerUser(user);
    const ada = await t.book('ada@example.com', 2, { agent: user });
    const bo = await t.book('bo@example.com', 1);
    expect((await t.cancelClass()).status).toBe(200);
    const all = await mails(t, t.inbox!);
    const adaToken = tokenIn(mailTo(all, 'ada@example.com').find((m) => m.subject?.includes('please choose'))!)!;
    const boToken = tokenIn(mailTo(all, 'bo@example.com').find((m) => m.subject?.includes('please choose'))!)!;

    const offer = await request(t.app).get('/api/class-change').query({ token: adaToken });
    expect(offer.status).toBe(200);
    expect(offer.headers['cache-control']).toBe('no-store');
    expect(classChangeOfferSchema.parse(offer.body)).toMatchObject({
      orderId: ada,
      seats: 2,
      amount: 13000,
      cardLast4: '4242',
      dates: [{ id: later, spotsLeft: 6 }],
    });
    // Reading the offer changes nothing (a mail scanner may open the link).
    expect(t.change(ada).state).toBe('awaiting');

    const moved = await request(t.app)
      .post('/api/class-change')
      .send({ token: adaToken, choice: 'move', classId: later });
    expect(moved.status).toBe(200);
    expect(moved.body.state).toBe('moved');
    expect(moved.body.message).toMatch(/^Done: your 2 seats are now on /);
    expect(t.spotsOf(later)).toBe(4);
    expect(t.lineOf(ada)).toBe(later);
    expect(t.order(ada).status).toBe('paid');
    expect(t.change(ada)).toMatchObject({ state: 'moved', decided_by: 'customer', moved_to: later });

    // The second use is refused, and says what was chosen; nothing moves again.
    for (const body of [
      { token: adaToken, choice: 'move', classId: later },
      { token: adaToken, choice: 'refund' },
    ]) {
      const second = await request(t.app).post('/api/class-change').send(body);
      expect(second.status).toBe(409);
      expect(second.body.message).toMatch(/^This link has already been used: your 2 seats were moved to /);
    }
    expect((await request(t.app).get('/api/class-change').query({ token: adaToken })).status).toBe(409);
    expect(t.spotsOf(later)).toBe(4);

    const refund = await request(t.app).post('/api/class-change').send({ token: boToken, choice: 'refund' });
    expect(refund.status).toBe(200);
    expect(refund.body).toEqual({
      state: 'refunded',
      message:
        'Done: your full refund of $65.00 is on its way back to your card ending 4242. Banks usually take 5 to 10 business days to show it.',
    });
    const boChange = t.change(bo);
    expect(boChange).toMatchObject({ state: 'refunded', decided_by: 'customer' });
    expect(boChange.refund_id).toMatch(/^re_sim_/);
    // Her order had only that class: it is cancelled, with the refund the provider made.
    expect(t.order(bo)).toEqual({
      status: 'cancelled',
      refund_kind: 'full',
      refund_cents: 6500,
      refund_id: boChange.refund_id,
    });
    expect(
      (await request(t.app).post('/api/class-change').send({ token: boToken, choice: 'refund' })).body.message,
    ).toBe('This link has already been used: you chose a full refund of $65.00.');

    const after = await mails(t, t.inbox!);
    const adaMoved = mailTo(after, 'ada@example.com').find((m) => m.subject?.startsWith('Your seat is moved'))!;
    expect(adaMoved.text).toContain(`It stays order #${ada}, with nothing more to pay.`);
    expect(adaMoved.attachments[0]!.contentType).toBe('text/calendar');
    const boRefund = mailTo(after, 'bo@example.com').find(
      (m) => m.subject === `${BREAD} is cancelled: your refund of $65.00`,
    )!;
    expect(boRefund.text).toContain('As you chose, your booking of');
    expect(boRefund.text).toContain('A full refund of $65.00 for your 1 seat');

    // The buyer's dashboard and the admin's tabs show who chose what.
    const mine = orderListSchema.parse((await user.get('/api/orders')).body);
    expect(mine.find((o) => o.id === ada)!.classChanges).toMatchObject([
      { state: 'moved', decidedBy: 'customer', movedTo: { id: later } },
    ]);
    const classes = (await request(t.app).get('/api/admin/classes').set(t.admin)).body.classes as {
      id: number;
      cancelledAt?: string;
      changes?: { orderId: number; state: string; buyerEmail: string }[];
      roster: { orderId: number }[];
    }[];
    const cancelled = classes.find((c) => c.id === t.bread.id)!;
    expect(cancelled.cancelledAt).toEqual(expect.any(String));
    expect(cancelled.changes!.map((c) => [c.buyerEmail, c.state])).toEqual([
      ['ada@example.com', 'moved'],
      ['bo@example.com', 'refunded'],
    ]);
    expect(classes.find((c) => c.id === later)!.roster.map((r) => r.orderId)).toContain(ada);
    const orders = (await request(t.app).get('/api/admin/orders').set(t.admin)).body.orders as {
      id: number;
      classChanges?: { state: string }[];
    }[];
    expect(orders.find((o) => o.id === bo)!.classChanges).toMatchObject([{ state: 'refunded' }]);
  });

  it('never overbooks: a date that filled up meanwhile is refused, nothing changes, the rest is offered', async () => {
    const t = await bakery();
    const soon = t.addDate(20, 2);
    const later = t.addDate(30, 5);
    const ada = await t.book('ada@example.com', 2);
    expect((await t.cancelClass()).status).toBe(200);
    const token = tokenIn(
      mailTo(await mails(t, t.inbox!), 'ada@example.com').find((m) => m.subject?.includes('please choose'))!,
    )!;
    // Someone else takes a spot of the sooner date.
    t.db.prepare('UPDATE workshops SET spots_available = 1 WHERE id = ?').run(soon);
    const full = await request(t.app).post('/api/class-change').send({ token, choice: 'move', classId: soon });
    expect(full.status).toBe(409);
    expect(full.body.code).toBe(ERROR_CODES.classDateFull);
    expect(full.body.message).toMatch(
      /has only 1 spot left now, not enough for your 2 seats\. Choose another date or a refund\.$/,
    );
    expect(t.spotsOf(soon)).toBe(1);
    expect(t.lineOf(ada)).toBe(t.bread.id);
    expect(t.change(ada).state).toBe('awaiting');
    // A date that is not one of this class's is refused too.
    const croissants = t.addDate(25, 9, 'Croissants at Home');
    const other = await request(t.app).post('/api/class-change').send({ token, choice: 'move', classId: croissants });
    expect(other.status).toBe(400);
    expect(t.spotsOf(croissants)).toBe(9);
    // The link still works: the other date.
    const offer = await request(t.app).get('/api/class-change').query({ token });
    expect(offer.body.dates).toMatchObject([
      { id: soon, spotsLeft: 1 },
      { id: later, spotsLeft: 5 },
    ]);
    const moved = await request(t.app).post('/api/class-change').send({ token, choice: 'move', classId: later });
    expect(moved.status).toBe(200);
    expect(t.spotsOf(later)).toBe(3);
  });

  it('two choices on one link at once: exactly one is honoured', async () => {
    const t = await bakery();
    const later = t.addDate(30, 6);
    const ada = await t.book('ada@example.com', 1);
    expect((await t.cancelClass()).status).toBe(200);
    const token = tokenIn(
      mailTo(await mails(t, t.inbox!), 'ada@example.com').find((m) => m.subject?.includes('please choose'))!,
    )!;
    const answers = await Promise.all([
      request(t.app).post('/api/class-change').send({ token, choice: 'move', classId: later }),
      request(t.app).post('/api/class-change').send({ token, choice: 'refund' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    // Whichever came first: the seat moved and no money went back, or the money went back and no seat was taken.
    const { state } = t.change(ada);
    expect(['moved', 'refunded']).toContain(state);
    expect(t.spotsOf(later)).toBe(state === 'moved' ? 5 : 6);
    expect(t.order(ada).status).toBe(state === 'moved' ? 'paid' : 'cancelled');
  });

  it('forged, cut, unknown or expired links are refused with a clear message', async () => {
    const t = await bakery();
    t.addDate(30, 6);
    const ada = await t.book('ada@example.com', 1);
    expect((await t.cancelClass()).status).toBe(200);
    const token = tokenIn(
      mailTo(await mails(t, t.inbox!), 'ada@example.com').find((m) => m.subject?.includes('please choose'))!,
    )!;
    const [random, signature] = token.split('.') as [string, string];
    const forged = `${'A'.repeat(43)}.${signature}`;
    const resigned = `${random}.${'B'.repeat(43)}`;
    for (const bad of [forged, resigned, token.slice(0, 60), 'not-a-token']) {
      const res = await request(t.app).get('/api/class-change').query({ token: bad });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        'This link is not valid. It may have been copied only in part: open it from the e-mail again.',
      );
      expect((await request(t.app).post('/api/class-change').send({ token: bad, choice: 'refund' })).status).toBe(400);
    }
    expect((await request(t.app).get('/api/class-change')).status).toBe(400);
    expect((await request(t.app).post('/api/class-change').send({ token, choice: 'later' })).status).toBe(400);
    expect(t.change(ada).state).toBe('awaiting');

    // Past the deadline: the link is spent (410) and the booking is refunded in full.
    t.db.prepare('UPDATE class_changes SET choose_by = ? WHERE order_id = ?').run(Date.now() - 1, ada);
    const late = await request(t.app).post('/api/class-change').send({ token, choice: 'refund' });
    expect(late.status).toBe(410);
    expect(late.body.message).toBe(
      'This link has expired: the time to choose is over, so your booking is being refunded in full ($65.00).',
    );
    t.refunds.wake();
    const sent = mailTo(await mails(t, t.inbox!), 'ada@example.com');
    expect(t.change(ada)).toMatchObject({ state: 'refunded', decided_by: 'deadline' });
    expect(t.order(ada).status).toBe('cancelled');
    expect(sent.at(-1)!.text).toContain('as we had not heard from you by');
  });

  it('with no other date, each booking is refunded at once and told so, with no link', async () => {
    const t = await bakery();
    const ada = await t.book('ada@example.com', 1);
    const preview = await request(t.app).get(`/api/admin/classes/${t.bread.id}/cancel-preview`).set(t.admin);
    expect(preview.body).toMatchObject({ bookings: 1, askedToChoose: 0, refundedAtOnce: 1, otherDates: [] });
    expect((await t.cancelClass()).body).toMatchObject({ askedToChoose: 0, refundedAtOnce: 1 });
    const told = mailTo(await mails(t, t.inbox!), 'ada@example.com').find((m) => m.subject?.startsWith(BREAD));
    expect(told!.subject).toBe(`${BREAD} is cancelled: your refund of $65.00`);
    expect(told!.text).toContain('and there is no other date of it to offer you.');
    expect(told!.text).not.toContain('/class-change');
    expect(t.change(ada)).toMatchObject({ state: 'refunded', decided_by: 'no-other-date', token_hash: null });
    expect(t.order(ada).status).toBe('cancelled');
  });

  it('the admin refunds a customer who did not choose; the link then says so; the order cancel waits for it', async () => {
    const t = await bakery();
    t.addDate(30, 6);
    const ada = await t.book('ada@example.com', 1);
    expect((await t.cancelClass()).status).toBe(200);
    const token = tokenIn(
      mailTo(await mails(t, t.inbox!), 'ada@example.com').find((m) => m.subject?.includes('please choose'))!,
    )!;
    const blocked = await request(t.app).post(`/api/admin/orders/${ada}/cancel`).set(t.admin);
    expect(blocked.status).toBe(409);
    expect(blocked.body.message).toContain('awaiting the customer');
    const { id } = t.change(ada);
    const res = await request(t.app).post(`/api/admin/class-changes/${id}/refund`).set(t.admin);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      state: 'refunded',
      decidedBy: 'admin',
      refundId: expect.stringMatching(/^re_sim_/),
    });
    expect((await request(t.app).post(`/api/admin/class-changes/${id}/refund`).set(t.admin)).status).toBe(409);
    const late = await request(t.app).post('/api/class-change').send({ token, choice: 'refund' });
    expect(late.status).toBe(410);
    expect(late.body.message).toBe(
      'This link can no longer be used: the bakery has refunded your booking in full ($65.00).',
    );
    expect((await request(t.app).post('/api/admin/class-changes/999999/refund').set(t.admin)).status).toBe(404);
  });

  it('a refund the card refuses is recorded, told once, and the admin can try it again', async () => {
    const t = await bakery();
    t.addDate(30, 6);
    const cy = await t.book('cy@example.com', 1, { last4: '5126' });
    expect((await t.cancelClass()).status).toBe(200);
    const token = tokenIn(
      mailTo(await mails(t, t.inbox!), 'cy@example.com').find((m) => m.subject?.includes('please choose'))!,
    )!;
    const res = await request(t.app).post('/api/class-change').send({ token, choice: 'refund' });
    expect(res.body.state).toBe('refund_failed');
    expect(res.body.message).toContain("The card's bank refused it");
    expect(t.change(cy).state).toBe('refund_failed');
    expect(t.order(cy).status).toBe('paid');
    const retry = await request(t.app)
      .post(`/api/admin/class-changes/${t.change(cy).id}/refund`)
      .set(t.admin);
    expect(retry.status).toBe(200);
    expect(retry.body).toMatchObject({ state: 'refund_failed', lastError: expect.any(String) });
    const told = mailTo(await mails(t, t.inbox!), 'cy@example.com').filter((m) =>
      m.subject?.endsWith('about your refund'),
    );
    expect(told).toHaveLength(1);
  });
});
