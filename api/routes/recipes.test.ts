import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { makeTestApp } from '../test/harness';
import type { Recipe } from '../../shared/schemas/recipe';

describe('GET /api/recipes', () => {
  it('lists the whole catalog sorted by title', async () => {
    const { app } = await makeTestApp();
    const res = await request(app).get('/api/recipes').expect(200);
    const titles = (res.body as Recipe[]).map((r) => r.title);
    expect(titles.length).toBeGreaterThanOrEqual(30);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });

  it('filters by tag, case-insensitively, and the tag wins over search', async () => {
    const { app } = await makeTestApp();
    const res = await request(app).get('/api/recipes').query({ tag: 'frostings', search: 'bread' }).expect(200);
    const recipes = res.body as Recipe[];
    expect(recipes.length).toBeGreaterThan(0);
    for (const r of recipes) expect(r.tags.map((t) => t.toLowerCase())).toContain('frostings');
    expect(recipes.map((r) => r.slug)).toContain('vanilla-buttercream');
  });

  it('searches title, tags and ingredients with prefix matching, best match first', async () => {
    const { app } = await makeTestApp();
    const res = await request(app).get('/api/recipes').query({ search: 'buttercr' }).expect(200);
    const slugs = (res.body as Recipe[]).map((r) => r.slug);
    expect(slugs).toContain('vanilla-buttercream');
    expect(slugs).toContain('coconut-buttercream');
    expect((res.body as Recipe[])[0]!.title.toLowerCase()).toContain('buttercream');
  });

  it('finds a recipe by one of its ingredients', async () => {
    const { app } = await makeTestApp();
    const res = await request(app).get('/api/recipes').query({ search: 'raspberries' }).expect(200);
    expect((res.body as Recipe[]).map((r) => r.slug)).toContain('raspberry-filling');
  });

  it.each(['"', 'AND', 'flour AND', '*', 'NEAR(', '((butter', 'a"b', 'OR OR', '-', '^cake', 'title:cake', '\u0000'])(
    'answers FTS syntax %j with results or an empty list, never an error',
    async (search) => {
      const { app } = await makeTestApp();
      const res = await request(app).get('/api/recipes').query({ search });
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body)).toBe(true);
    },
  );

  it('returns an empty list when nothing matches', async () => {
    const { app } = await makeTestApp();
    const res = await request(app).get('/api/recipes').query({ search: 'zzzqqqxxx' }).expect(200);
    expect(res.body).toEqual([]);
  });

  it('refuses a malformed query with a 400 that names the field', async () => {
    const { app } = await makeTestApp();
    const res = await request(app)
      .get('/api/recipes')
      .query({ search: 'x'.repeat(500) })
      .expect(400);
    expect(res.body.message).toMatch(/^search: /);
  });

  it('answers If-None-Match with 304 while the catalog is unchanged', async () => {
    const { app } = await makeTestApp();
    const first = await request(app).get('/api/recipes').expect(200);
    expect(first.headers.etag).toBeTruthy();
    await request(app).get('/api/recipes').set('If-None-Match', first.headers.etag!).expect(304);
  });
});

describe('GET /api/recipes/featured', () => {
  it('returns the six featured recipes in featuredOrder', async () => {
    const { app } = await makeTestApp();
    const res = await request(app).get('/api/recipes/featured').expect(200);
    const recipes = res.body as Recipe[];
    expect(recipes).toHaveLength(6);
    expect(recipes.map((r) => r.featuredOrder)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('GET /api/recipes/:idOrSlug', () => {
  it('finds a recipe by slug and by numeric id', async () => {
    const { app } = await makeTestApp();
    const bySlug = await request(app).get('/api/recipes/vanilla-buttercream').expect(200);
    expect(bySlug.body.title).toBe('Vanilla Buttercream');
    const byId = await request(app).get(`/api/recipes/${bySlug.body.id}`).expect(200);
    expect(byId.body.slug).toBe('vanilla-buttercream');
  });

  it('reads an all-digit key as a slug first: a recipe stored with such a slug opens, not the one with that id', async () => {
    const { app, db } = await makeTestApp();
    db.prepare('UPDATE recipes SET slug = ? WHERE slug = ?').run('7', 'vanilla-buttercream');
    const res = await request(app).get('/api/recipes/7').expect(200);
    expect(res.body).toMatchObject({ slug: '7', title: 'Vanilla Buttercream' });
    expect(res.body.id).not.toBe(7);
    expect((await request(app).get('/api/recipes/8').expect(200)).body.id).toBe(8);
  });

  it('sends an ETag and answers a matching If-None-Match with 304', async () => {
    const { app } = await makeTestApp();
    const res = await request(app).get('/api/recipes/one-bowl-white-bread').expect(200);
    await request(app).get('/api/recipes/one-bowl-white-bread').set('If-None-Match', res.headers.etag!).expect(304);
  });

  it('answers an unknown slug or id with a JSON 404', async () => {
    const { app } = await makeTestApp();
    const slug = await request(app).get('/api/recipes/no-such-cake').expect(404);
    expect(slug.body).toEqual({ message: 'Recipe not found' });
    const id = await request(app).get('/api/recipes/999999').expect(404);
    expect(id.headers['content-type']).toMatch(/json/);
  });
});

describe('unknown API paths', () => {
  it('answer a JSON 404, never the HTML shell', async () => {
    const { app } = await makeTestApp();
    const res = await request(app).get('/api/nothing/here').expect(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body.message).toMatch(/No API route/);
  });
});
