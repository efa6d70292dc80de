import type { Recipe } from '../../shared/schemas/recipe';

/** A valid recipe for tests of the device's data layer: `recipe-{id}`, version = id unless given. */
export function makeRecipe(id: number, overrides: Partial<Recipe> = {}): Recipe {
  return {
    id,
    slug: `recipe-${id}`,
    title: `Recipe ${id}`,
    description: 'A bake',
    imageUrl: null,
    prepTime: '10 min',
    cookTime: '20 min',
    servings: 4,
    difficulty: 'Easy',
    dietaryInfo: [],
    tags: ['Bread'],
    story: '',
    ingredients: ['1 cup flour'],
    instructions: ['Mix.'],
    notes: '',
    featured: false,
    featuredOrder: null,
    version: id,
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
