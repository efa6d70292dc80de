import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { Recipe } from '../../shared/schemas/recipe';
import { prepareSearch, searchReady, searchRecipes, tokenize } from './recipe-search';
import { makeRecipe } from './recipe-fixture';

/** The plain definition the index must agree with: tokenize every recipe for every query. */
function reference(recipes: Recipe[], query: string): Recipe[] {
  const terms = tokenize(query);
  if (!terms.length) return recipes;
  const scored: { recipe: Recipe; score: number }[] = [];
  for (const recipe of recipes) {
    const fields = [
      { words: tokenize(recipe.title), weight: 10 },
      { words: tokenize(recipe.tags.join(' ')), weight: 5 },
      { words: tokenize(recipe.description), weight: 3 },
      { words: tokenize(recipe.ingredients.join(' ')), weight: 1 },
    ];
    let score = 0;
    let all = true;
    for (const term of terms) {
      let best = 0;
      for (const field of fields)
        if (field.weight > best && field.words.some((w) => w.startsWith(term))) best = field.weight;
      if (!best) {
        all = false;
        break;
      }
      score += best;
    }
    if (all) scored.push({ recipe, score });
  }
  return scored.sort((a, b) => b.score - a.score || a.recipe.title.localeCompare(b.recipe.title)).map((s) => s.recipe);
}

const make = (id: number, title: string, more: Partial<Recipe> = {}): Recipe =>
  makeRecipe(id, {
    slug: `r-${id}`,
    title,
    description: '',
    tags: [],
    ingredients: [],
    instructions: [],
    version: 1,
    ...more,
  });

describe('searchRecipes', () => {
  const recipes = [
    make(1, 'Vanilla Buttercream', { tags: ['Frostings'], ingredients: ['1 cup butter', '2 cups powdered sugar'] }),
    make(2, 'One-Bowl White Bread', {
      tags: ['Bread'],
      description: 'A soft loaf with butter',
      ingredients: ['3 cups flour'],
    }),
    make(3, 'Crème Brûlée', { description: 'Custard with a burnt sugar top', ingredients: ['4 egg yolks'] }),
    make(4, 'Butter Cookies', { tags: ['Cookies'], ingredients: ['1 cup butter'] }),
  ];

  it('matches every word by prefix and ranks title hits first', () => {
    expect(searchRecipes(recipes, 'butter').map((r) => r.id)).toEqual([4, 1, 2]);
    expect(searchRecipes(recipes, 'buttercr').map((r) => r.title)).toEqual(['Vanilla Buttercream']);
    expect(searchRecipes(recipes, 'butter sug').map((r) => r.id)).toEqual([1]);
    expect(searchRecipes(recipes, 'zzzq')).toEqual([]);
  });

  it('ignores accents and case, and returns everything for an empty query', () => {
    expect(searchRecipes(recipes, 'CREME brul').map((r) => r.id)).toEqual([3]);
    expect(searchRecipes(recipes, '  ')).toBe(recipes);
  });

  it('follows catalog changes: a new version of a recipe is searched by its new words', () => {
    expect(searchRecipes(recipes, 'rye')).toEqual([]);
    const edited = recipes.map((r) => (r.id === 2 ? { ...r, title: 'Rye Bread', version: 2 } : r));
    expect(searchRecipes(edited, 'rye').map((r) => r.id)).toEqual([2]);
    expect(searchRecipes(edited.slice(0, 1), 'bread')).toEqual([]);
  });

  it('returns the objects of the array it is given', () => {
    const copy = recipes.map((r) => ({ ...r }));
    expect(searchRecipes(copy, 'bread')[0]).toBe(copy[1]);
  });

  let version = 100;
  it('agrees with tokenizing every recipe on every query (random catalogs and queries)', () => {
    const word = fc.constantFrom(
      'butter',
      'bread',
      'buttercream',
      'brûlée',
      'sugar',
      'flour',
      'rye',
      'Lemon',
      'lemony',
      'a',
      'b',
      '12',
      'choux',
      'crème',
    );
    const text = fc.array(word, { maxLength: 5 }).map((w) => w.join(' '));
    const recipe = fc.record({
      title: text,
      description: text,
      tags: fc.array(word, { maxLength: 3 }),
      ingredients: fc.array(text, { maxLength: 3 }),
    });
    fc.assert(
      fc.property(
        fc.array(recipe, { maxLength: 25 }),
        fc.array(fc.constantFrom('bu', 'b', 'bread', 'cr', 'CRE', 'lem', 'sugar flour', 'rye rye', 'x', '1'), {
          minLength: 1,
          maxLength: 3,
        }),
        (list, queries) => {
          // The server gives every write a new version: each generated catalog is a new write.
          version += 1;
          const catalog = list.map((r, i) =>
            make(i + 1, r.title, { description: r.description, tags: r.tags, ingredients: r.ingredients, version }),
          );
          for (const q of queries)
            expect(searchRecipes(catalog, q).map((r) => r.id)).toEqual(reference(catalog, q).map((r) => r.id));
        },
      ),
      { seed: 4242, numRuns: 200 },
    );
  });

  it('keeps its index across keystrokes: a keystroke over the same 10,000 recipes reads none of their text', () => {
    // Speed itself is a bench figure (per-keystroke p95 in docs/quality.md), not a timed test;
    // this proves the mechanism behind it deterministically.
    const words = [
      'sourdough',
      'lemon',
      'almond',
      'rye',
      'brioche',
      'ginger',
      'cardamom',
      'honey',
      'pecan',
      'maple',
      'cocoa',
      'oat',
    ];
    const big = Array.from({ length: 10_000 }, (_, i) =>
      make(i + 1, `${words[i % 12]} ${words[(i * 7) % 12]} loaf ${i}`, {
        ingredients: [`1 cup ${words[(i * 5) % 12]}`, '2 cups flour', `3 tbsp ${words[(i * 3) % 12]} syrup`],
        description: 'A tender, golden bake for slow weekend mornings.',
        tags: ['Bread', 'Seasonal'],
      }),
    );
    // Count every read of the searched text (description and ingredients) on every recipe.
    let textReads = 0;
    for (const recipe of big) {
      for (const field of ['description', 'ingredients'] as const) {
        const value = recipe[field];
        Object.defineProperty(recipe, field, {
          get: () => {
            textReads += 1;
            return value;
          },
        });
      }
    }
    const queries = ['sourd', 'lemon alm', 'gin', 'maple pec'];
    const first = searchRecipes(big, 'warm'); // the first keystroke builds the index
    expect(first).toEqual([]);
    expect(textReads).toBeGreaterThanOrEqual(big.length);

    textReads = 0;
    // A new array per keystroke, as a live query gives: the index must survive that.
    for (const q of queries) expect(searchRecipes([...big], q)).toEqual(reference(big, q));
    const readsByReference = textReads;
    textReads = 0;
    for (const q of queries) searchRecipes([...big], q);
    expect(textReads).toBe(0);
    expect(readsByReference).toBeGreaterThan(queries.length * big.length);
  });
});

describe('prepareSearch', () => {
  it('builds the index a slice per task, then searches answer from it as a fresh build would', async () => {
    const catalog = Array.from({ length: 3000 }, (_, i) =>
      make(i + 1, `Bake ${i + 1} ${i % 7 === 0 ? 'Lemon' : 'Plain'} Loaf`, { ingredients: ['1 cup flour'] }),
    );
    const tasks: number[] = [];
    const realSetTimeout = globalThis.setTimeout;
    const spy = vi.spyOn(globalThis, 'setTimeout').mockImplementation(((fn: () => void, ms?: number) => {
      tasks.push(ms ?? 0);
      return realSetTimeout(fn, ms);
    }) as typeof setTimeout);
    try {
      expect(searchReady(catalog)).toBe(false);
      expect(await prepareSearch(catalog, { slice: 500 })).toBe(true);
    } finally {
      spy.mockRestore();
    }
    // 3,000 recipes in slices of 500: at least six separate tasks, never one long one.
    expect(tasks.length).toBeGreaterThanOrEqual(6);
    expect(searchReady(catalog)).toBe(true);
    expect(searchRecipes(catalog, 'lemon lo').map((r) => r.id)).toEqual(
      reference(catalog, 'lemon lo').map((r) => r.id),
    );
  });

  it('stops when aborted, and a later search still builds what it needs', async () => {
    const catalog = Array.from({ length: 2000 }, (_, i) => make(i + 1, `Aborted ${i + 1}`));
    const controller = new AbortController();
    const prepared = prepareSearch(catalog, { slice: 100, signal: controller.signal });
    controller.abort();
    expect(await prepared).toBe(false);
    expect(searchReady(catalog)).toBe(false);
    expect(searchRecipes(catalog, 'aborted 1999').map((r) => r.id)).toEqual([1999]);
  });
});
