import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { makeTestApp, registerUser } from '../test/harness';
import type { Db } from '../db/open';

const recipeIds = (db: Db, n: number) =>
  db.prepare('SELECT id FROM recipes ORDER BY id LIMIT ?').pluck().all(n) as number[];
const titleOf = (db: Db, id: number) => db.prepare('SELECT title FROM recipes WHERE id = ?').pluck().get(id) as string;

describe('favorites: add, list, remove', () => {
  it('lists the full recipes newest first, keeps one row per recipe and removes', async () => {
    const { agent, db } = await makeTestApp();
    const browser = agent();
    await registerUser(browser);
    const [first, second] = recipeIds(db, 2) as [number, number];

    await browser.get('/api/favorites').expect(200, []);
    expect((await browser.post('/api/favorites/add').send({ recipeId: first }).expect(200)).body).toEqual({
      recipeId: first,
      favorite: true,
    });
    await new Promise((r) => setTimeout(r, 5));
    await browser.post('/api/favorites/add').send({ recipeId: second }).expect(200);
    await browser.post('/api/favorites/add').send({ recipeId: first }).expect(200);

    const list = await browser.get('/api/favorites').expect(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.body.map((r: { id: number }) => r.id)).toEqual([second, first]);
    expect(list.body[1]).toMatchObject({
      id: first,
      title: titleOf(db, first),
      slug: expect.any(String),
      ingredients: expect.any(Array),
      favoritedAt: expect.any(String),
    });
    expect(db.prepare('SELECT COUNT(*) FROM favorites WHERE recipe_id = ?').pluck().get(first)).toBe(1);

    expect((await browser.delete(`/api/favorites/remove/${first}`).expect(200)).body).toEqual({
      recipeId: first,
      favorite: false,
    });
    await browser.delete(`/api/favorites/remove/${first}`).expect(200);
    expect((await browser.get('/api/favorites').expect(200)).body.map((r: { id: number }) => r.id)).toEqual([second]);
  });

  it('refuses a recipeId that is not a positive whole number with a 400 naming the field, and an unknown recipe with 404', async () => {
    const { agent } = await makeTestApp();
    const browser = agent();
    await registerUser(browser);
    for (const body of [
      {},
      { recipeId: '3' },
      { recipeId: 0 },
      { recipeId: -2 },
      { recipeId: 1.5 },
      { recipeId: null },
    ]) {
      const res = await browser.post('/api/favorites/add').send(body).expect(400);
      expect(res.body.message).toBe('recipeId: recipeId must be a positive whole number');
    }
    for (const bad of ['abc', '0', '-1', '1.5']) {
      const res = await browser.delete(`/api/favorites/remove/${bad}`).expect(400);
      expect(res.body.message).toBe('recipeId must be a positive whole number');
    }
    const missing = await browser.post('/api/favorites/add').send({ recipeId: 999_999 }).expect(404);
    expect(missing.body).toEqual({ message: 'Recipe not found' });
    await browser.get('/api/favorites').expect(200, []);
  });

  it('answers 401 without a session, and stores no idempotent answer for it', async () => {
    const { app, db } = await makeTestApp();
    const [id] = recipeIds(db, 1) as [number];
    expect((await request(app).get('/api/favorites').expect(401)).body).toEqual({ message: 'Not authenticated' });
    await request(app)
      .post('/api/favorites/add')
      .set('Idempotency-Key', 'anon-key-0001')
      .send({ recipeId: id })
      .expect(401);
    await request(app).delete(`/api/favorites/remove/${id}`).expect(401);
    await request(app).post('/api/favorites/add').set('Cookie', 'sid=forged').send({ recipeId: id }).expect(401);
    expect(db.prepare('SELECT COUNT(*) FROM idempotency_keys').pluck().get()).toBe(0);
    expect(db.prepare('SELECT COUNT(*) FROM favorites').pluck().get()).toBe(0);
  });
});

describe("favorites: one user never sees or changes another user's", () => {
  it('keeps each list private', async () => {
    const { agent, db } = await makeTestApp();
    const alice = agent();
    const bob = agent();
    await registerUser(alice);
    await registerUser(bob);
    const [shared, own] = recipeIds(db, 2) as [number, number];
    await alice
      .post('/api/favorites/add')
      .set('Idempotency-Key', 'same-key-123')
      .send({ recipeId: shared })
      .expect(200);
    await alice.post('/api/favorites/add').send({ recipeId: own }).expect(200);

    // The same key from another user is that user's own request, not a replay of Alice's.
    const bobsAdd = await bob
      .post('/api/favorites/add')
      .set('Idempotency-Key', 'same-key-123')
      .send({ recipeId: shared })
      .expect(200);
    expect(bobsAdd.headers['idempotent-replayed']).toBeUndefined();
    expect((await bob.get('/api/favorites').expect(200)).body.map((r: { id: number }) => r.id)).toEqual([shared]);
    await bob.delete(`/api/favorites/remove/${shared}`).expect(200);

    await bob.get('/api/favorites').expect(200, []);
    await bob.delete(`/api/favorites/remove/${own}`).expect(200);
    await bob.post('/api/favorites/add').send({ recipeId: shared }).expect(200);
    await bob.delete(`/api/favorites/remove/${shared}`).expect(200);

    const aliceList = (await alice.get('/api/favorites').expect(200)).body.map((r: { id: number }) => r.id);
    expect(aliceList.sort()).toEqual([shared, own].sort());
    await bob.get('/api/favorites').expect(200, []);
  });
});

describe('favorites: idempotent replays', () => {
  it('replays the stored answer for a repeated key, and refuses the key with another body', async () => {
    const { agent, db } = await makeTestApp();
    const browser = agent();
    await registerUser(browser);
    const [first, second] = recipeIds(db, 2) as [number, number];

    const sent = await browser
      .post('/api/favorites/add')
      .set('Idempotency-Key', 'ob-add-key-1')
      .send({ recipeId: first })
      .expect(200);
    expect(sent.headers['idempotent-replayed']).toBeUndefined();
    // The user removes it meanwhile; a late replay of the add must not bring it back.
    await browser.delete(`/api/favorites/remove/${first}`).set('Idempotency-Key', 'ob-remove-key-1').expect(200);
    const replay = await browser
      .post('/api/favorites/add')
      .set('Idempotency-Key', 'ob-add-key-1')
      .send({ recipeId: first })
      .expect(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual(sent.body);
    await browser.get('/api/favorites').expect(200, []);

    const mismatch = await browser
      .post('/api/favorites/add')
      .set('Idempotency-Key', 'ob-add-key-1')
      .send({ recipeId: second })
      .expect(422);
    expect(mismatch.body.message).toMatch(/different request/);

    const removeReplay = await browser
      .delete(`/api/favorites/remove/${first}`)
      .set('Idempotency-Key', 'ob-remove-key-1')
      .expect(200);
    expect(removeReplay.headers['idempotent-replayed']).toBe('true');
    expect(removeReplay.body).toEqual({ recipeId: first, favorite: false });
  });
});
