import { describe, expect, it } from 'vitest';
import { demoRecipes } from '../api/seed/recipes';
import { batchesText } from './combiner-steps';
import { bakeableCombo, comboLinks, expandCombo } from './combo-recipe';
import { partSteps } from './method';
import { isoDuration } from './durations';
import { totalMinutes } from './total-time';
import type { Recipe } from './schemas/recipe';
import { recipeJsonLd } from './structured-data';

const demo = (slug: string) => demoRecipes.find((r) => r.slug === slug)!;

describe('comboLinks', () => {
  it('reads the linked recipes in story order, each once, with the batches the story asks for', () => {
    expect(comboLinks(demo('sugar-cookie-sandwiches-with-raspberry').story)).toEqual([
      { slug: 'soft-cut-out-sugar-cookies', title: 'Soft Cut-out Sugar Cookies', batches: 1 },
      { slug: 'raspberry-filling', title: 'Raspberry Filling', batches: 1 },
      { slug: 'vanilla-buttercream', title: 'Vanilla Buttercream', batches: 1 },
    ]);
    expect(
      comboLinks('Make 1 1/2 batches of [A](/recipes/a), a double batch of [B](/recipe/b). Then [C](/recipes/c).'),
    ).toEqual([
      { slug: 'a', title: 'A', batches: 1.5 },
      { slug: 'b', title: 'B', batches: 2 },
      { slug: 'c', title: 'C', batches: null },
    ]);
  });

  it('takes at most three, and not the site’s own links or other targets', () => {
    const story =
      'Use [A](/recipes/a), [B](/recipes/b), [A again](/recipes/a), [C](/recipes/c) and [D](/recipes/d). Vanilla Buttercream too. [X](https://example.com)';
    expect(comboLinks(story).map((l) => l.slug)).toEqual(['a', 'b', 'c']);
  });
});

describe('expandCombo', () => {
  it('lists every linked recipe’s quantities under its own header, the combo’s story steps last', () => {
    const combo = demo('sugar-cookie-sandwiches-with-raspberry');
    const expanded = expandCombo(combo, demoRecipes);
    expect(expanded.servings).toBe(24);
    expect(expanded.ingredients).not.toContain('See referenced recipes');
    expect(expanded.ingredients.slice(0, 3)).toEqual([
      // Stored at the 12 sandwiches one batch of each makes, brought to the fixed 24: two of each.
      '---Soft Cut-out Sugar Cookies (2 batches)---',
      '2 cups (452 g) unsalted butter, softened',
      '2 cups (400 g) granulated sugar',
    ]);
    expect(expanded.ingredients).toContain('---Raspberry Filling (2 batches)---');
    expect(expanded.ingredients).toContain('6 cups (680 g) fresh or frozen raspberries');
    expect(expanded.ingredients).toContain('---Vanilla Buttercream (2 batches)---');
    expect(expanded.instructions[0]).toBe('**Soft Cut-out Sugar Cookies (2 batches)**');
    expect(expanded.instructions).toContain('**Raspberry Filling (2 batches)**');
    expect(expanded.instructions.slice(-2)).toEqual([
      '**Putting it together**',
      'Follow the story above: make each linked recipe, then assemble the sandwiches as described.',
    ]);
  });

  it('makes the frosting the combo links in the batches the cake asks for, in place of the cake’s own', () => {
    const expanded = expandCombo(demo('coconut-lemon-layer-cake'), demoRecipes);
    const text = expanded.ingredients.join('\n');
    expect(text).not.toContain('Vanilla Buttercream');
    expect(text).not.toMatch(/batches Coconut Buttercream/);
    // Two cakes serve the fixed 24 (one serves 12), each asking 1 1/2 batches of buttercream.
    expect(expanded.ingredients).toContain('---Coconut Buttercream (3 batches)---');
    expect(expanded.ingredients).toContain('12 cups (1440 g) powdered sugar, sifted');
    expect(expanded.ingredients).toContain('---Classic Vanilla Layer Cake (2 batches): For the Cake---');
    // The cake's own stacking (buttercream between two layers) gives way to the story's curd-filled four layers.
    expect(expanded.instructions.join('\n')).not.toContain('top with the second layer');
  });

  it('brings a combo stored at another yield to its fixed 24', () => {
    const combo = { ...demo('chocolate-raspberry-ganache-cake'), servings: 12 };
    const expanded = expandCombo(combo, demoRecipes);
    expect(expanded.servings).toBe(24);
    expect(expanded.ingredients).toContain('---Raspberry Filling (2 batches)---');
    expect(expanded.ingredients).toContain('6 cups (680 g) fresh or frozen raspberries');
  });

  it('makes a combo from the admin form (stored at servings 1, the form default) as its story says', () => {
    const combo = { ...demo('chocolate-raspberry-ganache-cake'), servings: 1 };
    const expanded = expandCombo(combo, demoRecipes);
    expect(expanded.servings).toBe(24);
    expect(expanded.ingredients).toEqual(
      expandCombo({ ...demo('chocolate-raspberry-ganache-cake'), servings: 24 }, demoRecipes).ingredients,
    );
  });

  it('keeps the combo’s own lines when none of its recipes can be read', () => {
    const combo = demo('chocolate-raspberry-ganache-cake');
    expect(expandCombo(combo, []).ingredients).toEqual(['See referenced recipes']);
  });
});

describe('batchesText', () => {
  it('writes counts a baker reads', () => {
    expect(batchesText(2)).toBe('2 batches');
    expect(batchesText(1.5)).toBe('1 1/2 batches');
    expect(batchesText(0.5)).toBe('1/2 batch');
    expect(batchesText(4.5)).toBe('4 1/2 batches');
    expect(batchesText(0.97)).toBe('1 batch');
  });
});

describe('a bakeable combo in structured data', () => {
  it('gives each linked recipe’s steps as a HowToSection', () => {
    const combo = demo('sugar-cookie-sandwiches-with-raspberry');
    const expanded = expandCombo(combo, demoRecipes);
    const ld = recipeJsonLd(
      { ...combo, ...expanded, id: 1, imageUrl: null, version: 1, updatedAt: '2026-01-01T00:00:00Z' } as Recipe,
      'https://example.com',
    );
    const sections = ld.recipeInstructions as { '@type': string; name: string; itemListElement: unknown[] }[];
    expect(sections.map((s) => s.name)).toEqual([
      'Soft Cut-out Sugar Cookies (2 batches)',
      'Raspberry Filling (2 batches)',
      'Vanilla Buttercream (2 batches)',
      'Putting it together',
    ]);
    expect(sections.every((s) => s['@type'] === 'HowToSection')).toBe(true);
    expect(sections[1]!.itemListElement).toHaveLength(5);
    expect(ld.recipeIngredient).toContain('6 cups (680 g) fresh or frozen raspberries');
  });
});

describe('bakeableCombo: one recipe for the page, its server render and its JSON-LD', () => {
  const stored = (slug: string) =>
    ({ ...demo(slug), id: 1, imageUrl: null, version: 1, updatedAt: '2026-01-01T00:00:00Z' }) as Recipe;

  it('lists every section, with the total time the page shows, not the combo’s own placeholders', () => {
    const combo = stored('coconut-lemon-layer-cake');
    const shown = bakeableCombo(combo, demoRecipes);
    expect(shown.ingredients).not.toContain('See referenced recipes');
    const ld = recipeJsonLd(shown, 'https://example.com');
    const sections = ld.recipeInstructions as { '@type': string; name: string }[];
    expect(sections.map((s) => s.name)).toEqual([
      'Classic Vanilla Layer Cake (2 batches)',
      'Silky Lemon Curd (2 batches)',
      'Coconut Buttercream (3 batches)',
      'Putting it together',
    ]);
    // The page's Total is totalMinutes of what it shows: the same recipe, so the same figure.
    expect(ld.totalTime).toBe(isoDuration(totalMinutes(shown)!));
    expect(recipeJsonLd(combo, 'https://example.com').totalTime).not.toBe(ld.totalTime);
  });

  it('leaves any other recipe, and a combo none of whose recipes is found, as it is', () => {
    const cake = stored('classic-vanilla-layer-cake');
    expect(bakeableCombo(cake, demoRecipes)).toBe(cake);
    const combo = stored('coconut-lemon-layer-cake');
    expect(bakeableCombo(combo, [])).toBe(combo);
  });
});

describe('a part made in more than one batch', () => {
  // The demo combos serve 24 from parts that serve 12: every part is made twice (docs/decisions/037-the-details-a-baker-notices.md).
  it('has its steps follow, from the method the caller hands in: amounts of its own ingredients and its pans', () => {
    const expanded = expandCombo(demo('coconut-lemon-layer-cake'), demoRecipes, partSteps);
    expect(expanded.instructions.join('\n')).toContain('Add 1/2 cup + 1 Tbsp of the coconut cream');
    expect(expanded.instructions.join('\n')).toContain('Grease four 8-inch round cake pans');
    const twice = expandCombo(demo('chocolate-raspberry-ganache-cake'), demoRecipes, partSteps);
    expect(twice.instructions.join('\n')).toContain('Grease four 8-inch round pans or two 9x13-inch pans');
  });

  it('until the method has loaded, scales the amounts of a part made more than once and leaves its counts', () => {
    const combo = demo('coconut-lemon-layer-cake');
    const before = expandCombo(combo, demoRecipes).instructions.join('\n');
    expect(before).toContain('Add 1/2 cup + 1 Tbsp of the coconut cream');
    expect(before).toContain('Grease two 8-inch round cake pans');
    // The method then spreads 3 batches of coconut on three baking sheets.
    expect(expandCombo(combo, demoRecipes, partSteps).instructions.join('\n')).toContain('on three baking sheets');
    const twice = expandCombo(demo('chocolate-raspberry-ganache-cake'), demoRecipes);
    expect(twice.instructions.join('\n')).toContain('Grease two 8-inch round pans or one 9x13-inch pan');
  });
});
