import 'fake-indexeddb/auto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { makeTestApp, type TestApp } from '../../../api/test/harness';
import { encodeStamp } from '../../../shared/user-data/hlc';
import { addToCart, cartLines } from '../cart';
import { db } from '../db';
import { saveRecipeSize } from '../recipe-prefs';
import { clearUserData, flushOutbox, outboxNotices, setOutboxUser, setRetryTimerEnabled } from '../outbox';
import { pullUserData, recordChange, recordNote, startUserSync } from './index';

/**
 * The device's side of the baker's own data against the real API: the first sign-in merges the
 * device's data into the account, changes go out through the outbox, the pull brings the other
 * devices' changes into the tables the screens read, a refusal is undone, sign-out forgets.
 */
let test: TestApp;
let server: Server;
let base: string;
let cookie: string;
let userId: number;
const realFetch = globalThis.fetch;
/** The next answers, instead of the server's (a refusal). */
const injected: Response[] = [];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Another device of the same account, pushing straight to the API. */
async function otherDevice(changes: unknown[]) {
  const res = await realFetch(`${base}/api/me/changes`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie },
    body: JSON.stringify({ changes }),
  });
  expect(res.status).toBe(200);
}
async function serverItems() {
  const res = await realFetch(`${base}/api/me/changes?since=0`, { headers: { Cookie: cookie } });
  const page = (await res.json()) as {
    items: { c: string; id: string; state: { f: Record<string, { v: unknown }>; del?: string } }[];
  };
  return page.items;
}
const laptop = (wall: number) => encodeStamp({ wall, count: 0, node: 'laptop01' });
const settle = async () => {
  for (let i = 0; i < 20; i++) {
    await new Promise((r) => setTimeout(r, 10));
    await flushOutbox();
    if (!(await db.outbox.where('status').equals('pending').count())) return;
  }
};

/** The real API (the harness removes it after the test, so the steps share one test). */
async function startServer() {
  // A small budget for the account's own data, so one step can fill it (USER_DATA_MAX_KB).
  test = await makeTestApp({ seed: false, config: { userDataMaxBytes: 64 * 1024 } });
  server = test.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const res = await realFetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      username: 'twodevices',
      password: 'sourdough1',
      confirmPassword: 'sourdough1',
      name: 'T',
      email: 't@example.com',
    }),
  });
  cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  userId = ((await res.json()) as { id: number }).id;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const answer = injected.shift();
    if (answer) return answer;
    return realFetch(base + url, { ...init, headers: { ...(init.headers as Record<string, string>), Cookie: cookie } });
  });
  setRetryTimerEnabled(false);
  await Promise.all(db.tables.map((t) => t.clear()));
}
afterAll(async () => {
  vi.unstubAllGlobals();
  await new Promise((resolve) => server.close(resolve));
});
describe('the baker’s own data on this device', () => {
  it(
    'joins the account at sign-in, follows it, undoes a refusal and leaves with the user',
    { timeout: 60_000 },
    async () => {
      await startServer();
      await signedOutThenSignIn();
      await changeAndPull();
      await refusal();
      await accountFull();
      await signOutAndBack();
    },
  );
});

/** A signed-out visitor's data stays on the device, then merges into the account once at sign-in. */
async function signedOutThenSignIn() {
  {
    // Signed out: everything stays on the device, nothing is queued.
    await addToCart({ id: 1, type: 'video', title: 'Lamination', price: 1500 });
    await addToCart({ id: 1, type: 'video', title: 'Lamination', price: 1500 });
    await db.combos.put({ id: 'phone-combo', createdAt: 5, combo: { title: 'Phone combo' } });
    await db.checks.put({ recipeId: 3, checked: [0], lines: ['2 cups flour'] });
    await db.table('shoppingItems').put({
      id: 'flour',
      name: 'flour',
      amountText: '500 g',
      category: 'baking',
      recipeIds: ['recipe:3'],
      ticked: false,
      updatedAt: 1,
    });
    await db.table('recipeNotes').put({ recipeId: 3, text: 'used 10% less sugar', updatedAt: 1 });
    await recordChange('combos', 'phone-combo', { createdAt: 5 });
    // The cart's changes reach recordChange on a timer (app/data/record-change.ts): let them all arrive.
    await new Promise((r) => setTimeout(r, 300));
    expect(await db.outbox.count()).toBe(0);

    // The account already holds the laptop's data, one cart line the same as the phone's.
    await otherDevice([
      {
        op: 'set',
        c: 'cart',
        id: 'video:1',
        t: laptop(1000),
        fields: { id: 1, type: 'video', title: 'Lamination', price: 1500, quantity: 2, addedAt: 1 },
      },
      {
        op: 'set',
        c: 'combos',
        id: 'laptop-combo',
        t: laptop(1000),
        fields: { createdAt: 9, combo: { title: 'Laptop combo' } },
      },
      {
        op: 'note',
        c: 'recipeNotes',
        id: '3',
        t: laptop(1000),
        text: '5 min longer in my oven',
        device: 'Mac',
        replaces: [],
      },
    ]);

    setOutboxUser(userId);
    await startUserSync(userId);
    await settle();
    await pullUserData();

    expect((await db.combos.toArray()).map((c) => c.id).sort()).toEqual(['laptop-combo', 'phone-combo']);
    expect((await cartLines()).map((l) => [l.key, l.quantity])).toEqual([['video:1', 2]]);
    const note = await db.table('recipeNotes').get(3);
    expect([note.text, ...note.alsoWritten.map((o: { text: string }) => o.text)].sort()).toEqual([
      '5 min longer in my oven',
      'used 10% less sugar',
    ]);
    const onServer = await serverItems();
    expect(onServer.map((i) => `${i.c}:${i.id}`).sort()).toEqual([
      'cart:video:1',
      'combos:laptop-combo',
      'combos:phone-combo',
      'recipeNotes:3',
      'shoppingItems:flour',
      'ticks:3',
    ]);
    expect(onServer.find((i) => i.c === 'cart')!.state.f.quantity!.v).toBe(2);
    expect(onServer.find((i) => i.c === 'ticks')!.state.f['0']!.v).toBe('2 cups flour');

    // A second start with the same user merges nothing again.
    const queuedBefore = (await serverItems()).length;
    await startUserSync(userId);
    expect(await db.outbox.count()).toBe(0);
    expect((await serverItems()).length).toBe(queuedBefore);
  }
}

/** A change goes out, and the pull brings another device's edit of another field of the same item. */
async function changeAndPull() {
  {
    // The size last chosen for a recipe goes out, kept on this device too; a tool's factor set
    // later on the laptop replaces it here (docs/decisions/017-recipe-size-kept.md).
    await saveRecipeSize(12, 2, null);
    expect(await db.recipePrefs.get(12)).toEqual({ recipeId: 12, size: 2 });
    await new Promise((r) => setTimeout(r, 50));
    await settle();
    const sent = (await serverItems()).find((i) => i.c === 'prefs' && i.id === '12')!;
    expect(sent.state.f.size!.v).toBe(2);
    const pan = { tool: 'pan', factor: 1.84, reason: 'for a 9x13-inch pan', input: { pan: '9x13-inch rectangle' } };
    await otherDevice([
      { op: 'set', c: 'prefs', id: '12', t: laptop(Date.now() + 1000), fields: { size: null, scale: pan } },
    ]);
    await pullUserData();
    expect(await db.recipePrefs.get(12)).toEqual({ recipeId: 12, scale: pan });

    await db.table('shoppingItems').update('flour', { ticked: true });
    await recordChange('shoppingItems', 'flour', { ticked: true });
    await settle();
    await otherDevice([
      { op: 'set', c: 'shoppingItems', id: 'flour', t: laptop(Date.now() + 1000), fields: { amountText: '1 kg' } },
    ]);
    await pullUserData();
    expect(await db.table('shoppingItems').get('flour')).toMatchObject({
      ticked: true,
      amountText: '1 kg',
      name: 'flour',
    });

    // Editing the shown text keeps the other device's text offered beside it...
    const before = await db.table('recipeNotes').get(3);
    const other = before.alsoWritten[0].text;
    await recordNote(3, 'less sugar, 5 min longer');
    await settle();
    await pullUserData();
    expect(await db.table('recipeNotes').get(3)).toMatchObject({
      text: 'less sugar, 5 min longer',
      alsoWritten: [{ text: other }],
    });
    // ...until the baker keeps one and lets the others go.
    await recordNote(3, 'less sugar, 5 min longer', 'all');
    await settle();
    await pullUserData();
    expect(await db.table('recipeNotes').get(3)).toMatchObject({ text: 'less sugar, 5 min longer', alsoWritten: [] });
    const onServer = (await serverItems()).find((i) => i.c === 'recipeNotes') as unknown as {
      state: { heads: { text: string }[] };
    };
    expect(onServer.state.heads.map((h) => h.text)).toEqual(['less sugar, 5 min longer']);
  }
}

/** A change the server refuses is undone, back to the account's state. */
async function refusal() {
  {
    injected.push(
      json(409, { message: 'You can keep at most 500 shopping list lines. Remove some before adding more.' }),
    );
    await db.table('shoppingItems').put({
      id: 'eggs',
      name: 'eggs',
      amountText: '2',
      category: 'dairy',
      recipeIds: [],
      ticked: false,
      updatedAt: 2,
    });
    await recordChange('shoppingItems', 'eggs', {
      name: 'eggs',
      amountText: '2',
      category: 'dairy',
      recipeIds: [],
      ticked: false,
      updatedAt: 2,
    });
    await flushOutbox();
    expect(await db.table('shoppingItems').get('eggs')).toBeUndefined();
    expect((await db.outbox.toArray()).map((e) => [e.status, e.error])).toEqual([
      ['failed', 'You can keep at most 500 shopping list lines. Remove some before adding more.'],
    ]);
    await db.outbox.clear();
  }
}

/** A full account: the change is not undone; it waits on the device and goes out once there is room. */
async function accountFull() {
  {
    // Another device fills the account with combos of about 2 KB until the server says it is full.
    const fillers: string[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await realFetch(`${base}/api/me/changes`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: cookie },
        body: JSON.stringify({
          changes: [
            {
              op: 'set',
              c: 'combos',
              id: `filler-${i}`,
              t: laptop(Date.now()),
              fields: { createdAt: i, combo: { title: `Filler ${i}`, story: 'flour '.repeat(330) } },
            },
          ],
        }),
      });
      if (res.status === 409) {
        expect(await res.json()).toMatchObject({ code: 'USER_DATA_FULL', message: expect.stringContaining('64 KB') });
        break;
      }
      expect(res.status).toBe(200);
      fillers.push(`filler-${i}`);
    }
    expect(fillers.length).toBeGreaterThan(20);
    await pullUserData();

    // A combo saved on this phone does not fit: it stays here, and the baker is told why.
    outboxNotices.setState(null, true);
    const combo = { title: 'Phone big', story: 'butter '.repeat(600) };
    await db.combos.put({ id: 'phone-big', createdAt: 7, combo });
    await recordChange('combos', 'phone-big', { createdAt: 7, combo });
    await flushOutbox();
    expect(await db.combos.get('phone-big')).toMatchObject({ combo });
    const [waiting] = await db.outbox.toArray();
    expect(waiting).toMatchObject({
      status: 'pending',
      attempts: 1,
      error: expect.stringContaining('account is full'),
    });
    expect(outboxNotices.getState()).toMatchObject({
      title: 'Not saved to your account yet',
      description: expect.stringContaining('It is kept on this device'),
    });
    // A pull keeps it too (the unsent change stays on top of the account's state).
    await pullUserData();
    expect(await db.combos.get('phone-big')).toMatchObject({ combo });

    // The baker makes room (on the other device): the same write goes through.
    await otherDevice(fillers.slice(0, 10).map((id) => ({ op: 'delete', c: 'combos', id, t: laptop(Date.now()) })));
    await flushOutbox({ force: true });
    expect(await db.outbox.count()).toBe(0);
    expect((await serverItems()).find((i) => i.id === 'phone-big')!.state.f.combo!.v).toEqual(combo);

    // Back as it was for the next step (removed a minute ahead: later than the phone's stamp whatever its clock).
    await otherDevice(
      [...fillers.slice(10), 'phone-big'].map((id) => ({
        op: 'delete',
        c: 'combos',
        id,
        t: laptop(Date.now() + 60_000),
      })),
    );
    await pullUserData();
    expect((await db.combos.toArray()).map((c) => c.id).sort()).toEqual(['laptop-combo', 'phone-combo']);
  }
}

/** Sign-out takes the account's data off the device, keeps the cart and the unsent changes. */
async function signOutAndBack() {
  {
    await db.combos.delete('phone-combo');
    await recordChange('combos', 'phone-combo', null);
    setOutboxUser(null);
    await clearUserData(userId);
    expect(await db.combos.count()).toBe(0);
    expect(await db.checks.count()).toBe(0);
    expect(await db.table('shoppingItems').count()).toBe(0);
    expect(await db.table('recipeNotes').count()).toBe(0);
    expect((await cartLines()).map((l) => l.key)).toEqual(['video:1']);
    expect((await db.outbox.toArray()).map((e) => e.kind)).toEqual(['me.changes']);

    // Signed in again: the queued removal goes out, and the account's data comes back.
    setOutboxUser(userId);
    await startUserSync(userId);
    await settle();
    await pullUserData();
    expect((await db.combos.toArray()).map((c) => c.id)).toEqual(['laptop-combo']);
    expect(await db.table('shoppingItems').get('flour')).toMatchObject({ ticked: true });
    expect((await serverItems()).find((i) => i.id === 'phone-combo')!.state.del).toBeTruthy();
  }
}
