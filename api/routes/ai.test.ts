import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { createApp } from '../app';
import type { Recipe } from '../../shared/schemas/recipe';
import { CombinerError, type RecipeCombiner } from '../ai';
import { aiRouter } from './ai';
import { makeTestApp } from '../test/harness';
import express from 'express';
import { errorHandler } from '../http/errors';
import { createRepos } from '../db/repos';

async function catalog() {
  const test = await makeTestApp();
  const recipes = createRepos(test.db).recipes.list();
  const bySlug = (slug: string) => recipes.find((r: Recipe) => r.slug === slug)!;
  return { ...test, bySlug };
}

describe('POST /api/ai/recipe-compiler with the built-in combiner', () => {
  it('combines two recipes into the combination object of docs/product.md#combos', async () => {
    const { app, bySlug } = await catalog();
    const cake = bySlug('classic-vanilla-layer-cake');
    const frosting = bySlug('vanilla-buttercream');
    const res = await request(app)
      .post('/api/ai/recipe-compiler')
      .send({ selectedRecipeIds: [cake.id, frosting.id] })
      .expect(200);
    expect(res.body).toMatchObject({
      title: 'Classic Vanilla Layer Cake with Vanilla Buttercream',
      preparationTime: '55 minutes',
      cookingTime: '30 minutes',
      totalTime: expect.stringMatching(/^\d+ hours?( \d+ minutes)?$/),
      servings: 12,
      sourceRecipes: ['Classic Vanilla Layer Cake', 'Vanilla Buttercream'],
    });
    expect(res.body.ingredients).toContain('---Classic Vanilla Layer Cake: For the Cake---');
    expect(
      res.body.ingredients.some((l: string) =>
        /unsalted butter, divided: 2 sticks \(226 g\) for the Classic Vanilla Layer Cake/.test(l),
      ),
    ).toBe(true);
    expect(res.body.instructions.at(-1)).toMatch(/^Assemble: let the Classic Vanilla Layer Cake cool completely, then/);
    expect(res.body.tips.length).toBeGreaterThan(0);
    expect(res.body.notes).toBeUndefined();
  });

  it('shows the custom prompt in the notes', async () => {
    const { app, bySlug } = await catalog();
    const res = await request(app)
      .post('/api/ai/recipe-compiler')
      .send({
        selectedRecipeIds: [bySlug('fudgy-brownies').id, bySlug('salted-caramel-sauce').id],
        customPrompt: 'Make it for 32 people',
      })
      .expect(200);
    expect(res.body.servings).toBe(32);
    expect(res.body.notes).toContain('Make it for 32 people');
  });

  it.each([
    [{}, 'Please select at least 2 recipes to combine.'],
    [{ selectedRecipeIds: [1] }, 'Please select at least 2 recipes to combine.'],
    [{ selectedRecipeIds: [4, 4] }, 'Please select at least 2 recipes to combine.'],
    [{ selectedRecipeIds: 'all' }, 'Please select at least 2 recipes to combine.'],
    [{ selectedRecipeIds: ['1', '2'] }, 'Recipe ids must be numbers.'],
    [{ selectedRecipeIds: [1, 2, 3, 4, 5, 6, 7] }, 'Please select at most 6 recipes to combine.'],
    [
      { selectedRecipeIds: [1, 2], customPrompt: 'x'.repeat(1001) },
      'Additional instructions can be at most 1000 characters.',
    ],
  ])('refuses %j with 400 "%s"', async (body, message) => {
    const { app } = await makeTestApp({ seed: false });
    const res = await request(app).post('/api/ai/recipe-compiler').send(body).expect(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses a recipe the admin removed with a message a person can act on, and its id for the page', async () => {
    const { app, bySlug } = await catalog();
    const res = await request(app)
      .post('/api/ai/recipe-compiler')
      .send({ selectedRecipeIds: [bySlug('lemon-bars').id, 9999] })
      .expect(400);
    expect(res.body).toEqual({
      message: 'A recipe you picked was removed from the catalog. Please pick another and try again.',
      missingRecipeIds: [9999],
    });
  });

  it('counts several removed recipes', async () => {
    const { app, bySlug } = await catalog();
    const res = await request(app)
      .post('/api/ai/recipe-compiler')
      .send({ selectedRecipeIds: [9998, bySlug('lemon-bars').id, 9999] })
      .expect(400);
    expect(res.body).toEqual({
      message: '2 recipes you picked were removed from the catalog. Please pick others and try again.',
      missingRecipeIds: [9998, 9999],
    });
  });

  it('refuses Favorite Combos', async () => {
    const { app, bySlug } = await catalog();
    const res = await request(app)
      .post('/api/ai/recipe-compiler')
      .send({ selectedRecipeIds: [bySlug('lemon-bars').id, bySlug('coconut-lemon-layer-cake').id] })
      .expect(400);
    expect(res.body.message).toBe(
      'Favorite Combos already combine recipes and cannot be combined again: Coconut Lemon Layer Cake.',
    );
  });
});

describe('POST /api/ai/recipe-compiler when the combiner fails', () => {
  it('answers 502 with the default text of docs/product.md#combos and the reason as detail', async () => {
    const { db, config, bySlug } = await catalog();
    const failing: RecipeCombiner = {
      name: 'test',
      remote: false,
      combine: async () => {
        throw new CombinerError('The AI service could not be reached.');
      },
    };
    const logged: unknown[] = [];
    const app = express();
    app.use(express.json());
    app.use(
      '/api/ai',
      aiRouter(
        {
          db,
          config,
          repos: createRepos(db),
          objects: undefined as never,
          mailer: undefined as never,
          payments: undefined as never,
          log: (m) => logged.push(m),
        },
        failing,
      ),
    );
    app.use(errorHandler(() => undefined));
    const res = await request(app)
      .post('/api/ai/recipe-compiler')
      .send({ selectedRecipeIds: [bySlug('lemon-bars').id, bySlug('vanilla-buttercream').id] })
      .expect(502);
    expect(res.body).toEqual({
      message: 'Error generating recipe compilation',
      detail: 'The AI service could not be reached.',
    });
    expect(logged).toHaveLength(1);
  });

  it('uses the OpenAI-compatible endpoint when AI_BASE_URL is set, and says so when it is down', async () => {
    const { db, config, bySlug } = await catalog();
    // Port 9 on loopback: nothing listens, the connection is refused at once.
    const app = createApp({
      db,
      config: { ...config, ai: { baseUrl: 'http://127.0.0.1:9/v1', model: 'test' } },
      log: () => undefined,
    });
    const res = await request(app)
      .post('/api/ai/recipe-compiler')
      .send({ selectedRecipeIds: [bySlug('lemon-bars').id, bySlug('vanilla-buttercream').id] })
      .expect(502);
    expect(res.body).toEqual({
      message: 'Error generating recipe compilation',
      detail: 'The AI service could not be reached.',
    });
  });
});
