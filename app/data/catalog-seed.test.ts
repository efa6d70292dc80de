import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Recipe } from '../../shared/schemas/recipe';
import {
  catalogSeeded,
  CATALOG_SEED_ID,
  forgetPageRecipes,
  recipesFromPage,
  seedCatalogFromPage,
} from './catalog-seed';
import { SiftDb } from './db';
import { makeRecipe } from './recipe-fixture';

let n = 0;
let database: SiftDb;
beforeEach(() => {
  database = new SiftDb(`catalog-seed-test-${++n}`);
});

/** A featured recipe with a stored photo, at version 5, as the server puts it in a page. */
const recipe = (id: number, overrides: Partial<Recipe> = {}) =>
  makeRecipe(id, { imageUrl: `/objects/recipe-${id}`, featured: true, featuredOrder: id, version: 5, ...overrides });

/** A page whose data block holds `text` (or no block at all). */
const page = (text?: string) => ({
  getElementById: (id: string) =>
    id === CATALOG_SEED_ID && text !== undefined ? ({ textContent: text } as HTMLElement) : null,
});

describe('the catalog seed in the page', () => {
  it('puts the recipes of the page on the device, and says when it is done', async () => {
    const done = seedCatalogFromPage(page(JSON.stringify([recipe(1), recipe(2)])), database);
    expect(catalogSeeded()).toBe(done);
    await done;
    expect((await database.recipes.toArray()).map((r) => r.slug)).toEqual(['recipe-1', 'recipe-2']);
  });

  it('never replaces a newer copy already on the device, and refreshes an older one', async () => {
    await database.recipes.bulkPut([
      recipe(1, { title: 'Edited since', version: 9 }),
      recipe(2, { title: 'Old', version: 1 }),
    ]);
    await seedCatalogFromPage(page(JSON.stringify([recipe(1), recipe(2)])), database);
    expect((await database.recipes.toArray()).map((r) => r.title)).toEqual(['Edited since', 'Recipe 2']);
  });

  it('skips rows of the wrong shape and ignores a block that is not JSON, or missing', async () => {
    const broken = [
      { ...recipe(3), id: 'three' },
      { ...recipe(4), ingredients: [1, 2] },
      { ...recipe(5), featuredOrder: '1' },
      null,
      'x',
      recipe(6),
    ];
    await seedCatalogFromPage(page(JSON.stringify(broken)), database);
    expect((await database.recipes.toArray()).map((r) => r.id)).toEqual([6]);
    await seedCatalogFromPage(page('{"recipes": ['), database);
    await seedCatalogFromPage(page(JSON.stringify({ id: 1 })), database);
    await seedCatalogFromPage(page(), database);
    expect(await database.recipes.count()).toBe(1);
  });

  it('leaves the device as it was when a slug on it belongs to another id (the sync sorts that out)', async () => {
    await database.recipes.put(recipe(7, { slug: 'scones' }));
    await expect(
      seedCatalogFromPage(page(JSON.stringify([recipe(8, { slug: 'scones' }), recipe(9)])), database),
    ).resolves.toBeUndefined();
    expect((await database.recipes.toArray()).map((r) => r.id)).toEqual([7]);
  });
});

describe('the recipes of the page, for its first screen', () => {
  it('are there for the address the page was made for, with their shape checked, before they are stored', () => {
    const broken = { ...recipe(3), id: 'three' };
    const done = seedCatalogFromPage(
      page(JSON.stringify([recipe(1), broken, recipe(2)])),
      database,
      '/recipes?tag=bread',
    );
    expect(recipesFromPage('/recipes?tag=bread')?.map((r) => r.id)).toEqual([1, 2]);
    expect(recipesFromPage('/recipes')).toBeUndefined();
    expect(recipesFromPage('/')).toBeUndefined();
    return done;
  });

  it('are gone after the first navigation in the app, and absent when the page carried none', async () => {
    await seedCatalogFromPage(page(JSON.stringify([recipe(1)])), database, '/');
    expect(recipesFromPage('/')).toHaveLength(1);
    forgetPageRecipes();
    expect(recipesFromPage('/')).toBeUndefined();
    await seedCatalogFromPage(page('[]'), database, '/');
    expect(recipesFromPage('/')).toBeUndefined();
    await seedCatalogFromPage(page(), database, '/recipes/scones');
    expect(recipesFromPage('/recipes/scones')).toBeUndefined();
  });
});
