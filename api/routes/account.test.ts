import { existsSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { encodeStamp } from '../../shared/user-data/hlc';
import { hashToken, newToken } from '../auth/tokens';
import { createRepos } from '../db/repos';
import { enqueueMail } from '../mail/outbox';
import { passwordResetMessage } from '../mail/templates';
import { makeTestApp, registerUser, type TestApp } from '../test/harness';
import { adminAuth, approve, phoneJpeg, signedInBaker, someRecipe, uploadReviewPhoto } from '../test/reviews';
import { startInbox } from '../test/smtp';
import { ADMIN_NOT_DELETABLE } from './account';

/** Each test hashes a few passwords (scrypt N=2^17, seconds apiece on a busy 2-core machine). */
const SCRYPT_MS = 90_000;
const DELETE = '/api/auth/account/delete';

const shippingInfo = {
  name: 'Ada Lovelace',
  email: 'ada.orders@example.com',
  address: '1 Mill Road',
  city: 'Willow Creek',
  state: 'VT',
  zipCode: '05001',
  country: 'US',
};

/** Places an order for one seat of a priced class as `agent`: the order's id. */
async function placeOrder(t: TestApp, agent: ReturnType<TestApp['agent']>): Promise<number> {
  const workshops = (await request(t.app).get('/api/shop/workshops')).body as {
    id: number;
    title: string;
    price: number | null;
    kind: string;
    spotsAvailable: number;
  }[];
  const cls = workshops.find((w) => w.kind === 'class' && w.price !== null && w.spotsAvailable > 0)!;
  const res = await agent.post('/api/checkout').send({
    userId: 'ignored',
    totalAmount: cls.price,
    items: [{ type: 'class', id: cls.id, title: cls.title, price: cls.price, quantity: 1 }],
    shippingInfo,
    paymentInfo: { cardLast4: '1111', expiryDate: '01/30' },
  });
  if (res.status !== 201) throw new Error(`checkout: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { orderId: number }).orderId;
}

const count = (t: TestApp, sql: string, ...params: unknown[]) =>
  t.db
    .prepare(sql)
    .pluck()
    .get(...params) as number;

describe('POST /api/auth/account/delete (docs/product.md#accounts)', () => {
  it(
    'takes her reviews, photos, own data and sessions; keeps her orders detached; mails her; others stay',
    async () => {
      const inbox = await startInbox();
      const t = await makeTestApp({ config: { smtpUrl: inbox.url } });
      const auth = await adminAuth(t);
      const phone = t.agent();
      const { username, password, user: ada } = await registerUser(phone, { name: 'Ada Lovelace' });
      // Her laptop: a second session of the same account.
      const laptop = t.agent();
      await laptop.post('/api/auth/login').send({ username, password }).expect(200);
      const bob = await signedInBaker(t, 'Bob');
      const [one, two] = [someRecipe(t, 0).slug, someRecipe(t, 1).slug];

      const adaPhoto = await uploadReviewPhoto(t, phone, await phoneJpeg());
      const bobPhoto = await uploadReviewPhoto(t, bob.agent, await phoneJpeg());
      await approve(
        t,
        auth,
        (await phone.post(`/api/recipes/${one}/reviews`).send({ rating: 1, photo: adaPhoto })).body.id,
      );
      await phone.post(`/api/recipes/${two}/reviews`).send({ rating: 2 }).expect(201);
      await approve(
        t,
        auth,
        (await bob.agent.post(`/api/recipes/${one}/reviews`).send({ rating: 5, photo: bobPhoto })).body.id,
      );
      expect((await request(t.app).get(`/api/recipes/${one}`)).body.rating).toEqual({ average: 3, count: 2 });
      // Her own data: a favorite and a note, through the account's sync.
      const stamp = encodeStamp({ wall: Date.now(), count: 0, node: 'phone01' });
      await phone
        .post('/api/me/changes')
        .send({
          changes: [
            { op: 'set', c: 'favorites', id: String(someRecipe(t, 0).id), t: stamp, fields: { savedAt: 1 } },
            {
              op: 'note',
              c: 'recipeNotes',
              id: String(someRecipe(t, 1).id),
              t: stamp,
              text: 'More salt',
              device: 'phone',
              replaces: [],
            },
          ],
        })
        .expect(200);
      expect(count(t, 'SELECT count(*) FROM user_items WHERE user_id = ?', ada.id)).toBe(2);
      const orderId = await placeOrder(t, phone);
      await t.mail!.idle();
      const mailsBefore = inbox.messages.length;

      // Without a session, 401; a wrong password, the words of Edit Profile, and nothing goes.
      await request(t.app).post(DELETE).send({ currentPassword: password }).expect(401);
      const missing = await phone.post(DELETE).send({}).expect(400);
      expect(missing.body.issues).toEqual([{ path: 'currentPassword', message: 'Current password required' }]);
      const wrong = await phone.post(DELETE).send({ currentPassword: 'not-it' }).expect(400);
      expect(wrong.body).toEqual({
        message: 'Current password is incorrect',
        issues: [{ path: 'currentPassword', message: 'Current password is incorrect' }],
      });
      await phone.get('/api/auth/me').expect(200);

      const res = await phone.post(DELETE).send({ currentPassword: password }).expect(200);
      expect(res.body).toEqual({ message: 'Your account was deleted.' });
      // This browser's cookies are cleared.
      expect(String(res.headers['set-cookie'])).toMatch(/sid=;/);

      // Every device is signed out: the phone, and the laptop's queued write is refused.
      await phone.get('/api/auth/me').expect(401);
      await laptop.get('/api/auth/me').expect(401);
      await laptop.post('/api/me/changes').send({ changes: [] }).expect(401);
      // She cannot sign in again.
      await t.agent().post('/api/auth/login').send({ username, password }).expect(401);

      // Her reviews and photo files are gone, Bob's stay; the recipe's figures follow.
      const objects = join(t.dataDir, 'objects');
      expect(existsSync(join(objects, adaPhoto.slice('/objects/'.length)))).toBe(false);
      expect(existsSync(join(objects, bobPhoto.slice('/objects/'.length)))).toBe(true);
      await request(t.app).get(`${adaPhoto}/800`).expect(404);
      await request(t.app).get(`${bobPhoto}/800`).expect(200);
      expect((await request(t.app).get(`/api/recipes/${one}`)).body.rating).toEqual({ average: 5, count: 1 });
      const shown = (await request(t.app).get(`/api/recipes/${one}/reviews`)).body.reviews as { author: string }[];
      expect(shown.map((r) => r.author)).toEqual(['Bob']);
      for (const table of ['reviews', 'uploads', 'user_items', 'user_data_accounts', 'sessions', 'password_resets'])
        expect(count(t, `SELECT count(*) FROM ${table} WHERE user_id = ?`, ada.id), table).toBe(0);
      expect(count(t, 'SELECT count(*) FROM users WHERE id = ?', ada.id)).toBe(0);

      // The order stays the bakery's record, with what was given at checkout, tied to no account.
      const order = t.db.prepare('SELECT account_id, shipping_info FROM orders WHERE id = ?').get(orderId) as {
        account_id: number | null;
        shipping_info: string;
      };
      expect(order.account_id).toBe(null);
      expect(JSON.parse(order.shipping_info)).toMatchObject({ name: 'Ada Lovelace', email: 'ada.orders@example.com' });
      const admin = (await request(t.app).get('/api/admin/orders').set(auth).expect(200)).body as unknown;
      expect(JSON.stringify(admin)).toContain('ada.orders@example.com');

      // The confirmation goes to the account's address.
      await t.mail!.idle();
      const mails = inbox.messages.slice(mailsBefore);
      expect(mails.map((m) => m.subject)).toEqual(['Your Sift & Story account was deleted']);
      expect(inbox.envelopes.at(-1)!.rcptTo).toEqual([`${username}@example.com`]);
      expect(mails[0]!.text).toContain('Hello Ada Lovelace,');
      expect(mails[0]!.text).toContain('The bakery keeps the record of your order');

      // Her id is never given to a new account.
      const next = await registerUser(t.agent());
      expect(next.user.id).toBeGreaterThan(ada.id);
      // Bob is still signed in and his review stands.
      await bob.agent.get('/api/auth/me').expect(200);
    },
    SCRYPT_MS,
  );

  it('refuses the admin with a clear message', async () => {
    const t = await makeTestApp({ seed: false });
    const auth = await adminAuth(t);
    const res = await request(t.app).post(DELETE).set(auth).send({ currentPassword: t.config.adminPassword });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: ADMIN_NOT_DELETABLE });
    // The admin still signs in.
    await request(t.app)
      .get('/api/admin/reviews?status=pending')
      .set(auth)
      .expect((r) => expect(r.status).not.toBe(401));
  });

  it(
    'drops her unsent reset e-mails (their links die with her) and keeps other mail to her address',
    async () => {
      const t = await makeTestApp({ seed: false, mailWorker: false });
      const browser = t.agent();
      const shared = 'kitchen@example.com';
      const { password, user } = await registerUser(browser, { email: shared });
      const other = await registerUser(t.agent(), { email: shared });
      const repos = createRepos(t.db);
      const resetMail = (userId: number) => {
        const token = newToken();
        repos.passwordResets.create(hashToken(token), userId, Date.now());
        return enqueueMail(
          t.db,
          passwordResetMessage({ to: shared, name: 'Baker', url: `http://localhost/reset-password?token=${token}` }),
        );
      };
      const hers = resetMail(user.id);
      const theirs = resetMail(other.user.id);
      const receipt = enqueueMail(t.db, { to: shared, subject: 'Your order', text: 'Thanks', html: '<p>Thanks</p>' });

      await browser.post(DELETE).send({ currentPassword: password }).expect(200);
      const left = t.db
        .prepare("SELECT id, json_extract(payload, '$.subject') AS subject FROM mail_outbox ORDER BY id")
        .all() as { id: number; subject: string }[];
      expect(left.map((row) => row.id).slice(0, 2)).toEqual([theirs, receipt]);
      expect(left.map((row) => row.subject)).toEqual([
        'Reset your Sift & Story password',
        'Your order',
        'Your Sift & Story account was deleted',
      ]);
      expect(left.some((row) => row.id === hers)).toBe(false);
    },
    SCRYPT_MS,
  );
});
