import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createRepos } from '../db/repos';
import { createObjectStore } from '../storage/object-store';
import { makeTestApp } from '../test/harness';
import { adminAuth, approve, phoneJpeg, signedInBaker, someRecipe, uploadReviewPhoto } from '../test/reviews';
import { removeAccountReviews } from './account';

describe("deleting an account's reviews (docs/product.md#reviews)", () => {
  it('removes its reviews, their figures, and every photo it uploaded, stored or staged; others stay', async () => {
    const t = await makeTestApp();
    const auth = await adminAuth(t);
    const ada = await signedInBaker(t, 'Ada');
    const bob = await signedInBaker(t, 'Bob');
    const [one, two] = [someRecipe(t, 0).slug, someRecipe(t, 1).slug];
    const photo = await uploadReviewPhoto(t, ada.agent, await phoneJpeg());
    await approve(t, auth, (await ada.agent.post(`/api/recipes/${one}/reviews`).send({ rating: 1, photo })).body.id);
    await ada.agent.post(`/api/recipes/${two}/reviews`).send({ rating: 2 }).expect(201);
    await approve(t, auth, (await bob.agent.post(`/api/recipes/${one}/reviews`).send({ rating: 5 })).body.id);
    // A photo sent but never stored waits in staging.
    const staged = (await ada.agent.post('/api/reviews/photos/upload')).body.uploadURL as string;
    await request(t.app)
      .put(staged)
      .set('Content-Type', 'image/jpeg')
      .send(await phoneJpeg())
      .expect(200);
    const objects = join(t.dataDir, 'objects');
    expect(readdirSync(join(objects, '.staging'))).toHaveLength(1);
    expect((await request(t.app).get(`/api/recipes/${one}`)).body.rating).toEqual({ average: 3, count: 2 });

    const removed = await removeAccountReviews(
      { db: t.db, repos: createRepos(t.db), objects: createObjectStore(objects) },
      ada.id,
    );
    expect(removed).toEqual({ reviews: 2, photos: 1 });
    expect((await request(t.app).get(`/api/recipes/${one}`)).body.rating).toEqual({ average: 5, count: 1 });
    expect(t.db.prepare('SELECT count(*) FROM reviews WHERE user_id = ?').pluck().get(ada.id)).toBe(0);
    expect(t.db.prepare('SELECT count(*) FROM uploads WHERE user_id = ?').pluck().get(ada.id)).toBe(0);
    expect(existsSync(join(objects, photo.slice('/objects/'.length)))).toBe(false);
    expect(readdirSync(join(objects, '.staging'))).toEqual([]);
    await request(t.app).get(`${photo}/800`).expect(404);
    expect((await request(t.app).get(`/api/recipes/${one}/reviews`)).body.reviews).toHaveLength(1);
  });
});
