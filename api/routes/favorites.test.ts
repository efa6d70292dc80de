import Database from 'better-sqlite3';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { encodeStamp } from '../../shared/user-data/hlc';
import { liveFields } from '../../shared/user-data/merge';
import { migrate } from '../db/open';
import { createRepos } from '../db/repos';
import { makeTestApp, registerUser } from '../test/harness';
import type { Db } from '../db/open';

const recipeIds = (db: Db, n: number) =>
  db.prepare('SELECT id FROM recipes ORDER BY id LIMIT ?').pluck().all(n) as number[];
const stamp = (wall: number, node = 'phone01') => encodeStamp({ wall, count: 0, node });
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
    expect(
      db
        .prepare("SELECT COUNT(*) FROM user_items WHERE collection = 'favorites' AND item_id = ?")
        .pluck()
        .get(String(first)),
    ).toBe(1);

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
    expect(db.prepare("SELECT COUNT(*) FROM user_items WHERE collection = 'favorites'").pluck().get()).toBe(0);
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

describe('favorites: the same items as the baker’s own data', () => {
  it('shows a route’s add in the feed of /api/me/changes, and a device’s pushed change in the list', async () => {
    const { agent, db } = await makeTestApp();
    const browser = agent();
    await registerUser(browser);
    const [first, second] = recipeIds(db, 2) as [number, number];

    await browser.post('/api/favorites/add').send({ recipeId: first }).expect(200);
    const feed = (await browser.get('/api/me/changes?since=0').expect(200)).body;
    const item = feed.items.find((i: { c: string }) => i.c === 'favorites');
    expect(item).toMatchObject({ c: 'favorites', id: String(first) });
    expect(liveFields(item.state)).toEqual({ savedAt: expect.any(Number) });

    // Another device saves the second and removes the first, later by the clock than the route's add.
    const later = Date.now() + 1000;
    await browser
      .post('/api/me/changes')
      .send({
        changes: [
          { op: 'set', c: 'favorites', id: String(second), t: stamp(later), fields: { savedAt: later } },
          { op: 'delete', c: 'favorites', id: String(first), t: stamp(later + 1) },
        ],
      })
      .expect(200);
    expect((await browser.get('/api/favorites').expect(200)).body.map((r: { id: number }) => r.id)).toEqual([second]);

    // A route's remove made after the device's save is the latest word, even with the device's clock ahead.
    await browser.delete(`/api/favorites/remove/${second}`).expect(200);
    await browser.get('/api/favorites').expect(200, []);
    const again = (await browser.get(`/api/me/changes?since=${feed.cursor}`).expect(200)).body;
    const removed = again.items.find((i: { id: string }) => i.id === String(second));
    expect(liveFields(removed.state)).toBeNull();
  });

  it('refuses a favorite whose id is not a recipe id', async () => {
    const { agent } = await makeTestApp();
    const browser = agent();
    await registerUser(browser);
    const res = await browser
      .post('/api/me/changes')
      .send({ changes: [{ op: 'set', c: 'favorites', id: 'abc', t: stamp(Date.now()), fields: { savedAt: 1 } }] })
      .expect(400);
    expect(res.body.message).toMatch(/must be a recipe id/);
  });
});

describe('migration 021 on favorites an older server stored', () => {
  it('moves every favorite into the account’s items, with its date, a feed number and its bytes counted', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sift-021-'));
    const db = new Database(join(dir, 'old.db'));
    try {
      const migrations = join(dirname(fileURLToPath(import.meta.url)), '..', 'db', 'migrations');
      db.exec(
        'CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
      );
      for (const file of readdirSync(migrations)
        .filter((f) => /^\d{3}_.+\.sql$/.test(f) && f < '021')
        .sort()) {
        db.exec(readFileSync(join(migrations, file), 'utf8'));
        db.prepare("INSERT INTO schema_migrations VALUES (?, ?, 'then')").run(Number(file.slice(0, 3)), file);
      }
      const user = db.prepare(
        "INSERT INTO users (username, username_skeleton, password_hash, created_at) VALUES (?, ?, 'x', 'then')",
      );
      user.run('old', 'old');
      user.run('other', 'other');
      const recipe = db.prepare(
        "INSERT INTO recipes (slug, title, version, updated_at) VALUES (?, ?, 1, '2025-01-01T00:00:00.000Z')",
      );
      for (const n of [1, 2, 3]) recipe.run(`r${n}`, `Recipe ${n}`);
      const favorite = db.prepare('INSERT INTO favorites (user_id, recipe_id, created_at) VALUES (?, ?, ?)');
      favorite.run(1, 1, '2025-01-02T10:00:00.000Z');
      favorite.run(1, 3, '2025-03-04T10:00:00.000Z');
      favorite.run(2, 2, '2025-02-03T10:00:00.000Z');
      // The account already follows the feed (an item of another kind, the counter past it).
      db.prepare(
        `INSERT INTO user_items (user_id, collection, item_id, state, live, seq, updated_at) VALUES (1, 'combos', 'c1', '{"f":{"createdAt":{"v":1,"t":"${stamp(1)}"}}}', 1, 7, 0)`,
      ).run();
      db.prepare('UPDATE user_data_counter SET seq = 7').run();
      db.prepare(
        'INSERT INTO user_data_accounts (user_id, floor_seq, bytes) SELECT 1, 0, length(state) FROM user_items',
      ).run();

      migrate(db);
      const repos = createRepos(db);
      expect(repos.favorites.list(1).map((r) => [r.id, r.favoritedAt])).toEqual([
        [3, '2025-03-04T10:00:00.000Z'],
        [1, '2025-01-02T10:00:00.000Z'],
      ]);
      expect(repos.favorites.list(2).map((r) => r.id)).toEqual([2]);
      const seqs = db.prepare("SELECT seq FROM user_items WHERE collection = 'favorites' ORDER BY seq").pluck().all();
      expect(seqs).toEqual([8, 9, 10]);
      // A device at cursor 7 receives them; the next change takes a later number.
      expect(repos.userData.changesSince(1, 7, 100).items.map((i) => i.id)).toEqual(['1', '3']);
      const bytes = db.prepare('SELECT user_id, bytes FROM user_data_accounts ORDER BY user_id').all();
      const counted = db
        .prepare('SELECT user_id, SUM(length(CAST(state AS BLOB))) AS bytes FROM user_items GROUP BY user_id')
        .all();
      expect(bytes).toEqual(counted);
      // Any change a device makes from now on wins over the migrated state.
      repos.userData.push(1, [{ op: 'delete', c: 'favorites', id: '1', t: stamp(1) }]);
      expect(repos.favorites.list(1).map((r) => r.id)).toEqual([3]);
      expect(db.prepare('SELECT seq FROM user_data_counter').pluck().get()).toBe(11);
    } finally {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
