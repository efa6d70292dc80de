import { describe, expect, it } from 'vitest';
import { scaleStep } from './index';

const WHITE_BREAD_STEP_5 =
  'Butter three 8 1/2 x 4 1/2-inch loaf pans. Divide the dough into three equal pieces. Press each into a rectangle about 8 inches wide, roll it up tightly from the short side, pinch the seam closed and set it seam-side down in a pan.';

describe('scaleStep', () => {
  it('bakes White Bread step 5 in one pan at 1 loaf', () => {
    expect(scaleStep(WHITE_BREAD_STEP_5, 1 / 3, 'us', { writtenFor: '3 loaves' })).toBe(
      'Butter one 8 1/2 x 4 1/2-inch loaf pan. Keep the dough in one piece. Press each into a rectangle about 8 inches wide, roll it up tightly from the short side, pinch the seam closed and set it seam-side down in a pan.',
    );
  });

  it('counts pans and pieces with the loaves', () => {
    expect(scaleStep(WHITE_BREAD_STEP_5, 4 / 3, 'metric')).toMatch(
      /^Butter four 8 1\/2 x 4 1\/2-inch loaf pans\. Divide the dough into four equal pieces\./,
    );
  });

  it('follows the size for rolls and amounts in steps', () => {
    expect(scaleStep('Cut into 12 even rolls with a sharp knife.', 0.5, 'us')).toBe(
      'Cut into 6 even rolls with a sharp knife.',
    );
    expect(scaleStep('Add the vanilla, salt and 2 Tbsp of the cream.', 0.25, 'us')).toBe(
      'Add the vanilla, salt and 1 1/2 tsp of the cream.',
    );
    expect(scaleStep('Beat the egg in a measuring jug and add milk to make 225 ml in total.', 0.25, 'metric')).toBe(
      'Beat the egg in a measuring jug and add milk to make 55 ml in total.',
    );
    expect(scaleStep('Beat the egg in a measuring jug and add milk to make 225 ml in total.', 2, 'us')).toBe(
      'Beat the egg in a measuring jug and add milk to make ≈ 2 cups in total.',
    );
  });

  it('never changes times and temperatures, and shows each oven in the view’s scale only', () => {
    const step =
      'Bake at 350°F (175°C) for 25 to 30 minutes, then cool for 1 hour. Heat the oven to 200°C (180°C fan), 400°F.';
    for (const factor of [0.25, 0.5, 1, 2, 4]) {
      expect(scaleStep(step, factor, 'us')).toBe(
        'Bake at 350°F for 25 to 30 minutes, then cool for 1 hour. Heat the oven to 400°F.',
      );
      expect(scaleStep(step, factor, 'metric')).toBe(
        'Bake at 175°C for 25 to 30 minutes, then cool for 1 hour. Heat the oven to 200°C (180°C fan).',
      );
    }
    expect(scaleStep('Heat the oven to 150°C (300°F), 130°C fan.', 1, 'metric')).toBe(
      'Heat the oven to 150°C (130°C fan).',
    );
    expect(scaleStep('Heat a griddle (350°F / 175°C on an electric griddle).', 1, 'metric')).toBe(
      'Heat a griddle (175°C on an electric griddle).',
    );
    expect(scaleStep('Heat the oven to 180°C.', 1, 'us')).toBe('Heat the oven to 350°F.');
  });

  it('writes amounts per piece in the view’s system too, unscaled', () => {
    expect(scaleStep('Pour 1/4 cup of batter per pancake.', 2, 'metric')).toBe('Pour 60 ml of batter per pancake.');
  });

  it('says what a step was written for where a count cannot follow', () => {
    expect(scaleStep('Grease a 9x13-inch pan and line it.', 0.5, 'us', { writtenFor: '12 servings' })).toBe(
      'Grease a 9x13-inch pan and line it. (written for 12 servings)',
    );
    expect(scaleStep('Grease a 9x13-inch pan and line it.', 2, 'us')).toBe('Grease two 9x13-inch pans and line it.');
  });

  it('leaves sizes of tools, amounts per piece and the tool a piece sits in alone', () => {
    expect(scaleStep('Grease a 900 g (2 lb) loaf tin.', 2, 'us')).toBe('Grease two 900 g (2 lb) loaf tins.');
    expect(scaleStep('Divide into 12 equal pieces (about 90 g each).', 2, 'metric')).toBe(
      'Divide into 24 equal pieces (about 90 g each).',
    );
    expect(scaleStep('Brown the butter in a small pan.', 2, 'us')).toBe('Brown the butter in a small pan.');
    expect(scaleStep('Shape the dough into a ball.', 4, 'us')).toBe('Shape the dough into a ball.');
  });

  it('counts the eggs a step names as the ingredient list does at that size', () => {
    expect(scaleStep('Beat in the 4 eggs, then fold in the flour.', 2, 'us')).toBe(
      'Beat in the 8 eggs, then fold in the flour.',
    );
    expect(scaleStep('Whisk two large egg yolks with the sugar.', 1.5, 'us')).toBe(
      'Whisk three large egg yolks with the sugar.',
    );
    // Whole or half eggs, and the beaten weight of a half, as the list writes them.
    expect(scaleStep('Add the 3 eggs one at a time.', 0.5, 'metric')).toBe(
      'Add the 1 1/2 eggs (75 g beaten) one at a time.',
    );
    expect(scaleStep('Fold in 4 egg whites.', 0.5, 'us')).toBe('Fold in 2 egg whites.');
    // One at a time, or one per loaf, is the same at any size.
    expect(scaleStep('Add 1 egg at a time, beating well.', 2, 'us')).toBe('Add 1 egg at a time, beating well.');
    expect(scaleStep('Brush with 1 egg yolk per loaf.', 3, 'us')).toBe('Brush with 1 egg yolk per loaf.');
    expect(scaleStep('Beat in the 4 eggs.', 1, 'us')).toBe('Beat in the 4 eggs.');
  });

  it('counts the fruit a step names as the list does, and leaves what is cut from the pan to the method', () => {
    expect(scaleStep('Mash the 3 ripe bananas with a fork.', 2, 'us')).toBe('Mash the 6 ripe bananas with a fork.');
    expect(scaleStep('Zest and juice the 2 lemons.', 0.5, 'us')).toBe('Zest and juice the 1 lemon.');
    expect(scaleStep('Peel and slice six apples.', 0.5, 'us')).toBe('Peel and slice three apples.');
    // Lemon bars are pieces of the pan, not lemons.
    expect(scaleStep('Cut into 24 lemon bars.', 2, 'us')).not.toContain('48 lemon');
  });

  it('counts the other foods the list counts: beans, sticks, leaves, roots', () => {
    expect(scaleStep('Split the 2 vanilla beans and scrape out the seeds.', 2, 'us')).toBe(
      'Split the 4 vanilla beans and scrape out the seeds.',
    );
    expect(scaleStep('Steep 1 vanilla bean in the milk.', 0.5, 'us')).toBe('Steep 1/2 vanilla bean in the milk.');
    expect(scaleStep('Add the 2 cinnamon sticks to the cream.', 1.5, 'metric')).toBe(
      'Add the 3 cinnamon sticks to the cream.',
    );
    expect(scaleStep('Grate the 4 medium carrots.', 0.5, 'us')).toBe('Grate the 2 medium carrots.');
    expect(scaleStep('Peel the two sweet potatoes.', 2, 'us')).toBe('Peel the four sweet potatoes.');
  });

  it('leaves a count for each piece, a part of a food, and the pieces of the bake as written', () => {
    expect(scaleStep('Top each cupcake with 1 strawberry.', 2, 'us')).toBe('Top each cupcake with 1 strawberry.');
    expect(scaleStep('Garnish with 1 lemon slice.', 2, 'us')).toBe('Garnish with 1 lemon slice.');
    expect(scaleStep('Brush with 1 egg wash.', 3, 'us')).toBe('Brush with 1 egg wash.');
    expect(scaleStep('Bake 12 cookies per sheet.', 2, 'us')).toBe('Bake 12 cookies per sheet.');
    expect(scaleStep('Spread 1 batch of frosting over the top.', 2, 'us')).not.toContain('2 batches');
  });

  it('gives the step back at the base size in the recipe’s own system', () => {
    expect(scaleStep(WHITE_BREAD_STEP_5, 1, 'us')).toBe(WHITE_BREAD_STEP_5);
  });
});
