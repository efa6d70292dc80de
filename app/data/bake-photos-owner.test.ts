import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { phoneJpeg } from '../../api/test/reviews';
import { addBakePhotos, sendBakePhotos, waitingBakePhotos } from './bake-photos';
import { db, SiftDb } from './db';
import { recordBake } from './journal';
import { clearUserData, forgetDeletedUser, setOutboxUser, setRetryTimerEnabled } from './outbox';
import { startUserSync } from './user-data';
import { forgetAccount } from './user-data/owner';
import {
  BUTTERCREAM_BAKE,
  accountBakePhotos,
  devicePhotos,
  realFetch,
  routeFetchTo,
  settleOutbox,
  signInAs,
  startApi,
  stopApi,
  type RunningApi,
} from './test-device';

/**
 * A bake's photo waiting on the device belongs to its baker
 * (docs/decisions/042-a-waiting-photo-keeps-its-owner.md): it survives her sign-out, is neither
 * shown to nor sent as the next person to sign in on the browser, and reaches her own account
 * and bake when she is back. Against the real API and its SQLite file.
 */
let api: RunningApi;
let base: string;
/** The browser's session cookie: whoever signed in last. */
let cookie = '';
let offline = false;
/** The calls the device made, with the session cookie each went with. */
const calls: { url: string; cookie: string }[] = [];

const settle = () => settleOutbox();
const until = async (done: () => Promise<boolean>) => {
  for (let i = 0; i < 200 && !(await done()); i++) await new Promise((r) => setTimeout(r, 20));
  expect(await done()).toBe(true);
};
const auth = (path: 'register' | 'login', username: string) => signInAs(base, username, path);

/** As the app signs in (app/features/auth/use-session.ts): the session, the queue's user, the account's data. */
async function signIn(user: { id: number; cookie: string }) {
  cookie = user.cookie;
  setOutboxUser(user.id);
  await startUserSync(user.id);
  await settle();
}

/** As the app signs out: the session ends, then the user's data leaves the device; her unsent work stays. */
async function signOut(userId: number) {
  await realFetch(`${base}/api/auth/logout`, { method: 'POST', headers: { Cookie: cookie } });
  cookie = '';
  setOutboxUser(null);
  await clearUserData(userId);
}

/** The server's stored photos of bakes, by account. */
const storedBakePhotos = () =>
  api.test.db.prepare("SELECT user_id AS userId, id FROM uploads WHERE object_key LIKE 'bake-%'").all() as {
    userId: number;
    id: string;
  }[];

const accountPhotos = (userCookie: string, entryId: string) => accountBakePhotos(base, userCookie, entryId);

// A fresh server and database for each test (the harness removes its file after each).
beforeEach(async () => {
  api = await startApi();
  base = api.base;
  routeFetchTo(base, {
    cookie: () => cookie,
    refuse: () => offline,
    onCall: (url) => calls.push({ url, cookie }),
  });
  setRetryTimerEnabled(false);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await stopApi(api);
});

describe('a bake’s photo waiting on the device', () => {
  it(
    'survives its baker’s sign-out, never reaches the next user, and reaches her bake when she is back',
    {
      timeout: 60_000,
    },
    async () => {
      await Promise.all(db.tables.map((t) => t.clear()));
      const ann = await auth('register', 'ann_bakes');
      const ben = await auth('register', 'ben_bakes');
      const jpeg = new Blob([new Uint8Array(await phoneJpeg())], { type: 'image/jpeg' });

      // Ann, offline, takes a photo of her bake.
      await signIn(ann);
      const bake = await recordBake(BUTTERCREAM_BAKE);
      await settle();
      offline = true;
      await addBakePhotos(bake.id, [jpeg]);
      await sendBakePhotos();
      expect(await waitingBakePhotos(db, bake.id)).toHaveLength(1);

      // She signs out before it was sent: her bake leaves the device, her photo waits for her.
      offline = false;
      await signOut(ann.id);
      expect(await db.journal.count()).toBe(0);
      expect(await db.bakePhotos.toArray()).toMatchObject([{ kind: 'upload', entryId: bake.id, userId: ann.id }]);
      expect(await waitingBakePhotos(db, bake.id)).toEqual([]);

      // Ben signs in on the same browser: nothing of Ann's is shown or sent, into his account or any.
      calls.length = 0;
      await signIn(ben);
      await sendBakePhotos();
      expect(await db.journal.get(bake.id)).toBeUndefined();
      expect(await waitingBakePhotos(db, bake.id)).toEqual([]);
      expect(calls.filter((call) => call.url.startsWith('/api/me/bake-photos'))).toEqual([]);
      expect(storedBakePhotos()).toEqual([]);

      // His own photo goes to his own bake, and Ann's still waits.
      const his = await recordBake({ ...BUTTERCREAM_BAKE, note: 'Too soft' });
      await settle();
      await addBakePhotos(his.id, [jpeg]);
      await until(async () => !!(await devicePhotos(his.id)).length);
      expect(storedBakePhotos()).toEqual([{ userId: ben.id, id: (await devicePhotos(his.id))[0] }]);
      expect(await db.bakePhotos.where('userId').equals(ann.id).count()).toBe(1);
      await signOut(ben.id);

      // Ann signs in again: her bake comes back, her photo is sent into her account and named on it.
      await signIn(await auth('login', 'ann_bakes'));
      await until(async () => !!(await devicePhotos(bake.id)).length);
      const [id] = await devicePhotos(bake.id);
      // The row goes once the change that names it for the account is queued.
      await until(async () => (await db.bakePhotos.count()) === 0);
      expect(storedBakePhotos()).toContainEqual({ userId: ann.id, id });
      await settle();
      expect(await accountPhotos(cookie, bake.id)).toEqual([id]);
    },
  );

  it(
    'uploaded while its baker signed out is kept, then named on her bake without a second upload',
    {
      timeout: 60_000,
    },
    async () => {
      await Promise.all(db.tables.map((t) => t.clear()));
      const cid = await auth('register', 'cid_bakes');
      await signIn(cid);
      const bake = await recordBake(BUTTERCREAM_BAKE);
      await settle();
      offline = true;
      await addBakePhotos(bake.id, [new Blob([new Uint8Array(await phoneJpeg())], { type: 'image/jpeg' })]);

      // Her bake leaves the device while the photo is on its way (her session still sends it).
      await forgetAccount(cid.id);
      offline = false;
      await sendBakePhotos();
      const [stored] = storedBakePhotos().filter((row) => row.userId === cid.id);
      expect(stored).toBeDefined();
      expect(await db.bakePhotos.toArray()).toMatchObject([{ kind: 'upload', userId: cid.id, sent: stored!.id }]);

      // Back: named on her bake, and still one stored photo (no second upload, no removal).
      await startUserSync(cid.id);
      await until(async () => !!(await devicePhotos(bake.id)).length);
      expect(await devicePhotos(bake.id)).toEqual([stored!.id]);
      expect(storedBakePhotos().filter((row) => row.userId === cid.id)).toEqual([stored]);
      await until(async () => (await db.bakePhotos.count()) === 0);
    },
  );

  it(
    'taken signed out, joins the account that signs in next with its bake; an account deleted takes its own',
    {
      timeout: 60_000,
    },
    async () => {
      await Promise.all(db.tables.map((t) => t.clear()));
      cookie = '';
      setOutboxUser(null);
      const bake = await recordBake(BUTTERCREAM_BAKE);
      await addBakePhotos(bake.id, [new Blob([new Uint8Array(await phoneJpeg())], { type: 'image/jpeg' })]);
      expect(await db.bakePhotos.toArray()).toMatchObject([{ userId: null }]);
      expect(await waitingBakePhotos(db, bake.id)).toHaveLength(1);

      const dee = await auth('register', 'dee_bakes');
      await signIn(dee);
      await until(async () => !!(await devicePhotos(bake.id)).length);
      expect(storedBakePhotos().filter((row) => row.userId === dee.id)).toHaveLength(1);

      // Waiting photos of an account deleted here go with it, and no one else's.
      await db.bakePhotos.bulkAdd([
        { kind: 'remove', id: 'a'.repeat(32), entryId: bake.id, userId: dee.id },
        { kind: 'remove', id: 'b'.repeat(32), entryId: 'other', userId: 999 },
      ]);
      await forgetDeletedUser(dee.id);
      expect(await db.bakePhotos.toArray()).toMatchObject([{ userId: 999 }]);
    },
  );
});

describe('the device database upgrade to version 7', () => {
  const v6 = {
    recipes: 'id, &slug, *tags, featuredOrder, version',
    meta: 'key',
    cart: 'key, addedAt',
    favorites: '[userId+recipeId], userId',
    outbox: '++seq, &id, status, userId, kind',
    combos: 'id, createdAt',
    shop: 'key',
    checks: 'recipeId',
    timers: 'id, recipeId',
    shoppingItems: 'id, category',
    recipeNotes: 'recipeId',
    userItems: '[c+id], c',
    recipePrefs: 'recipeId',
    journal: 'id, recipeId, madeAt',
    bakePhotos: 'id, entryId, kind',
  };
  const rows = [
    { kind: 'upload', id: 'w1', entryId: 'e1', blob: new Blob(['x'], { type: 'image/jpeg' }), addedAt: 1 },
    { kind: 'remove', id: 'c'.repeat(32), entryId: 'e2' },
  ];

  async function upgraded(owner: unknown) {
    const name = `upgrade-photos-${Math.random()}`;
    const old = new Dexie(name);
    old.version(6).stores(v6);
    await old.table('bakePhotos').bulkAdd(rows);
    if (owner !== undefined) await old.table('meta').put({ key: 'userDataOwner', value: owner });
    old.close();
    return (await new SiftDb(name).bakePhotos.toArray()).sort((a, b) => a.id.localeCompare(b.id));
  }

  it('keeps every waiting photo and removal, as the device’s owner’s', async () => {
    const kept = await upgraded(42);
    expect(kept).toHaveLength(2);
    expect(kept.map((row) => [row.id, row.kind, row.userId])).toEqual([
      ['c'.repeat(32), 'remove', 42],
      ['w1', 'upload', 42],
    ]);
    expect(kept[1]).toMatchObject({ entryId: 'e1', addedAt: 1 });
  });

  it('leaves them to be claimed with the signed-out journal when the device has no owner', async () => {
    expect((await upgraded(undefined)).map((row) => row.userId)).toEqual([null, null]);
  });
});
