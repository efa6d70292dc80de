import { describe, expect, it } from 'vitest';
import { demoRecipes } from '../api/seed/recipes';
import { planSeconds, planStages, worthPlanning } from './bake-schedule';
import { parsePan } from './bakers-tools/pans';
import { methodAt, plannedStep } from './method';
import { cookTimeLabel, formatMinutes, timesAt, totalMinutes } from './total-time';

describe('total time', () => {
  it('counts the rises and the cooling of the white bread: about 3 1/2 hours, not 20 minutes', () => {
    const bread = demoRecipes.find((r) => r.slug === 'one-bowl-white-bread')!;
    const total = totalMinutes(bread)!;
    expect(total).toBeGreaterThanOrEqual(210);
    expect(total).toBeLessThan(240);
  });

  it('counts the shorter end of a rest, once, and nothing said to be a limit', () => {
    const total = (...instructions: string[]) => totalMinutes({ prepTime: '', cookTime: '', instructions });
    expect(total('Cover and let rise for 40 to 50 minutes, until doubled.')).toBe(40);
    expect(total('Prove for 45 minutes to 1 hour, until puffy.')).toBe(45);
    expect(total('Refrigerate overnight.')).toBe(480);
    expect(total('Cool on a rack for at least 1 hour before slicing. Keeps for up to 3 days.')).toBe(60);
  });

  it('counts the first of several ways to finish, not all of them: ganache is about 25 minutes, not 2 hours', () => {
    const ganache = demoRecipes.find((r) => r.slug === 'chocolate-ganache')!;
    expect(totalMinutes(ganache)).toBeGreaterThanOrEqual(20);
    expect(totalMinutes(ganache)).toBeLessThanOrEqual(30);
  });

  it('adds nothing for work done while something bakes', () => {
    const bars = (fourth: string) =>
      totalMinutes({
        prepTime: '20 minutes',
        cookTime: '45 minutes',
        instructions: ['Press the crust into the pan.', 'Bake for 20 minutes.', fourth, 'Bake for 20 minutes more.'],
      });
    expect(bars('While the crust bakes, whisk the filling.')).toBeLessThan(bars('Whisk the filling.')!);
  });

  it('is the length of the Ready-at plan for every demo recipe that has one: cinnamon rolls say one figure', () => {
    for (const recipe of demoRecipes) {
      const stages = planStages(recipe);
      if (!worthPlanning(stages)) continue;
      expect(totalMinutes(recipe), recipe.slug).toBe(Math.round(planSeconds(stages) / 60));
    }
    const rolls = demoRecipes.find((r) => r.slug === 'overnight-cinnamon-rolls')!;
    expect(formatMinutes(totalMinutes(rolls)!)).toBe('11 hr 6 min');
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

describe('times at another size', () => {
  const layers = demoRecipes.find((r) => r.slug === 'classic-vanilla-layer-cake')!;

  it('are the recipe’s own as written', () => {
    expect(timesAt(layers)).toEqual({ totalMinutes: 152, cookTime: '30 minutes' });
    expect(timesAt(demoRecipes.find((r) => r.slug === 'vanilla-buttercream')!).cookTime).toBe('No bake');
  });

  it('follow a bake the method lengthens: the layers baked as a loaf are checked after 45 minutes, not 28', () => {
    const { steps } = methodAt(layers, { factor: 0.85, pan: parsePan('9x5-inch loaf')! }, 'us');
    expect(timesAt(layers, steps.map(plannedStep))).toEqual({ totalMinutes: 169, cookTime: 'about 47 min' });
    // At a size whose bake is unchanged, the recipe's own words.
    const double = methodAt(layers, { factor: 2 }, 'us').steps;
    expect(timesAt(layers, double.map(plannedStep))).toEqual({ totalMinutes: 152, cookTime: '30 minutes' });
  });
});
