import { describe, expect, it } from 'vitest';
import { demoRecipes } from '../api/seed/recipes';
import { combinationProblems } from './combination-audit';
import { combineRecipes, type CombinerRecipe } from './combiner';
import { noteAtSize } from './combiner-steps';
import { expandCombo, isFavoriteCombo } from './combo-recipe';
import { combinedMinutes } from './combo-time';
import { partSteps } from './method';
import { deriveCombo } from './personal-combo';
import { totalMinutes } from './total-time';

/** The demo recipe as the API hands it to the combiner. */
function demo(slug: string): CombinerRecipe {
  const index = demoRecipes.findIndex((r) => r.slug === slug);
  const r = demoRecipes[index]!;
  return { ...r, id: index + 1, imageUrl: null };
}

// The case: vanilla layer cake + raspberry filling + vanilla buttercream, "make it for 24 people".
const cake = demo('classic-vanilla-layer-cake');
const filling = demo('raspberry-filling');
const buttercream = demo('vanilla-buttercream');
const for24 = combineRecipes([cake, filling, buttercream], 'make it for 24 people');

describe('the built-in combiner writes a recipe a baker can follow', () => {
  it('says how many pans a doubled cake needs', () => {
    const steps = for24.instructions.join('\n');
    expect(steps).not.toContain('Grease two 8-inch round cake pans');
    expect(steps).toContain('Grease four 8-inch round cake pans and line the bottoms with parchment.');
    expect(steps).toContain('Build two cakes this way.');
  });

  it('stacks the cake once, with the filling between the layers, instead of the cake’s own buttercream-only stacking', () => {
    expect(for24.instructions.join('\n')).not.toContain('top with the second layer');
    expect(for24.instructions.at(-1)).toBe(
      'Assemble: once the Classic Vanilla Layer Cake layers have cooled completely, level them if needed. Place one layer on a stand, pipe a ring of Vanilla Buttercream around the edge, fill the ring with Raspberry Filling and top with the next layer. Apply a thin crumb coat of Vanilla Buttercream, chill for 20 minutes, then finish with the rest of the Vanilla Buttercream. Build two cakes this way. Serve at room temperature.',
    );
  });

  it('makes the batches of buttercream it lists: the cake asks for 1 1/2, twice over', () => {
    const lines = for24.ingredients;
    expect(lines).toContain('---For the Vanilla Buttercream (3 batches)---');
    expect(lines.join('\n')).not.toMatch(/\d batch(?:es)? Vanilla Buttercream/);
    expect(lines).toContain('12 cups (1440 g) powdered sugar, sifted');
    expect(lines).toContain('---For the Raspberry Filling (2 batches)---');
  });

  it('says what one batch of filling makes and how many batches it makes', () => {
    expect(for24.tips).toContain(
      'Raspberry Filling: One batch makes about 1 1/2 cups, enough to fill an 8-inch layer cake or 24 sandwich cookies; this combination makes 2 batches.',
    );
    expect(for24.tips.join('\n')).not.toMatch(/^Raspberry Filling: Makes about 1 1\/2 cups/m);
  });

  it('keeps the weights on merged lines', () => {
    const butter = for24.ingredients.find((l) => l.includes('unsalted butter, divided'));
    expect(butter).toBe(
      '10 sticks (1130 g) unsalted butter, divided: 4 sticks (452 g) for the Classic Vanilla Layer Cake (2 batches; unsalted butter, softened) and 6 sticks (678 g) for the Vanilla Buttercream (3 batches; unsalted butter, softened to cool room temperature)',
    );
  });

  it('scales an amount of its own ingredient inside a step, not a per-layer amount of another part', () => {
    const steps = for24.instructions.join('\n');
    expect(steps).toContain('Add the vanilla, salt and 6 Tbsp of cream.');
    const frostedOnly = combineRecipes([cake, buttercream], 'make it for 24 people').instructions.join('\n');
    expect(frostedOnly).toContain('spread with about 1 cup of buttercream');
    expect(frostedOnly).toContain('Build two cakes this way.');
  });

  it('serves the count a custom prompt names, however it is put', () => {
    expect(for24.servings).toBe(24);
    expect(combineRecipes([cake, filling], 'a party of 36 guests').servings).toBe(36);
    expect(combineRecipes([cake, filling], 'enough to feed 18').servings).toBe(18);
    expect(combineRecipes([cake, filling]).servings).toBe(12);
    // The bakes set the yield: the buttercream's own 24 servings are frosting for 24 cupcakes, not 24 slices of cake.
    expect(combineRecipes([cake, buttercream]).servings).toBe(12);
  });

  it('times and temperatures never change', () => {
    const steps = for24.instructions.join('\n');
    // In the view's system alone (docs/decisions/034-the-method-follows-the-amounts.md).
    expect(steps).toContain('Bake at 350°F for 28 to 32 minutes');
    expect(steps).toContain('for 5 to 7 minutes');
  });
});

describe('tips a baker can read whole', () => {
  it('keeps each note whole and leaves out the white bread’s own size-control tip', () => {
    const bread = combineRecipes([demo('one-bowl-white-bread'), demo('soft-dinner-rolls')]);
    expect(bread.tips.join('\n')).not.toMatch(/Want just one loaf\?/);
    expect(bread.tips).toContain(`One-Bowl White Bread: ${demo('one-bowl-white-bread').notes.split('\n\n')[0]}`);
  });
});

describe('each part’s steps follow its batches, as on its recipe page (the method model)', () => {
  const carrot = demo('carrot-cake-with-toasted-walnuts');
  const frosting = demo('cream-cheese-frosting');
  const stepsOf = (size: number) => ({
    combined: combineRecipes([carrot, frosting], '', { size }).instructions.join('\n'),
    personal: deriveCombo([carrot, frosting], new Date(0), { size }).instructions.join('\n'),
  });

  it('greases one pan that fits a quarter batch, and never divides it between pans', () => {
    for (const steps of Object.values(stepsOf(0.25))) {
      expect(steps).toContain('Grease one 6-inch round pan and line with parchment.');
      expect(steps).toMatch(/Pour into the pan and bake at 350°F for 30 to 35 minutes/);
      expect(steps).toContain('Cool in the pan for 15 minutes');
      expect(steps).not.toMatch(/between the pans|9-inch/);
    }
  });

  it('divides between the pans only when there are two', () => {
    for (const steps of Object.values(stepsOf(0.5))) {
      expect(steps).toContain('Grease two 6-inch round pans and line with parchment.');
      expect(steps).toMatch(/Divide between the pans and bake/);
    }
  });

  it('says what a stacking step written for two layers means for the one layer a quarter batch makes', () => {
    const parts = ['classic-vanilla-layer-cake', 'raspberry-filling', 'vanilla-buttercream'].map(demo);
    const quarter = combineRecipes(parts, '', { size: 0.25 });
    expect(quarter.instructions.join('\n')).toContain('Grease one 6-inch round cake pan');
    expect(quarter.instructions.at(-1)).toContain(
      '(Written for a cake of two layers: here the batter makes one. Split it across with a long serrated knife to fill it, or frost it as a single layer.)',
    );
    expect(quarter.instructions.at(-1)).not.toContain('Build');
    expect(combinationProblems(quarter, parts)).toEqual([]);
  });

  it('cuts the pieces the pans make', () => {
    const brownies = combineRecipes([demo('fudgy-brownies'), demo('salted-caramel-sauce')], '', { size: 2 });
    const steps = brownies.instructions.join('\n');
    expect(steps).toContain('Line two 8x8-inch pans with parchment slings.');
    expect(steps).toContain('cutting into 32 squares');
    expect(brownies.servings).toBe(32);
  });

  it('writes a Favorite Combo’s parts from their method: a combo stored at 12 bakes two cakes', () => {
    const seed = (slug: string) => demoRecipes.find((r) => r.slug === slug)!;
    const combo = { ...seed('chocolate-raspberry-ganache-cake'), servings: 12 };
    const written = expandCombo(combo, demoRecipes, partSteps).instructions;
    expect(written).toContain(
      'Heat the oven to 350°F. Grease four 8-inch round pans or two 9x13-inch pans and line with parchment.',
    );
    expect(written.join('\n')).toContain('Pour into the pans.');
    // The page writes them the same once the method has loaded; as written, no method is needed.
    const asWritten = seed('chocolate-raspberry-ganache-cake');
    expect(expandCombo(asWritten, demoRecipes, partSteps).instructions.filter((s) => !/°/.test(s))).toEqual(
      expandCombo(asWritten, demoRecipes).instructions.filter((s) => !/°/.test(s)),
    );
  });
});

describe('a combination’s total', () => {
  it('is, for a combination of one recipe, the total its recipe page shows (the length of its Ready-at plan)', () => {
    const differ = demoRecipes
      .filter((r) => !isFavoriteCombo(r))
      .filter((r) => combinedMinutes([r]) !== totalMinutes(r))
      .map((r) => `${r.slug}: ${combinedMinutes([r])} against ${totalMinutes(r)}`);
    expect(differ).toEqual([]);
  });
});

describe('noteAtSize', () => {
  it('leaves notes that are not yields', () => {
    expect(noteAtSize('The filling keeps for 1 week.', 2, '2 batches')).toBe('The filling keeps for 1 week.');
    expect(noteAtSize('Makes about 1 1/4 cups.', 1, '1 batch')).toBe('Makes about 1 1/4 cups.');
  });
});
