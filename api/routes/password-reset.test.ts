import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { makeTestApp, registerUser } from '../test/harness';
import { startInbox } from '../test/smtp';

const REQUESTED =
  'If an account matches, we have sent an email with a link to reset your password. The link works for 1 hour.';
const BAD_TOKEN = 'This reset link has expired or was already used.';

async function setup() {
  const inbox = await startInbox();
  const t = await makeTestApp({ seed: false, config: { smtpUrl: inbox.url } });
  const phone = t.agent();
  const laptop = t.agent();
  const { username, password } = await registerUser(phone, { email: 'maple@example.com' });
  await laptop.post('/api/auth/login').send({ username, password }).expect(200);
  return { t, inbox, phone, laptop, username };
}

const tokenIn = (text: string | undefined) => /\/reset-password\?token=([\w-]+)/.exec(text ?? '')?.[1];

describe('password reset', () => {
  it('mails a link; the new password works, the old one and every session end, the link works once', async () => {
    const { t, inbox, phone, laptop, username } = await setup();
    const res = await request(t.app).post('/api/auth/password-reset').send({ usernameOrEmail: username });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: REQUESTED });
    const [mail] = await inbox.waitFor(1);
    expect(mail!.subject).toBe('Reset your Sift & Story password');
    expect(mail!.text).toContain(`Hello ${username},`);
    expect(mail!.text).toContain('http://localhost:3000/reset-password?token=');
    expect(mail!.html).toContain('href="http://localhost:3000/reset-password?token=');
    const token = tokenIn(mail!.text)!;

    const mismatch = await request(t.app)
      .post('/api/auth/password-reset/confirm')
      .send({ token, newPassword: 'rye-bread', confirmPassword: 'rye-bread2' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.issues).toEqual([{ path: 'confirmPassword', message: "Passwords don't match" }]);
    const short = await request(t.app)
      .post('/api/auth/password-reset/confirm')
      .send({ token, newPassword: 'rye', confirmPassword: 'rye' });
    expect(short.status).toBe(400);
    expect(short.body.issues[0]).toEqual({ path: 'newPassword', message: 'Password too short' });

    const done = await phone
      .post('/api/auth/password-reset/confirm')
      .send({ token, newPassword: 'rye-bread', confirmPassword: 'rye-bread' });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ message: 'Your password has been reset. Please sign in with your new password.' });
    // Every session of the account has ended, on this device and the other.
    expect((await phone.get('/api/auth/me')).status).toBe(401);
    expect((await laptop.get('/api/auth/me')).status).toBe(401);
    expect((await request(t.app).post('/api/auth/login').send({ username, password: 'sourdough1' })).status).toBe(401);
    expect((await request(t.app).post('/api/auth/login').send({ username, password: 'rye-bread' })).status).toBe(200);

    const again = await request(t.app)
      .post('/api/auth/password-reset/confirm')
      .send({ token, newPassword: 'wheat-bread', confirmPassword: 'wheat-bread' });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(BAD_TOKEN);
  });

  it('answers the same for an unknown account and sends nothing; finds an account by its e-mail', async () => {
    const { t, inbox } = await setup();
    const unknown = await request(t.app).post('/api/auth/password-reset').send({ usernameOrEmail: 'nobody-here' });
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual({ message: REQUESTED });
    await request(t.app).post('/api/auth/password-reset').send({ usernameOrEmail: 'MAPLE@example.com' }).expect(202);
    const [mail] = await inbox.waitFor(1);
    expect(mail!.to && 'text' in mail!.to ? mail!.to.text : '').toBe('maple@example.com');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(inbox.messages).toHaveLength(1);
  });

  it('refuses an expired link', async () => {
    const { t, inbox, username } = await setup();
    await request(t.app).post('/api/auth/password-reset').send({ usernameOrEmail: username }).expect(202);
    const token = tokenIn((await inbox.waitFor(1))[0]!.text)!;
    t.db.prepare('UPDATE password_resets SET expires_at = ?').run(Date.now() - 1);
    const res = await request(t.app)
      .post('/api/auth/password-reset/confirm')
      .send({ token, newPassword: 'rye-bread', confirmPassword: 'rye-bread' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(BAD_TOKEN);
  });

  it('sends at most three live links per account and is rate limited per address', async () => {
    const inbox = await startInbox();
    const t = await makeTestApp({ seed: false, config: { smtpUrl: inbox.url, authRateLimit: 5 } });
    const { username } = await registerUser(t.agent(), { email: 'oat@example.com' });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await request(t.app).post('/api/auth/password-reset').send({ usernameOrEmail: username })).status);
    // Five requests per address per 10 minutes; the account's fourth and fifth send nothing.
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    await inbox.waitFor(3);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(inbox.messages).toHaveLength(3);
  });
});
