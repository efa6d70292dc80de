import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { makeTestApp, registerUser } from '../test/harness';
import { encodeStamp } from '../../shared/user-data/hlc';
import { USER_COLLECTIONS, USER_DATA_LIMITS } from '../../shared/user-data/collections';

const at = (wall: number, node = 'phone01') => encodeStamp({ wall, count: 0, node });
const T0 = Date.UTC(2026, 10, 20);

async function baker() {
  const { app, agent, db } = await makeTestApp({ seed: false });
  const browser = agent();
  await registerUser(browser);
  return { app, browser, agent, db };
}

type Browser = Awaited<ReturnType<typeof baker>>['browser'];
const push = (browser: Browser, changes: unknown[], key?: string) => {
  const req = browser.post('/api/me/changes');
  if (key) req.set('Idempotency-Key', key);
  return req.send({ changes });
};
const pull = async (browser: Browser, since = 0, limit?: number) =>
  (await browser.get(`/api/me/changes?since=${since}${limit ? `&limit=${limit}` : ''}`).expect(200)).body as {
    items: {
      c: string;
      id: string;
      seq: number;
      state: { f: Record<string, { v: unknown }>; del?: string; heads?: { text: string }[] };
    }[];
    cursor: number;
    hasMore: boolean;
    now: number;
    reset?: boolean;
  };

describe('GET/POST /api/me/changes: the baker’s own data', () => {
  it('answers 401 without a session, and each account reads only its own items', async () => {
    const { app, browser, agent } = await baker();
    await request(app).get('/api/me/changes').expect(401);
    await request(app).post('/api/me/changes').send({ changes: [] }).expect(401);
    await push(browser, [
      { op: 'set', c: 'combos', id: 'c1', t: at(T0), fields: { createdAt: 1, combo: { title: 'Mine' } } },
    ]).expect(200);
    const other = agent();
    await registerUser(other);
    expect((await pull(other)).items).toEqual([]);
    expect((await pull(browser)).items.map((i) => i.id)).toEqual(['c1']);
  });

  it('pages by cursor, oldest change first, and a later change moves the item to the end', async () => {
    const { browser } = await baker();
    for (let i = 0; i < 5; i++)
      await push(browser, [{ op: 'set', c: 'prefs', id: String(i + 1), t: at(T0 + i), fields: { size: 2 } }]).expect(
        200,
      );
    const first = await pull(browser, 0, 2);
    expect(first.items.map((i) => i.id)).toEqual(['1', '2']);
    expect(first.hasMore).toBe(true);
    const rest = await pull(browser, first.cursor, 10);
    expect(rest.items.map((i) => i.id)).toEqual(['3', '4', '5']);
    expect(rest.hasMore).toBe(false);
    await push(browser, [{ op: 'set', c: 'prefs', id: '1', t: at(T0 + 10), fields: { size: 3 } }]).expect(200);
    const after = await pull(browser, rest.cursor);
    expect(after.items.map((i) => [i.id, i.state.f.size!.v])).toEqual([['1', 3]]);
    expect((await pull(browser, after.cursor)).items).toEqual([]);
  });

  it('resolves an add and a remove by the clock, whichever arrives first', async () => {
    for (const order of [0, 1]) {
      const { browser } = await baker();
      const add = { op: 'set', c: 'cart', id: 'video:3', t: at(T0 + 20, 'laptop01'), fields: { quantity: 2 } };
      const remove = { op: 'delete', c: 'cart', id: 'video:3', t: at(T0 + 10, 'phone001') };
      for (const change of order ? [add, remove] : [remove, add]) await push(browser, [change]).expect(200);
      const [item] = (await pull(browser)).items;
      expect(item!.state.f.quantity!.v).toBe(2);
      expect(item!.state.del).toBe(remove.t);
      // The later removal wins over the earlier add, also when it arrives first.
      await push(browser, [{ op: 'delete', c: 'cart', id: 'video:3', t: at(T0 + 30, 'phone001') }]).expect(200);
      const gone = await pull(browser);
      expect(gone.items[0]!.state.del).toBe(at(T0 + 30, 'phone001'));
    }
  });

  it('keeps each device’s field when two devices edit different fields of one item', async () => {
    const { browser } = await baker();
    await push(browser, [
      {
        op: 'set',
        c: 'shoppingItems',
        id: 'flour',
        t: at(T0 + 5, 'laptop01'),
        fields: { name: 'flour', ticked: false },
      },
    ]).expect(200);
    await push(browser, [
      {
        op: 'set',
        c: 'shoppingItems',
        id: 'flour',
        t: at(T0 + 3, 'phone001'),
        fields: { ticked: true, amountText: '500 g' },
      },
    ]).expect(200);
    const [item] = (await pull(browser)).items;
    expect(Object.fromEntries(Object.entries(item!.state.f).map(([k, v]) => [k, v.v]))).toEqual({
      name: 'flour',
      ticked: false,
      amountText: '500 g',
    });
  });

  it('keeps both texts of a note written on two devices, the later first', async () => {
    const { browser } = await baker();
    const base = at(T0, 'phone001');
    await push(browser, [
      { op: 'note', c: 'recipeNotes', id: '7', t: base, text: 'first', device: 'iPhone', replaces: [] },
    ]).expect(200);
    await push(browser, [
      {
        op: 'note',
        c: 'recipeNotes',
        id: '7',
        t: at(T0 + 9, 'laptop01'),
        text: 'less sugar',
        device: 'Mac',
        replaces: [base],
      },
    ]).expect(200);
    await push(browser, [
      {
        op: 'note',
        c: 'recipeNotes',
        id: '7',
        t: at(T0 + 5, 'phone001'),
        text: '5 min longer',
        device: 'iPhone',
        replaces: [base],
      },
    ]).expect(200);
    const [note] = (await pull(browser)).items;
    expect(note!.state.heads!.map((h) => h.text)).toEqual(['less sugar', '5 min longer']);
  });

  it('applies a push retried with its Idempotency-Key once, and a duplicate change adds nothing to the feed', async () => {
    const { browser } = await baker();
    const change = { op: 'set', c: 'combos', id: 'c1', t: at(T0), fields: { createdAt: 1 } };
    const first = await push(browser, [change], 'ob-key-00000001').expect(200);
    const again = await push(browser, [change], 'ob-key-00000001').expect(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    const feed = await pull(browser);
    await push(browser, [change], 'ob-key-00000002').expect(200);
    expect((await pull(browser, feed.cursor)).items).toEqual([]);
    await push(browser, [{ ...change, fields: { createdAt: 2 } }], 'ob-key-00000001').expect(422);
  });

  it('refuses bad changes with a 400 that names the field, and keeps nothing of them', async () => {
    const { browser } = await baker();
    const cases: [unknown, string][] = [
      [{ op: 'set', c: 'pantry', id: 'x', t: at(T0), fields: {} }, 'changes.0.c'],
      [{ op: 'set', c: 'cart', id: 'x y', t: at(T0), fields: {} }, 'changes.0.id'],
      [{ op: 'set', c: 'cart', id: 'x', t: 'yesterday', fields: {} }, 'changes.0.t'],
      [{ op: 'set', c: 'cart', id: 'x', t: at(T0), fields: { quantity: 0 } }, 'changes.0.fields.quantity'],
      [{ op: 'set', c: 'cart', id: 'x', t: at(T0), fields: { secret: 1 } }, 'changes.0.fields'],
      [{ op: 'set', c: 'recipeNotes', id: '1', t: at(T0), fields: {} }, 'changes.0.op'],
      [
        {
          op: 'set',
          c: 'prefs',
          id: '1',
          t: at(T0),
          fields: { scale: { tool: 'pan', factor: 20, reason: 'x', input: {} } },
        },
        'changes.0.fields.scale.factor',
      ],
      [
        {
          op: 'note',
          c: 'recipeNotes',
          id: '1',
          t: at(T0),
          text: 'x'.repeat(USER_DATA_LIMITS.noteChars + 1),
          device: 'Mac',
          replaces: [],
        },
        'changes.0.text',
      ],
    ];
    for (const [change, path] of cases) {
      const res = await push(browser, [change]).expect(400);
      expect(res.body.message).toMatch(new RegExp(`^${path.replace(/\./g, '\\.')}`));
    }
    const many = Array.from({ length: USER_DATA_LIMITS.changesPerPush + 1 }, (_, i) => ({
      op: 'delete',
      c: 'cart',
      id: `k${i}`,
      t: at(T0),
    }));
    expect((await push(browser, many).expect(400)).body.message).toMatch(/at most 50 changes/);
    await push(browser, []).expect(400);
    expect((await pull(browser)).items).toEqual([]);
    await browser.get('/api/me/changes?since=-1').expect(400);
    await browser.get(`/api/me/changes?limit=${USER_DATA_LIMITS.pageSize + 1}`).expect(400);
  });

  it('stops an account at a collection’s bound with a 409 that says so, keeping the whole push out', async () => {
    const { browser } = await baker();
    const max = USER_COLLECTIONS.cart.maxItems;
    for (let start = 0; start < max; start += 50)
      await push(
        browser,
        Array.from({ length: 50 }, (_, i) => ({
          op: 'set',
          c: 'cart',
          id: `video:${start + i + 1}`,
          t: at(T0),
          fields: { quantity: 1 },
        })),
      ).expect(200);
    const res = await push(browser, [
      { op: 'set', c: 'cart', id: 'video:1', t: at(T0 + 1), fields: { quantity: 2 } },
      { op: 'set', c: 'cart', id: 'video:999', t: at(T0 + 1), fields: { quantity: 1 } },
    ]).expect(409);
    expect(res.body.message).toBe(`You can keep at most ${max} cart lines. Remove some before adding more.`);
    const all = await pull(browser, 0, 500);
    expect(all.items).toHaveLength(max);
    expect(all.items.find((i) => i.id === 'video:1')!.state.f.quantity!.v).toBe(1);
    // Removing one makes room again.
    await push(browser, [{ op: 'delete', c: 'cart', id: 'video:1', t: at(T0 + 2) }]).expect(200);
    await push(browser, [{ op: 'set', c: 'cart', id: 'video:999', t: at(T0 + 3), fields: { quantity: 1 } }]).expect(
      200,
    );
  });

  it('moves a stamp from a clock far ahead back to the server’s time', async () => {
    const { browser } = await baker();
    const future = at(Date.now() + 365 * 24 * 3600 * 1000, 'badclock');
    await push(browser, [{ op: 'set', c: 'prefs', id: '*', t: future, fields: { unitSystem: 'metric' } }]).expect(200);
    const page = await pull(browser);
    const stamp = (page.items[0]!.state.f.unitSystem as unknown as { t: string }).t;
    expect(stamp < future).toBe(true);
    expect(parseInt(stamp.split('.')[0]!, 36)).toBeLessThanOrEqual(page.now + USER_DATA_LIMITS.clockDriftMs);
  });

  it('gives a cursor ahead of the server everything again, marked reset', async () => {
    const { browser } = await baker();
    await push(browser, [{ op: 'set', c: 'prefs', id: '1', t: at(T0), fields: { size: 2 } }]).expect(200);
    const page = await pull(browser, 10_000);
    expect(page.reset).toBe(true);
    expect(page.items.map((i) => i.id)).toEqual(['1']);
  });
});
