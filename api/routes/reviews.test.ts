import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { REVIEW_LIMITS } from '../reviews/limits';
import { makeTestApp } from '../test/harness';
import { adminAuth, approve, signedInBaker, someRecipe } from '../test/reviews';

const base = (slug: string) => `/api/recipes/${slug}/reviews`;

describe('POST /api/recipes/:slug/reviews', () => {
  it('takes a rating with text as pending: 201, and nothing public until the baker approves it', async () => {
    const t = await makeTestApp();
    const recipe = someRecipe(t);
    const ada = await signedInBaker(t, 'Ada Lovelace');
    const res = await ada.agent.post(base(recipe.slug)).send({ rating: 5, text: 'A tender crumb.' }).expect(201);
    expect(res.body).toMatchObject({ rating: 5, text: 'A tender crumb.', status: 'pending', photo: null, reply: null });
    expect(res.headers['cache-control']).toBe('no-store');

    const list = await request(t.app).get(base(recipe.slug)).expect(200);
    expect(list.body).toEqual({ reviews: [], nextCursor: null });
    expect((await request(t.app).get(`/api/recipes/${recipe.slug}`)).body.rating).toBeUndefined();
    const mine = await ada.agent.get(`${base(recipe.slug)}/mine`).expect(200);
    expect(mine.body.review).toMatchObject({ id: res.body.id, status: 'pending' });
  });

  it('answers 401 to a visitor who is not signed in, for every own-review call', async () => {
    const t = await makeTestApp();
    const { slug } = someRecipe(t);
    for (const res of [
      await request(t.app).post(base(slug)).send({ rating: 5 }),
      await request(t.app).delete(base(slug)),
      await request(t.app).get(`${base(slug)}/mine`),
      await request(t.app).post('/api/reviews/photos/upload'),
      await request(t.app).put('/api/reviews/photos/set-policy').send({ uploadURL: 'x' }),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Not authenticated');
    }
  });

  it.each([
    ['0 stars', { rating: 0 }],
    ['6 stars', { rating: 6 }],
    ['4.5 stars', { rating: 4.5 }],
    ['a string', { rating: '5' }],
    ['no rating', { text: 'Lovely' }],
    ['null', { rating: null }],
  ])('refuses a rating of %s with 400 naming the rating', async (_name, body) => {
    const t = await makeTestApp();
    const ada = await signedInBaker(t, 'Ada');
    const res = await ada.agent
      .post(base(someRecipe(t).slug))
      .send(body)
      .expect(400);
    expect(res.body.message).toBe('rating: Choose a rating from 1 to 5 stars');
    expect(res.body.issues[0].path).toBe('rating');
  });

  it('takes text of 2,000 characters and refuses 2,001, naming the text', async () => {
    const t = await makeTestApp();
    const ada = await signedInBaker(t, 'Ada');
    const { slug } = someRecipe(t);
    const long = await ada.agent
      .post(base(slug))
      .send({ rating: 4, text: 'a'.repeat(2001) })
      .expect(400);
    expect(long.body.message).toBe('text: Your review can be at most 2,000 characters');
    await ada.agent
      .post(base(slug))
      .send({ rating: 4, text: 'a'.repeat(2000) })
      .expect(201);
  });

  it.each([
    ['a bell', 'Great\u0007 loaf'],
    ['a NUL', 'Great\u0000loaf'],
    ['an escape', '\u001b[31mred'],
    ['a right-to-left override', 'Great \u202Efaol'],
    ['a C1 control', 'Great\u0085loaf'],
  ])('refuses text with %s with 400 naming the text', async (_name, text) => {
    const t = await makeTestApp();
    const ada = await signedInBaker(t, 'Ada');
    const res = await ada.agent
      .post(base(someRecipe(t).slug))
      .send({ rating: 3, text })
      .expect(400);
    expect(res.body.message).toBe('text: Your review contains characters that cannot be shown (control characters)');
  });

  it('keeps line breaks and tabs, as one kind of line break, trimmed', async () => {
    const t = await makeTestApp();
    const ada = await signedInBaker(t, 'Ada');
    const res = await ada.agent
      .post(base(someRecipe(t).slug))
      .send({ rating: 4, text: '  First bake.\r\n\tSecond bake better.\r\n' })
      .expect(201);
    expect(res.body.text).toBe('First bake.\n\tSecond bake better.');
  });

  it('keeps HTML and links as the text they are', async () => {
    const t = await makeTestApp();
    const auth = await adminAuth(t);
    const ada = await signedInBaker(t, '<b>Ada</b>');
    const { slug } = someRecipe(t);
    const text = '<script>alert(1)</script> see https://spam.example/buy';
    const posted = await ada.agent.post(base(slug)).send({ rating: 2, text }).expect(201);
    await approve(t, auth, posted.body.id);
    const list = await request(t.app).get(base(slug)).expect(200);
    expect(list.body.reviews[0]).toMatchObject({ text, author: '<b>Ada</b>' });
  });

  it('answers 404 for a recipe nobody has, and refuses a photo that is not an uploaded one', async () => {
    const t = await makeTestApp();
    const ada = await signedInBaker(t, 'Ada');
    const missing = await ada.agent.post(base('no-such-recipe')).send({ rating: 5 }).expect(404);
    expect(missing.body.message).toBe('Recipe not found');
    const { slug } = someRecipe(t);
    for (const photo of ['https://elsewhere.example/cat.jpg', '/objects/upload-' + 'a'.repeat(32), 42]) {
      const res = await ada.agent.post(base(slug)).send({ rating: 5, photo }).expect(400);
      expect(res.body.message).toBe('photo: photo must be the address of a photo uploaded for a review');
    }
    // The right form, but no upload of hers: the same answer.
    const res = await ada.agent
      .post(base(slug))
      .send({ rating: 5, photo: `/objects/review-${'b'.repeat(32)}` })
      .expect(400);
    expect(res.body.message).toBe('photo: photo must be the address of a photo uploaded for a review');
  });

  it('keeps one review per person per recipe: rating again replaces it, pending again, reply gone', async () => {
    const t = await makeTestApp();
    const auth = await adminAuth(t);
    const ada = await signedInBaker(t, 'Ada');
    const { slug, id: recipeId } = someRecipe(t);
    const first = await ada.agent.post(base(slug)).send({ rating: 5, text: 'Loved it' }).expect(201);
    await approve(t, auth, first.body.id);
    await request(t.app).post(`/api/admin/reviews/${first.body.id}/reply`).set(auth).send({ text: 'Thank you!' });

    const again = await ada.agent.post(base(slug)).send({ rating: 3, text: 'Second time it sank' }).expect(201);
    expect(again.body).toMatchObject({ id: first.body.id, rating: 3, status: 'pending', reply: null });
    const rows = t.db.prepare('SELECT count(*) FROM reviews WHERE recipe_id = ?').pluck().get(recipeId);
    expect(rows).toBe(1);
    // Out of the public list and the figures until approved again.
    expect((await request(t.app).get(base(slug))).body.reviews).toEqual([]);
    expect((await request(t.app).get(`/api/recipes/${slug}`)).body.rating).toBeUndefined();
  });
});

describe('DELETE /api/recipes/:slug/reviews', () => {
  it("deletes one's own review only; its figures go with it; a second delete is 404", async () => {
    const t = await makeTestApp();
    const auth = await adminAuth(t);
    const ada = await signedInBaker(t, 'Ada');
    const bob = await signedInBaker(t, 'Bob');
    const { slug } = someRecipe(t);
    const a = await ada.agent.post(base(slug)).send({ rating: 5 }).expect(201);
    const b = await bob.agent.post(base(slug)).send({ rating: 1 }).expect(201);
    await approve(t, auth, a.body.id);
    await approve(t, auth, b.body.id);
    expect((await request(t.app).get(`/api/recipes/${slug}`)).body.rating).toEqual({ average: 3, count: 2 });

    expect((await bob.agent.delete(base(slug)).expect(200)).body).toEqual({ deleted: true });
    expect((await request(t.app).get(`/api/recipes/${slug}`)).body.rating).toEqual({ average: 5, count: 1 });
    const list = await request(t.app).get(base(slug)).expect(200);
    expect(list.body.reviews.map((r: { id: number }) => r.id)).toEqual([a.body.id]);
    const again = await bob.agent.delete(base(slug)).expect(404);
    expect(again.body.message).toBe('You have not reviewed this recipe');
    expect((await bob.agent.get(`${base(slug)}/mine`)).body).toEqual({ review: null });
  });
});

describe('GET /api/recipes/:slug/reviews', () => {
  it('pages the approved reviews newest first with limit and cursor, the reviewer by display name only', async () => {
    const t = await makeTestApp();
    const auth = await adminAuth(t);
    const { slug } = someRecipe(t);
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      const baker = await signedInBaker(t, `Baker ${i}`);
      const res = await baker.agent
        .post(base(slug))
        .send({ rating: (i % 5) + 1, text: `Bake ${i}` })
        .expect(201);
      ids.push(res.body.id as number);
      if (i !== 5) await approve(t, auth, res.body.id);
    }
    const approvedNewestFirst = ids.filter((_, i) => i !== 5).reverse();
    const first = await request(t.app)
      .get(`${base(slug)}?limit=5`)
      .expect(200);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=30');
    expect(first.headers.etag).toMatch(/^W\/"/);
    expect(first.body.reviews.map((r: { id: number }) => r.id)).toEqual(approvedNewestFirst.slice(0, 5));
    expect(Object.keys(first.body.reviews[0]).sort()).toEqual(
      ['author', 'id', 'photo', 'rating', 'reply', 'submittedAt', 'text'].sort(),
    );
    expect(first.body.reviews[0].author).toBe('Baker 11');
    const second = await request(t.app)
      .get(`${base(slug)}?limit=5&cursor=${first.body.nextCursor}`)
      .expect(200);
    const third = await request(t.app)
      .get(`${base(slug)}?limit=5&cursor=${second.body.nextCursor}`)
      .expect(200);
    expect([...second.body.reviews, ...third.body.reviews].map((r: { id: number }) => r.id)).toEqual(
      approvedNewestFirst.slice(5),
    );
    expect(third.body.nextCursor).toBeNull();
    // The default page is 10.
    expect((await request(t.app).get(base(slug))).body.reviews).toHaveLength(10);
  });

  it('refuses a limit or cursor it cannot read, naming it; 404 for an unknown recipe', async () => {
    const t = await makeTestApp();
    const { slug } = someRecipe(t);
    expect(
      (
        await request(t.app)
          .get(`${base(slug)}?limit=0`)
          .expect(400)
      ).body.message,
    ).toMatch(/^limit: /);
    expect(
      (
        await request(t.app)
          .get(`${base(slug)}?limit=51`)
          .expect(400)
      ).body.message,
    ).toMatch(/^limit: /);
    expect(
      (
        await request(t.app)
          .get(`${base(slug)}?cursor=abc`)
          .expect(400)
      ).body.message,
    ).toMatch(/^cursor: /);
    expect((await request(t.app).get(base('nope')).expect(404)).body.message).toBe('Recipe not found');
  });

  it('is the same for everyone: no cookie read or set, the same bytes with a session', async () => {
    const t = await makeTestApp();
    const ada = await signedInBaker(t, 'Ada');
    const { slug } = someRecipe(t);
    const stranger = await request(t.app).get(base(slug)).expect(200);
    const signedIn = await ada.agent.get(base(slug)).expect(200);
    expect(signedIn.headers['set-cookie']).toBeUndefined();
    expect(signedIn.headers.etag).toBe(stranger.headers.etag);
    await request(t.app).get(base(slug)).set('If-None-Match', stranger.headers.etag!).expect(304);
  });
});

describe('limits on reviews', () => {
  it(`lets one account post ${REVIEW_LIMITS.reviewsPerAccount.max} reviews an hour, then 429 with Retry-After`, async () => {
    const t = await makeTestApp();
    const ada = await signedInBaker(t, 'Ada');
    const { slug } = someRecipe(t);
    for (let i = 0; i < REVIEW_LIMITS.reviewsPerAccount.max; i++)
      await ada.agent.post(base(slug)).send({ rating: 4 }).expect(201);
    const refused = await ada.agent.post(base(slug)).send({ rating: 4 }).expect(429);
    expect(refused.body.message).toBe(
      'You have posted a lot of reviews in the last hour. Please wait a while and try again.',
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    // Another account is not held back by hers.
    const bob = await signedInBaker(t, 'Bob');
    await bob.agent.post(base(slug)).send({ rating: 4 }).expect(201);
  });

  it(`lets one address post ${REVIEW_LIMITS.reviewsPerAddress.max} reviews an hour across accounts`, async () => {
    const t = await makeTestApp();
    const { slug } = someRecipe(t);
    const bakers = await Promise.all(Array.from({ length: 4 }, (_, i) => signedInBaker(t, `Baker ${i}`)));
    for (let i = 0; i < REVIEW_LIMITS.reviewsPerAddress.max; i++)
      await bakers[i % 4]!.agent.post(base(slug)).send({ rating: 4 }).expect(201);
    const refused = await bakers[0]!.agent.post(base(slug)).send({ rating: 4 }).expect(429);
    expect(refused.body.message).toMatch(/from your network/);
  });
});
