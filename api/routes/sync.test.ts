import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { makeTestApp } from '../test/harness';
import { recipesRepo } from '../db/recipes';
import { syncResponseSchema } from '../../shared/schemas/recipe';

describe('GET /api/sync/recipes', () => {
  it('sends the whole catalog from cursor 0 and nothing after the returned cursor', async () => {
    const { app } = await makeTestApp();
    const first = syncResponseSchema.parse((await request(app).get('/api/sync/recipes?since=0').expect(200)).body);
    expect(first.recipes.length).toBeGreaterThanOrEqual(30);
    expect(first.hasMore).toBe(false);
    const again = syncResponseSchema.parse(
      (await request(app).get(`/api/sync/recipes?since=${first.cursor}`).expect(200)).body,
    );
    expect(again).toEqual({ recipes: [], deleted: [], cursor: first.cursor, hasMore: false, remaining: 0, total: 0 });
  });

  it('pages through changes with limit and hasMore', async () => {
    const { app } = await makeTestApp();
    let cursor = 0;
    const seen = new Set<number>();
    for (let page = 0; page < 20; page++) {
      const body = syncResponseSchema.parse(
        (await request(app).get(`/api/sync/recipes?since=${cursor}&limit=7`).expect(200)).body,
      );
      body.recipes.forEach((r) => seen.add(r.id));
      cursor = body.cursor;
      if (!body.hasMore) break;
    }
    const total = (await request(app).get('/api/recipes')).body.length;
    expect(seen.size).toBe(total);
  });

  it('says how many changes remain, for a progress bar', async () => {
    const { app } = await makeTestApp();
    const total = (await request(app).get('/api/recipes')).body.length;
    const first = syncResponseSchema.parse(
      (await request(app).get('/api/sync/recipes?since=0&limit=10').expect(200)).body,
    );
    expect(first.total).toBe(total);
    expect(first.remaining).toBe(total - 10);
    const second = syncResponseSchema.parse(
      (await request(app).get(`/api/sync/recipes?since=${first.cursor}&limit=10`).expect(200)).body,
    );
    expect(second.remaining).toBe(Math.max(0, total - 20));
  });

  it('never splits recipes written by one change across pages (featured reorders share a version)', async () => {
    const { app, db } = await makeTestApp();
    const { cursor } = (await request(app).get('/api/sync/recipes?since=0')).body;
    const repo = recipesRepo(db);
    const all = repo.list();
    repo.update(all[0]!.id, { ...all[0]!, title: 'Edited first' });
    repo.setFeatured(all.slice(1, 6).map((r, i) => ({ id: r.id, featured: true, featuredOrder: i })));
    repo.update(all[7]!.id, { ...all[7]!, title: 'Edited last' });
    const seen: number[] = [];
    let since = cursor;
    for (let page = 0; page < 10; page++) {
      const body = syncResponseSchema.parse(
        (await request(app).get(`/api/sync/recipes?since=${since}&limit=3`).expect(200)).body,
      );
      seen.push(...body.recipes.map((r) => r.id));
      since = body.cursor;
      if (!body.hasMore) break;
    }
    expect(new Set(seen)).toEqual(new Set([all[0]!.id, ...all.slice(1, 6).map((r) => r.id), all[7]!.id]));
  });

  it('sends an edited recipe and a tombstone for a deleted one after the cursor', async () => {
    const { app, db } = await makeTestApp();
    const { cursor } = (await request(app).get('/api/sync/recipes?since=0')).body;
    const repo = recipesRepo(db);
    const bread = repo.findBySlug('one-bowl-white-bread')!;
    repo.update(bread.id, { ...bread, title: 'One-Bowl White Bread (Updated)' });
    const gone = repo.findBySlug('raspberry-filling')!;
    repo.remove(gone.id);
    const delta = syncResponseSchema.parse(
      (await request(app).get(`/api/sync/recipes?since=${cursor}`).expect(200)).body,
    );
    expect(delta.recipes.map((r) => r.title)).toEqual(['One-Bowl White Bread (Updated)']);
    expect(delta.deleted).toEqual([gone.id]);
    expect(delta.cursor).toBeGreaterThan(cursor);
  });

  it('sends everything with reset when the device is ahead of the server', async () => {
    const { app } = await makeTestApp();
    const body = (await request(app).get('/api/sync/recipes?since=999999').expect(200)).body;
    expect(body.reset).toBe(true);
    expect(body.recipes.length).toBeGreaterThan(0);
  });

  it.each(['-1', 'abc', '1.5'])('refuses since=%s with a 400 naming the field', async (since) => {
    const { app } = await makeTestApp();
    const res = await request(app).get(`/api/sync/recipes?since=${since}`).expect(400);
    expect(res.body.message).toMatch(/^since: /);
  });
});

describe('GET /api/health', () => {
  it('says the server is up', async () => {
    const { app } = await makeTestApp({ seed: false });
    const res = await request(app).get('/api/health').expect(200);
    expect(res.body).toEqual({ ok: true, version: 'test' });
  });
});
