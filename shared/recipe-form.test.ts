import { describe, expect, it } from 'vitest';
import {
  changedFields,
  cleanList,
  COMBO_DEFAULT_IMAGE,
  comboToRecipePayload,
  firstError,
  recipeBodySchema,
  toRecipePayload,
  validateComboForm,
  validateRecipeForm,
  type RecipeFormValues,
} from './recipe-form';

const valid: RecipeFormValues = {
  title: 'Honey Oat Bread',
  description: 'A soft sandwich loaf with oats.',
  story: '',
  prepTime: '20 mins',
  cookTime: '35 mins',
  servings: '12',
  difficulty: 'Easy',
  ingredients: ['500 g flour', '  ', ' 2 tbsp honey '],
  instructions: ['Mix.', 'Bake.'],
  imageUrl: '',
  tags: ['Bread'],
  dietaryInfo: [],
  notes: '',
  pan: '8 1/2 x 4 1/2-inch loaf',
  featured: false,
};

const blank: RecipeFormValues = {
  ...valid,
  title: '',
  description: '',
  prepTime: '',
  cookTime: '',
  servings: '',
  difficulty: '',
  ingredients: [],
  instructions: [],
  tags: [],
};

describe('validateRecipeForm', () => {
  it('accepts a complete recipe', () => {
    expect(validateRecipeForm(valid)).toEqual({});
  });

  it('names every missing field with the message of docs/product.md#admin, in form order', () => {
    const errors = validateRecipeForm(blank);
    expect(errors).toEqual({
      title: 'Title must be at least 3 characters',
      description: 'Description must be at least 10 characters',
      tags: 'At least one tag is required',
      prepTime: 'Preparation time is required',
      cookTime: 'Cooking time is required',
      servings: 'Servings must be a positive number',
      difficulty: expect.stringContaining('difficulty'),
      ingredients: 'At least one ingredient is required',
      instructions: 'At least one instruction is required',
    });
    expect(firstError(errors)).toBe('Title must be at least 3 characters');
  });

  it.each([['0'], ['-2'], ['1.5'], ['many'], [0]])('refuses servings %j', (servings) => {
    expect(validateRecipeForm({ ...valid, servings }).servings).toBe('Servings must be a positive number');
  });

  it('counts only non-blank list entries and trimmed text', () => {
    const errors = validateRecipeForm({ ...valid, title: '  ab  ', ingredients: [' ', ''], tags: ['  '] });
    expect(errors.title).toBe('Title must be at least 3 characters');
    expect(errors.ingredients).toBe('At least one ingredient is required');
    expect(errors.tags).toBe('At least one tag is required');
  });

  it('refuses an unknown difficulty and an image URL that is neither http(s) nor /objects/', () => {
    expect(validateRecipeForm({ ...valid, difficulty: 'Expert' }).difficulty).toBeDefined();
    expect(validateRecipeForm({ ...valid, imageUrl: 'javascript:alert(1)' }).imageUrl).toBe(
      'Image URL must start with http://, https:// or /objects/',
    );
    expect(validateRecipeForm({ ...valid, imageUrl: '/objects/../etc' }).imageUrl).toBeDefined();
    expect(validateRecipeForm({ ...valid, imageUrl: '/objects/upload-abc' })).toEqual({});
    expect(validateRecipeForm({ ...valid, imageUrl: 'https://example.com/pie.jpg' })).toEqual({});
  });

  it('in combo mode asks only for title, description and a tag', () => {
    const combo = { ...blank, title: 'Cookie Stack', description: 'Cookies with frosting.', tags: ['FavoriteCombos'] };
    expect(validateRecipeForm(combo)).toEqual({});
    expect(validateRecipeForm({ ...combo, title: 'ab' })).toEqual({ title: 'Title must be at least 3 characters' });
  });
});

describe('the pan', () => {
  it('is optional, and when given must be a pan the pan tool reads', () => {
    expect(validateRecipeForm({ ...valid, pan: '' })).toEqual({});
    expect(validateRecipeForm({ ...valid, pan: ' 9-inch round x 2 ' })).toEqual({});
    expect(validateRecipeForm({ ...valid, pan: 'a big one' })).toEqual({
      pan: 'Pan must name a size and shape, such as 9-inch round x 2, 9x13-inch pan or 12-cup muffin pan',
    });
    expect(toRecipePayload({ ...valid, pan: ' 12-cup muffin pan ' }).pan).toBe('12-cup muffin pan');
  });
});

describe('toRecipePayload', () => {
  it('trims text, drops blank list entries and derives the slug', () => {
    const payload = toRecipePayload({ ...valid, title: '  Honey Oat Bread! ' });
    expect(payload).toMatchObject({
      slug: 'honey-oat-bread',
      title: 'Honey Oat Bread!',
      servings: 12,
      ingredients: ['500 g flour', '2 tbsp honey'],
      imageUrl: null,
    });
  });

  it('fills the combo-mode defaults', () => {
    const payload = toRecipePayload({
      ...blank,
      title: 'Cookie Stack',
      description: 'Cookies with frosting.',
      tags: ['FavoriteCombos'],
    });
    expect(payload).toMatchObject({
      prepTime: 'Variable',
      cookTime: 'Variable',
      servings: 1,
      difficulty: 'Medium',
      ingredients: [],
      instructions: [],
    });
  });
});

describe('favorite combo form', () => {
  it('has its three messages', () => {
    expect(
      validateComboForm({ title: 'ab', description: 'short', story: 'too short', imageUrl: null, featured: false }),
    ).toEqual({
      title: 'Title must be at least 3 characters',
      description: 'Description must be at least 10 characters',
      story: 'Story must be at least 20 characters',
    });
  });

  it('creates the defaults of docs/product.md#admin with a stock image', () => {
    const payload = comboToRecipePayload({
      title: 'Berry Cookie Stack',
      description: 'Cookies and sauce.',
      story: 'A story long enough.',
      imageUrl: '',
      featured: true,
    });
    expect(payload).toMatchObject({
      slug: 'berry-cookie-stack',
      prepTime: '30 minutes',
      cookTime: '45 minutes',
      servings: 1,
      difficulty: 'Medium',
      ingredients: ['See referenced recipes'],
      tags: ['FavoriteCombos'],
      dietaryInfo: [],
      imageUrl: COMBO_DEFAULT_IMAGE,
      featured: true,
    });
    expect(payload.instructions).toHaveLength(1);
    expect(payload.notes).not.toBe('');
  });
});

describe('recipeBodySchema', () => {
  it('turns missing fields into blanks, so the form messages apply', () => {
    const body = recipeBodySchema.parse({});
    expect(validateRecipeForm(body).title).toBe('Title must be at least 3 characters');
  });

  it('refuses wrong types', () => {
    expect(recipeBodySchema.safeParse({ ingredients: 'flour' }).success).toBe(false);
  });

  it('cleans lists with cleanList', () => {
    expect(cleanList([' a ', '', '  ', 'b'])).toEqual(['a', 'b']);
  });
});

describe('changedFields', () => {
  const start = toRecipePayload(valid);

  it('names only the fields whose saved form differs, never the slug', () => {
    const next = toRecipePayload({
      ...valid,
      title: 'Honey Oat Loaf',
      servings: ' 12 ',
      ingredients: ['500 g flour', '2 tbsp honey', 'oats'],
      notes: '  ',
    });
    expect(changedFields(start, next)).toEqual({
      title: 'Honey Oat Loaf',
      ingredients: ['500 g flour', '2 tbsp honey', 'oats'],
    });
  });

  it('is empty when nothing changed, and keeps a change to false or null', () => {
    expect(changedFields(start, toRecipePayload({ ...valid }))).toEqual({});
    const featured = toRecipePayload({ ...valid, featured: true, imageUrl: '/objects/abc' });
    expect(changedFields(featured, start)).toEqual({ featured: false, imageUrl: null });
  });
});
