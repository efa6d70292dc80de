import { describe, expect, it } from 'vitest';
import type { Recipe } from './schemas/recipe';
import { recipeJsonLd } from './structured-data';

const recipe: Recipe = {
  id: 3,
  slug: 'classic-vanilla-layer-cake',
  title: 'Classic Vanilla Layer Cake',
  description: 'A tender two-layer cake.',
  imageUrl: '/objects/abc-123',
  prepTime: '40 minutes',
  cookTime: '1 hour 5 minutes',
  servings: 12,
  difficulty: 'Intermediate',
  dietaryInfo: ['Vegetarian', 'Gluten-Free', 'Nut-free'],
  tags: ['FavoriteCombos', 'Cake', 'Seasonal'],
  story: 'Story',
  ingredients: [
    '---For the Cake---',
    '2 cups flour',
    '1 cup sugar',
    '--- For Assembly ---',
    '1 batch Vanilla Buttercream',
  ],
  instructions: ['Heat the oven.', 'Bake.'],
  notes: '',
  featured: false,
  featuredOrder: null,
  version: 4,
  updatedAt: '2025-03-02T10:11:12.000Z',
};

describe('recipeJsonLd', () => {
  const ld = recipeJsonLd(recipe, 'https://bake.example');

  it('is a schema.org Recipe with name, description, author and dates', () => {
    expect(ld['@context']).toBe('https://schema.org');
    expect(ld['@type']).toBe('Recipe');
    expect(ld.name).toBe('Classic Vanilla Layer Cake');
    expect(ld.description).toBe('A tender two-layer cake.');
    expect(ld.author).toEqual({ '@type': 'Organization', name: 'Sift & Story' });
    expect(ld.datePublished).toBe('2025-03-02');
    expect(ld.url).toBe('https://bake.example/recipes/classic-vanilla-layer-cake');
  });

  it('gives an absolute image URL of the large stored variant', () => {
    expect(ld.image).toEqual(['https://bake.example/objects/abc-123/1200']);
    expect(recipeJsonLd({ ...recipe, imageUrl: 'https://cdn.example/cake.jpg' }, 'https://bake.example').image).toEqual(
      ['https://cdn.example/cake.jpg'],
    );
    expect(recipeJsonLd({ ...recipe, imageUrl: null }, 'https://bake.example')).not.toHaveProperty('image');
  });

  it('writes ISO 8601 durations and adds them up for the total', () => {
    expect(ld.prepTime).toBe('PT40M');
    expect(ld.cookTime).toBe('PT1H5M');
    expect(ld.totalTime).toBe('PT1H45M');
  });

  it('gives the Ready-at plan’s length as totalTime: the rises, the bake and the cooling the steps name', () => {
    const bread = recipeJsonLd(
      {
        ...recipe,
        prepTime: '20 minutes',
        cookTime: '35 minutes',
        instructions: ['Let it rise for 1 hour.', 'Bake for 35 minutes.', 'Cool for at least 1 hour before slicing.'],
      },
      'https://bake.example',
    );
    expect(bread.totalTime).toBe('PT2H35M');
  });

  it('leaves out times it cannot read', () => {
    const vague = recipeJsonLd({ ...recipe, prepTime: 'overnight', cookTime: '' }, 'https://bake.example');
    expect(vague).not.toHaveProperty('prepTime');
    expect(vague).not.toHaveProperty('cookTime');
    expect(vague).not.toHaveProperty('totalTime');
  });

  it('lists ingredients without section headers', () => {
    expect(ld.recipeIngredient).toEqual(['2 cups flour', '1 cup sugar', '1 batch Vanilla Buttercream']);
  });

  it('writes the instructions as numbered HowToSteps', () => {
    expect(ld.recipeInstructions).toEqual([
      { '@type': 'HowToStep', position: 1, text: 'Heat the oven.' },
      { '@type': 'HowToStep', position: 2, text: 'Bake.' },
    ]);
  });

  it('gives the yield, the first real category and readable keywords', () => {
    expect(ld.recipeYield).toBe('12 servings');
    expect(ld.recipeCategory).toBe('Cakes & Cupcakes');
    expect(ld.keywords).toBe('Favorite Combos, Cakes & Cupcakes, Seasonal, Vegetarian, Gluten-Free, Nut-free');
    expect(recipeJsonLd({ ...recipe, tags: [] }, 'https://x').recipeCategory).toBe('Baking');
  });

  it('names the schema.org diets it knows', () => {
    expect(ld.suitableForDiet).toEqual(['https://schema.org/VegetarianDiet', 'https://schema.org/GlutenFreeDiet']);
    expect(recipeJsonLd({ ...recipe, dietaryInfo: [] }, 'https://x')).not.toHaveProperty('suitableForDiet');
  });

  it('survives JSON serialisation unchanged', () => {
    expect(JSON.parse(JSON.stringify(ld))).toEqual(ld);
  });
});
