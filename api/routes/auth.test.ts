import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { makeTestApp, registerUser } from '../test/harness';
import { startInbox } from '../test/smtp';

/** Tests that hash six or more passwords (scrypt N=2^17 each, seconds apiece on a busy 2-core machine). */
const SCRYPT_HEAVY_MS = 90_000;

describe('POST /api/auth/register', () => {
  it('creates the user, starts a session and never returns the password', async () => {
    const { agent, db } = await makeTestApp({ seed: false });
    const browser = agent();
    const res = await browser
      .post('/api/auth/register')
      .send({
        username: 'maple',
        password: 'sourdough1',
        confirmPassword: 'sourdough1',
        name: 'Maple Baker',
        email: 'maple@example.com',
      })
      .expect(201);
    expect(res.body).toMatchObject({ username: 'maple', name: 'Maple Baker', email: 'maple@example.com' });
    expect(JSON.stringify(res.body)).not.toMatch(/sourdough1|password/i);
    const cookie = res.headers['set-cookie']![0]!;
    expect(cookie).toMatch(/^sid=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    const me = await browser.get('/api/auth/me').expect(200);
    expect(me.body.username).toBe('maple');
    const stored = db.prepare('SELECT password_hash FROM users WHERE username = ?').pluck().get('maple') as string;
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$/);
    const sessionRow = db.prepare('SELECT token_hash FROM sessions').pluck().get() as string;
    expect(cookie).not.toContain(sessionRow);
  });

  it('marks the cookie Secure when COOKIE_SECURE is set', async () => {
    const { agent } = await makeTestApp({ seed: false, config: { cookieSecure: true } });
    const res = await agent()
      .post('/api/auth/register')
      .send({ username: 'secure1', password: 'sourdough1', confirmPassword: 'sourdough1' })
      .expect(201);
    expect(res.headers['set-cookie']![0]).toMatch(/Secure/);
  });

  it.each([
    [{ password: 'sourdough1', confirmPassword: 'sourdough1' }, /^username: /],
    [{ username: 'a', confirmPassword: 'x' }, /^password: /],
    [{ username: 'a b', password: 'sourdough1', confirmPassword: 'sourdough1' }, /^username: Username may use/],
    [
      { username: 'abc', password: 'sourdough1', confirmPassword: 'different1' },
      /^confirmPassword: The passwords you entered do not match\./,
    ],
    [
      { username: 'abc', password: 'short', confirmPassword: 'short' },
      /^password: Password must be at least 6 characters/,
    ],
    [{ username: 'abc', password: 'sourdough1', confirmPassword: 'sourdough1', email: 'not-an-email' }, /^email: /],
  ])('refuses %j with a 400 that names the field', async (body, message) => {
    const { app } = await makeTestApp({ seed: false });
    const res = await request(app).post('/api/auth/register').send(body).expect(400);
    expect(res.body.message).toMatch(message);
  });

  it('refuses a taken username with 409', async () => {
    const { agent } = await makeTestApp({ seed: false });
    const { username } = await registerUser(agent());
    const res = await agent()
      .post('/api/auth/register')
      .send({ username: username.toUpperCase(), password: 'sourdough1', confirmPassword: 'sourdough1' })
      .expect(409);
    expect(res.body.message).toMatch(/already taken/);
  });
});

describe('POST /api/auth/login and /logout', () => {
  it('signs in with the right password and out again', async () => {
    const { agent } = await makeTestApp({ seed: false });
    const { username, password } = await registerUser(agent());
    const browser = agent();
    const res = await browser.post('/api/auth/login').send({ username, password }).expect(200);
    expect(res.body.username).toBe(username);
    await browser.get('/api/auth/me').expect(200);
    await browser.post('/api/auth/logout').expect(200);
    await browser.get('/api/auth/me').expect(401);
  });

  it('refuses a wrong password or unknown user with the same 401 message', async () => {
    const { agent, app } = await makeTestApp({ seed: false });
    const { username } = await registerUser(agent());
    const wrong = await request(app).post('/api/auth/login').send({ username, password: 'nope-nope' }).expect(401);
    const unknown = await request(app)
      .post('/api/auth/login')
      .send({ username: 'nobody-here', password: 'nope-nope' })
      .expect(401);
    expect(wrong.body).toEqual({ message: 'Invalid username or password' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses an empty username or password with 400', async () => {
    const { app } = await makeTestApp({ seed: false });
    const res = await request(app).post('/api/auth/login').send({ username: '', password: '' }).expect(400);
    expect(res.body.message).toMatch(/^username: Username is required/);
  });

  it('rate limits login attempts per IP with 429', async () => {
    const { app } = await makeTestApp({ seed: false, config: { authRateLimit: 3 } });
    for (let i = 0; i < 3; i++)
      await request(app).post('/api/auth/login').send({ username: 'x', password: '' }).expect(400);
    const res = await request(app).post('/api/auth/login').send({ username: 'x', password: 'y' }).expect(429);
    expect(res.body.message).toMatch(/Too many attempts/);
    expect(res.headers['retry-after']).toBeTruthy();
  });

  it(
    'counts every password check from an address toward its budget, right passwords too (each costs the same hash)',
    async () => {
      const { agent, app } = await makeTestApp({ seed: false, config: { authRateLimit: 3 } });
      const { username, password } = await registerUser(agent());
      for (let i = 0; i < 2; i++) {
        const res = await request(app).post('/api/auth/login').send({ username, password });
        expect(res.status, `login ${i + 1}`).toBe(200);
        expect(res.body.username).toBe(username);
      }
      await request(app).post('/api/auth/login').send({ username, password: 'wrong-guess' }).expect(401);
      // The budget is spent: a right password waits for the window to end too.
      const limited = await request(app).post('/api/auth/login').send({ username, password }).expect(429);
      // The message says the wait the Retry-After gives: the rest of the 10 minutes' window.
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(9 * 60);
      expect(limited.body).toEqual({ message: 'Too many attempts. Please wait 10 minutes and try again.' });
      await request(app).post('/api/auth/login').send({ username, password: 'wrong-guess' }).expect(429);
    },
    SCRYPT_HEAVY_MS,
  );

  it('counts every registration, successful or not, toward the limit', async () => {
    const { agent } = await makeTestApp({ seed: false, config: { authRateLimit: 2 } });
    await registerUser(agent());
    await registerUser(agent());
    const res = await agent()
      .post('/api/auth/register')
      .send({ username: 'third-baker', password: 'sourdough1', confirmPassword: 'sourdough1' })
      .expect(429);
    expect(res.body.message).toMatch(/Too many attempts/);
  });
});

describe('GET /api/auth/me', () => {
  it('answers 401 without a session and with a forged cookie', async () => {
    const { app } = await makeTestApp({ seed: false });
    await request(app).get('/api/auth/me').expect(401);
    await request(app).get('/api/auth/me').set('Cookie', 'sid=forged-token').expect(401);
  });

  it('sets a script-readable signed_in hint beside sid, and clears both at logout and when the session is dead', async () => {
    const { agent, app } = await makeTestApp({ seed: false });
    const browser = agent();
    const res = await browser
      .post('/api/auth/register')
      .send({ username: 'hinted', password: 'sourdough1', confirmPassword: 'sourdough1' })
      .expect(201);
    const cookies = res.headers['set-cookie'] as unknown as string[];
    const hint = cookies.find((c) => c.startsWith('signed_in='))!;
    expect(hint).toMatch(/^signed_in=1;/);
    expect(hint).not.toMatch(/HttpOnly/i);
    expect(hint).toMatch(/SameSite=Lax/);
    expect(hint).toMatch(/Max-Age=\d+/);

    const out = await browser.post('/api/auth/logout').expect(200);
    const cleared = (out.headers['set-cookie'] as unknown as string[]).join('\n');
    expect(cleared).toMatch(/^sid=;.*Expires=Thu, 01 Jan 1970/m);
    expect(cleared).toMatch(/^signed_in=;.*Expires=Thu, 01 Jan 1970/m);

    const stale = await request(app).get('/api/auth/me').set('Cookie', 'sid=revoked-token; signed_in=1').expect(401);
    expect((stale.headers['set-cookie'] as unknown as string[]).join('\n')).toMatch(
      /^signed_in=;.*Expires=Thu, 01 Jan 1970/m,
    );
  });
});

describe('PUT /api/auth/profile', () => {
  it('updates the profile fields', async () => {
    const { agent } = await makeTestApp({ seed: false });
    const browser = agent();
    const { username, password } = await registerUser(browser);
    const res = await browser
      .put('/api/auth/profile')
      .send({ username, email: 'new@example.com', firstName: 'Ada', lastName: null, currentPassword: password })
      .expect(200);
    expect(res.body).toMatchObject({ username, email: 'new@example.com', firstName: 'Ada', lastName: null });
  });

  it('keeps the Full Name from registration in step with the first and last name', async () => {
    const { agent } = await makeTestApp({ seed: false });
    const browser = agent();
    const { username } = await registerUser(browser, { name: 'Quinn Tester', email: null });
    const res = await browser
      .put('/api/auth/profile')
      .send({ username, email: null, firstName: 'Quincy', lastName: 'Tester' })
      .expect(200);
    expect(res.body).toMatchObject({ name: 'Quincy Tester', firstName: 'Quincy', lastName: 'Tester' });
    expect((await browser.get('/api/auth/me').expect(200)).body).toMatchObject({ name: 'Quincy Tester' });
    // Both cleared: no name left, so screens fall back to the username.
    const cleared = await browser
      .put('/api/auth/profile')
      .send({ username, email: null, firstName: null, lastName: null })
      .expect(200);
    expect(cleared.body).toMatchObject({ name: null, firstName: null, lastName: null });
  });

  it(
    'changes the password only with the right current password',
    async () => {
      const { agent, app } = await makeTestApp({ seed: false });
      const browser = agent();
      const { username, password } = await registerUser(browser);
      const wrong = await browser
        .put('/api/auth/profile')
        .send({ username, currentPassword: 'wrong-one', newPassword: 'new-secret' })
        .expect(400);
      expect(wrong.body.message).toBe('Current password is incorrect');
      const missing = await browser.put('/api/auth/profile').send({ username, newPassword: 'new-secret' }).expect(400);
      expect(missing.body.message).toBe('currentPassword: Current password required');
      const short = await browser
        .put('/api/auth/profile')
        .send({ username, currentPassword: password, newPassword: 'abc' })
        .expect(400);
      expect(short.body.message).toBe('newPassword: Password too short');
      await browser
        .put('/api/auth/profile')
        .send({ username, currentPassword: password, newPassword: 'new-secret' })
        .expect(200);
      await request(app).post('/api/auth/login').send({ username, password: 'new-secret' }).expect(200);
      await request(app).post('/api/auth/login').send({ username, password }).expect(401);
    },
    SCRYPT_HEAVY_MS,
  );

  it("answers 401 without a session and 409 for another user's name", async () => {
    const { agent, app } = await makeTestApp({ seed: false });
    await request(app).put('/api/auth/profile').send({ username: 'x' }).expect(401);
    const other = await registerUser(agent());
    const browser = agent();
    await registerUser(browser);
    const taken = await browser.put('/api/auth/profile').send({ username: other.username }).expect(409);
    expect(taken.body.issues).toEqual([
      { path: 'username', message: 'That username is already taken. Please choose another.' },
    ]);
  });

  it('names the field of each refusal, with the words and limits the form uses', async () => {
    const { agent } = await makeTestApp({ seed: false });
    const browser = agent();
    const { username, password } = await registerUser(browser);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: 'jo@example' }, 'email', 'Please enter a valid email address'],
      [{ email: `${'j'.repeat(243)}@example.com` }, 'email', 'Email must be at most 254 characters'],
      [{ username: 'jo baker' }, 'username', 'Username may use letters, numbers, dots, dashes and underscores'],
      [{ username: 'j'.repeat(51) }, 'username', 'Username must be at most 50 characters'],
      [{ firstName: 'A'.repeat(101) }, 'firstName', 'First name must be at most 100 characters'],
      [{ lastName: 'B'.repeat(101) }, 'lastName', 'Last name must be at most 100 characters'],
      [{ currentPassword: 'wrong-one', newPassword: 'new-secret' }, 'currentPassword', 'Current password is incorrect'],
    ];
    for (const [change, path, message] of cases) {
      const res = await browser
        .put('/api/auth/profile')
        .send({ username, ...change })
        .expect(400);
      expect(res.body.issues?.[0], path).toEqual({ path, message });
    }
    await browser
      .put('/api/auth/profile')
      .send({
        username,
        firstName: 'A'.repeat(100),
        email: `${'j'.repeat(242)}@example.com`,
        currentPassword: password,
      })
      .expect(200);
  });
});

describe('PUT /api/auth/profile: changing the e-mail', () => {
  async function setup() {
    const inbox = await startInbox();
    const t = await makeTestApp({ seed: false, config: { smtpUrl: inbox.url } });
    const browser = t.agent();
    const { username, password } = await registerUser(browser, { email: 'maple@example.com' });
    const put = (body: Record<string, unknown>) =>
      browser.put('/api/auth/profile').send({ username, firstName: null, lastName: null, ...body });
    const email = async () => (await browser.get('/api/auth/me').expect(200)).body.email as string | null;
    return { t, inbox, username, password, put, email };
  }

  it(
    'needs the current password; the old address is told, the new one is not',
    async () => {
      const { t, inbox, username, password, put, email } = await setup();
      // Left out of the body, the e-mail stays as it is: no password asked, nobody told.
      await put({ firstName: 'Maple' }).expect(200);
      expect(await email()).toBe('maple@example.com');
      const missing = await put({ email: 'syrup@example.com' }).expect(400);
      expect(missing.body.issues).toEqual([{ path: 'currentPassword', message: 'Current password required' }]);
      const wrong = await put({ email: 'syrup@example.com', currentPassword: 'not-it' }).expect(400);
      expect(wrong.body.issues).toEqual([{ path: 'currentPassword', message: 'Current password is incorrect' }]);
      expect(await email()).toBe('maple@example.com');

      await put({ email: 'syrup@example.com', currentPassword: password, firstName: 'Maple' }).expect(200);
      expect(await email()).toBe('syrup@example.com');
      await t.mail!.idle();
      expect(inbox.envelopes.map((e) => e.rcptTo)).toEqual([['maple@example.com']]);
      const [notice] = inbox.messages;
      expect(notice!.subject).toBe('The e-mail of your Sift & Story account was changed');
      // Greeted by the name set above, not the login (docs/product.md#accounts).
      expect(notice!.text).toContain('Hello Maple,');
      expect(notice!.text).not.toContain(username);
      expect(notice!.text).toContain('changed from maple@example.com to syrup@example.com');

      // The same address again (another field changed): no password, no notice.
      await put({ email: 'syrup@example.com', firstName: 'Maple' }).expect(200);
      // Removing it needs the password too, and tells the address it had.
      await put({ email: null }).expect(400);
      await put({ email: null, currentPassword: password }).expect(200);
      expect(await email()).toBe(null);
      await t.mail!.idle();
      expect(inbox.envelopes.map((e) => e.rcptTo)).toEqual([['maple@example.com'], ['syrup@example.com']]);
      expect(inbox.messages[1]!.text).toContain('The e-mail address syrup@example.com was removed');
      // A first address on an account without one: the password again, and nobody to tell.
      await put({ email: 'maple@example.com' }).expect(400);
      await put({ email: 'maple@example.com', currentPassword: password }).expect(200);
      await t.mail!.idle();
      expect(inbox.messages).toHaveLength(2);
    },
    SCRYPT_HEAVY_MS,
  );

  it('refuses a list of addresses or a name with a line break, with the words the form uses', async () => {
    const { put, password } = await setup();
    const list = await put({ email: 'a@x.com,postmaster,"x"<root>', currentPassword: password }).expect(400);
    expect(list.body.issues).toEqual([{ path: 'email', message: 'Please enter a valid email address' }]);
    const name = await put({ email: 'maple@example.com', firstName: 'Maple\nP.S. pay here' }).expect(400);
    expect(name.body.issues).toEqual([
      { path: 'firstName', message: 'First name must be on one line, without control characters' },
    ]);
  });
});
