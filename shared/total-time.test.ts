import { describe, expect, it } from 'vitest';
import { demoRecipes } from '../api/seed/recipes';
import { cookTimeLabel, formatMinutes, totalMinutes, waitMinutes } from './total-time';

describe('total time', () => {
  it('counts the rises and the cooling of the white bread: about 3 1/2 hours, not 20 minutes', () => {
    const bread = demoRecipes.find((r) => r.slug === 'one-bowl-white-bread')!;
    const total = totalMinutes(bread)!;
    expect(total).toBeGreaterThanOrEqual(210);
    expect(total).toBeLessThan(240);
  });

  it('counts the shorter end of a rest and nothing said to be optional', () => {
    expect(waitMinutes('Cover and let rise for 40 to 50 minutes, until doubled.')).toBe(40);
    expect(waitMinutes('Refrigerate overnight.')).toBe(480);
    expect(waitMinutes('Keeps for up to 3 days.')).toBe(0);
    expect(waitMinutes('Bake for 25 minutes, until golden.')).toBe(0);
    expect(waitMinutes('Cool on a rack for at least 1 hour before slicing.')).toBe(60);
  });

  it('says No bake instead of 0 minutes', () => {
    expect(cookTimeLabel('0 minutes')).toBe('No bake');
    expect(cookTimeLabel('35 minutes')).toBe('35 minutes');
    const frosting = demoRecipes.find((r) => r.slug === 'vanilla-buttercream')!;
    expect(cookTimeLabel(frosting.cookTime)).toBe('No bake');
  });

  it('writes hours and minutes', () => {
    expect(formatMinutes(215)).toBe('3 hr 35 min');
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(60)).toBe('1 hr');
  });

  it('gives every demo recipe a total of at least its prep and cook time', () => {
    for (const recipe of demoRecipes) expect(totalMinutes(recipe), recipe.slug).toBeGreaterThan(0);
  });
});
