import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ratingText } from '../../shared/rating';
import { expiredAdminToken, bearer } from '../test/admin';
import { makeTestApp, type TestApp } from '../test/harness';
import { adminAuth, approve, signedInBaker, someRecipe } from '../test/reviews';

const reviews = (slug: string) => `/api/recipes/${slug}/reviews`;
const figures = async (t: TestApp, slug: string) => (await request(t.app).get(`/api/recipes/${slug}`)).body.rating;

describe('moderation: GET /api/admin/reviews, approve, reject, reply', () => {
  it('lists pending reviews with their recipe and reviewer; approving makes them public and counted', async () => {
    const t = await makeTestApp();
    const auth = await adminAuth(t);
    const { slug, id: recipeId } = someRecipe(t);
    const ada = await signedInBaker(t, 'Ada Lovelace');
    const posted = await ada.agent.post(reviews(slug)).send({ rating: 5, text: 'Perfect' }).expect(201);

    const pending = await request(t.app).get('/api/admin/reviews?status=pending').set(auth).expect(200);
    expect(pending.headers['cache-control']).toBe('no-store');
    expect(pending.body.reviews).toHaveLength(1);
    expect(pending.body.reviews[0]).toMatchObject({
      id: posted.body.id,
      status: 'pending',
      author: 'Ada Lovelace',
      username: ada.username,
      recipe: { id: recipeId, slug },
      moderatedAt: null,
    });
    // pending is the default list
    expect((await request(t.app).get('/api/admin/reviews').set(auth)).body).toEqual(pending.body);

    const approved = await request(t.app).post(`/api/admin/reviews/${posted.body.id}/approve`).set(auth).expect(200);
    expect(approved.body).toMatchObject({ status: 'approved' });
    expect(approved.body.moderatedAt).not.toBeNull();
    expect((await request(t.app).get('/api/admin/reviews?status=pending').set(auth)).body.reviews).toEqual([]);
    expect((await request(t.app).get('/api/admin/reviews?status=approved').set(auth)).body.reviews).toHaveLength(1);
    expect(await figures(t, slug)).toEqual({ average: 5, count: 1 });
    expect((await request(t.app).get(reviews(slug))).body.reviews).toHaveLength(1);
  });

  it('keeps the figures of the issue: 5 -> "5.0 (1)", a 3 -> "4.0 (2)", the first again as 4 -> "3.5 (2)"', async () => {
    const t = await makeTestApp();
    const auth = await adminAuth(t);
    const { slug } = someRecipe(t);
    const a = await signedInBaker(t, 'A');
    const b = await signedInBaker(t, 'B');
    const first = await a.agent.post(reviews(slug)).send({ rating: 5, text: 'Wonderful' }).expect(201);
    expect(await figures(t, slug)).toBeUndefined();
    await approve(t, auth, first.body.id);
    expect(ratingText(await figures(t, slug))).toBe('5.0 (1)');
    const second = await b.agent.post(reviews(slug)).send({ rating: 3 }).expect(201);
    await approve(t, auth, second.body.id);
    expect(ratingText(await figures(t, slug))).toBe('4.0 (2)');
    const again = await a.agent.post(reviews(slug)).send({ rating: 4, text: 'Still good' }).expect(201);
    expect(ratingText(await figures(t, slug))).toBe('3.0 (1)');
    await approve(t, auth, again.body.id);
    expect(ratingText(await figures(t, slug))).toBe('3.5 (2)');
  });

  it('rejecting takes an approved review out of the page and the figures; it can be approved later', async () => {
    const t = await makeTestApp();
    const auth = await adminAuth(t);
    const { slug } = someRecipe(t);
    const ada = await signedInBaker(t, 'Ada');
    const posted = await ada.agent.post(reviews(slug)).send({ rating: 2, text: 'Buy pills at spam.example' });
    await approve(t, auth, posted.body.id);
    const rejected = await request(t.app).post(`/api/admin/reviews/${posted.body.id}/reject`).set(auth).expect(200);
    expect(rejected.body.status).toBe('rejected');
    expect(await figures(t, slug)).toBeUndefined();
    expect((await request(t.app).get(reviews(slug))).body.reviews).toEqual([]);
    expect((await request(t.app).get('/api/admin/reviews?status=rejected').set(auth)).body.reviews).toHaveLength(1);
    expect((await ada.agent.get(`${reviews(slug)}/mine`)).body.review.status).toBe('rejected');
    await approve(t, auth, posted.body.id);
    expect(await figures(t, slug)).toEqual({ average: 2, count: 1 });
  });

  it('shows the reply under the review; an empty reply takes it away; too long or control characters: 400', async () => {
    const t = await makeTestApp();
    const auth = await adminAuth(t);
    const { slug } = someRecipe(t);
    const ada = await signedInBaker(t, 'Ada');
    const posted = await ada.agent.post(reviews(slug)).send({ rating: 4, text: 'Too sweet for me' });
    await approve(t, auth, posted.body.id);
    const path = `/api/admin/reviews/${posted.body.id}/reply`;
    await request(t.app).post(path).set(auth).send({ text: 'Try 20% less sugar next time!' }).expect(200);
    const shown = (await request(t.app).get(reviews(slug))).body.reviews[0];
    expect(shown.reply.text).toBe('Try 20% less sugar next time!');
    expect(Date.parse(shown.reply.at)).toBeGreaterThan(0);

    const long = await request(t.app)
      .post(path)
      .set(auth)
      .send({ text: 'x'.repeat(2001) })
      .expect(400);
    expect(long.body.message).toBe('text: A reply can be at most 2,000 characters');
    const control = await request(t.app).post(path).set(auth).send({ text: 'Hi\u0007' }).expect(400);
    expect(control.body.message).toMatch(/^text: The reply contains characters that cannot be shown/);
    expect((await request(t.app).post(path).set(auth).send({})).status).toBe(400);

    await request(t.app).post(path).set(auth).send({ text: '' }).expect(200);
    expect((await request(t.app).get(reviews(slug))).body.reviews[0].reply).toBeNull();
  });

  it('answers 401 without a live admin token, 404 for a review nobody wrote, 400 for an id that is not one', async () => {
    const t = await makeTestApp();
    const auth = await adminAuth(t);
    const ada = await signedInBaker(t, 'Ada');
    for (const [method, path] of [
      ['get', '/api/admin/reviews'],
      ['post', '/api/admin/reviews/1/approve'],
      ['post', '/api/admin/reviews/1/reject'],
      ['post', '/api/admin/reviews/1/reply'],
    ] as const) {
      const call = () => request(t.app)[method](path);
      expect((await call().send({ text: 'hi' })).status).toBe(401);
      const expired = bearer(expiredAdminToken(t));
      expect((await call().set(expired).send({ text: 'hi' })).status).toBe(401);
      // A baker's session is not the admin's.
      expect((await ada.agent[method](path).send({ text: 'hi' })).status).toBe(401);
    }
    const missing = await request(t.app).post('/api/admin/reviews/999/approve').set(auth).expect(404);
    expect(missing.body.message).toBe('Review 999 does not exist.');
    const bad = await request(t.app).post('/api/admin/reviews/abc/reject').set(auth).expect(400);
    expect(bad.body.message).toBe('id must be a positive whole number');
    const status = await request(t.app).get('/api/admin/reviews?status=spam').set(auth).expect(400);
    expect(status.body.message).toMatch(/^status: /);
  });

  it('pages each list newest first', async () => {
    const t = await makeTestApp();
    const auth = await adminAuth(t);
    const ids: number[] = [];
    for (let i = 0; i < 7; i++) {
      const baker = await signedInBaker(t, `Baker ${i}`);
      ids.push((await baker.agent.post(reviews(someRecipe(t, i % 3).slug)).send({ rating: 5 })).body.id as number);
    }
    const first = await request(t.app).get('/api/admin/reviews?status=pending&limit=4').set(auth).expect(200);
    expect(first.headers.link).toBe(
      `</api/admin/reviews?status=pending&limit=4&cursor=${first.body.nextCursor}>; rel="next"`,
    );
    const rest = await request(t.app)
      .get(`/api/admin/reviews?status=pending&limit=4&cursor=${first.body.nextCursor}`)
      .set(auth)
      .expect(200);
    expect(rest.headers.link).toBeUndefined();
    expect([...first.body.reviews, ...rest.body.reviews].map((r: { id: number }) => r.id)).toEqual(ids.reverse());
    expect(rest.body.nextCursor).toBeNull();
  });
});

describe('cached public answers change when a review is approved (decision 012)', () => {
  it("gives the recipe a new version: its ETag, the list's and the sync's answers all change", async () => {
    const t = await makeTestApp();
    const auth = await adminAuth(t);
    const { slug, id } = someRecipe(t);
    const ada = await signedInBaker(t, 'Ada');
    const recipeBefore = await request(t.app).get(`/api/recipes/${slug}`).expect(200);
    const listBefore = await request(t.app).get('/api/recipes').expect(200);
    const sync = await request(t.app).get('/api/sync/recipes?since=0&limit=2000').expect(200);
    const cursor = sync.body.cursor as number;

    const posted = await ada.agent.post(reviews(slug)).send({ rating: 4 }).expect(201);
    // Pending: nothing public moved.
    await request(t.app).get(`/api/recipes/${slug}`).set('If-None-Match', recipeBefore.headers.etag!).expect(304);
    expect((await request(t.app).get(`/api/sync/recipes?since=${cursor}`)).body.recipes).toEqual([]);

    await approve(t, auth, posted.body.id);
    const recipeAfter = await request(t.app)
      .get(`/api/recipes/${slug}`)
      .set('If-None-Match', recipeBefore.headers.etag!)
      .expect(200);
    expect(recipeAfter.body.rating).toEqual({ average: 4, count: 1 });
    expect(recipeAfter.body.version).toBeGreaterThan(recipeBefore.body.version);
    const listAfter = await request(t.app).get('/api/recipes').set('If-None-Match', listBefore.headers.etag!);
    expect(listAfter.status).toBe(200);
    expect(listAfter.body.find((r: { id: number }) => r.id === id).rating).toEqual({ average: 4, count: 1 });
    const changes = await request(t.app).get(`/api/sync/recipes?since=${cursor}`).expect(200);
    expect(changes.body.recipes.map((r: { id: number; rating: unknown }) => [r.id, r.rating])).toEqual([
      [id, { average: 4, count: 1 }],
    ]);
  });

  it("leaves the figures right when an account's or a recipe's rows go by cascade", async () => {
    const t = await makeTestApp();
    const auth = await adminAuth(t);
    const { slug, id } = someRecipe(t);
    const ada = await signedInBaker(t, 'Ada');
    const bob = await signedInBaker(t, 'Bob');
    await approve(t, auth, (await ada.agent.post(reviews(slug)).send({ rating: 5 })).body.id);
    await approve(t, auth, (await bob.agent.post(reviews(slug)).send({ rating: 2 })).body.id);
    t.db.prepare('DELETE FROM users WHERE id = ?').run(bob.id);
    expect(await figures(t, slug)).toEqual({ average: 5, count: 1 });
    // A recipe deleted takes its reviews; its tombstone's version is the catalog's last change.
    await request(t.app).delete(`/api/recipes/${slug}`).set(auth).expect(204);
    expect(t.db.prepare('SELECT count(*) FROM reviews WHERE recipe_id = ?').pluck().get(id)).toBe(0);
    const sync = await request(t.app).get('/api/sync/recipes?since=0&limit=2000').expect(200);
    expect(sync.body.deleted).toContain(id);
    const tombstone = t.db.prepare('SELECT version FROM tombstones WHERE recipe_id = ?').pluck().get(id);
    expect(sync.body.cursor).toBe(tombstone);
  });
});
