import request from 'supertest';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BAKE_PHOTO_LIMITS, UNNAMED_BAKE_PHOTO_GRACE_MS, bakePhotoField } from '../../shared/bake-photos';
import { encodeStamp } from '../../shared/user-data/hlc';
import { REVIEW_LIMITS } from '../reviews/limits';
import { removeAccountReviews } from '../reviews/account';
import { createRepos } from '../db/repos';
import { createObjectStore } from '../storage/object-store';
import { join } from 'node:path';
import { existsSync } from 'node:fs';
import { makeTestApp, type TestApp } from '../test/harness';
import { adminAuth, approve, gpsTags, phoneJpeg, signedInBaker, someRecipe } from '../test/reviews';

type Agent = Awaited<ReturnType<typeof signedInBaker>>['agent'];

/** Sends `bytes` as a photo of a bake through the three calls; answers the photo's id. */
async function uploadBakePhoto(t: TestApp, agent: Agent, bytes: Buffer): Promise<string> {
  const { uploadURL } = (await agent.post('/api/me/bake-photos/upload').expect(200)).body as { uploadURL: string };
  await request(t.app).put(uploadURL).set('Content-Type', 'image/jpeg').send(bytes).expect(200);
  return (await agent.put('/api/me/bake-photos/set-policy').send({ uploadURL }).expect(200)).body.id as string;
}

/**
 * A bake's photos (docs/decisions/041-a-bake-becomes-a-review.md): the review photos' checks and
 * budget, stored without EXIF, private to their owner (never under /objects), removed with the
 * entry or the account, and copied publicly only when the bake is posted as a review.
 */
const at = (wall: number) => encodeStamp({ wall, count: 0, node: 'phone01' });
const BAKE = {
  recipeId: 3,
  slug: 'vanilla-buttercream',
  title: 'Vanilla Buttercream',
  madeAt: 1,
  units: 'us',
  factor: 1,
  sizeLabel: 'Original',
  sizeFacts: 'Serves 12',
  tool: null,
  lines: ['4 cups powdered sugar'],
  steps: ['Beat the butter.'],
  recipeVersion: 1,
  recipeUpdatedAt: '2026-11-20T10:00:00.000Z',
  note: '',
};

describe('photos of a bake', () => {
  it('are stored without EXIF or GPS and served only to their owner, privately', async () => {
    const t = await makeTestApp();
    const ada = await signedInBaker(t, 'Ada');
    const bob = await signedInBaker(t, 'Bob');
    const jpeg = await phoneJpeg();
    expect(gpsTags((await sharp(jpeg).metadata()).exif!)).toEqual([1, 2, 3, 4]);
    const id = await uploadBakePhoto(t, ada.agent, jpeg);
    expect(id).toMatch(/^[0-9a-f]{32}$/);

    const served = await ada.agent.get(`/api/me/bake-photos/${id}/800`).buffer(true).expect(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('private, no-store');
    const meta = await sharp(served.body as Buffer).metadata();
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([400, 600]); // turned upright

    // Another account: it does not exist; nobody signed in: 401; never under the public images.
    expect((await bob.agent.get(`/api/me/bake-photos/${id}/800`).expect(404)).body).toEqual({
      message: 'Photo not found',
    });
    await request(t.app).get(`/api/me/bake-photos/${id}/800`).expect(401);
    await request(t.app).get(`/objects/bake-${id}`).expect(404);
    await request(t.app).get(`/objects/bake-${id}/400`).expect(404);
    await ada.agent.get(`/api/me/bake-photos/${id}/500`).expect(404);
    await ada.agent.get('/api/me/bake-photos/not-an-id/400').expect(404);
    await bob.agent.delete(`/api/me/bake-photos/${id}`).expect(404);
    await bob.agent.post(`/api/me/bake-photos/${id}/review-copy`).expect(404);
  });

  it('go through the same checks: not an image is refused, and a review photo is not a bake photo', async () => {
    const t = await makeTestApp();
    const ada = await signedInBaker(t, 'Ada');
    const { uploadURL } = (await ada.agent.post('/api/me/bake-photos/upload').expect(200)).body as {
      uploadURL: string;
    };
    const refused = await request(t.app)
      .put(uploadURL)
      .set('Content-Type', 'image/jpeg')
      .send(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))
      .expect(415);
    expect(refused.body.message).toMatch(/Unsupported image type/);
    // Someone else's upload URL is not hers to store.
    const bob = await signedInBaker(t, 'Bob');
    await bob.agent.put('/api/me/bake-photos/set-policy').send({ uploadURL }).expect(404);
    await ada.agent.put('/api/me/bake-photos/set-policy').send({ uploadURL: 'nonsense' }).expect(400);
  });

  it('are removed, files and all, and an account deleted takes them', async () => {
    const t = await makeTestApp();
    const ada = await signedInBaker(t, 'Ada');
    const objects = join(t.dataDir, 'objects');
    const one = await uploadBakePhoto(t, ada.agent, await phoneJpeg());
    const two = await uploadBakePhoto(t, ada.agent, await phoneJpeg());
    expect(existsSync(join(objects, `bake-${one}`))).toBe(true);
    expect((await ada.agent.delete(`/api/me/bake-photos/${one}`).expect(200)).body).toEqual({ deleted: true });
    expect(existsSync(join(objects, `bake-${one}`))).toBe(false);
    await ada.agent.get(`/api/me/bake-photos/${one}/400`).expect(404);
    await ada.agent.delete(`/api/me/bake-photos/${one}`).expect(404);

    await removeAccountReviews({ db: t.db, repos: createRepos(t.db), objects: createObjectStore(objects) }, ada.id);
    expect(existsSync(join(objects, `bake-${two}`))).toBe(false);
    expect(t.db.prepare('SELECT count(*) FROM uploads WHERE user_id = ?').pluck().get(ada.id)).toBe(0);
  });

  it('spend the account’s photo budget, and an account keeps at most 300', async () => {
    const t = await makeTestApp();
    const ada = await signedInBaker(t, 'Ada');
    for (let i = 0; i < REVIEW_LIMITS.photosPerAccount.max; i++)
      await ada.agent.post('/api/me/bake-photos/upload').expect(200);
    const over = await ada.agent.post('/api/me/bake-photos/upload').expect(429);
    expect(over.body.message).toBe('You can add at most 20 photos a day. Please try again tomorrow.');
    expect(over.headers['retry-after']).toBeDefined();
    // Review photos share the budget.
    await ada.agent.post('/api/reviews/photos/upload').expect(429);

    const bob = await signedInBaker(t, 'Bob');
    const insert = t.db.prepare(
      'INSERT INTO uploads (id, user_id, created_at, expires_at, object_key) VALUES (?, ?, ?, 0, ?)',
    );
    // Sent just now (within the time a device has to name them on their bakes): none is swept.
    for (let i = 0; i < BAKE_PHOTO_LIMITS.perAccount; i++) {
      const id = i.toString(16).padStart(32, '0');
      insert.run(id, bob.id, Date.now(), `bake-${id}`);
    }
    const full = await bob.agent.post('/api/me/bake-photos/upload').expect(409);
    expect(full.body.message).toBe(
      'You keep at most 300 photos of your bakes. Remove some from older bakes to add more.',
    );
  });

  it('become public only as the review’s own copy, pending until approved', async () => {
    const t = await makeTestApp();
    const auth = await adminAuth(t);
    const ada = await signedInBaker(t, 'Ada');
    const { slug } = someRecipe(t);
    const id = await uploadBakePhoto(t, ada.agent, await phoneJpeg());
    const { photo } = (await ada.agent.post(`/api/me/bake-photos/${id}/review-copy`).expect(200)).body as {
      photo: string;
    };
    expect(photo).toMatch(/^\/objects\/review-[0-9a-f]{32}$/);
    expect(photo).not.toContain(id);
    const review = await ada.agent
      .post(`/api/recipes/${slug}/reviews`)
      .send({ rating: 5, text: 'Lovely', photo })
      .expect(201);
    expect(review.body).toMatchObject({ status: 'pending', photo });
    expect((await request(t.app).get(`/api/recipes/${slug}/reviews`).expect(200)).body.reviews).toEqual([]);
    await approve(t, auth, review.body.id);
    const [shown] = (await request(t.app).get(`/api/recipes/${slug}/reviews`).expect(200)).body.reviews;
    expect(shown.photo).toBe(photo);
    const copy = await request(t.app).get(`${photo}/800`).buffer(true).expect(200);
    expect((await sharp(copy.body as Buffer).metadata()).exif).toBeUndefined();
    // The bake's own photo stays private.
    await request(t.app).get(`/objects/bake-${id}/800`).expect(404);
    await ada.agent.get(`/api/me/bake-photos/${id}/800`).expect(200);
  });

  it('that no bake names are swept at the next upload once older than the grace; named and fresh ones stay', async () => {
    const t = await makeTestApp();
    const ada = await signedInBaker(t, 'Ada');
    const jpeg = await phoneJpeg();
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push(await uploadBakePhoto(t, ada.agent, jpeg));
    const [named, old, fresh, inOldList, removed, ofRemovedBake] = ids as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    // Named in its own field, named in an entry's old list, named then removed, on a bake removed since.
    const now = Date.now();
    await ada.agent
      .post('/api/me/changes')
      .send({
        changes: [
          { op: 'set', c: 'journal', id: 'bake-1', t: at(now), fields: { ...BAKE, [bakePhotoField(named)]: now } },
          { op: 'set', c: 'journal', id: 'bake-2', t: at(now), fields: { ...BAKE, photos: [inOldList] } },
          { op: 'set', c: 'journal', id: 'bake-1', t: at(now + 1), fields: { [bakePhotoField(removed)]: now } },
          { op: 'set', c: 'journal', id: 'bake-1', t: at(now + 2), fields: { [bakePhotoField(removed)]: null } },
          {
            op: 'set',
            c: 'journal',
            id: 'bake-3',
            t: at(now),
            fields: { ...BAKE, [bakePhotoField(ofRemovedBake)]: now },
          },
          { op: 'delete', c: 'journal', id: 'bake-3', t: at(now + 3) },
        ],
      })
      .expect(200);
    // All but one were sent longer ago than the grace.
    const aged = t.db.prepare('UPDATE uploads SET created_at = ? WHERE id = ?');
    for (const id of [named, old, inOldList, removed, ofRemovedBake])
      aged.run(now - UNNAMED_BAKE_PHOTO_GRACE_MS - 60_000, id);
    const repos = createRepos(t.db);
    const stored = () => repos.uploads.storedOfUserWithPrefix(ada.id, 'bake-');
    expect(stored()).toBe(6);
    for (const id of ids) {
      await ada.agent.get(`/api/me/bake-photos/${id}/400`).expect(200);
      expect(existsSync(join(t.dataDir, 'objects', `bake-${id}`))).toBe(true);
    }

    await ada.agent.post('/api/me/bake-photos/upload').expect(200);
    for (const id of [old, removed, ofRemovedBake]) {
      await ada.agent.get(`/api/me/bake-photos/${id}/400`).expect(404);
      expect(existsSync(join(t.dataDir, 'objects', `bake-${id}`))).toBe(false);
      expect(repos.uploads.find(id)).toBeUndefined();
    }
    for (const id of [named, fresh, inOldList]) await ada.agent.get(`/api/me/bake-photos/${id}/400`).expect(200);
    expect(stored()).toBe(3);
  });
});
