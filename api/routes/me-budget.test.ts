import Database from 'better-sqlite3';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../shared/contracts/errors';
import { USER_DATA_LIMITS } from '../../shared/user-data/collections';
import { encodeStamp } from '../../shared/user-data/hlc';
import type { Change } from '../../shared/user-data/merge';
import type { Config } from '../config';
import { migrate } from '../db/open';
import { UserDataItemTooLargeError, userDataRepo } from '../db/user-data';
import { makeTestApp, registerUser, type TestApp } from '../test/harness';

/**
 * Issue 32, the first finding: one free account could store gigabytes of its "own data" (a ticks
 * item gathering 10,000 fields across pushes, removed items keeping their fields, no budget in
 * bytes), and the feed answered 94 MB in one page. docs/decisions/025-bounded-account-data.md.
 */
const at = (wall: number, node = 'phone01') => encodeStamp({ wall, count: 0, node });
const T0 = Date.UTC(2026, 10, 20);
const KB = 1024;

async function baker(config: Partial<Config>) {
  const t = await makeTestApp({ seed: false, config });
  const browser = t.agent();
  const { user } = await registerUser(browser);
  return { ...t, browser, userId: user.id };
}
type Browser = Awaited<ReturnType<typeof baker>>['browser'];
const push = (browser: Browser, changes: unknown[], key?: string) => {
  const req = browser.post('/api/me/changes');
  if (key) req.set('Idempotency-Key', key);
  return req.send({ changes });
};
interface Page {
  items: { c: string; id: string; seq: number; state: { f: Record<string, { v: unknown }>; del?: string } }[];
  cursor: number;
  hasMore: boolean;
  reset?: boolean;
}
/** Every page from `since`, with each page's size on the wire. */
async function pullAll(browser: Browser, since = 0) {
  const pages: { page: Page; bytes: number }[] = [];
  for (let cursor = since; ;) {
    const res = await browser.get(`/api/me/changes?since=${cursor}`).expect(200);
    pages.push({ page: res.body as Page, bytes: Buffer.byteLength(res.text) });
    cursor = (res.body as Page).cursor;
    if (!(res.body as Page).hasMore) return pages;
  }
}
/** A saved combo of about `kb` KB (its story). */
const combo = (id: string, kb: number, t = at(T0)) => ({
  op: 'set',
  c: 'combos',
  id,
  t,
  fields: { createdAt: 1, combo: { title: id, story: 'knead '.repeat(Math.round((kb * KB) / 6)) } },
});
const storedBytes = (t: TestApp, userId: number) =>
  t.db
    .prepare('SELECT coalesce(SUM(length(CAST(state AS BLOB))), 0) FROM user_items WHERE user_id = ?')
    .pluck()
    .get(userId) as number;

describe('a ticks item stays within a recipe’s lines', () => {
  it('takes line numbers 0 to 299 only, so 10,000 keys across pushes cannot be gathered', async () => {
    const { browser } = await baker({});
    const line = 'flour '.repeat(160);
    for (let start = 0; start < USER_DATA_LIMITS.tickLines; start += 60) {
      const fields = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [String(start + i), line]));
      await push(browser, [{ op: 'set', c: 'ticks', id: '7', t: at(T0 + start), fields }]).expect(200);
    }
    for (const key of ['300', '9999', '0003', '-1', '1.5']) {
      const res = await push(browser, [{ op: 'set', c: 'ticks', id: '7', t: at(T0 + 999), fields: { [key]: line } }]);
      expect(res.status, key).toBe(400);
      expect(res.body.message, key).toMatch(/^changes\.0\.fields/);
    }
    const [{ page }] = await pullAll(browser);
    expect(Object.keys(page.items[0]!.state.f)).toHaveLength(USER_DATA_LIMITS.tickLines);
  });

  it('refuses an item past the fields any item needs (the bound behind the schemas)', async () => {
    const { db, userId } = await baker({});
    const repo = userDataRepo(db);
    const fields = Object.fromEntries(
      Array.from({ length: USER_DATA_LIMITS.fieldsPerItem + 1 }, (_, i) => [`k${i}`, 1]),
    );
    expect(() => repo.push(userId, [{ op: 'set', c: 'ticks', id: '1', t: at(T0), fields }])).toThrow(
      UserDataItemTooLargeError,
    );
    expect(repo.bytesOf(userId)).toBe(0);
  });
});

describe('a removed item', () => {
  it('keeps no fields (ticks, combos), but a cart or list line keeps its own (an edit after brings it back whole)', async () => {
    const { browser } = await baker({});
    await push(browser, [
      combo('gone', 8),
      { op: 'set', c: 'ticks', id: '3', t: at(T0), fields: { '0': '2 cups flour', '1': '1 tsp salt' } },
      {
        op: 'set',
        c: 'cart',
        id: 'video:1',
        t: at(T0),
        fields: { id: 1, type: 'video', title: 'Lamination', price: 1500, quantity: 1 },
      },
    ]).expect(200);
    await push(
      browser,
      ['combos:gone', 'ticks:3', 'cart:video:1'].map((key) => {
        const [c, ...id] = key.split(':');
        return { op: 'delete', c, id: id.join(':'), t: at(T0 + 10) };
      }),
    ).expect(200);
    // The ticks cleared, then one line ticked again: only that line, not the ones before the clearing.
    await push(browser, [{ op: 'set', c: 'ticks', id: '3', t: at(T0 + 20), fields: { '1': '1 tsp salt' } }]).expect(
      200,
    );
    // A write older than the removal, arriving late, is not kept either.
    await push(browser, [combo('gone', 8, at(T0 + 5))]).expect(200);
    const items = Object.fromEntries((await pullAll(browser))[0]!.page.items.map((i) => [`${i.c}:${i.id}`, i.state]));
    expect(items['combos:gone']).toEqual({ f: {}, del: at(T0 + 10) });
    expect(Object.keys(items['ticks:3']!.f)).toEqual(['1']);
    expect(Object.keys(items['cart:video:1']!.f).sort()).toEqual(['id', 'price', 'quantity', 'title', 'type']);
  });
});

describe('the byte budget per account (USER_DATA_MAX_KB)', () => {
  it('refuses a push past it with 409 USER_DATA_FULL naming the budget, keeps nothing of it, and takes it once there is room', async () => {
    const t = await baker({ userDataMaxBytes: 64 * KB });
    const { browser, userId } = t;
    let saved = 0;
    for (; saved < 20; saved++) {
      const res = await push(browser, [combo(`c${saved}`, 6)]);
      if (res.status !== 200) break;
    }
    expect(saved).toBeGreaterThanOrEqual(8);
    const items = async () => (await pullAll(browser)).map(({ page }) => [page.items, page.cursor]);
    const before = await items();
    const full = await push(
      browser,
      [combo('one-more', 6), { op: 'set', c: 'prefs', id: '1', t: at(T0), fields: { size: 2 } }],
      'full-push-1',
    );
    expect(full.status).toBe(409);
    expect(full.body).toEqual({
      code: ERROR_CODES.userDataFull,
      message:
        'Your account is full: it keeps at most 64 KB of favorites, saved combos, cart, ticks, recipe sizes, shopping list, notes and journal. Remove some to make room.',
    });
    // Nothing of the push was kept, and the account's count of bytes is what its items take.
    expect(await items()).toEqual(before);
    expect(userDataRepo(t.db).bytesOf(userId)).toBe(storedBytes(t, userId));
    expect(storedBytes(t, userId)).toBeLessThanOrEqual(64 * KB);
    // A removal is always taken; then the same request, same Idempotency-Key, goes through.
    await push(browser, [
      { op: 'delete', c: 'combos', id: 'c0', t: at(T0 + 1) },
      { op: 'delete', c: 'combos', id: 'c1', t: at(T0 + 1) },
    ]).expect(200);
    const retried = await push(
      browser,
      [combo('one-more', 6), { op: 'set', c: 'prefs', id: '1', t: at(T0), fields: { size: 2 } }],
      'full-push-1',
    );
    expect(retried.status, retried.text).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    const ids = (await pullAll(browser)).flatMap(({ page }) => page.items.map((i) => i.id));
    expect(ids).toContain('one-more');
    expect(userDataRepo(t.db).bytesOf(userId)).toBe(storedBytes(t, userId));
  });

  it('forgets the oldest removals to make room before refusing, and a device behind them starts again', async () => {
    const t = await baker({ userDataMaxBytes: 64 * KB });
    const { browser } = t;
    // 100 cart lines added and removed: their tombstones keep their fields (about 250 bytes each).
    const line = (i: number) => ({
      op: 'set',
      c: 'cart',
      id: `class:${i}`,
      t: at(T0),
      fields: { id: i, type: 'class', title: `Sourdough class ${i} `.repeat(8), price: 4500, quantity: 1 },
    });
    for (let i = 0; i < 100; i += 50) {
      await push(
        browser,
        Array.from({ length: 50 }, (_, k) => line(i + k + 1)),
      ).expect(200);
      await push(
        browser,
        Array.from({ length: 50 }, (_, k) => ({ op: 'delete', c: 'cart', id: `class:${i + k + 1}`, t: at(T0 + 1) })),
      ).expect(200);
    }
    const oldCursor = (await browser.get('/api/me/changes?since=0&limit=1').expect(200)).body.cursor as number;
    let saved = 0;
    for (; saved < 12; saved++) if ((await push(browser, [combo(`c${saved}`, 6)])).status !== 200) break;
    // Room was made from the removals: as many combos as an empty account holds, less what is live.
    expect(saved).toBeGreaterThanOrEqual(9);
    expect(storedBytes(t, t.userId)).toBeLessThanOrEqual(64 * KB);
    const behind = (await browser.get(`/api/me/changes?since=${oldCursor}`).expect(200)).body as Page;
    expect(behind.reset).toBe(true);
  });

  it('keeps a server holding more than the budget (from before it) working: pages of about 1 MB, removals taken, additions refused', async () => {
    const t = await baker({});
    const { browser, userId } = t;
    // What an older server let in: 3 MB of combos in one account.
    const repo = userDataRepo(t.db);
    for (let i = 0; i < 50; i++) repo.push(userId, [combo(`old${i}`, 60) as Change]);
    expect(repo.bytesOf(userId)).toBeGreaterThan(2 * 1024 * KB);
    // One more item, larger than a page, written straight into the table.
    const giant = JSON.stringify({ f: { combo: { v: { title: 'giant', story: 'x'.repeat(1_200_000) }, t: at(T0) } } });
    t.db
      .prepare(
        "INSERT INTO user_items (user_id, collection, item_id, state, live, seq, updated_at) VALUES (?, 'combos', 'giant', ?, 1, (SELECT seq + 1 FROM user_data_counter), 0)",
      )
      .run(userId, giant);
    t.db.prepare('UPDATE user_data_counter SET seq = seq + 1').run();

    const pages = await pullAll(browser);
    const ids = pages.flatMap(({ page }) => page.items.map((i) => i.id));
    expect(ids).toHaveLength(51);
    expect(new Set(ids).size).toBe(51);
    for (const { page, bytes } of pages)
      expect(
        page.items.length === 1 || bytes <= USER_DATA_LIMITS.pageBytes + 64 * KB,
        `${bytes} bytes in ${page.items.length} items`,
      ).toBe(true);
    expect(pages.length).toBeGreaterThanOrEqual(4);
    expect(pages.find(({ page }) => page.items.some((i) => i.id === 'giant'))!.page.items).toHaveLength(1);

    const more = await push(browser, [combo('new', 1)]);
    expect(more.status).toBe(409);
    expect(more.body.code).toBe(ERROR_CODES.userDataFull);
    await push(browser, [{ op: 'delete', c: 'combos', id: 'old0', t: at(T0 + 1) }]).expect(200);
    expect((await browser.get('/api/health')).status).toBe(200);
  });
});

describe('migration 014 on data an older server stored', () => {
  it('drops tick keys no recipe has and the fields of removed items of the clearing kinds, and counts each account’s bytes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sift-014-'));
    const db = new Database(join(dir, 'old.db'));
    try {
      const migrations = join(dirname(fileURLToPath(import.meta.url)), '..', 'db', 'migrations');
      db.exec(
        'CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
      );
      for (const file of readdirSync(migrations)
        .filter((f) => /^\d{3}_.+\.sql$/.test(f) && f < '014')
        .sort()) {
        db.exec(readFileSync(join(migrations, file), 'utf8'));
        db.prepare("INSERT INTO schema_migrations VALUES (?, ?, 'then')").run(Number(file.slice(0, 3)), file);
      }
      db.prepare(
        "INSERT INTO users (username, username_skeleton, password_hash, created_at) VALUES ('old', 'old', 'x', 'then')",
      ).run();
      const put = db.prepare(
        'INSERT INTO user_items (user_id, collection, item_id, state, live, seq, updated_at) VALUES (1, ?, ?, ?, ?, ?, 0)',
      );
      const fields = (names: string[]) => Object.fromEntries(names.map((n) => [n, { v: `line ${n}`, t: at(T0) }]));
      put.run('ticks', '1', JSON.stringify({ f: fields(['0', '12', '299', '300', '0003', '9999', 'x']) }), 1, 1);
      put.run('combos', 'gone', JSON.stringify({ f: fields(['combo']), del: at(T0 + 1) }), 0, 2);
      put.run('cart', 'video:1', JSON.stringify({ f: fields(['quantity']), del: at(T0 + 1) }), 0, 3);
      migrate(db);
      const state = (c: string, id: string) =>
        JSON.parse(
          db.prepare('SELECT state FROM user_items WHERE collection = ? AND item_id = ?').pluck().get(c, id) as string,
        );
      expect(Object.keys(state('ticks', '1').f)).toEqual(['0', '12', '299']);
      expect(state('combos', 'gone')).toEqual({ f: {}, del: at(T0 + 1) });
      expect(Object.keys(state('cart', 'video:1').f)).toEqual(['quantity']);
      const counted = db.prepare('SELECT bytes FROM user_data_accounts WHERE user_id = 1').pluck().get();
      expect(counted).toBe(db.prepare('SELECT SUM(length(CAST(state AS BLOB))) FROM user_items').pluck().get());
      expect(db.prepare('SELECT count(*) FROM users WHERE username_skeleton IS NULL').pluck().get()).toBe(1);
    } finally {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
