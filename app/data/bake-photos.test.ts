import 'fake-indexeddb/auto';
import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { bakePhotoField } from '../../shared/bake-photos';
import type { BakePhotoFields } from '../../shared/journal';
import { phoneJpeg } from '../../api/test/reviews';
import { liveQuery } from 'dexie';
import { BakePhotoError, addBakePhotos, bakePhotosShown, removeBakePhoto, sendBakePhotos } from './bake-photos';
import type { BakePhotoRow } from './bake-photo-rows';
import { db } from './db';
import { recordBake, removeBake } from './journal';
import { setOutboxUser, setRetryTimerEnabled } from './outbox';
import { startUserSync } from './user-data';
import {
  HALF_BUTTERCREAM_BAKE,
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
 * A bake's photos on this device against the real API (docs/decisions/041-a-bake-becomes-a-review.md):
 * one taken offline waits on the device; online it is sent, the entry names it on the account,
 * and its owner reads it without EXIF; the bounds hold before anything is kept; a removed photo
 * and a removed bake's photos are deleted on the server.
 */
let api: RunningApi;
let base: string;
let cookie: string;
let offline = false;

/** Until the outbox has sent what waits (up to 5 s: a loaded machine answers slowly). */
const settle = () => settleOutbox(500);
const photoStatus = async (id: string) =>
  (await realFetch(`${base}/api/me/bake-photos/${id}/400`, { headers: { Cookie: cookie } })).status;
const serverPhotos = (entryId: string) => accountBakePhotos(base, cookie, entryId);

/** The three upload calls, as the device makes them (through the page's `fetch`); answers the photo's id. */
async function uploadAsTheDevice(blob: Blob): Promise<string> {
  const json = { 'Content-Type': 'application/json' };
  const granted = await fetch('/api/me/bake-photos/upload', { method: 'POST' });
  const { uploadURL } = (await granted.json()) as { uploadURL: string };
  const put = await fetch(uploadURL, { method: 'PUT', headers: { 'Content-Type': blob.type }, body: blob });
  expect(put.status).toBeLessThan(300);
  const stored = await fetch('/api/me/bake-photos/set-policy', {
    method: 'PUT',
    headers: json,
    body: JSON.stringify({ uploadURL }),
  });
  return ((await stored.json()) as { id: string }).id;
}

async function startServer() {
  api = await startApi();
  base = api.base;
  const account = await signInAs(base, 'photographer');
  cookie = account.cookie;
  routeFetchTo(base, { cookie: () => cookie, refuse: () => offline });
  setRetryTimerEnabled(false);
  await Promise.all(db.tables.map((t) => t.clear()));
  // A fresh sign-in: a 401 the last test's server gave a late request is forgotten.
  setOutboxUser(null);
  setOutboxUser(account.id);
  await startUserSync(account.id);
}
afterAll(async () => {
  vi.unstubAllGlobals();
  await stopApi(api);
});

describe('a bake’s photos on this device', () => {
  it('wait offline, are sent online and named by the entry, and go when removed', { timeout: 60_000 }, async () => {
    await startServer();
    const bake = await recordBake(HALF_BUTTERCREAM_BAKE);
    await settle();
    const jpeg = new Blob([new Uint8Array(await phoneJpeg())], { type: 'image/jpeg' });

    // Offline: kept on the device, nothing sent.
    offline = true;
    await addBakePhotos(bake.id, [jpeg]);
    await sendBakePhotos();
    const waiting = await db.bakePhotos.where('entryId').equals(bake.id).toArray();
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({ kind: 'upload', entryId: bake.id });
    expect(await devicePhotos(bake.id)).toEqual([]);

    expect(await bakePhotosShown(db, bake.id)).toEqual([
      { id: waiting[0].id, state: 'waiting', blob: expect.any(Blob), refused: undefined },
    ]);

    // Online: sent, named by the entry here and on the account; its owner reads it without EXIF.
    // What the bake shows while it goes: the photo once, waiting then sent, never both at a time.
    const shown: string[][] = [];
    const watching = liveQuery(() => bakePhotosShown(db, bake.id)).subscribe((photos) =>
      shown.push(photos.map((photo) => photo.state)),
    );
    offline = false;
    await sendBakePhotos();
    await settle();
    await new Promise((r) => setTimeout(r, 50));
    watching.unsubscribe();
    expect(shown[0]).toEqual(['waiting']);
    expect(shown.at(-1)).toEqual(['sent']);
    expect(shown.filter((states) => states.length !== 1)).toEqual([]);
    expect(await db.bakePhotos.count()).toBe(0);
    const [id] = await devicePhotos(bake.id);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(await bakePhotosShown(db, bake.id)).toEqual([{ id, state: 'sent' }]);
    expect(await serverPhotos(bake.id)).toEqual([id]);
    const served = await realFetch(`${base}/api/me/bake-photos/${id}/800`, { headers: { Cookie: cookie } });
    expect(served.headers.get('cache-control')).toBe('private, no-store');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).exif).toBeUndefined();

    // The bounds, before anything is kept: 3 a bake, images only, 10 MB each.
    await expect(addBakePhotos(bake.id, [jpeg, jpeg, jpeg])).rejects.toThrow('A bake keeps at most 3 photos.');
    await expect(addBakePhotos(bake.id, [new Blob(['<svg/>'], { type: 'image/svg+xml' })])).rejects.toBeInstanceOf(
      BakePhotoError,
    );
    const huge = new Blob([new Uint8Array(10_485_761)], { type: 'image/jpeg' });
    await expect(addBakePhotos(bake.id, [huge])).rejects.toThrow('A photo is larger than 10 MB.');
    expect(await db.bakePhotos.count()).toBe(0);

    // Removed: gone from the entry, the account and the server's files.
    await removeBakePhoto(bake.id, { id, state: 'sent' });
    await sendBakePhotos();
    await settle();
    expect(await devicePhotos(bake.id)).toEqual([]);
    expect(await serverPhotos(bake.id)).toEqual([]);
    expect(await photoStatus(id)).toBe(404);

    // A bake removed takes its sent photos.
    await addBakePhotos(bake.id, [jpeg]);
    await sendBakePhotos();
    const [second] = await devicePhotos(bake.id);
    expect(await photoStatus(second)).toBe(200);
    await removeBake(bake.id);
    await sendBakePhotos();
    expect(await photoStatus(second)).toBe(404);
    expect(await db.bakePhotos.count()).toBe(0);
  });

  it('named on its bake as the page closed, before the account was told: told the next time', async () => {
    await stopApi(api);
    await startServer();
    const bake = await recordBake({ ...HALF_BUTTERCREAM_BAKE, note: 'The page closed' });
    await settle();
    // Uploaded, named on the entry here, and the page gone before the change was queued.
    const jpeg = new Blob([new Uint8Array(await phoneJpeg())], { type: 'image/jpeg' });
    const id = await uploadAsTheDevice(jpeg);
    const naming: BakePhotoFields = { [bakePhotoField(id)]: Date.now() };
    await db.journal.update(bake.id, naming);
    const userId = (await db.meta.get('userDataOwner'))!.value as number;
    const named: BakePhotoRow = {
      kind: 'upload',
      id: 'row-1',
      entryId: bake.id,
      userId,
      blob: jpeg,
      addedAt: 1,
      sent: id,
      named: true,
    };
    await db.bakePhotos.put(named);
    expect(await bakePhotosShown(db, bake.id)).toEqual([{ id, state: 'sent' }]);
    expect(await serverPhotos(bake.id)).toEqual([]);

    await sendBakePhotos();
    await settle();
    expect(await serverPhotos(bake.id)).toEqual([id]);
    expect(await devicePhotos(bake.id)).toEqual([id]);
    expect(await db.bakePhotos.count()).toBe(0);
  });
});
