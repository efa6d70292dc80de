import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { phoneJpeg } from '../../api/test/reviews';
import { bakePhotoField, bakePhotoIds } from '../../shared/bake-photos';
import { addBakePhotos, bakePhotosShown, removeBakePhoto, sendBakePhotos } from './bake-photos';
import { db } from './db';
import { recordBake } from './journal';
import { flushOutbox, setOutboxUser, setRetryTimerEnabled } from './outbox';
import { pullUserData, startUserSync } from './user-data';
import {
  BUTTERCREAM_BAKE,
  accountBakePhotos,
  realFetch,
  routeFetchTo,
  signInAs,
  startApi,
  stopApi,
  type RunningApi,
} from './test-device';

/**
 * Two devices of one account naming photos on one bake
 * (docs/decisions/045-a-bakes-photos-merge-across-devices.md): each device is the app's own
 * modules over its own IndexedDB, both against the real API and its SQLite file. Photos added on
 * both at once are all kept, on both; a removal on one and an add on the other both hold; an
 * entry named before, by the old `photos` array, still shows its photos and can lose one.
 */
let api: RunningApi;
let base: string;
let cookie = '';
let userId = 0;
/** While set, the account's changes neither go nor come (each device names its photo unaware of the other's). */
let holdChanges = false;

/**
 * A device: the app's data over an IndexedDB of its own. The app's database is switched from one
 * device's IndexedDB to the other's between steps, once each is done (its photos named and its
 * changes sent or held), so each reads and writes only its own, as on two machines.
 */
function aDevice() {
  const indexedDB = new IDBFactory();
  let started = false;
  /** Makes this the device the app runs on, signed in as the baker. */
  const runHere = async () => {
    const deps = (db as unknown as { _deps: { indexedDB: IDBFactory } })._deps;
    if (deps.indexedDB === indexedDB && db.isOpen()) return;
    // The last device's work done first (a queue's run, its state read after it).
    await flushOutbox();
    await new Promise((r) => setTimeout(r, 50));
    db.close();
    deps.indexedDB = indexedDB;
    await db.open();
    if (!started) await startUserSync(userId);
    started = true;
  };
  return {
    runHere,
    /** Names its new photos on the bake (the changes held or sent), as the app does once online. */
    async addPhoto(entryId: string) {
      await runHere();
      await addBakePhotos(entryId, [await jpeg()]);
      await sendBakePhotos();
      await settle();
    },
    async removePhoto(entryId: string, id: string) {
      await runHere();
      await removeBakePhoto(entryId, { id, state: 'sent' });
      await sendBakePhotos();
      await settle();
    },
    /** Sends what it queued, then takes in what the account has. */
    async sync() {
      await runHere();
      await settle();
      await pullUserData();
    },
    /** The photos its bake shows, in order. */
    async shown(entryId: string) {
      await runHere();
      return (await bakePhotosShown(db, entryId)).map((photo) => `${photo.state}:${photo.id}`);
    },
    async entry(entryId: string) {
      await runHere();
      return db.journal.get(entryId);
    },
  };
}

/** Until nothing waits to be sent from the device that runs (photos named, changes sent or held). */
const settle = async () => {
  for (let i = 0; i < 300; i++) {
    await new Promise((r) => setTimeout(r, 10));
    if (!holdChanges) await flushOutbox({ force: true });
    const pending = holdChanges ? 0 : await db.outbox.where('status').equals('pending').count();
    if (i > 2 && !pending && !(await db.bakePhotos.count())) return;
  }
};

const jpeg = async () => new Blob([new Uint8Array(await phoneJpeg())], { type: 'image/jpeg' });
const photoStatus = async (id: string) =>
  (await realFetch(`${base}/api/me/bake-photos/${id}/400`, { headers: { Cookie: cookie } })).status;
/** The bake's photos as the account holds them. */
const accountPhotos = async (entryId: string) => (await accountBakePhotos(base, cookie, entryId))!;

// A fresh server and database for each test (the harness removes its file after each).
beforeEach(async () => {
  api = await startApi();
  base = api.base;
  ({ id: userId, cookie } = await signInAs(base, 'two_devices'));
  routeFetchTo(base, { cookie: () => cookie, refuse: (url) => holdChanges && url.startsWith('/api/me/changes') });
  setRetryTimerEnabled(false);
  setOutboxUser(null);
  setOutboxUser(userId);
  await flushOutbox();
});
afterEach(async () => {
  holdChanges = false;
  vi.unstubAllGlobals();
  await stopApi(api);
});

describe('two devices naming photos on one bake', () => {
  it(
    'both keep their photos added at once; a removal on one and an add on the other both hold',
    { timeout: 90_000 },
    async () => {
      const phone = aDevice();
      const tablet = aDevice();
      await phone.runHere();
      const bake = await recordBake(BUTTERCREAM_BAKE);
      await phone.sync();
      expect(await tablet.entry(bake.id)).toBeDefined();

      // At the same time, before either has heard of the other's: a photo named on each.
      holdChanges = true;
      await phone.addPhoto(bake.id);
      await tablet.addPhoto(bake.id);
      const [p1] = bakePhotoIds((await phone.entry(bake.id))!);
      const [p2] = bakePhotoIds((await tablet.entry(bake.id))!);
      expect(p1).toMatch(/^[0-9a-f]{32}$/);
      expect(p2).toMatch(/^[0-9a-f]{32}$/);
      expect(p2).not.toBe(p1);

      holdChanges = false;
      await phone.sync();
      await tablet.sync();
      await phone.sync();
      // Both photos on both devices, in one order, and on the account.
      const both = [`sent:${p1}`, `sent:${p2}`];
      expect(await phone.shown(bake.id)).toEqual(both);
      expect(await tablet.shown(bake.id)).toEqual(both);
      expect(await accountPhotos(bake.id)).toEqual([p1, p2]);

      // The phone removes the tablet's photo while the tablet adds a third.
      holdChanges = true;
      await phone.removePhoto(bake.id, p2!);
      await tablet.addPhoto(bake.id);
      const p3 = bakePhotoIds((await tablet.entry(bake.id))!).at(-1)!;
      expect([p1, p2]).not.toContain(p3);
      holdChanges = false;
      await phone.sync();
      await tablet.sync();
      await phone.sync();
      const kept = [`sent:${p1}`, `sent:${p3}`];
      expect(await phone.shown(bake.id)).toEqual(kept);
      expect(await tablet.shown(bake.id)).toEqual(kept);
      expect(await accountPhotos(bake.id)).toEqual([p1, p3]);
      expect(await photoStatus(p2!)).toBe(404);
      expect(await photoStatus(p3)).toBe(200);
    },
  );

  it(
    'an entry named by the old photos array still shows its photos and can remove one',
    { timeout: 60_000 },
    async () => {
      const phone = aDevice();
      const tablet = aDevice();
      await phone.runHere();
      const bake = await recordBake({ ...BUTTERCREAM_BAKE, note: 'Named the old way' });
      await phone.addPhoto(bake.id);
      await phone.addPhoto(bake.id);
      await phone.sync();
      const [a, b] = bakePhotoIds((await phone.entry(bake.id))!);
      // As a device before each photo had its own field named them: the whole list, no photo's field.
      const where = "WHERE user_id = ? AND collection = 'journal' AND item_id = ?";
      const stored = api.test.db
        .prepare(`SELECT state FROM user_items ${where}`)
        .pluck()
        .get(userId, bake.id) as string;
      const state = JSON.parse(stored) as { f: Record<string, { v: unknown; t: string }> };
      for (const id of [a!, b!]) delete state.f[bakePhotoField(id)];
      state.f.photos = { v: [b, a], t: state.f.note!.t };
      api.test.db.prepare(`UPDATE user_items SET state = ? ${where}`).run(JSON.stringify(state), userId, bake.id);

      expect((await tablet.entry(bake.id))!.photos).toEqual([b, a]);
      expect(await tablet.shown(bake.id)).toEqual([`sent:${b}`, `sent:${a}`]);

      await tablet.removePhoto(bake.id, b!);
      await tablet.sync();
      expect(await tablet.shown(bake.id)).toEqual([`sent:${a}`]);
      expect(await accountPhotos(bake.id)).toEqual([a]);
      expect(await photoStatus(b!)).toBe(404);
      // The array is left as it was: the removal is the photo's own field.
      const after = (await tablet.entry(bake.id))!;
      expect(after.photos).toEqual([b, a]);
      expect(after[bakePhotoField(b!)]).toBeNull();
    },
  );
});
