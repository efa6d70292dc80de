import { describe, expect, it } from 'vitest';
import { demoRecipes } from '../../api/seed/recipes';
import { parsePan } from '../bakers-tools/pans';
import { methodAt, type MethodTarget } from './index';
import { planStages } from '../plan-stages';
import { adviceTimers, plannedStep } from './timers';

/** What cook mode offers first for a step (offerTimers in app/features/recipe-tools/step-timers.ts). */
const offer = (step: string) => {
  const [first, ...rest] = adviceTimers(step);
  const labels = (c: typeof first) => c!.options.map((o) => o.label);
  return {
    main: labels(first)[0],
    upTo: labels(first)[1] ?? null,
    more: [...labels(first).slice(1), ...rest.flatMap(labels)],
  };
};
const bakeStep = (slug: string, target: MethodTarget, words: RegExp) =>
  methodAt(
    demoRecipes.find((r) => r.slug === slug)!,
    target,
    'us',
  ).steps.find((s) => words.test(s))!;

describe('the timer follows the oven advice the method writes into a bake step', () => {
  it('rings when a much shallower batter should be checked, from its part of the recipe’s minutes', () => {
    // Brownies at Quarter bake in a small loaf pan, the batter two-thirds as deep as in the 8x8.
    const step = bakeStep('fudgy-brownies', { factor: 0.25 }, /bake at/);
    expect(step).toMatch(
      /25 to 30 minutes, .*\(Much shallower batter: it bakes in about two-thirds of the time; check after 15-20 minutes\.\)$/,
    );
    expect(offer(step)).toEqual({ main: '15 min', upTo: '20 min', more: ['20 min', '25 min', '30 min'] });
  });

  it('offers the cupcakes’ time when a layer cake is baked in muffin cups', () => {
    const pan = { ...parsePan('12-cup muffin pan')!, count: 12 };
    const step = bakeStep('classic-vanilla-layer-cake', { factor: 0.5, pan }, /^Bake at/);
    expect(step).toMatch(/28 to 32 minutes.*notes say 18 to 20 minutes/);
    expect(offer(step)).toEqual({ main: '18 min', upTo: '20 min', more: ['20 min', '28 min', '32 min'] });
  });

  it('checks a deeper batter later, from the start of the recipe’s range', () => {
    const step = 'Bake at 350°F for 28 to 32 minutes. (Deeper batter: check 5-10 minutes later than the recipe says.)';
    expect(offer(step)).toEqual({ main: '33 min', upTo: '38 min', more: ['38 min', '28 min', '32 min'] });
  });

  it('rings when a much deeper batter should be checked, from the recipe’s own minutes', () => {
    // The vanilla layers' batter in a 9x5 loaf stands about twice as deep: 28 to 32 minutes become 45 to 60.
    const step = bakeStep('classic-vanilla-layer-cake', { factor: 0.85, pan: parsePan('9x5-inch loaf')! }, /^Bake at/);
    expect(step).toBe(
      'Bake at 350°F for 28 to 32 minutes, until the top springs back and a toothpick comes out clean. (Much deeper batter: it bakes about twice as long; check after 45-60 minutes, a skewer in the middle, and cover loosely with foil if the top browns first.)',
    );
    expect(offer(step)).toEqual({ main: '45 min', upTo: '1 hr', more: ['1 hr', '28 min', '32 min'] });
  });

  it('rings for muffin batter baked as one loaf at about three times the cups’ minutes', () => {
    const step = bakeStep('blueberry-streusel-muffins', { factor: 1.32, pan: parsePan('9x5-inch loaf')! }, /^Bake at/);
    expect(step).toMatch(
      /20 to 24 minutes, .*\(One pan bakes much longer than muffin cups, about 3 times as long; check after 50-75 minutes, a skewer in the middle, and cover loosely with foil if the top browns first\.\)$/,
    );
    expect(offer(step)).toEqual({ main: '50 min', upTo: '1 hr 15 min', more: ['1 hr 15 min', '20 min', '24 min'] });
  });

  it('keeps the first stage of a two-stage bake first and puts the check before the stage it speaks of', () => {
    // The apple pie at Quarter: 20 minutes hot, then 45 to 50 more, checked 10 minutes early.
    const step = bakeStep('brown-butter-apple-pie', { factor: 0.25 }, /Bake on the hot sheet/);
    expect(offer(step)).toMatchObject({ main: '20 min', more: ['35 min', '45 min', '50 min'] });
  });

  it('plans the bake as long as the advice says to check it, the advice no stage of its own', () => {
    const target = { factor: 0.85, pan: parsePan('9x5-inch loaf')! };
    const layers = demoRecipes.find((r) => r.slug === 'classic-vanilla-layer-cake')!;
    const { steps } = methodAt(layers, target, 'us');
    const bake = steps.findIndex((s) => /^Bake at/.test(s));
    expect(plannedStep(steps[bake]!)).toBe(
      'Bake at 350°F for 45 minutes, until the top springs back and a toothpick comes out clean.',
    );
    // 'Ready at' plans the loaf's 45 minutes where the layers bake 28.
    const bakeStage = (instructions: string[]) =>
      planStages({ instructions, prepTime: layers.prepTime }).find((s) => s.kind === 'bake')!;
    expect(bakeStage(steps.map(plannedStep)).seconds).toBe(45 * 60);
    expect(bakeStage(layers.instructions).seconds).toBe(28 * 60);
    // A shift: brownies at Quarter are checked 10 minutes early, so planned at 15 minutes.
    expect(plannedStep(bakeStep('fudgy-brownies', { factor: 0.25 }, /bake at/))).toMatch(
      / for 15 minutes, until [^()]*$/,
    );
    // Without advice, a step is as written.
    expect(plannedStep('Bake at 350°F for 28 to 32 minutes.')).toBe('Bake at 350°F for 28 to 32 minutes.');
  });

  it('reads a step without advice as any step', () => {
    expect(offer('Rise 40-50 minutes, then bake for 35 minutes.')).toEqual({
      main: '40 min',
      upTo: '50 min',
      more: ['50 min', '35 min'],
    });
  });
});
