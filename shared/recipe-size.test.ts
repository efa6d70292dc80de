import { describe, expect, it } from 'vitest';
import { scaleIngredient } from './ingredients';
import {
  COMBO_SERVINGS,
  SIZE_LABELS,
  SIZE_MULTIPLIERS,
  WHITE_BREAD_SLUG,
  loafFactor,
  loafLabel,
  loafSteps,
  multiplierLabel,
  nextLoaves,
  nextMultiplier,
  sizeControlFor,
} from './recipe-size';

describe('size multipliers', () => {
  it('offers 0.25, 0.5, 1, 2, 3 and 4 labelled Quarter to Quadruple', () => {
    expect(SIZE_MULTIPLIERS).toEqual([0.25, 0.5, 1, 2, 3, 4]);
    expect(SIZE_MULTIPLIERS.map((m) => SIZE_LABELS[m])).toEqual([
      'Quarter',
      'Half',
      'Standard',
      'Double',
      'Triple',
      'Quadruple',
    ]);
    expect(multiplierLabel(2)).toBe('Double');
    expect(multiplierLabel(1.5)).toBe('1.5x');
  });

  it('moves one step up with plus and one step down with minus', () => {
    expect(nextMultiplier(1, 1)).toBe(2);
    expect(nextMultiplier(2, 1)).toBe(3);
    expect(nextMultiplier(1, -1)).toBe(0.5);
    expect(nextMultiplier(0.5, -1)).toBe(0.25);
  });

  it('does not move beyond either end', () => {
    expect(nextMultiplier(4, 1)).toBe(4);
    expect(nextMultiplier(0.25, -1)).toBe(0.25);
  });

  it('snaps a value that is not in the list to the next one in the direction of travel', () => {
    expect(nextMultiplier(1.5, 1)).toBe(2);
    expect(nextMultiplier(1.5, -1)).toBe(1);
    expect(nextMultiplier(9, 1)).toBe(4);
  });
});

describe('white bread loaves', () => {
  it('counts whole loaves from 1 to 12', () => {
    expect(loafSteps()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('labels one loaf and several loaves', () => {
    expect(loafLabel(1)).toBe('1 loaf');
    expect(loafLabel(2)).toBe('2 loaves');
    expect(loafLabel(12)).toBe('12 loaves');
  });

  it('moves the recipe in thirds: the base recipe makes 3 loaves', () => {
    expect(loafFactor(3)).toBe(1);
    expect(loafFactor(1)).toBeCloseTo(1 / 3, 12);
    expect(loafFactor(4)).toBeCloseTo(4 / 3, 12);
    expect(loafFactor(12)).toBe(4);
  });

  it('stops at 1 and 12 loaves', () => {
    expect(nextLoaves(1, -1)).toBe(1);
    expect(nextLoaves(12, 1)).toBe(12);
    expect(nextLoaves(3, 1)).toBe(4);
    expect(nextLoaves(3, -1)).toBe(2);
  });

  it('scales bread ingredients exactly by thirds', () => {
    expect(scaleIngredient('6 cups bread flour', loafFactor(1))).toBe('2 cups bread flour');
    expect(scaleIngredient('3 tsp salt', loafFactor(4))).toBe('4 tsp salt');
    expect(scaleIngredient('1 Tbsp salt', loafFactor(1))).toBe('1 tsp salt');
    expect(scaleIngredient('2 1/4 tsp instant yeast', loafFactor(2))).toBe('1 1/2 tsp instant yeast');
  });
});

describe('sizeControlFor', () => {
  it('gives the white bread a loaf control that starts at 3 loaves', () => {
    const control = sizeControlFor({ slug: WHITE_BREAD_SLUG, tags: ['Bread'], servings: 3 });
    expect(control.kind).toBe('loaves');
    if (control.kind !== 'loaves') return;
    expect(control.initial).toBe(3);
    expect(control.baseLoaves).toBe(3);
    expect(control.label(control.initial)).toBe('3 loaves');
    expect(control.factor(6)).toBe(2);
    expect(control.next(12, 1)).toBe(12);
    expect(control.steps).toEqual(loafSteps());
  });

  it('fixes Favorite Combos at 24 servings with no plus or minus', () => {
    const control = sizeControlFor({ slug: 'cupcake-combo', tags: ['FavoriteCombos'], servings: 24 });
    expect(control.kind).toBe('fixed');
    expect('next' in control).toBe(false);
    expect(control.label(control.initial)).toBe('24 servings');
    expect(control.factor(control.initial)).toBe(1);
  });

  it('brings a combo stored at another yield to 24 servings', () => {
    const control = sizeControlFor({ slug: 'cookie-combo', tags: ['FavoriteCombos', 'Cookies'], servings: 12 });
    expect(control.factor(control.initial)).toBe(COMBO_SERVINGS / 12);
  });

  it('gives every other recipe the multiplier control starting at Standard', () => {
    const control = sizeControlFor({ slug: 'lemon-bars', tags: ['Cookies'], servings: 16 });
    expect(control.kind).toBe('multiplier');
    if (control.kind !== 'multiplier') return;
    expect(control.initial).toBe(1);
    expect(control.label(control.initial)).toBe('Standard');
    expect(control.factor(3)).toBe(3);
    expect(control.next(4, 1)).toBe(4);
    expect(control.steps).toEqual(SIZE_MULTIPLIERS);
  });

  it('lets the white bread slug win over tags', () => {
    expect(sizeControlFor({ slug: WHITE_BREAD_SLUG, tags: ['FavoriteCombos'], servings: 24 }).kind).toBe('loaves');
  });
});
