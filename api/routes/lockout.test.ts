import { randomBytes, scryptSync } from 'node:crypto';
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import type * as PasswordModule from '../auth/password';
import { HashingQueue, freeFailures } from '../auth/password-budget';
import { DEVICE_COOKIE } from '../auth/known-devices';
import { hashToken } from '../auth/tokens';
import { FAILURES_REMEMBERED_MS, LONGEST_DELAY_MS, delayAfter, loginDelaysRepo } from '../db/login-delays';
import { openDb } from '../db/open';
import { passwordResetsRepo } from '../db/password-resets';
import { addressGroup } from '../http/client-address';
import { makeTestApp, registerUser, type TestApp } from '../test/harness';

/**
 * Issue 32: nobody locks an owner out (docs/decisions/026-nobody-locked-out.md). Each attack of
 * the review, replayed against the real app and SQLite file: strangers' failures spend
 * strangers' budgets, never a known device's, a reset link, or the admin's for another name.
 *
 * scrypt at N=2^17 costs about a second, and these tests check dozens of passwords: hashes here
 * use N=2^10 (same format and code path). Verifying can be held at a gate, to fill the hashing
 * queue on purpose.
 */
const gate = vi.hoisted(() => ({ closed: null as Promise<void> | null }));
vi.mock('../auth/password', async (importOriginal) => {
  const real = await importOriginal<typeof PasswordModule>();
  const cheap = async (password: string) => {
    const salt = randomBytes(16);
    const key = scryptSync(password.normalize('NFKC'), salt, 32, { N: 1024, r: 8, p: 1 });
    return ['scrypt', 1024, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
  };
  let dummy: Promise<string> | undefined;
  return {
    ...real,
    hashPassword: cheap,
    dummyPasswordHash: () => (dummy ??= cheap('dummy-password')),
    verifyPassword: async (password: string, stored: string) => {
      await gate.closed;
      return real.verifyPassword(password, stored);
    },
  };
});

/** The limits as they ship (README: AUTH_RATE_LIMIT 20, AUTH_ACCOUNT_LIMIT 10). */
const SHIPPED = { authRateLimit: 20, authAccountLimit: 10 };
const from = (address: string) => ({ 'X-Forwarded-For': address });
const login = (t: TestApp, username: string, password: string, address: string) =>
  request(t.app).post('/api/auth/login').set(from(address)).send({ username, password });

describe('strangers cannot lock an owner out', () => {
  it('wrong passwords from many addresses spend the account’s budget for strangers; a device that signed in before still signs in', async () => {
    const t = await makeTestApp({ seed: false, config: SHIPPED });
    const phone = t.agent();
    const { username, password } = await registerUser(phone);
    for (let i = 1; i <= 10; i++) expect((await login(t, username, `guess-${i}`, `203.0.113.${i}`)).status).toBe(401);
    // The right password from a new address, on a browser that never signed in: a stranger.
    const stranger = await login(t, username, password, '198.51.100.7');
    expect(stranger.status).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
    // The owner's phone, from that same new address: its own budget.
    const owner = await phone.post('/api/auth/login').set(from('198.51.100.7')).send({ username, password });
    expect(owner.status, owner.text).toBe(200);
    expect(owner.body.username).toBe(username);
  });

  it('ten wrong logins from one address slow that address more and more, and not the owner there or elsewhere', async () => {
    const t = await makeTestApp({ seed: false, config: SHIPPED });
    const phone = t.agent();
    const { username, password } = await registerUser(phone);
    const answers = [];
    for (let i = 1; i <= 10; i++) answers.push(await login(t, username, `guess-${i}`, '203.0.113.9'));
    const free = freeFailures(SHIPPED.authRateLimit);
    expect(answers.map((a) => a.status)).toEqual([
      ...Array<number>(free).fill(401),
      ...Array<number>(10 - free).fill(429),
    ]);
    // The address waits after its free failures; the account's own budget was not spent by the refused tries.
    const wait = Number(answers[free]!.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThan(60);
    // It says the wait it means: seconds, not "a few minutes".
    expect(answers[free]!.body).toEqual({
      message: `Too many attempts. Please wait ${wait === 1 ? '1 second' : `${wait} seconds`} and try again.`,
    });
    expect((await login(t, username, password, '203.0.113.9')).status).toBe(429);
    expect((await login(t, username, password, '198.51.100.8')).status).toBe(200);
    // The owner's phone behind the same address as the guesser (one home, one café) signs in.
    for (const address of ['203.0.113.9', '198.51.100.9'])
      expect((await phone.post('/api/auth/login').set(from(address)).send({ username, password })).status).toBe(200);
  });

  it('gives a device its own budget, with a cookie that is HttpOnly, SameSite=Strict and cannot be forged', async () => {
    const t = await makeTestApp({ seed: false, config: { ...SHIPPED, authAccountLimit: 3 } });
    const phone = t.agent();
    const registered = await phone
      .post('/api/auth/register')
      .send({ username: 'devicebaker', password: 'sourdough1', confirmPassword: 'sourdough1' })
      .expect(201);
    const setCookies = registered.headers['set-cookie'] as unknown as string[];
    const cookie = setCookies.find((c) => c.startsWith(`${DEVICE_COOKIE}=`))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api(;|$)/);
    expect(Number(/Max-Age=(\d+)/.exec(cookie)![1])).toBeGreaterThanOrEqual(364 * 86_400);
    const value = decodeURIComponent(cookie.split(';')[0]!.slice(DEVICE_COOKIE.length + 1));
    expect(value).toMatch(/^user:\d+\.[\w-]{16}\.[\w-]{32}$/);
    // Strangers spend the account's budget for strangers.
    for (let i = 1; i <= 3; i++) await login(t, 'devicebaker', `guess-${i}`, `203.0.113.${i}`).expect(401);
    const withCookie = (text: string) =>
      request(t.app)
        .post('/api/auth/login')
        .set({ ...from('198.51.100.1'), Cookie: `${DEVICE_COOKIE}=${encodeURIComponent(text)}` })
        .send({ username: 'devicebaker', password: 'sourdough1' });
    // A changed signature, or the right signature for another account, is a stranger's cookie.
    const [account, id, signature] = value.split('.') as [string, string, string];
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expect((await withCookie(`${account}.${id}.${flipped}`)).status).toBe(429);
    expect((await withCookie(`user:999.${id}.${signature}`)).status).toBe(429);
    // The real one has a budget of its own: 3 checks, then 429 for it too.
    for (let i = 0; i < 3; i++) expect((await withCookie(value)).status).toBe(200);
    const spent = await withCookie(value);
    expect(spent.status).toBe(429);
    expect(Number(spent.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('takes a live reset link whatever strangers spent, and a new password ends the other devices’ standing', async () => {
    const t = await makeTestApp({ seed: false, config: { ...SHIPPED, authRateLimit: 3 } });
    const laptop = t.agent();
    const { username, password, user } = await registerUser(laptop);
    for (let i = 1; i <= 10; i++) await login(t, username, `guess-${i}`, `203.0.113.${i}`);
    expect((await login(t, username, password, '198.51.100.2')).status).toBe(429);
    // Made-up links from the owner's address spend that address's limit...
    const phone = t.agent();
    const confirm = (token: string) =>
      phone
        .post('/api/auth/password-reset/confirm')
        .set(from('198.51.100.2'))
        .send({ token, newPassword: 'rye-bread', confirmPassword: 'rye-bread' });
    for (let i = 0; i < 3; i++) expect((await confirm(`made-up-${i}`)).status).toBe(400);
    expect((await confirm('made-up-3')).status).toBe(429);
    // ... but the link e-mailed to the owner is never refused for a limit.
    const token = randomBytes(32).toString('base64url');
    expect(passwordResetsRepo(t.db).create(hashToken(token), user.id)).toBe(true);
    const reset = await confirm(token);
    expect(reset.status, reset.text).toBe(200);
    // This browser now signs in on its own budget; the laptop, known under the old password, is a stranger again.
    const phoneLogin = await phone
      .post('/api/auth/login')
      .set(from('198.51.100.2'))
      .send({ username, password: 'rye-bread' });
    expect(phoneLogin.status, phoneLogin.text).toBe(200);
    const laptopLogin = await laptop
      .post('/api/auth/login')
      .set(from('198.51.100.3'))
      .send({ username, password: 'rye-bread' });
    expect(laptopLogin.status).toBe(429);
  });
});

describe('the admin', () => {
  const validate = (t: TestApp, username: string, password: string, address: string) =>
    request(t.app).post('/api/admin/validate').set(from(address)).send({ username, password });

  it('spends its budget only on tries at its own name, and keeps a signed-in browser known', async () => {
    const t = await makeTestApp({ seed: false, config: { ...SHIPPED, authAccountLimit: 3 } });
    const adminPassword = t.config.adminPassword!;
    const desk = t.agent();
    expect(
      (await desk.post('/api/admin/validate').send({ username: 'admin', password: adminPassword })).body,
    ).toMatchObject({ valid: true });
    // Tries at other names, from rotating addresses, spend those names' budgets.
    for (let i = 1; i <= 6; i++) {
      const res = await validate(t, i % 2 ? 'bob' : 'root', adminPassword, `203.0.113.${i}`);
      expect(res.body, res.text).toMatchObject({ valid: false });
    }
    // Each name has a budget of its own (a fourth try at bob is refused), and the admin's is untouched.
    expect((await validate(t, 'bob', adminPassword, '203.0.113.30')).status).toBe(429);
    expect((await validate(t, 'admin', adminPassword, '198.51.100.4')).body).toMatchObject({ valid: true });
    // Tries at the admin's name spend the admin's budget for strangers ...
    expect((await validate(t, 'admin', 'guess', '203.0.113.7')).body).toMatchObject({ valid: false });
    expect((await validate(t, 'admin', adminPassword, '198.51.100.5')).status).toBe(429);
    // ... not the budget of the browser the admin signed in on.
    const known = await desk
      .post('/api/admin/validate')
      .set(from('203.0.113.7'))
      .send({ username: 'admin', password: adminPassword });
    expect(known.status, known.text).toBe(200);
    expect(known.body).toMatchObject({ valid: true });
  });
});

describe('per-address limits count an IPv6 /64 as one address', () => {
  it('groups addresses', () => {
    expect(addressGroup('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressGroup('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressGroup('192.0.2.1')).toBe('192.0.2.1');
    expect(addressGroup('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressGroup(undefined)).toBe('unknown');
    expect(addressGroup('not an address')).toBe('not an address');
  });

  it('refuses the third registration from one /64 whatever its last 64 bits, and not another /64', async () => {
    const t = await makeTestApp({ seed: false, config: { authRateLimit: 2 } });
    const registerFrom = (address: string, username: string) =>
      request(t.app)
        .post('/api/auth/register')
        .set(from(address))
        .send({ username, password: 'sourdough1', confirmPassword: 'sourdough1' });
    expect((await registerFrom('2001:db8:1:2::1', 'sixone')).status).toBe(201);
    expect((await registerFrom('2001:db8:1:2:aaaa::2', 'sixtwo')).status).toBe(201);
    const third = await registerFrom('2001:db8:1:2:ffff:ffff:ffff:ffff', 'sixthree');
    expect(third.status).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect((await registerFrom('2001:db8:1:3::1', 'sixfour')).status).toBe(201);
  });

  it('slows a /64 as one: failures from its addresses add up', async () => {
    const t = await makeTestApp({ seed: false, config: SHIPPED });
    const statuses = [];
    for (let i = 1; i <= 8; i++) statuses.push((await login(t, 'nobody', 'guess', `2001:db8:7:7::${i}`)).status);
    const free = freeFailures(SHIPPED.authRateLimit);
    expect(statuses).toEqual([...Array<number>(free).fill(401), ...Array<number>(8 - free).fill(429)]);
    expect((await login(t, 'nobody', 'guess', '2001:db8:7:8::1')).status).toBe(401);
  });
});

describe('the growing wait between a stranger’s tries', () => {
  it('doubles after the free failures, up to 10 minutes, and forgets them after an hour', () => {
    expect([4, 5, 6, 7, 11].map((n) => delayAfter(n, 5))).toEqual([0, 1000, 2000, 4000, 64_000]);
    expect(delayAfter(40, 5)).toBe(LONGEST_DELAY_MS);
    const db = openDb(':memory:');
    try {
      const delays = loginDelaysRepo(db);
      const t0 = 1_000_000_000;
      for (let i = 0; i < 6; i++) delays.failed('203.0.113.1', t0);
      expect(delays.nextTryAt('203.0.113.1', 5, t0)).toBe(t0 + 2000);
      expect(delays.nextTryAt('203.0.113.2', 5, t0)).toBe(0);
      expect(delays.nextTryAt('203.0.113.1', 5, t0 + FAILURES_REMEMBERED_MS)).toBe(0);
      delays.failed('203.0.113.1', t0 + FAILURES_REMEMBERED_MS + 1);
      expect(delays.nextTryAt('203.0.113.1', 1, t0 + FAILURES_REMEMBERED_MS + 1)).toBe(
        t0 + FAILURES_REMEMBERED_MS + 1001,
      );
    } finally {
      db.close();
    }
  });
});

describe('the hashing queue keeps a share for known devices', () => {
  it('refuses strangers past their share, while a known device still waits its turn, and goes first', async () => {
    const queue = new HashingQueue(1, 4, 2);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const order: string[] = [];
    const job = (name: string) => async () => {
      await held;
      order.push(name);
      return name;
    };
    const running = queue.run(job('running'));
    const strangers = [queue.run(job('stranger-1')), queue.run(job('stranger-2'))];
    const refused = await queue.run(job('stranger-3')).catch((err: unknown) => err);
    expect(refused).toMatchObject({ status: 503, headers: { 'Retry-After': expect.stringMatching(/^[1-9]\d*$/) } });
    const known = queue.run(job('known'), 'known');
    expect(queue.busy).toEqual({ running: 1, waiting: 3 });
    release();
    await Promise.all([running, ...strangers, known]);
    expect(order).toEqual(['running', 'known', 'stranger-1', 'stranger-2']);
  });

  it('answers a known device’s login while unknown-name logins from rotating addresses fill the queue', async () => {
    const t = await makeTestApp({ seed: false, config: { authRateLimit: 1000, authAccountLimit: 1000 } });
    const phone = t.agent();
    const { username, password } = await registerUser(phone);
    let open!: () => void;
    gate.closed = new Promise<void>((resolve) => (open = resolve));
    try {
      const flood = Array.from({ length: 12 }, (_, i) =>
        login(t, `nobody${i}`, 'guess', `203.0.113.${i + 20}`).then((res) => res.status),
      );
      // Wait until the strangers' share is full and the rest are refused.
      await vi.waitFor(async () => expect((await login(t, 'nobody-more', 'guess', '203.0.113.99')).status).toBe(503), {
        timeout: 10_000,
      });
      const owner = phone
        .post('/api/auth/login')
        .set(from('198.51.100.10'))
        .send({ username, password })
        .then((r) => r);
      await new Promise((r) => setTimeout(r, 50));
      open();
      const statuses = await Promise.all(flood);
      expect(statuses.filter((s) => s === 503).length).toBeGreaterThan(0);
      const res = await owner;
      expect(res.status, res.text).toBe(200);
    } finally {
      gate.closed = null;
      open();
    }
  });
});
