import { describe, expect, it } from 'vitest';
import { demoRecipes } from '../api/seed/recipes';
import { combinationAt, reproducible, sameCombination } from './combination-size';
import { combineRecipes, type Combination, type CombinerRecipe } from './combiner';

const demo = (slug: string): CombinerRecipe => {
  const index = demoRecipes.findIndex((r) => r.slug === slug);
  return { ...demoRecipes[index]!, id: index + 1, imageUrl: null };
};
const parts = ['classic-vanilla-layer-cake', 'vanilla-buttercream'].map(demo);

describe('the AI Recipe Combiner’s answer at another size', () => {
  it('is written again by the built-in combiner when the device’s recipes give exactly that answer', () => {
    const answer = combineRecipes(parts, 'for 24 people');
    expect(reproducible(answer, parts, 'for 24 people')).toBe(parts);
    expect(sameCombination({ ...answer }, answer)).toBe(true);
  });

  it('is not, when a recipe changed since or another combiner answered', () => {
    const answer = combineRecipes(parts);
    const edited = [{ ...parts[0]!, ingredients: [...parts[0]!.ingredients, '1 cup sprinkles'] }, parts[1]!];
    expect(reproducible(answer, edited, '')).toBeNull();
    expect(reproducible({ ...answer, title: 'A Cake With Frosting' }, parts, '')).toBeNull();
  });

  it('rewrites any other answer line by line: amounts, shares of a merged line, steps and servings', () => {
    const remote: Combination = {
      title: 'Cake and Frosting',
      description: '',
      preparationTime: '40 minutes',
      cookingTime: '30 minutes',
      servings: 12,
      ingredients: [
        '---For the cake---',
        '1 cup (226 g) unsalted butter, softened',
        '3 cups (720 ml) water, divided: 2 cups (480 ml) for the cake and 1 cup (240 ml) for the syrup',
      ],
      instructions: ['Grease two 8-inch round pans.', 'Bake for 30 minutes, then cool for 1 hour.'],
      tips: [],
      sourceRecipes: [],
    };
    const doubled = combinationAt(remote, 2, 'us');
    expect(doubled.servings).toBe(24);
    expect(doubled.ingredients).toEqual([
      '---For the cake---',
      '4 sticks (452 g) unsalted butter, softened',
      // One system per view (docs/decisions/034-the-method-follows-the-amounts.md): the cups are the US measure.
      '6 cups water, divided: 4 cups for the cake and 2 cups for the syrup',
    ]);
    expect(combinationAt(remote, 2, 'metric').ingredients[2]).toBe(
      '1.44 l water, divided: 960 ml for the cake and 480 ml for the syrup',
    );
    expect(doubled.instructions[0]).toBe('Grease four 8-inch round pans.');
    expect(doubled.instructions[1]).toBe('Bake for 30 minutes, then cool for 1 hour.');
    // A total from its own steps, as a Ready-at plan reads them, when the answer gives none.
    expect(doubled.totalTime).toBe(combinationAt(remote, 1, 'us').totalTime);
    expect(doubled.totalTime).toMatch(/^1 hour/);
    expect(combinationAt(remote, 1, 'metric').ingredients[1]).toBe('226 g unsalted butter, softened');
  });

  it('rewrites each part of another answer from the model of its method, one part’s pan never another’s', () => {
    const remote: Combination = {
      title: 'Brownies and Lemon Bars',
      description: '',
      preparationTime: '40 minutes',
      cookingTime: '30 minutes',
      servings: 16,
      ingredients: ['1 cup (226 g) unsalted butter, melted'],
      instructions: [
        '**Brownies**',
        'Line an 8x8-inch pan with parchment.',
        'Scrape the batter into the pan and bake for 25 minutes.',
        '**Carrot cake**',
        'Grease two 9-inch round pans and line with parchment.',
        'Divide between the pans and bake at 350°F for 30 to 35 minutes.',
      ],
      tips: [],
      sourceRecipes: [],
    };
    const quarter = combinationAt(remote, 0.25, 'us').instructions;
    expect(quarter[0]).toBe('**Brownies**');
    expect(quarter.join('\n')).not.toContain('8x8-inch');
    // The carrot cake's half of the answer is read alone: a quarter of it is one 6-inch round, and one pan.
    expect(quarter[4]).toBe('Grease one 6-inch round pan and line with parchment.');
    expect(quarter[5]).toMatch(/^Pour into the pan and bake at 350°F for 30 to 35 minutes/);
    expect(quarter.join('\n')).not.toMatch(/between the pans/);
  });
});
