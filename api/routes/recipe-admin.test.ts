import { describe, expect, it } from 'vitest';
import request from 'supertest';
import type { Recipe } from '../../shared/schemas/recipe';
import { makeTestApp, type TestApp } from '../test/harness';
import { adminToken, bearer } from '../test/admin';

const loaf = {
  title: 'Honey Oat Sandwich Loaf',
  description: 'A soft sandwich loaf with oats and honey.',
  story: 'Good with Lemon Curd.',
  prepTime: '20 mins',
  cookTime: '35 mins',
  servings: 12,
  difficulty: 'Easy',
  ingredients: ['500 g bread flour', '  ', ' 2 tbsp honey '],
  instructions: ['Mix everything.', 'Bake until golden.'],
  tags: ['Bread'],
  dietaryInfo: ['Vegetarian'],
  notes: 'Keeps three days.',
  featured: false,
};

async function setup(): Promise<TestApp & { auth: Record<string, string> }> {
  const t = await makeTestApp();
  return { ...t, auth: bearer(await adminToken(t)) };
}

async function featuredOrders(t: TestApp): Promise<{ slug: string; featuredOrder: number | null }[]> {
  const res = await request(t.app).get('/api/recipes/featured').expect(200);
  return (res.body as Recipe[]).map((r) => ({ slug: r.slug, featuredOrder: r.featuredOrder }));
}

const expectContiguous = (orders: { featuredOrder: number | null }[]) =>
  expect(orders.map((o) => o.featuredOrder)).toEqual(orders.map((_, i) => i + 1));

describe('POST /api/recipes', () => {
  it('creates a recipe with a slug from the title, trimmed lists, visible to readers and to sync', async () => {
    const t = await setup();
    const cursor = (await request(t.app).get('/api/sync/recipes?since=0&limit=2000')).body.cursor as number;
    const res = await request(t.app).post('/api/recipes').set(t.auth).send(loaf).expect(201);
    expect(res.body).toMatchObject({
      slug: 'honey-oat-sandwich-loaf',
      ingredients: ['500 g bread flour', '2 tbsp honey'],
      featured: false,
      featuredOrder: null,
    });
    const read = await request(t.app).get('/api/recipes/honey-oat-sandwich-loaf').expect(200);
    expect(read.body.title).toBe('Honey Oat Sandwich Loaf');
    const sync = await request(t.app).get(`/api/sync/recipes?since=${cursor}`).expect(200);
    expect(sync.body.recipes.map((r: Recipe) => r.slug)).toEqual(['honey-oat-sandwich-loaf']);
  });

  it.each([
    ['title', { title: 'ab' }, 'Title must be at least 3 characters'],
    ['description', { description: 'short' }, 'Description must be at least 10 characters'],
    ['tags', { tags: [' '] }, 'At least one tag is required'],
    ['prepTime', { prepTime: '' }, 'Preparation time is required'],
    ['cookTime', { cookTime: '  ' }, 'Cooking time is required'],
    ['servings', { servings: 0 }, 'Servings must be a positive number'],
    ['difficulty', { difficulty: 'Expert' }, 'Please choose a difficulty: Easy, Medium, Intermediate or Advanced'],
    ['ingredients', { ingredients: [] }, 'At least one ingredient is required'],
    ['instructions', { instructions: [''] }, 'At least one instruction is required'],
    ['imageUrl', { imageUrl: 'javascript:alert(1)' }, 'Image URL must start with http://, https:// or /objects/'],
  ])('refuses a bad %s with the form message', async (field, change, message) => {
    const t = await setup();
    const res = await request(t.app)
      .post('/api/recipes')
      .set(t.auth)
      .send({ ...loaf, ...change })
      .expect(400);
    expect(res.body.message).toBe(message);
    expect(res.body.issues).toEqual([{ path: field, message }]);
  });

  it('lists every broken rule in issues, the first as the message', async () => {
    const t = await setup();
    const res = await request(t.app).post('/api/recipes').set(t.auth).send({}).expect(400);
    expect(res.body.message).toBe('Title must be at least 3 characters');
    expect(res.body.issues.map((i: { path: string }) => i.path)).toEqual([
      'title',
      'description',
      'tags',
      'prepTime',
      'cookTime',
      'servings',
      'difficulty',
      'ingredients',
      'instructions',
    ]);
  });

  it('refuses wrong types with a 400, not a 500', async () => {
    const t = await setup();
    const res = await request(t.app)
      .post('/api/recipes')
      .set(t.auth)
      .send({ ...loaf, ingredients: 'flour' })
      .expect(400);
    expect(res.body.message).toMatch(/ingredients/);
  });

  it('refuses a duplicate slug with 409', async () => {
    const t = await setup();
    const res = await request(t.app)
      .post('/api/recipes')
      .set(t.auth)
      .send({ ...loaf, title: 'One-Bowl White Bread!' })
      .expect(409);
    expect(res.body.message).toBe('A recipe with this title already exists. Please choose a different title.');
  });

  it('refuses titles whose slug would shadow a page', async () => {
    const t = await setup();
    const res = await request(t.app)
      .post('/api/recipes')
      .set(t.auth)
      .send({ ...loaf, title: 'Add Combo' })
      .expect(400);
    expect(res.body.message).toMatch(/reserved/);
  });

  it('gives an accented title a plain address, and a title in another script a numbered one', async () => {
    const t = await setup();
    const accented = await request(t.app)
      .post('/api/recipes')
      .set(t.auth)
      .send({ ...loaf, title: 'Crème Brûlée Tart', slug: '' })
      .expect(201);
    expect(accented.body.slug).toBe('creme-brulee-tart');
    const cyrillic = await request(t.app)
      .post('/api/recipes')
      .set(t.auth)
      .send({ ...loaf, title: 'Пирог с яблоками', slug: '' })
      .expect(201);
    expect(cyrillic.body).toMatchObject({ slug: 'recipe-1', title: 'Пирог с яблоками' });
    const japanese = await request(t.app)
      .post('/api/recipes')
      .set(t.auth)
      .send({ ...loaf, title: 'メロンパン' })
      .expect(201);
    expect(japanese.body.slug).toBe('recipe-2');
    await request(t.app).get('/api/recipes/recipe-2').expect(200);
    const symbols = await request(t.app)
      .post('/api/recipes')
      .set(t.auth)
      .send({ ...loaf, title: '!!! ???' })
      .expect(400);
    expect(symbols.body.message).toBe('Title must contain letters or numbers');
  });

  it("gives a title of digits an address that is not read as another recipe's id", async () => {
    const t = await setup();
    const pancakes = (await request(t.app).get('/api/recipes/7').expect(200)).body as Recipe;
    const res = await request(t.app)
      .post('/api/recipes')
      .set(t.auth)
      .send({ ...loaf, title: '007' })
      .expect(201);
    expect(res.body).toMatchObject({ slug: 'recipe-007', title: '007' });
    expect((await request(t.app).get('/api/recipes/recipe-007').expect(200)).body.title).toBe('007');
    // The address the edit and delete buttons use changes the new recipe, never recipe 7.
    await request(t.app).delete('/api/recipes/recipe-007').set(t.auth).expect(204);
    expect((await request(t.app).get('/api/recipes/7').expect(200)).body.title).toBe(pancakes.title);
  });

  it('accepts a favorite combo with the relaxed rules and fills the defaults', async () => {
    const t = await setup();
    const res = await request(t.app)
      .post('/api/recipes')
      .set(t.auth)
      .send({
        title: 'Cookie Stack',
        description: 'Cookies, frosting and sauce.',
        tags: ['FavoriteCombos'],
        story: 'See [x](/recipes/fudgy-brownies)',
      })
      .expect(201);
    expect(res.body).toMatchObject({
      prepTime: 'Variable',
      cookTime: 'Variable',
      servings: 1,
      difficulty: 'Medium',
      ingredients: [],
      instructions: [],
    });
  });

  it('appends a featured recipe at the end of the featured list', async () => {
    const t = await setup();
    const before = await featuredOrders(t);
    await request(t.app)
      .post('/api/recipes')
      .set(t.auth)
      .send({ ...loaf, featured: true })
      .expect(201);
    const after = await featuredOrders(t);
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toEqual({ slug: 'honey-oat-sandwich-loaf', featuredOrder: before.length + 1 });
    expectContiguous(after);
  });
});

describe('PUT /api/recipes/:slug (edit)', () => {
  it('replaces the fields, keeps the slug and the featured order', async () => {
    const t = await setup();
    const original = (await request(t.app).get('/api/recipes/one-bowl-white-bread')).body as Recipe;
    const res = await request(t.app)
      .put('/api/recipes/one-bowl-white-bread')
      .set(t.auth)
      .send({ ...loaf, title: 'One-Bowl White Bread (new)', featured: true })
      .expect(200);
    expect(res.body).toMatchObject({
      id: original.id,
      slug: 'one-bowl-white-bread',
      title: 'One-Bowl White Bread (new)',
      featured: true,
      featuredOrder: original.featuredOrder,
    });
    expect(res.body.version).toBeGreaterThan(original.version);
  });

  it('validates with the same messages', async () => {
    const t = await setup();
    const res = await request(t.app)
      .put('/api/recipes/one-bowl-white-bread')
      .set(t.auth)
      .send({ ...loaf, description: 'tiny' })
      .expect(400);
    expect(res.body.message).toBe('Description must be at least 10 characters');
  });

  it('changes only the fields the body names: the others, featured and its order among them, stay as saved', async () => {
    const t = await setup();
    const featured = await featuredOrders(t);
    const original = (await request(t.app).get(`/api/recipes/${featured[1]!.slug}`)).body as Recipe;
    const res = await request(t.app)
      .put(`/api/recipes/${original.slug}`)
      .set(t.auth)
      .send({ notes: ' Chill the dough overnight. ' })
      .expect(200);
    expect(res.body).toEqual({
      ...original,
      notes: 'Chill the dough overnight.',
      version: res.body.version,
      updatedAt: res.body.updatedAt,
    });
    expect(await featuredOrders(t)).toEqual(featured);

    const empty = await request(t.app).put(`/api/recipes/${original.slug}`).set(t.auth).send({}).expect(200);
    expect(empty.body).toMatchObject({
      title: original.title,
      featured: true,
      featuredOrder: original.featuredOrder,
      notes: 'Chill the dough overnight.',
    });
  });

  it('an edit that turns featured off with other fields unfeatures and closes the gap; one that turns it on appends', async () => {
    const t = await setup();
    const before = await featuredOrders(t);
    const first = before[0]!.slug;
    await request(t.app)
      .put(`/api/recipes/${first}`)
      .set(t.auth)
      .send({ featured: false, notes: 'Retired for the season.' })
      .expect(200);
    const after = await featuredOrders(t);
    expect(after.map((o) => o.slug)).toEqual(before.slice(1).map((o) => o.slug));
    expectContiguous(after);
    const on = await request(t.app)
      .put('/api/recipes/fudgy-brownies')
      .set(t.auth)
      .send({ featured: true, description: 'Dense, dark and fudgy.' })
      .expect(200);
    expect(on.body).toMatchObject({
      featured: true,
      featuredOrder: after.length + 1,
      description: 'Dense, dark and fudgy.',
    });
  });

  it('checks a partial edit against the saved recipe and refuses a body that is not an object', async () => {
    const t = await setup();
    const res = await request(t.app)
      .put('/api/recipes/one-bowl-white-bread')
      .set(t.auth)
      .send({ tags: [' '] })
      .expect(400);
    expect(res.body.message).toBe('At least one tag is required');
    await request(t.app)
      .put('/api/recipes/one-bowl-white-bread')
      .set(t.auth)
      .send([{ title: 'List Bread' }])
      .expect(400);
    expect((await request(t.app).get('/api/recipes/one-bowl-white-bread')).body.title).not.toBe('List Bread');
  });

  it("refuses another recipe's title (any letter case) with 409 and keeps the recipe; its own title in new letter case is fine", async () => {
    const t = await setup();
    const res = await request(t.app)
      .put('/api/recipes/fudgy-brownies')
      .set(t.auth)
      .send({ title: 'vanilla buttercream' })
      .expect(409);
    expect(res.body.message).toBe('A recipe with this title already exists. Please choose a different title.');
    const brownies = (await request(t.app).get('/api/recipes/fudgy-brownies')).body as Recipe;
    expect(brownies.title).not.toMatch(/buttercream/i);
    await request(t.app)
      .put('/api/recipes/fudgy-brownies')
      .set(t.auth)
      .send({ title: brownies.title.toUpperCase() })
      .expect(200);
    // Nor can a new recipe take a title an edit gave another (its address would differ).
    await request(t.app)
      .put('/api/recipes/fudgy-brownies')
      .set(t.auth)
      .send({ title: 'Midnight Brownies' })
      .expect(200);
    await request(t.app)
      .post('/api/recipes')
      .set(t.auth)
      .send({ ...loaf, title: 'Midnight Brownies' })
      .expect(409);
  });

  it('answers 404 for an unknown recipe', async () => {
    const t = await setup();
    await request(t.app).put('/api/recipes/no-such-bake').set(t.auth).send(loaf).expect(404);
    await request(t.app).delete('/api/recipes/no-such-bake').set(t.auth).expect(404);
  });
});

describe('featured toggles and moves', () => {
  it('turning featured on appends; off removes and closes the gap', async () => {
    const t = await setup();
    const before = await featuredOrders(t);
    const on = await request(t.app)
      .put('/api/recipes/fudgy-brownies')
      .set(t.auth)
      .send({ featured: true, featuredOrder: before.length + 1 })
      .expect(200);
    expect(on.body).toMatchObject({ featured: true, featuredOrder: before.length + 1 });

    const second = before[1]!.slug;
    await request(t.app)
      .put(`/api/recipes/${second}`)
      .set(t.auth)
      .send({ featured: false, featuredOrder: null })
      .expect(200);
    const after = await featuredOrders(t);
    expect(after.map((o) => o.slug)).toEqual([
      ...before.map((o) => o.slug).filter((s) => s !== second),
      'fudgy-brownies',
    ]);
    expectContiguous(after);
    const off = (await request(t.app).get(`/api/recipes/${second}`)).body as Recipe;
    expect(off).toMatchObject({ featured: false, featuredOrder: null });
  });

  it('a move is two parallel PUTs; sent together they leave orders unique and contiguous', async () => {
    const t = await setup();
    const before = await featuredOrders(t);
    const [first, second] = before;
    // Move Up on the second: it takes order 1, the first takes order 2, both at once.
    const [a, b] = await Promise.all([
      request(t.app).put(`/api/recipes/${second!.slug}`).set(t.auth).send({ featuredOrder: 1 }),
      request(t.app).put(`/api/recipes/${first!.slug}`).set(t.auth).send({ featuredOrder: 2 }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const after = await featuredOrders(t);
    expect(after.slice(0, 2).map((o) => o.slug)).toEqual([second!.slug, first!.slug]);
    expectContiguous(after);
  });

  it('two different moves at once still leave a permutation of 1..n', async () => {
    const t = await setup();
    const before = await featuredOrders(t);
    const last = before.length;
    await Promise.all([
      request(t.app).put(`/api/recipes/${before[0]!.slug}`).set(t.auth).send({ featuredOrder: 2 }),
      request(t.app).put(`/api/recipes/${before[1]!.slug}`).set(t.auth).send({ featuredOrder: 1 }),
      request(t.app)
        .put(`/api/recipes/${before[last - 1]!.slug}`)
        .set(t.auth)
        .send({ featuredOrder: 1 }),
      request(t.app).put(`/api/recipes/${before[2]!.slug}`).set(t.auth).send({ featuredOrder: 50 }),
    ]);
    const after = await featuredOrders(t);
    expect(after).toHaveLength(last);
    expectContiguous(after);
  });

  it('a reorder bumps the versions of both recipes, so devices sync the swap', async () => {
    const t = await setup();
    const before = await featuredOrders(t);
    const cursor = (await request(t.app).get('/api/sync/recipes?since=0&limit=2000')).body.cursor as number;
    await request(t.app).put(`/api/recipes/${before[1]!.slug}`).set(t.auth).send({ featuredOrder: 1 }).expect(200);
    const sync = await request(t.app).get(`/api/sync/recipes?since=${cursor}`).expect(200);
    expect(sync.body.recipes.map((r: Recipe) => r.slug).sort()).toEqual([before[0]!.slug, before[1]!.slug].sort());
  });

  it('refuses an order for a recipe that is not featured, and bad values', async () => {
    const t = await setup();
    await request(t.app).put('/api/recipes/fudgy-brownies').set(t.auth).send({ featuredOrder: 1 }).expect(409);
    const res = await request(t.app)
      .put('/api/recipes/one-bowl-white-bread')
      .set(t.auth)
      .send({ featuredOrder: 'first' })
      .expect(400);
    expect(res.body.message).toMatch(/featuredOrder/);
    await request(t.app).put('/api/recipes/one-bowl-white-bread').set(t.auth).send({ featuredOrder: 0 }).expect(400);
  });
});

describe('DELETE /api/recipes/:slug', () => {
  it('deletes the recipe whose slug is the digits, not the recipe with that id', async () => {
    const t = await setup();
    const created = (
      await request(t.app)
        .post('/api/recipes')
        .set(t.auth)
        .send({ ...loaf, title: 'Digits Cake' })
        .expect(201)
    ).body as Recipe;
    t.db.prepare('UPDATE recipes SET slug = ? WHERE id = ?').run('3', created.id); // a slug saved before such slugs were prefixed
    const third = t.db.prepare('SELECT title FROM recipes WHERE id = 3').get() as { title: string };
    await request(t.app)
      .put('/api/recipes/3')
      .set(t.auth)
      .send({ ...loaf, title: 'Digits Cake, edited' })
      .expect(200);
    await request(t.app).delete('/api/recipes/3').set(t.auth).expect(204);
    const sync = await request(t.app).get('/api/sync/recipes?since=0&limit=2000').expect(200);
    expect(sync.body.deleted).toEqual([created.id]);
    expect(sync.body.recipes.find((r: Recipe) => r.id === 3)).toMatchObject({ title: third.title });
  });

  it('deletes, leaves a tombstone for sync and closes the featured gap', async () => {
    const t = await setup();
    const before = await featuredOrders(t);
    const victim = (await request(t.app).get(`/api/recipes/${before[0]!.slug}`)).body as Recipe;
    const cursor = (await request(t.app).get('/api/sync/recipes?since=0&limit=2000')).body.cursor as number;
    await request(t.app).delete(`/api/recipes/${victim.slug}`).set(t.auth).expect(204);
    await request(t.app).get(`/api/recipes/${victim.slug}`).expect(404);
    const sync = await request(t.app).get(`/api/sync/recipes?since=${cursor}`).expect(200);
    expect(sync.body.deleted).toEqual([victim.id]);
    const after = await featuredOrders(t);
    expect(after).toHaveLength(before.length - 1);
    expectContiguous(after);
  });

  it("never gives a new recipe a deleted one's id: devices keep favorites and ticks by id", async () => {
    const t = await setup();
    const newest = (await request(t.app).post('/api/recipes').set(t.auth).send(loaf).expect(201)).body as Recipe;
    await request(t.app).delete(`/api/recipes/${newest.slug}`).set(t.auth).expect(204);
    const next = (
      await request(t.app)
        .post('/api/recipes')
        .set(t.auth)
        .send({ ...loaf, title: 'Reused Id Cake' })
        .expect(201)
    ).body as Recipe;
    expect(next.id).toBeGreaterThan(newest.id);
    // The deleted recipe stays deleted for a device that syncs from the start.
    const sync = await request(t.app).get('/api/sync/recipes?since=0&limit=2000').expect(200);
    expect(sync.body.deleted).toEqual([newest.id]);
    expect(sync.body.recipes.map((r: Recipe) => r.id)).not.toContain(newest.id);
  });
});
